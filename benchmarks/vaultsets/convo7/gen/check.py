"""Load every vault file, decode its text, and confirm each gold session contains its answer key strings.
Usage: python3 check.py [--scan]   (--scan also lists non-gold sessions containing a gold key string, for review)"""
import json, os, sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from questions import Q, path, OUT, VAULT  # noqa: E402


def load(p):
    """Return the decoded text of one chat export (all three shapes)."""
    full = os.path.join(VAULT, p)
    parts = []
    if p.endswith(".jsonl"):
        with open(full, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                rec = json.loads(line)
                assert set(rec) == {"speaker", "text", "ts"}, (p, n, rec)
                parts.append(f"{rec['speaker']}: {rec['text']}")
    else:
        with open(full, encoding="utf-8") as f:
            doc = json.load(f)
        msgs = doc["messages"]
        assert 15 <= len(msgs) <= 40, (p, len(msgs))
        for m in msgs:
            if "sender" in m:
                assert set(m) == {"sender", "text", "timestamp"}, (p, m)
                parts.append(f"{m['sender']}: {m['text']}")
            else:
                assert set(m) == {"speaker", "content", "time"}, (p, m)
                parts.append(f"{m['speaker']}: {m['content']}")
    return "\n".join(parts)


def main():
    files = sorted(os.path.relpath(os.path.join(d, f), VAULT) for d, _, fs in os.walk(VAULT) for f in fs)
    texts = {p: load(p).lower() for p in files}
    print(f"loaded {len(files)} files: {Counter(os.path.splitext(p)[1] for p in files)}")
    with open(os.path.join(OUT, "queries.json"), encoding="utf-8") as f:
        queries = {q["id"]: q for q in json.load(f)}
    assert len(queries) == 80
    fails = 0
    for qid, kind, query, keys, hint in Q:
        q = queries[qid]
        assert q["kind"] == kind and q["query"] == query
        gold = [path(r) for r in keys]
        assert sorted(q["gold"]) == sorted(gold), qid
        assert 1 <= len(gold) <= 3
        if kind == "single_hop":
            assert len(gold) == 1, qid
        if kind == "multi_hop":
            assert len(gold) >= 2, qid
        for ref, ks in keys.items():
            for k in ks:
                if k.lower() not in texts[path(ref)]:
                    print(f"FAIL {qid}: {k!r} not in {path(ref)}")
                    fails += 1
        if "--scan" in sys.argv:
            pair = gold[0].split("/")[0]
            for k in {k for ks in keys.values() for k in ks}:
                extra = [p for p in files if p.startswith(pair) and p not in gold and k.lower() in texts[p]]
                if extra:
                    print(f"  review {qid} {k!r}: also in {extra}")
    # no file name may contain an answer key
    for qid, kind, query, keys, hint in Q:
        for ks in keys.values():
            for k in ks:
                assert not any(k.lower() in p.lower() for p in files), (qid, k)
    print("kinds:", Counter(q["kind"] for q in queries.values()))
    if fails:
        print(f"CHECK FAILED: {fails} missing keys")
        sys.exit(1)
    print("CHECK PASSED")


if __name__ == "__main__":
    main()
