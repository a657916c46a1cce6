"""E-books (.epub): a document session of the book's chapters in reading order.

An EPUB is a zip archive: ``META-INF/container.xml`` names the package document, whose manifest lists the book's
files and whose spine gives their reading order. Each XHTML chapter is read as an HTML page is
(``htmltext.read_page``: its visible text, its headings as heading lines), and the chapters are joined, then cut
into heading sections by the note chunker. The book's title and date are its package's (``dc:title``,
``dc:date``), else the file's name and time. Its words are not taken as the owner's.

The file is untrusted: its parts are read as ``zipxml`` reads them (inflated size capped, XML without a document
type); a chapter is HTML to the same tolerant parser as a saved page, so an XHTML document type does no harm there.
"""

from __future__ import annotations

import posixpath
from datetime import datetime
from pathlib import PurePosixPath
from urllib.parse import unquote

from ..errors import ExtractError
from .base import Extraction, Limits
from .dates import parse_written
from .decode import decode_text
from .document import document_extraction
from .htmltext import read_page
from .zipxml import open_archive, parse, part

_CHAPTER_TYPES = frozenset({"application/xhtml+xml", "text/html"})


class EpubExtractor:
    name = "epub"
    extensions: tuple[str, ...] = (".epub",)
    reads_binary = True  # a zip archive: known by its extension, never by its bytes

    def sniff(self, head: bytes) -> bool:
        return False

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        with open_archive(data) as archive:
            package = _package_path(part(archive, "META-INF/container.xml"))
            book = _Package(part(archive, package), posixpath.dirname(package))
            pages = [read_page(decode_text(part(archive, path))[0], headings=True).text
                     for path in book.chapters() if path in archive.NameToInfo]
        # titled by its package, else by its file (a chapter's heading is no book's title)
        return document_extraction(pages, relpath, book.title or PurePosixPath(relpath).stem,
                                   parse_written(book.date) or mtime, limits, {"format": "epub", "chapters": len(pages)})


def _package_path(container: bytes) -> str:
    found: list[str] = []
    parse(container, lambda tag, a: found.append(a["full-path"]) if tag == "rootfile" and "full-path" in a else None)
    if not found:
        raise ExtractError("parse", "not an e-book: its container names no package document")
    return found[0].lstrip("/")


class _Package:
    """The package document's title, date, manifest (id → path, type) and spine (ids in reading order)."""

    def __init__(self, data: bytes, folder: str) -> None:
        self.title = ""
        self.date = ""
        self.manifest: dict[str, tuple[str, str]] = {}
        self.spine: list[str] = []
        field = ""
        text: list[str] = []

        def start(tag: str, a: dict[str, str]) -> None:
            nonlocal field
            if tag == "item" and "id" in a and "href" in a:
                path = posixpath.normpath(posixpath.join(folder, unquote(a["href"].split("#")[0])))
                self.manifest[a["id"]] = (path, a.get("media-type", ""))
            elif tag == "itemref" and "idref" in a and a.get("linear") != "no":
                self.spine.append(a["idref"])
            elif tag in ("title", "date") and not getattr(self, tag):
                field = tag
                text.clear()

        def end(tag: str) -> None:
            nonlocal field
            if tag == field:
                setattr(self, field, " ".join("".join(text).split()))
                field = ""

        parse(data, start, end, lambda data: text.append(data) if field else None)

    def chapters(self) -> list[str]:
        """The spine's documents in reading order (once each), or the manifest's when there is no spine."""
        ids = self.spine or list(self.manifest)
        paths = [self.manifest[i][0] for i in ids if i in self.manifest and self.manifest[i][1] in _CHAPTER_TYPES]
        return list(dict.fromkeys(paths))
