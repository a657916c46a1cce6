"""The manifest: the one file that says which segments (and their tombstone bitmaps) make up the index.

Commit = write ``manifest.json.tmp``, fsync it together with the segment file it newly names, rename over
``manifest.json`` (visible), fsync the directory (durable). Readers only ever see the old or the new manifest,
so a crash at any instant leaves a consistent index. The directory fsync is the only one a commit needs: it
also persists the entry of the segment created for this manifest (same directory; see
``docs/index-format.md#commit-protocol`` for why that holds on ext4, XFS and btrfs).
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ..errors import IndexCorrupt
from .durable import fsync_dir, fsync_files
from .segment import SCHEMA_VERSION

MANIFEST = "manifest.json"


@dataclass(frozen=True, slots=True)
class FileRef:
    name: str
    sha256: str
    size: int


@dataclass(frozen=True, slots=True)
class Tombstones:
    """A segment's deleted file ids: base64 of the serialized roaring bitmap, and the SHA-256 of those bytes."""

    bitmap: str
    sha256: str


@dataclass(frozen=True, slots=True)
class SegmentRef:
    file: FileRef
    tombstones: Tombstones | None = None


@dataclass(frozen=True, slots=True)
class Manifest:
    generation: int = 0
    segments: tuple[SegmentRef, ...] = field(default_factory=tuple)
    schema: int = SCHEMA_VERSION

    def referenced(self) -> set[str]:
        return {MANIFEST, *(s.file.name for s in self.segments)}


def read(index_dir: Path) -> Manifest | None:
    """The committed manifest, ``None`` for a new index, ``IndexCorrupt`` for an unreadable or foreign one."""
    path = index_dir / MANIFEST
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise IndexCorrupt(f"cannot read {path}: {exc.strerror}") from exc
    try:
        doc = json.loads(raw)
        if doc.get("schema") != SCHEMA_VERSION:
            raise IndexCorrupt(f"index schema {doc.get('schema')} is not {SCHEMA_VERSION}; it will be rebuilt")
        segments = tuple(
            SegmentRef(FileRef(**s["file"]), Tombstones(**s["tombstones"]) if s.get("tombstones") else None)
            for s in doc["segments"]
        )
        return Manifest(int(doc["generation"]), segments)
    except IndexCorrupt:
        raise
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise IndexCorrupt(f"manifest is unreadable ({type(exc).__name__}); the index will be rebuilt") from exc


def replace(index_dir: Path, manifest: Manifest, new_files: Sequence[Path] = ()) -> None:
    """Atomically replace the manifest: readers see the new one from now on, but it is durable only after the
    directory fsync (``write``, or the writer's ``settle``). ``new_files`` (written, not yet fsynced, named by
    ``manifest``) are fsynced together with the temp file — one journal commit for both — before the rename."""
    tmp = index_dir / (MANIFEST + ".tmp")
    data = json.dumps(asdict(manifest), indent=1).encode()
    with open(tmp, "wb") as fh:
        os.chmod(tmp, 0o600)
        fh.write(data)
    fsync_files([tmp, *new_files])
    os.replace(tmp, index_dir / MANIFEST)


def write(index_dir: Path, manifest: Manifest) -> None:
    """Replace the manifest and make it durable."""
    replace(index_dir, manifest)
    fsync_dir(index_dir)
