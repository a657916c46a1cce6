"""Futsal league mailing list as an mbox (8 messages, List-Id, a reply, a >From escape)."""
from email.message import EmailMessage
from email import policy
from email.utils import format_datetime

from common import mel

LIST_ADDR = "Southside Social Futsal - Wednesday <futsal-wed@lists.southsidefutsal.example>"
LIST_ID = "Southside Social Futsal - Wednesday <futsal-wed.lists.southsidefutsal.example>"
LUKA = "Luka Petrovic <luka@southsidefutsal.example>"
LUKA_ADDR = "luka@southsidefutsal.example"

SIG = """
--
Luka Petrovic
Competition Coordinator, Southside Social Futsal
"""

MSGS = [
    dict(frm=LUKA, env=LUKA_ADDR, when=mel(2025, 1, 20, 19, 2), mid="ssf.t1reg.2025@southsidefutsal.example",
         subject="[SSF-Wed] Term 1 2025 registrations open",
         body="""\
Hi all,

Happy new year! Term 1 runs Wednesday 5 February to Wednesday 9 April (10 rounds + finals).

Fee stays at $95 per player for the term - pay through the link in your team portal by 31 January.
Venue: Keysborough Indoor Sports as usual, courts 1-3.

Team managers, please confirm your squad lists in the portal. Max 10 registered players per team.
""" + SIG),
    dict(frm=LUKA, env=LUKA_ADDR, when=mel(2025, 1, 29, 20, 15), mid="ssf.t1fix.2025@southsidefutsal.example",
         subject="[SSF-Wed] Term 1 fixtures",
         body="""\
Hi all,

Term 1 fixtures are up in the portal. Round 1 (Wed 5 Feb):

  7:20pm  Court 1  Bayside Ballers v Dingley Dynamos
  7:20pm  Court 2  Springvale Strikers v Sandown Social
  8:10pm  Court 2  Chai Break FC v Los Gal\u00e1cticos del Sur
  9:00pm  Court 1  Noble Knights v Clayton Casuals

Byes rotate; everyone gets one across the term.
""" + SIG),
    dict(frm="Faisal Rahimi <faisal.rahimi@inbox.example>", env="faisal.rahimi@inbox.example",
         when=mel(2025, 2, 3, 12, 30), mid="fr.20250203@inbox.example",
         subject="Re: [SSF-Wed] Term 1 fixtures",
         irt="ssf.t1fix.2025@southsidefutsal.example",
         body="""\
Hi Luka,

Any chance Chai Break can avoid the 9pm slots this term? Half our squad start work at 7am and we
were dead on our feet last term.

Thanks,
Faisal (Chai Break FC)

On Wed, 29 Jan 2025 at 20:15, Luka Petrovic <luka@southsidefutsal.example> wrote:
> Term 1 fixtures are up in the portal. Round 1 (Wed 5 Feb):
>
>   8:10pm  Court 2  Chai Break FC v Los Gal\u00e1cticos del Sur
"""),
    dict(frm=LUKA, env=LUKA_ADDR, when=mel(2025, 3, 10, 21, 40), mid="ssf.refs.2025@southsidefutsal.example",
         subject="[SSF-Wed] Forfeits, refs, and a note from the committee",
         body="""\
Hi all,

Three forfeits last round. If you can't field five, tell me by Tuesday night so I can give the other
team a scrimmage instead of a walkover.

Refs: we're still short on Wednesdays. $30 a game, training provided. Reply if interested.

From the committee: please respect the referees. Most of them are teenagers doing their first
job. Abuse of a referee is an automatic two-week suspension, no discussion.

Thanks for a great start to the term.
""" + SIG),
    dict(frm=LUKA, env=LUKA_ADDR, when=mel(2025, 4, 2, 18, 25), mid="ssf.t2venue.2025@southsidefutsal.example",
         subject="[SSF-Wed] Term 2: NEW VENUE + fees",
         body="""\
Hi all,

Important: Keysborough Indoor Sports is resurfacing all its courts from mid-April. From Term 2
(starting Wednesday 23 April) all Wednesday games move to:

  Noble Park Community Stadium, 17 Leonard Ave, Noble Park (Courts A and B)

Parking is in the Leonard Ave car park, enter via the north doors. Same timeslots as Term 1.

Term 2 fee is $110 per player (up from $95 - the venue hire is higher, sorry). Pay through the portal
by 18 April.
""" + SIG),
    dict(frm=LUKA, env=LUKA_ADDR, when=mel(2025, 4, 3, 9, 12), mid="ssf.t2venue.re1@southsidefutsal.example",
         subject="Re: [SSF-Wed] Term 2: NEW VENUE + fees",
         irt="bs.20250402.2210@inbox.example",
         body="""\
Hi Bashir,

At least for Term 2 - I'll let everyone know about Term 3 once we've talked to both venues.

Luka

On Wed, 2 Apr 2025 at 22:10, Bashir Sultani <bashir.sultani@inbox.example> wrote:
> Hi Luka, is the move just for Term 2 or permanent? A few of our guys live Keysborough way.
> Thanks, Bashir (Chai Break FC)
"""),
    dict(frm=LUKA, env=LUKA_ADDR, when=mel(2025, 5, 7, 20, 50), mid="ssf.midseason.2025@southsidefutsal.example",
         subject="[SSF-Wed] Mid-season update + presentation night",
         body="""\
Hi all,

Halfway through Term 2 - thanks for settling into the new venue so quickly.

Presentation night: Friday 27 June, 7pm, in the function room upstairs at the stadium.
$25 a head including dinner (halal and vegetarian options), trophies for the Term 1 and Term 2
winners, plus fairest & best and golden boot. Partners and kids welcome. RSVP through the portal.
""" + SIG),
    dict(frm=LUKA, env=LUKA_ADDR, when=mel(2025, 5, 21, 19, 5), mid="ssf.t3venue.2025@southsidefutsal.example",
         subject="[SSF-Wed] Term 3 venue confirmed",
         body="""\
Hi all,

Answering the question a few of you have asked: we're staying at Noble Park Community Stadium for
Term 3 (from Wednesday 16 July), and most likely for good - Keysborough's new pricing doesn't work
for a social comp. Term 3 fee TBC, but I'm trying to keep it at $110.
""" + SIG),
]


