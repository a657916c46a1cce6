"""Shared helpers for the Lucía Ferrer Moore held-out vault (standard library only)."""
import os, json, hashlib, datetime as dt
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid
from email import policy

OUT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..'))
VAULT = os.path.join(OUT, 'vault')

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
        p.set_boundary(next(fixed, "=" * 15 + "%019d" % seed + "=="))


CET = dt.timezone(dt.timedelta(hours=1))
CEST = dt.timezone(dt.timedelta(hours=2))
PDT = dt.timezone(dt.timedelta(hours=-7))
UTC = dt.timezone.utc


def madrid(y, m, d, hh=0, mm=0, ss=0):
    """Europe/Madrid offset for 2025 (CEST 30 Mar - 26 Oct)."""
    t = dt.datetime(y, m, d, hh, mm, ss)
    tz = CEST if dt.datetime(2025, 3, 30, 2) <= t < dt.datetime(2025, 10, 26, 3) else CET
    return t.replace(tzinfo=tz)


def portland(y, m, d, hh=0, mm=0, ss=0):
    return dt.datetime(y, m, d, hh, mm, ss, tzinfo=PDT)


def write_text(rel, text, encoding='utf-8'):
    p = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, 'w', encoding=encoding, newline='') as f:
        f.write(text)
    return rel


def write_bytes(rel, data):
    p = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, 'wb') as f:
        f.write(data)
    return rel


def build_mail(frm, to, date, subject, body=None, *, cte='quoted-printable', charset='utf-8',
               html=None, html_cte=None, html_only=False, attachments=(), cc=None,
               msgid=None, in_reply_to=None, references=None, extra_headers=None):
    m = EmailMessage(policy=policy.default)
    m['From'] = frm
    m['To'] = to
    if cc:
        m['Cc'] = cc
    m['Date'] = format_datetime(date)
    m['Subject'] = subject
    m['Message-ID'] = msgid or make_msgid(domain='mail.example')
    if in_reply_to:
        m['In-Reply-To'] = in_reply_to
        m['References'] = references or in_reply_to
    for k, v in (extra_headers or {}).items():
        m[k] = v
    if html_only:
        m.set_content(html, subtype='html', charset=charset, cte=html_cte or cte)
    else:
        m.set_content(body, subtype='plain', charset=charset, cte=cte)
        if html is not None:
            m.add_alternative(html, subtype='html', charset=charset, cte=html_cte or cte)
    for fname, text, sub in attachments:
        m.add_attachment(text, subtype=sub, charset='utf-8', cte='base64', filename=fname)
    return m


def save_mail(rel, msg):
    pin_boundaries(msg, rel)
    return write_bytes(rel, msg.as_bytes(policy=policy.default))


def dump_json(rel, obj):
    return write_text(rel, json.dumps(obj, ensure_ascii=False, indent=1) + '\n')
