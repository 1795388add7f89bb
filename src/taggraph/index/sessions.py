"""What ``fusion`` keeps per note beside the other indexes: each session's notes in order (for
the neighbour and session features), a stable insertion sequence (the tie-break), and the tokens
of each note's typed-tag leaves (for entity overlap). A shared index component with a snapshot,
so opening a large store does not read every note again.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, MutableMapping
from typing import TYPE_CHECKING

import numpy as np

from ..arrays import IdSlots
from ..store.snapshot import pack_strings, unpack_strings
from ..text import tokenize
from .notetable import Vocabulary, table_of

if TYPE_CHECKING:
    from ..notes import Note
    from .base import Index

KEY = "fusion-sessions"


def typed_leaf_tokens(note: Note) -> frozenset[str]:
    """Tokens of the leaves of the note's typed tags (``person/priya_raman`` -> priya, raman)."""
    out: set[str] = set()
    for path in note.tags.paths():
        if "/" in path:
            out.update(tokenize(path.rsplit("/", 1)[1]))
    return frozenset(out)


class SessionOrder:
    """Per note: its insertion sequence, its session and its place in it, and its leaf tokens.

    A restored component keeps the snapshot's notes as arrays (row ``r`` is the ``r``-th note in
    insertion order, with its session's code), grouped by session once with one sort; a session's
    list of ids is made only when a note joins or leaves it. Making every list and position at
    load took 0.9 s at a million notes, of which a query reads a few hundred."""

    SNAPSHOT_VERSION = "fusion-sessions/2"

    def __init__(self) -> None:
        self.seq = IdSlots([])  # note id -> insertion sequence (a restored note's: its row)
        self.leaves: MutableMapping[str, frozenset[str]] = {}  # a Leaves once restored
        self.typed: Counter[str] = Counter()
        self._next = 0
        self._key: dict[str, str | None] = {}  # the session of each note added since the restore
        # The snapshot's notes by session: session ``c``'s rows are
        # ``_group[_start[c]:_start[c + 1]]`` in order, and row r is ``_rank[r]`` of them.
        self._names: list[str] = []
        self._code: dict[str, int] = {}
        self._codes = np.zeros(0, dtype=np.int32)
        self._group = self._rank = self._start = np.zeros(0, dtype=np.int64)
        # Sessions a note joined or left since the restore (every session of a built one): the
        # list of ids in order and each note's place in it. Notes without a session are in none.
        self._lists: dict[str, list[str]] = {}
        self._pos: dict[str, int] = {}

    @classmethod
    def of(cls, index: Index) -> SessionOrder:
        def build(ix: Index) -> SessionOrder:
            s = cls()
            for note in ix.notes.values():
                s.add(note)
            return s

        return index.component(KEY, build, snap=cls)

    def add(self, note: Note) -> None:
        self._put(note.id, note.session_id, typed_leaf_tokens(note))

    def _put(self, nid: str, session: str | None, leaves: frozenset[str]) -> None:
        if nid in self.seq:
            return
        lst = self._list(session) if session is not None else None
        self.seq[nid] = self._next
        self._next += 1
        self._key[nid] = session
        if lst is not None:
            self._pos[nid] = len(lst)
            lst.append(nid)
        self.leaves[nid] = leaves
        self.typed.update(leaves)

    def remove(self, note_id: str) -> None:
        if note_id not in self.seq:
            return
        session = self.session_of(note_id)
        lst = self._list(session) if session is not None else None  # made while the note is in it
        for token in self.leaves.pop(note_id):  # only this note's tokens can reach zero
            self.typed[token] -= 1
            if self.typed[token] <= 0:
                del self.typed[token]
        del self.seq[note_id]  # after the leaves: a restored note's are found by its row
        self._key.pop(note_id, None)
        if lst is not None:
            i = self._pos.pop(note_id)
            del lst[i]
            for j in range(i, len(lst)):
                self._pos[lst[j]] = j

    # -- reading ---------------------------------------------------------------------------------
    def prefetch(self, nids: list[str]) -> None:
        """Find many restored notes' rows in one vectorised search before they are read one by
        one (IdRows remembers them): a query reads a few hundred candidates' sessions."""
        self.seq.base.get_many(nids, remember=True)

    def _row(self, nid: str) -> int:
        """The snapshot row of a restored note still held, else -1."""
        r = self.seq.base.get(nid)
        return -1 if r is None else r

    def _list(self, session: str) -> list[str]:
        """The session's ids in order, made from the snapshot's rows when first changed."""
        lst = self._lists.get(session)
        if lst is None:
            c = self._code.get(session)
            ids = self.seq.ids
            lst = [] if c is None else [ids[r] for r in self._group[self._start[c]:self._start[c + 1]].tolist()]
            self._lists[session] = lst = [i for i in lst if i is not None]
            self._pos.update((nid, k) for k, nid in enumerate(lst))
        return lst

    def session_of(self, nid: str) -> str | None:
        if nid in self._key:
            return self._key[nid]
        r = self._row(nid)
        return None if r < 0 or (c := int(self._codes[r])) < 0 else self._names[c]

    def session_size(self, session: str) -> int:
        lst = self._lists.get(session)
        if lst is not None:
            return len(lst)
        c = self._code.get(session)
        return 0 if c is None else int(self._start[c + 1] - self._start[c])

    def position(self, nid: str) -> int:
        """The note's place in its session (0 for a note without one)."""
        if nid in self._pos:
            return self._pos[nid]
        r = self._row(nid)
        return 0 if r < 0 or self._codes[r] < 0 else int(self._rank[r])

    def members(self, nid: str, lo: int, hi: int) -> list[str]:
        """The notes at places ``lo`` to ``hi`` (exclusive, clipped) of ``nid``'s session."""
        session = self.session_of(nid)
        if session is None:
            return []
        lo = max(lo, 0)
        lst = self._lists.get(session)
        if lst is not None:
            return lst[lo:hi]
        c = int(self._codes[self._row(nid)])
        a, b = int(self._start[c]), int(self._start[c + 1])
        ids = self.seq.ids  # a removed note's session has a list: none of these is None
        return [x for r in self._group[min(a + lo, b):min(a + hi, b)].tolist() if (x := ids[r]) is not None]

    def neighbours(self, nid: str) -> list[str]:
        """The previous and next note of the same session (none for notes without a session)."""
        i = self.position(nid)
        return [x for x in self.members(nid, i - 1, i + 2) if x != nid]

    # -- snapshot --------------------------------------------------------------------------------
    # Session names and leaf tokens are stored once each, with per-note codes into them: a restore
    # then makes one string per distinct token (about 40k at 100k notes), not one per occurrence
    # (1.1M strings, 77 MB).
    def snapshot_state(self) -> dict[str, np.ndarray]:
        ids = list(self.seq)  # the restored notes in row order, then the later ones as added
        names, words = Vocabulary(), Vocabulary()
        s_codes = np.fromiter((-1 if (k := self.session_of(i)) is None else names.id(k) for i in ids),
                              dtype=np.int32, count=len(ids))
        leaves = [sorted(self.leaves[i]) for i in ids]
        codes = np.fromiter((words.id(t) for ls in leaves for t in ls), dtype=np.int32,
                            count=sum(len(ls) for ls in leaves))
        return {"ids": pack_strings(ids), "n": np.array([len(ids)]),
                "session_names": pack_strings(names.terms), "n_sessions": np.array([len(names.terms)]),
                "session_codes": s_codes,
                "words": pack_strings(words.terms), "n_words": np.array([len(words.terms)]), "leaf_codes": codes,
                "leaf_counts": np.array([len(ls) for ls in leaves], dtype=np.int64)}

    @classmethod
    def from_snapshot(cls, index: Index, a: dict[str, np.ndarray]) -> SessionOrder:
        n = int(a["n"][0])
        notes = table_of(index)
        ids = notes.unpacked(a["ids"], n)
        s = cls()
        own: list[str | None] = list(ids)  # the IdSlots sets a removed note's entry to None
        s.seq = IdSlots(own, notes.id_rows(own))
        s._next = n
        s._names = unpack_strings(a["session_names"], int(a["n_sessions"][0]))
        s._code = {name: c for c, name in enumerate(s._names)}
        s._codes = np.array(a["session_codes"], dtype=np.int32)
        # rows by session, in row order within each (a stable sort); the notes without a session
        # (code -1) sort first and are left out
        order = np.argsort(s._codes, kind="stable")
        sizes = np.bincount(s._codes[s._codes >= 0], minlength=len(s._names))
        n_none = n - int(sizes.sum())
        s._group = order[n_none:]
        s._start = np.concatenate([[0], np.cumsum(sizes)]).astype(np.int64)
        s._rank = np.zeros(n, dtype=np.int64)
        s._rank[s._group] = np.arange(len(s._group)) - np.repeat(s._start[:-1], sizes)
        words = unpack_strings(a["words"], int(a["n_words"][0]))
        codes = a["leaf_codes"].astype(np.int32, copy=False)
        s.leaves = Leaves(s.seq, words, codes, np.concatenate([[0], np.cumsum(a["leaf_counts"])]))
        # each note's leaves are a set: a token's count is the notes it is a leaf of
        counts = np.bincount(codes, minlength=len(words)).tolist()
        s.typed = Counter({w: c for w, c in zip(words, counts, strict=True) if c})
        return s


