"""The offline 5W extractor (spaCy small English model) on turns written for these tests."""

from __future__ import annotations

import re
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taggraph import Memory, Turn
from taggraph.extract import offline_nlp
from taggraph.extract.base import Extractor
from taggraph.extract.offline import MAX_TAGS, OfflineExtractor
from taggraph.index.ontology import Ontology, TagList
from taggraph.tags import FiveW, is_valid_tag


@pytest.fixture(scope="module")
def ex() -> OfflineExtractor:
    return OfflineExtractor()


def tags_of(ex: OfflineExtractor, user: str, assistant: str = "", ontology: Sequence[str] = ()) -> FiveW:
    result = ex.extract(user, assistant, ontology)
    assert not result.failed, result.error
    return result.tags


def test_implements_the_protocol_with_a_versioned_id(ex: OfflineExtractor) -> None:
    assert isinstance(ex, Extractor)
    assert re.fullmatch(r"offline-2\+[0-9a-f]{12}", ex.id)
    assert ex.id == OfflineExtractor().id == offline_nlp.extractor_id()


def test_copula_gives_role_and_person_with_company_and_city(ex: OfflineExtractor) -> None:
    t = tags_of(ex, "My manager is Priya Raman and she works at Google in Denver.")
    assert "user" in t.who
    assert {"person/priya_raman", "company/google"} <= set(t.who)
    assert "role/manager" in t.extra
    assert "city/denver" in t.where


@pytest.mark.parametrize(
    ("text", "person", "role"),
    [
        ("Our landlord, Mr. Okafor, raised the rent again.", "person/okafor", "role/landlord"),
        ("I enrolled in a ceramics workshop with my neighbor named Delphine.", "person/delphine", "role/neighbor"),
        ("The dentist I see is Dr. Halvorsen.", "person/halvorsen", "role/dentist"),
        ("The wedding planner's name is Ingrid Solberg.", "person/ingrid_solberg", "role/wedding_planner"),
    ],
)
def test_roles_from_apposition_naming_and_possessive(ex: OfflineExtractor, text: str, person: str,
                                                     role: str) -> None:
    t = tags_of(ex, text)
    assert person in t.who
    assert role in t.extra


def test_kinship_with_and_without_a_name(ex: OfflineExtractor) -> None:
    t = tags_of(ex, "My cousin Tomas moved to Lisbon, Portugal on March 3rd.")
    assert "person/tomas" in t.who and "family/cousin" in t.extra
    assert {"city/lisbon", "country/portugal"} <= set(t.where)
    assert "date/march_3" in t.when
    assert "family/grandmother" in tags_of(ex, "My grandmother turns ninety next spring.").extra


def test_hyphenated_kin_and_clock_times_inside_a_schedule(ex: OfflineExtractor) -> None:
    t = tags_of(ex, "My stepbrother-in-law Rafe is visiting.")
    assert "person/rafe" in t.who and "family/stepbrother-in-law" in t.extra
    walks = tags_of(ex, "We walk the dogs at 6am and 5pm every day.")
    assert {"time/6am", "time/5pm"} <= set(walks.when)
    assert any(p.startswith("schedule/") for p in walks.when)


def test_pets_are_named_through_the_possessive(ex: OfflineExtractor) -> None:
    t = tags_of(ex, "We adopted a kitten from the rescue yesterday. Her name is Pickles.")
    assert "pet/pickles" in t.who
    assert "pet/kitten" in t.extra
    assert not any(p.startswith("person/") for p in t.who)


def test_organisation_kinds_and_named_places(ex: OfflineExtractor) -> None:
    t = tags_of(ex, "I got into Lakeshore University and my aunt lives in Ohio.")
    assert "school/lakeshore_university" in t.who
    assert "state/ohio" in t.where


def test_dates_times_schedules_and_durations(ex: OfflineExtractor) -> None:
    t = tags_of(
        ex, "The recital is on October 12th, 2027 at 6pm. I practice every Saturday and the course lasts "
            "three months.")
    for tag in ("date/october_12", "year/2027", "time/6pm", "day/saturday", "duration/three_month"):
        assert tag in t.when, (tag, t.when)
    assert any(p.startswith("schedule/") for p in t.when)


def test_a_bare_number_is_not_a_length_of_time(ex: OfflineExtractor) -> None:
    # spaCy calls a lone number a DATE now and then; a duration needs its unit, or every numbered
    # thing ("locker 48", "(item 7)") would become a time tag of its own
    t = tags_of(ex, "My locker number is 48, and the spare key is in drawer 12 (item 7).")
    assert not any(p.startswith("duration/") for p in t.when), t.when
    t = tags_of(ex, "We stayed in Porto for two weeks and it rained for three days.")
    assert {"duration/two_week", "duration/three_day"} <= set(t.when), t.when


