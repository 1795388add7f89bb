"""Downstream answer accuracy (the paper's Table 5): a method's top-5 notes go to one generator
over any OpenAI-compatible chat endpoint (temperature 0), and the reply is scored against the gold
answer by token F1 and by containment.

Both scores follow the usual reading-comprehension normalisation (lowercase, punctuation and the
articles a/an/the removed, whitespace collapsed). Token F1 understates correctness for verbose
replies ("three" inside a sentence scores low); containment (the normalised gold answer appears in
the normalised reply, on word boundaries) ignores verbosity but misses paraphrases. For ATANT,
whose gold is a list of expected substrings, containment needs every substring and F1 compares
against the substrings joined by spaces.
"""

from __future__ import annotations

import re
import string
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ..extract.llm import OpenAIChatClient, TransientError

ANSWER_PROMPT_VERSION = "answer-v1"
SYSTEM_PROMPT = (
    "You answer questions about the user's past conversations using only the memory notes given. "
    "Reply with the answer alone, as a short phrase, without explanation. If the notes do not "
    "contain the answer, reply: I don't know."
)
_ARTICLES = re.compile(r"\b(a|an|the)\b")
_PUNCT = str.maketrans({c: " " for c in string.punctuation + "\u2018\u2019\u201c\u201d"})


def normalize_answer(text: str) -> str:
    """Lowercase, punctuation to spaces, articles removed, whitespace collapsed."""
    text = str(text).lower().translate(_PUNCT)
    return " ".join(_ARTICLES.sub(" ", text).split())


def token_f1(prediction: str, gold: str) -> float:
    """Harmonic mean of token precision and recall after normalisation (0 when either is empty)."""
    pred, ref = normalize_answer(prediction).split(), normalize_answer(gold).split()
    if not pred or not ref:
        return 0.0
    common = sum((Counter(pred) & Counter(ref)).values())
    if common == 0:
        return 0.0
    precision, recall = common / len(pred), common / len(ref)
    return 2 * precision * recall / (precision + recall)


def contains_answer(prediction: str, gold: str) -> bool:
    """The normalised gold answer appears in the normalised prediction as whole words."""
    ref = normalize_answer(gold)
    return bool(ref) and f" {ref} " in f" {normalize_answer(prediction)} "


def score_answer(prediction: str, gold: str = "", expected: Sequence[str] = ()) -> dict[str, float]:
    """``{"f1", "containment"}`` against ``gold``, or against every ``expected`` substring
    (ATANT) when ``gold`` is empty."""
    if not gold and expected:
        hit = all(contains_answer(prediction, e) for e in expected)
        return {"f1": token_f1(prediction, " ".join(expected)), "containment": float(hit)}
    return {"f1": token_f1(prediction, gold), "containment": float(contains_answer(prediction, gold))}


@dataclass(frozen=True)
class ContextNote:
    """One retrieved note as the generator sees it."""

    text: str
    date: str = ""


def build_messages(question: str, notes: Sequence[ContextNote], question_date: str = "") -> list[dict[str, str]]:
    blocks = []
    for i, note in enumerate(notes, 1):
        when = f" ({note.date})" if note.date else ""
        blocks.append(f"[Note {i}{when}]\n{note.text.strip()}")
    context = "\n\n".join(blocks) if blocks else "(no notes)"
    asked = f"\nThe question is asked on {question_date}." if question_date else ""
    user = f"Memory notes:\n\n{context}\n{asked}\nQuestion: {question}\nAnswer:"
    return [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": user}]


class Generator:
    """One OpenAI-compatible chat model answering from notes; transport errors are retried."""

    def __init__(self, url: str, model: str, *, max_tokens: int = 96, retries: int = 3,
                 backoff: float = 1.0, timeout: float = 120.0) -> None:
        self.client = OpenAIChatClient(url, model, timeout=timeout)
        self.model = model
        self.max_tokens = max_tokens
        self.retries = retries
        self.backoff = backoff

    def answer(self, question: str, notes: Sequence[ContextNote], question_date: str = "") -> str:
        messages = build_messages(question, notes, question_date)
        for attempt in range(self.retries + 1):
            try:
                reply = self.client.chat(messages, "text", self.max_tokens)
                return " ".join(reply.text.split())
            except TransientError:
                if attempt == self.retries:
                    raise
                time.sleep(self.backoff * 2 ** attempt)
        raise AssertionError("unreachable")

    def close(self) -> None:
        self.client.close()
