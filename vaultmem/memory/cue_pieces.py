"""Which index pieces can belong to a memory cue: a chunk whose pieces hold none has no atom to extract.

Ingest already splits every chunk into pieces (the text between ASCII non-letters/digits) and looks each one up
in the term cache (``text.terms``). Marking each cache entry once, at first sight, with the cue words it can
be part of turns "does this chunk mention a memory word at all" into a gather over the pieces, and the chunks
that do not skip ``atoms.cue_sentences``' regex scan. On the 100k real-text corpus that is a third of the chunks.

The marks are a superset of ``patterns.MEMORY_CUE_PREFILTER`` (``tests/memory/test_cue_pieces.py``): its words
come from the prefilter's own fragments, expanded into the strings they match (``favou?rite`` → favorite,
favourite). A match lies between word boundaries and its letters are ASCII, so in ASCII text each of its words
is one piece: a one-word string marks that piece, a longer one marks its last two words as a pair that must be
adjacent (or nothing, when its first word already marks alone, as "i" does for "i'm"). A piece with any other
byte is marked too: case folding ("İ", "ſ"), "i’" and Unicode word boundaries are left to the regex.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from re import _constants as _sre  # the standard library's own regex parser (``sre_parse`` before 3.11): it
from re import _parser as _sre_parse  # reads the fragments exactly as ``re`` compiles them

import numpy as np

from .patterns import PREFILTER_FRAGMENTS

ALONE = 1  # bit 0: the piece can be a whole cue word; bits 1.. / PAIR_SHIFT..: first / second word of pair p


def _strings(parsed: Iterable[tuple]) -> list[str]:
    """Every string a finite pattern matches, with white space written as one space (pieces split at any)."""
    out = [""]
    for op, av in parsed:
        if op is _sre.LITERAL:
            alternatives = [chr(av)]
        elif op is _sre.IN:
            alternatives = _class_chars(av)
        elif op is _sre.CATEGORY and av is _sre.CATEGORY_SPACE:
            alternatives = [" "]
        elif op is _sre.SUBPATTERN:
            alternatives = _strings(av[-1])
        elif op is _sre.BRANCH:
            alternatives = [s for branch in av[1] for s in _strings(branch)]
        elif op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT) and av[1] <= 1:
            alternatives = [""] * (av[0] == 0) + _strings(av[2])
        else:
            raise ValueError(f"cue fragment construct not handled: {op}")
        out = [a + b for a in out for b in alternatives]
    return out


def _class_chars(items: list[tuple]) -> list[str]:
    """The characters of a class: literals and ranges as themselves; ``\\s`` or a negated ``\\S`` (``[^\\S\\n]``,
    a subset of white space) as one space."""
    if items and items[0][0] is _sre.NEGATE:
        if (_sre.CATEGORY, _sre.CATEGORY_NOT_SPACE) in items:
            return [" "]
        raise ValueError(f"cue fragment class not handled: {items}")
    chars: list[str] = []
    for op, av in items:
        if op is _sre.LITERAL:
            chars.append(chr(av))
        elif op is _sre.RANGE:
            chars.extend(map(chr, range(av[0], av[1] + 1)))
        elif op is _sre.CATEGORY and av is _sre.CATEGORY_SPACE:
            chars.append(" ")
        else:
            raise ValueError(f"cue fragment class not handled: {items}")
    return list(dict.fromkeys(" " if c.isspace() else c for c in chars))


def _words_of(fragments: Iterable[str]) -> tuple[frozenset[str], tuple[tuple[str, str], ...]]:
    """(words that are a cue alone, adjacent word pairs that are the end of a longer cue)."""
    sequences = [re.split(r"[^a-z0-9]+", s) for f in fragments for s in _strings(_sre_parse.parse(f))]
    alone = frozenset(words[0] for words in sequences if len(words) == 1)
    pairs = sorted({(words[-2], words[-1]) for words in sequences if len(words) > 1 and words[0] not in alone})
    return alone, tuple(pairs)


CUE_WORDS, CUE_PAIRS = _words_of(PREFILTER_FRAGMENTS)
PAIR_SHIFT = 1 + len(CUE_PAIRS)
assert PAIR_SHIFT + len(CUE_PAIRS) <= 32, "pair marks must fit in uint32"


def _mark_of() -> dict[str, int]:
    """Lowercase word → its marks: ``ALONE``, and bit 1 + p / ``PAIR_SHIFT`` + p as first / second of pair p."""
    marks = dict.fromkeys(CUE_WORDS, ALONE)
    for p, (first, second) in enumerate(CUE_PAIRS):
        marks[first] = marks.get(first, 0) | 1 << (1 + p)
        marks[second] = marks.get(second, 0) | 1 << (PAIR_SHIFT + p)
    return marks


_MARK_OF = _mark_of()


def piece_marks(pieces: list[bytes]) -> np.ndarray:
    """Per piece, the cue marks (uint32): ``ALONE``, pair bits, or ``ALONE`` for any non-ASCII piece."""
    get = _MARK_OF.get
    return np.fromiter((get(p.decode("ascii").lower(), 0) if p.isascii() else ALONE for p in pieces),
                       dtype=np.uint32, count=len(pieces))


def may_hold_cue(marks: np.ndarray, ends: np.ndarray) -> np.ndarray:
    """Per text, whether its pieces (``marks`` of all texts laid end to end, text i ending at ``ends[i]``) can
    hold a cue: a piece marked alone, or the two words of a pair side by side."""
    hit = (marks & ALONE).astype(bool)
    if marks.size > 1:
        first = (marks[:-1] >> 1) & ((1 << len(CUE_PAIRS)) - 1)
        second = marks[1:] >> PAIR_SHIFT
        hit[:-1] |= (first & second) != 0  # a pair across two texts only over-marks the first: still a superset
    before = np.concatenate(([0], np.cumsum(hit, dtype=np.int64)))
    starts = np.concatenate(([0], ends[:-1])) if ends.size else ends
    return before[ends] > before[starts]
