"""The in-memory view of a store that every retriever reads: notes in insertion order, shared
components (the graph, document frequencies) and the retrievers built so far.

Nothing here is rebuilt per query. A component or retriever is built on first use from the notes
already present and then follows every ``add``/``remove``; components are updated in the order
they were created, so a retriever always sees its graph already current.

Over a store with snapshots (:mod:`taggraph.store.snapshot`), a component that offers
``SNAPSHOT_VERSION``, ``snapshot_state()`` and ``from_snapshot(index, arrays)`` is loaded from its
snapshot on first use instead, and the changes logged after the snapshot's position are replayed
into it; a rejected snapshot is logged in ``events`` and the component is built from the notes.
Loading is per component, so a BM25 query never loads the graph.

A component whose ids refer to another's (BM25 postings use the statistics' term ids, term
postings the graph's note slots) names it in ``SNAPSHOT_DEPENDS``. Ids are assigned in the order
notes are applied, which is the change-log order once a component exists, so they agree between
two copies of a component exactly when both descend from the same build. Each build gets a
random ``lineage`` that its snapshots and replays keep; a dependant records its dependencies'
lineages and is loaded only when the loaded dependency has the same one, else it is rebuilt.
"""

from __future__ import annotations

import gc
import uuid
from collections import Counter
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, TypeVar

import numpy as np

from ..arrays import IdRows, IdSlots, RowValues
from ..graph.base import MAX_SIMILAR, MemoryGraph
from ..graph.snapshot import GraphSnapshot
from ..notes import Note
from ..store.snapshot import Snapshots, pack_strings, release, unpack_strings
from ..tags import preload_singular
from ..text import DocFreq, tokenize
from .component import Component
from .notetable import Forward, NoteTable, Vocabulary

if TYPE_CHECKING:
    from ..retrieve.base import Retriever

C = TypeVar("C", bound=Component)


def _add_run(comp: Any, notes: list[Note]) -> None:
    """Add ``notes`` to ``comp``: in one call where it takes many at once (the fact chains parse
    a batch of texts together and link their chains once)."""
    add_many = getattr(comp, "add_many", None)
    if add_many is not None and notes:
        add_many(notes)
    else:
        for note in notes:
            comp.add(note)


class TokenView:
    """``stats.tokens[note_id]``: the note's tokens (each distinct token repeated by its count)."""

    def __init__(self, stats: NoteStats) -> None:
        self._s = stats

    def get(self, note_id: str, default: list[str] | None = None) -> list[str] | None:
        got = self._s.forward.get(note_id)
        if got is None:
            return default
        terms = self._s.vocab.terms
        items, counts = got
        assert counts is not None
        return [terms[i] for i, c in zip(items.tolist(), counts.tolist(), strict=True) for _ in range(c)]

    def count(self, note_id: str) -> int:
        """How many tokens the note has (0 for an unknown note), without listing them."""
        got = self._s.forward.get(note_id)
        return int(got[1].sum()) if got is not None and got[1] is not None else 0

    def __getitem__(self, note_id: str) -> list[str]:
        got = self.get(note_id)
        if got is None:
            raise KeyError(note_id)
        return got

    def __contains__(self, note_id: str) -> bool:
        return note_id in self._s.forward


class NoteStats:
    """Tokens and document frequencies of the full note text, shared by BM25, TF-IDF and the
    15% stopword rule so each note is tokenized once."""

    SNAPSHOT_VERSION = "note-stats/1"

    def __init__(self) -> None:
        self.vocab = Vocabulary()
        self.forward = Forward(with_counts=True)
        self.tokens = TokenView(self)
        self.df = DocFreq()

    def add(self, note: Note) -> None:
        if note.id in self.forward:
            return
        tf = Counter(tokenize(note.markdown))
        self.forward.put(note.id, np.fromiter((self.vocab.id(t) for t in tf), dtype=np.int32, count=len(tf)),
                         np.fromiter(tf.values(), dtype=np.uint32, count=len(tf)))
        self.df.add(tf)

    def remove(self, note_id: str) -> None:
        got = self.forward.pop(note_id)
        if got is not None:
            terms = self.vocab.terms
            self.df.remove(terms[i] for i in got[0].tolist())

    def snapshot_state(self) -> dict[str, np.ndarray]:
        terms = self.vocab.terms
        counts = dict(self.df.df.items())  # a restored column read whole, not a search per term
        return {"terms": pack_strings(terms), "n_terms": np.array([len(terms)]),
                "df": np.array([counts.get(t, 0) for t in terms], dtype=np.int64),
                "n_docs": np.array([self.df.n_docs]), **self.forward.state("fwd_")}

    @classmethod
    def from_snapshot(cls, index: Index, a: dict[str, np.ndarray]) -> NoteStats:
        s = cls()
        s.vocab = Vocabulary(unpack_strings(a["terms"], int(a["n_terms"][0])))
        s.forward = Forward.from_state(a, "fwd_", with_counts=True, notes=index.notes)
        df = a["df"]
        held = df > 0
        rows = s.vocab.ids.base if isinstance(s.vocab.ids, IdSlots) else IdRows(s.vocab.terms)
        values, counts = np.unique(df[held], return_counts=True)
        s.df.restore(RowValues(rows, df.tolist(), held), Counter(dict(zip(values.tolist(), counts.tolist(), strict=True))),
                     int(a["n_docs"][0]))
        return s


