"""The features of the ``fusion`` retriever: one row per (query, candidate note).

Every feature is cheap, general and computed the same way at training and at query time (the
training script calls :meth:`Fusion.features`). Names are stable: the weights file lists the
names its models were trained on and loading refuses a file that asks for a feature this code
does not produce.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from ..index.factfeatures import FEATURES as FACT_FEATURES
from ..index.factfeatures import MONOTONE as FACT_MONOTONE
from .fusion_change import FEATURES as CHANGE_FEATURES
from .fusion_change import MONOTONE as CHANGE_MONOTONE
from .fusion_change import PAST_FEATURES

# The signals of one method: reciprocal rank in its own list and score relative to the query's
# best (0 when the method did not return the note).
METHOD_FEATURES = ("bm25_rr", "bm25_rel", "tfidf_rr", "tfidf_rel", "adaptive_rr", "adaptive_rel")
DENSE_METHOD_FEATURES = ("dense_rr", "dense_cos", "dense_rel")

GROUPS: dict[str, tuple[str, ...]] = {
    "methods": METHOD_FEATURES + DENSE_METHOD_FEATURES,
    # Evidence often spans adjacent turns: the match of the previous and next turn of the session.
    "neighbours": ("nb_bm25", "nb_dense"),
    # The best and the summed evidence of the note's session.
    "session": ("sess_bm25_max", "sess_bm25_sum", "sess_dense_max", "sess_dense_sum"),
    # A past question is not evidence.
    "statement": ("note_question", "note_len"),
    # Query words naming typed tags (person/..., city/..., role/...) that the note carries.
    "entities": ("ent_overlap", "ent_query"),
    # Whether the question asks for a kind of thing (who: a person; how much: an amount) and the
    # note names one (fusion_answer).
    "answer": ("q_answer", "answer_tag"),
    # recency: among all candidates; match_recency: among the notes that match (each method's
    # top 10), where "what is X now?" must pick the newer of two matching notes.
    "time": ("recency", "match_recency", "latest_match_recency", "q_latest", "in_window", "window_days",
             "q_window", "now_match_recency"),
    # Supersession (taggraph.index.factfeatures): whether the note's value for a slot (my manager, where I
    # live) is current, replaced or announced as of the query's time, whether the question asks
    # about that slot and about the past, and whether the value held in the window it names.
    "facts": FACT_FEATURES,
    # Change words in the note, and later or earlier candidates on the same topic
    # (taggraph.retrieve.fusion_change): an update the fact slots did not parse.
    "change": CHANGE_FEATURES,
    # Which of several values a question about the past asks for: the first, the one before or
    # after the value it names, the one still held in the window it names (fusion_change).
    "past": PAST_FEATURES,
    # An identifier quoted in the query: 1/df of the rarest query word the note holds (1.0: the
    # only note with it), and how rare the query's rarest known word is in the whole store.
    "exact": ("exact_rare", "q_min_df"),
    # Per-query context, so the model can learn when to trust which signal.
    "query": ("q_len", "q_type", "bm25_margin", "dense_margin", "agree_bm25_dense", "agree_tfidf_dense",
              "agree_bm25_tfidf", "tfidf_empty", "log_notes"),
}
FEATURES: tuple[str, ...] = tuple(f for group in GROUPS.values() for f in group)
# What a store without the dense side cannot compute; its model is trained without them.
DENSE_FEATURES: frozenset[str] = frozenset(
    DENSE_METHOD_FEATURES + ("nb_dense", "sess_dense_max", "sess_dense_sum", "dense_margin",
                             "agree_bm25_dense", "agree_tfidf_dense", "fact_slot_sim"))
COLUMN = {name: i for i, name in enumerate(FEATURES)}
# Features whose effect on the score may only rise (+1) or only fall (-1) as they grow; training
# holds the model to these directions (see taggraph.index.factfeatures).
MONOTONE: dict[str, int] = {**FACT_MONOTONE, "now_match_recency": 1, **CHANGE_MONOTONE}

# Question words of English, in a fixed order (the value of ``q_type``; 0 = none).
_WH = ("who", "what", "when", "where", "why", "how", "which", "whose", "whom")
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")


def question_type(tokens: Sequence[str]) -> int:
    """1 + the index of the first question word among the first three tokens, else 0."""
    for t in tokens[:3]:
        if t in _WH:
            return 1 + _WH.index(t)
    return 0


def question_share(text: str) -> float:
    """The share of the text's sentences that end with a question mark."""
    sentences = [s.strip() for s in _SENTENCE.findall(text) if s.strip()]
    if not sentences:
        return 0.0
    return float(sum(s.endswith("?") for s in sentences) / len(sentences))


def reciprocal_ranks(ids: Sequence[str]) -> dict[str, float]:
    return {nid: 1.0 / r for r, nid in enumerate(ids, 1)}


def relative(scored: Sequence[tuple[str, float]]) -> dict[str, float]:
    """Scores divided by the query's best (every method here scores >= 0)."""
    if not scored:
        return {}
    top = max(s for _, s in scored)
    return {nid: (s / top if top > 0 else 0.0) for nid, s in scored}


def margin(scores: Sequence[float]) -> float:
    """How far the best score stands above the second, relative to the best."""
    if len(scores) < 2 or scores[0] <= 0:
        return 1.0 if scores and scores[0] > 0 else 0.0
    return (scores[0] - scores[1]) / scores[0]


def agreement(a: Sequence[str], b: Sequence[str], n: int = 5) -> float:
    """Jaccard overlap of two methods' top ``n``."""
    sa, sb = set(a[:n]), set(b[:n])
    return len(sa & sb) / len(sa | sb) if sa or sb else 0.0


def recency_ranks(stamps: Sequence[float | None]) -> list[float]:
    """Each timestamp's rank among the dated candidates scaled to [0, 1] (1 = newest); an
    undated note gets 0.5."""
    dated = sorted({s for s in stamps if s is not None})
    if len(dated) < 2:
        return [0.5 if s is None or not dated else 1.0 for s in stamps]
    pos = {s: i / (len(dated) - 1) for i, s in enumerate(dated)}
    return [0.5 if s is None else pos[s] for s in stamps]


@dataclass
class FeatureRows:
    """The candidates of one query and their feature matrix (rows in candidate order)."""

    ids: list[str]
    X: np.ndarray
    dense: bool
    info: dict[str, object] = field(default_factory=dict)


def log1p(x: float) -> float:
    return math.log1p(max(0.0, x))
