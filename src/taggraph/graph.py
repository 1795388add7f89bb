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

  Bound: each topic keeps at most ``max_similar`` (8) similarity neighbours of its own, the
  strongest ones (most shared tags, then a fixed hash of the note id, then age), and the edge
  set is the union of these lists. Without a bound the edge count is O(N^2): every pair of
  notes sharing ``who:user`` and two common tags qualifies. The lists are a pure function of
  the live notes, so an incrementally maintained graph equals a rebuilt one. The bound never
  binds on ATANT-sized stores (< 9 notes) but does on larger ones: on the five LoCoMo
  conversations of the dev file (370-680 notes, offline extractor) 36-53% of topics have more
  than 8 qualifying neighbours (median 3-11, max 86-194). It made no measurable difference
  there: AdaptiveGraph turn-level MRR stayed within 0.464-0.467 for bounds 4, 8, 16, 32 and
  unbounded, while similarity edges are most of the PPR matrix (55% at 10,000 notes with 16,
  70% with 32) and so set the query time. ``index.graph(max_similar=10**6)`` (or
  ``AdaptiveGraph(..., max_similar=...)``) builds the unbounded graph of the paper.
- file -> next file in time (chronological), used only by AdaptiveGraph. Time order is the
  index's insertion order, which Memory keeps chronological; timestamps are not consulted
  because notes without one have no place in a time order.

