"""Facts that change: slot facts from the parse, supersession chains (across forget, export and
import, reextract and index snapshots), the timeline, and ranking the value valid at ``now``.
Every text here is written for these tests."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, cast

import pytest

from taggraph import Memory
from taggraph.errors import InvalidArgumentError
from taggraph.extract.slots import parse_facts
from taggraph.index.facts import FactChains
from taggraph.notes import Hit

D = datetime


def slots_of(text: str) -> list[tuple[str | None, str]]:
    return [(f.slot, f.value) for f in parse_facts([text])[0]]


def test_slot_facts_from_english_structure() -> None:
    assert slots_of("My supervisor is Odile Marchetti.") == [("user/supervisor", "odile_marchetti")]
    assert slots_of("Starting next month, Bartholomew Ngata will be my manager.") == [
        ("user/manager", "bartholomew_ngata")]
    assert slots_of("We relocated to Winnipeg in the spring.") == [("user/live", "winnipeg")]
    assert slots_of("The cardiologist lowered my dose to 25 mg.") == [("user/dose", "25_mg")]
    # a correction has no subject of its own: the chain attaches it to the value it replaces
    assert slots_of("Oops, it's 40 mg, not 20.") == [(None, "40_mg")]
    assert slots_of("Who is my manager these days?") == []  # a question states nothing
    assert slots_of("I would never live in Winnipeg.") == []
    # a product keeps its maker and model number: a new model is a new value
    assert slots_of("My phone is a Fairline 7, bought it used.") == [("user/phone", "fairline_7")]
    assert slots_of("My car is a Honda Civic now.") == [("user/car", "honda_civic")]
    assert slots_of("My advisor is Dr. Ilse Brandvold.") == slots_of("My advisor is Ilse Brandvold.")


def test_a_new_model_of_the_same_product_replaces_the_old_one() -> None:
    with Memory.open(":memory:") as mem:
        a = mem.remember("My phone is a Fairline 7, bought it used.", "Nice.", timestamp=D(2024, 2, 1))
        b = mem.remember("Treated myself: my phone is a Fairline 9 now.", "Enjoy!", timestamp=D(2025, 3, 1))
        tl = mem.timeline("my phone", now=D(2025, 6, 1))
        assert [(e["note_id"], e["value"], e["superseded_by"]) for e in tl["entries"]] == [
            (a.id, "Fairline 7", b.id), (b.id, "Fairline 9", None)]


def manager_memory(path: str | Path = ":memory:") -> tuple[Memory, list[str]]:
    mem = Memory.open(path)
    texts = [
        ("My manager at the bakery co-op is Rosalind Achebe.", D(2025, 2, 3, 9)),
        ("The oven timer broke again; I set an alarm on my phone instead.", D(2025, 3, 1, 9)),
        ("Rosalind is retiring in June, and Teodor Falk will be my manager after that.", D(2025, 4, 14, 9)),
        ("I baked forty loaves of rye for the market on Saturday.", D(2025, 5, 10, 9)),
        ("Teodor asked me to train the two new apprentices.", D(2025, 8, 2, 9)),
    ]
    notes = [mem.remember(t, "Noted.", timestamp=ts, session_id=f"s{i}") for i, (t, ts) in enumerate(texts)]
    return mem, [n.id for n in notes]


def ids_of(hits: Sequence[Hit]) -> list[str]:
    return [h.note_id for h in hits]


def test_manager_before_and_after_the_announced_change() -> None:
    mem, ids = manager_memory()
    with mem:
        before = mem.query("who is my manager?", k=3, now=D(2025, 5, 1))
        after = mem.query("who is my manager?", k=5, now=D(2025, 9, 1))
        # which note comes first is the trained model's call; that the value of the time is found,
        # and that the superseded value never comes ahead of the one that replaced it, are not
        assert ids[0] in ids_of(before)
        assert ids_of(after).index(ids[2]) < ids_of(after).index(ids[0])
        e = {h.note_id: h.explanation for h in after}
        assert e[ids[0]]["superseded_by"] == ids[2] and e[ids[0]]["superseded_at"] == "2025-06-01"
        assert e[ids[2]]["current_since"] == "2025-06-01" and e[ids[2]]["superseded_by"] is None
        # before June, the announced value is not current yet
        e = {h.note_id: h.explanation for h in before}
        assert e[ids[0]]["current_since"] == "2025-02-03" and e[ids[0]]["superseded_by"] is None
        # every fusion hit carries the keys; the paper's methods explain themselves as before
        for h in mem.query("Rosalind Achebe manager", k=4, now=D(2025, 9, 1)):
            assert {"superseded_by", "superseded_at", "current_since"} <= set(h.explanation)
        assert "superseded_by" not in mem.query("Rosalind", k=1, method="bm25")[0].explanation
        tl = mem.timeline("my manager", now=D(2025, 9, 1))
        assert tl["slot"] == "user/manager"
        assert [(e["note_id"], e["valid_from"], e["valid_until"], e["current"]) for e in tl["entries"]] == [
            (ids[0], "2025-02-03", "2025-06-01", False), (ids[2], "2025-06-01", None, True)]
        assert mem.timeline("role/manager", now=D(2025, 9, 1)) == {**tl, "q": "role/manager"}


def test_a_hits_facts_are_named_by_the_slot_they_are_about() -> None:
    mem, ids = manager_memory()
    with mem:
        friend = mem.remember("My friend Wendeline Osei has a new manager too, at the mill.", "Ha.",
                              timestamp=D(2025, 8, 20), session_id="s9")
        e = {h.note_id: h.explanation for h in mem.query("who is my manager?", k=7, now=D(2025, 9, 1))}
        # the question's own word names the slot, with the value, ahead of the other reasons
        assert e[ids[2]]["asked"] == ["manager"] and e[ids[2]]["value"] == "Teodor Falk"
        assert e[ids[2]]["reasons"][0] == "your manager is Teodor Falk, current since 2025-06-01"
        assert e[ids[0]]["reasons"][0] == f"your manager was Rosalind Achebe, superseded by note {ids[2]} on 2025-06-01"
        # a fact about something else is not given as the answer: its status stays in the raw fields
        assert e[friend.id]["slot"] == "user/friend_wendeline_osei" and e[friend.id]["asked"] == []
        assert e[friend.id]["current_since"] == "2025-08-20"
        assert not any("since" in r or "Wendeline" in r for r in e[friend.id]["reasons"])


def test_a_new_friend_or_sister_replaces_no_other() -> None:
    with Memory.open(":memory:") as mem:
        a = mem.remember("My friend Ottoline works at the bakery on Mill Lane.", "Nice.", timestamp=D(2024, 1, 5))
        b = mem.remember("My friend Bertrand just moved to Leeds.", "Oh!", timestamp=D(2024, 3, 5))
        c = mem.remember("My sister Ines got a puppy.", "Cute.", timestamp=D(2024, 4, 5))
        d = mem.remember("My sister Carlotta has started a pottery course.", "Fun.", timestamp=D(2024, 5, 5))
        now = D(2024, 6, 1)
        chains = FactChains.of(mem.index)
        for nid in (a.id, b.id, c.id, d.id):
            assert [e.state(now.timestamp()) for e in chains.entries(nid)] == ["current"]
        e = {h.note_id: h.explanation for h in mem.query("Where does Ottoline work now?", k=4, now=now)}
        assert e[a.id]["superseded_by"] is None and "placed_after" not in e[a.id]
        assert e[a.id]["reasons"][0] == "your friend Ottoline, current since 2024-01-05"
        # a timeline of the relation lists every friend, each still current; of one friend, hers
        tl = mem.timeline("my friends", now=now)
        assert tl["slot"] == "user/friend"
        assert [(x["note_id"], x["value"], x["current"]) for x in tl["entries"]] == [
            (a.id, "Ottoline", True), (b.id, "Bertrand", True)]
        one = mem.timeline("my friend Bertrand", now=now)
        assert (one["slot"], [x["note_id"] for x in one["entries"]]) == ("user/friend_bertrand", [b.id])
        assert [x["note_id"] for x in mem.timeline("user/sister", now=now)["entries"]] == [c.id, d.id]
        # a role held by one person at a time still supersedes
        p = mem.remember("My landlord is Hywel Prosser.", "Ok.", timestamp=D(2024, 2, 1))
        q = mem.remember("The flat was sold; my landlord is Morwenna Tregear now.", "Ok.", timestamp=D(2024, 5, 1))
        assert [(x["note_id"], x["superseded_by"]) for x in mem.timeline("my landlord", now=now)["entries"]] == [
            (p.id, q.id), (q.id, None)]


def test_past_question_ranks_the_value_valid_then() -> None:
    mem = Memory.open(":memory:")
    with mem:
        a = mem.remember("I live in Halifax, close to the harbour.", "Nice.", timestamp=D(2024, 1, 5))
        mem.remember("Booked a dentist appointment for next Tuesday.", "Ok.", timestamp=D(2024, 3, 5))
        b = mem.remember("We moved to Saskatoon last weekend, boxes everywhere.", "Congrats!",
                         timestamp=D(2024, 7, 1))
        c = mem.remember("Big news: we moved back to Halifax for good.", "Welcome back!",
                         timestamp=D(2025, 2, 1))
        now = D(2025, 6, 1)
        live = ids_of(mem.query("where do I live?", k=3, now=now))
        assert c.id in live and all(live.index(c.id) < live.index(x.id) for x in (a, b) if x.id in live)
        assert a.id in ids_of(mem.query("where did I live before Saskatoon?", k=3, now=now))
        tl = mem.timeline("where do I live", now=now)
        assert [e["note_id"] for e in tl["entries"]] == [a.id, b.id, c.id]
        assert [e["current"] for e in tl["entries"]] == [False, False, True]
        assert [e["superseded_by"] for e in tl["entries"]] == [b.id, c.id, None]


def test_a_correction_supersedes_the_value_it_names() -> None:
    with Memory.open(":memory:") as mem:
        a = mem.remember("My dose of lisinopril is 20 mg each morning.", "Ok.", timestamp=D(2025, 1, 10))
        mem.remember("I also started doing yoga twice a week.", "Great.", timestamp=D(2025, 1, 11))
        b = mem.remember("Oops, it's 40 mg, not 20.", "Thanks for correcting.", timestamp=D(2025, 1, 12))
        tl = mem.timeline("dose", now=D(2025, 2, 1))
        assert [(e["note_id"], e["value"], e["current"]) for e in tl["entries"]] == [
            (a.id, "20 mg", False), (b.id, "40 mg", True)]
        dose = ids_of(mem.query("what dose of lisinopril do I take?", k=3, now=D(2025, 2, 1)))
        assert b.id in dose and (a.id not in dose or dose.index(b.id) < dose.index(a.id))


def chain(mem: Memory) -> list[tuple[str, str | None, str | None]]:
    return [(e["note_id"], e["valid_until"], e["superseded_by"])
            for e in mem.timeline("my manager", now=D(2025, 9, 1))["entries"]]


def test_chains_survive_forget_export_import_reextract_and_snapshots(tmp_path: Path) -> None:
    mem, ids = manager_memory(tmp_path / "a.db")
    with mem:
        c = mem.remember("Update: Teodor moved to the Leeds site, Marguerite Osei is my manager now.",
                         "Noted.", timestamp=D(2025, 10, 6), session_id="s9")
        full = chain(mem)
        assert [x[0] for x in full] == [ids[0], ids[2], c.id]
        mem.export(tmp_path / "out")
        mem.save_index()
    with Memory.import_folder(tmp_path / "out", tmp_path / "b.db") as copy:
        assert chain(copy) == full
    with Memory.open(tmp_path / "a.db") as mem:  # from the index snapshot
        assert chain(mem) == full
        assert ("fact-chains", "built") not in mem.index.events
        mem.reextract(failed_only=False)
        assert chain(mem) == full
        assert mem.forget(ids[2])  # the middle of the chain: its neighbours join up
        assert chain(mem) == [(ids[0], "2025-10-06", c.id), (c.id, None, None)]
    with Memory.open(tmp_path / "a.db") as mem:
        assert chain(mem) == [(ids[0], "2025-10-06", c.id), (c.id, None, None)]
        assert mem.forget(c.id)  # the newest: the older value is current again
        tl = mem.timeline("my manager", now=D(2025, 11, 1))
        assert [(e["note_id"], e["current"]) for e in tl["entries"]] == [(ids[0], True)]


def test_timeline_refuses_bad_input_and_loses_nothing() -> None:
    mem, ids = manager_memory()
    with mem:
        with pytest.raises(InvalidArgumentError, match="timeline needs"):
            mem.timeline("   ")
        with pytest.raises(TypeError):
            mem.timeline(None)  # type: ignore[arg-type]
        assert len(mem) == len(ids)
        assert mem.timeline("favourite volcano") == {"q": "favourite volcano", "slot": None, "entries": []}
        assert FactChains.of(mem.index).find_slot("manager") == "user/manager"


def test_an_llm_extractors_tags_give_facts_the_parse_missed() -> None:
    from taggraph.notes import Note
    from taggraph.tags import FiveW

    def note(nid: str, user: str, tags: dict[str, list[str]], ts: datetime) -> Note:
        return Note(id=nid, user=user, assistant="", tags=FiveW.from_raw(tags), timestamp=ts,
                    extracted_by="llm:some-model prompt:0123456789ab")

    fc = FactChains()
    fc.add(note("a", "Quarterly sync with the whole team today.", {"who": ["person/ilse_brandt"],
                                                                 "extra": ["role/manager"]}, D(2025, 1, 1)))
    fc.add(note("b", "Ugh, planning meeting again.", {"who": ["person/omar_haddad"], "extra": ["role/manager"]},
                D(2025, 3, 1)))
    assert [(e.note_id, e.superseded_by) for e in fc.chains()["user/manager"]] == [("a", "b"), ("b", None)]


def test_chains_after_adds_and_forgets_equal_a_fresh_build() -> None:
    """The chains kept current note by note (announced dates resolved once per note) are the
    chains a fresh build of the same notes gives, after adds and forgets alike."""
    texts = [("My supervisor is Odile Marchetti.", D(2025, 1, 6)),
             ("Starting next month, Bartholomew Ngata will be my supervisor.", D(2025, 2, 10)),
             ("The cardiologist set my dose at 25 mg.", D(2025, 2, 12)),
             ("Oops, it's 40 mg, not 25.", D(2025, 2, 13)),
             ("We relocated to Winnipeg in the spring.", D(2025, 4, 2)),
             ("Odile Marchetti is my supervisor again after the reorganisation.", D(2025, 6, 1))]

    def rows(fc: FactChains) -> dict[str, list[tuple[str, str, float, float | None, str | None]]]:
        return {slot: [(e.note_id, e.value, e.valid_from, e.valid_until, e.superseded_by) for e in chain]
                for slot, chain in fc.chains().items()}

    with Memory.open(":memory:") as mem:
        ids = [mem.remember(t, "Noted.", timestamp=ts).id for t, ts in texts[:3]]
        kept = FactChains.of(mem.index)
        kept.chains()  # built once, then kept current
        ids += [mem.remember(t, "Noted.", timestamp=ts).id for t, ts in texts[3:]]
        mem.forget(ids[1])
        mem.refresh()
        with Memory.open(":memory:") as fresh:
            for (t, ts), nid in zip(texts, ids, strict=True):
                if nid != ids[1]:
                    fresh.remember(t, "Noted.", timestamp=ts)
            assert rows(FactChains.of(mem.index)) == rows(FactChains.of(fresh.index))
            assert rows(kept)["user/supervisor"], "the supervisor chain is there"


FORMS = ["My supervisor is Odile Marchetti.", "My supervisor is Bartholomew Ngata.",
         "Starting next month, Imogen Tait will be my supervisor.", "The cardiologist set my dose at 25 mg.",
         "Oops, it's 40 mg, not 25.", "My dose is 30 mg now.", "We relocated to Winnipeg.",
         "We moved back to Halifax.", "I baked rye bread this morning.", "The bus was late again."]


def chains_state(fc: FactChains) -> tuple[object, ...]:
    """Everything a rebuild decides: the chains in their order, every link, each note's entries."""
    chains = [(s, [(e.note_id, e.value, e.valid_from, e.valid_until, e.superseded_by, e.since, e.pos) for e in c])
              for s, c in fc.chains().items()]
    return chains, {n: [(e.slot, e.value) for e in fc.entries(n)] for n in fc.facts}, fc._slot_cues, fc._last


