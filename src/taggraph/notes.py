"""Records (Turn, Note, Hit) and the Markdown note format of the paper's Appendix A.

A note file is::

    #who:user #what:activity/yoga ... #where:n/a

    ### User
    <user text, verbatim>

    ---

    ### Assistant
    <assistant text, verbatim>

A line in the exchange that reads exactly ``### User`` or ``### Assistant`` (with any number of
leading backslashes) gains one backslash when written and loses it when read: Markdown renders
``\\### User`` as the literal text, and the structural headers stay unambiguous, so
``parse(write(x)) == x`` for any text.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from .errors import TaggraphError
from .tags import FiveW, parse_tag_line, tag_line


def exchange_text(user: str, assistant: str) -> str:
    """The exchange without tags: what the OpenClaw baseline indexes and the dense model embeds."""
    return f"User: {user}\nAssistant: {assistant}" if assistant else f"User: {user}"


@dataclass(frozen=True)
class Turn:
    """One user/assistant exchange as an agent hands it to ``remember``."""

    user: str
    assistant: str = ""
    timestamp: datetime | None = None
    session_id: str | None = None
    meta: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    @property
    def raw_text(self) -> str:
        """The text its note will be embedded by (:attr:`Note.raw_text`)."""
        return exchange_text(self.user, self.assistant)


@dataclass(frozen=True)
class Note:
    """One stored exchange with its extracted tags."""

    id: str
    user: str
    assistant: str
    tags: FiveW
    timestamp: datetime | None = None
    session_id: str | None = None
    meta: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
    extraction_failed: bool = False
    # Which extractor (and prompt version) produced the tags; None for notes from older stores.
    extracted_by: str | None = field(default=None, compare=False, hash=False)

    @property
    def summary(self) -> str:
        return self.tags.summary

    @property
    def markdown(self) -> str:
        return write_note(self.tags, self.user, self.assistant)

    @property
    def raw_text(self) -> str:
        """The exchange without tags: what the OpenClaw baseline indexes."""
        return exchange_text(self.user, self.assistant)


@dataclass(frozen=True)
class Hit:
    """One ranked note with the reason it was ranked there."""

    note_id: str
    score: float
    rank: int
    note: Note
    explanation: dict[str, Any]


@dataclass(frozen=True)
class SessionHit:
    """One ranked session (``query(..., level="session")``) with the notes that placed it, best
    first."""

    session_id: str | None
    score: float
    rank: int
    hits: list[Hit]
    explanation: dict[str, Any]


def content_key(turn: Turn) -> str:
    """Hash of what makes two turns the same turn (text, time, session)."""
    h = hashlib.sha256()
    for part in (turn.user, turn.assistant, turn.timestamp.isoformat() if turn.timestamp else "",
                 turn.session_id or ""):
        h.update(part.encode("utf-8", "surrogatepass"))
        h.update(b"\x00")
    return h.hexdigest()


def note_id_for(turn: Turn, occurrence: int = 0) -> str:
    """Stable id: content hash plus the occurrence number of identical turns in one ingest, so
    re-ingesting the same history is idempotent while true repeats stay separate notes."""
    key = content_key(turn)[:20]
    return key if occurrence == 0 else f"{key}-{occurrence}"


_HEADER = re.compile(r"^(\\*)### (User|Assistant)$")


def _escape(text: str) -> str:
    return "\n".join("\\" + ln if _HEADER.match(ln) else ln for ln in text.split("\n"))


def _unescape(text: str) -> str:
    return "\n".join(ln[1:] if _HEADER.match(ln) and ln.startswith("\\") else ln
                     for ln in text.split("\n"))


def write_note(tags: FiveW, user: str, assistant: str) -> str:
    return (f"{tag_line(tags)}\n\n### User\n{_escape(user)}\n\n---\n\n"
            f"### Assistant\n{_escape(assistant)}\n")


class NoteFormatError(TaggraphError, ValueError):
    pass


def parse_note(text: str, summary: str = "") -> tuple[FiveW, str, str]:
    """Inverse of :func:`write_note`: (tags, user, assistant)."""
    lines = text.split("\n")
    if len(lines) < 8 or lines[1] != "" or lines[2] != "### User" or not text.endswith("\n"):
        raise NoteFormatError("expected a tag line, a blank line and '### User'")
    try:
        a = lines.index("### Assistant", 3)
    except ValueError:
        raise NoteFormatError("no '### Assistant' header") from None
    if lines[a - 3] != "" or lines[a - 2] != "---" or lines[a - 1] != "":
        raise NoteFormatError("expected a blank line, '---' and a blank line before '### Assistant'")
    user = "\n".join(lines[3:a - 3])
    assistant = "\n".join(lines[a + 1:-1])
    tags = parse_tag_line(lines[0], summary=summary)
    return tags, _unescape(user), _unescape(assistant)


def sessions_of(hits: list[Hit], k: int, per_session: int = 3) -> list[SessionHit]:
    """Note hits (best first) -> the ``k`` best sessions, each scored by its best note and
    carrying its first ``per_session`` notes; notes without a session are sessions of their own."""
    groups: dict[str, list[Hit]] = {}
    for h in hits:
        key = h.note.session_id if h.note.session_id is not None else f"\x00{h.note_id}"
        groups.setdefault(key, []).append(h)
    out = []
    for rank, group in enumerate(list(groups.values())[:k], 1):
        out.append(SessionHit(session_id=group[0].note.session_id, score=group[0].score, rank=rank,
                              hits=group[:per_session],
                              explanation={"best_note": group[0].note_id, "notes_matched": len(group),
                                           "best_note_rank": group[0].rank}))
    return out
