from __future__ import annotations

import json
from datetime import UTC, datetime


def test_chatgpt_export_conversations_turns_and_roles(sample):
    gift, sourdough = sample("chats/chatgpt-export/conversations.json").sessions
    assert gift.kind == "chat" and gift.title == "Birthday present for my brother"
    assert gift.key == "c41b9d07-88e2-4f6b-b0d5-7e3a19c2f640"
    assert [c.metadata["role"] for c in gift.chunks] == ["user", "assistant", "user", "assistant"]
    assert [c.metadata["turn"] for c in gift.chunks] == [0, 1, 2, 3]
    assert [c.user_authored for c in gift.chunks] == [True, False, True, False]
    assert "Pentax K1000" in gift.chunks[0].text and not gift.chunks[0].text.startswith("user:")
    assert gift.text.startswith("user: I need a birthday present")
    assert "\n\nassistant: Some ideas" in gift.text
    assert gift.date == datetime.fromtimestamp(1715533200.0, tz=UTC)  # the conversation's create_time
    assert gift.chunks[0].metadata["time"] == "2024-05-12T17:03:00+00:00"
    assert sourdough.title == "Sluggish sourdough starter"


def test_jsonl_turns(sample):
    (chat,) = sample("chats/cello-practice.jsonl").sessions
    assert len(chat.chunks) == 4 and chat.date.isoformat() == "2024-05-02T21:14:00+01:00"
    assert chat.title.startswith("I started the prelude of Bach's first cello suite")


def test_jsonl_turns_with_their_text_under_msg_or_an_unknown_key(extract):
    lines = [{"from": "Jamie", "date": "2024-03-02 19:05", "msg": "Visa biometrics booked for Tuesday"},
             {"from": "Callum", "date": "2024-03-02 19:07", "msg": "Nice one", "attachment": "IMG_0042.jpg"}]
    (chat,) = extract("session.jsonl", "\n".join(map(json.dumps, lines))).sessions
    assert chat.kind == "chat" and [c.metadata["role"] for c in chat.chunks] == ["jamie", "callum"]
    assert chat.chunks[0].text == "Visa biometrics booked for Tuesday"
    # a key no known shape uses: the messages are not lost, they are read as records
    unknown = [{("said" if k == "msg" else k): v for k, v in line.items()} for line in lines]
    (records,) = extract("session.jsonl", "\n".join(map(json.dumps, unknown))).sessions
    assert records.kind == "record" and "Visa biometrics booked for Tuesday" in records.text


def _mapping_export(current_node):
    def node(i, parent, children, role, text):
        msg = {"author": {"role": role}, "content": {"content_type": "text", "parts": [text]}, "create_time": 1e9 + len(i)}
        return {"id": i, "parent": parent, "children": children, "message": msg}
    mapping = {"r": {"id": "r", "parent": None, "children": ["u"], "message": None},
               "u": node("u", "r", ["a1", "a2"], "user", "question"),
               "a1": node("a1", "u", [], "assistant", "first draft answer"),
               "a2": node("a2", "u", [], "assistant", "regenerated answer")}
    conv = {"title": "t", "mapping": mapping, "id": "c1"}
    if current_node:
        conv["current_node"] = current_node
    return json.dumps([conv])


def test_chatgpt_branch_follows_current_node_or_newest_child(extract):
    (shown,) = extract("conversations.json", _mapping_export("a1")).sessions
    assert shown.text == "user: question\n\nassistant: first draft answer"
    (newest,) = extract("conversations.json", _mapping_export(None)).sessions
    assert newest.text.endswith("regenerated answer")


def test_claude_export_and_messages_object(extract):
    claude = [{"uuid": "k1", "name": "Tiles", "created_at": "2024-02-01T10:00:00Z", "chat_messages": [
        {"sender": "human", "text": "Which tiles for the bathroom?", "created_at": "2024-02-01T10:00:05Z"},
        {"sender": "assistant", "text": "", "content": [{"type": "text", "text": "Matte porcelain."}]}]}]
    (conv,) = extract("claude.json", json.dumps(claude)).sessions
    assert conv.key == "k1" and conv.title == "Tiles"
    assert [c.metadata["role"] for c in conv.chunks] == ["user", "assistant"]
    assert conv.chunks[1].text == "Matte porcelain."
    obj = {"id": "x", "messages": [{"role": "user", "content": [{"type": "text", "text": "hi there"}]}]}
    (single,) = extract("x.json", json.dumps(obj)).sessions
    assert single.chunks[0].metadata == {"role": "user", "turn": 0, "time": None}


