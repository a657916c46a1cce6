"""Small files an application keeps beside a vault's index: its settings for that vault, a recent-vault list, a log.

They live in the index folder so that nothing about a vault is written outside it, and they are treated like the
index itself: the folder may come from someone else, so no sidecar is read or written through a symbolic link
(``O_NOFOLLOW``, regular files only), a read is bounded, and a write goes to a new file (``O_EXCL``) renamed over
the old one, so a crash never leaves half a file and a link planted under the name is replaced, not followed.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import secrets
import stat
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import IO

from .errors import UnsafeIndex, VaultMemError
from .index import folder
from .index.manifest import MANIFEST

_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}\.(?:json|log)")  # one plain file name, no path
RESERVED = frozenset({MANIFEST})
MAX_BYTES = 1 << 20  # a settings file is a few hundred bytes; anything bigger was not written by an app
LOG_DIR = "logs"
# the index's read flags (no link followed, a planted FIFO never blocks; O_RDONLY is 0) for appending
_APPEND = folder.READ_FLAGS | os.O_WRONLY | os.O_APPEND | os.O_CREAT


class SidecarError(VaultMemError):
    """A sidecar file could not be written (read-only vault, full disk, an unsafe index folder)."""


class Sidecars:
    """The sidecar files of one index folder (``Vault.sidecars``)."""

    def __init__(self, index_dir: Path) -> None:
        self.index_dir = index_dir

    def read_text(self, name: str) -> str | None:
        """The file's text; None when it is missing, not a regular file, a link, too big or not UTF-8 (an app
        then falls back to its defaults)."""
        path = self._path(name)
        try:
            if not folder.exists(self.index_dir):
                return None
            return folder.read_bytes(path, MAX_BYTES).decode("utf-8")
        except (OSError, UnicodeDecodeError, UnsafeIndex):
            return None

    def write_text(self, name: str, text: str) -> None:
        """Replace the file atomically; ``SidecarError`` when the index folder cannot take it."""
        path = self._path(name)
        tmp = path.with_name(f"{path.name}.{secrets.token_hex(4)}.partial")
        try:
            if not folder.exists(self.index_dir):
                raise OSError(errno.ENOENT, "the vault has no index folder yet", str(self.index_dir))
            fd = folder.create_new(tmp)
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as f:
                    f.write(text)
                os.replace(tmp, path)
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(tmp)
                raise
        except (OSError, UnsafeIndex) as exc:
            raise SidecarError(f"cannot save {path}: {getattr(exc, 'strerror', None) or exc}") from exc

    def log_handler(self, name: str, max_bytes: int, backups: int) -> RotatingFileHandler | None:
        """A rotating handler writing to ``logs/<name>``; None when the folder cannot be written (read-only media)
        or its ``logs`` entry is not a real folder."""
        logs = self.index_dir / LOG_DIR
        try:
            if not folder.exists(self.index_dir) or not os.access(self.index_dir, os.W_OK):
                return None
            with contextlib.suppress(FileExistsError):
                os.mkdir(logs, 0o700)
            if not stat.S_ISDIR(os.lstat(logs).st_mode):
                return None
        except (OSError, UnsafeIndex):
            return None
        return _NoFollowRotatingHandler(logs / self._checked(name), maxBytes=max_bytes, backupCount=backups,
                                        encoding="utf-8", delay=True)

    def _path(self, name: str) -> Path:
        return self.index_dir / self._checked(name)

    @staticmethod
    def _checked(name: str) -> str:
        if not _NAME.fullmatch(name) or name in RESERVED:  # (the engine's own settings.json is a sidecar too)
            raise ValueError(f"not a sidecar file name: {name!r}")
        return name


class _NoFollowRotatingHandler(RotatingFileHandler):
    """Appends to the log file itself, never to what a link planted under its name points at. (Rotation renames,
    which moves a link rather than following it.)"""

    def _open(self) -> IO[str]:
        fd = folder.open_regular(self.baseFilename, _APPEND)
        return os.fdopen(fd, "a", encoding=self.encoding, errors=self.errors)
