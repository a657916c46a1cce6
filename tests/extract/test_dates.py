"""Dates as people and export tools write them."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from vaultmem.extract.dates import numeric_order, parse_written


@pytest.mark.parametrize("text, when", [
    ("2025-06-14", datetime(2025, 6, 14)),
    ("2025-06-14T10:00:00Z", datetime(2025, 6, 14, 10, tzinfo=UTC)),
    ("Mon, 8 May 2023 13:56:00 +0100", datetime(2023, 5, 8, 13, 56, tzinfo=timezone(timedelta(hours=1)))),
    ("1:56 pm on 8 May, 2023", datetime(2023, 5, 8, 13, 56)),
    ("May 8, 2023", datetime(2023, 5, 8)),
    ("September 14th, 2025", datetime(2025, 9, 14)),
    ("Monday, 8 May 2023 13:56", datetime(2023, 5, 8, 13, 56)),
    ("10am, 3rd June 2024", datetime(2024, 6, 3, 10)),
    ("12:30 am on 1 January 2024", datetime(2024, 1, 1, 0, 30)),
    ("2026/01/10 (Sat) 19:00", datetime(2026, 1, 10, 19)),
])
def test_written_dates(text: str, when: datetime) -> None:
    assert parse_written(text) == when


@pytest.mark.parametrize("text", [
    "08/05/2023",  # day and month order is ambiguous: not guessed
    "31 February 2023",
    "in 2023 we moved",
    "",
    "x" * 100,
])
def test_no_date_is_guessed(text: str) -> None:
    assert parse_written(text) is None


def test_a_numeric_date_is_read_in_the_order_given() -> None:
    assert parse_written("05/02/2023 20:10", "dmy") == datetime(2023, 2, 5, 20, 10)
    assert parse_written("05/02/2023 20:10", "mdy") == datetime(2023, 5, 2, 20, 10)
    assert parse_written("14.03.2025", "dmy") == datetime(2025, 3, 14)
    assert parse_written("14.03.2025", "mdy") is None  # no 14th month: not a date


def test_a_numeric_date_with_a_two_digit_year_is_this_century() -> None:
    """Phones' chat logs write "8/5/23, 1:56 PM"."""
    assert parse_written("8/5/23, 1:56 PM", "dmy") == datetime(2023, 5, 8, 13, 56)
    assert parse_written("8/5/23, 1:56 PM", "mdy") == datetime(2023, 8, 5, 13, 56)
    assert parse_written("8/5/23", "") is None  # still only in an order given


def test_the_order_of_numeric_dates_comes_from_one_that_can_only_be_read_one_way() -> None:
    assert numeric_order(["05/02/2023 20:10", "19/02/2023 08:00"]) == "dmy"
    assert numeric_order(["05/02/2023 20:10", "03/14/2025 9:30 PM"]) == "mdy"
    assert numeric_order(["05/02/2023", 12, None]) == "dmy"  # undecided: day first, as most of the world writes
