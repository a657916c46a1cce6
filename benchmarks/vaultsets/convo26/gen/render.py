"""Renderers for the four chat-export shapes used by convo26 (stdlib only, deterministic).

A session is a dict: n (session number within the pair), fmt ("locomo" | "kakao" |
"skype" | "whatsapp"), start (y, m, d, H, M) in the writer's local time, turns (DSL text).

DSL, one line per message:
    X| text                    message by speaker X
    X| [photo: caption] text   shared photo (+ optional text)
    X| [call-start] / [call-end SECONDS]   Skype call events (ignored elsewhere)
    X| text [edited]           message edited afterwards
    +N                         N extra minutes of silence before the next line
A literal "\\n" inside text is a line break inside one message.
"""
import calendar
import datetime as dt
import hashlib
import html
import json
import re

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def parse_turns(src):
    """Return list of dicts: who, text, photo, call, edited, gap (minutes before)."""
    out, gap = [], 0
    for raw in src.strip("\n").split("\n"):
        line = raw.strip()
        if not line:
            continue
        if re.fullmatch(r"\+\d+", line):
            gap += int(line[1:])
            continue
        who, _, text = line.partition("|")
        text = text.strip().replace("\\n", "\n")
        t = {"who": who.strip(), "text": text, "photo": None, "call": None,
             "edited": False, "gap": gap}
        gap = 0
        m = re.match(r"\[photo: ([^\]]*)\]\s*(.*)$", text, re.S)
        if m:
            t["photo"], t["text"] = m.group(1), m.group(2)
        t["quote"] = None
        m = re.match(r"\[quote (\w): ([^\]]*)\]\s*(.*)$", text, re.S)
        if m:
            t["quote"], t["text"] = (m.group(1), m.group(2)), m.group(3)
        m = re.match(r"\[call-(start|end)(?: (\d+))?\]$", text)
        if m:
            t["call"] = (m.group(1), int(m.group(2) or 0))
            t["text"] = ""
        if t["text"].endswith("[edited]"):
            t["edited"] = True
            t["text"] = t["text"][: -len("[edited]")].rstrip()
        out.append(t)
    return out


