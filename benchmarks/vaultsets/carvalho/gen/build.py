# -*- coding: utf-8 -*-
"""Build Ines Carvalho's vault deterministically (stdlib only).

Usage: cd benchmarks/vaultsets/carvalho && python gen/build.py   -> (re)creates ./vault/
"""
import csv
import hashlib
import html
import io
import json
import os
import shutil
import sys
from datetime import datetime, timezone, timedelta
from email import policy
from email.message import EmailMessage

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")

import notes  # noqa: E402
import mail  # noqa: E402
import other  # noqa: E402
import chats  # noqa: E402


def h(s, n=16):
    return hashlib.sha1(s.encode("utf-8")).hexdigest()[:n]


def write(rel, data):
    p = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(p, "wb") as f:
        f.write(data)


# ------------------------------------------------------------------ e-mail
def set_boundaries(msg, seed):
    i = 0
    for part in msg.walk():
        if part.is_multipart():
            part.set_boundary("==_ines_%s_%d==" % (h(seed, 20), i))
            i += 1


def build_email(spec, extra_headers=()):
    msg = EmailMessage(policy=policy.default)
    msg["From"] = spec["frm"]
    msg["To"] = spec["to"]
    if spec.get("cc"):
        msg["Cc"] = spec["cc"]
    msg["Subject"] = spec["subject"]
    msg["Date"] = spec["date"]
    msg["Message-ID"] = spec["mid"]
    if spec.get("in_reply_to"):
        msg["In-Reply-To"] = spec["in_reply_to"]
        msg["References"] = spec["in_reply_to"]
    for k, v in extra_headers:
        msg[k] = v
    kind = spec.get("kind", "plain")
    cte = spec.get("cte", "8bit")
    if kind == "plain":
        msg.set_content(spec["body"], subtype="plain", charset="utf-8", cte=cte)
    elif kind == "html":
        msg.set_content(spec["body"], subtype="html", charset="utf-8", cte=cte)
    elif kind == "alt":
        msg.set_content(spec["body"], subtype="plain", charset="utf-8", cte=cte)
        msg.add_alternative(spec["html"], subtype="html", charset="utf-8", cte=spec.get("html_cte", cte))
    elif kind == "mixed":
        msg.set_content(spec["body"], subtype="plain", charset="utf-8", cte=cte)
        for fn, text in spec["attachments"]:
            msg.add_attachment(text, subtype="plain", charset="utf-8", cte="base64",
                               disposition="attachment", filename=fn)
    else:
        raise ValueError(kind)
    set_boundaries(msg, spec.get("path", spec["mid"]))
    return msg


def build_mail():
    for spec in mail.MAILS:
        msg = build_email(spec)
        write(spec["path"], msg.as_bytes(policy=policy.default))


def build_mbox():
    out = io.BytesIO()
    for m in other.MBOX:
        spec = dict(m)
        spec["to"] = other.LIST
        spec["kind"] = "plain"
        spec["cte"] = "8bit"
        spec["path"] = "mbox:" + m["mid"]
        extra = [("List-Id", other.LISTID),
                 ("List-Post", "<mailto:%s>" % other.LIST),
                 ("List-Unsubscribe", "<mailto:fado-rhone-leave@listes.example>"),
                 ("Precedence", "list"),
                 ("Sender", "fado-rhone-bounces@listes.example")]
        msg = build_email(spec, extra)
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
        out.write(("From %s %s\n" % (m["env"], m["envdate"])).encode("ascii"))
        out.write(raw)
        out.write(b"\n")
    write("mail/lists/fado-rhone.mbox", out.getvalue())


# ------------------------------------------------------------------ iCalendar
VTIMEZONE = [
    "BEGIN:VTIMEZONE", "TZID:Europe/Paris", "X-LIC-LOCATION:Europe/Paris",
    "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "TZNAME:CEST",
    "DTSTART:19700329T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT",
    "BEGIN:STANDARD", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "TZNAME:CET",
    "DTSTART:19701025T030000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD",
    "END:VTIMEZONE",
]
DTSTAMP = "20251116T090000Z"