class Index:
    def __init__(self, notes: Iterable[Note] | NoteTable = (), *, cache: Any = None,
                 snapshots: Snapshots | None = None, position: int = 0) -> None:
        self.notes: NoteTable = notes if isinstance(notes, NoteTable) else NoteTable(notes)
        # Where embeddings and other derived data may be cached (a Store or None).
        self.cache = cache
        self.snapshots = snapshots
        # The change-log position the notes reflect (kept by Memory).
        self.position = position
        # component key -> position of the snapshot it was loaded from or last saved to
        self.snap_pos: dict[str, int] = {}
        self._unsaved: set[str] = set()  # components built from the notes and not saved yet
        # (component key, "built" | "loaded" | reason a snapshot was not used): what open did
        self.events: list[tuple[str, str]] = []
        self._components: dict[str, Component] = {}
        self._snap_classes: dict[str, Any] = {}  # key -> the class whose snapshot hooks it uses
        self._retrievers: dict[tuple[str, tuple[tuple[str, Any], ...]], Retriever] = {}
        self._order: list[Component] = []
        self._embedder: Any = None
        # False over a Memory that writes each note's vector with the note: the dense side then
        # reads stored vectors only and a query never embeds the store (see RawTextIndex).
        self.compute_vectors = True
        # Move each restored component out of the cyclic collector's view (gc.freeze) once it
        # is loaded. For a process that ends with its Memory, such as the taggraph command: the
        # frozen objects hold reference cycles, so a Memory dropped without close() would keep
        # them until the process ends, and the library leaves it off.
        self.freeze_loaded = False
        # Save each snapshotted component as soon as it is built from the notes, or loaded from
        # a snapshot due to be written again (and written before the next is built), as
        # Memory.save_default_index asks: a kill in the middle of a large build then loses only
        # the component being built.
        self.save_when_built = False
        self.saved_when_built: list[str] = []  # the keys saved that way

    # -- shared components --------------------------------------------------------------------
    def component(self, key: str, build: Callable[[Index], C], snap: Any = None) -> C:
        """The shared component ``key``: loaded from its snapshot when ``snap`` (its class) offers
        one and the index has snapshots, else built from the current notes, on first request."""
        comp = self._components.get(key)
        if comp is None:
            if snap is not None and self.snapshots is not None:
                comp = self._restore(key, snap)
            if comp is None:
                comp = build(self)
                comp.lineage = uuid.uuid4().hex  # type: ignore[attr-defined]
                self.events.append((key, "built"))
                if snap is not None:
                    self._unsaved.add(key)
            self._components[key] = comp
            self._order.append(comp)
            if snap is not None:
                self._snap_classes[key] = snap
                if self.save_when_built and key in self._unsaved and self.snapshots is not None:
                    self._save_one(key, comp)
                    self.snapshots.wait()
                    if key in self.snapshots.failed:
                        self._unsaved.add(key)  # the next save tries again
                    else:
                        self.saved_when_built.append(key)
        return comp  # type: ignore[return-value]

    def _restore(self, key: str, cls: Any) -> Any:
        # A restore makes hundreds of thousands of dicts, sets and lists and no garbage cycle:
        # the cyclic collector, run every 700 new objects, would walk them again and again (a
        # third of the graph's and the sessions' load at 100k notes).
        # Left in its youngest generation, each object would still be walked by the first
        # collections after the load and then by every full one (`taggraph query` at 100k notes:
        # 2.23 s against 2.42 s, benchmarks/compare_first.py); ``freeze_loaded`` spares that where
        # nothing is freed before exit. Elsewhere, while nothing is frozen (an application's own
        # frozen objects stay so), freezing and unfreezing at once moves what the process holds
        # to the oldest generation (two list splices): the load is then walked by full
        # collections only, not first by a young one and a middle one.
        enabled = gc.isenabled()
        gc.disable()
        try:
            return self._restore_now(key, cls)
        finally:
            if self.freeze_loaded:
                gc.freeze()
            elif not gc.get_freeze_count():
                gc.freeze()
                gc.unfreeze()
            if enabled:
                gc.enable()

    def _restore_now(self, key: str, cls: Any) -> Any:
        assert self.snapshots is not None
        got = self.snapshots.load(key, cls.SNAPSHOT_VERSION)
        older = False
        for version in getattr(cls, "SNAPSHOT_READS", ()):  # older versions the class still reads
            if not isinstance(got, str) or not got.startswith("rejected: snapshot version"):
                break
            got_older = self.snapshots.load(key, version)
            if not isinstance(got_older, str):
                got, older = got_older, True
        stale = False
        accepts = getattr(cls, "snapshot_stale", None)  # older versions read as they are, marked stale
        if accepts is not None and isinstance(got, str) and got.startswith("rejected: snapshot version"):
            got_stale = self.snapshots.load(key, accepts)
            if not isinstance(got_stale, str):
                got, older, stale = got_stale, True, True
        if isinstance(got, str):
            self.events.append((key, got))
            return None
        arrays, pos = got
        if pos > self.position:
            self.events.append((key, f"rejected: snapshot at {pos} is ahead of this view ({self.position})"))
            return None
        for dep in getattr(cls, "SNAPSHOT_DEPENDS", ()):
            have = getattr(self._components.get(dep), "lineage", None)
            want = unpack_strings(arrays.get(f"_dep_{dep}", np.zeros(0, np.uint8)), 1)[0] \
                if f"_dep_{dep}" in arrays else None
            if have is None or have != want:
                self.events.append((key, f"rejected: built against another {dep} than the one loaded"))
                return None
        try:
            comp = cls.from_snapshot(self, arrays)
        except (KeyError, IndexError, TypeError, ValueError) as exc:
            # arrays this code cannot read under a version it knows (one that changed its layout
            # without its name): rebuilt like any rejected snapshot, not a failed query
            release(arrays)
            self.events.append((key, f"rejected: unreadable snapshot ({type(exc).__name__}: {exc})"))
            return None
        if stale:
            comp.stale = True
        comp.lineage = unpack_strings(arrays["_lineage"], 1)[0]
        changes = [c for c in self.snapshots.store.changes_since(pos) if c[0] <= self.position]
        fresh = self.notes.get_many({nid for _, op, nid in changes if op == "add"})
        run: list[Note] = []  # each run of adds between removes goes to the component at once
        for _, op, nid in changes:
            if op == "add":
                if nid in fresh:
                    run.append(fresh[nid])
            else:
                _add_run(comp, run)
                run = []
                comp.remove(nid)
        _add_run(comp, run)
        release(arrays)
        self.snap_pos[key] = pos
        # saved again at the next save: read from an older version, holding a part the component
        # must derive again (fact chains linked by other rules), or a large row now kept as a file
        if older or getattr(comp, "resave", False) or key in self.snapshots.to_file:
            self._unsaved.add(key)
        self.events.append((key, f"loaded (+{len(changes)} changes)" + (" from an older version" if older else "")
                            + (", stale" if getattr(comp, "stale", False) else "")))
        return comp

    def is_loaded(self, key: str) -> bool:
        """Whether component ``key`` is in memory (asking never loads it)."""
        return key in self._components

    def snapshottable(self) -> dict[str, Any]:
        return {k: self._components[k] for k in self._snap_classes}

    def is_saved(self, key: str) -> bool:
        """Whether component ``key``'s snapshot holds the current position."""
        return key not in self._unsaved and self.snap_pos.get(key) == self.position

    def mark_unsaved(self, keys: Iterable[str]) -> None:
        """These components' snapshots were not written (the store refused them): still due."""
        self._unsaved.update(keys)

    def save_snapshots(self, *, when_due: bool = False, one_by_one: bool = False,
                       stale_only: bool = False) -> list[str]:
        """Save every loaded component that supports snapshots at the current position; returns
        their keys. With ``when_due``, only those built from the notes (when the index is worth
        it) or ``snapshots.every`` changes behind: capturing a component costs a pass over it, and
        the others stay loadable (a dependant checks lineage, not position). ``one_by_one``: each
        captured state is written before the next is captured, so a save holds one component's
        copy at a time instead of all of them (for a caller that waits for the writes anyway).
        ``stale_only``: leave out those whose snapshot already holds the current position."""
        snaps = self.snapshots
        comps = self.snapshottable()
        if snaps is None or not comps:
            return []
        if when_due:
            big = len(self.notes) >= snaps.min_notes
            comps = {k: c for k, c in comps.items()
                     if (k in self._unsaved and big) or self.position - self.snap_pos.get(k, -1) >= snaps.every}
            if not comps:
                return []
        if stale_only:
            comps = {k: c for k, c in comps.items() if not self.is_saved(k)}
        for key, comp in comps.items():
            self._save_one(key, comp)
            if one_by_one:
                snaps.wait()  # the state captured is freed once written, before the next capture
        return list(comps)

    def _save_one(self, key: str, comp: Any) -> None:
        """Capture component ``key``'s state and hand it to the snapshot writer."""
        assert self.snapshots is not None
        cls = self._snap_classes[key]
        state_of = getattr(cls, "state_of", None)  # hooks kept apart from the component's class
        arrays = state_of(comp) if state_of is not None else comp.snapshot_state()
        arrays["_lineage"] = pack_strings([comp.lineage])
        for dep in getattr(cls, "SNAPSHOT_DEPENDS", ()):
            arrays[f"_dep_{dep}"] = pack_strings([self._components[dep].lineage])  # type: ignore[attr-defined]
        self.snapshots.save(key, cls.SNAPSHOT_VERSION, arrays, self.position)
        self.snap_pos[key] = self.position
        self._unsaved.discard(key)

    @property
    def stats(self) -> NoteStats:
        def build(index: Index) -> NoteStats:
            s = NoteStats()
            for n in index.notes.values():
                s.add(n)
            return s

        return self.component("note-stats", build, NoteStats)

    def graph(self, max_similar: int = MAX_SIMILAR) -> MemoryGraph:
        """The shared base graph, built on first request and then kept current. A non-default
        similarity bound gives a separate graph (for fidelity runs and ablations)."""
        snap = GraphSnapshot if max_similar == MAX_SIMILAR else None  # only the shared graph is saved
        key = MemoryGraph.key_for(max_similar)
        if key not in self._components:
            preload_singular()  # every graph query needs it; overlap its import with the load
        return self.component(key, lambda ix: MemoryGraph(ix.notes.values(), max_similar=max_similar), snap)

    # -- retrievers ---------------------------------------------------------------------------
    def retriever(self, method: str, **params: Any) -> Retriever:
        # The one import up a floor: the index caches the retrievers built over it, and the
        # registry that names them is retrieve's (taggraph.devtools.layers.ALLOWED_UP).
        from ..retrieve.base import resolve

        cls, preset = resolve(method)
        preset.update(params)
        key = (method, tuple(sorted(preset.items())))
        r = self._retrievers.get(key)
        if r is None:
            r = cls(self, **preset)
            self._retrievers[key] = r
            self._order.append(r)
        return r

    def built(self, method: str) -> Retriever | None:
        """A retriever of ``method`` built so far (any parameters), or None."""
        return next((r for (m, _), r in self._retrievers.items() if m == method), None)

    # -- embeddings (the dense side of hybrids) -------------------------------------------------
    @property
    def embedder(self) -> Any:
        if self._embedder is None:
            from ..embed import default_embedder

            self._embedder = default_embedder(cache=self.cache)
        return self._embedder

    @embedder.setter
    def embedder(self, value: Any) -> None:
        self._embedder = value

    # -- updates ------------------------------------------------------------------------------
    def add(self, note: Note) -> None:
        if note.id in self.notes:
            return
        self.notes.add(note)
        for comp in self._order:
            comp.add(note)

    def remove(self, note_id: str) -> None:
        if note_id not in self.notes:
            return
        self.notes.pop(note_id)
        for comp in self._order:
            comp.remove(note_id)

    def __len__(self) -> int:
        return len(self.notes)
