"""Evaluation protocols: one question's ranked note ids -> its metric values.

Every function is pure: it takes the ranking (note ids, best first), maps from note id to the
dataset's turn or session ids (built once per case with :func:`note_maps`), and the question's gold
labels, and returns ``{metric name: value}``. Averaging over questions (by type or category) is
:func:`taggraph.bench.metrics.mean_by_group`.

- LongMemEval protocol A (the paper's): notes -> sessions, first occurrence kept, top 40 notes;
  MRR and recall@1/3/5 (any gold session); every question counts, abstention included.
- LongMemEval protocol B (the official retrieval evaluation): ``recall_any@k``,
  ``recall_all@k``, ``ndcg_any@k`` for k in 1, 3, 5, 10, 30, 50 over the de-duplicated session
  ranking (and over turns when turn gold is given); abstention questions are not scored.
- LoCoMo: turn level (notes are turns) and session level; MRR, recall@k (any), recall_all@k and
  evidence recall@k (share of gold found). A question without gold evidence is not scored.
- ATANT: MRR and recall@k over notes against the question's relevant-note set; a question with no
  relevant note scores 0 (count those separately).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass

from ..notes import Turn
from .metrics import (
    dedupe_to_sessions,
    ndcg_any_at_k,
    recall_all_at_k,
    recall_at_k,
    recall_fraction_at_k,
    reciprocal_rank,
)

PAPER_DEPTH = 40
PROTOCOL_A_KS = (1, 3, 5)
OFFICIAL_KS = (1, 3, 5, 10, 30, 50)
LOCOMO_KS = (1, 3, 5, 10)
ATANT_KS = (1, 3, 5)

Metrics = dict[str, float]


@dataclass(frozen=True)
class NoteMaps:
    """Which dataset turn and session each stored note came from."""

    note_to_turn: Mapping[str, str]
    note_to_session: Mapping[str, str]


def note_maps(pairs: Iterable[tuple[str, Turn]]) -> NoteMaps:
    """``(note id, the Turn it was stored from)`` pairs -> NoteMaps (uses ``turn.meta["turn_id"]``
    and ``turn.session_id``; a turn without them is left out of that map)."""
    to_turn: dict[str, str] = {}
    to_session: dict[str, str] = {}
    for note_id, turn in pairs:
        if turn.meta.get("turn_id") is not None:
            to_turn[note_id] = str(turn.meta["turn_id"])
        if turn.session_id is not None:
            to_session[note_id] = turn.session_id
    return NoteMaps(to_turn, to_session)


def _map_ranking(ranked_note_ids: Sequence[str], mapping: Mapping[str, str]) -> list[str]:
    # A note the mapping does not know cannot be relevant, but it still occupies its rank:
    # it becomes a placeholder that matches no gold id.
    return [mapping.get(n, f"\x00unmapped:{n}") for n in ranked_note_ids]


def _rank_metrics(ranked: Sequence[str], gold: Collection[str], ks: Sequence[int],
                  *, with_all: bool = False, with_fraction: bool = False) -> Metrics:
    out: Metrics = {"mrr": reciprocal_rank(ranked, gold)}
    for k in ks:
        out[f"recall@{k}"] = recall_at_k(ranked, gold, k)
        if with_all:
            out[f"recall_all@{k}"] = recall_all_at_k(ranked, gold, k)
        if with_fraction:
            out[f"evidence_recall@{k}"] = recall_fraction_at_k(ranked, gold, k)
    return out


# ---------------------------------------------------------------------------------------------
# LongMemEval


def longmemeval_protocol_a(ranked_note_ids: Sequence[str], note_to_session: Mapping[str, str],
                           gold_sessions: Collection[str], *, depth: int | None = PAPER_DEPTH,
                           ks: Sequence[int] = PROTOCOL_A_KS) -> Metrics:
    """The paper's protocol: the top ``depth`` notes -> distinct sessions in first-seen order;
    ``mrr`` = 1/rank of the first gold session (0 if none), ``recall@k`` = a gold session in
    the top k sessions."""
    sessions = dedupe_to_sessions(ranked_note_ids, note_to_session, depth)
    return _rank_metrics(sessions, set(gold_sessions), ks)


def _official(ranked: Sequence[str], gold: set[str], ks: Sequence[int], prefix: str) -> Metrics:
    out: Metrics = {}
    for k in ks:
        out[f"{prefix}recall_any@{k}"] = recall_at_k(ranked, gold, k)
        out[f"{prefix}recall_all@{k}"] = recall_all_at_k(ranked, gold, k)
        out[f"{prefix}ndcg_any@{k}"] = ndcg_any_at_k(ranked, gold, k)
    return out


def longmemeval_protocol_b(ranked_note_ids: Sequence[str], note_to_session: Mapping[str, str],
                           gold_sessions: Collection[str], *, abstention: bool = False,
                           note_to_turn: Mapping[str, str] | None = None,
                           gold_turns: Collection[str] | None = None,
                           ks: Sequence[int] = OFFICIAL_KS) -> Metrics | None:
    """The official LongMemEval retrieval metrics (``src/retrieval/eval_utils.py``).

    Session level (keys ``session/...``): the full note ranking de-duplicated to sessions (no
    depth cut: the official code ranks the whole haystack, so pass a ranking that reaches every
    gold session you want counted), scored as the official ``evaluate_retrieval`` scores a
    session ranking. Gold = the gold sessions present in the haystack (``note_to_session`` must
    cover every note of the case), as the official gold is read from the corpus ids; an empty
    gold set gives recall_all = 1, recall_any = ndcg = 0, as the official code does.

    Turn level (keys ``turn/...``, only when ``note_to_turn`` and ``gold_turns`` are given): the
    note ranking itself against the gold turns. Our unit is a user+assistant pair where the
    official one is a user message, so these numbers are close to, not identical with, the
    official turn granularity.

    Abstention questions are not scored (returns None), as in the official averages."""
    if abstention:
        return None
    haystack = set(note_to_session.values())
    gold = {s for s in gold_sessions if s in haystack}
    sessions = dedupe_to_sessions(ranked_note_ids, note_to_session, depth=None)
    out = _official(sessions, gold, ks, "session/")
    if note_to_turn is not None and gold_turns is not None:
        corpus_turns = set(note_to_turn.values())
        turn_gold = {t for t in gold_turns if t in corpus_turns}
        out.update(_official(_map_ranking(ranked_note_ids, note_to_turn), turn_gold, ks, "turn/"))
    return out


# ---------------------------------------------------------------------------------------------
# LoCoMo


def locomo_turn_level(ranked_note_ids: Sequence[str], note_to_turn: Mapping[str, str],
                      gold_turns: Collection[str], *, ks: Sequence[int] = LOCOMO_KS) -> Metrics | None:
    """Notes are dialogue turns: MRR, recall@k, recall_all@k, evidence_recall@k against the
    normalised evidence dia_ids. None when the question has no gold evidence."""
    gold = set(gold_turns)
    if not gold:
        return None
    return _rank_metrics(_map_ranking(ranked_note_ids, note_to_turn), gold, ks,
                         with_all=True, with_fraction=True)


def locomo_session_level(ranked_note_ids: Sequence[str], note_to_session: Mapping[str, str],
                         gold_sessions: Collection[str], *, depth: int | None = None,
                         ks: Sequence[int] = LOCOMO_KS) -> Metrics | None:
    """Notes -> distinct sessions (first occurrence, top ``depth`` notes); the same metrics as
    the turn level against the evidence sessions. None when the question has no gold."""
    gold = set(gold_sessions)
    if not gold:
        return None
    sessions = dedupe_to_sessions(ranked_note_ids, note_to_session, depth)
    return _rank_metrics(sessions, gold, ks, with_all=True, with_fraction=True)


# ---------------------------------------------------------------------------------------------
# ATANT


def atant_metrics(ranked_note_ids: Sequence[str], relevant_note_ids: Collection[str], *,
                  ks: Sequence[int] = ATANT_KS) -> Metrics:
    """MRR and recall@k over notes; relevance comes from the story's expected substrings
    (``bench.datasets.atant.relevant_turns`` mapped to note ids). A question with no relevant
    note scores 0 everywhere."""
    return _rank_metrics(list(ranked_note_ids), set(relevant_note_ids), ks)
