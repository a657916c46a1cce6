"""Many variable-length arrays held as one flat array and their end offsets (a slice's tokens, a batch's terms)."""

from __future__ import annotations

import numpy as np


def split(flat: np.ndarray, ends: np.ndarray) -> list[np.ndarray]:
    """Views of ``flat`` ending at each of ``ends`` (ascending; the first starts at 0). ``np.split`` does the same
    but goes through ``swapaxes`` per piece: 0.23 s of a 46 MB sync's ~160k pieces, slicing ~0.07 s."""
    bounds = ends.tolist()
    return [flat[a:b] for a, b in zip([0, *bounds[:-1]], bounds)]
