"""HTML → readable plain text with the stdlib parser, for HTML-only email and HTML documents.

Scripts, styles, the document head, embedded objects and a page's navigation (``<nav>``, or any element with
the ARIA role ``navigation`` or ``search``: a saved page's menus and sidebars) are dropped; images and links keep
no URL, so nothing remote is ever referenced, let alone fetched. Block elements become line breaks so
paragraphs survive for chunking. A page also gives its ``<title>``, the dates its ``<meta>`` tags state, and, on
request, its headings as Markdown heading lines, so a page is sectioned as a note is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html.parser import HTMLParser

_SKIP = frozenset({"script", "style", "head", "title", "template", "noscript", "svg", "object", "iframe", "nav"})
_SKIP_ROLES = frozenset({"navigation", "search"})
# Elements that never close: a role on one of them opens nothing to skip
_VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
                   "wbr"})
_BREAK = frozenset({"br", "tr", "dt", "dd"})
_PARAGRAPH = frozenset({
    "p", "div", "section", "article", "header", "footer", "main", "aside", "table", "ul", "ol", "dl",
    "blockquote", "pre", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "figure", "form", "address",
})
_HEADINGS = {f"h{n}": n for n in range(1, 7)}
# <meta name=… content=…> that date a page, most specific first (Dublin Core, Open Graph's article, plain "date")
DATE_META = ("dcterms.created", "dc.date.created", "article:published_time", "dcterms.date", "dc.date", "date",
             "created", "dcterms.modified", "article:modified_time", "last-modified")
# A numbered document's outline number before a heading's words ("5.1.3. List Comprehensions", "2 Scope"): it
# says where the section sits, and read as words it would match every question that holds a small number
_NUMBERED = r"\d{1,3}(?:\.\d{1,3})*\.?[ \t]+(?=[^\W\d_])"  # "5.1.3. " before a word
_OUTLINE = re.compile(rf"^(#{{1,6}} ){_NUMBERED}", re.MULTILINE)  # heading lines
_TITLE_OUTLINE = re.compile(f"^{_NUMBERED}")
_SPACES = re.compile(r"[ \t\f\v\u00a0]+")
_BLANK_LINES = re.compile(r"\n{3,}")


@dataclass(frozen=True, slots=True)
class Page:
    text: str  # one paragraph per block; headings as "## Heading" lines when asked for
    title: str  # the <title>, whitespace tidied ("" when none)
    meta: dict[str, str]  # the page's <meta name|property> values, names lowercased


class _TextCollector(HTMLParser):
    def __init__(self, headings: bool) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.skip_depth = 0
        self.role_skip: list[str] = []  # open elements of a skipped navigation region (its tag, once per level)
        self.headings = headings
        self.in_heading = False  # a heading is one line: its own line breaks would end it
        self.in_title = False
        self.title: list[str] = []
        self.meta: dict[str, str] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.role_skip:
            if tag == self.role_skip[0] and tag not in _VOID:
                self.role_skip.append(tag)
            return
        if tag == "meta":
            self._meta(dict(attrs))
        if tag == "body":
            self.skip_depth = 0  # an unclosed <head> must not swallow the body
        elif tag == "title":  # the page's: the first one (an inline SVG icon has titles of its own)
            self.in_title = not self.title
            self.skip_depth += 1
        elif tag in _SKIP:
            self.skip_depth += 1
        elif tag not in _VOID and (dict(attrs).get("role") or "").strip().lower() in _SKIP_ROLES:
            self.role_skip.append(tag)
        elif tag in _HEADINGS and self.headings and not self.skip_depth:
            self.out.append("\n\n" + "#" * _HEADINGS[tag] + " ")
            self.in_heading = True
        elif tag in _PARAGRAPH:
            self.out.append("\n\n")
            self.in_heading = False  # an unclosed heading ends where the next block starts
        elif tag in _BREAK:
            self.out.append(" " if self.in_heading else "\n")
        elif tag == "li":
            self.out.append("\n- ")
        elif tag in ("td", "th"):
            self.out.append(" ")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in _SKIP:  # <script/> opens nothing that a close tag would end
            self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag: str) -> None:
        if self.role_skip:
            if tag == self.role_skip[0]:
                self.role_skip.pop()
            return
        if tag == "title":
            self.in_title = False
        if tag in _HEADINGS:
            self.in_heading = False
        if tag in _SKIP:
            self.skip_depth = max(0, self.skip_depth - 1)
        elif tag in _PARAGRAPH:
            self.out.append("\n\n")

    def handle_data(self, data: str) -> None:
        if self.in_title:
            self.title.append(data)
        elif not self.skip_depth and not self.role_skip:
            self.out.append(data.replace("\n", " ") if self.in_heading else data)

    def _meta(self, attrs: dict[str, str | None]) -> None:
        name = (attrs.get("name") or attrs.get("property") or attrs.get("http-equiv") or "").strip().lower()
        content = attrs.get("content")
        if name and content and name not in self.meta:
            self.meta[name] = content.strip()


def read_page(html: str, headings: bool = False) -> Page:
    """The page's visible text (see the module doc), its title and its meta values."""
    collector = _TextCollector(headings)
    collector.feed(html)
    collector.close()
    lines = (_SPACES.sub(" ", line).strip() for line in "".join(collector.out).split("\n"))
    text = _BLANK_LINES.sub("\n\n", "\n".join(line for line in lines if line != "-")).strip()  # no empty items
    title = " ".join("".join(collector.title).split())
    if headings:
        text, title = _OUTLINE.sub(r"\1", text), _TITLE_OUTLINE.sub("", title)
    return Page(text, title, collector.meta)


def html_to_text(html: str) -> str:
    """Visible text of an HTML document, one paragraph per block, whitespace tidied."""
    return read_page(html).text
