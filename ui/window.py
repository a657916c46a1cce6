"""The main window: search pane, result list, explanation / preview, Problems panel, status bar.

Every engine call (open, sync, search, preview, stats, problems, refresh) goes through ``TaskRunner``; the
UI thread only formats what comes back. The window talks to the engine through the public facade only.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QItemSelectionModel, QObject, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QLineEdit,
    QListView,
    QMainWindow,
    QMenu,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from vaultmem import (
    BatchSummary,
    Filters,
    Indexer,
    IndexerError,
    IndexerEvent,
    Locked,
    Passage,
    Problem,
    ProblemFiles,
    Progress,
    SearchResult,
    SearchResults,
    SyncCancelled,
    Synced,
    SyncFailed,
    SyncProgress,
    SyncReport,
    Vault,
    VaultMemError,
    VaultStats,
    WatchState,
)

from . import help_dialogs, theme
from . import settings as cfg
from .contributions import FeatureColors
from .date_filter import ANY, DateFilter
from .explain_pane import ExplanationPane
from .export_dialog import ExportDialog
from .grouping import GROUPED_KINDS, ResultGroup, group_results, thread_key
from .help_overlay import HelpOverlay
from .icons import app_icon, kind_icon
from .legend import FeatureLegend
from .menus import build_menu_bar, keys, quit_text, theme_actions
from .no_matches import NoMatchesPanel
from .plain import plain_label, tip
from .preview_pane import PreviewPane
from .problems import ProblemsPanel
from .result_actions import ResultActions
from .results import ResultDelegate, ResultRole, ResultsModel
from .search_lane import LatestOnly
from .status import StatusBar
from .tasks import NewestWins, TaskRunner
from .timeline import TimelineStrip
from .welcome import WelcomePage

SEARCH_DEBOUNCE_MS = 120
REFRESH_MS = 2000  # read-only instances poll for a newer committed generation
RESULTS_K = 30
DETAILS_DELAY_MS = 16  # a new list's overview, then its explanation, each a frame after the last (_show_details)

RANKING_MODES = (
    ("auto", "Memory-aware", ("Memory-aware ranking (default): words first, refined by memory atoms, the "
                              "query's route and certificates")),
    ("bm25", "Keyword", "Plain keyword ranking (BM25): only how often and how rarely the words occur"),
)


def count_text(matched: int, shown: int) -> str:
    """ "12 sessions matched", or "120 sessions matched · 30 shown" when the list is cut."""
    head = f"{matched:,} session{'s' if matched != 1 else ''} matched"
    return head if matched <= shown else f"{head} · {shown} shown"


SHORTCUTS: list[tuple[str, str]] = [
    ("Ctrl+K  /", "Focus the search box"),
    ("↓ ↑  PgDn PgUp", "Move through results (also from the search box)"),
    ("Enter", "Open the result in the preview"),
    ("→  ←", "Expand / collapse a mail thread"),
    ("Ctrl+Enter", "Open the file in its default application"),
    ("Ctrl+Shift+R", "Reveal the file in its folder"),
    ("Ctrl+Shift+L  Ctrl+Shift+I", "Copy the file's path / a citation"),
    ("Ctrl+M", "More like this result"),
    ("Ctrl+Shift+C", "Copy context (selected results or passage)"),
    ("Ctrl+Shift+J", "Copy explanation as JSON"),
    ("Ctrl+E", "Show / hide the explanation pane"),
    ("Ctrl+1  Ctrl+2", "Explanation / Preview tab"),
    ("Ctrl+Shift+P", "Problems panel"),
    ("F5", "Re-scan the vault"),
    ("Ctrl+O", "Open another vault"),
    ("Ctrl+Q", "Quit"),
    ("Esc", "Clear the search"),
    ("F1  ?", "This help"),
]


@dataclass(frozen=True, slots=True)
class Opened:
    vault: Vault
    indexer: Indexer | None  # None when another process writes the vault (or read-only was asked for)
    readonly_reason: str | None
    not_watching: str | None  # why this window does not keep the index live (None: its indexer watches)
    settings: cfg.VaultSettings
    stats: VaultStats
    problems: list[Problem]


def _open(path: Path, readonly: bool) -> Opened:
    """Worker: start the writer process (unless read-only), then open the vault for reading here."""
    reason, not_watching, indexer, recovered = None, None, None, None
    if readonly:
        reason = not_watching = "opened read-only"
    else:
        indexer = Indexer(path)
        try:
            started = indexer.start()
        except VaultMemError as exc:
            indexer, reason = None, f"the index cannot be written ({exc}); showing the existing index"
            not_watching = "the index cannot be written"
        else:
            if isinstance(started, Locked):
                indexer.close()
                indexer = None
                reason = f"{started.reason}. Search works; indexing happens in the other window."
                not_watching = "another VaultMem process indexes and watches this vault"
            else:
                recovered = started.recovered
    vault = Vault.open(path, readonly=True)
    Vault.warm()  # the query side loaded now (a no-op once the app did at start), so the first keystroke is fast
    settings = cfg.load_vault_settings(vault.sidecars)
    problems = ([recovered] if recovered else []) + vault.problems()
    return Opened(vault, indexer, reason, not_watching, settings, vault.stats(), problems)


class MainWindow(QMainWindow):
    vault_opened = Signal(object)
    sync_finished = Signal(object)
    results_shown = Signal(object)  # SearchResults
    search_done = Signal(str, bool)  # query, shown (False: dropped as stale)
    preview_shown = Signal(object)
    state_refreshed = Signal()
    watch_changed = Signal(object)  # WatchState
    watch_batch_shown = Signal(object)  # BatchSummary, after its snapshot is searched
    open_failed = Signal(str)

    def __init__(self, app_settings: cfg.AppSettings | None = None, runner: TaskRunner | None = None) -> None:
        super().__init__()
        self.setWindowTitle("VaultMem")
        self.setWindowIcon(app_icon())
        self.resize(1280, 800)
        self.app_settings = app_settings or cfg.AppSettings()
        self.runner = runner or TaskRunner(self)
        self.search_lane = LatestOnly(self.runner)
        self.vault: Vault | None = None
        self.indexer: Indexer | None = None
        self.vault_settings = cfg.VaultSettings()
        self._vault_saves = NewestWins()  # app.json in the vault…
        self._app_saves = NewestWins()  # …and the app's own settings file
        self.readonly_reason: str | None = None
        self.syncing = False
        self.last_report: SyncReport | None = None
        self.watch_batches = 0  # watcher batches shown since the window opened (tests wait on it)
        self.last_query_ms = 0.0
        self._query_started = 0.0
        self._kinds: dict[str, int] = {}
        self.current_query = ""
        self.export_dialog: ExportDialog | None = None
        self.feature_colors = FeatureColors()  # one colour per feature: bars, explanation table, legend

        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.welcome = WelcomePage(self.app_settings)
        self.welcome.open_folder.connect(self.choose_vault)
        self.welcome.open_sample.connect(self.open_sample)
        self.welcome.open_path.connect(lambda p: self.open_vault(p))
        self.welcome.remember_changed.connect(self._set_remember)
        self.stack.addWidget(self.welcome)
        self.stack.addWidget(self._build_main())
        self._build_problems()
        self.status = StatusBar(self)
        self.setStatusBar(self.status)
        self._build_actions()
        build_menu_bar(self)
        self.help = HelpOverlay(SHORTCUTS, self)

        self._shown_pending: SearchResults | None = None  # a new result list whose details come a frame later
        self._overview_shown = False  # … and whether its legend and timeline are up (_show_details)
        self._details_timer = QTimer(self)
        self._details_timer.setSingleShot(True)
        self._details_timer.setInterval(DETAILS_DELAY_MS)
        self._details_timer.timeout.connect(self._show_details)
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(SEARCH_DEBOUNCE_MS)
        self._debounce.timeout.connect(self.run_search)
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setInterval(REFRESH_MS)
        self._refresh_timer.timeout.connect(lambda: self.request_refresh(rerun_search=True, with_state=True))
        self._refresh_running = False
        self._refresh_wanted = False
        self._refresh_search = False
        self._refresh_state = False
        self._refresh_with_state = False
        self._refresh_then: list[Callable[[], None]] = []

    # ---- layout ---------------------------------------------------------------------------------------------
    def _build_main(self) -> QWidget:
        page = QWidget()
        outer = QVBoxLayout(page)
        outer.setContentsMargins(12, 10, 12, 0)
        outer.setSpacing(8)

        top = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setObjectName("search")
        self.search.setPlaceholderText("Search your vault…   (Ctrl+K)")
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName("Search")
        self.search.textChanged.connect(lambda _t: self._debounce.start())
        self.search.installEventFilter(self)
        top.addWidget(self.search, 1)
        top.addWidget(self._build_mode_switch())
        self.route_chip = plain_label("", "routeChip")  # route signals quote the query
        self.route_chip.setAccessibleName("Query route")
        self.route_chip.hide()
        top.addWidget(self.route_chip)
        outer.addLayout(top)

        filters = QHBoxLayout()
        filters.setSpacing(8)
        self.kind_filter = QComboBox()
        self.kind_filter.setAccessibleName("Kind filter")
        self.kind_filter.setMinimumWidth(150)
        self.kind_filter.addItem("All kinds", "")
        self.kind_filter.currentIndexChanged.connect(lambda _i: self._debounce.start())
        self.folder_filter = QLineEdit()
        self.folder_filter.setPlaceholderText("Folder, e.g. mail")
        self.folder_filter.setAccessibleName("Folder filter")
        self.folder_filter.setMaximumWidth(200)
        self.folder_filter.textChanged.connect(lambda _t: self._debounce.start())
        self.date_filter = DateFilter()
        self.date_filter.changed.connect(lambda: self._debounce.start())
        filters.addWidget(self.kind_filter)
        filters.addWidget(self.folder_filter)
        filters.addWidget(self.date_filter)
        filters.addStretch(1)
        self.result_info = plain_label("", "muted")  # "Search failed: …" can name a file
        self.result_info.setAccessibleName("Result count")
        filters.addWidget(self.result_info)
        outer.addLayout(filters)

        self.timeline = TimelineStrip()
        self.timeline.range_selected.connect(self.date_filter.set_range)
        self.timeline.cleared.connect(lambda: self.date_filter.set_preset(ANY))
        self.timeline.hide()
        outer.addWidget(self.timeline)
        self.legend = FeatureLegend()
        self.legend.hide()
        outer.addWidget(self.legend)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.results_area = QStackedWidget()
        self.no_matches = NoMatchesPanel()
        self.no_matches.clear_filters.connect(self.clear_filters)
        self.model = ResultsModel(self)
        self.list = QListView()
        self.list.setObjectName("results")
        self.list.setAccessibleName("Results")
        self.list.setModel(self.model)
        self.list.setItemDelegate(ResultDelegate(self.feature_colors, self.list))
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setMouseTracking(True)
        self.list.setUniformItemSizes(True)
        self.list.selectionModel().currentChanged.connect(self._current_changed)
        self.list.activated.connect(lambda _i: self.show_preview_tab())
        self.list.installEventFilter(self)
        self.results_area.addWidget(self.list)
        self.results_area.addWidget(self.no_matches)
        self.splitter.addWidget(self.results_area)

        self.detail = QTabWidget()
        self.detail.setAccessibleName("Details")
        self.detail.setDocumentMode(True)
        self.explain = ExplanationPane(self.feature_colors)
        self.explain.copy_json_requested.connect(self.copy_explanation)
        self.preview = PreviewPane()
        self.detail.addTab(self.explain, "Explanation")
        self.detail.addTab(self.preview, "Preview")
        self.detail.currentChanged.connect(lambda _i: self._load_preview_if_visible())
        self.splitter.addWidget(self.detail)
        self.splitter.setStretchFactor(0, 5)
        self.splitter.setStretchFactor(1, 4)
        self.splitter.setSizes([700, 560])
        self.splitter.setChildrenCollapsible(False)
        outer.addWidget(self.splitter, 1)
        return page

    def _build_mode_switch(self) -> QWidget:
        """Memory-aware (the default) or plain keyword ranking; the same actions sit in the View menu."""
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        self.mode_group = QActionGroup(self)
        self.mode_group.setExclusive(True)
        self.mode_actions: dict[str, QAction] = {}
        for mode, text, hint in RANKING_MODES:
            a = QAction(text, self)
            a.setCheckable(True)
            a.setToolTip(hint)
            a.setData(mode)
            self.mode_group.addAction(a)
            self.mode_actions[mode] = a
            button = QToolButton()
            button.setObjectName("segment")
            button.setDefaultAction(a)
            button.setAccessibleName(f"Ranking: {text}")
            row.addWidget(button)
        self.mode_actions["auto"].setChecked(True)
        self.mode_group.triggered.connect(lambda a: self.set_ranking_mode(a.data()))
        return box

    def ranking_mode(self) -> str:
        checked = self.mode_group.checkedAction()
        return checked.data() if checked is not None else "auto"

    def set_ranking_mode(self, mode: str) -> None:
        """Switch the ranking (remembered per vault) and re-run the query."""
        self.mode_actions.get(mode, self.mode_actions["auto"]).setChecked(True)
        if self.vault_settings.ranking_mode != self.ranking_mode():
            self.vault_settings.ranking_mode = self.ranking_mode()
            self._save_vault_settings()
        self.run_search()

    def _build_problems(self) -> None:
        self.problems_panel = ProblemsPanel()
        self.problems_dock = QDockWidget("Problems", self)
        self.problems_dock.setObjectName("problemsDock")
        self.problems_dock.setWidget(self.problems_panel)
        self.problems_dock.setAllowedAreas(Qt.DockWidgetArea.BottomDockWidgetArea)
        self.problems_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.problems_dock)
        self.problems_dock.hide()

    def _build_actions(self) -> None:
        def act(text: str, shortcuts: list[QKeySequence], slot: Any, checkable: bool = False) -> QAction:
            a = QAction(text, self)
            a.setShortcuts(shortcuts)
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            a.setCheckable(checkable)
            a.triggered.connect(lambda _checked=False: slot())
            self.addAction(a)
            return a

        std = QKeySequence.StandardKey
        self.act_open = act("&Open Vault…", keys(std.Open), self.choose_vault)
        self.act_open_sample = act("Open &Sample Vault", [], self.open_sample)
        self.act_rescan = act("Re-&scan Vault", keys("F5"), self.start_sync)
        self.act_quit = act(quit_text(), keys(std.Quit, "Ctrl+Q"), self.close)
        self.act_quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.act_copy = act("Copy &Context…", keys("Ctrl+Shift+C"), self.copy_context)
        self.act_json = act("Copy &Explanation as JSON", keys("Ctrl+Shift+J"), self.copy_explanation)
        self.act_focus = act("&Find…", keys("Ctrl+K", std.Find, "Ctrl+L", "/"), self.focus_search)
        self.act_toggle = act("&Explanation Pane", keys("Ctrl+E"), self.toggle_detail, checkable=True)
        self.act_toggle.setChecked(True)
        self.act_tab1 = act("E&xplanation Tab", keys("Ctrl+1"), lambda: self.show_detail_tab(0))
        self.act_tab2 = act("&Preview Tab", keys("Ctrl+2"), lambda: self.show_detail_tab(1))
        self.act_problems = act("&Problems", keys("Ctrl+Shift+P", "F8"), self.toggle_problems, checkable=True)
        self.problems_dock.visibilityChanged.connect(self.act_problems.setChecked)
        self.theme_actions = theme_actions(self)
        self.act_help = act("&Keyboard Shortcuts", keys("F1", "?"), lambda: self.help.toggle())
        self.act_query_help = act("&Query Language", [], lambda: help_dialogs.query_language(self).open())
        self.act_about = act("&About VaultMem", [], lambda: help_dialogs.about(self).open())
        self.act_about.setMenuRole(QAction.MenuRole.AboutRole)
        self.result_actions = ResultActions(self, self.runner, self.status, self.current_result, lambda: self.vault)
        self.result_actions.similar_query_ready.connect(self.search_for)
        self.preview.open_requested.connect(self.result_actions.open_file)
        self.preview.reveal_requested.connect(self.result_actions.reveal)
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._result_menu)

    def _result_menu(self, pos: QPoint) -> None:
        if not self.list.indexAt(pos).isValid():
            return
        menu = QMenu(self)
        for a in self.result_actions.actions:
            menu.addAction(a)
        menu.addSeparator()
        menu.addAction(self.act_copy)
        menu.popup(self.list.viewport().mapToGlobal(pos))

    def search_for(self, query: str) -> None:
        """Put ``query`` in the search box and search it (More Like This)."""
        self.search.setText(query)
        self._debounce.stop()
        self.run_search()

    def set_theme(self, value: str) -> None:
        app = QApplication.instance()
        if isinstance(app, QApplication):
            theme.set_choice(app, value)
        self.theme_actions[theme.choice()].setChecked(True)
        self.explain.show_result(self.explain.result)  # its labels carry colours
        if self.vault_settings.theme != theme.choice():
            self.vault_settings.theme = theme.choice()
            self._save_vault_settings()

    def set_remember_recent(self, on: bool) -> None:
        """The menu item and the welcome page's box are one setting: the box's signal saves it."""
        self.welcome.remember.setChecked(on)

    # ---- vault lifecycle ------------------------------------------------------------------------------------
    def choose_vault(self) -> None:
        path = QFileDialog.getExistingDirectory(self, "Choose a vault folder")
        if path:
            self.open_vault(Path(path))

    def open_sample(self) -> None:
        from vaultmem_resources import SAMPLE_VAULT

        self.open_vault(SAMPLE_VAULT)

    def open_vault(self, path: Path, readonly: bool = False) -> None:
        self.close_vault()
        self.status.progress_label.setText(f"Opening {path}…")
        self.runner.run(lambda: _open(Path(path), readonly), on_success=self._vault_ready,
                        on_failure=self._open_failed, key="open")

    def _open_failed(self, exc: BaseException) -> None:
        msg = str(exc) if isinstance(exc, VaultMemError) else f"{type(exc).__name__}: {exc}"
        self.status.progress_label.setText(f"Could not open the vault: {msg}")
        self.stack.setCurrentIndex(0)
        self.open_failed.emit(msg)

    def _vault_ready(self, o: Opened) -> None:
        self.vault, self.indexer = o.vault, o.indexer
        self.vault_settings, self.readonly_reason = o.settings, o.readonly_reason
        self.setWindowTitle(f"{o.vault.root.name} — VaultMem")
        self.stack.setCurrentIndex(1)
        self.status.set_readonly(self.readonly_reason)
        self._apply_state(o.stats, o.problems)
        self.detail.setVisible(self.vault_settings.detail_visible)
        self.act_toggle.setChecked(self.vault_settings.detail_visible)
        if self.vault_settings.theme != theme.choice():
            self.set_theme(self.vault_settings.theme)
        self.mode_actions.get(self.vault_settings.ranking_mode, self.mode_actions["auto"]).setChecked(True)
        if self.vault_settings.problems_visible:
            self.problems_dock.show()
        if self.app_settings.remember_recent:
            self.app_settings.add_recent(o.vault.root)
            saved = cfg.AppSettings(self.app_settings.remember_recent, list(self.app_settings.recent))
            self.runner.run(self._app_saves.wrap(lambda: cfg.save_app_settings(saved)))
        self.focus_search()
        self.vault_opened.emit(o.vault)
        if self.indexer is None:
            self.status.set_not_watching(o.not_watching or "read-only")
            self.status.indexing_finished("Read-only: searching the index another process maintains")
            self._refresh_timer.start()
        else:
            indexer = self.indexer
            self.status.set_watch_pending()
            self.runner.run(indexer.relay, on_progress=lambda ev: self._indexer_event(indexer, ev),
                            on_success=lambda _r: None, on_failure=lambda exc: self._indexer_lost(indexer, exc))
            self.start_sync()
        if self.search.text().strip():
            self.run_search()

    def close_vault(self) -> None:
        """Stop indexing (at the next file; committed batches stay) and watching, wait for workers, release the
        vault. The relay task ends when the child says goodbye, so the child is stopped before waiting."""
        self._refresh_timer.stop()
        self.search_lane.cancel()
        indexer, self.indexer = self.indexer, None
        if indexer is not None:
            indexer.stop()
        self.runner.wait_idle(30_000)
        if indexer is not None:
            indexer.close()
        self.syncing = False
        if self.vault is not None:
            self.vault.close()
            self.vault = None

    def start_sync(self) -> None:
        indexer = self.indexer
        if self.vault is None or indexer is None or self.syncing:
            return
        self.syncing = True
        self.status.indexing_started()
        indexer.request_sync()  # a non-blocking put; progress and the outcome arrive through the relay task

    def _indexer_event(self, indexer: Indexer, event: IndexerEvent) -> None:
        """One event from the indexer process (via the relay task, on the UI thread)."""
        if indexer is not self.indexer:
            return  # a previous vault's indexer, already stopped
        match event:
            case Progress(progress=p):
                self._sync_progress(p)
            case Synced(report=report):
                self._sync_done(report)
            case SyncCancelled():
                self._sync_stopped()
            case SyncFailed():
                self._sync_failed(IndexerError(str(event)))
            case WatchState():
                self.status.set_watch_state(event)
                self.watch_changed.emit(event)
            case BatchSummary():
                self._watch_batch(event)

    def _indexer_lost(self, indexer: Indexer, exc: BaseException) -> None:
        """The indexer process died (killed, crashed): search goes on over the last commit; say so."""
        if indexer is not self.indexer:
            return
        self.indexer = None
        indexer.close()
        state = WatchState("stopped", str(exc))
        self.status.set_watch_state(state)
        self.watch_changed.emit(state)
        if self.syncing:
            self._sync_failed(exc)

    def _watch_batch(self, batch: BatchSummary) -> None:
        """A watcher batch was committed by the child: show it, and search the new snapshot."""
        self.status.set_last_batch(batch)

        def shown() -> None:
            self.watch_batches += 1
            self.watch_batch_shown.emit(batch)

        if batch.changed or batch.problems:
            self.request_refresh(rerun_search=True, with_state=True, then=shown)
        else:
            shown()

    def _sync_progress(self, p: SyncProgress) -> None:
        self.status.indexing_progress(p)
        if p.phase == "commit":
            self.request_refresh()  # new batch committed: make it searchable now (stats and problems at the end)

    def _sync_done(self, report: SyncReport) -> None:
        changed = len(report.added) + len(report.updated) + len(report.deleted)
        self.status.indexing_finished(
            f"Up to date · {changed:,} changed, {report.unchanged:,} unchanged in {report.seconds:.1f} s"
            + (f" · {len(report.problems)} problem{'s' if len(report.problems) != 1 else ''}"
               if report.problems else ""))

        def finished() -> None:
            self.syncing = False
            self.last_report = report
            self.sync_finished.emit(report)

        self.request_refresh(rerun_search=report.changed, then=finished, force_state=True)

    def _sync_stopped(self) -> None:
        """The sync was cancelled (window closed or vault switched); committed batches stay."""
        self.syncing = False
        self.status.indexing_finished("Indexing stopped")

    def _sync_failed(self, exc: BaseException) -> None:
        self.syncing = False
        self.status.indexing_finished(f"Indexing failed: {exc}")
        self.request_refresh(force_state=True)

    def request_refresh(self, rerun_search: bool = False, then: Any = None, with_state: bool = False,
                        force_state: bool = False) -> None:
        """Pick up the writer's newest committed generation (reads the manifest and opens the new snapshot: off
        the UI thread); when it changed, re-run the query on it and reload stats / problems if asked
        (``force_state``: reload them even when this refresh found nothing new, e.g. at the end of a sync).

        Refreshes are coalesced, one in flight at a time: two concurrent ``refresh()`` calls could install an
        older snapshot after a newer one. A request made while one runs is served by one more refresh after it.
        """
        self._refresh_wanted = True
        self._refresh_search |= rerun_search
        self._refresh_with_state |= with_state or force_state
        self._refresh_state |= force_state
        if then is not None:
            self._refresh_then.append(then)
        if not self._refresh_running:
            self._start_refresh()

    def _start_refresh(self) -> None:
        vault = self.vault
        if vault is None:
            return
        search, state, thens = self._refresh_search, self._refresh_state, self._refresh_then
        with_state = self._refresh_with_state
        self._refresh_wanted = self._refresh_search = self._refresh_state = self._refresh_with_state = False
        self._refresh_then = []
        self._refresh_running = True

        def done(changed: bool) -> None:
            self._refresh_running = False
            if self.vault is vault:
                if (changed and with_state) or state:
                    self.refresh_state()
                if changed and search and self.search.text().strip():
                    self.run_search(keep_selection=True)
                for fn in thens:
                    fn()
            if self._refresh_wanted:
                self._start_refresh()

        def failed(exc: BaseException) -> None:
            self._refresh_running = False
            self.status.showMessage(f"Could not read the newest index: {exc}", 5000)
            if self.vault is vault:
                for fn in thens:
                    fn()

        self.runner.run(vault.refresh, on_success=done, on_failure=failed)

    def refresh_state(self) -> None:
        """Stats (index size, kinds) and problems, read off the UI thread."""
        vault = self.vault
        if vault is None:
            return
        self.runner.run(lambda: (vault.stats(), vault.problems()),
                        on_success=lambda sp: self._apply_state(*sp), key="state")

    def _apply_state(self, stats: VaultStats, problems: list[Problem]) -> None:
        self.status.set_index_size(stats.index_bytes, stats.sessions)
        self.problems_panel.set_problems(problems)
        failed = ProblemFiles.of(problems).failed
        self.problems_dock.setWindowTitle(f"Problems ({failed})" if failed else "Problems")
        if stats.kinds != self._kinds:
            self._kinds = dict(stats.kinds)
            current = self.kind_filter.currentData()
            self.kind_filter.blockSignals(True)
            self.kind_filter.clear()
            self.kind_filter.addItem("All kinds", "")
            for kind, n in sorted(stats.kinds.items()):
                self.kind_filter.addItem(kind_icon(kind), f"{kind} ({n:,})", kind)
            i = self.kind_filter.findData(current)
            self.kind_filter.setCurrentIndex(max(0, i))
            self.kind_filter.blockSignals(False)
        self.state_refreshed.emit()

    # ---- search ---------------------------------------------------------------------------------------------
    def filters(self) -> Filters:
        kind = self.kind_filter.currentData()
        d_from, d_to = self.date_filter.range()
        return Filters(
            (kind,) if kind else (),
            self.folder_filter.text().strip().strip("/") or None,
            datetime(d_from.year, d_from.month, d_from.day).astimezone() if d_from else None,
            datetime(d_to.year, d_to.month, d_to.day, 23, 59, 59).astimezone() if d_to else None,
        )

    def run_search(self, keep_selection: bool = False) -> None:
        """Search the box's text off the UI thread; only the newest query's outcome is shown (``LatestOnly``;
        an outcome for a query, filters or ranking no longer on screen is dropped too: the debounce sends the
        new one)."""
        query = self.search.text().strip()
        vault = self.vault
        if vault is None:
            return
        if not query:
            self.search_lane.cancel()
            self._show_results(SearchResults(), "")
            return
        filters, mode = self.filters(), self.ranking_mode()
        asked = (query, filters, mode)

        def work() -> tuple[SearchResults, list[ResultGroup], float]:
            started = time.perf_counter()
            results = vault.search(query, RESULTS_K, filters=filters, mode=mode)
            threaded = [r for r in results if r.kind in GROUPED_KINDS]
            sessions = dict(zip((r.session_id for r in threaded), vault.sessions(threaded)))
            groups = group_results(results, [thread_key(sessions.get(r.session_id)) for r in results])
            return results, groups, (time.perf_counter() - started) * 1000

        def current() -> bool:
            return self.vault is vault and (self.search.text().strip(), self.filters(), self.ranking_mode()) == asked

        def done(out: tuple[SearchResults, list[ResultGroup], float]) -> None:
            if not current():
                self.search_done.emit(query, False)
                return
            results, groups, self.last_query_ms = out  # engine time, measured on the worker
            self._show_results(results, query, keep_selection, groups)
            self.search_done.emit(query, True)

        def failed(exc: BaseException) -> None:
            if current():
                self.result_info.setText(f"Search failed: {exc}")
            self.search_done.emit(query, current())

        self.search_lane.submit(work, done, failed, on_dropped=lambda: self.search_done.emit(query, False))

    def active_filters(self) -> list[str]:
        """The filters in effect, as the no-matches hint names them."""
        out = []
        if self.kind_filter.currentData():
            out.append(f"kind {self.kind_filter.currentData()}")
        if self.folder_filter.text().strip():
            out.append(f"folder {self.folder_filter.text().strip()}")
        if self.date_filter.is_set():
            out.append(f"date {self.date_filter.describe()}")
        return out

    def clear_filters(self) -> None:
        for w in (self.kind_filter, self.folder_filter, self.date_filter):
            w.blockSignals(True)
        self.kind_filter.setCurrentIndex(0)
        self.folder_filter.clear()
        self.date_filter.set_preset(ANY)
        for w in (self.kind_filter, self.folder_filter, self.date_filter):
            w.blockSignals(False)
        self.run_search()

    def _show_results(self, results: SearchResults, query: str, keep_selection: bool = False,
                      groups: list[ResultGroup] | None = None) -> None:
        """Show a query's results (``groups``: mail threads as one row each); ``keep_selection`` (a re-run on a newer
        snapshot) keeps the selected session selected when it is still on screen, so a file saved elsewhere does
        not move the user."""
        kept = self.current_result() if keep_selection else None
        self.current_query = query
        self.feature_colors.update(results)
        self.model.set_results(results, groups)
        if results:
            self.results_area.setCurrentWidget(self.list)
            rows = [i for i, r in enumerate(self.model.results) if kept is not None and r.session_id == kept.session_id]
            self._shown_pending, self._overview_shown = results, False
            self.list.setCurrentIndex(self.model.index(rows[0] if rows else 0))
            self._details_timer.start()
            self.result_info.setText(f"{count_text(getattr(results, 'matched', len(results)), len(results))} · "
                                     f"{self.last_query_ms:.0f} ms")
        else:
            self.results_area.setCurrentWidget(self.no_matches if query else self.list)
            if query:
                self.no_matches.show_for(query, self.active_filters())
            self.explain.show_result(None)
            self.preview.result = None
            self.preview.show_message("Select a result to preview it.")
            self.result_info.setText("No matches" if query else "")
        route = results[0].route if results else None
        if route is not None:
            self.route_chip.setText(f"{route.mode} · {route.confidence:.0%}")
            self.route_chip.setToolTip(tip("Route signals:\n" + ("\n".join(route.signals) or "none")))
            self.route_chip.show()
        elif results:
            self.route_chip.setText("keyword")
            self.route_chip.setToolTip("BM25 keyword ranking (no router decision for this query)")
            self.route_chip.show()
        else:
            self.route_chip.hide()
        if not results:
            self._shown_pending = None
            self._show_overview(results)
            self.results_shown.emit(results)

    def _show_overview(self, results: SearchResults) -> None:
        """The legend and the timeline of a result list."""
        self.legend.set_features(self.feature_colors.legend())
        self.timeline.set_dates(getattr(results, "matched_dates", ()) if results else ())
        self.timeline.setVisible(bool(self.timeline.hist.starts))

    # ---- selection, explanation, preview --------------------------------------------------------------------
    def current_result(self) -> SearchResult | None:
        idx = self.list.currentIndex()
        return idx.data(ResultRole) if idx.isValid() else None

    def selected_results(self) -> list[SearchResult]:
        rows = sorted({i.row() for i in self.list.selectionModel().selectedIndexes()})
        if not rows and self.list.currentIndex().isValid():
            rows = [self.list.currentIndex().row()]
        return [self.model.results[r] for r in rows if r < len(self.model.results)]

    def _current_changed(self, current: Any, _previous: Any) -> None:
        r = current.data(ResultRole) if current.isValid() else None
        self.timeline.set_selected(r.date if r is not None else None)
        if not self._shown_pending:  # a new list: its first detail comes a frame later (_show_details)
            self._show_detail(r)

    def _show_detail(self, r: SearchResult | None) -> None:
        self.explain.show_result(r)
        if r is None:
            return
        self.preview.set_loading(r)
        self._load_preview_if_visible()

    def _show_details(self) -> None:
        """The rest of showing a new result list, each part a frame after the one before it, so each is painted
        on its own: the legend and the timeline, then the selected result's explanation and ``results_shown``.
        Painting the list, the overview and the explanation are ~10–20 ms each on this machine while the indexer
        runs; done together they held the UI thread up to 60 ms. One event-loop turn was not enough to part them:
        Qt paints a window when its update request is delivered, by default from a 5 ms timer, so a zero-delay
        turn built the next part before the last was painted and both were painted in one go
        (``DETAILS_DELAY_MS``)."""
        results = self._shown_pending
        if results is None:
            return
        if not self._overview_shown:
            self._overview_shown = True
            self._show_overview(results)
            self._details_timer.start()
            return
        self._shown_pending = None
        self._show_detail(self.current_result())
        self.results_shown.emit(results)

    def _load_preview_if_visible(self) -> None:
        r = self.current_result()
        vault = self.vault
        if r is None or vault is None or self.detail.currentWidget() is not self.preview:
            return
        if self.preview.preview is not None and self.preview.result is r:
            return
        self.preview.set_loading(r)
        self.runner.run(lambda: vault.preview(r.session_id), key="preview",
                        on_success=lambda pv: self._preview_ready(pv, r),
                        on_failure=lambda exc: self.preview.show_message(f"Preview unavailable: {exc}"))

    def _preview_ready(self, pv: Any, r: SearchResult) -> None:
        if self.current_result() is not r:
            return
        self.preview.show_preview(pv, r)
        self.preview_shown.emit(pv)

    def move_selection(self, delta: int) -> None:
        n = self.model.rowCount()
        if not n:
            return
        row = self.list.currentIndex().row() if self.list.currentIndex().isValid() else -1
        row = min(n - 1, max(0, row + delta))
        idx = self.model.index(row)
        self.list.selectionModel().setCurrentIndex(idx, QItemSelectionModel.SelectionFlag.ClearAndSelect)
        self.list.scrollTo(idx)

    # ---- commands -------------------------------------------------------------------------------------------
    def toggle_thread(self, expand: bool) -> bool:
        """→ expands the selected thread, ← collapses it (from a member too: the lead is selected)."""
        idx = self.list.currentIndex()
        if not idx.isValid():
            return False
        row = idx.row()
        while row > 0 and self.model.rows[row].depth:
            row -= 1
        lead = self.model.rows[row]
        if lead.group is None or (lead.result.session_id in self.model.expanded) == expand:
            return False
        self.model.toggle(row)
        self.list.setCurrentIndex(self.model.index(row))
        return True

    def focus_search(self) -> None:
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    def toggle_detail(self) -> None:
        visible = not self.detail.isVisible()
        self.detail.setVisible(visible)
        self.act_toggle.setChecked(visible)
        self.vault_settings.detail_visible = visible
        self._save_vault_settings()

    def show_detail_tab(self, i: int) -> None:
        self.detail.show()
        self.act_toggle.setChecked(True)
        self.detail.setCurrentIndex(i)

    def show_preview_tab(self) -> None:
        self.show_detail_tab(1)

    def toggle_problems(self) -> None:
        self.problems_dock.setVisible(not self.problems_dock.isVisible())
        if self.problems_dock.isVisible():
            self.problems_panel.table.setFocus()
        self.vault_settings.problems_visible = self.problems_dock.isVisible()
        self._save_vault_settings()

    def copy_explanation(self) -> None:
        if self.explain.copy_json():
            self.statusBar().showMessage("Explanation copied as JSON", 3000)

    def copy_context(self) -> ExportDialog | None:
        if self.vault is None:
            return None
        passage_text = self.preview.selected_passage() if self.preview.isVisible() else ""
        r = self.current_result()
        if passage_text and r is not None and self.preview.preview is not None:
            base = Passage.from_result(r, passage_text)
            dialog = ExportDialog(self.runner, self.vault, self.current_query, passage=base,
                                  budget=self.vault_settings.export_budget, fmt=self.vault_settings.export_format,
                                  parent=self)
        else:
            results = self.selected_results()
            if not results:
                self.statusBar().showMessage("Nothing to copy: search and select results first", 3000)
                return None
            dialog = ExportDialog(self.runner, self.vault, self.current_query, results=results,
                                  budget=self.vault_settings.export_budget, fmt=self.vault_settings.export_format,
                                  parent=self)
        dialog.copied.connect(self._context_copied)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.export_dialog = dialog
        return dialog

    def _context_copied(self, out: Any) -> None:
        dialog = self.export_dialog
        self.vault_settings.export_budget = dialog.budget.value()
        self.vault_settings.export_format = dialog.format.currentData()
        self._save_vault_settings()
        self.statusBar().showMessage(f"Copied {out.tokens:,} tokens of context to the clipboard", 4000)

    def _save_vault_settings(self) -> None:
        vault = self.vault
        if vault is None or self.readonly_reason:
            return
        snapshot = cfg.VaultSettings(**{k: getattr(self.vault_settings, k) for k in cfg.VaultSettings.__slots__})
        self.runner.run(self._vault_saves.wrap(lambda: cfg.save_vault_settings(vault.sidecars, snapshot)))

    def _set_remember(self, on: bool) -> None:
        self.app_settings.remember_recent = on
        if on and self.vault is not None:
            self.app_settings.add_recent(self.vault.root)
        saved = cfg.AppSettings(on, list(self.app_settings.recent) if on else [])
        self.runner.run(self._app_saves.wrap(lambda: cfg.save_app_settings(saved)))

    # ---- keyboard -------------------------------------------------------------------------------------------
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            if obj is self.search:
                steps = {Qt.Key.Key_Down: 1, Qt.Key.Key_Up: -1, Qt.Key.Key_PageDown: 5, Qt.Key.Key_PageUp: -5}
                if key in steps:
                    self.move_selection(steps[key])
                    return True
                if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers():
                    self._debounce.stop()
                    if self.model.rowCount():
                        self.list.setFocus()
                        self.show_preview_tab()
                    else:
                        self.run_search()
                    return True
                if key == Qt.Key.Key_Escape:
                    self.search.clear()
                    return True
            elif obj is self.list:
                if key in (Qt.Key.Key_Right, Qt.Key.Key_Left) and self.toggle_thread(expand=key == Qt.Key.Key_Right):
                    return True
                if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers():
                    self.show_preview_tab()
                    return True
                if key == Qt.Key.Key_Escape:
                    self.focus_search()
                    return True
        return super().eventFilter(obj, event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._debounce.stop()
        self.close_vault()
        super().closeEvent(event)
