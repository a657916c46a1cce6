"""Decode every vault file to plain text (used by check.py and for gold review)."""
import os, json, re, html, mailbox
from email import policy
from email.parser import BytesParser

VAULT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "vault")


def html_to_text(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?i)<br\s*/?>|</p>|</tr>|</li>|</h\d>", "\n", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return html.unescape(s)


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
        out.append(html_to_text(content) if ctype == "text/html" else content)
    return "\n".join(out)


def parse_eml(path):
    with open(path, "rb") as f:
        return BytesParser(policy=policy.default).parse(f)


def mbox_messages(path):
    box = mailbox.mbox(path)
    msgs = []
    for key in box.keys():
        raw = box.get_bytes(key)
        msgs.append(BytesParser(policy=policy.default).parsebytes(raw))
    return msgs


def ics_text(path):
    raw = open(path, encoding="utf-8").read()
    raw = raw.replace("\r\n ", "").replace("\r\n", "\n")
    return raw.replace("\\n", "\n").replace("\\,", ",").replace("\\;", ";").replace("\\\\", "\\")


def chat_texts(path):
    if path.endswith(".jsonl"):
        return [json.loads(l)["content"] for l in open(path, encoding="utf-8") if l.strip()]
    obj = json.load(open(path, encoding="utf-8"))
    if isinstance(obj, dict) and "messages" in obj:
        return [m["content"] for m in obj["messages"]]
    texts = []
    for conv in obj:
        texts.append(conv["title"])
        for n in conv["mapping"].values():
            m = n.get("message")
            if m:
                texts += [p for p in m["content"]["parts"] if isinstance(p, str)]
    return texts


def decoded(rel):
    path = os.path.join(VAULT, rel)
    if rel.endswith(".eml"):
        return msg_text(parse_eml(path))
    if rel.endswith(".mbox"):
        return "\n\n".join(msg_text(m) for m in mbox_messages(path))
    if rel.endswith(".ics"):
        return ics_text(path)
    if rel.endswith(".json") or rel.endswith(".jsonl"):
        return "\n".join(chat_texts(path))
    return open(path, encoding="utf-8").read()


def all_files():
    out = []
    for root, _, files in os.walk(VAULT):
        for f in files:
            out.append(os.path.relpath(os.path.join(root, f), VAULT))
    return sorted(out)


if __name__ == "__main__":
    import sys
    terms = sys.argv[1:]
    for rel in all_files():
        t = decoded(rel).lower()
        hits = [x for x in terms if x.lower() in t]
        if hits:
            print(f"{rel}: {hits}")
