"""Every error the server answers, as one JSON shape, and the bearer-token check: shared by the
HTTP API and the MCP endpoint."""

from __future__ import annotations

import logging

from fastapi.responses import JSONResponse

from ..errors import TaggraphError
from ..memory import ExtractorMismatchError
from ..retrieve.base import UnknownMethodError
from ..store import StoreError
from ..strictjson import InvalidTurnError
from .auth import ANYONE, Principal, TokenFile
from .namespaces import InvalidNamespaceError, NamespaceNotFoundError
from .service import BadRequestError, ForbiddenError, NoteNotFoundError

log = logging.getLogger("taggraph.serve")


class UnauthorizedError(TaggraphError):
    pass


# -- errors -------------------------------------------------------------------------------------
def error(status: int, code: str, message: str, headers: dict[str, str] | None = None) -> JSONResponse:
    # a message quoting the client's input may hold a lone surrogate, which has no UTF-8 form
    message = message.encode("utf-8", "backslashreplace").decode("utf-8")
    return JSONResponse({"error": {"status": status, "code": code, "message": message}}, status, headers=headers)


_ERRORS: list[tuple[type[Exception], int, str]] = [
    (UnauthorizedError, 401, "unauthorized"), (ForbiddenError, 403, "forbidden"),
    (NamespaceNotFoundError, 404, "namespace_not_found"), (NoteNotFoundError, 404, "note_not_found"),
    (InvalidNamespaceError, 400, "invalid_namespace"), (UnknownMethodError, 400, "unknown_method"),
    (BadRequestError, 400, "bad_request"), (ExtractorMismatchError, 409, "extractor_mismatch"),
    (InvalidTurnError, 422, "invalid_request"),
    (StoreError, 500, "store_error"), (TaggraphError, 400, "bad_request"),
]


def error_for(exc: Exception) -> JSONResponse:
    for cls, status, code in _ERRORS:
        if isinstance(exc, cls):
            headers = {"WWW-Authenticate": 'Bearer realm="taggraph"'} if status == 401 else None
            if status >= 500:
                log.error("%s: %s", code, exc)
            return error(status, code, str(exc), headers)
    log.exception("unexpected error", exc_info=exc)
    return error(500, "internal_error", "internal error; the server log has the details")


def authenticate(tokens: TokenFile | None, header: str | None) -> Principal:
    if tokens is None:
        return ANYONE
    scheme, _, token = (header or "").partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise UnauthorizedError("missing bearer token: send 'Authorization: Bearer <token>' "
                           "(create one with `taggraph token add`)")
    who = tokens.check(token.strip())
    if who is None:
        raise UnauthorizedError("unknown or revoked token")
    return who
