"""The words of the question against the index: query concepts, plain BM25 sessions, and the BM25F evidence the
auto route ranks candidates by.

A *concept* is one content word of the question as the index knows it (a whole analysed word; a compound by
its joined form when the vault has it, else by its parts). Words no chunk or field holds are kept aside as
``unmatched`` (a misspelling may be read as the vault's word one edit away); they are never matched loosely.

BM25F (Robertson, Zaragoza & Taylor 2004, "Simple BM25 extension to multiple weighted fields"): for each
concept, the normalised frequencies of its fields add up before one saturation,

    tf~(t, s) = tf(t, c*) / B(c*)  +  w_whole · tf(t, s) / B(s)  +  Σ_f w_f · tf_f(t, s) / B_f(s)
    B(x)      = 1 − b + b · len(x) / avglen
    bm25f(s)  = Σ_t w(t) · tf~ · (k1 + 1) / (tf~ + k1)

where c* is the session's best chunk by plain BM25, the whole session is one more field (its length against
the average session's, so a long note that names a word once counts less than a short one about it), the
fields are the session's title, file name, people, place and headings (``index.fields``), and w(t) is the
word's IDF as weighted by the caller (``candidates.Candidates``).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from itertools import pairwise
from typing import Literal

import numpy as np

from ..index.fields import FIELDS, FieldIndex
from ..index.snapshot import ChunkInfo, Snapshot
from ..model import chunk_location
from ..sortedsets import distinct, run_heads
from ..text.synonyms import alternatives, kinds, place_names, written
from ..text.terms import (
    TRUNCATION,
    QueryWord,
    analysed_words,
    fold,
    has_cjk,
    query_words,
    truncated,
    word_term,
)
from ..text.tokenizer import VOCAB_SIZE, is_vocabulary_word, word_ids
from ..text.words import STOPWORDS, expand_contractions
from . import bm25
from . import weights as W
from .explanation import Code, Explanation, SearchResult, StageRank, sum_node
from .languages import function_words
from .results import make_result
from .snippets import query_words as highlight_words

Relation = Literal["synonym", "kind", "ending"]


@dataclass(frozen=True, slots=True)
class Alias:
    """Another word for a query word that the vault holds, and what one occurrence counts."""

    analysed: str
    word: str  # as the lexicon writes it, to show ("invoice")
    term: int
    scale: float
    stats: bm25.TermStats | None  # body postings (None when only fields hold it)
    # how it relates to the query word: one meaning the same (``text.synonyms``), a word for a kind of it ("van"
    # for "vehicle"), or its form with another ending (``_with_endings``); the explanation names it (``RELATIONS``)
    relation: Relation = "synonym"
    # its occurrences include those of the word's own form and its other endings (a truncated form,
    # ``_truncated``): only those beyond them count
    overlaps: bool = False

    @property
    def form(self) -> str:
        """Which form of the query word it is, as its occurrences are counted: "truncated" (``overlaps``),
        "ending" or "other"."""
        return "truncated" if self.overlaps else "ending" if self.relation == "ending" else "other"


@dataclass(frozen=True, slots=True)
class Concept:
    word: str  # as typed ("wi-fi", "boilers")
    analysed: str  # its index form ("wifi", "boiler")
    term: int
    idf: float
    stats: bm25.TermStats | None  # body postings (None when only fields hold it)
    background: float = 1.0  # how rare the word is in language at large (``background_rarity``)
    corrected: str = ""  # the vault's word this one was read as, when it was misspelt (``_correction``)
    aliases: tuple[Alias, ...] = ()  # other words for it the vault holds (``text.synonyms``)

    @property
    def own_term(self) -> bool:
        """Its index term is the typed word's own (not a correction's): a text holds the word where the postings
        say it holds the term."""
        return not self.corrected and self.term == word_term(self.analysed)


@dataclass(frozen=True, slots=True)
class QueryConcepts:
    concepts: tuple[Concept, ...]
    unmatched: tuple[str, ...]  # content words the vault does not hold

    @property
    def terms(self) -> np.ndarray:
        return np.array([c.term for c in self.concepts], np.uint32)

    @property
    def match_terms(self) -> np.ndarray:
        """Every term the concepts match: their own and their aliases'."""
        return np.array([t for c in self.concepts for t, _, _ in _terms_of(c)], np.uint32)

    @property
    def stats(self) -> tuple[bm25.TermStats, ...]:
        return tuple(st for c in self.concepts for st in (c.stats, *(a.stats for a in c.aliases)) if st is not None)


CORRECT_MIN = 5  # letters a word needs before a misspelling of it is corrected
CORRECT_MIN_DF = 2  # chunks a correction that is no word of the language must occur in (``_correction``)
INFLECT_STEM = 5  # letters an inflected word keeps when read as the vault's form of it (``_inflection``)
# What the explanation calls an alias of each relation.
RELATIONS: dict[Relation, str] = {"synonym": "another word for it", "kind": "a kind of it",
                                  "ending": "another form of it"}
