# -*- coding: utf-8 -*-
"""Build Farid Rahimi's vault deterministically (standard library only).

    cd benchmarks/vaultsets/farid && python gen/build.py

Deletes ../vault/ and writes it again from the content modules in this folder.
No current time, no randomness: MIME boundaries, UUIDs and timestamps are derived from
fixed strings."""
import calendar as _cal
import csv
import datetime as _dt
import email.policy
import email.utils
import hashlib
import io
import json
import os
import shutil
import sys
import uuid
from email.message import EmailMessage

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cal_content  # noqa: E402
import chat_content  # noqa: E402
import long_notes  # noqa: E402
import mail_content  # noqa: E402
import notes_content  # noqa: E402

VAULT = os.path.normpath(os.path.join(HERE, "..", "vault"))


# ------------------------------------------------------------------ helpers
def h(s, n=16):
    return hashlib.sha256(s.encode("utf-8")).hexdigest()[:n]


def det_uuid(seed):
    return str(uuid.UUID(bytes=hashlib.md5(seed.encode("utf-8")).digest(), version=4))


def _last_sunday(year, month):
    last = _cal.monthrange(year, month)[1]
    d = _dt.date(year, month, last)
    while d.weekday() != 6:
        d -= _dt.timedelta(days=1)
    return d


def london_tz(y, m, d, hh=12, mm=0):
    """UTC offset for Europe/London local time (BST from last Sun Mar to last Sun Oct)."""
    day = _dt.date(y, m, d)
    start, end = _last_sunday(y, 3), _last_sunday(y, 10)
    bst = (start < day < end) or (day == start and hh >= 2) or (day == end and hh < 1)
    return _dt.timezone(_dt.timedelta(hours=1 if bst else 0))


def london_dt(t):
    y, m, d, hh, mm = t[:5]
    ss = t[5] if len(t) > 5 else 0
    return _dt.datetime(y, m, d, hh, mm, ss, tzinfo=london_tz(y, m, d, hh, mm))


def epoch(t):
    return int(london_dt(t).timestamp())


def write_bytes(rel, data):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as fh:
        fh.write(data)


def write_text(rel, text):
    write_bytes(rel, text.encode("utf-8"))


# ------------------------------------------------------------------ notes
def build_notes():
    for rel, text in notes_content.NOTES.items():
        write_text(rel, text)
    for rel, text in long_notes.LONG.items():
        write_text(rel, text)


# ------------------------------------------------------------------ mail
POLICY = email.policy.default.clone(linesep="\n")


def _set_part(msg, text, subtype, cte):
    if cte == "7bit":
        text.encode("ascii")  # must be pure ASCII
    msg.set_content(text, subtype=subtype, charset="utf-8", cte=cte)


def make_message(spec, boundary_seed):
    msg = EmailMessage(policy=POLICY)
    msg["From"] = spec["frm"]
    msg["To"] = spec["to"]
    if spec.get("cc"):
        msg["Cc"] = spec["cc"]
    msg["Subject"] = spec["subject"]
    msg["Date"] = email.utils.format_datetime(london_dt(spec["date"]))
    msg["Message-ID"] = spec["msgid"]
    if spec.get("in_reply_to"):
        msg["In-Reply-To"] = spec["in_reply_to"]
        msg["References"] = spec["in_reply_to"]
    for k, v in spec.get("extra", {}).items():
        msg[k] = v
    body = spec["body"]
    kind = body["type"]
    if kind == "plain":
        _set_part(msg, body["text"], "plain", body["cte"])
    elif kind == "html":
        _set_part(msg, body["html"], "html", body["cte"])
    elif kind == "alt":
        _set_part(msg, body["text"], "plain", body["text_cte"])
        msg.add_alternative(body["html"], subtype="html", charset="utf-8", cte=body["html_cte"])
    elif kind == "mixed":
        _set_part(msg, body["text"], "plain", body["text_cte"])
        for fname, cte, content in body["attachments"]:
            msg.add_attachment(content, subtype="plain", charset="utf-8", cte=cte,
                               filename=fname)
    else:
        raise ValueError(kind)
    n = 0
    for part in msg.walk():
        if part.is_multipart():
            n += 1
            part.set_boundary("=_%s_%s_%d" % (part.get_content_subtype(), h(boundary_seed, 20), n))
    return msg


