"""Touched, not changed: record a file's new stat in the index without extracting or tokenising it again.

A file whose mtime moved but whose content hash did not (``touch``, a sync tool or backup restoring files, a
branch checkout) is indexed correctly, but its file row still holds the old stat — so every later sync would
read and hash it again. Segments are immutable, so the row is rewritten the way a merge rewrites rows: the
file's live rows (sessions, chunks, tokens, postings, extra tables) are spliced verbatim into one small new
segment whose file records carry the new size and mtime, and the old rows are tombstoned in the same atomic
manifest commit. Cost: a splice of the touched files' rows, no extraction, no tokenisation.

Session dates are copied as they were: a note dated by its file mtime (no date in its text) keeps the date it
was first indexed with, as before this row rewrite.
"""

from __future__ import annotations

import dataclasses
import json

import numpy as np
from pyroaring import BitMap

from . import blocks
from .merge import merge
from .segment import SegmentArrays
from .snapshot import Snapshot


def restat_segment(snapshot: Snapshot, touched: dict[str, tuple[int, int]]) -> SegmentArrays:
    """The live rows of the ``touched`` files (path → new (size, mtime_ns); all live in ``snapshot``), as one
    segment whose file records carry the new stat."""
    live = snapshot.live_files()
    keep: dict[str, set[int]] = {}
    for path in touched:
        keep.setdefault(live[path].segment, set()).add(live[path].file_id)
    segments = [seg for seg in snapshot.segments if seg.name in keep]
    others = [BitMap(set(range(seg.n_files)) - keep[seg.name]) for seg in segments]
    arrays = merge(segments, others)
    return dataclasses.replace(arrays, file_json=[_with_stat(rec, touched) for rec in arrays.file_json])


def _with_stat(encoded: np.ndarray, touched: dict[str, tuple[int, int]]) -> np.ndarray:
    record = json.loads(encoded.tobytes())
    size, mtime_ns = touched[record["path"]]
    return blocks.encode_json({**record, "size": size, "mtime_ns": mtime_ns})
