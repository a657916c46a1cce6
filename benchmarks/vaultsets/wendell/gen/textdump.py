"""Decode every vault file to plain text (used by check.py and for gold review)."""
import os, json, re, html as htmlmod
from email import policy
from email.parser import BytesParser
import mailbox

HERE = os.path.dirname(os.path.abspath(__file__))
VAULT = os.path.join(os.path.dirname(HERE), "vault")


def strip_html(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return htmlmod.unescape(s)


def msg_text(msg):
    out = []
    for h in ("From", "To", "Cc", "Date", "Subject"):
        if msg[h]:
            out.append(f"{h}: {msg[h]}")
    for part in msg.walk():
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        if part.get_content_maintype() != "text":
            continue
        content = part.get_content()
        if isinstance(content, bytes):
            content = content.decode("utf-8", "replace")
        if ctype == "text/html":
            content = strip_html(content)
        if part.get_filename():
            out.append(f"[attachment {part.get_filename()}]")
        out.append(content)
    return "\n".join(out)


def ics_text(path):
    import icalendar
    cal = icalendar.Calendar.from_ical(open(path, "rb").read())
    out = []
    for comp in cal.walk():
        if comp.name in ("VEVENT", "VTODO"):
            for k, v in comp.property_items():
                pass
            for key in ("SUMMARY", "LOCATION", "DESCRIPTION", "DTSTART", "DTEND", "DUE", "RRULE", "STATUS"):
                if key in comp:
                    val = comp[key]
                    if key in ("DTSTART", "DTEND", "DUE"):
                        val = comp.decoded(key)
                    elif key == "RRULE":
                        val = val.to_ical().decode()
                    out.append(f"{key}: {val}")
            att = comp.get("ATTENDEE")
            if att is not None:
                atts = att if isinstance(att, list) else [att]
                for a in atts:
                    out.append(f"ATTENDEE: {a.params.get('CN', '')} {a}")
            out.append("")
    return "\n".join(out)


def chat_text(path):
    if path.endswith(".jsonl"):
        rows = [json.loads(l) for l in open(path, encoding="utf-8") if l.strip()]
        return "\n".join(f"{r['role']} [{r['timestamp']}]: {r['content']}" for r in rows)
    data = json.load(open(path, encoding="utf-8"))
    if isinstance(data, dict) and "messages" in data:
        return "\n".join(f"{r['role']} [{r['timestamp']}]: {r['content']}" for r in data["messages"])
    out = []
    for conv in data:
        out.append("# " + conv["title"])
        for node in conv["mapping"].values():
            m = node["message"]
            if m and m["content"]["parts"] and m["content"]["parts"][0]:
                out.append(f"{m['author']['role']}: {m['content']['parts'][0]}")
    return "\n".join(out)


def file_text(rel):
    path = os.path.join(VAULT, rel)
    if rel.endswith(".eml"):
        with open(path, "rb") as f:
            return msg_text(BytesParser(policy=policy.default).parse(f))
    if rel.endswith(".mbox"):
        box = mailbox.mbox(path, factory=lambda f: BytesParser(policy=policy.default).parse(f))
        return "\n\n".join(msg_text(m) for m in box)
    if rel.endswith(".ics"):
        return ics_text(path)
    if rel.endswith(".json") or rel.endswith(".jsonl"):
        return chat_text(path)
    return open(path, encoding="utf-8").read()


def all_files():
    out = []
    for root, _, files in os.walk(VAULT):
        for f in files:
            out.append(os.path.relpath(os.path.join(root, f), VAULT))
    return sorted(out)


if __name__ == "__main__":
    import sys
    dest = sys.argv[1] if len(sys.argv) > 1 else "/tmp/wendell_dump"
    os.makedirs(dest, exist_ok=True)
    for rel in all_files():
        p = os.path.join(dest, rel.replace("/", "__") + ".txt")
        open(p, "w", encoding="utf-8").write(file_text(rel))
    print("dumped", len(all_files()))
