"""Other words for a query word: its everyday English synonyms ("invoice" / "bill", "flat" / "apartment") and
its translations into German, Spanish, French, Italian, Portuguese, Dutch, Polish, Swedish, Czech, Norwegian,
Danish, Finnish, Hungarian and Romanian ("invoice" / "Rechnung" / "factura" / "lasku" / "számla"), from the tables
in ``resources/lexicon`` (see its README for how they were written); and, for a place the question names, its
names in those languages ("Brittany" / "Bretagne", "Turin" / "Torino": ``place_names``); and, one way, the words
for kinds of a general word ("van", "scooter" for "vehicle": ``kinds``).

A person half-remembering a file describes it in their own words ("the bill for the scratch on the car"), and a
bilingual person asks in one language about a note written in the other. The index stays as it is: expansion
is query-time only, keyed by the analysed form (``text.terms``), so "bills" meets "invoices".
"""

from __future__ import annotations

import bisect
import functools
import hashlib
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import overload

import numpy as np
from vaultmem_resources import LEXICON_DIR

from .spelling import americanise
from .terms import analysed_words, fold, index_words
from .tokenizer import is_vocabulary_word
from .words import STOPWORDS


def _analysed(word: str) -> str | None:
    """The index form of one lexicon word, or None when it is not one word to the index."""
    forms = analysed_words(index_words(word))
    return forms[0] if len(forms) == 1 else None


def _usable(form: str) -> bool:
    """Whether a word's index form can stand for it: not a function word or a one- or two-letter word, which
    is what some short words become once their accents are folded away (French "thé" → "the", "té" → "te")."""
    return len(form) > 2 and form not in STOPWORDS


def _foreign(word: str) -> bool:
    """Whether a word of another language keeps its own meaning in the index. The index stems every word as
    English, and a foreign word the stemmer cuts down to an English word would stand for that word: Spanish
    "calle" (street) → "call", French "contrôle" (check) → "control", French "porte" (door) → "port". Such a
    word is left out; one the stemmer leaves whole, or cuts to no common English word, is kept."""
    form = _analysed(word)
    return form is not None and (form == fold(word)[0] or not is_vocabulary_word(form))


