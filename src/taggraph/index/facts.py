"""Supersession: which notes give the current value of a slot and which were replaced, and when.

The slot facts of each note (:mod:`taggraph.extract.slots`, read from the note's text and typed
by its tags) are kept by an index component that follows every add and remove; the chains are
derived from them deterministically: per slot, facts in order of the time they hold from (the
note's time, or the date a note announces), and each value is superseded by the next different
one. Nothing about the chain is stored beside the notes, so a forgotten note's neighbours join up,
an imported copy rebuilds the same chains, and a re-extracted note's new tags take effect at once.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, MutableMapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, cast

import numpy as np

from ..arrays import RowValues
from ..codehash import code_digest
from ..extract.fact import Fact, norm_value, same_value
from ..extract.slots import Analysis, analyse_many
from ..lazydict import LazyDict
from ..store.snapshot import (
    JsonRows,
    TextRows,
    json_row,
    pack_json,
    pack_strings,
    unpack_json,
)
from ..timeq import utc
from . import chaincols, chainlink
from .chaincols import Columns, LazyByNote, LazyChains, chain_columns
from .chainlink import (
    NEG_INF,
    Entry,
    Key,
    by_note,
    held_several,
    link,
    own_slot,
    place,
    slot_words,
    value_runs,
    words_of,
)
from .factrows import ROWS_FORMAT, ROWS_READS, fact_start, rows_version, tag_cues, tag_facts
from .notetable import table_of

if TYPE_CHECKING:
    from ..notes import Note
    from .base import Index

KEY = "fact-chains"
V = TypeVar("V")
# Placing one note out of time order links its slots' whole chains again (3 ms a note once they
# hold a few thousand entries, bench_facts.py --import); past this many notes added at once, one
# link of every chain when next read is cheaper.
RELINK_AT = 500
# The chain rules' version: a snapshot whose linked chains another version made keeps its
# per-note rows (versioned by factrows.rows_version) and links the chains again from them.
CHAINS_VERSION = code_digest(Path(__file__), Path(chainlink.__file__), Path(chaincols.__file__))[:12]


def iso(ts: float | None) -> str | None:
    if ts is None or not math.isfinite(ts):
        return None
    return datetime.fromtimestamp(ts, UTC).date().isoformat()


def stamp(ts: datetime | None) -> float:
    return utc(ts).timestamp() if ts is not None else NEG_INF


def saved_texts(d: dict[str, V], rows: TextRows | None, dump: Callable[[str, V], str]) -> list[tuple[str, str]]:
    """(key, text) of each entry of ``d`` as a snapshot saves it: a built entry dumped, and one
    still pending in a LazyDict loaded from ``rows`` copied as it was saved."""
    if isinstance(d, LazyDict) and rows is not None:
        built, pending = d.split()
        return [(k, dump(k, v)) for k, v in built] + [(k, rows.text(r)) for k, r in pending]
    return [(k, dump(k, v)) for k, v in d.items()]


class _Spans(Sequence[list[float]]):
    """Row r's values of a CSR column pair (``vals[ptr[r]:ptr[r + 1]]``) as a list when read."""

    def __init__(self, ptr: np.ndarray, vals: np.ndarray) -> None:
        self.ptr, self.vals = ptr, vals

    def __getitem__(self, r: int) -> list[float]:  # type: ignore[override]
        return cast(list[float], self.vals[self.ptr[r]:self.ptr[r + 1]].tolist())

    def __len__(self) -> int:
        return len(self.ptr) - 1


