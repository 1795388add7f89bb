"""Memory: the public face of taggraph. ``remember()`` after each exchange, ``query()`` when the
past matters.

A Memory owns one store (the durable truth) and a lazily loaded in-memory view of it (index and
ontology). The view follows the store's change log, so it catches up incrementally with writes
made by this process or any other process sharing the file; nothing is rebuilt per query.

Opening reads only the note ids. Each index component is loaded on first use from its snapshot
in the store when there is a valid one (replaying the changes logged since), else built from
the notes; snapshots are saved after a component had to be built and refreshed once they are
``snapshot_every`` changes behind, by a background thread (see :mod:`taggraph.store.snapshot`).
"""

from __future__ import annotations

import contextlib
import os
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, Literal, overload

from ..blas import one_blas_thread
from ..embed import Embedder
from ..errors import InvalidArgumentError
from ..extract.base import Extraction, Extractor, extraction_label
from ..index.base import Index
from ..index.factfeatures import slot_texts
from ..index.facts import KEY as CHAINS_KEY
from ..index.facts import FactChains, check_timeline_query, timeline
from ..index.notetable import NoteTable
from ..index.ontology import Ontology, OntologyIndex, TagList
from ..index.vectors import NoteVectors
from ..notes import Hit, Note, SessionHit, Turn, content_key, note_id_for, sessions_of
from ..retrieve.base import DEFAULT_METHOD
from ..retrieve.words import annotate
from ..store import Store, StoreError, open_store
from ..store.snapshot import Snapshots
from ..strictjson import check_turn
from ..tags import prefixes
from .policy import check_extractor, extractor_for
from .prepared import Prepared
from .stats import collect
from .transfer import export_store, read_folder

ProgressFn = Callable[[int, int, list[Note]], None]


