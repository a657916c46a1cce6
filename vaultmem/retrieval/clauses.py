"""What a query requires beyond ranking, as one boolean mask over the index's sessions: its filters and the
explicit ones, its negated operators, its negated words and phrases, and its required groups (a phrase, an OR).

"Contains" means what the ranker means by it: a word's index term as the query path derives it
(``text.terms``: analysed words, a compound such as "Wi-Fi" by its joined form), looked up in the postings
through ``bm25.query_terms``. A one-word clause is answered by its postings alone. A phrase matches a session
when a chunk holds all its words and they stand adjacent and in order in that chunk's text or in the session
title; that is checked only on the chunks holding all of them.
"""

from __future__ import annotations

import os

import numpy as np

from ..filters import Filters
from ..index.snapshot import Snapshot
from ..model import KINDS
from ..query import Clause, Query
from ..sortedsets import distinct
from ..text.terms import analysed_words, has_cjk, index_words, tokens, word_term
from . import bm25
from .session_fields import SessionFields


def session_mask(snap: Snapshot, query: Query, filters: Filters | None = None) -> np.ndarray | None:
    """Live sessions the query allows, or None when it constrains nothing (every live session is allowed)."""
    if not query.constrained and (filters is None or filters.is_empty()):
        return None
    allowed = snap.session_live.copy()
    for f in (query.filters, filters):
        if f is not None and not f.is_empty():
            allowed &= filters_mask(snap, f)
    for f in query.excluded:
        allowed &= ~filters_mask(snap, f)
    # Clauses last, each checked only on the sessions still allowed: phrases are verified on chunk text.
    for group in query.required:
        either = np.zeros(snap.n_sessions, bool)
        wordless = True
        for clause in group:
            hit = clause_sessions(snap, clause, allowed & ~either)
            if hit is not None:
                either |= hit
                wordless = False
        if not wordless:  # a group of nothing but punctuation requires nothing
            allowed &= either
    for clause in query.must_not:
        hit = clause_sessions(snap, clause, allowed)
        if hit is not None:
            allowed &= ~hit
    return allowed


def filters_mask(snap: Snapshot, f: Filters) -> np.ndarray:
    """Sessions (live or not) that ``f`` selects."""
    mask = np.ones(snap.n_sessions, bool)
    if f.kinds:
        mask &= np.isin(snap.session_kind, [KINDS.index(k) for k in f.kinds if k in KINDS])
    if f.folders or f.exts:
        paths = snap.session_paths
        if f.folders:
            prefixes = tuple(p + "/" for p in f.folders)
            mask &= np.fromiter((p.startswith(prefixes) for p in paths), bool, snap.n_sessions)
        if f.exts:
            exts = frozenset(f.exts)
            mask &= np.fromiter((os.path.splitext(p)[1].lower() in exts for p in paths), bool, snap.n_sessions)
    if f.date_from is not None or f.date_to is not None:
        lo = f.date_from.timestamp() if f.date_from else -np.inf
        hi = f.date_to.timestamp() if f.date_to else np.inf
        with np.errstate(invalid="ignore"):
            mask &= (snap.session_date >= lo) & (snap.session_date <= hi)
    if f.tags or f.senders or f.recipients or f.titles or f.has_attachment:
        mask &= _fields_mask(SessionFields.of(snap), f, snap.n_sessions)
    return mask


def _fields_mask(fields: SessionFields, f: Filters, n: int) -> np.ndarray:
    def each(column: list, test) -> np.ndarray:
        return np.fromiter(map(test, column), bool, n)

    mask = np.ones(n, bool)
    for tag in f.tags:  # a tag selects its nested tags too: "project" holds "project/harbor"
        mask &= each(fields.tags, lambda tags, tag=tag: any(t == tag or t.startswith(tag + "/") for t in tags))
    for column, values in ((fields.senders, f.senders), (fields.recipients, f.recipients), (fields.titles, f.titles)):
        for value in values:
            mask &= each(column, lambda text, value=value: value in text)
    if f.has_attachment:
        mask &= np.asarray(fields.attachments, bool)
    return mask


def clause_sessions(snap: Snapshot, clause: Clause, within: np.ndarray) -> np.ndarray | None:
    """Sessions among ``within`` that contain the clause; None when it has no word to look for ("!!!")."""
    forms = word_forms(clause.text)
    if not forms:
        return None
    found = np.zeros(snap.n_sessions, bool)
    terms = distinct(np.array([word_term(f) for f in forms], np.uint32))
    stats = bm25.query_terms(snap, terms)
    if len(stats) < len(terms):
        return found  # a word no chunk holds: no session contains the clause
    chunks = stats[0].docs
    for t in stats[1:]:
        chunks = np.intersect1d(chunks, t.docs, assume_unique=True)
    chunks = chunks[within[snap.chunk_session[chunks]]]
    if len(forms) == 1:
        found[snap.chunk_session[chunks]] = True
        return found
    for chunk in chunks.tolist():
        session = int(snap.chunk_session[chunk])
        if not found[session] and (_holds(word_forms(snap.chunk_text(chunk)), forms)
                                   or _holds(word_forms(snap.session(session).title), forms)):
            found[session] = True
    return found


def word_forms(text: str) -> list[str]:
    """The analysed form of each word of ``text`` in order, as the index analyses it; a compound ("Wi-Fi",
    "RedisCache") is one word, its joined form, so a phrase and a text compare word by word however written. A
    word of CJK letters is its letters and pairs of letters in order (``text.terms.segments``): a phrase of them
    stands in a text's run of them as a contiguous stretch."""
    out: list[str] = []
    for m in tokens(text):
        analysed = analysed_words(index_words(m.group()))
        if analysed and has_cjk(m.group()):
            out.extend(analysed)
        elif analysed:
            out.append(analysed[-1])
    return out


def _holds(words: list[str], run: list[str]) -> bool:
    """Whether ``run`` occurs in ``words`` as a contiguous sequence."""
    n = len(run)
    return any(words[i:i + n] == run for i in range(len(words) - n + 1))
