"""Two lanes for the work of one server process: requests that cost much CPU (every write, and
queries of a kind measured to be slow) run one at a time; cheap queries run beside them.

Why: the request threads of one process share the GIL. With N CPU-heavy requests running at
once, a query that needs 3 ms of CPU waits for the GIL behind each of them in turn and answers
in N x (its share) instead of 3 ms; letting heavy requests through one at a time keeps cheap
queries fast, and heavy ones finish in about the order they came. Whether a query kind is cheap
is measured, not declared: the running mean of its thread CPU time (``time.thread_time``, which
does not count waiting for the GIL) against ``heavy_ms``. A kind never seen yet counts as heavy.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Hashable
from typing import TypeVar

T = TypeVar("T")

HEAVY_MS = 10.0
# Weight of the newest measurement in a kind's running mean.
ALPHA = 0.2


class Lanes:
    def __init__(self, heavy_ms: float = HEAVY_MS) -> None:
        self.heavy_ms = heavy_ms
        self._heavy = threading.Lock()
        self._cost: dict[Hashable, float] = {}
        self._cost_lock = threading.Lock()

    def is_heavy(self, kind: Hashable) -> bool:
        return self._cost.get(kind, float("inf")) > self.heavy_ms

    def cost_ms(self, kind: Hashable) -> float | None:
        return self._cost.get(kind)

    def run(self, kind: Hashable, fn: Callable[[], T], *, heavy: bool = False) -> T:
        """``fn()`` in the heavy lane when ``heavy`` or when ``kind`` is measured (or unknown) to
        be heavy, else right away; its CPU time updates ``kind``'s running mean."""
        if heavy or self.is_heavy(kind):
            with self._heavy:
                return self._timed(kind, fn)
        return self._timed(kind, fn)

    def _timed(self, kind: Hashable, fn: Callable[[], T]) -> T:
        t0 = time.thread_time()
        try:
            return fn()
        finally:
            ms = (time.thread_time() - t0) * 1000
            with self._cost_lock:
                old = self._cost.get(kind)
                self._cost[kind] = ms if old is None else (1 - ALPHA) * old + ALPHA * ms
