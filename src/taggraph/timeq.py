"""What a query says about time: whether it asks for the current value of something, and which
calendar window it names ("last Thursday", "in May 2023", "two weeks ago"), resolved against the
query's reference time.

Dates are found and parsed by ``dateparser`` (a maintained parser of relative and absolute
English dates); only the filtering of its false positives and the widening of a parsed date into
a window by the period dateparser reports are written here.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

# Words and phrases by which English asks for the present or newest value of something. A small
# closed class of the language, not a list any date or NLP library exposes.
_LATEST = re.compile(
    r"\b(now|nowadays|current|currently|still|latest|newest|new|these days|at the moment|"
    r"at present|presently|recent|recently|most recent|anymore|any more|today|lately|so far)\b",
    re.IGNORECASE)

# dateparser's search also reads pronouns and modal verbs as dates ("we" as a weekday, "May I"
# as a month). A match counts only when it contains a digit or one of these calendar words
# (English's closed class of month, weekday and relative-day names).
_CALENDAR = re.compile(
    r"\b(\d+|january|february|march|april|june|july|august|september|october|november|december|"
    r"jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|monday|tuesday|wednesday|thursday|friday|"
    r"saturday|sunday|yesterday|tomorrow|tonight|week|weeks|month|months|year|years|day|days|"
    r"weekend|ago)\b", re.IGNORECASE)
# A bare "may"/"march" is a verb more often than a month; it counts with a preposition or a number.
_VERB_MONTH = re.compile(r"^\s*(may|march)\s*$", re.IGNORECASE)

_SPANS = {"day": timedelta(days=1), "week": timedelta(days=7), "month": timedelta(days=31),
          "year": timedelta(days=366)}


@dataclass(frozen=True)
class Window:
    """A half-open time window ``[start, end)`` named by the query, in UTC."""

    start: datetime
    end: datetime
    text: str
    period: str

    def contains(self, ts: datetime) -> bool:
        return self.start <= utc(ts) < self.end

    def distance_days(self, ts: datetime) -> float:
        """0 inside the window, else the days to its nearer edge."""
        t = utc(ts)
        if t < self.start:
            return (self.start - t).total_seconds() / 86400.0
        if t >= self.end:
            return (t - self.end).total_seconds() / 86400.0
        return 0.0


def utc(ts: datetime) -> datetime:
    # A naive timestamp is taken as UTC, as everywhere in taggraph.
    if ts.tzinfo is None:
        return ts.replace(tzinfo=UTC)
    try:
        return ts.astimezone(UTC)
    except OverflowError:  # 9999-12-31T23:59-05:00 is in year 10000 in UTC: clamp, never fail a query
        return (datetime.max if ts.year > 1 else datetime.min).replace(tzinfo=UTC)


def asks_for_latest(text: str) -> bool:
    """True when the query asks for the present value ("Who is my manager now?")."""
    return bool(_LATEST.search(text))


_lock = threading.Lock()


def _search(text: str, now: datetime) -> list[tuple[str, datetime, str]]:
    from dateparser.date import DateDataParser
    from dateparser.search import search_dates

    settings = {"RELATIVE_BASE": utc(now).replace(tzinfo=None), "PREFER_DATES_FROM": "past",
                "RETURN_TIME_AS_PERIOD": True}
    out: list[tuple[str, datetime, str]] = []
    with _lock:  # dateparser keeps module-level parser state; one query at a time
        found = search_dates(text, languages=["en"], settings=settings) or []
        # search_dates gives no period; parsing each span again gives it (day, week, month, year).
        ddp = DateDataParser(languages=["en"], settings=settings)
        for span, _ in found:
            data = ddp.get_date_data(span)
            if data.date_obj is not None:
                out.append((span, data.date_obj, data.period or "day"))
    return out


def time_window(text: str, now: datetime) -> Window | None:
    """The first calendar window the query names, resolved against ``now``; None when it names
    none (a bare "now" is a request for the latest value, not a window)."""
    if not _CALENDAR.search(text):
        return None
    for span, when, period in _search(text, now):
        if not _CALENDAR.search(span) or _VERB_MONTH.match(span) or period == "time":
            continue
        start = utc(when).replace(hour=0, minute=0, second=0, microsecond=0)
        if period == "month":
            start = start.replace(day=1)
            end = (start + timedelta(days=32)).replace(day=1)
        elif period == "year":
            start = start.replace(month=1, day=1)
            end = start.replace(year=start.year + 1)
        elif period == "week":
            # "two weeks ago" / "last week": the week around the parsed day.
            start -= timedelta(days=3)
            end = start + _SPANS["week"]
        else:
            end = start + _SPANS["day"]
        return Window(start, end, span, period)
    return None
