"""Helpers to build deterministic .eml bytes with email.message.EmailMessage."""
import email.policy
import email.utils
from email.message import EmailMessage

from common import dt, h

POLICY = email.policy.default

ME = "Thandiwe Mokoena <thandiwe.mokoena@webmail.example>"
ME_WORK = "Thandiwe Mokoena <t.mokoena@kzntransport.example>"


def _fix_boundaries(msg, path):
    n = 0
    for part in msg.walk():
        if part.is_multipart():
            part.set_boundary("==_vault_%s_%d==" % (h(path, 12), n))
            n += 1


def build(path, *, frm, to, subject, date, body=None, html=None, cte="7bit",
          html_cte=None, cc=None, reply_to=None, in_reply_to=None,
          references=None, attachments=(), extra_headers=(), msgid=None,
          charset="utf-8"):
    """Return bytes of a message.

    - body only              -> text/plain single part
    - html only              -> text/html single part
    - body + html            -> multipart/alternative
    - attachments            -> multipart/mixed (body first, then text attachments)
    """
    msg = EmailMessage(policy=POLICY)
    msg["From"] = frm
    msg["To"] = to
    if cc:
        msg["Cc"] = cc
    if reply_to:
        msg["Reply-To"] = reply_to
    msg["Subject"] = subject
    msg["Date"] = email.utils.format_datetime(dt(date))
    domain = frm.split("@")[-1].rstrip(">")
    msg["Message-ID"] = msgid or "<%s@%s>" % (h(path + subject, 20), domain)
    if in_reply_to:
        msg["In-Reply-To"] = in_reply_to
        msg["References"] = references or in_reply_to
    for k, v in extra_headers:
        msg[k] = v
    msg["MIME-Version"] = "1.0"

    if body is not None and html is None:
        msg.set_content(body, subtype="plain", charset=charset, cte=cte)
    elif html is not None and body is None:
        msg.set_content(html, subtype="html", charset=charset, cte=cte)
    else:
        msg.set_content(body, subtype="plain", charset=charset, cte=cte)
        msg.add_alternative(html, subtype="html", charset=charset,
                            cte=html_cte or cte)
    for fname, text, acte in attachments:
        msg.add_attachment(text, subtype="plain", charset="utf-8", cte=acte,
                           disposition="attachment", filename=fname)
    _fix_boundaries(msg, path)
    return msg.as_bytes(policy=POLICY)


def quote(text):
    out = []
    for line in text.splitlines():
        out.append(">" if not line.strip() else "> " + line)
    return "\n".join(out) + "\n"
