"""Rebuild the whole vault from scratch: python3 build.py"""
import os, shutil, runpy
here = os.path.dirname(os.path.abspath(__file__))
vault = os.path.join(here, "..", "vault")
shutil.rmtree(vault, ignore_errors=True)
os.makedirs(vault)
os.chdir(here)
for m in ["make_notes.py", "make_mail.py", "make_cal.py", "make_chats.py", "make_docs_data.py"]:
    runpy.run_path(os.path.join(here, m), run_name="__main__")