def build_mail():
    for spec in mail_content.MAILS:
        msg = make_message(spec, spec["path"])
        write_bytes(spec["path"], msg.as_bytes())


def build_mbox():
    out = io.BytesIO()
    for i, spec in enumerate(mail_content.MBOX):
        msg = EmailMessage(policy=POLICY)
        msg["From"] = spec["frm"]
        msg["To"] = mail_content.LIST_ADDR
        msg["Subject"] = spec["subject"]
        d = london_dt(spec["date"])
        msg["Date"] = email.utils.format_datetime(d)
        msg["Message-ID"] = spec["msgid"]
        if spec.get("in_reply_to"):
            msg["In-Reply-To"] = spec["in_reply_to"]
            msg["References"] = spec["in_reply_to"]
        msg["List-Id"] = mail_content.LIST_ID
        msg["List-Post"] = "<mailto:%s>" % mail_content.LIST_ADDR
        msg["List-Unsubscribe"] = "<mailto:thursday-fives-leave@lists.bramleyfives.example>"
        msg["Precedence"] = "list"
        _set_part(msg, spec["text"], "plain", spec["cte"])
        raw = msg.as_bytes()
        lines = raw.split(b"\n")
        esc = [(b">" + ln) if ln.startswith(b"From ") else ln for ln in lines]
        addr = email.utils.parseaddr(spec["frm"])[1]
        utc = d.astimezone(_dt.timezone.utc)
        envelope = "From %s %s\n" % (addr, utc.strftime("%a %b %d %H:%M:%S %Y"))
        out.write(envelope.encode("ascii"))
        body = b"\n".join(esc)
        if not body.endswith(b"\n"):
            body += b"\n"
        out.write(body)
        out.write(b"\n")
    write_bytes("mail/lists/thursday-fives.mbox", out.getvalue())


# ------------------------------------------------------------------ calendars
def fold(line):
    data = line.encode("utf-8")
    if len(data) <= 75:
        return [line]
    out, cur, limit = [], b"", 75
    for ch in line:
        b = ch.encode("utf-8")
        if len(cur) + len(b) > limit:
            out.append(cur.decode("utf-8"))
            cur, limit = b"", 74  # continuation lines start with one space
        cur += b
    out.append(cur.decode("utf-8"))
    return [out[0]] + [" " + x for x in out[1:]]


def build_calendars():
    for rel, lines in cal_content.CALENDARS.items():
        folded = []
        for ln in lines:
            folded.extend(fold(ln))
        write_bytes(rel, ("\r\n".join(folded) + "\r\n").encode("utf-8"))


# ------------------------------------------------------------------ chats
def fb_mojibake(obj):
    """Facebook writes UTF-8 bytes as \\u00xx latin-1 code points."""
    if isinstance(obj, str):
        return obj.encode("utf-8").decode("latin-1")
    if isinstance(obj, list):
        return [fb_mojibake(x) for x in obj]
    if isinstance(obj, dict):
        return {k: fb_mojibake(v) for k, v in obj.items()}
    return obj


def build_messenger():
    c = chat_content
    base = "messages/inbox/%s" % c.FB_THREAD
    msgs = []
    for t, sender, content, extra in c.FB_MESSAGES:
        ms = epoch(t) * 1000 + int(h("%s%s" % (t, sender), 6), 16) % 1000
        m = {"sender_name": sender, "timestamp_ms": ms}
        if content:
            m["content"] = content
        if "photos" in extra:
            m["photos"] = [{"uri": "%s/photos/%s_%s.jpg" % (base, pid, h(pid, 8)),
                            "creation_timestamp": epoch(t)} for pid in extra["photos"]]
        if "reactions" in extra:
            m["reactions"] = [{"reaction": r, "actor": a} for r, a in extra["reactions"]]
        m["is_geoblocked_for_viewer"] = False
        m["is_unsent_image_by_messenger_kid_parent"] = False
        msgs.append(m)
    msgs.sort(key=lambda m: -m["timestamp_ms"])  # newest first
    doc = {
        "participants": [{"name": n} for n in c.FB_PARTICIPANTS],
        "messages": msgs,
        "title": c.FB_TITLE,
        "is_still_participant": True,
        "thread_path": "inbox/%s" % c.FB_THREAD,
        "magic_words": [],
        "image": {"uri": "%s/gc_image/gc_%s.jpg" % (base, h("gcimage", 10)),
                  "creation_timestamp": epoch((2024, 6, 16, 18, 55))},
        "joinable_mode": {"mode": 1, "link": ""},
    }
    text = json.dumps(fb_mojibake(doc), indent=2, ensure_ascii=True)
    write_text("facebook/%s/message_1.json" % base, text)


