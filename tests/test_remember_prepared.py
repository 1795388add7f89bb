"""Memory.prepare + remember_prepared: the extraction and the vectors of a write computed before
it (a server does this outside its write lock) store exactly what remember_many stores, also
when the store changed in between, and bad input is refused before anything is stored."""

from __future__ import annotations

from pathlib import Path

import pytest

from taggraph import Memory, Note, Turn
from taggraph.embed import text_key
from taggraph.strictjson import InvalidTurnError

# The second turn's "Biscotto" is a pet only once the first turn is stored (the ontology reuse).
KITTEN = Turn("Our new kitten is called Biscotto and he sleeps all day.", session_id="home")
VASE = Turn("Biscotto knocked the vase off the shelf again.", "Oh no, was it the blue one?", session_id="home")
TURNS = [KITTEN, VASE,
         Turn("My aunt Odile is flying to Quebec City on Thursday for the jazz festival.", session_id="trip"),
         Turn("Odile said the festival tickets cost 85 dollars.", session_id="trip")]


def stored_vector(mem: Memory, note: Note) -> bytes | None:
    emb = mem.index.embedder
    return mem.store.embedding_get(emb.model_id, [text_key(note.raw_text)]).get(text_key(note.raw_text))


def same(a: Note, b: Note) -> bool:
    return (a.id, a.tags, a.extracted_by, a.extraction_failed) == (b.id, b.tags, b.extracted_by, b.extraction_failed)


def test_prepared_writes_store_what_remember_stores(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "plain.db") as plain, Memory.open(tmp_path / "prepared.db") as ahead:
        for turn in TURNS:  # one turn per call, as a server receives them
            want = plain.remember_many([turn])[0]
            got = ahead.remember_prepared(ahead.prepare([turn]))[0]
            assert same(want, got)
            assert stored_vector(ahead, got) == stored_vector(plain, want) is not None
        assert [n.tags for n in ahead.notes()][1].who == ("pet/biscotto",)
        # a batch, and the same batch again: the second call stores nothing and returns the notes
        batch = [Turn("I repainted the garage door green on Saturday."), Turn("The green paint was from Dulux.")]
        want_many = plain.remember_many(batch)
        got_many = ahead.remember_prepared(ahead.prepare(batch))
        assert all(same(w, g) for w, g in zip(want_many, got_many, strict=True))
        again = ahead.remember_prepared(ahead.prepare(batch))
        assert [n.id for n in again] == [n.id for n in got_many] and len(ahead) == len(plain) == 6


def test_a_write_between_prepare_and_store_is_seen(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "ref.db") as ref:
        want = ref.remember_many([KITTEN])[0], ref.remember_many([VASE])[0]
    with Memory.open(tmp_path / "mem.db") as mem:
        vase = mem.prepare([VASE])  # read an ontology without the kitten
        assert "topic/biscotto" in vase.extractions[0].tags.paths()
        # another writer (here a second handle on the file) stores the kitten first
        with Memory.open(tmp_path / "mem.db") as other:
            other.remember(KITTEN.user, session_id=KITTEN.session_id)
        assert not mem.is_current(vase)
        # extracted again (a server does it outside its write lock); the vectors are kept
        again = mem.prepare([VASE], again=vase)
        assert mem.is_current(again) and again.vectors is vase.vectors
        assert again.extractions[0].tags == want[1].tags
        got = mem.remember_prepared(vase)[0]  # the stale one: extracted again under the write
        assert same(got, want[1]) and got.tags.who == ("pet/biscotto",)
        # a turn prepared before it was stored by someone else returns the stored note
        kitten = mem.prepare([KITTEN])
        assert mem.remember_prepared(kitten)[0] == mem.get(want[0].id) and len(mem) == 2


def test_bad_input_is_refused_by_prepare_and_nothing_is_stored(tmp_path: Path) -> None:
    with Memory.open(tmp_path / "mem.db") as mem:
        mem.remember("The plumber comes on Monday.")
        with pytest.raises(InvalidTurnError, match=r"turns\[1\]\.user"):
            mem.prepare([Turn("A fine first turn about my bike."), Turn("broken \ud800 text")])
        with pytest.raises(InvalidTurnError, match="meta"):
            mem.prepare([Turn("A turn with a bad meta value.", meta={"score": float("nan")})])
        assert len(mem) == 1 and [n.user for n in mem.notes()] == ["The plumber comes on Monday."]
