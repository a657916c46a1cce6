"""Snippet pipeline after Whoosh's highlight: fragmenter → fragment scorer → (formatters live with views).

The engine picks the best fragment of the best chunk and the spans of query matches in it; the terminal,
the Qt view and the clipboard export only format that one ``Snippet``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..index.lru import LRU
from ..index.snapshot import Snapshot
from ..text.terms import token_forms, tokens
from ..text.words import STOPWORDS

FRAGMENT_CHARS = 240
WORDS_CACHE_ITEMS = 20_000  # chunks whose word lists a snapshot keeps (a query reads its candidates' best chunks)

Word = tuple[int, int, frozenset[str]]  # (start, end, the analysed forms the token stands for)


@dataclass(frozen=True, slots=True)
class Fragment:
    start: int
    end: int
    highlights: tuple[tuple[int, int], ...]  # absolute offsets in the source text


def query_words(query: str) -> frozenset[str]:
    """The analysed forms of the query's words (parts and joined forms of compounds): a word of the text is
    highlighted when it stands for one of them, exactly the rule by which it matched in the index. Function
    words are only highlighted when the query has nothing else."""
    found = [(m.group(), token_forms(m.group())) for m in tokens(query)]
    content = frozenset(f for raw, fs in found if raw.lower() not in STOPWORDS and len(raw) > 1 for f in fs)
    return content or frozenset(f for _, fs in found for f in fs)


def words_of(text: str) -> list[Word]:
    return [(m.start(), m.end(), token_forms(m.group())) for m in tokens(text)]


def chunk_words(snap: Snapshot, gid: int) -> list[Word]:
    """A chunk's words, split once per snapshot: features, evidence and snippets of one query all read them."""
    cache: LRU[list[Word]] = snap.derived("chunk_words", lambda _: LRU(WORDS_CACHE_ITEMS, lambda _v: 1))
    return cache.get(gid, lambda: words_of(snap.chunk_text(gid)))


def match_spans(text_words: list[Word], words: frozenset[str]) -> list[tuple[int, int, str]]:
    """(start, end, matched form) of every word of a text that stands for one of ``words``."""
    out = []
    for a, b, forms in text_words:
        if not forms.isdisjoint(words):
            out.append((a, b, min(forms & words)))
    return out


def best_fragment(text: str, words: frozenset[str], width: int = FRAGMENT_CHARS,
                  text_words: list[Word] | None = None) -> Fragment:
    """The window of ``width`` chars holding the most distinct query words, snapped to word boundaries."""
    spans = match_spans(words_of(text) if text_words is None else text_words, words)
    if len(text) <= width:
        return Fragment(0, len(text), tuple((a, b) for a, b, _ in spans))
    start = max(0, window_start(spans, width) - width // 6)
    start = _snap_left(text, start)
    end = _snap_right(text, min(len(text), start + width))
    return Fragment(start, end, tuple((a, b) for a, b, _ in spans if a >= start and b <= end))


def window_start(spans: list[tuple[int, int, str]], width: int) -> int:
    """Start of the span whose window (the spans ending within ``width`` chars of it) holds the most distinct
    query words, then the most matches; the earliest on ties."""
    # Two pointers (span ends ascend): the window of span i is spans i..j-1; distinct words counted incrementally.
    lowered = [form for _, _, form in spans]
    counts: dict[str, int] = {}
    best_start, best_key = 0, (-1, 0)
    j = 0
    for i, (s, _, _) in enumerate(spans):
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
