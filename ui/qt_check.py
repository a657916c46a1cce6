"""Before Qt starts: can its platform plugin load on this machine? If not, say exactly what to install.

Qt's own failure is a poor guide. On Linux with a display but without some of the X11 libraries the ``xcb``
plugin links, Qt names ``libxcb-cursor0`` whatever is really missing, then aborts; with no display at all
the process dies with "Aborted". So before the first Qt import, the app asks the dynamic linker (``ldd``)
which libraries the plugin Qt is about to load cannot be found, maps each to its Debian package and prints
the exact ``apt-get install`` line — or, running as root on Debian (a CI box, a container), installs them
as ``.ci/run`` does. Without any display it says so and how to run headless. Only the standard library is
used for that: a missing Qt library would make importing PySide6 itself fail. Once Qt can load, the binding
itself is checked (``binding_problem``): a PySide6 release that would crash the app is refused with what to
install instead.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import re
import shutil
import socket
import subprocess
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

Runner = Callable[[Sequence[str]], subprocess.CompletedProcess[str]]

# Debian names a shared library's package after its soname (libfoo.so.3 → libfoo3, libfoo-1.so.3 → libfoo-1-3,
# lower case, "_" → "-");
# these are the exceptions among the libraries Qt's platform plugins link (checked against dpkg in the tests).
PACKAGE_OF = {
    "libglib-2.0.so.0": "libglib2.0-0", "libgthread-2.0.so.0": "libglib2.0-0", "libgobject-2.0.so.0": "libglib2.0-0",
    "libgio-2.0.so.0": "libglib2.0-0", "libGLdispatch.so.0": "libglvnd0", "libbrotlidec.so.1": "libbrotli1",
    "libbrotlicommon.so.1": "libbrotli1",
    "libz.so.1": "zlib1g", "libpthread.so.0": "libc6", "libdl.so.2": "libc6", "libm.so.6": "libc6",
}
_SONAME = re.compile(r"(lib.+?)\.so\.(\d+)")
HEADLESS_HINT = ("To run it without a screen, start it under a virtual X server:\n"
                 "    xvfb-run -a make run            (Debian/Ubuntu: apt-get install xvfb)\n"
                 "or render offscreen (no window, e.g. for screenshots): QT_QPA_PLATFORM=offscreen")


@dataclass(frozen=True, slots=True)
class Verdict:
    ok: bool
    platform: str = ""
    missing: tuple[str, ...] = ()  # sonames the platform plugin needs and the linker cannot find
    message: str = ""

    @property
    def packages(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(debian_package(s) for s in self.missing))


def debian_package(soname: str) -> str:
    """The Debian package that ships a shared library, from its soname (``libxcb-icccm.so.4`` → ``libxcb-icccm4``)."""
    if soname in PACKAGE_OF:
        return PACKAGE_OF[soname]
    m = _SONAME.fullmatch(soname)
    if m is None:
        return soname
    name, version = m.group(1).lower().replace("_", "-"), m.group(2)
    return f"{name}-{version}" if name[-1].isdigit() else f"{name}{version}"


def platforms_to_try(env: Mapping[str, str]) -> list[str] | None:
    """The platform plugins Qt will try, in order; None when there is no display to open a window on."""
    forced = env.get("QT_QPA_PLATFORM", "").strip()
    if forced:
        return [p.split(":", 1)[0] for p in forced.split(";") if p]
    order = []
    if env.get("WAYLAND_DISPLAY") or env.get("XDG_SESSION_TYPE") == "wayland":
        order.append("wayland")
    if env.get("DISPLAY"):
        order.append("xcb")
    return order or None


def plugin_file(platform: str) -> Path | None:
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(next(iter(spec.submodule_search_locations))) / "Qt" / "plugins" / "platforms"
    return next(iter(sorted(folder.glob(f"libq{platform}*.so"))), None)


def missing_libraries(ldd_output: str) -> tuple[str, ...]:
    """Sonames ``ldd`` reports as "not found" (each once, in order)."""
    found = (line.split("=>", 1)[0].strip() for line in ldd_output.splitlines() if "not found" in line)
    return tuple(dict.fromkeys(found))


def x_server_answers(display: str) -> bool | None:
    """Does a local X server listen at ``display`` (":0", ":99.0", "unix:1")? None for a remote one (not probed).

    A DISPLAY left over from another session (or set before Xvfb started) made Qt print the same misleading
    "xcb-cursor0 is needed" message and abort."""
    host, _, rest = display.partition(":")
    number = rest.split(".", 1)[0]
    if host not in ("", "unix") or not number.isdigit():
        return None
    path = f"/tmp/.X11-unix/X{number}"
    for address in (path, "\0" + path):  # the socket file, then Linux's abstract namespace
        with contextlib.suppress(OSError), socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
            s.settimeout(2)
            s.connect(address)
            return True
    return False


def _run(cmd: Sequence[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(list(cmd), capture_output=True, text=True, timeout=600, check=False)


def check(env: Mapping[str, str], run: Runner = _run) -> Verdict:
    """Will Qt find a platform plugin it can load? (Linux only; elsewhere Qt ships what it needs.)"""
    if not sys.platform.startswith("linux"):
        return Verdict(True)
    platforms = platforms_to_try(env)
    if platforms is None:
        return Verdict(False, message=(
            "VaultMem: there is no display to open its window on (neither DISPLAY nor WAYLAND_DISPLAY is set; "
            "an SSH session or a container?).\n" + HEADLESS_HINT))
    if shutil.which("ldd") is None:
        return Verdict(True, platforms[0])  # cannot tell; let Qt try
    first_failure: Verdict | None = None
    for platform in platforms:
        plugin = plugin_file(platform)
        if plugin is None:
            continue
        missing = missing_libraries(run(["ldd", str(plugin)]).stdout)
        if not missing and platform == "xcb" and x_server_answers(env.get("DISPLAY", "")) is False:
            return Verdict(False, platform, message=(
                f"VaultMem: DISPLAY={env.get('DISPLAY')} but no X server answers there (it was stopped, or the "
                "variable is left over from another session).\n" + HEADLESS_HINT))
        if not missing:
            return Verdict(True, platform)
        first_failure = first_failure or Verdict(False, platform, missing)
    return first_failure or Verdict(True, platforms[0])


def install_line(packages: Sequence[str], root: bool) -> str:
    return ("" if root else "sudo ") + "apt-get install " + " ".join(packages)


def explain(v: Verdict, root: bool) -> str:
    if v.message:
        return v.message
    what = {"xcb": "the X11 window", "wayland": "the Wayland window"}.get(v.platform, v.platform)
    return (f"VaultMem: Qt's {v.platform} platform plugin ({what}) cannot load: these libraries are missing: "
            f"{', '.join(v.missing)}.\nInstall them (Debian/Ubuntu):\n    {install_line(v.packages, root)}\n"
            + HEADLESS_HINT.replace("To run it without a screen", "Or, to run it without a screen"))


def is_debian() -> bool:
    return Path("/etc/debian_version").is_file() and shutil.which("apt-get") is not None


def install(packages: Sequence[str], run: Runner = _run) -> bool:
    """``apt-get update`` and install, as ``.ci/run`` does (root on Debian only)."""
    env = ["env", "DEBIAN_FRONTEND=noninteractive"]
    if run([*env, "apt-get", "update", "-qq"]).returncode != 0:
        return False
    return run([*env, "apt-get", "install", "-y", "-qq", "--no-install-recommends", *packages]).returncode == 0


def ensure_qt_can_start(env: Mapping[str, str] = os.environ, out: TextIO = sys.stderr, run: Runner = _run,
                        root: bool | None = None, debian: bool | None = None) -> bool:
    """True when Qt can start; otherwise print what to do (after installing the libraries as root on Debian)."""
    root = os.geteuid() == 0 if root is None and hasattr(os, "geteuid") else bool(root)
    debian = is_debian() if debian is None else debian
    verdict = check(env, run)
    if verdict.ok:
        return True
    if verdict.missing and root and debian:
        print(f"VaultMem: installing the libraries Qt's {verdict.platform} plugin needs: "
              f"{install_line(verdict.packages, root)}", file=out, flush=True)
        if install(verdict.packages, run):
            verdict = check(env, run)
            if verdict.ok:
                return True
    print(explain(verdict, root), file=out, flush=True)
    return False


def none_lost_per_call(call: Callable[[], object] | None = None, calls: int = 256) -> float:
    """How many references to None the Qt binding loses per call of a method that returns nothing.

    PySide6 6.12.0 on Python 3.11 loses one on every such call (``QColor.setAlpha``, ``QPainter.save``…), so
    the app dies with "deallocating None" after some thousands of paints; from Python 3.12 on None is immortal
    and its count never moves. ``call`` stands in for the binding's own method in tests."""
    if call is None:
        from PySide6.QtCore import QObject

        probe = QObject()
        call = lambda: probe.setObjectName("probe")  # returns nothing, as the faulty calls do
    before = sys.getrefcount(None)
    for _ in range(calls):
        call()
    return (before - sys.getrefcount(None)) / calls


def binding_problem() -> str | None:
    """What to do when the installed Qt binding would crash the app (see ``none_lost_per_call``), else None."""
    if none_lost_per_call() < 0.5:
        return None
    import PySide6

    return (f"VaultMem: PySide6 {PySide6.__version__} on Python {sys.version.split()[0]} loses a reference to None "
            "on every call that returns nothing, so the app would crash within minutes (\"deallocating None\").\n"
            "Install a release without that fault:\n    python -m pip install 'PySide6-Essentials>=6.6,<6.12'\n"
            "or run VaultMem on Python 3.12 or newer.")


def ensure_binding_is_sound(out: TextIO = sys.stderr) -> bool:
    """True when the installed Qt binding can run the app; otherwise print what to install."""
    problem = binding_problem()
    if problem is not None:
        print(problem, file=out, flush=True)
    return problem is None


if __name__ == "__main__":  # ``python -m vaultmem_ui.qt_check``: the same checks alone (``.ci/run`` uses it)
    sys.exit(0 if ensure_qt_can_start() and ensure_binding_is_sound() else 1)
