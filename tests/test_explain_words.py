"""Explanations in words: the reasons each retriever's explanation turns into, read on notes and
questions written for these tests, and the same words in the library, the CLI, MCP and HTTP."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest

from taggraph import Memory
from taggraph.display import explain_line
from taggraph.notes import Note, Turn
from taggraph.retrieve.words import line, reasons, session_reasons
from taggraph.tags import FiveW


def note(nid: str, user: str, *, when: datetime | None = None, who: tuple[str, ...] = (),
         what: tuple[str, ...] = (), where: tuple[str, ...] = (), assistant: str = "") -> Note:
    return Note(nid, user, assistant, FiveW(who=who, what=what, where=where), when, "s")


FERRY = note("n1", "The ferry ticket code is QX7781, boarding at pier four.", what=("travel/ferry",))
OLD_COACH = note("n2", "My rowing coach is Henrike.", when=datetime(2025, 5, 1), who=("role/coach", "person/henrike"))
NEW_COACH = note("n3", "Henrike retired, my new rowing coach is Baptiste.", when=datetime(2026, 2, 9),
                 who=("role/coach", "person/baptiste"))
TRIP = note("n4", "We leave for the choir festival on Friday.", what=("event/festival",))
TOWN = note("n5", "The festival is in Ljubljana this year.", where=("city/ljubljana",))
DF = {"qx7781": 1, "coach": 2, "rowing": 2, "festival": 2, "city": 1}.get


def df(word: str) -> int:
    return DF(word) or 0


def fusion(contrib: dict[str, float], values: dict[str, float] | None = None, **extra: object) -> dict[str, object]:
    return {"method": "fusion", "dense": "on", "contributions": contrib, "features": values or {}, **extra}


def test_a_rare_identifier_is_named_as_the_user_typed_it() -> None:
    expl = fusion({"exact_rare": 0.9, "bm25_rel": 0.2, "q_len": 0.7}, {"exact_rare": 1.0})
    got = reasons(expl, FERRY, "what was the QX7781 code for?", df=df)
    assert got[0] == "the only note with 'QX7781'"
    # a per-query feature (q_len) is no reason about the note, and the same word is not said twice
    assert got == ["the only note with 'QX7781'", "matches the word code"]


def test_newest_note_about_your_coach_among_the_returned_notes() -> None:
    expl = fusion({"latest_match_recency": 0.6, "bm25_rel": 0.3}, {"latest_match_recency": 0.8, "match_recency": 0.8})
    got = reasons(expl, NEW_COACH, "who is my rowing coach now?", df=df, peers=[NEW_COACH, OLD_COACH])
    assert got[0] == "newest note about your rowing coach"
    # the older note is not called the newest
    old = reasons(expl, OLD_COACH, "who is my rowing coach now?", df=df, peers=[NEW_COACH, OLD_COACH])
    assert not any(r.startswith("newest") for r in old)


def test_a_note_that_says_what_changed_is_told_so() -> None:
    expl = fusion({"now_update": 0.5, "bm25_rel": 0.2}, {"now_update": 0.7, "note_shift": 1.0})
    got = reasons(expl, NEW_COACH, "who is my rowing coach?", df=df)
    assert got[0] == "says what changed, after earlier notes about your rowing coach"
    # with no earlier note on the topic (now_update 0) it says nothing of the kind
    alone = fusion({"note_shift": 0.3, "bm25_rel": 0.2}, {"now_update": 0.0, "note_shift": 1.0})
    assert not any("changed" in r for r in reasons(alone, NEW_COACH, "who is my rowing coach?", df=df))


def test_an_earlier_value_says_which_one_it_is() -> None:
    before = fusion({"past_before_anchor": 0.4, "bm25_rel": 0.2}, {"past_before_anchor": 0.8}, anchor="before Baptiste")
    assert reasons(before, OLD_COACH, "Who coached my rowing before Baptiste?", df=df)[0] == "from before Baptiste"
    first = fusion({"past_first": 0.4, "bm25_rel": 0.2}, {"past_first": 1.0})
    assert reasons(first, OLD_COACH, "who was my rowing coach at first?", df=df)[0] == \
        "the first note about your rowing coach"
    held = fusion({"past_win_latest": 0.4, "bm25_rel": 0.2}, {"past_win_latest": 1.0},
                  window="'summer of 2025' = 2025-06-01..2025-09-01")
    assert reasons(held, OLD_COACH, "who was my rowing coach in the summer of 2025?", df=df)[0] == \
        "still the latest about your rowing coach by the end of 'summer of 2025'"


def test_the_next_turn_names_the_city_the_question_asks_for() -> None:
    expl = fusion({"nb_bm25": 0.8, "tfidf_rel": 0.1})
    got = reasons(expl, TRIP, "which city is the festival in?", df=df, neighbours=[("the next turn", TOWN)])
    assert got[0] == "the next turn talks about Ljubljana"
    assert "tagged event/festival" in got


def test_negative_contributions_give_no_reason() -> None:
    expl = fusion({"dense_cos": -0.6, "bm25_rel": 0.2})
    got = reasons(expl, FERRY, "ferry pier", df=df)
    assert got == ["matches the words ferry, pier"]
    assert not any("meaning" in r for r in got)


def test_facts_about_the_value_over_time() -> None:
    gone = fusion({"bm25_rel": 0.2}, superseded_by="n3", superseded_at="2026-02-09T10:00:00")
    assert reasons(gone, OLD_COACH, "rowing coach", df=df)[0] == "superseded by note n3 on 2026-02-09"
    now = fusion({"bm25_rel": 0.2}, current_since="2026-02-09T10:00:00+00:00")
    assert reasons(now, NEW_COACH, "rowing coach", df=df)[0] == "current since 2026-02-09"
    named = fusion({"bm25_rel": 0.2}, current_since="2026-02-09", slot="user/coach", value="Baptiste",
                   asked=["coach", "rowing"])
    assert reasons(named, NEW_COACH, "rowing coach", df=df)[0] == "your coach is Baptiste, current since 2026-02-09"
    theirs = fusion({"bm25_rel": 0.2}, superseded_by="n3", superseded_at="2026-02-09", slot="ines/coach",
                    value="Henrike", asked=["coach"])
    assert reasons(theirs, OLD_COACH, "rowing coach", df=df)[0] == (
        "Ines's coach was Henrike, superseded by note n3 on 2026-02-09")
    other = fusion({"bm25_rel": 0.2}, current_since="2026-02-09", slot="user/club", value="Tideway", asked=[])
    assert reasons(other, NEW_COACH, "rowing coach", df=df) == ["matches the words rowing, coach"]


def test_every_method_gets_words() -> None:
    q = "who is my rowing coach"
    bm = reasons({"method": "bm25", "matched_terms": {"rowing": 1.2, "coach": 1.1, "my": 0.1}}, OLD_COACH, q, df=df)
    assert bm == ["one of 2 notes with 'rowing'", "matches the word coach"]
    common = reasons({"method": "bm25", "matched_terms": {"is": 0.1, "my": 0.1}}, TRIP, q, df=df)
    assert common == ["shares only common words with your question (is, my)"]
    tg = reasons({"method": "taggraph-tfidf", "distance": 0, "matched_tokens": ["coach"],
                  "ontology_nodes": ["role/coach"]}, OLD_COACH, q)
    assert tg[0] == "tagged role/coach, from your word 'coach'"
    far = reasons({"method": "taggraph-tfidf", "distance": 2, "matched_tokens": ["coach"],
                   "ontology_nodes": ["person/henrike"]}, OLD_COACH, q)
    assert far[0] == "tagged person/henrike, 2 steps from 'coach' in the ontology"
    ad = reasons({"method": "adaptive", "seed_contributions": [
        {"walk": ["tag:who:role/coach", "topic:n2", "file:n2"], "contribution": 0.02},
        {"walk": ["file:n9", "file:n2"], "contribution": 0.01}]}, OLD_COACH, q,
        neighbours=[("the note before", note("n9", "Rowing practice moved to six.", what=("sport/rowing",)))])
    assert ad == ["tagged role/coach", "the note before talks about your rowing"]
    oc = reasons({"dense": 0.61, "text": None, "fts_rank": None, "score": 0.43, "weights": [0.7, 0.3]},
                 OLD_COACH, q)
    assert oc == ["close in meaning to your question"]


def test_line_and_session_words() -> None:
    expl = fusion({"bm25_rel": 0.3}, dense="unavailable (OSError: no model)")
    words = reasons(expl, FERRY, "ferry", df=df)
    assert line(expl, words) == "matches the word ferry (dense model unavailable)"
    best = {"reasons": ["the only note with 'QX7781'"]}
    assert session_reasons({"best_note_rank": 1, "notes_matched": 3}, best) == [
        "its best note (#1): the only note with 'QX7781'", "3 notes of this conversation match"]


TURNS = [
    Turn("My rowing coach is Henrike and practice is at the boathouse.", "Noted.", datetime(2025, 5, 1, 8), "r1"),
    Turn("The ferry ticket code is QX7781, boarding at pier four.", "Saved it.", datetime(2025, 6, 2, 9), "t1"),
    Turn("We leave for the choir festival on Friday.", "Have fun!", datetime(2025, 7, 3, 9), "t2"),
    Turn("The festival is in Ljubljana this year.", "Lovely city.", datetime(2025, 7, 3, 9, 5), "t2"),
    Turn("Henrike retired, my new rowing coach is Baptiste.", "Good luck with Baptiste.", datetime(2026, 2, 9, 8), "r2"),
    Turn("I repotted the fig tree into a bigger terracotta pot.", "It will like the space.", datetime(2026, 2, 10), "g"),
]
METHODS = ["fusion", "bm25", "taggraph-tfidf", "adaptive", "openclaw"]


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("words") / "w.db"
    with Memory.open(str(path)) as mem:
        mem.remember_many(TURNS)
    return path


def test_memory_query_adds_words_without_changing_the_ranking(store: Path) -> None:
    with Memory.open(str(store)) as mem:
        for method in METHODS:
            for q in ("what was the QX7781 code for?", "who is my rowing coach now?", "which city is the festival in"):
                hits = mem.query(q, k=4, method=method, now=datetime(2026, 3, 1))
                bare = mem.query(q, k=4, method=method, now=datetime(2026, 3, 1), words=False)
                assert [(h.note_id, h.score) for h in hits] == [(h.note_id, h.score) for h in bare]
                assert all("reasons" not in h.explanation for h in bare)
                for h in hits:
                    e = h.explanation
                    assert e["reasons"] and all(isinstance(r, str) and r for r in e["reasons"])
                    assert e["line"].startswith("; ".join(e["reasons"]))
                    assert explain_line(e).startswith(e["reasons"][0][:60])
        top = mem.query("what was the QX7781 code for?", k=3)[0]
        # the reasons follow the trained model's contributions, so their order may change with a retrain
        only = "the only note with 'QX7781'"
        assert "QX7781" in top.note.user and any(r.startswith(only) for r in top.explanation["reasons"])
        assert top.explanation["features"] and top.explanation["contributions"]  # the raw side stays
        assert "model:" in top.explanation["raw_line"]
        pytest.importorskip("mcp")
        from taggraph.serve.mcp_server import _hit

        assert only in _hit(top)["why"]  # MCP's hits carry the same words
        sessions = mem.query("rowing coach", k=2, level="session")
        assert all(s.explanation["reasons"] and s.hits[0].explanation["reasons"] for s in sessions)


def test_cli_why_line_reads_the_words(store: Path) -> None:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(Path(__file__).resolve().parents[1] / "src") + os.pathsep + env.get("PYTHONPATH", "")
    r = subprocess.run([sys.executable, "-m", "taggraph.cli", "--db", str(store), "query", "what was the QX7781 code for?",
                        "-k", "2"], capture_output=True, text=True, env=env, timeout=300)
    assert r.returncode == 0, r.stderr
    why = [ln for ln in r.stdout.splitlines() if "why: " in ln]
    assert why and "the only note with 'QX7781'" in why[0]
    r = subprocess.run([sys.executable, "-m", "taggraph.cli", "--db", str(store), "query", "QX7781", "-k", "1",
                        "--json"], capture_output=True, text=True, env=env, timeout=300)
    e = json.loads(r.stdout)[0]["explanation"]
    assert any(r.startswith("the only note with 'QX7781'") for r in e["reasons"]) and "features" in e


def test_a_note_that_names_what_the_question_asks_for_says_so() -> None:
    expl = fusion({"answer_tag": 0.4, "bm25_rel": 0.2}, {"answer_tag": 1.0})
    got = reasons(expl, NEW_COACH, "who is my rowing coach?", df=df)
    assert got[0] == "names a person, as your question asks: Baptiste"
    # the person the question names is not the answer it asks for
    assert not any(r.startswith("names") for r in reasons(expl, NEW_COACH, "who replaced Baptiste?", df=df))
    # a question that asks for no kind of thing gives no such reason
    assert not any(r.startswith("names") for r in reasons(expl, NEW_COACH, "is rowing fun?", df=df))
