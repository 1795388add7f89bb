"""OpenClaw's memory search, reproduced as taggraph's hybrid reference retriever.

Faithful to shared/reference/openclaw-memory.md (OpenClaw ``src/memory/hybrid.ts``,
``manager-search.ts``, ``mmr.ts``, ``temporal-decay.ts``, ``internal.ts``):

- it indexes the RAW exchange (``note.raw_text``), never the extracted tags;
- lexical side: SQLite FTS5 with its default unicode61 tokenizer, every query token quoted and
  AND-joined, ``bm25()`` ranks mapped to a bounded score (v2; v1 behind ``rank_mapping="v1"``);
- dense side: cosine between L2-normalised embeddings (exact, brute force over a matrix);
- ``min(200, max(1, floor(k * 4)))`` candidates per side, merged 0.7 dense + 0.3 text with 0 for
  an absent side, vector hits inserted first, optional temporal decay, stable descending sort,
  optional MMR, ``score >= min_score``, first k.

The paper's dense model (nomic-embed-text-v1.5) is not installable offline; the default embedder
here is all-MiniLM-L6-v2 (``taggraph.embed``), and a user with nomic can select it there.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import numpy as np

from ..embed import Embedder
from ..errors import InvalidArgumentError
from ..index.vectortable import ChunksFts, RawTextIndex, VectorTable
from .base import Scored

if TYPE_CHECKING:
    from ..index.base import Index
    from ..notes import Note

DEFAULT_VECTOR_WEIGHT = 0.7
DEFAULT_TEXT_WEIGHT = 0.3
SNIPPET_MAX_CHARS = 700

# OpenClaw: /[\p{L}\p{N}_]+/gu. Python's \w is letters, numbers and the underscore.
_FTS_TOKEN = re.compile(r"\w+")


# -- lexical side ---------------------------------------------------------------------------------

def build_fts_query(raw: str) -> str | None:
    """Every token quoted (inner quotes removed) and AND-joined; ``None`` when there is none."""
    tokens = [t for t in (m.strip() for m in _FTS_TOKEN.findall(raw)) if t]
    if not tokens:
        return None
    return " AND ".join('"' + t.replace('"', "") + '"' for t in tokens)


def bm25_rank_to_score(rank: float, mapping: str = "v2") -> float:
    """FTS5 ``bm25()`` (negative for a hit, lower is better) to a score in (0, 1].

    v1 (OpenClaw <= 2026.3.6) clips negative ranks to 0, so every hit scores 1.0; v2 maps the
    relevance ``r = -rank`` to ``r / (1 + r)``.
    """
    if mapping == "v1":
        normalized = max(0.0, rank) if math.isfinite(rank) else 999.0
        return 1.0 / (1.0 + normalized)
    if mapping != "v2":
        raise InvalidArgumentError(f"rank_mapping must be 'v1' or 'v2', not {mapping!r}")
    if not math.isfinite(rank):
        return 1.0 / (1.0 + 999.0)
    if rank < 0:
        relevance = -rank
        return relevance / (1.0 + relevance)
    return 1.0 / (1.0 + rank)


# -- merge ----------------------------------------------------------------------------------------

@dataclass
class Merged:
    """One candidate after the merge (mutable: decay rescales ``score``)."""

    id: str
    vector_score: float
    text_score: float
    score: float = 0.0
    fts_rank: float | None = None
    in_vector: bool = False
    in_text: bool = False
    decay: float = 1.0


def merge_hybrid(vector: list[tuple[str, float]], keyword: list[tuple[str, float, float]],
                 vector_weight: float, text_weight: float) -> list[Merged]:
    """Vector hits first (t = 0), then keyword hits fill ``t`` or append with v = 0; insertion
    order is kept so that the stable sort that follows breaks ties in favour of vector hits."""
    by_id: dict[str, Merged] = {}
    for id_, v in vector:
        by_id[id_] = Merged(id_, v, 0.0, in_vector=True)
    for id_, t, rank in keyword:
        m = by_id.get(id_)
        if m is None:
            m = by_id[id_] = Merged(id_, 0.0, t)
        m.text_score, m.fts_rank, m.in_text = t, rank, True
    out = list(by_id.values())
    for m in out:
        m.score = vector_weight * m.vector_score + text_weight * m.text_score
    return out


def rank_merged(merged: list[Merged], k: int, *, min_score: float = 0.0,
                mmr_lambda: float | None = None,
                snippet: Callable[[str], str] = lambda _id: "") -> list[Merged]:
    """Steps 5-8 of OpenClaw's merge: stable sort by descending score (ties keep insertion
    order, so vector hits come first), MMR when ``mmr_lambda`` is given, ``score >= min_score``,
    first ``k``."""
    ranked = sorted(merged, key=lambda m: -m.score)
    if mmr_lambda is not None:
        order = mmr_rerank([m.score for m in ranked], [snippet(m.id) for m in ranked], mmr_lambda)
        ranked = [ranked[i] for i in order]
    return [m for m in ranked if m.score >= min_score][:k]


def normalize_weights(vector_weight: float, text_weight: float) -> tuple[float, float]:
    """Clamp each weight to [0, 1] and rescale to sum 1; both zero falls back to 0.7/0.3."""
    v = min(1.0, max(0.0, vector_weight))
    t = min(1.0, max(0.0, text_weight))
    s = v + t
    return (v / s, t / s) if s > 0 else (DEFAULT_VECTOR_WEIGHT, DEFAULT_TEXT_WEIGHT)


def candidate_count(k: int, multiplier: float, cap: int) -> int:
    return min(cap, max(1, math.floor(k * multiplier)))


# -- MMR ------------------------------------------------------------------------------------------

def _is_mmr_char(ch: str) -> bool:
    return ch == "_" or unicodedata.category(ch)[0] in "LMN"


def mmr_tokens(text: str) -> frozenset[str]:
    """OpenClaw's MMR tokens: NFC, lowercase, runs of ``[\\p{L}\\p{M}\\p{N}_]``."""
    text = unicodedata.normalize("NFC", text).lower()
    tokens: set[str] = set()
    start = -1
    for i, ch in enumerate(text):
        if _is_mmr_char(ch):
            if start < 0:
                start = i
        elif start >= 0:
            tokens.add(text[start:i])
            start = -1
    if start >= 0:
        tokens.add(text[start:])
    return frozenset(tokens)


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    if not a and not b:
        return 1.0
    if not a or not b:
        return 0.0
    inter = len(a & b)
    union = len(a) + len(b) - inter
    return inter / union if union else 0.0


