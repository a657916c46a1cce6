"""iCalendar (.ics): one session per VEVENT series, VTODO and VJOURNAL.

A recurring series is one session whose text carries a readable recurrence summary; occurrences are never
expanded (an unbounded RRULE would be unbounded work), and a RECURRENCE-ID override of a series becomes an
extra chunk of that series. icalendar (7.x) parses leniently and records bad property values in
``component.errors``; such components are kept with what is readable and reported as part problems. If the
file as a whole does not parse, each component is parsed on its own so one broken block loses only itself.
"""

from __future__ import annotations

import re
import warnings
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from icalendar import Component

from ..errors import ExtractError
from ..model import ChunkMetadata
from .base import ExtractedSession, Extraction, Limits, PartProblem
from .compose import Composer
from .decode import decode_text

KINDS = {"VEVENT": "event", "VTODO": "todo", "VJOURNAL": "journal"}
_BLOCK_NAMES = ("VEVENT", "VTODO", "VJOURNAL", "VTIMEZONE")
_FREQ = {"SECONDLY": "second", "MINUTELY": "minute", "HOURLY": "hour", "DAILY": "day", "WEEKLY": "week",
         "MONTHLY": "month", "YEARLY": "year"}
_DAYS = {"MO": "Monday", "TU": "Tuesday", "WE": "Wednesday", "TH": "Thursday", "FR": "Friday", "SA": "Saturday",
         "SU": "Sunday"}
_ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", -1: "last", -2: "second to last"}
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December")
_BYDAY = re.compile(r"^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$")


class CalendarExtractor:
    name = "calendar"
    extensions: tuple[str, ...] = (".ics", ".ical", ".ifb", ".icalendar")

    def sniff(self, head: bytes) -> bool:
        return head.lstrip(b"\xef\xbb\xbf \t\r\n")[:15].upper() == b"BEGIN:VCALENDAR"

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        text, _ = decode_text(data)
        components, problems = parse_components(text)
        sessions: list[ExtractedSession] = []
        masters: dict[str, int] = {}
        overrides: list[Component] = []
        for ordinal, comp in enumerate(components):
            if comp.errors:
                problems.append(PartProblem("parse", f"{comp.name} {_text(comp, 'SUMMARY')!r}: " + "; ".join(
                    f"{prop or 'component'}: {msg}" for prop, msg in comp.errors)[:300]))
            if comp.name == "VEVENT" and comp.get("RECURRENCE-ID") is not None and _text(comp, "UID"):
                overrides.append(comp)
                continue
            try:
                session = component_session(comp, ordinal, mtime, limits.chunk_target_chars)
            except Exception as exc:  # noqa: BLE001 — a broken component is skipped, the rest kept
                problems.append(PartProblem("parse", f"{comp.name} #{ordinal + 1}: {type(exc).__name__}: {exc}"[:300]))
                continue
            if comp.name == "VEVENT" and _text(comp, "UID"):
                masters.setdefault(_text(comp, "UID"), len(sessions))
            sessions.append(session)
        for comp in overrides:
            index = masters.get(_text(comp, "UID"))
            try:
                if index is None:
                    sessions.append(component_session(comp, len(sessions), mtime, limits.chunk_target_chars))
                else:
                    sessions[index] = with_override(sessions[index], comp, limits.chunk_target_chars)
            except Exception as exc:  # noqa: BLE001
                problems.append(PartProblem("parse", f"changed occurrence: {type(exc).__name__}: {exc}"[:300]))
        blank = sum(1 for s in sessions if not s.chunks)
        if blank:  # nothing to index in them; the registry drops them
            problems.append(PartProblem("empty", f"{blank} of {len(sessions)} calendar entries have no summary, "
                                                 "time or description"))
        return Extraction(tuple(sessions), tuple(problems))


