"""Crafted segments (index/container.py, index/segment.py): a segment whose checksum matches its manifest may still
have been made by someone else; a malformed header or tables that disagree mean "rebuild", never a traceback."""

from __future__ import annotations

import hashlib
import json
import struct
from pathlib import Path

import pytest

from vaultmem import IndexCorrupt, Vault
from vaultmem.cli import main


def craft(root: Path, edit) -> None:
    """Apply ``edit`` to the first segment's header (a dict), then make the manifest's checksum and size match."""
    index = root / ".vaultmem"
    manifest = json.loads((index / "manifest.json").read_text())
    ref = manifest["segments"][0]["file"]
    data = (index / ref["name"]).read_bytes()
    (head_len,) = struct.unpack_from("<Q", data, 8)
    header = json.loads(data[16:16 + head_len])
    edit(header)
    head = json.dumps(header).encode()
    data = data[:8] + struct.pack("<Q", len(head)) + head + data[16 + head_len:]
    (index / ref["name"]).write_bytes(data)
    ref["sha256"], ref["size"] = hashlib.sha256(data).hexdigest(), len(data)
    (index / "manifest.json").write_text(json.dumps(manifest))


def object_dtype(header: dict) -> None:
    header["sections"]["chunk.dl"]["dtype"] = "|O"


def outside_the_file(header: dict) -> None:
    header["sections"]["sess.date"]["offset"] = 1 << 40


def lying_counts(header: dict) -> None:
    header["meta"]["chunks"] += 5


def no_sections(header: dict) -> None:
    header["sections"] = [1, 2]


@pytest.mark.parametrize("edit", [object_dtype, outside_the_file, lying_counts, no_sections])
def test_a_crafted_segment_with_a_matching_checksum_is_rebuilt(tmp_path: Path, edit, capsys) -> None:
    root = tmp_path / "vault"
    root.mkdir()
    (root / "a.md").write_text("# A\n\nthe harbor cache\n")
    with Vault.open(root) as v:
        v.sync()
    craft(root, edit)
    with pytest.raises(IndexCorrupt, match="malformed|unreadable header"):
        Vault.open(root, readonly=True)
    assert main(["search", str(root), "harbor", "--no-sync"]) == 2
    assert "Traceback" not in capsys.readouterr().err
    with Vault.open(root) as v:
        assert v.recovered is not None
        v.sync()
        assert [r.path for r in v.search("harbor", mode="bm25")] == ["a.md"]
