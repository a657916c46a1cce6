"""The date a file stands for when its contents name none: the one in its name, else its modification time.

Daily notes and journals are named by their day (``2025-10-04.md``, ``2025_10_04.md``, ``20251004 standup.txt``);
their modification time is when they were last touched, copied or synced, which for a vault restored from a
backup is the same instant for every file. Folder names are not read: ``mail/2025/03/`` names a month, not a day.
"""

from __future__ import annotations

import re
from datetime import date, datetime
from pathlib import PurePosixPath

_NAMED_DAY = re.compile(r"(?<!\d)((?:19|20)\d\d)([-_.]?)(0[1-9]|1[0-2])\2(0[1-9]|[12]\d|3[01])(?!\d)")


def file_date(relpath: str, mtime: datetime) -> datetime:
    """The first valid calendar day in the file name (local midnight, naive, like a front-matter date), else
    ``mtime``."""
    for m in _NAMED_DAY.finditer(PurePosixPath(relpath).name):
        try:
            return datetime.combine(date(int(m.group(1)), int(m.group(3)), int(m.group(4))), datetime.min.time())
        except ValueError:  # 2025-02-30
            continue
    return mtime
