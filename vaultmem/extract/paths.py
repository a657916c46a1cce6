"""What a file's path says about its content, beyond its format.

A changelog or release notes ("CHANGELOG.md", "NEWS", "whatsnew/3.7.rst") is a log of changes whose entries are each
about something else: a question's words spread over a long one by chance ("what's new in 3.7" names everything
once), so retrieval counts its words only where they meet. Named by common conventions (GNU, Python, npm), not
from any vault's contents.
"""

from __future__ import annotations

RELEASE_NOTES = frozenset(["changelog", "changes", "news", "history", "release-notes", "release_notes",
                           "releasenotes", "releases", "whatsnew", "whats-new", "whats_new"])


def is_release_notes(path: str) -> bool:
    """The vault-relative ``path`` ("/"-separated, as the index stores it) is a changelog or release notes (its
    name, or a folder's, says so). Asked of every candidate of a query on a new snapshot: string splits, not
    ``PurePosixPath`` (8× slower)."""
    names = path.lower().split("/")
    names[-1] = names[-1].split(".", 1)[0]
    return not RELEASE_NOTES.isdisjoint(names)
