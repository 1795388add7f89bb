"""Slot facts: the values a note gives for something the user can only have one of at a time
(my manager, where I live, my car, my dose, a pet's weight), read from spaCy's parse of the
user's text and typed by the note's tags.

A fact is ``(slot, value)``: the slot names a subject and an attribute (``user/manager``,
``user/live``, ``noodle/weigh``), the value is normalised text (``carmen_ruiz``, ``75 mg``).
Slots come from the structure of English, not from a list of topics:

- a name beside a noun the user possesses ("my manager is Carmen", "Carmen will be my manager",
  "my new boss, Dana, ...") - the role noun is the attribute;
- a copula whose subject or complement the user possesses ("my title is staff engineer");
- an amount stated of a possessed noun or a named subject ("my dose went up to 40 mg",
  "the vet raised my dose to 40 mg", "Noodle weighs 14 pounds");
- a first-person present-tense verb (or a change-of-state verb) with a named object
  ("I live in Boise", "I moved to Boise", "I drive a Kia Niro", "I work at Lumen");
- a correction with no subject of its own ("actually it's 75 mg, not 50"): an open fact that
  :mod:`taggraph.index.facts` attaches to the slot whose value it replaces.

A fact may carry the date from which it holds when the sentence announces it ("Carmen will be my
manager from October"). Pure function of (user text, tags, note time) and the pinned model; the
offline extractor's id hashes this file, so a change here is a new extractor version.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from threading import Lock
from typing import Any

from ..tags import singular
from .fact import Fact, norm_value
from .offline_parse import _names, _role_noun, is_kin, phrase, pronoun_referent, zipf
from .slot_phrases import (
    announced,
    clause_verb,
    first_person,
    label,
    negated,
    owned,
    possessor,
    question_tokens,
    replaced,
    role,
    value_tokens,
    with_model,
)

SLOTS_VERSION = "slots/1"
Token = Any

# Verbs of residence and of employment: English's closed classes by which a change of home or
# job is told ("moved to", "relocated to", "joined"); each class is one attribute.
_VERB_CLASS = {"live": "live", "move": "live", "relocate": "live", "settle": "live", "work": "work"}
# Verbs whose object, attached this way, is a value of a role English names: what one drives is
# one's car, whom one reports to is one's manager ("I drive a Kia Niro", "I report to Ida").
_OBJECT_CLASS = {("drive", "dobj"): "car", ("report", "to"): "manager"}
# Verbs by which a thing the user has goes somewhere new ("the book club moved to the Fox").
_THING_MOVES = frozenset({"move", "switch", "transfer", "relocate", "shift"})
# Endings of English agent nouns (manager, doctor, dentist, physician): such a noun may be a
# person, whose moving is not a new place for a thing of the user's.
_AGENT_ENDINGS = ("er", "or", "ist", "ian", "ant", "ent")
# A thing's new place is a venue or a service; a date says when, and a town or a person's name
# more likely tells of someone who moved.
_NOT_THING_PLACES = frozenset({"DATE", "TIME", "GPE", "LOC", "PERSON"})
# Verbs that state a new value even in the past tense ("I moved to Boise", "I joined Lumen").
_CHANGE_VERBS = frozenset({"move", "relocate", "join", "settle", "switch", "transfer", "start", "begin",
                           "change", "trade", "swap", "replace"})
# Verbs by which one value is given up for another: the new one follows "to", "for" or "with".
_SWAP_VERBS = ("switch", "change", "trade", "swap", "replace")
# Verbs that only say an amount changed ("went up to", "dropped to"): the noun names the attribute.
_AMOUNT_VERBS = frozenset({"be", "become", "go", "rise", "fall", "drop", "increase", "decrease", "change",
                           "get", "stay", "remain", "come", "climb", "jump", "raise", "lower", "bump", "cut"})
# Verbs that state what something measures ("she weighs 27 kg", "he measures 1.2 m").
_MEASURE_VERBS = frozenset({"weigh", "measure"})
_AMOUNT_LABELS = frozenset({"QUANTITY", "MONEY", "PERCENT", "CARDINAL"})
# Words that open a correction of something said before.
_CORRECTION = frozenset({"actually", "correction", "sorry", "oops", "meant", "mistake", "wrong"})
# Verbs by which a value stops holding: the user ends it, or its holder leaves.
_END_VERBS = frozenset({"cancel", "quit", "leave", "sell", "resign", "retire", "end", "terminate"})
# Verbs by which the user comes to have a thing.
_GET_VERBS = frozenset({"buy", "get", "purchase", "lease", "order", "adopt", "acquire"})


def facts_of(doc: Any) -> list[Fact]:
    """Slot facts of one parsed user text (see the module docstring)."""
    out: list[Fact] = []
    seen: set[int] = set()
    questions = question_tokens(doc)

    def add(slot: str | None, toks: list[Token], cues: Sequence[str], verb: Token,
            head: Token | None = None, replaces: str | None = None) -> None:
        if not toks or toks[-1].i in seen or toks[-1].i in questions or negated(verb):
            return
        if toks[0].i > 0 and toks[0].nbor(-1).dep_ == "neg":
            return  # "..., not 20": the value named as wrong
        if all(t.ent_type_ in ("DATE", "TIME") and not t.like_num for t in toks):
            return  # "from November" says when, not what
        toks = with_model(toks)
        value = norm_value(label(toks))
        if not value:
            return
        seen.update(t.i for t in toks)
        out.append(Fact(slot, value, label(toks), tuple(dict.fromkeys(c for c in cues if c)),
                        announced(verb), replaces or replaced(head or toks[-1])))

    # 1. a name beside a noun the user possesses; "X takes over as my manager"
    for t in doc:
        if t.dep_ == "pobj" and t.head.lower_ == "as" and t.pos_ == "NOUN" and possessor(t) == "user":
            verb = t.head.head
            subj = next((c for c in verb.children if c.dep_ == "nsubj" and c.pos_ in ("PROPN", "NOUN")), None)
            if subj is not None:
                add(f"user/{role(t)}", value_tokens(subj), [t.lemma_.lower()], verb)
    for name in _names(doc):
        noun = _role_noun(name.toks[-1])
        if noun is not None and owned(noun) == "user":
            add(f"user/{role(noun)}", name.toks, [noun.lemma_.lower()], clause_verb(name.toks[-1]))
    for t in doc:
        # "my new phone, a Pixel 8, ...", "I got a new car, a Volvo XC40": a name in apposition
        # to a noun of the user's, which the entity model did not mark as a name
        if (t.dep_ == "appos" and t.pos_ == "PROPN" and t.head.pos_ == "NOUN" and owned(t.head) == "user"
                and t.left_edge.i > t.head.i + 1 and t.doc[t.head.i + 1].text == ","):
            add(f"user/{role(t.head)}", value_tokens(t), [t.head.lemma_.lower()], clause_verb(t))
    for t in doc:
        # 2. copulas: "my title is staff engineer", "Dana is my new boss", "it's 75 mg, not 50"
        if t.lemma_ in ("be", "become") and t.pos_ in ("AUX", "VERB"):
            subj = next((c for c in t.children if c.dep_ in ("nsubj", "nsubjpass")), None)
            attr = next((c for c in t.children if c.dep_ in ("attr", "acomp") and (
                c.pos_ in ("NOUN", "PROPN", "NUM") or c.ent_type_ and c.ent_type_ not in ("DATE", "TIME"))), None)
            if subj is None or attr is None:
                continue
            owner = possessor(subj) if subj.pos_ == "NOUN" else None
            unit = _unit_of(attr) if _is_amount(attr) else None
            if owner is not None and owner != "user" and unit:
                # "Pickle's weight is 12 kg" and "Pickle is down to 13 kg": one slot, the unit's
                add(f"{owner}/{unit}", value_tokens(attr), [subj.lemma_.lower(), unit], t)
            elif owner is not None:
                add(f"{owner}/{role(subj)}", value_tokens(attr), [subj.lemma_.lower()], t)
            elif attr.pos_ == "NOUN" and possessor(attr) == "user" and subj.pos_ in ("PROPN", "NOUN"):
                add(f"user/{role(attr)}", value_tokens(subj), [attr.lemma_.lower()], t)
            elif first_person(subj) and attr.pos_ == "NOUN" and not _is_amount(attr) and any(
                    c.dep_ == "det" and c.lower_ in ("a", "an") for c in attr.children):
                # "I'm a senior QA analyst now": what the user is, keyed by its head noun, so a
                # later "I'm a lead analyst" replaces it and "I'm a vegetarian" does not
                add(f"user/{singular(attr.lemma_.lower())}", value_tokens(attr), [attr.lemma_.lower()], t)
            elif subj.pos_ == "PRON" and not first_person(subj) and (
                    replaced(attr) or any(w.lower_ in _CORRECTION for w in t.sent)):
                add(None, value_tokens(attr), [], t, attr)  # an open correction
        # 3. amounts of a possessed noun or of a named subject
        if _is_amount(t) and t.dep_ in ("dobj", "pobj", "attr", "npadvmod") and t.i not in seen:
            _amount(doc, t, add)
        # 4. first-person verbs with a named object; 5. a value that ends ("I cancelled X", "X is retiring")
        if t.pos_ == "VERB" and (t.lemma_.lower() in _END_VERBS or t.lemma_.lower() == "step" and any(
                c.dep_ == "prt" and c.lower_ == "down" for c in t.children)):
            _end_fact(t, out, questions, add)
        elif t.pos_ == "VERB" and t.lemma_.lower() not in ("be", "have", "say", "tell", "think", "know"):
            _verb_fact(t, add)
    return out


def _unit_of(tok: Token) -> str:
    """The unit word of an amount ("kg" in "12.4 kg", "pound" in "900 pounds"), or ""."""
    toks = [t for t in value_tokens(tok) if not t.like_num and t.pos_ in ("NOUN", "PROPN", "SYM")]
    return singular(toks[-1].lemma_.lower()) if toks else ""


def _is_amount(t: Token) -> bool:
    """A number with its unit: "75 mg", "$2,100", "14 pounds"."""
    return (t.ent_type_ in _AMOUNT_LABELS or t.like_num
            or t.pos_ in ("NOUN", "PROPN") and any(c.dep_ == "nummod" and c.like_num for c in t.children))


def _amount(doc: Any, tok: Token, add: Any) -> None:
    head = tok.head
    while head.pos_ not in ("VERB", "AUX") and head.head.i != head.i and head.pos_ in ("ADP", "ADV", "ADJ", "PART"):
        head = head.head  # "is down to 13.1 kg", "went up to 1500 mg"
    if head.pos_ not in ("VERB", "AUX") or (head.lemma_ == "be" and tok.dep_ == "npadvmod"):
        return
    toks = [t for t in value_tokens(tok) if t.like_num or t.pos_ in ("SYM", "NOUN", "PROPN", "NUM")]
    unit = _unit_of(tok)
    if replaced(tok):
        # "the rent is 1,200 from November, not 1,240", "we pay 36 pounds, not 38": a correction,
        # attached to the slot whose value it names
        add(None, toks, [], head, tok)
        return
    _amount_by_subject(tok, head, toks, unit, add)


def _amount_by_subject(tok: Token, head: Token, toks: list[Token], unit: str, add: Any) -> None:
    """The amount's slot from the subject or object of its verb: a named subject measured in a
    unit, a possessed or bare noun (the user's), or what a first-person subject takes."""
    of = next((p for p in tok.children if p.dep_ == "prep" and p.lower_ == "of"), None)
    measured = next((o for o in of.children if o.dep_ == "pobj"), None) if of is not None else None
    if measured is None and toks and any(c.dep_ == "dobj" and first_person(c) for c in head.children):
        # "the doctor put me on sertraline, 50 mg a day", "switched me from X to citalopram, 20 mg":
        # the amount right after what the user was put on, with nothing but a comma between
        preps = [p for p in head.children if p.dep_ == "prep"]
        preps += [q for p in preps for q in p.children if q.dep_ == "prep"]
        measured = next((o for p in preps if p.lower_ in ("on", "to") for o in p.children
                         if o.dep_ == "pobj" and o.pos_ in ("NOUN", "PROPN") and o.i < toks[0].i
                         and all(t.is_punct for t in tok.doc[o.i + 1: toks[0].i])), None)
    if measured is not None and any(c.dep_ in ("nsubj", "dobj") and first_person(c) for c in head.children):
        # "I take 50 mg of sertraline", "the doctor put me on 20 mg of sertraline": the thing
        # measured names the attribute, whoever set the amount
        add(f"user/{phrase(measured)}", toks, [measured.lemma_.lower()], head)
        return
    # a noun of the user's says whose amount it is before a named or another's does, and those
    # before a bare one ("the GP raised my dose to 40 mg": the dose, not the GP's)
    children = sorted(head.children, key=lambda c: (possessor(c) != "user", not (possessor(c) or c.pos_ == "PROPN")))
    for c in children:
        if c.dep_ in ("nsubj", "nsubjpass") and c.pos_ == "PRON" and not first_person(c):
            # "it went up to 1500 mg, not 1000": a correction of a value said before
            if replaced(tok) or any(w.lower_ in _CORRECTION for w in tok.sent):
                add(None, toks, [], head, tok)
            elif tok.ent_type_ == "QUANTITY" and (head.lemma_ in _MEASURE_VERBS or head.lemma_ == "be" and tok.dep_ == "attr") and (
                    who := pronoun_referent(c)) is not None:
                # "we adopted Pepper; she weighs 27 kg": the measure of whom "she" stands for (only a
                # measure: "she started me on 50 mg" is the user's dose, "he's 32" may be anything)
                _noun_amount(who, False, head, toks, unit, add)
            return
        if (c.dep_ in ("nsubj", "nsubjpass", "dobj") and c.i != tok.i and c.pos_ in ("NOUN", "PROPN")
                and _noun_amount(c, c.dep_ == "dobj", head, toks, unit, add)):
            return
        if c.dep_ == "nsubj" and first_person(c):
            return  # what the user takes with no "of X" names no attribute


def _noun_amount(c: Token, measured_object: bool, head: Token, toks: list[Token], unit: str, add: Any) -> bool:
    """The fact of an amount whose verb has ``c`` as its subject (or its object, ``measured_object``):
    whether ``c`` settled the amount's slot, or that it has none."""
    owner = possessor(c)
    if c.pos_ == "PROPN" and owner is None and unit:
        # a named subject measured in a unit: "Pickle is down to 13 kg", "the vet weighed Pickle at 14 kg";
        # the name is a cue too, so that "Pickle's weight" finds the slot
        add(f"{norm_value(c.text)}/{unit}", toks, [unit, head.lemma_.lower(), c.lower_], head)
        return True
    if owner is not None and is_kin(c.lemma_.lower()):
        return True  # "my dad is on 1000 mg": a fact about someone else
    if owner is None and c.pos_ == "NOUN" and not is_kin(c.lemma_.lower()) and not any(
            x.pos_ == "PROPN" or x.dep_ == "poss" for x in c.children):
        # "the rent went up to X": in one user's memory, the user's rent; but not "his
        # rent" or "my neighbour's dog", whose owner is someone else
        owner = "user"
    if owner is None:
        return False
    # "my rent went up to $X": the noun is the attribute; "my dog weighs X": the verb too
    verb = head.lemma_.lower()
    attr = role(c) if verb in _AMOUNT_VERBS or measured_object else f"{role(c)}_{verb}"
    add(f"{owner}/{attr}", toks, [c.lemma_.lower(), verb], head)
    return True


def _subject(verb: Token, gov: Token) -> Token | None:
    """The subject of ``gov`` (the verb that governs ``verb``), or for a verb joined by "and" the
    first verb's ("I left X and joined Y", "I bought X and sold Y")."""
    subj = next((c for c in gov.children if c.dep_ == "nsubj"), None)
    if subj is None and verb.dep_ == "conj":
        subj = next((c for c in verb.head.children if c.dep_ == "nsubj"), None)
    return subj


def _end_fact(verb: Token, out: list[Fact], questions: set[int], add: Any) -> None:
    """A value that stops holding: the user ends it ("I cancelled Ironbark", "I sold the Civic")
    or a named holder leaves it ("Hedda is retiring"). An open fact: the chain gives it the slot
    whose current value it names. When the same sentence has the user get something named in its
    place ("I bought a Mazda and sold the Niro"), that is the value which replaces it."""
    if verb.i in questions or negated(verb):
        return
    subj = _subject(verb, verb)
    if subj is None:
        return
    target = subj if subj.pos_ == "PROPN" else None
    if subj is not None and first_person(subj):
        target = next((c for c in verb.children if c.dep_ == "dobj" and (c.pos_ == "PROPN" or any(
            x.pos_ == "PROPN" for x in c.children))), None)
    if target is None:
        return
    name = norm_value(label(value_tokens(target)))
    got = _got_instead(verb) if first_person(subj) else None
    if name and got is not None:
        add(None, value_tokens(got), [], verb, None, name)
    elif name:
        out.append(Fact(None, "", f"no longer {label(value_tokens(target))}", (), announced(verb), name))


def _got_instead(verb: Token) -> Token | None:
    """The named thing a verb of getting joined to ``verb`` by "and" takes: "bought a Mazda" in
    "I bought a Mazda and sold the Niro" (either order)."""
    partners = [c for c in verb.children if c.dep_ == "conj"] + ([verb.head] if verb.dep_ == "conj" else [])
    for p in partners:
        if p.lemma_.lower() in _GET_VERBS and not negated(p):
            obj = next((c for c in p.children if c.dep_ == "dobj"), None)
            if obj is not None and (obj.pos_ == "PROPN" or any(x.pos_ == "PROPN" for x in obj.children)):
                return obj
    return None


def _diary(verb: Token) -> bool:
    """A diary's dropped subject, the writer ("Moved my number to X.", "Finally switched to Y.",
    "Got promoted to team lead!"): a past verb that opens its sentence but for adverbs and auxiliaries."""
    return verb.dep_ == "ROOT" and verb.tag_ in ("VBD", "VBN") and all(
        t.dep_ in ("advmod", "aux", "auxpass", "intj", "punct") for t in verb.doc[verb.sent.start: verb.i])


def _verb_fact(verb: Token, add: Any) -> None:
    # "I started working at X": the subject and tense are the governing verb's
    gov = verb.head if verb.dep_ == "xcomp" else verb
    subj = _subject(verb, gov)
    lemma = verb.lemma_.lower()
    if subj is None and lemma == "promote":  # "I got promoted to senior designer": the new title
        passive = next((c for c in verb.children if c.dep_ == "nsubjpass"), None)
        to = [o for p in verb.children if p.dep_ == "prep" and p.lower_ == "to" for o in p.children
              if o.dep_ == "pobj" and o.pos_ == "NOUN"]
        if to and (passive is None and _diary(verb) or passive is not None and first_person(passive)):
            # keyed by the title's head noun, as "I'm a designer" is, so the two form one chain
            add(f"user/{singular(to[0].lemma_.lower())}", value_tokens(to[0]), [to[0].lemma_.lower(), lemma], verb)
        return
    if subj is not None and subj.pos_ == "NOUN" and lemma in _THING_MOVES:
        _thing_moved(verb, subj, lemma, add)
        return
    if not (subj is None and _diary(verb)) and (subj is None or not first_person(subj)):
        return
    present = gov.tag_ in ("VBP", "VBZ") or gov.tag_ == "VBG" and any(
        c.dep_ == "aux" and c.tag_ in ("VBP", "VBZ") for c in gov.children)
    if not (present or lemma in _CHANGE_VERBS or gov.lemma_.lower() in _CHANGE_VERBS
            or any(c.lower_ in ("will", "'ll") for c in gov.children)):
        return
    preps = [p for p in verb.children if p.dep_ == "prep"]
    preps += [p for a in verb.children if a.dep_ in ("advmod", "prt", "dobj")
              for p in a.children if p.dep_ == "prep"]
    objs = [c for c in verb.children if c.dep_ == "dobj"]
    objs += [o for p in preps if p.lower_ in ("to", "in", "at", "for", "into") or (p.lower_ == "with" and lemma == "replace")
             for o in p.children if o.dep_ == "pobj"]
    if _VERB_CLASS.get(lemma) == "live":  # "moved to a house in Leeds": the named place the home is in
        objs += [o for obj in objs if obj.dep_ == "pobj" for p in obj.children if p.dep_ == "prep" and p.lower_ == "in"
                 for o in p.children if o.dep_ == "pobj"]
    # "we changed vets to X", "I switched to a pharmacy called X": the noun names the attribute
    dobj = next((c for c in verb.children if c.dep_ == "dobj" and c.pos_ == "NOUN"), None)
    if dobj is not None and not is_kin(dobj.lemma_.lower()):
        # "moved my number to Northspark", "transferred the insurance to Bellwether": the thing
        # moved names the attribute, the named place it went to is the value
        to = [o for p in preps if p.lower_ == "to" for o in p.children if o.dep_ == "pobj"]
        named_to = next((o for o in to if o.pos_ == "PROPN"), None)
        if named_to is not None:
            attr = singular(dobj.lemma_.lower()) if dobj.lemma_.isalpha() else dobj.lemma_.lower()
            add(f"user/{attr}", value_tokens(named_to), [attr, lemma], verb)
            return
    _object_fact(verb, lemma, objs, dobj, add)


def _thing_moved(verb: Token, subj: Token, lemma: str, add: Any) -> None:
    """A thing of the user's that moved to a named place: "the book club has moved to the Fox",
    "our team standup moved over to Huddle". The thing names the slot, and only a thing named by
    a compound ("book club", "family chat"): a bare noun may be a group the user belongs to ("the
    whole company moves to X", "my company" is the employer) and a kin or agent noun a person
    (engineering departure: a one-word thing's move is left to the ``change`` features)."""
    low = subj.lemma_.lower()
    if is_kin(low) or low.endswith(_AGENT_ENDINGS) or possessor(subj) not in (None, "user"):
        return
    kids = list(subj.children)
    if any(c.pos_ == "PROPN" for c in kids if c.dep_ in ("compound", "poss", "appos")) or not any(
            c.dep_ == "compound" and c.pos_ == "NOUN" for c in kids):
        return
    holders = [verb, *(c for c in verb.children if c.dep_ in ("advmod", "prt"))]
    to = [o for h in holders for p in h.children if p.dep_ == "prep" and p.lower_ in ("to", "into", "onto")
          for o in p.children if o.dep_ == "pobj"]
    named = next((o for o in to if o.pos_ == "PROPN" and o.ent_type_ not in _NOT_THING_PLACES), None)
    if named is not None:
        add(f"user/{phrase(subj)}", value_tokens(named), [low, lemma], verb)


def _object_fact(verb: Token, lemma: str, objs: list[Token], dobj: Token | None, add: Any) -> None:
    """The fact of the first named object of a change verb: the new value of the slot the
    switched noun, the traded-away value or the verb's class names."""
    if lemma in _SWAP_VERBS:
        objs.sort(key=lambda o: o.dep_ != "pobj")  # the new value is the one after "to"/"for"
    for obj in objs:
        if lemma in _SWAP_VERBS and obj.dep_ == "pobj":
            kind = dobj if dobj is not None else (obj if obj.pos_ == "NOUN" else None)
            named = next((c for c in obj.subtree if c.dep_ in ("oprd", "appos") and c.pos_ == "PROPN"), None)
            value = named if named is not None and kind is not None and kind.i == obj.i else obj
            if kind is not None and value.pos_ == "PROPN":
                add(f"user/{singular(kind.lemma_.lower())}", value_tokens(value), [kind.lemma_.lower(), lemma], verb)
                return
            old = next((c for c in verb.children if c.dep_ == "dobj" and c.pos_ == "PROPN"), None)
            if old is not None and value.pos_ == "PROPN":
                # "I traded the Civic in for a Subaru": the slot is the one holding the Civic
                add(None, value_tokens(value), [], verb, None, norm_value(label(value_tokens(old))))
                return
        named = obj.pos_ == "PROPN" or bool(obj.ent_type_) or any(
            c.pos_ == "PROPN" and c.dep_ in ("compound", "nmod") for c in obj.children)
        if not named:
            continue
        if obj.ent_type_ in ("DATE", "TIME") or obj.ent_type_ in _AMOUNT_LABELS:
            continue
        if lemma in ("move", "relocate") and any(c.dep_ == "dobj" for c in verb.children):
            return  # "moved everything to X", "moved Ezra to a school": what moved is not the user's home
        how = "dobj" if obj.dep_ == "dobj" else obj.head.lower_
        # "a/my Kia Niro" is a thing; a bare name may be where one drives ("drive across Norfolk")
        thing = how != "dobj" or any(c.dep_ == "poss" or c.lower_ in ("a", "an") for c in obj.children)
        cls = _OBJECT_CLASS.get((lemma, how)) if thing else None
        attr = _VERB_CLASS.get(lemma) or cls or _kind(obj) or lemma
        attr = singular(attr) if attr.isalpha() else attr
        add(f"user/{attr}", value_tokens(obj), [attr, lemma], verb)
        return


def _kind(obj: Token) -> str | None:
    """The common noun that ends a name and says what it is ("Elm Street pool", "Rowan Street
    Pharmacy"): a frequent English word, so "pharmacy" but not "Parcelmed"."""
    low = str(obj.lemma_).lower()
    if any(c.dep_ == "nummod" for c in obj.children):
        return None  # a model's name and number ("Tesla Model 3", "Pixel 8"), not a kind
    if obj.pos_ == "NOUN" or (obj.pos_ == "PROPN" and zipf(low) >= 3.5 and low.isalpha()
                              and any(c.dep_ == "compound" for c in obj.children)):
        return low
    return None


def self_share(doc: Any) -> float:
    """How much of the text is about the user: the share of clauses whose subject is "I"/"we" or
    a thing the user has ("my rent"), against those about someone else ("my colleague Tobias",
    "Bosun", "she"); 0.5 when no clause has a subject."""
    mine = other = 0
    for t in doc:
        if t.dep_ != "nsubj" or t.head.dep_ not in ("ROOT", "conj", "ccomp"):
            continue
        if t.pos_ == "PRON":
            if first_person(t):
                mine += 1
            elif t.lower_ in ("he", "she", "they", "him", "her"):
                other += 1
        elif t.pos_ == "PROPN" or is_kin(t.lemma_.lower()) or any(
                c.dep_ in ("appos", "compound") and c.pos_ == "PROPN" for c in t.children):
            other += 1
        elif possessor(t) == "user":
            mine += 1
    return mine / (mine + other) if mine + other else 0.5


# -- a cache shared with the offline extractor ------------------------------------------------
# The extractor has the parse of every note it tags; keeping what the index reads from it (the
# facts and the self share) saves the index a second parse of the same text. Keyed by the text;
# bounded.
Analysis = tuple[list[Fact], float]
_CACHE: OrderedDict[str, Analysis] = OrderedDict()
_CACHE_MAX = 20000
_cache_lock = Lock()


def cache_put(text: str, got: Analysis) -> None:
    with _cache_lock:
        _CACHE[text] = got
        while len(_CACHE) > _CACHE_MAX:
            _CACHE.popitem(last=False)


def cached(text: str) -> Analysis | None:
    with _cache_lock:
        return _CACHE.get(text)


def analyse_many(texts: Sequence[str]) -> list[Analysis]:
    """(facts, self share) of many user texts, parsed in one batch (cached results reused)."""
    from .offline_nlp import load
    from .offline_parse import merge_hyphenated

    out: list[Analysis | None] = [cached(t) for t in texts]
    todo = [i for i, f in enumerate(out) if f is None]
    if todo:
        nlp = load()
        for i, doc in zip(todo, nlp.pipe([texts[i] for i in todo], batch_size=64), strict=True):
            out[i] = analyse(merge_hyphenated(doc))
            cache_put(texts[i], out[i])  # type: ignore[arg-type]
    return [f or ([], 0.5) for f in out]


def parse_facts(texts: Sequence[str]) -> list[list[Fact]]:
    return [facts for facts, _ in analyse_many(texts)]


def analyse(doc: Any) -> Analysis:
    try:
        return facts_of(doc), self_share(doc)
    except Exception:  # noqa: BLE001 - a rule bug must never cost a note (or a query)
        return [], 0.5
