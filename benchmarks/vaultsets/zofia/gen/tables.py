# -*- coding: utf-8 -*-
"""CSV files and the book-club mbox."""
import csv
import io
from email.message import EmailMessage
from email.utils import format_datetime

from util import hid, uk, UTC

OUT = {}


def _csv(header, rows):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    return buf.getvalue()


# ---------------------------------------------------------------- driving lessons
LESSONS = [
    ("2025-02-07", "11:00", 1, 36, 36, "cash", "controls, moving off, stopping", "very nervous, stalled 4x"),
    ("2025-02-14", "11:00", 1, 36, 36, "transfer", "clutch control, T-junctions", "better. hill start ok-ish"),
    ("2025-02-21", "09:00", 1, 36, 36, "transfer", "junctions", "straight after a night shift - awful, never again"),
    ("2025-02-28", "11:00", 1, 36, 36, "transfer", "junctions, mirrors", ""),
    ("2025-03-07", "11:00", 1, 36, 36, "transfer", "mini roundabouts", "MSM before signalling!"),
    ("2025-03-28", "11:00", 1, 36, 36, "transfer", "roundabouts, Sheepscar", "lane discipline on the big one"),
    ("2025-04-04", "11:00", 1, 36, 36, "transfer", "dual carriageway, ring road", "ok at 50, scared at 70"),
    ("2025-04-11", "11:00", 1, 36, 36, "transfer", "parallel park, bay park", "parallel fine, bay wonky"),
    ("2025-04-25", "11:00", 1, 36, 36, "transfer", "emergency stop, show me tell me", ""),
    ("2025-05-09", "11:00", 2, 38, 74, "transfer", "junctions, hills - talked about automatic", "staying manual"),
    ("2025-05-23", "11:00", 2, 38, 74, "transfer", "independent driving with sat nav", "good"),
    ("2025-05-30", "11:00", 2, 38, 74, "transfer", "Meanwood Road right turns", "hesitant"),
    ("2025-06-20", "11:00", 2, 38, 74, "transfer", "back after Poland, general", "rusty"),
    ("2025-07-04", "11:00", 2, 38, 74, "transfer", "mock test route Horsforth", "2 minors"),
    ("2025-07-25", "11:00", 2, 38, 74, "transfer", "reverse bay park, town centre", ""),
    ("2025-08-08", "11:00", 2, 38, 74, "transfer", "mock test", "5 minors, 0 serious"),
    ("2025-09-05", "11:00", 2, 38, 74, "transfer", "would-have-been test week, test routes", "good"),
    ("2025-09-26", "11:00", 0, 38, 0, "-", "cancelled by Dave", "car in the garage"),
    ("2025-10-03", "11:00", 2, 38, 74, "transfer", "Chapel Allerton - new area", "nice to see the flat from the car"),
    ("2025-10-17", "11:00", 2, 38, 74, "transfer", "roundabouts, Sheepscar again", "fine"),
    ("2025-10-31", "11:00", 2, 38, 74, "transfer", "mock test", "3 minors, 1 serious (right turn hesitation)"),
    ("2025-11-14", "11:00", 2, 38, 74, "transfer", "right turns onto busy roads", "waiting for gaps too big"),
]
OUT["data/driving-lessons-2025.csv"] = _csv(
    ["date", "start", "hours", "rate_gbp_per_hour", "cost_gbp", "paid", "focus", "notes"], LESSONS)

