"""Extraction cache: one table in the store (or in an SQLite file of its own) keyed by (model,
prompt version, sha256 of the exchange). This module holds the SQLite form; the Postgres store
has its own (``store.postgres``) over the same table.

A second ingest of the same turns with the same model and prompt sends no request at all. Only
successful extractions are cached, so failed turns are retried by the next run. The ontology is
deliberately not part of the key (as the issue specifies): it changes with every stored note, and
keying on it would make the cache useless for re-ingesting a store.

The connection may belong to a store that uses it from one thread; the extractor therefore calls
the cache only from the thread that called it, and a lock guards each statement in case a caller
shares one cache across threads anyway.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from ..tags import FiveW

SCHEMA = """
CREATE TABLE IF NOT EXISTS extraction_cache (
    model TEXT NOT NULL,
    prompt_version TEXT NOT NULL,
    turn_sha256 TEXT NOT NULL,
    raw_reply TEXT NOT NULL,
    record_json TEXT NOT NULL,
    created_at REAL NOT NULL,
    PRIMARY KEY (model, prompt_version, turn_sha256)
)
"""


def turn_sha256(user: str, assistant: str) -> str:
    """Hash of one exchange; the separator keeps ("ab", "c") and ("a", "bc") apart."""
    h = hashlib.sha256()
    h.update(user.encode("utf-8"))
    h.update(b"\x00\x1e")
    h.update(assistant.encode("utf-8"))
    return h.hexdigest()


@dataclass(frozen=True)
class CachedExtraction:
    tags: FiveW
    raw_reply: str
    created_at: float


def cached_from_row(raw_reply: str, record_json: str, created_at: float) -> CachedExtraction | None:
    """A stored row as a cache hit; a corrupt row is a miss (the next put overwrites it)."""
    try:
        tags = FiveW.from_raw(json.loads(record_json))
    except (ValueError, TypeError, AttributeError):
        return None
    return CachedExtraction(tags, raw_reply, float(created_at))


class ReplyCache(Protocol):
    """What the LLM extractor needs from a cache; every store offers one (``store.extraction_cache()``)."""

    def get(self, model: str, prompt_version: str, turn_hash: str) -> CachedExtraction | None: ...

    def put(self, model: str, prompt_version: str, turn_hash: str, raw_reply: str, tags: FiveW) -> None: ...

    def __len__(self) -> int: ...


class ExtractionCache:
    """Cache over an open ``sqlite3.Connection`` (the store's, or :meth:`open` for a file)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        self._lock = threading.Lock()
        with self._lock:
            owner_txn = conn.in_transaction
            conn.execute(SCHEMA)
            if not owner_txn:
                conn.commit()

    @classmethod
    def open(cls, path: str | Path) -> ExtractionCache:
        """A cache in its own database file (benchmarks, scripts)."""
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(str(path), check_same_thread=False)
        conn.execute("PRAGMA journal_mode=WAL")
        return cls(conn)

    def get(self, model: str, prompt_version: str, turn_hash: str) -> CachedExtraction | None:
        with self._lock:
            row = self.conn.execute(
                "SELECT raw_reply, record_json, created_at FROM extraction_cache"
                " WHERE model = ? AND prompt_version = ? AND turn_sha256 = ?",
                (model, prompt_version, turn_hash),
            ).fetchone()
        return None if row is None else cached_from_row(*row)

    def put(self, model: str, prompt_version: str, turn_hash: str, raw_reply: str, tags: FiveW) -> None:
        with self._lock:
            self._write(
                "INSERT OR REPLACE INTO extraction_cache"
                " (model, prompt_version, turn_sha256, raw_reply, record_json, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (model, prompt_version, turn_hash, raw_reply, json.dumps(tags.as_dict()), time.time()),
            )

    def _write(self, sql: str, params: tuple[Any, ...]) -> None:
        # Commit only what we started: if the owner of a shared connection has a transaction
        # open, our row rides along with it instead of committing the owner's half-done work.
        owner_txn = self.conn.in_transaction
        self.conn.execute(sql, params)
        if not owner_txn:
            self.conn.commit()

    def __len__(self) -> int:
        with self._lock:
            return int(self.conn.execute("SELECT COUNT(*) FROM extraction_cache").fetchone()[0])
