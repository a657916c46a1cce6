"""Paragraph bounds and packing against the straightforward split-then-trim reference they replaced."""

from __future__ import annotations

import re
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from vaultmem.extract.paragraphs import Span, pack_spans, paragraph_bounds, paragraph_groups, trim

_BLANK_RUN = re.compile(r"\n[ \t]*\n+")


def reference_paragraphs(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, int]]:
    """Split at blank-line runs, then trim each piece one character at a time (the old implementation)."""
    end = len(text) if end is None else end
    pieces, pos = [], start
    for m in _BLANK_RUN.finditer(text, start, end):
        pieces.append(trim(text, pos, m.start()))
        pos = m.end()
    pieces.append(trim(text, pos, end))
    return [(s.start, s.end) for s in pieces if s is not None]


def reference_pack(spans: list[tuple[int, int]], target: int, overlap: int) -> list[Span]:
    """Grow each group one span at a time while it still ends within ``target`` of its start."""
    groups, i, n = [], 0, len(spans)
    while i < n:
        j = i + 1
        while j < n and spans[j][1] - spans[i][0] <= target:
            j += 1
        groups.append(Span(spans[i][0], spans[j - 1][1]))
        if j >= n:
            break
        i = max(i + 1, j - overlap)
    return groups


# Lines, blank lines, whitespace-only lines of every kind str.isspace knows, CRs, tabs and non-ASCII letters.
_PIECES = st.sampled_from(["a", "word", "é", "日本", "\n", "\n\n", " ", "\t", "\r", "\r\n", "\x0c", "\xa0",
                           "\u2028", "\u3000", "\x1c", " \n", "\t\n", "\n \t\n", "  x  ", "#", "-"])
TEXTS = st.lists(_PIECES, max_size=60).map("".join) | st.text(max_size=200)


@settings(max_examples=400, database=None)
@given(TEXTS, st.data())
def test_paragraph_bounds_equal_split_then_trim(text: str, data: st.DataObject) -> None:
    start = data.draw(st.integers(0, len(text)))
    end = data.draw(st.integers(start, len(text)))
    assert list(zip(*paragraph_bounds(text, start, end))) == reference_paragraphs(text, start, end)
    assert list(zip(*paragraph_bounds(text))) == reference_paragraphs(text)


@settings(max_examples=300, database=None)
@given(st.lists(st.tuples(st.integers(0, 40), st.integers(1, 60)), max_size=40), st.integers(-5, 200),
       st.integers(0, 3))
def test_pack_by_bisection_equals_growing_one_span_at_a_time(gaps: list[tuple[int, int]], target: int,
                                                              overlap: int) -> None:
    spans, pos = [], 0
    for gap, length in gaps:
        spans.append((pos + gap, pos + gap + length))
        pos += gap + length
    bounds = ([a for a, _ in spans], [b for _, b in spans])
    assert pack_spans(bounds, target, overlap) == reference_pack(spans, target, overlap)


@settings(max_examples=200, database=None)
@given(TEXTS, st.integers(1, 40), st.integers(0, 2))
def test_groups_cover_every_paragraph_in_order(text: str, target: int, overlap: int) -> None:
    groups = paragraph_groups(text, target, overlap=overlap)
    covered = {i for g in groups for i in range(g.start, g.end) if not text[i].isspace()}
    assert covered == {i for i, ch in enumerate(text) if not ch.isspace()}
    assert all(a.start < b.start for a, b in pairwise(groups))
