"""VaultMem: offline, token-native, explainable search over a personal knowledge vault.

The public facade: everything the CLI and the desktop app use is importable from here.
"""

from .errors import ExtractError, IndexCorrupt, IndexWriteError, VaultLocked, VaultMemError, VaultNotFound
from .export import ContextExport, ExportResult, Passage
from .model import Chunk, Problem, Session
from .preview import Preview, PreviewChunk, PreviewUnavailable
from .retrieval.explanation import (AtomHit, Certificate, Evidence, Explanation, Route, SearchResult, Snippet,
                                    StageRank)
from .retrieval.filters import Filters
from .vault import SyncProgress, SyncReport, Vault, VaultStats

__all__ = [
    "Vault", "SyncProgress", "SyncReport", "VaultStats", "Filters", "SearchResult", "Snippet", "Explanation",
    "Route", "StageRank", "Certificate", "Evidence", "AtomHit", "Session", "Chunk", "Problem",
    "VaultMemError", "VaultNotFound", "IndexCorrupt", "IndexWriteError", "VaultLocked", "ExtractError",
    "ContextExport", "ExportResult", "Passage", "Preview", "PreviewChunk", "PreviewUnavailable",
]
__version__ = "0.1.0"
