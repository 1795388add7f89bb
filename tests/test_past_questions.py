"""Questions about an earlier value: seasons and parts of a year as windows, rates that are not
dates, and fusion's past-question features (the first value, the value before or after another,
the value that still held in a named window)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import numpy as np
import pytest

from taggraph import Memory
from taggraph.notes import Turn
from taggraph.retrieve.fusion import Fusion
from taggraph.retrieve.fusion_change import Anchor, anchor, asks_first, past_features
from taggraph.retrieve.fusion_features import COLUMN
from taggraph.timeq import time_window

NOW = datetime(2025, 9, 10, 12)


def span(text: str, now: datetime = NOW) -> tuple[str, str] | None:
    w = time_window(text, now)
    return None if w is None else (w.start.date().isoformat(), w.end.date().isoformat())


def test_seasons_and_parts_of_a_year_are_windows() -> None:
    assert span("What bike was I riding in the summer of 2023?") == ("2023-06-01", "2023-09-01")
    assert span("who coached us in autumn 2022") == ("2022-09-01", "2022-12-01")
    assert span("Where did I swim in early 2024?") == ("2024-01-01", "2024-05-01")
    assert span("what did I read in late 2024") == ("2024-09-01", "2025-01-01")
    assert span("Who did I share a desk with at the start of the year?") == ("2025-01-01", "2025-04-01")
    assert span("What was I cooking last winter?") == ("2024-12-01", "2025-03-01")
    assert span("What were my plans for next spring?") == ("2026-03-01", "2026-06-01")
    # a season without a year is the latest one begun by the reference time
    assert span("Who taught the kids in the spring term?") == ("2025-03-01", "2025-06-01")
    assert span("in the fall") == ("2025-09-01", "2025-12-01")
    # "fall" alone is a verb
    assert span("When did I fall off the ladder?") is None


def test_weekends_and_parts_of_a_day_are_windows() -> None:
    wed, sat, sun = datetime(2025, 9, 10, 12), datetime(2025, 9, 13, 9), datetime(2025, 9, 14, 20)
    assert span("Who came climbing with me last weekend?", wed) == ("2025-09-06", "2025-09-08")
    assert span("what did we cook over the weekend", wed) == ("2025-09-06", "2025-09-08")
    assert span("Are we still on for this weekend?", wed) == ("2025-09-13", "2025-09-15")
    assert span("what did I plan for next weekend?", wed) == ("2025-09-13", "2025-09-15")
    # on a Saturday or a Sunday the weekend under way is "this" one and "last" is the one before
    assert span("Who came climbing with me last weekend?", sun) == ("2025-09-06", "2025-09-08")
    assert span("what have we done this weekend?", sat) == ("2025-09-13", "2025-09-15")
    assert span("what did we cook over the weekend", sun) == ("2025-09-13", "2025-09-15")
    assert span("what did I plan for next weekend?", sat) == ("2025-09-20", "2025-09-22")
    assert span("What did I tell you this morning?", wed) == ("2025-09-10", "2025-09-11")
    assert span("where did we eat last night", wed) == ("2025-09-09", "2025-09-10")
    assert span("who is cooking tonight?", sun) == ("2025-09-14", "2025-09-15")
    # every weekend, and a weekend placed by something else, are not this rule's
    assert span("What do I usually do at weekends?", wed) is None
    assert span("Where did we go the weekend of 12 July?", wed) == ("2025-07-12", "2025-07-13")


def test_a_rate_is_not_a_date() -> None:
    assert span("I cycle to work three days a week") is None
    assert span("How many hours a week did I volunteer in March 2025?") == ("2025-03-01", "2025-04-01")
    assert span("What did I do a week ago?") is not None
    # "every three months": dateparser's span starts after "every" and reads a month three months back
    assert span("How much rent do I owe every three months these days?") is None
    assert span("Which plants do I water every two days now?") is None
    assert span("What did I repaint three months ago?") == ("2025-06-01", "2025-07-01")
    # a rate placed in time still names its window
    assert span("Which friends did I call each week last month?") == ("2025-08-01", "2025-09-01")


def test_the_anchor_of_a_question_about_an_earlier_value() -> None:
    assert anchor("Which band did I play bass in before the Night Owls?") == Anchor(
        "before", "the Night Owls", frozenset({"night", "owls"}))
    assert anchor("who cut my hair after Marisol retired") == Anchor(
        "after", "Marisol retired", frozenset({"marisol", "retired"}))
    assert anchor("What did I eat before May?") is None  # a time is a window's work
    assert anchor("What is my allotment plot number?") is None
    assert asks_first("What was my first car?") and asks_first("Who was my tutor when I started at college?")
    assert not asks_first("Who is my tutor?")


def test_past_features_pick_the_value_before_the_anchor_and_the_first_one() -> None:
    # 0: the old value; 1: the switch that names the anchor; 2: an unrelated note; all match
    stamps = [100.0, 500.0, 300.0]
    words = [frozenset({"rowing", "club", "riverside"}), frozenset({"switched", "harbour", "sailing"}),
             frozenset({"soup", "recipe"})]
    sims = np.array([[0.0, 0.7, 0.1], [0.7, 0.0, 0.1], [0.1, 0.1, 0.0]])
    got = past_features(stamps, words, sims, [0, 1, 2], first=asks_first("What club was I in before Harbour Sailing?"),
                        anchor_of=anchor("What club was I in before Harbour Sailing?"), window_end=None,
                        past=True, about_user=True)
    assert got["past_anchor"].tolist() == [0.0, 1.0, 0.0]
    assert got["past_before_anchor"].tolist() == [0.7, 0.0, 0.1]
    assert not got["past_after_anchor"].any() and not got["past_first"].any()
    first = past_features(stamps, words, sims, [0, 1, 2], first=asks_first("Which club did I join first?"),
                          anchor_of=None, window_end=None, past=True, about_user=True)
    assert first["past_first"].tolist() == pytest.approx([1.0, 0.3, 0.9])
    # the window ends at 400: note 0 was still the latest on its topic then, note 2 is on no
    # topic that changed, note 1 was told after it
    win = past_features(stamps, words, sims, [0, 1, 2], first=asks_first("What club was I in during spring?"),
                        anchor_of=None, window_end=400.0, past=True, about_user=True)
    assert win["past_win_latest"].tolist() == pytest.approx([0.9, 0.0, 1.0])
    # the window feature is for the user's own past states
    other = past_features(stamps, words, sims, [0, 1, 2], first=asks_first("What club was Tam in during spring?"),
                          anchor_of=None, window_end=400.0, past=True, about_user=False)
    assert not other["past_win_latest"].any()


TURNS = [
    Turn("I row with the Riverside Rowing Club on Saturday mornings.", "Lovely.", datetime(2025, 2, 1, 9), "a"),
    Turn("Cooked a big pot of lentil soup for the week.", "Sounds warming.", datetime(2025, 3, 2, 18), "b"),
    Turn("I switched to Harbour Sailing Club, rowing was wrecking my back.", "Good call.",
         datetime(2025, 6, 7, 10), "c"),
    Turn("Harbour Sailing Club has a race every Sunday in July.", "Fun!", datetime(2025, 6, 20, 10), "d"),
]


def test_fusion_reads_the_anchor_from_the_question(tmp_path: Path) -> None:
    with Memory.open(str(tmp_path / "p.db")) as mem:
        mem.remember_many(TURNS)
        users = {n.id: n.user for n in mem.notes()}
        for fusion in (mem.index.retriever("fusion"), Fusion(mem.index, dense=False)):
            assert isinstance(fusion, Fusion)
            rows = fusion.features("Which club was I in before Harbour Sailing?", NOW)
            col = {users[i]: rows.X[j] for j, i in enumerate(rows.ids)}
            assert col[TURNS[0].user][COLUMN["past_before_anchor"]] > 0
            assert col[TURNS[2].user][COLUMN["past_anchor"]] == 1.0
            assert col[TURNS[2].user][COLUMN["past_before_anchor"]] == 0.0
            rows = fusion.features("What club was I in in the spring of 2025?", NOW)
            col = {users[i]: rows.X[j] for j, i in enumerate(rows.ids)}
            assert str(rows.info["window"]).startswith("'spring of 2025'")
            assert col[TURNS[0].user][COLUMN["past_win_latest"]] > col[TURNS[2].user][COLUMN["past_win_latest"]]


def test_last_weekend_puts_the_notes_written_that_weekend_in_fusions_window(tmp_path: Path) -> None:
    turns = [
        Turn("Went kayaking on the reservoir with Priya, my arms are sore today.", "Sounds fun!",
             datetime(2025, 8, 30, 17), "s1"),
        Turn("Long budget meeting at work, nothing got decided.", "That sounds draining.",
             datetime(2025, 9, 3, 18), "s2"),
        Turn("Spent the afternoon at the pottery studio and made a lopsided bowl.", "Lovely.",
             datetime(2025, 9, 6, 16), "s3"),
        Turn("Back at work and the printer is jammed again.", "Classic.", datetime(2025, 9, 8, 9), "s4"),
    ]
    with Memory.open(str(tmp_path / "m.db")) as mem:
        notes = mem.remember_many(turns)
        fusion = mem.index.retriever("fusion")
        assert isinstance(fusion, Fusion)
        # asked on a Wednesday, "last weekend" is the pottery one; asked a week before, the kayaking one
        for now, inside in ((datetime(2025, 9, 10, 12), 2), (datetime(2025, 9, 3, 12), 0)):
            rows = fusion.features("What did I do last weekend?", now=now)
            assert set(rows.ids) == {n.id for n in notes}
            window = {nid: rows.X[j, COLUMN["in_window"]] for j, nid in enumerate(rows.ids)}
            assert {nid for nid, v in window.items() if v == 1.0} == {notes[inside].id}
            assert rows.X[:, COLUMN["q_window"]].tolist() == [1.0] * len(notes)


def test_a_question_about_the_present_reads_the_newer_matching_note_as_never_worse(tmp_path: Path) -> None:
    """``now_match_recency`` is the matching notes' recency for a question about the present
    (asked in the present tense, with or without "now") and zero for one about the past; the
    trained models hold it to a rising effect (MONOTONE), so of two matching notes the newer is
    never scored lower for being newer."""
    from taggraph.retrieve.fusion_features import MONOTONE

    turns = [
        Turn("I climb at Boulder Barn on Tuesday evenings with my friend Oskar.", "Nice routine!",
             datetime(2025, 3, 4, 19), "s1"),
        Turn("The bakery on the corner has started selling rye loaves.", "Tasty.", datetime(2025, 4, 2, 9), "s2"),
        Turn("I switched gyms, I climb at Cragside now because it is closer to work.", "Makes sense.",
             datetime(2025, 6, 10, 20), "s3"),
    ]
    assert MONOTONE["now_match_recency"] == 1
    with Memory.open(str(tmp_path / "m.db")) as mem:
        notes = mem.remember_many(turns)
        fusion = mem.index.retriever("fusion")
        assert isinstance(fusion, Fusion)
        assert "now_match_recency" in fusion.weights.models["dense"].features
        now = datetime(2025, 9, 1, 12)
        present = fusion.features("Which gym do I climb at?", now=now)
        col = {nid: present.X[j] for j, nid in enumerate(present.ids)}
        old, new = col[notes[0].id], col[notes[2].id]
        assert new[COLUMN["now_match_recency"]] > old[COLUMN["now_match_recency"]]
        assert np.array_equal(present.X[:, COLUMN["now_match_recency"]], present.X[:, COLUMN["match_recency"]])
        past = fusion.features("Which gym did I climb at in March?", now=now)
        assert not past.X[:, COLUMN["now_match_recency"]].any() and past.X[:, COLUMN["match_recency"]].any()
        assert mem.query("Which gym do I climb at?", k=1, now=now)[0].note_id == notes[2].id
