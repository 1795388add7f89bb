"""Reports of benchmark runs: ``report.md`` in the paper's table layouts, the same numbers as
``results.csv`` (long format) and ``results.json``, and PNG plots (``plots.py``).

Everything is computed from run directories alone (``config.json`` + ``cases/*.json``), so a report
can be regenerated, or several runs (other extractors, other datasets) combined, at any time.
Per-question metric values are averaged per (view, subset, group, method, metric):

- view: ATANT ``strict`` / ``permissive``; LoCoMo ``turn`` / ``session``; LongMemEval ``A`` / ``B``;
  ``answer`` for answer accuracy;
- subset: LoCoMo ``cat1-4`` / ``cat5`` (adversarial, reported apart); LongMemEval sweep points
  ``distractors=N``; otherwise ``all``;
- group: ``all`` or the question's category / type.
"""

from __future__ import annotations

import csv
import json
from collections import defaultdict
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from ..graph.base import MAX_SIMILAR
from ..retrieve.adaptive import LOCAL_ABOVE
from ..retrieve.base import ABLATIONS
from . import paper
from .diagnostics import failure_categories, vocabulary
from .run import HEADLINES, Run, benchmark_label, label, load, order_methods
from .runner import BenchError

RECALL_KS = (1, 3, 5, 10)
TABLE1_CAPTION = (
    "Methods as columns; best of each row in bold. The paper's value is shown beside ours where it "
    "published one: for the matching extraction model, else the range over its three LLM extractors "
    "(GPT-OSS, Qwen3-Small, Gemma). OpenClaw reads raw text and does not depend on extraction. "
    "ATANT uses strict relevance; LoCoMo excludes category 5 here (reported below). Basic, Stop, TFIDF "
    "and BM25 are the paper's methods. Adapt is too, but not as in the paper in one respect: each topic "
    f"keeps at most {MAX_SIMILAR} similarity edges (the paper's graph is unbounded); forward push "
    f"replaces its 20 power iterations only on graphs above {LOCAL_ABOVE:,} edges. OpenClaw's dense side "
    "is the embedder named under each run, not the paper's nomic-embed-text-v1.5, over one vector per "
    "exchange. A +fallback column is the same method answering from the unfiltered query when the 15% "
    "filter leaves no entry point (not in the paper, so no paper value).")


# ---------------------------------------------------------------------------------------------
# Aggregation


def subset_of(dataset: str, rec: dict[str, Any], q: dict[str, Any]) -> str:
    if dataset == "locomo":
        return "cat5" if q.get("category") == 5 else "cat1-4"
    if dataset == "longmemeval" and rec.get("meta", {}).get("distractors_requested") is not None:
        return f"distractors={rec['meta']['distractors_requested']}"
    return "all"


def aggregate(run: Run) -> list[dict[str, Any]]:
    """Long-format rows: mean of every metric per (view, subset, group, method)."""
    sums: dict[tuple[str, str, str, str, str], list[float]] = defaultdict(lambda: [0.0, 0])
    for rec in run.records:
        for q in rec.get("questions", []):
            subset = subset_of(run.dataset, rec, q)
            groups = ("all", str(q.get("qtype") or "")) if q.get("qtype") else ("all",)
            for method, res in q.get("results", {}).items():
                values = dict(res.get("metrics", {}))
                ans = res.get("answer") or {}
                if "f1" in ans:
                    values["answer/f1"], values["answer/containment"] = ans["f1"], ans["containment"]
                for key, value in values.items():
                    view, _, metric = key.partition("/")
                    for group in groups:
                        acc = sums[(view, subset, group, method, metric)]
                        acc[0] += value
                        acc[1] += 1
    return [{"run": str(run.dir), "benchmark": run.benchmark, "dataset": run.dataset, "extractor": run.extractor,
             "view": v, "subset": s, "group": g, "method": m, "metric": k, "value": tot / n, "n": n}
            for (v, s, g, m, k), (tot, n) in sorted(sums.items())]


class Cells:
    """Index over aggregated rows: ``get(view, subset, group, method, metric)`` -> (value, n)."""

    def __init__(self, rows: Iterable[dict[str, Any]]) -> None:
        self._d = {(r["view"], r["subset"], r["group"], r["method"], r["metric"]): (r["value"], r["n"])
                   for r in rows}

    def get(self, view: str, subset: str, group: str, method: str, metric: str) -> tuple[float, int] | None:
        return self._d.get((view, subset, group, method, metric))

    def value(self, *key: str) -> float | None:
        got = self.get(*key)
        return None if got is None else got[0]

    def groups(self, view: str, subset: str) -> list[str]:
        return sorted({k[2] for k in self._d if k[0] == view and k[1] == subset and k[2] != "all"})

    def subsets(self, view: str) -> list[str]:
        return sorted({k[1] for k in self._d if k[0] == view})


