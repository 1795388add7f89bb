"""AdaptiveGraph: Personalized PageRank over the base graph plus chronological file edges
(paper 3.3.4 and Appendix F).

Transition graph: every edge of :class:`~taggraph.graph.base.MemoryGraph` (ontology parent/child,
tag-ontology, tag-topic, topic-file, topic-topic similarity; all undirected, weight 1) and, with
``chronological=True``, the directed edge file -> next file in time. ``M`` is its row-normalised
adjacency. It is never materialised per query: the symmetric part is a scipy CSR built from the
graph's edge log and then kept current by a small CSR of the log entries added since (merged back
once it exceeds 10% of the base), and ``M^T x = A^T (x / outdeg)``.

Teleport ``s`` (normalised to sum 1), from the query tokens left by the 15% document-frequency
filter of TagGraph-Stopwords (``fallback=True``, the registry's ``adaptive+fallback``, not in the
paper: the unfiltered query when the filtered one seeds nothing, as TagGraph's fallback):

- each tag node whose ontology node matches a token (TagGraph's lexical rule) gets 1 per
  matching token; a matched ontology node that carries no tag of its own (an inner node such
  as ``company``) is seeded itself, so the walk reaches its children;
- with ``file_seeding=True`` each file node gets its note's TF-IDF content overlap with the
  query, ``sum (1 + ln tf) * idf`` (the same value TagGraph-TFIDF uses).

``max_similar`` selects the similarity bound of the graph used (see :mod:`taggraph.graph.base`); a
value other than the default builds and maintains a second graph for this retriever.

Iteration ``x <- a (M^T x + d(x) s) + (1 - a) s`` from ``x = s``, ``iterations`` times (20);
``d(x)`` is the mass on dangling nodes (no out-edge), which is sent back along the teleport
vector exactly as ``networkx.pagerank`` does with ``dangling=None``. Live nodes always have an
out-edge (every node kind is linked to another), so in practice only removed node ids, which
carry no mass, are dangling. ``iterations=0`` ranks by ``s``. Files are ranked by ``x``; files
with no mass are not returned.

``ppr`` chooses how ``x`` is computed: ``"exact"`` is the power iteration above; ``"local"`` is
forward push (:mod:`taggraph.retrieve.push`), which converges to the same fixed point from the
seeds outwards and stops when every node's residual is below ``push_eps`` times its out-degree,
reporting the remaining residual mass as an L1 error bound; ``"auto"`` (the default) runs the
power iteration on graphs up to ``LOCAL_ABOVE`` edges and forward push above, where a query
should not cost a pass over the whole graph. The explanation says which ran (``ppr``), with
the iteration count or the push statistics and residual bound. ``adaptive-exact`` is the
registry name for power iteration at every size.
"""

from __future__ import annotations

import importlib
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, cast

import numpy as np

from ..arrays import top_k
from ..errors import InvalidArgumentError
from ..graph.adjacency import symmetric
from ..graph.base import MAX_SIMILAR
from ..index.postings import TermPostings
from ..notes import Note
from .base import Scored
from .push import DEFAULT_EPS, PushResult, PushWorkspace, forward_push
from .push_native import product, top_notes, unit_product
from .taggraph import MAX_DF, idf_weights, query_tokens

if TYPE_CHECKING:
    import scipy.sparse as sp  # imported where used: a process that only runs bm25 need not pay for it

    from ..index.base import Index

_MERGE_MIN = 1 << 16
# Graph size (edges, as the graph logs them) above which "auto" uses forward push. Edges, not
# nodes: the 20 power iterations each read every edge, and above it they cost more than push: a
# warm fusion query on 100k ingested notes (2.0M edges, 387k
# nodes) took 279 ms CPU with them and 81 ms with push, and push moved no gold note's rank in
# fusion's top 50 on 300 questions asked inside that store, nor inside a 217k-note one
# (benchmarks/haystack.py). On 10k notes (174k edges) the two cost about the same (25.1 ms CPU p50
# with the iterations, 26.1 with push; bench_query_cpu.py --local-ppr), and the iterations need no
# compiled loop (push runs one built at install, push_native, or else numba's, 0.4 s to load).
LOCAL_ABOVE = 1_000_000
PPR_MODES = ("auto", "exact", "local")


