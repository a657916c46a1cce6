#!/usr/bin/env python3
"""Build the convo31 vault (three pairs of chat partners, one file per chat session) and queries.json.

Standard library only, deterministic: no clock, no randomness. Re-creates ../vault from scratch.
Shapes:
  * LoCoMo JSON            <Pair>/session_NN.json
  * Telegram Desktop       Lucia_Mateo/ChatExport_YYYY-MM-DD/result.json
  * Facebook Messenger     Ayse_Margit/facebook-margithallberg-YYYYMMDD/messages/inbox/<thread>/message_1.json
  * DiscordChatExporter    Rohan_Callum/Direct Messages - Private - <name> [<id>] (D1 to D2).json
"""
import datetime as dt
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)

import pair_a  # noqa: E402
import pair_b  # noqa: E402
import pair_c  # noqa: E402

PAIRS = {"A": pair_a, "B": pair_b, "C": pair_c}
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]


# ----------------------------------------------------------------------------- time helpers
def _last_sunday(y, m):
    d = dt.date(y, m + 1, 1) - dt.timedelta(days=1) if m < 12 else dt.date(y, 12, 31)
    while d.weekday() != 6:
        d -= dt.timedelta(days=1)
    return d


def utc_offset_hours(pair, local):
    """EU summer time (same dates for UK): last Sunday of March .. last Sunday of October."""
    base = pair.PAIR["base_offset"]
    d = local.date()
    if _last_sunday(local.year, 3) <= d < _last_sunday(local.year, 10):
        return base + 1
    return base


def to_utc(pair, local):
    return local - dt.timedelta(hours=utc_offset_hours(pair, local))


def epoch(utc):
    return int((utc - dt.datetime(1970, 1, 1)).total_seconds())


def offset_str(hours):
    sign = "+" if hours >= 0 else "-"
    return "%s%02d:00" % (sign, abs(hours))


def turn_times(session):
    """Deterministic local datetimes for each turn of a session."""
    y, mo, d, h, mi = session["start"]
    t = dt.datetime(y, mo, d, h, mi, (session["n"] * 17) % 50 + 3)
    out = []
    for i, turn in enumerate(session["turns"]):
        text = turn[1]
        if i:
            gap = 9 + int(min(len(text), 220) * 0.55) + ((sum(map(ord, text)) * 7 + i * 13) % 47)
            t = t + dt.timedelta(seconds=gap)
        out.append(t)
    return out


def extras(turn):
    return turn[2] if len(turn) > 2 else {}


# ----------------------------------------------------------------------------- text markup
TOK = re.compile(r"\[\[(\w+)\|(.+?)\]\]")


def segments(text):
    segs, pos = [], 0
    for m in TOK.finditer(text):
        if m.start() > pos:
            segs.append(("plain", text[pos:m.start()], None))
        kind, body = m.group(1), m.group(2)
        if kind == "text_link":
            label, href = body.split("|", 1)
            segs.append(("text_link", label, href))
        else:
            segs.append((kind, body, None))
        pos = m.end()
    if pos < len(text):
        segs.append(("plain", text[pos:], None))
    return segs


def plain(text, style="plain"):
    out = []
    for kind, body, href in segments(text):
        if kind == "text_link":
            out.append("[%s](%s)" % (body, href) if style == "discord" else "%s %s" % (body, href))
        elif kind == "bold" and style == "discord":
            out.append("**%s**" % body)
        elif kind == "italic" and style == "discord":
            out.append("*%s*" % body)
        else:
            out.append(body)
    return "".join(out)


# ----------------------------------------------------------------------------- paths
def session_relpath(pair, s):
    P = pair.PAIR
    y, mo, d = s["start"][:3]
    date = dt.date(y, mo, d)
    if s["shape"] == "locomo":
        return "%s/session_%02d.json" % (P["dir"], s["n"])
    if s["shape"] == "telegram":
        return "%s/ChatExport_%s/result.json" % (P["dir"], date.isoformat())
    if s["shape"] == "messenger":
        return "%s/facebook-%s-%s/messages/inbox/%s/message_1.json" % (
            P["dir"], P["messenger"]["owner"].replace(".", ""), date.strftime("%Y%m%d"), P["messenger"]["thread"])
    if s["shape"] == "discord":
        D = P["discord"]
        nxt = date + dt.timedelta(days=1)
        return "%s/Direct Messages - Private - %s [%s] (%s to %s).json" % (
            P["dir"], D["channel_name"], D["channel_id"], date.isoformat(), nxt.isoformat())
    raise ValueError(s["shape"])


