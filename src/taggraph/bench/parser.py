"""The ``taggraph bench`` command's arguments, apart from the runner they configure: building the
``taggraph`` command's parser then imports no part of the harness (``bench.cli`` does, when a
benchmark runs).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from .datasets import DATASETS
from .datasets.longmemeval import SWEEP_DISTRACTORS

SWEEP = ",".join(map(str, SWEEP_DISTRACTORS))


def add_bench_parser(subparsers: Any, handler: Callable[[argparse.Namespace], None]) -> argparse.ArgumentParser:
    p: argparse.ArgumentParser = subparsers.add_parser(
        "bench", help="run retrievers over a memory benchmark and write the paper's tables",
        description="Run every case x method of a benchmark (parallel, resumable) and write a report. "
                    "DATASET 'report' only (re)writes the report of --out and the --compare runs.")
    p.add_argument("dataset", choices=[*DATASETS, "report"])
    p.add_argument("--data", help="dataset path: ATANT story folder, LoCoMo JSON, LongMemEval JSON")
    p.add_argument("--out", help="run directory (default: bench-runs/DATASET-EXTRACTOR)")
    p.add_argument("--methods", default="all", help="'all' or a comma list (see `taggraph methods --all`)")
    p.add_argument("--ablation", action="store_true",
                   help="add AdaptiveGraph minus diffusion / chronological edges / file seeding")
    p.add_argument("--extractor", choices=["offline", "llm"], default="offline")
    p.add_argument("--llm-url", help="OpenAI-compatible base URL of the extraction model")
    p.add_argument("--llm-model", help="extraction model name")
    p.add_argument("--llm-gguf", help="local GGUF file for extraction (taggraph[llm-local]; each worker "
                                      "loads it, so consider --workers 1)")
    p.add_argument("--llm-concurrency", type=int, default=8, help="extraction requests in flight per worker")
    p.add_argument("--llm-cache", help="extraction cache file (default: ~/.cache/taggraph/extraction.db)")
    p.add_argument("--ontology-mode", choices=["full", "bounded"], default="full",
                   help="existing tags in the extraction prompt: all of them (the paper) or the most related")
    p.add_argument("--ontology-max", type=int, default=200, help="tag cap of --ontology-mode bounded")
    p.add_argument("--split", default="core", help="ATANT: core, r2, r3, r4, r5, stress or all")
    p.add_argument("--protocol", default="AB", help="LongMemEval: A (paper), B (official) or AB (both)")
    p.add_argument("--distractors", nargs="?", const=SWEEP, default=None,
                   help=f"LongMemEval sweep: gold sessions + N sampled distractors (default {SWEEP})")
    p.add_argument("--seed", type=int, default=0, help="seed of the distractor sample")
    p.add_argument("--depth", type=int, default=40, help="notes retrieved per question (default 40)")
    p.add_argument("--workers", type=int, default=2, help="processes over cases (default 2)")
    p.add_argument("--limit-cases", type=int, help="only the first N cases (a quick look)")
    p.add_argument("--answer", action="store_true", help="also score answers generated from the top-5 notes")
    p.add_argument("--answer-url", help="generator base URL (default: --llm-url)")
    p.add_argument("--answer-model", help="generator model (default: --llm-model)")
    p.add_argument("--answer-concurrency", type=int, default=4)
    p.add_argument("--compare", nargs="+", default=[], metavar="DIR",
                   help="earlier run directories to put beside this one (other extractors or datasets)")
    p.add_argument("--embed-cache", help="embedding cache file (default: ~/.cache/taggraph/embeddings.db)")
    p.add_argument("--fusion-oof", metavar="DIR",
                   help="per-case fusion weights from `taggraph train-fusion` (OUT/oof): out-of-fold fusion numbers")
    p.add_argument("--no-plots", action="store_true")
    p.add_argument("--progress", action="store_true", default=None, help="progress bar even when not a terminal")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(fn=handler)
    return p
