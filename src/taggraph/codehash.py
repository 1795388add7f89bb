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
    """sha256 (hex) of the code of these files, in order."""
    h = hashlib.sha256()
    for path in paths:
        h.update(code_text(path.read_text(encoding="utf-8")).encode())
        h.update(b"\0")
    return h.hexdigest()