def test_other_json_becomes_records_with_paths(extract):
    data = {"owner": "Maya", "plants": [{"name": "basil", "water": "daily"}, {"name": "fig", "care": {"prune": "March"}}]}
    (records,) = extract("garden.json", json.dumps(data)).sessions
    assert records.kind == "record" and records.title == "garden.json"
    assert "$.plants[1]\nname: fig\ncare.prune: March" in records.text
    small = extract("garden.json", json.dumps(data), chunk_target_chars=30).sessions[0]
    assert [c.metadata["json_path"] for c in small.chunks] == ["$", "$.plants[0]", "$.plants[1]"]


def test_invalid_json_is_a_problem(extract):
    result = extract("broken.json", '{"role": "user", "content": ')
    assert not result.sessions and result.problems[0].kind == "parse"
    partial = extract("log.jsonl", '{"role":"user","content":"kept"}\n{oops\n')
    assert partial.sessions[0].chunks[0].text == "kept" and partial.problems


def test_a_conversation_with_turns_and_written_dates(extract):
    """Exports that keep a session's turns under "turns" or "dialogue", dated as people write dates."""
    obj = {"session_id": "s1", "date": "1:56 pm on 8 May, 2023", "turns": [
        {"speaker": "Caroline", "text": "I went to the support group yesterday."},
        {"speaker": "Melanie", "text": "How was it?", "timestamp": "8 May 2023 14:02"}]}
    (conv,) = extract("s1.json", json.dumps(obj)).sessions
    assert conv.kind == "chat" and [c.metadata["role"] for c in conv.chunks] == ["caroline", "melanie"]
    assert conv.date == datetime(2023, 5, 8, 13, 56)
    assert conv.chunks[1].metadata["time"].startswith("2023-05-08T14:02")
    dialogue = {"dialogue": [{"role": "user", "content": "hello"}], "date_time": "7:10 pm on 2 June, 2023"}
    (conv,) = extract("d.json", json.dumps(dialogue)).sessions
    assert conv.kind == "chat" and conv.date == datetime(2023, 6, 2, 19, 10)


def test_turns_under_conversation_with_numeric_dates_in_the_files_own_order(extract):
    """{"conversation": [{"user", "message", "sent_at"}]} is a chat; its "05/02/2023" dates are day first
    because another of its timestamps can only be ("19/02/2023"), or month first when one shows that."""
    obj = {"conversation": [{"user": "Priya", "message": "Happy new year!", "sent_at": "05/02/2023 20:10"},
                            {"user": "Oskar", "message": "And to you.", "sent_at": "19/02/2023 08:00"}]}
    (conv,) = extract("s01.json", json.dumps(obj)).sessions
    assert conv.kind == "chat" and [c.metadata["role"] for c in conv.chunks] == ["priya", "oskar"]
    assert conv.date == datetime(2023, 2, 5, 20, 10)
    us = {"conversation": [{"user": "Ann", "message": "hi", "sent_at": "05/02/2023 20:10"},
                           {"user": "Bo", "message": "hey", "sent_at": "05/14/2023 09:00"}]}
    (conv,) = extract("us.json", json.dumps(us)).sessions
    assert conv.date == datetime(2023, 5, 2, 20, 10)


def test_turns_timed_by_ts_and_a_session_by_started(extract):
    obj = {"session_id": "s3", "started": "2023-03-01T09:00:00+00:00", "participants": ["Nadia", "Felix"],
           "messages": [{"from": "Nadia", "text": "Morning!", "ts": "2023-03-01T09:00:05+00:00"},
                        {"from": "Felix", "text": "Hi", "ts": "1677661300"}]}
    (conv,) = extract("s3.json", json.dumps(obj)).sessions
    assert conv.date == datetime(2023, 3, 1, 9, 0, tzinfo=UTC)
    assert conv.chunks[0].metadata["time"].startswith("2023-03-01T09:00:05")
    assert conv.chunks[1].metadata["time"].startswith("2023-03-01T09:01:40")  # epoch seconds written as text


