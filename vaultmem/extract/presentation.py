"""Presentations: Office Open XML (.pptx, PowerPoint's and every suite's) and OpenDocument ones (.odp).

A deck is one document session, its slides in order: a slide's title (its title placeholder) is a heading, its
other text boxes' paragraphs are its body, and its speaker notes follow them. A slide without a title continues
the section above it. The text is cut into heading sections by the note chunker, as a word processor's document
is (``office``); its title is the deck's own (its properties), else its first slide's title, else the file name;
its date is when it was last saved, else created, else the file's time. Its words are not taken as the owner's.

The file is untrusted: its parts are read as ``zipxml`` reads them (inflated size capped, no document type).
"""

from __future__ import annotations

import zipfile
from datetime import datetime
from pathlib import PurePosixPath

from .base import Extraction, Limits
from .document import document_extraction, odf_space, saved_properties
from .markdown import literal
from .zipxml import open_archive, parse, part, relationships

_TITLES = frozenset({"title", "ctrTitle"})  # PowerPoint's title placeholders; ODF's class is "title" too
# placeholders that repeat on every slide or page and say nothing of it: number, date, footer, header, the slide's
# picture on a notes page (PowerPoint's types; ODF's classes)
_FURNITURE = frozenset({"sldNum", "dt", "ftr", "hdr", "sldImg", "page-number", "date-time", "footer", "header"})


class PresentationExtractor:
    name = "presentation"
    extensions: tuple[str, ...] = (".pptx", ".pptm", ".odp")
    reads_binary = True  # a zip archive: known by its extension, never by its bytes

    def sniff(self, head: bytes) -> bool:
        return False

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        odp = PurePosixPath(relpath).suffix.lower() == ".odp"
        with open_archive(data) as archive:
            slides = _odp_slides(part(archive, "content.xml")) if odp else _pptx_slides(archive)
            title, date = saved_properties(archive, odp)
        blocks: list[str] = []
        for heading, body in slides:
            if heading:
                blocks.append("## " + " ".join(heading.split()))
            blocks.extend("\n".join(literal(line) for line in paragraph.split("\n")) for paragraph in body)
        first = next((" ".join(heading.split()) for heading, _ in slides if heading), "")
        return document_extraction(blocks, relpath, title or first, date or mtime, limits,
                                   {"format": "odp" if odp else "pptx", "slides": len(slides)})


def _pptx_slides(archive: zipfile.ZipFile) -> list[tuple[str, list[str]]]:
    """(title, paragraphs) per slide in the deck's order, its speaker notes' paragraphs after its own."""
    order: list[str] = []
    parse(part(archive, "ppt/presentation.xml"),
          lambda tag, a: order.append(a["id"]) if tag == "sldId" and "id" in a else None)
    targets = relationships(archive, "ppt/presentation.xml")
    slides = []
    for rid in order:
        path = targets.get(rid)
        if path is None or path not in archive.NameToInfo:
            continue
        title, body = _pptx_text(part(archive, path))
        notes = next((p for p in relationships(archive, path).values() if "notesSlide" in p), None)
        if notes is not None and notes in archive.NameToInfo:
            body += _pptx_text(part(archive, notes))[1]
        slides.append((title, body))
    return slides


def _pptx_text(slide: bytes) -> tuple[str, list[str]]:
    """A slide's (or its notes page's) title and its other paragraphs, its furniture left out; a table's cells are
    paragraphs of their own."""
    title: list[str] = []
    body: list[str] = []
    shape: dict[str, str] = {}  # the open shape's placeholder
    run: list[str] = []
    reading = 0

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal reading
        if tag in ("sp", "graphicFrame"):
            shape.clear()
        elif tag == "ph":
            shape.update(type=attrs.get("type", "body"))
        elif tag == "p":
            run.clear()
        elif tag == "t":
            reading += 1
        elif tag == "br":
            run.append("\n")

    def end(tag: str) -> None:
        nonlocal reading
        if tag == "t":
            reading -= 1
        elif tag == "p":
            line = "".join(run).strip()
            kind = shape.get("type", "body")
            if line and kind not in _FURNITURE:
                (title if kind in _TITLES else body).append(line)

    def text(data: str) -> None:
        if reading:
            run.append(data)

    parse(slide, start, end, text)
    return " ".join(title), body


def _odp_slides(content: bytes) -> list[tuple[str, list[str]]]:
    slides: list[tuple[str, list[str]]] = []
    titles: list[str] = []
    run: list[str] = []
    frame = ""  # the open frame's presentation class
    paragraphs = 0

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal frame, paragraphs
        if tag == "page":
            slides.append(("", []))
            titles.clear()
        elif not slides:
            return
        elif tag == "frame":
            frame = attrs.get("class", "")
        elif tag in ("p", "h"):
            paragraphs += 1
            if paragraphs == 1:
                run.clear()
        elif paragraphs:
            run.append(odf_space(tag, attrs))

    def end(tag: str) -> None:
        nonlocal frame, paragraphs
        if not slides:
            return
        if tag == "frame":
            frame = ""
        elif tag in ("p", "h") and paragraphs:
            paragraphs -= 1
            line = "".join(run).strip()
            if not paragraphs and line and frame not in _FURNITURE:
                (titles if frame == "title" else slides[-1][1]).append(line)
        elif tag == "page":
            slides[-1] = (" ".join(titles), slides[-1][1])

    def text(data: str) -> None:
        if paragraphs:
            run.append(data)

    parse(content, start, end, text)
    return slides
