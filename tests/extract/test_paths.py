"""What a file's path says about its content."""

from __future__ import annotations

import pytest

from vaultmem.extract.paths import is_release_notes


@pytest.mark.parametrize("path, notes", [
    ("CHANGELOG.md", True), ("project/NEWS", True), ("python-docs/whatsnew/3.7.rst.txt", True),
    ("docs/release-notes/v2.md", True), ("HISTORY.rst", True),
    ("notes/house/boiler.md", False), ("notes/news-clippings-ideas.md", False), ("mail/2025/01/a.eml", False),
])
def test_a_changelog_is_named_so(path: str, notes: bool) -> None:
    assert is_release_notes(path) is notes
