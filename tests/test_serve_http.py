"""The HTTP API of `taggraph serve` against a real server process: auth, namespaces, limits,
errors, and bad input that loses nothing."""

from __future__ import annotations

import inspect
import io
import json
import zipfile
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import httpx
import pytest
from serve_helpers import Server, add_token, cli

from taggraph import Memory

ALICE = [
    ("My locker code at the climbing gym is 4471.", "I'll remember the locker code."),
    ("My brother Tobias is moving to Lisbon in April for a job at a shipyard.", "That's a big move for him!"),
    ("I'm allergic to hazelnuts, so no praline desserts please.", "Noted, no hazelnuts."),
]
BOB = [("The spare key for the allotment shed hangs behind the red watering can.", "Got it.")]


@pytest.fixture(scope="module")
def srv(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Server, dict[str, str]]]:
    data = tmp_path_factory.mktemp("serve-http")
    tokens = {
        "alice": add_token(data, "alice"),
        "alice_ro": add_token(data, "alice", read_only=True),
        "bob": add_token(data, "bob"),
        "all": add_token(data, "*"),
    }
    with Server(data) as server:
        with server.client(tokens["alice"]) as c:
            for user, assistant in ALICE:
                assert c.post("/v1/namespaces/alice/remember", json={"user": user, "assistant": assistant}
                              ).status_code == 201
        with server.client(tokens["bob"]) as c:
            r = c.post("/v1/namespaces/bob/remember_many",
                       json={"turns": [{"user": u, "assistant": a} for u, a in BOB]})
            assert r.status_code == 201, r.text
        yield server, tokens


def err(r: httpx.Response, status: int, code: str) -> str:
    assert r.status_code == status, r.text
    body = r.json()
    assert body["error"]["status"] == status and body["error"]["code"] == code, body
    assert "Traceback" not in r.text
    return str(body["error"]["message"])


def count(server: Server, token: str, ns: str) -> int:
    with server.client(token) as c:
        return int(c.get(f"/v1/namespaces/{ns}/stats").json()["notes"])


def test_health_ready_and_openapi(srv: tuple[Server, dict[str, str]]) -> None:
    server, _ = srv
    with server.client() as c:
        assert c.get("/healthz").json()["status"] == "ok"
        ready = c.get("/readyz").json()
        assert ready["status"] == "ready" and ready["pid"] == c.get("/healthz").json()["pid"]
        paths = c.get("/openapi.json").json()["paths"]
    for p in ("/v1/namespaces/{ns}/remember", "/v1/namespaces/{ns}/remember_many", "/v1/namespaces/{ns}/query",
              "/v1/namespaces/{ns}/notes/{note_id}", "/v1/namespaces/{ns}/export", "/v1/namespaces/{ns}/stats"):
        assert p in paths


def test_no_token_is_401_wrong_scope_is_403(srv: tuple[Server, dict[str, str]]) -> None:
    server, tok = srv
    q = {"text": "locker code"}
    with server.client() as c:
        r = c.post("/v1/namespaces/alice/query", json=q)
        err(r, 401, "unauthorized")
        assert r.headers["www-authenticate"].startswith("Bearer")
    with server.client("tg_000000000000_notarealtokennotarealtoken") as c:
        err(c.post("/v1/namespaces/alice/query", json=q), 401, "unauthorized")
    with server.client(tok["alice"][:-2] + "xx") as c:  # right id, wrong secret
        err(c.post("/v1/namespaces/alice/query", json=q), 401, "unauthorized")
    with server.client(tok["bob"]) as c:
        err(c.post("/v1/namespaces/alice/query", json=q), 403, "forbidden")
        err(c.get("/v1/namespaces/alice/stats"), 403, "forbidden")
    with server.client(tok["alice_ro"]) as c:
        hits = c.post("/v1/namespaces/alice/query", json=q).json()["hits"]
        assert "4471" in hits[0]["note"]["user"]
        err(c.post("/v1/namespaces/alice/remember", json={"user": "I sold my bike."}), 403, "forbidden")
        err(c.delete(f"/v1/namespaces/alice/notes/{hits[0]['note']['id']}"), 403, "forbidden")
        err(c.request("DELETE", "/v1/namespaces/alice", json={"confirm": "alice"}), 403, "forbidden")
        assert c.get("/v1/whoami").json()["read_only"] is True
        # the queries above, by kind: the default method's, each with its time inside the server
        kinds = c.get("/v1/requests").json()["kinds"]
        assert kinds["query"]["requests"] >= 1 and kinds["query"]["run_ms"] > 0
    with server.client() as c:
        err(c.get("/v1/requests"), 401, "unauthorized")
    assert count(server, tok["alice"], "alice") == len(ALICE)


