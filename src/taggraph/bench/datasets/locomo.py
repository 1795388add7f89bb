"""LoCoMo loader: the published ``locomo10.json`` format -> :class:`Case` records.

One conversation (``sample_id``) is one case. Every dialogue turn becomes one turn, in session
order: ``user`` = ``"<speaker>: <text>"`` (the two people in a LoCoMo dialogue are both "users"
of the memory, and questions name them, so the name stays in the text), ``assistant`` empty, the
timestamp of its session (``session_N_date_time``, e.g. "4:12 pm on 19 March, 2021"),
``session_id`` = ``"session_N"`` and ``meta["turn_id"]`` = the dia_id ("D3:7"). A turn that shares
an image carries its ``blip_caption`` as ``"[shares an image: <caption>]"`` after the text: many
gold turns are answerable only through the caption.

Questions: ``gold_turns`` = the ``evidence`` dia_ids after normalisation, ``gold_sessions`` the
sessions of those turns, ``qtype`` the category name, ``answer`` = ``answer`` (or
``adversarial_answer`` for category 5) as a string. Evidence strings are sometimes malformed:
several ids in one string ("D8:6; D9:17"), zero padding ("D01:3"), a stray colon ("D:11:26"), no
id at all ("D"), or an id the conversation does not have. Every id is normalised to ``D<n>:<m>``;
what was split, repaired or dropped is recorded per question (``meta["evidence_issues"]``) and
totalled by :func:`summary`.

Run ``python -m taggraph.bench.datasets.locomo --data FILE`` for a summary.
"""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from ...errors import TaggraphError
from ...notes import Turn
from .base import Case, Question

CATEGORIES: dict[int, str] = {
    1: "multi-hop",
    2: "temporal",
    3: "open-domain",
    4: "single-hop",
    5: "adversarial",
}

# Lenient on purpose: tolerates padding, spaces and a stray colon after "D"; the canonical
# form D<n>:<m> is rebuilt from the two numbers.
_EVIDENCE_ID = re.compile(r"D\s*:?\s*(\d+)\s*:\s*(\d+)")
_SESSION_KEY = re.compile(r"session_(\d+)")
_DATE_TIME = re.compile(
    r"(\d{1,2}):(\d{2})\s*([ap])\.?\s*m\.?\s+on\s+(\d{1,2})\s+([A-Za-z]+)\.?,?\s+(\d{4})", re.I)
_MONTHS = {name.lower(): i for i, name in enumerate(
    ["January", "February", "March", "April", "May", "June", "July", "August", "September",
     "October", "November", "December"], start=1)}


class LocomoFormatError(TaggraphError, ValueError):
    """The file is not in the LoCoMo format; the message names the file and the item."""


@dataclass(frozen=True)
class EvidenceIssue:
    """One evidence entry that was not a single well-formed, known dia_id.

    ``kind``: ``split`` (several ids in one string; the ids are kept), ``repaired`` (padding or
    punctuation fixed; kept), ``no_id`` (nothing id-like; dropped), ``unknown_id`` (not a turn
    of this conversation; dropped), ``duplicate`` (listed twice; the repeat is dropped)."""

    case_id: str
    qid: str
    raw: str
    kind: str
    detail: str = ""

    @property
    def dropped(self) -> bool:
        return self.kind in ("no_id", "unknown_id", "duplicate")


def parse_date_time(text: str) -> datetime | None:
    """``"4:12 pm on 19 March, 2021"`` -> datetime; None when the text is not in that shape."""
    m = _DATE_TIME.search(text or "")
    if not m:
        return None
    hour, minute, half, day, month_name, year = m.groups()
    month = _MONTHS.get(month_name.lower()) or next(
        (i for name, i in _MONTHS.items() if len(month_name) >= 3 and name.startswith(month_name.lower())),
        None)
    if month is None or not 1 <= int(hour) <= 12:
        return None
    hour24 = int(hour) % 12 + (12 if half.lower() == "p" else 0)
    try:
        return datetime(int(year), month, int(day), hour24, int(minute))
    except ValueError:
        return None


def turn_text(turn: dict[str, Any]) -> str:
    """The note text of one dialogue turn: speaker, words, and the shared image's caption."""
    text = f"{turn.get('speaker', '')}: {turn.get('text', '')}".rstrip()
    caption = turn.get("blip_caption")
    if caption:
        text = f"{text} [shares an image: {caption}]"
    return text


def session_of(dia_id: str) -> str:
    """``"D3:7"`` -> ``"session_3"``."""
    return f"session_{int(dia_id[1:].split(':', maxsplit=1)[0])}"


def normalize_evidence(raw: Iterable[Any], known_ids: set[str], case_id: str = "",
                       qid: str = "") -> tuple[tuple[str, ...], tuple[EvidenceIssue, ...]]:
    """Evidence entries -> (kept canonical dia_ids in order, issues found)."""
    kept: list[str] = []
    issues: list[EvidenceIssue] = []
    for entry in raw:
        text = str(entry)
        matches = list(_EVIDENCE_ID.finditer(text))
        if not matches:
            issues.append(EvidenceIssue(case_id, qid, text, "no_id"))
            continue
        if len(matches) > 1:
            issues.append(EvidenceIssue(case_id, qid, text, "split", str(len(matches))))
        for m in matches:
            canonical = f"D{int(m.group(1))}:{int(m.group(2))}"
            if m.group(0) != canonical or (len(matches) == 1 and text.strip() != canonical):
                issues.append(EvidenceIssue(case_id, qid, text, "repaired", canonical))
            if canonical not in known_ids:
                issues.append(EvidenceIssue(case_id, qid, text, "unknown_id", canonical))
            elif canonical in kept:
                issues.append(EvidenceIssue(case_id, qid, text, "duplicate", canonical))
            else:
                kept.append(canonical)
    return tuple(kept), tuple(issues)


