"""Index-side analysis: text → the term ids that BM25 counts. One path for documents and queries.

A term is a whole word, never a piece of one: "flibbertigibbet" must not match the BPE pieces " fl", "ib",
"bert" scattered over other words. Each word is analysed the same way on both sides:

1. words are the runs of letters and digits; camelCase / PascalCase boundaries split them ("RedisCache" →
   "redis" "cache", "HTTPServer" → "http" "server"); everything is lowercased; a run of Chinese or Japanese
   letters, written without spaces, is each letter and each pair of adjacent letters, and a Korean word itself and
   its pairs of syllables (``segments``);
2. letters outside ASCII lose their accents (NFKD, combining marks on Latin/Greek/Cyrillic letters dropped:
   "città" → "citta", "ﬁle" → "file"), and the Latin letters NFKD keeps whole take their ASCII spelling
   ("Straße" → "strasse", "Ærø" → "aero");
3. a word with no digit takes its American spelling (``spelling.americanise``) and its Snowball stem
   ("organised" → "organiz", "boilers" → "boiler"); a word with a digit stays exact ("a1c", "2291");
4. the analysed word is encoded with tiktoken as " word": when that is one token, the token id is the term;
   when it is several, the term is a 64-bit mix of those ids folded into ``[COMPOSITE_BASE, TRUNCATED_BASE)``,
   above every cl100k id. Distinct multi-token words collide with probability ~n²/2^32.6 (a few pairs in a
   million distinct words, each merging two rare words' postings), which is the price of keeping terms uint32;
5. compounds also index their joined form: "Wi-Fi", "wi_fi" and "WiFi" each give "wi", "fi" and "wifi", so a
   query for "wifi" finds all three and "e-mail" meets "email". Apostrophes split words but never join them
   ("mum's" → "mum" "s");
6. a word of letters the (mostly English) vocabulary lacks also indexes its first five letters (``truncated``):
   Romanian "gărzile", Spanish "prometido", Finnish "tarkastuksen" meet their other forms, which the English
   stemmer leaves apart. Such a form is no word: its term is the CRC-32 of its letters (``truncated_term``), not
   encoded, in ``[TRUNCATED_BASE, 2**32)``, and a chunk's length (``word_count``) does not count it, so BM25's
   normalisation is that of the words.

Analysis runs per *piece*: the UTF-8 byte runs between ASCII characters that are not letters or digits (one
``bytes.translate`` plus ``split`` in C), plus one extra piece per hyphen/underscore compound holding its joined
form. A batch of pieces is analysed together and encoded in one tiktoken call, split back into words where a
token starts with a space (``piece_words``, ``word_terms``); ingest remembers each piece's terms
(``sync.piece_cache``).

``tests/text/test_terms.py`` checks ``term_ids`` against ``reference_terms`` (word by word, one tiktoken call
each) on real text, on every Unicode code point and on generated text.
"""

from __future__ import annotations

import functools
import re
import unicodedata
import zlib
from dataclasses import dataclass
from itertools import chain

import numpy as np

from ..ragged import split
from .spelling import americanise
from .tokenizer import decode, encoding, is_vocabulary_word, space_led, word_ids
from .variants import base_form, number_form
from .words import stem

# The capital after each camelCase boundary; the substitution puts a space in front of it. Same boundaries as
# the lookaround form (?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z]), but a pattern that starts with one
# character class lets the regex engine skip to the next capital (rare in prose) instead of trying every
# position (docs/performance.md#camelcase-boundaries).
_CAMEL = re.compile(r"[A-Z](?:(?<=[a-z0-9][A-Z])|(?<=[A-Z][A-Z])(?=[a-z]))")
_NON_WORD = re.compile(r"[\W_]+")
_WORD = re.compile(r"[^\W_]+")
_SPACE_ID = 220  # cl100k_base id of " "
# Letters of the scripts written without spaces between words (Chinese, Japanese) or with particles joined to them
# (Korean): Hangul jamo and syllables, kana, CJK ideographs and their compatibility forms (``segments``).
_HANGUL = "\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7af\ud7b0-\ud7ff"
_CJK = re.compile(f"[{_HANGUL}]+|[\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f"
                  "\U00020000-\U0002fa1f]+")
