"""MCP for ``taggraph serve`` (the official SDK, 2.x): the tools ``remember``, ``query``,
``forget``, ``timeline`` and ``stats`` and the resource ``taggraph://ontology.md``.

A connection is bound to one namespace, so an agent never picks (or mistypes) whose memory it
touches: over stdio by ``--namespace``, over streamable HTTP by the URL
``/v1/namespaces/{ns}/mcp`` and the bearer token checked there. The binding travels to the tools
in a context variable, which the SDK's stateless HTTP transport and its worker threads inherit.
"""

from __future__ import annotations

import contextvars
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import datetime
from typing import Any, Literal

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.mcpserver.tools.base import Tool
from mcp.server.transport_security import TransportSecuritySettings
from mcp_types import ToolAnnotations
from pydantic import BaseModel, ConfigDict
from starlette.types import Receive, Scope, Send

from .. import __version__
from ..display import explain_line
from ..errors import TaggraphError
from ..retrieve.base import METHODS, UnknownMethodError
from ..tags import tag_line
from .auth import Principal, TokenFile
from .namespaces import InvalidNamespaceError, NamespaceNotFoundError, check_name
from .service import Service, default_method, turn_from
from .timeline import DESCRIPTION as TIMELINE
from .timeline import slot_timeline

# (namespace, principal) of the current MCP connection
BINDING: contextvars.ContextVar[tuple[str, Principal]] = contextvars.ContextVar("taggraph_binding")

INSTRUCTIONS = """\
taggraph is your long-term memory of this user. It keeps every exchange you store verbatim,
tagged by who/what/when/where/why, and finds them again by meaning and by tags.
Call `remember` after each exchange that contains something worth knowing later. Call `query`
before you answer whenever the user refers to the past, to themselves, to people, places, plans
or preferences you may have heard about."""

REMEMBER = """\
Store one user/assistant exchange in long-term memory. Call it after every exchange that tells
you something durable about the user: facts about them, people they mention, places, dates,
plans, preferences, decisions, corrections of earlier facts. Skip small talk. Pass the user's
words verbatim in `user` and your reply in `assistant`; pass `timestamp` (ISO 8601) when the
exchange did not happen just now. Returns the note id and the tags it was filed under."""

QUERY = f"""\
Search long-term memory and return the stored exchanges that best answer `text`, best first,
each with the reason it matched. Write `text` as a plain question or a few key words naming
the people, things, places or times you need: "where does my sister live", "dentist
appointment". Quotes and operators are not syntax; everything is plain text. `k` is how many
notes to return (1-100). Leave `method` unset unless you have a reason; the default is the
library's best general method ({default_method()}). Methods: {', '.join(METHODS)}. `level`
"session" ranks whole conversations instead of single notes; `now` (ISO 8601) is the moment
relative dates in the question ("last week") refer to."""

FORGET = """\
Permanently delete one stored note by its id (from `query` or `remember`). Use it when the user
asks you to forget something or a stored fact is wrong; store the corrected fact with
`remember` afterwards."""

STATS = "How many notes and tags this memory holds, and which extractor tagged them."


def _binding() -> tuple[str, Principal]:
    try:
        return BINDING.get()
    except LookupError:
        raise ToolError("this connection is not bound to a namespace") from None


def _call(fn: Any, *args: Any, **kwargs: Any) -> Any:
    """Run a service call for the bound namespace; taggraph errors become tool errors the model
    can read (anything else is a crash the SDK reports without details)."""
    ns, who = _binding()
    try:
        return fn(who, ns, *args, **kwargs)
    except (TaggraphError, UnknownMethodError) as exc:
        raise ToolError(str(exc)) from None


def _when(value: str | None, name: str) -> datetime | None:
    if value is None or not value.strip():
        return None
    try:
        return datetime.fromisoformat(value.strip())
    except ValueError:
        raise ToolError(f"{name} must be an ISO 8601 date or time, like 2026-03-14T09:30") from None


def strict_tool(fn: Any, description: str, annotations: ToolAnnotations) -> Tool:
    """A tool whose arguments are checked as strictly as the HTTP API's bodies: an unknown
    argument is refused (the SDK ignores it), and no value is coerced to another type (``k`` must
    be an integer, not ``"5"`` or ``true``). The published input schema says so too."""
    tool = Tool.from_function(fn, description=description, annotations=annotations)
    loose = tool.fn_metadata.arg_model
    strict: type[BaseModel] = type(loose.__name__, (loose,), {
        "model_config": ConfigDict(**{**loose.model_config, "extra": "forbid", "strict": True}),
        "__module__": __name__})
    tool.fn_metadata.arg_model = strict  # type: ignore[assignment]
    tool.parameters = strict.model_json_schema(by_alias=True)
    return tool