def test_a_shared_photos_caption_is_part_of_its_turn(extract):
    obj = {"turns": [{"speaker": "Mel", "text": "Here's my latest painting!", "img_caption": "a lake at sunrise"},
                     {"speaker": "Cara", "text": "", "caption": "  a dog on a couch "},
                     {"speaker": "Mel", "text": "Love it", "caption": 7}]}
    (conv,) = extract("s1.json", json.dumps(obj)).sessions
    assert [c.text for c in conv.chunks] == ["Here's my latest painting!\n\n(a lake at sunrise)",
                                             "(a dog on a couch)", "Love it"]


def test_telegram_desktop_export_one_chat_and_all_chats(extract):
    chat = {"name": "Olga", "type": "personal_chat", "id": 4242, "messages": [
        {"id": 1, "type": "service", "date": "2024-03-02T09:00:00", "actor": "Olga", "action": "phone_call"},
        {"id": 2, "type": "message", "date": "2024-03-02T09:01:10", "date_unixtime": "1709370070", "from": "Olga",
         "from_id": "user1", "text": ["The key is under the ", {"type": "bold", "text": "blue"}, " pot"]},
        {"id": 3, "type": "message", "date": "2024-03-02T09:02:00", "from": "Me", "text": "thanks!"}]}
    (conv,) = extract("result.json", json.dumps(chat)).sessions
    assert conv.title == "Olga" and conv.key == "4242"
    assert [c.metadata["role"] for c in conv.chunks] == ["olga", "user"]  # the call notice is no turn; "Me" is the owner
    assert conv.chunks[0].text == "The key is under the blue pot"
    assert conv.date == datetime(2024, 3, 2, 9, 1, 10)
    full = {"personal_information": {"first_name": "Me"},
            "chats": {"about": "…", "list": [chat, {**chat, "id": 7, "name": "Piotr"}]},
            "left_chats": {"about": "…", "list": []}}
    assert [c.title for c in extract("result.json", json.dumps(full)).sessions] == ["Olga", "Piotr"]


def test_messenger_export_reads_its_latin1_mojibake_and_newest_first_order(extract):
    def fb(text: str) -> str:  # how Messenger writes UTF-8 text: each byte as one Latin-1 character
        return text.encode("utf-8").decode("latin-1")
    export = {"participants": [{"name": fb("Zoë Kowalczyk")}, {"name": "Sam"}], "title": fb("Zoë Kowalczyk"),
              "thread_path": "inbox/zoe_123", "messages": [
                  {"sender_name": "Sam", "timestamp_ms": 1700000600000, "content": "see you at the café then"},
                  {"sender_name": fb("Zoë Kowalczyk"), "timestamp_ms": 1700000000000,
                   "content": fb("Cześć! The rehearsal moved to Łódź street hall, 7pm")}]}
    (conv,) = extract("message_1.json", json.dumps(export)).sessions
    assert conv.title == "Zoë Kowalczyk"
    assert [c.metadata["role"] for c in conv.chunks] == ["zoë kowalczyk", "sam"]  # oldest first
    assert conv.chunks[0].text.startswith("Cześć! The rehearsal moved to Łódź")
    assert conv.chunks[1].text == "see you at the café then"  # real text, not mojibake, is kept as it is
    assert conv.date == datetime.fromtimestamp(1700000000, tz=UTC)


def test_discord_chat_exporter_authors_by_name(extract):
    export = {"guild": {"name": "Book club"}, "channel": {"name": "general"}, "messages": [
        {"id": "1", "timestamp": "2024-05-01T18:00:00+00:00", "content": "next pick is Piranesi",
         "author": {"id": "9", "name": "ana_b", "nickname": "Ana"}},
        {"id": "2", "timestamp": "2024-05-01T18:01:00+00:00", "content": "yes!", "author": {"id": "8", "name": "tom"}}]}
    (conv,) = extract("general.json", json.dumps(export)).sessions
    assert [c.metadata["role"] for c in conv.chunks] == ["ana", "tom"]


