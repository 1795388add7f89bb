"""Histories people already have: a ChatGPT data export and a Claude data export (each a
``conversations.json``), read into turns beside the JSONL format of :mod:`taggraph.ingest`.

One user->assistant exchange is one turn: the user's message, the assistant's reply (several
assistant messages in a row are one reply), the user message's time as timestamp and the
conversation's id as session. A ChatGPT conversation is a tree (every regeneration and edit is a
branch); only the branch the user kept is read, walking parents up from ``current_node``.
System, tool and hidden messages, tool calls and non-text content (code runs, reasoning,
images) are skipped and counted. A file is read whole and checked before anything is stored:
anything not exactly one of the three shapes is one :class:`IngestError` naming the file.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .ingest import IngestError, read_turns_jsonl
from .notes import Turn

SHAPES = ("expected one of: a JSONL file (one {\"user\": ..., \"assistant\": ...} object per line); a ChatGPT "
          "export conversations.json (a list of conversations, each with \"id\", \"mapping\" (message tree) and "
          "\"current_node\"); a Claude export conversations.json (a list of conversations, each with \"uuid\" and "
          "\"chat_messages\")")

# ChatGPT content types whose text is the message; the others (code, execution_output, thoughts,
# reasoning_recap, tether_browsing_display, user_editable_context...) are not conversation text.
CHATGPT_TEXT = {"text", "multimodal_text"}


@dataclass
class History:
    """The turns of one file and what reading it skipped."""

    format: str                                   # "jsonl", "chatgpt" or "claude"
    turns: list[Turn]
    bad: list[tuple[int, str]] = field(default_factory=list)  # JSONL lines skipped (--skip-bad)
    conversations: int = 0
    skipped: Counter[str] = field(default_factory=Counter)    # messages not turned into text, by reason

    def report(self) -> dict[str, Any]:
        """The ``ingest --json`` fields of an export (nothing for JSONL)."""
        if self.format == "jsonl":
            return {}
        return {"format": self.format, "conversations": self.conversations,
                "skipped_messages": sum(self.skipped.values()), "skipped_by_reason": dict(sorted(self.skipped.items()))}

    def summary(self) -> str:
        if self.format == "jsonl":
            return ""
        reasons = ", ".join(f"{n} {why}" for why, n in sorted(self.skipped.items())) or "none"
        return (f"{self.format} export: {self.conversations} conversations, {len(self.turns)} exchanges; "
                f"skipped {sum(self.skipped.values())} messages ({reasons})")


class _BadFileError(Exception):
    """A conversation that breaks the format (turned into one IngestError naming the file)."""


def read_history(path: Path, *, skip_bad: bool = False) -> History:
    """The turns of ``path``: a ChatGPT or Claude export (a JSON list), else a JSONL file."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise IngestError(f"cannot read {path}: {exc.strerror or exc}") from None
    if raw.lstrip()[:1] != b"[":  # an export is one JSON list; JSONL lines are objects
        turns, bad = read_turns_jsonl(path, skip_bad=skip_bad)
        return History("jsonl", turns, bad)
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise IngestError(f"{path}: not UTF-8 text ({exc.reason}); nothing from this file was stored") from None
    except json.JSONDecodeError as exc:
        if exc.msg == "Extra data":  # several JSON values: JSONL whose first line is a list
            turns, bad = read_turns_jsonl(path, skip_bad=skip_bad)
            return History("jsonl", turns, bad)
        raise IngestError(f"{path}: not valid JSON ({exc.msg} at line {exc.lineno}); nothing from this file was "
                          f"stored; {SHAPES}") from None
    return read_export(data, str(path))


