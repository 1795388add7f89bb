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
import inspect
import json
import multiprocessing as mp
import os
import platform
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..retrieve.base import ABLATIONS, REGISTRY, VARIANTS, resolve
from .datasets import DATASETS
from .datasets.base import Case
from .worker import (
    CASE_FORMAT,
    AnswerSpec,
    BenchError,
    ExtractorSpec,
    Job,
    WorkerSettings,
    case_file,
    init_worker,
    read_json,
    run_case,
    write_json,
)

__all__ = ["AnswerSpec", "BenchError", "ExtractorSpec", "RunConfig", "RunStats", "case_file", "load_run",
           "plan_job", "read_json", "run", "select_methods"]


# ---------------------------------------------------------------------------------------------
# Configuration


@dataclass(frozen=True)
class RunConfig:
    dataset: str
    data: str
    out: str
    methods: tuple[str, ...]
    extractor: ExtractorSpec = field(default_factory=ExtractorSpec)
    depth: int = 40
    split: str = "core"  # ATANT only
    protocols: tuple[str, ...] = ("A", "B")  # LongMemEval only
    distractors: tuple[int, ...] | None = None  # LongMemEval sweep
    seed: int = 0
    limit_cases: int | None = None
    answer: AnswerSpec | None = None
    workers: int = 2
    embed_cache: str | None = None
    # Folder of per-case fusion weights written by `taggraph train-fusion` (out-of-fold numbers).
    fusion_oof: str | None = None

    def identity(self, extractor_id: str, data_sha: str) -> dict[str, Any]:
        """What must not change between runs sharing an output directory."""
        return {"dataset": self.dataset, "data_sha256": data_sha, "extractor": extractor_id,
                "depth": self.depth, "split": self.split if self.dataset == "atant" else None,
                "distractors": list(self.distractors) if self.distractors else None,
                "seed": self.seed if self.distractors else None,
                "ontology": (f"{self.extractor.ontology_mode}:{self.extractor.max_ontology_tags}"
                             if self.extractor.kind == "llm" else None)}


def default_cache_dir() -> Path:
    if base := os.environ.get("TAGGRAPH_CACHE_DIR"):
        return Path(base)
    return Path(os.environ.get("XDG_CACHE_HOME") or Path("~/.cache").expanduser()) / "taggraph"


def select_methods(spec: str, *, ablation: bool = False) -> list[str]:
    """``"all"`` or ``"m1,m2"`` -> the methods to run. ``ablation`` adds AdaptiveGraph and its
    three ablations. An unknown name, or a method whose module does not import, fails the run:
    a report must never quietly lack a method it was asked for."""
    names = list(REGISTRY) if spec.strip() == "all" else [m.strip() for m in spec.split(",") if m.strip()]
    if ablation:
        names += ["adaptive", *ABLATIONS]
    names = list(dict.fromkeys(names))
    unknown = [n for n in names if n not in REGISTRY and n not in ABLATIONS and n not in VARIANTS]
    if unknown:
        raise BenchError(f"unknown method(s) {', '.join(unknown)}; "
                         f"choose from {', '.join([*REGISTRY, *ABLATIONS, *VARIANTS])}")
    check_methods(names)
    return names


def check_methods(names: Iterable[str]) -> None:
    """Import every method's class; any failure is a :class:`BenchError` naming them all."""
    broken = {}
    for name in names:
        try:
            resolve(name)
        except ImportError as exc:
            broken[name] = f"{type(exc).__name__}: {exc}"
    if broken:
        raise BenchError("method(s) that do not import: " + "; ".join(f"{k} ({v})" for k, v in broken.items()))


