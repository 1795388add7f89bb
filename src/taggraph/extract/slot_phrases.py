"""What the tokens of a parsed user text say for the slot rules (:mod:`taggraph.extract.slots`):
whose a noun is, which words are a value's own, the attribute a noun names, and when a clause
is negated, announced for later or asked. Part of the slot parse: the offline extractor's id and
the fact rows' version hash this file with the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .fact import norm_value
from .offline_parse import phrase

Token = Any

# Nouns that name only an amount of something ("my sertraline dose"): the slot is that thing's.
AMOUNT_NOUNS = frozenset({"dose", "dosage", "amount", "quantity"})
MODALS = frozenset({"would", "could", "should", "might", "may", "must", "can"})
# Nouns English uses for the same role.
SAME_ROLE = {"boss": "manager"}
# Adjectives that mark a value as the new or old one rather than describe it.
TIME_ADJ = frozenset({"new", "old", "current", "former", "previous", "latest", "first", "next", "last"})


def first_person(tok: Token) -> bool:
    return tok.pos_ == "PRON" and "1" in tok.morph.get("Person")


def possessor(noun: Token) -> str | None:
    """``user`` for "my/our X", the name for "Noodle's X", else None."""
    for c in noun.children:
        if c.dep_ == "poss":
            if first_person(c):
                return "user"
            if c.pos_ == "PROPN":
                return norm_value(c.text)
    return None


def amount_of(noun: Token) -> Token | None:
    """What an amount noun is the amount of: its "of" object or a noun compounded before it."""
    for c in noun.children:
        if c.dep_ == "prep" and c.lower_ == "of":
            return next((o for o in c.children if o.dep_ == "pobj" and o.pos_ in ("NOUN", "PROPN")), None)
    return next((c for c in noun.children if c.dep_ == "compound" and c.pos_ in ("NOUN", "PROPN")), None)


def role(noun: Token) -> str:
    """The attribute a possessed noun names, one word for the words English uses alike ("my
    boss" is "my manager"), so a new boss replaces the manager told before; a noun that names
    only an amount, by what it is an amount of ("my sertraline dose" as "50 mg of sertraline")."""
    of_what = amount_of(noun) if noun.lemma_.lower() in AMOUNT_NOUNS else None
    p = phrase(of_what if of_what is not None else noun)
    return SAME_ROLE.get(p, p)


def owned(noun: Token) -> str | None:
    """``possessor``, and ``user`` for a new thing the user says they got ("I got a new car")."""
    owner = possessor(noun)
    if owner is None and noun.dep_ == "dobj" and any(c.dep_ == "amod" and c.lower_ == "new" for c in noun.children):
        subj = next((c for c in noun.head.children if c.dep_ == "nsubj"), None)
        return "user" if subj is not None and first_person(subj) else None
    return owner


def value_tokens(tok: Token) -> list[Token]:
    """The value's own words: the head with its compounds, numbers and names to its left (and
    flat name parts to its right), without determiners, "new"/"old" or the clause around it."""
    keep = [tok]
    stack = [tok]
    while stack:
        t = stack.pop()
        for c in t.children:
            if (c.dep_ in ("compound", "nummod", "flat", "quantmod", "nmod") or (
                    c.dep_ == "amod" and c.lower_ not in TIME_ADJ and c.i < tok.i)) and (
                    c.i < tok.i or c.pos_ == "PROPN"):
                keep.append(c)
                stack.append(c)
    return sorted(keep, key=lambda t: t.i)


MAKER_LABELS = frozenset({"ORG", "PRODUCT", "NORP", "GPE"})


def with_model(toks: list[Token]) -> list[Token]:
    """A product's name with its maker and model number: "Honda" before an entity "Civic",
    "8" after "Pixel". Without them a Pixel 7 and a Pixel 8 were the same value, so a change of
    phone replaced nothing. Only a name's own parse children next to it are taken, and a maker
    only when the model names it as an organisation or product, not a title ("Dr", "Professor"
    before a person's name would make "Dr Hammond" a new value after "Hammond")."""
    first, last = toks[0], toks[-1]
    if last.pos_ != "PROPN":
        return toks
    ids = {t.i for t in toks}
    before = [c for c in last.lefts if c.dep_ == "compound" and c.pos_ == "PROPN" and c.i not in ids
              and c.ent_type_ in MAKER_LABELS]
    while before and before[-1].i == first.i - 1:
        first = before.pop()
        toks = [first, *toks]
    after = last.i + 1
    if after < len(last.doc) and (c := last.doc[after]).dep_ == "nummod" and c.head.i == last.i and c.like_num:
        toks = [*toks, c]
    return toks


def label(toks: Sequence[Token]) -> str:
    return " ".join(t.text for t in toks)


def replaced(tok: Token) -> str | None:
    """The value a "not X" / "instead of X" beside ``tok`` names as the old one."""
    for c in tok.sent:
        if c.dep_ == "neg" and c.i > tok.i and (tok.i in (c.head.i, c.head.head.i) or c.head.like_num):
            after = [t for t in tok.doc[c.i + 1: c.i + 4] if t.like_num or t.pos_ in ("PROPN", "NOUN")]
            if after:
                return norm_value(after[0].text)
    for t in tok.sent:
        if t.lower_ == "instead" and t.i + 2 < len(t.doc) and t.nbor(1).lower_ == "of":
            return norm_value(label(value_tokens(t.nbor(2))))
    return None


def announced(verb: Token) -> str | None:
    """The date words of a clause that announces a value for later ("will be my manager from
    October", "takes over from the first of October", "is retiring at the end of September"):
    resolved against the note's time when the chain is built, so a fact depends on the text alone."""
    will = any(c.lower_ in ("will", "'ll") or c.lemma_ == "go" and c.dep_ == "aux" for c in verb.children)
    progressive = verb.tag_ == "VBG" and any(c.dep_ == "aux" and c.tag_ in ("VBP", "VBZ") for c in verb.children)
    starting = any(c.dep_ == "prep" and c.lower_ in ("from", "starting", "effective") for c in verb.children)
    if not (will or progressive or starting):
        return None
    own = [e for e in verb.doc.ents if e.label_ == "DATE" and verb.left_edge.i <= e.start and e.end <= verb.right_edge.i + 1]
    if own:
        return str(own[0].text)
    if will:  # "X leaves in October, and Y will be my manager": the sentence's date
        dates = [e.text for e in verb.sent.ents if e.label_ == "DATE"]
        return dates[0] if dates else None
    return None


def negated(verb: Token) -> bool:
    return any(c.dep_ == "neg" for c in verb.children) or any(
        c.lower_ in MODALS for c in verb.children if c.dep_ == "aux")


def clause_verb(tok: Token) -> Token:
    t = tok
    while t.dep_ not in ("ROOT", "conj", "ccomp", "advcl", "relcl", "xcomp") and t.head.i != t.i:
        t = t.head
    return t


def question_tokens(doc: Any) -> set[int]:
    """Tokens of sentences that end with "?" (split at . ! ?, which the parser's sentences miss
    after a short question)."""
    out: set[int] = set()
    start = 0
    for t in doc:
        if t.text in (".", "!", "?") or t.i == len(doc) - 1:
            if t.text == "?":
                out.update(range(start, t.i + 1))
            start = t.i + 1
    return out
