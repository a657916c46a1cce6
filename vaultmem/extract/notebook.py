"""Jupyter notebooks (.ipynb): a document session of the notebook's cells in order.

A notebook is JSON: ``cells``, each with a ``cell_type`` ("markdown", "code" or "raw") and its ``source`` (a
string or a list of lines). A markdown cell is read as a note's text (its headings head sections), a code cell as
a fenced block in the notebook's language, and after it the text it printed or returned (a stream's text, a
result's ``text/plain``, cut at ``MAX_OUTPUT_CHARS``), so a value the notebook computed is found; pictures and HTML
outputs are left out. Read as JSON text, a notebook would be its escapes and base64 images. Its title is its first
top-level heading, else the file name; its date the file's time. As with any document, its words are not taken as
the owner's.
"""

from __future__ import annotations

import json
import re
from datetime import datetime
from typing import Any

from ..errors import ExtractError
from .base import Extraction, Limits
from .decode import decode_text
from .document import document_extraction
from .markdown import literal

MAX_OUTPUT_CHARS = 2_000  # of one cell's printed or returned text: a printed table can run to megabytes
_TICKS = re.compile(r"`{3,}")


class NotebookExtractor:
    name = "notebook"
    extensions: tuple[str, ...] = (".ipynb",)

    def sniff(self, head: bytes) -> bool:
        return False

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        try:
            notebook = json.loads(decode_text(data)[0])
        except (json.JSONDecodeError, RecursionError) as exc:
            raise ExtractError("parse", f"not a readable notebook (JSON): {exc}"[:300]) from None
        if not isinstance(notebook, dict) or not isinstance(notebook.get("cells"), list):
            raise ExtractError("parse", "not a notebook: no list of cells")
        language = _language(notebook)
        blocks = [block for cell in notebook["cells"] if isinstance(cell, dict) for block in _cell(cell, language)]
        return document_extraction(blocks, relpath, "", mtime, limits, {"format": "ipynb", "language": language})


def _language(notebook: dict[str, Any]) -> str:
    meta = notebook.get("metadata")
    meta = meta if isinstance(meta, dict) else {}
    for key, field in (("kernelspec", "language"), ("language_info", "name")):
        value = meta.get(key)
        if isinstance(value, dict) and isinstance(value.get(field), str) and value[field].isidentifier():
            return value[field].lower()
    return "python"


def _cell(cell: dict[str, Any], language: str) -> list[str]:
    source = _text(cell.get("source")).strip("\n")
    if cell.get("cell_type") == "markdown":
        return [source]
    if cell.get("cell_type") != "code":
        return ["\n".join(literal(line) for line in source.split("\n"))]  # raw: text as written
    blocks = [_fenced(source, language)] if source.strip() else []
    outputs = cell.get("outputs")
    for output in outputs if isinstance(outputs, list) else ():
        if not isinstance(output, dict):
            continue
        data = output.get("data")
        shown = _text(output.get("text")) or (_text(data.get("text/plain")) if isinstance(data, dict) else "")
        if shown.strip():
            blocks.append(_fenced(shown.strip("\n")[:MAX_OUTPUT_CHARS], "text"))
    return blocks


def _fenced(code: str, language: str) -> str:
    """A fence longer than any run of backticks in the code, which would otherwise close it."""
    fence = "`" * max([3, *(len(m) + 1 for m in _TICKS.findall(code))])
    return f"{fence}{language}\n{code}\n{fence}"


def _text(value: object) -> str:
    """A notebook's multi-line string: one string, or a list of lines that keep their line ends."""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return "".join(v for v in value if isinstance(v, str))
    return ""
