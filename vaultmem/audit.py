"""A write and network audit any user can run: ``VAULTMEM_AUDIT=DIR`` before starting VaultMem.

A VaultMem process that starts with the variable set (a program, its ingest workers, the app's indexer
process: children inherit the variable) records, through a ``sys.addaudithook`` hook, each file it opens for
writing, each file or folder it creates, renames or removes, and each socket it creates or uses, as one JSON
line in ``DIR/audit-<pid>.jsonl``. Reads are not recorded. The bundle's programs honour the variable in every
process; in a virtual environment the privacy tests load the hook in every process through ``sitecustomize``.
They run the CLI and the app both ways and fail on any record outside the vault (``violations``).

What it cannot see: writes made by native code without going through Python (Qt, fontconfig); the tests cover
those by pointing ``HOME``, ``TMPDIR`` and every ``XDG_*`` folder at empty read-only folders and checking that
they stay empty.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

ENV = "VAULTMEM_AUDIT"
AF_UNIX = 1  # socket.AF_UNIX on Linux and macOS: a local pipe between processes, not the network
_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC
# Which arguments of an event name a path that is written (created, changed or removed).
_WRITTEN_ARGS = {
    "os.mkdir": (0,), "os.remove": (0,), "os.rmdir": (0,), "os.truncate": (0,), "os.chmod": (0,),
    "os.chown": (0,), "os.utime": (0,), "os.rename": (0, 1), "os.symlink": (1,), "os.link": (1,),
    "shutil.copyfile": (1,), "shutil.copytree": (1,), "shutil.move": (0, 1), "shutil.rmtree": (0,),
}
_installed: list[str] = []


def _writing(mode: object, flags: object) -> bool:
    return (isinstance(mode, str) and any(c in mode for c in "wax+")) or bool((flags or 0) & _WRITE_FLAGS)


def _record(event: str, args: tuple[Any, ...]) -> dict[str, Any] | None:
    """The record for one audit event, or None when it is not a write or a network operation."""
    if event == "open":
        path, mode, flags = args
        if path is None or isinstance(path, int) or not _writing(mode, flags):
            return None  # a read, or an already-open descriptor (its opening was recorded)
        return {"event": event, "paths": [os.path.abspath(os.fsdecode(path))]}
    if event in _WRITTEN_ARGS:
        paths = [os.path.abspath(os.fsdecode(args[i])) for i in _WRITTEN_ARGS[event]
                 if i < len(args) and isinstance(args[i], str | bytes | os.PathLike)]
        return {"event": event, "paths": paths} if paths else None
    if event == "socket.__new__":
        family = args[1] if len(args) > 1 else None
        return {"event": event, "family": int(family) if isinstance(family, int) else None}
    if event.startswith("socket."):
        # a Unix socket's address is a file (bound: created), which must lie in the vault like any other
        family = getattr(args[0], "family", None) if args else None
        record: dict[str, Any] = {"event": event, "family": int(family) if isinstance(family, int) else None,
                                  "args": repr(args[1:])[:200]}
        address = args[1] if len(args) > 1 else None
        if family == AF_UNIX and isinstance(address, str | bytes) and address[:1] not in ("", "\0", b"", b"\0"):
            record["paths"] = [os.path.abspath(os.fsdecode(address))]
        return record
    return None


def install(report_dir: str | os.PathLike[str]) -> Path:
    """Start recording this process to ``report_dir/audit-<pid>.jsonl``; returns that file. Idempotent."""
    path = Path(report_dir) / f"audit-{os.getpid()}.jsonl"
    if _installed:
        return Path(_installed[0])
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)  # opened before the hook: not recorded
    _installed.append(str(path))

    def hook(event: str, args: tuple[Any, ...]) -> None:
        if event != "open" and event not in _WRITTEN_ARGS and not event.startswith("socket."):
            return
        try:
            record = _record(event, args)
        except Exception:  # noqa: BLE001 - an audit hook must never break the program it watches
            record = {"event": event, "unreadable": True}
        if record is not None:
            record["pid"] = os.getpid()
            os.write(fd, (json.dumps(record) + "\n").encode())

    sys.addaudithook(hook)
    return path


def install_from_env() -> None:
    """``install`` into ``$VAULTMEM_AUDIT`` when it is set (each entry point calls this first)."""
    folder = os.environ.get(ENV)
    if folder:
        install(folder)


def violations(records: list[dict[str, Any]], vault: Path) -> list[str]:
    """The records that break the promise: a write outside ``vault`` (symbolic links resolved) or a socket
    other than a local one between VaultMem's own processes (a pipe, or the writer's query socket in the index
    folder: ``served``)."""
    root = os.path.realpath(vault)
    found = []
    for r in records:
        if r["event"].startswith("socket.") and r.get("family") != AF_UNIX:
            found.append(f"network: {r}")
            continue
        for path in r.get("paths", []):
            real = os.path.realpath(path)
            if real != root and not real.startswith(root + os.sep):
                found.append(f"{r['event']} outside the vault: {path} (pid {r.get('pid')})")
    return found


def read_reports(report_dir: Path) -> list[dict[str, Any]]:
    """Every record of every process that reported into ``report_dir``."""
    records = []
    for report in sorted(report_dir.glob("audit-*.jsonl")):
        records += [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines() if line]
    return records
