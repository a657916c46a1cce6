"""Helpers for the aino vault generator (standard library only)."""
import hashlib
import os
from email.message import EmailMessage
from email import policy
from email.generator import BytesGenerator
from email.utils import format_datetime
from datetime import datetime, timedelta, timezone
import io

VAULT = None  # set by build.py

EET = timezone(timedelta(hours=2))
EEST = timezone(timedelta(hours=3))


def fi_tz(dt_naive):
    """Europe/Helsinki offset for a naive local datetime (EU DST rules)."""
    y = dt_naive.year

    def last_sunday(month):
        d = datetime(y, month, 31 if month in (3, 10) else 30)
        while d.weekday() != 6:
            d -= timedelta(days=1)
        return d
    start = last_sunday(3).replace(hour=3)
    end = last_sunday(10).replace(hour=4)
    return EEST if start <= dt_naive < end else EET


def local(s):
    """'2024-09-20 14:05' -> aware datetime in Helsinki time."""
    dt = datetime.strptime(s, "%Y-%m-%d %H:%M")
    return dt.replace(tzinfo=fi_tz(dt))


def write_bytes(rel, data):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def write_text(rel, text, newline="\n"):
    if newline != "\n":
        text = text.replace("\n", newline)
    write_bytes(rel, text.encode("utf-8"))


def boundary_for(rel, n=0):
    h = hashlib.sha256(f"{rel}#{n}".encode()).hexdigest()[:24]
    return f"===============_{h}=="


def base_msg(frm, to, subject, date, msgid, cc=None, extra=None):
    m = EmailMessage(policy=policy.default)
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Subject"] = subject
    m["Date"] = format_datetime(local(date))
    m["Message-ID"] = msgid
    for k, v in (extra or []):
        m[k] = v
    m["MIME-Version"] = "1.0"
    return m


def msg_bytes(m):
    buf = io.BytesIO()
    BytesGenerator(buf, policy=policy.default.clone(linesep="\n")).flatten(m)
    return buf.getvalue()


def build_email(rel, spec):
    """spec keys: frm,to,cc,subject,date,msgid,extra, kind, text, html, cte, html_cte,
    attachments [(filename, text, cte)]"""
    m = base_msg(spec["frm"], spec["to"], spec["subject"], spec["date"],
                 spec["msgid"], spec.get("cc"), spec.get("extra"))
    kind = spec["kind"]
    cte = spec.get("cte", "8bit")
    if kind == "plain":
        m.set_content(spec["text"], cte=cte)
    elif kind == "html":
        m.set_content(spec["html"], subtype="html", cte=cte)
    elif kind == "alt":
        m.set_content(spec["text"], cte=cte)
        m.add_alternative(spec["html"], subtype="html", cte=spec.get("html_cte", cte))
        m.set_boundary(boundary_for(rel))
    elif kind == "mixed":
        m.set_content(spec["text"], cte=cte)
        for i, (fn, body, acte) in enumerate(spec["attachments"]):
            m.add_attachment(body, subtype="plain", filename=fn, cte=acte)
        m.set_boundary(boundary_for(rel))
    else:
        raise ValueError(kind)
    write_bytes(rel, msg_bytes(m))
    return m


# ---------------------------------------------------------------- iCalendar
def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def fold(line):
    """Fold a content line at 75 octets without splitting UTF-8 characters."""
    out = []
    cur = ""
    cur_len = 0
    limit = 75
    for ch in line:
        b = len(ch.encode("utf-8"))
        if cur_len + b > limit:
            out.append(cur)
            cur = " " + ch
            cur_len = 1 + b
            limit = 75
        else:
            cur += ch
            cur_len += b
    out.append(cur)
    return "\r\n".join(out)


VTIMEZONE = """BEGIN:VTIMEZONE
TZID:Europe/Helsinki
X-LIC-LOCATION:Europe/Helsinki
BEGIN:DAYLIGHT
TZOFFSETFROM:+0200
TZOFFSETTO:+0300
TZNAME:EEST
DTSTART:19700329T030000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0300
TZOFFSETTO:+0200
TZNAME:EET
DTSTART:19701025T040000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE"""


def ics_calendar(prodid, calname, components):
    """components: list of list-of-lines (already formatted 'NAME;PARAM:value')."""
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", f"PRODID:{prodid}",
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
             f"X-WR-CALNAME:{ics_escape(calname)}",
             "X-WR-TIMEZONE:Europe/Helsinki"]
    lines += VTIMEZONE.split("\n")
    for comp in components:
        lines += comp
    lines.append("END:VCALENDAR")
    return "\r\n".join(fold(l) for l in lines) + "\r\n"
