"""Which index pieces can belong to a memory cue: a text whose pieces hold none has no atom to extract.

Pieces are ``text.terms.pieces``: the text between ASCII non-letters/digits. ``piece_marks`` marks each with the
cue words it can be part of, and ``may_hold_cue`` tells from a text's marks whether it can hold a cue at all;
ingest keeps the marks beside each piece's terms (``sync.piece_cache``), and the chunks that cannot hold a cue
skip ``atoms.cue_sentences``' regex scan.

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

import numpy as np

from .patterns import PREFILTER_FRAGMENTS

ALONE = 1  # bit 0: the piece can be a whole cue word; bits 1.. / PAIR_SHIFT..: first / second word of pair p


def fragment_strings(fragment: str) -> list[str]:
    """Every string a cue fragment matches, with white space written as one space (pieces split at any).
    Fragments are finite patterns of literal characters, ``\\s``, ``?`` and ``(?:…|…)`` groups; anything else
    raises ``ValueError`` (``tests/memory/test_cue_pieces.py`` holds the expansion to what ``re`` matches)."""
    strings, end = _alternation(fragment, 0)
    if end != len(fragment):
        raise ValueError(f"cue fragment construct not handled: {fragment!r} at {end}")
    return strings


def _alternation(fragment: str, i: int) -> tuple[list[str], int]:
    """The strings of ``a|b|…`` from ``fragment[i]`` up to an unmatched ``)`` or the end, and where it stopped."""
    out, i = _sequence(fragment, i)
    while i < len(fragment) and fragment[i] == "|":
        more, i = _sequence(fragment, i + 1)
        out += more
    return out, i


def _sequence(fragment: str, i: int) -> tuple[list[str], int]:
    """The strings of a run of items (a character, ``\\s`` or a group, each perhaps with ``?``) from
    ``fragment[i]``, and where it stopped."""
    out = [""]
    while i < len(fragment) and fragment[i] not in "|)":
        if fragment.startswith("(?:", i):
            alternatives, i = _alternation(fragment, i + 3)
            if not fragment.startswith(")", i):
                raise ValueError(f"cue fragment group not closed: {fragment!r}")
            i += 1
        elif fragment.startswith("\\s", i):
            alternatives, i = [" "], i + 2
        elif fragment[i] in _SPECIAL:
            raise ValueError(f"cue fragment construct not handled: {fragment!r} at {i}")
        else:
            alternatives, i = [fragment[i]], i + 1
        if fragment.startswith("?", i):
            alternatives, i = ["", *alternatives], i + 1
        out = [a + b for a in out for b in alternatives]
    return out, i


_SPECIAL = frozenset("\\()[]{}|?*+.^$")


def _words_of(fragments: Iterable[str]) -> tuple[frozenset[str], tuple[tuple[str, str], ...]]:
    """(words that are a cue alone, adjacent word pairs that are the end of a longer cue). A string with a
    letter outside ASCII ("decisión", "решили") lies in a piece that is marked anyway (``piece_marks``)."""
    sequences = [re.split(r"[^a-z0-9]+", s) for f in fragments for s in fragment_strings(f) if s.isascii()]
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
