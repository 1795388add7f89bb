"""Dates and times, amounts, feelings, reasons and topics for the offline extractor.

Each function reads the token list and returns :class:`Cand` records (category, raw path, priority);
tokens a rule consumed are added to ``used`` so that later rules (topics last) do not tag the same
words twice.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ..text import STOPWORDS
from . import offline_lexicon as lex
from .offline_text import Tok


class Cand(NamedTuple):
    cat: str
    path: str  # raw "prefix/value"; normalised later
    prio: float  # higher is kept first when the per-note budget is reached
    label: str = ""  # human-readable value for the summary
    group: str = ""  # budget group: entity, role, time, place, topic, amount, feeling, reason


_CLOCK = re.compile(r"^(\d{1,2})(?::(\d\d))?\s?([ap])\.?m\.?$")
_CLOCK_RANGE = re.compile(
    r"^\d{1,2}(?::\d\d)?\s?(?:[ap]\.?m\.?)?(?:-|\sto\s)\d{1,2}(?::\d\d)?\s?[ap]\.?m\.?$"
)
_DAY_NUM = re.compile(r"^(\d{1,2})(?:st|nd|rd|th)?$")
_YEAR = re.compile(r"^(19\d\d|20\d\d|2100)$")
_MONEY = re.compile(r"^\$")
_AGE = re.compile(r"^(\d{1,3})-years?-old$")
_NUM_UNIT = re.compile(r"^(\d+(?:\.\d+)?)-([a-z]+)$")  # 16-week, 10-day, 2-bedroom
_ORDINAL = re.compile(r"^(\d+)(st|nd|rd|th)$")
MONEY_NOUNS = frozenset(
    "salary budget rent price cost loan grant deposit fee rate pay income savings estimate pass bill offer "
    "mortgage tuition raise bonus fine tip wage payment donation fund prize refund".split()
)
WEIGHT_UNITS = frozenset({"pound", "pounds", "lb", "lbs", "kilo", "kilos", "kg", "ounce", "ounces"})
DISTANCE_UNITS = frozenset(
    {"mile", "miles", "km", "kilometer", "kilometers", "meter", "meters", "feet", "foot"}
)
TIME_UNITS = {
    "second": "second",
    "seconds": "second",
    "minute": "minute",
    "minutes": "minute",
    "min": "minute",
    "hour": "hour",
    "hours": "hour",
    "day": "day",
    "days": "day",
    "week": "week",
    "weeks": "week",
    "month": "month",
    "months": "month",
    "year": "year",
    "years": "year",
    "decade": "decade",
    "decades": "decade",
}
_EVERY = {"day": "daily", "week": "weekly", "month": "monthly", "year": "yearly"}
FREQUENCY_WORDS = {
    "daily": "daily",
    "weekly": "weekly",
    "monthly": "monthly",
    "yearly": "yearly",
    "annually": "yearly",
    "biweekly": "biweekly",
    "nightly": "daily",
    "hourly": "hourly",
}
INTENSIFIERS = frozenset(
    "so really very pretty kind sort of a bit little super totally honestly incredibly both still already "
    "just also quite extremely absolutely genuinely officially finally a bit feeling getting".split()
)
NOT_FEELINGS = frozenset(
    "sure okay ok ready able here home done fine glad late early free busy alone single new back sorry "
    "available good great fine right wrong aware ahead behind".split()
)
LIGHT_VERBS = frozenset(
    "be have do get make take go come give put keep let seem try use say tell ask know think want need "
    "look feel start begin finish see find work help call".split()
)
# "since" is left out: in conversation it is mostly temporal ("since we last talked").
REASON_TRIGGERS = (("because", "of"), ("because",), ("due", "to"), ("so", "that"), ("in", "order", "to"))
GOAL_TRIGGERS = (
    ("goal", "is", "to"),
    ("goal", "is"),
    ("goal", "was", "to"),
    ("aiming", "to"),
    ("aiming", "for"),
    ("aim", "to"),
    ("hoping", "to"),
    ("hope", "to"),
    ("want", "to"),
    ("wants", "to"),
    ("trying", "to"),
    ("dreaming", "of"),
    ("decided", "to"),
    ("so", "i", "can"),
    ("so", "we", "can"),
)
CLAUSE_END = frozenset({".", "!", "?", ";", ",", "-", ":", '"', "(", ")"})
ADJ_COMMON_ZIPF = 4.8


def _next(toks: list[Tok], i: int) -> Tok | None:
    return toks[i + 1] if i + 1 < len(toks) else None


def _prev(toks: list[Tok], i: int) -> Tok | None:
    return toks[i - 1] if i > 0 else None


def _number_value(t: Tok) -> int | None:
    if t.kind == "n" and t.low.isdigit():
        return int(t.low)
    if t.kind == "w" and t.low in lex.NUMBER_WORDS and t.low not in {"a", "an"}:
        return lex.NUMBER_WORDS[t.low]
    return None


# --- when ---------------------------------------------------------------------------------------

_TIME_WORDS = (
    frozenset(lex.WEEKDAYS)
    | frozenset(lex.MONTHS)
    | lex.HOLIDAYS
    | lex.SEASONS
    | frozenset(lex.DAY_PARTS)
    | lex.LIFE_STAGES
    | frozenset(FREQUENCY_WORDS)
    | frozenset(lex.NUMBER_WORDS)
    | {"next", "last", "this", "coming", "every", "once", "twice"}
)


def time_cands(toks: list[Tok], used: set[int]) -> list[Cand]:
    out: list[Cand] = []
    for t in toks:
        if t.i in used or t.kind == "p" or (t.kind == "w" and t.low not in _TIME_WORDS):
            continue
        low = t.low
        prev = _prev(toks, t.i)
        nxt = _next(toks, t.i)
        if t.kind == "w" and low in lex.WEEKDAYS:
            day = lex.WEEKDAYS[low]
            out.append(Cand("when", f"day/{day}", 6, day.capitalize(), "time"))
            used.add(t.i)
            if prev is not None and prev.low == "every" or low.endswith("s") and low != day:
                out.append(Cand("when", "schedule/weekly", 4, "weekly", "time"))
        elif t.kind == "w" and low in lex.MONTHS and (t.cap or low not in {"may", "march"}):
            month = lex.MONTHS[low]
            used.add(t.i)
            if (
                nxt is not None
                and nxt.kind == "n"
                and (m := _DAY_NUM.match(nxt.low))
                and 1 <= int(m.group(1)) <= 31
            ):
                out.append(
                    Cand(
                        "when",
                        f"date/{month}_{int(m.group(1))}",
                        7,
                        f"{month.capitalize()} {m.group(1)}",
                        "time",
                    )
                )
                used.add(nxt.i)
            else:
                out.append(Cand("when", f"month/{month}", 6, month.capitalize(), "time"))
        elif t.kind == "n" and (m := _CLOCK.match(low)):
            hour, minute, ampm = m.groups()
            value = f"{int(hour)}{'_' + minute if minute and minute != '00' else ''}{ampm}m"
            out.append(Cand("when", f"time/{value}", 5, value, "time"))
            used.add(t.i)
        elif t.kind == "n" and _CLOCK_RANGE.match(low):
            value = re.sub(r"\s?to\s?", "-", low).replace(" ", "").replace(":", "_").replace(".", "")
            out.append(Cand("when", f"time/{value}", 5, low, "time"))
            used.add(t.i)
        elif t.kind == "n" and _YEAR.match(low) and not (nxt is not None and nxt.low in lex.UNIT_NOUNS):
            out.append(Cand("when", f"year/{low}", 6, low, "time"))
            used.add(t.i)
        elif t.kind == "w" and low in lex.HOLIDAYS:
            out.append(Cand("when", f"holiday/{low.replace(chr(39), '')}", 6, t.text, "time"))
            used.add(t.i)
        elif (
            t.kind == "w"
            and low in lex.SEASONS
            and not (
                low == "fall" and (prev is None or prev.low not in {"this", "next", "last", "in", "the"})
            )
        ):
            out.append(Cand("when", f"season/{low}", 5, low, "time"))
            used.add(t.i)
        elif t.kind == "w" and low in lex.DAY_PARTS:
            part = lex.DAY_PARTS[low]
            if prev is not None and prev.low in {"last", "this", "next", "every", "tomorrow", "yesterday"}:
                used.add(prev.i)
            if prev is not None and prev.low == "every":
                out.append(
                    Cand(
                        "when",
                        "schedule/daily" if part != "weekend" else "schedule/weekly",
                        3,
                        "daily",
                        "time",
                    )
                )
            out.append(Cand("when", f"time/{part}", 3, part, "time"))
            used.add(t.i)
        elif t.kind == "w" and low in lex.LIFE_STAGES and low != "college":
            out.append(Cand("when", f"time/{low}", 4, low, "time"))
            used.add(t.i)
        elif (
            t.kind == "w"
            and low in {"next", "last", "this", "coming"}
            and nxt is not None
            and nxt.low in lex.RELATIVE_UNITS
        ):
            out.append(Cand("when", f"time/{low}_{nxt.low}", 3, f"{low} {nxt.low}", "time"))
            used.update({t.i, nxt.i})
        elif t.kind == "w" and low in FREQUENCY_WORDS:
            out.append(Cand("when", f"schedule/{FREQUENCY_WORDS[low]}", 3.5, low, "time"))
            used.add(t.i)
        elif t.kind == "w" and low == "every" and nxt is not None and nxt.low in TIME_UNITS:
            unit = TIME_UNITS[nxt.low]
            out.append(
                Cand(
                    "when",
                    f"schedule/{_EVERY.get(unit, 'every_' + unit)}",
                    3.5,
                    f"every {unit}",
                    "time",
                )
            )
            used.update({t.i, nxt.i})
        elif (t.kind == "w" and low in {"once", "twice"} or _number_value(t) is not None) and nxt is not None:
            after = _next(toks, nxt.i)
            if (
                nxt.low in {"times", "a"} or (low in {"once", "twice"} and nxt.low in {"a", "per"})
            ) and after is not None:
                unit_tok = after if nxt.low != "times" else _next(toks, after.i)
                if (
                    unit_tok is not None
                    and unit_tok.low in TIME_UNITS
                    and (nxt.low != "times" or after.low in {"a", "per"})
                ):
                    count = {"once": "once", "twice": "twice"}.get(low, f"{_number_value(t)}_times")
                    out.append(
                        Cand("when", f"schedule/{count}_a_{TIME_UNITS[unit_tok.low]}", 3.5, "", "time")
                    )
                    used.update(range(t.i, unit_tok.i + 1))
    return out


# --- amounts, ages, counts ---------------------------------------------------------------------


def _content_noun(t: Tok) -> bool:
    return (
        t.kind == "w"
        and (not t.cap or (t.first and lex.is_known_word(t.low)))
        and t.low not in STOPWORDS
        and len(t.low) > 1
        and lex.can_be_noun(t.low)
        and not lex.only_adjective(t.low)
    )


PHRASE_END = frozenset({"total", "each", "altogether", "combined", "apiece", "overall", "already"})


def _phrase_after(toks: list[Tok], i: int, span: int = 3) -> list[Tok]:
    """The lowercase noun phrase right after token ``i`` ("3 raised beds" -> raised beds)."""
    words: list[Tok] = []
    head = -1
    for k in range(i + 1, min(len(toks), i + 1 + span)):
        t = toks[k]
        if t.kind != "w" or t.cap or t.low in STOPWORDS or t.low in PHRASE_END:
            break
        words.append(t)
        if _content_noun(t):
            head = len(words)
        elif not (lex.only_adjective(t.low) or (t.low.endswith("ed") and lex.is_verb_form(t.low))):
            break
    return words[:head] if head > 0 else []


def _noun_after(toks: list[Tok], i: int, span: int = 3) -> Tok | None:
    """Head noun of a lowercase noun phrase starting right after token ``i``."""
    words = _phrase_after(toks, i, span)
    return words[-1] if words else None


def _noun_before(
    toks: list[Tok], i: int, window: int = 6, prefer: frozenset[str] = frozenset()
) -> Tok | None:
    best = None
    for k in range(i - 1, max(-1, i - 1 - window), -1):
        t = toks[k]
        if t.sent != toks[i].sent or (t.kind == "p" and t.text in {".", "!", "?", ";"}):
            break
        if _content_noun(t) and t.low not in lex.GENERIC_NOUNS:
            if t.low in prefer or lex.noun_lemma(t.low) in prefer:
                return t
            if best is None:
                best = t
    return best


def _amount_value(low: str) -> str:
    return low.replace("$", "").replace(",", "")


def amount_cands(toks: list[Tok], used: set[int]) -> list[Cand]:
    out: list[Cand] = []
    for t in toks:
        if t.i in used or (t.kind != "n" and t.low not in lex.NUMBER_WORDS):
            continue
        low = t.low
        nxt = _next(toks, t.i)
        prev = _prev(toks, t.i)
        if t.kind == "n" and _MONEY.match(low):
            value = _amount_value(low)
            after = _noun_after(toks, t.i)
            money_before = _noun_before(toks, t.i, prefer=MONEY_NOUNS)
            if money_before is not None and lex.noun_lemma(money_before.low) in MONEY_NOUNS:
                noun = lex.noun_lemma(money_before.low)
            elif (
                nxt is not None
                and nxt.low in {"per", "an", "a"}
                and (u := _next(toks, nxt.i)) is not None
                and u.low in TIME_UNITS
            ):
                noun = "rate"
            elif prev is not None and prev.low == "at":
                noun = "price"
            elif after is not None:
                noun = lex.noun_lemma(after.low)
            else:
                before = _noun_before(toks, t.i, prefer=MONEY_NOUNS)
                noun = lex.noun_lemma(before.low) if before is not None else "amount"
            out.append(Cand("extra", f"{noun}/{value}", 4.5, f"{noun} {low}", "amount"))
            used.add(t.i)
        elif t.kind == "n" and low.endswith("%"):
            before = _noun_before(toks, t.i, prefer=frozenset({"score", "rate", "discount", "interest"}))
            noun = lex.noun_lemma(before.low) if before is not None else "percent"
            out.append(Cand("extra", f"{noun}/{low[:-1]}_percent", 4, f"{noun} {low}", "amount"))
            used.add(t.i)
        elif t.kind == "n" and (m := _AGE.match(low)):
            out.append(Cand("extra", f"age/{m.group(1)}", 4.5, f"age {m.group(1)}", "amount"))
            used.add(t.i)
        elif t.kind == "n" and (m := _NUM_UNIT.match(low)):
            n, unit = m.groups()
            if unit in TIME_UNITS:
                out.append(Cand("when", f"duration/{n}_{TIME_UNITS[unit]}", 3, f"{n} {unit}", "time"))
            else:
                out.append(Cand("extra", f"{lex.noun_lemma(unit)}/{n}", 3, f"{n} {unit}", "amount"))
            used.add(t.i)
        elif t.kind == "n" and (m := _ORDINAL.match(low)):
            head = _noun_after(toks, t.i)
            if head is not None:
                out.append(
                    Cand("extra", f"{lex.noun_lemma(head.low)}/{low}", 4, f"{low} {head.low}", "amount")
                )
                used.add(t.i)
        elif (n := _number_value(t)) is not None and nxt is not None and nxt.kind == "w":
            unit = nxt.low
            after = _next(toks, nxt.i)
            if unit in TIME_UNITS and after is not None and after.low == "old":
                out.append(Cand("extra", f"age/{n}", 4.5, f"age {n}", "amount"))
            elif unit in TIME_UNITS:
                if prev is not None and prev.low in {"every", "at"}:
                    continue
                out.append(Cand("when", f"duration/{n}_{TIME_UNITS[unit]}", 2.5, f"{n} {unit}", "time"))
            elif unit in WEIGHT_UNITS:
                out.append(Cand("extra", f"weight/{n}_{unit}", 3.5, f"{n} {unit}", "amount"))
            elif unit in DISTANCE_UNITS:
                out.append(Cand("extra", f"distance/{n}_{unit}", 3.5, f"{n} {unit}", "amount"))
            elif (
                t.kind == "n"
                and (phrase := _phrase_after(toks, t.i))
                and phrase[-1].low not in lex.GENERIC_NOUNS
            ):
                # A count names what it counts as written: "120 guests" -> guests/120.
                words = [w.low for w in phrase if lex.zipf(w.low) < 5.0 or w is phrase[-1]]
                out.append(Cand("extra", f"{'_'.join(words)}/{n}", 3, f"{n} {' '.join(words)}", "amount"))
                used.update(range(t.i, phrase[-1].i + 1))
            else:
                continue
            used.update({t.i, nxt.i})
        elif (
            t.kind == "n"
            and low.isdigit()
            and prev is not None
            and prev.low in {"turning", "turned", "turns", "aged", "age"}
        ):
            out.append(Cand("extra", f"age/{low}", 4.5, f"age {low}", "amount"))
            used.add(t.i)
        elif (
            t.kind == "n" and low.isdigit() and prev is not None and prev.low in {"is", "was", "of", "number"}
        ):
            before = _noun_before(toks, t.i, window=4)
            if before is not None:
                out.append(
                    Cand("extra", f"{lex.noun_lemma(before.low)}/{low}", 3, f"{before.low} {low}", "amount")
                )
                used.add(t.i)
    return out


# --- feelings and reasons -----------------------------------------------------------------------


def _comparative(low: str) -> bool:
    if low.endswith("er"):
        bases = (low[:-2], low[:-1], low[:-3] + "y")
    elif low.endswith("est"):
        bases = (low[:-3], low[:-2], low[:-4] + "y")
    else:
        return False
    return any(len(b) > 2 and "ADJ" in lex.pos_of(b) for b in bases)


def _is_feeling(low: str) -> bool:
    if low in lex.FEELING_HINT:
        return True
    if low in NOT_FEELINGS or low in STOPWORDS:
        return False
    if _comparative(low):
        return False  # "when I was younger" describes, it is no feeling
    return "ADJ" in lex.pos_of(low) and lex.only_adjective(low) and 0 < lex.zipf(low) < 5.2


def feeling_cands(toks: list[Tok], used: set[int]) -> list[Cand]:
    out: list[Cand] = []
    n = len(toks)
    for t in toks:
        starts = t.low in {"i", "we"} and (
            t.clitic in {"'m", "'re"}
            or (k := _next(toks, t.i)) is not None
            and k.low in {"am", "was", "were", "are", "feel", "felt", "feeling"}
        )
        starts = starts or (t.first and t.low in {"feeling", "feel", "felt"})
        if not starts:
            continue
        k = t.i + 1
        while k < n and toks[k].low in {
            "am",
            "was",
            "were",
            "are",
            "feel",
            "felt",
            "feeling",
            "been",
            "have",
            "ve",
            "be",
            "is",
        }:
            k += 1
        while (
            k < n
            and (toks[k].low in INTENSIFIERS or toks[k].low in {"and", "but"})
            or (k < n and toks[k].kind == "w" and _is_feeling(toks[k].low) and toks[k].i not in used)
        ):
            w = toks[k]
            if _is_feeling(w.low) and w.low not in INTENSIFIERS:
                out.append(Cand("extra", f"feeling/{w.low}", 3.5, w.low, "feeling"))
                used.add(w.i)
            k += 1
    return out


def _clause(toks: list[Tok], start: int, limit: int = 10) -> list[Tok]:
    out: list[Tok] = []
    for t in toks[start : start + limit]:
        if t.kind == "p" and t.text in CLAUSE_END:
            break
        if t.low in {"but", "and", "which", "so", "because", "by", "before", "until"} and out:
            break
        out.append(t)
    return out


def _key_words(clause: list[Tok], used: set[int], k: int = 2) -> list[str]:
    words = [
        t
        for t in clause
        if t.kind == "w"
        and t.low not in STOPWORDS
        and len(t.low) > 2
        and t.low not in lex.GENERIC_NOUNS
        and t.low not in lex.DAY_PARTS
    ]
    nouns = [t for t in words if lex.can_be_noun(t.low) and not lex.only_adjective(t.low)]
    pool = nouns or words
    ranked = sorted(pool, key=lambda t: (lex.zipf(t.low), t.i))[:k]
    ranked = ranked[:1] + [t for t in ranked[1:] if lex.zipf(t.low) < 4.5]
    ranked.sort(key=lambda t: t.i)
    return [lex.noun_lemma(t.low) if t in nouns else t.low for t in ranked]


_TRIGGERS: dict[str, list[tuple[tuple[str, ...], str]]] = {}
for _trig in REASON_TRIGGERS:
    _TRIGGERS.setdefault(_trig[0], []).append((_trig, "reason"))
for _trig in GOAL_TRIGGERS:
    _TRIGGERS.setdefault(_trig[0], []).append((_trig, "goal"))


def _first_person_before(toks: list[Tok], i: int) -> bool:
    for k in range(i - 1, max(-1, i - 4), -1):
        t = toks[k]
        if t.sent != toks[i].sent:
            return False
        if t.low in {"i", "we", "my", "our"}:
            return True
    return False


def reason_cands(toks: list[Tok], used: set[int]) -> list[Cand]:
    out: list[Cand] = []
    lows = [t.low for t in toks]
    n = len(toks)
    for i in range(n):
        for trig, prefix in _TRIGGERS.get(lows[i], ()):
            if tuple(lows[i : i + len(trig)]) != trig:
                continue
            if prefix == "goal" and trig[0] not in {"so", "goal"} and not _first_person_before(toks, i):
                continue  # "Want to see a pic?" asks; "I want to run a marathon" states a goal
            clause = _clause(toks, i + len(trig))
            if prefix == "goal":
                # "lose 20 pounds" -> lose_20_pound: the first real verb, then its key words.
                verbs = [
                    t
                    for t in clause
                    if t.kind == "w"
                    and lex.is_verb_form(t.low)
                    and not t.cap
                    and lex.verb_lemma(t.low) not in LIGHT_VERBS
                    and t.low not in STOPWORDS
                ]
                verb = verbs[0] if verbs else None
                rest = [t for t in clause if verb is None or t.i > verb.i]
                nums = [t.low for t in rest[:2] if t.kind == "n"]
                keys = _key_words(rest, used, 2)
                parts = ([lex.verb_lemma(verb.low)] if verb is not None else []) + nums[:1] + keys
                parts = parts[:3]
            else:
                parts = _key_words(clause, used, 2)
            if parts:
                out.append(Cand("why", f"{prefix}/{'_'.join(parts)}", 4, " ".join(parts), "reason"))
            break
    return out
