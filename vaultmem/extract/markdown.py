"""Markdown notes: front matter, heading sections, whole blocks, wikilinks and tags.

markdown-it-py's block parser (CommonMark + GFM tables) gives the line range of every top-level block, so
a chunk never cuts a list, table, blockquote or code fence in half. Inline parsing is switched off: only
block structure is needed, and it roughly halves parse time on prose-heavy vaults.
"""

from __future__ import annotations

import functools
import re
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import PurePosixPath
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from markdown_it import MarkdownIt
    from markdown_it.token import Token

from ..model import ChunkMetadata
from .base import MAX_TITLE_CHARS, ExtractedChunk, ExtractedSession, Extraction, Limits
from .chatlog import chat_log_extraction
from .dates import parse_written
from .decode import decode_text, looks_binary
from .frontmatter import as_list, split_front_matter
from .paragraphs import line_starts, pack_spans, split_oversize, trim

_HEADING = re.compile(r"^(#{1,6})[ \t]+\S", re.MULTILINE)
# Links and tags are found by patterns that open with a literal ("[[", "](", "#"), which the regex engine jumps
# to; an optional "!" or a look-behind first made it try every position (10–25× slower, ~0.03 ms/KB of notes).
_WIKILINK = re.compile(r"\[\[([^\[\]|#\n]+)(?:#[^\[\]|\n]*)?(?:\|[^\[\]\n]*)?\]\]")  # "![[embed]]" too
_MD_LINK = re.compile(r"\]\(<?([^()<>\s]+?\.(?:md|markdown))(?:#[^()\s]*)?>?(?:\s+\"[^\"\n]*\")?\)")
# A tag is #word not preceded by a word char, '#', '/', '&' or ':' (URL fragments, entities, headings).
_TAG = re.compile(r"#(?<![\w#/&:]#)([A-Za-z_][\w/-]*)")
_CODE_BLOCKS = frozenset({"fence", "code_block"})
_MARKUP_LINE = re.compile(r"[ \t]*(?:#|```|~~~|[=-]+[ \t]*$)")  # what ``literal`` escapes
# Prose blocks are searched for tags and links joined by this, one regex call per pattern instead of one per
# block, with the same matches: none can cross it (a tag or wikilink stops at a line break, a link target at
# whitespace or "(", a link title needs a quote after its blanks), none starts in it, and a tag's look-behind
# accepts "(" as it accepts the start of a block.
_PROSE_JOIN = "\n("

# Raw-HTML block recognition is off: with it, markdown-it-py's block parse grows quadratically with
# document size (measured 0.3 → 6 ms/KB from 4 KB to 42 KB notes); without it HTML lines are paragraphs,
# which chunk just as well. Its rule is switched off too (with "html" off it only logs and returns), and so is
# the core rule that joins inline text tokens (there are none).
_OFF = ("inline", "text_join", "html_block")

# Block rules that cannot fire in a note without these characters: each rule's first checks on a line require
# them (the table rule a pipe in the header row, a setext underline ends its line with "-" or "=" and blanks, a
# thematic break is three markers with only blanks between, indented code has a tab or four spaces, ...). A note
# without them is parsed with those rules off, to the same tokens (``tests/extract/test_markdown.py`` checks
# that on generated notes and the CommonMark examples): every rule is tried at every block start and, as a
# paragraph terminator, on every paragraph line (block parse of the sample notes 0.285 → 0.20 ms/KB CPU).
# The two pattern checks are one regex per marker: a pattern that opens with a literal is searched for with a
# fast scan, one that opens with a class or a group is tried at every character (the sample notes' bodies:
# 0.0097 → 0.0032 ms/KB for both, most of it spent on bodies without any match).
_THREE_MARKERS = tuple(re.compile(rf"{m}[ \t]*{m}[ \t]*{m}") for m in ("-", r"\*", "_"))
_UNDERLINE_ENDS = tuple(re.compile(rf"{m}[ \t]*(?:\r|\n|\Z)") for m in ("-", "="))
_RULE_NEEDS: tuple[tuple[str, Callable[[str], object]], ...] = (
    ("table", lambda body: "|" in body),
    ("reference", lambda body: "]:" in body),
    ("fence", lambda body: "```" in body or "~~~" in body),
    ("blockquote", lambda body: ">" in body),
    ("code", lambda body: "    " in body or "\t" in body),
    ("hr", lambda body: any(p.search(body) for p in _THREE_MARKERS)),
    ("lheading", lambda body: any(p.search(body) for p in _UNDERLINE_ENDS)),
    ("heading", lambda body: "#" in body),
)


