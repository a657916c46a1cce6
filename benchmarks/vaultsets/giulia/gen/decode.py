"""Decode every vault file to plain text (used by check.py)."""
import os, json, csv, mailbox
from email.parser import BytesParser
from email import policy

VAULT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "vault"))


def _msg_text(msg):
    out = []
    for k in ("From", "To", "Cc", "Subject", "Date"):
        if msg[k]:
            out.append(f"{k}: {msg[k]}")
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.get_content_maintype() == "text":
            out.append(part.get_content())
        else:
            out.append(part.get_payload(decode=True).decode("utf-8", "replace"))
    return "\n".join(out)


def decode_eml(path):
    with open(path, "rb") as f:
        msg = BytesParser(policy=policy.default).parse(f)
    return _msg_text(msg)


def decode_mbox(path):
    texts = []
    box = mailbox.mbox(path, factory=lambda f: BytesParser(policy=policy.default).parse(f), create=False)
    for msg in box:
        texts.append(_msg_text(msg))
    box.close()
    return "\n\n".join(texts), len(texts)


def decode_ics(path):
    import icalendar
    with open(path, "rb") as f:
        cal = icalendar.Calendar.from_ical(f.read())
    out = []

    def val(x):
        params = getattr(x, "params", None) or {}
        extra = " ".join(f"{pk}={pv}" for pk, pv in params.items())
        if hasattr(x, "to_ical") and not isinstance(x, str):
            try:
                x = x.to_ical()
            except Exception:
                pass
        if isinstance(x, bytes):
            x = x.decode("utf-8", "replace")
        return (str(x) + (" [" + extra + "]" if extra else ""))

    for comp in cal.walk():
        out.append(f"--- {comp.name}")
        for k, v in comp.items():
            if isinstance(v, list):
                v = ", ".join(val(x) for x in v)
            else:
                v = val(v)
            out.append(f"{k}: {v}")
    return "\n".join(out)


def _flatten(o, out):
    if isinstance(o, str):
        out.append(o)
    elif isinstance(o, dict):
        for v in o.values():
            _flatten(v, out)
    elif isinstance(o, list):
        for v in o:
            _flatten(v, out)


def decode_json(path):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    out = []
    _flatten(data, out)
    return "\n".join(out)


def decode_jsonl(path):
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                _flatten(json.loads(line), out)
    return "\n".join(out)


def decode(path):
    ext = path.rsplit(".", 1)[-1].lower()
    if ext == "eml":
        return decode_eml(path)
    if ext == "mbox":
        return decode_mbox(path)[0]
    if ext == "ics":
        return decode_ics(path)
    if ext == "json":
        return decode_json(path)
    if ext == "jsonl":
        return decode_jsonl(path)
    if ext == "csv":
        with open(path, encoding="utf-8", newline="") as f:
            return "\n".join(", ".join(r) for r in csv.reader(f))
    with open(path, encoding="utf-8") as f:
        return f.read()


def all_texts():
    res = {}
    for dp, _, fs in os.walk(VAULT):
        for fn in fs:
            p = os.path.join(dp, fn)
            res[os.path.relpath(p, VAULT)] = decode(p)
    return res


if __name__ == "__main__":
    import sys, re
    texts = all_texts()
    for term in sys.argv[1:]:
        print(f"== {term}")
        for rel in sorted(texts):
            t = texts[rel]
            if term.lower() in t.lower():
                i = t.lower().index(term.lower())
                print(f"   {rel}: ...{t[max(0,i-60):i+80]!r}")
