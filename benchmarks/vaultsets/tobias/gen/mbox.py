"""NEOARC club mailing list as an mbox (mboxrd-style >From escaping). Stdlib only."""
from datetime import datetime, timedelta, timezone
from email.utils import format_datetime

LIST_ID = "NEOARC members list <members.neoarc.example>"
LIST_ADDR = "members@neoarc.example"


def _dt(y, mo, d, h, mi):
    dt = datetime(y, mo, d, h, mi)
    edt = datetime(2025, 3, 9, 2) <= dt < datetime(2025, 11, 2, 2)
    return dt.replace(tzinfo=timezone(timedelta(hours=-4 if edt else -5)))


MSGS = [
    dict(mid="neoarc-2025-01-meeting@neoarc.example",
         frm="Walt Szymanski <walt.sz@neoarc.example>", addr="walt.sz@neoarc.example",
         when=_dt(2025, 1, 10, 19, 2), subject="[NEOARC] January meeting Tue 1/14",
         body="""Hi all,

January meeting is Tuesday 1/14, 7 PM, same as always at VFW Post 3712 in
Parma Heights (downstairs hall, use the side door by the flagpole).

Program: Ray Castellano on alignment with a sweep generator and a scope,
"without losing your mind." Bring a set you're stuck on if it's portable.

Show & tell table as usual. Coffee is on Irene.

73,
Walt Szymanski, President
Northeast Ohio Antique Radio Club
"""),
    dict(mid="neoarc-2025-dues@neoarc.example",
         frm="Irene Fowler <irene.fowler@neoarc.example>", addr="irene.fowler@neoarc.example",
         when=_dt(2025, 2, 14, 8, 30), subject="[NEOARC] 2025 dues - $25 by March 31",
         body="""Friends,

Friendly reminder that 2025 dues are $25 and are due by March 31. You can
pay me at a meeting (cash or check to NEOARC) or mail a check to the club
P.O. box. Members in good standing get free swap meet admission and the
spring bulletin.

Thank you to the 31 of you who have already paid!

Irene Fowler, Treasurer
"""),
    dict(mid="neoarc-2025-swap@neoarc.example",
         frm="Walt Szymanski <walt.sz@neoarc.example>", addr="walt.sz@neoarc.example",
         when=_dt(2025, 3, 20, 21, 15), subject="[NEOARC] Spring Swap Meet - Sat April 26",
         body="""Hi everyone,

The Spring Swap Meet is ON for Saturday, April 26.

Location this year: Strongsville Rec Center, Hall B (the back hall - enter
through the pool-side doors, NOT the main lobby).

  Sellers set up: 7:00 AM
  Buyers:         8:00 AM - noon
  Tables:         $10 each, reserve with me by April 19
  Tailgating:     free in the north lot

Please, no untested "works great" labels on sets you haven't plugged in.
Label them AS-IS. We had complaints last year.

Walt
"""),
    dict(mid="neoarc-2025-swap-re1@neoarc.example", irt="neoarc-2025-swap@neoarc.example",
         frm="Hank Dubrowski <hank.dub@neoarc.example>", addr="hank.dub@neoarc.example",
         when=_dt(2025, 3, 21, 7, 48), subject="Re: [NEOARC] Spring Swap Meet - Sat April 26",
         body="""Walt, put me down for two tables. I'm clearing out the basement.

From what I remember last year the pool-side doors were locked until 7:30,
so somebody with a key needs to be there by 6:45 or the sellers are standing
in the cold with their arms full of consoles.

Hank

> The Spring Swap Meet is ON for Saturday, April 26.
>
> Location this year: Strongsville Rec Center, Hall B (the back hall - enter
> through the pool-side doors, NOT the main lobby).
"""),
    dict(mid="neoarc-2025-new-location@neoarc.example",
         frm="Walt Szymanski <walt.sz@neoarc.example>", addr="walt.sz@neoarc.example",
         when=_dt(2025, 6, 5, 18, 40), subject="[NEOARC] NEW meeting location starting July",
         body="""Hi all,

Heads up: the VFW is renovating the downstairs hall and we've lost our spot
for at least a year. Starting with the July 8 meeting we'll meet at:

  Brooklyn Senior Center, Community Room 3
  4561 Ridge Road, Brooklyn OH
  Still the 2nd Tuesday of the month, 7 PM

Park in the back lot and use the rear entrance; the front doors lock at 6.
The room has better light and real tables, so bring your projects.

Please update your calendars!

Walt
"""),
    dict(mid="neoarc-2025-tubetester@neoarc.example",
         frm="Maggie Lindqvist <maggie.l@neoarc.example>", addr="maggie.l@neoarc.example",
         when=_dt(2025, 8, 18, 12, 5), subject="[NEOARC] Tube tester calibration night - Sept 9",
         body="""Hi folks,

At the September 9 meeting I'll bring my calibration tubes and the Hickok
adapter set. If you have a Hickok, Eico, or B&K tester that you haven't
checked in a while, bring it and we'll see how far off it is.

Please bring your own roll chart / settings book.

Maggie
"""),
    dict(mid="neoarc-2025-holiday@neoarc.example",
         frm="Walt Szymanski <walt.sz@neoarc.example>", addr="walt.sz@neoarc.example",
         when=_dt(2025, 10, 20, 20, 0), subject="[NEOARC] Holiday party Saturday Dec 6",
         body="""Hi all,

Save the date: the NEOARC holiday party is Saturday, Dec 6, 6 PM, upstairs
at Parma Pierogi Hall. Spouses, kids and grandkids welcome.

The club buys pierogi, kielbasa and the cake; please bring a side or a
dessert. Bring a radio for the show & tell table - the theme this year is
"sets from the year you were born."

Raffle prize: a restored Zenith Royal 500 (thanks Ray).

RSVP to me by Nov 28 with a head count.

Walt
"""),
    dict(mid="neoarc-2025-holiday-re1@neoarc.example", irt="neoarc-2025-holiday@neoarc.example",
         frm="Tobias Reyes-Whitfield <tobias.rw@mailbox.example>", addr="tobias.rw@mailbox.example",
         when=_dt(2025, 10, 22, 21, 33), subject="Re: [NEOARC] Holiday party Saturday Dec 6",
         body="""Walt - count me in, plus one (my daughter Maya, 12). I'll bring a tray of
lemon bars. If the dial on the Philco 38-690 is finished by then I'll bring
it for the show & tell table, otherwise the Zenith portable.

Tobias

> Save the date: the NEOARC holiday party is Saturday, Dec 6, 6 PM, upstairs
> at Parma Pierogi Hall.
"""),
    dict(mid="neoarc-2026-dues@neoarc.example",
         frm="Irene Fowler <irene.fowler@neoarc.example>", addr="irene.fowler@neoarc.example",
         when=_dt(2025, 11, 4, 9, 10), subject="[NEOARC] 2026 dues going to $30",
         body="""Friends,

The board voted to raise dues to $30 starting with 2026 - the first increase
since 2016. Rent at the senior center is higher than the VFW charged us, and
the bulletin printing went up too.

You can pay 2026 dues starting at the holiday party.

Irene Fowler, Treasurer
"""),
]