class Memory:
    """Long-term memory over one store: an SQLite file (``":memory:"`` for a throwaway store) or a
    Postgres database (``postgresql://...``) that several processes or machines share."""

    # An import this large builds and saves the default method's indexes before it returns.
    BULK_INDEX_MIN = 2000
    # A bulk import saves the snapshots of what it keeps loaded (the fact chains above all: a
    # second parse of every stored note, ~5 ms each) after its first batch and then every this
    # many notes, so that a killed import re-run replays at most this many notes' parses.
    BULK_CHECKPOINT = 50_000

    def __init__(self, store: Store, extractor: str | Extractor | None = None, *,
                 snapshots: bool = True, snapshot_every: int = 2000, embedder: Any = None,
                 vectors: Literal["write", "lazy"] = "write") -> None:
        if vectors not in ("write", "lazy"):
            raise InvalidArgumentError(f"vectors must be 'write' or 'lazy', not {vectors!r}")
        self.store = store
        self._extractor_spec = extractor
        self._extractor: Extractor | None = None
        self._index: Index | None = None
        if embedder is not None and not isinstance(embedder, Embedder):
            embedder = Embedder(embedder)  # a bare backend
        if isinstance(embedder, Embedder) and embedder.cache is None:
            # vectors are kept in this store, keyed by the embedder's model id
            embedder = Embedder(embedder.backend, cache=store)
        self._embedder = embedder
        # "write": each note's vector is written with it and queries read stored vectors only;
        # "lazy": the first query that needs vectors computes them (throwaway benchmark stores).
        self.vectors = NoteVectors(store, self._loaded_view, enabled=vectors == "write")
        self._snapshots = (Snapshots(store, every=snapshot_every)
                           if snapshots and store.path != ":memory:" else None)
        # A server answering queries on several threads turns this off and calls refresh() under
        # its write lock, so that no query changes the view while another query reads it.
        self.auto_refresh = True

    @classmethod
    def open(cls, path: str | os.PathLike[str] = ":memory:", *,
             extractor: str | Extractor | None = None, snapshots: bool = True,
             snapshot_every: int = 2000, embedder: Any = None,
             vectors: Literal["write", "lazy"] = "write") -> Memory:
        """Open (or create) the store at ``path``: an SQLite file, or a ``postgresql://`` URL.
        ``extractor`` defaults to the one the store was built with, or the offline extractor for
        a new store. ``snapshots=False`` neither reads nor writes index snapshots (every index is
        built from the notes). ``embedder`` (an :class:`~taggraph.embed.Embedder`) replaces the
        default dense model; ``vectors="lazy"`` leaves vectors to the first query that needs them
        instead of writing them with each note."""
        store = open_store(path)
        try:
            mem = cls(store, extractor, snapshots=snapshots, snapshot_every=snapshot_every,
                      embedder=embedder, vectors=vectors)
        except BaseException:
            store.close()
            raise
        try:
            mem._check_extractor()
        except StoreError:
            store.close()
            raise
        return mem

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        if self._snapshots is not None:
            self._snapshots.close()  # waits for a snapshot being written
        self.store.close()

    # -- extractor -----------------------------------------------------------------------------
    def _check_extractor(self, wanted: str | None = None) -> None:
        if wanted is None:
            spec = self._extractor_spec
            wanted = spec if isinstance(spec, str) or spec is None else spec.id
        check_extractor(self.store, wanted)

    def use_extractor(self, extractor: Extractor) -> None:
        """Extract new notes with ``extractor``; refused when the store was built with another."""
        self._check_extractor(extractor.id)
        self._extractor_spec = self._extractor = extractor

    @property
    def extractor(self) -> Extractor:
        if self._extractor is None:
            spec = self._extractor_spec
            if spec is None:
                spec = self.store.get_meta("extractor")
            self._extractor = extractor_for(spec)
            self._check_extractor(self._extractor.id)
        return self._extractor

    # -- the in-memory view --------------------------------------------------------------------
    def _view(self) -> Index:
        if self._index is None:
            ids, last = self.store.note_ids()
            table = NoteTable(ids=ids, fetch=self.store.get_notes, scan=self.store.iter_notes)
            self._index = Index(table, cache=self.store, snapshots=self._snapshots, position=last)
            self._index.compute_vectors = not self.vectors.enabled
            if self._embedder is not None:
                self._index.embedder = self._embedder
        elif self.auto_refresh:
            self._sync()
        return self._index

    def _loaded_view(self) -> Index:
        """The view as it is (loaded if it was not): writing a batch's vectors must not pull that
        batch into the dense index before its vectors exist."""
        return self._index if self._index is not None else self._view()

    def refresh(self) -> int:
        """Load the view, or catch it up with the store's change log (writes of any process);
        returns the change-log position it now reflects."""
        if self._index is None:
            return self._view().position
        self._sync()
        return self._index.position

    def _sync(self) -> None:
        index = self._index
        assert index is not None
        changes = self.store.changes_since(index.position)
        if not changes:
            return
        fresh = self.store.get_notes({nid for _, op, nid in changes if op == "add"})
        for seq, op, nid in changes:
            if op == "add":
                note = fresh.get(nid)
                if note is not None:
                    index.add(note)
            else:
                index.remove(nid)
            index.position = seq

    @property
    def index(self) -> Index:
        return self._view()

    @property
    def ontology(self) -> Ontology:
        return OntologyIndex.of(self._view())

    def save_index(self) -> list[str]:
        """Save snapshots of every index component loaded so far, now (they are also saved
        automatically); returns the keys of those written. A component whose save failed is
        left out and named in :meth:`index_save_errors`; its notes are untouched, and a new
        process rebuilds it. No-op for ``:memory:`` stores."""
        return self._save_index(stale_only=False)

    def _save_index(self, *, stale_only: bool) -> list[str]:
        if self._snapshots is None:
            return []
        view = self._view()
        keys = view.save_snapshots(one_by_one=True, stale_only=stale_only)
        self._snapshots.wait()
        failed = [k for k in keys if k in self._snapshots.failed]
        view.mark_unsaved(failed)  # the next automatic save tries again
        return [k for k in keys if k not in failed]

    def index_save_errors(self) -> dict[str, str]:
        """Component key -> why its last snapshot save failed, for each still failing."""
        return dict(self._snapshots.failed) if self._snapshots is not None else {}

    def save_default_index(self) -> list[str]:
        """Build (or load) every index component the default method reads and save its snapshot
        now, so that the first query of a new process loads them instead of building them; the
        ontology too, which every remember reads. Returns the saved keys; no-op for ``:memory:``."""
        if self._snapshots is None:
            return []
        view = self._view()
        view.saved_when_built = []
        view.save_when_built = True  # a kill in a long build keeps the components built before it
        try:
            self.query("index warm-up", k=1, words=False)
            _ = self.ontology
        finally:
            view.save_when_built = False
        chains = FactChains.of(view)
        if chains.stale:  # rows that earlier slot rules read (an upgrade): read every note again
            chains.reparse(list(view.notes.values()))
            view.mark_unsaved([CHAINS_KEY])
        self.vectors.write_texts(slot_texts(chains))
        return view.saved_when_built + self._save_index(stale_only=True)

    # -- writing -------------------------------------------------------------------------------
    def remember(self, user: str, assistant: str = "", *, timestamp: datetime | None = None,
                 session_id: str | None = None, meta: dict[str, Any] | None = None) -> Note:
        """Store one exchange; durable when this returns. Remembering the same exchange again
        (same text, time and session) returns the stored note."""
        return self.remember_many([Turn(user, assistant, timestamp, session_id, dict(meta or {}))])[0]

    def remember_many(self, turns: Iterable[Turn], *, batch_size: int = 64,
                      progress: ProgressFn | None = None, index: bool | None = None) -> list[Note]:
        """Store many exchanges, committing every ``batch_size`` turns; ``progress(done, total,
        batch_notes)`` runs after each commit. Identical turns within one call are distinct notes
        (their ids carry an occurrence number); a call repeated with the same turns adds nothing.
        ``index``: then leave the default method's index snapshots current
        (:meth:`save_default_index`), so the first query pays nothing for the import; by default
        only after an import of at least ``BULK_INDEX_MIN`` new notes."""
        checked, ids = self._checked(turns)
        return self._store(checked, ids, batch_size, progress, index)

    def prepare(self, turns: Iterable[Turn], *, batch_size: int = 64, again: Prepared | None = None) -> Prepared:
        """The costly part of :meth:`remember_many` that writes nothing: the checks, the note ids,
        the extraction of the first ``batch_size`` turns against the ontology as it is now, and
        the vectors of every turn. :meth:`remember_prepared` then stores them; a server runs this
        half while queries of the namespace go on and holds its write lock only for the other.
        Bad input raises here, before anything is stored. ``again``: an earlier preparation of
        the same turns that is no longer current (:meth:`is_current`); its vectors, which do not
        depend on the store, are kept."""
        checked, ids = self._checked(turns)
        extractor = self.extractor
        view = self._view()
        position = view.position
        reuse = again is not None and again.turns == tuple(checked) and again.batch_size == batch_size
        # the model embeds on its own thread while the turns are extracted on this one
        pending = None if reuse else self.vectors.compute([t.raw_text for t in checked], batch_size)
        try:
            first = checked[:batch_size]
            extractions = extractor.extract_many([(t.user, t.assistant) for t in first],
                                                 TagList(OntologyIndex.of(view)))
        finally:
            vectors = pending.result() if pending is not None else None
        if reuse:
            assert again is not None
            vectors = again.vectors
        return Prepared(tuple(checked), tuple(ids), batch_size, extractor, position, tuple(extractions), vectors)

    def is_current(self, prepared: Prepared) -> bool:
        """Whether ``prepared``'s extraction still holds: the same extractor, and nothing written
        to the store since (the view is caught up with the store first unless ``auto_refresh``
        is off, when the caller does that)."""
        return prepared.extractor is self.extractor and self._view().position == prepared.position

    def remember_prepared(self, prepared: Prepared, *, progress: ProgressFn | None = None,
                          index: bool | None = None) -> list[Note]:
        """Store what :meth:`prepare` computed: the same notes, tags and vectors as
        ``remember_many`` of those turns would store now. The prepared extraction is used only
        when nothing was written to the store in between and none of its turns is stored yet
        (an extraction reads the ontology, and each turn the tags of the turns before it);
        otherwise those turns are extracted again here."""
        return self._store(list(prepared.turns), list(prepared.ids), prepared.batch_size, progress, index, prepared)

    @staticmethod
    def _checked(turns: Iterable[Turn]) -> tuple[list[Turn], list[str]]:
        """The turns, refused before anything is stored when one is bad, and their note ids."""
        turns = [t if isinstance(t, Turn) else Turn(**t) for t in turns]
        for i, t in enumerate(turns):
            if not isinstance(t.user, str) or not isinstance(t.assistant, str):
                raise TypeError("user and assistant must be strings")
            check_turn(t, f"turns[{i}]." if len(turns) > 1 else "")  # before anything is stored
        seen: Counter[str] = Counter()
        ids = []
        for t in turns:
            key = content_key(t)
            ids.append(note_id_for(t, seen[key]))
            seen[key] += 1
        return turns, ids

    def _store(self, turns: list[Turn], ids: list[str], batch_size: int, progress: ProgressFn | None,
               index: bool | None, prepared: Prepared | None = None) -> list[Note]:
        existing = self.store.get_notes(ids)
        out: list[Note] = []
        done = 0
        todo = [(t, nid) for t, nid in zip(turns, ids, strict=True) if nid not in existing]
        extractor = self.extractor if todo else None
        first = self._usable(prepared, extractor, existing) if todo else None
        vecs = prepared.vectors if prepared is not None else None
        # a long import parses ahead in worker processes (offline extractor), and the model
        # embeds one batch while the next is extracted
        ahead = getattr(extractor, "parse_ahead", None)
        if ahead is not None:
            ahead([t.user or "" for t, _ in todo[len(first or ()):]])
        bulk = len(todo) >= self.BULK_INDEX_MIN and self._snapshots is not None
        with contextlib.ExitStack() as stack:
            if bulk:
                # The fact chains read each note's parse, which extraction has just made but keeps
                # for the last 20,000 notes only. Loaded now, they take each batch as it is stored;
                # built after a larger import, they parsed every older note again (4.8 ms a note).
                # They are linked once at the end, not note by note (FactChains.defer_links).
                FactChains.of(self._view()).defer_links(True)
                stack.callback(self._link_after_import)
            if ahead is not None:
                stack.callback(ahead, None)
            vectors = stack.enter_context(self.vectors.pipeline(enabled=len(turns) > batch_size and vecs is None))
            for start in range(0, len(turns), batch_size):
                chunk = list(zip(turns[start:start + batch_size], ids[start:start + batch_size], strict=True))
                new = [(t, nid) for t, nid in chunk if nid not in existing]
                made: dict[str, Note] = {}
                if new:
                    assert extractor is not None
                    made = self._extract_and_store(extractor, new, first if start == 0 else None)
                batch_notes = [existing.get(nid) or made[nid] for _, nid in chunk]
                # committed right after the batch's notes; only notes without a vector are embedded
                if vecs is not None:
                    self.vectors.write(batch_notes, vecs)
                else:
                    vectors.write(batch_notes)
                if made:
                    self._sync()
                    if bulk:
                        self._checkpoint()
                    elif self._view().is_loaded(CHAINS_KEY):
                        # the texts of the slots these notes changed, so that no query embeds them
                        self.vectors.write_texts(slot_texts(FactChains.of(self._view()), made))
                out.extend(batch_notes)
                done += len(chunk)
                if progress:
                    progress(done, len(turns), batch_notes)
        if index or (index is None and len(todo) >= self.BULK_INDEX_MIN):
            self.save_default_index()
        return out

    def _link_after_import(self) -> None:
        """End a bulk import's deferral of the chains' links; the snapshots it saved hold them
        unlinked, so the next save writes them again (linked then)."""
        view = self._view()
        FactChains.of(view).defer_links(False)
        view.mark_unsaved([CHAINS_KEY])

    def _checkpoint(self) -> None:
        """Save the loaded components' snapshots when the fact chains' is ``BULK_CHECKPOINT``
        notes behind (or missing); captured here, written in the background."""
        view = self._view()
        saved = view.snap_pos.get(CHAINS_KEY)
        if saved is None or view.position - saved >= self.BULK_CHECKPOINT:
            view.save_snapshots()

    def _usable(self, prepared: Prepared | None, extractor: Extractor | None,
                existing: dict[str, Note]) -> tuple[Extraction, ...] | None:
        """The prepared extraction of the first batch, if it is what extracting it now would give:
        same extractor, no change to the store since, and every turn of the batch new."""
        if prepared is None or extractor is not prepared.extractor or not self.is_current(prepared):
            return None
        if any(nid in existing for nid in prepared.ids[:prepared.batch_size]):
            return None
        return prepared.extractions

    def _extract_and_store(self, extractor: Extractor, new: list[tuple[Turn, str]],
                           results: Sequence[Extraction] | None = None) -> dict[str, Note]:
        if results is None:
            ontology = self.ontology
            # One call per batch: the LLM extractor runs it concurrently, the offline one in order
            # (each turn seeing the tags of the turns before it). The tag list is sorted only if
            # the extractor reads it.
            results = extractor.extract_many([(t.user, t.assistant) for t, _ in new], TagList(ontology))
        rows: list[tuple[Note, str | None]] = []
        label = extraction_label(extractor)
        for (t, nid), ex in zip(new, results, strict=True):
            rows.append((Note(id=nid, user=t.user, assistant=t.assistant, tags=ex.tags,
                              timestamp=t.timestamp, session_id=t.session_id, meta=dict(t.meta),
                              extraction_failed=ex.failed, extracted_by=label), ex.error))
        if self.store.get_meta("extractor") is None:
            self.store.set_meta("extractor", extractor.id)
        self.store.add_notes(rows)
        return {n.id: n for n, _ in rows}

    def forget(self, note_id: str) -> bool:
        """Remove a note from the store and every index; False when no such note exists."""
        gone = self.store.delete_note(note_id)
        if self._index is not None:
            self._sync()
        return gone

    def reextract(self, *, failed_only: bool = True, batch_size: int = 64,
                  progress: Callable[[int, int], None] | None = None) -> dict[str, int]:
        """Run extraction again on the notes marked failed (against the store's ontology), or on
        all notes in order, each seeing the tags of the notes before it as at ingestion; after a
        full pass the store records this extractor as its own."""
        targets = list(self.store.iter_notes(failed_only=failed_only))
        extractor = self.extractor
        ontology = self.ontology
        grown: list[str] = ontology.tags() if failed_only else []
        seen = set(grown)
        counts = {"retried": 0, "fixed": 0, "still_failed": 0}
        label = extraction_label(extractor)
        for start in range(0, len(targets), batch_size):
            batch = targets[start:start + batch_size]
            results: list[Extraction] = extractor.extract_many([(n.user, n.assistant) for n in batch], grown)
            for note, ex in zip(batch, results, strict=True):
                tags = ex.tags if not ex.failed or len(ex.tags) else note.tags
                self.store.update_tags(note.id, tags, ex.failed, ex.error, label)
                counts["retried"] += 1
                counts["still_failed" if ex.failed else "fixed"] += 1
                fresh = [p for path in tags.paths() for p in prefixes(path) if p not in seen]
                if not failed_only and fresh:
                    seen.update(fresh)
                    grown.extend(dict.fromkeys(fresh))
            self.vectors.write(batch)  # the text is unchanged: only a missing vector is computed
            if progress:
                progress(start + len(batch), len(targets))
        if not failed_only:
            self.store.set_meta("extractor", extractor.id)
        self._sync()
        return counts

    # -- reading -------------------------------------------------------------------------------
    @overload
    def query(self, text: str, *, k: int = ..., method: str = ..., level: Literal["note"] = ...,
              now: datetime | None = ..., words: bool = ..., **params: Any) -> list[Hit]: ...

    @overload
    def query(self, text: str, *, k: int = ..., method: str = ..., level: Literal["session"],
              now: datetime | None = ..., words: bool = ..., **params: Any) -> list[SessionHit]: ...

    def query(self, text: str, *, k: int = 10, method: str = DEFAULT_METHOD, level: str = "note",
              now: datetime | None = None, words: bool = True, **params: Any) -> list[Hit] | list[SessionHit]:
        """The ``k`` best notes for ``text`` by ``method`` (see ``taggraph.retrieve.METHODS``).

        ``level="session"`` ranks sessions instead: each session by its best note, returned with
        the notes that placed it. ``now`` is the reference time for time words in the query
        ("last week", "now"); the default is the wall clock. ``words``: add the reasons in plain
        words to each explanation (``reasons``, ``line``); ``False`` skips that work (a benchmark
        that reads only the ranking)."""
        if not isinstance(text, str):
            raise TypeError("query text must be a string")
        if k < 1:
            raise InvalidArgumentError("k must be at least 1")
        if level not in ("note", "session"):
            raise InvalidArgumentError(f"level must be 'note' or 'session', not {level!r}")
        index = self._view()
        depth = k if level == "note" else max(k * 10, 100)
        with one_blas_thread():
            retriever = index.retriever(method, **params)
            scored = retriever.search(text, depth, now=now)[:depth]
        notes = index.notes.get_many(nid for nid, _, _ in scored)
        hits = [Hit(note_id=nid, score=float(score), rank=i + 1, note=notes[nid], explanation=expl)
                for i, (nid, score, expl) in enumerate(scored)]
        if self._snapshots is not None:
            index.save_snapshots(when_due=True)  # captured now, written in the background
        # the reasons in words are added to what is returned only (rankings are already fixed)
        if level == "note":
            if words:
                annotate(hits, text, index)
            return hits
        sessions = sessions_of(hits, k)
        if words:
            annotate(sessions, text, index)
        return sessions

    def timeline(self, tag_or_text: str, *, now: datetime | None = None) -> dict[str, Any]:
        """The values of one slot in time order: ``{"q", "slot", "entries": [{"note_id", "slot",
        "value", "valid_from", "valid_until", "superseded_by", "current", "text"}]}``. ``tag_or_text``
        is a tag (``role/manager``, ``city/boise``) or words ("my manager", "where do I live"); a
        relation one has several of, named without a person ("my friends"), lists each person's;
        ``current`` is as of ``now`` (default: the wall clock). See :mod:`taggraph.index.facts`."""
        return timeline(self._view(), check_timeline_query(tag_or_text), now)

    def get(self, note_id: str) -> Note | None:
        return self.store.get_note(note_id)

    def notes(self) -> Iterator[Note]:
        return self.store.iter_notes()

    def __len__(self) -> int:
        return self.store.count()

    def stats(self) -> dict[str, Any]:
        return collect(self.store, self._view(), self.ontology, self.vectors)

    def fill_vectors(self, *, batch_size: int = 256,
                     progress: Callable[[int, int, int], None] | None = None) -> dict[str, Any]:
        """Embed every note that has no vector of the running embedding model (a store written
        by an older version or without the dense packages, a killed import, a switch of model),
        committing every ``batch_size`` notes; ``progress(done, total, computed)`` after each."""
        return self.vectors.fill(batch_size=batch_size, progress=progress)

    # -- export / import -----------------------------------------------------------------------
    def export(self, folder: str | os.PathLike[str]) -> Path:
        """Write one Markdown note per exchange (``notes/NNNNNN_<id>.md``), ``ontology.md``,
        ``notes.jsonl`` (ids, times, sessions, summaries, meta) and ``taggraph.json``."""
        out = Path(folder)
        try:
            return export_store(self.store, out)
        except OSError as exc:
            raise StoreError(f"cannot export to {out}: {exc.strerror or exc}") from None

    @classmethod
    def import_folder(cls, folder: str | os.PathLike[str], path: str | os.PathLike[str] = ":memory:") -> Memory:
        """Read an exported folder (or any folder of Appendix-A notes) into the store at ``path``,
        keeping ids, tags and order; no extraction runs."""
        notes, extractor = read_folder(Path(folder))
        rows: list[tuple[Note, str | None]] = [(n, None) for n in notes]
        mem = cls.open(path)
        try:
            mem._check_extractor(extractor)
        except StoreError:
            mem.close()
            raise
        recorded = mem.store.get_meta("extractor")
        if extractor and not recorded:
            mem.store.set_meta("extractor", extractor)
        try:
            for start in range(0, len(rows), 256):  # committed batch by batch, each with its vectors
                batch = rows[start:start + 256]
                mem.store.add_notes(batch)
                mem.vectors.write([n for n, _ in batch])
            if len(rows) >= mem.BULK_INDEX_MIN:
                mem.save_default_index()
        except BaseException:
            mem.close()
            raise
        return mem


