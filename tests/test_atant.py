"""ATANT loader: story YAML fixtures written in the test, never the real data."""

from __future__ import annotations

from datetime import datetime, timedelta
from itertools import pairwise
from pathlib import Path

import pytest
import yaml

from taggraph.bench.datasets.atant import (
    BASE_DATE,
    AtantFormatError,
    batch_datetime,
    load,
    load_story,
    questions_without_relevant,
    relevant_permissive,
    relevant_strict,
    relevant_turns,
)


def _story(story_id: int, times: list[str] | None = None, **extra: object) -> dict[str, object]:
    times = times or ["Monday 9:00 AM", "Monday 7:00 PM", "Tuesday 10:00 AM", "Friday 3:00 PM"]
    inputs = [
        "I have a pottery exhibition at the Harlow Gallery on Saturday. The curator's name is Margit   Osei.",
        "Ticket prices they quoted were $12-$18.",
        "What's the capital of Peru?",
        "I SOLD THREE PIECES! They paid $640 in total!",
    ]
    batches = [
        {"batch": i + 1, "time": t, "user_input": inputs[i % len(inputs)] + "\n"} for i, t in enumerate(times)
    ]
    batches[2]["verification"] = {"type": "intent_routing", "expected_response_contains": ["Lima"]}
    data = {
        "story_id": story_id,
        "story_name": f"Story {story_id}",
        "category": "Career",
        "batches": batches,
        "final_verification": [
            {"question": "Who was the curator?", "expected_contains": ["margit osei"]},
            {"question": "What were the ticket prices?", "expected_contains": ["12", "18"]},
            {"question": "Where did I live?", "expected_contains": ["Lima", "Cusco"]},
            {"question": "Which city?", "expected_contains": ["Cusco"]},
        ],
    }
    data.update(extra)
    return data


def _write(folder: Path, name: str, data: object) -> Path:
    path = folder / name
    path.write_text(data if isinstance(data, str) else yaml.safe_dump(data, sort_keys=False))
    return path


def test_story_becomes_one_turn_per_batch_including_traps(tmp_path: Path) -> None:
    case = load_story(_write(tmp_path, "01_show.yaml", _story(1)))
    assert case.case_id == "1"
    assert len(case.turns) == 4
    assert [t.meta["turn_id"] for t in case.turns] == [1, 2, 3, 4]
    assert case.turns[2].user == "What's the capital of Peru?"
    assert case.turns[2].meta["verification"] == "intent_routing"
    assert all(t.assistant == "" and t.session_id == "1" for t in case.turns)
    assert case.meta["category"] == "Career"


def test_questions_carry_expected_substrings_and_category(tmp_path: Path) -> None:
    case = load_story(_write(tmp_path, "s.yaml", _story(7)))
    q = case.questions[1]
    assert q.qid == "7_q2"
    assert q.expected_substrings == ("12", "18")
    assert q.qtype == "Career" and q.meta["category"] == "Career"


def test_relevance_is_case_insensitive_with_whitespace_collapsed() -> None:
    text = "The curator's name is Margit   Osei."
    assert relevant_strict(text, ["margit osei"])
    assert relevant_strict("Margit\nOsei", ["MARGIT  OSEI"])
    assert not relevant_strict(text, ["margit osei", "harlow"])
    assert relevant_permissive(text, ["margit osei", "harlow"])
    assert not relevant_permissive(text, ["harlow"])
    assert not relevant_strict(text, [])


def test_relevant_turns_and_questions_without_a_relevant_note(tmp_path: Path) -> None:
    case = load_story(_write(tmp_path, "s.yaml", _story(3)))
    qs = case.questions
    assert relevant_turns(case, qs[0]) == {0}
    assert relevant_turns(case, qs[1]) == {1}
    # "Lima" appears only in an expected response, never in a note; "Cusco" nowhere.
    assert relevant_turns(case, qs[2], strict=True) == frozenset()
    assert relevant_turns(case, qs[2], strict=False) == frozenset()
    assert questions_without_relevant([case], strict=True) == ["3_q3", "3_q4"]


def test_permissive_finds_notes_strict_does_not(tmp_path: Path) -> None:
    data = _story(4)
    data["final_verification"] = [{"question": "Sales?", "expected_contains": ["$640", "commission"]}]
    case = load_story(_write(tmp_path, "s.yaml", data))
    assert questions_without_relevant([case], strict=True) == ["4_q1"]
    assert questions_without_relevant([case], strict=False) == []
    assert relevant_turns(case, case.questions[0], strict=False) == {3}


