"""A snippet as a person reads it: Markdown emphasis and heading marks removed, mail header lines out of the way,
one line of text.

The engine's snippet is a window of the chunk with links already read as their labels (``retrieval.readable``);
``**``, ``#`` and, for mail, the header lines that ride along with the first body chunk are still there. This is
the view's formatter only: it decides which characters of that window to show and carries the engine's
highlight spans over to the text it shows.

Mail: the body is shown, unless the query matched only in the header lines; then the matching lines are shown
with their field name ("From: …", "Subject: …"), followed by the start of the body.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# Markdown that reads as noise in a one-line snippet: the marks are dropped, the text is kept.
_EMPHASIS = re.compile(r"\*\*|__|~~|`+")
_SINGLE_EMPHASIS = re.compile(r"(?<![\w*])([*_])(?=[^\s*_])[^*_\n]*?(?<=[^\s*_])\1(?![\w*])")
_HEADING = re.compile(r"^[ \t]*#{1,6}[ \t]+", re.MULTILINE)
_MAIL_FIELD = re.compile(r"^(From|To|Cc|Date|Subject|Attachments): ", re.MULTILINE)
SEPARATOR = " — "

Span = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Readable:
    text: str
    highlights: tuple[Span, ...]  # spans of ``text`` (the engine's matches, carried over)


def markdown_noise(text: str) -> list[bool]:
    """Per character: is it Markdown syntax rather than text?"""
    drop = [False] * len(text)

    def mark(a: int, b: int) -> None:
        drop[a:b] = [True] * (b - a)

    for m in _EMPHASIS.finditer(text):
        mark(m.start(), m.end())
    for m in _SINGLE_EMPHASIS.finditer(text):
        mark(m.start(), m.start() + 1)
        mark(m.end() - 1, m.end())
    for m in _HEADING.finditer(text):
        mark(m.start(), m.end())
    return drop


def mail_parts(text: str, highlights: tuple[Span, ...]) -> list[Span | str]:
    """Which parts of a mail snippet to show: the body, or the matched header lines, a separator and the body."""
    fields = list(_MAIL_FIELD.finditer(text))
    if not fields:
        return [(0, len(text))]
    blank = text.find("\n\n", fields[0].start())
    header_end = len(text) if blank < 0 else blank
    body = (header_end, len(text))
    body_hit = any(b > header_end and a < len(text) for a, b in highlights)
    if body[1] - body[0] > 0 and text[header_end:].strip() and (body_hit or not highlights):
        return [body]
    lines = _lines(text, 0, header_end)
    shown = [ln for ln in lines if any(a < ln[1] and b > ln[0] for a, b in highlights)]
    if not shown:
        shown = [ln for ln in lines if text.startswith("Subject: ", ln[0])] or lines[:1]
    parts: list[Span | str] = []
    for ln in shown:
        parts += [SEPARATOR, ln] if parts else [ln]
    if text[header_end:].strip():
        parts += [SEPARATOR, body]
    return parts


def _lines(text: str, start: int, end: int) -> list[Span]:
    out, pos = [], start
    while pos < end:
        nl = text.find("\n", pos, end)
        stop = end if nl < 0 else nl
        if text[pos:stop].strip():
            out.append((pos, stop))
        pos = stop + 1
    return out


def readable(text: str, highlights: tuple[Span, ...], kind: str = "") -> Readable:
    """The snippet as shown: one line, whitespace collapsed, highlights moved with the characters they cover."""
    drop = [False] * len(text) if kind == "code" else markdown_noise(text)
    parts = mail_parts(text, highlights) if kind == "email" else [(0, len(text))]
    chars: list[str] = []
    source: list[int] = []  # where each shown character came from (-1: a separator)

    def put(ch: str, src: int) -> None:
        if ch.isspace():
            if not chars or chars[-1] == " ":
                return
            ch = " "
        chars.append(ch)
        source.append(src)

    for part in parts:
        if isinstance(part, str):
            while chars and chars[-1] == " ":
                chars.pop()
                source.pop()
            for ch in part:
                chars.append(ch)
                source.append(-1)
            continue
        for i in range(*part):
            if not drop[i]:
                put(text[i], i)
    while chars and chars[-1] == " ":
        chars.pop()
        source.pop()
    return Readable("".join(chars), _carry(highlights, source))


def _carry(highlights: tuple[Span, ...], source: list[int]) -> tuple[Span, ...]:
    """Output runs whose characters came from inside a highlight (a dropped link target simply vanishes)."""
    out: list[Span] = []
    for a, b in sorted(highlights):
        run_start = None
        for j, src in enumerate(source):
            inside = a <= src < b
            if inside and run_start is None:
                run_start = j
            elif not inside and run_start is not None:
                out.append((run_start, j))
                run_start = None
        if run_start is not None:
            out.append((run_start, len(source)))
    return tuple(_merge(out))


def _merge(spans: list[Span]) -> list[Span]:
    merged: list[Span] = []
    for a, b in sorted(spans):
        if merged and a <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], b))
        else:
            merged.append((a, b))
    return merged