ENDING_MAX = 3  # letters past its truncation a word the vault lacks may have and be read as one (``_truncated``)
ENDINGS_MIN = 6  # letters a word needs before the vault's forms of it with other endings count (``_with_endings``)
# A question's first this many content words may be read loosely (as a misspelling, another form, a compound): each
# costs up to ~7 ms when it matches nothing, and a pasted paragraph holds hundreds
LOOSE_WORDS = 16
TAIL_MIN = 6  # letters of a compound's ending read alone, when no split is two of the vault's words
COMPOUND_PART = 4  # letters each part of a compound keeps when it is read as the two words it joins (``_compound``)
# What German, Dutch and the Scandinavian languages put between a compound's parts ("Verzekering-s-claim",
# "Tag-es-zeit", "katt-en-oppas"): the first part may end in one of these before the second begins.
_LINKS = ("s", "e", "en", "n", "er", "es")
_LETTERS = "abcdefghijklmnopqrstuvwxyz"


_CAPITALS = re.compile(r"\b[A-Z]{2,}\b")


def content_words(text: str) -> list[QueryWord]:
    """The query's words without function words (English, and those of another language the question is asked
    in: ``languages.function_words``), lone letters ("mum's" → "mum") and contractions ("don't"); all of them
    when nothing else is left ("the who")."""
    return [w for _, w in _placed_content_words(text)]


@functools.lru_cache(maxsize=256)
def _placed_content_words(text: str) -> tuple[tuple[int, QueryWord], ...]:
    """``content_words`` with each word's place among all the query's words (a search reads them four times:
    its concepts, word pairs and answer kinds)."""
    words = tuple(enumerate(query_words(expand_contractions(text))))
    # a word typed in capitals is an acronym ("NIC", "SVE", "MOT"), never another language's function word
    caps = {m.lower() for m in _CAPITALS.findall(text)}
    folded = [fold(w.text)[0] if w.text not in caps else "" for _, w in words]
    other = function_words(folded)
    content = tuple((i, w) for (i, w), f in zip(words, folded)
                    if w.text not in STOPWORDS and f not in other
                    and (len(w.text) > 1 or w.text.isdigit() or has_cjk(w.text)))
    return content or words


def concepts(snap: Snapshot, text: str, synonyms: bool = False, names: frozenset[str] = frozenset()) -> QueryConcepts:
    """The question's content words as index terms, each once, with BM25 idf over live chunks. Two adjacent
    words the vault also writes as one ("flat bread" / "flatbread", "wi fi" / "wifi") add that word too. With
    ``synonyms``, a plain word (not one of ``names``) also matches the other words for it the vault holds
    (``_with_aliases``)."""
    fields = field_index(snap)
    out: list[Concept] = []
    unmatched: list[str] = []
    seen: set[int] = set()
    placed = _placed_content_words(text)
    words = [w for _, w in placed]
    for i, w in enumerate(words):
        loose = i < LOOSE_WORDS  # a pasted paragraph's later words are matched as written
        options = [(w.text, w.analysed, w.joined)] if w.joined is not None else []
        parts = [(w.text, form, t) for form, t in zip(w.part_forms, w.parts)]  # each part read as its own word
        found = [_concept(snap, fields, *o) for o in options]
        found = [c for c in found if c is not None] or [c for c in (_concept(snap, fields, *p) for p in parts) if c]
        # a name is not read as another word ("Bill" is no invoice), but a place it names has other names
        # ("Brittany" / "Bretagne")
        place = w.text in names
        expand = synonyms and w.joined is None and len(w.parts) == 1
        if not found:
            unmatched.append(w.text)
            found = ([c for c in [_correction(snap, fields, w.text)] if c is not None]
                     or _compound(snap, fields, w.text)
                     or [c for c in [_truncated(snap, fields, w.text, fold(w.text)[0], held=False)] if c is not None]
                     ) if loose else []
            if not found and expand:
                found = [c for c in [_with_aliases(snap, fields, None, w.text, w.analysed, place)] if c is not None]
        elif expand:
            found = [_with_aliases(snap, fields, c, w.text, w.analysed, place) or c for c in found]
            if not place and loose:
                found = [_with_endings(snap, fields, c) for c in found]
        for c in found:
            if c.term not in seen:
                seen.add(c.term)
                out.append(c)
    idf_of = {c.word: c.idf for c in out}
    for (i, a), (j, b) in pairwise(placed):
        # side by side in the question: "call a method" is no "callmethod"
        if (j == i + 1 and a.joined is None and b.joined is None and a.text.isalpha() and b.text.isalpha()
                and not has_cjk(a.text + b.text)):  # CJK words already meet as their letters and pairs
            joined = query_words(a.text + b.text)[0]
            c = _concept(snap, fields, f"{a.text} {b.text}", joined.analysed, joined.parts[0])
            if c is not None and a.text in idf_of and b.text in idf_of:
                # another spelling of two words the vault holds apart: it weighs no more than the rarer of them
                # (a class name "SortedList" is rarer than "sorted list" in prose, but not a rarer topic)
                c = replace(c, idf=min(c.idf, max(idf_of[a.text], idf_of[b.text])))
            if c is not None and c.term not in seen:
                seen.add(c.term)
                out.append(c)
    return QueryConcepts(tuple(out), tuple(unmatched))