# ---------------------------------------------------------------------------------------------
# Markdown helpers


def fmt(v: float | None, digits: int = 3) -> str:
    return "-" if v is None else f"{v:.{digits}f}"


def md_table(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    out = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    out += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(out)


def bold_best(values: Sequence[float | None], texts: Sequence[str]) -> list[str]:
    """Bold every cell whose value (at 3 decimals) is the row's best."""
    present = [round(v, 3) for v in values if v is not None]
    best = max(present) if present else None
    return [f"**{t}**" if v is not None and round(v, 3) == best else t for v, t in zip(values, texts, strict=True)]


def with_paper(v: float | None, p: str | None) -> str:
    return fmt(v) if p is None or v is None else f"{fmt(v)} (paper {p})"


# ---------------------------------------------------------------------------------------------
# Tables


def headline_rows(runs: Sequence[Run], cells: dict[Path, Cells]) -> tuple[list[str], list[list[str]]]:
    """Table 1: benchmark x extractor rows, methods as columns."""
    methods = order_methods({m for r in runs for m in r.methods if m not in ABLATIONS})
    rows = []
    for run in runs:
        for view, subset, metric in HEADLINES[run.dataset]:
            name = benchmark_label(run.benchmark)
            if run.dataset == "locomo":
                name += f" {view} (cat 1-4)"
            paper_key = run.benchmark if run.dataset != "locomo" else ""
            values = [cells[run.dir].value(view, subset, "all", m, metric) for m in methods]
            if all(v is None for v in values):
                continue  # e.g. a distractor-sweep run: its numbers are in the sweep table
            texts = [with_paper(v, paper.table1_value(paper_key, run.extractor, m)) for v, m in zip(values, methods, strict=True)]
            rows.append([name, run.extractor, *bold_best(values, texts)])
    return ["Benchmark", "Extraction", *[label(m) for m in methods]], rows


def empty_share(run: Run, method: str, subset: str) -> float | None:
    """Share of a subset's questions for which ``method`` returned no note at all (a retriever
    that only returns matched notes caps its own recall this way)."""
    flags = [not q["results"][method].get("ranked") for r in run.records for q in r.get("questions", [])
             if method in q.get("results", {}) and subset_of(run.dataset, r, q) == subset]
    return sum(flags) / len(flags) if flags else None


def recall_table(run: Run, c: Cells, view: str, subset: str, ks: Sequence[int] = RECALL_KS) -> str:
    metrics = ["mrr", *[f"recall@{k}" for k in ks]]
    rows = []
    for m in run.methods:
        got = c.get(view, subset, "all", m, "mrr")
        if got is None:
            continue
        empty = empty_share(run, m, subset)
        rows.append([label(m), *[fmt(c.value(view, subset, "all", m, x)) for x in metrics], got[1],
                     "-" if empty is None else f"{100 * empty:.1f}%"])
    return md_table(["Method", "MRR", *[f"R@{k}" for k in ks], "n", "no result"], rows)


def category_table(run: Run, c: Cells, view: str, subset: str, metric: str = "mrr",
                   paper_fn: Any = None) -> str:
    methods = run.methods
    rows = []
    for group in c.groups(view, subset):
        values = [c.value(view, subset, group, m, metric) for m in methods]
        n = next((got[1] for m in methods if (got := c.get(view, subset, group, m, metric))), 0)
        texts = [with_paper(v, paper_fn(group, m) if paper_fn else None) for v, m in zip(values, methods, strict=True)]
        rows.append([group, n, *bold_best(values, texts)])
    return md_table(["Category", "n", *[label(m) for m in methods]], rows)


def ablation_rows(runs: Sequence[Run], cells: dict[Path, Cells]) -> list[list[str]]:
    rows = []
    for run in runs:
        view, subset, metric = HEADLINES[run.dataset][0]
        full = cells[run.dir].value(view, subset, "all", "adaptive", metric)
        if full is None:
            continue
        row = [benchmark_label(run.benchmark), run.extractor, fmt(full)]
        found = False
        for ab in ABLATIONS:
            v = cells[run.dir].value(view, subset, "all", ab, metric)
            p = paper.table3_value(run.benchmark, ab)
            found |= v is not None
            cell = "-" if v is None else f"{v - full:+.3f}"
            row.append(cell if p is None or v is None else f"{cell} (paper {p:+.3f})")
        if found:
            rows.append(row)
    return rows


def strictness_rows(runs: Sequence[Run], cells: dict[Path, Cells]) -> list[list[str]]:
    """Table 4: ATANT MRR of full AdaptiveGraph and without diffusion, strict and permissive."""
    rows = []
    for run in runs:
        if run.dataset != "atant":
            continue
        c = cells[run.dir]
        row = [benchmark_label(run.benchmark), run.extractor]
        for crit in ("strict", "permissive"):
            full = c.value(crit, "all", "all", "adaptive", "mrr")
            nodiff = c.value(crit, "all", "all", "adaptive-no-diffusion", "mrr")
            pen = None if full is None or nodiff is None else nodiff - full
            paper_ok = run.benchmark == "atant-core"
            row += [with_paper(full, paper.table4_value(run.extractor, crit, 0) if paper_ok else None),
                    with_paper(nodiff, paper.table4_value(run.extractor, crit, 1) if paper_ok else None),
                    "-" if pen is None else f"{pen:+.3f}" + (f" (paper +{paper.table4_value(run.extractor, crit, 2)})"
                                                            if paper_ok else "")]
        if any(cell != "-" for cell in row[2:]):
            rows.append(row)
    return rows


def answer_rows(runs: Sequence[Run], cells: dict[Path, Cells]) -> list[list[Any]]:
    rows = []
    for run in runs:
        c = cells[run.dir]
        view, subset, metric = HEADLINES[run.dataset][0]
        for m in run.methods:
            f1 = c.get("answer", subset, "all", m, "f1")
            if f1 is None:
                continue
            cont = c.value("answer", subset, "all", m, "containment")
            p = paper.TABLE5.get(m) if run.benchmark == "longmemeval-s" else None
            rows.append([benchmark_label(run.benchmark), run.extractor, label(m),
                         with_paper(c.value(view, subset, "all", m, metric), fmt(p["mrr"]) if p else None),
                         with_paper(f1[0], fmt(p["f1"]) if p else None),
                         f"{100 * cont:.1f}%" + (f" (paper {100 * p['containment']:.1f}%)" if p else "")
                         if cont is not None else "-", f1[1]])
    return rows


def sweep_table(run: Run, c: Cells) -> str | None:
    subsets = [s for s in c.subsets("A") if s.startswith("distractors=")]
    if not subsets:
        return None
    subsets.sort(key=lambda s: int(s.split("=")[1]))
    methods = run.methods
    rows = []
    for s in subsets:
        values = [c.value("A", s, "all", m, "mrr") for m in methods]
        full, nodiff = c.value("A", s, "all", "adaptive", "mrr"), c.value("A", s, "all", "adaptive-no-diffusion", "mrr")
        diff = "-" if full is None or nodiff is None else f"{full - nodiff:+.3f}"
        rows.append([s.split("=")[1], *bold_best(values, [fmt(v) for v in values]), diff])
    return md_table(["Distractors", *[label(m) for m in methods], "Diffusion contribution"], rows)


def timing_table(run: Run) -> str:
    ingest = sum(r.get("timing", {}).get("ingest", 0.0) for r in run.records)
    per: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0])
    for r in run.records:
        for m, t in r.get("timing", {}).get("methods", {}).items():
            per[m][0] += t.get("first_query", 0.0)
            per[m][1] += t.get("queries", 0.0)
            per[m][2] += t.get("n", 0)
    rows = [["ingest (extraction + store)", f"{ingest:.2f}", "", ""]]
    for m in order_methods(per):
        first, rest, n = per[m]
        rows.append([label(m), f"{first + rest:.2f}", f"{first:.2f}", f"{1000 * (first + rest) / max(1, n):.2f}"])
    return md_table(["Stage", "seconds (sum over cases)", "of which first queries (build the index)",
                     "ms per query"], rows)


