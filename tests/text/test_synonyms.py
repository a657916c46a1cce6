"""The lexicon's other words for a query word: symmetric, keyed by the index form, every line usable; and the
words for kinds of a general word, one way only."""

from __future__ import annotations

import pytest

from vaultmem.text.synonyms import (
    _analysed,
    _foreign,
    _groups,
    _kind_rows,
    alternatives,
    inflects,
    kinds,
    place_names,
    table,
    written,
)
from vaultmem.text.terms import query_words


def form(word: str) -> str:
    return query_words(word)[0].analysed


def test_a_word_meets_its_synonyms_in_any_inflection() -> None:
    assert form("invoice") in alternatives(form("bills"))
    assert form("bill") in alternatives(form("invoices"))
    assert form("repair") in alternatives(form("fixed"))


def test_a_word_meets_its_translations_in_every_language() -> None:
    others = alternatives(form("invoice"))
    for word in ("rechnung", "factura", "facture", "fattura", "lasku", "számla"):
        assert form(word) in others, word


def test_the_table_is_symmetric_and_never_maps_a_word_to_itself() -> None:
    lex = table()
    grouped = [word for row in lex.rows for word in [row.partition("\t")[0]]
               if lex.fields(word)[1].replace("-", "").strip()]
    assert len(grouped) > 10_000
    for word in grouped:
        others = lex.others(word)
        assert others and word not in others
        for other in others:
            assert word in lex.others(other), (word, other)


def test_every_lexicon_word_is_one_word_to_the_index() -> None:
    bad = [w for group in _groups() for w in group if _analysed(w) is None]
    assert not bad


def test_another_word_is_shown_as_the_lexicon_writes_it() -> None:
    assert written(form("invoice")) == "invoice"
    assert written(form("flibbertigibbet")) == form("flibbertigibbet")


def test_a_word_the_stemmer_cuts_to_a_lexicon_words_form_means_only_what_it_means() -> None:
    """"engineer" and "engine" are one form to the stemmer, as are "accountant" and "account": the word as typed
    picks the lexicon words it is one of (or an inflection of), and only their groups."""
    assert form("engineer") == form("engine") and form("accountant") == form("account")
    assert form("motor") in alternatives(form("engines"), "engines")
    assert form("motor") not in alternatives(form("engineer"), "engineer")
    assert form("ingenieur") in alternatives(form("engineers"), "engineers")
    assert form("konto") in alternatives(form("account"), "account")
    assert form("konto") not in alternatives(form("accountant"), "Accountant")
    assert form("invoice") in alternatives(form("bills"), "bills") and form("repair") in alternatives(form("fixed"), "fixed")
    assert {form("car"), form("van")} <= set(kinds(form("vehicles"), "vehicles"))
    assert form("motor") in alternatives(form("engineer"))  # asked by form alone: every word's groups


@pytest.mark.parametrize(("typed", "word", "same"), [
    ("engines", "engine", True), ("studies", "study", True), ("baked", "bake", True), ("running", "run", True),
    ("colour", "color", True), ("Rechnungen", "Rechnung", True), ("fatture", "fattura", True),
    ("doctor's", "doctor", True), ("engineer", "engine", False), ("policy", "police", False),
    ("accountant", "account", False), ("medical", "medication", False)])
def test_inflects(typed: str, word: str, same: bool) -> None:
    assert inflects(typed, word) is same


def test_a_word_the_tables_lack_has_no_alternatives() -> None:
    assert alternatives(form("flibbertigibbet")) == ()
    assert alternatives(form("clutch")) == ()


def test_a_foreign_word_the_stemmer_cuts_to_an_english_word_is_not_used() -> None:
    """Spanish "calle" (street) is "call" to the English stemmer: it must not make "call" mean "street"."""
    assert not _foreign("calle") and not _foreign("contrôle") and not _foreign("porte")
    assert _foreign("factura") and _foreign("rechnung")
    assert form("street") not in alternatives(form("call"))
    assert form("call") not in alternatives(form("street"))


def test_the_shipped_table_is_the_one_the_lexicon_builds() -> None:
    """``alternatives.tsv`` is built from the tables by the analysis of today's code: after editing either, or
    the analysis, run ``python -m vaultmem.text.synonyms``."""
    from vaultmem.text.synonyms import BUILT, build, sources_digest

    assert sources_digest() in BUILT.read_text(encoding="utf-8").splitlines()[0]
    table.cache_clear()
    shipped, built = table(), build()
    assert list(shipped.groups) == list(built.groups) and list(shipped.rows) == list(built.rows)


def test_a_place_has_its_names_in_the_other_languages_and_no_synonyms() -> None:
    assert {"bretagn", "bretagna"} <= set(place_names("brittani"))
    assert "brittani" in place_names("bretagn")
    assert not place_names("invoic")  # a word, not a place


def test_a_general_word_meets_its_kinds_one_way_only() -> None:
    assert {form("car"), form("van")} <= set(kinds(form("vehicles")))
    assert form("vehicle") not in kinds(form("car")) and form("vehicle") not in alternatives(form("car"))
    assert form("van") not in kinds(form("car"))  # kinds of one thing are not kinds of each other
    assert kinds(form("flibbertigibbet")) == ()


def test_every_kinds_line_is_one_general_word_and_its_kinds() -> None:
    rows = _kind_rows()
    assert rows
    bad = [w for general, members in rows for w in [general, *members] if _analysed(w) is None]
    assert not bad
    assert all(members and general not in members for general, members in rows)


def test_the_shipped_table_is_read_a_line_at_a_time_at_newlines_only() -> None:
    from vaultmem.text.synonyms import Lines

    text = "head\n=a b\n=c\u2028d\nrow\tx\nlast"
    lines = Lines.of(text.encode("utf-8"))
    assert list(lines) == text.split("\n") and len(lines) == 5 and lines[-1] == "last"
    assert lines.starting_with(b"=").tolist() == [False, True, True, False, False]
    assert list(lines.sub(1, 3, skip=1)) == ["a b", "c\u2028d"]
    assert list(Lines.of(b"one\ntwo\n")) == ["one", "two"]
    assert list(Lines.of(b"")) == []
