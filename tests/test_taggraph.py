"""TagGraph presets: distance ranking, tie-breaks, the 15% stopword rule, explanations."""

from __future__ import annotations

import numpy as np
import pytest

from taggraph.index.base import Index
from taggraph.notes import Note
from taggraph.retrieve.base import Scored
from taggraph.retrieve.taggraph import TagGraph
from taggraph.tags import FiveW


def note(nid: str, text: str, **tags: list[str]) -> Note:
    return Note(id=nid, user=text, assistant="noted", tags=FiveW.from_raw(tags))


def filler(n: int) -> list[Note]:
    """Unrelated notes so that rare words stay under the 15% document-frequency threshold."""
    return [note(f"f{i}", f"filler entry number {i} about weather {i}", who=["user"],
                 what=[f"topic/subject{i}"]) for i in range(n)]


def ids(results: list[Scored]) -> list[str]:
    return [r[0] for r in results]


def test_direct_match_beats_parent_and_sibling() -> None:
    ix = Index([
        note("cat", "my cat sleeps all day", who=["user"], what=["pet/cat"]),
        note("dog", "my dog barks", who=["user"], what=["pet/dog"]),
        note("pet", "thinking about a pet", who=["user"], what=["pet"]),
        note("car", "the car broke down", who=["user"], what=["vehicle/car"]),
    ])
    res = ix.retriever("taggraph-basic").search("dog", 10)
    dist = {r[0]: r[2]["distance"] for r in res}
    assert ids(res)[0] == "dog"
    assert dist == {"dog": 0, "pet": 1, "cat": 2}  # child of pet -> pet -> sibling; car unreached
    assert [r[1] for r in res] == sorted((r[1] for r in res), reverse=True)


def test_depth_bounds_the_walk() -> None:
    ix = Index([note("a", "x", what=["a/b/c/d"]), note("b", "y", what=["a"])])
    near = TagGraph(ix, "basic", depth=2).search("d", 10)
    far = TagGraph(ix, "basic", depth=3).search("d", 10)
    assert ids(near) == ["a"]
    assert ids(far) == ["a", "b"] and far[1][2]["distance"] == 3


def test_ties_broken_by_raw_token_overlap() -> None:
    ix = Index([
        note("one", "went hiking", what=["activity/hiking"]),
        note("two", "went hiking in the alps with anna", what=["activity/hiking"]),
    ])
    res = ix.retriever("taggraph-basic").search("hiking alps anna", 5)
    assert ids(res) == ["two", "one"]
    assert res[0][2]["overlap"] == 3.0 and res[1][2]["overlap"] == 1.0


def test_equal_scores_keep_insertion_order() -> None:
    ix = Index([note(f"n{i}", "same words", what=["activity/chess"]) for i in range(5)])
    assert ids(ix.retriever("taggraph-basic").search("chess", 3)) == ["n0", "n1", "n2"]


def test_stopword_filter_drops_common_tokens_before_matching() -> None:
    # "yoga" is in every yoga note (>15% of the store); "rome" only in one
    notes = [note(f"y{i}", f"yoga session {i}", who=["user"], what=["activity/yoga"]) for i in range(4)]
    notes.append(note("r", "a trip to rome", who=["user"], where=["city/rome"]))
    ix = Index(notes + filler(15))
    basic = ix.retriever("taggraph-basic").search("yoga in rome", 40)
    stop = ix.retriever("taggraph-stopwords").search("yoga in rome", 40)
    assert set(ids(basic)) == {"y0", "y1", "y2", "y3", "r"}
    assert ids(stop) == ["r"]
    assert "yoga" in stop[0][2]["dropped_tokens"] and stop[0][2]["matched_tokens"] == ["rome"]


def test_every_token_common_paper_preset_empty_fallback_variant_answers() -> None:
    ix = Index([note("a", "yoga", what=["activity/yoga"]), note("b", "yoga again", what=["activity/yoga"])])
    assert ix.retriever("taggraph-stopwords").search("yoga", 5) == []
    res = ix.retriever("taggraph-stopwords+fallback").search("yoga", 5)
    assert ids(res) == ["a", "b"] and res[0][2]["stopword_fallback"] is True
    assert res[0][2]["method"] == "taggraph-stopwords+fallback"


