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
import re
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ..errors import IndexCorrupt
from . import folder
from .durable import fsync_dir, fsync_files
from .segment import SCHEMA_VERSION

MANIFEST = "manifest.json"
MAX_MANIFEST_BYTES = 64 << 20  # ~100 bytes a segment plus its tombstones; a real one is kilobytes
_SHA256 = re.compile(r"[0-9a-f]{64}")


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
    """The committed manifest, ``None`` for a new index, ``IndexCorrupt`` for an unreadable, foreign or malformed
    one — anything that does not validate against the schema below means "rebuild", never an exception of
    another kind (the index may come from someone else, like the vault)."""
    path = index_dir / MANIFEST
    try:
        raw = folder.read_bytes(path, MAX_MANIFEST_BYTES)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise IndexCorrupt(f"cannot read {path}: {exc.strerror}") from exc
    try:
        doc = json.loads(raw)
    except (ValueError, RecursionError) as exc:
        raise IndexCorrupt(f"manifest is unreadable ({type(exc).__name__})") from exc
    if not isinstance(doc, dict):
        raise _malformed("it is not a JSON object")
    if doc.get("schema") != SCHEMA_VERSION:
        raise IndexCorrupt(f"the index has schema {_shown(doc.get('schema'))}, not {SCHEMA_VERSION} (made by another "
                           "version of VaultMem)")
    generation, segments = doc.get("generation"), doc.get("segments")
    if not _is_count(generation):
        raise _malformed("its generation is not a whole number")
    if not isinstance(segments, list):
        raise _malformed("its segment list is not a list")
    refs = tuple(_segment_ref(s, i) for i, s in enumerate(segments))
    if len({r.file.name for r in refs}) != len(refs):
        raise _malformed("it names a segment twice")
    return Manifest(generation, refs)


def _segment_ref(entry: Any, i: int) -> SegmentRef:
    """One validated segment entry: a writer-made file name (never a path), a SHA-256, a size, tombstones."""
    f = entry.get("file") if isinstance(entry, dict) else None
    if not isinstance(f, dict):
        raise _malformed(f"segment {i} has no file record")
    name, sha, size = f.get("name"), f.get("sha256"), f.get("size")
    if not (isinstance(name, str) and folder.is_segment_file(name)):
        raise _malformed(f"segment {i} is named {_shown(name)}, not a segment file name")
    if not (isinstance(sha, str) and _SHA256.fullmatch(sha)) or not _is_count(size):
        raise _malformed(f"segment {name} has no valid checksum and size")
    tomb = entry.get("tombstones")
    if tomb is None:
        return SegmentRef(FileRef(name, sha, size))
    if not (isinstance(tomb, dict) and isinstance(tomb.get("bitmap"), str)
            and isinstance(tomb.get("sha256"), str) and _SHA256.fullmatch(tomb["sha256"])):
        raise _malformed(f"segment {name} has malformed tombstones")
    return SegmentRef(FileRef(name, sha, size), Tombstones(tomb["bitmap"], tomb["sha256"]))


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _shown(value: Any) -> str:
    """A value from the manifest, short, for a message (it may be anything, and huge)."""
    return repr(value)[:60]


def _malformed(why: str) -> IndexCorrupt:
    return IndexCorrupt(f"manifest is malformed ({why})")


def replace(index_dir: Path, manifest: Manifest, new_files: Sequence[Path] = ()) -> None:
    """Atomically replace the manifest: readers see the new one from now on, but it is durable only after the
    directory fsync (``write``, or the writer's ``settle``). ``new_files`` (written, not yet fsynced, named by
    ``manifest``) are fsynced together with the temp file — one journal commit for both — before the rename."""
    tmp = index_dir / (MANIFEST + ".tmp")
    data = json.dumps(asdict(manifest), indent=1).encode()
    with open(folder.create_new(tmp), "wb") as fh:
        fh.write(data)
    fsync_files([tmp, *new_files])
    os.replace(tmp, index_dir / MANIFEST)


def write(index_dir: Path, manifest: Manifest) -> None:
    """Replace the manifest and make it durable."""
    replace(index_dir, manifest)
    fsync_dir(index_dir)
