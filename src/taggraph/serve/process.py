"""How a worker of ``taggraph serve --workers N`` learns its settings and ends with its parent:
shared by the command that starts the workers and the app each worker builds."""

from __future__ import annotations

import os
import signal
import sys
import threading
import time

CONFIG_ENV = "TAGGRAPH_SERVE_CONFIG"  # a worker's settings (JSON), set by `taggraph serve --workers N`


PR_SET_PDEATHSIG = 1  # from <linux/prctl.h>


PARENT_WATCH_SECONDS = 0.5


def die_with_parent(parent: int) -> None:
    """Make this worker of `taggraph serve --workers N` exit when ``parent``, the process that
    started it, dies, even by kill -9: else the workers keep serving as orphans and hold the port,
    so the restart cannot bind. On Linux the kernel sends SIGTERM (prctl PR_SET_PDEATHSIG); a
    thread that watches the parent's pid covers other systems and a parent that died before
    the prctl."""
    if sys.platform.startswith("linux"):
        try:
            import ctypes

            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
        except (OSError, AttributeError):  # no prctl here: the watch below still works
            pass

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_WATCH_SECONDS)
        os.kill(os.getpid(), signal.SIGTERM)  # the same graceful stop the parent would ask for

    threading.Thread(target=watch, name="taggraph-parent-watch", daemon=True).start()