def kept_equals_a_build(texts: list[str], times: list[datetime], *, reload_every: int = 0) -> tuple[int, int]:
    """Notes put one by one into chains read after each (saved and loaded every ``reload_every``
    notes), compared after each with a fresh build of the notes so far; returns how many were
    appended to the chains and how many placed inside them, without a rebuild."""
    from taggraph.extract.slots import analyse_many
    from taggraph.notes import Note
    from taggraph.tags import FiveW

    notes = [Note(id=f"n{i}", user=t, assistant="", tags=FiveW(), timestamp=ts)
             for i, (t, ts) in enumerate(zip(texts, times, strict=True))]
    analyses = analyse_many(texts)
    kept, appended, inserted = FactChains(), 0, 0
    for k, (note, got) in enumerate(zip(notes, analyses, strict=True)):
        built = kept._chains is not None
        late = built and times[k].timestamp() < kept._last[0]
        kept._put(note, got)
        kept_up = built and note.id in kept.facts and kept._chains is not None
        appended += kept_up and not late
        inserted += kept_up and late
        fresh = FactChains()
        for n2, g2 in zip(notes[:k + 1], analyses[:k + 1], strict=True):
            fresh._put(n2, g2)
        assert chains_state(kept) == chains_state(fresh), k
        if reload_every and k % reload_every == reload_every - 1:
            keys = kept._keys  # the chains' order and the corrections' keys are saved with them
            kept = FactChains.from_snapshot(cast(Any, None), kept.snapshot_state())
            assert kept._keys == keys
    return appended, inserted