def test_namespaces_are_isolated(srv: tuple[Server, dict[str, str]]) -> None:
    server, tok = srv
    with server.client(tok["bob"]) as c:
        assert c.get("/v1/namespaces").json() == {"namespaces": ["bob"]}
        for text in ("locker code climbing gym 4471", "Tobias Lisbon shipyard", "hazelnuts"):
            for method in ("bm25", "taggraph-tfidf", "adaptive"):
                hits = c.post("/v1/namespaces/bob/query", json={"text": text, "method": method, "k": 10}).json()["hits"]
                assert all("allotment" in h["note"]["user"] for h in hits), hits
    with server.client(tok["all"]) as c:
        assert set(c.get("/v1/namespaces").json()["namespaces"]) >= {"alice", "bob"}
        alice_ids = {n["id"] for n in c.get("/v1/namespaces/alice/notes").json()["notes"]}
        bob_ids = {n["id"] for n in c.get("/v1/namespaces/bob/notes").json()["notes"]}
    assert len(alice_ids) == len(ALICE) and len(bob_ids) == len(BOB) and not alice_ids & bob_ids
    with server.client(tok["bob"]) as c:
        for nid in alice_ids:  # another namespace's note id is simply not there
            err(c.get(f"/v1/namespaces/bob/notes/{nid}"), 404, "note_not_found")


@pytest.mark.parametrize("name", ["..", ".hidden", "UPPER", "a" * 65, "semi;colon", "space name", "-lead", "nul\x00"])
def test_bad_namespace_names_are_refused(srv: tuple[Server, dict[str, str]], name: str) -> None:
    server, tok = srv
    before = sorted(p.name for p in server.data.iterdir())
    with server.client(tok["all"]) as c:
        r = c.post(f"/v1/namespaces/{quote(name, safe='')}/remember", json={"user": "hello"})
    assert r.status_code in (400, 404), r.text
    assert r.json()["error"]["code"] in ("invalid_namespace", "not_found")
    assert sorted(p.name for p in server.data.iterdir()) == before


def test_path_traversal_in_the_url_reaches_no_file(srv: tuple[Server, dict[str, str]]) -> None:
    server, tok = srv
    outside = server.data.parent / "escaped.db"
    with server.client(tok["all"]) as c:
        for raw in ("/v1/namespaces/..%2Fescaped/remember", "/v1/namespaces/%2e%2e/remember",
                    "/v1/namespaces/..%5Cescaped/remember"):
            r = c.send(c.build_request("POST", httpx.URL(server.url + raw), json={"user": "hello"}))
            assert r.status_code in (400, 404), (raw, r.text)
            assert r.headers["content-type"] == "application/json"
    assert not outside.exists()
    assert not list(server.data.parent.glob("*.db"))