def personalized_pagerank(push: Callable[[np.ndarray], np.ndarray], out_degree: np.ndarray,
                          s: np.ndarray, alpha: float = 0.85, iterations: int = 20,
                          tol: float = 0.0) -> np.ndarray:
    """Power iteration ``x <- a (A^T (x / outdeg) + d(x) s) + (1 - a) s`` from ``x = s``, where
    ``push(z) = A^T z``. Stops early when the L1 change falls below ``tol`` (0: never)."""
    inv = np.zeros(len(out_degree), dtype=np.float64)
    nz = out_degree > 0
    inv[nz] = 1.0 / out_degree[nz]
    dangling = np.flatnonzero(~nz)
    x = s.copy()
    z = np.empty_like(s)
    base = (1.0 - alpha) * s
    for _ in range(iterations):
        np.multiply(x, inv, out=z)
        y = push(z)
        if len(dangling):
            y += x[dangling].sum() * s
        y *= alpha
        y += base
        if tol and np.abs(y - x).sum() < tol:
            return y
        x = y
    return x


def _base(indptr: np.ndarray, indices: np.ndarray, data: np.ndarray, n: int) -> tuple[sp.csr_matrix, bool]:
    """The base adjacency as a scipy CSR, and whether every weight is 1. Unit weights are kept as
    int8: neither forward push nor the power iteration's compiled product reads them, and a float64
    copy is 250 MB at 1M notes (made once, in ``_Transition.push``, only where that product was
    not built)."""
    import scipy.sparse as sp

    unit = bool((data == 1).all())
    return sp.csr_matrix((data.astype(np.int8 if unit else np.float64, copy=False), indices, indptr),
                         shape=(n, n)), unit


def _grown(m: sp.csr_matrix, n: int) -> sp.csr_matrix:
    """``m`` as an ``n`` x ``n`` matrix (empty rows and columns added), sharing its arrays: a
    query running beside the caller may be reading ``m``, so it is not resized in place."""
    import scipy.sparse as sp

    rows = m.shape[0]
    if rows >= n:
        return m
    indptr = np.concatenate([m.indptr, np.full(n - rows, m.indptr[-1], dtype=m.indptr.dtype)])
    return sp.csr_matrix((m.data, m.indices, indptr), shape=(n, n))


@dataclass
class _Transition:
    """Sparse state of the transition graph for one graph version."""

    base: sp.csr_matrix
    base_n: int
    base_pos: int
    epoch: int
    delta: sp.csr_matrix | None = None       # the log's entries from base_pos to delta_pos
    delta_pos: int = 0
    key: tuple[int, ...] = ()
    out_degree: np.ndarray | None = None
    chrono_from: np.ndarray | None = None
    chrono_to: np.ndarray | None = None
    unit_base: bool = False                  # every weight of ``base`` is 1: push skips reading them
    slot_of_node: np.ndarray | None = None   # node id -> its live note's slot, -1 if none (lazy)

    def push(self, z: np.ndarray) -> np.ndarray:
        y_base = unit_product(self.base, z) if self.unit_base else None  # the same y, without the weights
        if y_base is None:
            if self.base.dtype != np.float64:
                # unit weights are kept as int8 (see _base); scipy's product is faster on float64
                self.base = self.base.astype(np.float64)
            y_base = self.base @ z[: self.base_n]
        if self.base_n == len(z):
            y: np.ndarray = y_base
        else:  # the graph grew since the base was built: its new nodes have no base edges
            y = np.zeros_like(z)
            y[: self.base_n] = y_base
        if self.delta is not None:
            d = product(self.delta, z)  # scipy's loop, without its Python around each of 20 calls
            if d is None:
                d = self.delta @ z
            y += d
        if self.chrono_from is not None:
            y[self.chrono_to] += z[self.chrono_from]  # each file has one predecessor: no repeats
        return y


