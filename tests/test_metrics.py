import math
from collections.abc import Callable, Sequence

import ir_measures
import pytest
from ir_measures import RR, R, Success, nDCG
from ir_measures.measures import Measure

from taggraph.bench import protocols
from taggraph.bench.metrics import (
    dedupe_to_sessions,
    first_relevant_rank,
    mean_by_group,
    ndcg_any_at_k,
    ndcg_at_k,
    recall_all_at_k,
    recall_at_k,
    recall_fraction_at_k,
    reciprocal_rank,
)
from taggraph.notes import Turn

RANKED = ["a", "b", "c", "d", "e"]


def test_reciprocal_rank_by_hand() -> None:
    assert reciprocal_rank(RANKED, {"c"}) == pytest.approx(1 / 3)
    assert reciprocal_rank(RANKED, {"e", "b"}) == pytest.approx(1 / 2)
    assert reciprocal_rank(RANKED, {"z"}) == 0.0
    assert reciprocal_rank(RANKED, set()) == 0.0
    assert reciprocal_rank(RANKED, {"d"}, k=3) == 0.0
    assert reciprocal_rank(RANKED, {"d"}, k=4) == pytest.approx(1 / 4)
    assert first_relevant_rank(RANKED, {"a"}) == 1


def test_recall_variants_by_hand() -> None:
    gold = {"b", "e", "z"}  # z is never retrieved
    assert [recall_at_k(RANKED, gold, k) for k in (1, 2, 5)] == [0.0, 1.0, 1.0]
    assert [recall_all_at_k(RANKED, {"b", "e"}, k) for k in (2, 4, 5)] == [0.0, 0.0, 1.0]
    assert recall_all_at_k(RANKED, gold, 5) == 0.0
    assert recall_fraction_at_k(RANKED, gold, 2) == pytest.approx(1 / 3)
    assert recall_fraction_at_k(RANKED, gold, 5) == pytest.approx(2 / 3)


def test_empty_gold_follows_the_official_longmemeval_convention() -> None:
    assert recall_all_at_k(RANKED, set(), 1) == 1.0
    assert recall_at_k(RANKED, set(), 5) == 0.0
    assert recall_fraction_at_k(RANKED, set(), 5) == 0.0
    assert ndcg_any_at_k(RANKED, set(), 5) == 0.0
    assert ndcg_at_k(RANKED, set(), 5) == 0.0


def test_ndcg_standard_by_hand() -> None:
    # gold at ranks 2 and 4: DCG = 1/log2(3) + 1/log2(5); ideal = 1 + 1/log2(3)
    expected = (1 / math.log2(3) + 1 / math.log2(5)) / (1 + 1 / math.log2(3))
    assert ndcg_at_k(RANKED, {"b", "d"}, 5) == pytest.approx(expected)
    # only rank 2 inside k=3; ideal still has two relevant items
    assert ndcg_at_k(RANKED, {"b", "d"}, 3) == pytest.approx(
        (1 / math.log2(3)) / (1 + 1 / math.log2(3)))


def test_ndcg_any_official_discount_by_hand() -> None:
    # Official DCG: rank 1 -> 1, rank 2 -> 1, rank r>=3 -> 1/log2(r).
    assert ndcg_any_at_k(RANKED, {"b"}, 5) == pytest.approx(1.0)
    assert ndcg_any_at_k(RANKED, {"c"}, 5) == pytest.approx(1 / math.log2(3))
    # gold at ranks 2 and 4: DCG = 1 + 1/log2(4) = 1.5; ideal = 1 + 1 = 2
    assert ndcg_any_at_k(RANKED, {"b", "d"}, 5) == pytest.approx(0.75)
    # n_relevant counts gold items in the corpus (here 3 notes of a gold session)
    ranked_sessions = ["s1", "s2", "s1", "s3"]
    assert ndcg_any_at_k(ranked_sessions, {"s1"}, 3, n_relevant=3) == pytest.approx(
        (1 + 1 / math.log2(3)) / (1 + 1 + 1 / math.log2(3)))


def test_dedupe_to_sessions() -> None:
    note_session = {"n1": "s1", "n2": "s1", "n3": "s2", "n4": "s3", "n5": "s2"}
    ranked = ["n2", "n1", "n3", "unknown", "n5", "n4"]
    assert dedupe_to_sessions(ranked, note_session) == ["s1", "s2", "s3"]
    assert dedupe_to_sessions(ranked, note_session, depth=5) == ["s1", "s2"]
    assert dedupe_to_sessions(ranked, note_session, depth=None) == ["s1", "s2", "s3"]


