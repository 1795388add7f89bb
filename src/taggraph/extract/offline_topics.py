"""Topics and activities: the noun phrases of a text, ranked by how informative their words are.

A word's part of speech comes from the lexicon (lemminflect) corrected by its neighbours, because
the lexicon lists some nouns only as verbs ("commute", "bar") and a word after "to" or "I" is a
verb whatever the lexicon says. Phrases are runs of modifiers ending in a noun ("job interview",
"navy suit", "raised bed"); an "-ing" verb on its own is an activity ("journaling").
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from ..text import STOPWORDS
from . import offline_lexicon as lex
from .offline_entities import person_like
from .offline_facts import Cand
from .offline_text import Tok

# Coarse tags: N noun, A adjective or participle modifier, G -ing verb, V verb, X anything else.
COMMON_ADJ_ZIPF = 5.2
MAX_TOPIC_CANDIDATES = 16
LIGHT_ACTIVITIES = frozenset(
    "go do get have make take try feel think look come say tell keep want need let see be use put give "
    "start begin hope plan wait find".split()
)


NOT_TOPIC = (
    frozenset("every each another several many few such own else ever per via still super".split())
    | frozenset(lex.NUMBER_WORDS)
    | lex.INTERJECTIONS
    | lex.PREPOSITIONS
)
# Evaluative adjectives that also have a noun reading; as a head or modifier they name no topic.
COMMON_ADJECTIVES = frozenset(
    "right left old great good free perfect fine whole real sure new big little full best better last next "
    "first ready open close clean fancy nice happy sweet amazing awesome cool hard easy special huge total "
    "small "
    "main top own favorite favourite current regular entire actual proper certain major tough long short "
    "high low late early bad worse worst young due fun key safe other others lovely kind glad solid common "
    "thousand hundred million dozen".split()
)
ACTIVITY_OPENERS = frozenset(
    "start started starting begin began love loved enjoy enjoyed keep kept finish "
    "finished go went going try tried quit stop stopped like liked hate practice practiced of about day "
    "days".split()
)


def _topic_word(t: Tok) -> bool:
    if t.kind != "w" or (t.cap and not (t.first and lex.is_known_word(t.low)) and not lex.is_demonym(t.low)):
        return False
    low = t.low
    return not (
        low in STOPWORDS
        or low in NOT_TOPIC
        or len(low) < 3
        or low in lex.WEEKDAYS
        or low in lex.MONTHS
        or low in lex.DAY_PARTS
        or not low.replace("-", "").isalpha()
    )


def coarse_tags(toks: list[Tok], used: set[int]) -> list[str]:
    tags: list[str] = []
    for t in toks:
        tags.append(_coarse(t, toks, tags, used))
    return tags


def _coarse(t: Tok, toks: list[Tok], tags: list[str], used: set[int]) -> str:
    if t.i in used or not _topic_word(t):
        return "X"
    low = t.low
    pos = lex.pos_of(low)
    prev = toks[t.i - 1] if t.i > 0 else None
    nxt = toks[t.i + 1] if t.i + 1 < len(toks) else None
    prev_tag = tags[t.i - 1] if t.i > 0 else "X"
    verbal = "VERB" in pos or not pos
    if t.cap and lex.is_demonym(low):
        return "A"
    if low == "course" and prev is not None and prev.low == "of":
        return "X"  # "of course"
    # An inflected verb form ("ran", "gave") or a verb before an object pronoun ("give me").
    if "VERB" in pos and "NOUN" not in pos and lex.verb_lemma(low) != low and not low.endswith(("ing", "ed")):
        return "V"
    if "VERB" in pos and nxt is not None and nxt.low in lex.OBJECT_PRONOUNS - {"her", "it"}:
        return "G" if low.endswith("ing") else "V"
    # "stand up", "check out", "bet it", "guess what": a verb before a particle or pronoun.
    if (
        "VERB" in pos
        and nxt is not None
        and (
            nxt.low in lex.PARTICLES
            and low not in lex.PARTICLES
            or (t.first and nxt.low in {"it", "what", "this", "that"})
        )
    ):
        return "G" if low.endswith("ing") else "V"
    # "sounds awesome", "looks like": a verb before an adjective, an intensifier or "like".
    if (
        "VERB" in pos
        and nxt is not None
        and nxt.kind == "w"
        and prev_tag in {"N", "X"}
        and low.endswith("s")
        and (
            nxt.low in lex.INTENSIFIER_ADVERBS
            or nxt.low in COMMON_ADJECTIVES
            or nxt.low == "like"
            or lex.only_adjective(nxt.low)
            and "ADJ" in lex.pos_of(nxt.low)
        )
    ):
        return "V"
    # "take a look", "let's join them": a clause-initial verb before its object.
    if (
        "VERB" in pos
        and nxt is not None
        and (nxt.low in lex.NP_OPENERS or nxt.low in lex.OBJECT_PRONOUNS)
        and (prev is None or prev.kind == "p" or prev.low in {"let", "lets", "please", "and", "or"})
        and prev_tag == "X"
    ):
        return "G" if low.endswith("ing") else "V"
    # "an organization that offers housing", "help people find what they need".
    if "VERB" in pos and prev is not None and low.endswith("s") and prev.low in {"that", "which", "who"}:
        return "V"
    if "VERB" in pos and nxt is not None and nxt.low in {"what", "how", "where", "why", "whether", "if"}:
        return "V"
    # "my mom keeps calling": a third-person verb between its subject and its complement.
    if (
        "VERB" in pos
        and low.endswith("s")
        and prev_tag == "N"
        and prev is not None
        and not prev.low.endswith("s")
        and nxt is not None
        and (
            nxt.low.endswith("ing")
            or nxt.low in lex.NP_OPENERS
            or nxt.low in lex.OBJECT_PRONOUNS
            or nxt.low == "to"
        )
    ):
        return "V"
    # Subject-verb agreement: "plants grow", "promises confuse".
    if (
        "VERB" in pos
        and prev_tag == "N"
        and prev is not None
        and prev.low.endswith("s")
        and not prev.low.endswith("ss")
        and not low.endswith("s")
        and "NOUN" in pos
        and lex.noun_lemma(prev.low) != prev.low
    ):
        return "V"
    # Adverbs do not join phrases ("finally", "incredibly").
    if "ADV" in pos and "NOUN" not in pos and ("ADJ" not in pos or low.endswith("ly")):
        return "R"
    # The verb slot: after a subject, modal, "to" or auxiliary, adverbs skipped ("we finally set").
    j = t.i - 1
    while j >= 0 and tags[j] == "R":
        j -= 1
    before = toks[j] if j >= 0 else None
    aux = before is not None and (
        before.low in lex.VERB_CONTEXT
        or before.clitic in {"'ll", "'d", "'m", "'re", "'ve"}
        or (low.endswith("ing") and before.low in lex.AUXILIARIES)
    )
    if verbal and aux and (j < 0 or tags[j] in {"X", "R"}):
        return "G" if low.endswith("ing") else "V"
    if prev is not None and prev.low in lex.INTENSIFIER_ADVERBS and "ADJ" in pos:
        return "A"
    if "NOUN" in pos or (not pos and not low.endswith(lex.ADJ_SUFFIXES)):
        return "N"
    if lex.only_adjective(low):
        return "A"
    # Listed only as a verb: a noun after a determiner or modifier ("my commute", "rooftop bar",
    # "a silent retreat"), but not after a bare adjective ("something special happen").
    before_prev = toks[t.i - 2] if t.i > 1 else None
    np_context = prev is not None and (
        prev.low in lex.NP_OPENERS
        or prev_tag == "N"
        or prev.kind == "n"
        or (
            prev_tag == "A"
            and before_prev is not None
            and (before_prev.low in lex.NP_OPENERS or before_prev.kind == "n")
        )
    )
    participle = low.endswith(("ed", "ing"))
    if np_context and not (low.endswith("ed") and prev_tag == "N"):
        # "the guided meditation": a participle before a noun modifies it; otherwise it is the noun.
        return "A" if participle and nxt is not None and _nominal_next(nxt) else "N"
    if low.endswith("ing"):
        return "G"
    if (
        low.endswith("ed")
        and nxt is not None
        and _nominal_next(nxt)
        and (prev is None or prev.kind != "w" or prev.low in lex.NP_OPENERS)
    ):
        return "A"  # participle modifier: "raised beds", "the guided meditation"
    return "V"


@lru_cache(maxsize=65536)
def _weak_head(low: str) -> bool:
    """Generic nouns, common adjectives with a noun reading ("right", "old") and light-verb gerunds
    ("taking", "making") name no topic."""
    return (
        low in lex.GENERIC_NOUNS
        or low in COMMON_ADJECTIVES
        or low in NOT_TOPIC
        or (low.endswith("ing") and lex.verb_lemma(low) in LIGHT_ACTIVITIES)
    )


def _nominal_next(t: Tok) -> bool:
    return t.kind == "w" and not t.cap and t.low not in STOPWORDS and lex.can_be_noun(t.low)


def _activity_context(toks: list[Tok], tags: list[str], i: int) -> bool:
    """An -ing verb the user does: "I'm struggling", "we started journaling", "I love cooking"."""
    j = i - 1
    while j >= 0 and tags[j] == "R":
        if toks[j].low in lex.INTENSIFIER_ADVERBS or toks[j].low == "incredibly":
            return False  # "was incredibly welcoming": an adjective
        j -= 1
    if j < 0:
        return toks[i].first
    before = toks[j]
    if before.low in {"i", "we"}:
        return True  # "I'm moving", "we're building" (the clitic rides on the pronoun)
    if before.low in lex.AUXILIARIES:
        # "it was amazing" describes; "I have been volunteering", "my parents are flying in" act.
        k = j - 1
        while k >= 0 and (tags[k] == "R" or toks[k].low in {"have", "has", "had"}):
            k -= 1
        if k < 0:
            return False
        subject = toks[k]
        return (
            subject.low in {"i", "we", "they", "he", "she"}
            or subject.cap
            and subject.kind == "w"
            or subject.low in lex.KIN
            or person_like(subject.low)
        )
    return before.low in ACTIVITY_OPENERS


@lru_cache(maxsize=65536)
def _info(low: str) -> float:
    z = lex.zipf(low)
    return 7.0 if z == 0 else max(0.0, 7.0 - z)


def topic_cands(toks: list[Tok], used: set[int], base_prio: float = 2.0) -> list[Cand]:
    tags = coarse_tags(toks, used)
    chunks: list[list[int]] = []
    cur: list[int] = []
    for t, tag in zip(toks, tags):
        # "kinds celebrating love": an -ing word after a noun opens a verb phrase, not a compound.
        if tag in {"N", "A", "G"} and (
            not cur or (toks[cur[-1]].sent == t.sent and not (tag == "G" and tags[cur[-1]] == "N"))
        ):
            cur.append(t.i)
            continue
        if cur:
            chunks.append(cur)
        cur = [t.i] if tag in {"N", "A", "G"} else []
    if cur:
        chunks.append(cur)
    counts = Counter(t.low for t in toks if t.kind == "w")
    best: dict[str, Cand] = {}
    for chunk in chunks:
        for cand in _chunk_topics(
            [toks[i] for i in chunk],
            [tags[i] for i in chunk],
            counts,
            _activity_context(toks, tags, chunk[0]),
            base_prio,
        ):
            if cand.path not in best or best[cand.path].prio < cand.prio:
                best[cand.path] = cand
    # More than the per-note budget can never be kept; ranking is all that is needed.
    return sorted(best.values(), key=lambda c: (-c.prio, c.path))[:MAX_TOPIC_CANDIDATES]


def _chunk_topics(
    words: list[Tok], tags: list[str], counts: dict[str, int], activity: bool, base_prio: float
) -> list[Cand]:
    if len(words) == 1 and tags[0] == "G":
        w = words[0]
        if lex.verb_lemma(w.low) in LIGHT_ACTIVITIES or lex.zipf(w.low) > 5.5 or not activity:
            return []
        return [Cand("what", f"activity/{w.low}", _prio(base_prio, _info(w.low) + 0.3), w.low, "topic")]
    # A phrase ends in its noun; a trailing -ing word after a modifier is a gerund noun ("parallel parking").
    while words and tags[-1] != "N" and not (tags[-1] == "G" and len(words) > 1 and tags[-2] in {"A", "N"}):
        words, tags = words[:-1], tags[:-1]
    while words and _weak_head(words[-1].low):
        words, tags = words[:-1], tags[:-1]
        while words and tags[-1] != "N":
            words, tags = words[:-1], tags[:-1]
    if not words:
        return []
    head = words[-1]
    mods: list[Tok] = []
    for w, tag in zip(reversed(words[:-1]), reversed(tags[:-1])):
        if len(mods) == 2:
            break
        if tag in {"N", "G"} or (tag == "A" and (lex.zipf(w.low) < COMMON_ADJ_ZIPF or w.low.endswith("ed"))):
            if _weak_head(w.low) or (tag != "N" and lex.zipf(w.low) >= 5.0):
                break
            mods.insert(0, w)
        else:
            break
    lows = [w.low for w in (*mods, head)]
    score = max(_info(w) for w in lows) + 0.8 * (len(lows) - 1) + 0.8 * min(2, counts.get(head.low, 1) - 1)
    label = " ".join(lows)
    return [Cand("what", f"topic/{'_'.join(lows)}", _prio(base_prio, score), label, "topic")]


def _prio(base: float, score: float) -> float:
    return base + min(score, 8.0) / 2


def assistant_topic(toks: list[Tok], have: set[str]) -> list[Cand]:
    """At most one topic named by the assistant reply (its words, never its facts: no names)."""
    for c in topic_cands(toks, set(), base_prio=1.0):
        if c.path.startswith("topic/") and c.path.rsplit("/", 1)[-1] not in have:
            return [c]
    return []
