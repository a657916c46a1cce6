"""Small stdlib-only helpers shared by the generator modules."""
import hashlib
import os


def h(text, n=12):
    """Deterministic short hex id derived from text."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:n]


def write_bytes(root, rel, data):
    path = os.path.join(root, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def write_text(root, rel, text):
    write_bytes(root, rel, text.encode("utf-8"))


# ---------------------------------------------------------------- iCalendar
def ics_escape(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
             .replace("\n", "\\n"))


def ics_fold(line):
    """Fold a content line at 75 octets (RFC 5545), never splitting a UTF-8 char."""
    b = line.encode("utf-8")
    if len(b) <= 75:
        return [line]
    out = []
    cur = b""
    limit = 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            out.append(cur.decode("utf-8"))
            cur = b""
            limit = 74  # continuation lines start with one space
        cur += cb
    if cur:
        out.append(cur.decode("utf-8"))
    return [out[0]] + [" " + x for x in out[1:]]


def ics_join(lines):
    folded = []
    for ln in lines:
        folded.extend(ics_fold(ln))
    return ("\r\n".join(folded) + "\r\n").encode("utf-8")


VTIMEZONE_LONDON = [
    "BEGIN:VTIMEZONE",
    "TZID:Europe/London",
    "X-LIC-LOCATION:Europe/London",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:+0000",
    "TZOFFSETTO:+0100",
    "TZNAME:BST",
    "DTSTART:19700329T010000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0000",
    "TZNAME:GMT",
    "DTSTART:19701025T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
]
