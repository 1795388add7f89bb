"""AdaptiveGraph: PPR against networkx, the ablation switches, incremental matrix upkeep.

These stores are small, so most query words are in more than 15% of the notes; the tests here
are about the walk, so they switch the frequency filter off (``max_df=None``). The filter itself
is tested in test_stopword_fallback.py."""

from __future__ import annotations

import random

import networkx as nx
import numpy as np
import pytest
import scipy.sparse as sp

from taggraph.graph import views
from taggraph.graph.adjacency import symmetric
from taggraph.index.base import Index
from taggraph.notes import Note
from taggraph.retrieve.adaptive import AdaptiveGraph, personalized_pagerank
from taggraph.tags import FiveW

VOCAB = {
    "who": ["user", "person/alice", "person/bob", "company/acme"],
    "what": ["activity/yoga", "activity/run", "health/sleep", "work/meeting", "work/meeting/budget"],
    "where": ["city/rome", "home", "city/oslo"],
    "when": ["time/morning", "time/evening"],
    "extra": ["pet/dog", "pet/cat", "food/pasta"],
}


def adaptive(ix: Index, method: str = "adaptive", **params: object) -> AdaptiveGraph:
    """The registry's retriever for ``method``, checked to be an AdaptiveGraph."""
    r = ix.retriever(method, **params)
    assert isinstance(r, AdaptiveGraph), r
    return r


def random_note(rng: random.Random, i: int) -> Note:
    tags = {cat: rng.sample(vals, rng.randint(0, min(3, len(vals)))) for cat, vals in VOCAB.items()}
    if rng.random() < 0.9:
        tags["who"] = ["user", *tags["who"]]
    return Note(id=f"n{i}", user=f"note {i}", assistant="ok", tags=FiveW.from_raw(tags))


def note(nid: str, text: str, **tags: list[str]) -> Note:
    return Note(id=nid, user=text, assistant="noted", tags=FiveW.from_raw(tags))


def store(n: int = 60, seed: int = 1) -> Index:
    rng = random.Random(seed)
    notes = [random_note(rng, i) for i in range(n)]
    words = ["piano", "rome", "budget", "marathon", "pasta", "dentist", "garden", "novel"]
    notes = [Note(id=x.id, user=f"{rng.choice(words)} and {rng.choice(words)} {x.user}",
                  assistant="ok", tags=x.tags) for x in notes]
    return Index(notes)


def test_kernel_matches_networkx_with_dangling_nodes() -> None:
    rng = np.random.default_rng(0)
    n = 300
    a = (rng.random((n, n)) < 0.02).astype(float)
    np.fill_diagonal(a, 0)
    a[rng.choice(n, 30, replace=False)] = 0  # dangling rows
    s = np.zeros(n)
    s[rng.choice(n, 12, replace=False)] = rng.random(12)
    s /= s.sum()
    at = sp.csr_matrix(a.T)
    ours = personalized_pagerank(lambda z: at @ z, a.sum(axis=1), s, 0.85, iterations=10_000, tol=1e-15)
    g = nx.from_numpy_array(a, create_using=nx.DiGraph)
    ref = nx.pagerank(g, alpha=0.85, personalization={i: s[i] for i in range(n)}, tol=1e-15, max_iter=10_000)
    assert np.abs(ours - np.array([ref[i] for i in range(n)])).max() < 1e-10


@pytest.mark.parametrize("chronological", [True, False])
def test_ppr_vector_matches_networkx_pagerank(chronological: bool) -> None:
    """Both run to convergence (the fixed point does not depend on nx's uniform start or our
    x = s start); compared on every node of the exported transition graph."""
    ix = store()
    r = AdaptiveGraph(ix, max_df=None, chronological=chronological, iterations=5000)
    for nid in ["n3", "n10", "n11"]:  # after the graph exists, so removed node ids remain
        ix.remove(nid)
    g = r.graph
    s, _ = r.teleport("rome budget meeting yoga")
    assert s.sum() == pytest.approx(1.0)
    t = r.transition()
    assert t.out_degree is not None
    ours = personalized_pagerank(t.push, t.out_degree, s, 0.85, iterations=5000, tol=1e-15)
    d = views.to_networkx(g, chronological=chronological)
    pers = {name: float(s[g.nid(name)]) for name in d.nodes}
    ref = nx.pagerank(d, alpha=0.85, personalization=pers, tol=1e-15, max_iter=10_000)
    diff = max(abs(ours[g.nid(name)] - v) for name, v in ref.items())
    assert diff < 1e-6
    dead = [i for i, name in enumerate(g.names) if name is None]
    assert dead and not ours[dead].any()  # removed node ids carry no mass


