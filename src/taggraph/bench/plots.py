"""PNG plots of benchmark results (matplotlib, Agg backend): MRR by method and dataset, recall@k
curves, per-category bars and the LongMemEval distractor sweep. Inputs are the long-format rows
of :func:`taggraph.bench.report.aggregate`; each method keeps one colour in every plot."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..retrieve.base import ABLATIONS

if TYPE_CHECKING:
    from .run import Run

_PALETTE = ["#4C72B0", "#DD8452", "#55A868", "#C44E52", "#8172B3", "#937860", "#DA8BC3", "#8C8C8C",
            "#CCB974", "#64B5CD"]


def _plt() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plt.rcParams.update({"font.size": 10, "axes.titlesize": 11, "axes.spines.top": False,
                         "axes.spines.right": False, "figure.dpi": 110})
    return plt


def _safe(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", text).strip("_")


def _colors(methods: Sequence[str]) -> dict[str, str]:
    from .run import order_methods

    ordered = order_methods(methods)
    return {m: _PALETTE[i % len(_PALETTE)] for i, m in enumerate(ordered)}


def _index(rows: Sequence[dict[str, Any]]) -> dict[tuple[str, str, str, str, str, str], float]:
    return {(r["run"], r["view"], r["subset"], r["group"], r["method"], r["metric"]): r["value"] for r in rows}


def _grouped_bars(ax: Any, groups: list[str], methods: list[str], values: dict[tuple[str, str], float],
                  colors: dict[str, str], *, annotate: bool) -> None:
    from .run import label

    width = 0.8 / max(1, len(methods))
    for j, m in enumerate(methods):
        xs = [i + (j - (len(methods) - 1) / 2) * width for i in range(len(groups))]
        ys = [values.get((g, m), 0.0) for g in groups]
        bars = ax.bar(xs, ys, width * 0.95, label=label(m), color=colors[m])
        if annotate:
            for b, y in zip(bars, ys, strict=False):
                ax.text(b.get_x() + b.get_width() / 2, y + 0.01, f"{y:.2f}", ha="center", va="bottom",
                        fontsize=7, rotation=90)
    ax.set_xticks(range(len(groups)))
    # Head room above 1.0 for value labels or the legend; ticks stop at 1.
    ax.set_ylim(0, 1.18)
    ax.set_yticks([0, 0.2, 0.4, 0.6, 0.8, 1.0])
    ax.grid(axis="y", alpha=0.3)


def plot_mrr_by_method(runs: Sequence[Run], rows: Sequence[dict[str, Any]], out: Path) -> Path | None:
    from .run import HEADLINES, benchmark_label

    plt = _plt()
    idx = _index(rows)
    methods = [m for m in _colors(sorted({m for r in runs for m in r.methods})) if m not in ABLATIONS]
    colors = _colors(methods)
    groups, values = [], {}
    for run in runs:
        for view, subset, metric in HEADLINES[run.dataset]:
            g = f"{benchmark_label(run.benchmark)}\n{view} / {run.extractor}"
            groups.append(g)
            for m in methods:
                v = idx.get((str(run.dir), view, subset, "all", m, metric))
                if v is not None:
                    values[(g, m)] = v
    if not values:
        return None
    fig, ax = plt.subplots(figsize=(max(6.5, 1.1 * len(groups) * max(1, len(methods)) / 3 + 3), 4.6))
    _grouped_bars(ax, groups, methods, values, colors, annotate=len(groups) * len(methods) <= 40)
    ax.set_xticklabels(groups, fontsize=9)
    ax.set_ylabel("MRR")
    ax.set_title("Retrieval MRR by method and benchmark")
    ax.legend(ncol=min(len(methods), 6), fontsize=8, loc="upper center", bbox_to_anchor=(0.5, -0.16), frameon=False)
    fig.tight_layout()
    path = out / "mrr_by_method.png"
    fig.savefig(path)
    plt.close(fig)
    return path


_RECALL_VIEWS = {"atant": [("strict", "all"), ("permissive", "all")],
                 "locomo": [("turn", "cat1-4"), ("session", "cat1-4")],
                 "longmemeval": [("A", "all")]}


def plot_recall_curves(run: Run, rows: Sequence[dict[str, Any]], out: Path) -> Path | None:
    from .run import benchmark_label, label

    plt = _plt()
    idx = _index(rows)
    views = _RECALL_VIEWS[run.dataset]
    colors = _colors(run.methods)
    fig, axes = plt.subplots(1, len(views), figsize=(5.2 * len(views) + 1.6, 4.2), squeeze=False)
    drawn = False
    for ax, (view, subset) in zip(axes[0], views, strict=False):
        for m in run.methods:
            pts = [(k, idx.get((str(run.dir), view, subset, "all", m, f"recall@{k}"))) for k in (1, 3, 5, 10)]
            pts = [(k, v) for k, v in pts if v is not None]
            if not pts:
                continue
            drawn = True
            style = "--" if m in ABLATIONS else "-"
            ax.plot([k for k, _ in pts], [v for _, v in pts], style, marker="o", ms=4, color=colors[m], label=label(m))
        ax.set_xticks([1, 3, 5, 10])
        ax.set_xlabel("k")
        ax.set_ylabel("recall@k")
        ax.set_ylim(0, 1.02)
        ax.grid(alpha=0.3)
        ax.set_title(f"{view}" + ("" if subset == "all" else f" ({subset.replace('cat', 'categories ')})"))
    if not drawn:
        plt.close(fig)
        return None
    handles, labels = max((ax.get_legend_handles_labels() for ax in axes[0]), key=lambda hl: len(hl[0]))
    axes[0][-1].legend(handles, labels, fontsize=8, loc="center left", bbox_to_anchor=(1.02, 0.5), frameon=False)
    fig.suptitle(f"Recall@k: {benchmark_label(run.benchmark)}, extraction {run.extractor}")
    fig.tight_layout()
    path = out / f"recall_{_safe(run.benchmark)}_{_safe(run.extractor)}.png"
    fig.savefig(path)
    plt.close(fig)
    return path


def plot_categories(run: Run, rows: Sequence[dict[str, Any]], out: Path) -> Path | None:
    from .run import HEADLINES, benchmark_label

    plt = _plt()
    idx = _index(rows)
    methods = [m for m in run.methods if m not in ABLATIONS]
    colors = _colors(methods)
    views = [(v, s) for v, s, _ in HEADLINES[run.dataset]]
    fig, axes = plt.subplots(len(views), 1, figsize=(11, 4.3 * len(views)), squeeze=False)
    drawn = False
    for ax, (view, subset) in zip(axes[:, 0], views, strict=False):
        groups = sorted({k[3] for k in idx if k[0] == str(run.dir) and k[1] == view and k[3] != "all"
                         and k[2] in (subset, "cat5")})
        values = {}
        for g in groups:
            for m in methods:
                # LoCoMo's adversarial category lives in its own subset.
                v = idx.get((str(run.dir), view, subset, g, m, "mrr"))
                if v is None:
                    v = idx.get((str(run.dir), view, "cat5", g, m, "mrr"))
                if v is not None:
                    values[(g, m)] = v
        if not values:
            continue
        drawn = True
        _grouped_bars(ax, groups, methods, values, colors, annotate=False)
        names = [f"{g} (cat 5)" if run.dataset == "locomo" and g == "adversarial" else g for g in groups]
        ax.set_xticklabels([g.replace("-", "-\n", 1) if len(g) > 14 else g for g in names], fontsize=9)
        ax.set_ylabel("MRR")
        ax.set_title(f"{benchmark_label(run.benchmark)}: MRR by category ({view})")
    if not drawn:
        plt.close(fig)
        return None
    axes[0][0].legend(ncol=min(6, len(methods)), fontsize=8, loc="upper center", frameon=False)
    fig.tight_layout()
    path = out / f"categories_{_safe(run.benchmark)}_{_safe(run.extractor)}.png"
    fig.savefig(path)
    plt.close(fig)
    return path


def plot_sweep(run: Run, rows: Sequence[dict[str, Any]], out: Path) -> Path | None:
    from .run import label

    idx = _index(rows)
    points = sorted({int(k[2].split("=")[1]) for k in idx if k[0] == str(run.dir) and k[2].startswith("distractors=")})
    if not points:
        return None
    plt = _plt()
    colors = _colors(run.methods)
    fig, ax = plt.subplots(figsize=(6.5, 4.2))
    for m in run.methods:
        ys = [idx.get((str(run.dir), "A", f"distractors={n}", "all", m, "mrr")) for n in points]
        if all(y is None for y in ys):
            continue
        ax.plot(points, [y if y is not None else float("nan") for y in ys], "--" if m in ABLATIONS else "-",
                marker="o", ms=4, color=colors[m], label=label(m))
    ax.set_xlabel("sampled distractor sessions")
    ax.set_ylabel("MRR (protocol A)")
    ax.set_ylim(0, 1.02)
    ax.set_xticks(points)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8)
    ax.set_title(f"Distractor sweep, extraction {run.extractor}")
    fig.tight_layout()
    path = out / f"sweep_{_safe(run.benchmark)}_{_safe(run.extractor)}.png"
    fig.savefig(path)
    plt.close(fig)
    return path


def make_plots(runs: Sequence[Run], rows: Sequence[dict[str, Any]], out: Path) -> list[str]:
    paths = [plot_mrr_by_method(runs, rows, out)]
    for run in runs:
        paths += [plot_recall_curves(run, rows, out), plot_categories(run, rows, out), plot_sweep(run, rows, out)]
    return [str(p) for p in paths if p is not None]
