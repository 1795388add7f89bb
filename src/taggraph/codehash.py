"""A version hash of Python source that ignores its comments and docstrings.

Extractors and index rows are versioned by a hash of the code that makes them, so that a store
rebuilds what another version made. Hashing the raw bytes made a reworded comment a new version:
every store then parsed every note again at its next first query (over ten minutes at 100k
notes). Here only the code counts: comments (``tokenize``'s COMMENT tokens), docstrings (the
string statement that opens a module, class or function, found by ``ast``), trailing spaces and
blank lines are cut from the text, which is otherwise hashed as written, so the hash does not
depend on the Python version that reads it.
"""

from __future__ import annotations

import ast
import hashlib
import io
import tokenize
from pathlib import Path

_DOC_OWNERS = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def _spans(source: str) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """(start, end) as (line, column) of every comment and docstring in ``source``."""
    out = []
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT:
            out.append((tok.start, tok.end))
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, _DOC_OWNERS) and node.body:
            first = node.body[0]
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str) and first.end_lineno is not None
                    and first.end_col_offset is not None):
                out.append(((first.lineno, first.col_offset), (first.end_lineno, first.end_col_offset)))
    return out


def code_text(source: str) -> str:
    """``source`` without its comments, docstrings, trailing spaces and blank lines."""
    lines = source.splitlines()
    # Cut from the end backwards, so earlier positions stay valid (columns count characters).
    for (l0, c0), (l1, c1) in sorted(_spans(source), reverse=True):
        head, tail = lines[l0 - 1][:c0], lines[l1 - 1][c1:]
        lines[l0 - 1: l1] = [head + tail]
    return "\n".join(s for line in lines if (s := line.rstrip()))


def code_digest(*paths: Path) -> str:
    """sha256 (hex) of the code of these files, in order."""
    h = hashlib.sha256()
    for path in paths:
        h.update(code_text(path.read_text(encoding="utf-8")).encode())
        h.update(b"\0")
    return h.hexdigest()
