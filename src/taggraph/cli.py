"""The ``taggraph`` command: a thin layer that parses arguments, calls the library and prints.

Every read command takes ``--json``. A user-caused error ends in one line on stderr
(``taggraph: error: ...``) and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import time
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, NoReturn

from .blas import one_blas_thread_for_process
from .display import explain_line, print_hits
from .errors import TaggraphError
from .extract.base import Extractor
from .extract.options import add_extractor_args, extractor_settings, llm_extractor_for
from .memory import Memory
from .notes import Hit, Note
from .retrieve.base import DEFAULT_METHOD
from .store import StoreError

DEFAULT_DB = "taggraph.db"


class CLIError(TaggraphError):
    pass


def _print_json(obj: Any) -> None:
    print(json.dumps(obj, ensure_ascii=False, indent=2, default=str))


def _note_json(note: Note) -> dict[str, Any]:
    return {"id": note.id, "user": note.user, "assistant": note.assistant, "tags": note.tags.as_dict(),
            "timestamp": note.timestamp.isoformat() if note.timestamp else None,
            "session_id": note.session_id, "extraction_failed": note.extraction_failed,
            "extracted_by": note.extracted_by}


def _hit_json(hit: Hit) -> dict[str, Any]:
    return {"rank": hit.rank, "score": hit.score, "note": _note_json(hit.note), "explanation": hit.explanation}


def _flag_extractor(args: argparse.Namespace, mem: Memory) -> Extractor | None:
    """The extractor the flags ask for (None: the store's own, or offline for a new store)."""
    settings = extractor_settings(args)
    return None if settings is None else llm_extractor_for(mem.store.extraction_cache(), settings)


class _Process:
    one_shot = False  # set by run(): this process is the taggraph command's own


def _open(args: argparse.Namespace, *, extracting: bool = False) -> Memory:
    mem = Memory.open(args.db)
    # the console script's process ends with this Memory; main() called by a longer-lived caller
    # leaves its indexes collectable (Index.freeze_loaded says why)
    mem.index.freeze_loaded = _Process.one_shot
    if extracting:
        try:
            extractor = _flag_extractor(args, mem)
            if extractor is not None:
                mem.use_extractor(extractor)
        except BaseException:
            mem.close()
            raise
    return mem


def _extractor_or_none(mem: Memory) -> Extractor | None:
    """The store's extractor, or None when it cannot be built without flags (an LLM store whose
    turns were all stored already needs no extractor, so that is not an error)."""
    try:
        return mem.extractor
    except StoreError:
        return None


# -- commands -----------------------------------------------------------------------------------
def cmd_remember(args: argparse.Namespace) -> None:
    try:
        ts = datetime.fromisoformat(args.time) if args.time else None
    except ValueError:
        raise CLIError(f"--time {args.time!r} is not an ISO timestamp (e.g. 2026-09-02T08:05)") from None
    with _open(args, extracting=True) as mem:
        note = mem.remember(args.user, args.assistant or "", timestamp=ts, session_id=args.session)
        if args.json:
            _print_json(_note_json(note))
        else:
            print(note.id)
            print(note.markdown.split("\n", 1)[0])


def cmd_ingest(args: argparse.Namespace) -> None:
    # imported here: its validation (pydantic) would cost every other command 60 ms at start
    from .ingest_formats import read_history

    history = read_history(Path(args.file), skip_bad=args.skip_bad)  # JSONL, or a ChatGPT / Claude export
    turns, bad = history.turns, history.bad
    if history.summary() and not args.quiet:
        print(f"taggraph: {args.file}: {history.summary()}", file=sys.stderr)
    for line_no, reason in bad:
        print(f"taggraph: skipped {args.file}:{line_no}: {reason}", file=sys.stderr)
    with _open(args, extracting=True) as mem:
        before = len(mem)
        from tqdm import tqdm

        bar = tqdm(total=len(turns), unit="note", disable=args.quiet or not sys.stderr.isatty() and not args.progress,
                   file=sys.stderr, desc="ingest", smoothing=0.1)

        failed = 0
        extractor = _extractor_or_none(mem)

        def progress(done: int, total: int, batch: list[Note]) -> None:
            nonlocal failed
            failed += sum(n.extraction_failed for n in batch)
            # tqdm shows turns/s itself; the postfix carries the running totals a user watches
            post = {"failed": failed}
            stats = getattr(extractor, "stats", None)  # LLM extractors count cache hits (a fresh snapshot)
            if stats is not None:
                post["cache_hits"] = stats.cache_hits
            bar.set_postfix(post, refresh=False)
            bar.update(len(batch))

        mem.remember_many(turns, batch_size=args.batch_size, progress=progress, index=False)  # saved below
        bar.close()
        if args.index and len(mem):
            _save_default_index(mem, quiet=args.quiet)
        added = len(mem) - before
        report = {"file": args.file, "turns": len(turns), "added": added, "already_stored": len(turns) - added,
                  "skipped_bad_lines": len(bad), "extraction_failed": mem.store.count_failed(),
                  "vectors_computed": _vectors_computed(mem), **history.report()}
        llm_report = getattr(extractor, "report", None)  # LLM extractors count requests and tokens
        if llm_report is not None:
            report["extractor"] = llm_report()
        if args.json:
            _print_json(report)
        else:
            print(f"ingested {args.file}: {added} new notes, {report['already_stored']} already stored, "
                  f"{len(bad)} bad lines skipped, {report['extraction_failed']} marked for re-extraction")
            if "extractor" in report:
                print(_llm_line(report["extractor"]))


def _vectors_computed(mem: Memory) -> int:
    """How many vectors this process computed (the others were stored already)."""
    emb = mem.vectors.embedder()
    return emb.stats.computed if emb is not None else 0


def _save_default_index(mem: Memory, *, quiet: bool) -> None:
    """Leave every index snapshot the default method reads current (Memory.save_default_index)."""
    t0 = time.perf_counter()
    saved = mem.save_default_index()
    if not quiet:
        print(f"indexed {len(mem)} notes for {DEFAULT_METHOD} in {time.perf_counter() - t0:.1f} s "
              f"({len(saved)} index components saved)", file=sys.stderr)
    for key, why in mem.index_save_errors().items():  # said even when quiet: the next start is slow
        print(f"warning: the {key} index was not saved ({why}); your notes are stored, and a new "
              "process rebuilds this index", file=sys.stderr)


def cmd_reindex(args: argparse.Namespace) -> None:
    from tqdm import tqdm

    with _open(args) as mem:
        bar = tqdm(total=len(mem), unit="note", desc="vectors", file=sys.stderr, smoothing=0.1,
                   disable=args.quiet or not sys.stderr.isatty() and not args.progress)

        def progress(done: int, total: int, computed: int) -> None:
            bar.set_postfix({"computed": computed}, refresh=False)
            bar.update(done - bar.n)

        report = mem.fill_vectors(batch_size=args.batch_size, progress=progress)
        bar.close()
        if report.get("note") and not args.quiet:
            print(f"taggraph: {report['note']}", file=sys.stderr)
        if len(mem):
            _save_default_index(mem, quiet=args.quiet or args.json)
        if args.json:
            _print_json(report)
        else:
            print(f"reindexed {args.db}: {report['computed']} vectors computed, {report['already_stored']} "
                  f"already stored ({report['model']})")


def cmd_query(args: argparse.Namespace) -> None:
    now = datetime.fromisoformat(args.now) if args.now else None
    with _open(args) as mem:
        if args.level == "session":
            sessions = mem.query(args.text, k=args.k, method=args.method, level="session", now=now)
            if args.json:
                _print_json([{"rank": s.rank, "session": s.session_id, "score": s.score,
                              "explanation": s.explanation,
                              "notes": [_hit_json(h) for h in s.hits]} for s in sessions])
                return
            print(f"{args.method} (sessions): {args.text}")
            for s in sessions:
                print(f"  {s.rank:>2}. session {s.session_id} [{s.score:.3f}]")
                print(f"      why: {explain_line(s.explanation)}")
                print_hits(s.hits)
            return
        hits = mem.query(args.text, k=args.k, method=args.method, now=now)
        if args.json:
            _print_json([_hit_json(h) for h in hits])
        else:
            print(f"{args.method}: {args.text}")
            print_hits(hits)


def cmd_timeline(args: argparse.Namespace) -> None:
    now = datetime.fromisoformat(args.now) if args.now else None
    with _open(args) as mem:
        got = mem.timeline(args.text, now=now)
    if args.json:
        _print_json(got)
        return
    if got["slot"] is None:
        print(f"no slot matches {args.text!r}")
        return
    print(f"timeline of {got['slot']}:")
    for e in got["entries"]:
        span = f"{e['valid_from'] or '?'} .. {e['valid_until'] or ''}"
        print(f"  {span:24s} {e['value']}{'  (current)' if e['current'] else ''}  [{e['note_id']}]")


def cmd_forget(args: argparse.Namespace) -> None:
    with _open(args) as mem:
        if not mem.forget(args.note_id):
            raise CLIError(f"no note with id {args.note_id!r} in {args.db}")
        print(f"forgot {args.note_id}")


def cmd_export(args: argparse.Namespace) -> None:
    with _open(args) as mem:
        out = mem.export(args.folder)
        print(f"exported {len(mem)} notes to {out}")


def cmd_import(args: argparse.Namespace) -> None:
    mem = Memory.import_folder(args.folder, args.db)
    with mem:
        print(f"imported {args.folder} into {args.db}: {len(mem)} notes")


def cmd_stats(args: argparse.Namespace) -> None:
    with _open(args) as mem:
        st = mem.stats()
        if args.json:
            _print_json(st)
        else:
            for k, v in st.items():
                print(f"{k:>18}: {v}")


def cmd_methods(args: argparse.Namespace) -> None:
    from .retrieve.base import ABLATIONS, REGISTRY, VARIANTS

    table = dict(REGISTRY)
    if args.all:
        table.update(ABLATIONS)
        table.update(VARIANTS)
    if args.json:
        _print_json({name: desc for name, (_, _, desc) in table.items()})
    else:
        for name, (_, _, desc) in table.items():
            print(f"{name:<26} {desc}")
        print("\nNames without a suffix are the paper's methods; \"not as in the paper\" names each departure "
              "(README: Fidelity to the paper).")


def _llm_line(r: dict[str, Any]) -> str:
    return (f"{r['id']} (ontology {r['ontology']}, {r['response_format']}): {r['requests']} requests, "
            f"{r['cache_hits']} cache hits, {r['failures']} failed, {r['retries']} retries, "
            f"{r['prompt_tokens']} prompt + {r['completion_tokens']} completion tokens")


def cmd_reextract(args: argparse.Namespace) -> None:
    with _open(args, extracting=True) as mem:
        counts: dict[str, Any] = dict(mem.reextract(failed_only=args.failed))
        ex = _extractor_or_none(mem)
        llm_report = getattr(ex, "report", None)
        if llm_report is not None:
            counts["extractor"] = llm_report()
        if args.json:
            _print_json(counts)
        else:
            print(f"re-extracted {counts['retried']} notes: {counts['fixed']} now tagged, "
                  f"{counts['still_failed']} still failed")
            if "extractor" in counts:
                print(_llm_line(counts["extractor"]))


def cmd_demo(args: argparse.Namespace) -> None:
    from .demo import run_demo

    run_demo(args.db if args.db != DEFAULT_DB else None, methods=args.methods.split(","), k=args.k)


def cmd_bench(args: argparse.Namespace) -> None:
    from .bench.cli import run_bench

    run_bench(args)


# -- parser -------------------------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="taggraph", description="Long-term memory for LLM agents.")
    parser.add_argument("--db", default=os.environ.get("TAGGRAPH_DB", DEFAULT_DB),
                        help="store file or postgresql:// URL (default: $TAGGRAPH_DB or ./taggraph.db)")
    sub = parser.add_subparsers(dest="command", required=True)

    _add_write_parsers(sub)
    _add_read_parsers(sub)
    _add_store_parsers(sub)
    _add_maintenance_parsers(sub)

    from .bench.parser import add_bench_parser
    from .bench.train_fusion import add_parser as add_train_fusion_parser

    add_bench_parser(sub, cmd_bench)
    add_train_fusion_parser(sub)
    from .serve.cli import add_parsers as add_serve_parsers

    add_serve_parsers(sub)
    # `--db` also after the subcommand (`taggraph ingest --db x.db file`); SUPPRESS leaves the
    # value given before the subcommand, or $TAGGRAPH_DB, in place when it is not repeated there.
    for name, p in sub.choices.items():
        if name not in ("serve", "token", "methods", "train-fusion"):
            p.add_argument("--db", default=argparse.SUPPRESS, help="store file (also accepted before the command)")
    return parser


def _add_write_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """remember and ingest: commands that store exchanges."""
    p = sub.add_parser("remember", help="store one exchange")
    p.add_argument("user")
    p.add_argument("assistant", nargs="?", default="")
    p.add_argument("--session")
    p.add_argument("--time", help="ISO timestamp of the exchange")
    p.add_argument("--json", action="store_true")
    add_extractor_args(p)
    p.set_defaults(fn=cmd_remember)

    p = sub.add_parser("ingest", help="store every turn of a JSONL file (one turn per line), or every exchange "
                                      "of a ChatGPT or Claude data export (conversations.json)")
    p.add_argument("file")
    p.add_argument("--skip-bad", action="store_true", help="skip malformed lines instead of refusing the file")
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--json", action="store_true")
    p.add_argument("--quiet", action="store_true")
    p.add_argument("--progress", action="store_true", help="show the progress bar even when not a terminal")
    p.add_argument("--index", action="store_true", default=True,
                   help="save the default method's index snapshots at the end (the default; vectors are "
                        "written with every batch), so the first query after a large import builds nothing")
    p.add_argument("--no-index", dest="index", action="store_false", help="do not save index snapshots at the end")
    add_extractor_args(p)
    p.set_defaults(fn=cmd_ingest)


def _add_read_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """query and timeline: commands that answer from the store."""
    from .retrieve.base import METHODS

    p = sub.add_parser("query", help="rank stored notes for a question")
    p.add_argument("text")
    p.add_argument("-k", type=int, default=5)
    p.add_argument("--method", default=DEFAULT_METHOD,
                   help=f"one of {', '.join(METHODS)} (default {DEFAULT_METHOD}; see `taggraph methods`)")
    p.add_argument("--level", choices=["note", "session"], default="note", help="rank notes or sessions")
    p.add_argument("--now", help="ISO reference time for time words in the query (default: now)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(fn=cmd_query)

    p = sub.add_parser("timeline", help="the values of one slot (my manager, where I live) in time order")
    p.add_argument("text", help="a tag (role/manager, city/boise) or words (\"my manager\")")
    p.add_argument("--now", help="ISO time at which 'current' is judged (default: now)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(fn=cmd_timeline)


def _add_store_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """forget, export, import, stats and methods: the store and what it offers."""
    p = sub.add_parser("forget", help="remove one note everywhere")
    p.add_argument("note_id")
    p.set_defaults(fn=cmd_forget)

    p = sub.add_parser("export", help="write the store as Markdown notes + ontology.md")
    p.add_argument("folder")
    p.set_defaults(fn=cmd_export)

    p = sub.add_parser("import", help="read an exported folder into the store")
    p.add_argument("folder")
    p.set_defaults(fn=cmd_import)

    p = sub.add_parser("stats", help="size of the store and its tag vocabulary")
    p.add_argument("--json", action="store_true")
    p.set_defaults(fn=cmd_stats)

    p = sub.add_parser("methods", help="list retrieval methods")
    p.add_argument("--all", action="store_true", help="include the ablation variants")
    p.add_argument("--json", action="store_true")
    p.set_defaults(fn=cmd_methods)


def _add_maintenance_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """reextract, reindex and demo."""
    p = sub.add_parser("reextract", help="run extraction again on notes marked failed (--all: on every note)")
    p.add_argument("--failed", action="store_true", default=True, help="only notes whose extraction failed")
    p.add_argument("--all", dest="failed", action="store_false",
                   help="every note, in order (brings a store built by another extractor version up to date)")
    p.add_argument("--json", action="store_true")
    add_extractor_args(p)
    p.set_defaults(fn=cmd_reextract)

    p = sub.add_parser("reindex", help="embed the notes that have no vector of the running embedding model "
                                       "and save every index snapshot")
    p.add_argument("--batch-size", type=int, default=256, help="notes embedded per committed transaction")
    p.add_argument("--json", action="store_true")
    p.add_argument("--quiet", action="store_true")
    p.add_argument("--progress", action="store_true", help="show the progress bar even when not a terminal")
    p.set_defaults(fn=cmd_reindex)

    p = sub.add_parser("demo", help="build a memory from the shipped history and ask it questions")
    p.add_argument("--methods", default="fusion,bm25,adaptive")
    p.add_argument("-k", type=int, default=3)
    p.set_defaults(fn=cmd_demo)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        args.fn(args)
    except TaggraphError as exc:  # anything else is a bug and keeps its traceback
        print(f"taggraph: error: {' '.join(str(exc).split())}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("taggraph: interrupted; everything committed so far is stored", file=sys.stderr)
        return 130
    return 0


def run() -> NoReturn:
    """The ``taggraph`` console script (and ``python -m taggraph.cli``): ``main``, then exit."""
    one_blas_thread_for_process()  # this process is taggraph's own (taggraph.blas says why)
    _Process.one_shot = True
    try:
        code = main()
        sys.stdout.flush()
    except BrokenPipeError:  # `taggraph query ... | head`: the reader left; no traceback
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # as the Python docs advise
        code = 141
    # The process ends here. Without this the interpreter's last cyclic collection walks every
    # object a query loaded (0.3 s of a 2.4 s first query at 20k notes, 0.8 s at 100k); main()
    # itself leaves memory collectable, for callers whose process goes on.
    gc.freeze()
    sys.exit(code)


if __name__ == "__main__":
    run()
