"""Cue marks on index pieces (memory/cue_pieces.py): a text they rule out holds no memory cue, so ingest may skip
its cue scan and lose no atom."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from vaultmem.memory import cue_pieces, patterns
from vaultmem.memory.atoms import cue_sentences, extract_atoms, fold_case
from vaultmem.text.terms import pieces

SAMPLE_VAULT = Path(__file__).resolve().parents[2] / "resources" / "sample_vault"
_WORDS = ["need", "to", "have", "the", "end", "in", "go", "do", "follow", "up", "went", "with", "nothing", "beats",
          "I", "we", "My", "ORDERED", "finally", "favourite", "x", "pho", "timed", "aimless", "sumo", "café", "İ",
          "ſ", "K", "i’m", "we’re", "2024", "my_x", "x9"]
_SEPARATORS = [" ", "  ", "\n", "\n\n", ". ", "! ", "?", ",", "-", "'", "_", "\t", "—", "\u00a0", "(", ")"]


def ruled_out(texts: list[str]) -> list[bool]:
    per_text = [pieces(t) for t in texts]
    marks = cue_pieces.piece_marks([p for ps in per_text for p in ps])
    return (~cue_pieces.may_hold_cue(marks, np.cumsum([len(p) for p in per_text], dtype=np.int64))).tolist()


def test_every_cue_fragment_is_marked_in_any_case_and_spacing() -> None:
    for fragment in patterns.PREFILTER_FRAGMENTS:
        for s in cue_pieces.fragment_strings(fragment):
            for text in (s, s.upper(), s.title(), f"so {s} now", f"x.{s}!"):
                assert patterns.MEMORY_CUE_PREFILTER.search(" " + fold_case(text)), text
                assert ruled_out([text]) == [False], text
            assert ruled_out([s.replace(" ", "\n")]) == [False], s  # no cue across a line break; marked anyway


@pytest.mark.parametrize("fragment", patterns.PREFILTER_FRAGMENTS)
def test_a_fragment_expands_to_exactly_what_re_matches(fragment: str) -> None:
    """Every expanded string is a match, and every match ``re`` accepts (white space written as one space) was
    expanded: the fragments are read as ``re`` reads them."""
    strings = cue_pieces.fragment_strings(fragment)
    assert strings and all(re.fullmatch(fragment, s) for s in strings)

    @settings(max_examples=50, deadline=None)
    @given(st.from_regex(fragment, fullmatch=True))
    def each_match_is_expanded(match: str) -> None:
        assert re.sub(r"\s", " ", match) in strings

    each_match_is_expanded()


def test_the_expansion_of_fragments() -> None:
    assert cue_pieces.fragment_strings("favou?rite") == ["favorite", "favourite"]
    assert cue_pieces.fragment_strings(r"follow(?:-|\s)?up") == ["followup", "follow-up", "follow up"]
    assert cue_pieces.fragment_strings("a(?:b|c(?:d|e)?)f") == ["abf", "acf", "acdf", "acef"]


@pytest.mark.parametrize("fragment", ["go+", "[ab]c", "a{2}", r"\d", "a.b", "(a)", "a*", "a??", "a)", "(?:a", "^a"])
def test_a_construct_the_expansion_cannot_read_is_refused(fragment: str) -> None:
    """A fragment with more than literals, ``\\s``, ``?`` and ``(?:…|…)`` fails loudly (at import, for the cue
    fragments) instead of giving marks that are no longer a superset."""
    with pytest.raises(ValueError):
        cue_pieces.fragment_strings(fragment)


def test_plain_prose_without_memory_words_is_ruled_out() -> None:
    texts = ["The parser reads the file and returns a tree.", "Set the timeout to 30 seconds.",
             "See the last part of the section for details.", "", "x"]
    assert ruled_out(texts) == [True] * len(texts)
    assert ruled_out(["We", "need to", "the end", "need the to"]) == [False, False, False, True]


def test_a_pair_split_over_two_texts_over_marks_only_the_first() -> None:
    """Pieces of all texts lie end to end: "need" ending one text and "to" starting the next mark the first (a
    superset is allowed), never the second."""
    assert ruled_out(["it will need", "to see it"]) == [False, True]


@settings(max_examples=500, deadline=None)
@example(["need\nto", "café.ordered", "x—my", "i’m", "İ"])
@given(st.lists(st.lists(st.one_of(st.sampled_from(_WORDS), st.sampled_from(_SEPARATORS)), max_size=30)
                .map("".join), min_size=1, max_size=6))
def test_ruled_out_texts_hold_no_cue(texts: list[str]) -> None:
    for text, out in zip(texts, ruled_out(texts)):
        if out:
            assert cue_sentences(text, fold_case(text)) == [], text
            assert extract_atoms(text) == [], text


def test_ruled_out_texts_of_the_sample_vault_hold_no_cue() -> None:
    paragraphs = [part for p in sorted(SAMPLE_VAULT.rglob("*")) if p.is_file()
                  for part in p.read_text("utf-8", "replace").split("\n\n")]
    out = ruled_out(paragraphs)
    assert any(out) and not all(out)
    assert all(cue_sentences(t, fold_case(t)) == [] for t, o in zip(paragraphs, out) if o)
