"""Snapshots of :class:`~taggraph.graph.base.MemoryGraph`: its state as numpy arrays, and a restore
that is cheap for a process that only queries.

Arrays and the node table are restored at once. The similarity structures and the chronology
are numpy already (:mod:`taggraph.graph.lists`) and take the snapshot's arrays as they are; the
per-note records stay in CSR and are built per note on demand (:class:`Recs`), and each tag's
postings and each ontology entry (a prefix's reference count, children and tags; a label word's
prefixes) are built when first read (:class:`~taggraph.lazydict.LazyDict`), so neither a query
nor a write pays a pass over every note or every tag. Saving builds them all.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from itertools import chain
from typing import Any, Protocol, cast

import numpy as np

from ..arrays import GrowArray, IdRows, IdSlots, Postings, TailArray
from ..lazydict import LazyDict
from ..store.snapshot import pack_strings, unpack_strings
from .base import MemoryGraph, TagKey, _NoteRec, label_words
from .lists import SimAdj, TopLists
from .nodes import NodeNames

# 2: the ontology (prefixes, their children, words and tags) is saved as it stands, so a restore
# builds an ontology entry or a tag's postings only when it is first read (LazyDict). A graph/1
# snapshot still loads, building them all at once, and is saved again as graph/2.
SNAPSHOT_VERSION = "graph/2"
SNAPSHOT_READS = ("graph/1",)


class SharesIds(Protocol):
    """The index's note table, whose id strings a restored graph shares."""

    def unpacked(self, arr: np.ndarray, count: int) -> list[str]: ...

    def id_rows(self, ids: Sequence[str | None]) -> IdRows: ...


class GraphSnapshot:
    """The snapshot hooks of the index's shared graph: what it saves and how it comes back."""

    SNAPSHOT_VERSION = SNAPSHOT_VERSION
    SNAPSHOT_READS = SNAPSHOT_READS

    @staticmethod
    def state_of(g: MemoryGraph) -> dict[str, np.ndarray]:
        return state(g)

    @staticmethod
    def from_snapshot(index: object, arrays: dict[str, np.ndarray]) -> MemoryGraph:
        g = MemoryGraph()
        restore(g, arrays, getattr(index, "notes", None))
        return g
_GROW = ("alive", "hash32", "file_nid", "topic_nid_of", "kind", "deg", "next_nid", "onto_parent",
         "log_src", "log_dst", "log_w")
# The edge log is only appended to (and replaced whole when compacted): restored without a copy,
# which at a million notes (19M edges) was 0.35 s of the first query (arrays.TailArray).
_APPEND_ONLY = ("log_src", "log_dst", "log_w")


def _csr(rows: list[list[int]]) -> tuple[np.ndarray, np.ndarray]:
    indptr = np.concatenate([[0], np.cumsum([len(r) for r in rows], dtype=np.int64)]).astype(np.int64)
    flat = np.fromiter((x for r in rows for x in r), dtype=np.int64, count=int(indptr[-1]))
    return indptr, flat


def state(g: MemoryGraph) -> dict[str, np.ndarray]:
    n = g.n_slots
    out: dict[str, np.ndarray] = {name: getattr(g, name).view().copy() for name in _GROW}
    out["_worst"] = g._top.worst.view().copy()
    out["slot_ids"] = pack_strings([s or "" for s in g.slot_ids])
    out["names"] = pack_strings([s or "" for s in g.names])
    out["sizes"] = np.array([n, len(g.names), g.log_epoch, g.live_edges, g.chrono_version, g.version,
                             g.min_shared, g.max_similar])
    tags = sorted(g.tag_post)  # sorted, as below: the same graph saves the same bytes, whatever its history
    out["tag_names"] = pack_strings([f"{c}:{p}" for c, p in tags])
    out["tag_n"] = np.array([len(tags)])
    out["tag_dead"] = np.array([g.tag_post[t].dead for t in tags], dtype=np.int64)
    views = [g.tag_post[t].slots.view() for t in tags]
    out["tag_indptr"] = np.zeros(len(views) + 1, dtype=np.int64)
    np.cumsum(np.fromiter(map(len, views), dtype=np.int64, count=len(views)), out=out["tag_indptr"][1:])
    out["tag_slots"] = np.concatenate(views).astype(np.int64) if views else np.zeros(0, dtype=np.int64)
    # The symmetric adjacency AdaptiveGraph multiplies by, so a new process skips building it
    from .adjacency import symmetric

    adj = symmetric(*g.log_arrays(), g.n_nodes)
    out["adj_key"] = np.array([g.log_epoch, len(g.log_w), g.n_nodes])
    out["adj_indptr"], out["adj_indices"] = adj.indptr.astype(np.int64), adj.indices.astype(np.int32)
    out["adj_data"] = adj.data.astype(np.int8)
    if isinstance(g._notes, Recs):
        out["rec_indptr"], rec_tags = g._notes.csr()
        out["rec_tags"] = rec_tags.astype(np.int32)
    else:
        recs: list[list[int]] = [[] for _ in range(n)]
        for rec in g._notes.values():
            recs[rec.slot] = list(rec.tag_nids)
        out["rec_indptr"], rec_tags = _csr(recs)
        out["rec_tags"] = rec_tags.astype(np.int32)
    out["top_indptr"], top_slots, top_counts = g._top.csr()
    out["top_slots"], out["top_counts"] = top_slots.astype(np.int32), top_counts.astype(np.int16)
    out["sim_indptr"], sim_slots = g._sim.csr(n)
    out["sim_slots"] = sim_slots.astype(np.int32)
    out["prev_slot"] = g.prev_slot.view().astype(np.int64)
    tail = g.slot_ids[g._tail] if g._tail >= 0 else None
    out["tail"] = pack_strings([tail or ""])
    out.update(_ontology_state(g, {t: i for i, t in enumerate(tags)}))
    return out


