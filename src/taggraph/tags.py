"""The FiveW record, tag normalisation and the tag-line format.

Normalisation is enforced after generation (an LLM is only *asked* to follow the rules):
lowercase, spaces -> underscores, ASCII transliteration, only ``[a-z0-9_.-]`` inside a segment,
depth 1..4, singular last word, null-like values and duplicates dropped, a cap per category.
"""

from __future__ import annotations

import re
import sys
import threading
import types
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .errors import TaggraphError

CATEGORIES: tuple[str, ...] = ("who", "what", "when", "where", "why", "extra")
MAX_DEPTH = 4
MAX_TAGS_PER_CATEGORY = 16
MAX_SEGMENT_CHARS = 48

# Values that mean "nothing here"; an LLM produces all of them despite being told not to.
_NULL_LIKE = frozenset({"", "n/a", "na", "n.a.", "none", "null", "nil", "unknown", "undefined", "-"})
_BAD_CHARS = re.compile(r"[^a-z0-9_./-]+")
_VALID_TAG = re.compile(r"^[a-z0-9_.-]+(?:/[a-z0-9_.-]+){0,3}$")



_ENGINE: Any = None
_ENGINE_LOCK = threading.Lock()


def _no_check(target: Any = None, **_: Any) -> Any:
    return target if target is not None else (lambda f: f)


def _load_inflect() -> Any:
    # inflect's typeguard @typechecked recompiles every function at import and checks every call;
    # its inputs here are plain lowercase words, so it is imported with @typechecked as a no-op.
    # Where typeguard is not loaded yet, inflect meets a stand-in module that has only that
    # decorator (all inflect imports from it), removed again at once: the real import (with
    # unittest.mock, asyncio and ssl) is about 50 ms of a new process's first query. A departure:
    # another thread that imports typeguard in those few milliseconds would get the stand-in.
    if "typeguard" not in sys.modules:
        sys.modules["typeguard"] = stand_in = types.ModuleType("typeguard")
        stand_in.typechecked = _no_check  # type: ignore[attr-defined]
        try:
            import inflect

            return inflect.engine()
        except ImportError:
            pass  # an inflect that wants more of typeguard: the real one below
        finally:
            if sys.modules.get("typeguard") is stand_in:
                del sys.modules["typeguard"]
    try:
        import typeguard
    except ImportError:  # a future inflect without typeguard
        import inflect
    else:
        original = typeguard.typechecked
        typeguard.typechecked = _no_check
        try:
            import inflect
        finally:
            typeguard.typechecked = original
    return inflect.engine()


def _inflect() -> Any:
    global _ENGINE  # noqa: PLW0603 -- a lazily loaded singleton, imported once under the lock
    if _ENGINE is None:
        with _ENGINE_LOCK:  # one import: the typeguard patch above must not be undone mid-import
            if _ENGINE is None:
                _ENGINE = _load_inflect()
    return _ENGINE


def preload_singular() -> None:
    """Import inflect on a background thread. A new process's first graph query needs it
    (query words are singularised), and the import is mostly Python work that can run while the
    graph snapshot is read from the store, which releases the GIL."""
    if _ENGINE is None:
        threading.Thread(target=_inflect, name="taggraph-inflect", daemon=True).start()


# Roots whose children are names, not nouns: "person/jonas" must not become "person/jona".
NAME_ROOTS = frozenset({"person", "company", "organization", "organisation", "org", "team",
                        "brand", "product", "city", "country", "state", "place", "location", "region",
                        "street", "venue", "restaurant", "school", "university", "name", "pet_name",
                        "pet", "language", "group", "event", "title", "holiday", "hotel", "hospital",
                        "clinic", "church", "bank", "club", "band", "gym", "library", "museum", "cafe",
                        "studio"})
# Endings that inflect wrongly treats as plural ("nervous" -> "nervou", "luis" -> "lui").
_NOT_PLURAL_ENDINGS = ("ous", "us", "ss", "is", "ics")


@lru_cache(maxsize=65536)
def singular(word: str) -> str:
    """Singular form of one lowercase word, chosen so that applying it twice changes nothing."""
    if not word.isalpha() or len(word) < 4 or word.endswith(_NOT_PLURAL_ENDINGS):
        return word
    s = _inflect().singular_noun(word)
    if not s or s == word or not s.isascii() or not s.isalpha():
        return word
    # inflect is not idempotent on every word ("bus" style edge cases); keep the original when
    # the singular form would itself be changed again, so normalisation stays idempotent.
    again = _inflect().singular_noun(s)
    if again and again != s:
        return word
    return str(s.lower())


def _clean_segment(seg: str) -> str:
    seg = _BAD_CHARS.sub("", seg)
    seg = re.sub(r"_+", "_", seg)
    return seg.strip("_.-")[:MAX_SEGMENT_CHARS].strip("_.-")


