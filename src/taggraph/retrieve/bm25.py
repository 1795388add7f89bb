"""Okapi BM25 over the full note text (tag line + exchange), scoring exactly as ``rank_bm25``'s
``BM25Okapi`` (k1=1.5, b=0.75, IDF ``log((N-n+0.5)/(n+0.5))`` with negative values floored at
``epsilon * average IDF``), but over an incremental inverted index instead of a scan of every
document per query term.

Postings are ``array`` buffers viewed by numpy without copying, so one query term costs a few
vectorised operations over the notes that contain it. A forgotten note leaves a dead slot that
scores are masked with; slots are compacted once a quarter of them are dead.
"""

from __future__ import annotations

import math
from array import array
from collections import Counter
from typing import TYPE_CHECKING, Any

import numpy as np

if TYPE_CHECKING:
    from ..index import Index
    from ..notes import Note
    from .base import Scored

from ..text import tokenize


class BM25:
    def __init__(self, index: Index, *, k1: float = 1.5, b: float = 0.75, epsilon: float = 0.25) -> None:
        self.k1, self.b, self.epsilon = k1, b, epsilon
        self._avg_idf, self._avg_idf_version = 0.0, -1
        self.stats = index.stats
        self._reset()
        for note in index.notes.values():
            self.add(note)

    def _reset(self) -> None:
        self.slot_of: dict[str, int] = {}
        self.ids: list[str | None] = []
        self.doc_len = array("d")
        self.alive = array("b")
        self.postings: dict[str, tuple[array, array]] = {}
        self.total_len = 0
        self.n_alive = 0
        self.n_dead = 0

    # -- updates ---------------------------------------------------------------------------------
    def add(self, note: Note) -> None:
        self._append(note.id, self.stats.tokens[note.id])

    def _append(self, note_id: str, tokens: list[str]) -> None:
        slot = len(self.ids)
        self.slot_of[note_id] = slot
        self.ids.append(note_id)
        self.doc_len.append(len(tokens))
        self.alive.append(1)
        self.total_len += len(tokens)
        self.n_alive += 1
        for term, tf in Counter(tokens).items():
            post = self.postings.get(term)
            if post is None:
                post = self.postings[term] = (array("l"), array("d"))
            post[0].append(slot)
            post[1].append(tf)

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
            self._compact()

    def _compact(self) -> None:
        """Rebuild postings without dead slots (amortised over the removals that caused it)."""
        live = [nid for nid in self.ids if nid is not None]
        self._reset()
        for nid in live:
            self._append(nid, self.stats.tokens[nid])

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

    def scores(self, query_tokens: list[str]) -> np.ndarray:
        """Score of every slot (dead slots included, masked by the caller)."""
        n = len(self.ids)
        scores = np.zeros(n)
        if not self.n_alive:
            return scores
        doc_len = np.frombuffer(self.doc_len, dtype=np.float64)
        avgdl = self.total_len / self.n_alive
        k1, b = self.k1, self.b
        # rank_bm25 adds a term once per occurrence in the query.
        for term, count in Counter(query_tokens).items():
            post = self.postings.get(term)
            w = self.idf(term) * count
            if post is None or w == 0.0:
                continue
            slots = np.frombuffer(post[0], dtype=np.int64)
            tf = np.frombuffer(post[1], dtype=np.float64)
            denom = tf + k1 * (1 - b + b * doc_len[slots] / avgdl)
            scores[slots] += w * tf * (k1 + 1) / denom
        return scores

    def search(self, query: str, k: int) -> list[Scored]:
        tokens = tokenize(query)
        matched = [t for t in dict.fromkeys(tokens) if t in self.postings]
        if not matched:
            return []
        scores = self.scores(tokens)
        touched = np.zeros(len(self.ids), dtype=bool)
        for t in matched:
            touched[np.frombuffer(self.postings[t][0], dtype=np.int64)] = True
        touched &= np.frombuffer(self.alive, dtype=np.int8).astype(bool)
        cand = np.flatnonzero(touched)
        if len(cand) > k:
            # Keep every candidate tied with the k-th score so ties resolve by insertion order.
            kth = -np.partition(-scores[cand], k - 1)[k - 1]
            cand = cand[scores[cand] >= kth]
        # Best score first; equal scores keep insertion (chronological) order.
        order = cand[np.lexsort((cand, -scores[cand]))]
        out: list[Scored] = []
        for slot in order[:k]:
            nid = self.ids[slot]
            assert nid is not None
            toks = self.stats.tokens[nid]
            expl: dict[str, Any] = {
                "method": "bm25",
                "matched_terms": {t: round(self.idf(t), 4) for t in matched if t in toks},
            }
            out.append((nid, float(scores[slot]), expl))
        return out
