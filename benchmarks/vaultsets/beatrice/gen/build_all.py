"""Rebuild the whole vault from scratch."""
import shutil, os
from common import OUT
import build_notes, build_mail, build_cal, build_chats, build_data

if __name__ == '__main__':
    if os.path.isdir(OUT):
        shutil.rmtree(OUT)
    os.makedirs(OUT)
    for mod in (build_notes, build_mail, build_cal, build_chats, build_data):
        mod.build()
    n = sum(len(f) for _, _, f in os.walk(OUT))
    print('files:', n)
