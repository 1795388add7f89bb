"""The Memory API over real stores (SQLite files and a real Postgres): remember, query, forget,
export/import, errors."""

import json
import sqlite3
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path

import pytest

from taggraph import Memory, Turn
from taggraph.extract.base import Extraction
from taggraph.store import StoreError

HISTORY = [
    Turn("My second-round interview at Lumen Labs is on Thursday. The hiring lead is Tomas Ferreira.", "Good luck!",
         datetime(2026, 3, 2, 9, 0), "s1"),
    Turn("My dog Rover sees Dr. Patel, our vet, every spring.", "Nice.", datetime(2026, 3, 3, 10, 0), "s1"),
    Turn("We are planning the wedding at Lake Tahoe in June.", "Lovely!", datetime(2026, 3, 5, 18, 0), "s2"),
    Turn("I've been doing yoga in the morning to sleep better.", "Great habit.", datetime(2026, 3, 6, 7, 0), "s2"),
]


def test_remember_query_forget(new_store: Callable[[], str]) -> None:
    db = new_store()
    with Memory.open(db) as mem:
        notes = [mem.remember(t.user, t.assistant, timestamp=t.timestamp, session_id=t.session_id) for t in HISTORY]
        assert len(mem) == 4
        assert all(len(n.tags) > 0 for n in notes)
        hits = mem.query("who is the hiring lead at lumen labs", k=2, method="bm25")
        assert hits[0].note_id == notes[0].id
        assert hits[0].rank == 1 and hits[0].explanation["matched_terms"]
        assert mem.forget(notes[0].id)
        assert not mem.forget(notes[0].id)
        assert all(h.note_id != notes[0].id for h in mem.query("hiring lead lumen labs", k=5))
    # durable: a fresh process view sees the same notes
    with Memory.open(db) as mem:
        assert len(mem) == 3
        assert mem.get(notes[1].id) == notes[1]


def test_remember_is_idempotent_and_repeats_stay_distinct(new_store: Callable[[], str]) -> None:
    with Memory.open(new_store()) as mem:
        a = mem.remember_many(HISTORY)
        b = mem.remember_many(HISTORY)
        assert [n.id for n in a] == [n.id for n in b]
        assert len(mem) == 4
        same = [Turn("ok thanks"), Turn("ok thanks")]
        c = mem.remember_many(same)
        assert c[0].id != c[1].id and len(mem) == 6
        assert [n.id for n in mem.remember_many(same)] == [n.id for n in c]


def test_index_follows_writes_from_another_handle(new_store: Callable[[], str]) -> None:
    db = new_store()
    with Memory.open(db) as reader, Memory.open(db) as writer:
        assert reader.query("tahoe wedding") == []
        n = writer.remember(HISTORY[2].user)
        assert reader.query("tahoe wedding")[0].note_id == n.id
        writer.forget(n.id)
        assert reader.query("tahoe wedding") == []


def test_export_import_export_is_byte_identical(tmp_path: Path, new_store: Callable[[], str]) -> None:
    with Memory.open(new_store()) as mem:
        mem.remember_many(HISTORY)
        mem.remember("### Assistant\nsneaky header lines\n\n---\n", "### User\n\\### User")
        mem.export(tmp_path / "x1")
    with Memory.import_folder(tmp_path / "x1", new_store()) as mem2:
        assert len(mem2) == 5
        mem2.export(tmp_path / "x2")
    files1 = sorted(p.relative_to(tmp_path / "x1") for p in (tmp_path / "x1").rglob("*") if p.is_file())
    files2 = sorted(p.relative_to(tmp_path / "x2") for p in (tmp_path / "x2").rglob("*") if p.is_file())
    assert files1 == files2
    for rel in files1:
        assert (tmp_path / "x1" / rel).read_bytes() == (tmp_path / "x2" / rel).read_bytes(), rel
    note = next(p for p in (tmp_path / "x1" / "notes").iterdir())
    text = note.read_text()
    assert text.startswith("#who:") and "\n\n### User\n" in text and "\n\n---\n\n### Assistant\n" in text
    onto = (tmp_path / "x1" / "ontology.md").read_text()
    assert onto.startswith("- ")


