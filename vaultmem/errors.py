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


class VaultReadOnly(IndexWriteError):
    """The vault (or its index folder) cannot be written: a read-only mount, an archive, no write permission.

    Its existing index can still be searched read-only; ``--index-dir`` keeps an index elsewhere."""


class UnsafeIndex(VaultMemError):
    """The index folder is a symbolic link, not a folder, or another user's: VaultMem will not use it, since
    writing there could change files outside the vault."""


class UnsafePath(VaultMemError):
    """A path stored in an index is absolute, climbs out with ``..``, or does not resolve inside the vault: it is
    never opened (an index from someone else must not make VaultMem read or launch other files)."""


class VaultLocked(VaultMemError):
    """Another live process holds the vault's writer lock; ``holder`` names it ("another VaultMem process (pid
    4242)")."""

    def __init__(self, message: str, holder: str = "another VaultMem process") -> None:
        super().__init__(message)
        self.holder = holder


class ExtractError(VaultMemError):
    """A file could not be turned into sessions; carried as a ``Problem`` record, never raised out of a sync."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message
