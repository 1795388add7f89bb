"""`taggraph ingest` of ChatGPT and Claude data exports: the public sample files in
tests/data/exports (see its README for their sources), cases written here from the formats'
public descriptions, and the errors that refuse a file without storing any of it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from taggraph import Memory
from taggraph.ingest import IngestError
from taggraph.ingest_formats import read_export, read_history

DATA = Path(__file__).parent / "data" / "exports"
CHATGPT = DATA / "chatgpt-conversations.json"
CLAUDE = DATA / "claude-conversations.json"
SRC = str(Path(__file__).resolve().parents[1] / "src")


def _cli(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=SRC + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "taggraph.cli", "--db", str(db), *args], capture_output=True,
                          text=True, env=env, timeout=300)


# -- the public samples ---------------------------------------------------------------------------
def test_chatgpt_sample_follows_the_kept_branch() -> None:
    h = read_history(CHATGPT)
    assert h.format == "chatgpt" and h.conversations == 1 and len(h.turns) == 2
    first, second = h.turns
    assert first.user == "Hello! Can you help me with a programming question?"
    assert first.assistant.startswith("Of course! I'd be happy to help")
    assert second.user == "How do I write a function in JavaScript?"  # msg-4, kept; msg-5 was abandoned
    assert second.assistant.startswith("Here's how to write a function in JavaScript:")
    assert [t.timestamp for t in h.turns] == [datetime.fromtimestamp(1704067300, UTC),
                                              datetime.fromtimestamp(1704067400, UTC)]
    assert {t.session_id for t in h.turns} == {"conv-123"}
    assert all("Python instead" not in t.user for t in h.turns)
    assert h.skipped == {"system messages": 1, "not on the kept branch": 1}
    assert first.meta == {"source": "chatgpt", "title": "Sample conversation with branch"}


def test_claude_sample() -> None:
    h = read_history(CLAUDE)
    assert h.format == "claude" and h.conversations == 1 and len(h.turns) == 1
    t = h.turns[0]
    assert t.session_id == "9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d"
    assert t.timestamp == datetime(2024, 1, 20, 15, 30, tzinfo=UTC)
    assert t.user.startswith("Can you help me understand why spaghetti")
    # the reply's two text blocks, without the code block between them (a tool block, counted)
    assert t.assistant.startswith("Let me write a quantum pasta detection algorithm")
    assert "Penne, however, remains blissfully unaware" in t.assistant and "def detect_pasta" not in t.assistant
    assert h.skipped == {"tool calls and results": 1}


@pytest.mark.parametrize("sample,notes,session", [(CHATGPT, 2, "conv-123"),
                                                  (CLAUDE, 1, "9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d")])
def test_cli_imports_once(tmp_path: Path, sample: Path, notes: int, session: str) -> None:
    db = tmp_path / "m.db"
    r = _cli(db, "ingest", str(sample), "--json")
    assert r.returncode == 0, r.stderr
    report = json.loads(r.stdout)
    assert report["added"] == notes and report["conversations"] == 1 and report["skipped_messages"] >= 1
    assert "conversations" in r.stderr and "skipped" in r.stderr
    with Memory.open(db) as mem:
        stored = list(mem.notes())
        assert len(stored) == notes and {n.session_id for n in stored} == {session}
        assert all(n.timestamp is not None and n.timestamp.year == 2024 for n in stored)
    again = _cli(db, "ingest", str(sample), "--json")
    assert again.returncode == 0 and json.loads(again.stdout)["added"] == 0
    with Memory.open(db) as mem:
        assert len(mem) == notes


# -- cases written here, from the formats' public descriptions --------------------------------------
def _msg(mid: str, role: str, text: Any, t: float, *, parent: str | None, children: list[str],
         content_type: str = "text", recipient: str = "all", hidden: bool = False) -> tuple[str, dict[str, Any]]:
    parts = text if isinstance(text, list) else [text]
    return mid, {"id": mid, "parent": parent, "children": children, "message": {
        "id": mid, "author": {"role": role}, "create_time": t, "recipient": recipient,
        "content": {"content_type": content_type, "parts": parts},
        "metadata": {"is_visually_hidden_from_conversation": True} if hidden else {}}}


def _chatgpt_conv() -> dict[str, Any]:
    """root -> hidden system -> u1 -> (a1 regenerated: a1-old abandoned, a1 kept) -> tool call ->
    tool -> a2 -> u2 (with an image part) -> u3 (no reply)."""
    nodes = dict([
        ("root", {"id": "root", "parent": None, "children": ["sys"], "message": None}),
        _msg("sys", "system", "", 1, parent="root", children=["u1"], hidden=True),
        _msg("u1", "user", "Which ferry goes from Split to Hvar?", 100, parent="sys", children=["a1-old", "a1"]),
        _msg("a1-old", "assistant", "An abandoned first answer.", 101, parent="u1", children=[]),
        _msg("a1", "assistant", "Let me look that up.", 102, parent="u1", children=["call"]),
        _msg("call", "assistant", "search('Split Hvar ferry')", 103, parent="a1", children=["tool"],
             content_type="code", recipient="browser"),
        _msg("tool", "tool", "Jadrolinija runs catamarans.", 104, parent="call", children=["a2"]),
        _msg("a2", "assistant", "Jadrolinija catamarans run several times a day.", 105, parent="tool", children=["u2"]),
        _msg("u2", "user", [{"content_type": "image_asset_pointer", "asset_pointer": "file-x"},
                            "Is this the right pier?"], 200, parent="a2", children=["u3"], content_type="multimodal_text"),
        _msg("u3", "user", "Thanks, booking now.", 300, parent="u2", children=[]),
    ])
    return {"id": "trip", "title": "Ferries", "create_time": 50, "current_node": "u3", "mapping": nodes}


def test_chatgpt_branches_tools_and_replies() -> None:
    h = read_export([_chatgpt_conv()])
    assert [(t.user, t.assistant) for t in h.turns] == [
        ("Which ferry goes from Split to Hvar?", "Let me look that up.\n\nJadrolinija catamarans run several times a day."),
        ("Is this the right pier?", ""),
        ("Thanks, booking now.", ""),
    ]
    assert [t.timestamp for t in h.turns] == [datetime.fromtimestamp(x, UTC) for x in (100, 200, 300)]
    assert h.skipped == {"system messages": 1, "not on the kept branch": 1, "tool calls": 1, "tool messages": 1}


def test_claude_kept_branch_of_linked_messages() -> None:
    conv = {"uuid": "c1", "name": "Plants", "current_leaf_message_uuid": "m4", "chat_messages": [
        {"uuid": "m1", "sender": "human", "text": "My basil is wilting.", "created_at": "2025-05-01T10:00:00Z",
         "parent_message_uuid": "00000000-0000-4000-8000-000000000000"},
        {"uuid": "m2", "sender": "assistant", "text": "A discarded reply.", "created_at": "2025-05-01T10:00:05Z",
         "parent_message_uuid": "m1"},
        {"uuid": "m3", "sender": "assistant", "created_at": "2025-05-01T10:01:00Z", "parent_message_uuid": "m1",
         "content": [{"type": "text", "text": "Water it in the morning."},
                     {"type": "tool_use", "name": "web_search", "input": {"q": "basil"}}]},
        {"uuid": "m4", "sender": "human", "text": "It gets afternoon sun.", "created_at": "2025-05-01T10:02:00Z",
         "parent_message_uuid": "m3"}]}
    h = read_export([conv])
    assert [(t.user, t.assistant) for t in h.turns] == [("My basil is wilting.", "Water it in the morning."),
                                                       ("It gets afternoon sun.", "")]
    assert h.turns[0].timestamp == datetime(2025, 5, 1, 10, 0, tzinfo=UTC) and h.turns[0].session_id == "c1"
    assert h.skipped == {"not on the kept branch": 1, "tool calls and results": 1}


def test_empty_export_and_jsonl_still_work(tmp_path: Path) -> None:
    assert read_export([]).turns == []
    f = tmp_path / "t.jsonl"
    f.write_text('{"user": "hello", "assistant": "hi"}\n["a list line"]\n')
    h = read_history(f, skip_bad=True)
    assert h.format == "jsonl" and len(h.turns) == 1 and h.bad[0][0] == 2 and h.report() == {}


# -- refusals ------------------------------------------------------------------------------------
def _broken(kind: str) -> Any:
    conv = _chatgpt_conv()
    if kind == "no current_node":
        del conv["current_node"]
    elif kind == "dangling parent":
        conv["mapping"]["u1"]["parent"] = "gone"
    elif kind == "cycle":
        conv["mapping"]["root"]["parent"] = "u3"
    elif kind == "no id":
        del conv["id"]
    elif kind == "mixed":
        return [conv, {"uuid": "c", "chat_messages": []}]
    elif kind == "claude bad time":
        return [{"uuid": "c", "chat_messages": [{"sender": "human", "text": "hi", "created_at": "last tuesday"}]}]
    elif kind == "neither":
        return [{"title": "x", "messages": []}]
    elif kind == "scalars":
        return [1, 2]
    return [{"id": "fine", "current_node": "a", "mapping": {"a": {"id": "a", "parent": None, "message": None}}}, conv]


@pytest.mark.parametrize("kind", ["no current_node", "dangling parent", "cycle", "no id", "mixed", "claude bad time",
                                  "neither", "scalars"])
def test_not_exactly_an_export_is_one_error(kind: str) -> None:
    with pytest.raises(IngestError, match=r"^export.json: .*nothing from this file was stored; expected one of"):
        read_export(_broken(kind), "export.json")


def test_cli_refuses_a_broken_export_and_stores_nothing(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    good = json.loads(CHATGPT.read_text("utf-8"))
    bad = _chatgpt_conv()
    bad["mapping"]["u1"]["parent"] = "gone"
    f = tmp_path / "conversations.json"
    f.write_text(json.dumps(good + [bad]))  # the good conversation comes first
    r = _cli(db, "ingest", str(f))
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert r.stderr.startswith(f"taggraph: error: {f}: conversation 2 (trip): node 'gone'")
    assert "ChatGPT export" in r.stderr and "Claude export" in r.stderr and len(r.stderr.strip().splitlines()) == 1
    if db.exists():
        with Memory.open(db) as mem:
            assert len(mem) == 0
    f.write_text('[{"id": "x", "mapping": {}, "current_node": "x"')  # cut short
    r = _cli(db, "ingest", str(f))
    assert r.returncode == 2 and "not valid JSON" in r.stderr and "expected one of" in r.stderr
