#!/usr/bin/env python3
"""Build the 'tammy' held-out vault deterministically (standard library only).

Usage: cd /work/heldout31/tammy && python gen/build.py
Writes ../vault/ from scratch (relative to this file).
"""
import hashlib
import json
import os
import shutil
import sys
import uuid
from datetime import datetime, timezone
from email import policy
from email.message import EmailMessage

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

import c_cal  # noqa: E402
import c_chat  # noqa: E402
import c_mail  # noqa: E402
import c_mbox  # noqa: E402
import c_notes  # noqa: E402

VAULT = os.path.normpath(os.path.join(HERE, "..", "vault"))


def h(s, n=16):
    return hashlib.sha1(s.encode("utf-8")).hexdigest()[:n]


def write_bytes(rel, data):
    p = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "wb") as f:
        f.write(data)


def write_text(rel, text):
    write_bytes(rel, text.encode("utf-8"))


# ----------------------------------------------------------------------------- notes / txt / csv
def build_notes():
    for rel, text in c_notes.NOTES.items():
        write_text(rel, text)


# ----------------------------------------------------------------------------- e-mail
def make_mail(spec):
    msg = EmailMessage(policy=policy.default)
    msg["From"] = spec["frm"]
    msg["To"] = spec["to"]
    if spec.get("cc"):
        msg["Cc"] = spec["cc"]
    msg["Subject"] = spec["subject"]
    msg["Date"] = spec["date"]
    msg["Message-ID"] = spec["msgid"]
    if spec.get("in_reply_to"):
        msg["In-Reply-To"] = spec["in_reply_to"]
    if spec.get("references"):
        msg["References"] = spec["references"]
    for k, v in (spec.get("extra_headers") or {}).items():
        msg[k] = v
    t = spec["type"]
    cte = spec["cte"]
    if t == "plain":
        msg.set_content(spec["text"], subtype="plain", charset="utf-8", cte=cte)
    elif t == "html":
        msg.set_content(spec["html"], subtype="html", charset="utf-8", cte=cte)
    elif t == "alt":
        msg.set_content(spec["text"], subtype="plain", charset="utf-8", cte=cte[0])
        msg.add_alternative(spec["html"], subtype="html", charset="utf-8", cte=cte[1])
        msg.set_boundary("=_alt_" + h(spec["path"]))
    elif t == "mixed":
        msg.set_content(spec["text"], subtype="plain", charset="utf-8", cte=cte)
        for fname, atext in spec["attachments"]:
            msg.add_attachment(atext.encode("utf-8"), maintype="text", subtype="plain",
                               cte="base64", disposition="attachment", filename=fname)
        msg.set_boundary("=_mix_" + h(spec["path"]))
    else:
        raise ValueError(t)
    return msg


def build_mail():
    for spec in c_mail.MAILS:
        msg = make_mail(spec)
        write_bytes(spec["path"], msg.as_bytes(policy=policy.default))


def build_mbox():
    out = []
    for m in c_mbox.MBOX:
        msg = EmailMessage(policy=policy.default)
        msg["From"] = m["frm"]
        msg["To"] = c_mbox.LIST_ADDR
        msg["Subject"] = m["subject"]
        msg["Date"] = m["date"]
        msg["Message-ID"] = m["msgid"]
        if m.get("in_reply_to"):
            msg["In-Reply-To"] = m["in_reply_to"]
            msg["References"] = m["in_reply_to"]
        msg["List-Id"] = c_mbox.LIST_ID
        msg["List-Post"] = "<mailto:%s>" % c_mbox.LIST_ADDR
        msg["Precedence"] = "list"
        msg.set_content(m["text"], subtype="plain", charset="utf-8", cte="8bit")
        raw = msg.as_bytes(policy=policy.default)
        lines = raw.split(b"\n")
        esc = []
        for ln in lines:
            if ln.startswith(b"From "):
                ln = b">" + ln
            esc.append(ln)
        raw = b"\n".join(esc)
        if not raw.endswith(b"\n"):
            raw += b"\n"
        out.append(b"From " + m["envelope"].encode("ascii") + b"\n" + raw + b"\n")
    write_bytes("mail/lists/stcasimir-volunteers.mbox", b"".join(out))


# ----------------------------------------------------------------------------- iCalendar
TEXT_PROPS = {"SUMMARY", "LOCATION", "DESCRIPTION"}

