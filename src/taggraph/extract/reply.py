"""Turning an LLM's reply into a FiveW record without ever raising.

Models return fenced JSON, prose around JSON, Python dicts, truncated objects, nulls, strings
where lists belong, nested objects, enormous arrays. ``parse_reply`` finds the first usable JSON
object, validates it against the FiveW schema with pydantic and normalises every tag through
``FiveW.from_raw``. The result is one of:

- ``(record, None)``: the reply met the schema;
- ``(record, error)``: it did not, but tags were salvaged -- worth one re-ask, and if that fails
  too the salvaged tags are stored with the note marked failed;
- ``(None, error)``: nothing usable.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterable
from typing import Any

from pydantic import BaseModel, ConfigDict, StrictStr, ValidationError

from ..tags import CATEGORIES, FiveW

MAX_REPLY_CHARS = 1_000_000  # longer replies are cut; the JSON object we want is near the start
_MAX_CANDIDATES = 256  # object starts tried; bounds the work on adversarial replies
_MAX_SALVAGE_ITEMS = 2000
_MAX_SALVAGE_DEPTH = 6
_LITERAL_EVAL_LIMIT = 50_000

# The schema sent as ``response_format``. Bounds on item counts and lengths keep schema-constrained
# decoding finite even for a model that would babble forever (at most ~3,700 characters of JSON);
# the paper's models average 5-9 tags per note, far below 8 per category.
TAG_MAX_CHARS = 64
TAG_MAX_ITEMS = 8
SUMMARY_MAX_CHARS = 300
FIVEW_JSON_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        **{
            cat: {
                "type": "array",
                "items": {"type": "string", "maxLength": TAG_MAX_CHARS},
                "maxItems": TAG_MAX_ITEMS,
            }
            for cat in CATEGORIES
        },
        "summary": {"type": "string", "maxLength": SUMMARY_MAX_CHARS},
    },
    "required": [*CATEGORIES, "summary"],
    "additionalProperties": False,
}


class FiveWReply(BaseModel):
    """What a compliant reply looks like. Extra keys are ignored; a missing summary is tolerated
    (not worth a re-ask); a missing or mistyped category is a validation error."""

    model_config = ConfigDict(extra="ignore")
    who: list[StrictStr]
    what: list[StrictStr]
    when: list[StrictStr]
    where: list[StrictStr]
    why: list[StrictStr]
    extra: list[StrictStr]
    summary: StrictStr = ""


# Typographic quotes a model sometimes writes around JSON strings.
_QUOTES = str.maketrans({"\u201c": '"', "\u201d": '"', "\u2018": "'", "\u2019": "'"})

def parse_reply(text: Any) -> tuple[FiveW | None, str | None]:
    """Parse one model reply; never raises (see the module docstring for the three outcomes)."""
    try:
        return _parse(text)
    except Exception as exc:  # noqa: BLE001 -- the contract is "never raise"; report instead
        return None, f"parser error: {type(exc).__name__}: {exc}"[:500]


def _parse(text: Any) -> tuple[FiveW | None, str | None]:
    if not isinstance(text, str):
        return None, f"reply is {type(text).__name__}, not text"
    text = text[:MAX_REPLY_CHARS].lstrip("\ufeff").strip()
    if not text:
        return None, "empty reply"
    obj, how = find_json_object(text)
    if obj is None:
        return None, "no JSON object in reply: " + _preview(text)
    record = _locate_record(obj)
    if record is None:
        got = ", ".join(map(str, list(obj)[:8])) if isinstance(obj, dict) else f"a {type(obj).__name__}"
        return None, f"JSON has no object with the keys {'/'.join(CATEGORIES)} (got: {got[:200]})"
    problems: list[str] = [how] if how else []
    try:
        valid = FiveWReply.model_validate(record)
    except ValidationError as exc:
        problems.append(_describe(exc))
        return FiveW.from_raw(_salvage(record)), "; ".join(problems)[:1000]
    tags = FiveW.from_raw(valid.model_dump())
    return tags, ("; ".join(problems)[:1000] or None)


def find_json_object(text: str) -> tuple[Any | None, str | None]:
    """The first JSON object (or array of objects) in ``text`` and a note on any repair needed
    to read it (``None`` when the text was clean JSON, possibly fenced or wrapped in prose)."""
    whole = _loads(text)
    if isinstance(whole, (dict, list)):
        return whole, None
    for block in re.findall(r"```[a-zA-Z0-9_-]*[ \t]*\n?(.*?)```", text, flags=re.DOTALL):
        value = _loads(block.strip())
        if isinstance(value, (dict, list)):
            return value, None
    decoder = json.JSONDecoder()
    first_dict: Any = None
    # Only positions where a JSON object (or a list of objects) can start: prose braces such as
    # "{name}" are skipped without a decode attempt.
    for n, match in enumerate(re.finditer(r"\{(?=\s*[\"}])|\[(?=\s*\{)", text)):
        if n >= _MAX_CANDIDATES:
            break
        try:
            value, _ = decoder.raw_decode(text, match.start())
        except (ValueError, RecursionError):
            continue
        if isinstance(value, dict) and _locate_record(value) is not None:
            return value, None
        if isinstance(value, list) and any(isinstance(v, dict) and _locate_record(v) for v in value[:8]):
            return value, None
        if isinstance(value, dict) and first_dict is None:
            first_dict = value
    if first_dict is not None:
        return first_dict, None
    return _repair(text)


def _loads(text: str) -> Any:
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return None


def _repair(text: str) -> tuple[Any | None, str | None]:
    """Common near-JSON: smart quotes, trailing commas, Python literals, a reply cut off by the
    token limit. Only tried after every strict reading failed."""
    start = text.find("{")
    if start < 0:
        return None, None
    end = text.rfind("}")
    body = text[start : end + 1] if end > start else text[start:]
    body = body.translate(_QUOTES)
    no_trailing = re.sub(r",\s*([}\]])", r"\1", body)
    value = _loads(no_trailing)
    if isinstance(value, dict):
        return value, "repaired near-JSON (trailing commas or smart quotes)"
    if len(no_trailing) <= _LITERAL_EVAL_LIMIT:
        try:
            value = ast.literal_eval(no_trailing)
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            value = None
        if isinstance(value, dict):
            return value, "reply was a Python literal, not JSON"
    closed = _close_truncated(text[start:])
    value = _loads(closed) if closed else None
    if isinstance(value, dict):
        return value, "reply was truncated; closed the open JSON"
    return None, None


def _close_truncated(s: str) -> str | None:
    """Cut a truncated JSON text back to its last complete value and close the open brackets."""
    stack: list[str] = []
    in_str = esc = False
    cut: tuple[int, tuple[str, ...]] | None = None
    for i, ch in enumerate(s[:_LITERAL_EVAL_LIMIT]):
        if in_str:
            if esc:
                esc = False
            elif ch == "\\":
                esc = True
            elif ch == '"':
                in_str = False
                # a closed string inside an array is a complete element; a dict key is not
                if stack and stack[-1] == "]":
                    cut = (i + 1, tuple(stack))
            continue
        if ch == '"':
            in_str = True
        elif ch in "{[":
            stack.append("}" if ch == "{" else "]")
            cut = (i + 1, tuple(stack))
        elif ch in "}]":
            if not stack:
                break
            stack.pop()
            cut = (i + 1, tuple(stack))
            if not stack:
                return s[: i + 1]
    if cut is None:
        return None
    pos, open_ = cut
    return s[:pos] + "".join(reversed(open_))


def _locate_record(obj: Any, depth: int = 0) -> dict[str, Any] | None:
    """The dict that holds the categories: the object itself (keys compared case-insensitively),
    the first such dict in a list, or one nested a level or two down ({"result": {...}})."""
    if depth > 2:
        return None
    if isinstance(obj, list):
        return _first_record(obj[:8], depth + 1)
    if not isinstance(obj, dict):
        return None
    lowered = {str(k).strip().lower(): v for k, v in obj.items()}
    if any(cat in lowered for cat in CATEGORIES):
        # keep the original object when its keys are already canonical, so callers can tell
        return obj if all(isinstance(k, str) and k == k.strip().lower() for k in obj) else lowered
    return _first_record((v for v in list(obj.values())[:16] if isinstance(v, (dict, list))), depth + 1)


def _first_record(items: Iterable[Any], depth: int) -> dict[str, Any] | None:
    """The first record found in ``items``, in order."""
    for item in items:
        found = _locate_record(item, depth)
        if found is not None:
            return found
    return None


def _salvage(record: dict[str, Any]) -> dict[str, Any]:
    """Loose reading of an invalid record: strings where lists belong, numbers, nested objects
    and lists, nulls. Everything still goes through tag normalisation afterwards."""
    out: dict[str, Any] = {}
    for cat in CATEGORIES:
        value = record.get(cat)
        if isinstance(value, str):
            out[cat] = [p for p in re.split(r"[,;\n]", value) if p.strip()]
        else:
            leaves: list[str] = []
            _leaves(value, leaves, 0)
            out[cat] = leaves
    summary = record.get("summary")
    out["summary"] = summary if isinstance(summary, str) else ""
    return out


def _leaves(value: Any, out: list[str], depth: int) -> None:
    if len(out) >= _MAX_SALVAGE_ITEMS or depth > _MAX_SALVAGE_DEPTH or value is None:
        return
    if isinstance(value, bool):
        return
    if isinstance(value, str):
        out.append(value)
    elif isinstance(value, (int, float)):
        out.append(str(value))
    elif isinstance(value, dict):
        for v in list(value.values())[:_MAX_SALVAGE_ITEMS]:
            _leaves(v, out, depth + 1)
    elif isinstance(value, (list, tuple)):
        for v in value[:_MAX_SALVAGE_ITEMS]:
            _leaves(v, out, depth + 1)


def _describe(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors()[:6]:
        loc = ".".join(str(x) for x in err.get("loc", ()))
        parts.append(f"{loc}: {err.get('msg', 'invalid')}")
    more = exc.error_count() - len(parts)
    return "schema violation: " + "; ".join(parts) + (f" (+{more} more)" if more > 0 else "")


def _preview(text: str, n: int = 80) -> str:
    flat = " ".join(text.split())
    return repr(flat[:n] + ("..." if len(flat) > n else ""))
