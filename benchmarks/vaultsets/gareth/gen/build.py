#!/usr/bin/env python3
"""Build the Gareth Pritchard vault deterministically. Standard library only.
Usage: cd /work/heldout32/gareth && python gen/build.py   -> (re)creates ./vault from scratch."""
import csv
import hashlib
import io
import json
import os
import shutil
import sys
from datetime import datetime, timedelta, timezone
from email import policy
from email.message import EmailMessage
from email.utils import format_datetime

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import notes_a, notes_b, notes_long, mail_content, cal_content, chat_content  # noqa: E402

ROOT = os.path.normpath(os.path.join(HERE, "..", "vault"))


def write(rel, data):
    p = os.path.join(ROOT, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(p, "wb") as f:
        f.write(data)


def dt(t):
    y, mo, d, h, mi, s, tz = t
    return datetime(y, mo, d, h, mi, s, tzinfo=timezone(timedelta(hours=tz)))


def boundary(path, i):
    return "===" + hashlib.sha1(f"{path}#{i}".encode()).hexdigest()[:28] + "=="


def build_mail(m):
    msg = EmailMessage()
    msg["From"] = m["frm"]
    msg["To"] = m["to"]
    if m.get("cc"):
        msg["Cc"] = m["cc"]
    msg["Subject"] = m["subject"]
    msg["Date"] = format_datetime(dt(m["date"]))
    msg["Message-ID"] = m["mid"]
    if m.get("in_reply_to"):
        msg["In-Reply-To"] = m["in_reply_to"]
        msg["References"] = m["in_reply_to"]
    for k, v in (m.get("extra") or {}).items():
        msg[k] = v
    kind = m["kind"]
    if kind == "plain":
        msg.set_content(m["body"], charset="utf-8", cte=m["body_cte"])
    elif kind == "html":
        msg.set_content(m["html"], subtype="html", charset="utf-8", cte=m["html_cte"])
    elif kind == "alt":
        msg.set_content(m["body"], charset="utf-8", cte=m["body_cte"])
        msg.add_alternative(m["html"], subtype="html", charset="utf-8", cte=m["html_cte"])
    elif kind == "mixed":
        msg.set_content(m["body"], charset="utf-8", cte=m["body_cte"])
        for fn, text in m["attachments"]:
            msg.add_attachment(text.encode("utf-8"), maintype="text", subtype="plain", filename=fn)
    else:
        raise ValueError(kind)
    i = 0
    for part in msg.walk():
        if part.is_multipart():
            part.set_boundary(boundary(m["path"], i))
            i += 1
    return msg.as_bytes(policy=policy.default)


def build_mbox(entries):
    out = []
    for e in entries:
        d = dt(e["date"])
        from_line = "From " + e["frm"].split("<")[1].rstrip(">") + " " + d.strftime("%a %b %d %H:%M:%S %Y")
        hdr = [
            f"From: {e['frm']}",
            f"To: {mail_content.LIST_ADDR}",
            f"Subject: {e['subject']}",
            f"Date: {format_datetime(d)}",
            f"Message-ID: {e['mid']}",
        ]
        if e.get("in_reply_to"):
            hdr += [f"In-Reply-To: {e['in_reply_to']}", f"References: {e['in_reply_to']}"]
        hdr += [
            f"List-Id: {mail_content.LIST_ID}",
            f"List-Post: <mailto:{mail_content.LIST_ADDR}>",
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=utf-8",
            "Content-Transfer-Encoding: 8bit",
        ]
        body = []
        for line in e["body"].rstrip("\n").split("\n"):
            body.append(">" + line if line.startswith("From ") else line)
        out.append(from_line + "\n" + "\n".join(hdr) + "\n\n" + "\n".join(body) + "\n\n")
    return "".join(out)


def csv_text(rows):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


def main():
    if os.path.exists(ROOT):
        shutil.rmtree(ROOT)
    os.makedirs(ROOT)
    for mod in (notes_a, notes_b, notes_long):
        for rel, text in mod.NOTES.items():
            write(rel, text)
    write("data/barn-costs.csv", csv_text(notes_b.BARN_COSTS))
    write("data/flock-log.csv", csv_text(notes_b.FLOCK_LOG))
    for m in mail_content.MAILS:
        write(m["path"], build_mail(m))
    write("mail/lists/dolgellau-juniors.mbox", build_mbox(mail_content.MBOX))
    for rel, data in cal_content.build_calendars().items():
        write(rel, data)
    write("chats/chatgpt/conversations.json",
          json.dumps(chat_content.chatgpt_export(), ensure_ascii=False))
    write("chats/assistant/rugby-sessions.json",
          json.dumps(chat_content.RUGBY_SESSIONS, ensure_ascii=False, indent=2) + "\n")
    write("chats/quick-questions.jsonl",
          "".join(json.dumps({"ts": ts, "q": q, "a": a}, ensure_ascii=False) + "\n"
                  for ts, q, a in chat_content.QUICK))
    write("chats/WhatsApp Chat - Sian/_chat.txt", chat_content.whatsapp_text(chat_content.SIAN_CHAT))
    write("chats/WhatsApp Chat - U12s Coaches/_chat.txt", chat_content.whatsapp_text(chat_content.COACH_CHAT))
    n = sum(len(fs) for _, _, fs in os.walk(ROOT))
    print(f"wrote {n} files to {ROOT}")


if __name__ == "__main__":
    main()
