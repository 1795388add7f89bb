"""Generated conversations that teach ``fusion`` four behaviours the public benchmarks rarely ask
for: the newest value wins when a question asks for the present one ("Who is my manager now?"),
a question that names a time prefers the notes from that window ("What did I cook last
Saturday?"), a past question is not evidence, and a question quoting an identifier (a booking
reference, an order number) wants the one note holding it, among look-alike notes that hold
others.

Everything here is written for taggraph (no benchmark text). Generation is seeded and
reproducible; each conversation is one case with gold turn ids, like LoCoMo.
"""

from __future__ import annotations

import random
import re
from datetime import datetime, timedelta

from ...notes import Turn
from .base import Case, Question

# (attribute, first statement, update statement, questions about the present value,
#  question about the earlier value, values)
ATTRIBUTES: tuple[tuple[str, str, str, tuple[str, ...], str, tuple[str, ...]], ...] = (
    ("manager", "My manager at work is {v}.", "Reorg today: {old} moved teams and {v} is my manager from now on.",
     ("Who is my manager now?", "Who do I report to these days?"), "Who was my manager before?",
     ("Hannah Lindqvist", "Omar Sadiq", "Beatrice Fontaine", "Kenji Moriyama", "Ruth Adeyemi", "Pavel Novak")),
    ("city", "I live in {v} at the moment.", "The move is done, I am officially living in {v} now.",
     ("Which city do I live in now?", "Where am I living currently?"), "Where did I live before the move?",
     ("Tucson", "Halifax", "Leeds", "Adelaide", "Bergen", "Savannah")),
    ("phone", "My phone is an old {v}.", "Upgraded my phone: I'm on a {v} now.",
     ("What phone do I have now?", "Which phone am I using these days?"), "What phone did I have before?",
     ("Pixel 6", "Galaxy S21", "iPhone 12", "Fairphone 4", "Moto G7", "OnePlus 9")),
    ("gym", "I work out at {v} three times a week.", "Cancelled my old membership and joined {v} instead.",
     ("Which gym do I go to now?", "Where do I work out currently?"), "Which gym did I go to before?",
     ("Ironworks Fitness", "Harbor Climbing Hall", "Northside YMCA", "Pulse Studio", "Summit Athletic Club")),
    ("dentist", "My dentist is Dr. {v}.", "Switched dentists, I'm seeing Dr. {v} from now on.",
     ("Who is my dentist now?", "Which dentist do I see these days?"), "Who was my previous dentist?",
     ("Whitcombe", "Varga", "Oyelaran", "Castellanos", "Brenner", "Takahashi")),
    ("car", "I drive a {v} to work.", "Sold the old car; I drive a {v} now.",
     ("What car do I drive now?", "What am I driving these days?"), "What car did I drive before?",
     ("Honda Civic", "Subaru Outback", "Toyota Prius", "Ford Focus", "Kia Niro", "Mazda 3")),
    ("team", "At work I'm on the {v} team.", "I transferred to the {v} team this week.",
     ("Which team am I on now?", "What team do I work on currently?"), "Which team was I on before?",
     ("payments", "search", "billing", "mobile", "infrastructure", "data platform")),
    ("coffee", "My usual coffee place is {v}.", "New favourite coffee spot: {v}, I go there every morning now.",
     ("Where do I get coffee now?", "What is my favourite coffee place these days?"),
     "Where did I use to get coffee?", ("Blue Kettle", "Copper Bean", "Morning Fox", "Dockside Roasters", "Little Ember")),
)

# Dated activities for questions that name a time window.
ACTIVITIES: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("cooked", "Cooked {v} for dinner tonight.", ("lentil soup", "mushroom risotto", "fish tacos", "pad thai",
                                                  "chicken curry", "vegetable lasagna")),
    ("hiked", "Went hiking on the {v} today.", ("Ridge Loop trail", "Cedar Falls path", "Old Quarry trail",
                                                "Lakeshore walk", "Eagle Point climb")),
    ("watched", "Watched {v} at the cinema this evening.", ("a French comedy", "a space documentary",
                                                           "an animated musical", "a courtroom drama")),
    ("bought", "Bought {v} at the market today.", ("a cast iron pan", "a reading lamp", "new running shoes",
                                                   "a desk plant", "a rain jacket")),
)

FILLER = (
    "The weather was grey all day, so I stayed in and read.",
    "Work was busy, lots of meetings about the quarterly plan.",
    "I need to remember to water the tomatoes on the balcony.",
    "My neighbour's cat keeps visiting our garden.",
    "Spent the evening sorting old photos from a holiday.",
    "I've been trying to sleep earlier, aiming for eleven.",
    "Called my grandmother, she is doing well.",
    "The bus was late again this morning.",
    "Thinking about learning to play the piano.",
    "Finished a long report and finally sent it off.",
)
# Identifiers: several notes of one conversation look alike and differ only in their code.
IDENTIFIERS: tuple[tuple[str, str], ...] = (
    ("ferry", "The booking reference for the ferry to the island is {code}."),
    ("hotel", "Hotel booked for the conference, confirmation number {code}."),
    ("parcel", "The tracking number for the parcel with the new chairs is {code}."),
    ("insurance", "My travel insurance policy number is {code}, keep it handy."),
    ("rental", "Car rental reserved for the trip, the reservation code is {code}."),
    ("repair", "The repair shop gave me ticket {code} for the laptop."),
    ("order", "Ordered a standing desk online, order number {code}."),
    ("tickets", "Got the concert tickets, the booking code is {code}."),
)
IDENTIFIER_QUESTIONS = ("What was {code} for?", "Which booking has the reference {code}?",
                        "What is {code} about?", "Remind me what {code} is.")


