"""Okapi BM25 over the full note text (tag line + exchange), scoring exactly as ``rank_bm25``'s
``BM25Okapi`` (k1=1.5, b=0.75, IDF ``log((N-n+0.5)/(n+0.5))`` with negative values floored at
``epsilon * average IDF``), but over an incremental inverted index instead of a scan of every
document per query term.

Postings are numpy arrays (a CSR base, which is what a snapshot stores, plus ``array`` deltas
viewed without copying), so one query term costs a few vectorised operations over the notes that
contain it. A forgotten note leaves a dead slot that
scores are masked with; slots are compacted once a quarter of them are dead.
"""

from __future__ import annotations

import math
from array import array
from collections import Counter
from collections.abc import MutableMapping
from datetime import datetime
from typing import TYPE_CHECKING, Any

import numpy as np

if TYPE_CHECKING:
    from ..index.base import Index, NoteStats
    from ..notes import Note
    from .base import Scored

from ..arrays import IdSlots, TermCSR, top_k
from ..index.notetable import NoteTable
from ..store.snapshot import pack_strings
from ..text import tokenize
from .bm25_native import add_term, top_slots


class BM25Postings:
    """The inverted index BM25 scores over, a shared component (``bm25-postings``), keyed by
    the term ids of the note statistics' vocabulary (see :class:`~taggraph.arrays.TermCSR`)."""

    SNAPSHOT_VERSION = "bm25-postings/1"
    SNAPSHOT_DEPENDS = ("note-stats",)

    def __init__(self, stats: NoteStats) -> None:
        self.stats = stats
        self._reset()

    @classmethod
    def build(cls, index: Index) -> BM25Postings:
        p = cls(index.stats)
        p._bulk(list(index.notes))  # the statistics already hold every note's terms
        return p

    def _reset(self) -> None:
        self._slot_of: MutableMapping[str, int] | None = {}
        self._notes: NoteTable | None = None
        self.ids: list[str | None] = []
        self.doc_len = array("d")
        self.alive = array("b")
        self.terms = TermCSR()
        self.total_len = 0
        self.n_alive = 0
        self.n_dead = 0

    @property
    def slot_of(self) -> MutableMapping[str, int]:
        if self._slot_of is None:  # after a snapshot load, built on first use
            notes = self._notes
            self._slot_of = IdSlots(self.ids, notes.id_rows(self.ids) if notes is not None else None)
        return self._slot_of

    def _bulk(self, note_ids: list[str]) -> None:
        """Postings over these notes in one vectorised pass (build and compaction)."""
        self._reset()
        fwd = self.stats.forward
        items, counts, lens = [], [], []
        for nid in note_ids:
            got = fwd.get(nid)
            if got is None:
                # Replaying the change log into postings restored from an older snapshot than
                # the statistics': a note removed later in the log is already gone from them.
                # Its removal, replayed next, finds no slot and does nothing.
                continue
            assert got[1] is not None
            self.slot_of[nid] = len(self.ids)
            self.ids.append(nid)
            items.append(got[0])
            counts.append(got[1])
            lens.append(int(got[1].sum()))
        self.doc_len = array("d", lens)
        self.alive = array("b", [1]) * len(self.ids)
        self.total_len = sum(lens)
        self.n_alive = len(self.ids)
        if items:
            slots = np.repeat(np.arange(len(items), dtype=np.int32), [len(x) for x in items])
            self.terms.build(np.concatenate(items), slots, np.concatenate(counts))

    # -- updates ---------------------------------------------------------------------------------
    def add(self, note: Note) -> None:
        if note.id in self.slot_of:
            return
        got = self.stats.forward.get(note.id)
        assert got is not None and got[1] is not None
        slot = len(self.ids)
        self.slot_of[note.id] = slot
        self.ids.append(note.id)
        n = int(got[1].sum())
        self.doc_len.append(n)
        self.alive.append(1)
        self.total_len += n
        self.n_alive += 1
        for term, tf in zip(got[0].tolist(), got[1].tolist(), strict=True):
            self.terms.append(term, slot, tf)

    def remove(self, note_id: str) -> None:
        slot = self.slot_of.pop(note_id, None)
        if slot is None:
            return
        self.alive[slot] = 0
        self.ids[slot] = None
        self.total_len -= int(self.doc_len[slot])
        self.n_alive -= 1
        self.n_dead += 1
        if self.n_dead > 64 and self.n_dead * 4 > len(self.ids):
            # Rebuild without dead slots (amortised over the removals that caused it).
            self._bulk([nid for nid in self.ids if nid is not None])

    # -- snapshots ---------------------------------------------------------------------------------
    def snapshot_state(self) -> dict[str, np.ndarray]:
        return {"ids": pack_strings([nid or "" for nid in self.ids]), "n": np.array([len(self.ids)]),
                "doc_len": np.frombuffer(self.doc_len, dtype=np.float64).copy(),
                "alive": np.frombuffer(self.alive, dtype=np.int8).copy(),
                "counters": np.array([self.total_len, self.n_alive, self.n_dead]), **self.terms.state("t_")}

    @classmethod
    def from_snapshot(cls, index: Index, a: dict[str, np.ndarray]) -> BM25Postings:
        p = cls(index.stats)
        ids = index.notes.unpacked(a["ids"], int(a["n"][0]))
        alive = a["alive"]
        p.ids = [nid if ok else None for nid, ok in zip(ids, alive.tolist(), strict=True)]
        p._slot_of = None
        p._notes = index.notes  # whose search of the ids slot_of shares (NoteTable.id_rows)
        p.doc_len = array("d", a["doc_len"].tobytes())
        p.alive = array("b", alive.tobytes())
        p.terms = TermCSR.from_state(a, "t_")
        p.total_len, p.n_alive, p.n_dead = (int(x) for x in a["counters"])
        return p


