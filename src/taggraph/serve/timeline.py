"""``timeline`` for the server: the values of one slot in time order, for the HTTP route
``GET /v1/namespaces/{ns}/timeline?q=...`` and the MCP tool ``timeline`` (both call this).

The answer is exactly ``{"q": str, "slot": str | None, "entries": [{"note_id", "slot", "value",
"valid_from", "valid_until", "superseded_by", "current", "text"}]}`` (see ``Memory.timeline``).
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from .namespaces import check_name
from .service import BadRequestError

if TYPE_CHECKING:
    from .auth import Principal
    from .service import Service

DESCRIPTION = """\
The values one thing about the user took over time, oldest first: "my manager", "where I live",
"my car", a tag such as role/manager or city/boise. Each entry has the note that said it, the
dates it held from and until, the note that replaced it and whether it is the current value.
"my friends" (or colleagues, sisters...) lists each person, each with their own dates.
Use it when the user asks how something changed, or to check which value is current."""


def slot_timeline(service: Service, who: Principal, ns: str, q: str, now: datetime | None = None) -> dict[str, Any]:
    service._check(who, ns)  # the same token and scope checks as every read
    if not q.strip():
        raise BadRequestError("timeline needs q: a tag (role/manager) or words naming a slot (my manager)")
    if len(q) > service.limits.max_query_chars:
        raise BadRequestError(f"q is longer than {service.limits.max_query_chars} characters")
    if not service.namespaces.exists(check_name(ns)):
        return {"q": q, "slot": None, "entries": []}
    # the first timeline of a namespace may build the slot chains, so it runs alone
    return service.namespaces.read(ns, lambda m: m.timeline(q, now=now), kind="timeline")
