"""The shared store: one Postgres database (or one schema of it) that several taggraph processes,
on one machine or many, read and write at once. Opened with ``Memory.open("postgresql://...")``;
``?schema=NAME`` in the URL keeps several memories apart in one database.

Every process keeps its own in-memory index and follows the others through the change log
(``changes_since``). That only works if a reader that sees change p has also seen every change
before p. Postgres hands out sequence numbers when a row is inserted, not when its transaction
commits, so two concurrent writers could commit 12 before 11 and a reader polling between them
would skip 11 for good. Writes that touch the change log therefore take one transaction-scoped
advisory lock per store: they commit one after another, in sequence order, as SQLite's single
writer does; readers never wait. Other writes (metadata, caches) do not take it.
"""

from __future__ import annotations

import hashlib
import json
import random
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, TypeVar
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from ..extract.cache import CachedExtraction, cached_from_row
from ..notes import Note
from ..tags import FiveW
from . import blobparts
from .base import APP_ID, NOTE_COLUMNS, SCHEMA_VERSION, StoreError, note_to_row, refuse_newer, row_to_note
from .blobparts import Buffers

try:
    import psycopg
    from psycopg import errors as pg_errors
    from psycopg import sql
except ImportError:  # pragma: no cover - exercised only without the extra installed
    psycopg = None  # type: ignore[assignment]

T = TypeVar("T")
TABLES = ("meta", "notes", "note_tags", "changes", "embeddings", "extraction_cache", "blobs")

# Step v upgrades a store from schema v to v + 1: the same logical changes as the SQLite steps
# (see ``base.SCHEMA_VERSION``). A new store runs every step.
_STEPS: list[list[str]] = [
    [
        """CREATE TABLE notes(
             seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
             id TEXT NOT NULL UNIQUE,
             "user" TEXT NOT NULL,
             assistant TEXT NOT NULL,
             tags TEXT NOT NULL,
             "timestamp" TEXT,
             session_id TEXT,
             meta TEXT NOT NULL DEFAULT '{}',
             extraction_failed BOOLEAN NOT NULL DEFAULT FALSE,
             extraction_error TEXT,
             created_at DOUBLE PRECISION NOT NULL)""",
        """CREATE TABLE note_tags(note_id TEXT NOT NULL, category TEXT NOT NULL, path TEXT NOT NULL,
             PRIMARY KEY(note_id, category, path))""",
        "CREATE INDEX note_tags_path ON note_tags(path)",
        """CREATE TABLE changes(seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, op TEXT NOT NULL,
             note_id TEXT NOT NULL)""",
        """CREATE TABLE embeddings(model TEXT NOT NULL, key TEXT NOT NULL, vector BYTEA NOT NULL,
             PRIMARY KEY(model, key))""",
    ],
    [
        "ALTER TABLE notes ADD COLUMN extracted_by TEXT",
        """CREATE TABLE extraction_cache(model TEXT NOT NULL, prompt_version TEXT NOT NULL,
             turn_sha256 TEXT NOT NULL, raw_reply TEXT NOT NULL, record_json TEXT NOT NULL,
             created_at DOUBLE PRECISION NOT NULL, PRIMARY KEY(model, prompt_version, turn_sha256))""",
        "CREATE TABLE blobs(name TEXT PRIMARY KEY, position BIGINT NOT NULL, data BYTEA NOT NULL)",
    ],
]
assert len(_STEPS) == SCHEMA_VERSION

_NOTE_COLS = ", ".join(f'"{c}"' for c in NOTE_COLUMNS)
_INSERT_NOTE = (f"INSERT INTO notes({_NOTE_COLS}, extraction_error, created_at) "
                f"VALUES ({', '.join(['%s'] * (len(NOTE_COLUMNS) + 2))}) ON CONFLICT (id) DO NOTHING RETURNING id")


def parse_url(url: str) -> tuple[str, str, str]:
    """(libpq connection string, schema, the URL without its password for messages)."""
    parts = urlsplit(url)
    query = parse_qsl(parts.query, keep_blank_values=True)
    schema = next((v for k, v in query if k == "schema"), "public")
    if not schema:
        raise StoreError(f"{url}: ?schema= needs a name")
    conninfo = urlunsplit(parts._replace(query=urlencode([(k, v) for k, v in query if k != "schema"])))
    shown = parts
    if parts.password is not None:
        host = parts.netloc.rsplit("@", 1)[1]
        shown = parts._replace(netloc=f"{parts.username}:***@{host}")
    return conninfo, schema, urlunsplit(shown)


