"""Snippet pipeline after Whoosh's highlight: fragmenter → fragment scorer → (formatters live with views).

The engine picks the best fragment of the best chunk and the spans of query matches in it; the terminal,
the Qt view and the clipboard export only format that one ``Snippet``.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ..text.spelling import BRITISH_PREFIXES
from ..text.terms import TRUNCATED, analyse, fold, has_cjk, segment_spans, token_forms, tokens
from ..text.variants import VARIANT_PREFIXES
from ..text.words import STOPWORDS, expand_contractions

FRAGMENT_CHARS = 240
# A word as the index reads it (``text.terms.tokens``), matched from its first character.
_WORD_AT = re.compile(r"[^\W_]+(?:[-_][^\W_]+)*")
_NON_ASCII = re.compile(r"[^\x00-\x7f]")


@dataclass(frozen=True, slots=True)
class Fragment:
    start: int
    end: int
    highlights: tuple[tuple[int, int], ...]  # absolute offsets in the source text


def query_words(query: str) -> frozenset[str]:
    """The analysed forms of the query's words (parts and joined forms of compounds): a word of the text is
    highlighted when it stands for one of them, exactly the rule by which it matched in the index. Function
    words are only highlighted when the query has nothing else."""
    found = [(m.group(), _asked_forms(m.group())) for m in tokens(expand_contractions(query))]
    content = frozenset(f for raw, fs in found
                        if raw.lower() not in STOPWORDS and (len(raw) > 1 or has_cjk(raw)) for f in fs)
    return content or frozenset(f for _, fs in found for f in fs)


def _asked_forms(token: str) -> frozenset[str]:
    """The forms a query's word is highlighted by: a CJK word of several letters by its pairs of letters, not by
    each letter (every "の" of the text is no match for "の本")."""
    forms = token_forms(token)
    if len(token) < 2 or not has_cjk(token):
        return forms
    return frozenset(f for f in forms if len(f) > 1 or not has_cjk(f))


def match_spans(text: str, words: frozenset[str]) -> list[tuple[int, int, str]]:
    """(start, end, matched form) of every word of ``text`` that stands for one of ``words``."""
    return [(a, b, min(forms)) for a, b, forms in match_forms(text, words)]


def match_forms(text: str, words: frozenset[str]) -> list[tuple[int, int, frozenset[str]]]:
    """(start, end, the ``words`` it stands for) of every word of ``text`` that stands for one of ``words``; read
    once for several sets of words, the spans of any subset are these filtered (``spans_of``).

    Only the words a cheap search points at are analysed: each occurrence of a ``prefix_keys`` key (``str.find``
    on the lowercased text) where a word part can begin is widened to the word around it, and so is each
    non-ASCII letter. A superset of the matches, so the result is exactly that of analysing every word
    (``tests/retrieval/test_snippets.py``)."""
    low = text.lower()
    if len(low) != len(text):  # lowercasing moved the offsets (a few non-ASCII letters grow): every word is read
        found = tokens(text)
    else:
        found = _hit_words(text, sorted(_key_hits(low, words)))
        if not text.isascii():
            found = _merged(found, _non_ascii_words(text))
    out = []
    for word in found:
        forms = token_forms(word.group())
        if not forms.isdisjoint(words):
            whole = (word.start(), word.end(), forms & words)
            out.extend(_cjk_spans(word, words, whole) if has_cjk(word.group()) else [whole])
    return out


def _cjk_spans(word: re.Match[str], words: frozenset[str], whole: tuple[int, int, frozenset[str]]
               ) -> list[tuple[int, int, frozenset[str]]]:
    """Where a word of CJK letters matches: its letters and pairs of letters that stand for one of ``words``, runs
    of them overlapping or touching joined into one span (a run of such letters is a whole sentence). The
    ``whole`` word's span when folding changes its length, so its letters' places are not the text's."""
    text = word.group()
    folded = fold(text.lower())
    if len(folded) != 1 or len(folded[0]) != len(text):
        return [whole]
    out: list[tuple[int, int, frozenset[str]]] = []
    for a, b, piece in segment_spans(folded[0]):
        form = analyse(piece)
        if form not in words:
            continue
        if out and a <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], b), out[-1][2] | {form})
        else:
            out.append((a, b, frozenset([form])))
    return [(word.start() + a, word.start() + b, forms) for a, b, forms in out]


def _hit_words(text: str, hits: list[int]) -> list[re.Match[str]]:
    """The words (in order, each once) around the ascending ``hits`` that fall where a word part can begin; a hit
    inside the word just taken is that word again."""
    out = []
    end = 0
    for pos in hits:
        if pos < end:
            continue
        before = text[pos - 1] if pos else " "
        if not before.isalnum() and before not in "-_":  # most hits: a word starts here
            word = _WORD_AT.match(text, pos)
        elif _part_starts(text, pos):
            word = _word_at(text, pos)
        else:
            continue
        if word is not None:
            out.append(word)
            end = word.end()
    return out


def _non_ascii_words(text: str) -> list[re.Match[str]]:
    """The words holding a non-ASCII letter or digit, in order; the search for the next non-ASCII character
    resumes after each word (a run of CJK text is one word of many letters) or after a character that is none
    (’, 。). A range of characters, not a class of letters: the regex engine scans it twice as fast."""
    out = []
    found = _NON_ASCII.search(text)
    while found is not None:
        pos = found.start()
        if text[pos].isalnum():
            word = _word_at(text, pos)  # a letter or digit is always inside a word
            out.append(word)
            pos = word.end() - 1
        found = _NON_ASCII.search(text, pos + 1)
    return out


