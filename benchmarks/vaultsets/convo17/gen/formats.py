"""Renderers for the four chat-export shapes used in the vault (standard library only)."""
import calendar
import datetime as dt
import json
import re

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]

LINK_RE = re.compile(r"\{link:([^}]+)\}")
PHOTO_RE = re.compile(r"^\[photo(?::\s*([^\]]*))?\]\s*")


def parse_turns(block, speakers):
    turns = []
    for raw in block.strip("\n").split("\n"):
        line = raw.strip()
        if not line:
            continue
        key, text = line.split(":", 1)
        key = key.strip()
        if key not in speakers:
            raise ValueError("unknown speaker in line: %r" % line)
        text = text.strip()
        photo = None
        m = PHOTO_RE.match(text)
        if m:
            photo = (m.group(1) or "").strip()
            text = text[m.end():]
        turns.append({"spk": key, "text": text, "photo": photo})
    return turns


def uk_offset_hours(d):
    """Europe/London: BST (+1) from the last Sunday of March to the last Sunday of October."""
    def last_sunday(year, month):
        last = calendar.monthrange(year, month)[1]
        day = dt.date(year, month, last)
        return day - dt.timedelta(days=(day.weekday() + 1) % 7)
    start = last_sunday(d.year, 3)
    end = last_sunday(d.year, 10)
    return 1 if start <= d.date() < end else 0


def timestamps(session, turns):
    """Deterministic per-message local times: start time plus 40-209 s per message."""
    t = dt.datetime.fromisoformat(session["date"] + "T" + session["time"] + ":00")
    t = t + dt.timedelta(seconds=(session["n"] * 17) % 50)
    out = []
    for i, turn in enumerate(turns):
        if i:
            t = t + dt.timedelta(seconds=40 + (i * 97 + len(turn["text"]) * 13) % 170)
        out.append(t)
    return out


def plain(text, newline="\n"):
    text = LINK_RE.sub(lambda m: m.group(1), text)
    return text.replace("<br>", newline)


def locomo_date(session):
    t = dt.datetime.fromisoformat(session["date"] + "T" + session["time"] + ":00")
    h = t.hour % 12 or 12
    ampm = "am" if t.hour < 12 else "pm"
    return "%d:%02d %s on %d %s, %d" % (h, t.minute, ampm, t.day, MONTHS[t.month - 1], t.year)


def render_locomo(pair, session, turns):
    names = pair["names"]["locomo"]
    n = session["n"]
    items = []
    for i, turn in enumerate(turns, 1):
        item = {"speaker": names[turn["spk"]]}
        if turn["photo"] is not None:
            cap = turn["photo"]
            item["img_url"] = ["https://media.example/%s/s%02d_%02d.jpg" % (pair["folder"].lower(), n, i)]
            item["blip_caption"] = cap
            item["query"] = re.sub(r"^a photo of (a |an |the )?", "", cap).split(" with ")[0]
        item["dia_id"] = "D%d:%d" % (n, i)
        item["text"] = plain(turn["text"], " ")
        items.append(item)
    obj = {
        "speaker_a": names[pair["order"][0]],
        "speaker_b": names[pair["order"][1]],
        "session_%d_date_time" % n: locomo_date(session),
        "session_%d" % n: items,
    }
    return json.dumps(obj, indent=2, ensure_ascii=True) + "\n"


WA_NOTICE = ("Messages and calls are end-to-end encrypted. No one outside of this chat, not even "
             "WhatsApp, can read or listen to them. Tap to learn more.")


def render_whatsapp(pair, session, turns):
    names = pair["names"]["whatsapp"]
    stamps = timestamps(session, turns)
    first = stamps[0] - dt.timedelta(minutes=3)
    lines = ["%s - %s" % (first.strftime("%d/%m/%Y, %H:%M"), WA_NOTICE)]
    media = 0
    for turn, t in zip(turns, stamps):
        body = plain(turn["text"], "\n")
        if turn["photo"] is not None:
            media += 1
            att = "IMG-%s-WA%04d.jpg (file attached)" % (t.strftime("%Y%m%d"), session["n"] * 3 + media)
            body = att + ("\n" + body if body else "")
        lines.append("%s - %s: %s" % (t.strftime("%d/%m/%Y, %H:%M"), names[turn["spk"]], body))
    return "\n".join(lines) + "\n"


def render_jsonl(pair, session, turns):
    names = pair["names"]["jsonl"]
    stamps = timestamps(session, turns)
    out = []
    for turn, t in zip(turns, stamps):
        off = uk_offset_hours(t)
        rec = {"ts": t.strftime("%Y-%m-%dT%H:%M:%S") + ("+01:00" if off else "+00:00"),
               "from": names[turn["spk"]],
               "text": plain(turn["text"], "\n")}
        if turn["photo"] is not None:
            rec["attachment"] = {"type": "image", "file": "IMG_%s.jpg" % t.strftime("%Y%m%d_%H%M%S")}
        out.append(json.dumps(rec, ensure_ascii=False))
    return "\n".join(out) + "\n"


def telegram_text(text):
    text = text.replace("<br>", "\n")
    parts = []
    pos = 0
    for m in LINK_RE.finditer(text):
        if m.start() > pos:
            parts.append(("plain", text[pos:m.start()]))
        parts.append(("link", m.group(1)))
        pos = m.end()
    if pos < len(text):
        parts.append(("plain", text[pos:]))
    entities = [{"type": k, "text": v} for k, v in parts]
    if any(k == "link" for k, _ in parts):
        value = [v if k == "plain" else {"type": k, "text": v} for k, v in parts]
    else:
        value = text
    return value, entities


def render_telegram(pair, session, turns):
    names = pair["names"]["telegram"]
    tg = pair["telegram"]
    stamps = timestamps(session, turns)
    base = 20000 + session["n"] * 60
    msgs = []
    photo_no = 0
    for i, (turn, t) in enumerate(zip(turns, stamps)):
        epoch = calendar.timegm(t.timetuple()) - 3600 * uk_offset_hours(t)
        msg = {"id": base + i, "type": "message",
               "date": t.strftime("%Y-%m-%dT%H:%M:%S"),
               "date_unixtime": str(epoch),
               "from": names[turn["spk"]],
               "from_id": tg["ids"][turn["spk"]]}
        if turn["photo"] is not None:
            photo_no += 1
            msg["photo"] = "photos/photo_%d@%s.jpg" % (session["n"] * 10 + photo_no, t.strftime("%d-%m-%Y_%H-%M-%S"))
            msg["width"] = 1280
            msg["height"] = 960
        value, entities = telegram_text(turn["text"])
        msg["text"] = value
        msg["text_entities"] = entities
        msgs.append(msg)
    obj = {"name": tg["chat_name"], "type": "personal_chat", "id": tg["chat_id"], "messages": msgs}
    return json.dumps(obj, indent=1, ensure_ascii=False) + "\n"


RENDER = {"locomo": render_locomo, "whatsapp": render_whatsapp, "jsonl": render_jsonl,
          "telegram": render_telegram}
SUFFIX = {"locomo": ".json", "whatsapp": "_whatsapp.txt", "jsonl": ".jsonl", "telegram": "_telegram.json"}


def filename(session):
    return "session_%02d%s" % (session["n"], SUFFIX[session["fmt"]])