def method_details(methods: Iterable[str]) -> dict[str, dict[str, Any]]:
    """Class, every constructor parameter in effect (its defaults overlaid with the registry
    preset) and description of each method."""
    out = {}
    for m in methods:
        path, preset, desc = REGISTRY.get(m) or ABLATIONS.get(m) or VARIANTS[m]
        params: dict[str, Any] = {}
        cls, _ = resolve(m)
        for name, p in inspect.signature(cls.__init__).parameters.items():
            if name not in ("self", "index") and p.default is not inspect.Parameter.empty:
                params[name] = p.default
        out[m] = {"class": path, "params": {**params, **preset}, "description": desc}
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
        with f.open("rb") as fh:
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
    method_errors: dict[str, int] = field(default_factory=dict)  # method -> cases it failed on
    seconds: float = 0.0


def _prepare_out(config: RunConfig, extractor: Any) -> dict[str, Any]:
    out = Path(config.out)
    try:
        (out / "cases").mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise BenchError(f"cannot write the run directory {out}: {exc.strerror or exc}") from None
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
        "extractor": config.extractor.describe(extractor),
        "embedder": _embedder_info(config) if {"openclaw", "fusion"} & set(methods) else None,
        "fusion": _fusion_info(config) if "fusion" in methods else None,
        "answer": asdict(config.answer) if config.answer else (previous or {}).get("answer"),
        "python": platform.python_version(), "platform": platform.platform(),
        "argv": sys.argv, "runs": (previous or {}).get("runs", []),
    }
    if config.answer:
        from .answer import ANSWER_PROMPT_VERSION

        doc["answer"]["prompt_version"] = ANSWER_PROMPT_VERSION
    return doc


def _fusion_info(config: RunConfig) -> dict[str, Any]:
    from ..retrieve.fusion_model import load_weights

    if config.fusion_oof:
        return {"weights": "out-of-fold", "folder": config.fusion_oof}
    w = load_weights()
    return {"weights": w.version, "trained_on": w.trained_on}


def _embedder_info(config: RunConfig) -> dict[str, Any]:
    from ..embed import MINILM_MODEL_ID

    backend = os.environ.get("TAGGRAPH_EMBED_BACKEND", "minilm-onnx")
    return {"backend": backend, "model": os.environ.get("TAGGRAPH_EMBED_MODEL") if backend != "minilm-onnx"
            else MINILM_MODEL_ID, "cache": config.embed_cache}


def run(config: RunConfig, *, progress: bool = False, log: Callable[[str], None] | None = None) -> RunStats:
    """Run (or resume) a benchmark; returns counts. Case files and config.json are in ``config.out``."""
    start = time.perf_counter()
    log = log or (lambda msg: print(msg, file=sys.stderr))
    check_methods(config.methods)
    cases: Iterable[Case] = iter_cases(config)
    total: int | None = None
    if config.dataset != "longmemeval":  # LongMemEval is streamed: counting would parse it twice
        cases = list(cases)
        total = len(cases)
        if not cases:
            raise BenchError(f"no cases in {config.data}" + (f" (split {config.split})" if config.dataset == "atant"
                                                               else ""))
    extractor = config.extractor.build()
    if hasattr(extractor, "check"):
        extractor.check()  # an unreachable LLM fails here with one message, not once per case
    if "openclaw" in config.methods:
        from ..embed import default_embedder

        default_embedder()  # a missing dense extra fails here, not inside every worker
    doc = _prepare_out(config, extractor)
    out = Path(config.out)
    write_json(out / "config.json", doc)
    stats = RunStats()
    settings = WorkerSettings(config.dataset, str(out), config.depth, config.protocols, config.extractor,
                              config.answer, config.embed_cache, bool({"openclaw", "fusion"} & set(config.methods)),
                              config.workers, config.fusion_oof)
    if isinstance(cases, list):
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
            for m in result.get("errors", {}):
                stats.method_errors[m] = stats.method_errors.get(m, 0) + 1

    try:
        _execute(jobs(), settings, done)
    finally:
        bar.close()
        stats.seconds = time.perf_counter() - start
        doc["runs"].append({"finished": datetime.now(UTC).isoformat(timespec="seconds"),
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
