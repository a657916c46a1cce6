"""Word-processor files built in memory, as Word and LibreOffice lay them out (the parts and elements VaultMem
reads, with the namespaces and prefixes they write), for the office extractor's tests."""

from __future__ import annotations

import io
import zipfile

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
CORE = ('xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" '
        'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/"')
ODF = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
       'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
       'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
       'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"')


def zipped(parts: dict[str, str | bytes], flag_bits: int = 0) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in parts.items():
            info = zipfile.ZipInfo(name, (2024, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data)
    raw = bytearray(out.getvalue())
    if flag_bits:  # zipfile writes its own flags: set them in the first local header and central entry after
        raw[6] |= flag_bits  # (1: encrypted, as a password-protected document says)
        raw[raw.find(b"PK\x01\x02") + 8] |= flag_bits
    return bytes(raw)


def paragraph(text: str, style: str = "", listed: bool = False) -> str:
    props = (f'<w:pStyle w:val="{style}"/>' if style else "") + ("<w:numPr><w:numId w:val=\"1\"/></w:numPr>"
                                                                   if listed else "")
    return f"<w:p><w:pPr>{props}</w:pPr><w:r><w:t xml:space=\"preserve\">{text}</w:t></w:r></w:p>"


def docx(body: str, styles: str = "", core: str = "") -> bytes:
    parts: dict[str, str | bytes] = {
        "[Content_Types].xml": "<Types/>",
        "word/document.xml": f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                             f"<w:document {W}><w:body>{body}<w:sectPr/></w:body></w:document>"}
    if styles:
        parts["word/styles.xml"] = f"<w:styles {W}>{styles}</w:styles>"
    if core:
        parts["docProps/core.xml"] = f"<cp:coreProperties {CORE}>{core}</cp:coreProperties>"
    return zipped(parts)


def odt(body: str, meta: str = "") -> bytes:
    parts: dict[str, str | bytes] = {
        "mimetype": "application/vnd.oasis.opendocument.text",
        "content.xml": f'<?xml version="1.0" encoding="UTF-8"?>\n<office:document-content {ODF}>'
                       f"<office:automatic-styles/><office:body><office:text>{body}</office:text></office:body>"
                       f"</office:document-content>"}
    if meta:
        parts["meta.xml"] = f"<office:document-meta {ODF}><office:meta>{meta}</office:meta></office:document-meta>"
    return zipped(parts)


def pdf(pages: list[str], outline: dict[int, str] | None = None, info: dict[str, str] | None = None,
        password: str = "") -> bytes:
    """A PDF of ``pages``, each a list of lines set in Helvetica, with bookmarks (page index → title), an
    information dictionary and, given a password, encrypted: written by pypdf from hand-made page streams."""
    from pypdf import PdfWriter
    from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject

    writer = PdfWriter()
    font = writer._add_object(DictionaryObject({NameObject("/Type"): NameObject("/Font"),
                                                NameObject("/Subtype"): NameObject("/Type1"),
                                                NameObject("/BaseFont"): NameObject("/Helvetica")}))
    for text in pages:
        page = writer.add_blank_page(612, 792)
        lines = "".join(f"({line.replace('(', '[').replace(')', ']')}) Tj 0 -16 Td " for line in text.split("\n"))
        stream = DecodedStreamObject()
        stream.set_data(f"BT /F1 12 Tf 72 720 Td {lines}ET".encode("latin-1"))
        page[NameObject("/Contents")] = writer._add_object(stream)
        page[NameObject("/Resources")] = DictionaryObject({NameObject("/Font"): DictionaryObject(
            {NameObject("/F1"): font})})
    for number, title in (outline or {}).items():
        writer.add_outline_item(title, number)
    if info:
        writer.add_metadata(info)
    if password:
        writer.encrypt(password, algorithm="AES-256")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


XL = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
XL_R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'


def xlsx(sheets: dict[str, str], strings: list[str], styles: str = "", date1904: bool = False) -> bytes:
    """A workbook of ``sheets`` (name → the <sheetData> rows' XML), its shared strings and its styles' XML."""
    names = "".join(f'<sheet name="{n}" sheetId="{i + 1}" r:id="rId{i + 1}"/>' for i, n in enumerate(sheets))
    rels = "".join(f'<Relationship Id="rId{i + 1}" Target="worksheets/sheet{i + 1}.xml" Type="worksheet"/>'
                   for i in range(len(sheets)))
    parts: dict[str, str | bytes] = {
        "xl/workbook.xml": f"<workbook {XL} {XL_R}>" + ('<workbookPr date1904="1"/>' if date1904 else "")
                           + f"<sheets>{names}</sheets></workbook>",
        "xl/_rels/workbook.xml.rels": f'<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/'
                                      f'relationships">{rels}</Relationships>',
        "xl/sharedStrings.xml": f"<sst {XL}>" + "".join(f"<si><t>{s}</t></si>" for s in strings) + "</sst>",
        "xl/styles.xml": f"<styleSheet {XL}>{styles}</styleSheet>"}
    for i, rows in enumerate(sheets.values()):
        parts[f"xl/worksheets/sheet{i + 1}.xml"] = f"<worksheet {XL}><sheetData>{rows}</sheetData></worksheet>"
    return zipped(parts)


def ods(tables: dict[str, str]) -> bytes:
    """A spreadsheet of ``tables`` (name → its rows' XML)."""
    body = "".join(f'<table:table table:name="{n}">{rows}</table:table>' for n, rows in tables.items())
    ns = ODF + ' xmlns:ooo="urn:oasis:names:tc:opendocument:xmlns:office:1.0"'
    return zipped({"mimetype": "application/vnd.oasis.opendocument.spreadsheet",
                   "content.xml": f"<office:document-content {ns}><office:body><office:spreadsheet>{body}"
                                  f"</office:spreadsheet></office:body></office:document-content>"})


P = ('xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" '
     'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' + XL_R)
RELS = 'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"'


def pptx(slides: list[tuple[str, list[str], str]]) -> bytes:
    """A deck of (title, body paragraphs, speaker notes) slides, laid out as PowerPoint writes one: slides listed
    in reverse part order (the deck's order is its list's, not the parts' names), a slide number on each."""
    def shape(kind: str, paragraphs: list[str]) -> str:
        ph = f'<p:nvSpPr><p:nvPr><p:ph type="{kind}"/></p:nvPr></p:nvSpPr>' if kind else "<p:nvSpPr/>"
        return f"<p:sp>{ph}<p:txBody>" + "".join(f"<a:p><a:r><a:t>{t}</a:t></a:r></a:p>" for t in paragraphs) + \
            "</p:txBody></p:sp>"
    n = len(slides)
    parts: dict[str, str | bytes] = {
        "ppt/presentation.xml": f"<p:presentation {P}><p:sldIdLst>" + "".join(
            f'<p:sldId id="{256 + i}" r:id="rId{i + 1}"/>' for i in range(n)) + "</p:sldIdLst></p:presentation>",
        "ppt/_rels/presentation.xml.rels": f"<Relationships {RELS}>" + "".join(
            f'<Relationship Id="rId{i + 1}" Target="slides/slide{n - i}.xml"/>' for i in range(n)) + "</Relationships>"}
    for i, (title, body, notes) in enumerate(slides):
        number = n - i
        parts[f"ppt/slides/slide{number}.xml"] = (f"<p:sld {P}><p:cSld><p:spTree>" + shape("title", [title])
                                                  + shape("", body) + shape("sldNum", [str(i + 1)])
                                                  + "</p:spTree></p:cSld></p:sld>")
        if notes:
            parts[f"ppt/slides/_rels/slide{number}.xml.rels"] = (
                f'<Relationships {RELS}><Relationship Id="rId2" Target="../notesSlides/notesSlide{number}.xml"/>'
                "</Relationships>")
            parts[f"ppt/notesSlides/notesSlide{number}.xml"] = (
                f"<p:notes {P}><p:cSld><p:spTree>" + shape("sldImg", []) + shape("body", [notes])
                + shape("sldNum", [str(i + 1)]) + "</p:spTree></p:cSld></p:notes>")
    return zipped(parts)


def odp(pages: list[tuple[str, list[str], str]]) -> bytes:
    """A presentation of (title, outline paragraphs, notes) pages, as LibreOffice Impress writes one."""
    ns = ODF + (' xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
                'xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0"')

    def frame(cls: str, paragraphs: list[str]) -> str:
        return (f'<draw:frame presentation:class="{cls}"><draw:text-box>'
                + "".join(f"<text:p>{t}</text:p>" for t in paragraphs) + "</draw:text-box></draw:frame>")
    body = "".join(f'<draw:page draw:name="page{i + 1}">' + frame("title", [title]) + frame("outline", lines)
                   + frame("page-number", [str(i + 1)])
                   + (f"<presentation:notes><draw:page-thumbnail/>{frame('notes', [notes])}</presentation:notes>"
                      if notes else "") + "</draw:page>" for i, (title, lines, notes) in enumerate(pages))
    return zipped({"mimetype": "application/vnd.oasis.opendocument.presentation",
                   "content.xml": f"<office:document-content {ns}><office:body><office:presentation>{body}"
                                  "</office:presentation></office:body></office:document-content>"})


def epub(chapters: list[tuple[str, str]], title: str = "", date: str = "") -> bytes:
    """An e-book of (file name, XHTML body) chapters, its spine listing them in reverse name order after a nav."""
    opf = 'xmlns="http://www.idpf.org/2007/opf" xmlns:dc="http://purl.org/dc/elements/1.1/"'
    items = "".join(f'<item id="c{i}" href="text/{name}" media-type="application/xhtml+xml"/>'
                    for i, (name, _) in enumerate(chapters))
    spine = "".join(f'<itemref idref="c{i}"/>' for i in range(len(chapters)))
    meta = (f"<dc:title>{title}</dc:title>" if title else "") + (f"<dc:date>{date}</dc:date>" if date else "")
    parts: dict[str, str | bytes] = {
        "mimetype": "application/epub+zip",
        "META-INF/container.xml": '<container xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>'
                                  '<rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>'
                                  "</rootfiles></container>",
        "OEBPS/content.opf": f'<package {opf} version="3.0"><metadata>{meta}</metadata><manifest>{items}'
                             '<item id="css" href="style.css" media-type="text/css"/></manifest>'
                             f'<spine>{spine}<itemref idref="missing"/></spine></package>'}
    for name, body in chapters:
        parts[f"OEBPS/text/{name}"] = ('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html>\n<html '
                                       f'xmlns="http://www.w3.org/1999/xhtml"><head><title>x</title></head><body>{body}'
                                       "</body></html>")
    return zipped(parts)
