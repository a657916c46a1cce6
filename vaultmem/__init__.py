"""VaultMem: offline, token-native, explainable search over a personal knowledge vault.

The public facade: everything the CLI and the desktop app use is importable from here. Names are resolved on
first use (PEP 562), so importing one engine module — as the spawned ingest worker does with
``vaultmem.sync.ingest`` — does not import the whole engine (search, export, preview) with it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .lazy_names import lazy_names

if TYPE_CHECKING:
    from .errors import (
        ExtractError,
        IndexCorrupt,
        IndexWriteError,
        UnsafeIndex,
        UnsafePath,
        VaultLocked,
        VaultMemError,
        VaultNotFound,
        VaultReadOnly,
    )
    from .export import ContextExport, ExportResult, Passage, passages_for
    from .filters import Filters
    from .indexer.events import (
        BatchSummary,
        Exited,
        IndexerEvent,
        Locked,
        OpenFailed,
        Progress,
        Ready,
        SyncCancelled,
        Synced,
        SyncFailed,
        WatchState,
    )
    from .indexer.process import Indexer, IndexerError
    from .lifeline import exit_with_parent
    from .model import ChunkMetadata, Problem, ProblemFiles, Session, chunk_location
    from .preview import Preview, PreviewChunk, PreviewUnavailable
    from .progress import IngestRate
    from .query import Clause, Operator, Query, QueryProblem, parse_query
    from .retrieval.explanation import (
        AtomHit,
        Certificate,
        Evidence,
        Explanation,
        Route,
        SearchResult,
        SearchResults,
        Snippet,
        StageRank,
    )
    from .sidecar import SidecarError, Sidecars
    from .sync.reconcile import SyncProgress, SyncReport
    from .vault import Vault, VaultStats

_HOME = {
    ".errors": ("ExtractError", "IndexCorrupt", "IndexWriteError", "UnsafeIndex", "UnsafePath", "VaultLocked",
                "VaultMemError", "VaultNotFound", "VaultReadOnly"),
    ".export": ("ContextExport", "ExportResult", "Passage", "passages_for"),
    ".indexer.events": ("BatchSummary", "Exited", "IndexerEvent", "Locked", "OpenFailed", "Progress", "Ready",
                        "SyncCancelled", "SyncFailed", "Synced", "WatchState"),
    ".indexer.process": ("Indexer", "IndexerError"),
    ".lifeline": ("exit_with_parent",),
    ".model": ("ChunkMetadata", "Problem", "ProblemFiles", "Session", "chunk_location"),
    ".preview": ("Preview", "PreviewChunk", "PreviewUnavailable"),
    ".progress": ("IngestRate",),
    ".query": ("Clause", "Operator", "Query", "QueryProblem", "parse_query"),
    ".retrieval.explanation": ("AtomHit", "Certificate", "Evidence", "Explanation", "Route", "SearchResult",
                               "SearchResults", "Snippet", "StageRank"),
    ".filters": ("Filters",),
    ".sidecar": ("SidecarError", "Sidecars"),
    ".sync.reconcile": ("SyncProgress", "SyncReport"),
    ".vault": ("Vault", "VaultStats"),
}

__all__ = [
    "AtomHit",
    "BatchSummary",
    "Certificate",
    "ChunkMetadata",
    "Clause",
    "ContextExport",
    "Evidence",
    "Exited",
    "Explanation",
    "ExportResult",
    "ExtractError",
    "Filters",
    "IndexCorrupt",
    "IndexWriteError",
    "Indexer",
    "IndexerError",
    "IndexerEvent",
    "IngestRate",
    "Locked",
    "OpenFailed",
    "Operator",
    "Passage",
    "Preview",
    "PreviewChunk",
    "PreviewUnavailable",
    "Problem",
    "ProblemFiles",
    "Progress",
    "Query",
    "QueryProblem",
    "Ready",
    "Route",
    "SearchResult",
    "SearchResults",
    "Session",
    "SidecarError",
    "Sidecars",
    "Snippet",
    "StageRank",
    "SyncCancelled",
    "SyncFailed",
    "SyncProgress",
    "SyncReport",
    "Synced",
    "UnsafeIndex",
    "UnsafePath",
    "Vault",
    "VaultLocked",
    "VaultMemError",
    "VaultNotFound",
    "VaultReadOnly",
    "VaultStats",
    "WatchState",
    "chunk_location",
    "exit_with_parent",
    "parse_query",
    "passages_for",
]
__version__ = "0.1.0"
__getattr__, __dir__ = lazy_names(__name__, _HOME)
