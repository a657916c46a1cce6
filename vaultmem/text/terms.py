"""Index-side term normalisation: text → the BPE token ids that BM25 counts.

Raw BPE ids make "Redis", " redis" and "redis_cache" three unrelated terms. The rule, applied identically to
documents and queries:

1. split camelCase / PascalCase boundaries ("RedisCache" → "Redis Cache", "HTTPServer" → "HTTP Server");
2. every run of non-letters/digits (spaces, punctuation, ``_``, ``-``, ``/``) becomes one space;
3. lowercase (Unicode ``str.lower``);
4. encode with tiktoken as if each word were preceded by a space, so a word gets the ids of " word"
   wherever it stood (start of line, after punctuation, inside an identifier);
5. drop the lone-space id that tiktoken emits before digit runs.

So "Redis", " redis", "redis_cache" and "RedisCache" all contain the term id of " redis". A word may map to
several ids (" kubernetes" → " k" "ubern" "etes"); each is a term.

Step 4 is computed word by word from a cache (``WordIds``) instead of one tiktoken call over the normalised
string. That is exact, not an approximation: the normalised string is words separated by single spaces with no
whitespace inside a word, and cl100k's pre-tokeniser never lets a piece run across such a space (a piece that
contains the space starts at it, and how it continues depends only on the word after it), so encoding the
whole string equals concatenating the encodings of " word" for each word. ``tests/text/test_terms.py`` checks
the two against each other on real and generated text. Words repeat (Zipf), so after a few files nearly every
word is a dict hit and the term path costs a regex pass instead of a second tokenizer pass (ingest measured
0.33 → 0.10 ms/KB CPU for this step on the real-text corpus).
"""

from __future__ import annotations

import re
from itertools import chain

import numpy as np

from .tokenizer import encoding

# The capital after each camelCase boundary; the substitution puts a space in front of it. Same boundaries as
# the lookaround form (?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z]), but a pattern that starts with one
# character class lets the regex engine skip to the next capital (rare in prose) instead of trying every
# position (0.034 → 0.012 ms/KB).
_CAMEL = re.compile(r"[A-Z](?:(?<=[a-z0-9][A-Z])|(?<=[A-Z][A-Z])(?=[a-z]))")
_NON_WORD = re.compile(r"[\W_]+")
_WORD = re.compile(r"[^\W_]+")
_SPACE_ID = 220  # cl100k_base id of " "

# Cleared when full, so a vault of random identifiers cannot grow it without bound (~200 bytes an entry).
WORD_CACHE_MAX = 200_000


def normalise(text: str) -> str:
    """The normalised word string (leading space included) whose tokens are the index terms."""
    return " " + _NON_WORD.sub(" ", _CAMEL.sub(r" \g<0>", text)).lower().strip()


def index_words(text: str) -> list[str]:
    """``normalise(text).split()`` without building the normalised string first. Lowercasing keeps every word
    boundary (checked over every code point) except at "İ", which lowercases to "i" and a combining dot."""
    split = _CAMEL.sub(r" \g<0>", text)
    if "\u0130" in split:
        return normalise(text).split()
    return _WORD.findall(split.lower())


def encode_word(word: str) -> tuple[int, ...]:
    """Term ids of one normalised word: the tokens of " word" without the lone-space id."""
    return tuple(i for i in encoding().encode_ordinary(" " + word) if i != _SPACE_ID)


class WordIds(dict[str, tuple[int, ...]]):
    """word → ``encode_word(word)``, filled on first sight. Safe to share between threads: a race only
    computes the same entry twice."""

    def __missing__(self, word: str) -> tuple[int, ...]:
        if len(self) >= WORD_CACHE_MAX:
            self.clear()
        ids = self[word] = encode_word(word)
        return ids


_WORD_IDS = WordIds()


def term_ids(text: str) -> np.ndarray:
    """Index terms of ``text`` in order of occurrence, as uint32."""
    return np.array(list(chain.from_iterable(map(_WORD_IDS.__getitem__, index_words(text)))), dtype=np.uint32)


def term_text(term_id: int) -> str:
    """Readable form of one term for explanations (" redis" → "redis")."""
    return encoding().decode([int(term_id)]).strip()
