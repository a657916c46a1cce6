from __future__ import annotations

from vaultmem.extract.rst import clean_title, first_title

PAGE = """.. _zswap:

=====
zswap
=====

Overview
========

Zswap is a compressed cache.
"""


def test_the_first_section_title_names_the_page():
    assert first_title(PAGE) == "zswap"  # under an overline, past the directive above it
    assert first_title("intro line\n\nOverview\n========\n\ntext\n") == "Overview"
    assert first_title(":mod:`bisect` --- Array bisection algorithm\n" + "=" * 43 + "\n") == (
        "bisect — Array bisection algorithm")


def test_text_without_a_section_title_has_none():
    assert first_title("Just a note.\n\nSecond paragraph.\n") == ""
    assert first_title("Shopping list for the week\n===\n") == ""  # an underline shorter than its title
    assert first_title("first line\nSecond line\n===========\n") == ""  # a title follows a blank line
    assert first_title("text\n\n--------------\n\nmore\n") == ""  # a transition has no title above it


def test_a_title_loses_its_markup():
    assert clean_title("The ``sys.path`` list") == "The sys.path list"


def test_a_text_page_is_titled_by_its_first_section_title(extract):
    (page,) = extract("docs/admin/zswap.rst", PAGE).sessions
    assert page.title == "zswap" and page.chunks[0].metadata == {"unit": "paragraphs"}
    (plain,) = extract("notes/todo.txt", "Buy milk.\n\nCall the plumber.\n").sessions
    assert plain.title == "Buy milk."