def build_mcp(service: Service) -> MCPServer:
    def remember(user: str, assistant: str = "", timestamp: str | None = None,
                 session_id: str | None = None) -> dict[str, Any]:
        turn = turn_from(user, assistant, _when(timestamp, "timestamp"), session_id)
        note = _call(service.remember, [turn])[0]
        return {"id": note.id, "tags": tag_line(note.tags)}

    def query(text: str, k: int = 5, method: str | None = None,
              level: Literal["note", "session"] | None = None, now: str | None = None) -> dict[str, Any]:
        ns, _ = _binding()
        if not service.namespaces.exists(check_name(ns)):
            return {"hits": [], "note": "nothing has been remembered in this memory yet"}
        hits = _call(service.query, text, k=k, method=method, level=level, now=_when(now, "now"))
        return {"method": method or default_method(), "hits": [_hit(h) for h in hits]}

    def forget(note_id: str) -> dict[str, Any]:
        _call(service.forget, note_id)
        return {"forgot": note_id}

    def timeline(q: str, now: str | None = None) -> dict[str, Any]:
        return dict(_call(lambda who, ns: slot_timeline(service, who, ns, q, _when(now, "now"))))

    def stats() -> dict[str, Any]:
        ns, _ = _binding()
        if not service.namespaces.exists(ns):
            return {"namespace": ns, "notes": 0}
        return dict(_call(service.stats))

    tools = [
        strict_tool(remember, REMEMBER, ToolAnnotations(read_only_hint=False, destructive_hint=False,
                                                        idempotent_hint=True)),
        strict_tool(query, QUERY, ToolAnnotations(read_only_hint=True)),
        strict_tool(forget, FORGET, ToolAnnotations(read_only_hint=False, destructive_hint=True)),
        strict_tool(timeline, TIMELINE, ToolAnnotations(read_only_hint=True)),
        strict_tool(stats, STATS, ToolAnnotations(read_only_hint=True)),
    ]
    server: MCPServer = MCPServer("taggraph", version=__version__, instructions=INSTRUCTIONS, tools=tools)

    @server.resource("taggraph://ontology.md", name="ontology.md", mime_type="text/markdown",
                     description="Every tag this memory uses, as an indented hierarchy (one line per node).")
    def ontology() -> str:
        ns, _ = _binding()
        if not service.namespaces.exists(ns):
            return ""
        return str(_call(service.ontology)["markdown"])

    return server


def _hit(h: Any) -> dict[str, Any]:
    """A ranked note for the model to read, or a ranked session with its notes."""
    if hasattr(h, "hits"):
        return {"rank": h.rank, "score": round(h.score, 4), "session_id": h.session_id,
                "notes": [_hit(x) for x in h.hits]}
    note = h.note
    return {"rank": h.rank, "score": round(h.score, 4), "id": note.id,
            "when": note.timestamp.isoformat() if note.timestamp else None, "session_id": note.session_id,
            "user": note.user, "assistant": note.assistant, "tags": tag_line(note.tags),
            "why": explain_line(h.explanation)}


async def run_stdio(service: Service, namespace: str, who: Principal) -> None:
    BINDING.set((check_name(namespace), who))
    await build_mcp(service).run_stdio_async()


class McpEndpoint:
    """The ASGI endpoint at ``/v1/namespaces/{ns}/mcp``: checks the name and the token, binds
    the connection, and hands the request to the SDK's stateless streamable HTTP transport."""

    def __init__(self, server: MCPServer, service: Service, tokens: TokenFile | None, *, loopback: bool) -> None:
        self.service, self.tokens = service, tokens
        # Host checks are the app's (TrustedHostMiddleware on loopback), so the SDK's are off.
        server.streamable_http_app(
            stateless_http=True, json_response=True, max_request_body_size=service.limits.max_body_bytes,
            transport_security=TransportSecuritySettings(enable_dns_rebinding_protection=False))
        self.manager = server.session_manager

    @asynccontextmanager
    async def running(self) -> AsyncIterator[None]:
        async with self.manager.run():
            yield

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        from .errors import UnauthorizedError, authenticate, error, error_for

        ns = scope["path_params"]["ns"]
        try:
            check_name(ns)
            headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"]}
            who = authenticate(self.tokens, headers.get("authorization"))
            if not who.sees(ns):
                resp = error(403, "forbidden", f"this token has no access to namespace {ns!r}")
                await resp(scope, receive, send)
                return
        except (InvalidNamespaceError, UnauthorizedError, NamespaceNotFoundError) as exc:
            await error_for(exc)(scope, receive, send)
            return
        if scope["method"] == "GET":
            # The spec lets a server refuse the GET stream with 405. A stateless server has no
            # message of its own to send on it, and each open stream would hold a connection and
            # a task for as long as the client likes.
            await error(405, "method_not_allowed", "this MCP endpoint sends no messages of its own: "
                        "POST JSON-RPC requests to it", {"Allow": "POST, DELETE"})(scope, receive, send)
            return
        if scope["method"] == "POST" and not headers.get("content-type", "").startswith("application/json"):
            # the SDK answers this in plain text; every error of this server is JSON
            await error(415, "unsupported_media_type", "send MCP messages as JSON with "
                        "'Content-Type: application/json'")(scope, receive, send)
            return
        BINDING.set((ns, who))
        await self.manager.handle_request(scope, receive, send)
