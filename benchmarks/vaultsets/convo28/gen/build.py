#!/usr/bin/env python3
"""Build the convo28 vault (three chat pairs, one file or export folder per session)
and queries.json.  Standard library only; deterministic (no clock, no unseeded
randomness): every timestamp, id and delay is derived from a SHA-256 of fixed inputs.

Usage:  cd /work/heldout26/convo28 && python gen/build.py
"""
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

import pair_wanjiru_otieno as P1  # noqa: E402
import pair_mateus_leena as P2  # noqa: E402
import pair_peggy_callum as P3  # noqa: E402

PAIRS = {"WO": P1, "ML": P2, "PC": P3}

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
DISCORD_EPOCH_MS = 1420070400000

WA_ENCRYPTION = ("Messages and calls are end-to-end encrypted. No one outside of this chat, "
                 "not even WhatsApp, can read or listen to them. Tap to learn more.")


def h(*parts):
    """Deterministic integer from arbitrary parts."""
    return int(hashlib.sha256("|".join(str(p) for p in parts).encode("utf-8")).hexdigest(), 16)


# ---------------------------------------------------------------------------
# parsing the session scripts
# ---------------------------------------------------------------------------
LINE_RE = re.compile(r"^([A-Z]): (.*)$")
IMG_RE = re.compile(r"\[img: ([^\]]+)\]\s*")
REACT_RE = re.compile(r"\s*\[react:([^\]]+)\]\s*$")


def parse_turns(text):
    turns = []
    for raw in text.strip("\n").split("\n"):
        if not raw.strip():
            continue
        m = LINE_RE.match(raw)
        if not m:
            raise ValueError("bad line: %r" % raw)
        who, body = m.group(1), m.group(2)
        react = None
        rm = REACT_RE.search(body)
        if rm:
            react = rm.group(1)
            body = body[:rm.start()]
        img = None
        im = IMG_RE.search(body)
        if im:
            img = im.group(1).strip()
            body = (body[:im.start()] + body[im.end():]).strip()
        media = body.strip() == "<media>"
        if media:
            body = ""
        turns.append({"who": who, "text": body, "img": img, "react": react, "media": media})
    return turns


def timeline(pair_key, sess, turns):
    """Assign a local naive datetime to every turn (seconds resolution) plus ms."""
    start = dt.datetime.strptime(sess["dt"], "%Y-%m-%d %H:%M")
    t = start + dt.timedelta(seconds=h(pair_key, sess["n"], "start") % 50)
    out = []
    for i, turn in enumerate(turns):
        if i > 0:
            prev = turns[i - 1]
            same = prev["who"] == turn["who"]
            base = 8 if same else 25
            spread = 40 if same else 150
            t = t + dt.timedelta(seconds=base + h(pair_key, sess["n"], i, "gap") % spread)
        ms = h(pair_key, sess["n"], i, "ms") % 1000
        out.append((t, ms))
    return out


# ---------------------------------------------------------------------------
# file naming (also used by check.py)
# ---------------------------------------------------------------------------
def session_relpath(pair_key, n):
    mod = PAIRS[pair_key]
    sess = [s for s in mod.SESSIONS if s["n"] == n][0]
    folder = mod.PAIR["folder"]
    date = sess["dt"][:10]
    fmt = sess["fmt"]
    if fmt == "locomo":
        return "%s/session_%02d.json" % (folder, n)
    if fmt == "whatsapp":
        return "%s/whatsapp_export_%s/WhatsApp Chat with %s.txt" % (folder, date, mod.PAIR["whatsapp_contact"])
    if fmt == "imessage":
        return "%s/imessage_export_%s/%s" % (folder, date, mod.PAIR["imessage_file"])
    if fmt == "discord":
        d0 = dt.date.fromisoformat(date)
        d1 = d0 + dt.timedelta(days=1)
        other = [k for k in mod.PAIR["discord"] if k != mod.PAIR["owner"]][0]
        return "%s/Direct Messages - Private - %s [%s] (%s to %s).json" % (
            folder, mod.PAIR["discord"][other]["name"], mod.PAIR["discord_channel_id"],
            d0.isoformat(), d1.isoformat())
    raise ValueError(fmt)


# ---------------------------------------------------------------------------
# renderers
# ---------------------------------------------------------------------------
def locomo_datetime(t):
    hour = t.hour % 12 or 12
    ampm = "am" if t.hour < 12 else "pm"
    return "%d:%02d %s on %d %s, %d" % (hour, t.minute, ampm, t.day, MONTHS[t.month - 1], t.year)


