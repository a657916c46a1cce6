from __future__ import annotations

from datetime import date, datetime

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
