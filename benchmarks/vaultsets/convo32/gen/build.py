#!/usr/bin/env python3
"""Deterministic generator for the convo32 held-out set (standard library only).

Writes ../vault/ from scratch and ../queries.json. Dialogue lives in p1.txt/p2.txt/p3.txt,
questions in questions.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")

PAIRS = {
    "P1": dict(file="p1.txt", dir="Lucia_Hannah",
               locomo={"L": "Lucía", "H": "Hannah"}, order=("L", "H"),
               other={"L": "Lucia F", "H": "Hannah"}, utc_off=None),
    "P2": dict(file="p2.txt", dir="Yuki_Bjorn",
               locomo={"Y": "Yuki", "B": "Björn"}, order=("Y", "B"),
               other={"Y": "Yuki Tanaka", "B": "Björn Lindqvist"}, utc_off=9),
    "P3": dict(file="p3.txt", dir="Grace_Owen",
               locomo={"G": "Grace", "O": "Owen"}, order=("G", "O"),
               other={"G": "Grace Whitfield", "O": "Owen Whitfield"}, utc_off=None),
}
GC_EMAIL = {"G": "grace.whitfield@tasmail.example", "O": "owen.whitfield58@kiwimail.example"}
GC_DM = "DM 8fKq2wAAAAE"
IG_THREAD = "bjornglasverk_17845512093318421"
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def h(*parts):
    return int(hashlib.sha256("|".join(str(p) for p in parts).encode("utf-8")).hexdigest(), 16)


def token(seed, n, alphabet="abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"):
    x = h(seed)
    out = []
    for _ in range(n):
        x, r = divmod(x, len(alphabet))
        out.append(alphabet[r])
    return "".join(out)


def parse(pair):
    cfg = PAIRS[pair]
    sessions = []
    with open(os.path.join(HERE, cfg["file"]), encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("# "):
                continue
            m = re.match(r"^## (\d+) \| (\d{4}-\d\d-\d\d \d\d:\d\d) \| (\w+)$", line)
            if m:
                sessions.append(dict(n=int(m.group(1)),
                                     start=datetime.strptime(m.group(2), "%Y-%m-%d %H:%M"),
                                     fmt=m.group(3), turns=[]))
                continue
            m = re.match(r"^([A-Z]): (.*)$", line)
            if not m:
                raise SystemExit("bad line in %s: %r" % (cfg["file"], line))
            sessions[-1]["turns"].append((m.group(1), m.group(2).replace("\\n", "\n")))
    # message times (local): start + deterministic gaps
    for s in sessions:
        t = s["start"]
        times = []
        for i, (sp, text) in enumerate(s["turns"]):
            if i:
                t = t + timedelta(seconds=15 + h(pair, s["n"], i, text) % 140)
            times.append(t)
        s["times"] = times
    return sessions


def gc_offset(d):
    # Hobart: AEDT (+11) from first Sunday of October to first Sunday of April, else AEST (+10)
    return 11 if (d.month >= 10 or d.month <= 3 or (d.month == 4 and d.day < 2)) else 10


def session_path(pair, n, sessions=None):
    if sessions is None:
        sessions = parse(pair)
    cfg = PAIRS[pair]
    s = [x for x in sessions if x["n"] == n][0]
    base = cfg["dir"]
    if s["fmt"] == "locomo":
        return "%s/session_%02d.json" % (base, n)
    same = [x for x in sessions if x["fmt"] == s["fmt"]]
    k = same.index(s)
    if s["fmt"] == "whatsapp":
        return "%s/WhatsApp Chat with Lucia F%s.txt" % (base, "" if k == 0 else " (%d)" % k)
    if s["fmt"] == "instagram":
        d = s["times"][-1] + timedelta(hours=2)
        return "%s/instagram-yuki.tanaka.ceramics-%s-%s/your_instagram_activity/messages/inbox/%s/message_1.json" % (
            base, d.strftime("%Y-%m-%d"), token(("ig", n), 8), IG_THREAD)
    if s["fmt"] == "gchat":
        u = s["times"][-1] - timedelta(hours=gc_offset(s["start"])) + timedelta(minutes=37)
        return "%s/takeout-%s-001/Takeout/Google Chat/Groups/%s/messages.json" % (
            base, u.strftime("%Y%m%dT%H%M%SZ"), GC_DM)
    raise ValueError(s["fmt"])


def locomo_dt(t):
    hr = t.hour % 12 or 12
    return "%d:%02d %s on %d %s, %d" % (hr, t.minute, "am" if t.hour < 12 else "pm", t.day, MONTHS[t.month - 1], t.year)


def render_locomo(pair, s):
    cfg = PAIRS[pair]
    a, b = cfg["order"]
    n = s["n"]
    turns = []
    for i, (sp, text) in enumerate(s["turns"]):
        assert text != "[media]"
        turns.append({"speaker": cfg["locomo"][sp], "dia_id": "D%d:%d" % (n, i + 1), "text": text})
    obj = {"speaker_a": cfg["locomo"][a], "speaker_b": cfg["locomo"][b],
           "session_%d_date_time" % n: locomo_dt(s["start"]), "session_%d" % n: turns}
    return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"


def render_whatsapp(pair, s):
    cfg = PAIRS[pair]
    out = []
    t0 = s["times"][0] - timedelta(minutes=1)
    out.append("%s - Messages and calls are end-to-end encrypted. No one outside of this chat, not even "
               "WhatsApp, can read or listen to them. Tap to learn more." % t0.strftime("%d/%m/%Y, %H:%M"))
    for (sp, text), t in zip(s["turns"], s["times"]):
        if text == "[media]":
            text = "<Media omitted>"
        out.append("%s - %s: %s" % (t.strftime("%d/%m/%Y, %H:%M"), cfg["other"][sp], text))
    return "\n".join(out) + "\n"


def mojibake(x):
    if isinstance(x, str):
        return x.encode("utf-8").decode("latin-1")
    if isinstance(x, list):
        return [mojibake(v) for v in x]
    if isinstance(x, dict):
        return {k: mojibake(v) for k, v in x.items()}
    return x


def render_instagram(pair, s):
    cfg = PAIRS[pair]
    tz = timezone(timedelta(hours=cfg["utc_off"]))
    msgs = []
    for i, ((sp, text), t) in enumerate(zip(s["turns"], s["times"])):
        ts = int(t.replace(tzinfo=tz).timestamp()) * 1000 + h("ms", s["n"], i) % 1000
        m = {"sender_name": cfg["other"][sp], "timestamp_ms": ts}
        if text == "[media]":
            m["photos"] = [{"uri": "your_instagram_activity/messages/inbox/%s/photos/%d_%d_n.jpg" % (
                IG_THREAD, 4000000000000000 + h("ph", s["n"], i) % 10 ** 15, 10 ** 17 + h("p2", s["n"], i) % 10 ** 17),
                "creation_timestamp": ts // 1000}]
        else:
            m["content"] = text
        other = "B" if sp == "Y" else "Y"
        if h("react", s["n"], i) % 7 == 0:
            m["reactions"] = [{"reaction": "❤", "actor": cfg["other"][other]}]
        m["is_geoblocked_for_viewer"] = False
        msgs.append(m)
    msgs.reverse()  # newest first, as Instagram exports
    obj = {"participants": [{"name": cfg["other"]["B"]}, {"name": cfg["other"]["Y"]}],
           "messages": msgs, "title": cfg["other"]["B"], "is_still_participant": True,
           "thread_path": "inbox/%s" % IG_THREAD, "magic_words": []}
    return json.dumps(mojibake(obj), ensure_ascii=True, indent=2)


def gc_date(u):
    hr = u.hour % 12 or 12
    return "%s, %s %d, %d at %d:%02d:%02d %s UTC" % (DAYS[u.weekday()], MONTHS[u.month - 1], u.day, u.year,
                                                   hr, u.minute, u.second, "AM" if u.hour < 12 else "PM")


def render_gchat(pair, s):
    cfg = PAIRS[pair]
    off = gc_offset(s["start"])
    msgs = []
    for i, ((sp, text), t) in enumerate(zip(s["turns"], s["times"])):
        u = t - timedelta(hours=off)
        topic = token(("topic", s["n"], i), 11)
        m = {"creator": {"name": cfg["other"][sp], "email": GC_EMAIL[sp], "user_type": "Human"},
             "created_date": gc_date(u)}
        if text == "[media]":
            name = "IMG_%s_%s.jpg" % (t.strftime("%Y%m%d"), t.strftime("%H%M%S"))
            m["attached_files"] = [{"original_name": name, "export_name": "File-" + name}]
        else:
            m["text"] = text
        m["topic_id"] = topic
        m["message_id"] = "%s/%s/%s" % (GC_DM.split(" ")[1], topic, topic)
        msgs.append(m)
    return json.dumps({"messages": msgs}, ensure_ascii=False, indent=2)


def render_gc_group_info(pair):
    cfg = PAIRS[pair]
    members = [{"name": cfg["other"][k], "email": GC_EMAIL[k], "user_type": "Human"} for k in ("G", "O")]
    return json.dumps({"members": members}, ensure_ascii=False, indent=2)


RENDER = {"locomo": render_locomo, "whatsapp": render_whatsapp, "instagram": render_instagram, "gchat": render_gchat}


def write(rel, text):
    p = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def all_sessions():
    return {pair: parse(pair) for pair in PAIRS}


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    ss = all_sessions()
    for pair, sessions in ss.items():
        for s in sessions:
            n_turns = len(s["turns"])
            assert 15 <= n_turns <= 40, (pair, s["n"], n_turns)
            rel = session_path(pair, s["n"], sessions)
            write(rel, RENDER[s["fmt"]](pair, s))
            if s["fmt"] == "gchat":
                write(os.path.join(os.path.dirname(rel), "group_info.json"), render_gc_group_info(pair))
    sys.path.insert(0, HERE)
    from questions import Q
    out = []
    for qid, kind, query, gold, hint in Q:
        out.append({"id": qid, "query": query,
                    "gold": [session_path(p, n, ss[p]) for p, n, _ in gold],
                    "kind": kind, "gold_hint": hint})
    with open(os.path.join(ROOT, "queries.json"), "w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(out, ensure_ascii=False, indent=2) + "\n")
    print("wrote", sum(len(fs) for _, _, fs in os.walk(VAULT)), "files and", len(out), "queries")


if __name__ == "__main__":
    main()