VTIMEZONE = [
    "BEGIN:VTIMEZONE",
    "TZID:America/New_York",
    "X-LIC-LOCATION:America/New_York",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:-0500",
    "TZOFFSETTO:-0400",
    "TZNAME:EDT",
    "DTSTART:19700308T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:-0400",
    "TZOFFSETTO:-0500",
    "TZNAME:EST",
    "DTSTART:19701101T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
]


def ics_escape(v):
    return v.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return [line]
    parts = []
    cur = ""
    limit = 75
    for ch in line:
        if len((cur + ch).encode("utf-8")) > limit:
            parts.append(cur)
            cur = ch
            limit = 74  # continuation lines start with a space
        else:
            cur += ch
    parts.append(cur)
    return [parts[0]] + [" " + p for p in parts[1:]]


def comp_lines(comp):
    kind, props, subs = comp
    lines = ["BEGIN:" + kind]
    for name, value in props:
        base = name.split(";")[0]
        if base in TEXT_PROPS:
            value = ics_escape(value)
        lines.append(f"{name}:{value}")
    for s in subs:
        lines.extend(comp_lines(s))
    lines.append("END:" + kind)
    return lines


def build_ics():
    for rel, calname, comps in c_cal.CALENDARS:
        lines = [
            "BEGIN:VCALENDAR",
            "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
            "VERSION:2.0",
            "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH",
            "X-WR-CALNAME:" + calname,
            "X-WR-TIMEZONE:America/New_York",
        ] + VTIMEZONE
        for c in comps:
            lines.extend(comp_lines(c))
        lines.append("END:VCALENDAR")
        out = []
        for ln in lines:
            out.extend(fold(ln))
        write_bytes(rel, ("\r\n".join(out) + "\r\n").encode("utf-8"))


# ----------------------------------------------------------------------------- ChatGPT export
def uid(seed):
    return str(uuid.UUID(bytes=hashlib.md5(seed.encode("utf-8")).digest(), version=4))


def epoch(iso):
    return datetime.fromisoformat(iso).timestamp()


def frac(seed):
    return int(h(seed, 6), 16) % 1000000 / 1000000.0


def build_chatgpt():
    convs = []
    for c in c_chat.CHATGPT:
        seed = c["seed"]
        mapping = {}
        root = "client-created-root"
        sys_id = uid(seed + "/system")
        mapping[root] = {"id": root, "message": None, "parent": None, "children": [sys_id]}
        mapping[sys_id] = {
            "id": sys_id,
            "message": {
                "id": sys_id, "author": {"role": "system", "name": None, "metadata": {}},
                "create_time": None, "update_time": None,
                "content": {"content_type": "text", "parts": [""]},
                "status": "finished_successfully", "end_turn": True, "weight": 0.0,
                "metadata": {"is_visually_hidden_from_conversation": True},
                "recipient": "all", "channel": None,
            },
            "parent": root, "children": [],
        }

        def add_chain(turns, parent, tag):
            last = parent
            for i, (role, text, iso) in enumerate(turns):
                nid = uid(f"{seed}/{tag}/{i}")
                t = epoch(iso) + frac(f"{seed}/{tag}/{i}")
                meta = {}
                if role == "assistant":
                    meta = {"finish_details": {"type": "stop", "stop_tokens": [200002]}, "is_complete": True,
                            "model_slug": c["model"], "default_model_slug": c["model"], "parent_id": last,
                            "request_id": h(f"{seed}/{tag}/{i}/req", 16)}
                else:
                    meta = {"selected_github_repos": [], "serialization_metadata": {"custom_symbol_offsets": []},
                            "request_id": h(f"{seed}/{tag}/{i}/req", 16)}
                mapping[nid] = {
                    "id": nid,
                    "message": {
                        "id": nid, "author": {"role": role, "name": None, "metadata": {}},
                        "create_time": t, "update_time": None,
                        "content": {"content_type": "text", "parts": [text]},
                        "status": "finished_successfully",
                        "end_turn": True if role == "assistant" else None,
                        "weight": 1.0, "metadata": meta, "recipient": "all", "channel": None,
                    },
                    "parent": last, "children": [],
                }
                mapping[last]["children"].append(nid)
                last = nid
            return last

        first_ids = []
        leaf = add_chain(c["turns"], sys_id, "main")
        br = c.get("branch")
        if br:
            # the edited message hangs off the same parent as the original turn `at`
            at = br["at"]
            parent = sys_id
            if at > 0:
                parent = uid(f"{seed}/main/{at - 1}")
            leaf = add_chain(br["turns"], parent, "edit")
        all_times = [n["message"]["create_time"] for n in mapping.values()
                     if n["message"] and n["message"]["create_time"]]
        cid = uid(seed + "/conversation")
        convs.append({
            "title": c["title"],
            "create_time": min(all_times) - 1.5,
            "update_time": max(all_times) + 0.75,
            "mapping": mapping,
            "moderation_results": [],
            "current_node": leaf,
            "plugin_ids": None,
            "conversation_id": cid,
            "conversation_template_id": None,
            "gizmo_id": None,
            "gizmo_type": None,
            "is_archived": False,
            "is_starred": None,
            "safe_urls": [],
            "default_model_slug": c["model"],
            "conversation_origin": None,
            "voice": None,
            "async_status": None,
            "disabled_tool_ids": [],
            "id": cid,
        })
        del first_ids
    convs.sort(key=lambda x: -x["update_time"])
    write_text("chat/chatgpt/conversations.json", json.dumps(convs, ensure_ascii=False))