def test_mean_by_group() -> None:
    rows = [("x", {"mrr": 1.0, "r@1": 1.0}), ("x", {"mrr": 0.5}), ("y", {"mrr": 0.0})]
    out = mean_by_group(rows)
    assert out["x"] == {"n": 2.0, "mrr": 0.75, "r@1": 1.0}
    assert out["y"] == {"n": 1.0, "mrr": 0.0}
    assert out["all"]["n"] == 3.0 and out["all"]["mrr"] == pytest.approx(0.5)
    assert mean_by_group([("all", {"mrr": 1.0})])["all"]["n"] == 1.0


# Cross-check against ir-measures (trec_eval semantics) on a small fixture with varied cases:
# gold at rank 1, gold deep, several gold, gold never retrieved, nothing relevant retrieved.
FIXTURE = {
    "q1": (["d1", "d2", "d3", "d4", "d5", "d6"], {"d1"}),
    "q2": (["d1", "d2", "d3", "d4", "d5", "d6"], {"d4", "d6"}),
    "q3": (["d3", "d9", "d1", "d7", "d2", "d8"], {"d9", "d2", "d100"}),
    "q4": (["d5", "d4", "d3", "d2", "d1", "d0"], {"d200"}),
    "q5": (["d7", "d8", "d9", "d1", "d2", "d3"], {"d2", "d3", "d7", "d8"}),
}


def _ir_measures_per_query(measure: Measure) -> dict[str, float]:
    qrels = [ir_measures.Qrel(q, d, 1) for q, (_, gold) in FIXTURE.items() for d in gold]
    # strictly decreasing scores so ir-measures keeps our order
    run = [ir_measures.ScoredDoc(q, d, float(100 - i))
           for q, (ranked, _) in FIXTURE.items() for i, d in enumerate(ranked)]
    return {m.query_id: m.value for m in ir_measures.iter_calc([measure], qrels, run)}


@pytest.mark.parametrize("measure,ours", [
    (RR, reciprocal_rank),
    (Success @ 1, lambda r, g: recall_at_k(r, g, 1)),
    (Success @ 3, lambda r, g: recall_at_k(r, g, 3)),
    (R @ 3, lambda r, g: recall_fraction_at_k(r, g, 3)),
    (R @ 5, lambda r, g: recall_fraction_at_k(r, g, 5)),
    (nDCG @ 3, lambda r, g: ndcg_at_k(r, g, 3)),
    (nDCG @ 5, lambda r, g: ndcg_at_k(r, g, 5)),
])
def test_cross_check_against_ir_measures(
    measure: Measure, ours: Callable[[Sequence[str], set[str]], float]
) -> None:
    theirs = _ir_measures_per_query(measure)
    for qid, (ranked, gold) in FIXTURE.items():
        assert ours(ranked, gold) == pytest.approx(theirs[qid], abs=1e-4), (measure, qid)
    qrels = [ir_measures.Qrel(q, d, 1) for q, (_, gold) in FIXTURE.items() for d in gold]
    run = [ir_measures.ScoredDoc(q, d, float(100 - i))
           for q, (ranked, _) in FIXTURE.items() for i, d in enumerate(ranked)]
    aggregate = ir_measures.calc_aggregate([measure], qrels, run)[measure]
    mean = sum(ours(r, g) for r, g in FIXTURE.values()) / len(FIXTURE)
    assert mean == pytest.approx(aggregate, abs=1e-4)


# ---------------------------------------------------------------------------------------------
# Protocols (per-question metric values from a note ranking)

# ten notes over five sessions, two notes each
NOTE_SESSION = {f"n{i}": f"s{(i + 1) // 2}" for i in range(1, 11)}
NOTE_TURN = {f"n{i}": f"t{i}" for i in range(1, 11)}
RANKED_NOTES = ["n5", "n6", "n3", "n1", "n7", "n9", "n2", "n4", "n8", "n10"]  # s3 s2 s1 s4 s5


def test_note_maps_from_turns() -> None:
    maps = protocols.note_maps([("a", Turn("x", session_id="s1", meta={"turn_id": "D1:1"})),
                                ("b", Turn("y"))])
    assert maps.note_to_turn == {"a": "D1:1"} and maps.note_to_session == {"a": "s1"}


def test_protocol_a_by_hand() -> None:
    m = protocols.longmemeval_protocol_a(RANKED_NOTES, NOTE_SESSION, {"s2", "s4"})
    assert m == {"mrr": 0.5, "recall@1": 0.0, "recall@3": 1.0, "recall@5": 1.0}
    assert protocols.longmemeval_protocol_a(RANKED_NOTES, NOTE_SESSION, set())["mrr"] == 0.0


