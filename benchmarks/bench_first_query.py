"""The first default query of a new process after a library import (``Memory.remember_many``):
with the indexes saved by the import (the default from ``BULK_INDEX_MIN`` notes, or
``index=True``) against the same import with ``index=False``, which leaves every component, the
fact chains' parse included, to that first query. Generated first-person turns (no benchmark
text); each first query runs in a fresh subprocess, both measured by this script.

    python benchmarks/bench_first_query.py --notes 3000

``--store COPY.db`` times instead the first default query of a new process on an existing store
(use a copy: a stale snapshot is saved again), question by question, against the same process
with spaCy's pipeline loaded before its query, as every first query loaded it while the question's
tense was read by the tagger alone (before ``taggraph.extract.tense`` read its words first).
Runs alternate, ``--repeat`` times each; medians and their ratio are printed.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from bench_facts import statements

from taggraph import Memory, Turn

FIRST = """
import json, sys, time
s, c = time.perf_counter(), time.process_time()
from taggraph import Memory
with Memory.open(sys.argv[1]) as mem:
    if len(sys.argv) > 3 and sys.argv[3] == "spacy":
        from taggraph.extract.offline_nlp import load
        load()
    mem.query(sys.argv[2] if len(sys.argv) > 2 else "who is my manager these days?", k=5)
    built = [k for k, what in mem.index.events if what == "built"]
print(json.dumps({"wall": time.perf_counter() - s, "cpu": time.process_time() - c, "built": built,
                  "spacy": "spacy" in sys.modules}))
"""
QUESTIONS = ("who is my manager these days?", "what car do I drive now?",
             "which gym did I join last spring?", "who moved into the flat upstairs?")


def first(db: str, question: str, spacy: bool = False) -> dict[str, Any]:
    """One first query in a new process: its wall and CPU seconds, what it built, whether spaCy loaded."""
    args = [sys.executable, "-c", FIRST, db, question] + (["spacy"] if spacy else [])
    return dict(json.loads(subprocess.run(args, capture_output=True, text=True, check=True).stdout))


def on_store(db: str, repeat: int) -> None:
    for q in QUESTIONS:
        first(db, q)  # a stale snapshot is saved again by this one, not timed
        runs: dict[str, list[dict[str, Any]]] = {"words first": [], "spaCy loaded first": []}
        for _ in range(repeat):
            runs["words first"].append(first(db, q))
            runs["spaCy loaded first"].append(first(db, q, spacy=True))
        med = {k: {m: statistics.median(r[m] for r in v) for m in ("wall", "cpu")} for k, v in runs.items()}
        new, base = med["words first"], med["spaCy loaded first"]
        print(f"{q!r}: words first {new['wall']:.2f} s wall / {new['cpu']:.2f} s CPU "
              f"(spaCy loaded: {runs['words first'][0]['spacy']}); spaCy loaded first "
              f"{base['wall']:.2f} / {base['cpu']:.2f}; ratio wall {new['wall'] / base['wall']:.2f}, "
              f"CPU {new['cpu'] / base['cpu']:.2f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--notes", type=int, default=3000)
    ap.add_argument("--store", help="time the first query on this existing store (a copy) instead")
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    if args.store:
        on_store(args.store, args.repeat)
        return
    turns = [Turn(t, "Noted.", datetime(2024, 1, 1) + timedelta(hours=i))
             for i, t in enumerate(statements(args.notes))]
    with tempfile.TemporaryDirectory() as tmp:
        out = {}
        for label, index in (("index=False", False), ("saved by the import", True)):
            db = Path(tmp) / f"{index}.db"
            s = time.perf_counter()
            with Memory.open(db) as mem:
                mem.remember_many(turns, index=index)
            write = time.perf_counter() - s
            got = json.loads(subprocess.run([sys.executable, "-c", FIRST, str(db)], capture_output=True,
                                            text=True, check=True).stdout)
            out[label] = got
            print(f"{label}: import {write:.1f} s wall; first query {got['wall']:.2f} s wall, "
                  f"{got['cpu']:.2f} s CPU; built at the query: {got['built'] or 'nothing'}")
        base, new = out["index=False"], out["saved by the import"]
        print(f"first-query CPU ratio (saved / not saved): {new['cpu'] / base['cpu']:.2f}")


if __name__ == "__main__":
    main()
