"""Shared helpers for the jolene vault generator (standard library only)."""
import hashlib
import json
from datetime import datetime, timedelta, timezone
from email import policy
from email.message import EmailMessage

TUCSON = timezone(timedelta(hours=-7))  # America/Phoenix, no DST


def h(s, n=12):
    return hashlib.sha256(s.encode("utf-8")).hexdigest()[:n]


def boundary(path, part=""):
    return "===============jb" + h(path + "#" + part, 20) + "=="


def epoch(local):
    """'2024-11-02 19:14:05' Tucson local -> epoch seconds (int)."""
    dt = datetime.strptime(local, "%Y-%m-%d %H:%M:%S").replace(tzinfo=TUCSON)
    return int(dt.timestamp())


def rfc2822(local):
    dt = datetime.strptime(local, "%Y-%m-%d %H:%M:%S").replace(tzinfo=TUCSON)
    return dt.strftime("%a, %d %b %Y %H:%M:%S -0700")


# ---------------------------------------------------------------- e-mail
def make_email(path, spec):
    """Build an EmailMessage from a spec dict and return bytes.

    spec: from, to, cc, date (local 'YYYY-mm-dd HH:MM:SS'), subject, msgid,
    in_reply_to, references, kind ('plain'|'html'|'alt'|'mixed'), cte,
    html_cte, body, html, attachments [(filename, text, cte)], headers [(k,v)]
    """
    msg = EmailMessage(policy=policy.default)
    msg["From"] = spec["from"]
    msg["To"] = spec["to"]
    if spec.get("cc"):
        msg["Cc"] = spec["cc"]
    msg["Date"] = rfc2822(spec["date"])
    msg["Subject"] = spec["subject"]
    msg["Message-ID"] = spec.get("msgid") or "<%s@mail.example>" % h(path, 16)
    if spec.get("in_reply_to"):
        msg["In-Reply-To"] = spec["in_reply_to"]
        msg["References"] = spec.get("references") or spec["in_reply_to"]
    for k, v in spec.get("headers", []):
        msg[k] = v
    msg["MIME-Version"] = "1.0"
    kind = spec["kind"]
    cte = spec.get("cte", "7bit")
    if kind == "plain":
        msg.set_content(spec["body"], cte=cte)
    elif kind == "html":
        msg.set_content(spec["html"], subtype="html", cte=cte)
    elif kind == "alt":
        msg.set_content(spec["body"], cte=cte)
        msg.add_alternative(spec["html"], subtype="html",
                            cte=spec.get("html_cte", cte))
        msg.set_boundary(boundary(path, "alt"))
    elif kind == "mixed":
        msg.set_content(spec["body"], cte=cte)
        for fname, text, acte in spec["attachments"]:
            msg.add_attachment(text, subtype="plain", cte=acte,
                               filename=fname)
        msg.set_boundary(boundary(path, "mixed"))
    else:
        raise ValueError(kind)
    return msg.as_bytes(policy=policy.default)


# ---------------------------------------------------------------- iCalendar
def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def fold(line):
    if len(line.encode("utf-8")) <= 75:
        return line
    out, cur, cur_len, limit = [], "", 0, 75
    for ch in line:
        cl = len(ch.encode("utf-8"))
        if cur_len + cl > limit:
            out.append(cur)
            cur, cur_len = " " + ch, 1 + cl
        else:
            cur += ch
            cur_len += cl
    out.append(cur)
    return "\r\n".join(out)


def ics_text(lines):
    return "".join(fold(l) + "\r\n" for l in lines).encode("utf-8")


VTIMEZONE_PHX = [
    "BEGIN:VTIMEZONE",
    "TZID:America/Phoenix",
    "X-LIC-LOCATION:America/Phoenix",
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:-0700",
    "TZOFFSETTO:-0700",
    "TZNAME:MST",
    "END:STANDARD",
    "END:VTIMEZONE",
]


# ---------------------------------------------------------------- JSON
def messenger_mojibake(obj):
    """Facebook exports write UTF-8 bytes as latin-1 code points."""
    if isinstance(obj, str):
        return obj.encode("utf-8").decode("latin-1")
    if isinstance(obj, list):
        return [messenger_mojibake(x) for x in obj]
    if isinstance(obj, dict):
        return {k: messenger_mojibake(v) for k, v in obj.items()}
    return obj


def dumps(obj, **kw):
    return json.dumps(obj, **kw)