class Leaves(MutableMapping[str, frozenset[str]]):
    """``SessionOrder.leaves`` of a restored component: each note's leaf tokens made into a set
    when read (a query reads its candidates' only), from the snapshot's codes into its distinct
    ``words`` (note ``r``'s are ``codes[bounds[r]:bounds[r + 1]]``); the row of a restored note
    is its ``seq`` at the restore. Notes added later are held as sets."""

    def __init__(self, rows: Mapping[str, int], words: list[str], codes: np.ndarray, bounds: np.ndarray) -> None:
        self._rows, self._words, self._codes, self._bounds = rows, words, codes, bounds
        self._gone: set[str] = set()
        self._over: dict[str, frozenset[str]] = {}

    def _base(self, nid: str) -> frozenset[str] | None:
        r = self._rows.get(nid)
        if r is None or r >= len(self._bounds) - 1 or nid in self._gone:
            return None
        words = self._words
        return frozenset([words[c] for c in self._codes[self._bounds[r]:self._bounds[r + 1]].tolist()])

    def __getitem__(self, nid: str) -> frozenset[str]:
        got = self._over.get(nid)
        if got is None:
            got = self._base(nid)
        if got is None:
            raise KeyError(nid)
        return got

    def __setitem__(self, nid: str, leaves: frozenset[str]) -> None:
        self._gone.add(nid)  # a restored note added again is read from here
        self._over[nid] = leaves

    def __delitem__(self, nid: str) -> None:
        if nid not in self:
            raise KeyError(nid)
        self._over.pop(nid, None)
        self._gone.add(nid)

    def __iter__(self) -> Iterator[str]:
        base = (nid for nid, r in self._rows.items() if r < len(self._bounds) - 1 and nid not in self._gone)
        return iter([*base, *self._over])

    def __len__(self) -> int:
        return sum(1 for _ in self)
