"""Shared helpers for the convo29 generator: script parsing and the four export shapes.

Standard library only. Everything is deterministic: ids, gaps between messages and
file names are derived from sha256 of stable strings, never from the clock or `random`.
"""
import datetime as dt
import hashlib
import json
import re

UTC = dt.timezone.utc


def h(s):
    return int(hashlib.sha256(s.encode("utf-8")).hexdigest(), 16)


def fake_uuid(seed):
    x = hashlib.sha256(seed.encode("utf-8")).hexdigest()
    return f"{x[0:8]}-{x[8:12]}-4{x[13:16]}-a{x[17:20]}-{x[20:32]}"


# ---------------------------------------------------------------- script parsing
#
# A session script is one turn per line:  CODE: text
#   <<img: caption>>       the turn carries a photo (LoCoMo: img_url + blip_caption)
#   <<video>>              Telegram video file
#   <<call:SECONDS>>       Telegram service message (phone call); whole line
#   {{react:EMOJI:CODE}}   Messenger reaction by speaker CODE
#   [[link:URL]]           a bare link entity
#   [[b:TEXT]]             bold text entity
#   [[tl:LABEL|URL]]       text with an embedded link
#   @HH:MM at line start   jump the clock to this local time
#   +MIN at line start     add MIN minutes of silence before the turn

INLINE = re.compile(r"\[\[(link|b|tl):(.*?)\]\]")


def parse_script(text, codes):
    turns = []
    for raw in text.strip("\n").split("\n"):
        line = raw.strip()
        if not line:
            continue
        at = None
        pause = 0
        if line.startswith("@"):
            at, line = line[1:].split(" ", 1)
        if line.startswith("+"):
            p, line = line[1:].split(" ", 1)
            pause = int(p)
        code, rest = line.split(":", 1)
        rest = rest.strip()
        t = {"who": codes[code.strip()], "at": at, "pause": pause,
             "img": None, "video": False, "call": None, "reacts": []}
        m = re.search(r"<<img:(.*?)>>", rest)
        if m:
            t["img"] = m.group(1).strip()
            rest = (rest[:m.start()] + rest[m.end():]).strip()
        if "<<video>>" in rest:
            t["video"] = True
            rest = rest.replace("<<video>>", "").strip()
        m = re.search(r"<<call:(\d+)>>", rest)
        if m:
            t["call"] = int(m.group(1))
            rest = ""
        for m in re.finditer(r"\{\{react:(.+?):(\w)\}\}", rest):
            t["reacts"].append((m.group(1), codes[m.group(2)]))
        rest = re.sub(r"\{\{react:.+?:\w\}\}", "", rest).strip()
        t["segs"] = segments(rest)
        turns.append(t)
    return turns


def segments(text):
    segs = []
    pos = 0
    for m in INLINE.finditer(text):
        if m.start() > pos:
            segs.append(("plain", text[pos:m.start()], None))
        kind, body = m.group(1), m.group(2)
        if kind == "link":
            segs.append(("link", body, None))
        elif kind == "b":
            segs.append(("bold", body, None))
        else:
            label, url = body.split("|", 1)
            segs.append(("text_link", label, url))
        pos = m.end()
    if pos < len(text):
        segs.append(("plain", text[pos:], None))
    return segs


def plain_text(segs):
    return "".join(s[1] for s in segs)


def assign_times(turns, start_local, seed):
    """start_local: naive datetime in the writer's local zone. Returns naive local datetimes."""
    cur = start_local
    out = []
    for i, t in enumerate(turns):
        if t["at"]:
            hh, mm = t["at"].split(":")
            cur = cur.replace(hour=int(hh), minute=int(mm), second=h(f"{seed}:{i}:s") % 60)
        elif i > 0:
            n = len(plain_text(t["segs"]))
            gap = 12 + h(f"{seed}:{i}") % 70 + n // 4
            if t["img"] or t["video"]:
                gap += 20
            gap += t["pause"] * 60
            if turns[i - 1]["call"]:
                gap += turns[i - 1]["call"]
            cur = cur + dt.timedelta(seconds=gap)
        out.append(cur)
    return out


# ---------------------------------------------------------------- LoCoMo shape

def locomo_datetime(d):
    hour = d.hour % 12 or 12
    ampm = "am" if d.hour < 12 else "pm"
    return f"{hour}:{d.minute:02d} {ampm} on {d.day} {d.strftime('%B')}, {d.year}"


def write_locomo(sess, turns, names):
    n = sess["n"]
    items = []
    for i, t in enumerate(turns, 1):
        item = {"speaker": names[t["who"]]}
        if t["img"]:
            slug = hashlib.sha256(f"{sess['pair']}{n}{i}".encode()).hexdigest()[:12]
            item["img_url"] = [f"https://images.example/share/{slug}.jpg"]
            item["blip_caption"] = t["img"]
            item["query"] = " ".join(t["img"].split()[-3:])
        item["dia_id"] = f"D{n}:{i}"
        item["text"] = plain_text(t["segs"])
        items.append(item)
    start = dt.datetime.fromisoformat(sess["start"])
    obj = {
        "speaker_a": sess["speaker_a"],
        "speaker_b": sess["speaker_b"],
        f"session_{n}_date_time": locomo_datetime(start),
        f"session_{n}": items,
    }
    return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


