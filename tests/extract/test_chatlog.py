"""Chat logs saved as text (WhatsApp's "Export chat"): a conversation, one dated chunk per message, its senders
the participants; a diary whose lines start with dates stays a note."""

from __future__ import annotations

from datetime import datetime

IPHONE = """\u200e[08/05/2023, 13:56:02] Messages and calls are end-to-end encrypted. No one outside of this chat can read them.
[08/05/2023, 13:56:02] Ana Souza: did you book the cabin for June?
[08/05/2023, 13:57:40] Ben: yes, the one by the lake
it has a sauna too

and a jetty
[25/05/2023, 09:01:00] Ana Souza: my sister adopted a beagle called Pippin
\u200e[25/05/2023, 09:01:30] Ben: \u200eimage omitted
[25/05/2023, 09:02:11] Ben: aww
"""

ANDROID = """5/8/23, 1:56\u202fPM - Ana: did you book the cabin
5/8/23, 1:57\u202fPM - Ben: yes
5/25/23, 9:01\u202fAM - Ana changed the group description
5/25/23, 9:01\u202fAM - Ana: my sister adopted a beagle
5/25/23, 9:02\u202fAM - Ben: nice
"""


def test_an_iphone_export_is_a_conversation_of_dated_messages(extract):
    (chat,) = extract("WhatsApp Chat with Ana.txt", IPHONE).sessions
    assert chat.kind == "chat" and chat.title == "WhatsApp Chat with Ana"
    assert chat.metadata["format"] == "chat log" and chat.metadata["roles"] == ["ana souza", "ben"]
    texts = [c.text for c in chat.chunks]
    assert texts[0] == "did you book the cabin for June?"
    assert texts[1] == "yes, the one by the lake\nit has a sauna too\n\nand a jetty"  # lines without a stamp go on
    assert "end-to-end" not in chat.text  # the app's notice is no one's message
    assert [c.metadata["role"] for c in chat.chunks] == ["ana souza", "ben", "ana souza", "ben", "ben"]
    assert chat.date == datetime(2023, 5, 8, 13, 56, 2)  # the first message's time, not the file's
    assert chat.chunks[2].metadata["time"] == "2023-05-25T09:01:00"  # day first: 25 can be no month
    assert not any(c.user_authored for c in chat.chunks)


def test_an_iphone_export_named_by_whatsapp_is_titled_by_its_folder(extract):
    (chat,) = extract("chats/WhatsApp Chat - Ana Souza/_chat.txt", IPHONE).sessions
    assert chat.title == "WhatsApp Chat - Ana Souza"  # every iPhone export's log is "_chat.txt"
    assert extract("_chat.txt", IPHONE).sessions[0].title == "_chat"  # with no folder, the file's own name


def test_an_android_export_reads_month_first_and_twelve_hour_times(extract):
    (chat,) = extract("chat.txt", ANDROID).sessions
    assert chat.kind == "chat" and len(chat.chunks) == 4
    assert chat.date == datetime(2023, 5, 8, 13, 56)
    assert chat.chunks[2].metadata["time"] == "2023-05-25T09:01:00"
    assert "group description" not in chat.text


def test_a_diary_with_dated_lines_stays_a_note(extract):
    diary = "\n".join(f"2023-05-{d:02d} 20:00 Went to the lake. Note: call the plumber" for d in range(1, 10))
    (note,) = extract("diary.txt", diary).sessions
    assert note.kind == "text"
    meeting = "Minutes\n\n" + "\n".join(f"Item {i}: agreed" for i in range(10)) + "\n[08/05/2023, 13:56] Ana: hi\n"
    assert extract("minutes.txt", meeting).sessions[0].kind == "text"  # one stamped line is no chat log


IMESSAGE = """Apr 20, 2024  9:50:06 AM
Me
I survived the expedition

Apr 20, 2024  9:51:01 AM (Read by you after 19 seconds)
Nana Jean
Thank goodness. How was it?
Did you stay dry?

Apr 20, 2024 10:02:53 AM
Me
it rained the WHOLE time
Loved by Nana Jean

Apr 21, 2024  8:00:00 PM
Nana Jean
The marrows are in
"""


