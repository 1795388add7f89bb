"""A hostile-input run against a real `taggraph serve`: over a hundred malformed or adversarial
requests over HTTP and MCP (poison meta, lone surrogates, wrong types, unknown fields, bad JSON,
bad names and ids, bad tokens, foreign hosts, oversized bodies, broken HTTP), each with the answer
it must get. Counted: no 5xx, no dropped connection, and every stored note (one of them stored
with ``{"n": Infinity}`` by an earlier version) reads the same before and after.

Run with ``-s`` to see the tally; it is also written to ``$TAGGRAPH_HOSTILE_REPORT`` when set."""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path
from typing import Any

import anyio
import httpx2
from mcp.client.client import Client
from mcp.client.streamable_http import streamable_http_client
from serve_helpers import Server, add_token, tool_text
from wire import Tally, Wire, write_legacy_note

from taggraph import Memory, Turn

NS = "/v1/namespaces/alice"
MCP_ACCEPT = {"Accept": "application/json, text/event-stream"}
# (label, method, path, body, extra headers, raw body?, status it must get)
Case = tuple[str, str, str, Any, dict[str, str], bool, int]


def http_cases() -> list[Case]:
    def rem(body: str, status: int = 422, label: str = "") -> Case:
        return (label or f"remember {body[:40]}", "POST", f"{NS}/remember", body, {}, True, status)

    def q(body: Any, status: int, label: str) -> Case:
        raw = isinstance(body, str)
        return (label, "POST", f"{NS}/query", body, {}, raw, status)

    deep = "[" * 100_000 + "]" * 100_000
    return [
        rem('{"user": "x", "meta": {"n": 1e999}}'),
        rem('{"user": "x", "meta": {"n": NaN}}'),
        rem('{"user": "x", "meta": {"n": Infinity}}'),
        rem('{"user": "x", "meta": {"n": -Infinity}}'),
        rem('{"user": "x", "meta": {"l": [1, NaN]}}'),
        rem('{"user": "x", "meta": {"a": {"b": [{"c": 1e400}]}}}'),
        rem('{"user": "x", "meta": {"\\ud800": 1}}'),
        rem('{"user": "x", "meta": {"k": "\\udfff"}}'),
        rem('{"user": "x", "meta": ' + '{"a": ' * 100 + "1" + "}" * 100 + "}", label="meta nested 100 deep"),
        rem('{"user": "x", "meta": [1, 2]}'),
        rem('{"user": "x", "meta": {"n": ' + "9" * 5000 + "}}", 400, "meta int of 5000 digits"),
        ("remember_many one bad meta", "POST", f"{NS}/remember_many",
         '{"turns": [{"user": "fine"}, {"user": "x", "meta": {"s": "\\ud800"}}]}', {}, True, 422),
        ("remember_many NaN", "POST", f"{NS}/remember_many",
         '{"turns": [{"user": "fine"}, {"user": "y", "meta": {"n": NaN}}]}', {}, True, 422),
        rem('{"user": "x\\ud800"}'),
        rem('{"user": "x", "session_id": "\\ud800"}'),
        rem('{"user": "x", "assistant": "\\udc00"}'),
        rem('{"user": ""}'),
        rem('{"user": "   "}', 400),
        ("user too long", "POST", f"{NS}/remember", {"user": "a" * 32_769}, {}, False, 422),
        rem('{"user": 5}'),
        rem('{"user": "x", "timestamp": "soon"}'),
        rem('{"user": "x", "timestamp": "9999-99-99"}'),
        rem('{"user": "x", "timestamp": "9999-12-31T23:59:59-23:59"}', label="timestamp past year 9999 in UTC"),
        ("remember_many timestamp before year 1", "POST", f"{NS}/remember_many",
         {"turns": [{"user": "fine"}, {"user": "y", "timestamp": "0001-01-01T00:00:00+23:59"}]}, {}, False, 422),
        rem('{"user": "x", "bogus": 1}'),
        rem("{", 400),
        rem("[]"),
        rem("null"),
        rem('"x"'),
        rem("", 422, "empty body"),
        ("text/plain body", "POST", f"{NS}/remember", '{"user": "x"}', {"Content-Type": "text/plain"}, True, 415),
        ("invalid utf-8", "POST", f"{NS}/remember", b'\xff\xfe{"user": "x"}', {}, True, 400),
        ("100k-deep JSON", "POST", f"{NS}/remember", deep, {}, True, 400),
        ("remember_many empty", "POST", f"{NS}/remember_many", {"turns": []}, {}, False, 422),
        ("remember_many 257", "POST", f"{NS}/remember_many", {"turns": [{"user": "x"}] * 257}, {}, False, 422),
        ("PUT remember", "PUT", f"{NS}/remember", {"user": "x"}, {}, False, 405),
        q('{"text": "x\\ud800"}', 422, "query lone surrogate"),
        q({"text": "abacus", "k": "5"}, 422, "k string"),
        q({"text": "abacus", "k": True}, 422, "k true"),
        q({"text": "abacus", "k": 2.5}, 422, "k float"),
        q('{"text": "abacus", "k": 1e999}', 422, "k 1e999"),
        q('{"text": "abacus", "k": NaN}', 422, "k NaN"),
        q({"text": "abacus", "k": 0}, 422, "k 0"),
        q({"text": "abacus", "k": 101}, 422, "k 101"),
        q({"text": "abacus", "k": 10**30}, 422, "k 1e30"),
        q({"text": ""}, 422, "empty query"),
        q({"text": "a" * 16_385}, 422, "query too long"),
        q({"text": "abacus", "method": "telepathy"}, 400, "unknown method"),
        q({"text": "abacus", "method": "../../etc/passwd"}, 400, "method path"),
        q({"text": "abacus", "level": "paragraph"}, 422, "bad level"),
        q({"text": "abacus", "now": "yesterday"}, 422, "bad now"),
        q({"text": "abacus", "bogus": 1}, 422, "query unknown field"),
        q({"text": '"abacus" OR NEAR(a b) * ^ ; DROP TABLE notes; --'}, 200, "FTS5/SQL text"),
        q({"text": "?!.,;:"}, 200, "punctuation only"),
        q({"text": "\u0000abacus\u0000"}, 200, "NUL in query"),
        q({"text": "abacus", "method": "adaptive", "level": "session", "now": "2026-01-01"}, 200, "session level"),
        q({"text": "what did I eat yesterday?", "now": "0001-01-01T00:00:00"}, 200, "now year 1"),
        q({"text": "tomorrow", "now": "9999-12-31T23:59:59"}, 200, "now year 9999"),
        q({"text": "next century", "now": "9999-12-31T23:59:59-14:00", "level": "session"}, 200, "now past 9999 in UTC"),
        q({"text": "far future breakfast", "k": 5}, 200, "query ranks the far-future note"),
        ("query text/plain", "POST", f"{NS}/query", '{"text": "x"}', {"Content-Type": "text/plain"}, True, 415),
        ("namespace upper", "GET", "/v1/namespaces/ALICE/notes", None, {}, False, 400),
        ("namespace traversal", "GET", "/v1/namespaces/..%2f..%2fetc/notes", None, {}, False, 404),
        ("namespace dots", "GET", "/v1/namespaces/../notes", None, {}, False, 400),
        ("namespace dot-dot", "GET", "/v1/namespaces/%2e%2e/notes", None, {}, False, 400),
        ("namespace 65", "GET", f"/v1/namespaces/{'a' * 65}/notes", None, {}, False, 400),
        ("namespace NUL", "GET", "/v1/namespaces/%00/notes", None, {}, False, 400),
        ("namespace surrogate", "GET", "/v1/namespaces/%ED%A0%80/notes", None, {}, False, 400),
        ("note id 5000", "GET", f"{NS}/notes/{'z' * 5000}", None, {}, False, 404),
        ("note id NUL", "GET", f"{NS}/notes/%00", None, {}, False, 404),
        ("note id surrogate", "GET", f"{NS}/notes/%ED%A0%80", None, {}, False, 404),
        ("limit 0", "GET", f"{NS}/notes?limit=0", None, {}, False, 422),
        ("limit abc", "GET", f"{NS}/notes?limit=abc", None, {}, False, 422),
        ("offset -1", "GET", f"{NS}/notes?offset=-1", None, {}, False, 422),
        ("tag 301", "GET", f"{NS}/notes?tag={'t' * 301}", None, {}, False, 422),
        ("tag surrogate", "GET", f"{NS}/notes?tag=%ED%A0%80", None, {}, False, 200),
        ("delete ns no body", "DELETE", NS, None, {}, False, 422),
        ("delete ns wrong confirm", "DELETE", NS, {"confirm": "bob"}, {}, False, 400),
        ("forget unknown", "DELETE", f"{NS}/notes/nope", None, {}, False, 404),
        ("POST notes", "POST", f"{NS}/notes", {"user": "x"}, {}, False, 405),
        ("unknown path", "GET", "/v1/nope", None, {}, False, 404),
        # a stateless MCP endpoint refuses the server-to-client stream (it was held open forever)
        ("mcp GET stream", "GET", f"{NS}/mcp", None, {"Accept": "text/event-stream"}, False, 405),
        ("Host evil", "GET", "/v1/namespaces", None, {"Host": "attacker.example"}, False, 400),
        ("Host rebinding", "GET", f"{NS}/notes", None, {"Host": "127.0.0.1.attacker.example:80"}, False, 400),
        ("body over 4 MiB", "POST", f"{NS}/remember", '{"user": "' + "a" * (5 << 20) + '"}', {}, True, 413),
        ("read legacy note", "GET", f"{NS}/notes/legacy-inf", None, {}, False, 200),
        ("query ranks legacy", "POST", f"{NS}/query", {"text": "brass abacus", "k": 5}, {}, False, 200),
        ("list notes", "GET", f"{NS}/notes?limit=500", None, {}, False, 200),
        ("export", "GET", f"{NS}/export", None, {}, False, 200),
        ("stats", "GET", f"{NS}/stats", None, {}, False, 200),
        ("ontology", "GET", f"{NS}/ontology", None, {}, False, 200),
    ]


