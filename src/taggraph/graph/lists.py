"""The write-side similarity structures of :class:`~taggraph.graph.base.MemoryGraph`, kept in numpy.

Per-slot Python containers (a dict, a heap and two sets per topic) cost about 4 KB per note: 4 GB
at a million notes, paid by every process that writes. These hold the same information in a few
bytes per entry, and load from a snapshot's arrays without a pass over the notes:

- :class:`TopLists`: each topic's own list of at most ``max_similar`` (slot, shared count)
  entries as rows of two fixed-width arrays, in the order the entries entered the list, and
  the composite key of the weakest entry of every full list. A list is short, so its weakest
  entry is found by scanning it rather than by keeping a heap.
- :class:`SimAdj`: the undirected similarity edges (the union of the lists) as a CSR base plus
  an overlay of the rows changed since, which is folded back into the base once it grows.

Who lists a topic needs no index of its own: a topic that lists it is one of its similarity
neighbours, so it is found among those.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np

from ..arrays import GrowArray

MAXC = 1 << 12  # above any possible shared-tag count (6 categories x 16 tags)
OPEN = np.iinfo(np.int64).max  # the weakest-entry key of a list that still has room


def composite(counts: np.ndarray, hashes: np.ndarray) -> np.ndarray:
    """The order of list entries as one int64, smaller is stronger: more shared tags, then the
    lower note hash (the slot breaks what ties remain)."""
    return ((MAXC - counts.astype(np.int64, copy=False)) << 32) | hashes.astype(np.int64, copy=False)


class TopLists:
    """Every slot's own similarity list: row ``slot`` of ``s`` (neighbour slots) and ``c``
    (shared-tag counts) holds ``n[slot]`` entries. ``worst[slot]`` is the composite key of the
    weakest entry of a full list and ``OPEN`` for a list with room."""

    def __init__(self, cap: int) -> None:
        self.cap = cap
        width = min(cap, 8)  # widened by doubling (up to cap) when a list outgrows it
        self.s = np.zeros((4, width), dtype=np.int32)
        self.c = np.zeros((4, width), dtype=np.int16)
        self.n = GrowArray(np.int32)
        self.worst = GrowArray(np.int64)
        # a snapshot's (indptr, slots, counts), laid out on first use: a process that only
        # queries never needs the lists
        self._csr: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None

    @classmethod
    def from_csr(cls, cap: int, indptr: np.ndarray, slots: np.ndarray, counts: np.ndarray,
                 worst: np.ndarray) -> TopLists:
        t = cls(cap)
        t._csr = (indptr, slots, counts)
        t.worst.set(worst)
        return t

    @classmethod
    def from_rows(cls, cap: int, slots: np.ndarray, counts: np.ndarray, lens: np.ndarray,
                  worst: np.ndarray) -> TopLists:
        """From (rows, width) arrays whose row i holds lens[i] entries (the bulk build's output)."""
        t = cls(cap)
        t.s, t.c = slots.astype(np.int32), counts.astype(np.int16)
        t.n.set(lens)
        t.worst.set(worst)
        return t

    def _load(self) -> None:
        if self._csr is None:
            return
        indptr, slots, counts = self._csr
        self._csr = None
        lens = np.diff(indptr)
        rows = len(lens)
        width = max(self.s.shape[1], int(lens.max()) if rows else 0)
        self.s = np.zeros((max(rows, 4), width), dtype=np.int32)
        self.c = np.zeros((max(rows, 4), width), dtype=np.int16)
        for j in range(width):  # column by column: no (entries,)-sized index arrays
            has = np.flatnonzero(lens > j)
            self.s[has, j] = slots[indptr[has] + j]
            self.c[has, j] = counts[indptr[has] + j]
        self.n.set(lens)

    def __len__(self) -> int:
        return len(self.n) if self._csr is None else len(self._csr[0]) - 1

    def add_row(self) -> None:
        """Room for the next slot, with an empty list."""
        self._load()
        if len(self.n) == len(self.s):
            rows = max(4, 2 * len(self.s))
            self.s = np.concatenate([self.s, np.zeros((rows - len(self.s), self.s.shape[1]), np.int32)])
            self.c = np.concatenate([self.c, np.zeros((rows - len(self.c), self.c.shape[1]), np.int16)])
        self.n.append(0)
        self.worst.append(OPEN)

    def _widen(self, need: int) -> None:
        if need <= self.s.shape[1]:
            return
        width = min(self.cap, max(need, 2 * self.s.shape[1]))
        pad = width - self.s.shape[1]
        self.s = np.pad(self.s, ((0, 0), (0, pad)))
        self.c = np.pad(self.c, ((0, 0), (0, pad)))

    def row(self, slot: int) -> tuple[np.ndarray, np.ndarray]:
        self._load()
        k = int(self.n.a[slot])
        return self.s[slot, :k], self.c[slot, :k]

    def as_dict(self, slot: int) -> dict[int, int]:
        s, c = self.row(slot)
        return dict(zip(s.tolist(), c.tolist(), strict=True))

    def has(self, slot: int, x: int) -> bool:
        self._load()
        return x in self.s[slot, : self.n.a[slot]].tolist()  # a short row: faster than a numpy test

    def lists(self, slots: np.ndarray, xs: np.ndarray) -> np.ndarray:
        """Per pair, whether ``slots[i]``'s list holds ``xs[i]``."""
        self._load()
        width = np.arange(self.s.shape[1])
        hit: np.ndarray = ((self.s[slots] == xs[:, None]) & (width < self.n.a[slots][:, None])).any(axis=1)
        return hit

    def _set_worst(self, slot: int, hash32: np.ndarray) -> None:
        k = int(self.n.a[slot])
        if k >= self.cap:
            self.worst.a[slot] = composite(self.c[slot, :k], hash32[self.s[slot, :k]]).max()
        else:
            self.worst.a[slot] = OPEN

    def set(self, slot: int, top: dict[int, int], hash32: np.ndarray) -> None:
        """Replace the slot's list by ``top`` (in its order)."""
        self._load()
        k = len(top)
        self._widen(k)
        self.s[slot, :k] = list(top)
        self.c[slot, :k] = list(top.values())
        self.n.a[slot] = k
        self._set_worst(slot, hash32)

    def clear(self, slot: int) -> None:
        """Empty the list of a removed slot (its ``worst`` is never read again)."""
        self._load()
        self.n.a[slot] = 0

    def delete(self, slot: int, x: int) -> None:
        """Drop entry ``x`` from the slot's list, keeping the order of the others."""
        self._load()
        k = int(self.n.a[slot])
        pos = int(np.flatnonzero(self.s[slot, :k] == x)[0])
        self.s[slot, pos : k - 1] = self.s[slot, pos + 1 : k]
        self.c[slot, pos : k - 1] = self.c[slot, pos + 1 : k]
        self.n.a[slot] = k - 1
        self.worst.a[slot] = OPEN

    def enter(self, rows: np.ndarray, x: int, counts: np.ndarray, hash32: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Put slot ``x`` into the lists of ``rows`` (distinct slots whose list has room or whose
        weakest entry ``x`` beats) with the given shared counts. A full list loses its weakest
        entry (fewest shared, then highest hash, then highest slot); ``x`` goes last, as if
        appended after that entry was dropped. Returns (rows that lost an entry, the entries)."""
        self._load()
        k = self.n.a[rows]
        room = k < self.cap
        if room.any():
            self._widen(int(k[room].max()) + 1)
            r = rows[room]
            self.s[r, k[room]] = x
            self.c[r, k[room]] = counts[room]
            self.n.a[r] += 1
            filled = r[self.n.a[r] == self.cap]
            if len(filled):
                cap = self.cap
                self.worst.a[filled] = composite(self.c[filled, :cap], hash32[self.s[filled, :cap]]).max(axis=1)
        full = rows[~room]
        lost = np.zeros(0, dtype=np.int64)
        if len(full):
            fs, fc = self.s[full], self.c[full]  # (len(full), cap): a full row fills the width
            comp = composite(fc, hash32[fs])
            weakest = np.where(comp == comp.max(axis=1, keepdims=True), fs, -1).argmax(axis=1)
            idx = np.arange(len(full))
            lost = fs[idx, weakest].astype(np.int64)
            keep = np.ones(fs.shape, dtype=bool)
            keep[idx, weakest] = False
            w = self.cap
            self.s[full, : w - 1] = fs[keep].reshape(len(full), w - 1)
            self.c[full, : w - 1] = fc[keep].reshape(len(full), w - 1)
            self.s[full, w - 1] = x
            self.c[full, w - 1] = counts[~room]
            comp[idx, weakest] = composite(counts[~room], hash32[x])
            self.worst.a[full] = comp.max(axis=1)
        return full.astype(np.int64), lost

    def csr(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(indptr, slots, counts) of every list, in list order (the snapshot's layout)."""
        if self._csr is not None:
            indptr, slots, counts = self._csr
            return indptr, slots.astype(np.int64), counts.astype(np.int64)
        lens = self.n.view().astype(np.int64)
        mask = np.arange(self.s.shape[1]) < lens[:, None]
        return (np.concatenate([[0], np.cumsum(lens)]).astype(np.int64),
                self.s[: len(lens)][mask].astype(np.int64), self.c[: len(lens)][mask].astype(np.int64))


class SimAdj:
    """Undirected similarity edges by slot: sorted CSR rows, and an overlay of rows (Python sets)
    that changed since the base was built."""

    # The overlay is folded into a new base once it holds more rows than this (or than 1/8 of
    # the base), so that a graph updated note by note stays compact; the fold is a vectorised
    # pass over the edges.
    COMPACT_MIN = 4096

    def __init__(self, indptr: np.ndarray | None = None, idx: np.ndarray | None = None) -> None:
        self.indptr = np.zeros(1, dtype=np.int64) if indptr is None else indptr
        self.idx = np.zeros(0, dtype=np.int64) if idx is None else idx
        self.over: dict[int, set[int]] = {}

    def _base(self, slot: int) -> np.ndarray:
        if slot + 1 < len(self.indptr):
            return self.idx[self.indptr[slot] : self.indptr[slot + 1]]
        return self.idx[:0]

    def get(self, slot: int) -> set[int]:
        r = self.over.get(slot)
        return r if r is not None else set(self._base(slot).tolist())

    def _mut(self, slot: int) -> set[int]:
        r = self.over.get(slot)
        if r is None:
            r = self.over[slot] = set(self._base(slot).tolist())
        return r

    def has(self, a: int, b: int) -> bool:
        r = self.over.get(a)
        if r is not None:
            return b in r
        r = self.over.get(b)  # edges are symmetric: either row answers
        if r is not None:
            return a in r
        return b in self._base(a).tolist()

    def add(self, a: int, b: int) -> bool:
        """Add edge a-b; False if it was there."""
        if self.has(a, b):
            return False
        self._mut(a).add(b)
        self._mut(b).add(a)
        return True

    def new_row(self, slot: int, nbrs: list[int]) -> list[int]:
        """Edges from a slot that has none yet to ``nbrs`` (distinct); returns them."""
        self.over[slot] = set(nbrs)
        for b in nbrs:
            self._mut(b).add(slot)
        return nbrs

    def join(self, slot: int, nbrs: list[int]) -> list[int]:
        """Add edges slot-b for b in ``nbrs`` (distinct; ``slot``'s row is in the overlay);
        returns the b whose edge is new."""
        row = self._mut(slot)
        fresh = [b for b in nbrs if b not in row]
        for b in fresh:
            row.add(b)
            self._mut(b).add(slot)
        return fresh

    def discard(self, a: int, b: int) -> bool:
        """Drop edge a-b; False if it was not there."""
        row = self._mut(a)
        if b not in row:
            return False
        row.discard(b)
        self._mut(b).discard(a)
        return True

    def clear(self, slot: int) -> None:
        """Empty the slot's row (its neighbours' rows are the caller's)."""
        self.over[slot] = set()

    def rows(self) -> int:
        return max(len(self.indptr) - 1, max(self.over, default=-1) + 1)

    def items(self) -> Iterator[tuple[int, set[int]]]:
        for slot in range(self.rows()):
            r = self.get(slot)
            if r:
                yield slot, r

    def csr(self, n: int) -> tuple[np.ndarray, np.ndarray]:
        """(indptr, neighbours) of slots 0..n-1, rows sorted."""
        nb = len(self.indptr) - 1
        base_lens = np.diff(self.indptr)
        lens = np.zeros(n, dtype=np.int64)
        lens[:nb] = base_lens
        over_base = np.zeros(nb, dtype=bool)
        for slot, r in self.over.items():
            lens[slot] = len(r)
            if slot < nb:
                over_base[slot] = True
        indptr = np.concatenate([[0], np.cumsum(lens)]).astype(np.int64)
        out = np.empty(int(indptr[-1]), dtype=np.int64)
        # base rows that did not change move by their row's shift; the others are rewritten
        keep = ~np.repeat(over_base, base_lens)
        shift = np.repeat(indptr[:nb] - self.indptr[:-1], base_lens)
        out[(np.arange(len(self.idx)) + shift)[keep]] = self.idx[keep]
        for slot, r in self.over.items():
            out[indptr[slot] : indptr[slot + 1]] = sorted(r)
        return indptr, out

    def maybe_compact(self, n: int) -> None:
        if len(self.over) > max(self.COMPACT_MIN, (len(self.indptr) - 1) // 8):
            self.indptr, self.idx = self.csr(n)
            self.over = {}
