"""A question's tense is read without loading spaCy when its words decide it, and with the tagger
otherwise; either way the answer is the tagger's."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from taggraph.extract import offline_nlp, tense
from taggraph.extract.tense import NOT_FOR_TAGS, asks_for_past, points_back, tagger_reading, verb_forms

_PROBE = """
import sys
from taggraph.extract.tense import asks_for_past
print(asks_for_past(sys.argv[1]), "spacy" in sys.modules)
"""


def _fresh(question: str) -> str:
    """asks_for_past in a new process, and whether spaCy was imported there."""
    return subprocess.run([sys.executable, "-c", _PROBE, question], capture_output=True, text=True,
                          check=True).stdout.strip()


def test_a_present_question_without_a_past_form_needs_no_spacy() -> None:
    assert _fresh("Who coaches the under-nines these days?") == "False False"
    assert _fresh("Which dentist was I seeing?") == "True False"  # "was" decides it


def test_a_possible_past_form_is_left_to_the_tagger() -> None:
    # "moved" ends in -ed; "put" is a past spelt as its base, which the lemma table leaves out
    assert _fresh("Who moved into the flat upstairs?") == "True True"
    assert _fresh("Who put the shed up for us?") == "True True"
    assert _fresh("Which bed do I need for the spare room?") == "False True"


def test_the_word_checks_agree_with_the_tagger() -> None:
    nlp = offline_nlp.load()
    questions = ["Where did Nell train for the relay?", "Who sold us the sofa?", "Who sells sofas now?",
                 "Which bus gets me to the clinic?", "What dose was I told to take?",
                 "Who read the lesson at the service?", "Where do the twins swim on Fridays?",
                 "Who taught Ottilie the cello before Ines?", "How often does the bin lorry come?"]
    for q in questions:
        assert asks_for_past(q) == tagger_reading(q, [t.tag_ for t in nlp(q, disable=NOT_FOR_TAGS)]), q
    assert {"went", "taught", "put"} <= verb_forms()
    assert "sold" in verb_forms() and "table" not in verb_forms()


def test_a_present_question_with_a_past_form_in_it_asks_about_the_present() -> None:
    # the participle of a present passive or perfect, and a past clause inside a present question
    for q in ["What's our boat called these days?", "Where is my scooter kept?",
              "How many nieces have I got?", "Since Bram moved out, who do I share the rent with?",
              "Which insurer would pay if the boiler failed?"]:
        assert not asks_for_past(q), q
    for q in ["Who repaired the boiler for us?", "Which tier had I reached by then?", "Who put the shelves up?"]:
        assert asks_for_past(q), q


def test_a_past_question_points_back_only_when_it_names_a_former_value() -> None:
    # a past word, a value or event it is asked relative to, the start, a time
    for q in ["Which van did we hire before the estate car?", "What was I paid while I was on nights?",
              "Who coached the under-nines when Lyra joined?", "Which gym did I go to initially?",
              "Where did we rent after the flood?", "Who used to cut my hair?"]:
        assert asks_for_past(q) and points_back(q, window=False), q
    assert points_back("Who fixed our gutters in March?", window=True)
    # what happened, with nothing pointing back ("When" opening the question is not a clause)
    for q in ["Which train did I book for the wedding?", "What grade did Bo get for her essay?",
              "When did Pia take the ferry?", "What did the vet say about the cat's teeth?"]:
        assert asks_for_past(q) and not points_back(q, window=False), q


def test_the_past_forms_are_read_as_spacy_reads_the_table_and_only_from_the_pinned_one(tmp_path: Path) -> None:
    import srsly  # spaCy's own decoder of its lookup tables: the reference

    table = tense._model_folder() / "lemmatizer" / "lookups" / "lookups.bin"
    verbs = next(t for t in srsly.msgpack_loads(table.read_bytes())["lemma_exc"].values() if t.get("went") == ["go"])
    assert verb_forms() - tense._SAME_FORM_PAST <= set(verbs)
    assert {w for w in verbs if not w.endswith(("s", "ing")) and "_" not in w} - {"am", "are"} <= verb_forms()
    changed = tmp_path / "lookups.bin"
    data = bytearray(table.read_bytes())
    data[-1] ^= 1
    changed.write_bytes(bytes(data))
    with pytest.raises(offline_nlp.OfflineModelError, match="does not match the pinned"):
        tense.past_forms(changed)
