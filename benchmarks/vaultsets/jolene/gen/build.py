#!/usr/bin/env python3
"""Deterministically (re)build ../vault/ for the 'jolene' held-out set. Standard library only."""
import os
import re
import shutil
import sys
from datetime import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from util import rfc2822  # noqa: E402
import c_mail  # noqa: E402
import c_notes  # noqa: E402
import c_journal  # noqa: E402
import c_cal  # noqa: E402
import c_chat  # noqa: E402
from util import make_email  # noqa: E402

VAULT = os.path.normpath(os.path.join(HERE, "..", "vault"))


def write(rel, data):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(path, "wb") as f:
        f.write(data)


def build_mbox():
    out = []
    for m in c_mail.MBOX:
        dt = datetime.strptime(m["date"], "%Y-%m-%d %H:%M:%S")
        asc = dt.strftime("%a %b ") + ("%2d" % dt.day) + dt.strftime(" %H:%M:%S %Y")
        hdr = [
            "From %s %s" % (m["envelope"], asc),
            "Return-Path: <opq-list-bounces@lists.oldpueblo.example>",
            "From: " + m["frm"],
            "To: " + c_mail.LIST_ADDR,
            "Subject: " + m["subject"],
            "Date: " + rfc2822(m["date"]),
            "Message-ID: " + m["msgid"],
        ]
        if m.get("in_reply_to"):
            hdr += ["In-Reply-To: " + m["in_reply_to"], "References: " + m["in_reply_to"]]
        hdr += [
            "List-Id: " + c_mail.LIST_ID,
            "List-Post: <mailto:%s>" % c_mail.LIST_ADDR,
            "List-Unsubscribe: <mailto:opq-list-leave@lists.oldpueblo.example>",
            "Precedence: list",
            "MIME-Version: 1.0",
            'Content-Type: text/plain; charset="utf-8"',
            "Content-Transfer-Encoding: 8bit",
        ]
        body = m["body"]
        # mboxrd-style escaping of body lines that look like a From_ separator
        body = re.sub(r"(?m)^(>*From )", r">\1", body)
        if not body.endswith("\n"):
            body += "\n"
        out.append("\n".join(hdr) + "\n\n" + body + "\n")
    return "".join(out).encode("utf-8")


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    for rel, text in c_notes.NOTES.items():
        write(rel, text)
    for rel, text in c_journal.JOURNAL.items():
        write(rel, text)
    for rel, spec in c_mail.MAILS:
        write(rel, make_email(rel, spec))
    write("mail/lists/old-pueblo-quilters.mbox", build_mbox())
    for rel, data in c_cal.CALS.items():
        write(rel, data)
    for rel, data in c_chat.OUT.items():
        write(rel, data)
    n = sum(len(fs) for _, _, fs in os.walk(VAULT))
    print("wrote %d files to %s" % (n, VAULT))


if __name__ == "__main__":
    main()