_IS_HANGUL = re.compile(f"[{_HANGUL}]")

# Each ASCII byte that is not a letter or digit → space; other bytes (UTF-8 sequences) kept.
_SEPARATORS = bytes(b if b >= 0x80 or chr(b).isalnum() else 0x20 for b in range(256))
# A hyphen/underscore compound in UTF-8 bytes (non-ASCII bytes count as letters, as in pieces).
_COMPOUND = re.compile(rb"[A-Za-z0-9\x80-\xff]+(?:[-_][A-Za-z0-9\x80-\xff]+)+")
_JOINERS = re.compile(rb"[-_]")
COMPOSITE_BASE = 1 << 17  # composite (multi-token word) terms live above every cl100k id (100,277)
TRUNCATED_BASE = 3 << 30  # truncated forms' terms live above every other (``truncated``): lengths leave them out
TRUNCATION = 5  # letters a truncated form keeps (``truncated``)
TRUNCATED = "~"  # what a truncated form starts with
_FOLD_BELOW = 0x0530  # combining marks are dropped after Latin, IPA, Greek, Cyrillic and Armenian letters
# Latin letters NFKD leaves whole, written as their ASCII spelling when typed without them: "Straße" is found by
# "strasse", "Ærø" by "aero", Turkish "Yıldız" by "yildiz", Icelandic "Guðrún" by "gudrun".
_LIGATURES = str.maketrans({"ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "þ": "th", "ı": "i",
                            "ð": "d", "ħ": "h"})


def index_text(text: str) -> str:
    """The word string (leading space included) whose tokens are the index terms: camel case split, anything
    but letters and digits a space, lowercased. Not ``words.normalise``, the text the memory cues read."""
    return " " + _NON_WORD.sub(" ", _CAMEL.sub(r" \g<0>", text)).lower().strip()


def index_words(text: str) -> list[str]:
    """``index_text(text).split()`` without building the normalised string first. Lowercasing keeps every word
    boundary (checked over every code point) except at "İ", which lowercases to "i" and a combining dot."""
    split = _CAMEL.sub(r" \g<0>", text)
    if "\u0130" in split:
        return index_text(text).split()
    return _WORD.findall(split.lower())


def fold(word: str) -> list[str]:
    """A lowercase word without accents or compatibility forms ("città" → "citta", "ﬁle" → "file", "Straße" →
    "strasse", "２０" → "20"); several words when its compatibility form holds a break. ASCII words are returned
    as they are."""
    if word.isascii():
        return [word]
    out = []
    for ch in unicodedata.normalize("NFKD", word):
        if out and unicodedata.combining(ch) and ord(out[-1]) < _FOLD_BELOW:
            continue
        out.append(ch)
    return _WORD.findall(unicodedata.normalize("NFC", "".join(out)).lower().translate(_LIGATURES)) or [word]


def has_cjk(text: str) -> bool:
    """Whether ``text`` holds a letter of Chinese, Japanese or Korean (``_CJK``)."""
    return not text.isascii() and _CJK.search(text) is not None


def segments(word: str) -> list[str]:
    """A folded word as the index reads it: itself, or, where it holds Chinese, Japanese or Korean letters, those
    letters as pairs of adjacent ones (Lucene's CJK bigrams), the rest as words. Chinese and Japanese write a
    sentence without spaces, so a run of their letters is one "word" to a split at spaces and punctuation, and a
    question's "土曜" would never meet a note's "土曜学校は…": as pairs, and as single characters (a word may be
    one: 父, 猫), "土曜クラス" is 土 土曜 曜 曜ク ク クラ ラ ラス ス, and the question's word meets the note's. Korean
    spaces its words but joins particles and endings to them ("번호랑", "번호는"): a run of Hangul is itself and
    its pairs of syllables, not each syllable, which is too common to tell anything."""
    if not has_cjk(word):
        return [word]
    return [piece for _, _, piece in segment_spans(word)]