# ---------------------------------------------------------------- Telegram Desktop result.json

def tg_text(segs):
    if all(s[0] == "plain" for s in segs):
        txt = plain_text(segs)
        ents = [{"type": "plain", "text": txt}] if txt else []
        return txt, ents
    text, ents = [], []
    for kind, body, href in segs:
        if kind == "plain":
            text.append(body)
            ents.append({"type": "plain", "text": body})
        elif kind == "text_link":
            e = {"type": "text_link", "text": body, "href": href}
            text.append(e)
            ents.append(dict(e))
        else:
            e = {"type": kind, "text": body}
            text.append(e)
            ents.append(dict(e))
    return text, ents


def write_telegram(sess, turns, cfg):
    """cfg: chat_name, chat_id, users {code_name: (full, id)}, first_msg_id, utc_offset_h."""
    start = dt.datetime.fromisoformat(sess["start"])
    times = assign_times(turns, start, sess["pair"] + str(sess["n"]))
    off = dt.timedelta(hours=sess["utc_offset"])
    msgs = []
    mid = sess["first_id"]
    photo_n = 0
    for t, local in zip(turns, times):
        full, uid = cfg["users"][t["who"]]
        unix = int((local - off).replace(tzinfo=UTC).timestamp())
        base = {"id": mid, "type": "message", "date": local.strftime("%Y-%m-%dT%H:%M:%S"),
                "date_unixtime": str(unix)}
        if t["call"] is not None:
            m = {"id": mid, "type": "service", "date": base["date"], "date_unixtime": base["date_unixtime"],
                 "actor": full, "actor_id": f"user{uid}", "action": "phone_call",
                 "duration_seconds": t["call"], "discard_reason": "hangup",
                 "text": "", "text_entities": []}
            msgs.append(m)
            mid += 1
            continue
        m = dict(base)
        m["from"] = full
        m["from_id"] = f"user{uid}"
        if t["img"]:
            photo_n += 1
            m["photo"] = f"photos/photo_{photo_n}@{local.strftime('%d-%m-%Y_%H-%M-%S')}.jpg"
            m["width"] = 1280
            m["height"] = 960 if h(m["photo"]) % 2 else 1280
        if t["video"]:
            m["file"] = f"video_files/VID_{local.strftime('%Y%m%d_%H%M%S')}.mp4"
            m["thumbnail"] = m["file"] + "_thumb.jpg"
            m["media_type"] = "video_file"
            m["mime_type"] = "video/mp4"
            m["duration_seconds"] = 60 + h(m["file"]) % 200
            m["width"] = 1080
            m["height"] = 1920
        text, ents = tg_text(t["segs"])
        m["text"] = text
        m["text_entities"] = ents
        msgs.append(m)
        mid += 1 + (h(f"{sess['n']}:{mid}") % 3 == 0)  # ids skip where messages were deleted
    obj = {"name": cfg["chat_name"], "type": "personal_chat", "id": cfg["chat_id"], "messages": msgs}
    return json.dumps(obj, indent=1, ensure_ascii=False) + "\n"


# ---------------------------------------------------------------- Facebook Messenger message_1.json

def moji(s):
    """Facebook's export writes UTF-8 bytes as if each byte were a Latin-1 character."""
    return s.encode("utf-8").decode("latin-1")