class FactChains:
    """Index component: slot facts per note and the chains derived from them."""

    # "+docs": each note's facts are a JSON row of their own, parsed when read; the same rows as
    # one JSON document (the version without it) are still read, and saved again as rows.
    # "+cols": the linked chains and the fact starts as columns (chaincols), not in the linked
    # document; a "+docs" snapshot is still read (its chains linked again) and saved as "+cols"
    SNAPSHOT_VERSION = f"fact-chains/{rows_version()}+docs+cols"
    SNAPSHOT_READS = (f"fact-chains/{rows_version()}+docs", f"fact-chains/{rows_version()}",
                      *(f"fact-chains/{v}" for v in ROWS_READS))

    @staticmethod
    def snapshot_stale(version: Any) -> bool:
        """A snapshot whose rows earlier slot rules read, in this row layout: loaded as it is and
        marked ``stale``, so that the first query after an upgrade does not parse every note
        again (more than 10 minutes at 100k notes); ``taggraph reindex`` reads them again."""
        return (isinstance(version, str) and version.startswith("fact-chains/slots/")
                and version.removesuffix("+cols").removesuffix("+docs").endswith(f"+r{ROWS_FORMAT}"))

    def __init__(self) -> None:
        self.facts: dict[str, list[Fact]] = {}
        self.cues: dict[str, list[list[str]]] = {}  # per note, per fact: cues from its tags
        self.when: dict[str, datetime | None] = {}  # of the notes with facts
        self.share: MutableMapping[str, float] = {}  # how much of the note is about the user (slots.self_share)
        self.seq: MutableMapping[str, int] = {}
        self._next = 0
        # A re-extracted note is removed and added again: it keeps its place among equal times.
        self._tomb: dict[str, int] = {}
        # Per note, per fact: when it holds from. An announced date costs a dateparser call, so it
        # is resolved once per note, not at every rebuild of the chains.
        self._start: MutableMapping[str, list[float]] = {}
        self._chains: MutableMapping[str, list[Entry]] | None = None
        self._last: tuple[float, int] = (NEG_INF, -1)  # the latest (start, seq) in the built chains
        self._by_note: MutableMapping[str, list[Entry]] = {}
        self._slot_cues: dict[str, set[str]] = {}
        self._runs: dict[str, tuple[list[int], list[int]]] = {}  # per slot, see around(); dropped on change
        # For placing a note earlier in time (_insert): each slot's first placement key, whose
        # order is the chains' order, and the latest key of a correction that names no slot
        # (saved with the chains: learning them again would read every note's facts).
        self._keys: tuple[dict[str, Key], Key] = ({}, (NEG_INF, -1, -1))
        self.resave = False  # restored without current chains (see Index._restore_now)
        self._docs: JsonRows | None = None  # the loaded snapshot's per-note rows, if it had them
        self._whens: TextRows | None = None  # and its notes' times
        self.stale = False  # some rows were read by earlier slot rules (see snapshot_stale)
        self._deferred = False  # see defer_links

    @classmethod
    def of(cls, index: Index) -> FactChains:
        return index.component(KEY, lambda ix: cls.read(list(ix.notes.values())), snap=cls)

    @classmethod
    def read(cls, notes: Sequence[Note], seq: Mapping[str, int] | None = None, next_seq: int = 0) -> FactChains:
        """The facts of ``notes`` from their parse by this version's slot rules; ``seq`` and
        ``next_seq``, from an earlier read, keep each note's place among equal times."""
        fc = cls()
        fc._next = next_seq
        fc._tomb = {n.id: seq[n.id] for n in notes if n.id in seq} if seq else {}
        for note, got in zip(notes, analyse_many([n.user for n in notes]), strict=True):
            fc._put(note, got)
        return fc

    def reparse(self, notes: Sequence[Note]) -> None:
        """Read every note's facts again with this version's slot rules, each note keeping its
        place among equal times; the chains are linked again when next read."""
        self.__dict__.update(FactChains.read(notes, self.seq, self._next).__dict__)

    # -- maintenance -------------------------------------------------------------------------------
    def add(self, note: Note) -> None:
        self.add_many([note])

    def add_many(self, notes: Sequence[Note]) -> None:
        """:meth:`add` of many notes (the changes after a snapshot), their texts parsed in one
        batch; past ``RELINK_AT`` of them the chains are linked once when next read."""
        new = list({n.id: n for n in notes if n.id not in self.seq}.values())
        if not new:
            return
        if len(new) > RELINK_AT:
            self._chains = None
        for note, got in zip(new, analyse_many([n.user for n in new]), strict=True):
            self._put(note, got)

    def defer_links(self, deferred: bool) -> None:
        """While deferred (a bulk import), added notes leave the chains unlinked, and a snapshot
        saves the rows without chains: they are linked once, when next read after it ends.
        Linked note by note, an import out of time order relinked whole chains per note."""
        self._deferred = deferred
        if deferred:
            self._chains = None

    def _put(self, note: Note, got: Analysis) -> None:
        facts, self.share[note.id] = got
        if not facts and note.extracted_by and not note.extracted_by.startswith("offline"):
            facts = tag_facts(note)  # an LLM's tags may pair a role with its holder the parse missed
        self.seq[note.id] = self._tomb.pop(note.id, self._next)
        self._next = max(self._next, self.seq[note.id]) + 1
        if facts:  # a note's time only places its facts
            self.when[note.id] = note.timestamp
            self.facts[note.id] = facts
            self.cues[note.id] = [tag_cues(note, f) for f in facts]
            if self._chains is not None and (self._deferred or not (self._append(note.id) or self._insert(note.id))):
                self._chains = None

    def remove(self, note_id: str) -> None:
        seq = self.seq.pop(note_id, None)
        if seq is None:
            return
        self._tomb[note_id] = seq
        if len(self._tomb) > 10000:  # only a remove-then-add in one sync needs it
            self._tomb.pop(next(iter(self._tomb)))
        self.when.pop(note_id, None)
        self.share.pop(note_id, None)
        self.cues.pop(note_id, None)
        self._start.pop(note_id, None)
        if self.facts.pop(note_id, None) is not None:
            self._chains = None

    def snapshot_state(self) -> dict[str, np.ndarray]:
        # Columns, a JSON row per note with facts (parsed when a query reads that note) and the
        # linked chains (chaincols), so a new process does not link every chain again at its
        # first query. Restored columns are read whole (items()), not one id at a time.
        seq = dict(self.seq.items())
        ids = list(seq)
        pos = {nid: i for i, nid in enumerate(ids)}
        share, start = dict(self.share.items()), dict(self._start.items())
        # rows and times a query never read are copied as loaded: a save parses none of them
        docs = saved_texts(self.facts, self._docs,
                           lambda nid, fs: json_row([[f.as_list() for f in fs], self.cues.get(nid, [])]))
        when = dict(saved_texts(self.when, self._whens, lambda _, w: w.isoformat() if w else ""))
        # each note's fact starts, as a column over the notes (none: not resolved yet)
        starts = [start.get(nid, []) for nid in ids]
        # during a bulk import (defer_links) the rows are saved unlinked: linked when first read
        unlinked = self._deferred and self._chains is None
        linked = {"version": "unlinked"} if unlinked else self._linked()
        cols = {} if unlinked else chain_columns(self.chains(), pos)
        return {"ids": pack_strings(ids), "n": np.array([len(ids)]),
                "seq": np.fromiter(seq.values(), dtype=np.int64, count=len(ids)),
                "when": pack_strings([when.get(nid, "") for nid in ids]),
                "share": np.array([share.get(nid, 0.5) for nid in ids], dtype=np.float64),
                "facts_at": np.array([pos[nid] for nid, _ in docs], dtype=np.int64),
                "facts_docs": pack_strings([text for _, text in docs]), "linked": pack_json(linked),
                "next": np.array([self._next]), "stale": np.array([int(self.stale)]),
                "st_ptr": np.concatenate([[0], np.cumsum([len(st) for st in starts], dtype=np.int64)]).astype(np.int64),
                "st_vals": np.fromiter((t for st in starts for t in st), dtype=np.float64,
                                       count=sum(len(st) for st in starts)), **cols}

    def _linked(self) -> dict[str, Any]:
        """What the chains keep beside their entries (saved by ``chain_columns``)."""
        chains = self.chains()
        return {"version": CHAINS_VERSION, "cues": [sorted(self._slot_cues.get(slot, set())) for slot in chains],
                "last": list(self._last), "first": [list(self._keys[0][slot]) for slot in chains],
                "corrected": list(self._keys[1])}

    @classmethod
    def from_snapshot(cls, index: Index, a: dict[str, np.ndarray]) -> FactChains:
        fc = cls()
        n = int(a["n"][0])
        notes = table_of(index)
        ids = notes.unpacked(a["ids"], n)
        # Per note, columns read through one hash search of the ids (arrays.RowValues) instead of
        # a dict of every note per column: a query reads a few hundred notes' values.
        rows_of = notes.id_rows(ids)
        fc.seq = RowValues(rows_of, a["seq"].tolist())
        fc.share = RowValues(rows_of, a["share"].tolist())
        fc.stale = "stale" in a and bool(a["stale"][0])
        # each note's facts are built when first read: a query reads the linked chains, and only
        # a rebuild (an earlier note added, a forget) reads every note's (0.1 s at 100k notes)
        has = np.zeros(n, dtype=bool)
        if "facts_docs" in a:
            rows = a["facts_at"]
            docs = fc._docs = JsonRows(a["facts_docs"], len(rows))
            has[rows] = True
            at = np.full(n, -1, dtype=np.int64)
            at[rows] = np.arange(len(rows))
            k_of = at.tolist()  # each LazyDict takes its own base: building an entry removes it there
            fc.facts = LazyDict(RowValues(rows_of, k_of, has), lambda k: [Fact.from_list(f) for f in docs[k][0]])
            fc.cues = LazyDict(RowValues(rows_of, k_of, has), lambda k: docs[k][1])
        else:  # the rows as one document (the version before "+docs")
            per_note = unpack_json(a["facts"])
            has[[row[0] for row in per_note]] = True
            at_of = {ids[row[0]]: k for k, row in enumerate(per_note)}
            fc.facts = LazyDict(dict(at_of), lambda k: [Fact.from_list(f) for f in per_note[k][1]])
            fc.cues = LazyDict(at_of, lambda k: per_note[k][2])
        # each note's time is parsed when first read (where its facts were placed is saved with
        # the chains, so a load reads none)
        whens = fc._whens = TextRows(a["when"], n)
        fc.when = LazyDict(RowValues(rows_of, range(n), has),
                           lambda r: datetime.fromisoformat(w) if (w := whens.text(r)) else None)
        fc._next = int(a["next"][0])
        linked = unpack_json(a["linked"])
        if "st_ptr" in a:
            ptr, vals = a["st_ptr"], a["st_vals"]
            fc._start = RowValues(rows_of, _Spans(ptr, vals), np.diff(ptr) > 0)
        else:  # saved in the linked document (before the chains were saved as columns)
            fc._start = {ids[i]: st for i, st in linked["starts"]}
        if linked.get("version") != CHAINS_VERSION:
            # chains linked by other rules: linked again from the rows when first read, and saved
            # at the next save so that later processes load them
            fc.resave = True
            return fc
        cols = Columns(a, ids)
        fc._chains, fc._by_note = LazyChains(cols), LazyByNote(cols, rows_of)
        fc._slot_cues = {slot: set(cues) for slot, cues in zip(cols.slots, linked["cues"], strict=True)}
        fc._last = (linked["last"][0], linked["last"][1])
        fc._keys = ({slot: (k[0], k[1], k[2]) for slot, k in zip(cols.slots, linked["first"], strict=True)},
                    (linked["corrected"][0], linked["corrected"][1], linked["corrected"][2]))
        return fc

    # -- chains ------------------------------------------------------------------------------------
    def chains(self) -> MutableMapping[str, list[Entry]]:
        if self._chains is None:
            self._build()
        assert self._chains is not None
        return self._chains

    def entries(self, note_id: str) -> list[Entry]:
        self.chains()
        return self._by_note.get(note_id, [])

    def around(self, e: Entry) -> tuple[Entry | None, Entry | None]:
        """The nearest earlier and the nearest later entry of ``e``'s chain whose value is not
        ``e``'s: found by runs of identical values, not by walking the chain."""
        chain = self.chains()[e.slot]
        runs = self._runs.get(e.slot)
        if runs is None:
            runs = self._runs[e.slot] = value_runs(chain)
        first, last = runs
        j = last[e.pos] + 1
        while j < len(chain) and same_value(chain[j].value, e.value):
            j = last[j] + 1
        k = first[e.pos] - 1
        while k >= 0 and same_value(chain[k].value, e.value):
            k = first[k] - 1
        return (chain[k] if k >= 0 else None), (chain[j] if j < len(chain) else None)

    def slot_cues(self, slot: str) -> set[str]:
        self.chains()
        return self._slot_cues.get(slot, set())

    def _starts_of(self, nid: str, facts: list[Fact]) -> list[float]:
        got = self._start.get(nid)
        if got is None:
            when = self.when.get(nid)
            got = []
            for f in facts:
                start = fact_start(f.starts, when) if f.starts else None
                got.append(start if start is not None else stamp(when))
            self._start[nid] = got
        return got

    def _build(self) -> None:
        placed: list[tuple[float, int, int, str, Fact, list[str]]] = []
        seq_of = dict(self.seq.items())  # restored: read whole, not one id at a time
        for nid, facts in self.facts.items():
            starts = self._starts_of(nid, facts)
            for j, (f, start, cues) in enumerate(zip(facts, starts, self.cues.get(nid, [[]] * len(facts)), strict=False)):
                placed.append((start, seq_of[nid], j, nid, f, cues))
        placed.sort(key=lambda p: (p[0], p[1]))
        self._last = (placed[-1][0], placed[-1][1]) if placed else (NEG_INF, -1)
        chains: dict[str, list[Entry]] = {}
        slot_cues: dict[str, set[str]] = {}
        self._keys = ({}, (NEG_INF, -1, -1))
        for t, seq, j, nid, f, from_tags in placed:
            self._note_key(f, (t, seq, j))
            place(chains, slot_cues, nid, t, f, from_tags)
        for chain in chains.values():
            link(chain, 0)
        self._chains, self._by_note, self._slot_cues = chains, by_note(chains), slot_cues
        self._runs = {}

    def _note_key(self, f: Fact, key: Key) -> None:
        """Record a fact's placement key, in placement order: a correction's as the latest, a
        slot's first as its place among the slots."""
        first, corrected = self._keys
        if f.slot is None:
            self._keys = first, max(corrected, key)
        else:
            first.setdefault(own_slot(f), key)

    def _in_order(self, nid: str) -> list[tuple[Key, Fact, list[str]]]:
        """A note's facts in a rebuild's order (by start time, equal starts in their own order),
        each with its placement key and its cues from the note's tags."""
        facts, seq = self.facts.get(nid, []), self.seq[nid]
        cues = self.cues.get(nid, [[]] * len(facts))
        return sorted((((start, seq, j), f, from_tags) for j, (start, f, from_tags)
                       in enumerate(zip(self._starts_of(nid, facts), facts, cues, strict=False))),
                      key=lambda p: p[0][0])

    def _append(self, nid: str) -> bool:
        """Extend the built chains by a note whose facts all come after every fact in them (the
        usual remember), as a rebuild would, without one: only its slots' chains change, and only
        their ends. False, changing nothing, when the note falls earlier in time."""
        assert self._chains is not None
        facts, seq = self.facts[nid], self.seq[nid]
        starts = self._starts_of(nid, facts)
        if any((start, seq) <= self._last for start in starts):
            return False
        touched: set[str] = set()
        for key, f, from_tags in self._in_order(nid):
            self._note_key(f, key)
            slot = place(self._chains, self._slot_cues, nid, key[0], f, from_tags)
            if slot is not None:
                touched.add(slot)
                self._runs.pop(slot, None)
        self._last = max(self._last, *((start, seq) for start in starts))
        for slot in self._chains:  # in the rebuild's slot order, for entries()
            if slot in touched:  # the note's one entry in this slot is its last
                chain = self._chains[slot]
                link(chain, len(chain) - 1)
                self._by_note.setdefault(nid, []).append(chain[-1])
        return True

    def _insert(self, nid: str) -> bool:
        """Place a note whose facts fall before the latest placed one (a past date, an import out
        of order) as a rebuild would, linking again only the chains of its slots. False,
        changing nothing, where the rest of a rebuild could differ: the note corrects a value
        without naming its slot, a correction that does was placed after it (it took the slot
        whose last value it named, then), or in one of its slots it falls after an earlier
        statement of the note that follows it there (a rebuild keeps both; the chain kept the
        later)."""
        assert self._chains is not None
        if any(f.slot is None for f in self.facts[nid]):
            return False
        placed = self._in_order(nid)
        first, corrected = self._keys
        if min(key for key, _, _ in placed) < corrected:
            return False
        mine: dict[str, list[tuple[Key, Fact, list[str]]]] = {}
        for key, f, from_tags in placed:
            mine.setdefault(own_slot(f), []).append((key, f, from_tags))
        merged: dict[str, list[Entry]] = {}
        moved = []  # slots whose first fact is now this note's: their place among the slots changes
        for slot, items in mine.items():
            chain = self._chains.get(slot, [])
            if not chain or items[0][0][:2] < (chain[0].valid_from, self.seq[chain[0].note_id]):
                moved.append(slot)
            first[slot] = min(first.get(slot, items[0][0]), items[0][0])
            out: list[Entry] = []
            k = 0
            for key, f, _ in items:
                while k < len(chain) and (chain[k].valid_from, self.seq[chain[k].note_id]) < key[:2]:
                    out.append(chain[k])
                    k += 1
                if k < len(chain) and self._stated_before(chain[k].note_id, slot, key):
                    return False
                if out and out[-1].note_id == nid:
                    out.pop()  # one note, one value per slot: its last statement
                out.append(Entry(nid, slot, f.value, f.label, key[0]))
            merged[slot] = out + chain[k:]
        for slot, chain in merged.items():
            for i, e in enumerate(chain):
                e.pos, e.valid_until, e.superseded_by = i, None, None
            link(chain, 0)
            self._chains[slot] = chain
            self._runs.pop(slot, None)
            self._slot_cues.setdefault(slot, set()).update(
                [c for _, f, from_tags in mine[slot] for c in (*f.cues, *from_tags, *slot_words(slot))])
        if moved:  # the chains' order is their first facts' order, as in a rebuild
            if isinstance(self._chains, LazyChains):  # reordered without building every slot
                self._chains.reorder(first.__getitem__)
            else:
                self._chains = dict(sorted(self._chains.items(), key=lambda kv: first[kv[0]]))
            rank = {slot: i for i, slot in enumerate(self._chains)}
            others = {e.note_id for slot in moved for e in merged[slot]} - {nid}
            if isinstance(self._by_note, LazyByNote):
                self._by_note.reorder(rank, others)
            else:
                for other in others:
                    self._by_note[other].sort(key=lambda e: rank[e.slot])
        self._by_note[nid] = [e for slot in sorted(merged, key=first.__getitem__) for e in merged[slot] if e.note_id == nid]
        self._last = max(self._last, *(key[:2] for key, _, _ in placed))
        return True

    def _stated_before(self, other: str, slot: str, key: Key) -> bool:
        """Whether note ``other`` states a value of ``slot`` before ``key`` too."""
        return any(f.slot is not None and own_slot(f) == slot and k < key for k, f, _ in self._in_order(other))

    # -- questions ---------------------------------------------------------------------------------
    def find_slot(self, text: str) -> str | None:
        """The slot ``text`` names: a slot key, a tag (``role/manager``, ``city/boise``) or words
        ("my manager", "where do I live"); the slot with the most matching words, then the
        longest chain."""
        return self._best(self._scored_slots(text))

    def _best(self, found: dict[str, float]) -> str | None:
        # the first in the chains' order of those with the highest score, then the longest chain
        return max(found, key=lambda s: (found[s], len(self.chains()[s]))) if found else None

    def find_slots(self, text: str) -> tuple[str | None, list[str]]:
        """What a timeline of ``text`` shows: ``(name, slots)``. One slot as :meth:`find_slot`
        finds it, except for a relation one has several of ("my friends", ``user/friend``) named
        without a person: then every person's chain of it, under the relation's name."""
        found = self._scored_slots(text)
        best = self._best(found)
        if best is None:
            return None, []
        role = self.relation(best)
        words = set(words_of(text.replace("/", " ")))
        if role is None or words & set(best[len(role) + 1:].split("_")) or text.strip() == best:
            return best, [best]
        # a tie in words: the relation matched, no person did (``_place`` keys the chains per person)
        return role, [s for s in found if found[s] == found[best] and self.relation(s) == role]

    def relation(self, slot: str) -> str | None:
        """The relation of a per-person chain (``user/friend`` of ``user/friend_ottoline``), None
        for any other slot."""
        chain = self.chains().get(slot)
        if not chain:
            return None
        value = chain[0].value  # the person the chain was keyed by
        role = slot[: -len(value) - 1]
        return role if slot.endswith("_" + value) and held_several(role) else None

    def _scored_slots(self, text: str) -> dict[str, float]:
        """Every slot that ``text`` names, with its score: matching cue words, plus half a point per
        entry whose value it names; a slot key itself scores above all."""
        chains = self.chains()
        text = text.strip()
        if text in chains:
            return {text: math.inf}
        words = set(words_of(text.replace("/", " ")))
        out: dict[str, float] = {}
        for slot, chain in chains.items():
            score = float(len(words & self._slot_cues.get(slot, set())))
            score += 0.5 * sum(1 for e in chain if set(e.value.split("_")) & words)
            if score > 0:
                out[slot] = score
        return out


