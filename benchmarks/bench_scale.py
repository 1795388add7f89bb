"""Scale benchmark: a generated conversational store of N notes (benchmarks/scale_data.py), then
ingest rate, size on disk, open time with and without an index snapshot, RSS, remember and
query latency for every method, and local vs exact PPR.

    python benchmarks/bench_scale.py build   --store /tmp/s100k.db --notes 100000
    python benchmarks/bench_scale.py measure --store /tmp/s100k.db --json out.json
    python benchmarks/bench_scale.py measure --store postgresql://localhost/tg   # any Memory.open target
    python benchmarks/bench_scale.py ppr     --store /tmp/s1m.db --queries 100 --ppr-offset 15 --ppr-queries 25

Extraction is excluded everywhere: tags are generated with the text and handed over by the
``generated-tags`` extractor. ``openclaw`` needs a dense embedding of every note; encoding is
timed on a sample and extrapolated unless ``--dense`` asks for the full run, and ``--synthetic-dense``
measures its search speed on random unit vectors (labelled as such).

"Open + first query" runs in a new Python process per method and includes interpreter start and
imports, i.e. what a CLI hook or a serverless function pays; ``--warm-runs N`` runs N such
processes per method, round-robin, and reports each method's median run. Query and remember latency and the
RSS figures (``rss``: after loading every method, after the queries, after the remembers, peak;
``rss.breakdown``: what each index component and each method's first query added while loading)
come from one more new process that loads every method from its snapshot; the process that
built and saved the snapshots is not measured, since memory it freed stays in its RSS. Every
time is reported as wall clock and as CPU time of the process (``cpu``): on a shared machine the
wall clock includes waiting for a core, the CPU time does not.

What set ``taggraph.retrieve.adaptive.LOCAL_ABOVE`` (then 500,000 graph nodes; now 1,000,000 edges,
see its comment): on the generated
100k-note store (250k nodes) push at the default eps measured faster per query than 20 power
iterations, with a mean top-10 overlap of 0.99, but a new process would then also load numba's
kernel on its first query (about 0.5 s of CPU); on a 217k-note store (855k nodes) the power
iteration made a warm fusion query cost 428 ms CPU against 173 ms with push, and push moved no
gold rank of 300 LoCoMo questions asked inside that store (``haystack.py``).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from scale_data import GeneratedTags, History

from taggraph import Memory

GRAPH_METHODS = ("taggraph-basic", "taggraph-stopwords", "taggraph-tfidf", "adaptive")
# the default of --methods, the methods the measure phase times
METHODS: tuple[str, ...] = ("bm25", *GRAPH_METHODS)


def rss_mb() -> float:
    """Current resident set size (Linux /proc), in MB."""
    with Path("/proc/self/statm").open() as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def peak_rss_mb() -> float:
    """Peak resident set size of this process (VmHWM), in MB. Not ``ru_maxrss``: Linux carries that
    over from the parent through fork and exec, so a child would report its parent's peak."""
    with Path("/proc/self/status").open() as f:
        return next(int(line.split()[1]) for line in f if line.startswith("VmHWM:")) / 1024


def store_size(target: str) -> int | None:
    if target.startswith(("postgresql://", "postgres://")):
        return postgres_size(target)
    if "://" in target:
        return None
    return sum(p.stat().st_size for p in (Path(target), Path(target + "-wal")) if p.exists())


def postgres_size(url: str) -> int:
    """Bytes of the store's tables in its schema, with their indexes and TOAST (Postgres's own
    accounting; the server's WAL and catalogs are not counted)."""
    import psycopg

    from taggraph.store.postgres import parse_url

    conninfo, schema, _ = parse_url(url)
    with psycopg.connect(conninfo) as conn:
        row = conn.execute("SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0) FROM pg_class c "
                           "JOIN pg_namespace n ON n.oid = c.relnamespace "
                           "WHERE n.nspname = %s AND c.relkind = 'r'", (schema,)).fetchone()
    return int(row[0]) if row else 0


