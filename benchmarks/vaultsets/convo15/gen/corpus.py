"""Shared helpers: session list, file paths and message timestamps (stdlib only)."""
import datetime as _dt

import pair_hegarty
import pair_nurses
import pair_price

PAIRS = [pair_hegarty.PAIR, pair_nurses.PAIR, pair_price.PAIR]
PAIR_BY_KEY = {p["key"]: p for p in PAIRS}

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]


def last_sunday(year, month):
    d = _dt.date(year, month, 31 if month in (3, 10) else 30)
    while d.weekday() != 6:
        d -= _dt.timedelta(days=1)
    return d


def utc_offset_hours(local):
    """Ireland/UK civil time: +1 between the last Sundays of March and October."""
    start = _dt.datetime.combine(last_sunday(local.year, 3), _dt.time(1, 0))
    end = _dt.datetime.combine(last_sunday(local.year, 10), _dt.time(2, 0))
    return 1 if start <= local < end else 0


def session_path(pair, sess):
    n = sess["n"]
    day = sess["start"][:10]
    shape = sess["shape"]
    folder = pair["folder"]
    if shape == "locomo":
        return "%s/session_%02d.json" % (folder, n)
    if shape == "whatsapp":
        return "%s/WhatsApp Chat with %s %s.txt" % (folder, pair["wa_contact"], day)
    if shape == "jsonl":
        return "%s/chat_%s.jsonl" % (folder, day)
    if shape == "telegram":
        return "%s/ChatExport_%s/result.json" % (folder, day)
    raise ValueError(shape)


def find_session(pair_key, n):
    pair = PAIR_BY_KEY[pair_key]
    for s in pair["sessions"]:
        if s["n"] == n:
            return pair, s
    raise KeyError((pair_key, n))


def plain(text):
    """Strip the **bold** markup used in the source data."""
    return text.replace("**", "")


def timed_turns(sess):
    """Yield (datetime, speaker_code, text, extras) with deterministic pacing."""
    t = _dt.datetime.strptime(sess["start"], "%Y-%m-%d %H:%M")
    out = []
    prev_len = 0
    for i, turn in enumerate(sess["turns"]):
        spk, text = turn[0], turn[1]
        extras = turn[2] if len(turn) > 2 else {}
        if i > 0:
            secs = 35 + prev_len * 2 + ((i * 53 + sess["n"] * 17) % 80)
            secs += 60 * extras.get("gap", 0)
            t = t + _dt.timedelta(seconds=secs)
        out.append((t, spk, text, extras))
        prev_len = len(plain(text))
    return out


def locomo_datetime(dt):
    h = dt.hour % 12 or 12
    ampm = "am" if dt.hour < 12 else "pm"
    return "%d:%02d %s on %d %s, %d" % (h, dt.minute, ampm, dt.day, MONTHS[dt.month - 1], dt.year)
