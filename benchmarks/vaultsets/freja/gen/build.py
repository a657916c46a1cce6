# -*- coding: utf-8 -*-
"""Build ../vault/ from scratch, deterministically. Standard library only.

    cd . && python gen/build.py
"""
import datetime
import email.policy
import email.utils
import hashlib
import os
import shutil
import sys
from email.message import EmailMessage

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import notes  # noqa: E402
import mails  # noqa: E402
import mbox  # noqa: E402
import cals  # noqa: E402
import chats  # noqa: E402

VAULT = os.path.join(os.path.dirname(HERE), "vault")
POLICY = email.policy.default

UK_DOMAINS = ("forthquays.example", "shorelodge.example", "landscapeweekly.example")


def write(rel, data):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(path, "wb") as fh:
        fh.write(data)


def tz_for(addr, when):
    y, mo, d, h, mi = when
    naive = datetime.datetime(y, mo, d, h, mi)
    dst = datetime.datetime(2025, 3, 30, 2) <= naive < datetime.datetime(2025, 10, 26, 3)
    if any(dom in addr for dom in UK_DOMAINS):
        off = 1 if dst else 0
    else:
        off = 2 if dst else 1
    return datetime.datetime(y, mo, d, h, mi, tzinfo=datetime.timezone(datetime.timedelta(hours=off)))


def boundary(rel, n=0):
    return "===============%s==" % hashlib.sha1(("%s#%d" % (rel, n)).encode()).hexdigest()[:20]


def build_email(spec):
    msg = EmailMessage(policy=POLICY)
    msg["From"] = spec["frm"]
    msg["To"] = spec["to"]
    if spec.get("cc"):
        msg["Cc"] = spec["cc"]
    msg["Subject"] = spec["subject"]
    msg["Date"] = email.utils.format_datetime(tz_for(spec["frm"], spec["date"]))
    msg["Message-ID"] = spec["msgid"]
    if spec.get("in_reply_to"):
        msg["In-Reply-To"] = spec["in_reply_to"]
        msg["References"] = spec.get("references", spec["in_reply_to"])
    for k, v in spec.get("extra", []):
        msg[k] = v
    b = spec["body"]
    kind = b["type"]
    if kind == "plain":
        msg.set_content(b["text"], subtype="plain", charset="utf-8", cte=b["cte"])
    elif kind == "html":
        msg.set_content(b["html"], subtype="html", charset="utf-8", cte=b["cte"])
    elif kind == "alt":
        msg.set_content(b["text"], subtype="plain", charset="utf-8", cte=b["cte"])
        msg.add_alternative(b["html"], subtype="html", charset="utf-8", cte=b["html_cte"])
        msg.set_boundary(boundary(spec["path"]))
    elif kind == "mixed":
        msg.set_content(b["text"], subtype="plain", charset="utf-8", cte=b["cte"])
        for fn, txt in spec["attachments"]:
            msg.add_attachment(txt, subtype="plain", charset="utf-8", cte="base64", filename=fn)
        msg.set_boundary(boundary(spec["path"]))
    else:
        raise ValueError(kind)
    return msg.as_bytes(policy=POLICY)


def build_mbox():
    out = []
    for i, s in enumerate(mbox.MSGS):
        y, mo, d, h, mi = s["date"]
        local = datetime.datetime(y, mo, d, h, mi)
        dst = datetime.datetime(2025, 3, 30, 2) <= local < datetime.datetime(2025, 10, 26, 3)
        off = 2 if dst else 1
        aware = local.replace(tzinfo=datetime.timezone(datetime.timedelta(hours=off)))
        msg = EmailMessage(policy=POLICY)
        msg["From"] = s["frm"]
        msg["To"] = mbox.LIST
        msg["Subject"] = s["subject"]
        msg["Date"] = email.utils.format_datetime(aware)
        msg["Message-ID"] = s["msgid"]
        if s.get("in_reply_to"):
            msg["In-Reply-To"] = s["in_reply_to"]
            msg["References"] = s["in_reply_to"]
        msg["List-Id"] = mbox.LIST_ID
        msg["List-Post"] = "<mailto:%s>" % mbox.LIST
        msg["Precedence"] = "list"
        msg.set_content(s["text"], subtype="plain", charset="utf-8", cte=s["cte"])
        raw = msg.as_bytes(policy=POLICY)
        head, body = raw.split(b"\n\n", 1)
        body_lines = [(b">" + ln if ln.startswith(b"From ") else ln) for ln in body.split(b"\n")]
        raw = head + b"\n\n" + b"\n".join(body_lines)
        if not raw.endswith(b"\n"):
            raw += b"\n"
        addr = email.utils.parseaddr(s["frm"])[1]
        utc = aware.astimezone(datetime.timezone.utc)
        envelope = "From %s %s %2d %s\n" % (addr, utc.strftime("%a %b"), utc.day, utc.strftime("%H:%M:%S %Y"))
        out.append(envelope.encode("ascii") + raw + b"\n")
    return b"".join(out)


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    for rel, text in notes.NOTES.items():
        write(rel, text)
    for spec in mails.MAILS:
        write(spec["path"], build_email(spec))
    write("mail/lists/solbakken-medlemmer.mbox", build_mbox())
    for rel, data in cals.render().items():
        write(rel, data)
    write("chat/chatgpt/conversations.json", chats.conversations_json())
    write("chat/assistant/edinburgh-packing.json", chats.packing_json())
    write("chat/quick-questions.jsonl", chats.quick_jsonl())
    write("chat/facebook-freja/your_facebook_activity/messages/inbox/familien_4418260937/message_1.json",
          chats.messenger_json())
    n = sum(len(f) for _, _, f in os.walk(VAULT))
    print("wrote %d files to %s" % (n, VAULT))


if __name__ == "__main__":
    main()