def test_turns_dated_with_and_without_a_zone_keep_their_order(extract):
    obj = {"messages": [{"from": "Ann", "text": "later", "date": "2024-03-02T10:00:00+01:00"},
                        {"from": "Bo", "text": "earlier", "date": "2024-03-01T09:00:00"}]}
    (conv,) = extract("mixed.json", json.dumps(obj)).sessions
    assert [c.text for c in conv.chunks] == ["later", "earlier"]


def _locomo_session(n: int, when: str, turns: list[tuple[str, str]]) -> dict:
    return {f"session_{n}_date_time": when,
            f"session_{n}": [{"speaker": s, "dia_id": f"D{n}:{i + 1}", "text": t} for i, (s, t) in enumerate(turns)]}


def test_locomo_sessions_one_to_a_file_or_many_in_a_sample(extract):
    one = {"speaker_a": "Fiona", "speaker_b": "Priya",
           **_locomo_session(3, "8:10 pm on 4 December, 2022", [("Fiona", "We have an accompanist!"),
                                                                ("Priya", "Yay! Who?")])}
    (conv,) = extract("pair/session_03.json", json.dumps(one)).sessions
    assert conv.kind == "chat" and conv.title == "Fiona and Priya, session 3"
    assert conv.date == datetime(2022, 12, 4, 20, 10)
    assert [c.metadata["role"] for c in conv.chunks] == ["fiona", "priya"]
    samples = [{"sample_id": "conv-26", "qa": [{"question": "?", "answer": "!"}],
                "conversation": {"speaker_a": "Caroline", "speaker_b": "Melanie",
                                 **_locomo_session(1, "1:56 pm on 8 May, 2023", [("Caroline", "Hey Mel!")]),
                                 **_locomo_session(2, "1:14 pm on 25 May, 2023", [("Melanie", "Hi Caroline"),
                                                                                  ("Caroline", "I ran a race")])}},
               {"sample_id": "conv-30", "conversation": {
                   "speaker_a": "Jon", "speaker_b": "Gina", **_locomo_session(1, "4:04 pm on 20 January, 2023",
                                                                             [("Jon", "Lost my job")])}}]
    wrapped = {"conversation": {"messages": [{"role": "user", "content": "wrapped once more"}]}}
    assert extract("w.json", json.dumps(wrapped)).sessions[0].kind == "chat"
    sessions = extract("locomo10.json", json.dumps(samples)).sessions
    assert [s.key for s in sessions] == ["conv-26/session_1", "conv-26/session_2", "conv-30/session_1"]
    assert [s.date for s in sessions] == [datetime(2023, 5, 8, 13, 56), datetime(2023, 5, 25, 13, 14),
                                          datetime(2023, 1, 20, 16, 4)]
    assert sessions[1].text == "melanie: Hi Caroline\n\ncaroline: I ran a race"


def test_a_log_of_question_and_answer_pairs_is_a_conversation(extract):
    lines = [{"ts": "2025-01-09T06:40:00-07:00", "q": "tank heater cost per day", "a": "About $4.32 a day."},
             {"ts": "2025-02-02T20:11:00-07:00", "question": "portuguese for thank you", "answer": "obrigado"},
             {"prompt": "", "response": "an empty question is no turn"}]
    (conv,) = extract("quick.jsonl", "\n".join(json.dumps(x) for x in lines)).sessions
    assert conv.kind == "chat"
    assert [(c.metadata["role"], c.text) for c in conv.chunks] == [
        ("user", "tank heater cost per day"), ("assistant", "About $4.32 a day."),
        ("user", "portuguese for thank you"), ("assistant", "obrigado")]
    assert [c.user_authored for c in conv.chunks] == [True, False, True, False]
    assert conv.chunks[2].metadata["time"] == "2025-02-02T20:11:00-07:00"
    (record,) = extract("data.json", json.dumps([{"question": "x"}, {"answer": "y"}])).sessions
    assert record.kind == "record"  # halves of pairs make no conversation


