"""``taggraph train-fusion``: regenerate the fusion weights from benchmark data, with
leave-one-case-out cross-validation.

1. Every case (an ATANT story, a LoCoMo conversation) is stored with the current extractor and
   each scored question yields the fusion candidates, their features (the retriever's own code)
   and 0/1 labels from the dataset's gold notes. Feature files are cached per extractor id.
2. For each held-out case, hyperparameters are chosen inside the fold (a fixed grid, scored on
   every fifth remaining case) and a model is fitted on the other cases; its weights file goes to
   ``OUT/oof/<dataset>/<case>.json``, where ``taggraph bench --fusion-oof OUT/oof`` picks it up, so
   benchmark numbers for fusion on this data are out-of-fold.
3. The shipped weights are fitted on every case with the configuration most folds chose.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache, partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import numpy as np

from ..codehash import code_digest
from ..notes import Turn
from ..retrieve.fusion_features import DENSE_FEATURES, FEATURES, GROUPS, MONOTONE
from ..retrieve.fusion_model import default_weights_path, save_weights
from .datasets.base import Case
from .timeshift import moved

if TYPE_CHECKING:
    from ..embed import Embedder  # the module itself is imported where it is used, as before

# The question-id suffix of a facts question asked inside the other facts conversations.
HAY = "@hay"
# In the names of the haystack's feature files: their tags come from one pass (:class:`HayTags`).
HAY_PASS = "pass"

# Small on purpose: a few hundred to a thousand queries per dataset cannot support a wide search.
# The larger setting came with the 102-conversation facts dev set: paired over six fold
# assignments against the smaller one (benchmarks/fusion_folds.py --params), ATANT +0.0125,
# facts dev +0.0089, LoCoMo dev +0.0019; 63 leaves and 500 rounds gained ATANT but lost LoCoMo.
GRID: tuple[dict[str, Any], ...] = (
    {"num_leaves": 15, "learning_rate": 0.08, "rounds": 150, "min_data_in_leaf": 30},
    {"num_leaves": 31, "learning_rate": 0.05, "rounds": 300, "min_data_in_leaf": 10},
)


@dataclass
class Group:
    """One question: its candidates' features and labels."""

    qid: str
    X: np.ndarray
    y: np.ndarray


@dataclass
class CaseData:
    key: str  # "<dataset>/<case id>"
    groups: list[Group]


# ---------------------------------------------------------------------------------------------
# Features


def _gold_note_ids(dataset: str, case: Case, q: Any, note_ids: list[str]) -> set[str]:
    if dataset == "atant":
        from .datasets.atant import relevant_turns

        return {note_ids[i] for i in relevant_turns(case, q, strict=True)}
    gold = set(q.gold_turns)
    return {nid for nid, t in zip(note_ids, case.turns, strict=True) if str(t.meta.get("turn_id")) in gold}


def _scored(dataset: str, q: Any) -> bool:
    # LoCoMo's adversarial category (5) asks about things never said; it is not scored.
    return not (dataset == "locomo" and q.meta.get("category") == 5)


def case_features(dataset: str, case: Case, extractor: Any, embedder: Any,
                  haystack: Sequence[Turn] = ()) -> CaseData:
    """The case's questions asked over its own notes; with ``haystack``, over those notes added
    after the haystack's (gold stays the case's own; question ids end in ``@hay``)."""
    from ..memory import Memory

    with Memory.open(":memory:", extractor=extractor, vectors="lazy") as mem:
        if haystack:
            mem.remember_many(list(haystack))
        notes = mem.remember_many(case.turns)
        if embedder is not None:
            mem.index.embedder = embedder
        fusion = mem.index.retriever("fusion", dense=embedder is not None)
        ids = [n.id for n in notes]
        # The reference time: the question's date where the dataset gives one, else the time of
        # the last stored turn (the conversation's "now").
        last = max((t.timestamp for t in case.turns if t.timestamp is not None), default=None)
        groups = []
        for q in case.questions:
            if not _scored(dataset, q):
                continue
            gold = _gold_note_ids(dataset, case, q, ids)
            rows = fusion.features(q.text, q.date or last)  # type: ignore[attr-defined]
            y = np.array([1.0 if i in gold else 0.0 for i in rows.ids])
            groups.append(Group(q.qid + (HAY if haystack else ""), rows.X, y))
    return CaseData(f"{dataset}/{case.case_id}", groups)