def test_amounts_counts_and_ages(ex: OfflineExtractor) -> None:
    t = tags_of(ex, "The contractor quoted $14,500 for the deck. We expect 60 visitors, and my nephew is "
                    "a 7-year-old soccer fan.")
    assert "money/14500" in t.extra
    assert "count/60_visitor" in t.extra
    assert "age/7" in t.extra


def test_feelings_reasons_and_goals(ex: OfflineExtractor) -> None:
    t = tags_of(ex, "I'm so anxious about the bar exam. I moved back home because of the flooding, and I "
                    "want to learn Portuguese.")
    assert "feeling/anxious" in t.extra
    assert "reason/flooding" in t.why
    assert "goal/learn_portuguese" in t.why
    assert "topic/bar_exam" in t.what


def test_a_greeted_name_is_no_fact_but_a_speaker_is(ex: OfflineExtractor) -> None:
    t = tags_of(ex, "Hi Juno, I'm nervous about my driving test.")
    assert not any("juno" in p for p in t.paths())
    assert "feeling/nervous" in t.extra
    spoken = tags_of(ex, "Oren: I finally repaired the old canoe.")
    assert "person/oren" in spoken.who


def test_general_knowledge_question_has_no_user_tag(ex: OfflineExtractor) -> None:
    t = tags_of(ex, "Which river runs through Peru?")
    assert "user" not in t.who
    assert "country/peru" in t.where


def test_assistant_text_gives_no_facts(ex: OfflineExtractor) -> None:
    assistant = "Chef Moreau in Lyon says rye bread needs a starter that takes 36 hours and costs $9."
    t = tags_of(ex, "I baked rye bread with my brother today.", assistant)
    paths = " ".join(t.paths())
    for fact in ("moreau", "lyon", "36", "9"):
        assert fact not in paths
    assert "family/brother" in t.extra


def test_assistant_names_the_topic_only_when_the_user_gave_none(ex: OfflineExtractor) -> None:
    assistant = "A kombucha culture needs sweet tea, and Lena in Oslo feeds hers weekly."
    with_topic = tags_of(ex, "Can you help me with this?", assistant)
    assert any("kombucha" in p for p in with_topic.what)
    assert not any("lena" in p or "oslo" in p for p in with_topic.paths())
    assert not any("kombucha" in p for p in tags_of(ex, "Can you help me with this?", "").what)


def test_existing_ontology_path_is_reused(ex: OfflineExtractor) -> None:
    text = "Waffles learned to sit today."
    assert "pet/waffles" in tags_of(ex, text, ontology=("pet", "pet/waffles")).who
    later = tags_of(ex, "Priya approved my vacation.", ontology=("person", "person/priya_raman"))
    assert "person/priya_raman" in later.who


def test_extract_many_sees_the_tags_of_earlier_turns(ex: OfflineExtractor) -> None:
    first, second = ex.extract_many([("I adopted a puppy named Biscuit.", ""),
                                     ("Biscuit chewed my sandals this morning.", "")])
    assert "pet/biscuit" in first.tags.who
    assert "pet/biscuit" in second.tags.who


def test_batched_extraction_equals_one_by_one(ex: OfflineExtractor) -> None:
    turns = [("My brother Kofi flies to Nairobi on Friday.", ""), ("What is 12 times 12?", ""),
             ("I joined a choir at St. Brigid's Church.", "")]
    batched = [e.tags for e in ex.extract_many(turns)]
    ontology: list[str] = []
    single = []
    for user, assistant in turns:
        tags = tags_of(ex, user, assistant, list(ontology))
        single.append(tags)
        for path in tags.paths():
            segs = path.split("/")
            ontology += ["/".join(segs[: i + 1]) for i in range(len(segs))]
    assert batched == single


def test_the_stores_tag_lookups_give_the_same_tags_as_its_tag_list(ex: OfflineExtractor) -> None:
    # Memory hands the extractor the ontology's own lookups instead of the sorted tag list; both
    # must choose the same existing paths, including the most used of two paths with one leaf.
    mem = Memory.open(":memory:")
    mem.remember_many([
        Turn("My colleague Tomasz Wierzbicki runs the night shift at the bakery."),
        Turn("Tomasz asked me to cover for him on Saturday."),
        Turn("I bought a kettle called Nimbus for the office, yes I named a kettle."),
        Turn("The dog Nimbus from next door barked all night, and my dog Nimbus barked back."),
        Turn("Wierzbicki wants the flour order doubled before the holidays."),
    ])
    later = [("Tomasz says the ovens need cleaning.", ""), ("Nimbus knocked over a vase today.", ""),
             ("Wierzbicki and I argued about the rota.", ""), ("My aunt Odile visits in March.", ""),
             ("Odile brings her parrot.", "")]
    ontology = mem.ontology
    with_lookups = [e.tags for e in ex.extract_many(later, TagList(ontology))]
    with_list = [e.tags for e in ex.extract_many(later, ontology.tags())]
    assert with_lookups == with_list
    assert any(p.startswith("person/tomasz") for p in with_lookups[0].paths())


