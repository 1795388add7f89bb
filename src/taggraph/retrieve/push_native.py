"""The forward-push loop compiled ahead of time (``_push.c``), loaded with ctypes.

Why: a process's first local query loaded numba and LLVM to run :mod:`.push_kernels` (about
0.4 s of a first query at 100k notes). The C loop is built when taggraph is installed
(``setup.py``) and loads in a millisecond. It is the numba loop statement for statement (plus
hints to fetch memory ahead, which change no value), with the same rounding, and gives the same
estimate bit for bit (tests/test_push.py). It is loaded as :mod:`.native` says, keeping the GIL
for the call as numba's loop did. Where the library was not built (no C compiler at install),
:func:`kernel` returns None and the numba loop runs.

The same library holds the power iteration's product over a graph whose weights are all 1
(:func:`unit_product`): scipy's product reads each weight as a float64, this one reads none; and
the product over the delta of recent writes (:func:`product`), without scipy's Python. And
the ranking of the notes a push reached (:func:`top_notes`), one pass where numpy made a dozen.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable
from functools import cache
from typing import Any

import numpy as np

from .native import address as _check
from .native import load

# The push loops sweep blocks of 1 << BLOCK_SHIFT node ids (512); _push.c compiles in the same value.
BLOCK_SHIFT = 9

_ARGS = ([ctypes.c_void_p, ctypes.c_int64, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64]  # base
         + [ctypes.c_void_p, ctypes.c_int64, ctypes.c_void_p, ctypes.c_void_p]  # delta
         + [ctypes.c_void_p, ctypes.c_int64, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64,  # nxt, degree, s
            ctypes.c_double, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p,
            ctypes.c_void_p, ctypes.c_int64, ctypes.c_void_p, ctypes.c_void_p])
_UNIT_ARGS = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64, ctypes.c_void_p, ctypes.c_void_p]
_PRODUCT_ARGS = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64, ctypes.c_void_p, ctypes.c_void_p]
_TOP_ARGS = [ctypes.c_void_p, ctypes.c_int64, ctypes.c_void_p, ctypes.c_int64, ctypes.c_void_p, ctypes.c_int64,
             ctypes.c_int64, ctypes.c_void_p, ctypes.c_void_p]
_TYPES = {np.dtype(np.int32): "i32", np.dtype(np.int64): "i64"}

Sweep = Callable[..., tuple[int, int, float, int]]


@cache
def _library() -> ctypes.PyDLL | None:
    pairs = [f"{ptr}_{idx}" for ptr in _TYPES.values() for idx in _TYPES.values()]
    return load("_push", {**{f"push_sweep_{t}": (_ARGS, ctypes.c_int) for t in pairs},
                          **{f"unit_product_{t}": (_UNIT_ARGS, None) for t in pairs},
                          **{f"product_{t}": (_PRODUCT_ARGS, None) for t in pairs},
                          "top_notes": (_TOP_ARGS, ctypes.c_int64)})


def _sweep(indptr: np.ndarray, indices: np.ndarray, data: np.ndarray, d_indptr: np.ndarray,
           d_indices: np.ndarray, d_data: np.ndarray, nxt: np.ndarray, out_degree: np.ndarray,
           s: np.ndarray, alpha: float, p: np.ndarray, st: np.ndarray, state: np.ndarray,
           touched: np.ndarray, counts: np.ndarray) -> tuple[int, int, float, int]:
    """:func:`.push_kernels.push_sweep`'s arguments and results, run by the C loop."""
    lib = _library()
    assert lib is not None
    n = len(s)
    if indptr.dtype != d_indptr.dtype or indices.dtype != d_indices.dtype or indptr.dtype not in _TYPES \
            or indices.dtype not in _TYPES:
        raise ValueError("push: the base and the delta must share int32 or int64 index arrays")
    cap = len(state)
    if st.shape != (cap, 2) or len(counts) << BLOCK_SHIFT != cap or cap < n:
        raise ValueError("push: the workspace does not fit the graph")
    out = np.zeros(3, dtype=np.int64)
    residual = ctypes.c_double()
    fn = getattr(lib, f"push_sweep_{_TYPES[indptr.dtype]}_{_TYPES[indices.dtype]}")
    rc = fn(_check(indptr, indptr.dtype.type, 1, "indptr"), len(indptr),
            _check(indices, indices.dtype.type, int(indptr[-1]), "indices"),
            _check(data, np.float64, int(indptr[-1]), "data") if len(data) else 0, len(data),
            _check(d_indptr, d_indptr.dtype.type, 1, "the delta's indptr"), len(d_indptr),
            _check(d_indices, d_indices.dtype.type, int(d_indptr[-1]), "the delta's indices"),
            _check(d_data, np.float64, int(d_indptr[-1]), "the delta's data") if len(d_data) else 0,
            _check(nxt, np.int32, 0, "nxt") if len(nxt) else 0, min(len(nxt), n),
            _check(out_degree, np.float64, n, "out_degree"), _check(s, np.float64, n, "s"), n,
            float(alpha), _check(p, np.float64, n, "p"), _check(st, np.float64, cap, "st"),
            _check(state, np.uint8, cap, "state"), _check(touched, np.int32, n, "touched"),
            _check(counts, np.int64, 1, "counts"), len(counts), int(out.ctypes.data),
            ctypes.addressof(residual))
    if rc != 0:
        raise MemoryError("push: no memory for the teleport's seeds")
    return int(out[0]), int(out[1]), float(residual.value), int(out[2])


