"""Android's SMS Backup & Restore XML: one conversation per contact, each message a dated turn, the owner's sent
messages the user's; a file that declares entities, or is no backup, is not read as one."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from vaultmem.errors import ExtractError
from vaultmem.extract.sms_backup import backup_messages

BACKUP = """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<!--File Created By SMS Backup & Restore v10.20.002 on 04/03/2024 19:02:11-->
<smses count="5" backup_set="5a1c" backup_date="1709578931000" type="full">
  <sms protocol="0" address="+44 7700 900123" date="1709571600000" type="1" subject="null"
       body="Can you feed Biscuit on Saturday? Key&apos;s under the pot" toa="null" sc_toa="null"
       service_center="null" read="1" status="-1" locked="0" date_sent="1709571599000" sub_id="1"
       readable_date="4 Mar 2024 17:00:00" contact_name="Ana Souza" />
  <sms protocol="0" address="07700900123" date="1709571660000" type="2" subject="null"
       body="Yes! What time&#10;does she eat?" read="1" status="-1" locked="0" readable_date="4 Mar 2024 17:01:00"
       contact_name="Ana Souza" />
  <sms protocol="0" address="+447700900456" date="1709575200000" type="1" body="Plumber comes Thursday 8am"
       read="1" contact_name="Landlord" />
  <sms protocol="0" address="+447700900456" date="1709575260000" type="3" body="draft never sent"
       contact_name="Landlord" />
  <mms date="1709578800000" msg_box="1" address="+447700900123" contact_name="Ana Souza" read="1">
    <parts>
      <part seq="-1" ct="application/smil" text="&lt;smil&gt;&lt;/smil&gt;" />
      <part seq="0" ct="image/jpeg" name="IMG_1.jpg" data="AAAA" />
      <part seq="0" ct="text/plain" text="Here she is at the vet" />
    </parts>
    <addrs><addr address="+447700900123" type="137" charset="106" /></addrs>
  </mms>
</smses>
"""


def test_a_backup_is_one_conversation_per_contact(extract):
    result = extract("backups/sms-20240304.xml", BACKUP)
    assert result.extractor == "sms-backup" and not result.problems
    ana, landlord = result.sessions
    assert ana.kind == "chat" and ana.title == "Ana Souza" and landlord.title == "Landlord"
    # one contact, however the number is written; the owner's sent message is theirs; a draft is no message
    assert [(c.metadata["role"], c.text) for c in ana.chunks] == [
        ("ana souza", "Can you feed Biscuit on Saturday? Key's under the pot"),
        ("user", "Yes! What time\ndoes she eat?"),
        ("ana souza", "Here she is at the vet")]  # an MMS's text part, not its layout or its picture
    assert [c.user_authored for c in ana.chunks] == [False, True, False]
    assert [c.text for c in landlord.chunks] == ["Plumber comes Thursday 8am"]
    assert ana.date == datetime(2024, 3, 4, 17, 0, tzinfo=UTC)
    assert ana.chunks[1].metadata["time"] == "2024-03-04T17:01:00+00:00"


def test_a_backup_of_one_unnamed_contact_is_titled_by_the_number(extract):
    one = BACKUP.split('  <sms protocol="0" address="+447700900456"')[0].replace(' contact_name="Ana Souza"', "")
    (chat,) = extract("sms.xml", one + "</smses>\n").sessions
    assert chat.title == "+44 7700 900123" and len(chat.chunks) == 2


def test_entities_are_never_expanded_and_other_xml_is_text(extract):
    bomb = ('<?xml version="1.0"?>\n<!DOCTYPE smses [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>\n'
            '<smses><sms address="1" type="1" date="1" body="&b;" /></smses>')
    with pytest.raises(ExtractError, match="document type"):
        backup_messages(bomb.encode())
    result = extract("sms.xml", bomb)
    assert result.extractor == "fallback" and "&b;" in result.sessions[0].text  # read as its text, unexpanded
    config = '<?xml version="1.0"?>\n<project><name>vaultmem</name><version>1.0</version></project>\n'
    assert extract("pom.xml", config).sessions[0].kind == "text"  # no backup's root: the fallback's text
