"""Word processors' documents: Office Open XML (.docx, Word's and every suite's) and OpenDocument text (.odt).

Both are zip archives of XML. The body is read in order: a paragraph styled as a heading (Word's "Heading 1"…
and "Title", by the style's name or outline level, which a translated style's id does not show; ODF's
``<text:h>`` with its outline level) is a heading line, a list item a "- " line, a table's row one line of its
cells between " | ". The text is then cut into heading sections by the note chunker, as an HTML page is. Its
title is the document's own (its properties' ``dc:title``), else its first top-level heading, else the file
name; its date is when it was last saved (``dcterms:modified``, ODF's ``dc:date``), else created, else the
file's time. As with a saved page, its words are not taken as the owner's: a document in a folder was written
by someone else as often as by its owner.

The file is untrusted: its parts are read as ``zipxml`` reads them (inflated size capped, no document type).
Deleted text, field codes, comments and footnotes are left out.
"""

from __future__ import annotations

import re
import zipfile
from datetime import datetime
from pathlib import PurePosixPath

from .base import Extraction, Limits
from .document import document_extraction, odf_space, saved_properties
from .markdown import literal
from .zipxml import open_archive, optional_part, parse, part

# a built-in style's name is English whatever the writer's language ("heading 1"; its id may be "berschrift1")
_HEADING_STYLE = re.compile(r"heading\s*(\d)|(title)", re.IGNORECASE)
# deleted text, field codes, and a drawing's text kept twice (its Fallback for old readers repeats its Choice)
_DOCX_SKIPPED = frozenset({"delText", "instrText", "Fallback"})
_ODF_SKIPPED = frozenset({"note", "annotation", "tracked-changes", "sequence-decls", "variable-decls"})


class OfficeExtractor:
    name = "office"
    extensions: tuple[str, ...] = (".docx", ".docm", ".dotx", ".odt", ".ott")
    reads_binary = True  # a zip archive: known by its extension, never by its bytes

    def sniff(self, head: bytes) -> bool:
        return False

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        with open_archive(data) as archive:
            odf = PurePosixPath(relpath).suffix.lower() in (".odt", ".ott")
            blocks = _odf_body(part(archive, "content.xml")) if odf else _docx_body(archive)
            title, date = saved_properties(archive, odf)
        return document_extraction(blocks, relpath, title, date or mtime, limits, {"format": "odt" if odf else "docx"})


class _Body:
    """The blocks of a document's body as Markdown lines, built as its elements open and close."""

    def __init__(self) -> None:
        self.blocks: list[str] = []
        self.run: list[str] = []  # the open paragraph's text
        self.level = 0  # the open paragraph's heading level (0: body text)
        self.listed = False
        self.rows: list[list[str]] = []  # the open table's rows (tables nest: only the outermost is laid out)
        self.tables = 0
        self.skipping = 0  # depth inside elements whose text is left out

    def close_paragraph(self) -> None:
        line = re.sub(r"[ \t]+", " ", "".join(self.run)).strip()
        self.run = []
        if self.tables and self.rows and self.rows[-1]:
            self.rows[-1][-1] = f"{self.rows[-1][-1]} {line}".strip()
        elif line:
            if self.level:
                line = f"{'#' * min(self.level, 6)} {line.replace(chr(10), ' ')}"
            elif self.listed:
                line = f"- {line}"
            else:  # a paragraph is no heading for opening with "#"
                line = "\n".join(literal(x) for x in line.split("\n"))
            self.blocks.append(line)
        self.level, self.listed = 0, False

    def close_table(self) -> None:
        self.tables -= 1
        if not self.tables:
            self.blocks.append("\n".join(" | ".join(row) for row in self.rows if any(row)))
            self.rows = []


def _docx_body(archive: zipfile.ZipFile) -> list[str]:
    headings = _docx_heading_styles(optional_part(archive, "word/styles.xml"))
    body = _Body()
    in_text = False

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal in_text
        if tag in _DOCX_SKIPPED or body.skipping:
            body.skipping += 1
        elif tag == "t":
            in_text = True
        elif tag == "pStyle":
            body.level = headings.get(attrs.get("val", ""), body.level)
        elif tag == "outlineLvl" and attrs.get("val", "").isdigit() and int(attrs["val"]) < 9:
            body.level = int(attrs["val"]) + 1
        elif tag == "numPr":
            body.listed = True
        elif tag == "tab":
            body.run.append("\t")
        elif tag in ("br", "cr"):
            body.run.append("\n")
        elif tag == "tbl":
            body.tables += 1
        elif tag == "tr" and body.tables == 1:
            body.rows.append([])
        elif tag == "tc" and body.tables == 1 and body.rows:
            body.rows[-1].append("")

    def end(tag: str) -> None:
        nonlocal in_text
        if body.skipping:
            body.skipping -= 1
        elif tag == "t":
            in_text = False
        elif tag == "p":
            body.close_paragraph()
        elif tag == "tbl":
            body.close_table()

    def text(data: str) -> None:
        if in_text and not body.skipping:
            body.run.append(data)

    parse(part(archive, "word/document.xml"), start, end, text)
    return body.blocks


def _docx_heading_styles(styles: bytes | None) -> dict[str, int]:
    """Paragraph style id → heading level, from each style's name ("heading 2", "Title") or outline level: the
    id is the writer's ("Heading2", or "berschrift2" from a German Word)."""
    levels: dict[str, int] = {}
    if styles is None:
        return levels
    style = ""

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal style
        if tag == "style":
            style = attrs.get("styleId", "") if attrs.get("type", "paragraph") == "paragraph" else ""
        elif style and tag == "name" and (m := _HEADING_STYLE.fullmatch(attrs.get("val", "").strip())):
            levels[style] = int(m[1]) if m[1] else 1
        elif style and tag == "outlineLvl" and attrs.get("val", "").isdigit() and int(attrs["val"]) < 9:
            levels.setdefault(style, int(attrs["val"]) + 1)

    parse(styles, start)
    return levels


def _odf_body(content: bytes) -> list[str]:
    body = _Body()
    depth = 0  # inside <office:text>: the body, not its styles
    paragraphs = 0  # open <text:p>/<text:h> (a note's paragraph nests in one)
    items = 0  # open list items

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal depth, paragraphs, items
        if tag == "text" and not depth:
            depth = 1
        elif not depth:
            return
        elif tag in _ODF_SKIPPED or body.skipping:
            body.skipping += 1
        elif tag in ("p", "h"):
            paragraphs += 1
            if paragraphs == 1:
                body.listed = items > 0
                level = attrs.get("outline-level", "1")
                body.level = int(level) if tag == "h" and level.isdigit() and 0 < int(level) < 10 else 0
        elif tag == "list-item":
            items += 1
        elif space := odf_space(tag, attrs):
            body.run.append(space)
        elif tag == "table":
            body.tables += 1
        elif tag == "table-row" and body.tables == 1:
            body.rows.append([])
        elif tag == "table-cell" and body.tables == 1 and body.rows:
            body.rows[-1].append("")

    def end(tag: str) -> None:
        nonlocal depth, paragraphs, items
        if not depth:
            return
        if body.skipping:
            body.skipping -= 1
        elif tag in ("p", "h"):
            paragraphs -= 1
            if not paragraphs:
                body.close_paragraph()
        elif tag == "list-item":
            items -= 1
        elif tag == "table":
            body.close_table()
        elif tag == "text":
            depth = 0

    def text(data: str) -> None:
        if depth and paragraphs and not body.skipping:
            body.run.append(data)

    parse(content, start, end, text)
    return body.blocks