# ---------------------------------------------------------------- flat costs ledger
COSTS = [
    ("2024-12-05", "Agreement in principle", "Pennine BS", "0.00", "-", "done", "soft search"),
    ("2025-02-10", "Broker fee (1st half)", "Northway Mortgages", "197.50", "card", "paid", ""),
    ("2025-02-12", "Solicitor - money on account", "Hargreaves & Lund", "300.00", "transfer", "paid",
     "our ref from the client care letter"),
    ("2025-03-06", "RICS Level 2 survey", "Kirkstall Survey Partners", "540.00", "card", "paid", ""),
    ("2025-04-03", "Searches top-up", "Hargreaves & Lund", "10.00", "transfer", "paid", ""),
    ("2025-07-24", "Mortgage valuation", "Pennine BS", "0.00", "-", "done", "free with the product"),
    ("2025-08-12", "Broker fee (2nd half)", "Northway Mortgages", "197.50", "card", "paid", "on offer"),
    ("2025-10-14", "Management pack", "seller pays", "0.00", "-", "n/a", ""),
    ("2025-11-05", "Removals deposit", "Aire Valley Removals", "50.00", "card", "paid",
     "balance on the day - see quote attached to their email"),
    ("2025-11-21", "Posting mortgage deed (recorded)", "Royal Mail", "3.35", "card", "to do", ""),
    ("2025-12-03", "Deposit balance", "Hargreaves & Lund", "18250.00", "transfer", "due",
     "PHONE first to confirm bank details"),
    ("2025-12-03", "Legal fee + VAT", "Hargreaves & Lund", "1380.00", "transfer", "due", "1150 + 230 VAT"),
    ("2025-12-03", "Land Registry fee", "Hargreaves & Lund", "45.00", "transfer", "due", ""),
    ("2025-12-03", "ID + bankruptcy searches", "Hargreaves & Lund", "12.00", "transfer", "due", ""),
    ("2025-12-03", "Telegraphic transfer fee", "Hargreaves & Lund", "50.40", "transfer", "due", "42 + VAT"),
    ("2025-12-05", "Stamp duty", "HMRC", "0.00", "-", "n/a", "first-time buyer relief"),
    ("2025-12-06", "Removals balance", "Aire Valley Removals", "", "card", "due", "see quote"),
    ("2025-12-10", "Contents insurance", "TBC", "", "", "to do", "buildings insurance is in the service charge"),
    ("2025-12-15", "Curtains / blackout blind bedroom", "", "", "", "to do", "priority for sleeping after nights"),
]
OUT["data/flat-costs-ledger.csv"] = _csv(
    ["date", "item", "payee", "amount_gbp", "method", "status", "notes"], COSTS)

# ---------------------------------------------------------------- mbox
LIST = "readers@headingley-books.example"
LISTID = "Headingley Readers <readers.headingley-books.example>"
FIONA = "Fiona Gallagher <fiona.gallagher@mailbox.example>"


def _mbox_msg(key, frm, subject, date, body, cte="7bit", reply_to_key=None):
    m = EmailMessage()
    m["From"] = frm
    m["To"] = LIST
    m["Subject"] = subject
    m["Date"] = format_datetime(date)
    m["Message-ID"] = "<%s@headingley-books.example>" % hid("mbox" + key, 16)
    if reply_to_key:
        parent = "<%s@headingley-books.example>" % hid("mbox" + reply_to_key, 16)
        m["In-Reply-To"] = parent
        m["References"] = parent
    m["List-Id"] = LISTID
    m["List-Post"] = "<mailto:%s>" % LIST
    m["List-Unsubscribe"] = "<mailto:readers-leave@headingley-books.example>"
    m["Precedence"] = "list"
    m["MIME-Version"] = "1.0"
    m.set_content(body, cte=cte)
    return frm, date, m.as_bytes()


def _mbox_entry(frm, date, raw):
    addr = frm.split("<")[-1].rstrip(">")
    d = date.astimezone(UTC)
    from_line = "From %s %s" % (addr, d.strftime("%a %b %d %H:%M:%S %Y"))
    lines = raw.decode("utf-8").split("\n")
    out = []
    for l in lines:
        if l.startswith("From "):
            l = ">" + l
        out.append(l)
    body = "\n".join(out)
    if not body.endswith("\n"):
        body += "\n"
    return from_line + "\n" + body + "\n"


VOTE = """Hi all,

Time to vote for November! Reply to the list with ONE choice by Tuesday 28th:

  1. Small Things Like These - Claire Keegan (short!)
  2. Prophet Song - Paul Lynch
  3. The Books of Jacob - Olga Tokarczuk (Zofia's "one day" book, 900+ pages)
  4. Intermezzo - Sally Rooney

Fiona"""

