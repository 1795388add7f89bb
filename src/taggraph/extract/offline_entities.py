"""Names, roles and places for the offline extractor.

A capitalised run of words ("David Chen", "Olive & Vine", "Dr. Peterson") is a name candidate.
Its kind (person, pet, organisation, place, product or topic) comes from, in order: the words around
it ("my trainer Jake", "an app called GuitarMaster", "The organizer is Patricia", "Alex and I",
"interview at Google"), the last word of the name ("Oak Street", "Nexus Corp"), the place gazetteer
and the first-name lists. A role found in the context is tagged beside the name, because questions
ask for the role ("who was the hiring manager?").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

from ..text import STOPWORDS
from . import offline_lexicon as lex
from .offline_text import Tok

DETERMINERS = frozenset({"my", "our", "his", "her", "their", "your", "the", "a", "an", "its"})
POSSESSIVE_DET = frozenset({"my", "our", "his", "her", "their", "your"})
CONNECTORS = frozenset({"&", "of", "for", "de", "la", "le", "du", "da", "del", "von", "van", "y", "and"})
COPULA = frozenset({"is", "was", "be", "became", "becomes", "as"})
PRONOUN_GENDER = {"he": "m", "him": "m", "his": "m", "she": "f", "her": "f", "hers": "f"}
WORK_CUES = frozenset(
    "work works working worked job interview interviewed offer employer employed intern internship "
    "role position career hired joining join joined leave leaving promoted company".split()
)
PLACE_PREPS = frozenset(
    {"in", "to", "from", "near", "visit", "visiting", "around", "outside", "across", "toward"}
)
# Role nouns for people that the suffix rule misses.
PERSON_NOUNS = frozenset(
    "friend buddy mate pal partner coach chef boss vet doctor nurse neighbor neighbour colleague coworker "
    "co-worker girl boy man woman guy lady kid child baby member classmate roommate landlord landlady "
    "mentor mentee tutor guide sensei midwife accountant assistant consultant attendant agent "
    "surgeon physician dentist pediatrician ob-gyn dj vp ceo cto cfo pm client patient student "
    "organizer lead head chief director president intern associate analyst".split()
)
NON_PERSON_ER = frozenset(
    "center centre computer monitor poster trailer container heater timer charger planner sticker cooker "
    "burger tower paper number order letter border answer dinner corner water flower power river shower "
    "finger weather winter summer cover manner matter mirror error color colour floor door tractor "
    "sector chapter semester register calendar theater theatre liter meter diameter quarter sweater "
    "blender counter cluster folder filter laptop printer router scooter helicopter major shelter "
    "poker soccer cancer butter burner washer dryer freezer speaker super proper "
    "dinner corner".split()
)


@lru_cache(maxsize=65536)
def person_like(word: str) -> bool:
    """Whether a role noun names a person ("trainer", "therapist", "sister"), not a thing."""
    w = word.lower()
    if w in lex.PETS:
        return False
    if w in lex.KIN or w in PERSON_NOUNS or w in lex.TITLES:
        return True
    if w in NON_PERSON_ER:
        return False
    return len(w) > 4 and w.endswith(("er", "or", "ist", "ian", "ee", "eer", "ess"))


@dataclass
class Span:
    toks: list[Tok]
    title: str = ""  # "dr", "uncle", ... stripped from the front
    start0: int = -1  # index of the first token including the title

    @property
    def start(self) -> int:
        return self.toks[0].i

    @property
    def end(self) -> int:  # exclusive token index
        return self.toks[-1].i + 1

    @property
    def surface(self) -> str:
        out: list[str] = []
        for t in self.toks:
            s = t.text + ("'s" if t.poss and t is not self.toks[-1] else "")
            if out and (t.text == "&" or out[-1] == "&"):
                out.append(s)
            else:
                out.append(s)
        return " ".join(out)

    @property
    def lows(self) -> list[str]:
        return [t.low for t in self.toks if t.kind == "w"]


@dataclass
class Entity:
    span: Span
    kind: str  # person | pet | org | place | thing | topic
    prefix: str  # path prefix for the name
    cat: str  # 5W category of the name tag
    roles: list[str] = field(default_factory=list)  # raw role phrases ("hiring manager")
    gender: str = ""
    strong: bool = False  # kind known from explicit context
    known: bool = False  # kind taken from the ontology (an earlier note named it)
    used: list[int] = field(default_factory=list)  # extra tokens the name's tags account for


def _is_name_tok(t: Tok) -> bool:
    if t.kind != "w" or not t.cap:
        return False
    low = t.low
    if low in lex.WEEKDAYS or low in lex.HOLIDAYS:
        return False
    if low in lex.MONTHS and low not in {"may", "june", "april", "august"}:
        return False
    if low in {"may", "june", "april", "august"}:
        return False
    return True


def find_spans(toks: list[Tok], known: Callable[[str], bool]) -> list[Span]:
    """Capitalised runs, with titles split off and sentence-initial common words dropped."""
    spans: list[Span] = []
    n = len(toks)
    i = 0
    while i < n:
        t = toks[i]
        if not _is_name_tok(t):
            i += 1
            continue
        nxt = toks[i + 1] if i + 1 < n else None
        if (
            lex.is_demonym(t.low)
            and nxt is not None
            and nxt.kind == "w"
            and not nxt.cap
            and nxt.low not in STOPWORDS
        ):
            i += 1  # "Italian cooking": a modifier of the phrase, left to the topic rule
            continue
        run = [t]
        j = i + 1
        while j < n:
            u = toks[j]
            if u.sent != t.sent:
                break
            prev = run[-1]
            if (
                u.kind == "p"
                and u.text == "."
                and prev.low in lex.TITLES
                and j + 1 < n
                and _is_name_tok(toks[j + 1])
            ):
                j += 1
                continue
            if prev.poss and not (_is_name_tok(u) and len(run) >= 1 and u.low not in STOPWORDS):
                break
            if _is_name_tok(u):
                run.append(u)
                j += 1
                continue
            if (
                u.low in CONNECTORS
                and u.low != "and"
                and j + 1 < n
                and _is_name_tok(toks[j + 1])
                and toks[j + 1].sent == t.sent
            ):
                run.extend([u, toks[j + 1]])
                j += 2
                continue
            if (
                u.kind == "n"
                and u.low.isdigit()
                and len(u.low) <= 3
                and len(run) >= 1
                and run[-1].low not in lex.TITLES
            ):
                run.append(u)
                j += 1
            break
        # "5th Avenue": an ordinal before a street or venue word belongs to the name.
        if i > 0 and toks[i - 1].kind == "n" and run[-1].low in lex.STREET_HEADS | lex.VENUE_HEADS:
            run.insert(0, toks[i - 1])
        i = j
        for part in _split_name_list(run, known, toks[j] if j < n else None):
            span = _trim(part, known)
            if span is not None and not (len(span.toks) == 1 and len(span.toks[0].text) < 2):
                spans.append(span)
    return spans


def _split_name_list(run: list[Tok], known: Callable[[str], bool], nxt: Tok | None) -> list[list[Tok]]:
    """ "teaching Zara Python": a first name followed by a common word is two names, not one
    (unless a noun follows: "the Chase Sapphire card" is one product)."""
    if (
        len(run) == 2
        and not (
            nxt is not None
            and nxt.kind == "w"
            and not nxt.cap
            and lex.can_be_noun(nxt.low)
            and nxt.low not in STOPWORDS
        )
        and run[0].kind == run[1].kind == "w"
        and lex.is_first_name(run[0].low)
        and not lex.is_last_name(run[1].low)
        and (lex.is_known_word(run[1].low) or known(run[1].low))
        and run[1].low not in lex.VENUE_HEADS
        and run[1].low not in lex.STREET_HEADS
        and run[1].low not in lex.ORG_HEADS
    ):
        return [run[:1], run[1:]]
    return [run]


def _common_word(t: Tok, known: Callable[[str], bool]) -> bool:
    low = t.low
    if low in STOPWORDS:
        return True
    if known(low) or lex.is_first_name(low):
        return False
    return lex.is_known_word(low)


_TRAILING_FUNCTION_WORDS = frozenset(
    {"the", "a", "an", "and", "or", "of", "for", "to", "in", "on", "at", "by", "with"}
)


def _trim(run: list[Tok], known: Callable[[str], bool]) -> Span | None:
    # A sentence-initial word is capitalised by grammar, not because it is a name.
    while run and run[0].first:
        head = run[0]
        if head.low in lex.TITLES or head.low in lex.KIN_TITLES:
            break
        single = len(run) == 1 or run[1].kind != "w" or run[1].low in CONNECTORS
        if head.low in STOPWORDS or (
            _common_word(head, known)
            and (single or not lex.can_be_noun(head.low) or lex.is_verb_form(head.low))
        ):
            run = run[1:]
            if run:
                run[0] = run[0]
            continue
        break
    while run and (
        run[0].low in STOPWORDS
        or run[0].low in CONNECTORS
        or run[0].low in lex.INTERJECTIONS
        or (run[0].kind != "w" and len(run) == 1)
    ):
        run = run[1:]
    while run and (run[-1].low in CONNECTORS or run[-1].kind == "p"):
        run = run[:-1]
    if not run:
        return None
    title = ""
    start0 = run[0].i
    if len(run) > 1 and (run[0].low in lex.TITLES or run[0].low in lex.KIN_TITLES):
        title = run[0].low
        run = run[1:]
    if run and run[-1].low in _TRAILING_FUNCTION_WORDS and len(run) > 1:
        run = run[:-1]
    if len(run) == 1 and run[0].low in STOPWORDS:
        return None
    if len(run) == 1 and (run[0].low in lex.KIN or run[0].low in lex.TITLES):
        return None  # "Mom", "Dad": a family role, handled by the kinship rule
    if len(run) == 1 and run[0].first and run[0].low in lex.PLACE_NOUNS:
        return None
    if (
        len(run) == 1
        and run[0].first
        and run[0].low.endswith(("ed", "ing", "ly"))
        and not lex.is_first_name(run[0].low)
    ):
        return None  # "Much-needed break", "Checked out the library": grammar, not a name
    return Span(run, title, start0)


def classify(span: Span, toks: list[Tok], text_lows: set[str]) -> Entity:
    """Kind of one name from its own words and the place and name lists."""
    lows = span.lows
    head = lows[-1] if lows else ""
    value = " ".join(lows)
    if span.title:
        kin = span.title in lex.KIN_TITLES
        e = Entity(span, "person", "person", "who", strong=True)
        role = {"auntie": "aunt", "nana": "grandma", "granny": "grandma"}.get(span.title, span.title)
        if kin or lex.TITLES.get(span.title):
            e.roles.append(role if kin else lex.TITLES[span.title])
        return e
    if len(lows) == 1 and head in lex._languages() and lex.is_demonym(head):
        return Entity(span, "thing", "language", "what", strong=True)
    if lex.is_known_word(head) and person_like(head) and not any(lex.is_first_name(w) for w in lows):
        return Entity(span, "role", "role", "extra", strong=True)  # "Senior Engineer", "Tech Lead"
    if any(t.text == "&" for t in span.toks):
        return Entity(span, "org", "organization", "who", strong=True)
    if (
        len(lows) == 2
        and lex.is_first_name(lows[0])
        and lex.is_last_name(head)
        and head not in lex.STREET_HEADS
        and not (head in lex.VENUE_HEADS and lex.is_known_word(lows[0]))
    ):
        return Entity(span, "person", "person", "who", gender=_gender(lows[0]))
    if len(lows) >= 2 and head in lex.STREET_HEADS:
        return Entity(span, "place", "street", "where", strong=True)
    if len(lows) >= 2 and head in lex.ORG_HEADS:
        return Entity(span, "org", "organization", "who", strong=True)
    if len(lows) >= 2 and any(w in lex.VENUE_HEADS for w in lows):
        kind = lex.VENUE_TYPES.get(head) or next(
            (lex.VENUE_TYPES[w] for w in lows if w in lex.VENUE_TYPES), "location"
        )
        return Entity(span, "place", kind, "where", strong=True)
    place = lex.place_kind(value)
    prev = toks[span.start - 1].low if span.start > 0 else ""
    near_place = any(t.cap and lex.place_kind(t.low) for t in toks[max(0, span.start - 4) : span.start])
    place_context = prev in PLACE_PREPS or (prev in {"and", ","} and near_place)
    if place and not (len(lows) == 1 and lex.is_first_name(value) and not place_context):
        kind, pop = place
        if kind != "city" or pop >= 1_000_000 or place_context or prev in {"at", "of"}:
            return Entity(span, "place", kind, "where", strong=kind != "city")
    first = lows[0] if lows else ""
    if lex.is_first_name(first) and len(lows) <= 3 and not _camel(span.toks[0].text):
        return Entity(span, "person", "person", "who", gender=_gender(first))
    if len(lows) >= 2 and lex.is_last_name(head) and not lex.is_known_word(first):
        return Entity(span, "person", "person", "who")
    return Entity(span, "topic", "topic", "what")


def _camel(word: str) -> bool:
    return any(c.isupper() for c in word[1:]) and not word.isupper()


def _gender(first: str) -> str:
    return lex.name_gender(first)


# --- roles from the words around a name ---------------------------------------------------------

_ROLE_STOP = STOPWORDS | {"who", "which", "that", "so", "far", "now", "today", "tonight"}


def _role_word(t: Tok) -> bool:
    if t.kind != "w":
        return False
    if t.text.isupper() and 1 < len(t.text) <= 6:  # VP, DJ, OB-GYN
        return True
    return not t.cap and t.low not in _ROLE_STOP and t.low not in lex.WEEKDAYS and t.low not in lex.DAY_PARTS


def _np_leftwards(toks: list[Tok], k: int, sent: int, need_det: bool = True) -> tuple[list[Tok], int]:
    """Role words ending at index ``k`` back to a determiner or possessive; ([], k) when none."""
    words: list[Tok] = []
    while k >= 0 and len(words) < 4:
        t = toks[k]
        if t.sent != sent:
            break
        if t.kind == "w" and t.low in DETERMINERS:
            return (words, k) if words else ([], k)
        if t.kind == "w" and t.poss and t.cap and words:
            return words, k
        if _role_word(t) and not (t.poss and words):
            words.insert(0, t)
            k -= 1
            continue
        if t.low == "of" and words:
            words.insert(0, t)
            k -= 1
            continue
        break
    if words and not need_det:
        return words, k
    return [], k


def _valid_role(words: list[Tok]) -> bool:
    while words and words[0].low == "of":
        words = words[1:]
    if not words:
        return False
    head = words[-1].low
    if head.endswith(("ed", "ing")) and lex.is_verb_form(head) and not lex.can_be_noun(head):
        return False
    return not lex.only_adjective(head) and head not in lex.GENERIC_NOUNS


def role_text(words: list[Tok]) -> str:
    """Role words without leading common adjectives ("awesome fellow volunteer" -> "fellow volunteer")."""
    while len(words) > 1 and (
        words[0].low == "of"
        or (lex.only_adjective(words[0].low) and words[0].low != "best" and lex.zipf(words[0].low) >= 4.8)
    ):
        words = words[1:]
    return " ".join(t.low for t in words[-3:])


def left_role(span: Span, toks: list[Tok]) -> list[Tok]:
    """ "my trainer Jake", "a therapist, Dr. Nguyen", "our VP, Sarah Mitchell"."""
    k = span.start0 - 1
    if k >= 0 and toks[k].kind == "p" and toks[k].text in {",", "-", ":"}:
        k -= 1
    words, _ = _np_leftwards(toks, k, span.toks[0].sent)
    if words and "ADJ" in lex.pos_of(words[-1].low):  # "a white Toyota": a modifier, no role
        return []
    return words if _valid_role(words) else []


def named_role(span: Span, toks: list[Tok]) -> list[Tok]:
    """ "an app called GuitarMaster", "a junior developer on my team named Zara"."""
    k = span.start0 - 1
    if k >= 1 and toks[k].low == "the":
        k -= 1
    if k < 0 or toks[k].low not in {"named", "called"}:
        return []
    k -= 1
    if k >= 0 and toks[k].low in {"is", "was", "are", "be"}:
        k -= 1
    sent = span.toks[0].sent
    words, stop = _np_leftwards(toks, k, sent, need_det=False)
    # "the instructor in the app is named Maria": the head is before the prepositional phrase.
    if (
        words
        and stop >= 2
        and toks[stop].low in DETERMINERS
        and toks[stop - 1].low in {"in", "on", "at", "of", "from"}
        and not person_like(words[-1].low)
    ):
        outer, _ = _np_leftwards(toks, stop - 2, sent, need_det=False)
        if outer and _valid_role(outer) and person_like(outer[-1].low):
            words = outer
    return words if _valid_role(words) else []


def name_is_role(span: Span, toks: list[Tok]) -> tuple[list[Tok], str]:
    """ "The hiring manager's name is David Chen" -> (hiring manager); "His name is Max" -> pronoun."""
    k = span.start0 - 1
    if k < 2 or toks[k].low not in {"is", "was", "are"} or toks[k - 1].low not in {"name", "names"}:
        return [], ""
    owner = toks[k - 2]
    if owner.low in {"his", "her", "their", "its"}:
        return [], owner.low
    if owner.poss:
        if owner.cap and owner.low in lex.KIN:
            return [owner], ""
        words, _ = _np_leftwards(toks, k - 2, span.toks[0].sent, need_det=False)
        return (words, "") if _valid_role(words) else ([], "")
    return [], ""


def copula_right(span: Span, toks: list[Tok]) -> list[Tok]:
    """ "Raj is a software engineer", "Tom agreed to be the best man"."""
    return _copula_after(toks, span.end, span.toks[0].sent)


def _copula_after(toks: list[Tok], k: int, sent: int, have_copula: bool = False) -> list[Tok]:
    n = len(toks)
    if k < n and toks[k].kind == "p" and toks[k].text == ",":
        k += 1
    seen_copula = have_copula
    need_be = False
    for _ in range(5):  # "is", "has been", "is going to be", "agreed to be", "will be"
        if k >= n or toks[k].sent != sent:
            return []
        low = toks[k].low
        if low in {"is", "was", "be", "been", "became", "as"}:
            seen_copula = True
            need_be = False
            k += 1
            if low in {"be", "been", "as"} or (
                k < n and toks[k].low in DETERMINERS | {"now", "also", "still"}
            ):
                break
            continue
        if low in {"has", "have", "going", "to", "agreed", "will", "would", "now", "also", "still"}:
            need_be = need_be or low in {"to", "will", "would"}
            k += 1
            continue
        break
    if not seen_copula or need_be:
        return []
    while k < n and toks[k].low in {"now", "also", "still", "officially", "actually"}:
        k += 1
    if k < n and toks[k].low in DETERMINERS:
        k += 1
    words: list[Tok] = []
    while k < n and toks[k].sent == sent and len(words) < 4:
        t = toks[k]
        if t.kind == "w" and t.low == "of" and words:
            words.append(t)
        elif _role_word(t) and not (t.low.endswith("ing") and lex.is_verb_form(t.low)):
            if t.low.endswith(("ed", "en")) and lex.is_verb_form(t.low) and not lex.can_be_noun(t.low):
                break
            words.append(t)
        else:
            break
        k += 1
    while words and words[-1].low == "of":
        words.pop()
    # Only adjectives ("really proud") are no role.
    return words if words and _valid_role(words) and not all(lex.only_adjective(w.low) for w in words) else []


def copula_left(span: Span, toks: list[Tok]) -> list[Tok]:
    """ "The organizer is Patricia", "My car is a white Toyota Corolla"."""
    k = span.start0 - 1
    for _ in range(2):
        if k >= 0 and toks[k].kind == "w" and not toks[k].cap and "ADJ" in lex.pos_of(toks[k].low):
            k -= 1
    if k >= 0 and toks[k].low in {"a", "an"}:
        k -= 1
    if k < 1 or toks[k].low not in {"is", "was"}:
        return []
    words, _ = _np_leftwards(toks, k - 1, span.toks[0].sent)
    if words and words[-1].low in {"name", "names"}:
        return []
    return words if _valid_role(words) else []


def pronoun_roles(toks: list[Tok]) -> list[tuple[int, str, list[Tok]]]:
    """(token index, gender, role words) for "he's a chef", "she's a native speaker"."""
    out: list[tuple[int, str, list[Tok]]] = []
    for t in toks:
        if t.low in {"he", "she"}:
            toks_after = _copula_after(toks, t.i + 1, t.sent, have_copula=t.clitic == "'s")
            if toks_after:
                out.append((t.i, PRONOUN_GENDER[t.low], toks_after))
    return out
