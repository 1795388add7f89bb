"""One error hierarchy: every error class taggraph raises at a user derives from TaggraphError,
and the CLI turns each into one line on stderr and exit status 2, with nothing stored lost."""

from __future__ import annotations

import importlib
import inspect
import json
import os
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import taggraph
from taggraph.errors import TaggraphError


def test_every_public_error_class_derives_from_taggraph_error() -> None:
    found = []
    for mod in pkgutil.walk_packages(taggraph.__path__, "taggraph."):
        module = importlib.import_module(mod.name)
        for name, obj in vars(module).items():
            if (inspect.isclass(obj) and issubclass(obj, BaseException) and obj.__module__ == module.__name__
                    and not name.startswith("_")):
                found.append(obj)
    assert len(found) >= 10
    assert [c.__qualname__ for c in found if not issubclass(c, TaggraphError)] == []


def run(*args: str, db: Path) -> subprocess.CompletedProcess[str]:
    cmd = [sys.executable, "-m", "taggraph.cli", "--db", str(db), *args]
    return subprocess.run(cmd, capture_output=True, text=True, env=dict(os.environ), timeout=300)


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    db = tmp_path_factory.mktemp("errors") / "m.db"
    for text in ("The plumber comes on Tuesday to fix the boiler.", "Gran turns ninety in October."):
        assert run("remember", text, "Noted.", db=db).returncode == 0
    return db


def snapshot(db: Path) -> list[tuple[str, str]]:
    out = run("query", "plumber boiler gran ninety", "-k", "10", "--json", db=db)
    return sorted((h["note"]["id"], h["note"]["user"]) for h in json.loads(out.stdout))


BAD_NOTE = "#who:user\n\n### User\nno assistant part\n"


@pytest.mark.parametrize("case", ["bad-jsonl", "k-zero", "unknown-method", "bad-time", "bad-import",
                                  "export-onto-file", "missing-file"])
def test_bad_input_is_one_line_exit_2_and_nothing_lost(case: str, store: Path, tmp_path: Path) -> None:
    before = snapshot(store)
    assert len(before) == 2
    if case == "bad-jsonl":
        f = tmp_path / "t.jsonl"
        f.write_text(json.dumps({"user": "Fine line"}) + "\n{not json\n", encoding="utf-8")
        args: tuple[str, ...] = ("ingest", str(f))
        expect = "t.jsonl:2"
    elif case == "k-zero":
        args, expect = ("query", "boiler", "-k", "0"), "k must be at least 1"
    elif case == "unknown-method":
        args, expect = ("query", "boiler", "--method", "nope"), "unknown method 'nope'"
    elif case == "bad-time":
        args, expect = ("remember", "A new line", "--time", "next tuesday-ish"), "not an ISO timestamp"
    elif case == "bad-import":
        folder = tmp_path / "exported"
        (folder / "notes").mkdir(parents=True)
        (folder / "notes" / "a.md").write_text(BAD_NOTE, encoding="utf-8")
        args, expect = ("import", str(folder)), "cannot import"
    elif case == "export-onto-file":
        target = tmp_path / "plain-file"
        target.write_text("x", encoding="utf-8")
        args, expect = ("export", str(target)), "cannot export"
    else:
        args, expect = ("ingest", str(tmp_path / "absent.jsonl")), "cannot read"
    r = run(*args, db=store)
    assert r.returncode == 2, r.stderr
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("taggraph: error: ") and expect in lines[0], r.stderr
    assert r.stdout == ""
    assert snapshot(store) == before


def test_one_mismatch_check_for_open_use_and_import(tmp_path: Path) -> None:
    from taggraph.extract.base import Extraction
    from taggraph.memory import ExtractorMismatchError, Memory
    from taggraph.tags import FiveW

    class Fixed:
        """An extractor of another family: one fixed tag per turn."""

        id = "llm:fixed"

        def extract(self, user: str, assistant: str = "", ontology: object = ()) -> Extraction:
            return Extraction(tags=FiveW.from_raw({"what": ["topic/fixed"]}))

        def extract_many(self, turns: list[tuple[str, str]], ontology: object = ()) -> list[Extraction]:
            return [self.extract(u, a) for u, a in turns]

    db = tmp_path / "offline.db"
    with Memory.open(db) as mem:
        mem.remember("The boiler was serviced on Tuesday.")
        mem.export(tmp_path / "out")
        with pytest.raises(ExtractorMismatchError, match="refusing to mix"):
            mem.use_extractor(Fixed())  # type: ignore[arg-type]
    with pytest.raises(ExtractorMismatchError, match="refusing to mix"):
        Memory.open(db, extractor=Fixed())  # type: ignore[arg-type]
    other = tmp_path / "fixed.db"
    with Memory.open(other, extractor=Fixed()) as mem:  # type: ignore[arg-type]
        mem.remember("A note from the other extractor.")
    with pytest.raises(ExtractorMismatchError, match="refusing to mix in notes from 'offline"):
        Memory.import_folder(tmp_path / "out", other)
    with Memory.open(other, extractor=Fixed()) as mem:  # type: ignore[arg-type]
        assert [n.user for n in mem.notes()] == ["A note from the other extractor."]
