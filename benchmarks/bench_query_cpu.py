"""CPU time of a warm default (fusion) query: the 36 queries of ``check_rankings.py`` on a store
whose indexes are loaded, each asked ``--rounds`` times, p50 and p90 per query. Run it with two
versions of the code on copies of one store, alternately, for a ratio:

    PYTHONPATH=/path/to/old/src python benchmarks/bench_query_cpu.py --store OLD_COPY.db
    PYTHONPATH=src              python benchmarks/bench_query_cpu.py --store NEW_COPY.db

Use copies: the first run of a version saves the default indexes it had to rebuild.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from check_rankings import NOW, queries

from taggraph import Memory


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--store", required=True)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--method", default="fusion")
    args = ap.parse_args()
    with Memory.open(args.store) as mem:
        mem.save_default_index()  # a component another version saved is rebuilt once, not timed
        qs = queries()
        mem.query(qs[0], k=10, method=args.method, now=NOW)
        cpu: list[float] = []
        for _ in range(args.rounds):
            for q in qs:
                s = time.process_time()
                mem.query(q, k=10, method=args.method, now=NOW)
                cpu.append(time.process_time() - s)
        notes = len(mem)
    cpu.sort()
    out = {"store": args.store, "notes": notes, "method": args.method, "queries": len(cpu),
           "p50_ms": round(statistics.median(cpu) * 1000, 1), "p90_ms": round(cpu[int(0.9 * len(cpu))] * 1000, 1),
           "load": round(os.getloadavg()[0], 2)}
    print(json.dumps(out))


if __name__ == "__main__":
    main()
