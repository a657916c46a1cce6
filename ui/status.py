"""Status bar: indexing progress (files done / total, rate, ETA), watcher state, index size, read-only badge."""

from __future__ import annotations

import time

from PySide6.QtWidgets import QLabel, QProgressBar, QStatusBar, QWidget

from vaultmem import SyncProgress

PHASES = {"scan": "Scanning the vault…", "commit": "Writing the index…", "merge": "Compacting the index…"}


def human_bytes(n: int) -> str:
    size = float(n)
    for unit in ("B", "KB", "MB", "GB"):
        if size < 1024 or unit == "GB":
            return f"{size:,.0f} {unit}" if unit == "B" else f"{size:,.1f} {unit}"
        size /= 1024
    return f"{n} B"


class IndexingMeter:
    """Rate and ETA from the ingest phase's progress (files per second since ingest began)."""

    def __init__(self) -> None:
        self.started: float | None = None
        self.done = 0
        self.total = 0

    def update(self, p: SyncProgress) -> tuple[float, float]:
        now = time.monotonic()
        if p.phase == "ingest" and self.started is None:
            self.started = now
        self.done, self.total = p.done, p.total
        if self.started is None or p.done == 0:
            return 0.0, 0.0
        rate = p.done / max(now - self.started, 1e-6)
        return rate, (p.total - p.done) / rate if rate else 0.0


class StatusBar(QStatusBar):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeGripEnabled(False)
        self.progress = QProgressBar()
        self.progress.setFixedWidth(180)
        self.progress.setTextVisible(False)
        self.progress.setAccessibleName("Indexing progress")
        self.progress.hide()
        self.progress_label = QLabel()
        self.progress_label.setAccessibleName("Indexing status")
        self.readonly = QLabel()
        self.watcher = QLabel("Watcher: off")
        self.watcher.setAccessibleName("Watcher state")
        self.size = QLabel()
        self.size.setAccessibleName("Index size")
        self.addWidget(self.progress)
        self.addWidget(self.progress_label, 1)
        self.addPermanentWidget(self.readonly)
        self.addPermanentWidget(self.watcher)
        self.addPermanentWidget(self.size)
        self.meter = IndexingMeter()

    def indexing_started(self) -> None:
        self.meter = IndexingMeter()
        self.progress.setRange(0, 0)
        self.progress.show()
        self.progress_label.setText("Scanning the vault…")

    def indexing_progress(self, p: SyncProgress) -> None:
        rate, eta = self.meter.update(p)
        if p.phase == "ingest" and p.total:
            self.progress.setRange(0, p.total)
            self.progress.setValue(p.done)
            eta_txt = f"{eta:,.0f} s" if eta < 120 else f"{eta / 60:,.0f} min"
            self.progress_label.setText(f"Indexing {p.done:,} / {p.total:,} files · {rate:,.0f} files/s · ETA {eta_txt}")
        elif p.phase in PHASES:
            self.progress_label.setText(PHASES[p.phase])

    def indexing_finished(self, text: str) -> None:
        self.progress.hide()
        self.progress_label.setText(text)

    def set_index_size(self, n_bytes: int, sessions: int) -> None:
        self.size.setText(f"{sessions:,} sessions · index {human_bytes(n_bytes)}")

    def set_readonly(self, reason: str | None) -> None:
        self.readonly.setText("Read-only" if reason else "")
        self.readonly.setObjectName("badge" if reason else "")
        self.readonly.setStyleSheet(self.readonly.styleSheet())
        self.readonly.setToolTip(reason or "")
        self.readonly.setAccessibleName("Read-only: " + reason if reason else "")
