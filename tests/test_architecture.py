"""The import rules of ARCHITECTURE.md, read from the source with ``ast``: the engine's packages form layers
and import only downwards, the index knows nothing of ranking, memory, syncing or extraction, the engine never
imports the app or Qt, and the app imports only the ``vaultmem`` facade."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# Lower layers never import higher ones; a unit is a subpackage of vaultmem or a top-level module.
LAYERS: tuple[frozenset[str], ...] = (
    frozenset({"errors", "model", "ragged", "sortedsets", "session_ids", "terminal", "lifeline", "safepath",
               "filters", "lazy_names", "courtesy"}),
    frozenset({"text", "query"}),
    frozenset({"index", "extract"}),
    frozenset({"memory", "sidecar"}),
    frozenset({"sync", "retrieval"}),
    frozenset({"preview", "export", "render", "progress", "audit", "vault", "answers"}),
    frozenset({"watch", "indexer", "eval", "served"}),
    frozenset({"cli", "__main__", "__init__"}),
)
# Units of the same layer that must not import each other either.
APART = {("index", "extract"), ("extract", "index"), ("sync", "retrieval"), ("retrieval", "sync")}
QT = ("PySide6", "shiboken6", "vaultmem_ui")


def layer_of(unit: str) -> int:
    for i, units in enumerate(LAYERS):
        if unit in units:
            return i
    raise AssertionError(f"vaultmem/{unit} is in no layer of ARCHITECTURE.md (tests/test_architecture.py)")


def imports(path: Path, package: str, units: frozenset[str]) -> list[tuple[str, int]]:
    """(absolute module name, line) of every import in a file, relative ones resolved against ``package``
    (function-level imports included: a lazy import is still a dependency); ``from vaultmem import x`` names the
    module ``vaultmem.x`` when ``x`` is one of ``units``."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.extend((a.name, node.lineno) for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            out.append((module, node.lineno))
            if module == "vaultmem":
                out.extend((f"{module}.{a.name}", node.lineno) for a in node.names if a.name in units)
    return out


def base_package(module: str) -> str:
    return module.split(".")[0]


def unit_of(module: str) -> str | None:
    """The vaultmem unit a module belongs to (``vaultmem.index.segment`` → ``index``), or None outside it."""
    parts = module.split(".")
    if parts[0] != "vaultmem":
        return None
    return parts[1] if len(parts) > 1 else "__init__"


def violations(package_dir: Path, app_dir: Path | None = None) -> list[str]:
    """Every import that breaks a rule, as "file:line: why"."""
    units = frozenset(p.stem for p in package_dir.iterdir() if p.suffix == ".py" or (p / "__init__.py").exists())
    found = []
    for path in sorted(package_dir.rglob("*.py")):
        rel = path.relative_to(package_dir.parent)
        parts = list(rel.with_suffix("").parts)
        package = ".".join(parts if parts[-1] == "__init__" else parts[:-1])
        if parts[-1] == "__init__":
            parts = parts[:-1]
        unit = parts[1] if len(parts) > 1 else "__init__"
        for module, line in imports(path, package, units):
            if base_package(module) in QT:
                found.append(f"{rel}:{line}: the engine imports {module}")
                continue
            target = unit_of(module)
            if target is None or target == unit or target == "__init__":
                continue
            if layer_of(target) > layer_of(unit):
                found.append(f"{rel}:{line}: {unit} (layer {layer_of(unit)}) imports {module} (layer "
                             f"{layer_of(target)})")
            elif (unit, target) in APART:
                found.append(f"{rel}:{line}: {unit} imports {module}; they stay apart")
    for path in sorted(app_dir.rglob("*.py")) if app_dir else ():
        for module, line in imports(path, "vaultmem_ui", units):
            if unit_of(module) is not None and module != "vaultmem":
                found.append(f"{path.relative_to(app_dir.parent)}:{line}: the app imports {module}, not the facade")
    return found


def test_the_code_keeps_the_import_rules() -> None:
    assert violations(ROOT / "vaultmem", ROOT / "ui") == []


@pytest.mark.parametrize("where, source, why", [
    ("vaultmem/index/bad.py", "from ..retrieval import bm25\n", "index (layer 2) imports vaultmem.retrieval"),
    ("vaultmem/index/bad.py", "def f():\n    from vaultmem.sync import ingest\n", "imports vaultmem.sync"),
    ("vaultmem/text/bad.py", "from .. import vault\n", "text (layer 1) imports vaultmem.vault"),
    ("vaultmem/retrieval/bad.py", "from ..sync.walker import walk\n", "stay apart"),
    ("vaultmem/model.py", "import PySide6.QtCore\n", "the engine imports PySide6.QtCore"),
    ("ui/bad.py", "from vaultmem.index.snapshot import Snapshot\n", "not the facade"),
])
def test_a_forbidden_import_is_caught(tmp_path: Path, where: str, source: str, why: str) -> None:
    """The test of the test: each rule fails on a tree that breaks it, and passes on the same tree without."""
    for d in ("vaultmem/index", "vaultmem/text", "vaultmem/retrieval", "vaultmem/sync", "ui"):
        (tmp_path / d).mkdir(parents=True, exist_ok=True)
    (tmp_path / "vaultmem" / "model.py").write_text("from .errors import VaultMemError\n")
    (tmp_path / "vaultmem" / "vault.py").write_text("from .index import segment\nfrom .text import terms\n")
    (tmp_path / "ui" / "ok.py").write_text("from vaultmem import Vault\n")
    assert violations(tmp_path / "vaultmem", tmp_path / "ui") == []
    (tmp_path / where).write_text(source)
    found = violations(tmp_path / "vaultmem", tmp_path / "ui")
    assert len(found) == 1 and why in found[0], found
