"""Snippets (retrieval/snippets.py): which words are highlighted and which window is shown."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vaultmem.retrieval import snippets
from vaultmem.retrieval.snippets import best_fragment, match_forms, match_spans, query_words, window_start
from vaultmem.text.terms import has_cjk, reference_terms, token_forms, tokens

_TOKEN = re.compile(r"[^\W_]+(?:[-_][^\W_]+)*")


def reference_spans(text: str, query: str) -> list[tuple[int, int]]:
    """The rule stated through the index: a token of the text is highlighted when one of the index terms it
    yields is a term of one of the query's words (so a highlight marks exactly what matched)."""
    wanted = {t for m in _TOKEN.finditer(query) for t in reference_terms(m.group())}
    return [(m.start(), m.end()) for m in _TOKEN.finditer(text) if set(reference_terms(m.group())) & wanted]


def spans(text: str, query: str) -> list[tuple[int, int]]:
    return [(a, b) for a, b, _ in match_spans(text, query_words(query))]


def test_whole_words_compounds_and_inflections_are_highlighted() -> None:
    text = "Redis caches; redis_cache and RedisCache, but not predis or Rediscover."
    assert [text[a:b] for a, b in spans(text, "redis")] == ["Redis", "redis_cache", "RedisCache"]
    text = "The Wi-Fi password; boilers were fitted; we organised it."
    assert [text[a:b] for a, b in spans(text, "wifi boiler fitting organized")] == [
        "Wi-Fi", "boilers", "fitted", "organised"]


def test_cjk_text_is_highlighted_where_its_letters_match_not_as_a_whole_sentence() -> None:
    text = "今日は土曜学校の秋学期。父のリハビリは週3回、お父さんは元気。"
    assert [text[a:b] for a, b in spans(text, "土曜クラス 父")] == ["土曜", "父", "父"]
    # a word of several letters is highlighted by its pairs of letters, not by every letter it shares
    assert spans("学校の本", "の本") == [(2, 4)] and spans("本の学校", "の本") == []


_alphabet = st.sampled_from(list("redis cache_RedisCache-é ÉTé.\n9xXİ--__"))


@settings(deadline=None, max_examples=300)
@given(st.text(_alphabet, max_size=120), st.lists(st.sampled_from(["redis", "cache", "té", "x9", "éé", "caches"]),
                                                   min_size=1, max_size=3))
def test_a_highlight_marks_exactly_what_matched_in_the_index(text: str, words: list[str]) -> None:
    query = " ".join(words)
    assert spans(text, query) == reference_spans(text, query)


def every_word_read(text: str, words: frozenset[str]) -> list[tuple[int, int, frozenset[str]]]:
    """``match_forms``'s contract stated plainly: every word of the text analysed, none skipped by a search (a
    word of CJK letters matched where its letters are, as ``match_forms`` reads one)."""
    out = []
    for m in tokens(text):
        forms = token_forms(m.group())
        if forms & words:
            whole = (m.start(), m.end(), forms & words)
            out.extend(snippets._cjk_spans(m, words, whole) if has_cjk(m.group()) else [whole])
    return out


# Words that reach each path of the key search: joined spellings with either separator, camelCase parts, British and
# American spellings, other forms ("mum" for "mother"), short stems, digits, accents, ligatures, a CJK run, and "İ"
# (lowercasing it adds a character); the glue makes compounds, double separators, mid-word hits and non-ASCII
# punctuation.
_WORDS = ["Wi-Fi", "wi_fi", "WiFi", "wifi", "colour", "Colors", "organised", "organized", "Mum's", "mom", "mother",
          "HTTPServer", "redisCache", "x9", "HbA1c", "città", "Straße", "strasse", "文件系统", "e-mail", "E_MAIL",
          "trying", "skies", "grey", "gray", "co-op", "reRead", "ﬁle", "İstanbul", "caché"]
_GLUE = [" ", "-", "_", "--", "__", "\n", ". ", "’", "，", "(", "é", ""]


@settings(deadline=None, max_examples=500)
@given(st.lists(st.tuples(st.sampled_from(_WORDS), st.sampled_from(_GLUE)), max_size=30),
       st.lists(st.sampled_from(_WORDS), min_size=1, max_size=3))
