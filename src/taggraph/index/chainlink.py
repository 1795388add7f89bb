"""How slot facts become chains, shared by the fact-chains component and its checks: each fact
is placed at the end of its slot's chain in time order (a correction that names no slot takes the
slot whose value it names), and a chain is linked so that each value knows what superseded it and
when. :class:`~taggraph.index.facts.FactChains` keeps the chains and versions them by this code."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, MutableMapping
from dataclasses import dataclass
from functools import lru_cache

from ..extract.fact import Fact, same_value
from ..text import content_tokens

NEG_INF = -math.inf


@dataclass
class Entry:
    """One fact in its slot's chain."""

    note_id: str
    slot: str
    value: str
    label: str
    valid_from: float  # POSIX seconds; -inf for an undated note
    valid_until: float | None = None  # when the next different value took over
    superseded_by: str | None = None
    since: float = NEG_INF  # start of the run of this value (a repeat keeps the first's)
    pos: int = 0  # index in its chain

    def state(self, now: float) -> str:
        if self.valid_from > now:
            return "upcoming"
        if self.valid_until is not None and self.valid_until <= now:
            return "superseded"
        return "current"


def by_note(chains: Mapping[str, list[Entry]]) -> dict[str, list[Entry]]:
    """Each note's entries, in the chains' slot order (the order ``entries()`` gives)."""
    out: dict[str, list[Entry]] = {}
    for chain in chains.values():
        for e in chain:
            out.setdefault(e.note_id, []).append(e)
    return out


def words_of(text: str) -> list[str]:
    """Content words of ``text`` with a plural "s" dropped (cues are lemmas)."""
    out = []
    for w in content_tokens(text):
        out.append(w)
        if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
            out.append(w[:-1])
    return out


@lru_cache(maxsize=8192)
def slot_words(slot: str) -> tuple[str, ...]:
    """The words of a slot's name (``user/manager`` -> manager), once per slot, not per fact."""
    return tuple(words_of(slot.split("/", 1)[1]))


# Relations one has several of at once: a closed class of English (kin but the unique ones, and
# the people around one). "My friend Bertrand" after "my friend Ottoline" names another friend,
# not a new value that replaces her, so each such person gets a chain of their own
# (``user/friend_ottoline``); the roles one holds one of at a time (manager, landlord, husband,
# dentist) keep one chain, in which a new holder supersedes the last.
SEVERAL_HELD = frozenset({
    "friend", "colleague", "coworker", "co-worker", "neighbour", "neighbor", "mate", "classmate",
    "teammate", "roommate", "flatmate", "housemate", "buddy", "pal", "acquaintance", "fan",
    "sister", "brother", "sibling", "son", "daughter", "child", "kid", "cousin", "aunt", "uncle",
    "niece", "nephew", "grandchild", "grandson", "granddaughter", "twin", "stepson", "stepdaughter"})


def held_several(slot: str) -> bool:
    """Whether ``slot`` names a relation one has several of at once (``SEVERAL_HELD``)."""
    head = slot.split("/", 1)[-1].rsplit("_", 1)[-1]
    return head in SEVERAL_HELD or head.endswith("-in-law")


Key = tuple[float, int, int]  # a fact's placement order: (start, the note's seq, its index in the note)


def own_slot(f: Fact) -> str:
    """The chain of a fact that names its slot: one per person for a relation held several times."""
    assert f.slot is not None
    return f"{f.slot}_{f.value}" if held_several(f.slot) else f.slot


def place(chains: MutableMapping[str, list[Entry]], slot_cues: dict[str, set[str]], nid: str, start: float,
           f: Fact, from_tags: list[str]) -> str | None:
    """Put one fact at the end of its slot's chain (placed in time order); its slot, or None when
    a correction names no value any chain holds."""
    slot = f.slot or corrected_slot(chains, f)
    if slot is None:
        return None
    if f.slot is not None and held_several(slot):
        slot = f"{slot}_{f.value}"
    chain = chains.setdefault(slot, [])
    if chain and chain[-1].note_id == nid:
        chain.pop()  # one note, one value per slot: its last statement
    chain.append(Entry(nid, slot, f.value, f.label, start, pos=len(chain)))
    slot_cues.setdefault(slot, set()).update([*f.cues, *from_tags, *slot_words(slot)])
    return slot


def value_runs(chain: list[Entry]) -> tuple[list[int], list[int]]:
    """For each entry, the first and the last index of its run of identical values."""
    first, last = [0] * len(chain), [0] * len(chain)
    for i in range(len(chain)):
        first[i] = first[i - 1] if i and chain[i - 1].value == chain[i].value else i
    for i in range(len(chain) - 1, -1, -1):
        last[i] = last[i + 1] if i + 1 < len(chain) and chain[i + 1].value == chain[i].value else i
    return first, last


def link(chain: list[Entry], first: int) -> None:
    """Run starts of the entries from ``first`` on (a repeated value keeps the first's), and for
    every entry with no later value of another kind yet, the first such entry: what supersedes it
    and when. Entries before ``first`` already have every later value they can see."""
    for i in range(first, len(chain)):
        e, prev = chain[i], chain[i - 1] if i else None
        e.since = prev.since if prev is not None and same_value(prev.value, e.value) else e.valid_from
    # From the end: an entry followed by an identical value has that entry's answer, so a long
    # run of one value costs one scan, not one per entry (which was quadratic in the run).
    found: dict[int, int] = {}
    for i in range(len(chain) - 1, -1, -1):
        e = chain[i]
        if e.superseded_by is not None:
            continue
        if i + 1 >= first and i + 1 in found and chain[i + 1].value == e.value:
            j = found[i + 1]
        else:
            j = max(i + 1, first)
            while j < len(chain) and same_value(chain[j].value, e.value):
                j += 1
        found[i] = j
        if j < len(chain):
            e.valid_until, e.superseded_by = chain[j].valid_from, chain[j].note_id


def corrected_slot(chains: Mapping[str, list[Entry]], fact: Fact) -> str | None:
    """The slot a subjectless correction ("it's 75 mg, not 50") corrects: the latest slot whose
    value is the one named as wrong, else the latest whose value has the same unit."""
    latest = sorted(chains.items(), key=lambda kv: (kv[1][-1].valid_from, kv[0]), reverse=True)
    if fact.replaces:
        for slot, chain in latest:
            old = chain[-1].value
            if same_value(old, fact.replaces) or old.split("_")[0] == fact.replaces:
                return slot
    if not fact.value:
        return None  # an end names its value or attaches nowhere
    unit = unit_of(fact.value)
    if unit:
        for slot, chain in latest:
            if unit_of(chain[-1].value) == unit:
                return slot
    return None


def unit_of(value: str) -> str | None:
    words = value.split("_")
    if len(words) >= 2 and re.match(r"^[\d.$]", words[0]):
        return words[-1]
    return None
