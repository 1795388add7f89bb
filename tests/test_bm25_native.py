"""BM25's per-term loop compiled at install (bm25_native, C) gives numpy's scores bit for bit, for
every type a posting comes in, and BM25 ranks alike with and without it."""

import numpy as np
import pytest
from test_bm25 import make_notes

from taggraph.index.base import Index
from taggraph.retrieve import bm25_native
from taggraph.retrieve.bm25 import BM25
from taggraph.text import tokenize


def numpy_term(slots: np.ndarray, tf: np.ndarray, scores: np.ndarray, *, w: float, doc_len: np.ndarray,
               avgdl: float, k1: float, b: float) -> None:
    """BM25.scores' numpy expression, as it reads without the library."""
    t = tf.astype(np.float64)
    denom = t + k1 * (1 - b + b * doc_len[slots] / avgdl)
    scores[slots] += w * t * (k1 + 1) / denom


@pytest.mark.parametrize("slot_type", [np.int32, np.int64])
@pytest.mark.parametrize("tf_type", [np.float32, np.uint16, np.float64])
def test_the_compiled_term_loop_equals_numpy_bit_for_bit(slot_type: type, tf_type: type) -> None:
    rng = np.random.default_rng(5)
    n = 5000
    doc_len = rng.integers(1, 400, n).astype(np.float64)
    avgdl = float(doc_len.mean())
    want, got = np.zeros(n), np.zeros(n)
    touched = np.zeros(n, dtype=np.uint8)
    marked = np.zeros(n, dtype=bool)
    for w in (2.7183, 0.0131, 7.5):  # three terms onto the same scores, as a query adds them
        slots: np.ndarray = np.sort(rng.choice(n, size=1800, replace=False)).astype(slot_type)
        tf: np.ndarray = rng.integers(1, 40, len(slots)).astype(tf_type)
        numpy_term(slots, tf, want, w=w, doc_len=doc_len, avgdl=avgdl, k1=1.5, b=0.75)
        marked[slots] = True
        assert bm25_native.add_term(slots, tf, got, w=w, doc_len=doc_len, avgdl=avgdl, k1=1.5, b=0.75,
                                    touched=touched), \
            "the install did not build taggraph/retrieve/_bm25.c"
    assert np.array_equal(got, want) and want.any()
    assert np.array_equal(touched.astype(bool), marked)


def test_a_slot_outside_the_scores_is_refused() -> None:
    scores = np.zeros(10)

    def add(slots: np.ndarray, tf: np.ndarray, doc_len: np.ndarray) -> bool:
        return bm25_native.add_term(slots, tf, scores, w=1.0, doc_len=doc_len, avgdl=1.0, k1=1.5, b=0.75)

    with pytest.raises(ValueError, match="outside the 10 slots"):
        add(np.array([3, 10], dtype=np.int32), np.ones(2, dtype=np.float32), np.ones(10))
    with pytest.raises(ValueError, match="outside the 10 slots"):
        add(np.array([-1], dtype=np.int64), np.ones(1), np.ones(10))
    with pytest.raises(ValueError, match="doc_len must be"):
        add(np.array([1], dtype=np.int64), np.ones(1), np.ones(4))


def test_bm25_ranks_alike_with_and_without_the_compiled_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    """Over postings built in one pass, then grown by adds (int64 slots and float64 frequencies
    after the base) and thinned by forgets, the scores and the ranking are the same bit for bit
    as numpy's, which runs where no C compiler was found at install."""
    notes = make_notes(400, seed=9)
    index = Index(notes[:250])
    bm25 = index.retriever("bm25")
    assert isinstance(bm25, BM25)
    for note in notes[250:]:
        index.add(note)
    for note in notes[:40:3]:
        index.remove(note.id)
    queries = ["yoga morning", "google google interview", "tahoe budget flight", "sister baby hospital dog",
               "unknownword", "sure"]
    compiled = [(bm25.scores(tokenize(q)), bm25.ranked(q, 12)) for q in queries]
    assert bm25_native._library() is not None
    monkeypatch.setattr(bm25_native, "_library", lambda: None)
    for q, (scores, (hits, all_scores)) in zip(queries, compiled, strict=True):
        assert np.array_equal(bm25.scores(tokenize(q)), scores)
        hits_np, all_np = bm25.ranked(q, 12)
        assert hits_np == hits and np.array_equal(all_np, all_scores)
    assert any(hits for _, (hits, _) in compiled)


def test_the_compiled_ranking_of_matched_slots_equals_numpys() -> None:
    """bm25_native.top_slots ranks the slots both touched and alive by score, highest first, equal
    scores by the lower slot; scores of 0 and below count like any other (a term's weight can be
    0). Scores here repeat a lot, so most of the order comes from the tie rule."""
    rng = np.random.default_rng(4)
    n = 6000
    scores = rng.choice([-0.5, 0.0, 1.25, 2.5, 7.0], size=n)
    touched = (rng.random(n) < 0.6).astype(np.uint8)
    alive = (rng.random(n) < 0.9).astype(np.uint8)
    for k in (0, 1, 9, 50, 6000, 10_000):
        got = bm25_native.top_slots(scores, touched, alive, k)
        assert got is not None, "the install did not build taggraph/retrieve/_bm25.c"
        want = sorted((-scores[s], s) for s in range(n) if touched[s] and alive[s])[:k]
        assert got[0].tolist() == [s for _, s in want] and got[1].tolist() == [-sc for sc, _ in want]
    with pytest.raises(ValueError, match="alive"):
        bm25_native.top_slots(scores, touched, alive[:10], 5)
