"""The single writer of an index directory: new segments, tombstones, manifest commits, merges, cleanup.

Order of a commit: segment file and manifest temp file (with the tombstones inline), fsynced together →
rename (``commit`` returns: the change is searchable) → fsync dir → delete files no manifest references
(``settle``: durable, and only then collected). Three fsyncs, two of them concurrent, whatever the commit holds;
the watcher reports a batch between the two steps, so only one journal commit stands between a save and its
search. A crash before the rename leaves only unreferenced files, which the next writer removes; the previous
manifest and everything it names are untouched.

Merges are split in three steps so they can run on a background thread without ever blocking queries or
ingestion: ``plan_merge`` (pick segments of a base snapshot), ``build_merge`` (splice rows, write the new segment
file and fsync it — the slow part, no lock needed, the file is registered as *pending* so garbage collection
leaves it alone) and ``install_merge`` (a quick manifest commit on top of whatever the current snapshot is by
then: files deleted after the base snapshot are carried over as tombstones on the merged segment). Queries keep
using their snapshot the whole time; the next refresh sees the merged one.
"""

from __future__ import annotations

import errno
import os
import secrets
import threading
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from pyroaring import BitMap

from ..errors import IndexWriteError
from . import durable, folder, tombstones
from . import manifest as manifest_io
from .manifest import MANIFEST, FileRef, Manifest, SegmentRef
from .merge import merge
from .segment import Segment, SegmentArrays
from .snapshot import Snapshot, open_snapshot

# Merge policy: keep at most MAX_SEGMENTS segments. When a commit leaves more, the smallest segments (by live
# tokens) are merged into one until MERGE_TO remain; a segment with more than half its files deleted is always
# folded into that merge. Few segments keep queries fast (one postings lookup per segment and term), and
# merging the *smallest* ones bounds write amplification (each row is rewritten O(log n) times, as in Lucene's
# tiered policy). A merge holds its inputs' tokens and postings in memory, so it never writes more than
# MERGE_MAX_TOKENS live tokens — about what one sync batch holds: without the cap, the last merges of a
# 165 MB vault took the build to 1.8 GB of RSS. A big vault therefore keeps more than MAX_SEGMENTS segments,
# each close to the cap.
MAX_SEGMENTS = 8
MERGE_TO = 4
MERGE_MAX_TOKENS = 3_000_000


@dataclass(frozen=True, slots=True)
class MergePlan:
    """Which segments of ``base`` to merge (manifest positions, ascending)."""

    base: Snapshot
    which: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class BuiltMerge:
    plan: MergePlan
    ref: FileRef | None  # None when no row survived: the merged segments simply disappear
    sources: tuple[tuple[str, tuple[int, ...]], ...]  # (segment name, its live file ids at the base), in order


