"""Exact identifiers: a store of generated everyday exchanges plus notes that each hold one
made-up code (gate codes, invoice numbers, permits, serial numbers), worded differently from the
identifier notes fusion is trained on; and a second store where every note has one template and
only its code tells it apart. Each question quotes one code; the note holding it is the only
right answer. Reports, per method, how often that note ranks first and the MRR.

    python benchmarks/probe_identifiers.py [--codes 80] [--filler 400] [--methods fusion,bm25,openclaw]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_serve import Writer  # noqa: E402

from taggraph import Memory, Turn  # noqa: E402

NOTES = (
    "Note to self: the gate code at {street} is {code}.",
    "{name} sent over invoice {code} for the kitchen tiles.",
    "My parking permit {code} runs out in {month}.",
    "Serial number of the new dishwasher: {code}.",
    "The library card I use for the archive is {code}.",
    "Membership ID for the climbing hall is {code}.",
    "Warranty claim {code} is open for the broken blender.",
    "{name} shared the Wi-Fi key for the studio: {code}.",
)
QUESTIONS = ("{code}?", "what's {code}", "tell me about {code}", "where did I write down {code}",
             "anything about {code}?")


def code(rng: random.Random) -> str:
    if rng.random() < 0.3:
        return f"{rng.randrange(100_000, 9_999_999)}"
    return "".join(rng.choice("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(rng.choice((5, 6, 7)))).upper()


ACTIVITIES = ("took a pottery class", "went bouldering", "baked sourdough", "went birdwatching", "played chess")


def evaluate(mem: Memory, holder: dict[str, str], methods: list[str], questions: tuple[str, ...],
             rng: random.Random) -> None:
    asked = {c: rng.choice(questions).format(code=c) for c in holder}
    for method in methods:
        first, rr = 0, 0.0
        for c, nid in holder.items():
            hits = mem.query(asked[c], k=10, method=method)
            rank = next((h.rank for h in hits if h.note.id == nid), None)
            first += rank == 1
            rr += 1 / rank if rank else 0.0
        print(f"  {method:<10} first {first}/{len(holder)}  MRR {rr / len(holder):.3f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--codes", type=int, default=80)
    ap.add_argument("--filler", type=int, default=400)
    ap.add_argument("--methods", default="fusion,bm25,openclaw")
    ap.add_argument("--seed", type=int, default=11)
    args = ap.parse_args()
    rng, w = random.Random(args.seed), Writer(args.seed)
    turns = [w.turn(f"s{i // 10}") for i in range(args.filler)]
    codes: dict[str, int] = {}
    for _ in range(args.codes):
        c = code(rng)
        f = w.fake
        text = rng.choice(NOTES).format(code=c, street=f.street_name(), name=f.first_name(), month=f.month_name())
        codes[c] = rng.randrange(len(turns) + 1)
        turns.insert(codes[c], Turn(text, "Noted.", session_id=f"c{len(codes)}"))
    methods = args.methods.split(",")
    with Memory.open(":memory:") as mem:
        notes = mem.remember_many(turns)
        holder = {c: next(n.id for n in notes if c in n.user) for c in codes}
        print(f"mixed store: {len(notes)} notes, {len(codes)} codes; extractor {mem.extractor.id}")
        evaluate(mem, holder, methods, QUESTIONS, rng)
    look = []
    for i in range(args.codes):
        f = w.fake
        look.append(Turn(f"Entry {i} from {f.first_name()}: {rng.choice(ACTIVITIES)} in {f.city()}, "
                         f"reference {code(rng)}.", "Noted.", session_id=f"l{i // 8}"))
    with Memory.open(":memory:") as mem:
        notes = mem.remember_many(look)
        holder = {n.user.rsplit(" ", 1)[1].rstrip("."): n.id for n in notes}
        print(f"look-alike store: {len(notes)} notes, one template, a code each")
        evaluate(mem, holder, methods, ("reference {code}", "{code}", "what about {code}?"), rng)


if __name__ == "__main__":
    main()
