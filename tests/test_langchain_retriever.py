"""TaggraphRetriever as a real LangChain retriever over a real store file and a real `taggraph
serve`: Documents with text and metadata, k, method, level, now, and the async path."""

from __future__ import annotations

import asyncio
from datetime import datetime
from pathlib import Path

import pytest

pytest.importorskip("langchain_core", reason="needs the langchain extra: pip install 'taggraph[langchain]'")

from langchain_core.documents import Document  # noqa: E402
from langchain_core.retrievers import BaseRetriever  # noqa: E402
from serve_helpers import Server, add_token  # noqa: E402

from taggraph import Memory  # noqa: E402
from taggraph.integrations.langchain import TaggraphRetriever  # noqa: E402

# Written for these tests.
TURNS = [
    ("I cooked a mushroom risotto for my neighbours.", "Sounds delicious.", "2026-03-02T19:00:00", "kitchen"),
    ("My brother Tomasz is moving to Gdansk in June.", "Exciting news!", "2026-03-03T09:30:00", "family"),
    ("I baked sourdough bread with rye flour.", "Nice crust?", "2026-03-20T18:00:00", "kitchen"),
    ("Tomasz found a flat near the shipyard.", "Great.", "2026-03-21T10:00:00", "family"),
    ("I booked a dentist appointment for the 14th.", "", "2026-03-22T08:00:00", "errands"),
]


@pytest.fixture
def db(tmp_path: Path) -> str:
    path = str(tmp_path / "chat.db")
    with Memory.open(path) as mem:
        for user, assistant, ts, session in TURNS:
            mem.remember(user, assistant, timestamp=datetime.fromisoformat(ts), session_id=session)
    return path


def test_documents_carry_text_and_metadata(db: str) -> None:
    r = TaggraphRetriever(memory=db, k=2)
    assert isinstance(r, BaseRetriever)
    docs = r.invoke("where is my brother moving?")
    assert len(docs) == 2 and all(isinstance(d, Document) for d in docs)
    top = docs[0]
    assert top.page_content == "User: My brother Tomasz is moving to Gdansk in June.\nAssistant: Exciting news!"
    md = top.metadata
    assert md["session"] == "family" and md["timestamp"] == "2026-03-03T09:30:00" and md["rank"] == 1
    assert md["id"] == top.id and len(md["id"]) >= 20
    assert any(t.startswith("who:") for t in md["tags"])
    assert md["method"] == "fusion" and isinstance(md["score"], float) and docs[1].metadata["score"] <= md["score"]
    # the explanation in words (the same line the CLI and the HTTP API show); the raw one beside it
    assert md["explanation"] == md["explanation_detail"]["line"] and md["explanation_detail"]["reasons"]
    assert "contributions" in md["explanation_detail"]
    r.close()


def test_k_method_level_and_an_open_memory(db: str) -> None:
    with Memory.open(db) as mem:
        r = TaggraphRetriever(memory=mem, k=3, method="bm25")
        docs = r.invoke("sourdough rye bread")
        assert docs[0].page_content.startswith("User: I baked sourdough bread")
        assert docs[0].metadata["method"] == "bm25" and "sourdough" in docs[0].metadata["explanation"]
        assert "matched_terms" in docs[0].metadata["explanation_detail"]
        assert len(docs) <= 3
        sessions = TaggraphRetriever(memory=mem, k=2, level="session").invoke("what did I cook?")
        assert sessions[0].metadata["session"] == "kitchen"
        assert len(sessions[0].metadata["note_ids"]) == 2 and "risotto" in sessions[0].page_content
        assert "sourdough" in sessions[0].page_content
    # pydantic reports the retriever's own check (a ValueError) with the field's message
    with pytest.raises(ValueError, match="k must be at least 1"):
        TaggraphRetriever(memory=db, k=0)
    with pytest.raises(ValueError, match="level must be 'note' or 'session'"):
        TaggraphRetriever(memory=db, level="paragraph")


def test_now_sets_what_last_week_means(db: str) -> None:
    early = TaggraphRetriever(memory=db, k=5, now=datetime(2026, 3, 8, 12, 0)).invoke("what did I cook last week?")
    late = TaggraphRetriever(memory=db, k=5, now=datetime(2026, 3, 27, 12, 0)).invoke("what did I cook last week?")
    # the week each `now` names, as the explanation states it, and the notes told in it
    assert "2026-02-26..2026-03-05" in early[0].metadata["explanation_detail"]["window"]
    assert "2026-03-17..2026-03-24" in late[0].metadata["explanation_detail"]["window"]
    assert "risotto" in early[0].page_content
    # in this five-note store the risotto note, which says "cooked", may stay above the bread
    # baked in the window (the shipped weights put it first); the bread is next
    assert any("sourdough" in d.page_content for d in late[:2])


def test_async_path_gives_the_same_documents(db: str) -> None:
    r = TaggraphRetriever(memory=db, k=3)

    async def three() -> tuple[list[Document], list[Document], list[Document]]:
        a = await r.ainvoke("dentist appointment")
        b, c = await asyncio.gather(r.ainvoke("a flat near the shipyard"), r.ainvoke("risotto"))
        return a, b, c
    a, b, c = asyncio.run(three())
    assert [d.id for d in a] == [d.id for d in r.invoke("dentist appointment")]
    assert "dentist" in a[0].page_content and "flat" in b[0].page_content and "risotto" in c[0].page_content
    r.close()


def test_retriever_against_a_running_server(tmp_path: Path) -> None:
    token = add_token(tmp_path, "alice")
    with Server(tmp_path) as server, server.client(token) as c:
        turns = [{"user": u, "assistant": a, "timestamp": ts, "session_id": s} for u, a, ts, s in TURNS]
        assert c.post("/v1/namespaces/alice/remember_many", json={"turns": turns}).status_code == 201
        r = TaggraphRetriever(memory=server.url, token=token, namespace="alice", k=2)
        docs = r.invoke("where is my brother moving?")
        assert "Gdansk" in docs[0].page_content and docs[0].metadata["session"] == "family"
        assert docs[0].metadata["explanation"] and docs[0].metadata["tags"]
        adocs = asyncio.run(r.ainvoke("where is my brother moving?"))
        assert [d.id for d in adocs] == [d.id for d in docs]
        sess = TaggraphRetriever(memory=server.url, token=token, namespace="alice", level="session", k=1)
        assert sess.invoke("bread and risotto")[0].metadata["session"] == "kitchen"
        r.close()
