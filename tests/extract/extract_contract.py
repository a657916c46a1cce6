"""The contract every extraction result obeys, shared by the extractor test modules (imported by name)."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

from vaultmem.extract import FileExtraction
from vaultmem.model import KINDS, ChunkMetadata

SAMPLE_VAULT = Path(__file__).resolve().parents[2] / "resources" / "sample_vault"
MTIME = datetime(2024, 6, 1, 12, 0)


def check_contract(result: FileExtraction) -> None:
    """Spans match the text, no blank chunks, known kinds, unique keys, JSON-safe metadata of the declared keys
    (a chunk's ordinal and its session are the index's to record, not the extractor's)."""
    keys = [s.key for s in result.sessions]
    assert len(keys) == len(set(keys)), keys
    for s in result.sessions:
        assert s.kind in KINDS
        assert s.chunks
        json.dumps(s.metadata)
        s.text.encode("utf-8")
        for c in s.chunks:
            assert c.text == s.text[c.char_start:c.char_end]
            assert c.text.strip()
            json.dumps(c.metadata)
            assert set(c.metadata) <= ChunkMetadata.__optional_keys__, set(c.metadata) - ChunkMetadata.__optional_keys__
    for p in result.problems:
        assert p.kind and p.message
