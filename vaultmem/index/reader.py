"""The reader's side of an index (tantivy's ``IndexReader``): the newest committed snapshot, and a newer one when
the writer (another process) commits. A reader imports none of the writer's machinery."""

from __future__ import annotations

from pathlib import Path

from ..errors import IndexCorrupt
from . import folder
from . import manifest as manifest_io
from .manifest import Manifest
from .segment import Segment
from .snapshot import Snapshot, open_snapshot


class IndexReader:
    def __init__(self, index_dir: Path) -> None:
        self.index_dir = index_dir
        self._segments: dict[str, Segment] = {}  # open segments, reused by the next snapshot
        self._snapshot = self._open_committed()

    def snapshot(self) -> Snapshot:
        return self._snapshot

    def refresh(self) -> bool:
        """Pick up a newer committed generation. Returns True when the view changed."""
        m = manifest_io.read(self.index_dir) if folder.exists(self.index_dir) else None
        if m is None or m.generation == self._snapshot.generation:
            return False
        self._snapshot = self._open_committed()
        return True

    def _open(self, m: Manifest) -> Snapshot:
        snap, self._segments = open_snapshot(self.index_dir, m, self._segments)
        return snap

    def _open_committed(self) -> Snapshot:
        """The newest committed snapshot. A writer may commit and delete the files of the manifest we just read
        before we open them; that shows up as a missing file while the manifest moved on — retry."""
        for _ in range(5):
            m = manifest_io.read(self.index_dir) if folder.exists(self.index_dir) else None
            try:
                return self._open(m or Manifest())
            except IndexCorrupt:
                again = manifest_io.read(self.index_dir)
                if again is None or m is None or again.generation == m.generation:
                    raise
        return self._open(manifest_io.read(self.index_dir) or Manifest())
