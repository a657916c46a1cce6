"""E-books (.epub): a document session of the chapters in the spine's reading order, titled and dated by the
package; a file that is no e-book is a problem."""

from __future__ import annotations

from datetime import datetime

from documents import epub, zipped

CHAPTERS = [("z-spring.xhtml", "<h1>Spring</h1><p>Sow broad beans in March.</p>"),
            ("a-summer.xhtml", "<h1>Summer</h1><nav><p>Contents</p></nav><p>Water the troughs before nine.</p>")]


def test_an_epub_is_a_document_of_its_chapters_in_reading_order(extract):
    (book,) = extract("books/allotment.epub", epub(CHAPTERS, "The Allotment Year", "2021-04-01")).sessions
    assert book.kind == "document" and book.title == "The Allotment Year"
    assert book.date == datetime(2021, 4, 1) and book.metadata == {"format": "epub", "chapters": 2}
    assert [c.metadata["heading_path"] for c in book.chunks] == [["Spring"], ["Summer"]]  # the spine's order
    assert "Water the troughs before nine." in book.text and "Contents" not in book.text  # navigation is no text


def test_an_epub_without_metadata_is_titled_by_its_file(extract):
    (book,) = extract("Allotment Year.epub", epub(CHAPTERS)).sessions
    assert book.title == "Allotment Year" and book.date == datetime(2024, 6, 1, 12, 0)


def test_a_broken_epub_is_a_problem(extract):
    assert extract("x.epub", zipped({"mimetype": "application/epub+zip"})).problems[0].kind == "parse"
    no_package = zipped({"META-INF/container.xml": "<container><rootfiles/></container>"})
    assert "no package" in extract("x.epub", no_package).problems[0].message
