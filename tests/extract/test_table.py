from __future__ import annotations

import csv

from hypothesis import given, settings
from hypothesis import strategies as st

from vaultmem.extract import table


def test_rows_render_with_field_names_and_row_ranges(sample):
    (table,) = sample("data/expenses-2024.csv").sessions
    assert table.kind == "table" and table.title == "expenses 2024"
    assert table.metadata["fields"] == ["Date", "Description", "Category", "Amount (EUR)", "Paid by"]
    assert table.metadata["rows"] == 13
    row = "Date: 2024-03-14 | Description: La Sportiva Solution climbing shoes | Category: hobbies"
    assert row in table.text
    assert table.chunks[0].metadata["row_start"] == 2


def test_tsv_headerless_and_ragged(extract):
    (tsv,) = extract("t.tsv", "name\tqty\nflour\t5\nsalt\t1\textra\n").sessions
    assert tsv.text.splitlines() == ["name: flour | qty: 5", "name: salt | qty: 1 | column 3: extra"]
    (bare,) = extract("n.csv", "2024-01-01,12.5\n2024-01-02,13\n").sessions
    assert bare.text.splitlines()[0] == "column 1: 2024-01-01 | column 2: 12.5"
    semi = extract("s.csv", "a;b;c\n1;2;3\n4;5;6\n").sessions[0]
    assert semi.metadata["delimiter"] == ";"


def test_small_groups_and_chunk_ranges(extract):
    csv = "id,note\n" + "".join(f"{i},entry number {i}\n" for i in range(100))
    (table,) = extract("log.csv", csv, chunk_target_chars=200).sessions
    assert len(table.chunks) > 5
    ends = [c.metadata["row_end"] for c in table.chunks]
    assert ends == sorted(ends) and ends[-1] == 101


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(["a", "1", ",", ";", "\t", "|", '"', "'", " ", "\n", "x y", "2.5"]), max_size=60)
       .map("".join))
def test_comma_shortcut_gives_what_the_sniffer_gives(sample: str) -> None:
    try:
        sniffed = csv.Sniffer().sniff(sample, delimiters=table.DELIMITERS).delimiter
    except csv.Error:
        sniffed = ","
    assert table.guess_delimiter(sample) == sniffed
