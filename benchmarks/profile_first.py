"""Where the first default query of a new process goes, phase by phase: importing taggraph and
the rest of the ``taggraph`` command, opening the store, loading each index component fusion reads
(in the order a query loads them), the dense model, the word list a question's tense is read from,
the first fusion query (dateparser's first search included) and a second one (``queries_wall_s``
sums the phases up to here), then the spaCy pipeline, which a plain query does not load (the first
query after another process's write parses the new notes with it); wall and CPU time of each and the RSS
after it (where the memory of a loaded store goes), then the components' load events, the
peak RSS and the RSS at the end split into the process's own memory and mapped file pages.

    TAGGRAPH_EMBED_BACKEND=minilm-static python benchmarks/profile_first.py --store COPY.db

Use a copy of the store: a component whose snapshot is rejected is rebuilt and saved. Phases
add up to a little less than ``bench_ingest.py first`` reports for a process, which also counts
the interpreter's start and its teardown (a full cyclic collection over everything loaded).
"""

from __future__ import annotations

import argparse
import json
import resource
import time
from pathlib import Path

T0, C0 = time.perf_counter(), time.process_time()


def rss_mb() -> float:
    """The resident set now (Linux), in MB. bench_scale.py has the same function, but importing it
    would import taggraph before the first phase is timed."""
    return int(Path("/proc/self/statm").read_text().split()[1]) * resource.getpagesize() / 2**20


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--store", required=True)
    args = ap.parse_args()
    last = [T0, C0]
    phases: list[tuple[str, float, float, float]] = []

    def lap(label: str) -> None:
        t, c = time.perf_counter(), time.process_time()
        phases.append((label, t - last[0], c - last[1], rss_mb()))
        last[:] = [t, c]

    from taggraph import Memory
    from taggraph.extract.offline_nlp import load
    from taggraph.extract.tense import verb_forms
    from taggraph.index.facts import FactChains
    from taggraph.index.sessions import SessionOrder

    lap("import taggraph")
    import taggraph.cli

    taggraph.cli.build_parser()  # what `taggraph query` imports and builds besides the library
    lap("the command's imports and parser")
    mem = Memory.open(args.store)
    ix = mem.index
    lap("open")
    _ = ix.stats
    lap("note-stats")
    ix.graph()
    lap("graph")
    ix.retriever("bm25")
    lap("bm25-postings")
    ix.retriever("taggraph-tfidf+fallback")
    lap("term-postings, ontology")
    ix.retriever("adaptive+fallback")
    lap("adaptive")
    SessionOrder.of(ix)
    lap("fusion-sessions")
    FactChains.of(ix).chains()
    lap("fact-chains (linked)")
    ix.retriever("openclaw")
    lap("dense model + raw-text")
    verb_forms()  # a question's tense read from its words (taggraph.extract.tense)
    lap("past-form word list")
    mem.query("who did I meet at the climbing gym last weekend?", k=10)
    lap("first fusion query")
    mem.query("what did Marta say about the cello?", k=10)
    lap("second fusion query")
    query_wall, query_cpu = sum(p[1] for p in phases), sum(p[2] for p in phases)
    load()  # a plain query loads no spaCy: the first one after another process's write parses with it
    lap("spaCy pipeline (not a query's)")
    mem.close()
    for label, wall, cpu, rss in phases:
        print(f"{label:28s} wall {wall:6.3f} s   cpu {cpu:6.3f} s   rss {rss:7.0f} MB")
    print(json.dumps({"queries_wall_s": round(query_wall, 2), "queries_cpu_s": round(query_cpu, 2),
                      "total_wall_s": round(sum(p[1] for p in phases), 2), "total_cpu_s": round(sum(p[2] for p in phases), 2),
                      "events": ix.events, "maxrss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
                      **rss_kinds_mb()}))


def rss_kinds_mb() -> dict[str, int]:
    """The resident set at the end split into the process's own memory (RssAnon) and pages of
    mapped files (RssFile: snapshots kept as files, which the kernel may drop and read again)."""
    kinds = {line.split(":")[0]: int(line.split()[1]) for line in Path("/proc/self/status").read_text().splitlines()
             if line.startswith(("RssAnon:", "RssFile:"))}
    return {"rss_anon_mb": round(kinds.get("RssAnon", 0) / 1024), "rss_file_mb": round(kinds.get("RssFile", 0) / 1024)}


if __name__ == "__main__":
    main()
