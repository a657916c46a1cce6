"""Questions asked in another language than English: their function words are no topic, and their cues route."""

from __future__ import annotations

import pytest

from vaultmem.retrieval.lexical import content_words
from vaultmem.retrieval.router import route


@pytest.mark.parametrize("question, kept", [
    ("quién me regaba el huerto mientras estaba en Portland", ["regaba", "huerto", "portland"]),
    ("die Werkstatt, die ewig auf ein Ersatzteil warten wollte", ["werkstatt", "ewig", "ersatzteil", "warten"]),
    ("dónde le quitaban la sonda a papá", ["quitaban", "sonda", "papá"]),
    # words that are function words elsewhere but English words too keep an English question whole
    ("die hard tickets", ["die", "hard", "tickets"]),
    ("pasta con pesto", ["pasta", "con", "pesto"]),
    ("la la land", ["la", "la", "land"]),
    ("was the man in the hat", ["man", "hat"]),
    # the languages of the translation tables, and Norwegian and Danish (accents folded)
    ("wat heb ik besloten over het examen", ["besloten", "examen"]),
    ("vad lovade jag Anders att fixa till stugan", ["lovade", "anders", "fixa", "stugan"]),
    ("hvor er nøkkelen til hytta", ["nøkkelen", "hytta"]),
    # an acronym, an abbreviation or a name is no other language's function word
    ("which garage did Owen use after his car failed the MOT for the brakes", ["garage", "owen", "use", "car",
                                                                                "failed", "mot", "brakes"]),
    ("how to check from a C program whether the arm64 cpu supports SVE", ["check", "program", "whether", "arm64",
                                                                          "cpu", "supports", "sve"]),
    ("expose a small read-only /proc file to my users", ["expose", "small", "read-only", "proc", "file", "users"]),
])
def test_function_words_of_the_questions_language_are_no_topic(question: str, kept: list[str]) -> None:
    assert [w.text for w in content_words(question)] == kept


@pytest.mark.parametrize("question, mode", [
    ("facturas del tercer trimestre pendientes de enviar", "open_loop"),
    ("Belege für die Kassenprüfung noch nicht verschickt", "open_loop"),
    ("cuota de autónomos ahora", "temporal"),
    ("welcher Stromanbieter ist aktuell", "temporal"),
    ("welches Boot rudere ich am liebsten", "lookup"),  # preferences are English statement atoms: no route there
])
def test_cues_in_other_languages_route_where_structure_answers(question: str, mode: str) -> None:
    assert route(question).route.mode == mode


@pytest.mark.parametrize("question, kept", [
    ("foods I don't like", ["foods"]),
    ("why doesn’t the Wi-Fi work", ["wi-fi", "work"]),
    ("the boiler won't start and I can't reset it", ["boiler", "start", "reset"]),
    ("Don's van", ["don", "van"]),  # a name with a possessive stays
    ("earplugs which ones do i like", ["earplugs"]),  # "one(s)" stands in for a noun: it names no topic
])
def test_contractions_are_function_words(question: str, kept: list[str]) -> None:
    """"don't" is "do not", not the index words "don" and "t": a question that says it finds no "Don"."""
    assert [w.text for w in content_words(question)] == kept
