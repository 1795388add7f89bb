"""`--db` after the subcommand and the TAGGRAPH_DB environment variable."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from serve_helpers import cli as _cli


def test_db_after_the_subcommand_and_from_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return _cli(*args, cwd=tmp_path)  # a stray default ./taggraph.db would land in tmp_path

    jsonl = tmp_path / "turns.jsonl"
    jsonl.write_text(json.dumps({"user": "The plumber comes on Friday to fix the boiler.", "assistant": "OK."}) + "\n")
    after = tmp_path / "after.db"
    r = cli("ingest", "--db", str(after), str(jsonl))
    assert r.returncode == 0, r.stderr
    assert json.loads(cli("stats", "--json", "--db", str(after)).stdout)["notes"] == 1

    env_db = tmp_path / "env.db"
    monkeypatch.setenv("TAGGRAPH_DB", str(env_db))
    assert cli("remember", "My passport expires in 2031.").returncode == 0
    assert json.loads(cli("stats", "--json").stdout)["notes"] == 1
    # an explicit --db wins over the environment, before or after the subcommand
    assert json.loads(cli("--db", str(after), "stats", "--json").stdout)["notes"] == 1
    hits = json.loads(cli("query", "passport", "--json", "--db", str(env_db)).stdout)
    assert "passport" in hits[0]["note"]["user"]
    assert not (tmp_path / "taggraph.db").exists()
