"""Query entry point: pick the pipeline for the mode, return ranked sessions with explanations."""

from __future__ import annotations

import numpy as np

from ..filters import Filters
from ..index.snapshot import Snapshot
from ..query import MODES, SORTS, Query
from .clauses import session_mask
from .dated import listed_by_date, sorted_by_date
from .explanation import SearchResult, SearchResults
from .lexical import bm25_search, concepts, matched_sessions
from .notes import with_problems

DATE_SORT_POOL = 100  # sorted by date: the best this many by relevance, in date order


def search(snap: Snapshot, query: Query, k: int = 10, filters: Filters | None = None, mode: str = "auto",
           sort: str | None = None) -> SearchResults:
    if mode not in MODES:
        raise ValueError(f"unknown search mode {mode!r}; expected one of {', '.join(MODES)}")
    sort = sort or query.sort
    if sort not in SORTS:
        raise ValueError(f"unknown sort order {sort!r}; expected one of {', '.join(SORTS)}")
    unfiltered = filters is None or filters.is_empty()
    if (query.is_empty() and unfiltered) or snap.live_chunks == 0 or k <= 0:
        return SearchResults(query=query)
    # ---- the query language: operators, negation, phrases and OR as one session mask -------------------------------
    allowed = session_mask(snap, query, filters)
    text = query.ranking_text
    if not text.strip():  # filters alone: the sessions they allow, by date
        listed = np.flatnonzero(snap.session_live if allowed is None else snap.session_live & allowed)
        return _results(snap, listed_by_date(snap, allowed, k, sort != "oldest"), listed, query)
    pool = k if sort == "relevance" else max(k, DATE_SORT_POOL)
    # ---- ranking: the free text ranks; phrases, negation and operators are already in the mask -----------------------
    if mode == "auto":
        from .pipeline import auto_search

        results, matched = auto_search(snap, text, pool, allowed)
    else:
        qc = concepts(snap, text)
        results = bm25_search(snap, text, qc, pool, allowed)
        matched = matched_sessions(snap, qc, allowed)
    # -------------------------------------------------------------------------------------------------------------------
    if sort != "relevance":
        results = sorted_by_date(results, k, sort == "newest")
    return _results(snap, results, matched, query)


def _results(snap: Snapshot, results: list[SearchResult], matched: np.ndarray, query: Query) -> SearchResults:
    dates = snap.session_date[matched]
    return SearchResults(with_problems(results, query), len(matched), tuple(dates[~np.isnan(dates)].tolist()), query)