def write_messenger(sess, turns, cfg):
    start = dt.datetime.fromisoformat(sess["start"])
    times = assign_times(turns, start, sess["pair"] + str(sess["n"]))
    off = dt.timedelta(hours=sess["utc_offset"])
    msgs = []
    for i, (t, local) in enumerate(zip(turns, times)):
        ms = int((local - off).replace(tzinfo=UTC).timestamp()) * 1000 + h(f"{sess['n']}:{i}:ms") % 1000
        m = {"sender_name": moji(cfg["names"][t["who"]]), "timestamp_ms": ms}
        txt = ""
        for kind, body, href in t["segs"]:
            txt += body if kind != "text_link" else f"{body} {href}"
        if t["img"]:
            pid = 300000000000000 + h(f"{sess['n']}:{i}:photo") % 99999999999999
            m["photos"] = [{"uri": f"messages/inbox/{cfg['thread']}/photos/{pid}_{h(str(pid)) % 10**15}_n_{pid % 10**15}.jpg",
                            "creation_timestamp": ms // 1000}]
        if txt:
            m["content"] = moji(txt)
        if t["reacts"]:
            m["reactions"] = [{"reaction": moji(e), "actor": moji(cfg["names"][who])} for e, who in t["reacts"]]
        m["is_geoblocked_for_viewer"] = False
        msgs.append(m)
    msgs.reverse()  # newest first, as the export has it
    obj = {
        "participants": [{"name": moji(cfg["names"][c])} for c in cfg["participant_order"]],
        "messages": msgs,
        "title": moji(cfg["title"]),
        "is_still_participant": True,
        "thread_path": f"inbox/{cfg['thread']}",
        "magic_words": [],
        "image": {"uri": f"messages/inbox/{cfg['thread']}/photos/thread_image.jpg",
                  "creation_timestamp": 1577836800},
        "joinable_mode": {"mode": 1, "link": ""},
    }
    return json.dumps(obj, indent=2, ensure_ascii=True) + "\n"


# ---------------------------------------------------------------- Slack export

def slack_escape(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def slack_mrkdwn(segs):
    out = ""
    for kind, body, href in segs:
        if kind == "plain":
            out += slack_escape(body)
        elif kind == "link":
            out += f"<{body}>"
        elif kind == "bold":
            out += f"*{slack_escape(body)}*"
        else:
            out += f"<{href}|{slack_escape(body)}>"
    return out


def slack_dump(obj):
    # Slack's exporter escapes forward slashes and non-ASCII characters.
    return json.dumps(obj, indent=4, ensure_ascii=True).replace("/", "\\/") + "\n"


def write_slack(sess, turns, cfg):
    """Returns {relative_path: text} for one export folder (users.json, dms.json, DM/day.json)."""
    start = dt.datetime.fromisoformat(sess["start"])  # UTC
    times = assign_times(turns, start, sess["pair"] + str(sess["n"]))
    msgs = []
    for i, (t, when) in enumerate(zip(turns, times)):
        u = cfg["users"][t["who"]]
        micro = h(f"{sess['n']}:{i}:ts") % 1000000
        ts = f"{int(when.replace(tzinfo=UTC).timestamp())}.{micro:06d}"
        text = slack_mrkdwn(t["segs"])
        m = {}
        if not t["img"]:
            m["client_msg_id"] = fake_uuid(f"{sess['n']}:{i}:cm")
        m["type"] = "message"
        m["text"] = text
        if t["img"]:
            fid = "F0" + format(h(f"{sess['n']}:{i}:f") % 36**9, "X")[:9]
            name = f"IMG_{2000 + h(fid) % 7000}.jpg"
            m["files"] = [{
                "id": fid, "created": int(ts.split(".")[0]), "timestamp": int(ts.split(".")[0]),
                "name": name, "title": name, "mimetype": "image/jpeg", "filetype": "jpg",
                "pretty_type": "JPEG", "user": u["id"], "mode": "hosted", "is_external": False,
                "url_private": f"https://files.slack.com/files-pri/{cfg['team']}-{fid}/{name.lower()}",
            }]
            m["upload"] = True
        m["user"] = u["id"]
        m["display_as_bot"] = False
        m["ts"] = ts
        if not t["img"]:
            m["blocks"] = [{
                "type": "rich_text",
                "block_id": format(h(f"{sess['n']}:{i}:b") % 36**5, "x")[:5],
                "elements": [{"type": "rich_text_section",
                              "elements": [{"type": "text", "text": plain_text(t["segs"])}]}],
            }]
        m["team"] = cfg["team"]
        m["user_team"] = cfg["team"]
        m["source_team"] = cfg["team"]
        m["user_profile"] = {
            "avatar_hash": format(h(u["id"]) % 16**12, "012x"),
            "image_72": f"https://avatars.slack-edge.com/2022-11-02/{u['id'][-6:]}_72.jpg",
            "first_name": u["first"],
            "real_name": u["real"],
            "display_name": u["display"],
            "team": cfg["team"],
            "name": u["name"],
            "is_restricted": False,
            "is_ultra_restricted": False,
        }
        msgs.append(m)
    day = start.strftime("%Y-%m-%d")
    users = []
    for code in cfg["user_order"]:
        u = cfg["users"][code]
        users.append({
            "id": u["id"], "team_id": cfg["team"], "name": u["name"], "deleted": False,
            "real_name": u["real"], "tz": u["tz"], "tz_label": u["tz_label"], "tz_offset": u["tz_offset"],
            "profile": {"title": u["title"], "phone": "", "real_name": u["real"],
                        "display_name": u["display"], "first_name": u["first"], "last_name": u["last"],
                        "image_72": f"https://avatars.slack-edge.com/2022-11-02/{u['id'][-6:]}_72.jpg",
                        "team": cfg["team"]},
            "is_admin": False, "is_owner": False, "is_bot": False, "is_app_user": False,
        })
    dms = [{"id": cfg["dm"], "created": cfg["dm_created"], "members": [cfg["users"][c]["id"] for c in cfg["user_order"]]}]
    return {
        "users.json": slack_dump(users),
        "dms.json": slack_dump(dms),
        f"{cfg['dm']}/{day}.json": slack_dump(msgs),
    }
