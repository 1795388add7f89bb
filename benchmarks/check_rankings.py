"""Same rankings from two versions of the code: the top 10 of a few dozen queries per method on
one store, written by one run and compared with another's.

    PYTHONPATH=/path/to/old/src python benchmarks/check_rankings.py run --store S --out /tmp/old.json
    PYTHONPATH=src              python benchmarks/check_rankings.py run --store S2 --out /tmp/new.json
    python benchmarks/check_rankings.py compare /tmp/old.json /tmp/new.json

``run`` queries a copy of the store (so a snapshot the run saves does not change the next run's
start) in a new process, from its snapshots as a first query would, with a fixed ``now``.
Queries are made from the word lists of ``bench_ingest.py`` (written for these benchmarks).
``compare`` prints how many (method, query) pairs have the same ids in the same order and the
same scores (to 9 places), and exits 1 when any differs, and the mean overlap of the top 10s.
``run --ann-min N --ann-settings nlist:nprobe:rerank`` lowers the threshold of the approximate
dense search (taggraph.index.ann) for that run, so a small store shows what it changes.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from datetime import datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from bench_ingest import ACTIVITIES, FEELINGS, PEOPLE, PLACES  # noqa: E402

NOW = datetime(2026, 12, 1, 12, 0)


def queries() -> list[str]:
    out = []
    for i in range(12):
        p, pl, a, f = PEOPLE[i % len(PEOPLE)], PLACES[i % len(PLACES)], ACTIVITIES[i % len(ACTIVITIES)], \
            FEELINGS[i % len(FEELINGS)]
        out += [f"who did I meet at {pl} last weekend?", f"what did {p} say about {a}?",
                f"why was I {f} about {a} in March?"]
    return out


def cmd_run(args: argparse.Namespace) -> None:
    from taggraph import Memory
    from taggraph.index import ann

    if args.ann_min is not None:
        ann.ANN_MIN = args.ann_min
    if args.ann_settings:
        from scale_ann import parse_settings

        ann.DEFAULT = parse_settings(args.ann_settings)[0]

    out: dict[str, list[list[object]]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "copy.db"
        from taggraph.store.sqlite import copy_store

        copy_store(args.store, copy)  # with its snapshot files
        with Memory.open(copy) as mem:
            for m in args.methods.split(","):
                for q in queries():
                    out[f"{m} | {q}"] = [[h.note_id, round(h.score, 9)] for h in mem.query(q, k=10, method=m, now=NOW)]
            events = [e for e in mem.index.events if not e[1].startswith("loaded")]
    Path(args.out).write_text(json.dumps(out, indent=0))
    print(json.dumps({"pairs": len(out), "built_not_loaded": events}))


def cmd_compare(args: argparse.Namespace) -> None:
    a, b = json.loads(Path(args.a).read_text()), json.loads(Path(args.b).read_text())
    same_ids = sum(1 for k in a if k in b and [x[0] for x in a[k]] == [x[0] for x in b[k]])
    same = sum(1 for k in a if a[k] == b.get(k))
    differ = [k for k in a if a[k] != b.get(k)]
    overlap = [len({x[0] for x in a[k]} & {x[0] for x in b.get(k, [])}) / max(1, len(a[k])) for k in a]
    print(json.dumps({"pairs": len(a), "same_top10_ids": same_ids, "same_ids_and_scores": same,
                      "top10_overlap_mean": round(sum(overlap) / max(1, len(overlap)), 4), "differ": differ[:10]}))
    sys.exit(1 if differ or set(a) != set(b) else 0)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--store", required=True)
    r.add_argument("--out", required=True)
    r.add_argument("--methods", default="bm25,adaptive,fusion")
    r.add_argument("--ann-min", type=int, help="the ANN threshold for this run (taggraph.index.ann.ANN_MIN)")
    r.add_argument("--ann-settings", help="nlist:nprobe:rerank of the ANN for this run")
    c = sub.add_parser("compare")
    c.add_argument("a")
    c.add_argument("b")
    args = ap.parse_args()
    {"run": cmd_run, "compare": cmd_compare}[args.cmd](args)


if __name__ == "__main__":
    main()