def _correction(snap: Snapshot, fields: FieldIndex, word: str) -> Concept | None:
    """A word the vault does not hold, read as the vault's word one edit away ("diabates" → "diabetes",
    "sweetners" → "sweeteners", "varoa" → "varroa": Norvig's corrector, with the vault's document frequencies as
    its language model). Edits are tried by how often people make them (``_edits``): a letter left out or two
    swapped first, then one too many, then one wrong; within a kind, the vault's most frequent word. A word of the
    language may be any of the vault's words; another (a name, a term: "varroa", "Severnside") one it uses in
    ``CORRECT_MIN_DF`` chunks or more, so that no word it writes once, itself perhaps a slip, stands for the
    question's ("mooring" is no "motoring"). Only for words of ``CORRECT_MIN`` letters or more; a made-up word's
    neighbours are no words. A word with no such neighbour in the vault may be an inflection it holds in another
    form (``_inflection``). The concept is marked ``corrected`` and weighs ``weights.CORRECTION_WEIGHT``."""
    if len(word) < CORRECT_MIN or not word.isalpha():
        return None
    if is_vocabulary_word(word):  # a word of the language ("tracker"), not a misspelling
        return None
    edits = _edits(word) if word.isascii() else ()
    for variants in edits:
        best = _most_frequent(snap, fields, word, variants, _used_enough)
        if best is not None:
            # shown as the plainest of the edits with its form ("metoprolol", not "metoprololl")
            same = [v for vs in edits for v in vs if analysed_words([v])[0] == best.analysed]
            return replace(best, corrected=min(same, key=lambda v: (not is_vocabulary_word(v), len(v), v)))
    return _inflection(snap, fields, word)


def _used_enough(variant: str, c: Concept) -> bool:
    """A correction stands for the typed word if it is a word of the language, or one the vault uses in
    ``CORRECT_MIN_DF`` chunks or more (``_correction``)."""
    return is_vocabulary_word(variant) or (c.stats is not None and c.stats.df >= CORRECT_MIN_DF)


def _most_frequent(snap: Snapshot, fields: FieldIndex, word: str, variants: list[str],
                   usable: Callable[[str, Concept], bool] = lambda _v, _c: True) -> Concept | None:
    """The vault's most frequent word among ``variants`` (those ``usable``), as a concept for ``word`` read as it."""
    best: Concept | None = None
    for variant in variants:
        c = _read_as(snap, fields, word, variant)
        if c is not None and usable(variant, c) and (best is None or c.idf < best.idf):  # lowest IDF = most frequent
            best = c
    return best


def _inflection(snap: Snapshot, fields: FieldIndex, word: str) -> Concept | None:
    """The vault's form of a word with another ending ("zubaři" → "zubař", "skrzynki" → "skrzynka", "hartclife" →
    "hartcliff"): an inflection of a language the English stemmer does not know, or a misspelt ending. First the
    word cut short by one or two letters, then with one letter added or in place of its last one or two; the most
    frequent at the first step the vault holds one. At least ``INFLECT_STEM`` letters of it stay."""
    for variants in _endings(fold(word)[0]):
        found = _most_frequent(snap, fields, word, variants)
        if found is not None:
            return found
    return None


def _endings(form: str) -> tuple[list[str], list[str]]:
    """The word with another ending, in two steps: cut short by one or two letters; with one letter added or in
    place of its last one or two. At least ``INFLECT_STEM`` letters of it stay."""
    stems = [form[:len(form) - cut] for cut in (0, 1, 2) if len(form) - cut >= INFLECT_STEM]
    return (sorted(set(stems[1:]) - {form}), sorted({stem + c for stem in stems for c in _LETTERS} - {form}))


