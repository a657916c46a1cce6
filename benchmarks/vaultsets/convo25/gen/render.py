"""Render session scripts into real-world chat export shapes (stdlib only, deterministic).

Script syntax (one turn per line):  "X: text"  where X is a speaker initial.
Inline markup inside text:
  **words**          -> bold entity (Telegram); plain elsewhere
  https://...        -> link entity (Telegram); plain elsewhere
  [photo: caption]   -> attached photo (LoCoMo img_url+blip_caption, Telegram photo,
                        Instagram photos[], JSONL "[photo]")
  [sticker: E]       -> Telegram sticker (only used in Telegram sessions)
  {heart}            -> Instagram: the other participant reacted with a heart
"""
import calendar
import datetime as dt
import hashlib
import json
import re

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]


def h(s):
    return int(hashlib.sha256(s.encode("utf-8")).hexdigest()[:12], 16)


def parse_script(text, speakers):
    turns = []
    for raw in text.strip().splitlines():
        raw = raw.strip()
        if not raw:
            continue
        who, _, msg = raw.partition(": ")
        if who not in speakers:
            raise ValueError("bad speaker line: %r" % raw)
        turn = {"who": who, "raw": msg.strip()}
        m = re.search(r"\[photo: ([^\]]+)\]", msg)
        turn["photo"] = m.group(1) if m else None
        m = re.search(r"\[sticker: ([^\]]+)\]", msg)
        turn["sticker"] = m.group(1) if m else None
        turn["heart"] = "{heart}" in msg
        body = re.sub(r"\[photo: [^\]]+\]", "", msg)
        body = re.sub(r"\[sticker: [^\]]+\]", "", body)
        body = body.replace("{heart}", "")
        turn["marked"] = re.sub(r"\s+", " ", body).strip()
        turn["plain"] = turn["marked"].replace("**", "")
        turns.append(turn)
    return turns


def timestamps(path, start, n):
    t = dt.datetime.strptime(start, "%Y-%m-%d %H:%M")
    t = t.replace(second=h(path + "s") % 60)
    out = []
    for i in range(n):
        if i:
            t = t + dt.timedelta(seconds=15 + h("%s#%d" % (path, i)) % 170)
        out.append(t)
    return out


def unix(t):
    return calendar.timegm(t.timetuple())


def locomo_dt(t):
    hour = t.hour % 12 or 12
    ampm = "am" if t.hour < 12 else "pm"
    return "%d:%02d %s on %d %s, %d" % (hour, t.minute, ampm, t.day, MONTHS[t.month - 1], t.year)


