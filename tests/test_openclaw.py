"""The OpenClaw hybrid reference: query builder, score mappings, merge, MMR, decay, chunking and
end-to-end search over an Index with real (offline) embeddings."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taggraph.index.base import Index
from taggraph.index.vectortable import VectorTable
from taggraph.notes import Note
from taggraph.retrieve.openclaw import (
    Merged,
    OpenClaw,
    bm25_rank_to_score,
    build_fts_query,
    candidate_count,
    decay_multiplier,
    jaccard,
    merge_hybrid,
    mmr_rerank,
    mmr_tokens,
    normalize_weights,
    rank_merged,
)
from taggraph.tags import FiveW

# -- query builder (OpenClaw src/memory/hybrid.test.ts) -------------------------------------------

@pytest.mark.parametrize("raw,expected", [
    ("hello world", '"hello" AND "world"'),
    ("FOO_bar baz-1", '"FOO_bar" AND "baz" AND "1"'),
    ("  Café über 東京!  ", '"Café" AND "über" AND "東京"'),
    ('say "what"', '"say" AND "what"'),
    ("the a of", '"the" AND "a" AND "of"'),  # no stopword removal
])
def test_build_fts_query(raw: str, expected: str) -> None:
    assert build_fts_query(raw) == expected


@pytest.mark.parametrize("raw", ["", "   ", "?!-- ...", '"""'])
def test_no_tokens_means_no_query(raw: str) -> None:
    assert build_fts_query(raw) is None


# -- rank to score -------------------------------------------------------------------------------

def test_v1_mapping_makes_every_hit_score_one() -> None:
    assert math.isclose(bm25_rank_to_score(-100, "v1"), 1.0)
    assert bm25_rank_to_score(-0.001, "v1") == 1.0
    assert math.isclose(bm25_rank_to_score(2, "v1"), 1 / 3)
    assert math.isclose(bm25_rank_to_score(math.inf, "v1"), 1 / 1000)
    assert math.isclose(bm25_rank_to_score(math.nan, "v1"), 1 / 1000)


@pytest.mark.parametrize("rank,expected", [
    (-1.0, 0.5),
    (-100.0, 100 / 101),
    (-3.0, 0.75),
    (0.0, 1.0),
    (1.0, 0.5),
    (math.nan, 0.001),
    (-math.inf, 0.001),
    (math.inf, 0.001),
])
def test_v2_mapping(rank: float, expected: float) -> None:
    assert math.isclose(bm25_rank_to_score(rank, "v2"), expected)
    assert math.isclose(bm25_rank_to_score(rank), expected)  # v2 is the default


def test_v2_mapping_is_monotone_in_relevance() -> None:
    ranks = [-20.0, -5.0, -2.0, -1.0, -0.5, -0.01]
    scores = [bm25_rank_to_score(r) for r in ranks]
    assert scores == sorted(scores, reverse=True)
    with pytest.raises(ValueError):
        bm25_rank_to_score(-1.0, "v3")


# -- merge ---------------------------------------------------------------------------------------

def test_merge_arithmetic_and_insertion_order() -> None:
    merged = merge_hybrid([("a", 0.9), ("b", 0.5)], [("b", 0.8, -4.0), ("c", 0.6, -1.5)], 0.7, 0.3)
    assert [m.id for m in merged] == ["a", "b", "c"]
    got = {m.id: (m.vector_score, m.text_score, m.score, m.fts_rank) for m in merged}
    assert got["a"][:2] == (0.9, 0.0) and math.isclose(got["a"][2], 0.63) and got["a"][3] is None
    assert math.isclose(got["b"][2], 0.7 * 0.5 + 0.3 * 0.8) and got["b"][3] == -4.0
    assert got["c"][:2] == (0.0, 0.6) and math.isclose(got["c"][2], 0.18)
    assert merged[1].in_vector and merged[1].in_text and not merged[2].in_vector


def test_ties_keep_insertion_order_so_vector_hits_come_first() -> None:
    # 0.7 * 0.3 == 0.3 * 0.7 exactly: a vector-only hit ties a keyword-only hit.
    merged = merge_hybrid([("v1", 0.3), ("v2", 0.3)], [("k1", 0.7, -2.3), ("k2", 0.7, -2.3)], 0.7, 0.3)
    assert len({m.score for m in merged}) == 1
    assert [m.id for m in rank_merged(merged, 10)] == ["v1", "v2", "k1", "k2"]
    merged.append(Merged("top", 1.0, 1.0, score=1.0))
    assert [m.id for m in rank_merged(merged, 3)] == ["top", "v1", "v2"]


