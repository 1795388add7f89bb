"""Cost of the fact chains after a change (``FactChains``, ``index/facts.py``): each remember or
forget of a note with a slot fact changes the chains the next fusion query reads. Measured in one
process on generated first-person statements (no benchmark text): a cold build, where every
announced date goes through dateparser as every rebuild did before the start times were kept; a
newer note, appended to the ends of its slots' chains; and an older one, which rebuilds them from
the kept start times. Each must give the chains a fresh build gives. Then what a query pays per
candidate with a fact: its value's nearest different neighbours in its chain (``around``, by runs)
against the walk over the chain each candidate made before (``chain.index``, two slices and a
scan of the whole chain), with the same answers.

``--import N`` measures instead what an import of N notes out of time order (four histories of
the same months, one after another) costs the chains: placed note by note as they come, as a bulk
import did before (each placement out of order links its slots' whole chains again), against
deferred and linked once at the end (``FactChains.defer_links``), with the same chains. The texts
are parsed once (a pool of 3,000) and their analyses reused, so only the chains' work is timed.

    python benchmarks/bench_facts.py --notes 20000
    python benchmarks/bench_facts.py --import 20000
"""

from __future__ import annotations

import argparse
import random
import time
from datetime import datetime, timedelta

from taggraph.extract.fact import same_value
from taggraph.extract.slots import analyse_many
from taggraph.index.chainlink import Entry
from taggraph.index.facts import FactChains
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


def walk(fc: FactChains, e: Entry) -> tuple[Entry | None, Entry | None, bool]:
    """The baseline: what fusion's features did per candidate before ``around``."""
    chain = fc.chains()[e.slot]
    i = chain.index(e)
    nxt = next((x for x in chain[i + 1:] if not same_value(x.value, e.value)), None)
    prv = next((x for x in reversed(chain[:i]) if not same_value(x.value, e.value)), None)
    return prv, nxt, any(not same_value(x.value, e.value) for x in chain)


def per_candidate(fc: FactChains, rng: random.Random, n: int = 300) -> tuple[float, float]:
    """CPU seconds per candidate: around() (after its runs are built once per chain), the walk."""
    entries = [e for nid in rng.sample(sorted(fc.facts), min(n, len(fc.facts))) for e in fc.entries(nid)]
    for e in entries:
        fc.around(e)  # the runs of each chain, built once after a change
    s = time.process_time()
    got = [fc.around(e) for e in entries]
    fast = time.process_time() - s
    s = time.process_time()
    want = [walk(fc, e) for e in entries]
    slow = time.process_time() - s
    assert [(p, q, p is not None or q is not None) for p, q in got] == want, "around() differs from the walk"
    return fast / len(entries), slow / len(entries)


def bulk_import(n: int, batch: int = 64) -> None:
    """CPU of the chains' upkeep over an import of ``n`` notes out of time order: placed note by
    note, against deferred and linked once; each tenth of the import timed separately."""
    pool = statements(3000, seed=11)
    analyses = analyse_many(pool)
    t0, cycle = datetime(2024, 1, 1), max(1, n // 4)
    notes = [Note(id=f"n{i}", user=pool[i % len(pool)], assistant="", tags=FiveW(),
                  timestamp=t0 + timedelta(hours=i % cycle)) for i in range(n)]
    results = {}
    for label, deferred in (("placed note by note", False), ("deferred, linked once", True)):
        fc = FactChains()
        fc.chains()  # linked from the start, as the chains a bulk import loaded were
        fc.defer_links(deferred)
        tenths = []
        s = time.process_time()
        for start in range(0, n, batch):
            for i in range(start, min(n, start + batch)):
                fc._put(notes[i], analyses[i % len(pool)])
            if (start // batch + 1) % max(1, n // batch // 10) == 0:
                tenths.append(time.process_time() - s)
        fc.defer_links(False)
        fc.chains()
        total = time.process_time() - s
        results[label] = (total, tenths, chains_of(fc))
    (old, old_tenths, want), (new, _, got) = results.values()
    assert got == want, "the deferred chains differ from those placed note by note"
    last = (old_tenths[-1] - old_tenths[-2]) / (n / len(old_tenths)) if len(old_tenths) > 1 else old / n
    first = old_tenths[0] / (n / len(old_tenths)) if old_tenths else old / n
    print(f"import of {n} notes out of time order ({sum(len(v) for v in want.values())} chain entries):")
    print(f"  placed note by note: {old:.2f} s CPU ({first * 1e3:.2f} ms a note in the first tenth, "
          f"{last * 1e3:.2f} ms in the last)")
    print(f"  deferred, linked once: {new:.2f} s CPU ({new / n * 1e3:.3f} ms a note), ratio {new / old:.4f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--notes", type=int, default=20000)
    ap.add_argument("--import", dest="bulk", type=int, default=0, metavar="N",
                    help="time the chains' upkeep over an import of N notes out of time order instead")
    args = ap.parse_args()
    if args.bulk:
        bulk_import(args.bulk)
        return
    t0 = datetime(2024, 1, 1)
    texts = statements(args.notes)
    notes = [Note(id=f"n{i}", user=t, assistant="", tags=FiveW(), timestamp=t0 + timedelta(hours=i))
             for i, t in enumerate(texts)]
    change = "My manager is Teodor Falk."  # the change: a note with a fact
    late = Note(id="late", user=change, assistant="", tags=FiveW(),  # after every announced date
                timestamp=t0 + timedelta(hours=args.notes, days=90))
    early = Note(id="early", user=change, assistant="", tags=FiveW(), timestamp=t0 + timedelta(hours=1))
    analyses = analyse_many([*texts, change])
    fc = FactChains()
    for note, got in zip(notes, analyses, strict=False):
        fc._put(note, got)
    s = time.process_time()
    fc.chains()
    cold = time.process_time() - s
    timings = {}
    for label, extra in (("a newer note (appended to its chains)", late),
                         ("an older note (the chains rebuilt)", early)):
        s = time.process_time()
        fc._put(extra, analyses[-1])
        fc.chains()
        timings[label] = time.process_time() - s
        kept = chains_of(fc)
        fresh = FactChains()
        for note, an in zip([*notes, late, early], [*analyses[:-1], analyses[-1], analyses[-1]], strict=True):
            if note.id in fc.seq:
                fresh._put(note, an)
        assert chains_of(fresh) == kept, f"after {label} the chains differ from a fresh build"
    facts = sum(len(v) for v in fc.facts.values())
    print(f"{args.notes} notes, {facts} facts: a build resolving every date (as each rebuild did) "
          f"{cold * 1000:.0f} ms CPU")
    for label, t in timings.items():
        print(f"  {label}: {t * 1000:.1f} ms CPU, ratio {t / cold:.4f}")
    fast, slow = per_candidate(fc, random.Random(5))
    longest = max(len(c) for c in fc.chains().values())
    print(f"per candidate with a fact (longest chain {longest} entries): around() {fast * 1e6:.1f} us CPU, "
          f"the walk over its chain {slow * 1e6:.0f} us CPU, ratio {fast / slow:.4f}")


if __name__ == "__main__":
    main()
