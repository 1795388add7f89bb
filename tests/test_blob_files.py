"""Large snapshots of a SQLite store kept as files beside it and mapped by a new process
(``taggraph.store.blobfiles``). The size from which a snapshot becomes a file is lowered so the
same paths run on small stores of a real SQLite file."""

import mmap
import os
import time
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from test_snapshot import WordTags, answers, events, history, rebuilt

from taggraph import Memory
from taggraph.graph.snapshot import GraphSnapshot
from taggraph.store import blobfiles
from taggraph.store.snapshot import PREFIX, Snapshots, decode_file, release
from taggraph.store.sqlite import SQLiteStore

KEYS = {"note-stats", "bm25-postings", "graph", "term-postings", "ontology"}


def saved_store(db: Path, n: int = 150) -> None:
    with Memory.open(db, extractor=WordTags()) as mem:
        mem.remember_many(history(n))
        answers(mem)
        assert set(mem.save_index()) == KEYS


def files(db: Path) -> list[Path]:
    d = blobfiles.folder(str(db))
    return sorted(d.glob(f"*{blobfiles.SUFFIX}")) if d.is_dir() else []


def mapped(arr: np.ndarray) -> bool:
    """Whether ``arr`` is a view of a memory map (not a copy in the process's own memory)."""
    base: Any = arr
    while isinstance(base, np.ndarray):
        base = base.base
    return isinstance(base, memoryview) and isinstance(base.obj, mmap.mmap)


def loads_and_answers_as_a_rebuild(db: Path) -> None:
    with Memory.open(db, extractor=WordTags()) as mem:
        got = answers(mem)
        assert all(v == "loaded (+0 changes)" for v in events(mem).values()), events(mem)
    assert got == rebuilt(db)


