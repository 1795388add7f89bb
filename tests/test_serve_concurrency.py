"""Concurrent writers in two server processes on one data directory, and a server killed with
SIGKILL in the middle of remember_many: no acknowledged note is ever lost."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest
from serve_helpers import Server, add_token

from taggraph import Memory, Turn
from taggraph.serve.namespaces import NamespaceNotFoundError, Namespaces
from taggraph.store import blobfiles

HOBBIES = ["pottery", "bouldering", "sourdough baking", "birdwatching", "chess", "sailing", "calligraphy"]
PLACES = ["Tallinn", "Oaxaca", "Dunedin", "Bergen", "Cusco", "Hobart", "Ghent"]


def turn(writer: int, i: int) -> dict[str, str]:
    # a unique marker word per note lets every reader find exactly that note
    return {"user": f"Writer{writer} entry{i}: I took up {HOBBIES[(writer + i) % 7]} after a week in "
                    f"{PLACES[(writer * 3 + i) % 7]}, marker zq{writer}x{i}.",
            "assistant": "Nice, noted."}


def test_eight_writers_in_two_processes_lose_nothing(tmp_path: Path) -> None:
    token = add_token(tmp_path, "shared")
    a, b = Server(tmp_path), Server(tmp_path)
    try:
        acked: list[str] = []
        lock = threading.Lock()

        def writer(w: int) -> None:
            server = (a, b)[w % 2]  # four writers per process
            with server.client(token) as c:
                i = 0
                while i < 12:
                    if i % 4 == 0:  # every other request a batch of three
                        r = c.post("/v1/namespaces/shared/remember_many",
                                   json={"turns": [turn(w, i + j) for j in range(3)]})
                        assert r.status_code == 201, r.text
                        ids = [n["id"] for n in r.json()["notes"]]
                        i += 3
                    else:
                        r = c.post("/v1/namespaces/shared/remember", json=turn(w, i))
                        assert r.status_code == 201, r.text
                        ids = [r.json()["id"]]
                        i += 1
                    with lock:
                        acked.extend(ids)
                    # reads interleave with the writes of both processes; the unique marker is a
                    # lexical lookup, so BM25 must rank its note first
                    q = c.post("/v1/namespaces/shared/query",
                               json={"text": f"marker zq{w}x{i - 1}", "k": 3, "method": "bm25"})
                    assert q.status_code == 200, q.text
                    assert q.json()["hits"][0]["note"]["id"] == ids[-1]

        with ThreadPoolExecutor(8) as pool:
            list(pool.map(writer, range(8)))
        assert len(acked) == len(set(acked)) == 8 * 12

        for server in (a, b):  # each process's warm view followed the other's writes
            with server.client(token) as c:
                listed = c.get("/v1/namespaces/shared/notes", params={"limit": 500}).json()
                assert listed["total"] == len(acked)
                assert {n["id"] for n in listed["notes"]} == set(acked)
                assert c.get("/v1/namespaces/shared/stats").json()["notes"] == len(acked)
                for w in range(8):
                    hits = c.post("/v1/namespaces/shared/query", json={"text": f"zq{w}x11", "k": 1}).json()["hits"]
                    assert hits[0]["note"]["user"].startswith(f"Writer{w} entry11:")
    finally:
        a.stop()
        b.stop()
    with Memory.open(tmp_path / "shared.db") as mem:
        assert {n.id for n in mem.notes()} == set(acked)
        assert mem.store.integrity_check() == "ok"


def test_sigkill_during_remember_many_loses_no_acknowledged_note(tmp_path: Path) -> None:
    token = add_token(tmp_path, "crash")
    server = Server(tmp_path)
    acked: list[str] = []
    sent = 0
    failed: list[BaseException] = []
    three_acked = threading.Event()

    def client() -> None:
        nonlocal sent
        with server.client(token) as c:
            batch = 0
            while True:
                turns = [turn(batch, i) for i in range(96)]
                sent += 1
                try:
                    r = c.post("/v1/namespaces/crash/remember_many", json={"turns": turns})
                except httpx.TransportError as exc:  # the connection dies with the server
                    failed.append(exc)
                    return
                assert r.status_code == 201, r.text
                acked.extend(n["id"] for n in r.json()["notes"])
                batch += 1
                if batch == 3:
                    three_acked.set()

    t = threading.Thread(target=client)
    t.start()
    assert three_acked.wait(120)
    time.sleep(0.08)  # inside the next request's extraction or commit
    server.kill()
    t.join(30)
    assert failed, "the client should have seen the connection drop"
    assert sent > len(acked) // 96, "a request was in flight when the server died"

    with Server(tmp_path) as again, again.client(token) as c:
        total = c.get("/v1/namespaces/crash/stats").json()["notes"]
        assert total >= len(acked)
        stored: set[str] = set()
        while len(stored) < total:
            page = c.get("/v1/namespaces/crash/notes", params={"limit": 500, "offset": len(stored)}).json()
            stored |= {n["id"] for n in page["notes"]}
        assert set(acked) <= stored, (len(acked), len(stored), total, len(set(acked) - stored))
        hits = c.post("/v1/namespaces/crash/query", json={"text": "marker zq2x95", "k": 1}).json()["hits"]
        assert hits[0]["note"]["user"].startswith("Writer2 entry95:")
    with Memory.open(tmp_path / "crash.db") as mem:
        assert mem.store.integrity_check() == "ok"


def test_workers_follow_each_others_writes(tmp_path: Path) -> None:
    token = add_token(tmp_path, "team")
    with Server(tmp_path, "--workers", "2") as server:
        pids: set[int] = set()
        acked: list[str] = []
        i = 0
        # at least 40 rounds, and on until both workers have answered (a worker still loading
        # on a busy machine answers nothing at first); bounded, so a lone worker still fails
        while i < 40 or len(pids) < 2 and i < 400:
            with server.client(token) as c:  # a new connection each time: either worker may answer
                pids.add(c.get("/healthz").json()["pid"])
                if i % 2 == 0:
                    r = c.post("/v1/namespaces/team/remember", json=turn(5, i))
                    assert r.status_code == 201, r.text
                    acked.append(r.json()["id"])
                else:  # the note just written is found whichever worker answers now
                    hits = c.post("/v1/namespaces/team/query", json={"text": f"zq5x{i - 1}", "k": 1,
                                                                   "method": "bm25"}).json()["hits"]
                    assert hits[0]["note"]["id"] == acked[-1]
                    listed = c.get("/v1/namespaces/team/notes", params={"limit": 500}).json()
                    assert {n["id"] for n in listed["notes"]} == set(acked)
            i += 1
        assert len(pids) == 2, "both worker processes answered"


def test_preloaded_namespaces_are_loaded_before_the_server_is_ready(tmp_path: Path) -> None:
    for name in ("alpha", "beta"):
        with Memory.open(tmp_path / f"{name}.db") as mem:
            mem.remember_many([Turn(f"{name} note {i}: the tram to the harbour was late again.") for i in range(3)])
    token = add_token(tmp_path, "*")
    with Server(tmp_path, "--preload", "alpha", "--preload", "missing") as srv, srv.client(token) as c:
        alpha = c.get("/v1/namespaces/alpha/stats").json()["fusion"]["dense"]
        beta = c.get("/v1/namespaces/beta/stats").json()["fusion"]["dense"]
    assert alpha.startswith("on") and beta.startswith("available (not loaded")
    from serve_helpers import cli

    r = cli("serve", "--data-dir", str(tmp_path), "--preload", "../etc", "--no-auth")
    assert r.returncode != 0 and "invalid namespace" in r.stderr and "Traceback" not in r.stderr


def test_a_request_holding_a_deleted_namespace_gets_not_found(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The handle a request fetched just before another request deleted the namespace: its read or
    # write is refused as "not found", and the deleted store is not brought back by it.
    monkeypatch.setattr(blobfiles, "FILE_MIN", 1)  # its snapshots are files, which go with it
    spaces = Namespaces(tmp_path)
    spaces.write("gone", lambda m: (m.remember("The library closes early on Fridays."),
                                    m.query("library", method="bm25"), m.save_index()), create=True)
    assert list(blobfiles.folder(str(tmp_path / "gone.db")).glob("*" + blobfiles.SUFFIX))
    stale = spaces.get("gone")
    spaces.delete("gone")
    with pytest.raises(NamespaceNotFoundError, match="was deleted"), stale.writing() as mem:
        mem.remember("Written after the delete.")
    with pytest.raises(NamespaceNotFoundError, match="was deleted"), stale.reading() as mem:
        mem.query("library")
    assert not (tmp_path / "gone.db").exists() and spaces.names() == []
    assert not blobfiles.folder(str(tmp_path / "gone.db")).exists()
    spaces.close()


def test_requests_for_namespaces_that_do_not_exist_leave_nothing_behind(tmp_path: Path) -> None:
    # A client may ask for any number of made-up names: each is a 404, and the server keeps no
    # lock, handle or file for it (it kept one lock per name before).
    spaces = Namespaces(tmp_path)
    for i in range(500):
        with pytest.raises(NamespaceNotFoundError, match="does not exist"):
            spaces.read(f"made-up-{i}", lambda m: m.query("anything"))
    assert spaces._opening == {} and spaces.names() == []  # noqa: SLF001 - what a request leaves is the point
    spaces.write("real", lambda m: m.remember("The bakery opens at seven."), create=True)
    assert list(spaces._opening) == ["real"]  # noqa: SLF001
    spaces.close()


def test_a_warm_namespace_is_kept_out_of_the_collectors_view_and_freed_once_deleted(tmp_path: Path) -> None:
    # After its first query a namespace's objects are frozen (gc.freeze), so full collections
    # stop walking them; deleting it gives them back, so the collector frees its store's
    # reference cycles instead of keeping them for the life of the server.
    import gc
    import weakref

    gc.unfreeze()
    spaces = Namespaces(tmp_path)
    spaces.write("kept", lambda m: m.remember("My sister moved to Porto last spring."), create=True)
    spaces.write("gone", lambda m: m.remember("The gym closes at nine on weekdays."), create=True)
    assert gc.get_freeze_count() == 0
    spaces.read("gone", lambda m: m.query("gym", method="bm25"), kind="bm25")
    assert gc.get_freeze_count() > 0
    index = weakref.ref(spaces.get("gone").memory.index)
    spaces.delete("gone")
    assert gc.get_freeze_count() == 0
    gc.collect()
    assert index() is None
    assert [h.note_id for h in spaces.read("kept", lambda m: m.query("sister"))]
    spaces.close()
