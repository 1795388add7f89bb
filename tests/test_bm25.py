"""BM25 scores equal rank_bm25's BM25Okapi on the same tokens, and follow adds and forgets."""

import random

import pytest
from rank_bm25 import BM25Okapi

from taggraph.index.base import Index
from taggraph.notes import Note
from taggraph.retrieve.bm25 import BM25
from taggraph.tags import FiveW
from taggraph.text import tokenize

WORDS = ["yoga", "sleep", "morning", "google", "interview", "david", "chen", "salary", "cloud", "layoffs", "paris", "france", "guitar", "lesson", "dog", "vet", "rover", "wedding", "venue", "tahoe", "budget", "flight", "tokyo", "sister", "baby", "hospital"]


def make_notes(n: int, seed: int = 7) -> list[Note]:
    rng = random.Random(seed)
    notes = []
    for i in range(n):
        user = " ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 25)))
        tags = FiveW.from_raw({"who": ["user"], "what": [f"topic/{rng.choice(WORDS)}"]})
        notes.append(Note(id=f"n{i}", user=user, assistant=rng.choice(["", "sure " + rng.choice(WORDS)]), tags=tags))
    return notes


@pytest.mark.parametrize("n", [2, 5, 60])
def test_scores_match_rank_bm25(n: int) -> None:
    notes = make_notes(n)
    index = Index(notes)
    bm25 = index.retriever("bm25")
    assert isinstance(bm25, BM25)
    ref = BM25Okapi([tokenize(x.markdown) for x in notes])
    for q in ["yoga morning", "google google interview", "who what n a", "tahoe unknownword", "user"]:
        toks = tokenize(q)
        ours = bm25.scores(toks)
        theirs = ref.get_scores(toks)
        assert len(ours) == len(theirs)
        for a, b in zip(ours, theirs, strict=True):
            assert abs(a - b) < 1e-9


def test_ranking_and_ties_keep_insertion_order() -> None:
    notes = [Note(id=f"n{i}", user="same words here", assistant="", tags=FiveW()) for i in range(5)]
    notes.append(Note(id="x", user="other text entirely", assistant="", tags=FiveW()))
    index = Index(notes)
    hits = index.retriever("bm25").search("same words", 3)
    assert [h[0] for h in hits] == ["n0", "n1", "n2"]
    assert hits[0][2]["matched_terms"]


def test_incremental_equals_rebuilt_after_forgets() -> None:
    notes = make_notes(300, seed=3)
    index = Index(notes[:150])
    bm25 = index.retriever("bm25")
    assert isinstance(bm25, BM25)
    rng = random.Random(1)
    live = [n.id for n in notes[:150]]
    for note in notes[150:]:
        index.add(note)
        live.append(note.id)
        if rng.random() < 0.5:
            victim = live.pop(rng.randrange(len(live)))
            index.remove(victim)
    rebuilt = Index([index.notes[i] for i in live]).retriever("bm25")
    for q in ["yoga sleep", "vet rover dog", "budget tokyo flight"]:
        a = bm25.search(q, 20)
        b = rebuilt.search(q, 20)
        assert [x[0] for x in a] == [x[0] for x in b]
        for x, y in zip(a, b, strict=True):
            assert abs(x[1] - y[1]) < 1e-9


def test_no_match_returns_nothing() -> None:
    index = Index(make_notes(10))
    assert index.retriever("bm25").search("zzzz qqqq", 5) == []
    assert Index().retriever("bm25").search("yoga", 5) == []


def test_compaction_after_many_forgets_keeps_scores() -> None:
    notes = make_notes(400, seed=11)
    index = Index(notes)
    bm25 = index.retriever("bm25")
    assert isinstance(bm25, BM25)
    for note in notes[:300]:
        index.remove(note.id)
    assert bm25.post.n_dead < 300  # compaction ran
    rebuilt = Index(notes[300:]).retriever("bm25")
    for q in ["yoga sleep", "vet rover dog"]:
        a, b = bm25.search(q, 15), rebuilt.search(q, 15)
        assert [x[0] for x in a] == [x[0] for x in b]
        assert all(abs(x[1] - y[1]) < 1e-9 for x, y in zip(a, b, strict=True))
