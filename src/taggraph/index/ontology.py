"""The ontology: every prefix of every tag path, reference-counted so that ``forget`` removes
paths no note uses any more, rendered as the indented ``ontology.md`` of the paper's Appendix C."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from ..store.snapshot import pack_strings, unpack_strings
from ..tags import lookup_keys, prefixes
from .notetable import Forward, Vocabulary

if TYPE_CHECKING:
    from ..notes import Note
    from .base import Index


class Ontology:
    def __init__(self, paths: Iterable[str] = ()) -> None:
        # node -> number of tag occurrences at or below it; a node lives while its count > 0.
        self._count: Counter[str] = Counter()
        # full tag path -> number of notes carrying it (for the "existing tags" list of the prompt)
        self._tags: Counter[str] = Counter()
        # leaf -> tags ending in it, and name part -> person tags holding it; built on the first
        # lookup and then kept in step by add/remove, so an extractor asking "is there already a
        # path for this name" at every remember reads a dict instead of sorting every tag.
        self._by_leaf: dict[str, set[str]] | None = None
        self._by_part: dict[str, set[str]] | None = None
        for p in paths:
            self.add(p)

    def add(self, path: str) -> None:
        self._tags[path] += 1
        if self._tags[path] == 1:
            self._index_tag(path, True)
        for node in prefixes(path):
            self._count[node] += 1

    def remove(self, path: str) -> None:
        if self._tags.get(path, 0) <= 0:
            return
        self._tags[path] -= 1
        if not self._tags[path]:
            del self._tags[path]
            self._index_tag(path, False)
        for node in prefixes(path):
            self._count[node] -= 1
            if self._count[node] <= 0:
                del self._count[node]

    def __contains__(self, node: object) -> bool:
        return node in self._count

    def __len__(self) -> int:
        return len(self._count)

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self._count))

    def nodes(self) -> list[str]:
        return sorted(self._count)

    def tags(self) -> list[str]:
        """Distinct full tag paths, most used first (ties alphabetical) - the prompt's tag list."""
        return [t for t, _ in sorted(self._tags.items(), key=lambda kv: (-kv[1], kv[0]))]

    def has_tag(self, path: str) -> bool:
        return path in self._tags

    def tag_by_leaf(self, leaf: str) -> str | None:
        """The most used tag of two or more segments whose last segment is ``leaf`` (ties
        alphabetical): the first such tag of ``tags()``."""
        self._leaf_maps()
        assert self._by_leaf is not None
        return self._most_used(self._by_leaf.get(leaf))

    def person_by_name_part(self, part: str) -> str | None:
        """The most used ``person/first_last`` tag with ``part`` among its ``_``-separated words."""
        self._leaf_maps()
        assert self._by_part is not None
        return self._most_used(self._by_part.get(part))

    def _most_used(self, paths: set[str] | None) -> str | None:
        # list() first: a concurrent add may grow the set while this runs
        return min(list(paths), key=lambda t: (-self._tags.get(t, 0), t)) if paths else None

    def _leaf_maps(self) -> None:
        if self._by_leaf is None:
            self._by_leaf, self._by_part = {}, {}
            for path in list(self._tags):
                self._index_tag(path, True)

    def _index_tag(self, path: str, add: bool) -> None:
        leaf, parts = lookup_keys(path)
        if self._by_leaf is None or self._by_part is None or leaf is None:
            return
        for table, key in [(self._by_leaf, leaf), *((self._by_part, part) for part in parts)]:
            if add:
                table.setdefault(key, set()).add(path)
            elif key in table:
                table[key].discard(path)
                if not table[key]:
                    del table[key]

    def roots(self) -> list[str]:
        return sorted(n for n in self._count if "/" not in n)

    def to_markdown(self) -> str:
        """Indented hierarchy: ``- device`` then ``  - fitbit_inspire_hr`` (two spaces a level)."""
        lines = []
        for node in sorted(self._count, key=lambda n: n.split("/")):
            depth = node.count("/")
            lines.append(f"{'  ' * depth}- {node.rsplit('/', 1)[-1]}")
        return "\n".join(lines) + ("\n" if lines else "")


class OntologyIndex:
    """The ontology as an index component (``ontology``): follows notes as they come and go,
    keeping each note's tag paths (as ids) so a forgotten note's paths can be released."""

    SNAPSHOT_VERSION = "ontology/1"

    def __init__(self) -> None:
        self.ontology = Ontology()
        self.paths = Vocabulary()
        self.forward = Forward()

    @classmethod
    def build(cls, index: Index) -> OntologyIndex:
        o = cls()
        for note in index.notes.values():
            o.add(note)
        return o

    @classmethod
    def of(cls, index: Index) -> Ontology:
        return index.component("ontology", cls.build, cls).ontology

    def add(self, note: Note) -> None:
        if note.id in self.forward:
            return
        paths = note.tags.paths()
        self.forward.put(note.id, np.array([self.paths.id(p) for p in paths], dtype=np.int32))
        for p in paths:
            self.ontology.add(p)

    def remove(self, note_id: str) -> None:
        got = self.forward.pop(note_id)
        if got is not None:
            for i in got[0].tolist():
                self.ontology.remove(self.paths.terms[i])

    def snapshot_state(self) -> dict[str, np.ndarray]:
        terms = self.paths.terms
        tags = self.ontology._tags
        return {"paths": pack_strings(terms), "n_paths": np.array([len(terms)]),
                "counts": np.array([tags.get(t, 0) for t in terms], dtype=np.int64), **self.forward.state("fwd_")}

    @classmethod
    def from_snapshot(cls, index: Any, a: dict[str, np.ndarray]) -> OntologyIndex:
        o = cls()
        o.paths = Vocabulary(unpack_strings(a["paths"], int(a["n_paths"][0])))
        o.forward = Forward.from_state(a, "fwd_", notes=getattr(index, "notes", None))
        ont = o.ontology
        for path, c in zip(o.paths.terms, a["counts"].tolist(), strict=True):
            if c:
                ont._tags[path] = c
                for node in prefixes(path):
                    ont._count[node] += c
        return o


class TagList(Sequence[str]):
    """The ontology's tag list (most used first), computed on first read: a store of a million
    notes has tens of thousands of tags, and an extractor that ignores them should not pay for
    sorting them at every remember. Its lookups (``KnownTags``) answer from the ontology's own
    maps, so the offline extractor never reads the list at all."""

    def __init__(self, ontology: Ontology) -> None:
        self._ontology = ontology
        self._tags: list[str] | None = None

    def _get(self) -> list[str]:
        if self._tags is None:
            self._tags = self._ontology.tags()
        return self._tags

    def __getitem__(self, i: Any) -> Any:
        return self._get()[i]

    def has_tag(self, path: str) -> bool:
        return self._ontology.has_tag(path)

    def tag_by_leaf(self, leaf: str) -> str | None:
        return self._ontology.tag_by_leaf(leaf)

    def person_by_name_part(self, part: str) -> str | None:
        return self._ontology.person_by_name_part(part)

    def __len__(self) -> int:
        return len(self._get())
