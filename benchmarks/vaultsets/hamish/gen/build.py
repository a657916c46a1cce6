#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Deterministic generator for Hamish's vault. Standard library only.
Run from the set folder:  python gen/build.py   -> (re)creates ../vault/ from scratch."""
import sys as _s; _s.dont_write_bytecode = True
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
VAULT = os.path.join(os.path.dirname(HERE), "vault")

import notes_short, notes_long, mail_content, mbox_content, cal_content, chat_content, csv_content  # noqa: E402


def write(rel, data):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(path, "wb") as f:
        f.write(data)


def h(s, n=24):
    return hashlib.sha1(s.encode("utf-8")).hexdigest()[:n]


# ---------------- time helpers ----------------
def nz_tz(dt_naive):
    # NZDT: 29 Sep 2024 -> 6 Apr 2025, and from 28 Sep 2025 -> 5 Apr 2026
    if (datetime(2024, 9, 29, 2) <= dt_naive < datetime(2025, 4, 6, 3)) or \
       (datetime(2025, 9, 28, 2) <= dt_naive < datetime(2026, 4, 5, 3)):
        return timezone(timedelta(hours=13))
    return timezone(timedelta(hours=12))


def nz_dt(t):
    naive = datetime(*t)
    return naive.replace(tzinfo=nz_tz(naive))


def iso_epoch(s):
    return datetime.fromisoformat(s).timestamp()


# ---------------- notes / text ----------------
def build_notes():
    for rel, text in sorted(notes_short.NOTES.items()):
        write(rel, text)
    for rel, text in sorted(notes_long.LONG.items()):
        write(rel, text)
    for rel, text in sorted(notes_short.TEXTS.items()):
        write(rel, text)


# ---------------- mail ----------------
POL = policy.default


def make_message(d, key):
    msg = EmailMessage(policy=POL)
    msg["From"] = d["frm"]
    msg["To"] = d["to"]
    if d.get("cc"):
        msg["Cc"] = d["cc"]
    msg["Date"] = format_datetime(nz_dt(d["date"]))
    msg["Subject"] = d["subject"]
    msg["Message-ID"] = d["msgid"]
    if d.get("in_reply_to"):
        msg["In-Reply-To"] = d["in_reply_to"]
        msg["References"] = d["in_reply_to"]
    if d.get("list_unsub"):
        dom = d["frm"].split("@")[1].rstrip(">")
        msg["List-Unsubscribe"] = "<https://%s/unsub>" % dom
    if d.get("list_id"):
        msg["List-Id"] = d["list_id"]
    kind = d.get("kind", "plain")
    cte = d.get("cte", "7bit")
    if kind == "plain":
        msg.set_content(d["body"], cte=cte)
    elif kind == "html":
        msg.set_content(d["html"], subtype="html", cte=cte)
    elif kind == "alt":
        msg.set_content(d["body"], cte=cte)
        msg.add_alternative(d["html"], subtype="html", cte=cte)
    elif kind == "mixed":
        msg.set_content(d["body"], cte=cte)
        for fname, text in d["attachments"]:
            msg.add_attachment(text, subtype="plain", cte="base64", filename=fname)
    else:
        raise ValueError(kind)
    for i, part in enumerate(msg.walk()):
        if part.is_multipart():
            part.set_boundary("=_twg_%s_%d" % (h(key + "#" + str(i), 20), i))
    return msg


def build_mail():
    for d in mail_content.MAILS:
        msg = make_message(d, d["path"])
        write(d["path"], msg.as_bytes(policy=POL))


def mbox_from_line(addr, dt):
    u = dt.astimezone(timezone.utc)
    days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    mons = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    return "From %s %s %s %2d %02d:%02d:%02d %d" % (
        addr, days[u.weekday()], mons[u.month - 1], u.day, u.hour, u.minute, u.second, u.year)


def build_mbox():
    out = []
    for d in mbox_content.MBOX:
        d = dict(d)
        d.setdefault("to", mbox_content.LIST_ADDR)
        d["list_id"] = mbox_content.LIST_ID
        d["kind"] = "plain"
        d["cte"] = "8bit" if any(ord(c) > 127 for c in d["body"]) else "7bit"
        msg = make_message(d, "mbox:" + d["msgid"])
        raw = msg.as_bytes(policy=POL).decode("utf-8")
        addr = d["frm"].split("<")[1].rstrip(">")
        lines = []
        for line in raw.split("\n"):
            if line.startswith("From "):
                line = ">" + line
            lines.append(line)
        body = "\n".join(lines)
        if not body.endswith("\n"):
            body += "\n"
        out.append(mbox_from_line(addr, nz_dt(d["date"])) + "\n" + body + "\n")
    write("mail/lists/maungakawa-vfb.mbox", "".join(out))


# ---------------- calendars ----------------
def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return line
    parts = []
    cur = b""
    limit = 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            parts.append(cur)
            cur = b""
            limit = 74  # continuation lines start with a space
        cur += cb
    parts.append(cur)
    return "\r\n ".join(p.decode("utf-8") for p in parts)


def build_cals():
    for rel, (prodid, name, comps) in sorted(cal_content.CALS.items()):
        lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + prodid, "CALSCALE:GREGORIAN",
                 "METHOD:PUBLISH", "X-WR-CALNAME:" + name, "X-WR-TIMEZONE:Pacific/Auckland"]
        lines += cal_content.VTIMEZONE
        for c in comps:
            lines += c
        lines.append("END:VCALENDAR")
        write(rel, "".join(fold(l) + "\r\n" for l in lines))


# ---------------- chats ----------------
def uid_from(s):
    x = hashlib.md5(s.encode("utf-8")).hexdigest()
    return "%s-%s-%s-%s-%s" % (x[:8], x[8:12], x[12:16], x[16:20], x[20:32])


def gpt_message(mid, role, text, t):
    meta = {}
    if role == "assistant":
        meta = {"model_slug": "gpt-4o", "default_model_slug": "gpt-4o", "finish_details": {"type": "stop", "stop_tokens": [200002]}}
    return {
        "id": mid,
        "author": {"role": role, "name": None, "metadata": {}},
        "create_time": float(t) + 0.123 if role == "assistant" else float(t) + 0.456,
        "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully",
        "end_turn": True if role == "assistant" else None,
        "weight": 1.0,
        "metadata": meta,
        "recipient": "all",
        "channel": None,
    }


def build_gpt():
    convs = []
    for c in chat_content.GPT:
        key = c["key"]
        mapping = {}
        root = "client-created-root"
        sys_id = uid_from(key + ":system")
        mapping[root] = {"id": root, "message": None, "parent": None, "children": [sys_id]}
        sysmsg = gpt_message(sys_id, "system", "", c["start"])
        sysmsg["create_time"] = None
        sysmsg["end_turn"] = True
        sysmsg["weight"] = 0.0
        sysmsg["metadata"] = {"is_visually_hidden_from_conversation": True}
        mapping[sys_id] = {"id": sys_id, "message": sysmsg, "parent": root, "children": []}
        branches = [c["turns"]] if "turns" in c else [c["branch_a"], c["branch_b"]]
        last = None
        last_t = 0
        for bi, turns in enumerate(branches):
            parent = sys_id
            for ti, (role, text, t) in enumerate(turns):
                mid = uid_from("%s:%d:%d" % (key, bi, ti))
                mapping[parent]["children"].append(mid)
                mapping[mid] = {"id": mid, "message": gpt_message(mid, role, text, t), "parent": parent, "children": []}
                parent = mid
                last_t = max(last_t, t)
            last = parent  # current node = last branch (the edited one)
        cid = uid_from(key + ":conv")
        convs.append({
            "title": c["title"],
            "create_time": float(c["start"]) + 0.5,
            "update_time": float(last_t) + 1.5,
            "mapping": mapping,
            "moderation_results": [],
            "current_node": last,
            "plugin_ids": None,
            "conversation_id": cid,
            "conversation_template_id": None,
            "gizmo_id": None,
            "is_archived": False,
            "safe_urls": [],
            "default_model_slug": "gpt-4o",
            "id": cid,
        })
    convs.sort(key=lambda x: -x["update_time"])
    write("chat/chatgpt/conversations.json", json.dumps(convs, ensure_ascii=False))


def fb(s):
    """Facebook's export mojibake: UTF-8 bytes written as \\u00XX escapes."""
    return s.encode("utf-8").decode("latin-1")


