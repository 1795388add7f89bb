"""Whether the question's past tense (``taggraph.extract.tense.asks_for_past``) reads the same three
ways: from the whole spaCy pipeline, from the tagger alone, and as the function reads it (its word
checks first, the tagger only for a question holding a possible past form). Prints how many
questions agree, how many needed the tagger, and the time per question of each way, over every
question of the given LongMemEval- or LoCoMo-format files and ATANT story folders, and per file
how many questions have a past-tense tag that ``past_by_tags`` reads as present.

    python benchmarks/check_tense_tagger.py benchmarks/data/facts/facts_dev.json \\
        ../shared/data/locomo/locomo_dev.json ../shared/data/atant/core
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

from taggraph.bench.datasets import atant
from taggraph.extract import offline_nlp
from taggraph.extract.offline_nlp import load
from taggraph.extract.tense import NOT_FOR_TAGS, asks_for_past, tagger_reading


def questions(path: str) -> list[str]:
    if Path(path).is_dir():  # ATANT: a folder of stories
        return [q.text for case in atant.load(path) for q in case.questions]
    data: Any = json.loads(Path(path).read_text("utf-8"))
    if data and "qa" in data[0]:  # LoCoMo: conversations with their questions
        return [str(x["question"]) for conv in data for x in conv["qa"]]
    return [str(q["question"]) for q in data]


def main() -> None:
    per_path = {path: questions(path) for path in sys.argv[1:]}
    qs = [q for path_qs in per_path.values() for q in path_qs]
    nlp = load()
    times = {}
    tags = {}
    for label, off in (("whole pipeline", ()), ("tagger alone", NOT_FOR_TAGS)):
        s = time.process_time()
        tags[label] = [[t.tag_ for t in nlp(q, disable=list(off))] for q in qs]
        times[label] = (time.process_time() - s) / max(len(qs), 1) * 1000
    by_tagger = [tagger_reading(q, t) for q, t in zip(qs, tags["tagger alone"], strict=True)]
    tagged = 0
    real = offline_nlp.load

    def counted() -> Any:
        nonlocal tagged
        tagged += 1
        return real()

    offline_nlp.load = counted  # asks_for_past calls it through the module
    s = time.process_time()
    as_read = [asks_for_past(q) for q in qs]
    times["asks_for_past"] = (time.process_time() - s) / max(len(qs), 1) * 1000
    same = sum(a == b for a, b in zip(*tags.values(), strict=True))
    # questions with a past-tense tag that past_by_tags reads as present (a present verb beside it)
    present, start = {}, 0
    for path, path_qs in per_path.items():
        rows = zip(path_qs, tags["tagger alone"][start:start + len(path_qs)], strict=True)
        present[path] = sum("VBD" in t and not tagger_reading(q, t) for q, t in rows)
        start += len(path_qs)
    print(json.dumps({"questions": len(qs), "same tags": same,
                      "asks_for_past agrees with the tagger": sum(a == b for a, b in zip(as_read, by_tagger, strict=True)),
                      "asks_for_past needed the tagger": tagged,
                      "past tag beside a present verb, read as present": present,
                      "ms per question": {k: round(v, 2) for k, v in times.items()}}))


if __name__ == "__main__":
    main()
