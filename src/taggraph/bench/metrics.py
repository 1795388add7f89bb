"""Ranking metrics: pure functions of a ranked list of ids and a set of gold ids.

Every function takes ``ranked`` (ids best first; repeats allowed, see each function) and ``gold``
(the relevant ids). Relevance is binary. Ranks are 1-based.

Two nDCG variants exist because the standard one and LongMemEval's official one disagree:
:func:`ndcg_at_k` discounts rank r by ``log2(r + 1)`` (TREC / ``ir-measures``), while
:func:`ndcg_any_at_k` follows LongMemEval's ``src/retrieval/eval_utils.py``, whose DCG is
``rel_1 + sum_{r>=2} rel_r / log2(r)`` -- ranks 1 and 2 are both undiscounted.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Hashable, Iterable, Mapping, Sequence
from statistics import fmean


def first_relevant_rank(ranked: Sequence[Hashable], gold: Collection[Hashable],
                        k: int | None = None) -> int | None:
    """1-based rank of the first gold id within the top ``k`` (all if None), or None."""
    for rank, item in enumerate(ranked[:k] if k is not None else ranked, start=1):
        if item in gold:
            return rank
    return None


def reciprocal_rank(ranked: Sequence[Hashable], gold: Collection[Hashable],
                    k: int | None = None) -> float:
    """1 / rank of the first gold id (0 when none is ranked within ``k``)."""
    rank = first_relevant_rank(ranked, gold, k)
    return 0.0 if rank is None else 1.0 / rank


def recall_at_k(ranked: Sequence[Hashable], gold: Collection[Hashable], k: int) -> float:
    """1 if any gold id is in the top ``k`` (LongMemEval ``recall_any``; ir-measures Success@k).
    An empty gold set gives 0: nothing can be found."""
    return 1.0 if first_relevant_rank(ranked, gold, k) is not None else 0.0


def recall_all_at_k(ranked: Sequence[Hashable], gold: Collection[Hashable], k: int) -> float:
    """1 if every gold id is in the top ``k`` (LongMemEval ``recall_all``). An empty gold set
    gives 1, as in the official code (``all([])``)."""
    top = set(ranked[:k])
    return 1.0 if all(g in top for g in gold) else 0.0


def recall_fraction_at_k(ranked: Sequence[Hashable], gold: Collection[Hashable], k: int) -> float:
    """Share of the gold ids found in the top ``k`` (classic recall; ir-measures R@k).
    An empty gold set gives 0."""
    gold_set = set(gold)
    if not gold_set:
        return 0.0
    return len(gold_set & set(ranked[:k])) / len(gold_set)


def _dcg_standard(relevances: Iterable[int]) -> float:
    return sum(rel / math.log2(rank + 1) for rank, rel in enumerate(relevances, start=1))


def _dcg_longmemeval(relevances: Iterable[int]) -> float:
    # Rank 1 undiscounted, rank r >= 2 divided by log2(r): the official formula.
    return sum(rel if rank == 1 else rel / math.log2(rank)
               for rank, rel in enumerate(relevances, start=1))


def _ndcg(ranked: Sequence[Hashable], gold: Collection[Hashable], k: int,
          n_relevant: int | None, dcg: Callable[[Iterable[int]], float]) -> float:
    n_rel = len(set(gold)) if n_relevant is None else n_relevant
    ideal = dcg([1] * min(n_rel, k))
    if ideal == 0:
        return 0.0
    return dcg(1 if item in gold else 0 for item in ranked[:k]) / ideal


def ndcg_at_k(ranked: Sequence[Hashable], gold: Collection[Hashable], k: int,
              n_relevant: int | None = None) -> float:
    """Binary nDCG@k with the standard ``log2(rank + 1)`` discount (as ir-measures nDCG@k).

    The ideal ranking has ``n_relevant`` relevant items (default: the number of distinct gold
    ids). Pass it explicitly when ``ranked`` may repeat ids, e.g. notes mapped to sessions."""
    return _ndcg(ranked, gold, k, n_relevant, _dcg_standard)


def ndcg_any_at_k(ranked: Sequence[Hashable], gold: Collection[Hashable], k: int,
                  n_relevant: int | None = None) -> float:
    """LongMemEval's official ``ndcg_any@k`` (``eval_utils.ndcg``): binary relevance, the
    official DCG (ranks 1 and 2 both undiscounted), ideal = ``n_relevant`` relevant items in
    the corpus (default: distinct gold ids), 0 when there is none."""
    return _ndcg(ranked, gold, k, n_relevant, _dcg_longmemeval)


def dedupe_to_sessions(ranked_note_ids: Sequence[str], note_to_session: Mapping[str, str],
                       depth: int | None = 40) -> list[str]:
    """Map ranked notes to their sessions, keeping the first occurrence of each session.

    Only the top ``depth`` notes are read (the paper retrieves 40 notes; None reads all), so
    the result may hold fewer than ``depth`` sessions. A note with no known session is
    skipped rather than guessed."""
    seen: set[str] = set()
    sessions: list[str] = []
    for note_id in ranked_note_ids[:depth] if depth is not None else ranked_note_ids:
        session = note_to_session.get(note_id)
        if session is not None and session not in seen:
            seen.add(session)
            sessions.append(session)
    return sessions


def mean_by_group(rows: Iterable[tuple[str, Mapping[str, float]]],
                  overall: str = "all") -> dict[str, dict[str, float]]:
    """Average per-question metric dicts by group (e.g. question type) and over all rows.

    ``rows`` are ``(group, metrics)``; a metric missing from some rows is averaged over the rows
    that have it. Each group also reports ``n`` (its number of rows)."""
    buckets: dict[str, dict[str, list[float]]] = {}
    counts: dict[str, int] = {}
    for group, metrics in rows:
        for name in dict.fromkeys((overall, group)):  # a group named like `overall` counts once
            counts[name] = counts.get(name, 0) + 1
            bucket = buckets.setdefault(name, {})
            for metric, value in metrics.items():
                bucket.setdefault(metric, []).append(float(value))
    return {name: {"n": float(counts[name]), **{m: fmean(v) for m, v in bucket.items()}}
            for name, bucket in buckets.items()}
