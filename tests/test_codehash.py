"""The code hash that versions extractors and fact rows: comments and docstrings do not count,
code does."""

from __future__ import annotations

import hashlib
import os
import sys
from pathlib import Path

import pytest

from taggraph import codehash
from taggraph.extract import offline_nlp

SOURCE = '''"""A module that says what it does."""

RATE = 3  # per week


def pace(x: int) -> str:
    """How fast."""
    label = "# not a comment"
    return f"{x * RATE} {label}"


class Walker:
    """Walks."""

    def step(self) -> int:
        return 1
'''


def _digest(tmp_path: Path, text: str) -> str:
    p = tmp_path / "m.py"
    p.write_text(text, encoding="utf-8")
    return codehash.code_digest(p)


def test_comments_docstrings_and_blank_lines_do_not_change_the_hash(tmp_path: Path) -> None:
    base = _digest(tmp_path, SOURCE)
    reworded = (SOURCE.replace("# per week", "# how often, each week")
                .replace('"""How fast."""', '"""How fast,\n    over two lines."""')
                .replace('"""Walks."""', '"""Walks.\n\n    Slowly."""')
                .replace('"""A module that says what it does."""', '"""Another summary."""\n\n\n'))
    assert reworded != SOURCE
    assert _digest(tmp_path, reworded) == base
    assert _digest(tmp_path, SOURCE.replace("RATE = 3  # per week", "# a note\nRATE = 3   ")) == base


def test_code_changes_the_hash(tmp_path: Path) -> None:
    base = _digest(tmp_path, SOURCE)
    assert _digest(tmp_path, SOURCE.replace("RATE = 3", "RATE = 4")) != base
    # a "#" inside a string is code, not a comment
    assert _digest(tmp_path, SOURCE.replace("# not a comment", "# still not a comment")) != base
    # a string that is not the first statement is code, not a docstring
    assert _digest(tmp_path, SOURCE.replace('    label = "# not a comment"', '    label = "# not a comment"\n    "kept"')) != base
    # indentation is code
    assert _digest(tmp_path, SOURCE.replace("    def step", "def step").replace("        return 1", "    return 1")) != base


def test_code_text_keeps_the_code_as_written() -> None:
    text = codehash.code_text(SOURCE)
    assert '"""' not in text and "per week" not in text
    assert 'label = "# not a comment"' in text and "RATE = 3" in text
    assert "\n\n" not in text


def test_the_extractor_id_ignores_a_comment_in_its_sources(tmp_path: Path) -> None:
    here = Path(offline_nlp.__file__).parent
    names = offline_nlp._PARSE_SOURCES
    for name in names:
        src = (here / name).read_text(encoding="utf-8")
        (tmp_path / name).write_text("# a comment added at the top\n" + src + "\n# and one at the end\n",
                                     encoding="utf-8")
    assert codehash.code_digest(*(tmp_path / n for n in names)) == codehash.code_digest(*(here / n for n in names))


def test_non_ascii_text_before_a_comment_or_a_hash_in_a_string() -> None:
    # ast counts columns in UTF-8 bytes: the cut must land on the same character all the same
    text = codehash.code_text('CAFE = "café"  # où\nTAG = "é#x"\nBOTH = "ü" + "#"  # fin\n')
    assert text == 'CAFE = "café"\nTAG = "é#x"\nBOTH = "ü" + "#"'


def test_a_kept_digest_is_used_only_for_the_same_bytes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The digest is kept beside the bytecode (a new process skips parsing the sources), and an
    edit of any byte, a damaged kept file or a folder that cannot be written all give the digest
    computed from the code."""
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    p, q = tmp_path / "m.py", tmp_path / "n.py"
    p.write_text(SOURCE, encoding="utf-8")
    q.write_text("X = 1\n", encoding="utf-8")

    def fresh() -> str:
        h = hashlib.sha256()
        for f in (p, q):
            h.update(codehash.code_text(f.read_text(encoding="utf-8")).encode() + b"\0")
        return h.hexdigest()

    first = codehash.code_digest(p, q)
    kept = list((tmp_path / "__pycache__").glob("codehash-m-*.txt"))
    assert first == fresh() and len(kept) == 1 and first in kept[0].read_text()
    assert codehash.code_digest(p, q) == first
    # an edit of the same size in the same instant: only the bytes tell
    stat = q.stat()
    q.write_text("X = 2\n", encoding="utf-8")
    os.utime(q, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert codehash.code_digest(p, q) == fresh() != first
    kept[0].write_text("garbage", encoding="ascii")
    assert codehash.code_digest(p, q) == fresh()
    assert codehash.code_digest(q) != codehash.code_digest(p, q)  # another list of files, another answer
    # nothing kept where bytecode is not written
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    r = tmp_path / "sub" / "r.py"
    r.parent.mkdir()
    r.write_text("Y = 3\n", encoding="utf-8")
    assert codehash.code_digest(r) and not (r.parent / "__pycache__").exists()