def auth_cases(tokens: dict[str, str]) -> list[tuple[str, str, str, Any, str | None, int]]:
    """(label, method, path, body, Authorization header, status)."""
    return [
        ("no token", "GET", f"{NS}/notes", None, None, 401),
        ("basic auth", "GET", f"{NS}/notes", None, "Basic YWxpY2U6cHc=", 401),
        ("unknown token", "GET", f"{NS}/notes", None, "Bearer tg_000000000000_nope", 401),
        ("empty bearer", "GET", f"{NS}/notes", None, "Bearer ", 401),
        ("token with surrogate bytes", "GET", f"{NS}/notes", None, "Bearer tg_\u00ff\u00fe", 401),
        ("other namespace", "GET", f"{NS}/notes", None, f"Bearer {tokens['bob']}", 403),
        ("read-only remember", "POST", f"{NS}/remember", {"user": "x"}, f"Bearer {tokens['ro']}", 403),
        ("read-only forget", "DELETE", f"{NS}/notes/legacy-inf", None, f"Bearer {tokens['ro']}", 403),
        ("read-only delete ns", "DELETE", NS, {"confirm": "alice"}, f"Bearer {tokens['ro']}", 403),
        ("mcp no token", "POST", f"{NS}/mcp", {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}, None, 401),
        ("mcp other namespace", "POST", f"{NS}/mcp", {"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
         f"Bearer {tokens['bob']}", 403),
    ]


def rpc(method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": 7, "method": method, **({"params": params} if params is not None else {})}


def call(tool: str, args: Any) -> dict[str, Any]:
    return rpc("tools/call", {"name": tool, "arguments": args})


# (label, body, raw?, extra headers, HTTP status, what the answer must be: "tool_error" | "rpc_error" | "ok")
McpCase = tuple[str, Any, bool, dict[str, str], int, str]


def mcp_cases() -> list[McpCase]:
    tool_errors: list[tuple[str, Any]] = [
        ("bogus argument", call("query", {"text": "abacus", "bogus": 1})),
        ("k string", call("query", {"text": "abacus", "k": "5"})),
        ("k true", call("query", {"text": "abacus", "k": True})),
        ("k float", call("query", {"text": "abacus", "k": 2.5})),
        ("k 0", call("query", {"text": "abacus", "k": 0})),
        ("k 1000", call("query", {"text": "abacus", "k": 1000})),
        ("text int", call("query", {"text": 5})),
        ("text missing", call("query", {})),
        ("text empty", call("query", {"text": ""})),
        ("unknown method", call("query", {"text": "abacus", "method": "telepathy"})),
        ("bad level", call("query", {"text": "abacus", "level": "paragraph"})),
        ("bad now", call("query", {"text": "abacus", "now": "yesterday"})),
        ("remember meta", call("remember", {"user": "x", "meta": {"n": 1}})),
        ("remember empty", call("remember", {"user": "   "})),
        ("remember timestamp", call("remember", {"user": "x", "timestamp": "soonish"})),
        ("remember user list", call("remember", {"user": ["x"]})),
        ("forget unknown", call("forget", {"note_id": "nope"})),
        ("forget no id", call("forget", {})),
        ("stats with argument", call("stats", {"x": 1})),
        ("unknown tool", call("telepathy", {})),
    ]
    out: list[McpCase] = [(label, body, False, {}, 200, "tool_error") for label, body in tool_errors]
    k_raw = '{"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {"name": "query", "arguments": '
    out += [
        ("k 1e999", k_raw + '{"text": "abacus", "k": 1e999}}}', True, {}, 200, "tool_error"),
        ("text lone surrogate", k_raw + '{"text": "x\\ud800"}}}', True, {}, 400, "rpc_error"),
        ("k NaN", k_raw + '{"text": "abacus", "k": NaN}}}', True, {}, 200, "tool_error"),
        ("not JSON", "{", True, {}, 400, "rpc_error"),
        ("JSON array", "[]", True, {}, 400, "rpc_error"),
        ("JSON null", "null", True, {}, 400, "rpc_error"),
        ("jsonrpc 1.0", {"jsonrpc": "1.0", "id": 7, "method": "tools/list"}, False, {}, 400, "rpc_error"),
        ("unknown rpc method", rpc("telepathy/now"), False, {}, 200, "rpc_error"),
        ("params a list", {"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": [1]}, False, {}, 400,
         "rpc_error"),
        ("arguments a string", call("query", "abacus"), False, {}, 200, "rpc_error"),
        ("unknown resource", rpc("resources/read", {"uri": "file:///etc/passwd"}), False, {}, 200, "rpc_error"),
        ("no Accept", call("stats", {}), False, {"Accept": "text/html"}, 406, "rpc_error"),
        ("text/plain", '{"jsonrpc": "2.0"}', True, {"Content-Type": "text/plain"}, 415, "rpc_error"),
        ("FTS5/SQL query", call("query", {"text": "abacus' OR 1=1; DROP TABLE notes; --", "k": 3}), False, {},
         200, "ok"),
        ("read the ontology", rpc("resources/read", {"uri": "taggraph://ontology.md"}), False, {}, 200, "ok"),
    ]
    return out


def protocol_cases() -> list[tuple[str, bytes]]:
    """Requests that are not HTTP: the server must answer (4xx) and may then close."""
    return [
        ("garbage request line", b"HELLO THERE\r\n\r\n"),
        ("bad Content-Length", b"POST /v1/methods HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: abc\r\n\r\n"),
        ("bad chunk size", b"POST /v1/methods HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n"),
        ("header without colon", b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nno colon here\r\n\r\n"),
        ("HTTP/1.1 without Host", b"GET /healthz HTTP/1.1\r\n\r\n"),
    ]


def answer_of(port: int, data: bytes) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=30) as s:
        s.sendall(data)
        buf = b""
        while b"\r\n" not in buf:
            got = s.recv(4096)
            if not got:
                break
            buf += got
    return buf


def stored_notes(wire: Wire) -> dict[str, Any]:
    status, listed = wire.send("list", "GET", f"{NS}/notes?limit=500")
    assert status == 200
    out = {}
    for n in listed["notes"]:
        status, one = wire.send("read", "GET", f"{NS}/notes/{n['id']}")
        assert status == 200
        out[n["id"]] = one
    return out


def sdk_client_calls(url_base: str, token: str, mcp: Tally, wrong: list[str]) -> None:
    """The MCP SDK's own client, on its own connections: bad arguments are tool errors."""
    async def client_run() -> None:
        headers = {"Authorization": f"Bearer {token}"}
        url = f"{url_base}{NS}/mcp"
        async with Client(streamable_http_client(url, http_client=httpx2.AsyncClient(headers=headers,
                                                                                     timeout=60))) as client:
            bad_args: list[tuple[str, dict[str, Any]]] = [
                ("client bogus", {"text": "abacus", "bogus": True}),
                ("client k string", {"text": "abacus", "k": "3"}),
                ("client k bool", {"text": "abacus", "k": False}),
                ("client text dict", {"text": {"$ne": ""}})]
            for label, args in bad_args:
                mcp.sent += 1
                got = await client.call_tool("query", args)
                mcp.answered += 1
                if not got.is_error:
                    wrong.append(f"mcp {label}: accepted")
            mcp.sent += 1
            ok = await client.call_tool("query", {"text": "brass abacus", "k": 3})
            mcp.answered += 1
            assert not ok.is_error and "legacy-inf" in [h["id"] for h in json.loads(tool_text(ok))["hits"]]
    anyio.run(client_run)


def test_a_hostile_run_gets_no_5xx_drops_no_connection_and_loses_no_note(tmp_path: Path) -> None:
    db = tmp_path / "alice.db"
    with Memory.open(db) as mem:
        mem.remember_many([Turn("My abacus has wooden beads.", meta={"colour": "red", "n": 3}),
                           Turn("The library closes at eight on Fridays.", session_id="s1"),
                           Turn("Dr. Okafor is my dentist; the next check-up is in May.", "Noted.")])
    write_legacy_note(db, "legacy-inf", "My grandfather's abacus is made of brass.", '{"n": Infinity}')
    # and a timestamp that is in year 10000 once in UTC (fusion's time features failed on it)
    write_legacy_note(db, "legacy-far", "A far future breakfast.", "{}", timestamp="9999-12-31T23:59:59-23:59")
    tokens = {"rw": add_token(tmp_path, "alice"), "ro": add_token(tmp_path, "alice", read_only=True),
              "bob": add_token(tmp_path, "bob")}
    http, mcp, proto = Tally(), Tally(), Tally()
    with Server(tmp_path) as server:
        wire = Wire(server.port, {"Authorization": f"Bearer {tokens['rw']}"}, http)
        before = stored_notes(wire)
        assert len(before) == 5 and before["legacy-inf"]["meta"] == {"n": "Infinity"}
        wrong: list[str] = []

        for label, method, path, body, headers, raw, want in http_cases():
            status, _ = wire.send(label, method, path, body, headers, raw=raw)
            if status != want:
                wrong.append(f"{label}: {status}, expected {want}")
        for label, method, path, body, auth, want in auth_cases(tokens):
            headers = {"Authorization": auth} if auth is not None else {}
            anon = Wire(server.port, headers, http) if auth is None else None
            status, _ = (anon or wire).send(label, method, path, body, {**MCP_ACCEPT, **headers})
            if anon:
                anon.close()
            if status != want:
                wrong.append(f"{label}: {status}, expected {want}")

        mcp_wire = Wire(server.port, {"Authorization": f"Bearer {tokens['rw']}", **MCP_ACCEPT}, mcp)
        for label, body, raw, headers, want, kind in mcp_cases():
            status, got = mcp_wire.send(label, "POST", f"{NS}/mcp", body, headers, raw=raw)
            result = got.get("result", {}) if isinstance(got, dict) else {}
            seen = ("rpc_error" if isinstance(got, dict) and "error" in got else
                    "tool_error" if result.get("isError") else "ok" if result else "?")
            if (status, seen) != (want, kind):
                wrong.append(f"mcp {label}: {status} {seen}, expected {want} {kind}: {str(got)[:200]}")

        sdk_client_calls(server.url, tokens["rw"], mcp, wrong)

        for label, data in protocol_cases():
            proto.sent += 1
            head = answer_of(server.port, data)
            if not head.startswith(b"HTTP/1.1 4"):
                wrong.append(f"{label}: {head[:60]!r}")
            else:
                proto.answered += 1
            if head.startswith(b"HTTP/1.1 5"):
                proto.server_errors.append(label)

        after = stored_notes(wire)
        wire.close()
        mcp_wire.close()
    with Memory.open(db) as mem:  # and the file itself, read by the library
        assert sorted(n.id for n in mem.notes()) == sorted(before)

    sent = http.sent + mcp.sent + proto.sent
    adversarial = len(http_cases()) + len(auth_cases(tokens)) + len(mcp_cases()) + 4 + len(protocol_cases())
    report = {"requests": sent, "adversarial": adversarial, "http": http.sent, "mcp": mcp.sent, "malformed_http": proto.sent,
              "5xx": len(http.server_errors) + len(mcp.server_errors) + len(proto.server_errors),
              "dropped_connections": len(http.dropped) + len(mcp.dropped), "notes_checked": len(before),
              "notes_changed": sum(before[i] != after.get(i) for i in before),
              "http_status": dict(sorted(http.by_status.items())), "mcp_status": dict(sorted(mcp.by_status.items()))}
    print("hostile run:", json.dumps(report))
    if os.environ.get("TAGGRAPH_HOSTILE_REPORT"):
        Path(os.environ["TAGGRAPH_HOSTILE_REPORT"]).write_text(json.dumps(report, indent=2) + "\n", "utf-8")
    assert not wrong, wrong
    assert http.server_errors == mcp.server_errors == proto.server_errors == [], (http.server_errors, mcp.server_errors)
    assert http.dropped == mcp.dropped == [], (http.dropped, mcp.dropped)
    assert after == before and set(after) == set(before)
    assert adversarial >= 60 and mcp.sent >= 20