def build_plain_chats():
    write_text("chat/assistant/2025-07-14_oncall-email-draft.json",
               json.dumps(c_chat.MSG_ONCALL, ensure_ascii=False, indent=2) + "\n")
    write_text("chat/assistant/2025-09-16_mom-move-what-to-bring.json",
               json.dumps(c_chat.MSG_MOVE, ensure_ascii=False, indent=2) + "\n")
    lines = [json.dumps(q, ensure_ascii=False) for q in c_chat.QUICK]
    write_text("chat/quick_questions.jsonl", "\n".join(lines) + "\n")


# ----------------------------------------------------------------------------- Google Voice Takeout
GV_STYLE_TEXT = """          /* Copyright 2011 Google Inc.  All Rights Reserved. */

body {
  font-size: 13px;
  font-family: Arial, Helvectica, sans-serif;
}

a {
  color: #00c;
}

a:hover {
  text-decoration: underline;
}

.tags,
.hChatLog,
.noteContainer,
.deletedStatusContainer{
  margin: 0 auto;
  width: 750px;
  min-width: 750px;
}

.message {
  max-width: 640px;
}

/* The following three style rules exist to override default behavior in the
 * user-agent stylesheet used by common browsers such as Chrome. */
cite {
  font-style: normal;
}

q::before {
  content: "";
}

q::after {
  content: "";
}

.tags,
.noteContainer {
  margin-top: 13px;
}

.participants {
  margin-bottom: 13px;
}

.deletedStatusContainer {
  margin-bottom: 13px;
}

        """

GV_STYLE_VM = """        /* Copyright 2011 Google Inc.  All Rights Reserved. */

body {
  font-size: 13px;
  font-family: Arial, Helvectica, sans-serif;
}

a {
  color: #00c;
}

.haudio {
  margin: 0 auto;
  width: 750px;
  min-width: 750px;
}

.album {
  display: block;
  font-size: 110%;
  line-height:200%;
}

.haudio > .fn {
  display: none;
}

.contributor {
  font-size: 110%;
  font-weight: bold;
}

.published {
  display: block;
}

.tags,
.noteContainer {
  margin-top: 13px;
}

audio {
  display: block;
}

.start-time,
.end-time,
.confidence {
  display: none;
}

.high {
  color: #000;
}

.med {
  color: #555;
}

.low {
  color: #888;
}

.full-text {
  display: none;
}
      """