@pytest.fixture
def small_files(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(blobfiles, "FILE_MIN", 1)


@pytest.mark.usefixtures("small_files")
def test_large_snapshots_are_files_that_a_new_process_maps_and_answers_from_as_a_rebuild(tmp_path: Path) -> None:
    db = tmp_path / "files.db"
    saved_store(db)
    store = SQLiteStore(db)
    rows = store.conn.execute("SELECT name, length(data) FROM blobs WHERE name LIKE 'index/%'").fetchall()
    info = store.blob_info()
    assert {name for name, _ in rows} == {PREFIX + k for k in KEYS}
    assert all(n < 200 for _, n in rows)  # pointer rows; the bytes are in the files
    got = files(db)
    assert len(got) == len(KEYS) and oct(blobfiles.folder(str(db)).stat().st_mode & 0o777) == "0o700"
    assert sorted(info[PREFIX + k][0] for k in KEYS) == sorted(f.stat().st_size for f in got)
    found = store.blob_file(PREFIX + "graph")
    assert isinstance(found, tuple)
    path, size, position = found
    arrays = decode_file(path, size, {})
    assert arrays and all(mapped(a) for a in arrays.values())
    copies = {k: a.copy() for k, a in arrays.items()}
    release(arrays)  # pages dropped from the process are read again when touched
    assert all(np.array_equal(arrays[k], copies[k]) for k in arrays)
    assert store.get_blob(PREFIX + "graph") == (Path(path).read_bytes(), position)  # rows' readers read files too
    store.close()
    loads_and_answers_as_a_rebuild(db)


@pytest.mark.usefixtures("small_files")
def test_a_new_save_replaces_the_file_and_removes_the_old_and_a_killed_saves_leftover(tmp_path: Path) -> None:
    db = tmp_path / "again.db"
    saved_store(db)
    before = {f.name for f in files(db)}
    d = blobfiles.folder(str(db))
    stem = files(db)[0].name.split("-")[0]
    old_tmp, new_tmp = d / f".tmp-{stem}-dead", d / f".tmp-{stem}-busy"  # killed saves; one still writing
    for f in (old_tmp, new_tmp):
        f.write_bytes(b"partial")
    os.utime(old_tmp, (time.time() - 7200, time.time() - 7200))
    with Memory.open(db, extractor=WordTags()) as mem:
        mem.remember_many(history(20, seed=9))
        answers(mem)
        assert set(mem.save_index()) == KEYS
    after = {f.name for f in files(db)}
    assert len(after) == len(KEYS) and not after & before
    assert not old_tmp.exists() and new_tmp.exists()
    store = SQLiteStore(db)
    store.delete_blob(PREFIX + "graph")
    assert len(files(db)) == len(KEYS) - 1 and store.blob_file(PREFIX + "graph") is None
    store.close()


@pytest.mark.usefixtures("small_files")
def test_a_damaged_short_or_missing_file_is_rejected_and_rebuilt_and_no_note_is_lost(tmp_path: Path) -> None:
    db = tmp_path / "damaged.db"
    saved_store(db)
    store = SQLiteStore(db)
    file_of = {k: Path(f[0]) for k in ("graph", "bm25-postings", "ontology")
               if isinstance(f := store.blob_file(PREFIX + k), tuple)}
    store.close()
    data = bytearray(file_of["graph"].read_bytes())
    data[-3] ^= 0xFF
    file_of["graph"].write_bytes(bytes(data))
    file_of["bm25-postings"].unlink()
    file_of["ontology"].write_bytes(file_of["ontology"].read_bytes()[:-1])
    with Memory.open(db, extractor=WordTags()) as mem:
        got = answers(mem)
        _ = mem.ontology
        seen = events(mem)
        built = {key for key, what in mem.index.events if what == "built"}
        assert len(mem) == 150 and mem.store.integrity_check() == "ok"
    assert "checksum mismatch" in seen["graph"]
    assert "is missing (a store copied without its folder?)" in seen["bm25-postings"]
    assert "bytes, expected" in seen["ontology"]
    assert set(file_of) <= built
    assert got == rebuilt(db)


def test_rows_written_before_files_become_files_at_the_next_save(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "rows.db"
    saved_store(db)  # the default size: every snapshot of this small store is rows
    assert files(db) == []
    monkeypatch.setattr(blobfiles, "FILE_MIN", 1)
    with Memory.open(db, extractor=WordTags(), snapshot_every=10_000) as mem:
        mem.index.snapshots.min_notes = 1  # type: ignore[union-attr]
        answers(mem)
        _ = mem.ontology
        assert all(v == "loaded (+0 changes)" for v in events(mem).values()), events(mem)
        mem.index.save_snapshots(when_due=True)  # nothing changed, but each is due as a file
        mem._snapshots.wait()  # type: ignore[union-attr]
    assert len(files(db)) == len(KEYS)
    loads_and_answers_as_a_rebuild(db)


def test_the_default_index_save_rewrites_rows_as_files_and_names_them(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """What `taggraph reindex` does to a store from before files: each component is loaded,
    written as a file at once and named among the saved ones (the count the command prints)."""
    db = tmp_path / "reindexed.db"
    saved_store(db)
    monkeypatch.setattr(blobfiles, "FILE_MIN", 1)
    with Memory.open(db, extractor=WordTags()) as mem:
        mem.index.snapshots.min_notes = 1  # type: ignore[union-attr]
        saved = mem.save_default_index()
        loaded = {k for k, what in mem.index.events if what == "loaded (+0 changes)"}
    assert loaded >= KEYS and set(saved) >= KEYS and len(saved) == len(set(saved))
    assert len(files(db)) == len(saved)
    loads_and_answers_as_a_rebuild(db)


@pytest.mark.usefixtures("small_files")
def test_a_reader_whose_file_was_replaced_by_another_save_reads_the_new_one(tmp_path: Path) -> None:
    db = tmp_path / "race.db"
    saved_store(db)
    reader = SQLiteStore(db)
    stale = reader.blob_file(PREFIX + "graph")  # the pointer as a reader saw it in its transaction
    with Memory.open(db, extractor=WordTags()) as mem:  # another process saves the graph again
        mem.remember_many(history(5, seed=11))
        answers(mem)
        assert "graph" in mem.save_index()
    assert stale is not None and not Path(stale[0]).exists()
    fresh = reader.blob_file(PREFIX + "graph")
    calls = iter([stale, fresh])
    reader.blob_file = lambda name: next(calls)  # type: ignore[method-assign]  # the pointer read just before the save
    got = Snapshots(reader).load("graph", GraphSnapshot.SNAPSHOT_VERSION)
    assert fresh is not None and not isinstance(got, str), got
    assert got[1] == fresh[2] > stale[2]
    reader.close()
