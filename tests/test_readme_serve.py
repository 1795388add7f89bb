"""The curl lines of the README's HTTP API section, run as they are written (bash and curl)
against a real `taggraph serve`: each answers what the README says, and the query lines put the
note their comment names first."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import zipfile
from pathlib import Path
from typing import Any

import pytest
from serve_helpers import Server, add_token

README = Path(__file__).resolve().parents[1] / "README.md"


def curl_lines() -> tuple[str, list[str]]:
    """(the line that sets T, J and U; the curl lines) of the sh block after **HTTP API.**"""
    text = README.read_text("utf-8")
    section = text[text.index("**HTTP API.**"):]
    block = re.search(r"```sh\n(.*?)```", section, re.S)
    assert block is not None, "no sh block in the README's HTTP API section"
    lines = [ln for ln in block.group(1).splitlines() if ln.strip()]
    assert lines[0].startswith("T=") and all(ln.startswith("curl ") for ln in lines[1:]), lines
    return lines[0], lines[1:]


def documents(out: str) -> list[Any]:
    """The JSON documents a line printed (several curls on one line print one after another)."""
    dec, docs, i = json.JSONDecoder(), [], 0
    while i < len(out):
        if out[i].isspace():
            i += 1
            continue
        doc, i = dec.raw_decode(out, i)
        docs.append(doc)
    return docs


@pytest.mark.skipif(shutil.which("curl") is None or shutil.which("bash") is None, reason="needs curl and bash")
def test_the_readme_curl_examples_answer_what_the_readme_shows(tmp_path: Path) -> None:
    setup, lines = curl_lines()
    token = add_token(tmp_path, "alice")
    with Server(tmp_path) as server:
        setup = setup.replace("http://127.0.0.1:8765", server.url)
        env = {**os.environ, "TOKEN": token}
        note_id = ""
        seen: list[str] = []
        for shown in lines:
            line = shown.replace("http://127.0.0.1:8765", server.url).replace("NOTE_ID", note_id)
            r = subprocess.run(["bash", "-c", f"{setup}\n{line}"], capture_output=True, text=True, env=env,
                               cwd=tmp_path, timeout=120, check=False)
            assert r.returncode == 0, (line, r.stderr)
            docs = documents(r.stdout)
            assert docs and not any(isinstance(d, dict) and "error" in d for d in docs), (line, r.stdout)
            doc = docs[0]
            path = line.split("$U", 1)[1].split()[0] if "$U" in line else line.split()[-1]
            comment = line.split("#", 1)[1] if " # " in line or "   #" in line else ""
            if path == "/remember":
                assert doc["user"] == "My dentist is Dr. Okafor." and doc["tags"]["extra"] == ["role/dentist"]
                note_id = doc["id"]
            elif path == "/remember_many":
                assert [n["user"] for n in doc["notes"]] == ["I moved to Leeds.", "I adopted a cat."]
            elif path == "/query":
                first = re.search(r'first hit: "(.*)"', comment)
                assert first, line
                assert doc["hits"], line  # the README's example once answered "hits": []
                assert doc["hits"][0]["note"]["user"] == first.group(1), (line, doc)
            elif path.startswith("/notes/") and "DELETE" in line:
                assert doc == {"forgot": note_id}
            elif path.startswith("/notes/"):
                assert doc["id"] == note_id and doc["markdown"].startswith("#who:")
            elif path.startswith("/notes?tag=person"):
                assert doc["total"] == 1 and doc["notes"][0]["id"] == note_id  # Dr. Okafor is a person
            elif path == "/stats;":
                stats, onto = docs
                assert stats["namespace"] == "alice" and stats["notes"] == 2 and "markdown" in onto
                with zipfile.ZipFile(tmp_path / "alice.zip") as z:
                    assert "alice/notes.jsonl" in z.namelist()
            elif path.endswith("/v1/namespaces"):
                assert doc == {"namespaces": ["alice"]}
            elif "DELETE" in line:
                assert doc == {"deleted": "alice"}
            else:
                raise AssertionError(f"a README line this test does not know: {line}")
            seen.append(path)
    assert len(seen) == len(lines) >= 10
