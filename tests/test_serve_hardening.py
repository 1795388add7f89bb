"""`taggraph serve` and the library against the defects of a hostile run: poison meta (NaN,
Infinity, lone surrogates) refused everywhere and survivable when already stored, errors that
answer JSON on a connection that stays open, workers that die with their parent, private store
files, and MCP arguments as strict as HTTP bodies. Real server processes, real store files."""

from __future__ import annotations

import io
import json
import os
import signal
import sqlite3
import stat
import time
import zipfile
from datetime import datetime
from pathlib import Path
from typing import Any

import anyio
import httpx
import httpx2
import pytest
from mcp.client.client import Client
from mcp.client.streamable_http import streamable_http_client
from serve_helpers import Server, add_token, cli, tool_text
from wire import Wire, write_legacy_note

from taggraph import Memory, Turn
from taggraph.store import StoreError
from taggraph.strictjson import InvalidMetaError, InvalidTurnError

BAD_META: list[tuple[dict[str, Any], str]] = [
    ({"n": float("inf")}, "meta['n']: inf is not a finite number"),
    ({"n": float("nan")}, "meta['n']: nan is not a finite number"),
    ({"deep": {"list": [1, float("-inf")]}}, "meta['deep']['list'][1]: -inf"),
    ({"\ud800": 1}, "meta key '\\ud800': holds a lone surrogate"),
    ({"k": "text \udfff"}, "meta['k']: holds a lone surrogate"),
]


def mem_notes(db: Path) -> list[str]:
    with Memory.open(db) as mem:
        return [n.id for n in mem.notes()]


def test_the_library_refuses_poison_meta_before_storing_anything(tmp_path: Path) -> None:
    db = tmp_path / "lib.db"
    with Memory.open(db) as mem:
        kept = mem.remember("I repainted the garden shed green.")
        for meta, message in BAD_META:
            with pytest.raises(InvalidMetaError) as info:
                mem.remember("The shed key hangs by the back door.", meta=meta)
            assert message in str(info.value)
            str(info.value).encode("utf-8")  # the message itself is valid UTF-8
            # a batch is refused as a whole, naming the turn
            with pytest.raises(InvalidMetaError, match=r"turns\[1\]\.meta"):
                mem.remember_many([Turn("The shed roof leaks a little."), Turn("Buy felt for it.", meta=meta)])
        for turn, message in [(Turn("a \ud800 b"), "user: holds a lone surrogate"),
                              (Turn("fine", "\udc00"), "assistant: holds a lone surrogate"),
                              (Turn("fine", session_id="s\ud83d"), "session_id: holds")]:
            # a bad turn after 70 good ones: the first batch of 64 must not be stored either
            batch = [Turn(f"Good turn number {i}.") for i in range(70)] + [turn]
            with pytest.raises(InvalidTurnError, match=r"turns\[70\]\." + message):
                mem.remember_many(batch)
        for stamp in ("9999-12-31T23:59:59-23:59", "0001-01-01T00:00:00+05:00"):
            with pytest.raises(InvalidTurnError, match="timestamp: .* is outside years 1-9999 once converted to UTC"):
                mem.remember("A very late breakfast.", timestamp=datetime.fromisoformat(stamp))
        assert [n.id for n in mem.notes()] == [kept.id]
        ok = mem.remember("A finite meta is fine.", meta={"n": 1e308, "s": "ünï", "l": [1, None, True]})
        stored = mem.get(ok.id)
        assert stored is not None and stored.meta == {"n": 1e308, "s": "ünï", "l": [1, None, True]}
    assert mem_notes(db) == [kept.id, ok.id]


def test_a_stored_timestamp_past_year_9999_in_utc_does_not_fail_queries(tmp_path: Path) -> None:
    db = tmp_path / "far.db"
    with Memory.open(db) as mem:
        mem.remember_many([Turn("Lunch with Mira at the harbour."), Turn("Dinner with Mira at the pier.")])
    write_legacy_note(db, "legacy-far", "Breakfast with Mira far in the future.", "{}",
                      timestamp="9999-12-31T23:59:59-23:59")
    with Memory.open(db) as mem:
        mem.fill_vectors()  # as `taggraph reindex` does: the note an earlier version wrote has no vector
        for method in ("fusion", "openclaw", "adaptive+fallback", "bm25"):
            for now in (None, datetime(1, 1, 1), datetime(9999, 12, 31, 23, 59)):
                hits = mem.query("what did I eat with Mira last week?", k=3, method=method, now=now)
                assert len(hits) == 3, (method, now)


