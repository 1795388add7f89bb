import io
import json
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from taggraph.bench.datasets import longmemeval as lme
from taggraph.bench.datasets.base import Case


def _msg(role: str, content: str, has_answer: bool | None = None) -> dict[str, Any]:
    m: dict[str, Any] = {"role": role, "content": content}
    if has_answer is not None:
        m["has_answer"] = has_answer
    return m


def _s_item() -> dict[str, Any]:
    """An S-style question: a duplicated session, a session starting with an assistant message,
    an unpaired user message at the end of a session, a numeric answer."""
    return {
        "question_id": "q_multi_1",
        "question_type": "multi-session",
        "question": "How many bikes do I own?",
        "answer": 3,
        "question_date": "2023/05/30 (Tue) 23:40",
        "haystack_session_ids": ["sharegpt_x", "answer_a1", "ultrachat_y", "sharegpt_x", "answer_a2"],
        "haystack_dates": ["2023/05/20 (Sat) 02:21", "2023/05/21 (Sun) 10:00",
                           "2023/05/22 (Mon) 08:15", "2023/05/20 (Sat) 02:21",
                           "2023/05/23 (Tue) 19:05"],
        "haystack_sessions": [
            [_msg("assistant", "Welcome back!"), _msg("user", "Recipe for bread?"),
             _msg("assistant", "Flour, water, salt.")],
            [_msg("user", "I bought a road bike.", True), _msg("assistant", "Nice!", False),
             _msg("user", "Also need a lock.", False), _msg("assistant", "Get a U-lock.", False)],
            [_msg("user", "Weather tips?"), _msg("assistant", "Carry an umbrella."),
             _msg("user", "Thanks, bye")],
            [_msg("assistant", "Welcome back!"), _msg("user", "Recipe for bread?"),
             _msg("assistant", "Flour, water, salt.")],
            [_msg("user", "I now have three bikes.", False),
             _msg("assistant", "That is a lot of bikes!", True)],
        ],
        "answer_session_ids": ["answer_a1", "answer_a2"],
    }


def _oracle_abs_item() -> dict[str, Any]:
    """An oracle-style abstention question whose evidence sessions are listed out of date order."""
    return {
        "question_id": "q_temp_2_abs",
        "question_type": "temporal-reasoning",
        "question": "When did I sell my boat?",
        "answer": "You did not mention selling a boat.",
        "question_date": "2023/06/10 (Sat) 09:00",
        "haystack_session_ids": ["answer_late", "answer_early", "answer_mid"],
        "haystack_dates": ["2023/06/01 (Thu) 12:00", "2023/01/15 (Sun) 08:30",
                           "2023/03/03 (Fri) 17:45"],
        "haystack_sessions": [
            [_msg("user", "Late session", True), _msg("assistant", "ok")],
            [_msg("user", "Early session", True), _msg("assistant", "ok")],
            [_msg("user", "Mid session", True), _msg("assistant", "ok")],
        ],
        "answer_session_ids": ["answer_late", "answer_early", "answer_mid"],
    }


def test_duplicated_session_kept_once_and_recorded() -> None:
    case = lme.parse_item(_s_item())
    assert case.meta["sessions"] == ("sharegpt_x", "answer_a1", "ultrachat_y", "answer_a2")
    assert case.meta["duplicated_sessions"] == ("sharegpt_x",)
    assert case.meta["duplicated_sessions_differing"] == ()
    assert sum(t.user == "Recipe for bread?" for t in case.turns) == 1


def test_turn_pairing_edges() -> None:
    case = lme.parse_item(_s_item())
    by_session: dict[str | None, list[tuple[str, str, str]]] = {}
    for t in case.turns:
        by_session.setdefault(t.session_id, []).append((t.user, t.assistant, t.meta["turn_id"]))
    assert by_session["sharegpt_x"] == [("", "Welcome back!", "sharegpt_x_1"),
                                        ("Recipe for bread?", "Flour, water, salt.", "sharegpt_x_2")]
    assert by_session["ultrachat_y"] == [("Weather tips?", "Carry an umbrella.", "ultrachat_y_1"),
                                         ("Thanks, bye", "", "ultrachat_y_3")]
    assert by_session["answer_a1"] == [("I bought a road bike.", "Nice!", "answer_a1_1"),
                                       ("Also need a lock.", "Get a U-lock.", "answer_a1_3")]
    assert len(case.turns) == 7
    assert case.turns[0].timestamp == datetime(2023, 5, 20, 2, 21)


def test_question_fields() -> None:
    (q,) = lme.parse_item(_s_item()).questions
    assert q.qid == "q_multi_1" and q.qtype == "multi-session"
    assert q.answer == "3"
    assert q.gold_sessions == ("answer_a1", "answer_a2")
    # has_answer on the user message or on the assistant reply marks the turn
    assert q.gold_turns == ("answer_a1_1", "answer_a2_1")
    assert q.date == datetime(2023, 5, 30, 23, 40)
    assert q.meta["abstention"] is False and q.meta["missing_gold_sessions"] == ()


def test_oracle_sessions_sorted_by_date_and_abstention_flag() -> None:
    case = lme.parse_item(_oracle_abs_item())
    assert case.meta["sessions"] == ("answer_early", "answer_mid", "answer_late")
    assert [t.user for t in case.turns] == ["Early session", "Mid session", "Late session"]
    stamps = [t.timestamp for t in case.turns if t.timestamp is not None]
    assert len(stamps) == len(case.turns) and stamps == sorted(stamps)
    (q,) = case.questions
    assert q.meta["abstention"] is True and lme.is_abstention(q.qid)


