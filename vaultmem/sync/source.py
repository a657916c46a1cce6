"""A vault file as VaultMem reads it: a relative path that stays inside the vault, opened without following a
link, checked to be the file the walk saw, read to a bound.

The walk records each file's (device, inode) with ``lstat``; between that and the read the file may be replaced
by a symbolic link (or its folder by a linked one), a FIFO, or something far larger. So the read opens with
``O_NOFOLLOW | O_NONBLOCK`` (a link is refused, a FIFO does not block the open), ``fstat``s the descriptor,
requires a regular file with the walked identity, and reads at most the size limit + 1 bytes, whatever the size
said. The preview and the export read the same way; they have no walk, so they require instead that the path
has no link in it and still names the inode that was opened. Paths from an index are checked first
(``safepath.check_relative``): an index may come from someone else, and must not make VaultMem read or open other files.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from ..errors import UnsafePath, VaultMemError
from ..index.folder import READ_FLAGS, read_bounded
from ..safepath import resolve


class SourceError(VaultMemError):
    """A vault file that is not read, and why (becomes a problem record)."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message


def read_source(root: Path, relpath: str, limit: int, identity: tuple[int, int] | None = None
                ) -> tuple[bytes, os.stat_result]:
    """The bytes of the regular file ``root/relpath`` and its ``fstat``; ``SourceError`` when it is a link, not a
    regular file, not the walked file (``identity`` = (device, inode)), or larger than ``limit`` bytes.

    Without ``identity`` (preview, export) ``relpath`` must pass ``resolve`` and still name the opened file."""
    full = resolve(root, relpath) if identity is None else root / relpath
    try:
        fd = os.open(full, READ_FLAGS)
    except OSError as exc:
        raise _open_error(exc) from exc
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise SourceError("special_file", "not a regular file (a FIFO, socket or device took its place); skipped")
        if identity is not None and (st.st_dev, st.st_ino) != identity:
            raise SourceError("replaced", "the file was replaced between the walk and the read; it is read again "
                                          "at the next sync")
        if identity is None and not _still_names(full, st):
            raise UnsafePath(f"refusing to open {relpath!r}: it changed while it was opened")
        try:
            return read_bounded(fd, limit, st.st_size), st
        except OSError as exc:
            if exc.errno == errno.EFBIG:
                raise SourceError("too_large", f"file is over the {limit:,}-byte limit") from exc
            raise SourceError("unreadable", f"cannot read: {exc.strerror}") from exc
    finally:
        os.close(fd)


def _still_names(full: Path, st: os.stat_result) -> bool:
    """``full`` has no link in it and names the inode ``st`` describes: then what was opened is that file."""
    try:
        now = os.lstat(full)
    except OSError:
        return False
    return os.path.realpath(full) == str(full) and (now.st_dev, now.st_ino) == (st.st_dev, st.st_ino)


def _open_error(exc: OSError) -> SourceError:
    if exc.errno == errno.ELOOP:
        return SourceError("symlink", "became a symbolic link after the walk; not followed")
    if exc.errno == errno.ENAMETOOLONG:
        return SourceError("unreadable", "its path is longer than this system allows")
    return SourceError("unreadable", f"cannot read: {exc.strerror}")
