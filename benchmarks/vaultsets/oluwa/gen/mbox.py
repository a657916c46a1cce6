from lib import list_msg, write_mbox, uk

LIST = "NLBKA members <members.lists.nlbka.example.org.uk>"
TO = "NLBKA members <members@lists.nlbka.example.org.uk>"


def build():
    msgs = []

    def add(addr, frm, dt, subj, mid, body, reply=None, cte="8bit"):
        m = list_msg(frm=frm, to=TO, date=dt, subject=subj, msgid=mid, body=body, list_id=LIST,
                     in_reply_to=reply, cte=cte)
        msgs.append(((addr, dt.astimezone(__import__('datetime').timezone.utc).timetuple()), m))

    add("secretary@nlbka.example.org.uk", "Hilary Dunmore (NLBKA Secretary) <secretary@nlbka.example.org.uk>",
        uk(2025, 2, 4, 18, 0), "[NLBKA] February meeting – Tues 11 Feb: queen rearing for beginners",
        "<nlbka-2025-02-04@nlbka.example.org.uk>", """Dear members,

Our February winter meeting is on Tuesday 11 February, 7.30pm, at Oakwood Friends Meeting House
(Quaker Lane, LS8 – the small hall at the back; parking on the road). Winter meetings are always on
the second Tuesday of the month, October to March.

Speaker: Alan Rudd on "Queen rearing for beginners – the Miller method and beyond".

Tea, coffee and biscuits from 7pm. Please bring your mugs – we are trying to stop using paper cups.

Subs for 2025 (£32 full, £18 junior/associate) are now due if you haven't paid.

Hilary
""")

    add("swarms@nlbka.example.org.uk", "Derek Whitlow (Swarm Co-ordinator) <swarms@nlbka.example.org.uk>",
        uk(2025, 3, 11, 20, 15), "[NLBKA] Swarm collectors list 2025 – volunteers please",
        "<nlbka-2025-03-11-swarm@nlbka.example.org.uk>", """Hello all,

It's that time again. I'm putting together the 2025 swarm collectors list. If you're willing to collect
swarms, please reply to me (not the list) with:

- your postcode area(s) (e.g. LS7, LS8)
- when you're usually available (weekday daytime / evenings / weekends)
- whether you can do height (ladders) – no obligation

How it works: the public report swarms via the BBKA swarm map, which comes to me as swarm
co-ordinator. I'll ring or text the nearest collector. If you can't go, just say so – no guilt.
Please always ask for a photo first: at least half the calls are bumblebees.

From my point of view, the best collectors text back quickly (within 20 mins) so I can move on if
needed.

Thanks,
Derek Whitlow
NLBKA Swarm Co-ordinator, 07700 900418
""")

    add("moira.fenwick@nlbka.example.org.uk", "Moira Fenwick <moira.fenwick@nlbka.example.org.uk>",
        uk(2025, 4, 29, 8, 30), "[NLBKA] Asian hornet – please keep watch",
        "<nlbka-2025-04-29-hornet@nlbka.example.org.uk>", """Morning all,

The NBU has confirmed more Asian hornet sightings in the south of England this spring. None in
Yorkshire yet, but please:

- learn the ID (dark body, yellow legs, single yellow band on the abdomen)
- set a monitoring trap if you can (details on the NBU website)
- report any suspected sighting with a photo via the Asian Hornet Watch app

Moira
Education Officer, NLBKA
""")

    add("swarms@nlbka.example.org.uk", "Derek Whitlow (Swarm Co-ordinator) <swarms@nlbka.example.org.uk>",
        uk(2025, 5, 6, 7, 5), "[NLBKA] Swarm season is here",
        "<nlbka-2025-05-06-swarm@nlbka.example.org.uk>", """All,

Had four calls over the bank holiday weekend – three were bumblebees, one a proper swarm in
Roundhay. The list of 22 collectors is now live. Thank you!

If you're a collector: keep your kit in the car, and your phone on loud at weekends.
If you're not: inspect every 7 days, and if you see charged queen cells, ACT – don't wait.

Derek
""")

    add("joss.whitely@outlook.example", "Joss Whitely <joss.whitely@outlook.example>",
        uk(2025, 5, 18, 10, 12), "Re: [NLBKA] Swarm season is here",
        "<joss-20250518@outlook.example>", """Just wanted to say a huge thank you to whoever collected the swarm in
Allerton Park yesterday and gave it to me – my first colony! It's in the hive and they're already
flying. I'm over the moon.

Joss (new member, Carr Moor plot 7)

> If you're a collector: keep your kit in the car, and your phone on loud at weekends.
""", reply="<nlbka-2025-05-06-swarm@nlbka.example.org.uk>")

    add("secretary@nlbka.example.org.uk", "Hilary Dunmore (NLBKA Secretary) <secretary@nlbka.example.org.uk>",
        uk(2025, 6, 3, 19, 0), "[NLBKA] Teaching apiary afternoon – Sun 15 June",
        "<nlbka-2025-06-03-apiary@nlbka.example.org.uk>", """Dear members,

Our next teaching apiary session is on Sunday 15 June, 2–4pm, at the association apiary (Eccup –
directions on the website). Topic: "Is my colony queenright?" Bring your suit and clean gloves.

From the committee: thank you to everyone who helped at the equipment sale in May – we raised £640.

Hilary
""")

    add("moira.fenwick@nlbka.example.org.uk", "Moira Fenwick <moira.fenwick@nlbka.example.org.uk>",
        uk(2025, 7, 22, 21, 10), "[NLBKA] Varroa: the August window",
        "<nlbka-2025-07-22-varroa@nlbka.example.org.uk>", """Hello everyone,

A reminder as the summer flow tails off. Please don't leave your varroa treatment until September.

1. Get your summer treatment on as soon as your honey supers come off. Aim to have it on by about
   20 August – the third week of August at the latest.

2. Why the rush? The bees that carry the colony through winter are raised from late August into
   October. They need to develop in a colony that is already low in mites, and their fat bodies are
   damaged if they're parasitised as larvae. Treating in late September only protects the summer bees,
   who'll be dead by November anyway.

3. Thymol products (Apiguard, Thymovar) need daytime temperatures above 15°C to work properly – another
   reason to treat in August.

4. Two members in Alwoodley have found Apivar barely affected their mite drop this year. If you used
   Apivar last year, please rotate to a different active ingredient.

5. Winter: oxalic acid once the colony is broodless – usually between Christmas and New Year after a
   cold snap. More on that in November.

Do a sugar roll or alcohol wash before and after so you actually know whether it worked.

Moira
Education Officer, NLBKA
""", cte="quoted-printable")

    add("ferhat.demir@mailbox.example", "Ferhat Demir <ferhat.demir@mailbox.example>",
        uk(2025, 7, 23, 7, 40), "Re: [NLBKA] Varroa: the August window",
        "<ferhat-20250723@mailbox.example>", """Moira – on point 4, does that apply to Apivar used in spring as
well, or only the late-summer treatment? I used it in March this year.

Ferhat

> 4. Two members in Alwoodley have found Apivar barely affected their mite drop this year. If you used
> Apivar last year, please rotate to a different active ingredient.
""", reply="<nlbka-2025-07-22-varroa@nlbka.example.org.uk>")

    add("secretary@nlbka.example.org.uk", "Hilary Dunmore (NLBKA Secretary) <secretary@nlbka.example.org.uk>",
        uk(2025, 9, 2, 18, 30), "[NLBKA] North Leeds Honey Show 2025 – schedule and entry form",
        "<nlbka-2025-09-02-show@nlbka.example.org.uk>", """Dear members,

The North Leeds Honey Show 2025 will be held on Saturday 11 October at Allerton Grange Community Hall.

- Staging (bringing your entries): 9.00–10.30am
- Judging: 10.45am–1pm (hall closed to exhibitors)
- Hall open to the public, results and prize-giving: 2pm
- Collect your entries: 3.30–4pm

Classes include light honey, medium, dark, soft set, cut comb, wax block, candles, mead, photograph and
a children's class. Two 454g (1lb) or 340g jars per entry, matching, no labels. Entry form attached on
the website – entries close Friday 3 October.

From experience: polish your jars, check for bubbles and specks, fill to the neck.

Hilary
""")

    add("secretary@nlbka.example.org.uk", "Hilary Dunmore (NLBKA Secretary) <secretary@nlbka.example.org.uk>",
        uk(2025, 10, 7, 17, 45), "[NLBKA] Winter programme 2025–26",
        "<nlbka-2025-10-07-winter@nlbka.example.org.uk>", """Dear members,

Our winter meetings start again next week. As always: second Tuesday of the month, 7.30pm, Oakwood
Friends Meeting House, Quaker Lane, LS8.

 14 Oct – Honey show debrief and "What the judge saw"
 11 Nov – Preparing for winter: feeding, fondant and mouse guards
  9 Dec – Social, quiz and mince pies
 13 Jan – Oxalic acid: trickle vs. vaporising (with the bee inspector)
 10 Feb – Swarm control plans for 2026
 10 Mar – AGM

Hilary
""")

    add("moira.fenwick@nlbka.example.org.uk", "Moira Fenwick <moira.fenwick@nlbka.example.org.uk>",
        uk(2025, 11, 18, 20, 0), "[NLBKA] Winter oxalic acid – timing",
        "<nlbka-2025-11-18-oa@nlbka.example.org.uk>", """Hi all,

As promised, the winter treatment reminder.

Oxalic acid (Api-Bioxal, the only licensed product) only hits the mites on adult bees, not the ones
sealed in brood cells. So do it when the colony is broodless or nearly so – typically after a cold spell,
often the days between Christmas and New Year.

Trickle: 5 ml per seam of bees, lukewarm solution, once only. Vaporising: follow the label, and wear a
proper acid-gas respirator (FFP3 is not enough). Record the treatment in your veterinary medicines record
(it's a legal requirement).

From the committee: subs for 2026 will stay at £32.

Moira
""", cte="quoted-printable")

    add("secretary@nlbka.example.org.uk", "Hilary Dunmore (NLBKA Secretary) <secretary@nlbka.example.org.uk>",
        uk(2025, 12, 2, 19, 15), "[NLBKA] Christmas social – Tues 9 Dec",
        "<nlbka-2025-12-02-social@nlbka.example.org.uk>", """Dear members,

Just a reminder that the December meeting is our Christmas social: quiz, mince pies and the famous
"guess the weight of the super" competition. Bring a plate if you can.

Hilary
""")

    write_mbox("mail/lists/nlbka-members.mbox", msgs)
