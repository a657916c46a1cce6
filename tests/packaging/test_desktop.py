"""``make install-desktop`` / ``uninstall-desktop``: the entry validates, the icons are all there, nothing stays."""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "desktop_entry.py"
ICONS = ROOT / "resources" / "icons"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)  # the hicolor sizes desktops look up


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", path
    return struct.unpack(">II", data[16:24])


def test_the_icon_exists_as_svg_and_in_every_hicolor_size() -> None:
    root = ET.parse(ICONS / "vaultmem.svg").getroot()
    assert root.tag.endswith("svg") and root.get("viewBox") == "0 0 256 256"
    assert sorted(png_size(p) for p in (ICONS / "hicolor").glob("*.png")) == sorted((s, s) for s in SIZES)
    for s in SIZES:
        assert (ICONS / "hicolor" / f"{s}x{s}.png").is_file()


def load_entry_module():
    sys.path.insert(0, str(SCRIPT.parent))
    try:
        import desktop_entry
    finally:
        sys.path.remove(str(SCRIPT.parent))
    return desktop_entry


@pytest.mark.parametrize(("program", "expected"), [
    ("/opt/VaultMem/vaultmem-app", '"/opt/VaultMem/vaultmem-app" %f'),
    ("/media/My Vault/VaultMem/vaultmem-app", '"/media/My Vault/VaultMem/vaultmem-app" %f'),
    ('/x/"q"/$HOME/`a`/b\\c', '"/x/\\\\"q\\\\"/\\\\$HOME/\\\\`a\\\\`/b\\\\\\\\c" %f'),
])
def test_exec_quotes_the_program_as_the_desktop_entry_spec_asks(program: str, expected: str) -> None:
    assert load_entry_module().exec_value(Path(program)) == expected


def test_install_validates_registers_for_folders_and_uninstall_removes_it_all(tmp_path: Path) -> None:
    data = tmp_path / "share"
    apps = tmp_path / "My Apps"  # a space in the path: Exec must quote it
    apps.mkdir()
    program = apps / "vaultmem-app"
    program.symlink_to(sys.executable)
    env = {**os.environ, "XDG_DATA_HOME": str(data)}
    subprocess.run([sys.executable, SCRIPT, "install", "--program", program], env=env, check=True, timeout=60)
    desktop = data / "applications" / "vaultmem.desktop"
    text = desktop.read_text(encoding="utf-8")
    assert f'Exec="{program}" %f' in text
    assert "MimeType=inode/directory;" in text and "Icon=vaultmem" in text
    icons = {p.relative_to(data / "icons" / "hicolor").as_posix() for p in (data / "icons").rglob("vaultmem.*")}
    assert icons == {"scalable/apps/vaultmem.svg", *(f"{s}x{s}/apps/vaultmem.png" for s in SIZES)}
    validator = shutil.which("desktop-file-validate")
    if validator:
        done = subprocess.run([validator, desktop], capture_output=True, text=True, check=False)
        assert done.returncode == 0 and done.stdout.strip() == "", done.stdout + done.stderr
    subprocess.run([sys.executable, SCRIPT, "uninstall"], env=env, check=True, timeout=60)
    assert not desktop.exists()
    assert list((data / "icons").rglob("vaultmem.*")) == []
    if not validator:
        pytest.skip("desktop-file-validate is not installed (.ci/run installs desktop-file-utils as root)")
