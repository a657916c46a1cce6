"""Spreadsheets: Office Open XML workbooks (.xlsx, .xlsm, Excel's and every suite's) and OpenDocument ones (.ods).

Each sheet is a table session, as a CSV file is (``table.table_session``: rows as ``field: value`` records under
the header row's names), keyed and titled by the sheet's name when the workbook has several. A cell reads as the
spreadsheet shows it where that is text, and as its value where the shown form hides it: a date is written as a
date (Excel stores the days since 1899 and a format; ODF states the date beside what it shows), a number as its
number. Formulas are read by their last computed value, which the file keeps. The workbook's date is when it was
last saved (its properties), else the file's time.

The file is untrusted: its parts are read as ``zipxml`` reads them (inflated size capped, no document type). A
sheet's repeated empty cells and rows (ODF writes the rest of a sheet as one row repeated a million times) are
not materialised; no row holds more than ``MAX_COLUMNS`` cells.
"""

from __future__ import annotations

import re
import zipfile
from datetime import datetime, timedelta
from pathlib import PurePosixPath

from .base import ExtractedSession, Extraction, Limits, PartProblem
from .dates import parse_written
from .document import odf_space, saved_properties
from .table import table_session
from .zipxml import open_archive, optional_part, parse, part, relationships

MAX_COLUMNS = 1_000  # cells read per row: a row's further cells are not
MAX_REPEAT = 1_000  # a repeated row or cell with content is written out at most this many times
_BUILTIN_DATES = frozenset({14, 15, 16, 17, 22, 45, 46, 47})  # Excel's built-in date and time formats
_BUILTIN_TIMES = frozenset({18, 19, 20, 21})
_FORMAT_NOISE = re.compile(r'"[^"]*"|\[[^\]]*\]|\\.')  # quoted text, [colour] or [$-locale] codes, escaped chars
_COLUMN = re.compile(r"[A-Z]+")
_INTEGER = re.compile(r"-?\d+")
_ODS_CELLS = ("table-cell", "covered-table-cell")


class SpreadsheetExtractor:
    name = "spreadsheet"
    extensions: tuple[str, ...] = (".xlsx", ".xlsm", ".ods")
    reads_binary = True  # a zip archive: known by its extension, never by its bytes

    def sniff(self, head: bytes) -> bool:
        return False

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        ods = PurePosixPath(relpath).suffix.lower() == ".ods"
        with open_archive(data) as archive:
            sheets = _ods_sheets(part(archive, "content.xml")) if ods else _xlsx_sheets(archive)
            date = saved_properties(archive, ods)[1] or mtime
        stem = PurePosixPath(relpath).stem.replace("_", " ")
        sessions: list[ExtractedSession] = []
        problems: list[PartProblem] = []
        for name, rows in sheets:
            title = f"{stem} › {name}" if len(sheets) > 1 else stem
            session, more = table_session(f"sheet:{name}", title, rows, date, limits.chunk_target_chars,
                                          {"format": "ods" if ods else "xlsx", "sheet": name})
            sessions.extend([session] if session else [])
            problems.extend(more)
        return Extraction(tuple(sessions), tuple(problems))


def _xlsx_sheets(archive: zipfile.ZipFile) -> list[tuple[str, list[list[str]]]]:
    workbook = part(archive, "xl/workbook.xml")
    targets = relationships(archive, "xl/workbook.xml")
    names: list[tuple[str, str]] = []
    epoch = datetime(1899, 12, 30)

    def on_workbook(tag: str, attrs: dict[str, str]) -> None:
        nonlocal epoch
        if tag == "sheet" and attrs.get("id") in targets:
            names.append((attrs.get("name", ""), targets[attrs["id"]]))
        elif tag == "workbookPr" and attrs.get("date1904") in ("1", "true"):
            epoch = datetime(1904, 1, 1)

    parse(workbook, on_workbook)
    strings = _shared_strings(optional_part(archive, "xl/sharedStrings.xml"))
    dates = _date_styles(optional_part(archive, "xl/styles.xml"))
    out = []
    for name, path in names:
        if path in archive.NameToInfo:
            out.append((name, _xlsx_rows(part(archive, path), strings, dates, epoch)))
    return out


def _shared_strings(data: bytes | None) -> list[str]:
    """The workbook's string table: each ``<si>``'s text, its rich-text runs joined, phonetic guides left out."""
    strings: list[str] = []
    if data is None:
        return strings
    parts: list[str] = []
    depth = {"t": 0, "rPh": 0}

    def start(tag: str, attrs: dict[str, str]) -> None:
        if tag in depth:
            depth[tag] += 1
        elif tag == "si":
            parts.clear()

    def end(tag: str) -> None:
        if tag in depth:
            depth[tag] -= 1
        elif tag == "si":
            strings.append("".join(parts))

    def text(data: str) -> None:
        if depth["t"] and not depth["rPh"]:
            parts.append(data)

    parse(data, start, end, text)
    return strings


def _date_styles(styles: bytes | None) -> dict[int, str]:
    """Cell style index → "date", "time" or "datetime" for the styles whose number format shows one."""
    if styles is None:
        return {}
    formats: dict[int, str] = {}
    xfs: list[int] = []
    in_xfs = False

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal in_xfs
        if tag == "numFmt" and attrs.get("numFmtId", "").isdigit():
            code = _FORMAT_NOISE.sub("", attrs.get("formatCode", "")).lower()
            days, hours = any(c in code for c in "dy"), any(c in code for c in "hs")
            if days or hours:
                formats[int(attrs["numFmtId"])] = "datetime" if days and hours else "date" if days else "time"
        elif tag == "cellXfs":
            in_xfs = True
        elif tag == "xf" and in_xfs:
            xfs.append(int(attrs["numFmtId"]) if attrs.get("numFmtId", "").isdigit() else 0)

    def end(tag: str) -> None:
        nonlocal in_xfs
        if tag == "cellXfs":
            in_xfs = False

    parse(styles, start, end)
    kinds = {}
    for i, fmt in enumerate(xfs):
        kind = formats.get(fmt) or ("date" if fmt in _BUILTIN_DATES else "time" if fmt in _BUILTIN_TIMES else "")
        if kind:
            kinds[i] = "datetime" if fmt == 22 else kind
    return kinds


