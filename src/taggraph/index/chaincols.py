"""The linked fact chains as a snapshot keeps them, and read back one slot at a time.

Every entry's fields are columns in chain order (the note's row, value, label, the times, the
note that superseded it), slot after slot. A new process builds a slot's entries when a
query or a write first reads that slot, and a note's entries when they are first asked for: at a
million notes, decoding every chain at load, its 368k entries and the per-note lists of them, was
about half a second of the first query, of which a query reads a few slots.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping, MutableMapping, Sequence
from typing import Any

import numpy as np

from ..arrays import IdRows
from ..store.snapshot import TextRows, pack_strings, unpack_strings
from .chainlink import Entry


def chain_columns(chains: Mapping[str, list[Entry]], pos: Mapping[str, int]) -> dict[str, np.ndarray]:
    """The arrays that save ``chains`` (slot order kept), note ids as rows of ``pos``: a column
    per field of an entry, the entries of slot ``c`` at ``ch_ptr[c]:ch_ptr[c + 1]``."""
    every = [e for chain in chains.values() for e in chain]
    nan = float("nan")
    return {"ch_slots": pack_strings(list(chains)), "ch_n": np.array([len(chains)]),
            "ch_ptr": np.concatenate([[0], np.cumsum([len(c) for c in chains.values()], dtype=np.int64)]).astype(np.int64),
            "ch_note": np.array([pos[e.note_id] for e in every], dtype=np.int64),
            "ch_value": pack_strings([e.value for e in every]), "ch_label": pack_strings([e.label for e in every]),
            "ch_from": np.array([e.valid_from for e in every], dtype=np.float64),
            "ch_until": np.array([nan if e.valid_until is None else e.valid_until for e in every], dtype=np.float64),
            "ch_sup": np.array([pos.get(e.superseded_by, -1) if e.superseded_by else -1 for e in every], dtype=np.int64),
            "ch_since": np.array([e.since for e in every], dtype=np.float64)}


class Columns:
    """The saved chains of :func:`chain_columns`, each slot's entries built when first asked for."""

    def __init__(self, a: Mapping[str, np.ndarray], ids: Sequence[str]) -> None:
        n = int(a["ch_n"][0])
        self.slots = unpack_strings(a["ch_slots"], n)
        self.ptr = a["ch_ptr"]
        self.note = a["ch_note"]
        count = int(self.ptr[-1])
        self._values, self._labels = TextRows(a["ch_value"], count), TextRows(a["ch_label"], count)
        self._from, self._until, self._sup, self._since = a["ch_from"], a["ch_until"], a["ch_sup"], a["ch_since"]
        self.ids = ids
        self._built: dict[int, list[Entry]] = {}
        # A server's queries read a store at once: a slot is built once, so that every reader,
        # and a note's entries, hold the same objects a later write changes in place.
        self._lock = threading.Lock()

    def entries(self, c: int) -> list[Entry]:
        """Saved slot ``c``'s entries, built on the first call; later calls return the same list
        and objects (a write may since have put them in a new list of that slot)."""
        got = self._built.get(c)
        if got is not None:
            return got
        with self._lock:
            got = self._built.get(c)
            if got is not None:
                return got
            ids, slot = self.ids, self.slots[c]
            lo, hi = int(self.ptr[c]), int(self.ptr[c + 1])
            until = [None if math.isnan(u) else u for u in self._until[lo:hi].tolist()]  # NaN: not superseded
            sup = [ids[i] if i >= 0 else None for i in self._sup[lo:hi].tolist()]
            got = self._built[c] = [
                Entry(ids[i], slot, value, label, start, end, by, since, k)
                for k, (i, value, label, start, end, by, since) in enumerate(zip(
                    self.note[lo:hi].tolist(), self._values.texts(lo, hi), self._labels.texts(lo, hi),
                    self._from[lo:hi].tolist(), until, sup, self._since[lo:hi].tolist(), strict=True))]
        return got