def test_min_score_filters_after_ranking() -> None:
    merged = merge_hybrid([("a", 0.9), ("b", -0.2)], [("c", 0.5, -1.0)], 0.7, 0.3)
    assert [m.id for m in rank_merged(merged, 10)] == ["a", "c"]  # negative merged score dropped at 0
    assert [m.id for m in rank_merged(merged, 10, min_score=0.35)] == ["a"]
    assert [m.id for m in rank_merged(merged, 10, min_score=-1.0)] == ["a", "c", "b"]


def test_weights_and_candidates() -> None:
    assert normalize_weights(0.7, 0.3) == pytest.approx((0.7, 0.3))
    assert normalize_weights(2.0, 1.0) == pytest.approx((0.5, 0.5))  # clamped to 1 each
    assert normalize_weights(0.0, 0.0) == (0.7, 0.3)
    assert normalize_weights(-1.0, 0.4) == (0.0, 1.0)
    assert candidate_count(40, 4, 200) == 160
    assert candidate_count(60, 4, 200) == 200
    assert candidate_count(6, 4, 200) == 24
    assert candidate_count(0, 4, 200) == 1


# -- MMR (OpenClaw src/memory/mmr.ts) -------------------------------------------------------------

def test_mmr_tokens_and_jaccard() -> None:
    assert mmr_tokens("Hello, WORLD hello_there 42") == {"hello", "world", "hello_there", "42"}
    # Combining marks stay inside the word (NFC first, then \p{M} is a word character).
    assert mmr_tokens("cafe\u0301 नमस्ते") == {"café", "नमस्ते"}
    assert jaccard(frozenset(), frozenset()) == 1.0
    assert jaccard(frozenset({"a"}), frozenset()) == 0.0
    assert jaccard(frozenset({"a", "b"}), frozenset({"b", "c"})) == pytest.approx(1 / 3)


def test_mmr_prefers_a_diverse_item_over_a_near_duplicate() -> None:
    scores = [1.0, 0.8, 0.7]
    snippets = ["apple banana cherry", "apple banana cherry", "dog elephant fox"]
    assert mmr_rerank(scores, snippets, 0.7) == [0, 2, 1]
    assert mmr_rerank(scores, snippets, 1.0) == [0, 1, 2]  # no diversity penalty
    assert mmr_rerank([0.5, 0.5], ["x", "y"], 0.7) == [0, 1]  # equal scores: list order


def _mmr_reference(scores: list[float], snippets: list[str], lam: float) -> list[int]:
    """OpenClaw's mmrRerank as written: max similarity recomputed against all selected items."""
    if len(scores) <= 1:
        return list(range(len(scores)))
    lam = max(0.0, min(1.0, lam))
    if lam == 1.0:
        return sorted(range(len(scores)), key=lambda i: -scores[i])
    toks = [mmr_tokens(s) for s in snippets]
    hi, lo = max(scores), min(scores)
    norm = (lambda s: 1.0) if hi == lo else (lambda s: (s - lo) / (hi - lo))
    selected: list[int] = []
    remaining = list(range(len(scores)))
    while remaining:
        best: int | None = None
        best_score = -math.inf
        for i in remaining:
            sim = max((jaccard(toks[i], toks[j]) for j in selected), default=0.0)
            m = lam * norm(scores[i]) - (1 - lam) * sim
            if m > best_score or (m == best_score and scores[i] > (scores[best] if best is not None else -math.inf)):
                best, best_score = i, m
        assert best is not None
        selected.append(best)
        remaining.remove(best)
    return selected


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.sampled_from([0.1, 0.3, 0.5, 0.7, 0.9, 1.0]),
                          st.lists(st.sampled_from("abcdefg"), max_size=5)), max_size=12),
       st.sampled_from([0.0, 0.3, 0.7, 1.0]))
def test_incremental_mmr_equals_the_reference(items: list[tuple[float, list[str]]], lam: float) -> None:
    scores = [s for s, _ in items]
    snippets = [" ".join(w) for _, w in items]
    assert mmr_rerank(scores, snippets, lam) == _mmr_reference(scores, snippets, lam)


# -- temporal decay ------------------------------------------------------------------------------

def test_decay_multiplier() -> None:
    assert decay_multiplier(0, 30) == 1.0
    assert math.isclose(decay_multiplier(30, 30), 0.5)
    assert math.isclose(decay_multiplier(90, 30), 0.125)
    assert decay_multiplier(-5, 30) == 1.0  # future dates do not boost
    assert decay_multiplier(10, 0) == 1.0


