"""The store suite, run on every backend (an SQLite file and a database on a real Postgres server):
schema versions and migrations, exact round trips, the change log, the caches, bad input; then
what only Postgres has (URLs, schemas, NUL characters)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta, timezone
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pgcluster import PgCluster

from taggraph import Memory, Turn
from taggraph.notes import Note
from taggraph.store import SCHEMA_VERSION, StoreError, open_store
from taggraph.tags import FiveW

TURNS = [
    Turn("The greenhouse on Maple Row needs new glass panes before the frost.", "I'll remind you.",
         datetime(2025, 10, 1, 8, 30), "garden"),
    Turn("Priya from the bakery said the rye starter is ready on Friday.", "Noted.",
         datetime(2025, 10, 2, 17, 5), "errands"),
    Turn("My cello lesson moved to Thursdays with Mr. Okafor.", "Got it.", datetime(2025, 10, 3, 19, 0), "music"),
]


@contextmanager
def raw(target: str) -> Iterator[Any]:
    """A plain connection to the store's database, to age or damage it as another program would."""
    if target.startswith("postgresql://"):
        import psycopg

        with psycopg.connect(target) as pg:
            yield pg
    else:
        conn = sqlite3.connect(target)
        try:
            yield conn
            conn.commit()
        finally:
            conn.close()


def _q(target: str, sql: str) -> str:
    return sql.replace("?", "%s") if target.startswith("postgresql://") else sql


def _downgrade_to_v1(target: str) -> None:
    """Turn a store into one written while schema 1 was current: no notes.extracted_by, no
    extraction_cache or blobs table."""
    with raw(target) as conn:
        conn.execute("ALTER TABLE notes DROP COLUMN extracted_by")
        conn.execute("DROP TABLE extraction_cache")
        conn.execute("DROP TABLE blobs")
        conn.execute("UPDATE meta SET value = '1' WHERE key = 'schema_version'")


def test_old_schema_is_migrated_and_keeps_its_notes(new_store: Callable[[], str]) -> None:
    db = new_store()
    with Memory.open(db) as mem:
        old = mem.remember_many(TURNS[:2])
    _downgrade_to_v1(db)
    with raw(db) as conn:
        assert conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()[0] == "1"
    with Memory.open(db) as mem:
        assert mem.store.get_meta("schema_version") == str(SCHEMA_VERSION)
        assert [n.id for n in mem.notes()] == [n.id for n in old]
        assert [n.tags for n in mem.notes()] == [n.tags for n in old]
        assert [n.extracted_by for n in mem.notes()] == [None, None]
        mem.remember_many(TURNS[2:])
        assert mem.stats()["extracted_by"] == {mem.extractor.id: 1, "unknown": 2}
        assert mem.query("greenhouse glass panes")[0].note_id == old[0].id
        cache = mem.store.extraction_cache()  # the table schema 2 added
        cache.put("m", "p1", "abc", "{}", FiveW.from_raw({"what": ["baking/bread"]}))
        assert len(cache) == 1
        mem.store.put_blob("index/t", b"blob", 3)
        assert mem.store.get_blob("index/t") == (b"blob", 3)
    with Memory.open(db) as mem:  # opening a current store changes nothing
        assert len(mem) == 3 and mem.store.get_meta("schema_version") == str(SCHEMA_VERSION)


def test_newer_schema_is_refused_and_left_alone(new_store: Callable[[], str]) -> None:
    db = new_store()
    with Memory.open(db) as mem:
        mem.remember("remember me")
    with raw(db) as conn:
        conn.execute(_q(db, "UPDATE meta SET value = ? WHERE key = 'schema_version'"), (str(SCHEMA_VERSION + 1),))
    with pytest.raises(StoreError, match=rf"newer taggraph \(schema {SCHEMA_VERSION + 1}, this version reads "
                                         rf"{SCHEMA_VERSION}\); upgrade taggraph"):
        Memory.open(db)
    with raw(db) as conn:
        assert conn.execute("SELECT COUNT(*) FROM notes").fetchone()[0] == 1
        assert conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()[0] == str(
            SCHEMA_VERSION + 1)


_text = st.text(st.characters(blacklist_categories=["Cs"], blacklist_characters="\x00"), max_size=200)
_meta = st.dictionaries(st.text(max_size=8), st.one_of(st.integers(), st.text(max_size=10), st.booleans()),
                        max_size=3)
_when = st.one_of(st.none(), st.datetimes(min_value=datetime(1900, 1, 1), max_value=datetime(2100, 1, 1)),
                  st.datetimes(timezones=st.just(timezone(timedelta(hours=-5)))))


def test_notes_round_trip_exactly(new_store: Callable[[], str]) -> None:
    store = open_store(new_store())

    @settings(max_examples=60, deadline=None)
    @given(user=_text, assistant=_text, meta=_meta, when=_when, session=st.one_of(st.none(), _text),
           what=st.lists(st.sampled_from(["travel/train", "food/soup", "work/report", "pet/cat"]), max_size=3))
    def check(user: str, assistant: str, meta: dict[str, Any], when: datetime | None, session: str | None,
              what: list[str]) -> None:
        note = Note(id=f"n{store.count()}", user=user, assistant=assistant, tags=FiveW.from_raw({"what": what}),
                    timestamp=when, session_id=session, meta=meta, extraction_failed=bool(what),
                    extracted_by="x-v1")
        assert store.add_notes([(note, None)]) == [True]
        assert store.add_notes([(note, None)]) == [False]
        assert store.get_note(note.id) == note
        assert store.get_notes([note.id, "missing"]) == {note.id: note}

    try:
        check()
    finally:
        store.close()


