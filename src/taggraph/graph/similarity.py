"""Every topic's similarity list in one pass, for a graph built from scratch.

:class:`~taggraph.graph.base.MemoryGraph` keeps, per topic, its ``max_similar`` strongest neighbours
among all live topics sharing at least ``min_shared`` tags (most shared tags, then the lower fixed
hash of the note id, then the lower slot). Added note by note, each note counts its candidates
with numpy over the postings of its tags; at a million notes a note's tags (a speaker, a weekday,
a frequent place) reach tens of thousands of notes, too slow for a whole build. This module
computes the same lists for all notes at once.

Tags are split into at most 64 "dense" ones (the largest postings) and the rest. A candidate
that shares a sparse tag with note x is found by walking x's sparse postings, with a per-note
counter array, and its count is completed by the dense tags as a popcount of two 64-bit masks. A
candidate sharing only dense tags with x has count = popcount(mask(x) & mask(c)); x needs such
candidates only when its own mask has ``min_shared`` bits or more. Notes with the same mask have
the same order of dense-only candidates, so that order is computed once per distinct mask (its
first ``_SIG_K`` entries), over the distinct masks rather than every note: a mask's notes share as
many tags with any other mask, so they are ranked as a group (``dense_masks``). x takes the first
ones not among its sparse candidates, or scans every note when that prefix runs out. The result
is exactly the lists the incremental algorithm keeps (tests compare both).

The loops are compiled with numba: the work is a scatter-add over posting lists of varying length
per note, which has no vectorised numpy form that avoids materialising every (note, candidate)
pair (scipy's sparse product does exactly that).
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

_SIG_K = 64  # dense-only candidates kept per distinct dense-tag mask


class DenseMasks(NamedTuple):
    """The dense side of a bulk pass: each note's mask of dense tags, which entries of ``nt_idx``
    are dense, and the distinct masks of the notes with ``min_shared`` dense tags or more, each
    with its notes in (hash, slot) order (``group[g_ptr[j]:g_ptr[j + 1]]``)."""

    dm: np.ndarray
    dense: np.ndarray
    masks: np.ndarray
    sig_of: np.ndarray
    group: np.ndarray
    g_ptr: np.ndarray


def dense_masks(rows: np.ndarray, nt_idx: np.ndarray, sizes: np.ndarray, hashes: np.ndarray,
                min_shared: int) -> DenseMasks:
    """``rows``/``nt_idx``: the note and tag id of each (note, tag) entry; ``sizes``: each tag's
    posting length."""
    n = len(hashes)
    # dense: the 64 largest postings, if larger than a 64th of the notes (a tag on most notes
    # would make every sparse walk a pass over the store)
    big = np.argsort(-sizes, kind="stable")[:64]
    big = big[sizes[big] > max(64, n // 64)]
    bit = np.full(len(sizes), -1, dtype=np.int64)
    bit[big] = np.arange(len(big))
    eb = bit[nt_idx]
    dm = np.zeros(n, dtype=np.uint64)
    d = eb >= 0
    np.bitwise_or.at(dm, rows[d], np.left_shift(np.uint64(1), eb[d].astype(np.uint64)))
    # notes with min_shared dense tags or more can have dense-only candidates
    need = np.flatnonzero(np.bincount(rows[d], minlength=n) >= min_shared)
    masks, inv = np.unique(dm[need], return_inverse=True)
    sig_of = np.full(n, -1, dtype=np.int64)
    sig_of[need] = inv
    # the notes of each distinct mask, in (hash, slot) order: the candidates of a mask's order
    group = need[np.lexsort((need, hashes[need], inv))]
    g_ptr = np.concatenate([[0], np.cumsum(np.bincount(inv, minlength=len(masks)))]).astype(np.int64)
    return DenseMasks(dm, d, masks, sig_of, group, g_ptr)


def similarity_lists(nt_ptr: np.ndarray, nt_idx: np.ndarray, hash32: np.ndarray, min_shared: int,
                     max_similar: int) -> tuple[np.ndarray, np.ndarray]:
    """Per note (row of the CSR ``nt_ptr``/``nt_idx`` of its distinct tag ids, all notes live),
    its similarity list as (slots, counts), each of shape (notes, max_similar), strongest first
    and padded with -1 slots."""
    from .similarity_kernels import signatures, top_lists
    n = len(nt_ptr) - 1
    if n == 0:
        return np.zeros((0, max_similar), np.int64), np.zeros((0, max_similar), np.int64)
    nt_idx = nt_idx.astype(np.int64)
    rows = np.repeat(np.arange(n, dtype=np.int64), np.diff(nt_ptr))
    sizes = np.bincount(nt_idx)
    # postings in slot order (a stable sort by tag of entries already in slot order)
    order = np.argsort(nt_idx, kind="stable")
    tp_ptr = np.concatenate([[0], np.cumsum(sizes)]).astype(np.int64)
    tp_slots = rows[order]
    hashes = hash32.astype(np.int64)
    dense = dense_masks(rows, nt_idx, sizes, hashes, min_shared)
    d = dense.dense
    sp_idx = nt_idx[~d]
    sp_ptr = np.concatenate([[0], np.cumsum(np.bincount(rows[~d], minlength=n))]).astype(np.int64)
    sig, more = signatures(dense.masks, dense.g_ptr, dense.group, hashes, min_shared, _SIG_K)
    slots, counts = top_lists(sp_ptr, sp_idx, tp_ptr, tp_slots, dense.dm, hashes, dense.sig_of, sig, more,
                              min_shared, max_similar)
    return slots, counts
