"""The writer process's side of ``served``: listen in the index folder and answer command-line searches from the
live index, on a thread of the process that keeps it live (``writer.keep_live``)."""

from __future__ import annotations

import contextlib
import json
import os
import socket
import socketserver
import stat
import struct
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..answers import answer, request_from_json
from ..served import MAX_REQUEST, socket_path

if TYPE_CHECKING:
    from ..vault import Vault

POLL_S = 0.2  # how soon ``stop`` ends the serving thread
# A client sends its request as soon as it connects and reads the answer at once; one that stalls (stopped, or
# not VaultMem) is dropped after this long, so it cannot hold up the commands queued behind it.
CLIENT_TIMEOUT_S = 2.0


class Server:
    """Answers requests on a thread of the writer process until ``stop``; one at a time (a search takes
    milliseconds, and the snapshot it reads is immutable, so it never waits for the writer's commits)."""

    def __init__(self, vault: Vault, path: Path) -> None:
        self.vault, self.path = vault, path
        self._server = _UnixServer(str(path), _Handler)
        self._server.owner = self
        self._thread = threading.Thread(target=self._server.serve_forever, args=(POLL_S,), name="vaultmem-served",
                                        daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()
        with contextlib.suppress(OSError):
            if stat.S_ISSOCK(os.lstat(self.path).st_mode):
                os.unlink(self.path)

    def respond(self, line: bytes) -> dict[str, Any]:
        """The reply to one request line: the answer, or why it was refused."""
        try:
            request = request_from_json(json.loads(line))
        except (ValueError, RecursionError) as exc:
            return {"refused": str(exc)[:200]}
        try:
            got = answer(self.vault, request)
        except Exception as exc:  # noqa: BLE001 — the command then answers itself, and shows the error there
            return {"refused": f"{type(exc).__name__}: {exc}"[:200]}
        return {"root": str(self.vault.root), "code": got.code, "out": got.out, "err": got.err}


def serve(vault: Vault) -> Server | None:
    """Start answering for ``vault`` (opened as its writer), or None where this platform or path cannot. A socket
    left by a writer that died is replaced: holding the writer lock, this process is the only one that may listen."""
    path = socket_path(vault.index_dir)
    if path is None:
        return None
    with contextlib.suppress(FileNotFoundError):
        if not stat.S_ISSOCK(os.lstat(path).st_mode):
            return None  # something else by that name: leave it alone and do not serve
        os.unlink(path)
    try:
        server = Server(vault, path)
    except OSError:
        return None
    with contextlib.suppress(OSError):
        os.chmod(path, 0o600)
    server.start()
    return server


class _UnixServer(socketserver.UnixStreamServer):
    owner: Server

    def verify_request(self, request: Any, client_address: Any) -> bool:
        return _peer_is_us(request)


class _Handler(socketserver.StreamRequestHandler):
    timeout = CLIENT_TIMEOUT_S

    def handle(self) -> None:
        try:
            line = self.rfile.readline(MAX_REQUEST + 1)
        except OSError:  # stalled or gone (a timeout is an OSError): nothing to answer
            return
        reply = ({"refused": "request too long"} if len(line) > MAX_REQUEST
                 else self.server.owner.respond(line))  # type: ignore[attr-defined]
        with contextlib.suppress(OSError):
            self.wfile.write(json.dumps(reply, ensure_ascii=False).encode("utf-8") + b"\n")


def _peer_is_us(conn: socket.socket) -> bool:
    """The connecting process runs as this user (where the platform says; elsewhere the 0700 folder decides)."""
    option = getattr(socket, "SO_PEERCRED", None)
    if option is None:
        return True
    try:
        _pid, uid, _gid = struct.unpack("3i", conn.getsockopt(socket.SOL_SOCKET, option, struct.calcsize("3i")))
    except OSError:
        return False
    return uid == os.getuid() if hasattr(os, "getuid") else False
