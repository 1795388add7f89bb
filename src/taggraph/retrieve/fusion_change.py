"""Fusion's ``change`` and ``past`` features: notes whose words say a value changed, whether a
later note on the same topic says so, and which of several values on a topic a question about the
past asks for.

A fact slot (:mod:`taggraph.index.facts`) needs the parse to name both the slot and its value,
and many updates name neither plainly ("Jonah teaches me piano now", "it's the bus for me from
now on"). These features need no slot: the note's own change words, and how close (cosine of
the note vectors, or word overlap without the dense side) the nearest earlier and later matching
candidates are. As with the fact states, the ones whose direction is known are crossed with the
question's tense so that training can hold them to it (``MONOTONE``). The ``past`` group reads
the question's own words for the value it wants: the first, the one before or after a value it
names, the one that still held in a window it names (:func:`past_features`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

import numpy as np

from ..text import content_tokens

FEATURES = ("note_now", "note_shift", "note_fix", "sim_newer", "sim_older",
            "now_stale", "now_update", "past_stale")
# now_stale: a later note on the topic says something changed, so for a question about the
# present this note is likely the old value; now_update: this note says so about an earlier one.
MONOTONE = {"now_stale": -1, "now_update": 1}
# The past-question features (:func:`past_features`): which of several values on a topic a
# question about the past asks for. past_first: the note has no earlier one on its topic and the
# question asks for the first value; past_anchor: the note holds the words of the question's
# anchor ("before the Subaru"), which is the value the question is not asking for;
# past_before_anchor / past_after_anchor: the note came before the anchor's first mention (after
# its last), scaled by its closeness to it; past_win_latest: the note is the latest on its topic
# by the end of the window the question names (a state told before the window still held in it).
PAST_FEATURES = ("past_first", "past_anchor", "past_before_anchor", "past_after_anchor", "past_win_latest")

# Closed classes of English, written for this purpose (not drawn from any data set): words that
# place a statement in the present state of affairs, verbs of changing one thing for another,
# and the ways a speaker corrects what they said. Regular expressions over the words, because a
# tagger adds nothing here: the cue is the word itself, in any tense.
_NOW = re.compile(r"\b(now|nowadays|these days|currently|at the moment|any ?more|no longer|no more|"
                  r"instead|from now on|since)\b", re.IGNORECASE)
_SHIFT = re.compile(
    r"\b(switch(?:ed|es|ing)?|swap(?:ped|s|ping)?|mov(?:e|ed|es|ing)|chang(?:e|ed|es|ing)|"
    r"replac(?:e|ed|es|ing)|start(?:ed|s|ing)?|join(?:ed|s|ing)?|leav(?:e|es|ing)|left|quit(?:s|ting)?|"
    r"transferr?(?:ed|s|ing)?|upgrad(?:e|ed|es|ing)|downgrad(?:e|ed|es|ing)|promot(?:ed|ion)|"
    r"retir(?:e|ed|es|ing)|(?:take|takes|took|taking|taken) over|(?:give|gives|gave|giving|given) up|"
    r"stop(?:ped|s|ping)?|becom(?:e|es|ing)|became|new|back|again|anymore)\b", re.IGNORECASE)
# How English asks for the first of several values, and for the one before or after another.
_FIRST = re.compile(r"\b(first|firstly|originally|initially|at the start|in the beginning|to begin with|"
                    r"when (?:i|we) (?:started|began|joined|moved))\b", re.IGNORECASE)
_ANCHOR = re.compile(r"\b(before|prior to|until|after|since)\s+([^?.!,;]+)", re.IGNORECASE)
# An anchor made only of these is a time, not a value.
_TIME_WORDS = re.compile(r"(?:(?:\d+|january|february|march|april|may|june|july|august|september|october|"
                         r"november|december|spring|summer|autumn|fall|winter|christmas|easter|week|weeks|"
                         r"month|months|year|years|last|next|birthday|holidays?)\s?)+", re.IGNORECASE)
_FIX = re.compile(r"\b(actually|correction|correct(?:ed|ing)?|mistake|mistyped|typo|wrong|i meant|"
                  r"rather than|not\s+\d[\d.,]*)\b", re.IGNORECASE)


def cues(text: str) -> tuple[float, float, float]:
    """(present-state word, change verb, correction) in ``text``, each 0.0 or 1.0."""
    return (float(bool(_NOW.search(text))), float(bool(_SHIFT.search(text))), float(bool(_FIX.search(text))))


def jaccard_matrix(words: Sequence[frozenset[str]], cols: Sequence[int]) -> np.ndarray:
    """Word-set overlap of every note with the notes at ``cols``: the topic closeness of the
    lexical model, which has no note vectors."""
    out = np.zeros((len(words), len(cols)))
    for j, a in enumerate(words):
        for c, k in enumerate(cols):
            b = words[k]
            if a and b:
                out[j, c] = len(a & b) / len(a | b)
    return out


def _order(stamps: Sequence[float | None], sims: np.ndarray,
           matching: Sequence[int]) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(each candidate's time, nan if undated; the matching candidates' times; the closeness
    clipped at 0; older and newer: n x len(matching), whether matching candidate c came before
    or after candidate j; an undated note is neither)."""
    t = np.array([x if x is not None else np.nan for x in stamps], dtype=np.float64)
    tm = t[list(matching)]
    with np.errstate(invalid="ignore"):
        older = tm[None, :] < t[:, None]  # nan (undated) compares False both ways
        newer = tm[None, :] > t[:, None]
    return t, tm, np.clip(sims, 0.0, None), older, newer


