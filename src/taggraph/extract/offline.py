"""The offline 5W extractor: deterministic, no network, the default of taggraph.

It reads the USER text of an exchange (the assistant text only names the topic when the user gave
none, as the paper's prompt requires: no facts from the assistant) and fills the paper's categories
in the LLM extractor's path style:

- who: ``user``, people (``person/david_chen``), pets (``pet/max``), organisations (``company/google``)
- what: topics and activities (``topic/job_interview``, ``activity/journaling``, ``app/headspace``)
- when: ``day/wednesday``, ``date/june_15``, ``month/may``, ``year/2026``, ``time/4pm``, ``time/morning``,
  ``schedule/weekly``, ``duration/2_week``
- where: ``city/san_diego``, ``country/japan``, ``location/oak_street``, ``location/home``
- why: ``reason/layoff``, ``goal/lose_20_pound``
- extra: roles beside the people who hold them (``role/hiring_manager``, ``family/sister``), pets'
  kinds (``pet/dog``), amounts (``salary/195k``), ages, counts, stated feelings (``feeling/nervous``)

Every tag goes through :class:`taggraph.tags.FiveW` normalisation. When the ontology already holds a
path whose last segment equals a candidate's value (``pet/max`` for a later "Max"), that path is
reused, so one entity keeps one path across notes. The extraction is a pure function of
(user, assistant, ontology): same input, same tags.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..tags import MAX_TAGS_PER_CATEGORY, FiveW, normalize_tag
from ..text import STOPWORDS
from . import offline_entities as ent
from . import offline_lexicon as lex
from .base import Extraction
from .offline_facts import (
    Cand,
    amount_cands,
    feeling_cands,
    reason_cands,
    time_cands,
)
from .offline_text import Tok, first_sentence, tokenize_rich
from .offline_topics import COMMON_ADJECTIVES, NOT_TOPIC, assistant_topic, topic_cands

EXTRACTOR_ID = "offline-v1"
MAX_TAGS = 15
# Most tags of one kind a note keeps; the total is capped at MAX_TAGS, lowest priority dropped first.
GROUP_CAPS = {"user": 1, "entity": 6, "role": 5, "time": 6, "place": 2, "amount": 4, "feeling": 2,
              "reason": 2, "topic": 8}
PREFIX_CATEGORY = {
    "person": "who", "pet": "who", "organization": "who", "company": "who", "bank": "who", "agency": "who",
    "firm": "who", "employer": "who", "team": "who",
    "city": "where", "country": "where", "state": "where", "location": "where", "street": "where",
    "day": "when", "month": "when", "date": "when", "year": "when", "time": "when", "season": "when",
    "holiday": "when", "schedule": "when", "duration": "when",
    "reason": "why", "goal": "why",
    "role": "extra", "family": "extra", "feeling": "extra", "age": "extra",
}
# Prefixes guessed without explicit context: an existing ontology path for the same value wins.
WEAK_PREFIXES = frozenset({"topic", "person", "location", "organization", "company", "city", "state"})
FIRST_PERSON = frozenset({"i", "me", "my", "mine", "myself", "we", "us", "our", "ours"})
ORG_ROLE_HEADS = lex.ORG_HEADS | {"company", "agency", "firm", "business", "employer", "lender", "insurer",
                                  "caterer", "vendor", "platform", "insurance", "provider"}


class _OntologyIndex:
    """Last segment -> existing paths, kept in step with a growing ontology sequence."""

    def __init__(self) -> None:
        self.source_id = -1
        self.size = 0
        self.paths: set[str] = set()
        self.by_last: dict[str, list[str]] = {}
        self.name_parts: dict[str, str] = {}

    def sync(self, ontology: Sequence[str]) -> None:
        if id(ontology) != self.source_id or len(ontology) < self.size:
            self.__init__()
            self.source_id = id(ontology)
        for path in ontology[self.size:]:
            self._add(path)
        self.size = len(ontology)

    def _add(self, path: str) -> None:
        if path in self.paths:
            return
        self.paths.add(path)
        segs = path.split("/")
        if len(segs) < 2:
            return
        self.by_last.setdefault(segs[-1], []).append(path)
        if segs[0] == "person" and "_" in segs[-1]:
            for part in segs[-1].split("_"):
                self.name_parts.setdefault(part, path)

    def known_value(self, low: str) -> bool:
        return low in self.by_last or low in self.name_parts


class OfflineExtractor:
    """Rule-based 5W extraction over word lists from maintained packages (see module docstring)."""

    id = EXTRACTOR_ID

    def __init__(self) -> None:
        self._onto = _OntologyIndex()

    def extract(self, user: str, assistant: str, ontology: Sequence[str] = ()) -> Extraction:
        try:
            self._onto.sync(ontology)
            tags = self._extract(user or "", assistant or "")
        except Exception as exc:  # a rule bug must never cost a note
            return Extraction(FiveW(), failed=True, error=f"{type(exc).__name__}: {exc}",
                              info={"extractor": self.id})
        return Extraction(tags, info={"extractor": self.id})

    def extract_many(self, turns: Sequence[tuple[str, str]], ontology: Sequence[str] = ()) -> list[Extraction]:
        """Turns in order; each sees the ontology plus the tags of the turns before it."""
        grown = list(ontology)
        out: list[Extraction] = []
        for user, assistant in turns:
            ex = self.extract(user, assistant, grown)
            out.append(ex)
            for path in ex.tags.paths():
                segs = path.split("/")
                grown.extend("/".join(segs[: i + 1]) for i in range(len(segs)))
        return out

    # --- pipeline ----------------------------------------------------------------------------

    def _extract(self, user: str, assistant: str) -> FiveW:
        toks = tokenize_rich(user)
        used: set[int] = set()
        cands: list[Cand] = []
        if any(t.low in FIRST_PERSON for t in toks if t.kind == "w"):
            cands.append(Cand("who", "user", 9, "", "user"))
        cands += self._entities(toks, used)
        cands += time_cands(toks, used)
        cands += amount_cands(toks, used)
        cands += _kin_and_roles(toks, used)
        cands += _generic_places(toks, used)
        cands += feeling_cands(toks, used)
        cands += reason_cands(toks, used)
        topics = topic_cands(toks, used)
        if assistant and len(topics) < 2:
            topics += assistant_topic(tokenize_rich(assistant), {c.path.rsplit("/", 1)[-1] for c in topics})
        cands += topics
        chosen = self._select(cands)
        summary = _summary(chosen, user)
        raw: dict[str, list[str]] = {c: [] for c in ("who", "what", "when", "where", "why", "extra")}
        for c in chosen:
            raw[c.cat].append(c.path)
        return FiveW.from_raw(raw, summary=summary)

    def _entities(self, toks: list[Tok], used: set[int]) -> list[Cand]:
        spans = ent.find_spans(toks, self._onto.known_value)
        vocative = _vocative_spans(toks, spans)
        text_lows = {t.low for t in toks if t.kind == "w"}
        entities: list[ent.Entity] = []
        for span in spans:
            if span.start in vocative or _verb_not_name(span, toks):
                continue
            e = ent.classify(span, toks, text_lows)
            self._known_kind(e)
            _apply_context(e, toks, text_lows)
            entities.append(e)
        _pronoun_roles(entities, toks)
        _share_name_list_roles(entities, toks)
        out: list[Cand] = []
        for e in entities:
            used.update(range(e.span.start0, e.span.end))
            used.update(e.used)
            out += _entity_cands(e)
        return out

    def _known_kind(self, e: ent.Entity) -> None:
        """An earlier note named this entity: keep its kind ("Max" stays a pet)."""
        value = normalize_tag("_".join(e.span.lows))
        if not value:
            return
        paths = self._onto.by_last.get(value)
        if not paths and len(e.span.lows) == 1:
            full = self._onto.name_parts.get(value)
            paths = [full] if full else None
        if not paths:
            return
        prefix = paths[0].split("/")[0]
        kinds = {"person": "person", "pet": "pet", "organization": "org", "company": "org"}
        e.kind = kinds.get(prefix) or ("place" if PREFIX_CATEGORY.get(prefix) == "where" else "thing")
        e.prefix = prefix
        e.cat = PREFIX_CATEGORY.get(prefix, e.cat)
        e.known = True

    def _select(self, cands: list[Cand]) -> list[Cand]:
        seen: dict[str, Cand] = {}
        for c in cands:
            c = self._reuse(c)
            norm = normalize_tag(c.path) if c.path != "user" else "user"
            if norm is None or (norm != "user" and "/" not in norm):
                continue  # the value had no letters left ("topic/東京" -> "topic"): nothing to tag
            c = c._replace(path=norm)
            if norm not in seen or seen[norm].prio < c.prio:
                seen[norm] = c
        # One value tagged twice under different prefixes keeps the higher-priority one; roles and
        # family relations are attributes of a name and always stay.
        by_value: dict[str, Cand] = {}
        kept: list[Cand] = []
        for c in seen.values():
            if c.path.split("/")[0] in {"role", "family"} or c.path == "user":
                kept.append(c)
                continue
            v = c.path.rsplit("/", 1)[-1]
            if v not in by_value or by_value[v].prio < c.prio:
                by_value[v] = c
        kept += by_value.values()
        kept.sort(key=lambda c: -c.prio)
        counts: dict[str, int] = {}
        per_cat: dict[str, int] = {}
        chosen: list[Cand] = []
        for c in kept:
            if counts.get(c.group, 0) >= GROUP_CAPS.get(c.group, 3):
                continue
            if per_cat.get(c.cat, 0) >= MAX_TAGS_PER_CATEGORY:
                continue
            counts[c.group] = counts.get(c.group, 0) + 1
            per_cat[c.cat] = per_cat.get(c.cat, 0) + 1
            chosen.append(c)
            if len(chosen) >= MAX_TAGS:
                break
        order = {id(c): i for i, c in enumerate(cands)}
        chosen.sort(key=lambda c: order.get(id(c), 0))
        return chosen

    def _reuse(self, c: Cand) -> Cand:
        """Prefer an existing ontology path for the same value (see module docstring)."""
        if c.path == "user" or "/" not in c.path:
            return c
        norm = normalize_tag(c.path)
        if norm is None or norm in self._onto.paths:
            return c
        prefix, _, value = norm.rpartition("/")
        if prefix not in WEAK_PREFIXES:
            return c
        existing = self._onto.by_last.get(value)
        if not existing and prefix == "person" and "_" not in value:
            full = self._onto.name_parts.get(value)
            existing = [full] if full else None
        if not existing:
            return c
        path = existing[0]
        return c._replace(path=path, cat=PREFIX_CATEGORY.get(path.split("/")[0], c.cat))


# --- entity context -----------------------------------------------------------------------------


GREETINGS = frozenset({"hey", "hi", "hello", "dear", "thanks", "bye", "yes", "yeah", "yep", "wow", "ok", "okay"})


def _verb_not_name(span: ent.Span, toks: list[Tok]) -> bool:
    """"Hope you like it", "Will you come?": a sentence-initial word that is also a name."""
    if len(span.toks) != 1 or not span.toks[0].first or not lex.is_known_word(span.lows[0]):
        return False
    nxt = toks[span.end] if span.end < len(toks) else None
    return nxt is not None and nxt.low in {"you", "i", "we", "they", "he", "she", "it", "that", "so", "this"}


def _vocative_spans(toks: list[Tok], spans: list[ent.Span]) -> set[int]:
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
            if (before is not None and before.kind == "w" and before.cap and before.low not in GREETINGS
                    and before.low not in lex.INTERJECTIONS and before.low not in STOPWORDS):
                continue  # "Raj, Emma and me": a list of names
        out.add(s.start)
    return out


def _apply_context(e: ent.Entity, toks: list[Tok], text_lows: set[str]) -> None:
    span = e.span
    role = (ent.named_role(span, toks) or ent.left_role(span, toks) or ent.copula_left(span, toks))
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
            pass
        elif (e.kind == "person" and (span.title or lex.is_first_name(span.lows[0]))) or (
                ent.person_like(head) and not _thing_name(span)):
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
    if (e.kind == "topic" or (e.kind == "person" and span.title and not e.roles[1:] and not span.toks[-1].poss)) \
            and not e.known:
        _noun_after_or_preposition(e, toks)


def _category_of_noun(noun: str) -> str:
    if noun in lex.PLACE_NOUNS or noun in lex.VENUE_HEADS or noun in lex.VENUE_TYPES:
        return "where"
    return "who" if noun in ORG_ROLE_HEADS else "what"


def _thing_name(span: ent.Span) -> bool:
    first = span.toks[0].text
    return ent._camel(first) or (len(span.lows) > 1 and not lex.is_first_name(span.lows[0]) and not span.title)


def _antecedent(toks: list[Tok], before: int) -> list[Tok]:
    """The nearest preceding animal, else person noun ("a dog ... His name is Max" -> dog)."""
    window = toks[max(0, before - 40): before]
    for t in reversed(window):
        if t.kind == "w" and not t.cap and t.low in lex.PETS:
            return [t]
    for t in reversed(window):
        if t.kind == "w" and not t.cap and ent.person_like(t.low) and t.low not in lex.TITLES:
            return [t]
    return []


def _relationship(e: ent.Entity, toks: list[Tok], text_lows: set[str]) -> None:
    """"Alex and I ... wedding": the user's partner (spouse when married), or business partner."""
    k = e.span.end
    if k + 1 < len(toks) and toks[k].low == "and" and toks[k + 1].low in {"i", "me"}:
        if text_lows & lex.ROMANTIC_CUES:
            e.roles.append("partner")
            if text_lows & lex.MARRIAGE_CUES:
                e.roles.append("spouse")
        elif text_lows & lex.BUSINESS_CUES:
            e.roles.append("business partner")


