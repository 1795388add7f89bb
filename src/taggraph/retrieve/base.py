"""The Retriever protocol and the registry of methods (name -> lazily imported class + preset).

A retriever is built over an :class:`~taggraph.index.base.Index`, reads the notes already in it, and
is then kept current by ``add``/``remove`` calls; it is never rebuilt per query. A new method is
one module and one registry line.
"""

from __future__ import annotations

import importlib
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from ..errors import TaggraphError
from ..index.component import Component

if TYPE_CHECKING:
    pass

# (note_id, score, explanation), best first.
Scored = tuple[str, float, dict[str, Any]]


@runtime_checkable
class Retriever(Component, Protocol):
    def search(self, query: str, k: int, *, now: datetime | None = None, explain: bool = True) -> list[Scored]:
        """The top ``k`` notes, best first. ``now`` is the question's reference time ("last
        week", "currently"); the paper's methods rank without a clock and ignore it.
        ``explain=False`` may leave explanations empty (same ranking, less work)."""
        ...


# name -> (dotted path "module:Class", preset keyword arguments, one-line description). The
# names without a suffix are the paper's methods; where this implementation departs from the paper
# (a cap, an approximation, another model) the description says "not as in the paper" and what,
# and README's "Fidelity to the paper" lists each. "+fallback" variants are this project's.
REGISTRY: dict[str, tuple[str, dict[str, Any], str]] = {
    "bm25": ("taggraph.retrieve.bm25:BM25", {}, "Okapi BM25 over the full note text (tag line + exchange)"),
    "taggraph-basic": ("taggraph.retrieve.taggraph:TagGraph", {"preset": "basic"},
                       "ontology match + BFS to depth 2, ranked by graph distance, ties by raw overlap"),
    "taggraph-stopwords": ("taggraph.retrieve.taggraph:TagGraph", {"preset": "stopwords"},
                           "as basic, query tokens in >15% of notes dropped"),
    "taggraph-stopwords+fallback": ("taggraph.retrieve.taggraph:TagGraph", {"preset": "stopwords", "fallback": True},
                                    "as stopwords, the unfiltered query when the filter leaves no entry point"),
    "taggraph-tfidf": ("taggraph.retrieve.taggraph:TagGraph", {"preset": "tfidf"},
                       "as stopwords, ties by TF-IDF-weighted content overlap"),
    "taggraph-tfidf+fallback": ("taggraph.retrieve.taggraph:TagGraph", {"preset": "tfidf", "fallback": True},
                                "as tfidf, the unfiltered query when the filter leaves no entry point"),
    "adaptive": ("taggraph.retrieve.adaptive:AdaptiveGraph", {},
                 "Personalized PageRank (0.85, 20 iterations) over tags, topics, files and chronological "
                 "edges; not as in the paper: similarity edges capped at 8 per topic (the paper's graph is "
                 "unbounded), and forward push (eps 3e-7) instead of power iteration above 1,000,000 graph edges"),
    "adaptive+fallback": ("taggraph.retrieve.adaptive:AdaptiveGraph", {"fallback": True},
                          "as adaptive (same cap), the unfiltered query when the filtered one seeds nothing"),
    "openclaw": ("taggraph.retrieve.openclaw:OpenClaw", {},
                 "hybrid reference on raw text: 0.7 dense cosine + 0.3 FTS5 BM25; not as in the paper: the "
                 "default dense model is all-MiniLM-L6-v2 int8 (the paper's nomic-embed-text-v1.5 is not "
                 "installable offline), one vector per exchange, of its first 256 tokens (OpenClaw chunks "
                 "long text)"),
    "fusion": ("taggraph.retrieve.fusion:Fusion", {},
               "learned ranker over BM25, TagGraph-TFIDF, AdaptiveGraph and dense cosine with neighbour, "
               "session, statement, entity and time signals (the default)"),
}
DEFAULT_METHOD = "fusion"

# Ablation variants of the paper's Appendix F; listed by `taggraph methods --all`.
ABLATIONS: dict[str, tuple[str, dict[str, Any], str]] = {
    "adaptive-no-diffusion": ("taggraph.retrieve.adaptive:AdaptiveGraph", {"iterations": 0},
                              "AdaptiveGraph with 0 iterations (ranked by the teleport vector)"),
    "adaptive-no-chronological": ("taggraph.retrieve.adaptive:AdaptiveGraph", {"chronological": False},
                                  "AdaptiveGraph without file->next-file edges"),
    "adaptive-no-file-seeding": ("taggraph.retrieve.adaptive:AdaptiveGraph", {"file_seeding": False},
                                 "AdaptiveGraph seeded by tags only"),
}

# Engineering variants (not in the paper): listed by `taggraph methods --all`, runnable by name.
VARIANTS: dict[str, tuple[str, dict[str, Any], str]] = {
    "adaptive-exact": ("taggraph.retrieve.adaptive:AdaptiveGraph", {"ppr": "exact"},
                       "AdaptiveGraph with power iteration at every size (no local push); exact PPR over "
                       "the same capped graph (8 similarity edges per topic), not the paper's unbounded one"),
    "adaptive-local": ("taggraph.retrieve.adaptive:AdaptiveGraph", {"ppr": "local"},
                       "AdaptiveGraph with forward-push local PPR at every size"),
}

METHODS: tuple[str, ...] = tuple(REGISTRY)
# The paper's six retrievers, in its order (reports keep these columns beside fusion).
PAPER_METHODS: tuple[str, ...] = tuple(m for m in REGISTRY if m != "fusion")


class UnknownMethodError(TaggraphError, ValueError):
    pass


def resolve(name: str) -> tuple[Any, dict[str, Any]]:
    """The class and preset for a method name."""
    entry = REGISTRY.get(name) or ABLATIONS.get(name) or VARIANTS.get(name)
    if entry is None:
        known = ", ".join([*REGISTRY, *ABLATIONS, *VARIANTS])
        raise UnknownMethodError(f"unknown method {name!r}; choose one of: {known}")
    path, preset, _ = entry
    module, _, cls = path.partition(":")
    return getattr(importlib.import_module(module), cls), dict(preset)
