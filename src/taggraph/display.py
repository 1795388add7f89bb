"""Plain-text rendering of query hits for the terminal (``taggraph query`` and ``taggraph demo``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .notes import Hit


def _short(text: str, n: int = 100) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


def print_hits(hits: Sequence[Hit]) -> None:
    if not hits:
        print("  (no matching notes)")
    for h in hits:
        when = h.note.timestamp.date().isoformat() if h.note.timestamp else "undated"
        print(f"  {h.rank:>2}. [{h.score:.3f}] {when}  {_short(h.note.user)}")
        print(f"      why: {explain_line(h.explanation)}")


def _fmt(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:.3g}"
    if isinstance(value, dict):
        if "walk" in value:  # an AdaptiveGraph seed walk: path and its share of the score
            return f"{' > '.join(map(str, value['walk']))} ({_fmt(value.get('contribution', 0.0))})"
        return ", ".join(f"{k}={_fmt(v)}" for k, v in list(value.items())[:4])
    if isinstance(value, (list, tuple)):
        return ", ".join(_fmt(v) for v in list(value)[:3])
    return str(value)


def explain_line(expl: dict[str, Any], keys: int = 4) -> str:
    """One readable line out of a retriever's explanation dict: the reasons in words that
    ``Memory.query`` adds (taggraph.retrieve.words), else the dict's first entries."""
    if "line" in expl:
        return _short(str(expl["line"]), 200)
    parts = [f"{k}: {_fmt(v)}" for k, v in expl.items() if k != "method"][:keys]
    return _short("; ".join(parts), 200)
