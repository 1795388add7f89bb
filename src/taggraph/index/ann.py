"""Approximate dense top-k for large vector tables: a faiss IVF index over 8-bit scalar-quantised
copies of the rows, whose candidates are re-scored exactly against the float32 rows.

An engineering departure from exact cosine search, used only above ``ANN_MIN`` rows: exact search
reads every row (about 75 ms per query at 1M rows of 384 dimensions on one core), the IVF index
reads the codes of ``nprobe`` of its ``nlist`` lists (about 1/4 of the rows, one byte per
dimension) and hands ``rerank`` candidates to an exact re-score, so the scores returned are exact
cosines and only membership in the top k is approximate. The index costs one byte per dimension
per row (plus 8 bytes of id and a hash-table entry), not a second float32 copy (HNSW-flat would
double the vectors' memory). The float32 matrix of :class:`~taggraph.index.vectortable.VectorTable`
stays the truth: this index is rebuilt from it, never the other way round.

Its costs are paid by writes: k-means is trained once, on a fixed-seed sample, when the table
first crosses ``ANN_MIN``; every later add encodes its rows, a removal drops its row (the direct
map makes that O(1)), and the table's compaction re-adds the live rows under their new numbers
without retraining. The trained index is saved in the vector table's snapshot.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

RowsOf = Callable[[np.ndarray], np.ndarray]  # the vectors of some of a table's rows, by row number

# Above this many live rows the vector table's top-k is approximate. Below it exact search costs
# under ~15 ms per query (7.7 ms at 100k rows) and every ranking stays bit-identical to the exact
# path; at 200k rows k-means already has >= 64 sample rows per list of ANN_NLIST to train on.
ANN_MIN = 200_000


@dataclass(frozen=True)
class AnnSettings:
    """``nlist``: k-means lists (fixed when trained); ``nprobe``: lists read per query;
    ``rerank``: candidates re-scored exactly; ``train``: rows k-means is trained on."""

    nlist: int = 1024
    nprobe: int = 256
    rerank: int = 200
    train: int = 65_536
    seed: int = 0

    def describe(self) -> str:
        return f"faiss IVF{self.nlist},SQ8 nprobe={self.nprobe}, top {self.rerank} re-scored exactly"


# Chosen with `benchmarks/bench_scale.py dense --ann` (README, "Large stores"): reading 1/4 of the
# lists kept recall@40 at 0.993-1.0 on text-like vectors (MiniLM 20k at the same share of lists,
# minilm-static text vectors at 200k, clustered synthetic at 1M) where 1/8 gave 0.94-0.985, for
# about 3 ms more per query at 1M rows (8-11 ms against 77 ms exact). The re-score depth barely
# matters: 8-bit codes rank almost as the float32 rows do, so 200 candidates cover the top 50.
DEFAULT = AnnSettings()


def _faiss() -> Any:
    import faiss  # imported on first use: a table below ANN_MIN never loads it

    return faiss


class IvfIndex:
    """The IVF-SQ8 index of one vector table; ids are the table's row numbers."""

    def __init__(self, index: Any, settings: AnnSettings, view_of: np.ndarray | None = None) -> None:
        self.index = index
        self.settings = settings
        self.index.nprobe = min(settings.nprobe, settings.nlist)
        # faiss indexes are not safe to search while another thread adds to them
        self.lock = threading.Lock()
        # An index read as a view of a snapshot's bytes (deserialize) keeps them alive, and is
        # never changed: faiss cannot grow or shrink a viewed list (it stops the process). Rows
        # added since go to a second, owned index of the same training (_delta) and rows removed
        # are left out of its answers (_gone); a save or a renumbering makes one index of both
        # (_merge). Copying the view's lists at the first write instead took 2.3 s at 1M rows.
        self._view_of = view_of
        self._delta: Any = None
        self._in_delta: set[int] = set()
        self._gone: set[int] = set()

    @classmethod
    def train(cls, take: RowsOf, rows: np.ndarray, settings: AnnSettings = DEFAULT) -> IvfIndex:
        """A new index trained on a fixed-seed sample of the table's rows ``rows`` and holding
        all of them; ``take(rows)`` gives their vectors."""
        faiss = _faiss()
        rng = np.random.default_rng(settings.seed)
        sample = rows if len(rows) <= settings.train else np.sort(rng.choice(rows, settings.train, replace=False))
        vecs = np.ascontiguousarray(take(sample), dtype=np.float32)
        d = int(vecs.shape[1])
        nlist = max(1, min(settings.nlist, len(rows) // 39))  # faiss wants >= 39 rows per list
        ix = faiss.IndexIVFScalarQuantizer(faiss.IndexFlatIP(d), d, nlist, faiss.ScalarQuantizer.QT_8bit,
                                           faiss.METRIC_INNER_PRODUCT)
        ix.cp.seed = settings.seed
        ix.train(vecs)
        ix.set_direct_map_type(faiss.DirectMap.Hashtable)  # O(1) remove_ids
        out = cls(ix, AnnSettings(nlist, settings.nprobe, settings.rerank, settings.train, settings.seed))
        out.add(take, rows)
        return out

    def __len__(self) -> int:
        later = self._delta.ntotal if self._delta is not None else 0
        return int(self.index.ntotal) - len(self._gone) + int(later)

    GONE_MAX = 4096  # rows removed from a view before the next removal makes one index (_merge)

    def _empty_like(self) -> Any:
        """A new, empty index with the view's training (the same coarse centroids and scalar
        quantiser), so that its codes and distances are the view's."""
        faiss, view = _faiss(), self.index
        centroids = faiss.vector_to_array(faiss.downcast_index(view.quantizer).codes).view(np.float32)
        quantizer = faiss.IndexFlatIP(view.d)
        quantizer.add(centroids.reshape(view.nlist, view.d))
        out = faiss.IndexIVFScalarQuantizer(quantizer, view.d, view.nlist, faiss.ScalarQuantizer.QT_8bit,
                                            faiss.METRIC_INNER_PRODUCT)
        out.sq, out.by_residual, out.is_trained = view.sq, view.by_residual, True
        out.set_direct_map_type(faiss.DirectMap.Hashtable)
        out.nprobe = view.nprobe
        return out

    def _merge(self) -> None:
        """One owned index of a view, its removals and its later rows (under the lock): a write
        cost, paid by a save, a renumbering or the removal past GONE_MAX."""
        if self._view_of is None:
            return
        faiss = _faiss()
        own = faiss.deserialize_index(self._view_of)
        if self._gone:
            own.remove_ids(faiss.IDSelectorArray(np.array(sorted(self._gone), dtype=np.int64)))
        if self._delta is not None and self._delta.ntotal:
            # faiss merges IVF lists only without a direct map; it is made again after
            own.set_direct_map_type(faiss.DirectMap.NoMap)
            self._delta.set_direct_map_type(faiss.DirectMap.NoMap)
            own.merge_from(self._delta, 0)
            own.set_direct_map_type(faiss.DirectMap.Hashtable)
        own.nprobe = min(self.settings.nprobe, self.settings.nlist)
        self.index, self._view_of, self._delta = own, None, None
        self._in_delta, self._gone = set(), set()

    def add(self, take: RowsOf, rows: np.ndarray, step: int = 65_536) -> None:
        """The table's rows ``rows`` under their row numbers, a slice at a time (no full copy)."""
        rows = np.asarray(rows, dtype=np.int64)
        with self.lock:
            target = self.index
            if self._view_of is not None:
                if self._delta is None:
                    self._delta = self._empty_like()
                target = self._delta
                self._in_delta.update(rows.tolist())
            for s in range(0, len(rows), step):
                r = rows[s:s + step]
                target.add_with_ids(np.ascontiguousarray(take(r), dtype=np.float32), r)

    def remove(self, rows: list[int]) -> None:
        faiss = _faiss()
        with self.lock:
            if self._view_of is not None and len(self._gone) + len(rows) > self.GONE_MAX:
                self._merge()
            if self._view_of is None:
                self.index.remove_ids(faiss.IDSelectorArray(np.asarray(rows, dtype=np.int64)))
                return
            later = [r for r in rows if r in self._in_delta]
            if later:
                self._delta.remove_ids(faiss.IDSelectorArray(np.asarray(later, dtype=np.int64)))
                self._in_delta.difference_update(later)
            self._gone.update(r for r in rows if r not in later)

    def renumber(self, take: RowsOf, rows: np.ndarray) -> None:
        """Empty the lists and add ``rows`` again (after the table renumbered its rows); the
        trained quantiser is kept."""
        with self.lock:
            self._merge()
            self.index.reset()
        self.add(take, rows)

    def candidates(self, q: np.ndarray, n: int) -> np.ndarray:
        """Row numbers of up to ``max(n, rerank)`` rows with the best approximate scores."""
        k = max(n, self.settings.rerank)
        q = np.ascontiguousarray(q, dtype=np.float32).reshape(1, -1)
        with self.lock:
            if self._view_of is None:
                _, ids = self.index.search(q, k)
                got: np.ndarray = ids[0]
                return got[got >= 0]
            # the view's best past its removed rows, and the later rows', merged by distance as
            # one index of both would rank them (the same codes: the same training)
            dist, ids = self.index.search(q, k + len(self._gone))
            pairs = [(d, i) for d, i in zip(dist[0].tolist(), ids[0].tolist(), strict=True)
                     if i >= 0 and i not in self._gone]
            if self._delta is not None and self._delta.ntotal:
                dist, ids = self._delta.search(q, k)
                pairs += [(d, i) for d, i in zip(dist[0].tolist(), ids[0].tolist(), strict=True) if i >= 0]
        pairs.sort(key=lambda p: -p[0])
        return np.array([i for _, i in pairs[:k]], dtype=np.int64)

    def serialize(self) -> np.ndarray:
        with self.lock:
            self._merge()
            return np.asarray(_faiss().serialize_index(self.index), dtype=np.uint8)

    @classmethod
    def deserialize(cls, data: np.ndarray, settings: AnnSettings = DEFAULT) -> IvfIndex:
        """The saved index, read as a view of ``data`` (faiss's ZeroCopyIOReader): its lists are
        not copied at load, which took 0.4 s of a new process's first query at a million rows."""
        faiss = _faiss()
        data = np.ascontiguousarray(data, dtype=np.uint8)
        ix = faiss.read_index(faiss.ZeroCopyIOReader(faiss.swig_ptr(data), len(data)))
        return cls(ix, AnnSettings(int(ix.nlist), settings.nprobe, settings.rerank, settings.train, settings.seed),
                   view_of=data)

    def describe(self) -> str:
        return self.settings.describe()


__all__ = ["ANN_MIN", "DEFAULT", "AnnSettings", "IvfIndex"]
