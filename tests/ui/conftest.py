"""Qt test setup: offscreen platform, a private app-config path, small real vaults, a main-window factory."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

NOTES = {
    "notes/db.md": ("---\ntitle: DB decision\ndate: 2024-03-01\n---\n# Database decision\n\n## Outcome\n\n"
                    "We decided to use Postgres for the harbor cache. Redis was too costly. The migration starts "
                    "in April! Everyone agreed.\n\n## Risks\n\nLatency of the replica is a concern. "
                    "Backups run nightly.\n"),
    "notes/garden.md": "# Garden\n\nTomato plants need water every morning. The basil likes sun.\n",
    "notes/cello.md": "# Cello\n\nRehearsal on Thursday. Practise the prelude slowly with the metronome.\n",
    "journal/2024-05-02.md": ("---\ndate: 2024-05-02\n---\n# Journal\n\nThe postgres migration went fine; "
                              "the harbor cache is faster now. Decision confirmed.\n"),
    "projects/cache.txt": "Harbor cache notes\n\nRedis latency measured at 1.8 ms. Postgres replica lag is low.\n",
}


@pytest.fixture(autouse=True)
def _private_app_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("VAULTMEM_APP_CONFIG", str(tmp_path / "app-config" / "app.json"))


@pytest.fixture
def small_vault(tmp_path: Path, write_vault: Callable[[Path, dict[str, str | bytes]], Path]) -> Path:
    return write_vault(tmp_path / "vault", {**NOTES, "attachments/blob.bin": bytes(range(256)) * 8})


@pytest.fixture
def make_window(qtbot) -> Iterator[Callable[..., object]]:
    from vaultmem_ui.app import make_app
    from vaultmem_ui.window import MainWindow

    make_app()
    windows: list[MainWindow] = []

    def factory(vault: Path | None = None, wait_sync: bool = True, readonly_expected: bool = False) -> MainWindow:
        w = MainWindow()
        qtbot.addWidget(w)
        w.resize(1200, 780)
        w.show()
        windows.append(w)
        if vault is not None:
            signal = w.vault_opened if (readonly_expected or not wait_sync) else w.sync_finished
            with qtbot.waitSignal(signal, timeout=60_000):
                w.open_vault(vault)
        return w

    yield factory
    for w in windows:
        w.close()
        assert not w.runner.errors, w.runner.errors


def search(qtbot, window, text: str) -> list:
    """Type ``text`` into the search box like a user and wait for the (debounced) results."""
    with qtbot.waitSignal(window.results_shown, timeout=20_000,
                          check_params_cb=lambda _r: window.current_query == text.strip()) as blocker:
        window.search.clear()
        qtbot.keyClicks(window.search, text)
    return blocker.args[0]


@pytest.fixture
def type_query() -> Callable[..., list]:
    return search