# markdown-it-py makes a few tokens per table cell, ~10 µs and ~1 KB each here: a 2 MB table of 2000×500 cells
# took 10 s and 1 GB. Past this many pipes a note's tables are not parsed as tables (chunking cuts such a table
# into windows anyway); 50,000 cells parse in ~0.5 s.
MAX_TABLE_CELLS = 50_000


@dataclass(frozen=True, slots=True)
class Blocks:
    """A note's top-level blocks as parallel lists, trimmed spans in text order.

    One record per note rather than one per block: a frozen dataclass costs ~0.6 µs to build, and with its span
    that was a tenth of the sample notes' extraction outside the parse.
    """

    starts: list[int]
    ends: list[int]
    prose: list[bool]  # False for code blocks, whose text holds no tags or links
    heading_levels: list[int]  # 0 for non-heading blocks
    headings: list[str]


class MarkdownExtractor:
    name = "markdown"
    extensions: tuple[str, ...] = (".md", ".markdown", ".mdown", ".mkd")

    def sniff(self, head: bytes) -> bool:
        if looks_binary(head):
            return False
        text = head.decode("utf-8", "replace")
        return text.startswith("---\n") or bool(_HEADING.search(text))

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        text, encoding = decode_text(data)
        # a chat log saved as Markdown (signal-export's "chat.md": "[2024-04-09 14:50] Name: …") is a conversation
        if (log := chat_log_extraction(text, relpath, mtime, limits.chunk_target_chars)) is not None:
            return log
        fm = split_front_matter(text)
        chunks, blocks = sectioned(text, fm.end, limits.chunk_target_chars)
        prose = _PROSE_JOIN.join(text[a:b] for a, b, is_prose in zip(blocks.starts, blocks.ends, blocks.prose)
                                 if is_prose)
        title = _string(fm.fields.get("title")) or first_h1(blocks) or PurePosixPath(relpath).stem
        date = parse_written(fm.fields.get("date")) or parse_written(fm.fields.get("created")) or mtime
        metadata: dict[str, Any] = {
            "encoding": encoding,
            "tags": _unique(as_list(fm.fields.get("tags")) + _TAG.findall(prose)),
            "aliases": as_list(fm.fields.get("aliases")),
            "links": _unique([m.strip() for m in _WIKILINK.findall(prose)] + _MD_LINK.findall(prose)),
        }
        if fm.fields:
            metadata["front_matter"] = fm.fields
        session = ExtractedSession(key="0", kind="note", title=title, date=date, text=text,
                                   chunks=tuple(chunks), metadata=metadata)
        return Extraction((session,) if chunks else ())


def sectioned(text: str, body_start: int, target: int, user_authored: bool = True
              ) -> tuple[list[ExtractedChunk], Blocks]:
    """The chunks of a note's body (from ``body_start``) by heading section, and its blocks."""
    starts = line_starts(text)
    blocks = _blocks(text, body_start, starts)
    return _section_chunks(text, blocks, starts, target, user_authored), blocks


def literal(line: str) -> str:
    """A line of plain text (a document's, a PDF's) written so that Markdown reads it as text: one that would open
    a heading or a fenced code block, or underline the line above into a heading ("# of units", a "-----" rule),
    is escaped."""
    return "\\" + line.lstrip() if _MARKUP_LINE.match(line) else line


def first_h1(blocks: Blocks) -> str:
    return next((h for level, h in zip(blocks.heading_levels, blocks.headings) if level == 1 and h), "")