def _ontology_state(g: MemoryGraph, tag_row: dict[TagKey, int]) -> dict[str, np.ndarray]:
    """The ontology as it stands: every live prefix with its reference count, its children and
    the tags on it (rows of ``tag_row``), and every label word with its prefixes."""
    paths = sorted(g.onto_ref)
    row = {p: i for i, p in enumerate(paths)}
    words = sorted(g.onto_words)
    out: dict[str, np.ndarray] = {"onto_paths": pack_strings(paths), "onto_n": np.array([len(paths)]),
                                  "onto_ref": np.fromiter(map(g.onto_ref.__getitem__, paths), dtype=np.int64, count=len(paths)),
                                  "word_names": pack_strings(words), "word_n": np.array([len(words)])}
    children, tags = g.onto_children, g.onto_tags
    out["child_indptr"], out["child_rows"] = _csr_map([children.get(p, ()) for p in paths], row)
    out["ptag_indptr"], out["ptag_rows"] = _csr_map([tags.get(p, ()) for p in paths], tag_row)
    out["word_indptr"], out["word_rows"] = _csr_map([g.onto_words[w] for w in words], row)
    return out


def _csr_map(groups: list[Any], row: dict[Any, int]) -> tuple[np.ndarray, np.ndarray]:
    """(indptr, rows) of each group's members mapped by ``row``, in C-level loops (map and
    chain): a Python loop per member was most of a save at 200k tags."""
    lens = np.fromiter(map(len, groups), dtype=np.int64, count=len(groups))
    indptr = np.zeros(len(groups) + 1, dtype=np.int64)
    np.cumsum(lens, out=indptr[1:])
    flat = np.fromiter(map(row.__getitem__, chain.from_iterable(groups)), dtype=np.int64, count=int(indptr[-1]))
    # each group's rows in order (a set's own order depends on its history)
    owner = np.repeat(np.arange(len(groups)), lens)
    return indptr, flat[np.lexsort((flat, owner))]


