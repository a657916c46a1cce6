"""Structure-aware extractors: one module per file format, dispatched by ``registry``."""

from .base import Extraction, ExtractedChunk, ExtractedSession, Extractor, Limits, PartProblem
from .registry import FileExtraction, Registry, default_registry

__all__ = [
    "Extraction", "ExtractedChunk", "ExtractedSession", "Extractor", "Limits", "PartProblem",
    "FileExtraction", "Registry", "default_registry",
]