def vocabulary_rows(runs: Sequence[Run]) -> list[list[Any]]:
    rows = []
    for run in runs:
        v = vocabulary(run.records)
        rows.append([benchmark_label(run.benchmark), run.extractor, v.cases, f"{v.notes:.1f}",
                     f"{v.distinct_tags:.1f}", f"{v.tags_per_note:.2f}", f"{v.reuse:.2f}",
                     f"{100 * v.failed_share:.1f}%"])
    return rows


def failure_section(runs: Sequence[Run]) -> tuple[list[str], dict[str, Any]]:
    """Table 10 per dataset (runs grouped by dataset and data hash), one column pair per extractor."""
    lines: list[str] = []
    data: dict[str, Any] = {}
    groups: dict[tuple[str, str], list[Run]] = defaultdict(list)
    for run in runs:
        groups[(run.benchmark, run.config.get("data_sha256", ""))].append(run)
    for (bench, _), group in groups.items():
        table = failure_categories([(r.extractor, r.records) for r in group])
        data[bench] = table.as_dict()
        lines.append(f"**{benchmark_label(bench)}**: {table.pool} of {table.units_total} (question, gold note) "
                     f"units are missed at recall@5 by at least one of {', '.join(label(m) for m in table.methods)} "
                     f"under at least one of {len(table.extractors)} extractor(s).")
        if table.single_extractor:
            lines.append("Only one extractor has been run on this dataset, so C2 (extractors disagree) cannot "
                         "occur and C1 means \"no helpful tag\"; pass earlier runs with other extractors "
                         "(`--compare DIR`) to separate C1 from C2.")
        headers = ["Category", "n", *[f"{e}: tagged / succeeded" for e in table.extractors]]
        rows = []
        for cat in ("C1", "C2", "C3", "C4"):
            cells = []
            for e in table.extractors:
                tagged, ok = table.cells.get(cat, {}).get(e, (0.0, None))
                cells.append("-" if not table.counts[cat] else
                             f"{100 * tagged:.1f}% / " + ("-" if ok is None else f"{100 * ok:.1f}%"))
            rows.append([cat, table.counts[cat], *cells])
        lines += ["", md_table(headers, rows), ""]
        for cat, ex in table.examples.items():
            tags = "; ".join(f"{e}: {', '.join(t) or 'none'}" for e, t in ex["helpful_tags"].items())
            lines.append(f"- {cat} example: case {ex['case_id']} question \"{ex['question']}\" (gold note "
                         f"{ex['gold_note']}); helpful tags {tags}")
        lines.append("")
    return lines, data


