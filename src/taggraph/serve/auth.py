"""Bearer tokens: a JSON tokens file holding only SHA-256 hashes, each token scoped to namespaces
and to read or read-write.

A token reads ``tg_<id>_<secret>``: the id finds its entry, the hash of the whole token is
compared in constant time. A fast hash is enough (no bcrypt/argon2) because the secret is 256
random bits, not a password: there is nothing to guess from the hash. The server re-reads the
file when it changes, so ``taggraph token add`` and ``revoke`` take effect without a restart.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import re
import secrets
import threading
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import fasteners

from ..errors import TaggraphError
from .namespaces import check_name

ALL = "*"
_FIELDS = {"id", "sha256", "namespaces", "read_only"}
_TOKEN_RE = re.compile(r"tg_([0-9a-f]{12})_[A-Za-z0-9_-]{20,}")


class TokenFileError(TaggraphError):
    pass


@dataclass(frozen=True)
class Principal:
    """Who a request acts for: the namespaces it may touch and whether it may write."""

    token_id: str
    namespaces: frozenset[str]
    read_only: bool

    def sees(self, ns: str) -> bool:
        return ALL in self.namespaces or ns in self.namespaces

    def may_write(self, ns: str) -> bool:
        return self.sees(ns) and not self.read_only


# The principal of a server started with --no-auth (loopback only).
ANYONE = Principal("no-auth", frozenset({ALL}), False)


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class TokenFile:
    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()
        self._stamp: tuple[int, int] | None = None
        self._entries: dict[str, dict[str, Any]] = {}

    # -- file ----------------------------------------------------------------------------------
    def _read(self) -> list[dict[str, Any]]:
        if not self.path.exists():
            return []
        try:
            tokens = json.loads(self.path.read_text("utf-8"))["tokens"]
            if not all(isinstance(t, dict) and t.keys() >= _FIELDS for t in tokens):
                raise ValueError(f"every token needs the fields {sorted(_FIELDS)}")
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise TokenFileError(f"cannot read tokens file {self.path}: {exc}") from None
        return list(tokens)

    def _write(self, tokens: list[dict[str, Any]]) -> None:
        tmp = self.path.with_name(self.path.name + ".tmp")
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump({"version": 1, "tokens": tokens}, f, indent=2)
                f.write("\n")
            tmp.replace(self.path)
        except OSError as exc:
            raise TokenFileError(f"cannot write tokens file {self.path}: {exc}") from None

    def _edit(self) -> fasteners.InterProcessLock:
        if not self.path.parent.is_dir():
            raise TokenFileError(f"cannot write {self.path}: folder {self.path.parent} does not exist")
        return fasteners.InterProcessLock(str(self.path) + ".lock")

    # -- management (the `taggraph token` command) --------------------------------------------
    def add(self, namespaces: list[str], *, read_only: bool, label: str = "") -> tuple[str, dict[str, Any]]:
        """Create a token; returns it (shown once, never stored) and its stored entry."""
        scopes = sorted({ns if ns == ALL else check_name(ns) for ns in namespaces})
        if not scopes:
            raise TokenFileError("a token needs at least one --namespace (or --namespace '*' for all)")
        token_id = secrets.token_hex(6)
        token = f"tg_{token_id}_{secrets.token_urlsafe(32)}"
        entry = {"id": token_id, "sha256": _hash(token), "namespaces": scopes, "read_only": read_only,
                 "label": label, "created": datetime.now(UTC).isoformat(timespec="seconds")}
        with self._edit():
            tokens = self._read()
            tokens.append(entry)
            self._write(tokens)
        return token, entry

    def revoke(self, token_id: str) -> bool:
        with self._edit():
            tokens = self._read()
            kept = [t for t in tokens if t["id"] != token_id]
            if len(kept) == len(tokens):
                return False
            self._write(kept)
        return True

    def list(self) -> list[dict[str, Any]]:
        return [{k: v for k, v in t.items() if k != "sha256"} for t in self._read()]

    # -- checking (the server) ----------------------------------------------------------------
    def _current(self) -> dict[str, dict[str, Any]]:
        try:
            st = self.path.stat()
            stamp: tuple[int, int] | None = (st.st_mtime_ns, st.st_size)
        except FileNotFoundError:
            stamp = None
        with self._lock:
            if stamp != self._stamp:
                self._entries = {t["id"]: t for t in self._read()}
                self._stamp = stamp
            return self._entries

    def count(self) -> int:
        return len(self._current())

    def check(self, token: str) -> Principal | None:
        """The token's principal, or None for an unknown, revoked or malformed token."""
        m = _TOKEN_RE.fullmatch(token)
        if not m:
            return None
        entry = self._current().get(m.group(1))
        if entry is None or not hmac.compare_digest(entry["sha256"], _hash(token)):
            return None
        return Principal(entry["id"], frozenset(entry["namespaces"]), bool(entry["read_only"]))