# -- the dense matrix ----------------------------------------------------------------------------

@settings(max_examples=60, deadline=None)
@given(st.lists(st.one_of(st.tuples(st.just("add"), st.lists(st.integers(-2, 2), min_size=3, max_size=3)),
                          st.tuples(st.just("remove"), st.integers(0, 40))), max_size=60),
       st.integers(1, 8))
def test_vector_table_top_matches_brute_force(ops: list[tuple[str, list[int]] | tuple[str, int]],
                                              n: int) -> None:
    table = VectorTable(compact_min=2)  # compacts as soon as tombstones outnumber 2 and the live rows
    live: dict[str, np.ndarray] = {}
    order: list[str] = []
    for i, (op, arg) in enumerate(ops):
        if op == "add":
            assert isinstance(arg, list)
            id_ = f"n{i}"
            v = np.asarray(arg, dtype=np.float32)
            table.add_many([id_], v[None, :])
            live[id_] = v
            order.append(id_)
        elif order:
            assert isinstance(arg, int)
            id_ = order[arg % len(order)]
            table.remove(id_)
            live.pop(id_, None)
    q = np.array([1.0, 0.5, -0.25], dtype=np.float32)
    ids = [i for i in order if i in live]
    expected = sorted(ids, key=lambda i: (-float(live[i] @ q), order.index(i)))[:n]
    assert [i for i, _ in table.top(q, n)] == expected
    table._compact()
    assert [i for i, _ in table.top(q, n)] == expected
    assert len(table) == len(ids)


# -- end to end over an Index with real embeddings -----------------------------------------------

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
TURNS = [
    ("I adopted a kitten and named her Luna.", "Luna is a lovely name for a cat."),
    ("My sister Emma just joined Google as a software engineer.", "Congratulations to Emma!"),
    ("I started morning yoga because I sleep badly.", "Yoga in the morning can improve sleep."),
    ("We booked flights to Lisbon for the first week of May.", "Lisbon is beautiful in spring."),
    ("My favourite dinner is salmon sushi with miso soup.", "A classic combination."),
    ("The quarterly report is due on Friday.", "I can help you outline it."),
    ("My car broke down on the highway yesterday.", "I hope you got home safely."),
    ("I am learning to play the violin.", "The violin takes patience."),
]


def make_note(i: int, user: str, assistant: str, *, days_ago: float | None = None,
              tags: FiveW | None = None) -> Note:
    ts = None if days_ago is None else T0 - timedelta(days=days_ago)
    return Note(id=f"n{i}", user=user, assistant=assistant, tags=tags or FiveW(), timestamp=ts)


@pytest.fixture(scope="module")
def notes() -> list[Note]:
    return [make_note(i, u, a, days_ago=i * 10) for i, (u, a) in enumerate(TURNS)]


@pytest.fixture(scope="module")
def index(notes: list[Note]) -> Index:
    return Index(notes)


def test_registry_builds_the_retriever_and_finds_semantic_matches(index: Index) -> None:
    r = index.retriever("openclaw")
    assert isinstance(r, OpenClaw)
    assert r.search("What did I call my cat?", 3)[0][0] == "n0"
    assert r.search("Where does my sister work?", 3)[0][0] == "n1"
    assert r.search("What instrument am I learning?", 3)[0][0] == "n7"


def test_scores_are_the_weighted_sum_of_the_two_sides(index: Index) -> None:
    r = OpenClaw(index)
    hits = r.search("yoga sleep", 8)
    assert hits[0][0] == "n2"
    e = hits[0][2]
    # Both query tokens are in n2 only, so it is the one keyword hit, with a v2 score.
    assert e["text"] == pytest.approx(bm25_rank_to_score(e["fts_rank"])) and e["fts_rank"] < 0
    assert sum(1 for _, _, x in hits if x["text"] is not None) == 1
    for _, score, x in hits:
        assert score == pytest.approx(0.7 * (x["dense"] or 0.0) + 0.3 * (x["text"] or 0.0))
        assert x["score"] == score and x["embedder"] == "all-MiniLM-L6-v2-onnx-int8"
    assert [s for _, s, _ in hits] == sorted((s for _, s, _ in hits), reverse=True)
    dense = r.vector_search("yoga sleep", 8)
    assert hits[0][2]["dense"] == pytest.approx(dict(dense)["n2"])


