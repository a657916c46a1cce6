"""Rebuild the whole vault from scratch: python3 build.py"""
import os, shutil, runpy
from common import OUT

HERE = os.path.dirname(os.path.abspath(__file__))
if os.path.isdir(OUT):
    shutil.rmtree(OUT)
for mod in ["notes_work", "notes_zzp_boot", "notes_sail_misc", "notes_extend", "docs", "mail", "mbox", "ics",
            "chats", "data"]:
    runpy.run_path(os.path.join(HERE, mod + ".py"), run_name="__main__")
n = sum(len(f) for _, _, f in os.walk(OUT))
print("files:", n)
