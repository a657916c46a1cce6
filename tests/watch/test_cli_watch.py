"""``vaultmem watch PATH``: prints what it ingests; stops cleanly on SIGTERM (and Ctrl-C)."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path


def read_until(proc: subprocess.Popen, needle: str) -> list[str]:
    lines = []
    for line in proc.stdout:  # blocking reads: the child's output is the event
        lines.append(line.rstrip("\n"))
        if needle in line:
            return lines
    raise AssertionError(f"{needle!r} never printed; got {lines}")


def test_watch_prints_ingested_changes_and_stops_on_sigterm(tmp_path: Path) -> None:
    root = tmp_path / "vault"
    (root / "n").mkdir(parents=True)
    (root / "n" / "a.md").write_text("# A\n\nalpha\n")
    proc = subprocess.Popen([sys.executable, "-m", "vaultmem", "watch", str(root), "--quiet-ms", "50"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=Path(__file__).parents[2])
    try:
        read_until(proc, "+ n/a.md")  # the start-up reconciliation
        (root / "n" / "b.md").write_text("# B\n\nbeta\n")
        read_until(proc, "+ n/b.md")
        (root / "n" / "b.md").rename(root / "n" / "c.md")
        read_until(proc, "> n/b.md -> n/c.md")
    finally:
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    assert "stopped" in out


def test_watch_refuses_a_vault_another_process_writes(tmp_path: Path) -> None:
    from vaultmem import Vault

    root = tmp_path / "vault"
    root.mkdir()
    with Vault.open(root):
        done = subprocess.run([sys.executable, "-m", "vaultmem", "watch", str(root)], capture_output=True, check=False,
                              text=True, cwd=Path(__file__).parents[2], timeout=120)
    assert done.returncode == 2
    assert "another VaultMem process" in done.stderr and "pid" in done.stderr
