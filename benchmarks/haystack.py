"""Rank quality at scale: a benchmark's conversations asked inside a large store. Each case's
turns are added to a copy of a big store (a year of someone's other notes: the haystack), its
questions are asked there, and its notes are forgotten again before the next case, so cases
never see each other. Every question is ranked under each setting in the same process, and once
more with the case alone in a store of its own, so the table shows what the haystack costs and
what each engineering departure of a large store (approximate dense search, PPR by push) adds.

    cp big.db /tmp/hay.db   # the script writes to it
    python benchmarks/haystack.py --store /tmp/hay.db --data locomo_dev.json --format locomo \\
        --fusion-oof runs/fusion/oof --max-questions 60

The haystack: any store; ``haystack_build.py`` builds one out of many different people's
histories (benchmark conversations), fairer than a templated one, whose near-duplicates crowd
the candidate lists and look like updates of each other. With ``--hide-own`` a case's own
conversation, when such a haystack holds it, is taken out while that case is asked (and put back).

Settings (``--settings``): ``shipped`` (the code as it is: approximate dense search above
``ANN_MIN`` vectors, power iteration up to ``LOCAL_ABOVE`` graph edges and forward push above),
``push`` (adaptive's PPR by forward push at every size, ``LOCAL_ABOVE`` = 0), ``power-iteration``
(at every size), ``exact-dense`` (the ANN dropped), ``no-change`` (fusion's ``change`` and
``past`` columns left at zero at query time: an ablation of a model trained with them),
``dense<N>`` (fusion's dense candidate list N deep instead of ``DEPTH``, the other three lists
unchanged: an ablation), the case ``alone``, and ``alone:<setting>`` (a setting, alone).

Candidates: for every question the output also says whether a gold note was among fusion's
candidates at all (``candidate``) and the best rank a gold note had in each of the four lists
fusion takes its candidates from (``list_rank``: bm25, tfidf, adaptive, dense; None when outside
it), read from the query's own feature rows. The summary counts, per question type, for the
questions whose gold is not at rank 1: how many had no gold candidate, how many had it outside
each list, and outside it in the haystack though inside it alone.
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
from datetime import datetime
from pathlib import Path
from typing import Any

from taggraph import Memory
from taggraph.bench.datasets import locomo, longmemeval
from taggraph.bench.datasets.base import Case
from taggraph.bench.metrics import first_relevant_rank, recall_at_k
from taggraph.bench.timeshift import moved, shift_text, shift_years
from taggraph.notes import Turn

SETTINGS = ("shipped", "push", "power-iteration", "exact-dense", "no-change", "alone")
# also accepted: "dense<N>" (fusion's dense list N deep) and "alone:<setting>" (a setting, alone)


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
    elif m := re.fullmatch(r"dense(\d+)", name):
        from taggraph.retrieve.fusion import Fusion

        # fusion's DEPTH is shared by all four lists: deepen the dense list's search only
        depth, kept_query = int(m.group(1)), Fusion._dense_query

        def deeper(self: Fusion, *args: Any, **kwargs: Any) -> Any:
            kept_depth, self.depth = self.depth, depth
            try:
                return kept_query(self, *args, **kwargs)
            finally:
                self.depth = kept_depth

        Fusion._dense_query = deeper  # type: ignore[method-assign]
        try:
            yield
        finally:
            Fusion._dense_query = kept_query  # type: ignore[method-assign]
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


LISTS = ("bm25", "tfidf", "adaptive", "dense")


@contextlib.contextmanager
def candidate_rows() -> Iterator[list[Any]]:
    """Fusion's candidate rows (``FeatureRows``) of every query in the block: the query's own
    rows, recorded as fusion computes them, so nothing is recomputed or changed."""
    from taggraph.retrieve.fusion import Fusion

    seen: list[Any] = []
    kept = Fusion.features

    def features(self: Fusion, query: str, now: datetime | None = None) -> Any:
        rows = kept(self, query, now)
        seen.append(rows)
        return rows

    Fusion.features = features  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        Fusion.features = kept  # type: ignore[method-assign]


def gold_places(rows: Any, gold: set[str]) -> dict[str, Any]:
    """Whether a gold note was among fusion's candidates, and the best rank a gold note had in
    each candidate list (read back from the ``<list>_rr`` columns, 1/rank; None: not in it)."""
    from taggraph.retrieve.fusion_features import COLUMN

    place: dict[str, int | None] = dict.fromkeys(LISTS)
    for j, nid in enumerate(rows.ids):
        if nid not in gold:
            continue
        for m in LISTS:
            rr = float(rows.X[j, COLUMN[f"{m}_rr"]])
            if rr > 0:
                r = round(1 / rr)
                place[m] = r if place[m] is None else min(r, place[m] or r)
    return {"candidate": any(i in gold for i in rows.ids), "candidates": len(rows.ids), "list_rank": place}


def ask(mem: Memory, qs: list[Any], turn_of: dict[str, str], *, now: datetime | None, years: int,
        params: dict[str, Any], k: int) -> list[dict[str, Any]]:
    rows = []
    for q in qs:
        when = shift_years(q.date, years) or now
        with candidate_rows() as seen:
            hits = mem.query(shift_text(q.text, years), k=k, method="fusion", now=when, words=False, **params)
        ranked = [turn_of.get(h.note_id, "") for h in hits]
        rank = first_relevant_rank(ranked, set(q.gold_turns))
        gold = {nid for nid, t in turn_of.items() if t in set(q.gold_turns)}
        rows.append({"qid": q.qid, "type": q.qtype, "rank": rank,
                     "recall@10": recall_at_k(ranked, set(q.gold_turns), 10),
                     "top10": [h.note_id for h in hits[:10]],
                     **(gold_places(seen[-1], gold) if seen else {})})
    return rows


def hidden(mem: Memory, name: str) -> list[Turn]:
    """Forget the haystack notes of conversation ``name`` (``meta["haystack"]``, as
    haystack_build.py marks them) and return them as turns, to be remembered again after."""
    own = [n for n in mem.notes() if n.meta.get("haystack") == name]
    for n in own:
        mem.forget(n.id)
    return [Turn(n.user, n.assistant, n.timestamp, n.session_id, dict(n.meta)) for n in own]


def run(store: str, cases: list[Case], settings: list[str], params_of: Callable[[Case], dict[str, Any]],
        most: int, k: int, *, hide: str = "") -> dict[str, Any]:
    """``hide``: a source name (``locomo``, ``facts``): each case's own conversation, when the
    haystack holds it as ``<hide>/<case id>``, is taken out while that case is asked."""
    rows: dict[str, list[dict[str, Any]]] = {s: [] for s in settings}
    with Memory.open(store) as mem:
        last = max(n.timestamp for n in mem.notes() if n.timestamp is not None)
        mem.query("warm up", k=1, method="fusion")
        haystack = len(mem)
        for case in cases:
            turns, years = moved(case, last.year + 1)
            qs = picked(case, most)
            params = params_of(case)
            own = hidden(mem, f"{hide}/{case.case_id}") if hide else []
            notes = mem.remember_many(turns, index=False)
            turn_of = {n.id: t.meta["turn_id"] for n, t in zip(notes, turns, strict=True)}
            now = max((t.timestamp for t in turns if t.timestamp is not None), default=None)
            for s in settings:
                if s.startswith("alone"):
                    continue
                with setting(mem, s):
                    rows[s] += ask(mem, qs, turn_of, now=now, years=years, params=params, k=k)
            for n in notes:
                mem.forget(n.id)
            if own:
                mem.remember_many(own, index=False)
            alone = [s for s in settings if s.startswith("alone")]
            if alone:
                with Memory.open(":memory:") as solo:
                    mine = solo.remember_many(turns, index=False)
                    ids = {n.id: t.meta["turn_id"] for n, t in zip(mine, turns, strict=True)}
                    for s in alone:  # "alone" or "alone:<setting>"
                        with setting(solo, s.partition(":")[2]):
                            rows[s] += ask(solo, qs, ids, now=now, years=years, params=params, k=k)
            hid = f", {len(own)} own haystack notes out" if hide else ""
            print(f"{case.case_id}: {len(turns)} turns, {len(qs)} questions{hid}", flush=True)
    return {"haystack_notes": haystack, "questions": len(rows[settings[0]]), "rows": rows}


def scores(rs: list[dict[str, Any]]) -> dict[str, float]:
    return {"n": len(rs), "mrr": round(statistics.fmean(1 / r["rank"] if r["rank"] else 0.0 for r in rs), 4),
            "recall@1": round(sum(r["rank"] == 1 for r in rs) / len(rs), 4),
            "recall@10": round(statistics.fmean(r["recall@10"] for r in rs), 4)}


def places(rs: list[dict[str, Any]], alone: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Where the gold notes of ``rs`` were among fusion's candidates: how many had none there,
    and per list how many had it outside that list, and outside it here but inside it alone."""
    have = [r for r in rs if "candidate" in r]
    out: dict[str, Any] = {"n": len(have), "no_candidate": sum(not r["candidate"] for r in have),
                           "outside": {m: sum(r["list_rank"][m] is None for r in have) for m in LISTS}}
    paired = [(r, alone[r["qid"]]) for r in have if "candidate" in alone.get(r["qid"], {})]
    if paired:
        out["outside_here_inside_alone"] = {
            m: sum(r["list_rank"][m] is None and a["list_rank"][m] is not None for r, a in paired) for m in LISTS}
    return out


