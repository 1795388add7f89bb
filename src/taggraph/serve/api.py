"""The HTTP side of ``taggraph serve``: a JSON API under ``/v1/namespaces/{ns}/...`` (FastAPI,
OpenAPI docs at ``/docs``), MCP over streamable HTTP at ``/v1/namespaces/{ns}/mcp``, the
memory browser at ``/``, and ``/healthz`` + ``/readyz``.

Every error is ``{"error": {"status", "code", "message"}}``; a client never sees a traceback.
Endpoints are plain ``def`` functions: FastAPI runs them on its thread pool, where the
per-namespace reader-writer lock lets queries run side by side and writes one at a time.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
from collections.abc import AsyncIterator
from datetime import datetime
from importlib import resources
from typing import Annotated, Any, Literal

from fastapi import Depends, FastAPI, Path, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, Response
from pydantic import BaseModel, ConfigDict, Field, field_validator
from starlette.datastructures import Headers
from starlette.exceptions import HTTPException
from starlette.routing import Route
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .. import __version__
from ..blas import one_blas_thread_for_process
from ..errors import TaggraphError
from ..index.vectors import BackgroundFill
from ..retrieve.base import UnknownMethodError
from ..strictjson import InvalidMetaError, InvalidTurnError, check_meta, check_timestamp
from .auth import Principal, TokenFile
from .errors import authenticate, error, error_for
from .service import (
    Limits,
    Service,
    default_method,
    hit_json,
    methods,
    note_json,
    turn_from,
)
from .timeline import slot_timeline

log = logging.getLogger("taggraph.serve")
LIMITS = Limits()
LOOPBACK_HOSTS = ["127.0.0.1", "localhost", "::1", "[::1]"]
# The memory browser's files: scripts and styles from this origin only (none inline), calls to
# this origin only, never framed, never sniffed as another type.
PAGE_HEADERS = {
    "Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
                               "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
}


# -- request bodies (unknown fields are refused) ----------------------------------------------
class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class TurnIn(_Strict):
    user: str = Field(min_length=1, max_length=LIMITS.max_text_chars, description="what the user said")
    assistant: str = Field("", max_length=LIMITS.max_text_chars, description="what the assistant answered")
    timestamp: datetime | None = Field(None, description="when the exchange happened (ISO 8601)")
    session_id: str | None = Field(None, max_length=200)
    meta: dict[str, Any] = Field(default_factory=dict, description="stored with the note, not indexed; "
                                 "finite numbers and valid unicode only")

    @field_validator("meta")
    @classmethod
    def _json_only(cls, v: dict[str, Any]) -> dict[str, Any]:
        return check_meta(v)  # NaN, 1e999 and lone surrogates get a 422 here, before any write

    @field_validator("timestamp")
    @classmethod
    def _in_range(cls, v: datetime | None) -> datetime | None:
        check_timestamp(v)  # 9999-12-31T23:00-05:00 is in year 10000 in UTC: no query could read it
        return v


class RememberManyIn(_Strict):
    turns: list[TurnIn] = Field(min_length=1, max_length=LIMITS.max_batch)


class QueryIn(_Strict):
    text: str = Field(min_length=1, max_length=LIMITS.max_query_chars,
                      description="plain text; quotes, operators and any unicode are just text")
    k: int = Field(10, ge=1, le=LIMITS.max_k, strict=True, description="an integer; not \"5\" nor true")
    method: str | None = Field(None, description="a retrieval method (GET /v1/methods); default: the library's")
    level: Literal["note", "session"] | None = Field(None, description="rank single notes or whole sessions")
    now: datetime | None = Field(None, description="the moment relative dates in the query refer to")


class DeleteNamespaceIn(_Strict):
    confirm: str = Field(description="the namespace's name again")


def _validation_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    errs = exc.errors()
    if any(e.get("type") == "json_invalid" for e in errs):
        return error(400, "invalid_json", "the request body is not valid JSON")
    body_sent = request.headers.get("content-length", "0") != "0" or "transfer-encoding" in request.headers
    if body_sent and "json" not in request.headers.get("content-type", ""):
        return error(415, "unsupported_media_type", "send the body as JSON with 'Content-Type: application/json'")
    parts = []
    for e in errs[:5]:
        where = ".".join(str(x) for x in e.get("loc", ()) if x != "body")
        cause = (e.get("ctx") or {}).get("error")
        # a check of ours (meta) already names the field: say it once, without pydantic's prefix
        if isinstance(cause, InvalidMetaError):  # names the field from "meta" on: prefix the turn
            parts.append(where + str(cause).removeprefix("meta"))
        elif isinstance(cause, InvalidTurnError):
            parts.append(where + str(cause).removeprefix("timestamp"))
        else:
            parts.append(f"{where or 'body'}: {e.get('msg')}")
    return error(422, "invalid_request", "; ".join(parts))


def _http_error(_: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, HTTPException)
    codes = {404: "not_found", 405: "method_not_allowed", 413: "body_too_large"}
    if exc.status_code == 400 and "parsing the body" in str(exc.detail):  # FastAPI's JSON reader gave up
        return error(400, "invalid_json", "the request body is not JSON this server can read (nested too "
                     "deeply, or a number too long)")
    return error(exc.status_code, codes.get(exc.status_code, "http_error"), str(exc.detail), dict(exc.headers or {}))


# -- body size -----------------------------------------------------------------------------------
class BodyLimit:
    """413 for a body over ``max_bytes``, judged by Content-Length before the app runs or by
    counting while the body streams in (chunked). Starlette and uvicorn have no such limit.
    The rest of an oversized body is read and dropped (up to ``DRAIN_BYTES``) before the
    answer, so that the client, still sending, receives the 413 instead of a reset connection."""

    DRAIN_BYTES = 64 * 1024 * 1024

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app, self.max_bytes = app, max_bytes

    async def _drain(self, receive: Receive, seen: int) -> None:
        while seen < self.DRAIN_BYTES:
            msg = await receive()
            if msg["type"] != "http.request":
                return
            seen += len(msg.get("body", b""))
            if not msg.get("more_body"):
                return

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        length = dict(scope["headers"]).get(b"content-length")
        too_big = f"the request body is larger than {self.max_bytes} bytes"
        if length is not None and (not length.isdigit() or int(length) > self.max_bytes):
            await self._drain(receive, 0)
            await error(413, "body_too_large", too_big)(scope, receive, send)
            return
        seen = 0

        async def counted() -> Message:
            nonlocal seen
            msg = await receive()
            seen += len(msg.get("body", b""))
            if seen > self.max_bytes:
                if msg.get("more_body"):
                    await self._drain(receive, seen)
                raise HTTPException(413, too_big)
            return msg
        await self.app(scope, counted, send)


class ErrorsAsJSON:
    """Any exception no handler took becomes the JSON 500 of :func:`error_for`, sent as a normal
    answer. Starlette's own last-resort handler re-raises after answering, and uvicorn then
    closes the connection, so a kept-alive client's next request would fail; here the
    connection stays usable. An exception after the answer started can only close it."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def tracked(msg: Message) -> None:
            nonlocal started
            started = started or msg["type"] == "http.response.start"
            await send(msg)
        try:
            await self.app(scope, receive, tracked)
        except Exception as exc:  # whatever the app raised becomes a JSON answer, the connection kept
            if started:
                raise
            await error_for(exc)(scope, receive, send)


