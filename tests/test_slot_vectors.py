"""The texts of fact slots, which fusion compares each question with, are embedded when the notes
are written, so a new process's first query embeds only the question. Real SQLite files and the
real MiniLM model."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from taggraph import Memory
from taggraph.embed import Embedder
from taggraph.index.factfeatures import slot_texts
from taggraph.index.facts import FactChains
from taggraph.notes import Turn


def D(y: int, m: int, d: int) -> datetime:
    return datetime(y, m, d, 9, tzinfo=UTC)


HISTORY = [
    Turn("My manager is Rosalind Achebe and she runs the data team.", "Good to know.", D(2025, 1, 6)),
    Turn("I drive a Skoda Fabia to the office most days.", "Ok.", D(2025, 2, 3)),
    Turn("We moved to Tampere in March, the flat is lovely.", "Congrats!", D(2025, 3, 20)),
    Turn("Rosalind left; my manager is Anselm Kivi now.", "Noted.", D(2025, 6, 2)),
    Turn("Sold the Skoda. I drive a Kia Niro now.", "Nice.", D(2025, 8, 9)),
]
NOW = D(2025, 10, 1)


def computed(mem: Memory) -> int:
    emb = mem.index.embedder
    assert isinstance(emb, Embedder)
    return emb.stats.computed


def test_a_new_process_embeds_only_the_question(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    with Memory.open(db) as mem:
        mem.remember_many(HISTORY, index=True)
        texts = slot_texts(FactChains.of(mem.index))
        assert len(texts) >= 3  # manager, car, city
        first = [(h.note_id, h.score) for h in mem.query("who is my manager?", k=5, now=NOW)]
    with Memory.open(db) as mem:
        before = computed(mem)
        again = [(h.note_id, h.score) for h in mem.query("who is my manager?", k=5, now=NOW)]
        assert computed(mem) - before == 1  # the question; every slot text was stored
        assert again == first  # a stored slot vector is the one a query computes: same scores
        # a note written after the chains are loaded stores the text of the slot it adds
        mem.remember("My dentist is Ilona Varga, her clinic is near the market.", "Ok.", timestamp=D(2025, 9, 15))
        assert set(slot_texts(FactChains.of(mem.index))) - set(texts), "a new slot, a new text"
        before = computed(mem)
        mem.query("who is my dentist these days?", k=5, now=NOW)
        assert computed(mem) - before == 1


def test_a_store_without_slot_vectors_ranks_as_one_with_them(tmp_path: Path) -> None:
    """A store written before slot texts were stored (or whose slots changed while the chains
    were not loaded) embeds the candidates' slot texts at the query, in one batch, and ranks
    with the same numbers as from the stored vectors."""
    import sqlite3

    from taggraph.embed import text_key

    db = tmp_path / "m.db"
    with Memory.open(db) as mem:
        mem.remember_many(HISTORY, index=True)
        notes = {text_key(n.raw_text) for n in mem.notes()}
        want = [(h.note_id, h.score) for h in mem.query("who is my boss now?", k=5, now=NOW)]
    with sqlite3.connect(db) as c:
        keys = [k for (k,) in c.execute("SELECT key FROM embeddings")]
        gone = [(k,) for k in keys if k not in notes]
        c.executemany("DELETE FROM embeddings WHERE key=?", gone)
    assert len(gone) >= 3
    with Memory.open(db) as mem:
        before = computed(mem)
        assert [(h.note_id, h.score) for h in mem.query("who is my boss now?", k=5, now=NOW)] == want
        assert computed(mem) - before > 1  # the question and the slot texts it met