def test_change_log_snapshot_and_caches(new_store: Callable[[], str]) -> None:
    store = open_store(new_store())
    try:
        notes = [Note(id=f"id{i}", user=f"line {i}", assistant="", tags=FiveW.from_raw({"what": [f"topic/t{i}"]}))
                 for i in range(4)]
        assert store.snapshot() == ([], 0)
        assert store.add_notes([(n, None) for n in notes[:3]]) == [True, True, True]
        snap, pos = store.snapshot()
        assert [n.id for n in snap] == ["id0", "id1", "id2"]
        changes = store.changes_since(0)
        assert [(op, nid) for _, op, nid in changes] == [("add", "id0"), ("add", "id1"), ("add", "id2")]
        assert changes[-1][0] == pos
        store.update_tags("id1", FiveW.from_raw({"who": ["person/ana"]}), True, "timeout", "llm:x@p2")
        assert store.delete_note("id0") and not store.delete_note("id0")
        assert store.add_notes([(notes[3], "bad reply")]) == [True]
        later = store.changes_since(pos)
        assert [(op, nid) for _, op, nid in later] == [("del", "id1"), ("add", "id1"), ("del", "id0"), ("add", "id3")]
        assert [s for s, _, _ in later] == sorted(s for s, _, _ in later) and later[0][0] > pos
        assert store.count() == 3 and store.count_failed() == 1
        assert [n.id for n in store.iter_notes(failed_only=True)] == ["id1"]
        note = store.get_note("id1")
        assert note is not None and note.tags.paths() == ["person/ana"]
        assert sorted(store.tag_paths()) == ["person/ana", "topic/t2", "topic/t3"]
        assert store.count_extracted_by() == {"llm:x@p2": 1, "unknown": 2}
        assert store.integrity_check() == "ok"

        store.set_meta("k", "v1")
        store.set_meta("k", "v2")
        assert store.get_meta("k") == "v2" and store.get_meta("nope") is None

        store.embedding_put("model-a", [("k1", b"\x00\x01"), ("k2", b"\xff" * 8)])
        store.embedding_put("model-a", [("k1", b"\x02")])
        assert store.embedding_get("model-a", ["k1", "k2", "k3"]) == {"k1": b"\x02", "k2": b"\xff" * 8}
        assert store.embedding_get("model-b", ["k1"]) == {}
        assert store.embedding_has("model-a", ["k1", "k3", "k2"]) == {"k1", "k2"}
        assert store.embedding_has("model-b", ["k1"]) == set() and store.embedding_has("model-a", []) == set()

        cache = store.extraction_cache()
        tags = FiveW.from_raw({"where": ["city/lisbon"]})
        cache.put("m", "p1", "h1", '{"where": ["city/lisbon"]}', tags)
        hit = cache.get("m", "p1", "h1")
        assert hit is not None and hit.tags == tags and hit.raw_reply == '{"where": ["city/lisbon"]}'
        assert cache.get("m", "p2", "h1") is None and len(cache) == 1
        cache.put("m", "p1", "h1", '{"where": []}', FiveW.from_raw({}))
        hit = cache.get("m", "p1", "h1")
        assert hit is not None and hit.raw_reply == '{"where": []}' and len(hit.tags) == 0 and len(cache) == 1
    finally:
        store.close()


# -- Postgres only ------------------------------------------------------------------------------
def test_postgres_nul_is_one_clear_error_and_stores_nothing(pg_url: str) -> None:
    with Memory.open(pg_url) as mem:
        kept = mem.remember_many(TURNS)
        with pytest.raises(StoreError, match=r"contains a NUL character \(U\+0000\)"):
            mem.remember_many([Turn("fine text"), Turn("broken\x00text")])
        assert len(mem) == 3
        assert [n.id for n in mem.notes()] == [n.id for n in kept]
        assert all(h.note.user != "fine text" for h in mem.query("fine text"))


def test_postgres_bad_urls_are_clear_errors(pg: PgCluster) -> None:
    dead = f"postgresql://postgres:secret@127.0.0.1:{pg.port + 1 if pg.port < 65535 else 1}/x"
    with pytest.raises(StoreError, match=r"cannot connect to postgresql://postgres:\*\*\*@127.0.0.1") as err:
        Memory.open(dead)
    assert "secret" not in str(err.value)
    with pytest.raises(StoreError, match=r'cannot connect to .*database "no_such_db" does not exist'):
        Memory.open(pg.url("no_such_db"))
    with pytest.raises(StoreError, match=r"\?schema= needs a name"):
        Memory.open(pg.url() + "?schema=")


def test_postgres_foreign_tables_are_refused_and_schemas_keep_memories_apart(pg_url: str) -> None:
    import psycopg

    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute("CREATE TABLE notes(id int)")
        conn.execute("INSERT INTO notes VALUES (7)")
    with pytest.raises(StoreError, match=r"schema 'public' already has tables taggraph did not create \(notes\); "
                                         r"pass another schema with \?schema=NAME"):
        Memory.open(pg_url)
    with psycopg.connect(pg_url) as conn:
        assert conn.execute("SELECT id FROM notes").fetchall() == [(7,)]
    with Memory.open(pg_url + "?schema=alice") as a, Memory.open(pg_url + "?schema=bob") as b:
        a.remember(TURNS[0].user)
        b.remember(TURNS[1].user)
        assert [n.user for n in a.notes()] == [TURNS[0].user]
        assert [n.user for n in b.notes()] == [TURNS[1].user]
        assert b.query("greenhouse glass", method="bm25") == []
