"""How far fusion's out-of-fold MRR moves with the assignment of cases to folds: the same
cross-validation as ``taggraph train-fusion --folds 10`` (dense model, the grid's second setting
unless ``--grid`` or ``--params`` says otherwise), repeated over random assignments, so that two
feature sets, training sets or settings are compared on the same assignments (paired) rather
than on one. ``--facts-weight`` weights the facts questions' rows in training.

    python benchmarks/fusion_folds.py --features runs/fusion/features --facts facts_dev.json --seeds 1,2,3
    python benchmarks/fusion_folds.py --features runs/fusion/features --facts facts_dev.json --drop change
    python benchmarks/fusion_folds.py --features runs/fusion/features --facts facts_dev.json --drop-features fact_now_best
    python benchmarks/fusion_folds.py --features runs/fusion/features --facts facts_dev.json --without adaptive
    python benchmarks/fusion_folds.py --features F --facts facts_dev.json --facts-haystack [--hay-train]

``--features`` is a ``train-fusion --out`` folder's ``features`` cache (computed by train-fusion
for the same datasets; its folders are named by the extractor and the embedding model, and
``--embed-model`` picks the model's, MiniLM by default); ``--only-facts`` keeps the facts
conversations of another file (a smaller training set) out of the cache's cases. ``--facts-haystack`` also scores each facts
conversation asked inside the others (``facts@hay``, from a ``train-fusion --facts-haystack``
cache); ``--hay-train`` trains on those questions too, as that command does.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
from pathlib import Path

from taggraph.bench.train_fusion import (
    GRID,
    HAY,
    CaseData,
    Group,
    collect,
    feature_sets,
    fit,
    load_cases,
    mrr_list,
    part_of,
)
from taggraph.embed import MINILM_MODEL_ID
from taggraph.extract.offline import OfflineExtractor
from taggraph.retrieve.fusion_features import COLUMN

# fusion's candidate lists, each with its ``<method>_rr`` column
METHODS = ("bm25", "tfidf", "adaptive", "dense")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--features", required=True, help="a train-fusion features cache folder")
    p.add_argument("--atant", default="/work/shared/data/atant/core")
    p.add_argument("--locomo", default="/work/shared/data/locomo/locomo_dev.json")
    p.add_argument("--facts", required=True)
    p.add_argument("--embed-model", default=MINILM_MODEL_ID,
                   help="the embedding model whose features to read (the cache's folder is named by it)")
    p.add_argument("--only-facts", help="train on this file's facts conversations only")
    p.add_argument("--generated", type=int, default=80)
    p.add_argument("--drop", default="", help="feature groups to leave out, comma-separated")
    p.add_argument("--drop-features", default="", help="single features to leave out, comma-separated")
    p.add_argument("--without", choices=METHODS,
                   help="fusion without this method: its columns, and the candidates only it brought")
    p.add_argument("--seeds", default="1,2,3")
    p.add_argument("--folds", type=int, default=10)
    p.add_argument("--facts-haystack", action="store_true", help="also score the facts questions asked inside the others")
    p.add_argument("--hay-train", action="store_true", help="and train on them")
    p.add_argument("--facts-weight", type=float, default=1.0, help="weight of the facts questions' rows in training")
    p.add_argument("--grid", type=int, default=1, help="which of train_fusion.GRID's settings to fit")
    p.add_argument("--params", default="", help="settings over --grid's, as JSON (num_leaves, learning_rate, rounds, min_data_in_leaf; "
                                                "any other LightGBM setting is passed as given)")
    p.add_argument("--hay-types", default="", help="train on the haystack questions of these types only (comma-separated)")
    a = p.parse_args()
    cases = load_cases(a.atant, a.locomo, a.generated, a.facts)
    # embedder=object(): the dense features come from the cache, which collect() names by the model
    data = collect(cases, Path(a.features), OfflineExtractor(), object(), log=lambda *_: None,
                   facts_haystack=a.facts_haystack, embed_id=a.embed_model, any_code=True)
    types = {q["question_id"]: q["question_type"] for q in json.loads(Path(a.facts).read_text("utf-8"))}
    keep = set(a.hay_types.split(",")) if a.hay_types else None

    def trained(qid: str) -> bool:
        if not qid.endswith(HAY):
            return True
        return a.hay_train and (keep is None or types.get(qid[: -len(HAY)]) in keep)

    if a.only_facts:
        # filtered before the training copies are made, so data[i] and train_data[i] stay one case
        kept = {case.case_id for _, case in load_cases(None, None, 0, a.only_facts)}
        data = [c for c in data if not c.key.startswith("facts/") or c.key.split("/", 1)[1] in kept]
    feats = feature_sets([g for g in a.drop.split(",") if g])["dense"]
    dropped = set(a.drop_features.split(","))
    feats = [f for f in feats if f not in dropped]
    if a.without:
        data, feats = without_method(data, feats, a.without)
    train_data = [CaseData(c.key, [g for g in c.groups if trained(g.qid)]) for c in data]
    params = {**GRID[a.grid], **(json.loads(a.params) if a.params else {})}
    per_seed: dict[str, list[float]] = {}
    for seed in (int(s) for s in a.seeds.split(",")):
        order = list(range(len(data)))
        random.Random(seed).shuffle(order)
        rr: dict[str, list[float]] = {}
        for f in range(a.folds):
            held = {order[i] for i in range(len(data)) if i % a.folds == f}
            model = fit([c for i, c in enumerate(train_data) if i not in held], feats, params,
                        facts_weight=a.facts_weight)
            for i in held:
                for g, v in zip(data[i].groups, mrr_list(model, data[i], feats), strict=True):
                    rr.setdefault(part_of(data[i].key, g), []).append(v)
                    if (t := types.get(g.qid.removesuffix(HAY))) is not None:  # facts, by question type
                        rr.setdefault(f"{part_of(data[i].key, g)}:{t}", []).append(v)
        got = {d: round(statistics.mean(v), 4) for d, v in sorted(rr.items())}
        print(json.dumps({"seed": seed, "cases": len(data), **got}), flush=True)
        for d, v in got.items():
            per_seed.setdefault(d, []).append(v)
    print(json.dumps({"mean": {d: round(statistics.mean(v), 4) for d, v in per_seed.items()}}))


def without_method(data: list[CaseData], feats: list[str], method: str) -> tuple[list[CaseData], list[str]]:
    """The cases as fusion without ``method`` would see them: the rows of candidates that no
    other method's list held (a reciprocal rank of 0 in each of the others) are dropped, and the
    method's own columns. An approximation: features computed over the whole candidate list (its
    recency order, the closest later candidate) keep the dropped candidates' part in them."""
    others = [COLUMN[f"{m}_rr"] for m in METHODS if m != method]
    out = []
    for c in data:
        groups = []
        for g in c.groups:
            keep = (g.X[:, others] > 0).any(axis=1)
            groups.append(Group(g.qid, g.X[keep], g.y[keep]))
        out.append(CaseData(c.key, groups))
    return out, [f for f in feats if not f.startswith(f"{method}_")]


if __name__ == "__main__":
    main()