def find_session(key, n):
    pair = PAIRS[key]
    for s in pair.SESSIONS:
        if s["n"] == n:
            return pair, s
    raise KeyError((key, n))


def relpath(key, n):
    pair, s = find_session(key, n)
    return session_relpath(pair, s)


# ----------------------------------------------------------------------------- LoCoMo
def locomo_datetime(start):
    y, mo, d, h, mi = start
    h12 = h % 12 or 12
    return "%d:%02d %s on %d %s, %d" % (h12, mi, "am" if h < 12 else "pm", d, MONTHS[mo - 1], y)


def build_locomo(pair, s):
    P = pair.PAIR
    spk = P["speakers"]
    other = [k for k in spk if k != P["speaker_a"]][0]
    n = s["n"]
    turns = []
    for i, turn in enumerate(s["turns"], 1):
        who, text = turn[0], turn[1]
        ex = extras(turn)
        rec = {"speaker": spk[who]["short"]}
        if "img" in ex:
            query, caption = ex["img"]
            slug = "%s%02d%02d" % (P["key"].lower(), n, i)
            rec["img_url"] = ["https://img.chatmedia.example/%s/%s.jpg" % (P["dir"].lower(), slug)]
            rec["blip_caption"] = caption
            rec["query"] = query
        rec["dia_id"] = "D%d:%d" % (n, i)
        rec["text"] = plain(text)
        turns.append(rec)
    obj = {
        "speaker_a": spk[P["speaker_a"]]["short"],
        "speaker_b": spk[other]["short"],
        "session_%d_date_time" % n: locomo_datetime(s["start"]),
        "session_%d" % n: turns,
    }
    return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"


# ----------------------------------------------------------------------------- Telegram
def tg_text(text):
    segs = segments(text)
    if all(k == "plain" for k, _, _ in segs):
        return text, ([{"type": "plain", "text": text}] if text else [])
    parts, ents = [], []
    for kind, body, href in segs:
        if kind == "plain":
            parts.append(body)
            ents.append({"type": "plain", "text": body})
        elif kind == "text_link":
            parts.append({"type": "text_link", "text": body, "href": href})
            ents.append({"type": "text_link", "text": body, "href": href})
        else:
            parts.append({"type": kind, "text": body})
            ents.append({"type": kind, "text": body})
    return parts, ents


def build_telegram(pair, s, first_id):
    P = pair.PAIR
    spk = P["speakers"]
    times = turn_times(s)
    ids = [first_id + i for i in range(len(s["turns"]))]
    msgs = []
    photo_no = 1
    for i, turn in enumerate(s["turns"]):
        who, text = turn[0], turn[1]
        ex = extras(turn)
        t = times[i]
        m = {
            "id": ids[i],
            "type": "message",
            "date": t.strftime("%Y-%m-%dT%H:%M:%S"),
            "date_unixtime": str(epoch(to_utc(pair, t))),
            "from": spk[who]["full"],
            "from_id": spk[who]["tg_id"],
        }
        if "reply" in ex:
            r = ex["reply"]
            m["reply_to_message_id"] = ids[i + r] if r < 0 else ids[r]
        if "photo" in ex:
            w, h = ex["photo"]
            m["photo"] = "photos/photo_%d@%s.jpg" % (photo_no, t.strftime("%d-%m-%Y_%H-%M-%S"))
            m["width"] = w
            m["height"] = h
            photo_no += 1
        if "sticker" in ex:
            m["file"] = "(File not included. Change data exporting settings to download.)"
            m["thumbnail"] = "(File not included. Change data exporting settings to download.)"
            m["media_type"] = "sticker"
            m["sticker_emoji"] = ex["sticker"]
            m["width"] = 512
            m["height"] = 512
        m["text"], m["text_entities"] = tg_text(text)
        msgs.append(m)
    obj = {
        "name": P["telegram"]["chat_name"],
        "type": "personal_chat",
        "id": P["telegram"]["chat_id"],
        "messages": msgs,
    }
    return json.dumps(obj, ensure_ascii=False, indent=1) + "\n"