def render_locomo(pair_key, mod, sess, turns, times):
    names = mod.PAIR["names"]
    keys = list(names.keys())
    n = sess["n"]
    obj = {
        "speaker_a": names[keys[0]],
        "speaker_b": names[keys[1]],
        "session_%d_date_time" % n: locomo_datetime(dt.datetime.strptime(sess["dt"], "%Y-%m-%d %H:%M")),
        "session_%d" % n: [],
    }
    for i, turn in enumerate(turns):
        item = {"speaker": names[turn["who"]], "dia_id": "D%d:%d" % (n, i + 1)}
        if turn["img"]:
            code = "%016x" % (h(pair_key, n, i, "img") % (1 << 64))
            item["img_url"] = ["https://i.redd.it/%s.jpg" % code[:13]]
            item["blip_caption"] = turn["img"]
            words = [w for w in re.findall(r"[a-z]+", turn["img"].lower())
                     if w not in ("a", "of", "photo", "the", "in", "with", "and", "on", "at", "two", "one")]
            item["query"] = " ".join(words[:3])
        item["text"] = turn["text"]
        obj["session_%d" % n].append(item)
    # LoCoMo files are plain json.dump output: ASCII-escaped (\\u00e7 etc.)
    return json.dumps(obj, indent=2, ensure_ascii=True) + "\n"


def render_whatsapp(pair_key, mod, sess, turns, times, first):
    names = mod.PAIR["whatsapp_names"]
    lines = []
    if first:
        t0 = times[0][0] - dt.timedelta(minutes=1)
        lines.append("%s - %s" % (t0.strftime("%d/%m/%Y, %H:%M"), WA_ENCRYPTION))
    for turn, (t, _ms) in zip(turns, times):
        stamp = t.strftime("%d/%m/%Y, %H:%M")
        body = "<Media omitted>" if turn["media"] else turn["text"]
        lines.append("%s - %s: %s" % (stamp, names[turn["who"]], body))
    return "\n".join(lines) + "\n"


def imessage_date(t):
    hour = t.hour % 12 or 12
    ampm = "AM" if t.hour < 12 else "PM"
    return "%s %02d, %d %2d:%02d:%02d %s" % (MONTHS[t.month - 1][:3], t.day, t.year, hour, t.minute, t.second, ampm)


def readable_diff(seconds):
    parts = []
    hours, rem = divmod(seconds, 3600)
    minutes, secs = divmod(rem, 60)
    if hours:
        parts.append("%d hour%s" % (hours, "" if hours == 1 else "s"))
    if minutes:
        parts.append("%d minute%s" % (minutes, "" if minutes == 1 else "s"))
    if secs:
        parts.append("%d second%s" % (secs, "" if secs == 1 else "s"))
    return ", ".join(parts)


def render_imessage(pair_key, mod, sess, turns, times):
    names = mod.PAIR["imessage_names"]
    owner = mod.PAIR["owner"]
    other = [k for k in names if k != owner][0]
    out = []
    for i, (turn, (t, _ms)) in enumerate(zip(turns, times)):
        date = imessage_date(t)
        r = h(pair_key, sess["n"], i, "read")
        if r % 4 == 0:
            who = "them" if turn["who"] == owner else "you"
            date += " (Read by %s after %s)" % (who, readable_diff(4 + r % 170))
        block = date + "\n" + names[turn["who"]] + "\n"
        if turn["img"]:
            guid = "%032X" % (h(pair_key, sess["n"], i, "guid") % (1 << 128))
            guid = "-".join([guid[:8], guid[8:12], guid[12:16], guid[16:20], guid[20:]])
            hx = "%04x" % (h(pair_key, sess["n"], i, "dir") % 65536)
            block += "~/Library/Messages/Attachments/%s/%s/%s/%s\n" % (hx[:2], hx[2:], guid, turn["img"])
        if turn["text"]:
            block += turn["text"] + "\n"
        if turn["react"]:
            reactor = names[other] if turn["who"] == owner else names[owner]
            block += "Reactions:\n" + "%s by %s\n" % (turn["react"], reactor) + "\n"
        block += "\n"
        out.append(block)
    return "".join(out)


EMOJI = {
    "😍": ("heart_eyes", "1f60d"),
    "🔥": ("fire", "1f525"),
    "😱": ("scream", "1f631"),
    "❤️": ("heart", "2764"),
}


def snowflake(t_local, ms, tz, salt):
    sign = 1 if tz[0] == "+" else -1
    off = dt.timedelta(hours=int(tz[1:3]), minutes=int(tz[4:6])) * sign
    aware = t_local.replace(tzinfo=dt.timezone(off))
    unix_ms = int(aware.timestamp()) * 1000 + ms
    return str(((unix_ms - DISCORD_EPOCH_MS) << 22) | (h(salt) % (1 << 22))), aware


def discord_ts(aware, ms):
    base = aware.strftime("%Y-%m-%dT%H:%M:%S")
    off = aware.strftime("%z")
    return "%s.%03d%s:%s" % (base, ms, off[:3], off[3:])


