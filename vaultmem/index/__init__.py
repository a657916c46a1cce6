"""The co-located index: immutable segments, tombstones and an atomically replaced manifest, one writer, and
consistent read-only snapshots. It knows nothing of scoring, extraction or the vault's files.

The rest of the engine uses: a ``Snapshot`` (with its ``ChunkInfo`` / ``SessionInfo`` records and the session
``FIELDS``) to search; the rows a sync builds a segment from (``SegmentBuilder``, ``FileRow``, ``SessionRow``,
``ChunkRow``, ``field_columns``) and the ``IndexWriter`` that commits it; the folder, lock and manifest of the
index directory; ``merge`` and the segment arrays a restat rewrites; ``verify_index``. Names are resolved on first
use (``vaultmem.lazy_names``).
"""

from __future__ import annotations

from ..lazy_names import lazy_names

__all__ = [
    "FIELDS",
    "ChunkInfo",
    "ChunkRow",
    "FieldIndex",
    "FileRow",
    "IndexWriter",
    "Manifest",
    "Segment",
    "SegmentArrays",
    "SegmentBuilder",
    "SessionInfo",
    "SessionRow",
    "Snapshot",
    "blocks",
    "field_columns",
    "filelock",
    "folder",
    "manifest",
    "merge",
    "open_snapshot",
    "verify_index",
]
__getattr__, __dir__ = lazy_names(__name__, {
    ".blocks": ("blocks",),
    ".fields": ("FIELDS", "FieldIndex", "field_columns"),
    ".filelock": ("filelock",),
    ".folder": ("folder",),
    ".manifest": ("manifest", "Manifest"),
    ".merge": ("merge",),
    ".segment": ("ChunkRow", "FileRow", "Segment", "SegmentArrays", "SegmentBuilder", "SessionRow"),
    ".snapshot": ("ChunkInfo", "SessionInfo", "Snapshot", "open_snapshot"),
    ".verify": ("verify_index",),
    ".writer": ("IndexWriter",),
})
