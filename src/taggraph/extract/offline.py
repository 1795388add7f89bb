"""The offline 5W extractor: spaCy's small English pipeline, no network, the default of taggraph.

It parses the USER text of an exchange (facts come from the user, as the paper's prompt requires)
and fills the paper's categories with hierarchical tags:

- who: ``user``, people (``person/priya_raman``), pets (``pet/pickles``), organisations
  (``company/google``, ``school/...``)
- what: topics from noun chunks (``topic/bar_exam``) and content verbs (``activity/adopt``)
- when: ``day/tuesday``, ``date/march_3``, ``month/may``, ``year/2026``, ``time/9am``,
  ``schedule/every_thursday``, ``duration/two_week``, ``season/summer``, ``holiday/...``
- where: ``city/denver``, ``country/portugal``, ``state/ohio``, ``place/...``
- why: ``reason/inflation``, ``goal/learn_spanish``
- extra: roles beside the names that hold them (``role/manager``, ``family/cousin``, ``pet/kitten``),
  amounts (``money/1850``, ``count/120_guest``), ages and stated feelings (``feeling/anxious``)

When the ontology already holds a path whose last segment is a candidate's value (``pet/max`` for a
later "Max"), that path is reused, so one entity keeps one path across notes. The extraction is a
pure function of (user, ontology) and the pinned model: same input, same tags. The id
(``offline-2+<hash>``) changes whenever the code, the model or the data packages change.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from typing import Any

from ..tags import MAX_TAGS_PER_CATEGORY, FiveW, lookup_keys, normalize_tag
from . import offline_parse as parse
from . import offline_rules as rules
from . import slots
from .base import Extraction, KnownTags
from .offline_nlp import extractor_id, load
from .offline_rules import CATEGORY, Cand

MAX_TAGS = 18
# Most tags of one kind a note keeps; the total is capped at MAX_TAGS, lowest priority dropped first.
GROUP_CAPS = {"user": 1, "entity": 6, "role": 5, "time": 6, "amount": 4, "feeling": 2, "reason": 2,
              "topic": 10, "activity": 4}
# Roots guessed without explicit context: an existing ontology path for the same value wins.
WEAK_ROOTS = frozenset({"topic", "person", "place", "company", "city", "state", "activity"})
PIPE_BATCH = 64


class _OntologyIndex:
    """Last segment -> existing paths. ``base`` answers for the store's tags when the caller
    offers its lookups (``KnownTags``); otherwise the index is built from the sequence itself and
    kept in step with it as it grows. Either way a lookup gives the first match in the order
    "store tags, most used first, then the batch's own paths"."""

    def __init__(self, base: KnownTags | None = None) -> None:
        self.base = base
        # The sequence itself, not its id(): a freed list's id is reused by the next one, which
        # would keep a stale index and skip the new ontology's paths.
        self.source: Sequence[str] | None = None
        self.size = 0
        self.paths: set[str] = set()
        self.by_last: dict[str, list[str]] = {}
        self.name_parts: dict[str, str] = {}

    def sync(self, ontology: Sequence[str]) -> None:
        if ontology is not self.source or len(ontology) < self.size:
            self.__init__(self.base)  # type: ignore[misc]
            self.source = ontology
        for path in ontology[self.size:]:
            self.add(path)
        self.size = len(ontology)

    def add(self, path: str) -> None:
        if path in self.paths:
            return
        self.paths.add(path)
        leaf, parts = lookup_keys(path)
        if leaf is None:
            return
        self.by_last.setdefault(leaf, []).append(path)
        for part in parts:
            self.name_parts.setdefault(part, path)

    def contains(self, path: str) -> bool:
        return path in self.paths or (self.base is not None and self.base.has_tag(path))

    def existing(self, value: str, person: bool = False) -> str | None:
        found = self.base.tag_by_leaf(value) if self.base is not None else None
        paths = self.by_last.get(value)
        if found or paths:
            return found or paths[0]  # type: ignore[index]
        if not (person or "_" not in value):
            return None
        found = self.base.person_by_name_part(value) if self.base is not None else None
        return found or self.name_parts.get(value)

    def known_root(self, value: str) -> str | None:
        """The root an earlier note gave this name, if it gave one of the entity roots."""
        path = self.existing(value)
        root = path.split("/")[0] if path else None
        return root if root in ("person", "pet", "company") or CATEGORY.get(root or "") == "where" else None


class OfflineExtractor:
    """Rule-based 5W extraction over spaCy's parse (see the module docstring)."""

    def __init__(self) -> None:
        self.id = extractor_id()
        self._ahead: Any = None  # a ParsePool of the turns an import will ask for next

    def parse_ahead(self, users: Sequence[str] | None, processes: int | None = None,
                    min_turns: int | None = None) -> None:
        """Parse these user texts (the turns the next calls will extract, in order) in worker
        processes while this process extracts; ``None`` stops. Used only where it pays: at least
        ``parse_pool.MIN_TURNS`` turns and two cores. Results are the same either way."""
        from . import parse_pool

        if self._ahead is not None:
            self._ahead.close()
            self._ahead = None
        procs = processes if processes is not None else min(2, os.cpu_count() or 1)
        least = parse_pool.MIN_TURNS if min_turns is None else min_turns
        if users is None or len(users) < least or procs < 2:
            return
        self._ahead = parse_pool.ParsePool(users, procs)

    def extract(self, user: str, assistant: str = "", ontology: Sequence[str] = ()) -> Extraction:
        return self._from_docs([(user, assistant)], ontology, grow=False)[0]

    def extract_many(self, turns: Sequence[tuple[str, str]], ontology: Sequence[str] = ()) -> list[Extraction]:
        """Turns in order, parsed in batches; each sees the ontology plus the tags of the turns before it."""
        return self._from_docs(turns, ontology, grow=True)

    def _from_docs(self, turns: Sequence[tuple[str, str]], ontology: Sequence[str], grow: bool) -> list[Extraction]:
        try:
            nlp = load()
            ahead = self._ahead.take([u or "" for u, _ in turns], nlp.vocab) if self._ahead is not None else None
            if ahead is None and self._ahead is not None:  # not the texts it parsed: drop it
                self.parse_ahead(None)
            docs: Iterable[Any] = ahead if ahead is not None else nlp.pipe((u or "" for u, _ in turns),
                                                                            batch_size=PIPE_BATCH)
        except Exception as exc:  # noqa: BLE001 - a missing model must not cost the notes
            return [self._failed(exc) for _ in turns]
        # With the store's own lookups, only this batch's paths are indexed here; a plain list is
        # indexed whole (copied, since the batch's paths are appended to it).
        # The index lives for one call, so concurrent calls never share one.
        base = ontology if isinstance(ontology, KnownTags) else None
        grown: list[str] = [] if base is not None else list(ontology)
        onto = _OntologyIndex(base)
        out: list[Extraction] = []
        for parsed, (_, assistant) in zip(docs, turns, strict=True):
            try:
                onto.sync(grown)
                doc = parse.merge_hyphenated(parsed)
                tags = self._extract(doc, assistant or "", onto)
                # the slot facts of this parse, for the index (saves it a second parse)
                slots.cache_put(doc.text, slots.analyse(doc))
            except Exception as exc:  # noqa: BLE001 - a rule bug must never cost a note
                out.append(self._failed(exc))
                continue
            out.append(Extraction(tags, info={"extractor": self.id}))
            if grow:
                for path in tags.paths():
                    segs = path.split("/")
                    grown.extend("/".join(segs[: i + 1]) for i in range(len(segs)))
        return out

    def _failed(self, exc: Exception) -> Extraction:
        return Extraction(FiveW(), failed=True, error=f"{type(exc).__name__}: {exc}", info={"extractor": self.id})

    def _extract(self, doc: Any, assistant: str, onto: _OntologyIndex) -> FiveW:
        used: set[int] = set()
        cands: list[Cand] = []
        if parse.is_first_person(doc):
            cands.append(Cand("who", "user", 9.0, "", "user"))
        cands += rules.entity_cands(doc, used, onto.known_root)
        cands += rules.time_cands(doc, used)
        cands += rules.amount_cands(doc, used)
        cands += rules.kin_cands(doc, used)
        cands += rules.feeling_cands(doc, used)
        cands += rules.reason_cands(doc, used)
        topics = rules.topic_cands(doc, used)
        if assistant and not any(c.group == "topic" for c in topics):
            # The user gave no topic ("can you help me with this?"): the assistant's reply names it,
            # and only its topics are read, never its facts.
            topics += [c for c in rules.topic_cands(load()(assistant), set()) if c.group == "topic"][:2]
        cands += topics
        chosen = self._select(cands, onto)
        raw: dict[str, list[str]] = {}
        for c in chosen:
            raw.setdefault(c.cat, []).append(c.path)
        return FiveW.from_raw(raw, summary=_summary(chosen, doc.text))

    def _select(self, cands: list[Cand], onto: _OntologyIndex) -> list[Cand]:
        best: dict[str, Cand] = {}
        for cand in cands:
            reused = self._reuse(cand, onto)
            norm = normalize_tag(reused.path) if reused.path != "user" else "user"
            if norm is None or (norm != "user" and "/" not in norm):
                continue  # the value had no letters left: nothing to tag
            c = reused._replace(path=norm)
            if norm not in best or best[norm].prio < c.prio:
                best[norm] = c
        # One value under two roots keeps the higher-priority one; roles are attributes of a name
        # and always stay.
        by_value: dict[str, Cand] = {}
        kept: list[Cand] = []
        for c in best.values():
            if c.group in ("role", "user"):
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
            if counts.get(c.group, 0) >= GROUP_CAPS.get(c.group, 3) or per_cat.get(c.cat, 0) >= MAX_TAGS_PER_CATEGORY:
                continue
            counts[c.group] = counts.get(c.group, 0) + 1
            per_cat[c.cat] = per_cat.get(c.cat, 0) + 1
            chosen.append(c)
            if len(chosen) >= MAX_TAGS:
                break
        order = {id(c): i for i, c in enumerate(cands)}
        return sorted(chosen, key=lambda c: order.get(id(c), 0))

    def _reuse(self, c: Cand, onto: _OntologyIndex) -> Cand:
        """Prefer an existing ontology path for the same value (see the module docstring)."""
        if "/" not in c.path:
            return c
        norm = normalize_tag(c.path)
        if norm is None or onto.contains(norm):
            return c
        root = norm.split("/")[0]
        if root not in WEAK_ROOTS or norm.count("/") != 1:
            return c
        # The value as a name, not singularised: "Waffles" finds pet/waffles.
        value = (normalize_tag("person/" + c.path.split("/", 1)[1]) or norm).split("/")[-1]
        path = onto.existing(value, person=root == "person")
        if path is None:
            return c
        return c._replace(path=path, cat=CATEGORY.get(path.split("/")[0], c.cat))


def _summary(chosen: list[Cand], user: str) -> str:
    topics = [c.label for c in sorted(chosen, key=lambda c: -c.prio) if c.group == "topic" and c.label][:2]
    names = [c.label for c in chosen if c.group == "entity" and c.label][:2]
    labels = list(dict.fromkeys(topics + names))[:4]
    if not labels:
        words = user.split()
        sentence = " ".join(words[:25]) + (" ..." if len(words) > 25 else "")
        return f"The user wrote: {sentence}" if sentence else ""
    text = labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " and " + labels[-1]
    return f"The interaction discussed {text}."
