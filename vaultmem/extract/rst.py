"""Section titles of reStructuredText (and of plain text written the same way): a line of text under, or between,
lines of one punctuation character repeated ("Overview" over "========"). Python's and the Linux kernel's
documentation and many READMEs are written so; read as plain paragraphs, a page's title was its first line, often
a directive (".. _zswap:") or the adornment itself ("=====").

The titles are rewritten as Markdown heading lines, levels in the order the page first uses each adornment (as
reStructuredText assigns them), so the note chunker cuts the page into titled sections; roles and literal quotes
are taken off a title (":mod:`bisect` --- Array bisection" → "bisect — Array bisection").
"""

from __future__ import annotations

import re

_ADORNMENT = re.compile(r"([=\-~^\"'`#*+:.!$%&,;<>?@_|/\\])\1{2,}[ \t]*")
_ROLE = re.compile(r":[\w.-]+:`([^`]*)`")
MAX_LEVEL = 6


def with_headings(text: str) -> str | None:
    """``text`` with its section titles as Markdown heading lines and their adornments left out, or None when it has
    no section title."""
    lines = text.split("\n")
    out: list[str] = []
    styles: list[tuple[str, bool]] = []
    found = False
    i = 0
    while i < len(lines):
        line = lines[i]
        heading = _heading_at(lines, i)
        if heading is None:
            out.append(line)
            i += 1
            continue
        title, style, used = heading
        if style not in styles:
            styles.append(style)
        out.append("#" * min(styles.index(style) + 1, MAX_LEVEL) + " " + clean_title(title))
        found = True
        i += used
    return "\n".join(out) if found else None


def _heading_at(lines: list[str], i: int) -> tuple[str, tuple[str, bool], int] | None:
    """(title, adornment style, lines used) of a section title starting at line ``i``, else None."""
    over = _ADORNMENT.fullmatch(lines[i])
    if over and i + 2 < len(lines):  # overline, title, underline of the same character
        title, under = lines[i + 1], _ADORNMENT.fullmatch(lines[i + 2])
        if under and under.group(1) == over.group(1) and title.strip() and not _ADORNMENT.fullmatch(title):
            return title.strip(), (over.group(1), True), 3
        return None
    if over or i + 1 >= len(lines) or not lines[i].strip() or lines[i][0] in " \t":
        return None
    under = _ADORNMENT.fullmatch(lines[i + 1])
    if under and len(lines[i + 1].rstrip()) >= len(lines[i].rstrip()) and (i == 0 or not lines[i - 1].strip()):
        return lines[i].strip(), (under.group(1), False), 2
    return None


def clean_title(title: str) -> str:
    return _ROLE.sub(r"\1", title).replace("``", "").replace(" --- ", " — ").strip()
