"""Persistence behind one interface (``Store``): one SQLite file for a laptop or one process
host, Postgres (``postgresql://...``) for several processes or machines sharing one memory."""

from __future__ import annotations

import os

from .base import SCHEMA_VERSION, Store, StoreError
from .sqlite import SQLiteStore

__all__ = ["SCHEMA_VERSION", "SQLiteStore", "Store", "StoreError", "open_store"]

URL_SCHEMES = ("postgresql://", "postgres://")


def open_store(target: str | os.PathLike[str] = ":memory:") -> Store:
    """A Postgres store for a ``postgresql://`` URL, else the SQLite file at ``target``."""
    if isinstance(target, str) and target.startswith(URL_SCHEMES):
        from .postgres import PostgresStore  # psycopg is an optional dependency

        return PostgresStore(target)
    return SQLiteStore(target)