def _groups() -> list[list[str]]:
    groups: list[list[str]] = []
    for line in (LEXICON_DIR / "synonyms.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            groups.append(line.split())
    return groups + _language_rows("translations.tsv")


def _language_rows(name: str) -> list[list[str]]:
    """Each row of a table with English first, then other languages (a cell may hold several words split by
    "|"): its English words, then the other languages' words that keep their meaning in the index (``_foreign``)."""
    rows = []
    for line in (LEXICON_DIR / name).read_text(encoding="utf-8").splitlines()[1:]:
        if line.strip() and not line.lstrip().startswith("#"):
            english, *others = line.split("\t")
            rows.append([w.strip() for w in english.split("|") if w.strip()]
                        + [w.strip() for cell in others for w in cell.split("|")
                           if w.strip() and _foreign(w.strip().lower())])
    return rows


def _kind_rows() -> list[tuple[str, list[str]]]:
    """``kinds.txt``: each line's general word and the words for its kinds ("vehicle: car van scooter")."""
    rows = []
    for line in (LEXICON_DIR / "kinds.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            general, _, members = line.partition(":")
            rows.append((general.strip(), members.split()))
    return rows


@dataclass(frozen=True, slots=True)
class Lexicon:
    """The tables as index forms, kept as the shipped file holds them and read per word when a search asks.

    Synonyms and translations are kept as groups, not as each word's list of the others: a row of ten languages
    is ten words' lists of nine, and the file a first search reads would triple. A form's row is found by
    bisection and split only when a question holds that word: a first search reads the file and asks for a few
    dozen words, not 25,000 (a dictionary of them, parsed by regular expressions, took ~45 ms holding the GIL).

    A form's row lists each lexicon word written with it and that word's groups and kinds apart: the stemmer
    gives "engine" and "engineer", "account" and "accountant" one form, and a question's "engineer" means no
    motor (``others`` and ``kinds`` given the word as typed).
    """

    groups: Sequence[str]  # each synonym or translation group's index forms, space-separated, table order
    # "form<TAB>words<TAB>groups<TAB>place names<TAB>kinds", sorted by form: the lexicon words written with the form
    # (space-separated, the one to show first); each word's group numbers and kinds' forms (comma-separated, "-"
    # for none), in the words' order; the place names (space-separated)
    rows: Sequence[str]

    def fields(self, form: str) -> list[str]:
        """The form's row after the form (words, groups, place names, kinds), or the form alone as its word."""
        key = form + "\t"
        i = bisect.bisect_left(self.rows, key)  # the rows that start with ``key`` are the first at or after it
        if i < len(self.rows) and self.rows[i].startswith(key):
            return self.rows[i][len(key):].split("\t")
        return [form, "", "", ""]

    def others(self, form: str, typed: str | None = None) -> tuple[str, ...]:
        """The other forms of the groups of the form's words (of the words ``typed`` is one of, when given), in
        table order."""
        out: dict[str, None] = {}
        for g in self._of(form, 1, typed):
            out.update(dict.fromkeys(f for f in self.groups[int(g)].split() if f != form))
        return tuple(out)

    def kinds(self, form: str, typed: str | None = None) -> tuple[str, ...]:
        return tuple(dict.fromkeys(self._of(form, 3, typed)))

    def _of(self, form: str, column: int, typed: str | None) -> list[str]:
        """The items of ``column`` for the form's words (those ``typed`` is an inflection of, when given)."""
        row = self.fields(form)
        words, lists = row[0].split(), row[column].split()
        return [item for word, items in zip(words, lists) if items != "-" and (typed is None or inflects(typed, word))
                for item in items.split(",")]


# English inflections undone to compare a typed word with a lexicon word ("studies" → "study", "baked" → "bake"),
# and German and Dutch plural "-en"
_INFLECTIONS = (("ies", "y"), ("ied", "y"), ("es", ""), ("s", ""), ("ed", ""), ("ed", "e"), ("ing", ""), ("ing", "e"),
                ("en", ""), ("'s", ""), ("’s", ""))
_VOWELS = "aeiou"


def _bases(word: str) -> set[str]:
    """The word, and what it is with an inflection undone ("running" → "run"), and without its final vowels
    (Romance gender and number: "fattura", "fatture" → "fattur") when four letters stay."""
    out = {word, word.rstrip(_VOWELS) if len(word.rstrip(_VOWELS)) >= 4 else word}
    for suffix, restore in _INFLECTIONS:
        if word.endswith(suffix) and len(word) - len(suffix) >= 2:
            stem = word[:-len(suffix)]
            out.add(stem + restore)
            if not restore and len(stem) > 2 and stem[-1] == stem[-2]:
                out.add(stem[:-1])
    return out


def inflects(typed: str, word: str) -> bool:
    """Whether a typed word is the lexicon's ``word`` or an inflection of it, not another word the stemmer cuts
    to the same form ("engineer" and "engine" → "engin", "policy" and "police" → "polic")."""
    a, b = (americanise(fold(w)[0].lower()) for w in (typed, word))
    return bool(_bases(a) & _bases(b))


# form → each lexicon word written with it (the first is the one shown) → (its group numbers, its kinds' forms)
Words = dict[str, dict[str, tuple[list[str], list[str]]]]


def _group_forms(groups: list[list[str]], words: Words) -> list[tuple[str, ...]]:
    """Each group's distinct usable index forms (groups of one left out), numbered in ``words`` by its words."""
    out = []
    for group in groups:
        pairs = [(f, w) for w in group for f in [_analysed(w)] if f and _usable(f)]
        forms = tuple(dict.fromkeys(f for f, _ in pairs))
        for f, w in pairs:
            held = _word(words, f, w)[0]
            if len(forms) > 1 and str(len(out)) not in held:
                held.append(str(len(out)))
        if len(forms) > 1:
            out.append(forms)
    return out


def _word(words: Words, form: str, word: str) -> tuple[list[str], list[str]]:
    """What ``words`` keeps for ``word`` among the form's (one entry per word, whatever its case)."""
    held = words.setdefault(form, {})
    key = next((w for w in held if w.lower() == word.lower()), word)
    return held.setdefault(key, ([], []))


def _linked(groups: list[list[str]], words: Words) -> dict[str, tuple[str, ...]]:
    """Each index form of the groups' words → the other forms of its groups (in table order)."""
    others: dict[str, dict[str, None]] = defaultdict(dict)
    own: Words = {}  # numbered apart from the synonym groups; only the words are kept
    for forms in _group_forms(groups, own):
        for f in forms:
            others[f].update(dict.fromkeys(g for g in forms if g != f))
    for f, held in own.items():
        for word in held:
            _word(words, f, word)
    return {f: tuple(o) for f, o in others.items()}


def _narrower(rows: list[tuple[str, list[str]]], words: Words) -> None:
    """Each general word's kinds' forms (in table order), kept with the word in ``words``. One way only: a
    question about a "vehicle" is answered by a note about the van, but one about the van is not by every note
    naming a car."""
    for general, members in rows:
        g = _analysed(general)
        if not g or not _usable(g):
            continue
        kinds = _word(words, g, general)[1]
        for m in members:
            f = _analysed(m)
            if f and _usable(f) and f != g:
                _word(words, f, m)
                if f not in kinds:
                    kinds.append(f)


def build() -> Lexicon:
    """The lexicon's groups as index forms (in table order), each form with the words written with it."""
    words: Words = {}
    groups = _group_forms(_groups(), words)
    places = _linked(_language_rows("places.tsv"), words)
    _narrower(_kind_rows(), words)
    rows = []
    kind_forms = {k for held in words.values() for _, ks in held.values() for k in ks}
    for f, held in words.items():
        if not (f in places or f in kind_forms or any(g or k for g, k in held.values())):
            continue
        rows.append("\t".join([f, " ".join(held), " ".join(",".join(g) or "-" for g, _ in held.values()),
                                " ".join(places.get(f, ())), " ".join(",".join(k) or "-" for _, k in held.values())]))
    return Lexicon(tuple(" ".join(g) for g in groups), tuple(sorted(rows)))


# ``build`` analyses some ten thousand words (~140 ms): a search must not wait for that on its first query, so the
# result ships with the tables (``python -m vaultmem.text.synonyms`` writes it; a test checks it is current).
BUILT = LEXICON_DIR / "alternatives.tsv"
FORMAT = b"rows by word 2"  # changed with the row layout, so a file of the old layout is rebuilt, not misread


def sources_digest() -> str:
    """What ``BUILT`` was built from: a digest of the tables."""
    h = hashlib.sha256(FORMAT)
    for name in ("synonyms.txt", "translations.tsv", "places.tsv", "kinds.txt"):
        h.update((LEXICON_DIR / name).read_bytes())
    return h.hexdigest()[:16]


def write(path: Path = BUILT) -> None:
    lex = build()
    lines = [f"# built from {sources_digest()} by python -m vaultmem.text.synonyms; do not edit"]
    lines += ["=" + g for g in lex.groups] + list(lex.rows)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


class Lines(Sequence[str]):
    """The lines of a UTF-8 text, each decoded when asked: a first search bisects the shipped table for a few dozen
    words, and decoding and splitting all of its 1.3 MB took ~15 ms of that search."""

    def __init__(self, data: bytes, starts: np.ndarray, ends: np.ndarray) -> None:
        self._data, self._starts, self._ends = data, starts, ends

    @classmethod
    def of(cls, data: bytes) -> Lines:
        """The lines of ``data``, split at "\\n" only (not at U+2028, U+0085 … as ``splitlines`` would)."""
        ends = np.flatnonzero(np.frombuffer(data, np.uint8) == ord("\n"))
        if data and not data.endswith(b"\n"):
            ends = np.append(ends, len(data))
        return cls(data, np.concatenate(([0], ends[:-1] + 1)).astype(np.int64)[:len(ends)], ends)

    def __len__(self) -> int:
        return len(self._starts)

    @overload
    def __getitem__(self, i: int) -> str: ...

    @overload
    def __getitem__(self, i: slice) -> list[str]: ...

    def __getitem__(self, i: int | slice) -> str | list[str]:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        if not -len(self) <= i < len(self):
            raise IndexError(i)
        return self._data[int(self._starts[i]):int(self._ends[i])].decode("utf-8")

    def starting_with(self, byte: bytes) -> np.ndarray:
        """[line] whether it starts with ``byte``."""
        held = self._ends > self._starts  # an empty line starts with nothing (its start may be the end of the text)
        return held & (np.frombuffer(self._data, np.uint8)[np.where(held, self._starts, 0)] == byte[0])

    def sub(self, lo: int, hi: int, skip: int = 0) -> Lines:
        """Lines ``lo`` to ``hi``, each without its first ``skip`` bytes, still read when asked."""
        return Lines(self._data, self._starts[lo:hi] + skip, self._ends[lo:hi])


@functools.cache
def table() -> Lexicon:
    """``build``'s lexicon, read from ``BUILT`` when that was built from the current tables (else built now)."""
    try:
        lines = Lines.of(BUILT.read_bytes())
    except OSError:
        return build()
    if not len(lines) or lines[0].split()[3:4] != [sources_digest()]:
        return build()
    grouped = lines.starting_with(b"=")[1:]  # the groups ("=forms …") come first, then the rows
    first_row = 1 + (int(np.argmin(grouped)) if not grouped.all() else len(grouped))
    return Lexicon(lines.sub(1, first_row, skip=1), lines.sub(first_row, len(lines)))


def alternatives(analysed: str, typed: str | None = None) -> tuple[str, ...]:
    """The analysed forms of the words that mean the same as this one (none for a word the tables lack): of the
    lexicon words ``typed`` is one of, when given."""
    return table().others(analysed, typed)


def kinds(analysed: str, typed: str | None = None) -> tuple[str, ...]:
    """The analysed forms of the words for kinds of this one ("car", "van" for "vehicl"), none for a word the
    kinds table lacks: of the lexicon words ``typed`` is one of, when given."""
    return table().kinds(analysed, typed)


def place_names(analysed: str) -> tuple[str, ...]:
    """The analysed forms of a place's names in the other languages ("bretagn" for "brittani"), none for a word
    the table lacks."""
    return tuple(table().fields(analysed)[2].split())


def written(analysed: str) -> str:
    """A word as the lexicon writes it for an analysed form ("invoice" for "invoic"), to show a person."""
    return table().fields(analysed)[0].split(" ", 1)[0]


if __name__ == "__main__":
    write()
