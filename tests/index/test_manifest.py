"""Hand-made manifests (index/manifest.py): anything that does not validate against the schema means "rebuild" with
a problem record for the writer and a one-line error for readers — never a traceback, never a file opened by a
name the manifest made up."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from vaultmem import IndexCorrupt, Vault
from vaultmem.cli import main
from vaultmem.index.segment import SCHEMA_VERSION

NOTE = "# Harbor\n\nThe harbor cache stays in Redis.\n"
SHA = "0" * 64


def manifest(segments: object, generation: object = 3) -> str:
    return json.dumps({"generation": generation, "segments": segments, "schema": SCHEMA_VERSION})


CRAFTED = {
    "deeply nested": f'{{"schema": {SCHEMA_VERSION}, "generation": 1, "segments": ' + "[" * 100_000 + "]" * 100_000 + "}",
    "name is a list": manifest([{"file": {"name": ["seg"], "sha256": SHA, "size": 1}, "tombstones": None}]),
    "name is null": manifest([{"file": {"name": None, "sha256": SHA, "size": 1}, "tombstones": None}]),
    "name is a path": manifest([{"file": {"name": "../../../../etc/passwd", "sha256": SHA, "size": 1}}]),
    "name is absolute": manifest([{"file": {"name": "/etc/passwd", "sha256": SHA, "size": 1}}]),
    "segments is a dict": manifest({"a": 1}),
    "segment is a number": manifest([7]),
    "generation is text": manifest([], "7"),
    "size is negative": manifest([{"file": {"name": "seg-00000001-deadbeef.vms", "sha256": SHA, "size": -1}}]),
    "tombstones are a list": manifest([{"file": {"name": "seg-00000001-deadbeef.vms", "sha256": SHA, "size": 1},
                                        "tombstones": [1]}]),
    "not an object": "[1, 2, 3]",
    "not json": "{nope",
}


@pytest.fixture
def root(tmp_path: Path) -> Path:
    root = tmp_path / "vault"
    root.mkdir()
    (root / "harbor.md").write_text(NOTE)
    with Vault.open(root) as v:
        v.sync()
    return root


@pytest.mark.parametrize("case", sorted(CRAFTED))
def test_a_crafted_manifest_means_rebuild_never_a_traceback(root: Path, case: str, capsys) -> None:
    (root / ".vaultmem" / "manifest.json").write_text(CRAFTED[case])
    with pytest.raises(IndexCorrupt):
        Vault.open(root, readonly=True)
    for command in (["verify"], ["search", "--no-sync"], ["stats"], ["problems"]):
        args = [command[0], str(root), *(["harbor", *command[1:]] if command[0] == "search" else command[1:])]
        code = main(args)
        out, err = capsys.readouterr()
        assert code != 0 and "Traceback" not in out + err
        assert "rebuilt" in out + err or "manifest" in out + err
    assert main(["index", str(root)]) == 0  # the writer discards it, says so, and rebuilds from the vault
    out, err = capsys.readouterr()
    assert "rebuilt from the vault" in err
    with Vault.open(root, readonly=True) as v:
        assert [r.path for r in v.search("harbor", mode="bm25")] == ["harbor.md"]
        assert v.verify() == []