def pct(xs: Sequence[float], q: float) -> float:
    return float(np.percentile(np.array(xs), q)) if xs else float("nan")


def queries(n: int, seed: int = 99) -> list[str]:
    """Questions about the generated history: a speaker, a person, a topic word, a place."""
    h = History(seed=seed, vocab=2000)
    rng = np.random.default_rng(seed)
    out = []
    for chunk in h.chunks(n, size=n):
        for _, tags in chunk:
            person = tags.who[2].split("/")[1]
            topic = tags.what[0].split("/")[-1]
            place = tags.where[0].split("/")[1]
            kind = rng.integers(0, 3)
            if kind == 0:
                out.append(f"what did {person} say about {topic}?")
            elif kind == 1:
                out.append(f"when was I in {place} with {person}?")
            else:
                out.append(f"{topic} {place}")
    return out


# -- build ---------------------------------------------------------------------------------------

def build(target: str, n: int, seed: int, batch: int) -> dict[str, Any]:
    ex = GeneratedTags()
    t0 = time.perf_counter()
    done = 0
    with Memory.open(target, extractor=ex) as mem:
        for chunk in History(seed=seed).chunks(n, size=batch):
            mem.remember_many(ex.expect(chunk), batch_size=batch)
            done += len(chunk)
            if done % (10 * batch) == 0:
                el = time.perf_counter() - t0
                print(f"  {done} notes, {done / el:.0f} notes/s, rss {rss_mb():.0f} MB", flush=True)
        secs = time.perf_counter() - t0
        count = len(mem)
    out = {"notes": count, "ingest_s": secs, "ingest_per_s": count / secs, "store_bytes": store_size(target),
           "ingest_peak_rss_mb": peak_rss_mb()}
    print(json.dumps(out), flush=True)
    return out


# -- one cold process: open, first query ------------------------------------------------------------

def first_query(target: str, method: str, snapshots: bool) -> None:
    """Run in a child: open, answer one query, print timings. The parent times the whole child.
    Without ``snapshots`` nothing is read or written (the cold case)."""
    q = queries(1)[0]
    t0, c0 = time.perf_counter(), time.process_time()
    mem = Memory.open(target, snapshots=snapshots)
    t1, c1 = time.perf_counter(), time.process_time()
    hits = mem.query(q, k=10, method=method)
    t2, c2 = time.perf_counter(), time.process_time()
    ix = mem.index
    print(json.dumps({"open_s": t1 - t0, "first_query_s": t2 - t1, "open_cpu_s": c1 - c0,
                      "first_query_cpu_s": c2 - c1, "hits": len(hits),
                      "events": ix.events, "rss_mb": rss_mb(),
                      "ppr": hits[0].explanation.get("ppr") if hits else None}))
    mem.close()


def child(target: str, method: str, snapshots: bool = True) -> dict[str, Any]:
    t0 = time.perf_counter()
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cmd = [sys.executable, __file__, "_first", "--store", target, "--method", method]
    res = subprocess.run(cmd + ([] if snapshots else ["--no-snapshots"]), capture_output=True, text=True, check=True)
    wall = time.perf_counter() - t0
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    data: dict[str, Any] = json.loads(res.stdout.strip().splitlines()[-1])
    data["process_s"] = wall
    data["process_cpu_s"] = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
    return data


# -- measure -------------------------------------------------------------------------------------------

def drop_snapshots(target: str) -> None:
    with Memory.open(target) as mem:
        for name in mem.store.blob_info():
            if name.startswith("index/"):
                mem.store.delete_blob(name)


