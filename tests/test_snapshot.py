"""Index snapshots: the blob codec and the store's blob methods on a real SQLite file."""

from pathlib import Path

import numpy as np
import pytest

from taggraph.snapshot import SnapshotRejected, decode, encode, pack_strings, store_identity, unpack_strings
from taggraph.store import SQLiteStore

HEADER = {"component": "demo", "version": "demo/1", "schema": "1", "extractor": "offline/x", "store": "abc"}


def test_codec_round_trip_and_every_rejection() -> None:
    arrays = {"a": np.arange(10, dtype=np.int32), "w": np.linspace(0, 1, 7)}
    data = encode(arrays, HEADER)
    got = decode(data, HEADER)
    assert set(got) == {"a", "w"} and np.array_equal(got["a"], arrays["a"]) and np.array_equal(got["w"], arrays["w"])
    # one flipped payload byte: checksum
    bad = bytearray(data)
    bad[-20] ^= 0xFF
    with pytest.raises(SnapshotRejected, match="checksum"):
        decode(bytes(bad), HEADER)
    with pytest.raises(SnapshotRejected, match="checksum"):
        decode(data[:-5], HEADER)
    with pytest.raises(SnapshotRejected, match="magic"):
        decode(b"PK\x03\x04" + data, HEADER)
    for key, other in [("version", "demo/2"), ("schema", "2"), ("extractor", "llm/y"), ("store", "def")]:
        with pytest.raises(SnapshotRejected, match=key):
            decode(data, {**HEADER, key: other})


def test_strings_pack_and_refuse_nul() -> None:
    items = ["alpha", "", "ünïcode", "tag:who:person/x"]
    assert unpack_strings(pack_strings(items), len(items)) == items
    assert unpack_strings(pack_strings([]), 0) == []
    with pytest.raises(ValueError):
        pack_strings(["a\x00b"])
    with pytest.raises(SnapshotRejected):
        unpack_strings(pack_strings(items), 3)


def test_sqlite_blobs_and_identity(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    store = SQLiteStore(db)
    assert store.get_blob("index/x") is None and store.change_position() == 0
    store.put_blob("index/x", b"\x00\x01payload", 7)
    store.put_blob("index/x", b"second", 9)
    assert store.get_blob("index/x") == (b"second", 9)
    assert store.blob_info() == {"index/x": (6, 9)}
    sid = store_identity(store)
    store.close()
    other = SQLiteStore(db)  # durable, and the identity is stable across handles
    assert other.get_blob("index/x") == (b"second", 9) and store_identity(other) == sid
    assert store_identity(SQLiteStore(tmp_path / "t.db")) != sid
    other.delete_blob("index/x")
    assert other.get_blob("index/x") is None


def test_store_written_before_blobs_gains_the_table(tmp_path: Path) -> None:
    db = tmp_path / "old.db"
    SQLiteStore(db).close()
    import sqlite3

    with sqlite3.connect(db) as conn:
        conn.execute("DROP TABLE blobs")
    store = SQLiteStore(db)
    store.put_blob("index/y", b"z", 0)
    assert store.get_blob("index/y") == (b"z", 0)
