"""A version hash of Python source that ignores its comments and docstrings.

Extractors and index rows are versioned by a hash of the code that makes them, so that a store
rebuilds what another version made. Hashing the raw bytes made a reworded comment a new version:
every store then parsed every note again at its next first query (over ten minutes at 100k
notes). Here only the code counts: comments, docstrings (the string statement that opens a
module, class or function), trailing spaces and blank lines are cut from the text, which is
otherwise hashed as written, so the hash does not depend on the Python version that reads it.
Both are found with ``ast`` alone (a comment is a "#" outside every string literal): Python's
``tokenize`` would do it too, but it is pure Python before 3.12 and took twice as long, paid by
every new process's first query.
"""

from __future__ import annotations

import ast
import hashlib
import importlib.util
import os
import sys
import tempfile
from pathlib import Path

_DOC_OWNERS = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
Span = tuple[int, int, int, int]  # first line, first byte, last line, end byte (ast's positions)


def _literals(tree: ast.AST) -> tuple[list[Span], list[Span]]:
    """The spans of every string literal, and of the docstrings among them."""
    strings: list[Span] = []
    docs: list[Span] = []
    for node in ast.walk(tree):
        if isinstance(node, _DOC_OWNERS) and node.body:
            first = node.body[0]
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str) and first.end_lineno is not None
                    and first.end_col_offset is not None):
                docs.append((first.lineno, first.col_offset, first.end_lineno, first.end_col_offset))
        elif (isinstance(node, ast.JoinedStr) or isinstance(node, ast.Constant) and isinstance(node.value, (str, bytes))) \
                and node.end_lineno is not None and node.end_col_offset is not None:
            strings.append((node.lineno, node.col_offset, node.end_lineno, node.end_col_offset))
    return strings, docs


def _comment_start(line: bytes, number: int, strings: list[Span]) -> int | None:
    """The byte at which line ``number``'s comment starts: its first "#" outside a string."""
    at = line.find(b"#")
    while at >= 0:
        if not any((l0, c0) <= (number, at) < (l1, c1) for l0, c0, l1, c1 in strings):
            return at
        at = line.find(b"#", at + 1)
    return None


def code_text(source: str) -> str:
    """``source`` without its comments, docstrings, trailing spaces and blank lines."""
    strings, docs = _literals(ast.parse(source))
    lines = source.encode().splitlines()  # ast's columns count UTF-8 bytes
    cuts: list[Span] = list(docs)
    for i, line in enumerate(lines, start=1):
        if b"#" in line and (at := _comment_start(line, i, strings)) is not None:
            cuts.append((i, at, i, len(line)))
    # Cut from the end backwards, so earlier positions stay valid.
    for l0, c0, l1, c1 in sorted(cuts, reverse=True):
        lines[l0 - 1: l1] = [lines[l0 - 1][:c0] + lines[l1 - 1][c1:]]
    return "\n".join(s for line in lines if (s := line.decode().rstrip()))


def code_digest(*paths: Path) -> str:
    """sha256 (hex) of the code of these files, in order.

    Parsing the files costs tens of milliseconds, paid by every new process's first query, so the
    answer is kept in the first file's ``__pycache__`` under the sha256 of the files' raw bytes
    (about a millisecond to compute): a kept answer is used only for exactly the same bytes."""
    raws = [path.read_bytes() for path in paths]
    raw = hashlib.sha256(b"\0".join(hashlib.sha256(r).digest() for r in raws)).hexdigest()
    kept = _kept_file(paths)
    if kept is not None:
        try:
            old_raw, digest = kept.read_text(encoding="ascii").split()
            if old_raw == raw and len(digest) == 64:
                return digest
        except (OSError, ValueError, UnicodeDecodeError):
            pass  # no answer kept, or a damaged one: computed again below
    h = hashlib.sha256()
    for r in raws:
        h.update(code_text(r.decode("utf-8")).encode())
        h.update(b"\0")
    digest = h.hexdigest()
    if kept is not None and not sys.dont_write_bytecode:
        _keep(kept, f"{raw} {digest}\n")
    return digest


def _kept_file(paths: tuple[Path, ...]) -> Path | None:
    """Where the digest of these files is kept: beside the first one's bytecode (Python's own
    choice of folder, ``sys.pycache_prefix`` included), one file per list of paths."""
    if not paths:
        return None
    first = paths[0].resolve()
    try:
        folder = Path(importlib.util.cache_from_source(str(first))).parent
    except (NotImplementedError, ValueError):
        return None
    names = "\0".join(str(p.resolve()) for p in paths).encode()
    return folder / f"codehash-{first.stem}-{hashlib.sha256(names).hexdigest()[:16]}.txt"


def _keep(kept: Path, text: str) -> None:
    """Write the kept answer whole or not at all (another process may read it meanwhile); a
    folder that cannot be written (a read-only install) just keeps nothing."""
    try:
        kept.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=kept.parent, prefix=".codehash-")
        try:
            with os.fdopen(fd, "w", encoding="ascii") as f:
                f.write(text)
            Path(tmp).replace(kept)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError:
        pass
