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

Nodes are pushed first in, first out by a compiled loop (:mod:`.push_kernels`); pushes are
linear, so the invariant holds for any order.

Why eps is small: on a large store the teleport is spread over every note holding a query word
(file seeding), so many notes share the same teleport and their order in the top 10 is decided
by mass that arrives two or three hops later, a few parts in a thousand of the score. Only a
bound of that size keeps the top 10 of push equal to that of the power iteration.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    import scipy.sparse as sp

# Per-node error bound eps * degree. See the module docstring for why it is small, and
# benchmarks/bench_scale.py (measure, "ppr") for the overlap and cost it buys.
DEFAULT_EPS = 2e-7


@dataclass
class PushResult:
    p: np.ndarray            # the estimate, over node ids
    residual: float          # sum of the residual: the L1 error bound ||ppr - p||_1
    pushes: int              # node pushes done
    edges: int               # edge visits (the work)


def _csr_parts(m: sp.csr_matrix | None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    if m is None:
        return np.zeros(1, dtype=np.int64), np.zeros(0, dtype=np.int32), np.zeros(0)
    return m.indptr, m.indices, m.data.astype(np.float64, copy=False)


def forward_push(adjacency: Sequence[sp.csr_matrix], out_degree: np.ndarray, s: np.ndarray,
                 alpha: float = 0.85, eps: float = DEFAULT_EPS,
                 nxt: np.ndarray | None = None) -> PushResult:
    """Approximate PPR of teleport ``s`` (sums to 1). The out-edges of node ``u`` are the stored
    entries of row ``u`` of every matrix in ``adjacency`` (a base and at most one delta, summed)
    plus, when ``nxt[u] >= 0``, one directed edge to ``nxt[u]``; ``out_degree`` counts them all."""
    from .push_kernels import push_loop  # numba: loaded by the first local query only

    if not 1 <= len(adjacency) <= 2:
        raise ValueError("forward_push takes a base adjacency and at most one delta")
    base, delta = adjacency[0], (adjacency[1] if len(adjacency) > 1 else None)
    p = np.zeros(len(s))
    deg = np.ascontiguousarray(out_degree, dtype=np.float64)
    to = np.zeros(0, dtype=np.int64) if nxt is None else np.ascontiguousarray(nxt)
    pushes, edges, residual = push_loop(*_csr_parts(base), *_csr_parts(delta), to, deg,
                                        np.ascontiguousarray(s, dtype=np.float64), float(alpha),
                                        float(eps), p)
    return PushResult(p, float(residual), int(pushes), int(edges))
