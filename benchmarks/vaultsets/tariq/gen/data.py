"""CSV ledgers and the club mailing-list mbox."""
from util import write_text

KIT = [
    ("2024-01-13", "Curry night takings (Nafees hall)", "fundraising", 385.00, 0),
    ("2024-01-20", "Curry night raffle", "fundraising", 65.00, 0),
    ("2024-02-03", "Scorebook + pens", "equipment", 0, 14.50),
    ("2024-02-08", "Stumps + bails set (spare)", "equipment", 0, 25.50),
    ("2024-02-28", "Indoor nets subs wk1 (11 x £4)", "nets", 44.00, 0),
    ("2024-02-28", "Carlisle Rd hall hire wk1", "nets", 0, 40.00),
    ("2024-03-06", "Indoor nets subs wk2 (9 x £4)", "nets", 36.00, 0),
    ("2024-03-06", "Carlisle Rd hall hire wk2", "nets", 0, 40.00),
    ("2024-03-15", "Sponsorship – Nafees Sweets & Bakers", "sponsor", 300.00, 0),
    ("2024-03-20", "Match balls x12 (Readers Grade A)", "equipment", 0, 174.00),
    ("2024-03-27", "First aid kit restock", "equipment", 0, 22.25),
    ("2024-04-10", "Owzat Sports – shirts deposit (50%)", "kit", 0, 148.00),
    ("2024-04-21", "Match teas contribution (first 3 home games)", "teas", 0, 47.00),
    ("2024-05-05", "Player subs – season (10 players)", "subs", 150.00, 0),
    ("2024-05-19", "Umpire expenses", "league", 0, 30.00),
    ("2024-06-02", "Bowling machine hire (Sat session)", "nets", 0, 35.00),
    ("2024-06-16", "Match balls x4 (Readers Grade A)", "equipment", 0, 58.00),
    ("2024-07-08", "Owzat Sports – shirts balance", "kit", 0, 148.00),
    ("2024-07-14", "Player subs – late payers (3)", "subs", 45.00, 0),
    ("2024-07-28", "Flowers + card for our scorer (get well soon)", "misc", 0, 25.00),
    ("2024-08-11", "Replacement bails + grip tape", "equipment", 0, 5.35),
]


def kit_csv():
    out = ["date,description,category,money_in,money_out,balance,entered_by"]
    bal = 0.0
    for d, desc, cat, i, o in KIT:
        bal = round(bal + i - o, 2)
        who = "UG" if d < "2024-07-20" else "TM"
        desc_q = f'"{desc}"' if "," in desc else desc
        out.append(f"{d},{desc_q},{cat},{i:.2f},{o:.2f},{bal:.2f},{who}")
    return "\n".join(out) + "\n"


BP = [
    ("2023-10-25", "08:05", 132, 80, 64, 86.0, "home one week"),
    ("2023-11-01", "08:10", 128, 78, 62, 85.6, ""),
    ("2023-11-14", "08:00", 126, 76, 60, 85.2, "first rehab class today"),
    ("2023-11-28", "08:15", 124, 74, 61, 84.8, ""),
    ("2023-12-12", "08:05", 122, 76, 60, 84.3, ""),
    ("2023-12-27", "08:30", 130, 82, 63, 84.9, "too much Christmas biryani at Rashid chacha's"),
    ("2024-01-09", "08:00", 128, 80, 62, 84.6, "clinic review today"),
    ("2024-01-10", "08:05", 126, 78, 62, 84.6, "bisoprolol up to 5mg from today (clinic)"),
    ("2024-01-24", "08:10", 120, 74, 56, 84.1, ""),
    ("2024-02-14", "08:00", 118, 72, 54, 83.7, ""),
    ("2024-03-06", "08:05", 116, 70, 53, 83.2, ""),
    ("2024-03-27", "08:10", 118, 72, 52, 82.9, "clinic this week - happy with echo"),
    ("2024-04-17", "08:00", 114, 68, 50, 82.5, "bit dizzy getting up"),
    ("2024-05-08", "08:05", 112, 66, 48, 82.1, "dizzy again"),
    ("2024-05-13", "07:45", 108, 64, 47, 82.0, "nearly fell in kitchen - Sana rang surgery"),
    ("2024-05-16", "08:00", 116, 70, 55, 81.9, "GP changed bisoprolol dose - see letter"),
    ("2024-05-30", "08:05", 120, 72, 58, 81.2, "no dizziness this week"),
    ("2024-06-20", "08:00", 122, 74, 60, 80.6, ""),
    ("2024-07-18", "08:10", 120, 74, 59, 80.3, ""),
    ("2024-08-15", "08:05", 118, 72, 60, 80.0, "dholki - had one pakora (allegedly)"),
]


