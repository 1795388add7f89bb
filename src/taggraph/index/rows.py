"""A float32 matrix that grows by appending rows without copying the rows it started with.

A vector table loaded from a snapshot kept as a file holds its rows as a view of a read-only
memory map: the pages stay in the page cache, and a search reads only the rows it scores. The
first note added after such a load used to copy every row into a larger array (1.5 GB at a
million 384-dimension vectors) to append one. Here the loaded rows stay the read-only ``base``
and new rows go to an owned ``tail`` that doubles as it fills; a compaction or a snapshot, which
copy every live row anyway, make one array of both.
"""

from __future__ import annotations

import numpy as np


class Rows:
    """Rows ``0..len-1`` of a float32 matrix: ``base`` (never written) then ``tail``."""

    def __init__(self, dim: int, base: np.ndarray | None = None) -> None:
        self.base = base if base is not None else np.zeros((0, dim), dtype=np.float32)
        self.tail = np.zeros((0, dim), dtype=np.float32)
        self.n = len(self.base)

    @property
    def dim(self) -> int:
        return int(self.base.shape[1])

    def __len__(self) -> int:
        return self.n

    def append(self, vecs: np.ndarray) -> None:
        nb, used = len(self.base), self.n - len(self.base)
        need = used + len(vecs)
        if need > len(self.tail):
            grown = np.zeros((max(64, need, 2 * len(self.tail)), self.dim), dtype=np.float32)
            grown[:used] = self.tail[:used]
            self.tail = grown
        self.tail[used:need] = vecs
        self.n = nb + need

    def take(self, pos: np.ndarray) -> np.ndarray:
        """The rows at positions ``pos`` (each in ``0..len-1``), as a new array."""
        pos = np.asarray(pos, dtype=np.int64)
        nb = len(self.base)
        out: np.ndarray
        if not nb or self.n == nb:
            out = self.tail[pos] if not nb else self.base[pos]
            return out
        out = np.empty((len(pos), self.dim), dtype=np.float32)
        low = pos < nb
        out[low] = self.base[pos[low]]
        out[~low] = self.tail[pos[~low] - nb]
        return out

    def dots(self, q: np.ndarray) -> np.ndarray:
        """The dot product of ``q`` with every row. einsum runs numpy's own single-threaded
        loop: as fast as one-thread BLAS for this memory-bound product, and immune to
        multi-threaded BLAS stalling on a busy machine."""
        q = q.astype(np.float32)
        nb = len(self.base)
        head: np.ndarray = np.einsum("ij,j->i", self.base, q)
        if self.n == nb:
            return head
        return np.concatenate([head, np.einsum("ij,j->i", self.tail[:self.n - nb], q)])

    def array(self) -> np.ndarray:
        """Every row in one new array."""
        return np.concatenate([self.base, self.tail[:self.n - len(self.base)]])

    def sum(self, mask: np.ndarray, step: int = 65_536) -> np.ndarray:
        """The float64 sum of the rows where ``mask`` (one flag per row) is set, a block at a
        time (a mask over every row would copy the live rows first)."""
        out = np.zeros(self.dim, dtype=np.float64)
        nb = len(self.base)
        for seg, lo, hi in ((self.base, 0, nb), (self.tail, nb, self.n)):
            for s in range(lo, hi, step):
                e = min(hi, s + step)
                out += seg[s - lo:e - lo][mask[s:e]].sum(axis=0, dtype=np.float64)
        return out