# ----------------------------------------------------------------------------- Messenger
def moj(s):
    """Facebook's export encoding: UTF-8 bytes written as \\u00XX code points."""
    return s.encode("utf-8").decode("latin-1")


def build_messenger(pair, s):
    P = pair.PAIR
    spk = P["speakers"]
    thread = P["messenger"]["thread"]
    times = turn_times(s)
    msgs = []
    for i, turn in enumerate(s["turns"]):
        who, text = turn[0], turn[1]
        ex = extras(turn)
        ms = epoch(to_utc(pair, times[i])) * 1000 + (i * 211 + s["n"] * 37) % 1000
        m = {"sender_name": moj(spk[who]["full"]), "timestamp_ms": ms}
        if "photo" in ex:
            m["photos"] = [{
                "uri": "messages/inbox/%s/photos/%d_%d.jpg" % (thread, 3419000000000000 + ms % 999999937, 1000 + i),
                "creation_timestamp": ms // 1000,
            }]
        if text:
            m["content"] = moj(plain(text))
        if "react" in ex:
            emoji, actor = ex["react"]
            m["reactions"] = [{"reaction": moj(emoji), "actor": moj(spk[actor]["full"])}]
        m["is_geoblocked_for_viewer"] = False
        msgs.append(m)
    msgs.reverse()  # Facebook lists newest first
    other = [k for k in spk if k != "M"][0]
    obj = {
        "participants": [{"name": moj(spk[other]["full"])}, {"name": moj(spk["M"]["full"])}],
        "messages": msgs,
        "title": moj(spk[other]["full"]),
        "is_still_participant": True,
        "thread_path": "inbox/%s" % thread,
        "magic_words": [],
        "joinable_mode": {"mode": 1, "link": ""},
    }
    return json.dumps(obj, ensure_ascii=True, indent=2) + "\n"


# ----------------------------------------------------------------------------- Discord
DISCORD_EPOCH = 1420070400000
EMOJI = {"❤️": ("heart", "2764"), "🎉": ("tada", "1f389"), "😂": ("joy", "1f602"), "👍": ("thumbsup", "1f44d")}


def snowflake(ms, inc):
    return str(((ms - DISCORD_EPOCH) << 22) | (1 << 17) | (inc & 0xFFF))


def dc_user(pair, who, full=True):
    u = pair.PAIR["speakers"][who]
    rec = {"id": u["dc_id"], "name": u["dc_name"], "discriminator": "0000", "nickname": u["short"]}
    if full:
        rec.update({"color": None, "isBot": False, "roles": [],
                    "avatarUrl": "https://cdn.discordapp.com/avatars/%s/%s.png?size=512" % (u["dc_id"], u["avatar"])})
    else:
        rec["isBot"] = False
    return rec


