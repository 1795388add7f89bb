"""``taggraph bench``: run the benchmark harness from the command line.

    taggraph bench atant --data ../shared/data/atant/core --out runs/atant-offline
    taggraph bench locomo --data ../shared/data/locomo/locomo_dev.json --out runs/locomo-offline
    taggraph bench longmemeval --data longmemeval_s_cleaned.json --protocol A --out runs/lme-s
    taggraph bench longmemeval --data longmemeval_s_cleaned.json --distractors 0,3,8,18,36 --seed 0 ...
    taggraph bench report --out runs/all --compare runs/atant-offline runs/locomo-offline

A run writes ``OUT/cases/*.json`` (resumable), ``OUT/config.json``, and then ``OUT/report.md``,
``results.csv``, ``results.json`` and PNG plots.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .parser import SWEEP
from .runner import (
    AnswerSpec,
    BenchError,
    ExtractorSpec,
    RunConfig,
    default_cache_dir,
    run,
    select_methods,
)


def _protocols(text: str) -> tuple[str, ...]:
    got = tuple(dict.fromkeys(c for c in text.upper() if c in "AB"))
    if not got or any(c not in "AB," for c in text.upper()):
        raise BenchError(f"--protocol {text!r}: use A, B or AB")
    return got


def _distractors(text: str | None) -> tuple[int, ...] | None:
    if text is None:
        return None
    try:
        values = tuple(int(x) for x in text.split(",") if x.strip())
    except ValueError:
        raise BenchError(f"--distractors {text!r}: expected comma-separated integers like {SWEEP}") from None
    if not values or min(values) < 0:
        raise BenchError("--distractors needs non-negative counts")
    return values


def config_from_args(args: argparse.Namespace) -> RunConfig:
    if not args.data:
        raise BenchError(f"taggraph bench {args.dataset} needs --data PATH")
    if args.depth < 1 or args.workers < 1:
        raise BenchError("--depth and --workers must be at least 1")
    if args.distractors is not None and args.dataset != "longmemeval":
        raise BenchError("--distractors applies to longmemeval only")
    methods = select_methods(args.methods, ablation=args.ablation)
    cache_dir = default_cache_dir()
    kind = "llm" if args.llm_gguf else args.extractor
    extractor = ExtractorSpec(kind=kind, url=args.llm_url, model=args.llm_model, gguf=args.llm_gguf,
                              concurrency=args.llm_concurrency,
                              ontology_mode="bounded" if args.ontology_mode == "bounded" else "all",
                              max_ontology_tags=args.ontology_max,
                              cache_path=(args.llm_cache or str(cache_dir / "extraction.db")) if kind == "llm" else None)
    answer = None
    if args.answer:
        url, model = args.answer_url or args.llm_url, args.answer_model or args.llm_model
        if not url or not model:
            raise BenchError("--answer needs a generator: --answer-url URL --answer-model NAME "
                             "(or --llm-url / --llm-model)")
        answer = AnswerSpec(url=url, model=model, concurrency=args.answer_concurrency)
    out = args.out or str(Path("bench-runs") / f"{args.dataset}-{args.extractor}")
    return RunConfig(
        dataset=args.dataset, data=args.data, out=out, methods=tuple(methods), extractor=extractor,
        depth=args.depth, split=args.split, protocols=_protocols(args.protocol),
        distractors=_distractors(args.distractors), seed=args.seed, limit_cases=args.limit_cases,
        answer=answer, workers=args.workers,
        embed_cache=args.embed_cache or str(cache_dir / "embeddings.db"), fusion_oof=args.fusion_oof)


def run_bench(args: argparse.Namespace) -> None:
    from .report import write_report

    if args.dataset == "report":
        if not args.out:
            raise BenchError("taggraph bench report needs --out DIR (a run, or a folder for a combined report)")
        path = write_report(args.out, args.compare, plots=not args.no_plots)
        print(f"report: {path}")
        return
    config = config_from_args(args)
    progress = False if args.quiet else (args.progress if args.progress is not None else sys.stderr.isatty())
    stats = run(config, progress=progress)
    print(f"{config.dataset}: {stats.cases} cases ({stats.computed} computed, {stats.reused} reused, "
          f"{len(stats.failed)} failed) in {stats.seconds:.1f} s with {config.workers} workers")
    path = write_report(config.out, args.compare, plots=not args.no_plots)
    _print_headline(path.parent)
    print(f"report: {path}")
    if stats.failed:
        raise BenchError(f"{len(stats.failed)} cases failed (rerun to retry them); first: "
                         f"{next(iter(stats.failed.items()))}")
    if stats.method_errors:
        raise BenchError("methods failed on some cases, so their means are incomplete (rerun to retry "
                         "them): " + ", ".join(f"{m} on {n}" for m, n in stats.method_errors.items()))


def _print_headline(out: Path) -> None:
    """The Table 1 rows of the report, on stdout."""
    import json

    doc = json.loads((out / "results.json").read_text(encoding="utf-8"))
    headers, rows = doc["table1"]["headers"], doc["table1"]["rows"]
    print(" | ".join(headers))
    for row in rows:
        print(" | ".join(str(c).replace("**", "") for c in row))
