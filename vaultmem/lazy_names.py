"""A package's declared names, imported from their modules on first use (PEP 562).

Each package ``__init__`` lists what the rest of the engine uses of it (``__all__``) without importing any of it:
importing one engine module — as the spawned ingest worker does with ``vaultmem.sync.ingest``, or a one-shot
search — then loads neither the rest of that package nor the whole engine.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping
from typing import Any


def lazy_names(package: str, homes: Mapping[str, tuple[str, ...]]) -> tuple[Callable[[str], Any],
                                                                            Callable[[], list[str]]]:
    """``__getattr__`` and ``__dir__`` for ``package``, whose ``__all__`` must list exactly the names of ``homes``
    (a module, relative to the package → the names it holds). A name equal to its module's own name
    (``".merge": ("merge",)``) stands for the module: its functions are then reached through it."""
    namespace = vars(sys.modules[package])
    module_of = {name: module for module, names in homes.items() for name in names}
    if sorted(module_of) != sorted(namespace["__all__"]):
        raise ImportError(f"{package}: __all__ and the names it imports lazily differ: "
                          f"{sorted(set(module_of) ^ set(namespace['__all__']))}")

    def __getattr__(name: str) -> Any:
        module = module_of.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        home = importlib.import_module(module, package)
        value = home if module.rpartition(".")[2] == name else getattr(home, name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted({*namespace, *module_of})

    return __getattr__, __dir__
