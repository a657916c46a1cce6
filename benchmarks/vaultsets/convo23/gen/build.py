#!/usr/bin/env python3
"""Build the convo23 vault (standard library only, deterministic).

Run from the set folder:  python gen/build.py
Removes ../vault and rewrites every session file from the data_*.py modules.
No clock, no unseeded randomness: every time offset, message id and reaction is derived
from a SHA-256 hash of (pair, session, turn index)."""
import datetime as dt
import hashlib
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)

import data_sisters  # noqa: E402
import data_quiz     # noqa: E402
import data_phd      # noqa: E402

PAIRS = [data_sisters, data_quiz, data_phd]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
TURN_RE = re.compile(r"^([A-Z])(?:\+(\d+))?: (.*)$")
IMG_RE = re.compile(r"\s*\[img:([^\]]+)\]\s*$")
PHOTO_RE = re.compile(r"^\[photo:([^\]]+)\]$")


def h(*parts):
    """Deterministic integer from the given parts."""
    s = "|".join(str(p) for p in parts)
    return int(hashlib.sha256(s.encode("utf-8")).hexdigest(), 16)


def parse_turns(text):
    out = []
    for line in text.strip().splitlines():
        line = line.strip()
        if not line:
            continue
        m = TURN_RE.match(line)
        if not m:
            raise ValueError("bad turn line: %r" % line)
        code, gap, body = m.group(1), m.group(2), m.group(3)
        out.append((code, int(gap) if gap else None, body))
    return out


def last_sunday(year, month):
    d = dt.date(year, month, 31)
    while d.weekday() != 6:
        d -= dt.timedelta(days=1)
    return d


def uk_offset_hours(local):
    """0 for GMT, 1 for BST (switch at 01:00 on the last Sundays of March and October)."""
    start = dt.datetime.combine(last_sunday(local.year, 3), dt.time(1, 0))
    end = dt.datetime.combine(last_sunday(local.year, 10), dt.time(1, 0))
    return 1 if start <= local < end else 0


def timeline(pair, sess, turns):
    """Local datetimes for each turn of a session (seconds resolution) plus millisecond parts."""
    y, mo, d = (int(x) for x in sess["date"].split("-"))
    hh, mm = (int(x) for x in sess["time"].split(":"))
    t = dt.datetime(y, mo, d, hh, mm, h(pair, sess["n"], "sec") % 50)
    times = []
    for i, (code, gap, body) in enumerate(turns):
        if i > 0:
            if gap is not None:
                t += dt.timedelta(minutes=gap, seconds=h(pair, sess["n"], i, "g") % 40)
            else:
                base = 12 + len(body) // 3
                t += dt.timedelta(seconds=base + h(pair, sess["n"], i, "g") % 95)
        times.append((t, h(pair, sess["n"], i, "ms") % 1000))
    return times


def locomo_datetime(t):
    h12 = t.hour % 12 or 12
    ampm = "am" if t.hour < 12 else "pm"
    return "%d:%02d %s on %d %s, %d" % (h12, t.minute, ampm, t.day, MONTHS[t.month - 1], t.year)


def write(rel, data, binary=False):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data if binary else data.encode("utf-8"))


# ---------------------------------------------------------------- LoCoMo
def build_locomo(mod, sess, turns, times):
    n = sess["n"]
    dialog = []
    for i, (code, gap, body) in enumerate(turns):
        turn = {"speaker": mod.SPEAKERS[code]["short"], "dia_id": "D%d:%d" % (n, i + 1)}
        m = IMG_RE.search(body)
        if m:
            caption = m.group(1)
            body = body[:m.start()]
            slug = hashlib.sha256(caption.encode("utf-8")).hexdigest()[:16]
            turn["img_url"] = ["https://photos.locomo.example/%s.jpg" % slug]
            turn["blip_caption"] = "a photo of " + caption
            turn["query"] = " ".join(caption.split()[:4])
        turn["text"] = body
        # keep LoCoMo key order: speaker, dia_id, (img_url, blip_caption, query), text
        dialog.append(turn)
    obj = {
        "speaker_a": mod.SPEAKERS[mod.SPEAKER_A]["short"],
        "speaker_b": mod.SPEAKERS[mod.SPEAKER_B]["short"],
        "session_%d_date_time" % n: locomo_datetime(times[0][0]),
        "session_%d" % n: dialog,
    }
    rel = "%s/session_%02d.json" % (mod.PAIR, n)
    write(rel, json.dumps(obj, ensure_ascii=False, indent=2) + "\n")
    return rel


