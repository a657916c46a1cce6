#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Build the dimitra vault from scratch: ../vault/. Standard library only, deterministic."""
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import content_notes  # noqa: E402
import content_mail  # noqa: E402
import content_cal  # noqa: E402
import content_chat  # noqa: E402

VAULT = os.path.normpath(os.path.join(HERE, "..", "vault"))


def collect():
    files = {}
    for path, text in content_notes.NOTES.items():
        files[path] = text.encode("utf-8")
    files.update(content_mail.build_mails())
    files.update(content_cal.build_calendars())
    files["chat/whatsapp/WhatsApp Chat - Kyriacou Family/_chat.txt"] = content_chat.whatsapp()
    files["chat/chatgpt/conversations.json"] = content_chat.chatgpt()
    files["chat/assistant/2025-02-11_teen-revision-motivation.json"] = content_chat.json.dumps(
        content_chat.MOTIVATION, ensure_ascii=False, indent=2).encode("utf-8") + b"\n"
    files["chat/assistant/2025-03-02_greek-invitation-translation.json"] = content_chat.json.dumps(
        content_chat.INVITE, ensure_ascii=False, indent=2).encode("utf-8") + b"\n"
    files["chat/quick-questions.jsonl"] = content_chat.quick_jsonl()
    files["finance/party-budget-2025.csv"] = content_chat.BUDGET.encode("utf-8")
    files["notes/swimming/lido-log.csv"] = content_chat.LIDO.encode("utf-8")
    files["mail/lists/grovelands-lido-swimmers.mbox"] = content_chat.mbox()
    return files


def main():
    files = collect()
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    for rel in sorted(files):
        full = os.path.join(VAULT, rel)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as f:
            f.write(files[rel])
    print("wrote %d files to %s" % (len(files), VAULT))


if __name__ == "__main__":
    main()
