"""Deleted file ids of one segment as a roaring bitmap, written next to the segment at each commit."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from pyroaring import BitMap

from ..errors import IndexCorrupt
from .manifest import FileRef


def write(path: Path, deleted: BitMap) -> FileRef:
    data = deleted.serialize()
    with open(path, "wb") as fh:
        os.chmod(path, 0o600)
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())
    return FileRef(path.name, hashlib.sha256(data).hexdigest(), len(data))


def read(index_dir: Path, ref: FileRef | None) -> BitMap:
    if ref is None:
        return BitMap()
    try:
        data = (index_dir / ref.name).read_bytes()
    except OSError as exc:
        raise IndexCorrupt(f"cannot read tombstones {ref.name}: {exc.strerror}") from exc
    if len(data) != ref.size or hashlib.sha256(data).hexdigest() != ref.sha256:
        raise IndexCorrupt(f"tombstones {ref.name} fail their checksum")
    try:
        return BitMap.deserialize(data)
    except Exception as exc:
        raise IndexCorrupt(f"tombstones {ref.name} are unreadable") from exc