# ---------------------------------------------------------------- Facebook Messenger
def fb_mojibake(s):
    """Facebook exports store UTF-8 bytes as Latin-1 code points (\\u00e2\\u0080\\u0099 for an apostrophe)."""
    return s.encode("utf-8").decode("latin-1")


def fb_fix(obj):
    if isinstance(obj, str):
        return fb_mojibake(obj)
    if isinstance(obj, list):
        return [fb_fix(x) for x in obj]
    if isinstance(obj, dict):
        return {k: fb_fix(v) for k, v in obj.items()}
    return obj


def build_messenger(mod, sess, turns, times):
    n = sess["n"]
    owner = mod.SPEAKERS[mod.MESSENGER_OWNER]["full"]
    other_code = mod.SPEAKER_B if mod.MESSENGER_OWNER == mod.SPEAKER_A else mod.SPEAKER_A
    other = mod.SPEAKERS[other_code]["full"]
    msgs = []
    for i, (code, gap, body) in enumerate(turns):
        t, ms = times[i]
        utc = t - dt.timedelta(hours=uk_offset_hours(t))
        epoch = int((utc - dt.datetime(1970, 1, 1)).total_seconds())
        m = {"sender_name": mod.SPEAKERS[code]["full"], "timestamp_ms": epoch * 1000 + ms}
        pm = PHOTO_RE.match(body)
        if pm:
            stem = pm.group(1).rsplit(".", 1)[0]
            num = 10150000000000000 + h(mod.PAIR, n, i, "photo") % 10 ** 15
            m["photos"] = [{"uri": "messages/inbox/%s/photos/%s_%d.jpg" % (
                mod.MESSENGER_THREAD.split("/", 1)[1], stem, num), "creation_timestamp": epoch}]
        else:
            m["content"] = body
        if body.endswith("!") and h(mod.PAIR, n, i, "react") % 3 == 0:
            reactor = other if code != other_code else owner
            m["reactions"] = [{"reaction": "\u2764", "actor": reactor}]
        m["is_geoblocked_for_viewer"] = False
        msgs.append(m)
    msgs.reverse()  # Messenger exports list the newest message first
    obj = {
        "participants": [{"name": other}, {"name": owner}],
        "messages": msgs,
        "title": other,
        "is_still_participant": True,
        "thread_path": mod.MESSENGER_THREAD,
        "magic_words": [],
    }
    rel = "%s/messenger_export_%02d/message_1.json" % (mod.PAIR, n)
    write(rel, json.dumps(fb_fix(obj), ensure_ascii=True, indent=2))
    return rel


# ---------------------------------------------------------------- DiscordChatExporter
DISCORD_EPOCH_MS = 1420070400000
REACTIONS = [("\U0001F602", "joy", "1f602"), ("\U0001F525", "fire", "1f525"), ("\U0001F44D", "thumbsup", "1f44d")]


def iso_local(t, ms, off):
    return "%s.%03d+%02d:00" % (t.strftime("%Y-%m-%dT%H:%M:%S"), ms, off)


