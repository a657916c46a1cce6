"""The auto route: router → candidates → rerankers → certificates (memory issue builds this out)."""

from __future__ import annotations

import numpy as np

from ..index.snapshot import Snapshot
from .explanation import SearchResult


def auto_search(snap: Snapshot, query: str, k: int, allowed: np.ndarray | None) -> list[SearchResult]:
    from .search import bm25_search

    return bm25_search(snap, query, k, allowed)
