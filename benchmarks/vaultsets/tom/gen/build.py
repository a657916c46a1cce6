# -*- coding: utf-8 -*-
"""Build the Tom Okafor held-out vault. Standard library only.

Usage: python3 build.py   (writes ../vault)
"""
import hashlib
import json
import mailbox
import os
import shutil
import uuid
from datetime import datetime, timezone
from email.message import EmailMessage
from email.utils import format_datetime
from email import policy

import notes_shop, notes_home, notes_dad, notes_life, notes_daily
import mail_content, mbox_content, cal_content, chats_content

HERE = os.path.dirname(os.path.abspath(__file__))
VAULT = os.path.join(os.path.dirname(HERE), "vault")

# The stdlib picks MIME boundaries at random: pin them (recorded from the original build in
# mime_boundaries.json; hash-derived for mails not listed there) so rebuilds are byte-identical.
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "mime_boundaries.json"),
          encoding="utf-8") as _f:
    BOUNDARIES = json.load(_f)


def pin_boundaries(m, rel):
    fixed = iter(BOUNDARIES.get(rel, []))
    parts = [p for p in m.walk() if p.get_content_maintype() == "multipart"]
    for i, p in enumerate(parts):
        seed = int(hashlib.sha256(f"{rel}#{i}".encode()).hexdigest(), 16) % 10**19
        p.set_boundary(next(fixed, "=" * 15 + "%019d" % seed + "=="))


def write(rel, data, binary=False):
    p = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    if binary:
        with open(p, "wb") as f:
            f.write(data)
    else:
        with open(p, "w", encoding="utf-8", newline="") as f:
            f.write(data)


def parse_date(s):
    return datetime.strptime(s, "%Y-%m-%d %H:%M %z")


def make_msg(d):
    m = EmailMessage(policy=policy.default)
    m["From"] = d["frm"]
    m["To"] = d["to"]
    if d.get("cc"):
        m["Cc"] = d["cc"]
    m["Date"] = format_datetime(parse_date(d["date"]))
    m["Subject"] = d["subject"]
    m["Message-ID"] = d["msgid"]
    if d.get("in_reply_to"):
        m["In-Reply-To"] = d["in_reply_to"]
    if d.get("references"):
        m["References"] = d["references"]
    for k, v in d.get("headers", {}).items():
        m[k] = v
    body, html = d.get("body"), d.get("html")
    if body is not None and html is not None and d.get("alt"):
        m.set_content(body, cte=d.get("cte"))
        m.add_alternative(html, subtype="html", cte=d.get("html_cte"))
    elif html is not None:
        m.set_content(html, subtype="html", cte=d.get("html_cte"))
    else:
        m.set_content(body, cte=d.get("cte"))
    for fname, text in d.get("attachments", []):
        m.add_attachment(text.encode("utf-8"), maintype="text", subtype="plain",
                         filename=fname)
    return m


