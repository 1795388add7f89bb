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
import pytest

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
    key = {nid: s.session_of(nid) for nid in order}
    in_one = [nid for nid in order if key[nid] is not None]
    return {"order": order, "key": key, "pos": {nid: s.position(nid) for nid in in_one},
            "sessions": {k: s.members(nid, 0, s.session_size(k)) for nid in in_one if (k := key[nid]) is not None},
            "neighbours": {nid: s.neighbours(nid) for nid in order},
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


def test_a_restored_session_order_follows_adds_and_removes_as_a_built_one() -> None:
    # Sessions of several sizes and notes without one; removes at a session's start, middle and
    # end, a removed note added again, and notes joining a session only the snapshot had.
    import random

    from taggraph.notes import Note
    from taggraph.tags import FiveW

    rng = random.Random(7)
    people = ["person/odile_marchetti", "person/bram_okonjo", "person/tove_lindqvist"]
    notes = [Note(f"n{i}", f"turn {i}", "ok", FiveW(who=tuple(rng.sample(people, rng.randint(0, 2)))),
                  session_id=rng.choice(["a", "b", "c", None])) for i in range(60)]
    built = SessionOrder()
    for note in notes[:40]:
        built.add(note)
    restored = SessionOrder.from_snapshot(Index([]), built.snapshot_state())
    assert sessions_state(restored) == sessions_state(built)
    ops = [("remove", notes[i]) for i in rng.sample(range(40), 15)] + [("add", n) for n in notes[40:]]
    ops += [("add", notes[i]) for i in range(5)]
    rng.shuffle(ops)
    for op, note in ops:
        for s in (built, restored):
            s.add(note) if op == "add" else s.remove(note.id)
        assert sessions_state(restored) == sessions_state(built), (op, note.id)
    again = SessionOrder.from_snapshot(Index([]), restored.snapshot_state())
    assert sessions_state(again) == sessions_state(built)


def test_restored_chains_are_read_a_slot_at_a_time_and_follow_writes_as_a_build(tmp_path: Path,
                                                                               monkeypatch: Any) -> None:
    # Writes before any forget change the restored chains in place: a later value appended, an
    # earlier one placed inside a chain, a new slot. They equal a build, and so does the next
    # process's load of what was saved.
    from taggraph.index.chaincols import LazyByNote, LazyChains

    db, _ = store(tmp_path)
    writes = [("My manager is Casimir Oyelaran now.", T0 + timedelta(days=120)),
              ("My landlord is Bertil Vasquez-Oduya now.", T0 + timedelta(days=4)),
              ("My dentist is Renske Achterhuis now.", T0 + timedelta(days=60))]
    with Memory.open(db) as mem:
        chains = FactChains.of(mem.index)
        assert isinstance(chains._chains, LazyChains) and isinstance(chains._by_note, LazyByNote)
        first = next(iter(chains.facts))
        assert chains.entries(first)  # one note's entries, read without building the other slots
        assert len(chains._chains._chains) < len(chains._chains)
        with monkeypatch.context() as m:  # placed in the restored chains, never linked again
            m.setattr(FactChains, "_build", lambda self: pytest.fail("the chains were linked again"))
            for text, ts in writes:
                mem.remember(text, "Noted.", timestamp=ts, session_id="s9")
        assert chains_state(chains) == chains_state(FactChains.of(built(mem)))
        assert "fact-chains" in mem.save_index()
    with Memory.open(db) as mem:
        assert chains_state(FactChains.of(mem.index)) == chains_state(FactChains.of(built(mem)))
        assert all(what.startswith("loaded (+0") for _, what in mem.index.events), mem.index.events


def test_a_slot_moved_before_another_reorders_a_restored_notes_entries_as_a_build(tmp_path: Path) -> None:
    # A note with facts in two slots, loaded lazily; an earlier fact of its second slot moves that
    # slot before the first: the note's entries follow the new order, as a build's do.
    db = tmp_path / "moved.db"
    with Memory.open(db, snapshots=True) as mem:
        mem.remember("My dentist is Renske Achterhuis.", "Noted.", timestamp=T0, session_id="a")
        both = mem.remember("My landlord is Percival Nakashima, and my dentist is Ingrid Solheimsen now.",
                            "Noted.", timestamp=T0 + timedelta(days=10), session_id="a").id
        for i, text in enumerate(FILLER):
            mem.remember(text, "Noted.", timestamp=T0 + timedelta(days=12 + i), session_id="a")
        assert [e.slot for e in FactChains.of(mem.index).entries(both)] == ["user/dentist", "user/landlord"]
        assert "fact-chains" in mem.save_index()
    with Memory.open(db) as mem:
        chains = FactChains.of(mem.index)
        mem.remember("My landlord is Bertil Vasquez-Oduya.", "Noted.", timestamp=T0 - timedelta(days=5), session_id="b")
        assert [e.slot for e in chains.entries(both)] == ["user/landlord", "user/dentist"]
        assert chains_state(chains) == chains_state(FactChains.of(built(mem)))


def test_readers_at_once_build_a_restored_slot_once(tmp_path: Path, monkeypatch: Any) -> None:
    # A server's queries run together: two readers of an unbuilt slot get the same entries (the
    # objects a later write changes in place), however slow the build.
    import threading
    import time

    from taggraph.index.chaincols import Columns, LazyChains
    from taggraph.store.snapshot import TextRows

    db, _ = store(tmp_path)
    with Memory.open(db) as mem:
        chains = FactChains.of(mem.index)
        assert isinstance(chains._chains, LazyChains)
        texts = TextRows.texts

        def slow(self: TextRows, lo: int, hi: int) -> list[str]:
            time.sleep(0.05)
            return texts(self, lo, hi)

        monkeypatch.setattr(TextRows, "texts", slow)
        cols = chains._chains._cols
        assert isinstance(cols, Columns)
        got: list[list[Any]] = []
        start = threading.Barrier(2)

        def read() -> None:
            start.wait()
            got.append(cols.entries(0))

        threads = [threading.Thread(target=read) for _ in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert len(got) == 2 and got[0] is got[1]


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


def _linked_version(mem: Memory) -> str:
    import json

    snaps = mem.index.snapshots
    assert snaps is not None
    got = snaps.load("fact-chains", FactChains.SNAPSHOT_VERSION)
    assert not isinstance(got, str), got
    return str(json.loads(got[0]["linked"].tobytes())["version"])


def test_a_bulk_import_out_of_time_order_links_its_chains_once(tmp_path: Path, monkeypatch: Any) -> None:
    """A bulk import places no note in the chains one by one (out of time order each placement
    links its slots' whole chains again): its snapshots part-way hold the rows unlinked, a new
    process links them when first read, and the chains after the import equal a build."""
    from taggraph import Turn
    from taggraph.index.facts import CHAINS_VERSION

    monkeypatch.setattr(Memory, "BULK_INDEX_MIN", 8)
    monkeypatch.setattr(Memory, "BULK_CHECKPOINT", 6)
    placed: list[str] = []

    def counting(real: Any) -> Any:
        def counted(self: FactChains, nid: str) -> bool:
            placed.append(nid)
            return bool(real(self, nid))
        return counted
    for name in ("_append", "_insert"):
        monkeypatch.setattr(FactChains, name, counting(getattr(FactChains, name)))
    first = [Turn(f"{text} From the old diary, page {k}.", "Noted.", ts, s) for k, (text, ts, s) in enumerate(turns())]
    # a second history of the same months, imported after the first: most of it falls earlier
    second = [Turn(f"{text} From the new diary, page {k}.", "Noted.", ts - timedelta(days=4), "s7")
              for k, (text, ts, _) in enumerate(turns())]
    rows = first + second
    path = tmp_path / "two-histories.db"

    def crash(done: int, total: int, batch: Any) -> None:
        if done >= 8:
            raise _Crash  # after two batches: the re-run of the other 16 is a bulk import too
    with Memory.open(path) as mem, contextlib.suppress(_Crash):
        mem.remember_many(rows, batch_size=4, progress=crash)
    with Memory.open(path) as mem:
        assert _linked_version(mem) == "unlinked"
        chains = FactChains.of(mem.index)
        assert chains._chains is None
        assert chains_state(chains) == chains_state(FactChains.of(built(mem)))
    with Memory.open(path) as mem:
        mem.remember_many(rows, batch_size=4)
        assert len(mem) == len(rows)
        assert chains_state(FactChains.of(mem.index)) == chains_state(FactChains.of(built(mem)))
        assert len(FactChains.of(mem.index).chains()["user/manager"]) == 8  # both histories
        assert _linked_version(mem) == CHAINS_VERSION  # the import's last save links them for the next process
    assert placed == []


def test_changes_after_a_snapshot_are_parsed_in_one_batch(tmp_path: Path, monkeypatch: Any) -> None:
    """Notes written after the fact chains' snapshot (by a process that saved none) are parsed in
    one batch when a new process loads it; past ``RELINK_AT`` of them the chains are linked once,
    when first read. Either way they equal a build."""
    from taggraph.extract import slots
    from taggraph.index import facts

    db, _ = store(tmp_path)
    with Memory.open(db, snapshots=False) as mem:
        for k, text in enumerate(["My manager is Wendeline Achterberg again.", "My landlord is Ingrid Solheimsen.",
                                  *FILLER]):
            mem.remember(f"{text} Written on day {k}.", "Noted.", timestamp=T0 + timedelta(days=3 * k), session_id="s5")
    calls: list[int] = []
    real = slots.analyse_many

    def counted(texts: list[str]) -> Any:
        calls.append(len(texts))
        return real(texts)

    monkeypatch.setattr(facts, "analyse_many", counted)
    for relink_at, linked in ((100, True), (2, False)):
        slots._CACHE.clear()
        calls.clear()
        monkeypatch.setattr(facts, "RELINK_AT", relink_at)
        with Memory.open(db, snapshots=True) as mem:
            chains = FactChains.of(mem.index)
            assert calls == [2 + len(FILLER)]
            assert (chains._chains is not None) == linked
            assert chains_state(chains) == chains_state(FactChains.of(built(mem)))
            mem.index.snapshots = None  # so that this process saves nothing: the next loads the same
