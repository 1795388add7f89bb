"""The base tag-topic-file graph of the paper (section 3.2), kept current note by note.

Nodes (names are strings so the graph exports to NetworkX as is):

- ``onto:<path>``      ontology node, one per prefix of every live tag path (``company``, ``company/google``)
- ``tag:<cat>:<path>`` tag node, one per (5W category, path) used by a live note
- ``topic:<note id>``  topic node, the note's extracted 5W record (one per note)
- ``file:<note id>``   file node, the Markdown note itself

Edges (all undirected, i.e. present in both directions, except the chronological one):

- ontology parent <-> child;
- tag <-> its ontology node (the node whose path equals the tag's path). DESIGN draws this as
  ``tag -> ontology``; it is kept both ways because TagGraph walks ontology -> tag and a random
  walk must be able to leave the ontology again;
- tag <-> topic, topic <-> file;
- topic <-> topic similarity: two records sharing at least ``min_shared`` (3) tag nodes, i.e.
  (category, path) pairs summed over all 5W categories. The category must match: ``who:alice``
  and ``where:alice`` are different attributes. A tag on every note (``who:user``) counts like
  any other tag, as in the paper.

  Bound (not in the paper, whose graph is unbounded): each topic keeps at most ``max_similar``
  (8) similarity neighbours of its own, the strongest (most shared tags, then a fixed hash of
  the note id, then age), and the edge set is the union of these lists. Unbounded, the edges
  grow as N^2 (every two notes sharing ``who:user`` and two other tags qualify) and set the
  PPR query time. The lists are a pure function of the live notes, so an incrementally
  maintained graph equals a rebuilt one. ``index.graph(max_similar=10**6)`` (or
  ``AdaptiveGraph(..., max_similar=...)``) builds the paper's unbounded graph;
  ``benchmarks/bench_similar_bound.py`` measures what the bound changes.
- file -> next file in time (chronological), used only by AdaptiveGraph. Time order is the
  index's insertion order, which Memory keeps chronological; timestamps are not consulted
  because notes without one have no place in a time order.

Hot structures are dicts and numpy arrays: per-tag posting arrays of note slots (so candidate
counting for similarity is a numpy ``bincount``, not a Python loop over every note that shares
``who:user``), integer node ids, per-node degrees, the similarity lists and edges and the
chronology as per-slot arrays (:mod:`taggraph.graph.lists`; no Python object per note), and an
append-only edge log (+1/-1 per undirected edge) from which AdaptiveGraph maintains its sparse
matrix without re-walking the graph. ``nodes``, ``edges`` and ``to_networkx``
(:mod:`taggraph.graph.views`) are for tests and inspection only.
"""

from __future__ import annotations

import bisect
import hashlib
from collections.abc import Iterable, Iterator, MutableMapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

import numpy as np

from ..arrays import GrowArray, Postings
from ..notes import Note
from ..tags import prefixes, singular
from ..text import tokenize
from .lists import OPEN, SimAdj, TopLists, composite
from .nodes import NodeIds, NodeNames

if TYPE_CHECKING:
    pass

ONTO, TAG, TOPIC, FILE = 0, 1, 2, 3
MIN_SHARED = 3
MAX_SIMILAR = 8
ADDED_KEPT = 4096  # notes added that the graph remembers (MemoryGraph.added_since)

TagKey = tuple[str, str]  # (category, path)


@dataclass(frozen=True)
class _NoteRec:
    slot: int
    topic: int
    file: int
    tags: tuple[TagKey, ...]
    # node ids of the note's tags and of their ontology nodes; stable while the note lives,
    # since those nodes cannot disappear before it
    tag_nids: tuple[int, ...]
    onto_nids: tuple[int, ...]


def note_hash(note_id: str) -> int:
    """A fixed 32-bit hash of a note id: the order-free tie-break between equally similar topics."""
    return int.from_bytes(hashlib.blake2b(note_id.encode("utf-8", "surrogatepass"), digest_size=4).digest())


