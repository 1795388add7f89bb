"""Requests on one kept-alive HTTP/1.1 connection to a real server, counted: answers, 5xx, and
connections the server dropped (no answer, or the socket closed after one). Also writes a note
straight into a store file, as a version that did not check ``meta`` could have."""

from __future__ import annotations

import http.client
import json
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass
class Tally:
    sent: int = 0
    answered: int = 0
    server_errors: list[str] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)
    by_status: dict[int, int] = field(default_factory=dict)


class Wire:
    """One connection; ``send`` returns (status, parsed body) and counts into ``tally``."""

    def __init__(self, port: int, headers: dict[str, str] | None = None, tally: Tally | None = None) -> None:
        self.port, self.headers = port, dict(headers or {})
        self.tally = tally or Tally()
        self._open()

    def _open(self) -> None:
        self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        self.conn.connect()
        assert self.conn.sock is not None
        self.local = self.conn.sock.getsockname()

    def send(self, label: str, method: str, path: str, body: bytes | str | Any = None,
             headers: dict[str, str] | None = None, *, raw: bool = False) -> tuple[int, Any]:
        """``body``: bytes or str are sent as they are (``raw``), anything else as JSON."""
        hdrs = dict(self.headers)
        if body is not None and not raw and not isinstance(body, (bytes, str)):
            body = json.dumps(body)
        if body is not None:
            hdrs.setdefault("Content-Type", "application/json")
        hdrs.update(headers or {})
        data = body.encode("utf-8", "surrogatepass") if isinstance(body, str) else body
        self.tally.sent += 1
        try:
            self.conn.request(method, path, body=data, headers=hdrs)
            resp = self.conn.getresponse()
            payload = resp.read()
        except (OSError, http.client.HTTPException) as exc:
            self.tally.dropped.append(f"{label}: {type(exc).__name__}: {exc}")
            self.conn.close()
            self._open()
            return 0, None
        self.tally.answered += 1
        self.tally.by_status[resp.status] = self.tally.by_status.get(resp.status, 0) + 1
        if resp.status >= 500:
            self.tally.server_errors.append(f"{label}: {resp.status} {payload[:200]!r}")
        sock = self.conn.sock
        if sock is None or sock.getsockname() != self.local:
            self.tally.dropped.append(f"{label}: the server closed the connection after answering {resp.status}")
            self.conn.close()
            self._open()
        parsed: Any = payload
        if payload and "json" in (resp.getheader("content-type") or ""):
            parsed = json.loads(payload)
            if resp.status >= 400 and isinstance(parsed, dict) and "error" in parsed:
                err = parsed["error"]
                if "jsonrpc" in parsed:  # the MCP transport's own refusals are JSON-RPC errors
                    assert err["code"] and err["message"], (label, parsed)
                else:
                    assert err["status"] == resp.status and err["code"] and err["message"], (label, parsed)
        return resp.status, parsed

    def close(self) -> None:
        self.conn.close()


def write_legacy_note(db: Path, note_id: str, user: str, meta_json: str, timestamp: str | None = None) -> None:
    """A note whose meta is the JSON text ``meta_json`` (``{"n": Infinity}``), inserted with
    sqlite3 into a store file the way an earlier version stored it: row, tags, change log."""
    tags = {"who": ["user"], "what": ["thing/abacus"], "when": [], "where": [], "why": [], "extra": [],
            "summary": "The user mentioned an abacus."}
    with sqlite3.connect(db) as conn:
        conn.execute("INSERT INTO notes(id, user, assistant, tags, timestamp, session_id, meta, extraction_failed, "
                     "extraction_error, created_at, extracted_by) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                     (note_id, user, "", json.dumps(tags), timestamp, None, meta_json, 0, None, time.time(), "legacy"))
        conn.executemany("INSERT INTO note_tags VALUES (?,?,?)",
                         [(note_id, "who", "user"), (note_id, "what", "thing/abacus")])
        conn.execute("INSERT INTO changes(op, note_id) VALUES ('add', ?)", (note_id,))
