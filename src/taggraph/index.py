"""The in-memory view of a store that every retriever reads: notes in insertion order, shared
components (the graph, document frequencies) and the retrievers built so far.

Nothing here is rebuilt per query. A component or retriever is built on first use from the notes
already present and then follows every ``add``/``remove``; components are updated in the order
they were created, so a retriever always sees its graph already current.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from .graph import MAX_SIMILAR, MemoryGraph
from .notes import Note
from .retrieve.base import Component, Retriever, resolve
from .text import DocFreq, tokenize

C = TypeVar("C", bound=Component)


class NoteStats:
    """Tokens and document frequencies of the full note text, shared by BM25, TF-IDF and the
    15% stopword rule so each note is tokenized once."""

    def __init__(self) -> None:
        self.tokens: dict[str, list[str]] = {}
        self.df = DocFreq()

    def add(self, note: Note) -> None:
        toks = tokenize(note.markdown)
        self.tokens[note.id] = toks
        self.df.add(toks)

    def remove(self, note_id: str) -> None:
        toks = self.tokens.pop(note_id, None)
        if toks is not None:
            self.df.remove(toks)


class Index:
    def __init__(self, notes: Iterable[Note] = (), *, cache: Any = None) -> None:
        self.notes: dict[str, Note] = {}
        # Where embeddings and other derived data may be cached (a Store or None).
        self.cache = cache
        self._components: dict[str, Component] = {}
        self._retrievers: dict[tuple[str, tuple[tuple[str, Any], ...]], Retriever] = {}
        self._order: list[Component] = []
        self._embedder: Any = None
        for note in notes:
            self.notes[note.id] = note

    # -- shared components --------------------------------------------------------------------
    def component(self, key: str, build: Callable[[Index], C]) -> C:
        """The shared component ``key``, built (from the current notes) on first request."""
        comp = self._components.get(key)
        if comp is None:
            comp = build(self)
            self._components[key] = comp
            self._order.append(comp)
        return comp  # type: ignore[return-value]

    @property
    def stats(self) -> NoteStats:
        def build(index: Index) -> NoteStats:
            s = NoteStats()
            for n in index.notes.values():
                s.add(n)
            return s

        return self.component("note-stats", build)

    def graph(self, max_similar: int = MAX_SIMILAR) -> MemoryGraph:
        """The shared base graph, built on first request and then kept current. A non-default
        similarity bound gives a separate graph (for fidelity runs and ablations)."""
        return self.component(MemoryGraph.key_for(max_similar),
                              lambda ix: MemoryGraph(ix.notes.values(), max_similar=max_similar))

    # -- retrievers ---------------------------------------------------------------------------
    def retriever(self, method: str, **params: Any) -> Retriever:
        cls, preset = resolve(method)
        preset.update(params)
        key = (method, tuple(sorted(preset.items())))
        r = self._retrievers.get(key)
        if r is None:
            r = cls(self, **preset)
            self._retrievers[key] = r
            self._order.append(r)
        return r

    # -- embeddings (the dense side of hybrids) -------------------------------------------------
    @property
    def embedder(self) -> Any:
        if self._embedder is None:
            from .embed import default_embedder

            self._embedder = default_embedder(cache=self.cache)
        return self._embedder

    @embedder.setter
    def embedder(self, value: Any) -> None:
        self._embedder = value

    # -- updates ------------------------------------------------------------------------------
    def add(self, note: Note) -> None:
        if note.id in self.notes:
            return
        self.notes[note.id] = note
        for comp in self._order:
            comp.add(note)

    def remove(self, note_id: str) -> None:
        if self.notes.pop(note_id, None) is None:
            return
        for comp in self._order:
            comp.remove(note_id)

    def __len__(self) -> int:
        return len(self.notes)
