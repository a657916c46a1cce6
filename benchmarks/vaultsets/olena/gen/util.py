"""Shared helpers for the olena vault generator (standard library only)."""
import hashlib
import os
import textwrap
from datetime import datetime, timedelta, timezone
from email.message import EmailMessage
from email.utils import format_datetime

CET = timezone(timedelta(hours=1))
CEST = timezone(timedelta(hours=2))
EET = timezone(timedelta(hours=2))
EEST = timezone(timedelta(hours=3))


def warsaw_tz(y, m, d):
    """CET/CEST offset for a Warsaw local date in 2024-2026 (DST: last Sun Mar .. last Sun Oct)."""
    dst = {2024: ((3, 31), (10, 27)), 2025: ((3, 30), (10, 26)), 2026: ((3, 29), (10, 25))}[y]
    start, end = dst
    if (m, d) >= start and (m, d) < end:
        return CEST
    return CET


def wdt(y, m, d, hh=0, mm=0, ss=0):
    """Aware datetime in Warsaw local time."""
    return datetime(y, m, d, hh, mm, ss, tzinfo=warsaw_tz(y, m, d))


def hid(*parts, n=16):
    return hashlib.sha1("|".join(str(p) for p in parts).encode("utf-8")).hexdigest()[:n]


class Vault:
    def __init__(self, root):
        self.root = root
        self.files = {}

    def put(self, rel, data):
        if isinstance(data, str):
            data = data.encode("utf-8")
        assert rel not in self.files, rel
        self.files[rel] = data

    def write(self):
        for rel in sorted(self.files):
            p = os.path.join(self.root, rel)
            os.makedirs(os.path.dirname(p), exist_ok=True)
            with open(p, "wb") as f:
                f.write(self.files[rel])
            os.utime(p, (1764000000, 1764000000))


def wrap(text, width=74):
    """Wrap each paragraph; keep lines starting with '>' , '-', '|', or spaces untouched."""
    out = []
    for para in text.split("\n"):
        if not para.strip() or para.startswith((">", "-", "|", " ", "*", "#")) or len(para) <= width:
            out.append(para)
        else:
            out.extend(textwrap.wrap(para, width=width, break_long_words=False, break_on_hyphens=False))
    return "\n".join(out)


def quote(text):
    lines = []
    for ln in text.split("\n"):
        if ln.startswith(">"):
            lines.append(">" + ln)
        elif ln:
            lines.append("> " + ln)
        else:
            lines.append(">")
    return "\n".join(lines)


def make_eml(rel, *, frm, to, subject, date, mid, kind="plain", text=None, text_cte="7bit",
             html=None, html_cte="quoted-printable", attachments=(), cc=None,
             in_reply_to=None, references=None, extra_headers=(), do_wrap=True):
    msg = EmailMessage()
    msg["From"] = frm
    msg["To"] = to
    if cc:
        msg["Cc"] = cc
    msg["Subject"] = subject
    msg["Date"] = format_datetime(date)
    msg["Message-ID"] = mid
    if in_reply_to:
        msg["In-Reply-To"] = in_reply_to
        msg["References"] = references or in_reply_to
    for k, v in extra_headers:
        msg[k] = v
    msg["MIME-Version"] = "1.0"
    if text is not None and do_wrap:
        text = wrap(text)
    if kind == "plain":
        msg.set_content(text, subtype="plain", charset="utf-8", cte=text_cte)
    elif kind == "html":
        msg.set_content(html, subtype="html", charset="utf-8", cte=html_cte)
    elif kind == "alt":
        msg.set_content(text, subtype="plain", charset="utf-8", cte=text_cte)
        msg.add_alternative(html, subtype="html", charset="utf-8", cte=html_cte)
        msg.set_boundary("=_alt_" + hid(rel, "alt"))
    elif kind == "mixed":
        msg.set_content(text, subtype="plain", charset="utf-8", cte=text_cte)
        for fname, content, cte in attachments:
            msg.add_attachment(content, subtype="plain", charset="utf-8", cte=cte,
                               disposition="attachment", filename=fname)
        msg.set_boundary("=_mix_" + hid(rel, "mixed"))
    else:
        raise ValueError(kind)
    return msg.as_bytes()


