"""Split text into paragraphs and pack them into chunks: shared by every extractor that chunks prose.

Three layers, each a pure function over ``(text, spans)``: ``paragraph_spans`` finds paragraphs,
``window_spans`` cuts a span that is too long to be one chunk, ``pack_spans`` groups small spans.
``paragraph_groups`` is the composition the prose extractors use.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_BLANK_RUN = re.compile(r"\n[ \t]*\n+")

# A span longer than this many chunk targets is cut into windows: a 2 MB minified line or a log without
# blank lines would otherwise become one chunk that no snippet or token budget can use.
OVERSIZE_FACTOR = 2


@dataclass(frozen=True, slots=True)
class Span:
    start: int
    end: int


def trim(text: str, start: int, end: int) -> Span | None:
    """``text[start:end]`` without surrounding whitespace, or None when nothing else is left."""
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return Span(start, end) if end > start else None


def paragraph_spans(text: str, start: int = 0, end: int | None = None) -> list[Span]:
    """Non-empty paragraphs of ``text[start:end]`` as spans trimmed of surrounding whitespace."""
    end = len(text) if end is None else end
    spans: list[Span] = []
    pos = start
    for m in _BLANK_RUN.finditer(text, start, end):
        _append_trimmed(text, pos, m.start(), spans)
        pos = m.end()
    _append_trimmed(text, pos, end, spans)
    return spans


def _append_trimmed(text: str, a: int, b: int, out: list[Span]) -> None:
    span = trim(text, a, b)
    if span is not None:
        out.append(span)


def window_spans(text: str, span: Span, max_chars: int) -> list[Span]:
    """Cut ``span`` into trimmed windows of at most ``max_chars``, preferring a line break, then a space.

    A hard cut happens only inside a run of ``max_chars`` characters with no whitespace at all.
    """
    max_chars = max(1, max_chars)
    out: list[Span] = []
    pos, end = span.start, span.end
    while pos < end:
        cut = end
        if end - pos > max_chars:
            limit = pos + max_chars
            cut = text.rfind("\n", pos + 1, limit)
            if cut <= pos:
                cut = max(text.rfind(" ", pos + 1, limit), text.rfind("\t", pos + 1, limit))
            if cut <= pos:
                cut = limit
        _append_trimmed(text, pos, cut, out)
        pos = cut
    return out


def split_oversize(text: str, spans: list[Span], target_chars: int) -> list[Span]:
    """Replace each span longer than ``OVERSIZE_FACTOR`` targets by its windows; keep the others."""
    limit = max(1, target_chars) * OVERSIZE_FACTOR
    out: list[Span] = []
    for s in spans:
        if s.end - s.start > limit:
            out.extend(window_spans(text, s, target_chars))
        else:
            out.append(s)
    return out


def pack_spans(spans: list[Span], target_chars: int, overlap: int = 0) -> list[Span]:
    """Group consecutive spans into windows of about ``target_chars``; repeat ``overlap`` trailing spans.

    A single span larger than the target stays whole (a paragraph is never cut). The overlap keeps a
    sentence that straddles two groups findable in either, as ContextFit's paragraph groups do.
    """
    groups: list[Span] = []
    i = 0
    n = len(spans)
    while i < n:
        j = i + 1
        while j < n and spans[j].end - spans[i].start <= target_chars:
            j += 1
        groups.append(Span(spans[i].start, spans[j - 1].end))
        if j >= n:
            break
        i = max(i + 1, j - overlap)
    return groups


def line_starts(text: str) -> list[int]:
    """Offset of the first character of every line; ``bisect_right(starts, offset)`` is a 1-based line number."""
    starts = [0]
    pos = text.find("\n")
    while pos >= 0:
        starts.append(pos + 1)
        pos = text.find("\n", pos + 1)
    return starts


def paragraph_groups(text: str, target_chars: int, start: int = 0, end: int | None = None,
                     overlap: int = 0) -> list[Span]:
    """Paragraphs of ``text[start:end]``, oversized ones windowed, packed into chunk-sized groups."""
    spans = split_oversize(text, paragraph_spans(text, start, end), target_chars)
    return pack_spans(spans, target_chars, overlap)
