"""The Alamo City Smoke Society mailing-list mbox (8 messages, List-Id, a reply, a >From escape)."""
import re
from util import new_mail, central, hid, UTC

LIST = "smoke-society@lists.alamocitysmoke.example"
LIST_ID = "Alamo City Smoke Society <smoke-society.lists.alamocitysmoke.example>"

HANK = "Hank Kowalski <hank.kowalski@mailbox.example>"
RICK = "Rick Tamez <ricktamez@correo.example>"
DANNY = "Danny Fuentes <dfuentes@mailbox.example>"
JORGE = "Jorge Villarreal <jorgev@mailbox.example>"

MSGS = [
    # (key, from, date, subject, body, reply_to_key)
    ("apr", HANK, central(2025, 4, 2, 19, 12), "[Smoke Society] April cook & hang - Sat 4/12 at my place", """Y'all,

April meetup is a cook & hang at my place Saturday 4/12, fire's lit at 7 AM, food around 2.
911 Pecan Valley Dr (the house with the ugly green smoker in the driveway).
Bring a side or a six-pack. I'm doing pork butts. Jorge said he'll bring a brisket if we ask nice.

Hank
""", None),
    ("wood", RICK, central(2025, 8, 28, 20, 40), "[Smoke Society] post oak group buy - Garcia Wood Yard", """Hey all,

Garcia Wood Yard (Somerset Rd) will do seasoned post oak at $240/cord instead of $310 if we take 4 cords
together, delivered to one driveway on Sat 9/6. Split 16", seasoned a year.

Reply with how much you want (half or whole cords). Cash or Zelle to me by 9/3.

Rick
""", None),
    ("wood-re", JORGE, central(2025, 8, 29, 6, 55), "Re: [Smoke Society] post oak group buy - Garcia Wood Yard", """Put me down for half a cord. I'll haul mine and Hank's from the drop with the work trailer.
Zelle coming tonight.

J

On Thu, Aug 28, 2025 at 8:40 PM Rick Tamez <ricktamez@correo.example> wrote:
> Garcia Wood Yard (Somerset Rd) will do seasoned post oak at $240/cord instead of $310 if we take 4 cords
> together, delivered to one driveway on Sat 9/6.
> Reply with how much you want (half or whole cords).
""", "wood"),
    ("bulverde", HANK, central(2025, 9, 5, 18, 2), "[Smoke Society] Bulverde Brisket Bash 10/18 - who's in?", """Bulverde Brisket Bash is Saturday 10/18. Registration closes 10/1.
So far: me (ribs), Rick (chicken), Jorge (brisket w/ La Bestia). Anybody else?
Let's park together, I'll ask for sites next to each other.

Hank
""", None),
    ("results", RICK, central(2025, 10, 20, 21, 15), "[Smoke Society] Bulverde results!!", """Results are up. Proud of this bunch.

From the judges' table, what I heard: brisket was the toughest category, 42 teams.

  Jorge Villarreal (La Bestia BBQ) - 7th place brisket out of 42 teams!! Top 10 his first cookoff.
  Hank Kowalski - 12th ribs (of 35)
  Me - 19th chicken, we don't talk about it

From now on we're entering as a club every year. Drinks on Hank at the November meetup.

Rick
""", None),
    ("forsale", DANNY, central(2025, 12, 1, 12, 30), "[Smoke Society] FS: 80 gal reverse flow, $1,100", """Selling my 80 gal reverse flow on a trailer. 1/4" steel, new tires last year, cooks even.
$1,100 or best offer, don't lowball me Hank. Upgrading to a 250 like Jorge's.
Pics on request.

Danny
""", None),
    ("feb", HANK, central(2026, 1, 15, 19, 48), "[Smoke Society] February meetup moved to Thu 2/19", """Heads up: February meetup moves from 2/12 to Thursday 2/19 because half of y'all are
doing Super Bowl prep that week and the other half are hungover from it. Same place as January.

Hank
""", None),
    ("march", HANK, central(2026, 2, 21, 10, 7), "[Smoke Society] March meetup - Thu 3/12, new spot", """March meetup is Thursday 3/12, 7 PM, and we're trying a new spot: the back patio at the
Alamo Ice House on S. Flores (the one with the big fans and the washer pit). They said we can
bring our own sides if we buy drinks. Rick's bringing his new beef rib recipe.

Topic: spring cookoff calendar + who's doing the Poteet one in April.

Hank
""", None),
]


def build():
    out = []
    ids = {}
    for key, frm, date, subj, body, reply_to in MSGS:
        ids[key] = "<%s@lists.alamocitysmoke.example>" % hid("mbox", key, n=14)
    for key, frm, date, subj, body, reply_to in MSGS:
        m = new_mail(frm, LIST, subj, date, ids[key],
                     in_reply_to=ids[reply_to] if reply_to else None,
                     extra=[("List-Id", LIST_ID),
                            ("List-Post", "<mailto:%s>" % LIST),
                            ("Precedence", "list")])
        m.set_content(body, cte="7bit")
        raw = m.as_bytes().decode("ascii")
        # mboxrd-style escaping of body lines that start with "From "
        raw = re.sub(r"(?m)^(>*From )", r">\1", raw)
        addr = re.search(r"<([^>]+)>", frm).group(1)
        from_line = "From %s %s" % (addr, date.astimezone(UTC).strftime("%a %b %d %H:%M:%S %Y"))
        out.append(from_line + "\n" + raw.rstrip("\n") + "\n\n")
    return ("mail/lists/alamo-city-smoke-society.mbox", "".join(out).encode("ascii"))
