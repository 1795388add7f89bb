"""What ``fusion`` keeps per note beside the other indexes: each session's notes in order (for
the neighbour and session features), a stable insertion sequence (the tie-break), and the tokens
of each note's typed-tag leaves (for entity overlap). A shared index component with a snapshot,
so opening a large store does not read every note again.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, MutableMapping
from typing import TYPE_CHECKING

import numpy as np

from ..store.snapshot import pack_strings, unpack_strings
from ..text import tokenize
from .notetable import Vocabulary

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
    SNAPSHOT_VERSION = "fusion-sessions/2"

    def __init__(self) -> None:
        self.sessions: dict[str | None, list[str]] = {}
        self.pos: dict[str, int] = {}
        self.seq: dict[str, int] = {}
        self.key: dict[str, str | None] = {}
        self.leaves: MutableMapping[str, frozenset[str]] = {}  # a Leaves once restored
        self.typed: Counter[str] = Counter()
        self._next = 0

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
        self.seq[nid] = self._next
        self._next += 1
        lst = self.sessions.setdefault(session, [])
        self.pos[nid] = len(lst)
        lst.append(nid)
        self.key[nid] = session
        self.leaves[nid] = leaves
        self.typed.update(leaves)

    def remove(self, note_id: str) -> None:
        if self.seq.pop(note_id, None) is None:
            return
        lst = self.sessions[self.key.pop(note_id)]
        i = self.pos.pop(note_id)
        del lst[i]
        for j in range(i, len(lst)):
            self.pos[lst[j]] = j
        for token in self.leaves.pop(note_id):  # only this note's tokens can reach zero
            self.typed[token] -= 1
            if self.typed[token] <= 0:
                del self.typed[token]

    def neighbours(self, nid: str) -> list[str]:
        """The previous and next note of the same session (none for notes without a session)."""
        session = self.key.get(nid)
        if session is None:
            return []
        lst, i = self.sessions[session], self.pos[nid]
        return [lst[j] for j in (i - 1, i + 1) if 0 <= j < len(lst)]

    # -- snapshot --------------------------------------------------------------------------------
    # Session names and leaf tokens are stored once each, with per-note codes into them: a restore
    # then makes one string per distinct token (about 40k at 100k notes), not one per occurrence
    # (1.1M strings, 77 MB).
    def snapshot_state(self) -> dict[str, np.ndarray]:
        ids = sorted(self.seq, key=self.seq.__getitem__)
        names, words = Vocabulary(), Vocabulary()
        s_codes = np.fromiter((-1 if (k := self.key[i]) is None else names.id(k) for i in ids), dtype=np.int32,
                              count=len(ids))
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
        # What _put does per note, in whole passes: 100k notes load in about a tenth of the time.
        n = int(a["n"][0])
        ids = unpack_strings(a["ids"], n)
        shared = getattr(getattr(index, "notes", None), "shared", None)
        if shared is not None:
            ids = shared(ids)
        names: list[str | None] = [*unpack_strings(a["session_names"], int(a["n_sessions"][0])), None]
        keys = [names[c] for c in a["session_codes"].tolist()]  # code -1: no session
        words = unpack_strings(a["words"], int(a["n_words"][0]))
        codes = a["leaf_codes"].astype(np.int32, copy=False)
        s = cls()
        s.seq = dict(zip(ids, range(n), strict=True))
        s._next = n
        s.key = dict(zip(ids, keys, strict=True))
        sessions, pos = s.sessions, s.pos
        for nid, k in zip(ids, keys, strict=True):
            lst = sessions.get(k)
            if lst is None:
                lst = sessions[k] = []
            pos[nid] = len(lst)
            lst.append(nid)
        s.leaves = Leaves(dict(s.seq), words, codes, np.concatenate([[0], np.cumsum(a["leaf_counts"])]))
        # each note's leaves are a set: a token's count is the notes it is a leaf of
        counts = np.bincount(codes, minlength=len(words)).tolist()
        s.typed = Counter({w: c for w, c in zip(words, counts, strict=True) if c})
        return s


class Leaves(MutableMapping[str, frozenset[str]]):
    """``SessionOrder.leaves`` of a restored component: each note's leaf tokens made into a set
    when read (a query reads its candidates' only), from the snapshot's codes into its distinct
    ``words`` (note ``r``'s are ``codes[bounds[r]:bounds[r + 1]]``); the row of a restored note
    is its ``seq`` at the restore. Notes added later are held as sets."""

    def __init__(self, rows: dict[str, int], words: list[str], codes: np.ndarray, bounds: np.ndarray) -> None:
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