class HostCheck:
    """A loopback server answers only requests that name it in their Host header, so a web page
    elsewhere cannot reach it through DNS rebinding; others get a JSON 400 like every error."""

    def __init__(self, app: ASGIApp, hosts: list[str]) -> None:
        self.app, self.hosts = app, {h.lower() for h in hosts}

    @staticmethod
    def name(host: str) -> str:
        """The host name of a Host header, without its port ("[::1]:8765" -> "[::1]")."""
        if host.startswith("["):
            return host[: host.find("]") + 1]
        return host.split(":", 1)[0]

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or self.name(Headers(scope=scope).get("host", "")).lower() in self.hosts:
            await self.app(scope, receive, send)
            return
        await error(400, "invalid_host", "this server answers only to the host names "
                    f"{', '.join(sorted(self.hosts))} (a loopback server refuses others)")(scope, receive, send)


def principal(request: Request) -> Principal:
    return authenticate(request.app.state.tokens, request.headers.get("authorization"))


Who = Annotated[Principal, Depends(principal)]
Ns = Annotated[str, Path(description="namespace name: 1-64 of a-z 0-9 _ -, starting with a letter or digit")]


# -- the app -------------------------------------------------------------------------------------
def create_app(service: Service, tokens: TokenFile | None, *, loopback: bool = True,
               preload: list[str] | None = None) -> FastAPI:
    """``tokens=None`` serves without authentication (allowed on loopback only); ``preload``:
    namespaces (``["*"]``: all) whose default-method indexes load before the server is ready."""
    from .mcp_server import McpEndpoint, build_mcp

    mcp_server = build_mcp(service)
    mcp_endpoint = McpEndpoint(mcp_server, service, tokens, loopback=loopback)

    warmed = service.extractor_ready
    warmed.clear()

    def warm_up() -> None:
        # The offline extractor loads its language pipeline on first use (seconds); do it now,
        # not in the first remember, then load the preloaded namespaces. /readyz answers 503
        # until both are done.
        try:
            from ..extract.factory import make_extractor

            make_extractor("offline").extract("Warm-up exchange on Monday in Lisbon.", "", [])
            if preload:
                service.preload(preload)
        except TaggraphError as exc:  # a broken store must not keep the others from being served
            log.error("preloading namespaces failed: %s", exc)
        finally:
            warmed.set()

    # notes stored without a vector (an older store, another embedding model) get one in the background
    spaces = service.namespaces
    fill = BackgroundFill(lambda: [(n, str(spaces.path(n))) for n in spaces.names()])

    @contextlib.asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        threading.Thread(target=warm_up, name="taggraph-warm-up", daemon=True).start()
        fill.start()
        async with mcp_endpoint.running():
            yield
        fill.stop()
        service.namespaces.close()

    app = FastAPI(title="taggraph", version=__version__, lifespan=lifespan,
                  description="Long-term memory for LLM agents, one namespace per user.")
    app.state.tokens = tokens
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(HTTPException, _http_error)
    app.add_exception_handler(TaggraphError, lambda _, exc: error_for(exc))
    app.add_exception_handler(UnknownMethodError, lambda _, exc: error_for(exc))
    app.add_middleware(BodyLimit, max_bytes=service.limits.max_body_bytes)
    if loopback:  # a page elsewhere must not reach a loopback server through DNS rebinding
        app.add_middleware(HostCheck, hosts=LOOPBACK_HOSTS)
    app.add_middleware(ErrorsAsJSON)  # added last, so it is outside the others and sees their errors
    app.router.routes.append(Route("/v1/namespaces/{ns}/mcp", mcp_endpoint, methods=["GET", "POST", "DELETE"]))

    _service_routes(app, service, tokens, warmed, fill)
    _memory_routes(app, service)
    _page_routes(app)
    return app


