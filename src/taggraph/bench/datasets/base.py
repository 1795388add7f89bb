"""Benchmark records shared by every dataset loader (ir_datasets-style: cases of turns and
questions)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from ...notes import Turn


@dataclass(frozen=True)
class Question:
    qid: str
    text: str
    qtype: str = ""
    # Gold labels; a dataset fills the ones it has.
    gold_sessions: tuple[str, ...] = ()
    gold_turns: tuple[str, ...] = ()
    expected_substrings: tuple[str, ...] = ()
    answer: str = ""
    date: datetime | None = None
    meta: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)


@dataclass(frozen=True)
class Case:
    """One memory store to build (its turns, in order) and the questions asked of it.

    Each turn's ``meta`` carries ``turn_id`` (the dataset's id for it, e.g. LoCoMo "D3:7") so
    gold labels can be matched to the notes that turns become."""

    case_id: str
    turns: tuple[Turn, ...]
    questions: tuple[Question, ...]
    meta: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
