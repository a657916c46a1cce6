"""Atom extraction: types, negation, contractions, paraphrase families, questions, spans."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from vaultmem.memory import patterns
from vaultmem.memory.atoms import (
    atoms_in,
    cue_sentences,
    extract_atoms,
    fold_case,
    requests_in,
    structural_decisions,
)
from vaultmem.memory.sentences import is_question, sentences


def types(text: str) -> dict[str, tuple[float, int]]:
    return {a.type: (a.confidence, a.polarity) for a in extract_atoms(text)}


@pytest.mark.parametrize("text, expected", [
    ("I love clever stand-up comedy with strong storytelling.", "preference"),
    ("Thai curry is my go-to on a rainy evening.", "preference"),  # "my go-to" without a first-person verb
    ("I'm a huge fan of Studio Ghibli films.", "preference"),
    ("I've been getting into oolong teas lately.", "interest"),
    ("My sister has been really into pottery.", "interest"),
    ("I want to run a half marathon next spring.", "goal"),
    ("I'm trying to save for a new laptop.", "goal"),
    ("I can only spend $20 on the gift.", "constraint"),
    ("I'm allergic to shellfish.", "constraint"),
    ("We decided to book the Hyatt because it is walkable.", "decision"),
    ("I accepted the startup's offer.", "decision"),
    ("I think we should definitely go with the rooftop venue.", "decision"),
    ("**Christmas is decided.** Sarzana, 20 to 28 Dec.", "decision"),  # a note drops the subject
    ("**Decision, 14 April 2025: we stop selling new adult bikes.**", "decision"),  # a line labelled as one
    ("Verdict (after the MOT): we repair the van, not replace it.", "decision"),
    ("Replied about the hampers: plan agreed.", "decision"),
    ("I recently switched from comedy podcasts to true crime.", "temporal_update"),
    ("I've started a structured strength program.", "temporal_update"),
    ("So: from this term I'm doing 1:1 lessons online with Giulia.", "temporal_update"),  # a change from a point on
    ("The nurse has dropped my Tresiba from 16 to 15 units.", "temporal_update"),  # a quantity changed
    ("Remind me to renew the car insurance.", "open_loop"),
    ("I still need to send the invoice to Ingrid.", "open_loop"),
    ("I'll send you the JustGiving link once it's set up.", "open_loop"),  # a promise to act
    ("I have a dog named Biscuit.", "entity_fact"),
])
def test_statement_types(text: str, expected: str) -> None:
    assert expected in types(text)


def test_a_fact_confirmed_is_no_decision() -> None:
    assert "decision" not in types("The results were confirmed by the lab.")
    assert types("The API is now deprecated.") == {}  # no owner, no memory cue: not even a temporal update


def test_being_somewhere_is_no_promise_to_act() -> None:
    assert "open_loop" not in types("I will be there at 9.")


def test_a_range_or_a_past_term_is_no_update() -> None:
    assert "temporal_update" not in types("I work from 9 to 5 at the library.")  # no change verb: a range
    assert "temporal_update" not in types("I took a class from this teacher in 2019.")


def test_negation_marks_polarity() -> None:
    assert types("I'm not a fan of cilantro.")["preference"][1] == -1
    assert types("I don't like horror movies.")["preference"][1] == -1
    assert types("I hate waiting in lines.")["preference"][1] == -1
    assert types("I really like horror movies.")["preference"][1] == 1
    no_longer = types("I no longer drink coffee.")
    assert "temporal_update" in no_longer


def test_contractions_and_curly_apostrophes_are_one_spelling() -> None:
    straight = types("I'm trying to cut back on sugar.")
    curly = types("I\u2019m trying to cut back on sugar.")
    assert straight == curly and "goal" in straight


def test_generic_questions_and_requests_yield_no_strong_atoms() -> None:
    assert extract_atoms("What are some good hot drinks for cold weather?") == []
    assert extract_atoms("Can you recommend some good albums?") == []
    for atom in extract_atoms("Should I switch to a standing desk?"):
        assert atom.confidence < 0.5  # a question about switching is not a statement that one switched


def test_imperatives_are_requests() -> None:
    assert is_question("Compare the Hyatt, Marriott and Line hotels.")
    assert is_question("Look at flight times for Friday.")
    assert not is_question("We decided to book the Hyatt.")


def test_spans_cover_the_sentence_that_states_the_fact() -> None:
    text = "Hello there. I decided to take the train to Porto. Thanks!"
    atoms = [a for a in extract_atoms(text) if a.type == "decision"]
    assert len(atoms) == 1
    assert text[atoms[0].start:atoms[0].end] == "I decided to take the train to Porto."


def test_sentences_split_on_terminators_and_lines() -> None:
    text = "First one. Second one!\nThird line without stop\n\nFourth?"
    assert [text[a:b] for a, b in sentences(text)] == ["First one.", "Second one!", "Third line without stop", "Fourth?"]


SAMPLE_VAULT = Path(__file__).resolve().parents[2] / "resources" / "sample_vault"
_PIECES = [*patterns._MEMORY_WORDS, *patterns._OPENING_VERBS, "finally", "follow-up", "follow\nup", "Follow Up",
           "I", "We", "MY", "i’m", "hi’", "Remind", "ORDERED", "Decided", "need", "to", "the", "x", "pho", "my-x",
           "Im", "sumo", "timed", "aimless", " ", " ", " ", "  ", "\n", "\n\n", ".", "!", "?", ",", ":", "-", "'",
           "...", "\t", "2024", "café", "İ", "ſ", "—", "Tomás", "ı", "K", "MİNE", "uſ", "\u2028", "\u00a0"]


def test_cue_sentences_keep_every_sentence_with_a_cue_in_the_sample_vault() -> None:
    """The whole-chunk prefilter may only skip sentences that hold no memory cue: atoms are the same as when
    every sentence is examined."""
    texts = [p.read_text("utf-8", "replace") for p in sorted(SAMPLE_VAULT.rglob("*")) if p.is_file()]
    atoms = 0
    for text in texts:
        for part in text.split("\n\n"):
            expected = atoms_in(part, fold_case(part), sentences(part))
            assert extract_atoms(part) == expected, part[:200]
            assert_folded_cue_is_the_cue(part)
            atoms += len(expected)
    assert atoms > 10


def test_fold_case_keeps_offsets_and_matches_what_ignorecase_matches() -> None:
    """Over every code point: one character for each character, the same word / space / sentence-end class, and
    an ASCII letter exactly where ``MEMORY_CUE``'s (?i) would see that letter."""
    word, ascii_letter = re.compile(r"\w"), re.compile("(?i)[a-z]")
    for u in range(sys.maxunicode + 1):
        c = chr(u)
        f = fold_case(c)
        assert len(f) == 1, hex(u)
        assert bool(word.match(c)) == bool(word.match(f)) and c.isspace() == f.isspace(), hex(u)
        assert (c in ".!?\n'-’") == (f in ".!?\n'-’"), hex(u)
        if ascii_letter.match(c):
            assert f in "abcdefghijklmnopqrstuvwxyz" and re.fullmatch("(?i)" + f, c), hex(u)


