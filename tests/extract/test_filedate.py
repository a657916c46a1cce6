"""A file named for its day is dated by its name, not by when it was last copied."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from vaultmem.extract.base import Limits
from vaultmem.extract.filedate import file_date
from vaultmem.extract.registry import default_registry

MTIME = datetime(2026, 11, 25, 18, 18, tzinfo=UTC)


@pytest.mark.parametrize("relpath, day", [
    ("notes/daily/2025-10-04.md", datetime(2025, 10, 4)),
    ("journal/2025_10_04.md", datetime(2025, 10, 4)),
    ("meetings/20251004 standup.txt", datetime(2025, 10, 4)),
    ("notes/2024.12.31 review.md", datetime(2024, 12, 31)),
    ("notes/trip 2025-02-30 then 2025-03-01.md", datetime(2025, 3, 1)),  # the first valid day
])
def test_a_day_in_the_name(relpath: str, day: datetime) -> None:
    assert file_date(relpath, MTIME) == day


@pytest.mark.parametrize("relpath", [
    "mail/2025/03/notes.md",  # folders name months
    "notes/2025-10.md",  # a month, not a day
    "notes/2025-1004.md",  # mixed separators
    "notes/12025-10-04.md",  # part of a longer number
    "notes/2025-13-04.md",
    "notes/shopping.md",
])
def test_no_day_in_the_name(relpath: str) -> None:
    assert file_date(relpath, MTIME) == MTIME


def test_a_daily_note_is_dated_by_its_name_and_front_matter_wins() -> None:
    reg = default_registry()
    plain = reg.extract("notes/daily/2025-10-04.md", b"# Sat 4 Oct\n\nShift at the food bank.\n", MTIME, Limits())
    assert plain.sessions[0].date == datetime(2025, 10, 4)
    declared = reg.extract("notes/daily/2025-10-04.md", b"---\ndate: 2025-10-05\n---\n# Sun\n\nRest.\n", MTIME,
                           Limits())
    assert declared.sessions[0].date == datetime(2025, 10, 5)
    undated = reg.extract("notes/shopping.md", b"# Shopping\n\nEggs.\n", MTIME, Limits())
    assert undated.sessions[0].date == MTIME
