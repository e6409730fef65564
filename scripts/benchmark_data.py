"""What scripts/benchmark_results.py reads and how it writes numbers: the samples of a run, the
machine, the notes, and the formatting of figures (split from it to keep each file short)."""

import os
import platform
import re
import statistics
import subprocess
import sys
from datetime import datetime, timezone

OPS = 1_000
MEMORY_OWNERS = 1_000_000
SUFFIX = ".histogram.samples.tsv"

# Which contender each one is measured against (the "x peer" column).
PEERS = {
    "Container": "Swinject",
    "SafeContainer": "Swinject synchronize",
    "Event raise": "PassthroughSubject send",
    "closure array": "PassthroughSubject send",
    "ReplaySubject send": "PassthroughSubject send",
    "CurrentValueSubject send": "PassthroughSubject send",
    "SideTable": "locked dictionary",
}


def plural(count, noun):
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


# Issue 11, section 2: (id, what, ours, peer or None, limit, unit). A ratio target when there is
# a peer (ours' median over the peer's), an absolute one in ns per operation otherwise.
TARGETS = [
    ("di-singleton", "cached singleton resolve: `Container` / Swinject `.container`",
     "DI cached singleton: Container", "DI cached singleton: Swinject", 0.1),
    ("safe-per-request", "per-request resolve: `SafeContainer` / Swinject `synchronize()`",
     "DI per request: SafeContainer", "DI per request: Swinject synchronize", 0.2),
    ("safe-singleton", "cached singleton resolve: `SafeContainer` / Swinject `synchronize()`",
     "DI cached singleton: SafeContainer", "DI cached singleton: Swinject synchronize", 0.2),
] + [
    (f"event-{n}", f"`Event.raise` / `PassthroughSubject.send`, {plural(n, 'subscriber')}",
     f"Events {plural(n, 'subscriber')}: Event raise", f"Events {plural(n, 'subscriber')}: PassthroughSubject send", 1.0)
    for n in (1, 10, 100)
] + [
    (f"replay-{n}", f"`ReplaySubject` / `PassthroughSubject` send, {plural(n, 'sink')}",
     f"Subjects {plural(n, 'sink')}: ReplaySubject send", f"Subjects {plural(n, 'sink')}: PassthroughSubject send", 1.5)
    for n in (1, 10)
] + [
    (f"sidetable-get-{size}", f"`SideTable` get / locked dictionary, {size} owners",
     f"SideTable get {size} owners: SideTable", f"SideTable get {size} owners: locked dictionary", 1.5)
    for size in ("1k", "100k", "1M")
] + [
    ("sidetable-get-1k-ns", "`SideTable` get at 1k owners, ns", "SideTable get 1k owners: SideTable", None, 150),
    ("sidetable-memory", "`SideTable` memory per entry / locked dictionary, 1M owners",
     "SideTable memory 1M owners: SideTable", "SideTable memory 1M owners: locked dictionary", 2.0),
]

# The order of the full table: groups in this order, then any others as they come.
GROUP_ORDER = [
    "DI cached singleton", "DI per request", "DI view model with argument and two dependencies",
    "Events 1 subscriber", "Events 10 subscribers", "Events 100 subscribers",
    "Subjects 1 sink", "Subjects 10 sinks",
    "SideTable get 1k owners", "SideTable get 100k owners", "SideTable get 1M owners",
    "SideTable set 1k owners", "SideTable set 100k owners", "SideTable set 1M owners",
    "SideTable insert 1k owners", "SideTable insert 100k owners", "SideTable insert 1M owners",
]