def test_jsonl_ingest_and_folder_import_refuse_non_finite_meta(tmp_path: Path) -> None:
    db = tmp_path / "ingest.db"
    lines = tmp_path / "turns.jsonl"
    lines.write_text('{"user": "The bakery opens at seven."}\n'
                     '{"user": "Croissants sell out by nine.", "meta": {"score": NaN}}\n', "utf-8")
    r = cli("--db", str(db), "ingest", str(lines))
    assert r.returncode != 0 and "turns.jsonl:2" in r.stderr and "not a finite number" in r.stderr, r.stderr
    assert "nothing from this file was stored" in r.stderr
    assert not db.exists() or mem_notes(db) == []

    # an export whose manifest carries Infinity (hand-edited, or from another tool) is refused whole
    src = tmp_path / "src.db"
    with Memory.open(src) as mem:
        mem.remember_many([Turn("The ferry leaves at noon."), Turn("Bring the bike on board.", meta={"x": 1.5})])
        mem.export(tmp_path / "out")
    manifest = tmp_path / "out" / "notes.jsonl"
    rows = [json.loads(x) for x in manifest.read_text("utf-8").splitlines()]
    rows[1]["meta"] = {"x": float("inf")}
    manifest.write_text("".join(json.dumps(x) + "\n" for x in rows), "utf-8")
    with pytest.raises(StoreError, match="not a finite number.*nothing was imported"):
        Memory.import_folder(tmp_path / "out", tmp_path / "imported.db")
    assert mem_notes(tmp_path / "imported.db") == []


def legacy_store(data: Path) -> tuple[Path, list[str]]:
    """A namespace store with two good notes and one stored by an earlier version with
    ``{"n": Infinity}`` as its meta; returns (path, ids)."""
    db = data / "alice.db"
    with Memory.open(db) as mem:
        ids = [n.id for n in mem.remember_many([Turn("My abacus has wooden beads."),
                                                Turn("The library closes at eight on Fridays.")])]
    write_legacy_note(db, "legacy-inf", "My grandfather's abacus is made of brass.", '{"n": Infinity, "ok": 2}')
    return db, [*ids, "legacy-inf"]


def check_legacy(c: httpx.Client, ids: list[str]) -> None:
    listed = c.get("/v1/namespaces/alice/notes")
    assert listed.status_code == 200 and [n["id"] for n in listed.json()["notes"]] == ids[::-1]
    one = c.get("/v1/namespaces/alice/notes/legacy-inf")
    assert one.status_code == 200 and one.json()["meta"] == {"n": "Infinity", "ok": 2}
    for method in ("fusion", "bm25", "adaptive+fallback"):
        hits = c.post("/v1/namespaces/alice/query", json={"text": "brass abacus", "k": 3, "method": method})
        assert hits.status_code == 200 and "legacy-inf" in [h["note"]["id"] for h in hits.json()["hits"]], method
    assert c.get("/v1/namespaces/alice/stats").json()["meta_not_json"] == ["legacy-inf"]
    z = c.get("/v1/namespaces/alice/export")
    assert z.status_code == 200
    manifest = zipfile.ZipFile(io.BytesIO(z.content)).read("alice/notes.jsonl").decode("utf-8")

    def strict(name: str) -> None:
        raise AssertionError(f"the export wrote {name}, which is not JSON")
    rows = [json.loads(line, parse_constant=strict) for line in manifest.splitlines()]
    assert [r["id"] for r in rows] == ids and rows[2]["meta"] == {"n": "Infinity", "ok": 2}
    # and no new one gets in
    r = c.post("/v1/namespaces/alice/remember", content='{"user": "x", "meta": {"n": 1e999}}',
               headers={"Content-Type": "application/json"})
    assert r.status_code == 422 and "meta['n']: inf is not a finite number" in r.json()["error"]["message"]


def test_a_stored_poison_note_still_lists_queries_exports_and_is_named(tmp_path: Path) -> None:
    db, ids = legacy_store(tmp_path)
    r = cli("--db", str(db), "stats")
    assert r.returncode == 0 and "meta_not_json: ['legacy-inf']" in r.stdout, r.stdout + r.stderr
    token = add_token(tmp_path, "alice")
    for _ in range(2):  # and again after a restart
        with Server(tmp_path) as server, server.client(token) as c:
            check_legacy(c, ids)
    assert mem_notes(db) == ids
    with Memory.open(db) as mem:  # the library's export of such a store imports again
        mem.export(tmp_path / "out")
    with Memory.import_folder(tmp_path / "out", tmp_path / "again.db") as mem:
        legacy = mem.get("legacy-inf")
        assert [n.id for n in mem.notes()] == ids and legacy is not None
        assert legacy.meta == {"n": "Infinity", "ok": 2}


