"""What each note gives the fact chains (:mod:`taggraph.index.facts`): its slot facts, the tag
roots a question may name them by, and the time each holds from.

Kept apart from the chain rules so that the two are versioned apart: a snapshot's per-note rows
stay valid while only the chain rules change (then the chains are linked again from the rows, in
seconds), and they are rebuilt, with a parse of every note, only when what a row holds changes:
the slot rules and the parse they read (``parse_id``, a hash of those sources alone: a change to
the extractor's tag rules leaves the rows valid) or this file.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from ..codehash import code_digest
from ..extract.fact import Fact, same_value
from ..extract.offline_nlp import parse_id
from ..extract.slots import SLOTS_VERSION
from ..timeq import utc

if TYPE_CHECKING:
    from ..notes import Note

# The rows' layout in a snapshot; raise it with any change to what a row stores.
ROWS_FORMAT = 2
# Rows of earlier versions whose slot parse is this one's, still read and saved again under the
# current version: the first was versioned by the whole extractor's id (that extractor differs
# from this one in its tag rules only), the second by a hash of the raw source bytes (its code is
# this one's; only comments differ, which codehash now leaves out).
ROWS_READS = ("slots/1+offline-2+75c7cab61830+0ff17843+r2", "slots/1+parse-1+87b5723b4472+2e18d286+r2")


@lru_cache(maxsize=1)
def rows_version() -> str:
    """The version of the per-note rows: the slot rules' parse, this file and the row layout."""
    here = code_digest(Path(__file__))[:8]
    return f"{SLOTS_VERSION}+{parse_id()}+{here}+r{ROWS_FORMAT}"


def tag_cues(note: Note, fact: Fact) -> list[str]:
    """Roots of the note's tags whose value is the fact's value ("city" for a city/boise tag):
    the kind of thing a question may ask for ("which city do I live in?")."""
    out = []
    for path in note.tags.paths():
        if "/" in path:
            root, leaf = path.split("/", 1)[0], path.rsplit("/", 1)[1]
            if same_value(leaf, fact.value):
                out.append(root)
    return out


def tag_facts(note: Note) -> list[Fact]:
    """Facts from the tags alone: a note tagged with one role (``role/manager``) and one person
    (``person/carmen_ruiz``) gives that person as the user's holder of the role. Used for notes
    an LLM extractor tagged, whose text the parse rules did not read as a fact."""
    paths = note.tags.paths()
    roles = [p.split("/", 1)[1] for p in paths if p.startswith("role/") and p.count("/") == 1]
    people = [p.split("/", 1)[1] for p in paths if p.startswith("person/") and p.count("/") == 1]
    if len(roles) == 1 and len(people) == 1:
        return [Fact(f"user/{roles[0]}", people[0], people[0].replace("_", " ").title(), (roles[0],))]
    return []


def fact_start(words: str, when: datetime | None) -> float | None:
    """The date announced by ``words`` ("October", "next Monday"), on or after the note's time."""
    if when is None:
        return None
    from ..timeq import _search

    got = _search(words, when)
    if not got:
        return None
    _, start, period = got[0]
    base = utc(when)
    start = utc(start).replace(hour=0, minute=0, second=0, microsecond=0)
    if period == "month":
        start = start.replace(day=1)
    step = {"month": None, "year": None, "week": timedelta(days=7)}.get(period, timedelta(days=7))
    if start < base.replace(hour=0, minute=0, second=0, microsecond=0):
        # an announcement speaks of the next such date; dateparser prefers the past one
        if period in ("month", "year"):
            start = start.replace(year=start.year + 1)
        elif step is not None:
            start += step
    return start.timestamp()