class HayTags:
    """The tags of the haystack's turns, extracted once per haystack year in one pass over every
    facts conversation moved into that year (in time order, each turn seeing the tags of the
    turns before it), and served to every case whose haystack ends in that year.

    A named departure: extracted inside each case's own store, a haystack turn sees the tags of
    all conversations but that case, not all of them: a few turns in a thousand come out tagged
    differently (``benchmarks/check_hay_pass.py``). Extracting 3,200 haystack turns again for
    every conversation was nearly all of the features' time."""

    def __init__(self, extractor: Any, facts: Sequence[Case]) -> None:
        self.extractor = extractor
        self.facts = facts
        self._years: dict[int, dict[tuple[str, str], Any]] = {}

    def for_year(self, year: int) -> _Served:
        """The extractor of a store whose haystack ends in ``year``."""
        if year not in self._years:
            turns = _in_time_order([t for c in self.facts for t in moved(c, year)[0]])
            pairs = [(t.user, t.assistant) for t in turns]
            self._years[year] = dict(zip(pairs, self.extractor.extract_many(pairs), strict=True))
        return _Served(self.extractor, self._years[year])


class _Served:
    """An extractor that answers a batch made only of haystack turns from the pass, and any
    other batch (the case's own turns) by extracting it."""

    def __init__(self, inner: Any, tags: dict[tuple[str, str], Any]) -> None:
        self.inner, self.tags, self.id = inner, tags, inner.id

    def extract(self, user: str, assistant: str = "", ontology: Sequence[str] = ()) -> Any:
        return self.extract_many([(user, assistant)], ontology)[0]

    def extract_many(self, turns: Sequence[tuple[str, str]], ontology: Sequence[str] = ()) -> list[Any]:
        if turns and all(t in self.tags for t in turns):
            return [self.tags[t] for t in turns]
        return cast(list[Any], self.inner.extract_many(turns, ontology))


def _in_time_order(turns: list[Turn]) -> list[Turn]:
    return sorted(turns, key=lambda t: (t.timestamp is None, t.timestamp or datetime.min))


def haystack_year(case: Case) -> int | None:
    """The year the case's haystack ends in: the year before the case begins (None: undated)."""
    stamps = [t.timestamp for t in case.turns if t.timestamp is not None]
    return min(stamps).year - 1 if stamps else None


def haystack_of(case: Case, others: Sequence[Case]) -> list[Turn]:
    """The other conversations as this one's past: each moved by whole years to end in the year
    before the case begins, so every haystack note is older than every note of the case."""
    year = haystack_year(case)
    if year is None:
        return []
    out: list[Turn] = []
    for other in others:
        if other.case_id != case.case_id:
            out += moved(other, year)[0]
    return _in_time_order(out)


def load_cases(atant: str | None, locomo: str | None, generated: int = 0,
               facts: str | None = None) -> list[tuple[str, Case]]:
    out: list[tuple[str, Case]] = []
    if generated:
        from .datasets import synthetic

        out += [("generated", c) for c in synthetic.generate(generated)]
    if atant:
        from .datasets import atant as atant_ds

        out += [("atant", c) for c in atant_ds.load(atant, "core")]
    if locomo:
        from .datasets import locomo as locomo_ds

        out += [("locomo", c) for c in locomo_ds.load(locomo)]
    if facts:
        from .datasets.longmemeval import load_grouped

        # one case per conversation, so no fold splits the questions of one conversation
        out += [("facts", c) for c in load_grouped(facts)]
    return out


def cache_tag(extractor_id: str, embed_id: str | None) -> str:
    """The name of a features cache folder: the features depend on the extractor and on the
    embedding model (None: the lexical features only). A folder named by the extractor alone
    once served one model's features to another."""
    return f"{extractor_id}-{embed_id or 'lexical'}".replace("/", "_").replace(":", "_")


# What makes the features besides the extractor and the embedding model: the package's code
# (comments and docstrings aside), but for the layers that only serve it. Keyed by it, a cache
# made by an earlier version of a feature is computed again rather than trained on.
_NOT_FEATURES = ("serve", "integrations", "devtools", "cli.py", "demo.py", "display.py")


