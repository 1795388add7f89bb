"""Extract every ATANT turn with an LLM and report extraction quality.

Each story is one case: its batches' ``user_input`` are the turns (assistant text empty), fed in
order, and the prompt's ontology is every tag path (and prefix) of the story's earlier turns, the
whole list as the paper does. Every turn becomes one JSON line in ``--out`` (story_id, batch,
tags, failed, error, first_try_valid, seconds, cache_hit, tokens); a rerun resumes after the last
line written, and ``--cache`` keeps raw replies so a repeat costs no requests.

    python -m llama_cpp.server --model qwen.gguf --model_alias qwen --n_ctx 8192 --n_threads 2 --port 8088
    python benchmarks/extract_atant_llm.py --data ../shared/data/atant/core \\
        --llm-url http://127.0.0.1:8088/v1 --llm-model qwen \\
        --cache runs/llm-cache.sqlite --out runs/atant-llm-extractions.jsonl
    python benchmarks/extract_atant_llm.py --data ... --out ... --report-only

Report: seconds per turn, valid-first-try rate, tags per note, distinct tags per story and the
helpful-tag share: of the final_verification questions, the share whose gold note (a batch whose
user_input contains ALL expected_contains substrings, case-insensitive, whitespace collapsed; any
one if several) carries a tag sharing a non-stopword token with the question (tag tokens =
``tokenize(path)``). ``--offline`` adds the same numbers for the offline extractor side by side.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import yaml

from taggraph.extract.cache import ExtractionCache, turn_sha256
from taggraph.extract.llm import LLMExtractor, LLMUnavailableError, OpenAIChatClient
from taggraph.tags import FiveW, prefixes
from taggraph.text import STOPWORDS, tokenize


def load_stories(folder: Path) -> list[dict[str, Any]]:
    stories = []
    for path in sorted(folder.glob("*.y*ml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        turns = [(str(b.get("batch", i + 1)), str(b["user_input"]).strip())
                 for i, b in enumerate(data["batches"])]
        questions = [(q["question"], [str(s) for s in q.get("expected_contains") or []])
                     for q in data.get("final_verification") or []]
        stories.append({"id": str(int(data["story_id"])), "name": data.get("story_name", ""),
                        "turns": turns, "questions": questions})
    return sorted(stories, key=lambda s: int(s["id"]))


def grow(ontology: list[str], tags: FiveW) -> None:
    for p in tags.paths():
        for pre in prefixes(p):
            if pre not in ontology:
                ontology.append(pre)


def read_done(out: Path) -> dict[tuple[str, str], dict[str, Any]]:
    done: dict[tuple[str, str], dict[str, Any]] = {}
    if out.exists():
        for line in out.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                done[(str(row["story_id"]), str(row["batch"]))] = row
    return done


def extract_all(stories: list[dict[str, Any]], extractor: LLMExtractor, out: Path) -> None:
    done = read_done(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    total = sum(len(s["turns"]) for s in stories)
    n = 0
    t_start = time.monotonic()
    with out.open("a", encoding="utf-8") as fh:
        for story in stories:
            ontology: list[str] = []
            for batch, user in story["turns"]:
                n += 1
                key = (story["id"], batch)
                if key in done:
                    grow(ontology, FiveW.from_raw(done[key]["tags"]))
                    continue
                t0 = time.monotonic()
                e = extractor.extract(user, "", list(ontology))
                seconds = time.monotonic() - t0
                grow(ontology, e.tags)
                row = {
                    "story_id": story["id"], "batch": batch, "tags": e.tags.as_dict(), "failed": e.failed,
                    "error": e.error, "first_try_valid": e.info.get("first_try_valid"),
                    "seconds": round(seconds, 3), "cache_hit": e.info.get("cache_hit", False),
                    "prompt_tokens": e.info.get("prompt_tokens", 0),
                    "completion_tokens": e.info.get("completion_tokens", 0),
                    "ontology_tags": e.info.get("ontology_tags"), "ontology": e.info.get("ontology"),
                    "model": e.info.get("model"), "prompt_version": e.info.get("prompt_version"),
                }
                fh.write(json.dumps(row) + "\n")
                fh.flush()
                elapsed = time.monotonic() - t_start
                print(f"[{n}/{total}] story {story['id']} batch {batch}: {len(e.tags)} tags"
                      f"{' FAILED ' + (e.error or '')[:80] if e.failed else ''} {seconds:.1f}s"
                      f" (elapsed {elapsed / 60:.1f} min)", flush=True)


def norm(text: str) -> str:
    return " ".join(text.lower().split())


def evaluate(stories: list[dict[str, Any]], tags_of: dict[tuple[str, str], FiveW]) -> dict[str, Any]:
    tags_per_note: list[int] = []
    distinct: list[int] = []
    helped = total = no_gold = n_tags = n_nested = 0
    for story in stories:
        keys = [(story["id"], b) for b, _ in story["turns"]]
        if not all(k in tags_of for k in keys):
            continue  # only fully extracted stories count
        seen: set[str] = set()
        for k in keys:
            paths = tags_of[k].paths()  # one per (category, path) tag
            tags_per_note.append(len(tags_of[k]))
            seen.update(paths)
            n_tags += len(paths)
            n_nested += sum("/" in p for p in paths)
        distinct.append(len(seen))
        for question, expected in story["questions"]:
            total += 1
            gold = [k for k, (_, user) in zip(keys, story["turns"], strict=True)
                    if all(norm(s) in norm(user) for s in expected)]
            if not gold:
                no_gold += 1
                continue
            q_tokens = {t for t in tokenize(question) if t not in STOPWORDS}
            if any(q_tokens & {t for p in tags_of[g].paths() for t in tokenize(p)} for g in gold):
                helped += 1
    return {
        "stories": len(distinct), "notes": len(tags_per_note),
        "tags_per_note": statistics.fmean(tags_per_note) if tags_per_note else 0.0,
        "distinct_tags_per_story": statistics.fmean(distinct) if distinct else 0.0,
        "questions": total, "helped": helped, "without_gold": no_gold,
        "helpful_share": helped / total if total else 0.0,
        # Share of (category, path) tags with a hierarchy ("company/google", not "google").
        "hierarchical_share": n_nested / n_tags if n_tags else 0.0,
    }


def llm_report(stories: list[dict[str, Any]], out: Path) -> dict[str, Any]:
    rows = read_done(out)
    tags_of = {k: FiveW.from_raw(r["tags"]) for k, r in rows.items()}
    fresh = [r for r in rows.values() if not r.get("cache_hit")]
    report = evaluate(stories, tags_of)
    report.update({
        "turns_extracted": len(rows),
        "seconds_per_turn": statistics.fmean(r["seconds"] for r in fresh) if fresh else 0.0,
        "median_seconds_per_turn": statistics.median(r["seconds"] for r in fresh) if fresh else 0.0,
        "p90_seconds_per_turn": (statistics.quantiles([r["seconds"] for r in fresh], n=10)[-1]
                                 if len(fresh) > 1 else 0.0),
        "requested_turns": len(fresh),
        "valid_first_try": sum(1 for r in fresh if r.get("first_try_valid")) / len(fresh) if fresh else 0.0,
        "failed": sum(1 for r in rows.values() if r["failed"]),
        "prompt_tokens_per_turn": statistics.fmean(r["prompt_tokens"] for r in fresh) if fresh else 0.0,
        "completion_tokens_per_turn": statistics.fmean(r["completion_tokens"] for r in fresh) if fresh else 0.0,
    })
    return report


def typing_reports(stories: list[dict[str, Any]], out: Path, cache_path: Path) -> dict[str, dict[str, Any]]:
    """The hierarchical share before and after entity typing, from the raw replies the cache kept:
    each reply parsed as it came ("untyped"), then passed through the offline extractor's entity
    typing of its turn ("typed"), whatever the JSONL rows themselves hold."""
    from taggraph.extract.offline_nlp import type_many
    from taggraph.extract.reply import parse_reply

    rows = read_done(out)
    users = {(s["id"], b): u for s in stories for b, u in s["turns"]}
    cache = ExtractionCache.open(cache_path)
    keys: list[tuple[str, str]] = []
    untyped: list[FiveW] = []
    for key, row in rows.items():
        if key not in users:
            continue
        turn = turn_sha256(users[key], "")
        hit = next((h for kind in ("llm", "gguf")  # a server's model, or a GGUF file run in process
                    if (h := cache.get(f"{kind}:{row.get('model')}", str(row.get("prompt_version")), turn))), None)
        if hit is None:
            continue
        parsed, _ = parse_reply(hit.raw_reply)
        keys.append(key)
        untyped.append(parsed or FiveW())
    typed = type_many(untyped, [users[k] for k in keys])
    reports: dict[str, dict[str, Any]] = {}
    for name, tags in (("llm untyped (cached replies)", untyped), ("llm typed (same replies)", typed)):
        report = evaluate(stories, dict(zip(keys, tags, strict=True)))
        paths = [p for t in tags for p in t.paths()]
        # Over every turn with a cached reply, finished stories or not.
        report["replies"] = len(tags)
        report["hierarchical_share_all_replies"] = sum("/" in p for p in paths) / len(paths) if paths else 0.0
        reports[name] = report
    return reports


def offline_report(stories: list[dict[str, Any]]) -> dict[str, Any]:
    from taggraph.extract.offline import OfflineExtractor

    x = OfflineExtractor()
    tags_of: dict[tuple[str, str], FiveW] = {}
    t0 = time.perf_counter()
    n = 0
    for story in stories:
        ontology: list[str] = []
        for batch, user in story["turns"]:
            tags = x.extract(user, "", list(ontology)).tags
            tags_of[(story["id"], batch)] = tags
            grow(ontology, tags)
            n += 1
    report = evaluate(stories, tags_of)
    report.update({"turns_extracted": n, "seconds_per_turn": (time.perf_counter() - t0) / max(n, 1),
                   "valid_first_try": 1.0, "failed": 0})
    return report


def print_table(reports: dict[str, dict[str, Any]]) -> None:
    rows = [("stories", "{:d}"), ("notes", "{:d}"), ("requested_turns", "{:d}"),
            ("seconds_per_turn", "{:.3f}"), ("median_seconds_per_turn", "{:.1f}"),
            ("p90_seconds_per_turn", "{:.1f}"), ("valid_first_try", "{:.1%}"), ("failed", "{:d}"),
            ("tags_per_note", "{:.2f}"), ("distinct_tags_per_story", "{:.1f}"),
            ("hierarchical_share", "{:.1%}"), ("replies", "{:d}"), ("hierarchical_share_all_replies", "{:.1%}"),
            ("helpful_share", "{:.1%}"), ("helped", "{:d}"),
            ("questions", "{:d}"), ("without_gold", "{:d}"), ("prompt_tokens_per_turn", "{:.0f}"),
            ("completion_tokens_per_turn", "{:.0f}")]
    names = list(reports)
    print("| metric | " + " | ".join(names) + " |")
    print("|---|" + "---|" * len(names))
    for key, fmt in rows:
        cells = [fmt.format(r[key]) if key in r else "" for r in reports.values()]
        print(f"| {key} | " + " | ".join(cells) + " |")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", required=True, type=Path, help="folder of ATANT story YAML files")
    ap.add_argument("--out", required=True, type=Path, help="per-turn JSONL (appended, resumable)")
    ap.add_argument("--cache", type=Path, help="SQLite extraction cache file")
    ap.add_argument("--llm-url", default="http://127.0.0.1:8080/v1")
    ap.add_argument("--llm-model", default="default")
    ap.add_argument("--llm-gguf", type=Path, help="run this GGUF in process instead of calling a server")
    ap.add_argument("--threads", type=int, default=2, help="llama.cpp threads with --llm-gguf")
    ap.add_argument("--stories", type=int, help="only the first N stories")
    ap.add_argument("--max-tokens", type=int, default=512)
    ap.add_argument("--timeout", type=float, default=900.0,
                    help="seconds per request; a CPU server under load can take minutes, and a timed-out "
                         "request keeps the server busy while the retry queues behind it")
    ap.add_argument("--report-only", action="store_true")
    ap.add_argument("--offline", action="store_true", help="add the offline extractor's numbers")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    stories = load_stories(args.data)[: args.stories]
    if not args.report_only:
        cache = ExtractionCache.open(args.cache) if args.cache else None
        if args.llm_gguf:
            from taggraph.extract.local import LocalLLMExtractor

            extractor: LLMExtractor = LocalLLMExtractor(args.llm_gguf, cache, n_threads=args.threads,
                                                        max_tokens=args.max_tokens)
        else:
            extractor = LLMExtractor(OpenAIChatClient(args.llm_url, args.llm_model, timeout=args.timeout), cache,
                                     max_tokens=args.max_tokens, concurrency=1)
        try:
            extractor.check()
        except LLMUnavailableError as exc:
            raise SystemExit(f"error: {exc}") from None
        extract_all(stories, extractor, args.out)
        print("stats:", json.dumps(extractor.stats.as_dict()), file=sys.stderr)
    reports = {"llm": llm_report(stories, args.out)}
    if args.cache and args.cache.exists():
        reports.update(typing_reports(stories, args.out, args.cache))
    if args.offline:
        reports["offline"] = offline_report(stories)
    if args.json:
        print(json.dumps(reports, indent=2))
    else:
        print_table(reports)


if __name__ == "__main__":
    main()