def test_protocol_a_reads_only_the_top_40_notes() -> None:
    note_session = {f"x{i}": f"other{i}" for i in range(40)} | {"g": "gold"}
    ranked = [f"x{i}" for i in range(40)] + ["g"]
    assert protocols.longmemeval_protocol_a(ranked, note_session, {"gold"})["mrr"] == 0.0
    m = protocols.longmemeval_protocol_a(ranked, note_session, {"gold"}, depth=None)
    assert m["mrr"] == pytest.approx(1 / 41)


def test_protocol_b_session_level_by_hand() -> None:
    # gold s_missing is not in the haystack and is left out, as the official gold comes
    # from the corpus ids
    m = protocols.longmemeval_protocol_b(RANKED_NOTES, NOTE_SESSION, {"s2", "s4", "s_missing"})
    assert m is not None
    assert set(m) == {f"session/{name}@{k}" for name in ("recall_any", "recall_all", "ndcg_any")
                      for k in protocols.OFFICIAL_KS}
    assert (m["session/recall_any@1"], m["session/recall_all@1"], m["session/ndcg_any@1"]) == (0, 0, 0)
    # top 3 sessions s3 s2 s1: the official DCG leaves rank 2 undiscounted -> 1 / (1 + 1)
    assert (m["session/recall_any@3"], m["session/recall_all@3"]) == (1.0, 0.0)
    assert m["session/ndcg_any@3"] == pytest.approx(0.5)
    # top 5: s2 at rank 2 (1) and s4 at rank 4 (1/log2 4 = 0.5) -> 1.5 / 2
    assert m["session/recall_all@5"] == 1.0 and m["session/ndcg_any@5"] == pytest.approx(0.75)
    assert m["session/ndcg_any@50"] == pytest.approx(0.75)


def test_protocol_b_turn_level_abstention_and_empty_gold() -> None:
    m = protocols.longmemeval_protocol_b(RANKED_NOTES, NOTE_SESSION, {"s2"},
                                         note_to_turn=NOTE_TURN, gold_turns={"t3"})
    assert m is not None
    assert (m["turn/recall_any@1"], m["turn/recall_any@3"]) == (0.0, 1.0)
    assert m["turn/ndcg_any@3"] == pytest.approx(1 / math.log2(3))
    assert m["session/ndcg_any@1"] == 0.0 and m["session/ndcg_any@3"] == 1.0
    assert protocols.longmemeval_protocol_b(RANKED_NOTES, NOTE_SESSION, {"s2"}, abstention=True) is None
    empty = protocols.longmemeval_protocol_b(RANKED_NOTES, NOTE_SESSION, set())
    assert empty is not None
    assert (empty["session/recall_all@1"], empty["session/recall_any@50"],
            empty["session/ndcg_any@50"]) == (1.0, 0.0, 0.0)


def test_locomo_turn_and_session_level_by_hand() -> None:
    note_turn = {"a": "D1:1", "b": "D2:1", "d": "D1:2"}
    ranked = ["a", "b", "unknown-note", "d"]
    m = protocols.locomo_turn_level(ranked, note_turn, {"D1:2", "D2:1"})
    assert m is not None
    assert m["mrr"] == 0.5
    assert (m["recall@1"], m["recall@3"], m["recall_all@3"], m["recall_all@5"]) == (0, 1, 0, 1)
    assert (m["evidence_recall@3"], m["evidence_recall@5"]) == (0.5, 1.0)
    assert protocols.locomo_turn_level(ranked, note_turn, set()) is None
    note_session = {"a": "session_1", "b": "session_2", "d": "session_1"}
    s = protocols.locomo_session_level(ranked, note_session, {"session_2"})
    assert s is not None
    assert (s["mrr"], s["recall@1"], s["recall@3"]) == (0.5, 0.0, 1.0)
    assert protocols.locomo_session_level(ranked, note_session, ()) is None


def test_atant_metrics_by_hand() -> None:
    m = protocols.atant_metrics(["n1", "n2", "n3"], {"n3", "n9"})
    assert m == {"mrr": pytest.approx(1 / 3), "recall@1": 0.0, "recall@3": 1.0, "recall@5": 1.0}
    assert protocols.atant_metrics(["n1"], set()) == {"mrr": 0.0, "recall@1": 0.0,
                                                      "recall@3": 0.0, "recall@5": 0.0}