class Recs:
    """``_notes`` of a restored graph: records of snapshot-time notes built on demand from CSR,
    records of later notes in a dict."""

    def __init__(self, g: MemoryGraph, indptr: np.ndarray, tag_nids: np.ndarray, base_n: int) -> None:
        self.g = g
        self.indptr, self.tag_nids, self.base_n = indptr, tag_nids, base_n
        self.over: dict[str, _NoteRec] = {}
        self.gone: set[str] = set()
        # tag node -> (category, path), read from its name on first use: a query that builds
        # no record never pays for a pass over every tag node
        self.tag_key: dict[int, TagKey] = {}

    def _key(self, nid: int) -> TagKey:
        key = self.tag_key.get(nid)
        if key is None:
            cat, _, path = (self.g.names[nid] or "")[4:].partition(":")
            key = self.tag_key[nid] = (cat, path)
        return key

    def _base(self, note_id: str) -> _NoteRec | None:
        if note_id in self.gone:
            return None
        slot = self.g.slot_of.get(note_id)
        if slot is None or slot >= self.base_n:
            return None
        tn = self.tag_nids[self.indptr[slot]:self.indptr[slot + 1]].tolist()
        tags = tuple(self._key(t) for t in tn)
        onto = tuple(self.g._nid[f"onto:{p}"] for _, p in tags)
        return _NoteRec(slot, int(self.g.topic_nid_of.a[slot]), int(self.g.file_nid.a[slot]), tags, tuple(tn), onto)

    def get(self, note_id: str, default: Any = None) -> Any:
        rec = self.over.get(note_id)
        if rec is None:
            rec = self._base(note_id)
        return default if rec is None else rec

    def __getitem__(self, note_id: str) -> _NoteRec:
        rec: _NoteRec | None = self.get(note_id)
        if rec is None:
            raise KeyError(note_id)
        return rec

    def __contains__(self, note_id: object) -> bool:
        return isinstance(note_id, str) and self.get(note_id) is not None

    def __setitem__(self, note_id: str, rec: _NoteRec) -> None:
        self.gone.discard(note_id)
        self.over[note_id] = rec

    def pop(self, note_id: str, default: Any = None) -> Any:
        rec = self.over.pop(note_id, None) or self._base(note_id)
        if rec is None:
            return default
        self.gone.add(note_id)
        return rec

    def __iter__(self) -> Iterator[str]:
        slots = np.flatnonzero(self.g.alive.view()).tolist()  # the slots of the live notes
        return (sid for s in slots if (sid := self.g.slot_ids[s]) is not None and sid in self)

    def items(self) -> Iterator[tuple[str, _NoteRec]]:
        return ((nid, self[nid]) for nid in self)

    def __len__(self) -> int:
        return len(self.g.slot_of)

    def csr(self) -> tuple[np.ndarray, np.ndarray]:
        """(indptr, tag node ids) of every slot's record, empty for removed notes."""
        n = self.g.n_slots
        base_lens = np.diff(self.indptr)[: self.base_n]
        live = self.g.alive.view()[: self.base_n]
        lens = np.zeros(n, dtype=np.int64)
        lens[: self.base_n] = np.where(live, base_lens, 0)
        later = sorted((rec.slot, rec.tag_nids) for rec in self.over.values())
        for slot, tn in later:
            lens[slot] = len(tn)
        flat = [self.tag_nids[: self.indptr[self.base_n]][np.repeat(live, base_lens)]]
        flat += [np.array(tn, dtype=np.int64) for _, tn in later]
        return np.concatenate([[0], np.cumsum(lens)]).astype(np.int64), np.concatenate(flat).astype(np.int64)


def restore(g: MemoryGraph, a: dict[str, np.ndarray], notes: SharesIds | None = None) -> None:
    """Fill an empty graph from a snapshot's arrays (sharing the id strings of ``notes``, the
    index's note table, when given)."""
    sizes = [int(x) for x in a["sizes"]]
    n, n_nodes = sizes[0], sizes[1]
    g.log_epoch, g.live_edges, g.chrono_version, g.version, g.min_shared, g.max_similar = sizes[2:8]
    # Slots and node ids are held as int32 and shared-tag counts as int16: 160 MB less at a million
    # notes. Saved so since this version, they are the snapshot's own (read-only) arrays, never
    # written in place; a snapshot that saved int64 is converted.
    g._top = TopLists.from_csr(g.max_similar, a["top_indptr"], a["top_slots"].astype(np.int32, copy=False),
                               a["top_counts"].astype(np.int16, copy=False), a["_worst"])
    g._sim = SimAdj(a["sim_indptr"], a["sim_slots"].astype(np.int32, copy=False))
    prev = a["prev_slot"]
    g.prev_slot.set(prev)
    nxt = np.full(n, -1, dtype=np.int32)
    has = np.flatnonzero(prev >= 0)
    nxt[prev[has]] = has
    g.next_slot.set(nxt)
    for name in _GROW:
        if name in _APPEND_ONLY:  # the snapshot's array, appended to in a tail of its own
            setattr(g, name, TailArray(a[name]))
        else:
            getattr(g, name).set(a[name])
    ids = notes.unpacked(a["slot_ids"], n) if notes is not None else unpack_strings(a["slot_ids"], n)
    alive = a["alive"]
    g.slot_ids = [s if ok else None for s, ok in zip(ids, alive.tolist(), strict=True)]
    g.slot_of = IdSlots(g.slot_ids, notes.id_rows(g.slot_ids) if notes is not None else None)
    cast(NodeNames, g.names).restore(a["names"], n_nodes)
    tag_names = unpack_strings(a["tag_names"], int(a["tag_n"][0]))
    if "onto_paths" in a:
        _restore_lazy(g, a, tag_names)
    else:
        _restore_eager(g, a, tag_names)
    tail = unpack_strings(a["tail"], 1)[0]
    g._tail = g.slot_of[tail] if tail else -1
    key = tuple(int(x) for x in a["adj_key"])
    g.adjacency = (key, a["adj_indptr"], a["adj_indices"], a["adj_data"])
    g._notes = Recs(g, a["rec_indptr"], a["rec_tags"].astype(np.int32, copy=False), n)  # type: ignore[assignment]