def render_discord(pair_key, mod, sess, turns, times):
    users = mod.PAIR["discord"]
    owner = mod.PAIR["owner"]
    other = [k for k in users if k != owner][0]
    tz = mod.PAIR["tz"]
    chan = mod.PAIR["discord_channel_id"]

    def user_obj(k, roles=True):
        u = users[k]
        o = {"id": u["id"], "name": u["name"], "discriminator": "0000", "nickname": u["nickname"],
             "color": None, "isBot": False}
        if roles:
            o["roles"] = []
        o["avatarUrl"] = "https://cdn.discordapp.com/avatars/%s/%032x.png?size=512" % (
            u["id"], h("avatar", u["id"]) % (1 << 128))
        return o

    day = dt.datetime.strptime(sess["dt"][:10], "%Y-%m-%d")
    after_sf, after_aw = snowflake(day, 0, tz, "after")
    before_sf, before_aw = snowflake(day + dt.timedelta(days=1), 0, tz, "before")
    exported_local = times[-1][0] + dt.timedelta(minutes=7 + h(pair_key, sess["n"], "exp") % 50)
    _, exp_aw = snowflake(exported_local, 0, tz, "exp")

    messages = []
    for i, (turn, (t, ms)) in enumerate(zip(turns, times)):
        mid, aware = snowflake(t, ms, tz, (pair_key, sess["n"], i))
        msg = {
            "id": mid,
            "type": "Default",
            "timestamp": discord_ts(aware, ms),
            "timestampEdited": None,
            "callEndedTimestamp": None,
            "isPinned": False,
            "content": turn["text"],
            "author": user_obj(turn["who"]),
            "attachments": [],
            "components": [],
            "embeds": [],
            "stickers": [],
            "reactions": [],
            "mentions": [],
            "inlineEmojis": [],
        }
        if turn["img"]:
            aid = str(int(mid) + 1 + h(pair_key, sess["n"], i, "att") % 1000)
            msg["attachments"].append({
                "id": aid,
                "url": "https://cdn.discordapp.com/attachments/%s/%s/%s" % (chan, aid, turn["img"]),
                "fileName": turn["img"],
                "fileSizeBytes": 180000 + h(pair_key, sess["n"], i, "size") % 2400000,
            })
        if turn["react"]:
            code, hexcode = EMOJI[turn["react"]]
            reactor = other if turn["who"] == owner else owner
            msg["reactions"].append({
                "emoji": {"id": "", "name": turn["react"], "code": code, "isAnimated": False,
                          "imageUrl": "https://cdn.jsdelivr.net/gh/twitter/twemoji@latest/assets/svg/%s.svg" % hexcode},
                "count": 1,
                "users": [user_obj(reactor, roles=False)],
            })
        messages.append(msg)

    obj = {
        "guild": {"id": "0", "name": "Direct Messages",
                  "iconUrl": "https://cdn.discordapp.com/embed/avatars/0.png"},
        "channel": {"id": chan, "type": "DirectTextChat", "categoryId": "0", "category": "Private",
                    "name": users[other]["name"], "topic": None},
        "dateRange": {"after": discord_ts(after_aw, 0), "before": discord_ts(before_aw, 0)},
        "exportedAt": discord_ts(exp_aw, h(pair_key, sess["n"], "expms") % 1000),
        "messages": messages,
        "messageCount": len(messages),
    }
    return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


# ---------------------------------------------------------------------------
def build_vault():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    written = []
    for pair_key, mod in PAIRS.items():
        wa_first = True
        for sess in mod.SESSIONS:
            turns = parse_turns(sess["turns"])
            if not (15 <= len(turns) <= 40):
                raise SystemExit("session %s/%d has %d turns" % (pair_key, sess["n"], len(turns)))
            times = timeline(pair_key, sess, turns)
            fmt = sess["fmt"]
            if fmt == "locomo":
                data = render_locomo(pair_key, mod, sess, turns, times)
            elif fmt == "whatsapp":
                data = render_whatsapp(pair_key, mod, sess, turns, times, wa_first)
                wa_first = False
            elif fmt == "imessage":
                data = render_imessage(pair_key, mod, sess, turns, times)
            elif fmt == "discord":
                data = render_discord(pair_key, mod, sess, turns, times)
            else:
                raise ValueError(fmt)
            rel = session_relpath(pair_key, sess["n"])
            path = os.path.join(VAULT, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8", newline="\n") as f:
                f.write(data)
            written.append(rel)
    return written


def build_queries():
    import questions
    out = []
    for i, q in enumerate(questions.QUESTIONS, 1):
        out.append({
            "id": "c%02d" % i,
            "query": q["query"],
            "gold": [session_relpath(q["pair"], n) for n, _keys in q["gold"]],
            "kind": q["kind"],
            "gold_hint": q["hint"],
        })
    with open(os.path.join(ROOT, "queries.json"), "w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(out, indent=2, ensure_ascii=False) + "\n")
    return out


def main():
    files = build_vault()
    qs = build_queries()
    print("wrote %d session files and %d questions" % (len(files), len(qs)))


if __name__ == "__main__":
    main()
