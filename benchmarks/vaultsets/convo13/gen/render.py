"""Render chat sessions into their export shapes. Standard library only, deterministic."""
import datetime as _dt
import hashlib
import json
import re

import corpus_gt
import corpus_hf
import corpus_tn

PAIRS = {"TN": corpus_tn, "GT": corpus_gt, "HF": corpus_hf}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def _h(*parts):
    return int(hashlib.sha256("|".join(str(p) for p in parts).encode("utf-8")).hexdigest()[:8], 16)


def session(pair, n):
    for s in PAIRS[pair].SESSIONS:
        if s["n"] == n:
            return s
    raise KeyError((pair, n))


def path_for(pair, n):
    mod = PAIRS[pair]
    s = session(pair, n)
    y, mo, d = s["dt"][:3]
    date = "%04d-%02d-%02d" % (y, mo, d)
    fmt = s["fmt"]
    if fmt == "locomo":
        name = "session_%02d.json" % n
    elif fmt == "whatsapp":
        name = "WhatsApp Chat with %s - %s.txt" % (mod.WA_CONTACT, date)
    elif fmt == "telegram":
        name = "ChatExport_%s/result.json" % date
    elif fmt == "jsonl":
        name = "garden-chat_%s.jsonl" % date
    elif fmt == "plain":
        name = "chat_%s.json" % date
    else:
        raise ValueError(fmt)
    return mod.FOLDER + "/" + name


def _turns(s):
    out = []
    for t in s["turns"]:
        spk, text = t[0], t[1]
        opts = t[2] if len(t) > 2 else {}
        out.append((spk, text, opts))
    return out


def _timeline(pair, s):
    """Yield (spk, text, opts, datetime) with deterministic gaps between messages."""
    y, mo, d, hh, mm = s["dt"]
    cur = _dt.datetime(y, mo, d, hh, mm, _h(pair, s["n"], "start") % 60)
    res = []
    for i, (spk, text, opts) in enumerate(_turns(s)):
        if i > 0:
            gap = 20 + _h(pair, s["n"], i, text) % 150
            if opts.get("gap"):
                gap += 60 * opts["gap"]
            cur = cur + _dt.timedelta(seconds=gap)
        res.append((spk, text, opts, cur))
    return res


def locomo_date(s):
    y, mo, d, hh, mm = s["dt"]
    ampm = "am" if hh < 12 else "pm"
    h12 = hh % 12 or 12
    return "%d:%02d %s on %d %s, %d" % (h12, mm, ampm, d, MONTHS[mo - 1], y)


def _strip_md(text):
    return text.replace("**", "")


def render_locomo(pair, s):
    mod = PAIRS[pair]
    n = s["n"]
    items = []
    for i, (spk, text, opts) in enumerate(_turns(s), 1):
        it = {"speaker": mod.NAMES[spk][0]}
        if opts.get("img"):
            it["img_url"] = ["https://photos.example/%s/%08x.jpg" % (mod.FOLDER.lower(), _h(pair, n, i))]
            it["blip_caption"] = opts["img"]
            it["query"] = opts.get("query", opts["img"])
        it["dia_id"] = "D%d:%d" % (n, i)
        it["text"] = _strip_md(text)
        items.append(it)
    obj = {"speaker_a": mod.SPEAKER_A, "speaker_b": mod.SPEAKER_B,
           "session_%d_date_time" % n: locomo_date(s),
           "session_%d" % n: items}
    return (json.dumps(obj, indent=2, ensure_ascii=True) + "\n").encode("utf-8")


def render_whatsapp(pair, s):
    mod = PAIRS[pair]
    lines = []
    tl = _timeline(pair, s)
    first = tl[0][3]
    lines.append("%s - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more."
                 % first.strftime("%d/%m/%Y, %H:%M"))
    for spk, text, opts, t in tl:
        stamp = t.strftime("%d/%m/%Y, %H:%M")
        who = mod.NAMES[spk][1]
        if opts.get("img"):
            lines.append("%s - %s: <Media omitted>" % (stamp, who))
        if text:
            body = _strip_md(text).split("\n")
            lines.append("%s - %s: %s" % (stamp, who, body[0]))
            lines.extend(body[1:])
    return ("\n".join(lines) + "\n").encode("utf-8")


