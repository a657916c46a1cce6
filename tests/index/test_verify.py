"""``vaultmem verify`` on indexes that are sound but unusual: saturated term frequencies (index/verify.py)."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from vaultmem import Vault
from vaultmem.index.postings import TF_MAX
from vaultmem.index.verify import lengths_agree


def test_lengths_agree_with_the_postings_saturation() -> None:
    docs = np.array([0, 0, 1], np.uint32)
    assert lengths_agree(np.array([70_001, 3]), docs, np.array([TF_MAX, 1, 3], np.uint16))  # 70,000 + 1 + 3
    assert not lengths_agree(np.array([100, 3]), docs, np.array([TF_MAX, 1, 3], np.uint16))  # sum over the length
    assert not lengths_agree(np.array([70_001, 3]), docs, np.array([50, 1, 3], np.uint16))  # short, unsaturated


def test_a_fresh_index_of_a_subject_repeating_one_word_verifies(tmp_path: Path) -> None:
    root = tmp_path / "vault"
    root.mkdir()
    (root / "spam.eml").write_text(f"From: a@x.example\nSubject: {'buy ' * 70_000}\n\nshort body\n")
    (root / "note.md").write_text("# Note\n\n" + "buy " * 70_000)
    with Vault.open(root) as v:
        v.sync()
        assert v.verify() == []
        assert {r.path for r in v.search("buy", mode="bm25")} == {"spam.eml", "note.md"}
