"""The first query of a new process, two versions of the code side by side: ``bench_ingest.py
_first`` run in a new process per (run, method, version), the versions interleaved, each on a
fresh copy of its store (a first query may save snapshots; the next run must start as this one
did).

    python benchmarks/compare_first.py --old-src /path/to/old/src --old-store OLD.db \\
        --new-store NEW.db --methods bm25,adaptive,fusion --runs 3 --embed minilm-static

The new version is this checkout's ``src``. Each store should have current snapshots for its
version (as ``taggraph ingest`` leaves them). Reported per method and version: the median
process wall and CPU time (user + system, from ``wait4``), the peak RSS of the process, the
open-and-query time measured inside it, and new/old ratios; the 1-minute load average at each
run is listed, since other work on the machine moves wall times. ``--cli`` runs the ``taggraph
query`` command instead (``python -m taggraph.cli``), as a user at a shell meets it: interpreter
start, argument parsing, printing and the process's exit included, no inner timing. The
processes inherit ``PYTHONDONTWRITEBYTECODE``; ``--bytecode`` lifts it, so that both versions read
their modules (and taggraph its source digests, ``codehash``) from the caches a user's machine keeps.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


QUESTION = "who did I meet at the climbing gym last weekend?"


def one(src: str, store: str, method: str, embed: str | None, tmp: Path, cli: bool = False,  # noqa: PLR0917
        question: str = QUESTION, bytecode: bool = False, in_place: bool = False) -> dict[str, Any]:
    copy = Path(store) if in_place else tmp / "run.db"
    if not in_place:
        from taggraph.store.sqlite import copy_store

        copy_store(store, copy)  # with its snapshot files
        # the copy's dirty pages are written back now, not while the timed process reads its store
        os.sync()
    env = dict(os.environ, PYTHONPATH=src)
    if bytecode:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    if embed:
        env["TAGGRAPH_EMBED_BACKEND"] = embed
    load = os.getloadavg()[0]
    t0 = time.perf_counter()
    cmd = ([sys.executable, "-m", "taggraph.cli", "--db", str(copy), "query", question, "--method", method,
            "-k", "10", "--json"] if cli else
           [sys.executable, str(HERE / "bench_ingest.py"), "_first", "--store", str(copy), "--method", method,
            "--question", question])
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, text=True)
    out = proc.stdout.read() if proc.stdout else ""
    _, status, ru = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"{method} on {store} failed ({proc.returncode})")
    if cli:
        hits = json.loads(out)
        inner: dict[str, Any] = {"s": float("nan"), "dense": hits[0]["explanation"].get("dense") if hits else None, "events": []}
    else:
        inner = json.loads(out.strip().splitlines()[-1])
        if in_place and inner.get("events"):  # what it did other than load a snapshot
            raise SystemExit(f"{method} on {store} did not load every component as saved: {inner['events']}")
    return {"wall_s": wall, "cpu_s": ru.ru_utime + ru.ru_stime, "maxrss_mb": ru.ru_maxrss / 1024,
            "open_and_query_s": inner["s"], "load_1m": load, "dense": inner.get("dense"), "built": inner.get("events"),
            "embedded": inner.get("embedded")}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--old-src", required=True)
    ap.add_argument("--old-store", required=True)
    ap.add_argument("--new-store", required=True)
    ap.add_argument("--methods", default="bm25,adaptive,fusion")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--embed")
    ap.add_argument("--cli", action="store_true", help="time the taggraph query command, not bench_ingest.py _first")
    ap.add_argument("--in-place", action="store_true",
                    help="run on the stores themselves, not a copy per run (a million notes' store is 8 GB): "
                         "each must be current for its version, and a run that loads any component other "
                         "than as saved stops the comparison")
    ap.add_argument("--question", default=QUESTION, help=f"the question asked (default {QUESTION!r})")
    ap.add_argument("--bytecode", action="store_true",
                    help="let the processes write and read Python's bytecode caches, as a user's machine does "
                         "unless PYTHONDONTWRITEBYTECODE is set (one untimed run per version writes them first)")
    args = ap.parse_args()
    new_src = str(HERE.parent / "src")
    runs: dict[tuple[str, str], list[dict[str, Any]]] = {}
    versions = (("old", args.old_src, args.old_store), ("new", new_src, args.new_store))
    with tempfile.TemporaryDirectory() as tmp:
        if args.bytecode:
            for _, src, store in versions:
                one(src, store, args.methods.split(",")[0], args.embed, Path(tmp), args.cli, args.question, True,
                    args.in_place)
        for _ in range(args.runs):
            for method in args.methods.split(","):
                for version, src, store in versions:
                    runs.setdefault((method, version), []).append(
                        one(src, store, method, args.embed, Path(tmp), args.cli, args.question, args.bytecode,
                            args.in_place))
    out: dict[str, Any] = {}
    keys = ("wall_s", "cpu_s", "maxrss_mb", "open_and_query_s")
    for method in args.methods.split(","):
        med = {v: {k: round(statistics.median(r[k] for r in runs[(method, v)]), 2) for k in keys} for v in ("old", "new")}
        out[method] = {**med, "ratio_new_over_old": {k: round(med["new"][k] / med["old"][k], 2) for k in keys},
                       "all_wall_s": {v: [round(r["wall_s"], 2) for r in runs[(method, v)]] for v in ("old", "new")},
                       "load_1m": [round(r["load_1m"], 2) for v in ("old", "new") for r in runs[(method, v)]],
                       "dense": runs[(method, "new")][0]["dense"], "built": runs[(method, "new")][0]["built"],
                       "texts_embedded": {v: runs[(method, v)][0]["embedded"] for v in ("old", "new")}}
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
