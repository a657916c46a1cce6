"""``vaultmem watch PATH``: prints what it ingests; stops cleanly on SIGTERM (and Ctrl-C)."""

from __future__ import annotations

import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest


def read_until(proc: subprocess.Popen, needle: str) -> list[str]:
    lines = []
    for line in proc.stdout:  # blocking reads: the child's output is the event
        lines.append(line.rstrip("\n"))
        if needle in line:
            return lines
    raise AssertionError(f"{needle!r} never printed; got {lines}")


def watch(root: Path) -> subprocess.Popen:
    """``vaultmem watch ROOT`` in a child whose threads' stacks ``stop`` can show (faulthandler, on SIGABRT)."""
    return subprocess.Popen([sys.executable, "-X", "faulthandler", "-m", "vaultmem", "watch", str(root),
                             "--quiet-ms", "50"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=Path(__file__).parents[2])


def stop(proc: subprocess.Popen) -> tuple[str, str]:
    """SIGTERM, then the output; a child still running 60 s later fails the test with every thread's stack."""
    proc.send_signal(signal.SIGTERM)
    try:
        return proc.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        proc.send_signal(signal.SIGABRT)
        out, err = proc.communicate(timeout=60)
        raise AssertionError(f"watch did not stop on SIGTERM; its threads:\n{err}\n{out}") from None


def test_watch_prints_ingested_changes_and_stops_on_sigterm(tmp_path: Path) -> None:
    root = tmp_path / "vault"
    (root / "n").mkdir(parents=True)
    (root / "n" / "a.md").write_text("# A\n\nalpha\n")
    proc = watch(root)
    try:
        read_until(proc, "+ n/a.md")  # the start-up reconciliation
        (root / "n" / "b.md").write_text("# B\n\nbeta\n")
        read_until(proc, "+ n/b.md")
        (root / "n" / "b.md").rename(root / "n" / "c.md")
        read_until(proc, "> n/b.md -> n/c.md")
    finally:
        out, err = stop(proc)
    assert proc.returncode == 0, err
    assert "stopped" in out


def test_watch_leaves_a_vault_another_process_keeps_live(tmp_path: Path) -> None:
    """A second ``watch`` (or one started while the app is open) says plainly that another process keeps the
    index live and exits 0 (it exited 2 with an error)."""
    from vaultmem import Vault

    root = tmp_path / "vault"
    root.mkdir()
    with Vault.open(root):
        done = subprocess.run([sys.executable, "-m", "vaultmem", "watch", str(root)], capture_output=True, check=False,
                              text=True, cwd=Path(__file__).parents[2], timeout=120)
    assert done.returncode == 0, done.stderr
    assert "already keeps the index" in done.stdout and "pid" in done.stdout and not done.stderr


def test_search_and_export_while_watch_runs(tmp_path: Path, cli: Callable[..., Any],
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """``vaultmem search`` / ``export`` (run in this process) while ``vaultmem watch`` holds the vault: the watcher
    answers them from the index it keeps live (``served``), and without it they search that index read-only and
    silently — the same text either way (they exited 2: "vault locked")."""
    import vaultmem.served
    from tests.search_requests import search

    root = tmp_path / "vault"
    (root / "n").mkdir(parents=True)
    (root / "n" / "a.md").write_text("# Boiler\n\nThe boiler repair is booked for Tuesday.\n")
    watcher = watch(root)
    try:
        read_until(watcher, "+ n/a.md")  # the start-up reconciliation committed the note
        real = root.resolve()
        assert vaultmem.served.ask(real, real / ".vaultmem", search("boiler repair")) is not None  # it answers
        for args in (["search", str(root), "boiler repair"], ["search", str(root), "boiler repair", "--json"],
                     ["export", str(root), "boiler repair"]):
            done = cli(*args)
            assert done.returncode == 0, (args, done.stderr)
            assert "boiler repair is booked" in done.stdout.replace("**", ""), (args, done.stdout)
            assert "error" not in done.stderr
            with monkeypatch.context() as m:
                m.setattr(vaultmem.served, "ask", lambda *a: None)
                itself = cli(*args)
            assert (itself.returncode, itself.stdout, itself.stderr) == (0, done.stdout, done.stderr), args
        assert watcher.poll() is None  # the watcher kept running throughout
    finally:
        stop(watcher)
    assert watcher.returncode == 0
    assert not (root / ".vaultmem" / "query.sock").exists()
