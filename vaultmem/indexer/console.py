"""The writer loop's events as ``vaultmem watch`` prints them: what each sync or watcher batch changed, one path a
line; errors and the index's recovery on stderr; quiet reconciliations and progress not at all."""

from __future__ import annotations

import sys
import threading
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from ..terminal import terminal_safe
from .events import (
    BatchSummary,
    Exited,
    IndexerEvent,
    Locked,
    OpenFailed,
    Ready,
    Synced,
    SyncFailed,
    WatchState,
)

if TYPE_CHECKING:
    from ..sync.reconcile import SyncReport



class ConsolePrinter:
    """An ``emit`` for ``writer.keep_live`` that prints; ``ended`` is set once the loop has ended, and ``refusal``
    says why when it never took the vault."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.ended = threading.Event()
        self.refusal: Locked | OpenFailed | None = None

    def __call__(self, event: IndexerEvent) -> None:
        match event:
            case Locked(holder=holder):
                print(f"{holder} already keeps the index of {terminal_safe(str(self.root))} live; nothing to do "
                      "(search it any time)")
                self._refused(event)
            case OpenFailed(message=message):
                print(f"vaultmem: error: {terminal_safe(message)}", file=sys.stderr)
                self._refused(event)
            case Ready(recovered=recovered) if recovered is not None:
                print(f"vaultmem: {recovered.message}", file=sys.stderr)
            case WatchState(mode=mode) if mode != "stopped":
                print(f"watching {self.root} ({mode} events); Ctrl-C to stop", flush=True)
            case Synced(report=report):
                _print_report(report, full=True)
            case SyncFailed(message=error) | BatchSummary(error=str(error)):
                stamp = datetime.now().strftime("%H:%M:%S")
                print(f"{stamp} error: {terminal_safe(error)} (retrying)", file=sys.stderr, flush=True)
            case BatchSummary(report=report, full=full) if report is not None:
                _print_report(report, full)
            case Exited():
                self.ended.set()

    def _refused(self, event: Locked | OpenFailed) -> None:
        self.refusal = event
        self.ended.set()


def _print_report(r: SyncReport, full: bool) -> None:
    """Every path a sync or batch changed (nothing when it changed nothing)."""
    if not (r.changed or r.problems):
        return
    lines = ([f"+ {p}" for p in r.added] + [f"~ {p}" for p in r.updated] + [f"- {p}" for p in r.deleted]
             + [f"> {a} -> {b}" for a, b in r.renamed] + [f"! {p.path}: {p.message}" for p in r.problems])
    stamp = datetime.now().strftime("%H:%M:%S")
    print(f"{stamp} {'reconciled' if full else 'ingested'} generation {r.generation} in {r.seconds * 1000:.0f} ms",
          flush=True)
    print("\n".join(f"  {terminal_safe(line)}" for line in lines), flush=True)
