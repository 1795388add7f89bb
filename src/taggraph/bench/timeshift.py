"""Moving a conversation in time by whole years, with the years written in its text: how a case
is placed after (or before) other people's histories in one store, by ``train-fusion
--facts-haystack`` and ``benchmarks/haystack.py``. Months and days stay, so "in May" still means
May, and a year written in a turn ("the summer of 2023") moves with it."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime

from ..notes import Turn
from .datasets.base import Case

_YEAR = re.compile(r"\b(19[89]\d|20[0-4]\d)\b")


def shift_years(ts: datetime | None, years: int) -> datetime | None:
    if ts is None or not years:
        return ts
    try:
        return ts.replace(year=ts.year + years)
    except ValueError:  # 29 February in a year without one
        return ts.replace(year=ts.year + years, day=28)


def shift_text(text: str, years: int) -> str:
    """``text`` with every year it writes moved by ``years``: any number from 1980 to 2049 is
    taken for a year (an amount in that range moves too; no question here asks by amount)."""
    return _YEAR.sub(lambda m: str(int(m.group(0)) + years), text) if years else text


def moved(case: Case, last_year: int) -> tuple[list[Turn], int]:
    """The case's turns, moved into ``last_year`` by whole years (their written years too), with
    session ids made unique to the case (the haystack has sessions of its own), and the shift."""
    stamps = [t.timestamp for t in case.turns if t.timestamp is not None]
    years = last_year - max(stamps).year if stamps else 0
    turns = [replace(t, user=shift_text(t.user, years), assistant=shift_text(t.assistant, years),
                     timestamp=shift_years(t.timestamp, years),
                     session_id=f"{case.case_id}/{t.session_id}" if t.session_id else None)
             for t in case.turns]
    return turns, years
