"""The writer's events: what a relay may drop, what a batch summary counts, and that each survives the trip
between processes."""

from __future__ import annotations

import pickle

import pytest

from vaultmem import Problem, SyncProgress, SyncReport
from vaultmem.indexer.events import (
    BatchSummary,
    Exited,
    Locked,
    OpenFailed,
    Progress,
    Ready,
    SyncCancelled,
    Synced,
    SyncFailed,
    WatchState,
    is_urgent,
)
from vaultmem.watch import WatchBatch

REPORT = SyncReport(added=("a.md", "b.md"), updated=("c.md",), deleted=("d.md", "e.md"), renamed=(("f.md", "g.md"),),
                    problems=(Problem("h.md", "extract", "decode", "not UTF-8"),), seconds=0.2, generation=7)


def batch(report: SyncReport | None, error: str | None = None) -> WatchBatch:
    return WatchBatch(frozenset(), False, report, error, first_hint=10.0, finished=10.5, last_hint=10.1, flushed=10.4,
                      cpu=0.01)


@pytest.mark.parametrize("phase, done, total, urgent", [
    ("ingest", 5, 10, False), ("read", 5, 10, False),  # superseded by the next one
    ("ingest", 10, 10, True), ("read", 10, 10, True),  # a phase's last file
    ("scan", 0, 0, True), ("commit", 1, 3, True), ("merge", 0, 1, True), ("done", 3, 3, True),
])
def test_only_mid_ingest_progress_may_be_dropped(phase: str, done: int, total: int, urgent: bool) -> None:
    assert is_urgent(Progress(SyncProgress(phase, done, total))) is urgent


def test_every_other_event_is_urgent() -> None:
    for event in (Ready(None), Synced(REPORT), SyncCancelled(), WatchState("native"), BatchSummary.of(batch(REPORT)),
                  Exited()):
        assert is_urgent(event)


def test_a_batch_summary_counts_its_report() -> None:
    b = BatchSummary.of(batch(REPORT))
    assert (b.added, b.updated, b.deleted, b.renamed, b.problems, b.changed) == (2, 1, 2, 1, 1, 6)
    assert b.sample == ("a.md", "b.md", "c.md", "d.md", "e.md")  # at most five, the new name of a rename
    assert (b.generation, b.error, b.full, b.latency) == (7, None, False, 0.5)


def test_a_failed_batch_counts_nothing_and_says_why() -> None:
    b = BatchSummary.of(batch(None, "IndexWriteError: the disk is full"))
    assert (b.changed, b.problems, b.generation, b.sample) == (0, 0, 0, ())
    assert b.error == "IndexWriteError: the disk is full"
    assert BatchSummary.of(batch(None)).error == "failed"


def test_failures_name_the_exception() -> None:
    failed = SyncFailed.of(OSError("no space left"))
    assert (failed.error, failed.message, str(failed)) == ("OSError", "no space left", "OSError: no space left")
    assert str(OpenFailed("VaultNotFound", "vault folder not found: /x")) == "VaultNotFound: vault folder not found: /x"


def test_events_cross_a_process_boundary_unchanged() -> None:
    for event in (Ready(Problem("x", "index", "corrupt", "discarded")), Locked("locked", "pid 4"),
                  OpenFailed("UnsafeIndex", "a link"), Progress(SyncProgress("ingest", 1, 2, "a.md", 10, 20)),
                  Synced(REPORT), SyncFailed("OSError", "gone"), SyncCancelled(), WatchState("polling", "", 1.0),
                  BatchSummary.of(batch(REPORT)), Exited()):
        assert pickle.loads(pickle.dumps(event)) == event
