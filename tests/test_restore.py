"""Components restored from their snapshots by whole-array loads equal the same components built
from the notes, and stay equal through a forget and a new note: the fusion sessions (whose leaf
sets are read on demand) and the fact chains (saved linked, so a new process does not link them
again). Every text here is written for these tests."""

from __future__ import annotations

import contextlib
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

from taggraph import Memory
from taggraph.index.base import Index
from taggraph.index.facts import FactChains
from taggraph.index.sessions import Leaves, SessionOrder

T0 = datetime(2025, 3, 1, 9)
ROLES = [("manager", ["Ottilie Brandvold", "Casimir Oyelaran", "Ottilie Brandvold", "Wendeline Achterberg"]),
         ("landlord", ["Percival Nakashima", "Ingrid Solheimsen"])]
FILLER = ["I repotted the fern on the balcony and it finally has new leaves.",
          "Quentin and I tried the new tram line to the botanical garden.",
          "The bakery on Larch Street had no rye left by nine.",
          "Mirela lent me her tent for the trip to the lake."]


def turns() -> list[tuple[str, datetime, str]]:
    out = []
    i = 0
    for role, names in ROLES:
        for name in names:
            out.append((f"My {role} is {name} now.", T0 + timedelta(days=9 * i), f"s{i % 3}"))
            out.append((FILLER[i % len(FILLER)], T0 + timedelta(days=9 * i, hours=2), f"s{i % 3}"))
            i += 1
    return out


def store(tmp_path: Path) -> tuple[Path, list[str]]:
    db = tmp_path / "restore.db"
    with Memory.open(db, snapshots=True) as mem:
        ids = [mem.remember(text, "Noted.", timestamp=ts, session_id=s).id for text, ts, s in turns()]
        SessionOrder.of(mem.index)
        FactChains.of(mem.index).chains()
        keys = mem.save_index()
        assert {"fusion-sessions", "fact-chains"} <= set(keys)
    return db, ids


def sessions_state(s: SessionOrder) -> dict[str, Any]:
    order = sorted(s.seq, key=s.seq.__getitem__)  # seq numbers differ after a restore; their order does not
    return {"order": order, "sessions": s.sessions, "pos": s.pos, "key": s.key,
            "leaves": {nid: s.leaves[nid] for nid in order}, "typed": +s.typed}


def chains_state(fc: FactChains) -> dict[str, Any]:
    return {"chains": fc.chains(), "by_note": fc._by_note, "slot_cues": fc._slot_cues, "last": fc._last[0],
            "facts": fc.facts, "cues": fc.cues, "when": fc.when, "share": fc.share,
            "order": sorted(fc.seq, key=fc.seq.__getitem__)}


def built(mem: Memory) -> Index:
    return Index(list(mem.index.notes.values()))


def test_restored_sessions_and_fact_chains_equal_a_build_and_follow_changes(tmp_path: Path) -> None:
    db, ids = store(tmp_path)
    with Memory.open(db) as mem:
        ix = mem.index
        sessions, chains = SessionOrder.of(ix), FactChains.of(ix)
        events = dict(ix.events)
        assert events["fusion-sessions"].startswith("loaded") and events["fact-chains"].startswith("loaded")
        assert isinstance(sessions.leaves, Leaves)
        assert chains._chains is not None  # linked in the snapshot: nothing to link again
        fresh = built(mem)
        assert sessions_state(sessions) == sessions_state(SessionOrder.of(fresh))
        assert chains_state(chains) == chains_state(FactChains.of(fresh))
        assert len(chains.chains()["user/manager"]) == 4
        # a forget in the middle of a chain and a later note: both follow as a build would
        assert mem.forget(ids[2])
        mem.remember("My manager is Casimir Oyelaran again.", "Noted.", timestamp=T0 + timedelta(days=90),
                     session_id="s1")
        fresh = built(mem)
        assert sessions_state(sessions) == sessions_state(SessionOrder.of(fresh))
        assert chains_state(chains) == chains_state(FactChains.of(fresh))
        assert ids[2] not in sessions.leaves and len(sessions.leaves) == len(mem)
        assert {"fusion-sessions", "fact-chains"} <= set(mem.save_index())  # saved from the restored ones
    with Memory.open(db) as mem:
        fresh = built(mem)
        assert sessions_state(SessionOrder.of(mem.index)) == sessions_state(SessionOrder.of(fresh))
        assert chains_state(FactChains.of(mem.index)) == chains_state(FactChains.of(fresh))
        assert all(what.startswith("loaded (+0") for _, what in mem.index.events), mem.index.events


