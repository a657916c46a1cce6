"""The query's unreadable operators, flagged on each result's route (``--explain``, the app's route chip): they
were searched as words, and the user should see why a filter did not apply."""

from __future__ import annotations

from dataclasses import replace

from ..query import Query
from .explanation import SearchResult


def with_problems(results: list[SearchResult], query: Query) -> list[SearchResult]:
    if not query.problems:
        return results
    notes = tuple(f"unread operator {p.canonical()}: {p.message}"
                  + ("; ignored" if p.negated else "; searched as words") for p in query.problems)
    return [replace(r, route=replace(r.route, signals=r.route.signals + notes)) if r.route is not None else r
            for r in results]
