#!/usr/bin/env python3
"""Build the convo24 vault (standard library only, deterministic).

    cd benchmarks/vaultsets/convo24 && python gen/build.py

Deletes ../vault and writes one file per chat session:
  * LoCoMo-shaped JSON  (session_NN.json)
  * SMS Backup & Restore XML  (sms-YYYYMMDDhhmmss.xml, Dennis's Android phone)
  * Signal-style JSON message list  (signal-<Contact>-YYYY-MM-DD.json, Ffion's Signal Desktop)
  * plain [{"speaker","time","text"}] JSON list  (chat-Callum-YYYY-MM-DD.json, Maureen's tablet)
No wall-clock time, no unseeded randomness: every timestamp, id and jitter is
derived from the session data with sha256.
"""
import datetime as dt
import hashlib
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import data_dm  # noqa: E402
import data_fk  # noqa: E402
import data_mc  # noqa: E402

VAULT = os.path.normpath(os.path.join(HERE, "..", "vault"))
PAIRS = {"DM": data_dm, "FK": data_fk, "MC": data_mc}

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
EPOCH = dt.datetime(1970, 1, 1)


# ---------------------------------------------------------------- helpers
def h(*parts):
    """Deterministic integer from strings."""
    return int(hashlib.sha256("\x1f".join(str(p) for p in parts).encode("utf-8")).hexdigest()[:12], 16)


def fake_uuid(*parts):
    x = hashlib.sha256(("uuid\x1f" + "\x1f".join(str(p) for p in parts)).encode("utf-8")).hexdigest()
    return "%s-%s-4%s-%s%s-%s" % (x[:8], x[8:12], x[13:16], "89ab"[int(x[16], 16) % 4], x[17:20], x[20:32])


def last_sunday(year, month):
    d = dt.date(year, month + 1, 1) - dt.timedelta(days=1) if month < 12 else dt.date(year, 12, 31)
    while d.weekday() != 6:
        d -= dt.timedelta(days=1)
    return d


def uk_offset_hours(local):
    """0 for GMT, 1 for BST (changeover at 01:00 UTC on the last Sundays of March/October)."""
    start = dt.datetime.combine(last_sunday(local.year, 3), dt.time(2, 0))
    end = dt.datetime.combine(last_sunday(local.year, 10), dt.time(2, 0))
    return 1 if start <= local < end else 0


def epoch_ms(local):
    utc = local - dt.timedelta(hours=uk_offset_hours(local))
    return int((utc - EPOCH).total_seconds()) * 1000


def locomo_date(local):
    hour12 = local.hour % 12 or 12
    ampm = "am" if local.hour < 12 else "pm"
    return "%d:%02d %s on %d %s, %d" % (hour12, local.minute, ampm, local.day, MONTHS[local.month - 1], local.year)


def timed_turns(pair_key, sess):
    """Attach a deterministic local datetime to every turn of a session."""
    shape = sess["shape"]
    base, per_char, jitter = {"sms": (40, 2.2, 240), "signal": (20, 1.6, 90),
                              "plain": (15, 1.8, 60), "locomo": (10, 1.0, 30)}[shape]
    t = dt.datetime.strptime(sess["start"], "%Y-%m-%d %H:%M") + dt.timedelta(seconds=h(pair_key, sess["n"], "s") % 50)
    out = []
    prev = None
    for i, turn in enumerate(sess["turns"]):
        spk, text = turn[0], turn[1]
        if i:
            if spk == prev:
                gap = 6 + h(pair_key, sess["n"], i, "g") % 20 + len(text) * 0.6
            else:
                gap = base + len(text) * per_char + h(pair_key, sess["n"], i, "g") % jitter
            t = t + dt.timedelta(seconds=int(gap))
        out.append((spk, text, turn[2] if len(turn) > 2 else None, t))
        prev = spk
    return out


def xml_attr(s):
    return (s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
             .replace('"', "&quot;").replace("'", "&apos;").replace("\n", "&#10;"))


def other(pair, spk):
    return [k for k in pair.PAIR["names"] if k != spk][0]


# ---------------------------------------------------------------- writers
def render_locomo(pair_key, pair, sess):
    a, b = list(pair.PAIR["names"].values())
    turns = timed_turns(pair_key, sess)
    n = sess["n"]
    items = []
    for i, (spk, text, extra, _t) in enumerate(turns, 1):
        item = {"speaker": pair.PAIR["names"][spk], "dia_id": "D%d:%d" % (n, i), "text": text}
        if extra:
            item["img_url"] = extra["img_url"]
            item["blip_caption"] = extra["blip_caption"]
        items.append(item)
    start = dt.datetime.strptime(sess["start"], "%Y-%m-%d %H:%M")
    obj = {"speaker_a": a, "speaker_b": b,
           "session_%d_date_time" % n: locomo_date(start),
           "session_%d" % n: items}
    return "session_%02d.json" % n, json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


