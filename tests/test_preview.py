"""Preview (preview.py): every indexed session previews as itself (mail without or with a repeated Message-ID,
paths with '#'), header fields read as text; and an index from someone else (preview, export, ``Vault.file_path``,
verify): an index with valid checksums whose records name files outside the vault must not make VaultMem read,
print or open them; verify names such records."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from vaultmem import PreviewUnavailable, UnsafePath, Vault
from vaultmem.extract import Limits, default_registry
from vaultmem.sync.ingest import ReadFile, assemble, ingest_files
from vaultmem.sync.walker import FileStat

OUTSIDE = "# Credentials\n\nroot:x:0:0 the zanzibar passphrase is hunter2\n"
DECOY = "# Meeting notes\n\nWe talked about the zanzibar trip budget.\n"


def craft(root: Path, stored: list[str]) -> None:
    """Commit, through the real writer, records whose paths are ``stored`` (an attacker's index has valid
    checksums); each record's text is harmless, so anything from outside in the output came from a file read."""
    data = DECOY.encode()
    files = [ReadFile(FileStat(p, len(data), 0), data, hashlib.sha256(data).hexdigest()) for p in stored]
    builder, _ = assemble(ingest_files(files, default_registry(), Limits()))
    with Vault.open(root) as v:
        v._live.commit(builder.arrays(), [])  # the writer's own commit, bypassing the walk


@pytest.fixture
def crafted(tmp_path: Path) -> tuple[Path, Path, list[str]]:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "passwd.md").write_text(OUTSIDE)
    root = tmp_path / "vault"
    root.mkdir()
    (root / "inside.md").write_text("# Inside\n\nordinary\n")
    (root / "link").symlink_to(outside, target_is_directory=True)
    stored = [str(outside / "passwd.md"), "../outside/passwd.md", "link/passwd.md", "notes/../../outside/passwd.md"]
    craft(root, stored)
    return root, outside, stored


def test_preview_and_open_refuse_paths_outside_the_vault(crafted) -> None:
    root, _, stored = crafted
    with Vault.open(root, readonly=True) as v:
        results = v.search("zanzibar", 10, mode="bm25")
        assert sorted(r.path for r in results) == sorted(stored)
        for r in results:
            with pytest.raises(PreviewUnavailable, match="refusing"):
                v.preview(r.session_id)
            with pytest.raises(UnsafePath):
                v.file_path(r.path)
        assert v.file_path("inside.md") == root / "inside.md"


def test_export_of_a_crafted_index_prints_nothing_from_outside(crafted, cli: Callable[..., Any]) -> None:
    root, _, _ = crafted
    proc = cli("export", str(root), "zanzibar", "--no-sync")
    assert proc.returncode == 0, proc.stderr
    assert "zanzibar trip" in proc.stdout  # the results are exported from the index's own text ...
    for secret in ("Credentials", "root:x", "hunter2"):  # ... never from the files their paths name
        assert secret not in proc.stdout + proc.stderr


def test_verify_reports_records_with_paths_outside_the_vault(crafted) -> None:
    root, _, stored = crafted
    with Vault.open(root, readonly=True) as v:
        issues = v.verify()
    for path in stored:
        assert any(repr(path) in line and "refused" in line for line in issues), (path, issues)


def test_preview_reads_the_file_the_path_names_inside_the_vault(tmp_path: Path) -> None:
    root = tmp_path / "vault"
    root.mkdir()
    (root / "a.md").write_text("# A\n\nkelp forest\n")
    with Vault.open(root) as v:
        v.sync()
        hit = v.search("kelp", mode="bm25")[0]
        assert "kelp forest" in v.preview(hit.session_id).text
        (root / "a.md").unlink()
        os.mkfifo(root / "a.md")  # replaced by a FIFO: refused at once, no hang
        with pytest.raises(PreviewUnavailable, match="not a regular file"):
            v.preview(hit.session_id)


MBOX = b"""From alice@example.com Mon Jan  1 10:00:00 2024
From: Alice <alice@example.com>
To: Bob <bob@example.com>
Subject: no message id here
Date: Mon, 1 Jan 2024 10:00:00 +0000

First message has no Message-ID header.

From alice@example.com Mon Jan  1 11:00:00 2024
From: Alice <alice@example.com>
Subject: repeated id one
Message-ID: <same@example.com>
Date: Mon, 1 Jan 2024 11:00:00 +0000

The boiler repair is booked.

From alice@example.com Mon Jan  1 12:00:00 2024
From: Alice <alice@example.com>
Subject: repeated id two
Message-ID: <same@example.com>
Date: Mon, 1 Jan 2024 12:00:00 +0000

The boiler repair is done.

From alice@example.com Mon Jan  1 13:00:00 2024
From: Alice <alice@example.com>
Subject: another without id
Date: Mon, 1 Jan 2024 13:00:00 +0000

Second message without an id.
"""


def live_sessions(vault: Vault) -> list[tuple[str, str]]:
    snap = vault.snapshot()
    return [(s.id, s.title) for s in (snap.session(g) for g in range(snap.n_sessions) if snap.session_live[g])]


def test_every_session_previews_as_itself(tmp_path: Path, write_vault) -> None:
    root = write_vault(tmp_path / "v", {"mail/inbox.mbox": MBOX, "mail/#2024#/archive.mbox": MBOX,
                                        "notes/c#-notes.md": "# C sharp\n\nNotes on C# and F#.\n"})
    with Vault.open(root) as vault:
        vault.sync()
        sessions = live_sessions(vault)
        assert len(sessions) == 9
        assert len({sid for sid, _ in sessions}) == 9
        for sid, title in sessions:
            preview = vault.preview(sid)
            assert (preview.session_id, preview.title) == (sid, title)


def test_boolean_fields_read_as_words(tmp_path: Path, write_vault) -> None:
    ics = ("BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VTODO\nUID:t1\nSUMMARY:Renew passport\nDTSTART:20240301T090000Z\n"
           "DUE:20240310T090000Z\nEND:VTODO\nBEGIN:VEVENT\nUID:e1\nSUMMARY:Holiday\nDTSTART;VALUE=DATE:20240401\n"
           "END:VEVENT\nEND:VCALENDAR\n")
    root = write_vault(tmp_path / "v", {"cal.ics": ics})
    with Vault.open(root) as vault:
        vault.sync()
        fields = {title: dict(vault.preview(sid).fields) for sid, title in live_sessions(vault)}
    assert "All day" not in fields["Renew passport"]  # False says nothing worth a line
    assert fields["Holiday"]["All day"] == "yes"
    assert not any(v in ("True", "False") for f in fields.values() for v in f.values())
