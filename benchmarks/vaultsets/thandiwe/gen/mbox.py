"""A mailing-list mbox (mboxo style, with a '>From ' escape)."""
import email.utils
from common import dedent, dt, h
from mailkit import build, quote

LIST = "pageturners@lists.bookclub.example"
LIST_ID = "Berea Page Turners <pageturners.lists.bookclub.example>"

NALEDI = "Naledi Sithole <naledi.sithole@webmail.example>"
THANDI = "Thandiwe Mokoena <thandiwe.mokoena@webmail.example>"
FATIMA = "Fatima Jeewa <fatima.jeewa@mail.example>"
ZANELE = "Zanele Mthembu <zanele.m@mail.example>"
CAROL = "Carol Hendricks <carolh@webmail.example>"

MSGS = []


def m(frm, date, subject, body, irt=None):
    MSGS.append((frm, date, subject, body, irt))


m(NALEDI, "2024-11-29 08:14", "Thanks for last night + 2025 list vote", dedent("""
Morning all

Thank you for a lovely evening at Zanele's - and the lemon tart, Zanele, I
dreamt about it. Dog Eat Dog divided us beautifully, which is the point.

Reminders:
- NO meeting in December (26 Dec is Boxing Day and half of us are away).
  We start again on the last Thursday of January.
- 2025 list: please vote by 15 Dec. Pick your top 8 from the long list on the
  shared doc. Megan, yes, you can lobby for a non-SA book, no guarantees.

Naledi
"""))

m(NALEDI, "2025-01-05 17:30", "2025 reading list - final(ish)", dedent("""
Happy new year Page Turners!

The 2025 list is on the shared doc. Still last Thursday of the month, 18:30,
hosts rotating (roughly in the order on the doc). Nov and Dec are still
open - we'll decide closer to the time.

Subs stay R50 a month for the snacks kitty - pay Fatima.

Naledi
"""))

m(FATIMA, "2025-04-30 12:02", "June meeting - can we move it?", dedent("""
Hi all

I'm hosting in June but the 26th is my mother-in-law's 70th. Can we do
TUESDAY 24 June at mine instead? Same time. Glenwood, you all know the way
(parking in the road, the driveway is full of my husband's projects).

Fatima
"""))

m(NALEDI, "2025-08-29 09:41", "Proposal: move to Wednesdays from October", dedent("""
Hi everyone

As discussed last night - Carol has started bookkeeping night classes on
Thursdays from October, and several of us find Thursdays hard anyway.

Proposal: from October we meet on the SECOND WEDNESDAY of the month, 18:30.

Please reply yes/no by the end of next week. If the majority says yes we
switch from October and the September meeting stays as planned (25 Sept,
Zoo City, at Zanele's).

Naledi
"""))

THANDI_REPLY = dedent("""
Yes from me!! Thursdays are a killer with Friday site trips.

Also, since we're talking about the future, a small plea for the 2026 list:
can we PLEASE do no more fantasy. I am still recovering from the dragon book
in 2023 - 600 pages of maps and made-up names. Give me crime, SA noir, a
proper thriller, a good memoir, anything with real people in it. Deon Meyer
and Mike Nicol can have my vote every year.

From what I remember of the last vote, Megan and Zanele agree with me, so
that's three of us. Just saying. :)

Thandi
""")
m(THANDI, "2025-09-02 21:15", "Re: Proposal: move to Wednesdays from October",
  THANDI_REPLY + "\nOn Fri, 29 Aug 2025 at 09:41, Naledi Sithole wrote:\n" +
  quote("Proposal: from October we meet on the SECOND WEDNESDAY of the month, 18:30.\n\nPlease reply yes/no by the end of next week."),
  irt=0)

m(NALEDI, "2025-09-26 10:05", "Confirmed: 2nd Wednesdays from October", dedent("""
Hi all

It's unanimous (well, 5 yes + Megan's "whatever works") - from October we
meet on the second Wednesday of the month, 18:30.

October is Wednesday 8 Oct, Coconut by Kopano Matlwa. October we're at
Carol's (her last month before the painters move in, she says bring
cushions, she's short of chairs).

Naledi
"""))

m(NALEDI, "2025-10-09 08:20", "November book - vote result", dedent("""
Morning all

Thank you for a great evening last night, Carol - the cushions worked.

The vote for the November book is in:
  - Ways of Dying (Zakes Mda) - 4 votes
  - The Promise (Damon Galgut) - 2 votes

So November is WAYS OF DYING. The library in town has 3 copies, and Zanele
has a spare one to lend.

Venue for November is still TBC - we can't be at Carol's (painters). I'm
looking at a few places and will email you all separately.

Naledi
"""))

m(ZANELE, "2025-10-24 19:50", "Year-end braai - Sat 6 December", dedent("""
Hi Page Turners!

It's that time - our year-end braai is at my place this year:

  Saturday 6 December, from 13:00 till late
  17 Acacia Lane, Westville (the house with the blue gate, park on the verge)

The kitty is paying for the meat (thanks Fatima!). Please each bring a side
dish or a dessert and your own drinks. Partners and kids welcome, the pool
will be open so bring costumes.

And bring a wrapped second-hand book for the book swap - no fantasy, Thandi
says :)

Zanele
"""))


def build_mbox():
    out = []
    ids = []
    for i, (frm, date, subject, body, irt) in enumerate(MSGS):
        path = "mbox:%d" % i
        mid = "<pt-%s@lists.bookclub.example>" % h(path + subject, 16)
        ids.append(mid)
        kw = dict(frm=frm, to=LIST, subject=subject,
                  date=date, body=body, cte="7bit", msgid=mid,
                  extra_headers=[("List-Id", LIST_ID),
                                 ("List-Post", "<mailto:%s>" % LIST),
                                 ("Precedence", "list")])
        if irt is not None:
            kw["in_reply_to"] = ids[irt]
        raw = build(path, **kw).decode("utf-8")
        # mboxo escaping of body lines beginning with "From "
        lines = []
        for line in raw.split("\n"):
            if line.startswith("From "):
                line = ">" + line
            lines.append(line)
        raw = "\n".join(lines)
        addr = email.utils.parseaddr(frm)[1]
        d = dt(date)
        envelope = "From %s %s %s %2d %s" % (addr, d.strftime("%a"), d.strftime("%b"),
                                             d.day, d.strftime("%H:%M:%S %Y"))
        out.append(envelope + "\n" + raw.rstrip("\n") + "\n\n")
    return "".join(out).encode("utf-8")


FILES = {"mail/lists/pageturners.mbox": build_mbox()}
