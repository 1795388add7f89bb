"""The forward-push loop of :mod:`taggraph.retrieve.push`, compiled with numba: the fallback where
the install found no C compiler for the same loop in ``_push.c`` (:mod:`.push_native`), and the
reference that tests/test_push.py holds the C loop to, bit for bit.

Why compiled: a push is a short scatter over a node's few edges followed by a threshold test, a
pattern numpy can only run as synchronous rounds (gather every front node's edges, ``add.at``,
unique the next front), paying interpreter and temporary-array costs per edge visit. A compiled
loop pays what its memory reads cost, which lets the error bound be tight enough for a stable top 10 on a million-note
store while a query stays interactive. scipy has no push; networkx's PageRank is a power
iteration.

Three choices keep the memory reads few, because on a million-note graph nearly every edge
visit is a cache miss:

- **Sweep order.** Active nodes are pushed in cyclic sweeps over blocks of ``1 << BLOCK_SHIFT``
  node ids (Gauss-Seidel order, as in PowerPush, Wu et al., VLDB 2021) rather than first in,
  first out: consecutive pushes then read neighbouring rows of the CSR, and a block's active
  count says whether the block has anything to do. Any push order keeps the invariant and the
  stopping rule, so the bounds are unchanged.
- **Per-node state outlives the query** (:class:`.push.PushWorkspace`): the residual column is
  all zero between queries and the kernel resets only the nodes it touched, so a query does no
  pass over the whole graph beyond reading the teleport once.
- **Residual and threshold side by side** in one ``(n, 2)`` array: one cache line per visit.
  Unit edge weights (the usual base matrix) are passed as an empty ``data`` and not read.

The visit (add, mark touched, activate) is written out at each place it happens rather than
called: a numba function per visit, even marked ``inline="always"``, made the loop slower,
because its counters then live in memory rather than registers; reading the
chronological edge as a third "row" of the same loop was slower too.
"""

import numpy as np
from numba import njit

from .push_native import BLOCK_SHIFT  # 512 node ids per block

UNTOUCHED, TOUCHED, ACTIVE = 0, 1, 2


@njit(cache=True)
def push_sweep(indptr, indices, data, d_indptr, d_indices, d_data, nxt, out_degree, s, alpha, p,
               st, state, touched, counts):
    """Forward push (Andersen, Chung and Lang 2006) of teleport ``s``, adding the estimate into
    ``p``. Out-edges of ``u``: row ``u`` of the base CSR (rows beyond it have none; an empty
    ``data`` means unit weights), row ``u`` of the delta CSR, and ``nxt[u]`` when ``>= 0``
    (``nxt`` may be shorter). A node without out-edges sends its mass back along the teleport.

    Workspace (zero residual, ``state`` all UNTOUCHED and ``counts`` all zero on entry and on
    return): ``st[v] = (residual, threshold)``, ``touched`` a list of at least ``n`` slots,
    ``counts[b]`` the active nodes of block ``b``. Returns (pushes, edge visits, the residual's
    L1 norm, the number of pushed nodes, listed first in ``touched``)."""
    n = len(s)
    nb, nd, nn = len(indptr) - 1, len(d_indptr) - 1, len(nxt)
    unit = len(data) == 0
    n_seeds = 0
    for i in range(n):
        if s[i] != 0.0:
            n_seeds += 1
    seeds = np.empty(n_seeds, dtype=np.int64)
    k = 0
    for i in range(n):
        if s[i] != 0.0:
            seeds[k] = i
            k += 1
    n_touched = 0
    active = 0
    pushes = 0
    edges = 0
    pending = 1.0  # mass still to spread along the teleport: all of it first, then what dead ends return
    b = 0
    while True:
        if pending > 0.0:
            for i in range(n_seeds):
                v = seeds[i]
                st[v, 0] += pending * s[v]
                f = state[v]
                if f == UNTOUCHED:
                    touched[n_touched] = v
                    n_touched += 1
                    f = TOUCHED
                    state[v] = f
                if f == TOUCHED and st[v, 0] > st[v, 1]:
                    state[v] = ACTIVE
                    counts[v >> BLOCK_SHIFT] += 1
                    active += 1
            pending = 0.0
        if not active:
            break
        if counts[b]:
            for u in range(b << BLOCK_SHIFT, (b + 1) << BLOCK_SHIFT):
                if state[u] != ACTIVE:
                    continue
                state[u] = TOUCHED
                counts[b] -= 1
                active -= 1
                ru = st[u, 0]
                st[u, 0] = 0.0
                p[u] += (1.0 - alpha) * ru
                pushes += 1
                deg = out_degree[u]
                if deg <= 0:
                    pending += alpha * ru
                    continue
                share = alpha * ru / deg
                for part in range(2):  # the base row, then the delta's row
                    if part == 0:
                        if u >= nb:
                            continue
                        ip, ix, w, one = indptr, indices, data, unit
                    else:
                        if u >= nd:
                            continue
                        ip, ix, w, one = d_indptr, d_indices, d_data, False
                    for j in range(ip[u], ip[u + 1]):
                        v = ix[j]
                        st[v, 0] += share if one else share * w[j]
                        f = state[v]
                        if f == UNTOUCHED:
                            touched[n_touched] = v
                            n_touched += 1
                            f = TOUCHED
                            state[v] = f
                        if f == TOUCHED and st[v, 0] > st[v, 1]:
                            state[v] = ACTIVE
                            counts[v >> BLOCK_SHIFT] += 1
                            active += 1
                    edges += ip[u + 1] - ip[u]
                if u < nn and nxt[u] >= 0:
                    v = nxt[u]
                    st[v, 0] += share
                    f = state[v]
                    if f == UNTOUCHED:
                        touched[n_touched] = v
                        n_touched += 1
                        f = TOUCHED
                        state[v] = f
                    if f == TOUCHED and st[v, 0] > st[v, 1]:
                        state[v] = ACTIVE
                        counts[v >> BLOCK_SHIFT] += 1
                        active += 1
                    edges += 1
        b += 1
        if b == len(counts):
            b = 0
    # reset what was touched, and compact the pushed nodes (those with an estimate) to the front
    # of ``touched``: the caller ranks them without a pass over every node
    residual = 0.0
    n_pushed = 0
    for i in range(n_touched):
        v = touched[i]
        residual += abs(st[v, 0])
        st[v, 0] = 0.0
        state[v] = UNTOUCHED
        if p[v] != 0.0:
            touched[n_pushed] = v
            n_pushed += 1
    return pushes, edges, residual, n_pushed
