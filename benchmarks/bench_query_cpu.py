"""CPU time of a warm default (fusion) query: the 36 queries of ``check_rankings.py`` on a store
whose indexes are loaded, each asked ``--rounds`` times, p50 and p90 per query (the process's
CPU, every thread's), and the p50 of its wall time. Run it with two
versions of the code on copies of one store, alternately, for a ratio:

    PYTHONPATH=/path/to/old/src python benchmarks/bench_query_cpu.py --store OLD_COPY.db
    PYTHONPATH=src              python benchmarks/bench_query_cpu.py --store NEW_COPY.db

Use copies: the first run of a version saves the default indexes it had to rebuild. ``--as-stored``
skips that save and queries the snapshots as they are (a store whose fact rows an older extractor
wrote would otherwise be read again in full first, as ``taggraph reindex`` does).
``--ann-min N`` lowers the threshold of the approximate dense search (taggraph.index.ann) for the
run; ``--exact-dense`` times the same process with the ANN dropped as well, for a ratio in one process.
``--local-ppr`` times it again with adaptive's PPR by forward push at every size
(``taggraph.retrieve.adaptive.LOCAL_ABOVE`` = 0) and counts the top-10 lists that stay the same.
``--questions serve`` asks 100 of ``bench_serve.py``'s generated questions instead (a store that
``bench_serve.py`` filled). ``--after-write`` also times each query right after a ``remember`` (not timed itself), as a
server's query meets the store between writes: what a write leaves the next query to redo.
``--weights OLD.json`` times the same process again with fusion's models read from another weights
file (a model of another size costs its trees' walk). ``--profile N`` prints cProfile's N costliest
functions (cumulative, then own time) over one more round of the questions, after the timed ones.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from check_rankings import NOW, queries

from taggraph import Memory


def parse_args() -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--store", required=True)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--method", default="fusion")
    ap.add_argument("--ann-min", type=int, help="the ANN threshold for this run (taggraph.index.ann.ANN_MIN)")
    ap.add_argument("--exact-dense", action="store_true", help="also time the queries with the ANN dropped")
    ap.add_argument("--local-ppr", action="store_true", help="also time the queries with PPR by forward push")
    ap.add_argument("--weights", help="also time the queries with fusion's models from this weights file")
    ap.add_argument("--after-write", action="store_true", help="also time each query right after a remember")
    ap.add_argument("--questions", choices=["rankings", "serve"], default="rankings",
                    help="check_rankings.py's 36 questions, or 100 of bench_serve.py's")
    ap.add_argument("--profile", type=int, default=0, help="print cProfile's N costliest functions of one more round")
    ap.add_argument("--as-stored", action="store_true",
                    help="query the snapshots as stored, without saving the default index first (which reads "
                         "every note again where an older extractor wrote the fact rows: over an hour at 1M)")
    return ap.parse_args()


def main() -> None:
    args = parse_args()
    if args.ann_min is not None:
        from taggraph.index import ann

        ann.ANN_MIN = args.ann_min
    with Memory.open(args.store) as mem:
        if not args.as_stored:
            mem.save_default_index()  # a component another version saved is rebuilt once, not timed
        qs = queries() if args.questions == "rankings" else serve_questions(100)
        mem.query(qs[0], k=10, method=args.method, now=NOW)
        wall: list[float] = []
        plain: list[list[str]] = []
        runs = {"": timed(mem, qs, args.rounds, args.method, wall, tops=plain)}
        if args.exact_dense:
            from taggraph.index.vectortable import RawTextIndex

            vectors = RawTextIndex.of(mem.index).vectors
            kept, vectors.ann = vectors.ann, None
            runs["exact_dense_"] = timed(mem, qs, args.rounds, args.method)
            vectors.ann = kept
        tops: list[list[str]] = []
        if args.after_write:
            runs["after_write_"] = timed(mem, qs, args.rounds, args.method, write_first=True, tops=tops)
        same = None
        if args.local_ppr:
            from taggraph.retrieve import adaptive

            before = {q: [h.note_id for h in mem.query(q, k=10, method=args.method, now=NOW)] for q in qs}
            kept_above, adaptive.LOCAL_ABOVE = adaptive.LOCAL_ABOVE, 0
            runs["local_ppr_"] = timed(mem, qs, args.rounds, args.method)
            same = sum(before[q] == [h.note_id for h in mem.query(q, k=10, method=args.method, now=NOW)] for q in qs)
            adaptive.LOCAL_ABOVE = kept_above
        if args.weights:
            from taggraph.retrieve.fusion import Fusion
            from taggraph.retrieve.fusion_model import load_weights

            fus = mem.index.retriever("fusion")
            assert isinstance(fus, Fusion)
            ours, other = fus.weights, load_weights(args.weights)
            # the two arms alternate, round by round: the first pass of a process runs slower
            runs["this_weights_"], runs["other_weights_"] = [], []
            for _ in range(args.rounds):
                for pre, w in (("this_weights_", ours), ("other_weights_", other)):
                    fus._weights = w
                    runs[pre] += timed(mem, qs, 1, args.method)
            fus._weights = ours
        notes = len(mem)
        profile(mem, qs, args.method, args.profile)
    out = {"store": args.store, "notes": notes, "method": args.method, "queries": len(runs[""]),
           "load": round(os.getloadavg()[0], 2)}
    for pre, cpu in runs.items():
        cpu.sort()
        out[f"{pre}p50_ms"] = round(statistics.median(cpu) * 1000, 1)
        out[f"{pre}p90_ms"] = round(cpu[int(0.9 * len(cpu))] * 1000, 1)
    out["wall_p50_ms"] = round(statistics.median(wall) * 1000, 1)
    if same is not None:
        out["local_ppr_same_top10"] = f"{same} of {len(qs)}"
    # the same store and questions: equal digests mean equal rankings across versions
    out["top10_sha256"] = hashlib.sha256(json.dumps(plain).encode()).hexdigest()[:16]
    if tops:  # the same writes and questions: likewise
        out["after_write_top10_sha256"] = hashlib.sha256(json.dumps(tops).encode()).hexdigest()[:16]
    print(json.dumps(out))


def profile(mem: Memory, qs: list[str], method: str, top: int) -> None:
    """cProfile of one round of ``qs`` (not timed with the others: the profiler slows each call);
    nothing when ``top`` is 0."""
    if not top:
        return
    import cProfile

    prof = cProfile.Profile()
    prof.enable()
    for q in qs:
        mem.query(q, k=10, method=method, now=NOW)
    prof.disable()
    print_profile(prof, top)


def print_profile(prof: Any, top: int) -> None:
    """A cProfile's ``top`` costliest functions to stderr, by cumulative then by own time (the
    benchmarks' ``--profile``)."""
    import pstats

    for key in ("cumulative", "tottime"):
        pstats.Stats(prof, stream=sys.stderr).sort_stats(key).print_stats(top)


