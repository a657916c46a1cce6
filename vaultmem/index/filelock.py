"""The writer's lock on ``.vaultmem/lock``: exclusive, non-blocking, released when the process ends.

``flock`` on POSIX; on Windows ``msvcrt.locking`` on the file's first byte (a byte-range lock, also released
by the system when the process dies). The engine runs on Linux today; this keeps the lock from being what stops
a Windows port (packaging/README.md).
"""

from __future__ import annotations

import os

if os.name == "nt":
    import msvcrt

    def try_lock(fd: int) -> bool:
        """Take the lock, or return False at once when another process holds it."""
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def try_lock(fd: int) -> bool:
        """Take the lock, or return False at once when another process holds it."""
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
