"""Walk the vault: which files exist now, with size and mtime, honouring ignore rules and symlink safety.

Skipped by default: our own ``.vaultmem/``, ``.git/``, hidden files and folders, editor temp and backup files
(``*.swp``, ``*~``, ``.#*``, ``*.tmp``), and anything matched by ``.vaultmemignore`` (gitignore syntax, at the
vault root). Symlinks are never followed: one pointing outside the vault gets a problem record, one pointing
inside is skipped because its target is indexed under its own path.
"""

from __future__ import annotations

import os
import stat
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
        self._spec = pathspec.GitIgnoreSpec.from_lines(lines)
        self.include_hidden = include_hidden

    def skip_dir(self, name: str, relpath: str) -> bool:
        if name in ALWAYS_SKIP_DIRS or (name.startswith(".") and not self.include_hidden):
            return True
        return self._spec.match_file(relpath + "/")

    def skip_file(self, name: str, relpath: str) -> bool:
        if name == IGNORE_FILE or (name.startswith(".") and not self.include_hidden):
            return True
        return self._spec.match_file(relpath)


def walk(root: Path, rules: IgnoreRules | None = None, under: str = "") -> dict[str, FileStat]:
    """Every candidate file under ``root`` (or only below the vault-relative folder ``under``, for a watcher
    hint naming a folder); unreadable folders are skipped silently (nothing to index)."""
    root = root.resolve()
    rules = rules or IgnoreRules(root)
    out: dict[str, FileStat] = {}
    under = under.strip("/")
    if under:
        if is_ignored(rules, under, is_dir=True):
            return out
        stack = [(root / under, under + "/")]
    else:
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


def stat_path(root: Path, relpath: str, rules: IgnoreRules) -> FileStat | None:
    """What ``walk`` would report for one vault-relative file path (``None``: absent, a folder, or ignored)."""
    if not relpath or is_ignored(rules, relpath, is_dir=False):
        return None
    root = root.resolve()
    full = root / relpath
    try:
        st = os.lstat(full)
    except OSError:
        return None
    if stat.S_ISLNK(st.st_mode):
        out: dict[str, FileStat] = {}
        try:
            _symlink(root, _Entry(str(full), st), relpath, out)
        except OSError:
            return None
        return out.get(relpath)
    if not stat.S_ISREG(st.st_mode):
        return None
    return FileStat(relpath, st.st_size, st.st_mtime_ns)


@dataclass(frozen=True, slots=True)
class _Entry:
    """The two members of ``os.DirEntry`` that ``_symlink`` uses, for a path we only have a stat of."""

    path: str
    st: os.stat_result

    def stat(self, follow_symlinks: bool = False) -> os.stat_result:
        return self.st


def is_ignored(rules: IgnoreRules, relpath: str, *, is_dir: bool) -> bool:
    """Whether a vault-relative path is skipped by the walk: itself or any folder above it is ignored."""
    parts = relpath.strip("/").split("/")
    for i, part in enumerate(parts[:-1]):
        if rules.skip_dir(part, "/".join(parts[: i + 1])):
            return True
    name = parts[-1]
    return rules.skip_dir(name, relpath) if is_dir else rules.skip_file(name, relpath)


def _symlink(root: Path, entry: os.DirEntry | _Entry, relpath: str, out: dict[str, FileStat]) -> None:
    try:
        target = Path(entry.path).resolve()
    except (OSError, RuntimeError):
        target = None
    if target is not None and (target == root or root in target.parents):
        return
    st = entry.stat(follow_symlinks=False)
    out[relpath] = FileStat(relpath, st.st_size, st.st_mtime_ns,
                            ("symlink_outside", "symbolic link points outside the vault; not followed"))
