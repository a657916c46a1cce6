"""Extract typed memory atoms from user-authored text, sentence by sentence.

An atom is (type, confidence, polarity, span): "I'm not a fan of cilantro" → preference, 0.78, −1. Only the
owner's own words are mined (chat user turns, note bodies, todos) — a statement the assistant made about
the user is not the user's memory. A sentence may yield several types (a decision that is also a temporal
update); per type the strongest cue wins. Questions and requests are discounted: "Can you recommend a
movie?" says much less about the user than "I love movies with dogs".
"""

from __future__ import annotations

import re

from ..text.words import normalise
from .patterns import (
    ANY_ATOM,
    ANY_CUE,
    CASE_FOLD,
    CUES,
    CURLY_I,
    DECISION_NOUNS,
    MEMORY_CUE_FOLDED,
    MEMORY_CUE_PREFILTER,
    QUESTION_DISCOUNT,
    REQUESTS,
    UNFOLDED,
)
from .sentences import SENTENCE, asks, sentences, stripped
from .types import ATOM_TYPES, Atom

TYPE_CODES = {t: i for i, t in enumerate(ATOM_TYPES)}
# Open loops stated by structure rather than wording: an unticked checklist item ("- [ ] Pay the deposit") and a
# to-do that is not completed or cancelled. Their confidence is that of an explicit reminder.
STRUCTURAL_OPEN_LOOP = 0.8
# A section headed as a decision states one in its first sentence; as sure as a subject-less "Went with X." note.
STRUCTURAL_DECISION = 0.74
DECISION_HEADING = re.compile(
    r"(?:(?:the|our|my|final|\d+\.)\s+)*(?:decisions?|decided|outcome|verdict|conclusion|"
    r"resolution|choice|what (?:we|i) (?:decided|chose|agreed|went with)|" + "|".join(DECISION_NOUNS) + r")\s*:?"
    # …or a heading naming what was decided: "Mite treatment decision (08/20)", "Where she lives - the decision",
    # "Decision on the boiler", "Choice: the Worcester" (not "Open decisions", "Next decision", "Decision log")
    r"|(?:.{0,60}?(?<![\w-])(?!(?:open|pending|next|upcoming|outstanding|big|tough|hard|difficult)\s)\w+[\s:–—-]+)"
    r"(?:(?:the|our|my|final)\s+)*(?:decision|choice|verdict)(?:\s*\([^()]{0,20}\))?\s*:?"
    r"|(?:decision|choice|verdict)\s*(?::|\s(?:on|about|re|for)\s)\s*.{1,60}")
_UNTICKED = re.compile(r"^[ \t]*(?:[-*+]|\d+[.)])[ \t]+\[ \][ \t]+(\S.*)$", re.MULTILINE)
_CLOSED_TODO = re.compile(r"^Status: (?:COMPLETED|CANCELLED)\s*$", re.MULTILINE)
MAX_ATOMS_PER_CHUNK = 64
LEAD_IN_CHARS = 800
# After a lead-in: blank lines, then a paragraph, or list items with their indented continuation lines (blank
# lines between items allowed).
_LIST_ITEM = r"[ \t]*(?:[-*+•]|\d+[.)])[ \t]+\S[^\n]*(?:\n[ \t]+\S[^\n]*)*"
_LEAD_IN_BLOCK = re.compile(rf"[ \t]*\n(?:[ \t]*\n)*(?:{_LIST_ITEM}(?:\n(?:[ \t]*\n)*{_LIST_ITEM})*|"
                            r"[^\n]*\S[^\n]*(?:\n[^\n]*\S[^\n]*)*)")


def cue_sentences(text: str, folded: str) -> list[tuple[int, int]]:
    """The sentences of ``text`` (spans as ``sentences`` gives them) that may hold a memory cue: a superset of
    those ``MEMORY_CUE`` matches in. ``folded`` is ``fold_case(text)``.

    ``MEMORY_CUE_PREFILTER`` searched in the case-folded chunk picks them (``fold_case`` keeps every offset; the
    pattern consumes the non-word character before a word, so a space is put in front and each match starts at
    its word). Most prose states nothing about the owner, and this is what keeps it cheap: the per-sentence cue
    search was the largest single cost of ingest. Folding rather than passing non-ASCII text through matters:
    one em dash or "Tomás" makes a note non-ASCII (docs/performance.md#the-cue-prefilter).

    Only the sentence around each hit is found (the last terminator before it by ``str.rfind``, its end by
    ``SENTENCE``), and the next search starts after it: a chunk with a hit has many sentences and few hits.
    """
    spaced = " " + folded
    curly = not folded.isascii()  # a match of "i’" starts on its "’", in the same sentence as its "i"
    out = []
    pos = 0
    while True:
        m = MEMORY_CUE_PREFILTER.search(spaced, pos)
        hit = m.start() if m else len(spaced)
        if curly and (c := CURLY_I.search(spaced, pos)):
            hit = min(hit, c.start())
        if hit == len(spaced):
            return out
        last_end = max(text.rfind(".", pos, hit), text.rfind("!", pos, hit), text.rfind("?", pos, hit),
                       text.rfind("\n", pos, hit))
        sentence = SENTENCE.match(text, max(pos, last_end + 1))
        a, b = stripped(sentence)
        if b - a >= 3:
            out.append((a, b))
        pos = sentence.end()


def fold_case(text: str) -> str:
    """``text`` lowercased the way ``MEMORY_CUE``'s (?i) compares letters, one character for each character."""
    if not text.isascii() and UNFOLDED.search(text):
        text = text.translate(CASE_FOLD)
    return text.lower()


