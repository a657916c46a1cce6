"""Made-up words find nothing: a word matches only as a whole word, never through BPE pieces of other words,
and a question that matches nothing returns an empty list (no padding to k)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from vaultmem import Vault

ROOT = Path(__file__).resolve().parents[2]
SAMPLE_VAULT = ROOT / "resources" / "sample_vault"
MEG_VAULT = ROOT.parent / "shared" / "data" / "vaults" / "meg" / "vault"  # the development vault, when present
NONSENSE = ("flibbertigibbet", "quokkafest", "snorglewhump", "blorptastic", "zwibbleton", "frumplesnatch",
            "glimmerquatch", "wobbleskrunch", "plonkadoodle", "squizzleberry", "trundlewhisk", "mubbleflick",
            "snozzcumber", "grinklepot", "fizzwhopper", "crumplehorn", "dribbleflax", "yonkerpuff",
            "splatterwump", "bazzlefrock")


@pytest.mark.parametrize("source", [SAMPLE_VAULT, MEG_VAULT], ids=["sample", "meg"])
def test_twenty_made_up_words_return_no_results(source: Path, tmp_path: Path) -> None:
    if not source.is_dir():
        pytest.skip(f"{source} is not on this machine")
    root = tmp_path / "vault"
    shutil.copytree(source, root, ignore=shutil.ignore_patterns(".vaultmem"))
    with Vault.open(root) as v:
        v.sync()
        assert v.search("boiler", k=5), "the vault answers a real word"
        for mode in ("auto", "bm25"):
            for word in NONSENSE:
                results = v.search(word, k=10, mode=mode)
                assert (list(results), results.matched) == ([], 0), (mode, word)
            assert not v.search(" ".join(NONSENSE[:4]), k=10, mode=mode)
