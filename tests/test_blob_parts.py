"""Snapshots larger than one database value are stored as parts, and a save that still fails is
reported, not swallowed. SQLite refuses a value over 1e9 bytes and Postgres a bytea over 1 GB;
these tests shrink both sides (the part size, and SQLite's own length limit on the writer's
connection) so the same paths run on small stores."""

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from test_snapshot import WordTags, answers, events, history, rebuilt

from taggraph import Memory
from taggraph.cli import _save_default_index
from taggraph.store import blobparts, open_store
from taggraph.store.sqlite import SQLiteStore


def test_split_cuts_any_buffers_into_parts_that_join_back() -> None:
    pieces: list[blobparts.Buffer] = [b"abc", memoryview(b"defghij"), bytearray(b""), b"klmnopqrstu"]
    joined = b"".join(bytes(p) for p in pieces)
    for size in (1, 2, 4, 7, 21, 100):
        parts = [bytes(p) for p in blobparts.split(pieces, size)]
        assert b"".join(parts) == joined
        assert all(len(p) == size for p in parts[:-1]) and 0 < len(parts[-1]) <= size
    assert [bytes(p) for p in blobparts.split(b"")] == [b""]  # an empty blob is one empty part
    with pytest.raises(ValueError, match="may not contain"):
        blobparts.part_name("index/a#b", 1)


def test_a_blob_in_parts_reads_replaces_lists_and_deletes_as_one(
        new_store: Callable[[], str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(blobparts, "PART_BYTES", 5)
    store = open_store(new_store())
    data = bytes(range(23))
    store.put_blob("index/x", [data[:9], memoryview(data)[9:]], 4)
    store.put_blob("index/x-y", b"neighbour", 4)  # a name that starts like it is another blob
    assert store.get_blob("index/x") == (data, 4)
    assert store.blob_info() == {"index/x": (23, 4), "index/x-y": (9, 4)}
    store.put_blob("index/x", b"shorter", 6)  # replacing drops the parts it no longer needs
    assert store.get_blob("index/x") == (b"shorter", 6)
    assert store.blob_info() == {"index/x": (7, 6), "index/x-y": (9, 4)}
    store.put_blob("index/x", data, 8)
    store.delete_blob("index/x")
    assert store.get_blob("index/x") is None and store.blob_info() == {"index/x-y": (9, 4)}
    store.close()


def test_sqlite_reads_a_blob_in_parts_from_any_offset(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(blobparts, "PART_BYTES", 7)
    store = SQLiteStore(tmp_path / "p.db")
    data = bytes(range(40))
    store.put_blob("index/x", data, 1)
    assert store.conn.execute("SELECT COUNT(*) FROM blobs").fetchone()[0] == 6
    with store.blob_reader("index/x") as part:
        assert part is not None
        read, size, position = part
        assert (size, position) == (40, 1)
        for off in range(0, 40, 3):
            for n in (0, 1, 6, 7, 8, 15, 40):
                assert read(off, n) == data[off:off + n], (off, n)
        assert read(40, 5) == b"" and read(0, 0) == b""
    store.close()


def limited_writer(mem: Memory, max_bytes: int) -> None:
    """Give the background snapshot writer a connection whose SQLite refuses any value over
    ``max_bytes`` (as every connection refuses one over 1e9 bytes)."""
    snaps = mem._snapshots
    assert snaps is not None
    writer = mem.store.reopen()
    assert isinstance(writer, SQLiteStore)
    writer.conn.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, max_bytes)
    snaps._writer = writer


def test_snapshots_over_the_value_limit_are_saved_in_parts_and_load(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "parts.db"
    monkeypatch.setattr(blobparts, "PART_BYTES", 4096)
    with Memory.open(db, extractor=WordTags()) as mem:
        mem.remember_many(history(150))
        answers(mem)
        limited_writer(mem, 5000)
        saved = mem.save_index()
        assert set(saved) == {"note-stats", "bm25-postings", "graph", "term-postings", "ontology"}
        assert mem.index_save_errors() == {}
    store = SQLiteStore(db)
    sizes = store.blob_info()
    rows = store.conn.execute("SELECT COUNT(*), MAX(length(data)) FROM blobs").fetchone()
    store.close()
    assert sizes["index/graph"][0] > 4096 and rows[0] > len(sizes) and rows[1] <= 4096
    with Memory.open(db, extractor=WordTags()) as mem:
        got = answers(mem)
        assert all(v == "loaded (+0 changes)" for v in events(mem).values()), events(mem)
    assert got == rebuilt(db)


def test_a_snapshot_the_database_refuses_is_reported_and_the_notes_stay(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "refused.db"
    with Memory.open(db, extractor=WordTags()) as mem:
        mem.remember_many(history(150))
        answers(mem)
        limited_writer(mem, 3000)  # parts are 256 MiB, so the larger snapshots cannot be stored
        saved = mem.save_index()
        failed = mem.index_save_errors()
        assert "graph" in failed and "graph" not in saved and set(saved) | set(failed) == {
            "note-stats", "bm25-postings", "graph", "term-postings", "ontology"}
        assert all("too big" in why for why in failed.values()), failed
        assert set(failed) <= mem.index._unsaved  # due again at the next save
        limited_writer(mem, 3000)
        _save_default_index(mem, quiet=True)
        err = capsys.readouterr().err
        assert "warning: the graph index was not saved (DataError: string or blob too big)" in err
        assert "your notes are stored" in err
        assert len(mem) == 150
    with Memory.open(db, extractor=WordTags()) as mem:
        assert len(mem) == 150 and mem.store.integrity_check() == "ok"
        got = answers(mem)
        assert ("graph", "no snapshot") in mem.index.events and ("graph", "built") in mem.index.events
    assert got == rebuilt(db)
