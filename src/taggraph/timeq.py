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
# "these days" means now and names no date: a question whose only calendar word is in it skips
# dateparser's search (half a second the first time a process runs one), which finds nothing there.
_NOT_A_DATE = re.compile(r"\bthese days\b", re.IGNORECASE)
# A bare "may"/"march" is a verb more often than a month; it counts with a preposition or a number.
_VERB_MONTH = re.compile(r"^\s*(may|march)\s*$", re.IGNORECASE)

_SPANS = {"day": timedelta(days=1), "week": timedelta(days=7), "month": timedelta(days=31),
          "year": timedelta(days=366)}
# A rate is not a date: dateparser reads "three days a week" and "twice a month" as a week or a
# month ago. A span with "a/per/every/each <unit>" counts only with a word that places it in time.
_RATE = re.compile(r"\b(a|an|per|every|each)\s+(day|week|fortnight|month|year)\b", re.IGNORECASE)
# "every three months" is a rate too, but dateparser's span starts after "every" ("three months at
# the", read as a month): a span that begins inside such a phrase of the question is a rate.
_EVERY = re.compile(r"\b(?:every|each)\s+(?:\w+\s+)?(?:days?|weeks?|fortnights?|months?|years?)\b", re.IGNORECASE)
_PLACED = re.compile(r"\b(ago|last|next|this|\d{4})\b", re.IGNORECASE)

# Seasons and parts of a year. dateparser has no seasons: it reads "the summer of 2023" and "late
# 2022" as the whole year, and "the autumn term" as nothing, so these few phrases are resolved
# here. Seasons are the northern hemisphere's meteorological ones (three months from March, June,
# September, December); a year's early, middle and late parts are its thirds, its start and end
# a quarter. Without a year, a season is the latest one that began before the reference time.
_SEASON_START = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
_PART_MONTHS = {"early": (1, 4), "start": (1, 3), "beginning": (1, 3), "mid": (5, 4), "middle": (5, 4),
                "late": (9, 4), "end": (10, 3)}
_YEAR = r"(\d{4}|last year|this year|the year)"
_SEASON = re.compile(r"\b(?:(this|last|next)\s+)?(spring|summer|autumn|fall|winter)\b(?:\s+(?:of\s+)?"
                     + _YEAR + r")?", re.IGNORECASE)
_FALL_NOUN = re.compile(r"\b(the|in|of)\s+$")  # "in the fall": the season
_PART = re.compile(r"\b(?:(early|mid|late)[\s-]+|(?:the\s+)?(start|beginning|middle|end)\s+of\s+)" + _YEAR,
                   re.IGNORECASE)

# A weekend and the parts of today and yesterday, which dateparser does not read: it finds
# nothing in "last weekend" or "this morning", and reads "the weekend" as nothing too. A weekend
# is English's Saturday and Sunday; "the weekend" alone is the latest one begun by the reference
# time, "last" the latest one over, "this" the one under way or else the coming one, "next" the
# first one to come. "at weekends" (every weekend) names no window, and "the weekend of 12 May" or
# "the weekend before the move" is left to the rest of the question. A part of a day is that day.
_WEEKEND = re.compile(r"\b(last|past|this|next|the)\s+weekend\b(?!s|\s+(?:of|before|after)\b)", re.IGNORECASE)
_DAY_PART = re.compile(r"\b(?:this\s+(?:morning|afternoon|evening)|tonight|(last)\s+night)\b", re.IGNORECASE)


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
    named = _season_or_part(text, now) or _weekend_or_day_part(text, now)
    if named is not None:
        return named
    if not _CALENDAR.search(_NOT_A_DATE.sub(" ", text)):
        return None
    rates = [m.span() for m in _EVERY.finditer(text)]
    for span, when, period in _search(text, now):
        if not _CALENDAR.search(span) or _VERB_MONTH.match(span) or period == "time":
            continue
        at = text.find(span)
        rate = _RATE.search(span) or (at >= 0 and any(a <= at < b for a, b in rates))
        if rate and not _PLACED.search(span):
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


def _year_of(word: str | None, now: datetime) -> int | None:
    if not word:
        return None
    w = word.lower()
    if w.isdigit():
        return int(w)
    return now.year - 1 if w == "last year" else now.year


def _months(year: int, month: int, count: int) -> tuple[datetime, datetime]:
    start = datetime(year, month, 1, tzinfo=UTC)
    m = month - 1 + count
    return start, datetime(year + m // 12, m % 12 + 1, 1, tzinfo=UTC)


def _season_or_part(text: str, now: datetime) -> Window | None:
    """A season ("the summer of 2023", "last winter", "the autumn term") or a part of a year
    ("early 2022", "the start of the year"), as a window; None when the text names neither."""
    ref = utc(now)
    m = _SEASON.search(text)
    if m and m.group(2).lower() == "fall" and not (m.group(1) or m.group(3) or _FALL_NOUN.search(text[: m.start(2)])):
        m = None  # "fall" alone is the verb ("when did I fall ill?")
    if m:
        which, season, year_word = (m.group(1) or "").lower(), m.group(2).lower(), m.group(3)
        first = _SEASON_START[season]
        year = _year_of(year_word, ref)
        if year is None:
            # the latest one begun by now; "last": the latest one over; "this": the one under way,
            # else this year's; "next": the first one to come
            year = ref.year if ref.month >= first else ref.year - 1
            end = _months(year, first, 3)[1]
            if which == "last" and end > ref:
                year -= 1
            elif which == "this" and end <= ref:
                year = ref.year
            elif which == "next":
                year += 1
        start, end = _months(year, first, 3)
        return Window(start, end, m.group(0), "season")
    m = _PART.search(text)
    if m:
        part = (m.group(1) or m.group(2)).lower()
        year = _year_of(m.group(3), ref)
        assert year is not None
        month, count = _PART_MONTHS[part]
        start, end = _months(year, month, count)
        return Window(start, end, m.group(0), "part of a year")
    return None


def _weekend_or_day_part(text: str, now: datetime) -> Window | None:
    """A weekend ("last weekend", "this weekend") or a part of today or yesterday ("this
    morning", "tonight", "last night"), as a window; None when the text names neither."""
    today = utc(now).replace(hour=0, minute=0, second=0, microsecond=0)
    m = _WEEKEND.search(text)
    if m:
        which, weekday = m.group(1).lower(), today.weekday()  # Monday 0 ... Saturday 5, Sunday 6
        under_way = weekday >= 5
        saturday = today - timedelta(days=weekday - 5 if under_way else weekday + 2)  # latest begun
        if which in ("last", "past") and under_way:
            saturday -= timedelta(days=7)
        elif which == "next" or (which == "this" and not under_way):
            saturday += timedelta(days=7)
        return Window(saturday, saturday + timedelta(days=2), m.group(0), "weekend")
    m = _DAY_PART.search(text)
    if m:
        day = today - timedelta(days=1) if m.group(1) else today  # "last night": yesterday
        return Window(day, day + timedelta(days=1), m.group(0), "day")
    return None

