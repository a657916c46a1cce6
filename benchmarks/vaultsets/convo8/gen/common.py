"""Shared helpers: parse the session scripts, compute timestamps, render shapes.

Standard library only. Deterministic: the only randomness is random.Random seeded
from the pair and session id, so reruns are byte-identical.
"""
import datetime as dt
import hashlib
import json
import random
from zoneinfo import ZoneInfo

import script_hana_piotr
import script_kwame_elodie

PAIRS = [script_hana_piotr, script_kwame_elodie]
EXT = {"a": "json", "b": "jsonl", "c": "json"}
UTC = dt.timezone.utc


def parse_script(text, speakers):
    turns = []
    for line in text.strip().splitlines():
        line = line.strip()
        if not line:
            continue
        code, _, msg = line.partition(":")
        if code not in speakers or not msg.strip():
            raise ValueError("bad line: %r" % line)
        turns.append((speakers[code], msg.strip()))
    return turns


def session_turns(mod, sid):
    """Return [(speaker, text, aware local datetime)] for one session."""
    date, start, shape = mod.META[sid]
    tz = ZoneInfo(mod.TZ)
    t = dt.datetime.fromisoformat("%sT%s:00" % (date, start)).replace(tzinfo=tz)
    rng = random.Random("%s/%s" % (mod.PAIR, sid))
    t = t + dt.timedelta(seconds=rng.randint(0, 59))
    out = []
    for i, (who, text) in enumerate(parse_script(mod.SCRIPT[sid], mod.SPEAKERS)):
        if i:
            r = rng.random()
            if r < 0.45:
                gap = rng.randint(8, 70)
            elif r < 0.88:
                gap = rng.randint(70, 240)
            else:
                gap = rng.randint(240, 540)
            t = t + dt.timedelta(seconds=gap)
        out.append((who, text, t))
    return out


def rel_path(mod, sid):
    return "%s/%s.%s" % (mod.PAIR, sid, EXT[mod.META[sid][2]])


def all_sessions():
    for mod in PAIRS:
        for sid in sorted(mod.SCRIPT):
            yield mod, sid


def render(mod, sid):
    """Return the file content (str) for one session in its shape."""
    shape = mod.META[sid][2]
    turns = session_turns(mod, sid)
    if shape == "a":
        iso = lambda t: t.isoformat(timespec="seconds")
        h = hashlib.sha1(("%s/%s" % (mod.PAIR, sid)).encode()).hexdigest()[:10]
        doc = {
            "session_id": "%s-%s" % (mod.PAIR.split("_")[0][:2] + mod.PAIR.split("_")[1][:2], h),
            "started": iso(turns[0][2]),
            "participants": list(mod.SPEAKERS.values()),
            "messages": [{"from": w, "text": x, "ts": iso(t)} for w, x, t in turns],
        }
        return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"
    if shape == "b":
        lines = []
        for w, x, t in turns:
            z = t.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
            lines.append(json.dumps({"speaker": w, "text": x, "timestamp": z}, ensure_ascii=False))
        return "\n".join(lines) + "\n"
    if shape == "c":
        doc = {"conversation": [
            {"user": w, "message": x, "sent_at": t.strftime("%d/%m/%Y %H:%M")} for w, x, t in turns]}
        return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"
    raise ValueError(shape)
