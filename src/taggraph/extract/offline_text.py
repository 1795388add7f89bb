"""Tokens and sentences for the offline extractor.

Unlike :func:`taggraph.text.tokenize` (which indexes and matches), this keeps what rules need:
capitalisation, possessive ``'s``, sentence boundaries, and numbers with their units ("$180k-$220k",
"11:47 PM", "3-year-old", "92%") as single tokens.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_REPLACE = str.maketrans(
    {
        "\u2019": "'",
        "\u2018": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u2014": " - ",
        "\u2013": " - ",
        "\u2026": "...",
        "\u00a0": " ",
    }
)

_NUM = r"\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?"
_TOKEN = re.compile(
    r"(?P<w>[^\W\d_]\w*(?:'[^\W\d_]\w*|[-.&][^\W_]\w*)*)"
    r"|(?P<n>" + _NUM + r"(?::\d\d)?(?:st|nd|rd|th)?(?:\s?[ap]\.?m\.?(?![a-z]))?(?:[km](?![a-z]))?%?"
    r"(?:(?:-|/|\sto\s)(?:" + _NUM + r"(?:st|nd|rd|th)?[km]?%?(?:\s?[ap]\.?m\.?(?![a-z]))?"
    r"|[a-z]+(?:-[a-z0-9]+)*))*)"
    r"|(?P<p>[^\w\s])",
    re.I,
)
_NEGATED_BASE = {"ca": "can", "wo": "will", "sha": "shall"}
_SHOUT = re.compile(r"\b[A-Z]{2,}\b")
_CLITICS = ("'s", "'m", "'re", "'ve", "'d", "'ll", "n't")
ABBREVIATIONS = frozenset(
    {"dr", "mr", "mrs", "ms", "st", "jr", "sr", "prof", "vs", "etc", "mt", "ft", "no", "approx"}
)
SENTENCE_END = frozenset(".!?")


@dataclass(slots=True)
class Tok:
    text: str  # surface form without a clitic ("Mike" for "Mike's")
    low: str
    kind: str  # "w" word, "n" number, "p" punctuation
    i: int
    sent: int
    first: bool  # first word of its sentence
    poss: bool  # carried "'s"
    cap: bool  # a capitalised word (proper-noun candidate)
    clitic: str = ""


def _all_caps_sentence(words: list[Tok]) -> bool:
    letters = [w for w in words if w.kind == "w" and len(w.text) > 1]
    return len(letters) >= 3 and sum(w.text.isupper() for w in letters) >= 0.7 * len(letters)


def tokenize_rich(text: str) -> list[Tok]:
    """Tokens with sentence index; shouting sentences ("I GOT THE JOB!") are lowercased."""
    text = text.translate(_REPLACE)
    toks: list[Tok] = []
    append = toks.append
    sent = 0
    first = True
    i = 0
    for word, num, punct in _TOKEN.findall(text):
        if word:
            clitic = ""
            if "'" in word:
                low = word.lower()
                for c in _CLITICS:
                    if low.endswith(c) and len(low) > len(c):
                        clitic = c
                        word = word[: -len(c)]
                        if c == "n't":  # can't -> can, won't -> will
                            word = _NEGATED_BASE.get(word.lower(), word)
                        break
            low = word.lower()
            append(
                Tok(word, low, "w", i, sent, first, clitic == "'s", word[0].isupper() and low != "i", clitic)
            )
            first = False
        elif num:
            if " " in num:
                num = " ".join(num.split())
            append(Tok(num, num.lower(), "n", i, sent, first, False, False))
            first = False
        else:
            append(Tok(punct, punct, "p", i, sent, False, False, False))
            if punct in SENTENCE_END and not (
                punct == "." and i > 0 and toks[i - 1].kind == "w" and toks[i - 1].low in ABBREVIATIONS
            ):
                if not first:
                    sent += 1
                first = True
        i += 1
    if _SHOUT.search(text):
        _fix_shouting(toks)
    return toks


def _fix_shouting(toks: list[Tok]) -> None:
    by_sent: dict[int, list[Tok]] = {}
    for t in toks:
        by_sent.setdefault(t.sent, []).append(t)
    for words in by_sent.values():
        if _all_caps_sentence(words):
            for t in words:
                t.cap = False
                t.text = t.low


def sentences(toks: list[Tok]) -> list[list[Tok]]:
    out: list[list[Tok]] = []
    for t in toks:
        if not out or out[-1][0].sent != t.sent:
            out.append([])
        out[-1].append(t)
    return out


def first_sentence(text: str, max_words: int = 30) -> str:
    text = " ".join(text.translate(_REPLACE).split())
    m = re.search(r"(?<!\b(?:Dr|Mr|Ms|St))[.!?](?:\s|$)", text)
    s = text[: m.end()].strip() if m else text
    words = s.split()
    return " ".join(words[:max_words])
