"""The check before Qt starts: missing X11 libraries give the exact apt-get line (installed as root on Debian),
no display gives a message and how to run headless — never Qt's misleading message or a bare "Aborted"."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest
from vaultmem_ui import qt_check

LDD_MISSING = """\
\tlinux-vdso.so.1 (0x00007ffc)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007f)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f)
"""
LDD_OK = "\tlibxcb-icccm.so.4 => /lib/x86_64-linux-gnu/libxcb-icccm.so.4 (0x00007f)\n"
ON_LINUX = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check runs on Linux only")


class FakeSystem:
    """Answers ``ldd`` with missing libraries until ``apt-get install`` ran; records every command."""

    def __init__(self, install_fixes: bool = True) -> None:
        self.commands: list[list[str]] = []
        self.installed = False
        self.install_fixes = install_fixes

    def __call__(self, cmd: Sequence[str]) -> subprocess.CompletedProcess[str]:
        cmd = list(cmd)
        self.commands.append(cmd)
        if cmd[0] == "ldd":
            return subprocess.CompletedProcess(cmd, 0, LDD_OK if self.installed else LDD_MISSING, "")
        if "install" in cmd:
            self.installed = self.install_fixes
        return subprocess.CompletedProcess(cmd, 0, "", "")


def test_ldd_output_gives_each_missing_library_once() -> None:
    assert qt_check.missing_libraries(LDD_MISSING) == ("libxcb-icccm.so.4", "libxcb-keysyms.so.1")
    assert qt_check.missing_libraries(LDD_OK) == ()


def test_package_names_follow_debian_naming() -> None:
    assert [qt_check.debian_package(s) for s in ("libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxkbcommon-x11.so.0",
                                                 "libX11-xcb.so.1", "libglib-2.0.so.0")] == [
        "libxcb-icccm4", "libxcb-keysyms1", "libxkbcommon-x11-0", "libx11-xcb1", "libglib2.0-0"]


@ON_LINUX
@pytest.mark.skipif(shutil.which("dpkg") is None or shutil.which("ldd") is None, reason="needs dpkg and ldd")
def test_package_names_match_dpkg_for_every_library_the_plugins_link() -> None:
    """Every library Qt's xcb and offscreen plugins link that is installed here: the name the check would tell the
    user to install is the package dpkg says ships it."""
    libraries: dict[str, str] = {}  # soname → resolved path
    for platform in ("xcb", "offscreen"):
        plugin = qt_check.plugin_file(platform)
        assert plugin is not None
        for line in subprocess.run(["ldd", str(plugin)], check=False, capture_output=True, text=True).stdout.splitlines():
            soname, _, where = line.strip().partition(" => ")
            path = where.split(" (")[0]
            if path.startswith("/") and "PySide6" not in path and not soname.startswith(("libc.", "libstdc++")):
                libraries[soname] = os.path.realpath(path)
    # one dpkg call for all of them; a merged /usr lists a file under /usr/lib or /lib, so ask for both
    both = {lib: (p, p.removeprefix("/usr") if p.startswith("/usr/") else "/usr" + p) for lib, p in libraries.items()}
    out = subprocess.run(["dpkg", "-S", *(p for pair in both.values() for p in pair)], check=False,
                         capture_output=True, text=True).stdout
    owner_of = {path.strip(): pkg.split(":")[0] for pkg, _, path in (ln.partition(": ") for ln in out.splitlines())}
    checked = 0
    for soname, paths in both.items():
        owner = next((owner_of[p] for p in paths if p in owner_of), None)
        if owner is not None:
            assert qt_check.debian_package(soname) == owner, soname
            checked += 1
    assert checked >= 10


@ON_LINUX
def test_a_display_without_an_x_server_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    system = FakeSystem()
    system.installed = True  # every library there
    out = io.StringIO()
    assert qt_check.x_server_answers(":4242") is False and qt_check.x_server_answers("remote:0") is None
    assert not qt_check.ensure_qt_can_start({"DISPLAY": ":4242"}, out, system, root=False, debian=True)
    assert "DISPLAY=:4242 but no X server answers there" in out.getvalue() and "xvfb-run" in out.getvalue()


def test_display_with_missing_libraries_prints_the_exact_apt_get_line() -> None:
    system, out = FakeSystem(), io.StringIO()
    ok = qt_check.ensure_qt_can_start({"DISPLAY": ":0"}, out, system, root=False, debian=True)
    assert not ok
    text = out.getvalue()
    assert "sudo apt-get install libxcb-icccm4 libxcb-keysyms1\n" in text
    assert "libxcb-cursor" not in text  # not Qt's guess
    assert not any("apt-get" in c for cmd in system.commands for c in cmd)  # a user's machine: nothing installed


def test_root_on_debian_installs_the_libraries_then_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    system, out = FakeSystem(), io.StringIO()
    monkeypatch.setattr(qt_check, "x_server_answers", lambda display: True)
    assert qt_check.ensure_qt_can_start({"DISPLAY": ":0"}, out, system, root=True, debian=True)
    installs = [c for c in system.commands if "install" in c]
    assert installs and installs[0][-2:] == ["libxcb-icccm4", "libxcb-keysyms1"]
    assert ["env", "DEBIAN_FRONTEND=noninteractive", "apt-get", "update", "-qq"] in system.commands
    assert "apt-get install libxcb-icccm4 libxcb-keysyms1" in out.getvalue()


def test_root_elsewhere_or_a_failed_install_still_says_what_to_install() -> None:
    out = io.StringIO()
    assert not qt_check.ensure_qt_can_start({"DISPLAY": ":0"}, out, FakeSystem(install_fixes=False), root=True,
                                            debian=True)
    assert "    apt-get install libxcb-icccm4 libxcb-keysyms1\n" in out.getvalue()
    out = io.StringIO()
    assert not qt_check.ensure_qt_can_start({"DISPLAY": ":0"}, out, FakeSystem(), root=True, debian=False)
    assert "apt-get install libxcb-icccm4 libxcb-keysyms1" in out.getvalue()


@ON_LINUX
def test_no_display_says_so_and_how_to_run_headless() -> None:
    out = io.StringIO()
    assert not qt_check.ensure_qt_can_start({}, out, FakeSystem(), root=False, debian=True)
    text = out.getvalue()
    assert "no display" in text and "xvfb-run -a make run" in text and "QT_QPA_PLATFORM=offscreen" in text


@ON_LINUX
def test_an_explicit_platform_is_the_one_checked() -> None:
    system = FakeSystem()
    assert not qt_check.check({"QT_QPA_PLATFORM": "xcb"}, system).ok
    assert system.commands[0][1].endswith("libqxcb.so")
    system = FakeSystem(install_fixes=False)
    system.installed = True
    assert qt_check.check({"QT_QPA_PLATFORM": "offscreen"}, system).ok
    assert "libqoffscreen" in system.commands[0][1]


@ON_LINUX
def test_the_app_without_a_display_exits_with_the_message_not_an_abort(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_SESSION_TYPE")}
    env["VAULTMEM_APP_CONFIG"] = str(tmp_path / "app.json")
    proc = subprocess.run([sys.executable, "-m", "vaultmem_ui"], check=False, capture_output=True, text=True, env=env,
                          timeout=120)
    assert proc.returncode == 1, proc.stderr
    assert "no display" in proc.stderr and "xvfb-run" in proc.stderr


def test_the_installed_qt_binding_keeps_every_reference_to_none() -> None:
    """PySide6 6.12.0 on Python 3.11 lost one on every call that returns nothing, and the app died ("deallocating
    None") after some thousands of paints: the locked binding must not."""
    pytest.importorskip("PySide6")
    assert qt_check.none_lost_per_call() == 0
    assert qt_check.binding_problem() is None


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12: nothing can lose it")
def test_a_call_that_loses_none_is_counted() -> None:
    import ctypes

    lose = ctypes.pythonapi.Py_DecRef
    lose.argtypes = [ctypes.py_object]
    calls = 64
    try:
        assert qt_check.none_lost_per_call(lambda: lose(None), calls) == 1
    finally:
        for _ in range(calls):
            ctypes.pythonapi.Py_IncRef(ctypes.py_object(None))


def test_a_binding_that_loses_none_stops_the_app_with_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("PySide6")
    monkeypatch.setattr(qt_check, "none_lost_per_call", lambda: 1.0)
    out = io.StringIO()
    assert not qt_check.ensure_binding_is_sound(out)
    assert "deallocating None" in out.getvalue()
    assert "pip install 'PySide6-Essentials>=6.6,<6.12'" in out.getvalue()
    monkeypatch.setattr(qt_check, "none_lost_per_call", lambda: 0.0)
    assert qt_check.ensure_binding_is_sound(io.StringIO())
