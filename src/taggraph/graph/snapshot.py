"""Snapshots of :class:`~taggraph.graph.base.MemoryGraph`: its state as numpy arrays, and a restore
that is cheap for a process that only queries.

Arrays and the node table are restored at once. The similarity structures and the chronology
are numpy already (:mod:`taggraph.graph.lists`) and take the snapshot's arrays as they are; the
per-note records stay in CSR and are built per note on demand (:class:`Recs`), so neither a
query nor a write pays a pass over every note. Ontology lookups are recomputed from the live tags.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Protocol, cast

import numpy as np

from ..arrays import GrowArray, IdSlots, Postings
from ..store.snapshot import pack_strings, unpack_strings
from .base import MemoryGraph, TagKey, _NoteRec, label_words
from .lists import SimAdj, TopLists
from .nodes import NodeNames

SNAPSHOT_VERSION = "graph/1"


class SharesIds(Protocol):
    """The index's note table, whose id strings a restored graph shares."""

    def shared(self, ids: list[str]) -> list[str]: ...


class GraphSnapshot:
    """The snapshot hooks of the index's shared graph: what it saves and how it comes back."""

    SNAPSHOT_VERSION = SNAPSHOT_VERSION

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
    tags = list(g.tag_post)
    out["tag_names"] = pack_strings([f"{c}:{p}" for c, p in tags])
    out["tag_n"] = np.array([len(tags)])
    out["tag_dead"] = np.array([g.tag_post[t].dead for t in tags], dtype=np.int64)
    out["tag_indptr"], out["tag_slots"] = _csr([g.tag_post[t].slots.view().tolist() for t in tags])
    # The symmetric adjacency AdaptiveGraph multiplies by, so a new process skips building it
    from .adjacency import symmetric

    adj = symmetric(*g.log_arrays(), g.n_nodes)
    out["adj_key"] = np.array([g.log_epoch, len(g.log_w), g.n_nodes])
    out["adj_indptr"], out["adj_indices"] = adj.indptr.astype(np.int64), adj.indices.astype(np.int32)
    out["adj_data"] = adj.data.astype(np.int8)
    if isinstance(g._notes, Recs):
        out["rec_indptr"], out["rec_tags"] = g._notes.csr()
    else:
        recs: list[list[int]] = [[] for _ in range(n)]
        for rec in g._notes.values():
            recs[rec.slot] = list(rec.tag_nids)
        out["rec_indptr"], out["rec_tags"] = _csr(recs)
    out["top_indptr"], out["top_slots"], out["top_counts"] = g._top.csr()
    out["sim_indptr"], out["sim_slots"] = g._sim.csr(n)
    out["prev_slot"] = g.prev_slot.view().astype(np.int64)
    tail = g.slot_ids[g._tail] if g._tail >= 0 else None
    out["tail"] = pack_strings([tail or ""])
    return out


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
    # Slots and node ids are held as int32 and shared-tag counts as int16 (the snapshot stores
    # int64, and the state saved back is int64 again): 160 MB less at a million notes
    g._top = TopLists.from_csr(g.max_similar, a["top_indptr"], a["top_slots"].astype(np.int32),
                               a["top_counts"].astype(np.int16), a["_worst"])
    g._sim = SimAdj(a["sim_indptr"], a["sim_slots"].astype(np.int32))
    prev = a["prev_slot"]
    g.prev_slot.set(prev)
    nxt = np.full(n, -1, dtype=np.int32)
    has = np.flatnonzero(prev >= 0)
    nxt[prev[has]] = has
    g.next_slot.set(nxt)
    for name in _GROW:
        getattr(g, name).set(a[name])
    ids = unpack_strings(a["slot_ids"], n)
    if notes is not None:
        ids = notes.shared(ids)
    alive = a["alive"]
    g.slot_ids = [s if ok else None for s, ok in zip(ids, alive.tolist(), strict=True)]
    g.slot_of = IdSlots(g.slot_ids)
    cast(NodeNames, g.names).restore(a["names"], n_nodes)
    tag_names = unpack_strings(a["tag_names"], int(a["tag_n"][0]))
    ip, ts, dead = a["tag_indptr"].tolist(), a["tag_slots"].astype(np.int32, copy=False), a["tag_dead"].tolist()
    # ontology lookups, as _add_tag_node builds them, but once per distinct path (a path can be
    # a tag of several categories): this loop is most of a restore's Python time, so it makes
    # the postings without a call each (Postings.restored) and each prefix from the one before
    cats: dict[str, list[str]] = {}
    post, wrap, grow = g.tag_post, Postings.__new__, GrowArray.__new__
    for i, name in enumerate(tag_names):
        cat, _, path = name.partition(":")
        arr = grow(GrowArray)
        arr.a = ts[ip[i]:ip[i + 1]]  # a view: see GrowArray.wrap
        arr.n = len(arr.a)
        posting = wrap(Postings)
        posting.slots, posting.values, posting.dead = arr, None, dead[i]
        post[(cat, path)] = posting
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
    tail = unpack_strings(a["tail"], 1)[0]
    g._tail = g.slot_of[tail] if tail else -1
    key = tuple(int(x) for x in a["adj_key"])
    g.adjacency = (key, a["adj_indptr"], a["adj_indices"], a["adj_data"])
    g._notes = Recs(g, a["rec_indptr"], a["rec_tags"].astype(np.int32), n)  # type: ignore[assignment]