def extract_atoms(text: str) -> list[Atom]:
    folded = fold_case(text)
    return atoms_in(text, folded, cue_sentences(text, folded))


def atoms_in(text: str, folded: str, spans: list[tuple[int, int]]) -> list[Atom]:
    """Atoms of the given sentence spans of ``text`` (``folded`` is ``fold_case(text)``): per sentence with a
    memory cue, the strongest cue of each type, discounted for questions and requests.

    The test that turns more sentences away runs first: ``ANY_ATOM``, then ``MEMORY_CUE_FOLDED`` (which tells
    the prefilter's superset from the cue; docs/performance.md#cue-unions)."""
    atoms: list[Atom] = []
    for a, b in spans:
        s = normalise(text[a:b])
        spaced = " " + s
        if not ANY_ATOM.found(s, spaced) or not MEMORY_CUE_FOLDED.search(folded[a:b]):
            continue
        discount = QUESTION_DISCOUNT if asks(s) else 1.0
        end = lead_in_reach(text, b)
        for atom_type in ATOM_TYPES:
            if ANY_CUE[atom_type].found(s, spaced):
                conf, polarity = strongest_cue(atom_type, s)
                atoms.append(Atom(atom_type, round(conf * discount, 4), polarity, a, end))
        if len(atoms) >= MAX_ATOMS_PER_CHUNK:
            break
    return atoms[:MAX_ATOMS_PER_CHUNK]


def lead_in_reach(text: str, end: int) -> int:
    """Where a statement ending at ``end`` stops: the sentence itself, or, for a lead-in that ends with a colon
    ("Here's what we've agreed:", "Still to do:"), the list or paragraph it introduces (up to ``LEAD_IN_CHARS``)
    — what was agreed is in the list, not in the sentence that announces it."""
    if not text[:end].rstrip().endswith(":"):
        return end
    m = _LEAD_IN_BLOCK.match(text, end)
    return min(m.end(), end + LEAD_IN_CHARS) if m and m.end() > end else end


def strongest_cue(atom_type: str, s: str) -> tuple[float, int]:
    """(confidence, polarity) of the strongest cue of ``atom_type`` in ``s`` (ties go to the earlier cue), for a
    sentence in which ``ANY_CUE`` found one: the cues are tried strongest first and the first match is the answer,
    instead of trying them all (half the cue searches on notes)."""
    return next((conf, polarity) for pattern, conf, polarity in _BY_STRENGTH[atom_type] if pattern.search(s))


_BY_STRENGTH = {t: sorted(cues, key=lambda cue: -cue[1]) for t, cues in CUES.items()}  # stable: ties keep order


def mail_atoms(text: str, may_cue: bool) -> list[Atom]:
    """A mail body's atoms: what it states (scanned only when ``may_cue``: its pieces hold a cue word) and what
    it asks of its reader, one open loop per sentence, in text order. Whose statements count is decided later,
    across the vault's mail (``store``)."""
    return merge_atoms(extract_atoms(text) if may_cue else [], requests_in(text))[:MAX_ATOMS_PER_CHUNK]


def merge_atoms(first: list[Atom], more: list[Atom]) -> list[Atom]:
    """``first`` with those of ``more`` that do not repeat one of them (same type and span), in text order;
    ``first`` as it is when ``more`` adds nothing."""
    seen = {(a.type, a.start, a.end) for a in first}
    added = [a for a in more if (a.type, a.start, a.end) not in seen]
    return sorted(first + added, key=lambda a: (a.start, a.end, a.type)) if added else first


def requests_in(text: str) -> list[Atom]:
    """Open-loop atoms of what a message asks of its reader ("we still need the certificate from you", "please
    send these by 28 November"): per sentence the strongest request cue, undiscounted (a request is the point)."""
    atoms = []
    for a, b in sentences(text):
        s = normalise(text[a:b])
        conf = max((c for pattern, c in REQUESTS if pattern.search(s)), default=0.0)
        if conf:
            atoms.append(Atom("open_loop", conf, 1, a, b))
            if len(atoms) >= MAX_ATOMS_PER_CHUNK:
                break
    return atoms


def structural_decisions(text: str, heading: str) -> list[Atom]:
    """A decision stated by structure: the first sentence under a heading that names one ("## Decision",
    "Outcome", "What we agreed"), whatever its wording ("3 Nov – going with the Worcester.")."""
    if not DECISION_HEADING.fullmatch(normalise(heading)):
        return []
    first = next(((a, b) for a, b in sentences(text) if not text[a:b].lstrip().startswith("#")), None)
    return [Atom("decision", STRUCTURAL_DECISION, 1, *first)] if first else []


def structural_open_loops(text: str, todo: bool) -> list[Atom]:
    """Open-loop atoms of a chunk's unticked checklist items, or of the whole chunk when it is a to-do that is
    still open (``todo``: the chunk is a VTODO's)."""
    if todo:
        if _CLOSED_TODO.search(text):
            return []
        end = text.find("\n")
        return [Atom("open_loop", STRUCTURAL_OPEN_LOOP, 1, 0, end if end > 0 else len(text))]
    if "[ ]" not in text:
        return []
    return [Atom("open_loop", STRUCTURAL_OPEN_LOOP, 1, m.start(1), m.end(1))
            for m in _UNTICKED.finditer(text)][:MAX_ATOMS_PER_CHUNK]

