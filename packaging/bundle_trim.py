"""What the bundle leaves out, used by ``vaultmem.spec``: Qt plugins the app never loads, the libraries only they
needed, libraries that must be the system's own (fontconfig), and debug sections of libraries that ship them.

Measured on the first build (PyInstaller 6.22, PySide6 6.12): 333 MB unpacked before, see packaging/README.md
for after. Kept: the offscreen, xcb and wayland platforms, the portal theme, SVG and ICO images, input methods.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Callable, Iterable
from pathlib import Path, PurePosixPath

Entry = tuple[str, str, str]  # PyInstaller TOC entry: (destination in the bundle, source path, type code)

QT_DIR = "PySide6/Qt/"
# Plugin folders / files under PySide6/Qt/plugins/ that a desktop search app never loads:
UNUSED_PLUGINS = (
    "generic/",  # evdev input (embedded devices without a windowing system) and TUIO touch over UDP
    "egldeviceintegrations/",  # eglfs back ends (full-screen embedded)
    "platforms/libqeglfs.so", "platforms/libqlinuxfb.so", "platforms/libqminimal.so",
    "platforms/libqminimalegl.so", "platforms/libqvkkhrdisplay.so",
    "platforms/libqvnc.so",  # a VNC server: the app would listen on the network
    "platformthemes/libqgtk3.so",  # loads the system's GTK against the bundle's cairo/pango; native dialogs are off
    "imageformats/libqgif.so", "imageformats/libqicns.so", "imageformats/libqjpeg.so", "imageformats/libqtga.so",
    "imageformats/libqtiff.so", "imageformats/libqwbmp.so", "imageformats/libqwebp.so",  # the app draws PNG/SVG
)

# Libraries taken from the system the bundle runs on, never bundled: fontconfig reads that system's /etc/fonts
# and font caches, and a bundled (older or newer) fontconfig that cannot read them rebuilds its own cache in
# ~/.cache/fontconfig, outside the vault; FreeType goes with it (the system's fontconfig links the system's).
# Every Linux desktop has both (Debian: libfontconfig1, libfreetype6).
SYSTEM_ONLY = ("libfontconfig.so", "libfreetype.so")


def system_only(dest: str) -> bool:
    return PurePosixPath(dest).name.startswith(SYSTEM_ONLY)


def unused_qt_file(dest: str) -> bool:
    """A Qt plugin listed above, or a translation of Qt's own strings (the app installs no translator)."""
    if dest.startswith(QT_DIR + "translations/"):
        return True
    plugins = QT_DIR + "plugins/"
    return dest.startswith(plugins) and dest[len(plugins):].startswith(UNUSED_PLUGINS)


def is_root(entry: Entry) -> bool:
    """Binaries that something loads by path, not as a link-time dependency: Python extension modules, Qt
    plugins, the Python library (the bootloader opens it)."""
    dest, _src, kind = entry
    return kind == "EXTENSION" or "/plugins/" in dest or PurePosixPath(dest).name.startswith("libpython")


def needed(binaries: list[Entry], imports_of: Callable[[str], Iterable[str]]) -> list[Entry]:
    """The roots and every shared library they need, directly or through another; a library that only dropped
    plugins needed is left out. ``imports_of(src)`` lists the files a binary loads at link time, as resolved
    from where it is installed (two wheels may each vendor a library of the same name, e.g. libgfortran)."""
    by_source = {os.path.realpath(entry[1]): entry for entry in binaries}
    keep = {entry[0] for entry in binaries if is_root(entry)}
    todo = [entry for entry in binaries if is_root(entry)]
    while todo:
        _dest, src, _kind = todo.pop()
        for path in imports_of(src):
            entry = by_source.get(os.path.realpath(path))
            if entry is not None and entry[0] not in keep:
                keep.add(entry[0])
                todo.append(entry)
    return [entry for entry in binaries if entry[0] in keep]


def trim(binaries: list[Entry], datas: list[Entry], imports_of: Callable[[str], Iterable[str]],
         workdir: Path) -> tuple[list[Entry], list[Entry]]:
    """The bundle's binaries and data files without unused Qt files, the libraries only those needed, the
    top-level links to such libraries (PyInstaller lists those links with the data files), and debug sections."""
    kept = needed([e for e in binaries if not unused_qt_file(e[0]) and not system_only(e[0])], imports_of)
    dests = {e[0] for e in kept}
    datas = [e for e in datas if not unused_qt_file(e[0]) and not system_only(e[0])
             and (e[2] != "SYMLINK" or e[1] in dests)]
    return without_debug_info(kept, workdir), datas


def has_debug_info(path: str, readelf: str) -> bool:
    done = subprocess.run([readelf, "-S", "-W", path], capture_output=True, text=True, check=False)
    return done.returncode == 0 and " .debug_" in done.stdout


def without_debug_info(binaries: list[Entry], workdir: Path) -> list[Entry]:
    """Shared libraries shipped with debug sections (libpython as pyenv builds it, zstandard, pyroaring,
    PyStemmer, regex: ~45 MB) replaced by copies without them (``strip --strip-debug``: symbol tables stay).
    Only files that have ``.debug_*`` sections are touched: rewriting a wheel's patched, already-stripped
    library (numpy's OpenBLAS) breaks it ("ELF load command address/offset not page-aligned")."""
    strip, readelf = shutil.which("strip"), shutil.which("readelf")
    if strip is None or readelf is None:
        return binaries
    out = []
    for dest, src, kind in binaries:
        if kind == "SYMLINK" or not has_debug_info(src, readelf):
            out.append((dest, src, kind))
            continue
        target = workdir / dest
        target.parent.mkdir(parents=True, exist_ok=True)
        done = subprocess.run([strip, "--strip-debug", "-o", str(target), src], capture_output=True, check=False)
        out.append((dest, str(target), kind) if done.returncode == 0 else (dest, src, kind))
    return out
