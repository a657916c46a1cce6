"""Rich Text Format (.rtf): the text of a document that TextEdit (macOS's default format), WordPad or a word
processor saved, read as a plain-text note is (``text``), titled by its ``\\title`` when it states one.

RTF is text with control words: ``\\par`` ends a paragraph, ``\\'e9`` is a byte in the document's code page
(``\\ansicpg1252``), ``\\u8364?`` a Unicode character followed by its fallback for old readers (``\\ucN`` of them,
skipped), and a group whose first word is a destination VaultMem does not show (fonts, colours, styles, pictures,
a field's instruction, any ``{\\*\\…}``) holds no text of the document. One pass over the tokens with an explicit
stack of groups: no recursion, however deep the nesting.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import replace
from datetime import datetime

from ..errors import ExtractError
from .base import Extraction, Limits
from .text import TextExtractor

_TOKEN = re.compile(rb"\\([a-zA-Z]{1,32})(-?\d{1,10})? ?|\\'([0-9a-fA-F]{2})|\\([^a-zA-Z])|([{}])|([^\\{}\r\n]+)|[\r\n]+")
# destinations whose text is not the document's (the info group is read for its title alone)
_HIDDEN = frozenset({"fonttbl", "colortbl", "stylesheet", "info", "pict", "object", "fldinst", "header", "footer",
                     "headerl", "headerr", "footerl", "footerr", "listtable", "listoverridetable", "rsidtbl",
                     "generator", "themedata", "colorschememapping", "datastore", "latentstyles", "xmlnstbl",
                     "filetbl", "revtbl", "pgdsctbl", "expandedcolortbl", "operator", "author", "company"})
_SYMBOLS = {"par": "\n", "line": "\n", "sect": "\n", "page": "\n", "row": "\n", "cell": "\t", "tab": "\t",
            "emdash": "\u2014", "endash": "\u2013", "bullet": "\u2022", "lquote": "\u2018", "rquote": "\u2019",
            "ldblquote": "\u201c", "rdblquote": "\u201d", "emspace": " ", "enspace": " ", "qmspace": " "}
_HEAD_BYTES = 8192  # where the signature is looked for, as the registry's sniffing does
_ESCAPED = {b"\\": "\\", b"{": "{", b"}": "}", b"~": "\u00a0", b"-": "", b"_": "-", b"\n": "\n", b"\r": "\n"}


class RtfExtractor:
    name = "rtf"
    extensions: tuple[str, ...] = (".rtf",)

    def sniff(self, head: bytes) -> bool:
        return head.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"{\\rtf")

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        if not self.sniff(data[:_HEAD_BYTES]):  # known by its extension: it must still be RTF
            raise ExtractError("parse", "not RTF: it does not open with {\\rtf")
        text, title = rtf_text(data)
        read = TextExtractor().extract(relpath, text.encode("utf-8"), mtime, limits)
        sessions = tuple(replace(s, title=title or s.title, metadata={"format": "rtf"}) for s in read.sessions)
        return Extraction(sessions, read.problems)


def rtf_text(data: bytes) -> tuple[str, str]:
    """The document's text and its stated title ("" when none)."""
    out: list[str] = []
    title: list[str] = []
    # per open group: (hidden, in the title, characters of fallback after \uN, code page)
    stack: list[tuple[bool, bool, int, str]] = [(False, False, 1, "cp1252")]
    hidden, in_title, uc, codepage = stack[0]
    pending = 0  # fallback characters still to skip after a \uN
    first = False  # the next token is the first of its group (where a destination is named)
    bytes_run = bytearray()

    def emit(piece: str) -> None:
        if in_title:
            title.append(piece)
        elif not hidden:
            out.append(piece)

    def flush() -> None:
        if bytes_run:
            emit(bytes_run.decode(codepage, errors="replace"))
            bytes_run.clear()

    for m in _TOKEN.finditer(data):
        word, arg, hexbyte, symbol, brace, plain = m.groups()
        if hexbyte is None:
            flush()
        if word is None and hexbyte is None and symbol is None and brace is None and plain is None:
            continue  # a line break in the file is no text of the document
        if brace == b"{":
            stack.append((hidden, in_title, uc, codepage))
            first = True
            continue
        if brace == b"}":
            if len(stack) > 1:
                hidden, in_title, uc, codepage = stack.pop()
            first = False
            continue
        if symbol == b"*" and first:  # {\*\destination …}: an optional destination this reader does not know
            hidden, first = True, False
            continue
        opened, first = first, False
        if word is not None:
            name = word.decode("ascii")
            if opened and name in _HIDDEN:
                hidden = True
            if opened and name == "title":  # inside the hidden info group: read for the title alone
                in_title = True
            elif name == "ansicpg" and arg and _known(f"cp{int(arg)}"):
                codepage = f"cp{int(arg)}"
            elif name == "uc" and arg:
                uc = max(int(arg), 0)
            elif name == "u" and arg:
                code = int(arg) + 65536 if int(arg) < 0 else int(arg)  # a signed 16-bit number
                emit(chr(code) if code < 0x110000 else "\ufffd")
                pending = uc
            elif name in _SYMBOLS:
                emit(_SYMBOLS[name])
            continue
        if pending:  # the fallback of a \uN: a hex escape, a symbol or a character of plain text
            if plain is not None and len(plain) > pending:
                plain, pending = plain[pending:], 0
            else:
                pending -= 1 if plain is None else len(plain)
                pending = max(pending, 0)
                continue
        if hexbyte is not None:
            bytes_run.append(int(hexbyte, 16))
        elif symbol is not None:
            emit(_ESCAPED.get(symbol, ""))
        elif plain is not None:
            emit(plain.decode(codepage, errors="replace"))
    flush()
    # a character beyond the BMP is written as two \uN, a surrogate pair: joined here
    text = "".join(out).encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    text = re.sub(r"[ \t]+\n", "\n", text)
    return re.sub(r"\n{3,}", "\n\n", text).strip() + "\n", " ".join("".join(title).split())


def _known(name: str) -> bool:
    try:
        codecs.lookup(name)
    except LookupError:
        return False
    return True
