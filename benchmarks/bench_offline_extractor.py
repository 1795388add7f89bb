"""Throughput of the offline extractor on one core.

Turns: the user inputs of ATANT stories (``--data``; every batch, traps included) and synthetic
long turns made by joining several of them (~250 words each); without ``--data`` a small built-in
set is used. The process is pinned to one CPU. A baseline in the same process, "copy every content
word" (tokenize + stopword filter + FiveW normalisation), shows the cost of the rules relative to
the cheapest possible tagger. Rates are turns per CPU second of the process, best of --repeat.

    python benchmarks/bench_offline_extractor.py --data ../shared/data/atant/core
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from taggraph.extract import offline_lexicon
from taggraph.extract.offline import OfflineExtractor
from taggraph.tags import FiveW
from taggraph.text import content_tokens

TARGET_TURNS_PER_SECOND = 300

BUILTIN = [
    "Hey, I'm really nervous. I have a job interview at Google on Wednesday for a Senior Engineer role. "
    "The hiring manager's name is David Chen.",
    "I just adopted a dog from the shelter! His name is Max and he's a 3-year-old golden retriever mix.",
    "We booked the caterer today! Going with Bella Cucina. "
    "Our budget is $25,000 and we're expecting 120 guests.",
    "My parents are flying in from Chicago for Thanksgiving. Mom is allergic to shellfish.",
    "What's the capital of France?",
    "I started therapy with Dr. Simone because I needed someone to talk to. We meet every Thursday at 4pm.",
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


def copy_content_words(text: str) -> FiveW:
    return FiveW.from_raw({"what": [f"topic/{w}" for w in dict.fromkeys(content_tokens(text))]})


def rate(fn: Callable[[str], object], turns: Sequence[str], repeat: int) -> float:
    """Best of ``repeat`` passes, in turns per CPU second of this process (other processes on a
    shared machine then disturb the figure less than wall-clock time would)."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.process_time()
        for text in turns:
            fn(text)
        best = min(best, time.process_time() - t0)
    return len(turns) / best


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, help="folder of ATANT story YAML files")
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args(argv)
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    short = load_turns(args.data)
    long = long_turns(short, max(20, len(short) // 5))

    t0 = time.perf_counter()
    offline_lexicon.warm()
    lexicon_load = time.perf_counter() - t0
    t0 = time.perf_counter()
    extractor = OfflineExtractor()
    extractor.extract("warm up: I met David in Paris on Monday.", "")
    first_call = time.perf_counter() - t0

    def offline(text: str) -> object:
        return extractor.extract(text, "")

    words_short = statistics.fmean(len(t.split()) for t in short)
    words_long = statistics.fmean(len(t.split()) for t in long)
    print(
        f"one core; word lists loaded in {lexicon_load:.2f} s, then first call {first_call:.2f} s "
        "(tag normalisation loads its inflection library)"
    )
    for label, turns, words in (("short", short, words_short), ("long", long, words_long)):
        r_off = rate(offline, turns, args.repeat)
        r_base = rate(copy_content_words, turns, args.repeat)
        print(
            f"{label:5s} turns ({len(turns)}, {words:.0f} words avg): offline {r_off:,.0f} turns/s "
            f"= {r_off / TARGET_TURNS_PER_SECOND:.1f}x the {TARGET_TURNS_PER_SECOND}/s target; "
            f"copy-content-words baseline {r_base:,.0f} turns/s (offline costs {r_base / r_off:.1f}x)"
        )
    mixed = short + long
    r_mix = rate(offline, mixed, args.repeat)
    print(f"mixed ({len(mixed)} turns): offline {r_mix:,.0f} turns/s")


if __name__ == "__main__":
    main()
