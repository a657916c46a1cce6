"""The on-disk container of one immutable segment: a header naming typed sections, then their bytes.

Layout: ``b"VMSEG001"``, u64 header length, UTF-8 JSON header, then the sections back to back. Sections are
numpy arrays (stored raw or zstd-compressed) or opaque blobs. The whole file's SHA-256 is kept in the manifest,
so corruption anywhere (truncation, a flipped bit) is caught when the segment is opened.
"""

from __future__ import annotations

import hashlib
import json
import mmap
import os
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import zstandard

from ..courtesy import step_aside
from ..errors import IndexCorrupt
from . import folder

MAGIC = b"VMSEG001"
_ZSTD_LEVEL = 3


@dataclass(frozen=True, slots=True)
class WrittenFile:
    name: str
    sha256: str
    size: int


def write_container(path: Path, arrays: dict[str, np.ndarray], compress: set[str], meta: dict[str, Any]) -> WrittenFile:
    """Write sections; ``compress`` names the sections worth zstd (byte-shuffled for wide ints). Not fsynced
    here: the writer fsyncs a commit's new files together (``durable.fsync_files``)."""
    header: dict[str, Any] = {"meta": meta, "sections": {}}
    payloads: list[bytes] = []
    offset = 0
    cctx = zstandard.ZstdCompressor(level=_ZSTD_LEVEL)
    for name, arr in arrays.items():
        arr = np.ascontiguousarray(arr)
        raw = shuffle_bytes(arr) if name in compress else arr.tobytes()
        data = cctx.compress(raw) if name in compress else raw
        header["sections"][name] = {"offset": offset, "length": len(data), "dtype": arr.dtype.str,
                                    "shape": list(arr.shape), "codec": "zstd" if name in compress else "raw"}
        payloads.append(data)
        offset += len(data)
    head = json.dumps(header, separators=(",", ":")).encode()
    digest = hashlib.sha256()
    size = 0
    with open(folder.create_new(path), "wb") as fh:
        for part in (MAGIC, struct.pack("<Q", len(head)), head, *payloads):
            fh.write(part)
            digest.update(part)
            size += len(part)
    return WrittenFile(path.name, digest.hexdigest(), size)


class Container:
    """A verified segment file, memory-mapped; sections decode on first access and are cached.

    The checksum is computed by streaming the file (it lands in the OS page cache, not in this process), and
    the mapping then pages in only what queries touch: a reader's RSS holds the blocks it uses, not a copy of
    every segment (reading them whole was 106 MB of the 393 MB a 100k-note index took after one query).
    Segments are immutable; a deleted one stays readable through its mapping until no snapshot uses it."""

    def __init__(self, path: Path, expected_sha256: str | None, expected_size: int | None = None) -> None:
        try:
            with open(folder.open_regular(path), "rb") as fh:
                size = os.fstat(fh.fileno()).st_size
                if expected_size is not None and size != expected_size:
                    raise IndexCorrupt(f"index file {path.name} is {size} bytes, manifest says {expected_size}")
                if expected_sha256 is not None and hashlib.file_digest(fh, "sha256").hexdigest() != expected_sha256:
                    raise IndexCorrupt(f"index file {path.name} fails its checksum")
                data = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) if size >= 16 else b""
        except OSError as exc:
            raise IndexCorrupt(f"cannot read index file {path.name}: {exc.strerror}") from exc
        if len(data) < 16 or data[:len(MAGIC)] != MAGIC:
            raise IndexCorrupt(f"index file {path.name} is not a VaultMem segment")
        (head_len,) = struct.unpack_from("<Q", data, 8)
        try:
            header = json.loads(data[16:16 + head_len])
            self.meta: dict[str, Any] = header["meta"]
            self._sections: dict[str, dict[str, Any]] = header["sections"]
            _check_sections(self._sections, len(data) - 16 - head_len)
        except (ValueError, KeyError, TypeError, AttributeError, RecursionError) as exc:
            raise IndexCorrupt(f"index file {path.name} has an unreadable header ({type(exc).__name__})") from exc
        if not isinstance(self.meta, dict):
            raise IndexCorrupt(f"index file {path.name} has an unreadable header")
        self.name = path.name
        self._base = 16 + head_len
        self._data = memoryview(data)
        self._cache: dict[str, np.ndarray] = {}

    def __contains__(self, name: str) -> bool:
        return name in self._sections

    def section_names(self) -> list[str]:
        return list(self._sections)

    def array(self, name: str) -> np.ndarray:
        hit = self._cache.get(name)
        if hit is not None:
            return hit
        step_aside()  # a section is decompressed and unshuffled: see ``courtesy``
        spec = self._sections[name]
        start = self._base + spec["offset"]
        raw = self._data[start:start + spec["length"]]
        dtype = np.dtype(spec["dtype"])
        shape = tuple(spec["shape"])
        if spec["codec"] == "zstd":
            count = int(np.prod(shape, dtype=np.int64))
            try:
                plain = zstandard.ZstdDecompressor().decompress(raw, max_output_size=count * dtype.itemsize)
            except zstandard.ZstdError as exc:
                raise IndexCorrupt(f"index file {self.name}: section {name} does not decompress") from exc
            if len(plain) != count * dtype.itemsize:
                raise IndexCorrupt(f"index file {self.name}: section {name} has the wrong length")
            arr = unshuffle_bytes(plain, dtype, count).reshape(shape)
        else:
            arr = np.frombuffer(raw, dtype=dtype).reshape(shape)
        self._cache[name] = arr
        return arr


_DTYPE_KINDS = frozenset("biuf")  # plain numbers only: an object dtype from a crafted header must never be decoded


def _check_sections(sections: dict[str, Any], payload: int) -> None:
    """Every section spec names a numeric dtype, a shape, a known codec and bytes inside the file (``ValueError``
    otherwise): a segment whose checksum matches may still have been crafted, and decoding must not crash."""
    for spec in sections.values():
        dtype = np.dtype(spec["dtype"])
        shape, offset, length = spec["shape"], spec["offset"], spec["length"]
        if dtype.kind not in _DTYPE_KINDS or spec["codec"] not in ("raw", "zstd"):
            raise ValueError("unknown dtype or codec")
        if not all(isinstance(v, int) and v >= 0 for v in (*shape, offset, length)) or offset + length > payload:
            raise ValueError("section outside the file")
        if spec["codec"] == "raw" and length != int(np.prod(shape, dtype=np.int64)) * dtype.itemsize:
            raise ValueError("section length disagrees with its shape")


def shuffle_bytes(arr: np.ndarray) -> bytes:
    """Byte-plane shuffle: the high bytes of small ints become long zero runs that zstd squeezes away."""
    width = arr.dtype.itemsize
    if width == 1 or arr.size == 0:
        return arr.tobytes()
    return arr.reshape(-1).view(np.uint8).reshape(-1, width).T.tobytes()


def unshuffle_bytes(plain: bytes, dtype: np.dtype, count: int) -> np.ndarray:
    width = dtype.itemsize
    buf = np.frombuffer(plain, dtype=np.uint8)
    if count == 0:
        return np.zeros(0, dtype)
    if width == 1:
        return buf.view(dtype).copy()
    return buf.reshape(width, count).T.copy().view(dtype).reshape(-1)
