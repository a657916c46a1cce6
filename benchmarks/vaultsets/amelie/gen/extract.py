"""Decode every vault file to plain text (used by check.py and for gold review)."""
import os, json, re, html as htmlmod, mailbox
from email.parser import BytesParser
from email import policy

def html_to_text(h):
    h = re.sub(r"(?is)<(script|style).*?</\1>", " ", h)
    h = re.sub(r"(?i)<br\s*/?>|</p>|</tr>|</h\d>", "\n", h)
    h = re.sub(r"(?i)</t[dh]>", " | ", h)
    h = re.sub(r"<[^>]+>", " ", h)
    return htmlmod.unescape(h)

def msg_text(msg, defects):
    out = []
    for k in ("From", "To", "Cc", "Subject", "Date"):
        if msg[k]:
            out.append(f"{k}: {msg[k]}")
    defects.extend(msg.defects)
    for part in msg.walk():
        defects.extend(part.defects)
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        content = part.get_content()          # decodes QP / base64
        if isinstance(content, bytes):
            content = content.decode("utf-8")
        if ctype == "text/html":
            content = html_to_text(content)
        fn = part.get_filename()
        if fn:
            out.append(f"[attachment {fn}]")
        out.append(content)
    return "\n".join(out)

def unfold_ics(raw):
    return re.sub(r"\r?\n[ \t]", "", raw)

def ics_text(raw):
    lines = unfold_ics(raw).splitlines()
    out = []
    for l in lines:
        if ":" not in l:
            continue
        name, val = l.split(":", 1)
        val = val.replace("\\n", "\n").replace("\\,", ",").replace("\\;", ";").replace("\\\\", "\\")
        out.append(f"{name.split(';')[0]}: {val}" + (f" [{name}]" if "CN=" in name else ""))
    return "\n".join(out)

def chat_text(obj):
    out = []
    if isinstance(obj, list):          # ChatGPT export
        for conv in obj:
            out.append(f"# {conv['title']}")
            for n in conv["mapping"].values():
                m = n.get("message")
                if m and m["content"]["parts"] and m["content"]["parts"][0]:
                    out.append(f"{m['author']['role']}: {m['content']['parts'][0]}")
    elif isinstance(obj, dict) and "messages" in obj:
        for m in obj["messages"]:
            out.append(f"{m['role']}: {m['content']}")
    return "\n".join(out)

def extract(fp):
    """Return (text, defects) for one file."""
    defects = []
    ext = fp.rsplit(".", 1)[-1].lower()
    if ext == "eml":
        with open(fp, "rb") as f:
            msg = BytesParser(policy=policy.default).parse(f)
        return msg_text(msg, defects), defects
    if ext == "mbox":
        box = mailbox.mbox(fp, factory=lambda f: BytesParser(policy=policy.default).parse(f))
        parts = [msg_text(m, defects) for m in box]
        return "\n\n".join(parts), defects
    if ext == "ics":
        with open(fp, encoding="utf-8", newline="") as f:
            return ics_text(f.read()), defects
    if ext == "json":
        with open(fp, encoding="utf-8") as f:
            return chat_text(json.load(f)), defects
    if ext == "jsonl":
        with open(fp, encoding="utf-8") as f:
            rows = [json.loads(l) for l in f if l.strip()]
        return "\n".join(f"{r['role']}: {r['content']}" for r in rows), defects
    with open(fp, encoding="utf-8") as f:
        return f.read(), defects

def all_texts(root):
    res = {}
    for d, _, files in os.walk(root):
        for fn in files:
            fp = os.path.join(d, fn)
            rel = os.path.relpath(fp, root)
            res[rel] = extract(fp)[0]
    return res
