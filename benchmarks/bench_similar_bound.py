"""What the similarity cap of the graph changes (``MAX_SIMILAR``, 8 per topic; the paper's graph is
unbounded), on LoCoMo conversations with the offline extractor, in one process.

    python benchmarks/bench_similar_bound.py --data ../shared/data/locomo/locomo_dev.json [--bounds 4,8,16,32,0]

Per conversation: its notes, the share of topics with more qualifying neighbours (>= 3 shared
tags) than the default cap, their median and maximum count, and the share of similarity edges
among the undirected edges of the PPR graph at each bound. Over all conversations, per bound
(0 = unbounded, the paper's graph): AdaptiveGraph turn-level MRR at depth 40 on categories 1-4
(as ``taggraph bench`` reports LoCoMo) and the median query time as a ratio to the default cap's,
measured in the same process on the same queries. The LoCoMo dev file is where the cap was
chosen, so its MRR figures are in-sample.

On the dev file (5 conversations, 369-680 notes; 760 questions), bounds 4, 8, 16, 32 and
unbounded: 62-68% of topics have more than 8 qualifying neighbours (median 22-30, max 159-293);
MRR 0.4795-0.4804 at every bound; similarity edges are 25-28% of the graph's edges at 8 and
60-68% unbounded, where the median query takes 1.4x the time it takes at 8.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from typing import Any, cast

from taggraph import Memory
from taggraph.bench.datasets import locomo
from taggraph.bench.protocols import locomo_turn_level, note_maps
from taggraph.graph.base import MAX_SIMILAR, MemoryGraph
from taggraph.retrieve.adaptive import AdaptiveGraph

UNBOUNDED = 10**6  # more neighbours than any topic of these stores can have
DEPTH = 40


def similarity_edges(g: MemoryGraph) -> int:
    return sum(len(g.similar_slots(s)) for s in range(g.n_slots) if g.alive.a[s]) // 2


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", required=True, help="a LoCoMo JSON file")
    ap.add_argument("--bounds", default="4,8,16,32,0", help="comma-separated caps; 0 is unbounded")
    ap.add_argument("--cases", type=int, default=0, help="only the first N conversations (0: all)")
    args = ap.parse_args(argv)
    bounds = [int(b) or UNBOUNDED for b in args.bounds.split(",")]
    if MAX_SIMILAR not in bounds:
        bounds.insert(0, MAX_SIMILAR)  # the baseline of the time ratios
    cases = locomo.load(args.data)[: args.cases or None]
    rr: dict[int, list[float]] = {b: [] for b in bounds}
    secs: dict[int, list[float]] = {b: [] for b in bounds}
    rows: list[dict[str, Any]] = []
    for case in cases:
        with Memory.open(":memory:", vectors="lazy") as mem:
            notes = mem.remember_many(case.turns)
            keys = [str(t.meta.get("turn_id", i)) for i, t in enumerate(case.turns)]
            key_of = {n.id: k for n, k in zip(notes, keys, strict=True)}
            maps = note_maps(zip(keys, case.turns, strict=True))
            questions = [q for q in case.questions if q.meta.get("category") != 5 and q.gold_turns]
            full = mem.index.graph(UNBOUNDED)
            counts = [len(full.similar_slots(s)) for s in range(full.n_slots) if full.alive.a[s]]
            row: dict[str, Any] = {
                "case": case.case_id, "notes": len(notes),
                f"share_over_{MAX_SIMILAR}": round(sum(c > MAX_SIMILAR for c in counts) / len(counts), 3),
                "median_neighbours": statistics.median(counts), "max_neighbours": max(counts),
                "similarity_edge_share": {}}
            retrievers = {b: cast(AdaptiveGraph, mem.index.retriever("adaptive", max_similar=b)) for b in bounds}
            for b, r in retrievers.items():
                row["similarity_edge_share"][str(b)] = round(similarity_edges(r.graph) / r.graph.live_edges, 3)
                r.search("warm up", DEPTH)
            # bounds interleaved per question, so load on a shared machine hits each alike
            for q in questions:
                for b, r in retrievers.items():
                    t = time.perf_counter()
                    hits = r.search(q.text, DEPTH)
                    secs[b].append(time.perf_counter() - t)
                    m = locomo_turn_level([key_of[h[0]] for h in hits], maps.note_to_turn, q.gold_turns)
                    rr[b].append(m["mrr"] if m else 0.0)
            rows.append(row)
            print(json.dumps(row), file=sys.stderr, flush=True)
    base = statistics.median(secs[MAX_SIMILAR])
    out = {"cases": rows, "bounds": {("unbounded" if b == UNBOUNDED else str(b)): {
        "mrr": round(statistics.mean(rr[b]), 4), "questions": len(rr[b]),
        "median_query_time_ratio_to_default": round(statistics.median(secs[b]) / base, 2)} for b in bounds}}
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
