"""The notes of an index, and per-note id lists that components keep to undo a note on removal.

:class:`NoteTable` knows which notes the index holds and in which order. For an index over a
store it holds only the ids and fetches notes on demand (with a small cache), so opening a large
store does not read every note; an index built from a list of notes holds them all.

:class:`Forward` maps a note id to a small integer array (term ids, tag ids) plus optional counts:
a frozen CSR base loaded from a snapshot and a dict for the notes added since. A component that
must subtract a note's contribution when it is forgotten reads it there; the note itself is gone
from the store by then.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator, Mapping, MutableMapping, Sequence
from typing import cast

import numpy as np

from ..arrays import IdRows, IdSlots
from ..notes import Note
from ..store.snapshot import pack_strings, unpack_strings

Fetch = Callable[[list[str]], dict[str, Note]]


def small_uint(values: np.ndarray) -> np.ndarray:
    """Counts as uint16 when they fit (they nearly always do): snapshots half the size."""
    return values.astype(np.uint16 if not len(values) or int(values.max()) < 1 << 16 else np.uint32)


class NoteTable(Mapping[str, Note]):
    def __init__(self, notes: Iterable[Note] = (), *, ids: Iterable[str] | None = None,
                 fetch: Fetch | None = None, scan: Callable[[], Iterator[Note]] | None = None,
                 cache_size: int = 4096) -> None:
        # id -> the note when held, None when it lives only in the store (insertion order)
        self._order: dict[str, Note | None] = dict.fromkeys(ids) if ids is not None else {}
        self._fetch = fetch
        self._scan = scan
        self._cache: OrderedDict[str, Note] = OrderedDict()
        self._cache_size = cache_size
        # Queries of a server read one table from several threads; the cache's check-then-move
        # and the store fetch must not interleave.
        self._lock = threading.RLock()
        self._rows: IdRows | None = None  # see id_rows
        self._packed: tuple[np.ndarray, np.ndarray] | None = None  # see unpacked
        for n in notes:
            self._order[n.id] = n

    def __getitem__(self, note_id: str) -> Note:
        note = self._order[note_id]
        if note is not None:
            return note
        got = self.get_many([note_id])
        if note_id not in got:
            raise KeyError(note_id)
        return got[note_id]

    def get_many(self, ids: Iterable[str]) -> dict[str, Note]:
        out: dict[str, Note] = {}
        need = []
        with self._lock:
            for nid in ids:
                held = self._order.get(nid)
                if held is not None:
                    out[nid] = held
                elif nid in self._cache:
                    self._cache.move_to_end(nid)
                    out[nid] = self._cache[nid]
                elif nid in self._order:
                    need.append(nid)
            if need and self._fetch is not None:
                for nid, note in self._fetch(need).items():
                    out[nid] = note
                    self._remember(note)
        return out

    def _remember(self, note: Note) -> None:
        self._cache[note.id] = note
        if len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)

    def __contains__(self, note_id: object) -> bool:
        return note_id in self._order

    def __iter__(self) -> Iterator[str]:
        return iter(self._order)

    def __len__(self) -> int:
        return len(self._order)

    def values(self) -> Iterator[Note]:  # type: ignore[override]
        """Every note in insertion order; from the store in one scan when not held."""
        if self._scan is None or all(v is not None for v in self._order.values()):
            for nid, held in self._order.items():
                yield held if held is not None else self[nid]
            return
        for note in self._scan():
            if note.id in self._order:
                yield note

    def shared(self, ids: list[str]) -> list[str]:
        """``ids`` with each id this table holds replaced by the table's own string. Components
        keep lists of note ids, restored from their snapshots as new strings; holding the
        table's strings instead saves about 70 bytes per note and component (70 MB each at a
        million notes)."""
        keys = list(self._order)
        if keys[: len(ids)] == ids:  # the usual case: the table's first notes, in order
            return keys[: len(ids)]
        own = dict(zip(keys, keys, strict=True))
        return [own.get(s, s) for s in ids]

    def id_rows(self, ids: Sequence[str | None]) -> IdRows:
        """An IdRows of ``ids``, a restored component's id list: when it starts the table's ids
        as they were at the first call (a store's snapshots without removals since), one that
        searches the table's ids, hashed and sorted once for every component, else its own."""
        table = self._table()
        n = len(ids)
        if n <= table.n and table.ids[:n] == ids:
            return IdRows(ids, of=table)
        return IdRows(ids)

    def _table(self) -> IdRows:
        """The table's ids as they were at the first call, with their search (see id_rows)."""
        with self._lock:
            if self._rows is None:
                self._rows = IdRows(list(self._order))
            return self._rows

    def unpacked(self, arr: np.ndarray, count: int) -> list[str]:
        """``shared(unpack_strings(arr, count))``, a restored component's ids: when ``arr`` packs
        the first ``count`` ids of the table as they were at the first call (the usual case),
        the table's strings without decoding ``arr`` (70 ms per component at a million notes)."""
        table = self._table()
        with self._lock:
            if self._packed is None:
                try:
                    packed = pack_strings(cast("list[str]", table.ids))
                except ValueError:  # an id pack_strings refuses: every component decodes its own
                    packed = np.zeros(0, dtype=np.uint8)
                self._packed = packed, np.flatnonzero(packed == 0)
            packed, ends = self._packed
        if 0 < count <= table.n and len(packed):
            size = int(ends[count - 1]) if count <= len(ends) else len(packed)
            if len(arr) == size and np.array_equal(arr, packed[:size]):
                return cast("list[str]", table.ids[:count])
        return self.shared(unpack_strings(arr, count))

    def add(self, note: Note) -> None:
        """A note joins the index; over a store only its id is kept (the note is cached)."""
        with self._lock:
            if self._fetch is None:
                self._order[note.id] = note
            else:
                self._order[note.id] = None
                self._remember(note)

    def pop(self, note_id: str, default: Note | None = None) -> Note | None:
        with self._lock:
            if note_id not in self._order:
                return default
            held = self._order.pop(note_id)
            cached = self._cache.pop(note_id, None)
            return held or cached or default


def table_of(index: object) -> NoteTable:
    """The note table of the index a component is restored into, whose strings and id search it
    shares; an empty one for a component restored on its own (it then decodes and searches its
    own ids)."""
    notes = getattr(index, "notes", None)
    return notes if isinstance(notes, NoteTable) else NoteTable()


class Vocabulary:
    """term <-> int id, append-only (ids are what forward lists and snapshots store)."""

    def __init__(self, terms: list[str] | None = None) -> None:
        self.terms: list[str] = terms or []
        # restored terms are found by a search of their hashes (IdSlots), terms added later in a
        # dict: a dict of a million restored terms took 0.24 s of a new process's first query
        self.ids: MutableMapping[str, int] = IdSlots(cast("list[str | None]", self.terms)) if terms else {}

    def id(self, term: str) -> int:
        i = self.ids.get(term)
        if i is None:
            i = self.ids[term] = len(self.terms)
            self.terms.append(term)
        return i


class Forward:
    """note id -> (int32 items, optional uint32 counts); see the module docstring."""

    def __init__(self, with_counts: bool = False) -> None:
        self.with_counts = with_counts
        self._base_ids: list[str] = []
        self._base_row: IdRows | None = None
        self._notes: NoteTable | None = None  # the index's table, whose search _row shares
        self._indptr = np.zeros(1, dtype=np.int64)
        self._items = np.zeros(0, dtype=np.int32)
        self._counts = np.zeros(0, dtype=np.uint32)
        self._base_dead: set[int] = set()
        self._extra: dict[str, tuple[np.ndarray, np.ndarray | None]] = {}

    def _row(self, note_id: str) -> int | None:
        if self._base_row is None:  # built on first use: a query-only process never needs it
            self._base_row = self._notes.id_rows(self._base_ids) if self._notes is not None else IdRows(self._base_ids)
        r = self._base_row.get(note_id)
        return None if r is None or r in self._base_dead else r

    def put(self, note_id: str, items: np.ndarray, counts: np.ndarray | None = None) -> None:
        self._extra[note_id] = (items.astype(np.int32, copy=False),
                                None if counts is None else counts.astype(np.uint32, copy=False))

    def get(self, note_id: str) -> tuple[np.ndarray, np.ndarray | None] | None:
        got = self._extra.get(note_id)
        if got is not None:
            return got
        r = self._row(note_id)
        if r is None:
            return None
        a, b = self._indptr[r], self._indptr[r + 1]
        return self._items[a:b], (self._counts[a:b] if self.with_counts else None)

    def pop(self, note_id: str) -> tuple[np.ndarray, np.ndarray | None] | None:
        got = self._extra.pop(note_id, None)
        if got is not None:
            return got
        got = self.get(note_id)
        if got is not None:
            r = self._row(note_id)
            assert r is not None
            self._base_dead.add(r)
        return got

    def __contains__(self, note_id: str) -> bool:
        return note_id in self._extra or self._row(note_id) is not None

    def state(self, prefix: str) -> dict[str, np.ndarray]:
        nb = len(self._base_ids)
        alive = np.ones(nb, dtype=bool)
        if self._base_dead:
            alive[list(self._base_dead)] = False
        keep = np.repeat(alive, np.diff(self._indptr))
        ids = self._base_ids if alive.all() else [nid for nid, ok in zip(self._base_ids, alive.tolist(), strict=True) if ok]
        ids = ids + list(self._extra)
        lens = np.concatenate([np.diff(self._indptr)[alive],
                               np.array([len(it) for it, _ in self._extra.values()], dtype=np.int64)])
        items = np.concatenate([self._items[keep], *(it for it, _ in self._extra.values())]).astype(np.int32)
        out = {f"{prefix}ids": pack_strings(ids), f"{prefix}n": np.array([len(ids)]),
               f"{prefix}indptr": np.concatenate([[0], np.cumsum(lens)]).astype(np.int64),
               f"{prefix}items": items}
        if self.with_counts:
            counts = np.concatenate([self._counts[keep], *(ct for _, ct in self._extra.values() if ct is not None)])
            out[f"{prefix}counts"] = small_uint(counts)
        return out

    @classmethod
    def from_state(cls, arrays: dict[str, np.ndarray], prefix: str, with_counts: bool = False,
                   notes: NoteTable | None = None) -> Forward:
        """``notes``: the index's table, whose id strings the restored id list shares."""
        f = cls(with_counts)
        if notes is not None:
            f._base_ids = notes.unpacked(arrays[f"{prefix}ids"], int(arrays[f"{prefix}n"][0]))
            f._notes = notes
        else:
            f._base_ids = unpack_strings(arrays[f"{prefix}ids"], int(arrays[f"{prefix}n"][0]))
        f._indptr = arrays[f"{prefix}indptr"]
        f._items = arrays[f"{prefix}items"]
        if with_counts:
            f._counts = arrays[f"{prefix}counts"]
        return f
