"""Read-only views of a :class:`~taggraph.graph.base.MemoryGraph` as names and edge sets, for tests and
inspection: every edge is read back from the structures the graph maintains (and, for
``log_edges``, from its edge log), so comparing them checks that those agree."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    import networkx as nx

    from .base import MemoryGraph

KIND_NAMES = ("ontology", "tag", "topic", "file")


def nodes(g: MemoryGraph) -> dict[str, str]:
    return {name: KIND_NAMES[g.kind.a[nid]] for name, nid in g._nid.items()}


def edges(g: MemoryGraph, chronological: bool = False) -> set[tuple[str, str]]:
    und: set[tuple[str, str]] = set()
    for path, children in g.onto_children.items():
        und.update((f"onto:{path}", f"onto:{c}") for c in children)
    for path, tags in g.onto_tags.items():
        und.update((f"tag:{c}:{p}", f"onto:{path}") for c, p in tags)
    for nid, rec in g._notes.items():
        und.add((f"topic:{nid}", f"file:{nid}"))
        und.update((f"tag:{c}:{p}", f"topic:{nid}") for c, p in rec.tags)
    for a, bs in g._sim.items():
        und.update((f"topic:{g.slot_ids[a]}", f"topic:{g.slot_ids[b]}") for b in bs)
    out = und | {(v, u) for u, v in und}
    if chronological:
        nxt = g.next_slot.view()
        for a in np.flatnonzero(nxt >= 0).tolist():
            out.add((f"file:{g.slot_ids[a]}", f"file:{g.slot_ids[int(nxt[a])]}"))
    return out


def log_edges(g: MemoryGraph) -> set[tuple[str, str]]:
    src, dst, w = g.log_arrays()
    net: dict[tuple[int, int], int] = {}
    for u, v, x in zip(src.tolist(), dst.tolist(), w.tolist(), strict=True):
        k = (min(u, v), max(u, v))
        net[k] = net.get(k, 0) + x
    out: set[tuple[str, str]] = set()
    for (u, v), x in net.items():
        if x:
            a, b = g.names[u], g.names[v]
            if x != 1 or a is None or b is None:
                raise AssertionError(f"edge log inconsistent at {u}-{v}: {x}")
            out.update({(a, b), (b, a)})
    return out


def to_networkx(g: MemoryGraph, chronological: bool = False) -> nx.DiGraph[str]:
    import networkx as nx

    d: nx.DiGraph[str] = nx.DiGraph()
    for name, kind in nodes(g).items():
        d.add_node(name, kind=kind)
    d.add_edges_from(edges(g, chronological=chronological))
    return d
