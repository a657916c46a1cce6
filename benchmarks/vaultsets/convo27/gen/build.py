#!/usr/bin/env python3
"""Build the convo27 vault from the session scripts in pair_*.py.

Standard library only and deterministic: the same bytes on every run.
Writes ../vault/ from scratch.

Session script format (see pair_aiko_ravi.py etc.):
    S(n, fmt, "YYYY-MM-DD HH:MM", '''
    A: text
    B: text || img: caption of an attached photo
    A: [sticker]
    ''')
fmt is one of: json (LoCoMo shape), line (LINE .txt export),
telegram (Telegram Desktop HTML export folder), whatsapp (WhatsApp iOS _chat.txt).
"""
import datetime as dt
import hashlib
import html
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
sys.path.insert(0, HERE)

import pair_aiko_ravi  # noqa: E402
import pair_halina_jess  # noqa: E402
import pair_zara_leo  # noqa: E402

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
DOW = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def h(s, mod):
    return int(hashlib.sha256(s.encode("utf-8")).hexdigest()[:8], 16) % mod


def parse_turns(body):
    turns = []
    for raw in body.strip("\n").split("\n"):
        line = raw.strip()
        if not line:
            continue
        who, _, text = line.partition(":")
        who = who.strip()
        text = text.strip()
        img = None
        if "|| img:" in text:
            text, _, img = text.partition("|| img:")
            text, img = text.strip(), img.strip()
        elif text.startswith("img:"):
            img, text = text[4:].strip(), ""
        sticker = text == "[sticker]"
        turns.append({"who": who, "text": text, "img": img, "sticker": sticker})
    return turns


def timeline(sess):
    """Attach a deterministic timestamp (datetime) to every turn."""
    t = dt.datetime.strptime(sess["start"], "%Y-%m-%d %H:%M")
    t = t + dt.timedelta(seconds=h(sess["start"] + "s", 50))
    prev = None
    for i, tu in enumerate(sess["turns"]):
        if i:
            gap = 15 + h("%d|%s" % (i, tu["text"]), 150)
            if tu["who"] != prev:
                gap += h("r%d" % i + tu["text"], 120)
            t = t + dt.timedelta(seconds=gap)
        tu["t"] = t
        prev = tu["who"]
    return sess


def locomo_datetime(t):
    hr = t.hour % 12 or 12
    ap = "am" if t.hour < 12 else "pm"
    return "%d:%02d %s on %d %s, %d" % (hr, t.minute, ap, t.day, MONTHS[t.month - 1], t.year)


# ---------------------------------------------------------------- writers
def write_json(pair, sess):
    n = sess["n"]
    items = []
    k = 0
    for tu in sess["turns"]:
        k += 1
        d = {"speaker": pair["short"][tu["who"]]}
        if tu["img"]:
            d["img_url"] = ["https://photos.example/%s/s%d_%d.jpg" % (pair["dir"].lower(), n, k)]
            d["blip_caption"] = tu["img"]
            d["query"] = " ".join(tu["img"].split()[:4])
        d["dia_id"] = "D%d:%d" % (n, k)
        d["text"] = tu["text"] if not tu["sticker"] else ""
        items.append(d)
    obj = {
        "speaker_a": pair["short"]["A"],
        "speaker_b": pair["short"]["B"],
        "session_%d_date_time" % n: locomo_datetime(sess["turns"][0]["t"]),
        "session_%d" % n: items,
    }
    rel = "%s/session_%02d.json" % (pair["dir"], n)
    return rel, json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


