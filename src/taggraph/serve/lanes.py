"""Two lanes for the work of one server process: requests that cost much CPU (every write, and
queries of a kind measured to be slow) run one at a time; cheap queries run beside them.

Why: the request threads of one process share the GIL. With N CPU-heavy requests running at
once, a query that needs 3 ms of CPU waits for the GIL behind each of them in turn and answers
in N x (its share) instead of 3 ms; letting heavy requests through one at a time keeps cheap
queries fast, and heavy ones finish in about the order they came. Whether a query kind is cheap
is measured, not declared: the running mean of its thread CPU time (``time.thread_time``, which
does not count waiting for the GIL) against ``heavy_ms``. A kind never seen yet counts as heavy.

``stats()`` sums, per kind, the wait for the heavy lane, the time in it and the thread CPU time:
what a request's latency is made of inside the server (``GET /v1/requests`` reports it).
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
        # kind -> [requests, waiting for the lane (s), running (s), thread CPU (s)]
        self._sums: dict[Hashable, list[float]] = {}

    def is_heavy(self, kind: Hashable) -> bool:
        return self._cost.get(kind, float("inf")) > self.heavy_ms

    def cost_ms(self, kind: Hashable) -> float | None:
        return self._cost.get(kind)

    def run(self, kind: Hashable, fn: Callable[[], T], *, heavy: bool = False) -> T:
        """``fn()`` in the heavy lane when ``heavy`` or when ``kind`` is measured (or unknown) to
        be heavy, else right away; its CPU time updates ``kind``'s running mean."""
        arrived = time.perf_counter()
        if heavy or self.is_heavy(kind):
            with self._heavy:
                return self._timed(kind, fn, arrived)
        return self._timed(kind, fn, arrived)

    def stats(self) -> dict[Hashable, dict[str, float]]:
        """Per kind since the server started: requests, and the mean ms each waited for the
        heavy lane, ran, and used of its thread's CPU."""
        with self._cost_lock:
            sums = {k: list(v) for k, v in self._sums.items()}
        return {k: {"requests": int(n), "wait_ms": round(w / n * 1000, 2), "run_ms": round(r / n * 1000, 2),
                    "cpu_ms": round(c / n * 1000, 2)} for k, (n, w, r, c) in sums.items()}

    def _timed(self, kind: Hashable, fn: Callable[[], T], arrived: float) -> T:
        t0, w0 = time.thread_time(), time.perf_counter()
        try:
            return fn()
        finally:
            cpu = time.thread_time() - t0
            ms = cpu * 1000
            w1 = time.perf_counter()
            with self._cost_lock:
                old = self._cost.get(kind)
                self._cost[kind] = ms if old is None else (1 - ALPHA) * old + ALPHA * ms
                acc = self._sums.setdefault(kind, [0.0, 0.0, 0.0, 0.0])
                acc[0] += 1
                acc[1] += w0 - arrived
                acc[2] += w1 - w0
                acc[3] += cpu
