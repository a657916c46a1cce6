"""Variable-length items (token arrays, JSON records) packed into independently compressed blocks.

Items are concatenated into one flat array and cut into blocks of a fixed number of items (per store: the
reader must be told the same number); each block is one zstd frame, so reading one chunk's tokens decompresses
a few KB, not the segment. Token blocks are byte-shuffled first (ids < 2^17 leave the top byte plane all zeros).
"""

from __future__ import annotations

import itertools
import json
import threading
from typing import Any

import numpy as np
import zstandard

from ..errors import IndexCorrupt
from ..ragged import join
from .container import shuffle_bytes, unshuffle_bytes
from .lru import LRU

_LEVEL = 3
JSON_SLICE = 256  # records parsed in one call by all_json: ~1.5 ms holding the GIL


def pack(items: list[np.ndarray], dtype: np.dtype, block_items: int) -> dict[str, np.ndarray]:
    """Return the sections of a block store: blob, block byte offsets, item element offsets."""
    flat, ends = join(items)
    return pack_flat(flat.astype(dtype, copy=False), np.concatenate(([0], ends)), block_items)


def pack_flat(flat: np.ndarray, item_offsets: np.ndarray, block_items: int) -> dict[str, np.ndarray]:
    """``pack`` for items already laid end to end in ``flat`` (item i = flat[offsets[i]:offsets[i + 1]])."""
    n_items = len(item_offsets) - 1
    cctx = zstandard.ZstdCompressor(level=_LEVEL)
    frames: list[bytes] = []
    for b in range(0, n_items, block_items):
        lo, hi = item_offsets[b], item_offsets[min(b + block_items, n_items)]
        part = flat[lo:hi]
        frames.append(cctx.compress(shuffle_bytes(part)))
    block_offsets = np.zeros(len(frames) + 1, dtype=np.int64)
    np.cumsum([len(f) for f in frames], out=block_offsets[1:])
    blob = np.frombuffer(b"".join(frames), dtype=np.uint8)
    return {"blob": blob, "blocks": block_offsets, "items": item_offsets.astype(np.int64, copy=False)}


def encode_json(record: Any) -> np.ndarray:
    """The record as UTF-8 JSON. A file name that is not valid UTF-8 reaches us surrogate-escaped (``caf\\udce9.md``)
    and cannot be UTF-8 encoded; such a record is written with ``\\u`` escapes instead, which ``json.loads`` turns
    back into the same string: the name is stored losslessly and the file can be found and opened again."""
    text = _JSON.encode(record)
    try:
        return np.frombuffer(text.encode(), dtype=np.uint8)
    except UnicodeEncodeError:
        return np.frombuffer(_ASCII_JSON.encode(record).encode(), dtype=np.uint8)


# One encoder for every record: ``json.dumps`` with arguments builds a new one per call, on the sync's thread
# (docs/performance.md#record-json).
_JSON = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)
_ASCII_JSON = json.JSONEncoder(separators=(",", ":"))


class BlockReader:
    """Random access to the items of one block store, with a small LRU of decompressed blocks."""

    def __init__(self, blob: np.ndarray, blocks: np.ndarray, items: np.ndarray, dtype: np.dtype,
                 block_items: int, cache_bytes: int) -> None:
        self._per_block = block_items
        self._blob = blob
        self._blocks = blocks
        self._items = items
        self._dtype = np.dtype(dtype)
        self._cache: LRU[np.ndarray] = LRU(cache_bytes, lambda block: block.nbytes)

    def __len__(self) -> int:
        return len(self._items) - 1

    def get(self, i: int) -> np.ndarray:
        block = i // self._per_block
        data = self._block(block)
        base = self._items[block * self._per_block]
        return data[self._items[i] - base:self._items[i + 1] - base]

    def get_json(self, i: int) -> Any:
        return json.loads(self.get(i).tobytes())

    def all_json(self) -> list[Any]:
        """Every item as JSON, each block decoded once and parsed ``JSON_SLICE`` items a call: a thousand files'
        records read one by one cost a first query ~35 ms, and all of them in one call would hold the GIL for the
        whole parse (~6 ms a thousand records), stalling the app's window on a large vault."""
        raw = self.flat().tobytes()
        base = int(self._items[0]) if len(self._items) else 0
        bounds = (self._items.astype(np.int64) - base).tolist()
        out: list[Any] = []
        for lo in range(0, len(self), JSON_SLICE):
            edges = bounds[lo:lo + JSON_SLICE + 1]
            try:
                part = json.loads(b"[" + b",".join(raw[a:b] for a, b in itertools.pairwise(edges)) + b"]")
            except ValueError as exc:
                raise IndexCorrupt(f"a record is not JSON ({exc})") from exc
            if len(part) != len(edges) - 1:  # an item holding "1,2": records made by someone else
                raise IndexCorrupt(f"{len(edges) - 1} records hold {len(part)} JSON values")
            out.extend(part)
        return out

    def items(self) -> list[np.ndarray]:
        """Every item, decoding each block once (merges read a segment whole)."""
        flat = self.flat()
        return [flat[self._items[i]:self._items[i + 1]] for i in range(len(self))]

    def flat(self) -> np.ndarray:
        """All items end to end (item i at ``offsets[i]:offsets[i + 1]``), each block decoded once."""
        parts = [self._decode(b) for b in range(len(self._blocks) - 1)]
        return np.concatenate(parts) if parts else np.zeros(0, self._dtype)

    def _block(self, block: int) -> np.ndarray:
        return self._cache.get(block, lambda: self._decode(block))

    def _decode(self, block: int) -> np.ndarray:
        lo = int(self._items[block * self._per_block])
        hi = int(self._items[min((block + 1) * self._per_block, len(self._items) - 1)])
        count = hi - lo
        frame = self._blob[self._blocks[block]:self._blocks[block + 1]].tobytes()
        try:
            plain = _decompressor().decompress(frame, max_output_size=count * self._dtype.itemsize)
        except zstandard.ZstdError as exc:
            raise IndexCorrupt(f"a compressed block does not decompress ({exc})") from exc
        if len(plain) != count * self._dtype.itemsize:  # written with other block sizes, or tampered with
            raise IndexCorrupt(f"a compressed block holds {len(plain)} bytes, not the {count * self._dtype.itemsize} "
                               "its item offsets say")
        return unshuffle_bytes(plain, self._dtype, count)


_local = threading.local()


def _decompressor() -> zstandard.ZstdDecompressor:
    """One decompression context per thread: zstandard contexts must not be used by two threads at once (a
    query thread and the background merge reading the same segment corrupted each other's output)."""
    dctx = getattr(_local, "dctx", None)
    if dctx is None:
        dctx = _local.dctx = zstandard.ZstdDecompressor()
    return dctx