def test_tfidf_weights_rare_terms_in_the_tie_break() -> None:
    # Both candidates sit at distance 0. "beta" and "gamma" occur in 3 of 20 notes (15%, kept),
    # "zeta" in one note only, three times there.
    notes = [
        note("common", "beta gamma", what=["project/apollo"]),
        note("rare", "zeta zeta zeta", what=["project/apollo"]),
        note("b2", "beta gamma", who=["user"]),
        note("b3", "beta gamma", who=["user"]),
    ]
    ix = Index(notes + filler(16))
    q = "apollo beta gamma zeta"
    assert ids(ix.retriever("taggraph-stopwords").search(q, 2)) == ["common", "rare"]
    res = ix.retriever("taggraph-tfidf").search(q, 2)
    assert ids(res) == ["rare", "common"] and res[0][2]["tie_break"] == "tfidf_overlap"


def test_explanation_names_tokens_nodes_and_path() -> None:
    ix = Index([note("g", "interview at google", who=["user", "company/google"], what=["career/interview"])]
               + filler(10))
    res = ix.retriever("taggraph-stopwords").search("How did the Google interview go?", 5)
    exp = res[0][2]
    assert res[0][0] == "g"
    assert exp["matched_tokens"] == ["google", "interview"]
    assert exp["ontology_nodes"] == ["career/interview", "company/google"]
    assert exp["path"][0].startswith("query:") and exp["path"][-2:] == ["topic:g", "file:g"]
    assert exp["path"][1] in ("onto:career/interview", "onto:company/google")


def test_explanation_path_walks_through_the_ontology() -> None:
    ix = Index([note("d", "rex", what=["pet/dog"])])
    exp = ix.retriever("taggraph-basic").search("pet", 1)[0][2]
    assert exp["distance"] == 1
    assert exp["path"] == ["query:pet", "onto:pet", "onto:pet/dog", "tag:what:pet/dog", "topic:d", "file:d"]


def test_plural_query_matches_singular_tag() -> None:
    ix = Index([note("d", "my dog", what=["pet/dog"]), note("c", "my car", what=["vehicle/car"])])
    assert ids(ix.retriever("taggraph-basic").search("dogs", 5)) == ["d"]


def test_follows_adds_and_removes() -> None:
    ix = Index(filler(10))
    r = ix.retriever("taggraph-tfidf")
    assert r.search("piano", 5) == []
    ix.add(note("p", "piano lesson", what=["music/piano"]))
    assert ids(r.search("piano", 5)) == ["p"]
    ix.remove("p")
    assert r.search("piano", 5) == []
    ix.remove("f3")
    assert "f3" not in ids(ix.retriever("taggraph-basic").search("weather subject3", 40))


def test_registry_presets_and_unknown_preset() -> None:
    ix = Index(filler(3))
    for name, preset in [("taggraph-basic", "basic"), ("taggraph-stopwords", "stopwords"),
                         ("taggraph-tfidf", "tfidf")]:
        r = ix.retriever(name)
        assert isinstance(r, TagGraph) and r.preset == preset
    with pytest.raises(ValueError):
        TagGraph(ix, preset="bogus")


def test_k_limits_results() -> None:
    ix = Index([note(f"n{i}", f"chess game {i}", what=["activity/chess"]) for i in range(30)])
    assert len(ix.retriever("taggraph-basic").search("chess", 7)) == 7
    assert ix.retriever("taggraph-basic").search("chess", 0) == []


def breadth_first(tg: TagGraph, tokens: list[str]) -> dict[str, tuple[int, str, str | None]]:
    """The plain multi-source BFS every node of which is enumerated (the definition)."""
    from collections import deque

    reached: dict[str, tuple[int, str, str | None]] = {}
    queue: deque[str] = deque()
    for tok in tokens:
        for path in sorted(tg.graph.match(tok)):
            if path not in reached:
                reached[path] = (0, tok, None)
                queue.append(path)
    while queue:
        path = queue.popleft()
        d, tok, _ = reached[path]
        if d < tg.depth:
            for nb in tg.graph.onto_neighbours(path):
                if nb not in reached:
                    reached[nb] = (d + 1, tok, path)
                    queue.append(nb)
    return reached