def _noun_after_or_preposition(e: ent.Entity, toks: list[Tok]) -> None:
    """"Headspace app" -> app/headspace; "interview at Google" -> company/google; "in Lyon" -> place."""
    span = e.span
    k = span.end
    if k < len(toks) and toks[k].kind == "w" and not toks[k].cap and lex.only_adjective(toks[k].low):
        k += 1  # "LG UltraWide curved monitor"
    head = toks[k] if k < len(toks) else None
    if e.kind == "person" and (head is None or head.low not in {"brand", "product", "company", "label"}):
        return
    if (head is not None and head.kind == "w" and not head.cap and head.low not in STOPWORDS
            and head.low not in NOT_TOPIC and head.low not in COMMON_ADJECTIVES
            and lex.can_be_noun(head.low) and not lex.only_adjective(head.low)
            and not (head.low.endswith(("ed", "ing")) and lex.is_verb_form(head.low))
            and head.low not in lex.GENERIC_NOUNS and head.low not in lex.DAY_PARTS
            and head.low not in lex.WEEKDAYS):
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
    window = {t.low for t in toks[max(0, span.start0 - 5): span.start0]}
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
    elif (prev.low == "with" and len(span.lows) == 1 and not lex.is_known_word(span.lows[0])
          and not ent._camel(span.toks[0].text) and not span.toks[0].text.isupper()):
        e.kind, e.prefix, e.cat = "person", "person", "who"


