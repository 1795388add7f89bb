"""``TaggraphRetriever``: taggraph as a LangChain retriever (``langchain_core.retrievers.BaseRetriever``).

    retriever = TaggraphRetriever(memory="agent.db", k=5)            # or a postgresql:// URL,
    docs = retriever.invoke("where does my sister live?")            # an open Memory, or
    docs = await retriever.ainvoke("what did we plan last week?")    # "http://host:port" + token

Each ``Document`` is one note: ``page_content`` is the exchange (``User: ...`` / ``Assistant: ...``),
``metadata`` holds ``id``, ``session``, ``timestamp`` (ISO), ``tags`` (the 5W tag paths),
``score``, ``rank``, ``method`` and ``explanation`` (the reason in words; ``explanation_detail``
has the retriever's full explanation). With ``level="session"`` each Document is one session:
the notes that placed it, best first, and their ids in ``note_ids``.
"""

from __future__ import annotations

import asyncio
import json
from datetime import datetime
from typing import Any

from langchain_core.callbacks import AsyncCallbackManagerForRetrieverRun, CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever
from pydantic import PrivateAttr

from ..errors import InvalidArgumentError
from ..retrieve.base import DEFAULT_METHOD
from .backend import Backend, HitRecord, NoteRecord, SessionRecord, open_backend


class TaggraphRetriever(BaseRetriever):
    """The ``k`` best notes (or sessions) of a taggraph memory for a query, as Documents.

    ``memory``: an SQLite path, a ``postgresql://`` URL, an open ``Memory`` or the URL of a
    ``taggraph serve`` (with ``token`` and ``namespace``). ``method``: any retrieval method
    (default fusion); ``level``: ``"note"`` or ``"session"``; ``now``: the moment time words in
    queries refer to ("last week"; default the wall clock)."""

    memory: Any
    token: str | None = None
    namespace: str | None = None
    k: int = 4
    method: str = DEFAULT_METHOD
    level: str = "note"
    now: datetime | None = None

    _backend: Backend | None = PrivateAttr(default=None)

    def model_post_init(self, context: Any) -> None:
        if self.k < 1:
            raise InvalidArgumentError("k must be at least 1")
        if self.level not in ("note", "session"):
            raise InvalidArgumentError(f"level must be 'note' or 'session', not {self.level!r}")

    @property
    def backend(self) -> Backend:
        if self._backend is None:  # opened on first use, so a retriever can be built ahead of its store
            self._backend = open_backend(self.memory, token=self.token, namespace=self.namespace)
        return self._backend

    def _search(self, query: str) -> list[Document]:
        hits = self.backend.query(query, k=self.k, method=self.method, level=self.level, now=self.now)
        return [session_document(h, self.method) if isinstance(h, SessionRecord) else note_document(h, self.method)
                for h in hits]

    def _get_relevant_documents(self, query: str, *, run_manager: CallbackManagerForRetrieverRun) -> list[Document]:
        return self._search(query)

    async def _aget_relevant_documents(self, query: str, *,
                                       run_manager: AsyncCallbackManagerForRetrieverRun) -> list[Document]:
        # every backend blocks (SQLite, Postgres, httpx), so the search runs off the event loop
        return await asyncio.to_thread(self._search, query)

    def close(self) -> None:
        if self._backend is not None:
            self._backend.close()
            self._backend = None


def note_text(note: NoteRecord) -> str:
    return f"User: {note.user}\nAssistant: {note.assistant}" if note.assistant else f"User: {note.user}"


def tag_paths(tags: dict[str, Any]) -> list[str]:
    """``who:person/lena`` style paths of a note's 5W tags (the summary left out)."""
    return [f"{cat}:{path}" for cat, paths in tags.items() if cat != "summary" and isinstance(paths, list)
            for path in paths]


def explanation_words(expl: dict[str, Any]) -> str:
    """The explanation as one line: fusion's own ``line``, else its fields spelled out."""
    if isinstance(expl.get("line"), str):
        return str(expl["line"])
    parts = []
    for key, value in expl.items():
        if key == "method":
            continue
        shown = round(value, 4) if isinstance(value, float) else value
        parts.append(f"{key}: {json.dumps(shown, default=str, ensure_ascii=False)}")
    return f"{expl.get('method', 'ranked')}: " + ("; ".join(parts) or "no detail")


def note_document(hit: HitRecord, method: str) -> Document:
    n = hit.note
    return Document(page_content=note_text(n), id=n.id, metadata={
        "id": n.id, "session": n.session_id, "timestamp": n.timestamp.isoformat() if n.timestamp else None,
        "tags": tag_paths(n.tags), "score": hit.score, "rank": hit.rank, "method": method,
        "explanation": explanation_words(hit.explanation), "explanation_detail": hit.explanation})


def session_document(s: SessionRecord, method: str) -> Document:
    best = s.hits[0].note if s.hits else None
    return Document(page_content="\n\n".join(note_text(h.note) for h in s.hits), metadata={
        "id": best.id if best else None, "session": s.session_id,
        "timestamp": best.timestamp.isoformat() if best and best.timestamp else None,
        "tags": sorted({p for h in s.hits for p in tag_paths(h.note.tags)}), "score": s.score, "rank": s.rank,
        "method": method, "note_ids": [h.note.id for h in s.hits],
        "explanation": f"session ranked by its best note ({s.explanation.get('notes_matched', len(s.hits))} notes "
                       f"matched); best note: {explanation_words(s.hits[0].explanation) if s.hits else 'none'}",
        "explanation_detail": s.explanation})
