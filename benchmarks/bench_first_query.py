"""The first default query of a new process after a library import (``Memory.remember_many``):
with the indexes saved by the import (the default from ``BULK_INDEX_MIN`` notes, or
``index=True``) against the same import with ``index=False``, which leaves every component, the
fact chains' parse included, to that first query. Generated first-person turns (no benchmark
text); each first query runs in a fresh subprocess, both measured by this script.

    python benchmarks/bench_first_query.py --notes 3000
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

from bench_facts import statements

from taggraph import Memory, Turn

FIRST = """
import json, sys, time
s, c = time.perf_counter(), time.process_time()
from taggraph import Memory
with Memory.open(sys.argv[1]) as mem:
    mem.query("who is my manager these days?", k=5)
    built = [k for k, what in mem.index.events if what == "built"]
print(json.dumps({"wall": time.perf_counter() - s, "cpu": time.process_time() - c, "built": built}))
"""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--notes", type=int, default=3000)
    args = ap.parse_args()
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
