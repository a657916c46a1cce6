# -*- coding: utf-8 -*-
"""Deterministically (re)build ../vault/ and ../queries.json. Standard library only.

    cd benchmarks/vaultsets/elif && python gen/build.py
"""
import json
import os
import shutil
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")

import lib  # noqa: E402
import notes_content  # noqa: E402
import mail_content  # noqa: E402
import cal_content  # noqa: E402
import chat_content  # noqa: E402
import questions  # noqa: E402


def write(rel, data):
    rel = unicodedata.normalize("NFC", rel)
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(path, "wb") as f:
        f.write(data)


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)

    for rel, text in notes_content.NOTES.items():
        write(rel, text)

    for rel, spec in mail_content.MAILS:
        write(rel, lib.build_mail(rel, spec))

    mbox_rel = "mail/lists/abbeydale-volunteers.mbox"
    chunks = []
    for env, spec in mail_content.MBOX:
        raw = lib.build_mail(mbox_rel + spec["msgid"], spec)
        chunks.append(lib.mbox_from_line(env, spec["date"]).encode("ascii") + lib.mbox_escape(raw) + b"\n")
    write(mbox_rel, b"".join(chunks))

    for rel, data in cal_content.render().items():
        write(rel, data)

    write("chats/chatgpt/conversations.json", chat_content.chatgpt_json())
    write("chats/assistant/annem-visit-planning.json", chat_content.assistant_json())
    write("chats/quick-questions.jsonl", chat_content.quick_jsonl())
    write("chats/whatsapp/WhatsApp Chat - Yıldız Ailesi/_chat.txt", chat_content.whatsapp_text())
    write("kurs/kurs-gelir-gider.csv", chat_content.ledger_csv())
    write("pets/biscuit-kilo-takibi.csv", chat_content.biscuit_csv())

    out = [{"id": x["id"], "query": x["query"], "gold": sorted(x["gold"].keys()),
            "kind": x["kind"], "gold_hint": x["gold_hint"]} for x in questions.Q]
    with open(os.path.join(ROOT, "queries.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")

    n = sum(len(fs) for _, _, fs in os.walk(VAULT))
    print("wrote %d files to %s and %d questions" % (n, VAULT, len(out)))


if __name__ == "__main__":
    main()
