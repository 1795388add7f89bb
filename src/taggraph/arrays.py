"""Numpy containers shared by the graph, the index and the retrievers: growable arrays (append
in amortised O(1), read the live prefix without copying), postings, and note id -> slot maps
restored from snapshots."""

from __future__ import annotations

from array import array
from collections.abc import Iterator, Mapping, MutableMapping, Sequence
from itertools import islice
from typing import Any, TypeVar, cast

import numpy as np

V = TypeVar("V")
_NONE: Any = object()


class GrowArray:
    """A numpy vector with amortised O(1) append; ``view()`` is the live prefix."""

    __slots__ = ("a", "n")

    def __init__(self, dtype: type | str | np.dtype[Any], capacity: int = 4) -> None:
        self.a = np.zeros(capacity, dtype=dtype)
        self.n = 0

    def append(self, value: float | bool) -> None:
        if self.n == len(self.a):
            self._grow(self.n + 1)
        self.a[self.n] = value
        self.n += 1

    def extend(self, values: np.ndarray) -> None:
        if self.n + len(values) > len(self.a):
            self._grow(self.n + len(values))
        self.a[self.n : self.n + len(values)] = values
        self.n += len(values)

    def _grow(self, need: int) -> None:
        new = np.zeros(max(need, 2 * len(self.a)), dtype=self.a.dtype)
        new[: self.n] = self.a[: self.n]
        self.a = new

    def view(self) -> np.ndarray:
        return self.a[: self.n]

    def set(self, values: np.ndarray) -> None:
        """Replace the contents by a copy of ``values``, with room to grow by an eighth: a
        vector restored from a snapshot (a million notes' worth) then takes its first appends
        without being copied again, and the room costs no memory until it is written (numpy
        zeroes a large allocation lazily, page by page)."""
        n = len(values)
        self.a = np.zeros(n + n // 8 + 4, dtype=self.a.dtype)
        self.a[:n] = values
        self.n = n

    @classmethod
    def wrap(cls, values: np.ndarray) -> GrowArray:
        """A GrowArray over ``values`` without a copy (a restored snapshot's slice): it is full,
        so the first append moves it to an array of its own before writing."""
        g = cls.__new__(cls)
        g.a, g.n = values, len(values)
        return g

    def __len__(self) -> int:
        return self.n

    def since(self, start: int) -> np.ndarray:
        """The values from ``start`` on (a view)."""
        return self.a[start:self.n]


class TailArray(GrowArray):
    """A GrowArray whose first values are a restored snapshot's read-only array (``base``), never
    copied: appends go to a tail of its own. Reading from a point past the base (``since``)
    costs nothing; the whole (``view``) joins the two. A graph's edge log at a million notes is
    19M entries, whose copy at the first write after a load took 0.35 s."""

    __slots__ = ("base",)

    def __init__(self, base: np.ndarray) -> None:
        super().__init__(base.dtype)
        self.base = base

    def __len__(self) -> int:
        return len(self.base) + self.n

    def view(self) -> np.ndarray:
        return self.base if not self.n else np.concatenate([self.base, self.a[:self.n]])

    def since(self, start: int) -> np.ndarray:
        nb = len(self.base)
        return self.a[start - nb:self.n] if start >= nb else self.view()[start:]

    def set(self, values: np.ndarray) -> None:
        self.base = self.base[:0]
        super().set(values)


class Postings:
    """Note slots holding one key (a tag or a token), optional per-slot values, lazily deleted:
    removed notes stay until more than half the entries are dead, then the list is compacted."""

    __slots__ = ("dead", "slots", "values")

    def __init__(self, with_values: bool = False) -> None:
        self.slots = GrowArray(np.int32)
        self.values = GrowArray(np.float32) if with_values else None
        self.dead = 0

    def add(self, slot: int, value: float = 1.0) -> None:
        self.slots.append(slot)
        if self.values is not None:
            self.values.append(value)

    def drop(self, alive: np.ndarray) -> None:
        self.dead += 1
        if 2 * self.dead > len(self.slots):
            keep = alive[self.slots.view()]
            if self.values is not None:
                self.values.set(self.values.view()[keep])
            self.slots.set(self.slots.view()[keep])
            self.dead = 0

    @classmethod
    def restored(cls, slots: np.ndarray, dead: int) -> Postings:
        """Postings over saved ``slots`` (see ``GrowArray.wrap``), without per-slot values."""
        p = cls.__new__(cls)
        p.slots, p.values, p.dead = GrowArray.wrap(slots), None, dead
        return p

    def live_count(self) -> int:
        return len(self.slots) - self.dead


class TermCSR:
    """term id -> (slots, values) in slot order: a frozen CSR base (built in one vectorised pass
    or loaded from a snapshot) plus ``array`` deltas for entries appended since. Lookup is a base
    slice followed by the delta, so nothing is rebuilt per append."""

    def __init__(self) -> None:
        self.indptr = np.zeros(1, dtype=np.int64)
        self.slots = np.zeros(0, dtype=np.int32)
        self.values = np.zeros(0, dtype=np.float32)
        self.delta: dict[int, tuple[array[int], array[float]]] = {}

    def build(self, terms: np.ndarray, slots: np.ndarray, values: np.ndarray) -> None:
        """Replace everything by these entries (given in slot order)."""
        order = np.argsort(terms, kind="stable")
        n_terms = int(terms.max()) + 1 if len(terms) else 0
        self.indptr = np.concatenate([[0], np.cumsum(np.bincount(terms, minlength=n_terms))]).astype(np.int64)
        self.slots = slots[order].astype(np.int32)
        self.values = values[order].astype(np.float32)
        self.delta = {}

    def append(self, term: int, slot: int, value: float) -> None:
        d = self.delta.get(term)
        if d is None:
            d = self.delta[term] = (array("l"), array("d"))
        d[0].append(slot)
        d[1].append(value)

    def get(self, term: int) -> tuple[np.ndarray, np.ndarray] | None:
        base = None
        if term + 1 < len(self.indptr):
            a, b = self.indptr[term], self.indptr[term + 1]
            if b > a:
                base = (self.slots[a:b], self.values[a:b])
        d = self.delta.get(term)
        if d is None:
            return base
        ds, dv = np.frombuffer(d[0], dtype=np.int64), np.frombuffer(d[1], dtype=np.float64)
        if base is None:
            return ds, dv
        return np.concatenate([base[0], ds]), np.concatenate([base[1], dv])

    def state(self, prefix: str) -> dict[str, np.ndarray]:
        """The base and deltas merged into one CSR (deltas after the base within a term)."""
        if not self.delta:
            vals = self.values
            if len(vals) and bool(np.all(vals == np.floor(vals))) and vals.min() >= 0 and vals.max() < 1 << 16:
                vals = vals.astype(np.uint16)  # term frequencies: exact in half the bytes
            return {f"{prefix}indptr": self.indptr, f"{prefix}slots": self.slots, f"{prefix}values": vals}
        base_terms = np.repeat(np.arange(len(self.indptr) - 1), np.diff(self.indptr))
        d_terms = np.concatenate([np.full(len(s), t, dtype=np.int64) for t, (s, _) in self.delta.items()])
        d_slots = np.concatenate([np.frombuffer(s, dtype=np.int64) for s, _ in self.delta.values()])
        d_vals = np.concatenate([np.frombuffer(v, dtype=np.float64) for _, v in self.delta.values()])
        merged = TermCSR()
        merged.build(np.concatenate([base_terms, d_terms]), np.concatenate([self.slots, d_slots]),
                     np.concatenate([self.values, d_vals]))
        return merged.state(prefix)

    @classmethod
    def from_state(cls, arrays: dict[str, np.ndarray], prefix: str) -> TermCSR:
        t = cls()
        t.indptr, t.slots, t.values = arrays[f"{prefix}indptr"], arrays[f"{prefix}slots"], arrays[f"{prefix}values"]
        return t


class IdRows:
    """The row of a note id in a list of ids restored from a snapshot, by binary search over the
    ids' sorted hashes: about 12 bytes a row, where a dict costs about 100 with its int objects
    (100 MB at a million notes, for each component that maps its restored ids). An entry the
    owner has set to None (a removed note) is not found.

    ``of``: an IdRows over a list that starts with ``ids`` (the note table's, see
    ``NoteTable.id_rows``), whose sorted hashes this one searches instead of hashing and sorting
    the same ids again (0.1 s per component at a million notes); its rows past ``len(ids)`` are
    not this list's and are never found."""

    MEMO = 1 << 16  # ids remembered (see _memo), then forgotten all at once

    def __init__(self, ids: Sequence[str | None], of: IdRows | None = None) -> None:
        self.ids = ids
        self.n = len(ids)  # rows past it are another list's (of) or appended later: not searched
        # The row (-1: none) of ids searched lately: a query reads a few hundred notes several
        # times each (their session, place and neighbours; their facts, times and share), and a
        # search costs 3 us where a dict costs 0.05. A row found is checked against ids again: its
        # owner may have removed it since (a miss stays a miss: only rows below n are searched).
        self._memo: dict[str, int] = {}
        self.order: np.ndarray
        self.hashes: np.ndarray
        if of is not None:
            self.order, self.hashes = of.order, of.hashes
            return
        h = np.fromiter(map(hash, ids), dtype=np.int64, count=len(ids))
        # any order among equal hashes will do: get() checks every id of a run of them
        self.order = np.argsort(h).astype(np.int32 if len(ids) < 1 << 31 else np.int64)
        self.hashes = h[self.order]

    def get_many(self, note_ids: Sequence[str], remember: bool = False) -> np.ndarray:
        """The rows of many ids at once, -1 where not found: one vectorised search (a query looks
        up a few thousand neighbours and session members; one search each cost more than the
        rest of their features). ``remember``: for :meth:`get` of the same ids after it."""
        out = np.full(len(note_ids), -1, dtype=np.int64)
        if not len(self.hashes):
            return out
        h = np.fromiter(map(hash, note_ids), dtype=np.int64, count=len(note_ids))
        at = np.minimum(np.searchsorted(self.hashes, h), len(self.hashes) - 1)
        hit = np.flatnonzero(self.hashes[at] == h)
        for j, r in zip(hit.tolist(), self.order[at[hit]].tolist(), strict=True):
            if r < self.n and self.ids[r] == note_ids[j]:
                out[j] = r
            else:  # another id with the same hash comes first in the run: walk it
                got = self.get(note_ids[j])
                out[j] = -1 if got is None else got
        if remember:
            self._remember(dict(zip(note_ids, out.tolist(), strict=True)))
        return out

    def get(self, note_id: str) -> int | None:
        r = self._memo.get(note_id)
        if r is not None:
            return r if r >= 0 and self.ids[r] == note_id else None
        h = hash(note_id)
        i = int(np.searchsorted(self.hashes, h))
        found = -1
        while i < len(self.hashes) and self.hashes[i] == h:
            r = int(self.order[i])
            if r < self.n and self.ids[r] == note_id:
                found = r
                break
            i += 1
        if len(self._memo) >= self.MEMO:
            self._memo = {}
        self._memo[note_id] = found
        return found if found >= 0 else None

    def _remember(self, rows: dict[str, int]) -> None:
        if len(self._memo) + len(rows) > self.MEMO:
            self._memo = {}
        self._memo.update(rows)


def top_k(score: np.ndarray, slots: np.ndarray, k: int) -> np.ndarray:
    """Positions of the ``k`` best scores, best first; equal scores by the lower slot (insertion
    order). The numpy ranking of TagGraph, and of BM25 and AdaptiveGraph where their compiled
    one (``retrieve/_topk.h``, the same order) was not built."""
    if len(score) > k:
        kth = np.partition(-score, k - 1)[k - 1]
        pos = np.flatnonzero(-score <= kth)
    else:
        pos = np.arange(len(score))
    order = np.lexsort((slots[pos], -score[pos]))
    return pos[order][:k]


def positions(rows: Mapping[str, int], ids: Sequence[str]) -> np.ndarray:
    """``rows[id]`` of each id, -1 where it has none: one vectorised search for an IdSlots."""
    if isinstance(rows, IdSlots):
        return rows.get_many(ids)
    return np.fromiter((rows.get(i, -1) for i in ids), dtype=np.int64, count=len(ids))


class IdSlots(MutableMapping[str, int]):
    """note id -> slot for a component whose ``ids`` list (``ids[slot]``, None once removed) was
    restored from a snapshot: the restored ids through :class:`IdRows`, ids added since in a
    dict. Deleting an id sets its entry of ``ids`` to None (the owner does too)."""

    def __init__(self, ids: list[str | None], base: IdRows | None = None) -> None:
        """``base``: the IdRows of ``ids``, when the caller has one that shares a search."""
        self.ids = ids
        self.base = base if base is not None else IdRows(ids)
        self.n_base = len(ids)
        self.later: dict[str, int] = {}
        self.n_live = len(ids) - ids.count(None)

    def get(self, note_id: str, default: int | None = None) -> int | None:  # type: ignore[override]
        r = self.later.get(note_id)
        if r is None:
            r = self.base.get(note_id)
        return default if r is None else r

    def get_many(self, note_ids: Sequence[str]) -> np.ndarray:
        """The slots of many ids at once, -1 where not found (see :meth:`IdRows.get_many`)."""
        out = self.base.get_many(note_ids)
        if self.later:
            for j, nid in enumerate(note_ids):
                r = self.later.get(nid)
                if r is not None:
                    out[j] = r
        return out

    def __getitem__(self, note_id: str) -> int:
        r = self.get(note_id)
        if r is None:
            raise KeyError(note_id)
        return r

    def __contains__(self, note_id: object) -> bool:
        return isinstance(note_id, str) and self.get(note_id) is not None

    def __setitem__(self, note_id: str, slot: int) -> None:
        if note_id in self:
            raise KeyError(f"{note_id} already has a slot")
        self.later[note_id] = slot
        self.n_live += 1

    def __delitem__(self, note_id: str) -> None:
        r = self.later.pop(note_id, None)
        if r is None:
            r = self.base.get(note_id)
            if r is None:
                raise KeyError(note_id)
            self.ids[r] = None
        self.n_live -= 1

    def __iter__(self) -> Iterator[str]:
        yield from (nid for nid in self.ids[: self.n_base] if nid is not None and nid not in self.later)
        yield from self.later

    def __len__(self) -> int:
        return self.n_live


class RowValues(MutableMapping[str, V]):
    """id -> value for the ids of a restored snapshot with a column of values (``values[r]`` of
    ``rows.ids[r]``, where ``present[r]`` when given), without a dict of every id: at a million
    notes each such dict cost 0.16 s of a new process's load. A restored id is found through
    ``rows`` (which is never changed) and kept in a dict once read; ids set since, and restored
    ids removed, are held apart. Iteration: the restored ids in row order, then the later ones."""

    def __init__(self, rows: IdRows, values: Sequence[V], present: np.ndarray | None = None) -> None:
        self._rows, self._values, self._present = rows, values, present
        self._read: dict[str, V] = {}  # restored entries read (or set again) so far
        self._gone: set[str] = set()  # restored ids removed
        self._later: dict[str, V] = {}
        self._n = len(values) if present is None else int(np.count_nonzero(present))

    def _base(self, key: str) -> int | None:
        """The row of a restored id still held, else None."""
        if key in self._gone:
            return None
        r = self._rows.get(key)
        return None if r is None or (self._present is not None and not self._present[r]) else r

    def __getitem__(self, key: str) -> V:
        got = self._later.get(key, _NONE)
        if got is _NONE:
            got = self._read.get(key, _NONE)
        if got is _NONE:
            r = self._base(key)
            if r is None:
                raise KeyError(key)
            got = self._read[key] = self._values[r]
        return cast(V, got)

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and (key in self._later or key in self._read or self._base(key) is not None)

    def __setitem__(self, key: str, value: V) -> None:
        if key in self._later:
            self._later[key] = value
        elif key in self._read or self._base(key) is not None:
            self._read[key] = value  # a restored id keeps its place
        else:
            self._later[key] = value
            self._n += 1

    def __delitem__(self, key: str) -> None:
        if self._later.pop(key, _NONE) is _NONE:
            if key not in self._read and self._base(key) is None:
                raise KeyError(key)
            self._read.pop(key, None)
            self._gone.add(key)
        self._n -= 1

    def _held(self) -> Iterator[tuple[int, str]]:
        """(row, id) of each restored id still held, in row order."""
        ids, present, gone = self._rows.ids, self._present, self._gone
        for r, key in enumerate(islice(ids, len(self._values))):  # the owner may append to ids
            if key is not None and (present is None or present[r]) and key not in gone:
                yield r, key

    def __iter__(self) -> Iterator[str]:
        for _, key in self._held():
            yield key
        yield from list(self._later)

    def __len__(self) -> int:
        return self._n

    def items(self) -> Iterator[tuple[str, V]]:  # type: ignore[override]
        """Every (id, value), reading the restored ones by row: no search per id."""
        read, values = self._read, self._values
        for r, key in self._held():
            yield key, (read[key] if key in read else values[r])
        yield from list(self._later.items())

    def clear(self) -> None:
        self._read.clear()
        self._later.clear()
        self._present = np.zeros(len(self._values), dtype=bool)
        self._n = 0
