"""Structure-aware extractors: one module per file format, dispatched by ``registry``."""

from .base import ExtractedChunk, ExtractedSession, Extraction, Extractor, Limits, PartProblem
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
    "default_registry",
]