HEAD = ('<?xml version="1.0" ?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd"><html xmlns="http://www.w3.org/1999/xhtml">'
        '<head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />\n')

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def gesc(s):
    return (s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#39;"))


def disp(iso):
    d = datetime.fromisoformat(iso)
    hr = d.hour % 12 or 12
    ampm = "AM" if d.hour < 12 else "PM"
    return f"{MONTHS[d.month - 1]} {d.day}, {d.year}, {hr}:{d.minute:02d}:{d.second:02d}&#8239;{ampm}\nEastern Time"


def utc_stamp(iso):
    d = datetime.fromisoformat(iso).astimezone(timezone.utc)
    return d.strftime("%Y-%m-%dT%H_%M_%SZ")


def build_gv():
    for conv in c_chat.GV:
        first = conv["msgs"][0]
        stamp = utc_stamp(first[0])
        assert stamp.replace("_", ":") == conv["first_utc"], (stamp, conv["first_utc"])
        fname = f"{conv['name']} - Text - {stamp}.html"
        title = ("Me to\n" + conv["name"]) if first[1] == "me" else conv["name"]
        parts = []
        for iso, who, text in conv["msgs"]:
            if who == "me":
                cite = (f'<cite class="sender vcard"><a class="tel" href="tel:{c_chat.ME_TEL}">'
                        f'<abbr class="fn" title="">Me</abbr></a></cite>')
            else:
                cite = (f'<cite class="sender vcard"><a class="tel" href="tel:{conv["tel"]}">'
                        f'<span class="fn">{gesc(conv["name"])}</span></a></cite>')
            parts.append(f'<div class="message"><abbr class="dt" title="{iso}">{disp(iso)}</abbr>:\n'
                         f'{cite}:\n<q>{gesc(text)}</q>\n</div>')
        html = (HEAD + f"<title>{gesc(title)}</title>\n<style type=\"text/css\">\n{GV_STYLE_TEXT}</style></head>\n"
                + '<body><div class="hChatLog hfeed">\n' + " ".join(parts) + "</div>\n\n"
                + '<div class="tags">Labels:\n<a rel="tag" href="http://www.google.com/voice#sms">Text</a></div>\n'
                + '<div class="deletedStatusContainer">User Deleted:\nFalse</div></body></html>\n')
        write_text("Takeout/Voice/Calls/" + fname, html)

    vm = c_chat.VOICEMAIL
    stamp = vm["utc"].replace(":", "_")
    base = f"{vm['name']} - Voicemail - {stamp}"
    words = vm["text"].split()
    spans = []
    t = 0.0
    for i, w in enumerate(words):
        conf = 0.78 + (int(h(f"vm/{i}", 4), 16) % 20) / 100.0
        cls = "high" if conf >= 0.85 else "med"
        dur = 0.18 + len(w) * 0.045
        spans.append(f'<span class="word {cls}">{gesc(w)}\n<span class="start-time">{t:.1f}</span>\n'
                     f'<span class="end-time">{t + dur:.1f}</span>\n<span class="confidence">{conf:.2f}</span></span>')
        t += dur + 0.06
    dur_s = int(vm["duration"][2:-1])
    html = (HEAD + f"<title>Voicemail from\n{gesc(vm['name'])}</title>\n<style type=\"text/css\">\n{GV_STYLE_VM}</style></head>\n"
            + '<body><div class="haudio"><span class="album">Call Log for\n</span>\n'
            + f'<span class="fn">Voicemail from\n{gesc(vm["name"])}</span>\n'
            + f'<div class="contributor vcard">Voicemail from\n<a class="tel" href="tel:{vm["tel"]}"><span class="fn">{gesc(vm["name"])}</span></a></div>\n'
            + f'<abbr class="published" title="{vm["local"]}">{disp(vm["local"])}</abbr>\n'
            + 'Transcript:\n'
            + f'<span class="description"><span class="full-text">{gesc(vm["text"])}</span>\n'
            + " ".join(spans) + "\n</span>\n\n<br />\n"
            + f'<audio controls="controls" src="{gesc(base)}.mp3"><a rel="enclosure" href="{gesc(base)}.mp3">Audio</a></audio>\n\n\n'
            + f'<abbr class="duration" title="{vm["duration"]}">(00:00:{dur_s:02d})</abbr>\n\n'
            + '<div class="tags">Labels:\n<a rel="tag" href="http://www.google.com/voice#voicemail">Voicemail</a>, '
            + '<a rel="tag" href="http://www.google.com/voice#inbox">Inbox</a></div>\n'
            + '<div class="deletedStatusContainer">User Deleted:\nFalse</div></div></body></html>\n')
    write_text("Takeout/Voice/Calls/" + base + ".html", html)


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    build_notes()
    build_mail()
    build_mbox()
    build_ics()
    build_chatgpt()
    build_plain_chats()
    build_gv()
    n = sum(len(fs) for _, _, fs in os.walk(VAULT))
    print(f"wrote {n} files to {VAULT}")


if __name__ == "__main__":
    main()
