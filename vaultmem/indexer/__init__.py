"""The writer: what owns a vault's index, syncs it and keeps it live, and reports what it does as typed events
(``events``). ``writer.keep_live`` is the loop; ``vaultmem watch`` runs it in-process and prints its events, the
desktop app runs it in a child process (``process.Indexer``) and shows them — like Recoll's ``recollindex``, the
indexer its GUI launches."""

from __future__ import annotations

from ..lazy_names import lazy_names

__all__ = ["Indexer", "IndexerError", "console", "events", "writer"]
__getattr__, __dir__ = lazy_names(__name__, {
    ".console": ("console",),
    ".events": ("events",),
    ".process": ("Indexer", "IndexerError"),
    ".writer": ("writer",),
})
