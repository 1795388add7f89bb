"""Fusion's ``change`` features: notes whose words say a value changed, and whether a later note
on the same topic says so.

A fact slot (:mod:`taggraph.index.facts`) needs the parse to name both the slot and its value,
and many updates name neither plainly ("Jonah teaches me piano now", "it's the bus for me from
now on"). These features need no slot: the note's own change words, and how close (cosine of
the note vectors, or word overlap without the dense side) the nearest earlier and later matching
candidates are. As with the fact states, the ones whose direction is known are crossed with the
question's tense so that training can hold them to it (``MONOTONE``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

FEATURES = ("note_now", "note_shift", "note_fix", "sim_newer", "sim_older",
            "now_stale", "now_update", "past_stale")
# now_stale: a later note on the topic says something changed, so for a question about the
# present this note is likely the old value; now_update: this note says so about an earlier one.
MONOTONE = {"now_stale": -1, "now_update": 1}

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


def change_features(stamps: Sequence[float | None], cue_rows: Sequence[tuple[float, float, float]],
                    sims: np.ndarray, matching: Sequence[int], *, past: bool, about_user: bool) -> dict[str, np.ndarray]:
    """The ``change`` columns for n candidates.

    ``stamps``: each candidate's time (None: undated); ``cue_rows``: :func:`cues` of each;
    ``sims``: n x len(matching) topic closeness of every candidate to each matching candidate
    (a note's closeness to itself is ignored); ``past``: the question asks about the past;
    ``about_user``: it asks about the user ("my", "I", "we"). A note's change words are its
    speaker's, the user's, so a question about someone else gets zeros: trained without that
    gate, the model carried what it learnt from questions about the user's own values over to
    questions about other people and ranked those worse (see the facts README)."""
    n = len(stamps)
    out = {f: np.zeros(n) for f in FEATURES}
    if not about_user:
        return out
    cue = np.asarray(cue_rows, dtype=np.float64).reshape(n, 3)
    for f, c in zip(("note_now", "note_shift", "note_fix"), cue.T, strict=True):
        out[f] = c.copy()
    if not matching or n == 0:
        return out
    t = np.array([s if s is not None else np.nan for s in stamps], dtype=np.float64)
    tm = t[list(matching)]
    any_cue = cue[list(matching)].max(axis=1) > 0
    with np.errstate(invalid="ignore"):
        newer = tm[None, :] > t[:, None]  # nan (undated) compares False both ways
        older = tm[None, :] < t[:, None]
    s = np.clip(sims, 0.0, None)
    sim_newer = np.where(newer, s, 0.0).max(axis=1)
    sim_older = np.where(older, s, 0.0).max(axis=1)
    stale = np.where(newer & any_cue[None, :], s, 0.0).max(axis=1)
    out["sim_newer"], out["sim_older"] = sim_newer, sim_older
    update = sim_older * (cue.max(axis=1) > 0)
    if past:
        out["past_stale"] = stale
    else:
        out["now_stale"], out["now_update"] = stale, update
    return out