@lru_cache(maxsize=1)
def features_code() -> str:
    """A hash of the code that computes the features (see ``_NOT_FEATURES``)."""
    root = Path(__file__).resolve().parents[1]
    files = sorted(p for p in root.rglob("*.py") if p.relative_to(root).parts[0] not in _NOT_FEATURES)
    return code_digest(*files)[:12]


def collect(cases: Sequence[tuple[str, Case]], cache_dir: Path, extractor: Any, embedder: Any,
            log: Any = print, *, facts_haystack: bool = False, embed_id: str | None = None,
            any_code: bool = False) -> list[CaseData]:
    """Feature data of every case, from ``cache_dir`` when this extractor and embedding model
    computed it already (``embed_id``: the model's id, by default ``embedder.model_id``) with this
    code (:func:`features_code`; ``any_code``: with whatever code wrote the cache, for a reader
    that compares the features of two versions and computes none).
    With ``facts_haystack``, each facts conversation is also asked after all the others (moved
    before it, :func:`haystack_of`): its questions again, in the same case, so a fold holds both."""
    embed_id = None if embedder is None else embed_id or getattr(embedder, "model_id", None)
    if embedder is not None and not embed_id:
        raise ValueError("the embedder's model id names the features cache: give embed_id")
    folder = cache_dir / cache_tag(extractor.id, embed_id)
    if not any_code:
        folder.mkdir(parents=True, exist_ok=True)
    facts = [c for d, c in cases if d == "facts"]
    hay = HayTags(extractor, facts)
    code = None if any_code else features_code()
    out = []
    for dataset, case in cases:
        key = f"{dataset}/{case.case_id}"
        data = _cached(folder / f"{dataset}-{case.case_id}.npz", key, log, code,
                       partial(case_features, dataset, case, extractor, embedder))
        if facts_haystack and dataset == "facts":
            data.groups += _cached(folder / f"{dataset}{HAY}-{HAY_PASS}-{case.case_id}.npz", key, log, code,
                                   partial(hay_features, case, facts, hay, embedder)).groups
        out.append(data)
    return out


def hay_features(case: Case, facts: Sequence[Case], hay: HayTags, embedder: Any) -> CaseData:
    """The case's questions asked after the other facts conversations (:func:`haystack_of`), the
    haystack's tags served from its year's pass."""
    turns, year = haystack_of(case, facts), haystack_year(case)
    return case_features("facts", case, hay.for_year(year) if turns and year is not None else hay.extractor,
                         embedder, turns)


def _cached(f: Path, key: str, log: Any, code: str | None, compute: Callable[[], CaseData]) -> CaseData:
    """The feature data of case ``key`` from the file ``f`` when ``code`` (None: any) wrote it,
    or computed and saved there (never by a reader, ``code`` None)."""
    if f.exists():
        z = np.load(f, allow_pickle=False)
        if list(z["features"]) == list(FEATURES) and (code is None or ("code" in z and str(z["code"]) == code)):
            bounds = z["bounds"]
            groups = [Group(str(q), z["X"][a:b], z["y"][a:b]) for q, a, b in zip(z["qids"], bounds[:-1], bounds[1:], strict=True)]
            return CaseData(key, groups)
    if code is None:  # a reader of the cache (collect's any_code) computes nothing
        raise FileNotFoundError(
            f"no features of {key} in {f.parent}: the cache folder is named by the running extractor "
            f"and embedding model; read it with the code that wrote it (PYTHONPATH to that src)")
    t = time.perf_counter()
    data = compute()
    sizes = [len(g.y) for g in data.groups]
    bounds = np.concatenate([[0], np.cumsum(sizes)]).astype(np.int64)
    X = np.concatenate([g.X for g in data.groups]) if data.groups else np.zeros((0, len(FEATURES)))
    y = np.concatenate([g.y for g in data.groups]) if data.groups else np.zeros(0)
    np.savez_compressed(f, X=X, y=y, bounds=bounds, qids=np.array([g.qid for g in data.groups]),
                        features=np.array(FEATURES), code=np.array(code))
    log(f"  {f.stem}: {len(data.groups)} questions, {len(y)} candidate rows ({time.perf_counter() - t:.1f} s)")
    return data