class IndexWriter:
    def __init__(self, index_dir: Path) -> None:
        self.dir = index_dir
        self._cache: dict[str, Segment] = {}
        self._pending: set[str] = set()  # files being written outside a commit (background merge)
        self._pending_lock = threading.Lock()
        self._unsettled: Manifest | None = None  # renamed into place, directory not yet fsynced

    def open_snapshot(self, m: Manifest) -> Snapshot:
        snap, self._cache = open_snapshot(self.dir, m, self._cache)
        return snap

    def commit(self, base: Snapshot, new: SegmentArrays | None, deletes: dict[int, set[int]]) -> Snapshot:
        """Add ``new`` (if any rows) and tombstone ``deletes`` (segment index → file ids) atomically. The new
        snapshot is visible to every reader at once; ``settle`` makes it durable and collects garbage."""
        gen = base.generation + 1
        refs: list[SegmentRef] = []
        written: list[str] = []
        try:
            for i, (ref, dead) in enumerate(zip(base.manifest.segments, base.deleted)):
                extra = deletes.get(i)
                if extra and not extra <= set(dead):
                    union = BitMap(dead) | BitMap(extra)
                    if len(union) >= base.segments[i].n_files:
                        continue  # every file deleted: drop the segment
                    ref = SegmentRef(ref.file, tombstones.encode(union))
                refs.append(ref)
            if new is not None and len(new.file_json):
                refs.append(SegmentRef(self._write_segment(new, gen, written)))
            m = Manifest(gen, tuple(refs))
            manifest_io.replace(self.dir, m, [self.dir / name for name in written])
        except OSError as exc:
            self._discard(written)
            raise IndexWriteError(f"could not write the index in {self.dir} ({_reason(exc)}); "
                                  "the last good index is kept and nothing was lost") from exc
        self._unsettled = m
        return self.open_snapshot(m)

    def settle(self) -> None:
        """Make the last commit durable (the directory fsync after its rename, which also persists the new
        segment's entry), then delete what it unreferenced — never before: until then the previous manifest may
        be the one on disk. Raises ``OSError``; the commit then stays unsettled and the next settle retries."""
        m = self._unsettled
        if m is None:
            return
        durable.fsync_dir(self.dir)
        self._unsettled = None
        self.collect_garbage(m)

    # ---- merging --------------------------------------------------------------------------------------------
    def plan_merge(self, snap: Snapshot) -> MergePlan | None:
        """Apply the merge policy to ``snap``; ``None`` when nothing needs merging."""
        n = len(snap.segments)
        heavy = [i for i, (s, d) in enumerate(zip(snap.segments, snap.deleted)) if len(d) * 2 > s.n_files]
        if n <= MAX_SEGMENTS and not heavy:
            return None
        tokens = [_live_tokens(s, d) for s, d in zip(snap.segments, snap.deleted)]
        chosen = set(heavy)
        total = sum(tokens[i] for i in chosen)
        for i in sorted(range(n), key=lambda i: (tokens[i], i)):
            if n - len(chosen) + 1 <= MERGE_TO and len(chosen) >= 2:
                break
            if i in chosen:
                continue
            if total + tokens[i] > MERGE_MAX_TOKENS:
                break  # the rest are larger still
            chosen.add(i)
            total += tokens[i]
        if len(chosen) < 2 and not heavy:
            return None
        return MergePlan(snap, tuple(sorted(chosen)))

    def build_merge(self, plan: MergePlan) -> BuiltMerge:
        """Write and fsync the merged segment (slow; safe to run while other threads commit and query — its
        fsync happens here, not in the install, which holds the commit lock)."""
        base = plan.base
        segs = [base.segments[i] for i in plan.which]
        dead = [base.deleted[i] for i in plan.which]
        arrays = merge(segs, dead)
        sources = tuple((s.name, tuple(f for f in range(s.n_files) if f not in d)) for s, d in zip(segs, dead))
        if not len(arrays.file_json):
            return BuiltMerge(plan, None, sources)
        written: list[str] = []
        try:
            ref = self._write_segment(arrays, base.generation + 1, written, pending=True)
            durable.fsync_files([self.dir / ref.name])
        except OSError as exc:
            self._discard(written, manifest=False)  # off the commit lock: a commit may be writing its manifest
            raise IndexWriteError(f"could not merge index segments ({_reason(exc)}); the index is unchanged") from exc
        return BuiltMerge(plan, ref, sources)

    def install_merge(self, current: Snapshot, built: BuiltMerge) -> Snapshot:
        """Commit a built merge on top of ``current`` (which may be newer than the merge's base)."""
        gen = current.generation + 1
        names = {name for name, _ in built.sources}
        position = {ref.file.name: i for i, ref in enumerate(current.manifest.segments)}
        # Files deleted since the base snapshot become tombstones of the merged segment.
        new_dead = BitMap()
        new_id = 0
        for name, live_ids in built.sources:
            i = position.get(name)
            now_dead = current.deleted[i] if i is not None else None
            for fid in live_ids:
                if now_dead is None or fid in now_dead:
                    new_dead.add(new_id)
                new_id += 1
        try:
            refs = [r for r in current.manifest.segments if r.file.name not in names]
            if built.ref is not None and len(new_dead) < new_id:
                tomb = tombstones.encode(new_dead) if len(new_dead) else None
                at = min((position[n] for n in names if n in position), default=len(refs))
                # The merged segment takes the place of the first merged one so id order stays stable.
                refs.insert(min(at, len(refs)), SegmentRef(built.ref, tomb))
            m = Manifest(gen, tuple(refs))
            manifest_io.replace(self.dir, m)
        except OSError as exc:
            self.abandon_merge(built)
            raise IndexWriteError(f"could not merge index segments ({_reason(exc)}); the index is unchanged") from exc
        # Renamed into place: the merged segment is referenced now and must never be discarded from here on.
        self._unsettled = m
        self._release(built)
        new = self.open_snapshot(m)
        if built.ref is not None:
            merged = next((seg for seg in new.segments if seg.name == built.ref.name), None)
            if merged is not None:
                _carry_session_memo(built.plan, merged)
        try:
            self.settle()  # durable at once (this directory fsync settles earlier commits too)
        except OSError:
            pass  # stays unsettled: the next commit's settle retries; old files are kept until then
        return new

    def abandon_merge(self, built: BuiltMerge) -> None:
        self._release(built)
        self._discard([built.ref.name] if built.ref is not None else [])

    def maybe_merge(self, snap: Snapshot) -> Snapshot:
        """Apply the merge policy synchronously until it is satisfied (the token cap can take several merges:
        each one leaves fewer segments, so this ends); returns the (possibly new) snapshot."""
        while (plan := self.plan_merge(snap)) is not None:
            snap = self.install_merge(snap, self.build_merge(plan))
        return snap

    def merge(self, snap: Snapshot, which: list[int]) -> Snapshot:
        return self.install_merge(snap, self.build_merge(MergePlan(snap, tuple(sorted(which)))))

    # ---- files ----------------------------------------------------------------------------------------------
    def _write_segment(self, arrays: SegmentArrays, gen: int, written: list[str], pending: bool = False) -> FileRef:
        """Write the segment file, not yet fsynced (see ``durable``). Its directory entry needs no fsync of its
        own: the manifest's directory fsync after the rename persists it (same directory, journaled in order)."""
        name = f"seg-{gen:08d}-{secrets.token_hex(4)}.vms"
        if pending:
            with self._pending_lock:
                self._pending.add(name)
        written.append(name)
        out = arrays.write(self.dir / name)
        return FileRef(out.name, out.sha256, out.size)

    def _release(self, built: BuiltMerge) -> None:
        if built.ref is not None:
            with self._pending_lock:
                self._pending.discard(built.ref.name)

    def _discard(self, names: list[str], manifest: bool = True) -> None:
        """Best effort removal of files a failed commit wrote (they are unreferenced; a full disk needs room),
        with the manifest's temp file unless ``manifest`` is False."""
        for name in [*names, *([MANIFEST + ".tmp"] if manifest else [])]:
            try:
                os.unlink(self.dir / name)
            except OSError:
                pass

    def collect_garbage(self, m: Manifest) -> None:
        """Remove the files the writer made (``folder.is_writer_file``) that the committed manifest does not name;
        anything else in the folder is left alone."""
        try:
            entries = list(os.scandir(self.dir))
        except OSError:
            return
        # Read the pending names only after listing: a background merge registers its file before creating it,
        # so every pending file the listing holds is known by then (read first, one created in between would go).
        keep = m.referenced()
        with self._pending_lock:
            keep |= self._pending
        for entry in entries:
            if entry.name in keep or not folder.is_writer_file(entry.name):
                continue
            try:
                os.unlink(entry.path)  # a link planted under one of our names goes, never its target
            except OSError:
                pass  # removed on a later commit


def _reason(exc: OSError) -> str:
    if exc.errno == errno.ENOSPC:
        return "the disk is full"
    if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return "the index folder is read-only"
    return exc.strerror or str(exc)


def _live_tokens(seg: Segment, dead: BitMap) -> int:
    if not len(dead):
        return int(seg.chunk_ntok.sum())
    return int(seg.chunk_ntok[tombstones.live_mask(dead, seg.n_files)[seg.chunk_file()]].sum())


def _carry_session_memo(plan: MergePlan, merged: Segment) -> None:
    """Move per-session memos of the merged segments to the merged one, re-keyed by the new local index
    (merge keeps live sessions in segment order, then local order)."""
    new_local = 0
    for i in plan.which:
        seg, dead = plan.base.segments[i], plan.base.deleted[i]
        file_live = tombstones.live_mask(dead, seg.n_files)
        for old_local in np.flatnonzero(file_live[seg.sess_file]).tolist():
            for namespace, values in seg.session_memo.items():
                if old_local in values:
                    merged.session_memo.setdefault(namespace, {})[new_local] = values[old_local]
            new_local += 1

