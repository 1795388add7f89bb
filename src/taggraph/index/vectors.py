"""Dense vectors written with the notes: each batch a Memory stores is embedded right after its
commit, so the first query of a new process never embeds the store, a killed import loses at
most the batch in flight, and running again embeds only what is missing.

Vectors live in the store's ``embeddings`` table keyed by (model id, sha256 of the note's raw
text). The store records the model that wrote its vectors (meta ``embedding_model``); an
embedder of another model reads and writes only its own rows, so two models are never mixed:
notes without a vector of the running model count as missing, ``stats()`` says so, and
``Memory.fill_vectors()`` (``taggraph reindex``) embeds them.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import os
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from ..embed import Embedder, text_key
from ..embed_files import DenseUnavailableError, EmbeddingBackendError

if TYPE_CHECKING:
    from ..notes import Note
    from ..store import Store
    from .base import Index

log = logging.getLogger("taggraph")


@dataclass(frozen=True)
class PreparedVectors:
    """Vectors computed before their notes are written, by text key (:func:`~taggraph.embed.text_key`)."""

    model_id: str
    vectors: dict[str, Any]

MODEL_META = "embedding_model"
# Vectors of a fill are computed and committed this many notes at a time.
FILL_BATCH = 256


@functools.cache
def _model_thread() -> ThreadPoolExecutor:
    """The thread prepared writes run the model on (one per process, started on first use)."""
    return ThreadPoolExecutor(1, thread_name_prefix="taggraph-prepare-embed")


class NoteVectors:
    """The vector side of one Memory: writes, fills and reports the vectors of its notes."""

    # slot texts embedded and stored per transaction by write_texts: bounds the memory a store
    # with many slots takes at once
    TEXTS_CHUNK = 1024

    def __init__(self, store: Store, view: Callable[[], Index], enabled: bool = True) -> None:
        self.store = store
        self._view = view
        self.enabled = enabled
        self.error: str | None = None  # why the last write found no embedder, if it did not
        self._warned: set[str] = set()
        self._unavailable: str | None = None

    def embedder(self, *, required: bool = False) -> Embedder | None:
        """The view's embedder, or None when the dense packages (or a server) are unavailable;
        ``required`` raises instead."""
        if self._unavailable is not None and not required:
            return None  # the dense packages are missing: do not look for them at every batch
        try:
            emb = self._view().embedder
        except (DenseUnavailableError, EmbeddingBackendError, OSError) as exc:
            self.error = f"{type(exc).__name__}: {exc}"
            if isinstance(exc, DenseUnavailableError):
                self._unavailable = self.error
            if required:
                raise
            return None
        return emb if isinstance(emb, Embedder) else None

    # -- writing -----------------------------------------------------------------------------
    def write(self, notes: Sequence[Note], prepared: PreparedVectors | None = None) -> None:
        """Embed ``notes`` that have no vector of the running model yet and commit them (one
        transaction). A failing embedder never costs the notes: they stay, counted as missing.
        ``prepared`` (from :meth:`compute`) supplies vectors computed beforehand."""
        if not self.enabled or not notes:
            return
        emb = self.embedder()
        if emb is None:
            return
        self.check_model(emb)
        try:
            if prepared is not None and prepared.model_id == emb.model_id:
                todo = emb.missing([n.raw_text for n in notes])
                ready = [(k, prepared.vectors[k]) for k, _ in todo if k in prepared.vectors]
                if ready:
                    emb.keep([k for k, _ in ready], np.stack([v for _, v in ready]))
                rest = [t for k, t in todo if k not in prepared.vectors]
                if rest:  # not computed beforehand (stored then, or written since): as without
                    emb.encode(rest)
            else:
                emb.encode([n.raw_text for n in notes])
        except (EmbeddingBackendError, OSError, RuntimeError) as exc:
            self.error = f"{type(exc).__name__}: {exc}"
            if self.error not in self._warned:
                self._warned.add(self.error)
                log.warning("notes stored without vectors (%s); `taggraph reindex` adds them later", self.error)

    def write_texts(self, texts: Sequence[str]) -> int:
        """Embed and store each of ``texts`` that has no vector yet: the slot texts fusion compares
        each question with (``facts.slot_texts``), which a first query embedded otherwise, about 5
        ms each. In batches: a text's vector does not depend on the texts beside it (the model
        file quantises no activation; ``tests/test_embed.py`` checks it bit for bit), so a query
        embedding one alone gets the same numbers. Returns how many were computed."""
        if not self.enabled or not texts:
            return 0
        emb = self.embedder()
        if emb is None or emb.cache is None:
            return 0
        first = {text_key(t): t for t in texts}
        try:
            stored = emb.stored(list(first))
            todo = [(k, t) for k, t in first.items() if k not in stored]
            # a query of this process may have computed some: stored as they are
            known = emb.vectors_for_keys([k for k, _ in todo])
            if known:
                emb.keep(list(known), np.stack(list(known.values())))
            rest = [(k, t) for k, t in todo if k not in known]
            for start in range(0, len(rest), self.TEXTS_CHUNK):
                chunk = rest[start:start + self.TEXTS_CHUNK]
                emb.keep([k for k, _ in chunk], emb.compute([t for _, t in chunk]))
        except (EmbeddingBackendError, OSError, RuntimeError) as exc:
            self.error = f"{type(exc).__name__}: {exc}"
            return 0
        return len(rest)

    def compute(self, texts: Sequence[str], batch_size: int) -> Future[PreparedVectors | None] | None:
        """The vectors :meth:`write` would compute for notes of these raw texts, written as
        ``batch_size`` notes at a time, computed now and stored nowhere: what a server runs
        before it takes a namespace's write lock. Which texts already have a vector is read from
        the store here; the model then runs on a thread of its own (onnxruntime releases the
        GIL), so the caller extracts meanwhile. None, or a None result, when there is no embedder
        or it fails (then :meth:`write` tries again, as it would have)."""
        if not self.enabled or not texts:
            return None
        emb = self.embedder()
        if emb is None:
            return None
        # chunked as remember_many writes them; a text in two chunks is computed in each (the
        # same vector: a batch does not change it) and the later one kept, as the store would
        chunks = [emb.missing(texts[start:start + batch_size]) for start in range(0, len(texts), batch_size)]

        def run() -> PreparedVectors | None:
            out: dict[str, Any] = {}
            try:
                for todo in chunks:
                    if todo:
                        out.update(zip([k for k, _ in todo], emb.compute([t for _, t in todo]), strict=True))
            except (EmbeddingBackendError, OSError, RuntimeError):
                return None
            return PreparedVectors(emb.model_id, out)
        return _model_thread().submit(run)

    @contextlib.contextmanager
    def pipeline(self, enabled: bool = True) -> Iterator[VectorPipeline | NoteVectors]:
        """Writes whose model runs on a thread of its own while the caller extracts the next
        batch (see :class:`VectorPipeline`); ``enabled=False`` gives plain :meth:`write`."""
        if not enabled or not self.enabled:
            yield self
            return
        pipe = VectorPipeline(self)
        try:
            yield pipe
        finally:
            pipe.close()

    def attach(self, emb: Embedder, notes: Sequence[Note], vecs: Any) -> None:
        """Hand vectors written after their notes were indexed to a loaded dense index."""
        from .vectortable import RawTextIndex

        index = self._view()
        raw = index._components.get(f"raw-text:{emb.model_id}")
        if isinstance(raw, RawTextIndex) and raw.missing:
            raw.attach([n.id for n in notes], vecs)

    def check_model(self, emb: Embedder) -> str | None:
        """Record the model of a store's first vectors; for a store whose vectors came from
        another model, return (and log once) the message saying what happens."""
        recorded = self.store.get_meta(MODEL_META)
        if recorded is None:
            self.store.set_meta(MODEL_META, emb.model_id)
            return None
        if recorded == emb.model_id:
            return None
        msg = (f"{self.store.path} holds vectors of embedding model {recorded!r}, but this process embeds "
               f"with {emb.model_id!r}: the two are never mixed, so notes without a {emb.model_id!r} vector "
               "count as missing (fusion ranks them by its lexical model) until `taggraph reindex` "
               "embeds them")
        if msg not in self._warned:
            self._warned.add(msg)
            log.warning("%s", msg)
        return msg

    def fill(self, *, batch_size: int = FILL_BATCH,
             progress: Callable[[int, int, int], None] | None = None) -> dict[str, Any]:
        """Embed every note without a vector of the running model, ``batch_size`` notes per
        committed transaction, in store order; ``progress(done, total, computed)`` after each
        batch. Returns counts. A loaded dense index takes the new vectors at once."""
        from .vectortable import RawTextIndex

        emb = self.embedder(required=True)
        if emb is None:
            raise DenseUnavailableError("the embedder in use is not a taggraph Embedder; nothing to fill")
        note = self.check_model(emb)
        raw = self._view()._components.get(f"raw-text:{emb.model_id}")

        def on_batch(notes: list[Note], vecs: Any) -> None:
            if isinstance(raw, RawTextIndex) and raw.missing:
                raw.attach([n.id for n in notes], vecs)

        out = fill_store(self.store, emb, batch_size=batch_size, progress=progress, on_batch=on_batch)
        if note:
            out["note"] = note
        return out

    # -- reporting ---------------------------------------------------------------------------
    def count_missing(self, emb: Embedder, batch: int = 2000) -> tuple[int, int]:
        """(notes, notes without a vector of ``emb``'s model), by a pass over the store."""
        ids, _ = self.store.note_ids()
        missing = 0
        for start in range(0, len(ids), batch):
            got = self.store.get_notes(ids[start:start + batch])
            keys = [text_key(n.raw_text) for n in got.values()]
            have = self.store.embedding_has(emb.model_id, keys)
            missing += sum(1 for k in keys if k not in have)
        return len(ids), missing

    def status(self) -> dict[str, Any]:
        """The ``vectors`` part of ``stats()``: model, notes with a vector and their share."""
        emb = self.embedder()
        if emb is None:
            return {"status": f"unavailable ({self.error or 'no embedder'})"}
        from .vectortable import RawTextIndex

        index = self._view()
        raw = index._components.get(f"raw-text:{emb.model_id}")
        if index.compute_vectors and raw is None:
            return {"model": emb.model_id, "status": "computed by the first query that needs them"}
        if isinstance(raw, RawTextIndex):
            raw.recheck_missing(force=True)
            n, missing = raw.count(), len(raw.missing)
        else:  # counted from the key index, without building the dense index
            n, missing = self.count_missing(emb)
        out: dict[str, Any] = {"model": emb.model_id, "notes": n, "embedded": n - missing,
                               "embedded_share": round((n - missing) / n, 4) if n else 1.0}
        recorded = self.store.get_meta(MODEL_META)
        if recorded and recorded != emb.model_id:
            out["store_model"] = recorded
            out["note"] = self.check_model(emb)
        elif missing:
            out["note"] = (f"{missing} notes have no vector yet; fusion ranks queries that reach them "
                           "by its lexical model until `taggraph reindex` embeds them")
        if self.error:
            out["last_error"] = self.error
        return out


def fill_store(store: Store, emb: Embedder, *, batch_size: int = FILL_BATCH,
               progress: Callable[[int, int, int], None] | None = None,
               on_batch: Callable[[list[Note], Any], None] | None = None,
               stop: threading.Event | None = None, ids: Sequence[str] | None = None) -> dict[str, Any]:
    """Embed the notes of ``store`` that have no vector of ``emb``'s model, a committed batch at
    a time (see :meth:`NoteVectors.fill`); after a complete pass the store records the model.
    ``ids``: check these notes only, when every other note is known to have a vector of this
    model (the notes added since such a pass)."""
    t0 = time.perf_counter()
    if ids is None:
        ids, _ = store.note_ids()
    computed = 0
    for start in range(0, len(ids), batch_size):
        if stop is not None and stop.is_set():
            break
        chunk = ids[start:start + batch_size]
        got = store.get_notes(chunk)
        keyed = [(got[i], text_key(got[i].raw_text)) for i in chunk if i in got]
        # presence from the key index alone: a pass over a filled store reads no vector
        have = store.embedding_has(emb.model_id, [k for _, k in keyed])
        notes = [n for n, k in keyed if k not in have]
        if notes:
            before = emb.stats.computed
            vecs = emb.encode([n.raw_text for n in notes])
            computed += emb.stats.computed - before
            if on_batch is not None:
                on_batch(notes, vecs)
        if progress:
            progress(start + len(chunk), len(ids), computed)
    else:
        store.set_meta(MODEL_META, emb.model_id)
    return {"notes": len(ids), "computed": computed, "already_stored": len(ids) - computed,
            "model": emb.model_id, "seconds": round(time.perf_counter() - t0, 3)}


class BackgroundFill:
    """A server's background thread that embeds the notes its stores lack vectors for (a store
    written by an older version, or with another model), one committed batch at a time, on its
    own store handles and at low priority, so queries never wait for it; running queries pick the
    new vectors up within ``RawTextIndex.RECHECK_SECONDS``. ``status()`` is what ``/readyz``
    reports.

    After a complete pass over a store, a later pass checks only the notes its change log added
    since: a pass over every note after each write would cost a server a scan of its largest
    store every ``interval`` seconds, growing with the store."""

    def __init__(self, stores: Callable[[], list[tuple[str, str]]], *, interval: float = 30.0) -> None:
        self._stores = stores  # (name, location) of every store to keep filled
        self.interval = interval
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        # store -> (change position, the change at it, model) of its last complete pass
        self._seen: dict[str, tuple[int, tuple[int, str, str] | None, str]] = {}
        self._state: dict[str, dict[str, Any]] = {}
        self.error: str | None = None

    def start(self) -> BackgroundFill:
        self._thread = threading.Thread(target=self._run, name="taggraph-vector-fill", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=30)

    def status(self) -> dict[str, Any]:
        states = dict(self._state)
        pending = sum(s["notes"] - s["checked"] for s in states.values())
        out: dict[str, Any] = {"state": "filling" if pending else "complete", "notes_to_check": pending,
                               "vectors_computed": sum(s["computed"] for s in states.values()), "stores": states}
        if self.error:
            out["state"], out["error"] = "unavailable", self.error
        return out

    def _run(self) -> None:
        with contextlib.suppress(OSError, AttributeError):  # lower this thread's priority (Linux)
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 10)
        while not self._stop.is_set():
            self.fill_once()
            self._stop.wait(self.interval)

    def fill_once(self) -> None:
        """One pass over every store (what the thread runs every ``interval`` seconds)."""
        try:
            for name, location in self._stores():
                if self._stop.is_set():
                    return
                self._fill_one(name, location)
        except (DenseUnavailableError, EmbeddingBackendError) as exc:
            self.error = f"{type(exc).__name__}: {exc}"
        except Exception as exc:  # noqa: BLE001 - a broken store must not stop the others' filling
            log.warning("background vector fill: %s", exc)

    def _fill_one(self, name: str, location: str) -> None:
        from ..embed import default_embedder
        from ..store import open_store

        if "://" not in location and not Path(location).exists():
            return  # deleted since it was listed: opening it would create it again
        store = open_store(location)
        try:
            position = store.change_position()
            seen = self._seen.get(name)
            if seen is not None and seen[0] == position and self._same_log(store, seen[0], seen[1], position):
                return
            # one thread of its own: its work runs on this low-priority thread
            emb = default_embedder(cache=store, threads=1)
            ids = None
            if seen is not None and seen[2] == emb.model_id and seen[0] <= position:
                rows = store.changes_since(seen[0] - 1) if seen[0] else []
                if self._same_log(store, seen[0], seen[1], position, rows):
                    ids = list(dict.fromkeys(nid for _, op, nid in rows[1:] if op == "add"))
            before = self._state.get(name, {}) if ids is not None else {}
            prior, known = before.get("computed", 0), before.get("notes", 0)

            def progress(done: int, total: int, computed: int) -> None:
                self._state[name] = {"notes": known + total, "checked": known + done,
                                     "computed": prior + computed, "model": emb.model_id}

            report = fill_store(store, emb, progress=progress, stop=self._stop, ids=ids)
            if not self._stop.is_set():
                notes = store.count()
                self._state[name] = {"notes": notes, "checked": notes, "computed": prior + report["computed"],
                                     "model": emb.model_id,
                                     "last_pass": {"checked": report["notes"], "computed": report["computed"],
                                                   "whole_store": ids is None}}
                last = store.changes_since(position - 1)[:1] if position else []
                self._seen[name] = (position, last[0] if last else None, emb.model_id)
        finally:
            store.close()

    @staticmethod
    def _same_log(store: Store, seen: int, last: tuple[int, str, str] | None, position: int,
                  rows: list[tuple[int, str, str]] | None = None) -> bool:
        """Whether the change at position ``seen`` is still ``last`` (the store is at ``position``
        now): a namespace deleted and written again has a change log of its own, from 1, and needs
        a whole pass. ``rows``: the changes after ``seen - 1``, when the caller has read them."""
        if not seen:
            return position == 0  # still never written
        if rows is None:
            rows = store.changes_since(seen - 1)[:1]
        return bool(rows) and tuple(rows[0]) == last


