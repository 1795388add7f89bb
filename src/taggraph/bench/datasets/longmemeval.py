"""LongMemEval loader (S, M and oracle files) -> :class:`Case` records, one case per question.

A file is one JSON array of question objects (``question_id``, ``question_type``, ``question``,
``answer``, ``question_date``, ``haystack_session_ids`` / ``haystack_dates`` /
``haystack_sessions`` in parallel, ``answer_session_ids``). Each question's haystack becomes the
case's turns:

- sessions in chronological order of ``haystack_dates`` (the oracle file lists them out of
  order; ties keep file order; an unreadable date sorts last and is recorded);
- a session id listed twice keeps its first copy; the repeat is recorded in
  ``case.meta["duplicated_sessions"]`` (and in ``"duplicated_sessions_differing"`` when the two
  copies are not identical);
- one turn per user message and the assistant message right after it. A session that starts with
  an assistant message, or an assistant message with no user message before it, gives a turn
  with an empty ``user``; a user message with no reply gives a turn with an empty ``assistant``;
- ``meta["turn_id"]`` = ``"<session_id>_<i>"`` with i the 1-based position of the turn's first
  message in its session (the official turn ids number user messages the same way), and
  ``meta["has_answer"]`` when either message carries ``has_answer: true``.

The question: ``gold_sessions`` = ``answer_session_ids``, ``gold_turns`` = the ``has_answer``
turns of those sessions, ``qtype`` = ``question_type``, ``answer`` as a string,
``date`` = ``question_date``, ``meta["abstention"]`` for ids ending in ``_abs``.

Memory: :func:`iter_cases` streams the array one question at a time, so only one haystack is
held as parsed JSON at once (the 277 MB S file would take several GB as one ``json.load``); keep
the yielded cases only as long as you need them.

Run ``python -m taggraph.bench.datasets.longmemeval --data FILE`` for a summary.
"""

from __future__ import annotations

import argparse
import json
import random
import re
from collections.abc import Iterable, Iterator, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, TextIO

from ...errors import InvalidArgumentError, TaggraphError
from ...notes import Turn
from .base import Case, Question

QUESTION_TYPES = (
    "single-session-user",
    "single-session-assistant",
    "single-session-preference",
    "multi-session",
    "temporal-reasoning",
    "knowledge-update",
)
SWEEP_DISTRACTORS = (0, 3, 8, 18, 36)  # the paper's section 6.1 sweep

_DATE = re.compile(r"(\d{4})[/-](\d{1,2})[/-](\d{1,2})(?:\s*\([A-Za-z]+\))?(?:\s+(\d{1,2}):(\d{2}))?")
_REQUIRED = ("question_id", "question", "haystack_session_ids", "haystack_dates",
             "haystack_sessions", "answer_session_ids")


class LongMemEvalFormatError(TaggraphError, ValueError):
    """The file is not in the LongMemEval format; the message names the file and question."""


def parse_date(text: str) -> datetime | None:
    """``"2023/05/30 (Tue) 23:40"`` -> datetime (no time -> midnight); None if unreadable."""
    m = _DATE.search(text or "")
    if not m:
        return None
    year, month, day, hour, minute = m.groups()
    try:
        return datetime(int(year), int(month), int(day), int(hour or 0), int(minute or 0))
    except ValueError:
        return None


def is_abstention(question_id: str) -> bool:
    return question_id.endswith("_abs")


# ---------------------------------------------------------------------------------------------
# Streaming JSON array reader


def _read_more(handle: TextIO, buffer: str, pos: int, size: int) -> tuple[str, bool]:
    chunk = handle.read(size)
    return buffer[pos:] + chunk, chunk == ""


def iter_json_array(handle: TextIO, chunk_size: int = 1 << 22) -> Iterator[Any]:
    """Yield the elements of a top-level JSON array one at a time.

    Reads ``chunk_size`` characters at a time; an element cut by the chunk boundary is decoded
    again once more text is read, with the read size growing with the element so a huge element
    costs a few re-reads, not one per chunk."""
    decoder = json.JSONDecoder()
    buffer, eof = _read_more(handle, "", 0, chunk_size)
    pos = 0

    def skip_ws() -> None:
        nonlocal buffer, pos, eof
        while True:
            while pos < len(buffer) and buffer[pos] in " \t\r\n":
                pos += 1
            if pos < len(buffer) or eof:
                return
            buffer, eof = _read_more(handle, buffer, pos, chunk_size)
            pos = 0

    skip_ws()
    if pos >= len(buffer) or buffer[pos] != "[":
        raise ValueError("expected a JSON array")
    pos += 1
    skip_ws()
    if pos < len(buffer) and buffer[pos] == "]":
        return
    while True:
        try:
            element, end = decoder.raw_decode(buffer, pos)
            # A scalar cut at the buffer's end decodes "successfully" (12 of 123): make sure
            # a delimiter follows before trusting it.
            if end >= len(buffer) and not eof:
                raise json.JSONDecodeError("element may continue", buffer, end)
        except json.JSONDecodeError:
            if eof:
                raise
            buffer, eof = _read_more(handle, buffer, pos, max(chunk_size, len(buffer) - pos))
            pos = 0
            continue
        yield element
        pos = end
        skip_ws()
        if pos >= len(buffer):
            raise ValueError("unterminated JSON array")
        if buffer[pos] == "]":
            return
        if buffer[pos] != ",":
            raise ValueError(f"expected ',' or ']' after an array element, got {buffer[pos]!r}")
        pos += 1
        skip_ws()


