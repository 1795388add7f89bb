"""``timeline`` over a real ``taggraph serve`` process: the HTTP route and the MCP tool give the
same answer, in the shape the memory browser reads; bad input is one JSON error."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import anyio
import httpx2
from mcp.client.client import Client
from mcp.client.streamable_http import streamable_http_client
from serve_helpers import Server, add_token, tool_text

TURNS = [
    {"user": "My landlord is Percival Okonjo, he lives downstairs.", "timestamp": "2025-01-04T10:00:00"},
    {"user": "The bike shop fixed my gears for twenty pounds.", "timestamp": "2025-02-11T10:00:00"},
    {"user": "The flat was sold, so our new landlord is Ingrid Solberg.", "timestamp": "2025-05-20T10:00:00"},
]
ENTRY_KEYS = {"note_id", "slot", "value", "valid_from", "valid_until", "superseded_by", "current", "text"}


def test_timeline_over_http_and_mcp(tmp_path: Path) -> None:
    token = add_token(tmp_path, "alice")
    with Server(tmp_path) as server, server.client(token) as c:
        u = "/v1/namespaces/alice"
        assert c.get(f"{u}/timeline", params={"q": "my landlord"}).json() == {
            "q": "my landlord", "slot": None, "entries": []}  # nothing remembered yet
        ids = [n["id"] for n in c.post(f"{u}/remember_many", json={"turns": TURNS}).json()["notes"]]
        r = c.get(f"{u}/timeline", params={"q": "my landlord", "now": "2025-08-01T00:00:00"})
        assert r.status_code == 200
        got = r.json()
        assert set(got) == {"q", "slot", "entries"} and got["slot"] == "user/landlord"
        assert all(set(e) == ENTRY_KEYS for e in got["entries"])
        assert [(e["note_id"], e["value"], e["valid_from"], e["valid_until"], e["superseded_by"], e["current"])
                for e in got["entries"]] == [
            (ids[0], "Percival Okonjo", "2025-01-04", "2025-05-20", ids[2], False),
            (ids[2], "Ingrid Solberg", "2025-05-20", None, None, True)]
        assert got["entries"][1]["text"] == TURNS[2]["user"]

        bad = c.get(f"{u}/timeline", params={"q": "  "})
        assert bad.status_code in (400, 422) and bad.json()["error"]["message"].startswith("timeline needs q")
        assert c.get(f"{u}/timeline").status_code == 422  # q is required
        assert c.get(f"{u}/stats").json()["notes"] == 3  # nothing lost

        async def over_mcp() -> tuple[dict[str, Any], Any]:
            headers = {"Authorization": f"Bearer {token}"}
            http = httpx2.AsyncClient(headers=headers, timeout=60)
            async with Client(streamable_http_client(f"{server.url}{u}/mcp", http_client=http)) as client:
                tools = {t.name for t in (await client.list_tools()).tools}
                assert "timeline" in tools
                res = await client.call_tool("timeline", {"q": "my landlord", "now": "2025-08-01T00:00:00"})
                assert not res.is_error, res.content
                bad = await client.call_tool("timeline", {"q": ""})
                return json.loads(tool_text(res)), bad
        via_mcp, bad_mcp = anyio.run(over_mcp)
        assert via_mcp == got
        assert bad_mcp.is_error and "timeline needs q" in tool_text(bad_mcp)
