"""Snapshots of :class:`~taggraph.graph.MemoryGraph`: its state as numpy arrays, and a restore
that is cheap for a process that only queries.

Arrays and the node table are restored at once. What only writes need - the per-note records,
the similarity lists with their heaps and reverse index, and the chronological links - stays in
compact CSR form: queries read it there (a hit's similar topics, its previous note), and the
first ``add`` or ``remove`` turns it into the dicts the incremental algorithms update
(:meth:`LazyState.materialize`). Ontology lookups are recomputed from the live tags.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import numpy as np

from .arrays import GrowArray, Postings
from .snapshot import pack_strings, unpack_strings

if TYPE_CHECKING:
    from .graph import MemoryGraph, TagKey, _NoteRec

SNAPSHOT_VERSION = "graph/1"
_GROW = ("alive", "hash32", "file_nid", "topic_nid_of", "_worst", "kind", "deg", "next_nid", "onto_parent",
         "log_src", "log_dst", "log_w")


def _csr(rows: list[list[int]]) -> tuple[np.ndarray, np.ndarray]:
    indptr = np.concatenate([[0], np.cumsum([len(r) for r in rows], dtype=np.int64)]).astype(np.int64)
    flat = np.fromiter((x for r in rows for x in r), dtype=np.int64, count=int(indptr[-1]))
    return indptr, flat


def state(g: MemoryGraph) -> dict[str, np.ndarray]:
    lazy = g._lazy
    n = g.n_slots
    out: dict[str, np.ndarray] = {name: getattr(g, name).view().copy() for name in _GROW}
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
    from .retrieve.adaptive import _symmetric

    adj = _symmetric(*g.log_arrays(), g.n_nodes)
    out["adj_key"] = np.array([g.log_epoch, len(g.log_w), g.n_nodes])
    out["adj_indptr"], out["adj_indices"] = adj.indptr.astype(np.int64), adj.indices.astype(np.int32)
    out["adj_data"] = adj.data.astype(np.int8)
    if lazy is not None:
        out.update({k: v for k, v in lazy.arrays.items()})
        out["tail"] = pack_strings([g._tail or ""])
        return out
    recs: list[list[int]] = [[] for _ in range(n)]
    top_s: list[list[int]] = [[] for _ in range(n)]
    top_c: list[list[int]] = [[] for _ in range(n)]
    sim: list[list[int]] = [[] for _ in range(n)]
    prev = np.full(n, -1, dtype=np.int64)
    for nid, rec in g._notes.items():
        recs[rec.slot] = list(rec.tag_nids)
        p = g._prev.get(nid)
        if p is not None:
            prev[rec.slot] = g.slot_of[p]
    for slot, top in g._top.items():
        top_s[slot], top_c[slot] = list(top), list(top.values())
    for slot, s in g._sim.items():
        sim[slot] = sorted(s)
    out["rec_indptr"], out["rec_tags"] = _csr(recs)
    out["top_indptr"], out["top_slots"] = _csr(top_s)
    out["top_counts"] = np.fromiter((c for r in top_c for c in r), dtype=np.int64, count=len(out["top_slots"]))
    out["sim_indptr"], out["sim_slots"] = _csr(sim)
    out["prev_slot"] = prev
    out["tail"] = pack_strings([g._tail or ""])
    return out


class Recs:
    """``_notes`` of a restored graph: records of snapshot-time notes built on demand from CSR,
    records of later notes in a dict."""

    def __init__(self, g: MemoryGraph, indptr: np.ndarray, tag_nids: np.ndarray, base_n: int) -> None:
        self.g = g
        self.indptr, self.tag_nids, self.base_n = indptr, tag_nids, base_n
        self.over: dict[str, _NoteRec] = {}
        self.gone: set[str] = set()
        self.tag_key: dict[int, TagKey] = {}
        for nid in np.flatnonzero(g.kind.view() == 1).tolist():  # TAG nodes
            name = g.names[nid]
            if name is not None:
                cat, _, path = name[4:].partition(":")
                self.tag_key[nid] = (cat, path)

    def _base(self, note_id: str) -> _NoteRec | None:
        from .graph import _NoteRec

        if note_id in self.gone:
            return None
        slot = self.g.slot_of.get(note_id)
        if slot is None or slot >= self.base_n:
            return None
        tn = self.tag_nids[self.indptr[slot]:self.indptr[slot + 1]].tolist()
        tags = tuple(self.tag_key[t] for t in tn)
        onto = tuple(self.g._nid[f"onto:{p}"] for _, p in tags)
        return _NoteRec(slot, int(self.g.topic_nid_of.a[slot]), int(self.g.file_nid.a[slot]), tags, tuple(tn), onto)

    def get(self, note_id: str, default: Any = None) -> Any:
        rec = self.over.get(note_id)
        if rec is None:
            rec = self._base(note_id)
        return default if rec is None else rec

    def __getitem__(self, note_id: str) -> _NoteRec:
        rec = self.get(note_id)
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
        slots = sorted(self.g.slot_of.values())
        return (sid for s in slots if (sid := self.g.slot_ids[s]) is not None and sid in self)

    def items(self) -> Iterator[tuple[str, _NoteRec]]:
        return ((nid, self[nid]) for nid in self)

    def __len__(self) -> int:
        return len(self.g.slot_of)


class LazyState:
    """The write-side structures of a restored graph, in CSR until the first write."""

    def __init__(self, a: dict[str, np.ndarray]) -> None:
        keys = ("top_indptr", "top_slots", "top_counts", "sim_indptr", "sim_slots", "prev_slot",
                "rec_indptr", "rec_tags")
        self.arrays = {k: a[k] for k in keys}

    def similar(self, slot: int) -> set[int]:
        ip, s = self.arrays["sim_indptr"], self.arrays["sim_slots"]
        if slot + 1 >= len(ip):
            return set()
        return set(s[ip[slot]:ip[slot + 1]].tolist())

    def prev(self, g: MemoryGraph, note_id: str) -> str | None:
        slot = g.slot_of.get(note_id)
        ps = self.arrays["prev_slot"]
        if slot is None or slot >= len(ps) or ps[slot] < 0:
            return None
        return g.slot_ids[int(ps[slot])]

    def next(self, g: MemoryGraph, note_id: str) -> str | None:
        slot = g.slot_of.get(note_id)
        if slot is None:
            return None
        nxt = int(g.next_nid.a[int(g.file_nid.a[slot])])
        if nxt < 0:
            return None
        return g.names[nxt][5:]  # type: ignore[index]  # "file:<note id>"

    def materialize(self, g: MemoryGraph) -> None:
        a = self.arrays
        tip, ts, tc = a["top_indptr"], a["top_slots"].tolist(), a["top_counts"].tolist()
        sip, ss = a["sim_indptr"], a["sim_slots"].tolist()
        h32 = g.hash32.view()
        for slot in sorted(g.slot_of.values()):
            g._in_top.setdefault(slot, set())
        for slot in sorted(g.slot_of.values()):
            lo, hi = int(tip[slot]), int(tip[slot + 1])
            top = dict(zip(ts[lo:hi], tc[lo:hi], strict=True))
            g._top[slot] = top
            heap = [(c, -int(h32[s]), -s) for s, c in top.items()]
            heapq.heapify(heap)
            g._heap[slot] = heap
            for s in top:
                g._in_top.setdefault(s, set()).add(slot)
            g._sim[slot] = set(ss[int(sip[slot]):int(sip[slot + 1])])
        ps = a["prev_slot"]
        for slot in sorted(g.slot_of.values()):
            p = int(ps[slot])
            if p >= 0:
                cur, prev = g.slot_ids[slot], g.slot_ids[p]
                assert cur is not None and prev is not None
                g._prev[cur] = prev
                g._next[prev] = cur


def restore(g: MemoryGraph, a: dict[str, np.ndarray]) -> None:
    """Fill an empty graph from a snapshot's arrays."""
    from .graph import label_words, prefixes

    sizes = [int(x) for x in a["sizes"]]
    n, n_nodes = sizes[0], sizes[1]
    g.log_epoch, g.live_edges, g.chrono_version, g.version, g.min_shared, g.max_similar = sizes[2:8]
    for name in _GROW:
        getattr(g, name).set(a[name])
    ids = unpack_strings(a["slot_ids"], n)
    alive = a["alive"]
    g.slot_ids = [s if ok else None for s, ok in zip(ids, alive.tolist(), strict=True)]
    g.slot_of = {s: i for i, s in enumerate(g.slot_ids) if s is not None}
    names = unpack_strings(a["names"], n_nodes)
    g.names = [s or None for s in names]
    g._nid = {s: i for i, s in enumerate(names) if s}
    tag_names = unpack_strings(a["tag_names"], int(a["tag_n"][0]))
    ip, ts, dead = a["tag_indptr"], a["tag_slots"], a["tag_dead"]
    for i, name in enumerate(tag_names):
        cat, _, path = name.partition(":")
        post = Postings()
        post.slots = GrowArray(np.int32)
        post.slots.set(ts[ip[i]:ip[i + 1]])
        post.dead = int(dead[i])
        g.tag_post[(cat, path)] = post
        # ontology lookups, as _add_tag_node builds them
        chain = prefixes(path)
        for j, p in enumerate(chain):
            g.onto_ref[p] = g.onto_ref.get(p, 0) + 1
            if p not in g.onto_children:
                g.onto_children[p] = set()
                for w in label_words(p):
                    g.onto_words.setdefault(w, set()).add(p)
            if j > 0:
                g.onto_children[chain[j - 1]].add(p)
        g.onto_tags.setdefault(path, set()).add((cat, path))
    tail = unpack_strings(a["tail"], 1)[0]
    g._tail = tail or None
    g._lazy = LazyState(a)
    key = tuple(int(x) for x in a["adj_key"])
    g.adjacency = (key, a["adj_indptr"], a["adj_indices"], a["adj_data"])
    g._notes = Recs(g, a["rec_indptr"], a["rec_tags"], n)  # type: ignore[assignment]
