"""Slot facts from everyday wordings of a change: what one drives is one's car, whom one reports
to is one's manager, a new thing named in apposition, a promotion, a thing of the user's that
moved to a named place, one thing got in place of another ("bought X and sold Y", "replaced Y
with X"), a measure told with "she", a home in a named place and a diary line's dropped subject.
Every text here is written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from taggraph import Memory
from taggraph.extract.slots import parse_facts
from taggraph.notes import Turn

D = datetime


def slots_of(text: str) -> list[tuple[str | None, str, str | None]]:
    return [(f.slot, f.value, f.replaces) for f in parse_facts([text])[0]]


def test_roles_english_gives_a_verb_or_an_apposition() -> None:
    assert slots_of("I drive a Hartwell Roamer these days.") == [("user/car", "hartwell_roamer", None)]
    assert slots_of("My car is a Hartwell Roamer.") == [("user/car", "hartwell_roamer", None)]
    assert slots_of("I report to Odalys Fenwick now.") == [("user/manager", "odalys_fenwick", None)]
    assert slots_of("I got a new car, a Brenner Coupe.") == [("user/car", "brenner_coupe", None)]
    assert slots_of("My new phone, a Quillon 6, arrived this morning.") == [("user/phone", "quillon_6", None)]
    # keyed by the title's head noun, as "I'm a planner" is, so the two make one chain
    assert slots_of("I got promoted to senior planner last week.") == [("user/planner", "senior_planner", None)]
    assert slots_of("My boss is Leontyne Park.") == slots_of("My manager is Leontyne Park.") == [
        ("user/manager", "leontyne_park", None)]
    # the thing measured names the attribute, whoever set the amount
    assert slots_of("The nurse put me on 30 mg of corvaline.") == slots_of("I take 30 mg of corvaline.") == [
        ("user/corvaline", "30_mg", None)]
    assert slots_of("My uncle takes 30 mg of corvaline.") == []  # someone else's dose
    # a model number is not a kind of thing: "Model 3" does not make a slot called "model"
    assert [f.slot for f in parse_facts(["I'm driving a Tesla Model 3."])[0]] == ["user/car"]
    assert slots_of("I drive about 600 miles across Fernshire every week.") == []  # where, not what


def test_an_amount_of_someone_elses_thing_is_not_the_users() -> None:
    """A bare noun's amount is the user's ("the rent went up"), a noun another person owns is not:
    "her rent", "my cousin's dog"."""
    assert slots_of("The rent went up to 1,240 a month.") == [("user/rent", "1240", None)]
    assert slots_of("Our rent went up to 1,240 a month.") == [("user/rent", "1240", None)]
    assert slots_of("Her rent went up to 1,240 a month.") == []
    assert slots_of("His dose went up to 45 mg.") == []
    assert slots_of("My cousin's dog weighs 11 kg.") == []
    assert slots_of("My dog weighs 11 kg.") == [("user/dog_weigh", "11_kg", None)]


def timeline_after(said: list[tuple[str, datetime]], asked: str, now: datetime | None = None) -> dict[str, Any]:
    """``Memory.timeline(asked)`` of a new memory of these user texts, each at its time (UTC)."""
    with Memory.open(":memory:") as mem:
        mem.remember_many([Turn(text, "Noted.", at.replace(tzinfo=UTC)) for text, at in said])
        return mem.timeline(asked, now=now.replace(tzinfo=UTC) if now else None)


def test_a_timeline_of_the_users_rent_leaves_out_a_sisters() -> None:
    got = timeline_after([("My rent is 1,100 a month for the flat.", D(2025, 1, 5)),
                          ("My sister's rent went up to 1,450 a month, she is furious.", D(2025, 3, 2)),
                          ("Our rent went up to 1,180 in June, the landlord sent a letter.", D(2025, 6, 3))], "my rent")
    assert [(e["value"], e["valid_from"], e["valid_until"]) for e in got["entries"]] == [
        ("1,100", "2025-01-05", "2025-06-03"), ("1,180", "2025-06-03", None)]


def test_a_thing_of_the_users_moves_to_a_named_place() -> None:
    assert slots_of("The chess club has moved to the Copper Kettle.") == [("user/chess_club", "copper_kettle", None)]
    assert slots_of("The family group chat has moved over to Signal.") == [("user/group_chat", "signal", None)]


def test_what_is_not_a_thing_of_the_users_moving() -> None:
    assert slots_of("My manager moved to Lisbon.") == []  # a person, to a town
    assert slots_of("The whole company moves to Teamwell on Monday.") == []  # a group the user is in
    # a friend's move names the friend only, not a new value of "my friend"
    assert slots_of("My friend Ottilie switched her gym to Ironvale.") == [("user/friend", "ottilie", None)]
    assert [s for s, _, _ in slots_of("I drive for Zipcart on weekends.")] != ["user/car"]


def test_one_thing_got_in_place_of_another() -> None:
    for text in ("I bought a Brenner Coupe and sold the Roamer.", "I sold the Roamer and bought a Brenner Coupe.",
                 "I replaced the Roamer with a Brenner Coupe.", "I swapped the Roamer for a Brenner Coupe."):
        assert slots_of(text) == [(None, "brenner_coupe", "roamer")], text
    assert slots_of("We sold our Hartwell Roamer last month.") == [(None, "", "hartwell_roamer")]
    assert slots_of("I didn't buy the Brenner Coupe, and I sold the Roamer.") == [(None, "", "roamer")]


def test_the_car_bought_in_place_of_the_old_one_is_current() -> None:
    with Memory.open(":memory:") as mem:
        old = mem.remember("I drive a Hartwell Roamer, it's great on long trips.", "Nice.", timestamp=D(2025, 1, 10))
        mem.remember("Any tips for a rainy picnic?", "Bring a tarp.", timestamp=D(2025, 2, 1))
        new = mem.remember("I bought a Brenner Coupe and sold the Roamer.", "Congratulations!", timestamp=D(2025, 4, 10))
        tl = mem.timeline("what car do I drive?", now=D(2025, 6, 1))
        assert tl["slot"] == "user/car"
        assert [(e["note_id"], e["value"], e["superseded_by"]) for e in tl["entries"]] == [
            (old.id, "Hartwell Roamer", new.id), (new.id, "Brenner Coupe", None)]
        now = mem.query("what car do I drive?", k=3, now=D(2025, 6, 1))
        assert now[0].note_id == new.id and "superseded" in now[1].explanation["line"]
        before = mem.query("what car do I drive?", k=3, now=D(2025, 3, 1))  # before the change
        assert before[0].note_id == old.id


def test_she_weighs_is_the_measure_of_the_name_before_it() -> None:
    """"she"/"he" with a measure stands for the nearest earlier name, pet or kin noun; only a
    measure ("weighs", "is 29 kg"), so the user's dose set by "she" stays the user's."""
    pepper = [("pepper/kg", "27_kg", None)]
    assert slots_of("We adopted a rescue greyhound called Pepper, she weighs 27 kg.") == pepper
    assert slots_of("Took Pepper to the vet, she is 29 kg now.") == [("pepper/kg", "29_kg", None)]
    assert [f.cues for f in parse_facts(["Took Pepper to the vet, she is 29 kg now."])[0]] == [("kg", "be", "pepper")]
    assert slots_of("Dr Fairbrother saw me today, she started me on 40 mg.") == []
    assert slots_of("Osgood came round for tea, he is 31 now.") == []  # an age, or anything
    assert slots_of("I met Wilhelmina at the track, she runs 30 km a week.") == []  # not a measure
    assert slots_of("It weighs 27 kg.") == slots_of("They weigh 27 kg.") == []  # "it", "they": left alone


def test_a_home_is_the_named_place_a_flat_or_house_is_in() -> None:
    assert slots_of("I'm living in a flat in Leeds near the canal.") == [("user/live", "leeds", None)]
    assert slots_of("We moved to a house in Sheffield.") == [("user/live", "sheffield", None)]
    assert slots_of("I work at a bakery in Leeds.") == []  # a workplace, not a home
    assert slots_of("My friend moved to a flat in Leeds.") == []


def test_a_diary_line_drops_its_subject_after_an_adverb() -> None:
    assert slots_of("Got promoted to senior planner!") == [("user/planner", "senior_planner", None)]
    assert slots_of("Finally moved to a house in Sheffield.") == [("user/live", "sheffield", None)]
    assert slots_of("Promoted to senior planner, says the letter I was cc'd on.") == []


def test_a_timeline_of_a_pets_weight_told_with_she() -> None:
    got = timeline_after([("We adopted a rescue greyhound called Pepper, she weighs 27 kg.", D(2025, 2, 1)),
                          ("My sister's greyhound weighs 33 kg, much bigger than Pepper.", D(2025, 3, 1)),
                          ("Took Pepper to the vet, she is 29 kg now.", D(2025, 5, 1))], "Pepper's weight", D(2025, 6, 1))
    assert got["slot"] == "pepper/kg"
    assert [(e["value"], e["current"]) for e in got["entries"]] == [("27 kg", False), ("29 kg", True)]


def test_a_dose_is_keyed_by_the_medicine_however_it_is_told() -> None:
    """"my X dose", "my dose of X", "put me on X, 50 mg" and "50 mg of X" make one slot, so a
    later wording replaces an earlier one; a doctor who sets the dose does not own it."""
    corvaline = [("user/corvaline", "50_mg", None)]
    assert slots_of("My corvaline dose is 50 mg.") == corvaline
    assert slots_of("My dose of corvaline is 50 mg.") == corvaline
    assert slots_of("My doctor put me on corvaline, 50 mg a day.") == corvaline
    assert slots_of("I'm on 50 mg of corvaline now.") == corvaline
    assert slots_of("Dr Amberley raised my corvaline dose to 50 mg.") == corvaline
    assert slots_of("The clinic switched me from corvaline to mestrazine, 20 mg.") == [("user/mestrazine", "20_mg", None)]
    assert slots_of("My dose is 50 mg.") == [("user/dose", "50_mg", None)]  # of nothing named: the dose
    assert slots_of("My sister's corvaline dose is 50 mg.") == []
