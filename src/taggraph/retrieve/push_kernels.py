"""The forward-push loop of :mod:`taggraph.retrieve.push`, compiled with numba.

Why compiled: a push is a short scatter over a node's few edges followed by a threshold test, a
pattern numpy can only run as synchronous rounds (gather every front node's edges, ``add.at``,
unique the next front), paying ~150 ns per edge visit. A queue loop pays what its memory reads
cost, which lets the error bound be tight enough for a stable top 10 on a million-note store
while a query stays interactive. scipy has no push; networkx's PageRank is a power iteration.

Each edge visit reads a random node's residual and threshold, so both sit side by side in one
``(n, 2)`` array: one cache line per visit instead of two. The visit is written out at each
place it happens rather than called: a numba call taking the arrays made the loop ~1.5x slower,
even marked ``inline="always"``.
"""

import numpy as np
from numba import njit


@njit(cache=True)
def push_loop(indptr, indices, data, d_indptr, d_indices, d_data, nxt, out_degree, s, alpha, eps, p):
    """FIFO forward push (Andersen, Chung and Lang 2006) of teleport ``s``, adding the estimate
    into ``p`` (zeros on entry). Out-edges of ``u``: row ``u`` of the base CSR (rows beyond it
    have none), row ``u`` of the delta CSR, and ``nxt[u]`` when ``>= 0`` (``nxt`` may be
    shorter). A node without out-edges sends its mass back along the teleport. Returns (pushes,
    edge visits, the residual's L1 norm)."""
    n = len(out_degree)
    nb, nd, nn = len(indptr) - 1, len(d_indptr) - 1, len(nxt)
    # residual (column 0) and threshold eps * outdeg (column 1), filled in one pass
    st = np.empty((n, 2))
    n_seeds = 0
    for i in range(n):
        st[i, 0] = s[i]
        st[i, 1] = eps * out_degree[i]
        if s[i] != 0.0:
            n_seeds += 1
    seeds = np.empty(n_seeds, dtype=np.int64)
    s_seeds = np.empty(n_seeds)
    k = 0
    for i in range(n):
        if s[i] != 0.0:
            seeds[k] = i
            s_seeds[k] = s[i]
            k += 1
    queued = np.zeros(n, dtype=np.bool_)
    queue = np.empty(n, dtype=np.int64)  # a ring: each node is in it at most once
    head = 0
    count = 0
    for i in range(n_seeds):
        v = seeds[i]
        if not queued[v] and st[v, 0] > st[v, 1]:
            queue[(head + count) % n] = v
            queued[v] = True
            count += 1
    pushes = 0
    edges = 0
    while count:
        u = queue[head]
        head = (head + 1) % n
        count -= 1
        queued[u] = False
        ru = st[u, 0]
        p[u] += (1.0 - alpha) * ru
        st[u, 0] = 0.0
        pushes += 1
        deg = out_degree[u]
        if deg <= 0:
            for i in range(len(seeds)):
                v = seeds[i]
                st[v, 0] += alpha * ru * s_seeds[i]
                if not queued[v] and st[v, 0] > st[v, 1]:
                    queue[(head + count) % n] = v
                    queued[v] = True
                    count += 1
            continue
        share = alpha * ru / deg
        if u < nb:
            for j in range(indptr[u], indptr[u + 1]):
                v = indices[j]
                st[v, 0] += share * data[j]
                if not queued[v] and st[v, 0] > st[v, 1]:
                    queue[(head + count) % n] = v
                    queued[v] = True
                    count += 1
            edges += indptr[u + 1] - indptr[u]
        if u < nd:  # the same visits over the delta's row (see the module docstring for why twice)
            for j in range(d_indptr[u], d_indptr[u + 1]):
                v = d_indices[j]
                st[v, 0] += share * d_data[j]
                if not queued[v] and st[v, 0] > st[v, 1]:
                    queue[(head + count) % n] = v
                    queued[v] = True
                    count += 1
            edges += d_indptr[u + 1] - d_indptr[u]
        if u < nn and nxt[u] >= 0:
            v = nxt[u]
            st[v, 0] += share
            if not queued[v] and st[v, 0] > st[v, 1]:
                queue[(head + count) % n] = v
                queued[v] = True
                count += 1
            edges += 1
    residual = 0.0
    for i in range(n):
        residual += abs(st[i, 0])
    return pushes, edges, residual
