"""Fixtures for extractor tests: the sample vault, a registry call, and the contract every result obeys."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from extract_contract import MTIME, SAMPLE_VAULT, check_contract

from vaultmem.extract import FileExtraction, Limits, default_registry


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
