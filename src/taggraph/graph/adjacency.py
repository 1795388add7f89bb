"""The symmetric adjacency of the graph's edge log, as scipy CSR: the adaptive retriever walks it
and the graph snapshot saves it, so it lives with the graph rather than in either of them."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    import scipy.sparse as sp


def symmetric(src: np.ndarray, dst: np.ndarray, w: np.ndarray, n: int) -> sp.csr_matrix:
    import scipy.sparse as sp

    rows = np.concatenate([src, dst])
    cols = np.concatenate([dst, src])
    data = np.concatenate([w, w]).astype(np.float64)
    m = sp.csr_matrix((data, (rows, cols)), shape=(n, n))
    m.eliminate_zeros()
    return m
