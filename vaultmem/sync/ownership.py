"""Which files hold the owner's own words: memory atoms and the "user" side of a profile come only from them.

An extractor marks what the owner wrote by structure (a chat's user turns, a note's body, a to-do). A note
format is not enough, though: a vault that holds a software project's docs, a manual or an unpacked archive
has Markdown and text the owner never wrote ("I have a question about OttoPDF." in a README, "Do not abort the
daemon" in a NEWS file). A file is taken as a *document* — its chunks are context, never the owner's
statements — when its path says so: a folder of documentation, vendored or installed code, a project's
standard files, or a documentation source format. The rule is written from common naming conventions
(GNU / Python / npm / Debian layouts), not from any vault's contents.
"""

from __future__ import annotations

from pathlib import PurePosixPath

DOCUMENT_FOLDERS = frozenset([
    "doc", "docs", "documentation", "manual", "manuals", "man", "reference", "references", "api", "apidocs",
    "vendor", "vendored", "third_party", "third-party", "thirdparty", "node_modules", "site-packages",
    "dist-packages", "external", "externals", "licenses", "licences", "help",
])
PROJECT_FILES = frozenset([
    "readme", "changelog", "changes", "news", "history", "license", "licence", "copying", "install", "authors",
    "contributors", "contributing", "code_of_conduct", "security", "notice", "credits", "thanks", "maintainers",
    "release-notes", "release_notes", "releasenotes", "upgrading", "migration",
])
DOCUMENT_SUFFIXES = frozenset([".rst", ".adoc", ".asciidoc", ".pod", ".texi", ".texinfo", ".tex", ".man"])


def is_document(path: str) -> bool:
    """The vault-relative ``path`` names documentation or third-party text rather than the owner's notes."""
    p = PurePosixPath(path)
    if any(part.lower() in DOCUMENT_FOLDERS for part in p.parts[:-1]):
        return True
    stem = p.name.split(".", 1)[0].lower()
    return stem in PROJECT_FILES or p.suffix.lower() in DOCUMENT_SUFFIXES