def test_ontology_lookups_follow_adds_and_removes() -> None:
    o = Ontology(["person/ana_lima", "pet/nimbus", "topic/nimbus", "topic/nimbus"])
    assert o.tag_by_leaf("nimbus") == "topic/nimbus"  # the most used of the two
    assert o.person_by_name_part("lima") == "person/ana_lima"
    o.remove("topic/nimbus")
    o.remove("topic/nimbus")
    assert o.tag_by_leaf("nimbus") == "pet/nimbus" and not o.has_tag("topic/nimbus")
    o.add("person/rui_lima")
    o.add("person/rui_lima")
    assert o.person_by_name_part("lima") == "person/rui_lima"
    assert o.tag_by_leaf("absent") is None and o.person_by_name_part("absent") is None


def test_deterministic_across_calls_and_instances(ex: OfflineExtractor) -> None:
    text = "Marta agreed to officiate, and my friend Ilse is the maid of honor. We marry in Vienna in June."
    assert tags_of(ex, text) == tags_of(ex, text) == tags_of(OfflineExtractor(), text)


def test_summary_is_one_short_sentence_from_the_user_text(ex: OfflineExtractor) -> None:
    t = tags_of(ex, "I finally built a herb spiral! I'm growing thyme, sage and chives.",
                "Great! Remember to water your plants every morning.")
    assert t.summary.startswith("The interaction discussed")
    assert "\n" not in t.summary and len(t.summary.split()) <= 30
    assert "water" not in t.summary


def test_long_text_respects_the_tag_budget(ex: OfflineExtractor) -> None:
    text = " ".join(
        f"On day {i} I visited Paris, Berlin and Madrid with my friend Anna, my brother Tom and my coach "
        f"Luis, bought a {w} and paid ${i}0 because the {w} shop closed early."
        for i, w in enumerate(["guitar", "kayak", "violin", "camera", "bicycle", "telescope"], 1)
    )
    t = tags_of(ex, text)
    assert 6 <= len(t) <= MAX_TAGS


def test_empty_and_punctuation_only_input(ex: OfflineExtractor) -> None:
    assert len(tags_of(ex, "")) == 0
    assert len(tags_of(ex, "?!... --- ")) == 0


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=300), st.text(max_size=100))
def test_any_text_gives_valid_normalised_tags(user: str, assistant: str) -> None:
    result = OfflineExtractor().extract(user, assistant)
    assert not result.failed, result.error
    assert all(is_valid_tag(p) or p == "user" for p in result.tags.paths())
    assert len(result.tags) <= MAX_TAGS
    assert "\n" not in result.tags.summary


def test_accents_do_not_hide_places_or_names(ex: OfflineExtractor) -> None:
    t = tags_of(ex, "I moved to São Paulo with Zoë last year.")
    assert "city/sao_paulo" in t.where
    assert "person/zoe" in t.who
    assert all("/" in p for p in tags_of(ex, "東京 Москва 北京 are far away.").paths() if p != "user")


def test_a_model_that_differs_from_the_pin_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(offline_nlp, "_nlp", None)
    monkeypatch.setattr(offline_nlp, "MODEL_SHA256", "0" * 64)
    with pytest.raises(offline_nlp.OfflineModelError, match="does not match the pinned"):
        offline_nlp.load()
    failed = OfflineExtractor().extract("My sister lives in Quebec.")
    assert failed.failed and "does not match the pinned" in (failed.error or "")


def test_the_installed_model_matches_the_pin() -> None:
    assert offline_nlp.model_sha256(offline_nlp.model_path()) == offline_nlp.MODEL_SHA256


def test_bare_llm_values_get_the_root_the_turn_implies() -> None:
    raw = FiveW.from_raw({"who": ["user", "google", "priya_raman"], "where": ["denver"],
                          "when": ["tuesday"], "what": ["yoga", "topic/interview"], "extra": ["sister"]})
    (typed,) = offline_nlp.type_many([raw], ["My sister Priya Raman starts at Google in Denver on Tuesday; "
                                             "she does yoga."])
    assert {"user", "company/google", "person/priya_raman"} <= set(typed.who)
    assert typed.where == ("city/denver",)
    assert typed.when == ("day/tuesday",)
    assert "topic/interview" in typed.what and "yoga" in typed.what  # no entity says what yoga is
    assert typed.extra == ("family/sister",)
