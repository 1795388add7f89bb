"""Rank quality at scale: a benchmark's conversations asked inside a large store. Each case's
turns are added to a copy of a big store (a year of someone's other notes: the haystack), its
questions are asked there, and its notes are forgotten again before the next case, so cases
never see each other. Every question is ranked under each setting in the same process, and once
more with the case alone in a store of its own, so the table shows what the haystack costs and
what each engineering departure of a large store (approximate dense search, PPR by push) adds.

    cp big.db /tmp/hay.db   # the script writes to it
    python benchmarks/haystack.py --store /tmp/hay.db --data locomo_dev.json --format locomo \\
        --fusion-oof runs/fusion/oof --max-questions 60

Settings (``--settings``): ``shipped`` (the code as it is: approximate dense search above
``ANN_MIN`` vectors, power iteration up to ``LOCAL_ABOVE`` graph nodes and forward push above),
``push`` (adaptive's PPR by forward push at every size, ``LOCAL_ABOVE`` = 0), ``power-iteration``
(at every size), ``exact-dense`` (the ANN dropped), ``no-change`` (fusion's ``change`` and
``past`` columns left at zero at query time: an ablation of a model trained with them), and the
case ``alone``.
Each case is moved by whole years to end in the year after the haystack's last note, so that no
haystack note is dated after a question (a real store holds nothing newer than the moment it is
asked) and the case is the user's newest year; months and days stay, so "in May" still means May,
and a year written in the case's text or questions ("the summer of 2023") moves with it. The
reference time of a question without a date is the case's last turn, as in the benchmark harness. With ``--fusion-oof`` each case is
ranked by the weights trained without it (out of fold); otherwise by the shipped weights, which
were trained on ATANT Core, LoCoMo dev and the facts set's dev part: figures on those are then
in-sample (the facts set's held-out part is not).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import re
import statistics
from collections.abc import Callable, Iterator
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import Any

from taggraph import Memory
from taggraph.bench.datasets import locomo, longmemeval
from taggraph.bench.datasets.base import Case
from taggraph.bench.metrics import first_relevant_rank, recall_at_k
from taggraph.notes import Turn

SETTINGS = ("shipped", "push", "power-iteration", "exact-dense", "no-change", "alone")


def shift_years(ts: datetime | None, years: int) -> datetime | None:
    if ts is None or not years:
        return ts
    try:
        return ts.replace(year=ts.year + years)
    except ValueError:  # 29 February in a year without one
        return ts.replace(year=ts.year + years, day=28)


_YEAR = re.compile(r"\b(19[89]\d|20[0-4]\d)\b")


def shift_text(text: str, years: int) -> str:
    """``text`` with every year it writes moved by ``years``: any number from 1980 to 2049 is
    taken for a year (an amount in that range moves too; no question here asks by amount)."""
    return _YEAR.sub(lambda m: str(int(m.group(0)) + years), text) if years else text


def moved(case: Case, last_year: int) -> tuple[list[Turn], int]:
    """The case's turns, moved into ``last_year`` by whole years (their written years too), with
    session ids made unique to the case (the haystack has sessions of its own), and the shift."""
    stamps = [t.timestamp for t in case.turns if t.timestamp is not None]
    years = last_year - max(stamps).year if stamps else 0
    turns = [replace(t, user=shift_text(t.user, years), assistant=shift_text(t.assistant, years),
                     timestamp=shift_years(t.timestamp, years),
                     session_id=f"{case.case_id}/{t.session_id}" if t.session_id else None)
             for t in case.turns]
    return turns, years


@contextlib.contextmanager
def setting(mem: Memory, name: str) -> Iterator[None]:
    """Apply one setting to ``mem`` for the ``with`` block."""
    from taggraph.index.vectortable import RawTextIndex
    from taggraph.retrieve import adaptive

    if name in ("push", "power-iteration"):
        kept, adaptive.LOCAL_ABOVE = adaptive.LOCAL_ABOVE, 0 if name == "push" else 1 << 62
        try:
            yield
        finally:
            adaptive.LOCAL_ABOVE = kept
    elif name == "no-change":
        from taggraph.retrieve.fusion import Fusion

        kept_features = Fusion._change_features
        Fusion._change_features = lambda *_, **__: None  # type: ignore[method-assign]
        try:
            yield
        finally:
            Fusion._change_features = kept_features  # type: ignore[method-assign]
    elif name == "exact-dense":
        vectors = RawTextIndex.of(mem.index).vectors
        ann, vectors.ann = vectors.ann, None
        try:
            yield
        finally:
            vectors.ann = ann
    else:
        yield


def picked(case: Case, most: int) -> list[Any]:
    """At most ``most`` of the case's questions that have gold notes, evenly spaced."""
    qs = [q for q in case.questions if q.gold_turns]
    if most and len(qs) > most:
        step = len(qs) / most
        qs = [qs[int(i * step)] for i in range(most)]
    return qs


def ask(mem: Memory, qs: list[Any], turn_of: dict[str, str], *, now: datetime | None, years: int,
        params: dict[str, Any], k: int) -> list[dict[str, Any]]:
    rows = []
    for q in qs:
        when = shift_years(q.date, years) or now
        hits = mem.query(shift_text(q.text, years), k=k, method="fusion", now=when, words=False, **params)
        ranked = [turn_of.get(h.note_id, "") for h in hits]
        rank = first_relevant_rank(ranked, set(q.gold_turns))
        rows.append({"qid": q.qid, "type": q.qtype, "rank": rank,
                     "recall@10": recall_at_k(ranked, set(q.gold_turns), 10),
                     "top10": [h.note_id for h in hits[:10]]})
    return rows