def part_of(key: str, group: Group) -> str:
    """Where a question's figures are reported: its dataset, and ``facts@hay`` for the facts
    questions asked inside the other conversations."""
    dataset = key.split("/", maxsplit=1)[0]
    return dataset + HAY if group.qid.endswith(HAY) else dataset


# ---------------------------------------------------------------------------------------------
# Fitting


def _matrix(cases: Sequence[CaseData], cols: list[int],
            facts_weight: float = 1.0) -> tuple[np.ndarray, np.ndarray, list[int], np.ndarray | None]:
    """Rows, labels, group sizes, and the rows' weights (None when every row weighs 1)."""
    pairs = [(c, g) for c in cases for g in c.groups if len(g.y)]
    X = np.concatenate([g.X[:, cols] for _, g in pairs])
    y = np.concatenate([g.y for _, g in pairs])
    w = None if facts_weight == 1.0 else np.concatenate(
        [np.full(len(g.y), facts_weight if c.key.startswith("facts/") else 1.0) for c, g in pairs])
    return X, y, [len(g.y) for _, g in pairs], w


def fit(cases: Sequence[CaseData], features: list[str], params: dict[str, Any], *,
        facts_weight: float = 1.0) -> Any:
    """A LambdaMART model; ``facts_weight`` scales the gradients of the facts questions' rows
    (LightGBM's lambdarank weights each row's gradient; a question's rows share one weight)."""
    import lightgbm

    cols = [FEATURES.index(f) for f in features]
    X, y, sizes, w = _matrix(cases, cols, facts_weight)
    ds = lightgbm.Dataset(X, y, group=sizes, weight=w, feature_name=features, free_raw_data=True)
    # One thread and 63 bins: deterministic, and fast enough for a few hundred fits on two cores.
    p = {"objective": "lambdarank", "metric": "None", "verbose": -1, "deterministic": True,
         "force_row_wise": True, "num_threads": 1, "seed": 0, "max_bin": 63,
         "lambdarank_truncation_level": 20, "monotone_constraints": [MONOTONE.get(f, 0) for f in features],
         # the grid's num_leaves, learning_rate and min_data_in_leaf, and any other LightGBM setting
         # given (benchmarks/fusion_folds.py --params), as given; rounds is the call's own
         **{k: v for k, v in params.items() if k != "rounds"}}
    return lightgbm.train(p, ds, num_boost_round=params["rounds"])


def mrr(booster: Any, cases: Sequence[CaseData], features: list[str]) -> float:
    """Mean reciprocal rank of the first relevant candidate (questions whose candidates hold no
    relevant note count 0; ties keep candidate order, as the retriever's does not matter here)."""
    cols = [FEATURES.index(f) for f in features]
    rr = []
    for c in cases:
        for g in c.groups:
            if not len(g.y):
                rr.append(0.0)
                continue
            s = booster.predict(g.X[:, cols], num_threads=1)
            order = np.lexsort((np.arange(len(s)), -s))
            hit = np.flatnonzero(g.y[order] > 0)
            rr.append(1.0 / (hit[0] + 1) if len(hit) else 0.0)
    return float(np.mean(rr)) if rr else 0.0


def choose(cases: Sequence[CaseData], features: list[str]) -> int:
    """The grid index with the best MRR on every fifth case, fitted on the others."""
    if len(cases) < 5:
        return 1
    val = [c for i, c in enumerate(cases) if i % 5 == 2]
    train = [c for i, c in enumerate(cases) if i % 5 != 2]
    scores = [mrr(fit(train, features, p), val, features) for p in GRID]
    return int(np.argmax(scores))


def method_mrr(cases: Sequence[CaseData]) -> dict[str, dict[str, float]]:
    """Each single method's MRR over the same candidates (ranked by its own reciprocal rank), per
    dataset: the baselines fusion is compared with while training."""
    out: dict[str, dict[str, list[float]]] = {}
    for m in ("bm25", "tfidf", "adaptive", "dense"):
        col = FEATURES.index(f"{m}_rr")
        for c in cases:
            for g in c.groups:
                rr = g.X[:, col]
                pos = rr[g.y > 0]
                best = float(pos.max()) if len(pos) else 0.0
                out.setdefault(part_of(c.key, g), {}).setdefault(m, []).append(best)
    return {d: {m: float(np.mean(v)) for m, v in by.items()} for d, by in out.items()}


