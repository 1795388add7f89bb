"""Singular forms come from inflect, imported without loading typeguard in a new process, and with
a host's typeguard left as it was."""

from __future__ import annotations

import subprocess
import sys

_FRESH = """
import sys
from taggraph.tags import singular
print(singular("geese"), singular("cities"), "typeguard" in sys.modules, "asyncio" in sys.modules)
import typeguard
print(hasattr(typeguard, "check_type"))
"""

_HOST = """
import typeguard
before = typeguard.typechecked
from taggraph.tags import singular
print(singular("boxes"), typeguard.typechecked is before)
"""


def _run(code: str) -> list[str]:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True).stdout.split("\n")


def test_a_new_process_singularises_without_loading_typeguard() -> None:
    first, second = _run(_FRESH)[:2]
    assert first == "goose city False False"
    assert second == "True"  # the stand-in is gone: a later import gets the real typeguard


def test_a_host_that_loaded_typeguard_keeps_its_decorator() -> None:
    assert _run(_HOST)[0] == "box True"
