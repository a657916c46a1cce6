"""Snippets (retrieval/snippets.py): which words are highlighted and which window is shown."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from vaultmem.retrieval.snippets import best_fragment, match_spans, query_words, window_start
from vaultmem.text.terms import normalise

_WORD = re.compile(r"\w+")
_COMPOUND = re.compile(r"_|[a-z0-9][A-Z]")


def reference_spans(text: str, words: frozenset[str]) -> list[tuple[int, int]]:
    """The rule stated plainly: every \\w+ word, kept when it is a query word or a compound with one as a part."""
    out = []
    for m in _WORD.finditer(text):
        token = m.group()
        if token.lower() in words or (_COMPOUND.search(token) and any(p in words for p in normalise(token).split())):
            out.append((m.start(), m.end()))
    return out


def test_whole_words_and_compound_parts_are_highlighted() -> None:
    text = "Redis caches; redis_cache and RedisCache, but not predis or Rediscover."
    words = query_words("redis")
    assert [text[a:b] for a, b in match_spans(text, words)] == ["Redis", "redis_cache", "RedisCache"]


# "İ" lowercases to two chars, so texts holding it take the regex path instead of str.find on lowered text
_alphabet = st.sampled_from(list("redis cache_RedisCache-é ÉTé.\n9xXİ"))


@settings(deadline=None, max_examples=300)
@given(st.text(_alphabet, max_size=120), st.lists(st.sampled_from(["redis", "cache", "té", "x9", "é"]), min_size=1, max_size=3))
def test_match_spans_equals_the_word_by_word_rule(text: str, words: list[str]) -> None:
    assert match_spans(text, frozenset(words)) == reference_spans(text, frozenset(words))


def test_fragment_is_the_window_with_most_query_words() -> None:
    filler = "lorem ipsum dolor sit amet " * 30
    text = filler + "the harbor cache keeps latency low for the harbor team " + filler
    frag = best_fragment(text, query_words("harbor latency"))
    shown = text[frag.start:frag.end]
    assert "harbor cache keeps latency" in shown and len(shown) <= 260
    assert all(text[a:b].lower() in {"harbor", "latency"} for a, b in frag.highlights)


def reference_window_start(text: str, spans: list[tuple[int, int]], width: int) -> int:
    """The window rule stated plainly: for each span start, the spans ending within ``width``; most distinct
    words first, then most matches; the earliest such start."""
    best_start, best_key = 0, (-1, 0)
    for i, (s, _) in enumerate(spans):
        inside = [sp for sp in spans[i:] if sp[1] <= s + width]
        key = (len({text[a:b].lower() for a, b in inside}), len(inside))
        if key > best_key:
            best_key, best_start = key, s
    return best_start


@settings(deadline=None, max_examples=300)
@given(st.lists(st.sampled_from(["harbor", "Harbor", "cache", "latency", "lorem", "ipsum", "x" * 30]), max_size=80),
       st.integers(10, 80))
def test_fragment_window_equals_the_plain_rule(tokens: list[str], width: int) -> None:
    text = " ".join(tokens)
    words = frozenset({"harbor", "cache", "latency", "x" * 30})
    spans = match_spans(text, words)
    assert window_start(text, spans, width) == reference_window_start(text, spans, width)