class BM25:
    def __init__(self, index: Index, *, k1: float = 1.5, b: float = 0.75, epsilon: float = 0.25) -> None:
        self.k1, self.b, self.epsilon = k1, b, epsilon
        self._avg_idf, self._avg_idf_version = 0.0, -1
        self.stats = index.stats
        self.post = index.component("bm25-postings", BM25Postings.build, BM25Postings)

    # The postings are a shared component; the retriever itself has nothing to update.
    def add(self, note: Note) -> None:
        pass

    def remove(self, note_id: str) -> None:
        pass

    # -- scoring -----------------------------------------------------------------------------------
    def _idf(self, n: int, n_docs: int) -> float:
        return math.log(n_docs - n + 0.5) - math.log(n + 0.5)

    def idf(self, term: str) -> float:
        """rank_bm25's IDF of ``term`` including the epsilon floor; 0 for an unseen term."""
        df = self.stats.df
        n = df.df.get(term, 0)
        if not n:
            return 0.0
        value = self._idf(n, df.n_docs)
        if value < 0:
            return self.epsilon * self._average_idf()
        return value

    def _average_idf(self) -> float:
        df = self.stats.df
        if self._avg_idf_version != df.version:
            total = sum(count * self._idf(n, df.n_docs) for n, count in df.df_hist.items() if count)
            self._avg_idf = total / len(df.df) if df.df else 0.0
            self._avg_idf_version = df.version
        return self._avg_idf

    def _posting(self, term: str) -> tuple[np.ndarray, np.ndarray] | None:
        tid = self.stats.vocab.ids.get(term)
        return None if tid is None else self.post.terms.get(tid)

    def _postings(self, tokens: list[str]) -> dict[str, tuple[np.ndarray, np.ndarray]]:
        """Each distinct token's posting, in query order; tokens without one are left out."""
        return {t: post for t in dict.fromkeys(tokens) if (post := self._posting(t)) is not None}

    def scores(self, query_tokens: list[str]) -> np.ndarray:
        """Score of every slot (dead slots included, masked by the caller)."""
        return self._scores(query_tokens, self._postings(query_tokens), None)

    def _scores(self, tokens: list[str], posts: dict[str, tuple[np.ndarray, np.ndarray]],
                touched: np.ndarray | None) -> np.ndarray:
        """:meth:`scores` over the tokens' postings (each looked up once: with writes since the
        load, a lookup joins the posting's base and its delta); ``touched`` (uint8, one per
        slot), when given, gets a 1 at every slot of a matched term's posting."""
        p = self.post
        n = len(p.ids)
        scores = np.zeros(n)
        if not p.n_alive:
            return scores
        doc_len = np.frombuffer(p.doc_len, dtype=np.float64)
        avgdl = p.total_len / p.n_alive
        k1, b = self.k1, self.b
        # rank_bm25 adds a term once per occurrence in the query.
        for term, count in Counter(tokens).items():
            post = posts.get(term)
            if post is None:
                continue
            w = self.idf(term) * count
            if w == 0.0:
                if touched is not None:
                    touched[post[0]] = 1
                continue
            if add_term(post[0], post[1], scores, w=w, doc_len=doc_len, avgdl=avgdl, k1=k1, b=b, touched=touched):
                continue  # compiled at install: the expression below in one pass (bm25_native)
            slots, tf = post[0], post[1].astype(np.float64)
            denom = tf + k1 * (1 - b + b * doc_len[slots] / avgdl)
            scores[slots] += w * tf * (k1 + 1) / denom
            if touched is not None:
                touched[slots] = 1
        return scores

    def _top(self, scores: np.ndarray, touched: np.ndarray, k: int) -> np.ndarray:
        """The ``k`` best live slots among those touched, best score first; equal scores keep
        insertion (chronological) order. Compiled in one pass where the library was built."""
        alive = np.frombuffer(self.post.alive, dtype=np.uint8)  # alive holds 0 or 1
        got = top_slots(scores, touched, alive, k)
        if got is not None:
            return got[0]
        cand = np.flatnonzero(touched & alive)
        best: np.ndarray = cand[top_k(scores[cand], cand, k)]
        return best

    def search(self, query: str, k: int, *, now: datetime | None = None, explain: bool = True) -> list[Scored]:
        return self.ranked(query, k, explain=explain)[0]

    def ranked(self, query: str, k: int, *, explain: bool = True) -> tuple[list[Scored], np.ndarray]:
        """The search result and the score of every slot (fusion reads both, scoring once);
        ``explain=False`` leaves each explanation empty (fusion reads only the scores)."""
        tokens = tokenize(query)
        posts = self._postings(tokens)
        matched = list(posts)
        if not matched:
            return [], np.zeros(len(self.post.ids))
        p = self.post
        touched = np.zeros(len(p.ids), dtype=np.uint8)
        scores = self._scores(tokens, posts, touched)
        out: list[Scored] = []
        for slot in self._top(scores, touched, k).tolist():
            nid = p.ids[slot]
            assert nid is not None
            if not explain:
                out.append((nid, float(scores[slot]), {}))
                continue
            toks = self.stats.tokens[nid]
            expl: dict[str, Any] = {
                "method": "bm25",
                "matched_terms": {t: round(self.idf(t), 4) for t in matched if t in toks},
            }
            out.append((nid, float(scores[slot]), expl))
        return out, scores