def _no_nul(values: Iterable[Any], what: str) -> None:
    # Postgres text cannot hold U+0000 (SQLite can); refusing up front keeps the batch whole.
    for v in values:
        if isinstance(v, str) and "\x00" in v:
            raise StoreError(f"{what} contains a NUL character (U+0000), which Postgres cannot store; "
                             "remove it and try again")


class PostgresStore:
    def __init__(self, url: str, *, connect_timeout: int = 10) -> None:
        if psycopg is None:
            raise StoreError("postgresql:// stores need psycopg: pip install 'taggraph[postgres]'")
        self._url = url
        self._conninfo, self.schema, self.path = parse_url(url)
        self._connect_timeout = connect_timeout
        # psycopg connections are thread-safe per statement, not per transaction: one lock keeps
        # a thread's transaction from interleaving with another's on the shared connection.
        self._lock = threading.RLock()
        self._key = int.from_bytes(hashlib.sha256(f"{APP_ID}:{self.schema}".encode()).digest()[:8], "big",
                                   signed=True)
        self.conn = self._connect()
        try:
            self._init_or_check()
        except BaseException:
            self.conn.close()
            raise

    # -- opening -------------------------------------------------------------------------------
    def _connect(self) -> psycopg.Connection[Any]:
        try:
            conn = psycopg.connect(self._conninfo, autocommit=True, connect_timeout=self._connect_timeout)
        except psycopg.Error as exc:
            detail = " ".join(str(exc).split())
            raise StoreError(f"cannot connect to {self.path}: {detail}") from None
        conn.execute(sql.SQL("SET search_path TO {}").format(sql.Identifier(self.schema)))
        return conn

    def _init_or_check(self) -> None:
        present = {r[0] for r in self.conn.execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = %s", (self.schema,))}
        version = 0
        if "meta" in present:
            meta = dict(self.conn.execute("SELECT key, value FROM meta").fetchall())
            if meta.get("app") != APP_ID:
                raise StoreError(f"{self.path}: schema {self.schema!r} has a table 'meta' that taggraph did not "
                                 "create; pass another schema with ?schema=NAME")
            version = int(meta.get("schema_version", "0"))
            if version > SCHEMA_VERSION:
                raise refuse_newer(self.path, version)
        elif present & set(TABLES):
            raise StoreError(f"{self.path}: schema {self.schema!r} already has tables taggraph did not create "
                             f"({', '.join(sorted(present & set(TABLES)))}); pass another schema with ?schema=NAME")
        if version < SCHEMA_VERSION:
            self._run(self._migrate, serialize=True)

    def _migrate(self, conn: psycopg.Connection[Any]) -> None:
        """Bring the store to ``SCHEMA_VERSION`` in one transaction, under the store's write lock,
        re-reading the version: another process may have created or migrated it meanwhile."""
        conn.execute(sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(sql.Identifier(self.schema)))
        conn.execute("CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)")
        conn.execute("INSERT INTO meta VALUES ('app', %s) ON CONFLICT DO NOTHING", (APP_ID,))
        row = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        version = int(row[0]) if row else 0
        if version > SCHEMA_VERSION:
            raise refuse_newer(self.path, version)
        for step in _STEPS[version:]:
            for stmt in step:
                conn.execute(stmt)
        conn.execute("INSERT INTO meta VALUES ('schema_version', %s) ON CONFLICT (key) DO UPDATE "
                     "SET value = EXCLUDED.value", (str(SCHEMA_VERSION),))

    # -- transactions --------------------------------------------------------------------------
    def _run(self, fn: Callable[[psycopg.Connection[Any]], T], *, write: bool = True,
             serialize: bool = False, attempts: int = 6) -> T:
        """Run ``fn(conn)``; a write runs in one transaction (``serialize``: after every other
        change-log writer's commit). Deadlocks and serialization failures are retried with
        jittered backoff; a dropped connection is re-opened once and the call retried, which is
        safe because every write here is idempotent (notes are keyed by their content id)."""
        delay = 0.02
        reconnected = False
        for attempt in range(attempts):
            try:
                with self._lock:
                    if not write:
                        return fn(self.conn)
                    with self.conn.transaction():
                        if serialize:
                            self.conn.execute("SELECT pg_advisory_xact_lock(%s)", (self._key,))
                        return fn(self.conn)
            except (pg_errors.DeadlockDetected, pg_errors.SerializationFailure):
                if attempt == attempts - 1:
                    raise
                time.sleep(delay * (1 + random.random()))
                delay = min(delay * 2, 1.0)
            except psycopg.OperationalError as exc:
                if not self.conn.closed or reconnected:
                    raise StoreError(f"{self.path}: {' '.join(str(exc).split())}") from None
                reconnected = True
                with self._lock:
                    self.conn.close()
                    self.conn = self._connect()
        raise AssertionError("unreachable")

    def _read(self, fn: Callable[[psycopg.Connection[Any]], T]) -> T:
        return self._run(fn, write=False)

    # -- meta ----------------------------------------------------------------------------------
    def get_meta(self, key: str) -> str | None:
        row = self._read(lambda c: c.execute("SELECT value FROM meta WHERE key = %s", (key,)).fetchone())
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        _no_nul([key, value], "a metadata entry")
        self._run(lambda c: c.execute("INSERT INTO meta VALUES (%s, %s) ON CONFLICT (key) DO UPDATE "
                                      "SET value = EXCLUDED.value", (key, value)))

    # -- notes ---------------------------------------------------------------------------------
    def add_notes(self, notes: Sequence[tuple[Note, str | None]]) -> list[bool]:
        """Insert notes (with their extraction error, if any) in one transaction; a note whose id
        is already stored is skipped (re-ingest is idempotent). Returns which were new."""
        rows = [(*note_to_row(n), e, time.time()) for n, e in notes]
        for n, e in notes:
            _no_nul([n.user, n.assistant, n.session_id, n.extracted_by, e], f"note {n.id}")

        def fn(c: psycopg.Connection[Any]) -> list[bool]:
            new: set[str] = set()
            with c.cursor() as cur:
                cur.executemany(_INSERT_NOTE, rows, returning=True)
                while True:
                    new.update(r[0] for r in cur.fetchall())
                    if not cur.nextset():
                        break
                fresh = [n for n, _ in notes if n.id in new]
                tag_rows = [(n.id, cat, path) for n in fresh for cat, path in n.tags.items()]
                if tag_rows:
                    cur.executemany("INSERT INTO note_tags VALUES (%s, %s, %s) ON CONFLICT DO NOTHING", tag_rows)
                if fresh:
                    cur.executemany("INSERT INTO changes(op, note_id) VALUES ('add', %s)", [(n.id,) for n in fresh])
            return [n.id in new for n, _ in notes]
        return self._run(fn, serialize=True)

    def update_tags(self, note_id: str, tags: FiveW, failed: bool, error: str | None,
                    extracted_by: str | None = None) -> None:
        _no_nul([error, extracted_by], f"note {note_id}")

        def fn(c: psycopg.Connection[Any]) -> None:
            c.execute("UPDATE notes SET tags = %s, extraction_failed = %s, extraction_error = %s, "
                      "extracted_by = COALESCE(%s, extracted_by) WHERE id = %s",
                      (json.dumps(tags.as_dict(), ensure_ascii=False), failed, error, extracted_by, note_id))
            c.execute("DELETE FROM note_tags WHERE note_id = %s", (note_id,))
            with c.cursor() as cur:
                cur.executemany("INSERT INTO note_tags VALUES (%s, %s, %s) ON CONFLICT DO NOTHING",
                                [(note_id, cat, path) for cat, path in tags.items()])
            # A tag change is a remove followed by an add for every index.
            c.execute("INSERT INTO changes(op, note_id) VALUES ('del', %s), ('add', %s)", (note_id, note_id))
        self._run(fn, serialize=True)

    def delete_note(self, note_id: str) -> bool:
        def fn(c: psycopg.Connection[Any]) -> bool:
            if c.execute("DELETE FROM notes WHERE id = %s", (note_id,)).rowcount == 0:
                return False
            c.execute("DELETE FROM note_tags WHERE note_id = %s", (note_id,))
            c.execute("INSERT INTO changes(op, note_id) VALUES ('del', %s)", (note_id,))
            return True
        return self._run(fn, serialize=True)

    def get_note(self, note_id: str) -> Note | None:
        row = self._read(lambda c: c.execute(f"SELECT {_NOTE_COLS} FROM notes WHERE id = %s",
                                             (note_id,)).fetchone())
        return row_to_note(row) if row else None

    def get_notes(self, ids: Iterable[str]) -> dict[str, Note]:
        ids = list(ids)
        if not ids:
            return {}
        rows = self._read(lambda c: c.execute(f"SELECT {_NOTE_COLS} FROM notes WHERE id = ANY(%s)",
                                              (ids,)).fetchall())
        return {r[0]: row_to_note(r) for r in rows}

    def iter_notes(self, *, failed_only: bool = False) -> Iterator[Note]:
        where = "WHERE extraction_failed" if failed_only else ""
        rows = self._read(lambda c: c.execute(f"SELECT {_NOTE_COLS} FROM notes {where} ORDER BY seq").fetchall())
        return (row_to_note(r) for r in rows)

    def snapshot(self) -> tuple[list[Note], int]:
        """All notes in insertion order and the change-log position they reflect (one repeatable
        read transaction, so nothing written meanwhile is missed or seen twice)."""
        def fn(c: psycopg.Connection[Any]) -> tuple[list[Any], int]:
            c.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
            rows = c.execute(f"SELECT {_NOTE_COLS} FROM notes ORDER BY seq").fetchall()
            last = c.execute("SELECT COALESCE(MAX(seq), 0) FROM changes").fetchone()
            return rows, int(last[0]) if last else 0
        rows, last = self._run(fn)
        return [row_to_note(r) for r in rows], last

    def note_ids(self) -> tuple[list[str], int]:
        """Ids of all notes in insertion order and the change-log position they reflect."""
        def fn(c: psycopg.Connection[Any]) -> tuple[list[str], int]:
            c.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
            ids = [r[0] for r in c.execute("SELECT id FROM notes ORDER BY seq")]
            last = c.execute("SELECT COALESCE(MAX(seq), 0) FROM changes").fetchone()
            return ids, int(last[0]) if last else 0
        return self._run(fn)

    def change_position(self) -> int:
        """The newest change-log position (0 for a store never written)."""
        return self._scalar("SELECT COALESCE(MAX(seq), 0) FROM changes")

    def changes_since(self, seq: int) -> list[tuple[int, str, str]]:
        return self._read(lambda c: c.execute("SELECT seq, op, note_id FROM changes WHERE seq > %s ORDER BY seq",
                                              (seq,)).fetchall())

    def _scalar(self, query: str) -> int:
        row = self._read(lambda c: c.execute(query).fetchone())
        return int(row[0]) if row else 0

    def count(self) -> int:
        return self._scalar("SELECT COUNT(*) FROM notes")

    def count_extracted_by(self) -> dict[str, int]:
        """Notes per extraction provenance ("unknown" for notes stored before it was recorded)."""
        rows = self._read(lambda c: c.execute("SELECT COALESCE(extracted_by, 'unknown'), COUNT(*) FROM notes "
                                              "GROUP BY 1 ORDER BY 1").fetchall())
        return {k: int(v) for k, v in rows}

    def count_failed(self) -> int:
        return self._scalar("SELECT COUNT(*) FROM notes WHERE extraction_failed")

    def tag_paths(self) -> list[str]:
        return [r[0] for r in self._read(lambda c: c.execute("SELECT path FROM note_tags").fetchall())]

    # -- caches --------------------------------------------------------------------------------
    def embedding_get(self, model: str, keys: list[str]) -> dict[str, bytes]:
        if not keys:
            return {}
        rows = self._read(lambda c: c.execute("SELECT key, vector FROM embeddings WHERE model = %s AND key = ANY(%s)",
                                              (model, keys)).fetchall())
        return {k: bytes(v) for k, v in rows}

    def embedding_has(self, model: str, keys: list[str]) -> set[str]:
        """Which of ``keys`` have a vector of ``model`` (the vectors themselves are not read)."""
        if not keys:
            return set()
        rows = self._read(lambda c: c.execute("SELECT key FROM embeddings WHERE model = %s AND key = ANY(%s)",
                                              (model, keys)).fetchall())
        return {k for (k,) in rows}

    def embedding_put(self, model: str, items: list[tuple[str, bytes]]) -> None:
        # Sorted, so two processes storing overlapping vectors lock rows in one order (no deadlock).
        rows = sorted({k: (model, k, v) for k, v in items}.values())

        def fn(c: psycopg.Connection[Any]) -> None:
            with c.cursor() as cur:
                cur.executemany("INSERT INTO embeddings VALUES (%s, %s, %s) ON CONFLICT (model, key) DO UPDATE "
                                "SET vector = EXCLUDED.vector", rows)
        self._run(fn)

    # -- blobs (index snapshots, read by taggraph.store.snapshot) -----------------------------------
    def put_blob(self, name: str, data: Buffers, position: int) -> None:
        """Store (or replace) the blob ``name`` with the change-log position it reflects: one row
        per part of at most ``blobparts.PART_BYTES`` (a bytea holds at most 1 GB), all replaced
        in one transaction."""
        def fn(c: psycopg.Connection[Any]) -> None:
            self._delete_parts(c, name)
            for i, part in enumerate(blobparts.split(data)):
                c.execute("INSERT INTO blobs VALUES (%s, %s, %s)", (blobparts.part_name(name, i), position, part))
        self._run(fn)

    @staticmethod
    def _delete_parts(c: psycopg.Connection[Any], name: str) -> None:
        c.execute("DELETE FROM blobs WHERE name = %s OR starts_with(name, %s)", (name, name + blobparts.SEP))

    def get_blob(self, name: str) -> tuple[bytes, int] | None:
        """(data, position) of the blob ``name`` (its parts joined), or None."""
        # Binary results: a snapshot is tens of MB, and bytea in text form arrives hex-encoded
        # (twice the bytes, then decoded); binary halves the load time. COLLATE "C": parts sort
        # bytewise whatever the database's collation (a locale's order may skip punctuation).
        rows = self._read(lambda c: c.execute(
            'SELECT data, position FROM blobs WHERE name = %s OR starts_with(name, %s) ORDER BY name COLLATE "C"',
            (name, name + blobparts.SEP), binary=True).fetchall())
        if not rows:
            return None
        data = bytes(rows[0][0]) if len(rows) == 1 else b"".join(bytes(r[0]) for r in rows)
        return data, int(rows[0][1])

    def blob_info(self) -> dict[str, tuple[int, int]]:
        """name -> (size in bytes, position) of every blob (its parts summed)."""
        return blobparts.sizes(self._read(lambda c: c.execute(
            "SELECT name, length(data), position FROM blobs ORDER BY name").fetchall()))

    def delete_blob(self, name: str) -> None:
        self._run(lambda c: self._delete_parts(c, name))

    def reopen(self) -> PostgresStore:
        """A second connection to the same store (for a background snapshot writer)."""
        return PostgresStore(self._url, connect_timeout=self._connect_timeout)

    def extraction_cache(self) -> PostgresExtractionCache:
        """The LLM extraction cache, in this store's schema."""
        return PostgresExtractionCache(self)

    def integrity_check(self) -> str:
        """"ok", or what is wrong: tag rows without their note (Postgres checks its own pages)."""
        n = self._scalar("SELECT COUNT(*) FROM note_tags t WHERE NOT EXISTS (SELECT 1 FROM notes n WHERE n.id = t.note_id)")
        return "ok" if n == 0 else f"{n} tag rows without their note"

    def close(self) -> None:
        with self._lock:
            self.conn.close()


class PostgresExtractionCache:
    """The extraction cache (see ``extract.cache``) in a Postgres store."""

    def __init__(self, store: PostgresStore) -> None:
        self.store = store

    def get(self, model: str, prompt_version: str, turn_hash: str) -> CachedExtraction | None:
        row = self.store._read(lambda c: c.execute(
            "SELECT raw_reply, record_json, created_at FROM extraction_cache "
            "WHERE model = %s AND prompt_version = %s AND turn_sha256 = %s",
            (model, prompt_version, turn_hash)).fetchone())
        return None if row is None else cached_from_row(*row)

    def put(self, model: str, prompt_version: str, turn_hash: str, raw_reply: str, tags: FiveW) -> None:
        if "\x00" in raw_reply:
            return  # Postgres text cannot hold U+0000; such a reply is simply not cached
        self.store._run(lambda c: c.execute(
            "INSERT INTO extraction_cache VALUES (%s, %s, %s, %s, %s, %s) "
            "ON CONFLICT (model, prompt_version, turn_sha256) DO UPDATE SET raw_reply = EXCLUDED.raw_reply, "
            "record_json = EXCLUDED.record_json, created_at = EXCLUDED.created_at",
            (model, prompt_version, turn_hash, raw_reply, json.dumps(tags.as_dict()), time.time())))

    def __len__(self) -> int:
        return self.store._scalar("SELECT COUNT(*) FROM extraction_cache")
