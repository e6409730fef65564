#!/usr/bin/env python3
"""Turns the samples of a benchmark run into Benchmarks/RESULTS.md (printed to stdout).

scripts/benchmarks runs Benchmarks/ with `--format histogramSamples --time-units nanoseconds`:
one file per benchmark and metric, `<baseline>.<target>.<name>.<metric>.histogram.samples.tsv`,
with a header line, then one value per iteration (ns, or a count). Names have their spaces
turned into underscores (ours have no underscores of their own, so the turn is undone here).

An iteration of a timed benchmark does OPS operations (LessonBenchmarks.swift: `scalingFactor:
.kilo`); one of a `SideTable memory` benchmark fills an empty table with MEMORY_OWNERS owners.
What is reported is the median iteration divided by that.

Usage: benchmark_results.py SAMPLES_DIR [NOTES_FILE]
"""

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


def targets_table(results, notes):
    lines = [
        "| Target | Measured | Limit | Status | Why (when missed) |",
        "|---|---|---|---|---|",
    ]
    for target_id, what, ours, peer, limit in TARGETS:
        metric = "memoryLeakedBytes" if ours.startswith("SideTable memory") else "wallClock"
        mine = per_op(results, ours, metric)
        if peer is None:
            measured, unit = mine, " ns"
        else:
            theirs = per_op(results, peer, metric)
            measured = mine / theirs if mine is not None and theirs else None
            unit = "×"
        if measured is None:
            status, shown = "not run", "—"
        else:
            shown = (fmt_ratio(measured) + "×") if unit == "×" else (fmt_ns(measured) + " ns")
            over = measured / limit
            if over <= 1:
                status = "met"
            elif over < 1.1:
                status = f"**missed** by {(over - 1) * 100:.0f} %"
            else:
                status = f"**missed** by {over:.1f}×"
        limit_shown = f"≤ {limit}×" if unit == "×" else f"≤ {limit} ns"
        why = notes.get(target_id, "")
        if not why and status.startswith("**missed"):
            why = "*not explained yet (Benchmarks/target-notes.txt)*"
        lines.append(f"| {what} (`{target_id}`) | {shown} | {limit_shown} | {status} | {why} |")
    return lines


def start_rows(path, notes):
    """The start-up targets, from `scripts/measure-start`'s output: judged on the minimums, which
    move least with whatever else the machine does (a start is short, and one busy moment doubles
    a median); the medians are shown beside them."""
    if not path or not os.path.exists(path):
        return [], []
    text = open(path).read()
    rows = []
    for target_id, what, pattern, unit, limit in [
        ("start-version", "start to exit: `playground --version` / a Foundation hello-world, release",
         r"^ratio\s+([0-9.]+)x\s+([0-9.]+)x", "×", 1.3),
        ("start-eight-runs", "all eight `playground run <id>` one after another, release, ms",
         r"^total\s+([0-9.]+) ms\s+([0-9.]+) ms", " ms", 100),
    ]:
        match = re.search(pattern, text, re.MULTILINE)
        if not match:
            rows.append(f"| {what} (`{target_id}`) | — | ≤ {limit}{unit} | not run | |")
            continue
        median, measured = float(match.group(1)), float(match.group(2))
        over = measured / limit
        status = "met" if over <= 1 else (f"**missed** by {(over - 1) * 100:.0f} %" if over < 1.1 else f"**missed** by {over:.1f}×")
        why = notes.get(target_id, "")
        if not why and status.startswith("**missed"):
            why = "*not explained yet (Benchmarks/target-notes.txt)*"
        shown = (f"{measured:.2f}× (median {median:.2f}×)" if unit == "×"
                 else f"{measured:.1f} ms (median {median:.1f} ms)")
        rows.append(f"| {what} (`{target_id}`) | {shown} | ≤ {limit}{unit} | {status} | {why} |")
    section = ["## Start-up (`scripts/measure-start`; its targets are judged on the minimums)", "", "```", *text.rstrip().splitlines(), "```", ""]
    return rows, section


