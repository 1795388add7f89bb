"""How far the fact chains reach on a LongMemEval-format facts file: for each knowledge-update
question, whether the gold note carries a slot fact, whether that fact is current at the
question's date, whether the question's words find the gold note's slot
(``FactChains.find_slot``), and the rank of the gold note's slot among all slots by the dense
cosine of the question and the slot's text. Counts only; no text is printed.

    python benchmarks/facts_coverage.py --data benchmarks/data/facts/facts_dev.json
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

import numpy as np

from taggraph import Memory
from taggraph.bench.datasets.longmemeval import load_grouped
from taggraph.index.facts import FactChains, slot_text, stamp
from taggraph.retrieve.openclaw import OpenClaw


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", required=True)
    args = ap.parse_args()
    kind = {q["question_id"]: q["question_type"] for q in json.loads(Path(args.data).read_text("utf-8"))}
    c: Counter[str] = Counter()
    for case in load_grouped(args.data):
        with Memory.open(":memory:") as mem:
            notes = mem.remember_many(case.turns)
            by_turn = {t.meta["turn_id"]: n for n, t in zip(notes, case.turns, strict=True)}
            fc = FactChains.of(mem.index)
            dense = mem.index.retriever("openclaw")
            assert isinstance(dense, OpenClaw)
            slots = list(fc.chains())
            S = np.stack([dense.encode_query(slot_text(s, fc.slot_cues(s))) for s in slots]) if slots else None
            for q in case.questions:
                if kind[q.qid] != "knowledge-update":
                    continue
                c["questions"] += 1
                entries = [e for t in q.gold_turns if t in by_turn for e in fc.entries(by_turn[t].id)]
                if not entries:
                    continue
                c["gold note has a fact"] += 1
                c["that fact is current"] += any(e.state(stamp(q.date)) == "current" for e in entries)
                gold = {e.slot for e in entries}
                c["words find the gold slot"] += fc.find_slot(q.text) in gold
                assert S is not None
                order = [slots[i] for i in np.argsort(-(S @ dense.encode_query(q.text)), kind="stable")]
                c["gold slot nearest by meaning"] += min(order.index(s) for s in gold) == 0
    print(json.dumps(dict(c)))


if __name__ == "__main__":
    main()
