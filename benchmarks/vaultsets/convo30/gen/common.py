"""Shared helpers for the convo30 generator (standard library only, deterministic).

A dialogue script is a small text format:

    @session n=3 fmt=locomo date=2023-02-23 time=21:40
    J: Okay, you win the bet.
    J: [img a photo of a thin tan dog | dog on blanket] Meet Bolacha.
    J: [photo]            (attachment without text)
    F: [file pergola_sketch_v1.pdf 2]
    J: [audio] / [video] / [sticker]
    D: [quote D|text that is quoted] reply text      (Skype only)
    A: [edited] text                                 (Skype only)
    A: [call 1384]                                   (Skype call event, duration s)
    @at 17:48                                        (next message at this local time)
    F: line one\\nline two                            (multi-line message)

Lines starting with '#' are comments.
"""
import datetime as _dt
import hashlib
import html
import json
import re
import zlib

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]


def parse_script(text):
    sessions = []
    cur = None
    for raw in text.split("\n"):
        line = raw.rstrip()
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if line.startswith("@session"):
            attrs = dict(kv.split("=", 1) for kv in line.split()[1:])
            cur = {"n": int(attrs["n"]), "fmt": attrs["fmt"], "date": attrs["date"],
                   "time": attrs["time"], "turns": []}
            sessions.append(cur)
            continue
        if line.startswith("@at "):
            cur["turns"].append({"at": line[4:].strip()})
            continue
        m = re.match(r"^([A-Z]): (.*)$", line)
        if not m:
            raise ValueError("bad line: %r" % line)
        spk, body = m.group(1), m.group(2)
        turn = {"spk": spk, "text": None}
        bm = re.match(r"^\[(img|photo|video|audio|sticker|file|quote|edited|call)( [^\]]*)?\]\s*(.*)$", body)
        if bm:
            kind, arg, rest = bm.group(1), (bm.group(2) or "").strip(), bm.group(3)
            turn["kind"] = kind
            turn["arg"] = arg
            body = rest
        turn["text"] = body.replace("\\n", "\n") if body else None
        cur["turns"].append(turn)
    return sessions


def crc(s):
    return zlib.crc32(s.encode("utf-8")) & 0xFFFFFFFF


class Clock:
    """Deterministic per-message clock (local time)."""

    def __init__(self, date, hhmm, seed):
        y, mo, d = map(int, date.split("-"))
        h, mi = map(int, hhmm.split(":"))
        self.t = _dt.datetime(y, mo, d, h, mi, crc(seed) % 50)
        self.first = True

    def set_at(self, hhmm):
        h, mi = map(int, hhmm.split(":"))
        nt = self.t.replace(hour=h, minute=mi, second=(self.t.second * 7 + 11) % 60)
        if nt <= self.t:
            nt += _dt.timedelta(days=1)
        self.t = nt
        self.first = True

    def tick(self, text):
        if self.first:
            self.first = False
            return self.t
        n = len(text or "")
        gap = 8 + (crc(text or "x") % 40) + min(n, 300) // 3
        self.t += _dt.timedelta(seconds=gap)
        return self.t


def count_messages(session):
    return sum(1 for t in session["turns"] if "spk" in t and t.get("kind") != "call")


# ---------------------------------------------------------------- LoCoMo shape

def locomo_datetime(date, hhmm):
    y, mo, d = map(int, date.split("-"))
    h, mi = map(int, hhmm.split(":"))
    ap = "am" if h < 12 else "pm"
    h12 = h % 12 or 12
    return "%d:%02d %s on %d %s, %d" % (h12, mi, ap, d, MONTHS[mo - 1], y)