def test_a_newer_fact_extends_the_chains_as_a_rebuild_would() -> None:
    """Chains read after every note: a note later than every fact is appended to its slots'
    chains, an earlier one (behind an announced date) is placed inside them or rebuilds them;
    either way they equal a fresh build of the same notes, entries, run starts and slot words
    included."""
    import random

    rng = random.Random(5)
    texts = [rng.choice(FORMS) for _ in range(60)]
    appended, inserted = kept_equals_a_build(texts, [D(2025, 1, 1 + i // 3, 8 + i % 3) for i in range(60)])
    assert appended >= 5 and appended + inserted >= 10  # the append path ran, not only rebuilds


def test_linking_and_neighbours_equal_a_plain_scan() -> None:
    """``link`` (which reuses the answer of an identical next value) and ``FactChains.around``
    (which jumps over runs) give what a walk over the chain gives, also where "carmen" is the
    same person as "carmen_ruiz" but "carmen_ruiz" is not "carmen_lopez"."""
    import random

    from taggraph.extract.fact import same_value
    from taggraph.index.chainlink import Entry, link

    def plain(chain: list[Entry]) -> None:
        for i, e in enumerate(chain):
            j = next((j for j in range(i + 1, len(chain)) if not same_value(chain[j].value, e.value)), None)
            if j is not None:
                e.valid_until, e.superseded_by = chain[j].valid_from, chain[j].note_id

    rng = random.Random(7)
    pool = ["carmen", "carmen_ruiz", "carmen_lopez", "ruiz", "dana", "dana", "40_mg", "45_mg"]
    for trial in range(300):
        values = [rng.choice(pool) for _ in range(rng.randint(1, 30))]
        got, want = ([Entry(f"n{i}", "user/x", v, v, float(i), pos=i) for i, v in enumerate(values)]
                     for _ in range(2))
        first = rng.randint(0, len(values) - 1) if trial % 2 else 0
        if first:  # the append path: entries before ``first`` were linked already, as far as they could be
            link(got[:first], 0)
            plain(want[:first])
            got_head = [(e.superseded_by, e.valid_until) for e in got[:first]]
            assert got_head == [(e.superseded_by, e.valid_until) for e in want[:first]]
        link(got, first)
        plain(want)
        assert [(e.superseded_by, e.valid_until) for e in got] == [(e.superseded_by, e.valid_until) for e in want]
        fc = FactChains()
        fc._chains = {"user/x": got}
        for i, e in enumerate(got):
            prv = next((x for x in reversed(got[:i]) if not same_value(x.value, e.value)), None)
            nxt = next((x for x in got[i + 1:] if not same_value(x.value, e.value)), None)
            assert fc.around(e) == (prv, nxt)


def test_a_question_about_the_past_is_told_by_its_tagged_verb() -> None:
    """The tagger alone tells a past question from a present one (the parse is not asked for)."""
    from taggraph.extract.tense import asks_for_past

    assert asks_for_past("Which bakery did I like best last spring?")
    assert asks_for_past("Who coached the team when I joined?")
    assert not asks_for_past("Which bakery do I like best?")
    assert not asks_for_past("Who coaches the team now?")


def test_fact_rows_outlive_a_change_to_the_tag_rules(tmp_path: Path) -> None:
    """The rows are versioned by what the slot parse reads, not by the whole extractor: a change
    to a tag rule must not make a store parse every note again at its next first query. Rows
    saved under the previous, whole-extractor version are still read; rows of another parse are
    read as they are and marked stale (test_rows_of_earlier_slot_rules_...)."""
    from taggraph.extract import offline_nlp
    from taggraph.index.factrows import ROWS_READS, rows_version
    from taggraph.store import SQLiteStore
    from taggraph.store.snapshot import PREFIX, decode, encode, read_header

    assert "offline_rules.py" not in offline_nlp._PARSE_SOURCES and "offline.py" not in offline_nlp._PARSE_SOURCES
    assert set(offline_nlp._PARSE_SOURCES) < set(offline_nlp._SOURCES)
    assert offline_nlp.extractor_id() not in rows_version()
    mem, _ = manager_memory(tmp_path / "a.db")
    with mem:
        full = chain(mem)
        mem.save_index()

    def resave(version: str) -> None:
        store = SQLiteStore(tmp_path / "a.db")
        blob, pos = store.get_blob(PREFIX + "fact-chains") or (b"", 0)
        head, _ = read_header(blob)
        keep = {k: v for k, v in head.items() if k not in ("format", "size", "blake3", "arrays")}
        store.put_blob(PREFIX + "fact-chains", encode(decode(blob, {}), keep | {"version": version}), pos)
        store.close()

    resave(f"fact-chains/{ROWS_READS[0]}")  # as the previous version saved it
    with Memory.open(tmp_path / "a.db") as mem:
        assert chain(mem) == full
        assert ("fact-chains", "loaded (+0 changes) from an older version") in mem.index.events
        mem.save_index()  # saved again under the current version
    with Memory.open(tmp_path / "a.db") as mem:
        assert chain(mem) == full and ("fact-chains", "loaded (+0 changes)") in mem.index.events
    resave("fact-chains/slots/1+parse-1+000000000000+00000000+r2")  # another parse's rows
    with Memory.open(tmp_path / "a.db") as mem:
        assert chain(mem) == full
        assert ("fact-chains", "loaded (+0 changes) from an older version, stale") in mem.index.events
    resave("fact-chains/slots/1+parse-1+000000000000+00000000+r1")  # another row layout: rebuilt
    with Memory.open(tmp_path / "a.db") as mem:
        assert chain(mem) == full and ("fact-chains", "built") in mem.index.events


def test_a_snapshot_of_the_previous_layout_loads_and_one_this_code_cannot_read_is_rebuilt(tmp_path: Path) -> None:
    """The "+docs" layout kept the chains and the fact starts in the linked document: its rows
    are still read and its chains linked again, then saved as columns. Arrays this code cannot
    read under its own version's name are rejected with the reason and rebuilt, not a crash."""
    from taggraph.index.factrows import rows_version
    from taggraph.store import SQLiteStore
    from taggraph.store.snapshot import PREFIX, decode, encode, pack_json, read_header, unpack_json

    mem, _ = manager_memory(tmp_path / "a.db")
    with mem:
        full = chain(mem)
        mem.save_index()

    def rewrite(change: Callable[[dict[str, Any]], dict[str, Any]], version: str) -> None:
        store = SQLiteStore(tmp_path / "a.db")
        blob, pos = store.get_blob(PREFIX + "fact-chains") or (b"", 0)
        head, _ = read_header(blob)
        keep = {k: v for k, v in head.items() if k not in ("format", "size", "blake3", "arrays")}
        store.put_blob(PREFIX + "fact-chains", encode(change(dict(decode(blob, {}))), keep | {"version": version}), pos)
        store.close()

    def previous(a: dict[str, Any]) -> dict[str, Any]:
        ptr, vals = a["st_ptr"], a["st_vals"]
        starts = [[r, vals[ptr[r]:ptr[r + 1]].tolist()] for r in range(len(ptr) - 1) if ptr[r + 1] > ptr[r]]
        linked = {**unpack_json(a["linked"]), "version": "linked-by-earlier-rules", "starts": starts}
        return {k: v for k, v in a.items() if not k.startswith(("ch_", "st_"))} | {"linked": pack_json(linked)}

    rewrite(previous, f"fact-chains/{rows_version()}+docs")
    with Memory.open(tmp_path / "a.db") as mem:
        assert chain(mem) == full
        assert ("fact-chains", "loaded (+0 changes) from an older version") in mem.index.events
        assert "fact-chains" in mem.save_index()
    with Memory.open(tmp_path / "a.db") as mem:
        assert chain(mem) == full and ("fact-chains", "loaded (+0 changes)") in mem.index.events
    rewrite(lambda a: {k: v for k, v in a.items() if k != "ch_ptr"}, FactChains.SNAPSHOT_VERSION)
    with Memory.open(tmp_path / "a.db") as mem:
        assert chain(mem) == full
        events = [what for key, what in mem.index.events if key == "fact-chains"]
        assert events == ["rejected: unreadable snapshot (KeyError: 'ch_ptr')", "built"], events


def test_rows_of_earlier_slot_rules_serve_the_first_query_until_reindex(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """After an upgrade of the slot rules a store's rows are the earlier rules' reading: the first
    query uses them as they are and parses no note, new notes get the current rules' rows, and
    ``save_default_index`` (``taggraph reindex``) reads every note again and saves them current."""
    from taggraph.extract.slots import analyse_many
    from taggraph.index import facts

    calls: list[int] = []

    def counted(users: list[str]) -> object:
        calls.append(len(users))
        return analyse_many(users)

    monkeypatch.setattr(facts, "analyse_many", lambda users: [([], 0.5) for _ in users])  # rules that read nothing
    monkeypatch.setattr(facts.FactChains, "SNAPSHOT_VERSION", "fact-chains/slots/1+parse-1+0123456789ab+01234567+r2+docs")
    mem, _ = manager_memory(tmp_path / "a.db")
    with mem:
        assert chain(mem) == []
        mem.save_index()
    monkeypatch.undo()
    monkeypatch.setattr(facts, "analyse_many", counted)
    with Memory.open(tmp_path / "a.db") as mem:
        assert chain(mem) == [] and calls == []  # the earlier rules' rows, no note parsed
        assert FactChains.of(mem.index).stale and "reindex" in mem.stats()["fact_rows"]
        mem.remember("Teodor moved on; Ilse Brandt is my manager now.", "Noted.", timestamp=D(2025, 10, 6))
        assert calls == [1] and [e["value"] for e in mem.timeline("my manager")["entries"]] == ["Ilse Brandt"]
        mem.save_index()
    with Memory.open(tmp_path / "a.db") as mem:
        assert FactChains.of(mem.index).stale  # still stale, saved and loaded again
        order = dict(FactChains.of(mem.index).seq)
        mem.save_default_index()
        assert calls == [1, 6]  # every note read again
        assert FactChains.of(mem.index).seq == order  # each note keeps its place among equal times
        assert [e["value"] for e in mem.timeline("my manager")["entries"]] == [
            "Rosalind Achebe", "Teodor Falk", "Ilse Brandt"]
    with Memory.open(tmp_path / "a.db") as mem:
        assert not FactChains.of(mem.index).stale and ("fact-chains", "loaded (+0 changes)") in mem.index.events
        assert "fact_rows" not in mem.stats()


def test_chains_linked_by_other_rules_are_saved_again_by_the_next_query(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """A snapshot whose chains another version of the rules linked keeps its rows; the chains are
    linked again at the first query and saved by it, so the next process loads them."""
    from taggraph.index import facts

    mem, _ = manager_memory(tmp_path / "a.db")
    with mem:
        full = chain(mem)
        mem.save_index()
    monkeypatch.setattr(facts, "CHAINS_VERSION", "other-rules")
    for _ in range(2):
        with Memory.open(tmp_path / "a.db") as mem:
            assert mem._snapshots is not None
            mem._snapshots.min_notes = 1  # a query saves only a store worth a snapshot; this one is small
            fc = facts.FactChains.of(mem.index)
            relinked = fc._chains is None
            mem.query("who is my manager?", k=3, now=D(2025, 9, 1))
            assert chain(mem) == full
        assert relinked == (_ == 0)  # linked at the first open only


def test_a_note_earlier_than_the_latest_fact_is_placed_as_a_rebuild_would() -> None:
    """Notes remembered out of time order (a past date, an import out of order) are placed in
    their slots' chains without a rebuild where that gives the same result, and the chains, their
    order, each note's entries and every link equal a fresh build after each note, across saves
    and loads."""
    import random

    rng = random.Random(11)
    forms = [*FORMS[:8], "My friend Ottoline lent me her kayak.", "My friend Bertrand moved to Lyon.",
             "My landlord is Percival Oduya.", "Our new landlord is Ingrid Solheim.", "I drive a Kia Niro.",
             "I sold the Niro and bought a Mazda CX-5.", FORMS[8],
             "My supervisor is Odile Marchetti, and starting next month Imogen Tait will be my supervisor."]
    texts = [rng.choice(forms) for _ in range(90)]
    times = [D(2025, 1, 1 + rng.randrange(300) // 10, 8 + rng.randrange(10)) for _ in texts]
    _, inserted = kept_equals_a_build(texts, times, reload_every=7)
    assert inserted >= 8  # the insert path ran, not only rebuilds
    # a correction that names no slot found none to correct; an earlier dose now gives it one
    kept_equals_a_build(["Oops, it's 40 mg, not 25.", "The cardiologist set my dose at 25 mg."],
                        [D(2025, 3, 20), D(2025, 3, 15)])


def test_fact_rows_saved_as_one_document_load_as_the_rows_saved_one_per_note() -> None:
    """The snapshot keeps each note's facts as a JSON row of its own, parsed when first read; a
    snapshot of the layout before (every note's rows in one JSON document) loads the same chains,
    facts and cues."""
    import random

    from taggraph.extract.slots import analyse_many
    from taggraph.lazydict import LazyDict
    from taggraph.notes import Note
    from taggraph.store.snapshot import JsonRows, SnapshotRejectedError, json_row, pack_json, pack_strings
    from taggraph.tags import FiveW

    rng = random.Random(5)
    texts = [rng.choice(FORMS) for _ in range(40)]
    times = sorted(D(2025, 1 + i // 8, 1 + i % 8) for i in range(len(texts)))
    fc = FactChains()
    for i, (t, parsed) in enumerate(zip(texts, analyse_many(texts), strict=True)):
        fc._put(Note(id=f"n{i}", user=t, assistant="", tags=FiveW(), timestamp=times[i]), parsed)
    state = fc.snapshot_state()
    rows = state["facts_at"].tolist()
    docs = JsonRows(state["facts_docs"], len(rows))
    assert len(docs) == len(rows) == len(fc.facts) > 5
    old = {k: v for k, v in state.items() if k not in ("facts_at", "facts_docs")}
    old["facts"] = pack_json([[r, *docs[k]] for k, r in enumerate(rows)])
    want = (chains_state(fc), {n: [f.as_list() for f in fs] for n, fs in fc.facts.items()}, dict(fc.cues),
            dict(fc.when))
    def seen(c: FactChains) -> tuple[object, ...]:
        return (chains_state(c), {n: [f.as_list() for f in fs] for n, fs in c.facts.items()}, dict(c.cues),
                dict(c.when))

    for arrays in (state, old):
        got = FactChains.from_snapshot(cast(Any, None), arrays)
        assert isinstance(got.facts, LazyDict) and got.facts.pending() == len(rows)  # nothing parsed at load
        assert seen(got) == want
    # saved again after one note was read: the rows nobody read are copied, not parsed
    got = FactChains.from_snapshot(cast(Any, None), state)
    assert isinstance(got.facts, LazyDict)
    first = got.facts.split()[1][0][0]  # a pending note
    assert got.facts[first] and got.facts.pending() == len(rows) - 1
    assert isinstance(got.when, LazyDict) and got.when[first] is not None
    again = got.snapshot_state()
    assert got.facts.pending() == len(rows) - 1 and got.when.pending() == len(rows) - 1
    assert seen(FactChains.from_snapshot(cast(Any, None), again)) == want
    # the row table itself: none, one, text beyond ASCII, and a count that does not match
    def pack_json_rows(rows: list[Any]) -> Any:  # as FactChains.snapshot_state packs its rows
        return pack_strings([json_row(r) for r in rows])

    assert len(JsonRows(pack_json_rows([]), 0)) == 0
    assert JsonRows(pack_json_rows([["Zoë", 7]]), 1)[0] == ["Zoë", 7]
    table = pack_json_rows([[1], {"a": "b\x00c"}, "¿qué?"])
    assert [JsonRows(table, 3)[k] for k in range(3)] == [[1], {"a": "b\x00c"}, "¿qué?"]
    with pytest.raises(SnapshotRejectedError):
        JsonRows(table, 2)
