"""The base graph: node kinds, edge rules, the similarity bound, and incremental == rebuilt."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import networkx as nx
import numpy as np
import pytest

from taggraph.graph import views
from taggraph.graph.base import MemoryGraph, note_hash
from taggraph.graph.lists import SimAdj
from taggraph.notes import Note
from taggraph.tags import FiveW


def note(nid: str, text: str = "", **tags: list[str]) -> Note:
    return Note(id=nid, user=text or nid, assistant="ok", tags=FiveW.from_raw(tags))


YOGA = note("a", who=["user"], what=["activity/yoga", "health/sleep"], why=["goal/sleep_quality"])
YOGA2 = note("b", who=["user"], what=["activity/yoga", "health/sleep"], where=["home"])
WORK = note("c", who=["user", "company/google"], what=["career/interview"])


def test_node_kinds_and_structural_edges() -> None:
    g = MemoryGraph([YOGA, YOGA2, WORK])
    nodes = views.nodes(g)
    assert nodes["onto:activity"] == "ontology" and nodes["onto:activity/yoga"] == "ontology"
    assert nodes["tag:what:activity/yoga"] == "tag"
    assert nodes["topic:a"] == "topic" and nodes["file:a"] == "file"
    # every prefix is an ontology node, categories are not
    assert "onto:goal" in nodes and "onto:goal/sleep_quality" in nodes and "onto:what" not in nodes
    e = views.edges(g)
    for u, v in [("onto:activity", "onto:activity/yoga"), ("tag:what:activity/yoga", "onto:activity/yoga"),
                 ("tag:what:activity/yoga", "topic:a"), ("topic:a", "file:a")]:
        assert (u, v) in e and (v, u) in e
    # the tag hangs on its own path's node, not on the prefix
    assert ("tag:what:activity/yoga", "onto:activity") not in e
    # a and b share who:user, what:activity/yoga, what:health/sleep -> similar; c shares one tag
    assert ("topic:a", "topic:b") in e
    assert g.similar("a") == ["b"] and g.similar("c") == []


def test_similarity_needs_matching_categories() -> None:
    x = note("x", who=["alice", "bob"], what=["tennis"])
    y = note("y", where=["alice", "bob"], what=["tennis"])
    z = note("z", who=["alice", "bob"], what=["tennis"], why=["fun"])
    g = MemoryGraph([x, y, z])
    assert g.similar("x") == ["z"]  # y shares the paths but only one (category, path) pair
    assert g.similar("y") == []


def test_chronological_edges_follow_insertion_and_removal() -> None:
    g = MemoryGraph([YOGA, YOGA2, WORK])
    chrono = views.edges(g, chronological=True) - views.edges(g)
    assert chrono == {("file:a", "file:b"), ("file:b", "file:c")}
    g.remove("b")
    assert views.edges(g, chronological=True) - views.edges(g) == {("file:a", "file:c")}
    assert g.next_note("a") == "c" and g.prev_note("c") == "a"
    g.remove("c")
    g.add(note("d", who=["user"]))
    assert views.edges(g, chronological=True) - views.edges(g) == {("file:a", "file:d")}


def test_removing_every_note_leaves_nothing() -> None:
    g = MemoryGraph([YOGA, YOGA2, WORK])
    for nid in ["b", "a", "c"]:
        g.remove(nid)
    assert views.nodes(g) == {} and views.edges(g, chronological=True) == set() and views.log_edges(g) == set()
    assert g.onto_words == {} and g.tag_post == {} and int(g.deg.view().sum()) == 0


def test_networkx_export() -> None:
    g = MemoryGraph([YOGA, YOGA2, WORK])
    d = views.to_networkx(g, chronological=True)
    assert isinstance(d, nx.DiGraph)
    assert d.nodes["topic:a"]["kind"] == "topic"
    assert d.has_edge("file:a", "file:b") and not d.has_edge("file:b", "file:a")
    assert set(d.edges()) == views.edges(g, chronological=True)


def test_lexical_match_uses_words_of_the_last_segment_and_singulars() -> None:
    g = MemoryGraph([YOGA, note("p", what=["pet/dog"])])
    assert g.match("quality") == {"goal/sleep_quality"}
    assert g.match("sleep") == {"health/sleep", "goal/sleep_quality"}
    assert g.match("goal") == {"goal"}
    assert g.match("dogs") == {"pet/dog"}
    assert g.match("health") == {"health"}


# -- incremental == rebuilt ------------------------------------------------------------------------

VOCAB = {
    "who": ["user", "person/alice", "person/bob", "company/acme"],
    "what": ["activity/yoga", "activity/run", "health/sleep", "health/diet", "work/meeting",
             "work/meeting/budget"],
    "where": ["city/rome", "home", "city/oslo"],
    "when": ["time/morning", "time/evening"],
    "why": ["goal/fitness", "goal/promotion"],
    "extra": ["pet/dog", "pet/cat", "food/pasta"],
}


def random_note(rng: random.Random, i: int) -> Note:
    tags = {cat: rng.sample(vals, rng.randint(0, min(3, len(vals)))) for cat, vals in VOCAB.items()}
    if rng.random() < 0.9:
        tags["who"] = ["user", *tags["who"]]
    return note(f"n{i}", f"note {i}", **tags)


def brute_similarity(notes: list[Note], min_shared: int, k: int) -> set[tuple[str, str]]:
    """The definition, computed pairwise: each topic's k strongest qualifying neighbours
    (most shared (category, path) pairs, then note hash, then age); edges are the union."""
    pos = {n.id: i for i, n in enumerate(notes)}
    tags = {n.id: set(n.tags.items()) for n in notes}
    lists: dict[str, list[str]] = {}
    for a in notes:
        cands = [(len(tags[a.id] & tags[b.id]), b.id) for b in notes if b.id != a.id]
        cands = [(c, b) for c, b in cands if c >= min_shared]
        cands.sort(key=lambda cb: (-cb[0], note_hash(cb[1]), pos[cb[1]]))
        lists[a.id] = [b for _, b in cands[:k]]
    out: set[tuple[str, str]] = set()
    for src, dsts in lists.items():
        for dst in dsts:
            out |= {(f"topic:{src}", f"topic:{dst}"), (f"topic:{dst}", f"topic:{src}")}
    return out


def sim_edges(g: MemoryGraph) -> set[tuple[str, str]]:
    return {(u, v) for u, v in views.edges(g) if u.startswith("topic:") and v.startswith("topic:")}


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("max_similar", [2, 5, 1000])
@pytest.mark.parametrize("dense_min", [MemoryGraph.DENSE_MIN, 0])
@pytest.mark.parametrize("bulk_min", [MemoryGraph.BULK_MIN, 0])
@pytest.mark.parametrize("compact_min", [SimAdj.COMPACT_MIN, 0])
def test_incremental_equals_rebuilt(seed: int, max_similar: int, dense_min: int, bulk_min: int,
                                    compact_min: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # dense_min=0 makes every tag on more than 1/16 of the notes "dense", so candidate counting
    # takes its sparse-postings path with dense membership (and its fallback) on a small graph;
    # bulk_min=0 builds the rebuilt graph's similarity lists in the compiled bulk pass (for
    # max_similar <= 64; the larger bound keeps the per-topic path); compact_min=0 folds the
    # similarity edges' overlay into their CSR base after most updates
    monkeypatch.setattr(MemoryGraph, "DENSE_MIN", dense_min)
    monkeypatch.setattr(MemoryGraph, "BULK_MIN", bulk_min)
    monkeypatch.setattr(SimAdj, "COMPACT_MIN", compact_min)
    rng = random.Random(seed)
    g = MemoryGraph(max_similar=max_similar)
    live: dict[str, Note] = {}
    for i in range(120):
        if live and rng.random() < 0.35:
            nid = rng.choice(sorted(live))
            del live[nid]
            g.remove(nid)
        else:
            n = random_note(rng, i)
            live[n.id] = n
            g.add(n)
        if i % 20 == 19 or i == 119:
            fresh = MemoryGraph(live.values(), max_similar=max_similar)
            assert views.nodes(g) == views.nodes(fresh)
            assert views.edges(g, chronological=True) == views.edges(fresh, chronological=True)
            assert views.log_edges(g) == views.edges(g)
            assert sim_edges(g) == brute_similarity(list(live.values()), 3, max_similar)
            assert g.onto_words == fresh.onto_words and g.onto_ref == fresh.onto_ref
            # undirected degrees agree with the edge set
            out_deg = Counter(u for u, _ in views.edges(g))
            for node, slot in g._nid.items():
                assert g.deg.a[slot] == out_deg[node]
    # the bound binds in this test for small max_similar (otherwise it would not test it)
    if max_similar == 2:
        assert brute_similarity(list(live.values()), 3, 2) != brute_similarity(list(live.values()), 3, 1000)


def test_compact_log_keeps_the_edges() -> None:
    rng = random.Random(7)
    notes = [random_note(rng, i) for i in range(60)]
    g = MemoryGraph(notes)
    for n in notes[::2]:
        g.remove(n.id)
    before = views.log_edges(g)
    n_log = len(g.log_w)
    g.compact_log()
    assert len(g.log_w) < n_log and g.log_epoch == 1
    assert views.log_edges(g) == before == views.edges(g)


def test_readding_a_removed_note_gets_a_fresh_slot() -> None:
    g = MemoryGraph([YOGA, YOGA2])
    g.remove("a")
    g.add(YOGA)
    assert g.slot_of["a"] == 2
    assert views.edges(g, chronological=True) == views.edges(MemoryGraph([YOGA2, YOGA]), chronological=True)


def test_similarity_pairs_without_bound_match_every_qualifying_pair() -> None:
    rng = random.Random(3)
    notes = [random_note(rng, i) for i in range(40)]
    g = MemoryGraph(notes, max_similar=10_000)
    expect = set()
    for a, b in combinations(notes, 2):
        if len(set(a.tags.items()) & set(b.tags.items())) >= 3:
            expect |= {(f"topic:{a.id}", f"topic:{b.id}"), (f"topic:{b.id}", f"topic:{a.id}")}
    assert sim_edges(g) == expect and expect


def skewed_note(rng: random.Random, i: int) -> Note:
    """A note of a larger store: a tag on every note, a few weekdays and places on thousands,
    mid-sized speakers, and long tails of people and topics (so the bulk build meets dense-only
    candidates, masks shared by many notes, and sparse postings of every size)."""
    def zipf(prefix: str, n: int) -> str:
        return f"{prefix}/{min(int(rng.paretovariate(1.0)) - 1, n - 1)}"
    return note(f"s{i}", f"note {i}", who=["user", f"speaker/{rng.randrange(12)}", zipf("person", 400)],
                what=[zipf("topic", 300)], when=[f"day/{rng.randrange(4)}", f"date/{i // 25}"],
                where=[zipf("place", 40)], extra=[zipf("org", 60)] if rng.random() < 0.4 else [])


@pytest.mark.parametrize("sig_k", [64, 1])
def test_bulk_similarity_equals_per_topic_lists(sig_k: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # sig_k=1 keeps one dense-only candidate per mask, so most notes take the full-scan fallback
    from taggraph.graph import similarity

    monkeypatch.setattr(similarity, "_SIG_K", sig_k)
    rng = random.Random(5)
    notes = [skewed_note(rng, i) for i in range(3000)]
    monkeypatch.setattr(MemoryGraph, "BULK_MIN", 10**9)
    slow = MemoryGraph(notes)
    monkeypatch.setattr(MemoryGraph, "BULK_MIN", 0)
    fast = MemoryGraph(notes)
    assert all(fast.similar_slots(s) == slow.similar_slots(s) for s in range(3000))
    assert len(slow._sim.csr(3000)[1]) > 3000 * 8  # the lists are full and bind
    assert [fast._top.as_dict(s) for s in range(3000)] == [slow._top.as_dict(s) for s in range(3000)]
    assert fast._top.worst.view().tolist() == slow._top.worst.view().tolist()
    assert views.edges(fast, chronological=True) == views.edges(slow, chronological=True)
    assert views.log_edges(fast) == views.edges(fast)
    assert fast.deg.view().tolist() == slow.deg.view().tolist()
    # and it keeps updating like any graph
    extra = skewed_note(rng, 3000)
    fast.add(extra)
    slow.add(extra)
    fast.remove(notes[7].id)
    slow.remove(notes[7].id)
    assert views.edges(fast, chronological=True) == views.edges(slow, chronological=True)


def test_qualifying_counts_a_tag_on_every_note_like_any_other() -> None:
    # ``user`` is on every note until one is forgotten: counted as a constant, then searched
    rng = random.Random(23)
    notes = [skewed_note(rng, i) for i in range(400)]
    g = MemoryGraph(notes)
    g.DENSE_MIN = 16  # so that the weekdays and speakers are dense here too

    def naive(tags: tuple[tuple[str, str], ...], exclude: int) -> dict[int, int]:
        mine = set(tags)
        return {slot: k for slot, nid in enumerate(g.slot_ids)
                if nid is not None and slot != exclude and (k := len(mine & set(g.tags_of(nid)))) >= g.min_shared}

    for step in range(3):
        # on every slot, then still (a forgotten note's slot stays in the posting), then not
        assert (len(g.tag_post[("who", "user")].slots) == g.n_slots) == (step < 2)
        for nid in rng.sample([x for x in g.slot_ids if x is not None], 40):
            tags = g.tags_of(nid)
            cand, counts = g._qualifying(tags, g.slot_of[nid])
            assert dict(zip(cand.tolist(), counts.tolist(), strict=True)) == naive(tags, g.slot_of[nid])
        if step == 0:
            g.remove(next(x for x in g.slot_ids if x is not None))
        else:
            g.add(note("other", "note without the user", who=["speaker/1"], when=["day/1"], where=["place/0"]))


def test_a_restored_graph_updates_like_the_original() -> None:
    # A graph restored from its snapshot (read-only arrays, as a store hands them over) takes
    # adds and removes on its compact structures and ends in the same state as the original,
    # which is the graph rebuilt from the live notes.
    from taggraph.graph.snapshot import GraphSnapshot, state
    from taggraph.store.snapshot import decode, encode

    rng = random.Random(11)
    notes = [skewed_note(rng, i) for i in range(6000)]  # above BULK_MIN: lists from the bulk pass
    orig = MemoryGraph(notes)
    head = {"version": GraphSnapshot.SNAPSHOT_VERSION}
    back = GraphSnapshot.from_snapshot(None, decode(encode(state(orig), head), head))
    assert back.similar_slots(17) == orig.similar_slots(17) and back.prev_note("s17") == "s16"
    # held narrower than saved, saved back as it was
    assert back._sim.idx.dtype == np.int32 and back._notes.tag_nids.dtype == np.int32  # type: ignore[attr-defined]
    saved, again = state(orig), state(back)
    assert all(saved[k].dtype == again[k].dtype and np.array_equal(saved[k], again[k]) for k in saved)
    # the ontology lookups a restore rebuilds from the tag names equal those built note by note
    for attr in ("onto_ref", "onto_children", "onto_words", "onto_tags"):
        assert getattr(back, attr) == getattr(orig, attr), attr
    assert {t: p.slots.view().tolist() for t, p in back.tag_post.items()} == \
        {t: p.slots.view().tolist() for t, p in orig.tag_post.items()}
    live = {n.id: n for n in notes}
    for i in range(90):
        if i % 3 == 2:
            nid = rng.choice(sorted(live))
            del live[nid]
            orig.remove(nid)
            back.remove(nid)
        else:
            n = skewed_note(rng, 6000 + i)
            live[n.id] = n
            orig.add(n)
            back.add(n)
    a, b = state(orig), state(back)
    assert a.keys() == b.keys()
    for key in a:
        assert a[key].dtype == b[key].dtype and np.array_equal(a[key], b[key]), key
    assert views.edges(back, chronological=True) == views.edges(MemoryGraph(live.values()), chronological=True)
    assert views.log_edges(back) == views.edges(back)
    # node names (topic and file names are made from the note ids, not stored) and lookups by name
    assert list(back.names) == list(orig.names) and back.n_nodes == orig.n_nodes
    assert dict(back._nid.items()) == dict(orig._nid.items()) == {n: i for i, n in enumerate(orig.names) if n}
    gone = next(n.id for n in notes if n.id not in live)
    assert back.nid(f"topic:{gone}") is None and back.nid(f"file:{gone}") is None
    kept = sorted(live)[0]
    assert back.names[back.file_of(kept)] == f"file:{kept}" and back.nid(f"file:{kept}") == back.file_of(kept)


@pytest.mark.parametrize("k", [1, 3, 64])
def test_signatures_by_distinct_mask_equal_a_scan_of_every_note(k: int) -> None:
    """The bulk pass ranks the notes of each distinct dense-tag mask as groups; it must give each
    mask the first k notes (shared tags desc, hash, slot) of a plain scan over every note, with
    ties of hash and of count on purpose."""
    from taggraph.graph.similarity_kernels import signatures

    rng = np.random.default_rng(7)
    n, min_shared = 700, 3
    dm = np.zeros(n, dtype=np.uint64)
    for s in range(n):  # 3 to 9 of 12 dense tags, so that masks repeat
        dm[s] = sum(np.uint64(1) << np.uint64(b) for b in rng.choice(12, rng.integers(3, 10), replace=False))
    hashes = rng.integers(0, 40, n).astype(np.int64)  # few values: many ties
    masks, inv = np.unique(dm, return_inverse=True)
    slots = np.arange(n)
    group = slots[np.lexsort((slots, hashes, inv))]
    g_ptr = np.concatenate([[0], np.cumsum(np.bincount(inv, minlength=len(masks)))]).astype(np.int64)
    got, more = signatures(masks, g_ptr, group, hashes, min_shared, k)
    for i, m in enumerate(masks):
        shared = np.array([bin(int(m & v)).count("1") for v in dm])
        ok = [s for s in range(n) if shared[s] >= min_shared]
        want = sorted(ok, key=lambda s: (-shared[s], hashes[s], s))[:k]
        assert [s for s in got[i].tolist() if s >= 0] == want
        assert bool(more[i]) == (len(ok) > k)