def write_locomo(session, names, spk_a, spk_b, pairslug):
    n = session["n"]
    obj = {"speaker_a": spk_a, "speaker_b": spk_b,
           "session_%d_date_time" % n: locomo_datetime(session["date"], session["time"])}
    turns = []
    i = 0
    for t in session["turns"]:
        if "spk" not in t:
            continue
        i += 1
        entry = {"speaker": names[t["spk"]]}
        if t.get("kind") == "img":
            cap, _, query = t["arg"].partition("|")
            h = hashlib.sha1(("%s-%d-%d" % (pairslug, n, i)).encode()).hexdigest()[:12]
            entry["img_url"] = ["https://photos.example/%s/%s.jpg" % (pairslug, h)]
            entry["blip_caption"] = cap.strip()
            entry["query"] = query.strip() or cap.strip()
        elif t.get("kind"):
            raise ValueError("kind %s not allowed in locomo session %d" % (t.get("kind"), n))
        entry["dia_id"] = "D%d:%d" % (n, i)
        entry["text"] = t["text"]
        turns.append(entry)
    obj["session_%d" % n] = turns
    return json.dumps(obj, indent=2, ensure_ascii=True) + "\n"


# ---------------------------------------------------------------- WhatsApp (iPhone)

LRM = "\u200e"
ENC = ("Messages and calls are end-to-end encrypted. No one outside of this chat, "
       "not even WhatsApp, can read or listen to them.")


def write_whatsapp(session, names, chat_name, attach_start):
    clock = Clock(session["date"], session["time"], "wa%d" % session["n"])
    out = []
    seq = attach_start
    first = True
    for t in session["turns"]:
        if "at" in t:
            clock.set_at(t["at"])
            continue
        ts = clock.tick(t["text"] or t.get("arg", ""))
        stamp = ts.strftime("[%d/%m/%Y, %H:%M:%S]")
        if first:
            out.append("%s %s: %s%s" % (stamp, chat_name, LRM, ENC))
            first = False
        who = names[t["spk"]]
        kind = t.get("kind")
        if kind in ("photo", "video", "audio", "img"):
            ext = {"photo": "PHOTO", "img": "PHOTO", "video": "VIDEO", "audio": "AUDIO"}[kind]
            suf = {"PHOTO": "jpg", "VIDEO": "mp4", "AUDIO": "opus"}[ext]
            fname = "%08d-%s-%s.%s" % (seq, ext, ts.strftime("%Y-%m-%d-%H-%M-%S"), suf)
            seq += 1
            out.append("%s%s %s: %s<attached: %s>" % (LRM, stamp, who, LRM, fname))
            if t["text"]:
                ts = clock.tick(t["text"])
                stamp = ts.strftime("[%d/%m/%Y, %H:%M:%S]")
            else:
                continue
        elif kind == "file":
            parts = t["arg"].split()
            fn, pages = parts[0], (parts[1] if len(parts) > 1 else "1")
            out.append("%s%s %s: %s \u2022 %s%s pages %s<attached: %08d-%s>"
                       % (LRM, stamp, who, fn, LRM, pages, LRM, seq, fn))
            seq += 1
            if t["text"]:
                ts = clock.tick(t["text"])
                stamp = ts.strftime("[%d/%m/%Y, %H:%M:%S]")
            else:
                continue
        elif kind:
            raise ValueError("kind %s not allowed in whatsapp" % kind)
        out.append("%s %s: %s" % (stamp, who, t["text"]))
    return "\n".join(out) + "\n", seq


# ---------------------------------------------------------------- LINE

def _line_date(d):
    return "%s, %d/%d/%d" % (d.strftime("%a"), d.month, d.day, d.year)


def write_line(session, names, other_name):
    clock = Clock(session["date"], session["time"], "line%d" % session["n"])
    body = []
    cur_day = None
    last = None
    for t in session["turns"]:
        if "at" in t:
            clock.set_at(t["at"])
            continue
        ts = clock.tick(t["text"] or t.get("arg", ""))
        last = ts
        if ts.date() != cur_day:
            if cur_day is not None:
                body.append("")
            body.append(_line_date(ts.date()))
            cur_day = ts.date()
        who = names[t["spk"]]
        kind = t.get("kind")
        hm = ts.strftime("%H:%M")
        if kind in ("photo", "img"):
            body.append("%s\t%s\t[Photo]" % (hm, who))
        elif kind == "sticker":
            body.append("%s\t%s\t[Sticker]" % (hm, who))
        elif kind == "video":
            body.append("%s\t%s\t[Video]" % (hm, who))
        elif kind:
            raise ValueError("kind %s not allowed in line" % kind)
        if kind and not t["text"]:
            continue
        if kind:
            ts = clock.tick(t["text"])
            hm = ts.strftime("%H:%M")
        txt = t["text"]
        if "\n" in txt:
            txt = '"' + txt.replace('"', '""') + '"'
        body.append("%s\t%s\t%s" % (hm, who, txt))
    saved = last + _dt.timedelta(minutes=7 + crc(session["date"]) % 40)
    head = ["[LINE] Chat history with %s" % other_name,
            "Saved on: %d/%d/%d, %s" % (saved.month, saved.day, saved.year, saved.strftime("%H:%M")),
            ""]
    return "\n".join(head + body) + "\n"