def _service_routes(app: FastAPI, service: Service, tokens: TokenFile | None, warmed: threading.Event,
                    fill: BackgroundFill) -> None:
    """Health, readiness, the methods, the caller's token and the namespaces it reaches."""
    @app.get("/healthz", tags=["service"])
    def healthz() -> dict[str, Any]:
        return {"status": "ok", "pid": os.getpid()}  # which worker answered (--workers N)

    @app.get("/readyz", tags=["service"])
    def readyz() -> JSONResponse:
        if not warmed.is_set():
            return error(503, "warming_up", "loading the extractor and any preloaded namespaces")
        try:
            service.namespaces.names()
            if tokens is not None:
                tokens.count()
        except (OSError, TaggraphError) as exc:
            return error(503, "not_ready", str(exc))
        return JSONResponse({"status": "ready", "pid": os.getpid(), "vectors": fill.status()})

    @app.get("/v1/methods", tags=["memory"])
    def list_methods() -> dict[str, Any]:
        return methods()

    @app.get("/v1/whoami", tags=["service"])
    def whoami(who: Who) -> dict[str, Any]:
        return {"token_id": who.token_id, "namespaces": sorted(who.namespaces), "read_only": who.read_only,
                "auth": tokens is not None}

    @app.get("/v1/requests", tags=["service"])
    def request_times(who: Who) -> dict[str, Any]:
        """What a request's time is made of inside this worker, per kind (method and level):
        waiting for the heavy lane, running, and its thread's CPU (any valid token; no
        namespace is named)."""
        return {"pid": os.getpid(), "kinds": service.lane_stats()}

    @app.get("/v1/namespaces", tags=["namespaces"])
    def list_namespaces(who: Who) -> dict[str, Any]:
        return {"namespaces": service.list_namespaces(who)}

    @app.delete("/v1/namespaces/{ns}", tags=["namespaces"])
    def delete_namespace(ns: Ns, body: DeleteNamespaceIn, who: Who) -> dict[str, Any]:
        service.delete_namespace(who, ns, body.confirm)
        return {"deleted": ns}


