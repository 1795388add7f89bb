"""Context rules around names for the offline extractor: who a name is (from the words around it),
which role it holds, names used only to address someone, and relations mentioned without a name."""

from __future__ import annotations

from ..text import STOPWORDS
from . import offline_entities as ent
from . import offline_lexicon as lex
from .offline_facts import Cand
from .offline_text import Tok
from .offline_topics import COMMON_ADJECTIVES, NOT_TOPIC

ORG_ROLE_HEADS = lex.ORG_HEADS | {
    "company",
    "agency",
    "firm",
    "business",
    "employer",
    "lender",
    "insurer",
    "caterer",
    "vendor",
    "platform",
    "insurance",
    "provider",
}


# --- entity context -----------------------------------------------------------------------------


GREETINGS = frozenset(
    {"hey", "hi", "hello", "dear", "thanks", "bye", "yes", "yeah", "yep", "wow", "ok", "okay"}
)


def verb_not_name(span: ent.Span, toks: list[Tok]) -> bool:
    """ "Hope you like it", "Will you come?": a sentence-initial word that is also a name."""
    if len(span.toks) != 1 or not span.toks[0].first or not lex.is_known_word(span.lows[0]):
        return False
    nxt = toks[span.end] if span.end < len(toks) else None
    return nxt is not None and nxt.low in {"you", "i", "we", "they", "he", "she", "it", "that", "so", "this"}


def vocative_spans(toks: list[Tok], spans: list[ent.Span]) -> set[int]:
    """Names used to address someone ("Hey Nura, ...", "Wow, Caroline!", "Thanks, Mel.") are no facts."""
    out: set[int] = set()
    for s in spans:
        low = s.lows[0] if s.lows else ""
        if len(s.toks) != 1 or s.title or (lex.place_kind(low) and not lex.is_first_name(low)):
            continue
        sent = s.toks[0].sent
        prev = toks[s.start0 - 1] if s.start0 > 0 and toks[s.start0 - 1].sent == sent else None
        nxt = toks[s.end] if s.end < len(toks) and toks[s.end].sent == sent else None
        after = toks[s.end + 1] if s.end + 1 < len(toks) else None
        if not (prev is None or prev.text == "," or prev.low in GREETINGS):
            continue
        if not (nxt is None or nxt.text in {",", "!", "?", "."}):
            continue
        if nxt is not None and nxt.text == "," and after is not None and after.low in ent.DETERMINERS:
            continue  # "Kevin, my roommate, ...": an apposition
        if prev is not None and prev.text == ",":
            before = toks[s.start0 - 2] if s.start0 >= 2 else None
            if (
                before is not None
                and before.kind == "w"
                and before.cap
                and before.low not in GREETINGS
                and before.low not in lex.INTERJECTIONS
                and before.low not in STOPWORDS
            ):
                continue  # "Raj, Emma and me": a list of names
        out.add(s.start)
    return out