# -- what a hit's explanation says -------------------------------------------------------------------
def explain(chains: FactChains, note_id: str, now: datetime | None, query: str = "") -> dict[str, Any]:
    """``superseded_by``/``superseded_at`` or ``current_since`` for one note as of ``now``, with
    the fact's ``slot``, its ``value`` and ``asked``: the question's words that name the slot
    (empty when the fact is about something else, e.g. a friend's name on a question about a
    therapist). Of several facts, the one the question names most, as fusion's features pick it;
    all None when the note gives no slot value."""
    t = stamp(now or datetime.now(UTC))
    out: dict[str, Any] = {"slot": None, "superseded_by": None, "superseded_at": None, "current_since": None}
    entries = chains.entries(note_id)
    if not entries:
        return out
    words = set(words_of(query))
    asked, e = max(((sorted(words & chains.slot_cues(x.slot)), x) for x in entries),
                   key=lambda p: (len(p[0]), p[1].state(t) == "superseded"))
    # the relation of a per-person chain (``_place``): "user/friend" of "user/friend_ottoline"
    role = chains.relation(e.slot)
    out.update(slot=e.slot, value=e.label, asked=asked, several=role is not None,
               role=(role or e.slot).split("/", 1)[-1])
    state = e.state(t)
    if state == "superseded":
        out["superseded_by"], out["superseded_at"] = e.superseded_by, iso(e.valid_until)
    elif state == "current":
        out["current_since"] = iso(e.since)
    else:
        out["valid_from"] = iso(e.valid_from)
    return out


