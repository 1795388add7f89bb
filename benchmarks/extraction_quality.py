"""Tag quality of an extractor on ATANT stories.

For each final_verification question, the gold notes are the batches whose user_input contains ALL
expected substrings (case-insensitive, whitespace collapsed). The question is *helped* when a gold
note carries at least one tag sharing a non-stopword token with the question (a tag's tokens are
``tokenize(path)``). Prints notes, tags per note, distinct tags per story, the helpful-tag share and
the questions without a gold note.

    python benchmarks/extraction_quality.py --data ../shared/data/atant/core --extractor offline
    python benchmarks/extraction_quality.py --data ../shared/data/atant/core \\
        --jsonl /work/runs/atant-llm-extractions.jsonl        # precomputed tags per (story_id, batch)
    python benchmarks/extraction_quality.py --data ... --extractor mypkg.module:MyExtractor
    python benchmarks/extraction_quality.py --data ... --extractor copy   # every content word

The extractor sees the ontology of the story so far (every prefix of every tag of earlier batches).
"""

from __future__ import annotations

import argparse
import importlib
import json
import statistics
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from taggraph.bench.datasets.atant import SPLITS, load, relevant_turns
from taggraph.bench.datasets.base import Case
from taggraph.extract import Extractor
from taggraph.tags import CATEGORIES, FiveW, prefixes
from taggraph.text import STOPWORDS, content_tokens, tokenize

# (case, turn index, ontology so far) -> tags of that turn
TagSource = Callable[[Case, int, list[str]], FiveW]

EXTRACTORS = {"offline": "taggraph.extract.offline:OfflineExtractor"}


def copy_source(case: Case, i: int, ontology: list[str]) -> FiveW:
    """Reference point, not an extractor: every content word of the user text as topic/<word>,
    verbatim (no per-category cap, no singular form), i.e. "copying every content word"."""
    words = dict.fromkeys(content_tokens(case.turns[i].user))
    return FiveW(what=tuple(f"topic/{w}" for w in words))


def extractor_source(spec: str) -> TagSource:
    module, _, cls = EXTRACTORS.get(spec, spec).partition(":")
    extractor: Extractor = getattr(importlib.import_module(module), cls)()

    def source(case: Case, i: int, ontology: list[str]) -> FiveW:
        turn = case.turns[i]
        return extractor.extract(turn.user, turn.assistant, ontology).tags

    return source


class JsonlSource:
    """Tags read from lines {story_id, batch, tags: {category: [paths]}, failed}; counts the
    look-ups, the notes without a row and the rows marked failed."""

    def __init__(self, path: Path) -> None:
        self.table: dict[tuple[str, str], FiveW] = {}
        self.failed_keys: set[tuple[str, str]] = set()
        self.looked_up = self.missing = self.failed = 0
        with path.open(encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                if not line.strip():
                    continue
                try:
                    row = json.loads(line)
                    key = (str(row["story_id"]), str(row["batch"]))
                    tags = row.get("tags") or {}
                except (json.JSONDecodeError, KeyError, TypeError) as exc:
                    raise SystemExit(f"{path}:{n}: bad line ({exc})") from None
                self.table[key] = FiveW.from_raw({c: tags.get(c, []) for c in CATEGORIES})
                if row.get("failed"):
                    self.failed_keys.add(key)

    def __call__(self, case: Case, i: int, ontology: list[str]) -> FiveW:
        key = (case.case_id, str(case.turns[i].meta["turn_id"]))
        self.looked_up += 1
        self.missing += key not in self.table
        self.failed += key in self.failed_keys
        return self.table.get(key, FiveW())


def tag_tokens(tags: FiveW) -> set[str]:
    return {t for p in tags.paths() for t in tokenize(p)}


def evaluate(cases: Iterable[Case], source: TagSource, verbose: bool = False) -> dict[str, Any]:
    notes = 0
    tags_per_note: list[int] = []
    nested = 0
    distinct_per_story: list[int] = []
    helped = total = no_gold = 0
    misses: list[str] = []
    seconds = 0.0
    for case in cases:
        ontology: list[str] = []
        seen: set[str] = set()
        note_tags: list[FiveW] = []
        for i in range(len(case.turns)):
            t0 = time.perf_counter()
            tags = source(case, i, list(ontology))
            seconds += time.perf_counter() - t0
            note_tags.append(tags)
            notes += 1
            tags_per_note.append(len(tags))
            nested += sum("/" in p for p in tags.paths())
            for p in tags.paths():
                seen.add(p)
                for pre in prefixes(p):
                    if pre not in ontology:
                        ontology.append(pre)
        distinct_per_story.append(len(seen))
        for q in case.questions:
            total += 1
            gold = relevant_turns(case, q, strict=True)
            if not gold:
                no_gold += 1
                continue
            q_tokens = {t for t in tokenize(q.text) if t not in STOPWORDS}
            if any(q_tokens & tag_tokens(note_tags[g]) for g in gold):
                helped += 1
            else:
                misses.append(
                    f"{q.qid} {q.text!r} gold={sorted(gold)} "
                    f"tags={[note_tags[g].paths() for g in sorted(gold)][:1]}"
                )
    if verbose:
        print("\n".join(misses), file=sys.stderr)
    return {
        "notes": notes,
        "tags_per_note": statistics.fmean(tags_per_note) if tags_per_note else 0.0,
        "distinct_tags_per_story": statistics.fmean(distinct_per_story) if distinct_per_story else 0.0,
        "questions": total,
        "helped": helped,
        "helpful_share": helped / total if total else 0.0,
        # Share of tags with a hierarchy ("company/google", not "google" or "user").
        "hierarchical_share": nested / sum(tags_per_note) if sum(tags_per_note) else 0.0,
        "questions_without_gold_note": no_gold,
        "seconds_extracting": seconds,
    }


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", required=True, type=Path, help="folder of ATANT story YAML files")
    ap.add_argument("--split", default="core", choices=sorted(SPLITS))
    src = ap.add_mutually_exclusive_group()
    src.add_argument(
        "--extractor",
        default="offline",
        help="'offline', 'copy' (every content word, a reference point) or module:Class of an Extractor",
    )
    src.add_argument("--jsonl", type=Path, help="precomputed tags per (story_id, batch)")
    ap.add_argument("--misses", action="store_true", help="list questions not helped (stderr)")
    ap.add_argument("--json", action="store_true", help="print the numbers as JSON")
    args = ap.parse_args(argv)
    cases = load(args.data, args.split)
    source: TagSource
    if args.jsonl:
        source = JsonlSource(args.jsonl)
    elif args.extractor == "copy":
        source = copy_source
    else:
        source = extractor_source(args.extractor)
    r = evaluate(cases, source, verbose=args.misses)
    if args.json:
        print(json.dumps(r, indent=2))
        return
    name = str(args.jsonl) if args.jsonl else args.extractor
    print(f"extractor {name}  stories {len(cases)}  notes {r['notes']}")
    print(
        f"tags per note {r['tags_per_note']:.2f}  distinct tags per story {r['distinct_tags_per_story']:.1f}"
    )
    print(
        f"helpful-tag share {r['helped']}/{r['questions']} = {r['helpful_share']:.1%}  "
        f"(questions without a gold note: {r['questions_without_gold_note']})"
    )
    print(f"hierarchical tags {r['hierarchical_share']:.1%}  extraction {r['seconds_extracting']:.1f} s")
    if isinstance(source, JsonlSource):
        print(f"notes without a row in the file: {source.missing}  rows marked failed: {source.failed}")


if __name__ == "__main__":
    main()