def ics_escape(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return [line]
    out, cur, limit = [], b"", 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            out.append(cur.decode("utf-8"))
            cur, limit = b"", 74
        cur += cb
    out.append(cur.decode("utf-8"))
    return [out[0]] + [" " + x for x in out[1:]]


def dt_prop(name, value, allday=False):
    if allday:
        return "%s;VALUE=DATE:%s" % (name, value)
    if value.endswith("Z"):
        return "%s:%s" % (name, value)
    return "%s;TZID=Europe/Paris:%s" % (name, value)


def ical_event(e):
    allday = e.get("allday", False)
    L = ["BEGIN:VEVENT", "UID:" + e["uid"], "DTSTAMP:" + DTSTAMP]
    if e.get("recurrence_id"):
        L.append(dt_prop("RECURRENCE-ID", e["recurrence_id"]))
    L.append(dt_prop("DTSTART", e["start"], allday))
    L.append(dt_prop("DTEND", e["end"], allday))
    L.append("SUMMARY:" + ics_escape(e["summary"]))
    if e.get("location"):
        L.append("LOCATION:" + ics_escape(e["location"]))
    if e.get("description"):
        L.append("DESCRIPTION:" + ics_escape(e["description"]))
    if e.get("rrule"):
        L.append("RRULE:" + e["rrule"])
    for x in e.get("exdate", []):
        L.append(dt_prop("EXDATE", x))
    if e.get("attendees"):
        L.append("ORGANIZER;CN=Inês Carvalho:mailto:ines.carvalho@mailbox.example")
        for cn, addr in e["attendees"]:
            L.append("ATTENDEE;CN=%s;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:%s" % (cn, addr))
    if e.get("alarm"):
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + ics_escape(e["summary"]),
              "TRIGGER:" + e["alarm"], "END:VALARM"]
    L.append("END:VEVENT")
    return L


def ical_todo(t):
    L = ["BEGIN:VTODO", "UID:" + t["uid"], "DTSTAMP:" + DTSTAMP,
         "SUMMARY:" + ics_escape(t["summary"]), "DUE;VALUE=DATE:" + t["due"], "STATUS:" + t["status"]]
    if t.get("description"):
        L.append("DESCRIPTION:" + ics_escape(t["description"]))
    if t.get("completed"):
        L.append("COMPLETED:" + t["completed"])
        L.append("PERCENT-COMPLETE:100")
    L.append("END:VTODO")
    return L


def build_ics(rel, cal):
    L = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Ines Carvalho//vault export 1.0//EN",
         "CALSCALE:GREGORIAN", "X-WR-CALNAME:" + ics_escape(cal["name"]), "X-WR-TIMEZONE:Europe/Paris"]
    L += VTIMEZONE
    for e in cal["events"]:
        L += ical_event(e)
    for t in cal["todos"]:
        L += ical_todo(t)
    L.append("END:VCALENDAR")
    out = []
    for line in L:
        out += fold(line)
    write(rel, "\r\n".join(out) + "\r\n")


# ------------------------------------------------------------------ Telegram Desktop HTML export
TG_HEAD = """<!DOCTYPE html>
<html>

 <head>

  <meta charset="utf-8"/>
<title>Exported Data</title>
  <meta content="width=device-width, initial-scale=1.0" name="viewport"/>

  <link href="css/style.css" rel="stylesheet"/>

  <script src="js/script.js" type="text/javascript">

  </script>

 </head>

 <body onload="CheckLocation();">

  <div class="page_wrap">

   <div class="page_header">

    <div class="content">

     <div class="text bold">
Mariana
     </div>

    </div>

   </div>

   <div class="page_body chat_page">

    <div class="history">
"""

TG_TAIL = """
    </div>

   </div>

  </div>

 </body>

</html>
"""

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]


def tg_escape(s):
    return html.escape(s, quote=True).replace("&#x27;", "&apos;").replace("\n", "<br>")


def build_telegram():
    msgs = chats.TELEGRAM
    base_id = 48211
    parts = [TG_HEAD]
    prev_day = None
    prev_sender = None
    prev_dt = None
    service_id = -1
    for i, (stamp, sender, text, opt) in enumerate(msgs):
        dt = datetime.strptime(stamp, "%Y-%m-%d %H:%M:%S")
        # Europe/Paris offset (DST from last Sunday of March to last Sunday of October, 2025)
        off = 2 if datetime(2025, 3, 30, 2) <= dt < datetime(2025, 10, 26, 3) else 1
        mid = base_id + i * 3 + (i % 2)
        if dt.date() != prev_day:
            parts.append("""
     <div class="message service" id="message%d">

      <div class="body details">
%d %s %d
      </div>

     </div>
""" % (service_id, dt.day, MONTHS[dt.month - 1], dt.year))
            service_id -= 1
            prev_sender = None
        joined = (sender == prev_sender and prev_dt is not None and (dt - prev_dt).total_seconds() < 900)
        title = "%s UTC+%02d:00" % (dt.strftime("%d.%m.%Y %H:%M:%S"), off)
        body = []
        body.append("""
       <div class="pull_right date details" title="%s">
%s
       </div>
""" % (title, dt.strftime("%H:%M")))
        if not joined:
            body.append("""
       <div class="from_name">
%s
       </div>
""" % tg_escape(sender))
        if "reply" in opt:
            rid = base_id + opt["reply"] * 3 + (opt["reply"] % 2)
            body.append("""
       <div class="reply_to details">
In reply to <a href="#go_to_message%d" onclick="return GoToMessage(%d)">this message</a>
       </div>
""" % (rid, rid))
        if opt.get("photo"):
            body.append("""
       <div class="media_wrap clearfix">

        <div class="media clearfix pull_left media_photo">

         <div class="fill pull_left">

         </div>

         <div class="body">

          <div class="title bold">
Photo
          </div>

          <div class="status details">
Not included, change data exporting settings to download.
          </div>

         </div>

        </div>

       </div>
""")
        if text:
            body.append("""
       <div class="text">
%s
       </div>
""" % tg_escape(text))
        if joined:
            parts.append("""
     <div class="message default clearfix joined" id="message%d">

      <div class="body">
%s
      </div>

     </div>
""" % (mid, "".join(body)))
        else:
            pic, initials = ("userpic2", "M") if sender == chats.M else ("userpic5", "IC")
            parts.append("""
     <div class="message default clearfix" id="message%d">

      <div class="pull_left userpic_wrap">

       <div class="userpic %s" style="width: 42px; height: 42px">

        <div class="initials" style="line-height: 42px">
%s
        </div>

       </div>

      </div>

      <div class="body">
%s
      </div>

     </div>
""" % (mid, pic, initials, "".join(body)))
        prev_day, prev_sender, prev_dt = dt.date(), sender, dt
    parts.append(TG_TAIL)
    write("chats/telegram/ChatExport_2025-11-16/messages.html", "".join(parts))


