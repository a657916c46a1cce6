# -*- coding: utf-8 -*-
"""Build the aigerim vault deterministically (stdlib only). Run from the set folder:
    python gen/build.py
"""
import hashlib
import os
import shutil
import sys
from datetime import datetime
from email import policy
from email.message import EmailMessage
from email.utils import format_datetime

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cal  # noqa: E402
import chats  # noqa: E402
import mails  # noqa: E402
import notes  # noqa: E402

VAULT = os.path.join(os.path.dirname(HERE), "vault")
POL = policy.default.clone(linesep="\n", max_line_length=78)


def boundary(path, n):
    return "==b_" + hashlib.sha256(("%s#%d" % (path, n)).encode()).hexdigest()[:24] + "=="


def build_mail(spec):
    m = EmailMessage(policy=POL)
    m["From"] = spec["frm"]
    m["To"] = spec["to"]
    m["Subject"] = spec["subject"]
    m["Date"] = format_datetime(datetime.fromisoformat(spec["date"]))
    m["Message-ID"] = "<%s>" % spec["msgid"]
    if spec.get("inreplyto"):
        m["In-Reply-To"] = "<%s>" % spec["inreplyto"]
        m["References"] = "<%s>" % spec["inreplyto"]
    m["MIME-Version"] = "1.0"
    kind, cte = spec["kind"], spec.get("cte", "7bit")
    if kind == "plain":
        m.set_content(spec["body"], subtype="plain", charset="utf-8", cte=cte)
    elif kind == "html":
        m.set_content(spec["html"], subtype="html", charset="utf-8", cte=cte)
    elif kind == "alt":
        m.set_content(spec["body"], subtype="plain", charset="utf-8", cte=cte)
        m.add_alternative(spec["html"], subtype="html", charset="utf-8",
                          cte="quoted-printable" if cte != "base64" else "base64")
        m.set_boundary(boundary(spec["path"], 0))
    elif kind == "mixed":
        m.set_content(spec["body"], subtype="plain", charset="utf-8", cte=cte)
        for i, (fn, text) in enumerate(spec["attachments"]):
            m.add_attachment(text, subtype="plain", charset="utf-8", cte="base64", filename=fn)
        m.set_boundary(boundary(spec["path"], 0))
    else:
        raise ValueError(kind)
    return m.as_bytes(policy=POL)


def write(rel, data):
    p = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(p, "wb") as f:
        f.write(data)


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    for group in (notes.NOTES, notes.TXT, notes.CSV):
        for rel, text in sorted(group.items()):
            write(rel, text)
    for spec in mails.MAILS:
        write(spec["path"], build_mail(spec))
    for rel, fn in sorted(cal.CALS.items()):
        write(rel, fn())
    for rel, fn in sorted(chats.CHATS.items()):
        write(rel, fn())
    n = sum(len(fs) for _, _, fs in os.walk(VAULT))
    print("wrote %d files to %s" % (n, VAULT))


if __name__ == "__main__":
    main()
