"""In a small store the 15% frequency filter drops the very words a question is about; the
Stopwords/TFIDF presets and AdaptiveGraph then fall back to the unfiltered query."""

from taggraph.index import Index
from taggraph.notes import Note
from taggraph.tags import FiveW


def small_store() -> Index:
    rows = [
        ("I have an interview at Google on Wednesday.", {"who": ["company/google"], "what": ["career/interview"]}),
        ("The interview went well, David Chen was kind.", {"who": ["person/david_chen"], "what": ["career/interview"]}),
        ("I bought running shoes.", {"what": ["activity/running"]}),
        ("My sister visited.", {"who": ["family/sister"]}),
        ("Pizza for dinner.", {"what": ["food/pizza"]}),
    ]
    rows += [(f"Filler note {i} about tea.", {"what": [f"drink/tea_{i}"]}) for i in range(5)]
    return Index([Note(id=f"n{i}", user=u, assistant="", tags=FiveW.from_raw(t)) for i, (u, t) in enumerate(rows)])


def test_taggraph_stopwords_falls_back_when_filter_leaves_no_entry_point() -> None:
    index = small_store()
    # Ten notes: "interview" is in 2 (20% > 15%) and is dropped; "today" is in none and kept,
    # but names no ontology node, so the filtered query has no entry point.
    basic = index.retriever("taggraph-basic").search("interview today?", 5)
    for method in ("taggraph-stopwords", "taggraph-tfidf"):
        hits = index.retriever(method).search("interview today?", 5)
        assert [h[0] for h in hits][:2] == [h[0] for h in basic][:2]
        assert hits[0][2]["stopword_fallback"] is True
        assert "interview" in hits[0][2]["dropped_tokens"]


def test_no_fallback_when_a_rare_token_matches() -> None:
    index = small_store()
    hits = index.retriever("taggraph-stopwords").search("pizza interview", 5)
    assert hits[0][0] == "n4" and "stopword_fallback" not in hits[0][2]


def test_adaptive_falls_back_too() -> None:
    index = small_store()
    hits = index.retriever("adaptive").search("interview today?", 5)
    assert {h[0] for h in hits[:2]} == {"n0", "n1"}
    assert index.retriever("adaptive").teleport("interview today?")[1]["stopword_fallback"] is True
