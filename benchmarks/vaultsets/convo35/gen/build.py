#!/usr/bin/env python3
"""Build the convo35 vault (standard library only, deterministic).

Writes ../vault/ from scratch (one file per chat session) and ../queries.json.
Run from anywhere:  python gen/build.py
"""
import datetime as dt
import hashlib
import json
import os
import shutil
import sys
sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)

import data_ec  # noqa: E402
import data_bo  # noqa: E402
import data_cj  # noqa: E402

PAIRS = {
    "EC": dict(folder="Eilidh_and_Callum", mod=data_ec, a="E", b="C"),
    "BO": dict(folder="Brid_and_Oisin", mod=data_bo, a="B", b="O"),
    "CJ": dict(folder="Col_and_Jess", mod=data_cj, a="L", b="J"),
}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]


def h(*parts):
    """Deterministic integer from strings (never Python's salted hash())."""
    s = "\x1f".join(str(p) for p in parts)
    return int(hashlib.md5(s.encode("utf-8")).hexdigest(), 16)


def turn_parts(t):
    spk, text = t[0], t[1]
    extra = t[2] if len(t) > 2 else {}
    return spk, text, extra


def message_times(pair, sess):
    """Local naive datetimes for each turn (seconds resolution, plus a ms value)."""
    y, mo, d, hh, mm = sess["start"]
    cur = dt.datetime(y, mo, d, hh, mm, h(pair, sess["n"], "s0") % 50)
    out = []
    prev_spk = None
    for i, t in enumerate(sess["turns"]):
        spk, text, extra = turn_parts(t)
        if i > 0:
            r = h(pair, sess["n"], i)
            gap = 6 + r % 40 + len(text) // 5
            if spk != prev_spk:
                gap += 10 + (r >> 8) % 50
            if (r >> 16) % 11 == 0:
                gap += 90 + (r >> 24) % 420
            cur = cur + dt.timedelta(seconds=gap)
        out.append((cur, h(pair, sess["n"], i, "ms") % 1000))
        prev_spk = spk
    return out


# ------------------------------------------------------------------ LoCoMo
def locomo_date(start):
    y, mo, d, hh, mm = start
    ampm = "am" if hh < 12 else "pm"
    h12 = hh % 12 or 12
    return f"{h12}:{mm:02d} {ampm} on {d} {MONTHS[mo - 1]}, {y}"


def write_locomo(pair, cfg, sess):
    sp = cfg["mod"].SPEAKERS
    n = sess["n"]
    turns = []
    for i, t in enumerate(sess["turns"], 1):
        spk, text, extra = turn_parts(t)
        item = {"speaker": sp[spk], "dia_id": f"D{n}:{i}", "text": text}
        if "img" in extra:
            slug = hashlib.sha1(f"{pair}-{n}-{i}".encode()).hexdigest()[:16]
            item["img_url"] = [f"https://photos.example/u/{slug}.jpg"]
            item["blip_caption"] = extra["img"]
            item["query"] = extra["query"]
        turns.append(item)
    obj = {
        "speaker_a": sp[cfg["a"]],
        "speaker_b": sp[cfg["b"]],
        f"session_{n}_date_time": locomo_date(sess["start"]),
        f"session_{n}": turns,
    }
    name = f"session_{n:02d}.json"
    return name, json.dumps(obj, indent=2) + "\n"


# ------------------------------------------------------------------ DiscordChatExporter
DISCORD_EPOCH_MS = 1420070400000
DC_CHANNEL_ID = "1097153926301802537"
DC_USERS = {
    "E": dict(id="402117958313525249", name="eilidh_munro", nickname="Eilidh",
              avatar="5f3c9d0e1b7a2c44e8d16a90b3f7c2e1"),
    "C": dict(id="288934512087760897", name="callumreid.dev", nickname="Callum",
              avatar="a_91d2e47c0b5f3a86d4e2c19f07b6a3d5"),
}
EMOJI_CP = {}


def iso_local(t, ms, tz):
    return t.strftime("%Y-%m-%dT%H:%M:%S") + f".{ms:03d}{tz}"


