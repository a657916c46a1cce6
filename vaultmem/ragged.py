"""Many variable-length arrays held as one flat array and their end offsets (a slice's tokens, a batch's terms)."""

from __future__ import annotations

import numpy as np

_EMPTY = np.zeros(0, dtype=np.uint32)


def join(arrays: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """(the arrays laid end to end, each one's end offset): what ``split`` takes apart."""
    ends = np.cumsum(np.fromiter(map(len, arrays), dtype=np.int64, count=len(arrays)))
    return (np.concatenate(arrays) if arrays else _EMPTY), ends


def concat(parts: list[np.ndarray], dtype: type) -> np.ndarray:
    """The arrays end to end as ``dtype`` (without a copy when they already are); an empty one for none."""
    return np.concatenate(parts).astype(dtype, copy=False) if parts else np.zeros(0, dtype)


def split(flat: np.ndarray, ends: np.ndarray) -> list[np.ndarray]:
    """Views of ``flat`` ending at each of ``ends`` (ascending; the first starts at 0). ``np.split`` does the same
    but goes through ``swapaxes`` per piece, three times slower (docs/performance.md#ragged-arrays)."""
    bounds = ends.tolist()
    return [flat[a:b] for a, b in zip([0, *bounds[:-1]], bounds)]
