"""No orphans: after kill -9 or SIGTERM of ``vaultmem index`` (mid-ingest, its worker busy) and of the desktop app
(its indexer process writing), no VaultMem process is left 5 s later, and the next ``index`` runs (the writer
lock is free). Processes are counted by a tag in their environment, which every child inherits — the ingest
worker, the multiprocessing resource tracker, the app's indexer — and which survives their reparenting."""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="counts processes in /proc")

GRACE_S = 5.0
WORDS = ["harbor", "cache", "database", "redis", "cello", "sourdough", "boiler", "flight", "brother", "birthday",
         "budget", "allergy", "passport", "invoice", "meeting", "decision", "migration", "schema", "latency"]


@pytest.fixture(scope="module")
def big_vault(tmp_path_factory) -> Path:
    """~8 MB of notes: a first sync long enough (several seconds) to be killed with its worker busy."""
    root = tmp_path_factory.mktemp("procs") / "vault"
    rng = random.Random(15)
    for i in range(2000):
        folder = root / f"f{i % 20}"
        folder.mkdir(parents=True, exist_ok=True)
        body = "\n\n".join(" ".join(rng.choices(WORDS, k=60)).capitalize() + "." for _ in range(7))
        (folder / f"note-{i:04d}.md").write_text(f"# Note {i}\n\n{body}\n")
    return root


def tagged(tag: str) -> list[int]:
    """Live (not zombie) processes whose environment carries ``tag``."""
    found = []
    needle = f"VAULTMEM_TEST_TAG={tag}".encode()
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/environ", "rb") as fh:
                if needle not in fh.read().split(b"\0"):
                    continue
            with open(f"/proc/{entry}/stat", "rb") as fh:
                state = fh.read().rsplit(b")", 1)[1].split()[0]
        except OSError:
            continue
        if state not in (b"Z", b"X"):
            found.append(int(entry))
    return found


def wait_until(condition, timeout: float) -> bool:
    """Poll ``condition`` (the processes are not ours to be told about) until it holds or ``timeout`` passes."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def start(tag: str, args: list[str], log: Path, **env: str) -> subprocess.Popen:
    """The process with its stderr in ``log`` (a pipe would block the reader while an orphan holds it open)."""
    environ = {**os.environ, "VAULTMEM_TEST_TAG": tag, **env}
    with open(log, "wb") as err:
        return subprocess.Popen([sys.executable, *args], env=environ, stdout=subprocess.DEVNULL, stderr=err,
                                start_new_session=True)


def reset(vault: Path) -> None:
    """No index: the next sync is a long first one."""
    shutil.rmtree(vault / ".vaultmem", ignore_errors=True)


def check_no_survivors_and_index_runs(proc: subprocess.Popen, tag: str, sig: int, vault: Path, log: Path) -> None:
    children = [p for p in tagged(tag) if p != proc.pid]
    os.kill(proc.pid, sig)
    proc.wait(30)
    stderr = log.read_text(errors="replace")
    assert "Traceback" not in stderr, stderr
    assert children, "the test meant to kill a process that had children"
    gone = wait_until(lambda: not tagged(tag), GRACE_S)
    survivors = tagged(tag)
    for pid in survivors:  # a failing run leaves nothing behind either
        os.kill(pid, signal.SIGKILL)
    assert gone, f"survivors {survivors} of {children}"
    again = subprocess.run([sys.executable, "-m", "vaultmem", "index", str(vault)], capture_output=True, text=True,
                           timeout=300, check=False)
    assert again.returncode == 0, again.stderr


@pytest.mark.timeout(600)
@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM], ids=["kill-9", "sigterm"])
def test_killing_index_leaves_no_process(big_vault: Path, tmp_path: Path, sig: int) -> None:
    reset(big_vault)
    tag = uuid.uuid4().hex
    proc = start(tag, ["-m", "vaultmem", "index", str(big_vault)], tmp_path / "stderr")
    # the worker starts once the sync has read 1 MB of changes; with it, the resource tracker
    assert wait_until(lambda: len(tagged(tag)) >= 3 or proc.poll() is not None, 120), "no worker started"
    assert proc.poll() is None, "the sync finished before it could be killed; make the vault larger"
    check_no_survivors_and_index_runs(proc, tag, sig, big_vault, tmp_path / "stderr")


@pytest.mark.qt
@pytest.mark.timeout(600)
@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM], ids=["kill-9", "sigterm"])
def test_killing_the_app_leaves_no_process(big_vault: Path, tmp_path: Path, sig: int) -> None:
    pytest.importorskip("PySide6")
    reset(big_vault)
    tag = uuid.uuid4().hex
    proc = start(tag, ["-m", "vaultmem_ui", str(big_vault)], tmp_path / "stderr", QT_QPA_PLATFORM="offscreen",
                 VAULTMEM_APP_CONFIG=str(tmp_path / "app.json"))
    lock = big_vault / ".vaultmem" / "lock"
    # the indexer process holds the writer lock (its pid is in it) and is syncing
    assert wait_until(lambda: lock.exists() and lock.read_text().strip().isdigit() or proc.poll() is not None,
                      120), "the app's indexer never took the vault"
    assert proc.poll() is None
    check_no_survivors_and_index_runs(proc, tag, sig, big_vault, tmp_path / "stderr")