def _tag_key(name: str) -> TagKey:
    cat, _, path = name.partition(":")
    return cat, path


def _postings_of(a: dict[str, np.ndarray]) -> Callable[[int], Postings]:
    """Row -> the postings of the snapshot's tag at that row, sharing the snapshot's slot array."""
    ip, dead = a["tag_indptr"], a["tag_dead"]
    ts = a["tag_slots"].astype(np.int32, copy=False)
    wrap, grow = Postings.__new__, GrowArray.__new__

    def build(i: int) -> Postings:
        arr = grow(GrowArray)
        arr.a = ts[ip[i]:ip[i + 1]]  # a view: see GrowArray.wrap
        arr.n = len(arr.a)
        posting = wrap(Postings)
        posting.slots, posting.values, posting.dead = arr, None, int(dead[i])
        return posting
    return build


def _restore_lazy(g: MemoryGraph, a: dict[str, np.ndarray], tag_names: list[str]) -> None:
    """The tags' postings and the ontology as LazyDicts over the snapshot's arrays: a key costs a
    dict entry until a query or a write reads it."""
    # (category, path) keys without a call per tag: the biggest of these dicts
    g.tag_post = LazyDict({(c, p): i for i, (c, _, p) in enumerate(t.partition(":") for t in tag_names)},
                          _postings_of(a))
    paths = unpack_strings(a["onto_paths"], int(a["onto_n"][0]))
    words = unpack_strings(a["word_names"], int(a["word_n"][0]))
    row = {p: i for i, p in enumerate(paths)}
    ref = a["onto_ref"]

    def members(indptr: np.ndarray, rows: np.ndarray, items: list[str]) -> Callable[[int], set[str]]:
        return lambda i: {items[j] for j in rows[indptr[i]:indptr[i + 1]].tolist()}
    tip, trows = a["ptag_indptr"], a["ptag_rows"]
    g.onto_ref = LazyDict(dict(row), lambda i: int(ref[i]))
    g.onto_children = LazyDict(dict(row), members(a["child_indptr"], a["child_rows"], paths))
    g.onto_words = LazyDict({w: i for i, w in enumerate(words)}, members(a["word_indptr"], a["word_rows"], paths))
    g.onto_tags = LazyDict({paths[i]: i for i in np.flatnonzero(np.diff(tip)).tolist()},
                           lambda i: {_tag_key(tag_names[j]) for j in trows[tip[i]:tip[i + 1]].tolist()})


def _restore_eager(g: MemoryGraph, a: dict[str, np.ndarray], tag_names: list[str]) -> None:
    """A graph/1 snapshot, which holds no ontology: every tag's postings and the ontology built
    from the tag names at once."""
    # ontology lookups, as _add_tag_node builds them, but once per distinct path (a path can be
    # a tag of several categories), each prefix from the one before
    cats: dict[str, list[str]] = {}
    post, posting_at = g.tag_post, _postings_of(a)
    for i, name in enumerate(tag_names):
        cat, _, path = name.partition(":")
        post[(cat, path)] = posting_at(i)
        got = cats.get(path)
        if got is None:
            cats[path] = [cat]
        else:
            got.append(cat)
    children, ref, words = g.onto_children, g.onto_ref, g.onto_words
    for path, cs in cats.items():
        parent, uses = None, len(cs)
        for seg in path.split("/"):  # the prefixes of tags.prefixes, each from the one before
            p = seg if parent is None else f"{parent}/{seg}"
            ref[p] = ref.get(p, 0) + uses
            if p not in children:
                children[p] = set()
                # the words of a prefix's last segment (label_words); one ASCII word is itself
                for w in (seg.lower(),) if seg.isascii() and seg.isalnum() else label_words(seg):
                    got_w = words.get(w)
                    if got_w is None:
                        words[w] = {p}
                    else:
                        got_w.add(p)
            if parent is not None:
                children[parent].add(p)
            parent = p
        g.onto_tags[path] = {(cs[0], path)} if uses == 1 else {(c, path) for c in cs}