def test_slack_and_google_chat_exports_name_their_speakers(extract):
    slack = [{"type": "message", "user": "U01AB", "text": "standup moved to 10", "ts": "1683550560.000200",
              "user_profile": {"real_name": "Ana Silva", "display_name": "ana"}},
             {"type": "message", "user": "U02CD", "text": "ok", "ts": "1683550620.000100"}]
    (conv,) = extract("general/2023-05-08.json", json.dumps(slack)).sessions
    assert [c.metadata["role"] for c in conv.chunks] == ["ana silva", "u02cd"]  # no profile: the id is all there is
    assert conv.date == datetime.fromtimestamp(1683550560.0002, tz=UTC)
    google = {"messages": [{"creator": {"name": "Ana Silva", "email": "ana@example.com", "user_type": "Human"},
                            "created_date": "Monday, May 8, 2023 at 1:56:00 PM UTC", "text": "lunch?"}]}
    (conv,) = extract("Google Chat/Groups/DM 1/messages.json", json.dumps(google)).sessions
    assert conv.chunks[0].metadata["role"] == "ana silva" and conv.date == datetime(2023, 5, 8, 13, 56)


def test_a_slack_exports_lists_of_users_and_direct_messages_are_not_sessions(extract):
    users = [{"id": "U04RPN8ZJ5D", "name": "priya.r", "real_name": "Priya Raghavan",
              "profile": {"title": "Firmware Engineer", "real_name": "Priya Raghavan"}}]
    result = extract("slack_export/users.json", json.dumps(users))
    assert result.sessions == () and [(p.kind, p.is_failure) for p in result.problems] == [("empty", False)]
    assert "users" in result.problems[0].message
    dms = [{"id": "D04S9B1L7XA", "created": 1669871412, "members": ["U03HKM7V2QK", "U04RPN8ZJ5D"]}]
    assert extract("slack_export/dms.json", json.dumps(dms)).sessions == ()
    # the same name holding something else, and a channel list (its topics are written by people), are read
    (people,) = extract("club/users.json", json.dumps([{"id": 7, "name": "Priya", "role": "treasurer"}])).sessions
    assert "treasurer" in people.text
    channels = [{"id": "C04K7GEN1A", "name": "general", "purpose": {"value": "Everything about the garage"}}]
    (listed,) = extract("slack_export/channels.json", json.dumps(channels)).sessions
    assert "Everything about the garage" in listed.text


def test_a_skype_export_reads_what_was_typed_as_a_person_sees_it(extract):
    messages = [  # newest first, as Skype writes them
        {"id": "3", "displayName": None, "originalarrivaltime": "2024-11-03T19:40:00.000Z", "messagetype": "Event/Call",
         "content": "<partlist type=\"ended\"><part identity=\"live:karim\"><name>Karim</name></part></partlist>",
         "conversationid": "8:live:karim", "from": "8:live:karim"},
        {"id": "2", "displayName": "Karim Benali", "originalarrivaltime": "2024-11-03T19:25:11.123Z",
         "messagetype": "RichText", "content": "<quote author=\"live:fatima\"><legacyquote>[19:23] Fatima: "
         "</legacyquote>the plumber came?</quote>Yes, the tank needs a new float valve &amp; it&apos;s "
         "<b>85</b> euros<e_m ts=\"1730661915\" a=\"live:karim\" t=\"61\"/>",
         "conversationid": "8:live:karim", "from": "8:live:karim", "properties": {"edittime": "1730661920"}},
        {"id": "1", "displayName": None, "originalarrivaltime": "2024-11-03T19:23:20.000Z", "messagetype": "RichText",
         "content": "the plumber came? <ss type=\"smile\">:)</ss>", "conversationid": "8:live:karim",
         "from": "8:live:fatima"}]
    export = {"userId": "8:live:fatima", "exportDate": "2025-06-05T10:00",
              "conversations": [{"id": "8:live:karim", "displayName": "Karim Benali", "threadProperties": None,
                                 "MessageList": messages}]}
    (conv,) = extract("messages.json", json.dumps(export)).sessions
    assert conv.kind == "chat" and conv.title == "Karim Benali"
    assert [c.metadata["role"] for c in conv.chunks] == ["user", "karim benali"]  # the call is no one's words
    assert conv.chunks[0].user_authored and conv.chunks[0].text == "the plumber came? :)"
    assert conv.chunks[1].text == "Yes, the tank needs a new float valve & it's 85 euros"  # the quoted message left out
    assert conv.date == datetime(2024, 11, 3, 19, 23, 20, tzinfo=UTC)
    named = dict(export, conversations=[dict(export["conversations"][0], MessageList=[
        dict(m, displayName="Fatima Benali") if m["from"] == "8:live:fatima" else m for m in messages])])
    (conv,) = extract("messages.json", json.dumps(named)).sessions
    assert conv.chunks[0].metadata["role"] == "user"  # sent from the owner's account, whatever name it shows


