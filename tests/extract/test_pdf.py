"""PDFs: a document session of every page's text, in sections where its bookmarks point, titled and dated by its
information dictionary; a password, a scan without text or a broken file is a problem of its own."""

from __future__ import annotations

from datetime import UTC, datetime

from documents import pdf


def test_a_pdf_is_a_document_in_sections_where_its_bookmarks_point(extract):
    pages = ["Boiler service record\nServiced by Ann, Gas Safe 558231", "Parts\n# of fans: 2\n-----\nvalve, the old one"]
    data = pdf(pages, {1: "Parts list"}, {"/Title": "Boiler file", "/ModDate": "D:20240203103000Z",
                                          "/CreationDate": "D:20230501090000Z"})
    result = extract("house/boiler.pdf", data)
    assert not result.problems
    (doc,) = result.sessions
    assert doc.kind == "document" and doc.title == "Boiler file"
    assert doc.metadata == {"format": "pdf", "pages": 2}
    assert doc.date == datetime(2024, 2, 3, 10, 30, tzinfo=UTC)  # modified, not created
    assert [c.metadata["heading_path"] for c in doc.chunks] == [[], ["Parts list"]]
    assert [(c.metadata["page_start"], c.metadata["page_end"]) for c in doc.chunks] == [(1, 1), (2, 2)]
    assert "line_start" not in doc.chunks[0].metadata  # lines of the text made from the pages point nowhere
    assert "Gas Safe 558231" in doc.chunks[0].text and "valve, the old one" in doc.chunks[1].text
    assert "\\# of fans" in doc.text and "\\-----" in doc.text  # a line of text is no heading nor underline
    assert not any(c.user_authored for c in doc.chunks)


def test_a_bookmark_heads_the_line_that_names_it_and_broken_words_are_joined(extract):
    page = ("Boiler service record kept by the landlord for the flat at 12 Mill Lane, Leeds\nAnn came.\n"
            "2.3 Parts list\nThe fan and the diverter valve were replaced under the manufacturer's war-\nranty, "
            "and the pressure vessel was recharged to one bar on the first of March")
    (doc,) = extract("boiler.pdf", pdf([page], {0: "Parts list"})).sessions
    assert [c.metadata["heading_path"] for c in doc.chunks] == [[], ["Parts list"]]
    assert doc.chunks[0].text.endswith("Ann came.") and "2.3 Parts list" in doc.chunks[1].text
    assert "warranty" in doc.chunks[1].text  # a hyphen at a line's end before a lowercase letter was the line's
    set_text = ("The fan and the diverter valve were replaced under the warranty this spring\nShort end.\n"
                "The pressure vessel was recharged to one bar on the first of March as agreed")
    (doc,) = extract("boiler.pdf", pdf([set_text])).sessions
    assert "spring\nShort end.\n\nThe pressure" in doc.text  # a short line that ends a sentence ends its paragraph


def test_running_heads_and_feet_are_kept_once(extract):
    steps = ("bleed the radiators", "top up the pressure", "check the flue", "reset the thermostat")
    pages = [f"Worcester Greenstar manual\nStep {i}: {step}\nPage {i} of 4" for i, step in enumerate(steps, 1)]
    (doc,) = extract("manual.pdf", pdf(pages)).sessions
    assert doc.text.count("Greenstar") == 1 and doc.text.count("of 4") == 1  # kept once, where first met
    assert all(step in doc.text for step in steps)
    (short,) = extract("two.pdf", pdf(pages[:2])).sessions
    assert short.text.count("Greenstar") == 2  # two pages are too few to tell a running head from a first line


def test_a_pdf_is_known_by_its_signature_and_titled_by_its_file(extract):
    result = extract("scans/statement", pdf(["Account 4417 balance 1,234.56"]))
    assert result.extractor == "pdf" and result.sessions[0].title == "statement"


def test_passwords_scans_and_damage_are_problems(extract):
    assert extract("x.pdf", pdf(["secret"], password="hunter2")).problems[0].kind == "encrypted"
    restricted = extract("x.pdf", pdf(["printable words only"], password=""))  # locked for editing, not reading
    assert not restricted.problems and "printable words only" in restricted.sessions[0].text
    scan = extract("scan.pdf", pdf([""]))
    assert not scan.sessions and scan.problems[0].kind == "no_text" and "scan" in scan.problems[0].message
    whole = pdf(["some words"])
    for broken in (whole[:200], whole.replace(b"xref", b"xrex").replace(b"/Root", b"/Rott"), b"%PDF-1.7\n"):
        result = extract("broken.pdf", broken)
        assert not result.sessions and result.problems[0].kind == "parse"
