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

Step 4 is not one tiktoken call over the normalised string; the rule is computed from a cache, exactly:

* The normalised string is words joined by single spaces, and cl100k's pre-tokeniser never lets a piece run
  across such a space (a piece that contains the space starts at it, and how it continues depends only on the
  word after it). So encoding the whole string equals concatenating the encodings of " word" for each word.
* Likewise the text splits, before any normalisation, at every ASCII character that is not a letter or digit
  (spaces, newlines, punctuation, ``_``): each is a word break (rule 2) and a camelCase boundary never spans one.
  So the terms of a text are the concatenated terms of its *pieces*, the UTF-8 byte runs between such
  characters, and one ``bytes.translate`` plus ``split`` finds them in C.
* ``PieceTerms`` remembers each piece's terms (case kept: "Redis" and "redis" are two entries). Pieces repeat
  (Zipf), so after a few files nearly every piece is a dict hit; a batch's new pieces are normalised together
  (one camelCase pass over the ASCII ones) and encoded in one tiktoken call, split back into words where a
  token starts with a space.

``tests/text/test_terms.py`` checks the result against the whole-string rule on real text, on every Unicode code
point and on generated text. On the 100k real-text corpus's chunks this is 3.7 → ~2.1 s CPU for 50.6 M
characters (word regex, a per-word cache of tuples, one tiktoken call per new word before).
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Sequence
from itertools import chain

import numpy as np

from ..ragged import split
from .tokenizer import encoding, space_led

# The capital after each camelCase boundary; the substitution puts a space in front of it. Same boundaries as
# the lookaround form (?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z]), but a pattern that starts with one
# character class lets the regex engine skip to the next capital (rare in prose) instead of trying every
# position (0.034 → 0.012 ms/KB).
_CAMEL = re.compile(r"[A-Z](?:(?<=[a-z0-9][A-Z])|(?<=[A-Z][A-Z])(?=[a-z]))")
_NON_WORD = re.compile(r"[\W_]+")
_WORD = re.compile(r"[^\W_]+")
_SPACE_ID = 220  # cl100k_base id of " "

# Each ASCII byte that is not a letter or digit → space; other bytes (UTF-8 sequences) kept.
_SEPARATORS = bytes(b if b >= 0x80 or chr(b).isalnum() else 0x20 for b in range(256))
PIECE_CACHE_MAX = 300_000


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


# Marks a list of pieces (one uint32 each); the caller gives it meaning (``memory.cue_pieces``).
PieceMarker = Callable[[list[bytes]], np.ndarray]


