"""Benchmark runner: every case x method, in parallel over cases, resumable.

One case is one memory store: its turns are remembered into a throwaway ``Memory(":memory:")``
with the chosen extractor, every question is asked of every method, and the result -- per
question the ranked turn ids to ``depth``, the rank of each gold note and the metric values of
the dataset's protocol, plus each note's tags and the time spent -- is written to
``OUT/cases/<case>.json``. A rerun reads those files: a case whose file matches the case's
content fingerprint and extractor is skipped, or only the missing methods (or missing answers)
are computed. ``OUT/config.json`` records the exact configuration.

Dense embeddings (OpenClaw) go through one shared on-disk cache, so a text is embedded once
across cases, runs and processes.
"""

from __future__ import annotations

import hashlib
import json
import multiprocessing as mp
import os
import platform
import re
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, ThreadPoolExecutor, wait
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from ..errors import TaggraphError
from ..notes import Note
from ..retrieve.base import ABLATIONS, REGISTRY, resolve
from .datasets.base import Case, Question
from .protocols import (
    NoteMaps,
    atant_metrics,
    locomo_session_level,
    locomo_turn_level,
    longmemeval_protocol_a,
    longmemeval_protocol_b,
    note_maps,
)

CASE_FORMAT = 1
DATASETS = ("atant", "locomo", "longmemeval")
ATANT_KS = (1, 3, 5, 10)
ANSWER_K = 5


class BenchError(TaggraphError):
    """A user-caused problem with a benchmark run (bad data path, conflicting output dir...)."""


# ---------------------------------------------------------------------------------------------
# Configuration


@dataclass(frozen=True)
class ExtractorSpec:
    """How each worker process builds its extractor (objects with sockets do not pickle)."""

    kind: str = "offline"  # offline | llm | "module:Class" (any Extractor with a no-arg constructor)
    url: str | None = None
    model: str | None = None
    gguf: str | None = None
    concurrency: int = 8
    cache_path: str | None = None  # extraction cache of the llm extractor

    def build(self) -> Any:
        if self.kind == "offline":
            from ..extract.offline import OfflineExtractor

            return OfflineExtractor()
        if self.kind == "llm":
            return _llm_extractor(self)
        module, _, cls = self.kind.partition(":")
        if not cls:
            raise BenchError(f"unknown extractor {self.kind!r}; choose offline or llm")
        import importlib

        return getattr(importlib.import_module(module), cls)()

    def describe(self, extractor: Any) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "id": extractor.id}
        for name in ("model", "url", "gguf"):
            if getattr(self, name):
                out[name] = getattr(self, name)
        if self.kind == "llm":
            from ..extract.prompt import PROMPT_VERSION

            out["prompt_version"] = getattr(extractor, "prompt_version", PROMPT_VERSION)
            out["ontology_mode"] = getattr(extractor, "ontology_label", None)
            out["cache"] = self.cache_path
        for attr in ("version", "prompt_version"):
            if hasattr(extractor, attr) and attr not in out:
                out[attr] = getattr(extractor, attr)
        return out


def _llm_extractor(spec: ExtractorSpec) -> Any:
    from ..extract.cache import ExtractionCache
    from ..extract.llm import LLMExtractor, OpenAIChatClient

    cache = ExtractionCache.open(spec.cache_path) if spec.cache_path else None
    if spec.gguf:
        from ..extract.local import LocalLLMExtractor

        return LocalLLMExtractor(spec.gguf, cache, concurrency=spec.concurrency)
    if not spec.url or not spec.model:
        raise BenchError("--extractor llm needs --llm-url URL and --llm-model NAME (or --llm-gguf FILE)")
    return LLMExtractor(OpenAIChatClient(spec.url, spec.model), cache, concurrency=spec.concurrency)


@dataclass(frozen=True)
class AnswerSpec:
    url: str
    model: str
    k: int = ANSWER_K
    concurrency: int = 4


