"""Decode every vault file to plain text (used by check.py and for gold review)."""
import html
import json
import mailbox
import os
import re
from email import policy
from email.parser import BytesParser

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "vault"))


def html_to_text(s):
    s = re.sub(r"(?is)<(script|style).*?</\1>", " ", s)
    s = re.sub(r"(?i)<br\s*/?>|</p>|</tr>|</h\d>", "\n", s)
    s = re.sub(r"(?i)</t[dh]>", " | ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return html.unescape(s)


def msg_text(msg, problems, where):
    out = []
    for h in ("From", "To", "Cc", "Date", "Subject"):
        if msg[h]:
            out.append(f"{h}: {msg[h]}")
    if msg.defects:
        problems.append(f"{where}: defects {msg.defects}")
    for part in msg.walk():
        if part.is_multipart():
            continue
        try:
            content = part.get_content()
        except Exception as e:  # noqa: BLE001
            problems.append(f"{where}: cannot decode part {part.get_content_type()}: {e}")
            continue
        if part.defects:
            problems.append(f"{where}: part defects {part.defects}")
        if isinstance(content, bytes):
            content = content.decode("utf-8", "replace")
        if part.get_content_type() == "text/html":
            content = html_to_text(content)
        fn = part.get_filename()
        if fn:
            out.append(f"[attachment {fn}]")
        out.append(content)
    return "\n".join(out)


def decode_eml(path, problems):
    with open(path, "rb") as f:
        msg = BytesParser(policy=policy.default).parse(f)
    return msg_text(msg, problems, path)


def decode_mbox(path, problems):
    box = mailbox.mbox(path, factory=lambda f: BytesParser(policy=policy.default).parse(f), create=False)
    texts = [msg_text(m, problems, path) for m in box]
    if not texts:
        problems.append(f"{path}: empty mbox")
    return "\n\n".join(texts), len(texts)


def decode_ics(path, problems):
    import icalendar
    with open(path, "rb") as f:
        cal = icalendar.Calendar.from_ical(f.read())
    out = []
    for comp in cal.walk():
        if comp.name not in ("VEVENT", "VTODO", "VALARM"):
            continue
        out.append(f"[{comp.name}]")
        for k, v in comp.property_items(recursive=False):
            if k in ("BEGIN", "END"):
                continue
            vals = v if isinstance(v, list) else [v]
            for x in vals:
                if hasattr(x, "dt"):
                    text = x.dt.isoformat() if hasattr(x.dt, "isoformat") else str(x.dt)
                elif hasattr(x, "dts"):
                    text = ", ".join(d.dt.isoformat() for d in x.dts)
                elif hasattr(x, "to_ical"):
                    text = x.to_ical().decode("utf-8") if not isinstance(x, str) else str(x)
                else:
                    text = str(x)
                params = getattr(x, "params", {}) or {}
                cn = params.get("CN")
                out.append(f"{k}: {text}" + (f" (CN={cn})" if cn else ""))
    return "\n".join(out)


def decode_json(path, problems):
    out = []
    if path.endswith(".jsonl"):
        with open(path, encoding="utf-8") as f:
            for i, line in enumerate(f):
                if not line.strip():
                    continue
                d = json.loads(line)
                for key in ("role", "content", "timestamp"):
                    if key not in d:
                        problems.append(f"{path}:{i + 1} missing {key}")
                out.append(f"{d.get('role')}: {d.get('content')}")
        return "\n".join(out)
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    if isinstance(data, list):  # ChatGPT export
        for conv in data:
            out.append(f"# {conv['title']}")
            mapping = conv["mapping"]
            if conv["current_node"] not in mapping:
                problems.append(f"{path}: current_node missing")
            for node in mapping.values():
                m = node.get("message")
                if not m:
                    continue
                parts = m["content"]["parts"]
                text = "".join(p for p in parts if isinstance(p, str))
                if text:
                    out.append(f"{m['author']['role']}: {text}")
    else:
        for m in data["messages"]:
            out.append(f"{m['role']}: {m['content']}")
    return "\n".join(out)


def decode_all(problems=None, stats=None):
    problems = [] if problems is None else problems
    stats = {} if stats is None else stats
    texts = {}
    for dirpath, _, files in os.walk(ROOT):
        for fn in files:
            path = os.path.join(dirpath, fn)
            rel = os.path.relpath(path, ROOT)
            ext = fn.rsplit(".", 1)[-1]
            if ext == "eml":
                texts[rel] = decode_eml(path, problems)
            elif ext == "mbox":
                texts[rel], n = decode_mbox(path, problems)
                stats["mbox_messages"] = stats.get("mbox_messages", 0) + n
            elif ext == "ics":
                texts[rel] = decode_ics(path, problems)
            elif ext in ("json", "jsonl"):
                texts[rel] = decode_json(path, problems)
            else:
                with open(path, encoding="utf-8") as f:
                    texts[rel] = f.read()
            stats[ext] = stats.get(ext, 0) + 1
    return texts


if __name__ == "__main__":
    import sys
    probs = []
    T = decode_all(probs)
    pat = re.compile(sys.argv[1], re.I) if len(sys.argv) > 1 else None
    if pat:
        for rel in sorted(T):
            hits = [m.group(0) for m in pat.finditer(T[rel])]
            if hits:
                print(f"{rel}: {len(hits)}  e.g. {hits[0]!r}")
    print("problems:", probs)
