"""The sentences of a long message, embedded with its note, so fusion can tell that one sentence
of many answers the question (``passage_cos``). Real SQLite files and the real MiniLM model."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from taggraph import Memory
from taggraph.embed import Embedder, text_key
from taggraph.notes import Turn
from taggraph.retrieve.fusion_features import COLUMN
from taggraph.text import PASSAGE_MIN_WORDS, passages


def D(y: int, m: int, d: int) -> datetime:
    return datetime(y, m, d, 9, tzinfo=UTC)


LONG = ("Could you help me plan a small birthday dinner for my dad next month? He turns seventy and "
        "loves grilled fish and anything with lemon. My sister moved to Leeds in the spring, so the "
        "dinner will be at my flat this year instead of at hers. Fine? We expect about twelve people "
        "and my oven is tiny, so I want dishes that can be made ahead.")
HISTORY = [
    Turn("I bought a blue kettle for the office kitchen.", "Nice.", D(2025, 1, 6)),
    Turn(LONG, "Happy to help: here is a make-ahead menu for twelve.", D(2025, 3, 2)),
    Turn("The dentist moved my check-up to a Thursday.", "Ok.", D(2025, 4, 9)),
]
QUESTION = "where is my dad's birthday dinner going to be held?"


def test_passages_are_the_sentences_of_a_long_text_only() -> None:
    assert passages("My sister moved to Leeds. The dinner is at my flat.") == []  # short: one passage
    long_one = " ".join(["word"] * (PASSAGE_MIN_WORDS + 5)) + "."
    assert passages(long_one) == []  # one sentence is the whole text
    got = passages(LONG)
    assert len(got) == 4
    assert got[1].startswith("He turns seventy") and got[2].startswith("My sister moved to Leeds")
    assert got[3].startswith("Fine? We expect")  # too short to stand alone: joined to the next
    assert " ".join(got) == " ".join(LONG.split())


def computed(mem: Memory) -> int:
    emb = mem.index.embedder
    assert isinstance(emb, Embedder)
    return emb.stats.computed


def long_note_row(mem: Memory, question: str) -> tuple[float, float]:
    rows = mem.index.retriever("fusion").features(question)  # type: ignore[attr-defined]
    note = next(n.id for n in mem.notes() if n.user == LONG)
    j = rows.ids.index(note)
    return float(rows.X[j, COLUMN["passage_cos"]]), float(rows.X[j, COLUMN["dense_cos"]])


def test_sentences_are_embedded_with_the_note_and_score_the_question(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    with Memory.open(db) as mem:
        mem.remember_many(HISTORY, index=True)
        best, whole = long_note_row(mem, QUESTION)
    assert best > whole + 0.05  # the sentence naming the flat matches better than the whole exchange
    with Memory.open(db) as mem:
        before = computed(mem)
        assert long_note_row(mem, QUESTION) == (best, whole)  # stored vectors: the same numbers
        assert computed(mem) - before == 1  # only the question: every sentence was stored


@pytest.mark.parametrize("fill", ["reindex", "query"])
def test_a_store_without_sentence_vectors_embeds_them_when_asked(tmp_path: Path, fill: str) -> None:
    """A store written before sentences were embedded: the query embeds its candidates' (the same
    numbers, nothing stored) and ``fill_vectors`` (``taggraph reindex``) stores them."""
    db = tmp_path / "m.db"
    with Memory.open(db) as mem:
        mem.remember_many(HISTORY, index=True)
        want = long_note_row(mem, QUESTION)
    gone = [(text_key(p),) for p in passages(LONG)]
    with sqlite3.connect(db) as c:
        assert c.executemany("DELETE FROM embeddings WHERE key=?", gone).rowcount == 4
    with Memory.open(db) as mem:
        if fill == "reindex":
            report = mem.fill_vectors()
            assert (report["computed"], report["passages_computed"]) == (0, 4)
        before = computed(mem)
        assert long_note_row(mem, QUESTION) == want
        assert computed(mem) - before == (1 if fill == "reindex" else 5)
        mem.fill_vectors()  # stores what the query computed, without computing it again
        assert computed(mem) - before == (1 if fill == "reindex" else 5)
    with sqlite3.connect(db) as c:
        assert c.execute(f"SELECT count(*) FROM embeddings WHERE key IN ({','.join('?' * 4)})",
                         [k for (k,) in gone]).fetchone() == (4,)
