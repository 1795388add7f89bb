"""TagGraph: ontology-guided local traversal of the base graph (paper 3.3.3), three presets.

- ``basic``: every query token; ties between equally distant candidates by raw token overlap
  (number of distinct query tokens found in the note text).
- ``stopwords``: query tokens found in more than 15% of the store's notes (document frequency
  over the full note text, ``index.stats.df``) are dropped before ontology matching, as in the
  paper. A query left with no token, or with no token naming an ontology node, gets no result.
- ``tfidf``: as ``stopwords``; ties by TF-IDF-weighted overlap ``sum (1 + ln tf) * idf``.

``fallback=True`` (the registry's ``taggraph-stopwords+fallback`` / ``taggraph-tfidf+fallback``,
not in the paper): when the filter leaves no token, or none that names an ontology node, the
unfiltered query is used instead. In a small store 15% is one or two notes, so the words a
question is about are often the ones dropped; the explanation says when this happened.

Matching: a token (or its singular, as tags store singular last words) matches an ontology node
when it is a word of the node's own last segment (see :func:`taggraph.graph.base.label_words`).
Matched nodes expand by breadth-first search over parent/child edges up to ``depth`` (2). Each
reached node's tags lead tag -> topic -> file to candidate notes; a note's distance is the
smallest BFS distance of any of its tags, so a direct match (0) outranks a parent or child (1)
and a sibling or grandparent (2). Notes without a graph path are not returned.

Score = ``(depth - distance) + overlap / (max overlap + 1)``: the integer part is the distance
rank, the fraction the tie-break; equal scores keep insertion order.
"""

from __future__ import annotations

from collections import deque
from datetime import datetime
from typing import TYPE_CHECKING, Any

import numpy as np

from ..arrays import top_k
from ..index.postings import TermPostings
from ..notes import Note
from ..text import tokenize
from .base import Scored, UnknownMethodError

if TYPE_CHECKING:
    from ..index.base import Index

PRESETS = ("basic", "stopwords", "tfidf")
MAX_DF = 0.15


def query_tokens(index: Index, query: str, max_df: float | None,
                 fallback: bool = False) -> tuple[list[str], list[str], bool]:
    """(kept, dropped, fell_back): distinct query tokens with those in more than ``max_df`` of
    the notes dropped. With ``fallback``, when every token would go all are kept and
    ``fell_back`` is True; without it (the paper) nothing is kept."""
    toks = list(dict.fromkeys(tokenize(query)))
    if max_df is None or not toks:
        return toks, [], False
    df = index.stats.df
    kept = [t for t in toks if df.share(t) <= max_df]
    dropped = [t for t in toks if df.share(t) > max_df]
    if not kept and fallback:
        return toks, dropped, True
    return kept, dropped, False


def idf_weights(index: Index, tokens: list[str]) -> dict[str, float]:
    df = index.stats.df
    return {t: df.idf(t) for t in tokens}


