"""The README's examples of the LangGraph store, the LangChain retriever and the export import,
run as written (code blocks taken from README.md) in a scratch folder."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("langgraph", reason="needs the langchain extra: pip install 'taggraph[langchain]'")

ROOT = Path(__file__).resolve().parents[1]
SECTION = "## LangGraph, LangChain, and ChatGPT / Claude histories"
EXPORTS = ROOT / "tests" / "data" / "exports"


def blocks() -> list[tuple[str, str]]:
    text = (ROOT / "README.md").read_text("utf-8")
    start = text.index(SECTION)
    end = text.index("\n## ", start + len(SECTION))
    return re.findall(r"```(\w+)\n(.*?)```", text[start:end], re.S)


def _env() -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(ROOT / "src") + os.pathsep + os.environ.get("PYTHONPATH", ""))


def test_the_section_has_the_three_examples() -> None:
    kinds = [k for k, _ in blocks()]
    assert kinds == ["python", "python", "sh"]


def test_langgraph_example(tmp_path: Path) -> None:
    code = blocks()[0][1]
    r = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, env=_env(),
                       timeout=300)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "['My sister Lena lives in Porto.']"


def test_retriever_example(tmp_path: Path) -> None:
    code = blocks()[1][1]
    r = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, env=_env(),
                       timeout=300)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("User: My vet is Dr. Alvarez at Hawthorne Vet Clinic.\nAssistant: Noted! ")


def test_import_example(tmp_path: Path) -> None:
    for kind in ("chatgpt", "claude"):
        (tmp_path / kind).mkdir()
        shutil.copy(EXPORTS / f"{kind}-conversations.json", tmp_path / kind / "conversations.json")
    outputs = []
    for line in blocks()[2][1].splitlines():
        argv = shlex.split(line, comments=True)
        if not argv:
            continue
        assert argv[0] == "taggraph"
        r = subprocess.run([sys.executable, "-m", "taggraph.cli", *argv[1:]], cwd=tmp_path, capture_output=True,
                           text=True, env=_env(), timeout=300)
        assert r.returncode == 0, r.stderr
        outputs.append(r.stdout)
    assert "2 new notes" in outputs[0] and "1 new notes" in outputs[1] and "0 new notes" in outputs[2]
    assert "session conv-123" in outputs[3]