def build_discord(pair, s):
    P = pair.PAIR
    D = P["discord"]
    times = turn_times(s)
    y, mo, d = s["start"][:3]
    day = dt.datetime(y, mo, d)
    off = offset_str(utc_offset_hours(pair, day))
    msgs = []
    for i, turn in enumerate(s["turns"]):
        who, text = turn[0], turn[1]
        ex = extras(turn)
        t = times[i]
        frac = (i * 137 + s["n"] * 59) % 1000
        ms = epoch(to_utc(pair, t)) * 1000 + frac
        stamp = "%s.%03d%s" % (t.strftime("%Y-%m-%dT%H:%M:%S"), frac, offset_str(utc_offset_hours(pair, t)))
        edited = None
        if "edited" in ex:
            te = t + dt.timedelta(seconds=ex["edited"])
            edited = "%s.%03d%s" % (te.strftime("%Y-%m-%dT%H:%M:%S"), (frac + 311) % 1000,
                                    offset_str(utc_offset_hours(pair, te)))
        m = {
            "id": snowflake(ms, i),
            "type": "Default",
            "timestamp": stamp,
            "timestampEdited": edited,
            "callEndedTimestamp": None,
            "isPinned": False,
            "content": plain(text, "discord"),
            "author": dc_user(pair, who),
            "attachments": [],
            "embeds": [],
            "stickers": [],
            "reactions": [],
            "mentions": [],
            "inlineEmojis": [],
        }
        if "attach" in ex:
            fname, size = ex["attach"]
            aid = snowflake(ms, i + 1)
            m["attachments"].append({
                "id": aid,
                "url": "https://cdn.discordapp.com/attachments/%s/%s/%s" % (D["channel_id"], aid, fname),
                "fileName": fname,
                "fileSizeBytes": size,
            })
        if "react" in ex:
            emoji, actor = ex["react"]
            code, hexcp = EMOJI[emoji]
            m["reactions"].append({
                "emoji": {"id": "", "name": emoji, "code": code, "isAnimated": False,
                          "imageUrl": "https://cdn.jsdelivr.net/gh/twitter/twemoji@latest/assets/svg/%s.svg" % hexcp},
                "count": 1,
                "users": [dc_user(pair, actor, full=False)],
            })
        if ex.get("mention"):
            other = [k for k in P["speakers"] if k != who][0]
            m["mentions"].append(dc_user(pair, other, full=False))
        msgs.append(m)
    nxt = day + dt.timedelta(days=1)
    exported = times[-1] + dt.timedelta(minutes=50 + s["n"] * 3)
    obj = {
        "guild": {"id": "0", "name": "Direct Messages", "iconUrl": "https://cdn.discordapp.com/embed/avatars/0.png"},
        "channel": {"id": D["channel_id"], "type": "DirectTextChat", "categoryId": "0", "category": "Private",
                    "name": D["channel_name"], "topic": None},
        "dateRange": {"after": "%sT00:00:00.000%s" % (day.date().isoformat(), off),
                      "before": "%sT00:00:00.000%s" % (nxt.date().isoformat(), offset_str(utc_offset_hours(pair, nxt)))},
        "exportedAt": "%s.%03d%s" % (exported.strftime("%Y-%m-%dT%H:%M:%S"), (s["n"] * 71) % 1000,
                                     offset_str(utc_offset_hours(pair, exported))),
        "messages": msgs,
        "messageCount": len(msgs),
    }
    return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"


# ----------------------------------------------------------------------------- main
def build_all():
    files = {}
    for key in sorted(PAIRS):
        pair = PAIRS[key]
        tg_next = pair.PAIR.get("telegram", {}).get("first_msg_id", 0)
        for s in pair.SESSIONS:
            rel = session_relpath(pair, s)
            if s["shape"] == "locomo":
                files[rel] = build_locomo(pair, s)
            elif s["shape"] == "telegram":
                files[rel] = build_telegram(pair, s, tg_next)
                tg_next += len(s["turns"]) + 23 + (s["n"] * 31) % 90  # messages outside the exported sessions
            elif s["shape"] == "messenger":
                files[rel] = build_messenger(pair, s)
            elif s["shape"] == "discord":
                files[rel] = build_discord(pair, s)
            else:
                raise ValueError(s["shape"])
    return files


def build_queries():
    import questions
    out = []
    for q in questions.QUESTIONS:
        out.append({
            "id": q["id"],
            "query": q["query"],
            "gold": [relpath(k, n) for k, n in q["gold"]],
            "kind": q["kind"],
            "gold_hint": q["hint"],
        })
    return json.dumps(out, ensure_ascii=False, indent=2) + "\n"


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    files = build_all()
    for rel in sorted(files):
        path = os.path.join(VAULT, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(files[rel])
    with open(os.path.join(ROOT, "queries.json"), "w", encoding="utf-8", newline="\n") as f:
        f.write(build_queries())
    print("wrote %d session files to %s" % (len(files), VAULT))


if __name__ == "__main__":
    main()
