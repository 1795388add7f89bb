"""Rank quality on questions about facts that change (a LongMemEval-format file whose questions
may carry ``facts_kind``): recall@1 and MRR of the first gold note per method, by question type
and by kind, with each question's date as the reference time (``now``); ``neutral:<type>``
groups the past questions that point back to nothing (``tense.points_back``).

    python benchmarks/facts_eval.py --data facts_dev.json --methods fusion,openclaw,bm25
    python benchmarks/facts_eval.py --data facts_dev.json --fusion-oof runs/fusion/oof   # out-of-fold
    python benchmarks/facts_eval.py --data facts_heldout.json --convs 60-69               # f60-f69 only

Questions over one conversation share one memory (``load_grouped``); with ``--fusion-oof``
each conversation is ranked by the weights trained without it (``OOF/facts/<case>.json``).
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from taggraph import Memory
from taggraph.bench.datasets.longmemeval import load_grouped
from taggraph.extract.tense import asks_for_past, points_back
from taggraph.timeq import time_window


def evaluate(data: str, methods: list[str], oof: str | None, weights: str | None, k: int = 50,
             convs: range | None = None) -> dict[str, Any]:
    raw = {q["question_id"]: q for q in json.loads(Path(data).read_text("utf-8"))}
    rows: list[dict[str, Any]] = []
    for case in load_grouped(data):
        if convs is not None and conversation(case.case_id) not in convs:
            continue
        with Memory.open(":memory:") as mem:
            notes = mem.remember_many(case.turns)
            turn_of = {n.id: t.meta["turn_id"] for n, t in zip(notes, case.turns, strict=True)}
            for q in case.questions:
                gold = set(q.gold_turns)
                for m in methods:
                    params: dict[str, Any] = {}
                    if m == "fusion" and oof:
                        params["weights"] = str(Path(oof) / "facts" / f"{case.case_id}.json")
                    elif m == "fusion" and weights:
                        params["weights"] = weights
                    hits = mem.query(q.text, k=k, method=m, now=q.date, **params)
                    ranked = [turn_of[h.note_id] for h in hits]
                    rank = next((i + 1 for i, t in enumerate(ranked) if t in gold), None)
                    rows.append({"qid": q.qid, "method": m, "type": q.qtype, "neutral": neutral(q.text, q.date),
                                 "kind": raw.get(q.qid, {}).get("facts_kind", ""), "rank": rank,
                                 "top": hits[0].note.user[:90] if hits else ""})
    out: dict[str, Any] = {"questions": len({r["qid"] for r in rows}), "by_method": {}}
    for m in methods:
        mine = [r for r in rows if r["method"] == m]
        groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for r in mine:
            groups["all"].append(r)
            groups[f"type:{r['type']}"].append(r)
            if r["kind"]:
                groups[f"kind:{r['kind']}"].append(r)
            if r["neutral"]:
                groups[f"neutral:{r['type']}"].append(r)
        out["by_method"][m] = {
            g: {"n": len(rs), "recall@1": round(sum(r["rank"] == 1 for r in rs) / len(rs), 3),
                "mrr": round(sum(1 / r["rank"] for r in rs if r["rank"]) / len(rs), 3)}
            for g, rs in sorted(groups.items())}
    out["rows"] = rows
    return out


def neutral(question: str, date: datetime | None) -> bool:
    """Whether fusion reads the question as a past question that points back to nothing
    (``tense.points_back``): it favours neither a replaced nor a current value."""
    window = time_window(question, date or datetime.now(UTC))
    return asks_for_past(question) and not points_back(question, window=window is not None)


def conversation(case_id: str) -> int:
    """The conversation number of a case id: 60 for "f60_q01"."""
    return int(case_id[1:].split("_", 1)[0])


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--data", required=True)
    p.add_argument("--methods", default="fusion,openclaw,bm25")
    p.add_argument("--fusion-oof", help="folder of out-of-fold weights (train-fusion --facts)")
    p.add_argument("--weights", help="one fusion weights file for every conversation")
    p.add_argument("--out", help="write the full result (every question's rank) as JSON here")
    p.add_argument("--misses", action="store_true", help="print fusion's questions not at rank 1")
    p.add_argument("--convs", help="only these conversations, a range: 60-69 for f60-f69")
    a = p.parse_args()
    lo, _, hi = (a.convs or "").partition("-")
    convs = range(int(lo), int(hi or lo) + 1) if a.convs else None
    res = evaluate(a.data, a.methods.split(","), a.fusion_oof, a.weights, convs=convs)
    if a.out:
        Path(a.out).write_text(json.dumps(res, indent=1) + "\n", encoding="utf-8")
    print(f"{res['questions']} questions from {a.data}")
    for m, groups in res["by_method"].items():
        print(f"\n{m}")
        for g, v in groups.items():
            print(f"  {g:32s} n={v['n']:3d}  recall@1={v['recall@1']:.3f}  mrr={v['mrr']:.3f}")
    if a.misses:
        for r in res["rows"]:
            if r["method"] == "fusion" and r["rank"] != 1:
                print(f"  miss {r['qid']} [{r['kind']}] rank={r['rank']} top: {r['top']}")


if __name__ == "__main__":
    main()
