"""What a note's ``meta`` may hold: values that JSON carries faithfully and SQLite stores as UTF-8
(and, in :func:`check_turn`, what the rest of a turn may hold).

Refused, with one error naming the field: non-finite numbers (``1e999`` parses to infinity,
``NaN`` and ``Infinity`` are accepted by Python's JSON reader but are not JSON, and no strict
reader, browser included, can read them back), strings or keys holding a lone surrogate (no UTF-8
form, so the insert fails), and nesting deeper than ``MAX_DEPTH``. Every way in (the library's
``remember``, HTTP, MCP, JSONL ingest, folder import) calls :func:`check_meta` before anything is
stored. Stores written before this check may hold such notes: :func:`json_safe` renders them for
output and :func:`taggraph.store.audit.unsafe_meta_ids` names them (``taggraph stats``).
"""

from __future__ import annotations

import json
import math
from datetime import UTC, datetime
from typing import Any

from .errors import TaggraphError

MAX_DEPTH = 32


class InvalidTurnError(TaggraphError, ValueError):
    """A turn that cannot be stored faithfully (a text UTF-8 cannot encode, a timestamp outside the
    dates every reader can handle); the message names the field."""


class InvalidMetaError(InvalidTurnError):
    """A ``meta`` value that JSON cannot carry or UTF-8 cannot encode; the message names the field."""


def _show(key: object) -> str:
    # repr escapes lone surrogates, so the message itself is always valid UTF-8
    text = repr(key)
    return text if len(text) <= 60 else text[:57] + "..."


def _check_text(text: str, where: str, error: type[InvalidTurnError] = InvalidMetaError) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise error(f"{where}: holds a lone surrogate ({_show(text[exc.start:exc.end])}), "
                    "which has no UTF-8 form; send valid unicode text") from None


def check_meta(meta: Any, where: str = "meta") -> dict[str, Any]:
    """``meta`` itself when it is a dict that JSON and UTF-8 carry faithfully, else InvalidMetaError
    naming the first bad field (``meta['a'][2]``)."""
    if not isinstance(meta, dict):
        raise InvalidMetaError(f"{where} must be a JSON object, not {type(meta).__name__}")
    stack: list[tuple[str, Any, int]] = [(where, meta, 0)]
    while stack:  # iterative: a deeply nested value must not exhaust the Python stack
        path, value, depth = stack.pop()
        if isinstance(value, float):
            if not math.isfinite(value):
                raise InvalidMetaError(f"{path}: {value} is not a finite number (JSON has no NaN or "
                                       "Infinity; send a finite number, or the value as a string)")
        elif isinstance(value, str):
            _check_text(value, path)
        elif isinstance(value, (dict, list, tuple)):
            if depth >= MAX_DEPTH:
                raise InvalidMetaError(f"{path}: nested deeper than {MAX_DEPTH} levels")
            if isinstance(value, dict):
                for key, item in value.items():
                    if isinstance(key, str):
                        _check_text(key, f"{path} key {_show(key)}")
                    stack.append((f"{path}[{_show(key)}]", item, depth + 1))
            else:
                stack.extend((f"{path}[{i}]", item, depth + 1) for i, item in enumerate(value))
    return meta


def check_turn(turn: Any, where: str = "") -> None:
    """Refuse a turn that cannot be stored faithfully (InvalidTurnError naming the field): its
    meta as :func:`check_meta`, its texts and session id without lone surrogates, its timestamp
    within the dates UTC can hold. Checked before a batch writes anything, so a bad turn deep in a
    batch does not leave the turns before it stored."""
    for name in ("user", "assistant", "session_id"):
        value = getattr(turn, name)
        if isinstance(value, str):
            _check_text(value, f"{where}{name}", InvalidTurnError)
    check_timestamp(turn.timestamp, f"{where}timestamp")
    check_meta(turn.meta, f"{where}meta")


def check_timestamp(ts: datetime | None, where: str = "timestamp") -> None:
    """Refuse a timestamp whose UTC time is outside years 1-9999 (``9999-12-31T23:00-05:00``):
    Python cannot represent it in UTC, so every time feature of a query would fail on it."""
    if ts is not None and ts.tzinfo is not None:
        try:
            ts.astimezone(UTC)
        except OverflowError:
            raise InvalidTurnError(f"{where}: {ts.isoformat()} is outside years 1-9999 once converted "
                                   "to UTC") from None


def json_safe(value: Any) -> Any:
    """``value`` with every non-finite float replaced by its name as a string ("Infinity", "NaN"),
    so a note stored before :func:`check_meta` existed can still be listed, returned and exported
    as valid JSON. Returns ``value`` itself when there is nothing to replace."""
    if isinstance(value, float):
        return value if math.isfinite(value) else json.dumps(value)
    if isinstance(value, dict):
        return {k: json_safe(v) for k, v in value.items()} if has_nonfinite(value) else value
    if isinstance(value, (list, tuple)):
        return [json_safe(v) for v in value] if has_nonfinite(value) else value
    return value


def has_nonfinite(value: Any) -> bool:
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, float) and not math.isfinite(v):
            return True
        if isinstance(v, dict):
            stack.extend(v.values())
        elif isinstance(v, (list, tuple)):
            stack.extend(v)
    return False