def mmr_rerank(scores: list[float], snippets: list[str], lam: float = 0.7) -> list[int]:
    """Greedy ``argmax lam * rel - (1 - lam) * maxSim`` over the whole list; returns the new order
    as indices. Relevance is min-max normalised (all equal -> 1); ties go to the higher original
    score, then to the earlier item. Max similarity to the selected set is kept per candidate
    and updated with each pick, which selects exactly what the quadratic-per-step original does."""
    n = len(scores)
    if n <= 1:
        return list(range(n))
    lam = max(0.0, min(1.0, lam))
    if lam == 1.0:
        return sorted(range(n), key=lambda i: -scores[i])
    tokens = [mmr_tokens(s) for s in snippets]
    hi, lo = max(scores), min(scores)
    rng = hi - lo
    rel = [1.0 if rng == 0 else (s - lo) / rng for s in scores]
    max_sim = [0.0] * n
    remaining = list(range(n))
    order: list[int] = []
    while remaining:
        best, best_mmr = -1, -math.inf
        for i in remaining:
            m = lam * rel[i] - (1 - lam) * max_sim[i]
            if m > best_mmr or (m == best_mmr and scores[i] > (scores[best] if best >= 0 else -math.inf)):
                best, best_mmr = i, m
        order.append(best)
        remaining.remove(best)
        for i in remaining:
            s = jaccard(tokens[i], tokens[best])
            max_sim[i] = max(max_sim[i], s)
    return order


# -- temporal decay -------------------------------------------------------------------------------

def decay_multiplier(age_days: float, half_life_days: float) -> float:
    """``exp(-ln2 / H * age)``, age clamped at 0; a non-positive half-life disables decay."""
    if not math.isfinite(half_life_days) or half_life_days <= 0:
        return 1.0
    age = max(0.0, age_days)
    if not math.isfinite(age):
        return 1.0
    return math.exp(-(math.log(2) / half_life_days) * age)


def _utc(ts: datetime) -> datetime:
    # A naive timestamp is taken as UTC so it can be compared with an aware "now".
    return ts.replace(tzinfo=UTC) if ts.tzinfo is None else ts


# -- the dense matrix -----------------------------------------------------------------------------


# -- the shared raw-text index --------------------------------------------------------------------


# -- the retriever --------------------------------------------------------------------------------