def test_an_internal_error_answers_json_and_the_connection_stays_usable(tmp_path: Path) -> None:
    db, ids = legacy_store(tmp_path)
    with Server(tmp_path, "--no-auth") as server:
        wire = Wire(server.port)
        assert wire.send("stats", "GET", "/v1/namespaces/alice/stats")[0] == 200
        # take the notes table away under the running server: its next store read fails inside
        with sqlite3.connect(db) as conn:
            conn.execute("ALTER TABLE notes RENAME TO notes_away")
        status, body = wire.send("stats", "GET", "/v1/namespaces/alice/stats")
        assert status == 500 and body["error"]["code"] == "internal_error", body
        assert "Traceback" not in json.dumps(body)
        # the same connection answers the next request
        sock = wire.conn.sock
        assert wire.send("health", "GET", "/healthz")[0] == 200 and wire.conn.sock is sock
        with sqlite3.connect(db) as conn:
            conn.execute("ALTER TABLE notes_away RENAME TO notes")
        assert wire.send("note", "GET", "/v1/namespaces/alice/notes/legacy-inf")[0] == 200
        # the Host check answers JSON too, on the same connection
        status, body = wire.send("host", "GET", "/v1/namespaces", headers={"Host": "attacker.example"})
        assert status == 400 and body["error"]["code"] == "invalid_host", body
        assert wire.send("health", "GET", "/healthz")[0] == 200 and wire.conn.sock is sock
        assert wire.tally.dropped == [] and len(wire.tally.server_errors) == 1
        wire.close()
    assert mem_notes(db) == ids


