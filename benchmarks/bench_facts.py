"""Cost of the fact chains after a change (``FactChains``, ``index/facts.py``): each remember or
forget of a note with a slot fact makes the next fusion query rebuild the chains. Measured in one
process on generated first-person statements (no benchmark text): a cold build, where every
announced date goes through dateparser as every rebuild did before the start times were kept, and
the rebuild after one more note, which reuses them. Both builds must give the same chains.

    python benchmarks/bench_facts.py --notes 20000
"""

from __future__ import annotations

import argparse
import random
import time
from datetime import datetime, timedelta

from taggraph.extract.slots import analyse_many
from taggraph.index.facts import Entry, FactChains
from taggraph.notes import Note
from taggraph.tags import FiveW

PEOPLE = ["Rosalind Okafor", "Teodor Falk", "Marta Lind", "Jonas Berg", "Aiko Sato", "Priya Nair"]
CITIES = ["Halifax", "Saskatoon", "Denver", "Porto", "Osaka", "Krakow"]


def statement(rng: random.Random) -> str:
    kind = rng.randrange(6)
    if kind == 0:
        return f"My manager is {rng.choice(PEOPLE)}."
    if kind == 1:
        return f"I live in {rng.choice(CITIES)} now."
    if kind == 2:
        return f"{rng.choice(PEOPLE)} will be my manager from next month."
    if kind == 3:
        return f"My rent is {rng.randrange(900, 1500)} a month."
    return "We baked bread and walked the dog by the river." if kind == 4 else "The meeting ran long again today."


def statements(n: int, seed: int = 3) -> list[str]:
    rng = random.Random(seed)
    return [statement(rng) for _ in range(n)]


def chains_of(fc: FactChains) -> dict[str, list[tuple[str, str, float, float | None, str | None]]]:
    def row(e: Entry) -> tuple[str, str, float, float | None, str | None]:
        return (e.note_id, e.value, e.valid_from, e.valid_until, e.superseded_by)

    return {slot: [row(e) for e in chain] for slot, chain in fc.chains().items()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--notes", type=int, default=20000)
    args = ap.parse_args()
    texts = [*statements(args.notes), "My manager is Teodor Falk."]  # the change: a note with a fact
    analyses = analyse_many(texts)
    t0 = datetime(2024, 1, 1)
    notes = [Note(id=f"n{i}", user=t, assistant="", tags=FiveW(), timestamp=t0 + timedelta(hours=i))
             for i, t in enumerate(texts)]
    fc = FactChains()
    for note, got in zip(notes[:-1], analyses[:-1], strict=True):
        fc._put(note, got)
    s = time.process_time()
    fc.chains()
    cold = time.process_time() - s
    fc._put(notes[-1], analyses[-1])
    assert fc._chains is None, "the added note must change the chains"
    s = time.process_time()
    warm = chains_of(fc)
    rebuild = time.process_time() - s
    fresh = FactChains()
    for note, got in zip(notes, analyses, strict=True):
        fresh._put(note, got)
    assert chains_of(fresh) == warm, "the rebuild after a change differs from a fresh build"
    facts = sum(len(v) for v in fc.facts.values())
    print(f"{args.notes} notes, {facts} facts: cold build {cold * 1000:.0f} ms CPU, "
          f"rebuild after one more note {rebuild * 1000:.0f} ms CPU, ratio {rebuild / cold:.3f}")


if __name__ == "__main__":
    main()
