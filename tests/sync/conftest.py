"""A batch of read files for the ingest tests: generated notes, the sample vault and three broken files."""

from __future__ import annotations

from pathlib import Path

import pytest

from vaultmem.extract import Limits
from vaultmem.sync.ingest import ReadFile, read_file
from vaultmem.sync.walker import walk

SAMPLE_VAULT = Path(__file__).resolve().parents[2] / "resources" / "sample_vault"


@pytest.fixture
def batch(tmp_path: Path, write_vault, corpus) -> list[ReadFile]:
    files: dict[str, str | bytes] = {**corpus(5, 40), "bad/binary.md": b"\x00\x01\x02" * 400,
                                     "bad/broken.ics": "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:nonsense\n",
                                     "bad/truncated.json": '[{"role": "user", "content": "I decided'}
    for path in sorted(SAMPLE_VAULT.rglob("*")):
        if path.is_file():
            files[f"sample/{path.relative_to(SAMPLE_VAULT).as_posix()}"] = path.read_bytes()
    root = write_vault(tmp_path / "vault", files)
    return [read_file(root, st, Limits()) for st in sorted(walk(root).values(), key=lambda s: s.path)]
