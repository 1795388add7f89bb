"""fusion's answer-type features: the kind of thing a question asks for, read from its question
words, and whether a note names one. Every sentence here was written for these tests."""

from __future__ import annotations

from datetime import datetime

from taggraph import Memory
from taggraph.retrieve.fusion import Fusion
from taggraph.retrieve.fusion_answer import answer_roots, answer_tag, names_answer
from taggraph.retrieve.fusion_features import COLUMN


def test_the_question_word_says_what_kind_of_answer_is_wanted() -> None:
    cases = {"Who fixes our boiler these days?": "person", "Whom did I invite?": "person",
             "Where do I swim on Sundays?": "city", "When is my pottery class?": "day",
             "How much is my phone contract?": "money", "How many lodgers do we have?": "count",
             "Which gym do I use?": "gym", "What time is choir?": "time",
             "Which town did we settle in?": "city", "What dose of the inhaler am I on?": "quantity"}
    for question, root in cases.items():
        roots = answer_roots(question)
        assert roots is not None and root in roots, question
    for question in ("What do I think about the new kitchen?", "How do I get to work?", "Is it raining?",
                     "What's my job title?", ""):
        assert answer_roots(question) is None, question
    assert "person" not in (answer_roots("Where do I work?") or set())
    # a city or a town is a place on the map, not a company; a gym is never a person
    for question in ("Which city am I moving to?", "What town does she live in?"):
        assert answer_roots(question) == frozenset({"city", "country", "state", "place"}), question
    assert not {"person", "city"} & (answer_roots("Which gym do I use?") or set())
    assert "company" in (answer_roots("Which gym do I use?") or set())


def test_a_value_the_question_already_names_is_no_answer() -> None:
    roots = answer_roots("Who teaches Ezra piano?")
    assert roots is not None
    assert answer_tag(["person/ezra", "activity/piano"], roots, {"teaches", "ezra", "piano"}) is None
    assert answer_tag(["person/ezra", "person/mirela_dobos"], roots, {"teaches", "ezra", "piano"}) == "person/mirela_dobos"
    assert names_answer(["place/quay_street"], roots, set()) == 0.0


def test_fusion_marks_the_notes_that_name_an_answer() -> None:
    with Memory.open(":memory:") as mem:
        named = mem.remember("Our boiler is serviced by Gwilym Pryce now, he's very tidy.", "Good to hear.",
                             timestamp=datetime(2025, 2, 1))
        moan = mem.remember("The boiler made that banging noise again this morning.", "That sounds annoying.",
                            timestamp=datetime(2025, 3, 1))
        fusion = mem.index.retriever("fusion")
        assert isinstance(fusion, Fusion)
        rows = fusion.features("Who services the boiler?")
        got = {nid: (rows.X[j, COLUMN["q_answer"]], rows.X[j, COLUMN["answer_tag"]]) for j, nid in enumerate(rows.ids)}
        assert got[named.id] == (1.0, 1.0)
        assert got[moan.id] == (1.0, 0.0)
        rows = fusion.features("Is the boiler noisy?")
        assert not rows.X[:, COLUMN["q_answer"]].any() and not rows.X[:, COLUMN["answer_tag"]].any()
