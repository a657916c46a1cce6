"""A ``SearchRequest`` as the command line makes it by default, for the tests of what a search prints and of the
writer that answers it (``tests/test_answers.py``, ``tests/indexer/test_answering.py``)."""

from __future__ import annotations

from vaultmem.answers import SearchRequest

DEFAULTS = {"k": 10, "mode": "auto", "kinds": (), "folder": None, "since": None, "until": None, "sort": None,
            "json": False, "explain": False}


def search(query: str, **kw: object) -> SearchRequest:
    return SearchRequest(query, **{**DEFAULTS, **kw})  # type: ignore[arg-type]
