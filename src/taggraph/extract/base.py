"""The extraction interface: a turn (user text, assistant text) and the current ontology in,
a FiveW record out. Every extractor reports failure as data, never as an exception, so an
invalid reply can never cost a note."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from ..tags import FiveW


@dataclass(frozen=True)
class Extraction:
    tags: FiveW
    failed: bool = False
    error: str | None = None
    # Free-form facts for reports: model, prompt version, tokens used, cache hit, attempts.
    info: dict[str, Any] = field(default_factory=dict, compare=False)


@runtime_checkable
class Extractor(Protocol):
    # Recorded in the store; a store refuses notes from a different extractor (another version of
    # the offline extractor is accepted, and stats() says so).
    id: str

    def extract(self, user: str, assistant: str, ontology: Sequence[str] = ()) -> Extraction: ...

    def extract_many(self, turns: Sequence[tuple[str, str]], ontology: Sequence[str] = ()) -> list[Extraction]: ...


@runtime_checkable
class KnownTags(Protocol):
    """Lookups an ontology tag list may offer besides its order (most used first), so that an
    extractor reusing existing paths need not read every tag of a large store at each turn."""

    def has_tag(self, path: str) -> bool: ...

    def tag_by_leaf(self, leaf: str) -> str | None: ...

    def person_by_name_part(self, part: str) -> str | None: ...


def extraction_label(extractor: Extractor) -> str:
    """What each note records as its extraction's provenance: the extractor id, and for prompted
    extractors the prompt version (a hash of the prompt text) and the version of the entity typing
    applied to their replies, e.g. ``llm:qwen prompt:1a2b3c4d5e6f typing:offline-2+0a1b2c3d4e5f``."""
    version = getattr(extractor, "prompt_version", None)
    typing = getattr(extractor, "typing_version", None)
    label = f"{extractor.id} prompt:{version}" if version else str(extractor.id)
    return f"{label} typing:{typing}" if typing else label
