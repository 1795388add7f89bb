"""How many notes the slot parse reads a fact from (``taggraph.extract.slots.parse_facts``), and
how many facts name a relation one has several of (``taggraph.index.chainlink.held_several``), per
file, over the user turns of LongMemEval- or LoCoMo-format files and ATANT story folders. Run
it with two versions of the code and compare: the counts, the digest of every (turn, slot,
value), and with ``--dump FILE`` the facts themselves, a line per turn that has any, for ``diff``.

    PYTHONPATH=/path/to/old/src python benchmarks/count_slot_facts.py --dump old.txt FILES...
    PYTHONPATH=src              python benchmarks/count_slot_facts.py --dump new.txt FILES...
    diff old.txt new.txt | grep -c '^>'     # turns whose facts changed
"""

from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path

from taggraph.bench.datasets import atant, locomo, longmemeval
from taggraph.bench.datasets.base import Case
from taggraph.extract.slots import parse_facts
from taggraph.index.chainlink import held_several


def cases(path: str) -> list[Case]:
    if Path(path).is_dir():
        return atant.load(path)
    data = json.loads(Path(path).read_text("utf-8"))
    return locomo.load(path) if data and "qa" in data[0] else longmemeval.load_grouped(path)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--dump", help="write each turn's facts here, a line per turn that has any")
    args = ap.parse_args()
    lines: list[str] = []
    for path in args.files:
        texts = list(dict.fromkeys(t.user for case in cases(path) for t in case.turns if t.user.strip()))
        facts = parse_facts(texts)
        rows = [json.dumps([text[:80], [[f.slot, f.value] for f in fs]]) for text, fs in zip(texts, facts, strict=True) if fs]
        lines += [f"{path}\t{r}" for r in rows]
        print(json.dumps({"file": path, "turns": len(texts), "with_facts": len(rows),
                          "facts": sum(len(fs) for fs in facts),
                          # a relation one has several of ("my friend X"): a chain per person
                          "several_held": sum(1 for fs in facts for f in fs if f.slot and held_several(f.slot)),
                          "digest": hashlib.sha256("\n".join(rows).encode()).hexdigest()[:16]}))
    if args.dump:
        Path(args.dump).write_text("".join(line + "\n" for line in lines), "utf-8")


if __name__ == "__main__":
    main()
