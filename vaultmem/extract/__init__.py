"""Structure-aware extractors: one module per file format, dispatched by ``registry``. Extractors are pure
functions of a file's bytes (``base``: the contract); the registry contains every failure as a problem record.

The rest of the engine uses: the contract's records and ``Limits`` (ingest, the preview), the ``Registry`` that picks
a file's extractor, ``deadline``, the time limit on one file's extraction that an ingest worker arms, and
``parse_written``, dates as people write them (the evaluation reads its cases' dates with it), and
``is_release_notes``, what a path says of its content (ranking counts a changelog's words where they meet). Names are
resolved on first use (``vaultmem.lazy_names``): a reader imports ``extract.base`` for ``Limits`` without loading
every format's extractor (the registry imports them all).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy_names import lazy_names

if TYPE_CHECKING:
    from . import deadline
    from .base import ExtractedChunk, ExtractedSession, Extraction, Extractor, Limits, PartProblem
    from .dates import parse_written
    from .paths import is_release_notes
    from .registry import FileExtraction, Registry, default_registry

__all__ = [
    "ExtractedChunk",
    "ExtractedSession",
    "Extraction",
    "Extractor",
    "FileExtraction",
    "Limits",
    "PartProblem",
    "Registry",
    "deadline",
    "default_registry",
    "is_release_notes",
    "parse_written",
]
__getattr__, __dir__ = lazy_names(__name__, {
    ".base": ("ExtractedChunk", "ExtractedSession", "Extraction", "Extractor", "Limits", "PartProblem"),
    ".dates": ("parse_written",),
    ".deadline": ("deadline",),
    ".paths": ("is_release_notes",),
    ".registry": ("FileExtraction", "Registry", "default_registry"),
})
