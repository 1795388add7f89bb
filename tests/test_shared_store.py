"""Several taggraph processes sharing one store, as server replicas share one Postgres: each sees
the others' writes and forgets through the change log, without reopening. Then the Postgres
server itself crashing or restarting under a writer."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest
from pgcluster import PgCluster

from taggraph import Memory
from taggraph.store import StoreError, open_store

pytestmark = pytest.mark.slow

PEER = textwrap.dedent("""
    import sys, time
    from taggraph import Memory

    url, me, other, n = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])

    def theirs(mem, i):
        hits = mem.query(f"{other} logbook entry {i} pier {i}", k=10)
        return [h for h in hits if h.note.session_id == other and h.note.user.startswith(f"{other} logbook entry {i}:")]

    def wait_for(check, what):
        deadline = time.time() + 120
        while not check():
            if time.time() > deadline:
                sys.exit(f"{me} never saw {what}")
            time.sleep(0.02)

    with Memory.open(url) as mem:
        mem.query("warm up")  # the in-memory view is built once, here; later writes arrive as changes
        for i in range(n):
            mem.remember(f"{me} logbook entry {i}: the {me} crew inspected pier {i}", "ok", session_id=me)
            wait_for(lambda: theirs(mem, i), f"{other}'s entry {i}")
            print("SAW", i, flush=True)
        mine = next(x for x in mem.notes() if x.user.startswith(f"{me} logbook entry 0:"))
        assert mem.forget(mine.id)
        wait_for(lambda: not theirs(mem, 0), f"{other} forget entry 0")
        print("SAW FORGET", len(mem.index.notes), flush=True)
""")


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONUNBUFFERED": "1"}


def test_two_processes_see_each_others_writes_through_the_change_log(tmp_path: Path,
                                                                      new_store: Callable[[], str]) -> None:
    db = new_store()
    with Memory.open(db):
        pass
    script = tmp_path / "peer.py"
    script.write_text(PEER)
    n = 8
    procs = [subprocess.Popen([sys.executable, str(script), db, me, other, str(n)], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=_env())
             for me, other in (("harbor", "quarry"), ("quarry", "harbor"))]
    for p in procs:
        out, err = p.communicate(timeout=300)
        assert p.returncode == 0, err
        lines = out.splitlines()
        assert lines[:n] == [f"SAW {i}" for i in range(n)]
        # each process's own index holds both peers' notes minus the two forgotten ones
        assert lines[n] == f"SAW FORGET {2 * n - 2}"
    with Memory.open(db) as mem:
        assert len(mem) == 2 * n - 2


INGEST = textwrap.dedent("""
    import sys
    from taggraph import Memory, Turn
    url, n = sys.argv[1], int(sys.argv[2])
    turns = [Turn(f"Turn {i}: the tide table for berth {i % 31} changed.", "ok") for i in range(n)]
    with Memory.open(url) as mem:
        def progress(done, total, notes):
            print("\\n".join(x.id for x in notes), flush=True)  # printed only after the commit
        mem.remember_many(turns, batch_size=50, progress=progress)
    print("DONE", flush=True)
""")


def test_postgres_crash_mid_ingest_loses_no_acknowledged_note(tmp_path: Path, pg: PgCluster, pg_url: str) -> None:
    script = tmp_path / "ingest.py"
    script.write_text(INGEST)
    proc = subprocess.Popen([sys.executable, str(script), pg_url, "1500"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=_env())
    returned: list[str] = []
    assert proc.stdout is not None
    try:
        for line in proc.stdout:
            returned.append(line.strip())
            if len(returned) >= 300:
                pg.stop("immediate")  # no shutdown checkpoint: the restart replays the WAL, as after a crash
                break
        out, err = proc.communicate(timeout=60)
    finally:
        pg.launch()
    returned += [ln.strip() for ln in out.splitlines() if ln.strip()]
    assert proc.returncode != 0 and "DONE" not in returned
    assert "cannot connect to postgresql://" in err or "terminat" in err, err  # a StoreError, not a hang
    with Memory.open(pg_url) as mem:
        stored = [n.user for n in mem.notes()]
        ids = {n.id for n in mem.notes()}
        assert mem.store.integrity_check() == "ok"
    assert not [i for i in returned if i not in ids]
    numbers = [int(u.split(":")[0].split()[1]) for u in stored]
    assert numbers == list(range(len(numbers))) and len(numbers) % 50 == 0


def test_postgres_restart_between_writes_is_survived(pg: PgCluster, pg_url: str) -> None:
    with Memory.open(pg_url) as mem:
        first = mem.remember("The ferry to the island leaves at seven.")
        pg.stop("fast")
        try:
            with pytest.raises(StoreError, match="cannot connect to postgresql://"):
                mem.remember("Nothing can be stored while the server is down.")
        finally:
            pg.launch()
        second = mem.remember("The return ferry leaves at nine.")  # the dropped connection is reopened
        assert [h.note_id for h in mem.query("ferry leaves", k=5)] and len(mem) == 2
        assert {first.id, second.id} == {n.id for n in mem.notes()}
    store = open_store(pg_url)
    assert store.integrity_check() == "ok"
    store.close()


def test_cli_on_postgres_from_two_processes(tmp_path: Path, pg_url: str) -> None:
    history = tmp_path / "h.jsonl"
    history.write_text('{"user": "The community garden plot number is 14B.", "assistant": "Saved."}\n'
                       '{"user": "Bring the seed catalogue on Sunday.", "assistant": "OK."}\n')
    env = {**_env(), "TAGGRAPH_DB": pg_url}
    cmd = [sys.executable, "-m", "taggraph.cli"]
    r = subprocess.run([*cmd, "ingest", str(history), "--json"], check=False, capture_output=True, text=True, env=env)
    assert r.returncode == 0, r.stderr
    r = subprocess.run([*cmd, "query", "garden plot number", "--json", "-k", "1"], check=False, capture_output=True,
                       text=True, env=env)
    assert r.returncode == 0, r.stderr
    assert "14B" in r.stdout
    r = subprocess.run([*cmd, "--db", pg_url.replace("/t", "/nope_t", 1), "stats"], check=False, capture_output=True,
                       text=True, env=_env())
    assert r.returncode == 2 and "cannot connect to postgresql://" in r.stderr and "Traceback" not in r.stderr
