#!/usr/bin/env python3
"""Build ../vault/ (and ../queries.json) for the convo33 held-out set. Standard library only, deterministic."""
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

import pair_declan  # noqa: E402
import pair_ploy  # noqa: E402
import pair_tomas  # noqa: E402
import questions  # noqa: E402

PAIRS = [pair_ploy, pair_declan, pair_tomas]
MARK = re.compile(r"\s*\{\{(img|video|edited|deleted)(?::\s*(.*?))?\}\}\s*$")
LRM = "\u200e"


def h(*parts):
    return int(hashlib.sha256("|".join(str(p) for p in parts).encode("utf-8")).hexdigest(), 16)


# ---------------------------------------------------------------- parsing
def parse(src, key):
    sessions = []
    cur = None
    for raw in src.split("\n"):
        if raw.startswith("=== "):
            n, fmt, when = [x.strip() for x in raw[4:].split("|")]
            cur = {"n": int(n), "fmt": fmt, "start": dt.datetime.strptime(when, "%Y-%m-%d %H:%M"), "turns": []}
            sessions.append(cur)
            continue
        if cur is None or not raw.strip():
            continue
        if raw.startswith("  "):  # continuation line of a multi-line message
            cur["turns"][-1]["text"] += "\n" + raw[2:]
            continue
        spk, text = raw.split(": ", 1) if ": " in raw else (raw.rstrip(":"), "")
        turn = {"spk": spk, "text": text, "media": None, "edited": False, "deleted": False}
        while True:
            m = MARK.search(turn["text"])
            if not m:
                break
            kind, arg = m.group(1), m.group(2)
            turn["text"] = turn["text"][: m.start()]
            if kind in ("img", "video"):
                fields = [f.strip() for f in arg.split("|")]
                turn["media"] = {"kind": kind, "caption": fields[0], "query": fields[1] if len(fields) > 1 else fields[0],
                                 "title": fields[2] if len(fields) > 2 else None}
            else:
                turn[kind] = True
        cur["turns"].append(turn)
    # timestamps
    for s in sessions:
        t = s["start"]
        for i, turn in enumerate(s["turns"]):
            if i:
                t = t + dt.timedelta(seconds=14 + len(turn["text"]) // 2 + h(key, s["n"], i, turn["text"]) % 70)
            turn["time"] = t
    return sessions


def write(rel, data):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(data)


# ---------------------------------------------------------------- LoCoMo
def locomo_when(t):
    hour = t.hour % 12 or 12
    ampm = "am" if t.hour < 12 else "pm"
    return f"{hour}:{t.minute:02d} {ampm} on {t.day} {t.strftime('%B')}, {t.year}"


def render_locomo(pair, s):
    names = pair.PAIR["speakers"]
    a = pair.PAIR["speaker_a"]
    b = [k for k in names if k != a][0]
    n = s["n"]
    turns = []
    for i, turn in enumerate(s["turns"], 1):
        d = {"speaker": names[turn["spk"]]}
        if turn["media"]:
            img = "https://images.example/locomo/%012x.jpg" % (h(pair.PAIR["folder"], n, i) % 16 ** 12)
            d["img_url"] = [img]
            d["blip_caption"] = turn["media"]["caption"]
            d["query"] = turn["media"]["query"]
        d["dia_id"] = f"D{n}:{i}"
        d["text"] = turn["text"]
        turns.append(d)
    obj = {"speaker_a": names[a], "speaker_b": names[b],
           f"session_{n}_date_time": locomo_when(s["start"]), f"session_{n}": turns}
    rel = f"{pair.PAIR['folder']}/locomo/session_{n:02d}.json"
    write(rel, json.dumps(obj, ensure_ascii=False, indent=2) + "\n")
    return rel


# ---------------------------------------------------------------- LINE
def render_line(pair, s):
    names = pair.PAIR["line_names"]
    chat = pair.PAIR["line_chat"]
    last = s["turns"][-1]["time"]
    saved = last + dt.timedelta(minutes=6 + h("saved", s["n"]) % 30)
    out = [f"[LINE] Chat history with {chat}", f"Saved on: {saved:%Y/%m/%d %H:%M}", ""]
    day = None
    for turn in s["turns"]:
        t = turn["time"]
        if t.date() != day:
            if day is not None:
                out.append("")
            day = t.date()
            out.append(f"{t:%Y/%m/%d}({t:%a})")
        who = names[turn["spk"]]
        if turn["media"]:
            out.append(f"{t:%H:%M}\t{who}\t" + ("[Photo]" if turn["media"]["kind"] == "img" else "[Video]"))
        text = turn["text"]
        if not text:
            continue
        if "\n" in text:
            text = '"' + text.replace('"', '""') + '"'
        out.append(f"{t:%H:%M}\t{who}\t{text}")
    rel = f"{pair.PAIR['folder']}/LINE/saved {saved:%Y-%m-%d}/[LINE] Chat history with {chat}.txt"
    write(rel, "\n".join(out) + "\n")
    return rel


# ---------------------------------------------------------------- WhatsApp (iPhone)
def render_whatsapp(pair, s):
    names = pair.PAIR["wa_names"]
    chat = pair.PAIR["wa_chat"]

    def stamp(t):
        return f"[{t:%d/%m/%Y, %H:%M:%S}]"

    first = s["turns"][0]["time"] - dt.timedelta(seconds=40 + h("e2e", s["n"]) % 200)
    out = [f"{LRM}{stamp(first)} {chat}: {LRM}Messages and calls are end-to-end encrypted. No one outside of this chat, "
           f"not even WhatsApp, can read or listen to them."]
    k = 0
    for turn in s["turns"]:
        t = turn["time"]
        who = names[turn["spk"]]
        k += 1
        if turn["media"]:
            kind = "PHOTO" if turn["media"]["kind"] == "img" else "VIDEO"
            ext = "jpg" if kind == "PHOTO" else "mp4"
            fname = f"{k:08d}-{kind}-{t:%Y-%m-%d-%H-%M-%S}.{ext}"
            out.append(f"{LRM}{stamp(t)} {who}: {LRM}<attached: {fname}>")
            if turn["text"]:
                t = t + dt.timedelta(seconds=5)
                out.append(f"{stamp(t)} {who}: {turn['text']}")
            continue
        if turn["deleted"]:
            out.append(f"{LRM}{stamp(t)} {who}: {LRM}This message was deleted.")
            continue
        text = turn["text"]
        if turn["edited"]:
            text += f" {LRM}<This message was edited>"
        out.append(f"{stamp(t)} {who}: {text}")
    d = s["turns"][0]["time"]
    rel = f"{pair.PAIR['folder']}/WhatsApp/WhatsApp Chat - {chat} ({d:%Y-%m-%d})/_chat.txt"
    write(rel, "\n".join(out) + "\n")
    return rel


# ---------------------------------------------------------------- Slack
TEAM = "T03FRNHL1B5"
SLACK_USERS = {
    "T": {"id": "U05B7TQ2K9H", "name": "tomas.herrera", "real_name": "Tomás Herrera", "display_name": "tomas",
          "first": "Tomás", "last": "Herrera", "title": "Senior Backend Engineer, Platform", "tz": "America/Mexico_City",
          "tz_label": "Central Standard Time", "tz_offset": -21600, "color": "9f69e7"},
    "L": {"id": "U05C1LN8RWE", "name": "lina.bergstrom", "real_name": "Lina Bergström", "display_name": "lina",
          "first": "Lina", "last": "Bergström", "title": "QA Engineer", "tz": "Europe/Stockholm",
          "tz_label": "Central European Summer Time", "tz_offset": 7200, "color": "4bbe2e"},
    "dana": {"id": "U04R2D9WPLM", "name": "dana.whitfield", "real_name": "Dana Whitfield", "display_name": "Dana W",
             "first": "Dana", "last": "Whitfield", "title": "Engineering Manager, Platform", "tz": "America/Toronto",
             "tz_label": "Eastern Daylight Time", "tz_offset": -14400, "color": "e7392d"},
    "oskar": {"id": "U04T6HZK1QA", "name": "oskar.lind", "real_name": "Oskar Lind", "display_name": "oskar",
              "first": "Oskar", "last": "Lind", "title": "QA Lead", "tz": "Europe/Stockholm",
              "tz_label": "Central European Summer Time", "tz_offset": 7200, "color": "3c989f"},
}
DM_ID = "D05FG8K2M1Q"
SLACK_DIR = "Tomas_and_Lina/Fernhill Labs Slack export Apr 12 2023 - Mar 13 2024"


def slack_text(text):
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    text = re.sub(r"@@(\w+)", lambda m: "<@%s>" % SLACK_USERS[m.group(1)]["id"], text)
    text = re.sub(r"\[\[(.*?)\|(.*?)\]\]", lambda m: "<%s|%s>" % (m.group(1), m.group(2)), text)
    return text


def uuid_of(*parts):
    x = "%032x" % (h(*parts) % 16 ** 32)
    return f"{x[:8]}-{x[8:12]}-4{x[13:16]}-a{x[17:20]}-{x[20:32]}"


def avatar_hash(u):
    return "%012x" % (h("avatar", u["id"]) % 16 ** 12)


def user_profile(u):
    return {"avatar_hash": avatar_hash(u),
            "image_72": f"https://avatars.slack-edge.example/2023-03-01/{h('img', u['id']) % 10 ** 12}_{avatar_hash(u)}_72.jpg",
            "first_name": u["first"], "real_name": u["real_name"], "display_name": u["display_name"], "team": TEAM,
            "name": u["name"], "is_restricted": False, "is_ultra_restricted": False}


def slack_dump(obj):
    return json.dumps(obj, ensure_ascii=True, indent=4).replace("/", "\\/") + "\n"


def render_slack(pair, s):
    msgs = []
    used = set()
    for i, turn in enumerate(s["turns"]):
        u = SLACK_USERS[turn["spk"]]
        t = turn["time"].replace(tzinfo=dt.timezone.utc)
        epoch = int(t.timestamp())
        frac = h("ts", s["n"], i) % 1000000
        while (epoch, frac) in used:
            frac = (frac + 1) % 1000000
        used.add((epoch, frac))
        ts = f"{epoch}.{frac:06d}"
        m = {"client_msg_id": uuid_of("msg", s["n"], i), "type": "message", "text": slack_text(turn["text"]),
             "user": u["id"], "ts": ts, "team": TEAM, "user_team": TEAM, "source_team": TEAM,
             "user_profile": user_profile(u)}
        if turn["media"]:
            fid = "F0%09X" % (h("file", s["n"], i) % 36 ** 6)
            name = turn["media"]["title"] or "IMG_%04d.jpg" % (h("imgno", s["n"], i) % 9000 + 1000)
            m["files"] = [{"id": fid, "created": epoch, "timestamp": epoch, "name": name, "title": name,
                           "mimetype": "image/jpeg", "filetype": "jpg", "pretty_type": "JPEG", "user": u["id"],
                           "user_team": TEAM, "editable": False, "size": 180000 + h("size", fid) % 2500000,
                           "mode": "hosted", "is_external": False, "external_type": "", "is_public": False,
                           "public_url_shared": False, "display_as_bot": False, "username": "",
                           "url_private": f"https://files.slack.example/files-pri/{TEAM}-{fid}/{name}",
                           "permalink": f"https://fernhill-labs.slack.example/files/{u['id']}/{fid}/{name}",
                           "original_w": 3024, "original_h": 4032}]
            m["upload"] = True
            m["display_as_bot"] = False
        if ":tada:" in turn["text"] or "!!!!" in turn["text"]:
            other = SLACK_USERS["L" if turn["spk"] == "T" else "T"]
            m["reactions"] = [{"name": "tada" if ":tada:" in turn["text"] else "heart", "users": [other["id"]], "count": 1}]
        msgs.append(m)
    rel = f"{SLACK_DIR}/{DM_ID}/{s['start']:%Y-%m-%d}.json"
    write(rel, slack_dump(msgs))
    return rel


def render_slack_root(first_day):
    users = []
    for key in ("T", "L", "dana", "oskar"):
        u = SLACK_USERS[key]
        users.append({
            "id": u["id"], "team_id": TEAM, "name": u["name"], "deleted": False, "color": u["color"],
            "real_name": u["real_name"], "tz": u["tz"], "tz_label": u["tz_label"], "tz_offset": u["tz_offset"],
            "profile": {"title": u["title"], "phone": "", "skype": "", "real_name": u["real_name"],
                        "real_name_normalized": u["real_name"].replace("á", "a").replace("ö", "o"),
                        "display_name": u["display_name"], "display_name_normalized": u["display_name"],
                        "fields": None, "status_text": "", "status_emoji": "", "status_expiration": 0,
                        "avatar_hash": avatar_hash(u), "email": f"{u['name']}@fernhill-labs.example",
                        "first_name": u["first"], "last_name": u["last"],
                        "image_72": user_profile(u)["image_72"], "team": TEAM},
            "is_admin": key == "dana", "is_owner": False, "is_primary_owner": False, "is_restricted": False,
            "is_ultra_restricted": False, "is_bot": False, "is_app_user": False,
            "updated": 1700000000 + h("upd", u["id"]) % 9000000, "is_email_confirmed": True,
            "who_can_share_contact_card": "EVERYONE"})
    write(f"{SLACK_DIR}/users.json", slack_dump(users))
    created = int(dt.datetime(2021, 6, 14, 13, 2, 11, tzinfo=dt.timezone.utc).timestamp())
    write(f"{SLACK_DIR}/dms.json", slack_dump([{"id": DM_ID, "created": created,
                                               "members": [SLACK_USERS["T"]["id"], SLACK_USERS["L"]["id"]]}]))


RENDER = {"locomo": render_locomo, "line": render_line, "whatsapp": render_whatsapp, "slack": render_slack}


def build():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    index = {}
    for pair in PAIRS:
        key = pair.PAIR["folder"]
        for s in parse(pair.SESSIONS, key):
            rel = RENDER[s["fmt"]](pair, s)
            index[(key, s["n"])] = rel
    render_slack_root(None)
    return index


def main():
    index = build()
    qs = questions.resolve(index)
    with open(os.path.join(ROOT, "queries.json"), "w", encoding="utf-8", newline="") as f:
        json.dump([{k: q[k] for k in ("id", "query", "gold", "kind", "gold_hint")} for q in qs], f,
                  ensure_ascii=False, indent=2)
        f.write("\n")
    with open(os.path.join(HERE, "session_index.json"), "w", encoding="utf-8", newline="") as f:
        json.dump({f"{k[0]}#{k[1]}": v for k, v in sorted(index.items())}, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"wrote {len(index)} session files, {len(qs)} questions")


if __name__ == "__main__":
    main()