# ---------------------------------------------------------------------------------------------
# Records


def pair_messages(messages: Sequence[dict[str, Any]]) -> list[tuple[int, str, str, bool]]:
    """Session messages -> (position of first message, user, assistant, has_answer) per turn.

    A user message takes the assistant message right after it; anything else stands alone
    (an assistant message without a user message before it, a user message without a reply).
    Roles other than "user" are treated as the assistant side."""
    turns: list[tuple[int, str, str, bool]] = []
    i = 0
    while i < len(messages):
        msg = messages[i]
        answer = bool(msg.get("has_answer"))
        if msg.get("role") == "user":
            nxt = messages[i + 1] if i + 1 < len(messages) else None
            if nxt is not None and nxt.get("role") != "user":
                turns.append((i, str(msg.get("content", "")), str(nxt.get("content", "")),
                              answer or bool(nxt.get("has_answer"))))
                i += 2
                continue
            turns.append((i, str(msg.get("content", "")), "", answer))
        else:
            turns.append((i, "", str(msg.get("content", "")), answer))
        i += 1
    return turns


def _check(item: Any, source: str, index: int) -> str:
    if not isinstance(item, dict):
        raise LongMemEvalFormatError(f"{source}: element {index} is not a question object")
    qid = str(item.get("question_id", f"#{index}"))
    missing = [k for k in _REQUIRED if k not in item]
    if missing:
        raise LongMemEvalFormatError(f"{source}: question {qid} lacks {', '.join(missing)}; "
                                     "expected the LongMemEval format")
    ids, dates, sessions = (item["haystack_session_ids"], item["haystack_dates"],
                            item["haystack_sessions"])
    if not (isinstance(ids, list) and isinstance(dates, list) and isinstance(sessions, list)
            and len(ids) == len(dates) == len(sessions)):
        raise LongMemEvalFormatError(f"{source}: question {qid}: haystack_session_ids, "
                                     "haystack_dates and haystack_sessions must be lists of equal length")
    return qid


def parse_item(item: Any, source: str = "<data>", index: int = 0) -> Case:
    """One LongMemEval question object -> Case (its haystack and the one question)."""
    qid = _check(item, source, index)
    first_copy: dict[str, int] = {}
    duplicated: list[str] = []
    differing: list[str] = []
    for i, sid in enumerate(map(str, item["haystack_session_ids"])):
        if sid in first_copy:
            duplicated.append(sid)
            if item["haystack_sessions"][i] != item["haystack_sessions"][first_copy[sid]]:
                differing.append(sid)
        else:
            first_copy[sid] = i
    dates = {sid: parse_date(str(item["haystack_dates"][i])) for sid, i in first_copy.items()}
    # Chronological; ties keep file order; unreadable dates last.
    order = sorted(first_copy, key=lambda s: (dates[s] is None, dates[s] or datetime.min,
                                              first_copy[s]))
    turns: list[Turn] = []
    for sid in order:
        messages = item["haystack_sessions"][first_copy[sid]]
        if not isinstance(messages, list):
            raise LongMemEvalFormatError(f"{source}: question {qid}: session {sid} is not a list")
        for pos, user, assistant, has_answer in pair_messages(messages):
            turns.append(Turn(user=user, assistant=assistant, timestamp=dates[sid],
                              session_id=sid,
                              meta={"turn_id": f"{sid}_{pos + 1}", "has_answer": has_answer}))
    gold_sessions = tuple(dict.fromkeys(map(str, item["answer_session_ids"])))
    gold_set = set(gold_sessions)
    answer = item.get("answer")
    question = Question(
        qid=qid, text=str(item["question"]), qtype=str(item.get("question_type", "")),
        gold_sessions=gold_sessions,
        gold_turns=tuple(t.meta["turn_id"] for t in turns
                         if t.meta["has_answer"] and t.session_id in gold_set),
        answer="" if answer is None else str(answer),
        date=parse_date(str(item.get("question_date", ""))),
        meta={"abstention": is_abstention(qid),
              "question_date": str(item.get("question_date", "")),
              "missing_gold_sessions": tuple(s for s in gold_sessions if s not in first_copy)})
    return Case(case_id=qid, turns=tuple(turns), questions=(question,),
                meta={"dataset": "longmemeval", "sessions": tuple(order),
                      "duplicated_sessions": tuple(duplicated),
                      "duplicated_sessions_differing": tuple(differing),
                      "unparsed_dates": tuple(s for s in order if dates[s] is None)})


