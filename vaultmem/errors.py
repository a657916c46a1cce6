"""The exception hierarchy VaultMem raises at its public boundary.

Callers (CLI, UI) catch ``VaultMemError`` and show its message; the subclasses let them react specifically
(rebuild on ``IndexCorrupt``, open read-only on ``VaultLocked``).
"""

from __future__ import annotations


class VaultMemError(Exception):
    """Base class for every error VaultMem raises on purpose."""


class VaultNotFound(VaultMemError):
    """The vault folder does not exist or is not a directory."""


class IndexCorrupt(VaultMemError):
    """The co-located index failed a checksum, is truncated, or has another schema version.

    The vault is the source of truth, so the remedy is always a rebuild from it.
    """


class IndexWriteError(VaultMemError):
    """The index could not be written (full disk, read-only volume); the last good index is kept."""


class VaultLocked(VaultMemError):
    """Another live process holds the vault's writer lock."""


class ExtractError(VaultMemError):
    """A file could not be turned into sessions; carried as a ``Problem`` record, never raised out of a sync."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message