def _xlsx_rows(sheet: bytes, strings: list[str], dates: dict[int, str], epoch: datetime) -> list[list[str]]:
    rows: list[list[str]] = []
    row: list[str] = []
    cell: dict[str, str] = {}
    value: list[str] = []
    reading = 0  # inside a cell's <v> or an inline string's <t>

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal reading
        if tag == "row":
            row.clear()
        elif tag == "c":
            cell.clear()
            cell.update(attrs)
            value.clear()
        elif tag in ("v", "t"):
            reading += 1

    def end(tag: str) -> None:
        nonlocal reading
        if tag in ("v", "t"):
            reading -= 1
        elif tag == "c":
            column = _column(cell.get("r", ""), len(row))
            if column < MAX_COLUMNS:
                row.extend([""] * (column - len(row)))
                row.append(_xlsx_value(cell, "".join(value), strings, dates, epoch))
        elif tag == "row" and any(c.strip() for c in row):
            rows.append(list(row))

    def text(data: str) -> None:
        if reading:
            value.append(data)

    parse(sheet, start, end, text)
    return rows


def _column(ref: str, default: int) -> int:
    """"C7" → 2; a cell without a reference follows the one before it."""
    m = _COLUMN.match(ref)
    if m is None:
        return default
    n = 0
    for ch in m[0]:
        n = n * 26 + ord(ch) - 64
    return n - 1


def _xlsx_value(cell: dict[str, str], raw: str, strings: list[str], dates: dict[int, str], epoch: datetime) -> str:
    kind = cell.get("t", "n")
    if kind == "s":
        return strings[int(raw)] if raw.isdigit() and int(raw) < len(strings) else ""
    if kind == "b":
        return "TRUE" if raw == "1" else "FALSE"
    style = int(cell["s"]) if cell.get("s", "").isdigit() else 0
    if kind != "n" or not raw:
        return raw
    try:
        number = float(raw)
    except ValueError:
        return raw
    if style in dates:
        try:
            when = epoch + timedelta(seconds=round(number * 86_400))  # a time is a fraction of a day: to the second
        except OverflowError:
            return raw
        shown = dates[style]
        if shown == "time":
            return when.strftime("%H:%M")
        return when.strftime("%Y-%m-%d %H:%M" if shown == "datetime" or when.time() != datetime.min.time()
                             else "%Y-%m-%d")
    # as a spreadsheet shows it, to 15 significant digits: a writer may store 82.1 as 82.099999999999994
    return raw if _INTEGER.fullmatch(raw) else f"{number:.15g}"


def _ods_sheets(content: bytes) -> list[tuple[str, list[list[str]]]]:
    sheets: list[tuple[str, list[list[str]]]] = []
    row: list[str] = []
    shown: list[str] = []  # the open cell's paragraphs
    stated: dict[str, str] = {}  # the open cell's attributes
    repeat_row = repeat_cell = 1
    tables = cells = paragraphs = notes = 0

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal repeat_row, repeat_cell, tables, cells, paragraphs, notes
        if tag == "table":
            tables += 1
            if tables == 1:
                sheets.append((attrs.get("name") or f"Sheet{len(sheets) + 1}", []))
        elif tables != 1:
            return
        elif tag == "annotation":  # a comment on a cell is not what it holds
            notes += 1
        elif notes:
            return
        elif tag == "table-row":
            row.clear()
            repeat_row = _count(attrs.get("number-rows-repeated"))
        elif tag in _ODS_CELLS:
            cells += 1
            shown.clear()
            stated.clear()
            stated.update(attrs)
            repeat_cell = _count(attrs.get("number-columns-repeated"))
        elif tag in ("p", "h") and cells:
            paragraphs += 1
            shown.append("")
        elif paragraphs:
            shown[-1] += odf_space(tag, attrs)

    def end(tag: str) -> None:
        nonlocal tables, cells, paragraphs, notes
        if tag == "table":
            tables -= 1
        elif tables != 1:
            return
        elif tag == "annotation":
            notes -= 1
        elif notes:
            return
        elif tag in ("p", "h") and paragraphs:
            paragraphs -= 1
        elif tag in _ODS_CELLS and cells:
            cells -= 1
            row.extend([_ods_value(stated, shown)] * min(repeat_cell, MAX_COLUMNS - len(row)))
        elif tag == "table-row":
            while row and not row[-1]:
                row.pop()
            if row:
                sheets[-1][1].extend(list(row) for _ in range(min(repeat_row, MAX_REPEAT)))

    def text(data: str) -> None:
        if paragraphs and not notes and shown:
            shown[-1] += data

    parse(content, start, end, text)
    return sheets


def _ods_value(attrs: dict[str, str], shown: list[str]) -> str:
    """A date as the date it states (its shown form is in a local order: "05/03/24"); anything else as shown
    ("£1,250", "12%"), else by its stated value."""
    if attrs.get("value-type") == "date" and (when := parse_written(attrs.get("date-value"))) is not None:
        return when.strftime("%Y-%m-%d" if when.time() == datetime.min.time() else "%Y-%m-%d %H:%M")
    text = "\n".join(shown).strip()
    return text or attrs.get("value", "").strip()


def _count(value: str | None) -> int:
    return max(int(value), 1) if value and value.isdigit() else 1