def candidate_recall(rs: list[dict[str, Any]], alone: list[dict[str, Any]] | None) -> dict[str, Any]:
    """Candidate recall (the share of questions with a gold note among fusion's candidates),
    and for the questions whose gold is not at rank 1, per question type, where it was lost:
    all of them, and those whose gold was at rank 1 when the case was alone."""
    have = [r for r in rs if "candidate" in r]
    if not have:
        return {}
    solo = {r["qid"]: r for r in alone or []}
    out: dict[str, Any] = {"candidate_recall": round(sum(r["candidate"] for r in have) / len(have), 4)}
    for t in sorted({r["type"] for r in have}):
        miss = [r for r in have if r["type"] == t and r["rank"] != 1]
        row = {"not_top1": places(miss, solo)}
        if alone is not None:
            row["top1_alone_not_here"] = places([r for r in miss if solo.get(r["qid"], {}).get("rank") == 1], solo)
        out[t] = row
    return out


def summary(rows: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    """MRR, recall@1 and recall@10 per setting, overall and by question type; against
    ``shipped`` (an ``alone:`` setting against ``alone``), the questions whose rank moved and
    the top-10 lists that stayed the same; where the gold notes were among the candidates."""
    out: dict[str, Any] = {}
    for s, rs in rows.items():
        base_name = "alone" if s.startswith("alone") else "shipped"
        base = rows.get(base_name)
        rr = [1 / r["rank"] if r["rank"] else 0.0 for r in rs]
        row: dict[str, Any] = scores(rs)
        types = sorted({r["type"] for r in rs})
        if len(types) > 1:
            row["by_type"] = {t: scores([r for r in rs if r["type"] == t]) for t in types}
        if base is not None and s != base_name:
            row["rank_moved"] = sum(a["rank"] != b["rank"] for a, b in zip(rs, base, strict=True))
            row["same_top10"] = sum(a["top10"] == b["top10"] for a, b in zip(rs, base, strict=True))
            d = [x - (1 / b["rank"] if b["rank"] else 0.0) for x, b in zip(rr, base, strict=True)]
            row["mrr_delta"] = round(statistics.fmean(d), 4)
            row["mrr_delta_se"] = round(statistics.stdev(d) / len(d) ** 0.5, 4) if len(d) > 1 else 0.0
        row["candidates"] = candidate_recall(rs, rows.get("alone") if s != "alone" else None)
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
    p.add_argument("--weights", help="one fusion weights file for every case (default: the shipped one)")
    p.add_argument("--max-questions", type=int, default=0, help="per case, evenly spaced (0: all)")
    p.add_argument("--k", type=int, default=50)
    p.add_argument("--hide-own", action="store_true",
                   help="take each case's own conversation out of a haystack_build.py haystack while it is asked")
    p.add_argument("--out", help="write every question's rank per setting as JSON here")
    a = p.parse_args()
    cases = locomo.load(a.data) if a.format == "locomo" else longmemeval.load_grouped(a.data)
    if a.cases:
        wanted = a.cases.split(",")
        cases = [c for c in cases if c.case_id in wanted]
    sub = "locomo" if a.format == "locomo" else "facts"

    def params_of(case: Case) -> dict[str, Any]:
        if a.fusion_oof:
            return {"weights": str(Path(a.fusion_oof) / sub / f"{case.case_id}.json")}
        return {"weights": a.weights} if a.weights else {}

    res = run(a.store, cases, a.settings.split(","), params_of, a.max_questions, a.k, hide=sub if a.hide_own else "")
    res["summary"] = summary(res["rows"])
    res["weights"] = "out of fold" if a.fusion_oof else a.weights if a.weights else (
        "shipped: trained on ATANT Core, LoCoMo dev, generated conversations and the facts set's dev part "
        "(figures on those are in-sample)")
    if a.out:
        Path(a.out).write_text(json.dumps(res, indent=1) + "\n", encoding="utf-8")
    print(table(res["summary"]))
    for name, row in res["summary"].items():
        print(name, json.dumps(row["candidates"]))


def table(summ: dict[str, Any]) -> str:
    """recall@1 / MRR per setting, overall and per question type, and candidate recall."""
    types = sorted({t for row in summ.values() for t in row.get("by_type", {})})
    lines = ["setting | " + " | ".join(f"{t} r@1 / MRR (n)" for t in [*types, "all"]) + " | candidate recall"]
    for name, row in summ.items():
        cells = [row.get("by_type", {}).get(t) for t in types] + [row]
        lines.append(f"{name} | " + " | ".join(f"{c['recall@1']:.3f} / {c['mrr']:.3f} ({c['n']})" if c else "-"
                                               for c in cells)
                     + f" | {row['candidates'].get('candidate_recall', '-')}")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