def _session_numbers(conversation: dict[str, Any]) -> list[int]:
    return sorted(int(m.group(1)) for key in conversation
                  if (m := _SESSION_KEY.fullmatch(key)) and isinstance(conversation[key], list))


def parse_conversation(item: Any, source: str = "<data>") -> Case:
    """One LoCoMo item (a conversation with its questions) -> Case."""
    if not isinstance(item, dict) or not isinstance(item.get("conversation"), dict):
        raise LocomoFormatError(f"{source}: an item has no 'conversation' object; "
                                "expected the locomo10.json format")
    case_id = str(item.get("sample_id", ""))
    conversation = item["conversation"]
    turns: list[Turn] = []
    unparsed_dates: list[str] = []
    for n in _session_numbers(conversation):
        session_id = f"session_{n}"
        date_text = str(conversation.get(f"{session_id}_date_time", ""))
        timestamp = parse_date_time(date_text)
        if timestamp is None:
            unparsed_dates.append(f"{session_id}: {date_text!r}")
        for position, raw_turn in enumerate(conversation[session_id], start=1):
            if not isinstance(raw_turn, dict):
                raise LocomoFormatError(f"{source}: {case_id} {session_id} turn {position} "
                                        "is not an object")
            turns.append(Turn(
                user=turn_text(raw_turn), assistant="", timestamp=timestamp, session_id=session_id,
                meta={"turn_id": str(raw_turn.get("dia_id", f"D{n}:{position}")),
                      "speaker": raw_turn.get("speaker", ""),
                      "has_image": bool(raw_turn.get("blip_caption"))}))
    known = {t.meta["turn_id"] for t in turns}
    questions = [_question(qa, i, case_id, known, source)
                 for i, qa in enumerate(item.get("qa") or [], start=1)]
    return Case(case_id=case_id, turns=tuple(turns), questions=tuple(questions),
                meta={"dataset": "locomo",
                      "speakers": (conversation.get("speaker_a"), conversation.get("speaker_b")),
                      "sessions": len(_session_numbers(conversation)),
                      "unparsed_dates": tuple(unparsed_dates)})


def _question(qa: Any, index: int, case_id: str, known: set[str], source: str) -> Question:
    if not isinstance(qa, dict) or "question" not in qa:
        raise LocomoFormatError(f"{source}: {case_id} qa #{index} has no 'question'")
    qid = f"{case_id}:q{index}"
    category = qa.get("category")
    evidence = qa.get("evidence") or []
    if isinstance(evidence, str):
        evidence = [evidence]
    gold_turns, issues = normalize_evidence(evidence, known, case_id, qid)
    answer = qa.get("answer", qa.get("adversarial_answer"))
    return Question(
        qid=qid, text=str(qa["question"]),
        qtype=CATEGORIES.get(category, str(category)) if isinstance(category, int) else str(category),
        gold_turns=gold_turns,
        gold_sessions=tuple(dict.fromkeys(session_of(t) for t in gold_turns)),
        answer="" if answer is None else str(answer),
        meta={"category": category, "evidence_raw": tuple(str(e) for e in evidence),
              "evidence_issues": issues})


def load(path: str | Path) -> list[Case]:
    """Read a LoCoMo JSON file (a list of conversations) into cases, in file order."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise LocomoFormatError(f"{path}: cannot read LoCoMo JSON ({exc})") from exc
    if not isinstance(data, list):
        raise LocomoFormatError(f"{path}: expected a JSON list of conversations")
    return [parse_conversation(item, str(path)) for item in data]


def evidence_issues(cases: Iterable[Case]) -> list[EvidenceIssue]:
    return [issue for case in cases for q in case.questions
            for issue in q.meta.get("evidence_issues", ())]


def summary(cases: Sequence[Case]) -> dict[str, Any]:
    """Counts worth printing beside any LoCoMo result (JSON-serialisable)."""
    questions = [q for c in cases for q in c.questions]
    by_category: dict[str, int] = {name: 0 for name in CATEGORIES.values()}
    for q in questions:
        by_category[q.qtype] = by_category.get(q.qtype, 0) + 1
    issues = evidence_issues(cases)
    kinds: dict[str, int] = {}
    for issue in issues:
        kinds[issue.kind] = kinds.get(issue.kind, 0) + 1
    return {
        "cases": len(cases),
        "sessions": sum(c.meta.get("sessions", 0) for c in cases),
        "turns": sum(len(c.turns) for c in cases),
        "image_turns": sum(1 for c in cases for t in c.turns if t.meta.get("has_image")),
        "questions": len(questions),
        "questions_by_category": by_category,
        "questions_without_gold": [q.qid for q in questions if not q.gold_turns],
        "evidence_entries": sum(len(q.meta.get("evidence_raw", ())) for q in questions),
        "gold_turn_ids": sum(len(q.gold_turns) for q in questions),
        "evidence_issue_counts": kinds,
        "evidence_dropped": [asdict(i) for i in issues if i.dropped],
        "evidence_fixed": [asdict(i) for i in issues if not i.dropped],
        "unparsed_dates": [f"{c.case_id} {d}" for c in cases for d in c.meta.get("unparsed_dates", ())],
    }


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Summarise a LoCoMo JSON file.")
    parser.add_argument("--data", required=True, help="path to locomo10.json (or a subset)")
    args = parser.parse_args(argv)
    try:
        cases = load(args.data)
    except LocomoFormatError as exc:
        parser.exit(2, f"error: {exc}\n")
    print(json.dumps(summary(cases), indent=2))


if __name__ == "__main__":
    main()
