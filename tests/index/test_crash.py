"""Crash safety: SIGKILL an ingesting process at random moments, then the index must open, verify clean, and
after the next sync rank exactly like a fresh rebuild of the same folder.

Each trial first mutates the vault (creates, edits, deletes, renames) so crashes land in every kind of commit
(new segments, tombstones, merges, garbage collection). Half the trials kill after a random delay, half at a
random fsync / rename / unlink inside the child. ``VAULTMEM_CRASH_TRIALS`` raises the count (benchmark runs).
"""

from __future__ import annotations

import json
import os
import random
import select
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from benchmarks.live_vault import QUERIES, fresh_rebuild, make_vault, mutate, ranking, sessions
from vaultmem.index import manifest as manifest_io
from vaultmem.index.folder import INDEX_DIR
from vaultmem.vault import Vault

TRIALS = int(os.environ.get("VAULTMEM_CRASH_TRIALS", "50"))
SEED = int(os.environ.get("VAULTMEM_CRASH_SEED", "20261122"))
BATCH_FILES = 6  # many small commits per sync, so merges and GC happen too
N_FILES = 30
QUERIES = QUERIES[:6]


class Zygote:
    def __init__(self) -> None:
        self.proc = subprocess.Popen([sys.executable, str(Path(__file__).with_name("crash_zygote.py"))],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
                                     cwd=Path(__file__).parents[2])
        assert self._read(120) == {"ready": True}

    def _read(self, timeout: float) -> dict | None:
        """Next message, or None if none arrives within ``timeout`` (select: no sleeping)."""
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
        if not ready:
            return None
        line = self.proc.stdout.readline()
        assert line, "crash zygote died"
        return json.loads(line)

    def run(self, root: Path, kill_after_syscalls: int = 0, kill_after_seconds: float | None = None,
            seed: int = 0) -> tuple[bool, float]:
        """Run one ingestion; returns (was killed, seconds it ran)."""
        started = time.monotonic()
        self.proc.stdin.write(json.dumps({"root": str(root), "batch_files": BATCH_FILES,
                                          "kill_after_syscalls": kill_after_syscalls, "seed": seed}) + "\n")
        pid = self._read(60)["pid"]
        msg = self._read(kill_after_seconds if kill_after_seconds is not None else 120)
        if msg is None:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass  # it finished (and was reaped) just as the delay ran out; its exit message follows
            msg = self._read(60)
        assert msg["exit"] == pid
        status = msg["status"]
        killed = os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL
        assert killed or os.WEXITSTATUS(status) == 0, f"ingestion failed with status {status}"
        return killed, time.monotonic() - started

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(30)


@pytest.fixture(scope="module")
def zygote():
    z = Zygote()
    yield z
    z.close()


def count_syscalls(root: Path) -> int:
    """How many fsync/rename/unlink calls one full ingestion of ``root`` makes (upper bound for k)."""
    calls = [0]
    saved = {n: getattr(os, n) for n in ("fsync", "replace", "rename", "unlink")}

    def counting(real):
        def f(*a, **kw):
            calls[0] += 1
            return real(*a, **kw)
        return f

    from vaultmem.sync import reconcile
    old_batch = reconcile.BATCH_FILES
    try:
        reconcile.BATCH_FILES = BATCH_FILES
        for n, real in saved.items():
            setattr(os, n, counting(real))
        with Vault.open(root) as v:
            v.sync()
    finally:
        for n, real in saved.items():
            setattr(os, n, real)
        reconcile.BATCH_FILES = old_batch
    return calls[0]


@pytest.mark.slow
def test_sigkill_during_ingestion_never_corrupts_the_index(tmp_path: Path, zygote: Zygote) -> None:
    rng = random.Random(SEED)
    root = tmp_path / "vault"
    make_vault(root, N_FILES, seed=SEED, small=True)
    # Calibrate on a copy: an uninterrupted first ingestion gives the syscall count.
    make_vault(tmp_path / "calib", N_FILES, seed=SEED, small=True)
    full_calls = count_syscalls(tmp_path / "calib")
    est_seconds = 1.0  # duration of the last uninterrupted ingestion: the range for timed kills
    outcomes = {"killed": 0, "finished": 0, "generations": set()}
    started = time.monotonic()
    for trial in range(TRIALS):
        fresh_start = trial % 5 == 0
        if fresh_start:
            shutil.rmtree(root / INDEX_DIR, ignore_errors=True)  # crash during a first, full ingestion
        if trial:
            mutate(root, rng, rng.randint(5, 40), small=True)
        if trial % 2:
            k = rng.randint(1, full_calls if fresh_start else 24)
            killed, seconds = zygote.run(root, kill_after_syscalls=k, seed=trial)
        else:
            killed, seconds = zygote.run(root, kill_after_seconds=rng.uniform(0.0, est_seconds))
        if not killed:
            est_seconds = seconds
        outcomes["killed" if killed else "finished"] += 1
        context = f"trial {trial} (seed {SEED}, killed={killed})"

        with Vault.open(root) as v:
            # 1. The index opens as it was left: no corruption to recover from.
            assert v.recovered is None, f"{context}: {v.recovered}"
            outcomes["generations"].add(v.snapshot().generation)
            # 2. `vaultmem verify` passes: the real CLI in a subprocess on a few trials (exit code 0), the same
            #    check in-process on the others.
            if trial < 2:
                done = subprocess.run([sys.executable, "-m", "vaultmem", "verify", str(root)], capture_output=True, check=False,
                                      text=True, cwd=Path(__file__).parents[2])
                assert done.returncode == 0, f"{context}: {done.stdout}{done.stderr}"
            else:
                assert v.verify() == [], context
            # 3. After the next sync the index equals a fresh rebuild, and no orphan file is left behind.
            v.sync()
            got_sessions, got_ranking = sessions(v), ranking(v, QUERIES, mode="bm25")
            leftovers = {p.name for p in v.index_dir.iterdir()} - manifest_io.read(v.index_dir).referenced()
            assert leftovers <= {"lock"}, f"{context}: unreferenced index files {leftovers}"
        want_sessions, want_ranking = fresh_rebuild(root, QUERIES, mode="bm25")
        assert got_sessions == want_sessions, context
        assert got_ranking == want_ranking, context
    assert outcomes["killed"] >= TRIALS // 2, outcomes
    print(f"\ncrash trials: {TRIALS} in {time.monotonic() - started:.1f}s, killed {outcomes['killed']}, "
          f"finished {outcomes['finished']}, {len(outcomes['generations'])} distinct generations reopened")
