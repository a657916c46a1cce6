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


VIBER_LIKE = """Date,Time,Sender,Phone number,Message
="03/02/2025",20:14:03,="Oksana",="+380500000001","Did the parcel with the honey arrive?"
="03/02/2025",20:31:47,="Me",="+48500000002","Yes, on Friday. The jar survived, the box did not."
="04/02/2025",08:05:30,="Oksana",="+380500000001","Ha! Next time I wrap it in a towel."
"""


def test_a_message_log_is_a_conversation_of_its_senders(extract):
    (chat,) = extract("chats/family_message_history.csv", VIBER_LIKE).sessions
    assert chat.kind == "chat" and chat.title == "family message history"
    assert chat.metadata["turns"] == 3 and chat.metadata["roles"] == ["oksana", "user"]  # "Me" is the owner
    assert chat.text.startswith("oksana: Did the parcel with the honey arrive?\n\nuser: Yes, on Friday.")
    assert "Phone number" not in chat.text and "+380" not in chat.text
    times = [c.metadata["time"] for c in chat.chunks]
    assert times == ["2025-02-03T20:14:03", "2025-02-03T20:31:47", "2025-02-04T08:05:30"]  # day first
    assert chat.date.isoformat() == "2025-02-03T20:14:03"


def test_a_message_log_reads_its_dates_month_first_when_one_can_only_be(extract):
    log = "timestamp,from,text\n02/03/2025 9:00,Ana,hi\n02/14/2025 9:30,Me,hello\n02/15/2025 10:00,Ana,bye\n"
    (chat,) = extract("sms.csv", log).sessions
    assert [c.metadata["time"][:10] for c in chat.chunks] == ["2025-02-03", "2025-02-14", "2025-02-15"]


def test_a_table_without_a_sender_or_a_time_stays_a_table(extract):
    for data in ("Date,Description,Amount\n2024-01-02,Coffee,3.20\n2024-01-03,Bus,2.10\n",
                 "Name,Message\nAna,Happy birthday!\nBo,Many happy returns\n"):
        (t,) = extract("t.csv", data).sessions
        assert t.kind == "table"


def test_a_cell_in_excels_text_guard_is_its_text(extract):
    (t,) = extract("codes.csv", 'code,item\n="007",spare key\n="0042","a ""quoted"" name"\n').sessions
    assert t.text.splitlines() == ["code: 007 | item: spare key", 'code: 0042 | item: a "quoted" name']


def test_a_message_log_with_the_owners_messages_unnamed_reads_them_as_the_owners(extract):
    """An iPhone exporter's CSV: a message date and a sent date (the first is when), the owner's own messages
    marked outgoing with no sender name."""
    log = ("Chat Session,Message Date,Sent Date,Type,Sender Name,Text\n"
           "Ana,2024-05-02 20:52:21,2024-05-02 20:52:22,Incoming,Ana,Are we still on for Saturday?\n"
           "Ana,2024-05-02 20:55:02,2024-05-02 20:55:02,Outgoing,,Yes! 10am at the market.\n"
           "Ana,2024-05-03 08:01:40,2024-05-03 08:01:41,Incoming,Ana,See you there\n")
    (chat,) = extract("Messages - Ana.csv", log).sessions
    assert chat.kind == "chat" and chat.metadata["roles"] == ["ana", "user"]
    assert [c.metadata["role"] for c in chat.chunks] == ["ana", "user", "ana"]
    assert [c.metadata["time"] for c in chat.chunks] == [
        "2024-05-02T20:52:21", "2024-05-02T20:55:02", "2024-05-03T08:01:40"]
