"""Persistence behind one interface; the embedded default is one SQLite file."""

from .sqlite import SCHEMA_VERSION, SQLiteStore, StoreError

__all__ = ["SCHEMA_VERSION", "SQLiteStore", "StoreError"]