def _merged(a: list[re.Match[str]], b: list[re.Match[str]]) -> list[re.Match[str]]:
    """Two ordered lists of words as one, each word once."""
    if not b:
        return a
    return sorted({w.start(): w for w in a + b}.values(), key=re.Match.start)


def spans_of(found: list[tuple[int, int, frozenset[str]]], words: frozenset[str]) -> list[tuple[int, int, str]]:
    """``match_spans`` for ``words`` from ``match_forms`` read for a superset of them."""
    return [(a, b, min(forms & words)) for a, b, forms in found if not forms.isdisjoint(words)]


def _key_hits(low: str, words: frozenset[str]) -> list[int]:
    """Positions of the keys in the lowercased text, also with a hyphen or underscore inside (a compound's
    joined form: "wifi" is written "wi-fi"). The keys are searched in a copy that writes an underscore as a
    hyphen (same offsets), so each joined spelling is one search, not two."""
    hits = []
    low = low.replace("_", "-")
    for variant in _key_variants(words) if "-" in low else prefix_keys(words):
        i = low.find(variant)
        while i >= 0:
            hits.append(i)
            i = low.find(variant, i + 1)
    return hits


@functools.lru_cache(maxsize=256)
def _key_variants(words: frozenset[str]) -> tuple[str, ...]:
    """The keys, also with a hyphen inside."""
    out = set()
    for k in prefix_keys(words):
        out.add(k)
        out.update(k[:cut] + "-" + k[cut:] for cut in range(1, len(k)))
    return tuple(sorted(out))


def _part_starts(text: str, pos: int) -> bool:
    """A word part can begin at ``pos``: not after an ASCII letter or digit, or at a camelCase boundary (the
    boundaries of ``text.terms``)."""
    if pos == 0:
        return True
    before, here = text[pos - 1], text[pos]
    if not (before.isascii() and before.isalnum()):
        return True
    if here.isupper() and (before.islower() or before.isdigit()):
        return True
    return here.isupper() and before.isupper() and pos + 1 < len(text) and text[pos + 1].islower()


def _word_at(text: str, pos: int) -> re.Match[str] | None:
    """The word (compounds whole) covering position ``pos``, if any."""
    start = pos
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] in "-_"):
        start -= 1
    word = _WORD_AT.search(text, start)
    while word is not None and word.end() <= pos:
        word = _WORD_AT.search(text, word.end())
    return word if word is not None and word.start() <= pos else None


@functools.lru_cache(maxsize=256)
def prefix_keys(words: frozenset[str]) -> tuple[str, ...]:
    """Strings one of which every word standing for one of ``words`` holds at the start of one of its parts
    (case aside; hyphens and underscores aside for a joined compound): the first three letters of each analysed
    form — a Snowball stem and the American spelling keep a word's first three letters — plus the British
    spellings and the other forms whose first letters differ ("grey" for "gray", "mum" for "mother"), and what a
    short stem changed ("try" for "tri")."""
    keys = {w.removeprefix(TRUNCATED)[:3] for w in words}
    # A stem keeps a word's first three letters except where it ends within them: Snowball turns a final "y" into
    # "i" ("try", "trying" → "tri") and gives back an "e" the suffix took ("using" → "use"); and its few
    # exceptional words ("dying" → "die", "skies" → "sky").
    keys.update(w[:-1] + "y" for w in words if len(w) <= 3 and w.endswith("i"))
    keys.update(w[:-1] for w in words if 2 <= len(w) <= 3 and w.endswith("e"))  # not "e" itself: "" is no key
    keys.update(_EXCEPTIONAL[w] for w in words if w in _EXCEPTIONAL)
    keys.update(k for w in words for k in BRITISH_PREFIXES.get(w, ()) + VARIANT_PREFIXES.get(w, ()))
    return tuple(sorted(keys))


_EXCEPTIONAL = {"die": "dy", "lie": "ly", "tie": "ty", "sky": "ski"}  # Snowball English's special forms


def best_fragment(text: str, words: frozenset[str], width: int = FRAGMENT_CHARS,
                  spans: list[tuple[int, int, str]] | None = None) -> Fragment:
    """The window of ``width`` chars holding the most distinct query words, snapped to word boundaries
    (``spans``: ``match_spans(text, words)`` when already known)."""
    if spans is None:
        spans = match_spans(text, words)
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
    """The start of the word at ``pos`` (after a space or a line break within 20 characters before it, or the
    text's start), else ``pos``."""
    if pos <= 20:
        return max(text.rfind(c, 0, pos) for c in _BREAKS) + 1 if pos > 0 else 0
    space = max(text.rfind(c, pos - 20, pos) for c in _BREAKS)
    return space + 1 if space >= 0 else pos


def _snap_right(text: str, pos: int) -> int:
    """The end of the word at ``pos`` (a space or a line break within 20 characters after it), else ``pos``."""
    if pos >= len(text):
        return len(text)
    space = min((i for c in _BREAKS if (i := text.find(c, pos, pos + 20)) >= 0), default=-1)
    return space if space >= 0 else pos


_BREAKS = (" ", "\n", "\t")
