"""Walk the vault: which files exist now, with size and mtime, honouring ignore rules and symlink safety.

Skipped by default: our own ``.vaultmem/``, ``.git/``, hidden files and folders, editor temp and backup files
(``*.swp``, ``*~``, ``.#*``, ``*.tmp``), and anything matched by ``.vaultmemignore`` (gitignore syntax, at the
vault root). Symlinks are never followed: one pointing outside the vault gets a problem record, one pointing
inside is skipped because its target is indexed under its own path.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import pathspec

IGNORE_FILE = ".vaultmemignore"
ALWAYS_SKIP_DIRS = frozenset({".vaultmem", ".git", ".hg", ".svn", "__pycache__", "node_modules"})
TEMP_PATTERNS = ["*.swp", "*.swo", "*~", ".#*", "*.tmp", "*.part", "*.crdownload", "~$*"]


@dataclass(frozen=True, slots=True)
class FileStat:
    path: str  # vault-relative, POSIX separators
    size: int
    mtime_ns: int
    problem: tuple[str, str] | None = None  # (kind, message) decided at walk time


class IgnoreRules:
    def __init__(self, root: Path, include_hidden: bool = False) -> None:
        lines = list(TEMP_PATTERNS)
        try:
            lines += (root / IGNORE_FILE).read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            pass
        self._spec = pathspec.PathSpec.from_lines("gitwildmatch", lines)
        self.include_hidden = include_hidden

    def skip_dir(self, name: str, relpath: str) -> bool:
        if name in ALWAYS_SKIP_DIRS or (name.startswith(".") and not self.include_hidden):
            return True
        return self._spec.match_file(relpath + "/")

    def skip_file(self, name: str, relpath: str) -> bool:
        if name == IGNORE_FILE or (name.startswith(".") and not self.include_hidden):
            return True
        return self._spec.match_file(relpath)


def walk(root: Path, rules: IgnoreRules | None = None) -> dict[str, FileStat]:
    """Every candidate file under ``root``; unreadable folders are skipped silently (nothing to index)."""
    root = root.resolve()
    rules = rules or IgnoreRules(root)
    out: dict[str, FileStat] = {}
    stack = [(root, "")]
    while stack:
        folder, rel = stack.pop()
        try:
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError:
            continue
        for entry in entries:
            relpath = f"{rel}{entry.name}"
            try:
                if entry.is_symlink():
                    if not rules.skip_file(entry.name, relpath):
                        _symlink(root, entry, relpath, out)
                elif entry.is_dir(follow_symlinks=False):
                    if not rules.skip_dir(entry.name, relpath):
                        stack.append((Path(entry.path), relpath + "/"))
                elif entry.is_file(follow_symlinks=False):
                    if not rules.skip_file(entry.name, relpath):
                        st = entry.stat(follow_symlinks=False)
                        out[relpath] = FileStat(relpath, st.st_size, st.st_mtime_ns)
            except OSError:
                continue  # vanished between scandir and stat: the next sync sees the truth
    return out


def _symlink(root: Path, entry: os.DirEntry, relpath: str, out: dict[str, FileStat]) -> None:
    try:
        target = Path(entry.path).resolve()
    except (OSError, RuntimeError):
        target = None
    if target is not None and (target == root or root in target.parents):
        return
    st = entry.stat(follow_symlinks=False)
    out[relpath] = FileStat(relpath, st.st_size, st.st_mtime_ns,
                            ("symlink_outside", "symbolic link points outside the vault; not followed"))
