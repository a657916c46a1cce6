#!/usr/bin/env python3
"""Build the aino vault deterministically: python gen/build.py (from the set folder)."""
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import lib  # noqa: E402

VAULT = os.path.normpath(os.path.join(HERE, "..", "vault"))
lib.VAULT = VAULT

from c_notes import NOTES  # noqa: E402
from c_long import LONG  # noqa: E402
from c_mail import MAILS  # noqa: E402
from c_cal import CALS  # noqa: E402
import c_chat  # noqa: E402
import c_misc  # noqa: E402


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)

    for rel, text in list(NOTES.items()) + list(LONG.items()):
        lib.write_text(rel, text)

    for rel, spec in MAILS:
        lib.build_email(rel, spec)

    for rel, (prodid, name, comps) in CALS.items():
        lib.write_bytes(rel, lib.ics_calendar(prodid, name, comps).encode("utf-8"))

    lib.write_text("chats/chatgpt/conversations.json",
                   json.dumps(c_chat.CONVS, ensure_ascii=False, indent=1))
    lib.write_text("chats/tekoaly-essee-apu.json",
                   json.dumps(c_chat.ESSAY_CHAT, ensure_ascii=False, indent=2))
    lib.write_text("chats/englanti-smalltalk-harjoitus.json",
                   json.dumps(c_chat.ENGLISH_PRACTICE, ensure_ascii=False, indent=2))
    lib.write_text("chats/pikakysymykset.jsonl", c_chat.quick_jsonl())
    lib.write_bytes("chats/whatsapp/WhatsApp Chat - Juha/_chat.txt",
                    c_chat.whatsapp(c_chat.JUHA).encode("utf-8"))
    lib.write_bytes("chats/whatsapp/WhatsApp Chat - Mökkiporukka/_chat.txt",
                    c_chat.whatsapp(c_chat.MOKKI).encode("utf-8"))

    lib.write_text("talous/mokki-kulut-2025.csv", c_misc.MOKKI_CSV)
    lib.write_text("talous/lasten-kulut.csv", c_misc.LAPSET_CSV)
    lib.write_text("mail/lists/sointu-lista.mbox", c_misc.build_mbox())

    n = sum(len(f) for _, _, f in os.walk(VAULT))
    print(f"wrote {n} files to {VAULT}")


if __name__ == "__main__":
    main()
