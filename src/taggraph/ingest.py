"""Reading turns from a JSONL file (one turn per line), validated before anything is stored."""

from __future__ import annotations

import json
from contextlib import ExitStack
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

from .errors import TaggraphError
from .notes import Turn
from .strictjson import InvalidTurnError, check_meta, check_timestamp


class IngestError(TaggraphError):
    pass


class TurnLine(BaseModel):
    """One line: ``{"user": ..., "assistant": ..., "timestamp": ..., "session_id": ..., "meta": {...}}``."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=False)
    user: str
    assistant: str = ""
    timestamp: datetime | None = None
    session_id: str | None = None
    meta: dict[str, Any] = {}

    @field_validator("user")
    @classmethod
    def _not_blank(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("user text is empty")
        return v

    @field_validator("meta")
    @classmethod
    def _json_only(cls, v: dict[str, Any]) -> dict[str, Any]:
        return check_meta(v)  # no NaN, Infinity or lone surrogates

    @field_validator("timestamp")
    @classmethod
    def _in_range(cls, v: datetime | None) -> datetime | None:
        check_timestamp(v)  # a time every query can convert to UTC
        return v


def _reason(exc: ValidationError) -> str:
    err = exc.errors()[0]
    cause = (err.get("ctx") or {}).get("error")
    if isinstance(cause, InvalidTurnError):  # names the field itself
        return str(cause)
    where = ".".join(str(p) for p in err.get("loc", ())) or "line"
    return f"{where}: {err.get('msg', 'invalid')}"


def read_turns_jsonl(path: Path, *, skip_bad: bool = False) -> tuple[list[Turn], list[tuple[int, str]]]:
    """All turns of ``path``; a bad line raises IngestError naming the line and reason (so
    nothing from the file is stored), or with ``skip_bad`` is returned in the second list."""
    turns: list[Turn] = []
    bad: list[tuple[int, str]] = []
    with ExitStack() as stack:
        try:  # only opening is caught here: a bad line below gets its own message
            handle = stack.enter_context(Path(path).open(encoding="utf-8"))
        except OSError as exc:
            raise IngestError(f"cannot read {path}: {exc.strerror or exc}") from None
        try:
            for no, line in enumerate(handle, start=1):
                if not line.strip():
                    continue
                try:
                    obj = json.loads(line)
                    if not isinstance(obj, dict):
                        raise ValueError("expected a JSON object")
                    t = TurnLine.model_validate(obj)
                except json.JSONDecodeError as exc:
                    reason = f"not valid JSON ({exc.msg} at column {exc.colno})"
                except ValidationError as exc:
                    reason = _reason(exc)
                except ValueError as exc:
                    reason = str(exc)
                else:
                    turns.append(Turn(t.user, t.assistant, t.timestamp, t.session_id, dict(t.meta)))
                    continue
                if not skip_bad:
                    raise IngestError(f"{path}:{no}: {reason}; nothing from this file was stored "
                                      "(fix the line or pass --skip-bad)")
                bad.append((no, reason))
        except UnicodeDecodeError as exc:
            raise IngestError(f"{path}: not UTF-8 text ({exc.reason}); nothing from this file was stored") from None
    return turns, bad