def tz_delta(tz):
    sign = -1 if tz[0] == "-" else 1
    return dt.timedelta(hours=sign * int(tz[1:3]), minutes=sign * int(tz[4:6]))


def snowflake(t, ms, tz, seq):
    utc = t - tz_delta(tz)
    unix_ms = int((utc - dt.datetime(1970, 1, 1)).total_seconds()) * 1000 + ms
    return str(((unix_ms - DISCORD_EPOCH_MS) << 22) | (1 << 17) | (seq & 0xFFF))


def dc_author(code, full=True):
    u = DC_USERS[code]
    a = {"id": u["id"], "name": u["name"], "discriminator": "0000", "nickname": u["nickname"]}
    if full:
        a["color"] = None
    a["isBot"] = False
    if full:
        a["roles"] = []
    a["avatarUrl"] = f"https://cdn.discordapp.com/avatars/{u['id']}/{u['avatar']}.png?size=512"
    return a


def twemoji_url(ch):
    cps = "-".join(f"{ord(c):x}" for c in ch if ord(c) not in (0xFE0F,))
    return f"https://cdn.jsdelivr.net/gh/twitter/twemoji@latest/assets/svg/{cps}.svg"


def write_discord(pair, cfg, sess):
    tz = sess["tz"]
    times = message_times(pair, sess)
    msgs = []
    for i, t in enumerate(sess["turns"]):
        spk, text, extra = turn_parts(t)
        tm, ms = times[i]
        mid = snowflake(tm, ms, tz, i)
        atts = []
        if "file" in extra:
            fname, size = extra["file"]
            aid = snowflake(tm, ms, tz, i + 2048)
            atts.append({
                "id": aid,
                "url": f"https://cdn.discordapp.com/attachments/{DC_CHANNEL_ID}/{aid}/{fname}",
                "fileName": fname,
                "fileSizeBytes": size,
            })
        reactions = []
        if "react" in extra:
            emo, code, who = extra["react"]
            reactions.append({
                "emoji": {"id": "", "name": emo, "code": code, "isAnimated": False,
                          "imageUrl": twemoji_url(emo)},
                "count": 1,
                "users": [dc_author(who, full=False)],
            })
        msgs.append({
            "id": mid,
            "type": "Default",
            "timestamp": iso_local(tm, ms, tz),
            "timestampEdited": None,
            "callEndedTimestamp": None,
            "isPinned": False,
            "content": text,
            "author": dc_author(spk),
            "attachments": atts,
            "embeds": [],
            "stickers": [],
            "reactions": reactions,
            "mentions": [],
            "inlineEmojis": [],
        })
    y, mo, d, _, _ = sess["start"]
    day = dt.date(y, mo, d)
    nxt = day + dt.timedelta(days=1)
    obj = {
        "guild": {"id": "0", "name": "Direct Messages",
                  "iconUrl": "https://cdn.discordapp.com/embed/avatars/0.png"},
        "channel": {"id": DC_CHANNEL_ID, "type": "DirectTextChat", "categoryId": "0",
                    "category": "Private", "name": DC_USERS["E"]["name"], "topic": None},
        "dateRange": {"after": f"{day.isoformat()}T00:00:00.000{tz}",
                      "before": f"{nxt.isoformat()}T00:00:00.000{tz}"},
        "exportedAt": "2024-03-10T20:41:07.512-04:00",
        "messages": msgs,
        "messageCount": len(msgs),
    }
    name = (f"Direct Messages - Private - {DC_USERS['E']['name']} [{DC_CHANNEL_ID}] "
            f"({day.isoformat()} to {nxt.isoformat()}).json")
    return name, json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


# ------------------------------------------------------------------ WhatsApp (Android)
E2E = ("Messages and calls are end-to-end encrypted. No one outside of this chat, not even "
       "WhatsApp, can read or listen to them. Tap to learn more.")


