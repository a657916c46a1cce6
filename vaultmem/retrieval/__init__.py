"""Query-time code: a parsed query and a snapshot in, ranked and explained sessions out — BM25, the router,
episode features, rerankers, certificates, explanations and snippets.

The rest of the engine uses: ``search`` (the entry point for both modes) with the ``pipeline`` a GUI warms up,
the result records of ``explanation`` (what the facade, the CLI, export and eval render), ``best_fragment`` (the
snippet window export cuts passages around), ``completions`` for operator values and ``similar_query`` for "more
like this". Names are resolved on first
use (``vaultmem.lazy_names``).
"""

from __future__ import annotations

from ..lazy_names import lazy_names

__all__ = [
    "AtomHit",
    "Certificate",
    "Evidence",
    "Explanation",
    "Route",
    "SearchResult",
    "SearchResults",
    "Snippet",
    "StageRank",
    "best_fragment",
    "completions",
    "pipeline",
    "search",
    "similar_query",
]
__getattr__, __dir__ = lazy_names(__name__, {
    ".completions": ("completions",),
    ".explanation": ("AtomHit", "Certificate", "Evidence", "Explanation", "Route", "SearchResult", "SearchResults",
                     "Snippet", "StageRank"),
    ".pipeline": ("pipeline",),
    ".search": ("search",),
    ".similar": ("similar_query",),
    ".snippets": ("best_fragment",),
})
