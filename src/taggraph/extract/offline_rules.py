"""Tag candidates from one parsed turn (a spaCy ``Doc``): entities, roles, times, amounts, feelings,
reasons, goals, topics and activities. Every rule reads the model's annotations (entity labels,
POS, lemmas, dependency arcs, noun chunks); word lists are only the closed classes of
:mod:`.offline_nlp`. Frequent words are told from specific ones by ``wordfreq``'s Zipf scale."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, NamedTuple

from .offline_nlp import (
    DAYS,
    MONTHS,
    ORG_KINDS,
    PET_KINDS,
    RELATIVE_WORDS,
    REPEAT_WORDS,
    SEASONS,
    entity_root,
    place_kind,
    value_of,
)
from .offline_parse import (
    COMMON,
    Doc,
    Token,
    _low,
    _names,
    _role_noun,
    _vocative,
    is_kin,
    phrase,
    zipf,
)


class Cand(NamedTuple):
    cat: str
    path: str  # raw "root/value"; normalised by the extractor
    prio: float  # higher is kept first when the note's budget is reached
    label: str = ""  # readable value for the summary
    group: str = ""  # budget group (see offline.GROUP_CAPS)


# Root -> category, for roots produced here or found in the ontology.
CATEGORY = {"person": "who", "pet": "who", "company": "who", "group": "who", "school": "who",
            "team": "who", "club": "who", "band": "who", "bank": "who", "church": "who",
            "city": "where", "country": "where", "state": "where", "place": "where", "hotel": "where",
            "hospital": "where", "clinic": "where", "gym": "where", "library": "where", "museum": "where",
            "restaurant": "where", "cafe": "where", "studio": "where", "venue": "where",
            "day": "when", "month": "when", "date": "when", "year": "when", "time": "when",
            "season": "when", "holiday": "when", "schedule": "when", "duration": "when",
            "reason": "why", "goal": "why",
            "role": "extra", "family": "extra", "feeling": "extra", "age": "extra", "money": "extra",
            "percent": "extra", "quantity": "extra", "count": "extra"}
# Verbs whose infinitive complement states a goal ("I want to learn Spanish"), and nouns that
# introduce one ("my goal is to ..."): closed classes of English with no package listing them.
GOAL_VERBS = frozenset({"want", "hope", "plan", "aim", "decide", "intend", "wish", "dream"})
GOAL_NOUNS = frozenset({"goal", "plan", "dream", "aim", "hope", "resolution", "target"})
CAUSE_WORDS = frozenset({"because", "due"})
LINK_VERBS = frozenset({"be", "feel", "get", "seem", "become"})
_AGE = re.compile(r"^(\d{1,3})[- ]years?[- ]old$")
_NUM = re.compile(r"\d")
def entity_cands(doc: Doc, used: set[int], known: Callable[[str], str | None]) -> list[Cand]:
    """Names with their kinds and the roles beside them. ``known(value)`` is the root an earlier
    note gave this value (``pet`` for a later "Max"), or None."""
    out: list[Cand] = []
    for name in _names(doc):
        if name.label != "NAMED" and _vocative(name):
            used.update(t.i for t in name.toks)
            continue
        value = value_of(t.text for t in name.toks)
        if not value:
            continue
        used.update(t.i for t in name.toks)
        text = " ".join(t.text for t in name.toks)
        root = entity_root(name.label, text) if name.label != "NAMED" else "person"
        if name.label == "PERSON" and name.toks[-1].head.pos_ == "ADP":
            root = place_kind(text) or root  # "moved to São Paulo" labelled PERSON by the small model
        noun = _role_noun(name.toks[-1])
        role = phrase(noun) if noun is not None else None
        kind = noun.lemma_.lower() if noun is not None else ""
        if noun is not None:
            used.add(noun.i)
            used.update(c.i for c in noun.lefts if c.dep_ == "compound")
        earlier = known(value)
        if kind in PET_KINDS or earlier == "pet":
            root = "pet"
        elif earlier:
            root = earlier
        elif is_kin(kind) or (root in ("person", None) and name.label in ("NAMED", "PERSON", "NORP")):
            root = "person"  # "my cousin Rafe" names a person whatever label the model gave Rafe
        elif root in ("company", "place") and kind in ORG_KINDS:
            root, role = ORG_KINDS[kind], None  # "my gym, FitLife" -> gym/fitlife
        if root is None:
            continue
        out.append(Cand(CATEGORY.get(root, "who"), f"{root}/{value}", 8.0, text, "entity"))
        if role and root == "pet":
            out.append(Cand("extra", f"pet/{role}", 7.0, "", "role"))
        elif role:
            out.append(Cand("extra", f"{'family' if is_kin(kind) else 'role'}/{role}", 7.5, "", "role"))
    return out


def kin_cands(doc: Doc, used: set[int]) -> list[Cand]:
    """Kin and pets the user owns without naming them: "my dad", "our puppy"."""
    out = []
    for t in doc:
        low = t.lemma_.lower()
        if t.pos_ != "NOUN" or t.i in used or (not is_kin(low) and low not in PET_KINDS):
            continue
        if any(c.dep_ == "poss" for c in t.children) or t.dep_ == "dobj":
            used.add(t.i)
            out.append(Cand("extra", f"{'family' if is_kin(low) else 'pet'}/{phrase(t)}", 6.5, "", "role"))
    return out


_DURATION_UNIT = re.compile(r"\b(second|minute|hour|day|night|week|weekend|fortnight|month|year|decade|"
                            r"century|centuries)s?\b")


def _time_value(ent: Any) -> list[tuple[str, str]]:
    words = [t.text.lower().rstrip(".,") for t in ent]
    if ent.start and ent.doc[ent.start - 1].lower_ in REPEAT_WORDS:  # "every Saturday": "every" is outside
        words.insert(0, ent.doc[ent.start - 1].lower_)
    text = " ".join(words)
    if m := _AGE.match(text.replace(" - ", "-")):
        return [("age", m.group(1))]
    out: list[tuple[str, str]] = []
    repeat = any(w in REPEAT_WORDS for w in words) or any(w.rstrip("s") in DAYS and w.endswith("s") for w in words)
    for i, w in enumerate(words):
        if w.rstrip("s") in DAYS:
            out.append(("day", w.rstrip("s") if w not in DAYS else w))
        elif w in MONTHS or w[:3] in {m[:3] for m in MONTHS} and w.rstrip(".") in {m[:3] for m in MONTHS}:
            day = next((re.sub(r"\D", "", x) for x in words[i + 1: i + 2] if _NUM.search(x) and len(x) <= 4
                        and not re.fullmatch(r"\d{4}", x)), "")
            month = next(m for m in MONTHS if m.startswith(w[:3]))
            out.append(("date", f"{month}_{day}") if day else ("month", month))
        elif re.fullmatch(r"(19|20)\d\d", w):
            out.append(("year", w))
        elif w in SEASONS:
            out.append(("season", w))
    if repeat:  # "at 6am and 5pm every day": the schedule, and each clock time in it
        out += [("time", t) for t in re.findall(r"\d{1,2}(?::\d\d)?\s?[ap]\.?m\.?", text)]
        out.append(("schedule", text))
    elif ent.label_ == "TIME" or any(w in RELATIVE_WORDS for w in words):
        out.append(("time", text))
    elif not out and _DURATION_UNIT.search(text):
        # a length of time needs its unit ("two weeks"); a bare number the tagger calls a date
        # ("my locker number is 48") is not one
        out.append(("duration", text))
    elif not out and all(t.pos_ == "PROPN" for t in ent):
        out.append(("holiday", text))
    return out


def time_cands(doc: Doc, used: set[int]) -> list[Cand]:
    out = []
    for ent in doc.ents:
        if ent.label_ not in ("DATE", "TIME"):
            continue
        used.update(range(ent.start, ent.end))
        for root, raw in _time_value(ent):
            value = raw if root == "schedule" else re.sub(r"^(the|a|an|about|around)\s+", "", raw)
            value = re.sub(r"(\d)\s+([ap]\.?m\.?)", r"\1\2", value)  # "9 am" -> "9am"
            out.append(Cand(CATEGORY[root], f"{root}/{value}", 6.0, "", "time"))
    return out


def amount_cands(doc: Doc, used: set[int]) -> list[Cand]:
    """Money, percentages, quantities and counts of things ("120 guests" -> count/120_guest)."""
    out = []
    for ent in doc.ents:
        if ent.label_ in ("MONEY", "PERCENT", "QUANTITY"):
            used.update(range(ent.start, ent.end))
            text = ent.text.lower().replace("$", "").replace(",", "").replace("%", "")
            text = re.sub(r"\b(dollars?|bucks|usd|percent)\b", "", text).strip()
            root = {"MONEY": "money", "PERCENT": "percent", "QUANTITY": "quantity"}[ent.label_]
            if text:
                out.append(Cand("extra", f"{root}/{text}", 5.5, "", "amount"))
        elif ent.label_ == "CARDINAL":
            head = ent.root.head
            if ent.root.dep_ == "nummod" and head.pos_ == "NOUN" and head.i not in used:
                used.update([*range(ent.start, ent.end), head.i])
                out.append(Cand("extra", f"count/{ent.text.lower().replace(',', '')}_{phrase(head)}", 5.0,
                                "", "amount"))
    return out


def feeling_cands(doc: Doc, used: set[int]) -> list[Cand]:
    """An adjective the user predicates of themself: "I'm so nervous", "feeling sore"."""
    out = []
    for t in doc:
        if t.pos_ != "ADJ" or t.dep_ != "acomp" or t.head.lemma_ not in LINK_VERBS:
            continue
        subj = [c for c in t.head.children if c.dep_ == "nsubj"]
        if (subj and "1" in subj[0].morph.get("Person")) or (not subj and t.head.lemma_ == "feel"):
            used.add(t.i)
            out.append(Cand("extra", f"feeling/{t.text.lower()}", 4.0, "", "feeling"))
    return out


def _clause_object(verb: Token) -> Token | None:
    for dep in ("dobj", "attr", "nsubjpass", "nsubj", "pobj"):
        for c in verb.subtree:
            if c.dep_ == dep and c.pos_ in ("NOUN", "PROPN") and c is not verb:
                return c
    return None


def reason_cands(doc: Doc, used: set[int]) -> list[Cand]:
    """why: causes ("because of the layoffs", "because my lease ends") and goals ("I want to
    learn Spanish", "my goal is to run a marathon")."""
    out = []
    for t in doc:
        low = t.lower_
        if low in CAUSE_WORDS:
            target = t.head if t.dep_ == "mark" else t
            obj = _clause_object(target) if target.i != t.i or t.dep_ != "mark" else None
            if obj is None and target.pos_ == "VERB" and zipf(target.lemma_) < COMMON:
                out.append(Cand("why", f"reason/{target.lemma_.lower()}", 5.0, "", "reason"))
            elif obj is not None:
                used.add(obj.i)
                out.append(Cand("why", f"reason/{phrase(obj)}", 5.0, "", "reason"))
        goal = None
        if t.pos_ == "VERB" and t.dep_ == "xcomp" and t.head.lemma_ in GOAL_VERBS or t.pos_ == "VERB" and t.dep_ in ("xcomp", "ccomp", "advcl") and any(
                c.dep_ == "nsubj" and c.lemma_.lower() in GOAL_NOUNS for c in t.head.children):
            goal = t
        if goal is not None:
            obj = next((c for c in goal.children if c.dep_ in ("dobj", "attr")), None)
            words = [goal.lemma_.lower()]
            if obj is not None:
                nums = [c.text for c in obj.children if c.dep_ == "nummod"]
                words += [*nums, phrase(obj)]
            out.append(Cand("why", "goal/" + "_".join(words), 5.0, "", "reason"))
    return out


def topic_cands(doc: Doc, used: set[int]) -> list[Cand]:
    """what: noun chunks (their nouns and specific adjectives) and content verbs. A rarer head word
    (lower Zipf frequency) says more, so it ranks higher."""
    out = []
    for chunk in doc.noun_chunks:
        head = chunk.root
        if head.i in used or head.pos_ not in ("NOUN", "PROPN") or not head.is_alpha:
            continue
        words = [t for t in chunk if t.i not in used and t.text.replace("-", "").isalpha() and not t.is_stop
                 and (t.pos_ in ("NOUN", "PROPN") or t.dep_ == "amod" and zipf(t.lower_) < 5.0)]
        if not words or words[-1].i != head.i:
            continue
        words = words[-3:]
        if len(words) == 1 and zipf(head.lemma_.lower()) >= 6.2:
            continue  # "time", "way", "people": in most notes, they tell none apart
        used.update(t.i for t in words)
        value = "_".join(_low(t) for t in words)
        prio = 3.0 + (7.0 - zipf(head.lemma_.lower())) / 4
        out.append(Cand("what", f"topic/{value}", prio, value.replace("_", " "), "topic"))
    for t in doc:
        if (t.pos_ == "VERB" and t.i not in used and t.is_alpha and not t.is_stop
                and zipf(t.lemma_.lower()) < COMMON):
            out.append(Cand("what", f"activity/{_low(t)}", 2.5 + (7.0 - zipf(t.lemma_.lower())) / 8, "",
                            "activity"))
    return out