def test_and_semantics_and_raw_text_only() -> None:
    tagged = make_note(0, "My sister works at a search company.", "Nice.",
                       tags=FiveW(who=("person/sister",), extra=("company/google",)))
    other = make_note(1, "Google Maps got me lost again.", "Oh no.")
    r = OpenClaw(Index([tagged, other]))
    # The tag line is not indexed: only the raw text of n1 contains "google".
    assert [i for i, _, _ in r.keyword_search("google", 10)] == ["n1"]
    assert r.keyword_search("google sister", 10) == []  # AND: no note has both
    assert r.keyword_search("?!", 10) == []


def test_v1_mapping_flattens_the_text_side(index: Index) -> None:
    r = index.retriever("openclaw", rank_mapping="v1")
    assert isinstance(r, OpenClaw)
    kw = r.keyword_search("Lisbon", 5)
    assert [i for i, _, _ in kw] == ["n3"] and kw[0][1] == 1.0
    with pytest.raises(ValueError):
        OpenClaw(index, rank_mapping="v9")


def test_candidates_per_side(index: Index) -> None:
    r = OpenClaw(index)
    assert len(r.vector_search("anything", candidate_count(1, 4, 200))) == 4
    assert len(r.search("anything at all", 1)) == 1
    assert r.search("   ", 5) == [] and r.search("cat", 0) == []


def test_min_score_drops_low_hits(index: Index) -> None:
    hits = OpenClaw(index, min_score=0.35).search("kitten named Luna", 8)
    assert hits and all(s >= 0.35 for _, s, _ in hits)
    assert len(hits) < len(OpenClaw(index).search("kitten named Luna", 8))


def test_temporal_decay_prefers_recent_notes_and_spares_undated_ones() -> None:
    text = ("I moved to a new apartment downtown.", "Enjoy the new place!")
    old = make_note(0, *text, days_ago=60)
    new = make_note(1, *text, days_ago=0)
    undated = make_note(2, *text, days_ago=None)
    idx = Index([old, new, undated])
    plain = OpenClaw(idx).search("new apartment", 3)
    assert [i for i, _, _ in plain] == ["n0", "n1", "n2"]  # identical text: insertion order
    decayed = OpenClaw(idx, temporal_decay=True, now=T0).search("new apartment", 3)
    # n1 (age 0) and n2 (undated) tie at full score and keep insertion order; n0 decays.
    assert [i for i, _, _ in decayed] == ["n1", "n2", "n0"]
    by_id = {i: (s, e) for i, s, e in decayed}
    assert by_id["n0"][1]["decay"] == pytest.approx(0.25)  # 60 days = two half-lives
    assert by_id["n2"][1]["decay"] == 1.0 and by_id["n1"][1]["decay"] == 1.0
    assert by_id["n0"][0] == pytest.approx(plain[0][1] * 0.25)


def test_mmr_keeps_the_same_hits_in_a_diverse_order(index: Index) -> None:
    plain = OpenClaw(index).search("cat sushi violin", 8)
    diverse = OpenClaw(index, mmr=True).search("cat sushi violin", 8)
    assert sorted(i for i, _, _ in plain) == sorted(i for i, _, _ in diverse)


def test_follows_adds_and_removes_like_a_rebuild(notes: list[Note]) -> None:
    idx = Index(notes[:4])
    r = idx.retriever("openclaw")
    for n in notes[4:]:
        idx.add(n)
    idx.remove("n0")
    idx.remove("n5")
    rebuilt = OpenClaw(Index([n for n in notes if n.id not in ("n0", "n5")]))
    for q in ["my kitten Luna", "report due Friday", "violin", "car highway"]:
        got, want = r.search(q, 8), rebuilt.search(q, 8)
        assert [i for i, _, _ in got] == [i for i, _, _ in want]
        assert [s for _, s, _ in got] == pytest.approx([s for _, s, _ in want])
        assert all(i not in ("n0", "n5") for i, _, _ in got)


def test_search_writes_no_query_vectors_to_the_store(notes: list[Note]) -> None:
    from taggraph.embed import Embedder, shared_minilm

    class Store:
        def __init__(self) -> None:
            self.put_keys: list[str] = []

        def embedding_get(self, model: str, keys: list[str]) -> dict[str, bytes]:
            return {}

        def embedding_put(self, model: str, items: list[tuple[str, bytes]]) -> None:
            self.put_keys += [k for k, _ in items]

    store = Store()
    idx = Index(notes[:3])
    idx.embedder = Embedder(shared_minilm(), cache=store)
    r = OpenClaw(idx)
    assert len(store.put_keys) == 3  # the notes' raw text
    r.search("where is my kitten", 3)
    assert len(store.put_keys) == 3