def write_whatsapp(pair, cfg, sess):
    names = cfg["mod"].WA_NAMES
    times = message_times(pair, sess)
    lines = []
    if sess.get("first_export"):
        t0 = times[0][0]
        lines.append(f"{t0:%d/%m/%Y, %H:%M} - {E2E}")
    for i, t in enumerate(sess["turns"]):
        spk, text, extra = turn_parts(t)
        tm = times[i][0]
        lines.append(f"{tm:%d/%m/%Y, %H:%M} - {names[spk]}: {text}")
    y, mo, d, _, _ = sess["start"]
    name = f"WhatsApp Chat with Nana ({y:04d}-{mo:02d}-{d:02d}).txt"
    return name, "\n".join(lines) + "\n"


# ------------------------------------------------------------------ iMessage (imessage-exporter txt)
def im_stamp(t):
    h12 = t.hour % 12 or 12
    ampm = "AM" if t.hour < 12 else "PM"
    return f"{MON3[t.month - 1]} {t.day:02d}, {t.year} {h12:>2}:{t.minute:02d}:{t.second:02d} {ampm}"


def readable_diff(secs):
    parts = []
    for unit, size in (("day", 86400), ("hour", 3600), ("minute", 60), ("second", 1)):
        q, secs = divmod(secs, size)
        if q:
            parts.append(f"{q} {unit}" + ("s" if q != 1 else ""))
    return ", ".join(parts)


def write_imessage(pair, cfg, sess):
    names = cfg["mod"].IM_NAMES
    times = message_times(pair, sess)
    out = []
    turns = sess["turns"]
    for i, t in enumerate(turns):
        spk, text, extra = turn_parts(t)
        tm = times[i][0]
        header = im_stamp(tm)
        if i + 1 < len(turns):
            nspk = turn_parts(turns[i + 1])[0]
            r = h(pair, sess["n"], i, "read")
            if nspk != spk and r % 3 == 0:
                gap = int((times[i + 1][0] - tm).total_seconds())
                lag = max(1, gap - 4 - r % 17)
                who = "you" if spk == "L" else "them"
                header += f" (Read by {who} after {readable_diff(lag)})"
        block = [header, names[spk]]
        if "att" in extra:
            f = extra["att"]
            sub = hashlib.md5(f.encode()).hexdigest()
            block.append(f"/Users/jessmorrow/Library/Messages/Attachments/{sub[:2]}/{sub[2:4]}/"
                         f"{sub[4:12].upper()}-{sub[12:16].upper()}-{sub[16:20].upper()}-"
                         f"{sub[20:24].upper()}-{sub[24:32].upper()}{sub[:4].upper()}/{f}")
        if text:
            block.append(text)
        body = "\n".join(block) + "\n"
        if "tapback" in extra:
            kind, who = extra["tapback"]
            body += "Tapbacks:\n" + f"{kind} by {names[who]}\n" + "\n"
        out.append(body + "\n")
    y, mo, d, _, _ = sess["start"]
    name = f"{names['L']} - {y:04d}-{mo:02d}-{d:02d}.txt"
    return name, "".join(out)


WRITERS = {"locomo": write_locomo, "discord": write_discord,
           "whatsapp": write_whatsapp, "imessage": write_imessage}


def session_files():
    """Yield (pair, n, relpath, content) for every session."""
    for pair, cfg in PAIRS.items():
        for sess in cfg["mod"].SESSIONS:
            name, content = WRITERS[sess["fmt"]](pair, cfg, sess)
            yield pair, sess["n"], f"{cfg['folder']}/{name}", content


def session_index():
    return {(p, n): rel for p, n, rel, _ in session_files()}


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    count = 0
    for _pair, _n, rel, content in session_files():
        path = os.path.join(VAULT, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(content)
        count += 1
    import questions  # noqa: E402
    idx = session_index()
    qs = questions.render(idx)
    with open(os.path.join(ROOT, "queries.json"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(json.dumps(qs, indent=2, ensure_ascii=False) + "\n")
    print(f"wrote {count} session files and {len(qs)} queries")


if __name__ == "__main__":
    main()
