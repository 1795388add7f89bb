"""The facts-that-change set in benchmarks/data/facts: the committed JSON is what the builder
writes, it loads with the LongMemEval loader, and its gold and split are consistent."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType
from typing import Any

from taggraph.bench.datasets.longmemeval import load

FACTS = Path(__file__).resolve().parents[1] / "benchmarks" / "data" / "facts"


def _builder() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_facts", FACTS / "build_facts.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_committed_files_match_the_builder() -> None:
    builder = _builder()
    dev, held = builder.build()
    for name, items in (("facts_dev.json", dev), ("facts_heldout.json", held)):
        on_disk = json.loads((FACTS / name).read_text(encoding="utf-8"))
        assert on_disk == items, f"{name} is stale: rerun benchmarks/data/facts/build_facts.py"


def conv(items: list[dict[str, Any]]) -> set[str]:
    return {i["question_id"].split("_")[0] for i in items}


def test_sizes_kinds_and_split() -> None:
    builder = _builder()
    dev, held = builder.build()
    assert len(dev) + len(held) >= 150
    assert len(conv(dev)) + len(conv(held)) >= 20
    assert not conv(dev) & conv(held), "a conversation is on both sides of the split"
    assert conv(held) == set(builder.HELDOUT)
    # The first 27 conversations split two thirds / one third; f28-f37 were added later, all
    # held out, so the held-out part has enough knowledge-update questions to tell rankings apart;
    # f38-f49 after that, all dev, to give the trained ranker more examples; f50-f59 later
    # again, all held out, on text no ranking change was tuned on, for a clean estimate; f60-f69
    # the same way once more; f70-f189 later still, all dev.
    assert len(conv(dev)) == 150 and len(conv(held)) == 39
    assert len(dev) == 1196 and len(held) == 275
    assert {f"f{n}" for n in range(28, 38)} <= conv(held)
    assert {f"f{n}" for n in range(38, 50)} <= conv(dev)
    assert {f"f{n}" for n in range(50, 60)} <= conv(held)
    assert {f"f{n}" for n in range(60, 70)} <= conv(held)
    assert {f"f{n}" for n in range(70, 118)} <= conv(dev)
    for first in (50, 60):
        ids = {f"f{n}" for n in range(first, first + 10)}
        fresh = [i for i in held if i["question_id"].split("_")[0] in ids]
        assert len(fresh) == 70
        assert sum(i["question_type"] == "knowledge-update" for i in fresh) == 48
        assert {i["facts_kind"] for i in fresh} == set(builder.KINDS)
    # The later conversations come after the earlier held-out ones, so adding them left the
    # earlier items' order alone.
    order = list(dict.fromkeys(i["question_id"].split("_")[0] for i in held))
    assert order[-10:] == [f"f{n}" for n in range(60, 70)]
    assert sum(i["question_type"] == "knowledge-update" for i in held) >= 80
    for item in dev + held:
        assert item["facts_kind"] in builder.KINDS
        expected = "temporal-reasoning" if item["facts_kind"] == "past" else None
        if expected:
            assert item["question_type"] == expected
    assert {i["facts_kind"] for i in held} == set(builder.KINDS)
    assert {i["facts_kind"] for i in dev} == set(builder.KINDS)


def test_loads_with_gold_turns_inside_the_haystack() -> None:
    for name in ("facts_dev.json", "facts_heldout.json"):
        for case in load(FACTS / name):
            (q,) = case.questions
            assert q.gold_turns, q.qid
            assert not q.meta["missing_gold_sessions"], q.qid
            assert {t.split("_")[0] + "_" + t.split("_")[1] for t in q.gold_turns} == set(
                q.gold_sessions), q.qid
            # Nothing in the haystack is dated after the question.
            assert q.date is not None
            assert all(t.timestamp is not None and t.timestamp < q.date for t in case.turns)
