"""Parses computed ahead in worker processes give the same tags as parses in process, and the
workers never outlive the process that started them."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from taggraph.extract.offline import OfflineExtractor

PEOPLE = ["Marta", "Jonas", "Priya", "Tomasz", "Aiko"]
PLACES = ["Porto", "Krakow", "Osaka", "the climbing gym"]


def users(n: int) -> list[str]:
    return [f"On day {i} I met {PEOPLE[i % 5]} in {PLACES[i % 4]} and we planned the cello lessons for May."
            for i in range(n)]


def test_parsed_ahead_in_workers_gives_the_same_tags() -> None:
    texts = users(150)
    plain = OfflineExtractor()
    want = [e.tags for b in range(0, 150, 64) for e in plain.extract_many([(u, "") for u in texts[b:b + 64]])]
    ex = OfflineExtractor()
    ex.parse_ahead(texts, processes=2, min_turns=0)
    assert ex._ahead is not None
    try:
        got = [e.tags for b in range(0, 150, 64) for e in ex.extract_many([(u, "") for u in texts[b:b + 64]])]
        assert ex._ahead is not None  # every batch came from the workers
    finally:
        ex.parse_ahead(None)
    assert got == want
    # texts it did not parse are parsed in process, and the pool is dropped
    ex.parse_ahead(texts, processes=2, min_turns=0)
    other = ex.extract_many([("A different turn about Osaka.", "")])
    assert ex._ahead is None and other[0].tags == plain.extract("A different turn about Osaka.").tags


@pytest.mark.parametrize("turns", [10, 20_000])
def test_workers_exit_when_their_parent_is_killed(turns: int) -> None:
    """Idle workers, and busy ones whose results nobody will read, end with their parent and
    release its output (a reader of the killed process's stdout sees its end)."""
    script = ("import time, sys\n"
              "from taggraph.extract.parse_pool import ParsePool\n"
              f"pool = ParsePool(['a turn about the cello lessons in May'] * {turns}, 2)\n"
              "print(' '.join(str(p.pid) for p in pool._procs), flush=True)\n"
              "time.sleep(600)\n")
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True, env=dict(os.environ))
    assert proc.stdout is not None
    pids = [int(x) for x in proc.stdout.readline().split()]
    assert len(pids) == 2
    time.sleep(3)  # busy workers fill the result pipe meanwhile
    proc.send_signal(signal.SIGKILL)
    proc.wait(30)
    assert proc.stdout.read() == ""  # returns: no worker holds the killed process's stdout
    proc.stdout.close()
    deadline = time.monotonic() + 60
    while any(_alive(p) for p in pids):
        assert time.monotonic() < deadline, "a parse worker outlived its parent"
        time.sleep(0.5)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # an exited child of the killed parent is reaped by init; a zombie counts as gone
    try:
        with Path(f"/proc/{pid}/stat").open() as f:
            return f.read().split()[2] != "Z"
    except FileNotFoundError:
        return False
