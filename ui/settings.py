"""Typed settings, declared once (after Picard's option registry), stored as small JSON files.

Two scopes, matching the portable-mode promise (nothing about a vault is written outside it):

* ``VaultSettings`` live *inside the vault* (``.vaultmem/app.json``): export budget and format, panes, ranking,
  theme.
* ``AppSettings`` hold the recent-vaults list and are written only after the user opts in
  (``remember_recent``). Paths are stored in portable form (``~/…`` under the home folder) so the file
  survives a user-name change or a copied home. Without consent the file is never created.

In portable mode (``set_portable``) the user's config folder is not used at all: each vault keeps the list
of vaults opened alongside it in its own ``.vaultmem/recent.json`` (``remember_in_vault``), so nothing is
written outside the vaults.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, TypeVar

from vaultmem import SidecarError, Sidecars

VAULT_SETTINGS_FILE = "app.json"  # inside the vault's .vaultmem/ folder
RECENT_FILE = "recent.json"  # portable mode: the recent-vault list, inside the vault's .vaultmem/ folder
APP_CONFIG_ENV = "VAULTMEM_APP_CONFIG"  # overrides where the opt-in recent-vaults file lives
MAX_RECENT = 8

T = TypeVar("T")


@dataclass(slots=True)
class VaultSettings:
    export_budget: int = 2000
    export_format: str = "md"
    detail_visible: bool = True
    problems_visible: bool = False
    ranking_mode: str = "auto"  # "auto" (memory-aware) or "bm25" (plain keyword), as ``Vault.search(mode=…)``
    theme: str = "system"  # "system", "light" or "dark" (View ▸ Theme)


@dataclass(slots=True)
class AppSettings:
    remember_recent: bool = False
    recent: list[str] = field(default_factory=list)

    def add_recent(self, path: Path) -> None:
        p = portable(path)
        self.recent = [p, *[r for r in self.recent if r != p]][:MAX_RECENT]

    def recent_paths(self) -> list[Path]:
        return [Path(os.path.expanduser(r)) for r in self.recent]


def portable(path: Path) -> str:
    """``/home/maya/Vault`` → ``~/Vault``; other paths unchanged."""
    path = Path(path).absolute()
    home = Path.home()
    try:
        return "~/" + path.relative_to(home).as_posix()
    except ValueError:
        return path.as_posix()


def _from_dict(cls: type[T], data: dict[str, Any]) -> T:
    known = {f.name: f for f in fields(cls)}  # type: ignore[arg-type]
    defaults = cls()
    values = {}
    for name in known:
        if name in data and isinstance(data[name], type(getattr(defaults, name))):
            values[name] = data[name]
    return cls(**values)


def decode(text: str | None, cls: type[T]) -> T:
    """Settings from JSON text; the defaults for missing, unreadable or foreign text (a settings file is never
    worth an error)."""
    try:
        data = json.loads(text) if text is not None else None
    except ValueError:
        data = None
    return _from_dict(cls, data) if isinstance(data, dict) else cls()


def encode(settings: Any) -> str:
    return json.dumps(asdict(settings), indent=1)


def load_json(path: Path, cls: type[T]) -> T:
    try:
        return decode(path.read_text(encoding="utf-8"), cls)
    except (OSError, UnicodeDecodeError):
        return cls()


def save_json(path: Path, obj: Any) -> None:
    """The user-config file (``AppSettings``), written the way the engine writes files in a vault: replaced
    atomically, never through a link."""
    path.parent.mkdir(parents=True, exist_ok=True)
    Sidecars(path.parent).write_text(path.name, encode(obj))


def load_vault_settings(sidecars: Sidecars) -> VaultSettings:
    return decode(sidecars.read_text(VAULT_SETTINGS_FILE), VaultSettings)


def save_vault_settings(sidecars: Sidecars, settings: VaultSettings) -> None:
    sidecars.write_text(VAULT_SETTINGS_FILE, encode(settings))


_portable = False


def set_portable(on: bool) -> None:
    """Chosen once at start-up (``vaultmem-app --portable``, or a bundle on the vault's volume)."""
    global _portable
    _portable = on


def is_portable() -> bool:
    return _portable


def app_settings_path() -> Path | None:
    """The user-config file of ``AppSettings``; None in portable mode, which never writes there."""
    if _portable:
        return None
    override = os.environ.get(APP_CONFIG_ENV)
    if override:
        return Path(override)
    from PySide6.QtCore import QStandardPaths

    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(base or Path.home() / ".config") / "vaultmem" / "app.json"


def load_app_settings() -> AppSettings:
    path = app_settings_path()
    return load_json(path, AppSettings) if path is not None and path.is_file() else AppSettings()


def save_app_settings(settings: AppSettings) -> None:
    """Writes only with consent; withdrawing consent deletes the file. Portable mode: nothing (the vaults keep
    the list, see ``remember_in_vault``)."""
    path = app_settings_path()
    if path is None:
        return
    if settings.remember_recent:
        save_json(path, settings)
    elif path.is_file():
        path.unlink()


def remember_in_vault(sidecars: Sidecars, root: Path, known: list[str]) -> list[str]:
    """Portable mode, on opening the vault at ``root``: its recent list (``.vaultmem/recent.json``) gains the
    vaults this session knows and the vault itself, first. Returns the list; skips the write (without error)
    where the index folder cannot be written, e.g. on a read-only medium."""
    merged = decode(sidecars.read_text(RECENT_FILE), AppSettings)
    for recent in [*reversed(known), portable(root)]:
        merged.add_recent(Path(os.path.expanduser(recent)))
    merged.remember_recent = True
    with contextlib.suppress(SidecarError):
        sidecars.write_text(RECENT_FILE, encode(merged))
    return merged.recent
