"""numpy's BLAS on one thread while taggraph answers a query.

A query's matrix products are small (one query vector against its candidates, or against every
vector below the approximate-search threshold). OpenBLAS still hands each to its worker threads,
which then spin, waiting for more work, for a while after every call: on a 2-core machine a warm
default query at 217k notes cost 176 ms CPU p50 with numpy's two BLAS threads and 93 ms with one
(``benchmarks/bench_query_cpu.py``; ``OPENBLAS_NUM_THREADS=1`` against the default), and a
server's other requests lose that core. threadpoolctl (a maintained library, the one
scikit-learn uses) changes the limit at run time for the libraries loaded in the process.

The limit is process-wide, so concurrent queries share one: the first to enter sets it, the last
to leave puts back what the host application had. numpy's OpenBLAS takes a new limit only from
the process's main thread (set from another thread, it is ignored: measured with threadpoolctl 3.8
and OpenBLAS 0.3.31), so a query on a worker thread runs with whatever the main thread set. A
process of taggraph's own (the CLI, ``taggraph serve``, whose requests run on worker threads)
therefore sets one thread for its whole life with :func:`one_blas_thread_for_process`. Either
covers the BLAS libraries loaded at the time; faiss and scipy, imported later, bring their own.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

_lock = threading.Lock()
_depth = 0
_controller: Any = None
_limiter: Any = None


@contextmanager
def one_blas_thread() -> Iterator[None]:
    """Run the block with numpy's BLAS on one thread (see the module docstring)."""
    global _depth, _controller, _limiter  # noqa: PLW0603 -- one process-wide limit, reference-counted
    with _lock:
        if _depth == 0:
            if _controller is None:
                from threadpoolctl import ThreadpoolController

                _controller = ThreadpoolController()  # finds the BLAS libraries loaded (1 ms, once)
            _limiter = _controller.limit(limits=1, user_api="blas")
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0:
                _limiter.restore_original_limits()
                _limiter = None


def one_blas_thread_for_process() -> None:
    """numpy's BLAS on one thread from now on, in every thread of this process; call it from the
    main thread of a process taggraph owns (a library user's host keeps its own setting)."""
    from threadpoolctl import threadpool_limits

    threadpool_limits(limits=1, user_api="blas")
