"""The C libraries compiled when taggraph is installed (``_push.c``, ``_bm25.c``): finding one,
and checking an array before its address goes to a loop that trusts it.

They are loaded with ctypes rather than called through the Python C API: the loops need only
pointers, and ctypes is in the standard library. As ``PyDLL``, which keeps the GIL for the call:
a thread that writes to an index cannot change an array while a loop reads it.
"""

from __future__ import annotations

import ctypes
import importlib.machinery
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np


def load(stem: str, functions: Mapping[str, tuple[list[Any], Any]]) -> ctypes.PyDLL | None:
    """The library ``stem`` (``_push``) built beside this module, each of its ``functions``
    given its (argument types, result type); None where the install found no C compiler."""
    here = Path(__file__).resolve().parent
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        path = here / f"{stem}{suffix}"
        if path.is_file():
            lib = ctypes.PyDLL(str(path))
            for name, (args, result) in functions.items():
                fn = getattr(lib, name)
                fn.argtypes, fn.restype = args, result
            return lib
    return None


def address(a: np.ndarray, dtype: type, min_len: int, what: str, who: str = "push") -> int:
    """The array's address, after the checks that keep a C loop inside its memory."""
    if a.dtype != np.dtype(dtype) or not a.flags.c_contiguous or len(a) < min_len:
        raise ValueError(f"{who}: {what} must be a contiguous {np.dtype(dtype)} array of at least {min_len}")
    return int(a.ctypes.data)
