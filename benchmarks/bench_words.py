"""What the reasons in words (taggraph.retrieve.words) add to a query: for each method, the median
CPU time of ``search`` and of ``annotate`` over the same hits, in one process on one synthetic
store, reported as the ratio annotate / search. Fusion runs without its dense side (no model
load; the words read the same explanation either way).

    .venv/bin/python benchmarks/bench_words.py --notes 2000 --queries 40 -k 10
"""

from __future__ import annotations

import argparse
import statistics
import sys
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from bench_graph import Synth, cpu_timed  # noqa: E402

from taggraph.index.base import Index  # noqa: E402
from taggraph.notes import Hit  # noqa: E402
from taggraph.retrieve.base import Retriever, Scored  # noqa: E402
from taggraph.retrieve.words import annotate  # noqa: E402

METHODS = {"bm25": {}, "taggraph-tfidf": {}, "adaptive": {}, "fusion": {"dense": False}}


def _search_into(got: list[Scored], r: Retriever, q: str, k: int) -> None:
    got.extend(r.search(q, k))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--notes", type=int, default=2000)
    ap.add_argument("--queries", type=int, default=40)
    ap.add_argument("-k", type=int, default=10)
    args = ap.parse_args()
    syn = Synth(seed=7)
    notes = syn.notes(args.notes)
    ix = Index(notes)
    queries = [syn.query(notes) for _ in range(args.queries)]
    print(f"{args.notes} synthetic notes, {args.queries} queries, k={args.k}")
    for method, params in METHODS.items():
        r = ix.retriever(method, **params)
        r.search(queries[0], args.k)  # lazy builds happen before the timing
        search_ms, words_ms = [], []
        for q in queries:
            got: list[Scored] = []
            c, _ = cpu_timed(partial(_search_into, got, r, q, args.k))
            hits = [Hit(nid, s, i + 1, ix.notes[nid], e) for i, (nid, s, e) in enumerate(got)]
            w, _ = cpu_timed(partial(annotate, hits, q, ix))
            search_ms.append(c * 1e3)
            words_ms.append(w * 1e3)
        s, w = statistics.median(search_ms), statistics.median(words_ms)
        print(f"  {method:15} search {s:7.2f} ms  words {w:6.3f} ms  ratio words/search {w / s:5.3f}")


if __name__ == "__main__":
    main()
