"""Honest retrieval evaluation harnesses (``vaultmem eval ...``): the real extractor and index under opaque ids,
each method beside a query-blind control.

The CLI uses the two harnesses as modules (each has its ``run``): ``agent_memory`` (ContextFit's cases) and
``vault_questions`` (questions over a whole vault, beside BM25 and SQLite FTS5). Names are resolved on first use
(``vaultmem.lazy_names``).
"""

from __future__ import annotations

from ..lazy_names import lazy_names

__all__ = ["agent_memory", "vault_questions"]
__getattr__, __dir__ = lazy_names(__name__, {".agent_memory": ("agent_memory",),
                                             ".vault_questions": ("vault_questions",)})
