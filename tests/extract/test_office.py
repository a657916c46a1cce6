"""Word-processor documents (.docx, .odt): a document session in heading sections, with its own title and date,
whatever the writer's language names its styles; broken, encrypted or hostile archives are problems."""

from __future__ import annotations

import io
import zipfile
from datetime import datetime

from documents import docx, odt, paragraph, zipped
from extract_contract import MTIME, check_contract

from vaultmem.extract import Limits, default_registry, zipxml
from vaultmem.extract.base import ExtractedSession

STYLES = ('<w:style w:type="paragraph" w:styleId="berschrift1"><w:name w:val="heading 1"/></w:style>'
          '<w:style w:type="paragraph" w:styleId="Titel"><w:name w:val="Title"/></w:style>'
          '<w:style w:type="paragraph" w:styleId="Kapitel"><w:name w:val="Kapitel"/>'
          '<w:pPr><w:outlineLvl w:val="1"/></w:pPr></w:style>')


def test_a_docx_is_a_document_in_heading_sections():
    body = (paragraph("Boiler service", "Titel") + paragraph("Who came", "berschrift1")
            + paragraph("Ann from Warmworks, Gas Safe 558231.") + paragraph("Parts", "Kapitel")
            + paragraph("fan", listed=True) + paragraph("#1 valve, the old one")
            + "<w:tbl><w:tr><w:tc>" + paragraph("fan") + "</w:tc><w:tc>" + paragraph("£40") + "</w:tc></w:tr></w:tbl>"
            + '<w:p><w:r><w:t>kept </w:t></w:r><w:del><w:r><w:delText>gone</w:delText></w:r></w:del>'
              '<w:r><w:t>this</w:t></w:r></w:p>')
    core = ("<dc:title>Boiler file</dc:title><dcterms:created>2023-05-01T09:00:00Z</dcterms:created>"
            "<dcterms:modified>2024-02-03T10:30:00Z</dcterms:modified>")
    (doc,) = extract_ok("house/boiler.docx", docx(body, STYLES, core))
    assert doc.kind == "document" and doc.title == "Boiler file" and doc.metadata["format"] == "docx"
    assert doc.date.replace(tzinfo=None) == datetime(2024, 2, 3, 10, 30)  # last saved, not created
    paths = [c.metadata["heading_path"] for c in doc.chunks]
    assert paths == [["Who came"], ["Who came", "Parts"]]  # "berschrift1" is a German Word's "heading 1", and
    assert doc.text.startswith("# Boiler service\n\n# Who came")  # a style with an outline level a heading too
    assert "Gas Safe 558231" in doc.text and "- fan" in doc.text and "fan | £40" in doc.text
    assert "\\#1 valve" in doc.text  # a paragraph opening with "#" is no heading
    assert "kept this" in doc.text and "gone" not in doc.text  # deleted text is not the document's
    assert not any(c.user_authored for c in doc.chunks)


def test_an_odt_is_a_document_with_its_outline():
    body = ('<text:h text:outline-level="1">Allotment rules</text:h><text:p>Water troughs open on'
            '<text:s text:c="2"/>1 April.<text:note><text:note-body><text:p>footnote words</text:p>'
            '</text:note-body></text:note></text:p><text:list><text:list-item><text:p>no bonfires</text:p>'
            '</text:list-item></text:list><text:h text:outline-level="2">Fees</text:h>'
            '<table:table><table:table-row><table:table-cell><text:p>plot</text:p></table:table-cell>'
            '<table:table-cell><text:p>£35</text:p></table:table-cell></table:table-row></table:table>')
    (doc,) = extract_ok("rules.odt", odt(body, "<dc:date>2024-03-04T19:02:00</dc:date>"))
    assert doc.kind == "document" and doc.title == "Allotment rules" and doc.metadata["format"] == "odt"
    assert doc.date == datetime(2024, 3, 4, 19, 2)
    assert "Water troughs open on 1 April." in doc.text and "footnote" not in doc.text
    assert "- no bonfires" in doc.text and "plot | £35" in doc.text
    assert [c.metadata["heading_path"] for c in doc.chunks][-1] == ["Allotment rules", "Fees"]


def test_a_document_without_properties_is_titled_by_its_file(extract):
    (doc,) = extract("notes/Minutes 3 March.docx", docx(paragraph("The committee met."))).sessions
    assert doc.title == "Minutes 3 March" and doc.date == MTIME  # the file's own time


def test_broken_or_hostile_documents_are_problems(extract):
    bomb = '<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><x>&b;</x>'
    cases = {"not a zip": b"PK\x03\x04 truncated", "no body": zipped({"word/other.xml": "<x/>"}),
             "entities": zipped({"word/document.xml": bomb}), "bad XML": zipped({"content.xml": "<office:text>"})}
    for what, data in cases.items():
        result = extract("odt.odt" if what == "bad XML" else "doc.docx", data)
        assert not result.sessions and result.problems[0].kind == "parse", what
    locked = zipped({"word/document.xml": "<x/>"}, flag_bits=1)
    assert extract("locked.docx", locked).problems[0].kind == "encrypted"


def test_a_part_that_inflates_past_the_cap_is_cut_off(extract, monkeypatch):
    monkeypatch.setattr(zipxml, "MAX_PART_BYTES", 10_000)
    big = docx(paragraph("x" * 20_000))
    assert zipfile.ZipFile(io.BytesIO(big)).getinfo("word/document.xml").compress_size < 10_000
    assert extract("big.docx", big).problems[0].kind == "too_large"


def extract_ok(relpath: str, data: bytes) -> tuple[ExtractedSession, ...]:
    result = default_registry().extract(relpath, data, MTIME, Limits())
    check_contract(result)
    assert not result.problems, result.problems
    return result.sessions