def test_limits_and_malformed_requests(srv: tuple[Server, dict[str, str]]) -> None:
    server, tok = srv
    with server.client(tok["alice"]) as c:
        url = "/v1/namespaces/alice/remember"
        big = json.dumps({"user": "x" * (5 * 1024 * 1024)})
        err(c.post(url, content=big, headers={"content-type": "application/json"}), 413, "body_too_large")

        def chunks() -> Iterator[bytes]:  # no Content-Length: the limit applies while streaming
            yield b'{"user": "'
            for _ in range(80):
                yield b"y" * 65536
            yield b'"}'
        err(c.post(url, content=chunks(), headers={"content-type": "application/json"}), 413, "body_too_large")
        err(c.post(url, content=b'{"user": "half', headers={"content-type": "application/json"}),
            400, "invalid_json")
        err(c.post(url, content=b"user=hello"), 415, "unsupported_media_type")
        msg = err(c.post(url, json={"user": "hi", "mood": "sunny"}), 422, "invalid_request")
        assert "mood" in msg
        err(c.post(url, json={"user": ""}), 422, "invalid_request")
        err(c.post(url, json={"user": "z" * 40_000}), 422, "invalid_request")
        err(c.post(url, json={"user": "hi", "timestamp": "next tuesday"}), 422, "invalid_request")
        err(c.post("/v1/namespaces/alice/remember_many", json={"turns": [{"user": "t"}] * 300}), 422,
            "invalid_request")
        err(c.post("/v1/namespaces/alice/query", json={"text": "locker", "k": 1000}), 422, "invalid_request")
        for name in ("grep", "grep2", "grep3"):  # refused before the server keeps anything per name
            err(c.post("/v1/namespaces/alice/query", json={"text": "locker", "method": name}), 400, "unknown_method")
        assert not any("grep" in kind for kind in c.get("/v1/requests").json()["kinds"])
        err(c.post("/v1/namespaces/alice/query", json={"text": "q" * 20_000}), 422, "invalid_request")
        err(c.get("/v1/namespaces/alice/notes/nope"), 404, "note_not_found")
        err(c.post("/v1/namespaces/nobody-here/query", json={"text": "x"}), 403, "forbidden")
        err(c.get("/v1/nothing"), 404, "not_found")
        err(c.put("/v1/namespaces/alice/query", json={"text": "x"}), 405, "method_not_allowed")
    # none of that stored or lost anything
    assert count(server, tok["alice"], "alice") == len(ALICE)


@pytest.mark.parametrize("method", ["bm25", "taggraph-basic", "taggraph-stopwords", "taggraph-tfidf", "adaptive",
                                    "openclaw", None])
def test_long_fts5_quoted_and_unicode_queries_are_plain_text(srv: tuple[Server, dict[str, str]],
                                                             method: str | None) -> None:
    server, tok = srv
    queries = [
        'locker AND "code" OR NOT gym*',
        'NEAR(locker code, 2) climbing:4471 ^gym',
        '"unbalanced quote locker',
        "locker) (code",
        "Tobias' brother \"Lisbon\" -- ; DROP TABLE notes;",
        "ロッカーの番号は? 🧗 climbing مرحبا locker",
        "\u202elocker\u202c code\u0000",
        ("where is my locker code " * 420)[:10_000],
    ]
    with server.client(tok["alice"]) as c:
        for text in queries:
            body = {"text": text, "k": 3} | ({"method": method} if method else {})
            r = c.post("/v1/namespaces/alice/query", json=body)
            assert r.status_code == 200, (text[:60], r.text[:500])
            hits = r.json()["hits"]
            assert len(hits) <= 3
            if "locker" in text and method in ("bm25", None):
                assert "4471" in hits[0]["note"]["user"]
    assert count(server, tok["alice"], "alice") == len(ALICE)


def test_note_get_forget_export_and_namespace_delete(srv: tuple[Server, dict[str, str]]) -> None:
    server, tok = srv
    with server.client(tok["all"]) as c:
        r = c.post("/v1/namespaces/scratch/remember",
                   json={"user": "Our book club meets on the first Thursday at the Quarry Lane library.",
                         "assistant": "Noted.", "timestamp": "2026-02-05T19:00:00", "session_id": "club",
                         "meta": {"source": "test"}})
        assert r.status_code == 201, r.text
        note = r.json()
        got = c.get(f"/v1/namespaces/scratch/notes/{note['id']}").json()
        assert got["user"] == note["user"] and got["session_id"] == "club" and got["meta"] == {"source": "test"}
        assert got["markdown"].startswith(got["tag_line"]) and "### User" in got["markdown"]
        onto = c.get("/v1/namespaces/scratch/ontology").json()
        assert onto["tree"] and onto["markdown"].startswith("- ")
        z = zipfile.ZipFile(io.BytesIO(c.get("/v1/namespaces/scratch/export").content))
        names = z.namelist()
        assert "scratch/ontology.md" in names and any(n.endswith(f"_{note['id']}.md") for n in names)
        assert c.delete(f"/v1/namespaces/scratch/notes/{note['id']}").json() == {"forgot": note["id"]}
        err(c.delete(f"/v1/namespaces/scratch/notes/{note['id']}"), 404, "note_not_found")
        c.post("/v1/namespaces/scratch/remember", json={"user": "A second note keeps the namespace busy."})
        msg = err(c.request("DELETE", "/v1/namespaces/scratch", json={"confirm": "scrach"}), 400, "bad_request")
        assert '"confirm": "scratch"' in msg
        err(c.request("DELETE", "/v1/namespaces/scratch", json={}), 422, "invalid_request")
        assert count(server, tok["all"], "scratch") == 1
        assert c.request("DELETE", "/v1/namespaces/scratch", json={"confirm": "scratch"}).json() == {
            "deleted": "scratch"}
        err(c.get("/v1/namespaces/scratch/stats"), 404, "namespace_not_found")
        assert "scratch" not in c.get("/v1/namespaces").json()["namespaces"]
    assert not (server.data / "scratch.db").exists()