def test_batch_times_increase_and_wrap_weeks(tmp_path: Path) -> None:
    times = [
        "Saturday 2:00 PM",
        "Sunday 10:00 AM",
        "Monday 9:00 AM",
        "Monday 8:00 AM",
        "Next Monday 9:00 AM",
        "Week 4 - Tuesday 1:00 PM",
        "Wednesday 12:00 PM",
        "Third Saturday 6:00 PM",
        "no time at all",
    ]
    case = load_story(_write(tmp_path, "s.yaml", _story(5, times=times)))
    ts = [t.timestamp for t in case.turns if t.timestamp is not None]
    assert len(ts) == len(case.turns)
    assert ts[0] == BASE_DATE.replace(hour=14, minute=0) + timedelta(days=5)
    assert ts[1] - ts[0] == timedelta(hours=20)
    assert ts[2].weekday() == 0 and (ts[2] - ts[1]) == timedelta(hours=23)
    # An earlier clock on the same weekday is the following week.
    assert ts[3] - ts[2] == timedelta(days=7, hours=-1)
    assert ts[4].weekday() == 0 and ts[4] - ts[3] == timedelta(days=7, hours=1)
    assert ts[5] == BASE_DATE.replace(hour=13) + timedelta(days=22)
    assert ts[6] == ts[5] + timedelta(days=1, hours=-1)
    # "Third Saturday" lies before the previous batch here, so it wraps forward instead.
    assert ts[7].weekday() == 5 and ts[7] > ts[6]
    assert ts[8] == ts[7] + timedelta(minutes=1)
    assert all(a <= b for a, b in pairwise(ts))


def test_batch_datetime_first_batch_and_24h_clock() -> None:
    assert batch_datetime("Monday 9:00 AM", None) == BASE_DATE
    assert batch_datetime("12:00 AM", None).hour == 0
    assert batch_datetime("Wednesday 18:30", None) == datetime(2025, 1, 8, 18, 30)
    assert batch_datetime("", None) == BASE_DATE


def test_split_selects_story_id_ranges_recursively(tmp_path: Path) -> None:
    (tmp_path / "career").mkdir()
    (tmp_path / "phase2_round2").mkdir()
    _write(tmp_path / "career", "a.yaml", _story(2))
    _write(tmp_path / "career", "b.yml", _story(50))
    _write(tmp_path / "phase2_round2", "c.yaml", _story(51))
    _write(tmp_path, "d.yaml", _story(230))
    _write(tmp_path, "notes.txt", "not a story")
    assert [c.case_id for c in load(tmp_path, "core")] == ["2", "50"]
    assert [c.case_id for c in load(tmp_path, "r2")] == ["51"]
    assert [c.case_id for c in load(tmp_path, "r5")] == ["230"]
    assert [c.case_id for c in load(tmp_path, "stress")] == ["51", "230"]
    assert len(load(tmp_path)) == 4
    with pytest.raises(ValueError, match="unknown ATANT split"):
        load(tmp_path, "r9")


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ("story_id: 1\nbatches: [\n", "invalid YAML"),
        ("- just\n- a list\n", "not a mapping"),
        ("story_name: x\nbatches: []\n", "missing story_id"),
        ("story_id: one\nbatches: []\n", "not an integer"),
        ("story_id: 1\n", "batches"),
        ("story_id: 1\nbatches:\n  - batch: 1\n    time: Monday\n", "no user_input"),
        (
            "story_id: 1\nbatches:\n  - {batch: 1, user_input: hi}\n"
            "final_verification:\n  - {expected_contains: [a]}\n",
            "no question",
        ),
    ],
)
def test_malformed_story_names_the_file(tmp_path: Path, content: str, reason: str) -> None:
    _write(tmp_path, "broken_story.yaml", content)
    with pytest.raises(AtantFormatError, match=reason) as err:
        load(tmp_path)
    assert "broken_story.yaml" in str(err.value)


def test_duplicate_story_ids_are_refused(tmp_path: Path) -> None:
    _write(tmp_path, "a.yaml", _story(9))
    _write(tmp_path, "b.yaml", _story(9))
    with pytest.raises(AtantFormatError, match="already used"):
        load(tmp_path)
