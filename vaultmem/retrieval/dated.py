"""Results in date order: a query of filters alone lists the sessions they allow by date (``kind:event
after:2025-11-01``), and ``sort:newest``/``oldest`` orders ranked results by date. Undated sessions come last;
ties keep the order they had (the session id for a listing, the rank for ranked results)."""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from ..index.snapshot import Snapshot
from .explanation import Code, Explanation, Route, SearchResult
from .results import make_result


def listed_by_date(snap: Snapshot, allowed: np.ndarray | None, k: int, newest: bool) -> list[SearchResult]:
    """The first ``k`` allowed live sessions by date (ties by session id, whatever the segment layout); each
    shows the start of its first chunk."""
    live = snap.session_live if allowed is None else snap.session_live & allowed
    gids = np.flatnonzero(live)
    key = _date_key(snap.session_date[gids], newest)
    if k < len(gids):
        keep = key <= np.partition(key, k - 1)[k - 1]  # the first k, and whatever ties with the k-th
        gids, key = gids[keep], key[keep]
    shown = sorted(zip(key.tolist(), gids.tolist()), key=lambda kg: (kg[0], snap.session(kg[1]).id))[:k]
    order_word = "newest" if newest else "oldest"
    route = Route("date", 1.0, (f"listed {order_word} first: no words to rank by",))
    expl = Explanation(0.0, Code.SCORE, f"listed by date, {order_word} first: the query has no words to rank by")
    return [make_result(snap, rank, gid, snap.chunk(snap.session_chunks(gid).start), expl, frozenset(), route)
            for rank, (_, gid) in enumerate(shown, start=1)]


def sorted_by_date(results: list[SearchResult], k: int, newest: bool) -> list[SearchResult]:
    """Ranked results in date order (the rank they had breaks ties), renumbered, the first ``k``."""
    key = _date_key(np.array([r.date.timestamp() if r.date else np.nan for r in results], float), newest)
    order = np.argsort(key, kind="stable")[:k]
    return [replace(results[i], rank=rank) for rank, i in enumerate(order.tolist(), start=1)]


def _date_key(stamps: np.ndarray, newest: bool) -> np.ndarray:
    """Ascending sort key: the date (negated for newest first), undated sessions last."""
    return np.where(np.isnan(stamps), np.inf, -stamps if newest else stamps)
