"""``vaultmem watch``'s output, printed from the writer loop's events (``indexer.console``), and the command run
in-process on a folder it cannot take."""

from __future__ import annotations

import re
import signal
from pathlib import Path

import pytest

from vaultmem import Problem, SyncReport, cli
from vaultmem.indexer.console import ConsolePrinter
from vaultmem.indexer.events import (
    BatchSummary,
    Exited,
    Locked,
    OpenFailed,
    Progress,
    Ready,
    Synced,
    SyncFailed,
    WatchState,
)
from vaultmem.sync.reconcile import SyncProgress

STAMP = r"\d\d:\d\d:\d\d"
REPORT = SyncReport(added=("n/a.md",), updated=("n/b.md",), deleted=("n/c.md",), renamed=(("n/d.md", "n/e.md"),),
                    problems=(Problem("n/f.md", "extract", "decode", "not UTF-8"),), seconds=0.0123, generation=4)


def printed(capsys: pytest.CaptureFixture[str], *events: object) -> tuple[list[str], list[str]]:
    out = ConsolePrinter(Path("/v"))
    for event in events:
        out(event)
    got = capsys.readouterr()
    return got.out.splitlines(), got.err.splitlines()


def test_a_sync_and_batches_print_every_changed_path(capsys: pytest.CaptureFixture[str]) -> None:
    out, err = printed(capsys, Ready(None), Progress(SyncProgress("ingest", 1, 2)), Synced(REPORT),
                       WatchState("native", "", 1.0), BatchSummary(True, None, 0.1, SyncReport(generation=4)),
                       BatchSummary(False, None, 0.2, SyncReport(added=("n/g.md",), seconds=0.004, generation=5)))
    assert err == []
    assert re.fullmatch(f"{STAMP} reconciled generation 4 in 12 ms", out[0]), out
    assert out[1:6] == ["  + n/a.md", "  ~ n/b.md", "  - n/c.md", "  > n/d.md -> n/e.md", "  ! n/f.md: not UTF-8"]
    assert out[6] == "watching /v (native events); Ctrl-C to stop"
    assert re.fullmatch(f"{STAMP} ingested generation 5 in 4 ms", out[7]) and out[8:] == ["  + n/g.md"]


def test_errors_and_recovery_go_to_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    out, err = printed(capsys, Ready(Problem("", "index", "corrupt", "the index was corrupt; rebuilt")),
                       SyncFailed("IndexWriteError", "the disk is full"),
                       BatchSummary(False, "IndexWriteError: the disk is full", 0.1),
                       WatchState("stopped", "RuntimeError: boom (in vaultmem-watch)"))
    assert out == []
    assert err[0] == "vaultmem: the index was corrupt; rebuilt"
    assert re.fullmatch(f"{STAMP} error: the disk is full \\(retrying\\)", err[1]), err
    assert re.fullmatch(f"{STAMP} error: IndexWriteError: the disk is full \\(retrying\\)", err[2]), err
    assert len(err) == 3


def test_refusals_end_the_printer(capsys: pytest.CaptureFixture[str]) -> None:
    for event, shown in ((Locked("locked", "another VaultMem process (pid 7)"),
                          ("another VaultMem process (pid 7) already keeps the index of /v live; nothing to do "
                           "(search it any time)")),
                         (OpenFailed("VaultNotFound", "vault folder not found: /v"),
                          "vaultmem: error: vault folder not found: /v")):
        printer = ConsolePrinter(Path("/v"))
        printer(event)
        got = capsys.readouterr()
        assert (got.out + got.err).strip() == shown
        assert printer.ended.is_set() and printer.refusal == event
    printer = ConsolePrinter(Path("/v"))
    printer(Exited())
    assert printer.ended.is_set() and printer.refusal is None


def test_watch_on_a_missing_folder_exits_2_and_leaves_sigterm_alone(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    before = signal.getsignal(signal.SIGTERM)
    assert cli.main(["watch", str(tmp_path / "gone")]) == cli.EXIT_ERROR
    assert capsys.readouterr().err == f"vaultmem: error: vault folder not found: {tmp_path / 'gone'}\n"
    assert signal.getsignal(signal.SIGTERM) is before
