"""How many questions name a calendar window (``taggraph.timeq.time_window``), and which reading
found it: a season or part of a year, a weekend or part of a day (both read by taggraph's own
rules), or dateparser's search. Per file, over the questions of LongMemEval- or LoCoMo-format
files and ATANT story folders, each read against one fixed reference time (which window a
question names depends on it; whether it names one does not).

    python benchmarks/check_windows.py benchmarks/data/facts/facts_dev.json \\
        ../shared/data/locomo/locomo_dev.json ../shared/data/atant/core
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from datetime import UTC, datetime

from check_tense_tagger import questions

from taggraph.timeq import _season_or_part, _weekend_or_day_part, time_window

REFERENCE = datetime(2025, 9, 10, 12, tzinfo=UTC)


def reading(question: str) -> str:
    if _season_or_part(question, REFERENCE) is not None:
        return "season or part of a year"
    if _weekend_or_day_part(question, REFERENCE) is not None:
        return "weekend or part of a day"
    return "dateparser" if time_window(question, REFERENCE) is not None else "none"


def main() -> None:
    for path in sys.argv[1:]:
        qs = questions(path)
        print(json.dumps({"file": path, "questions": len(qs), **Counter(reading(q) for q in qs)}))


if __name__ == "__main__":
    main()