def _run_header(run: Run) -> list[str]:
    cfg = run.config
    last = (cfg.get("runs") or [{}])[-1]
    emb = cfg.get("embedder") or {}
    out = [(f"- data: `{cfg.get('data')}` (sha256 {cfg.get('data_sha256', '')[:16]}...), "
            f"{len(run.records)} cases, {sum(len(r.get('questions', [])) for r in run.records)} questions"),
           f"- extractor: `{run.extractor}`" + (f", prompt {cfg['extractor'].get('prompt_version')}"
                                              if cfg["extractor"].get("prompt_version") else ""),
           f"- methods: {', '.join(run.methods)}; depth {cfg.get('depth')}; taggraph {cfg.get('taggraph_version')}",
           (f"- {len(cfg.get('runs') or [])} invocation(s), {sum(r.get('seconds', 0) for r in cfg.get('runs') or []):.1f} s "
            f"wall in all; the last: {last.get('seconds', '?')} s, {last.get('computed', '?')} cases computed, "
            f"{last.get('reused', '?')} reused, {last.get('workers', '?')} workers")]
    llm = [r["extraction"] for r in run.records if r.get("extraction")]
    if llm:
        tot = {k: sum(x.get(k, 0) for x in llm) for k in ("turns", "requests", "cache_hits", "failures",
                                                           "prompt_tokens", "completion_tokens")}
        out.append(f"- LLM extraction (ontology {cfg['extractor'].get('ontology_mode') or 'all'}, {len(llm)} cases "
                   f"extracted in this directory): {tot['turns']} turns, {tot['requests']} requests, "
                   f"{tot['cache_hits']} cache hits, {tot['failures']} failed turns, {tot['prompt_tokens']} "
                   f"prompt + {tot['completion_tokens']} completion tokens")
    if emb:
        out.append(f"- dense embeddings: {emb.get('model')} (cache `{emb.get('cache')}`)")
    fusion = cfg.get("fusion")
    if fusion:
        if fusion.get("weights") == "out-of-fold":
            out.append(f"- fusion: **out-of-fold** (each case ranked by weights trained without it, "
                       f"`{fusion.get('folder')}`)")
        else:
            out.append(f"- fusion: shipped weights {fusion.get('weights')}, trained on "
                       f"{', '.join((fusion.get('trained_on') or {}).get('datasets', [])) or '?'}: figures on that "
                       "data are **in-sample**")
    errors: dict[str, int] = defaultdict(int)
    for r in run.records:
        for m in r.get("errors", {}):
            errors[m] += 1
    if errors:
        out.append("- method errors: " + ", ".join(f"{m} failed on {n} cases" for m, n in errors.items()))
    return out


