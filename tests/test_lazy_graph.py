"""Entries built on first use: the LazyDict behaves as the dict it stands for, and a graph restored
from its snapshot builds only what is read, yet holds the ontology and tags a rebuild makes."""

from __future__ import annotations

import random
import threading
from pathlib import Path
from typing import Any

import pytest
from test_snapshot import WordTags, answers, events, history, make_store, rebuilt

from taggraph import Memory
from taggraph.graph.base import MemoryGraph
from taggraph.lazydict import LazyDict
from taggraph.store import SQLiteStore
from taggraph.store.snapshot import PREFIX, decode, encode, read_header

KEYS = [f"k{i}" for i in range(12)]


def lazy(values: dict[str, int]) -> tuple[LazyDict[str, int], list[int]]:
    """A LazyDict over ``values`` and the list of the rows it built."""
    keys, rows = list(values), list(values.values())
    built: list[int] = []

    def build(i: int) -> int:
        built.append(i)
        return rows[i]
    return LazyDict({k: i for i, k in enumerate(keys)}, build), built


def test_a_lazy_dict_answers_every_operation_as_a_plain_dict() -> None:
    rng = random.Random(7)
    for _ in range(200):
        start = {k: rng.randrange(100) for k in rng.sample(KEYS, 6)}
        ref, got = dict(start), lazy(start)[0]
        for _ in range(30):
            op, k, v = rng.randrange(9), rng.choice(KEYS), rng.randrange(100)
            if op == 0:
                assert got.get(k) == ref.get(k) and got.get(k, -1) == ref.get(k, -1)
            elif op == 1:
                assert (k in got) == (k in ref)
            elif op == 2:
                got[k] = ref[k] = v
            elif op == 3 and k in ref:
                del got[k], ref[k]
            elif op == 4:
                assert got.setdefault(k, v) == ref.setdefault(k, v)
            elif op == 5:
                assert got.pop(k, None) == ref.pop(k, None)
            elif op == 6:
                assert len(got) == len(ref)
            elif op == 7 and k in ref:
                assert got[k] == ref[k]
            elif op == 8:
                got.update({k: v})
                ref.update({k: v})
        assert dict(got.items()) == ref and sorted(got) == sorted(ref) and got == ref
        with pytest.raises(KeyError):
            got["absent"]  # noqa: B018
        with pytest.raises(KeyError):
            del got["absent"]


def test_a_point_read_builds_one_entry_and_a_walk_builds_the_rest() -> None:
    d, built = lazy({k: i for i, k in enumerate(KEYS)})
    assert len(d) == len(KEYS) and d.pending() == len(KEYS)
    assert d["k3"] == 3 and d.get("k5") == 5 and "k7" in d and d.get("nope") is None
    assert built == [3, 5] and d.pending() == len(KEYS) - 2  # "in" answers without building
    d["k8"] = 80  # overwritten before it was read: never built
    assert d.pending() == len(KEYS) - 3 and 8 not in built
    assert dict(d) == {k: 80 if k == "k8" else i for i, k in enumerate(KEYS)}
    assert d.pending() == 0 and sorted(built) == [i for i in range(len(KEYS)) if i != 8]


def test_threads_reading_pending_keys_each_see_every_value() -> None:
    n = 2000
    values = {f"k{i}": i for i in range(n)}
    for _ in range(5):
        d, built = lazy(values)
        seen: list[list[Any]] = []

        def read(d: LazyDict[str, int] = d, seen: list[list[Any]] = seen) -> None:
            seen.append([d.get(f"k{i}") for i in range(n)])
        threads = [threading.Thread(target=read) for _ in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert all(s == list(range(n)) for s in seen)
        assert sorted(built) == list(range(n))  # each entry built once


def ontology(g: MemoryGraph) -> dict[str, Any]:
    return {"ref": dict(g.onto_ref), "children": dict(g.onto_children), "words": dict(g.onto_words),
            "tags": dict(g.onto_tags),  # postings by note id: a restored graph keeps the slots of forgotten notes
            "postings": {t: sorted(str(g.slot_ids[s]) for s in p.slots.view().tolist() if g.alive.a[s])
                         for t, p in g.tag_post.items()}}


def test_a_restored_graph_builds_only_what_queries_read_and_matches_a_rebuild(tmp_path: Path) -> None:
    db = make_store(tmp_path, n=200)
    expected = rebuilt(db)
    with Memory.open(db, extractor=WordTags()) as mem:
        mem.query("the kayak at the harbour", k=5, method="adaptive")
        g = mem.index.graph()
        assert events(mem)["graph"] == "loaded (+0 changes)"
        maps = (g.tag_post, g.onto_ref, g.onto_children, g.onto_words, g.onto_tags)
        assert all(isinstance(m, LazyDict) for m in maps)
        total = sum(len(m) for m in maps)
        assert sum(m.pending() for m in maps if isinstance(m, LazyDict)) > total // 2, "a query built most entries"
        assert answers(mem) == expected
        # writes on the restored graph: new tags, and forgetting notes whose tags were not read yet
        mem.remember_many(history(9, seed=11))
        for hit in mem.query("violin lantern trellis", k=6, method="bm25"):
            mem.forget(hit.note_id)
        after = ontology(g)
        rebuilt_graph = MemoryGraph(list(mem.notes()))
        assert after == ontology(rebuilt_graph)
    assert expected != rebuilt(db)  # the writes changed the answers ...
    with Memory.open(db, extractor=WordTags()) as mem:
        assert answers(mem) == rebuilt(db)  # ... and the replayed snapshot gives the new ones


def test_a_graph_1_snapshot_still_loads_and_is_saved_again_as_graph_2(tmp_path: Path) -> None:
    db = make_store(tmp_path, n=150)
    store = SQLiteStore(db)
    blob, pos = store.get_blob(PREFIX + "graph") or (b"", 0)
    head, _ = read_header(blob)
    assert head["version"] == "graph/2"
    new = {"onto_paths", "onto_n", "onto_ref", "child_indptr", "child_rows", "ptag_indptr", "ptag_rows",
           "word_names", "word_n", "word_indptr", "word_rows"}
    arrays = {k: v for k, v in decode(blob, {}).items() if k not in new}  # what graph/1 held
    old = {k: v for k, v in head.items() if k not in ("format", "size", "blake3", "arrays")}
    store.put_blob(PREFIX + "graph", encode(arrays, old | {"version": "graph/1"}), pos)
    store.close()
    with Memory.open(db, extractor=WordTags()) as mem:
        got = answers(mem)
        assert events(mem)["graph"] == "loaded (+0 changes) from an older version"
        assert not isinstance(mem.index.graph().onto_children, LazyDict)
        assert "graph" in mem.save_index()
    assert got == rebuilt(db)
    store = SQLiteStore(db)
    assert read_header((store.get_blob(PREFIX + "graph") or (b"", 0))[0])[0]["version"] == "graph/2"
    store.close()
