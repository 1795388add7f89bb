"""remember() on a large store: the offline extractor reading existing tags through the
ontology's own lookups (what Memory does) against the sorted tag list re-indexed at every call
(what it did before), in one process on one store, plus whole remember() calls.

    python benchmarks/bench_remember.py --store STORE.db [--turns 60] [--prefill 10000]

Without --store a temporary store is filled with --prefill generated exchanges first. Times are
CPU time of this process (``time.process_time``) per turn, p50 over --turns generated turns.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_serve import Writer  # noqa: E402

from taggraph import Memory  # noqa: E402
from taggraph.index.ontology import TagList  # noqa: E402
from taggraph.store.sqlite import copy_store  # noqa: E402

T = TypeVar("T")


def p50_ms(fn: Callable[[T], object], items: Iterable[T]) -> float:
    out = []
    for x in items:
        t0 = time.process_time()
        fn(x)
        out.append((time.process_time() - t0) * 1000)
    return statistics.median(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--store", help="an existing store (copied, never changed)")
    ap.add_argument("--prefill", type=int, default=10_000)
    ap.add_argument("--turns", type=int, default=60)
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="taggraph-bench-remember-"))
    path = tmp / "store.db"
    if args.store:
        copy_store(args.store, path)  # with its snapshot files
    else:
        with Memory.open(path) as mem:
            w = Writer(5)
            mem.remember_many([w.turn(f"s{i // 12}") for i in range(args.prefill)], batch_size=500)
    with Memory.open(path) as mem:
        ontology = mem.ontology
        ex = mem.extractor
        w = Writer(17)
        turns = [w.turn("bench") for _ in range(args.turns)]
        pairs = [(t.user, t.assistant) for t in turns]
        ex.extract_many(pairs[:2], TagList(ontology))  # load the language model and the lookups
        lookups = p50_ms(lambda p: ex.extract_many([p], TagList(ontology)), pairs)
        tag_list = p50_ms(lambda p: ex.extract_many([p], ontology.tags()), pairs)
        mem.query("warm up", k=1, method="bm25")
        whole = p50_ms(lambda t: mem.remember_many([t]), turns)
        print(f"store: {len(mem)} notes, {len(ontology.tags())} distinct tags")
        print(f"extraction per turn, p50 CPU: ontology lookups {lookups:.1f} ms, re-indexed tag list "
              f"{tag_list:.1f} ms (x{tag_list / lookups:.1f})")
        print(f"remember() per turn with bm25 loaded, p50 CPU: {whole:.1f} ms")
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
