"""Build Priya's vault: python3 gen/build.py (from OUT)."""
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from util import ROOT, out  # noqa: E402
import notes_daily, notes_flat, notes_wedding, notes_other  # noqa: E402
import mail, mbox, cals, chats, data  # noqa: E402


def main():
    if os.path.isdir(ROOT):
        shutil.rmtree(ROOT)
    files = []
    for mod, name in ((notes_daily, "DAILY"), (notes_flat, "FLAT"),
                      (notes_wedding, "WED"), (notes_other, "OTHER")):
        for rel, text in getattr(mod, name).items():
            files.append(out(rel, text))
    files += mail.build()
    files += mbox.build()
    files += cals.build()
    files += chats.build_chatgpt()
    files += chats.build_assistant()
    files += data.build()
    assert len(files) == len(set(files))
    print(len(files), "files")


if __name__ == "__main__":
    main()
