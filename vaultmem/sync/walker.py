"""Walk the vault: which files exist now, with size and mtime, honouring ignore rules and symlink safety.

Skipped by default: our own ``.vaultmem/``, ``.git/``, hidden files and folders, editor temp and backup files
(``*.swp``, ``*~``, ``.#*``, ``*.tmp``), and anything matched by ``.vaultmemignore`` (gitignore syntax, at the
vault root). Symlinks are never followed: one pointing inside is skipped because its target is indexed under its own
path; any other (outside the vault, dangling, a loop) gets a problem record that says which, and so do FIFOs,
sockets and devices and folders that cannot be read. Each walked file carries its (device, inode), which the read
checks, so a file swapped for a link or a FIFO between the walk and the read is never read.
"""

from __future__ import annotations

import errno
import os
import stat
from dataclasses import dataclass
from pathlib import Path

import pathspec

from ..errors import VaultNotFound

IGNORE_FILE = ".vaultmemignore"
ALWAYS_SKIP_DIRS = frozenset({".vaultmem", ".git", ".hg", ".svn", "__pycache__", "node_modules"})
TEMP_PATTERNS = ["*.swp", "*.swo", "*~", ".#*", "*.tmp", "*.part", "*.crdownload", "~$*"]


@dataclass(frozen=True, slots=True)
class FileStat:
    path: str  # vault-relative, POSIX separators; a folder that could not be listed ends with "/"
    size: int
    mtime_ns: int
    problem: tuple[str, str] | None = None  # (kind, message) decided at walk time
    dev: int = 0  # the file's identity when walked: the read must find this very file (0: unknown)
    ino: int = 0


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
    hint naming a folder). A folder that cannot be listed is reported under its path plus "/" with a problem
    (the sync keeps what was indexed from it, see ``blocked_folders``); the vault folder itself raises."""
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
            _walk_folder(root, folder, rel, rules, out, stack)
        except OSError as exc:
            if not rel:
                raise VaultNotFound(f"cannot read the vault folder {root} ({exc.strerror}); the index is kept "
                                    "as it is") from exc
            if exc.errno not in (errno.ENOENT, errno.ENOTDIR):  # else it is gone, and so are its files
                out[rel] = unreadable_folder(rel, exc)
    return out


def _walk_folder(root: Path, folder: Path, rel: str, rules: IgnoreRules, out: dict[str, FileStat],
                 stack: list[tuple[Path, str]]) -> None:
    """The entries of one folder into ``out`` (files) and ``stack`` (subfolders); ``OSError`` when the folder
    cannot be listed or its entries cannot be looked at (read but no execute permission, I/O errors). Nothing of
    the folder is added then."""
    found: dict[str, FileStat] = {}
    below: list[tuple[Path, str]] = []
    for entry in sorted(os.scandir(folder), key=lambda e: e.name):
        relpath = f"{rel}{entry.name}"
        if entry.is_dir(follow_symlinks=False):
            if not rules.skip_dir(entry.name, relpath):
                below.append((Path(entry.path), relpath + "/"))
            continue
        if rules.skip_file(entry.name, relpath):
            continue
        try:
            st = entry.stat(follow_symlinks=False)
        except FileNotFoundError:
            continue  # vanished between scandir and stat: the next sync sees the truth
        stat_of = _classify(root, entry.path, relpath, st)
        if stat_of is not None:
            found[relpath] = stat_of
    out.update(found)
    stack.extend(below)


def unreadable_folder(rel: str, exc: OSError) -> FileStat:
    """The problem record of a folder the walk could not read: files indexed from it before are kept."""
    why = ("its path is longer than this system allows" if exc.errno == errno.ENAMETOOLONG
           else f"cannot read this folder ({exc.strerror})")
    kept = "files indexed from it before stay searchable, possibly out of date, until it can be read again"
    return FileStat(rel, 0, 0, ("unreadable_folder", f"{why}; {kept}"))


def blocked_folders(current: dict[str, FileStat]) -> tuple[str, ...]:
    """The folders of a walk that could not be read (each ends with "/"): indexed paths under them are kept."""
    return tuple(p for p in current if p.endswith("/"))


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
    if stat.S_ISDIR(st.st_mode):
        return None
    return _classify(root, str(full), relpath, st)


def _classify(root: Path, full: str, relpath: str, st: os.stat_result) -> FileStat | None:
    """A walked non-folder entry: a regular file, a problem (a link that is not followed, a FIFO, a socket, a
    device), or ``None`` for a link to something inside the vault (indexed under its own path)."""
    if stat.S_ISREG(st.st_mode):
        return FileStat(relpath, st.st_size, st.st_mtime_ns, None, st.st_dev, st.st_ino)
    if stat.S_ISLNK(st.st_mode):
        problem = _link_problem(root, full)
        return None if problem is None else FileStat(relpath, st.st_size, st.st_mtime_ns, problem)
    what = _SPECIAL.get(stat.S_IFMT(st.st_mode), "a special file")
    return FileStat(relpath, 0, st.st_mtime_ns, ("special_file", f"{what}, not a regular file; skipped"))


_SPECIAL = {stat.S_IFIFO: "a named pipe (FIFO)", stat.S_IFSOCK: "a socket", stat.S_IFCHR: "a character device",
            stat.S_IFBLK: "a block device"}


def is_ignored(rules: IgnoreRules, relpath: str, *, is_dir: bool) -> bool:
    """Whether a vault-relative path is skipped by the walk: itself or any folder above it is ignored."""
    parts = relpath.strip("/").split("/")
    for i, part in enumerate(parts[:-1]):
        if rules.skip_dir(part, "/".join(parts[: i + 1])):
            return True
    name = parts[-1]
    return rules.skip_dir(name, relpath) if is_dir else rules.skip_file(name, relpath)


def _link_problem(root: Path, full: str) -> tuple[str, str] | None:
    """Why a symbolic link is not indexed, or ``None`` when it leads inside the vault (its target is indexed under
    its own path). Links are never followed: the problem names what is wrong with this one."""
    try:
        target = Path(full).resolve(strict=True)
    except RuntimeError:  # Python < 3.13 reports a loop this way
        return ("symlink_loop", "symbolic link loop: the link leads back to itself; not followed")
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return ("symlink_loop", "symbolic link loop: the link leads back to itself; not followed")
        if exc.errno in (errno.ENOENT, errno.ENOTDIR):
            return ("symlink_dangling", "dangling symbolic link: its target does not exist")
        return ("symlink_unreadable", f"symbolic link whose target cannot be checked ({exc.strerror}); not followed")
    if target == root or root in target.parents:
        return None
    return ("symlink_outside", "symbolic link points outside the vault; not followed")
