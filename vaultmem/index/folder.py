"""The index folder and how its files are opened: never through a symbolic link, never into someone else's folder.

A vault may come from someone else (a shared or synced folder, an unpacked archive, a cloned repository), and so
may its ``.vaultmem``. If VaultMem followed links there, a planted ``.vaultmem -> ~/somewhere`` would have the
writer chmod that folder and garbage-collect files in it, ``.vaultmem/lock -> ~/.bashrc`` would be truncated, and
``manifest.json.tmp -> file`` overwritten. So:

- the folder must be a real folder (``lstat``), and for the writer one owned by the user (it is then chmod 0700
  through a descriptor opened with ``O_NOFOLLOW``, so a swap after the check cannot redirect the chmod);
- every index file is opened with ``O_NOFOLLOW`` and must be a regular file (``O_NONBLOCK``: a FIFO named
  ``manifest.json`` cannot hang a reader); a new file is created with ``O_EXCL``, so it is always a new inode;
- garbage collection deletes only names the writer itself makes (``is_writer_file``), never ``*.tmp`` in general.
"""

from __future__ import annotations

import errno
import os
import re
import stat
from pathlib import Path

from ..errors import IndexWriteError, UnsafeIndex, VaultNotFound, VaultReadOnly

INDEX_DIR = ".vaultmem"  # the index folder inside a vault
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_DIRECTORY = getattr(os, "O_DIRECTORY", 0)
READ_FLAGS = os.O_RDONLY | _NOFOLLOW | _NONBLOCK | _CLOEXEC
_READ_ONLY_ERRNOS = frozenset({errno.EROFS, errno.EACCES, errno.EPERM})

# Names the writer creates: segments ``seg-<generation>-<random>.vms``, schema-2 tombstone files, the manifest's temp
# file and the watcher's probe.
_SEGMENT_STEM = r"seg-\d{8,}-[0-9a-f]{8}"
_SEGMENT_FILE = re.compile(_SEGMENT_STEM + r"\.vms")
_WRITER_FILE = re.compile(_SEGMENT_STEM + r"(?:\.vms|\.g\d+\.del)|manifest\.json\.tmp|probe-[0-9a-f]{8}\.tmp")


def location(root: Path, index_dir: str | os.PathLike[str] | None = None) -> Path:
    """Where the index of the (resolved) vault ``root`` lives: its own ``.vaultmem``, or the resolved
    ``--index-dir``, which must lie outside the vault (the walk would otherwise index the index)."""
    if index_dir is None:
        return root / INDEX_DIR
    where = Path(index_dir).expanduser().resolve()
    if where == root or root in where.parents:
        raise VaultNotFound(f"the index folder {where} is inside the vault {root}; choose one outside it, or omit "
                            "--index-dir to keep the index in the vault's own .vaultmem folder")
    return where


def is_segment_file(name: str) -> bool:
    """True for a segment file name the writer could have made: a manifest may name nothing else (no path)."""
    return _SEGMENT_FILE.fullmatch(name) is not None


def is_writer_file(name: str) -> bool:
    """True for the names only the writer makes (what garbage collection may delete when unreferenced)."""
    return _WRITER_FILE.fullmatch(name) is not None


def prepare(path: Path) -> None:
    """Create the writer's index folder (mode 0700) or check the existing one; raises ``UnsafeIndex`` for a link,
    a non-folder or another user's folder, ``VaultReadOnly`` when it cannot be created."""
    try:
        os.mkdir(path, 0o700)
    except FileExistsError:
        pass
    except OSError as exc:
        raise write_error(path, exc, "create the index folder") from exc
    st = _inspect(path)
    if st is None:
        raise IndexWriteError(f"the index folder {path} vanished while it was opened")
    user = os.geteuid() if hasattr(os, "geteuid") else st.st_uid  # (Windows: ownership is not checked)
    if st.st_uid != user:
        raise UnsafeIndex(f"refusing to use the index folder {path}: it belongs to another user (uid {st.st_uid}), "
                          "and VaultMem writes only into a folder you own (remove it to rebuild the index, or keep "
                          "the index elsewhere with --index-dir)")
    if stat.S_IMODE(st.st_mode) != 0o700 and hasattr(os, "fchmod"):  # (Windows has no modes to restrict)
        # chmod through a descriptor opened without following a link, of the very folder checked above
        try:
            fd = os.open(path, os.O_RDONLY | _DIRECTORY | _NOFOLLOW | _CLOEXEC)
        except OSError as exc:
            raise _unsafe(path, "it changed while it was being checked") from exc
        try:
            now = os.fstat(fd)
            if (now.st_dev, now.st_ino) != (st.st_dev, st.st_ino):
                raise _unsafe(path, "it changed while it was being checked")
            os.fchmod(fd, 0o700)
        except OSError as exc:
            raise write_error(path, exc, "restrict the index folder to you") from exc
        finally:
            os.close(fd)


