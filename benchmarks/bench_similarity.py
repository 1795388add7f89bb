"""The graph's bulk similarity pass (``taggraph.graph.similarity``) on a real store's tags: its
dense-only candidate orders per distinct dense-tag mask, ranked by groups of notes with the same
mask (``similarity_kernels.signatures``), against the scan over every note per mask it replaced
(kept here as the baseline), run in the same process on the same inputs, with the same result.
The whole pass (``similarity_lists``) is timed too.

    python benchmarks/bench_similarity.py --store COPY.db

The inputs are what a graph built from the store's notes hands the pass (the notes are added to
a graph first, which is not timed); nothing is written to the store.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import numpy as np
from numba import njit

from taggraph import Memory
from taggraph.graph import similarity
from taggraph.graph.base import MemoryGraph
from taggraph.graph.similarity_kernels import consider, popcount


@njit(cache=True)
def signatures_scan(masks, dm, hash32, min_shared, k):  # type: ignore[no-untyped-def]
    """The baseline: per mask, every note's shared dense tags counted and ranked."""
    out = np.full((len(masks), k), -1, dtype=np.int64)
    more = np.zeros(len(masks), dtype=np.bool_)
    bk = np.empty(k, dtype=np.int64)
    bs = np.empty(k, dtype=np.int64)
    bc = np.empty(k, dtype=np.int64)
    for i in range(len(masks)):
        size = 0
        m = 0
        for c in range(len(dm)):
            cnt = np.int64(popcount(dm[c] & masks[i]))
            if cnt >= min_shared:
                m += 1
                size = consider(c, cnt, hash32, bk, bs, bc, size, k)
        more[i] = m > k
        for j in range(size):
            out[i, j] = bs[j]
    return out, more


def inputs(store: str) -> dict[str, Any]:
    """What ``MemoryGraph`` passes to ``similarity_lists`` for the store's notes."""
    got: dict[str, Any] = {}

    def keep(nt_ptr: np.ndarray, nt_idx: np.ndarray, hash32: np.ndarray, min_shared: int,
             max_similar: int) -> tuple[np.ndarray, np.ndarray]:
        got.update(nt_ptr=nt_ptr, nt_idx=nt_idx, hash32=hash32, min_shared=min_shared, max_similar=max_similar)
        raise StopIteration

    real = similarity.similarity_lists
    similarity.similarity_lists = keep
    try:
        with Memory.open(store, snapshots=False) as mem:
            MemoryGraph(list(mem.index.notes.values()))
    except StopIteration:
        pass
    finally:
        similarity.similarity_lists = real
    return got


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--store", required=True)
    args = ap.parse_args()
    a = inputs(args.store)
    nt_ptr, nt_idx, k = a["nt_ptr"], a["nt_idx"].astype(np.int64), similarity._SIG_K
    n = len(nt_ptr) - 1
    rows = np.repeat(np.arange(n, dtype=np.int64), np.diff(nt_ptr))
    hashes = a["hash32"].astype(np.int64)
    dense = similarity.dense_masks(rows, nt_idx, np.bincount(nt_idx), hashes, a["min_shared"])
    masks, dm, g_ptr, group = dense.masks, dense.dm, dense.g_ptr, dense.group
    from taggraph.graph.similarity_kernels import signatures

    signatures(masks[:2], g_ptr[:3], group, hashes, a["min_shared"], k)  # compiled before timing
    signatures_scan(masks[:2], dm[:10], hashes, a["min_shared"], k)
    s = time.process_time()
    new, new_more = signatures(masks, g_ptr, group, hashes, a["min_shared"], k)
    t_new = time.process_time() - s
    s = time.process_time()
    old, old_more = signatures_scan(masks, dm, hashes, a["min_shared"], k)
    t_old = time.process_time() - s
    assert np.array_equal(new, old) and np.array_equal(new_more, old_more), "the two passes differ"
    s = time.process_time()
    similarity.similarity_lists(a["nt_ptr"], a["nt_idx"], a["hash32"], a["min_shared"], a["max_similar"])
    whole = time.process_time() - s
    print(f"{n} notes, {int(np.bitwise_or.reduce(dm)).bit_count()} dense tags, {len(masks)} distinct masks "
          f"of {len(group)} notes")
    print(f"  dense-only orders: by mask groups {t_new:.2f} s CPU, scan of every note {t_old:.2f} s CPU, "
          f"ratio {t_new / t_old:.3f} (same orders)")
    print(f"  whole similarity pass now: {whole:.2f} s CPU")


if __name__ == "__main__":
    main()
