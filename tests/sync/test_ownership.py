"""Memory atoms come only from the owner's words: a project's README, NEWS or docs folder states nothing about
the owner, however first-person its sentences are."""

from __future__ import annotations

from pathlib import Path

import pytest

from vaultmem import Vault
from vaultmem.memory.store import AtomTable
from vaultmem.sync.ownership import is_document


@pytest.mark.parametrize("path, document", [
    ("notes/ideas.md", False), ("journal/2025-01-02.txt", False), ("README.md", True), ("pkg/NEWS", True),
    ("pkg/CHANGELOG.md", True), ("docs/setup.md", True), ("project/Documentation/howto.txt", True),
    ("src/vendor/lib/notes.md", True), ("guide.rst", True), ("readme-ideas.md", False), ("chats/docs.json", False),
    ("python-docs/library/csv.rst.txt", True), ("user_manual/start.md", True), ("docs.old/a.txt", True),
    ("api-keys/aws.md", False), ("help-desk/tickets.md", False), ("notes/2025.10.04 standup.txt", False),
])
def test_documents_are_named_by_their_path(path: str, document: bool) -> None:
    assert is_document(path) is document


def test_a_readme_or_a_docs_folder_yields_no_atoms(tmp_path: Path) -> None:
    said = "I have a question about OttoPDF. I decided to use the daemon. Remind me to renew it.\n"
    for rel in ("notes/mine.md", "README.md", "docs/guide.md", "project/NEWS.txt"):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(f"# Title\n\n{said}")
    with Vault.open(tmp_path) as v:
        v.sync()
        snap = v.snapshot()
        table = AtomTable(snap)
        with_atoms = {snap.session_paths[int(snap.chunk_session[c])] for c in table.chunk.tolist()}
        assert with_atoms == {"notes/mine.md"}
        flags = {snap.session_paths[g]: any(snap.chunk(c).user_authored for c in snap.session_chunks(g))
                 for g in range(snap.n_sessions)}
        assert flags == {"notes/mine.md": True, "README.md": False, "docs/guide.md": False,
                         "project/NEWS.txt": False}