def iter_cases(path: str | Path) -> Iterator[Case]:
    """Stream the cases of a LongMemEval JSON file, in file order."""
    path = Path(path)
    try:
        with path.open(encoding="utf-8") as handle:
            for index, item in enumerate(iter_json_array(handle)):
                yield parse_item(item, str(path), index)
    except (OSError, ValueError) as exc:
        if isinstance(exc, LongMemEvalFormatError):
            raise
        raise LongMemEvalFormatError(f"{path}: cannot read LongMemEval JSON ({exc})") from exc


def load(path: str | Path) -> list[Case]:
    """All cases of a file in memory (fine for oracle; prefer :func:`iter_cases` for S/M)."""
    return list(iter_cases(path))


def load_grouped(path: str | Path) -> list[Case]:
    """Cases of a file whose questions share haystacks, one case per distinct haystack (its
    questions in file order; the case id is its first question's id). Questions over one
    conversation then build one memory, and cross-validation never splits a conversation."""
    groups: dict[tuple[str, ...], list[Case]] = {}
    for case in iter_cases(path):
        key = tuple(f"{t.session_id}\x00{t.user}\x00{t.assistant}" for t in case.turns)
        groups.setdefault(key, []).append(case)
    return [Case(case_id=cases[0].case_id, turns=cases[0].turns,
                 questions=tuple(q for c in cases for q in c.questions), meta=cases[0].meta)
            for cases in groups.values()]


# ---------------------------------------------------------------------------------------------
# Distractor sweep


def sample_distractors(case: Case, n: int, seed: int = 0) -> Case:
    """The case with its gold sessions plus ``n`` sampled distractor sessions (all if fewer).

    Deterministic for (case, seed), and nested: the distractors for n are the first n of one
    seeded shuffle, so the n=3 haystack is inside the n=8 one and the sweep varies only the
    number of distractors. Turns keep their chronological order. The new case's id is
    ``"<case_id>@<n>"`` so per-case caches keep sweep points apart."""
    if n < 0:
        raise InvalidArgumentError("n must be >= 0")
    sessions = tuple(case.meta.get("sessions") or dict.fromkeys(t.session_id for t in case.turns))
    gold = {s for q in case.questions for s in q.gold_sessions}
    distractors = [s for s in sessions if s not in gold]
    random.Random(f"{seed}:{case.case_id}").shuffle(distractors)
    chosen = set(distractors[:n])
    kept = tuple(s for s in sessions if s in gold or s in chosen)
    keep = set(kept)
    return Case(case_id=f"{case.case_id}@{n}",
                turns=tuple(t for t in case.turns if t.session_id in keep),
                questions=case.questions,
                meta={**case.meta, "sessions": kept, "source_case": case.case_id,
                      "distractors": len(chosen), "distractors_requested": n,
                      "distractors_available": len(distractors), "distractor_seed": seed})


# ---------------------------------------------------------------------------------------------
# Summary


def summary(cases: Iterable[Case]) -> dict[str, Any]:
    """Counts worth printing beside any LongMemEval result (consumes an iterator once)."""
    out: dict[str, Any] = {"cases": 0, "turns": 0, "sessions": 0, "abstention": 0,
                           "by_type": {t: 0 for t in QUESTION_TYPES},
                           "cases_with_duplicated_sessions": [],
                           "cases_with_missing_gold": [], "cases_with_unparsed_dates": []}
    for case in cases:
        out["cases"] += 1
        out["turns"] += len(case.turns)
        out["sessions"] += len(case.meta.get("sessions", ()))
        for q in case.questions:
            out["by_type"][q.qtype] = out["by_type"].get(q.qtype, 0) + 1
            out["abstention"] += bool(q.meta.get("abstention"))
            if q.meta.get("missing_gold_sessions"):
                out["cases_with_missing_gold"].append(case.case_id)
        if case.meta.get("duplicated_sessions"):
            out["cases_with_duplicated_sessions"].append(case.case_id)
        if case.meta.get("unparsed_dates"):
            out["cases_with_unparsed_dates"].append(case.case_id)
    out["sessions_per_case"] = out["sessions"] / out["cases"] if out["cases"] else 0.0
    out["turns_per_case"] = out["turns"] / out["cases"] if out["cases"] else 0.0
    return out


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Summarise a LongMemEval JSON file.")
    parser.add_argument("--data", required=True, help="longmemeval_s_cleaned.json, _m_ or oracle")
    args = parser.parse_args(argv)
    try:
        print(json.dumps(summary(iter_cases(args.data)), indent=2))
    except LongMemEvalFormatError as exc:
        parser.exit(2, f"error: {exc}\n")


if __name__ == "__main__":
    main()
