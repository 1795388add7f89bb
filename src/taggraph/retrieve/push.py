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
  that is ``2 eps``, far below the score gap that decides a top-10;
- globally, ``||ppr(s) - p||_1 = sum(r)`` exactly (every ``ppr(e_u)`` is a distribution). It is
  loose on this graph: a tag on nearly every note (``who:user``) is a hub whose residual stays
  under ``eps * degree`` and stands for mass that the walk spreads thinly over the whole store,
  which moves no ranking. All nodes over the threshold are pushed together in one
vectorised round (pushes are linear, so the invariant holds for any order), and only nodes that
received mass in a round are tested for the next one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    import scipy.sparse as sp

# Per-node error bound eps * degree; 2e-6 keeps top-10 overlap with converged PPR at 10/10 on
# the generated 100k-note graph of tests/test_push.py while visiting ~1% of its edges.
DEFAULT_EPS = 2e-6


@dataclass
class PushResult:
    p: np.ndarray            # the estimate, over node ids
    residual: float          # sum of the residual: the L1 error bound ||ppr - p||_1
    pushes: int              # node pushes done
    edges: int               # edge visits (the work)
    rounds: int


def _gather(m: sp.csr_matrix, rows: np.ndarray, w: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(columns, w[row] * value) of every stored entry in the given rows of ``m``."""
    ok = rows < m.shape[0]
    rows, w = rows[ok], w[ok]
    starts = m.indptr[rows].astype(np.int64)
    lens = m.indptr[rows + 1].astype(np.int64) - starts
    total = int(lens.sum())
    if not total:
        return np.zeros(0, dtype=np.int64), np.zeros(0)
    # positions starts[i] .. starts[i] + lens[i] - 1 for every row, without a Python loop
    offsets = np.repeat(starts - np.cumsum(lens) + lens, lens) + np.arange(total)
    return m.indices[offsets].astype(np.int64), np.repeat(w, lens) * m.data[offsets]


def forward_push(adjacency: Sequence[sp.csr_matrix], out_degree: np.ndarray, s: np.ndarray,
                 alpha: float = 0.85, eps: float = DEFAULT_EPS,
                 nxt: np.ndarray | None = None) -> PushResult:
    """Approximate PPR of teleport ``s`` (sums to 1). The out-edges of node ``u`` are the stored
    entries of row ``u`` of every matrix in ``adjacency`` (a base and a delta, summed) plus, when
    ``nxt[u] >= 0``, one directed edge to ``nxt[u]``; ``out_degree`` counts them all."""
    n = len(s)
    p = np.zeros(n)
    r = s.astype(np.float64, copy=True)
    thresh = eps * out_degree
    seeds = np.flatnonzero(s)
    front = seeds[r[seeds] > thresh[seeds]]
    pushes = edges = rounds = 0
    while len(front):
        rounds += 1
        ru = r[front]
        p[front] += (1.0 - alpha) * ru
        r[front] = 0.0
        deg = out_degree[front]
        live = deg > 0
        back = not live.all()
        if back:  # mass on a node without out-edges goes back along s
            r[seeds] += alpha * ru[~live].sum() * s[seeds]
            front, ru, deg = front[live], ru[live], deg[live]
        share = alpha * ru / deg
        cols_l, vals_l = [], []
        for m in adjacency:
            c, v = _gather(m, front, share)
            cols_l.append(c)
            vals_l.append(v)
        if nxt is not None:
            to = nxt[front]
            has = to >= 0
            cols_l.append(to[has].astype(np.int64))
            vals_l.append(share[has])
        cols = np.concatenate(cols_l)
        vals = np.concatenate(vals_l)
        np.add.at(r, cols, vals)
        pushes += len(front)
        edges += len(cols)
        # The next front: every node that received mass and is over its threshold, sorted.
        # Filtering before the unique gives the same set as after it, and only the few nodes
        # over the threshold are sorted (a unique of every edge visit was half the query).
        cand = np.concatenate([cols, seeds]) if back else cols
        front = np.unique(cand[r[cand] > thresh[cand]])
    return PushResult(p, float(np.abs(r).sum()), pushes, edges, rounds)
