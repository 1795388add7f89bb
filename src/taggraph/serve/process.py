"""How a worker of ``taggraph serve --workers N`` learns its settings and ends with its parent:
shared by the command that starts the workers and the app each worker builds."""

from __future__ import annotations

import os
import signal
import threading
import time

from ..lifetime import signal_on_parent_death

CONFIG_ENV = "TAGGRAPH_SERVE_CONFIG"  # a worker's settings (JSON), set by `taggraph serve --workers N`


PARENT_WATCH_SECONDS = 0.5


def die_with_parent(parent: int) -> None:
    """Make this worker of `taggraph serve --workers N` exit when ``parent``, the process that
    started it, dies, even by kill -9: else the workers keep serving as orphans and hold the port,
    so the restart cannot bind. On Linux the kernel sends SIGTERM (prctl PR_SET_PDEATHSIG); a
    thread that watches the parent's pid covers other systems and a parent that died before
    the prctl."""
    signal_on_parent_death(signal.SIGTERM)  # where there is no prctl, the watch below does it

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_WATCH_SECONDS)
        os.kill(os.getpid(), signal.SIGTERM)  # the same graceful stop the parent would ask for

    threading.Thread(target=watch, name="taggraph-parent-watch", daemon=True).start()
