"""Build the keiko vault from scratch: python gen/build.py (run from the set folder).
Standard library only; deterministic (same bytes every run)."""
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from notes import NOTES          # noqa: E402
from journals import JOURNALS    # noqa: E402
from mails import build_mails    # noqa: E402
from cals import build_cals      # noqa: E402
from chats import build_chats    # noqa: E402
from tables import build_tables  # noqa: E402

VAULT = os.path.join(os.path.dirname(HERE), "vault")


def collect():
    files = {}
    for src in (NOTES, JOURNALS):
        for p, text in src.items():
            files[p] = text.encode("utf-8")
    for src in (build_mails(), build_cals(), build_chats(), build_tables()):
        for p, data in src.items():
            assert p not in files, p
            files[p] = data
    return files


def main():
    files = collect()
    if os.path.exists(VAULT):
        shutil.rmtree(VAULT)
    for p in sorted(files):
        full = os.path.join(VAULT, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as f:
            f.write(files[p])
    print("wrote %d files to %s" % (len(files), VAULT))


if __name__ == "__main__":
    main()
