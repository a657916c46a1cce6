"""Regenerate the whole vault: python3 build_all.py"""
import os
import shutil

from common import VAULT
import make_notes, make_mail, make_cal, make_chats, make_data

if __name__ == "__main__":
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    for mod in (make_notes, make_mail, make_cal, make_chats, make_data):
        mod.main()
    n = sum(len(f) for _, _, f in os.walk(VAULT))
    print("files:", n)
