#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Build the bongani vault from scratch. Standard library only; deterministic output."""
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import notes_short  # noqa: E402
import notes_long  # noqa: E402
import mailgen  # noqa: E402
import calgen  # noqa: E402
import whatsapp  # noqa: E402
import chatgen  # noqa: E402

VAULT = os.path.normpath(os.path.join(HERE, "..", "vault"))


def main():
    files = {}
    for d in (notes_short.NOTES, notes_short.TEXTS, notes_long.LONG):
        for p, t in d.items():
            files[p] = t.encode("utf-8")
    files.update(mailgen.build_mails())
    files["lists/umhlanga-striders.mbox"] = mailgen.build_mbox()
    files.update(calgen.build_cals())
    files["chats/WhatsApp Chat - %s/_chat.txt" % whatsapp.GROUP] = whatsapp.build_chat()
    files["chats/chatgpt/conversations.json"] = chatgen.build_chatgpt()
    files.update(chatgen.build_plain_chats())
    files["chats/quick-questions.jsonl"] = chatgen.build_jsonl()
    files.update(chatgen.build_csvs())

    if os.path.exists(VAULT):
        shutil.rmtree(VAULT)
    for p in sorted(files):
        full = os.path.join(VAULT, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as f:
            f.write(files[p])
    print("wrote %d files to %s" % (len(files), VAULT))


if __name__ == "__main__":
    main()