def unit_product(m: Any, z: np.ndarray) -> np.ndarray | None:
    """``m @ z`` for a scipy CSR matrix ``m`` whose every weight is 1 (its weights are not read),
    equal bit for bit to scipy's product with float64 weights of 1.0; None where the library was
    not built. ``z`` may be longer than ``m`` has columns (a graph grown since ``m`` was built)."""
    lib = _library()
    if lib is None:
        return None
    indptr, indices = m.indptr, m.indices
    n_rows, n_cols = m.shape
    if indptr.dtype not in _TYPES or indices.dtype not in _TYPES:
        raise ValueError("unit_product: the index arrays must be int32 or int64")
    if len(z) < n_cols or len(indptr) != n_rows + 1:
        raise ValueError("unit_product: the matrix does not fit z")
    y = np.empty(n_rows, dtype=np.float64)
    fn = getattr(lib, f"unit_product_{_TYPES[indptr.dtype]}_{_TYPES[indices.dtype]}")
    fn(_check(indptr, indptr.dtype.type, n_rows + 1, "indptr"),
       _check(indices, indices.dtype.type, int(indptr[-1]), "indices"), n_rows,
       _check(z, np.float64, n_cols, "z"), int(y.ctypes.data))
    return y


def product(m: Any, z: np.ndarray) -> np.ndarray | None:
    """``m @ z`` for a scipy CSR matrix ``m`` with float64 weights and as many columns as ``z`` has
    entries: scipy's own loop (each row summed from 0.0, in order), so the same vector bit for bit,
    without the Python scipy runs around it. None where the library was not built."""
    lib = _library()
    if lib is None:
        return None
    indptr, indices, data = m.indptr, m.indices, m.data
    n_rows, n_cols = m.shape
    if indptr.dtype not in _TYPES or indices.dtype not in _TYPES or data.dtype != np.float64:
        raise ValueError("product: the index arrays must be int32 or int64 and the weights float64")
    if len(z) != n_cols or len(indptr) != n_rows + 1:
        raise ValueError("product: the matrix does not fit z")
    y = np.empty(n_rows, dtype=np.float64)
    fn = getattr(lib, f"product_{_TYPES[indptr.dtype]}_{_TYPES[indices.dtype]}")
    fn(_check(indptr, indptr.dtype.type, n_rows + 1, "indptr"),
       _check(indices, indices.dtype.type, int(indptr[-1]), "indices"),
       _check(data, np.float64, int(indptr[-1]), "data"), n_rows, _check(z, np.float64, n_cols, "z"),
       int(y.ctypes.data))
    return y


def top_notes(nodes: np.ndarray, p: np.ndarray, slot_of_node: np.ndarray,
              k: int) -> tuple[np.ndarray, np.ndarray] | None:
    """(slots, scores) of the ``k`` best live notes a push reached, best first, equal scores by the
    lower slot: the ranking :meth:`.adaptive.AdaptiveGraph.search` makes with numpy, in one pass
    over ``nodes`` (the push's reached node ids; ``slot_of_node`` maps a live note's file node to
    its slot, and anything else to -1). None where the library was not built."""
    lib = _library()
    if lib is None:
        return None
    k = max(0, int(k))
    slots, scores = np.empty(k, dtype=np.int64), np.empty(k, dtype=np.float64)
    m = lib.top_notes(_check(nodes, np.int32, 0, "nodes"), len(nodes), _check(p, np.float64, 0, "p"), len(p),
                      _check(slot_of_node, np.int32, 0, "slot_of_node"), len(slot_of_node), k,
                      int(slots.ctypes.data), int(scores.ctypes.data))
    return slots[:m], scores[:m]


def kernel() -> Sweep | None:
    """The C loop when it was built, else None."""
    return _sweep if _library() is not None else None
