"""The MCP SDK's own client against `taggraph serve` processes, over stdio and over streamable
HTTP: remember, query and forget round trips, the ontology resource, token scopes."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import anyio
import httpx2
import pytest
from mcp.client.client import Client
from mcp.client.stdio import StdioServerParameters
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError
from mcp.types import CallToolResult, TextResourceContents
from serve_helpers import Server, add_token, env, tool_text

from taggraph import Memory

TURNS = [
    ("My cello lesson moved to Tuesdays at 6 pm with Ms. Ferreira.", "Tuesdays at six, got it."),
    ("The car needs new winter tyres before the trip to Innsbruck.", "I'll remind you about the tyres."),
    ("My niece Ayla turns seven next month and loves dinosaurs.", "A dinosaur gift then!"),
    ("I switched from coffee to green tea in the mornings.", "Sounds healthier."),
    ("The landlord said the radiator in the hallway will be replaced.", "Good to hear."),
    ("I'm training for a 10k run along the river in September.", "Good luck with the training."),
    ("Our quiz team is called The Blue Herons and meets at the Anchor pub.", "Great team name."),
    ("I lent my ladder to Marcus two weeks ago.", "Maybe ask for it back soon."),
    ("The dentist moved my check-up to the ninth of May.", "Updated."),
]


def payload(result: CallToolResult) -> Any:
    assert not result.is_error, result.content
    return json.loads(tool_text(result))


async def round_trip(client: Client) -> dict[str, Any]:
    """remember, query, the resource, forget, query again; returns what it saw."""
    tools = {t.name: t for t in (await client.list_tools()).tools}
    assert set(tools) == {"remember", "query", "forget", "timeline", "stats"}
    props = tools["query"].input_schema["properties"]
    assert {"text", "k", "method", "level", "now"} <= set(props)
    assert "call it after every exchange" in (tools["remember"].description or "").lower()

    empty = payload(await client.call_tool("query", {"text": "cello lesson"}))
    assert empty["hits"] == []
    ids = [payload(await client.call_tool("remember", {"user": u, "assistant": a}))["id"] for u, a in TURNS]
    hits = payload(await client.call_tool("query", {"text": "when is my cello lesson", "k": 2}))["hits"]
    assert hits[0]["id"] == ids[0] and "Ferreira" in hits[0]["user"] and hits[0]["why"]
    for method in ("bm25", "adaptive", "taggraph-tfidf"):
        got = payload(await client.call_tool("query", {"text": "winter tyres Innsbruck", "method": method}))
        assert got["method"] == method and got["hits"][0]["id"] == ids[1]
    onto = await client.read_resource("taggraph://ontology.md")
    resource = onto.contents[0]
    assert isinstance(resource, TextResourceContents)
    text = resource.text
    assert text.startswith("- ") and "ferreira" in text
    assert payload(await client.call_tool("forget", {"note_id": ids[0]})) == {"forgot": ids[0]}
    gone = await client.call_tool("forget", {"note_id": ids[0]})
    assert gone.is_error and "no note" in tool_text(gone)
    hits = payload(await client.call_tool("query", {"text": "when is my cello lesson", "k": 5}))["hits"]
    assert ids[0] not in [h["id"] for h in hits]
    bad = await client.call_tool("query", {"text": "tyres", "method": "telepathy"})
    assert bad.is_error and "unknown method" in tool_text(bad)
    bad = await client.call_tool("remember", {"user": "x", "timestamp": "soonish"})
    assert bad.is_error and "ISO 8601" in tool_text(bad)
    return {"ids": ids, "stats": payload(await client.call_tool("stats", {}))}


def test_mcp_over_stdio(tmp_path: Path) -> None:
    params = StdioServerParameters(
        command=sys.executable, env=env(),
        args=["-m", "taggraph.cli", "serve", "--stdio", "--data-dir", str(tmp_path), "--namespace", "alice"])

    async def main() -> dict[str, Any]:
        async with Client(params) as client:
            return await round_trip(client)
    seen = anyio.run(main)
    assert seen["stats"]["notes"] == len(TURNS) - 1
    with Memory.open(tmp_path / "alice.db") as mem:  # the server wrote a real store file
        assert [n.id for n in mem.notes()] == seen["ids"][1:]


def http_client(url: str, token: str | None) -> Client:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    return Client(streamable_http_client(url, http_client=httpx2.AsyncClient(headers=headers, timeout=60)))


def test_mcp_over_streamable_http_with_tokens(tmp_path: Path) -> None:
    rw, ro, other = add_token(tmp_path, "alice"), add_token(tmp_path, "alice", read_only=True), add_token(tmp_path, "bob")
    with Server(tmp_path) as server:
        url = f"{server.url}/v1/namespaces/alice/mcp"

        async def main() -> dict[str, Any]:
            async with http_client(url, rw) as client:
                seen = await round_trip(client)
            async with http_client(url, ro) as client:
                hits = payload(await client.call_tool("query", {"text": "winter tyres"}))["hits"]
                assert hits[0]["id"] == seen["ids"][1]
                refused = await client.call_tool("remember", {"user": "I bought a kayak."})
                assert refused.is_error and "read-only" in tool_text(refused)
            return seen
        seen = anyio.run(main)
        assert seen["stats"]["notes"] == len(TURNS) - 1
        with server.client(rw) as c:  # the HTTP API sees what MCP wrote
            assert c.get(f"/v1/namespaces/alice/notes/{seen['ids'][1]}").status_code == 200

        for token, status in ((None, 401), (other, 403)):
            async def refused(token: str | None = token) -> None:
                async with http_client(url, token) as client:
                    await client.list_tools()
            with pytest.raises(BaseExceptionGroup) as info:
                anyio.run(refused)
            assert info.group_contains(MCPError)
            headers = {"Authorization": f"Bearer {token}"} if token else {}
            r = httpx2.post(url, headers=headers | {"accept": "application/json, text/event-stream"},
                            json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"})
            assert r.status_code == status and r.json()["error"]["status"] == status
