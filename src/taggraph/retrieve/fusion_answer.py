"""What kind of thing a question asks for, and whether a note names one: the answer-type
matching of question answering, over the ontology's typed tag roots.

"Who is my dentist?" asks for a person or an organisation, "where do I train?" for a place, "when
is practice?" for a day or a time, "how much is the rent?" for an amount, and "which gym ...?" for
a thing of that root. A note on the question's topic that names no such thing (a complaint about
the dentist) is less likely to hold the answer than one that does. The question words and the
roots' categories are English's and the ontology's, not a list of topics.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..extract.offline_rules import CATEGORY
from ..tags import singular

_BY_CATEGORY: dict[str, frozenset[str]] = {
    cat: frozenset(r for r, c in CATEGORY.items() if c == cat) for cat in set(CATEGORY.values())}
_AMOUNT = frozenset({"money", "percent", "quantity", "count", "age", "duration"})
# who: people and the organisations that act like them ("who insures my car?")
_WHO = _BY_CATEGORY["who"]
# where: places, and the organisations one goes to ("where do I work?")
_WHERE = _BY_CATEGORY["where"] | frozenset({"company", "school", "club", "church", "bank", "team"})
_WHEN = _BY_CATEGORY["when"]
# "how much", "how heavy": English's degree adverbs and adjectives of measure after "how"
_HOW_AMOUNT = frozenset({"much", "many", "heavy", "old", "long", "far", "big", "tall", "high", "often",
                         "fast", "large", "expensive", "deep", "wide", "strong"})
# "which city", "which town": a place on the map, never an organisation that one goes to
_GEO = frozenset({"city", "country", "state", "place"})
# "which gym", "which school": a venue or organisation of that kind, which the extractor may have
# tagged by its name's kind instead (company/..., place/...), but not a person or a town
_VENUES = (_WHERE | _WHO) - {"person", "pet", "city", "country", "state"}
# nouns for a kind of place or time that are not tag roots themselves
_NOUN_KIND: dict[str, frozenset[str]] = {
    "town": _GEO, "village": _GEO, "area": _GEO, "neighbourhood": _GEO, "neighborhood": _GEO,
    "employer": frozenset({"company"}), "firm": frozenset({"company"}),
    "night": _WHEN, "week": _WHEN, "hour": _WHEN | _AMOUNT,
    "price": _AMOUNT, "cost": _AMOUNT, "dose": _AMOUNT, "dosage": _AMOUNT, "rent": _AMOUNT,
    "amount": _AMOUNT, "number": _AMOUNT, "rate": _AMOUNT, "weight": _AMOUNT, "salary": _AMOUNT,
}
_WH_ROOTS = {"who": _WHO, "whom": _WHO, "where": _WHERE, "when": _WHEN}
_SKIP = frozenset({"kind", "type", "sort", "of", "is", "are", "was", "'s", "s", "the", "a", "an", "my", "our"})
_TOKEN = re.compile(r"[a-z']+")


def answer_roots(query: str) -> frozenset[str] | None:
    """The tag roots whose values can answer ``query``; None when its question word says nothing
    of the answer's kind ("what do I think about ...?") or it has none."""
    words = _TOKEN.findall(query.lower().replace("\u2019", "'"))
    for i, w in enumerate(words[:4]):
        if w in _WH_ROOTS:
            return _WH_ROOTS[w]
        if w == "how" and i + 1 < len(words):
            return _AMOUNT if words[i + 1] in _HOW_AMOUNT else None
        if w in ("what", "which", "whose"):
            rest = [x for x in words[i + 1: i + 5] if x not in _SKIP]
            return _noun_roots(singular(rest[0])) if rest else None
    return None


def _noun_roots(noun: str) -> frozenset[str] | None:
    """The roots a "what/which <noun>" question asks for."""
    if noun in _GEO:
        return _GEO
    cat = CATEGORY.get(noun)
    if cat in ("who", "where"):  # a root ("which gym"): a venue or organisation
        return _VENUES if noun not in ("person", "pet") else _WHO
    if cat is not None:  # "what time", "which day": any time; "what percent": any amount
        return _WHEN if cat == "when" else _AMOUNT
    return _NOUN_KIND.get(noun)


def answer_tag(paths: Iterable[str], roots: frozenset[str], query_words: set[str]) -> str | None:
    """The first of a note's tags whose root is in ``roots`` and whose value is not already in the
    question ("who is Ezra's teacher?" is not answered by Ezra); None when there is none."""
    for path in paths:
        root, _, value = path.partition("/")
        if root in roots and value and not set(value.split("/")[0].split("_")) <= query_words:
            return path
    return None


def names_answer(paths: Iterable[str], roots: frozenset[str], query_words: set[str]) -> float:
    """``answer_tag`` as a feature: 1.0 when the note names such a thing, else 0.0."""
    return float(answer_tag(paths, roots, query_words) is not None)
