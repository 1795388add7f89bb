"""Save and load of one index component's snapshot on a real store: CPU, wall and the RSS the
process reaches above what it held before (the snapshot's own cost). Run it with two versions of
the code on copies of one store, alternately, for a ratio:

    PYTHONPATH=/path/to/old/src python benchmarks/bench_snapshot_io.py --store OLD_COPY.db
    PYTHONPATH=src              python benchmarks/bench_snapshot_io.py --store NEW_COPY.db

``--component`` picks the component by the start of its key (default ``raw-text``, the vectors,
the largest snapshot of a default store; ``fact-chains`` and ``graph`` load those). ``save`` loads it, then saves it again and waits for
the write; ``load`` only loads it, in a process of its own; ``save-all`` loads everything the
default method reads and times ``Memory.save_index()`` of all of it (what an import does at its
end). Use copies: a save rewrites the blob.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_scale import peak_rss_mb, rss_mb  # noqa: E402


def reset_peak() -> None:
    """Restart bench_scale's peak (Linux's VmHWM) from the RSS now."""
    Path("/proc/self/clear_refs").write_text("5")


def run(store: str, component: str, phase: str) -> dict[str, object]:
    from taggraph import Memory

    mem = Memory.open(store)
    ix = mem.index
    _ = ix.stats
    if phase == "save-all":
        mem.query("index warm-up", k=1)
        _ = mem.ontology
        held = rss_mb()
        reset_peak()
        t, c = time.perf_counter(), time.process_time()
        ix._unsaved.update(ix.snapshottable())
        saved = mem.save_index()
        mem.close()
        return {"saved": len(saved), "save_wall_s": round(time.perf_counter() - t, 3),
                "save_cpu_s": round(time.process_time() - c, 3), "held_mb": round(held),
                "peak_above_mb": round(peak_rss_mb() - held)}
    reset_peak()
    t, c, base = time.perf_counter(), time.process_time(), rss_mb()
    if component.startswith("raw-text"):
        ix.retriever("openclaw")
    elif component.startswith("fact-chains"):
        from taggraph.index.facts import FactChains

        FactChains.of(ix)
    else:
        ix.graph()
    key = next(k for k in ix.snapshottable() if k.startswith(component))
    events = [e for e in ix.events if e[0] == key]
    out: dict[str, object] = {"component": key, "events": events}
    if phase == "load":
        out.update(load_wall_s=time.perf_counter() - t, load_cpu_s=time.process_time() - c,
                   rss_mb=rss_mb() - base, peak_above_mb=peak_rss_mb() - base)
    else:
        held = rss_mb()
        snaps = mem._snapshots
        assert snaps is not None
        reset_peak()
        t, c = time.perf_counter(), time.process_time()
        ix._unsaved.add(key)
        comps = ix.snapshottable()
        for other in [k for k in comps if k != key]:
            ix.snap_pos[other] = ix.position  # save only the component under test
        ix.save_snapshots(when_due=True)
        snaps.wait()
        out.update(save_wall_s=time.perf_counter() - t, save_cpu_s=time.process_time() - c,
                   peak_above_mb=peak_rss_mb() - held, errors=getattr(mem, "index_save_errors", dict)(),
                   blob_mb=mem.store.blob_info()["index/" + key][0] / 2**20)
    mem.close()
    return {k: round(v, 3) if isinstance(v, float) else v for k, v in out.items()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--store", required=True)
    ap.add_argument("--component", default="raw-text")
    ap.add_argument("--phase", choices=["both", "save", "load", "save-all"], default="both")
    args = ap.parse_args()
    if args.phase != "both":
        print(json.dumps(run(args.store, args.component, args.phase)))
        return
    for phase in ("save", "load"):  # each in a new process: RSS peaks are per process
        subprocess.run([sys.executable, __file__, "--store", args.store, "--component", args.component,
                        "--phase", phase], check=True)


if __name__ == "__main__":
    main()