def apply_context(e: ent.Entity, toks: list[Tok], text_lows: set[str]) -> None:
    span = e.span
    if e.kind == "role":
        return  # a job title ("Tech Lead") is already what it is
    role = ent.named_role(span, toks) or ent.left_role(span, toks) or ent.copula_left(span, toks)
    pronoun = ""
    if not role:
        role, pronoun = ent.name_is_role(span, toks)
        if pronoun:
            role = _antecedent(toks, span.start0)
    right = ent.copula_right(span, toks)
    if role:
        e.used.extend(t.i for t in role)
    if right:
        e.used.extend(t.i for t in right)
    phrases = [ent.role_text(role)] if role else []
    if right:
        phrases.append(ent.role_text(right))
    if phrases and not e.known:
        head = phrases[0].split()[-1]
        if head in lex.PETS:
            e.kind, e.prefix, e.cat, e.strong = "pet", "pet", "who", True
        elif e.kind in {"place", "org"}:
            if role and not ent.person_like(head):
                # "a traditional ryokan called Zen Garden": the noun names the kind of place.
                e.prefix = lex.noun_lemma(head)
                phrases = phrases[1:]
        elif (e.kind == "person" and (span.title or lex.is_first_name(span.lows[0]))) or (
            ent.person_like(head) and not _thing_name(span)
        ):
            e.kind, e.prefix, e.cat, e.strong = "person", "person", "who", True
        elif role:
            noun = lex.noun_lemma(head)
            e.kind, e.prefix, e.strong = "thing", noun, True
            e.cat = _category_of_noun(noun)
            phrases = phrases[1:]
            # The head became the prefix; "local running group" may still give a topic.
            e.used[:] = []
    if e.known and e.kind not in {"person", "pet", "org"}:
        phrases = [p for p in phrases if ent.person_like(p.split()[-1])]
    e.roles.extend(p for p in phrases if p and p not in e.roles)
    if e.kind == "person" and not e.roles and not e.known:
        _relationship(e, toks, text_lows)
    if (
        e.kind == "topic"
        or (
            e.kind == "person"
            and (span.title or len(span.toks) > 1)
            and not e.roles[1:]
            and not span.toks[-1].poss
        )
    ) and not e.known:
        _noun_after_or_preposition(e, toks)


def _category_of_noun(noun: str) -> str:
    if noun in lex.PLACE_NOUNS or noun in lex.VENUE_HEADS or noun in lex.VENUE_TYPES:
        return "where"
    return "who" if noun in ORG_ROLE_HEADS else "what"


def _thing_name(span: ent.Span) -> bool:
    first = span.toks[0].text
    return ent._camel(first) or (
        len(span.lows) > 1 and not lex.is_first_name(span.lows[0]) and not span.title
    )


def _antecedent(toks: list[Tok], before: int) -> list[Tok]:
    """The nearest preceding animal, else person noun ("a dog ... His name is Max" -> dog)."""
    window = toks[max(0, before - 40) : before]
    for t in reversed(window):
        if t.kind == "w" and not t.cap and t.low in lex.PETS:
            return [t]
    for t in reversed(window):
        if t.kind == "w" and not t.cap and ent.person_like(t.low) and t.low not in lex.TITLES:
            return [t]
    return []


def _relationship(e: ent.Entity, toks: list[Tok], text_lows: set[str]) -> None:
    """ "Alex and I ... wedding": the user's partner (spouse when married), or business partner."""
    k = e.span.end
    if k + 1 < len(toks) and toks[k].low == "and" and toks[k + 1].low in {"i", "me"}:
        if text_lows & lex.ROMANTIC_CUES:
            e.roles.append("partner")
            if text_lows & lex.MARRIAGE_CUES:
                e.roles.append("spouse")
        elif text_lows & lex.BUSINESS_CUES:
            e.roles.append("business partner")


def _plain_noun(t: Tok | None) -> bool:
    return (
        t is not None
        and t.kind == "w"
        and not t.cap
        and t.low not in STOPWORDS
        and t.low not in lex.GENERIC_NOUNS
        and t.low not in NOT_TOPIC
        and "NOUN" in lex.pos_of(t.low)
        and not t.low.endswith(("ed", "ing"))
    )


