"""Address books (.vcf): a contact session per card, its lines in words, its name, addresses and address
book entries in the people and place fields; vCard 2.1's quoted-printable undone; a broken card is a problem of
its own while the others are kept."""

from __future__ import annotations

BOOK = (
    "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:dale-1\r\nFN:Dale Pickering\r\nN:Pickering;Dale;;;\r\n"
    "ORG:Pickering Lofts Ltd\r\nTITLE:Builder\r\nTEL;TYPE=CELL:07700 900123\r\nTEL;TYPE=WORK,VOICE:0113 496 0000\r\n"
    "EMAIL;TYPE=INTERNET:dale@pickering.example\r\nADR;TYPE=WORK:;;12 Mill Lane;Leeds;;LS6 2AB;UK\r\n"
    "NOTE:Did the loft quote. Gas Safe 123456\\, ask for To\r\n m on site\r\n"
    "PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD\r\nEND:VCARD\r\n"
    "BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=C3=89lodie;Dupont;;;\r\n"
    "FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Dupont =C3=89lodie\r\n"
    "NOTE;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Piano teacher, lessons on Thurs=\r\ndays at 5 =E2=80=93 =\r\n=C2=A325\r\n"
    "TEL;CELL:+33 6 12 34 56 78\r\nEND:VCARD\r\n"
)


def test_each_card_is_a_contact_with_its_lines_and_fields(extract):
    result = extract("contacts/all.vcf", BOOK)
    assert result.extractor == "contacts" and not result.problems
    dale, elodie = result.sessions
    assert dale.kind == "contact" and dale.title == "Dale Pickering" and dale.key == "uid:dale-1"
    assert dale.text.splitlines()[:5] == ["Dale Pickering", "Pickering Lofts Ltd", "Title: Builder",
                                          "Phone (cell): 07700 900123", "Phone (work): 0113 496 0000"]
    assert "Address (work): 12 Mill Lane, Leeds, LS6 2AB, UK" in dale.text
    assert "Note: Did the loft quote. Gas Safe 123456, ask for Tom on site" in dale.text  # folded and unescaped
    assert "9j" not in dale.text  # a picture is no text
    assert dale.metadata["people"] == ["Dale Pickering", "dale@pickering.example"]
    assert dale.metadata["location"] == "12 Mill Lane, Leeds, LS6 2AB, UK"
    assert not dale.chunks[0].user_authored
    assert elodie.title == "Dupont Élodie"  # vCard 2.1: quoted-printable, soft line breaks joined
    assert "Note: Piano teacher, lessons on Thursdays at 5 – £25" in elodie.text


def test_a_broken_card_is_skipped_and_the_rest_kept(extract):
    broken = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ana\r\nBEGIN:VCARD\r\nFN:Nested\r\nEND:VCARD\r\n"
    result = extract("book.vcf", BOOK + "BEGIN:VCARD\r\nFN:Left open\r\n")
    assert [s.title for s in result.sessions] == ["Dale Pickering", "Dupont Élodie"]
    assert result.problems and "without END:VCARD" in result.problems[0].message
    assert extract("odd.vcf", broken).problems[0].kind == "parse"  # a card inside a card: a problem, not a crash
    assert extract("none.vcf", "not a card at all").problems[0].kind == "parse"


def test_a_card_found_by_its_first_bytes_and_by_kind(extract):
    assert extract("export/Dale", BOOK).extractor == "contacts"  # no extension: the first line says vCard