MSGS = [
    _mbox_msg("m1", FIONA, "[Headingley Readers] September: Flights (Zofia's pick!)", uk(2025, 8, 28, 19, 2),
              """Hi everyone,

Reminder that September's book is Flights by Olga Tokarczuk, Zofia's choice. It's in fragments, so don't
panic if it feels like it's not going anywhere - apparently that's the point!

Thursday 25 September, 7.30pm, the Lamplighter on Otley Road, back room as usual.

Fiona
"""),
    _mbox_msg("m2", FIONA, "[Headingley Readers] Notes from Flights + October", uk(2025, 9, 26, 10, 15),
              """Hi all,

Thanks for a lively one last night! Quick notes for those who missed it:
- Flights split the room: 3 loved it, 2 "didn't get it", Raj said it was like being inside someone's dream.
- Zofia told us about the Polish title (Bieguni) and what it means - fascinating.

October: Klara and the Sun (Kazuo Ishiguro), Thursday 30 October, 7.30pm, Lamplighter.

Bad news: the Lamplighter is closing for a full refurbishment from 1 November and won't reopen until
February. So we'll need somewhere else for November and the new year. Offers welcome!

Fiona
"""),
    _mbox_msg("m3", "Raj Mehta <raj.mehta@mailbox.example>", "[Headingley Readers] podcast for Klara",
              uk(2025, 10, 5, 21, 40),
              """Evening all,

If anyone wants a warm-up for Klara, the Backlisted episode on Ishiguro is great. One line from a review
I liked, to get us going:

From the first page, Klara watches the humans the way a child watches the adults in a hospital corridor.

(Zofia, you'll have opinions on that one.)

Raj
"""),
    _mbox_msg("m4", FIONA, "[Headingley Readers] Vote: November book", uk(2025, 10, 24, 8, 30), VOTE + "\n"),
    _mbox_msg("m5", "Zofia Kowalczyk <zosia.kowalczyk@skrzynka.example>",
              "Re: [Headingley Readers] Vote: November book", uk(2025, 10, 25, 15, 12),
              """I vote 1 - Small Things Like These. It's short and I'm on nights most of that week.
(The Books of Jacob is for a year when I'm not buying a flat. Maybe 2027.)

Zosia

On Fri, 24 Oct 2025 at 08:30, Fiona Gallagher <fiona.gallagher@mailbox.example> wrote:
""" + "\n".join("> " + l if l else ">" for l in VOTE.split("\n")) + "\n",
              cte="quoted-printable", reply_to_key="m4"),
    _mbox_msg("m6", FIONA, "[Headingley Readers] November: result, NEW VENUE, Christmas meal",
              uk(2025, 10, 29, 18, 45),
              """Hi all,

The votes are in: Small Things Like These won with 5 votes (Prophet Song 2, Intermezzo 1, and one
loyal vote for The Books of Jacob - Helen!).

NEW VENUE: as the Lamplighter is closed for the refurb, Helen has very kindly offered her house.

  Thursday 27 November, 7.30pm
  Helen's, 14 Ashwood Villas, Headingley, Leeds LS6

Christmas meal: Thursday 18 December, 7pm, Casa Lupa on North Lane. They want a deposit, so please send me
GBP 12 per person by Sunday 30 November (bank transfer - details in the group chat - or cash at the
November meeting).

Fiona
"""),
    _mbox_msg("m7", "Helen Brook <helen.brook@mailbox.example>",
              "Re: [Headingley Readers] November: result, NEW VENUE, Christmas meal", uk(2025, 11, 3, 12, 20),
              """Delighted to have you all! Practical bits:

- it's the house with the blue door, halfway down on the left
- parking: on Ashwood Terrace round the corner, not in front (the neighbours get cross)
- I have two cats - Raj, bring your antihistamines
- I'll do tea, coffee and mulled apple; bring biscuits if you feel like it

Helen
""", reply_to_key="m6"),
    _mbox_msg("m8", "Joanne Firth <joanne.firth@mailbox.example>", "[Headingley Readers] Christmas meal deposits",
              uk(2025, 11, 12, 9, 5),
              """Hi lovelies,

Fiona's away this week so she's asked me to chase: Christmas meal deposits (GBP 12 each, by 30 Nov) are
still missing from Matt and Zofia. No pressure, just don't want Casa Lupa giving our table away!

Jo
"""),
]
OUT["mail/lists/headingley-readers.mbox"] = "".join(_mbox_entry(*m) for m in MSGS)
