#!/usr/bin/env python3
"""Build the 'nour' held-out vault deterministically (standard library only).

    cd /work/heldout26/nour && python gen/build.py

Writes ../vault/ from scratch and ../queries.json.
"""
import json
import os
import shutil
import sys
from datetime import timezone
from email.message import EmailMessage
from email.utils import format_datetime

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from util import (POL, dt, make_email, ics_bytes, write_bytes, write_text, mojibake,
                  json_bytes)
import c_notes_work, c_notes_perso, c_notes_journal, c_notes_misc
import c_mail, c_cal, c_chats
import questions

ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")


def build_mbox():
    out = []
    for m in c_mail.MBOX:
        msg = EmailMessage(policy=POL)
        msg["From"] = m["frm"]
        msg["To"] = c_mail.LIST
        msg["Subject"] = m["subject"]
        msg["Date"] = format_datetime(dt(m["date"]))
        msg["Message-ID"] = m["msgid"]
        if m.get("in_reply_to"):
            msg["In-Reply-To"] = m["in_reply_to"]
            msg["References"] = m["in_reply_to"]
        msg["List-Id"] = c_mail.LIST_ID
        msg["List-Post"] = "<mailto:foulees@listes.fouleesmileend.example>"
        msg["Precedence"] = "list"
        msg.set_content(m["body"], subtype="plain", charset="utf-8", cte="8bit")
        raw = msg.as_bytes(policy=POL)
        head, _, body = raw.partition(b"\n\n")
        lines = body.split(b"\n")
        lines = [b">" + ln if ln.startswith(b"From ") or ln.startswith(b">From ") else ln
                 for ln in lines]
        body = b"\n".join(lines)
        if not body.endswith(b"\n"):
            body += b"\n"
        u = dt(m["date"]).astimezone(timezone.utc)
        env_date = u.strftime("%a %b ") + "%2d" % u.day + u.strftime(" %H:%M:%S %Y")  # asctime
        out.append(("From %s %s\n" % (m["env"], env_date)).encode("ascii") + head + b"\n\n"
                   + body + b"\n")
    return b"".join(out)


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)

    for mod in (c_notes_work, c_notes_perso, c_notes_journal, c_notes_misc):
        for rel, text in mod.NOTES.items():
            write_text(VAULT, rel, text)

    for rel, m in c_mail.EMAILS.items():
        m = dict(m)
        m["from"] = m.pop("frm")
        write_bytes(VAULT, rel, make_email(rel, m))
    write_bytes(VAULT, "mail/listes/foulees-mile-end.mbox", build_mbox())

    for rel, lines in c_cal.CALS.items():
        write_bytes(VAULT, rel, ics_bytes(lines))

    write_bytes(VAULT, "chats/chatgpt/conversations.json",
                json_bytes(c_chats.CHATGPT, ensure_ascii=False))
    write_bytes(VAULT, "chats/assistant/2025-05-20_aga-cotisation.json",
                json_bytes(c_chats.ASSIST_AGA, ensure_ascii=False, indent=2))
    write_bytes(VAULT, "chats/assistant/2025-08-14_ravitaillement-longues.json",
                json_bytes(c_chats.ASSIST_FUEL, ensure_ascii=False, indent=2))
    jl = "".join(json.dumps({"ts": c_chats.iso(w), "q": q, "a": a}, ensure_ascii=False) + "\n"
                 for w, q, a in c_chats.QUICK)
    write_text(VAULT, "chats/questions-rapides.jsonl", jl)

    base = "chats/instagram/your_instagram_activity/messages/inbox/"
    for title, d, parts, msgs in (
            (c_chats.RANIA, c_chats.RANIA_DIR, [c_chats.RANIA, c_chats.NOUR], c_chats.RANIA_MSGS),
            (c_chats.MEL, c_chats.MEL_DIR, [c_chats.MEL, c_chats.NOUR], c_chats.MEL_MSGS)):
        thread = mojibake(c_chats.ig_thread(title, d, parts, msgs))
        write_bytes(VAULT, base + d + "/message_1.json",
                    json_bytes(thread, ensure_ascii=True, indent=2))

    qs = [{"id": q["id"], "query": q["query"], "gold": sorted(q["keys"]), "kind": q["kind"],
           "gold_hint": q["hint"]} for q in questions.QUESTIONS]
    with open(os.path.join(ROOT, "queries.json"), "w", encoding="utf-8") as f:
        json.dump(qs, f, ensure_ascii=False, indent=2)
        f.write("\n")

    n = sum(len(fs) for _, _, fs in os.walk(VAULT))
    print("vault: %d files, queries: %d" % (n, len(qs)))


if __name__ == "__main__":
    main()
