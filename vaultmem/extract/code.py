"""Source code: chunks at top-level symbol and import boundaries, with language, symbol and line range.

A per-language regex for the lines that open a top-level definition is enough for retrieval (no parser per
language to ship or keep safe on broken code). Comments and decorators directly above a definition travel
with it. Small neighbouring symbols are packed together; a long one is cut at line breaks.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from datetime import datetime
from pathlib import PurePosixPath

from ..model import ChunkMetadata
from .base import ExtractedChunk, ExtractedSession, Extraction, Limits
from .decode import decode_text
from .paragraphs import Span, line_starts, trim, window_spans

# Quantifiers are bounded so a megabyte-long line cannot make the lazy prefix backtrack quadratically.
_C_FUNC = r"^[A-Za-z_][\w \t*&:<>,\[\]]{0,120}?\b([A-Za-z_]\w{0,100})[ \t]*\([^;{\n]{0,300}\)?[ \t\w]{0,60}\{?[ \t]*$"
_SYMBOLS: dict[str, str] = {
    "python": r"^(?:async[ \t]+def|def|class)[ \t]+(\w+)",
    "javascript": r"^(?:export[ \t]+)?(?:default[ \t]+)?(?:async[ \t]+)?(?:function\*?|class|const|let|var)"
                  r"[ \t]+([\w$]+)",
    "typescript": r"^(?:export[ \t]+)?(?:default[ \t]+)?(?:declare[ \t]+)?(?:abstract[ \t]+)?(?:async[ \t]+)?"
                  r"(?:function\*?|class|interface|type|enum|const|let|var|namespace)[ \t]+([\w$]+)",
    "go": r"^(?:func[ \t]+(?:\([^)]*\)[ \t]*)?|type[ \t]+)(\w+)",
    "rust": r"^(?:pub(?:\([\w:]+\))?[ \t]+)?(?:async[ \t]+|unsafe[ \t]+|const[ \t]+)*"
            r"(?:fn|struct|enum|trait|impl(?:<[^>]*>)?|mod|type|static|const|macro_rules!)[ \t]+([\w:]+)",
    "java": r"^[ \t]{0,4}(?:(?:public|private|protected|static|final|abstract|sealed|synchronized|override|"
            r"internal|open|data|suspend)[ \t]+)*(?:class|interface|enum|record|fun|object|[\w<>\[\],]+)[ \t]+"
            r"(\w+)[ \t]*[({<:]",
    "c": _C_FUNC,
    "ruby": r"^[ \t]{0,2}(?:def|class|module)[ \t]+([\w:.?!]+)",
    "php": r"^[ \t]{0,4}(?:(?:public|private|protected|static|abstract|final)[ \t]+)*(?:function|class|interface|"
           r"trait)[ \t]+(\w+)",
    "shell": r"^(?:function[ \t]+)?([\w-]+)[ \t]*\(\)[ \t]*\{?",
    "sql": r"^(?i:create|alter|insert|select|with|update|delete|drop)\b[ \t]*(?:(?i:or[ \t]+replace|table|view|"
           r"index|function|procedure|trigger|into|from|unique|materialized)[ \t]+)*([\w.\"`]+)?",
    "css": r"^([^\s{}/@][^{}\n]{0,200}?)[ \t]*\{",
    "html": r"^[ \t]{0,4}<(head|body|main|section|article|nav|header|footer|script|style|form|table)\b",
    "lua": r"^(?:local[ \t]+)?function[ \t]+([\w.:]+)",
}
_IMPORTS: dict[str, str] = {
    "python": r"^(?:import|from)[ \t]", "javascript": r"^(?:import|const .*= require\()", "go": r"^import\b",
    "rust": r"^(?:use|extern crate)[ \t]", "java": r"^(?:import|package)[ \t]", "c": r"^#[ \t]*include\b",
    "php": r"^(?:use|require|include)", "ruby": r"^require", "typescript": r"^import[ \t]",
}
LANGUAGES: dict[str, str] = {
    ".py": "python", ".pyw": "python", ".pyi": "python", ".js": "javascript", ".mjs": "javascript",
    ".cjs": "javascript", ".jsx": "javascript", ".ts": "typescript", ".tsx": "typescript", ".go": "go",
    ".rs": "rust", ".java": "java", ".kt": "java", ".kts": "java", ".scala": "java", ".cs": "java",
    ".swift": "java", ".c": "c", ".h": "c", ".cpp": "c", ".cc": "c", ".cxx": "c", ".hpp": "c", ".hh": "c",
    ".m": "c", ".rb": "ruby", ".php": "php", ".sh": "shell", ".bash": "shell", ".zsh": "shell",
    ".sql": "sql", ".css": "css", ".scss": "css", ".less": "css", ".html": "html", ".htm": "html",
    ".vue": "html", ".svelte": "html", ".lua": "lua",
}
_COMPILED = {lang: re.compile(p, re.MULTILINE) for lang, p in _SYMBOLS.items()}
_IMPORT_COMPILED = {lang: re.compile(p, re.MULTILINE) for lang, p in _IMPORTS.items()}
_LEAD_IN = re.compile(r"[ \t]*(?:#(?!include)|//|/\*|\*|--|@|\[|<!--)")
_SHEBANG = re.compile(rb"^#![^\n]*\b(python\d?|node|bash|sh|zsh|ruby|php|lua)\b")
_SHEBANG_LANG = {"python": ".py", "python3": ".py", "python2": ".py", "node": ".js", "bash": ".sh", "sh": ".sh",
                 "zsh": ".sh", "ruby": ".rb", "php": ".php", "lua": ".lua"}


@dataclass(frozen=True, slots=True)
class Segment:
    span: Span
    symbol: str


class CodeExtractor:
    name = "code"
    extensions: tuple[str, ...] = tuple(LANGUAGES)

    def sniff(self, head: bytes) -> bool:
        return _SHEBANG.match(head) is not None

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        text, encoding = decode_text(data)
        language = language_of(relpath, data[:200])
        lines = line_starts(text)
        chunks = []
        for seg in pack_segments(segments(text, language), limits.chunk_target_chars):
            for piece in window_spans(text, seg.span, limits.chunk_target_chars * 2):
                meta = ChunkMetadata(language=language, symbol=seg.symbol,
                                     line_start=bisect_right(lines, piece.start),
                                     line_end=bisect_right(lines, piece.end - 1))
                chunks.append(ExtractedChunk(text[piece.start:piece.end], piece.start, piece.end, meta))
        session = ExtractedSession(key="0", kind="code", title=PurePosixPath(relpath).name, date=mtime, text=text,
                                   chunks=tuple(chunks), metadata={"language": language, "encoding": encoding})
        return Extraction((session,) if chunks else ())


def language_of(relpath: str, head: bytes) -> str:
    suffix = PurePosixPath(relpath).suffix.lower()
    if suffix in LANGUAGES:
        return LANGUAGES[suffix]
    m = _SHEBANG.match(head)
    return LANGUAGES[_SHEBANG_LANG[m.group(1).decode()]] if m else "text"


def segments(text: str, language: str) -> list[Segment]:
    """The file cut before each top-level symbol (and its lead-in comments); the preamble is ``<imports>``
    when it holds import lines, else ``<module>``."""
    pattern = _COMPILED.get(language)
    boundaries: list[tuple[int, str]] = []
    if pattern is not None:
        for m in pattern.finditer(text):
            name = next((g for g in m.groups() if g), "") if m.groups() else ""
            boundaries.append((_with_lead_in(text, m.start()), name.strip() or m.group(0).strip()[:60]))
    imports = _IMPORT_COMPILED.get(language)
    first = boundaries[0][0] if boundaries else len(text)
    preamble = "<imports>" if imports is not None and imports.search(text, 0, first) else "<module>"
    cuts = [(0, preamble)] + [b for b in boundaries if b[0] > 0]
    out: list[Segment] = []
    for i, (start, symbol) in enumerate(cuts):
        end = cuts[i + 1][0] if i + 1 < len(cuts) else len(text)
        span = trim(text, start, end)
        if span is not None:
            out.append(Segment(span, symbol))
    return out


def pack_segments(segs: list[Segment], target_chars: int) -> list[Segment]:
    """Merge neighbouring small segments up to ``target_chars``; the merged one is named after the first."""
    out: list[Segment] = []
    for seg in segs:
        if out and seg.span.end - out[-1].span.start <= target_chars:
            out[-1] = Segment(Span(out[-1].span.start, seg.span.end), out[-1].symbol)
        else:
            out.append(seg)
    return out


def _with_lead_in(text: str, start: int) -> int:
    """Move a symbol's start up over directly preceding comment / decorator / attribute lines."""
    while start > 0:
        prev = text.rfind("\n", 0, start - 1) + 1
        if not _LEAD_IN.match(text, prev, start - 1):
            break
        start = prev
    return start
