"""Forms of one word the stemmer leaves apart meet in the index: family words, irregular plurals and verbs,
ordinals and numbers written as words, weekdays as dates abbreviate them; and words the stemmer would merge with
them stay apart."""

from __future__ import annotations

import pytest

from vaultmem.text.terms import TRUNCATED_BASE, query_words, reference_terms


@pytest.mark.parametrize("a, b", [
    ("mum", "mother"), ("Mom", "mothers"), ("dad", "father"), ("grandma", "grandmother"), ("children", "child"),
    ("women", "woman"), ("60th", "60"), ("21st", "21"), ("paid", "pay"), ("won", "wins"), ("went", "go"),
    ("taught", "teaching"), ("bought", "buys"), ("written", "write"),
    ("eight", "8"), ("Twenty", "20"), ("ninety", "90"), ("thoughts", "thought"),
    ("Wed", "Wednesday"), ("Fri", "fridays"), ("Thurs", "thursday"),
])
def test_forms_of_one_word_meet(a: str, b: str) -> None:
    assert query_words(a)[0].analysed == query_words(b)[0].analysed
    assert words(a) == words(b)


def words(text: str) -> list[int]:
    """The terms of a text's words, without their truncated forms (``terms.truncated``)."""
    return [t for t in reference_terms(text) if t < TRUNCATED_BASE]


@pytest.mark.parametrize("a, b", [("ma", "mother"), ("kid", "child"), ("A60", "60"), ("60x", "60"),
                                  ("left", "leave"), ("found", "find"), ("saw", "see"), ("broken", "break"),
                                  ("thought", "think"),
                                  ("one", "1"), ("Wed", "wedding"), ("Fri", "fry"), ("sat", "saturday")])
def test_words_with_other_senses_and_identifiers_stay_apart(a: str, b: str) -> None:
    assert query_words(a)[0].analysed != query_words(b)[0].analysed