class AdaptiveGraph:
    def __init__(self, index: Index, *, alpha: float = 0.85, iterations: int = 20,
                 chronological: bool = True, file_seeding: bool = True,
                 max_df: float | None = MAX_DF, max_similar: int = MAX_SIMILAR,
                 fallback: bool = False, ppr: str = "auto", push_eps: float = DEFAULT_EPS) -> None:
        if ppr not in PPR_MODES:
            raise InvalidArgumentError(f"ppr must be one of {', '.join(PPR_MODES)}, not {ppr!r}")
        self.index = index
        self.ppr = ppr
        self.push_eps = push_eps
        self.fallback = fallback
        self.alpha = alpha
        self.iterations = iterations
        self.chronological = chronological
        self.file_seeding = file_seeding
        self.max_df = max_df
        if "scipy.sparse" not in sys.modules:
            # the transition matrix needs scipy, slow to import: overlap the import with the
            # graph load below, as Index.graph does with inflect's
            threading.Thread(target=importlib.import_module, args=("scipy.sparse",),
                             name="taggraph-scipy", daemon=True).start()
        self.graph = index.graph(max_similar)
        self.terms = TermPostings.of(index, self.graph)
        self._t: _Transition | None = None
        self._t_lock = threading.Lock()
        self._ws: dict[float, tuple[tuple[int, ...], PushWorkspace]] = {}  # per eps: (graph key, workspace)

    # The graph and postings are shared components; the matrix follows them lazily.
    def add(self, note: Note) -> None:
        pass

    def remove(self, note_id: str) -> None:
        pass

    # -- the transition matrix ------------------------------------------------------------------
    def transition(self) -> _Transition:
        """Current sparse state; rebuilt only when the graph changed since the last call."""
        g = self.graph
        key = (g.log_epoch, len(g.log_w), g.n_nodes, g.chrono_version)
        t = self._t
        if t is not None and t.key == key:
            return t
        with self._t_lock:  # queries of one store run side by side: one of them brings it up to date
            return self._transition(key)

    def _transition(self, key: tuple[int, int, int, int]) -> _Transition:
        g = self.graph
        _, pos, n, _ = key
        t = self._t
        if t is not None and t.key == key:
            return t
        if t is None and g.adjacency is not None:
            (epoch, bpos, bn), indptr, indices, data = g.adjacency
            g.adjacency = None
            if epoch == g.log_epoch and bpos <= pos and bn <= n:
                base, unit = _base(indptr, indices, data, bn)
                t = _Transition(base, bn, bpos, epoch, unit_base=unit)
        if t is None or t.epoch != g.log_epoch or pos - t.base_pos > max(_MERGE_MIN, t.base.nnz // 10):
            m = symmetric(*g.log_arrays(), n)
            base, unit = _base(m.indptr, m.indices, m.data, n)
            t = _Transition(base, n, pos, g.log_epoch, unit_base=unit)
        elif pos > t.base_pos:
            if t.delta is None:
                t.delta = symmetric(*g.log_arrays(t.base_pos), n)
            elif pos > t.delta_pos or t.delta.shape[0] < n:
                # Only the entries since the last call are read, and added to the delta: built again
                # from base_pos, the delta cost every write's next query a pass over up to
                # _MERGE_MIN (or a tenth of the base's) entries. Their weights are small integers,
                # so the sum is the same matrix, entry for entry, as a build from base_pos.
                t.delta = _grown(t.delta, n) + symmetric(*g.log_arrays(t.delta_pos), n)
                t.delta.eliminate_zeros()
            t.delta_pos = pos
        else:
            t.delta, t.delta_pos = None, pos
        deg = g.deg.view().astype(np.float64)
        t.chrono_from = t.chrono_to = None
        if self.chronological:
            nxt = g.next_nid.view()
            t.chrono_from = np.flatnonzero(nxt >= 0)
            t.chrono_to = nxt[t.chrono_from].astype(np.int64)
            deg[t.chrono_from] += 1.0
        t.out_degree = deg
        t.slot_of_node = None
        t.key = key
        self._t = t
        return t

    # -- the query --------------------------------------------------------------------------------
    def teleport(self, query: str) -> tuple[np.ndarray, dict[str, Any]]:
        """The normalised teleport vector over node ids and what went into it."""
        tokens, dropped, fell_back = query_tokens(self.index, query, self.max_df, self.fallback)
        s, seeded, tag_mass = self._seed(tokens)
        if not s.any() and dropped and self.fallback:
            # Nothing left to seed from after the frequency filter (small stores): use the
            # unfiltered query, as TagGraph does.
            tokens, fell_back = tokens + dropped, True
            s, seeded, tag_mass = self._seed(tokens)
        total = float(s.sum())
        info: dict[str, Any] = {"tokens": tokens, "seeded": seeded}
        if dropped:
            info["dropped_tokens"] = dropped
        if fell_back:
            info["stopword_fallback"] = True
        if total > 0:
            s /= total
            info["tag_share"] = tag_mass / total
        return s, info

    def _seed(self, tokens: list[str]) -> tuple[np.ndarray, dict[str, list[str]], float]:
        """Unnormalised teleport mass: matched tag nodes, then TF-IDF overlap on file nodes."""
        g = self.graph
        s = np.zeros(g.n_nodes, dtype=np.float64)
        seeded: dict[str, list[str]] = {}
        for tok in tokens:
            for path in sorted(g.match(tok)):
                tags = g.onto_tags.get(path)
                names = [f"tag:{c}:{p}" for c, p in sorted(tags)] if tags else [f"onto:{path}"]
                for name in names:
                    s[g.nid(name)] += 1.0
                    seeded.setdefault(name, []).append(tok)
        tag_mass = float(s.sum())
        if self.file_seeding and tokens:
            ov = self.terms.overlap(tokens, idf_weights(self.index, tokens))
            live = np.flatnonzero((ov > 0) & g.alive.view())
            s[g.file_nid.view()[live]] = ov[live]  # file nodes hold no tag mass: set, not added
        return s, seeded, tag_mass

    def local(self) -> bool:
        """Whether a query now runs forward push rather than power iteration."""
        return self.ppr == "local" or (self.ppr == "auto" and len(self.graph.log_w) > LOCAL_ABOVE)

    def scores(self, query: str) -> tuple[np.ndarray, np.ndarray, dict[str, Any]]:
        """(x over node ids, teleport s, info)."""
        x, s, info, _ = self._scores(query)
        return x, s, info

    def _scores(self, query: str) -> tuple[np.ndarray, np.ndarray, dict[str, Any], np.ndarray | None]:
        """``scores`` and, after a push, the nodes it reached (x is zero elsewhere)."""
        s, info = self.teleport(query)
        if not s.any() or self.iterations <= 0:
            info["ppr"] = "none"
            return s, s, info, None
        t = self.transition()
        assert t.out_degree is not None
        if self.local():
            res = self.push(s)
            info["ppr"] = "local-push"
            info["push"] = {"eps": self.push_eps, "node_error_bound": "eps * out-degree",
                            "residual_l1": res.residual, "pushes": res.pushes, "edge_visits": res.edges}
            return res.p, s, info, res.nodes
        info["ppr"] = "power-iteration"
        return personalized_pagerank(t.push, t.out_degree, s, self.alpha, self.iterations), s, info, None

    def _slot_of_node(self) -> np.ndarray:
        """Node id -> its live note's slot, -1 for every other node (int32, as node ids and slots
        are throughout the graph); made at the first push of each graph version."""
        t = self.transition()
        if t.slot_of_node is None:
            g = self.graph
            live = np.flatnonzero(g.alive.view())
            m = np.full(g.n_nodes, -1, dtype=np.int32)
            m[g.file_nid.view()[live]] = live
            t.slot_of_node = m
        return t.slot_of_node

    def _top(self, x: np.ndarray, nodes: np.ndarray | None, k: int) -> tuple[np.ndarray, np.ndarray]:
        """(slots, scores) of the ``k`` best live notes by the mass on their file node, best first,
        equal scores by the lower slot (insertion order). After a push, from the nodes it reached
        alone, by the compiled pass where it was built (the same ranking, push_native.top_notes)."""
        if nodes is not None and (got := top_notes(nodes, x, self._slot_of_node(), k)) is not None:
            return got
        g = self.graph
        if nodes is None:
            slots = np.flatnonzero(g.alive.view())
            fx = x[g.file_nid.view()[slots]]
        else:
            sl = self._slot_of_node()[nodes].astype(np.int64)
            mine = sl >= 0
            slots, fx = sl[mine], x[nodes[mine]]
        keep = fx > 0
        slots, fx = slots[keep], fx[keep]
        order = top_k(fx, slots, k)
        return slots[order], fx[order]

    def push(self, s: np.ndarray, eps: float | None = None) -> PushResult:
        """Forward push of teleport ``s`` over the current graph, at ``push_eps`` unless given."""
        t = self.transition()
        assert t.out_degree is not None
        eps = self.push_eps if eps is None else eps
        key, ws = self._ws.get(eps, ((), None))
        if ws is None:
            ws = PushWorkspace(t.out_degree, eps)
        elif key != t.key:
            ws.fit(t.out_degree)
        self._ws[eps] = (t.key, ws)
        mats = [t.base] if t.delta is None else [t.base, t.delta]
        nxt = self.graph.next_nid.view() if self.chronological else None
        return forward_push(mats, t.out_degree, s, self.alpha, eps, nxt=nxt, workspace=ws, unit_base=t.unit_base)

    def search(self, query: str, k: int = 40, *, now: datetime | None = None,
               explain: bool = True) -> list[Scored]:
        """The top ``k`` notes; ``explain=False`` leaves each explanation empty (same ranking,
        without the walk attribution)."""
        g = self.graph
        if k <= 0 or not len(g.slot_of):
            return []
        x, s, info, nodes = self._scores(query)
        hit_slots, hit_scores = self._top(x, nodes, k)
        scores = hit_scores.tolist()
        if not explain:
            return [(cast(str, g.slot_ids[sl]), sc, {}) for sl, sc in zip(hit_slots.tolist(), scores, strict=True)]
        walks = self._walks(hit_slots, s)
        out: list[Scored] = []
        for h, sc in enumerate(scores):
            nid = g.slot_ids[hit_slots[h]]
            assert nid is not None
            out.append((nid, sc, self._explanation(sc, float(s[g.file_nid.a[hit_slots[h]]]), walks[h], info)))
        return out

    # -- explanations -----------------------------------------------------------------------------
    def _explanation(self, score: float, teleport: float, walks: list[dict[str, Any]],
                     info: dict[str, Any]) -> dict[str, Any]:
        return {
            "method": "adaptive+fallback" if self.fallback else "adaptive",
            "score": score,
            "teleport": teleport,
            "seed_contributions": walks,
            "query_tokens": info["tokens"],
            "seeded_nodes": len(info["seeded"]),
            **{k: info[k] for k in ("dropped_tokens", "stopword_fallback", "tag_share") if k in info},
            "ppr": info["ppr"],
            **({"push": info["push"]} if "push" in info else {"iterations": self.iterations}),
            "chronological": self.chronological,
            "file_seeding": self.file_seeding,
        }

    def _walks(self, hit_slots: np.ndarray, s: np.ndarray, top: int = 5) -> list[list[dict[str, Any]]]:
        """Per hit, its strongest short walks from a seed, each with the exact contribution of
        that one walk to the score, ``(1-a) s_j a^L / prod(outdeg)`` (the score also sums longer
        and returning walks). Walks: own file seed; prev file -> f; tag -> topic -> f;
        ontology -> tag -> topic -> f; parent ontology -> ontology -> tag -> topic -> f;
        similar file -> its topic -> topic -> f. Computed for all hits at once."""
        g, a, it = self.graph, self.alpha, self.iterations
        n = len(hit_slots)
        f = g.file_nid.view()[hit_slots].astype(np.int64)
        t = g.topic_nid_of.view()[hit_slots].astype(np.int64)
        hits: list[np.ndarray] = [np.arange(n)]
        vals: list[np.ndarray] = [s[f] * ((1 - a) if it > 0 else 1.0)]
        paths: list[np.ndarray] = [np.stack([f], axis=1)]
        t_state = self._t
        if it > 0 and t_state is not None and t_state.out_degree is not None:
            deg = t_state.out_degree
            into_f = (1 - a) * a / deg[t]  # restart factor times the last step topic -> file
            if self.chronological:  # prev file -> f
                prev = np.array([g.file_of(p) if (p := g.prev_note(g.slot_ids[sl])) else -1
                                 for sl in hit_slots.tolist()], dtype=np.int64)
                ok = np.flatnonzero(prev >= 0)
                hits.append(ok)
                vals.append((1 - a) * a * s[prev[ok]] / deg[prev[ok]])
                paths.append(np.stack([prev[ok], f[ok]], axis=1))
            if it >= 2:
                ids = [g.slot_ids[sl] for sl in hit_slots.tolist()]
                h = np.repeat(np.arange(n), [len(g.tag_nids_of(i)) for i in ids])
                tags = np.fromiter((u for i in ids for u in g.tag_nids_of(i)), dtype=np.int64)
                ontos = np.fromiter((u for i in ids for u in g.onto_nids_of(i)), dtype=np.int64)
                via_tag = into_f[h] * a / deg[tags]
                hits.append(h)
                vals.append(via_tag * s[tags])
                paths.append(np.stack([tags, t[h], f[h]], axis=1))
                if it >= 3:
                    via_onto = via_tag * a / deg[ontos]
                    hits.append(h)
                    vals.append(via_onto * s[ontos])
                    paths.append(np.stack([ontos, tags, t[h], f[h]], axis=1))
                    up = g.onto_parent.view()[ontos].astype(np.int64)
                    ok = np.flatnonzero((up >= 0) & (it >= 4))
                    hits.append(h[ok])
                    vals.append(via_onto[ok] * a * s[up[ok]] / deg[up[ok]])
                    paths.append(np.stack([up[ok], ontos[ok], tags[ok], t[h[ok]], f[h[ok]]], axis=1))
            if it >= 3:
                sims = [g.similar_slots(sl) for sl in hit_slots.tolist()]
                h = np.repeat(np.arange(n), [len(x) for x in sims])
                o = np.fromiter((u for x in sims for u in x), dtype=np.int64, count=len(h))
                of, ot = g.file_nid.view()[o].astype(np.int64), g.topic_nid_of.view()[o].astype(np.int64)
                hits.append(h)
                vals.append(into_f[h] * a * a * s[of] / (deg[of] * deg[ot]))
                paths.append(np.stack([of, ot, t[h], f[h]], axis=1))
        return _best_walks(n, hits, vals, paths, g.names, top)


def _best_walks(n: int, hits: list[np.ndarray], vals: list[np.ndarray], paths: list[np.ndarray],
                names: list[str | None], top: int) -> list[list[dict[str, Any]]]:
    """The ``top`` largest positive walks per hit, best first, with node names."""
    h = np.concatenate(hits)
    v = np.concatenate(vals)
    width = max(p.shape[1] for p in paths)
    walk = np.concatenate([np.pad(p, ((0, 0), (width - p.shape[1], 0)), constant_values=-1) for p in paths])
    keep = np.flatnonzero(v > 0)
    order = keep[np.lexsort((-v[keep], h[keep]))]
    out: list[list[dict[str, Any]]] = [[] for _ in range(n)]
    for i in order.tolist():
        lst = out[h[i]]
        if len(lst) < top:
            lst.append({"walk": [names[u] for u in walk[i].tolist() if u >= 0], "contribution": float(v[i])})
    return out
