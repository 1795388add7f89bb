"""ATANT story loader: a folder of story YAML files -> :class:`Case` records.

One story is one case (one memory store). Every batch becomes one turn (``user`` = the batch's
``user_input``, no assistant text), in-story retrieval questions and general-knowledge traps
included, because an agent's memory stores them too. The story's ``final_verification`` list gives
the questions; a note is relevant when its text contains ALL expected substrings (strict) or ANY
(permissive), case-insensitive, with runs of whitespace collapsed in both.

Batch times are relative ("Monday 9:00 AM", "Week 4 - Wednesday 3:15 PM", "Next Friday 5:00 PM",
"Second week Friday 7:00 PM"). They become datetimes counted from a fixed Monday,
:data:`BASE_DATE`: the clock time is taken as written; the day moves forward to the batch's
weekday, staying on the same day when the weekday and clock allow it and wrapping into the next
week when the weekday comes earlier (or the same weekday at an earlier clock). "Next <weekday>"
always moves to a later day. "Week N" / "Nth week" / "Nth <weekday>" place the batch in week N
when that is not earlier than the previous batch. A time without a weekday keeps the previous day;
a batch with no readable time comes one minute after the previous one. Timestamps therefore never
go backwards within a story.

Run ``python -m taggraph.bench.datasets.atant --data FOLDER [--split core]`` for a summary.
"""

from __future__ import annotations

import argparse
import calendar
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import yaml

from ...errors import InvalidArgumentError, TaggraphError
from ...notes import Turn
from .base import Case, Question

# A Monday, so that week and weekday arithmetic is plain addition.
BASE_DATE = datetime(2025, 1, 6, 9, 0)

# Story id ranges of the ATANT v1.0 rounds (inclusive).
SPLITS: dict[str, tuple[int, int]] = {
    "core": (1, 50),
    "r2": (51, 100),
    "r3": (101, 150),
    "r4": (151, 200),
    "r5": (201, 250),
    "stress": (51, 250),
    "all": (1, 10**9),
}


class AtantFormatError(TaggraphError, ValueError):
    """A story file that is not a valid ATANT story; the message names the file."""


# ---------------------------------------------------------------------------------------------
# Relevance


def _fold(text: str) -> str:
    return " ".join(text.split()).lower()


def relevant_strict(text: str, expected: Sequence[str]) -> bool:
    """True when ``text`` contains every expected substring (case-insensitive, whitespace collapsed)."""
    folded = _fold(text)
    subs = [_fold(s) for s in expected]
    return bool(subs) and all(s in folded for s in subs)


def relevant_permissive(text: str, expected: Sequence[str]) -> bool:
    """True when ``text`` contains at least one expected substring."""
    folded = _fold(text)
    return any(_fold(s) in folded for s in expected if _fold(s))


def relevant_turns(case: Case, question: Question, *, strict: bool = True) -> frozenset[int]:
    """Indexes into ``case.turns`` of the notes relevant to ``question``."""
    test = relevant_strict if strict else relevant_permissive
    return frozenset(i for i, t in enumerate(case.turns) if test(t.user, question.expected_substrings))


def questions_without_relevant(cases: Iterable[Case], *, strict: bool = True) -> list[str]:
    """Question ids that no note of their case answers (they cap every method's recall)."""
    return [q.qid for c in cases for q in c.questions if not relevant_turns(c, q, strict=strict)]


# ---------------------------------------------------------------------------------------------
# Batch times

_WEEKDAYS = {name.lower(): i for i, name in enumerate(calendar.day_name)}
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}
_CLOCK = re.compile(r"\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?\b", re.I)
_CLOCK_24 = re.compile(r"\b(\d{1,2}):(\d{2})\b")
_WEEK_NUM = re.compile(r"\bweek\s+(\d+)\b", re.I)
_ORDINAL_WEEK = re.compile(
    r"\b(" + "|".join(_ORDINALS) + r")\s+(?:week\b|(?=" + "|".join(_WEEKDAYS) + "))", re.I
)


@dataclass(frozen=True)
class _TimeSpec:
    weekday: int | None
    hour: int | None
    minute: int
    week: int | None  # 1-based week number when stated
    next_: bool


def _parse_time(text: str) -> _TimeSpec:
    low = text.lower()
    weekday = next((i for name, i in _WEEKDAYS.items() if re.search(rf"\b{name}\b", low)), None)
    hour: int | None = None
    minute = 0
    if m := _CLOCK.search(low):
        hour = int(m.group(1)) % 12 + (12 if m.group(3).lower() == "p" else 0)
        minute = int(m.group(2) or 0)
    elif m := _CLOCK_24.search(low):
        hour, minute = int(m.group(1)), int(m.group(2))
    if hour is not None and not (0 <= hour < 24 and 0 <= minute < 60):
        hour, minute = None, 0
    week: int | None = None
    if m := _WEEK_NUM.search(low):
        week = int(m.group(1))
    elif m := _ORDINAL_WEEK.search(low):
        week = _ORDINALS[m.group(1).lower()]
    return _TimeSpec(weekday, hour, minute, week, bool(re.search(r"\bnext\b", low)))