def test_an_imessage_exporter_text_is_a_conversation_of_dated_blocks(extract):
    (chat,) = extract("Nana Jean.txt", IMESSAGE).sessions
    assert chat.kind == "chat" and chat.metadata["format"] == "chat log"
    assert [c.metadata["role"] for c in chat.chunks] == ["user", "nana jean", "user", "nana jean"]
    assert chat.chunks[1].text == "Thank goodness. How was it?\nDid you stay dry?"  # read receipts are no text
    assert chat.chunks[0].user_authored and not chat.chunks[1].user_authored  # "Me" is the owner
    assert chat.date == datetime(2024, 4, 20, 9, 50, 6)
    assert chat.chunks[3].metadata["time"] == "2024-04-21T20:00:00"


def test_a_note_with_a_few_dated_lines_is_no_block_log(extract):
    note = ("Garden diary\n\nApr 20, 2024  9:50:06 AM\nSowed beans\n\n" + "Long paragraph about the soil.\n" * 12
            + "\nApr 28, 2024  9:50:06 AM\nWatered\n\n" + "More about the weather.\n" * 12
            + "\nMay 02, 2024  7:10:00 PM\nPicked radishes\n")
    assert extract("diary.txt", note).sessions[0].kind == "text"


IRC = """--- Log opened Mon Mar 04 19:00:00 2024
[2024-03-04 19:02] -!- ana [~ana@host.example] has joined #allotment
[2024-03-04 19:02] -!- Topic for #allotment: water troughs, the hut, the show
[2024-03-04 19:02] <ana> anyone know when the water troughs get switched on?
[2024-03-04 19:03] <@bea> first of April usually
[2024-03-04 19:03] * ana makes a note: troughs
[2024-03-04 19:05] <ana> thanks all: the leeks are desperate
--- Day changed Tue Mar 05 2024
[2024-03-05 08:10] <+cal> committee meets thursday in the hut
--- Log closed Tue Mar 05 23:59:00 2024
"""

WEECHAT = ("2024-03-04 19:02:11\t-->\tana (~ana@host.example) has joined #allotment\n"
           "2024-03-04 19:02:40\tana\tanyone know when the water troughs get switched on?\n"
           "2024-03-04 19:03:02\t@bea\tfirst of April usually\n"
           "2024-03-04 19:03:30\t *\tana makes a note\n"
           "2024-03-05 08:10:00\tcal\tcommittee meets thursday in the hut\n")


def test_an_irc_log_is_a_conversation_under_any_extension(extract):
    for name in ("allotment.txt", "#allotment.log"):
        (chat,) = extract(name, IRC).sessions
        assert chat.kind == "chat" and chat.metadata["format"] == "chat log"
        assert [c.metadata["role"] for c in chat.chunks] == ["ana", "bea", "ana", "cal"]  # an op's @ is no name
        assert chat.chunks[1].text == "first of April usually"
        assert chat.chunks[3].text == "committee meets thursday in the hut"  # the client's day and log marks
        assert chat.chunks[2].text == "thanks all: the leeks are desperate"  # a colon in a message is no sender's
        assert not any(w in chat.text for w in ("has joined", "Topic", "makes a note"))  # the client's notices
        assert chat.chunks[3].metadata["time"] == "2024-03-05T08:10:00"


def test_a_weechat_log_names_its_senders_between_tabs(extract):
    (chat,) = extract("irc.libera.#allotment.weechatlog", WEECHAT).sessions
    assert chat.kind == "chat"
    assert [c.metadata["role"] for c in chat.chunks] == ["ana", "bea", "cal"]
    assert chat.date == datetime(2024, 3, 4, 19, 2, 40)


LINE = """[LINE] Chat history with Mum
Saved on: 2024/05/09 21:14

2024/05/02(Thu)
21:14\tMum\tdid you eat already
21:15\tWei Ling\t"yes lah
had chicken rice at the hawker centre"

2024/05/03(Fri)
08:02\tMum\tPa's physio moved to Tuesday 3pm
08:05\tWei Ling\t"ok I'll take him

after lunch"
"""


def test_a_line_export_dates_each_message_by_its_day_line(extract):
    (chat,) = extract("[LINE] Chat with Mum.txt", LINE).sessions
    assert chat.kind == "chat" and chat.metadata["format"] == "chat log"
    assert [c.metadata["role"] for c in chat.chunks] == ["mum", "wei ling", "mum", "wei ling"]
    assert chat.chunks[1].text == "yes lah\nhad chicken rice at the hawker centre"  # the quotes only mark its end
    assert chat.chunks[3].text == "ok I'll take him\n\nafter lunch"
    assert "Saved on" not in chat.text  # the export's header is no message
    assert chat.date == datetime(2024, 5, 2, 21, 14)
    assert chat.chunks[2].metadata["time"] == "2024-05-03T08:02:00"
    us = "Thu, 5/2/2024\n9:14 PM\tMum\thi\n9:15 PM\tAna\thello\n9:16 PM\tMum\tdinner?\nFri, 5/3/2024\n8:00 AM\tAna\tyes"
    assert extract("chat.txt", us).sessions[0].chunks[3].metadata["time"] == "2024-05-03T08:00:00"


