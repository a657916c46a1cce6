from __future__ import annotations

from vaultmem.extract.rst import clean_title, with_headings

PAGE = """.. _zswap:

=====
zswap
=====

Overview
========

Zswap is a compressed cache.

--------------

Design
------

Pages go to a pool.

Sub point
~~~~~~~~~

Details.

Another
-------
"""


def test_section_titles_become_headings_in_the_order_the_page_uses_them():
    text = with_headings(PAGE)
    assert text is not None
    assert "# zswap\n" in text and "## Overview\n" in text and "### Design\n" in text
    assert "#### Sub point\n" in text and "### Another\n" in text  # "-" is the third style, "~" the fourth
    assert "=====" not in text and "~~~~" not in text
    assert "\n--------------\n" in text  # a transition (no title above it) is no heading


def test_text_without_section_titles_is_left_alone():
    assert with_headings("Just a note.\n\nSecond paragraph.\n") is None
    # an underline shorter than its title, or a title that follows text without a blank line, is no title
    assert with_headings("Shopping list for the week\n===\n") is None
    assert with_headings("first line\nSecond line\n===========\n") is None


def test_a_title_loses_its_markup():
    assert clean_title(":mod:`bisect` --- Array bisection algorithm") == "bisect — Array bisection algorithm"
    assert clean_title("The ``sys.path`` list") == "The sys.path list"


def test_a_page_with_section_titles_is_cut_by_section(extract):
    (page,) = extract("docs/admin/zswap.rst", PAGE).sessions
    assert page.title == "zswap" and page.kind == "text"
    paths = [c.metadata.get("heading_path") for c in page.chunks]
    assert ["zswap", "Overview"] in paths and ["zswap", "Overview", "Design", "Sub point"] in paths
    (plain,) = extract("notes/todo.txt", "Buy milk.\n\nCall the plumber.\n").sessions
    assert plain.title == "Buy milk." and plain.chunks[0].metadata == {"unit": "paragraphs"}