# ------------------------------------------------------------------ ChatGPT export
def uuidish(seed):
    x = hashlib.sha1(seed.encode()).hexdigest()
    return "%s-%s-%s-%s-%s" % (x[:8], x[8:12], x[12:16], x[16:20], x[20:32])


def build_chatgpt():
    convs = []
    for c in chats.CHATGPT:
        ids = {n[0]: uuidish(c["conv_id"] + n[0]) for n in c["nodes"]}
        root = "client-created-root"
        mapping = {root: {"id": root, "message": None, "parent": None, "children": []}}
        for nid, parent, role, text, t in c["nodes"]:
            real = ids[nid]
            par = ids[parent] if parent else root
            meta = {"is_visually_hidden_from_conversation": True} if role == "system" else {}
            if role == "assistant":
                meta = {"model_slug": "gpt-4o", "default_model_slug": "gpt-4o", "finish_details": {"type": "stop"}}
            mapping[real] = {
                "id": real,
                "message": {
                    "id": real,
                    "author": {"role": role, "name": None, "metadata": {}},
                    "create_time": t,
                    "update_time": None,
                    "content": {"content_type": "text", "parts": [text]},
                    "status": "finished_successfully",
                    "end_turn": True if role == "assistant" else None,
                    "weight": 1.0 if role != "system" else 0.0,
                    "metadata": meta,
                    "recipient": "all",
                    "channel": None,
                },
                "parent": par,
                "children": [],
            }
            mapping[par]["children"].append(real)
        convs.append({
            "title": c["title"],
            "create_time": c["create"],
            "update_time": c["nodes"][-1][4] + 2.0,
            "mapping": mapping,
            "moderation_results": [],
            "current_node": ids[c["current"]],
            "plugin_ids": None,
            "conversation_id": c["conv_id"],
            "conversation_template_id": None,
            "gizmo_id": None,
            "is_archived": False,
            "safe_urls": [],
            "default_model_slug": "gpt-4o",
            "id": c["conv_id"],
        })
    write("chats/chatgpt/conversations.json", json.dumps(convs, ensure_ascii=False))


def build_other_chats():
    practice = [{"role": r, "content": c, "timestamp": t} for r, c, t in chats.PRACTICE]
    write("chats/assistant/entretien-naturalisation-practice.json",
          json.dumps(practice, ensure_ascii=False, indent=2) + "\n")
    lines = [json.dumps({"ts": ts, "question": q, "answer": a}, ensure_ascii=False) for ts, q, a in other.QUICK]
    write("chats/assistant/quick-questions.jsonl", "\n".join(lines) + "\n")


def build_csv(rel, rows):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    for r in rows:
        w.writerow(r)
    write(rel, buf.getvalue())


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    for rel, text in notes.NOTES.items():
        write(rel, text)
    build_mail()
    build_mbox()
    build_ics("calendars/work-structis.ics", other.WORK_CAL)
    build_ics("calendars/fado-rhone.ics", other.FADO_CAL)
    build_ics("calendars/personal.ics", other.PERSONAL_CAL)
    build_ics("calendars/admin-tasks.ics", other.ADMIN_CAL)
    build_telegram()
    build_chatgpt()
    build_other_chats()
    build_csv("csv/furniture-sales-2025.csv", other.FURNITURE_CSV)
    build_csv("csv/site-log-2025.csv", other.SITELOG_CSV)
    n = sum(len(fs) for _, _, fs in os.walk(VAULT))
    print("wrote %d files to %s" % (n, VAULT))


if __name__ == "__main__":
    main()
