"""Decode every vault file to plain text (used by check.py)."""
import os, re, json, html, mailbox
from email.parser import BytesParser
from email import policy


def strip_html(s):
    s = re.sub(r'(?is)<(script|style).*?</\1>', ' ', s)
    s = re.sub(r'(?s)<[^>]+>', ' ', s)
    return html.unescape(s)


def msg_text(m, defects):
    out = [f"From: {m['From']}", f"To: {m['To']}", f"Date: {m['Date']}", f"Subject: {m['Subject']}"]
    defects.extend(m.defects)
    for part in m.walk():
        defects.extend(part.defects)
        if part.is_multipart():
            continue
        ct = part.get_content_type()
        if part.get_content_maintype() == 'text':
            body = part.get_content()          # decodes QP/base64/8bit
            out.append(strip_html(body) if ct == 'text/html' else body)
        else:
            part.get_payload(decode=True)
    return '\n'.join(out)


def text_of(path):
    """Return (text, info) for one file. Raises on parse failure."""
    ext = path.rsplit('.', 1)[-1].lower()
    info = {}
    if ext == 'eml':
        with open(path, 'rb') as f:
            m = BytesParser(policy=policy.default).parse(f)
        d = []
        t = msg_text(m, d)
        info['defects'] = d
        return t, info
    if ext == 'mbox':
        box = mailbox.mbox(path, factory=lambda f: BytesParser(policy=policy.default).parse(f))
        d, parts = [], []
        for m in box:
            parts.append(msg_text(m, d))
        info['defects'] = d
        info['messages'] = len(parts)
        return '\n\n'.join(parts), info
    if ext == 'ics':
        import icalendar
        raw = open(path, 'rb').read()
        cal = icalendar.Calendar.from_ical(raw)
        info['components'] = {}
        for c in cal.walk():
            info['components'][c.name] = info['components'].get(c.name, 0) + 1
        unfolded = re.sub(r'\r\n[ \t]', '', raw.decode('utf-8'))
        t = unfolded.replace('\\n', '\n').replace('\\,', ',').replace('\\;', ';').replace('\\\\', '\\')
        return t, info
    if ext == 'json':
        obj = json.load(open(path, encoding='utf-8'))
        strings = []
        def walk(o):
            if isinstance(o, str):
                strings.append(o)
            elif isinstance(o, dict):
                for v in o.values():
                    walk(v)
            elif isinstance(o, list):
                for v in o:
                    walk(v)
        walk(obj)
        return '\n'.join(strings), info
    if ext == 'jsonl':
        lines = [json.loads(l) for l in open(path, encoding='utf-8') if l.strip()]
        info['lines'] = len(lines)
        return '\n'.join(f"{l['role']} {l['timestamp']}: {l['content']}" for l in lines), info
    return open(path, encoding='utf-8').read(), info


def all_texts(vault):
    res = {}
    for root, _, files in os.walk(vault):
        for fn in files:
            p = os.path.join(root, fn)
            rel = os.path.relpath(p, vault)
            res[rel] = text_of(p)
    return res
