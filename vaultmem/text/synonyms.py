"""Other words for a query word: its everyday English synonyms ("invoice" / "bill", "flat" / "apartment") and
its translations into German, Spanish, French, Italian, Portuguese, Dutch, Polish, Swedish, Czech, Norwegian and
Danish ("invoice" / "Rechnung" / "factura" / "faktura"), from the tables
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
from dataclasses import dataclass
from pathlib import Path

from vaultmem_resources import LEXICON_DIR

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
    """

    groups: tuple[str, ...]  # each synonym or translation group's index forms, space-separated, table order
    rows: tuple[str, ...]  # "form<TAB>written<TAB>its groups<TAB>place names<TAB>kinds" (space-separated), sorted

    def fields(self, form: str) -> list[str]:
        """written (a lexicon word with this form, to show: "invoice" for "invoic"), the numbers of its groups,
        a place's names in the other languages, a general word's kinds ("car van" for "vehicl")."""
        key = form + "\t"
        i = bisect.bisect_left(self.rows, key)  # the rows that start with ``key`` are the first at or after it
        if i < len(self.rows) and self.rows[i].startswith(key):
            return self.rows[i][len(key):].split("\t")
        return [form, "", "", ""]

    def others(self, form: str) -> tuple[str, ...]:
        """The other forms of the form's groups, in table order."""
        out: dict[str, None] = {}
        for g in self.fields(form)[1].split():
            out.update(dict.fromkeys(f for f in self.groups[int(g)].split() if f != form))
        return tuple(out)


def _group_forms(groups: list[list[str]], written: dict[str, str]) -> list[tuple[str, ...]]:
    """Each group's distinct usable index forms (groups of one left out); ``written`` keeps the first word written
    with each form."""
    out = []
    for group in groups:
        pairs = [(f, w) for w in group for f in [_analysed(w)] if f and _usable(f)]
        for f, w in pairs:
            written.setdefault(f, w)
        forms = tuple(dict.fromkeys(f for f, _ in pairs))
        if len(forms) > 1:
            out.append(forms)
    return out


def _linked(groups: list[list[str]], written: dict[str, str]) -> dict[str, tuple[str, ...]]:
    """Each index form of the groups' words → the other forms of its groups (in table order)."""
    others: dict[str, dict[str, None]] = defaultdict(dict)
    for forms in _group_forms(groups, written):
        for f in forms:
            others[f].update(dict.fromkeys(g for g in forms if g != f))
    return {f: tuple(o) for f, o in others.items()}


def _narrower(rows: list[tuple[str, list[str]]], written: dict[str, str]) -> dict[str, tuple[str, ...]]:
    """Each general word's index form → its kinds' forms (in table order). One way only: a question about a
    "vehicle" is answered by a note about the van, but one about the van is not by every note naming a car."""
    kinds: dict[str, dict[str, None]] = defaultdict(dict)
    for general, members in rows:
        g = _analysed(general)
        if not g or not _usable(g):
            continue
        written.setdefault(g, general)
        for m in members:
            f = _analysed(m)
            if f and _usable(f) and f != g:
                written.setdefault(f, m)
                kinds[g][f] = None
    return {g: tuple(k) for g, k in kinds.items() if k}


def build() -> Lexicon:
    """The lexicon's groups as index forms (in table order), each form with the first word written with it."""
    written: dict[str, str] = {}
    groups = _group_forms(_groups(), written)
    places = _linked(_language_rows("places.tsv"), written)
    kinds = _narrower(_kind_rows(), written)
    member_of: dict[str, list[str]] = defaultdict(list)
    for i, forms in enumerate(groups):
        for f in forms:
            member_of[f].append(str(i))
    shown = member_of.keys() | places.keys() | kinds.keys() | {f for k in kinds.values() for f in k}
    rows = sorted("\t".join([f, written[f], " ".join(member_of.get(f, ())), " ".join(places.get(f, ())),
                             " ".join(kinds.get(f, ()))]) for f in shown)
    return Lexicon(tuple(" ".join(g) for g in groups), tuple(rows))


# ``build`` analyses some ten thousand words (~140 ms): a search must not wait for that on its first query, so the
# result ships with the tables (``python -m vaultmem.text.synonyms`` writes it; a test checks it is current).
BUILT = LEXICON_DIR / "alternatives.tsv"


def sources_digest() -> str:
    """What ``BUILT`` was built from: a digest of the tables."""
    h = hashlib.sha256()
    for name in ("synonyms.txt", "translations.tsv", "places.tsv", "kinds.txt"):
        h.update((LEXICON_DIR / name).read_bytes())
    return h.hexdigest()[:16]


def write(path: Path = BUILT) -> None:
    lex = build()
    lines = [f"# built from {sources_digest()} by python -m vaultmem.text.synonyms; do not edit"]
    lines += ["=" + g for g in lex.groups] + list(lex.rows)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


@functools.cache
def table() -> Lexicon:
    """``build``'s lexicon, read from ``BUILT`` when that was built from the current tables (else built now)."""
    try:
        head, _, body = BUILT.read_text(encoding="utf-8").partition("\n")
    except OSError:
        return build()
    if head.split()[3:4] != [sources_digest()]:
        return build()
    lines = body.rstrip("\n").split("\n")  # not ``splitlines``, which also breaks at U+2028, U+0085 …
    first_row = next((i for i, line in enumerate(lines) if not line.startswith("=")), len(lines))
    return Lexicon(tuple(line[1:] for line in lines[:first_row]), tuple(lines[first_row:]))


def alternatives(analysed: str) -> tuple[str, ...]:
    """The analysed forms of the words that mean the same as this one (none for a word the tables lack)."""
    return table().others(analysed)


def kinds(analysed: str) -> tuple[str, ...]:
    """The analysed forms of the words for kinds of this one ("car", "van" for "vehicl"), none for a word the
    kinds table lacks."""
    return tuple(table().fields(analysed)[3].split())


def place_names(analysed: str) -> tuple[str, ...]:
    """The analysed forms of a place's names in the other languages ("bretagn" for "brittani"), none for a word
    the table lacks."""
    return tuple(table().fields(analysed)[2].split())


def written(analysed: str) -> str:
    """A word as the lexicon writes it for an analysed form ("invoice" for "invoic"), to show a person."""
    return table().fields(analysed)[0]


if __name__ == "__main__":
    write()