def test_stats(new_store: Callable[[], str]) -> None:
    with Memory.open(new_store()) as mem:
        mem.remember_many(HISTORY)
        st = mem.stats()
        assert st["notes"] == 4 and st["distinct_tags"] > 4 and st["tags_per_note"] > 1
        assert st["extractor"].startswith("offline") and st["ontology_nodes"] >= st["ontology_roots"] > 0
        assert st["extracted_by"] == {st["extractor"]: 4}  # every note records its extraction's provenance


def test_store_from_an_older_offline_version_opens_says_so_and_is_reextracted(tmp_path: Path) -> None:
    db = tmp_path / "old.db"
    with Memory.open(db) as mem:
        fresh = mem.remember_many(HISTORY)
        current = mem.extractor.id
    # Rewrite the file as a store an earlier offline version built: its id, and coarser tags.
    con = sqlite3.connect(db)
    con.execute("UPDATE meta SET value='offline-v1' WHERE key='extractor'")
    con.execute("UPDATE notes SET extracted_by='offline-v1', "
                "tags='{\"who\": [\"user\"], \"what\": [\"topic/old\"], \"summary\": \"\"}'")
    con.execute("DELETE FROM note_tags")
    con.execute("INSERT INTO note_tags SELECT id, 'what', 'topic/old' FROM notes")
    con.commit()
    con.close()
    with Memory.open(db) as mem:
        st = mem.stats()
        assert st["extractor"] == "offline-v1" and st["extractor_current"] == current
        assert st["notes_from_other_versions"] == 4 and "reextract --all" in st["note"]
        assert mem.query("hiring lead lumen labs", method="bm25")  # still answers
        assert mem.reextract(failed_only=False) == {"retried": 4, "fixed": 4, "still_failed": 0}
        st = mem.stats()
        assert st["extractor"] == current and "note" not in st
        assert [n.tags for n in mem.notes()] == [n.tags for n in fresh]  # as if ingested anew


def test_in_memory_store() -> None:
    with Memory.open(":memory:") as mem:
        mem.remember_many(HISTORY)
        assert mem.query("yoga sleep")[0].note.user.startswith("I've been doing yoga")


def _snapshot(path: Path) -> bytes:
    return path.read_bytes()


def test_not_a_store_errors_and_modifies_nothing(tmp_path: Path) -> None:
    text = tmp_path / "notes.txt"
    text.write_text("hello, this is not a database\n" * 100)
    before = _snapshot(text)
    with pytest.raises(StoreError, match="not a taggraph store"):
        Memory.open(text)
    assert _snapshot(text) == before

    other = tmp_path / "other.sqlite"
    con = sqlite3.connect(other)
    con.execute("CREATE TABLE t(x)")
    con.commit()
    con.close()
    before = _snapshot(other)
    with pytest.raises(StoreError, match="SQLite database but not a taggraph store"):
        Memory.open(other)
    assert _snapshot(other) == before
    assert not Path(str(other) + "-wal").exists()


def test_unreadable_path(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="does not exist"):
        Memory.open(tmp_path / "missing" / "m.db")
    with pytest.raises(StoreError, match="is a folder"):
        Memory.open(tmp_path)


def test_mixing_extractors_is_refused(new_store: Callable[[], str]) -> None:
    db = new_store()
    with Memory.open(db) as mem:
        mem.remember("a note")

    class Other:
        id = "llm:some-model"

        def extract(self, user: str, assistant: str,
                    ontology: Sequence[str] = ()) -> Extraction:  # pragma: no cover
            raise AssertionError

        def extract_many(self, turns: Sequence[tuple[str, str]],
                         ontology: Sequence[str] = ()) -> list[Extraction]:  # pragma: no cover
            raise AssertionError

    with pytest.raises(StoreError, match="refusing to mix"):
        Memory.open(db, extractor=Other())


def test_unknown_method_is_a_clear_error() -> None:
    with Memory.open() as mem:
        mem.remember("hello world")
        with pytest.raises(ValueError, match="unknown method 'nope'"):
            mem.query("hello", method="nope")


def test_export_manifest_fields(tmp_path: Path) -> None:
    with Memory.open() as mem:
        mem.remember_many(HISTORY[:1])
        mem.export(tmp_path / "x")
    row = json.loads((tmp_path / "x" / "notes.jsonl").read_text().splitlines()[0])
    assert row["session_id"] == "s1" and row["timestamp"].startswith("2026-03-02")