# ---------------------------------------------------------------- LoCoMo
def render_locomo(path, sess, pair):
    turns = parse_script(sess["text"], pair["initials"])
    n = sess["num"]
    ts = timestamps(path, sess["start"], len(turns))
    items = []
    for i, tr in enumerate(turns):
        d = {"speaker": pair["first"][tr["who"]], "dia_id": "D%d:%d" % (n, i + 1), "text": tr["plain"]}
        if tr["photo"]:
            d["img_url"] = ["https://photos.example/%s/%012x.jpg" % (pair["folder"].lower(), h(path + str(i)))]
            d["blip_caption"] = "a photo of " + tr["photo"]
            stop = {"a", "an", "the", "of", "on", "in", "with", "and", "by", "to", "for", "at"}
            d["query"] = " ".join([w for w in tr["photo"].split() if w.lower() not in stop][:3])
        if tr["sticker"]:
            raise ValueError("no stickers in LoCoMo sessions")
        items.append(d)
    obj = {
        "speaker_a": pair["first"][pair["initials"][0]],
        "speaker_b": pair["first"][pair["initials"][1]],
        "session_%d_date_time" % n: locomo_dt(ts[0]),
        "session_%d" % n: items,
    }
    return (json.dumps(obj, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


# ---------------------------------------------------------------- JSONL
def render_jsonl(path, sess, pair):
    turns = parse_script(sess["text"], pair["initials"])
    ts = timestamps(path, sess["start"], len(turns))
    lines = []
    for tr, t in zip(turns, ts):
        text = tr["plain"]
        if tr["photo"]:
            text = (text + " [photo]").strip()
        if tr["sticker"]:
            raise ValueError("no stickers in JSONL sessions")
        lines.append(json.dumps({"speaker": pair["first"][tr["who"]],
                                 "time": t.strftime("%Y-%m-%dT%H:%M:%S"),
                                 "text": text}, ensure_ascii=False))
    return ("\n".join(lines) + "\n").encode("utf-8")


# ---------------------------------------------------------------- Telegram
URL_RE = re.compile(r"https?://\S+[^\s.,!?)]")


def tg_entities(marked):
    """Split marked text into Telegram text entities."""
    ents = []
    parts = marked.split("**")
    for k, part in enumerate(parts):
        if not part:
            continue
        if k % 2 == 1:
            ents.append({"type": "bold", "text": part})
            continue
        pos = 0
        for m in URL_RE.finditer(part):
            if m.start() > pos:
                ents.append({"type": "plain", "text": part[pos:m.start()]})
            ents.append({"type": "link", "text": m.group(0)})
            pos = m.end()
        if pos < len(part):
            ents.append({"type": "plain", "text": part[pos:]})
    return ents


def render_telegram(path, sess, pair):
    turns = parse_script(sess["text"], pair["initials"])
    ts = timestamps(path, sess["start"], len(turns))
    me = pair["tg_owner"]
    other = [x for x in pair["initials"] if x != me][0]
    base_id = 1000 + sess["num"] * 137 + h(path) % 50
    msgs = []
    for i, (tr, t) in enumerate(zip(turns, ts)):
        who = tr["who"]
        m = {
            "id": base_id + i,
            "type": "message",
            "date": t.strftime("%Y-%m-%dT%H:%M:%S"),
            "date_unixtime": str(unix(t)),
            "from": pair["tg_names"][who],
            "from_id": "user%d" % pair["tg_ids"][who],
        }
        if tr["sticker"]:
            m["file"] = "(File not included. Change data exporting settings to download.)"
            m["thumbnail"] = "(File not included. Change data exporting settings to download.)"
            m["media_type"] = "sticker"
            m["sticker_emoji"] = tr["sticker"]
            m["width"] = 512
            m["height"] = 512
        if tr["photo"]:
            m["photo"] = "photos/photo_%d@%s.jpg" % (i + 1, t.strftime("%d-%m-%Y_%H-%M-%S"))
            m["width"] = 1280
            m["height"] = 960
        ents = tg_entities(tr["marked"]) if tr["marked"] else []
        if any(e["type"] != "plain" for e in ents):
            m["text"] = [e["text"] if e["type"] == "plain" else e for e in ents]
        else:
            m["text"] = tr["plain"]
        m["text_entities"] = ents
        msgs.append(m)
    obj = {"name": pair["tg_names"][other], "type": "personal_chat",
           "id": pair["tg_ids"][other], "messages": msgs}
    return (json.dumps(obj, indent=1, ensure_ascii=False) + "\n").encode("utf-8")


# ---------------------------------------------------------------- Instagram
def mojibake(s):
    """Instagram exports store UTF-8 bytes as if they were Latin-1 code points."""
    return s.encode("utf-8").decode("latin-1")


def moji_obj(o):
    if isinstance(o, str):
        return mojibake(o)
    if isinstance(o, list):
        return [moji_obj(x) for x in o]
    if isinstance(o, dict):
        return {k: moji_obj(v) for k, v in o.items()}
    return o


def render_instagram(path, sess, pair):
    turns = parse_script(sess["text"], pair["initials"])
    ts = timestamps(path, sess["start"], len(turns) * 2)
    me = pair["ig_owner"]
    other = [x for x in pair["initials"] if x != me][0]
    thread = "%s_%d" % (pair["ig_handles"][other], 10150000000 + h(pair["folder"]) % 900000000)
    msgs = []
    k = 0
    for i, tr in enumerate(turns):
        sender = pair["full"][tr["who"]]
        reactor = pair["full"][[x for x in pair["initials"] if x != tr["who"]][0]]
        if tr["sticker"]:
            raise ValueError("no stickers in Instagram sessions")
        if tr["plain"]:
            m = {"sender_name": sender, "timestamp_ms": unix(ts[k]) * 1000 + h(path + "ms%d" % k) % 1000,
                 "content": tr["plain"], "is_geoblocked_for_viewer": False}
            if tr["heart"]:
                m["reactions"] = [{"reaction": "\u2764\ufe0f", "actor": reactor}]
            msgs.append(m)
            k += 1
        if tr["photo"]:
            tsec = unix(ts[k])
            msgs.append({"sender_name": sender, "timestamp_ms": tsec * 1000 + h(path + "ms%d" % k) % 1000,
                         "photos": [{"uri": "your_instagram_activity/messages/inbox/%s/photos/%d_%d.jpg"
                                     % (thread, 4000000000 + h(path + str(i)) % 900000000, i),
                                     "creation_timestamp": tsec}],
                         "is_geoblocked_for_viewer": False})
            k += 1
    msgs.reverse()  # newest first, as Instagram exports them
    obj = {
        "participants": [{"name": pair["full"][other]}, {"name": pair["full"][me]}],
        "messages": msgs,
        "title": pair["full"][other],
        "is_still_participant": True,
        "thread_path": "inbox/" + thread,
        "magic_words": [],
    }
    return (json.dumps(moji_obj(obj), indent=2, ensure_ascii=True) + "\n").encode("ascii")


SHAPES = {
    "locomo": (render_locomo, lambda p, s: "%s/session_%02d.json" % (p["folder"], s["num"])),
    "jsonl": (render_jsonl, lambda p, s: "%s/chat_%s.jsonl" % (p["folder"], s["start"][:10])),
    "telegram": (render_telegram, lambda p, s: "%s/telegram_%s/result.json" % (p["folder"], s["start"][:10])),
    "instagram": (render_instagram, lambda p, s: "%s/instagram_%s/message_1.json" % (p["folder"], s["start"][:10])),
}


def session_path(pair, sess):
    return SHAPES[sess["shape"]][1](pair, sess)


def render(pair, sess):
    path = session_path(pair, sess)
    return path, SHAPES[sess["shape"]][0](path, sess, pair)
