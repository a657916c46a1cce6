from __future__ import annotations

import re
import warnings
from datetime import date, datetime
from pathlib import Path

import icalendar
import pytest
from extract_contract import MTIME, check_contract
from icalendar import Calendar

from vaultmem.extract import Limits, default_registry
from vaultmem.extract.calendar import describe_rrule


def _by_title(result):
    return {s.title: s for s in result.sessions}


def test_recurring_series_is_one_session_with_readable_recurrence(sample):
    standup = _by_title(sample("calendar/work.ics"))["Harbor standup"]
    assert standup.kind == "event" and standup.key == "harbor-standup-2024@fernleaf.example"
    assert standup.metadata["recurrence"] == (
        "every week on Monday, Wednesday and Friday, until 2024-06-28; except 1 date")
    assert standup.metadata["timezone"] == "Europe/Lisbon"
    assert standup.metadata["start"] == "2024-03-04T09:30:00+00:00"
    assert standup.date.tzinfo is not None
    assert "Repeats: every week on Monday" in standup.chunks[0].text


def test_time_zoned_event_with_attendees(sample):
    review = _by_title(sample("calendar/work.ics"))["Harbor cache migration design review"]
    assert review.metadata["timezone"] == "America/New_York"
    assert review.metadata["end"] == "2024-05-16T11:30:00-04:00"
    assert review.metadata["attendees"][0] == "Ingrid Solberg <ingrid.solberg@fernleaf.example>"
    assert review.metadata["organizer"] == "Maya Okafor <maya.okafor@fernleaf.example>"
    assert "Attendees: Ingrid Solberg" in review.text and "UNLOGGED-table design" in review.text
    assert not review.chunks[0].user_authored


def test_all_day_todo_and_journal(sample):
    personal = _by_title(sample("calendar/personal.ics"))
    birthday = personal["Daniel's birthday"]
    assert birthday.metadata["all_day"] and birthday.metadata["start"] == "2024-06-12"
    assert birthday.date == datetime(2024, 6, 12) and birthday.metadata["recurrence"] == "every year"
    assert "When: Wed 2024-06-12 (all day)" in birthday.text
    dentist = personal["Dentist check-up"]
    assert dentist.metadata["location"] == "Clínica Dentária Sorriso, Rua Augusta 120, 1100-053 Lisboa"
    todo = personal["Renew passport before the Kyoto trip"]
    assert todo.kind == "todo" and todo.metadata["due"] == "2024-08-15"
    assert todo.metadata["status"] == "NEEDS-ACTION" and todo.metadata["priority"] == 1
    assert todo.chunks[0].user_authored
    assert personal["First V5 at Lisbon Block"].kind == "journal"


def test_broken_component_is_reported_and_the_rest_kept(extract):
    ics = ("BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:ok\nDTSTART:20240101T100000Z\nSUMMARY:Good one\n"
           "END:VEVENT\nBEGIN:VEVENT\nUID:bad\nDTSTART:2024BROKEN\nSUMMARY:Bad date\nEND:VEVENT\nEND:VCALENDAR\n")
    result = extract("c.ics", ics)
    assert {s.title for s in result.sessions} == {"Good one", "Bad date"}
    assert any("DTSTART" in p.message for p in result.problems)


def test_unparseable_calendar_falls_back_to_per_component(extract):
    ics = ("BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:a\nDTSTART:20240101T100000Z\nSUMMARY:Survivor\nEND:VEVENT\n"
           "BEGIN:VEVENT\nUID:b\nSUMMARY:never closed\n")
    result = extract("c.ics", ics)
    assert [s.title for s in result.sessions] == ["Survivor"]
    assert result.problems


def test_changed_occurrence_joins_its_series(extract):
    ics = ("BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:s\nDTSTART:20240101T100000Z\nRRULE:FREQ=DAILY;COUNT=5\n"
           "SUMMARY:Physio\nEND:VEVENT\nBEGIN:VEVENT\nUID:s\nRECURRENCE-ID:20240103T100000Z\n"
           "DTSTART:20240103T150000Z\nSUMMARY:Physio (moved)\nLOCATION:Clinic annex\nEND:VEVENT\nEND:VCALENDAR\n")
    (series,) = extract("c.ics", ics).sessions
    assert series.metadata["recurrence"] == "every day, 5 times"
    assert series.metadata["overrides"] == ["2024-01-03T15:00:00+00:00"]
    assert "Clinic annex" in series.chunks[-1].text


