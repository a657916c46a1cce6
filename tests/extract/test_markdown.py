from __future__ import annotations

import json
import re
from datetime import datetime
from pathlib import Path

import hypothesis
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

from vaultmem.extract import markdown
from vaultmem.extract.markdown import parse_blocks

NOTE = """---
title: "Harbor: project log"
date: 2024-04-12
tags: [work, harbor]
aliases:
  - Harbor notes
---
# Harbor

Kick-off with [[Tomás Ferreira|Tomás]] about #decisions, see [the plan](plans/cutover.md#steps).

## Architecture

### Cache

We keep Postgres; Redis goes.

- first item
- second item

  continued paragraph inside the list

| option | p99 |
|--------|-----|
| Redis  | 1.8 |

```python
# not-a-tag inside code
cache = {}
```

> a quote
> over two lines

Setext heading
--------------

Closing words.
"""


def test_sections_carry_nested_heading_paths_and_line_ranges(extract):
    (session,) = extract("notes/harbor.md", NOTE, chunk_target_chars=80).sessions
    by_text = {c.text.splitlines()[0]: c for c in session.chunks}
    cache = by_text["## Architecture"]  # a body-less heading joins the section below it
    assert cache.metadata["heading_path"] == ["Harbor", "Architecture", "Cache"]
    assert cache.metadata["section_level"] == 3
    assert "We keep Postgres" in cache.text
    assert session.text.splitlines()[cache.metadata["line_start"] - 1] == "## Architecture"
    setext = next(c for c in session.chunks if "Closing words." in c.text)
    assert setext.metadata["heading_path"] == ["Harbor", "Setext heading"]
    assert all(c.user_authored for c in session.chunks)


def test_blocks_are_never_cut(extract):
    (session,) = extract("n.md", NOTE, chunk_target_chars=60).sessions
    texts = [c.text for c in session.chunks]
    assert any(t.startswith("- first item") and t.endswith("continued paragraph inside the list") for t in texts)
    assert any(t.startswith("```python") and t.endswith("```") for t in texts)
    assert any(t.startswith("| option") and t.endswith("| Redis  | 1.8 |") for t in texts)
    assert "> a quote\n> over two lines" in texts


def test_front_matter_links_and_tags(extract):
    (session,) = extract("n.md", NOTE).sessions
    assert session.title == "Harbor: project log"
    assert session.date == datetime(2024, 4, 12)
    assert session.metadata["tags"] == ["work", "harbor", "decisions"]  # not the #comment inside code
    assert session.metadata["aliases"] == ["Harbor notes"]
    assert session.metadata["links"] == ["Tomás Ferreira", "plans/cutover.md"]
    assert not any(c.text.startswith("---") for c in session.chunks)


def test_title_falls_back_to_h1_then_file_name_and_date_to_mtime(extract):
    (with_h1,) = extract("a/note.md", "Intro line\n\n# Real title\n\nBody").sessions
    assert with_h1.title == "Real title"
    (plain,) = extract("a/groceries.md", "- eggs\n- flour\n").sessions
    assert plain.title == "groceries"
    assert plain.date == datetime(2024, 6, 1, 12, 0)


def test_unterminated_front_matter_is_body_text(extract):
    (session,) = extract("n.md", "---\ntitle: x\nno closing fence\n").sessions
    assert session.title == "n"
    assert "no closing fence" in session.chunks[0].text


def test_huge_paragraph_is_windowed(extract):
    text = "# Log\n\n" + " ".join(f"word{i}" for i in range(20_000))
    (session,) = extract("big.md", text, chunk_target_chars=1000).sessions
    assert len(session.chunks) > 50
    assert max(len(c.text) for c in session.chunks) <= 2000


# markdown-it-py with every block rule on, as the extractor used it before rules were switched off per note.
_ALL_RULES = MarkdownIt("commonmark", {"html": False}).enable(["table", "strikethrough"]).disable("inline")
_MD_PIECES = ["word", "Tomás", "#", "# Title", "## Sub", "|", "a | b", "|---|---|", "---", "- - -", "***", "* * *",
              "___", "===", "Setext", "-", "- item", "* item", "+ item", "1. item", "2) item", "[a]: /url", "[a]",
              "]:", "```", "```py", "~~~", ">", "> quote", "    ", "  ", "\t", " ", "\n", "\n\n", "\r\n", ":", "`"]


def _tokens(tokens: list) -> list[tuple]:
    return [(t.type, t.tag, t.nesting, t.level, t.map, t.content, t.markup, t.info) for t in tokens]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_MD_PIECES), max_size=60).map(" ".join),
       st.lists(st.sampled_from(_MD_PIECES), max_size=60).map("".join))
def test_rules_a_note_cannot_use_are_off_without_changing_its_blocks(spaced: str, glued: str) -> None:
    for body in (spaced, glued, spaced.replace(" ", "\n")):
        assert _tokens(parse_blocks(body)) == _tokens(_ALL_RULES.parse(body))


def test_rules_off_per_note_keep_the_commonmark_examples_blocks() -> None:
    spec = Path(__file__).resolve().parents[1] / ".data" / "markdown-it-py" / "tests" / "test_cmark_spec" / "commonmark.json"
    if not spec.is_file():
        pytest.skip("markdown-it-py sdist not unpacked into tests/.data (.ci/test-data.sh)")
    for example in json.loads(spec.read_text(encoding="utf-8")):
        body = example["markdown"]
        assert _tokens(parse_blocks(body)) == _tokens(_ALL_RULES.parse(body)), example["example"]


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(["#", "##", "a", "B", "_", "/", "&", ":", " ", "\n", "[", "[[", "]]", "]", "!",
                                 "|", "-", "é", "1", "#x"]), max_size=40).map("".join))
def test_tag_and_wikilink_patterns_follow_the_plain_rules(text: str) -> None:
    """The literal-first patterns find what the plain rules find: a tag is '#' + name not preceded by a word
    char, '#', '/', '&' or ':'; a wikilink is '[[target(#section)(|alias)]]', optionally embedded with '!'."""
    assert markdown._TAG.findall(text) == re.findall(r"(?<![\w#/&:])#([A-Za-z_][\w/-]*)", text)
    assert markdown._WIKILINK.findall(text) == re.findall(
        r"!?\[\[([^\[\]|#\n]+)(?:#[^\[\]|\n]*)?(?:\|[^\[\]\n]*)?\]\]", text)


_LINK_PIECES = st.sampled_from(["#", "#a", "a", "_", "/", "&", ":", " ", "\n", "\t", "[[", "]]", "]", "(", ")", "](",
                                "x.md", ".md", "#s", "|", "<", ">", '"', ' "t"', "é", "!", "](x.md", ' "t")'])


@settings(max_examples=500, deadline=None)
@given(st.lists(st.lists(_LINK_PIECES, max_size=12).map("".join), max_size=5))
@hypothesis.example(["see ](x.md", '"t") and #tag', "[[a"])
def test_joined_prose_finds_what_each_block_finds(blocks: list[str]) -> None:
    """Searching the prose blocks joined by ``_PROSE_JOIN`` equals searching each block alone, in order."""
    joined = markdown._PROSE_JOIN.join(blocks)
    for pattern in (markdown._TAG, markdown._WIKILINK, markdown._MD_LINK):
        assert pattern.findall(joined) == [m for b in blocks for m in pattern.findall(b)]
