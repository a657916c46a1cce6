"""Where the app writes: Qt's settings nowhere (issue 14, defect 5), logs and the portable recent list in the vault."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from vaultmem import Sidecars

# Opens a vault the way a person does: File ▸ Open vault… (Qt's own folder dialog), choose, accept.
CHOOSE_VAULT = r'''
import sys
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog
from vaultmem_ui.app import make_app
from vaultmem_ui.window import MainWindow


def main():
    vault = Path(sys.argv[1])
    app = make_app()
    w = MainWindow()
    w.show()

    def accept():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(50, accept)
            return
        dialog.setDirectory(str(vault))
        dialog.accept()

    QTimer.singleShot(0, accept)
    w.vault_opened.connect(lambda v: (print("opened", v.root), app.quit()))
    w.open_failed.connect(lambda msg: (print("failed", msg), app.quit()))
    QTimer.singleShot(0, w.choose_vault)
    app.exec()
    w.close()


if __name__ == "__main__":  # the indexer process re-imports this file
    main()
'''
XDG = ("XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME")


def test_choosing_a_vault_in_the_folder_dialog_writes_no_qt_settings(tmp_path: Path) -> None:
    """Qt's QFileDialog saves its history and last folder (the vault's path) to QtProject.conf when it closes."""
    vault = tmp_path / "vault"
    (vault / "notes").mkdir(parents=True)
    (vault / "notes" / "a.md").write_text("# A\n\nquokka\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    dirs = {name: tmp_path / "env" / name.lower() for name in ("HOME", *XDG)}
    for name, d in dirs.items():
        d.mkdir(parents=True)
        env[name] = str(d)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.pop("VAULTMEM_APP_CONFIG", None)
    script = tmp_path / "choose.py"
    script.write_text(CHOOSE_VAULT)
    done = subprocess.run([sys.executable, str(script), str(vault)], capture_output=True, text=True, env=env,
                          timeout=180, check=False)
    assert done.returncode == 0, done.stderr
    assert f"opened {vault}" in done.stdout, done.stdout + done.stderr
    written = [p for d in dirs.values() for p in d.rglob("*")]
    assert written == [], written


def test_qt_settings_have_no_file() -> None:
    from PySide6.QtCore import QSettings
    from vaultmem_ui.app import make_app
    from vaultmem_ui.storage import NOWHERE

    make_app()
    settings = QSettings(QSettings.Scope.UserScope, "QtProject")
    assert Path(settings.fileName()).is_relative_to(NOWHERE)
    settings.setValue("probe", 1)
    settings.sync()
    assert settings.status() == QSettings.Status.AccessError  # nothing could be written
    assert not Path(settings.fileName()).exists()


def test_portable_mode_is_asked_for_or_follows_the_bundle_to_its_volume(tmp_path: Path) -> None:
    from vaultmem_ui.storage import portable_wanted, same_volume

    bundle, vault = tmp_path / "VaultMem", tmp_path / "vault"
    bundle.mkdir()
    vault.mkdir()
    assert portable_wanted(True, vault) and portable_wanted(True, None)
    assert not portable_wanted(False, vault) and not portable_wanted(False, None)  # a virtual environment
    assert portable_wanted(False, vault, bundle)  # the bundle beside the vault
    assert portable_wanted(False, None, bundle)  # no vault yet: the private choice
    other = Path("/proc")  # a different file system on Linux
    if same_volume(bundle, other):
        pytest.skip("no second volume to compare with")
    assert not portable_wanted(False, other, bundle)


def test_portable_recent_list_lives_in_each_vault_and_never_in_the_user_config(tmp_path: Path) -> None:
    from vaultmem_ui import settings as cfg

    config = Path(os.environ["VAULTMEM_APP_CONFIG"])  # the tests' private user-config path (conftest)
    a, b = tmp_path / "a", tmp_path / "b"
    for v in (a, b):
        (v / ".vaultmem").mkdir(parents=True)
    cfg.set_portable(True)
    try:
        assert cfg.app_settings_path() is None
        cfg.save_app_settings(cfg.AppSettings(remember_recent=True, recent=[str(a)]))
        assert not config.exists()
        known = cfg.remember_in_vault(Sidecars(a / ".vaultmem"), a, [])
        assert [Path(p) for p in known] == [a]
        known = cfg.remember_in_vault(Sidecars(b / ".vaultmem"), b, known)
        assert [Path(p) for p in known] == [b, a]
        stored = cfg.load_json(b / ".vaultmem" / cfg.RECENT_FILE, cfg.AppSettings)
        assert [Path(p) for p in stored.recent] == [b, a]
        unwritable = tmp_path / "gone" / ".vaultmem"  # no index folder: nothing is created
        recent = cfg.remember_in_vault(Sidecars(unwritable), tmp_path / "gone", known)
        assert [Path(p) for p in recent] == [tmp_path / "gone", b, a]
        assert not unwritable.exists()
    finally:
        cfg.set_portable(False)
    assert not config.exists()


def test_the_vault_log_keeps_warnings_and_uncaught_exceptions_in_the_vault(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from vaultmem_ui.storage import VaultLog

    index_dir = tmp_path / "vault" / ".vaultmem"
    index_dir.mkdir(parents=True)
    seen: list[BaseException] = []

    def previous(kind: type[BaseException], exc: BaseException, tb: object) -> None:
        seen.append(exc)

    monkeypatch.setattr(sys, "excepthook", previous)  # instead of pytest-qt's, which fails the test
    log = VaultLog()
    log.attach(Sidecars(index_dir))
    try:
        logging.getLogger("vaultmem.watch").warning("inotify queue overflowed")
        logging.getLogger("vaultmem.watch").info("routine")  # below the log's level
        try:
            raise RuntimeError("slot failed")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
    finally:
        log.detach()
    text = (index_dir / "logs" / "app.log").read_text(encoding="utf-8")
    assert "WARNING vaultmem.watch: inotify queue overflowed" in text
    assert "routine" not in text
    assert "RuntimeError: slot failed" in text
    assert [str(e) for e in seen] == ["slot failed"]  # the previous hook still ran (it prints to stderr)
    assert sys.excepthook is previous


def test_no_log_where_the_index_folder_is_missing(tmp_path: Path) -> None:
    from vaultmem_ui.storage import VaultLog

    log = VaultLog()
    log.attach(Sidecars(tmp_path / "nothing" / ".vaultmem"))
    assert log.handler is None
    assert not (tmp_path / "nothing").exists()


def test_the_app_keeps_its_log_and_portable_recent_list_in_the_opened_vault(
        small_vault: Path, make_window: Callable[..., object], qtbot) -> None:
    from vaultmem_ui import app as app_module
    from vaultmem_ui import settings as cfg
    from vaultmem_ui.storage import VaultLog

    w = make_window()
    log = VaultLog()
    cfg.set_portable(True)
    try:
        w.vault_opened.connect(lambda v: app_module._vault_opened(w, log, v))
        with qtbot.waitSignal(w.sync_finished, timeout=60_000):
            w.open_vault(small_vault)
        qtbot.waitUntil(lambda: [Path(p) for p in w.app_settings.recent] == [small_vault], timeout=10_000)
    finally:
        cfg.set_portable(False)
        log.detach()
    assert (small_vault / ".vaultmem" / "logs").is_dir()
    assert (small_vault / ".vaultmem" / cfg.RECENT_FILE).is_file()
