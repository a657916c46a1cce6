"""Build Sigrid Holmqvist's held-out vault into ../vault (wipes it first)."""
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import VAULT  # noqa: E402
import notes_badrum, notes_stugan, notes_innebandy, notes_keramik, notes_japan, notes_daily  # noqa: E402
import mail, mbox_ics, chats, data_csv  # noqa: E402


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    for mod in (notes_badrum, notes_stugan, notes_innebandy, notes_keramik, notes_japan, notes_daily):
        mod.build()
    mail.build()
    mbox_ics.build_mbox()
    mbox_ics.build_calendars()
    chats.build()
    data_csv.build()
    files = sorted(os.path.relpath(os.path.join(d, f), VAULT) for d, _, fs in os.walk(VAULT) for f in fs)
    print(len(files), "files")
    for f in files:
        print(" ", f)


if __name__ == "__main__":
    main()
