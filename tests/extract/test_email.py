from __future__ import annotations

import sysconfig
from datetime import UTC, datetime
from email.headerregistry import HeaderRegistry
from pathlib import Path

import pytest

from vaultmem.extract import ExtractedSession, Limits
from vaultmem.extract import email as email_extract

SAMPLE_VAULT = Path(__file__).resolve().parents[2] / "resources" / "sample_vault"
EMAIL_DIRS = [Path(sysconfig.get_path("stdlib")) / "test" / "test_email" / "data",
              Path("/usr/lib/python3.11/test/test_email/data")]


def test_quoted_printable_body_is_decoded(sample):
    (msg,) = sample("mail/2024-02-19-boiler-repair.eml").sessions
    assert msg.kind == "email" and msg.title == "Boiler repair visit"
    assert "Joaquim from AquaQuente" in msg.chunks[0].text
    assert "pressure relief valve" in msg.text and "não te preocupes" in msg.text
    assert msg.chunks[0].text.startswith("From: Rui Mendes")  # header lines ride with the first chunk
    assert msg.date == datetime(2024, 2, 19, 9, 12, 5, tzinfo=UTC)
    assert not any(c.user_authored for c in msg.chunks)


def test_base64_multipart_body_and_attachment_metadata(sample):
    (msg,) = sample("mail/2024-03-05-flight-confirmation.eml").sessions
    assert "Seat 14C has been reserved" in msg.text
    assert msg.metadata["from"] == "Atlântico Airways <bookings@atlantico-air.example>"
    assert msg.metadata["attachments"] == [{"name": "e-ticket-QX7PLM.pdf", "type": "application/pdf", "size": 69}]
    assert "<br>" not in msg.text  # text/plain preferred over the HTML alternative


def test_rfc2047_subject_is_decoded(sample):
    (msg,) = sample("mail/2024-05-28-daniel-birthday.eml").sessions
    assert msg.title == "Surprise dinner for Daniel at Cervejaria Ramiro 🦐"
    assert "Subject: Surprise dinner for Daniel at Cervejaria Ramiro" in msg.chunks[0].text


def test_thread_ids_and_quoted_chunks(sample):
    sessions = [sample(f"mail/harbor-cache-{i}.eml").sessions[0] for i in (1, 2, 3)]
    assert {s.metadata["thread_id"] for s in sessions} == {"<20240411093015.GA2231@fernleaf.example>"}
    reply = sessions[2]
    assert reply.metadata["in_reply_to"] == "<CAJm8Okafor.20240411.1104@fernleaf.example>"
    assert len(reply.metadata["references"]) == 2
    assert reply.metadata["cc"] == ["Harbor team <harbor@fernleaf.example>"]
    assert reply.metadata["from"] == "Tomás Ferreira <tomas.ferreira@fernleaf.example>"  # raw 8-bit UTF-8 header
    body, quoted = reply.chunks
    assert "Decision: we drop Redis" in body.text and not body.metadata["quoted"]
    assert quoted.metadata["quoted"] and quoted.text.startswith("On Thu, 11 Apr 2024 at 11:04")
    assert "Decision" not in quoted.text


def test_mbox_splits_messages_converts_html_and_unescapes_from(sample):
    news, mum = sample("mail/archive-2024-01.mbox").sessions
    assert news.title == "January news: the overhang wall opens"
    assert "45-degree overhang wall opens on Saturday 20 January" in news.text
    assert "track(" not in news.text and "font-family" not in news.text and "pixel.gif" not in news.text
    assert "- Youth team trials: 27 January" in news.text
    assert mum.key == "5512.1705260660@homemail.example"
    assert "\nFrom the garden: the first snowdrops are out." in mum.text


def test_top_posted_reply_and_outlook_tail(extract):
    raw = ("From: a@x.example\nSubject: Re: plan\n\nSounds good, let's do Tuesday.\n\n"
           "-----Original Message-----\nFrom: b@x.example\nSent: Monday\n\nShall we meet Tuesday?\n")
    (msg,) = extract("m.eml", raw).sessions
    assert [c.metadata["part"] for c in msg.chunks] == ["body", "quoted"]
    assert msg.chunks[1].text.startswith("-----Original Message-----")


def test_bottom_posted_reply_keeps_headers_as_their_own_chunk(extract):
    raw = "From: a@x.example\nSubject: Re: q\n\n> original question\n\nmy answer\n"
    (msg,) = extract("m.eml", raw).sessions
    assert [c.metadata["part"] for c in msg.chunks] == ["headers", "quoted", "body"]


