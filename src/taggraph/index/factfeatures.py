"""What ``fusion`` reads from the fact chains (:mod:`taggraph.index.facts`): the ``facts`` group of
its features, the slot texts it compares a question with, and the order that never puts a
superseded value above the value that replaced it for a question about the present.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from typing import Any

from .chainlink import words_of
from .facts import FactChains, stamp

# Each state is crossed with the question's tense, so that the direction of its effect is known
# and training can hold it to that direction (``MONOTONE``): a few hundred questions about changed
# facts could not teach it reliably against thousands about other things.
FEATURES = ("fact_any", "fact_slot_q", "fact_slot_sim", "q_past", "note_self", "q_self",
            "fact_now_sup", "fact_now_sup_cand", "fact_now_cur", "fact_now_upcoming",
            "fact_past_sup", "fact_valid_win", "fact_before_q", "fact_after_q")
MONOTONE = {"fact_now_sup": -1, "fact_now_sup_cand": -1, "fact_now_cur": 1, "fact_now_upcoming": -1,
            "fact_valid_win": 1, "fact_before_q": 1, "fact_after_q": 1}
_SELF = re.compile(r"\b(i|me|my|mine|myself|we|our|us)\b", re.IGNORECASE)
_BEFORE = re.compile(r"\b(before|previous|previously|prior to|until|preceded)\b", re.IGNORECASE)
_AFTER = re.compile(r"\b(after|since|next|replaced|following)\b", re.IGNORECASE)


def slot_text(slot: str, cues: Iterable[str]) -> str:
    """What a slot is about, in words a question may use: "my manager", "my live move city"."""
    subject, attr = slot.split("/", 1)
    words = dict.fromkeys([*attr.split("_"), *sorted(cues)])
    return f"{'my' if subject == 'user' else subject} {' '.join(words)}"


def slot_texts(chains: FactChains, note_ids: Iterable[str] | None = None) -> list[str]:
    """The slot texts ``fact_features`` compares a question with: of every slot, or of the slots
    these notes give values of (what a write may have changed)."""
    if note_ids is None:
        slots: Iterable[str] = chains.chains()
    else:
        slots = dict.fromkeys(e.slot for nid in note_ids for e in chains.entries(nid))
    return list(dict.fromkeys(slot_text(s, chains.slot_cues(s)) for s in slots))


def fact_features(chains: FactChains, ids: Sequence[str], query: str, now: datetime | None,
                  window: Any, similarity: Any = None, *, past: bool, neutral: bool) -> dict[str, list[float]]:
    """The ``facts`` group of fusion's features for the candidates ``ids`` (see FEATURES).
    ``similarity(text)``, when given, is the dense cosine of the query and ``text``: it tells that
    "who's my boss?" asks about the slot of "my manager". ``past``: the question asks about the
    past (``tense.asks_for_past``); ``neutral``: a past question that points back to nothing
    ("which flights did I book?", ``tense.points_back``) asks what happened, not for a former
    value, so neither the current nor a replaced value is favoured. The caller reads both once,
    for these features and its own."""
    t = stamp(now or datetime.now(UTC))
    words = set(words_of(query))
    cand = set(ids)
    out: dict[str, list[float]] = {f: [0.0] * len(ids) for f in FEATURES}
    before, after = bool(_BEFORE.search(query)), bool(_AFTER.search(query))
    out["q_past"] = [float(past)] * len(ids)
    # a question about the user ("what car do I drive?") against notes about someone else
    out["q_self"] = [float(bool(_SELF.search(query)))] * len(ids)
    out["note_self"] = [chains.share.get(nid, 0.5) for nid in ids]
    for j, nid in enumerate(ids):
        entries = chains.entries(nid)
        if not entries:
            continue
        scored = [(len(words & chains.slot_cues(e.slot)), e) for e in entries]
        overlap, e = max(scored, key=lambda x: x[0])
        state = e.state(t)
        out["fact_any"][j] = 1.0
        out["fact_slot_q"][j] = float(min(overlap, 3))
        if similarity is not None:
            out["fact_slot_sim"][j] = max(similarity(slot_text(x.slot, chains.slot_cues(x.slot))) for x in entries)
        prv, nxt = chains.around(e)
        changed = prv is not None or nxt is not None
        if not past:
            out["fact_now_sup"][j] = float(state == "superseded")
            out["fact_now_sup_cand"][j] = float(state == "superseded" and e.superseded_by in cand)
            out["fact_now_cur"][j] = float(state == "current" and changed)
            out["fact_now_upcoming"][j] = float(state == "upcoming")
        elif not neutral:
            out["fact_past_sup"][j] = float(state == "superseded")
        if window is not None:
            start, end = window.start.timestamp(), window.end.timestamp()
            until = e.valid_until if e.valid_until is not None else math.inf
            out["fact_valid_win"][j] = float(e.valid_from < end and until > start)
        out["fact_before_q"][j] = float(before and nxt is not None and bool(set(nxt.value.split("_")) & words))
        out["fact_after_q"][j] = float(after and prv is not None and bool(set(prv.value.split("_")) & words))
    return out


def superseder(chains: FactChains, note_id: str, now: datetime | None) -> str | None:
    """The note that replaced this note's value as of ``now`` (None if none did)."""
    t = stamp(now or datetime.now(UTC))
    return next((e.superseded_by for e in chains.entries(note_id) if e.state(t) == "superseded"), None)


def present_order(chains: FactChains, ranked: Sequence[str], now: datetime | None) -> tuple[list[str], dict[str, str]]:
    """``ranked`` with every superseded note moved right after the note that replaced it, when
    that note is also ranked: a question about the present never gets an old value ahead of the
    value that replaced it. Returns the order and {moved note: the note it now follows}."""
    present = set(ranked)
    out: list[str] = []
    done: set[str] = set()
    waiting: dict[str, list[str]] = {}
    moved: dict[str, str] = {}

    def emit(nid: str) -> None:
        out.append(nid)
        done.add(nid)
        for w in waiting.pop(nid, []):
            emit(w)

    for nid in ranked:
        sup = superseder(chains, nid, now)
        if sup is not None and sup in present and sup not in done:
            waiting.setdefault(sup, []).append(nid)
            moved[nid] = sup
            continue
        emit(nid)
    for rest in waiting.values():  # unreachable (a superseder is always ranked); kept for safety
        for nid in rest:
            if nid not in done:
                emit(nid)
    return out, moved