# ---------------------------------------------------------------- Skype messages.json

def _esc(s):
    return (s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&apos;"))


def skype_markup(text):
    s = _esc(text)
    s = re.sub(r"(https?://[^\s<]+)", r'<a href="\1">\1</a>', s)
    s = re.sub(r"(?<![\w*])\*([^*\n]+)\*(?![\w*])", r'<b raw_pre="*" raw_post="*">\1</b>', s)
    s = s.replace(":)", '<ss type="smile">:)</ss>').replace(";)", '<ss type="wink">;)</ss>')
    s = s.replace("(heart)", '<ss type="heart">(heart)</ss>')
    return s


def _iso(ts):
    return ts.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ts.microsecond // 1000)


def _ms(ts):
    epoch = _dt.datetime(1970, 1, 1)
    return int((ts - epoch).total_seconds() * 1000)


def write_skype(session, names, ids, owner, other):
    """names/ids: speaker letter -> display name / skype id. Times are UTC."""
    clock = Clock(session["date"], session["time"], "sk%d" % session["n"])
    conv_id = ids[other]
    msgs = []
    last_by = {}
    for k, t in enumerate(session["turns"]):
        if "at" in t:
            clock.set_at(t["at"])
            continue
        ts = clock.tick(t["text"] or t.get("arg", ""))
        ts = ts.replace(microsecond=(crc("%d%d" % (session["n"], k)) % 1000) * 1000)
        spk = t["spk"]
        kind = t.get("kind")
        props = None
        mtype = "RichText"
        objid = "0-neu-d%d-%s" % (1 + k % 4, hashlib.md5(("%d-%d" % (session["n"], k)).encode()).hexdigest())
        if kind in ("photo", "img"):
            mtype = "RichText/UriObject"
            fname = t["arg"] or "IMG_%04d.jpg" % (crc(objid) % 9000 + 1000)
            content = ('<URIObject uri="https://api.asm.skype.example/v1/objects/%s" '
                       'url_thumbnail="https://api.asm.skype.example/v1/objects/%s/views/imgt1_anim" '
                       'type="Picture.1" doc_id="%s" width="1600" height="1200">To view this shared photo, go to: '
                       '<a href="https://login.skype.example/login/sso?go=xmmfallback?pic=%s">'
                       'https://login.skype.example/login/sso?go=xmmfallback?pic=%s</a>'
                       '<OriginalName v="%s"></OriginalName><FileSize v="%d"></FileSize>'
                       '<meta type="photo" originalName="%s"></meta></URIObject>'
                       % (objid, objid, objid, objid, objid, fname, 900000 + crc(fname) % 3000000, fname))
        elif kind == "file":
            mtype = "RichText/Media_GenericFile"
            fname = t["arg"]
            content = ('<URIObject type="File.1" uri="https://api.asm.skype.example/v1/objects/%s" '
                       'url_thumbnail="https://api.asm.skype.example/v1/objects/%s/views/thumbnail">'
                       '<Title>Title: %s</Title><Description> Description: %s</Description>'
                       'To view this file, go to: <a href="https://login.skype.example/login/sso?go=webclient.xmm&amp;docid=%s">'
                       'https://login.skype.example/login/sso?go=webclient.xmm&amp;docid=%s</a>'
                       '<OriginalName v="%s"></OriginalName><FileSize v="%d"></FileSize></URIObject>'
                       % (objid, objid, fname, fname, objid, objid, fname, 40000 + crc(fname) % 400000))
        elif kind == "call":
            mtype = "Event/Call"
            dur = t["arg"]
            if dur == "start":
                parts = '<part identity="%s"><name>%s</name></part>' % (ids[spk][2:], names[spk])
                content = '<partlist type="started" alt="">%s</partlist>' % parts
            else:
                parts = "".join('<part identity="%s"><name>%s</name><duration>%s</duration></part>'
                                % (ids[s][2:], names[s], dur) for s in (owner, other))
                content = '<partlist type="ended" alt="">%s</partlist>' % parts
        elif kind == "quote":
            qspk, _, qtext = t["arg"].partition("|")
            qts = last_by.get(qtext, ts - _dt.timedelta(minutes=2))
            content = ('<quote author="%s" authorname="%s" timestamp="%d">'
                       '<legacyquote>[%s] %s: </legacyquote>%s<legacyquote>\n\n&lt;&lt;&lt; </legacyquote></quote>%s'
                       % (ids[qspk][2:], _esc(names[qspk]), _ms(qts) // 1000,
                          qts.strftime("%d/%m/%Y %H:%M:%S"), _esc(names[qspk]),
                          skype_markup(qtext), skype_markup(t["text"] or "")))
        elif kind == "edited":
            content = skype_markup(t["text"]) + '<e_m ts="%d" a="%s" t="61"/>' % (_ms(ts) // 1000, ids[spk][2:])
            props = {"edittime": str(_ms(ts) + 41000)}
        elif kind:
            raise ValueError("kind %s not allowed in skype" % kind)
        else:
            content = skype_markup(t["text"])
        if kind in ("photo", "file") and t["text"]:
            raise ValueError("skype attachment with text: put text on its own line")
        if t["text"]:
            last_by[t["text"]] = ts
        msgs.append({
            "id": str(_ms(ts)),
            "displayName": names[spk],
            "originalarrivaltime": _iso(ts),
            "messagetype": mtype,
            "version": _ms(ts),
            "content": content,
            "conversationid": conv_id,
            "from": ids[spk],
            "properties": props,
            "amsreferences": [objid] if kind in ("photo", "img", "file") else None,
        })
    last = msgs[-1]["originalarrivaltime"]
    msgs.reverse()  # Skype exports list the newest message first
    exp = clock.t + _dt.timedelta(minutes=20 + crc(session["date"]) % 90)
    obj = {
        "userId": ids[owner],
        "exportDate": exp.strftime("%Y-%m-%dT%H:%M"),
        "conversations": [{
            "id": conv_id,
            "displayName": names[other],
            "version": msgs[0]["version"],
            "properties": {"conversationblocked": False, "lastimreceivedtime": last,
                           "consumptionhorizon": "%d;%d;%d" % (msgs[0]["version"], msgs[0]["version"] + 512,
                                                               crc(last) * 1000 + 7),
                           "conversationstatus": None},
            "threadProperties": None,
            "MessageList": msgs,
        }],
    }
    return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


# ---------------------------------------------------------------- decoding (for check.py)

def skype_plain(content):
    s = re.sub(r"<[^>]+>", " ", content)
    return html.unescape(s)


def decoded_text(path):
    """Text a reader would see in the file: JSON parsed, Skype markup stripped."""
    raw = open(path, encoding="utf-8").read()
    if path.endswith("messages.json"):
        obj = json.loads(raw)
        parts = []
        for c in obj["conversations"]:
            for m in c["MessageList"]:
                parts.append(m["displayName"] or "")
                parts.append(skype_plain(m["content"]))
                ob = re.search(r'OriginalName v="([^"]*)"', m["content"])
                if ob:
                    parts.append(html.unescape(ob.group(1)))
        return "\n".join(parts)
    if path.endswith(".json"):
        obj = json.loads(raw)
        parts = []
        for k, v in obj.items():
            if isinstance(v, str):
                parts.append(v)
            elif isinstance(v, list):
                for t in v:
                    parts.append(t.get("text", ""))
                    if "blip_caption" in t:
                        parts.append(t["blip_caption"])
        return "\n".join(parts)
    return raw