def run_section(run: Run, c: Cells) -> list[str]:
    """The detailed tables of one run."""
    title = f"{benchmark_label(run.benchmark)} / {run.extractor}"
    lines = [f"## {title}", "", *_run_header(run), ""]
    summary = run.dataset_summary or {}
    if run.dataset == "atant":
        for crit in ("strict", "permissive"):
            lines += [f"### Retrieval, {crit} relevance ({'all' if crit == 'strict' else 'any'} expected substrings)",
                      "", recall_table(run, c, crit, "all"), ""]
        no_s = [q["qid"] for r in run.records for q in r["questions"] if not q.get("gold_notes")]
        no_p = [q["qid"] for r in run.records for q in r["questions"] if not q.get("relevant_permissive")]
        lines += [(f"Questions with no relevant note at all (they score 0 for every method): strict {len(no_s)} "
                   f"({', '.join(no_s) or 'none'}), permissive {len(no_p)} ({', '.join(no_p) or 'none'})."), ""]
        if summary.get("notes_per_story"):
            lines += [f"Store size: {summary['notes_per_story']:.1f} notes per story "
                      f"(paper Table 9: Core {paper.TABLE9['core'][1]}).", ""]
        lines += ["### Strict and permissive MRR by method", "",
                  md_table(["Method", "Strict", "Permissive", "Difference"],
                           [[label(m), fmt(s := c.value("strict", "all", "all", m, "mrr")),
                             fmt(p := c.value("permissive", "all", "all", m, "mrr")),
                             "-" if s is None or p is None else f"{p - s:+.3f}"] for m in run.methods]), ""]
        core = run.benchmark == "atant-core"
        lines += ["### MRR by category (strict" + ("; paper values: GPT-OSS extraction, Table 7" if core else "")
                  + ")", "", category_table(run, c, "strict", "all",
                                            paper_fn=paper.table7_value if core else None), ""]
    elif run.dataset == "locomo":
        for view in ("turn", "session"):
            for subset, name in (("cat1-4", "categories 1-4"), ("cat5", "category 5 (adversarial)")):
                if c.get(view, subset, "all", run.methods[0], "mrr") is not None:
                    lines += [f"### {view.title()} level, {name}", "", recall_table(run, c, view, subset), ""]
            lines += [f"### {view.title()}-level MRR by category", "",
                      category_table(run, c, view, "cat1-4"), "", category_table(run, c, view, "cat5"), ""]
        counts = summary.get("evidence_issue_counts")
        if counts is not None:
            lines += [(f"Evidence ids: {summary.get('gold_turn_ids')} kept of {summary.get('evidence_entries')} "
                       f"entries; issues {json.dumps(counts)}; {len(summary.get('evidence_dropped', []))} dropped; "
                       f"{len(summary.get('questions_without_gold', []))} questions without gold (not scored)."), ""]
    else:
        if "all" in c.subsets("A"):
            lines += ["### Protocol A (the paper's: sessions de-duplicated to depth 40)", "",
                      recall_table(run, c, "A", "all", (1, 3, 5)), ""]
        if run.methods and c.get("B", "all", "all", run.methods[0], "session/recall_any@5") is not None:
            rows = [[label(m), *[fmt(c.value("B", "all", "all", m, f"session/{x}@{k}"))
                                 for x in ("recall_any", "recall_all", "ndcg_any") for k in (5, 10)]]
                    for m in run.methods]
            lines += ["### Protocol B (official; abstention excluded), session level", "",
                      md_table(["Method", "recall_any@5", "recall_any@10", "recall_all@5", "recall_all@10",
                                "ndcg_any@5", "ndcg_any@10"], rows), ""]
        if "all" in c.subsets("A"):
            lines += ["### Recall@k by question type (Table 6 shape)", ""]
            for k in (1, 3, 5):
                lines += [f"recall@{k}:", "", category_table(
                    run, c, "A", "all", f"recall@{k}",
                    paper_fn=(lambda g, m, k=k: paper.table6_value(g, run.extractor, m, k))
                    if run.benchmark == "longmemeval-s" else None), ""]
        sweep = sweep_table(run, c)
        if sweep:
            lines += ["### Distractor sweep (protocol A MRR; gold sessions + N sampled distractors)", "", sweep, ""]
    lines += ["### Where the time went", "", timing_table(run), ""]
    return lines


