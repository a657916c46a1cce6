"""Build OUT/vault from pair_a.py / pair_b.py. Standard library only. Deterministic."""
import json, os, random, re, shutil
from datetime import datetime, timedelta, timezone

import pair_a, pair_b

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VAULT = os.path.join(OUT, "vault")


def parse(mod):
    sessions = []
    for block in mod.TEXT.strip().split("=== ")[1:]:
        lines = [l for l in block.strip().splitlines() if l.strip()]
        num, date, hm = lines[0].split()
        turns = []
        for l in lines[1:]:
            m = re.match(r"^([A-Z]): (.*)$", l)
            assert m, l
            turns.append((mod.SHORT[m.group(1)], m.group(2)))
        sessions.append({"num": int(num), "start": datetime.fromisoformat(f"{date} {hm}"), "turns": turns})
    return sessions


def uk_offset(dt):
    # BST windows covering the corpus
    bst = [(datetime(2023, 3, 26), datetime(2023, 10, 29)), (datetime(2024, 3, 31), datetime(2024, 10, 27))]
    return timedelta(hours=1) if any(a <= dt < b for a, b in bst) else timedelta(0)


def us_offset(dt):  # US Pacific
    dst = [(datetime(2023, 3, 12), datetime(2023, 11, 5)), (datetime(2024, 3, 10), datetime(2024, 11, 3))]
    return timedelta(hours=-7) if any(a <= dt < b for a, b in dst) else timedelta(hours=-8)


def write_pair(mod, folder, offset_fn, fmt_shift, participants):
    rng = random.Random(folder)
    written = []
    for s in parse(mod):
        n = s["num"]
        assert 15 <= len(s["turns"]) <= 40, (folder, n, len(s["turns"]))
        t = s["start"]
        stamps = []
        for _ in s["turns"]:
            stamps.append(t)
            t += timedelta(seconds=rng.randint(15, 170))
        fmt = (n - 1 + fmt_shift) % 3
        base = os.path.join(VAULT, folder, f"session_{n:02d}")
        if fmt == 0:
            tz = lambda d: timezone(offset_fn(d))
            doc = {"participants": participants,
                   "messages": [{"sender": sp, "text": tx, "timestamp": st.replace(tzinfo=tz(st)).isoformat()}
                                for (sp, tx), st in zip(s["turns"], stamps)]}
            path = base + ".json"
            with open(path, "w", encoding="utf-8") as f:
                json.dump(doc, f, ensure_ascii=False, indent=2)
        elif fmt == 1:
            doc = {"messages": [{"speaker": sp, "content": tx, "time": st.strftime("%Y-%m-%d %H:%M")}
                                for (sp, tx), st in zip(s["turns"], stamps)]}
            path = base + ".json"
            with open(path, "w", encoding="utf-8") as f:
                json.dump(doc, f, ensure_ascii=False, indent=1)
        else:
            path = base + ".jsonl"
            with open(path, "w", encoding="utf-8") as f:
                for (sp, tx), st in zip(s["turns"], stamps):
                    aware = st.replace(tzinfo=timezone(offset_fn(st)))
                    # pair A: ISO strings; pair B: epoch seconds
                    ts = aware.isoformat() if folder == "pairA" else int(aware.timestamp())
                    f.write(json.dumps({"speaker": sp, "text": tx, "ts": ts}, ensure_ascii=False) + "\n")
        written.append((os.path.relpath(path, VAULT), s["start"], len(s["turns"])))
    return written


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    for d in ("pairA", "pairB"):
        os.makedirs(os.path.join(VAULT, d))
    rows = write_pair(pair_a, "pairA", uk_offset, 0, ["Ines Carvalho", "Rafe Donnelly"])
    rows += write_pair(pair_b, "pairB", us_offset, 1, ["Hattie Szabo", "Leo Marchetti"])
    for p, st, n in rows:
        print(f"{p:28s} {st:%Y-%m-%d %a %H:%M}  {n} turns")
    print(len(rows), "files")


if __name__ == "__main__":
    main()