def read_export(data: Any, name: str = "conversations.json") -> History:
    """The turns of a parsed export; ``name`` is the file named in errors."""
    if not isinstance(data, list) or not all(isinstance(c, dict) for c in data):
        raise IngestError(f"{name}: a JSON list, but not of conversation objects; nothing from this file was "
                          f"stored; {SHAPES}")
    kinds = {("chatgpt" if "mapping" in c else "claude" if "chat_messages" in c else "other") for c in data}
    if len(kinds) > 1 or kinds == {"other"}:
        what = "conversations of both exports mixed" if kinds >= {"chatgpt", "claude"} else \
            "a list of objects that are neither ChatGPT nor Claude conversations"
        raise IngestError(f"{name}: {what}; nothing from this file was stored; {SHAPES}")
    kind = kinds.pop() if kinds else "chatgpt"  # an empty export has no conversations either way
    history = History(kind, [], conversations=len(data))
    reader = _chatgpt_conversation if kind == "chatgpt" else _claude_conversation
    for i, conv in enumerate(data, start=1):
        try:
            history.turns.extend(reader(conv, history.skipped))
        except _BadFileError as exc:
            who = conv.get("id") or conv.get("conversation_id") or conv.get("uuid")
            label = f"conversation {i}" + (f" ({str(who)[:60]})" if who else "")
            raise IngestError(f"{name}: {label}: {exc}; nothing from this file was stored; {SHAPES}") from None
    return history


# -- ChatGPT ---------------------------------------------------------------------------------------
def _chatgpt_conversation(conv: dict[str, Any], skipped: Counter[str]) -> list[Turn]:
    cid = conv.get("id") or conv.get("conversation_id")
    mapping, leaf = conv.get("mapping"), conv.get("current_node")
    if not isinstance(cid, str) or not cid:
        raise _BadFileError('no "id" (or "conversation_id") string')
    if not isinstance(mapping, dict):
        raise _BadFileError('"mapping" is not an object of message nodes')
    if not isinstance(leaf, str) or leaf not in mapping:
        raise _BadFileError(f'"current_node" {str(leaf)[:60]!r} is not a node of "mapping"')
    path: list[dict[str, Any]] = []
    seen: set[str] = set()
    node_id: Any = leaf
    while node_id is not None:  # up from the kept leaf to the root
        if node_id in seen:
            raise _BadFileError(f"the message tree has a cycle at node {str(node_id)[:60]!r}")
        node = mapping.get(node_id)
        if not isinstance(node, dict):
            raise _BadFileError(f"node {str(node_id)[:60]!r} is named as a parent but missing from \"mapping\"")
        seen.add(node_id)
        path.append(node)
        node_id = node.get("parent")
    path.reverse()
    off_branch = sum(1 for nid, n in mapping.items() if nid not in seen and isinstance(n, dict) and n.get("message"))
    if off_branch:
        skipped["not on the kept branch"] += off_branch
    messages: list[tuple[str, str, datetime | None]] = []
    for node in path:
        msg = node.get("message")
        if msg is None:
            continue
        if not isinstance(msg, dict) or not isinstance(msg.get("author"), dict):
            raise _BadFileError(f"node {str(node.get('id'))[:60]!r} has a message without an \"author\"")
        role = msg["author"].get("role")
        why = _chatgpt_skip(msg, role)
        if why:
            skipped[why] += 1
            continue
        text = _chatgpt_text(msg.get("content"))
        if text is None:
            skipped["non-text content"] += 1
            continue
        messages.append((role, text, _epoch(msg.get("create_time"))))
    return _exchanges(messages, cid, _epoch(conv.get("create_time")), skipped,
                      {"source": "chatgpt", "title": conv.get("title")})


def _chatgpt_skip(msg: dict[str, Any], role: Any) -> str | None:
    if role in ("system", "tool"):
        return f"{role} messages"
    if role not in ("user", "assistant"):
        return "messages of other roles"
    if (msg.get("metadata") or {}).get("is_visually_hidden_from_conversation"):
        return "hidden messages"
    if role == "assistant" and msg.get("recipient") not in (None, "all"):
        return "tool calls"  # the assistant addressing a tool (browser, python...), not the user
    return None


def _chatgpt_text(content: Any) -> str | None:
    if not isinstance(content, dict) or content.get("content_type") not in CHATGPT_TEXT:
        return None
    parts = [p if isinstance(p, str) else p.get("text") if isinstance(p, dict) else None
             for p in content.get("parts") or []]
    text = "\n".join(p for p in parts if isinstance(p, str) and p.strip())
    return text or None


def _epoch(value: Any) -> datetime | None:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return datetime.fromtimestamp(value, UTC)
    return None