Hot structures are dicts and numpy arrays: per-tag posting arrays of note slots (so candidate
counting for similarity is a numpy ``bincount``, not a Python loop over every note that shares
``who:user``), integer node ids, per-node degrees and an append-only edge log (+1/-1 per
undirected edge) from which AdaptiveGraph maintains its sparse matrix without re-walking the
graph. ``to_networkx`` is for tests and inspection only.
"""

from __future__ import annotations

import hashlib
import heapq
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from . import graph_snapshot
from .arrays import GrowArray, Postings
from .graph_snapshot import SNAPSHOT_VERSION, LazyState
from .notes import Note
from .ontology import prefixes
from .tags import singular
from .text import tokenize

if TYPE_CHECKING:
    import networkx as nx

ONTO, TAG, TOPIC, FILE = 0, 1, 2, 3
KIND_NAMES = ("ontology", "tag", "topic", "file")
MIN_SHARED = 3
MAX_SIMILAR = 8
_MAXC = 1 << 12  # above any possible shared-tag count (6 categories x 16 tags)
_OPEN = np.iinfo(np.int64).max

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
    # pass (taggraph.similarity) rather than in Python per note (the lists are the same).
    BULK_MIN = 5000

    def __init__(self, notes: Iterable[Note] = (), *, min_shared: int = MIN_SHARED,
                 max_similar: int = MAX_SIMILAR) -> None:
        self.min_shared = min_shared
        self.max_similar = max_similar
        # note slots (never reused): the index space of every per-note vector
        self.slot_of: dict[str, int] = {}
        self.slot_ids: list[str | None] = []
        self.alive = GrowArray(np.bool_)
        self.hash32 = GrowArray(np.int64)
        self.file_nid = GrowArray(np.int32)
        self.topic_nid_of = GrowArray(np.int32)
        self._notes: dict[str, _NoteRec] = {}
        # node ids (never reused) and the edge log AdaptiveGraph turns into a sparse matrix
        self._nid: dict[str, int] = {}
        self.names: list[str | None] = []
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
        self.tag_post: dict[TagKey, Postings] = {}
        # similarity: own top lists, who lists whom, the undirected edge sets (all by slot)
        self._top: dict[int, dict[int, int]] = {}
        # the same lists as min-heaps of (count, -hash, -slot): the weakest entry on top
        self._heap: dict[int, list[tuple[int, int, int]]] = {}
        self._in_top: dict[int, set[int]] = {}
        self._sim: dict[int, set[int]] = {}
        # composite key of the weakest entry of a full list; _OPEN while the list has room
        self._worst = GrowArray(np.int64)
        # chronology (insertion order)
        self._prev: dict[str, str] = {}
        self._next: dict[str, str] = {}
        self._tail: str | None = None
        # set by a snapshot restore: write-side structures still in CSR (see graph_snapshot)
        self._lazy: LazyState | None = None
        # also from a snapshot: ((log epoch, log length, nodes), indptr, indices, data) of the
        # symmetric adjacency at that point, taken over by AdaptiveGraph on first use
        self.adjacency: tuple[tuple[int, ...], np.ndarray, np.ndarray, np.ndarray] | None = None
        # Built from a list of notes, each topic's similarity list is computed once all notes are
        # in (the lists are a pure function of the live notes) rather than maintained per add.
        self._defer = True
        for note in notes:
            self.add(note)
        self._defer = False
        if self.n_slots >= self.BULK_MIN and self.max_similar <= 64:
            from .similarity import build_lists

            build_lists(self)
        else:
            for rec in self._notes.values():
                self._in_top.setdefault(rec.slot, set())
            for rec in self._notes.values():
                self._set_top(rec.slot, self._best(rec.slot, rec.tags)[0])

    # -- snapshots (see graph_snapshot) ----------------------------------------------------------
    SNAPSHOT_VERSION = SNAPSHOT_VERSION

    def snapshot_state(self) -> dict[str, np.ndarray]:
        return graph_snapshot.state(self)

    @classmethod
    def from_snapshot(cls, index: object, arrays: dict[str, np.ndarray]) -> MemoryGraph:
        g = cls()
        graph_snapshot.restore(g, arrays)
        return g

    def _writable(self) -> None:
        """Turn a restored graph's CSR write-side state into the dicts updates maintain."""
        if self._lazy is not None:
            lazy, self._lazy = self._lazy, None
            lazy.materialize(self)

    @staticmethod
    def key_for(max_similar: int) -> str:
        return "graph" if max_similar == MAX_SIMILAR else f"graph:max_similar={max_similar}"

    @property
    def key(self) -> str:
        return self.key_for(self.max_similar)

    # -- node and edge primitives ---------------------------------------------------------------
    def _new_node(self, name: str, kind: int) -> int:
        nid = len(self.names)
        self._nid[name] = nid
        self.names.append(name)
        self.kind.append(kind)
        self.deg.append(0)
        self.next_nid.append(-1)
        self.onto_parent.append(-1)
        return nid

    def _drop_node(self, name: str) -> None:
        nid = self._nid.pop(name)
        self.names[nid] = None

    def _link(self, u: int, v: int, w: int = 1) -> None:
        self.log_src.append(u)
        self.log_dst.append(v)
        self.log_w.append(w)
        self.deg.a[u] += w
        self.deg.a[v] += w
        self.live_edges += w

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
        self._writable()
        slot = len(self.slot_ids)
        self.slot_ids.append(note.id)
        self.slot_of[note.id] = slot
        self.alive.append(True)
        self.hash32.append(note_hash(note.id))
        self._worst.append(_OPEN)
        topic = self._new_node(f"topic:{note.id}", TOPIC)
        file = self._new_node(f"file:{note.id}", FILE)
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
        if self._tail is not None:
            self._prev[note.id] = self._tail
            self._next[self._tail] = note.id
            self.next_nid.a[self._notes[self._tail].file] = file
        self._tail = note.id
        self.chrono_version += 1
        self.version += 1

    def remove(self, note_id: str) -> None:
        if note_id not in self._notes:
            return
        self._writable()
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
        self.slot_ids[slot] = None
        del self.slot_of[note_id]
        self._unlink_chronology(note_id, rec)
        self.version += 1
        self._maybe_compact_log()

    def _unlink_chronology(self, note_id: str, rec: _NoteRec) -> None:
        prev, nxt = self._prev.pop(note_id, None), self._next.pop(note_id, None)
        if prev is not None:
            if nxt is not None:
                self._next[prev] = nxt
            else:
                del self._next[prev]
            self.next_nid.a[self._notes[prev].file] = self._notes[nxt].file if nxt is not None else -1
        if nxt is not None:
            if prev is not None:
                self._prev[nxt] = prev
            else:
                del self._prev[nxt]
        if self._tail == note_id:
            self._tail = prev
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
        is the same, at a cost that follows the sparse postings rather than the store."""
        posts = [self.tag_post[t].slots.view() for t in tags if t in self.tag_post]
        if not posts:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
        big = max(self.DENSE_MIN, self.n_slots // 16)
        dense = [p for p in posts if len(p) > big]
        sparse = [p for p in posts if len(p) <= big]
        if sparse and len(dense) < self.min_shared:
            cand, c = np.unique(np.concatenate(sparse), return_counts=True)
            c = c.astype(np.int64)
            for p in dense:
                at = np.minimum(np.searchsorted(p, cand), len(p) - 1)
                c += p[at] == cand
            ok = (c >= self.min_shared) & self.alive.view()[cand] & (cand != exclude)
            return cand[ok].astype(np.int64), c[ok]
        counts = np.bincount(np.concatenate(posts), minlength=self.n_slots)
        counts *= self.alive.view()
        counts[exclude] = 0
        cand = np.flatnonzero(counts >= self.min_shared)
        return cand, counts[cand]

    def _best(self, slot: int, tags: tuple[TagKey, ...]) -> tuple[dict[int, int], np.ndarray, np.ndarray]:
        """The slot's own top list {slot: shared count} and every qualifying candidate."""
        cand, c = self._qualifying(tags, slot)
        if len(cand) > self.max_similar:
            comp = ((_MAXC - c) << 32) | self.hash32.view()[cand]
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
        if b not in self._sim.setdefault(a, set()):
            self._sim[a].add(b)
            self._sim.setdefault(b, set()).add(a)
            self._link(*self._sim_nids(a, b))

    def _sim_drop_if_unlisted(self, a: int, b: int) -> None:
        """Drop the edge a-b unless one of the two still lists the other."""
        if b in self._top.get(a, ()) or a in self._top.get(b, ()):
            return
        if b in self._sim.get(a, ()):
            self._sim[a].discard(b)
            self._sim[b].discard(a)
            self._link(*self._sim_nids(a, b), -1)

    def _set_top(self, slot: int, top: dict[int, int]) -> None:
        old = self._top.get(slot, {})
        self._top[slot] = top
        heap = [(c, -int(self.hash32.a[s]), -s) for s, c in top.items()]
        heapq.heapify(heap)
        self._heap[slot] = heap
        self._set_worst(slot)
        for s in old.keys() - top.keys():
            self._in_top[s].discard(slot)
            self._sim_drop_if_unlisted(slot, s)
        for s in top.keys() - old.keys():
            self._in_top.setdefault(s, set()).add(slot)
            self._sim_add(slot, s)

    def _set_worst(self, slot: int) -> None:
        heap = self._heap[slot]
        if len(heap) >= self.max_similar:
            c, neg_h, _ = heap[0]
            self._worst.a[slot] = ((_MAXC - c) << 32) | -neg_h
        else:
            self._worst.a[slot] = _OPEN

    def _add_similarity(self, slot: int, tags: tuple[TagKey, ...]) -> None:
        self._in_top.setdefault(slot, set())
        top, cand, counts = self._best(slot, tags)
        self._set_top(slot, top)
        if not len(cand):
            return
        # The new note enters an older topic's list when that list has room or the note beats
        # its weakest entry (on an equal composite key the older slot wins, so the new one loses).
        h = int(self.hash32.a[slot])
        comp = ((_MAXC - counts) << 32) | h
        enter = comp < self._worst.view()[cand]
        for b, c in zip(cand[enter].tolist(), counts[enter].tolist(), strict=True):
            top_b, heap = self._top[b], self._heap[b]
            top_b[slot] = c
            heapq.heappush(heap, (c, -h, -slot))
            self._in_top[slot].add(b)
            self._sim_add(b, slot)
            if len(heap) > self.max_similar:
                w = -heapq.heappop(heap)[2]  # the weakest entry: fewest shared, highest hash, newest
                del top_b[w]
                self._in_top[w].discard(b)
                self._sim_drop_if_unlisted(b, w)
            self._set_worst(b)

    def _remove_similarity(self, slot: int) -> None:
        listing = self._in_top.pop(slot, set())
        own = self._top.pop(slot, {})
        self._heap.pop(slot, None)
        for s in own:
            self._in_top[s].discard(slot)
        for b in listing:
            del self._top[b][slot]
        for s in list(self._sim.get(slot, ())):
            self._sim[s].discard(slot)
            self._link(*self._sim_nids(slot, s), -1)
        self._sim.pop(slot, None)
        # Topics that listed the removed one have a free place: recompute their lists exactly.
        for b in sorted(listing):
            self._set_top(b, self._best(b, self._notes[self.slot_ids[b]].tags)[0])  # type: ignore[index]

    # -- the edge log -------------------------------------------------------------------------------
    def log_arrays(self, start: int = 0) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        return (self.log_src.view()[start:], self.log_dst.view()[start:], self.log_w.view()[start:])

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
        if self._lazy is not None:
            return self._lazy.similar(slot)
        return self._sim.get(slot, set())

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

    def next_note(self, note_id: str) -> str | None:
        if self._lazy is not None:
            return self._lazy.next(self, note_id)
        return self._next.get(note_id)

    def prev_note(self, note_id: str) -> str | None:
        if self._lazy is not None:
            return self._lazy.prev(self, note_id)
        return self._prev.get(note_id)

    def nodes(self) -> dict[str, str]:
        """name -> kind of every live node."""
        return {name: KIND_NAMES[self.kind.a[nid]] for name, nid in self._nid.items()}

    def edges(self, chronological: bool = False) -> set[tuple[str, str]]:
        """Directed (source, target) pairs of the live graph, read from the structures (undirected
        edges appear in both directions)."""
        self._writable()
        und: set[tuple[str, str]] = set()
        for path, children in self.onto_children.items():
            und.update((f"onto:{path}", f"onto:{c}") for c in children)
        for path, tags in self.onto_tags.items():
            und.update((f"tag:{c}:{p}", f"onto:{path}") for c, p in tags)
        for nid, rec in self._notes.items():
            und.add((f"topic:{nid}", f"file:{nid}"))
            und.update((f"tag:{c}:{p}", f"topic:{nid}") for c, p in rec.tags)
        for a, bs in self._sim.items():
            und.update((f"topic:{self.slot_ids[a]}", f"topic:{self.slot_ids[b]}") for b in bs)
        out = und | {(v, u) for u, v in und}
        if chronological:
            out.update((f"file:{a}", f"file:{b}") for a, b in self._next.items())
        return out

    def log_edges(self) -> set[tuple[str, str]]:
        """The same undirected edges as net +1 entries of the edge log (both directions)."""
        src, dst, w = self.log_arrays()
        net: dict[tuple[int, int], int] = {}
        for u, v, x in zip(src.tolist(), dst.tolist(), w.tolist(), strict=True):
            k = (min(u, v), max(u, v))
            net[k] = net.get(k, 0) + x
        out: set[tuple[str, str]] = set()
        for (u, v), x in net.items():
            if x:
                a, b = self.names[u], self.names[v]
                if x != 1 or a is None or b is None:
                    raise AssertionError(f"edge log inconsistent at {u}-{v}: {x}")
                out.update({(a, b), (b, a)})
        return out

    def to_networkx(self, chronological: bool = False) -> nx.DiGraph:
        import networkx as nx

        g: nx.DiGraph = nx.DiGraph()
        for name, kind in self.nodes().items():
            g.add_node(name, kind=kind)
        g.add_edges_from(self.edges(chronological=chronological))
        return g
