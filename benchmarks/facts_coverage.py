"""How far the fact chains reach on a LongMemEval-format facts file: for each knowledge-update
question, whether the gold note carries a slot fact, whether that fact is current at the
question's date, whether the question's words find the gold note's slot
(``FactChains.find_slot``), and the rank of the gold note's slot among all slots by the dense
cosine of the question and the slot's text. Counts only; no text is printed.

With ``--fusion-oof DIR`` (a ``taggraph train-fusion`` run's out-of-fold weights) it also ranks
each question with the weights trained without its conversation and splits recall@1 by whether
the gold note carries a current fact, a superseded one or none; for each miss it says what took
rank 1: a note with a fact of the gold's slot (an old value ahead of the new), a note with a fact
of another slot, or a note with no fact (where fact features cannot help). It also gives the
gold's rank in each miss, and whether rank 1 went to a note older or newer than the gold and
whether that note states a value of the set (it is the gold of some question of the
conversation, a present or a past one) or not.

    python benchmarks/facts_coverage.py --data benchmarks/data/facts/facts_dev.json
    python benchmarks/facts_coverage.py --data benchmarks/data/facts/facts_dev.json --fusion-oof runs/fusion/oof
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

import numpy as np

from taggraph import Memory
from taggraph.bench.datasets.base import Case
from taggraph.bench.datasets.longmemeval import load_grouped
from taggraph.index.factfeatures import slot_text
from taggraph.index.facts import FactChains, stamp
from taggraph.notes import Note
from taggraph.retrieve.openclaw import OpenClaw


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", required=True)
    ap.add_argument("--fusion-oof", help="out-of-fold weights folder: also split fusion's recall@1")
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
            if args.fusion_oof:
                rank_one(c, mem, fc, case, by_turn, kind=kind, weights=Path(args.fusion_oof) / "facts" / f"{case.case_id}.json")
    print(json.dumps(dict(c), indent=1))


def rank_one(c: Counter[str], mem: Memory, fc: FactChains, case: Case, by_turn: dict[str, Note],
             *, kind: dict[str, str], weights: Path) -> None:
    """Count fusion's rank-1 hits and misses on the case's knowledge-update questions, split by
    the state of the gold note's facts at the question's date."""
    turn_of = {n.id: t for t, n in by_turn.items()}
    value_turns = {t for q in case.questions for t in q.gold_turns}  # notes that state some value
    for q in case.questions:
        if kind[q.qid] != "knowledge-update":
            continue
        entries = [e for t in q.gold_turns if t in by_turn for e in fc.entries(by_turn[t].id)]
        states = {e.state(stamp(q.date)) for e in entries}
        gold = "current fact" if "current" in states else ("other fact" if entries else "no fact")
        hits = mem.query(q.text, k=20, now=q.date, weights=str(weights), words=False)  # the ranking only
        if hits and turn_of[hits[0].note_id] in q.gold_turns:
            c[f"fusion r@1 hit, gold has {gold}"] += 1
            continue
        c[f"fusion r@1 miss, gold has {gold}"] += 1
        rank = next((r for r, h in enumerate(hits, 1) if turn_of[h.note_id] in q.gold_turns), None)
        c[f"  miss: gold at rank {'2' if rank == 2 else '3-5' if rank and rank <= 5 else '6-20' if rank else '>20'}"] += 1
        if hits:
            gold_ts = [by_turn[t].timestamp for t in q.gold_turns if t in by_turn]
            top_ts = hits[0].note.timestamp
            older = top_ts is not None and all(g is not None and top_ts < g for g in gold_ts)
            stating = turn_of[hits[0].note_id] in value_turns
            c[f"  miss: rank 1 {'older' if older else 'not older'} than the gold, "
              f"{'a note that states a value' if stating else 'another note'}"] += 1
        top = fc.entries(hits[0].note_id) if hits else []
        slots = {e.slot for e in entries}
        what = ("a fact of the gold's slot" if any(e.slot in slots for e in top) else
                "a fact of another slot" if top else "no fact")
        c[f"  miss with gold {gold}: rank 1 has {what}"] += 1


if __name__ == "__main__":
    main()
