"""Searches answered by the process that keeps a vault's index live, for a command line that answers at once.

A one-shot ``vaultmem search`` spends most of its time loading the engine (numpy alone is 60–90 ms on the
project's machine) before a query that takes milliseconds. The writer process — ``vaultmem watch``, or the app's
indexer — has all of that loaded and the index's caches warm, so it listens on a Unix socket in the index folder
(``<index>/query.sock``) and answers ``search`` and ``export`` requests (``answers``) from its live snapshot: the
same text the command would print, computed by the same code (the listening side is ``indexer.answering``). The
command asks it first and, when nothing
answers (no writer, a stale socket, no Unix sockets on this platform, a path too long for one), answers itself.
This is how desktop search command lines work where the index has an owner (Spotlight's ``mdfind`` asks its
daemon).

Only the user's own processes may talk to it: the index folder is 0700 and the socket 0600, the server checks the
peer's uid where the platform reports it (Linux ``SO_PEERCRED``), and the client only connects to a socket the
user owns in an index folder that is a real, user-owned folder, and only accepts an answer naming its own vault.
Requests and answers are one JSON line each, bounded; a malformed request is refused, never run.
"""

from __future__ import annotations

import json
import os
import socket
import stat
from pathlib import Path
from typing import Any

from .answers import Answer, Request

SOCKET_NAME = "query.sock"
MAX_PATH = 100  # bytes: sun_path holds 104 (macOS) to 108 (Linux) with its terminator
MAX_REQUEST = 1 << 20
MAX_ANSWER = 256 << 20
CONNECT_TIMEOUT_S = 0.5
ANSWER_TIMEOUT_S = 60.0  # a search on a very large vault, behind a commit, still answers in well under this


def socket_path(index_dir: Path) -> Path | None:
    """Where the writer of ``index_dir`` listens, or None where it cannot (no Unix sockets, too long a path)."""
    path = index_dir / SOCKET_NAME
    if not hasattr(socket, "AF_UNIX") or len(os.fsencode(path)) > MAX_PATH:
        return None
    return path


def ask(root: Path, index_dir: Path, request: Request) -> Answer | None:
    """The answer of the writer serving ``root``'s index at ``index_dir`` (both resolved), or None when none
    answers — the caller then answers itself."""
    path = socket_path(index_dir)
    if path is None or not _ours(index_dir, stat.S_ISDIR) or not _ours(path, stat.S_ISSOCK):
        return None
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
            conn.settimeout(CONNECT_TIMEOUT_S)
            conn.connect(str(path))
            conn.settimeout(ANSWER_TIMEOUT_S)
            conn.sendall(json.dumps(request.to_json(), ensure_ascii=False).encode("utf-8") + b"\n")
            with conn.makefile("rb") as stream:
                line = stream.readline(MAX_ANSWER + 1)
        reply = json.loads(line)
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(reply, dict) or reply.get("root") != str(root):
        return None
    code, out, err = reply.get("code"), reply.get("out"), reply.get("err")
    if not (isinstance(code, int) and isinstance(out, str) and isinstance(err, str)):
        return None
    return Answer(code, out, err)


def _ours(path: Path, kind: Any) -> bool:
    """``path`` itself (not a link) is of ``kind`` and belongs to this user."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    if not kind(st.st_mode):
        return False
    return st.st_uid == os.getuid() if hasattr(os, "getuid") else True  # Windows has no owner uid (nor AF_UNIX)
