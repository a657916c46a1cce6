"""Each engine package declares its surface: a docstring saying what it is for and an ``__all__`` of the names the
rest of the engine imports from it, resolved on first use, so importing a package imports none of its modules."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

import vaultmem

ROOT = Path(vaultmem.__file__).parent
PACKAGES = sorted(p.name for p in ROOT.iterdir() if (p / "__init__.py").exists())
# Still without a declared surface: sync/ (its reshaping, issue 16 items 1 and 5, was under way beside this).
UNDECLARED = {"sync"}
# Imports its watcher when imported (the CLI's `watch` is the only user).
EAGER = {"watch"}


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(importer: str, is_package: bool, source: str) -> list[tuple[str, str]]:
    """(module, name) of every ``from … import name`` in ``source``, the module absolute."""
    here = importer.split(".") if is_package else importer.split(".")[:-1]
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            base = here[:len(here) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            out += [(module, a.name) for a in node.names]
        elif isinstance(node, ast.Import):
            out += [(a.name.rpartition(".")[0], a.name.rpartition(".")[2]) for a in node.names]
    return out


def undeclared(importer: str, source: str, is_package: bool = False) -> list[str]:
    """The imports in ``source`` that reach into another engine package past its ``__all__``."""
    bad = []
    for module, name in imported(importer, is_package, source):
        parts = module.split(".")
        if parts[0] != "vaultmem" or len(parts) < 2 or parts[1] not in PACKAGES or parts[1] in UNDECLARED:
            continue
        package = importlib.import_module(f"vaultmem.{parts[1]}")
        if importer == package.__name__ or importer.startswith(package.__name__ + "."):
            continue
        surface = set(package.__all__)
        if len(parts) == 2:
            ok = name in surface
        else:  # from vaultmem.P.M import name: the module is declared whole, or the name is
            home = importlib.import_module(".".join(parts[:3]))
            ok = (parts[2] in surface and getattr(package, parts[2]) is home) or (
                name in surface and getattr(package, name) is getattr(importlib.import_module(module), name))
        if not ok:
            bad.append(f"{importer}: from {module} import {name}")
    return bad


def test_every_cross_package_import_is_declared() -> None:
    bad = []
    for path in sorted(ROOT.rglob("*.py")):
        bad += undeclared(module_name(path), path.read_text(encoding="utf-8"), path.name == "__init__.py")
    assert not bad, "\n".join(bad)


def test_an_undeclared_import_is_caught() -> None:
    """The check itself: reaching a package's internal module or name is reported, the declared ones are not."""
    assert undeclared("vaultmem.retrieval.bm25", "from ..index.postings import Postings\n") == [
        "vaultmem.retrieval.bm25: from vaultmem.index.postings import Postings"]
    assert undeclared("vaultmem.vault", "from .index.lru import LRU\nfrom .index import tombstones\n") == [
        "vaultmem.vault: from vaultmem.index.lru import LRU", "vaultmem.vault: from vaultmem.index import tombstones"]
    assert undeclared("vaultmem.vault", "from .index.snapshot import Snapshot\nfrom .index import folder\n"
                                        "from .index.folder import INDEX_DIR\nfrom .text import tokenizer\n") == []
    assert undeclared("vaultmem.index.writer", "from .lru import LRU\nfrom . import tombstones\n") == []


@pytest.mark.parametrize("name", sorted(set(PACKAGES) - UNDECLARED))
def test_a_package_says_what_it_is_for_and_what_it_offers(name: str) -> None:
    package = importlib.import_module(f"vaultmem.{name}")
    assert package.__doc__ and len(package.__doc__.split()) > 12
    for n in package.__all__:
        assert getattr(package, n) is not None, n
    assert set(package.__all__) <= set(dir(package))


def test_importing_a_package_imports_none_of_its_modules() -> None:
    lazy = [f"vaultmem.{p}" for p in PACKAGES if p not in EAGER]
    script = (f"import sys\nimport {', '.join(lazy)}\n"
              "print(' '.join(sorted(m for m in sys.modules if m.startswith('vaultmem'))))")
    loaded = set(subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                                timeout=60).stdout.split())
    assert loaded == {"vaultmem", "vaultmem.lazy_names", *lazy}
