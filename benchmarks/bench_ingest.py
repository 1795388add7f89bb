"""The default path end to end, as a new user meets it: `taggraph ingest` of generated 25-word
conversation turns (offline extraction, every index, vectors), then the first query of a new
process per method, then remember latency.

    python benchmarks/bench_ingest.py gen      --notes 20000 --out /tmp/turns20k.jsonl
    python benchmarks/bench_ingest.py ingest   --file /tmp/turns20k.jsonl --store /tmp/s20k.db [--embed minilm-static]
    python benchmarks/bench_ingest.py first    --store /tmp/s20k.db --runs 3
    python benchmarks/bench_ingest.py remember --store /tmp/s20k.db --n 100 [--profile 30] [--at latest]
    python benchmarks/bench_ingest.py fill     --store /tmp/s20k.db --n 5    # the server's background vector pass
    python benchmarks/bench_ingest.py slots    --store /tmp/s20k.db          # the fact slots' texts, embedded at write time
    python benchmarks/bench_ingest.py parts    --n 1000          # extraction and each embedder alone, batched and one by one
    python benchmarks/bench_ingest.py pipeline --n 2000 --runs 1 # parse workers + model thread vs without

Turns are built from templates and word lists written for this benchmark (people, places,
activities, feelings), about 25 words each, with a short reply. ``ingest`` runs the real CLI in
a child process and reports wall and CPU time (the child's user + system) and notes per second;
``first`` runs one new process per method (bm25, adaptive, fusion), round-robin, and reports
the median run; ``remember`` copies the store and times ``remember()`` on the copy (CPU time of
this process, p50), once with vectors written (the default) and once without (the old path),
in the same process. ``--embed`` selects the embedding backend (``TAGGRAPH_EMBED_BACKEND``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

PEOPLE = ["Marta", "Jonas", "Priya", "Tomasz", "Aiko", "Rafael", "Greta", "Idris", "Lena", "Oskar", "Nadia",
          "Felipe", "Hannah", "Kwame", "Sofia", "Ravi", "Elin", "Mateo", "Yara", "Bruno"]
PLACES = ["Porto", "Krakow", "Osaka", "Denver", "Tallinn", "Nairobi", "Lyon", "Halifax", "Hobart", "Bergen",
          "the farmers market", "the climbing gym", "my office", "the library", "the harbour"]
ACTIVITIES = ["repainting the spare room", "training for a half marathon", "learning the cello",
              "planning a surprise party", "fixing the old bicycle", "studying for the pilot exam",
              "renovating the kitchen", "writing a short story", "adopting a rescue dog",
              "switching to a night shift", "building a garden shed", "organising the team offsite"]
FEELINGS = ["excited", "nervous", "tired", "relieved", "proud", "worried", "curious", "frustrated"]
TIMES = ["on Monday", "last weekend", "next Thursday", "in March", "this morning", "two weeks ago",
         "tomorrow evening", "over the holidays"]
REPLIES = ["That sounds like a lot, good luck!", "Noted, I will remember that.", "How did it go?",
           "Want me to set a reminder?", "Nice, keep me posted.", "That must have been hard."]
TEMPLATES = [
    "I met {p} at {pl} {t} and we talked for hours about {a}, which left me feeling {f} about the whole plan.",
    "{t} I finally started {a} with {p}; honestly I am {f} because the budget is tight and {pl} is far.",
    "My friend {p} called {t} to say she is {a} near {pl}, and I felt {f} that she asked me to help.",
    "Remind me that {p} and I agreed {t} to keep {a} going, even if we both feel {f} at {pl}.",
]


def turns(n: int, seed: int = 5) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        text = rng.choice(TEMPLATES).format(p=rng.choice(PEOPLE), pl=rng.choice(PLACES), t=rng.choice(TIMES),
                                            a=rng.choice(ACTIVITIES), f=rng.choice(FEELINGS))
        out.append({"user": f"{text} (note {i})", "assistant": rng.choice(REPLIES), "session_id": f"s{i // 20}",
                    "timestamp": f"2026-{1 + (i // 5000) % 12:02d}-{1 + (i // 200) % 28:02d}T{8 + i % 12:02d}:00:00"})
    return out


def cmd_gen(args: argparse.Namespace) -> None:
    rows = turns(args.notes)
    with Path(args.out).open("w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r) + "\n")
    words = statistics.mean(len(r["user"].split()) for r in rows)
    print(json.dumps({"file": args.out, "notes": len(rows), "mean_user_words": round(words, 1)}))


def _env(embed: str | None) -> dict[str, str]:
    env = dict(os.environ)
    if embed:
        env["TAGGRAPH_EMBED_BACKEND"] = embed
    return env


def _child(cmd: list[str], env: dict[str, str]) -> tuple[subprocess.CompletedProcess[str], float, float]:
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    res = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False)
    wall = time.perf_counter() - t0
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    if res.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed: {res.stderr[-2000:]}")
    return res, wall, (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)


def cmd_ingest(args: argparse.Namespace) -> None:
    for suffix in ("", "-wal", "-shm"):
        Path(args.store + suffix).unlink(missing_ok=True)
    cmd = [sys.executable, "-m", "taggraph.cli", "--db", args.store, "ingest", args.file, "--json",
           "--batch-size", str(args.batch_size)]
    res, wall, cpu = _child(cmd, _env(args.embed))
    report = json.loads(res.stdout)
    n = report["added"]
    out = {"notes": n, "embed": args.embed or "minilm-onnx (default)", "wall_s": round(wall, 1),
           "cpu_s": round(cpu, 1), "notes_per_s_wall": round(n / wall, 1), "cpu_ms_per_note": round(1000 * cpu / n, 2),
           "vectors_computed": report.get("vectors_computed"), "load_avg_1m": os.getloadavg()[0]}
    print(json.dumps(out))


def _first(store: str, method: str, question: str) -> None:
    from taggraph import Memory

    t0, c0 = time.perf_counter(), time.process_time()
    with Memory.open(store) as mem:
        hits = mem.query(question, k=10, method=method)
        t1, c1 = time.perf_counter(), time.process_time()
        e = hits[0].explanation if hits else {}
        # texts the query had the model embed: the question, and any fact slot's text not stored
        stats = getattr(mem.index._embedder, "stats", None)  # None where no model was loaded
        print(json.dumps({"s": t1 - t0, "cpu_s": c1 - c0, "dense": e.get("dense"), "model": e.get("model"),
                          "embedded": stats.computed if stats is not None else None,
                          "events": [ev for _, ev in mem.index.events if not ev.startswith("loaded")]}))


def cmd_first(args: argparse.Namespace) -> None:
    methods = args.methods.split(",")
    runs: dict[str, list[dict[str, Any]]] = {m: [] for m in methods}
    for _ in range(args.runs):
        for m in methods:
            res, wall, cpu = _child([sys.executable, __file__, "_first", "--store", args.store, "--method", m],
                                    _env(args.embed))
            d = json.loads(res.stdout.strip().splitlines()[-1])
            d.update(process_s=wall, process_cpu_s=cpu)
            runs[m].append(d)
    out = {}
    for m, rs in runs.items():
        med = sorted(rs, key=lambda d: d["process_s"])[(len(rs) - 1) // 2]
        out[m] = {"process_s": round(med["process_s"], 2), "process_cpu_s": round(med["process_cpu_s"], 2),
                  "open_and_query_s": round(med["s"], 2), "open_and_query_cpu_s": round(med["cpu_s"], 2),
                  "all_process_s": [round(d["process_s"], 2) for d in rs], "dense": med["dense"],
                  "model": med["model"], "built": med["events"]}
    print(json.dumps(out, indent=1))


def _remember_p50(store: str, n: int, vectors: str, profile: int = 0, at: str = "now") -> dict[str, float]:
    """p50 and p90 of ``n`` remembers on ``store`` with every default index loaded, and what the
    first write after the load cost: its wall time and the RSS before and after it. ``profile``:
    print cProfile's that many costliest functions of the timed remembers (they run slower).
    ``at``: "now" stamps each note with the time of the call, as an agent's remember does; the
    generated stores hold notes dated up to the end of 2026, so before that a note lands among
    them, and its fact chains take an earlier note. "latest" stamps each one minute after the
    store's newest note, as a live history's next exchange."""
    import cProfile
    from datetime import datetime, timedelta

    from bench_query_cpu import print_profile
    from bench_scale import rss_mb

    from taggraph import Memory
    from taggraph.index.ontology import TagList

    rows = turns(n, seed=99)
    cpu, wall = [], []
    with sqlite3.connect(store) as con:
        newest = con.execute("SELECT max(timestamp) FROM notes").fetchone()[0]
    stamps: list[datetime | None] = [None] * n
    if at == "latest" and newest:
        stamps = [datetime.fromisoformat(newest) + timedelta(minutes=1 + i) for i in range(n)]
    with Memory.open(store, vectors=vectors) as mem:  # type: ignore[arg-type]
        mem.query("warm up", k=1)  # every default index loaded, so each remember updates them all
        _ = mem.ontology
        mem.extractor.extract_many([("a turn that loads the extractor's models", "")], TagList(mem.ontology))
        loaded = rss_mb()
        t = time.perf_counter()
        mem.remember("warm-up turn about nothing in particular.", "ok")
        # the first write after a load: what it adds to the process (a copy of a mapped index?)
        first = {"first_write_ms": round(1000 * (time.perf_counter() - t), 1), "rss_loaded_mb": round(loaded),
                 "rss_after_first_write_mb": round(rss_mb())}
        prof = cProfile.Profile()
        for r, when in zip(rows, stamps, strict=True):
            c, t = time.process_time(), time.perf_counter()
            if profile:
                prof.enable()
            mem.remember(r["user"] + " (remember)", r["assistant"], session_id="bench", timestamp=when)
            prof.disable()
            cpu.append(time.process_time() - c)
            wall.append(time.perf_counter() - t)
    if profile:
        print_profile(prof, profile)
    return {"p50_cpu_ms": round(1000 * statistics.median(cpu), 2), "p50_wall_ms": round(1000 * statistics.median(wall), 2),
            "p90_cpu_ms": round(1000 * sorted(cpu)[int(0.9 * len(cpu))], 2), **first}


def cmd_remember(args: argparse.Namespace) -> None:
    from taggraph.store.sqlite import copy_store

    if args.embed:
        os.environ["TAGGRAPH_EMBED_BACKEND"] = args.embed
    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for vectors in ("write", "lazy") if args.vectors == "both" else (args.vectors,):
            copy = str(Path(tmp) / f"copy-{vectors}.db")
            copy_store(args.store, copy)  # with its snapshot files
            out[f"vectors={vectors}"] = _remember_p50(copy, args.n, vectors, args.profile, args.at)
    if args.vectors == "both":
        w, lz = out["vectors=write"]["p50_cpu_ms"], out["vectors=lazy"]["p50_cpu_ms"]
        out["ratio_write_over_lazy"] = round(w / lz, 2) if lz else None
    print(json.dumps(out, indent=1))


def cmd_fill(args: argparse.Namespace) -> None:
    """The server's background vector pass (``BackgroundFill``) on a copy of the store: its first,
    whole pass, then the pass after ``--n`` remembers (the notes written since), then a whole
    pass again, which is what every pass after a write cost before; CPU time of this process."""
    from taggraph import Memory
    from taggraph.embed import default_embedder
    from taggraph.index.vectors import BackgroundFill, fill_store
    from taggraph.store import open_store
    from taggraph.store.sqlite import copy_store

    def timed(fn: Any) -> dict[str, float]:
        c, t = time.process_time(), time.perf_counter()
        fn()
        return {"cpu_s": round(time.process_time() - c, 3), "wall_s": round(time.perf_counter() - t, 3)}

    with tempfile.TemporaryDirectory() as tmp:
        copy = str(Path(tmp) / "copy.db")
        copy_store(args.store, copy)  # with its snapshot files
        fill = BackgroundFill(lambda: [("s", copy)])
        out: dict[str, Any] = {"first_pass": timed(fill.fill_once)}
        with Memory.open(copy) as mem:
            for r in turns(args.n, seed=98):
                mem.remember(r["user"] + " (fill)", r["assistant"], session_id="bench")
        out["pass_after_writes"] = timed(fill.fill_once)
        out["last_pass"] = fill.status()["stores"]["s"]["last_pass"]
        store = open_store(copy)
        try:
            emb = default_embedder(cache=store, threads=1)
            out["whole_pass_after_writes"] = timed(lambda: fill_store(store, emb))
        finally:
            store.close()
    whole, now = out["whole_pass_after_writes"]["cpu_s"], out["pass_after_writes"]["cpu_s"]
    out["ratio_cpu_now_over_whole"] = round(now / whole, 4) if whole else None
    print(json.dumps(out, indent=1))


def cmd_slots(args: argparse.Namespace) -> None:
    """What embedding the fact slots' texts at write time costs (``save_default_index`` embeds
    every slot's text, in batches): on a copy of the store with every stored vector that is not a
    note's removed, the time to embed them all again, against the notes' count."""
    from taggraph import Memory
    from taggraph.embed import text_key
    from taggraph.index.factfeatures import slot_texts
    from taggraph.index.facts import FactChains
    from taggraph.store.sqlite import copy_store

    with tempfile.TemporaryDirectory() as tmp:
        copy = str(Path(tmp) / "copy.db")
        copy_store(args.store, copy)  # with its snapshot files
        with Memory.open(copy) as mem:
            notes = {text_key(n.raw_text) for n in mem.notes()}
            with sqlite3.connect(copy) as c:
                keys = [k for (k,) in c.execute("SELECT key FROM embeddings")]
                c.executemany("DELETE FROM embeddings WHERE key=?", [(k,) for k in keys if k not in notes])
            texts = slot_texts(FactChains.of(mem.index))
            mem.vectors.embedder()  # the model loaded before the clock starts
            # write_alone: the name of the code before slot texts were embedded in batches
            write = getattr(mem.vectors, "write_texts", None) or getattr(mem.vectors, "write_alone")  # noqa: B009
            c0, t0 = time.process_time(), time.perf_counter()
            made = write(texts)
            cpu, wall = time.process_time() - c0, time.perf_counter() - t0
            with sqlite3.connect(copy) as c:  # equal digests: two versions stored the same vectors
                rows = c.execute("SELECT model, key, vector FROM embeddings ORDER BY model, key").fetchall()
            digest = hashlib.sha256(b"".join(m.encode() + k.encode() + v for m, k, v in rows)).hexdigest()[:16]
            print(json.dumps({"notes": len(notes), "slot_texts": len(texts), "embedded": made,
                              "cpu_s": round(cpu, 2), "wall_s": round(wall, 2),
                              "cpu_ms_per_text": round(1000 * cpu / max(made, 1), 2),
                              "vectors": len(rows), "vectors_sha256": digest}))


def cmd_parts(args: argparse.Namespace) -> None:
    """Extraction and each embedder alone on the same turns (CPU time of this process), batched,
    then one turn at a time as ``remember`` meets them (see _one_at_a_time)."""
    from taggraph.embed import make_embedder
    from taggraph.extract.offline import OfflineExtractor

    rows = turns(args.n, seed=7)
    users = [r["user"] for r in rows]
    raw = [f"User: {r['user']}\nAssistant: {r['assistant']}" for r in rows]
    ex = OfflineExtractor()
    ex.extract_many([(u, "") for u in users[:32]])
    c = time.process_time()
    ex.extract_many([(u, "") for u in users])
    out = {"extraction_per_cpu_s": round(args.n / (time.process_time() - c), 1)}
    for name, opts in (("minilm-onnx", {"threads": 1}), ("minilm-static", {})):
        b = make_embedder(name, **opts).backend
        b.embed(raw[:32])
        c = time.process_time()
        b.embed(raw)
        out[f"{name}_per_cpu_s"] = round(args.n / (time.process_time() - c), 1)
    out |= _one_at_a_time(ex, users[:200], raw[:200])
    print(json.dumps(out))


def _one_at_a_time(ex: Any, users: list[str], raw: list[str]) -> dict[str, float]:
    """What one ``remember`` pays for its turn alone, in ms of CPU (this process, every thread):
    the spaCy pipeline, the whole offline extraction (that parse and the rules) and MiniLM with
    its default threads, each over the turns one by one; their sum is the floor of a remember's
    CPU before anything is stored or indexed. MiniLM on one intra-op thread is timed beside it."""
    from taggraph.embed import make_embedder
    from taggraph.extract.offline_nlp import load

    nlp = load()

    def per_turn(fn: Any, items: list[str]) -> float:
        c = time.process_time()
        for x in items:
            fn(x)
        return round(1000 * (time.process_time() - c) / len(items), 2)

    b = make_embedder("minilm-onnx").backend
    b.embed(raw[:4])
    b1 = make_embedder("minilm-onnx", threads=1).backend  # one intra-op thread: no hand-off to a second
    b1.embed(raw[:4])
    out = {"one_spacy_ms": per_turn(nlp, users), "one_extraction_ms": per_turn(lambda u: ex.extract_many([(u, "")]), users),
           "one_minilm_ms": per_turn(lambda t: b.embed([t]), raw),
           "one_minilm_1thread_ms": per_turn(lambda t: b1.embed([t]), raw)}
    out["one_floor_ms"] = round(out["one_extraction_ms"] + out["one_minilm_ms"], 2)
    return out


def cmd_pipeline(args: argparse.Namespace) -> None:
    """remember_many as it runs by default (parse ahead in worker processes when there are 2000+
    turns, the model on its own thread) against the same calls without the parse workers, and
    without either (embedding after each batch on the caller's thread), in this process,
    alternating, ``--runs`` each; fresh stores, wall and CPU time (of this process only: the
    parse workers' CPU is not in it)."""
    from contextlib import contextmanager

    from taggraph import Memory
    from taggraph.extract.offline import OfflineExtractor
    from taggraph.index.vectors import NoteVectors
    from taggraph.notes import Turn

    if args.embed:
        os.environ["TAGGRAPH_EMBED_BACKEND"] = args.embed
    rows = [Turn(r["user"], r["assistant"], session_id=r["session_id"]) for r in turns(args.n, seed=21)]
    original = NoteVectors.pipeline

    @contextmanager
    def sequential(self: NoteVectors, enabled: bool = True) -> Any:
        with original(self, enabled=False) as v:
            yield v

    original_ahead = OfflineExtractor.parse_ahead

    def no_pool(self: OfflineExtractor, users: Any, processes: Any = None, min_turns: Any = None) -> None:
        original_ahead(self, None)

    modes = ("pipelined", "no-parse-pool", "sequential")
    res: dict[str, list[tuple[float, float]]] = {m: [] for m in modes}
    with tempfile.TemporaryDirectory() as tmp:
        with Memory.open(str(Path(tmp) / "warm.db")) as mem:  # load the extractor and the model once
            mem.remember_many([Turn(f"warm-up turn {i} about the garden", "ok") for i in range(64)])
        for r in range(args.runs):
            for mode in modes:
                NoteVectors.pipeline = sequential if mode == "sequential" else original  # type: ignore[method-assign]
                OfflineExtractor.parse_ahead = original_ahead if mode == "pipelined" else no_pool  # type: ignore[method-assign]
                with Memory.open(str(Path(tmp) / f"{mode}-{r}.db")) as mem:
                    t, c = time.perf_counter(), time.process_time()
                    mem.remember_many([Turn(x.user + f" ({mode} {r})", x.assistant, session_id=x.session_id)
                                       for x in rows], batch_size=args.batch_size)
                    res[mode].append((time.perf_counter() - t, time.process_time() - c))
        NoteVectors.pipeline = original  # type: ignore[method-assign]
        OfflineExtractor.parse_ahead = original_ahead  # type: ignore[method-assign]
    out: dict[str, Any] = {"notes": args.n, "runs": args.runs, "load_avg_1m": os.getloadavg()[0]}
    for mode, xs in res.items():
        wall = statistics.median(w for w, _ in xs)
        out[mode] = {"notes_per_s_wall": round(args.n / wall, 1), "cpu_ms_per_note": round(1000 * statistics.median(c for _, c in xs) / args.n, 2),
                     "wall_s_all": [round(w, 1) for w, _ in xs]}
    for mode in modes[1:]:
        out[f"speedup_over_{mode}"] = round(out["pipelined"]["notes_per_s_wall"] / out[mode]["notes_per_s_wall"], 2)
    print(json.dumps(out, indent=1))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("phase", choices=["gen", "ingest", "first", "remember", "fill", "slots", "parts", "pipeline",
                                      "_first"])
    ap.add_argument("--notes", type=int, default=20_000)
    ap.add_argument("--out")
    ap.add_argument("--file")
    ap.add_argument("--store")
    ap.add_argument("--embed", help="embedding backend (default: taggraph's default)")
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--methods", default="bm25,adaptive,fusion")
    ap.add_argument("--method", default="fusion")
    ap.add_argument("--n", type=int, default=100)
    ap.add_argument("--profile", type=int, default=0,
                    help="remember: print cProfile's N costliest functions of the timed remembers (slower)")
    ap.add_argument("--vectors", choices=["both", "write", "lazy"], default="both",
                    help="remember: vectors written with each note, left to a later fill, or both in turn "
                         "(one alone for a clean RSS: the second reuses the first's freed memory)")
    ap.add_argument("--at", choices=["now", "latest"], default="now",
                    help="remember: each note stamped now, or after the store's newest note (see _remember_p50)")
    ap.add_argument("--question", default="who did I meet at the climbing gym last weekend?",
                    help="the question of the _first phase")
    args = ap.parse_args()
    if args.phase == "_first":
        _first(args.store, args.method, args.question)
        return
    {"gen": cmd_gen, "ingest": cmd_ingest, "first": cmd_first, "remember": cmd_remember, "fill": cmd_fill,
     "slots": cmd_slots, "parts": cmd_parts, "pipeline": cmd_pipeline}[args.phase](args)


if __name__ == "__main__":
    main()