class PieceTerms:
    """piece (bytes) → its term ids, held in one flat array so a batch's terms are gathered by numpy."""

    def __init__(self) -> None:
        self.index = _EntryIndex()
        self.size = 0
        self._starts = np.zeros(1024, dtype=np.int64)  # entry i's ids are _flat[_starts[i]:_starts[i + 1]]
        self._flat = np.zeros(4096, dtype=np.uint32)
        self._pieces: list[bytes] = []  # entry i's piece, for marks asked for after it was added
        self._marker: PieceMarker | None = None
        self._marks = np.zeros(1024, dtype=np.uint32)  # the marker's marks of the first _marked entries
        self._marked = 0

    def entries(self, pieces: list[bytes]) -> np.ndarray | None:
        """The entry of each piece, new pieces added first; None (nothing added) when the new ones would grow
        the cache past ``PIECE_CACHE_MAX``."""
        idx = np.fromiter(map(self.index.__getitem__, pieces), dtype=np.int64, count=len(pieces))
        missing = np.flatnonzero(idx < 0)
        if missing.size:
            unseen = [pieces[i] for i in missing.tolist()]
            new = list(dict.fromkeys(unseen))
            if self.size and self.size + len(new) > PIECE_CACHE_MAX:
                return None
            self._add(new)
            idx[missing] = np.fromiter(map(self.index.__getitem__, unseen), dtype=np.int64, count=missing.size)
        return idx

    def marks(self, idx: np.ndarray, marker: PieceMarker) -> np.ndarray:
        """``marker``'s marks of the given entries; each entry is marked once (another marker starts over)."""
        if marker is not self._marker:
            self._marker, self._marked = marker, 0
        if self._marked < self.size:
            if self.size > self._marks.size:
                self._marks = np.resize(self._marks, max(self.size, 2 * self._marks.size))
            self._marks[self._marked:self.size] = marker(self._pieces[self._marked:self.size])
            self._marked = self.size
        return self._marks[idx]

    def gather(self, idx: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(the entries' term ids concatenated, each entry's count of them)."""
        lo = self._starts[idx]
        n = self._starts[idx + 1] - lo
        if n.size and n.min() == 1 and n.max() == 1:  # prose: nearly every piece is one term
            return self._flat[lo], n
        ends = np.cumsum(n)
        return self._flat[np.repeat(lo - (ends - n), n) + np.arange(ends[-1] if ends.size else 0)], n

    def _add(self, new: list[bytes]) -> None:
        ascii_pieces = [p for p in new if p.isascii()]  # letters and digits only: camelCase is their one break
        order = ascii_pieces + [p for p in new if not p.isascii()]
        parts: list[str] = []
        words_per: list[int] = []
        if ascii_pieces:
            folded = _CAMEL.sub(r" \g<0>", b"\n".join(ascii_pieces).decode("ascii")).lower()
            words_per = [line.count(" ") + 1 for line in folded.split("\n")]
            parts.append(folded.replace("\n", " "))
        for piece in order[len(ascii_pieces):]:
            words = index_words(piece.decode("utf-8", "surrogatepass"))
            words_per.append(len(words))
            parts.extend(words)
        tokens = encoding().encode_to_numpy(" " + " ".join(parts), disallowed_special=()) if parts else _NONE
        word_starts = np.flatnonzero(space_led()[tokens])
        first_words = np.cumsum([0, *words_per])
        if word_starts.size != first_words[-1]:
            raise AssertionError(f"{first_words[-1]} words encoded as {word_starts.size} space-led tokens")
        keep = tokens != _SPACE_ID
        kept_before = np.concatenate(([0], np.cumsum(keep)))
        bounds = kept_before[np.append(word_starts, tokens.size)[first_words]]
        ids = tokens[keep]
        base = int(self._starts[self.size])
        entries_end, flat_end = self.size + len(order) + 1, base + ids.size
        if entries_end > self._starts.size:
            self._starts = np.resize(self._starts, max(entries_end, 2 * self._starts.size))
        if flat_end > self._flat.size:
            self._flat = np.resize(self._flat, max(flat_end, 2 * self._flat.size))
        self._flat[base:flat_end] = ids
        self._starts[self.size + 1:entries_end] = base + bounds[1:]
        self.index.update(zip(order, range(self.size, self.size + len(order))))
        self._pieces.extend(order)
        self.size += len(order)


class _EntryIndex(dict[bytes, int]):
    def __missing__(self, piece: bytes) -> int:
        return -1


_NONE = np.zeros(0, dtype=np.uint32)
_LOCAL = threading.local()  # one cache per thread: no locks on the hot path, and a query never waits for ingest


def _cache(fresh: bool = False) -> PieceTerms:
    """This thread's cache; a fresh one when asked (a vault of random identifiers cannot grow it without bound:
    ~100 bytes an entry)."""
    cache = getattr(_LOCAL, "cache", None)
    if cache is None or fresh:
        cache = _LOCAL.cache = PieceTerms()
    return cache


def pieces(text: str) -> list[bytes]:
    """The UTF-8 runs of ``text`` between ASCII non-letters/digits (lone surrogates kept, as in the text)."""
    return text.encode("utf-8", "surrogatepass").translate(_SEPARATORS).split()


def term_ids_many(texts: Sequence[str]) -> list[np.ndarray]:
    """``term_ids`` of each text, as one batch: one lookup pass and one gather (ingest calls it per slice)."""
    return _terms(*_lookup(texts))


def term_ids_marked(texts: Sequence[str], marker: PieceMarker) -> tuple[list[np.ndarray], np.ndarray, np.ndarray]:
    """``term_ids_many`` of ``texts``, plus ``marker``'s marks of their pieces (all texts' pieces end to end) and
    each text's end in those: a property of pieces, computed once per cache entry and gathered like the terms."""
    cache, idx, piece_ends = _lookup(texts)
    return _terms(cache, idx, piece_ends), cache.marks(idx, marker), piece_ends


def _lookup(texts: Sequence[str]) -> tuple[PieceTerms, np.ndarray, np.ndarray]:
    """(the cache, the entry of every piece of the texts end to end, each text's end in those)."""
    per_text = [pieces(t) for t in texts]
    flat = list(chain.from_iterable(per_text))
    cache = _cache()
    idx = cache.entries(flat)
    if idx is None:  # the batch's new pieces do not fit: start afresh (an empty cache takes any one batch)
        cache = _cache(fresh=True)
        idx = cache.entries(flat)
        assert idx is not None
    return cache, idx, np.cumsum(np.fromiter(map(len, per_text), dtype=np.int64, count=len(per_text)))


def _terms(cache: PieceTerms, idx: np.ndarray, piece_ends: np.ndarray) -> list[np.ndarray]:
    terms, n = cache.gather(idx)
    term_ends = np.concatenate(([0], np.cumsum(n)))[piece_ends]
    return split(terms, term_ends)


def term_ids(text: str) -> np.ndarray:
    """Index terms of ``text`` in order of occurrence, as uint32."""
    return term_ids_many([text])[0]


def term_text(term_id: int) -> str:
    """Readable form of one term for explanations (" redis" → "redis")."""
    return encoding().decode([int(term_id)]).strip()
