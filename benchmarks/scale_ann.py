"""The ANN part of ``bench_scale.py dense --ann``: approximate dense top-k (taggraph.index.ann)
against exact search over the same VectorTable, in one process.

For each vector set and each setting (nlist:nprobe:rerank): recall@k of the approximate top-k
against the exact one, query p50/p95 in wall and CPU ms, build seconds (k-means training on the
fixed-seed sample plus adding every row), the RSS it added, the size of its serialised index and
the seconds to serialise it and to load it back (what a snapshot save and load add);
and the dense side of a fusion query both ways (exact: a product with every row, top-k and a
lookup of the candidates' cosines; approximate: ANN top-k, the cosines of ``gather`` rows and the
mean from the rows' kept sum), as a ratio against exact.

Vector sets: ``random`` (uniform random unit vectors, the worst case for IVF: no structure to
cluster), ``clustered`` (SYNTHETIC: unit vectors around n/200 random centres, cosine ~0.5 inside
a cluster) and ``real`` (the MiniLM vectors of a store, when it has some; queries are the
benchmark's own questions plus stored notes' vectors, labelled apart).
"""

from __future__ import annotations

import gc
import statistics
import time
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import numpy as np

from taggraph.index.ann import AnnSettings, IvfIndex
from taggraph.index.vectortable import VectorTable

DIM = 384


def unit_vectors(kind: str, n: int, rng: np.random.Generator, centres: np.ndarray | None = None) -> np.ndarray:
    if kind == "random":
        x = rng.standard_normal((n, DIM), dtype=np.float32)
    else:
        assert centres is not None
        x = centres[rng.integers(0, len(centres), n)] + rng.standard_normal((n, DIM), dtype=np.float32) / np.sqrt(DIM)
    out: np.ndarray = x / np.linalg.norm(x, axis=1, keepdims=True)
    return out


