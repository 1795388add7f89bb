"""The offline 5W extractor on turns written for these tests (no benchmark data)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taggraph.extract import offline_lexicon as lex
from taggraph.extract.base import Extractor
from taggraph.extract.offline import MAX_TAGS, OfflineExtractor
from taggraph.tags import is_valid_tag


@pytest.fixture(scope="module")
def ex() -> OfflineExtractor:
    return OfflineExtractor()


def tags_of(ex: OfflineExtractor, user: str, assistant: str = "", ontology=()):
    result = ex.extract(user, assistant, ontology)
    assert not result.failed, result.error
    return result.tags


def test_implements_the_extractor_protocol(ex: OfflineExtractor) -> None:
    assert isinstance(ex, Extractor)
    assert ex.id == "offline-v1"


def test_person_with_role_and_company_and_day(ex: OfflineExtractor) -> None:
    t = tags_of(ex, "I have a job interview at Google on Wednesday. The hiring manager's name is David Chen.")
    assert "user" in t.who
    assert "person/david_chen" in t.who
    assert "company/google" in t.who
    assert "role/hiring_manager" in t.extra
    assert "day/wednesday" in t.when
    assert any("interview" in p for p in t.what)


@pytest.mark.parametrize(
    ("text", "person", "role"),
    [
        ("My trainer's name is Jake and we meet three times a week.", "person/jake", "role/trainer"),
        ("I reached out to my realtor Nancy Brooks yesterday.", "person/nancy_brooks", "role/realtor"),
        ("I had my first session with a therapist, Dr. Nguyen.", "person/nguyen", "role/therapist"),
        ("The organizer is Patricia and there are 8 members.", "person/patricia", "role/organizer"),
        ("I met a fellow student named Kenji in class.", "person/kenji", "role/fellow_student"),
        ("Raj is a software engineer looking to switch careers.", "person/raj", "role/software_engineer"),
    ],
)
def test_roles_are_tagged_beside_the_name(ex: OfflineExtractor, text: str, person: str, role: str) -> None:
    t = tags_of(ex, text)
    assert person in t.who
    assert role in t.extra


def test_family_relations(ex: OfflineExtractor) -> None:
    t = tags_of(ex, "My sister Emily is pregnant, and my dad is thrilled.")
    assert "person/emily" in t.who
    assert "family/sister" in t.extra
    assert "family/dad" in t.extra and "family/father" in t.extra


def test_partner_from_x_and_i_with_relationship_words(ex: OfflineExtractor) -> None:
    assert "family/partner" in tags_of(ex, "Alex and I finally set a wedding date!").extra
    assert "family/partner" not in tags_of(ex, "Kevin and I had a long talk about the rent.").extra


def test_pets_are_not_people(ex: OfflineExtractor) -> None:
    t = tags_of(ex, "I just adopted a dog from the shelter! His name is Max.")
    assert "pet/max" in t.who
    assert "pet/dog" in t.extra
    assert "person/max" not in t.who


def test_named_things_take_their_kind_from_context(ex: OfflineExtractor) -> None:
    t = tags_of(
        ex,
        "I signed up for lessons with an app called GuitarMaster and booked a cabin called Pine View Lodge.",
    )
    assert "app/guitarmaster" in t.what
    assert any(p.endswith("/pine_view_lodge") for p in t.where)


def test_job_titles_products_and_acronym_roles(ex: OfflineExtractor) -> None:
    t = tags_of(
        ex,
        "I'm moving from Software Engineer to Tech Lead at Nexus Corp. I'll be reporting to our VP, "
        "Sarah Mitchell. We put the trip on the Chase Sapphire card.",
    )
    assert {"role/software_engineer", "role/tech_lead", "role/vp"} <= set(t.extra)
    assert "organization/nexus_corp" in t.who and "person/sarah_mitchell" in t.who
    assert "card/chase_sapphire" in t.what
    assert not any(p.endswith("/vp") and not p.startswith("role/") for p in t.paths())
    assert "person/chase" not in t.who and not any(p.startswith("location/") for p in t.where)


def test_places(ex: OfflineExtractor) -> None:
    t = tags_of(
        ex,
        "My parents are flying in from Chicago. Next year we plan a trip to Japan. "
        "We grew up on Maple Street and I booked the Hampton Inn.",
    )
    assert "city/chicago" in t.where
    assert "country/japan" in t.where
    assert "street/maple_street" in t.where
    assert "hotel/hampton_inn" in t.where


def test_dates_and_times(ex: OfflineExtractor) -> None:
    t = tags_of(
        ex,
        "The wedding is on June 15th, 2026. We meet every Thursday at 4pm, and I run in the morning. "
        "The baby is due in March.",
    )
    for tag in ("date/june_15", "year/2026", "day/thursday", "time/4pm", "schedule/weekly", "month/march"):
        assert tag in t.when, tag


def test_reasons_and_goals(ex: OfflineExtractor) -> None:
    t = tags_of(
        ex,
        "I really need this job because my current company is doing layoffs. "
        "My goal is to lose 20 pounds by summer.",
    )
    assert "reason/layoff" in t.why
    assert any(p.startswith("goal/lose") for p in t.why)
    assert "season/summer" in t.when


def test_amounts_ages_and_feelings(ex: OfflineExtractor) -> None:
    t = tags_of(
        ex,
        "I'm so happy! They offered $195k base salary. Our budget is $25,000 for 120 guests. "
        "He's a 3-year-old golden retriever.",
    )
    assert "salary/195k" in t.extra
    assert "budget/25000" in t.extra
    assert "guests/120" in t.extra
    assert "age/3" in t.extra
    assert "feeling/happy" in t.extra


def test_greeting_the_assistant_is_no_fact(ex: OfflineExtractor) -> None:
    t = tags_of(ex, "Hey Nura, I'm really nervous about tomorrow.")
    assert not any("nura" in p for p in t.paths())
    assert "feeling/nervous" in t.extra


def test_general_knowledge_question_has_no_user_tag(ex: OfflineExtractor) -> None:
    t = tags_of(ex, "What's the capital of France?")
    assert "user" not in t.who
    assert "country/france" in t.where


def test_assistant_text_gives_no_facts(ex: OfflineExtractor) -> None:
    assistant = (
        "Dr. Smith in Paris says sourdough bread needs a starter; sourdough takes 24 hours and costs $12."
    )
    t = tags_of(ex, "I baked bread with my sister today.", assistant)
    paths = " ".join(t.paths())
    for fact in ("smith", "paris", "12", "24"):
        assert fact not in paths
    assert "family/sister" in t.extra


def test_assistant_names_the_topic_only_when_the_user_gave_none(ex: OfflineExtractor) -> None:
    assistant = (
        "Sourdough needs a starter. A sourdough starter is flour and water, fed daily by Maria in Rome."
    )
    with_topic = tags_of(ex, "Can you help me with this?", assistant)
    assert any("sourdough" in p for p in with_topic.what)
    assert not any("maria" in p or "rome" in p for p in with_topic.paths())
    without = tags_of(ex, "Can you help me with this?", "")
    assert not any("sourdough" in p for p in without.what)


def test_existing_ontology_path_is_reused(ex: OfflineExtractor) -> None:
    text = "Max learned his first trick today."
    assert "pet/max" not in tags_of(ex, text).who
    assert "pet/max" in tags_of(ex, text, ontology=("pet", "pet/max")).who
    later = tags_of(ex, "David asked mostly about Kubernetes.", ontology=("person", "person/david_chen"))
    assert "person/david_chen" in later.who


def test_extract_many_sees_the_tags_of_earlier_turns(ex: OfflineExtractor) -> None:
    first, second = ex.extract_many(
        [("I adopted a dog named Biscuit.", ""), ("Biscuit chewed my shoes.", "")]
    )
    assert "pet/biscuit" in first.tags.who
    assert "pet/biscuit" in second.tags.who


def test_deterministic_across_calls_and_instances(ex: OfflineExtractor) -> None:
    text = (
        "Tom agreed to be the best man, and my friend Jessica is the maid of honor. We're in Boston in May."
    )
    assert tags_of(ex, text) == tags_of(ex, text) == tags_of(OfflineExtractor(), text)


def test_summary_is_one_short_sentence_from_the_user_text(ex: OfflineExtractor) -> None:
    t = tags_of(
        ex,
        "I finally started my vegetable garden! I'm growing tomatoes, basil and zucchini.",
        "Great! Remember to water your plants every morning.",
    )
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


def _reset_lexicon() -> None:
    for fn in (lex._derived, lex._names, lex._languages, lex.is_first_name, lex.is_last_name, lex.place_kind):
        fn.cache_clear()


def test_lexicon_cache_is_written_and_a_damaged_one_rebuilt(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TAGGRAPH_CACHE_DIR", str(tmp_path))
    _reset_lexicon()
    try:
        assert lex.is_first_name("emily") and lex.place_kind("chicago")[0] == "city"
        (cache_file,) = tmp_path.glob("offline-lexicon-*.json")
        assert "chicago" in json.loads(cache_file.read_text())["places"]
        cache_file.write_text("{not json")
        _reset_lexicon()
        assert lex.place_kind("japan") == ("country", 10**9)
        assert json.loads(cache_file.read_text())["places"]["japan"][0] == "country"
    finally:
        _reset_lexicon()


def test_accents_do_not_hide_places_or_names(ex: OfflineExtractor) -> None:
    t = tags_of(ex, "I moved to São Paulo with Zoë last year.")
    assert "city/sao_paulo" in t.where
    assert "person/zoe" in t.who
    assert all("/" in p for p in tags_of(ex, "東京 Москва 北京 are far away.").paths() if p != "user")