def build():
    out = []
    for d in MSGS:
        m = EmailMessage(policy=policy.default)
        m["From"] = d["frm"]
        m["To"] = LIST_ADDR
        m["Subject"] = d["subject"]
        m["Date"] = format_datetime(d["when"])
        m["Message-ID"] = "<%s>" % d["mid"]
        if d.get("irt"):
            m["In-Reply-To"] = "<%s>" % d["irt"]
            m["References"] = "<%s>" % d["irt"]
        m["List-Id"] = LIST_ID
        m["List-Post"] = "<mailto:futsal-wed@lists.southsidefutsal.example>"
        m["List-Unsubscribe"] = "<mailto:futsal-wed-leave@lists.southsidefutsal.example>"
        m["Precedence"] = "list"
        ascii_only = all(ord(c) < 128 for c in d["body"])
        m.set_content(d["body"], cte="7bit" if ascii_only else "8bit")
        raw = m.as_bytes(policy=policy.default)
        lines = raw.split(b"\n")
        # mboxrd-style escaping of body lines starting with "From " (or >From)
        esc = []
        in_body = False
        for ln in lines:
            if not in_body and ln == b"":
                in_body = True
                esc.append(ln)
                continue
            if in_body and (ln.startswith(b"From ") or ln.lstrip(b">").startswith(b"From ")
                            and ln.startswith(b">")):
                ln = b">" + ln
            esc.append(ln)
        raw = b"\n".join(esc)
        if not raw.endswith(b"\n"):
            raw += b"\n"
        utc = d["when"].astimezone(__import__("datetime").timezone.utc)
        stamp = "%s %s %2d %s %d" % (utc.strftime("%a"), utc.strftime("%b"), utc.day,
                                     utc.strftime("%H:%M:%S"), utc.year)
        from_line = "From %s %s\n" % (d["env"], stamp)
        out.append(from_line.encode() + raw + b"\n")
    return b"".join(out)
