"""Structure-aware extractors: one module per file format, dispatched by ``registry``.

Names are resolved on first use (PEP 562, as in the ``vaultmem`` facade): a reader imports ``extract.base`` for
``Limits`` without loading every format's extractor (the registry imports them all).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .base import ExtractedChunk, ExtractedSession, Extraction, Extractor, Limits, PartProblem
    from .registry import FileExtraction, Registry, default_registry

_HOME = {
    ".base": ("ExtractedChunk", "ExtractedSession", "Extraction", "Extractor", "Limits", "PartProblem"),
    ".registry": ("FileExtraction", "Registry", "default_registry"),
}
_MODULE_OF = {name: module for module, names in _HOME.items() for name in names}

__all__ = [
    "ExtractedChunk",
    "ExtractedSession",
    "Extraction",
    "Extractor",
    "FileExtraction",
    "Limits",
    "PartProblem",
    "Registry",
    "default_registry",
]


def __getattr__(name: str) -> Any:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value