def exists(path: Path) -> bool:
    """Readers: whether the index folder exists (``UnsafeIndex`` when it is a link or not a folder). A reader may
    use another user's folder (a read-only mounted archive): what it reads there is validated like any index."""
    return _inspect(path) is not None


def _inspect(path: Path) -> os.stat_result | None:
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise IndexWriteError(f"cannot inspect the index folder {path} ({exc.strerror})") from exc
    if stat.S_ISLNK(st.st_mode):
        raise _unsafe(path, "it is a symbolic link, and VaultMem keeps its index only in a real folder (remove the "
                            "link; the index is rebuilt from the vault)")
    if not stat.S_ISDIR(st.st_mode):
        raise _unsafe(path, "it is not a folder (remove it; the index is rebuilt from the vault)")
    return st


def _unsafe(path: Path, why: str) -> UnsafeIndex:
    return UnsafeIndex(f"refusing to use the index folder {path}: {why}")


def write_error(path: Path, exc: OSError, doing: str) -> IndexWriteError:
    """``VaultReadOnly`` for a read-only file system or missing permission, else ``IndexWriteError``."""
    if exc.errno in _READ_ONLY_ERRNOS:
        return VaultReadOnly(f"cannot {doing} {path}: the vault is read-only ({exc.strerror}). Search and export use "
                             "its existing index as it is; to index it, keep the index elsewhere with "
                             "--index-dir DIR (the index then no longer travels with the vault)")
    return IndexWriteError(f"cannot {doing} {path} ({exc.strerror})")


def open_regular(path: Path | str, flags: int = READ_FLAGS) -> int:
    """A descriptor of the regular file at ``path`` itself (not a link's target, not a FIFO or device), read-only
    unless ``flags`` (which must keep ``O_NOFOLLOW`` and ``O_NONBLOCK``) say otherwise; a file ``O_CREAT`` makes
    is 0600. ``OSError`` otherwise (``ELOOP`` for a link, ``EINVAL`` for a special file)."""
    fd = os.open(path, flags, 0o600)
    try:
        mode = os.fstat(fd).st_mode
    except OSError:
        os.close(fd)
        raise
    if not stat.S_ISREG(mode):
        os.close(fd)
        raise OSError(errno.EINVAL, "not a regular file", str(path))
    return fd


def read_bytes(path: Path, limit: int) -> bytes:
    """The whole regular file at ``path`` (see ``open_regular``), refusing one of more than ``limit`` bytes."""
    fd = open_regular(path)
    try:
        return read_bounded(fd, limit, os.fstat(fd).st_size)
    finally:
        os.close(fd)


def read_bounded(fd: int, limit: int, size_hint: int) -> bytes:
    """Read to the end, at most ``limit`` bytes: ``OSError(EFBIG)`` when there are more. The file may grow while it
    is read, so its size is only a hint for the first read (one read and one at the end for an ordinary file)."""
    parts: list[bytes] = []
    total = 0
    want = max(size_hint + 1, 1 << 16)
    while True:
        part = os.read(fd, min(limit + 1 - total, want))
        if not part:
            return b"".join(parts) if len(parts) != 1 else parts[0]
        parts.append(part)
        total += len(part)
        if total > limit:
            raise OSError(errno.EFBIG, f"more than {limit:,} bytes")
        want = 1 << 20


def create_new(path: Path) -> int:
    """A write descriptor of a new file at ``path`` (mode 0600; ``O_EXCL``: never an existing file or a link's
    target). A leftover of ours (a temp file a crash left, or whatever was planted under that name in our own
    folder) is unlinked first — unlinking a link removes the link, not its target."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC
    try:
        return os.open(path, flags, 0o600)
    except FileExistsError:
        os.unlink(path)
        return os.open(path, flags, 0o600)


def open_lock(path: Path) -> int:
    """The writer lock file, opened read-write without following a link; a link or special file planted under
    its name is replaced by a fresh regular file."""
    flags = os.O_RDWR | os.O_CREAT | _NOFOLLOW | _NONBLOCK | _CLOEXEC
    for attempt in range(2):
        try:
            fd = os.open(path, flags, 0o600)
        except OSError as exc:
            if exc.errno != errno.ELOOP or attempt:
                raise
            os.unlink(path)
            continue
        if stat.S_ISREG(os.fstat(fd).st_mode):
            return fd
        os.close(fd)
        if attempt:
            break
        os.unlink(path)
    raise OSError(errno.EINVAL, "the lock is not a regular file", str(path))


def folder_bytes(path: Path) -> int:
    """Bytes of the files directly in ``path``; files the writer removes mid-listing (temp files, collected
    segments) count as gone, since another process may be committing while the app asks."""
    total = 0
    try:
        entries = list(os.scandir(path))
    except FileNotFoundError:
        return 0
    for entry in entries:
        try:
            if entry.is_file():
                total += entry.stat().st_size
        except FileNotFoundError:
            continue
    return total
