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
import re
import statistics
import sys
from datetime import datetime, timezone

from benchmark_data import *  # the samples, the machine, the notes, number formatting


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