def feature_sets(drop: Sequence[str] = ()) -> dict[str, list[str]]:
    dropped = {f for g in drop for f in GROUPS[g]}
    full = [f for f in FEATURES if f not in dropped]
    return {"dense": full, "lexical": [f for f in full if f not in DENSE_FEATURES]}


def folds_of(cases: Sequence[CaseData], k: int = 0) -> list[list[int]]:
    """Leave-one-case-out (``k`` = 0), or ``k`` folds of whole cases (case i in fold i mod k)."""
    if k <= 0 or k >= len(cases):
        return [[i] for i in range(len(cases))]
    return [[i for i in range(len(cases)) if i % k == f] for f in range(k)]


def cross_validate(cases: list[CaseData], out: Path | None, *, folds: int = 0, drop: Sequence[str] = (),
                   choices: dict[str, int] | None = None, only_dense: bool = False,
                   log: Any = print) -> tuple[dict[str, dict[str, float]], dict[str, int]]:
    """Out-of-fold MRR per dataset and model, and the grid choice per fold (keyed by the fold's
    first case). Hyperparameters are chosen inside each fold, for the dense model; the lexical
    model reuses that choice. With ``out``, each held-out case's weights file is written to
    ``out/<dataset>/<case>.json``."""
    sets = feature_sets(drop)
    if only_dense:
        sets = {"dense": sets["dense"]}
    rr: dict[str, dict[str, list[float]]] = {}
    chosen: dict[str, int] = {}
    plan = folds_of(cases, folds)
    for n, held_idx in enumerate(plan):
        held = [cases[i] for i in held_idx]
        train = [c for i, c in enumerate(cases) if i not in set(held_idx)]
        key = held[0].key
        g = choices[key] if choices is not None else choose(train, sets["dense"])
        chosen[key] = g
        models = {}
        for name, feats in sets.items():
            booster = fit(train, feats, GRID[g])
            for c in held:
                for grp, v in zip(c.groups, mrr_list(booster, c, feats), strict=True):
                    rr.setdefault(part_of(c.key, grp), {}).setdefault(name, []).append(v)
            models[name] = (feats, booster.model_to_string())
        if out is not None:
            for c in held:
                save_weights(out / f"{c.key}.json", models, {"oof_held_out": [h.key for h in held]})
        log(f"  fold {n + 1}/{len(plan)} ({', '.join(c.key for c in held)}): grid {g}")
    result = {d: {m: float(np.mean(v)) for m, v in by.items()} for d, by in rr.items()}
    return result, chosen


def mrr_list(booster: Any, case: CaseData, features: list[str]) -> list[float]:
    return [mrr(booster, [CaseData(case.key, [g])], features) for g in case.groups]


# ---------------------------------------------------------------------------------------------
# Command line


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    p: argparse.ArgumentParser = subparsers.add_parser("train-fusion", help="regenerate the fusion weights (leave-one-case-out CV)")
    p.add_argument("--atant", help="ATANT story folder (Core is used)")
    p.add_argument("--locomo", help="LoCoMo JSON file")
    p.add_argument("--generated", type=int, default=80,
                   help="also train on N generated conversations (present values, time windows, past "
                        "questions; see bench/datasets/synthetic.py); 0 for none")
    p.add_argument("--facts", help="LongMemEval-format file of questions about facts that change (its "
                                   "conversations become training cases; keep a held-out file out of it)")
    p.add_argument("--facts-haystack", action="store_true",
                   help="also ask each --facts conversation after all the others, moved before it: "
                        "training questions where older changes of the same things compete (their "
                        "out-of-fold figures are reported as facts@hay)")
    p.add_argument("--out", default="runs/fusion", help="features cache, out-of-fold weights and cv.json")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--weights", help="where to write the weights (default: OUT/fusion-weights.json)")
    where.add_argument("--ship", action="store_true",
                       help="write the packaged weights file, which every Memory then ranks with")
    p.add_argument("--no-cv", action="store_true", help="skip cross-validation; fit the shipped weights only")
    p.add_argument("--ablation", action="store_true", help="also cross-validate without each feature group")
    p.add_argument("--folds", type=int, default=0,
                   help="0 (default): leave one case out; K: K folds of whole cases (faster, for a quick look)")
    p.set_defaults(fn=run)
    return p


