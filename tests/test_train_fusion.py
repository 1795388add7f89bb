"""train-fusion's facts haystack: each facts conversation asked again after the others (moved to
before it), its gold notes still its own, kept in its own case so a fold holds both, and reported
apart (facts@hay). Real stores, the offline extractor, the lexical model (no dense side)."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from taggraph.bench.datasets.base import Case, Question
from taggraph.bench.timeshift import moved
from taggraph.bench.train_fusion import (
    HAY,
    HayTags,
    cache_tag,
    collect,
    cross_validate,
    features_code,
    haystack_of,
    library_versions,
    weights_target,
)
from taggraph.extract.offline import OfflineExtractor
from taggraph.notes import Turn
from taggraph.retrieve.fusion_model import default_weights_path


def conversation(cid: str, start: datetime, first: str, second: str) -> Case:
    """A user who names a gym, talks of other things, then names a new gym (the gold)."""
    said = [first, "I baked a lemon cake for my niece on Saturday.", "The train was late again this morning.",
            "Still reading that long novel about lighthouse keepers from 2019.", second]
    turns = tuple(Turn(u, "Noted.", start + timedelta(days=9 * i), None, meta={"turn_id": f"{cid}:{i}"})
                  for i, u in enumerate(said))
    q = Question(f"{cid}_q1", "Which gym do I go to now?", "knowledge-update", gold_turns=(f"{cid}:4",),
                 date=start + timedelta(days=60))
    return Case(cid, turns, (q,))


CASES = [conversation("a", datetime(2025, 3, 1), "I joined the Ironworks gym near the station.",
                      "I left Ironworks and signed up at Pulse Yard instead."),
         conversation("b", datetime(2024, 5, 1), "My gym is Summit Climbing on the ring road.",
                      "Switched gyms: I train at Harbour Fitness now."),
         conversation("c", datetime(2023, 8, 1), "I go to the Larkfield leisure centre gym.",
                      "Moved to the Copperline gym, it opens at five.")]


def test_the_haystack_is_the_other_conversations_moved_before_the_case() -> None:
    hay = haystack_of(CASES[0], CASES)
    assert len(hay) == 10 and {t.meta["turn_id"].split(":")[0] for t in hay} == {"b", "c"}
    stamps = [t.timestamp for t in hay if t.timestamp is not None]
    assert stamps == sorted(stamps) and max(stamps) < min(t.timestamp for t in CASES[0].turns if t.timestamp)
    assert max(stamps).year == 2024  # the year before the case begins
    novel = next(t for t in hay if "novel" in t.user and t.meta["turn_id"].startswith("c"))
    assert "2020" in novel.user  # c moved by a year (2023 -> 2024), the year it writes too


def test_the_haystack_tags_come_from_one_pass_per_year() -> None:
    extractor = OfflineExtractor()
    hay = HayTags(extractor, CASES)
    pairs = [(t.user, t.assistant) for t in haystack_of(CASES[0], CASES)]
    served = hay.for_year(2024)
    # every conversation, moved into the year, is in the pass; a haystack batch is served from it
    assert set(served.tags) == {(t.user, t.assistant) for c in CASES for t in moved(c, 2024)[0]} >= set(pairs)
    assert [g.tags for g in served.extract_many(pairs)] == [served.tags[p].tags for p in pairs]
    assert hay.for_year(2024).tags is served.tags  # one pass a year
    # a batch with a turn the pass has not seen (the case's own) is extracted
    mine = [pairs[0], ("I swapped my road bike for a gravel bike last week.", "Noted.")]
    assert [g.tags for g in served.extract_many(mine)] == [g.tags for g in extractor.extract_many(mine)]
    assert not any("gravel" in p for p in served.tags)


def test_each_facts_case_holds_its_questions_alone_and_inside_the_others(tmp_path: Path) -> None:
    cases = [("facts", c) for c in CASES]
    data = collect(cases, tmp_path, OfflineExtractor(), None, log=lambda *_: None, facts_haystack=True)
    assert [d.key for d in data] == ["facts/a", "facts/b", "facts/c"]
    for d in data:
        alone, hay = d.groups
        assert not alone.qid.endswith(HAY) and hay.qid == alone.qid + HAY
        assert len(hay.y) > len(alone.y)  # the other conversations' notes are candidates too
        assert alone.y.sum() == 1 and hay.y.sum() == 1  # gold is the case's own note, in both
    again = collect(cases, tmp_path, OfflineExtractor(), None, log=lambda *_: None, facts_haystack=True)
    assert all(np.array_equal(a.groups[1].X, b.groups[1].X) for a, b in zip(data, again, strict=True))  # cached
    plain = collect(cases, tmp_path, OfflineExtractor(), None, log=lambda *_: None)
    assert all(len(d.groups) == 1 for d in plain)
    mrr, _ = cross_validate(data * 2, None, folds=2, log=lambda *_: None)
    assert set(mrr) == {"facts", "facts" + HAY}


def test_the_facts_weight_tilts_training_towards_the_facts_questions() -> None:
    """Two datasets that disagree on one feature: the model follows the larger one, unless the
    facts questions' rows are weighted up (the knob benchmarks/fusion_folds.py --facts-weight turns)."""
    from taggraph.bench.train_fusion import CaseData, Group, fit
    from taggraph.retrieve.fusion_features import FEATURES

    def group(qid: str, best_high: bool) -> Group:
        X = np.zeros((2, len(FEATURES)))
        X[0, FEATURES.index("bm25_rr")] = 1.0
        return Group(qid, X, np.array([1.0, 0.0]) if best_high else np.array([0.0, 1.0]))

    cases = [CaseData(f"atant/{i}", [group(f"a{i}", True)]) for i in range(3)]
    cases.append(CaseData("facts/f1", [group("f1", False)]))
    params = {"num_leaves": 2, "learning_rate": 0.1, "rounds": 10, "min_data_in_leaf": 1}
    probe = group("probe", True).X[:, [FEATURES.index("bm25_rr")]]
    plain = fit(cases, ["bm25_rr"], params).predict(probe)
    tilted = fit(cases, ["bm25_rr"], params, facts_weight=10.0).predict(probe)
    assert plain[0] > plain[1] and tilted[0] < tilted[1]
    # any other LightGBM setting (fusion_folds.py --params) reaches the booster as given
    bagged = fit(cases, ["bm25_rr"], {**params, "bagging_fraction": 0.5, "bagging_freq": 1, "lambda_l2": 3.0})
    text = bagged.model_to_string()
    assert "[bagging_fraction: 0.5]" in text and "[lambda_l2: 3]" in text
    assert "[bagging_fraction: 1]" in fit(cases, ["bm25_rr"], params).model_to_string()