def _with_endings(snap: Snapshot, fields: FieldIndex, concept: Concept) -> Concept:
    """The concept with the vault's forms of its word with another ending (``_endings``) as aliases, for a word
    of a language the English stemmer does not know ("babiččin" meets "babiččina" and "babiččini", Czech for
    grandmother's; "ristorante" meets "ristoranti"). Only for a word of ``ENDINGS_MIN`` letters or more that is
    no English word, and only forms that are none either (one BPE token, as in ``_correction``: the stemmer
    already joins English forms, and "chains" is no form of "chainsaw"). An occurrence counts
    ``weights.CORRECTION_WEIGHT`` of one of the word's own, less where the form is commoner, as a synonym's does
    (``_with_aliases``). Then, for such a word of ``TRUNCATION`` letters or more, every vault word that begins with
    the same letters (``_truncated``), at the same weight, counting only the occurrences the word's own form and its
    other endings have not (``Alias.overlaps``)."""
    word = concept.word
    form = fold(word)[0]
    if concept.corrected or not form.isalpha() or is_vocabulary_word(word):
        return concept
    have = {concept.term, *(a.term for a in concept.aliases)}
    aliases = []
    found = [(variant, _read_as(snap, fields, word, variant) if not is_vocabulary_word(variant) else None)
             for step in (_endings(form) if len(form) >= ENDINGS_MIN else ()) for variant in step]
    for variant, c in [*found, (form[:TRUNCATION] + "…", _truncated(snap, fields, word, form, held=True))]:
        if c is not None and c.term not in have:
            have.add(c.term)
            scale = W.CORRECTION_WEIGHT * min(1.0, c.idf / concept.idf)
            aliases.append(Alias(c.analysed, variant, c.term, scale, c.stats, "ending",
                                 overlaps=c.analysed == truncated(form)))
    return replace(concept, aliases=concept.aliases + tuple(aliases)) if aliases else concept


def _truncated(snap: Snapshot, fields: FieldIndex, word: str, form: str, held: bool) -> Concept | None:
    """Every word of the vault that begins with the first ``TRUNCATION`` letters of ``form`` (the folded ``word``),
    as one concept (``text.terms.truncated``), or None when the form has none or the vault holds no such word. A
    word the vault lacks (not ``held``) is read so only within ``ENDING_MAX`` letters of its truncation, as far as
    an inflection's ending reaches: a long made-up word ("wobbleskrunch") is no form of whatever shares its first
    letters ("wobbly")."""
    cut = truncated(form) if held or len(form) <= TRUNCATION + ENDING_MAX else None
    c = _concept(snap, fields, word, cut, word_term(cut)) if cut is not None else None
    return replace(c, corrected=form[:TRUNCATION] + "…") if c is not None else None


def _compound(snap: Snapshot, fields: FieldIndex, word: str) -> list[Concept]:
    """A compound the vault does not hold, read as the two words it holds ("zeilexamen" → "zeil" "examen",
    "houseboat" → "house" "boat", "verzekeringsclaim" → "verzekering" "claim"): German, Dutch and Scandinavian
    write their compounds as one word where a note may name the parts apart, and English writes some either way.
    Never a word of the language (one BPE token, as in ``_correction``), nor a part that is a function word. Each
    part keeps ``COMPOUND_PART`` letters; of the splits the vault holds, the one whose parts are commonest together
    (lowest IDF sum: Koehn & Knight's frequency-based splitting). Both parts are marked ``corrected`` and weigh
    ``weights.CORRECTION_WEIGHT``. When no split is two of the vault's words, the longest ending of ``TAIL_MIN``
    letters or more the vault holds stands for it alone: these compounds are right-headed, so a "korøvelse" (choir
    practice) is an "øvelse" where the vault never writes "kor" as a word. None when the vault holds neither."""
    form = fold(word)[0]
    if not form.isalpha() or len(form) < 2 * COMPOUND_PART or is_vocabulary_word(word):
        return []  # a word of the language is its own word: a "girlfriend" is not any girl's friend
    best: list[Concept] = []
    for cut in range(COMPOUND_PART, len(form) - COMPOUND_PART + 1):
        head, tail = form[:cut], form[cut:]
        heads = [head] + [head[:-len(link)] for link in _LINKS
                          if head.endswith(link) and len(head) - len(link) >= COMPOUND_PART]
        second = _read_as(snap, fields, word, tail) if tail not in STOPWORDS else None
        if second is None:
            continue
        for h in heads:
            first = _read_as(snap, fields, word, h) if h not in STOPWORDS else None
            if first is not None and (not best or first.idf + second.idf < sum(c.idf for c in best)):
                best = [first, second]
    if not best:  # the longest ending first, after at least three letters of a first part
        for cut in range(3, len(form) - TAIL_MIN + 1):
            tail = form[cut:]
            if tail not in STOPWORDS and (second := _read_as(snap, fields, word, tail)) is not None:
                return [second]
    return best