def test_twenty_iterations_match_a_dense_matrix_from_the_export() -> None:
    ix = store()
    r = AdaptiveGraph(ix, max_df=None)
    x, s, _ = r.scores("piano garden activity")
    d = views.to_networkx(r.graph, chronological=True)
    names = list(d.nodes)
    a = nx.to_numpy_array(d, nodelist=names)
    m = a / a.sum(axis=1, keepdims=True)  # no dangling live nodes in this graph
    sv = np.array([s[r.graph.nid(nm)] for nm in names])
    xv = sv.copy()
    for _ in range(20):
        xv = 0.85 * m.T @ xv + 0.15 * sv
    assert np.abs(xv - np.array([x[r.graph.nid(nm)] for nm in names])).max() < 1e-12


def test_file_seeding_switch_moves_teleport_mass() -> None:
    ix = store()
    with_files, _ = AdaptiveGraph(ix, max_df=None).teleport("rome budget")
    tags_only, info = AdaptiveGraph(ix, max_df=None, file_seeding=False).teleport("rome budget")
    kinds = ix.graph().kind.view()
    assert with_files[kinds == 3].sum() > 0
    assert tags_only[kinds == 3].sum() == 0 and tags_only.sum() == pytest.approx(1.0)
    assert info["tag_share"] == 1.0


def test_chronological_switch_changes_the_transition() -> None:
    ix = store()
    on = AdaptiveGraph(ix, max_df=None).transition()
    off = AdaptiveGraph(ix, max_df=None, chronological=False).transition()
    files = on.chrono_from
    assert files is not None and len(files) == len(ix) - 1
    assert on.out_degree is not None and off.out_degree is not None
    assert np.all(on.out_degree[files] == off.out_degree[files] + 1)
    assert off.chrono_from is None


def test_chronological_edges_lift_the_next_note() -> None:
    # "before" and "after" are identical apart from their place around the matched note
    notes = [note("before", "weather talk", who=["user"], what=["topic/weather"]),
             note("match", "kayak trip", who=["user"], what=["activity/kayak"]),
             note("after", "weather talk", who=["user"], what=["topic/weather"])]
    ix = Index(notes)
    on = {r[0]: r[1] for r in AdaptiveGraph(ix, max_df=None, file_seeding=False).search("kayak", 5)}
    off = {r[0]: r[1] for r in AdaptiveGraph(ix, max_df=None, file_seeding=False, chronological=False).search("kayak", 5)}
    assert on["after"] > on["before"]
    assert off["after"] == pytest.approx(off["before"])


def test_zero_iterations_rank_by_teleport() -> None:
    ix = store()
    r = AdaptiveGraph(ix, max_df=None, iterations=0)
    res = r.search("piano rome", 40)
    s, _ = r.teleport("piano rome")
    g = r.graph
    assert res and all(r_[1] == pytest.approx(s[g.file_of(r_[0])]) for r_ in res)
    assert [x[1] for x in res] == sorted((x[1] for x in res), reverse=True)
    assert AdaptiveGraph(ix, max_df=None, iterations=0, file_seeding=False).search("piano rome", 40) == []


def test_diffusion_reaches_notes_without_query_words() -> None:
    notes = [note("a", "kayak trip", who=["user", "person/ola"], what=["activity/kayak"], where=["lake"]),
             note("b", "dinner plans", who=["user", "person/ola"], where=["lake"]),
             note("c", "tax forms", who=["person/tax_office"], what=["finance/tax"])]
    ix = Index(notes)
    res = AdaptiveGraph(ix, max_df=None).search("kayak", 5)
    order = [r[0] for r in res]
    assert order[0] == "a" and order.index("b") < order.index("c")
    assert AdaptiveGraph(ix, max_df=None, iterations=0).search("kayak", 5)[0][0] == "a"
    assert len(AdaptiveGraph(ix, max_df=None, iterations=0).search("kayak", 5)) == 1


