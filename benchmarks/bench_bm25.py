"""BM25 query speed at 100,000 notes: taggraph's incremental inverted index against
rank_bm25's BM25Okapi over the same tokens, both in this process. Prints the ratio and checks
that the two rank the same top 10.

    .venv/bin/python benchmarks/bench_bm25.py [--notes 100000] [--queries 50]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import numpy as np
from rank_bm25 import BM25Okapi

from taggraph.index.base import Index
from taggraph.notes import Note
from taggraph.tags import FiveW
from taggraph.text import tokenize


def synthetic_notes(n: int, vocab: int = 30_000, seed: int = 1) -> list[Note]:
    """Zipf-distributed words (as in real text) and a few shared tags."""
    rng = np.random.default_rng(seed)
    words = [f"w{i}" for i in range(vocab)]
    notes = []
    ranks = rng.zipf(1.2, size=n * 40)
    pos = 0
    for i in range(n):
        length = int(rng.integers(8, 60))
        toks = [words[min(int(r) - 1, vocab - 1)] for r in ranks[pos:pos + length]]
        pos += length
        tags = FiveW.trusted({"who": ["user"], "what": [f"topic/{toks[0]}"]})
        notes.append(Note(id=f"n{i}", user=" ".join(toks), assistant="", tags=tags))
    return notes


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", type=int, default=100_000)
    ap.add_argument("--queries", type=int, default=50)
    args = ap.parse_args()
    notes = synthetic_notes(args.notes)
    rng = random.Random(2)
    queries = [" ".join(rng.choice(notes).user.split()[:rng.randint(2, 6)]) for _ in range(args.queries)]

    t0 = time.perf_counter()
    index = Index(notes)
    ours = index.retriever("bm25")
    build_ours = time.perf_counter() - t0
    t0 = time.perf_counter()
    ref = BM25Okapi([tokenize(n.markdown) for n in notes])
    build_ref = time.perf_counter() - t0

    t_ours, t_ref, agree = [], [], 0
    for q in queries:
        t0 = time.perf_counter()
        hits = ours.search(q, 10)
        t_ours.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        scores = ref.get_scores(tokenize(q))
        top = np.argsort(-scores, kind="stable")[:10]
        t_ref.append(time.perf_counter() - t0)
        agree += [h[0] for h in hits] == [f"n{i}" for i in top]
    mo, mr = statistics.median(t_ours), statistics.median(t_ref)
    print(f"notes={args.notes} queries={len(queries)}")
    print(f"build: taggraph {build_ours:.1f} s, rank_bm25 {build_ref:.1f} s")
    print(f"median query: taggraph {mo * 1e3:.2f} ms, rank_bm25 {mr * 1e3:.1f} ms, ratio {mr / mo:.1f}x")
    print(f"same top-10 order on {agree}/{len(queries)} queries")


if __name__ == "__main__":
    main()