def test_each_embedding_model_has_its_own_features_cache(tmp_path: Path) -> None:
    # the real static embedder (cheap); a cache named by the extractor alone once gave one model's
    # dense features to a run with another
    from taggraph.embed import MINILM_MODEL_ID, make_embedder

    static = make_embedder("minilm-static")
    cases = [("facts", CASES[0])]
    collect(cases, tmp_path, OfflineExtractor(), static, log=lambda *_: None)
    assert [p.name for p in tmp_path.iterdir()] == [cache_tag(OfflineExtractor().id, static.model_id)]
    assert len({cache_tag("x", static.model_id), cache_tag("x", MINILM_MODEL_ID), cache_tag("x", None)}) == 3
    with pytest.raises(ValueError, match="model id"):
        collect(cases, tmp_path, OfflineExtractor(), object(), log=lambda *_: None)


def test_a_cache_written_by_other_code_is_computed_again(tmp_path: Path) -> None:
    # a features file of an earlier version of the code (its stamp rewritten here, as that
    # version would have written it) is not trained on; a reader comparing versions takes it
    cases = [("facts", CASES[1])]
    first = collect(cases, tmp_path, OfflineExtractor(), None, log=lambda *_: None)
    [f] = (tmp_path / cache_tag(OfflineExtractor().id, None)).iterdir()
    z = dict(np.load(f, allow_pickle=False))
    assert str(z["code"]) == features_code()
    z["X"] = z["X"] + 1.0
    np.savez_compressed(f, **{**z, "code": np.array("0123456789ab")})
    logged: list[str] = []
    taken = collect(cases, tmp_path, OfflineExtractor(), None, log=logged.append, any_code=True)
    assert np.array_equal(taken[0].groups[0].X, first[0].groups[0].X + 1.0) and not logged
    again = collect(cases, tmp_path, OfflineExtractor(), None, log=logged.append)
    assert np.array_equal(again[0].groups[0].X, first[0].groups[0].X) and len(logged) == 1
    assert str(np.load(f, allow_pickle=False)["code"]) == features_code()


def test_a_reader_of_another_extractors_cache_gets_a_clear_error(tmp_path: Path) -> None:
    # fusion_folds.py reads a cache (any_code) with a stand-in embedder: it must not compute
    with pytest.raises(FileNotFoundError, match="read it with the code that wrote it"):
        collect([("facts", CASES[1])], tmp_path, OfflineExtractor(), object(), log=lambda *_: None,
                embed_id="some-model", any_code=True)
    assert not any(tmp_path.iterdir())  # and leaves no folder behind


def test_fusion_without_a_method_drops_its_columns_and_the_candidates_only_it_brought() -> None:
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
    from fusion_folds import without_method

    from taggraph.bench.train_fusion import CaseData, Group
    from taggraph.retrieve.fusion_features import FEATURES

    X = np.zeros((3, len(FEATURES)))
    X[0, FEATURES.index("bm25_rr")] = 1.0       # both lists
    X[0, FEATURES.index("adaptive_rr")] = 0.5
    X[1, FEATURES.index("adaptive_rr")] = 1.0   # adaptive's alone
    X[2, FEATURES.index("dense_rr")] = 0.5      # dense's alone
    data = [CaseData("atant/1", [Group("q", X, np.array([0.0, 1.0, 0.0]))])]
    got, feats = without_method(data, list(FEATURES), "adaptive")
    assert got[0].groups[0].y.tolist() == [0.0, 0.0]  # the gold only adaptive found is gone
    assert not any(f.startswith("adaptive_") for f in feats) and "bm25_rr" in feats
    assert data[0].groups[0].y.tolist() == [0.0, 1.0, 0.0]  # the input is left as it was


def test_a_run_writes_the_packaged_weights_only_when_asked(tmp_path: Path) -> None:
    """An experiment run as the README shows it must not replace the model every Memory ranks with."""
    packaged = default_weights_path()
    assert weights_target(None, False, tmp_path) == tmp_path / "fusion-weights.json"
    assert weights_target(str(tmp_path / "w.json"), False, tmp_path) == tmp_path / "w.json"
    assert weights_target(None, True, tmp_path) == packaged
    assert packaged.name == "fusion-weights.json" and packaged.parent.name == "data"


def test_weights_record_the_library_versions_they_were_trained_with() -> None:
    import lightgbm
    import onnxruntime

    v = library_versions()
    assert v["lightgbm"] == lightgbm.__version__ and v["onnxruntime"] == onnxruntime.__version__
    assert set(v) >= {"spacy", "numpy", "tokenizers"}