def timeline(session):
    """Attach a local datetime (with seconds, strictly increasing) to every turn, deterministically."""
    y, mo, d, h, mi = session["start"]
    cur = dt.datetime(y, mo, d, h, mi, (session["n"] * 7) % 20)
    turns = parse_turns(session["turns"])
    for i, t in enumerate(turns):
        if i:
            step = min(2, len(t["text"]) // 90) if i % 3 else 0
            secs = 9 + (len(t["text"]) * 7 + i * 13) % 41
            cur = cur + dt.timedelta(minutes=step + t["gap"], seconds=secs)
        t["dt"] = cur
        t["ms"] = (i * 131 + len(t["text"]) * 17) % 1000
    return turns


def h12(d):
    hh = d.hour % 12 or 12
    return "%d:%02d %s" % (hh, d.minute, "AM" if d.hour < 12 else "PM")


# ---------------------------------------------------------------- LoCoMo JSON
def locomo_datetime(d):
    return "%s on %d %s, %d" % (h12(d).lower(), d.day, MONTHS[d.month - 1], d.year)


def render_locomo(session, names, img_base):
    """names: key -> first name. Returns JSON text (one object per file)."""
    n = session["n"]
    turns = timeline(session)
    keys = list(names)
    obj = {"speaker_a": names[keys[0]], "speaker_b": names[keys[1]],
           "session_%d_date_time" % n: locomo_datetime(turns[0]["dt"])}
    items = []
    idx = 0
    for t in turns:
        if t["call"]:
            continue
        idx += 1
        it = {"speaker": names[t["who"]]}
        if t["photo"]:
            hsh = hashlib.sha1(t["photo"].encode()).hexdigest()[:10]
            it["img_url"] = ["%s/%s.jpg" % (img_base, hsh)]
            it["blip_caption"] = t["photo"]
            it["query"] = " ".join(re.sub(r"^a photo of (an? )?", "", t["photo"]).split()[:4])
        it["dia_id"] = "D%d:%d" % (n, idx)
        it["text"] = t["text"]
        items.append(it)
    obj["session_%d" % n] = items
    return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"


# ---------------------------------------------------------------- KakaoTalk (Android, English UI)
def kakao_stamp(d):
    return "%s %d, %d, %s" % (MONTHS[d.month - 1], d.day, d.year, h12(d))


def render_kakao(session, names, partner):
    turns = timeline(session)
    saved = turns[-1]["dt"] + dt.timedelta(minutes=7 + session["n"] % 5)
    lines = ["KakaoTalk Chats with %s" % partner, "Date Saved : %s" % kakao_stamp(saved), ""]
    day = None
    for t in turns:
        if t["call"]:
            continue
        d = t["dt"]
        if d.date() != day:
            if day is not None:
                lines.append("")
            day = d.date()
            lines.append("%s, %s %d, %d" % (DAYS[d.weekday()], MONTHS[d.month - 1], d.day, d.year))
        if t["photo"]:
            lines.append("%s, %s : Photo" % (kakao_stamp(d), names[t["who"]]))
        if t["text"]:
            lines.append("%s, %s : %s" % (kakao_stamp(d), names[t["who"]], t["text"]))
    return "\n".join(lines) + "\n", saved


# ---------------------------------------------------------------- WhatsApp (Android, dd/mm/yyyy, 24 h)
def render_whatsapp(session, names, first_file=False):
    turns = timeline(session)
    lines = []
    for i, t in enumerate(turns):
        if t["call"]:
            continue
        d = t["dt"]
        stamp = "%02d/%02d/%d, %02d:%02d" % (d.day, d.month, d.year, d.hour, d.minute)
        if first_file and i == 0:
            lines.append("%s - Messages and calls are end-to-end encrypted. No one outside of "
                         "this chat, not even WhatsApp, can read or listen to them. Tap to learn more." % stamp)
        if t["photo"]:
            lines.append("%s - %s: <Media omitted>" % (stamp, names[t["who"]]))
        if t["text"]:
            txt = t["text"]
            if txt == "[deleted]":
                txt = "This message was deleted"
            elif t["edited"]:
                txt += " <This message was edited>"
            lines.append("%s - %s: %s" % (stamp, names[t["who"]], txt))
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- Skype messages.json
EMO = [(":D", '<ss type="laugh">:D</ss>'), (":)", '<ss type="smile">:)</ss>'),
       ("(heart)", '<ss type="heart">(heart)</ss>'), ("(laugh)", '<ss type="laugh">(laugh)</ss>'),
       (";)", '<ss type="wink">;)</ss>')]


def skype_markup(text):
    s = html.escape(text, quote=False).replace("'", "&apos;").replace('"', "&quot;")
    # **bold** and _italic_ as Skype writes them
    s = re.sub(r"\*\*(.+?)\*\*", r'<b raw_pre="*" raw_post="*">\1</b>', s)
    s = re.sub(r"(?<![\w/])_(.+?)_(?![\w])", r'<i raw_pre="_" raw_post="_">\1</i>', s)
    s = re.sub(r"(https?://[^\s<]+)", r'<a href="\1">\1</a>', s)
    for a, b in EMO:
        s = s.replace(a, b)
    return s


def utc_from_uk(d):
    """UK local -> UTC (BST periods of 2023 and 2024)."""
    bst = ((dt.datetime(2023, 3, 26, 1) <= d < dt.datetime(2023, 10, 29, 1)) or
           (dt.datetime(2024, 3, 31, 1) <= d < dt.datetime(2024, 10, 27, 1)))
    return d - dt.timedelta(hours=1 if bst else 0)


def iso_z(d, ms):
    return "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ" % (d.year, d.month, d.day, d.hour, d.minute, d.second, ms)


def render_skype(session, names, ids, owner, partner):
    """names: key -> display name; ids: key -> skype id (without 8:)."""
    turns = timeline(session)
    conv_id = "8:" + ids[partner]
    msgs = []
    for i, t in enumerate(turns):
        u = utc_from_uk(t["dt"])
        epoch_ms = calendar.timegm(u.timetuple()) * 1000 + t["ms"]
        base = {"id": str(epoch_ms), "displayName": names[t["who"]],
                "originalarrivaltime": iso_z(u, t["ms"]), "messagetype": "RichText",
                "version": epoch_ms, "content": "", "conversationid": conv_id,
                "from": "8:" + ids[t["who"]], "properties": None, "amsreferences": None}
        if t["call"]:
            kind, secs = t["call"]
            parts = []
            for k in ([t["who"]] if kind == "start" else list(ids)):
                p = '<part identity="%s"><name>%s</name>' % (ids[k], names[k])
                if kind == "end":
                    p += "<duration>%d</duration>" % secs
                parts.append(p + "</part>")
            m = dict(base, messagetype="Event/Call",
                     content='<partlist type="%s" alt="">%s</partlist>' % (
                         "started" if kind == "start" else "ended", "".join(parts)))
            msgs.append(m)
            continue
        if t["photo"]:
            oid = "0-weu-d%d-%s" % (1 + i % 6, hashlib.sha1((t["photo"] + str(epoch_ms)).encode()).hexdigest()[:32])
            fname = "IMG_%04d.jpg" % (int(hashlib.sha1(t["photo"].encode()).hexdigest()[:4], 16) % 9000 + 1000)
            content = ('<URIObject uri="https://api.asm.skype.com/v1/objects/%s" '
                       'url_thumbnail="https://api.asm.skype.com/v1/objects/%s/views/imgt1" '
                       'type="Picture.1" doc_id="%s" width="1536" height="2048">To view this shared photo, go to: '
                       '<a href="https://login.skype.com/login/sso?go=xmmfallback?pic=%s">'
                       'https://login.skype.com/login/sso?go=xmmfallback?pic=%s</a>'
                       '<OriginalName v="%s"></OriginalName><FileSize v="%d"></FileSize>'
                       '<meta type="photo" originalName="%s"/></URIObject>') % (
                oid, oid, oid, oid, oid, fname, 1400000 + epoch_ms % 900000, fname)
            msgs.append(dict(base, messagetype="RichText/UriObject", content=content))
            if not t["text"]:
                continue
            epoch_ms += 2113
            u = u + dt.timedelta(seconds=2)
            base = dict(base, id=str(epoch_ms), version=epoch_ms, originalarrivaltime=iso_z(u, t["ms"]))
        content = skype_markup(t["text"])
        if t["edited"]:
            ets = epoch_ms + 41000
            content += '<e_m a="%s" ts_ms="%d" ts="%d" t="61"></e_m>' % (ids[t["who"]], ets, ets // 1000)
        if t["quote"]:
            qk, qtext = t["quote"]
            src = [p for p in turns[:i] if p["who"] == qk and p["text"] == qtext][-1]
            qu = utc_from_uk(src["dt"])
            qms = calendar.timegm(qu.timetuple()) * 1000 + src["ms"]
            content = ('<quote author="%s" authorname="%s" timestamp="%d" conversation="%s" '
                       'messageid="%d" cuid="%d"><legacyquote>[%d/%d/%d %d:%02d] %s: </legacyquote>%s'
                       '<legacyquote>\n\n&lt;&lt;&lt; </legacyquote></quote>%s') % (
                ids[qk], names[qk], qms // 1000, conv_id, qms, qms * 7 % 10**19,
                src["dt"].day, src["dt"].month, src["dt"].year, src["dt"].hour, src["dt"].minute,
                names[qk], skype_markup(qtext), content)
        msgs.append(dict(base, content=content))
    last = msgs[-1]
    export = utc_from_uk(turns[-1]["dt"]) + dt.timedelta(minutes=11 + session["n"])
    conv = {"id": conv_id, "displayName": names[partner], "version": last["version"],
            "properties": {"conversationblocked": False,
                           "lastimreceivedtime": last["originalarrivaltime"],
                           "consumptionhorizon": "%d;%d;%s" % (last["version"], last["version"] + 1, last["id"]),
                           "conversationstatus": None},
            "threadProperties": None,
            # Skype writes MessageList newest first
            "MessageList": list(reversed(msgs))}
    obj = {"userId": "8:" + ids[owner],
           "exportDate": "%04d-%02d-%02dT%02d:%02d" % (export.year, export.month, export.day, export.hour, export.minute),
           "conversations": [conv]}
    return json.dumps(obj, ensure_ascii=False, indent=4) + "\n"
