"""Making index files durable: the fsyncs a commit needs before its manifest rename, and the one after it.

Every ``fsync`` of a new file is a journal commit, and when other processes write a lot it waits for their data
too (ext4's ordered mode flushes the data of the transaction it commits). Files fsynced *at the same time*
share one journal commit — ext4's jbd2 and XFS batch concurrent waiters — so a commit fsyncs its new segment and
its manifest together (docs/performance.md#concurrent-fsyncs).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path


def fsync_files(paths: Sequence[Path]) -> None:
    """fsync every file, concurrently; returns once all are durable, raises the first ``OSError``."""
    if len(paths) == 1:
        _fsync(paths[0])
        return
    # Imported here: only a writer fsyncs, and a reader (which imports this module with the manifest's) never needs it.
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(len(paths) - 1, thread_name_prefix="vaultmem-fsync") as pool:
        others = [pool.submit(_fsync, p) for p in paths[1:]]
        _fsync(paths[0])
        for done in others:
            done.result()


def fsync_dir(path: Path) -> None:
    """Persist the directory's entries: files created in it, renames within it. Windows cannot open a folder
    to fsync it (NTFS journals the rename itself), so there it is a no-op."""
    if os.name == "nt":
        return
    _fsync(path)


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0))
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