def write_line(pair, sess):
    other = pair["full"][pair["other"]]
    first = sess["turns"][0]["t"]
    last = sess["turns"][-1]["t"]
    saved = last + dt.timedelta(minutes=7 + h(sess["start"], 40))
    out = ["[LINE] Chat history with %s" % other,
           "Saved on: %s" % saved.strftime("%Y/%m/%d %H:%M"), ""]
    day = None
    for tu in sess["turns"]:
        d = tu["t"].date()
        if d != day:
            if day is not None:
                out.append("")
            out.append("%s(%s)" % (d.strftime("%Y/%m/%d"), DOW[d.weekday()]))
            day = d
        name = pair["full"][tu["who"]]
        hm = tu["t"].strftime("%H:%M")
        if tu["img"]:
            out.append("%s\t%s\t[Photo]" % (hm, name))
        if tu["sticker"]:
            out.append("%s\t%s\t[Sticker]" % (hm, name))
        elif tu["text"]:
            txt = tu["text"].replace(" // ", "\n")
            if "\n" in txt:
                txt = '"' + txt.replace('"', '""') + '"'
            out.append("%s\t%s\t%s" % (hm, name, txt))
    rel = "%s/[LINE] Chat with %s (%s).txt" % (pair["dir"], other, first.strftime("%Y-%m-%d"))
    return rel, "\n".join(out) + "\n"


def utc_offset_melbourne(t):
    # AEDT (+11) from the first Sunday of October to the first Sunday of April.
    def first_sunday(y, m):
        d = dt.date(y, m, 1)
        return d + dt.timedelta(days=(6 - d.weekday()) % 7)
    d = t.date()
    start = first_sunday(d.year, 10)
    end = first_sunday(d.year, 4)
    return "+11:00" if (d >= start or d < end) else "+10:00"


TG_HEAD = """<!DOCTYPE html>
<html>

 <head>

  <meta charset="utf-8"/>
<title>Exported Data</title>

  <meta content="width=device-width, initial-scale=1.0" name="viewport"/>

  <link href="css/style.css" rel="stylesheet"/>

  <script src="js/script.js" type="text/javascript">

  </script>

 </head>

 <body onload="CheckLocation();">

  <div class="page_wrap">

   <div class="page_header">

    <div class="content">

     <div class="text bold">
%s
     </div>

    </div>

   </div>

   <div class="page_body chat_page">

    <div class="history">
"""

TG_TAIL = """
    </div>

   </div>

  </div>

 </body>

</html>
"""


def write_telegram(pair, sess):
    other = pair["full"][pair["other"]]
    out = [TG_HEAD % html.escape(other)]
    base_id = pair["tg_base"] + sess["n"] * 137
    mid = base_id
    day = None
    prev_who, prev_t = None, None
    svc = -1
    for tu in sess["turns"]:
        t = tu["t"]
        if t.date() != day:
            day = t.date()
            out.append("""
     <div class="message service" id="message%d">

      <div class="body details">
%d %s %d
      </div>

     </div>
""" % (svc, day.day, MONTHS[day.month - 1], day.year))
            svc -= 1
            prev_who = None
        mid += 1
        joined = prev_who == tu["who"] and prev_t is not None and (t - prev_t).total_seconds() < 600
        title = "%s UTC%s" % (t.strftime("%d.%m.%Y %H:%M:%S"), utc_offset_melbourne(t))
        name = pair["full"][tu["who"]]
        parts = []
        parts.append("""
     <div class="message default clearfix%s" id="message%d">
""" % (" joined" if joined else "", mid))
        if not joined:
            initials = "".join(w[0] for w in name.split()[:2])
            parts.append("""
      <div class="pull_left userpic_wrap">

       <div class="userpic userpic%d" style="width: 42px; height: 42px">

        <div class="initials" style="line-height: 42px">
%s
        </div>

       </div>

      </div>
""" % (pair["tg_pic"][tu["who"]], initials))
        parts.append("""
      <div class="body">

       <div class="pull_right date details" title="%s">
%s
       </div>
""" % (title, t.strftime("%H:%M")))
        if not joined:
            parts.append("""
       <div class="from_name">
%s
       </div>
""" % html.escape(name))
        if tu["img"]:
            stamp = t.strftime("%d-%m-%Y_%H-%M-%S")
            parts.append("""
       <div class="media_wrap clearfix">

        <a class="photo_wrap clearfix pull_left" href="photos/photo_%d@%s.jpg">

         <img class="photo" src="photos/photo_%d@%s_thumb.jpg" style="width: 260px; height: 195px"/>

        </a>

       </div>
""" % (mid, stamp, mid, stamp))
        if tu["sticker"]:
            parts.append("""
       <div class="media_wrap clearfix">

        <a class="sticker_wrap clearfix pull_left" href="stickers/sticker.webp">

         <img class="sticker" src="stickers/sticker.webp_thumb.jpg" style="width: 256px; height: 256px"/>

        </a>

       </div>
""")
        elif tu["text"]:
            txt = html.escape(tu["text"].replace(" // ", "\n"), quote=False).replace("\n", "<br>")
            parts.append("""
       <div class="text">
%s
       </div>
""" % txt)
        parts.append("""
      </div>

     </div>
""")
        out.append("".join(parts))
        prev_who, prev_t = tu["who"], t
    out.append(TG_TAIL)
    first = sess["turns"][0]["t"]
    rel = "%s/ChatExport_%s/messages.html" % (pair["dir"], first.strftime("%Y-%m-%d"))
    return rel, "".join(out)