def bp_csv():
    out = ["date,time,systolic,diastolic,pulse,weight_kg,notes"]
    for d, t, s, di, p, w, n in BP:
        out.append(f"{d},{t},{s},{di},{p},{w:.1f},{n}")
    return "\n".join(out) + "\n"


LIST = "sunday-xi@lists.falconscc.example"
LISTID = "Falcons Sunday XI <sunday-xi.lists.falconscc.example>"


def _m(env_from, env_date, frm, subj, date, mid, body, irt=None):
    hdr = [f"From {env_from} {env_date}",
           f"Return-Path: <{env_from}>",
           f"From: {frm}",
           f"To: {LIST}",
           f"Subject: [Falcons Sunday XI] {subj}",
           f"Date: {date}",
           f"Message-ID: <{mid}@lists.falconscc.example>"]
    if irt:
        hdr += [f"In-Reply-To: <{irt}@lists.falconscc.example>",
                f"References: <{irt}@lists.falconscc.example>"]
    hdr += [f"List-Id: {LISTID}",
            f"List-Post: <mailto:{LIST}>",
            "List-Unsubscribe: <mailto:sunday-xi-leave@lists.falconscc.example>",
            "Precedence: list",
            "MIME-Version: 1.0",
            'Content-Type: text/plain; charset="utf-8"',
            "Content-Transfer-Encoding: 8bit"]
    # mboxrd-style escaping of body lines that start with "From "
    lines = []
    for ln in body.rstrip("\n").split("\n"):
        lines.append(">" + ln if ln.startswith("From ") or ln.startswith(">From ") else ln)
    return "\n".join(hdr) + "\n\n" + "\n".join(lines) + "\n\n"