def _read_as(snap: Snapshot, fields: FieldIndex, word: str, variant: str) -> Concept | None:
    """The vault's word ``variant`` as a concept for ``word`` read as it (None when the vault lacks it). A
    variant is a folded word of letters (a correction, another ending, a compound's part): analysed directly, as
    ``query_words`` would, without its tokenising (a correction tries hundreds)."""
    plain = variant.isascii() and variant.isalpha()
    analysed = analysed_words([variant])[0] if plain else query_words(variant)[0].analysed
    c = _concept(snap, fields, word, analysed, word_term(analysed))
    return replace(c, corrected=variant) if c is not None else None


def _with_aliases(snap: Snapshot, fields: FieldIndex, concept: Concept | None, word: str,
                  analysed: str, place: bool = False) -> Concept | None:
    """The concept with the other words for it (``text.synonyms``) that the vault holds, matched as one term
    (Indri's #syn operator). The concept keeps the word's own IDF; an occurrence of another word counts
    ``weights.SYNONYM_WEIGHT`` of one of its own, one of a word for a kind of it ("van" for "vehicle")
    ``weights.KIND_WEIGHT``, less in proportion where that word is commoner in the vault (a common "climb" must
    not carry the weight of a rare "bouldering"). For a name (``place``), only the place's names in other
    languages, each counting ``weights.PLACE_WEIGHT``. A word the vault lacks is read as its other words alone,
    at the IDF of the commonest. None when the vault holds no other word for it."""
    wanted: list[tuple[str, float, Relation]] = (
        [(a, W.PLACE_WEIGHT, "synonym") for a in place_names(analysed)] if place else
        [(a, W.SYNONYM_WEIGHT, "synonym") for a in alternatives(analysed, word)]
        + [(a, W.KIND_WEIGHT, "kind") for a in kinds(analysed, word)])
    found = []
    for a, weight, relation in wanted:
        # a word of a language the stemmer does not know stands for its inflections too ("számla" for "számlát",
        # "számlán"): its truncated form (``text.terms.truncated``, read from the word as written: "directory" is
        # one token, its stem "directori" none), where the vault writes the word itself (a vault in English holds
        # no "mappa", Hungarian for folder, but may hold "mappable") and it is not much commoner than the
        # question's word (below)
        exact = _held(snap, fields, word_term(a)) if weight > 0 else None
        # (the word as written is looked up only for one the vault holds: a search reads a few dozen alternatives)
        cut = truncated(fold(written(a))[0]) if exact is not None and relation == "synonym" and not place else None
        wide = _held(snap, fields, word_term(cut)) if cut is not None else None
        if wide is not None and (concept is None or wide[1] >= W.ALIAS_MIN_IDF_SHARE * concept.idf):
            found.append((a, *wide, weight, relation, True))
        elif exact is not None:
            found.append((a, *exact, weight, relation, False))
    if not found:
        return None
    if concept is None:
        a0, t0, idf0 = min(found, key=lambda f: f[2])[:3]
        concept = Concept(word, a0, t0, idf0, None, background_rarity(word))
    # a word much commoner in the vault than the one asked about would stand for it everywhere it occurs
    aliases = tuple(Alias(a, written(a) + ("…" if cut else ""), term, weight * min(1.0, idf / concept.idf), stats,
                          relation)
                    for a, term, idf, stats, weight, relation, cut in found
                    if idf >= W.ALIAS_MIN_IDF_SHARE * concept.idf)
    return replace(concept, aliases=aliases) if aliases else None


def _edits(word: str) -> tuple[list[str], list[str], list[str]]:
    """The words one edit away, by how often people make the edit: a letter left out or two letters swapped
    (insertions and transpositions of the typed word), then a letter too many (deletions), then a wrong letter
    (substitutions)."""
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    first = ({a + c + b for a, b in splits for c in _LETTERS}
             | {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}) - {word}
    fewer = {a + b[1:] for a, b in splits if b} - first - {word}
    other = {a + c + b[1:] for a, b in splits if b for c in _LETTERS} - first - fewer - {word}
    return sorted(first), sorted(fewer), sorted(other)


def _concept(snap: Snapshot, fields: FieldIndex, word: str, analysed: str, term: int) -> Concept | None:
    held = _held(snap, fields, term)
    return Concept(word, analysed or word, *held, background_rarity(word)) if held is not None else None


def _held(snap: Snapshot, fields: FieldIndex, term: int) -> tuple[int, float, bm25.TermStats | None] | None:
    """(term, its BM25 IDF over live chunks, its body postings: None when only fields hold it), or None when the
    vault does not hold the term at all."""
    docs, tfs = snap.postings(term)
    if not len(docs) and not len(fields.lookup(term).sessions):
        return None
    idf = float(bm25.idf(max(len(docs), 1), max(snap.live_chunks, 1)))
    return term, idf, bm25.TermStats(term, len(docs), idf, docs, tfs) if len(docs) else None


