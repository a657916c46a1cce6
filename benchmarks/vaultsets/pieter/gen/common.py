"""Shared helpers for building Pieter's vault (standard library only)."""
import os, json, hashlib
from email.message import EmailMessage
from email.utils import format_datetime
from datetime import datetime, timezone, timedelta

OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "vault")

CET = timezone(timedelta(hours=1))
CEST = timezone(timedelta(hours=2))

# The stdlib picks MIME boundaries at random: pin them (recorded from the original build in
# mime_boundaries.json; hash-derived for mails not listed there) so rebuilds are byte-identical.
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "mime_boundaries.json"),
          encoding="utf-8") as _f:
    BOUNDARIES = json.load(_f)


def pin_boundaries(m, rel):
    fixed = iter(BOUNDARIES.get(rel, []))
    parts = [p for p in m.walk() if p.get_content_maintype() == "multipart"]
    for i, p in enumerate(parts):
        seed = int(hashlib.sha256(f"{rel}#{i}".encode()).hexdigest(), 16) % 10**19
        p.set_boundary(next(fixed, "=" * 15 + f"{seed:019d}" + "=="))

PIETER = "Pieter van der Berg-Okafor <pieter@pvdb-audio.example.nl>"


def write(rel, text, binary=False):
    path = os.path.join(OUT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if binary:
        with open(path, "wb") as f:
            f.write(text)
    else:
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(text.lstrip("\n") if isinstance(text, str) else text)
    return path


def dt(y, mo, d, h=9, mi=0, tz=None):
    if tz is None:
        # crude EU DST rule for 2024/2025: last Sunday of March .. last Sunday of October
        start = {2024: (3, 31), 2025: (3, 30), 2026: (3, 29)}[y]
        end = {2024: (10, 27), 2025: (10, 26), 2026: (10, 25)}[y]
        tz = CEST if (mo, d) >= start and (mo, d) < end else CET
    return datetime(y, mo, d, h, mi, tzinfo=tz)


def eml(rel, *, frm, to, date, subject, msgid, text=None, html=None, cte="quoted-printable",
        html_cte=None, cc=None, in_reply_to=None, references=None, attachments=(), extra=None):
    """Build an RFC 822 message with EmailMessage (policy=default) and write it."""
    m = EmailMessage()
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Date"] = format_datetime(date)
    m["Subject"] = subject
    m["Message-ID"] = msgid
    if in_reply_to:
        m["In-Reply-To"] = in_reply_to
        m["References"] = references or in_reply_to
    for k, v in (extra or {}).items():
        m[k] = v
    if text is not None:
        m.set_content(text, subtype="plain", charset="utf-8", cte=cte)
        if html is not None:
            m.add_alternative(html, subtype="html", charset="utf-8", cte=html_cte or cte)
    elif html is not None:
        m.set_content(html, subtype="html", charset="utf-8", cte=html_cte or cte)
    for fname, content in attachments:
        if isinstance(content, str):
            content = content.encode("utf-8")
        m.add_attachment(content, maintype="text", subtype="plain", filename=fname)
    pin_boundaries(m, rel)
    write(rel, bytes(m), binary=True)
    return m