class OpenClaw:
    """Hybrid dense + FTS5 retrieval over raw turn text, as OpenClaw's memory search."""

    def __init__(self, index: Index, *, vector_weight: float = DEFAULT_VECTOR_WEIGHT,
                 text_weight: float = DEFAULT_TEXT_WEIGHT, candidate_multiplier: float = 4,
                 max_candidates: int = 200, rank_mapping: str = "v2", min_score: float = 0.0,
                 mmr: bool = False, mmr_lambda: float = 0.7, temporal_decay: bool = False,
                 half_life_days: float = 30.0, now: datetime | None = None) -> None:
        if rank_mapping not in ("v1", "v2"):
            raise InvalidArgumentError(f"rank_mapping must be 'v1' or 'v2', not {rank_mapping!r}")
        self.index = index
        self.vector_weight, self.text_weight = normalize_weights(vector_weight, text_weight)
        # OpenClaw's config clamps: multiplier an integer in 1..20, minScore in [0, 1], half-life
        # a whole number of days >= 1.
        self.candidate_multiplier = max(1, min(20, math.floor(candidate_multiplier)))
        self.max_candidates = max_candidates
        self.rank_mapping = rank_mapping
        self.min_score = min(1.0, max(0.0, min_score))
        self.mmr = mmr
        self.mmr_lambda = mmr_lambda
        self.temporal_decay = temporal_decay
        hl = half_life_days if math.isfinite(half_life_days) else 30.0
        self.half_life_days = float(max(1, math.floor(hl)))
        self.now = now

        self.raw = RawTextIndex.of(index)

    @property
    def embedder(self) -> Any:
        return self.raw.embedder

    # The raw-text index is a shared component; the retriever itself has nothing to update.
    def add(self, note: Note) -> None:
        pass

    def remove(self, note_id: str) -> None:
        pass

    # -- the two sides ----------------------------------------------------------------------------
    def vector_search(self, query: str, limit: int) -> list[tuple[str, float]]:
        q = self.encode_query(query)
        if not np.any(q):  # a zero query vector gives no vector hits
            return []
        with self.raw.lock:
            # exact at every size, as OpenClaw's own vector search (fusion's is approximate above
            # taggraph.index.ann.ANN_MIN)
            return self.raw.vectors.top(q, limit, exact=True)

    @property
    def vectors(self) -> VectorTable:
        return self.raw.vectors

    def encode_query(self, query: str) -> np.ndarray:
        emb = self.embedder
        if isinstance(emb, Embedder):  # queries stay out of the store's embedding cache
            vec: np.ndarray = emb.encode([query], persist=False)[0]
        else:
            vec = np.asarray(emb.encode([query]), dtype=np.float32)[0]
        return vec

    def encode_known_many(self, texts: list[str]) -> np.ndarray:
        """The vectors of texts a write may have stored (fact slots' texts), else computed as a
        query's, those in one batch: read, never written."""
        emb = self.embedder
        if not isinstance(emb, Embedder):
            return np.asarray(emb.encode(texts), dtype=np.float32)
        rows, found = emb.lookup(texts)
        missing = [i for i, ok in enumerate(found) if not ok]
        if missing:  # queries stay out of the store's embedding cache
            rows[missing] = emb.encode([texts[i] for i in missing], persist=False)
        return rows

    def keyword_search(self, query: str, limit: int) -> list[tuple[str, float, float]]:
        """(note id, text score, bm25 rank), best first."""
        fts = build_fts_query(query)
        if fts is None or limit <= 0:
            return []
        # loaded at the first keyword search: fusion, which reads this retriever's vectors only,
        # never loads the table
        rows = ChunksFts.of(self.index).search(fts, limit)
        return [(id_, bm25_rank_to_score(rank, self.rank_mapping), rank) for id_, rank in rows]

    # -- search -----------------------------------------------------------------------------------
    def search(self, query: str, k: int, *, now: datetime | None = None, explain: bool = True) -> list[Scored]:
        cleaned = query.strip()
        if k <= 0 or not cleaned:
            return []
        n = candidate_count(k, self.candidate_multiplier, self.max_candidates)
        merged = merge_hybrid(self.vector_search(cleaned, n), self.keyword_search(cleaned, n),
                              self.vector_weight, self.text_weight)
        if self.temporal_decay:
            self._decay(merged, now if now is not None else self.now)
        kept = rank_merged(merged, k, min_score=self.min_score,
                           mmr_lambda=self.mmr_lambda if self.mmr else None, snippet=self._snippet)
        return [(m.id, m.score, self._explain(m)) for m in kept]

    def _decay(self, merged: list[Merged], at: datetime | None) -> None:
        now = _utc(at) if at is not None else datetime.now(UTC)
        for m in merged:
            note = self.index.notes.get(m.id)
            if note is None or note.timestamp is None:
                continue  # undated notes never decay (OpenClaw's evergreen memory files)
            age = (now - _utc(note.timestamp)).total_seconds() / 86400.0
            m.decay = decay_multiplier(age, self.half_life_days)
            m.score *= m.decay

    def _snippet(self, note_id: str) -> str:
        note = self.index.notes.get(note_id)
        return note.raw_text[:SNIPPET_MAX_CHARS] if note is not None else ""

    def _explain(self, m: Merged) -> dict[str, Any]:
        e: dict[str, Any] = {
            "dense": m.vector_score if m.in_vector else None,
            "text": m.text_score if m.in_text else None,
            "fts_rank": m.fts_rank,
            "score": m.score,
            "weights": (self.vector_weight, self.text_weight),
            "embedder": getattr(self.embedder, "model_id", None),
        }
        if self.temporal_decay:
            e["decay"] = m.decay
        return e
