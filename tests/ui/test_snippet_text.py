"""Snippets as people read them: no Markdown syntax, mail bodies rather than header lines, highlights intact."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from vaultmem_ui.snippet_text import readable

MAIL = ("Mon, 19 Feb 2024 09:12:05 +0000\nSubject: Boiler repair visit\n\nBom dia Maya,\n\nAs promised, I spoke to "
        "the plumbing company about the boiler in your flat")


def spans_of(text: str, *words: str) -> tuple[tuple[int, int], ...]:
    return tuple((m.start(), m.end()) for w in words for m in re.finditer(re.escape(w), text))


def marked(text: str, highlights: tuple[tuple[int, int], ...]) -> list[str]:
    return [text[a:b] for a, b in highlights]


def test_markdown_emphasis_and_headings_read_as_text() -> None:
    raw = "## Plan\n\nThe migration plan — it is **final** and *agreed*, __signed__ ~~maybe~~; `db.sql`"
    out = readable(raw, spans_of(raw, "migration", "final"), "note")
    assert out.text == "Plan The migration plan — it is final and agreed, signed maybe; db.sql"
    assert marked(out.text, out.highlights) == ["migration", "final"]


def test_code_keeps_its_asterisks_and_hashes() -> None:
    raw = "total = base ** 2  # squared"
    assert readable(raw, (), "code").text == "total = base ** 2 # squared"


def test_mail_snippet_comes_from_the_body_when_the_body_matches() -> None:
    out = readable(MAIL, spans_of(MAIL, "boiler", "Boiler"), "email")
    assert out.text.startswith("Bom dia Maya, As promised")
    assert "+0000" not in out.text and "Subject:" not in out.text
    assert marked(out.text, out.highlights) == ["boiler"]


def test_mail_match_only_in_a_header_shows_that_line_by_name() -> None:
    raw = "From: Tomás Ferreira <tomas@fernleaf.example>\nTo: Maya <m@x.example>\nSubject: Harbor\n\nHi all, pick one."
    out = readable(raw, spans_of(raw, "Tomás"), "email")
    assert out.text == "From: Tomás Ferreira <tomas@fernleaf.example> — Hi all, pick one."
    assert marked(out.text, out.highlights) == ["Tomás"]


def test_mail_without_a_match_in_view_shows_the_body() -> None:
    assert readable(MAIL, (), "email").text.startswith("Bom dia Maya")


@given(st.text(alphabet="ab *_[]()!#`\n:~", max_size=60), st.sampled_from(["note", "email", "code", "chat"]))
def test_highlights_always_cover_text_that_was_highlighted(raw: str, kind: str) -> None:
    """Whatever the input, shown highlights lie inside the shown text and only cover highlighted characters."""
    highlights = tuple((m.start(), m.end()) for m in re.finditer(r"ab", raw))
    out = readable(raw, highlights, kind)
    for a, b in out.highlights:
        assert 0 <= a < b <= len(out.text)
        assert set(out.text[a:b]) <= set("ab ")
    assert "\n" not in out.text and "  " not in out.text


@pytest.mark.qt
def test_cards_show_readable_snippets(make_window, tmp_path: Path, write_vault, qtbot, type_query) -> None:
    """In the app: a Markdown note and a mail found by their words show text, not syntax or header lines."""
    from vaultmem_ui.results import snippet_html

    vault = write_vault(tmp_path / "v", {
        "notes/plan.md": "# Plan\n\nThe **zanzibar** rollout follows [the runbook](https://example.com/runbook).\n",
        "mail/m.eml": ("From: Ana <ana@example.com>\nTo: Bo <bo@example.com>\nDate: Mon, 19 Feb 2024 09:12:05 +0100\n"
                       "Subject: Zanzibar notes\nMessage-ID: <z1@example.com>\n\nThe zanzibar rollout is next week.\n"),
    })
    w = make_window(vault)
    results = type_query(qtbot, w, "zanzibar rollout")
    assert {r.kind for r in results} == {"note", "email"}
    for r in results:
        shown = html.unescape(re.sub(r"<[^>]+>", "", snippet_html(r, "#ff0", "#000")))
        assert "zanzibar" in shown.lower()
        assert "**" not in shown and "](" not in shown and "+0100" not in shown and "Subject:" not in shown, shown
