"""The vault walk (sync/walker.py) and what a sync makes of it: ignore rules, symlink safety, binary and
over-size files become problem records while everything else is indexed."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from vaultmem import Vault
from vaultmem.extract import Limits
from vaultmem.sync.walker import IgnoreRules, walk

pytestmark = pytest.mark.usefixtures("no_network")

NOTE = "# {0}\n\nA note about {0}.\n"


def make(root: Path, write_vault, names: list[str]) -> Path:
    return write_vault(root, {n: NOTE.format(Path(n).stem) for n in names})


def test_default_skips(tmp_path: Path, write_vault) -> None:
    root = make(tmp_path / "v", write_vault, [
        "a.md", "notes/b.md", "notes/deep/c.txt",
        ".git/config.md", ".vaultmem/x.md", "notes/.obsidian/workspace.md", ".hidden.md", "notes/.secret.txt",
        "node_modules/pkg/readme.md", "__pycache__/m.md",
        "notes/draft.md.swp", "notes/draft.md.swo", "notes/b.md~", "notes/.#b.md", "notes/x.tmp", "~$report.md",
        "notes/download.md.part",
    ])
    assert sorted(walk(root)) == ["a.md", "notes/b.md", "notes/deep/c.txt"]


def test_hidden_can_be_included(tmp_path: Path, write_vault) -> None:
    root = make(tmp_path / "v", write_vault, ["a.md", ".hidden/b.md", ".git/c.md", ".vaultmem/d.md"])
    assert sorted(walk(root, IgnoreRules(root, include_hidden=True))) == [".hidden/b.md", "a.md"]


def test_vaultmemignore_gitignore_syntax(tmp_path: Path, write_vault) -> None:
    root = make(tmp_path / "v", write_vault, [
        "keep.md", "drafts/one.md", "notes/drafts/two.md", "logs/a.log", "logs/keep.log", "rootonly.md",
        "notes/rootonly.md", "private/x/secret.md", "private/x/public.md", "scratch-1.md", "scratch-22.md",
    ])
    (root / ".vaultmemignore").write_text(
        "# comments and blank lines are ignored\n\n"
        "drafts/\n"            # a folder name anywhere
        "*.log\n!keep.log\n"   # negation
        "/rootonly.md\n"       # anchored at the vault root
        "private/**/secret.md\n"
        "scratch-?.md\n"
    )
    assert sorted(walk(root)) == ["keep.md", "logs/keep.log", "notes/rootonly.md", "private/x/public.md",
                                  "scratch-22.md"]


def test_ignored_files_are_not_indexed_and_unignoring_adds_them(tmp_path: Path, write_vault) -> None:
    root = make(tmp_path / "v", write_vault, ["keep.md", "drafts/one.md"])
    (root / ".vaultmemignore").write_text("drafts/\n")
    with Vault.open(root) as v:
        assert v.sync().added == ("keep.md",)
        (root / ".vaultmemignore").write_text("")
        assert v.sync().added == ("drafts/one.md",)
        (root / ".vaultmemignore").write_text("drafts/\n")
        assert v.sync().deleted == ("drafts/one.md",)


def test_symlink_to_file_outside_the_vault_is_a_problem(tmp_path: Path, write_vault) -> None:
    outside = write_vault(tmp_path / "outside", {"secret.md": "# Secret\n\noutside words platypus\n"})
    root = make(tmp_path / "v", write_vault, ["a.md"])
    (root / "link.md").symlink_to(outside / "secret.md")
    (root / "dirlink").symlink_to(outside, target_is_directory=True)
    stats = walk(root)
    assert stats["link.md"].problem is not None and stats["link.md"].problem[0] == "symlink_outside"
    with Vault.open(root) as v:
        report = v.sync()
        kinds = {(p.path, p.kind) for p in report.problems}
        assert ("link.md", "symlink_outside") in kinds and ("dirlink", "symlink_outside") in kinds
        assert {(p.path, p.kind) for p in v.problems()} >= kinds
        assert v.search("platypus", mode="bm25") == []  # never read through the link
        assert v.stats().sessions == 1


def test_symlinks_inside_the_vault_are_not_followed(tmp_path: Path, write_vault) -> None:
    root = make(tmp_path / "v", write_vault, ["notes/a.md", "notes/sub/b.md"])
    (root / "alias").symlink_to(root / "notes", target_is_directory=True)
    (root / "alias.md").symlink_to(root / "notes" / "a.md")
    (root / "notes" / "sub" / "up").symlink_to(root, target_is_directory=True)  # a cycle back to the root
    assert sorted(walk(root)) == ["notes/a.md", "notes/sub/b.md"]
    with Vault.open(root) as v:
        report = v.sync()
        assert sorted(report.added) == ["notes/a.md", "notes/sub/b.md"] and not report.problems
        assert [r.path for r in v.search("a", 10, mode="bm25") if r.title == "a"] == ["notes/a.md"]


@pytest.mark.timeout(30)
def test_symlink_loops_do_not_hang(tmp_path: Path, write_vault) -> None:
    root = make(tmp_path / "v", write_vault, ["a.md"])
    (root / "self").symlink_to(root / "self")
    (root / "ping").symlink_to(root / "pong")
    (root / "pong").symlink_to(root / "ping")
    (root / "dangling.md").symlink_to(root / "missing.md")
    (root / "dangling-out.md").symlink_to(tmp_path / "nowhere.md")
    (root / "loopdir").mkdir()
    (root / "loopdir" / "back").symlink_to(root / "loopdir", target_is_directory=True)
    with Vault.open(root) as v:
        report = v.sync()
        assert v.stats().sessions == 1  # only a.md has content; links are never read through
    assert "a.md" in report.added
    # links that cannot be resolved inside the vault are recorded as problems that say what is wrong (loops and
    # dangling links were once all "points outside the vault"); links into the vault are skipped silently
    kinds = {p.path: p.kind for p in report.problems}
    assert kinds == {"self": "symlink_loop", "ping": "symlink_loop", "pong": "symlink_loop",
                     "dangling.md": "symlink_dangling", "dangling-out.md": "symlink_dangling"}
    messages = {p.path: p.message for p in report.problems}
    assert "loop" in messages["self"] and "does not exist" in messages["dangling.md"]
    assert not any("outside" in m for m in messages.values())


def test_binary_and_oversize_files_are_problems_and_the_rest_is_indexed(tmp_path: Path, write_vault) -> None:
    blob = bytes(range(256)) * 8  # NUL bytes: binary by the git/grep heuristic
    root = write_vault(tmp_path / "v", {
        "ok.md": "# Fine\n\nkingfisher\n",
        "ok.txt": "Also fine\n\nheron\n",
        "photo.jpg": b"\xff\xd8\xff\xe0" + blob,
        "looks-like-text.md": b"# title\n" + blob,
        "data.txt": blob,
        "big.md": "# Big\n\n" + "word " * 800,
        "utf16.txt": "\ufeffpelican in utf-16\n".encode("utf-16-le"),
    })
    with Vault.open(root, limits=Limits(max_file_bytes=3000)) as v:
        report = v.sync()
        problems = {p.path: p.kind for p in report.problems}
        assert problems == {"photo.jpg": "binary", "looks-like-text.md": "binary", "data.txt": "binary",
                            "big.md": "too_large"}
        assert {p.path: p.kind for p in v.problems()} == problems
        for word, path in (("kingfisher", "ok.md"), ("heron", "ok.txt"), ("pelican", "utf16.txt")):
            assert [r.path for r in v.search(word, mode="bm25")] == [path]
        assert v.stats().problems == 4
        # problem files are remembered: an unchanged one is not re-read, a fixed one is re-ingested
        assert not v.sync().changed
        (root / "big.md").write_text("# Small now\n\nosprey\n")
        assert v.sync().updated == ("big.md",)
        assert [r.path for r in v.search("osprey", mode="bm25")] == ["big.md"]
        assert "big.md" not in {p.path for p in v.problems()}


def test_unreadable_file_is_a_problem(tmp_path: Path, write_vault) -> None:
    if os.geteuid() == 0:
        pytest.skip("root reads everything")
    root = write_vault(tmp_path / "v", {"ok.md": "# ok\n\nfine", "locked.md": "# locked\n\nsecret"})
    (root / "locked.md").chmod(0)
    try:
        with Vault.open(root) as v:
            assert {p.path: p.kind for p in v.sync().problems} == {"locked.md": "unreadable"}
    finally:
        (root / "locked.md").chmod(0o600)
