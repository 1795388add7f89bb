import json
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from taggraph.bench.datasets import locomo


def _conversation() -> dict[str, Any]:
    """A LoCoMo item in the published format, with the quirks of the real file."""
    return {
        "sample_id": "conv-x",
        "conversation": {
            "speaker_a": "Ana",
            "speaker_b": "Ben",
            # keys out of order and a two-digit session: sessions are ordered by number
            "session_10_date_time": "9:05 am on 3 March, 2024",
            "session_10": [
                {"speaker": "Ana", "dia_id": "D10:1", "text": "Back from Lisbon."},
            ],
            "session_1_date_time": "4:12 pm on 19 March, 2023",
            "session_1": [
                {"speaker": "Ana", "dia_id": "D1:1", "text": "Hi Ben!"},
                {"speaker": "Ben", "dia_id": "D1:2", "text": "Look at this.",
                 "img_url": ["https://example.org/a.jpg"],
                 "blip_caption": "a photo of a red kayak on a lake", "query": "kayak"},
            ],
            "session_2_date_time": "12:17 am on 4 February, 2024",
            "session_2": [
                {"speaker": "Ben", "dia_id": "D2:1", "text": "I adopted a cat."},
                {"speaker": "Ana", "dia_id": "D2:2", "text": "Lovely!",
                 "blip_caption": "a photo of a cake"},  # caption without img_url
            ],
        },
        "qa": [
            {"question": "What did Ben show?", "answer": "a kayak", "evidence": ["D1:2"],
             "category": 4},
            {"question": "When?", "answer": 2023, "evidence": ["D1:2; D2:1"], "category": 2},
            {"question": "Padded?", "answer": "x", "evidence": ["D01:01", "D:2:2"], "category": 1},
            {"question": "Broken?", "answer": "y", "evidence": ["D", "D9:9", "D2:1", "D2:1"],
             "category": 3},
            {"question": "Did Ben go to Rome?", "adversarial_answer": "no", "evidence": [],
             "category": 5},
        ],
    }


def test_turns_in_session_order_with_speaker_caption_and_date() -> None:
    case = locomo.parse_conversation(_conversation())
    assert case.case_id == "conv-x"
    assert [t.meta["turn_id"] for t in case.turns] == ["D1:1", "D1:2", "D2:1", "D2:2", "D10:1"]
    assert [t.session_id for t in case.turns] == ["session_1"] * 2 + ["session_2"] * 2 + ["session_10"]
    first, image = case.turns[0], case.turns[1]
    assert first.user == "Ana: Hi Ben!" and first.assistant == ""
    assert image.user == "Ben: Look at this. [shares an image: a photo of a red kayak on a lake]"
    assert image.meta["has_image"] and not first.meta["has_image"]
    assert case.turns[3].user.endswith("[shares an image: a photo of a cake]")
    assert first.timestamp == datetime(2023, 3, 19, 16, 12)
    assert case.turns[2].timestamp == datetime(2024, 2, 4, 0, 17)  # 12:17 am is just after midnight
    assert case.turns[4].timestamp == datetime(2024, 3, 3, 9, 5)


def test_question_gold_and_answers() -> None:
    q = locomo.parse_conversation(_conversation()).questions
    assert q[0].qtype == "single-hop" and q[0].gold_turns == ("D1:2",)
    assert q[0].gold_sessions == ("session_1",)
    assert q[1].answer == "2023" and q[1].qtype == "temporal"
    assert q[1].gold_turns == ("D1:2", "D2:1")  # split multi-id string
    assert q[1].gold_sessions == ("session_1", "session_2")
    assert q[2].gold_turns == ("D1:1", "D2:2")  # zero padding and stray colon repaired
    assert q[3].gold_turns == ("D2:1",)  # "D", unknown D9:9 and the duplicate dropped
    assert q[4].qtype == "adversarial" and q[4].answer == "no" and q[4].gold_turns == ()
    assert len({x.qid for x in q}) == 5


def test_evidence_issues_are_counted() -> None:
    issues = locomo.evidence_issues([locomo.parse_conversation(_conversation())])
    kinds = sorted((i.kind, i.raw) for i in issues)
    assert kinds == [("duplicate", "D2:1"), ("no_id", "D"), ("repaired", "D01:01"),
                     ("repaired", "D:2:2"), ("split", "D1:2; D2:1"), ("unknown_id", "D9:9")]
    assert sorted(i.raw for i in issues if i.dropped) == ["D", "D2:1", "D9:9"]


def test_normalize_evidence_directly() -> None:
    kept, issues = locomo.normalize_evidence(["D3:07", " D1:2 "], {"D3:7", "D1:2"})
    assert kept == ("D3:7", "D1:2")
    assert [i.kind for i in issues] == ["repaired"]


@pytest.mark.parametrize("text,expected", [
    ("4:12 pm on 19 March, 2023", datetime(2023, 3, 19, 16, 12)),
    ("12:05 pm on 1 Jan, 2022", datetime(2022, 1, 1, 12, 5)),
    ("12:05 am on 1 January, 2022", datetime(2022, 1, 1, 0, 5)),
    ("10:31 AM on 30 September 2023", datetime(2023, 9, 30, 10, 31)),
    ("sometime in May", None),
    ("1:00 pm on 31 February, 2023", None),
])
def test_parse_date_time(text: str, expected: datetime | None) -> None:
    assert locomo.parse_date_time(text) == expected


def test_load_and_summary(tmp_path: Path) -> None:
    second = _conversation()
    second["sample_id"] = "conv-y"
    second["conversation"]["session_2_date_time"] = "not a date"
    path = tmp_path / "locomo.json"
    path.write_text(json.dumps([_conversation(), second]))
    cases = locomo.load(path)
    assert [c.case_id for c in cases] == ["conv-x", "conv-y"]
    s = locomo.summary(cases)
    assert (s["cases"], s["sessions"], s["turns"], s["image_turns"], s["questions"]) == (2, 6, 10, 4, 10)
    assert s["questions_by_category"] == {"multi-hop": 2, "temporal": 2, "open-domain": 2,
                                          "single-hop": 2, "adversarial": 2}
    assert s["questions_without_gold"] == ["conv-x:q5", "conv-y:q5"]
    assert s["evidence_issue_counts"] == {"split": 2, "repaired": 4, "no_id": 2, "unknown_id": 2,
                                          "duplicate": 2}
    assert len(s["evidence_dropped"]) == 6
    assert s["unparsed_dates"] == ["conv-y session_2: 'not a date'"]
    assert cases[1].turns[2].timestamp is None
    json.dumps(s)  # report-ready


def test_bad_file_gives_one_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"not": "a list"}')
    with pytest.raises(locomo.LocomoFormatError, match="bad.json"):
        locomo.load(path)
    path.write_text("[{")
    with pytest.raises(locomo.LocomoFormatError, match="cannot read"):
        locomo.load(path)
    path.write_text('[{"sample_id": "c"}]')
    with pytest.raises(locomo.LocomoFormatError, match="conversation"):
        locomo.load(path)
