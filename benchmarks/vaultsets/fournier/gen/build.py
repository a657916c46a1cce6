"""Regenerate the whole vault: python3 gen/build.py"""
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import ROOT  # noqa: E402
import notes_boutique, notes_famille, notes_traduction, notes_maison, notes_divers  # noqa: E402
import mail_build, mbox_build, cal_build, chats_build, data_build  # noqa: E402

if os.path.isdir(ROOT):
    shutil.rmtree(ROOT)
os.makedirs(ROOT)
for mod in (notes_boutique, notes_famille, notes_traduction, notes_maison, notes_divers,
            mail_build, mbox_build, cal_build, chats_build, data_build):
    mod.build()
n = sum(len(f) for _, _, f in os.walk(ROOT))
print("files:", n)
