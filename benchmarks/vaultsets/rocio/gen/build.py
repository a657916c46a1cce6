"""Build the whole vault: python3 gen/build.py"""
import os
import shutil

from common import VAULT
import make_notes, make_mail, make_calendar, make_chats, make_data

if __name__ == "__main__":
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    files = []
    for mod in (make_notes, make_mail, make_calendar, make_chats, make_data):
        files += mod.build()
    print(len(files), "files written to", VAULT)
