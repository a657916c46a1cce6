"""Bad input is normal input: random bytes and mutated real files never raise, hang or break the contract.

Each extractor gets bytes under an extension that routes to it, both pure noise and mutations of a valid
sample-vault file (byte flips, truncation, duplication, splicing). Examples are bounded so the whole module
stays well under a minute.
"""

from __future__ import annotations

import json
from datetime import datetime

import pytest
from documents import docx, epub, odp, ods, odt, paragraph, pdf, pptx, xlsx
from extract_contract import SAMPLE_VAULT, check_contract
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vaultmem.extract import Limits, default_registry

REGISTRY = default_registry()
LIMITS = Limits(chunk_target_chars=200, seconds_per_file=2.0)
SEEDS: dict[str, str | bytes] = {
    ".md": "# Harbor\n\n---\ntitle: x\n---\n## A\n- [[link]] #tag\n\n```\ncode\n```\n| a | b |\n|---|---|\n| 1 | 2 |\n",
    ".txt": "First paragraph.\n\nSecond one, with café.\n",
    ".eml": (SAMPLE_VAULT / "mail/2024-03-05-flight-confirmation.eml").read_text(),
    ".mbox": (SAMPLE_VAULT / "mail/archive-2024-01.mbox").read_text(),
    ".ics": (SAMPLE_VAULT / "calendar/work.ics").read_text(),
    ".json": (SAMPLE_VAULT / "chats/chatgpt-export/conversations.json").read_text()[:6000],
    ".jsonl": (SAMPLE_VAULT / "chats/cello-practice.jsonl").read_text(),
    ".csv": (SAMPLE_VAULT / "data/expenses-2024.csv").read_text(),
    ".py": (SAMPLE_VAULT / "code/sourdough_calc.py").read_text(),
    ".html": ('<!DOCTYPE html><html><head><title>Boiler</title><meta name="date" content="2024-02-01"></head>'
              '<body><nav><a href="/">Home</a></nav><div role="navigation"><div>menu</div></div><h1>Boiler</h1>'
              "<p>Serviced by <b>Ann</b>.<br>Ref WB-7731</p><h2>Parts</h2><ul><li>valve</li><li></li></ul>"
              "<table><tr><td>fan</td><td>£40</td></tr></table><script>x()</script></body></html>"),
    ".xml": ("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<!--SMS Backup & Restore-->\n<smses count=\"3\">"
             '<sms address="+44 7700 900123" date="1709571600000" type="1" body="Key&apos;s under the pot" '
             'contact_name="Ana" /><sms address="07700900123" date="1709571660000" type="2" body="ok&#10;thanks" />'
             '<mms date="1709578800000" msg_box="1" address="+447700900123"><parts><part ct="text/plain" '
             'text="at the vet" /></parts></mms></smses>\n'),
    ".vcf": ("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Dale Pickering\r\nN:Pickering;Dale;;;\r\nORG:Lofts Ltd\r\n"
             "TEL;TYPE=CELL:07700 900123\r\nADR;TYPE=WORK:;;12 Mill Lane;Leeds;;LS6 2AB;UK\r\nNOTE:a\\, b\r\n c\r\n"
             "END:VCARD\r\nBEGIN:VCARD\r\nVERSION:2.1\r\nFN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=C3=89lo=\r\ndie\r\n"
             "TEL;CELL:+33 6\r\nEND:VCARD\r\n"),
    ".bin": "plain words\nand lines\n",
    ".docx": docx(paragraph("Boiler", "Heading1") + paragraph("Serviced by Ann", listed=True)
                  + "<w:tbl><w:tr><w:tc>" + paragraph("fan") + "</w:tc></w:tr></w:tbl>",
                  '<w:style w:styleId="Heading1"><w:name w:val="heading 1"/></w:style>',
                  "<dc:title>Boiler</dc:title><dcterms:modified>2024-02-03T10:30:00Z</dcterms:modified>"),
    ".odt": odt('<text:h text:outline-level="1">Rules</text:h><text:p>Troughs<text:s text:c="3"/>open</text:p>'
                "<text:list><text:list-item><text:p>no fires</text:p></text:list-item></text:list>",
                "<dc:date>2024-03-04T19:02:00</dc:date>"),
    ".xlsx": xlsx({"Costs": '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2">'
                           '<c r="A2" s="1"><v>45356</v></c><c r="B2"><v>139.5</v></c></row>'},
                  ["Date", "Amount"], '<numFmts><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts>'
                                      '<cellXfs><xf numFmtId="0"/><xf numFmtId="164"/></cellXfs>'),
    ".ods": ods({"Plots": '<table:table-row><table:table-cell><text:p>Plot</text:p></table:table-cell>'
                          '<table:table-cell table:number-columns-repeated="3"/></table:table-row>'
                          '<table:table-row table:number-rows-repeated="5"><table:table-cell office:value-type="date" '
                          'office:date-value="2024-03-05"><text:p>05/03/24</text:p></table:table-cell>'
                          "</table:table-row>"}),
    ".pptx": pptx([("Lease", ["Diagnix £310", "AutoTech £285"], "discount"), ("", ["by 30 June"], "")]),
    ".odp": odp([("AGM", ["Troughs open 1 April"], "hut key")]),
    ".epub": epub([("c1.xhtml", "<h1>Spring</h1><p>Sow beans.</p>"), ("c2.xhtml", "<p>Water.</p>")], "Year", "2021"),
    ".ipynb": json.dumps({"metadata": {"kernelspec": {"language": "python"}}, "cells": [
        {"cell_type": "markdown", "source": ["# Gas\n", "readings"]},
        {"cell_type": "code", "source": "print(1)", "outputs": [{"text": ["1\n"]}]}]}),
    ".rtf": "{\\rtf1\\ansi\\ansicpg1252{\\fonttbl\\f0 Helvetica;}{\\info{\\title Boiler}}Caf\\'e9 \\u8364? 120\\par\n"
            "{\\field{\\*\\fldinst HYPERLINK x}{\\fldrslt Warm}}\\uc1\\u-10179?\\u-8704?}",
    ".pdf": pdf(["Boiler service\nAnn, Gas Safe 558231", "Parts\n# of fans: 2"], {1: "Parts"},
                {"/Title": "Boiler", "/ModDate": "D:20240203103000Z"}),
}
FUZZ = settings(max_examples=40, deadline=2000, suppress_health_check=[HealthCheck.too_slow], database=None)


