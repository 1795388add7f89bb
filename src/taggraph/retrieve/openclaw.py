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
import sqlite3
import threading
import time
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import numpy as np

from ..embed import Embedder, text_key
from ..errors import InvalidArgumentError
from .base import Scored

if TYPE_CHECKING:
    from ..index import Index
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
            if s > max_sim[i]:
                max_sim[i] = s
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

class VectorTable:
    """Row-per-note float32 matrix, appended in insertion order; removal leaves a tombstone and
    compacts once tombstones outnumber live rows, so row order (the tie-break) never changes."""

    def __init__(self, compact_min: int = 1024) -> None:
        self._compact_min = compact_min
        self._mat: np.ndarray | None = None
        self._ids: list[str | None] = []
        self._alive = np.zeros(0, dtype=bool)
        self._row: dict[str, int] = {}
        self._dead = 0

    def __len__(self) -> int:
        return len(self._row)

    def add_many(self, ids: list[str], vecs: np.ndarray) -> None:
        if not ids:
            return
        vecs = np.asarray(vecs, dtype=np.float32)
        n0 = len(self._ids)
        need = n0 + len(ids)
        if self._mat is None:
            self._mat = np.zeros((max(64, need), vecs.shape[1]), dtype=np.float32)
            self._alive = np.zeros(self._mat.shape[0], dtype=bool)
        elif need > self._mat.shape[0]:
            cap = max(need, 2 * self._mat.shape[0])
            mat = np.zeros((cap, self._mat.shape[1]), dtype=np.float32)
            mat[:n0] = self._mat[:n0]
            alive = np.zeros(cap, dtype=bool)
            alive[:n0] = self._alive[:n0]
            self._mat, self._alive = mat, alive
        self._mat[n0:need] = vecs
        self._alive[n0:need] = True
        for j, id_ in enumerate(ids):
            self._ids.append(id_)
            self._row[id_] = n0 + j

    def remove(self, id_: str) -> None:
        r = self._row.pop(id_, None)
        if r is None:
            return
        self._alive[r] = False
        self._ids[r] = None
        self._dead += 1
        if self._dead > max(self._compact_min, len(self._row)):
            self._compact()

    def _compact(self) -> None:
        if self._mat is None:
            return
        n = len(self._ids)
        keep = np.flatnonzero(self._alive[:n])
        mat = np.zeros_like(self._mat)
        mat[:len(keep)] = self._mat[keep]
        alive = np.zeros(self._mat.shape[0], dtype=bool)
        alive[:len(keep)] = True
        self._ids = [self._ids[r] for r in keep]
        self._row = {id_: i for i, id_ in enumerate(self._ids) if id_ is not None}
        self._mat, self._alive, self._dead = mat, alive, 0

    def row(self, id_: str) -> int | None:
        return self._row.get(id_)

    @property
    def rows(self) -> dict[str, int]:
        """Note id -> row of :meth:`all_scores` (read-only use)."""
        return self._row

    def all_scores(self, q: np.ndarray) -> np.ndarray:
        """The dot product of ``q`` with every row (index = :meth:`row`); dead rows score -inf."""
        size = len(self._ids)
        if self._mat is None or not size:
            return np.zeros(0, dtype=np.float32)
        scores = np.einsum("ij,j->i", self._mat[:size], q.astype(np.float32))
        scores[~self._alive[:size]] = -np.inf
        return scores

    def top(self, q: np.ndarray, n: int, scores: np.ndarray | None = None) -> list[tuple[str, float]]:
        """The ``n`` best rows by dot product (= cosine for unit vectors), best first, ties in
        row order; non-finite scores are dropped. ``scores``: :meth:`all_scores` of ``q``, when
        the caller has it already."""
        if self._mat is None or not self._row or n <= 0:
            return []
        size = len(self._ids)
        if scores is None or len(scores) != size:
            # einsum runs numpy's own single-threaded loop: as fast as one-thread BLAS for this
            # memory-bound product, and immune to multi-threaded BLAS stalling on a busy machine
            # (measured 7 ms instead of 1.5 ms for 10,000 rows when the other core was taken).
            scores = np.einsum("ij,j->i", self._mat[:size], q.astype(np.float32))
        ok = self._alive[:size] & np.isfinite(scores)
        rows = np.flatnonzero(ok)
        s = scores[rows]
        if len(rows) > n:
            part = np.argpartition(-s, n - 1)[:n]
            thr = s[part].min()
            above = np.flatnonzero(s > thr)
            ties = np.flatnonzero(s == thr)[: n - len(above)]
            sel = np.concatenate([above, ties])
            rows, s = rows[sel], s[sel]
        order = np.lexsort((rows, -s))
        return [(self._ids[rows[i]], float(s[i])) for i in order]


# -- the shared raw-text index --------------------------------------------------------------------

