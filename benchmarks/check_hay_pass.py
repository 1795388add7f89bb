"""How far the facts haystack's shared extraction pass (``train_fusion.HayTags``) is from
extracting the haystack inside each conversation's own store: per conversation, the haystack turns
whose tags differ, and the questions whose feature rows differ, with each way's time.

    python benchmarks/check_hay_pass.py --facts benchmarks/data/facts/facts_dev.json --convs 5,40
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from taggraph.bench.train_fusion import (
    HayTags,
    case_features,
    hay_features,
    haystack_of,
    haystack_year,
    load_cases,
    training_embedder,
)
from taggraph.extract.offline import OfflineExtractor
from taggraph.memory import Memory


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--facts", required=True, help="the facts dev file")
    p.add_argument("--convs", default="5", help="positions of the conversations to check (comma-separated)")
    a = p.parse_args()
    facts = [c for _, c in load_cases(None, None, 0, a.facts)]
    embedder = training_embedder()
    extractor = OfflineExtractor()
    hay = HayTags(extractor, facts)
    for i in (int(x) for x in a.convs.split(",")):
        case = facts[i]
        turns, year = haystack_of(case, facts), haystack_year(case)
        assert year is not None, f"{case.case_id} has no dated turn"
        served = hay.for_year(year)
        with Memory.open(":memory:", extractor=extractor, vectors="lazy") as mem:
            notes = mem.remember_many(turns)
        differ = sum(sorted(served.tags[(t.user, t.assistant)].tags.paths()) != sorted(n.tags.paths())
                     for t, n in zip(turns, notes, strict=True))
        t0 = time.perf_counter()
        own = case_features("facts", case, extractor, embedder, turns)
        t1 = time.perf_counter()
        shared = hay_features(case, facts, hay, embedder)
        t2 = time.perf_counter()
        same = sum(np.array_equal(g.X, h.X) for g, h in zip(own.groups, shared.groups, strict=True))
        print(f"{case.case_id}: {differ} of {len(turns)} haystack turns tagged differently; "
              f"{same} of {len(own.groups)} questions with the same features; "
              f"own store {t1 - t0:.1f} s, shared pass {t2 - t1:.1f} s (the year's pass made before)")


if __name__ == "__main__":
    main()
