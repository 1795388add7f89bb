"""Whether the question's past tense (``taggraph.index.facts.asks_for_past``) reads the same from
the tagger alone as from the whole spaCy pipeline: the tags of every question in the given
LongMemEval- or LoCoMo-format files both ways, and the time per question of each.

    python benchmarks/check_tense_tagger.py benchmarks/data/facts/facts_dev.json ../shared/data/locomo/locomo_dev.json
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

from taggraph.extract.offline_nlp import load
from taggraph.index.facts import _NOT_FOR_TAGS


def questions(path: str) -> list[str]:
    data: Any = json.loads(Path(path).read_text("utf-8"))
    if data and "qa" in data[0]:  # LoCoMo: conversations with their questions
        return [str(x["question"]) for conv in data for x in conv["qa"]]
    return [str(q["question"]) for q in data]


def main() -> None:
    qs = [q for path in sys.argv[1:] for q in questions(path)]
    nlp = load()
    times = {}
    tags = {}
    for label, off in (("whole pipeline", ()), ("tagger alone", _NOT_FOR_TAGS)):
        s = time.process_time()
        tags[label] = [[t.tag_ for t in nlp(q, disable=list(off))] for q in qs]
        times[label] = (time.process_time() - s) / max(len(qs), 1) * 1000
    same = sum(a == b for a, b in zip(*tags.values(), strict=True))
    print(json.dumps({"questions": len(qs), "same tags": same,
                      "ms per question": {k: round(v, 2) for k, v in times.items()}}))


if __name__ == "__main__":
    main()