def full_table(results):
    groups = {}
    for name in results:
        group, contender = split(name)
        if group.startswith("SideTable memory"):
            continue
        groups.setdefault(group, []).append(contender)
    order = [g for g in GROUP_ORDER if g in groups] + [g for g in groups if g not in GROUP_ORDER]
    lines = [
        "| Benchmark | Contender | ns/op (median) | allocations/op (median) | × peer | Samples |",
        "|---|---|---:|---:|---:|---:|",
    ]
    for group in order:
        for contender in groups[group]:
            name = f"{group}: {contender}"
            ns = per_op(results, name, "wallClock")
            allocations = per_op(results, name, "mallocCountTotal")
            ratio = None
            peer = PEERS.get(contender)
            if peer:
                peer_ns = per_op(results, f"{group}: {peer}", "wallClock")
                ratio = ns / peer_ns if ns is not None and peer_ns else None
            samples = len(results[name].get("wallClock", []))
            lines.append(f"| {group} | {contender} | {fmt_ns(ns)} | {fmt_count(allocations)} | {fmt_ratio(ratio)} | {samples} |")
    return lines


def memory_table(results):
    names = [n for n in results if n.startswith("SideTable memory")]
    if not names:
        return ["(not run)"]
    lines = [
        "| Contender | Requested bytes/entry | Net allocations/entry | Heap bytes/entry (mallinfo2) | ns/insert (filling) | × peer (requested) | Samples |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for name in sorted(names, key=lambda n: split(n)[1] != "SideTable"):
        group, contender = split(name)
        row = memory_row(results, name)
        ratio = None
        peer = PEERS.get(contender)
        if peer:
            theirs = memory_row(results, f"{group}: {peer}")["requested"]
            ratio = row["requested"] / theirs if row["requested"] is not None and theirs else None
        lines.append(
            f"| {contender} | {fmt_ns(row['requested'])} | {fmt_count(row['allocations'])} | {fmt_ns(row['heap'])} "
            f"| {fmt_ns(row['ns'])} | {fmt_ratio(ratio)} | {row['samples']} |"
        )
    return lines


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: benchmark_results.py SAMPLES_DIR [NOTES_FILE]")
    results = read_samples(sys.argv[1])
    if not results:
        sys.exit(f"benchmark_results.py: no samples in {sys.argv[1]}")
    notes_path = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "Benchmarks", "target-notes.txt")
    notes = read_notes(notes_path)
    start_targets, start_section = start_rows(os.environ.get("BENCH_START_FILE"), notes)
    out = [
        "# Benchmarks: the lessons against their peers",
        "",
        "Generated by `scripts/benchmarks` (do not edit by hand: the explanations of missed targets",
        "live in `Benchmarks/target-notes.txt`, which this table reads). The code is in",
        "`Benchmarks/Benchmarks/LessonBenchmarks/`; the targets are issue 11's. Figures vary from run",
        "to run and machine to machine, the more so on a shared machine: read the ratios.",
        "",
        "## Machine",
        "",
        *machine(),
        "",
        "## How it was measured",
        "",
        "- A release build (`swift package --package-path Benchmarks benchmark`, ordo-one/benchmark 1.38.1,",
        "  with its malloc interposer for the allocation counts).",
        f"- Timed benchmarks: {OPS:,} operations per iteration, 10 warm-up iterations, then iterations",
        "  for up to 2 s or 5,000 of them, whichever comes first (`Samples`). Shown: the median",
        f"  iteration divided by {OPS:,}.",
        f"- Memory: one iteration stores a value for each of {MEMORY_OWNERS:,} live owners in an empty table;",
        "  1 warm-up, then up to 5 iterations. *Requested bytes* is what the table asked malloc for and",
        "  kept (bytes allocated minus bytes freed during the fill, from the interposer), per entry;",
        "  *heap bytes* is how much glibc's heap grew (`mallinfo2`), which adds malloc's own overhead and",
        "  the interposer's 16-byte header per allocation. The memory target compares requested bytes.",
        "- Owners in the SideTable benchmarks are visited in a fixed shuffled order, so that lookups",
        "  among a million owners miss the cache as they would in an app.",
        "",
        "## Targets",
        "",
        *targets_table(results, notes),
        *start_targets,
        "",
        *start_section,
        "## All benchmarks",
        "",
        *full_table(results),
        "",
        "### Memory per entry (1M owners)",
        "",
        *memory_table(results),
        "",
    ]
    print("\n".join(out))


if __name__ == "__main__":
    main()
