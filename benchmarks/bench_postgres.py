"""Postgres against SQLite on the same generated store, in one process, interleaved.

Both stores are built by ``bench_scale.py build`` with the same seed and size, so they hold the
same notes; this script opens both and, for every method and query, times the SQLite store and
the Postgres store back to back (alternating which goes first), so load on a shared machine hits
both alike. It reports query p50/p99 per method for each backend and the ratio of the p50s
(Postgres / SQLite, the issue's target is < 2), checks that both rank the same notes, then
times ``remember`` on each (generated tags: extraction excluded, as in bench_scale.py); those
notes stay in both stores.

    python benchmarks/bench_scale.py build --store /tmp/s100k.db --notes 100000
    python benchmarks/bench_scale.py build --store postgresql://host/db --notes 100000
    python benchmarks/bench_postgres.py --sqlite /tmp/s100k.db --postgres postgresql://host/db --json out.json
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_scale import METHODS, pct, queries
from scale_data import GeneratedTags, History

from taggraph import Memory


def timed(mem: Memory, q: str, method: str) -> tuple[float, float, list[str]]:
    t, c = time.perf_counter(), time.process_time()
    hits = mem.query(q, k=10, method=method)
    return time.perf_counter() - t, time.process_time() - c, [h.note_id for h in hits]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sqlite", required=True, help="the SQLite store built by bench_scale.py build")
    ap.add_argument("--postgres", required=True, help="the postgresql:// store built the same way")
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--remember", type=int, default=200)
    ap.add_argument("--seed", type=int, default=12, help="the seed the stores were built with")
    ap.add_argument("--json", help="write the results here")
    args = ap.parse_args()

    qs = queries(args.queries)
    stores = {"sqlite": Memory.open(args.sqlite, extractor=GeneratedTags()),
              "postgres": Memory.open(args.postgres, extractor=GeneratedTags())}
    out: dict[str, Any] = {"notes": {k: len(m) for k, m in stores.items()}, "queries": len(qs), "query": {}}
    assert out["notes"]["sqlite"] == out["notes"]["postgres"], out["notes"]
    for method in METHODS:
        for mem in stores.values():
            mem.query(qs[0], method=method)  # load (or build) this method's index first
        wall: dict[str, list[float]] = {k: [] for k in stores}
        cpu: dict[str, list[float]] = {k: [] for k in stores}
        same = 0
        for i, q in enumerate(qs):
            order = list(stores) if i % 2 == 0 else list(reversed(stores))
            ranked = {}
            for name in order:
                w, c, ids = timed(stores[name], q, method)
                wall[name].append(w)
                cpu[name].append(c)
                ranked[name] = ids
            same += ranked["sqlite"] == ranked["postgres"]
        row: dict[str, Any] = {name: {"p50_ms": pct(wall[name], 50) * 1e3, "p99_ms": pct(wall[name], 99) * 1e3,
                      "cpu_p50_ms": pct(cpu[name], 50) * 1e3} for name in stores}
        row["p50_ratio"] = row["postgres"]["p50_ms"] / row["sqlite"]["p50_ms"]
        row["identical_top10"] = f"{same}/{len(qs)}"
        out["query"][method] = row
        print(f"{method:<20} sqlite p50 {row['sqlite']['p50_ms']:7.1f} ms p99 {row['sqlite']['p99_ms']:7.1f} | "
              f"postgres p50 {row['postgres']['p50_ms']:7.1f} ms p99 {row['postgres']['p99_ms']:7.1f} | "
              f"ratio {row['p50_ratio']:.2f} | same top-10 {row['identical_top10']}", flush=True)

    # Turns neither store holds yet (the seed moves with the store size, so a second run adds new
    # notes instead of timing the already-stored path).
    rows = next(History(seed=args.seed + 1000 + out["notes"]["sqlite"]).chunks(args.remember, size=args.remember))
    out["remember"] = {}
    lat: dict[str, list[float]] = {k: [] for k in stores}
    for i, (turn, tags) in enumerate(rows):
        for name in (list(stores) if i % 2 == 0 else list(reversed(stores))):
            mem = stores[name]
            ex = mem.extractor
            assert isinstance(ex, GeneratedTags)
            ex.expect([(turn, tags)])
            t = time.perf_counter()
            mem.remember(turn.user, turn.assistant, timestamp=turn.timestamp, session_id=turn.session_id)
            lat[name].append(time.perf_counter() - t)
    for name in stores:
        out["remember"][name] = {"p50_ms": pct(lat[name], 50) * 1e3, "p99_ms": pct(lat[name], 99) * 1e3}
    print("remember            " + " | ".join(f"{n} p50 {r['p50_ms']:.1f} ms p99 {r['p99_ms']:.1f}"
                                              for n, r in out["remember"].items()), flush=True)
    for mem in stores.values():
        mem.close()
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=2) + "\n")


if __name__ == "__main__":
    main()
