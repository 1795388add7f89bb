"""`taggraph serve --extractor llm`: new notes are tagged by a real OpenAI-compatible server
(llama-cpp-python's, on a tiny GGUF model the test builds), a store built by another extractor is
still readable but refuses writes, and a dead model server loses no note."""

from __future__ import annotations

from pathlib import Path

import pytest
from llm_fixtures import start_llama_server
from serve_helpers import Server, add_token, cli

from taggraph import Memory


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pytest.importorskip("llama_cpp.server", reason="needs llama-cpp-python[server]")
    from tinygguf import build_tiny_llama

    return build_tiny_llama(tmp_path_factory.mktemp("gguf") / "tiny.gguf")


def test_bad_extractor_settings_stop_the_server_with_one_error(tmp_path: Path) -> None:
    r = cli("serve", "--data-dir", str(tmp_path), "--extractor", "llm", "--no-auth")
    assert r.returncode != 0 and "--llm-url" in r.stderr and "Traceback" not in r.stderr


@pytest.mark.integration
def test_serve_tags_new_notes_with_the_configured_llm(tiny_model: Path, tmp_path: Path) -> None:
    llm = start_llama_server(tiny_model, tmp_path / "llm.log")
    data = tmp_path / "data"
    data.mkdir()
    token = add_token(data, "notes", "plain")
    with Memory.open(data / "plain.db") as mem:  # built by the offline extractor beforehand
        mem.remember("I repaired the garden fence on Sunday.")
    try:
        with Server(data, "--extractor", "llm", "--llm-url", llm.url, "--llm-model", "tiny",
                    "--llm-max-tokens", "4096") as srv, srv.client(token) as c:
            r = c.post("/v1/namespaces/notes/remember", json={"user": "My cousin Ines moved to Porto in May."})
            assert r.status_code == 201, r.text
            note = c.get(f"/v1/namespaces/notes/notes/{r.json()['id']}").json()
            assert note["extracted_by"].startswith("llm:tiny") and note["extraction_failed"] is False

            # another extractor's store: queries work, a write is refused before anything is stored
            assert c.post("/v1/namespaces/plain/query", json={"text": "garden fence", "method": "bm25"}).status_code == 200
            r = c.post("/v1/namespaces/plain/remember", json={"user": "The hedge needs trimming."})
            assert r.status_code == 409 and r.json()["error"]["code"] == "extractor_mismatch"
            assert c.get("/v1/namespaces/plain/stats").json()["notes"] == 1

            # the model server dies: the exchange is still stored, marked for `reextract`
            llm.kill()
            r = c.post("/v1/namespaces/notes/remember", json={"user": "The boiler was serviced on Friday."})
            assert r.status_code == 201, r.text
            note = c.get(f"/v1/namespaces/notes/notes/{r.json()['id']}").json()
            assert note["extraction_failed"] is True and note["user"] == "The boiler was serviced on Friday."
            assert c.get("/v1/namespaces/notes/stats").json()["notes"] == 2
    finally:
        llm.kill()