def test_recurrence_phrases():
    assert describe_rrule({"FREQ": ["MONTHLY"], "BYDAY": ["2TU"]}) == "every month on the second Tuesday"
    assert describe_rrule({"FREQ": ["WEEKLY"], "INTERVAL": [2], "BYDAY": ["MO", "FR"]}) == \
        "every 2 weeks on Monday and Friday"
    assert describe_rrule({"FREQ": ["YEARLY"], "BYMONTH": [3], "BYMONTHDAY": [14], "UNTIL": [date(2030, 1, 1)]}) \
        == "every year in March on day 14, until 2030-01-01"
    assert describe_rrule({"FREQ": ["MONTHLY"], "BYDAY": ["-1FR"]}) == "every month on the last Friday"


OUTLOOK = """BEGIN:VCALENDAR
PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN
VERSION:2.0
METHOD:PUBLISH
BEGIN:VTIMEZONE
TZID:W. Europe Standard Time
BEGIN:STANDARD
DTSTART:16011028T030000
RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
END:STANDARD
BEGIN:DAYLIGHT
DTSTART:16010325T020000
RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
END:DAYLIGHT
END:VTIMEZONE
BEGIN:VEVENT
UID:040000008200E00074C5B7101A82E008
SUMMARY:Quarterly planning
DTSTART;TZID=W. Europe Standard Time:20240704T100000
DTEND;TZID=W. Europe Standard Time:20240704T113000
LOCATION:Room 4
END:VEVENT
BEGIN:VEVENT
UID:040000008200E00074C5B7101A82E009
SUMMARY:Winter review
DTSTART;TZID=W. Europe Standard Time:20241205T090000
DTEND;TZID=W. Europe Standard Time:20241205T100000
END:VEVENT
END:VCALENDAR
"""


def test_outlook_windows_zone_with_daylight_rules(extract):
    """Outlook names zones the Windows way and defines them in a VTIMEZONE with daylight-saving rules; the zone
    icalendar builds from it has no name of its own (every timed event was lost to an AttributeError)."""
    result = extract("outlook.ics", OUTLOOK)
    assert not result.problems
    events = _by_title(result)
    summer, winter = events["Quarterly planning"], events["Winter review"]
    assert summer.metadata["timezone"] == winter.metadata["timezone"] == "Europe/Berlin"
    assert summer.metadata["start"] == "2024-07-04T10:00:00+02:00"
    assert winter.metadata["start"] == "2024-12-05T09:00:00+01:00"
    assert "When: Thu 2024-07-04 10:00–11:30 (Europe/Berlin)" in summer.text


ICALENDAR_TESTS = Path(icalendar.__file__).parent / "tests"
SHIPPED_CALENDARS = sorted(ICALENDAR_TESTS.rglob("*.ics"))
# Exceptions that come from our code reading a calendar, never from a defect of the file.
OUR_BUG = re.compile(r"AttributeError|TypeError|KeyError|IndexError|NameError|NoneType|UnboundLocalError|"
                     r"BrokenCalendarProperty|RecursionError")


def readable_entries(data: bytes) -> list[str] | None:
    """Summaries of the events, to-dos and journal entries icalendar itself reads from the file (a changed
    occurrence of a series counts with its series); None when icalendar cannot read the file as a whole."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            calendars = Calendar.from_ical(data, multiple=True)
    except Exception:  # noqa: BLE001 — the file is broken: the extractor must say why
        return None
    comps = [c for cal in calendars for c in cal.walk() if c.name in ("VEVENT", "VTODO", "VJOURNAL")]
    series = {str(c.get("UID")) for c in comps if c.get("RECURRENCE-ID") is None}
    return [str(c.get("SUMMARY")).strip() for c in comps if c.get("SUMMARY") and str(c.get("SUMMARY")).strip()
            and not (c.get("RECURRENCE-ID") is not None and str(c.get("UID")) in series)]


@pytest.mark.skipif(not SHIPPED_CALENDARS, reason="this icalendar wheel ships no test calendars")
@pytest.mark.parametrize("path", SHIPPED_CALENDARS, ids=lambda p: p.relative_to(ICALENDAR_TESTS).as_posix())
def test_every_calendar_icalendar_ships_for_its_own_tests(path: Path) -> None:
    """Each file yields the entries icalendar reads from it, or problem records that name a defect of the file
    (a property that does not parse, a calendar never closed, entries with nothing to index), never one of ours."""
    result = default_registry().extract(path.name, path.read_bytes(), MTIME, Limits())
    check_contract(result)
    for p in result.problems:
        assert not OUR_BUG.search(p.message), p
    expected = readable_entries(path.read_bytes())
    if expected is None or result.extractor != "calendar":
        assert result.problems  # unreadable (or not a calendar at all): said so
        return
    titles = [s.title for s in result.sessions]
    assert sorted(set(expected)) == sorted(set(expected) & set(titles)), titles
    if not result.sessions:
        assert result.problems