def alive(pid: int) -> bool:
    try:
        with Path(f"/proc/{pid}/stat").open() as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def worker_pids(server: Server, n: int) -> set[int]:
    pids: set[int] = set()
    deadline = time.monotonic() + 30
    while len(pids) < n and time.monotonic() < deadline:
        with httpx.Client(base_url=server.url, timeout=10) as c:  # a new connection each time
            pids.add(c.get("/healthz").json()["pid"])
    return pids


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads process states from /proc")
def test_kill_9_of_the_main_process_takes_the_workers_along_and_a_restart_binds(tmp_path: Path) -> None:
    token = add_token(tmp_path, "alice")
    server = Server(tmp_path, "--workers", "2")
    acked: list[str] = []
    try:
        with server.client(token) as c:
            for i in range(12):
                r = c.post("/v1/namespaces/alice/remember", json={"user": f"Reminder {i}: water the fern."})
                assert r.status_code == 201
                acked.append(r.json()["id"])
        workers = worker_pids(server, 2)
        assert len(workers) == 2 and server.proc.pid not in workers
    finally:
        server.kill()  # SIGKILL of the main process only
    deadline = time.monotonic() + 15
    while any(alive(p) for p in workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    orphans = [p for p in workers if alive(p)]
    for p in orphans:  # a failing run must not leave them serving
        os.kill(p, signal.SIGKILL)
    assert not orphans, "workers outlived their parent"
    again = Server(tmp_path, "--workers", "2", port=server.port)  # the same port, at once
    try:
        assert "address already in use" not in again.read_log().lower()
        with again.client(token) as c:
            for nid in acked:
                assert c.get(f"/v1/namespaces/alice/notes/{nid}").status_code == 200
            assert c.get("/v1/namespaces/alice/notes").json()["total"] == len(acked)
        pids = worker_pids(again, 2)
    finally:
        again.proc.send_signal(signal.SIGTERM)
        again.proc.wait(30)
        again.log.close()
    deadline = time.monotonic() + 15
    while any(alive(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(alive(p) for p in pids)


PARENT = """
import os, subprocess, sys, time
child = subprocess.Popen([sys.executable, "-c", sys.argv[1], str(os.getpid())])
print(child.pid, flush=True)
time.sleep(600)
"""
CHILD = """
import os, sys, time
sys.platform = "elsewhere"  # no prctl: only the watch of the parent's pid is left
from taggraph.serve.process import die_with_parent
die_with_parent(int(sys.argv[1]))  # as a worker gets the pid of `taggraph serve`
time.sleep(600)
"""


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads process states from /proc")
def test_without_prctl_the_parent_watch_alone_ends_an_orphaned_worker(tmp_path: Path) -> None:
    import subprocess
    import sys

    from serve_helpers import env

    parent = subprocess.Popen([sys.executable, "-c", PARENT, CHILD], stdout=subprocess.PIPE, text=True, env=env())
    assert parent.stdout is not None
    child = int(parent.stdout.readline())
    time.sleep(1.0)  # the child is up and watching
    assert alive(child)
    parent.kill()
    parent.wait(10)
    deadline = time.monotonic() + 10
    while alive(child) and time.monotonic() < deadline:
        time.sleep(0.05)
    if alive(child):
        os.kill(child, signal.SIGKILL)
        raise AssertionError("the worker outlived its parent")


def mode(p: Path) -> int:
    return stat.S_IMODE(p.stat().st_mode)


def test_store_files_and_the_data_directory_are_private(tmp_path: Path) -> None:
    data = tmp_path / "fresh" / "data"
    old = tmp_path / "old"
    old.mkdir(mode=0o755)
    old.chmod(0o755)  # whatever the umask: a data directory open to others
    with Memory.open(old / "legacy.db") as mem:  # a store made before: loosen it as 0644 was
        mem.remember("An older note.")
    for f in old.glob("legacy.db*"):
        f.chmod(0o644)
    with Server(tmp_path, "--no-auth", "--data-dir", str(data)) as server:  # the last --data-dir counts
        assert mode(data) == 0o700
        r = httpx.post(f"{server.url}/v1/namespaces/alice/remember", json={"user": "My locker code is private."})
        assert r.status_code == 201
        stores = sorted(data.glob("alice.db*"))
        assert {p.name for p in stores} >= {"alice.db", "alice.db-wal", "alice.db-shm"}
        assert {p.name: mode(p) for p in stores} == {p.name: 0o600 for p in stores}
    with Server(old, "--no-auth") as server:
        assert "open to other local users" in server.read_log()  # an existing folder is named, not changed
        r = httpx.get(f"{server.url}/v1/namespaces/legacy/notes")
        assert r.status_code == 200 and r.json()["total"] == 1
        assert {p.name: mode(p) for p in old.glob("legacy.db*")} == {p.name: 0o600 for p in old.glob("legacy.db*")}
    with Memory.open(tmp_path / "lib.db") as mem:  # the library's new stores too
        mem.remember("Library note.")
    assert mode(tmp_path / "lib.db") == 0o600


def mcp_client(url: str) -> Client:
    return Client(streamable_http_client(url, http_client=httpx2.AsyncClient(timeout=60)))


def test_mcp_arguments_are_as_strict_as_http_bodies(tmp_path: Path) -> None:
    with Server(tmp_path, "--no-auth") as server:
        url = f"{server.url}/v1/namespaces/alice/mcp"

        async def main() -> dict[str, str]:
            out: dict[str, str] = {}
            async with mcp_client(url) as client:
                tools = {t.name: t for t in (await client.list_tools()).tools}
                assert all(t.input_schema.get("additionalProperties") is False for t in tools.values())
                ok = await client.call_tool("remember", {"user": "The plumber comes on Thursday."})
                assert not ok.is_error
                bad_args: list[tuple[str, dict[str, Any]]] = [
                    ("bogus", {"text": "plumber", "bogus": 1}), ("k-string", {"text": "plumber", "k": "5"}),
                    ("k-true", {"text": "plumber", "k": True}), ("k-float", {"text": "plumber", "k": 2.5}),
                    ("text-int", {"text": 5})]
                for label, args in bad_args:
                    got = await client.call_tool("query", args)
                    assert got.is_error, label
                    out[label] = tool_text(got)
                bad = await client.call_tool("remember", {"user": "x", "meta": {"n": 1}})
                assert bad.is_error
                out["remember-extra"] = tool_text(bad)
                good = await client.call_tool("query", {"text": "plumber", "k": 5})
                assert not good.is_error and json.loads(tool_text(good))["hits"]
            return out
        out = anyio.run(main)
        assert "bogus" in out["bogus"] and "Extra inputs are not permitted" in out["bogus"]
        assert all("valid integer" in out[k] for k in ("k-string", "k-true", "k-float")), out
        assert "valid string" in out["text-int"] and "meta" in out["remember-extra"]
        # the HTTP API refuses the same values
        with httpx.Client(base_url=server.url) as c:
            for k in ("5", True, 2.5):
                r = c.post("/v1/namespaces/alice/query", json={"text": "plumber", "k": k})
                assert r.status_code == 422 and "k:" in r.json()["error"]["message"], (k, r.text)
            r = c.post("/v1/namespaces/alice/query", json={"text": "plumber", "bogus": 1})
            assert r.status_code == 422 and "bogus" in r.json()["error"]["message"]