def read_samples(directory):
    """{benchmark name: {metric: [values per iteration]}}"""
    results = {}
    for file in sorted(os.listdir(directory)):
        if not file.endswith(SUFFIX):
            continue
        stem = file[: -len(SUFFIX)]
        match = re.match(r"^[^.]+\.LessonBenchmarks\.(.+)\.([A-Za-z0-9]+)$", stem)
        if not match:
            continue
        name, metric = match.group(1).replace("_", " "), match.group(2)
        with open(os.path.join(directory, file)) as handle:
            header, *lines = handle.read().split("\n")
        # Counts may come in thousands or millions, said by the header's last "(K)" or "(M)".
        unit = re.search(r"\((K|M|G)\)\s*$", header)
        scale = {"K": 1e3, "M": 1e6, "G": 1e9}[unit.group(1)] if unit else 1
        values = [float(line) * scale for line in lines if line.strip()]
        if values:
            results.setdefault(name, {})[metric] = values
    return results


def per_op(results, name, metric):
    """The median iteration's `metric` per operation, or None when it was not measured."""
    values = results.get(name, {}).get(metric)
    if not values:
        return None
    median = statistics.median(values)
    if metric == "heapBytesPerEntry":
        return median
    return median / (MEMORY_OWNERS if name.startswith("SideTable memory") else OPS)


def fmt_ns(value):
    if value is None:
        return "—"
    if value < 10:
        return f"{value:.2f}"
    if value < 100:
        return f"{value:.1f}"
    return f"{value:,.0f}"


def fmt_count(value):
    return "—" if value is None else f"{value:.2f}"


def fmt_ratio(value):
    if value is None:
        return "—"
    return f"{value:.3f}" if value < 0.1 else f"{value:.2f}"


def split(name):
    group, _, contender = name.rpartition(": ")
    return group, contender


def run(command):
    try:
        return subprocess.run(command, capture_output=True, text=True, check=False).stdout.strip()
    except OSError:
        return ""


def machine():
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo") as handle:
            for line in handle:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        cpu = platform.processor() or "unknown"
    memory = ""
    try:
        with open("/proc/meminfo") as handle:
            kib = int(handle.readline().split()[1])
            memory = f", {kib / 1024 / 1024:.0f} GiB memory"
    except (OSError, ValueError, IndexError):
        pass
    system = platform.system()
    try:
        with open("/etc/os-release") as handle:
            for line in handle:
                if line.startswith("PRETTY_NAME="):
                    system = line.split("=", 1)[1].strip().strip('"')
    except OSError:
        pass
    swift = run(["swift", "--version"]).split("\n")[0] or "unknown"
    commit = run(["git", "rev-parse", "--short", "HEAD"]) or "unknown"
    changed = [line for line in run(["git", "status", "--porcelain"]).split("\n")
               if line.strip() and not line.endswith("Benchmarks/RESULTS.md")]
    if changed:
        commit += " (with uncommitted changes)"
    return [
        f"- CPU: {cpu}, {os.cpu_count()} cores{memory}",
        f"- OS: {system}, kernel {platform.release()}",
        f"- Swift: {swift}",
        f"- Commit: {commit}",
        f"- Date: {datetime.now(timezone.utc).strftime('%Y-%m-%d %H:%M UTC')}",
        f"- Load average (1, 5, 15 min) before the run: {os.environ.get('BENCH_LOAD_BEFORE', '?')}; "
        f"after: {os.environ.get('BENCH_LOAD_AFTER', '?')}; the run took {os.environ.get('BENCH_SECONDS', '?')} s",
    ]


def read_notes(path):
    notes = {}
    if path and os.path.exists(path):
        with open(path) as handle:
            for line in handle:
                line = line.strip()
                if line and not line.startswith("#") and ":" in line:
                    key, text = line.split(":", 1)
                    notes[key.strip()] = text.strip()
    return notes


def memory_row(results, name):
    requested = per_op(results, name, "memoryLeakedBytes")
    return {
        "requested": requested,
        "allocations": per_op(results, name, "mallocFreeDelta"),
        "heap": per_op(results, name, "heapBytesPerEntry"),
        "ns": per_op(results, name, "wallClock"),
        "samples": len(results.get(name, {}).get("wallClock", [])),
    }
