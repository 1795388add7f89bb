"""A generated, reproducible conversational history for bench_scale.py.

Conversations of 2 speakers drawn from a pool, in sessions of 8-30 turns on consecutive dates;
each turn mentions Zipf-distributed people, places, organisations and topics, and its words come
from a Zipfian vocabulary (a head of function words, then a long tail of made-up words), so
document frequencies have a realistic long tail. The same seed gives the same history.

Tags are generated together with the text (``GeneratedTags``), not extracted from it: the
benchmark measures storage and retrieval, and extraction cost is excluded by construction. The
extractor id says so (``generated-tags``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from datetime import datetime, timedelta

import numpy as np

from taggraph.extract.base import Extraction
from taggraph.notes import Turn
from taggraph.tags import FiveW

FUNCTION_WORDS = ["i", "the", "a", "to", "and", "my", "of", "in", "it", "is", "for", "that", "you", "was", "with", "on", "have", "me", "this", "at", "be", "so", "what", "how", "do", "can", "but", "we", "about", "just", "like", "when"]
_SYLL = ["ka", "lo", "mi", "ra", "ne", "to", "sa", "vu", "pe", "di", "go", "ha", "ju", "be", "ri", "mo"]
TOPICS = ["work", "health", "family", "travel", "food", "music", "sport", "money", "home", "study",
          "pets", "books", "garden", "film", "cars", "games"]


def _word(i: int) -> str:
    w, j = "", i + 7
    while j:
        w += _SYLL[j % len(_SYLL)]
        j //= len(_SYLL)
    return w


def _zipf(n: int, s: float) -> np.ndarray:
    p: np.ndarray = 1.0 / np.arange(1, n + 1) ** s
    return p / float(p.sum())


class History:
    """Turns and their tags, generated in chunks (no history-sized lists in memory)."""

    def __init__(self, seed: int = 12, vocab: int = 200_000) -> None:
        self.rng = np.random.default_rng(seed)
        self.words = np.array(FUNCTION_WORDS + [_word(i) for i in range(vocab)])
        self.p_words = _zipf(len(self.words), 1.05)
        self.speakers = [_word(10_000_000 + i).capitalize() for i in range(60)]
        self.people = [_word(20_000_000 + i) for i in range(30_000)]
        self.places = [_word(30_000_000 + i) for i in range(3_000)]
        self.orgs = [_word(40_000_000 + i) for i in range(5_000)]
        self.subtopics = [f"{TOPICS[i % len(TOPICS)]}/{_word(50_000_000 + i)}" for i in range(4_000)]
        self.p_people, self.p_places = _zipf(len(self.people), 1.1), _zipf(len(self.places), 1.1)
        self.p_orgs, self.p_sub = _zipf(len(self.orgs), 1.1), _zipf(len(self.subtopics), 1.0)
        self.day = datetime(2021, 1, 4, 9, 0)
        self.session = 0

    def chunks(self, n: int, size: int = 1000) -> Iterator[list[tuple[Turn, FiveW]]]:
        """``n`` turns in lists of ``size``; every random draw of a chunk is one vectorised call."""
        done = 0
        left_in_session = 0
        a = b = ""
        t = self.day
        while done < n:
            m = min(size, n - done)
            r = self.rng
            people = r.choice(len(self.people), size=m, p=self.p_people)
            places = r.choice(len(self.places), size=m, p=self.p_places)
            subs = r.choice(len(self.subtopics), size=m, p=self.p_sub)
            orgs = np.where(r.random(m) < 0.4, r.choice(len(self.orgs), size=m, p=self.p_orgs), -1)
            n_user, n_reply = r.integers(12, 40, size=m), r.integers(4, 16, size=m)
            words = self.words[r.choice(len(self.words), size=int(n_user.sum() + n_reply.sum()), p=self.p_words)]
            gaps = r.integers(1, 9, size=m)
            out: list[tuple[Turn, FiveW]] = []
            w = 0
            for i in range(m):
                if left_in_session == 0:
                    self.session += 1
                    x, y = r.choice(len(self.speakers), size=2, replace=False)
                    a, b = self.speakers[x], self.speakers[y]
                    left_in_session = int(r.integers(8, 31))
                    self.day += timedelta(hours=int(r.integers(1, 12)))
                    t = self.day
                u = words[w:w + n_user[i]]
                w += n_user[i]
                reply = words[w:w + n_reply[i]]
                w += n_reply[i]
                out.append(self._turn(a, b, t, person=self.people[people[i]], place=self.places[places[i]],
                                      sub=self.subtopics[subs[i]],
                                      org=self.orgs[orgs[i]] if orgs[i] >= 0 else None, words=u, reply=reply))
                t += timedelta(minutes=int(gaps[i]))
                left_in_session -= 1
            done += m
            yield out

    def _turn(self, a: str, b: str, ts: datetime, *, person: str, place: str, sub: str, org: str | None,
              words: np.ndarray, reply: np.ndarray) -> tuple[Turn, FiveW]:
        topic = sub.split("/")[1]
        user = f"{' '.join(words[:6])} {person.capitalize()} {' '.join(words[6:])} {topic} in {place.capitalize()}"
        if org:
            user += f" at {org.capitalize()}"
        tags = FiveW(
            who=("user", f"person/{a.lower()}", f"person/{person}"),
            what=(f"topic/{sub}",),
            when=(f"date/{ts:%Y-%m-%d}", f"day/{ts:%A}".lower()),
            where=(f"place/{place}",),
            why=(),
            extra=(f"org/{org}",) if org else (),
        )
        # the speakers' names open each side, as in a transcript
        return Turn(f"{a}: {user}", f"{b}: {' '.join(reply)}", ts, f"s{self.session}"), tags


class GeneratedTags:
    """The benchmark's extractor: returns the tags generated with each turn (no extraction)."""

    id = "generated-tags"

    def __init__(self) -> None:
        self.pending: dict[tuple[str, str], FiveW] = {}

    def expect(self, rows: Sequence[tuple[Turn, FiveW]]) -> list[Turn]:
        self.pending = {(t.user, t.assistant): tags for t, tags in rows}
        return [t for t, _ in rows]

    def extract(self, user: str, assistant: str, ontology: Sequence[str] = ()) -> Extraction:
        return Extraction(self.pending[(user, assistant)])

    def extract_many(self, turns: Sequence[tuple[str, str]], ontology: Sequence[str] = ()) -> list[Extraction]:
        return [self.extract(u, a) for u, a in turns]