def test_broken_headers_and_charsets_never_raise(extract):
    raw = (b"From: Bad <<>>, \xe9t\xe9@x\nDate: Mon, 99 Foo 2024 25:61:00 +0100\nSubject: =?bogus?Q?x?=\n"
           b"Content-Type: text/plain; charset=x-unknown\nContent-Transfer-Encoding: base64\n\n!!!not base64")
    (msg,) = extract("broken.eml", raw).sessions
    assert msg.date == datetime(2024, 6, 1, 12, 0)  # unparseable Date → file mtime


def test_text_attachments_are_extracted(extract):
    raw = ("From: a@x.example\nSubject: notes\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=B\n\n"
           "--B\nContent-Type: text/plain\n\nSee attached.\n--B\nContent-Type: text/plain\n"
           "Content-Disposition: attachment; filename=\"minutes.txt\"\n\nWe agreed on the blue tiles.\n--B--\n")
    (msg,) = extract("a.eml", raw).sessions
    attached = [c for c in msg.chunks if c.metadata["part"] == "attachment"]
    assert attached[0].text == "We agreed on the blue tiles." and attached[0].metadata["attachment"] == "minutes.txt"


def test_emlx_and_sniffing(extract):
    message = b"From: a@x.example\nTo: b@x.example\nSubject: apple mail\n\nhello from Mail.app\n"
    emlx = str(len(message)).encode() + b"\n" + message + b"<?xml version=\"1.0\"?><plist/>"
    (msg,) = extract("Messages/1.emlx", emlx).sessions
    assert msg.text.endswith("hello from Mail.app\n") and "plist" not in msg.text
    assert extract("no-extension", message).extractor == "email"


def test_headers_parsed_once_per_message_extract_as_the_stock_policy(monkeypatch: pytest.MonkeyPatch) -> None:
    """The memoising header registry changes cost only: every sample message and CPython's email test messages
    extract to the same sessions as with ``policy.default``'s own registry."""
    paths = sorted((SAMPLE_VAULT / "mail").iterdir())
    paths += [p for d in EMAIL_DIRS if d.is_dir() for p in sorted(d.glob("msg_*.txt"))]
    raws = [p.read_bytes() for p in paths]
    fast = [_sessions(raw) for raw in raws]
    for name in ("__call__", "__getitem__"):  # the stock registry's parsing, without the memo (or the bounds)
        monkeypatch.setattr(email_extract._ParsedOnce, name, getattr(HeaderRegistry, name))
    assert fast == [_sessions(raw) for raw in raws]
    assert len(raws) > 5


def _sessions(raw: bytes) -> list[ExtractedSession] | str:
    try:
        return list(email_extract.EmailExtractor().extract("m.mbox", raw, datetime(2024, 1, 1), Limits()).sessions)
    except Exception as exc:  # noqa: BLE001 - the test reports which exception bad input raised
        return type(exc).__name__


def test_attached_documents_are_read_and_a_broken_one_is_only_listed(extract):
    import base64

    from documents import docx, paragraph, pdf

    def part(name: str, ctype: str, data: bytes) -> str:
        body = base64.encodebytes(data).decode()
        return (f"--B\nContent-Type: {ctype}; name=\"{name}\"\nContent-Transfer-Encoding: base64\n"
                f"Content-Disposition: attachment; filename=\"{name}\"\n\n{body}\n")
    raw = ("From: a@x.example\nSubject: invoice\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=B\n\n"
           "--B\nContent-Type: text/plain\n\nInvoice attached.\n"
           + part("INV-2291.pdf", "application/pdf", pdf(["Invoice INV-2291\nTotal due 412.50"]))
           + part("quote", "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
                  docx(paragraph("Quote for the loft ladder: 189")))
           + part("broken.pdf", "application/pdf", b"%PDF-1.7 not really")
           + part("note.rtf", "application/rtf", rb"{\rtf1\ansi Meter reading 4417\par}") + "--B--\n")
    (msg,) = extract("a.eml", raw).sessions
    attached = {c.metadata["attachment"]: c.text for c in msg.chunks if c.metadata["part"] == "attachment"}
    assert "Total due 412.50" in attached["INV-2291.pdf"]
    assert "loft ladder: 189" in attached["quote"]  # no file name: known by its type
    assert attached["note.rtf"].strip() == "Meter reading 4417"
    assert "broken.pdf" not in attached and [a["name"] for a in msg.metadata["attachments"]][-2] == "broken.pdf"
