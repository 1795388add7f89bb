"""The server's two lanes: heavy work one at a time, cheap queries beside it."""

from __future__ import annotations

import contextlib
import threading
import time

from taggraph.serve.lanes import Lanes


def _spin(ms: float) -> None:
    end = time.thread_time() + ms / 1000
    while time.thread_time() < end:
        pass


def test_cheap_kinds_pass_a_busy_heavy_lane_and_unknown_kinds_wait() -> None:
    lanes = Lanes(heavy_ms=10.0)
    lanes.run("cheap", lambda: _spin(1))  # measured: about 1 ms of CPU
    assert lanes.is_heavy("never seen") and not lanes.is_heavy("cheap")
    assert (lanes.cost_ms("cheap") or 0) < 10

    inside, release = threading.Event(), threading.Event()

    def heavy_job() -> None:
        inside.set()
        release.wait(10)

    holder = threading.Thread(target=lambda: lanes.run("write", heavy_job, heavy=True))
    holder.start()
    assert inside.wait(10)
    # the heavy lane is taken: a cheap query still runs now ...
    assert lanes.run("cheap", lambda: "answered") == "answered"
    # ... an unknown (so possibly heavy) one waits for the lane
    done = threading.Event()

    def wait_for_the_lane() -> None:
        lanes.run("new kind", lambda: None)
        done.set()

    waiter = threading.Thread(target=wait_for_the_lane)
    waiter.start()
    assert not done.wait(0.3)
    release.set()
    assert done.wait(10)
    holder.join(10)
    waiter.join(10)
    # what each kind's time was made of: the unknown kind waited for the lane, the cheap one did not
    stats = lanes.stats()
    assert stats["new kind"]["requests"] == 1 and stats["new kind"]["wait_ms"] >= 300
    assert stats["cheap"]["requests"] == 2 and stats["cheap"]["wait_ms"] < 100
    assert stats["write"]["run_ms"] >= 300 > stats["write"]["cpu_ms"]  # it waited inside, using no CPU


def test_a_kind_becomes_heavy_when_its_measured_cost_grows() -> None:
    lanes = Lanes(heavy_ms=5.0)
    lanes.run("q", lambda: _spin(1))
    assert not lanes.is_heavy("q")
    for _ in range(20):
        lanes.run("q", lambda: _spin(20))
    assert lanes.is_heavy("q")


def test_an_exception_still_releases_the_lane() -> None:
    lanes = Lanes()

    def boom() -> None:
        raise ValueError("bad input")

    for _ in range(2):  # a lane left held would block the second call forever
        with contextlib.suppress(ValueError):
            lanes.run("w", boom, heavy=True)
    assert lanes.run("w", lambda: 1, heavy=True) == 1
