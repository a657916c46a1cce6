"""Build vault/ from scratch, deterministically (standard library only).

    cd benchmarks/vaultsets/chidi && python gen/build.py
"""
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import util  # noqa: E402
import notes, mail, cal, chats, lists  # noqa: E402,E401


def main():
    if os.path.isdir(util.ROOT):
        shutil.rmtree(util.ROOT)
    os.makedirs(util.ROOT)
    notes.build_all()
    mail.build_all()
    cal.build_all()
    chats.build_all()
    lists.build_all()
    n = sum(len(f) for _, _, f in os.walk(util.ROOT))
    print("wrote %d files to %s" % (n, util.ROOT))


if __name__ == "__main__":
    main()