def _noun_after_or_preposition(e: ent.Entity, toks: list[Tok]) -> None:
    """ "Headspace app" -> app/headspace; "interview at Google" -> company/google; "in Lyon" -> place."""
    span = e.span
    k = span.end
    if (
        k < len(toks)
        and toks[k].kind == "w"
        and not toks[k].cap
        and toks[k].low not in STOPWORDS
        and lex.only_adjective(toks[k].low)
    ):
        k += 1  # "LG UltraWide curved monitor"
    head = toks[k] if k < len(toks) else None
    if e.kind == "person" and not (
        head is not None
        and (
            head.low in {"brand", "product", "company", "label"}
            or (len(span.toks) > 1 and not span.title and _plain_noun(head))
        )
    ):
        return  # "the Chase Sapphire card" names a product; "David Chen said" a person
    if (
        head is not None
        and head.kind == "w"
        and not head.cap
        and head.low not in STOPWORDS
        and head.low not in NOT_TOPIC
        and head.low not in COMMON_ADJECTIVES
        and lex.can_be_noun(head.low)
        and not lex.only_adjective(head.low)
        and not (head.low.endswith(("ed", "ing")) and lex.is_verb_form(head.low))
        and head.low not in lex.GENERIC_NOUNS
        and head.low not in lex.DAY_PARTS
        and head.low not in lex.WEEKDAYS
    ):
        nxt = toks[k + 1] if k + 1 < len(toks) else None
        if _plain_noun(nxt):
            k += 1  # "the Tsukiji fish market": the head is the last noun
            head = toks[k]
        noun = lex.noun_lemma(head.low)
        if noun in {"position", "title", "job"}:
            noun = "role"
        if not noun.isascii() or not noun.replace("-", "").isalpha():
            return  # a prefix must survive tag normalisation
        e.kind, e.prefix, e.strong = "thing", noun, True
        e.cat = "extra" if noun == "role" else _category_of_noun(noun)
        e.used.extend(range(span.end, k + 1))
        return
    prev = toks[span.start0 - 1] if span.start0 > 0 else None
    if prev is None:
        return
    window = {t.low for t in toks[max(0, span.start0 - 5) : span.start0]}
    common = all(lex.is_known_word(w) for w in span.lows)
    if prev.low == "at" or (prev.low in {"for", "from", "with", "joined", "join"} and window & ent.WORK_CUES):
        if window & ent.WORK_CUES:
            e.kind, e.prefix, e.cat = "org", "company", "who"
        elif prev.low == "at":
            e.kind, e.prefix, e.cat = "place", "location", "where"
    elif prev.low in {"from", "by"} and not common:
        e.kind, e.prefix, e.cat = "org", "organization", "who"  # "from IKEA", "by Tissot"
    elif prev.low in ent.PLACE_PREPS and not common and (prev.low != "to" or window & TRAVEL_CUES):
        e.kind, e.prefix, e.cat = "place", "location", "where"
    elif prev.low in {"through", "via"}:
        e.kind, e.prefix, e.cat = "org", "organization", "who"
    elif (
        prev.low == "with"
        and len(span.lows) == 1
        and not lex.is_known_word(span.lows[0])
        and not ent._camel(span.toks[0].text)
        and not span.toks[0].text.isupper()
    ):
        e.kind, e.prefix, e.cat = "person", "person", "who"


TRAVEL_CUES = frozenset(
    "moved move moving trip flight flights travel traveling going went fly flying visit "
    "visiting drove drive".split()
)


def pronoun_roles(entities: list[ent.Entity], toks: list[Tok]) -> None:
    people = [e for e in entities if e.kind == "person"]
    for idx, gender, words in ent.pronoun_roles(toks):
        before = [e for e in people if e.span.start < idx and (not e.gender or e.gender == gender)]
        if before:
            role = ent.role_text(words)
            if role not in before[-1].roles:
                before[-1].roles.append(role)


def share_name_list_roles(entities: list[ent.Entity], toks: list[Tok]) -> None:
    """ "Their names are Raj and Emma": the second name gets the first one's role."""
    by_start = {e.span.start0: e for e in entities}
    for e in entities:
        k = e.span.end
        if e.roles and k + 1 < len(toks) and toks[k].low == "and" and (other := by_start.get(k + 1)):
            if not other.roles and other.kind == e.kind:
                other.roles.extend(e.roles)


def _role_path(role: str) -> list[tuple[str, str]]:
    words = role.split()
    head = words[-1]
    if head in lex.KIN or (len(words) == 1 and head in lex.KIN_TITLES):
        canon = lex.KIN.get(head, "")
        paths = [("extra", f"family/{'_'.join(words)}")]
        if canon:
            paths.append(("extra", f"family/{canon}"))
        return paths
    if head in lex.PETS:
        return [("extra", f"pet/{head}")]
    return [("extra", f"role/{'_'.join(words)}")]


