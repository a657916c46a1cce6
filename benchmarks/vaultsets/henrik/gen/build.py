#!/usr/bin/env python3
"""Build the `henrik` held-out vault from scratch (stdlib only, deterministic).

Usage:  cd benchmarks/vaultsets/henrik && python gen/build.py
Writes ../vault/ (relative to this file) byte-identically on every run.
"""
import hashlib
import json
import os
import shutil
import sys
from email import policy
from email.message import EmailMessage

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import c_notes  # noqa: E402
import c_mail  # noqa: E402
import c_chat  # noqa: E402
import c_cal  # noqa: E402

VAULT = os.path.normpath(os.path.join(HERE, "..", "vault"))


def write_bytes(rel, data):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def write_text(rel, text):
    write_bytes(rel, text.encode("utf-8"))


def boundary_for(rel, n=0):
    h = hashlib.sha1(("%s#%d" % (rel, n)).encode("utf-8")).hexdigest()
    return "=_hl_%s" % h[:28]


# ---------------------------------------------------------------- e-mail
def build_eml(spec):
    m = EmailMessage(policy=policy.default)
    m["From"] = spec["from"]
    m["To"] = spec["to"]
    if spec.get("cc"):
        m["Cc"] = spec["cc"]
    m["Date"] = spec["date"]
    m["Subject"] = spec["subject"]
    m["Message-ID"] = spec["msgid"]
    if spec.get("in_reply_to"):
        m["In-Reply-To"] = spec["in_reply_to"]
        m["References"] = spec.get("references", spec["in_reply_to"])
    for k, v in spec.get("extra_headers", []):
        m[k] = v
    m["MIME-Version"] = "1.0"
    kind = spec["kind"]
    cte = spec.get("cte")
    if kind == "plain":
        m.set_content(spec["body"], charset=spec.get("charset", "utf-8"), cte=cte)
    elif kind == "html":
        m.set_content(spec["html"], subtype="html", charset="utf-8", cte=cte)
    elif kind == "alt":
        m.set_content(spec["body"], charset="utf-8", cte=spec.get("cte_plain", cte))
        m.add_alternative(spec["html"], subtype="html", charset="utf-8",
                          cte=spec.get("cte_html", cte))
        m.set_boundary(boundary_for(spec["path"], 0))
    elif kind == "mixed":
        m.set_content(spec["body"], charset="utf-8", cte=cte)
        for i, (fname, text) in enumerate(spec["attachments"]):
            m.add_attachment(text, subtype="plain", charset="utf-8", cte="base64",
                             disposition="attachment", filename=fname)
        m.set_boundary(boundary_for(spec["path"], 0))
    else:
        raise ValueError(kind)
    data = m.as_bytes(policy=policy.default.clone(linesep="\n"))
    return data


# ---------------------------------------------------------------- mbox
def build_mbox(msgs, list_headers):
    out = []
    for spec in msgs:
        m = EmailMessage(policy=policy.default)
        m["From"] = spec["from"]
        m["To"] = list_headers["to"]
        m["Date"] = spec["date"]
        m["Subject"] = spec["subject"]
        m["Message-ID"] = spec["msgid"]
        if spec.get("in_reply_to"):
            m["In-Reply-To"] = spec["in_reply_to"]
            m["References"] = spec["in_reply_to"]
        m["List-Id"] = list_headers["list_id"]
        m["List-Post"] = list_headers["list_post"]
        m["List-Unsubscribe"] = list_headers["list_unsub"]
        m["Precedence"] = "list"
        m["MIME-Version"] = "1.0"
        m.set_content(spec["body"], charset="utf-8", cte="8bit")
        raw = m.as_bytes(policy=policy.default.clone(linesep="\n"))
        # mboxo/mboxrd escaping of body lines starting with "From "
        head, _, body = raw.partition(b"\n\n")
        lines = body.split(b"\n")
        esc = []
        for ln in lines:
            s = ln.lstrip(b">")
            if s.startswith(b"From "):
                ln = b">" + ln
            esc.append(ln)
        body = b"\n".join(esc)
        out.append(spec["envelope"].encode("ascii") + b"\n" + head + b"\n\n" + body.rstrip(b"\n") + b"\n\n")
    return b"".join(out)


# ---------------------------------------------------------------- ics
def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def ics_fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return [line]
    parts = []
    cur = ""
    limit = 75
    for ch in line:
        if len((cur + ch).encode("utf-8")) > limit:
            parts.append(cur)
            cur = ch
            limit = 74
        else:
            cur += ch
    if cur:
        parts.append(cur)
    return [parts[0]] + [" " + p for p in parts[1:]]


def build_ics(lines):
    out = []
    for ln in lines:
        out.extend(ics_fold(ln))
    return ("\r\n".join(out) + "\r\n").encode("utf-8")


# ---------------------------------------------------------------- main
def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)

    for rel, text in c_notes.FILES.items():
        write_text(rel, text)

    for spec in c_mail.MAILS:
        write_bytes(spec["path"], build_eml(spec))

    write_bytes(c_cal.MBOX_PATH, build_mbox(c_cal.MBOX_MSGS, c_cal.MBOX_LIST))

    for rel, lines in c_cal.calendars().items():
        write_bytes(rel, build_ics(lines))

    for rel, obj in c_chat.json_files().items():
        if rel.endswith(".jsonl"):
            text = "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in obj)
        else:
            text = json.dumps(obj, ensure_ascii=False, indent=2) + "\n"
        write_text(rel, text)

    n = sum(len(fs) for _, _, fs in os.walk(VAULT))
    print("wrote %d files to %s" % (n, VAULT))


if __name__ == "__main__":
    main()
