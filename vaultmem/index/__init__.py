"""The co-located index: immutable segments, tombstones and an atomically replaced manifest, one writer (the live
index) and consistent read-only snapshots. It knows nothing of scoring, extraction or the vault's files.

The rest of the engine uses: a ``Snapshot`` (with its ``ChunkInfo`` / ``SessionInfo`` / ``LiveFile`` records and
the session ``FIELDS``) to search; the rows a sync builds a segment from (``SegmentBuilder``, ``FileRow``,
``SessionRow``, ``ChunkRow``, ``field_columns``); the ``LiveIndex`` that commits them and the ``IndexReader`` of a
read-only process; a ``Segment``'s per-session memo (derived facts kept with the immutable file);
``restat_segment`` for files whose bytes did not change; the index folder and its manifest;
``verify_index``. Names are resolved on first use (``vaultmem.lazy_names``).
"""

from __future__ import annotations

from ..lazy_names import lazy_names

__all__ = [
    "FIELDS",
    "ChunkInfo",
    "ChunkRow",
    "FieldIndex",
    "FileRow",
    "IndexReader",
    "LiveFile",
    "LiveIndex",
    "Segment",
    "SegmentBuilder",
    "SessionInfo",
    "SessionRow",
    "Snapshot",
    "field_columns",
    "folder",
    "manifest",
    "restat_segment",
    "verify_index",
]
__getattr__, __dir__ = lazy_names(__name__, {
    ".fields": ("FIELDS", "FieldIndex", "field_columns"),
    ".folder": ("folder",),
    ".live": ("LiveIndex",),
    ".manifest": ("manifest",),
    ".reader": ("IndexReader",),
    ".restat": ("restat_segment",),
    ".segment": ("ChunkRow", "FileRow", "Segment", "SegmentBuilder", "SessionRow"),
    ".snapshot": ("ChunkInfo", "LiveFile", "SessionInfo", "Snapshot"),
    ".verify": ("verify_index",),
})
