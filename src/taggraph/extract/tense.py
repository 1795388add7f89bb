"""Whether a question asks about the past: "who was my manager in May?", "where did I live before
Boise?". Read from spaCy's tagger (a VBD tag), which most questions never need: the words that
decide it are checked first, so a new process's first question seldom pays for loading spaCy
(its import and load are most of a second).

This lives apart from the extractor's modules because their code is hashed into the version ids
of what they write (``offline_nlp.parse_id``): a query-time reader must not make stores parse
their notes again.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from functools import lru_cache
from importlib.util import find_spec
from pathlib import Path

from . import offline_nlp
from .offline_nlp import MODEL_PACKAGE, MODEL_VERSION, OfflineModelError

# The pinned model's lemma lookup table (lemmatizer/lookups/lookups.bin), the one file read here.
LOOKUPS_SHA256 = "eb64f40c0f8396d1762730c0ddf4dad2a52d138f5a389f71a1a1d088173b7737"
# Words by which English asks about an earlier value: a closed class (tense is read from the parse).
PAST_WORDS = re.compile(r"\b(before|previous|previously|former|formerly|earlier|originally|used to|prior|"
                        r"old|first|back then|back when|until)\b", re.IGNORECASE)
# The past forms of "be" and "do", which the tagger tags VBD wherever they stand.
_AUX_PAST = re.compile(r"\b(was|were|did)(n't|n’t)?\b", re.IGNORECASE)
# Letters only, not text.tokenize's letters-and-digits: "moved2" still shows its "moved", so a
# possible past form glued to a digit goes to the tagger rather than being read as present.
_WORD = re.compile(r"[a-z]+")
# The tagger's tags only: the parser, entities and lemmas cost a query 2.5 ms more
# (benchmarks/bench_query_cpu.py) and the tags come out the same without them.
NOT_FOR_TAGS = ("parser", "ner", "lemmatizer")
# Irregular verbs whose past tense is spelt as the base form (general English, written here: the
# lemmatizer's exception table lists only the forms that differ from the lemma).
_SAME_FORM_PAST = frozenset(("bet", "bid", "broadcast", "burst", "cast", "cost", "cut", "fit", "hit",
                             "hurt", "let", "put", "quit", "read", "rid", "set", "shed", "shut",
                             "slit", "split", "spread", "thrust", "upset", "wet"))


def _model_folder() -> Path:
    """The pinned model's folder, found without importing its package (which imports spaCy)."""
    spec = find_spec(MODEL_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        return offline_nlp.model_path()  # raises the missing-package error
    return Path(next(iter(spec.submodule_search_locations))) / f"{MODEL_PACKAGE}-{MODEL_VERSION}"


@lru_cache(maxsize=1)
def verb_forms() -> frozenset[str]:
    """Every word the pinned model's lemmatizer lists as an irregular verb form that may be a past
    ("went", "taught"), read from its lookup table without loading spaCy, and the same-form pasts
    ("put")."""
    # Only this one file of the model is read, so only it is checked (its own pin, not the whole
    # folder's 15 MB), and decoded with msgpack rather than srsly, whose import loads a YAML
    # parser too: together about 50 ms of a new process's first question.
    return past_forms(_model_folder() / "lemmatizer" / "lookups" / "lookups.bin")


def past_forms(path: Path) -> frozenset[str]:
    """:func:`verb_forms` from the lemma table at ``path``, which must be the pinned one."""
    import msgpack

    data = path.read_bytes()
    actual = hashlib.sha256(data).hexdigest()
    if actual != LOOKUPS_SHA256:
        raise OfflineModelError(f"{path}: sha256 {actual} does not match the pinned {LOOKUPS_SHA256}")
    tables = msgpack.unpackb(data, raw=False, strict_map_key=False)  # the tables are keyed by ints
    # the exception tables are keyed by a hash of their part of speech: the verb one maps "went" to "go"
    verbs = next(t for t in tables["lemma_exc"].values() if t.get("went") == ["go"])
    # it lists present forms too ("is", "has", "quizzes", "abetting"), which are never past
    past = {w for w in verbs if not w.endswith(("s", "ing")) and "_" not in w} - {"am", "are"}
    return frozenset(past) | _SAME_FORM_PAST


def asks_for_past(query: str) -> bool:
    """True for "who was my manager in May?", "where did I live before Boise?". The same answer
    as the tagger's (checked on every dev question by benchmarks/check_tense_tagger.py)."""
    if _said_past(query):
        return True
    try:
        # a question without a word that may be a past form has no VBD tag: no spaCy needed
        forms = verb_forms()
        if not any(w.endswith("ed") or w in forms for w in _WORD.findall(query.lower())):
            return False
        doc = offline_nlp.load()(query, disable=NOT_FOR_TAGS)
    except Exception:  # noqa: BLE001 - without the model, only the words above count
        return False
    return past_by_tags([t.tag_ for t in doc])


def _said_past(query: str) -> bool:
    """A word by which English asks about an earlier value, or a past form of "be" or "do"."""
    return bool(PAST_WORDS.search(query) or _AUX_PAST.search(query))


# What points a question about the past back to a former value, beyond PAST_WORDS: a value or an
# event it is asked relative to ("after the move", "while I had the company car", "what was I
# riding when I passed my test?": "when" after the first word opens a clause, not the question),
# or the start of something. A closed class of English, written for this purpose.
_POINTS_BACK = re.compile(r"\b(after|since|firstly|initially|at the start|in the beginning|to begin with|"
                          r"while|during)\b|\S\s+when\b", re.IGNORECASE)


def points_back(query: str, *, window: bool) -> bool:
    """Whether a question names what points it back to a former value: a time (``window``: one
    that the time parser read), a past word ("before", "used to", "first") or a value or event it
    is asked relative to. A past question without any ("which flights did I book?", "what rating
    did I get?") asks what happened rather than for a value that was replaced, and a correction
    or a change made since is news about the same thing."""
    return window or bool(_POINTS_BACK.search(query)) or bool(PAST_WORDS.search(query))


def tagger_reading(query: str, tags: Sequence[str]) -> bool:
    """What :func:`asks_for_past` answers given the tagger's ``tags`` of ``query``: the answer its
    word checks must agree with when they skip the tagger."""
    return _said_past(query) or past_by_tags(tags)


# A present or modal finite verb: "is", "has", "do", "am", "would" (Penn tags).
_PRESENT_TAGS = frozenset(("VBZ", "VBP", "MD"))


def past_by_tags(tags: Sequence[str]) -> bool:
    """Whether a question's tagger tags say past: a past-tense verb (VBD) and no present or modal
    finite verb. The small model tags the participle of a present question VBD ("What's our boat
    called?", "Where is my scooter kept?", "How many nieces have I got?") and a past verb in a
    clause of a present one ("Since Ada moved in, which plan do I pay for?"); the present verb
    beside it is what the question asks in. Tags, not the parse: the parser costs a query 2.5 ms more, and
    a present verb in a past question's relative clause ("who sold us the sofa that is ...") is
    rare enough to read wrong."""
    return "VBD" in tags and not any(t in _PRESENT_TAGS for t in tags)
