"""What the HTTP API, the MCP tools and the browser share: every operation on a namespace, with
its permission check, returning plain JSON-ready data."""

from __future__ import annotations

import inspect
import io
import json
import tempfile
import threading
import weakref
import zipfile
from collections import Counter
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from ..errors import TaggraphError
from ..memory import Memory, Prepared
from ..notes import Note, Turn
from ..retrieve.base import ABLATIONS, REGISTRY, resolve
from ..strictjson import json_safe
from ..tags import prefixes, tag_line
from .auth import Principal
from .lanes import Lanes
from .namespaces import Namespace, Namespaces, check_name, settle

_QUERY_PARAMS = inspect.signature(Memory.query).parameters
# Extractions of one remember outside the write lock before the last try extracts under it (each
# is redone only when another process wrote to the namespace meanwhile).
PREPARE_TRIES = 3


def default_method() -> str:
    """Memory.query's own default, so the server follows the library when it changes."""
    return str(_QUERY_PARAMS["method"].default)


class ForbiddenError(TaggraphError):
    pass


class NoteNotFoundError(TaggraphError):
    pass


class BadRequestError(TaggraphError):
    pass


@dataclass(frozen=True)
class Limits:
    max_k: int = 100
    max_text_chars: int = 32_768        # each of user and assistant
    max_query_chars: int = 16_384
    max_batch: int = 256                # turns per remember_many
    max_body_bytes: int = 4 * 1024 * 1024


def _plain(value: Any) -> Any:
    """JSON-ready copy of a retriever's explanation or a note's meta (numpy scalars, tuples, sets;
    NaN and Infinity, which a store written before meta was checked may hold, as strings)."""
    return json_safe(json.loads(json.dumps(value, default=lambda v: v.item() if hasattr(v, "item") else
                                           sorted(v) if isinstance(v, (set, frozenset)) else str(v))))


def note_json(note: Note) -> dict[str, Any]:
    return {"id": note.id, "user": note.user, "assistant": note.assistant, "tags": note.tags.as_dict(),
            "tag_line": tag_line(note.tags),
            "timestamp": note.timestamp.isoformat() if note.timestamp else None,
            "session_id": note.session_id, "meta": _plain(note.meta),
            "extraction_failed": note.extraction_failed, "extracted_by": note.extracted_by}


def hit_json(hit: Any) -> dict[str, Any]:
    """A ranked note, or a ranked session (``level="session"``) with the notes that placed it."""
    if hasattr(hit, "hits"):
        return {"rank": hit.rank, "score": json_safe(hit.score), "session_id": hit.session_id,
                "explanation": _plain(hit.explanation), "hits": [hit_json(h) for h in hit.hits]}
    return {"rank": hit.rank, "score": json_safe(hit.score), "note": note_json(hit.note),
            "explanation": _plain(hit.explanation)}


def methods() -> dict[str, Any]:
    return {"default": default_method(),
            "methods": [{"name": n, "description": d} for n, (_, _, d) in REGISTRY.items()],
            "ablations": [{"name": n, "description": d} for n, (_, _, d) in ABLATIONS.items()]}


def ontology_tree(paths: list[str], count: Any) -> list[dict[str, Any]]:
    """Nested ``{name, path, notes, children}`` nodes out of sorted ontology node paths."""
    roots: list[dict[str, Any]] = []
    by_path: dict[str, dict[str, Any]] = {}
    for path in sorted(paths, key=lambda p: p.split("/")):
        parent, _, name = path.rpartition("/")
        node = {"name": name, "path": path, "notes": count(path), "children": []}
        by_path[path] = node
        (by_path[parent]["children"] if parent in by_path else roots).append(node)
    return roots


def _query_kind(kwargs: dict[str, Any]) -> tuple[str, tuple[tuple[str, str], ...]]:
    """Queries of one kind (method and level) share their index components and their cost."""
    return "query", tuple(sorted((k, str(v)) for k, v in kwargs.items() if k in ("method", "level")))


def kind_label(kind: Any) -> str:
    """``query method=bm25``, ``query`` (the default method), ``remember``."""
    if isinstance(kind, tuple) and len(kind) == 2:
        return " ".join([str(kind[0]), *(f"{k}={v}" for k, v in kind[1])])
    return str(kind)