def test_cue_sentences_skip_non_ascii_prose_without_cues() -> None:
    text = "The café opened at eight — Tomás ran the grill. Rain all day. My goal is the Bach suite."
    assert cue_sentences(text, fold_case(text)) == [sentences(text)[2]]


@settings(max_examples=400, deadline=None)
@example("", "café.ordered")
@example("", "İ’ſ")  # non-ASCII text with a cue right after a sentence end (a whole-text gate missed it)
@given(st.lists(st.sampled_from(_PIECES), max_size=40).map(" ".join),
       st.lists(st.sampled_from(_PIECES), max_size=40).map("".join))
def test_cue_sentences_are_a_superset_property(spaced: str, glued: str) -> None:
    for text in (spaced, glued, spaced.upper(), glued.title()):
        assert extract_atoms(text) == atoms_in(text, fold_case(text), sentences(text))
        cue = set(cue_sentences(text, fold_case(text)))
        assert all(span in cue for span in sentences(text) if patterns.MEMORY_CUE.search(text[span[0]:span[1]]))
        assert_folded_cue_is_the_cue(text)


def reference_cue_sentences(text: str) -> list[tuple[int, int]]:
    """Every sentence of ``text`` that holds the start of a prefilter (or "i’") match: what ``cue_sentences``
    finds without splitting the whole text into sentences."""
    folded = " " + fold_case(text)
    starts = [m.start() for m in (*patterns.MEMORY_CUE_PREFILTER.finditer(folded), *patterns.CURLY_I.finditer(folded))]
    return [(a, b) for a, b in sentences(text) if any(a <= s < b for s in starts)]


_SENTENCE_PIECES = [*_PIECES, "..", "!?", "?!.", " .", ". ", "\n ", " \n", "\r\n", "\x0b", "\x1c", "\u2029", "\u3000",
                    "ab", "i", "’", "i’", "’m", "me.", "us!", "(my", "my)", "\"we\"", "x.my", "é"]


