"""The query language (vaultmem/query.py): any text parses, the canonical form round-trips, every operator."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from vaultmem.filters import Filters
from vaultmem.query import OPERATOR_NAMES, Clause, Query
from vaultmem.query import parse_query as parse

NOW = datetime(2025, 11, 5, 15, 30).astimezone()  # a Wednesday

# Pieces that make up queries as people type them, operators (valid or not) included.
PIECES = st.one_of(
    st.text(max_size=12),
    st.sampled_from(['"', "-", "OR", "or", ":", "|", ",", "#", "/", " ", "  ", "\t", "\n", '-"', 'OR "']),
    st.builds(lambda name, value: f"{name}:{value}", st.sampled_from(sorted(OPERATOR_NAMES)),
              st.one_of(st.text(max_size=10), st.sampled_from([
                  "email", "note|event", "mail,todo", "spreadsheet", "2025-10", "2025-10-03", "2025", "0001",
                  "9999-12", "2025-13-01", "yesterday", "today", "last", "this", "next", "last week",
                  '"last week"', '"this month"', "2025-11-01T10:00", "2025-11-01T10:00+05:00", "attachment",
                  "newest", "oldest", "date", "#travel", '#"x', '/"x', '"a b"', '""', '"', "md|txt", ".md"]))),
)


@settings(max_examples=600, deadline=None)
@given(st.lists(PIECES, max_size=8).map(" ".join) | st.text())
@example('after:last week kind:mail|note -in:"old mail" "boiler repair" OR furnace -draft sort:oldest')
@example('tag:#"x in:/"x from:"Ingrid  Solberg" after:"not a date" -after:"abc')
@example('FOLDER:" 0 /')  # a space left inside once the slash is stripped: the quoted "0 " reads as "0"
def test_any_text_parses_and_its_canonical_form_round_trips(text: str) -> None:
    q = parse(text, NOW)
    again = parse(q.canonical(), NOW)
    assert again == q, (q.canonical(), again)
    assert again.canonical() == q.canonical()


def test_words_phrases_negation_and_or() -> None:
    q = parse('boiler "repair  invoice" -draft -"old quote" furnace OR heater OR "heat pump" OR', NOW)
    assert q.should == ((Clause("boiler"),), (Clause("repair invoice", True),),
                        (Clause("furnace"), Clause("heater"), Clause("heat pump", True)))
    assert q.must_not == (Clause("draft"), Clause("old quote", True))
    assert q.required == q.should[1:]  # the phrase and the OR group; the lone word only ranks
    assert q.ranking_text == "boiler repair invoice furnace heater heat pump"
    assert parse("what did we decide about the database?").ranking_text == "what did we decide about the database?"


def test_a_command_line_option_is_a_word_not_a_negation() -> None:
    q = parse("argparse --verbose and --quiet -draft", NOW)
    assert q.must_not == (Clause("draft"),)
    assert q.ranking_text == "argparse --verbose and --quiet"
    assert parse(q.canonical(), NOW) == q
    q = parse("sed -i in place -draft -rf why does -7 // 2 give -3.5 -10%", NOW)
    assert q.must_not == (Clause("draft"), Clause("rf"))  # two letters are a word to leave out
    assert q.ranking_text == "sed -i in place why does -7 // 2 give -3.5 -10%"
    assert parse(q.canonical(), NOW) == q


def test_operators_become_filters_and_chips() -> None:
    text = 'kind:mail|note from:Ingrid to:"Maya Okafor" subject:invoice in:/mail/2024/ ext:.EML tag:#Travel has:attachment'
    q = parse(text, NOW)
    assert q.filters == Filters(kinds=("email", "note"), folder="mail/2024", exts=(".eml",), tags=("travel",),
                                senders=("ingrid",), recipients=("maya okafor",), titles=("invoice",),
                                has_attachment=True)
    assert q.ranking_text == "" and not q.problems
    assert [(o.name, text[o.start:o.end]) for o in q.operators] == [
        ("kind", "kind:mail|note"), ("from", "from:Ingrid"), ("to", 'to:"Maya Okafor"'),
        ("subject", "subject:invoice"), ("folder", "in:/mail/2024/"), ("ext", "ext:.EML"), ("tag", "tag:#Travel"),
        ("has", "has:attachment")]


def test_negated_operators_exclude() -> None:
    q = parse("budget -kind:email -in:archive", NOW)
    assert q.filters.is_empty()
    assert q.excluded == (Filters(kinds=("email",)), Filters(folder="archive"))
    assert [o.negated for o in q.operators] == [True, True]


@pytest.mark.parametrize(("text", "start", "end"), [
    ("on:2025-10-03", datetime(2025, 10, 3), datetime(2025, 10, 4)),
    ("on:2025-10", datetime(2025, 10, 1), datetime(2025, 11, 1)),
    ("on:2024", datetime(2024, 1, 1), datetime(2025, 1, 1)),
    ("on:today", datetime(2025, 11, 5), datetime(2025, 11, 6)),
    ("on:yesterday", datetime(2025, 11, 4), datetime(2025, 11, 5)),
    ("on:last week", datetime(2025, 10, 27), datetime(2025, 11, 3)),
    ('on:"this week"', datetime(2025, 11, 3), datetime(2025, 11, 10)),
    ("on:last-month", datetime(2025, 10, 1), datetime(2025, 11, 1)),
    ("on:next_month", datetime(2025, 12, 1), datetime(2026, 1, 1)),
    ("on:last year", datetime(2024, 1, 1), datetime(2025, 1, 1)),
])
def test_dates_name_local_periods(text: str, start: datetime, end: datetime) -> None:
    f = parse(text, NOW).filters
    assert f.date_from == start.astimezone()
    assert f.date_to == end.astimezone() - timedelta(microseconds=1)


def test_after_is_inclusive_before_is_exclusive_and_they_intersect() -> None:
    f = parse("after:2025-01 before:2025-03 after:2024-06", NOW).filters
    assert f.date_from == datetime(2025, 1, 1).astimezone()
    assert f.date_to == datetime(2025, 3, 1).astimezone() - timedelta(microseconds=1)


@pytest.mark.parametrize("text", ["after:someday", "kind:hologram", "has:pictures", "sort:random", "from:",
                                  'in:"/"', "after:2025-13-01", "ext:.", "-sort:newest", "tag:#"])
def test_unreadable_operators_are_searched_as_words_and_reported(text: str) -> None:
    q = parse(f"boiler {text}", NOW)
    assert len(q.problems) == 1 and q.problems[0].text == text.lstrip("-") and q.problems[0].message
    assert q.filters.is_empty() and not q.excluded
    assert q.operators[-1].problem == q.problems[0].message
    if not text.startswith("-"):
        assert q.ranking_text == f"boiler {text}"


def test_sort_and_unknown_prefixes() -> None:
    assert parse("sort:date budget").sort == "newest"
    assert parse("sort:oldest").sort == "oldest"
    q = parse("10:30 http://example.org re:invoice", NOW)
    assert not q.operators and q.ranking_text == "10:30 http://example.org re:invoice"


def test_empty_and_constrained() -> None:
    assert parse("").is_empty() and parse("   OR  ").is_empty()
    assert parse("kind:event after:2025-11-01").constrained
    assert not parse("boiler repair").constrained
    assert isinstance(parse("x"), Query)


def test_kind_names_its_plural_and_the_file_format() -> None:
    assert parse("plumber kind:contacts", NOW).filters.kinds == ("contact",)
    assert parse("plumber kind:vcard|csv", NOW).filters.kinds == ("contact", "table")
    assert parse("boiler kind:pdf,documents", NOW).filters.kinds == ("document",)
    assert parse("boiler kind:spreadsheet", NOW).filters.kinds == ("table",)
    assert parse("lease kind:slides", NOW).filters.kinds == ("document",)