def table_of(kind: str, n: int, seed: int = 0) -> tuple[VectorTable, np.ndarray]:
    """An exact VectorTable (the ANN is built later, per setting) and 200 queries of the same kind."""
    rng = np.random.default_rng(seed)
    centres = unit_vectors("random", max(1, n // 200), rng) if kind == "clustered" else None
    vt = VectorTable(ann_min=1 << 62)
    for s in range(0, n, 100_000):
        m = min(100_000, n - s)
        vt.add_many([f"n{s + i}" for i in range(m)], unit_vectors(kind, m, rng, centres))
    return vt, unit_vectors(kind, 200, rng, centres)


def _timed(fn: Callable[[], Any]) -> tuple[Any, float, float]:
    t, c = time.perf_counter(), time.process_time()
    out = fn()
    return out, (time.perf_counter() - t) * 1e3, (time.process_time() - c) * 1e3


def _lat(walls: list[float], cpus: list[float]) -> dict[str, float]:
    return {"p50_ms": float(np.percentile(walls, 50)), "p95_ms": float(np.percentile(walls, 95)),
            "cpu_p50_ms": float(np.percentile(cpus, 50)), "cpu_p95_ms": float(np.percentile(cpus, 95))}


def _fusion_dense(vt: VectorTable, q: np.ndarray, k: int, gather: list[str]) -> Any:
    """The dense side of one fusion query, as retrieve.fusion computes it on either path."""
    if vt.ann is not None:
        return vt.top(q, k), vt.dots(gather, q), vt.base(q)
    scores = vt.all_scores(q)
    rows = vt.rows
    got = scores[[rows[i] for i in gather]]
    return vt.top(q, k, scores), got, float(np.mean(scores))


def measure(vt: VectorTable, queries: np.ndarray, settings: Sequence[AnnSettings], k: int, rss: Callable[[], float],
            groups: dict[str, slice] | None = None) -> dict[str, Any]:
    """Exact, then each ANN setting, on the same table and queries (recall per query group)."""
    groups = groups or {"all": slice(None)}
    rng = np.random.default_rng(5)
    ids = [i for i in vt._ids if i is not None]
    gather = [ids[j] for j in rng.choice(len(ids), min(len(ids), 2000), replace=False)]
    exact, walls, cpus, fw, fc = [], [], [], [], []
    for q in queries:
        got, w, c = _timed(partial(vt.top, q, k, exact=True))
        exact.append({i for i, _ in got})
        walls.append(w)
        cpus.append(c)
        _, w, c = _timed(partial(_fusion_dense, vt, q, k, gather))
        fw.append(w)
        fc.append(c)
    out: dict[str, Any] = {"rows": len(vt), "queries": {g: len(range(len(queries))[s]) for g, s in groups.items()},
                           "exact": {**_lat(walls, cpus), "fusion_dense": _lat(fw, fc)}, "ann": {}}
    print(f"    exact top-{k}: p50 {out['exact']['p50_ms']:.1f} ms (cpu {out['exact']['cpu_p50_ms']:.1f}); "
          f"fusion dense side p50 {out['exact']['fusion_dense']['p50_ms']:.1f} ms", flush=True)
    for st in settings:
        vt.ann = None
        gc.collect()
        r0 = rss()
        vt.ann_min, vt.ann_settings = 1, st
        _, build_ms, build_cpu = _timed(vt.ensure_ann)
        assert vt.ann is not None
        added = rss() - r0
        recall, walls, cpus, fw, fc = [], [], [], [], []
        for j, q in enumerate(queries):
            got, w, c = _timed(partial(vt.top, q, k))
            recall.append(len(exact[j] & {i for i, _ in got}) / k)
            walls.append(w)
            cpus.append(c)
            _, w, c = _timed(partial(_fusion_dense, vt, q, k, gather))
            fw.append(w)
            fc.append(c)
        lat = _lat(walls, cpus)
        blob, ser_ms, _ = _timed(vt.ann.serialize)
        _, deser_ms, _ = _timed(partial(IvfIndex.deserialize, blob, st))  # what a snapshot load adds
        res = {"setting": f"nlist={vt.ann.settings.nlist} nprobe={st.nprobe} rerank={st.rerank}",
               "recall_at_k": {g: statistics.mean(recall[s]) for g, s in groups.items()},
               "recall_min": {g: min(recall[s]) for g, s in groups.items()},
               **lat, "build_s": build_ms / 1e3, "build_cpu_s": build_cpu / 1e3, "rss_added_mb": added,
               "serialized_mb": blob.nbytes / 2**20, "serialize_s": ser_ms / 1e3, "deserialize_s": deser_ms / 1e3,
               "speedup_p50": out["exact"]["p50_ms"] / lat["p50_ms"],
               "cpu_speedup_p50": out["exact"]["cpu_p50_ms"] / lat["cpu_p50_ms"],
               "fusion_dense": _lat(fw, fc)}
        res["fusion_dense_speedup_p50"] = out["exact"]["fusion_dense"]["p50_ms"] / res["fusion_dense"]["p50_ms"]
        out["ann"][f"{st.nlist}:{st.nprobe}:{st.rerank}"] = res
        rec = ", ".join(f"{g} {v:.3f}" for g, v in res["recall_at_k"].items())
        print(f"    {res['setting']}: recall@{k} {rec}; p50 {lat['p50_ms']:.2f} ms p95 {lat['p95_ms']:.2f} "
              f"(cpu {lat['cpu_p50_ms']:.2f}), x{res['speedup_p50']:.1f} vs exact; fusion dense side "
              f"p50 {res['fusion_dense']['p50_ms']:.2f} ms (x{res['fusion_dense_speedup_p50']:.1f}); build "
              f"{res['build_s']:.1f} s, +{added:.0f} MB RSS, {res['serialized_mb']:.0f} MB serialised "
              f"({res['serialize_s']:.2f} s, loaded in {res['deserialize_s']:.2f} s)", flush=True)
        del blob
    vt.ann = None
    return out


def parse_settings(text: str) -> list[AnnSettings]:
    """``nlist:nprobe:rerank,...``"""
    out = []
    for part in text.split(","):
        nlist, nprobe, rerank = (int(x) for x in part.split(":"))
        out.append(AnnSettings(nlist=nlist, nprobe=nprobe, rerank=rerank))
    return out


def ann_phase(sizes: Sequence[int], kinds: Sequence[str], settings: Sequence[AnnSettings], k: int,
              rss: Callable[[], float], *, real: tuple[np.ndarray, np.ndarray, int] | None = None,
              real_settings: Sequence[AnnSettings] = ()) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if real is not None:
        mat, qs, n_questions = real
        vt = VectorTable(ann_min=1 << 62)
        vt.add_many([f"r{i}" for i in range(len(mat))], mat)
        print(f"  real MiniLM vectors of the store, {len(mat)}:", flush=True)
        out[f"real/{len(mat)}"] = measure(vt, qs, real_settings or settings, k, rss,
                                          {"questions": slice(0, n_questions), "notes_as_queries": slice(n_questions, None)})
        del vt
    for kind in kinds:
        for n in sizes:
            label = f"{kind}/{n}" if kind == "random" else f"{kind} (SYNTHETIC)/{n}"
            print(f"  {label}:", flush=True)
            vt, qs = table_of(kind, n)
            out[label] = measure(vt, qs, settings, k, rss)
            del vt
            gc.collect()
    return out


def ann_search(target: str, emb: Any, opts: dict[str, Any], rss: Callable[[], float]) -> dict[str, Any]:
    """``dense --ann``: scale_ann.ann_phase on synthetic vectors and on the store's own MiniLM
    vectors (queries: check_rankings' questions, encoded here, then 200 stored vectors)."""
    from check_rankings import queries as questions

    from taggraph import Memory
    from taggraph.index.vectortable import RawTextIndex

    real = None
    if opts["real"]:
        with Memory.open(target, snapshots=False) as mem:
            v = RawTextIndex.of(mem.index).vectors
            mat = v.live_matrix() if v._mat is not None else None
        if mat is not None and len(mat):
            qs = emb.encode(questions(), persist=False)
            notes = mat[np.random.default_rng(3).choice(len(mat), min(200, len(mat)), replace=False)]
            real = (mat, np.vstack([qs, notes]).astype(np.float32), len(qs))
    out = ann_phase(opts["sizes"], opts["kinds"], parse_settings(opts["settings"]), opts["k"], rss,
                    real=real, real_settings=parse_settings(opts["real_settings"]))
    for n in opts["static_sizes"]:
        out.update(static_search(n, questions(), opts, rss))
    return out


def static_search(n: int, qs: list[str], opts: dict[str, Any], rss: Callable[[], float]) -> dict[str, Any]:
    """Text vectors at a size the MiniLM store does not reach: bench_ingest's generated English
    turns embedded by ``minilm-static`` (the static table distilled from MiniLM, ~4,000 notes/s)."""
    from bench_ingest import turns

    from taggraph.embed import make_embedder
    from taggraph.notes import exchange_text

    emb = make_embedder("minilm-static")
    vt = VectorTable(ann_min=1 << 62)
    t = time.perf_counter()
    rows = turns(n)
    for s in range(0, n, 20_000):
        part = rows[s:s + 20_000]
        vt.add_many([f"t{s + i}" for i in range(len(part))],
                    emb.encode([exchange_text(r["user"], r["assistant"]) for r in part], persist=False))
    label = f"minilm-static text vectors/{n}"
    print(f"  {label} (embedded in {time.perf_counter() - t:.0f} s):", flush=True)
    notes = vt.take([f"t{i}" for i in np.random.default_rng(3).choice(n, 200, replace=False)])
    queries = np.vstack([emb.encode(qs, persist=False), notes]).astype(np.float32)
    return {label: measure(vt, queries, parse_settings(opts["settings"]), opts["k"], rss,
                           {"questions": slice(0, len(qs)), "notes_as_queries": slice(len(qs), None)})}