def entity_cands(e: ent.Entity) -> list[Cand]:
    value = "_".join(w for w in e.span.lows)
    if e.kind == "thing" and e.span.title:
        value = f"{e.span.title}_{value}"
    label = e.span.surface
    prio = 8 if e.strong or e.kind in {"person", "pet", "place"} else 5.5
    out = [Cand(e.cat, f"{e.prefix}/{value}", prio, label, "entity")]
    for role in e.roles:
        for cat, path in _role_path(role):
            out.append(Cand(cat, path, 7.5, role, "role"))
    return out


# --- roles without names, generic places, topics ---------------------------------------------------


def kin_and_roles(toks: list[Tok], used: set[int]) -> list[Cand]:
    """ "my sister", "Mom", "our landlord", "my college friend": relations mentioned without a name."""
    out: list[Cand] = []
    for t in toks:
        if (
            t.i in used
            or t.kind != "w"
            or t.low in STOPWORDS
            or not (t.low in lex.KIN or t.low in lex.PETS or ent.person_like(t.low))
        ):
            continue
        prev = toks[t.i - 1] if t.i > 0 else None
        nxt = toks[t.i + 1] if t.i + 1 < len(toks) else None
        if (
            not t.poss
            and nxt is not None
            and nxt.kind == "w"
            and not nxt.cap
            and nxt.low not in STOPWORDS
            and lex.can_be_noun(nxt.low)
            and not lex.only_adjective(nxt.low)
        ):
            continue  # "my dog park": the head noun comes later
        if t.low in lex.KIN and (
            t.cap or t.poss or (prev is not None and prev.low in ent.POSSESSIVE_DET | {"the"})
        ):
            for cat, path in _role_path(t.low):
                out.append(Cand(cat, path, 6.5, t.low, "role"))
            used.add(t.i)
        elif (
            prev is not None
            and not t.cap
            and t.low not in STOPWORDS
            and (ent.person_like(t.low) or t.low in lex.PETS)
        ):
            words, _ = ent._np_leftwards(toks, t.i, t.sent)
            if (
                words
                and toks[words[0].i - 1].low in ent.POSSESSIVE_DET
                and not any(w.i in used for w in words)
            ):
                role = ent.role_text(words[-2:])
                for cat, path in _role_path(role):
                    out.append(Cand(cat, path, 6, role, "role"))
                used.update(w.i for w in words)
    return out


# Places named without an article ("at home", "to school").
BARE_PLACES = frozenset({"home", "school", "church", "college", "class", "town", "downtown", "bed", "campus"})


def generic_places(toks: list[Tok], used: set[int]) -> list[Cand]:
    out: list[Cand] = []
    for t in toks:
        if t.i in used or t.kind != "w" or t.cap and not t.first:
            continue
        if t.low not in lex.PLACE_NOUNS and t.low != "downtown":
            continue
        k = t.i - 1
        while k >= 0 and toks[k].kind == "w" and toks[k].low in ent.DETERMINERS:
            k -= 1
        nxt = toks[t.i + 1] if t.i + 1 < len(toks) else None
        if (
            nxt is not None
            and nxt.kind == "w"
            and not nxt.cap
            and nxt.low not in STOPWORDS
            and lex.can_be_noun(nxt.low)
        ):
            continue  # "home office", "gym membership": a topic, not a place
        if (
            k == t.i - 1
            and k >= 0
            and toks[k].low == "to"
            and lex.is_verb_form(t.low)
            and t.low not in BARE_PLACES
        ):
            continue  # "to track the milestones": a verb
        if t.low == "downtown" or (
            k >= 0 and toks[k].low in {"at", "in", "to", "from", "near", "inside", "into"}
        ):
            out.append(Cand("where", f"location/{t.low}", 4, t.low, "place"))
            used.add(t.i)
    return out
