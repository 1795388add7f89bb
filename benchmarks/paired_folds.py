"""Paired difference of two ``fusion_folds.py`` runs over the same seeds: for each part (atant,
locomo, facts, facts:knowledge-update, ...), the mean over seeds of (new - old) and its standard
error. Both runs must use the same seeds and the same cases, so that each seed assigns the same
cases to the same folds.

    python benchmarks/fusion_folds.py --features OLD/features ... > old.log
    python benchmarks/fusion_folds.py --features NEW/features ... > new.log
    python benchmarks/paired_folds.py old.log new.log
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path


def seeds(path: Path) -> dict[int, dict[str, float]]:
    """The per-seed lines of a fusion_folds.py log, by seed."""
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith('{"seed"'):
            row = json.loads(line)
            out[int(row["seed"])] = {k: float(v) for k, v in row.items() if k not in ("seed", "cases")}
    return out


def paired(old: dict[int, dict[str, float]], new: dict[int, dict[str, float]]) -> dict[str, tuple[float, float]]:
    """{part: (mean of new - old, standard error)} over the seeds both runs have."""
    common = sorted(set(old) & set(new))
    if len(common) < 2:
        raise SystemExit("need at least two seeds common to both runs")
    parts = sorted(set.intersection(*(set(old[s]) & set(new[s]) for s in common)))
    out = {}
    for part in parts:
        d = [new[s][part] - old[s][part] for s in common]
        out[part] = (statistics.mean(d), statistics.stdev(d) / len(d) ** 0.5)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("old", type=Path)
    ap.add_argument("new", type=Path)
    a = ap.parse_args()
    for part, (mean, se) in paired(seeds(a.old), seeds(a.new)).items():
        print(f"{part:28s} {mean:+.4f} ± {se:.4f}")


if __name__ == "__main__":
    main()
