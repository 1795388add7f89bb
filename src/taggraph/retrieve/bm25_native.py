"""BM25's accumulation of one query term, compiled when taggraph is installed (``_bm25.c``).

Why: numpy scores a term in about eight passes over its posting list, and at a million notes a
common term's posting holds a quarter of the store. The C loop makes one pass with the same
operations in the same order, so it gives the same scores bit for bit (tests/test_bm25_native.py).
Loaded as :mod:`.native` says. Where the library was not built (no C compiler at install),
:func:`add_term` returns False and BM25 scores with numpy. The same library ranks the matched
notes (:func:`top_slots`).
"""

from __future__ import annotations

import ctypes
from functools import cache

import numpy as np

from .native import address, load

_SLOTS = {np.dtype(np.int32): "i32", np.dtype(np.int64): "i64"}  # a posting's base, after writes
_TF = {np.dtype(np.float32): "f32", np.dtype(np.uint16): "u16", np.dtype(np.float64): "f64"}  # built, loaded, written
_ARGS = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64, ctypes.c_void_p, ctypes.c_int64,
         ctypes.c_double, ctypes.c_double, ctypes.c_double, ctypes.c_double, ctypes.c_void_p, ctypes.c_void_p]

_TOP_ARGS = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64, ctypes.c_void_p,
             ctypes.c_void_p]


@cache
def _library() -> ctypes.PyDLL | None:
    return load("_bm25", {**{f"bm25_add_{s}_{t}": (_ARGS, ctypes.c_int64) for s in _SLOTS.values() for t in _TF.values()},
                          "bm25_top": (_TOP_ARGS, ctypes.c_int64)})


def add_term(slots: np.ndarray, tf: np.ndarray, scores: np.ndarray, *, w: float, doc_len: np.ndarray, avgdl: float,
             k1: float, b: float, touched: np.ndarray | None = None) -> bool:
    """``scores[slots] += w * tf * (k1 + 1) / (tf + k1 * (1 - b + b * doc_len[slots] / avgdl))``,
    as BM25.scores evaluates it with numpy, and ``touched[slots] = 1`` (uint8) when given; False,
    changing nothing, where the library was not built. A posting holds a slot at most once."""
    lib = _library()
    if lib is None:
        return False
    slots = np.ascontiguousarray(slots if slots.dtype in _SLOTS else slots.astype(np.int64))
    tf = np.ascontiguousarray(tf if tf.dtype in _TF else tf.astype(np.float64))
    n, m = len(slots), len(scores)
    if len(tf) != n:
        raise ValueError(f"bm25: {n} slots but {len(tf)} term frequencies")
    fn = getattr(lib, f"bm25_add_{_SLOTS[slots.dtype]}_{_TF[tf.dtype]}")
    bad = fn(address(slots, slots.dtype.type, n, "slots", "bm25"), address(tf, tf.dtype.type, n, "tf", "bm25"), n,
             address(doc_len, np.float64, m, "doc_len", "bm25"), m, float(avgdl), float(k1), float(b), float(w),
             address(scores, np.float64, m, "scores", "bm25"),
             address(touched, np.uint8, m, "touched", "bm25") if touched is not None else None)
    if bad >= 0:
        raise ValueError(f"bm25: posting entry {bad} names slot {int(slots[bad])}, outside the {m} slots")
    return True


def top_slots(scores: np.ndarray, touched: np.ndarray, alive: np.ndarray,
              k: int) -> tuple[np.ndarray, np.ndarray] | None:
    """(slots, scores) of the ``k`` best slots with ``touched`` and ``alive`` (uint8, 0 or 1) both
    set, best first, equal scores by the lower slot: BM25.ranked's numpy ranking in one pass.
    None where the library was not built."""
    lib = _library()
    if lib is None:
        return None
    n, k = len(scores), max(0, int(k))
    slots, best = np.empty(k, dtype=np.int64), np.empty(k, dtype=np.float64)
    m = lib.bm25_top(address(scores, np.float64, n, "scores", "bm25"), address(touched, np.uint8, n, "touched", "bm25"),
                     address(alive, np.uint8, n, "alive", "bm25"), n, k, int(slots.ctypes.data), int(best.ctypes.data))
    return slots[:m], best[:m]