def write_whatsapp(pair, sess):
    other = pair["full"][pair["other"]]
    me = pair["full"][pair["me"]]
    LRM = "\u200e"
    out = []
    t0 = sess["turns"][0]["t"]
    if sess["n"] == pair["wa_first"]:
        enc = t0 - dt.timedelta(days=400 + h(other, 300))
        out.append("[%s] %s: %sMessages and calls are end-to-end encrypted. No one outside of this chat, "
                   "not even WhatsApp, can read or listen to them." % (enc.strftime("%d/%m/%Y, %H:%M:%S"), other, LRM))
    photo_no = sess["n"] * 10
    for tu in sess["turns"]:
        stamp = tu["t"].strftime("%d/%m/%Y, %H:%M:%S")
        name = pair["full"][tu["who"]]
        if tu["img"]:
            photo_no += 1
            fn = "%08d-PHOTO-%s.jpg" % (photo_no, tu["t"].strftime("%Y-%m-%d-%H-%M-%S"))
            out.append("%s[%s] %s: %s<attached: %s>" % (LRM, stamp, name, LRM, fn))
        if tu["sticker"]:
            out.append("%s[%s] %s: %ssticker omitted" % (LRM, stamp, name, LRM))
        elif tu["text"]:
            out.append("[%s] %s: %s" % (stamp, name, tu["text"].replace(" // ", "\n")))
    rel = "%s/WhatsApp Chat - %s %s/_chat.txt" % (pair["dir"], other, t0.strftime("%Y-%m-%d"))
    return rel, "\n".join(out) + "\n"


WRITERS = {"json": write_json, "line": write_line, "telegram": write_telegram, "whatsapp": write_whatsapp}


def render():
    """Yield (pair_dir, session_no, fmt, n_turns, rel_path, text) for every session."""
    for mod in (pair_aiko_ravi, pair_halina_jess, pair_zara_leo):
        pair = mod.PAIR
        for n, fmt, start, body in mod.SESSIONS:
            sess = {"n": n, "fmt": fmt, "start": start, "turns": parse_turns(body)}
            timeline(sess)
            rel, text = WRITERS[fmt](pair, sess)
            yield pair["dir"], n, fmt, len(sess["turns"]), rel, text


def session_paths():
    return {(d, n): rel for d, n, _f, _k, rel, _t in render()}


def build():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    manifest = []
    for _d, _n, fmt, k, rel, text in render():
        path = os.path.join(VAULT, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        manifest.append((rel, fmt, k))
    return manifest


if __name__ == "__main__":
    m = build()
    for rel, fmt, k in m:
        print("%-9s %3d  %s" % (fmt, k, rel))
    print("files:", len(m))
