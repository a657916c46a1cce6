"""Helper used while writing gold lists: grep decoded content. Usage: grep_decoded.py 'regex' ['regex'...]"""
import re
import sys
import check

dec = check.all_decoded()
for pat in sys.argv[1:]:
    print(f"=== {pat}")
    for rel in sorted(dec):
        lines = [l for l in dec[rel].splitlines() if re.search(pat, l, re.I)]
        if lines:
            print(f"  {rel}")
            for l in lines[:4]:
                print(f"      {l.strip()[:150]}")
