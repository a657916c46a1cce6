"""Section titles of reStructuredText (and of plain text written the same way): a line of text under, or between,
lines of one punctuation character repeated ("Overview" over "========"). Python's and the Linux kernel's
documentation and many READMEs are written so; a page titled by its first line was titled by a directive
(".. _zswap:") or by the adornment itself ("====="). The first section title names the page instead, its roles
and literal quotes taken off (":mod:`bisect` --- Array bisection" → "bisect — Array bisection").

Each chunk of such a page carries the titles above it (``heading_paths``), as a Markdown note's chunk carries its
headings: its location reads "VFAT › Mount options", and the titles are indexed with it. (Cutting the page at its
sections, as a Markdown note is, was measured and not kept: ranking unchanged overall, ingest of a documentation
corpus 30 % slower; see docs/ranking.md.)
"""

from __future__ import annotations

import re
from bisect import bisect_right
from itertools import accumulate

_ADORNED = r"([=\-~^\"'`#*+:.!$%&,;<>?@_|/\\])\1{2,}[ \t]*"  # one punctuation character, three times or more
_ADORNMENT = re.compile(_ADORNED)
_ADORNMENT_LINE = re.compile(f"^{_ADORNED}$", re.MULTILINE)  # the adornment lines of a text, found in one search
_ROLE = re.compile(r":[\w.-]+:`([^`]*)`")


def first_title(text: str, max_lines: int = 200) -> str:
    """The first section title in the text's first ``max_lines`` lines, cleaned, or ""."""
    titles = _section_titles("\n".join(text.split("\n", max_lines)[:max_lines]))
    return titles[0][2] if titles else ""


def _title_at(lines: list[str], i: int) -> str:
    """The section title that starts at line ``i`` (under an overline, or over an underline at least as long,
    after a blank line), or ""."""
    over = _ADORNMENT.fullmatch(lines[i])
    if over:
        if i + 2 < len(lines):
            title, under = lines[i + 1], _ADORNMENT.fullmatch(lines[i + 2])
            if under and under.group(1) == over.group(1) and title.strip() and not _ADORNMENT.fullmatch(title):
                return title.strip()
        return ""
    if i + 1 >= len(lines) or not lines[i].strip() or lines[i][0] in " \t" or (i and lines[i - 1].strip()):
        return ""
    under = _ADORNMENT.fullmatch(lines[i + 1])
    return lines[i].strip() if under and len(lines[i + 1].rstrip()) >= len(lines[i].rstrip()) else ""


def clean_title(title: str) -> str:
    return _ROLE.sub(r"\1", title).replace("``", "").replace(" --- ", " — ").strip()


def heading_paths(text: str, offsets: list[int]) -> list[list[str]]:
    """For each character offset (a chunk's start, ascending), the section titles above it, outermost first. A
    title's level is its adornment's rank in order of first use (reStructuredText's rule: the first style met is
    the page title, the next a section, and so on)."""
    titles = _section_titles(text)
    levels: dict[tuple[str, bool], int] = {}
    out: list[list[str]] = []
    stack: list[str] = []
    t = 0
    for offset in offsets:
        while t < len(titles) and titles[t][0] <= offset:
            _, style, title = titles[t]
            level = levels.setdefault(style, len(levels))
            stack = [*stack[:level], title]
            t += 1
        out.append(list(stack))
    return out


def _section_titles(text: str) -> list[tuple[int, tuple[str, bool], str]]:
    """(character offset, adornment style, cleaned title) of every section title, in order; the adornment lines
    are found by one search, so a page without titles costs one regex pass."""
    if not _ADORNMENT_LINE.search(text):
        return []
    lines = text.split("\n")
    starts = list(accumulate((len(line) + 1 for line in lines), initial=0))
    out: list[tuple[int, tuple[str, bool], str]] = []
    taken = -1  # the last line of the last title found
    for m in _ADORNMENT_LINE.finditer(text):
        i = bisect_right(starts, m.start()) - 1
        for at in (i - 1, i):  # an underline ends a title begun on the line above, an overline begins one
            if at <= taken or at < 0:
                continue
            title = _title_at(lines, at)
            if title:
                over = _ADORNMENT.fullmatch(lines[at]) is not None
                adornment = lines[at + 2 if over else at + 1].strip()[0]
                out.append((starts[at], (adornment, over), clean_title(title)))
                taken = at + (2 if over else 1)
                break
    return out