@settings(max_examples=600, deadline=None)
@example("my. me! us?\nour")
@example(" . my  ..\n\n  i’ \n")
@given(st.lists(st.sampled_from(_SENTENCE_PIECES), max_size=60).map("".join))
def test_cue_sentences_are_the_sentences_around_prefilter_matches(text: str) -> None:
    for t in (text, text.upper(), " ".join(text)):
        assert cue_sentences(t, fold_case(t)) == reference_cue_sentences(t)


def assert_folded_cue_is_the_cue(text: str) -> None:
    """MEMORY_CUE_FOLDED on the case-folded sentence matches exactly where MEMORY_CUE does on the sentence."""
    folded = fold_case(text)
    for a, b in sentences(text):
        assert bool(patterns.MEMORY_CUE.search(text[a:b])) == bool(patterns.MEMORY_CUE_FOLDED.search(folded[a:b]))


def test_top_level_alternatives_split_only_outside_groups_and_classes() -> None:
    cases = {r"ab|cd": ["ab", "cd"], r"(a|b)|c": ["(a|b)", "c"], r"[|]|x": ["[|]", "x"], r"[]|]|y": ["[]|]", "y"],
             r"[^]|]z|w": ["[^]|]z", "w"], r"\||q": [r"\|", "q"], r"(?:a(b|c))": ["(?:a(b|c))"],
             r"[\]|]|k": [r"[\]|]", "k"], r"\b(?:a|b)\b|\bc": [r"\b(?:a|b)\b", r"\bc"]}
    for pattern, expected in cases.items():
        assert patterns._top_level_alternatives(pattern) == expected, pattern
    for cues in patterns.CUES.values():
        for p, _, _ in cues:
            parts = patterns._top_level_alternatives(p.pattern)
            assert "|".join(parts) == p.pattern
            for part in parts:
                re.compile(f"(?:{part})")  # a split inside a group or a class would not compile


def test_by_first_character_multiplies_out_the_leading_group() -> None:
    cases = {r"ab\s+c": [("a", r"b\s+c")], r"(?:i|we)\s+x": [("i", r"\s+x"), ("w", r"e\s+x")],
             r"(?:(?:is|are) a|no)\b": [("i", r"s a\b"), ("a", r"re a\b"), ("n", r"o\b")],
             r"(?:a|b)?\s*c": [("", r"(?:a|b)?\s*c")], r"\d+x": [("", r"\d+x")], r"s?x": [("", r"s?x")],
             r"(?:a[|)]b|c)d": [("a", r"[|)]bd"), ("c", "d")]}
    for alternative, expected in cases.items():
        assert patterns._by_first_character(alternative) == expected, alternative


_CUE_WORDS = sorted({w for cues in patterns.CUES.values() for p, _, _ in cues
                     for w in re.findall(r"[a-z][a-z'-]*", p.pattern.replace(r"\s", " "))})


@settings(max_examples=400, deadline=None)
@example("x need to call")
@example("  still need to call")
@given(st.lists(st.sampled_from([*_CUE_WORDS, "i", "we", "my", "50", "$20", "£5", " ", "  ", ".", ",", "-", "(", "'",
                                 "—", "\n", "x"]), max_size=14).map(" ".join))
def test_any_cue_matches_exactly_where_one_of_its_cues_does(sentence: str) -> None:
    for s in (sentence, sentence.strip(), "so " + sentence, sentence.replace(" ", "")):
        found = set()
        for atom_type, cues in patterns.CUES.items():
            if any(p.search(s) for p, _, _ in cues):
                found.add(atom_type)
            assert patterns.ANY_CUE[atom_type].found(s, " " + s) == (atom_type in found), atom_type
        assert patterns.ANY_ATOM.found(s, " " + s) == bool(found)


_WORDS = ["what", "What's", "please", "Please", "can't", "can", "I'm", "i’d", "tell", "me", "walk", "it", "isn't",
          "?", "!", "ΣΊΣΥΦΟΣ", "over", "there", "\u2019", "'ll", "we'd", "how"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(_WORDS), st.sampled_from([" ", "  ", "\t", "", "\n ", "?"])),
                max_size=14))
@example([("Please", " "), ("tell", "      "), ("me", " ")])
@example([("can't", " "), ("sleep", "")])
def test_is_question_normalises_only_the_words_it_reads(parts: list[tuple[str, str]]) -> None:
    """Normalising the opening words only gives the answer normalising the whole sentence gives."""
    from vaultmem.memory.sentences import asks
    from vaultmem.text.words import normalise

    sentence = "".join(w + sep for w, sep in parts)
    assert is_question(sentence) == asks(normalise(sentence))


