"""Decode every vault file to plain searchable text (used by check.py and for settling gold lists)."""
import os
import re
import json
import html
import mailbox
from email import policy
from email.parser import BytesParser

VAULT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "vault"))


def html_to_text(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?i)<br\s*/?>|</p>|</tr>|</li>|</h\d>", "\n", s)
    s = re.sub(r"(?s)<[^>]+>", " ", s)
    return html.unescape(s)


def decode_message(msg, problems, where):
    parts = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg[h]:
            parts.append(f"{h}: {msg[h]}")
    if msg.defects:
        problems.append(f"{where}: defects {msg.defects}")
    for part in msg.walk():
        if part.is_multipart():
            continue
        if part.defects:
            problems.append(f"{where}: part defects {part.defects}")
        ctype = part.get_content_type()
        try:
            content = part.get_content()
        except Exception as e:  # noqa: BLE001
            problems.append(f"{where}: cannot decode part {ctype}: {e}")
            continue
        if isinstance(content, bytes):
            content = content.decode("utf-8")
        if ctype == "text/html":
            content = html_to_text(content)
        fn = part.get_filename()
        if fn:
            parts.append(f"[attachment {fn}]")
        parts.append(content)
    return "\n".join(parts)


def unfold_ics(raw):
    return re.sub(r"\r?\n[ \t]", "", raw)


def ics_text(raw):
    t = unfold_ics(raw)
    t = t.replace("\\n", "\n").replace("\\,", ",").replace("\\;", ";").replace("\\\\", "\\")
    return t


def chat_text(obj):
    out = []
    if isinstance(obj, list):  # ChatGPT export
        for conv in obj:
            out.append(conv.get("title", ""))
            for node in conv["mapping"].values():
                m = node.get("message")
                if m and m["content"].get("parts"):
                    out.extend(p for p in m["content"]["parts"] if isinstance(p, str))
    elif isinstance(obj, dict) and "messages" in obj:
        out.extend(m["content"] for m in obj["messages"])
    return "\n".join(out)


def decode_file(rel, problems=None):
    problems = problems if problems is not None else []
    path = os.path.join(VAULT, rel)
    if rel.endswith(".eml"):
        with open(path, "rb") as f:
            msg = BytesParser(policy=policy.default).parse(f)
        return decode_message(msg, problems, rel)
    if rel.endswith(".mbox"):
        box = mailbox.mbox(path, factory=lambda f: BytesParser(policy=policy.default).parse(f), create=False)
        texts = [decode_message(m, problems, f"{rel}#{i}") for i, m in enumerate(box)]
        return "\n\n".join(texts)
    if rel.endswith(".ics"):
        with open(path, encoding="utf-8", newline="") as f:
            return ics_text(f.read())
    if rel.endswith(".json"):
        with open(path, encoding="utf-8") as f:
            return chat_text(json.load(f))
    if rel.endswith(".jsonl"):
        with open(path, encoding="utf-8") as f:
            return "\n".join(json.loads(l)["content"] for l in f if l.strip())
    with open(path, encoding="utf-8") as f:
        return f.read()


def all_files():
    return sorted(os.path.relpath(os.path.join(d, f), VAULT) for d, _, fs in os.walk(VAULT) for f in fs)


def norm(s):
    s = s.lower().replace("\u00a0", " ")
    s = re.sub(r"\s+", " ", s)
    return s


if __name__ == "__main__":
    import sys
    pats = sys.argv[1:]
    for rel in all_files():
        t = norm(decode_file(rel))
        hits = [p for p in pats if re.search(p, t)]
        if hits:
            print(f"{rel}: {hits}")
