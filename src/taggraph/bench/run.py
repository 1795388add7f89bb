"""A benchmark run read back from its directory, and the names reports and plots give it: which
benchmark, which methods in the paper's column order, and their labels."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..retrieve.base import ABLATIONS
from . import paper
from .runner import load_run, read_json

METHOD_LABELS = {"taggraph-basic": "Basic", "taggraph-stopwords": "Stop", "taggraph-tfidf": "TFIDF",
                 "adaptive": "Adapt", "bm25": "BM25", "openclaw": "OpenClaw (raw)",
                 "taggraph-stopwords+fallback": "Stop+fallback", "taggraph-tfidf+fallback": "TFIDF+fallback",
                 "adaptive+fallback": "Adapt+fallback",
                 "adaptive-no-diffusion": "-Diffusion", "adaptive-no-chronological": "-Chronological",
                 "adaptive-no-file-seeding": "-File seeding"}


# Each dataset's headline numbers: (view, subset, metric).
HEADLINES: dict[str, list[tuple[str, str, str]]] = {
    "atant": [("strict", "all", "mrr")],
    "locomo": [("turn", "cat1-4", "mrr"), ("session", "cat1-4", "mrr")],
    "longmemeval": [("A", "all", "mrr")],
}


@dataclass
class Run:
    dir: Path
    config: dict[str, Any]
    records: list[dict[str, Any]]
    dataset_summary: dict[str, Any] | None

    @property
    def dataset(self) -> str:
        return str(self.config["dataset"])

    @property
    def extractor(self) -> str:
        return str(self.config["extractor"]["id"])

    @property
    def benchmark(self) -> str:
        return benchmark_key(self.config)

    @property
    def methods(self) -> list[str]:
        present = {m for r in self.records for q in r.get("questions", []) for m in q.get("results", {})}
        return order_methods(present)


def load(out: str | Path) -> Run:
    config, records = load_run(out)
    return Run(Path(out), config, records, read_json(Path(out) / "dataset.json"))


def benchmark_key(config: dict[str, Any]) -> str:
    ds = config["dataset"]
    if ds == "atant":
        return f"atant-{config.get('split') or 'core'}"
    if ds == "longmemeval":
        name = Path(config.get("data", "")).name.lower()
        for tag, key in (("oracle", "oracle"), ("_m", "m"), ("_s", "s")):
            if tag in name:
                return f"longmemeval-{key}"
    return str(ds)


def benchmark_label(key: str) -> str:
    labels = {"atant-core": "ATANT Core", "atant-stress": "ATANT Stress R2-R5", "locomo": "LoCoMo",
              "longmemeval-s": "LongMemEval-S", "longmemeval-m": "LongMemEval-M",
              "longmemeval-oracle": "LongMemEval oracle", "longmemeval": "LongMemEval"}
    if key in labels:
        return labels[key]
    return "ATANT " + key.split("-", 1)[1].upper() if key.startswith("atant-") else key


def order_methods(methods: Iterable[str]) -> list[str]:
    """The paper's column order, each "+fallback" variant right after its exact preset, then fusion."""
    known = [v for m in paper.TABLE1_METHODS for v in (m, f"{m}+fallback")] + ["fusion", *ABLATIONS]
    methods = set(methods)
    return [m for m in known if m in methods] + sorted(methods - set(known))


def label(method: str) -> str:
    return METHOD_LABELS.get(method, method)
