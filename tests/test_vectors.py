"""Vectors written with the notes: a killed import loses at most its batch in flight and a re-run
embeds only what is missing; a store without vectors answers at once and says so; a switch of
embedding model is announced and never mixes two models' vectors. Real SQLite files, a real
Postgres server, the real MiniLM model and a real `taggraph ingest` process."""

from __future__ import annotations

import json
import logging
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from taggraph import Memory
from taggraph.embed import MINILM_MODEL_ID, Embedder, MiniLMOnnx, text_key
from taggraph.notes import Turn

CHORES = ["watered the basil", "fixed the bike chain", "called the landlord", "booked a dentist visit",
          "baked rye bread", "returned the library books", "paid the water bill", "cleaned the gutters"]


def turns(n: int) -> list[Turn]:
    # distinct texts: one vector per note
    return [Turn(f"On day {i} I {CHORES[i % len(CHORES)]} and then walked {i % 7 + 1} km with Ines.",
                 "Sounds like a full day.", session_id=f"s{i // 10}") for i in range(n)]


def vector_keys(db: Path, model: str = MINILM_MODEL_ID) -> set[str]:
    with sqlite3.connect(db) as c:
        return {k for (k,) in c.execute("SELECT key FROM embeddings WHERE model=?", (model,))}


def note_keys(mem: Memory) -> dict[str, str]:
    return {n.id: text_key(n.raw_text) for n in mem.notes()}


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "taggraph.cli", *args], capture_output=True, text=True,
                          env=dict(os.environ), timeout=600)


def test_kill_during_ingest_then_rerun_embeds_each_note_once(tmp_path: Path) -> None:
    src = tmp_path / "history.jsonl"
    src.write_text("".join(json.dumps({"user": t.user, "assistant": t.assistant, "session_id": t.session_id}) + "\n"
                           for t in turns(600)), encoding="utf-8")
    db = tmp_path / "m.db"
    cmd = [sys.executable, "-m", "taggraph.cli", "--db", str(db), "ingest", str(src), "--batch-size", "32",
           "--no-index", "--json"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=dict(os.environ))
    deadline = time.monotonic() + 300
    try:
        while time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.2)
            if db.exists() and len(_safe_keys(db)) >= 96:  # three batches in
                break
        assert proc.poll() is None, "ingest finished before it could be killed"
        proc.send_signal(signal.SIGKILL)
    finally:
        proc.wait(timeout=60)
        assert proc.stdout is not None and proc.stderr is not None
        proc.stdout.close()
        proc.stderr.close()
    with Memory.open(db, vectors="lazy") as mem:
        keys = note_keys(mem)
    before = vector_keys(db)
    assert 96 <= len(before) <= len(keys) < 600
    assert before <= set(keys.values())  # a vector is committed after its note, never before
    r = run_cli("--db", str(db), "ingest", str(src), "--batch-size", "32", "--no-index", "--json")
    assert r.returncode == 0, r.stderr
    report = json.loads(r.stdout)
    assert report["added"] == 600 - len(keys)
    with Memory.open(db) as mem:
        after = note_keys(mem)
        assert len(after) == 600
        assert vector_keys(db) == set(after.values())  # every note has its vector
        # none computed twice: the re-run computed exactly the vectors that were missing
        assert report["vectors_computed"] == 600 - len(before)
        assert mem.stats()["vectors"]["embedded_share"] == 1.0


def _safe_keys(db: Path) -> set[str]:
    try:
        return vector_keys(db)
    except sqlite3.Error:  # the file exists before its tables
        return set()


