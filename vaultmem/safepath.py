"""Vault-relative paths read from an index, which may come from someone else: whether one may be used at all, and
the file it names inside the vault. Nothing an index holds may make VaultMem read or open a file outside it."""

from __future__ import annotations

import os
from pathlib import Path, PurePosixPath

from .errors import UnsafePath


def check_relative(relpath: str) -> str | None:
    """Why a stored vault-relative path may not be used (absolute, ``..``, empty parts), or ``None`` if it may."""
    if not relpath or "\x00" in relpath:
        return "it is empty or holds a NUL character"
    if relpath.startswith("/") or PurePosixPath(relpath).is_absolute():
        return "it is absolute"
    parts = relpath.rstrip("/").split("/")
    if ".." in parts:
        return "it climbs out of the vault with '..'"
    if "" in parts or "." in parts:
        return "it is not a path the walk could have made"
    return None


def resolve(root: Path, relpath: str) -> Path:
    """The file ``relpath`` names inside ``root`` (resolved), or ``UnsafePath``: absolute, ``..``, or a path that
    goes through a symbolic link (the walk never follows one, so no indexed path does)."""
    why = check_relative(relpath)
    if why is None and os.path.realpath(root / relpath) != str(root / relpath):
        why = "it does not resolve inside the vault"
    if why is not None:
        raise UnsafePath(f"refusing to open {relpath!r} from the index: {why}")
    return root / relpath
