"""One small interface over the two places a memory lives: a store this process opens
(:class:`LocalBackend`: an SQLite file or a ``postgresql://`` URL, through :class:`Memory`) and a
running ``taggraph serve`` reached over its HTTP API (:class:`HttpBackend`). The LangGraph store
and the LangChain retriever are written once against it.

Notes cross this interface as :class:`NoteRecord`s, hits as :class:`HitRecord`s, so both sides
answer with the same shapes whichever backend is behind them.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol
from urllib.parse import urlsplit

from ..errors import TaggraphError
from ..notes import Hit, Note, SessionHit, Turn

if TYPE_CHECKING:
    from ..memory import Memory


class BackendError(TaggraphError):
    """A memory that cannot be reached or refuses a request (the server's message included)."""


@dataclass(frozen=True)
class NoteRecord:
    id: str
    user: str
    assistant: str
    timestamp: datetime | None
    session_id: str | None
    tags: dict[str, Any]
    meta: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class HitRecord:
    note: NoteRecord
    score: float
    rank: int
    explanation: dict[str, Any]


@dataclass(frozen=True)
class SessionRecord:
    session_id: str | None
    score: float
    rank: int
    hits: list[HitRecord]
    explanation: dict[str, Any]


class Backend(Protocol):
    """What the integrations need from a memory."""

    max_k: int | None  # the largest ``k`` one query may ask for (None: no limit)

    def remember(self, turns: list[Turn]) -> list[NoteRecord]: ...

    def forget(self, note_id: str) -> bool: ...

    def notes(self) -> Iterator[NoteRecord]: ...

    def count(self) -> int: ...

    def query(self, text: str, *, k: int, method: str | None = None, level: str = "note",
              now: datetime | None = None, depth: int | None = None) -> list[Any]: ...

    def changes(self) -> list[tuple[str, Any]] | None: ...

    def close(self) -> None: ...


def record_of(note: Note) -> NoteRecord:
    return NoteRecord(note.id, note.user, note.assistant, note.timestamp, note.session_id,
                      note.tags.as_dict(), dict(note.meta))


def open_backend(target: Any, *, token: str | None = None, namespace: str | None = None,
                 timeout: float = 60.0) -> Backend:
    """A backend for ``target``: an ``http(s)://`` URL of a ``taggraph serve``, an open
    :class:`Memory`, or anything ``Memory.open`` takes (file path, ``postgresql://`` URL)."""
    from ..memory import Memory

    if isinstance(target, Memory):
        return LocalBackend(target, owned=False)
    if isinstance(target, str) and target.startswith(("http://", "https://")):
        return HttpBackend(target, token=token, namespace=namespace, timeout=timeout)
    if token is not None or namespace is not None:
        raise BackendError("token= and namespace= are for a taggraph server (http://host:port); "
                           f"{str(target)[:80]!r} is a local store")
    return LocalBackend(Memory.open(target), owned=True)


class LocalBackend:
    """A :class:`Memory` in this process. Writes of other processes sharing the store are seen
    through the store's change log (:meth:`changes`)."""

    max_k: int | None = None

    def __init__(self, memory: Memory, *, owned: bool) -> None:
        self.memory = memory
        self._owned = owned
        self._lock = threading.RLock()  # one Memory, used from LangGraph's worker threads too
        self._position = memory.store.change_position()

    def remember(self, turns: list[Turn]) -> list[NoteRecord]:
        with self._lock:
            return [record_of(n) for n in self.memory.remember_many(turns)]

    def forget(self, note_id: str) -> bool:
        with self._lock:
            return bool(self.memory.forget(note_id))

    def notes(self) -> Iterator[NoteRecord]:
        with self._lock:
            self._position = self.memory.store.change_position()
            notes = list(self.memory.notes())
        return (record_of(n) for n in notes)

    def count(self) -> int:
        with self._lock:
            return len(self.memory)

    def changes(self) -> list[tuple[str, Any]]:
        """What any process changed since the last call (or :meth:`notes`), in order:
        ``("add", NoteRecord)`` and ``("delete", note_id)``."""
        with self._lock:
            store = self.memory.store
            log = store.changes_since(self._position)
            if not log:
                return []
            self._position = log[-1][0]
            fresh = store.get_notes({nid for _, op, nid in log if op == "add"})
        out: list[tuple[str, Any]] = []
        for _, op, nid in log:
            if op != "add":
                out.append(("delete", nid))
            elif nid in fresh:  # else deleted again later in the log
                out.append(("add", record_of(fresh[nid])))
        return out

    def query(self, text: str, *, k: int, method: str | None = None, level: str = "note",
              now: datetime | None = None, depth: int | None = None) -> list[Any]:
        kwargs: dict[str, Any] = {"k": k, "level": level, "now": now}
        if method is not None:
            kwargs["method"] = method
        if depth is not None:
            kwargs["depth"] = depth  # fusion's candidate depth per method
        with self._lock:
            hits = self.memory.query(text, **kwargs)
        return [_session_record(h) if isinstance(h, SessionHit) else _hit_record(h) for h in hits]

    def close(self) -> None:
        if self._owned:
            self.memory.close()


def _hit_record(hit: Hit) -> HitRecord:
    return HitRecord(record_of(hit.note), float(hit.score), hit.rank, dict(hit.explanation))


def _session_record(s: SessionHit) -> SessionRecord:
    return SessionRecord(s.session_id, float(s.score), s.rank, [_hit_record(h) for h in s.hits],
                         dict(s.explanation))


class HttpBackend:
    """One namespace of a running ``taggraph serve``, through its JSON API (README: HTTP API).
    ``url`` is the server's base URL, or a namespace's URL (``.../v1/namespaces/NAME``)."""

    _MAX_K = 100             # the server's limit on k
    max_k: int | None = _MAX_K
    _MAX_BATCH = 256     # the server's limit on turns per remember_many
    _PAGE = 500          # the server's largest page of GET notes

    def __init__(self, url: str, *, token: str | None, namespace: str | None, timeout: float) -> None:
        import httpx

        parts = urlsplit(url)
        path = parts.path.rstrip("/")
        if "/v1/namespaces/" in path:
            path, _, from_url = path.partition("/v1/namespaces/")
            if namespace is not None and namespace != from_url:
                raise BackendError(f"namespace {namespace!r} differs from the one in the URL ({from_url!r})")
            namespace = from_url
        self.namespace = namespace or "langgraph"
        self.base = f"{parts.scheme}://{parts.netloc}{path}"
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        self._client = httpx.Client(base_url=self.base, headers=headers, timeout=timeout)
        self._ns_url = f"/v1/namespaces/{self.namespace}"

    def _call(self, method: str, path: str, *, missing_ok: bool = False, **kw: Any) -> Any:
        import httpx

        try:
            r = self._client.request(method, self._ns_url + path, **kw)
        except httpx.HTTPError as exc:
            raise BackendError(f"cannot reach taggraph server {self.base}: {exc}") from None
        if r.status_code == 404 and missing_ok:
            return None
        if r.status_code >= 400:
            try:
                message = r.json()["error"]["message"]
            except (ValueError, KeyError, TypeError):
                message = r.text[:200]
            raise BackendError(f"taggraph server {self.base} answered {r.status_code} for {method} "
                               f"{self._ns_url + path}: {message}")
        return r.json()

    def remember(self, turns: list[Turn]) -> list[NoteRecord]:
        out: list[NoteRecord] = []
        for start in range(0, len(turns), self._MAX_BATCH):
            body = {"turns": [{"user": t.user, "assistant": t.assistant,
                               "timestamp": t.timestamp.isoformat() if t.timestamp else None,
                               "session_id": t.session_id, "meta": t.meta}
                              for t in turns[start:start + self._MAX_BATCH]]}
            out.extend(_note_from_json(n) for n in self._call("POST", "/remember_many", json=body)["notes"])
        return out

    def forget(self, note_id: str) -> bool:
        return self._call("DELETE", f"/notes/{note_id}", missing_ok=True) is not None

    def notes(self) -> Iterator[NoteRecord]:
        """Every note of the namespace (the server lists newest first; this yields oldest first)."""
        got: list[NoteRecord] = []
        offset = 0
        while True:
            page = self._call("GET", "/notes", params={"limit": self._PAGE, "offset": offset}, missing_ok=True)
            if page is None:
                break
            got.extend(_note_from_json(n) for n in page["notes"])
            offset += self._PAGE
            if offset >= page["total"] or not page["notes"]:
                break
        return reversed(got)

    def count(self) -> int:
        page = self._call("GET", "/notes", params={"limit": 1}, missing_ok=True)
        return 0 if page is None else int(page["total"])

    def changes(self) -> None:
        return None  # the API has no change log: callers list the notes again

    def query(self, text: str, *, k: int, method: str | None = None, level: str = "note",
              now: datetime | None = None, depth: int | None = None) -> list[Any]:
        body: dict[str, Any] = {"text": text, "k": min(k, self._MAX_K), "level": level}
        if method is not None:
            body["method"] = method
        if now is not None:
            body["now"] = now.isoformat()
        answer = self._call("POST", "/query", json=body, missing_ok=True)
        if answer is None:  # the namespace has no notes yet
            return []
        out: list[Any] = []
        for h in answer["hits"]:
            if "hits" in h:
                out.append(SessionRecord(h["session_id"], float(h["score"]), h["rank"],
                                         [_hit_from_json(x) for x in h["hits"]], h["explanation"]))
            else:
                out.append(_hit_from_json(h))
        return out

    def close(self) -> None:
        self._client.close()


def _note_from_json(n: dict[str, Any]) -> NoteRecord:
    ts = datetime.fromisoformat(n["timestamp"]) if n.get("timestamp") else None
    return NoteRecord(n["id"], n["user"], n["assistant"], ts, n.get("session_id"), n.get("tags") or {},
                      n.get("meta") or {})


def _hit_from_json(h: dict[str, Any]) -> HitRecord:
    return HitRecord(_note_from_json(h["note"]), float(h["score"]), int(h["rank"]), h.get("explanation") or {})
