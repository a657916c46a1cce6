"""Nothing in the engine that would stop it on Windows or macOS: every POSIX-only module, ``os`` function or
signal is used inside code that checks for it first (packaging/README.md, "Windows and macOS on paper").

The scan reads the syntax tree of every engine module. A use counts as guarded inside an ``if``/conditional
expression that tests the platform (``sys.platform``, ``os.name``, ``platform.system()``), tests for the
name itself (``hasattr``, ``fcntl is not None``), or inside a ``try`` / ``contextlib.suppress`` that catches
``ImportError`` or ``AttributeError``; ``getattr(os, "O_NOFOLLOW", 0)`` is not a use.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[1] / "vaultmem"
POSIX_MODULES = {"fcntl", "pwd", "grp", "resource", "termios", "tty", "pty", "posix", "syslog", "crypt"}
POSIX_OS = {  # os attributes CPython 3.11 does not have on Windows
    "fork", "forkpty", "getuid", "geteuid", "getgid", "getegid", "getgroups", "setuid", "setgid", "killpg",
    "setsid", "getpgid", "setpgrp", "getsid", "nice", "statvfs", "fstatvfs", "mkfifo", "mknod", "chown", "lchown",
    "fchown", "fchmod", "lchmod", "sync", "fdatasync", "pread", "pwrite", "pipe2", "sysconf", "fpathconf",
    "pathconf", "getloadavg", "uname", "wait3", "wait4", "WNOHANG", "sched_getaffinity", "sched_setaffinity",
    "posix_fadvise", "posix_fallocate", "major", "minor", "makedev", "O_NOFOLLOW", "O_DIRECTORY", "O_CLOEXEC",
    "O_NONBLOCK", "O_SYNC", "O_DSYNC", "O_NOATIME", "O_PATH", "O_TMPFILE", "O_NOCTTY", "memfd_create",
    "getxattr", "setxattr", "listxattr", "removexattr", "sendfile", "splice", "openpty", "initgroups",
    "get_blocking", "set_blocking", "getpriority", "setpriority", "EX_OK",
}
POSIX_SIGNALS = {"SIGKILL", "SIGHUP", "SIGQUIT", "SIGUSR1", "SIGUSR2", "SIGALRM", "SIGCHLD", "SIGPIPE", "SIGSTOP",
                 "SIGCONT", "SIGTSTP", "SIGTTIN", "SIGTTOU", "SIGWINCH", "SIGXCPU", "SIGPROF"}
PLATFORM_WORDS = {"platform", "name", "hasattr", "system"}  # sys.platform, os.name, hasattr(...), platform.system()
CAUGHT = {"ImportError", "ModuleNotFoundError", "AttributeError"}


def posix_uses(tree: ast.AST) -> list[tuple[ast.AST, str]]:
    """Every import of a POSIX-only module and every use of a POSIX-only ``os``/``signal`` name, or of an
    imported POSIX-only module."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node, a.name) for a in node.names if a.name.split(".")[0] in POSIX_MODULES]
        elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in POSIX_MODULES:
            found.append((node, node.module or ""))
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            owner, name = node.value.id, node.attr
            if (owner == "os" and name in POSIX_OS) or (owner == "signal" and name in POSIX_SIGNALS) \
                    or owner in POSIX_MODULES:
                found.append((node, f"{owner}.{name}"))
    return found


def _names(node: ast.AST) -> set[str]:
    out = set()
    for n in ast.walk(node):
        if isinstance(n, ast.Name):
            out.add(n.id)
        elif isinstance(n, ast.Attribute):
            out.add(n.attr)
    return out


def _catches(handler_types: ast.AST | None) -> bool:
    return handler_types is None or bool(_names(handler_types) & CAUGHT)


def guarded(parents: dict[ast.AST, ast.AST], node: ast.AST, what: str) -> bool:
    subject = what.split(".")[0]
    child, parent = node, parents.get(node)
    while parent is not None:
        if isinstance(parent, ast.If | ast.IfExp | ast.While) and child is not parent.test:
            tested = _names(parent.test)
            if tested & PLATFORM_WORDS or subject in tested or what.split(".")[-1] in tested:
                return True
        if isinstance(parent, ast.Try) and child in parent.body \
                and any(_catches(h.type) for h in parent.handlers):
            return True
        if isinstance(parent, ast.With) and child in parent.body:
            for item in parent.items:
                call = item.context_expr
                if isinstance(call, ast.Call) and "suppress" in _names(call.func) \
                        and any(_catches(a) for a in call.args):
                    return True
        child, parent = parent, parents.get(parent)
    return False


def unguarded(source: str) -> list[str]:
    tree = ast.parse(source)
    parents = {child: parent for parent in ast.walk(tree) for child in ast.iter_child_nodes(parent)}
    return [f"line {node.lineno}: {what}" for node, what in posix_uses(tree) if not guarded(parents, node, what)]


def test_the_engine_uses_posix_only_calls_only_where_it_checks_for_them() -> None:
    found = {}
    for path in sorted(ENGINE.rglob("*.py")):
        bad = unguarded(path.read_text(encoding="utf-8"))
        if bad:
            found[str(path.relative_to(ENGINE.parent))] = bad
    assert found == {}, "POSIX-only code outside a platform check (see packaging/README.md):\n" + "\n".join(
        f"{p}: {', '.join(b)}" for p, b in found.items())


@pytest.mark.parametrize(("source", "expected"), [
    ("import fcntl\n", ["line 1: fcntl"]),
    ("import os\nos.geteuid()\n", ["line 2: os.geteuid"]),
    ("import os\nfd = os.open('x', os.O_RDONLY | os.O_NOFOLLOW)\n", ["line 2: os.O_NOFOLLOW"]),
    ("import signal\nsignal.signal(signal.SIGHUP, print)\n", ["line 2: signal.SIGHUP"]),
    ("try:\n    import fcntl\nexcept ImportError:\n    fcntl = None\n", []),
    ("import os\nif os.name == 'posix':\n    os.fchmod(3, 0o700)\n", []),
    ("import os, sys\nuid = os.geteuid() if sys.platform != 'win32' else None\n", []),
    ("import os\nif hasattr(os, 'geteuid'):\n    os.geteuid()\n", []),
    ("import os\nflags = getattr(os, 'O_NOFOLLOW', 0)\n", []),
    ("import contextlib\nwith contextlib.suppress(AttributeError, OSError):\n    fcntl.fcntl(1, 2)\n", []),
    ("if fcntl is not None:\n    fcntl.flock(3, fcntl.LOCK_UN)\n", []),
    ("import os\nif os.name == 'posix':\n    pass\nos.geteuid()\n", ["line 4: os.geteuid"]),  # after the if
    ("import signal\nsignal.signal(signal.SIGTERM, print)\n", []),  # SIGTERM exists on Windows
])
def test_the_scan_tells_guarded_from_unguarded(source: str, expected: list[str]) -> None:
    assert unguarded(source) == expected
