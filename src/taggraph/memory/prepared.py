"""What :meth:`Memory.prepare` computes before a write: everything of a ``remember_many`` that
needs no write to the store, so that a server holds a namespace's write lock only for the
store write and the index updates."""

from __future__ import annotations

from dataclasses import dataclass

from ..extract.base import Extraction, Extractor
from ..index.vectors import PreparedVectors
from ..notes import Turn


@dataclass(frozen=True)
class Prepared:
    turns: tuple[Turn, ...]
    ids: tuple[str, ...]                 # the note ids remember_many gives these turns
    batch_size: int
    extractor: Extractor
    # The change-log position of the in-memory view (and so of the ontology) the extraction read:
    # the extraction holds only if the store has not changed since.
    position: int
    extractions: tuple[Extraction, ...]  # of the first batch_size turns
    vectors: PreparedVectors | None      # None: no embedder, or it failed (retried at the write)