def parse_components(text: str) -> tuple[list[Component], list[PartProblem]]:
    """Events, todos and journals of every VCALENDAR in ``text``, block by block if the whole fails."""
    # Imported on first use: an ingest worker imports every extractor module when it receives the registry, and
    # a vault without calendars should not wait for icalendar (42 ms of the worker's ~0.3 s of imports).
    from icalendar import Calendar

    # A str without a line break is probed by icalendar as a *file path*; never let vault text do that.
    text = text if text.endswith("\n") else text + "\n"
    blocks = component_blocks(text)
    wanted = [b for b in blocks if not b.upper().startswith("BEGIN:VTIMEZONE")]
    # A component never closed (a truncated file) is dropped by both parsers: say so, not "empty".
    upper = "\n" + text.upper()
    unclosed = [PartProblem("parse", f"a {name} is never closed (END:{name} is missing: is the file cut short?); "
                                     "it is skipped")
                for name in KINDS if upper.count(f"\nBEGIN:{name}") > upper.count(f"\nEND:{name}")]
    try:
        with warnings.catch_warnings():  # guessed TZIDs etc. are icalendar's notes to developers, not users
            warnings.simplefilter("ignore")
            calendars = Calendar.from_ical(text, multiple=True)
        found = [c for cal in calendars for c in cal.walk() if c.name in KINDS]
        # icalendar silently drops components of a VCALENDAR that is never closed (truncated download).
        if len(found) >= len(wanted):
            return found, unclosed
        whole_error = (f"only {len(found)} of {len(wanted)} components parsed" if "END:VCALENDAR" in text.upper()
                       else "it is never closed, no END:VCALENDAR: a truncated file?")
    except Exception as exc:  # noqa: BLE001 — fall back to per-component parsing below
        whole_error = f"{type(exc).__name__}: {exc}"[:200]
    if not wanted and unclosed:
        return [], unclosed
    if not wanted:
        raise ExtractError("parse", f"not a readable calendar: {whole_error}")
    zones = "\n".join(b for b in blocks if b.upper().startswith("BEGIN:VTIMEZONE"))
    parsed: list[Component] = []
    problems = [*unclosed,
                PartProblem("parse", f"calendar did not parse as a whole ({whole_error}); read per component")]
    for block in wanted:
        try:
            cal = Calendar.from_ical(f"BEGIN:VCALENDAR\nVERSION:2.0\n{zones}\n{block}\nEND:VCALENDAR\n")
            parsed.extend(c for c in cal.walk() if c.name in KINDS)
        except Exception as exc:  # noqa: BLE001
            problems.append(PartProblem("parse", f"{block.split(chr(10), 1)[0].strip()} skipped: {exc}"[:300]))
    return parsed, problems


def component_blocks(text: str) -> list[str]:
    """Top-level ``BEGIN:VEVENT`` … ``END:VEVENT`` (and VTODO, VJOURNAL, VTIMEZONE) blocks, in one pass.

    Nested blocks (VALARM) stay inside their parent; a block never closed (truncated file) is dropped.
    """
    blocks: list[str] = []
    current: list[str] = []
    name = ""
    for line in text.split("\n"):
        upper = line.strip().upper()
        if upper.startswith("BEGIN:") and upper[6:] in _BLOCK_NAMES and not name:
            name, current = upper[6:], [line]
        elif name:
            current.append(line)
            if upper == f"END:{name}":
                blocks.append("\n".join(current))
                name, current = "", []
    return blocks


@dataclass(frozen=True, slots=True)
class When:
    start: date | datetime | None
    end: date | datetime | None

    @property
    def all_day(self) -> bool:
        return isinstance(self.start, date) and not isinstance(self.start, datetime)

    @property
    def zone(self) -> str | None:
        return zone_name(self.start) if isinstance(self.start, datetime) else None


def component_session(comp: Component, ordinal: int, mtime: datetime, target_chars: int) -> ExtractedSession:
    """One VEVENT / VTODO / VJOURNAL as a session: field lines plus description, one chunk (or a few)."""
    kind = KINDS[comp.name]
    summary = _text(comp, "SUMMARY")
    when = When(_dt(comp, "DTSTART"), _dt(comp, "DTEND") or _end_from_duration(comp))
    meta: dict[str, Any] = {
        "uid": _text(comp, "UID"),
        "start": iso(when.start),
        "end": iso(when.end),
        "all_day": when.all_day,
        "timezone": when.zone,
        "location": _text(comp, "LOCATION"),
        "organizer": _address(comp.get("ORGANIZER")),
        "attendees": [_address(a) for a in _values(comp, "ATTENDEE")],
        "status": _text(comp, "STATUS").upper(),
        "recurrence": recurrence_summary(comp),
        "categories": _categories(comp),
    }
    lines = [f"Summary: {summary}"] if summary else []
    if kind == "todo":
        due = _dt(comp, "DUE")
        meta.update(due=iso(due), priority=_int(comp.get("PRIORITY")), completed=iso(_dt(comp, "COMPLETED")))
        if due is not None:
            lines.append(f"Due: {describe_time(due)}")
    if when.start is not None:
        lines.append(f"When: {describe_span(when)}")
    if meta["recurrence"]:
        lines.append(f"Repeats: {meta['recurrence']}")
    for label, value in (("Where", meta["location"]), ("Organizer", meta["organizer"])):
        if value:
            lines.append(f"{label}: {value}")
    if meta["attendees"]:
        lines.append("Attendees: " + ", ".join(meta["attendees"]))
    if meta["status"]:
        lines.append(f"Status: {meta['status']}")
    description = "\n\n".join(_text_values(comp, "DESCRIPTION"))
    composer = Composer()
    chunk_meta = ChunkMetadata(component=comp.name, summary=summary)
    head = "\n".join(lines) + ("\n\nDescription: " if description else "\n")
    if description:
        composer.append(head)
        composer.paragraphs(description, target_chars, chunk_meta, user_authored=kind != "event", include_from=0)
    else:
        composer.chunk(head, chunk_meta, user_authored=kind != "event")
    date_value = _dt(comp, "DUE") if kind == "todo" else None
    session_date = as_datetime(date_value or when.start or _dt(comp, "CREATED") or _dt(comp, "DTSTAMP")) or mtime
    key = meta["uid"] or f"{kind}-{ordinal}"
    return ExtractedSession(key=key, kind=kind, title=summary or f"(untitled {kind})", date=session_date,
                            text=composer.text(), chunks=tuple(composer.chunks), metadata=meta)


