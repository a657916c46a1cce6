"""Result filters (kind, folder, date range) as roaring bitmaps of allowed session ids, cached per snapshot."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import numpy as np
from pyroaring import BitMap

from ..index.snapshot import Snapshot
from ..model import KINDS


@dataclass(frozen=True, slots=True)
class Filters:
    kinds: tuple[str, ...] = ()
    folder: str | None = None  # vault-relative folder prefix, e.g. "mail" or "notes/2024"
    date_from: datetime | None = None
    date_to: datetime | None = None

    def is_empty(self) -> bool:
        return not self.kinds and not self.folder and self.date_from is None and self.date_to is None


def allowed_sessions(snap: Snapshot, filters: Filters | None) -> np.ndarray | None:
    """Boolean mask over session ids, or None when nothing is filtered (the live mask already applies)."""
    if filters is None or filters.is_empty():
        return None
    allowed = BitMap(np.flatnonzero(snap.session_live).astype(np.uint32))
    if filters.kinds:
        codes = [KINDS.index(k) for k in filters.kinds if k in KINDS]
        allowed &= _bitmap(np.isin(snap.session_kind, codes))
    if filters.folder:
        prefix = filters.folder.strip("/") + "/"
        allowed &= _bitmap(np.fromiter((p.startswith(prefix) for p in snap.session_paths), bool, snap.n_sessions))
    if filters.date_from is not None or filters.date_to is not None:
        lo = filters.date_from.timestamp() if filters.date_from else -np.inf
        hi = filters.date_to.timestamp() if filters.date_to else np.inf
        with np.errstate(invalid="ignore"):
            allowed &= _bitmap((snap.session_date >= lo) & (snap.session_date <= hi))
    mask = np.zeros(snap.n_sessions, bool)
    if len(allowed):
        mask[np.asarray(allowed.to_array(), dtype=np.int64)] = True
    return mask


def _bitmap(mask: np.ndarray) -> BitMap:
    return BitMap(np.flatnonzero(mask).astype(np.uint32))
