"""Snippet pipeline after Whoosh's highlight: fragmenter → fragment scorer → (formatters live with views).

The engine picks the best fragment of the best chunk and the spans of query matches in it; the terminal,
the Qt view and the clipboard export only format that one ``Snippet``.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ..text.terms import normalise
from ..text.words import STOPWORDS

_WORD = re.compile(r"\w+")
_COMPOUND = re.compile(r"_|[a-z0-9][A-Z]")  # snake_case or camelCase: matched by its parts too
FRAGMENT_CHARS = 240


@dataclass(frozen=True, slots=True)
class Fragment:
    start: int
    end: int
    highlights: tuple[tuple[int, int], ...]  # absolute offsets in the source text


def query_words(query: str) -> frozenset[str]:
    """Normalised query words (same splitting rule as the index terms) used to find matches in text; function
    words are only highlighted when the query has nothing else."""
    found = [w for w in normalise(query).split() if len(w) > 1]
    content = frozenset(w for w in found if w not in STOPWORDS)
    return content or frozenset(found)


def match_spans(text: str, words: frozenset[str]) -> list[tuple[int, int]]:
    """Spans of the words (``\\w+`` runs) that match: the word itself, or a part of a snake/camel compound.

    A match must contain a query word as a substring, so the candidates are the words around the places where a
    query word occurs in the lowercased text (``str.find`` in C, 6× faster than one case-insensitive regex) and
    only those are checked, not every word of the chunk."""
    spans: list[tuple[int, int]] = []
    done = 0
    for pos in _occurrences(text, words):
        if pos < done:
            continue
        start = pos
        while start > done and _is_word_char(text[start - 1]):
            start -= 1
        m = _WORD.match(text, start)
        if m is None:
            continue
        done = m.end()
        token = m.group()
        if token.lower() in words or (_COMPOUND.search(token) and any(p in words for p in normalise(token).split())):
            spans.append((m.start(), m.end()))
    return spans


def _occurrences(text: str, words: frozenset[str]) -> list[int]:
    """Ascending start offsets of the query words in ``text``, case-insensitively."""
    low = text.lower()
    if len(low) != len(text):  # a few non-ASCII letters lowercase to two chars: offsets would drift
        finder = _finder(words)
        return [m.start() for m in finder.finditer(text)] if finder else []
    found = []
    for w in words:
        i = low.find(w)
        while i >= 0:
            found.append(i)
            i = low.find(w, i + 1)
    found.sort()
    return found


@functools.lru_cache(maxsize=256)
def _finder(words: frozenset[str]) -> re.Pattern[str] | None:
    if not words:
        return None
    return re.compile("|".join(re.escape(w) for w in sorted(words, key=lambda w: (-len(w), w))), re.IGNORECASE)


def _is_word_char(ch: str) -> bool:
    return ch.isalnum() or ch == "_"


def best_fragment(text: str, words: frozenset[str], width: int = FRAGMENT_CHARS) -> Fragment:
    """The window of ``width`` chars holding the most distinct query words, snapped to word boundaries."""
    spans = match_spans(text, words)
    if len(text) <= width:
        return Fragment(0, len(text), tuple(spans))
    start = max(0, window_start(text, spans, width) - width // 6)
    start = _snap_left(text, start)
    end = _snap_right(text, min(len(text), start + width))
    return Fragment(start, end, tuple(sp for sp in spans if sp[0] >= start and sp[1] <= end))


def window_start(text: str, spans: list[tuple[int, int]], width: int) -> int:
    """Start of the span whose window (the spans ending within ``width`` chars of it) holds the most distinct
    query words, then the most matches; the earliest on ties."""
    # Two pointers (span ends ascend): the window of span i is spans i..j-1; distinct words counted incrementally.
    lowered = [text[a:b].lower() for a, b in spans]
    counts: dict[str, int] = {}
    best_start, best_key = 0, (-1, 0)
    j = 0
    for i, (s, _) in enumerate(spans):
        while j < len(spans) and spans[j][1] <= s + width:
            counts[lowered[j]] = counts.get(lowered[j], 0) + 1
            j += 1
        key = (len(counts), j - i)
        if key > best_key:
            best_key, best_start = key, s
        if j > i:
            counts[lowered[i]] -= 1
            if not counts[lowered[i]]:
                del counts[lowered[i]]
        else:
            j = i + 1
    return best_start


def _snap_left(text: str, pos: int) -> int:
    if pos <= 0:
        return 0
    space = text.rfind(" ", max(0, pos - 20), pos)
    return space + 1 if space >= 0 else pos


def _snap_right(text: str, pos: int) -> int:
    if pos >= len(text):
        return len(text)
    space = text.find(" ", pos, pos + 20)
    return space if space >= 0 else pos