@pytest.mark.parametrize("sentence", [
    "Before we can issue a certificate we still need the following from you:",
    "Please send these by 28 November 2025.",
    "Could you confirm the delivery address?",
    "Kindly note: payment is due by 3 March.",
    "You will need to bring photo ID on the day.",
    "We have not yet received the signed form from you.",
    "The invoice is still outstanding.",
])
def test_what_a_message_asks_of_its_reader_is_a_request(sentence: str) -> None:
    found = requests_in(sentence)
    assert [a.type for a in found] == ["open_loop"] and found[0].confidence > 0.6
    assert (found[0].start, found[0].end) == (0, len(sentence))


@pytest.mark.parametrize("sentence", [
    "The structural works are satisfactory.",
    "Please quote our reference in all correspondence.",
    "We need to talk about the garden.",  # nothing asked of the reader
    "I went there by 9 o'clock.",
    "Your order has shipped.",
])
def test_statements_and_boilerplate_ask_nothing(sentence: str) -> None:
    assert requests_in(sentence) == []


@pytest.mark.parametrize("heading, decided", [
    ("Decisión", True), ("Entscheidung:", True),
    ("Decision", True), ("Decisions:", True), ("Final decision", True), ("What we decided", True),
    ("Outcome", True), ("2. Decision", True), ("Options", False), ("Decision log 2024", False), ("", False),
    ("Mite treatment decision (08/20)", True), ("Where she lives now - the decision", True), ("Boiler choice", True),
    ("Decision on the boiler", True), ("Choice: the Worcester", True), ("Open decisions", False),
    ("Next decision", False), ("Decision pending", False), ("Decisions to make", False), ("Decision?", False),
])
def test_the_first_sentence_under_a_decision_heading_is_a_decision(heading: str, decided: bool) -> None:
    text = "## Decision\n\n**3 Nov – going with the Worcester.** Joel and I talked it through.\n- cheaper\n"
    found = structural_decisions(text, heading)
    assert [a.type for a in found] == (["decision"] if decided else [])
    if decided:
        assert text[found[0].start:found[0].end] == "**3 Nov – going with the Worcester."


@pytest.mark.parametrize("sentence", [
    "Decision: keep the old supplier.",
    "Hemos decidido quedarnos con el piso.",
    "2CV — color, decisión final: nada de gris.",
    "Wir haben uns für die Krone entschieden.",
    "On a décidé de garder la voiture.",
    "Abbiamo deciso di vendere la barca.",
    "Vi har bestemt oss for tjære.",
    "Beslut: vi behåller båten.",
    "Ostateczna decyzja: sukienka zielona.",
    "Мы решили продать машину.",
    "Päätimme myydä mökin.",
])
def test_a_decision_is_read_in_the_languages_people_keep_notes_in(sentence: str) -> None:
    assert [a.type for a in extract_atoms(sentence)] == ["decision"]


@pytest.mark.parametrize("sentence", [
    "We need to decide soon.",
    "Det er bestemt ikke lett å male en båt.",  # Norwegian "bestemt": certainly
    "Mahkeme karar verdi.",  # a court's ruling, not the owner's
])
def test_words_near_deciding_are_no_decision(sentence: str) -> None:
    assert "decision" not in [a.type for a in extract_atoms(sentence)]


def test_a_decision_section_of_a_note_holds_its_decision_in_the_index(tmp_path: Path) -> None:
    from vaultmem import Vault
    from vaultmem.memory.store import AtomTable
    from vaultmem.memory.types import ATOM_TYPES

    (tmp_path / "boiler.md").write_text("# Boiler\n\nThe old one is dying.\n\n## Decision\n\n"
                                        "3 Nov – going with the Worcester 30kW.\n\n## Options\n\nIdeal, Vaillant.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        snap = v.snapshot()
        table = AtomTable(snap)
        found = [(ATOM_TYPES[t], snap.chunk_text(c)[a:b]) for c, t, (a, b) in
                 zip(table.chunk.tolist(), table.type.tolist(), table.span.tolist())]
    assert ("decision", "3 Nov – going with the Worcester 30kW.") in found


def test_a_lead_in_reaches_over_the_list_it_introduces() -> None:
    text = ("Good news. Here's what we've agreed:\n\n- No hampers this year.\n  1. A JustGiving page for cash.\n"
            "- Drop-off at main reception.\n\nI'll send the link next week.")
    (agreed,) = [a for a in extract_atoms(text) if a.type == "decision"]
    assert text[agreed.start:agreed.end].endswith("Drop-off at main reception.")  # the list, not the next paragraph
    plain = "We agreed to meet on Friday.\n\n- Unrelated list item."
    (meet,) = extract_atoms(plain)
    assert plain[meet.start:meet.end] == "We agreed to meet on Friday."  # no colon: the sentence alone
