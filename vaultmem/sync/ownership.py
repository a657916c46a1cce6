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

import re
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
# Also as one word of a folder's name ("python-docs", "user_manual", "docs.old"); the other folder names only
# whole, since as words they are common in a person's own folders ("api-keys", "help-desk").
DOCUMENT_WORDS = frozenset(["doc", "docs", "documentation", "manual", "manuals"])
_NAME_WORDS = re.compile(r"[-_. ]+")


def is_document(path: str) -> bool:
    """The vault-relative ``path`` names documentation or third-party text rather than the owner's notes."""
    p = PurePosixPath(path)
    for part in (part.lower() for part in p.parts[:-1]):
        if part in DOCUMENT_FOLDERS or not DOCUMENT_WORDS.isdisjoint(_NAME_WORDS.split(part)):
            return True
    stem = p.name.split(".", 1)[0].lower()
    # a documentation source under any further suffix (Sphinx publishes its sources as "name.rst.txt")
    return stem in PROJECT_FILES or any(s.lower() in DOCUMENT_SUFFIXES for s in p.suffixes)