def render_sms(pair_key, pair, sess):
    P = pair.PAIR
    owner = P["owner"]
    contact = other(pair, owner)
    turns = timed_turns(pair_key, sess)
    backup_local = turns[-1][3] + dt.timedelta(minutes=17 + h(pair_key, sess["n"], "bk") % 90,
                                               seconds=h(pair_key, sess["n"], "bks") % 60)
    lines = ["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>",
             "<!--File Created By SMS Backup & Restore v10.18.105 on %s-->" % backup_local.strftime("%d/%m/%Y %H:%M:%S"),
             '<?xml-stylesheet type="text/xsl" href="sms.xsl"?>',
             '<smses count="%d" backup_set="%s" backup_date="%d" type="full">'
             % (len(turns), fake_uuid(pair_key, sess["n"], "set"), epoch_ms(backup_local))]
    for i, (spk, text, _extra, t) in enumerate(turns):
        sent = spk == owner
        ms = epoch_ms(t) + h(pair_key, sess["n"], i, "ms") % 1000
        date_sent = 0 if sent else ms - 1000 * (2 + h(pair_key, sess["n"], i, "ds") % 9)
        lines.append(
            '  <sms protocol="0" address="%s" date="%d" type="%d" subject="null" body="%s" '
            'toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" '
            'date_sent="%d" sub_id="1" readable_date="%s" contact_name="%s" />'
            % (P["phone"][contact], ms, 2 if sent else 1, xml_attr(text), date_sent,
               t.strftime("%d %b %Y %H:%M:%S").lstrip("0"), xml_attr(P["full"][contact])))
    lines.append("</smses>")
    return "sms-%s.xml" % backup_local.strftime("%Y%m%d%H%M%S"), "\n".join(lines) + "\n"


def render_signal(pair_key, pair, sess):
    P = pair.PAIR
    owner = P["owner"]
    contact = other(pair, owner)
    conv = fake_uuid(pair_key, "conversation")
    turns = timed_turns(pair_key, sess)
    msgs = []
    for i, (spk, text, _extra, t) in enumerate(turns):
        sent_at = epoch_ms(t) + h(pair_key, sess["n"], i, "ms") % 1000
        outgoing = spk == owner
        msgs.append({
            "id": fake_uuid(pair_key, sess["n"], i, "msg"),
            "conversationId": conv,
            "conversationName": P["full"][contact],
            "type": "outgoing" if outgoing else "incoming",
            "source": P["phone"][spk],
            "sourceName": P["full"][spk],
            "sent_at": sent_at,
            "received_at": sent_at + 180 + h(pair_key, sess["n"], i, "rx") % 1400,
            "timestamp": sent_at,
            "body": text,
            "hasAttachments": 0,
            "readStatus": 0,
        })
    day = dt.datetime.strptime(sess["start"], "%Y-%m-%d %H:%M").strftime("%Y-%m-%d")
    name = "signal-%s-%s.json" % (P["full"][contact].replace(" ", "_"), day)
    return name, json.dumps(msgs, indent=2, ensure_ascii=False) + "\n"


def render_plain(pair_key, pair, sess):
    P = pair.PAIR
    contact = other(pair, P["owner"])
    turns = timed_turns(pair_key, sess)
    rows = [{"speaker": P["full"][spk], "time": t.strftime("%Y-%m-%d %H:%M"), "text": text}
            for spk, text, _extra, t in turns]
    day = dt.datetime.strptime(sess["start"], "%Y-%m-%d %H:%M").strftime("%Y-%m-%d")
    return "chat-%s-%s.json" % (P["names"][contact], day), json.dumps(rows, indent=1, ensure_ascii=False) + "\n"


RENDER = {"locomo": render_locomo, "sms": render_sms, "signal": render_signal, "plain": render_plain}


def render_all():
    """Return {(pair_key, n): (vault-relative path, content)}."""
    out = {}
    for key, pair in PAIRS.items():
        for sess in pair.SESSIONS:
            name, content = RENDER[sess["shape"]](key, pair, sess)
            out[(key, sess["n"])] = (pair.PAIR["folder"] + "/" + name, content)
    return out


def session_paths():
    return {k: v[0] for k, v in render_all().items()}


def main():
    files = render_all()
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    for rel, content in sorted(files.values()):
        path = os.path.join(VAULT, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(content)
    print("wrote %d files to %s" % (len(files), VAULT))


if __name__ == "__main__":
    main()