# ---------------------------------------------------------------- chats
def chatgpt_export(convs, seed):
    import random
    rnd = random.Random(seed)

    def uid():
        return str(uuid.UUID(int=rnd.getrandbits(128), version=4))

    def ts(iso):
        return datetime.fromisoformat(iso).timestamp() + rnd.random()

    def msg(mid, role, text, t):
        return {"id": mid, "author": {"role": role, "name": None, "metadata": {}},
                "create_time": t, "update_time": None,
                "content": {"content_type": "text", "parts": [text]},
                "status": "finished_successfully", "end_turn": True if role == "assistant" else None,
                "weight": 1.0, "metadata": {}, "recipient": "all", "channel": None}

    out = []
    for conv in convs:
        mapping = {}
        root = "client-created-root"
        mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
        sys_id = uid()
        sysmsg = msg(sys_id, "system", "", None)
        sysmsg["weight"] = 0.0
        sysmsg["metadata"] = {"is_visually_hidden_from_conversation": True}
        mapping[sys_id] = {"id": sys_id, "message": sysmsg, "parent": root, "children": []}
        mapping[root]["children"].append(sys_id)
        parent = sys_id
        first_t = None
        last_t = None
        for turn in conv["turns"]:
            if turn[0] == "user_edit":
                _, iso, orig, edited = turn
                t = ts(iso)
                first_t = first_t or t
                # original branch (abandoned) with a short assistant answer
                o_id = uid()
                mapping[o_id] = {"id": o_id, "message": msg(o_id, "user", orig, t),
                                 "parent": parent, "children": []}
                mapping[parent]["children"].append(o_id)
                oa = uid()
                mapping[oa] = {"id": oa, "message": msg(oa, "assistant",
                               "Congratulations on entering! To suggest the right plan I'd need a bit more "
                               "information: your current weekly running, a recent race or parkrun time, "
                               "any injuries, and a target time. Could you share those?", t + 40),
                               "parent": o_id, "children": []}
                mapping[o_id]["children"].append(oa)
                # edited branch (current)
                e_id = uid()
                mapping[e_id] = {"id": e_id, "message": msg(e_id, "user", edited, t + 95),
                                 "parent": parent, "children": []}
                mapping[parent]["children"].append(e_id)
                parent = e_id
                last_t = t + 95
                continue
            role, iso, text = turn
            t = ts(iso)
            first_t = first_t or t
            mid = uid()
            mapping[mid] = {"id": mid, "message": msg(mid, role, text, t), "parent": parent, "children": []}
            mapping[parent]["children"].append(mid)
            parent = mid
            last_t = t
        out.append({"title": conv["title"], "create_time": first_t - 2, "update_time": last_t,
                    "mapping": mapping, "moderation_results": [], "current_node": parent,
                    "plugin_ids": None, "conversation_id": uid(),
                    "conversation_template_id": None, "gizmo_id": None,
                    "is_archived": False, "safe_urls": [], "default_model_slug": "gpt-4o",
                    "id": uid()})
    return out


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    # notes, docs, csv
    for mod in (notes_shop, notes_home, notes_dad, notes_life, notes_daily):
        for rel, text in mod.FILES.items():
            write(rel, text)
    # e-mail
    for d in mail_content.MAILS:
        m = make_msg(d)
        pin_boundaries(m, d["path"])
        write(d["path"], m.as_bytes(policy=policy.default.clone(linesep="\n")), binary=True)
    # mbox
    mpath = os.path.join(VAULT, "mail/lists/windmill-rise-plotholders.mbox")
    os.makedirs(os.path.dirname(mpath), exist_ok=True)
    mb = mailbox.mbox(mpath, create=True)
    mb.lock()
    for d in mbox_content.MSGS:
        m = EmailMessage(policy=policy.default)
        m["From"] = d["frm"]
        m["To"] = mbox_content.LIST_ADDR
        m["Date"] = format_datetime(parse_date(d["date"]))
        m["Subject"] = d["subject"]
        m["Message-ID"] = d["msgid"]
        if d.get("in_reply_to"):
            m["In-Reply-To"] = d["in_reply_to"]
            m["References"] = d["in_reply_to"]
        m["List-Id"] = mbox_content.LIST_ID
        m["List-Post"] = "<mailto:plotholders@lists.windmillrise.example.org.uk>"
        m["Sender"] = "plotholders-bounces@lists.windmillrise.example.org.uk"
        m.set_content(d["body"], cte="8bit")
        mm = mailbox.mboxMessage(m)
        addr = d["frm"].split("<")[1].rstrip(">")
        dt = parse_date(d["date"])
        mm.set_from(addr, dt.astimezone(timezone.utc).timetuple())
        mb.add(mm)
    mb.flush()
    mb.unlock()
    mb.close()
    # calendars
    for rel, text in cal_content.CALS.items():
        write(rel, text.encode("utf-8"), binary=True)
    # chats
    write("chats/chatgpt/conversations-2025-03.json",
          json.dumps(chatgpt_export(chats_content.CONV_2025_03, 303), indent=1, ensure_ascii=False))
    write("chats/chatgpt/conversations-2025-09.json",
          json.dumps(chatgpt_export(chats_content.CONV_2025_09, 909), indent=1, ensure_ascii=False))
    write("chats/assistant/van-or-cargo-bike-2025-06.json",
          json.dumps(chats_content.VAN_CHAT, indent=1, ensure_ascii=False))
    write("chats/assistant/dad-christmas-2025-10.json",
          json.dumps(chats_content.DAD_XMAS_CHAT, indent=1, ensure_ascii=False))
    lines = [json.dumps({"role": r, "content": c, "timestamp": t}, ensure_ascii=False)
             for r, t, c in chats_content.QUICK]
    write("chats/assistant/quick-questions-2025.jsonl", "\n".join(lines) + "\n")

    n = sum(len(fs) for _, _, fs in os.walk(VAULT))
    print("files written:", n)


if __name__ == "__main__":
    main()
