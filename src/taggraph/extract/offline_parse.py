"""The parse helpers the offline extractor's tag rules (:mod:`.offline_rules`) and its slot facts
(:mod:`.slots`) share: names and the nouns the grammar links to them, noun phrases, kin words,
word frequency, hyphen merging. Kept apart from the tag rules because the fact chains' rows are
versioned by what the slot parse reads (:func:`.offline_nlp.parse_id`): a change to a tag rule then
re-tags notes at ``reextract`` without making every store parse every note again at its next
first query."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, NamedTuple

from .offline_nlp import KINSHIP, PET_KINDS

Token = Any  # spacy.tokens.Token (spaCy ships no type stubs)
Doc = Any

NAME_VERBS = frozenset({"name", "call"})
NAME_LABELS = frozenset({"PERSON", "ORG", "GPE", "LOC", "FAC", "NORP", "PRODUCT", "EVENT",
                         "WORK_OF_ART", "LANGUAGE"})
COMMON = 5.6  # Zipf frequency from which a word says too little alone ("get", "thing", "new")


@lru_cache(maxsize=65536)
def zipf(word: str) -> float:
    from wordfreq import zipf_frequency

    return float(zipf_frequency(word, "en"))


def _low(tok: Token) -> str:
    """The lemma of a noun or verb the lexicon knows ("fingerpicking" stays whole), else the text."""
    lemma = tok.lemma_.lower()
    return lemma if tok.pos_ in ("NOUN", "VERB") and "-" not in lemma and zipf(lemma) > 0 else str(tok.lower_)


def phrase(tok: Token, with_adj: bool = False) -> str:
    """A noun with its compound modifiers (and specific adjectives): "hiring_manager"."""
    words = [_low(c) for c in tok.lefts
             if c.dep_ == "compound" and c.pos_ in ("NOUN", "PROPN")
             or with_adj and c.dep_ == "amod" and c.pos_ == "ADJ" and zipf(c.text.lower()) < 5.0]
    return "_".join([*words[-2:], _low(tok)])


def is_kin(word: str) -> bool:
    """A kin word, hyphenated ones included ("brother-in-law", "step-dad")."""
    return word in KINSHIP or word.endswith("-in-law") or word.rsplit("-", maxsplit=1)[-1] in KINSHIP


def merge_hyphenated(doc: Doc) -> Doc:
    """One token for a hyphenated word ("self-watering", "sister-in-law"); the parse and the
    entities are kept, the merged token takes its head word's annotations."""
    spans, i = [], 0
    while i < len(doc) - 2:
        j = i
        while j + 2 < len(doc) and doc[j + 1].text == "-" and not doc[j].whitespace_ and not doc[j + 1].whitespace_:
            j += 2
        if j > i:
            spans.append(doc[i: j + 1])
        i = j + 1
    if spans:
        with doc.retokenize() as retok:
            for span in spans:
                retok.merge(span)
    return doc


def is_first_person(doc: Doc) -> bool:
    return any(t.pos_ == "PRON" and "1" in t.morph.get("Person") for t in doc)


class Name(NamedTuple):
    toks: list[Token]
    label: str


def _names(doc: Doc) -> list[Name]:
    """Entities that name something, cut at a preposition the small model swallows ("Halvorsen at
    Brightsmile Dental"), plus names the grammar marks: "its name is X", "a cat called X", and a
    transcript's "Speaker:" prefix."""
    out: list[Name] = []
    taken: set[int] = set()

    def add(toks: list[Token], label: str) -> None:
        if toks and not any(t.i in taken for t in toks):
            taken.update(t.i for t in toks)
            out.append(Name(toks, label))

    if len(doc) > 2 and doc[1].text == ":" and doc[0].text[:1].isupper() and doc[0].is_alpha:
        add([doc[0]], "PERSON")
    for ent in doc.ents:
        if ent.label_ in NAME_LABELS:
            toks = []
            for t in ent:
                if t.pos_ in ("ADP", "PUNCT", "CCONJ") and t.text not in ("'s", "&", "-", "."):
                    break
                toks.append(t)
            add(toks, ent.label_)
    for t in doc:
        named = (t.dep_ == "attr" and t.head.lemma_ == "be"
                 and any(c.dep_ == "nsubj" and c.lemma_ == "name" for c in t.head.children))
        if named or (t.dep_ == "oprd" and t.head.lemma_ in NAME_VERBS):
            add([*(c for c in t.lefts if c.dep_ == "compound"), t], "NAMED")
    return out


def _vocative(name: Name) -> bool:
    """A name the user addresses ("Hey Sam, ..."; "..., Sam!") is no fact about the user."""
    first, last = name.toks[0], name.toks[-1]
    doc = first.doc
    before = doc[first.i - 1] if first.i > 0 else None
    after = doc[last.i + 1] if last.i + 1 < len(doc) else None
    if before is not None and before.pos_ == "INTJ":
        return True
    if after is not None and after.text == ":" and first.i == 0:
        return False  # transcript speaker
    at_start = before is None or (before.is_punct and before.text in ".!?")
    if at_start and after is not None and after.text == ",":
        return True
    return bool(before is not None and before.text == "," and (after is None or after.text in ".!?"))


