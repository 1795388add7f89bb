"""Local PPR (forward push) against power iteration on a generated 100k-note graph with the
shape of taggraph's graph (files, topics, Zipfian tags, an ontology, similarity and
chronological edges), and through AdaptiveGraph on a real index."""

from __future__ import annotations

import random

import numpy as np
import pytest
import scipy.sparse as sp

from taggraph.graph.adjacency import symmetric
from taggraph.index.base import Index
from taggraph.notes import Note
from taggraph.retrieve.adaptive import AdaptiveGraph, personalized_pagerank
from taggraph.retrieve.push import PushWorkspace, forward_push
from taggraph.tags import FiveW


def note_graph(n: int, seed: int = 7) -> tuple[sp.csr_matrix, np.ndarray, np.ndarray, int, int]:
    """(symmetric adjacency, out-degree with chronology, next-file array, tag node offset, tags):
    files 0..n-1, topics n..2n-1, tags, then one ontology node per 20 tags."""
    rng = np.random.default_rng(seed)
    n_tags = max(50, n // 10)
    tag0, onto0 = 2 * n, 2 * n + n_tags
    p = 1.0 / np.arange(1, n_tags + 1) ** 1.1
    per_note = rng.integers(2, 7, size=n)
    note_of = np.repeat(np.arange(n), per_note)
    tags = rng.choice(n_tags, size=len(note_of), p=p / p.sum())
    hub = np.flatnonzero(rng.random(n) < 0.95)  # "who:user": a tag on nearly every note
    src = [np.arange(n) + n, n + note_of, n + hub]
    dst = [np.arange(n), tag0 + tags, np.full(len(hub), tag0 + n_tags - 1)]
    src.append(tag0 + np.arange(n_tags))
    dst.append(onto0 + np.arange(n_tags) // 20)
    # similarity: each topic to a few notes sharing its rarest tag (a local neighbourhood)
    order = np.argsort(tags, kind="stable")
    rank = np.empty_like(order)
    rank[order] = np.arange(len(order))
    first = np.searchsorted(tags[order], tags)
    count = np.bincount(tags, minlength=n_tags)[tags]
    for _ in range(4):
        pick = first + rng.integers(0, 1 << 30, size=len(tags)) % count
        other = note_of[order[pick]]
        ok = other != note_of
        src.append(n + note_of[ok])
        dst.append(n + other[ok])
    s_all, d_all = np.concatenate(src), np.concatenate(dst)
    nn = onto0 + n_tags // 20 + 1
    adj = symmetric(s_all, d_all, np.ones(len(s_all), dtype=np.int8), nn)
    adj.data[:] = 1.0  # repeated pairs are one edge, as in the graph
    nxt = np.full(nn, -1, dtype=np.int64)
    nxt[: n - 1] = np.arange(1, n)
    deg = np.asarray(adj.sum(axis=1)).ravel() + (nxt >= 0)
    return adj, deg, nxt, tag0, n_tags


def exact(adj: sp.csr_matrix, deg: np.ndarray, nxt: np.ndarray, s: np.ndarray, iterations: int,
          tol: float = 0.0) -> np.ndarray:
    frm = np.flatnonzero(nxt >= 0)

    def push(z: np.ndarray) -> np.ndarray:
        y: np.ndarray = adj @ z
        y[nxt[frm]] += z[frm]
        return y
    return personalized_pagerank(push, deg, s, 0.85, iterations, tol)


def top(x: np.ndarray, n_files: int, k: int = 10) -> set[int]:
    f = x[:n_files]
    return set(np.argsort(-f, kind="stable")[:k].tolist())


def test_push_matches_power_iteration_on_100k_notes() -> None:
    n = 100_000
    adj, deg, nxt, tag0, n_tags = note_graph(n)
    rng = np.random.default_rng(3)
    for _ in range(3):
        s = np.zeros(len(deg))
        s[tag0 + rng.integers(20, n_tags // 2, size=2)] = 1.0           # two matched tags
        files = rng.choice(n, size=150, replace=False)                  # TF-IDF file seeds
        s[files] += rng.random(150) * 0.05
        s /= s.sum()
        ref = exact(adj, deg, nxt, s, 1000, tol=1e-12)                  # converged PPR
        it20 = exact(adj, deg, nxt, s, 20)                              # AdaptiveGraph's exact mode
        eps = 2e-6
        res = forward_push([adj], deg, s, 0.85, eps, nxt)
        err = ref - res.p
        # never overshoots; the residual is the exact L1 error; per node the error stays under
        # eps * degree (ACL's bound for undirected graphs, holding here despite the chronology)
        assert (err >= -1e-12).all()
        assert abs(float(err.sum()) - res.residual) < 1e-6
        assert (err <= eps * deg + 1e-12).all()
        assert len(top(res.p, n) & top(ref, n)) >= 9
        assert len(top(res.p, n) & top(it20, n)) >= 9
        # local: a small fraction of the edge visits of 20 power iterations
        assert res.edges < 20 * adj.nnz / 50


def test_dangling_mass_returns_along_the_teleport() -> None:
    rng = np.random.default_rng(1)
    n = 400
    r = sp.random(n, n, density=0.01, random_state=2)
    edges = (r + r.T).toarray() > 0  # symmetric, 400 x 400: small enough to edit densely
    dead = rng.choice(n, 40, replace=False)
    live = np.isin(np.arange(n), dead, invert=True)
    edges &= live[:, None] & live[None, :]  # the dead nodes lose every edge ...
    edges[dead[:5], dead[5]] = True  # ... but a few one-way edges into a node with no out-edge
    a = sp.csr_matrix(edges.astype(float))
    deg = np.asarray(a.sum(axis=1)).ravel()
    s = np.zeros(n)
    s[rng.choice(n, 10, replace=False)] = 1.0
    s[dead[:5]] = 1.0
    s /= s.sum()
    ref = personalized_pagerank(lambda z: a.T @ z, deg, s, 0.85, 5000, 1e-15)
    res = forward_push([a], deg, s, 0.85, 1e-10)
    assert np.abs(res.p - ref).sum() <= res.residual + 1e-9 < 1e-5


def _index(n: int = 300) -> Index:
    rng = random.Random(5)
    words = ["harbor", "violin", "orchard", "glacier", "lantern", "meadow", "quarry", "tundra"]
    notes = []
    for i in range(n):
        w = rng.sample(words, 2)
        tags = {"who": ["user"], "what": [f"hobby/{w[0]}"], "where": [f"place/{w[1]}"],
                "extra": [f"mood/m{rng.randint(0, 9)}"]}
        notes.append(Note(id=f"n{i}", user=f"about the {w[0]} near the {w[1]} {i}", assistant="ok",
                          tags=FiveW.from_raw(tags)))
    return Index(notes)


def test_auto_chooses_push_by_the_graphs_edge_count(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each power iteration reads every edge, so ``auto`` switches to push above ``LOCAL_ABOVE``
    edges (as the graph logs them), whatever the node count."""
    from taggraph.retrieve import adaptive

    ix = _index()
    r = AdaptiveGraph(ix, max_df=None)
    edges = len(r.graph.log_w)
    assert edges > 0
    monkeypatch.setattr(adaptive, "LOCAL_ABOVE", edges)
    assert r.search("violin glacier", 5)[0][2]["ppr"] == "power-iteration"
    monkeypatch.setattr(adaptive, "LOCAL_ABOVE", edges - 1)
    assert r.search("violin glacier", 5)[0][2]["ppr"] == "local-push"
    monkeypatch.setattr(adaptive, "LOCAL_ABOVE", r.graph.n_nodes)  # nodes no longer count
    assert edges > r.graph.n_nodes and r.search("violin glacier", 5)[0][2]["ppr"] == "local-push"


def test_adaptive_says_which_ppr_ran_and_local_agrees() -> None:
    ix = _index()
    exact_r = AdaptiveGraph(ix, max_df=None)                 # small graph: auto is power iteration
    local_r = AdaptiveGraph(ix, max_df=None, ppr="local", push_eps=1e-9)
    a = exact_r.search("violin glacier", 10)
    b = local_r.search("violin glacier", 10)
    assert a[0][2]["ppr"] == "power-iteration" and a[0][2]["iterations"] == 20
    assert b[0][2]["ppr"] == "local-push" and b[0][2]["push"]["eps"] == 1e-9
    assert len({x[0] for x in a} & {x[0] for x in b}) >= 9
    forced = AdaptiveGraph(ix, max_df=None, ppr="exact")
    assert forced.search("violin glacier", 3)[0][2]["ppr"] == "power-iteration"


def test_a_base_and_a_delta_push_like_their_sum() -> None:
    """AdaptiveGraph keeps recent edges (and removals, as -1 entries) in a small delta matrix
    beside the base; pushing over the two must equal pushing over their sum."""
    n = 3000
    adj, deg, nxt, tag0, n_tags = note_graph(n)
    rows = adj.shape[0]
    base = adj[: rows - 50].tocsr()                     # the base covers fewer rows than the graph
    rest = (adj - sp.vstack([base, sp.csr_matrix((50, rows))])).tocsr()
    drop = sp.csr_matrix(([-1.0, -1.0], ([0, n], [n, 0])), shape=adj.shape)  # remove file0-topic0
    delta = (rest + drop).tocsr()
    whole = (adj + drop).tocsr()
    whole.eliminate_zeros()
    deg2 = deg.copy()
    deg2[[0, n]] -= 1
    s = np.zeros(rows)
    s[[5, n + 7, tag0 + 3]] = [0.5, 0.3, 0.2]
    a = forward_push([base, delta], deg2, s, 0.85, 1e-8, nxt)
    b = forward_push([whole], deg2, s, 0.85, 1e-8, nxt)
    assert base.shape[0] < rows and a.edges > 0
    assert np.allclose(a.p, b.p, atol=1e-12)
    assert abs(a.residual - b.residual) < 1e-9


def test_a_workspace_serves_query_after_query_like_a_fresh_one() -> None:
    """AdaptiveGraph keeps one workspace per graph version: each push must leave it as it found
    it (zero residual, nothing active), and skipping the unit weights must change nothing."""
    n = 3000
    adj, deg, nxt, tag0, n_tags = note_graph(n)
    ws = PushWorkspace(deg, 1e-7)
    rng = np.random.default_rng(4)
    for _ in range(4):
        s = np.zeros(adj.shape[0])
        s[tag0 + rng.integers(0, n_tags, size=2)] = 1.0
        s[rng.choice(n, size=20, replace=False)] += 0.1
        s /= s.sum()
        reused = forward_push([adj], deg, s, 0.85, 1e-7, nxt, ws, unit_base=True)
        fresh = forward_push([adj], deg, s, 0.85, 1e-7, nxt)
        assert reused.edges > 0
        assert np.array_equal(reused.p, fresh.p) and reused.residual == fresh.residual
        assert not ws.st[:, 0].any() and not ws.state.any() and not ws.counts.any()
    with pytest.raises(ValueError, match="workspace"):
        forward_push([adj], deg, s, 0.85, 2e-7, nxt, ws)


def test_local_adaptive_ranks_from_the_pushed_nodes_like_from_every_note() -> None:
    """A push reports the nodes it reached and search ranks only those; the hits must be the
    ones a full pass over every live note gives, also after writes (new nodes, a removal) have
    refitted the reused workspace."""
    ix = _index()
    r = AdaptiveGraph(ix, max_df=None, ppr="local", push_eps=1e-6)
    rng = random.Random(9)

    def full_pass(query: str, k: int) -> list[str]:
        x, _, _ = r.scores(query)
        g = r.graph
        slots = np.flatnonzero(g.alive.view())
        fx = x[g.file_nid.view()[slots]]
        order = sorted((-f, int(sl)) for f, sl in zip(fx, slots, strict=True) if f > 0)[:k]
        return [str(g.slot_ids[sl]) for _, sl in order]

    for step in range(4):
        for q in ("violin glacier", "orchard", "lantern tundra meadow"):
            got = [h[0] for h in r.search(q, 15, explain=False)]
            assert got and got == full_pass(q, 15)
        ix.remove(f"n{rng.randrange(300)}")
        for i in range(30):
            ix.add(Note(id=f"new{step}-{i}", user=f"a lantern by the glacier {step} {i}", assistant="ok",
                        tags=FiveW.from_raw({"who": ["user"], "what": ["hobby/lantern"]})))
    fresh = AdaptiveGraph(ix, max_df=None, ppr="local", push_eps=1e-6)
    assert [h[0] for h in r.search("lantern", 10, explain=False)] == [h[0] for h in fresh.search("lantern", 10, explain=False)]


def _fresh_workspace(deg: np.ndarray, eps: float) -> PushWorkspace:
    return PushWorkspace(deg, eps)


@pytest.mark.parametrize("index_types", [(np.int32, np.int32), (np.int64, np.int32), (np.int64, np.int64)])
def test_the_compiled_loop_equals_numbas_bit_for_bit(index_types: tuple[type, type]) -> None:
    """The push loop compiled at install (push_native, C) and the numba loop it replaced on the
    query path must give the same estimate, bit for bit, over a base (unit weights or not), a
    delta with removals and the chronological edges; and leave the workspace clean."""
    from taggraph.retrieve.push_kernels import push_sweep
    from taggraph.retrieve.push_native import kernel

    native = kernel()
    assert native is not None, "the install did not build taggraph/retrieve/_push.c"
    ptr, idx = index_types
    n = 3000
    adj, deg, nxt, tag0, n_tags = note_graph(n)
    rows = adj.shape[0]
    base = adj[: rows - 50].tocsr()
    drop = sp.csr_matrix(([-1.0, -1.0], ([0, n], [n, 0])), shape=adj.shape)
    delta = (adj - sp.vstack([base, sp.csr_matrix((50, rows))]) + drop).tocsr()
    deg2 = deg.copy()
    deg2[[0, n]] -= 1
    rng = np.random.default_rng(11)
    weights = 0.5 + 0.5 * rng.random(base.nnz)  # at most 1: the mass does not grow
    for unit in (True, False):
        s = np.zeros(rows)
        s[tag0 + rng.integers(0, n_tags, size=2)] = 1.0
        s[rng.choice(n, size=30, replace=False)] += rng.random(30) * 0.1
        s /= s.sum()
        got = []
        for sweep in (native, push_sweep):
            ws = _fresh_workspace(deg2, 1e-7)
            p = np.zeros(rows)
            data = np.zeros(0) if unit else weights
            res = sweep(base.indptr.astype(ptr), base.indices.astype(idx), data,
                        delta.indptr.astype(ptr), delta.indices.astype(idx), delta.data,
                        nxt.astype(np.int32), deg2.astype(np.float64), s, 0.85, p,
                        ws.st, ws.state, ws.touched, ws.counts)
            assert not ws.st[:, 0].any() and not ws.state.any() and not ws.counts.any()
            got.append((res, p, ws.touched[: res[3]].copy()))
        (r_c, p_c, t_c), (r_n, p_n, t_n) = got
        assert r_c[0] > 100 and r_c == tuple(r_n)
        assert np.array_equal(p_c, p_n) and np.array_equal(t_c, t_n)


def test_a_local_query_loads_no_numba() -> None:
    """The first local query of a process must not pay for numba and LLVM (about 0.4 s): the
    loop compiled at install runs instead."""
    import subprocess
    import sys

    code = (
        "import sys, tests.test_push as t\n"
        "from taggraph.retrieve.adaptive import AdaptiveGraph\n"
        "r = AdaptiveGraph(t._index(), max_df=None, ppr='local')\n"
        "hits = r.search('violin glacier', 5)\n"
        "assert hits and hits[0][2]['ppr'] == 'local-push', hits\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('numba', 'llvmlite')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout[:300]


def test_without_the_compiled_loop_push_runs_numbas(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the install built no C loop, forward push falls back to numba's, with equal results."""
    import sys

    from taggraph.retrieve import push

    adj, deg, nxt, tag0, n_tags = note_graph(2000)
    s = np.zeros(adj.shape[0])
    s[[tag0 + 1, 5, 17]] = [0.6, 0.2, 0.2]
    compiled = forward_push([adj], deg, s, 0.85, 1e-7, nxt)
    monkeypatch.setattr(push, "kernel", lambda: None)
    fallback = forward_push([adj], deg, s, 0.85, 1e-7, nxt)
    assert "taggraph.retrieve.push_kernels" in sys.modules and compiled.edges > 0
    assert np.array_equal(compiled.p, fallback.p) and compiled.residual == fallback.residual


@pytest.mark.parametrize("index_types", [(np.int32, np.int32), (np.int64, np.int32), (np.int64, np.int64)])
def test_the_power_iterations_compiled_product_equals_scipys_bit_for_bit(index_types: tuple[type, type]) -> None:
    """The power iteration's product over unit weights, compiled at install (push_native), reads
    no weight; it must give scipy's float64 product bit for bit, also for a ``z`` longer than the
    matrix (a graph grown since), and refuse a ``z`` shorter than it."""
    from taggraph.retrieve.push_native import unit_product

    ptr, idx = index_types
    adj, *_ = note_graph(3000)
    m = sp.csr_matrix((adj.data.astype(np.int8), adj.indices.astype(idx), adj.indptr.astype(ptr)), shape=adj.shape)
    rng = np.random.default_rng(3)
    z = rng.random(adj.shape[0] + 40) * rng.choice([1e-9, 1.0, 1e6], size=adj.shape[0] + 40)
    got = unit_product(m, z)
    assert got is not None, "the install did not build taggraph/retrieve/_push.c"
    want = adj.astype(np.float64) @ z[: adj.shape[0]]
    assert got.dtype == np.float64 and np.array_equal(got, want) and want.any()
    # long rows are summed four at a time (each in its own order): many of unequal lengths here,
    # and below a matrix with only two, which the four lanes never fill
    lengths = np.diff(m.indptr)
    assert len(set(lengths[lengths >= 64].tolist())) > 8
    rows = np.concatenate([np.flatnonzero(lengths >= 64)[:2], np.flatnonzero(lengths < 64)[:200]])
    few = m[rows]
    assert (np.diff(few.indptr) >= 64).sum() == 2
    got = unit_product(few, z)
    assert got is not None and np.array_equal(got, adj[rows].astype(np.float64) @ z[: adj.shape[0]])
    with pytest.raises(ValueError, match="does not fit"):
        unit_product(m, z[:100])


@pytest.mark.parametrize("index_types", [(np.int32, np.int32), (np.int64, np.int32), (np.int64, np.int64)])
def test_the_compiled_product_over_weights_equals_scipys_bit_for_bit(index_types: tuple[type, type]) -> None:
    """The product over the delta of recent writes (weights are counts, some negative before
    they cancel) runs scipy's loop in C: the same vector bit for bit, also for general weights;
    a ``z`` of another length is refused."""
    from taggraph.retrieve.push_native import product

    ptr, idx = index_types
    rng = np.random.default_rng(8)
    adj, *_ = note_graph(2000)
    z = rng.random(adj.shape[0]) * rng.choice([1e-9, 1.0, 1e6], size=adj.shape[0])
    for data in (rng.choice([-1.0, 1.0, 2.0, 3.0], size=adj.nnz), rng.standard_normal(adj.nnz)):
        m = sp.csr_matrix((data, adj.indices.astype(idx), adj.indptr.astype(ptr)), shape=adj.shape)
        got = product(m, z)
        assert got is not None, "the install did not build taggraph/retrieve/_push.c"
        want = m @ z
        assert np.array_equal(got, want) and want.any()
    with pytest.raises(ValueError, match="does not fit"):
        product(m, z[:-1])


def test_adaptive_ranks_alike_with_and_without_the_compiled_product(monkeypatch: pytest.MonkeyPatch) -> None:
    """AdaptiveGraph's power iteration (below LOCAL_ABOVE edges) keeps its unit weights as int8
    and runs the compiled products (the base's, and the delta's after a write); without them (no C
    compiler at install) scipy's products run, the base's on a float64 copy. Both must give the
    same scores, bit for bit, before and after a write (which the next query reads as a delta
    matrix beside the base)."""
    from taggraph.retrieve import adaptive

    queries = ("violin glacier", "orchard", "lantern tundra meadow")
    late = Note(id="late", user="a lantern by the glacier", assistant="ok",
                tags=FiveW.from_raw({"who": ["user"], "what": ["hobby/lantern"]}))

    def run() -> tuple[list[np.ndarray], np.dtype]:
        ix = _index()
        r = AdaptiveGraph(ix, max_df=None)
        assert not r.local() and r.transition().unit_base
        got = [r.scores(q)[0] for q in queries]
        ix.add(late)
        got += [r.scores(q)[0] for q in queries]
        assert r.transition().delta is not None
        return got, r.transition().base.dtype

    compiled, kept = run()
    monkeypatch.setattr(adaptive, "unit_product", lambda m, z: None)
    monkeypatch.setattr(adaptive, "product", lambda m, z: None)
    plain, copied = run()
    assert kept == np.int8 and copied == np.float64  # the compiled product made no float64 copy
    assert all(a.any() and np.array_equal(a, b) for a, b in zip(compiled, plain, strict=True))


def test_the_compiled_ranking_of_reached_notes_equals_numpys() -> None:
    """push_native.top_notes ranks the notes a push reached in one pass: by score, highest first,
    equal scores by the lower slot, skipping nodes that are no live note's file and scores of 0.
    Scores here repeat a lot, so most of the order comes from the tie rule."""
    from taggraph.retrieve.push_native import top_notes

    rng = np.random.default_rng(5)
    n = 5000
    slot_of_node = np.full(n, -1, dtype=np.int32)
    files = rng.choice(n, size=3000, replace=False)
    slot_of_node[files] = rng.permutation(3000).astype(np.int32)
    p = rng.choice([0.0, 1e-7, 2e-7, 0.5, 3.0], size=n) * rng.choice([1.0, 1.0, 0.999], size=n)
    nodes = rng.permutation(n)[:4000].astype(np.int32)
    for k in (0, 1, 7, 40, 3000, 9000):
        got = top_notes(nodes, p, slot_of_node, k)
        assert got is not None, "the install did not build taggraph/retrieve/_push.c"
        want = sorted((-p[v], int(slot_of_node[v])) for v in nodes.tolist() if slot_of_node[v] >= 0 and p[v] > 0)[:k]
        assert got[0].tolist() == [sl for _, sl in want] and got[1].tolist() == [-sc for sc, _ in want]
    assert len(top_notes(nodes, p, slot_of_node, 40)[0]) == 40  # type: ignore[index]
    outside = np.array([n + 5, -3, int(files[0])], dtype=np.int32)  # ids outside the arrays are skipped
    got = top_notes(outside, np.ones(n), slot_of_node, 5)
    assert got is not None and got[0].tolist() == [int(slot_of_node[files[0]])]


def test_local_adaptive_ranks_alike_with_and_without_the_compiled_ranking(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the C library, search ranks the pushed nodes with numpy: the same hits and scores."""
    from taggraph.retrieve import adaptive

    ix = _index()
    r = AdaptiveGraph(ix, max_df=None, ppr="local", push_eps=1e-6)
    queries = ("violin glacier", "orchard", "lantern tundra meadow")
    compiled = [r.search(q, 15) for q in queries]
    monkeypatch.setattr(adaptive, "top_notes", lambda *a: None)
    plain = [r.search(q, 15) for q in queries]
    assert all(compiled) and compiled == plain
