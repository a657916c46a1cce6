"""The menu bar: every command where people look for it, shortcuts shown, and each menu item doing its job;
the Result actions (open with a fallback when nothing can open files, reveal, copy path / citation, more like
this)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication, QPalette
from PySide6.QtWidgets import QDialog, QFileDialog, QMenu, QPlainTextEdit
from vaultmem_ui import opener

from vaultmem import Vault

pytestmark = pytest.mark.qt


def menu_items(menu: QMenu) -> dict[str, object]:
    """Item text (without mnemonics) → QAction, or → QMenu for a submenu."""
    out: dict[str, object] = {}
    for a in menu.actions():
        if a.isSeparator():
            continue
        out[a.text().replace("&", "")] = a.menu() or a
    return out


def menus(w) -> dict[str, dict[str, object]]:
    return {a.text().replace("&", ""): menu_items(a.menu()) for a in w.menuBar().actions() if a.menu()}


def test_menu_bar_has_every_command_with_its_shortcut(make_window) -> None:
    w = make_window()
    m = menus(w)
    assert list(m) == ["File", "Edit", "View", "Result", "Help"]
    assert {"Open Vault…", "Open Sample Vault", "Open Recent", "Re-scan Vault"} <= set(m["File"])
    assert "Quit" in m["File"] or "Exit" in m["File"]
    assert {"Copy Context…", "Copy Explanation as JSON", "Find…"} <= set(m["Edit"])
    assert {"Explanation Pane", "Explanation Tab", "Preview Tab", "Problems", "Ranking", "Theme"} <= set(m["View"])
    assert {"Open File", "Reveal in Folder", "Copy Path", "Copy Citation", "More Like This"} <= set(m["Result"])
    assert {"Keyboard Shortcuts", "Query Language", "About VaultMem"} <= set(m["Help"])
    assert [a.text() for a in m["View"]["Ranking"].actions()] == ["Memory-aware", "Keyword"]
    # the shortcut each menu shows is the one that works
    shown = {name: a.shortcut().toString() for items in m.values() for name, a in items.items() if hasattr(a, "shortcut")}
    assert shown["Copy Context…"] == "Ctrl+Shift+C" and shown["Copy Explanation as JSON"] == "Ctrl+Shift+J"
    assert shown["Problems"] == "Ctrl+Shift+P" and shown["Keyboard Shortcuts"] == "F1" and shown["Re-scan Vault"] == "F5"
    assert shown["Open Vault…"] == "Ctrl+O" and shown["Explanation Pane"] == "Ctrl+E"


def test_menu_items_do_what_they_say(make_window, small_vault: Path, tmp_path: Path, write_vault, qtbot, type_query,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    w = make_window(small_vault)
    m = menus(w)
    results = type_query(qtbot, w, "postgres decision")
    m["View"]["Problems"].trigger()
    assert w.problems_dock.isVisible() and m["View"]["Problems"].isChecked()
    m["View"]["Problems"].trigger()
    assert w.problems_dock.isHidden() and not m["View"]["Problems"].isChecked()
    m["View"]["Preview Tab"].trigger()
    assert w.detail.currentWidget() is w.preview
    m["View"]["Explanation Pane"].trigger()
    assert w.detail.isHidden() and not m["View"]["Explanation Pane"].isChecked()
    m["View"]["Explanation Tab"].trigger()
    assert w.detail.isVisible() and w.detail.currentWidget() is w.explain
    m["Edit"]["Copy Explanation as JSON"].trigger()
    assert json.loads(QGuiApplication.clipboard().text())["session_id"] == results[0].session_id
    m["Edit"]["Copy Context…"].trigger()
    assert w.export_dialog is not None and w.export_dialog.isVisible()
    w.export_dialog.reject()
    m["Help"]["Keyboard Shortcuts"].trigger()
    assert w.help.isVisible()
    w.help.hide()
    for item, name, says in (("About VaultMem", "About VaultMem", "nothing is sent anywhere"),
                             ("Query Language", "Query language", "kind:email")):
        m["Help"][item].trigger()
        dialog = next(d for d in w.findChildren(QDialog) if d.accessibleName() == name and d.isVisible())
        assert says in dialog.findChild(QPlainTextEdit).toPlainText()
        dialog.reject()
    # View ▸ Theme switches now and is remembered in the vault
    m["View"]["Theme"].actions()[2].trigger()  # Dark
    assert QGuiApplication.palette().color(QPalette.ColorRole.Window).lightness() < 128
    m["View"]["Theme"].actions()[1].trigger()  # Light
    assert QGuiApplication.palette().color(QPalette.ColorRole.Window).lightness() > 128
    settings = small_vault / ".vaultmem" / "app.json"
    qtbot.waitUntil(lambda: json.loads(settings.read_text()).get("theme") == "light")
    m["View"]["Theme"].actions()[0].trigger()  # back to following the system
    # File ▸ Open Vault… and File ▸ Open Recent
    other = write_vault(tmp_path / "other", {"kiwi.md": "# Kiwi\n\nKiwi harvest.\n"})
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *a, **k: str(other)))
    with qtbot.waitSignal(w.vault_opened, timeout=60_000) as opened:
        m["File"]["Open Vault…"].trigger()
    assert Path(opened.args[0].root) == other.resolve()
    recent = m["File"]["Open Recent"]
    recent.aboutToShow.emit()
    assert [a.text() for a in recent.actions() if not a.isSeparator()] == ["No recent vaults", "Remember Recent Vaults"]
    recent.actions()[-1].trigger()  # allow it: the open vault is remembered
    assert w.welcome.remember.isChecked() and w.app_settings.recent_paths() == [other.resolve()]
    recent.aboutToShow.emit()
    first = recent.actions()[0]
    assert first.data() == str(other.resolve())
    w.app_settings.add_recent(small_vault.resolve())
    recent.aboutToShow.emit()
    with qtbot.waitSignal(w.vault_opened, timeout=60_000) as opened:
        next(a for a in recent.actions() if a.data() == str(small_vault.resolve())).trigger()
    assert Path(opened.args[0].root) == small_vault.resolve()
    recent.actions()[-1].trigger()  # withdraw consent again
    m["File"]["Quit" if "Quit" in m["File"] else "Exit"].trigger()
    assert not w.isVisible()


@pytest.fixture
def window_with_results(make_window, small_vault: Path, qtbot, type_query):
    w = make_window(small_vault)
    results = type_query(qtbot, w, "postgres decision")
    assert results[0].path == "notes/db.md"
    return w


def test_open_file_without_an_opener_says_so_and_offers_reveal_and_copy(window_with_results, small_vault: Path,
                                                                        qtbot, monkeypatch) -> None:
    w = window_with_results
    launched: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: launched.append(url) or True))
    monkeypatch.setattr(opener, "opener_available", lambda: False)  # no xdg-open / gio / kde-open here
    w.result_actions.act_open.trigger()
    offer = w.status
    assert offer.offer_box.isVisible() and launched == []
    assert offer.offer_label.text() == "No application is set up to open notes/db.md on this system."
    assert [b.text() for b in offer.offer_buttons] == ["Reveal in folder", "Copy path"]
    qtbot.mouseClick(offer.offer_buttons[1], Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == str(small_vault.resolve() / "notes" / "db.md")
    assert offer.offer_box.isHidden()
    # Reveal without a file manager: the path is copied and the status bar says so
    QGuiApplication.clipboard().clear()
    w.result_actions.act_reveal.trigger()
    assert QGuiApplication.clipboard().text() == str(small_vault.resolve() / "notes" / "db.md")
    assert "No file manager" in w.status.currentMessage()
    # an opener that refuses (openUrl returns False) gets the same offer
    monkeypatch.setattr(opener, "opener_available", lambda: True)
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: launched.append(url) and False))
    w.status.offer_box.hide()
    w.result_actions.act_open.trigger()
    assert w.status.offer_box.isVisible() and launched[-1].toLocalFile().endswith("notes/db.md")


def test_open_file_with_an_opener_opens_it(window_with_results, monkeypatch) -> None:
    w = window_with_results
    launched: list[QUrl] = []
    monkeypatch.setattr(opener, "opener_available", lambda: True)
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: launched.append(url) or True))
    w.result_actions.act_open.trigger()
    assert [u.toLocalFile() for u in launched] == [str(w.vault.root / "notes" / "db.md")]
    assert w.status.offer_box.isHidden()


def test_copy_path_citation_more_like_this_and_context_menu(window_with_results, small_vault: Path, qtbot) -> None:
    w = window_with_results
    r = w.current_result()
    w.result_actions.act_copy_path.trigger()
    assert QGuiApplication.clipboard().text() == str(small_vault.resolve() / r.path)
    w.result_actions.act_copy_citation.trigger()
    assert QGuiApplication.clipboard().text() == "DB decision — `notes/db.md` · Database decision › Outcome · 2024-03-01"
    with Vault.open(small_vault, readonly=True) as v:
        expected = v.similar_query(r)
    assert expected
    with qtbot.waitSignal(w.results_shown, timeout=20_000) as got:
        w.result_actions.act_more.trigger()
    assert w.search.text() == expected and got.args[0][0].session_id == r.session_id
    assert all(a in w.actions() for a in w.result_actions.actions)  # shortcuts work without a menu open
    # the same actions on the result's context menu
    w._result_menu(w.list.visualRect(w.model.index(0)).center())
    popup = next(m for m in w.findChildren(QMenu) if m.isVisible())
    assert [a for a in popup.actions() if not a.isSeparator()] == [*w.result_actions.actions, w.act_copy]
    popup.close()


def test_the_query_language_sheet_only_shows_operators_the_engine_reads() -> None:
    """Every example operator on Help ▸ Query Language parses without a problem (the sheet cannot drift from the
    parser unnoticed)."""
    import re

    from vaultmem_ui.help_dialogs import QUERY_LANGUAGE

    from vaultmem import parse_query

    examples = re.findall(r'-?[a-z]+:(?:"[^"]+"|[^\s]+)', QUERY_LANGUAGE)
    assert len(examples) >= 15
    for example in examples:
        assert not parse_query(example).problems, example


def test_the_newest_theme_choice_is_the_one_saved_whatever_order_the_saves_run_in(make_window, small_vault: Path,
                                                                                  monkeypatch: pytest.MonkeyPatch):
    """Settings are saved on worker threads, which may start them in any order: two quick choices (Dark, then
    Light) must leave Light on disk even when the save of Dark runs last."""
    w = make_window(small_vault)
    saves: list = []
    monkeypatch.setattr(w.runner, "run", lambda fn, **_: saves.append(fn))
    w.set_theme("dark")
    w.set_theme("light")
    assert len(saves) == 2
    for save in reversed(saves):  # the older save runs after the newer one
        save()
    assert json.loads((small_vault / ".vaultmem" / "app.json").read_text())["theme"] == "light"
    w.set_theme("system")