MAX_QUERY = 16384


def check_timeline_query(tag_or_text: Any) -> str:
    """The timeline's argument, or one clear error."""
    from ..errors import InvalidArgumentError

    if not isinstance(tag_or_text, str):
        raise TypeError("timeline takes a tag or words as a string")
    if not tag_or_text.strip():
        raise InvalidArgumentError("timeline needs a tag (role/manager) or words naming a slot (my manager)")
    if len(tag_or_text) > MAX_QUERY:
        raise InvalidArgumentError(f"timeline text is longer than {MAX_QUERY} characters")
    return tag_or_text


def timeline(index: Index, tag_or_text: str, now: datetime | None = None) -> dict[str, Any]:
    """The values of one slot in time order (see ``Memory.timeline``)."""
    chains = FactChains.of(index)
    name, slots = chains.find_slots(tag_or_text)
    t = stamp(now or datetime.now(UTC))
    # several chains (each friend's) are merged in time order; each entry keeps its own chain's
    # valid-until, since a new friend ends no other
    merged = sorted((e for s in slots for e in chains.chains()[s]), key=lambda e: (e.valid_from, e.slot, e.pos))
    notes = index.notes.get_many([e.note_id for e in merged])
    entries: list[dict[str, Any]] = []
    for e in merged:
        note = notes.get(e.note_id)
        entries.append({"note_id": e.note_id, "slot": e.slot, "value": e.label, "valid_from": iso(e.valid_from),
                        "valid_until": iso(e.valid_until), "superseded_by": e.superseded_by,
                        "current": e.state(t) == "current", "text": note.user if note else ""})
    return {"q": tag_or_text, "slot": name, "entries": entries}


__all__ = ["Entry", "FactChains", "explain", "norm_value", "timeline"]