def _gpt_msg(node_id, role, text, t, end_turn=None):
    meta = {}
    if role == "assistant":
        meta = {"model_slug": "gpt-4o", "default_model_slug": "gpt-4o", "finish_details": {"type": "stop"}}
    return {
        "id": node_id,
        "author": {"role": role, "name": None, "metadata": {}},
        "create_time": t,
        "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully",
        "end_turn": end_turn,
        "weight": 1.0,
        "metadata": meta,
        "recipient": "all",
        "channel": None,
    }


def build_chatgpt():
    convs = []
    for ci, conv in enumerate(chat_content.CHATGPT):
        seed = "conv-%d-%s" % (ci, conv["title"])
        t0 = float(epoch(conv["start"])) + (int(h(seed, 4), 16) % 1000) / 1000.0
        mapping = {}
        root = det_uuid(seed + "-root")
        sysid = det_uuid(seed + "-system")
        mapping[root] = {"id": root, "message": None, "parent": None, "children": [sysid]}
        sysmsg = _gpt_msg(sysid, "system", "", None)
        sysmsg["metadata"] = {"is_visually_hidden_from_conversation": True}
        mapping[sysid] = {"id": sysid, "message": sysmsg, "parent": root, "children": []}
        clock = [t0]

        def chain(parent, turns, tag):
            last = parent
            for i, (role, text) in enumerate(turns):
                nid = det_uuid("%s-%s-%d" % (seed, tag, i))
                clock[0] += 17.0 if role == "user" else 23.5
                mapping[nid] = {"id": nid,
                                "message": _gpt_msg(nid, role, text, round(clock[0], 3),
                                                    True if role == "assistant" else None),
                                "parent": last, "children": []}
                mapping[last]["children"].append(nid)
                last = nid
            return last

        if "turns" in conv:
            current = chain(sysid, conv["turns"], "main")
        else:
            chain(sysid, conv["branch_first"], "v1")
            clock[0] += 95.0  # the user edited the first message a minute and a half later
            current = chain(sysid, conv["branch_edited"], "v2")
        convs.append({
            "title": conv["title"],
            "create_time": t0,
            "update_time": round(clock[0] + 4.0, 3),
            "mapping": mapping,
            "moderation_results": [],
            "current_node": current,
            "plugin_ids": None,
            "conversation_id": det_uuid(seed + "-id"),
            "conversation_template_id": None,
            "gizmo_id": None,
            "is_archived": False,
            "safe_urls": [],
            "default_model_slug": "gpt-4o",
            "id": det_uuid(seed + "-id"),
        })
    convs.sort(key=lambda c: -c["create_time"])
    write_text("chats/chatgpt/conversations.json", json.dumps(convs, indent=1, ensure_ascii=False))


def build_plain_chats():
    write_text("chats/assistant-2025-03-14-reception-phones.json",
               json.dumps(chat_content.ASSISTANT_CHAT, indent=2, ensure_ascii=False) + "\n")
    lines = [json.dumps({"ts": ts, "q": q, "a": a}, ensure_ascii=False) for ts, q, a in chat_content.QUICK]
    write_text("chats/quick-questions.jsonl", "\n".join(lines) + "\n")


# ------------------------------------------------------------------ csv
def build_csv():
    for rel, header, rows in [
        ("finance/loft-payments.csv", chat_content.LOFT_PAYMENTS_HEADER, chat_content.LOFT_PAYMENTS),
        ("notes/dad/carer-visit-log.csv", chat_content.CARER_LOG_HEADER, chat_content.CARER_LOG),
    ]:
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\r\n")
        w.writerow(header)
        w.writerows(rows)
        write_text(rel, buf.getvalue())


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    build_notes()
    build_mail()
    build_mbox()
    build_calendars()
    build_messenger()
    build_chatgpt()
    build_plain_chats()
    build_csv()
    n = sum(len(f) for _, _, f in os.walk(VAULT))
    print("wrote %d files to %s" % (n, VAULT))


if __name__ == "__main__":
    main()
