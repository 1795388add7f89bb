"""A slot fact, the record :mod:`taggraph.extract.slots` reads from a note and the fact chains
(:mod:`taggraph.index.facts`) link, with the comparison of two values. The offline extractor's id
hashes this file with the rules, so a change here is a new extractor version."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Fact:
    slot: str | None  # None: an open correction, attached later to the slot it corrects
    value: str  # normalised value (comparison key)
    label: str  # readable value
    cues: tuple[str, ...] = ()  # lemmas a question about this slot may use
    starts: str | None = None  # date words from which the value holds ("October"), when announced
    replaces: str | None = None  # a value named as the one this replaces ("not 50")

    def as_list(self) -> list[Any]:
        return [self.slot, self.value, self.label, list(self.cues), self.starts, self.replaces]

    @classmethod
    def from_list(cls, row: Sequence[Any]) -> Fact:
        return cls(row[0], row[1], row[2], tuple(row[3]), row[4], row[5])


def norm_value(text: str) -> str:
    """Comparison key of a value: lower case, words joined, numbers apart from units."""
    text = re.sub(r"(\d)([a-z])", r"\1 \2", text.lower().replace(",", ""))
    words = re.findall(r"[\w.$%]+", text)
    words = [w for w in words if w not in ("the", "a", "an", "my", "our")]
    return "_".join(words).strip("_.")


def same_value(a: str, b: str) -> bool:
    """Two value keys that name the same thing: "carmen" and "carmen_ruiz" (a first name, or a
    surname alone), but not "qa_analyst" and "senior_qa_analyst" (a new modifier is a new value)."""
    if a == b:
        return True
    wa, wb = a.split("_"), b.split("_")
    if any(w[:1].isdigit() for w in wa + wb):
        return False  # amounts must match exactly
    short, long = (wa, wb) if len(wa) <= len(wb) else (wb, wa)
    if not short or not short[0]:
        return False
    return long[:len(short)] == short or (len(short) == 1 and long[-1] == short[0])