def run(store: str, cases: list[Case], settings: list[str], params_of: Callable[[Case], dict[str, Any]],
        most: int, k: int) -> dict[str, Any]:
    rows: dict[str, list[dict[str, Any]]] = {s: [] for s in settings}
    with Memory.open(store) as mem:
        last = max(n.timestamp for n in mem.notes() if n.timestamp is not None)
        mem.query("warm up", k=1, method="fusion")
        haystack = len(mem)
        for case in cases:
            turns, years = moved(case, last.year + 1)
            qs = picked(case, most)
            params = params_of(case)
            notes = mem.remember_many(turns, index=False)
            turn_of = {n.id: t.meta["turn_id"] for n, t in zip(notes, turns, strict=True)}
            now = max((t.timestamp for t in turns if t.timestamp is not None), default=None)
            for s in settings:
                if s == "alone":
                    continue
                with setting(mem, s):
                    rows[s] += ask(mem, qs, turn_of, now=now, years=years, params=params, k=k)
            for n in notes:
                mem.forget(n.id)
            if "alone" in settings:
                with Memory.open(":memory:") as solo:
                    mine = solo.remember_many(turns, index=False)
                    ids = {n.id: t.meta["turn_id"] for n, t in zip(mine, turns, strict=True)}
                    rows["alone"] += ask(solo, qs, ids, now=now, years=years, params=params, k=k)
            print(f"{case.case_id}: {len(turns)} turns, {len(qs)} questions", flush=True)
    return {"haystack_notes": haystack, "questions": len(rows[settings[0]]), "rows": rows}


def scores(rs: list[dict[str, Any]]) -> dict[str, float]:
    return {"n": len(rs), "mrr": round(statistics.fmean(1 / r["rank"] if r["rank"] else 0.0 for r in rs), 4),
            "recall@1": round(sum(r["rank"] == 1 for r in rs) / len(rs), 4),
            "recall@10": round(statistics.fmean(r["recall@10"] for r in rs), 4)}


def summary(rows: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    """MRR, recall@1 and recall@10 per setting, overall and by question type; against
    ``shipped``, the questions whose rank moved and the top-10 lists that stayed the same."""
    out: dict[str, Any] = {}
    base = rows.get("shipped")
    for s, rs in rows.items():
        rr = [1 / r["rank"] if r["rank"] else 0.0 for r in rs]
        row: dict[str, Any] = scores(rs)
        types = sorted({r["type"] for r in rs})
        if len(types) > 1:
            row["by_type"] = {t: scores([r for r in rs if r["type"] == t]) for t in types}
        if base is not None and s not in ("shipped", "alone"):
            row["rank_moved"] = sum(a["rank"] != b["rank"] for a, b in zip(rs, base, strict=True))
            row["same_top10"] = sum(a["top10"] == b["top10"] for a, b in zip(rs, base, strict=True))
            d = [x - (1 / b["rank"] if b["rank"] else 0.0) for x, b in zip(rr, base, strict=True)]
            row["mrr_delta"] = round(statistics.fmean(d), 4)
            row["mrr_delta_se"] = round(statistics.stdev(d) / len(d) ** 0.5, 4) if len(d) > 1 else 0.0
        out[s] = row
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--store", required=True, help="a copy of a large store (it is written to)")
    p.add_argument("--data", required=True)
    p.add_argument("--format", choices=("locomo", "longmemeval"), default="locomo")
    p.add_argument("--cases", help="comma-separated case ids (default: all)")
    p.add_argument("--settings", default=",".join(SETTINGS))
    p.add_argument("--fusion-oof", help="folder of out-of-fold weights: OOF/<dataset>/<case>.json")
    p.add_argument("--max-questions", type=int, default=0, help="per case, evenly spaced (0: all)")
    p.add_argument("--k", type=int, default=50)
    p.add_argument("--out", help="write every question's rank per setting as JSON here")
    a = p.parse_args()
    cases = locomo.load(a.data) if a.format == "locomo" else longmemeval.load_grouped(a.data)
    if a.cases:
        wanted = a.cases.split(",")
        cases = [c for c in cases if c.case_id in wanted]
    sub = "locomo" if a.format == "locomo" else "facts"

    def params_of(case: Case) -> dict[str, Any]:
        return {"weights": str(Path(a.fusion_oof) / sub / f"{case.case_id}.json")} if a.fusion_oof else {}

    res = run(a.store, cases, a.settings.split(","), params_of, a.max_questions, a.k)
    res["summary"] = summary(res["rows"])
    res["weights"] = "out of fold" if a.fusion_oof else (
        "shipped: trained on ATANT Core, LoCoMo dev, generated conversations and the facts set's dev part "
        "(figures on those are in-sample)")
    if a.out:
        Path(a.out).write_text(json.dumps(res, indent=1) + "\n", encoding="utf-8")
    print(json.dumps({k: v for k, v in res.items() if k != "rows"}, indent=1))


if __name__ == "__main__":
    main()