def label_words(path: str) -> set[str]:
    """Words an ontology node answers to: the tokens of its own (last) segment, so that
    ``goal/sleep_quality`` is matched by "sleep" and "quality", and ``goal`` by "goal"."""
    return set(tokenize(path.rsplit("/", 1)[-1]))


def token_forms(token: str) -> tuple[str, ...]:
    """A query token and its singular: tags store singular last words ("dogs" -> ``pet/dog``)."""
    s = singular(token)
    return (token,) if s == token else (token, s)


class MemoryGraph:
    """The shared graph component; ``add``/``remove`` keep it equal to a graph built from scratch."""

    # A tag posting longer than this (and than 1/16 of the slots) is "dense" for candidate
    # counting (see _qualifying).
    DENSE_MIN = 4096
    # A graph built from at least this many notes computes its similarity lists in one compiled
    # pass (taggraph.graph.similarity) rather than in Python per note (the lists are the same).
    BULK_MIN = 5000

    def __init__(self, notes: Iterable[Note] = (), *, min_shared: int = MIN_SHARED,
                 max_similar: int = MAX_SIMILAR) -> None:
        self.min_shared = min_shared
        self.max_similar = max_similar
        # note slots (never reused): the index space of every per-note vector
        self.slot_of: MutableMapping[str, int] = {}  # an IdSlots once restored from a snapshot
        self.slot_ids: list[str | None] = []
        self.alive = GrowArray(np.bool_)
        self.hash32 = GrowArray(np.int64)
        self.file_nid = GrowArray(np.int32)
        self.topic_nid_of = GrowArray(np.int32)
        self._notes: dict[str, _NoteRec] = {}
        # node ids (never reused) and the edge log AdaptiveGraph turns into a sparse matrix
        # (graph_nodes: topic and file names are made from the note id when read, not stored;
        # ``names`` is typed as the list it behaves like for readers that index it)
        self.names = cast("list[str | None]", NodeNames(self))
        self._nid = NodeIds(cast(NodeNames, self.names))
        self.kind = GrowArray(np.int8)
        self.deg = GrowArray(np.int32)          # undirected degree (chronological edges excluded)
        self.next_nid = GrowArray(np.int32)     # file node -> next file node in time, -1 if none
        self.onto_parent = GrowArray(np.int32)  # ontology node -> its parent's node id, -1 if none
        self.log_src = GrowArray(np.int32)
        self.log_dst = GrowArray(np.int32)
        self.log_w = GrowArray(np.int8)
        self.log_epoch = 0                      # bumped when the log is compacted
        self.live_edges = 0
        self.chrono_version = 0
        self.version = 0
        # ontology and tags
        self.onto_ref: dict[str, int] = {}      # live tag nodes whose path has this prefix
        self.onto_children: dict[str, set[str]] = {}
        self.onto_tags: dict[str, set[TagKey]] = {}
        self.onto_words: dict[str, set[str]] = {}
        # The latest notes added: (version after the add, slot, the parents of its tag paths), so a
        # cache of a path's children's postings (TagGraph) takes in a write rather than gathering
        # every posting again. A removal needs no entry: readers mask removed slots by ``alive``.
        self._added: list[tuple[int, int, frozenset[str]]] = []
        self._added_from = 0  # the log holds every add after this version
        self.tag_post: dict[TagKey, Postings] = {}
        # similarity, by slot: each topic's own list, and the undirected edges (see graph_lists)
        self._top = TopLists(max_similar)
        self._sim = SimAdj()
        # chronology (insertion order) by slot, -1 for none
        self.prev_slot = GrowArray(np.int32)
        self.next_slot = GrowArray(np.int32)
        self._tail = -1
        # from a snapshot: ((log epoch, log length, nodes), indptr, indices, data) of the
        # symmetric adjacency at that point, taken over by AdaptiveGraph on first use
        self.adjacency: tuple[tuple[int, ...], np.ndarray, np.ndarray, np.ndarray] | None = None
        # Built from a list of notes, each topic's similarity list is computed once all notes are
        # in (the lists are a pure function of the live notes) rather than maintained per add.
        self._defer = True
        for note in notes:
            self.add(note)
        self._defer = False
        if self.n_slots >= self.BULK_MIN and self.max_similar <= 64:
            self._build_lists()
        else:
            for rec in self._notes.values():
                self._set_top(rec.slot, self._best(rec.slot, rec.tags)[0])

    @staticmethod
    def key_for(max_similar: int) -> str:
        return "graph" if max_similar == MAX_SIMILAR else f"graph:max_similar={max_similar}"

    @property
    def key(self) -> str:
        return self.key_for(self.max_similar)

    # -- node and edge primitives ---------------------------------------------------------------
    def _new_node(self, name: str, kind: int, slot: int = -1) -> int:
        nid = cast(NodeNames, self.names).add(name, slot)
        self.kind.append(kind)
        self.deg.append(0)
        self.next_nid.append(-1)
        self.onto_parent.append(-1)
        return nid

    def _drop_node(self, name: str) -> None:
        cast(NodeNames, self.names).drop(name)

    def _link(self, u: int, v: int, w: int = 1) -> None:
        self.log_src.append(u)
        self.log_dst.append(v)
        self.log_w.append(w)
        self.deg.a[u] += w
        self.deg.a[v] += w
        self.live_edges += w

    def _link_star(self, hub: int, others: np.ndarray, hub_first: bool) -> None:
        """``_link`` of new edges hub-o for distinct ``others``, logged as (hub, o) or (o, hub)."""
        n = len(others)
        hubs = np.full(n, hub, dtype=np.int32)
        self.log_src.extend(hubs if hub_first else others)
        self.log_dst.extend(others if hub_first else hubs)
        self.log_w.extend(np.ones(n, dtype=np.int8))
        self.deg.a[hub] += n
        self.deg.a[others] += 1
        self.live_edges += n

    def nid(self, name: str) -> int | None:
        return self._nid.get(name)

    @property
    def n_nodes(self) -> int:
        """Size of the node id space (dead ids included)."""
        return len(self.names)

    @property
    def n_slots(self) -> int:
        return len(self.slot_ids)

    # -- updates ----------------------------------------------------------------------------------
    def add(self, note: Note) -> None:
        if note.id in self._notes:
            return
        slot = len(self.slot_ids)
        self.slot_ids.append(note.id)
        self.slot_of[note.id] = slot
        self.alive.append(True)
        self.hash32.append(note_hash(note.id))
        self._top.add_row()
        topic = self._new_node(f"topic:{note.id}", TOPIC, slot)
        file = self._new_node(f"file:{note.id}", FILE, slot)
        self.file_nid.append(file)
        self.topic_nid_of.append(topic)
        self._link(topic, file)
        tags = tuple(dict.fromkeys(note.tags.items()))
        tag_nids = []
        for tag in tags:
            post = self.tag_post.get(tag)
            if post is None:
                post = self.tag_post[tag] = Postings()
                self._add_tag_node(tag)
            post.add(slot)
            tag_nids.append(self._nid[f"tag:{tag[0]}:{tag[1]}"])
            self._link(tag_nids[-1], topic)
        onto_nids = tuple(self._nid[f"onto:{p}"] for _, p in tags)
        self._notes[note.id] = _NoteRec(slot, topic, file, tags, tuple(tag_nids), onto_nids)
        if not self._defer:
            self._add_similarity(slot, tags)
            self._sim.maybe_compact(self.n_slots)
        self.prev_slot.append(self._tail)
        self.next_slot.append(-1)
        if self._tail >= 0:
            self.next_slot.a[self._tail] = slot
            self.next_nid.a[self.file_nid.a[self._tail]] = file
        self._tail = slot
        self.chrono_version += 1
        self.version += 1
        self._added.append((self.version, slot, frozenset(p.rsplit("/", 1)[0] for _, p in tags if "/" in p)))
        if len(self._added) > 2 * ADDED_KEPT:
            self._added_from = self._added[ADDED_KEPT - 1][0]
            del self._added[:ADDED_KEPT]

    def remove(self, note_id: str) -> None:
        if note_id not in self._notes:
            return
        rec = self._notes.pop(note_id)
        slot = rec.slot
        self.alive.a[slot] = False
        self._remove_similarity(slot)
        alive = self.alive.view()
        for tag, tag_nid in zip(rec.tags, rec.tag_nids, strict=True):
            self._link(tag_nid, rec.topic, -1)
            post = self.tag_post[tag]
            post.drop(alive)
            if post.live_count() == 0:
                del self.tag_post[tag]
                self._remove_tag_node(tag)
        self._link(rec.topic, rec.file, -1)
        self._drop_node(f"topic:{note_id}")
        self._drop_node(f"file:{note_id}")
        self.file_nid.a[slot] = -1
        del self.slot_of[note_id]
        self.slot_ids[slot] = None
        self._unlink_chronology(rec)
        self.version += 1
        self._sim.maybe_compact(self.n_slots)
        self._maybe_compact_log()

    def added_since(self, version: int) -> list[tuple[int, int, frozenset[str]]] | None:
        """The notes added after graph version ``version`` as (version, slot, parents of their
        tag paths); None when that is further back than the graph keeps."""
        if version < self._added_from:
            return None
        return self._added[bisect.bisect_left(self._added, version + 1, key=lambda e: e[0]):]

    def _unlink_chronology(self, rec: _NoteRec) -> None:
        slot = rec.slot
        prev, nxt = int(self.prev_slot.a[slot]), int(self.next_slot.a[slot])
        if prev >= 0:
            self.next_slot.a[prev] = nxt
            self.next_nid.a[self.file_nid.a[prev]] = self.file_nid.a[nxt] if nxt >= 0 else -1
        if nxt >= 0:
            self.prev_slot.a[nxt] = prev
        if self._tail == slot:
            self._tail = prev
        self.prev_slot.a[slot] = self.next_slot.a[slot] = -1
        self.next_nid.a[rec.file] = -1
        self.chrono_version += 1

    # -- ontology and tag nodes ---------------------------------------------------------------------
    def _add_tag_node(self, tag: TagKey) -> None:
        cat, path = tag
        nid = self._new_node(f"tag:{cat}:{path}", TAG)
        parent: str | None = None
        for p in prefixes(path):
            ref = self.onto_ref.get(p, 0)
            if ref == 0:
                onid = self._new_node(f"onto:{p}", ONTO)
                self.onto_children[p] = set()
                for w in label_words(p):
                    self.onto_words.setdefault(w, set()).add(p)
                if parent is not None:
                    self.onto_children[parent].add(p)
                    pnid = self._nid[f"onto:{parent}"]
                    self.onto_parent.a[onid] = pnid
                    self._link(pnid, onid)
            self.onto_ref[p] = ref + 1
            parent = p
        self.onto_tags.setdefault(path, set()).add(tag)
        self._link(nid, self._nid[f"onto:{path}"])

    def _remove_tag_node(self, tag: TagKey) -> None:
        cat, path = tag
        name = f"tag:{cat}:{path}"
        self._link(self._nid[name], self._nid[f"onto:{path}"], -1)
        self._drop_node(name)
        tags = self.onto_tags[path]
        tags.discard(tag)
        if not tags:
            del self.onto_tags[path]
        chain = prefixes(path)
        for i in range(len(chain) - 1, -1, -1):  # deepest first: a child leaves before its parent
            p = chain[i]
            ref = self.onto_ref[p] - 1
            if ref:
                self.onto_ref[p] = ref
                continue
            del self.onto_ref[p]
            del self.onto_children[p]
            for w in label_words(p):
                paths = self.onto_words[w]
                paths.discard(p)
                if not paths:
                    del self.onto_words[w]
            if i > 0:
                self.onto_children[chain[i - 1]].discard(p)
                self._link(self._nid[f"onto:{chain[i - 1]}"], self._nid[f"onto:{p}"], -1)
            self._drop_node(f"onto:{p}")

    # -- topic similarity ---------------------------------------------------------------------------
    def _qualifying(self, tags: tuple[TagKey, ...], exclude: int) -> tuple[np.ndarray, np.ndarray]:
        """(slots, shared-tag counts) of every live slot sharing at least ``min_shared`` tags
        with the given tag set, in slot order (numpy, no per-note Python).

        A tag on a large share of the notes (``who:user``) would make this a pass over every
        slot. With fewer than ``min_shared`` such dense tags, a qualifying slot must share at
        least one of the other tags, so candidates come from the sparse postings alone and the
        dense tags only add membership (binary search: postings are in slot order); the result
        is the same, at a cost that follows the sparse postings rather than the store.

        A tag on every slot (``who:user`` before any note is forgotten: its posting is as long as
        the slot range, and a posting holds a slot at most once) is a constant 1 for every slot
        and is counted as such instead of being searched or counted over a million entries."""
        n = self.n_slots
        posts = [self.tag_post[t].slots.view() for t in tags if t in self.tag_post]
        if not posts:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
        every = sum(1 for p in posts if len(p) == n)
        posts = [p for p in posts if len(p) != n]
        need = self.min_shared - every
        big = max(self.DENSE_MIN, n // 16)
        dense = [p for p in posts if len(p) > big]
        sparse = [p for p in posts if len(p) <= big]
        if sparse and len(dense) < need:
            cand, c = np.unique(np.concatenate(sparse), return_counts=True)
            c = c.astype(np.int64) + every
            for p in dense:
                at = np.minimum(np.searchsorted(p, cand), len(p) - 1)
                c += p[at] == cand
            ok = (c >= self.min_shared) & self.alive.view()[cand] & (cand != exclude)
            return cand[ok].astype(np.int64), c[ok]
        counts = np.bincount(np.concatenate(posts), minlength=n) if posts else np.zeros(n, dtype=np.int64)
        counts += every
        counts *= self.alive.view()
        counts[exclude] = 0
        cand = np.flatnonzero(counts >= self.min_shared)
        return cand, counts[cand]

    def _best(self, slot: int, tags: tuple[TagKey, ...]) -> tuple[dict[int, int], np.ndarray, np.ndarray]:
        """The slot's own top list {slot: shared count} and every qualifying candidate."""
        cand, c = self._qualifying(tags, slot)
        if len(cand) > self.max_similar:
            comp = composite(c, self.hash32.view()[cand])
            kth = np.partition(comp, self.max_similar - 1)[self.max_similar - 1]
            sel = np.flatnonzero(comp <= kth)
            order = np.lexsort((cand[sel], comp[sel]))[: self.max_similar]
            top = {int(cand[sel][i]): int(c[sel][i]) for i in order}
        else:
            top = {int(s): int(n) for s, n in zip(cand, c, strict=True)}
        return top, cand, c

    def _sim_nids(self, a: int, b: int) -> tuple[int, int]:
        return int(self.topic_nid_of.a[a]), int(self.topic_nid_of.a[b])

    def _sim_add(self, a: int, b: int) -> None:
        if self._sim.add(a, b):
            self._link(*self._sim_nids(a, b))

    def _sim_drop_if_unlisted(self, a: int, b: int) -> None:
        """Drop the edge a-b unless one of the two still lists the other."""
        if self._top.has(a, b) or self._top.has(b, a):
            return
        if self._sim.discard(a, b):
            self._link(*self._sim_nids(a, b), -1)

    def _set_top(self, slot: int, top: dict[int, int]) -> None:
        old = self._top.as_dict(slot)
        self._top.set(slot, top, self.hash32.view())
        for s in old:
            if s not in top:
                self._sim_drop_if_unlisted(slot, s)
        for s in top:
            if s not in old:
                self._sim_add(slot, s)

    def _add_similarity(self, slot: int, tags: tuple[TagKey, ...]) -> None:
        top, cand, counts = self._best(slot, tags)
        h32 = self.hash32.view()
        topic = self.topic_nid_of.view()
        # a new topic's own list: every edge to it is new
        self._top.set(slot, top, h32)
        own = self._sim.new_row(slot, list(top))
        if own:
            self._link_star(int(topic[slot]), topic[own], True)
        if not len(cand):
            return
        # The new note enters an older topic's list when that list has room or the note beats
        # its weakest entry (on an equal composite key the older slot wins, so the new one loses).
        enter = composite(counts, h32[slot]) < self._top.worst.view()[cand]
        rows = cand[enter]
        if not len(rows):
            return
        lost_rows, lost = self._top.enter(rows, slot, counts[enter], h32)
        fresh = self._sim.join(slot, rows.tolist())
        if fresh:
            self._link_star(int(topic[slot]), topic[fresh], False)
        # b dropped w from its list: the edge goes unless w lists b (checked once all lists
        # are updated, which gives the same edges as checking after each)
        if len(lost):
            kept = self._top.lists(lost, lost_rows)
            for b, w, k in zip(lost_rows.tolist(), lost.tolist(), kept.tolist(), strict=True):
                if not k and self._sim.discard(b, w):
                    self._link(*self._sim_nids(b, w), -1)

    def _remove_similarity(self, slot: int) -> None:
        # who lists the removed topic: among its similarity neighbours, since lists are edges
        neigh = sorted(self._sim.get(slot))
        listing = [b for b in neigh if self._top.has(b, slot)]
        self._top.clear(slot)
        for b in listing:
            self._top.delete(b, slot)
        for s in neigh:
            self._sim.discard(slot, s)
            self._link(*self._sim_nids(slot, s), -1)
        self._sim.clear(slot)
        # Topics that listed the removed one have a free place: recompute their lists exactly.
        for b in listing:
            self._set_top(b, self._best(b, self._notes[self.slot_ids[b]].tags)[0])  # type: ignore[index]

    # -- the edge log -------------------------------------------------------------------------------
    def log_arrays(self, start: int = 0) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        return (self.log_src.since(start), self.log_dst.since(start), self.log_w.since(start))

    def _maybe_compact_log(self) -> None:
        if len(self.log_w) > 2 * self.live_edges + (1 << 20):
            self.compact_log()

    def compact_log(self) -> None:
        """Rewrite the log as the live edge set (done once removals have made it mostly +1/-1
        pairs); readers notice the new ``log_epoch`` and rebuild from it."""
        src, dst, w = self.log_arrays()
        lo, hi = np.minimum(src, dst).astype(np.int64), np.maximum(src, dst).astype(np.int64)
        key = lo * self.n_nodes + hi
        uniq, inv = np.unique(key, return_inverse=True)
        total = np.bincount(inv, weights=w.astype(np.float64))
        keep = total != 0
        self.log_src.set((uniq[keep] // self.n_nodes).astype(np.int32))
        self.log_dst.set((uniq[keep] % self.n_nodes).astype(np.int32))
        self.log_w.set(total[keep].astype(np.int8))
        self.log_epoch += 1

    # -- reading ----------------------------------------------------------------------------------
    def note_ids(self) -> list[str]:
        return list(self._notes)

    def tags_of(self, note_id: str) -> tuple[TagKey, ...]:
        return self._notes[note_id].tags

    def tag_nids_of(self, note_id: str) -> tuple[int, ...]:
        return self._notes[note_id].tag_nids

    def onto_nids_of(self, note_id: str) -> tuple[int, ...]:
        """Per tag of the note (same order as ``tags_of``), the node id of its ontology node."""
        return self._notes[note_id].onto_nids

    def similar_slots(self, slot: int) -> set[int]:
        return self._sim.get(slot)

    def file_of(self, note_id: str) -> int:
        return self._notes[note_id].file

    def tag_slots(self, tag: TagKey) -> np.ndarray:
        """Slots of the notes carrying ``tag`` (may include removed notes: mask by ``alive``)."""
        post = self.tag_post.get(tag)
        return post.slots.view() if post is not None else np.zeros(0, dtype=np.int32)

    def match(self, token: str) -> set[str]:
        """Ontology paths whose own label contains the token (or its singular) as a word."""
        out: set[str] = set()
        for form in token_forms(token):
            out |= self.onto_words.get(form, set())
        return out

    def onto_neighbours(self, path: str) -> Iterator[str]:
        if "/" in path:
            yield path.rsplit("/", 1)[0]
        yield from self.onto_children.get(path, ())

    def similar(self, note_id: str) -> list[str]:
        """Note ids whose topics are linked to this note's topic by a similarity edge."""
        slot = self._notes[note_id].slot
        return sorted(self.slot_ids[s] for s in self.similar_slots(slot))  # type: ignore[misc]

    def _chrono(self, note_id: str, links: GrowArray) -> str | None:
        slot = self.slot_of.get(note_id)
        other = -1 if slot is None else int(links.a[slot])
        return self.slot_ids[other] if other >= 0 else None

    def next_note(self, note_id: str) -> str | None:
        return self._chrono(note_id, self.next_slot)

    def prev_note(self, note_id: str) -> str | None:
        return self._chrono(note_id, self.prev_slot)

    def _build_lists(self) -> None:
        """Give a graph whose notes were added with similarity deferred (all live, slots in order)
        its similarity lists and edges."""
        from .similarity import similarity_lists

        n = self.n_slots
        recs = list(self._notes.values())
        assert len(recs) == n and all(r.slot == i for i, r in enumerate(recs)), "bulk build needs a fresh graph"
        nt_ptr = np.concatenate([[0], np.cumsum([len(r.tag_nids) for r in recs])]).astype(np.int64)
        tag_nids = np.fromiter((t for r in recs for t in r.tag_nids), dtype=np.int64, count=int(nt_ptr[-1]))
        _, nt_idx = np.unique(tag_nids, return_inverse=True)
        h32 = self.hash32.view()
        slots, counts = similarity_lists(nt_ptr, nt_idx, h32, self.min_shared, self.max_similar)
        ok = slots >= 0
        lens = ok.sum(axis=1)
        top_slots = slots[ok]
        worst = np.full(n, OPEN, dtype=np.int64)
        full = np.flatnonzero(lens == self.max_similar)
        if len(full):
            worst[full] = composite(counts[full, -1], h32[slots[full, -1]])
        self._top = TopLists.from_rows(self.max_similar, slots, counts, lens, worst)
        # the undirected edges: the union of the lists
        a = np.repeat(np.arange(n, dtype=np.int64), lens)
        key = np.unique(np.minimum(a, top_slots) * n + np.maximum(a, top_slots))
        lo, hi = key // n, key % n
        rows, cols = np.concatenate([lo, hi]), np.concatenate([hi, lo])
        order = np.lexsort((cols, rows))
        topic = self.topic_nid_of.view().astype(np.int64)
        u, v = topic[lo], topic[hi]
        self.log_src.set(np.concatenate([self.log_src.view(), u]))
        self.log_dst.set(np.concatenate([self.log_dst.view(), v]))
        self.log_w.set(np.concatenate([self.log_w.view(), np.ones(len(u), dtype=np.int8)]))
        deg = self.deg.view()
        np.add.at(deg, u, 1)
        np.add.at(deg, v, 1)
        self.live_edges += len(u)
        self._sim = SimAdj(np.concatenate([[0], np.cumsum(np.bincount(rows, minlength=n))]).astype(np.int64),
                        cols[order])