def build_messenger():
    msgs = []
    for i, (who, ts, text) in enumerate(chat_content.MESSENGER):
        m = {"sender_name": fb(who), "timestamp_ms": int(iso_epoch(ts) * 1000), "content": fb(text)}
        if i in chat_content.MESSENGER_REACTIONS:
            m["reactions"] = [{"reaction": fb(r), "actor": fb(a)} for r, a in chat_content.MESSENGER_REACTIONS[i]]
        m["is_geoblocked_for_viewer"] = False
        msgs.append(m)
    msgs.reverse()  # newest first, like the real export
    thread = "inbox/whanau_5510283746"
    obj = {
        "participants": [{"name": fb(p)} for p in chat_content.MESSENGER_PARTICIPANTS],
        "messages": msgs,
        "title": fb(chat_content.MESSENGER_TITLE),
        "is_still_participant": True,
        "thread_path": thread,
        "magic_words": [],
        "image": {"uri": "messages/%s/photos/group_photo_5510283746.jpg" % thread, "creation_timestamp": 1706000000},
        "joinable_mode": {"mode": 1, "link": ""},
    }
    write("chat/messenger/inbox/whanau_5510283746/message_1.json", json.dumps(obj, indent=2, ensure_ascii=True))


def build_chats():
    build_gpt()
    write("chat/assistant/2025-08-23-coffee-machine.json", json.dumps(chat_content.COFFEE, indent=2, ensure_ascii=False) + "\n")
    write("chat/quick-questions.jsonl", "".join(json.dumps(q, ensure_ascii=False) + "\n" for q in chat_content.QUICK))
    build_messenger()


# ---------------- csv ----------------
def build_csv():
    for rel, header, rows in [("data/bulk-milk-log-2025.csv", csv_content.MILK_HEADER, csv_content.MILK_ROWS),
                              ("data/sleepout-costs.csv", csv_content.COST_HEADER, csv_content.COST_ROWS)]:
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(header)
        w.writerows(rows)
        write(rel, buf.getvalue())


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    build_notes()
    build_mail()
    build_mbox()
    build_cals()
    build_chats()
    build_csv()
    n = sum(len(fs) for _, _, fs in os.walk(VAULT))
    print("wrote %d files to %s" % (n, VAULT))


if __name__ == "__main__":
    main()