def test_explanation_lists_seed_contributions() -> None:
    ix = store()
    res = AdaptiveGraph(ix, max_df=None).search("piano garden yoga", 5)
    exp = res[0][2]
    contrib = exp["seed_contributions"]
    assert contrib and contrib[0]["walk"][-1] == f"file:{res[0][0]}"
    assert [c["contribution"] for c in contrib] == sorted((c["contribution"] for c in contrib), reverse=True)
    assert sum(c["contribution"] for c in contrib) <= exp["score"] + 1e-12


def test_incremental_matrix_equals_rebuilt() -> None:
    rng = random.Random(11)
    base = store(40, seed=5)
    live = dict(base.notes)
    r = adaptive(base, max_df=None)
    q = "rome budget yoga piano"
    r.search(q, 40)  # builds the base matrix; later changes go through the delta
    for i in range(100, 160):
        if rng.random() < 0.3:
            nid = rng.choice(sorted(live))
            del live[nid]
            base.remove(nid)
        else:
            n = random_note(rng, i)
            n = Note(id=n.id, user=f"rome {n.user}", assistant="ok", tags=n.tags)
            live[n.id] = n
            base.add(n)
        if i % 7 == 0:
            got = r.search(q, 40)
            fresh = Index(live.values()).retriever("adaptive", max_df=None).search(q, 40)
            assert [x[0] for x in got] == [x[0] for x in fresh]
            assert np.allclose([x[1] for x in got], [x[1] for x in fresh], atol=1e-12)
        r.transition()  # the delta, kept from write to write, is the one built from the base's position
        t, g = r._t, base.graph()
        assert t is not None and t.delta is not None and t.delta.has_canonical_format
        want = symmetric(*g.log_arrays(t.base_pos), g.n_nodes)
        assert t.delta.shape == want.shape
        for part in ("indptr", "indices", "data"):
            assert np.array_equal(getattr(t.delta, part), getattr(want, part)), part
    assert r._t is not None and r._t.delta is not None  # the delta path was exercised
    base.graph().compact_log()
    after = r.search(q, 40)
    fresh = Index(live.values()).retriever("adaptive", max_df=None).search(q, 40)
    assert [x[0] for x in after] == [x[0] for x in fresh]


def test_registry_ablations() -> None:
    ix = store(10)
    assert adaptive(ix, "adaptive-no-diffusion").iterations == 0
    assert adaptive(ix, "adaptive-no-chronological").chronological is False
    assert adaptive(ix, "adaptive-no-file-seeding").file_seeding is False
    assert isinstance(ix.retriever("adaptive"), AdaptiveGraph)


def test_similarity_bound_variant_has_its_own_graph() -> None:
    ix = store(50)
    ix.retriever("adaptive", max_df=None).search("rome", 5)
    for nid in ["n1", "n2", "n7"]:
        ix.remove(nid)  # the default graph now has dead slots; the variant starts compact
    exact = adaptive(ix, max_df=None, max_similar=10_000)
    default = adaptive(ix, max_df=None)
    assert exact.graph is not default.graph and exact.graph.max_similar == 10_000
    assert len(views.edges(exact.graph)) > len(views.edges(default.graph))
    ix.add(Note(id="late", user="rome piano", assistant="ok", tags=FiveW.from_raw({"who": ["user"]})))
    q = "rome piano"
    flat = [AdaptiveGraph(ix, max_df=None, iterations=0, max_similar=m).search(q, 40) for m in (8, 10_000)]
    assert [h[0] for h in flat[0]] == [h[0] for h in flat[1]] and "late" in [h[0] for h in flat[0]]
    assert np.allclose([h[1] for h in flat[0]], [h[1] for h in flat[1]])
    assert {h[0] for h in exact.search(q, 40)} <= set(ix.notes)


def test_inner_ontology_match_seeds_the_ontology_node() -> None:
    ix = Index([note("d", "rex barks", who=["user"], what=["pet/dog"]),
                note("c", "tax forms", who=["user"], what=["finance/tax"])])
    r = AdaptiveGraph(ix, max_df=None, file_seeding=False)
    s, info = r.teleport("pet")
    assert info["seeded"] == {"onto:pet": ["pet"]} and s[r.graph.nid("onto:pet")] == 1.0
    res = r.search("pet", 5)
    assert res[0][0] == "d" and res[0][2]["seed_contributions"][0]["walk"][0] == "onto:pet"
