"""HTML → readable plain text with the stdlib parser, for HTML-only email and the like.

Scripts, styles, the document head and embedded objects are dropped; images and links keep no URL, so
nothing remote is ever referenced, let alone fetched. Block elements become line breaks so paragraphs
survive for chunking.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

_SKIP = frozenset({"script", "style", "head", "title", "template", "noscript", "svg", "object", "iframe"})
_BREAK = frozenset({"br", "tr", "dt", "dd"})
_PARAGRAPH = frozenset({
    "p", "div", "section", "article", "header", "footer", "main", "aside", "nav", "table", "ul", "ol", "dl",
    "blockquote", "pre", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "figure", "form", "address",
})
_SPACES = re.compile(r"[ \t\f\v\u00a0]+")
_BLANK_LINES = re.compile(r"\n{3,}")


class _TextCollector(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.skip_depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "body":
            self.skip_depth = 0  # an unclosed <head> must not swallow the body
        elif tag in _SKIP:
            self.skip_depth += 1
        elif tag in _PARAGRAPH:
            self.out.append("\n\n")
        elif tag in _BREAK:
            self.out.append("\n")
        elif tag == "li":
            self.out.append("\n- ")
        elif tag in ("td", "th"):
            self.out.append(" ")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in _SKIP:  # <script/> opens nothing that a close tag would end
            self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag: str) -> None:
        if tag in _SKIP:
            self.skip_depth = max(0, self.skip_depth - 1)
        elif tag in _PARAGRAPH:
            self.out.append("\n\n")

    def handle_data(self, data: str) -> None:
        if not self.skip_depth:
            self.out.append(data)


def html_to_text(html: str) -> str:
    """Visible text of an HTML document, one paragraph per block, whitespace tidied."""
    collector = _TextCollector()
    collector.feed(html)
    collector.close()
    lines = (_SPACES.sub(" ", line).strip() for line in "".join(collector.out).split("\n"))
    return _BLANK_LINES.sub("\n\n", "\n".join(lines)).strip()
