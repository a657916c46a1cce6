"""What the writer loop reports, as typed records (frozen and picklable: the app receives them from a child process).

A loop emits ``Ready`` — or ``Locked`` / ``OpenFailed``, and nothing more — then, per sync, ``Progress`` events and
one of ``Synced`` / ``SyncFailed`` / ``SyncCancelled``; the watcher's ``WatchState`` and one ``BatchSummary`` per
reconciled batch; ``Exited`` last. Consumers dispatch with ``match``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Self

if TYPE_CHECKING:
    from ..model import Problem
    from ..sync.reconcile import SyncProgress, SyncReport
    from ..watch import WatchBatch


@dataclass(frozen=True, slots=True)
class Ready:
    """The loop holds the vault's writer lock and waits for commands."""

    recovered: Problem | None = None  # a corrupt index was discarded at open (the next sync rebuilds it)


@dataclass(frozen=True, slots=True)
class Locked:
    """Another process is the vault's writer (and keeps it live); the loop has ended."""

    reason: str
    holder: str  # "another VaultMem process (pid 4242)"


@dataclass(frozen=True, slots=True)
class _Failure:
    error: str  # the exception's type name
    message: str

    @classmethod
    def of(cls, exc: BaseException) -> Self:
        return cls(type(exc).__name__, str(exc))

    def __str__(self) -> str:
        return f"{self.error}: {self.message}"


@dataclass(frozen=True, slots=True)
class OpenFailed(_Failure):
    """The vault could not be opened to write (not found, an unsafe or read-only index); the loop has ended."""


@dataclass(frozen=True, slots=True)
class Progress:
    """Where a sync is: at most ten a second, plus every phase change and the last file (``is_urgent``)."""

    progress: SyncProgress


@dataclass(frozen=True, slots=True)
class Synced:
    report: SyncReport


@dataclass(frozen=True, slots=True)
class SyncFailed(_Failure):
    """A sync raised; what it committed stays, and the watcher (started anyway) retries the rest."""


@dataclass(frozen=True, slots=True)
class SyncCancelled:
    """A sync was stopped by its cancel event; the batches it committed stay."""


@dataclass(frozen=True, slots=True)
class WatchState:
    """What the watcher is doing: ``mode`` is "native" or "polling" while it runs, "stopped" otherwise
    (``reason`` says why)."""

    mode: str
    reason: str = ""
    poll_seconds: float = 0.0


@dataclass(frozen=True, slots=True)
class BatchSummary:
    """One reconciled watcher batch: its report (None when it failed) without the watcher's timings."""

    full: bool  # a whole-vault reconciliation (start-up, lost events)
    error: str | None  # the batch failed (disk full, read-only index) and is retried
    latency: float  # seconds from the first hint to the commit
    report: SyncReport | None = None

    @classmethod
    def of(cls, b: WatchBatch) -> BatchSummary:
        if b.report is None:
            return cls(b.full, b.error or "failed", b.finished - b.first_hint)
        return cls(b.full, None, b.finished - b.first_hint, b.report)

    def _count(self, what: str) -> int:
        return 0 if self.report is None else len(getattr(self.report, what))

    @property
    def added(self) -> int:
        return self._count("added")

    @property
    def updated(self) -> int:
        return self._count("updated")

    @property
    def deleted(self) -> int:
        return self._count("deleted")

    @property
    def renamed(self) -> int:
        return self._count("renamed")

    @property
    def problems(self) -> int:
        return self._count("problems")

    @property
    def changed(self) -> int:
        return self.added + self.updated + self.deleted + self.renamed

    @property
    def generation(self) -> int:
        return 0 if self.report is None else self.report.generation

    @property
    def sample(self) -> tuple[str, ...]:
        """A few changed paths, for the app's status bar tooltip."""
        r = self.report
        return () if r is None else (*r.added, *r.updated, *r.deleted, *(new for _old, new in r.renamed))[:5]


@dataclass(frozen=True, slots=True)
class Exited:
    """The loop has ended and released the vault: the last event."""


IndexerEvent = Ready | Locked | OpenFailed | Progress | Synced | SyncFailed | SyncCancelled | WatchState | BatchSummary | Exited


def is_urgent(event: IndexerEvent) -> bool:
    """Events a relay must deliver even inside a ≤ 10 Hz throttle: all but mid-ingest progress, which the next one
    supersedes."""
    if not isinstance(event, Progress):
        return True
    p = event.progress
    return p.phase not in ("read", "ingest") or p.done == p.total
