"""Validate convo13: gold paths exist, answer keys present in decoded gold files, formats parse."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import questions  # noqa: E402
import render  # noqa: E402

ROOT = os.path.dirname(HERE)
VAULT = os.path.join(ROOT, "vault")
KINDS = {"single_hop", "multi_hop", "temporal", "open_domain"}
errors = []


def flatten(o, out):
    if isinstance(o, str):
        out.append(o)
    elif isinstance(o, dict):
        for v in o.values():
            flatten(v, out)
    elif isinstance(o, list):
        for v in o:
            flatten(v, out)
    elif o is not None:
        out.append(str(o))


def decode(path):
    """Return decoded text of a vault file, raising on parse errors."""
    raw = open(path, "rb").read().decode("utf-8")
    parts = []
    if path.endswith(".jsonl"):
        for i, line in enumerate(raw.splitlines()):
            if line.strip():
                obj = json.loads(line)
                for k in ("timestamp", "author", "body"):
                    if k not in obj:
                        raise ValueError("line %d missing %s" % (i + 1, k))
                flatten(obj, parts)
    elif path.endswith(".json"):
        obj = json.loads(raw)
        if isinstance(obj, dict) and "speaker_a" in obj:       # LoCoMo
            dkeys = [k for k in obj if re.fullmatch(r"session_\d+_date_time", k)]
            skeys = [k for k in obj if re.fullmatch(r"session_\d+", k)]
            if len(dkeys) != 1 or len(skeys) != 1:
                raise ValueError("LoCoMo file needs one session and one date")
            for t in obj[skeys[0]]:
                if not {"speaker", "dia_id", "text"} <= set(t):
                    raise ValueError("bad LoCoMo turn %r" % t)
        elif isinstance(obj, dict) and "messages" in obj:      # Telegram
            for m in obj["messages"]:
                if not {"id", "date", "date_unixtime", "from", "text", "text_entities"} <= set(m):
                    raise ValueError("bad Telegram message %r" % m.get("id"))
                ent_text = "".join(e["text"] for e in m["text_entities"])
                t = m["text"] if isinstance(m["text"], str) else "".join(
                    x if isinstance(x, str) else x["text"] for x in m["text"])
                if ent_text != t:
                    raise ValueError("Telegram text/entities mismatch in %r" % m["id"])
                parts.append(m["date"])
                parts.append(m["from"])
                parts.append(t)
            parts.append(obj.get("name", ""))
            return "\n".join(parts)
        elif isinstance(obj, list):                              # plain list
            for t in obj:
                if not {"speaker", "time", "text"} <= set(t):
                    raise ValueError("bad plain turn %r" % t)
        else:
            raise ValueError("unknown JSON shape")
        flatten(obj, parts)
    elif path.endswith(".txt"):                                  # WhatsApp
        pat = re.compile(r"^\d\d/\d\d/\d{4}, \d\d:\d\d - ")
        lines = raw.splitlines()
        if not lines or not pat.match(lines[0]):
            raise ValueError("WhatsApp export must start with a dated line")
        parts.append(raw)
    else:
        raise ValueError("unexpected file type")
    return "\n".join(parts)


def main():
    files = []
    for dp, dn, fn in os.walk(VAULT):
        for f in fn:
            files.append(os.path.relpath(os.path.join(dp, f), VAULT))
    files.sort()
    texts = {}
    for rel in files:
        try:
            texts[rel] = decode(os.path.join(VAULT, rel))
        except Exception as e:  # noqa: BLE001
            errors.append("parse error %s: %s" % (rel, e))
    # session counts and turn counts
    per_pair = collections.Counter(rel.split("/")[0] for rel in files)
    fmts = collections.Counter()
    for pair, mod in render.PAIRS.items():
        for s in mod.SESSIONS:
            fmts[s["fmt"]] += 1
            nt = len(s["turns"])
            if not 15 <= nt <= 40:
                errors.append("%s session %d has %d turns" % (pair, s["n"], nt))
        if not 12 <= len(mod.SESSIONS) <= 20:
            errors.append("%s has %d sessions" % (pair, len(mod.SESSIONS)))

    qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    ids = [q["id"] for q in qs]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids")
    if ids != ["c%02d" % i for i in range(1, 81)]:
        errors.append("ids must be c01..c80 in order")
    kinds = collections.Counter(q["kind"] for q in qs)
    for k in KINDS:
        if kinds[k] != 20:
            errors.append("kind %s has %d questions" % (k, kinds[k]))
    for q in qs:
        if set(q) != {"id", "query", "gold", "kind", "gold_hint"}:
            errors.append("%s: bad fields" % q["id"])
        if q["kind"] not in KINDS:
            errors.append("%s: bad kind" % q["id"])
        if q["kind"] == "multi_hop" and not 2 <= len(q["gold"]) <= 3:
            errors.append("%s: multi_hop needs 2-3 gold" % q["id"])
        if len(set(q["gold"])) != len(q["gold"]):
            errors.append("%s: duplicate gold" % q["id"])

    src = {qq["id"]: qq for qq in questions.Q}
    review = []
    for q in qs:
        qq = src[q["id"]]
        gold_paths = set(q["gold"])
        for pair, n, keys in qq["gold"]:
            rel = render.path_for(pair, n)
            if rel not in texts:
                errors.append("%s: gold missing %s" % (q["id"], rel))
                continue
            for k in keys:
                c = texts[rel].count(k)
                if c == 0:
                    errors.append("%s: key %r not in %s" % (q["id"], k, rel))
            # non-gold files containing a key
            for k in keys:
                if re.fullmatch(r"[\d/:\-, A-Za-z]*\d{4}[\d/:\-, ]*", k):
                    continue  # date stamps are expected everywhere in a shape
                for other, txt in texts.items():
                    if other not in gold_paths and k in txt:
                        review.append("%s  key %r also in non-gold %s" % (q["id"], k, other))

    print("files: %d  %s" % (len(files), dict(per_pair)))
    print("formats: %s" % dict(fmts))
    print("queries: %d  kinds: %s" % (len(qs), dict(kinds)))
    print("non-gold files containing an answer key (review by hand): %d" % len(review))
    for r in review:
        print("   ", r)
    if errors:
        print("ERRORS: %d" % len(errors))
        for e in errors:
            print("   ", e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