def with_override(series: ExtractedSession, comp: Component, target_chars: int) -> ExtractedSession:
    """Add a changed occurrence (RECURRENCE-ID) of a series as one more chunk of the series session."""
    occurrence = component_session(comp, 0, datetime.min, target_chars)
    composer = Composer(parts=[series.text], length=len(series.text), chunks=list(series.chunks))
    label = describe_time(_dt(comp, "RECURRENCE-ID"))
    composer.append(f"\n\nChanged occurrence ({label}):\n")
    composer.chunk(occurrence.text, ChunkMetadata(component="VEVENT", summary=occurrence.title,
                                                  recurrence_id=iso(_dt(comp, "RECURRENCE-ID"))))
    overrides = [*series.metadata.get("overrides", []), occurrence.metadata["start"]]
    return ExtractedSession(series.key, series.kind, series.title, series.date, composer.text(),
                            tuple(composer.chunks), {**series.metadata, "overrides": overrides})


def recurrence_summary(comp: Component) -> str | None:
    """RRULE (plus RDATE / EXDATE counts) in words: "every 2 weeks on Monday and Friday, until 2024-06-28"."""
    rules = [r for r in _values(comp, "RRULE") if hasattr(r, "get")]
    parts = [describe_rrule(r) for r in rules]
    extra = sum(len(getattr(v, "dts", ())) for v in _values(comp, "RDATE"))
    skipped = sum(len(getattr(v, "dts", ())) for v in _values(comp, "EXDATE"))
    if extra:
        parts.append(f"plus {extra} extra date{'s' if extra > 1 else ''}")
    if skipped and parts:
        parts.append(f"except {skipped} date{'s' if skipped > 1 else ''}")
    return "; ".join(p for p in parts if p) or None


def describe_rrule(rule: Any) -> str:
    """One RRULE (an icalendar ``vRecur`` mapping of lists) as an English phrase."""
    freq = str(_first(rule.get("FREQ")) or "").upper()
    unit = _FREQ.get(freq, freq.lower() or "time")
    interval = _int(_first(rule.get("INTERVAL"))) or 1
    text = f"every {unit}" if interval == 1 else f"every {interval} {unit}s"
    months = [_MONTHS[m - 1] for m in (_int(v) for v in _list(rule.get("BYMONTH"))) if m and 1 <= m <= 12]
    days = [_weekday(str(v)) for v in _list(rule.get("BYDAY"))]
    monthdays = [str(v) for v in _list(rule.get("BYMONTHDAY"))]
    if months:
        text += " in " + _join(months)
    if days:
        text += " on " + _join([d for d in days if d])
    if monthdays:
        text += " on day " + _join(monthdays)
    count = _int(_first(rule.get("COUNT")))
    until = _first(rule.get("UNTIL"))
    if count:
        text += f", {count} times"
    if isinstance(until, (date, datetime)):
        text += f", until {until.strftime('%Y-%m-%d')}"
    return text


def describe_span(when: When) -> str:
    """"Mon 2024-03-04 09:30–09:45 (Europe/Lisbon)"; all-day DTEND is exclusive (RFC 5545 §3.6.1)."""
    if when.all_day and isinstance(when.start, date):
        last = when.end - timedelta(days=1) if isinstance(when.end, date) else when.start
        if last <= when.start:
            return f"{describe_time(when.start)} (all day)"
        return f"{describe_time(when.start)} to {describe_time(last)} (all day)"
    text = describe_time(when.start)
    if isinstance(when.end, datetime) and isinstance(when.start, datetime):
        same_day = when.end.date() == when.start.date()
        text += "–" + (when.end.strftime("%H:%M") if same_day else describe_time(when.end).split(" (")[0])
    return text + (f" ({when.zone})" if when.zone else "")