def build_report(runs: Sequence[Run]) -> tuple[str, list[dict[str, Any]], dict[str, Any]]:
    """(markdown, long rows, json document) for ``runs`` (the first is the primary one)."""
    cells = {}
    rows: list[dict[str, Any]] = []
    for run in runs:
        agg = aggregate(run)
        rows += agg
        cells[run.dir] = Cells(agg)
    md = ["# taggraph benchmark report", ""]
    headers, t1 = headline_rows(runs, cells)
    md += ["## Retrieval MRR (Table 1 layout)", "", TABLE1_CAPTION, "",
           md_table(headers, t1) if t1 else "(no full-haystack results in these runs; see the sweep tables)", ""]
    ab = ablation_rows(runs, cells)
    if ab:
        md += ["## Ablation: change in MRR when one AdaptiveGraph component is removed (Table 3)", "",
               md_table(["Benchmark", "Extraction", "Adapt MRR", "-Diffusion", "-Chronological", "-File seeding"], ab),
               ""]
    st = strictness_rows(runs, cells)
    if st:
        md += ["## ATANT strict vs permissive, AdaptiveGraph with and without diffusion (Table 4)", "",
               md_table(["Benchmark", "Extraction", "Strict full", "Strict -Diffusion", "Strict penalty",
                         "Permissive full", "Permissive -Diffusion", "Permissive penalty"], st), ""]
    ans = answer_rows(runs, cells)
    if ans:
        md += ["## Answer accuracy from the top-5 notes (Table 5)", "",
               md_table(["Benchmark", "Extraction", "Method", "MRR", "Token F1", "Containment", "n"], ans), ""]
    md += ["## Tag vocabulary per case (Table 2)", "",
           md_table(["Benchmark", "Extraction", "Cases", "Notes/case", "Distinct tags/case", "Tags/note",
                     "Reuse", "Extraction failed"], vocabulary_rows(runs)), "",
           "Paper (LongMemEval-S): " + "; ".join(
               f"{e} {v['notes']} notes, {v['distinct_tags']} distinct, {v['tags_per_note']} tags/note, reuse {v['reuse']}"
               for e, v in paper.TABLE2.items()), ""]
    fail_lines, fail_data = failure_section(runs)
    md += ["## Failure categories over the pooled recall@5 misses (Table 10)", "", *fail_lines]
    for run in runs:
        md += run_section(run, cells[run.dir])
    doc = {"runs": [{"dir": str(r.dir), "benchmark": r.benchmark, "extractor": r.extractor,
                     "config": r.config, "dataset_summary": r.dataset_summary,
                     "vocabulary": vocabulary(r.records).as_dict()} for r in runs],
           "table1": {"headers": headers, "rows": t1}, "failure_categories": fail_data, "rows": rows}
    return "\n".join(md).rstrip() + "\n", rows, doc


def write_report(out: str | Path, compare: Sequence[str | Path] = (), *, plots: bool = True) -> Path:
    """Write report.md, results.csv, results.json and the PNG plots into ``out``; ``out`` is a
    run directory (listed first) or, with only ``compare`` runs, a fresh folder for a combined report."""
    out = Path(out)
    runs = [load(out)] if (out / "config.json").exists() else []
    seen = {r.dir.resolve() for r in runs}
    for d in compare:
        if Path(d).resolve() not in seen:
            runs.append(load(d))
            seen.add(Path(d).resolve())
    if not runs:
        raise BenchError(f"no benchmark run in {out} and none given to compare")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise BenchError(f"cannot write the report to {out}: {exc.strerror or exc}") from None
    md, rows, doc = build_report(runs)
    images: list[str] = []
    if plots:
        from .plots import make_plots

        images = make_plots(runs, rows, out)
        if images:
            md += "\n## Plots\n\n" + "\n".join(f"![{Path(p).stem}]({Path(p).name})" for p in images) + "\n"
    (out / "report.md").write_text(md, encoding="utf-8")
    with (out / "results.csv").open("w", newline="", encoding="utf-8") as f:
        fields = ["benchmark", "dataset", "extractor", "view", "subset", "group", "method", "metric", "value", "n", "run"]
        w = csv.DictWriter(f, fieldnames=fields)
        w.writeheader()
        w.writerows(rows)
    doc["plots"] = [Path(p).name for p in images]
    (out / "results.json").write_text(json.dumps(doc, indent=1, default=str) + "\n", encoding="utf-8")
    return out / "report.md"
