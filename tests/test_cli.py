"""The command line end to end on real files: every read command's --json, the demo, errors."""

import json
import os
import re
import socket
import subprocess
import sys
from pathlib import Path

import pytest


def run(*args: str, db: Path | None = None) -> subprocess.CompletedProcess[str]:
    cmd = [sys.executable, "-m", "taggraph.cli"] + (["--db", str(db)] if db else []) + list(args)
    return subprocess.run(cmd, capture_output=True, text=True, env=dict(os.environ), timeout=300)


def test_remember_query_stats_export_import_forget(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    r = run("remember", "My vet is Dr. Alvarez at Hawthorne Vet Clinic.", "Noted.", "--session", "s1",
            "--time", "2026-09-02T08:05", "--json", db=db)
    assert r.returncode == 0, r.stderr
    note = json.loads(r.stdout)
    assert note["session_id"] == "s1" and note["tags"]["who"]
    # One note: every word is in 100% of the notes, so the paper's 15% filter leaves nothing and
    # only the +fallback variants of the filtered methods answer.
    for method in ("bm25", "taggraph-tfidf+fallback", "adaptive+fallback"):
        r = run("query", "what is my vet's name", "--method", method, "--json", db=db)
        assert r.returncode == 0, r.stderr
        hits = json.loads(r.stdout)
        assert hits[0]["note"]["id"] == note["id"] and hits[0]["explanation"]
    r = run("query", "what is my vet's name", "--method", "taggraph-tfidf", "--json", db=db)
    assert r.returncode == 0 and json.loads(r.stdout) == []
    st = json.loads(run("stats", "--json", db=db).stdout)
    assert st["notes"] == 1 and st["extractor"].startswith("offline")
    assert run("export", str(tmp_path / "out"), db=db).returncode == 0
    assert (tmp_path / "out" / "ontology.md").exists()
    assert run("import", str(tmp_path / "out"), db=tmp_path / "copy.db").returncode == 0
    assert json.loads(run("stats", "--json", db=tmp_path / "copy.db").stdout)["notes"] == 1
    assert run("forget", note["id"], db=db).returncode == 0
    r = run("forget", note["id"], db=db)
    assert r.returncode == 2 and "no note with id" in r.stderr


def test_methods_lists_all_six() -> None:
    r = run("methods", "--json")
    names = set(json.loads(r.stdout))
    assert {"bm25", "taggraph-basic", "taggraph-stopwords", "taggraph-tfidf", "adaptive", "openclaw"} <= names
    assert "adaptive-no-diffusion" in json.loads(run("methods", "--all", "--json").stdout)


def test_methods_all_names_each_departure_from_the_paper() -> None:
    from taggraph.embed import MAX_TOKENS
    from taggraph.graph.base import MAX_SIMILAR
    from taggraph.retrieve.adaptive import LOCAL_ABOVE
    from taggraph.retrieve.push import DEFAULT_EPS

    r = run("methods", "--all")
    assert r.returncode == 0, r.stderr
    line = {ln.split()[0]: ln for ln in r.stdout.splitlines() if ln.strip()}
    # the numbers in the words are the ones the code runs with
    adaptive = line["adaptive"]
    assert "not as in the paper" in adaptive and "the paper's graph is unbounded" in adaptive
    assert f"similarity edges capped at {MAX_SIMILAR} per topic" in adaptive
    assert f"above {LOCAL_ABOVE:,} graph edges" in adaptive
    eps = re.search(r"eps ([0-9.e-]+)\)", adaptive)
    assert eps is not None and float(eps.group(1)) == DEFAULT_EPS
    assert "(same cap)" in line["adaptive+fallback"]
    # "exact" is the PPR, not the paper's unbounded graph
    assert f"capped graph ({MAX_SIMILAR} similarity edges per topic)" in line["adaptive-exact"]
    assert "nomic-embed-text-v1.5" in line["openclaw"] and f"first {MAX_TOKENS} tokens" in line["openclaw"]
    assert "not as in the paper" not in line["bm25"] + line["taggraph-tfidf"]
    assert "Fidelity to the paper" in r.stdout
    assert json.loads(run("methods", "--all", "--json").stdout)["adaptive"] == adaptive.split(None, 1)[1]


def test_demo_runs(tmp_path: Path) -> None:
    r = run("demo", "--methods", "bm25,taggraph-stopwords", "-k", "1")
    assert r.returncode == 0, r.stderr
    assert "Remembered 40 exchanges" in r.stdout and "Ontology (ontology.md):" in r.stdout
    assert r.stdout.count("Q: ") == 6


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_dead_llm_server_is_one_clear_error_and_stores_nothing(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    f = tmp_path / "t.jsonl"
    f.write_text(json.dumps({"user": "hello there"}) + "\n")
    url = f"http://127.0.0.1:{_free_port()}/v1"
    r = run("ingest", str(f), "--extractor", "llm", "--llm-url", url, "--llm-model", "m", db=db)
    assert r.returncode == 2
    assert f"cannot reach {url}" in r.stderr and "--llm-url" in r.stderr and "Traceback" not in r.stderr
    if db.exists():
        assert json.loads(run("stats", "--json", db=db).stdout)["notes"] == 0


@pytest.mark.parametrize("args", [["query", "x", "--method", "nope"], ["query", "x", "-k", "0"]])
def test_bad_query_arguments(tmp_path: Path, args: list[str]) -> None:
    r = run(*args, db=tmp_path / "m.db")
    assert r.returncode == 2 and "Traceback" not in r.stderr


def test_ingest_saves_the_default_methods_indexes(tmp_path: Path) -> None:
    f = tmp_path / "turns.jsonl"
    f.write_text("\n".join(json.dumps({"user": f"Day {i}: I repotted the fern and fed the sourdough starter."})
                           for i in range(5)) + "\n")
    db = tmp_path / "m.db"
    r = run("ingest", str(f), "--index", db=db)
    assert r.returncode == 0, r.stderr
    assert "index components saved" in r.stderr
    from taggraph import Memory

    with Memory.open(db) as mem:
        blobs = mem.store.blob_info()
    # the default method's own parts, dense vectors included, are in the store
    assert any(name.startswith("index/raw-text:") for name in blobs)
    assert {"index/bm25-postings", "index/fusion-sessions"} <= set(blobs)
    # the default does the same (--index is kept for old scripts); --no-index builds nothing
    r = run("ingest", str(f), db=tmp_path / "plain.db")
    with Memory.open(tmp_path / "plain.db") as mem:
        assert set(mem.store.blob_info()) == set(blobs)
    r = run("ingest", str(f), "--no-index", db=tmp_path / "bare.db")
    with Memory.open(tmp_path / "bare.db") as mem:
        assert not mem.store.blob_info()
        assert mem.stats()["vectors"]["embedded"] == 5  # vectors are written with the notes either way


def test_a_reader_that_leaves_early_gets_no_traceback() -> None:
    # `taggraph methods --json | head -c 0`: the pipe is closed before the command writes to it
    p = subprocess.Popen([sys.executable, "-m", "taggraph.cli", "methods", "--all", "--json"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert p.stdout is not None and p.stderr is not None
    p.stdout.close()
    err = p.stderr.read().decode()
    assert p.wait(timeout=120) == 141
    assert "Traceback" not in err and "Error" not in err