def describe_time(value: date | datetime | None) -> str:
    if isinstance(value, datetime):
        return value.strftime("%a %Y-%m-%d %H:%M")
    if isinstance(value, date):
        return value.strftime("%a %Y-%m-%d")
    return "unknown"


def iso(value: date | datetime | None) -> str | None:
    return value.isoformat() if isinstance(value, (date, datetime)) else None


def as_datetime(value: date | datetime | None) -> datetime | None:
    """A date becomes naive local midnight (the engine reads naive as local)."""
    if isinstance(value, datetime) or value is None:
        return value
    return datetime.combine(value, time())


def zone_name(dt: datetime) -> str | None:
    """The IANA name of a time's zone where icalendar can tell it, else the TZID as the file writes it; None for
    a floating time. icalendar names every kind of zone it builds (zoneinfo, pytz, and the dateutil zone it makes
    from a VTIMEZONE, which has no name of its own: Outlook's "W. Europe Standard Time" with daylight rules), and
    its own table maps Windows names to IANA ones."""
    from icalendar.timezone.tzid import tzid_from_dt
    from icalendar.timezone.windows_to_olson import WINDOWS_TO_OLSON

    if dt.tzinfo is None:
        return None
    tzid = tzid_from_dt(dt)
    return WINDOWS_TO_OLSON.get(tzid.strip("/"), tzid) if tzid else None


def _dt(comp: Component, name: str) -> date | datetime | None:
    try:
        value = comp.get(name)
        dt = getattr(value, "dt", None)
    except Exception:  # noqa: BLE001 — broken property: icalendar raises on access
        return None
    return dt if isinstance(dt, (date, datetime)) else None


def _end_from_duration(comp: Component) -> date | datetime | None:
    start = _dt(comp, "DTSTART")
    try:
        duration = getattr(comp.get("DURATION"), "dt", None)
        return start + duration if start is not None and isinstance(duration, timedelta) else None
    except Exception:  # noqa: BLE001 — overflow on absurd durations
        return None


def _text(comp: Component, name: str) -> str:
    values = _text_values(comp, name)
    return values[0] if values else ""


def _text_values(comp: Component, name: str) -> list[str]:
    """String values of a (possibly repeated) text property, unescaped, newlines normalised."""
    out = []
    for value in _list(comp.get(name)):
        text = str(value).replace("\r\n", "\n").replace("\r", "\n").strip()
        if text:
            out.append(text)
    return out


def _address(value: Any) -> str:
    """``CN <email>`` for an ORGANIZER / ATTENDEE, dropping the ``mailto:`` scheme."""
    if value is None:
        return ""
    address = str(value)
    address = address[7:] if address.lower().startswith("mailto:") else address
    cn = str(getattr(value, "params", {}).get("CN", "")).strip().strip('"')
    return f"{cn} <{address}>" if cn and address else cn or address


def _categories(comp: Component) -> list[str]:
    out: list[str] = []
    for value in _values(comp, "CATEGORIES"):
        cats = getattr(value, "cats", None)
        out.extend(str(c) for c in (cats if isinstance(cats, list) else [value]))
    return out


def _values(comp: Component, name: str) -> list[Any]:
    """The readable values of a (possibly repeated) property. icalendar keeps a value it could not parse as a
    ``vBroken`` that raises on every typed access; the component's ``errors`` already name it (a part problem),
    so the rest of the event is kept without it."""
    from icalendar.prop import vBroken

    return [v for v in _list(comp.get(name)) if not isinstance(v, vBroken)]


def _list(value: Any) -> list[Any]:
    if value is None:
        return []
    return list(value) if isinstance(value, list) else [value]


def _first(value: Any) -> Any:
    items = _list(value)
    return items[0] if items else None


def _int(value: Any) -> int | None:
    try:
        return int(value) if value is not None else None
    except (TypeError, ValueError):
        return None


def _weekday(value: str) -> str:
    m = _BYDAY.match(value.strip().upper())
    if m is None:
        return value
    n = _int(m.group(1))
    day = _DAYS[m.group(2)]
    return f"the {_ORDINALS.get(n, f'{n}th')} {day}" if n else day


def _join(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1] if items else ""
