"""Fixtures for extractor tests: the sample vault, a registry call, and the contract every result obeys."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import pytest

from vaultmem.extract import FileExtraction, Limits, default_registry
from vaultmem.model import KINDS

SAMPLE_VAULT = Path(__file__).resolve().parents[2] / "resources" / "sample_vault"
MTIME = datetime(2024, 6, 1, 12, 0)


def check_contract(result: FileExtraction) -> None:
    """Spans match the text, no blank chunks, known kinds, unique keys, JSON-safe metadata."""
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
    for p in result.problems:
        assert p.kind and p.message


@pytest.fixture
def extract() -> Callable[..., FileExtraction]:
    """``extract(relpath, data, **limits)`` through the default registry, contract checked."""
    registry = default_registry()

    def run(relpath: str, data: bytes | str, **limits: object) -> FileExtraction:
        raw = data.encode("utf-8") if isinstance(data, str) else data
        result = registry.extract(relpath, raw, MTIME, Limits(**limits))  # type: ignore[arg-type]
        check_contract(result)
        return result

    return run


@pytest.fixture
def sample() -> Callable[[str], FileExtraction]:
    """Extract one file of the shipped sample vault by its vault-relative path."""
    registry = default_registry()

    def run(relpath: str) -> FileExtraction:
        result = registry.extract(relpath, (SAMPLE_VAULT / relpath).read_bytes(), MTIME, Limits())
        check_contract(result)
        assert not result.problems, result.problems
        return result

    return run


@pytest.fixture
def contract() -> Callable[[FileExtraction], None]:
    return check_contract