def _code(rng: random.Random) -> str:
    """A made-up identifier: letters and digits, or digits only."""
    if rng.random() < 0.3:
        return str(rng.randrange(10_000_000, 99_999_999))
    alphabet = "abcdefghjkmnpqrstuvwxyz23456789"
    return "".join(rng.choice(alphabet) for _ in range(rng.choice((6, 7, 8)))).upper()


ASSISTANT = ("Got it.", "Thanks for telling me.", "Noted.", "That sounds good.", "I'll remember that.")

_WEEKDAY = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _conversation(rng: random.Random, n: int) -> Case:
    start = datetime(2025, 1, 6, 9, 0) + timedelta(days=rng.randrange(0, 300))
    turns: list[Turn] = []
    questions: list[Question] = []
    events: list[tuple[datetime, str, str, str]] = []  # (time, kind, key, user text)

    day = 0
    for attr, first, update, _now_qs, _before_q, values in rng.sample(ATTRIBUTES, 3):
        old, new = rng.sample(values, 2)
        t0 = start + timedelta(days=day + rng.randrange(0, 5), hours=rng.randrange(0, 10))
        t1 = t0 + timedelta(days=rng.randrange(15, 50))
        events.append((t0, "old", attr, first.format(v=old)))
        events.append((t1, "new", attr, update.format(v=new, old=old)))
        if rng.random() < 0.5:  # a past question that mentions the attribute but answers nothing
            tq = t0 + timedelta(days=rng.randrange(1, 10))
            events.append((tq, "asked", attr, f"Can you remind me how to ask about my {attr} situation?"))
        day += rng.randrange(3, 12)
    for kind, template, values in rng.sample(ACTIVITIES, 2):
        picks = rng.sample(values, 3)
        for i, v in enumerate(picks):
            t = start + timedelta(days=7 * i * 2 + rng.randrange(0, 6), hours=18)
            events.append((t, f"act:{i}", kind, template.format(v=v)))
    codes: dict[str, str] = {}
    for kind, template in rng.sample(IDENTIFIERS, 4):
        codes[kind] = _code(rng)
        t = start + timedelta(days=rng.randrange(0, 80), hours=rng.randrange(7, 22))
        events.append((t, "code", kind, template.format(code=codes[kind])))
    for _ in range(rng.randrange(8, 16)):
        t = start + timedelta(days=rng.randrange(0, 80), hours=rng.randrange(7, 22))
        events.append((t, "filler", "", rng.choice(FILLER)))
    events.sort(key=lambda e: e[0])

    ids: dict[tuple[str, str], str] = {}
    session_of_day: dict[str, str] = {}
    for i, (t, kind, key, text) in enumerate(events):
        sid = session_of_day.setdefault(t.date().isoformat(), f"s{len(session_of_day) + 1}")
        tid = f"T{i + 1}"
        ids[(kind, key)] = tid
        turns.append(Turn(text, rng.choice(ASSISTANT), t, sid, {"turn_id": tid}))
    end = events[-1][0] + timedelta(days=1)

    case_id = f"gen-{n}"
    for attr, *_rest in ATTRIBUTES:
        if ("new", attr) not in ids:
            continue
        spec = next(a for a in ATTRIBUTES if a[0] == attr)
        q = rng.choice(spec[3])
        if random.Random(f"{case_id}:{attr}").random() < 0.5:
            # the present asked without a time word ("Who is my manager?"), as people mostly ask it;
            # a separate generator, so the conversations stay those of earlier versions
            q = re.sub(r"\s*\b(now|these days|currently)\b", "", q)
        questions.append(Question(f"{case_id}:{attr}:now", q, "latest", gold_turns=(ids[("new", attr)],),
                                  date=end, meta={"category": "latest"}))
        questions.append(Question(f"{case_id}:{attr}:before", spec[4], "earlier", gold_turns=(ids[("old", attr)],),
                                  date=end, meta={"category": "earlier"}))
    for kind, _template, _values in ACTIVITIES:
        dated = [(e[0], ids[(e[1], kind)]) for e in events if e[2] == kind and e[1].startswith("act:")]
        if not dated:
            continue
        when, tid = rng.choice(dated)
        ago = (end.date() - when.date()).days
        phrase = (f"on {when.strftime('%B')} {when.day}" if rng.random() < 0.5 else
                  f"last {_WEEKDAY[when.weekday()]}" if ago <= 7 else f"{ago} days ago")
        verb = {"cooked": "What did I cook", "hiked": "Where did I go hiking", "watched": "What did I watch",
                "bought": "What did I buy"}[kind]
        questions.append(Question(f"{case_id}:{kind}", f"{verb} {phrase}?", "time", gold_turns=(tid,),
                                  date=end, meta={"category": "time"}))
    for kind in rng.sample(sorted(codes), 2):
        q = rng.choice(IDENTIFIER_QUESTIONS).format(code=codes[kind])
        questions.append(Question(f"{case_id}:{kind}:code", q, "identifier", gold_turns=(ids[("code", kind)],),
                                  date=end, meta={"category": "identifier"}))
    return Case(case_id, tuple(turns), tuple(questions), {"dataset": "generated"})


def generate(n: int = 40, seed: int = 0) -> list[Case]:
    """``n`` reproducible conversations (about 35 turns and 10 questions each)."""
    rng = random.Random(seed)
    return [_conversation(rng, i + 1) for i in range(n)]