def segment_spans(word: str) -> list[tuple[int, int, str]]:
    """``segments`` with where each lies in ``word`` (start, end, text)."""
    out: list[tuple[int, int, str]] = []
    pos = 0
    for m in _CJK.finditer(word):
        if m.start() > pos:
            out.append((pos, m.start(), word[pos:m.start()]))
        korean = _IS_HANGUL.match(m.group()) is not None
        if korean and m.end() - m.start() > 2:
            out.append((m.start(), m.end(), m.group()))
        for i in range(m.start(), m.end()):
            if not korean or m.end() - m.start() == 1:
                out.append((i, i + 1, word[i]))
            if i + 1 < m.end():
                out.append((i, i + 2, word[i:i + 2]))
        pos = m.end()
    if pos < len(word):
        out.append((pos, len(word), word[pos:]))
    return out


@functools.lru_cache(maxsize=1 << 16)
def analyse(word: str) -> str:
    """The index form of one folded, lowercase word: its base form (``variants``: "mum" → "mother"), American
    spelling and Snowball stem, except that a word with a digit stays exact (identifiers, numbers; an ordinal is its
    number)."""
    if any(c.isdigit() for c in word):
        return number_form(word)
    return stem(americanise(base_form(word))) if word.isascii() else stem(word)


def analysed_words(raw: list[str], truncate: bool = False) -> list[str]:
    """The analysed words a piece's lowercase words stand for: each word (a run of CJK letters as its
    ``segments``), then the joined form of a camelCase compound (several words in one piece), then, with
    ``truncate``, the truncated form of each word another language may inflect (``truncated``)."""
    words = [w for r in raw for w in fold(r)]
    out = [analyse(s) for w in words for s in segments(w)]
    if len(words) > 1:
        out.extend(analyse(s) for w in fold("".join(raw)) for s in segments(w))
    if truncate:
        out.extend(t for w in words if (t := truncated(w)) is not None)
    return out


@functools.lru_cache(maxsize=1 << 16)
def truncated(word: str) -> str | None:
    """The form a folded word shares with every word that begins with the same ``TRUNCATION`` letters, or None.

    The stemmer is English: Romanian "gărzile" and "garzi", Spanish "prometí" and "prometido", Finnish
    "tarkastus" and "tarkastuksen" stay apart. Cutting a word to its first five letters joins most of a European
    language's inflections of it (McNamee, Nicholas & Mayfield 2009, "Addressing morphological variation in
    alphabetic languages"); the question reads it as a weaker form of its own word (``retrieval.lexical``). Only
    for words of letters that are no word of the (mostly English) vocabulary, whose forms the stemmer already
    joins, and not for Chinese, Japanese or Korean, read as letters and pairs. ``TRUNCATED`` marks the form,
    which no analysed word holds."""
    if (len(word) < TRUNCATION or not word.isalpha() or has_cjk(word) or is_vocabulary_word(word)
            or is_vocabulary_word(word.capitalize())):  # "Wednesday" is one token, "wednesday" is not
        return None
    return TRUNCATED + word[:TRUNCATION]


def group_terms(token_groups: list[np.ndarray]) -> np.ndarray:
    """The term of each analysed word from its token ids: the id itself for one token, else ``composite``."""
    out = np.zeros(len(token_groups), dtype=np.uint32)
    multi = []
    for i, g in enumerate(token_groups):
        if len(g) == 1:
            out[i] = g[0]
        else:
            multi.append(i)
    if multi:
        out[multi] = composite([token_groups[i] for i in multi])
    return out


_M1, _M2 = np.uint64(0xBF58476D1CE4E5B9), np.uint64(0x94D049BB133111EB)


def _mix(x: np.ndarray) -> np.ndarray:
    """splitmix64's finaliser (Steele, Lea & Flood 2014), vectorised; uint64 arithmetic wraps."""
    x = x ^ (x >> np.uint64(30))
    x = x * _M1
    x = x ^ (x >> np.uint64(27))
    x = x * _M2
    return x ^ (x >> np.uint64(31))