def test_a_store_without_vectors_answers_at_once_and_says_so(tmp_path: Path) -> None:
    db = tmp_path / "old.db"
    # a store written the old way: no vector was written with the notes
    with Memory.open(db, vectors="lazy") as mem:
        mem.remember_many(turns(40))
    assert not vector_keys(db)
    with Memory.open(db) as mem:
        hits = mem.query("When did I fix the bike chain?", k=3)
        emb = mem.vectors.embedder()
        assert emb is not None and emb.stats.computed == 0  # nothing embedded for the query's sake
        e = hits[0].explanation
        assert e["model"] == "lexical" and e["dense"].startswith("partial: 0.0% of notes have a vector")
        assert "bike chain" in hits[0].note.user
        vec = mem.stats()["vectors"]
        assert (vec["embedded"], vec["notes"], vec["embedded_share"]) == (0, 40, 0.0)
        assert "taggraph reindex" in vec["note"]
    r = run_cli("--db", str(db), "reindex", "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["computed"] == 40
    with Memory.open(db) as mem:
        assert mem.stats()["vectors"]["embedded_share"] == 1.0
        hits = mem.query("When did I fix the bike chain?", k=3)
        assert hits[0].explanation["model"] != "lexical" and hits[0].explanation["dense"] == "on"
        assert mem.index.events and all(not ev.startswith("built") for _, ev in mem.index.events)
    r = run_cli("--db", str(db), "reindex", "--json")
    assert json.loads(r.stdout)["computed"] == 0  # nothing left to embed


def test_vectors_of_each_batch_are_written_on_both_backends(new_store: Callable[[], str]) -> None:
    url = new_store()
    with Memory.open(url) as mem:
        notes = mem.remember_many(turns(70), batch_size=32)
        mem.remember("I moved the piano to the hall.", "Heavy work!")
        emb = mem.vectors.embedder()
        assert emb is not None and emb.stats.computed == 71
        got = mem.store.embedding_get(MINILM_MODEL_ID, [text_key(n.raw_text) for n in notes])
        assert len(got) == 70
        assert mem.store.get_meta("embedding_model") == MINILM_MODEL_ID
    with Memory.open(url) as mem:
        mem.remember_many(turns(70))  # the same turns again: nothing to store, nothing to embed
        emb = mem.vectors.embedder()
        assert emb is not None and emb.stats.computed == 0
        assert mem.stats()["vectors"]["embedded"] == 71


def test_switching_the_embedding_model_is_announced_and_never_mixed(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    db = tmp_path / "m.db"
    with Memory.open(db) as mem:
        mem.remember_many(turns(30))
    other = Embedder(MiniLMOnnx(max_tokens=64))  # another model id: all-MiniLM-L6-v2-onnx-int8-t64
    assert other.model_id != MINILM_MODEL_ID
    with caplog.at_level(logging.WARNING, logger="taggraph"), Memory.open(db, embedder=other) as mem:
        vec = mem.stats()["vectors"]
        assert vec["model"] == other.model_id and vec["store_model"] == MINILM_MODEL_ID
        assert vec["embedded"] == 0 and "never mixed" in vec["note"]
        assert MINILM_MODEL_ID in caplog.text and other.model_id in caplog.text
        hits = mem.query("How far did I walk with Ines?", k=3)
        assert hits[0].explanation["model"] == "lexical"
        mem.remember("I sold the old bike to a neighbour.", "Good riddance.")
        assert len(vector_keys(db, other.model_id)) == 1  # the new note's vector, under the new model
        report = mem.fill_vectors()
        assert report["computed"] == 30
        assert mem.store.get_meta("embedding_model") == other.model_id
        hits = mem.query("How far did I walk with Ines?", k=3)
        assert hits[0].explanation["dense"] == "on"
    # the old model's vectors are untouched and not counted for the new one
    assert len(vector_keys(db)) == 30 and len(vector_keys(db, other.model_id)) == 31
    with Memory.open(db) as mem:  # back to the default model: its 30 vectors, the new note lacks one
        vec = mem.stats()["vectors"]
        assert (vec["embedded"], vec["notes"]) == (30, 31) and vec["store_model"] == other.model_id


def test_serve_fills_missing_vectors_in_the_background(tmp_path: Path) -> None:
    from serve_helpers import Server

    data = tmp_path / "data"
    data.mkdir()
    from taggraph.serve.namespaces import SUFFIX

    with Memory.open(data / f"old{SUFFIX}", vectors="lazy") as mem:  # written without vectors
        mem.remember_many(turns(50))
    with Server(data, "--no-auth") as server, server.client() as c:
        # answered at once, by the lexical model, while the vectors are being written
        hits = c.post("/v1/namespaces/old/query", json={"text": "Who did I walk with?", "k": 1}).json()["hits"]
        assert hits and "Ines" in hits[0]["note"]["user"]
        deadline = time.monotonic() + 240
        while True:
            vec = c.get("/readyz").json()["vectors"]
            if vec["state"] == "complete" and "old" in vec["stores"]:
                break
            assert time.monotonic() < deadline, vec
            time.sleep(0.5)
        assert vec["stores"]["old"]["computed"] == 50 and vec["notes_to_check"] == 0
        st = c.get("/v1/namespaces/old/stats").json()["vectors"]
        assert (st["embedded"], st["notes"]) == (50, 50)
    assert len(vector_keys(data / f"old{SUFFIX}")) == 50


def test_background_fill_checks_only_the_notes_written_since_its_last_pass(tmp_path: Path) -> None:
    from taggraph.index.vectors import BackgroundFill

    db = tmp_path / "m.db"
    with Memory.open(db, vectors="lazy") as mem:
        mem.remember_many(turns(40))
    fill = BackgroundFill(lambda: [("m", str(db))])
    fill.fill_once()
    assert fill.status()["stores"]["m"]["last_pass"] == {"checked": 40, "computed": 40, "whole_store": True}
    with Memory.open(db, vectors="lazy") as mem:
        mem.remember_many(turns(43)[40:])  # three more notes, again without vectors
        mem.forget(mem.store.note_ids()[0][0])
    fill.fill_once()
    st = fill.status()["stores"]["m"]
    # the three new notes were read, not the 39 that had their vectors already
    assert st["last_pass"] == {"checked": 3, "computed": 3, "whole_store": False}
    assert (st["notes"], st["checked"], st["computed"]) == (42, 42, 43)
    with Memory.open(db) as mem:
        vec = mem.stats()["vectors"]
        assert (vec["embedded"], vec["notes"]) == (42, 42)
    fill.fill_once()  # nothing written since: no pass at all
    assert fill.status()["stores"]["m"]["last_pass"]["checked"] == 3
    db.unlink()  # a namespace deleted and written again: its change log starts over, so all of it
    with Memory.open(db, vectors="lazy") as mem:
        mem.remember_many(turns(45)[40:])
    fill.fill_once()
    assert fill.status()["stores"]["m"]["last_pass"] == {"checked": 5, "computed": 5, "whole_store": True}


def test_a_writer_without_the_dense_packages_stores_notes_and_reindex_adds_vectors(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    script = (
        "import sys, json\n"
        "sys.modules['onnxruntime'] = None  # as if taggraph[dense] were not installed\n"
        "from taggraph import Memory\n"
        f"with Memory.open({str(db)!r}) as mem:\n"
        "    mem.remember('I fixed the bike chain on Sunday.', 'Nice.')\n"
        "    mem.remember('Ines and I walked 5 km by the river.', 'Lovely.')\n"
        "    hits = mem.query('When did I fix the bike chain?', k=1)\n"
        "    print(json.dumps({'vectors': mem.stats()['vectors'], 'top': hits[0].note.user,\n"
        "                      'model': hits[0].explanation['model']}))\n")
    r = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=dict(os.environ), timeout=300)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout.strip().splitlines()[-1])
    assert out["vectors"]["status"].startswith("unavailable") and out["model"] == "lexical"
    assert "bike chain" in out["top"]
    assert not vector_keys(db)
    with Memory.open(db) as mem:  # dense packages present again: the gap is reported, then filled
        assert mem.stats()["vectors"]["embedded"] == 0
        assert mem.fill_vectors()["computed"] == 2
        assert mem.stats()["vectors"]["embedded_share"] == 1.0
