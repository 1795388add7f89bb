"""Speed of the graph retrievers on synthetic stores, as ratios against a baseline run in the same
process.

(a) one AdaptiveGraph query (teleport + 20 PPR iterations on the prebuilt sparse matrix) on a
    store of --big notes, against ``networkx.pagerank`` with the same personalisation on the same
    graph (exported with ``to_networkx``; nx is given max_iter=20 and a tolerance it cannot reach
    in 20 iterations would raise, so it runs with its default tol and its own stopping rule);
(b) median query latency of taggraph-basic/-stopwords/-tfidf and adaptive on a store of --small
    notes (target < 20 ms on one core);
(c) median time to add one note to the --big store with the graph, term postings and all four
    retrievers attached (target < 10 ms), and the first AdaptiveGraph query after those adds.

Synthetic notes: who:user on 95% of notes, a few common tags (time of day, a handful of
activities), Zipf-distributed (s=1.1) people, places, goals and topic paths, and Zipfian words
(a function-word head, then a long tail) for the text.

    python benchmarks/bench_graph.py --big 100000 --small 10000
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial

import numpy as np

from taggraph.graph import views
from taggraph.index.base import Index
from taggraph.notes import Note
from taggraph.retrieve.adaptive import AdaptiveGraph
from taggraph.tags import FiveW

FUNCTION_WORDS = ["i", "the", "a", "to", "and", "my", "of", "in", "it", "is", "for", "that", "you", "was", "with", "on", "have", "me", "this", "at", "be", "so", "what", "how", "do", "can", "but", "we", "about", "just", "like", "when"]
METHODS = ("taggraph-basic", "taggraph-stopwords", "taggraph-tfidf", "adaptive")


class Synth:
    """Deterministic synthetic notes with skewed tag and word distributions."""

    def __init__(self, seed: int = 0, n_words: int = 30_000) -> None:
        self.rng = np.random.default_rng(seed)
        syll = ["ka", "lo", "mi", "ra", "ne", "to", "sa", "vu", "pe", "di", "go", "ha", "ju", "be"]
        tail = []
        for i in range(n_words):
            w, j = "", i + 1
            while j:
                w += syll[j % len(syll)]
                j //= len(syll)
            tail.append(w)
        self.words = np.array(FUNCTION_WORDS + tail)
        self.p_words = self._zipf(len(self.words))
        self.people = [f"person/p{i}" for i in range(3000)]
        self.domains = [f"d{i}" for i in range(40)]
        self.what = [f"{self.domains[i % 40]}/a{i}" for i in range(8000)]
        self.places = [f"location/c{i}" for i in range(600)]
        self.goals = [f"goal/g{i}" for i in range(1500)]
        self.extra = [f"attribute/{self.domains[i % 40]}/x{i}" for i in range(25_000)]
        self.times = ["time/morning", "time/evening", "time/afternoon", "time/night", "time/weekend"]
        self.n = 0

    @staticmethod
    def _zipf(n: int, s: float = 1.1) -> np.ndarray:
        p: np.ndarray = 1.0 / np.arange(1, n + 1) ** s
        return p / float(p.sum())

    def _pick(self, values: list[str], k: int) -> tuple[str, ...]:
        if k <= 0:
            return ()
        idx = self.rng.choice(len(values), size=k, p=self._zipf(len(values)))
        return tuple(dict.fromkeys(values[i] for i in idx))

    def note(self) -> Note:
        r = self.rng
        who = (("user",) if r.random() < 0.95 else ()) + (self._pick(self.people, 1) if r.random() < 0.3 else ())
        tags = FiveW(
            who=who,
            what=self._pick(self.what, int(r.integers(1, 4))),
            when=(self.times[int(r.integers(0, 5))],) if r.random() < 0.5 else (),
            where=self._pick(self.places, 1) if r.random() < 0.3 else (),
            why=self._pick(self.goals, 1) if r.random() < 0.4 else (),
            extra=self._pick(self.extra, int(r.integers(0, 4))),
        )
        n_user, n_asst = int(r.integers(15, 60)), int(r.integers(20, 80))
        toks = self.words[r.choice(len(self.words), size=n_user + n_asst, p=self.p_words)]
        self.n += 1
        return Note(id=f"s{self.n:07d}", user=" ".join(toks[:n_user]), assistant=" ".join(toks[n_user:]),
                    tags=tags)

    def notes(self, n: int) -> list[Note]:
        return [self.note() for _ in range(n)]

    def query(self, store: list[Note]) -> str:
        """A question about one stored note: two of its tag leaves, two of its words, fillers."""
        r = self.rng
        n = store[int(r.integers(0, len(store)))]
        leaves = [p.rsplit("/", 1)[-1] for p in n.tags.paths() if p != "user"]
        words = n.user.split()
        picks = [leaves[int(i)] for i in r.integers(0, len(leaves), 2)] if leaves else []
        picks += [words[int(i)] for i in r.integers(0, len(words), 2)]
        return "what did i say about " + " ".join(picks)


def cpu_timed(fn: Callable[[], object]) -> tuple[float, float]:
    """(CPU seconds of this thread, wall seconds) of one call. Everything here runs on the
    calling thread (scipy's sparse product is single-threaded), so thread CPU time is the
    one-core cost even when other processes share the machine; wall time is printed beside it."""
    c, t = time.thread_time(), time.perf_counter()
    fn()
    return time.thread_time() - c, time.perf_counter() - t


def medians(samples: list[tuple[float, float]]) -> str:
    cpu = statistics.median(c for c, _ in samples) * 1e3
    wall = statistics.median(w for _, w in samples) * 1e3
    return f"median {cpu:7.2f} ms CPU ({wall:7.2f} ms wall)"


def build(notes: list[Note]) -> tuple[Index, float]:
    t = time.perf_counter()
    ix = Index(notes)
    for m in METHODS:
        ix.retriever(m)
    return ix, time.perf_counter() - t


def bench_queries(ix: Index, queries: list[str]) -> dict[str, str]:
    out = {}
    for m in METHODS:
        r = ix.retriever(m)
        r.search(queries[0], 40)  # the matrix is built lazily on the first query
        out[m] = medians([cpu_timed(partial(r.search, q, 40)) for q in queries])
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--big", type=int, default=100_000)
    ap.add_argument("--small", type=int, default=10_000)
    ap.add_argument("--queries", type=int, default=50)
    ap.add_argument("--adds", type=int, default=200)
    ap.add_argument("--nx-queries", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--skip-nx", action="store_true", help="skip the networkx baseline of (a)")
    args = ap.parse_args(argv)
    gc.freeze()

    # (b) query latency on the small store
    syn = Synth(args.seed)
    small = syn.notes(args.small)
    ix, secs = build(small)
    g = ix.graph()
    print(f"[b] {args.small} notes: built in {secs:.1f} s; {len(g._nid)} nodes, {g.live_edges} undirected edges")
    lat = bench_queries(ix, [syn.query(small) for _ in range(args.queries)])
    for m, line in lat.items():
        print(f"[b] {m:20s} {line} over {args.queries} queries (target < 20 ms)")
    del ix, g, small
    gc.collect()

    # (c) adds on the big store, then (a) PPR vs networkx on it
    big = syn.notes(args.big)
    extra = syn.notes(args.adds)
    ix, secs = build(big)
    g = ix.graph()
    print(f"[c] {args.big} notes: built in {secs:.1f} s; {len(g._nid)} nodes, {g.live_edges} undirected edges")
    queries = [syn.query(big) for _ in range(max(args.queries // 5, 3))]
    ada = ix.retriever("adaptive")
    assert isinstance(ada, AdaptiveGraph)
    ada.search(queries[0], 40)  # build the matrix before the adds
    add_times = [cpu_timed(partial(ix.add, n)) for n in extra]
    p90 = np.percentile([c for c, _ in add_times], 90) * 1e3
    print(f"[c] add one note: {medians(add_times)}, p90 {p90:.2f} ms CPU over {args.adds} adds "
          "(target < 10 ms)")
    first = cpu_timed(lambda: ada.search(queries[0], 40))
    print(f"[c] first adaptive query after the adds (delta matrix): {first[0] * 1e3:.1f} ms CPU")

    ppr = [cpu_timed(partial(ada.search, q, 40)) for q in queries]
    ours = statistics.median(c for c, _ in ppr)
    print(f"[a] adaptive query on {len(ix)} notes: {medians(ppr)} over {len(queries)} queries")
    if args.skip_nx:
        return
    import networkx as nx

    t = time.perf_counter()
    d = views.to_networkx(g, chronological=True)
    print(f"[a] networkx export: {time.perf_counter() - t:.1f} s "
          f"({d.number_of_nodes()} nodes, {d.number_of_edges()} edges; not counted below)")
    nx_times = []
    for q in queries[: args.nx_queries]:
        s, _ = ada.teleport(q)
        pers = {g.names[i]: float(s[i]) for i in np.flatnonzero(s)}
        nx_times.append(cpu_timed(partial(nx.pagerank, d, alpha=0.85, personalization=pers, max_iter=100)))
    base = statistics.median(c for c, _ in nx_times)
    print(f"[a] nx.pagerank with the same personalisation (default tol 1e-6, own stopping rule): "
          f"{medians(nx_times)} over {len(nx_times)} queries")
    print(f"[a] speedup {base / ours:.0f}x in CPU time (target >= 20x)")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