# ---------------------------------------------------------------- iCalendar

def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\r\n", "\\n").replace("\n", "\\n"))


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return [line]
    out = []
    cur = ""
    limit = 75
    for ch in line:
        if len((cur + ch).encode("utf-8")) > limit:
            out.append(cur)
            cur = ch
            limit = 74
        else:
            cur += ch
    out.append(cur)
    return [out[0]] + [" " + x for x in out[1:]]


def ics_join(lines):
    res = []
    for ln in lines:
        res.extend(fold(ln))
    return ("\r\n".join(res) + "\r\n").encode("utf-8")


VTIMEZONE_WARSAW = [
    "BEGIN:VTIMEZONE",
    "TZID:Europe/Warsaw",
    "X-LIC-LOCATION:Europe/Warsaw",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0200",
    "TZNAME:CEST",
    "DTSTART:19700329T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0200",
    "TZOFFSETTO:+0100",
    "TZNAME:CET",
    "DTSTART:19701025T030000",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
]


def vcal(name, prodid, comps, desc=None):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + prodid, "CALSCALE:GREGORIAN",
             "METHOD:PUBLISH", "X-WR-CALNAME:" + ics_escape(name), "X-WR-TIMEZONE:Europe/Warsaw"]
    if desc:
        lines.append("X-WR-CALDESC:" + ics_escape(desc))
    lines += VTIMEZONE_WARSAW
    for c in comps:
        lines += c
    lines.append("END:VCALENDAR")
    return ics_join(lines)


def vevent(uid, summary, start, end=None, *, allday=False, stamp="20251120T080000Z", location=None,
           description=None, rrule=None, exdates=(), recurrence_id=None, attendees=(), organizer=None,
           alarm=None, sequence=None, status=None, categories=None, created=None, last_modified=None):
    L = ["BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + stamp]
    if created:
        L.append("CREATED:" + created)
    if last_modified:
        L.append("LAST-MODIFIED:" + last_modified)
    if sequence is not None:
        L.append("SEQUENCE:%d" % sequence)
    if recurrence_id:
        L.append("RECURRENCE-ID;TZID=Europe/Warsaw:" + recurrence_id)
    if allday:
        L.append("DTSTART;VALUE=DATE:" + start)
        if end:
            L.append("DTEND;VALUE=DATE:" + end)
    else:
        L.append("DTSTART;TZID=Europe/Warsaw:" + start)
        if end:
            L.append("DTEND;TZID=Europe/Warsaw:" + end)
    if rrule:
        L.append("RRULE:" + rrule)
    for ex in exdates:
        L.append("EXDATE;TZID=Europe/Warsaw:" + ex)
    L.append("SUMMARY:" + ics_escape(summary))
    if location:
        L.append("LOCATION:" + ics_escape(location))
    if description:
        L.append("DESCRIPTION:" + ics_escape(description))
    if categories:
        L.append("CATEGORIES:" + categories)
    if status:
        L.append("STATUS:" + status)
    if organizer:
        cn, mail = organizer
        L.append("ORGANIZER;CN=%s:mailto:%s" % (cn, mail))
    for cn, mail in attendees:
        L.append("ATTENDEE;CN=%s;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:%s" % (cn, mail))
    if alarm:
        trigger, text = alarm
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:" + trigger,
              "DESCRIPTION:" + ics_escape(text), "END:VALARM"]
    L.append("END:VEVENT")
    return L


def vtodo(uid, summary, *, due=None, status="NEEDS-ACTION", completed=None, description=None,
          priority=None, stamp="20251120T080000Z"):
    L = ["BEGIN:VTODO", "UID:" + uid, "DTSTAMP:" + stamp, "SUMMARY:" + ics_escape(summary)]
    if due:
        if len(due) == 8:
            L.append("DUE;VALUE=DATE:" + due)
        else:
            L.append("DUE;TZID=Europe/Warsaw:" + due)
    if description:
        L.append("DESCRIPTION:" + ics_escape(description))
    if priority:
        L.append("PRIORITY:%d" % priority)
    L.append("STATUS:" + status)
    if completed:
        L.append("COMPLETED:" + completed)
        L.append("PERCENT-COMPLETE:100")
    L.append("END:VTODO")
    return L