def test_token_cli_hashes_at_rest_and_revokes(tmp_path: Path) -> None:
    token = add_token(tmp_path, "carol", "dave", read_only=True)
    stored = (tmp_path / "tokens.json").read_text()
    secret = token.split("_", 2)[2]  # url-safe base64: the secret itself may hold "_"
    assert token not in stored and secret not in stored
    entry = json.loads(stored)["tokens"][0]
    assert entry["namespaces"] == ["carol", "dave"] and entry["read_only"] is True
    assert (tmp_path / "tokens.json").stat().st_mode & 0o077 == 0
    listed = cli("token", "list", "--data-dir", str(tmp_path), "--json")
    assert json.loads(listed.stdout)[0]["id"] == entry["id"] and token not in listed.stdout
    r = cli("token", "add", "--data-dir", str(tmp_path), "--namespace", "../etc")
    assert r.returncode == 2 and "invalid namespace name" in r.stderr
    with Server(tmp_path) as server, server.client(token) as c:
        assert c.get("/v1/namespaces").status_code == 200
        assert cli("token", "revoke", "--data-dir", str(tmp_path), entry["id"]).returncode == 0
        err(c.get("/v1/namespaces"), 401, "unauthorized")  # the server re-reads the file


def test_no_auth_only_on_loopback(tmp_path: Path) -> None:
    r = cli("serve", "--data-dir", str(tmp_path), "--host", "0.0.0.0", "--no-auth")
    assert r.returncode == 2 and "only allowed on a loopback address" in r.stderr
    with Server(tmp_path, "--no-auth") as server, server.client() as c:
        assert c.post("/v1/namespaces/open/remember", json={"user": "No token needed here."}).status_code == 201
        assert "WARNING: --no-auth" in server.read_log()
        # a loopback server answers only to loopback host names (DNS rebinding)
        assert c.get("/healthz", headers={"host": "attacker.example"}).status_code == 400


def test_query_level_and_now_follow_the_library(srv: tuple[Server, dict[str, str]]) -> None:
    server, tok = srv
    takes = inspect.signature(Memory.query).parameters
    with server.client(tok["alice"]) as c:
        for body in ({"text": "Tobias Lisbon", "level": "session"}, {"text": "Tobias Lisbon", "now": "2026-05-01T12:00"}):
            r = c.post("/v1/namespaces/alice/query", json=body)
            name = next(k for k in body if k != "text")
            if name not in takes:  # this version's query has no such argument: one clear 400
                assert "takes no" in err(r, 400, "bad_request")
                continue
            assert r.status_code == 200, r.text
            hits = r.json()["hits"]
            if name == "level":  # ranked sessions, each with the notes that placed it
                assert hits and all("hits" in h and "session_id" in h for h in hits)
                assert any("Lisbon" in n["note"]["user"] for h in hits for n in h["hits"])
            else:
                assert any("Lisbon" in h["note"]["user"] for h in hits)
        err(c.post("/v1/namespaces/alice/query", json={"text": "x", "level": "paragraph"}), 422, "invalid_request")