def _memory_routes(app: FastAPI, service: Service) -> None:
    """One namespace's memory: remember, query, notes, timeline, statistics, ontology, export."""
    # The busy endpoints answer with a JSONResponse of plain data: FastAPI's generic encoder
    # would cost more than the query itself.
    @app.post("/v1/namespaces/{ns}/remember", status_code=201, tags=["memory"], response_class=JSONResponse)
    def remember(ns: Ns, turn: TurnIn, who: Who) -> JSONResponse:
        note = service.remember(who, ns, [turn_from(**turn.model_dump())])[0]
        return JSONResponse(note_json(note), 201)

    @app.post("/v1/namespaces/{ns}/remember_many", status_code=201, tags=["memory"], response_class=JSONResponse)
    def remember_many(ns: Ns, body: RememberManyIn, who: Who) -> JSONResponse:
        notes = service.remember(who, ns, [turn_from(**t.model_dump()) for t in body.turns])
        return JSONResponse({"notes": [note_json(n) for n in notes]}, 201)

    @app.post("/v1/namespaces/{ns}/query", tags=["memory"], response_class=JSONResponse)
    def query(ns: Ns, q: QueryIn, who: Who) -> JSONResponse:
        hits = service.query(who, ns, q.text, k=q.k, method=q.method, level=q.level, now=q.now)
        return JSONResponse({"namespace": ns, "method": q.method or default_method(),
                             "hits": [hit_json(h) for h in hits]})

    @app.get("/v1/namespaces/{ns}/notes", tags=["memory"], response_class=JSONResponse)
    def list_notes(ns: Ns, who: Who, tag: str | None = Query(None, max_length=300),
                   limit: int = Query(50, ge=1, le=500), offset: int = Query(0, ge=0)) -> JSONResponse:
        return JSONResponse(service.notes(who, ns, tag=tag, limit=limit, offset=offset))

    @app.get("/v1/namespaces/{ns}/notes/{note_id}", tags=["memory"], response_class=JSONResponse)
    def get_note(ns: Ns, note_id: str, who: Who) -> JSONResponse:
        note = service.get(who, ns, note_id)
        return JSONResponse({**note_json(note), "markdown": note.markdown})

    @app.delete("/v1/namespaces/{ns}/notes/{note_id}", tags=["memory"])
    def forget(ns: Ns, note_id: str, who: Who) -> dict[str, Any]:
        service.forget(who, ns, note_id)
        return {"forgot": note_id}

    @app.get("/v1/namespaces/{ns}/timeline", tags=["memory"], response_class=JSONResponse)
    def timeline(ns: Ns, who: Who, q: Annotated[str, Query(max_length=16384)],
                 now: Annotated[datetime | None, Query()] = None) -> JSONResponse:
        return JSONResponse(slot_timeline(service, who, ns, q, now))

    @app.get("/v1/namespaces/{ns}/stats", tags=["memory"])
    def stats(ns: Ns, who: Who) -> dict[str, Any]:
        return service.stats(who, ns)

    @app.get("/v1/namespaces/{ns}/ontology", tags=["memory"])
    def ontology(ns: Ns, who: Who) -> dict[str, Any]:
        return service.ontology(who, ns)

    @app.get("/v1/namespaces/{ns}/export", tags=["memory"], response_class=Response,
             responses={200: {"content": {"application/zip": {}}}})
    def export(ns: Ns, who: Who) -> Response:
        data = service.export_zip(who, ns)
        return Response(data, media_type="application/zip",
                        headers={"Content-Disposition": f'attachment; filename="{ns}.zip"'})


def _page_routes(app: FastAPI) -> None:
    """The memory browser's page and its script and style."""
    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    def browser() -> HTMLResponse:
        return HTMLResponse(_web("index.html"), headers=PAGE_HEADERS)

    @app.get("/browser.js", include_in_schema=False)
    def browser_js() -> Response:
        return Response(_web("browser.js"), media_type="text/javascript", headers=PAGE_HEADERS)

    @app.get("/browser.css", include_in_schema=False)
    def browser_css() -> Response:
        return Response(_web("browser.css"), media_type="text/css", headers=PAGE_HEADERS)


def app_from_env() -> FastAPI:
    """The app of one ``taggraph serve --workers N`` worker, from the settings the command put in
    ``TAGGRAPH_SERVE_CONFIG``."""
    import json

    from .namespaces import Namespaces
    from .process import CONFIG_ENV, die_with_parent

    one_blas_thread_for_process()  # requests run on worker threads (taggraph.blas)
    cfg = json.loads(os.environ[CONFIG_ENV])
    if cfg.get("parent_pid"):
        die_with_parent(int(cfg["parent_pid"]))
    service = Service(Namespaces(cfg["data_dir"]), Limits(max_body_bytes=cfg["max_body_bytes"]), cfg.get("extractor"))
    tokens = TokenFile(cfg["tokens"]) if cfg["tokens"] else None
    return create_app(service, tokens, loopback=cfg["loopback"], preload=cfg.get("preload"))


def _web(name: str) -> str:
    return resources.files("taggraph.serve").joinpath("web", name).read_text("utf-8")


