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
from . import offline_context as ctx
from . import offline_entities as ent
from .base import Extraction
from .offline_facts import (
    Cand,
    amount_cands,
    feeling_cands,
    reason_cands,
    time_cands,
)
from .offline_text import Tok, first_sentence, tokenize_rich
from .offline_topics import assistant_topic, topic_cands

EXTRACTOR_ID = "offline-v1"
MAX_TAGS = 15
# Most tags of one kind a note keeps; the total is capped at MAX_TAGS, lowest priority dropped first.
GROUP_CAPS = {
    "user": 1,
    "entity": 6,
    "role": 5,
    "time": 6,
    "place": 2,
    "amount": 4,
    "feeling": 2,
    "reason": 2,
    "topic": 8,
}
PREFIX_CATEGORY = {
    "person": "who",
    "pet": "who",
    "organization": "who",
    "company": "who",
    "bank": "who",
    "agency": "who",
    "firm": "who",
    "employer": "who",
    "team": "who",
    "city": "where",
    "country": "where",
    "state": "where",
    "location": "where",
    "street": "where",
    "day": "when",
    "month": "when",
    "date": "when",
    "year": "when",
    "time": "when",
    "season": "when",
    "holiday": "when",
    "schedule": "when",
    "duration": "when",
    "reason": "why",
    "goal": "why",
    "role": "extra",
    "family": "extra",
    "feeling": "extra",
    "age": "extra",
}
# Prefixes guessed without explicit context: an existing ontology path for the same value wins.
WEAK_PREFIXES = frozenset({"topic", "person", "location", "organization", "company", "city", "state"})
FIRST_PERSON = frozenset({"i", "me", "my", "mine", "myself", "we", "us", "our", "ours"})


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
        for path in ontology[self.size :]:
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
            return Extraction(
                FiveW(), failed=True, error=f"{type(exc).__name__}: {exc}", info={"extractor": self.id}
            )
        return Extraction(tags, info={"extractor": self.id})

    def extract_many(
        self, turns: Sequence[tuple[str, str]], ontology: Sequence[str] = ()
    ) -> list[Extraction]:
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
        cands += ctx.kin_and_roles(toks, used)
        cands += ctx.generic_places(toks, used)
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
        vocative = ctx.vocative_spans(toks, spans)
        text_lows = {t.low for t in toks if t.kind == "w"}
        entities: list[ent.Entity] = []
        for span in spans:
            if span.start in vocative or ctx.verb_not_name(span, toks):
                continue
            e = ent.classify(span, toks, text_lows)
            self._known_kind(e)
            ctx.apply_context(e, toks, text_lows)
            entities.append(e)
        ctx.pronoun_roles(entities, toks)
        ctx.share_name_list_roles(entities, toks)
        # "our VP, Sarah Mitchell": "VP" became Sarah's role and is no entity of its own.
        role_words = {i for e in entities for i in e.used}
        entities = [e for e in entities if not all(t.i in role_words for t in e.span.toks)]
        out: list[Cand] = []
        for e in entities:
            used.update(range(e.span.start0, e.span.end))
            used.update(e.used)
            out += ctx.entity_cands(e)
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


def _summary(chosen: list[Cand], user: str) -> str:
    topics = [c.label for c in sorted(chosen, key=lambda c: -c.prio) if c.group == "topic" and c.label][:2]
    names = [c.label for c in chosen if c.group == "entity" and c.label][:2]
    labels = list(dict.fromkeys(topics + names))[:4]
    if not labels:
        sentence = first_sentence(user, 25)
        return f"The user wrote: {sentence}" if sentence else ""
    text = labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " and " + labels[-1]
    return f"The interaction discussed {text}."