_PLAIN = re.compile(r"[^\W_]+")  # letters and digits: what ``word_ids`` encodes


@functools.lru_cache(maxsize=1 << 14)
def background_rarity(word: str) -> float:
    """How rare a word is in language at large, in (0, 1], read off the tokenizer: BPE merges were learnt most
    frequent first, so a word that is one early token (" the", " name", " result") is common everywhere, one
    that is a late token rarer, and one that needs several tokens ("hba1c", "chickpea") rarer still. The
    vault's own IDF cannot tell a common English word that happens to be rare in this vault from a term of art;
    this can. Either capitalisation counts ("Italy" is one token, "italy" is not)."""
    ranks = []
    for variant in {word, word.capitalize()}:
        ids = word_ids(variant) if _PLAIN.fullmatch(variant) else [VOCAB_SIZE, VOCAB_SIZE]
        ranks.append(ids[0] if len(ids) == 1 else VOCAB_SIZE)
    return float(np.log1p(min(ranks)) / np.log1p(VOCAB_SIZE))


def field_index(snap: Snapshot) -> FieldIndex:
    return snap.derived("fields", FieldIndex)


# ---- plain BM25: the keyword mode and the auto route's first candidates ----------------------------------------
class RankedSessions:
    """Sessions ranked by their best chunk's BM25, with deterministic ties (session id)."""

    def __init__(self, sessions: np.ndarray, chunks: np.ndarray, scores: np.ndarray,
                 terms: tuple[bm25.TermStats, ...]) -> None:
        self.sessions, self.chunks, self.scores, self.terms = sessions, chunks, scores, terms

    def __len__(self) -> int:
        return len(self.sessions)

    def top(self, snap: Snapshot, k: int) -> list[tuple[int, int, float]]:
        """Best ``k`` as (session gid, chunk gid, score); ties resolved by the canonical session order."""
        if not len(self.sessions):
            return []
        n = min(k, len(self.sessions))
        if n < len(self.scores):
            kth = np.partition(-self.scores, n - 1)[n - 1]
            idx = np.flatnonzero(-self.scores <= kth)
        else:
            idx = np.arange(len(self.scores))
        ranked = idx[np.lexsort((snap.session_order[self.sessions[idx]], -self.scores[idx]))[:n]]
        return list(zip(self.sessions[ranked].tolist(), self.chunks[ranked].tolist(), self.scores[ranked].tolist()))


def bm25_sessions(snap: Snapshot, terms: np.ndarray, allowed: np.ndarray | None, k: int | None = None) -> RankedSessions:
    """Sessions by BM25 of their best chunk; with ``k``, only as many as it takes to hold the exact top ``k``."""
    cs = bm25.score_chunks(snap, terms, allowed, k)
    sessions, chunks, scores = bm25.best_chunk_per_session(snap, cs)
    return RankedSessions(sessions, chunks, scores, cs.terms)


def bm25_search(snap: Snapshot, query: str, qc: QueryConcepts, k: int, allowed: np.ndarray | None) -> list[SearchResult]:
    """Plain keyword ranking: each session by the BM25 of its best chunk over the question's content words
    (``qc``, the concepts of ``query``)."""
    ranked = bm25_sessions(snap, qc.terms, allowed, k)
    top = ranked.top(snap, k)
    infos = [snap.chunk(chunk) for _, chunk, _ in top]
    words = {c.term: c.word for c in qc.concepts}
    # each term's frequency in each result's chunk, read once: for the explanations and for the snippets
    chunks = np.array([info.gid for info in infos], np.int64)
    tfs = {t.term: t.tfs_of(chunks) for t in ranked.terms}
    explanations = explain_bm25(snap, ranked.terms, infos, words, tfs)
    shown = highlight_words(query)
    # a snippet need not look for a word the postings say its chunk does not hold (a term without postings: none)
    none = np.zeros(len(chunks), np.int64)
    held = {c.analysed: tfs.get(c.term, none) > 0 for c in qc.concepts if c.analysed in shown and c.own_term}
    results = []
    for i, ((sess, _, _), info, expl) in enumerate(zip(top, infos, explanations)):
        look_for = frozenset(f for f in shown if f not in held or held[f][i]) or shown
        results.append(make_result(snap, i + 1, sess, info, expl, look_for, stages=(StageRank("bm25", i + 1),)))
    return results