def composite(groups: list[np.ndarray]) -> np.ndarray:
    """One uint32 term per sequence of token ids, in ``[COMPOSITE_BASE, TRUNCATED_BASE)``: a splitmix64 chain
    over the ids, vectorised across sequences position by position (deterministic on every platform)."""
    lengths = np.fromiter(map(len, groups), dtype=np.int64, count=len(groups))
    h = np.full(len(groups), 0x9E3779B97F4A7C15, dtype=np.uint64)
    flat = np.concatenate(groups).astype(np.uint64) if groups else np.zeros(0, np.uint64)
    starts = np.concatenate(([0], np.cumsum(lengths)[:-1]))
    for j in range(int(lengths.max(initial=0))):
        live = lengths > j
        h[live] = _mix(h[live] ^ (flat[starts[live] + j] + np.uint64(1)))
    span = np.uint64(TRUNCATED_BASE - COMPOSITE_BASE)
    return (h % span + np.uint64(COMPOSITE_BASE)).astype(np.uint32)


def word_count(terms: np.ndarray) -> int:
    """How many words a text's terms stand for: its truncated forms (``truncated``) are no words of their own, so a
    length, BM25's normalisation, leaves them out."""
    return int(np.count_nonzero(terms < TRUNCATED_BASE))


@functools.lru_cache(maxsize=1 << 16)
def truncated_term(form: str) -> int:
    """The term of a truncated form (``truncated``), in ``[TRUNCATED_BASE, 2**32)`` where a length does not count
    it: the CRC-32 of its letters, not its tokens (it is no word, and ingest need not encode it)."""
    return TRUNCATED_BASE + zlib.crc32(form.encode("utf-8", "surrogatepass")) % ((1 << 32) - TRUNCATED_BASE)


def compound_pieces(data: bytes) -> list[bytes]:
    """The joined, ASCII-lowercased form of each hyphen/underscore compound in UTF-8 ``data``."""
    if b"-" not in data and b"_" not in data:
        return []
    return [_JOINERS.sub(b"", m).lower() for m in _COMPOUND.findall(data)]


@functools.lru_cache(maxsize=1 << 14)
def word_term(analysed: str) -> int:
    """The term of one analysed word, encoded on its own from the token table (the query path never builds the
    encoder; the cached batch path of ingest must agree)."""
    if analysed.startswith(TRUNCATED):
        return truncated_term(analysed)
    ids = [i for i in word_ids(analysed) if i != _SPACE_ID]
    return ids[0] if len(ids) == 1 else int(composite([np.asarray(ids, np.uint32)])[0])


def reference_terms(text: str) -> list[int]:
    """The analysis rule written plainly, word by word with one tiktoken call each and no cache: what the
    cached batch path must equal (as a multiset; BM25 only counts)."""
    data = text.encode("utf-8", "surrogatepass")
    return [word_term(word) for piece in data.translate(_SEPARATORS).split() + compound_pieces(data)
            for word in analysed_words(index_words(piece.decode("utf-8", "surrogatepass")), truncate=True)]


@dataclass(frozen=True, slots=True)
class QueryWord:
    """One word of a query as typed ("Wi-Fi", "boilers") with the terms it can match: its own, and for a
    compound its joined form besides its parts."""

    text: str  # as typed, lowercased
    parts: tuple[int, ...]  # the term of each part (one for a plain word)
    joined: int | None  # the joined form of a compound (None for a plain word)
    analysed: str  # the analysed form (joined form for a compound), for display
    part_forms: tuple[str, ...] = ()  # the analysed form of each part, as ``parts``


_QUERY_TOKEN = re.compile(r"[^\W_]+(?:[-_][^\W_]+)*")  # a word as typed, compounds whole


@functools.lru_cache(maxsize=1 << 15)
def token_forms(token: str) -> frozenset[str]:
    """The analysed words one token of text ("Wi-Fi", "boilers", "HbA1c") stands for, derived exactly as the
    index derives a text's terms: its pieces, then the joined form of a hyphen/underscore compound."""
    data = token.encode("utf-8", "surrogatepass")
    return frozenset(w for piece in data.translate(_SEPARATORS).split() + compound_pieces(data)
                     for w in analysed_words(index_words(piece.decode("utf-8", "surrogatepass")), truncate=True))