def test_leaves_act_like_the_dict_they_replace() -> None:
    rows = {"a": 0, "b": 1, "c": 2}
    leaves = Leaves(dict(rows), ["x", "y", "z"], np.array([0, 1, 1, 2], dtype=np.int32), np.array([0, 2, 2, 4]))
    assert dict(leaves) == {"a": frozenset({"x", "y"}), "b": frozenset(), "c": frozenset({"y", "z"})}
    assert leaves.pop("a") == frozenset({"x", "y"}) and "a" not in leaves
    assert leaves.get("a", frozenset({"none"})) == frozenset({"none"})
    leaves["a"] = frozenset({"w"})
    leaves["d"] = frozenset()
    assert dict(leaves) == {"b": frozenset(), "c": frozenset({"y", "z"}), "a": frozenset({"w"}), "d": frozenset()}
    assert len(leaves) == 4
    del leaves["c"]
    assert "c" not in leaves and len(leaves) == 3


def test_a_snapshot_linked_by_other_chain_rules_keeps_its_rows_and_links_again(tmp_path: Path) -> None:
    """Only the per-note rows need a parse of every note; chains linked by another version of the
    chain rules are linked again from the rows, and equal a build."""
    import json

    db, _ = store(tmp_path)
    with Memory.open(db) as mem:
        saved = FactChains.of(mem.index)
        arrays = saved.snapshot_state()
        linked = json.loads(arrays["linked"].tobytes())
        linked["version"] = "other-rules"
        arrays["linked"] = np.frombuffer(json.dumps(linked).encode(), dtype=np.uint8)
        again = FactChains.from_snapshot(mem.index, arrays)
        assert again._chains is None  # not trusted: linked again on first use
        assert again.facts == saved.facts and again._start == saved._start  # the rows (and dates) kept
        assert chains_state(again) == chains_state(FactChains.of(built(mem)))


def test_a_bulk_import_parses_each_note_once_and_its_chains_equal_a_build(tmp_path: Path,
                                                                          monkeypatch: Any) -> None:
    """A bulk import keeps the fact chains loaded while it stores, so saving the default index
    afterwards parses no note a second time, even when the import is larger than the parse cache
    (here 5 notes; 20,000 in use)."""
    from taggraph import Turn
    from taggraph.extract import slots

    monkeypatch.setattr(Memory, "BULK_INDEX_MIN", 20)
    monkeypatch.setattr(slots, "_CACHE_MAX", 5)
    parsed: list[str] = []
    real = slots.cache_put

    def counted(text: str, got: Any) -> None:
        parsed.append(text)
        real(text, got)

    monkeypatch.setattr(slots, "cache_put", counted)
    more = [(f, T0 + timedelta(days=200 + k), "s9") for k, f in enumerate(FILLER * 3)]
    # every text told apart: the cache is keyed by the text, and a repeated one keeps its place
    rows = [Turn(f"{text} That was entry {k}.", "Noted.", ts, s) for k, (text, ts, s) in enumerate([*turns(), *more])]
    with Memory.open(tmp_path / "bulk.db") as mem:
        mem.remember_many(rows, batch_size=4, index=True)  # a batch fits in the cache, as 64 in 20,000
        assert sorted(parsed) == sorted(t.user for t in rows)  # each note parsed once, by its extraction
        assert chains_state(FactChains.of(mem.index)) == chains_state(FactChains.of(built(mem)))


class _Crash(Exception):
    pass


def test_a_killed_bulk_import_keeps_its_fact_chains_work(tmp_path: Path, monkeypatch: Any) -> None:
    """A bulk import saves the fact chains' snapshot as it goes: after a crash part-way, the
    re-run loads it and parses only the notes stored since it was saved, not every stored one."""
    from taggraph import Turn
    from taggraph.extract import slots

    monkeypatch.setattr(Memory, "BULK_INDEX_MIN", 8)  # the re-run, of the rest, is a bulk import too
    monkeypatch.setattr(Memory, "BULK_CHECKPOINT", 6)
    more = [(f, T0 + timedelta(days=200 + k), "s9") for k, f in enumerate(FILLER * 3)]
    rows = [Turn(f"{text} That was entry {k}.", "Noted.", ts, s) for k, (text, ts, s) in enumerate([*turns(), *more])]
    path = tmp_path / "killed.db"

    def crash(done: int, total: int, batch: Any) -> None:
        if done >= 16:
            raise _Crash  # as a kill after the fourth batch of four: nothing after it runs
    with Memory.open(path) as mem, contextlib.suppress(_Crash):
        mem.remember_many(rows, batch_size=4, progress=crash)
    with Memory.open(path) as mem:
        assert len(mem) == 16
    parsed: list[str] = []
    real = slots.analyse_many

    def counted(texts: list[str]) -> Any:
        parsed.extend(texts)
        return real(texts)

    slots._CACHE.clear()  # nothing cached from the first run: every parse counts
    monkeypatch.setattr("taggraph.index.facts.analyse_many", counted)
    with Memory.open(path) as mem:
        mem.remember_many(rows, batch_size=4)
        stored = {n.user for n in mem.notes()}
        # saved after the first batch (4) and 8 notes later (12): the 4 notes after it are replayed
        replayed = [t for t in parsed if t in {r.user for r in rows[:16]}]
        assert sorted(replayed) == sorted(r.user for r in rows[12:16])
        assert len(stored) == len(rows)
        assert chains_state(FactChains.of(mem.index)) == chains_state(FactChains.of(built(mem)))
