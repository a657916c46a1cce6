"""Extract typed memory atoms from user-authored text, sentence by sentence.

An atom is (type, confidence, polarity, span): "I'm not a fan of cilantro" → preference, 0.78, −1. Only the
owner's own words are mined (chat user turns, note bodies, todos) — a statement the assistant made about
the user is not the user's memory. A sentence may yield several types (a decision that is also a temporal
update); per type the strongest cue wins. Questions and requests are discounted: "Can you recommend a
movie?" says much less about the user than "I love movies with dogs".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..text.words import normalise
from .patterns import ANY_CUE, ATOM_TYPES, CUES, MEMORY_CUE, QUESTION_DISCOUNT, QUESTION_START

TYPE_CODES = {t: i for i, t in enumerate(ATOM_TYPES)}
_SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?]+|$)", re.MULTILINE)
MAX_ATOMS_PER_CHUNK = 64


@dataclass(frozen=True, slots=True)
class Atom:
    type: str
    confidence: float
    polarity: int  # +1 statement, −1 aversion / negation
    start: int  # character span in the source text (the whole sentence)
    end: int


def sentences(text: str) -> list[tuple[int, int]]:
    spans = []
    for m in _SENTENCE.finditer(text):
        a, b = m.start(), m.end()
        while a < b and text[a].isspace():
            a += 1
        while b > a and text[b - 1].isspace():
            b -= 1
        if b - a >= 3:
            spans.append((a, b))
    return spans


def is_question(sentence: str) -> bool:
    s = normalise(sentence).strip()
    return s.endswith("?") or bool(QUESTION_START.match(s))


def extract_atoms(text: str) -> list[Atom]:
    if not MEMORY_CUE.search(text):  # most prose (docs, mail from others) states nothing about the owner
        return []
    atoms: list[Atom] = []
    for a, b in sentences(text):
        raw = text[a:b]
        if not MEMORY_CUE.search(raw):
            continue
        s = normalise(raw)
        discount = QUESTION_DISCOUNT if is_question(raw) else 1.0
        for atom_type in ATOM_TYPES:
            if not ANY_CUE[atom_type].search(s):
                continue
            best: tuple[float, int] | None = None
            for pattern, conf, polarity in CUES[atom_type]:
                if pattern.search(s) and (best is None or conf > best[0]):
                    best = (conf, polarity)
            if best is not None:
                atoms.append(Atom(atom_type, round(best[0] * discount, 4), best[1], a, b))
        if len(atoms) >= MAX_ATOMS_PER_CHUNK:
            break
    return atoms[:MAX_ATOMS_PER_CHUNK]
