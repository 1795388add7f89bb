"""Term postings over the full note text in the base graph's slot space: shared by TagGraph
(token overlap) and AdaptiveGraph (query seeds), and saved as one snapshot component."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from ..arrays import TermCSR
from ..graph.base import MemoryGraph

if TYPE_CHECKING:
    from ..notes import Note
    from .base import Index


class TermPostings:
    """token -> (note slots, term frequencies) over the full note text, in the graph's slot
    space, so overlap for every note is a few numpy scatters per query token. Keyed by the note
    statistics' term ids (a :class:`~taggraph.arrays.TermCSR`). A forgotten note's entries stay
    until a quarter of the notes are dead (callers mask by ``graph.alive``), then everything is
    rebuilt from the live notes."""

    SNAPSHOT_VERSION = "term-postings/1"

    def __init__(self, index: Index, graph: MemoryGraph, *, build: bool = True) -> None:
        self.index = index
        self.graph = graph
        self.stats = index.stats
        self.terms = TermCSR()
        self._bm25: Any = None  # BM25's postings, whose inverted index ``terms`` may be (_share)
        self.base_slots = 0  # slots below this are in the base; newer ones are appended
        self._added: set[int] = set()
        self.n_dead = 0
        # The last overlap and what it was of: fusion asks TagGraph and AdaptiveGraph, which both
        # ask for the same tokens and weights, and at a million notes each overlap is a scatter
        # over every note holding a query word. ``_changes`` counts the writes that move it.
        self._changes = 0
        self._last: tuple[tuple[Any, ...], np.ndarray] | None = None
        if build:
            self._bulk()

    def _bulk(self) -> None:
        g = self.graph
        slots = np.flatnonzero(g.alive.view())
        items, counts = [], []
        for slot in slots.tolist():
            got = self.stats.forward.get(g.slot_ids[slot])  # type: ignore[arg-type]
            assert got is not None and got[1] is not None
            items.append(got[0])
            counts.append(got[1])
        self._added = set()
        self.n_dead = 0
        self.base_slots = g.n_slots
        if items:
            self.terms.build(np.concatenate(items), np.repeat(slots, [len(x) for x in items]),
                             np.concatenate(counts))
        else:
            self.terms = TermCSR()

    @classmethod
    def of(cls, index: Index, graph: MemoryGraph | None = None) -> TermPostings:
        """The postings in the slot space of ``graph`` (the index's default graph if None)."""
        graph = graph if graph is not None else index.graph()

        def build(ix: Index) -> TermPostings:
            ix.stats  # noqa: B018 - registered first, so its tokens are current when ours run
            return cls(ix, graph)

        if graph.key == "graph":
            index.stats  # noqa: B018 - loaded first: a snapshot of ours is checked against it
            return index.component("term-postings", build, _DefaultTermPostings)
        return index.component(f"term-postings@{graph.key}", build)

    def add(self, note: Note) -> None:
        self._changes += 1
        slot = self.graph.slot_of[note.id]
        if slot < self.base_slots or slot in self._added:
            return
        self._added.add(slot)
        if self._bm25 is not None and self._bm25.terms is self.terms:
            return  # shared: BM25 appends the note's entries, in the same slot
        got = self.stats.forward.get(note.id)
        assert got is not None and got[1] is not None
        for term, n in zip(got[0].tolist(), got[1].tolist(), strict=True):
            self.terms.append(term, slot, float(n))

    def remove(self, note_id: str) -> None:
        self._changes += 1
        self.n_dead += 1
        if self.n_dead > 64 and self.n_dead * 4 > len(self.graph.slot_of):
            self._bulk()

    def overlap(self, tokens: list[str], idf: dict[str, float] | None = None) -> np.ndarray:
        """Per slot: number of the (distinct) tokens in the note, or with ``idf`` the sum of
        ``(1 + ln tf) * idf`` over them. Removed slots may hold values: mask by ``alive``. The
        array is read-only: the same tokens and weights, with no write between, get it again."""
        toks = tuple(dict.fromkeys(tokens))
        key = (toks, None if idf is None else tuple(idf.get(t) for t in toks), self.graph.n_slots, self._changes)
        last = self._last
        if last is not None and last[0] == key:
            return last[1]
        out = np.zeros(self.graph.n_slots, dtype=np.float64)
        ids = self.stats.vocab.ids
        for tok in toks:
            tid = ids.get(tok)
            post = self.terms.get(tid) if tid is not None else None
            if post is None:
                continue
            slots, tf = post
            if idf is None:
                out[slots] += 1.0
            else:
                out[slots] += (1.0 + np.log(tf.astype(np.float64))) * idf[tok]
        out.flags.writeable = False
        self._last = (key, out)
        return out

    def snapshot_state(self) -> dict[str, np.ndarray]:
        return {"counters": np.array([self.n_dead, self.base_slots]),
                "added": np.array(sorted(self._added), dtype=np.int64), **self.terms.state("t_")}

    @classmethod
    def restore(cls, index: Index, a: dict[str, np.ndarray]) -> TermPostings:
        t = cls(index, index.graph(), build=False)
        t.terms = TermCSR.from_state(a, "t_")
        t.n_dead, t.base_slots = (int(x) for x in a["counters"])
        t._added = set(a["added"].tolist())
        t._share(index._components.get("bm25-postings"))
        return t

    def _share(self, bm25: Any) -> None:
        """Use the BM25 postings' inverted index when it equals ours (300 MB at a million
        notes): the same terms, frequencies and slots, which is the case when BM25's slots are
        the graph's (the same notes in the same order) and both were restored from snapshots of
        the same notes. BM25 then appends each new note's entries for both. Once BM25 compacts
        its slots it builds a new index, and the one left here, complete in the graph's slots,
        is this component's own again (``add`` appends to it)."""
        mine, theirs = self.terms, getattr(bm25, "terms", None)
        if not isinstance(theirs, TermCSR) or theirs.delta or mine.delta or bm25.ids != self.graph.slot_ids:
            return
        if all(x.dtype == y.dtype and np.array_equal(x, y) for x, y in
               ((mine.indptr, theirs.indptr), (mine.slots, theirs.slots), (mine.values, theirs.values))):
            self.terms, self._bm25 = theirs, bm25


class _DefaultTermPostings:
    """Snapshot hooks of the postings over the index's default graph."""

    SNAPSHOT_VERSION = TermPostings.SNAPSHOT_VERSION
    SNAPSHOT_DEPENDS = ("note-stats", "graph")
    from_snapshot = TermPostings.restore