def measure(target: str, methods: Sequence[str], *, n_queries: int, n_remember: int, cold: list[str], seed: int,
            save: Any = None, ppr_queries: int = 50, warm: bool = True, warm_runs: int = 1) -> dict[str, Any]:
    """``save(out)`` runs after every step, so a run cut short still leaves what it measured."""
    out: dict[str, Any] = {"store": target, "store_bytes": store_size(target)}
    save = save or (lambda _: None)
    if cold:
        out["cold"] = {}
        for m in cold:
            drop_snapshots(target)
            out["cold"][m] = child(target, m, snapshots=False)
            print(f"  cold {m}: {out['cold'][m]['process_s']:.2f} s (cpu {out['cold'][m]['process_cpu_s']:.2f} s)",
                  flush=True)
            save(out)
    # build (or load) every method once and save the snapshots
    out["snapshot"] = {"build_or_load": {}}
    with Memory.open(target) as mem:
        for m in methods:
            t, c = time.perf_counter(), time.process_time()
            mem.query("warm up", method=m)
            out["snapshot"]["build_or_load"][m] = {"s": time.perf_counter() - t, "cpu_s": time.process_time() - c}
            print(f"  built or loaded {m}: {out['snapshot']['build_or_load'][m]}", flush=True)
            save(out)
        mem.ontology  # noqa: B018 -- remember reads it: snapshot it too
        t1, c1 = time.perf_counter(), time.process_time()
        mem.save_index()
        out["snapshot"].update(save_s=time.perf_counter() - t1, save_cpu_s=time.process_time() - c1,
                               blobs=mem.store.blob_info(), events=mem.index.events, rss_mb=rss_mb())
    print(f"  snapshot saved in {out['snapshot']['save_s']:.1f} s", flush=True)
    save(out)
    # round-robin over the methods, so that a burst of load on a shared machine hits them alike;
    # each method reports its median run (by wall time) and every run's wall and CPU time
    out["warm"] = {}
    runs: dict[str, list[dict[str, Any]]] = {m: [] for m in methods}
    for r in range(warm_runs if warm else 0):
        for m in methods:
            runs[m].append(child(target, m))
            ordered = sorted(runs[m], key=lambda x: x["process_s"])
            w = out["warm"][m] = {**ordered[(len(ordered) - 1) // 2], "runs": len(ordered),
                                  "process_s_all": [x["process_s"] for x in runs[m]],
                                  "process_cpu_s_all": [x["process_cpu_s"] for x in runs[m]]}
            if r == warm_runs - 1:
                every = ", ".join(f"{x:.2f}" for x in w["process_s_all"])
                print(f"  warm {m}: {w['process_s']:.2f} s, cpu {w['process_cpu_s']:.2f} s (open {w['open_s']:.2f}, "
                      f"first query {w['first_query_s']:.2f}; {w['events']}); runs: {every} s", flush=True)
            save(out)
    out.update(latency_child(target, methods, n_queries=n_queries, n_remember=n_remember, seed=seed,
                             ppr_queries=ppr_queries, save=save, parent_out=out))
    return out


def load_steps(mem: Memory, q: str, methods: Sequence[str]) -> list[dict[str, Any]]:
    """Load the index components one at a time (note ids, each component, then one query per
    method, then the ontology that remember reads), with the RSS after each step: where the
    memory of a loaded store goes. ``mb`` is what the step added."""
    from taggraph.index.postings import TermPostings

    def graph() -> Any:  # reads mem.index when the step runs: loading it is a step of its own
        return mem.index.graph()

    steps: list[tuple[str, Any]] = [("note ids", lambda: mem.index), ("note-stats", lambda: mem.index.stats)]
    if "bm25" in methods:
        steps.append(("bm25-postings", lambda: mem.index.retriever("bm25")))
    if any(m in GRAPH_METHODS for m in methods):
        steps += [("graph", graph), ("term-postings", lambda: TermPostings.of(mem.index))]
    steps += [(f"first query {m}", lambda m=m: mem.query(q, method=m)) for m in methods]
    steps.append(("ontology", lambda: mem.ontology))
    out, last = [], rss_mb()
    for name, step in steps:
        t = time.perf_counter()
        step()
        now = rss_mb()
        out.append({"step": name, "rss_mb": now, "mb": now - last, "s": time.perf_counter() - t})
        print(f"  loaded {name}: +{now - last:.0f} MB, rss {now:.0f} MB ({out[-1]['s']:.1f} s)", flush=True)
        last = now
    return out


def latency(target: str, methods: Sequence[str], *, n_queries: int, n_remember: int, seed: int,
            ppr_queries: int, save: Any) -> dict[str, Any]:
    """Run in a new process (see latency_child): every method loaded from its snapshot, query
    latency, then remembers with every index updated, and the RSS of that process at each step.
    The PPR comparison runs last so that its exact power iterations stay out of the peak."""
    out: dict[str, Any] = {}
    qs = queries(n_queries)
    with Memory.open(target, extractor=GeneratedTags()) as mem:
        steps = load_steps(mem, qs[0], methods)
        rss: dict[str, Any] = {"process": "new process: open, each index component, one query per method, "
                               "the latency queries, then the remembers", "after_loading_mb": rss_mb(),
                               "breakdown": steps, "events": mem.index.events}
        out["rss"] = rss
        lat: dict[str, dict[str, float]] = {}
        for m in methods:
            ts, cs = [], []
            for q in qs:
                t, c = time.perf_counter(), time.process_time()
                mem.query(q, k=10, method=m)
                ts.append(time.perf_counter() - t)
                cs.append(time.process_time() - c)
            lat[m] = {"p50_ms": pct(ts, 50) * 1e3, "p99_ms": pct(ts, 99) * 1e3,
                      "cpu_p50_ms": pct(cs, 50) * 1e3, "cpu_p99_ms": pct(cs, 99) * 1e3}
            print(f"  query {m}: p50 {lat[m]['p50_ms']:.1f} ms, p99 {lat[m]['p99_ms']:.1f} ms "
                  f"(cpu p50 {lat[m]['cpu_p50_ms']:.1f}, p99 {lat[m]['cpu_p99_ms']:.1f})", flush=True)
            out["query"] = lat
            save(out)
        rss["after_queries_mb"] = rss_mb()
        ex = mem.extractor
        assert isinstance(ex, GeneratedTags)
        # A turn already stored is not added again, so the turns are seeded by the store's size:
        # a store measured before gets turns it does not hold yet.
        size = len(mem)
        rows = next(History(seed=seed + 1000 + size).chunks(n_remember, size=n_remember))
        ts, cs = [], []
        for turn, tags in rows:
            ex.expect([(turn, tags)])
            t, c = time.perf_counter(), time.process_time()
            mem.remember(turn.user, turn.assistant, timestamp=turn.timestamp, session_id=turn.session_id)
            ts.append(time.perf_counter() - t)
            cs.append(time.process_time() - c)
        assert len(mem) == size + len(rows), "remembered turns were already stored"
        slow = sorted(range(len(ts)), key=lambda i: -ts[i])[:5]
        out["remember"] = {"p50_ms": pct(ts, 50) * 1e3, "p99_ms": pct(ts, 99) * 1e3, "n": len(ts),
                           "slowest": [{"turn": i, "ms": ts[i] * 1e3, "cpu_ms": cs[i] * 1e3} for i in slow],
                           "cpu_p50_ms": pct(cs, 50) * 1e3, "cpu_p99_ms": pct(cs, 99) * 1e3,
                           "indexes_loaded": "every method's (each remember updates them all)"}
        r = out["remember"]
        print(f"  remember: p50 {r['p50_ms']:.1f} ms, p99 {r['p99_ms']:.1f} ms (cpu p50 {r['cpu_p50_ms']:.1f}, "
              f"p99 {r['cpu_p99_ms']:.1f}); slowest: "
              + ", ".join(f"#{x['turn']} {x['ms']:.0f} ms" for x in r["slowest"]), flush=True)
        t = time.perf_counter()
        mem.query(qs[1], method=methods[-1])
        out["first_query_after_remembers_s"] = time.perf_counter() - t
        rss.update(after_remembers_mb=rss_mb(), peak_mb=peak_rss_mb())
        print(f"  rss: {rss['after_loading_mb']:.0f} MB loaded, {rss['after_queries_mb']:.0f} MB after queries, "
              f"{rss['after_remembers_mb']:.0f} MB after remembers, peak {rss['peak_mb']:.0f} MB", flush=True)
        save(out)
        if "adaptive" in methods and ppr_queries > 0:
            # PPR run to convergence costs about a minute per query above a million graph nodes;
            # there the ppr phase runs it on request
            from taggraph.retrieve.adaptive import AdaptiveGraph

            walk = mem.index.retriever("adaptive")
            assert isinstance(walk, AdaptiveGraph)
            small = walk.graph.n_nodes <= 1_000_000
            out["ppr"] = ppr_compare(mem, qs[: min(len(qs), ppr_queries)], converged=small)
            save(out)
    return out


def latency_child(target: str, methods: Sequence[str], *, n_queries: int, n_remember: int, seed: int,
                  ppr_queries: int, save: Any, parent_out: dict[str, Any]) -> dict[str, Any]:
    """``latency`` in a new process: this one built and saved every snapshot, and memory it freed
    is not returned to the OS, so its RSS says nothing about a process that loads them."""
    part = Path(f"/tmp/bench_scale_latency_{os.getpid()}.json")
    cmd = [sys.executable, __file__, "_latency", "--store", target, "--queries", str(n_queries),
           "--remember", str(n_remember), "--seed", str(seed), "--ppr-queries", str(ppr_queries),
           "--methods", ",".join(methods), "--json", str(part)]
    res = subprocess.run(cmd, check=False)
    out = json.loads(part.read_text()) if part.exists() else {}
    part.unlink(missing_ok=True)
    if res.returncode:
        out["latency_process_failed"] = res.returncode
    save({**parent_out, **out})
    return out


def ppr_synthetic(n: int, n_queries: int = 10) -> dict[str, Any]:
    """Local push against power iteration on the GENERATED graph of tests/test_push.py (files,
    topics, Zipfian tags with a 95% hub, ontology, similarity and chronology) of ``n`` notes;
    for sizes whose store graph cannot be built in the time available."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    from test_push import note_graph, top

    from taggraph.retrieve.adaptive import personalized_pagerank
    from taggraph.retrieve.push import DEFAULT_EPS, forward_push

    adj, deg, nxt, tag0, n_tags = note_graph(n)
    frm = np.flatnonzero(nxt >= 0)

    def push(z: np.ndarray) -> np.ndarray:
        y: np.ndarray = adj @ z
        y[nxt[frm]] += z[frm]
        return y
    rng = np.random.default_rng(3)
    ex_ms, lo_ms, ov = [], [], []
    for _ in range(n_queries):
        s = np.zeros(len(deg))
        s[tag0 + rng.integers(20, n_tags // 2, size=2)] = 1.0
        s[rng.choice(n, size=150, replace=False)] += rng.random(150) * 0.05
        s /= s.sum()
        a = time.perf_counter()
        x = personalized_pagerank(push, deg, s, 0.85, 20)
        b = time.perf_counter()
        res = forward_push([adj], deg, s, 0.85, DEFAULT_EPS, nxt)
        c = time.perf_counter()
        ex_ms.append((b - a) * 1e3)
        lo_ms.append((c - b) * 1e3)
        ov.append(len(top(x, n) & top(res.p, n)) / 10)
    out = {"notes": n, "graph_nodes": len(deg), "edges": int(adj.nnz // 2), "eps": DEFAULT_EPS,
           "exact_p50_ms": pct(ex_ms, 50), "local_p50_ms": pct(lo_ms, 50),
           "speedup_p50": pct(ex_ms, 50) / pct(lo_ms, 50), "top10_overlap_mean": statistics.mean(ov),
           "top10_overlap_min": min(ov)}
    print(f"  generated graph, {n} notes: exact p50 {out['exact_p50_ms']:.1f} ms, local p50 "
          f"{out['local_p50_ms']:.1f} ms, x{out['speedup_p50']:.1f}, top-10 overlap mean "
          f"{out['top10_overlap_mean']:.2f} min {out['top10_overlap_min']:.1f}", flush=True)
    return out


def ppr_compare(mem: Memory, qs: list[str], converged: bool = True, sweep: tuple[float, ...] = ()) -> dict[str, Any]:
    """Local push against power iteration on the same graph and teleport, per query; with
    ``converged``, also against PPR run to convergence (300 iterations: minutes at 1M notes);
    with ``sweep``, also the top-10 overlap and edge visits of push at each of those eps."""
    from taggraph.retrieve.adaptive import AdaptiveGraph, personalized_pagerank

    r = mem.index.retriever("adaptive")
    assert isinstance(r, AdaptiveGraph)
    t = r.transition()
    assert t.out_degree is not None
    g = r.graph
    files = g.file_nid.view()[np.flatnonzero(g.alive.view())]
    # compile (or load from numba's cache) and make the retriever's workspaces before timing
    for e in (r.push_eps, *sweep):
        r.push(np.eye(1, len(t.out_degree)).ravel(), e)

    def top(v: np.ndarray) -> set[int]:
        return set(files[np.argsort(-v[files], kind="stable")[:10]].tolist())
    ex_ms, lo_ms, overlap, overlap_conv, l1_files, edges = [], [], [], [], [], []
    sweep_ov: dict[float, list[float]] = {e: [] for e in sweep}
    sweep_work: dict[float, list[int]] = {e: [] for e in sweep}
    for q in qs:
        s, _ = r.teleport(q)
        if not s.any():
            continue
        a = time.perf_counter()
        x = personalized_pagerank(t.push, t.out_degree, s, r.alpha, r.iterations)
        b = time.perf_counter()
        res = r.push(s)
        c = time.perf_counter()
        ex_ms.append((b - a) * 1e3)
        lo_ms.append((c - b) * 1e3)
        edges.append(res.edges)
        overlap.append(len(top(x) & top(res.p)) / 10)
        if converged:
            conv = personalized_pagerank(t.push, t.out_degree, s, r.alpha, 300, 1e-12)
            overlap_conv.append(len(top(conv) & top(res.p)) / 10)
        l1_files.append(float(np.abs(x[files] - res.p[files]).sum()))
        for e in sweep:
            other = r.push(s, e)
            sweep_ov[e].append(len(top(x) & top(other.p)) / 10)
            sweep_work[e].append(other.edges)
    out: dict[str, Any] = {"queries": len(ex_ms), "graph_nodes": g.n_nodes, "eps": r.push_eps,
           "exact_p50_ms": pct(ex_ms, 50), "local_p50_ms": pct(lo_ms, 50), "local_p99_ms": pct(lo_ms, 99),
           "speedup_p50": pct(ex_ms, 50) / pct(lo_ms, 50) if lo_ms else float("nan"),
           "edge_visits_p50": pct(edges, 50),
           "top10_overlap_mean": statistics.mean(overlap) if overlap else float("nan"),
           "top10_overlap_min": min(overlap) if overlap else float("nan"),
           "top10_overlap_per_query": overlap,
           "top10_overlap_vs_converged_mean": statistics.mean(overlap_conv) if overlap_conv else None,
           "l1_files_mean": statistics.mean(l1_files) if l1_files else float("nan")}
    conv_txt = (f", vs converged PPR {out['top10_overlap_vs_converged_mean']:.3f}" if overlap_conv else "")
    print(f"  ppr: exact p50 {out['exact_p50_ms']:.1f} ms, local p50 {out['local_p50_ms']:.1f} ms, "
          f"x{out['speedup_p50']:.1f}, top-10 overlap mean {out['top10_overlap_mean']:.3f} "
          f"min {out['top10_overlap_min']:.1f}{conv_txt}", flush=True)
    if sweep and ex_ms:
        out["sweep"] = {f"{e:g}": {"top10_overlap_mean": statistics.mean(sweep_ov[e]),
                                   "top10_overlap_min": min(sweep_ov[e]),
                                   "edge_visits_p50": pct(sweep_work[e], 50)} for e in sweep}
        for e, v in out["sweep"].items():
            print(f"  eps {e}: top-10 overlap mean {v['top10_overlap_mean']:.3f} min {v['top10_overlap_min']:.1f}, "
                  f"edge visits p50 {v['edge_visits_p50']:.0f}", flush=True)
    return out


def ppr_only(target: str, n_queries: int, offset: int, count: int, converged: bool,
             sweep: tuple[float, ...]) -> dict[str, Any]:
    """The PPR comparison alone, on queries ``offset .. offset + count`` of the query list, so
    that a choice made on one slice (the push eps, see ``sweep``) can be checked on another."""
    qs = queries(n_queries)[offset:offset + count]
    with Memory.open(target) as mem:
        out = ppr_compare(mem, qs, converged, sweep)
    out["query_slice"] = [offset, offset + len(qs)]
    return out


def dense(target: str, sample: int, sizes: list[int], ann: dict[str, Any] | None = None) -> dict[str, Any]:
    """What ``openclaw`` costs at scale: MiniLM encoding speed on a sample of the store's notes
    (no cache), extrapolated to the store sizes; and the search side (exact cosine top-k over a
    vector matrix, as OpenClaw's VectorTable does) on SYNTHETIC random unit vectors of those sizes,
    which measures search speed only, not retrieval quality. ``ann`` (``--ann``): approximate
    against exact top-k on random, clustered and the store's own vectors (benchmarks/scale_ann.py)."""
    from taggraph.embed import default_embedder
    from taggraph.index.vectortable import VectorTable

    with Memory.open(target, snapshots=False) as mem:
        texts = [n.raw_text for _, n in zip(range(sample), mem.notes(), strict=False)]
    emb = default_embedder(cache=None)
    emb.encode(texts[:16])  # load the model
    t, c = time.perf_counter(), time.process_time()
    vecs = emb.encode(texts[16:])
    wall, cpu = time.perf_counter() - t, time.process_time() - c
    per_s = len(texts[16:]) / wall
    out: dict[str, Any] = {"encode_sample": len(texts) - 16, "encode_per_s": per_s,
                           "encode_cpu_ms_per_note": cpu / len(texts[16:]) * 1e3, "dim": int(vecs.shape[1]),
                           "estimated_encode_hours": {str(n): n / per_s / 3600 for n in sizes}}
    print(f"  encode: {per_s:.0f} notes/s ({out['encode_cpu_ms_per_note']:.1f} ms cpu per note); "
          + ", ".join(f"{n}: {h:.1f} h" for n, h in out["estimated_encode_hours"].items()), flush=True)
    if ann is not None:
        from scale_ann import ann_search

        out["ann"] = ann_search(target, emb, ann, rss_mb)
        return out
    rng = np.random.default_rng(0)
    out["synthetic_search"] = {}
    for n in sizes:
        vt = VectorTable()
        for start in range(0, n, 100_000):
            m = min(100_000, n - start)
            v = rng.standard_normal((m, vecs.shape[1])).astype(np.float32)
            v /= np.linalg.norm(v, axis=1, keepdims=True)
            vt.add_many([f"n{start + i}" for i in range(m)], v)
        ts = []
        for _ in range(30):
            q = rng.standard_normal(int(vecs.shape[1])).astype(np.float32)
            q /= np.linalg.norm(q)
            t = time.perf_counter()
            vt.top(q, 40)
            ts.append(time.perf_counter() - t)
        out["synthetic_search"][str(n)] = {"p50_ms": pct(ts, 50) * 1e3, "p99_ms": pct(ts, 99) * 1e3}
        print(f"  synthetic vectors, {n}: top-40 p50 {pct(ts, 50) * 1e3:.1f} ms", flush=True)
        del vt
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("phase", choices=["build", "measure", "ppr", "dense", "ppr-synthetic", "_first", "_latency"])
    ap.add_argument("--store", required=True, help="a store path or a postgresql:// URL")
    ap.add_argument("--notes", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=12)
    ap.add_argument("--batch", type=int, default=1000)
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--remember", type=int, default=200)
    ap.add_argument("--ppr-queries", type=int, default=50, help="queries of the local vs exact PPR comparison "
                    "(each also runs PPR to convergence; 0 skips it)")
    ap.add_argument("--ppr-offset", type=int, default=0, help="ppr phase: first query of the comparison")
    ap.add_argument("--no-converged", action="store_true", help="ppr phase: skip PPR run to convergence")
    ap.add_argument("--eps-sweep", default="", help="ppr phase: comma-separated push eps values to compare too")
    ap.add_argument("--cold", default="", help="comma-separated methods to also time with no snapshot "
                    "(a new process each), or 'all'")
    ap.add_argument("--method", default="bm25")
    ap.add_argument("--no-warm", action="store_true", help="measure: skip the new process per method that "
                    "opens with snapshots and answers one query")
    ap.add_argument("--warm-runs", type=int, default=1, help="measure: new processes per method (round-robin); "
                    "each method reports its median run")
    ap.add_argument("--no-snapshots", action="store_true")
    ap.add_argument("--methods", default=",".join(METHODS), help="methods the measure phase times")
    ap.add_argument("--sample", type=int, default=1000, help="notes encoded by the dense phase")
    ap.add_argument("--ann", action="store_true", help="dense phase: approximate vs exact top-k (scale_ann.py)")
    ap.add_argument("--ann-sizes", default="200000,1000000")
    ap.add_argument("--ann-kinds", default="random,clustered", help="synthetic vector sets; '' for none")
    ap.add_argument("--ann-settings", default="1024:64:200,1024:128:200,1024:256:200", help="nlist:nprobe:rerank,...")
    ap.add_argument("--real-settings", default="128:8:200,128:16:200,128:32:200",
                    help="settings for the store's own vectors (a smaller nlist for a smaller table)")
    ap.add_argument("--no-real", action="store_true", help="skip the store's own vectors")
    ap.add_argument("--static-sizes", default="", help="sizes of generated English turns embedded by minilm-static")
    ap.add_argument("--json", help="write the results here")
    args = ap.parse_args()
    methods = [m for m in args.methods.split(",") if m]
    if args.phase == "_first":
        first_query(args.store, args.method, not args.no_snapshots)
        return
    if args.phase == "_latency":
        def save_part(out: dict[str, Any]) -> None:
            Path(args.json).write_text(json.dumps(out, indent=2, default=str) + "\n")
        latency(args.store, methods, n_queries=args.queries, n_remember=args.remember, seed=args.seed,
                ppr_queries=args.ppr_queries, save=save_part)
        return
    if args.phase == "build":
        res = build(args.store, args.notes, args.seed, args.batch)
    elif args.phase == "ppr":
        sweep = tuple(float(e) for e in args.eps_sweep.split(",") if e)
        res = ppr_only(args.store, args.queries, args.ppr_offset, args.ppr_queries, not args.no_converged, sweep)
    elif args.phase == "ppr-synthetic":
        res = ppr_synthetic(args.notes)
    elif args.phase == "dense":
        ann = {"sizes": [int(x) for x in args.ann_sizes.split(",") if x],
               "kinds": [x for x in args.ann_kinds.split(",") if x], "settings": args.ann_settings,
               "real_settings": args.real_settings, "real": not args.no_real, "k": 40,
               "static_sizes": [int(x) for x in args.static_sizes.split(",") if x]} if args.ann else None
        res = dense(args.store, args.sample, [100_000, 1_000_000], ann)
    else:
        cold = list(methods) if args.cold == "all" else [m for m in args.cold.split(",") if m]

        def save(out: dict[str, Any]) -> None:
            if args.json:
                Path(args.json).write_text(json.dumps(out, indent=2, default=str) + "\n")
        res = measure(args.store, methods, n_queries=args.queries, n_remember=args.remember, cold=cold,
                      seed=args.seed, save=save, ppr_queries=args.ppr_queries, warm=not args.no_warm,
                      warm_runs=args.warm_runs)
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=2, default=str) + "\n")


if __name__ == "__main__":
    main()