def mbox():
    msgs = [
        _m("linda.moorhouse@postbox.example", "Mon Feb  5 19:02:11 2024",
           "Linda Moorhouse <linda.moorhouse@postbox.example>", "AGM – Friday 15 March",
           "Mon, 05 Feb 2024 19:02:11 +0000", "agm1",
           """Hi all,

The club AGM will be on Friday 15 March at 7.30pm in Room 2 at Frizinghall
Community Centre (the side door, not the main entrance – the main hall has
a wedding party that night).

Agenda: captain and vice-captain, subs for 2024, kit, nets, the fixtures,
any other business. If you can't come and want to vote on anything, send
me a proxy by email before the day.

Tea and biscuits provided. Bring your subs if you're paying in cash.

Linda
Club Secretary
"""),
        _m("craig.jennings@postbox.example", "Tue Feb  6 08:15:40 2024",
           "Craig Jennings <craig.jennings@postbox.example>", "Re: AGM – Friday 15 March",
           "Tue, 06 Feb 2024 08:15:40 +0000", "agm2",
           """I'm at my brother-in-law's 40th that night so proxy to Tariq please.
Happy to stay vice if nobody else wants it.

Craig

On Mon, 5 Feb 2024, Linda Moorhouse wrote:
> The club AGM will be on Friday 15 March at 7.30pm in Room 2 at Frizinghall
> Community Centre
""", irt="agm1"),
        _m("adeel.rauf@postbox.example", "Mon Feb 26 21:14:03 2024",
           "Adeel Rauf <adeel.rauf@postbox.example>", "Indoor nets start this Wednesday",
           "Mon, 26 Feb 2024 21:14:03 +0000", "nets1",
           """Lads,

Indoor nets start this Wednesday (28th) at Carlisle Road Sports Centre,
7–8pm, two lanes. £4 each, cash to Usman on the door.

From next week bring your own bats, the club ones are knackered.
Tariq's bringing the new ball bag. Proper shoes – no spikes on the sports
hall floor or the centre will ban us (again).

Adeel
"""),
        _m("usman.ghani@postbox.example", "Thu Apr 18 20:40:27 2024",
           "Usman Ghani <usman.ghani@postbox.example>", "Kit update – change of colour",
           "Thu, 18 Apr 2024 20:40:27 +0100", "kit1",
           """Evening all,

Bad news on the maroon. Owzat rang – the manufacturer has discontinued the
maroon in that style and the replacement maroon shirt is £29 a shirt, which
blows the budget.

Committee (me, Adeel, Tariq, Linda) met last night and agreed we'll go for
NAVY with a sky-blue trim instead – same shirt, same price, Nafees logo on
the front as planned. I know maroon won the vote, sorry, but it's navy or
no new kit this year. Deposit paid last week, delivery early July.

Sizes to me by Sunday please if you haven't already.

Usman (treasurer)
"""),
        _m("usman.ghani@postbox.example", "Thu May  2 21:05:55 2024",
           "Usman Ghani <usman.ghani@postbox.example>", "Treasurer's update – May",
           "Thu, 02 May 2024 21:05:55 +0100", "tres1",
           """Quick money update:

Kit fund balance today: £318.75 (after the shirt deposit, match balls and the
first teas). Season subs are due this Sunday – £15 each, cash or bank
transfer, details on the WhatsApp.

Usman
"""),
        _m("adeel.rauf@postbox.example", "Fri May 24 18:32:09 2024",
           "Adeel Rauf <adeel.rauf@postbox.example>", "Nets moving to THURSDAYS from 6 June",
           "Fri, 24 May 2024 18:32:09 +0100", "nets2",
           """Lads – important.

From Thursday 6 June nets are moving to THURSDAYS, 6.30–8pm, same place
(Heatonfield, nets by the pavilion). Wednesday 29 May is the last Wednesday
session.

Reason: the council have given the Wednesday evening slots on the square
and the nets to the new Heatonfield Juniors coaching programme for the
summer. The committee talked it through – we could have fought for
Wednesdays, but it's kids' cricket and they asked nicely, and Thursday
actually suits more of you (Mo and Shaz are both off Thursdays).

Adeel
"""),
        _m("tariq.mahmood@postbox.example", "Fri May 24 19:05:44 2024",
           "Tariq Mahmood <tariq.mahmood@postbox.example>", "Re: Nets moving to THURSDAYS from 6 June",
           "Fri, 24 May 2024 19:05:44 +0100", "nets3",
           """Thursdays are fine for me. I'll bring the bowling machine if Usman can
book it for the first Thursday.

Haris – that means you too. No excuses, you finish exams on the 5th.

T

On Fri, 24 May 2024, Adeel Rauf wrote:
> From Thursday 6 June nets are moving to THURSDAYS, 6.30–8pm, same place
> (Heatonfield, nets by the pavilion).
""", irt="nets2"),
        _m("linda.moorhouse@postbox.example", "Tue Jun  4 12:12:31 2024",
           "Linda Moorhouse <linda.moorhouse@postbox.example>", "League start times from July",
           "Tue, 04 Jun 2024 12:12:31 +0100", "fx1",
           """Hi all,

Heads up – the league is changing the Sunday start time from July. Tariq
emailed the fixtures secretary and has the details, he'll post them on the
WhatsApp. Please check before you set off for the July games.

Also: teas rota for June is on the noticeboard at the pavilion.

Linda
"""),
    ]
    return "".join(msgs)


def build(root):
    write_text(root, "spreadsheets/falcons-kit-fund-2024.csv", kit_csv())
    write_text(root, "spreadsheets/abbu-bp-log.csv", bp_csv())
    write_text(root, "mail/lists/falcons-sunday-xi.mbox", mbox())
