"""The store interface every backend implements, and what the backends share: the schema version,
the error type and how a note is encoded in a row.

A store is the durable truth of a memory: notes, their tags, a change log (``changes_since``)
that lets every process's in-memory index catch up incrementally with writes from any process,
key/value metadata, and caches of derived data (embeddings, LLM extractions). ``Memory`` and the
indexes use nothing else, so a backend that passes the store test suite is a drop-in.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Sequence
from datetime import datetime
from typing import Any, Protocol

from ..errors import TaggraphError
from ..extract.cache import ReplyCache
from ..notes import Note
from ..tags import FiveW
from .blobparts import Buffers

# One logical schema for every backend; each backend's steps from version v to v + 1 express
# the same change in its own SQL. History:
#   1: meta, notes, note_tags, changes, embeddings.
#   2: notes.extracted_by (extraction provenance), the extraction_cache and blobs (index
#      snapshots) tables.
SCHEMA_VERSION = 2
APP_ID = "taggraph"


class StoreError(TaggraphError):
    """A store that cannot be used as asked; the message names the store and the fix."""


class Store(Protocol):
    """A memory's durable state. Every write is one transaction, durable when the call returns;
    several processes may write at once. Change-log positions only grow, and a reader that has
    seen position p has seen every change at or before p."""

    path: str  # a file path or a URL without its password: what error messages name

    def get_meta(self, key: str) -> str | None: ...

    def set_meta(self, key: str, value: str) -> None: ...

    def add_notes(self, notes: Sequence[tuple[Note, str | None]]) -> list[bool]: ...

    def update_tags(self, note_id: str, tags: FiveW, failed: bool, error: str | None,
                    extracted_by: str | None = None) -> None: ...

    def delete_note(self, note_id: str) -> bool: ...

    def get_note(self, note_id: str) -> Note | None: ...

    def get_notes(self, ids: Iterable[str]) -> dict[str, Note]: ...

    def iter_notes(self, *, failed_only: bool = False) -> Iterator[Note]: ...

    def snapshot(self) -> tuple[list[Note], int]: ...

    def note_ids(self) -> tuple[list[str], int]: ...

    def change_position(self) -> int: ...

    def changes_since(self, seq: int) -> list[tuple[int, str, str]]: ...

    def count(self) -> int: ...

    def count_extracted_by(self) -> dict[str, int]: ...

    def count_failed(self) -> int: ...

    def tag_paths(self) -> list[str]: ...

    def embedding_get(self, model: str, keys: list[str]) -> dict[str, bytes]: ...

    def embedding_has(self, model: str, keys: list[str]) -> set[str]: ...

    def embedding_put(self, model: str, items: list[tuple[str, bytes]]) -> None: ...

    def put_blob(self, name: str, data: Buffers, position: int) -> None: ...

    def get_blob(self, name: str) -> tuple[bytes, int] | None: ...

    def blob_info(self) -> dict[str, tuple[int, int]]: ...

    def delete_blob(self, name: str) -> None: ...

    def reopen(self) -> Store: ...

    def extraction_cache(self) -> ReplyCache: ...

    def integrity_check(self) -> str: ...

    def close(self) -> None: ...


# -- the row encoding both backends use -----------------------------------------------------------
NOTE_COLUMNS = ("id", "user", "assistant", "tags", "timestamp", "session_id", "meta", "extraction_failed",
                "extracted_by")


def note_to_row(note: Note) -> tuple[Any, ...]:
    """The values of ``NOTE_COLUMNS`` for ``note``. Tags and meta are JSON text, not a native JSON
    type, so key order (which fixes tag order) round-trips exactly on every backend."""
    return (note.id, note.user, note.assistant, json.dumps(note.tags.as_dict(), ensure_ascii=False),
            note.timestamp.isoformat() if note.timestamp else None, note.session_id,
            json.dumps(note.meta, ensure_ascii=False, default=str), bool(note.extraction_failed),
            note.extracted_by)


def row_to_note(row: Sequence[Any]) -> Note:
    (nid, user, assistant, tags, ts, session, meta, failed, extracted_by) = row
    return Note(
        id=nid, user=user, assistant=assistant,
        tags=FiveW.trusted(json.loads(tags)),
        timestamp=datetime.fromisoformat(ts) if ts else None,
        session_id=session, meta=json.loads(meta), extraction_failed=bool(failed), extracted_by=extracted_by,
    )


def refuse_newer(where: str, version: int) -> StoreError:
    return StoreError(f"{where} was written by a newer taggraph (schema {version}, this version reads "
                      f"{SCHEMA_VERSION}); upgrade taggraph to open it")
