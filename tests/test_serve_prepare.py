"""`taggraph serve` extracts a remember's turn (and embeds it) outside the namespace's write
lock: the notes are the ones the library writes, a query of the namespace is answered while an
extraction is still running, and bad input still stores nothing."""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

import httpx
from llm_fixtures import Reply, ScriptedServer
from serve_helpers import Server, add_token

from taggraph import Memory, Turn

# The second turn's "Biscotto" is a pet only once the first is stored: the extraction reads the
# ontology, so the server must extract each turn against the store as its previous write left it.
TURNS = [Turn("Our new kitten is called Biscotto and he sleeps all day.", session_id="home"),
         Turn("Biscotto knocked the vase off the shelf again.", "Oh no, was it the blue one?", session_id="home"),
         Turn("My aunt Odile is flying to Quebec City on Thursday for the jazz festival.", session_id="trip"),
         Turn("Odile said the festival tickets cost 85 dollars.", session_id="trip")]
RECORD = json.dumps({"who": ["User"], "what": ["hobby/woodworking"], "when": [], "where": [], "why": [],
                     "extra": [], "summary": "Woodworking."})


def vectors(db: Path) -> dict[str, bytes]:
    with sqlite3.connect(db) as c:
        return dict(c.execute("SELECT key, vector FROM embeddings").fetchall())


def test_remember_over_http_stores_what_the_library_stores(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    token = add_token(data, "notes")
    with Server(data) as srv, srv.client(token) as c:
        got = []
        for t in TURNS[:3]:  # the first write of a namespace, then writes prepared outside the lock
            r = c.post("/v1/namespaces/notes/remember", json={"user": t.user, "assistant": t.assistant,
                                                              "session_id": t.session_id})
            assert r.status_code == 201, r.text
            got.append(r.json())
        r = c.post("/v1/namespaces/notes/remember_many", json={"turns": [
            {"user": t.user, "session_id": t.session_id} for t in TURNS[3:]]})
        assert r.status_code == 201, r.text
        got += r.json()["notes"]
        again = c.post("/v1/namespaces/notes/remember", json={"user": TURNS[0].user, "session_id": "home"})
        assert again.status_code == 201 and again.json()["id"] == got[0]["id"]
        assert c.get("/v1/namespaces/notes/stats").json()["notes"] == 4
    with Memory.open(tmp_path / "lib.db") as mem:
        want = [mem.remember_many([t])[0] for t in TURNS]
    assert [g["id"] for g in got] == [w.id for w in want]
    assert [g["tags"] for g in got] == [w.tags.as_dict() for w in want]
    assert got[1]["tags"]["who"] == ["pet/biscotto"]
    assert vectors(data / "notes.db") == vectors(tmp_path / "lib.db") != {}


def test_a_query_is_answered_while_a_remember_is_extracted(tmp_path: Path) -> None:
    slow = threading.Event()

    def script(body: dict[str, Any], n: int) -> Reply:
        if "SLOWLY" in json.dumps(body):  # this turn's model reply takes 4 s
            slow.set()
            return Reply(content=RECORD, delay=4.0)
        return Reply(content=RECORD)

    data = tmp_path / "data"
    data.mkdir()
    token = add_token(data, "shop")
    with ScriptedServer(script) as llm, Server(data, "--extractor", "llm", "--llm-url", llm.url, "--llm-model",
                                               "test-model") as srv, srv.client(token) as c:
        r = c.post("/v1/namespaces/shop/remember", json={"user": "I built a walnut bookshelf in the shed."})
        assert r.status_code == 201, r.text
        for _ in range(15):  # the query kind is loaded and measured cheap
            assert c.post("/v1/namespaces/shop/query", json={"text": "walnut", "method": "bm25"}).status_code == 200

        answer: dict[str, Any] = {}

        def remember() -> None:
            with srv.client(token) as c2:
                answer["r"] = c2.post("/v1/namespaces/shop/remember", json={"user": "I sanded the oak stool SLOWLY."})
                answer["t"] = time.monotonic()

        writer = threading.Thread(target=remember)
        writer.start()
        assert slow.wait(30)  # the remember is now waiting for its extraction
        t0 = time.monotonic()
        q = c.post("/v1/namespaces/shop/query", json={"text": "walnut bookshelf", "method": "bm25"})
        took = time.monotonic() - t0
        assert q.status_code == 200 and q.json()["hits"][0]["note"]["user"].startswith("I built a walnut")
        assert took < 2.0 and "r" not in answer, (took, answer)  # answered before the remember returned
        writer.join(30)
        assert answer["r"].status_code == 201, answer["r"].text
        assert c.get("/v1/namespaces/shop/stats").json()["notes"] == 2


def test_bad_input_to_a_warm_namespace_gets_one_error_and_stores_nothing(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    token = add_token(data, "notes")
    with Server(data) as srv, srv.client(token) as c:
        for t in TURNS[:2]:
            assert c.post("/v1/namespaces/notes/remember", json={"user": t.user}).status_code == 201
        good = {"user": "I moved the piano to the living room."}
        bad_bodies = [
            ({"turns": [good, {"user": "   "}]}, 400, "must not be empty"),
            # a lone surrogate and a NaN, as raw JSON text
            ('{"turns": [{"user": "I moved the piano to the living room."}, {"user": "bad \\ud800 text"}]}',
             422, "turns.1.user"),
            ('{"turns": [{"user": "I moved the piano to the living room."}, {"user": "ok", "meta": {"x": NaN}}]}',
             422, "turns.1.meta"),
        ]
        for body, status, words in bad_bodies:
            if isinstance(body, str):
                r = c.post("/v1/namespaces/notes/remember_many", content=body,
                           headers={"Content-Type": "application/json"})
            else:
                r = c.post("/v1/namespaces/notes/remember_many", json=body)
            assert r.status_code == status, r.text
            assert words in r.json()["error"]["message"], r.text
        assert c.get("/v1/namespaces/notes/stats").json()["notes"] == 2
        users = [n["user"] for n in c.get("/v1/namespaces/notes/notes").json()["notes"]]
        assert "I moved the piano to the living room." not in users
        # the namespace still takes writes
        assert c.post("/v1/namespaces/notes/remember", json=good).status_code == 201
        assert httpx.get(srv.url + "/readyz").status_code == 200
