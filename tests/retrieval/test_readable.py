"""Readable snippet text (retrieval/readable.py): Markdown links read as the words they show."""

from __future__ import annotations

from pathlib import Path

import pytest

from vaultmem import Vault
from vaultmem.retrieval.readable import readable


@pytest.mark.parametrize(("text", "expected"), [
    ("See [the plan](https://example.org/plan) now", "See the plan now"),
    ('A [titled link](http://x.org/a "Title") here', "A titled link here"),
    ("An image ![boiler diagram](img/boiler.png).", "An image boiler diagram."),
    ("Wiki [[Harbor cache|the cache]] and [[Daily notes]]", "Wiki the cache and Daily notes"),
    ("Empty label [](https://example.org)", "Empty label https://example.org"),
    ("Not links: [x] (y), a[1], f(x)", "Not links: [x] (y), a[1], f(x)"),
])
def test_links_read_as_their_labels(text: str, expected: str) -> None:
    assert readable(text) == expected


@pytest.mark.parametrize("mode", ["bm25", "auto"])
def test_snippets_show_link_labels_not_link_syntax(tmp_path: Path, write_vault, mode: str) -> None:
    note = ("# Boiler\n\nThe [boiler repair invoice](https://example.org/invoices/2024/boiler-repair.pdf) came from "
            "[[Heating Ltd|the heating firm]]; see ![the photo](photos/boiler.jpg).\n")
    with Vault.open(write_vault(tmp_path / "v", {"notes/boiler.md": note})) as vault:
        vault.sync()
        snippet = vault.search("boiler repair invoice", 1, mode=mode)[0].snippet
    assert "](" not in snippet.text and "[[" not in snippet.text
    assert "The boiler repair invoice came from the heating firm; see the photo." in snippet.text
    shown = {snippet.text[a:b].lower() for a, b in snippet.highlights}
    assert {"boiler", "repair", "invoice"} <= shown