def test_match_forms_equals_reading_every_word(parts: list[tuple[str, str]], query: list[str]) -> None:
    text = "".join(word + glue for word, glue in parts)
    words = query_words(" ".join(query))
    assert match_forms(text, words) == every_word_read(text, words)


def test_fragment_is_the_window_with_most_query_words() -> None:
    filler = "lorem ipsum dolor sit amet " * 30
    text = filler + "the harbor cache keeps latency low for the harbor team " + filler
    frag = best_fragment(text, query_words("harbor latency"))
    shown = text[frag.start:frag.end]
    assert "harbor cache keeps latency" in shown and len(shown) <= 260
    assert all(text[a:b].lower() in {"harbor", "latency"} for a, b in frag.highlights)


def test_fragment_starts_and_ends_on_a_word_where_lines_break() -> None:
    card = "Dale Pickering\nPickering Lofts Ltd\nTitle: Builder\n" + "Phone (cell): 07700 900123\n" * 12
    for width in range(40, 140, 7):
        frag = best_fragment(card, query_words("builder phone"), width=width)
        assert frag.start == 0 or card[frag.start - 1] in " \n"  # never "le Pickering", half a name
    lines = "\n".join(f"line{i} word{i}" for i in range(60)) + "\nthe harbor cache\n" + "\n".join(["tail"] * 60)
    frag = best_fragment(lines, query_words("harbor"), width=100)
    assert lines[frag.start - 1] == "\n" and lines[frag.end] == "\n"  # cut at line breaks, not inside words


def reference_window_start(spans: list[tuple[int, int, str]], width: int) -> int:
    """The window rule stated plainly: for each span start, the spans ending within ``width``; most distinct
    matched words first, then most matches; the earliest such start."""
    best_start, best_key = 0, (-1, 0)
    for i, (s, _, _) in enumerate(spans):
        inside = [sp for sp in spans[i:] if sp[1] <= s + width]
        key = (len({form for _, _, form in inside}), len(inside))
        if key > best_key:
            best_key, best_start = key, s
    return best_start


@settings(deadline=None, max_examples=300)
@given(st.lists(st.sampled_from(["harbor", "Harbor", "cache", "latency", "lorem", "ipsum", "x" * 30]), max_size=80),
       st.integers(10, 80))
def test_fragment_window_equals_the_plain_rule(tokens: list[str], width: int) -> None:
    text = " ".join(tokens)
    found = match_spans(text, query_words("harbor cache latency " + "x" * 30))
    assert window_start(found, width) == reference_window_start(found, width)


@pytest.mark.parametrize("query, text", [
    ("try", "I am trying hard, I tried, and I will try again."),
    ("fly", "Flying flies fly."),
    ("use", "Using the user's uses."),
    ("age", "Aging gracefully at any age."),
    ("die", "Dying plants and died ones."),
    ("sky", "Skies and a sky."),
])
def test_a_short_stem_highlights_every_spelling_it_matched(query: str, text: str) -> None:
    """Snowball changes a short stem within its first three letters ("trying" → "tri", "using" → "use",
    "skies" → "sky"): the highlight still marks every word that matched in the index."""
    assert spans(text, query) == reference_spans(text, query)
    assert spans(text, query)


@pytest.mark.parametrize("query, text", [
    ("mother", "Mum's party, and Mom said mummy would come."),
    ("father", "Dad's spreadsheet says Papa is ready."),
    ("teeth", "One tooth came out."),
])
def test_another_form_of_a_word_is_highlighted_where_it_matched(query: str, text: str) -> None:
    """"mum" is indexed as "mother" (``text.variants``): the highlight marks it for a question about a mother."""
    assert spans(text, query) == reference_spans(text, query)
    assert spans(text, query)


@pytest.mark.parametrize(("query", "text"), [
    ("e-bike", "Charged the e-bike"),  # a one-letter part ("e") and a text that ends in a letter
    ("e-mail", "Sent an E mail, then an e-mail and an email"),
])
def test_a_one_letter_part_of_a_compound_is_matched_like_any_word(query: str, text: str) -> None:
    """"e-bike" asks for its parts too, "e" among them: the key search had read "e" as the empty key, which
    "finds" every position, the text's end included, and failed there."""
    assert spans(text, query) == reference_spans(text, query)
    assert spans(text, query)
