"""Property tests: tag normalisation is idempotent and always valid; notes round-trip."""

import string

from hypothesis import given, settings
from hypothesis import strategies as st

from taggraph.notes import parse_note, write_note
from taggraph.tags import CATEGORIES, FiveW, is_valid_tag, normalize_tag, parse_tag_line, tag_line

raw_tags = st.one_of(
    st.text(max_size=60),
    st.text(alphabet=string.ascii_letters + " /_-.", max_size=60),
    st.lists(st.sampled_from(["Company", "google", "Yoga Poses", "n/a", "", "cities", "🙂", "a" * 70]),
             min_size=1, max_size=9).map("/".join),
)


@settings(max_examples=400, deadline=None)
@given(raw_tags)
def test_normalisation_idempotent_and_valid(raw: str) -> None:
    tag = normalize_tag(raw)
    if tag is None:
        return
    assert is_valid_tag(tag)
    assert normalize_tag(tag) == tag
    assert 1 <= tag.count("/") + 1 <= 4


def test_examples() -> None:
    assert normalize_tag("Yoga Poses") == "yoga_pose"
    assert normalize_tag("Company//Google") == "company/google"
    assert normalize_tag("a/b/c/d/e/f/g/h/i") == "a/b/c/d"
    assert normalize_tag("N/A") is None and normalize_tag("null") is None and normalize_tag("  ") is None
    assert normalize_tag("City/São Paulo") == "city/sao_paulo"
    assert normalize_tag("pets/cats") == "pets/cat"


fivew = st.builds(
    lambda d, s: FiveW.from_raw(d, summary=s),
    st.fixed_dictionaries({c: st.lists(raw_tags, max_size=4) for c in CATEGORIES}),
    st.text(max_size=80),
)


@settings(max_examples=300, deadline=None)
@given(fivew, st.text(), st.text())
def test_note_round_trip(tags: FiveW, user: str, assistant: str) -> None:
    text = write_note(tags, user, assistant)
    assert parse_note(text, summary=tags.summary) == (tags, user, assistant)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(["### User", "### Assistant", "\\### User", "\\\\### Assistant", "---", "", "x"]),
                max_size=12).map("\n".join), st.text(max_size=20))
def test_note_round_trip_with_header_lookalikes(user: str, assistant: str) -> None:
    tags = FiveW.from_raw({"what": ["topic/test"]})
    assert parse_note(write_note(tags, user, assistant)) == (tags, user, assistant)


@given(fivew)
def test_tag_line_round_trip(tags: FiveW) -> None:
    assert parse_tag_line(tag_line(tags), summary=tags.summary) == tags