class RawTextIndex:
    """The FTS5 table and the dense vectors over the raw exchanges: one index component per
    embedder (``raw-text:<model id>``), shared by every OpenClaw variant. Its snapshot is the
    serialised in-memory FTS5 database plus the vector matrix, so a new process neither re-reads
    every note nor looks up every embedding."""

    SNAPSHOT_VERSION = "raw-text/1"
    # How often (seconds) a query may look up the vectors of notes that had none when they were
    # indexed: another process (``taggraph reindex``) may have written them since.
    RECHECK_SECONDS = 10.0
    RECHECK_MAX = 2000

    def __init__(self, embedder: Any, db: sqlite3.Connection | None = None, *, compute: bool = True) -> None:
        self.embedder = embedder
        # compute=False (a Memory's store, whose vectors are written with each note): read the
        # stored vectors only, never embed in a query; notes without one are kept in ``missing``.
        self.compute = compute or not isinstance(embedder, Embedder)
        self.missing: dict[str, str] = {}  # note id -> text key, notes indexed without a vector
        self._checked = 0.0
        self.lock = threading.RLock()
        if db is None:
            db = sqlite3.connect(":memory:", check_same_thread=False)
            # No tokenize= option: FTS5's default unicode61 (case folding, diacritics removed, no
            # stemming, no stopwords), as OpenClaw's chunks_fts.
            db.execute("CREATE VIRTUAL TABLE chunks_fts USING fts5(text, id UNINDEXED)")
        self.db = db
        self.rowid: dict[str, int] = {}
        self.next_rowid = 1
        self.vectors = VectorTable()

    @classmethod
    def of(cls, index: Index) -> RawTextIndex:
        emb = index.embedder
        key = f"raw-text:{getattr(emb, 'model_id', None) or type(emb).__name__}"

        def build(ix: Index) -> RawTextIndex:
            r = cls(emb, compute=getattr(ix, "compute_vectors", True))
            # in slices: a lookup-only build of a large store reads its vectors a batch at a time
            batch: list[Note] = []
            for note in ix.notes.values():
                batch.append(note)
                if len(batch) == 4096:
                    r.add_many(batch)
                    batch = []
            r.add_many(batch)
            return r
        return index.component(key, build, cls)

    def add(self, note: Note) -> None:
        self.add_many([note])

    def add_many(self, notes: list[Note]) -> None:
        notes = [n for n in notes if n.id not in self.rowid]
        if not notes:
            return
        texts = [n.raw_text for n in notes]
        if self.compute:
            vecs, found = self.embedder.encode(texts), np.ones(len(texts), dtype=bool)
        else:
            vecs, found = self.embedder.lookup(texts)
        with self.lock:
            rows = []
            for n, t in zip(notes, texts, strict=True):
                self.rowid[n.id] = self.next_rowid
                rows.append((self.next_rowid, t, n.id))
                self.next_rowid += 1
            self.db.executemany("INSERT INTO chunks_fts(rowid, text, id) VALUES (?, ?, ?)", rows)
            if found.all():
                self.vectors.add_many([n.id for n in notes], vecs)
            else:
                rows_ok = np.flatnonzero(found)
                self.vectors.add_many([notes[i].id for i in rows_ok.tolist()], vecs[rows_ok])
                for i in np.flatnonzero(~found).tolist():
                    self.missing[notes[i].id] = text_key(texts[i])

    def remove(self, note_id: str) -> None:
        with self.lock:
            rowid = self.rowid.pop(note_id, None)
            if rowid is None:
                return
            self.db.execute("DELETE FROM chunks_fts WHERE rowid = ?", (rowid,))
            self.vectors.remove(note_id)
            self.missing.pop(note_id, None)

    # -- notes indexed without a vector ------------------------------------------------------------
    def embedded_share(self) -> float:
        n = len(self.rowid)
        return 1.0 if not n else (n - len(self.missing)) / n

    def recheck_missing(self, *, limit: int | None = None, force: bool = False) -> int:
        """Look up stored vectors for (up to ``limit``) notes indexed without one, at most every
        ``RECHECK_SECONDS`` unless ``force``; returns how many were found."""
        if not self.missing or not isinstance(self.embedder, Embedder):
            return 0
        now = time.monotonic()
        if not force and now - self._checked < self.RECHECK_SECONDS:
            return 0
        self._checked = now
        with self.lock:
            todo = list(self.missing.items())[: limit or len(self.missing)]
        found = self.embedder.vectors_for_keys([k for _, k in todo])
        got = [(nid, found[k]) for nid, k in todo if k in found]
        if got:
            self.attach([nid for nid, _ in got], np.vstack([v for _, v in got]))
        return len(got)

    def attach(self, ids: list[str], vecs: np.ndarray) -> None:
        """Vectors computed after their notes were indexed (a fill in this process)."""
        with self.lock:
            keep = [j for j, nid in enumerate(ids) if nid in self.missing]
            if keep:
                self.vectors.add_many([ids[j] for j in keep], np.asarray(vecs)[keep])
                for j in keep:
                    del self.missing[ids[j]]

    def snapshot_state(self) -> dict[str, np.ndarray]:
        from ..snapshot import pack_strings

        with self.lock:
            v = self.vectors
            n = len(v._ids)
            mat = v._mat[:n] if v._mat is not None else np.zeros((0, 0), dtype=np.float32)
            self.db.commit()  # FTS5 keeps inserted terms in memory until the transaction ends
            return {"fts": np.frombuffer(self.db.serialize(), dtype=np.uint8),
                    "row_ids": pack_strings(list(self.rowid)), "n_rows": np.array([len(self.rowid)]),
                    "rowids": np.fromiter(self.rowid.values(), dtype=np.int64, count=len(self.rowid)),
                    "next_rowid": np.array([self.next_rowid]),
                    "vec_ids": pack_strings([i or "" for i in v._ids]), "n_vecs": np.array([n]),
                    "vec_alive": v._alive[:n].copy(), "mat": mat.copy()}

    @classmethod
    def from_snapshot(cls, index: Index, a: dict[str, np.ndarray]) -> RawTextIndex:
        from ..snapshot import unpack_strings

        db = sqlite3.connect(":memory:", check_same_thread=False)
        db.deserialize(a["fts"].tobytes())
        r = cls(index.embedder, db)
        r.rowid = dict(zip(unpack_strings(a["row_ids"], int(a["n_rows"][0])), a["rowids"].tolist(), strict=True))
        r.next_rowid = int(a["next_rowid"][0])
        n = int(a["n_vecs"][0])
        if n:
            v = r.vectors
            alive = a["vec_alive"].astype(bool)
            ids = unpack_strings(a["vec_ids"], n)
            v._ids = [i if ok else None for i, ok in zip(ids, alive.tolist(), strict=True)]
            v._mat, v._alive = a["mat"], alive
            v._row = {i: k for k, i in enumerate(v._ids) if i is not None}
            v._dead = n - int(alive.sum())
        r.compute = getattr(index, "compute_vectors", True) or not isinstance(r.embedder, Embedder)
        lacking = [nid for nid in r.rowid if nid not in r.vectors.rows]
        if lacking:
            # notes saved without a vector: note their keys and take what was written since
            got = index.notes.get_many(lacking)
            r.missing = {nid: text_key(got[nid].raw_text) for nid in lacking if nid in got}
            if r.compute:
                ids = list(r.missing)
                r.attach(ids, r.embedder.encode([got[i].raw_text for i in ids]))
            else:
                r.recheck_missing(force=True)
        return r


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
            return self.raw.vectors.top(q, limit)

    @property
    def vectors(self) -> VectorTable:
        return self.raw.vectors

    def encode_query(self, query: str) -> np.ndarray:
        emb = self.embedder
        if isinstance(emb, Embedder):  # queries stay out of the store's embedding cache
            return emb.encode([query], persist=False)[0]
        return np.asarray(emb.encode([query]), dtype=np.float32)[0]

    def keyword_search(self, query: str, limit: int) -> list[tuple[str, float, float]]:
        """(note id, text score, bm25 rank), best first."""
        fts = build_fts_query(query)
        if fts is None or limit <= 0:
            return []
        with self.raw.lock:
            # rowid (= insertion order) breaks rank ties deterministically; OpenClaw leaves
            # them to SQLite.
            rows = self.raw.db.execute(
                "SELECT id, bm25(chunks_fts) AS rank FROM chunks_fts WHERE chunks_fts MATCH ? "
                "ORDER BY rank ASC, rowid ASC LIMIT ?", (fts, limit)).fetchall()
        return [(id_, bm25_rank_to_score(rank, self.rank_mapping), rank) for id_, rank in rows]

    # -- search -----------------------------------------------------------------------------------
    def search(self, query: str, k: int) -> list[Scored]:
        cleaned = query.strip()
        if k <= 0 or not cleaned:
            return []
        n = candidate_count(k, self.candidate_multiplier, self.max_candidates)
        merged = merge_hybrid(self.vector_search(cleaned, n), self.keyword_search(cleaned, n),
                              self.vector_weight, self.text_weight)
        if self.temporal_decay:
            self._decay(merged)
        kept = rank_merged(merged, k, min_score=self.min_score,
                           mmr_lambda=self.mmr_lambda if self.mmr else None, snippet=self._snippet)
        return [(m.id, m.score, self._explain(m)) for m in kept]

    def _decay(self, merged: list[Merged]) -> None:
        now = _utc(self.now) if self.now is not None else datetime.now(UTC)
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
