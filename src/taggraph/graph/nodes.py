"""Node names of :class:`~taggraph.graph.base.MemoryGraph`: ``names[nid]`` and ``nid_of[name]``.

Two of every three nodes of a note graph are a note's topic and file, named ``topic:<note id>``
and ``file:<note id>``. Held as strings in a list and a dict, their names cost about 150 bytes
a node: 300 MB at a million notes, for names that are only read to explain a few hits or to
export the graph. So only tag and ontology names are stored; a topic or file node keeps the slot
of its note (4 bytes) and its name is made from the note's id when read. Lookups by name answer
a topic or file name through the graph's note slots.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Protocol

import numpy as np

from ..arrays import GrowArray
from ..store.snapshot import SnapshotRejectedError


class NoteSlots(Protocol):
    """What node names read of their graph (a :class:`~taggraph.graph.base.MemoryGraph`): the
    note of each slot, and each note's topic and file node."""

    slot_ids: list[str | None]
    alive: GrowArray
    kind: GrowArray
    topic_nid_of: GrowArray
    file_nid: GrowArray

    @property
    def slot_of(self) -> Mapping[str, int]: ...

    @property
    def n_slots(self) -> int: ...

_NOTE_KINDS = {"topic": 2, "file": 3}  # graph.TOPIC, graph.FILE


class NodeNames:
    """``names[nid]``: a node's name, None for a removed node (``g.names``)."""

    def __init__(self, g: NoteSlots) -> None:
        self.g = g
        self.named: dict[int, str] = {}       # tag and ontology nodes
        self.ids: dict[str, int] = {}
        self.slot = GrowArray(np.int32)       # topic/file node -> its note's slot, -1 for others

    def add(self, name: str, slot: int = -1) -> int:
        """A new node named ``name``; ``slot`` is the note's for a topic or file node."""
        nid = len(self.slot)
        self.slot.append(slot)
        if slot < 0:
            self.named[nid] = name
            self.ids[name] = nid
        return nid

    def drop(self, name: str) -> int:
        """Remove a node by name (a topic or file node's name goes with its note's id)."""
        nid = self.ids.pop(name, None)
        if nid is None:
            return nid_of(self, name)
        del self.named[nid]
        return nid

    def __len__(self) -> int:
        return len(self.slot)

    def __getitem__(self, nid: int) -> str | None:
        if not 0 <= nid < len(self.slot):
            raise IndexError(nid)
        slot = int(self.slot.a[nid])
        if slot < 0:
            return self.named.get(nid)
        note = self.g.slot_ids[slot]
        if note is None:
            return None
        return f"topic:{note}" if self.g.kind.a[nid] == _NOTE_KINDS["topic"] else f"file:{note}"

    def __iter__(self) -> Iterator[str | None]:
        return (self[i] for i in range(len(self.slot)))

    def restore(self, packed: np.ndarray, n_nodes: int) -> None:
        """From a snapshot's packed name table (every node's name, NUL-separated), decoding only
        the tag and ontology names; a topic or file node's slot comes from the graph's arrays."""
        g = self.g
        ends = np.flatnonzero(packed == 0)
        if n_nodes and len(ends) != n_nodes - 1:
            raise SnapshotRejectedError(f"snapshot name table holds {len(ends) + 1} names, expected {n_nodes}")
        starts = np.concatenate([[0], ends + 1])
        stops = np.concatenate([ends, [len(packed)]])
        slot = np.full(n_nodes, -1, dtype=np.int32)
        slots = np.arange(g.n_slots, dtype=np.int32)
        slot[g.topic_nid_of.view()] = slots
        files = g.file_nid.view()
        slot[files[files >= 0]] = slots[files >= 0]
        kind = g.kind.view()
        named = np.flatnonzero((slot < 0) & (kind < _NOTE_KINDS["topic"]) & (stops > starts)).tolist()
        # one decode of the table and one split (the names hold no NUL): a slice and a decode per
        # name cost ten times as much at 100k notes
        every = packed.tobytes().decode("utf-8", "surrogatepass").split("\x00") if n_nodes else []
        self.named = {nid: every[nid] for nid in named}
        self.ids = {every[nid]: nid for nid in named}
        self.slot.set(slot)


def nid_of(names: NodeNames, name: str) -> int:
    """The node id of a live topic or file node's name; KeyError otherwise."""
    kind, _, note = name.partition(":")
    g = names.g
    slot = g.slot_of.get(note) if kind in _NOTE_KINDS else None
    if slot is None:
        raise KeyError(name)
    return int((g.topic_nid_of if kind == "topic" else g.file_nid).a[slot])


class NodeIds:
    """``nid_of[name]``: the node id of a live node's name (``g._nid``)."""

    def __init__(self, names: NodeNames) -> None:
        self.names = names

    def __getitem__(self, name: str) -> int:
        nid = self.names.ids.get(name)
        return nid if nid is not None else nid_of(self.names, name)

    def get(self, name: str, default: int | None = None) -> int | None:
        try:
            return self[name]
        except KeyError:
            return default

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.get(name) is not None

    def items(self) -> Iterator[tuple[str, int]]:
        yield from self.names.ids.items()
        g = self.names.g
        for slot in np.flatnonzero(g.alive.view()).tolist():
            note = g.slot_ids[slot]
            yield f"topic:{note}", int(g.topic_nid_of.a[slot])
            yield f"file:{note}", int(g.file_nid.a[slot])

    def __len__(self) -> int:
        return len(self.names.ids) + 2 * len(self.names.g.slot_of)
