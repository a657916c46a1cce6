"""The single writer of an index directory: new segments, tombstones, manifest commits, merges, cleanup.

Order of a commit: segment file (fsync) → tombstone files (fsync) → manifest (temp, fsync, rename, fsync dir)
→ delete files no manifest references. A crash before the rename leaves only unreferenced files, which the
next writer removes; the previous manifest and everything it names are untouched.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

from pyroaring import BitMap

from ..errors import IndexWriteError
from . import manifest as manifest_io
from . import tombstones
from .container import fsync_dir
from .manifest import FileRef, Manifest, SegmentRef
from .merge import merge
from .segment import Segment, SegmentArrays
from .snapshot import Snapshot

# Merge policy: keep at most MAX_SEGMENTS segments. When a commit leaves more, the smallest segments (by live
# chunks) are merged into one until MERGE_TO remain; a segment with more than half its files deleted is always
# folded into that merge. Few segments keep queries fast (one postings lookup per segment and term).
MAX_SEGMENTS = 8
MERGE_TO = 4


class IndexWriter:
    def __init__(self, index_dir: Path) -> None:
        self.dir = index_dir
        self._cache: dict[str, Segment] = {}

    def open_snapshot(self, m: Manifest) -> Snapshot:
        snap = Snapshot(self.dir, m, self._cache)
        self._cache = {s.name: s for s in snap.segments}
        return snap

    def commit(self, base: Snapshot, new: SegmentArrays | None, deletes: dict[int, set[int]]) -> Snapshot:
        """Add ``new`` (if any rows) and tombstone ``deletes`` (segment index → file ids) atomically."""
        gen = base.generation + 1
        refs: list[SegmentRef] = []
        try:
            for i, (ref, dead) in enumerate(zip(base.manifest.segments, base.deleted)):
                extra = deletes.get(i)
                if extra and not extra <= set(dead):
                    union = BitMap(dead) | BitMap(extra)
                    if len(union) >= base.segments[i].n_files:
                        continue  # every file deleted: drop the segment
                    stem = ref.file.name.removesuffix(".vms")
                    ref = SegmentRef(ref.file, tombstones.write(self.dir / f"{stem}.g{gen}.del", union))
                refs.append(ref)
            if new is not None and len(new.file_json):
                refs.append(SegmentRef(self._write_segment(new, gen)))
            m = Manifest(gen, tuple(refs))
            manifest_io.write(self.dir, m)
        except OSError as exc:
            raise IndexWriteError(f"could not write the index ({exc.strerror}); the last good index is kept") from exc
        snap = self.open_snapshot(m)
        self.collect_garbage(m)
        return snap

    def maybe_merge(self, snap: Snapshot) -> Snapshot:
        """Apply the merge policy; returns the (possibly new) snapshot."""
        n = len(snap.segments)
        heavy = [i for i, (s, d) in enumerate(zip(snap.segments, snap.deleted)) if len(d) * 2 > s.n_files]
        if n <= MAX_SEGMENTS and not heavy:
            return snap
        live = [int(s.n_chunks) - _dead_chunks(s, d) for s, d in zip(snap.segments, snap.deleted)]
        by_size = sorted(range(n), key=lambda i: (live[i], i))
        chosen = set(heavy)
        for i in by_size:
            if n - len(chosen) + 1 <= MERGE_TO and len(chosen) >= 2:
                break
            chosen.add(i)
        if len(chosen) < 2 and not heavy:
            return snap
        return self.merge(snap, sorted(chosen))

    def merge(self, snap: Snapshot, which: list[int]) -> Snapshot:
        gen = snap.generation + 1
        arrays = merge([snap.segments[i] for i in which], [snap.deleted[i] for i in which])
        try:
            refs = [r for i, r in enumerate(snap.manifest.segments) if i not in which]
            if len(arrays.file_json):
                # The merged segment takes the place of the first merged one so id order stays stable.
                refs.insert(min(which), SegmentRef(self._write_segment(arrays, gen)))
            m = Manifest(gen, tuple(refs))
            manifest_io.write(self.dir, m)
        except OSError as exc:
            raise IndexWriteError(f"could not merge index segments ({exc.strerror})") from exc
        new = self.open_snapshot(m)
        self.collect_garbage(m)
        return new

    def _write_segment(self, arrays: SegmentArrays, gen: int) -> FileRef:
        name = f"seg-{gen:08d}-{secrets.token_hex(4)}.vms"
        written = arrays.write(self.dir / name)
        fsync_dir(self.dir)
        return FileRef(written.name, written.sha256, written.size)

    def collect_garbage(self, m: Manifest) -> None:
        """Remove segment, tombstone and temp files that the committed manifest does not name."""
        keep = m.referenced()
        for entry in os.scandir(self.dir):
            if entry.name in keep or not entry.is_file():
                continue
            if entry.name.endswith((".vms", ".del", ".tmp")):
                try:
                    os.unlink(entry.path)
                except OSError:
                    pass  # removed on a later commit


def _dead_chunks(seg: Segment, dead: BitMap) -> int:
    if not len(dead):
        return 0
    import numpy as np

    file_dead = np.zeros(seg.n_files, bool)
    file_dead[np.fromiter(dead, np.int64, len(dead))] = True
    return int(file_dead[seg.chunk_file()].sum())
