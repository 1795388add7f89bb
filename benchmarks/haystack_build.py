"""A varied haystack for ``haystack.py``: a large store made of many different people's
histories (benchmark conversations the repository already loads) instead of a few templates.

A templated haystack ("this morning I finally started renovating the kitchen with Jonas ...",
repeated with other names) is unfair to a ranker in two ways a real store is not: its
near-duplicates fill the dense candidate list, and they look like updates of one another. This
script gathers whole conversations from the offline sources instead:

- LoCoMo dev (``--locomo``, 5 long two-person conversations),
- ATANT Core (``--atant``, 50 stories),
- a LongMemEval-format file (``--facts``, e.g. the facts set's dev part; grouped by conversation),
- generated conversations (``--synthetic N``, off by default): templated by design and about the
  very slots the facts questions ask for ("My manager at work is ...", "I drive a ... now" with
  other names), so even 40 of them, deduplicated, put 33 manager notes in a 4k-note haystack.

Each conversation keeps its turns in order and is moved by whole years (its written years too,
as ``haystack.py`` moves a case) to end in a year drawn from the ``--years`` years up to
``--end-year``, so the histories interleave over those years: months and days stay, so a note
saying "in May" is still dated May. ``haystack.py`` then moves each case under test to the year
after the last one. A turn whose exact text is already in the haystack is dropped (repeats are
what made the old haystack templated). Every note carries ``meta["haystack"]`` (e.g.
``locomo/conv-26``), so ``haystack.py --hide-own`` can take a case's own conversation out while
that case is asked. The notes go through the normal ingest path (``Memory.remember_many`` with
the default extractor and embedder), so tags, vectors and index snapshots are real.

    nice -n 10 python benchmarks/haystack_build.py --out /tmp/varied.db \\
        --locomo ../shared/data/locomo/locomo_dev.json --atant ../shared/data/atant/core \\
        --facts benchmarks/data/facts/facts_dev.json
"""

from __future__ import annotations

import argparse
import heapq
import json
import random
import time
from collections import Counter
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import Any

from taggraph import Memory
from taggraph.bench.datasets import atant, locomo, longmemeval, synthetic
from taggraph.bench.datasets.base import Case
from taggraph.bench.timeshift import shift_text, shift_years  # the move of the cases under test
from taggraph.notes import Turn


def sources(a: argparse.Namespace) -> list[tuple[str, Case]]:
    """(source name, conversation) for every conversation asked for, minus ``--exclude``."""
    out: list[tuple[str, Case]] = []
    if a.locomo:
        out += [("locomo", c) for c in locomo.load(a.locomo)]
    if a.atant:
        out += [("atant", c) for c in atant.load(a.atant)]
    if a.facts:
        out += [("facts", c) for c in longmemeval.load_grouped(a.facts)]
    if a.synthetic:
        # a seed of its own, so the haystack's conversations are not those of the training cases
        out += [("synthetic", c) for c in synthetic.generate(a.synthetic, seed=a.synthetic_seed)]
    excluded = set(a.exclude.split(",")) if a.exclude else set()
    return [(s, c) for s, c in out if c.case_id not in excluded and f"{s}/{c.case_id}" not in excluded]


def placed(name: str, case: Case, end_year: int, window: int, rng: random.Random) -> list[Turn]:
    """The conversation's turns, moved by whole years to end in a year drawn from the ``window``
    years up to ``end_year`` (one that keeps the whole conversation in them, where it fits): a turn without a time takes the one before it (the
    first dated one for leading turns), so every note has a date to interleave by."""
    stamps = [t.timestamp for t in case.turns if t.timestamp is not None]
    if not stamps:
        raise SystemExit(f"{name}: no turn has a time, it cannot be placed among the others")
    span = max(stamps).year - min(stamps).year
    years = end_year - max(stamps).year - rng.randrange(max(1, window - span))
    last: datetime = stamps[0]
    out = []
    for t in case.turns:
        last = t.timestamp or last
        out.append(replace(t, user=shift_text(t.user, years), assistant=shift_text(t.assistant, years),
                           timestamp=shift_years(last, years),
                           session_id=f"{name}/{t.session_id or 'main'}",
                           meta={"haystack": name}))  # no turn_id: only the case's notes are gold
    return out


def interleaved(convs: list[list[Turn]]) -> list[Turn]:
    """All turns by time; each conversation keeps its own order (merge, not sort)."""
    keyed = [[(t.timestamp or datetime.min, i, j, t) for j, t in enumerate(c)] for i, c in enumerate(convs)]
    return [t for *_, t in heapq.merge(*keyed, key=lambda x: (x[0], x[1], x[2]))]


def build(a: argparse.Namespace) -> dict[str, Any]:
    rng = random.Random(a.seed)
    convs, kept, dropped = [], Counter[str](), Counter[str]()
    seen: set[tuple[str, str]] = set()
    for src, case in sources(a):
        turns = []
        for t in placed(f"{src}/{case.case_id}", case, a.end_year, a.years, rng):
            key = (" ".join(t.user.lower().split()), " ".join(t.assistant.lower().split()))
            if key in seen:
                dropped[src] += 1
                continue
            seen.add(key)
            turns.append(t)
        kept[src] += len(turns)
        convs.append(turns)
    turns = interleaved(convs)
    if Path(a.out).exists():
        raise SystemExit(f"{a.out} exists: the haystack is built into a new store")
    if a.jsonl:
        with Path(a.jsonl).open("w", encoding="utf-8") as fh:
            for t in turns:
                fh.write(json.dumps({"user": t.user, "assistant": t.assistant, "session_id": t.session_id,
                                     "timestamp": t.timestamp.isoformat() if t.timestamp else None,
                                     "meta": t.meta}) + "\n")
    start = time.perf_counter()
    with Memory.open(a.out) as mem:
        def progress(done: int, total: int, _notes: Any) -> None:
            if done % 1024 < 64 or done == total:
                print(f"{done}/{total} notes, {time.perf_counter() - start:.0f} s", flush=True)

        mem.remember_many(turns, progress=progress, index=True)
        notes = len(mem)
    stamps = [t.timestamp for t in turns if t.timestamp is not None]
    return {"store": a.out, "notes": notes, "conversations": len(convs), "by_source": dict(kept),
            "dropped_repeats": dict(dropped), "first": min(stamps).isoformat(), "last": max(stamps).isoformat(),
            "build_seconds": round(time.perf_counter() - start, 1)}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", required=True, help="a new SQLite store")
    p.add_argument("--locomo", help="LoCoMo JSON (e.g. ../shared/data/locomo/locomo_dev.json)")
    p.add_argument("--atant", help="ATANT story folder (e.g. ../shared/data/atant/core)")
    p.add_argument("--facts", help="LongMemEval-format JSON, grouped by conversation")
    p.add_argument("--synthetic", type=int, default=0, help="this many generated conversations")
    p.add_argument("--synthetic-seed", type=int, default=1000)
    p.add_argument("--exclude", help="comma-separated case ids (or source/case) to leave out")
    p.add_argument("--end-year", type=int, default=2026, help="the haystack's last year")
    p.add_argument("--years", type=int, default=5, help="how many years the histories spread over")
    p.add_argument("--seed", type=int, default=0, help="draws each conversation's year")
    p.add_argument("--jsonl", help="also write the turns as JSONL (the input of `taggraph ingest`)")
    a = p.parse_args()
    print(json.dumps(build(a), indent=1))


if __name__ == "__main__":
    main()
