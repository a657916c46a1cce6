"""Mudrock Pottery members' mailing list as one mbox file."""
from email.message import EmailMessage
from email.utils import format_datetime
from common import POLICY, sgt

LIST = "members@mudrockpottery.example"
LISTID = "Mudrock Pottery members <members.mudrockpottery.example>"
JESS = "Jess Foo (Mudrock) <jess@mudrockpottery.example>"
FOOTER = """
--
Mudrock Pottery Studio - 21 Jalan Besar #02-03, Singapore 208804
You are on the members list. Unsubscribe: members-leave@mudrockpottery.example
"""

MSGS = [
    dict(frm=JESS, date=sgt(2024, 9, 2, 19, 0), mid="<mr-0902@mudrockpottery.example>",
         subj="[Mudrock] Welcome to the Sep term!",
         body="""Hi all,

Welcome to the new term, and a special hello to our 6 new members!

Weekend wheel class: Saturdays 10:00am - 12:30pm, starting this Sat 7 Sep.
Weekday evening class: Wednesdays 7:30 - 10pm.

House rules (again, sorry):
- Reclaim bucket is for clean clay only. No paper towels!!
- Label your boards with name + date.
- Shelf A = drying, Shelf B = bisqued/waiting for glaze, Shelf C = done, please collect within 3 weeks.

See you at the wheel,
Jess
"""),
    dict(frm=JESS, date=sgt(2024, 11, 8, 12, 30), mid="<mr-1108@mudrockpottery.example>",
         subj="[Mudrock] Glaze night Fri 15 Nov + new glazes",
         body="""Hi everyone,

Glaze night is on Friday 15 Nov, 7:30pm. Bring your bisqued pieces and test tiles.

We've mixed two new glazes for cone 6: a warm shino and a proper tenmoku. Test tiles will be on the
wall by the sink. Please don't double-dip the brushes.

Jess
"""),
    dict(frm="Hafiz Rahman <hafiz.r@mailbox.example>", date=sgt(2025, 1, 20, 22, 14),
         mid="<CAhr0120.1@mailbox.example>",
         subj="[Mudrock] finally threw a 60cm floor vase!!",
         body="""Hi all,

Took me 5 tries but the 60cm one finally survived. Some of you asked how, so here's what worked:

From the start I stopped trying to pull it in one piece. Throw it in two sections - a wide
bottom cylinder and a separate top section on another bat - let both go leather-soft for
about 40 minutes, then score, slip and join, and throw the join smooth. Compress the base a lot,
and use a heat gun (lightly!) between pulls so the walls can take the weight.

Also: wedge 6kg at once is a workout. Skip leg day.

Photos on the studio IG later. Thanks Jess for letting me hog wheel 3 all evening.

Hafiz
"""),
    dict(frm="Priya Nair <priya.nair@mailbox.example>", date=sgt(2025, 1, 21, 8, 3),
         mid="<CApn0121.1@mailbox.example>", irt="<CAhr0120.1@mailbox.example>",
         subj="Re: [Mudrock] finally threw a 60cm floor vase!!",
         body="""So cool Hafiz!! The two-section trick is genius, going to try on a smaller scale.

Priya

On Mon, 20 Jan 2025, Hafiz Rahman wrote:
> Took me 5 tries but the 60cm one finally survived. Some of you asked how, so here's what worked:
>
> From the start I stopped trying to pull it in one piece. Throw it in two sections - a wide
> bottom cylinder and a separate top section on another bat
"""),
    dict(frm=JESS, date=sgt(2025, 2, 14, 18, 45), mid="<mr-0214@mudrockpottery.example>",
         subj="[Mudrock] IMPORTANT: weekend class moving from March",
         body="""Hi all,

Important schedule change: our kids' classes have become super popular (thank you parents!), so from
March the Saturday morning slot will be for kids only.

The adult weekend wheel class moves to Sundays, 2:00pm - 4:30pm, starting Sun 2 March.
Same room, same teacher (me), same terrible jokes.

Last Saturday adult class: 22 Feb.

If Sundays don't work for you, reply and I'll try to fit you into the Wednesday evening class.

Jess
"""),
    dict(frm=JESS, date=sgt(2025, 3, 10, 20, 20), mid="<mr-0310@mudrockpottery.example>",
         subj="[Mudrock] Kiln maintenance + please collect your pieces",
         body="""Hi all,

The big kiln is getting new elements next week, so no glaze firing from 17 to 23 March.

Shelf C is FULL. If your name is on anything there from January, please collect by end of March,
after that it goes to the "adopt a pot" table.

Jess
"""),
    dict(frm=JESS, date=sgt(2025, 5, 5, 9, 15), mid="<mr-0505@mudrockpottery.example>",
         subj="[Mudrock] Raku firing day - sign up!",
         body="""Hi everyone,

It's back! Our outdoor raku firing day is on Saturday, 7 June, 9am - 3pm, in the back lane behind
the studio (we have the permit this time, lol).

- $45 for up to 3 bisqued pieces (max 15cm tall), glazes provided
- Pieces must be bisqued by 31 May - bring them to shelf B and tag them RAKU
- Wear cotton clothes and covered shoes, no synthetics near the kiln
- Slots are limited to 16 people, reply to sign up

Jess
"""),
    dict(frm="Tan Wei Ling <weiling.tan@mailbox.example>", date=sgt(2025, 5, 6, 21, 2),
         mid="<CAwl0506.4@mailbox.example>", irt="<mr-0505@mudrockpottery.example>",
         subj="Re: [Mudrock] Raku firing day - sign up!",
         body="""Count me in please! 2 pieces (small bowls). Will bring them to shelf B this Sunday.

Wei Ling

On Mon, 5 May 2025, Jess Foo (Mudrock) wrote:
> It's back! Our outdoor raku firing day is on Saturday, 7 June, 9am - 3pm, in the back lane behind
> the studio (we have the permit this time, lol).
"""),
]


def build_mbox():
    out = []
    for m in MSGS:
        e = EmailMessage(policy=POLICY)
        e["From"] = m["frm"]
        e["To"] = LIST
        e["Subject"] = m["subj"]
        e["Date"] = format_datetime(m["date"])
        e["Message-ID"] = m["mid"]
        if m.get("irt"):
            e["In-Reply-To"] = m["irt"]
            e["References"] = m["irt"]
        e["List-Id"] = LISTID
        e["List-Post"] = "<mailto:%s>" % LIST
        e["Precedence"] = "list"
        e.set_content(m["body"] + FOOTER, charset="utf-8", cte="7bit")
        raw = e.as_bytes(policy=POLICY).decode("utf-8")
        # mboxrd-style escaping of body lines that start with "From "
        lines = []
        for ln in raw.split("\n"):
            s = ln.lstrip(">")
            if s.startswith("From "):
                ln = ">" + ln
            lines.append(ln)
        addr = m["frm"].split("<")[1].rstrip(">")
        env = "From %s %s" % (addr, m["date"].astimezone(
            __import__("datetime").timezone.utc).strftime("%a %b %d %H:%M:%S %Y"))
        body = "\n".join(lines).rstrip("\n")
        out.append(env + "\n" + body + "\n")
    return ("\n".join(out)).encode("utf-8")


MBOX = {"mail/lists/mudrock-members.mbox": build_mbox()}
