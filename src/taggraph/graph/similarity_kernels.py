"""Compiled loops of :mod:`taggraph.graph.similarity` (numba; imported only when a graph is built in
bulk, so queries and small stores never load numba)."""

import numpy as np
from numba import njit

from .lists import MAXC as _MAXC  # a constant numba compiles in

_M1, _M2, _M4 = np.uint64(0x5555555555555555), np.uint64(0x3333333333333333), np.uint64(0x0F0F0F0F0F0F0F0F)
_H01 = np.uint64(0x0101010101010101)


@njit(cache=True)
def popcount(v):
    v = v - ((v >> np.uint64(1)) & _M1)
    v = (v & _M2) + ((v >> np.uint64(2)) & _M2)
    v = (v + (v >> np.uint64(4))) & _M4
    return (v * _H01) >> np.uint64(56)

@njit(cache=True)
def consider(c, cnt, hash32, bk, bs, bc, size, cap):
    key = ((_MAXC - cnt) << 32) | hash32[c]
    if size < cap:
        pos = size
        size += 1
    else:
        last = cap - 1
        if key > bk[last] or (key == bk[last] and c > bs[last]):
            return size
        pos = last
    while pos > 0 and (bk[pos - 1] > key or (bk[pos - 1] == key and bs[pos - 1] > c)):
        bk[pos], bs[pos], bc[pos] = bk[pos - 1], bs[pos - 1], bc[pos - 1]
        pos -= 1
    bk[pos], bs[pos], bc[pos] = key, c, cnt
    return size

@njit(cache=True)
def signatures(masks, g_ptr, g_slots, hash32, min_shared, k):
    """Per mask, the first ``k`` notes in (shared dense tags desc, hash, slot) order among
    those sharing ``min_shared`` or more of its dense tags; and whether there were more.
    ``g_slots[g_ptr[j]:g_ptr[j + 1]]`` are the notes whose mask is ``masks[j]``, in (hash, slot)
    order, so a pass over the distinct masks replaces one over every note (a note with fewer than
    ``min_shared`` dense tags shares too few with any mask). A first pass counts the notes at each
    number of shared tags; only the groups at or above the count where the first ``k`` end are
    ranked, and of each group its first ``k`` at most."""
    out = np.full((len(masks), k), -1, dtype=np.int64)
    more = np.zeros(len(masks), dtype=np.bool_)
    bk = np.empty(k, dtype=np.int64)
    bs = np.empty(k, dtype=np.int64)
    bc = np.empty(k, dtype=np.int64)
    hist = np.zeros(65, dtype=np.int64)
    shared = np.empty(len(masks), dtype=np.int64)  # with masks[i], per mask: counted once, read twice
    for i in range(len(masks)):
        mi = masks[i]
        hist[:] = 0
        for j in range(len(masks)):
            shared[j] = popcount(masks[j] & mi)
            hist[shared[j]] += g_ptr[j + 1] - g_ptr[j]
        m = 0
        floor = min_shared
        for t in range(64, min_shared - 1, -1):  # the lowest count the first k reach down to
            m += hist[t]
            if m >= k:
                floor = t
                break
        for t in range(floor - 1, min_shared - 1, -1):
            m += hist[t]
        more[i] = m > k
        size = 0
        for j in range(len(masks)):
            cnt = shared[j]
            if cnt >= floor:
                for q in range(g_ptr[j], min(g_ptr[j + 1], g_ptr[j] + k)):
                    c = g_slots[q]
                    if size == k:  # full: the group's later notes are worse than this one
                        key = ((_MAXC - cnt) << 32) | hash32[c]
                        if key > bk[k - 1] or (key == bk[k - 1] and c > bs[k - 1]):
                            break
                    size = consider(c, cnt, hash32, bk, bs, bc, size, k)
        for j in range(size):
            out[i, j] = bs[j]
    return out, more

@njit(cache=True)
def top_lists(sp_ptr, sp_idx, tp_ptr, tp_slots, dm, hash32, sig_of, sig, sig_more,
              min_shared, cap):
    n = len(dm)
    acc = np.zeros(n, dtype=np.int16)
    touched = np.empty(n, dtype=np.int64)
    out_s = np.full((n, cap), -1, dtype=np.int64)
    out_c = np.zeros((n, cap), dtype=np.int64)
    bk = np.empty(cap, dtype=np.int64)
    bs = np.empty(cap, dtype=np.int64)
    bc = np.empty(cap, dtype=np.int64)
    for x in range(n):
        nt = 0
        for j in range(sp_ptr[x], sp_ptr[x + 1]):
            t = sp_idx[j]
            for q in range(tp_ptr[t], tp_ptr[t + 1]):
                c = tp_slots[q]
                if acc[c] == 0:
                    touched[nt] = c
                    nt += 1
                acc[c] += 1
        size = 0
        mx = dm[x]
        for i in range(nt):
            c = touched[i]
            if c != x:
                cnt = np.int64(acc[c]) + np.int64(popcount(mx & dm[c]))
                if cnt >= min_shared:
                    size = consider(c, cnt, hash32, bk, bs, bc, size, cap)
        s = sig_of[x]
        if s >= 0:
            # dense-only candidates: the mask's order, minus x and its sparse candidates
            usable = 0
            for j in range(sig.shape[1]):
                c = sig[s, j]
                if c >= 0 and c != x and acc[c] == 0:
                    usable += 1
            if usable >= cap or not sig_more[s]:
                taken = 0
                for j in range(sig.shape[1]):
                    c = sig[s, j]
                    if c < 0 or taken == cap:
                        break
                    if c != x and acc[c] == 0:
                        size = consider(c, np.int64(popcount(mx & dm[c])), hash32, bk, bs, bc, size, cap)
                        taken += 1
            else:  # the prefix ran out: every note
                for c in range(n):
                    if c != x and acc[c] == 0:
                        cnt = np.int64(popcount(mx & dm[c]))
                        if cnt >= min_shared:
                            size = consider(c, cnt, hash32, bk, bs, bc, size, cap)
        for i in range(size):
            out_s[x, i] = bs[i]
            out_c[x, i] = bc[i]
        for i in range(nt):
            acc[touched[i]] = 0
    return out_s, out_c
