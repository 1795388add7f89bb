"""Shared fixtures. ``new_store`` runs a test once per store backend: an SQLite file, and a fresh
database on a real Postgres server that the session starts itself (see ``pgcluster``)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pgcluster import PgCluster, Unavailable


def _unavailable(reason: str) -> None:
    # CI installs Postgres (.ci/run), so there a missing server is a failure, not a skip.
    if os.environ.get("CI"):
        pytest.fail(f"Postgres tests must run in CI: {reason}")
    pytest.skip(reason)


@pytest.fixture(scope="session")
def pg_cluster() -> Iterator[PgCluster | str]:
    """The session's Postgres server, or the reason there is none (reported by each test that
    needs it)."""
    try:
        import psycopg  # noqa: F401
    except ImportError:
        yield "psycopg is not installed (pip install 'taggraph[postgres]')"
        return
    try:
        cluster = PgCluster()
    except Unavailable as exc:
        yield str(exc)
        return
    try:
        cluster.start()
    except Unavailable as exc:
        cluster.destroy()
        yield str(exc)
        return
    yield cluster
    cluster.destroy()


@pytest.fixture
def pg(pg_cluster: PgCluster | str) -> PgCluster:
    if isinstance(pg_cluster, str):
        _unavailable(pg_cluster)
    assert isinstance(pg_cluster, PgCluster)
    return pg_cluster


@pytest.fixture
def pg_url(pg: PgCluster) -> str:
    """A fresh, empty database."""
    return pg.new_database()


@pytest.fixture(params=["sqlite", "postgres"])
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def new_store(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Callable[[], str]:
    """Makes the location of a new, empty store of the test's backend: a file path or a URL."""
    names = iter(range(1000))
    if backend == "postgres":
        cluster = request.getfixturevalue("pg")
        return lambda: str(cluster.new_database())
    return lambda: str(tmp_path / f"store{next(names)}.db")
