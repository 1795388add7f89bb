"""The learned part of ``fusion``: LambdaMART rankers (LightGBM) stored in one small, versioned
JSON weights file.

The file holds two models: ``dense`` (every feature) and ``lexical`` (trained without the dense
features, used when a store cannot load the embedding model). Its version id is a hash of the
models and their feature lists, so a changed or corrupted file is detected, and the extractor
the models were trained on is recorded beside it: a store built by another extractor still
works, and ``stats`` says the weights were trained on other tags.
"""

from __future__ import annotations

import hashlib
import json
import threading
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import TaggraphError
from .fusion_features import COLUMN, DENSE_FEATURES

WEIGHTS_FORMAT = 1
DEFAULT_WEIGHTS = "fusion-weights.json"


class FusionWeightsError(TaggraphError):
    """A weights file that cannot be used: unreadable, corrupted, or built for other features."""


def weights_version(models: dict[str, dict[str, Any]]) -> str:
    h = hashlib.sha256()
    for name in sorted(models):
        h.update(name.encode())
        h.update(json.dumps(models[name]["features"]).encode())
        h.update(models[name]["booster"].encode())
    return f"fusion-{WEIGHTS_FORMAT}+{h.hexdigest()[:12]}"


@dataclass
class Model:
    name: str
    features: list[str]
    booster: Any  # lightgbm.Booster
    text: str  # the booster's model string, from which the path table is read
    _cols: np.ndarray = field(init=False)
    _table: tuple[np.ndarray, float] | None = field(init=False, default=None)
    # LightGBM boosters are not documented as thread-safe for predict; the server queries
    # one namespace from several threads.
    _lock: threading.Lock = field(init=False, default_factory=threading.Lock)

    def __post_init__(self) -> None:
        self._cols = np.array([COLUMN[f] for f in self.features], dtype=np.int64)

    def score(self, X: np.ndarray) -> np.ndarray:
        """One score per row of the full feature matrix (higher ranks first)."""
        if not len(X):
            return np.zeros(0)
        with self._lock:
            return np.asarray(self.booster.predict(X[:, self._cols], num_threads=1), dtype=np.float64)

    def contributions(self, X: np.ndarray) -> np.ndarray:
        """Per-row feature contributions (the last column is the bias); each row sums to its score.

        Path attributions (Saabas): each split on a row's root-to-leaf path credits its feature
        with the change in node value. LightGBM's own TreeSHAP costs more per row than the whole
        query; one ``pred_leaf`` call plus a table lookup costs about as much as ``score``."""
        if not len(X):
            return np.zeros((0, len(self.features) + 1))
        with self._lock:
            leaves = np.asarray(self.booster.predict(X[:, self._cols], pred_leaf=True, num_threads=1),
                                dtype=np.int64).reshape(len(X), -1)
        table, bias = self._paths()
        per = table[np.arange(table.shape[0])[None, :], leaves].sum(axis=1)
        return np.concatenate([per, np.full((len(X), 1), bias)], axis=1)

    def _paths(self) -> tuple[np.ndarray, float]:
        if self._table is None:
            self._table = path_table(self.text, len(self.features))
        return self._table


def _trees(text: str) -> list[dict[str, str]]:
    """The ``key=value`` lines of each ``Tree=`` block of a LightGBM model string."""
    body = text.split("\nend of trees", 1)[0]
    return [dict(line.split("=", 1) for line in block.splitlines()[1:] if "=" in line)
            for block in body.split("\nTree=")[1:]]