def serve_questions(n: int) -> list[str]:
    """The first ``n`` questions of ``bench_serve.py``'s traffic (its seed)."""
    import random

    from bench_serve import Traffic, Writer

    traffic, rng, writer = Traffic(["ns"], [None], seed=3), random.Random(3), Writer(3)
    out: list[str] = []
    while len(out) < n:
        _, (op, _), _, body = traffic.next(rng, writer, 0)
        if op == "query":
            out.append(str(body["text"]))
    return out


def timed(mem: Memory, qs: list[str], rounds: int, method: str, wall: list[float] | None = None, *,
          write_first: bool = False, tops: list[list[str]] | None = None) -> list[float]:
    """CPU seconds of each query (the process's, every thread's), ``rounds`` times over ``qs``;
    the wall seconds go to ``wall`` and each top 10 to ``tops`` when given. ``write_first``: a
    note is remembered (untimed) before each query."""
    cpu: list[float] = []
    for r in range(rounds):
        for i, q in enumerate(qs):
            if write_first:
                mem.remember(f"Between questions {r}.{i} I wrote down that the hallway lamp needs a new bulb.",
                             "Noted.", session_id="bench-after-write")
            s, t = time.process_time(), time.perf_counter()
            hits = mem.query(q, k=10, method=method, now=NOW)
            cpu.append(time.process_time() - s)
            if tops is not None:
                tops.append([h.note_id for h in hits])
            if wall is not None:
                wall.append(time.perf_counter() - t)
    return cpu


if __name__ == "__main__":
    main()
