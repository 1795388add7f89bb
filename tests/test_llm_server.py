"""The LLM extractor over HTTP.

The ``integration`` tests run the real llama-cpp-python OpenAI-compatible server on a tiny GGUF
model built by the test itself. The other tests use a scripted stdlib HTTP server for what a
model server cannot be made to do on demand: 429 and 5xx sequences, refused response formats,
slow answers, invalid replies.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from llm_fixtures import Reply, ScriptedServer, chat_body, free_port, start_llama_server

from taggraph import Memory
from taggraph.extract import Extraction, Extractor
from taggraph.extract.cache import ExtractionCache, turn_sha256
from taggraph.extract.llm import LLMExtractor, LLMUnavailableError, OpenAIChatClient, normalize_base_url
from taggraph.extract.offline_nlp import extractor_id
from taggraph.extract.prompt import PROMPT_VERSION
from taggraph.notes import Note
from taggraph.tags import CATEGORIES, FiveW, is_valid_tag, normalize_tag

VALID = json.dumps({"who": ["User", "Person/David Chen"], "what": ["career/job interviews"], "when": [],
                    "where": ["company/google"], "why": [], "extra": [], "summary": "A job interview."})
TURNS = [("I have an interview at Google with David Chen.", ""), ("My cat Milo is sick.", "Sorry to hear."),
         ("I moved to Lisbon in 2024.", "")]


def extractor(url: str, model: str = "test-model", **kw: object) -> LLMExtractor:
    kw.setdefault("backoff", 0.01)
    kw.setdefault("max_backoff", 0.05)
    return LLMExtractor(OpenAIChatClient(url, model, api_key="", timeout=kw.pop("timeout", 30.0)), **kw)  # type: ignore[arg-type]


# -- scripted server ----------------------------------------------------------------------------


def test_valid_reply_is_normalised_and_reported() -> None:
    with ScriptedServer([Reply(content=VALID)]) as srv:
        x = extractor(srv.url)
        assert isinstance(x, Extractor) and x.id == "llm:test-model"
        e = x.extract(*TURNS[0], ontology=["company/google"])
    assert not e.failed and e.error is None
    assert e.tags.who == ("user", "person/david_chen") and e.tags.what == ("career/job_interview",)
    assert e.info["prompt_version"] == PROMPT_VERSION and e.info["ontology"] == "all"
    assert e.info["first_try_valid"] is True and e.info["requests"] == 1
    body = srv.requests[0]
    assert body["temperature"] == 0 and body["model"] == "test-model"
    assert body["response_format"]["type"] == "json_schema"
    prompt = body["messages"][0]["content"]
    assert "- company\n  - google" in prompt and TURNS[0][0] in prompt
    assert x.stats.prompt_tokens == 10 and x.stats.completion_tokens == 5


def test_bounded_ontology_mode_is_sent_and_reported() -> None:
    ontology = ["hobby/guitar", "company/google", "pet/cat", "city/lisbon", "person/david_chen"]
    with ScriptedServer([Reply(content=VALID)]) as srv:
        x = extractor(srv.url, ontology_mode="bounded", max_ontology_tags=2)
        e = x.extract(*TURNS[0], ontology=ontology)
    assert e.info["ontology"] == "bounded:2" and e.info["ontology_tags"] == 2 and e.info["ontology_total"] == 5
    prompt = srv.requests[0]["messages"][0]["content"]
    assert "google" in prompt and "david_chen" in prompt and "guitar" not in prompt and "lisbon" not in prompt


def test_retries_429_and_5xx_then_succeeds() -> None:
    script = [Reply(429, headers={"Retry-After": "0"}), Reply(500), Reply(503), Reply(content=VALID)]
    with ScriptedServer(script) as srv:
        x = extractor(srv.url, max_retries=4)
        e = x.extract(*TURNS[0])
    assert not e.failed and srv.chat_requests == 4
    assert x.stats.retries == 3 and x.stats.requests == 4 and x.stats.failures == 0


def test_persistent_5xx_gives_failed_extraction_not_exception() -> None:
    with ScriptedServer([Reply(502)]) as srv:
        x = extractor(srv.url, max_retries=2)
        e = x.extract(*TURNS[0])
    assert e.failed and "HTTP 502" in (e.error or "") and e.tags == FiveW()
    assert srv.chat_requests == 3 and x.stats.failures == 1


def test_timeout_is_retried() -> None:
    with ScriptedServer([Reply(content=VALID, delay=1.5), Reply(content=VALID)]) as srv:
        x = extractor(srv.url, timeout=0.3)
        e = x.extract(*TURNS[0])
    assert not e.failed and x.stats.retries == 1


def test_refused_response_format_steps_down_and_sticks() -> None:
    def script(body: dict[str, Any], n: int) -> Reply:
        rf = body.get("response_format") or {}
        if rf.get("type") == "json_schema" or "schema" in rf:
            return Reply(400, body={"error": {"message": "response_format not supported"}})
        return Reply(content=f"```json\n{VALID}\n```")

    with ScriptedServer(script) as srv:
        x = extractor(srv.url, concurrency=1)
        first = x.extract(*TURNS[0])
        second = x.extract(*TURNS[1])
    kinds = [(b.get("response_format") or {}).get("type") for b in srv.requests]
    assert kinds == ["json_schema", "json_object", "json_object", "json_object"]
    assert "schema" in srv.requests[1]["response_format"] and "schema" not in srv.requests[2]["response_format"]
    assert not first.failed and not second.failed and second.info["response_format"] == "json_object"


def test_plain_text_fallback_when_json_modes_refused() -> None:
    def script(body: dict[str, Any], n: int) -> Reply:
        if "response_format" in body:
            return Reply(422)
        return Reply(content=f"Here is the record:\n{VALID}\nDone.")

    with ScriptedServer(script) as srv:
        e = extractor(srv.url).extract(*TURNS[0])
    assert not e.failed and e.info["response_format"] == "text" and e.tags.where == ("company/google",)


def test_invalid_reply_is_reasked_once_with_the_error() -> None:
    with ScriptedServer([Reply(content='{"who": "user"}'), Reply(content=VALID)]) as srv:
        x = extractor(srv.url)
        e = x.extract(*TURNS[0])
    assert not e.failed and e.info["first_try_valid"] is False and e.info["requests"] == 2
    msgs = srv.requests[1]["messages"]
    assert [m["role"] for m in msgs] == ["user", "assistant", "user"]
    assert msgs[1]["content"] == '{"who": "user"}' and "schema violation" in msgs[2]["content"]
    assert x.stats.reasks == 1 and x.stats.first_try_valid == 0


def test_invalid_twice_keeps_salvaged_tags_and_marks_failed() -> None:
    with ScriptedServer([Reply(content='{"who": "Person/Ana", "what": null}'), Reply(content="n/a")]) as srv:
        e = extractor(srv.url).extract(*TURNS[0])
    assert e.failed and "after re-ask" in (e.error or "")
    assert e.tags.who == ("person/ana",)
    assert srv.chat_requests == 2


def test_unparseable_replies_never_raise() -> None:
    with ScriptedServer([Reply(body={"choices": []}), Reply(body={"nonsense": 1})]) as srv:
        e = extractor(srv.url, max_retries=0).extract(*TURNS[0])
    assert e.failed and "unusable response body" in (e.error or "")


def test_concurrent_requests_in_flight() -> None:
    turns = [(f"turn number {i}", "") for i in range(8)]
    with ScriptedServer([Reply(content=VALID, delay=0.3)]) as srv:
        x = extractor(srv.url, concurrency=4)
        out = x.extract_many(turns)
    assert len(out) == 8 and not any(e.failed for e in out)
    assert 2 <= srv.max_in_flight <= 4


def test_api_key_from_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TAGGRAPH_LLM_API_KEY", "sk-test-123")
    with ScriptedServer([Reply(content=VALID)]) as srv:
        LLMExtractor(OpenAIChatClient(srv.url, "test-model")).extract(*TURNS[0])
    assert srv.headers[0].get("Authorization") == "Bearer sk-test-123"


def test_cache_makes_second_run_send_zero_requests(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / "store.sqlite")
    with ScriptedServer([Reply(content=VALID)]) as srv:
        first = extractor(srv.url, cache=ExtractionCache(conn)).extract_many(TURNS)
        sent = srv.chat_requests
        again = extractor(srv.url, cache=ExtractionCache(conn))
        second = again.extract_many(TURNS)
        assert srv.chat_requests == sent == len(TURNS)
        assert again.stats.cache_hits == len(TURNS) and again.stats.requests == 0
        assert [e.tags for e in second] == [e.tags for e in first]
        assert all(e.info["cache_hit"] for e in second)
        # --no-cache bypasses it
        bypass = extractor(srv.url, cache=ExtractionCache(conn), use_cache=False)
        bypass.extract_many(TURNS)
        assert srv.chat_requests == 2 * len(TURNS)
    row = conn.execute("SELECT model, prompt_version, raw_reply FROM extraction_cache WHERE turn_sha256 = ?",
                       (turn_sha256(*TURNS[0]),)).fetchone()
    assert row == ("llm:test-model", PROMPT_VERSION, VALID)


def test_failures_are_not_cached(tmp_path: Path) -> None:
    cache = ExtractionCache.open(tmp_path / "c.sqlite")
    with ScriptedServer([Reply(500), Reply(content=VALID)]) as srv:
        assert extractor(srv.url, cache=cache, max_retries=0).extract(*TURNS[0]).failed
        assert len(cache) == 0
        assert not extractor(srv.url, cache=cache, max_retries=0).extract(*TURNS[0]).failed
        assert len(cache) == 1


def test_preflight_on_dead_port_is_one_clear_error() -> None:
    url = f"http://127.0.0.1:{free_port()}/v1"
    with pytest.raises(LLMUnavailableError) as info:
        extractor(url).check()
    assert str(info.value) == f"cannot reach {url}: connection refused; start your server or pass --llm-url"


def test_preflight_model_and_key_errors() -> None:
    with (ScriptedServer([Reply(404)], models=["other-model"]) as srv,
          pytest.raises(LLMUnavailableError, match="did not serve model 'test-model'.*other-model")):
        extractor(srv.url).check()
    with (ScriptedServer([Reply(content="{}")], models_status=401) as srv,
          pytest.raises(LLMUnavailableError, match="refused the API key.*TAGGRAPH_LLM_API_KEY")):
        extractor(srv.url).check()
    with ScriptedServer([Reply(content="{}")], models=["test-model"]) as srv:
        extractor(srv.url).check()
        assert srv.chat_requests == 0  # the model list sufficed


def test_run_against_dead_server_fails_every_turn_without_raising() -> None:
    x = extractor(f"http://127.0.0.1:{free_port()}", max_retries=1, concurrency=2)
    out = x.extract_many(TURNS)
    assert [e.failed for e in out] == [True] * len(TURNS)
    assert all("connection refused" in (e.error or "") for e in out)


def test_cli_ingest_reports_progress_cache_hits_and_tokens(tmp_path: Path) -> None:
    db, history = tmp_path / "m.db", tmp_path / "h.jsonl"
    history.write_text("".join(json.dumps({"user": u, "assistant": a}) + "\n" for u, a in TURNS))

    def ingest(url: str) -> tuple[dict[str, Any], str]:
        cmd = [sys.executable, "-m", "taggraph.cli", "--db", str(db), "ingest", str(history), "--json", "--progress",
               "--extractor", "llm", "--llm-url", url, "--llm-model", "test-model"]
        res = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
        assert res.returncode == 0, res.stderr
        return json.loads(res.stdout), res.stderr

    with ScriptedServer([Reply(body=chat_body(VALID, 100, 20))]) as srv:
        report, bar = ingest(srv.url)
        assert report["added"] == 3 and report["extraction_failed"] == 0
        x = report["extractor"]
        assert (x["requests"], x["cache_hits"], x["prompt_tokens"], x["completion_tokens"]) == (3, 0, 300, 60)
        assert x["prompt_version"] == PROMPT_VERSION and x["ontology"] == "all"
        assert "3/3" in bar and "note/s" in bar and "failed=0" in bar and "cache_hits=0" in bar
        with Memory.open(db) as mem:  # forget one note: ingesting again re-adds it from the cache
            assert mem.forget(next(iter(mem.notes())).id)
        report, bar = ingest(srv.url)
        assert srv.chat_requests == 3
    assert report["added"] == 1 and report["extractor"]["requests"] == 0
    assert report["extractor"]["cache_hits"] == 1 and "cache_hits=1" in bar


def test_base_url_normalisation() -> None:
    assert normalize_base_url("http://127.0.0.1:8080") == "http://127.0.0.1:8080/v1"
    assert normalize_base_url("localhost:11434/v1/") == "http://localhost:11434/v1"
    assert normalize_base_url("https://api.example.com/openai/v1") == "https://api.example.com/openai/v1"


# -- the real llama.cpp server ------------------------------------------------------------------


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pytest.importorskip("llama_cpp.server", reason="needs llama-cpp-python[server]")
    from tinygguf import build_tiny_llama

    return build_tiny_llama(tmp_path_factory.mktemp("gguf") / "tiny.gguf")


def stored(mem: Memory, note_id: str) -> Note:
    note = mem.get(note_id)
    assert note is not None, f"note {note_id} is not stored"
    return note


def assert_normalised(tags: FiveW) -> None:
    for cat in CATEGORIES:
        for tag in getattr(tags, cat):
            assert is_valid_tag(tag) and normalize_tag(tag) == tag


@pytest.mark.integration
def test_llama_server_end_to_end(tiny_model: Path, tmp_path: Path) -> None:
    server = start_llama_server(tiny_model, tmp_path / "server.log")
    try:
        cache = ExtractionCache(sqlite3.connect(tmp_path / "store.sqlite"))
        x = LLMExtractor(OpenAIChatClient(server.url, "tiny"), cache=cache, max_tokens=4096, concurrency=2)
        x.check()
        out = x.extract_many(TURNS[:2], ontology=["company/google"])
        assert [e.failed for e in out] == [False, False], [e.error for e in out]
        for e in out:
            assert_normalised(e.tags)
        assert sum(len(e.tags) for e in out) > 0  # the nonsense became real, normalised tags
        raw = cache.conn.execute("SELECT raw_reply FROM extraction_cache").fetchall()
        assert len(raw) == 2 and all(json.loads(r[0]) for r in raw)  # schema-constrained: valid JSON
        assert x.stats.requests >= 2 and x.stats.completion_tokens > 0
        assert out[0].info["response_format"] in ("json_schema", "json_object+schema")

        again = LLMExtractor(OpenAIChatClient(server.url, "tiny"), cache=cache, max_tokens=4096)
        second = again.extract_many(TURNS[:2], ontology=["company/google"])
        assert again.stats.requests == 0 and again.stats.cache_hits == 2
        assert [e.tags for e in second] == [e.tags for e in out]
    finally:
        server.kill()
    with pytest.raises(LLMUnavailableError, match=r"cannot reach http://127\.0\.0\.1:\d+/v1: connection refused"):
        x.check()


@pytest.mark.integration
def test_killing_the_server_mid_run_fails_remaining_turns(tiny_model: Path, tmp_path: Path) -> None:
    server = start_llama_server(tiny_model, tmp_path / "server.log")
    turns = [(f"Turn {i}: I visited Porto with Ana.", "") for i in range(5)]
    done: list[int] = []

    def progress(i: int, e: Extraction) -> None:
        done.append(i)
        if len(done) == 1:
            server.kill()

    try:
        x = LLMExtractor(OpenAIChatClient(server.url, "tiny"), max_tokens=4096, concurrency=1,
                         max_retries=2, backoff=0.05)
        out = x.extract_many(turns, progress=progress)
    finally:
        server.kill()
    assert len(out) == len(turns) and sorted(done) == list(range(len(turns)))
    assert not out[0].failed
    assert all(e.failed and e.tags == FiveW() for e in out[1:])
    assert all("connection refused" in (e.error or "") for e in out[1:])
    assert x.stats.failures == len(turns) - 1


@pytest.mark.integration
def test_server_killed_during_remember_many_then_reextract_failed_fixes_exactly_those(
        tiny_model: Path, tmp_path: Path) -> None:
    """The whole user path: ingest through the real server, the server dies after the first
    committed batch, every note is still stored (the unlucky ones marked failed), and
    ``taggraph reextract --failed`` against a fresh server re-asks for exactly those notes."""
    from taggraph import Turn
    from taggraph.extract.factory import make_llm_extractor

    db = tmp_path / "memory.db"
    turns = [Turn(f"Turn {i}: I visited Porto with Ana and we talked about job interviews.", "Nice.")
             for i in range(6)]
    server = start_llama_server(tiny_model, tmp_path / "server1.log")
    batches: list[list[bool]] = []

    def progress(done: int, total: int, notes: list[Note]) -> None:
        batches.append([n.extraction_failed for n in notes])
        if len(batches) == 1:
            server.kill()  # dies between two committed batches, mid-ingest

    try:
        with Memory.open(db) as mem:
            x = make_llm_extractor(url=server.url, model="tiny", store_cache=mem.store.extraction_cache(),
                                   concurrency=1, max_tokens=4096)
            x.max_retries, x.backoff = 2, 0.05
            mem.use_extractor(x)
            notes = mem.remember_many(turns, batch_size=2, progress=progress)
    finally:
        server.kill()
    assert batches == [[False, False], [True, True], [True, True]]
    ids = [n.id for n in notes]

    with Memory.open(db) as mem:  # durable: a new process sees every note, the failures marked
        assert len(mem) == 6 and mem.store.count_failed() == 4
        kept = {nid: stored(mem, nid) for nid in ids}
        assert [kept[nid].extraction_failed for nid in ids] == [False, False, True, True, True, True]
        before = {nid: kept[nid].tags for nid in ids[:2]}

    server2 = start_llama_server(tiny_model, tmp_path / "server2.log")
    try:
        cmd = [sys.executable, "-m", "taggraph.cli", "--db", str(db), "reextract", "--failed", "--json",
               "--extractor", "llm", "--llm-url", server2.url, "--llm-model", "tiny",
               "--llm-concurrency", "1", "--llm-max-tokens", "4096"]
        res = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    finally:
        server2.kill()
    assert res.returncode == 0, res.stderr
    report = json.loads(res.stdout)
    assert {k: report[k] for k in ("retried", "fixed", "still_failed")} == {"retried": 4, "fixed": 4, "still_failed": 0}
    assert report["extractor"]["id"] == "llm:tiny" and report["extractor"]["ontology"] == "all"
    assert report["extractor"]["cache_hits"] == 0 and report["extractor"]["failures"] == 0
    assert report["extractor"]["completion_tokens"] > 0
    # exactly the four failed notes were answered (the server also refuses json_schema once, and
    # the client steps down to json_object: that request is a 422/500, not an extraction)
    log = (tmp_path / "server2.log").read_text(errors="replace")
    assert log.count('"POST /v1/chat/completions HTTP/1.1" 200') == 4

    with Memory.open(db) as mem:
        assert len(mem) == 6 and mem.store.count_failed() == 0
        assert {nid: stored(mem, nid).tags for nid in ids[:2]} == before  # the good notes untouched
        for nid in ids:
            assert_normalised(stored(mem, nid).tags)
            assert stored(mem, nid).extracted_by == f"llm:tiny prompt:{PROMPT_VERSION} typing:{extractor_id()}"


@pytest.mark.integration
def test_local_gguf_in_process(tiny_model: Path, tmp_path: Path) -> None:
    from taggraph.extract.local import LocalLLMExtractor

    cache = ExtractionCache.open(tmp_path / "cache.sqlite")
    x = LocalLLMExtractor(tiny_model, cache=cache, n_ctx=8192, n_threads=1, max_tokens=4096)
    assert x.id == "gguf:tiny" and x.concurrency == 1
    x.check()
    out = x.extract_many(TURNS[:2])
    assert [e.failed for e in out] == [False, False], [e.error for e in out]
    for e in out:
        assert_normalised(e.tags)
        assert e.info["first_try_valid"] is True  # the grammar makes the first reply valid
    x.close()
    again = LocalLLMExtractor(tiny_model, cache=cache)
    assert [e.tags for e in again.extract_many(TURNS[:2])] == [e.tags for e in out]
    assert again.stats.requests == 0


def test_local_gguf_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    pytest.importorskip("llama_cpp")
    from taggraph.extract.local import LocalLLMExtractor

    x = LocalLLMExtractor(tmp_path / "nope.gguf")
    with pytest.raises(LLMUnavailableError, match="no GGUF model at .*nope.gguf"):
        x.check()
    e = x.extract("hello", "")
    assert e.failed and "no GGUF model" in (e.error or "")


def test_weight_repack_switch_is_scoped() -> None:
    capi = pytest.importorskip("llama_cpp.llama_cpp")
    from taggraph.extract.local import weight_repack_disabled

    original = capi.llama_model_default_params
    assert original().use_extra_bufts is True
    with weight_repack_disabled():
        assert capi.llama_model_default_params().use_extra_bufts is False
    assert capi.llama_model_default_params is original
