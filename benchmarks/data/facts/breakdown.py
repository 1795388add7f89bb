"""Break a `taggraph bench longmemeval` run on the facts set down by ``facts_kind``.

    python benchmarks/data/facts/breakdown.py --data benchmarks/data/facts/facts_dev.json --run OUT

Prints, per method and facts_kind, the question count and protocol A's MRR and recall@1 (read from
``OUT/cases/*.json``), plus the knowledge-update and temporal-reasoning totals.
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from pathlib import Path


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", required=True, help="facts_dev.json or facts_heldout.json")
    ap.add_argument("--run", required=True, help="run directory of taggraph bench longmemeval")
    args = ap.parse_args()
    items = json.loads(Path(args.data).read_text(encoding="utf-8"))
    kind = {i["question_id"]: i["facts_kind"] for i in items}
    qtype = {i["question_id"]: i["question_type"] for i in items}
    # (method, group) -> list of (mrr, recall@1)
    cells: dict[tuple[str, str], list[tuple[float, float]]] = defaultdict(list)
    seen = set()
    for path in sorted(Path(args.run, "cases").glob("*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        for q in record.get("questions", []):
            qid = q["qid"]
            if qid not in kind:
                continue
            seen.add(qid)
            for method, res in q.get("results", {}).items():
                m = res.get("metrics", {})
                pair = (float(m.get("A/mrr", 0.0)), float(m.get("A/recall@1", 0.0)))
                for group in (kind[qid], qtype[qid], "all"):
                    cells[(method, group)].append(pair)
    missing = len(kind) - len(seen)
    methods = sorted({m for m, _ in cells})
    groups = [g for g in (*sorted(set(kind.values())), "knowledge-update", "temporal-reasoning",
                          "all") if any((m, g) in cells for m in methods)]
    print(f"{len(seen)} of {len(kind)} questions scored" + (f" ({missing} missing)" if missing
                                                          else ""))
    print("| group | n | " + " | ".join(f"{m} MRR | {m} R@1" for m in methods) + " |")
    print("|---|---|" + "---|---|" * len(methods))
    for g in groups:
        n = len(cells[(methods[0], g)])
        row = []
        for m in methods:
            vals = cells[(m, g)]
            row.append(f"{sum(v[0] for v in vals) / len(vals):.3f} | "
                       f"{sum(v[1] for v in vals) / len(vals):.3f}")
        print(f"| {g} | {n} | " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