def tokens(text: str) -> list[re.Match[str]]:
    """The word tokens of a text (compounds whole), with their spans."""
    return list(_QUERY_TOKEN.finditer(text))


def content_forms(text: str, stopwords: frozenset[str]) -> frozenset[str]:
    """The analysed forms of a text's words that are not in ``stopwords`` (lowercase surface forms); each distinct
    word analysed once."""
    words = {m.group() for m in _QUERY_TOKEN.finditer(text)}
    return frozenset(f for w in words if w.lower() not in stopwords for f in token_forms(w))


def query_words(text: str) -> list[QueryWord]:
    """The words of a query in order, analysed exactly as documents are (``analysed_words``)."""
    out = []
    for m in _QUERY_TOKEN.finditer(text):
        raw = index_words(m.group())
        if not raw:
            continue
        words = analysed_words(raw)
        n = sum(len(segments(w)) for r in raw for w in fold(r))
        parts = tuple(word_term(w) for w in words[:n])
        joined = word_term(words[-1]) if len(words) > n else None
        out.append(QueryWord(m.group().lower(), parts, joined, words[-1] if joined is not None else words[0],
                             tuple(words[:n])))
    return out


def pieces(text: str) -> list[bytes]:
    """The UTF-8 runs of ``text`` between ASCII non-letters/digits (lone surrogates kept, as in the text), then
    the joined form of each hyphen/underscore compound."""
    data = text.encode("utf-8", "surrogatepass")
    return data.translate(_SEPARATORS).split() + compound_pieces(data)


def piece_words(batch: list[bytes]) -> list[list[str]]:
    """The analysed words of each piece (``analysed_words``); the ASCII pieces, letters and digits only, are split
    at camelCase boundaries (their one break) in one pass over all of them."""
    raw: list[list[str] | None] = [None] * len(batch)
    ascii_at = [i for i, piece in enumerate(batch) if piece.isascii()]
    if ascii_at:
        folded = _CAMEL.sub(r" \g<0>", b"\n".join([batch[i] for i in ascii_at]).decode("ascii")).lower()
        for i, line in zip(ascii_at, folded.split("\n")):
            raw[i] = line.split(" ")
    if len(ascii_at) < len(batch):
        for i, piece in enumerate(batch):
            if raw[i] is None:
                raw[i] = index_words(piece.decode("utf-8", "surrogatepass"))
    return [analysed_words(r, truncate=True) for r in raw]


def word_terms(words: list[str]) -> np.ndarray:
    """The term of each analysed word (``word_term`` of each), all encoded in one tiktoken call and split back into
    words where a token starts with a space."""
    cut = np.fromiter((w.startswith(TRUNCATED) for w in words), bool, len(words))
    if cut.any():  # a truncated form is no word: its term is not encoded (``truncated_term``)
        out = np.empty(len(words), dtype=np.uint32)
        out[cut] = [truncated_term(w) for w, c in zip(words, cut.tolist()) if c]
        out[~cut] = word_terms([w for w, c in zip(words, cut.tolist()) if not c])
        return out
    if not words:
        return np.zeros(0, dtype=np.uint32)
    tokens = encoding().encode_to_numpy(" " + " ".join(words), disallowed_special=())
    word_starts = np.flatnonzero(space_led()[tokens])
    if word_starts.size != len(words):
        raise AssertionError(f"{len(words)} words encoded as {word_starts.size} space-led tokens")
    groups = split(tokens, np.append(word_starts[1:], tokens.size))
    return group_terms([g[1:] if g[0] == _SPACE_ID and len(g) > 1 else g for g in groups])


def term_ids(text: str) -> np.ndarray:
    """Index terms of ``text`` in order of occurrence, as uint32 (ingest remembers them per piece:
    ``sync.piece_cache``)."""
    return word_terms(list(chain.from_iterable(piece_words(pieces(text)))))


def term_text(term_id: int) -> str:
    """Readable form of a one-token term (" redis" → "redis"); a composite term has no text of its own (its
    word is known where it came from, e.g. the query)."""
    if term_id >= COMPOSITE_BASE:
        return f"#{term_id:x}"
    return decode([int(term_id)]).strip()