def _escape(body):
    lines = []
    for ln in body.split("\n"):
        stripped = ln.lstrip(">")
        if stripped.startswith("From "):
            ln = ">" + ln
        lines.append(ln)
    return "\n".join(lines)


def build():
    parts = []
    for m in MSGS:
        env = m["when"].astimezone(timezone.utc).strftime("%a %b %d %H:%M:%S %Y")
        hdr = [
            "From %s %s" % (m["addr"], env),
            "From: %s" % m["frm"],
            "To: %s" % LIST_ADDR,
            "Subject: %s" % m["subject"],
            "Date: %s" % format_datetime(m["when"]),
            "Message-ID: <%s>" % m["mid"],
        ]
        if m.get("irt"):
            hdr.append("In-Reply-To: <%s>" % m["irt"])
            hdr.append("References: <%s>" % m["irt"])
        hdr += [
            "List-Id: %s" % LIST_ID,
            "List-Post: <mailto:%s>" % LIST_ADDR,
            "Precedence: list",
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=us-ascii",
            "Content-Transfer-Encoding: 7bit",
        ]
        body = _escape(m["body"]).rstrip("\n") + "\n"
        parts.append("\n".join(hdr) + "\n\n" + body + "\n")
    return {"mail/lists/neoarc-members.mbox": "".join(parts).encode("ascii")}
