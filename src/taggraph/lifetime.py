"""A child process that ends with its parent, even when the parent is killed with SIGKILL: the
import's parse workers and the server's workers both ask Linux for it (``PR_SET_PDEATHSIG``) and
add their own check of the parent's pid for other systems."""

from __future__ import annotations

import ctypes
import sys

PR_SET_PDEATHSIG = 1  # <linux/prctl.h>


def signal_on_parent_death(sig: int) -> bool:
    """Ask the kernel to send ``sig`` to this process when its parent dies; False where it cannot
    (not Linux, or no prctl), so the caller's pid check is all there is."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, sig, 0, 0, 0)
    except (OSError, AttributeError):
        return False
    return True