def test_pair_messages_consecutive_roles() -> None:
    msgs = [_msg("user", "a"), _msg("user", "b"), _msg("assistant", "c"), _msg("assistant", "d")]
    assert lme.pair_messages(msgs) == [(0, "a", "", False), (1, "b", "c", False), (3, "", "d", False)]
    assert lme.pair_messages([]) == []


def test_parse_date() -> None:
    assert lme.parse_date("2023/05/30 (Tue) 23:40") == datetime(2023, 5, 30, 23, 40)
    assert lme.parse_date("2023/05/30") == datetime(2023, 5, 30)
    assert lme.parse_date("yesterday") is None


@pytest.mark.parametrize("chunk_size", [1, 7, 64, 1 << 20])
def test_streaming_reader_matches_json_load(chunk_size: int) -> None:
    data = [_s_item(), _oracle_abs_item(), 12345, "x,]", [], {}]
    text = json.dumps(data, indent=1)
    assert list(lme.iter_json_array(io.StringIO(text), chunk_size=chunk_size)) == data
    assert list(lme.iter_json_array(io.StringIO(" [ ] "), chunk_size=chunk_size)) == []


@pytest.mark.parametrize("text", ["{}", "[1, 2", "[1 2]", "[{]"])
def test_streaming_reader_rejects_malformed(text: str) -> None:
    with pytest.raises(ValueError):
        list(lme.iter_json_array(io.StringIO(text), chunk_size=2))


def test_iter_cases_from_file_and_summary(tmp_path: Path) -> None:
    path = tmp_path / "longmemeval_oracle.json"
    path.write_text(json.dumps([_s_item(), _oracle_abs_item()]))
    cases = list(lme.iter_cases(path))
    assert [c.case_id for c in cases] == ["q_multi_1", "q_temp_2_abs"]
    assert cases[0] == lme.parse_item(_s_item())
    s = lme.summary(iter(cases))
    assert (s["cases"], s["turns"], s["sessions"], s["abstention"]) == (2, 10, 7, 1)
    assert s["by_type"]["multi-session"] == 1 and s["by_type"]["temporal-reasoning"] == 1
    assert s["cases_with_duplicated_sessions"] == ["q_multi_1"]
    assert lme.load(path) == cases


def test_format_errors_name_the_file_and_question(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    item = _s_item()
    item["haystack_dates"] = item["haystack_dates"][:2]
    path.write_text(json.dumps([item]))
    with pytest.raises(lme.LongMemEvalFormatError, match=r"bad\.json.*q_multi_1.*equal length"):
        lme.load(path)
    del item["haystack_sessions"]
    path.write_text(json.dumps([item]))
    with pytest.raises(lme.LongMemEvalFormatError, match="lacks haystack_sessions"):
        lme.load(path)
    path.write_text("[{")
    with pytest.raises(lme.LongMemEvalFormatError, match="cannot read"):
        lme.load(path)


def _big_case(n_distractors: int = 40) -> Case:
    ids = [f"d{i}" for i in range(n_distractors)] + ["answer_g1", "answer_g2"]
    item = {
        "question_id": "q_sweep", "question_type": "multi-session", "question": "?",
        "answer": "x", "question_date": "2024/01/01 (Mon) 00:00",
        "haystack_session_ids": ids,
        "haystack_dates": [f"2023/{1 + i // 28:02d}/{1 + i % 28:02d} (Mon) 10:00"
                           for i in range(len(ids))],
        "haystack_sessions": [[_msg("user", f"text {s}"), _msg("assistant", "ok")] for s in ids],
        "answer_session_ids": ["answer_g1", "answer_g2"],
    }
    return lme.parse_item(item)


def test_sample_distractors_keeps_gold_and_is_deterministic_and_nested() -> None:
    case = _big_case()
    gold = {"answer_g1", "answer_g2"}
    previous: set[str] = set()
    for n in lme.SWEEP_DISTRACTORS:
        sampled = lme.sample_distractors(case, n, seed=7)
        sessions = set(sampled.meta["sessions"])
        assert gold <= sessions and len(sessions - gold) == n == sampled.meta["distractors"]
        assert {t.session_id for t in sampled.turns} == sessions
        assert sampled.case_id == f"q_sweep@{n}" and sampled.questions == case.questions
        assert lme.sample_distractors(case, n, seed=7).turns == sampled.turns
        assert previous <= sessions  # nested sweep
        previous = sessions
        stamps = [t.timestamp for t in sampled.turns if t.timestamp is not None]
        assert len(stamps) == len(sampled.turns) and stamps == sorted(stamps)
    assert (set(lme.sample_distractors(case, 8, seed=1).meta["sessions"])
            != set(lme.sample_distractors(case, 8, seed=2).meta["sessions"]))


def test_sample_distractors_with_too_few_sessions() -> None:
    sampled = lme.sample_distractors(lme.parse_item(_s_item()), 36, seed=0)
    assert sampled.meta["distractors"] == 2 and sampled.meta["distractors_available"] == 2
    assert len(sampled.turns) == len(lme.parse_item(_s_item()).turns)
    with pytest.raises(ValueError):
        lme.sample_distractors(sampled, -1)