# -- Claude ----------------------------------------------------------------------------------------
def _claude_conversation(conv: dict[str, Any], skipped: Counter[str]) -> list[Turn]:
    cid, msgs = conv.get("uuid"), conv.get("chat_messages")
    if not isinstance(cid, str) or not cid:
        raise _BadFileError('no "uuid" string')
    if not isinstance(msgs, list) or not all(isinstance(m, dict) for m in msgs):
        raise _BadFileError('"chat_messages" is not a list of message objects')
    msgs = _claude_kept_branch(conv, msgs, skipped)
    messages: list[tuple[str, str, datetime | None]] = []
    for m in msgs:
        sender = m.get("sender")
        if sender not in ("human", "assistant"):
            skipped[f"{sender} messages" if sender in ("system", "tool") else "messages of other roles"] += 1
            continue
        text, tools = _claude_text(m)
        skipped["tool calls and results"] += tools
        if text is None:
            skipped["non-text content"] += 1
            continue
        try:
            ts = datetime.fromisoformat(m["created_at"]) if m.get("created_at") else None
        except (TypeError, ValueError):
            raise _BadFileError(f"message {str(m.get('uuid'))[:60]!r}: created_at {str(m.get('created_at'))[:40]!r} "
                       "is not an ISO time") from None
        messages.append(("user" if sender == "human" else "assistant", text, ts))
    started = None
    if isinstance(conv.get("created_at"), str):
        try:
            started = datetime.fromisoformat(conv["created_at"])
        except ValueError:
            started = None
    return _exchanges(messages, cid, started, skipped, {"source": "claude", "title": conv.get("name")})


def _claude_kept_branch(conv: dict[str, Any], msgs: list[dict[str, Any]], skipped: Counter[str]) -> list[dict[str, Any]]:
    """Newer exports link messages (``parent_message_uuid``) and name the kept leaf
    (``current_leaf_message_uuid``): read that branch. Older ones are one list in order."""
    leaf = conv.get("current_leaf_message_uuid")
    by_id = {m.get("uuid"): m for m in msgs if m.get("uuid")}
    if not isinstance(leaf, str) or leaf not in by_id:
        return msgs
    path: list[dict[str, Any]] = []
    node: Any = by_id[leaf]
    while isinstance(node, dict) and node.get("uuid") not in {p.get("uuid") for p in path}:
        path.append(node)
        node = by_id.get(node.get("parent_message_uuid"))
    path.reverse()
    if len(path) < len(msgs):
        skipped["not on the kept branch"] += len(msgs) - len(path)
    return path


def _claude_text(m: dict[str, Any]) -> tuple[str | None, int]:
    """The message's text and how many tool blocks it held. The ``content`` blocks are read when
    present (they separate text from tool use); ``text`` is the older exports' whole message."""
    blocks = m.get("content")
    if isinstance(blocks, list) and blocks:
        texts = [b["text"] for b in blocks if isinstance(b, dict) and b.get("type") == "text"
                 and isinstance(b.get("text"), str) and b["text"].strip()]
        tools = sum(1 for b in blocks if isinstance(b, dict) and b.get("type") != "text")
        return ("\n\n".join(texts) or None), tools
    text = m.get("text")
    return (text if isinstance(text, str) and text.strip() else None), 0


# -- both ------------------------------------------------------------------------------------------
def _exchanges(messages: list[tuple[str, str, datetime | None]], session: str, started: datetime | None,
               skipped: Counter[str], meta: dict[str, Any]) -> list[Turn]:
    """User->assistant exchanges of one conversation's kept messages, in order."""
    turns: list[Turn] = []
    user: tuple[str, datetime | None] | None = None
    replies: list[str] = []

    def flush() -> None:
        if user is not None:
            info = {k: v for k, v in meta.items() if v is not None}
            turns.append(Turn(user[0], "\n\n".join(replies), user[1] or started, session, info))

    for role, text, ts in messages:
        if role == "user":
            flush()
            user, replies = (text, ts), []
        elif user is None:
            skipped["assistant messages before any user message"] += 1
        else:
            replies.append(text)
    flush()
    return turns
