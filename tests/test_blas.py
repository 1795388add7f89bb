"""numpy's BLAS runs on one thread inside a query and gets back the host's limit after it; the
CLI and the server set one thread for their whole process (real OpenBLAS, read back through
threadpoolctl)."""

import os
import subprocess
import sys
import threading
from datetime import datetime
from pathlib import Path

import numpy as np
from threadpoolctl import threadpool_info, threadpool_limits

from taggraph import Memory, Turn
from taggraph.blas import one_blas_thread, one_blas_thread_for_process


def blas_threads() -> set[int]:
    return {int(i["num_threads"]) for i in threadpool_info() if i["user_api"] == "blas"}


def test_one_thread_inside_and_the_hosts_limit_after() -> None:
    assert blas_threads(), "numpy is linked to a BLAS that threadpoolctl sees"
    with threadpool_limits(limits=3, user_api="blas"):
        assert blas_threads() == {3}
        with one_blas_thread():
            assert blas_threads() == {1}
            with one_blas_thread():
                assert blas_threads() == {1}
            assert blas_threads() == {1}
            a = np.ones((50, 50))
            assert float((a @ a)[0, 0]) == 50.0
        assert blas_threads() == {3}


def test_a_process_limit_set_in_the_main_thread_holds_on_worker_threads() -> None:
    """What `taggraph serve` relies on: its requests run on worker threads, where numpy's OpenBLAS
    ignores a limit of their own (other BLAS builds may take it), so the process sets one at start
    from its main thread."""
    with threadpool_limits(limits=3, user_api="blas"):
        seen: dict[str, set[int]] = {}

        def worker(label: str) -> None:
            with one_blas_thread():
                seen[label] = blas_threads()

        t = threading.Thread(target=worker, args=("before",))
        t.start()
        t.join(10)
        one_blas_thread_for_process()
        assert blas_threads() == {1}
        t = threading.Thread(target=worker, args=("after",))
        t.start()
        t.join(10)
        assert seen["after"] == {1}, seen


def test_the_command_line_runs_its_process_on_one_blas_thread(tmp_path: Path) -> None:
    code = ("import sys, runpy, threadpoolctl, atexit; "
            "atexit.register(lambda: print('blas', {i['num_threads'] for i in threadpoolctl.threadpool_info() "
            "if i['user_api'] == 'blas'}, file=sys.stderr)); "
            f"sys.argv = ['taggraph', '--db', {str(tmp_path / 'x.db')!r}, 'stats']; "
            "runpy.run_module('taggraph.cli', run_name='__main__')")
    env = dict(os.environ, OPENBLAS_NUM_THREADS="2")
    got = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=300)
    assert "blas {1}" in got.stderr, got.stderr


def test_a_query_leaves_the_hosts_limit() -> None:
    with threadpool_limits(limits=3, user_api="blas"), Memory.open(":memory:") as mem:
        mem.remember_many([Turn(f"I repotted the fern on the balcony, week {i}.", "Nice.", datetime(2025, 3, 1 + i))
                           for i in range(5)])
        assert mem.query("when did I repot the fern?", k=3)
        assert blas_threads() == {3}