class Service:
    def __init__(self, namespaces: Namespaces, limits: Limits | None = None,
                 extractor: dict[str, Any] | None = None) -> None:
        self.namespaces = namespaces
        self.limits = limits or Limits()
        # LLM extractor settings (``taggraph.extract.options.extractor_settings``); None: each store's own
        # extractor, the offline one for a new store. Set on a namespace's memory at its first
        # write, so reading a store built by another extractor still works.
        self.extractor = extractor
        self._llm_set: weakref.WeakSet[Memory] = weakref.WeakSet()
        if extractor is not None:
            from ..extract.factory import make_llm_extractor

            make_llm_extractor(**extractor, check=False)  # bad settings fail at start, not at a write
        # Cleared while a server warms the extractor up: writes wait for it rather than load the
        # extractor's word lists a second time on another thread.
        self.extractor_ready = threading.Event()
        self.extractor_ready.set()
        self.lanes = Lanes()

    # -- permissions ---------------------------------------------------------------------------
    @staticmethod
    def _check(who: Principal, ns: str, *, write: bool = False) -> None:
        check_name(ns)
        if not who.sees(ns):
            raise ForbiddenError(f"this token has no access to namespace {ns!r}")
        if write and not who.may_write(ns):
            raise ForbiddenError(f"this token is read-only for namespace {ns!r}")

    # -- namespaces ----------------------------------------------------------------------------
    def list_namespaces(self, who: Principal) -> list[str]:
        return [n for n in self.namespaces.names() if who.sees(n)]

    def delete_namespace(self, who: Principal, ns: str, confirm: str) -> None:
        self._check(who, ns, write=True)
        if confirm != ns:
            raise BadRequestError(f"to delete namespace {ns!r} and every note in it, send "
                             f'{{"confirm": "{ns}"}}')
        self.namespaces.delete(ns)

    # -- writing -------------------------------------------------------------------------------
    def remember(self, who: Principal, ns: str, turns: list[Turn]) -> list[Note]:
        self._check(who, ns, write=True)
        if not turns:
            raise BadRequestError("nothing to remember: send at least one turn")
        if len(turns) > self.limits.max_batch:
            raise BadRequestError(f"{len(turns)} turns in one call; the limit is {self.limits.max_batch}")
        for t in turns:
            if not t.user.strip():
                raise BadRequestError("a turn's user text must not be empty")
            if max(len(t.user), len(t.assistant)) > self.limits.max_text_chars:
                raise BadRequestError(f"a turn's text is longer than {self.limits.max_text_chars} characters")
        self.extractor_ready.wait()
        space = self.namespaces.get(ns, create=True)
        with space.remembering:
            if not space.write_warm:  # the first write resolves the extractor: all of it under the lock
                first = self.lanes.run("remember", lambda: self._store(space, turns, None, last=True), heavy=True)
                assert first is not None
                return first
            # The extraction and the vector first, under the read lock: queries of the namespace
            # are answered meanwhile. Outside the heavy lane: queued behind heavy queries there, a
            # remember took twice as long (bench_serve, open loop), and a remote LLM's wait would
            # hold up every heavy query. The store write, a few ms, runs beside them too.
            prepared = space.prepared(turns)
            for attempt in range(1, PREPARE_TRIES + 1):
                notes = self._store(space, turns, prepared, last=attempt == PREPARE_TRIES)
                if notes is not None:
                    return notes
                # another process wrote to the namespace meanwhile: extract again, still outside
                prepared = space.prepared(turns, again=prepared)
            raise AssertionError("unreachable: the last try stores")

    def _store(self, space: Namespace, turns: list[Turn], prepared: Prepared | None, *,
               last: bool) -> list[Note] | None:
        """Store ``turns`` under the namespace's write lock, with ``prepared``'s extraction if it
        is still current; None when it is not (and this is not the ``last`` try)."""
        with space.writing() as held:
            m = self._writer(held)
            if prepared is None:
                notes = m.remember_many(turns)
            elif last or m.is_current(prepared):
                notes = m.remember_prepared(prepared)  # extracts again itself if need be
            else:
                return None
        if not space.write_warm:
            space.write_warm = True
            settle()  # after the first write loaded the extractor and the write-side structures
        return notes

    def _writer(self, mem: Memory) -> Memory:
        """``mem`` with the configured extractor (refused with a 409 when the store was built by
        another one, before anything is written)."""
        if self.extractor is not None and mem not in self._llm_set:
            from ..extract.options import llm_extractor_for

            mem.use_extractor(llm_extractor_for(mem.store.extraction_cache(), {**self.extractor, "check": False}))
            self._llm_set.add(mem)
        return mem

    def forget(self, who: Principal, ns: str, note_id: str) -> None:
        self._check(who, ns, write=True)
        if not self.namespaces.write(ns, lambda m: m.forget(note_id)):
            raise NoteNotFoundError(f"no note {note_id[:80]!r} in namespace {ns!r}")

    # -- reading -------------------------------------------------------------------------------
    def query(self, who: Principal, ns: str, text: str, *, k: int = 10, method: str | None = None,
              level: str | None = None, now: datetime | None = None) -> list[Any]:
        self._check(who, ns)
        if not text.strip():
            raise BadRequestError("the query text is empty")
        if len(text) > self.limits.max_query_chars:
            raise BadRequestError(f"the query is longer than {self.limits.max_query_chars} characters")
        if not 1 <= k <= self.limits.max_k:
            raise BadRequestError(f"k must be between 1 and {self.limits.max_k}")
        kwargs: dict[str, Any] = {"k": k}
        if method is not None:
            resolve(method)  # an unknown name is refused here, before it becomes a kind the lanes keep
            kwargs["method"] = method
        for name, value in (("level", level), ("now", now)):
            if value is not None:
                if name not in _QUERY_PARAMS:
                    raise BadRequestError(f"this taggraph version's query takes no {name!r}")
                kwargs[name] = value
        kind = _query_kind(kwargs)
        return self.lanes.run(kind, lambda: self.namespaces.read(
            ns, lambda m: m.query(text, **kwargs), kind=kind))

    def lane_stats(self) -> dict[str, dict[str, float]]:
        """Per request kind: requests, mean ms waiting for the heavy lane, running, and thread CPU."""
        return {kind_label(k): v for k, v in self.lanes.stats().items()}

    def preload(self, names: list[str]) -> list[str]:
        """Open namespaces and load the default method's indexes now (``taggraph serve --preload``),
        so no user's first query pays for it; ``*`` means every existing namespace. Returns the
        names loaded."""
        todo = self.namespaces.names() if names == ["*"] else [check_name(n) for n in names]
        for name in todo:
            if self.namespaces.exists(name):
                self.namespaces.read(name, lambda m: m.query("warm-up", k=1), kind=_query_kind({"k": 1}))
        return todo

    def get(self, who: Principal, ns: str, note_id: str) -> Note:
        self._check(who, ns)
        note = self.namespaces.read(ns, lambda m: m.index.notes.get(note_id))
        if note is None:
            raise NoteNotFoundError(f"no note {note_id[:80]!r} in namespace {ns!r}")
        return note

    def notes(self, who: Principal, ns: str, *, tag: str | None = None, limit: int = 50,
              offset: int = 0) -> dict[str, Any]:
        """Notes newest first; with ``tag``, those carrying it or a tag below it."""
        self._check(who, ns)
        if tag:
            def scan(m: Memory) -> dict[str, Any]:
                hits = [n for n in m.notes() if any(p == tag or p.startswith(tag + "/") for p in n.tags.paths())]
                hits.reverse()
                return {"total": len(hits), "notes": [note_json(n) for n in hits[offset:offset + limit]]}
            # the scan reads the store connection, so it runs under the write lock
            return self.namespaces.write(ns, scan)

        def page(m: Memory) -> dict[str, Any]:
            ids = list(m.index.notes)  # insertion order, ids only
            ids.reverse()
            got = m.index.notes.get_many(ids[offset:offset + limit])
            return {"total": len(ids), "notes": [note_json(got[i]) for i in ids[offset:offset + limit] if i in got]}
        return self.namespaces.read(ns, page)

    def stats(self, who: Principal, ns: str) -> dict[str, Any]:
        self._check(who, ns)
        # stats() reads the store connection, so it runs under the write lock
        st = self.namespaces.write(ns, lambda m: m.stats())
        st.pop("path", None)
        return {"namespace": ns, **st}

    def ontology(self, who: Principal, ns: str) -> dict[str, Any]:
        self._check(who, ns)

        def build(m: Memory) -> dict[str, Any]:
            under: Counter[str] = Counter()  # notes carrying a node's tag or one below it
            for note in m.notes():
                under.update({p for path in note.tags.paths() for p in prefixes(path)})
            onto = m.ontology
            return {"markdown": onto.to_markdown(), "tree": ontology_tree(onto.nodes(), under.__getitem__)}
        # the count reads every note from the store connection, so it runs under the write lock
        return self.namespaces.write(ns, build)

    def export_zip(self, who: Principal, ns: str) -> bytes:
        """The namespace as Memory.export writes it (Appendix-A notes, ontology.md), zipped."""
        self._check(who, ns)
        with tempfile.TemporaryDirectory(prefix="taggraph-export-") as tmp:
            self.namespaces.write(ns, lambda m: m.export(tmp))
            buf = io.BytesIO()
            with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
                for f in sorted(Path(tmp).rglob("*")):
                    if f.is_file():
                        zf.write(f, f"{ns}/{f.relative_to(tmp)}")
        return buf.getvalue()


def turn_from(user: str, assistant: str = "", timestamp: datetime | None = None,
              session_id: str | None = None, meta: dict[str, Any] | None = None) -> Turn:
    return Turn(user, assistant, timestamp, session_id, dict(meta or {}))