def build_discord(mod, sess, turns, times):
    n = sess["n"]
    msgs = []
    for i, (code, gap, body) in enumerate(turns):
        t, ms = times[i]
        off = uk_offset_hours(t)
        utc = t - dt.timedelta(hours=off)
        epoch_ms = int((utc - dt.datetime(1970, 1, 1)).total_seconds()) * 1000 + ms
        snow = ((epoch_ms - DISCORD_EPOCH_MS) << 22) | (h(mod.PAIR, n, i, "snow") % (1 << 22))
        sp = mod.SPEAKERS[code]
        reactions = []
        if h(mod.PAIR, n, i, "react") % 6 == 0:
            emo, name, cp = REACTIONS[h(mod.PAIR, n, i, "which") % 3]
            reactions.append({"emoji": {"id": "", "name": emo, "code": name, "isAnimated": False,
                                        "imageUrl": "https://twemoji.discord.example/%s.svg" % cp},
                              "count": 1})
        msgs.append({
            "id": str(snow),
            "type": "Default",
            "timestamp": iso_local(t, ms, off),
            "timestampEdited": None,
            "callEndedTimestamp": None,
            "isPinned": False,
            "content": body,
            "author": {"id": sp["uid"], "name": sp["user"], "discriminator": "0000",
                       "nickname": sp["short"], "color": None, "isBot": False, "roles": [],
                       "avatarUrl": "https://cdn.discord.example/embed/avatars/%d.png" % sp["avatar"]},
            "attachments": [], "embeds": [], "stickers": [], "reactions": reactions,
            "mentions": [], "inlineEmojis": [],
        })
    first = times[0][0]
    day0 = dt.datetime(first.year, first.month, first.day)
    off0 = uk_offset_hours(day0)
    last = times[-1][0]
    exported = last + dt.timedelta(minutes=7 + h(mod.PAIR, n, "exp") % 50)
    other_code = mod.SPEAKER_A if mod.DISCORD_OWNER == mod.SPEAKER_B else mod.SPEAKER_B
    obj = {
        "guild": {"id": "0", "name": "Direct Messages",
                  "iconUrl": "https://cdn.discord.example/embed/avatars/0.png"},
        "channel": {"id": mod.DISCORD_CHANNEL_ID, "type": "DirectTextChat", "categoryId": "0",
                    "category": "Private", "name": mod.SPEAKERS[other_code]["user"], "topic": None},
        "dateRange": {"after": iso_local(day0, 0, off0),
                      "before": iso_local(day0 + dt.timedelta(days=1), 0, off0)},
        "exportedAt": iso_local(exported, h(mod.PAIR, n, "expms") % 1000, uk_offset_hours(exported)),
        "messages": msgs,
        "messageCount": len(msgs),
    }
    rel = "%s/discord_export_%02d/Direct Messages - %s [%s].json" % (
        mod.PAIR, n, mod.SPEAKERS[other_code]["user"], mod.DISCORD_CHANNEL_ID)
    write(rel, json.dumps(obj, ensure_ascii=False, indent=2) + "\n")
    return rel


# ---------------------------------------------------------------- IRC log
def build_irc(mod, sess, turns, times):
    n = sess["n"]
    first = times[0][0]
    hosts = sess.get("hosts", {})
    logger = dict(mod.SPEAKERS["J"], host=hosts.get("J", mod.SPEAKERS["J"]["host"]))
    guest = dict(mod.SPEAKERS["F"], host=hosts.get("F", mod.SPEAKERS["F"]["host"]))
    opened = first - dt.timedelta(minutes=2, seconds=h(mod.PAIR, n, "open") % 50)
    stamp = lambda t: "[%s]" % t.strftime("%Y-%m-%d %H:%M")
    lines = ["--- Log opened %s" % opened.strftime("%a %b %d %H:%M:%S %Y"),
             "%s -!- %s [%s] has joined %s" % (stamp(opened), logger["nick"], logger["host"], mod.IRC_CHANNEL),
             "%s -!- Topic for %s: %s" % (stamp(opened), mod.IRC_CHANNEL, mod.IRC_TOPIC),
             "%s -!- %s [%s] has joined %s" % (stamp(first - dt.timedelta(minutes=1)), guest["nick"],
                                               guest["host"], mod.IRC_CHANNEL)]
    for i, (code, gap, body) in enumerate(turns):
        t = times[i][0]
        nick = mod.SPEAKERS[code]["nick"]
        if body.startswith("/me "):
            lines.append("%s * %s %s" % (stamp(t), nick, body[4:]))
        else:
            lines.append("%s <%s> %s" % (stamp(t), nick, body))
    last = times[-1][0]
    quit_t = last + dt.timedelta(minutes=1 + h(mod.PAIR, n, "quit") % 4)
    lines.append("%s -!- %s [%s] has quit [Quit: zzz]" % (stamp(quit_t), guest["nick"], guest["host"]))
    closed = quit_t + dt.timedelta(minutes=3, seconds=h(mod.PAIR, n, "close") % 50)
    lines.append("--- Log closed %s" % closed.strftime("%a %b %d %H:%M:%S %Y"))
    rel = "%s/irclogs/%s.%s.log" % (mod.PAIR, mod.IRC_CHANNEL.lstrip("#"), first.strftime("%Y-%m-%d"))
    write(rel, "\n".join(lines) + "\n")
    return rel


BUILDERS = {"locomo": build_locomo, "messenger": build_messenger,
            "discord": build_discord, "irc": build_irc}


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    written = []
    for mod in PAIRS:
        for sess in mod.SESSIONS:
            turns = parse_turns(sess["turns"])
            times = timeline(mod.PAIR, sess, turns)
            rel = BUILDERS[sess["shape"]](mod, sess, turns, times)
            written.append((rel, sess["shape"], len(turns)))
    print("wrote %d files to %s" % (len(written), VAULT))


if __name__ == "__main__":
    main()
