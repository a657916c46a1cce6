"""Python's cyclic garbage collector, run on the GUI thread only.

The collector runs in whichever thread happens to allocate when a generation's threshold is crossed. The app
runs work on pool threads (searches, opening a vault, saving settings); a collection there that frees a cycle
holding a Qt object destroys that object off the GUI thread, which Qt does not survive (seen here: a segfault
while a pool thread built the indexer's queues, "Garbage-collecting" on the crashing thread). So automatic
collection is switched off and a timer on the GUI thread collects by the same thresholds (pyqtgraph's
``GarbageCollector`` does the same).
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 500


class MainThreadCollector(QObject):
    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.threshold = gc.get_threshold()
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.check)
        self.timer.start(INTERVAL_MS)

    def check(self) -> None:
        """Collect the youngest generation whose count passed its threshold, as the automatic collector would."""
        counts = gc.get_count()
        for generation in (2, 1, 0):
            if counts[generation] > self.threshold[generation]:
                gc.collect(generation)
                return
