"""Explanations in words: the two or three strongest reasons a note was ranked, in the words of
the question ("the only note with 'TP1234'", "newest note about your manager", "the next turn
talks about Denver").

:func:`reasons` is a pure function of a hit's explanation dict, the note and the query (plus,
when the caller has them, document frequencies and the note's neighbouring turns). It reads the
retrievers' own explanations and never changes a ranking or a score. :func:`annotate` puts the
words into each hit's explanation (``reasons`` and ``line``); the raw features stay beside them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import datetime
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..text import content_tokens, tokenize
from .fusion_answer import answer_roots, answer_tag

if TYPE_CHECKING:
    from ..index.base import Index
    from ..notes import Note

VERSION = "words-4"
MAX_REASONS = 3
# The tokenizer's own pattern (taggraph.text), kept here to recover each word as it was typed.
_WORD = re.compile(r"[^\W_]+", re.UNICODE)
# Fusion features grouped by the reason they stand for. Per-query features (q_len, margins,
# agreement, ...) say nothing about one note and give no reason.
_KINDS: dict[str, tuple[str, ...]] = {
    "rare": ("exact_rare",),
    "words": ("bm25_rr", "bm25_rel"),
    "tags": ("tfidf_rr", "tfidf_rel", "adaptive_rr", "adaptive_rel", "tfidf_empty"),
    "entity": ("ent_overlap",),
    "answer": ("answer_tag",),
    "meaning": ("dense_rr", "dense_cos", "dense_rel"),
    "neighbour": ("nb_bm25", "nb_dense"),
    "session": ("sess_bm25_max", "sess_bm25_sum", "sess_dense_max", "sess_dense_sum"),
    "latest": ("match_recency", "latest_match_recency", "now_match_recency"),
    "update": ("now_update", "note_now", "note_shift", "note_fix"),
    "recent": ("recency",),
    "window": ("in_window", "window_days"),
    "past": ("past_first", "past_before_anchor", "past_after_anchor", "past_win_latest"),
    "statement": ("note_question",),
}
_KIND_OF = {f: kind for kind, feats in _KINDS.items() for f in feats}


class Words:
    """The query as the user typed it, and what a note shares with it."""

    def __init__(self, query: str, note: Note, df: Callable[[str], int] | None,
                 words_of: Callable[[Note], set[str]] | None = None) -> None:
        self.query = query
        self.df = df
        self.words_of = words_of or note_tokens
        self.surface, self.tokens, self.content = _parse(query)
        self.note_tokens = self.words_of(note)
        self.matched = [t for t in self.content if t in self.note_tokens]

    def say(self, token: str) -> str:
        """A query word as the user typed it."""
        return self.surface.get(token, token)

    def rarest_first(self, tokens: Iterable[str]) -> list[str]:
        toks = list(tokens)
        if self.df is None:
            return toks
        df = self.df
        return sorted(toks, key=lambda t: (df(t) or 1 << 30, toks.index(t)))

    def phrase(self, tokens: Sequence[str], text: str = "") -> str:
        """The words as the query says them: neighbours kept together, ``my`` -> "your"
        ("who is my rowing coach" + rowing, coach -> "your rowing coach")."""
        want = set(tokens)
        runs: list[list[int]] = []
        for i, t in enumerate(self.tokens):
            if t in want:
                if runs and runs[-1][-1] == i - 1:
                    runs[-1].append(i)
                else:
                    runs.append([i])
        # a run stays one phrase only where the text says it so too ("rowing coach"; not "sister live")
        said = " " + " ".join(tokenize(text)) + " "
        runs = [part for g in runs for part in
                ([g] if len(g) == 1 or f" {' '.join(self.tokens[i] for i in g)} " in said else [[i] for i in g])]
        # longest runs first ("the book club" over a lone "book"), each word said once
        used: set[str] = set()
        groups = []
        for g in sorted(runs, key=lambda g: -len(g)):
            words = {self.tokens[i] for i in g}
            if not words <= used:
                used |= words
                groups.append(g)
        out = []
        for g in sorted(groups)[:3]:
            before = self.tokens[g[0] - 1] if g[0] > 0 else ""
            owner = "your " if before in ("my", "our", "mine") else ""
            out.append(owner + " ".join(self.say(self.tokens[i]) for i in g))
        return _join(out) or _join([self.say(t) for t in tokens[:3]])


@lru_cache(maxsize=64)
def _parse(query: str) -> tuple[dict[str, str], list[str], list[str]]:
    """Each query word as typed (by its token), the tokens, the distinct content tokens."""
    surface: dict[str, str] = {}
    for w in _WORD.findall(query):
        surface.setdefault(w.lower(), w)
    return surface, tokenize(query), list(dict.fromkeys(content_tokens(query)))


def note_tokens(note: Note) -> set[str]:
    """The tokens of the exchange and its tag paths (what the retrievers index, without
    rendering the note's Markdown)."""
    return set(tokenize(f"{note.user} {note.assistant} {' '.join(note.tags.paths())} {note.tags.summary}"))


def _join(items: Sequence[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _date(value: Any) -> str:
    """An ISO timestamp (or datetime) as its date; anything else as given."""
    if isinstance(value, datetime):
        return value.date().isoformat()
    try:
        return datetime.fromisoformat(str(value)).date().isoformat()
    except ValueError:
        return str(value)


# -- reasons of each kind --------------------------------------------------------------------------
def _words_reason(w: Words, tokens: Sequence[str] | None = None, *, skip: str | None = None) -> str | None:
    toks = [t for t in w.rarest_first(tokens if tokens is not None else w.matched) if t != skip]
    if not toks:
        return None
    shown = [w.say(t) for t in toks[:4]]
    return f"matches the word {shown[0]}" if len(shown) == 1 else f"matches the words {', '.join(shown)}"


def _common_reason(w: Words, terms: Sequence[str]) -> str | None:
    """BM25 matched only words too common to carry meaning (what, is, my)."""
    said = [w.say(t) for t in terms[:4]]
    return f"shares only common words with your question ({', '.join(said)})" if said else None


def _rare_word(w: Words, df_hint: int | None = None) -> tuple[int, str] | None:
    """The query word the note holds that the fewest notes hold, and how many hold it."""
    if w.df is None or not w.matched:
        return None
    df = w.df
    counted = [(df(t), t) for t in w.matched if df(t) > 0]
    if df_hint is not None:
        counted = [c for c in counted if c[0] == df_hint] or counted
    if not counted:
        return None
    return min(counted, key=lambda c: (c[0], w.matched.index(c[1])))


def _rare_reason(w: Words, rare: tuple[int, str] | None) -> str | None:
    if rare is None:
        return None
    n, t = rare
    if n == 1 and w.df is not None:  # every query word no other note holds
        df = w.df
        only = [t] + [x for x in w.matched if x != t and df(x) == 1]
        return "the only note with " + _join([f"'{w.say(x)}'" for x in only[:3]])
    if n <= 5:
        return f"one of {n} notes with '{w.say(t)}'"
    return None


def _tag_reason(w: Words, note: Note) -> str | None:
    want = set(w.content)
    paths = [p for p in note.tags.paths() if want & set(tokenize(p))]
    if not paths:
        return None
    paths.sort(key=lambda p: (-len(want & set(tokenize(p))), -p.count("/")))
    return "tagged " + _join(paths[:2])


def _entity_reason(w: Words, note: Note) -> str | None:
    names = []
    for path in note.tags.paths():
        if "/" in path:
            leaf = path.rsplit("/", 1)[1]
            if set(tokenize(leaf)) & set(w.content):
                names.append(" ".join(w.say(t) for t in tokenize(leaf)))
    names = list(dict.fromkeys(names))
    return f"mentions {_join(names[:2])} by name" if names else None


# How a tag's root reads in a sentence where "a <root>" would not ("names an amount: 40 Mg");
# every other root reads as "a <root>" ("names a person: Halloran").
_ROOT_WORDS = {"money": "an amount", "percent": "an amount", "quantity": "an amount", "count": "a number",
               "age": "an age", "duration": "a length of time", "schedule": "a time"}


def _answer_reason(w: Words, note: Note) -> str | None:
    """The thing the note names of the kind the question asks for: "names a person: Halloran"."""
    roots = answer_roots(w.query)
    path = answer_tag(note.tags.paths(), roots, set(w.content)) if roots is not None else None
    if path is None:
        return None
    root, _, value = path.partition("/")
    said = " ".join(t.capitalize() for t in value.split("/")[0].replace("_", " ").split())
    return f"names {_ROOT_WORDS.get(root, 'a ' + root)}, as your question asks: {said}"


def _named_leaf(w: Words, note: Note) -> str | None:
    """A tag leaf of the note whose kind the query names: "which city" + ``city/denver`` -> Denver."""
    want = set(w.content)
    for path in note.tags.paths():
        head, _, leaf = path.rpartition("/")
        if head and want & set(tokenize(head)) and not want & set(tokenize(leaf)):
            return " ".join(t.capitalize() for t in tokenize(leaf))
    return None


def _neighbour_reason(w: Words, neighbours: Sequence[tuple[str, Note]], dense: bool) -> str | None:
    for where, other in neighbours:
        leaf = _named_leaf(w, other)
        if leaf:
            return f"{where} talks about {leaf}"
    for where, other in neighbours:
        toks = w.words_of(other)
        shared = [t for t in w.content if t in toks and t not in w.note_tokens] or \
                 [t for t in w.content if t in toks]
        if shared:
            return f"{where} talks about {w.phrase(w.rarest_first(shared), other.user + ' ' + other.assistant)}"
    if dense:
        return "a neighbouring turn is close in meaning to your question"
    return None


def _about(w: Words, note: Note) -> str:
    """The query's words the note holds, as the query says them ("your rowing coach"); "" if none."""
    return w.phrase(w.rarest_first(w.matched), note.user + " " + note.assistant) if w.matched else ""


def _latest_reason(w: Words, note: Note, value: float, peers: Sequence[Note]) -> str | None:
    about = _about(w, note)
    if about and note.timestamp is not None:
        # among the returned notes that share the same query words, is this the newest?
        same = [p for p in peers if p.id != note.id and p.timestamp is not None
                and set(w.matched) <= w.words_of(p)]
        if same and all(p.timestamp <= note.timestamp for p in same):  # type: ignore[operator]
            return f"newest note about {about}"
    if value >= 0.999:
        return f"newest note about {about}" if about else "the newest of the notes that match"
    if value >= 0.5:
        return f"one of the newer notes about {about}" if about else "one of the newer notes that match"
    return None


def _update_reason(w: Words, note: Note) -> str:
    about = _about(w, note)
    return f"says what changed, after earlier notes about {about}" if about else \
        "says what changed, after earlier notes on the same topic"


def _past_reason(expl: Mapping[str, Any], note: Note, w: Words, values: Mapping[str, float]) -> str | None:
    """Which earlier value this is: the first, the one before or after the one the question
    names (fusion's ``anchor``, "before the Subaru"), or the one that still held in the window
    it names."""
    about = _about(w, note) or "this"
    said = str(expl.get("anchor", ""))
    if said and (float(values.get("past_before_anchor", 0.0)) > 0 or float(values.get("past_after_anchor", 0.0)) > 0):
        return f"from {said}"
    if float(values.get("past_first", 0.0)) >= 0.5:
        return f"the first note about {about}"
    window = str(expl.get("window", ""))
    if float(values.get("past_win_latest", 0.0)) >= 0.5 and window:
        return f"still the latest about {about} by the end of {window.split(' = ', maxsplit=1)[0]}"
    return None


def _window_reason(expl: Mapping[str, Any], note: Note, inside: bool) -> str | None:
    window = str(expl.get("window", ""))
    said = window.split(" = ", maxsplit=1)[0] if window else "the time you asked about"
    if note.timestamp is None:
        return None
    when = note.timestamp.date().isoformat()
    return f"dated {when}, within {said}" if inside else f"dated {when}, the nearest to {said}"


def _fusion(expl: Mapping[str, Any], note: Note, w: Words, neighbours: Sequence[tuple[str, Note]],
            peers: Sequence[Note]) -> list[str]:
    contrib: Mapping[str, float] = expl.get("contributions") or {}
    values: Mapping[str, float] = expl.get("features") or {}
    weight: dict[str, float] = {}
    for f, c in contrib.items():
        kind = _KIND_OF.get(f)
        if kind is not None and c > 0:
            weight[kind] = weight.get(kind, 0.0) + float(c)
    out: list[str] = []
    v = float(values.get("exact_rare", 0.0))
    rare = _rare_word(w, round(1 / v) if v > 0 else None)
    rare_said = _rare_reason(w, rare)
    for kind in sorted(weight, key=lambda k: -weight[k]):
        text: str | None = None
        if kind == "rare":
            text = rare_said
        elif kind == "words":
            text = _words_reason(w, skip=rare[1] if rare and rare_said in out else None)
        elif kind == "tags":
            text = _tag_reason(w, note) or _words_reason(w, skip=rare[1] if rare and rare_said in out else None)
        elif kind == "entity":
            text = _entity_reason(w, note)
        elif kind == "answer":
            text = _answer_reason(w, note)
        elif kind == "meaning":
            text = "close in meaning to your question"
        elif kind == "neighbour":
            text = _neighbour_reason(w, neighbours, "nb_dense" in contrib)
        elif kind == "session":
            text = _neighbour_reason(w, neighbours, False) or "other turns of its conversation match your question"
        elif kind == "latest":
            text = _latest_reason(w, note, max(float(values.get(f, 0.0)) for f in _KINDS["latest"]), peers)
        elif kind == "update" and float(values.get("now_update", 0.0)) > 0:
            text = _update_reason(w, note)
        elif kind == "recent" and float(values.get("recency", 0.0)) >= 0.9:
            text = "one of the newest notes"
        elif kind == "window":
            text = _window_reason(expl, note, float(values.get("in_window", 0.0)) >= 1.0)
        elif kind == "past":
            text = _past_reason(expl, note, w, values)
        elif kind == "statement" and float(values.get("note_question", 1.0)) == 0.0:
            text = "states something rather than asks"
        if text and text not in out:
            out.append(text)
    return out


def _adaptive(expl: Mapping[str, Any], note: Note, w: Words, neighbours: Sequence[tuple[str, Note]]) -> list[str]:
    out: list[str] = []
    for seed in expl.get("seed_contributions") or []:
        walk = [str(x) for x in seed.get("walk", [])]
        if not walk:
            continue
        head = walk[0]
        text: str | None = None
        if head.startswith("file:") and len(walk) == 1:
            text = _words_reason(w) or "its own text matches your question"
        elif head.startswith("file:") and len(walk) == 2:
            prev = [(where, n) for where, n in neighbours if n.id == head[len("file:"):]]
            text = _neighbour_reason(w, prev, False) or "the note before it matches your question"
        elif head.startswith("file:"):
            text = "shares tags with a note that matches your question"
        elif head.startswith("tag:"):
            text = "tagged " + head.split(":", 2)[-1]
        elif head.startswith("onto:"):
            text = "tagged under " + head[len("onto:"):]
        if text and text not in out:
            out.append(text)
    return out


def _taggraph(expl: Mapping[str, Any], note: Note, w: Words) -> list[str]:
    out: list[str] = []
    nodes = [str(p) for p in expl.get("ontology_nodes") or []]
    said = _join([f"'{w.say(str(t))}'" for t in (expl.get("matched_tokens") or [])[:3]])
    if nodes:
        text = f"tagged {_join(nodes[:2])}"
        dist = int(expl.get("distance", 0))
        if said and dist > 0:
            text += f", {dist} {'step' if dist == 1 else 'steps'} from {said} in the ontology"
        elif said:
            text += f", from your {'words' if ' and ' in said else 'word'} {said}"
        out.append(text)
    words = _words_reason(w)
    if words:
        out.append(words)
    return out


def _openclaw(expl: Mapping[str, Any], w: Words) -> list[str]:
    wv, wt = (list(expl.get("weights") or (0.7, 0.3)) + [0.7, 0.3])[:2]
    parts: list[tuple[float, str]] = []
    if expl.get("dense") is not None:
        parts.append((float(wv) * float(expl["dense"]), "close in meaning to your question"))
    if expl.get("text") is not None:
        parts.append((float(wt) * float(expl["text"]), _words_reason(w) or "matches your words"))
    return [t for _, t in sorted(parts, key=lambda p: -p[0])]


def _facts(expl: Mapping[str, Any]) -> list[str]:
    """Facts about the note's value over time (when a retriever reports them), named by the slot
    the question's own word gives it ("your manager is Luis Ortega, current since ..."). A fact
    of a slot the question names in none of its words (a friend's name, on a question about a
    therapist) is left to the raw fields: said in words, it read as the answer, and its values
    ("1st", "260") often mean nothing out of their sentence."""
    if expl.get("superseded_by"):
        status = f"superseded by note {expl['superseded_by']}"
        if expl.get("superseded_at"):
            status += f" on {_date(expl['superseded_at'])}"
    elif expl.get("current_since"):
        status = f"current since {_date(expl['current_since'])}"
    else:
        return []
    if "asked" not in expl:  # a retriever that does not say which slot: the status alone
        return [status]
    asked, slot = list(expl.get("asked") or []), str(expl.get("slot") or "")
    if not asked:
        return []
    subject, _, attr = slot.partition("/")
    attr = str(expl.get("role") or attr)
    whose = "your" if subject == "user" else f"{subject.replace('_', ' ').title()}'s"
    if expl.get("several"):  # one of several ("your friend Ottoline"), never "your friend is ..."
        return [f"{whose} {attr.replace('_', ' ')} {expl.get('value')}, {status}"]
    word = attr if attr in asked else asked[0]  # the slot in the question's own word
    verb = "was" if expl.get("superseded_by") else "is"
    return [f"{whose} {word} {verb} {expl.get('value')}, {status}"]


def reasons(expl: Mapping[str, Any], note: Note, query: str, *, df: Callable[[str], int] | None = None,
            neighbours: Sequence[tuple[str, Note]] = (), peers: Sequence[Note] = (),
            words_of: Callable[[Note], set[str]] | None = None) -> list[str]:
    """The strongest reasons (at most three, plus any facts) in plain words.

    ``df(word)``: how many notes hold the word (for "the only note with ..."); ``neighbours``:
    ``("the turn before", note)`` / ``("the next turn", note)`` pairs around the note;
    ``peers``: the other notes returned for the query (for "newest note about ...");
    ``words_of(note)``: its distinct tokens, when an index has them (default: tokenized here)."""
    w = Words(query, note, df, words_of)
    method = str(expl.get("method", ""))
    if method == "fusion":
        found = _fusion(expl, note, w, neighbours, peers)
    elif method.startswith("adaptive"):
        found = _adaptive(expl, note, w, neighbours)
    elif method.startswith("taggraph"):
        found = _taggraph(expl, note, w)
    elif method == "bm25" or "matched_terms" in expl:
        terms = [str(t) for t in (expl.get("matched_terms") or {})]
        rare = _rare_word(w)
        said = _rare_reason(w, rare)
        content = [t for t in w.content if t in terms]
        found = [r for r in (said, _words_reason(w, content, skip=rare[1] if rare and said else None)
                             if content else _common_reason(w, terms)) if r]
    elif "fts_rank" in expl:  # openclaw's explanation has no method key
        found = _openclaw(expl, w)
    else:
        found = []
    if not found:
        found = [r for r in (_words_reason(w),) if r] or ["ranked by " + (method or "the retriever") +
                                                          "; no single signal stood out"]
    return _facts(expl) + found[:MAX_REASONS]


def line(expl: Mapping[str, Any], words: Sequence[str]) -> str:
    """The one-line form of the reasons (the CLI's ``why:``, MCP's ``why``)."""
    text = "; ".join(words)
    dense = str(expl.get("dense", "on"))
    if expl.get("method") != "fusion" or dense.startswith("on"):
        return text
    if dense.startswith("partial"):
        share = dense.split(": ", 1)[1].split(" of notes", 1)[0]
        return text + (f" (ranked by words alone: {share} of your notes have a meaning vector so far; "
                       "`taggraph reindex` adds the rest)")
    return text + f" (dense model {dense.split(' (', maxsplit=1)[0]})"


def session_reasons(expl: Mapping[str, Any], best: Mapping[str, Any] | None) -> list[str]:
    """Reasons for a ranked session: its best note's first reason and how many notes matched."""
    out = []
    rank = expl.get("best_note_rank")
    first = (best or {}).get("reasons") or []
    if first:
        out.append(f"its best note (#{rank}): {first[0]}" if rank else f"its best note: {first[0]}")
    n = int(expl.get("notes_matched", 0) or 0)
    if n > 1:
        out.append(f"{n} notes of this conversation match")
    return out or ["its best note matches your question"]


# -- wiring ----------------------------------------------------------------------------------------
def _built(index: Index, key: str) -> Any:
    """An index component only if something built it already (words never build one)."""
    return getattr(index, "_components", {}).get(key)


def annotate(hits: Sequence[Any], query: str, index: Index) -> None:
    """Add ``reasons`` and a worded ``line`` to each hit's explanation (notes and sessions);
    the retriever's own line, if any, stays as ``raw_line``."""
    stats = _built(index, "note-stats")
    df = (lambda t: int(stats.df.df.get(t, 0))) if stats is not None else None
    words_of = None
    if stats is not None:
        terms = stats.vocab.terms

        def words_of(n: Note) -> set[str]:  # the index's own token list, not a second tokenization
            got = stats.forward.get(n.id)
            return {terms[i] for i in got[0].tolist()} if got is not None else note_tokens(n)
    order = _built(index, "fusion-sessions")
    peers = [h.note for h in hits if hasattr(h, "note")]
    for hit in hits:
        inner = getattr(hit, "hits", None)
        if inner is not None:  # a ranked session
            annotate(inner, query, index)
            best = inner[0].explanation if inner else None
            _put(hit.explanation, session_reasons(hit.explanation, best))
            continue
        expl = hit.explanation
        _put(expl, reasons(expl, hit.note, query, df=df, neighbours=_neighbours(index, order, hit.note_id, expl),
                           peers=peers, words_of=words_of))


def _neighbours(index: Index, order: Any, note_id: str, expl: Mapping[str, Any]) -> list[tuple[str, Note]]:
    """The turns around a fusion hit (its session's previous and next), or the notes an
    AdaptiveGraph walk came from (the chronological edge from the note before)."""
    method = str(expl.get("method", ""))
    if method == "fusion" and order is not None:
        ids = order.neighbours(note_id)
        got = index.notes.get_many(ids)
        pos = order.position(note_id)
        out = [("the next turn" if order.position(nid) > pos else "the turn before", got[nid])
               for nid in ids if nid in got]
        return sorted(out, key=lambda p: p[0] != "the next turn")
    if method.startswith("adaptive"):
        ids = [str(s["walk"][0])[len("file:"):] for s in expl.get("seed_contributions") or []
               if len(s.get("walk", [])) == 2 and str(s["walk"][0]).startswith("file:")]
        got = index.notes.get_many(ids)
        return [("the note before", got[nid]) for nid in ids if nid in got]
    return []


def _put(expl: dict[str, Any], words: list[str]) -> None:
    if "line" in expl and "raw_line" not in expl:
        expl["raw_line"] = expl["line"]
    expl["reasons"] = words
    expl["line"] = line(expl, words)
    expl["words"] = VERSION


__all__ = ["MAX_REASONS", "VERSION", "annotate", "line", "reasons", "session_reasons"]