def test_a_timesheet_without_day_lines_is_no_line_export(extract):
    sheet = "Timesheet\n" + "\n".join(f"09:{i:02d}\tdesk\tfiled report {i}" for i in range(10))
    assert extract("timesheet.txt", sheet).sessions[0].kind == "text"


KAKAO_PC = """엄마 님과 카카오톡 대화\r
저장한 날짜 : 2024-05-04 10:00:00\r
\r
--------------- 2024년 5월 3일 금요일 ---------------\r
[엄마] [오후 2:15] 밥 먹었니?\r
[민지] [오후 2:16] 네 먹었어요\r
비행기 표는 다음주에 예약할게요\r
[엄마] [오전 12:05] 잘자\r
--------------- 2024년 5월 4일 토요일 ---------------\r
[민지] [오전 9:05] the flight lands at 14:35, terminal 2\r
"""

KAKAO_PHONE = """Chats with Mum
Date Saved : May 4, 2024 at 10:00 AM

Friday, May 3, 2024
May 3, 2024, 2:15 PM, Mum : Did you eat?
May 3, 2024, 2:16 PM, Min-ji : Yes
booking the flight next week
May 3, 2024, 2:17 PM: Dad joined this chatroom.
May 3, 2024, 11:20 PM, Dad : hello all
"""


def test_a_kakaotalk_computer_export_dates_messages_by_the_days_divider(extract):
    (chat,) = extract("KakaoTalk_20240504_1000_00_123_엄마.txt", KAKAO_PC).sessions
    assert chat.kind == "chat" and chat.title == "엄마"  # the chat's name from the header, not the file's
    assert [c.metadata["role"] for c in chat.chunks] == ["엄마", "민지", "엄마", "민지"]
    assert chat.chunks[1].text == "네 먹었어요\n비행기 표는 다음주에 예약할게요"
    assert [c.metadata["time"] for c in chat.chunks] == [  # 오후 is afternoon, 오전 12 is just after midnight
        "2024-05-03T14:15:00", "2024-05-03T14:16:00", "2024-05-03T00:05:00", "2024-05-04T09:05:00"]
    assert "저장한 날짜" not in chat.text


def test_a_kakaotalk_phone_export_dates_each_message_and_skips_the_apps_notices(extract):
    (chat,) = extract("Talk_2024.5.4 10:00-1.txt", KAKAO_PHONE).sessions
    assert chat.title == "Mum" and [c.metadata["role"] for c in chat.chunks] == ["mum", "min-ji", "dad"]
    assert chat.chunks[1].text == "Yes\nbooking the flight next week"  # the notice is no part of it
    assert chat.chunks[2].metadata["time"] == "2024-05-03T23:20:00"
    korean = "2024년 5월 3일 금요일\n" + "".join(f"2024. 5. 3. 오후 {h}:00, 엄마 : 메시지 {h}\n" for h in (1, 2, 3))
    assert extract("Talk.txt", korean).sessions[0].chunks[2].metadata["time"] == "2024-05-03T15:00:00"


SIGNAL = """[2024-04-09 14:50] Dae-ho Kim: It's out!! 180 sounds of Baltic sea ice.
[2024-04-09 14:52] Sanna Virtanen: OMG. Link?!
[2024-04-09 14:52] Dae-ho Kim: ![cover.png](./media/cover.png)
[2024-04-09 14:54] Dae-ho Kim: 140 copies sold in the first week!
"""


def test_a_chat_log_saved_as_markdown_is_a_conversation_titled_by_its_folder(extract):
    (chat,) = extract("Sanna Virtanen/chat.md", SIGNAL).sessions  # signal-export's layout
    assert chat.kind == "chat" and chat.title == "Sanna Virtanen"
    assert chat.metadata["roles"] == ["dae-ho kim", "sanna virtanen"]
    assert chat.date == datetime(2024, 4, 9, 14, 50) and len(chat.chunks) == 4
    notes = "# Lambing\n\n" + "\n".join(f"- [2024-04-0{d} 08:00] ewe {d}: twins" for d in range(1, 8))
    assert extract("notes/lambing.md", notes).sessions[0].kind == "note"  # a note's dated list is no chat log