def batch_datetime(time_text: str, previous: datetime | None) -> datetime:
    """Datetime of one batch given the previous batch's (``None`` for the first); see module doc."""
    spec = _parse_time(time_text or "")
    prev = previous or BASE_DATE.replace(hour=0, minute=0)
    if spec.weekday is None and spec.hour is None:
        return prev + timedelta(minutes=1) if previous else BASE_DATE
    day = prev.replace(hour=0, minute=0, second=0, microsecond=0)
    hour = spec.hour if spec.hour is not None else (prev.hour if previous else BASE_DATE.hour)
    minute = spec.minute if spec.hour is not None else (prev.minute if previous else 0)
    if spec.weekday is not None:
        if spec.week is not None:
            placed = BASE_DATE.replace(hour=0, minute=0) + timedelta(days=7 * (spec.week - 1) + spec.weekday)
            if placed.replace(hour=hour, minute=minute) >= (previous or placed):
                return placed.replace(hour=hour, minute=minute)
        ahead = (spec.weekday - day.weekday()) % 7
        if spec.next_ and ahead == 0:
            ahead = 7
        day += timedelta(days=ahead)
    candidate = day.replace(hour=hour, minute=minute)
    if previous is not None and candidate < previous:
        # Same weekday at an earlier clock: the story has moved on a week (or a day without weekday).
        candidate += timedelta(days=7 if spec.weekday is not None else 1)
    return candidate


# ---------------------------------------------------------------------------------------------
# Loading


def _require(cond: bool, path: Path, message: str) -> None:
    if not cond:
        raise AtantFormatError(f"{path}: {message}")


def parse_story(data: Any, path: Path) -> Case:
    """One story mapping (already read from YAML) -> Case; errors name ``path``."""
    _require(isinstance(data, dict), path, "top level is not a mapping")
    _require("story_id" in data, path, "missing story_id")
    try:
        story_id = int(data["story_id"])
    except (TypeError, ValueError):
        raise AtantFormatError(f"{path}: story_id {data['story_id']!r} is not an integer") from None
    batches = data.get("batches")
    _require(isinstance(batches, list) and bool(batches), path, "missing or empty 'batches' list")
    category = str(data.get("category") or "")
    sid = str(story_id)
    turns: list[Turn] = []
    previous: datetime | None = None
    for pos, batch in enumerate(batches):
        _require(isinstance(batch, dict), path, f"batch #{pos + 1} is not a mapping")
        user = batch.get("user_input")
        _require(isinstance(user, str), path, f"batch #{pos + 1} has no user_input text")
        number = batch.get("batch", pos + 1)
        time_text = str(batch.get("time") or "")
        previous = batch_datetime(time_text, previous)
        meta: dict[str, Any] = {"turn_id": number, "time": time_text}
        if isinstance(batch.get("verification"), dict):
            meta["verification"] = batch["verification"].get("type")
        turns.append(Turn(user=user.strip(), assistant="", timestamp=previous, session_id=sid, meta=meta))
    finals = data.get("final_verification") or []
    _require(isinstance(finals, list), path, "'final_verification' is not a list")
    questions: list[Question] = []
    for i, item in enumerate(finals, 1):
        _require(
            isinstance(item, dict) and isinstance(item.get("question"), str),
            path,
            f"final_verification #{i} has no question text",
        )
        expected = item.get("expected_contains") or []
        if isinstance(expected, str):
            expected = [expected]
        _require(
            isinstance(expected, list) and all(isinstance(e, (str, int, float)) for e in expected),
            path,
            f"final_verification #{i}: expected_contains is not a list of strings",
        )
        questions.append(
            Question(
                qid=f"{sid}_q{i}",
                text=item["question"],
                qtype=category,
                expected_substrings=tuple(str(e) for e in expected),
                date=previous,
                meta={"category": category, "story_id": story_id},
            )
        )
    meta = {
        "story_id": story_id,
        "story_name": str(data.get("story_name") or ""),
        "category": category,
        "path": str(path),
    }
    return Case(case_id=sid, turns=tuple(turns), questions=tuple(questions), meta=meta)


def load_story(path: str | Path) -> Case:
    path = Path(path)
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        raise AtantFormatError(f"{path}: invalid YAML: {exc}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise AtantFormatError(f"{path}: cannot read: {exc}") from None
    return parse_story(data, path)


def load(folder: str | Path, split: str = "all") -> list[Case]:
    """Every story under ``folder`` (searched recursively) in ``split``, ordered by story id."""
    folder = Path(folder)
    if split not in SPLITS:
        raise InvalidArgumentError(f"unknown ATANT split {split!r}; choose from {', '.join(SPLITS)}")
    if not folder.is_dir():
        raise AtantFormatError(f"ATANT folder not found: {folder}")
    lo, hi = SPLITS[split]
    files = sorted(p for p in folder.rglob("*") if p.suffix in (".yaml", ".yml") and p.is_file())
    cases = [c for c in (load_story(p) for p in files) if lo <= c.meta["story_id"] <= hi]
    seen: dict[int, str] = {}
    for c in cases:
        sid = c.meta["story_id"]
        if sid in seen:
            raise AtantFormatError(f"{c.meta['path']}: story_id {sid} already used by {seen[sid]}")
        seen[sid] = c.meta["path"]
    return sorted(cases, key=lambda c: c.meta["story_id"])


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description="Summarise an ATANT story folder.")
    ap.add_argument("--data", required=True, help="folder of story YAML files")
    ap.add_argument("--split", default="all", choices=sorted(SPLITS))
    args = ap.parse_args(argv)
    cases = load(args.data, args.split)
    n_q = sum(len(c.questions) for c in cases)
    print(f"stories {len(cases)}  turns {sum(len(c.turns) for c in cases)}  questions {n_q}")
    for strict in (True, False):
        missing = questions_without_relevant(cases, strict=strict)
        print(
            f"{'strict' if strict else 'permissive'}: {len(missing)} questions without a relevant note "
            f"{missing}"
        )


if __name__ == "__main__":
    main()
