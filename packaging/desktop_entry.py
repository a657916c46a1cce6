"""``make install-desktop`` / ``make uninstall-desktop``: VaultMem in the Linux desktop's menus and "Open with".

Installs, under the user's XDG data folder (``$XDG_DATA_HOME``, default ``~/.local/share``):
``applications/vaultmem.desktop`` (from packaging/vaultmem.desktop, ``Exec`` pointing at the given program, a
virtual environment's or a bundle's ``vaultmem-app``), the icon as SVG (``icons/hicolor/scalable/apps``) and
as PNG in every hicolor size. The entry declares ``MimeType=inode/directory``, so file managers offer VaultMem
in "Open with" for folders; it is never made the default for folders. Standard library only, so a bundle user
can run it with the system's Python 3.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = ROOT / "packaging" / "vaultmem.desktop"
ICONS = ROOT / "resources" / "icons"
NAME = "vaultmem"


def data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def exec_value(program: Path) -> str:
    """``Exec`` for ``program`` and one folder (``%f``), quoted as the Desktop Entry spec asks: inside double
    quotes, ``"``, `````, ``$`` and ``\\`` are escaped with a backslash (and every backslash doubled once more
    because the value itself is an escaped string)."""
    quoted = "".join("\\" + c if c in '"`$\\' else c for c in str(program))
    return f'"{quoted}" %f'.replace("\\", "\\\\")


def entry(program: Path) -> str:
    lines = TEMPLATE.read_text(encoding="utf-8").splitlines()
    return "\n".join(f"Exec={exec_value(program)}" if line.startswith("Exec=") else line for line in lines) + "\n"


def targets(home: Path) -> list[tuple[Path, Path]]:
    """(source, installed path) for the icons."""
    pairs = [(ICONS / f"{NAME}.svg", home / "icons" / "hicolor" / "scalable" / "apps" / f"{NAME}.svg")]
    for png in sorted((ICONS / "hicolor").glob("*.png")):
        pairs.append((png, home / "icons" / "hicolor" / png.stem / "apps" / f"{NAME}.png"))
    return pairs


def refresh_caches(home: Path) -> None:
    """Desktops read the MIME cache and the icon cache; both tools are optional (missing: nothing to refresh)."""
    for cmd in (["update-desktop-database", "-q", str(home / "applications")],
                ["gtk-update-icon-cache", "-q", "-t", str(home / "icons" / "hicolor")]):
        if shutil.which(cmd[0]):
            subprocess.run(cmd, check=False)


def install(home: Path, program: Path) -> Path:
    desktop = home / "applications" / f"{NAME}.desktop"
    desktop.parent.mkdir(parents=True, exist_ok=True)
    desktop.write_text(entry(program), encoding="utf-8")
    for src, dst in targets(home):
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dst)
    refresh_caches(home)
    return desktop


def uninstall(home: Path) -> None:
    for path in [home / "applications" / f"{NAME}.desktop", *(dst for _src, dst in targets(home))]:
        path.unlink(missing_ok=True)
    refresh_caches(home)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=("install", "uninstall"))
    parser.add_argument("--program", type=Path, help="the vaultmem-app to start (install)")
    args = parser.parse_args(argv)
    home = data_home()
    if args.action == "uninstall":
        uninstall(home)
        print(f"removed VaultMem's desktop entry and icons from {home}")
        return 0
    program = (args.program or Path(sys.executable).parent / "vaultmem-app").absolute()
    if not os.access(program, os.X_OK):
        parser.error(f"{program} is not an executable program (make setup, or --program PATH)")
    desktop = install(home, program)
    if shutil.which("desktop-file-validate"):
        done = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True, check=False)
        if done.returncode != 0 or done.stdout.strip():
            print(done.stdout + done.stderr, file=sys.stderr)
            return 1
    print(f"installed {desktop} (starts {program})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
