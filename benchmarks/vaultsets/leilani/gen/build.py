#!/usr/bin/env python3
"""Build the `leilani` held-out vault (standard library only, deterministic).

Usage:  cd benchmarks/vaultsets/leilani && python gen/build.py
Writes ../vault/ from scratch. Same bytes on every run: no clock, no randomness,
every MIME boundary derived from a hash of the file path.
"""
import hashlib
import json
import os
import shutil
import sys
sys.dont_write_bytecode = True
import textwrap
from email import policy
from email.message import EmailMessage

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import c_notes  # noqa: E402
import c_mail   # noqa: E402
import c_cal    # noqa: E402
import c_chat   # noqa: E402
import c_data   # noqa: E402

VAULT = os.path.normpath(os.path.join(HERE, "..", "vault"))
POLICY = policy.default.clone(linesep="\n", max_line_length=78)


# ---------------------------------------------------------------- writing
def write_bytes(rel, data):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def write_text(rel, text, newline="\n"):
    if newline != "\n":
        text = text.replace("\n", newline)
    write_bytes(rel, text.encode("utf-8"))


# ---------------------------------------------------------------- e-mail
def wrap_text(text, width=72):
    """Hard-wrap long plain-text lines the way a mail client would (keeps '> ' quoting)."""
    out = []
    for line in text.split("\n"):
        if len(line) <= width + 4 or line.startswith(">"):
            # short lines, and quoted lines (already wrapped by the quoted author), stay as-is
            out.append(line)
            continue
        prefix = ""
        while line.startswith(">"):
            if line.startswith("> "):
                prefix += "> "
                line = line[2:]
            else:
                prefix += ">"
                line = line[1:]
        out.extend(textwrap.wrap(line, width - len(prefix), initial_indent=prefix,
                                 subsequent_indent=prefix, break_long_words=False,
                                 break_on_hyphens=False) or [prefix])
    return "\n".join(out)


def boundary_for(path, n):
    h = hashlib.sha256(("%s#%d" % (path, n)).encode()).hexdigest()
    return "===============%s==" % h[:24]


def build_email(spec):
    msg = EmailMessage(policy=POLICY)
    for key in ("From", "To", "Cc", "Reply-To", "Date", "Subject", "Message-ID",
                "In-Reply-To", "References"):
        v = spec.get(key.lower())
        if v:
            msg[key] = v
    for k, v in spec.get("extra_headers", []):
        msg[k] = v
    kind = spec["kind"]
    cte = spec.get("cte", "7bit")

    for fld in ("text",):
        if cte == "7bit" and fld in spec:
            spec[fld].encode("ascii")  # raises if a 7bit body is not ASCII

    def body(txt, c):
        return wrap_text(txt) if c in ("7bit", "8bit") else txt

    if kind == "plain":
        msg.set_content(body(spec["text"], cte), cte=cte)
    elif kind == "html":
        msg.set_content(spec["html"], subtype="html", cte=cte)
    elif kind == "alt":
        msg.set_content(body(spec["text"], cte), cte=cte)
        msg.add_alternative(spec["html"], subtype="html", cte=spec.get("html_cte", cte))
    elif kind == "mixed":
        msg.set_content(body(spec["text"], cte), cte=cte)
        for fname, content, acte in spec["attachments"]:
            msg.add_attachment(content, subtype="plain", filename=fname, cte=acte)
    else:
        raise ValueError(kind)
    n = 0
    for part in msg.walk():
        if part is not msg and "MIME-Version" in part:
            del part["MIME-Version"]
        if part.is_multipart():
            part.set_boundary(boundary_for(spec["path"], n))
            n += 1
    return msg


def email_bytes(spec):
    return build_email(spec).as_bytes(policy=POLICY)


def mbox_bytes(specs):
    chunks = []
    for spec in specs:
        raw = email_bytes(spec).decode("utf-8", "surrogateescape")
        lines = raw.split("\n")
        # mboxo: escape body lines that start with "From "
        esc = [(">" + ln) if ln.startswith("From ") else ln for ln in lines]
        chunks.append("From %s %s\n" % (spec["envelope_from"], spec["envelope_date"]))
        body = "\n".join(esc)
        if not body.endswith("\n"):
            body += "\n"
        chunks.append(body + "\n")
    return "".join(chunks).encode("utf-8", "surrogateescape")


# ---------------------------------------------------------------- iCalendar
def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
             .replace("\n", "\\n"))


def ics_fold(line):
    if len(line.encode("utf-8")) <= 75:
        return line
    parts, cur, limit = [], b"", 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            parts.append(cur)
            cur, limit = b"", 74
        cur += cb
    parts.append(cur)
    return "\r\n ".join(p.decode("utf-8") for p in parts)


def ics_bytes(lines):
    return ("\r\n".join(ics_fold(l) for l in lines) + "\r\n").encode("utf-8")


# ---------------------------------------------------------------- main
def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)

    for rel, text in c_notes.NOTES.items():
        write_text(rel, text)
    for rel, text in c_notes.TEXTS.items():
        write_text(rel, text)

    for spec in c_mail.EMAILS:
        write_bytes(spec["path"], email_bytes(spec))
    write_bytes(c_mail.MBOX_PATH, mbox_bytes(c_mail.MBOX))

    for rel, lines in c_cal.calendars(ics_escape).items():
        write_bytes(rel, ics_bytes(lines))

    for rel, obj in c_chat.JSON_FILES.items():
        write_text(rel, json.dumps(obj, ensure_ascii=False, indent=2) + "\n")
    for rel, rows in c_chat.JSONL_FILES.items():
        write_text(rel, "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
    for rel, text in c_chat.TEXT_FILES.items():
        write_text(rel, text)

    for rel, text in c_data.CSV_FILES.items():
        write_text(rel, text, newline="\r\n")

    count = sum(len(fs) for _, _, fs in os.walk(VAULT))
    print("wrote %d files to %s" % (count, VAULT))


if __name__ == "__main__":
    main()
