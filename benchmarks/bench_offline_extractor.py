"""Speed of the offline extractor on one core, and the latency of Memory.remember().

Turns: the user inputs of ATANT stories (``--data``; every batch, traps included) and synthetic
long turns made by joining several of them (~250 words each); without ``--data`` a small built-in
set is used. The process is pinned to one CPU. Rates are turns per CPU second of the process, best
of --repeat:

- batched: ``extract_many`` (spaCy's ``nlp.pipe`` over the batch, then the rules);
- one by one: ``extract`` per turn;
- the baseline in the same process: the model's whole pipeline (every component, ``senter``
  included) over the same turns with ``nlp.pipe`` and no rules, i.e. what the extractor would cost
  without disabling the parts it does not read.

``remember()`` latency is wall-clock per call into a fresh SQLite file, after a warm-up call.

    python benchmarks/bench_offline_extractor.py --data ../shared/data/atant/core
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from taggraph import Memory
from taggraph.extract import offline_nlp
from taggraph.extract.offline import OfflineExtractor

TARGET_TURNS_PER_SECOND = 100
TARGET_REMEMBER_P50_MS = 20.0

BUILTIN = [
    "I'm nervous: my interview at Lumen Labs is on Thursday and the hiring lead is Tomas Ferreira.",
    "We adopted a beagle from the county shelter last weekend. His name is Pretzel.",
    "The caterer quoted $9,400 for 85 guests, so we need to cut the menu.",
    "My parents drive up from Sacramento for Easter; Dad can't eat gluten.",
    "How many ounces are in a pound?",
    "I started physical therapy with Dr. Imani Brooks because my knee still hurts. Sessions are every Monday at 8am.",
]


def load_turns(data: Path | None) -> list[str]:
    if data is None:
        return list(BUILTIN)
    from taggraph.bench.datasets.atant import load

    return [t.user for case in load(data, "all") for t in case.turns]


def long_turns(short: Sequence[str], n: int, words: int = 250, seed: int = 0) -> list[str]:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        parts: list[str] = []
        while sum(len(p.split()) for p in parts) < words:
            parts.append(rng.choice(short))
        out.append(" ".join(parts))
    return out


def rate(fn: Callable[[Sequence[str]], object], turns: Sequence[str], repeat: int) -> float:
    """Best of ``repeat`` passes, in turns per CPU second of this process (other processes on a
    shared machine then disturb the figure less than wall-clock time would)."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.process_time()
        fn(turns)
        best = min(best, time.process_time() - t0)
    return len(turns) / best


def remember_latency(turns: Sequence[str], n: int) -> tuple[list[float], list[float]]:
    """Milliseconds per remember() call: wall clock, and CPU time of this process (on a shared
    machine the wall clock also counts the time other processes hold the core)."""
    with tempfile.TemporaryDirectory() as tmp, Memory.open(Path(tmp) / "bench.db") as mem:
        mem.remember("Warm-up: I met Ana in Lisbon on Monday.", "ok")
        wall, cpu = [], []
        for i in range(n):
            t0, c0 = time.perf_counter(), time.process_time()
            mem.remember(turns[i % len(turns)], "ok", session_id=str(i))
            wall.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.process_time() - c0) * 1000)
    return wall, cpu


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, help="folder of ATANT story YAML files")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--remember", type=int, default=200, help="remember() calls to time")
    args = ap.parse_args(argv)
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    short = load_turns(args.data)
    long = long_turns(short, max(10, len(short) // 10))

    t0 = time.perf_counter()
    extractor = OfflineExtractor()
    extractor.extract("Warm-up: I met Ana in Lisbon on Monday.")
    first_call = time.perf_counter() - t0
    import spacy

    full = spacy.load(offline_nlp.model_path())
    full.enable_pipe("senter")  # every component of the model
    print(f"{extractor.id}: one core; model check + load + first call {first_call:.2f} s; "
          f"pipeline read: {', '.join(offline_nlp.load().pipe_names)}")

    def batched(turns: Sequence[str]) -> object:
        return extractor.extract_many([(t, "") for t in turns])

    def single(turns: Sequence[str]) -> object:
        return [extractor.extract(t) for t in turns]

    def baseline(turns: Sequence[str]) -> object:
        return list(full.pipe(turns, batch_size=64))

    for label, turns in (("short", short), ("long", long)):
        words = statistics.fmean(len(t.split()) for t in turns)
        r_batch, r_single, r_base = (rate(fn, turns, args.repeat) for fn in (batched, single, baseline))
        print(f"{label:5s} turns ({len(turns)}, {words:.0f} words avg): batched {r_batch:,.0f} turns/s "
              f"({r_batch / TARGET_TURNS_PER_SECOND:.2f}x the {TARGET_TURNS_PER_SECOND}/s target), one by one "
              f"{r_single:,.0f} turns/s; full pipeline alone {r_base:,.0f} turns/s "
              f"(extractor/full = {r_batch / r_base:.2f})")
    wall, cpu = remember_latency(short, args.remember)
    for label, ms in (("wall clock", wall), ("CPU time", cpu)):
        p50, p90 = statistics.median(ms), statistics.quantiles(ms, n=10)[8]
        print(f"remember() {label}: p50 {p50:.1f} ms (target < {TARGET_REMEMBER_P50_MS:.0f} ms), p90 {p90:.1f} ms "
              f"over {len(ms)} calls into a fresh SQLite file")
    print(f"load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
