"""Acceptance: after a burst of 10,000 creates / edits / renames / deletes (editor-style saves and folder
renames included) under a live native watcher, the index equals a fresh rebuild — same sessions, same top-10."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest

from benchmarks.live_vault import fresh_rebuild, make_vault, mutate, ranking, sessions, write
from vaultmem.vault import Vault
from vaultmem.watch import VaultWatcher, WatchConfig

OPS = 10_000


@pytest.mark.slow
def test_ten_thousand_operations_end_equal_to_a_fresh_rebuild(tmp_path: Path) -> None:
    root = tmp_path / "vault"
    make_vault(root, 200, seed=11)
    batches = []
    with Vault.open(root) as v:
        config = WatchConfig(observer="native", quiet_seconds=0.3, max_delay_seconds=1.0)
        with VaultWatcher(v, config, on_batch=batches.append) as w:
            assert w.wait_for(lambda: w.batches >= 1, 120)
            started = time.monotonic()
            mutate(root, random.Random(11), OPS, small=True)
            # Events arrive in order: once the sentinel written last is indexed, every earlier hint was seen.
            write(root, "zz-sentinel.md", "# Sentinel\n\nlast write of the burst\n")
            assert w.wait_for(lambda: "zz-sentinel.md" in v.snapshot().live_files(), 180)
            assert w.wait_idle(180)
            caught_up = time.monotonic() - started
            assert v.wait_merged(120)
            assert not [b.error for b in batches if b.error]
            got_sessions, got_bm25, got_auto = sessions(v), ranking(v, mode="bm25"), ranking(v)
            assert v.verify() == []
    want_sessions, want_bm25 = fresh_rebuild(root, mode="bm25")
    print(f"\n{OPS} operations: caught up {caught_up:.1f}s after the burst started, {len(batches)} batches, "
          f"{len(got_sessions)} sessions")
    assert got_sessions == want_sessions
    assert got_bm25 == want_bm25
    assert got_auto == fresh_rebuild(root)[1]  # candidates are ordered by session id, not segment layout
