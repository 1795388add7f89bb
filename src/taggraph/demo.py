"""`taggraph demo`: remember a shipped history (40 exchanges over twelve weeks: a new job, a
sister's pregnancy, two pets and two vets, a move from Portland to Denver, a manager who changes),
print the ontology, and ask questions whose answers changed over time."""

from __future__ import annotations

import tempfile
import time
from importlib import resources
from pathlib import Path

from .display import print_hits
from .ingest import read_turns_jsonl
from .memory import Memory

QUESTIONS = (
    "What is my vet's name?",
    "When is my sister Maya's baby due?",
    "Which city am I moving to, and when?",
    "Who is my manager now?",
    "Which flights did I book for Lisbon?",
    "What book is the book club reading next?",
)


def demo_history() -> Path:
    return Path(str(resources.files("taggraph") / "data" / "demo_history.jsonl"))


def run_demo(db: str | None = None, *, methods: list[str], k: int = 3) -> None:
    turns, _ = read_turns_jsonl(demo_history())
    with tempfile.TemporaryDirectory() as tmp:
        path = db or str(Path(tmp) / "demo.db")
        with Memory.open(path) as mem:
            t0 = time.perf_counter()
            mem.remember_many(turns)
            took = time.perf_counter() - t0
            st = mem.stats()
            print(f"Remembered {st['notes']} exchanges in {took:.2f} s with the {st['extractor']} extractor: "
                  f"{st['distinct_tags']} distinct tags, {st['tags_per_note']} per note, "
                  f"{st['ontology_nodes']} ontology nodes.\n")
            print("Ontology (ontology.md):")
            print(mem.ontology.to_markdown())
            for q in QUESTIONS:
                print(f"Q: {q}")
                for method in methods:
                    print(f" {method}:")
                    print_hits(mem.query(q, k=k, method=method))
                print()
            print(f"Store: {path if db else '(temporary)'}; try `taggraph --db FILE query \"...\" --method adaptive`.")
