"""Spreadsheets (.xlsx, .ods): each sheet a table session read as a CSV file is, its cells as the sheet shows
them, dates as dates; repeated empty rows and cells are not materialised."""

from __future__ import annotations

from documents import ods, xlsx

STYLES = ('<numFmts><numFmt numFmtId="164" formatCode="dd/mm/yyyy;@"/><numFmt numFmtId="165" '
          'formatCode="[$£-809]#,##0.00"/></numFmts><cellXfs><xf numFmtId="0"/><xf numFmtId="164"/>'
          '<xf numFmtId="165"/><xf numFmtId="20"/></cellXfs>')


def cell(ref: str, value: str, kind: str = "", style: int = 0) -> str:
    return f'<c r="{ref}"' + (f' t="{kind}"' if kind else "") + (f' s="{style}"' if style else "") + \
        f"><v>{value}</v></c>"


def test_an_xlsx_is_a_table_per_sheet_with_dates_as_dates(extract):
    budget = ('<row r="1">' + cell("A1", "0", "s") + cell("B1", "1", "s") + cell("C1", "2", "s") + "</row>"
              '<row r="2">' + cell("A2", "45356", style=1) + cell("B2", "3", "s") + cell("D2", "139.49999999999997", style=2)
              + "</row><row r=\"3\"/>"
              '<row r="4">' + cell("A4", "45357.604166666664", style=1) + '<c r="B4" t="inlineStr"><is><t>gas bill</t></is>'
              "</c>" + cell("C4", "0.75", style=3) + "</row>")
    notes = '<row r="1">' + cell("A1", "4", "s") + "</row>"
    data = xlsx({"Budget": budget, "Notes": notes}, ["Date", "Item", "Time", "boiler service", "paid in full"],
                STYLES)
    result = extract("money/household_2024.xlsx", data)
    assert not result.problems
    budget_sheet, notes_sheet = result.sessions
    assert budget_sheet.kind == "table" and budget_sheet.title == "household 2024 › Budget"
    assert budget_sheet.metadata["fields"] == ["Date", "Item", "Time"] and budget_sheet.metadata["sheet"] == "Budget"
    assert budget_sheet.text == ("Date: 2024-03-05 | Item: boiler service | column 4: 139.5\n"
                                 "Date: 2024-03-06 14:30 | Item: gas bill | Time: 18:00")
    assert budget_sheet.chunks[0].metadata["row_start"] == 2
    assert notes_sheet.title == "household 2024 › Notes" and notes_sheet.text == "column 1: paid in full"


def test_an_xlsx_of_the_1904_date_system(extract):
    data = xlsx({"S": '<row r="1">' + cell("A1", "0", "s") + '</row><row r="2">' + cell("A2", "43895", style=1)
                 + "</row>"}, ["Due"], STYLES, date1904=True)
    (sheet,) = extract("due.xlsx", data).sessions
    assert sheet.title == "due" and sheet.text == "Due: 2024-03-06"


def test_an_ods_reads_shown_text_stated_dates_and_skips_repeated_emptiness(extract):
    def tc(text: str = "", repeat: int = 1, **attrs: str) -> str:
        stated = "".join(f' office:{k.replace("_", "-")}="{v}"' for k, v in attrs.items())
        rep = f' table:number-columns-repeated="{repeat}"' if repeat > 1 else ""
        return f"<table:table-cell{rep}{stated}>" + (f"<text:p>{text}</text:p>" if text else "") + \
            "</table:table-cell>"
    rows = ("<table:table-row>" + tc("Paid") + tc("Amount") + tc("What") + tc(repeat=16380) + "</table:table-row>"
            "<table:table-row>" + tc("05/03/24", value_type="date", date_value="2024-03-05")
            + tc("£1,250.00", value_type="currency", value="1250") + tc("deposit<text:s text:c=\"2\"/>(venue)")
            + '<table:table-cell><text:p>x</text:p><office:annotation><text:p>a comment</text:p>'
              "</office:annotation></table:table-cell></table:table-row>"
            '<table:table-row table:number-rows-repeated="1048000">' + tc(repeat=1024) + "</table:table-row>")
    (sheet,) = extract("wedding.ods", ods({"Costs": rows})).sessions
    assert sheet.metadata["fields"] == ["Paid", "Amount", "What"] and sheet.metadata["rows"] == 1
    assert sheet.text == "Paid: 2024-03-05 | Amount: £1,250.00 | What: deposit (venue) | column 4: x"


def test_broken_workbooks_are_problems(extract):
    assert extract("x.xlsx", b"PK\x03\x04 not really").problems[0].kind == "parse"
    assert extract("x.xlsx", xlsx({}, [])[:100]).problems[0].kind == "parse"
    assert extract("x.ods", ods({"S": "<table:table-row>"})).problems[0].kind == "parse"
