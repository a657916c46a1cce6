"""Validate convo26: gold paths exist, each gold file contains its answer key once decoded,
every file parses in its export shape, ids unique, kinds/counts as specified; then list
non-gold files that also contain an answer key (for manual review).

Run: cd /work/heldout24/convo26 && python gen/check.py
"""
import collections
import email
import html
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
KINDS = {"single_hop": 20, "multi_hop": 20, "temporal": 20, "open_domain": 20}

errors = []


def err(msg):
    errors.append(msg)


KAKAO_MSG = re.compile(r"^[A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M, [^:]+ : ")
KAKAO_DAY = re.compile(r"^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}$")
WA_MSG = re.compile(r"^\d{2}/\d{2}/\d{4}, \d{2}:\d{2} - ")
LOCOMO_DT = re.compile(r"^\d{1,2}:\d{2} [ap]m on \d{1,2} [A-Z][a-z]+, \d{4}$")


def strip_tags(s):
    return html.unescape(re.sub(r"<[^>]+>", " ", s))


def decode(path):
    """Return searchable plain text of one vault file (validating its shape on the way)."""
    rel = os.path.relpath(path, VAULT)
    raw = open(path, encoding="utf-8").read()
    name = os.path.basename(path)
    if name == "messages.json":
        obj = json.loads(raw)
        if not {"userId", "exportDate", "conversations"} <= set(obj):
            err("%s: not a Skype export" % rel)
        parts = []
        for conv in obj["conversations"]:
            for m in conv["MessageList"]:
                for k in ("displayName", "originalarrivaltime", "messagetype", "content"):
                    if k not in m:
                        err("%s: message without %s" % (rel, k))
                parts.append("%s: %s" % (m["displayName"], strip_tags(m["content"])))
        return "\n".join(parts)
    if name.endswith(".json"):
        obj = json.loads(raw)
        sess = [k for k in obj if re.fullmatch(r"session_\d+", k)]
        if len(sess) != 1 or "speaker_a" not in obj or "speaker_b" not in obj:
            err("%s: not a LoCoMo session object" % rel)
            return raw
        k = sess[0]
        if not LOCOMO_DT.match(obj.get(k + "_date_time", "")):
            err("%s: bad %s_date_time" % (rel, k))
        parts = [obj[k + "_date_time"]]
        for t in obj[k]:
            if not {"speaker", "dia_id", "text"} <= set(t):
                err("%s: turn missing fields" % rel)
            parts.append("%s: %s %s" % (t["speaker"], t["text"], t.get("blip_caption", "")))
        return "\n".join(parts)
    if name.startswith("KakaoTalk_"):
        lines = raw.split("\n")
        if not lines[0].startswith("KakaoTalk Chats with ") or not lines[1].startswith("Date Saved : "):
            err("%s: bad KakaoTalk header" % rel)
        for ln in lines[3:]:
            if ln and not (KAKAO_MSG.match(ln) or KAKAO_DAY.match(ln)):
                err("%s: unexpected KakaoTalk line %r" % (rel, ln[:60]))
        return raw
    if name.startswith("WhatsApp Chat with "):
        for ln in raw.split("\n"):
            if ln and not WA_MSG.match(ln):
                err("%s: unexpected WhatsApp line %r" % (rel, ln[:60]))
        return raw
    if name.endswith((".eml", ".mbox")):
        msg = email.message_from_string(raw)
        return "\n".join(p.get_payload(decode=True).decode("utf-8", "replace")
                         for p in msg.walk() if not p.is_multipart())
    if name.endswith(".ics"):
        import icalendar
        return icalendar.Calendar.from_ical(raw).to_ical().decode()
    err("%s: unknown file type" % rel)
    return raw


def norm(s):
    return re.sub(r"\s+", " ", s.replace("\u2019", "'")).lower()


def main():
    files = {}
    for dp, _, fns in os.walk(VAULT):
        for fn in fns:
            p = os.path.join(dp, fn)
            files[os.path.relpath(p, VAULT).replace(os.sep, "/")] = norm(decode(p))
    qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    keys = json.load(open(os.path.join(HERE, "answer_keys.json"), encoding="utf-8"))

    ids = [q["id"] for q in qs]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != ["c%02d" % i for i in range(1, 81)]:
        err("ids are not c01..c80 in order")
    cnt = collections.Counter(q["kind"] for q in qs)
    if dict(cnt) != KINDS:
        err("kind counts %s != %s" % (dict(cnt), KINDS))
    for q in qs:
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            err("%s: fields %s" % (q["id"], sorted(q)))
        if not q["gold"]:
            err("%s: empty gold" % q["id"])
        if q["kind"] == "multi_hop" and not 2 <= len(q["gold"]) <= 3:
            err("%s: multi_hop needs 2-3 gold files" % q["id"])
        if set(keys.get(q["id"], {})) != set(q["gold"]):
            err("%s: answer keys do not match gold" % q["id"])
        for g in q["gold"]:
            if g not in files:
                err("%s: gold file missing: %s" % (q["id"], g))
                continue
            k = keys[q["id"]][g]
            if norm(k) not in files[g]:
                err("%s: key %r not found in %s" % (q["id"], k, g))

    print("files: %d   questions: %d   kinds: %s" % (len(files), len(qs), dict(sorted(cnt.items()))))
    per_folder = collections.Counter()
    for f in files:
        shape = ("skype" if f.endswith("messages.json") else "locomo" if f.endswith(".json")
                 else "kakao" if "KakaoTalk_" in f else "whatsapp")
        per_folder[(f.split("/")[0], shape)] += 1
    for (folder, shape), n in sorted(per_folder.items()):
        print("  %-16s %-9s %d" % (folder, shape, n))

    print("\nnon-gold files containing an answer key (review by hand):")
    n_review = 0
    for q in qs:
        for g, k in keys[q["id"]].items():
            others = [f for f, txt in files.items() if f not in q["gold"] and norm(k) in txt]
            for o in others:
                n_review += 1
                print("  %s key %r also in %s" % (q["id"], k, o))
    if not n_review:
        print("  (none)")

    if errors:
        print("\nERRORS (%d):" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
