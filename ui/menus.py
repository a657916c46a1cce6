"""The menu bar: every command of the window where people look for it, with its shortcut shown beside it.

File / Edit / View / Result / Help, after each platform's conventions: Qt moves the About and Quit items into the
application menu on macOS (menu roles), Windows calls Quit "Exit", and the standard key sequences (Open, Find,
Quit) follow the platform. The actions themselves are the window's (and ``ResultActions``'); this module only
arranges them.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar

from . import theme

if TYPE_CHECKING:
    from .window import MainWindow

THEMES = (("system", "Follow &System"), ("light", "&Light"), ("dark", "&Dark"))


def keys(*sequences: QKeySequence.StandardKey | str) -> list[QKeySequence]:
    """Shortcuts, standard ones first (shown in the menu), without duplicates or platform-empty ones."""
    out: list[QKeySequence] = []
    for s in sequences:
        for k in QKeySequence.keyBindings(s) if isinstance(s, QKeySequence.StandardKey) else [QKeySequence(s)]:
            if not k.isEmpty() and k not in out:
                out.append(k)
    return out


def build_menu_bar(w: MainWindow) -> QMenuBar:
    bar = w.menuBar()
    bar.clear()

    file = bar.addMenu("&File")
    file.addAction(w.act_open)
    file.addAction(w.act_open_sample)
    w.recent_menu = file.addMenu("Open &Recent")
    w.recent_menu.aboutToShow.connect(lambda: fill_recent(w, w.recent_menu))
    fill_recent(w, w.recent_menu)
    file.addSeparator()
    file.addAction(w.act_rescan)
    file.addSeparator()
    file.addAction(w.act_quit)

    edit = bar.addMenu("&Edit")
    edit.addAction(w.act_copy)
    edit.addAction(w.act_json)
    edit.addSeparator()
    edit.addAction(w.act_focus)

    view = bar.addMenu("&View")
    view.addAction(w.act_toggle)
    view.addAction(w.act_tab1)
    view.addAction(w.act_tab2)
    view.addAction(w.act_problems)
    view.addSeparator()
    ranking = view.addMenu("&Ranking")
    for a in w.mode_actions.values():
        ranking.addAction(a)
    themes = view.addMenu("&Theme")
    for a in w.theme_actions.values():
        themes.addAction(a)

    result = bar.addMenu("&Result")
    ra = w.result_actions
    for a in (ra.act_open, ra.act_reveal, None, ra.act_copy_path, ra.act_copy_citation, None, ra.act_more):
        result.addSeparator() if a is None else result.addAction(a)

    help_menu = bar.addMenu("&Help")
    help_menu.addAction(w.act_help)
    help_menu.addAction(w.act_query_help)
    help_menu.addSeparator()
    help_menu.addAction(w.act_about)
    return bar


def theme_actions(w: MainWindow) -> dict[str, QAction]:
    group = QActionGroup(w)
    out = {}
    for code, text in THEMES:
        a = QAction(text, w)
        a.setCheckable(True)
        a.setData(code)
        group.addAction(a)
        out[code] = a
    out[theme.choice()].setChecked(True)
    group.triggered.connect(lambda a: w.set_theme(a.data()))
    return out


def quit_text() -> str:
    return "E&xit" if sys.platform == "win32" else "&Quit"


def fill_recent(w: MainWindow, menu: QMenu) -> None:
    """Recent vaults (only kept when the user allowed it), then the switch that allows it."""
    menu.clear()
    paths = w.app_settings.recent_paths() if w.app_settings.remember_recent else []
    for path in paths:
        a = menu.addAction(f"{path.name}  —  {path.parent}".replace("&", "&&"))  # "&" marks a mnemonic
        a.setData(str(path))
        a.triggered.connect(lambda _c=False, p=path: w.open_vault(p))
    if not paths:
        none = menu.addAction("No recent vaults")
        none.setEnabled(False)
    menu.addSeparator()
    remember = menu.addAction("Remember Recent Vaults")
    remember.setCheckable(True)
    remember.setChecked(w.app_settings.remember_recent)
    remember.setToolTip("Off by default: a recent-vaults list is the one thing kept outside the vault")
    remember.toggled.connect(w.set_remember_recent)
