"""The paper's TagGraph-Stopwords/-TFIDF and AdaptiveGraph drop query tokens found in more than
15% of the notes and answer from what is left; the "+fallback" variants use the unfiltered query
when what is left opens no entry point. Two kinds of store show the difference: one where the
filter removes every query token, one where it keeps only tokens that name no ontology node."""

from __future__ import annotations

import pytest

from taggraph.index.base import Index
from taggraph.notes import Note
from taggraph.retrieve import REGISTRY
from taggraph.retrieve.adaptive import AdaptiveGraph
from taggraph.tags import FiveW

PAPER = ("taggraph-stopwords", "taggraph-tfidf", "adaptive")
VARIANTS = tuple(f"{m}+fallback" for m in PAPER)


def small_store() -> Index:
    """Ten notes, so 15% is one note: a word in two notes is "common"."""
    rows = [
        ("Booked a pottery class at the community studio for Thursday.",
         {"what": ["hobby/pottery"], "where": ["place/community_studio"]}),
        ("The pottery teacher, Ines, showed me how to centre clay.",
         {"who": ["person/ines"], "what": ["hobby/pottery"]}),
        ("My bike chain snapped on the way home.", {"what": ["vehicle/bike"]}),
        ("Cousin Tomas phoned from Valparaiso.", {"who": ["family/cousin"], "where": ["city/valparaiso"]}),
        ("Made lentil soup for the week.", {"what": ["food/lentil_soup"]}),
    ]
    rows += [(f"Quiet evening number {i} with a crossword.", {"what": [f"pastime/crossword_{i}"]}) for i in range(5)]
    return Index([Note(id=f"n{i}", user=u, assistant="", tags=FiveW.from_raw(t)) for i, (u, t) in enumerate(rows)])


def test_variants_are_registered_next_to_the_exact_presets() -> None:
    for exact, variant in zip(PAPER, VARIANTS, strict=True):
        path, preset, _ = REGISTRY[variant]
        assert path == REGISTRY[exact][0]
        assert preset == {**REGISTRY[exact][1], "fallback": True}
        assert "fallback" not in REGISTRY[exact][1]


@pytest.mark.parametrize("exact,variant", list(zip(PAPER, VARIANTS, strict=True)))
def test_filter_removes_every_token_paper_preset_returns_nothing(exact: str, variant: str) -> None:
    index = small_store()
    # "pottery" is in 2 of 10 notes (20% > 15%): the whole query is filtered away.
    assert index.stats.df.share("pottery") > 0.15
    assert index.retriever(exact).search("pottery?", 5) == []
    hits = index.retriever(variant).search("pottery?", 5)
    assert {h[0] for h in hits[:2]} == {"n0", "n1"}
    assert hits[0][2]["stopword_fallback"] is True and hits[0][2]["method"] == variant


@pytest.mark.parametrize("exact,variant", list(zip(PAPER, VARIANTS, strict=True)))
def test_filter_leaves_no_entry_point_paper_preset_returns_nothing(exact: str, variant: str) -> None:
    index = small_store()
    # "yesterday" survives the filter (in no note) but names no ontology node; "pottery" is dropped.
    assert index.retriever(exact).search("pottery yesterday", 5) == []
    hits = index.retriever(variant).search("pottery yesterday", 5)
    assert {h[0] for h in hits[:2]} == {"n0", "n1"}
    assert "pottery" in hits[0][2]["dropped_tokens"] and hits[0][2]["stopword_fallback"] is True


@pytest.mark.parametrize("exact,variant", list(zip(PAPER, VARIANTS, strict=True)))
def test_same_answer_when_a_rare_token_matches(exact: str, variant: str) -> None:
    index = small_store()
    a = index.retriever(exact).search("lentil pottery", 5)
    b = index.retriever(variant).search("lentil pottery", 5)
    assert a[0][0] == "n4" and [h[:2] for h in a] == [h[:2] for h in b]
    assert "stopword_fallback" not in b[0][2]


def test_adaptive_teleport_records_the_fallback() -> None:
    index = small_store()
    plain, fallback = index.retriever("adaptive"), index.retriever("adaptive+fallback")
    assert isinstance(plain, AdaptiveGraph) and isinstance(fallback, AdaptiveGraph)
    s, info = plain.teleport("pottery yesterday")
    assert not s.any() and "stopword_fallback" not in info
    s, info = fallback.teleport("pottery yesterday")
    assert s.sum() == pytest.approx(1.0) and info["stopword_fallback"] is True
