"""Session fields: the short texts that name a session (title, file name, people, place, headings), indexed
apart from the body so ranking can weigh a match in each on its own (BM25F, Robertson, Zaragoza & Taylor 2004,
"Simple BM25 extension to multiple weighted fields").

Stored per segment as a row table ``field.{session,field,term,tf}`` sorted by term (the merge keeps it so), one
row per (term, session, field): a term's rows are one binary search away, and a field's length in a session is
the sum of its rows' tfs.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..text.terms import TRUNCATED_BASE
from .lru import LRU
from .snapshot import Snapshot

FIELDS = ("title", "name", "people", "place", "headings")
TF_MAX = 65535
HITS_CACHE_ROWS = 1 << 20  # field rows of recently looked-up terms kept per snapshot


def field_columns(rows: list[tuple[int, int, np.ndarray]]) -> dict[str, np.ndarray]:
    """The ``field.*`` sections of one segment from (segment-local session, field code, terms) rows."""
    if not rows:
        return {"field.session": np.zeros(0, np.uint32), "field.field": np.zeros(0, np.uint8),
                "field.term": np.zeros(0, np.uint32), "field.tf": np.zeros(0, np.uint16)}
    lengths = np.fromiter((len(t) for _, _, t in rows), np.int64, len(rows))
    terms = np.concatenate([t for _, _, t in rows]).astype(np.uint32)
    sessions = np.repeat(np.fromiter((s for s, _, _ in rows), np.uint32, len(rows)), lengths)
    fields = np.repeat(np.fromiter((f for _, f, _ in rows), np.uint8, len(rows)), lengths)
    order = np.lexsort((fields, sessions, terms))
    terms, sessions, fields = terms[order], sessions[order], fields[order]
    new = np.ones(len(terms), bool)
    new[1:] = (terms[1:] != terms[:-1]) | (sessions[1:] != sessions[:-1]) | (fields[1:] != fields[:-1])
    first = np.flatnonzero(new)
    tf = np.minimum(np.diff(np.append(first, len(terms))), TF_MAX).astype(np.uint16)
    return {"field.session": sessions[first], "field.field": fields[first], "field.term": terms[first],
            "field.tf": tf}


@dataclass(frozen=True, slots=True)
class FieldHits:
    """One term's live field rows across the snapshot."""

    sessions: np.ndarray  # global session ids
    fields: np.ndarray  # field codes (index into FIELDS)
    tfs: np.ndarray


class FieldIndex:
    """A snapshot's field rows: per-term lookup, per-session field lengths and their live averages."""

    def __init__(self, snap: Snapshot) -> None:
        self._parts: list[tuple[int, np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = []
        keys, weights = [], []
        for base, seg in zip(snap.session_base, snap.segments):
            c = seg.container
            if "field.term" not in c:
                continue
            cols = (c.array("field.term"), c.array("field.session"), c.array("field.field"), c.array("field.tf"))
            self._parts.append((int(base), *cols))
            keys.append((cols[1].astype(np.int64) + int(base)) * len(FIELDS) + cols[2])
            weights.append(np.where(cols[0] < TRUNCATED_BASE, cols[3], 0))  # a truncated form is no word
        n = snap.n_sessions * len(FIELDS)
        flat = (np.bincount(np.concatenate(keys), np.concatenate(weights), minlength=n) if keys else np.zeros(n))
        self.live = snap.session_live
        self._hits: LRU[FieldHits] = LRU(HITS_CACHE_ROWS, lambda h: len(h.sessions) + 1)
        self.lengths = flat.reshape(snap.n_sessions, len(FIELDS))  # terms per session and field
        live = self.lengths[snap.session_live]
        self.avg = np.maximum(live.mean(axis=0), 1.0) if len(live) else np.ones(len(FIELDS))

    def lookup(self, term: int) -> FieldHits:
        """The term's live rows; kept per snapshot (a query looks each of its terms up several times)."""
        return self._hits.get(term, lambda: self._lookup(term))

    def _lookup(self, term: int) -> FieldHits:
        sessions, fields, tfs = [], [], []
        for base, t, s, f, tf in self._parts:
            lo, hi = np.searchsorted(t, term, "left"), np.searchsorted(t, term, "right")
            if hi > lo:
                sessions.append(s[lo:hi].astype(np.int64) + base)
                fields.append(f[lo:hi])
                tfs.append(tf[lo:hi])
        if not sessions:
            return FieldHits(np.zeros(0, np.int64), np.zeros(0, np.uint8), np.zeros(0, np.uint16))
        hits = FieldHits(np.concatenate(sessions), np.concatenate(fields), np.concatenate(tfs))
        keep = self.live[hits.sessions]
        return FieldHits(hits.sessions[keep], hits.fields[keep], hits.tfs[keep]) if not keep.all() else hits