def path_table(text: str, n_features: int) -> tuple[np.ndarray, float]:
    """For every tree and leaf, the change in node value credited to each feature along the path
    from the root to that leaf, and the bias (the sum of the root values).

    Read from the model string's per-tree arrays (the nodes' split feature, children and values)
    rather than from ``Booster.dump_model()``: the dump writes and parses a JSON of every node,
    once in every new process (`taggraph query` at 100k notes: 2.25 s against 2.49 s,
    benchmarks/compare_first.py), and its values are the ones this string holds (the booster
    was loaded from it). tests/test_fusion.py checks the two tables agree."""
    trees = _trees(text)
    width = max(int(t["num_leaves"]) for t in trees)
    table = np.zeros((len(trees), width, n_features))
    bias = 0.0
    for ti, tree in enumerate(trees):
        leaf = [float(v) for v in tree["leaf_value"].split()]
        if int(tree["num_leaves"]) == 1:  # a tree with a single leaf adds a constant
            bias += leaf[0]
            continue
        feature = [int(v) for v in tree["split_feature"].split()]
        inner = [float(v) for v in tree["internal_value"].split()]
        children = list(zip((int(v) for v in tree["left_child"].split()),
                            (int(v) for v in tree["right_child"].split()), strict=True))
        bias += inner[0]
        stack = [(0, np.zeros(n_features))]  # node 0 is the root; a child < 0 is leaf ~child
        while stack:
            node, acc = stack.pop()
            for child in children[node]:
                credit = acc.copy()
                credit[feature[node]] += (leaf[~child] if child < 0 else inner[child]) - inner[node]
                if child < 0:
                    table[ti, ~child] = credit
                else:
                    stack.append((child, credit))
    return table, bias


@dataclass
class FusionWeights:
    version: str
    trained_on: dict[str, Any]
    models: dict[str, Model]
    path: str

    def model(self, dense: bool) -> Model:
        return self.models["dense" if dense and "dense" in self.models else "lexical"]


_cache: dict[str, FusionWeights] = {}
_cache_lock = threading.Lock()


def default_weights_path() -> Path:
    return Path(str(resources.files("taggraph") / "data" / DEFAULT_WEIGHTS))


def load_weights(path: str | Path | None = None) -> FusionWeights:
    """Read and check a weights file (the shipped one by default); cached per path."""
    p = Path(path) if path is not None else default_weights_path()
    key = str(p.resolve()) if p.exists() else str(p)
    with _cache_lock:
        if key in _cache:
            return _cache[key]
    w = _read(p)
    with _cache_lock:
        _cache[key] = w
    return w


def _read(p: Path) -> FusionWeights:
    import lightgbm

    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise FusionWeightsError(f"cannot read fusion weights {p}: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != WEIGHTS_FORMAT:
        raise FusionWeightsError(f"{p}: not a fusion weights file of format {WEIGHTS_FORMAT} "
                                 f"(found {data.get('format') if isinstance(data, dict) else type(data).__name__})")
    raw = data.get("models")
    if not isinstance(raw, dict) or "lexical" not in raw:
        raise FusionWeightsError(f"{p}: the weights file has no 'lexical' model")
    for name, m in raw.items():
        unknown = [f for f in m.get("features", []) if f not in COLUMN]
        if unknown:
            raise FusionWeightsError(f"{p}: model {name!r} needs features this taggraph does not compute: "
                                     f"{', '.join(unknown)}; retrain with `taggraph train-fusion`")
        if name == "lexical" and DENSE_FEATURES & set(m["features"]):
            raise FusionWeightsError(f"{p}: the lexical model uses dense features")
    version = weights_version(raw)
    if data.get("version") != version:
        raise FusionWeightsError(f"{p}: recorded version {data.get('version')!r} does not match its "
                                 f"contents ({version}); the file was changed or corrupted")
    models = {}
    for name, m in raw.items():
        try:
            booster = lightgbm.Booster(model_str=m["booster"])
        except lightgbm.basic.LightGBMError as exc:
            raise FusionWeightsError(f"{p}: model {name!r} does not load: {exc}") from None
        models[name] = Model(name, list(m["features"]), booster, m["booster"])
    return FusionWeights(version, dict(data.get("trained_on") or {}), models, str(p))


def save_weights(path: str | Path, models: dict[str, tuple[list[str], str]],
                 trained_on: dict[str, Any]) -> str:
    """Write a weights file from ``{name: (feature names, LightGBM model string)}``; returns
    its version id."""
    raw = {name: {"features": feats, "booster": booster} for name, (feats, booster) in models.items()}
    version = weights_version(raw)
    doc = {"format": WEIGHTS_FORMAT, "version": version, "trained_on": trained_on, "models": raw}
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    tmp = p.with_name(p.name + ".tmp")
    tmp.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    tmp.replace(p)
    with _cache_lock:
        _cache.pop(str(p.resolve()), None)
    return version
