"""Every method (the paper's six and fusion) on one synthetic store: median query latency at --small notes (target < 20 ms
on one core) and median time to add one note to a --big store with every method attached
(target < 10 ms), with the dense side's text encoding excluded and measured separately.

The OpenClaw index is filled through a stand-in embedder (a fixed random projection of token
hashes, 384 dimensions) so that building a 100,000-note store does not take the real model's
~20 minutes; its search and add costs are the same as with real vectors. The real MiniLM int8
encoding of one query and of one note is timed on its own.

    .venv/bin/python benchmarks/bench_methods.py --small 10000 --big 100000
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import zlib
from functools import partial
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
from bench_graph import Synth, cpu_timed, medians  # noqa: E402

from taggraph.embed import Embedder  # noqa: E402
from taggraph.index.base import Index  # noqa: E402
from taggraph.notes import Note  # noqa: E402
from taggraph.retrieve.base import METHODS, Retriever  # noqa: E402
from taggraph.text import tokenize  # noqa: E402


class HashEmbedder:
    """Deterministic stand-in vectors: each token maps to a fixed random direction."""

    model_id = "hash-projection-384"
    dim = 384

    def __init__(self) -> None:
        self._rows: dict[str, np.ndarray] = {}

    def _row(self, tok: str) -> np.ndarray:
        row = self._rows.get(tok)
        if row is None:
            row = np.random.default_rng(zlib.crc32(tok.encode())).standard_normal(self.dim).astype(np.float32)
            self._rows[tok] = row
        return row

    def encode(self, texts: list[str], *, persist: bool = True) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for i, t in enumerate(texts):
            for tok in tokenize(t)[:64]:
                out[i] += self._row(tok)
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        return out / np.where(norms > 0, norms, 1.0)


def build(n: int, synth: Synth) -> tuple[Index, list[Note], float]:
    notes = synth.notes(n)
    t = time.perf_counter()
    ix = Index(notes)
    ix.embedder = HashEmbedder()
    for m in METHODS:
        ix.retriever(m)
    return ix, notes, time.perf_counter() - t


def _encode_and_search(embedder: Embedder, fusion: Retriever, q: str) -> None:
    embedder.encode([q], persist=False)
    fusion.search(q, 40)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--small", type=int, default=10_000)
    ap.add_argument("--big", type=int, default=100_000)
    ap.add_argument("--queries", type=int, default=40)
    ap.add_argument("--adds", type=int, default=200)
    args = ap.parse_args()
    synth = Synth(seed=0)

    ix, notes, took = build(args.small, synth)
    queries = [synth.query(notes) for _ in range(args.queries)]
    print(f"(1) query latency, {args.small} notes (built in {took:.1f} s), depth 40:")
    for m in METHODS:
        r = ix.retriever(m)
        r.search(queries[0], 40)  # lazily built structures (PPR matrix) come with the first query
        print(f"    {m:<20} {medians([cpu_timed(partial(r.search, q, 40)) for q in queries])}")
    try:
        from taggraph.embed import default_embedder

        real = default_embedder()
        real.encode(["warm up"], persist=False)
        enc = [cpu_timed(partial(real.encode, [q + " " + str(i)], persist=False)) for i, q in enumerate(queries)]
        print(f"    (dense query encoding, MiniLM int8, excluded above: {medians(enc)})")
        fusion = ix.retriever("fusion")
        both = [cpu_timed(partial(_encode_and_search, real, fusion, q)) for q in queries[1:]]
        print(f"    fusion including the real query encoding: {medians(both)}")
    except Exception as exc:  # the dense extra is optional
        print(f"    (dense query encoding not measured: {exc})")
    del ix, notes

    ix, notes, took = build(args.big, synth)
    for m in METHODS:
        ix.retriever(m).search(synth.query(notes), 40)
    fresh = synth.notes(args.adds)
    adds = [cpu_timed(partial(ix.add, n)) for n in fresh]
    after = cpu_timed(lambda: ix.retriever("adaptive").search(synth.query(notes), 40))
    p90 = sorted(c for c, _ in adds)[int(0.9 * len(adds))] * 1e3
    print(f"(2) add one note to {args.big} notes (built in {took:.1f} s), every method attached, "
          f"stand-in vectors: {medians(adds)}, p90 {p90:.2f} ms CPU")
    print(f"    first adaptive query after {args.adds} adds: {after[0] * 1e3:.1f} ms CPU")
    print(f"    notes in the index: {len(ix)}; median of {statistics.median(len(n.user) for n in fresh):.0f} "
          "chars of user text per added note")


if __name__ == "__main__":
    main()