def _antecedent(tok: Token) -> Token | None:
    """For "his/her/its name is X": the nearest earlier pet, kin or person-like noun."""
    earlier = [t for t in tok.doc[: tok.i] if t.pos_ == "NOUN"]
    for t in reversed(earlier):
        if t.lemma_.lower() in PET_KINDS or is_kin(t.lemma_.lower()):
            return t
    for t in reversed(earlier):
        if t.dep_ in ("dobj", "nsubj", "nsubjpass", "attr", "appos"):
            return t
    return None


# Entities no "he" or "she" stands for (the small model often calls a pet's or a person's name an
# ORG or a PRODUCT, so those are kept), and where in a clause an earlier referent stands.
_NOT_REFERENTS = frozenset({"GPE", "LOC", "FAC", "NORP", "DATE", "TIME", "EVENT", "LANGUAGE",
                            "QUANTITY", "MONEY", "PERCENT", "CARDINAL", "ORDINAL", "WORK_OF_ART", "LAW"})
_REFERENT_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "oprd", "appos", "attr", "pobj"})


def pronoun_referent(pron: Token) -> Token | None:
    """Whom a "he" or "she" stands for: the nearest earlier name, pet or kin noun that is a
    subject, object or complement ("we adopted a greyhound called Pepper, she weighs 27 kg").
    A recency rule, not coreference resolution, which no maintained package offers offline for
    spaCy 3.8; "it" and "they" are left alone ("it took an hour" names nothing)."""
    if pron.lower_ not in ("he", "she"):
        return None
    for t in reversed(pron.doc[: pron.i]):
        if t.dep_ not in _REFERENT_DEPS or t.ent_type_ in _NOT_REFERENTS:
            continue
        if t.pos_ == "PROPN" or t.pos_ == "NOUN" and (t.lemma_.lower() in PET_KINDS or is_kin(t.lemma_.lower())):
            return t
    return None


def _role_noun(root: Token) -> Token | None:
    """The common noun the grammar links to a name: apposition ("my cousin, Tomas"), compound
    ("my sister Ana"), copula ("my manager is Priya", "Priya is my manager", "the manager's name
    is Priya") or naming verb ("a neighbour named Ana")."""
    noun = _noun_beside(root)
    if noun is not None:
        return noun
    head = root.head
    if root.dep_ == "attr" and head.lemma_ == "be":  # "my manager is Priya"
        return _copula_subject(head)
    if root.dep_ == "nsubj":  # "Priya is my manager", "Ines agreed to be our officiant"
        return _copula_attribute(head)
    if root.dep_ == "oprd" and head.lemma_ in NAME_VERBS:  # "a neighbour named Ana"
        return _named_noun(root, head)
    return None


def _noun_beside(root: Token) -> Token | None:
    """The noun in apposition or compound with the name."""
    first = min((c for c in root.subtree if c.dep_ == "compound"), key=lambda c: c.i, default=root)
    if first.i > 1 and first.nbor(-1).text == "," and first.nbor(-2).pos_ == "NOUN":
        return first.nbor(-2)  # "a therapist, Dr. Nguyen": the noun before the comma, wherever it attaches
    if root.dep_ == "appos" and root.head.pos_ == "NOUN":
        return root.head
    if first.i > 0 and first.nbor(-1).pos_ == "NOUN" and any(c.dep_ == "poss" for c in first.nbor(-1).children):
        return first.nbor(-1)  # "my stepbrother Rafe", however the model attached the two
    return next((c for c in root.children if c.dep_ in ("appos", "compound") and c.pos_ == "NOUN"), None)


def _copula_subject(be: Token) -> Token | None:
    """The subject noun of the name's copula; for "the manager's name is ..." its possessor."""
    subj = next((s for s in be.children if s.dep_ == "nsubj" and s.pos_ == "NOUN"), None)
    if subj is None or subj.lemma_ != "name":
        return subj
    p = next((p for p in subj.children if p.dep_ == "poss"), None)
    if p is None:
        return None
    return p if p.pos_ == "NOUN" else _antecedent(p) if p.pos_ == "PRON" else None


def _copula_attribute(head: Token) -> Token | None:
    """The attribute noun of the copula the name is the subject of (directly or through "to be")."""
    be = head if head.lemma_ == "be" else next((c for c in head.children if c.dep_ == "xcomp"
                                                and c.lemma_ == "be"), None)
    return next((c for c in be.children if c.dep_ == "attr" and c.pos_ == "NOUN"), None) if be else None


def _named_noun(root: Token, head: Token) -> Token | None:
    """The noun a naming verb ("named", "called") gives the name to."""
    if head.head.pos_ == "NOUN" and head.dep_ in ("acl", "relcl"):
        return head.head
    subj = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass") and c.pos_ == "NOUN"), None)
    before = root.doc[head.i - 1] if head.i > 0 else None
    # The small model often attaches "named" to the verb; the noun right before it is the one named.
    return subj or (before if before is not None and before.pos_ == "NOUN" else None)
