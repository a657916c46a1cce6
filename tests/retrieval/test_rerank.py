"""The rerank stage's near-duplicate rule on a real (tiny) vault: a copy of a result above falls, and sessions whose
token ids are too unlike to share most of their words are never analysed word by word."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from vaultmem import Vault
from vaultmem.retrieval import candidates, profile, rerank

LEAK = ("# Kitchen leak\n\nThe plumber found the leak under the kitchen sink: a cracked compression fitting on the "
        "cold feed. He replaced the fitting and the isolation valve, and the cabinet base needs drying for a week.\n")


@pytest.fixture()
def vault(tmp_path: Path):
    (tmp_path / "leak.md").write_text(LEAK)
    (tmp_path / "leak copy.md").write_text(LEAK.replace("a week", "seven days"))
    (tmp_path / "quote.md").write_text("# Plumber quote\n\nThe plumber quoted for a new kitchen tap and a leak "
                                       "check on the boiler, to be booked after the holidays.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        yield v


def adjustments(result) -> list[str]:
    """The rerank adjustments named in the result's explanation ("near_duplicate: repeats a result above it …")."""
    return [leaf.description.split(":")[0] for leaf in result.explanation.flatten() if leaf.code == "stage"]


def test_a_copy_of_a_result_above_falls_and_another_note_does_not(vault) -> None:
    results = vault.search("kitchen leak and the plumber", k=5)  # a question in two parts: near-duplicates matter
    by_path = {r.path: r for r in results}
    copies = [p for p in ("leak.md", "leak copy.md") if "near_duplicate" in adjustments(by_path[p])]
    assert len(copies) == 1  # the lower of the two copies, not both
    assert "near_duplicate" not in adjustments(by_path["quote.md"])
    assert [r.path for r in results].index(copies[0]) > [r.path for r in results].index("quote.md")


def test_sessions_sharing_few_token_ids_are_not_analysed_word_by_word(vault, monkeypatch) -> None:
    analysed: list[int] = []
    forms = profile.session_forms
    monkeypatch.setattr(profile, "session_forms", lambda snap, gid: analysed.append(gid) or forms(snap, gid))
    monkeypatch.setattr(candidates, "session_forms", profile.session_forms)
    vault.search("kitchen leak and the plumber", k=5)
    snap = vault.snapshot()
    paths = {snap.session_paths[g] for g in analysed}
    assert paths == {"leak.md", "leak copy.md"}  # the quote shares too few token ids with either to be compared


def test_token_jaccard() -> None:
    a, b = np.array([1, 2, 3, 4], np.uint32), np.array([3, 4, 5], np.uint32)
    assert rerank._token_jaccard(a, b) == pytest.approx(2 / 5)
    assert rerank._token_jaccard(a, a) == 1.0
    assert rerank._token_jaccard(np.zeros(0, np.uint32), np.zeros(0, np.uint32)) == 0.0
