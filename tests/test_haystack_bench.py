"""benchmarks/haystack.py's candidate report and dense-depth setting, and haystack_build.py's
placing of conversations, on a small real store (default extractor and embedder)."""

from __future__ import annotations

import random
import sys
from datetime import datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

import haystack  # noqa: E402
import haystack_build  # noqa: E402

from taggraph import Memory  # noqa: E402
from taggraph.bench.datasets.base import Case, Question  # noqa: E402
from taggraph.notes import Turn  # noqa: E402
from taggraph.retrieve.fusion import Fusion  # noqa: E402


def _turns(texts: list[str], year: int, session: str) -> list[Turn]:
    return [Turn(t, "", datetime(year, 3, 1 + i, 10), session, {"turn_id": f"{session}:{i}"})
            for i, t in enumerate(texts)]


def test_gold_places_reads_each_candidate_list() -> None:
    texts = ["The plumber fixed the leaking radiator in the hallway.",
             "We planted three apple trees behind the shed.",
             "My niece started learning the violin this spring.",
             "The library card expired, I renewed it on Tuesday."]
    with Memory.open(":memory:") as mem:
        turns = _turns(texts, 2024, "s")
        notes = mem.remember_many(turns, index=False)
        turn_of = {n.id: t.meta["turn_id"] for n, t in zip(notes, turns, strict=True)}
        q = Question("q", "Who fixed the radiator?", "single", gold_turns=("s:0",))
        rows = haystack.ask(mem, [q], turn_of, now=None, years=0, params={}, k=10)
    (row,) = rows
    assert row["candidate"] is True
    assert row["list_rank"]["bm25"] == 1  # the only note with "radiator"
    assert row["candidates"] <= len(texts)
    assert set(row["list_rank"]) == set(haystack.LISTS)


def test_gold_outside_every_list_is_reported() -> None:
    rows = type("R", (), {"ids": ["a", "b"], "X": None})()
    assert haystack.gold_places(rows, {"z"}) == {"candidate": False, "candidates": 2,
                                                 "list_rank": dict.fromkeys(haystack.LISTS)}


def test_dense_depth_setting_is_restored() -> None:
    kept = Fusion._dense_query
    with Memory.open(":memory:") as mem, haystack.setting(mem, "dense200"):
        assert Fusion._dense_query is not kept
    assert Fusion._dense_query is kept


def test_built_conversations_keep_their_order_and_interleave() -> None:
    a = Case("a", tuple(_turns(["first of a", "second of a", "third of a"], 2020, "sa")), ())
    b = Case("b", tuple(_turns(["first of b", "second of b"], 2023, "sb")), ())
    rng = random.Random(0)
    placed = [haystack_build.placed(f"x/{c.case_id}", c, 2026, 1, rng) for c in (a, b)]
    # a window of one year: both end in 2026, months and days kept
    assert {t.timestamp.year for p in placed for t in p if t.timestamp} == {2026}
    merged = haystack_build.interleaved(placed)
    assert [t.user for t in merged] == ["first of a", "first of b", "second of a", "second of b", "third of a"]
    assert {t.meta["haystack"] for t in merged} == {"x/a", "x/b"}
    assert all("turn_id" not in t.meta for t in merged)


def test_hidden_takes_one_conversation_out_and_it_comes_back_the_same() -> None:
    with Memory.open(":memory:") as mem:
        mine = [Turn(t.user, "", t.timestamp, t.session_id, {"haystack": "src/mine"})
                for t in _turns(["We repainted the porch green.", "The porch needs a second coat."], 2024, "m")]
        other = [Turn("The ferry timetable changed in spring.", "", datetime(2024, 5, 2), "o", {"haystack": "src/other"})]
        ids = {n.id for n in mem.remember_many([*mine, *other], index=False)}
        out = haystack.hidden(mem, "src/mine")
        assert [t.user for t in out] == [t.user for t in mine]
        assert [n.meta["haystack"] for n in mem.notes()] == ["src/other"]
        assert not any("porch" in h.note.user for h in mem.query("porch paint", k=5, method="fusion", words=False))
        mem.remember_many(out, index=False)
        assert {n.id for n in mem.notes()} == ids  # the same notes again
