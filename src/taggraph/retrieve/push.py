"""Local Personalized PageRank by forward push (Andersen, Chung and Lang, FOCS 2006).

Same fixed point as the power iteration in :mod:`taggraph.retrieve.adaptive`,
``x = a (M^T x + d(x) s) + (1 - a) s``, but computed from the seeds outwards: an estimate ``p``
and a residual ``r`` (initially ``s``) keep the invariant ``ppr(s) = p + sum_u r[u] ppr(e_u)``.
Pushing a node moves ``(1 - a) r[u]`` into ``p[u]`` and spreads ``a r[u]`` over its out-edges
(over ``s`` for a node without out-edges, as the power iteration does).

A node is pushed while ``r[u] > eps * outdeg(u)``; the work is bounded by
``1 / (eps (1 - a))`` edge visits whatever the graph size, so a query touches the neighbourhood
of its seeds and not the whole graph. Two error bounds follow and are reported:

- per node, ``0 <= ppr(s)[v] - p[v] <= eps * outdeg(v)`` on an undirected graph (ACL's lemma:
  ``ppr(e_u)[v] / d(v) = ppr(e_v)[u] / d(u)``); taggraph's graph is undirected except one
  chronological edge per file, and tests measure the bound on it. For a file node (degree 2)
  that is ``2 eps``;
- globally, ``||ppr(s) - p||_1 = sum(r)`` exactly (every ``ppr(e_u)`` is a distribution). It is
  loose on this graph: a tag on nearly every note (``who:user``) is a hub whose residual stays
  under ``eps * degree`` and stands for mass that the walk spreads thinly over the whole store.

Nodes are pushed in cyclic sweeps over blocks of node ids by a compiled loop: C built at install
(:mod:`.push_native`), or numba's (:mod:`.push_kernels`) where no C compiler was found; the two
give the same estimate bit for bit. Pushes are linear, so the invariant holds for any order.

Why eps is small: on a large store the teleport is spread over every note holding a query word
(file seeding), so many notes share the same teleport and their order in the top 10 is decided
by mass that arrives two or three hops later, a few parts in a thousand of the score. Only a
bound of that size keeps the top 10 of push equal to that of the power iteration.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from .push_native import BLOCK_SHIFT, kernel

if TYPE_CHECKING:
    import scipy.sparse as sp

# Per-node error bound eps * degree. See the module docstring for why it is small, and
# benchmarks/bench_scale.py (measure, "ppr" with --eps-sweep) for the overlap and cost it buys:
# the largest eps whose top-10 overlap with the power iteration keeps a margin over 0.9 on the
# queries it was chosen on (the first 15 of the generated 1M-note store's list), checked on the
# next 25.
DEFAULT_EPS = 3e-7


@dataclass
class PushResult:
    p: np.ndarray            # the estimate, over node ids
    nodes: np.ndarray        # the pushed nodes: p is zero elsewhere
    residual: float          # sum of the residual: the L1 error bound ||ppr - p||_1
    pushes: int              # node pushes done
    edges: int               # edge visits (the work)


class PushWorkspace:
    """Per-node arrays that outlive a query: ``(residual, threshold)`` rows, a touched/active
    state and per-block active counts. The kernel leaves them as it found them (zero residual),
    so a query costs what it touches and not a pass over the graph. ``fit`` follows the graph
    as it changes, in place while it fits the capacity. The lock keeps two threads from
    pushing through it at once."""

    def __init__(self, out_degree: np.ndarray, eps: float) -> None:
        self.eps = eps
        self.n = 0
        self.st = np.zeros((0, 2))
        self.lock = threading.Lock()
        self.fit(out_degree)

    def fit(self, out_degree: np.ndarray) -> None:
        """Thresholds for this out-degree (the graph grew or changed); room for growth is kept
        so that the writes of a live memory do not reallocate at every query."""
        n = len(out_degree)
        if n > len(self.st):
            cap = n + n // 8 + 1024
            # whole blocks, so that the kernel's sweep need not clip the last one
            cap = ((cap >> BLOCK_SHIFT) + 1) << BLOCK_SHIFT
            self.st = np.zeros((cap, 2))
            self.state = np.zeros(cap, dtype=np.uint8)
            self.touched = np.empty(cap, dtype=np.int32)  # node ids are int32 throughout the graph
            self.counts = np.zeros(cap >> BLOCK_SHIFT, dtype=np.int64)
        self.st[:n, 1] = self.eps * np.asarray(out_degree, dtype=np.float64)
        self.st[n:, 1] = np.inf  # ids beyond the graph: never active
        self.n = n


def _csr_parts(m: sp.csr_matrix | None, like: sp.csr_matrix,
               unit: bool = False) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(indptr, indices, data) in the index dtypes of ``like`` (the base), so that the kernel
    reads base and delta rows with the same code; ``unit`` passes no data (every weight is 1)."""
    ptr, idx = like.indptr.dtype, like.indices.dtype
    if m is None:
        return np.zeros(1, dtype=ptr), np.zeros(0, dtype=idx), np.zeros(0)
    data = np.zeros(0) if unit else m.data.astype(np.float64, copy=False)
    return m.indptr.astype(ptr, copy=False), m.indices.astype(idx, copy=False), data


def _sweep() -> Callable[..., tuple[int, int, float, int]]:
    """The push loop: compiled at install (:mod:`.push_native`) or, where it was not, by numba
    (:mod:`.push_kernels`, loaded by the first local query only)."""
    native = kernel()
    if native is not None:
        return native
    from .push_kernels import push_sweep

    return push_sweep


def forward_push(  # noqa: PLR0917 -- tests/test_push.py passes the workspace by position
                 adjacency: Sequence[sp.csr_matrix], out_degree: np.ndarray, s: np.ndarray,
                 alpha: float = 0.85, eps: float = DEFAULT_EPS,
                 nxt: np.ndarray | None = None, workspace: PushWorkspace | None = None,
                 unit_base: bool = False) -> PushResult:
    """Approximate PPR of teleport ``s`` (sums to 1). The out-edges of node ``u`` are the stored
    entries of row ``u`` of every matrix in ``adjacency`` (a base and at most one delta, summed)
    plus, when ``nxt[u] >= 0``, one directed edge to ``nxt[u]``; ``out_degree`` counts them all.
    ``workspace`` (made for this ``out_degree`` and ``eps``) saves allocating and filling the
    per-node arrays; ``unit_base`` says every weight of the base matrix is 1."""
    sweep = _sweep()
    if not 1 <= len(adjacency) <= 2:
        raise ValueError("forward_push takes a base adjacency and at most one delta")
    n = len(s)
    if workspace is None:
        workspace = PushWorkspace(out_degree, eps)
    if workspace.n != n or workspace.eps != eps or len(out_degree) != n:
        raise ValueError("the push workspace was made for another graph or eps")
    base, delta = adjacency[0], (adjacency[1] if len(adjacency) > 1 else None)
    p = np.zeros(n)
    to = np.zeros(0, dtype=np.int32) if nxt is None else np.ascontiguousarray(nxt, dtype=np.int32)
    with workspace.lock:
        pushes, edges, residual, n_pushed = sweep(
            *_csr_parts(base, base, unit_base), *_csr_parts(delta, base), to,
            np.ascontiguousarray(out_degree, dtype=np.float64), np.ascontiguousarray(s, dtype=np.float64),
            float(alpha), p, workspace.st, workspace.state, workspace.touched, workspace.counts)
        nodes = workspace.touched[:n_pushed].copy()
    return PushResult(p, nodes, float(residual), int(pushes), int(edges))