def explain_bm25(snap: Snapshot, terms: tuple[bm25.TermStats, ...], chunks: list[ChunkInfo],
                 words: dict[int, str], tfs: dict[int, np.ndarray]) -> list[Explanation]:
    """Per-term contributions of each chunk; their sum is the chunk's (and its session's) BM25 score. ``tfs``:
    each term's frequency in each of the chunks (one binary search per term)."""
    tf_rows = [tfs[t.term].tolist() for t in terms]
    out = []
    for i, chunk in enumerate(chunks):
        dl = float(snap.chunk_dl[chunk.gid])
        children = []
        for t, row in zip(terms, tf_rows):
            tf = row[i]
            if tf == 0:
                continue
            # Python floats: the same IEEE double operations in the same order as the vectorised pass, 10×
            # cheaper than numpy scalars, so the parts still add up to the score bit for bit
            part = bm25.tf_part(float(tf), dl, snap.avgdl)
            word = words.get(t.term, str(t.term))
            children.append(Explanation(t.idf * part, Code.BM25_TERM, f'"{word}": idf {t.idf:.3f} × tf part {part:.3f}',
                                        detail={"term": word, "tf": tf, "df": t.df, "idf": t.idf, "dl": dl,
                                                "avgdl": snap.avgdl, "k1": bm25.K1, "b": bm25.B}))
        children.sort(key=lambda e: -e.value)
        where = chunk_location(chunk.metadata, chunk.ordinal)
        out.append(sum_node(Code.BM25, f"BM25 of the best chunk, {where} (sum over query terms)", children,
                            {"chunk": where}))
    return out


# ---- BM25F evidence over candidate sessions --------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class LexicalEvidence:
    """Where each concept occurs in each candidate session: [session, concept] arrays (fields: [.., field])."""

    best_chunk: np.ndarray  # global id of the session's best chunk by plain BM25 (its first chunk when none)
    tf: np.ndarray  # raw tf of the concept in the best chunk
    body: np.ndarray  # tf / B in the best chunk
    spread: np.ndarray  # the largest tf / B over all the session's chunks
    whole: np.ndarray  # tf / B of the whole session taken as one document (its length against the average session's)
    fields: np.ndarray  # tf_f / B_f per field, [session, concept, field]
    field_tf: np.ndarray  # raw field tfs, [session, concept, field]

    @property
    def anywhere(self) -> np.ndarray:
        """[session, concept]: the concept occurs in the session (any chunk or field)."""
        return (self.spread > 0) | (self.field_tf.sum(axis=2) > 0)


CHUNK_B = bm25.B  # length normalisation of the best chunk in BM25F
# …and of the whole session, in full: a word met once somewhere in a session three times the average length
# counts a third as much, so a long page or chat that names every word of the question once, each in another
# part, does not outscore the passage where they meet (docs/ranking.md, "Fitting")
WHOLE_B = 1.0


def evidence(snap: Snapshot, qc: QueryConcepts, sessions: np.ndarray, field_b: np.ndarray) -> LexicalEvidence:
    """BM25F inputs for the given (distinct) sessions: one pass over their chunks per concept, one binary search
    of the field rows per concept."""
    n, t = len(sessions), len(qc.concepts)
    starts = snap.session_offsets[sessions]
    stops = snap.session_offsets[sessions + 1]
    lengths = stops - starts
    chunks = np.arange(int(lengths.sum()), dtype=np.int64) + np.repeat(starts - (np.cumsum(lengths) - lengths), lengths)
    norm = 1.0 - CHUNK_B + CHUNK_B * snap.chunk_dl[chunks] / snap.avgdl
    tf = np.zeros((len(chunks), t))
    for j, c in enumerate(qc.concepts):
        counted = c.stats.tfs_of(chunks) if c.stats is not None else np.zeros(len(chunks))  # the word's own forms
        tf[:, j] = counted
        for a in c.aliases:
            if a.stats is not None:
                more = a.stats.tfs_of(chunks)
                tf[:, j] += a.scale * (np.maximum(more - counted, 0) if a.form == "truncated" else more)
                if a.form == "ending":
                    counted = counted + more
    normed = tf / norm[:, None]
    idf = np.array([c.idf for c in qc.concepts])
    score = (normed * (bm25.K1 + 1.0) / (normed + bm25.K1)) @ idf if t else np.zeros(len(chunks))
    has = lengths > 0
    firsts = (np.cumsum(lengths) - lengths)[has]
    best_chunk = starts.copy()
    body = np.zeros((n, t))
    raw_tf = np.zeros((n, t))
    spread = np.zeros((n, t))
    whole = np.zeros((n, t))
    if len(chunks):
        group = np.repeat(np.arange(int(has.sum())), lengths[has])
        best = np.maximum.reduceat(score, firsts)
        hits = np.flatnonzero(score == best[group])
        first_hit = hits[run_heads(group[hits])]  # lowest chunk reaching the best
        rows = np.flatnonzero(has)
        best_chunk[rows] = chunks[first_hit]
        body[rows] = normed[first_hit]
        raw_tf[rows] = tf[first_hit]
        if t:
            spread[rows] = np.maximum.reduceat(normed, firsts, axis=0)
            dl, avg = session_lengths(snap)
            norm_s = 1.0 - WHOLE_B + WHOLE_B * dl[sessions[rows]] / avg
            whole[rows] = np.add.reduceat(tf, firsts, axis=0) / norm_s[:, None]
    fields, field_tf = _field_evidence(snap, qc, sessions, field_b)
    return LexicalEvidence(best_chunk, raw_tf, body, spread, whole, fields, field_tf)