def change_features(stamps: Sequence[float | None], cue_rows: Sequence[tuple[float, float, float]],
                    sims: np.ndarray, matching: Sequence[int], *, past: bool, about_user: bool,
                    now: float | None = None, pending: Sequence[bool] | None = None) -> dict[str, np.ndarray]:
    """The ``change`` columns for n candidates.

    ``stamps``: each candidate's time (None: undated); ``cue_rows``: :func:`cues` of each;
    ``sims``: n x len(matching) topic closeness of every candidate to each matching candidate
    (a note's closeness to itself is ignored); ``past``: the question asks about the past;
    ``about_user``: it asks about the user ("my", "I", "we"). A note's change words are its
    speaker's, the user's, so a question about someone else gets zeros: trained without that
    gate, the model carried what it learnt from questions about the user's own values over to
    questions about other people and ranked those worse (see the facts README). ``now``: the
    question's reference time; a note dated after it did not exist yet then ("who is my manager?"
    asked as of May, of a store written through August), so it neither dates an earlier note nor
    is an update itself. ``pending``: per candidate, whether its slot fact is announced for
    later than ``now`` ("X will be my manager from June", asked in May): its change words then
    do not yet make the earlier value stale."""
    n = len(stamps)
    out = {f: np.zeros(n) for f in FEATURES}
    if not about_user:
        return out
    cue = np.asarray(cue_rows, dtype=np.float64).reshape(n, 3)
    for f, c in zip(("note_now", "note_shift", "note_fix"), cue.T, strict=True):
        out[f] = c.copy()
    if not matching or n == 0:
        return out
    t, tm, s, older, newer = _order(stamps, sims, matching)
    any_cue = cue[list(matching)].max(axis=1) > 0
    if pending is not None:
        any_cue &= ~np.asarray(pending, dtype=bool)[list(matching)]
    if now is not None:
        with np.errstate(invalid="ignore"):
            newer &= ~(tm > now)[None, :]
    sim_newer = np.where(newer, s, 0.0).max(axis=1)
    sim_older = np.where(older, s, 0.0).max(axis=1)
    stale = np.where(newer & any_cue[None, :], s, 0.0).max(axis=1)
    out["sim_newer"], out["sim_older"] = sim_newer, sim_older
    update = sim_older * (cue.max(axis=1) > 0)
    if now is not None:
        with np.errstate(invalid="ignore"):
            update[t > now] = 0.0
    if past:
        out["past_stale"] = stale
    else:
        out["now_stale"], out["now_update"] = stale, update
    return out


class Anchor(NamedTuple):
    """The value a question about the past is asked relative to: "before the Subaru"."""

    side: str               # "before" or "after"
    text: str               # as typed: "the Subaru"
    words: frozenset[str]   # its content words: {"subaru"}


def anchor(query: str) -> Anchor | None:
    """The anchor of "what did I drive before the Subaru?"; None when the question names none
    or only a time ("before May" is a window's work)."""
    m = _ANCHOR.search(query)
    if not m:
        return None
    text = m.group(2).strip()
    got = frozenset(content_tokens(text))
    if not got or (_TIME_WORDS.fullmatch(" ".join(sorted(got))) is not None):
        return None
    return Anchor("before" if m.group(1).lower() in ("before", "prior to", "until") else "after", text, got)


def asks_first(query: str) -> bool:
    """True for "who was my first piano teacher?", "where did we live when we started out?"."""
    return _FIRST.search(query) is not None


def past_features(stamps: Sequence[float | None], words: Sequence[frozenset[str]], sims: np.ndarray,
                  matching: Sequence[int], *, first: bool, anchor_of: Anchor | None,
                  window_end: float | None, past: bool, about_user: bool) -> dict[str, np.ndarray]:
    """The :data:`PAST_FEATURES` columns for n candidates (``stamps``, ``words``: each one's
    time and content words, the words read only with an anchor; ``sims``, ``matching`` as in
    :func:`change_features`; ``first``: :func:`asks_first` of the question; ``anchor_of``:
    :func:`anchor` of the question; ``window_end``: the end of the window the
    question names, as a timestamp; ``past``: the question asks about the past, else every
    column is zero: a question about the present is the other features' work). The first and
    anchor features read only the question's words, for anyone; the window one is for a past
    state of the user's (``about_user``), like the change words: given to every question, it
    would tell the value that still held for the user's own states but not for other people's
    events, which a window asks about in LoCoMo and ATANT. (Gating all five by ``about_user``
    was tried: it lost on the facts dev set out of fold, see the facts README.)"""
    n = len(stamps)
    out = {f: np.zeros(n) for f in PAST_FEATURES}
    if n == 0 or not matching or not past:
        return out
    t, tm, s, older, newer = _order(stamps, sims, matching)
    if first:
        out["past_first"] = 1.0 - np.where(older, s, 0.0).max(axis=1)
    if anchor_of is not None:
        side, want = anchor_of.side, anchor_of.words
        has = np.array([len(want & w) / len(want) >= 0.5 for w in words])
        out["past_anchor"] = has.astype(np.float64)
        at = [c for c, j in enumerate(matching) if has[j] and not np.isnan(t[j])]
        if at:
            edge = tm[at].min() if side == "before" else tm[at].max()
            close = s[:, at].max(axis=1)
            with np.errstate(invalid="ignore"):
                placed = (t < edge) if side == "before" else (t > edge)
            out["past_before_anchor" if side == "before" else "past_after_anchor"] = np.where(placed & ~has, close, 0.0)
    if window_end is not None and about_user:
        with np.errstate(invalid="ignore"):
            told = t < window_end
            between = newer & (tm[None, :] < window_end)
        out["past_win_latest"] = np.where(told, 1.0 - np.where(between, s, 0.0).max(axis=1), 0.0)
    return out
