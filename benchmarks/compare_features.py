"""Compare two ``train-fusion`` features caches file by file: whether two runs, or two versions of
the code, computed the same feature rows. Prints each differing file with the columns that
differ, then the counts. The code stamp (``code``) is not compared: it names the code, not the
numbers.

    python benchmarks/compare_features.py runs/a/features runs/b/features
"""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np


def differences(a: Path, b: Path) -> list[str]:
    x, y = np.load(a, allow_pickle=False), np.load(b, allow_pickle=False)
    out = [k for k in ("features", "y", "bounds", "qids") if not np.array_equal(x[k], y[k])]
    if x["X"].shape != y["X"].shape:
        out.append(f"X shape {x['X'].shape} against {y['X'].shape}")
    elif not out:
        cols = np.flatnonzero(~((x["X"] == y["X"]) | (np.isnan(x["X"]) & np.isnan(y["X"]))).all(axis=0))
        out += [f"X column {x['features'][c]}" for c in cols]
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("a", help="a features cache folder (or one of its extractor/model folders)")
    ap.add_argument("b")
    args = ap.parse_args()
    files = {p.relative_to(args.a): p for p in Path(args.a).rglob("*.npz")}
    same = differ = missing = 0
    for rel, p in sorted(files.items()):
        q = Path(args.b) / rel
        if not q.exists():
            missing += 1
            continue
        d = differences(p, q)
        if d:
            differ += 1
            print(f"{rel}: {'; '.join(d)}")
        else:
            same += 1
    print(f"{len(files)} files in {args.a}: {same} equal, {differ} differ, {missing} missing in {args.b}")


if __name__ == "__main__":
    main()
