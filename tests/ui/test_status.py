"""The status bar (ui/status.py): indexing progress in bytes ingested, reading shown only until ingest starts."""

from __future__ import annotations

from vaultmem_ui.status import StatusBar

from vaultmem import SyncProgress


def test_progress_shows_bytes_ingested_not_files_read(qtbot) -> None:
    bar = StatusBar()
    qtbot.addWidget(bar)
    bar.indexing_started()
    bar.indexing_progress(SyncProgress("read", 500, 1000, "a.md", bytes_total=8_000_000))
    assert bar.progress_label.text() == "Reading 500 / 1,000 files…"
    bar.indexing_progress(SyncProgress("ingest", 100, 1000, bytes_done=2_097_152, bytes_total=8_388_608))
    text = bar.progress_label.text()
    assert text.startswith("Indexing 100 / 1,000 files · 2.0 MB of 8.0 MB · ") and "/s · ETA " in text
    assert "files/s" not in text and bar.progress.value() == 250
    bar.indexing_progress(SyncProgress("read", 900, 1000, "b.md", bytes_total=8_388_608))
    assert bar.progress_label.text() == text  # reading goes on behind ingest: the ingest line stays