def session_lengths(snap: Snapshot) -> tuple[np.ndarray, float]:
    """(terms per session, their mean over live sessions), once per snapshot."""
    def build(s: Snapshot) -> tuple[np.ndarray, float]:
        dl = np.bincount(s.chunk_session, weights=s.chunk_dl, minlength=s.n_sessions)
        live = dl[s.session_live]
        return dl, float(live.mean()) if len(live) else 1.0
    return snap.derived("session_lengths", build)


def _field_evidence(snap: Snapshot, qc: QueryConcepts, sessions: np.ndarray,
                    field_b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    index = field_index(snap)
    n, t = len(sessions), len(qc.concepts)
    raw = np.zeros((n, t, len(FIELDS)))
    slot = np.full(snap.n_sessions, -1, np.int64)
    slot[sessions] = np.arange(n)
    for j, c in enumerate(qc.concepts):
        counted = np.zeros((n, len(FIELDS)))  # the word's own forms (``evidence``)
        for term, scale, form in _terms_of(c):
            hits = index.lookup(term)
            at = slot[hits.sessions]
            keep = at >= 0
            # one row per (term, session, field): each term's rows add without collisions of their own
            found = np.zeros((n, len(FIELDS)))
            found[at[keep], hits.fields[keep]] = hits.tfs[keep]
            raw[:, j] += scale * (np.maximum(found - counted, 0) if form == "truncated" else found)
            if form == "own":
                counted = found
            elif form == "ending":
                counted = counted + found
    lengths = index.lengths[sessions] if n else np.zeros((0, len(FIELDS)))
    norm = 1.0 - field_b + field_b * lengths / index.avg
    return raw / norm[:, None, :], raw


def matched_sessions(snap: Snapshot, qc: QueryConcepts, allowed: np.ndarray | None) -> np.ndarray:
    """Live session gids holding any of the concepts in a chunk or a field (within ``allowed``), ascending."""
    hit = np.zeros(snap.n_sessions, bool)
    for s in qc.stats:
        hit[snap.chunk_session[s.docs]] = True
    hit[field_candidates(snap, qc, None)] = True  # all of them: this is the match set
    hit &= snap.session_live if allowed is None else snap.session_live & allowed
    return np.flatnonzero(hit)


def field_candidates(snap: Snapshot, qc: QueryConcepts, allowed: np.ndarray | None,
                     k: int | None = None) -> np.ndarray:
    """Sessions any concept occurs in a field of (within ``allowed``); with ``k``, the ``k`` whose fields hold the
    most of the question (summed IDF of the concepts they hold; ties in canonical order), so a word every file
    name carries ("linux/...") cannot make every file a candidate."""
    index = field_index(snap)
    score = np.zeros(snap.n_sessions)
    for c in qc.concepts:
        score[distinct(np.concatenate([index.lookup(t).sessions for t, _, _ in _terms_of(c)]))] += c.idf
    if allowed is not None:
        score[~allowed] = 0.0
    found = np.flatnonzero(score != 0)  # through a boolean array: as ``bm25._exhaustive``'s dense sum
    if k is None or len(found) <= k:
        return found
    best = np.lexsort((snap.session_order[found], -score[found]))[:k]
    return np.sort(found[best])


def _terms_of(c: Concept) -> list[tuple[int, float, str]]:
    """(term, how much one occurrence counts, which form of the word it is: "own", "ending", "truncated" — whose
    occurrences include those of the forms before it — or "other") for the concept's own word, first, and its
    aliases."""
    alias_only = c.stats is None and any(a.term == c.term for a in c.aliases)  # a word the vault lacks
    own = [] if alias_only else [(c.term, 1.0, "own")]
    return own + [(a.term, a.scale, a.form) for a in c.aliases]


def bm25f_parts(ev: LexicalEvidence, idf: np.ndarray, field_weights: np.ndarray,
                whole_weight: float | np.ndarray) -> np.ndarray:
    """[session, concept] BM25F contributions (their row sums are the sessions' BM25F); ``whole_weight`` is one
    weight for every session or a column of one per session."""
    pseudo = ev.body + whole_weight * ev.whole + ev.fields @ field_weights
    return idf * pseudo * (bm25.K1 + 1.0) / (pseudo + bm25.K1)