@pytest.mark.parametrize("depth", [0, 1, 2, 3])
def test_grouped_last_level_equals_plain_breadth_first_search(depth: int) -> None:
    import random

    rng = random.Random(depth)
    words = ["red", "blue", "green", "tea", "lake", "kite", "moss", "oak"]
    notes = []
    for i in range(400):
        a, b, c = rng.choice(words), rng.choice(words), rng.choice(words)
        notes.append(note(f"n{i}", f"{a} {b} note {i}", who=["user", f"person/{a}_{rng.randrange(30)}"],
                          what=[f"{b}/{c}", f"{b}/{c}/{a}", f"topic/{c}/{rng.randrange(50)}"],
                          where=[f"place/{b}"]))
    ix = Index(notes)
    tg = TagGraph(ix, "basic", depth=depth)
    nodes = set(tg.graph.onto_children)
    for query in ["red", "blue tea", "oak lake person", "topic green", "kite moss red blue", "nothing"]:
        tokens = query.split()
        want, got = breadth_first(tg, tokens), tg.expand(tokens)
        assert {p: got.get(p) for p in nodes} == {p: want.get(p) for p in nodes}
        assert bool(got) == bool(want)
        plain = np.full(tg.graph.n_slots, depth + 1)
        for d in range(depth, -1, -1):
            for path, (dp, _, _) in want.items():
                if dp == d:
                    for tag in tg.graph.onto_tags.get(path, ()):
                        plain[tg.graph.tag_slots(tag)] = d
        assert tg.distances(got).tolist() == plain.tolist()
    hits = tg.search("blue tea lake", 20)
    assert hits and all(h[2]["path"][0].startswith("query:") for h in hits)


def test_cached_children_follow_adds_and_removes_as_a_fresh_gather_would() -> None:
    import taggraph.graph.base as graph_base

    ix = Index([note(f"n{i}", f"walk {i}", who=["user", f"person/friend_{i % 7}"], where=[f"city/town_{i % 5}"])
                for i in range(40)])
    tg = ix.retriever("taggraph-basic")
    assert isinstance(tg, TagGraph)
    g = tg.graph

    def live(slots: np.ndarray) -> set[int]:
        return {int(s) for s in slots if g.alive.view()[s]}

    def fresh(path: str) -> set[int]:
        return live(np.concatenate([g.tag_slots(t) for c in g.onto_children.get(path, ()) for t in g.onto_tags[c]]))

    assert live(tg.children_slots("person")) == fresh("person") == set(range(40))
    ix.add(note("a", "met a new friend", who=["user", "person/friend_new"]))  # a new child of person
    ix.add(note("b", "moved", where=["city/town_1"]))                        # nothing under person
    ix.remove("n3")
    assert g.added_since(g.version - 3) is not None  # the cache takes the two notes in
    assert live(tg.children_slots("person")) == fresh("person") == (set(range(41)) - {3})
    assert live(tg.children_slots("city")) == fresh("city")
    # a cache older than the notes the graph remembers is gathered again
    old_kept = graph_base.ADDED_KEPT
    graph_base.ADDED_KEPT = 2
    try:
        for i in range(6):
            ix.add(note(f"m{i}", "another friend", who=["user", f"person/pal_{i}"]))
        assert g.added_since(0) is None
        assert live(tg.children_slots("person")) == fresh("person") and len(fresh("person")) == 46
    finally:
        graph_base.ADDED_KEPT = old_kept


def test_an_overlap_is_reused_until_a_write_and_then_computed_again() -> None:
    """TagGraph and AdaptiveGraph ask the shared term postings for the same overlap in one fusion
    query; the second ask gets the first's (read-only) array, and any write, another token list
    or other weights get a new one, equal to what fresh postings compute."""
    from taggraph.index.postings import TermPostings
    from taggraph.retrieve.taggraph import idf_weights

    ix = Index([*filler(30), note("kite", "flew a red kite by the lake", what=["hobby/kite"])])
    terms = TermPostings.of(ix)
    toks = ["kite", "lake"]
    first = terms.overlap(toks, idf_weights(ix, toks))
    assert terms.overlap(toks, idf_weights(ix, toks)) is first and not first.flags.writeable
    assert terms.overlap(toks) is not first and terms.overlap(["kite"], idf_weights(ix, ["kite"])) is not first
    ix.retriever("fusion").search("red kite by the lake", 5)
    again = terms.overlap(toks, idf_weights(ix, toks))
    assert again is terms.overlap(toks, idf_weights(ix, toks))
    ix.add(note("kite2", "a kite over the lake again, the lake was calm", what=["hobby/kite"]))
    after = terms.overlap(toks, idf_weights(ix, toks))
    assert after is not again and len(after) == len(again) + 1
    ix.remove("kite")
    gone = terms.overlap(toks, idf_weights(ix, toks))
    fresh = TermPostings(ix, ix.graph()).overlap(toks, idf_weights(ix, toks))
    alive = ix.graph().alive.view()
    assert gone is not after and np.array_equal(gone[alive], fresh[alive]) and gone[alive].any()