@dataclass(frozen=True)
class RunConfig:
    dataset: str
    data: str
    out: str
    methods: tuple[str, ...]
    extractor: ExtractorSpec = ExtractorSpec()
    depth: int = 40
    split: str = "core"  # ATANT only
    protocols: tuple[str, ...] = ("A", "B")  # LongMemEval only
    distractors: tuple[int, ...] | None = None  # LongMemEval sweep
    seed: int = 0
    limit_cases: int | None = None
    answer: AnswerSpec | None = None
    workers: int = 2
    embed_cache: str | None = None
    skipped_methods: dict[str, str] = field(default_factory=dict)

    def identity(self, extractor_id: str, data_sha: str) -> dict[str, Any]:
        """What must not change between runs sharing an output directory."""
        return {"dataset": self.dataset, "data_sha256": data_sha, "extractor": extractor_id,
                "depth": self.depth, "split": self.split if self.dataset == "atant" else None,
                "distractors": list(self.distractors) if self.distractors else None,
                "seed": self.seed if self.distractors else None}


def default_cache_dir() -> Path:
    base = os.environ.get("TAGGRAPH_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "taggraph")
    return Path(base)


def select_methods(spec: str, *, ablation: bool = False) -> tuple[list[str], dict[str, str]]:
    """``"all"`` or ``"m1,m2"`` -> (methods that import, {skipped: reason}). ``ablation`` adds
    AdaptiveGraph and its three ablations. An unknown name is an error; a known method whose
    module does not import yet is skipped with the reason."""
    names = list(REGISTRY) if spec.strip() == "all" else [m.strip() for m in spec.split(",") if m.strip()]
    if ablation:
        names += ["adaptive", *ABLATIONS]
    names = list(dict.fromkeys(names))
    unknown = [n for n in names if n not in REGISTRY and n not in ABLATIONS]
    if unknown:
        raise BenchError(f"unknown method(s) {', '.join(unknown)}; choose from {', '.join([*REGISTRY, *ABLATIONS])}")
    ok, skipped = [], {}
    for name in names:
        try:
            resolve(name)
        except Exception as exc:  # noqa: BLE001 -- any import failure means "not available yet"
            skipped[name] = f"{type(exc).__name__}: {exc}"
        else:
            ok.append(name)
    if not ok:
        raise BenchError("no requested method is available: " + "; ".join(f"{k}: {v}" for k, v in skipped.items()))
    return ok, skipped


def method_details(methods: Iterable[str]) -> dict[str, dict[str, Any]]:
    out = {}
    for m in methods:
        path, preset, desc = REGISTRY.get(m) or ABLATIONS[m]
        out[m] = {"class": path, "params": preset, "description": desc}
    return out


# ---------------------------------------------------------------------------------------------
# Data


def data_sha256(path: str | Path) -> str:
    """sha256 of a data file, or of a folder's YAML/JSON files (relative names and bytes)."""
    path = Path(path)
    h = hashlib.sha256()
    files = [path] if path.is_file() else sorted(
        p for p in path.rglob("*") if p.is_file() and p.suffix in (".yaml", ".yml", ".json"))
    for f in files:
        if f is not path:
            h.update(str(f.relative_to(path)).encode() + b"\0")
        with open(f, "rb") as fh:
            for block in iter(lambda: fh.read(1 << 20), b""):
                h.update(block)
    return h.hexdigest()


def iter_cases(config: RunConfig) -> Iterator[Case]:
    """The run's cases in dataset order (LongMemEval streamed, sweep points case-major)."""
    path = Path(config.data)
    if not path.exists():
        raise BenchError(f"data not found: {path}")
    if config.dataset == "atant":
        from .datasets import atant

        cases: Iterable[Case] = atant.load(path, config.split)
    elif config.dataset == "locomo":
        from .datasets import locomo

        cases = locomo.load(path)
    elif config.dataset == "longmemeval":
        from .datasets import longmemeval

        cases = longmemeval.iter_cases(path)
    else:
        raise BenchError(f"unknown dataset {config.dataset!r}; choose from {', '.join(DATASETS)}")
    for i, case in enumerate(cases):
        if config.limit_cases is not None and i >= config.limit_cases:
            return
        if config.distractors:
            from .datasets.longmemeval import sample_distractors

            for n in config.distractors:
                yield sample_distractors(case, n, config.seed)
        else:
            yield case


def case_fingerprint(case: Case) -> str:
    """Hash of everything a case's results depend on in the data (turns, questions, gold)."""
    h = hashlib.sha256()

    def put(obj: Any) -> None:
        h.update(json.dumps(obj, sort_keys=True, default=str, ensure_ascii=False).encode())

    for t in case.turns:
        put([t.user, t.assistant, t.timestamp, t.session_id, t.meta.get("turn_id")])
    for q in case.questions:
        put([q.qid, q.text, q.qtype, q.gold_sessions, q.gold_turns, q.expected_substrings, q.answer])
    return h.hexdigest()


def case_file(out: Path, case_id: str) -> Path:
    return out / "cases" / (re.sub(r"[^A-Za-z0-9._@-]", "_", case_id) + ".json")


def read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def write_json(path: Path, obj: Any) -> None:
    """Atomic: a crash leaves the old file or the new one, never half a file."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(obj, ensure_ascii=False, indent=1, default=str) + "\n", encoding="utf-8")
    os.replace(tmp, path)


# ---------------------------------------------------------------------------------------------
# One case (runs in a worker process)


@dataclass(frozen=True)
class Job:
    case: Case
    fingerprint: str
    retrieve: tuple[str, ...]  # methods to rank with
    answer: tuple[str, ...]  # methods whose top-k notes go to the generator
    existing: dict[str, Any] | None  # the case file being completed, if any


@dataclass(frozen=True)
class WorkerSettings:
    dataset: str
    out: str
    depth: int
    protocols: tuple[str, ...]
    extractor: ExtractorSpec
    answer: AnswerSpec | None
    embed_cache: str | None
    dense: bool
    workers: int


_STATE: dict[str, Any] = {}


def init_worker(settings: WorkerSettings) -> None:
    """Per process: build the extractor, the shared embedder and the generator once."""
    if settings.workers > 1:
        # Two onnxruntime threads per process on a 2-core machine would oversubscribe it.
        os.environ.setdefault("TAGGRAPH_EMBED_THREADS", "1")
    _STATE.clear()
    _STATE["settings"] = settings
    _STATE["extractor"] = settings.extractor.build()
    if settings.dense:
        from ..embed import default_embedder
        from ..store import SQLiteStore

        cache = None
        if settings.embed_cache:
            Path(settings.embed_cache).parent.mkdir(parents=True, exist_ok=True)
            cache = SQLiteStore(settings.embed_cache)
        _STATE["embedder"] = default_embedder(cache=cache)
    if settings.answer is not None:
        from .answer import Generator

        _STATE["generator"] = Generator(settings.answer.url, settings.answer.model)


def _turn_keys(case: Case) -> list[str]:
    """Dataset turn ids as strings; a repeated id gets ``#n`` so every note maps to one key."""
    seen: dict[str, int] = {}
    keys = []
    for i, t in enumerate(case.turns):
        base = str(t.meta.get("turn_id", i))
        n = seen.get(base, 0)
        seen[base] = n + 1
        keys.append(base if n == 0 else f"{base}#{n}")
    return keys


def _gold(dataset: str, case: Case, q: Question, keys: list[str]) -> dict[str, Any]:
    """The question's record without results: gold notes (turn keys) and labels."""
    rec: dict[str, Any] = {"qid": q.qid, "text": q.text, "qtype": q.qtype, "answer": q.answer,
                           "category": q.meta.get("category"), "gold_sessions": list(q.gold_sessions)}
    if dataset == "atant":
        from .datasets.atant import relevant_turns

        rec["expected"] = list(q.expected_substrings)
        rec["gold_notes"] = [keys[i] for i in sorted(relevant_turns(case, q, strict=True))]
        rec["relevant_permissive"] = [keys[i] for i in sorted(relevant_turns(case, q, strict=False))]
    else:
        present = set(keys)
        rec["gold_notes"] = [t for t in q.gold_turns if t in present]
    if dataset == "longmemeval":
        rec["abstention"] = bool(q.meta.get("abstention"))
        rec["question_date"] = q.meta.get("question_date", "")
    return rec


def _metrics(dataset: str, rec: dict[str, Any], ranked: list[str], maps: NoteMaps, depth: int,
             protocols: tuple[str, ...], q: Question) -> dict[str, float]:
    """Metric values of one ranking (note ids as turn keys here, see ``_run_case``)."""
    out: dict[str, float] = {}
    if dataset == "atant":
        for crit, gold in (("strict", rec["gold_notes"]), ("permissive", rec["relevant_permissive"])):
            out.update({f"{crit}/{k}": v for k, v in atant_metrics(ranked[:depth], gold, ks=ATANT_KS).items()})
    elif dataset == "locomo":
        turn = locomo_turn_level(ranked[:depth], maps.note_to_turn, q.gold_turns)
        session = locomo_session_level(ranked, maps.note_to_session, q.gold_sessions, depth=depth)
        out.update({f"turn/{k}": v for k, v in (turn or {}).items()})
        out.update({f"session/{k}": v for k, v in (session or {}).items()})
    else:
        if "A" in protocols:
            a = longmemeval_protocol_a(ranked, maps.note_to_session, q.gold_sessions, depth=depth)
            out.update({f"A/{k}": v for k, v in a.items()})
        if "B" in protocols:
            b = longmemeval_protocol_b(ranked, maps.note_to_session, q.gold_sessions,
                                       abstention=rec["abstention"], note_to_turn=maps.note_to_turn,
                                       gold_turns=q.gold_turns)
            out.update({f"B/{k}": v for k, v in (b or {}).items()})
    return out


def run_case(job: Job) -> dict[str, Any]:
    """Build the case's memory, run the job's methods, write and return the case record."""
    try:
        return _run_case(job)
    except Exception as exc:  # noqa: BLE001 -- reported per case; the run goes on
        return {"case_id": job.case.case_id, "error": f"{type(exc).__name__}: {exc}"}


def _run_case(job: Job) -> dict[str, Any]:
    from ..memory import Memory

    st: WorkerSettings = _STATE["settings"]
    case = job.case
    keys = _turn_keys(case)
    t0 = time.perf_counter()
    mem = Memory.open(":memory:", extractor=_STATE["extractor"])
    try:
        notes: list[Note] = mem.remember_many(case.turns)
        ingest = time.perf_counter() - t0
        if "embedder" in _STATE:
            mem.index.embedder = _STATE["embedder"]
        note_key = {n.id: k for n, k in zip(notes, keys)}
        # Metrics see turn keys as "note ids": the maps are keyed the same way.
        maps = note_maps(zip(keys, case.turns))
        rec = dict(job.existing) if job.existing else {
            "format": CASE_FORMAT, "case_id": case.case_id, "fingerprint": job.fingerprint,
            "extractor": _STATE["extractor"].id, "depth": st.depth, "meta": _case_meta(case),
            "notes": [{"turn": k, "session": n.session_id, "tags": [f"{c}:{p}" for c, p in n.tags.items()],
                       "failed": n.extraction_failed} for n, k in zip(notes, keys)],
            "timing": {"ingest": ingest, "methods": {}},
            "questions": [_gold(st.dataset, case, q, keys) for q in case.questions],
            "errors": {},
        }
        # Protocol B ranks the whole haystack; every other protocol reads the top `depth`.
        k_search = max(st.depth, len(notes)) if st.dataset == "longmemeval" and "B" in st.protocols else st.depth
        for method in job.retrieve:
            _rank_method(mem, method, case, rec, note_key, maps, k_search, st)
        if job.answer:
            _answer(mem, case, rec, job.answer, notes, keys)
    finally:
        mem.close()
    write_json(case_file(Path(st.out), case.case_id), rec)
    return rec


def _case_meta(case: Case) -> dict[str, Any]:
    keep = ("category", "story_id", "story_name", "source_case", "distractors", "distractors_requested",
            "sessions", "duplicated_sessions")
    meta = {k: case.meta[k] for k in keep if k in case.meta}
    if isinstance(meta.get("sessions"), tuple):
        meta["sessions"] = len(meta["sessions"])
    return meta


def _rank_method(mem: Any, method: str, case: Case, rec: dict[str, Any], note_key: dict[str, str],
                 maps: NoteMaps, k: int, st: WorkerSettings) -> None:
    timing = {"first_query": 0.0, "queries": 0.0, "n": 0}
    try:
        for i, (q, qrec) in enumerate(zip(case.questions, rec["questions"])):
            t = time.perf_counter()
            hits = mem.query(q.text, k=k, method=method)
            timing["first_query" if i == 0 else "queries"] += time.perf_counter() - t
            timing["n"] += 1
            ranked = [note_key[h.note_id] for h in hits]
            positions = {key: r for r, key in enumerate(ranked, 1)}
            qrec.setdefault("results", {})[method] = {
                "ranked": ranked[:st.depth],
                "gold_ranks": {g: positions.get(g) for g in qrec["gold_notes"]},
                "metrics": _metrics(st.dataset, qrec, ranked, maps, st.depth, st.protocols, q),
            }
        rec["errors"].pop(method, None)
    except Exception as exc:  # noqa: BLE001 -- one broken method must not sink the others
        rec["errors"][method] = f"{type(exc).__name__}: {exc}"
        for qrec in rec["questions"]:
            qrec.get("results", {}).pop(method, None)
    rec["timing"]["methods"][method] = timing


def _answer(mem: Any, case: Case, rec: dict[str, Any], methods: tuple[str, ...], notes: list[Note],
            keys: list[str]) -> None:
    from .answer import ContextNote, score_answer

    spec: AnswerSpec = _STATE["settings"].answer
    gen = _STATE["generator"]
    by_key = dict(zip(keys, notes))
    tasks = []
    for q, qrec in zip(case.questions, rec["questions"]):
        for m in methods:
            res = qrec.get("results", {}).get(m)
            if res is not None:
                ctx = [ContextNote(by_key[k].markdown, by_key[k].timestamp.date().isoformat()
                                   if by_key[k].timestamp else "") for k in res["ranked"][:spec.k]]
                tasks.append((q, qrec, m, ctx))

    def one(task: tuple[Question, dict[str, Any], str, list[Any]]) -> None:
        q, qrec, m, ctx = task
        t = time.perf_counter()
        try:
            pred = gen.answer(q.text, ctx, qrec.get("question_date", ""))
        except Exception as exc:  # noqa: BLE001 -- recorded; the question is retried next run
            qrec["results"][m]["answer"] = {"error": f"{type(exc).__name__}: {exc}"}
            return
        scores = score_answer(pred, q.answer, q.expected_substrings)
        qrec["results"][m]["answer"] = {"model": spec.model, "prediction": pred, **scores,
                                        "seconds": time.perf_counter() - t}

    with ThreadPoolExecutor(max(1, spec.concurrency)) as pool:
        list(pool.map(one, tasks))


# ---------------------------------------------------------------------------------------------
# Planning and orchestration


def plan_job(case: Case, existing: dict[str, Any] | None, config: RunConfig, extractor_id: str) -> Job | None:
    """What is left to do for a case (None: its file is complete)."""
    fp = case_fingerprint(case)
    if not existing or existing.get("format") != CASE_FORMAT or existing.get("fingerprint") != fp \
            or existing.get("extractor") != extractor_id or existing.get("depth") != config.depth:
        return Job(case, fp, tuple(config.methods), tuple(config.methods) if config.answer else (), None)
    qs = existing.get("questions", [])
    retrieve = tuple(m for m in config.methods
                     if m in existing.get("errors", {}) or any(m not in q.get("results", {}) for q in qs))
    answer: tuple[str, ...] = ()
    if config.answer:
        answer = tuple(m for m in config.methods if m in retrieve or any(
            (q.get("results", {}).get(m, {}).get("answer") or {}).get("model") != config.answer.model
            for q in qs))
    if not retrieve and not answer:
        return None
    return Job(case, fp, retrieve, answer, existing)


@dataclass
class RunStats:
    cases: int = 0
    computed: int = 0
    reused: int = 0
    failed: dict[str, str] = field(default_factory=dict)
    seconds: float = 0.0


def _prepare_out(config: RunConfig, extractor: Any) -> dict[str, Any]:
    out = Path(config.out)
    (out / "cases").mkdir(parents=True, exist_ok=True)
    sha = data_sha256(config.data)
    identity = config.identity(extractor.id, sha)
    previous = read_json(out / "config.json")
    if previous and previous.get("identity") != identity:
        diff = {k: (previous.get("identity", {}).get(k), v) for k, v in identity.items()
                if previous.get("identity", {}).get(k) != v}
        raise BenchError(f"{out} holds a run with a different configuration {diff}; "
                         "choose another --out directory (or delete that one)")
    from .. import __version__

    methods = list(dict.fromkeys([*(previous or {}).get("methods", {}), *config.methods]))
    doc = {
        "identity": identity,
        "taggraph_version": __version__,
        "dataset": config.dataset, "data": str(Path(config.data).resolve()), "data_sha256": sha,
        "split": identity["split"], "depth": config.depth,
        "protocols": list(config.protocols) if config.dataset == "longmemeval" else None,
        "distractors": identity["distractors"], "seed": config.seed,
        "limit_cases": config.limit_cases,
        "methods": method_details(methods),
        "skipped_methods": config.skipped_methods,
        "extractor": config.extractor.describe(extractor),
        "embedder": _embedder_info(config) if "openclaw" in methods else None,
        "answer": asdict(config.answer) if config.answer else (previous or {}).get("answer"),
        "python": platform.python_version(), "platform": platform.platform(),
        "argv": sys.argv, "runs": (previous or {}).get("runs", []),
    }
    if config.answer:
        from .answer import ANSWER_PROMPT_VERSION

        doc["answer"]["prompt_version"] = ANSWER_PROMPT_VERSION
    return doc


def _embedder_info(config: RunConfig) -> dict[str, Any]:
    from ..embed import MINILM_MODEL_ID

    backend = os.environ.get("TAGGRAPH_EMBED_BACKEND", "minilm-onnx")
    return {"backend": backend, "model": os.environ.get("TAGGRAPH_EMBED_MODEL") if backend != "minilm-onnx"
            else MINILM_MODEL_ID, "cache": config.embed_cache}


def run(config: RunConfig, *, progress: bool = False, log: Callable[[str], None] | None = None) -> RunStats:
    """Run (or resume) a benchmark; returns counts. Case files and config.json are in ``config.out``."""
    start = time.perf_counter()
    log = log or (lambda msg: print(msg, file=sys.stderr))
    extractor = config.extractor.build()
    if hasattr(extractor, "check"):
        extractor.check()  # an unreachable LLM fails here with one message, not once per case
    doc = _prepare_out(config, extractor)
    out = Path(config.out)
    write_json(out / "config.json", doc)
    stats = RunStats()
    settings = WorkerSettings(config.dataset, str(out), config.depth, config.protocols, config.extractor,
                              config.answer, config.embed_cache, "openclaw" in config.methods, config.workers)

    cases: Iterable[Case] = iter_cases(config)
    total: int | None = None
    if config.dataset != "longmemeval":  # LongMemEval is streamed: counting would parse it twice
        cases = list(cases)
        total = len(cases)
        _write_dataset_summary(config, cases)
        if config.workers > 1:
            # Largest cases first: a few big LoCoMo conversations otherwise end up on one worker.
            cases.sort(key=lambda c: (len(c.turns) * (1 + len(c.questions)), c.case_id), reverse=True)

    def jobs() -> Iterator[Job]:
        for case in cases:
            stats.cases += 1
            job = plan_job(case, read_json(case_file(out, case.case_id)), config, extractor.id)
            if job is None:
                stats.reused += 1
                bar.update(1)
            else:
                yield job

    from tqdm import tqdm

    bar = tqdm(total=total, unit="case", desc=f"{config.dataset}", disable=not progress, file=sys.stderr,
               dynamic_ncols=True)

    def done(job: Job, result: dict[str, Any]) -> None:
        bar.update(1)
        if "error" in result and "questions" not in result:
            stats.failed[job.case.case_id] = result["error"]
            bar.set_postfix(failed=len(stats.failed))
            if len(stats.failed) >= 3 and stats.computed == 0:
                raise BenchError("the first cases all failed: " + "; ".join(
                    f"{k}: {v}" for k, v in list(stats.failed.items())[:3]))
        else:
            stats.computed += 1

    try:
        _execute(jobs(), settings, done)
    finally:
        bar.close()
        stats.seconds = time.perf_counter() - start
        doc["runs"].append({"finished": datetime.now(timezone.utc).isoformat(timespec="seconds"),
                            "seconds": round(stats.seconds, 2), "cases": stats.cases,
                            "computed": stats.computed, "reused": stats.reused, "failed": len(stats.failed),
                            "workers": config.workers, "methods": list(config.methods)})
        write_json(out / "config.json", doc)
    for case_id, err in list(stats.failed.items())[:10]:
        log(f"case {case_id} failed: {err}")
    return stats


def _execute(jobs: Iterator[Job], settings: WorkerSettings, done: Callable[[Job, dict[str, Any]], None]) -> None:
    """Run jobs inline (one worker) or in a process pool with a bounded number in flight."""
    if settings.workers <= 1:
        init_worker(settings)
        for job in jobs:
            done(job, run_case(job))
        return
    ctx = mp.get_context("spawn")
    pool = ProcessPoolExecutor(settings.workers, mp_context=ctx, initializer=init_worker, initargs=(settings,))
    pending: dict[Future[dict[str, Any]], Job] = {}
    try:
        for job in jobs:
            pending[pool.submit(run_case, job)] = job
            while len(pending) >= 2 * settings.workers:
                finished, _ = wait(pending, return_when=FIRST_COMPLETED)
                for f in finished:
                    done(pending.pop(f), f.result())
        while pending:
            finished, _ = wait(pending, return_when=FIRST_COMPLETED)
            for f in finished:
                done(pending.pop(f), f.result())
    except BaseException:
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown(wait=True)


def _write_dataset_summary(config: RunConfig, cases: list[Case]) -> None:
    """Dataset-level facts worth printing beside results (not for streamed LongMemEval)."""
    if config.dataset == "atant":
        from .datasets.atant import questions_without_relevant

        summary: dict[str, Any] = {
            "stories": len(cases), "turns": sum(len(c.turns) for c in cases),
            "questions": sum(len(c.questions) for c in cases),
            "notes_per_story": sum(len(c.turns) for c in cases) / len(cases) if cases else 0.0,
            "without_relevant_strict": questions_without_relevant(cases, strict=True),
            "without_relevant_permissive": questions_without_relevant(cases, strict=False),
        }
    else:
        from .datasets.locomo import summary as locomo_summary

        summary = locomo_summary(cases)
    write_json(Path(config.out) / "dataset.json", summary)


def load_run(out: str | Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """(config.json, case records sorted by case id) of a run directory."""
    out = Path(out)
    config = read_json(out / "config.json")
    if config is None:
        raise BenchError(f"{out} is not a benchmark run (no readable config.json)")
    records = [r for p in sorted((out / "cases").glob("*.json")) if (r := read_json(p)) is not None]
    return config, records
