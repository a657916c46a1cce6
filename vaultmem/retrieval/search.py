"""Query entry point: pick the pipeline for the mode, return ranked sessions with explanations."""

from __future__ import annotations

import numpy as np

from ..index.snapshot import Snapshot
from .explanation import SearchResults
from .filters import Filters, allowed_sessions
from .lexical import bm25_search, concepts, matched_sessions

MODES = ("auto", "bm25")


def search(snap: Snapshot, query: str, k: int = 10, filters: Filters | None = None,
           mode: str = "auto") -> SearchResults:
    if mode not in MODES:
        raise ValueError(f"unknown search mode {mode!r}; expected one of {', '.join(MODES)}")
    if not query.strip() or snap.live_chunks == 0 or k <= 0:
        return SearchResults()
    allowed = allowed_sessions(snap, filters)
    if mode == "auto":
        from .pipeline import auto_search

        results, matched = auto_search(snap, query, k, allowed)
    else:
        results = bm25_search(snap, query, k, allowed)
        matched = matched_sessions(snap, concepts(snap, query), allowed)
    dates = snap.session_date[matched]
    return SearchResults(results, len(matched), tuple(dates[~np.isnan(dates)].tolist()))