class TagGraph:
    """One class, three presets and the optional unfiltered-query fallback; see the module docstring."""

    def __init__(self, index: Index, preset: str = "basic", depth: int = 2,
                 max_df: float = MAX_DF, fallback: bool = False) -> None:
        if preset not in PRESETS:
            raise UnknownMethodError(f"unknown TagGraph preset {preset!r}; choose one of {', '.join(PRESETS)}")
        self.index = index
        self.preset = preset
        self.depth = depth
        self.max_df = max_df if preset != "basic" else None
        self.fallback = fallback and self.max_df is not None
        self.name = f"taggraph-{preset}" + ("+fallback" if self.fallback else "")
        self.graph = index.graph()
        self.terms = TermPostings.of(index)
        self._children: dict[str, tuple[int, np.ndarray]] = {}  # path -> (graph version, slots)
        self._children_of: object = None  # the graph they were read from

    # Shared components carry the state; the retriever itself has nothing to update.
    def add(self, note: Note) -> None:
        pass

    def remove(self, note_id: str) -> None:
        pass

    def expand(self, tokens: list[str]) -> Reached:
        """Multi-source BFS from the matched ontology nodes: path -> (distance, token, parent on
        the BFS tree). Tokens are seeded in query order, so the first token wins a tie.

        The last level is not enumerated node by node: a node expanded there contributes its
        parent as one node and its children as one group (a leaf's siblings are every child of
        its parent: tens of thousands of people under ``person``). Lookups resolve a group member
        as the breadth-first search would have (first node or group covering it, in queue order)."""
        reached = Reached()
        queue: deque[str] = deque()
        for tok in tokens:
            for path in sorted(self.graph.match(tok)):
                if path not in reached.near:
                    reached.near[path] = (0, tok, None)
                    queue.append(path)
        while queue:
            path = queue.popleft()
            d, tok, _ = reached.near[path]
            if d >= self.depth:
                continue
            if d + 1 == self.depth:
                if "/" in path:
                    reached.last.append((path.rsplit("/", 1)[0], False, tok, path))
                if self.graph.onto_children.get(path):
                    reached.last.append((path, True, tok, path))
                continue
            for nb in self.graph.onto_neighbours(path):
                if nb not in reached.near:
                    reached.near[nb] = (d + 1, tok, path)
                    queue.append(nb)
        reached.depth = self.depth
        return reached

    def distances(self, reached: Reached) -> np.ndarray:
        """Per slot: the smallest BFS distance of a reached ontology node carrying one of the
        note's tags (``depth + 1`` when unreached)."""
        g = self.graph
        by_d: list[list[np.ndarray]] = [[] for _ in range(self.depth + 1)]
        for path, (d, _, _) in reached.near.items():
            for tag in g.onto_tags.get(path, ()):
                by_d[d].append(g.tag_slots(tag))
        for path, group, _, _ in reached.last:
            if group:
                by_d[self.depth].append(self.children_slots(path))
            else:
                by_d[self.depth].extend(g.tag_slots(tag) for tag in g.onto_tags.get(path, ()))
        # int8 while the depth fits: at a million notes a query writes a few million entries, and
        # each posting is written as it is rather than joined with the others first
        dist = np.full(g.n_slots, self.depth + 1, dtype=np.int8 if self.depth < 127 else np.int64)
        for d in range(self.depth, -1, -1):  # nearer distances overwrite farther ones
            for slots in by_d[d]:
                dist[slots] = d
        return dist

    def children_slots(self, path: str) -> np.ndarray:
        """Slots of the notes with a tag on a child of ``path`` (may include removed notes:
        ``search`` masks them). Cached: one array instead of a posting per child at every
        query, brought up to date with the notes added since rather than gathered again after
        each write (a broad path such as ``person`` has thousands of children, and nearly
        every write adds to one of them)."""
        g = self.graph
        if self._children_of is not g:
            self._children.clear()
            self._children_of = g
        got = self._children.get(path)
        if got is not None and got[0] != g.version:
            added = g.added_since(got[0])
            if added is None:
                got = None
            else:
                more = [slot for _, slot, parents in added if path in parents]
                got = (g.version, np.concatenate([got[1], np.array(more, dtype=got[1].dtype)]) if more else got[1])
                self._children[path] = got
        if got is None:
            posts = [g.tag_slots(tag) for c in g.onto_children.get(path, ()) for tag in g.onto_tags.get(c, ())]
            got = self._children[path] = (g.version, np.concatenate(posts) if posts else np.zeros(0, dtype=np.int32))
        return got[1]

    def search(self, query: str, k: int = 40, *, now: datetime | None = None,
               explain: bool = True) -> list[Scored]:
        """The top ``k`` notes; ``explain=False`` leaves each explanation empty (same ranking,
        for callers such as ``fusion`` that only read the scores)."""
        tokens, dropped, fell_back = query_tokens(self.index, query, self.max_df, self.fallback)
        if not tokens or k <= 0:
            return []
        reached = self.expand(tokens)
        if not reached and dropped and self.fallback:
            # The frequency filter removed every token that names an ontology node. In a small
            # store 15% is one or two notes, so the words a question is about get dropped;
            # answer from the unfiltered query rather than with nothing.
            tokens, fell_back = tokens + dropped, True
            reached = self.expand(tokens)
        if not reached:
            return []
        dist = self.distances(reached)
        cand = np.flatnonzero((dist <= self.depth) & self.graph.alive.view())
        if not len(cand):
            return []
        idf = idf_weights(self.index, tokens) if self.preset == "tfidf" else None
        ov = self.terms.overlap(tokens, idf)[cand]
        score = (self.depth - dist[cand]) + ov / (ov.max() + 1.0)
        top = top_k(score, cand, k)
        return [(nid, float(score[i]), self._explain(nid, int(dist[cand[i]]), float(ov[i]), reached,
                                                      dropped, fell_back) if explain else {})
                for i in top if (nid := self.graph.slot_ids[cand[i]]) is not None]

    def _explain(self, note_id: str, dist: int, overlap: float,
                 reached: Reached, dropped: list[str],
                 fell_back: bool) -> dict[str, Any]:
        hits = [(reached[p][0], c, p) for c, p in self.graph.tags_of(note_id) if p in reached]
        d, cat, path = min(hits)
        chain = [path]
        while (parent := reached[chain[-1]][2]) is not None:
            chain.append(parent)
        token = reached[path][1]
        walk = [f"query:{token}", *(f"onto:{p}" for p in reversed(chain)), f"tag:{cat}:{path}",
                f"topic:{note_id}", f"file:{note_id}"]
        exp: dict[str, Any] = {
            "method": self.name,
            "distance": dist,
            "matched_tokens": sorted({reached[p][1] for _, _, p in hits}),
            "ontology_nodes": sorted({p for _, _, p in hits}),
            "path": walk,
            "tie_break": "tfidf_overlap" if self.preset == "tfidf" else "token_overlap",
            "overlap": round(overlap, 6),
        }
        if dropped:
            exp["dropped_tokens"] = dropped
        if fell_back:
            exp["stopword_fallback"] = True
        return exp


class Reached:
    """What :meth:`TagGraph.expand` reached: ``near`` maps the nodes below the last level to
    (distance, token, parent); ``last`` lists, in breadth-first order, what the last level adds:
    (node, False, token, parent) for one node, (node, True, token, node) for all its children."""

    def __init__(self) -> None:
        self.near: dict[str, tuple[int, str, str | None]] = {}
        self.last: list[tuple[str, bool, str, str]] = []
        self.depth = 0

    def get(self, path: str) -> tuple[int, str, str | None] | None:
        got = self.near.get(path)
        if got is not None:
            return got
        parent = path.rsplit("/", 1)[0] if "/" in path else None
        for node, group, tok, via in self.last:
            if (node == parent) if group else (node == path):
                return self.depth, tok, via
        return None

    def __contains__(self, path: str) -> bool:
        return self.get(path) is not None

    def __getitem__(self, path: str) -> tuple[int, str, str | None]:
        got = self.get(path)
        if got is None:
            raise KeyError(path)
        return got

    def __bool__(self) -> bool:
        return bool(self.near or self.last)
