"""Rich Text Format: the document's text read as a plain-text note, its code page, Unicode characters and
escapes decoded, fonts, colours, pictures and field instructions left out, titled by its stated title."""

from __future__ import annotations

TEXTEDIT = rb"""{\rtf1\ansi\ansicpg1252\cocoartf2709
{\fonttbl\f0\fswiss\fcharset0 Helvetica;}
{\colortbl;\red255\green255\blue255;}
{\*\expandedcolortbl;;}
{\info{\title Boiler notes}{\author Meg}}
\pard\tx566\pardirnatural\partightenfactor0

\f0\fs24 \cf0 Caf\'e9 on the corner: boiler serviced by Ann \'96 Gas Safe 558231.\
Cost \u8364? 120, \uc0\u8212 paid.\
{\field{\*\fldinst{HYPERLINK "https://warmworks.example"}}{\fldrslt Warmworks}}\
{\*\shppict{\pict\pngblip 89504e470d0a}}Smile \uc1\u-10179?\u-8704? done\par
\par
Next paragraph about the radiators.}"""


def test_a_textedit_document_is_a_note_of_its_text(extract):
    (note,) = extract("notes/boiler.rtf", TEXTEDIT).sessions
    assert note.kind == "text" and note.title == "Boiler notes" and note.metadata == {"format": "rtf"}
    assert "Café on the corner: boiler serviced by Ann – Gas Safe 558231." in note.text  # the code page's bytes
    assert "Cost € 120, —paid." in note.text  # \u with its fallback skipped, \uc0 none
    assert "Warmworks" in note.text and "HYPERLINK" not in note.text  # a field's result, not its instruction
    assert "Smile \U0001f600 done" in note.text  # a surrogate pair joined
    assert not any(w in note.text for w in ("Helvetica", "255", "89504e", "Meg"))  # fonts, colours, pictures, info
    assert [c.text for c in note.chunks][-1].endswith("Next paragraph about the radiators.")


def test_rtf_is_known_by_its_signature_and_a_fake_one_is_a_problem(extract):
    assert extract("notes/untitled", TEXTEDIT).extractor == "rtf"
    (untitled,) = extract("a.rtf", rb"{\rtf1\ansi Hello {\b world}.}").sessions
    assert untitled.title == "Hello world." and untitled.text == "Hello world.\n"
    assert extract("b.rtf", b"plain words, no RTF").problems[0].kind == "parse"