TRAVEL_CUES = frozenset("moved move moving trip flight flights travel traveling going went fly flying visit "
                        "visiting drove drive".split())


def _pronoun_roles(entities: list[ent.Entity], toks: list[Tok]) -> None:
    people = [e for e in entities if e.kind == "person"]
    for idx, gender, words in ent.pronoun_roles(toks):
        before = [e for e in people if e.span.start < idx and (not e.gender or e.gender == gender)]
        if before:
            role = ent.role_text(words)
            if role not in before[-1].roles:
                before[-1].roles.append(role)


def _share_name_list_roles(entities: list[ent.Entity], toks: list[Tok]) -> None:
    """"Their names are Raj and Emma": the second name gets the first one's role."""
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


def _entity_cands(e: ent.Entity) -> list[Cand]:
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


def _kin_and_roles(toks: list[Tok], used: set[int]) -> list[Cand]:
    """"my sister", "Mom", "our landlord", "my college friend": relations mentioned without a name."""
    out: list[Cand] = []
    for t in toks:
        if t.i in used or t.kind != "w" or t.low in STOPWORDS or not (
                t.low in lex.KIN or t.low in lex.PETS or ent.person_like(t.low)):
            continue
        prev = toks[t.i - 1] if t.i > 0 else None
        nxt = toks[t.i + 1] if t.i + 1 < len(toks) else None
        if not t.poss and nxt is not None and nxt.kind == "w" and not nxt.cap and nxt.low not in STOPWORDS and \
                lex.can_be_noun(nxt.low) and not lex.only_adjective(nxt.low):
            continue  # "my dog park": the head noun comes later
        if t.low in lex.KIN and (t.cap or t.poss or (prev is not None and prev.low in ent.POSSESSIVE_DET | {"the"})):
            for cat, path in _role_path(t.low):
                out.append(Cand(cat, path, 6.5, t.low, "role"))
            used.add(t.i)
        elif prev is not None and not t.cap and t.low not in STOPWORDS and (ent.person_like(t.low) or t.low in lex.PETS):
            words, _ = ent._np_leftwards(toks, t.i, t.sent)
            if words and toks[words[0].i - 1].low in ent.POSSESSIVE_DET and not any(w.i in used for w in words):
                role = ent.role_text(words[-2:])
                for cat, path in _role_path(role):
                    out.append(Cand(cat, path, 6, role, "role"))
                used.update(w.i for w in words)
    return out


def _generic_places(toks: list[Tok], used: set[int]) -> list[Cand]:
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
        if nxt is not None and nxt.kind == "w" and not nxt.cap and nxt.low not in STOPWORDS and lex.can_be_noun(nxt.low):
            continue  # "home office", "gym membership": a topic, not a place
        if t.low == "downtown" or (k >= 0 and toks[k].low in {"at", "in", "to", "from", "near", "inside", "into"}):
            out.append(Cand("where", f"location/{t.low}", 4, t.low, "place"))
            used.add(t.i)
    return out


def _summary(chosen: list[Cand], user: str) -> str:
    topics = [c.label for c in sorted(chosen, key=lambda c: -c.prio) if c.group == "topic" and c.label][:2]
    names = [c.label for c in chosen if c.group == "entity" and c.label][:2]
    labels = list(dict.fromkeys(topics + names))[:4]
    if not labels:
        sentence = first_sentence(user, 25)
        return f"The user wrote: {sentence}" if sentence else ""
    text = labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " and " + labels[-1]
    return f"The interaction discussed {text}."
