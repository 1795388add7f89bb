"""The paper's Appendix B extraction prompt, verbatim, and the ontology it receives.

The template lives in ``taggraph/data/extraction-prompt.txt`` (the paper's text with the line
breaks and braces the PDF lost restored). Its three placeholders are filled by plain string
replacement: the JSON braces in the template would break ``str.format``. ``PROMPT_VERSION`` is a
short hash of the template, recorded with every extraction and part of the cache key, so editing
the prompt can never silently reuse old extractions.

The paper hands the model the case's whole ontology. That is the default (``mode="all"``); for
large stores ``mode="bounded"`` sends at most ``max_tags`` paths, the ones most related to the turn.
The mode actually used is returned as a label that callers put in every report.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any, Literal

from ..errors import InvalidArgumentError
from ..text import content_tokens, tokenize

OntologyMode = Literal["all", "bounded"]
DEFAULT_MAX_TAGS = 200
EMPTY_ONTOLOGY = "(none yet)"

_PLACEHOLDERS = ("{tags}", "{text_user}", "{text_assistant}")


@lru_cache(maxsize=1)
def prompt_template() -> str:
    """The Appendix B prompt as shipped with the package."""
    text = resources.files("taggraph").joinpath("data/extraction-prompt.txt").read_text(encoding="utf-8")
    missing = [p for p in _PLACEHOLDERS if p not in text]
    if missing:
        raise RuntimeError(f"extraction prompt template lacks placeholders {missing}")
    return text


def prompt_version(template: str | None = None) -> str:
    """First 12 hex digits of the template's sha256."""
    text = prompt_template() if template is None else template
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


PROMPT_VERSION: str = prompt_version()


def render_prompt(user: str, assistant: str, tags_text: str, template: str | None = None) -> str:
    """Fill the three placeholders in one pass.

    Replacement happens left to right over the template only, so a user text that itself contains
    ``{text_assistant}`` (or an ontology tag that looks like a placeholder) is never expanded.
    """
    text = prompt_template() if template is None else template
    values = {"{tags}": tags_text, "{text_user}": user, "{text_assistant}": assistant}
    out: list[str] = []
    pos = 0
    while True:
        hits = [(text.find(p, pos), p) for p in _PLACEHOLDERS]
        hits = [(i, p) for i, p in hits if i >= 0]
        if not hits:
            out.append(text[pos:])
            return "".join(out)
        i, p = min(hits)
        out.append(text[pos:i])
        out.append(values[p])
        pos = i + len(p)


def render_ontology(paths: Iterable[str]) -> str:
    """An indented Markdown hierarchy of every prefix, the ``ontology.md`` shape the paper feeds
    the prompt (``- device`` / ``  - fitbit_inspire_hr``); children sorted for a stable prompt."""
    tree: dict[str, Any] = {}
    for path in paths:
        node = tree
        for seg in path.split("/"):
            if seg:
                node = node.setdefault(seg, {})
    if not tree:
        return EMPTY_ONTOLOGY
    lines: list[str] = []

    def walk(node: dict[str, Any], depth: int) -> None:
        for seg in sorted(node):
            lines.append("  " * depth + "- " + seg)
            walk(node[seg], depth + 1)

    walk(tree, 0)
    return "\n".join(lines)


@dataclass(frozen=True)
class OntologySelection:
    paths: tuple[str, ...]
    total: int  # distinct paths available
    label: str  # "all" or "bounded:N" -- goes into every report


def select_ontology(
    ontology: Sequence[str] | Mapping[str, int],
    user: str,
    assistant: str = "",
    mode: OntologyMode = "all",
    max_tags: int = DEFAULT_MAX_TAGS,
) -> OntologySelection:
    """The tags to show the model for one turn.

    ``ontology`` is a list of tag paths (repeats count as uses) or a mapping path -> use count.
    Bounded mode ranks paths by how many of the turn's content words their tokens share, then by
    use count, then by first appearance, and keeps ``max_tags``; the user text weighs double since
    the prompt makes user statements the primary source.
    """
    counts = _counts(ontology)
    paths = list(counts)
    if mode == "all":
        return OntologySelection(tuple(paths), len(paths), "all")
    if mode != "bounded":
        raise InvalidArgumentError(f"unknown ontology mode {mode!r}; use 'all' or 'bounded'")
    if max_tags < 0:
        raise InvalidArgumentError("max_tags must be >= 0")
    turn = Counter({t: 2 for t in set(content_tokens(user))})
    for t in set(content_tokens(assistant)):
        turn[t] = max(turn[t], 1)
    order = {p: i for i, p in enumerate(paths)}

    def rank(path: str) -> tuple[int, int, int]:
        overlap = sum(turn.get(t, 0) for t in set(tokenize(path)))
        return (-overlap, -counts[path], order[path])

    chosen = sorted(paths, key=rank)[:max_tags]
    return OntologySelection(tuple(sorted(chosen, key=order.__getitem__)), len(paths), f"bounded:{max_tags}")


def _counts(ontology: Sequence[str] | Mapping[str, int]) -> dict[str, int]:
    if isinstance(ontology, Mapping):
        return {str(p): int(c) for p, c in ontology.items() if p}
    counts: dict[str, int] = {}
    for p in ontology:
        if p:
            counts[p] = counts.get(p, 0) + 1
    return counts


def build_prompt(
    user: str,
    assistant: str,
    ontology: Sequence[str] | Mapping[str, int] = (),
    mode: OntologyMode = "all",
    max_tags: int = DEFAULT_MAX_TAGS,
) -> tuple[str, OntologySelection]:
    """The full prompt for one turn and the ontology selection that went into it."""
    sel = select_ontology(ontology, user, assistant, mode, max_tags)
    return render_prompt(user, assistant, render_ontology(sel.paths)), sel