class VectorPipeline:
    """The vectors of a long ``remember_many`` (an import): batch i's model runs on a worker
    thread (onnxruntime releases the GIL) while the caller extracts and commits batch i + 1, and
    batch i's vectors are committed, on the caller's thread and connection, when batch i + 1 is
    written. A kill loses the vectors of at most the batches in flight; a re-run embeds them."""

    def __init__(self, owner: NoteVectors) -> None:
        self.owner = owner
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="taggraph-embed")
        self._pending: tuple[Embedder, list[Note], list[str], Future[Any]] | None = None
        self._checked = False

    def write(self, notes: Sequence[Note]) -> None:
        emb = self.owner.embedder()
        if emb is None or not notes:
            return
        if not self._checked:
            self.owner.check_model(emb)
            self._checked = True
        todo = emb.missing([n.raw_text for n in notes])
        self._finish()
        if todo:
            by_key = {text_key(n.raw_text): n for n in notes}
            keys = [k for k, _ in todo]
            future = self._pool.submit(emb.compute, [t for _, t in todo])
            self._pending = (emb, [by_key[k] for k in keys], keys, future)

    def _finish(self) -> None:
        if self._pending is None:
            return
        emb, notes, keys, future = self._pending
        self._pending = None
        try:
            vecs = future.result()
        except (EmbeddingBackendError, OSError, RuntimeError) as exc:
            self.owner.error = f"{type(exc).__name__}: {exc}"
            log.warning("notes stored without vectors (%s); `taggraph reindex` adds them later", self.owner.error)
            return
        emb.keep(keys, vecs)
        self.owner.attach(emb, notes, vecs)

    def close(self) -> None:
        try:
            self._finish()
        finally:
            self._pool.shutdown(wait=True, cancel_futures=True)
