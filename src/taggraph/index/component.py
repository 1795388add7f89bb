"""What the index asks of everything it keeps current: retrievers and the shared structures
they read (graph, postings, vectors) alike."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from ..notes import Note


@runtime_checkable
class Component(Protocol):
    """Anything the index keeps current as notes come and go (a retriever, the shared graph)."""

    def add(self, note: Note) -> None: ...

    def remove(self, note_id: str) -> None: ...
