"""Status bar: indexing progress (files and bytes ingested, rate, ETA), watcher state, index size, read-only badge."""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QHBoxLayout, QProgressBar, QPushButton, QStatusBar, QWidget

from vaultmem import BatchSummary, IngestRate, SyncProgress, WatchState

from .plain import plain_label
from .plain import tip as plain_tip

OFFER_MS = 20_000  # how long a status-bar offer ("Reveal in folder", "Copy path") stays
PHASES = {"scan": "Scanning the vault…", "commit": "Writing the index…", "merge": "Compacting the index…"}


def human_bytes(n: int) -> str:
    size = float(n)
    for unit in ("B", "KB", "MB", "GB"):
        if size < 1024 or unit == "GB":
            return f"{size:,.0f} {unit}" if unit == "B" else f"{size:,.1f} {unit}"
        size /= 1024
    return f"{n} B"


class StatusBar(QStatusBar):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeGripEnabled(False)
        self.progress = QProgressBar()
        self.progress.setFixedWidth(180)
        self.progress.setTextVisible(False)
        self.progress.setAccessibleName("Indexing progress")
        self.progress.hide()
        self.progress_label = plain_label()  # "Opening <path>…", errors naming files
        self.progress_label.setAccessibleName("Indexing status")
        self.readonly = plain_label()
        self.watcher = plain_label("Not watching", "muted")
        self.watcher.setAccessibleName("Watcher state")
        self.watch_state: WatchState | None = None
        self.last_batch: BatchSummary | None = None
        self._last_batch_at = ""
        self.size = plain_label()
        self.size.setAccessibleName("Index size")
        self.offer_box = QWidget()
        self.offer_box.setAccessibleName("Status offer")
        offer_row = QHBoxLayout(self.offer_box)
        offer_row.setContentsMargins(0, 0, 0, 0)
        self.offer_label = plain_label()  # names a vault file
        offer_row.addWidget(self.offer_label)
        self.offer_buttons: list[QPushButton] = []
        self.offer_box.hide()
        self._offer_timer = QTimer(self)
        self._offer_timer.setSingleShot(True)
        self._offer_timer.timeout.connect(self.offer_box.hide)
        self.addWidget(self.progress)
        self.addWidget(self.progress_label, 1)
        self.addWidget(self.offer_box)
        self.addPermanentWidget(self.readonly)
        self.addPermanentWidget(self.watcher)
        self.addPermanentWidget(self.size)
        self.meter = IngestRate()

    def offer(self, text: str, choices: list[tuple[str, Callable[[], None]]]) -> None:
        """Say something with a few buttons to act on it (shown for ``OFFER_MS`` or until a button is used)."""
        for b in self.offer_buttons:
            b.deleteLater()
        self.offer_label.setText(text)
        self.offer_buttons = []
        for label, fn in choices:
            b = QPushButton(label)
            b.setFlat(True)
            b.clicked.connect(lambda _c=False, fn=fn: (self.offer_box.hide(), fn()))
            self.offer_box.layout().addWidget(b)
            self.offer_buttons.append(b)
        self.offer_box.show()
        self._offer_timer.start(OFFER_MS)

    def indexing_started(self) -> None:
        self.meter = IngestRate()
        self.progress.setRange(0, 0)
        self.progress.show()
        self.progress_label.setText("Scanning the vault…")

    def indexing_progress(self, p: SyncProgress) -> None:
        rate, eta = self.meter.update(p, time.monotonic())
        if p.phase == "ingest" and p.bytes_total:
            self.progress.setRange(0, 1000)
            self.progress.setValue(round(1000 * p.bytes_done / p.bytes_total))
            eta_txt = f"{eta:,.0f} s" if eta < 120 else f"{eta / 60:,.0f} min"
            self.progress_label.setText(f"Indexing {p.done:,} / {p.total:,} files · {human_bytes(p.bytes_done)} of "
                                        f"{human_bytes(p.bytes_total)} · {human_bytes(round(rate))}/s · ETA {eta_txt}")
        elif p.phase == "read" and not self.progress.maximum():  # nothing ingested yet
            self.progress_label.setText(f"Reading {p.done:,} / {p.total:,} files…")
        elif p.phase in PHASES:
            self.progress_label.setText(PHASES[p.phase])

    def indexing_finished(self, text: str) -> None:
        self.progress.hide()
        self.progress_label.setText(text)

    # ---- watcher --------------------------------------------------------------------------------------------
    def set_watch_pending(self) -> None:
        self.watch_state, self.last_batch = None, None
        self._show_watch("Watcher starts after the first scan",
                         "New and changed files are picked up live once the vault has been scanned.")

    def set_not_watching(self, why: str) -> None:
        self.watch_state, self.last_batch = None, None
        self._show_watch("Not watching", f"This window does not watch the vault: {why}.")

    def set_watch_state(self, state: WatchState) -> None:
        self.watch_state = state
        self._update_watch()

    def set_last_batch(self, batch: BatchSummary) -> None:
        if batch.changed or batch.problems or batch.error:  # quiet reconciliations are not news
            self.last_batch = batch
            self._last_batch_at = datetime.now().strftime("%H:%M:%S")
            self._update_watch()

    def _update_watch(self) -> None:
        s = self.watch_state
        if s is None:
            return
        if s.mode == "stopped":
            self._show_watch(f"Watcher stopped: {s.reason}", f"The vault is no longer watched: {s.reason}.\n"
                             "F5 re-scans the vault (and restarts the watcher).")
            return
        if s.mode == "polling":
            text, tip = "Watching (polling)", (f"No file events arrive on this volume (FUSE and encrypted mounts often "
                                               f"send none), so the vault is checked every {s.poll_seconds:g} s.")
        else:
            text, tip = f"Watching ({s.mode})", "The system reports file changes; saved files are indexed in about a second."
        b = self.last_batch
        if b is not None and b.error:
            text += " · last change failed, retrying"
            tip += f"\nLast batch at {self._last_batch_at} failed: {b.error}\nIt is retried; the index is unchanged."
        elif b is not None:
            text += f" · {batch_text(b)} at {self._last_batch_at}"
            tip += (f"\nLast batch at {self._last_batch_at}: {batch_text(b)} in {b.latency:.1f} s"
                    + "".join(f"\n  {p}" for p in b.sample))
        self._show_watch(text, tip)

    def _show_watch(self, text: str, tip: str) -> None:
        self.watcher.setText(text)
        self.watcher.setToolTip(plain_tip(tip))
        self.watcher.setAccessibleName(f"Watcher state: {text}")

    def set_index_size(self, n_bytes: int, sessions: int) -> None:
        self.size.setText(f"{sessions:,} sessions · index {human_bytes(n_bytes)}")

    def set_readonly(self, reason: str | None) -> None:
        self.readonly.setText("Read-only" if reason else "")
        self.readonly.setObjectName("badge" if reason else "")
        self.readonly.setStyleSheet(self.readonly.styleSheet())
        self.readonly.setToolTip(plain_tip(reason) if reason else "")
        self.readonly.setAccessibleName("Read-only: " + reason if reason else "")


def batch_text(b: BatchSummary) -> str:
    """"2 files updated", "1 file added, 1 deleted" — what one watcher batch changed."""
    parts = [f"{n:,} {what}" for n, what in ((b.added, "added"), (b.updated, "updated"), (b.deleted, "deleted"),
                                              (b.renamed, "renamed")) if n]
    if not parts:
        return f"{b.problems} problem{'s' if b.problems != 1 else ''}"
    first, _, rest = parts[0].partition(" ")
    noun = "file" if first == "1" else "files"
    return ", ".join([f"{first} {noun} {rest}", *parts[1:]])
