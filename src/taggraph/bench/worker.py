"""What runs inside a benchmark worker process: build one case's memory, rank its questions
with each method, score them by the dataset's protocol, optionally generate answers, and write
the case file (``OUT/cases/<case>.json``).

Each process builds its extractor, embedder and answer generator once (:func:`init_worker`);
objects holding sockets or model sessions never cross process boundaries, only the picklable
specs below do.
"""

from __future__ import annotations

import json
import os
import re
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import TaggraphError
from ..notes import Note
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
ATANT_KS = (1, 3, 5, 10)
ANSWER_K = 5

class BenchError(TaggraphError):
    """A user-caused problem with a benchmark run (bad data path, conflicting output dir...)."""



# ---------------------------------------------------------------------------------------------
# Specs and case files


@dataclass(frozen=True)
class ExtractorSpec:
    """How each worker process builds its extractor (objects with sockets do not pickle)."""

    kind: str = "offline"  # offline | llm | "module:Class" (any Extractor with a no-arg constructor)
    url: str | None = None
    model: str | None = None
    gguf: str | None = None
    concurrency: int = 8
    cache_path: str | None = None  # extraction cache of the llm extractor
    ontology_mode: str = "all"  # the tags shown to the LLM: "all" (the paper) or "bounded"
    max_ontology_tags: int = 200

    def build(self) -> Any:
        from ..extract.factory import make_extractor

        if self.kind != "llm":
            return make_extractor(self.kind)
        # The server is checked once by the runner before any worker starts, not once per process.
        return make_extractor("llm", url=self.url, model=self.model, gguf=self.gguf, cache_path=self.cache_path,
                              concurrency=self.concurrency, ontology_mode=self.ontology_mode,
                              max_ontology_tags=self.max_ontology_tags, check=False)

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


@dataclass(frozen=True)
class AnswerSpec:
    url: str
    model: str
    k: int = ANSWER_K
    concurrency: int = 4


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
    tmp.replace(path)

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
    fusion_oof: str | None = None


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


def _metrics(dataset: str, rec: dict[str, Any], ranked: list[str], maps: NoteMaps, *, depth: int,
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
    extractor = _STATE["extractor"]
    before = _llm_counts(extractor)
    mem = Memory.open(":memory:", extractor=extractor, vectors="lazy")
    try:
        notes: list[Note] = mem.remember_many(case.turns)
        ingest = time.perf_counter() - t0
        after = _llm_counts(extractor)
        if "embedder" in _STATE:
            mem.index.embedder = _STATE["embedder"]
        note_key = {n.id: k for n, k in zip(notes, keys, strict=True)}
        # Metrics see turn keys as "note ids": the maps are keyed the same way.
        maps = note_maps(zip(keys, case.turns, strict=True))
        rec = dict(job.existing) if job.existing else {
            "format": CASE_FORMAT, "case_id": case.case_id, "fingerprint": job.fingerprint,
            "extractor": _STATE["extractor"].id, "depth": st.depth, "meta": _case_meta(case),
            "notes": [{"turn": k, "session": n.session_id, "tags": [f"{c}:{p}" for c, p in n.tags.items()],
                       "failed": n.extraction_failed} for n, k in zip(notes, keys, strict=True)],
            "timing": {"ingest": ingest, "methods": {}},
            "questions": [_gold(st.dataset, case, q, keys) for q in case.questions],
            "errors": {},
        }
        if after and not job.existing:
            # This case's share of the extractor's counters (one process extracts one case at a time).
            rec["extraction"] = {k: after[k] - before.get(k, 0) for k in after}
        # Protocol B ranks the whole haystack; every other protocol reads the top `depth`.
        k_search = max(st.depth, len(notes)) if st.dataset == "longmemeval" and "B" in st.protocols else st.depth
        for method in job.retrieve:
            _rank_method(mem, method, case, rec, note_key=note_key, maps=maps, k=k_search, st=st)
        if job.answer:
            _answer(mem, case, rec, job.answer, notes, keys)
    finally:
        mem.close()
    write_json(case_file(Path(st.out), case.case_id), rec)
    return rec


def _llm_counts(extractor: Any) -> dict[str, float]:
    """An LLM extractor's running counters (requests, cache hits, tokens...); {} for offline."""
    stats = getattr(extractor, "stats", None)
    return stats.as_dict() if stats is not None else {}


def _case_meta(case: Case) -> dict[str, Any]:
    keep = ("category", "story_id", "story_name", "source_case", "distractors", "distractors_requested",
            "sessions", "duplicated_sessions")
    meta = {k: case.meta[k] for k in keep if k in case.meta}
    if isinstance(meta.get("sessions"), tuple):
        meta["sessions"] = len(meta["sessions"])
    return meta


def _rank_method(mem: Any, method: str, case: Case, rec: dict[str, Any], *, note_key: dict[str, str],
                 maps: NoteMaps, k: int, st: WorkerSettings) -> None:
    timing = {"first_query": 0.0, "queries": 0.0, "n": 0}
    params: dict[str, Any] = {}
    if method == "fusion" and st.fusion_oof:
        # The weights of the fold that held this case out: fusion never ranks a case it trained on.
        params["weights"] = str(Path(st.fusion_oof) / st.dataset / f"{case.case_id}.json")
        if not Path(params["weights"]).exists():
            raise BenchError(f"no out-of-fold fusion weights for case {case.case_id}: {params['weights']}")
    # The reference time of a question: its date where the dataset gives one, else the time of the
    # case's last turn (the conversation's "now"); only methods that read time words use it.
    last = max((t.timestamp for t in case.turns if t.timestamp is not None), default=None)
    try:
        for i, (q, qrec) in enumerate(zip(case.questions, rec["questions"], strict=True)):
            t = time.perf_counter()
            hits = mem.query(q.text, k=k, method=method, now=q.date or last, words=False, **params)
            timing["first_query" if i == 0 else "queries"] += time.perf_counter() - t
            timing["n"] += 1
            ranked = [note_key[h.note_id] for h in hits]
            positions = {key: r for r, key in enumerate(ranked, 1)}
            qrec.setdefault("results", {})[method] = {
                "ranked": ranked[:st.depth],
                "gold_ranks": {g: positions.get(g) for g in qrec["gold_notes"]},
                "metrics": _metrics(st.dataset, qrec, ranked, maps, depth=st.depth, protocols=st.protocols, q=q),
            }
        rec["errors"].pop(method, None)
    except ImportError:
        raise  # a method that cannot load its code or dependency fails the case, and so the run
    except Exception as exc:  # noqa: BLE001 -- recorded per case; the run then ends in an error
        rec["errors"][method] = f"{type(exc).__name__}: {exc}"
        for qrec in rec["questions"]:
            qrec.get("results", {}).pop(method, None)
    rec["timing"]["methods"][method] = timing


def _answer(mem: Any, case: Case, rec: dict[str, Any], methods: tuple[str, ...], notes: list[Note],
            keys: list[str]) -> None:
    from .answer import ContextNote, score_answer

    spec: AnswerSpec = _STATE["settings"].answer
    gen = _STATE["generator"]
    by_key = dict(zip(keys, notes, strict=True))
    tasks = []
    for q, qrec in zip(case.questions, rec["questions"], strict=True):
        for m in methods:
            res = qrec.get("results", {}).get(m)
            if res is not None:
                ctx = [ContextNote(by_key[k].markdown, ts.date().isoformat() if (ts := by_key[k].timestamp) else "")
                       for k in res["ranked"][:spec.k]]
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
