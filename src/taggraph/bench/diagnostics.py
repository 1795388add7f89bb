"""Diagnostics over benchmark case records: tag vocabulary (the paper's Table 2) and failure
categories C1-C4 over the pooled recall@5 misses (Table 10, section 5.5, Appendix J).

Both read only the case files a run wrote (``runner.load_run``): each note's tags and, per
question and method, the rank of every gold note.

Definitions (the paper's, made exact here):

- Tag vocabulary, per case: the tag paths on the notes' tag lines (``n/a`` never stored);
  distinct tags, tags per note, and reuse = occurrences / distinct tags; each averaged over the
  cases that have at least one tag.
- A *helpful tag* is a tag attached to the gold note whose path shares a token with the
  question's content tokens (``taggraph.text.content_tokens``: stopwords and one-letter tokens
  dropped; a path is tokenized on ``/`` and ``_``). Matching is exact, independent of retrieval.
- The unit is one (question, gold note) pair. Gold notes: ATANT, the notes strictly relevant to
  the question; LoCoMo, the evidence turns; LongMemEval, the ``has_answer`` turns of the gold
  sessions (stricter than the session-level metric).
- A configuration *recovers* a unit when the gold note is in its top 5. The pool holds every unit
  that at least one graph configuration (TagGraph-Basic/-Stopwords/-TFIDF, AdaptiveGraph) misses
  under at least one extractor.
- C1: no extractor gives the gold note a helpful tag. C2: some do, some do not. C3: every
  extractor does, and every configuration under every extractor misses. C4: every extractor
  does, and some configurations recover it.
- Per extractor, "tagged" is the share of a category's units with a helpful tag under that
  extractor, and "succeeded" the share of those tagged units that some configuration under that
  extractor recovers.

With a single extractor C2 cannot occur and C1/C3/C4 reduce to "untagged" / "tagged, all miss"
/ "tagged, some recover": the report says so.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from statistics import fmean
from typing import Any

from ..text import content_tokens, tokenize

GRAPH_METHODS = ("taggraph-basic", "taggraph-stopwords", "taggraph-tfidf", "adaptive")
RECALL_K = 5
CATEGORIES = ("C1", "C2", "C3", "C4")


def tag_paths(tags: Iterable[str]) -> list[str]:
    """``["what:activity/yoga", ...]`` (a case file's note tags) -> the paths."""
    return [t.partition(":")[2] if ":" in t else t for t in tags]


# ---------------------------------------------------------------------------------------------
# Tag vocabulary (Table 2)


@dataclass(frozen=True)
class Vocabulary:
    cases: int
    notes: float  # per case
    distinct_tags: float  # per case
    tags_per_note: float
    reuse: float
    failed_share: float  # notes whose extraction failed, over all notes

    def as_dict(self) -> dict[str, float]:
        return {"cases": self.cases, "notes": self.notes, "distinct_tags": self.distinct_tags,
                "tags_per_note": self.tags_per_note, "reuse": self.reuse, "failed_share": self.failed_share}


def case_vocabulary(notes: Sequence[dict[str, Any]]) -> tuple[int, int, int] | None:
    """(notes, distinct tags, tag occurrences) of one case; None when it has no tag at all."""
    paths = [p for n in notes for p in tag_paths(n.get("tags", ()))]
    if not paths:
        return None
    return len(notes), len(set(paths)), len(paths)


def vocabulary(records: Iterable[dict[str, Any]]) -> Vocabulary:
    per_case = []
    n_notes = n_failed = 0
    for rec in records:
        notes = rec.get("notes", [])
        n_notes += len(notes)
        n_failed += sum(bool(n.get("failed")) for n in notes)
        v = case_vocabulary(notes)
        if v is not None:
            per_case.append(v)
    if not per_case:
        return Vocabulary(0, 0.0, 0.0, 0.0, 0.0, n_failed / n_notes if n_notes else 0.0)
    return Vocabulary(
        cases=len(per_case),
        notes=fmean(n for n, _, _ in per_case),
        distinct_tags=fmean(d for _, d, _ in per_case),
        tags_per_note=fmean(o / n for n, _, o in per_case),
        reuse=fmean(o / d for _, d, o in per_case),
        failed_share=n_failed / n_notes if n_notes else 0.0,
    )


# ---------------------------------------------------------------------------------------------
# Helpful tags and failure categories (Table 10)


def helpful_tags(tags: Iterable[str], question: str) -> list[str]:
    """The tags (as stored, ``cat:path``) whose path shares a content token with ``question``."""
    wanted = set(content_tokens(question))
    tags = list(tags)
    return [t for t, p in zip(tags, tag_paths(tags), strict=True) if wanted & set(tokenize(p))]


@dataclass(frozen=True)
class Unit:
    """One (question, gold note) pair under one extractor."""

    case_id: str
    qid: str
    gold: str
    question: str
    tagged: bool
    helpful: tuple[str, ...]
    recovered: dict[str, bool]  # graph configuration -> gold note in its top 5


def units(records: Iterable[dict[str, Any]], methods: Sequence[str]) -> dict[tuple[str, str, str], Unit]:
    """Every (question, gold note) unit of a run, keyed (case id, qid, gold turn key)."""
    out: dict[tuple[str, str, str], Unit] = {}
    for rec in records:
        tags_of = {n["turn"]: n.get("tags", []) for n in rec.get("notes", [])}
        for q in rec.get("questions", []):
            results = q.get("results", {})
            for gold in q.get("gold_notes", []):
                helpful = tuple(helpful_tags(tags_of.get(gold, []), q["text"]))
                recovered = {}
                for m in methods:
                    if m in results:
                        rank = results[m].get("gold_ranks", {}).get(gold)
                        recovered[m] = rank is not None and rank <= RECALL_K
                out[(rec["case_id"], q["qid"], gold)] = Unit(rec["case_id"], q["qid"], gold, q["text"],
                                                              bool(helpful), helpful, recovered)
    return out


@dataclass
class FailureTable:
    extractors: list[str]
    methods: list[str]
    pool: int = 0
    units_total: int = 0
    counts: dict[str, int] = field(default_factory=lambda: {c: 0 for c in CATEGORIES})
    # category -> extractor -> (tagged share, succeeded share of the tagged; None if none tagged)
    cells: dict[str, dict[str, tuple[float, float | None]]] = field(default_factory=dict)
    examples: dict[str, dict[str, Any]] = field(default_factory=dict)
    single_extractor: bool = False

    def as_dict(self) -> dict[str, Any]:
        return {"extractors": self.extractors, "methods": self.methods, "pool": self.pool,
                "units_total": self.units_total, "counts": self.counts,
                "cells": {c: {e: list(v) for e, v in row.items()} for c, row in self.cells.items()},
                "examples": self.examples, "single_extractor": self.single_extractor}


def graph_methods_in(runs: Sequence[tuple[str, Sequence[dict[str, Any]]]]) -> list[str]:
    """Graph configurations present in every run (falls back to every method they share)."""
    def present(records: Sequence[dict[str, Any]]) -> set[str]:
        return {m for r in records for q in r.get("questions", []) for m in q.get("results", {})}

    shared = set.intersection(*(present(recs) for _, recs in runs)) if runs else set()
    graph = [m for m in GRAPH_METHODS if m in shared]
    return graph or sorted(m for m in shared if m != "openclaw" and not m.startswith("adaptive-"))


def failure_categories(runs: Sequence[tuple[str, Sequence[dict[str, Any]]]],
                       methods: Sequence[str] | None = None) -> FailureTable:
    """C1-C4 over ``runs`` = [(extractor id, case records)] of one dataset (one run per extractor;
    later runs with an extractor already seen are ignored)."""
    seen: dict[str, Sequence[dict[str, Any]]] = {}
    for ext, recs in runs:
        seen.setdefault(ext, recs)
    runs = list(seen.items())
    methods = list(methods) if methods is not None else graph_methods_in(runs)
    per_ext = {ext: units(recs, methods) for ext, recs in runs}
    table = FailureTable(extractors=list(per_ext), methods=methods, single_extractor=len(per_ext) == 1)
    if not per_ext:
        return table
    keys = set.intersection(*(set(u) for u in per_ext.values()))
    table.units_total = len(keys)
    members: dict[str, list[tuple[str, str, str]]] = {c: [] for c in CATEGORIES}
    for key in sorted(keys):
        us = [per_ext[e][key] for e in per_ext]
        if all(all(u.recovered.get(m, False) for m in methods) for u in us):
            continue  # nobody missed it: not in the pool
        tagged = [u.tagged for u in us]
        if not any(tagged):
            cat = "C1"
        elif not all(tagged):
            cat = "C2"
        elif not any(any(u.recovered.values()) for u in us):
            cat = "C3"
        else:
            cat = "C4"
        members[cat].append(key)
    table.pool = sum(len(v) for v in members.values())
    for cat, keys_in in members.items():
        table.counts[cat] = len(keys_in)
        row = {}
        for ext, by_key in per_ext.items():
            tagged_keys = [k for k in keys_in if by_key[k].tagged]
            ok = [k for k in tagged_keys if any(by_key[k].recovered.values())]
            row[ext] = (len(tagged_keys) / len(keys_in) if keys_in else 0.0,
                        len(ok) / len(tagged_keys) if tagged_keys else None)
        table.cells[cat] = row
        if keys_in:
            k = keys_in[0]
            table.examples[cat] = {
                "case_id": k[0], "qid": k[1], "gold_note": k[2], "question": per_ext[next(iter(per_ext))][k].question,
                "helpful_tags": {e: list(per_ext[e][k].helpful) for e in per_ext},
                "recovered": {e: per_ext[e][k].recovered for e in per_ext},
            }
    return table
