"""Turn watchdog events into vault-relative path hints for the dirty set.

Every event kind maps to the path(s) to look at again: created / modified / closed-after-write / deleted → the
path; moved (files and whole folders, watchdog 7 reports both ``src_path`` and ``dest_path``) → both, so the
old path is tombstoned and the new one ingested (the content hash then reports it as a rename). A folder
hint makes the reconciliation walk that folder only. Folder *modified* events (a child changed) and
open / close-without-write events carry nothing new and are dropped, and so are paths the walk would never
index anyway (our own ``.vaultmem/``, editor temp and backup files) — an editor's "write ``.note.md.swp``,
rename onto ``note.md``" then costs a single hint for ``note.md``.
"""

from __future__ import annotations

import fnmatch
import os
import threading
from collections.abc import Callable

from watchdog.events import (
    EVENT_TYPE_CLOSED_NO_WRITE,
    EVENT_TYPE_MODIFIED,
    EVENT_TYPE_OPENED,
    FileSystemEvent,
    FileSystemEventHandler,
)

from ..sync.walker import ALWAYS_SKIP_DIRS, TEMP_PATTERNS

_DROP = frozenset({EVENT_TYPE_OPENED, EVENT_TYPE_CLOSED_NO_WRITE})


def is_noise(rel: str) -> bool:
    """Paths no sync would index whatever happened to them: skipped folders and editor temp files."""
    parts = rel.split("/")
    if any(p in ALWAYS_SKIP_DIRS for p in parts[:-1]):
        return True
    name = parts[-1]
    return name in ALWAYS_SKIP_DIRS or any(fnmatch.fnmatchcase(name, pat) for pat in TEMP_PATTERNS)


class HintHandler(FileSystemEventHandler):
    """watchdog handler feeding ``sink`` with vault-relative paths; also spots the observer probe file."""

    def __init__(self, root: str, sink: Callable[[list[str]], None]) -> None:
        self.root = os.path.normpath(root)
        self._prefix = self.root.rstrip(os.sep) + os.sep
        self.sink = sink
        self.probe_name: str | None = None
        self.probe_seen = threading.Event()
        self.events = 0

    def relative(self, path: bytes | str) -> str | None:
        p = os.fsdecode(path)
        if not p.startswith(self._prefix):
            return None  # the root itself, or outside it (a move out of the vault reports only src)
        rel = p[len(self._prefix):]
        return rel.replace(os.sep, "/") if os.sep != "/" else rel

    def on_any_event(self, event: FileSystemEvent) -> None:
        self.events += 1
        if event.event_type in _DROP or (event.is_directory and event.event_type == EVENT_TYPE_MODIFIED):
            return
        rels = [self.relative(event.src_path)]
        if event.dest_path:
            rels.append(self.relative(event.dest_path))
        hints = []
        for rel in rels:
            if rel is None:
                continue
            if self.probe_name is not None and rel == self.probe_name:
                self.probe_seen.set()
                continue
            if not is_noise(rel):
                hints.append(rel)
        if hints:
            self.sink(hints)