# The libraries whose numbers reach the features or the trees: a retrain elsewhere that writes
# other trees from the same code can be told apart by them.
TRAINING_LIBRARIES = ("lightgbm", "onnxruntime", "tokenizers", "spacy", "numpy", "scipy", "dateparser")


def library_versions() -> dict[str, str]:
    from importlib.metadata import PackageNotFoundError, version

    out = {}
    for name in TRAINING_LIBRARIES:
        try:
            out[name] = version(name)
        except PackageNotFoundError:
            out[name] = "missing"
    return out


def weights_target(weights: str | None, ship: bool, out: Path) -> Path:
    """Where a run writes its weights: the packaged file only when asked (``--ship``), so that an
    experiment run as the README shows it never replaces the shipped model by default."""
    if ship:
        return default_weights_path()
    return Path(weights) if weights else out / "fusion-weights.json"


def training_embedder() -> Embedder:
    """The default embedder, its vectors cached in ``~/.cache/taggraph/embeddings.db`` across runs."""
    from ..embed import default_embedder
    from ..store import SQLiteStore

    cache = Path.home() / ".cache" / "taggraph"
    cache.mkdir(parents=True, exist_ok=True)
    return default_embedder(cache=SQLiteStore(cache / "embeddings.db"))


def run(args: argparse.Namespace) -> None:
    from ..extract.offline import OfflineExtractor

    if not args.atant and not args.locomo and not args.generated and not args.facts:
        from ..errors import TaggraphError

        raise TaggraphError("give --atant FOLDER and/or --locomo FILE")
    out = Path(args.out)
    embedder = training_embedder()
    extractor = OfflineExtractor()
    cases = load_cases(args.atant, args.locomo, args.generated, args.facts)
    print(f"features for {len(cases)} cases (extractor {extractor.id})")
    data = collect(cases, out / "features", extractor, embedder, facts_haystack=args.facts_haystack)
    report: dict[str, Any] = {"extractor": extractor.id, "cases": [c.key for c in data], "grid": list(GRID),
                              "single_methods_mrr": method_mrr(data)}
    print("single methods over the same candidates:", json.dumps(report["single_methods_mrr"], indent=1))
    choices: dict[str, int] = {}
    if not args.no_cv:
        print("leave-one-case-out cross-validation")
        report["folds"] = args.folds or "leave-one-case-out"
        report["oof_mrr"], choices = cross_validate(data, out / "oof", folds=args.folds)
        report["choices"] = choices
        print(json.dumps(report["oof_mrr"], indent=1))
        if args.ablation:
            report["ablation"] = {}
            for group in GROUPS:
                # the default (dense) model only: the ablation asks what each group adds to it
                res, _ = cross_validate(data, None, folds=args.folds, drop=[group], choices=choices,
                                        only_dense=True, log=lambda *_: None)
                report["ablation"][group] = res
                print(f"  without {group}: {json.dumps(res)}")
    g = Counter(choices.values()).most_common(1)[0][0] if choices else choose(data, feature_sets()["dense"])
    models = {name: (feats, fit(data, feats, GRID[g]).model_to_string()) for name, feats in feature_sets().items()}
    trained_on = {"extractor": extractor.id, "embedder": embedder.model_id, "cases": len(data),
                  "facts_haystack": bool(args.facts_haystack),
                  "questions": sum(len(c.groups) for c in data), "grid": GRID[g],
                  "datasets": sorted({c.key.split("/")[0] for c in data}), "libraries": library_versions()}
    target = weights_target(args.weights, args.ship, out)
    version = save_weights(target, models, trained_on)
    report["weights"] = {"path": str(target), "version": version, **trained_on}
    out.mkdir(parents=True, exist_ok=True)
    (out / "cv.json").write_text(json.dumps(report, indent=1, default=str) + "\n", encoding="utf-8")
    print(f"wrote {target} ({version}); report {out / 'cv.json'}")
