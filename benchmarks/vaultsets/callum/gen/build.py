#!/usr/bin/env python3
"""Build Callum Drummond's vault from scratch (standard library only, deterministic).

    cd benchmarks/vaultsets/callum && python gen/build.py
"""
import datetime as dt
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import c_cal  # noqa: E402
import c_chat  # noqa: E402
import c_data  # noqa: E402
import c_mail  # noqa: E402
import c_mbox  # noqa: E402
import c_notes  # noqa: E402
import c_whatsapp  # noqa: E402
from util import ics_bytes, make_eml, make_mbox  # noqa: E402

VAULT = os.path.normpath(os.path.join(HERE, "..", "vault"))


def _spec(d):
    s = dict(d)
    s["from"] = s.pop("frm")
    s.setdefault("reply_domain", "postbox.example")
    return s


def _check_7bit(spec):
    if spec.get("cte") == "7bit":
        for key in ("text", "html"):
            if key in spec:
                spec[key].encode("ascii")  # raises if not ASCII


def build_files():
    files = {}
    for path, text in c_notes.NOTES.items():
        files[path] = text.encode("utf-8")

    ids = {}
    for m in c_mail.MAILS:
        s = _spec(m)
        _check_7bit(s)
        files[s["path"]] = make_eml(s, ids)

    items = []
    for m in c_mbox.MSGS:
        s = _spec(m)
        s.update(to=c_mbox.LIST, kind="plain", cte="7bit", headers=c_mbox.LIST_HEADERS)
        if "reply_to" in s:
            s["subject"] = s["subject"]
        _check_7bit(s)
        raw = make_eml(s, ids)
        sender = s["from"].split("<")[1].rstrip(">")
        d = dt.datetime.strptime(s["date"], "%Y-%m-%d %H:%M %z").astimezone(dt.timezone.utc)
        items.append((sender, d, raw))
    files["mail/lists/foll-crew.mbox"] = make_mbox(items)

    for path, lines in c_cal.CALS.items():
        files[path] = ics_bytes(lines)

    files[c_whatsapp.PATH] = c_whatsapp.CHAT.encode("utf-8")
    files.update(c_chat.build())
    files["data/boat-log.csv"] = c_data.BOAT_LOG.encode("utf-8")
    files["data/cottage-spend.csv"] = c_data.COTTAGE_SPEND.encode("utf-8")
    return files


def main():
    files = build_files()
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    for path in sorted(files):
        full = os.path.join(VAULT, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as fh:
            fh.write(files[path])
    print("wrote %d files to %s" % (len(files), VAULT))


if __name__ == "__main__":
    main()