def _toronto_offset(t):
    # Canada/US DST: second Sunday of March 2:00 to first Sunday of November 2:00.
    y = t.year
    mar = _dt.datetime(y, 3, 8)
    while mar.weekday() != 6:
        mar += _dt.timedelta(days=1)
    nov = _dt.datetime(y, 11, 1)
    while nov.weekday() != 6:
        nov += _dt.timedelta(days=1)
    start = mar.replace(hour=2)
    end = nov.replace(hour=2)
    return -4 if start <= t < end else -5


def _uk_offset(t):
    # BST: last Sunday of March 01:00 to last Sunday of October 01:00.
    y = t.year

    def last_sunday(month):
        d = _dt.datetime(y, month, 31)
        while d.weekday() != 6:
            d -= _dt.timedelta(days=1)
        return d.replace(hour=1)
    return 1 if last_sunday(3) <= t < last_sunday(10) else 0


_URL = re.compile(r"https?://\S+")


def _tg_entities(text):
    """Split '**bold**' and URLs into Telegram text entities."""
    ents = []
    parts = re.split(r"(\*\*.+?\*\*)", text)
    for p in parts:
        if not p:
            continue
        if p.startswith("**") and p.endswith("**"):
            ents.append({"type": "bold", "text": p[2:-2]})
            continue
        pos = 0
        for m in _URL.finditer(p):
            if m.start() > pos:
                ents.append({"type": "plain", "text": p[pos:m.start()]})
            ents.append({"type": "link", "text": m.group(0)})
            pos = m.end()
        if pos < len(p):
            ents.append({"type": "plain", "text": p[pos:]})
    return ents


def render_telegram(pair, s):
    mod = PAIRS[pair]
    msgs = []
    mid = 1000 + s["n"] * 97
    photo_k = 1
    for spk, text, opts, t in _timeline(pair, s):
        mid += 1
        unix = int((t - _dt.datetime(1970, 1, 1)).total_seconds()) - _toronto_offset(t) * 3600
        m = {"id": mid, "type": "message", "date": t.strftime("%Y-%m-%dT%H:%M:%S"),
             "date_unixtime": str(unix), "from": mod.NAMES[spk][1], "from_id": mod.TG_FROM_ID[spk]}
        if opts.get("img"):
            m["photo"] = "photos/photo_%d@%s.jpg" % (photo_k, t.strftime("%d-%m-%Y_%H-%M-%S"))
            m["width"] = 1280
            m["height"] = 960
            photo_k += 1
        ents = _tg_entities(text) if text else []
        if len(ents) == 1 and ents[0]["type"] == "plain":
            m["text"] = ents[0]["text"]
        elif not ents:
            m["text"] = ""
        else:
            m["text"] = [e["text"] if e["type"] == "plain" else e for e in ents]
        m["text_entities"] = ents
        msgs.append(m)
    obj = {"name": mod.TG_CHAT_NAME, "type": "personal_chat", "id": mod.TG_CHAT_ID, "messages": msgs}
    return (json.dumps(obj, indent=1, ensure_ascii=False) + "\n").encode("utf-8")


def render_jsonl(pair, s):
    mod = PAIRS[pair]
    lines = []
    for spk, text, opts, t in _timeline(pair, s):
        off = _uk_offset(t)
        ts = t.strftime("%Y-%m-%dT%H:%M:%S") + ("+%02d:00" % off)
        lines.append(json.dumps({"timestamp": ts, "author": mod.NAMES[spk][1], "type": "text",
                                 "body": _strip_md(text)}, ensure_ascii=False))
    return ("\n".join(lines) + "\n").encode("utf-8")


def render_plain(pair, s):
    mod = PAIRS[pair]
    arr = []
    for spk, text, opts, t in _timeline(pair, s):
        arr.append({"speaker": mod.NAMES[spk][0], "time": t.strftime("%Y-%m-%d %H:%M"), "text": _strip_md(text)})
    return (json.dumps(arr, indent=1, ensure_ascii=False) + "\n").encode("utf-8")


RENDER = {"locomo": render_locomo, "whatsapp": render_whatsapp, "telegram": render_telegram,
          "jsonl": render_jsonl, "plain": render_plain}


def all_files():
    """Return sorted list of (relative path, bytes)."""
    out = []
    for pair, mod in PAIRS.items():
        for s in mod.SESSIONS:
            out.append((path_for(pair, s["n"]), RENDER[s["fmt"]](pair, s)))
    out.sort()
    return out