def test_signal_messages_name_the_sender_and_the_owners_outgoing_ones(extract):
    signal = [{"id": "a1", "conversationId": "c9", "type": "incoming", "source": "+15145550183",
               "sourceName": "Rory Finch", "sent_at": 1700085945306, "timestamp": 1700085945306,
               "body": "the game launched yesterday"},
              {"id": "a2", "conversationId": "c9", "type": "outgoing", "sent_at": 1700086078300,
               "timestamp": 1700086078300, "body": "I bought it at midnight", "sendStateByConversationId": {}}]
    (conv,) = extract("signal_Rory_Finch.json", json.dumps(signal)).sessions
    assert conv.kind == "chat" and [c.metadata["role"] for c in conv.chunks] == ["rory finch", "user"]
    assert conv.chunks[1].user_authored and conv.date == datetime.fromtimestamp(1700085945.306, tz=UTC)
    named = [dict(m, sourceName=name) for m, name in zip(signal, ["Rory Finch", "Isla Brennan"])]
    (conv,) = extract("signal_Rory_Finch.json", json.dumps(named)).sessions
    assert conv.title == "signal_Rory_Finch"  # no owner's words to title it: the file's name, not "Conversation 1"


def test_a_phones_sms_export_is_a_conversation_per_thread(extract):
    sms = {"device": "Pixel 7", "messages": [
        {"thread": "Agnieszka", "address": "+447700900001", "type": "received", "date": "2025-04-22T10:14:00+01:00",
         "body": "are you on nights this week?"},
        {"thread": "Agnieszka", "address": "+447700900001", "type": "sent", "date": "2025-04-22T10:20:00+01:00",
         "body": "yes until Sunday"},
        {"thread": "Callum", "address": "+447700900002", "type": "received", "date": "2025-05-01T08:00:00+01:00",
         "body": "lesson moved to 3pm"}]}
    agnieszka, callum = extract("sms/export.json", json.dumps(sms)).sessions
    assert (agnieszka.title, callum.title) == ("Agnieszka", "Callum")
    assert [c.metadata["role"] for c in agnieszka.chunks] == ["+447700900001", "user"]
    assert agnieszka.chunks[1].user_authored and callum.date == datetime(2025, 5, 1, 7, 0, tzinfo=UTC)
    android = [{"thread_id": "7", "address": "+15550100", "__display_name": "Ana", "type": "1",
                "date": "1683550560000", "body": "running late"},
               {"thread_id": "7", "address": "+15550100", "type": "2", "date": "1683550620000", "body": "ok"},
               {"thread_id": "9", "address": "+15550199", "type": "1", "date": "1683550680000", "body": "hi"}]
    ana, other = extract("messages.ndjson", "\n".join(map(json.dumps, android))).sessions
    assert ana.title == "Ana" and [c.metadata["role"] for c in ana.chunks] == ["ana", "user"]
    assert other.title == "+15550199"  # a numbered thread is titled by the other party
    records = [{"type": "1", "body": "a numbered type beside no address is no direction"}] * 3
    assert extract("codes.json", json.dumps(records)).sessions[0].kind == "record"