@lru_cache(maxsize=131072)
def normalize_tag(raw: str) -> str | None:
    """Normalise one tag path; ``None`` when nothing valid remains."""
    if not isinstance(raw, str):
        return None
    text = raw.strip().lower()
    if text in _NULL_LIKE:
        return None
    # Transliterate (café -> cafe) so accented words keep their letters instead of losing them.
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    text = re.sub(r"\s+", "_", text.strip())
    segments = [_clean_segment(s) for s in text.split("/")]
    segments = [s for s in segments if s][:MAX_DEPTH]
    if not segments:
        return None
    if not (len(segments) > 1 and segments[0] in NAME_ROOTS):
        last = segments[-1].split("_")
        last[-1] = singular(last[-1])
        segments[-1] = "_".join(last)
    tag = "/".join(segments)
    if tag in _NULL_LIKE or not _VALID_TAG.match(tag):
        return None
    return tag


def is_valid_tag(tag: str) -> bool:
    return bool(_VALID_TAG.match(tag)) and normalize_tag(tag) == tag


def normalize_tags(values: Iterable[Any]) -> tuple[str, ...]:
    """Normalise a list of raw values; order kept, duplicates and invalid values dropped."""
    out: list[str] = []
    seen: set[str] = set()
    for value in values:
        tag = normalize_tag(value) if isinstance(value, str) else None
        if tag and tag not in seen:
            seen.add(tag)
            out.append(tag)
            if len(out) >= MAX_TAGS_PER_CATEGORY:
                break
    return tuple(out)


@dataclass(frozen=True)
class FiveW:
    """One extracted 5W+Extra record; every tag already normalised."""

    who: tuple[str, ...] = ()
    what: tuple[str, ...] = ()
    when: tuple[str, ...] = ()
    where: tuple[str, ...] = ()
    why: tuple[str, ...] = ()
    extra: tuple[str, ...] = ()
    summary: str = field(default="", compare=True)

    @classmethod
    def from_raw(cls, data: Mapping[str, Any], summary: str | None = None) -> FiveW:
        """Build from loosely typed input (LLM JSON, import), normalising every tag."""
        cats: dict[str, tuple[str, ...]] = {}
        for cat in CATEGORIES:
            value = data.get(cat, ())
            if isinstance(value, str):
                value = [value]
            elif not isinstance(value, (list, tuple)):
                value = []
            cats[cat] = normalize_tags(value)
        s = summary if summary is not None else data.get("summary", "")
        return cls(**cats, summary=clean_summary(s))

    @classmethod
    def trusted(cls, data: Mapping[str, Any]) -> FiveW:
        """Build from tags that were normalised when stored (reading the store back)."""
        return cls(**{cat: tuple(data.get(cat, ())) for cat in CATEGORIES},
                   summary=data.get("summary", "") or "")

    def items(self) -> list[tuple[str, str]]:
        """(category, path) pairs in category order."""
        return [(cat, path) for cat in CATEGORIES for path in getattr(self, cat)]

    def paths(self) -> list[str]:
        return [path for _, path in self.items()]

    def as_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {cat: list(getattr(self, cat)) for cat in CATEGORIES}
        d["summary"] = self.summary
        return d

    def __len__(self) -> int:
        return sum(len(getattr(self, cat)) for cat in CATEGORIES)


def clean_summary(value: Any) -> str:
    """One line of at most 400 characters: a summary must never break the note format."""
    if not isinstance(value, str):
        return ""
    return " ".join(value.split())[:400]


def tag_line(tags: FiveW) -> str:
    """The note's first line: ``#who:user #what:activity/yoga ... #where:n/a``."""
    parts: list[str] = []
    for cat in CATEGORIES:
        paths = getattr(tags, cat)
        if paths:
            parts.extend(f"#{cat}:{p}" for p in paths)
        else:
            parts.append(f"#{cat}:n/a")
    return " ".join(parts)


class TagLineError(TaggraphError, ValueError):
    pass


def parse_tag_line(line: str, summary: str = "") -> FiveW:
    """Inverse of :func:`tag_line`; accepts categories in any order (the paper's own notes mix it)."""
    cats: dict[str, list[str]] = {c: [] for c in CATEGORIES}
    for token in line.split():
        if not token.startswith("#") or ":" not in token:
            raise TagLineError(f"not a tag: {token!r}")
        cat, _, path = token[1:].partition(":")
        if cat not in cats:
            raise TagLineError(f"unknown tag category {cat!r}")
        if path == "n/a":
            continue
        cats[cat].append(path)
    return FiveW.from_raw(cats, summary=summary)


def prefixes(path: str) -> list[str]:
    """``a/b/c`` -> ``["a", "a/b", "a/b/c"]``."""
    parts = path.split("/")
    return ["/".join(parts[: i + 1]) for i in range(len(parts))]


def lookup_keys(path: str) -> tuple[str | None, list[str]]:
    """What a tag path is found by when a later note names it: its last segment (None for a
    root), and for ``person/first_last`` each ``_``-separated name part."""
    if "/" not in path:
        return None, []
    leaf = path.rsplit("/", 1)[1]
    return leaf, leaf.split("_") if "_" in leaf and path.startswith("person/") else []
