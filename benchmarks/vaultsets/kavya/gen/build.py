#!/usr/bin/env python3
"""Build the kavya vault deterministically (standard library only).

Usage:  cd . && python gen/build.py
Writes ../vault/ from scratch.
"""
import hashlib
import os
import shutil
import sys
from email import policy
from email.message import EmailMessage

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import cals  # noqa: E402
import chats  # noqa: E402
import mails  # noqa: E402
import mbox_list  # noqa: E402
import notes_long  # noqa: E402
import notes_short  # noqa: E402

VAULT = os.path.normpath(os.path.join(HERE, "..", "vault"))


def write(rel, data):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(path, "wb") as fh:
        fh.write(data)


def boundary(seed, i):
    return "=_kv_" + hashlib.sha1(("%s#%d" % (seed, i)).encode()).hexdigest()[:28]


def fix_boundaries(msg, seed):
    i = 0
    for part in msg.walk():
        if part.is_multipart():
            part.set_boundary(boundary(seed, i))
            i += 1


def build_mail(spec):
    msg = EmailMessage(policy=policy.default)
    for k, v in spec["headers"].items():
        msg[k] = v
    kind, cte = spec["kind"], spec["cte"]
    if kind == "plain":
        msg.set_content(spec["text"], subtype="plain", charset="utf-8", cte=cte)
    elif kind == "html":
        msg.set_content(spec["html"], subtype="html", charset="utf-8", cte=cte)
    elif kind == "alt":
        msg.set_content(spec["text"], subtype="plain", charset="utf-8", cte=cte)
        msg.add_alternative(spec["html"], subtype="html", charset="utf-8", cte=cte)
    elif kind == "mixed":
        msg.set_content(spec["text"], subtype="plain", charset="utf-8", cte=cte)
        for att in spec["attachments"]:
            msg.add_attachment(att["text"], subtype="plain", charset="utf-8",
                               cte=att["cte"], disposition="attachment",
                               filename=att["filename"])
    else:
        raise ValueError(kind)
    fix_boundaries(msg, spec["path"])
    return msg.as_bytes(policy=policy.default)


def build_mbox():
    out = []
    for env_from, asctime, headers, body in mbox_list.MESSAGES:
        msg = EmailMessage(policy=policy.default)
        for k, v in headers.items():
            msg[k] = v
        msg["List-Id"] = mbox_list.LIST_ID
        msg["List-Post"] = "<mailto:%s>" % mbox_list.LIST_ADDR
        msg["Precedence"] = "list"
        msg.set_content(body, subtype="plain", charset="utf-8", cte="7bit")
        raw = msg.as_bytes(policy=policy.default.clone(linesep="\n"))
        lines = raw.split(b"\n")
        # mboxo escaping of body lines that start with "From "
        in_body = False
        esc = []
        for ln in lines:
            if in_body and ln.startswith(b"From "):
                ln = b">" + ln
            if ln == b"":
                in_body = True
            esc.append(ln)
        text = b"\n".join(esc).rstrip(b"\n") + b"\n"
        out.append(b"From " + env_from.encode() + b" " + asctime.encode() + b"\n" + text + b"\n")
    return b"".join(out)


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    for group in (notes_short.NOTES, notes_long.LONG, notes_short.TEXTS, notes_short.CSVS):
        for rel, text in group.items():
            write(rel, text)
    for spec in mails.MAILS:
        write(spec["path"], build_mail(spec))
    write("lists/crescent-road-cc-juniors.mbox", build_mbox())
    for rel, data in cals.CALS.items():
        write(rel, data)
    write("chats/chatgpt/conversations.json", chats.conversations_json())
    write("chats/assistant/2025-08-10_lease-end-options.json", chats.messages_json(chats.LEASE_CHAT))
    write("chats/assistant/2025-05-12_cqc-prep.json", chats.messages_json(chats.CQC_CHAT))
    write("chats/quick-questions.jsonl", chats.quick_jsonl())
    write("chats/WhatsApp Chat - Amma & Family/_chat.txt", chats.whatsapp_txt())
    n = sum(len(f) for _, _, f in os.walk(VAULT))
    print("wrote %d files to %s" % (n, VAULT))


if __name__ == "__main__":
    main()
