"""Decode every vault file to plain searchable text (used by check.py)."""
import os, json, mailbox, csv
from email.parser import BytesParser
from email import policy
import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
VAULT = os.path.join(os.path.dirname(HERE), "vault")


def _msg_text(msg):
    out = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg[h]:
            out.append(f"{h}: {msg[h]}")
    for part in msg.walk():
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        if part.get_content_maintype() == "text":
            out.append(part.get_content())
        else:
            out.append(part.get_payload(decode=True).decode("utf-8", "replace"))
    return "\n".join(out)


def _flatten(o, acc):
    if isinstance(o, str):
        acc.append(o)
    elif isinstance(o, dict):
        for v in o.values():
            _flatten(v, acc)
    elif isinstance(o, list):
        for v in o:
            _flatten(v, acc)


def decode_file(path):
    ext = path.rsplit(".", 1)[-1]
    if ext == "eml":
        with open(path, "rb") as f:
            msg = BytesParser(policy=policy.default).parse(f)
        return _msg_text(msg)
    if ext == "mbox":
        mb = mailbox.mbox(path, factory=lambda f: BytesParser(policy=policy.default).parse(f))
        texts = [_msg_text(m) for m in mb]
        assert texts, "empty mbox"
        return "\n\n".join(texts)
    if ext == "ics":
        with open(path, "rb") as f:
            cal = icalendar.Calendar.from_ical(f.read())
        out = []
        for comp in cal.walk():
            if comp.name in ("VEVENT", "VTODO"):
                for k in ("SUMMARY", "LOCATION", "DESCRIPTION", "DTSTART", "DTEND", "DUE", "RRULE", "STATUS"):
                    if k in comp:
                        v = comp[k]
                        if hasattr(v, "dt"):
                            v = v.dt.isoformat()
                        elif isinstance(v, icalendar.vRecur):
                            v = v.to_ical().decode()
                        out.append(f"{k}: {v}")
                att = comp.get("ATTENDEE")
                if att is not None:
                    atts = att if isinstance(att, list) else [att]
                    for a in atts:
                        out.append("ATTENDEE: " + str(a.params.get("CN", "")))
        return "\n".join(out)
    if ext == "json":
        with open(path, encoding="utf-8") as f:
            acc = []
            _flatten(json.load(f), acc)
        return "\n".join(acc)
    if ext == "jsonl":
        acc = []
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    _flatten(json.loads(line), acc)
        return "\n".join(acc)
    with open(path, encoding="utf-8") as f:
        return f.read()


def corpus():
    out = {}
    for root, _, files in os.walk(VAULT):
        for fn in files:
            p = os.path.join(root, fn)
            out[os.path.relpath(p, VAULT)] = decode_file(p)
    return out


if __name__ == "__main__":
    import sys
    c = corpus()
    terms = sys.argv[1:]
    for p in sorted(c):
        t = c[p].lower()
        hits = [x for x in terms if x.lower() in t]
        if hits:
            print(p, hits)