class LazyChains(MutableMapping[str, list[Entry]]):
    """slot -> chain, in the saved order of slots (slots added later come after): a saved slot's
    chain is built when first read or replaced."""

    def __init__(self, cols: Columns) -> None:
        self._cols = cols
        self._order: dict[str, None] = dict.fromkeys(cols.slots)
        self._code = {slot: c for c, slot in enumerate(cols.slots)}
        self._chains: dict[str, list[Entry]] = {}

    def __getitem__(self, slot: str) -> list[Entry]:
        got = self._chains.get(slot)
        if got is None:
            if slot not in self._order:
                raise KeyError(slot)
            got = self._chains[slot] = self._cols.entries(self._code[slot])
        return got

    def __setitem__(self, slot: str, chain: list[Entry]) -> None:
        if slot in self._order and slot in self._code:
            self.__getitem__(slot)  # the saved entries are built first: a note's entries are those objects
        self._order.setdefault(slot)
        self._chains[slot] = chain

    def __delitem__(self, slot: str) -> None:
        del self._order[slot]
        self._chains.pop(slot, None)

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._order))

    def __len__(self) -> int:
        return len(self._order)

    def reorder(self, key: Callable[[str], Any]) -> None:
        """Put the slots in ``key`` order (stable) without building any."""
        self._order = dict.fromkeys(sorted(self._order, key=key))


class LazyByNote(MutableMapping[str, list[Entry]]):
    """note id -> its entries in the chains' slot order: a note of the snapshot finds its entries
    through the column of entry note rows (grouped by note with one sort at load), built when
    first read and kept, so that a write may change them in place; notes added later are held as
    lists."""

    def __init__(self, cols: Columns, rows: IdRows) -> None:
        self._cols, self._rows = cols, rows
        # every entry's index in the saved chains, grouped by note row, each note's in slot order
        self._order = np.argsort(cols.note, kind="stable")
        self._start = np.concatenate([[0], np.cumsum(np.bincount(cols.note, minlength=len(cols.ids)))])
        self._slot = np.repeat(np.arange(len(cols.slots)), np.diff(cols.ptr))
        self._lists: dict[str, list[Entry]] = {}
        self._gone: set[str] = set()
        self._rank: dict[str, int] | None = None  # the chains' slot order, once it changed (reorder)

    def _saved(self, nid: str) -> list[Entry] | None:
        if nid in self._gone:
            return None
        r = self._rows.get(nid)
        if r is None or self._start[r] == self._start[r + 1]:
            return None
        cols = self._cols
        at = self._order[self._start[r]:self._start[r + 1]].tolist()
        got = [cols.entries(c)[g - int(cols.ptr[c])] for g, c in zip(at, self._slot[at].tolist(), strict=True)]
        if self._rank is not None:
            rank = self._rank
            got.sort(key=lambda e: rank[e.slot])
        return got

    def reorder(self, rank: dict[str, int], notes: Iterable[str]) -> None:
        """The chains' slots are in a new order (``rank``): the lists of ``notes`` built so far
        are sorted by it, and every list built later is, without building the others now. A
        note not in ``notes`` has no entry in a slot that moved, so sorting its list changes
        nothing a rebuild would keep."""
        self._rank = rank
        for nid in notes:
            got = self._lists.get(nid)
            if got is not None:
                got.sort(key=lambda e: rank[e.slot])

    def __getitem__(self, nid: str) -> list[Entry]:
        got = self._lists.get(nid)
        if got is None:
            got = self._saved(nid)
            if got is None:
                raise KeyError(nid)
            self._lists[nid] = got
        return got

    def __setitem__(self, nid: str, entries: list[Entry]) -> None:
        self._lists[nid] = entries

    def __delitem__(self, nid: str) -> None:
        if self._lists.pop(nid, None) is None and self._saved(nid) is None:
            raise KeyError(nid)
        self._gone.add(nid)

    def __iter__(self) -> Iterator[str]:
        ids, lists, gone = self._cols.ids, self._lists, self._gone
        saved = [nid for r in np.flatnonzero(np.diff(self._start)).tolist()
                 if (nid := ids[r]) not in gone and nid not in lists]
        return iter([*saved, *lists])

    def __len__(self) -> int:
        return sum(1 for _ in self)