def _blocks(text: str, body_start: int, starts: list[int]) -> Blocks:
    """Top-level blocks of the body as trimmed spans; headings carry their level and text."""
    first_line = bisect_right(starts, body_start) - 1
    tokens = parse_blocks(text[body_start:])
    blocks = Blocks([], [], [], [], [])
    for i in [i for i, tok in enumerate(tokens) if tok.level == 0 and tok.nesting >= 0]:
        tok = tokens[i]
        if not tok.map:
            continue
        a, b = tok.map[0] + first_line, tok.map[1] + first_line
        span = trim(text, starts[a], starts[b] if b < len(starts) else len(text))
        if span is None:
            continue
        level, heading = 0, ""
        if tok.type == "heading_open":
            level = int(tok.tag[1:])
            # A heading is one line, cut to a title's length: every chunk of its section carries it (metadata and
            # indexed context), so a 1 MB heading over 700 chunks once took 2 GB.
            heading = tokens[i + 1].content.strip()[:MAX_TITLE_CHARS] if i + 1 < len(tokens) else ""
        blocks.starts.append(span.start)
        blocks.ends.append(span.end)
        blocks.prose.append(tok.type not in _CODE_BLOCKS)
        blocks.heading_levels.append(level)
        blocks.headings.append(heading)
    return blocks


def parse_blocks(body: str) -> list[Token]:
    """markdown-it-py's block tokens of ``body`` (CommonMark + GFM tables), with the rules it cannot use off, and
    the table rule off for a note with more than ``MAX_TABLE_CELLS`` pipes (its tables chunk as text windows)."""
    off = frozenset(name for name, needs in _RULE_NEEDS if not needs(body))
    if "table" not in off and body.count("|") > MAX_TABLE_CELLS:
        off |= {"table"}
    return _parser(off).parse(body)


@functools.cache
def _parser(off: frozenset[str]) -> MarkdownIt:
    from markdown_it import MarkdownIt  # on first use, as calendar.py does icalendar (19 ms of imports)

    parser = MarkdownIt("commonmark", {"html": False}).enable(["table", "strikethrough"]).disable(list(_OFF))
    return parser.disable(list(off)) if off else parser


def _section_chunks(text: str, blocks: Blocks, starts: list[int], target: int,
                    user_authored: bool) -> list[ExtractedChunk]:
    """Blocks grouped under their heading path and packed to about ``target`` characters.

    A heading with no body of its own (``## Architecture`` directly followed by ``### Cache``) joins the
    next section instead of becoming a chunk that holds nothing but a title.
    """
    chunks: list[ExtractedChunk] = []
    stack: list[tuple[int, str]] = []

    def flush(first: int, end: int) -> None:
        """Chunk the section of blocks ``first`` to ``end`` under the current heading path."""
        path = [h for _, h in stack]
        level = stack[-1][0] if stack else 0
        bounds = (blocks.starts[first:end], blocks.ends[first:end])
        for g in pack_spans(split_oversize(text, bounds, target), target):
            meta = ChunkMetadata(heading_path=path, section_level=level,
                                 line_start=bisect_right(starts, g.start),
                                 line_end=bisect_right(starts, g.end - 1))
            chunks.append(ExtractedChunk(text[g.start:g.end], g.start, g.end, meta, user_authored=user_authored))

    first = 0
    has_body = False
    for i, level in enumerate(blocks.heading_levels):
        if level:
            if has_body:
                flush(first, i)
                first, has_body = i, False
            while stack and stack[-1][0] >= level:
                stack.pop()
            stack.append((level, blocks.headings[i]))
        else:
            has_body = True
    flush(first, len(blocks.heading_levels))
    return chunks


def _string(value: Any) -> str:
    return value.strip() if isinstance(value, str) else ""


def _unique(items: list[str]) -> list[str]:
    """Order-preserving, case-insensitive de-duplication (``#Harbor`` and ``#harbor`` are one tag)."""
    seen: set[str] = set()
    out: list[str] = []
    for item in items:
        if item and item.lower() not in seen:
            seen.add(item.lower())
            out.append(item)
    return out
