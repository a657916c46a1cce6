"""Build the yuki vault from scratch (stdlib only, deterministic)."""
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import c_notes, c_long, c_mail, c_mbox, c_cal, c_chat  # noqa: E402


def main():
    root = os.path.normpath(os.path.join(HERE, "..", "vault"))
    if os.path.exists(root):
        shutil.rmtree(root)
    os.makedirs(root)
    files = []
    for mod in (c_notes, c_long, c_mail, c_mbox, c_cal, c_chat):
        files += mod.build(root)
    print("wrote %d files to %s" % (len(files), root))


if __name__ == "__main__":
    main()