def _run(ext: str, data: bytes) -> None:
    result = REGISTRY.extract(f"fuzz/file{ext}", data, datetime(2024, 1, 1), LIMITS)
    check_contract(result)
    assert not any(p.kind == "slow" for p in result.problems)


@st.composite
def mutated(draw: st.DrawFn, seed: bytes) -> bytes:
    data = bytearray(seed)
    for _ in range(draw(st.integers(1, 6))):
        op = draw(st.sampled_from(["flip", "cut", "dup", "insert", "delete"]))
        if not data:
            data += draw(st.binary(max_size=20))
            continue
        i = draw(st.integers(0, len(data) - 1))
        j = draw(st.integers(i, min(len(data), i + 200)))
        if op == "flip":
            data[i] = draw(st.integers(0, 255))
        elif op == "cut":
            del data[j:]
        elif op == "dup":
            data[i:i] = data[i:j] * draw(st.integers(1, 4))
        elif op == "insert":
            data[i:i] = draw(st.sampled_from([b"\x00", b"\r", b"\n\n", b"=?utf-8?B?", b"BEGIN:VEVENT\n", b"{", b"[[",
                                             b"\xff\xfe", b">From ", b"\"", b"---\n", b"# ", b"\\ud800"]))
        else:
            del data[i:j]
    return bytes(data)


@pytest.mark.parametrize("ext", sorted(SEEDS))
@FUZZ
@given(data=st.binary(max_size=2000))
def test_random_bytes(ext: str, data: bytes) -> None:
    _run(ext, data)


@pytest.mark.parametrize("ext", sorted(SEEDS))
@FUZZ
@given(data=st.data())
def test_mutated_valid_files(ext: str, data: st.DataObject) -> None:
    seed = SEEDS[ext]
    _run(ext, data.draw(mutated(seed.encode("utf-8") if isinstance(seed, str) else seed)))


@FUZZ
@given(text=st.text(alphabet=st.characters(codec="utf-8"), max_size=1500))
def test_random_markdown_text(text: str) -> None:
    _run(".md", text.encode("utf-8"))


@FUZZ
@given(value=st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
                          lambda inner: st.lists(inner, max_size=5)
                          | st.dictionaries(st.sampled_from(["role", "content", "text", "mapping", "messages",
                                                             "parent", "children", "current_node", "sender",
                                                             "chat_messages", "author", "parts", "x"]),
                                            inner, max_size=5), max_leaves=40))
def test_random_json_shapes(value: object) -> None:
    import json
    _run(".json", json.dumps(value).encode())
