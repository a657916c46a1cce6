import mailbox, os
from datetime import timezone
from lib import mail, quote, d, VAULT, WRITTEN, ics_calendar, vevent, vtodo, write_text

LIST = "Shore Voices members <members@lists.shorevoices.example.org.uk>"
RHONA = "Rhona Galbraith (Shore Voices) <director@shorevoices.example.org.uk>"
MORAG = "Morag Tait <morag.tait@tartanmail.example>"
LIST_HEADERS = {"List-Id": "Shore Voices members <members.lists.shorevoices.example.org.uk>",
                "List-Post": "<mailto:members@lists.shorevoices.example.org.uk>",
                "Sender": "members-bounces@lists.shorevoices.example.org.uk"}


def _list_msg(frm, date, subject, mid, body, **kw):
    m = mail(frm, LIST, date, "[Shore Voices] " + subject, mid, body=body, cte="8bit", headers=LIST_HEADERS, **kw)
    addr = frm.split("<")[1].rstrip(">")
    # The From_ line was local time of the machine; pinned to UTC (as in the original build) so rebuilds
    # do not depend on TZ.
    m.set_unixfrom("From " + addr + " " + date.astimezone(timezone.utc).strftime("%a %b %d %H:%M:%S %Y"))
    return m


def build_mbox():
    msgs = []
    msgs.append(_list_msg(RHONA, d(2024, 8, 27, 19, 5), "Welcome back – autumn term 2024",
        "<sv-2024-08-27.welcome@shorevoices.example.org.uk>", """Hello singers!

Welcome back after the summer. Autumn term starts next Tuesday:

  Tuesday 3 September, 19:30–21:30, St Ninian's Church Hall, Ferry Road

Same as always – come in by the side door, kettle on at 19:15. Subs are £45 for the term, bank details
on the members' page. New members very welcome, tell your friends.

We'll start on the Christmas repertoire in October (I know, I know).

Rhona
"""))
    msgs.append(_list_msg(RHONA, d(2024, 11, 5, 21, 12), "Christmas concert 2024 – details",
        "<sv-2024-11-05.xmas@shorevoices.example.org.uk>", """Hi all,

Christmas concert details:

  Saturday 14 December 2024, 19:00
  Trinity Parish Hall, Newhaven Road
  Call: 18:00 for warm-up

Dress: black, with something sparkly (tinsel is allowed, within reason).
Tickets £10 / £6 concessions from Morag or on the door.

Rhona
"""))
    msgs.append(_list_msg(MORAG, d(2025, 3, 3, 20, 40), "Altos – sectional Sat 15 March",
        "<sv-2025-03-03.altos@tartanmail.example>", """Hello altos,

Extra alto sectional for the summer pieces:

  Saturday 15 March, 10:00–12:00, small room at St Ninian's

Practice tracks (alto 1 and alto 2 separately) are on the shared drive, folder "Summer 2025".
Bring pencils, we'll be marking breaths.

Morag
Alto section leader
"""))
    m4 = _list_msg(RHONA, d(2025, 6, 10, 22, 0), "Big news – we're moving in September!",
        "<sv-2025-06-10.move@shorevoices.example.org.uk>", """Dear all,

As promised, the big news. St Ninian's Church Hall has been sold, so after the summer concert we are
moving. From the autumn term:

  NEW DAY:   Wednesdays (not Tuesdays!)
  NEW TIME:  19:15–21:15
  NEW PLACE: Bonnington Arts Hub, Studio 2, 6 Anchorfield Lane

First rehearsal: Wednesday 3 September. Studio 2 is warm (!), has a proper piano and is step-free from
the car park side. I know Wednesdays won't suit everyone – please talk to me if it's a problem.

Thank you, St Ninian's, for twelve years of cold feet and lovely acoustics.

Rhona
""")
    msgs.append(m4)
    dave = """Is there any parking at Bonnington? Tuesday at St Ninian's was easy for me after work.

Dave (bass)
"""
    msgs.append(_list_msg("Dave Kerrigan <dave.kerrigan@mailbox.example>", d(2025, 6, 11, 8, 14),
        "Re: Big news – we're moving in September!", "<dk.sv.0611@mailbox.example>", dave +
        "\nOn 10/06/2025 22:00, Rhona Galbraith wrote:\n" + quote("As promised, the big news. St Ninian's Church Hall has been sold, so after the summer concert we are\nmoving.") + "\n",
        in_reply_to="<sv-2025-06-10.move@shorevoices.example.org.uk>"))
    msgs.append(_list_msg(RHONA, d(2025, 6, 11, 12, 30), "Re: Big news – we're moving in September!",
        "<sv-2025-06-11.parking@shorevoices.example.org.uk>", """Hi Dave (and everyone who asked privately),

There are 12 spaces at the back of the Hub, free after 6pm, plus bike racks at the front. The 36 bus
stops right outside.

Rhona

""" + quote(dave) + "\n", in_reply_to="<dk.sv.0611@mailbox.example>",
        references="<sv-2025-06-10.move@shorevoices.example.org.uk> <dk.sv.0611@mailbox.example>"))
    msgs.append(_list_msg(RHONA, d(2025, 8, 26, 18, 45), "Autumn term starts Wednesday 3 September",
        "<sv-2025-08-26.term@shorevoices.example.org.uk>", """Hello everyone,

A reminder: first rehearsal of the term is

  Wednesday 3 September, 19:15, Bonnington Arts Hub, Studio 2

Buzz "Studio 2" at the main door. Subs as before, £45 for the term.
From the first week we'll start Christmas music, including a Polish carol that Agnieszka (alto 2) has
kindly offered to coach us through. Be nice to her.

Rhona
"""))
    msgs.append(_list_msg(RHONA, d(2025, 10, 1, 21, 30), "Christmas concert 2025 – save the date",
        "<sv-2025-10-01.xmas@shorevoices.example.org.uk>", """Dear singers,

Christmas concert details so you can tell your families:

  Saturday 13 December 2025, 19:30
  St Serf's Church, Kirkgate Wynd, Leith

DRESS CODE this year: all black, with a RED scarf or red tie. (No sparkles this time, sorry.)
I have about ten spare red scarves – ask if you need one.

Call time and warm-up details will go into the calendar invite nearer the day.
Tickets £12 / £8 concessions, from Morag or online from 1 November.

Rhona
"""))
    msgs.append(_list_msg(MORAG, d(2025, 11, 5, 19, 55), "Altos – sectional Saturday 22 November",
        "<sv-2025-11-05.altos@tartanmail.example>", """Hi altos,

Last alto sectional before the concert:

  Saturday 22 November, 10:00–12:00, Bonnington Arts Hub, Studio 2

We'll do the Wexford Carol verse, "Shchedryk" (counting!) and the "Gloria" runs. Aga will go over the
Polish words again for anyone still struggling with "Lulajże". Practice tracks updated on the drive.

Morag
Alto section leader
"""))
    msgs.append(_list_msg(RHONA, d(2025, 11, 12, 22, 7), "Concert – tickets and a thank-you",
        "<sv-2025-11-12.tickets@shorevoices.example.org.uk>", """Hi all,

Tickets are selling well – over 140 sold already. If you're bringing family, buy now.

Big thank-you to Agnieszka for the pronunciation session – "Lulajże Jezuniu" sounds beautiful now, and
I've had two people ask if we can do more Polish music next year. We can.

Rhona
"""))
    path = os.path.join(VAULT, "mail/lists/shore-voices.mbox")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.exists(path):
        os.remove(path)
    mb = mailbox.mbox(path, create=True)
    for m in msgs:
        mb.add(m)
    mb.flush(); mb.close()
    WRITTEN.append("mail/lists/shore-voices.mbox")


def build_calendars():
    AGA = ("Agnieszka Wrobel", "aga.wrobel@skrzynka.example")
    # ---- choir ----
    L = []
    L += vevent("sv-rehearsal-2425@aga.wrobel", "Shore Voices rehearsal", "20240903T193000", "20240903T213000",
                rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20250624T183000Z",
                exdates=["20241224T193000", "20241231T193000", "20250415T193000"],
                location="St Ninian's Church Hall, Ferry Road, Edinburgh",
                description="Side door. Kettle on at 19:15. Folder + pencil.", categories="Choir")
    L += vevent("sv-concert-2024@aga.wrobel", "Shore Voices Christmas concert 2024", "20241214T180000", "20241214T211500",
                location="Trinity Parish Hall, Newhaven Road, Edinburgh",
                description="Call 18:00. Concert 19:00. Black + something sparkly.", categories="Choir")
    L += vevent("sv-altos-20250315@aga.wrobel", "Alto sectional", "20250315T100000", "20250315T120000",
                location="St Ninian's Church Hall – small room",
                description="Alto sectional led by Morag Tait (alto section leader). Summer pieces.",
                attendees=[("Morag Tait", "morag.tait@tartanmail.example"), AGA], categories="Choir")
    L += vevent("sv-summer-2025@aga.wrobel", "Shore Voices summer concert", "20250621T190000", "20250621T210000",
                location="The Shore, Leith (outdoors – if wet: Custom House)", categories="Choir")
    L += vevent("sv-rehearsal-2526@aga.wrobel", "Shore Voices rehearsal", "20250903T191500", "20250903T211500",
                rrule="FREQ=WEEKLY;BYDAY=WE;UNTIL=20260624T181500Z",
                exdates=["20251224T191500", "20251231T191500"],
                location="Bonnington Arts Hub, Studio 2, 6 Anchorfield Lane, Edinburgh",
                description="New day and venue from September 2025. Buzz \"Studio 2\" at the main door. Parking at the back after 6pm.",
                categories="Choir")
    L += vevent("sv-altos-20251122@aga.wrobel", "Alto sectional – concert prep", "20251122T100000", "20251122T120000",
                location="Bonnington Arts Hub, Studio 2",
                description="With Morag. Wexford Carol verse, Shchedryk, Gloria runs. I go over Lulajże words again.",
                attendees=[("Morag Tait", "morag.tait@tartanmail.example"), AGA], categories="Choir")
    L += vevent("sv-concert-2025@aga.wrobel", "Shore Voices Christmas concert", "20251213T181500", "20251213T213000",
                location="St Serf's Church, Kirkgate Wynd, Leith",
                description="Call 18:15 – warm-up in the church hall behind the church. Concert starts 19:30. Folder, water, pencil. Callum + Kuba have tickets (row C).",
                organizer=("Rhona Galbraith", "director@shorevoices.example.org.uk"),
                attendees=[("Rhona Galbraith", "director@shorevoices.example.org.uk"), AGA],
                alarm=("-PT3H", "Leave by 17:45 for the concert"), categories="Choir")
    write_text("calendar/choir.ics", ics_calendar("Chór / Choir", L), newline="")

    # ---- work ----
    L = []
    L += vevent("harbourside-thfr-2025@aga.wrobel", "Harbourside clinic", "20250102T080000", "20250102T180000",
                rrule="FREQ=WEEKLY;BYDAY=TH,FR;UNTIL=20251003T170000Z",
                exdates=["20250807T080000", "20250808T080000", "20250814T080000", "20250815T080000"],
                location="The Wellbeing Rooms, Room 3, 3 Customs Wharf Lane, Leith",
                description="Private clinic. Last appointment 17:00. (Hospital rota lives in the NHS calendar.)",
                categories="Work")
    L += vevent("harbourside-mofr-2025@aga.wrobel", "Harbourside clinic", "20251006T080000", "20251006T180000",
                rrule="FREQ=WEEKLY;BYDAY=MO,FR",
                exdates=["20251222T080000", "20251226T080000", "20251229T080000", "20260102T080000"],
                location="The Wellbeing Rooms, 3 Customs Wharf Lane, Leith",
                description="New pattern from 6 October 2025: clinic on Mondays and Fridays. Last appointment 17:00.",
                categories="Work")
    L += vevent("acl-course-20250524@aga.wrobel", "CPD: ACL Rehabilitation – Return to Sport", "20250524T090000", "20250524T170000",
                location="The Merchant Rooms, 22 Ingram Lane, Glasgow G1",
                description="Registration from 8:30. Train 07:15 from Waverley to Queen Street. Wear trainers – practical afternoon.",
                categories="Work,CPD")
    L += vevent("cover-aug-1@aga.wrobel", "Clinic cover – Ruairidh Kerr", "20250807", "20250809", allday=True,
                description="Ruairidh Kerr covering my Thursday/Friday clinics while I'm in Gdańsk. Physiodesk practitioner login set up.",
                categories="Work")
    L += vevent("cover-aug-2@aga.wrobel", "Clinic cover – Ruairidh Kerr", "20250814", "20250816", allday=True,
                description="Ruairidh Kerr covering (week 2).", categories="Work")
    L += vevent("accountant-2025@aga.wrobel", "Send Physiodesk export + bank CSV to Moira", "20251215", "20251216",
                allday=True, description="Self-assessment prep. Leith Ledger.", categories="Work")
    L += vtodo("todo-cert-fiona@aga.wrobel", "Send 2025/26 insurance certificate to Fiona",
               due="20250704", created="20250701T130500Z", priority=2,
               description="Promised Fiona (Wellbeing Rooms) I'd send it by Friday. It's the attachment in the Thistle Mutual renewal e-mail from 20 June.",
               categories="Work")
    L += vtodo("todo-hcpc-2026@aga.wrobel", "HCPC renewal (physiotherapists)", due="20260228",
               created="20250910T080000Z", priority=1,
               description="Renewal window closes end of Feb 2026. Renew online, sign declarations, pay fee. CPD profile ready in case of audit.",
               categories="Work")
    L += vtodo("todo-acl-book@aga.wrobel", "Book ACL return-to-sport course", created="20250420T090000Z",
               status="COMPLETED", categories="Work")
    write_text("calendar/work.ics", ics_calendar("Praca / Work", L), newline="")

    # ---- family ----
    L = []
    L += vevent("szkola-polska-2526@aga.wrobel", "Szkoła polska (Kuba)", "20250830T100000", "20250830T133000",
                rrule="FREQ=WEEKLY;BYDAY=SA;UNTIL=20260627T123000Z",
                exdates=["20251025T100000", "20251227T100000", "20260103T100000"],
                location="Canonmills Learning Centre, rooms 4-6, Edinburgh",
                description="Szkoła Polska Bursztynek, klasa 3, pani Ola. Odbiór 13:30. Zeszyt ćwiczeń!",
                categories="Family")
    L += vevent("swimming-2526@aga.wrobel", "Kuba – swimming", "20250907T093000", "20250907T100000",
                rrule="FREQ=WEEKLY;BYDAY=SU", location="Lochend Road Pool",
                description="Stage 6. Goggles!", categories="Family")
    L += vevent("mama-call@aga.wrobel", "Wideo z mamą", "20240602T180000", "20240602T183000",
                rrule="FREQ=WEEKLY;BYDAY=SU", description="Niedziela 18:00 u nas = 19:00 w Gdańsku. Kuba pokazuje rysunki.",
                categories="Family")
    L += vevent("gdansk-2025@aga.wrobel", "Gdańsk – wakacje u mamy (Aga + Kuba)", "20250802", "20250817", allday=True,
                location="Gdańsk-Wrzeszcz, ul. Klonowa 12/4",
                description="Baltair, rezerwacja BQ7K2M. Callum zostaje w Edynburgu (praca). Prezenty dla Zosi i Antka!",
                categories="Family,Travel")
    L += vevent("zosia-urodziny-2025@aga.wrobel", "Urodziny Zosi (13) – u Tomka", "20250809T150000", "20250809T190000",
                tz="Europe/Warsaw", location="u Tomka i Kasi, Gdynia-Orłowo",
                description="Prezent: książka + bransoletka z Edynburga. SKM z Wrzeszcza ok. 14:10.", categories="Family")
    L += vevent("parents-evening-20251125@aga.wrobel", "Parents' evening – Kuba (Mrs Duncan)", "20251125T165000", "20251125T170000",
                location="Bonnyhaugh Primary School, P5b classroom (playground door)",
                description="10 minutes, runs to time. Jotters from 15:30. Ask about maths homework + reading.",
                attendees=[("Callum Baird", "callum.baird@mailbox.example"), AGA], categories="Family")
    L += vevent("mama-swieta-2025@aga.wrobel", "Mama u nas – święta", "20251220", "20260104", allday=True,
                description="Mama przylatuje 20.12, wylot 3.01. Pokój Kuby dla mamy, Kuba na materacu.",
                categories="Family")
    L += vevent("kuba-dentist-202601@aga.wrobel", "Kuba – dentist check-up", "20260113T160000", "20260113T163000",
                location="Leith Smile Dental Care", categories="Family")
    L += vtodo("todo-paszport-kuby@aga.wrobel", "Paszport Kuby – umówić wizytę w konsulacie", due="20251205",
               created="20251012T200000Z", priority=1,
               description="Polski paszport Kuby ważny do 14.01.2026. Potrzebne: zdjęcia biometryczne, zgoda Calluma, stary paszport, opłata.",
               categories="Family")
    L += vtodo("todo-bilet-mama@aga.wrobel", "Kupić bilet dla mamy GDN–EDI (20.12, powrót 3.01)", due="20251116",
               created="20251108T211500Z", priority=1,
               description="Obiecałam mamie w mailu, że kupię w weekend. Tylko bezpośredni lot, po południu.",
               categories="Family")
    write_text("calendar/family.ics", ics_calendar("Rodzina / Family", L, tzs=("Europe/London", "Europe/Warsaw")), newline="")

    # ---- kitchen ----
    L = []
    L += vevent("kitchen-workshop-20250322@aga.wrobel", "Euan's workshop – door samples", "20250322T100000", "20250322T113000",
                location="Dunbar & Reid Joinery, Unit 12, Gorgie Works Yard, Edinburgh EH11",
                description="See paint samples + in-frame joints. Take Kuba (he wants to see the saws).",
                attendees=[("Euan Reid", "euan@dunbarreid.example.co.uk"), AGA], categories="Kitchen")
    L += vevent("kitchen-template-20251014@aga.wrobel", "Worktop templating (Dunbar & Reid)", "20251014T090000", "20251014T113000",
                location="2F1, 19 Lorne Brae", description="Craig with the laser. Old worktop must be clear.", categories="Kitchen")
    L += vevent("kitchen-elec-20251020@aga.wrobel", "Electrics first fix – Kenny Lawrie", "20251020T170000", "20251020T200000",
                location="2F1, 19 Lorne Brae", description="Oven circuit + sockets + under-cabinet lights. New RCBO.",
                attendees=[("Kenny Lawrie", "kenny@lawrie-electrical.example.co.uk")], categories="Kitchen")
    L += vevent("kitchen-gas-off-20251031@aga.wrobel", "AR Plumbing – cap gas + water", "20251031T080000", "20251031T100000",
                location="2F1, 19 Lorne Brae",
                description="Ali Rashid caps the gas to the hob and the kitchen water before the fitting. Clear the meter cupboard and under the sink!",
                attendees=[("Ali Rashid", "bookings@arplumbinggas.example.co.uk")], categories="Kitchen")
    L += vevent("kitchen-fitting-202511@aga.wrobel", "Kitchen fitting – Dunbar & Reid", "20251103T080000", "20251103T170000",
                rrule="FREQ=DAILY;COUNT=5", location="2F1, 19 Lorne Brae",
                description="Euan + one joiner, starting 8am Monday. Stair protection. Tradespeople use the key safe. Warn Mrs Henderson (1F1).",
                attendees=[("Euan Reid", "euan@dunbarreid.example.co.uk")], categories="Kitchen")
    L += vevent("kitchen-gas-on-20251107@aga.wrobel", "AR Plumbing – reconnect hob + sink", "20251107T140000", "20251107T170000",
                location="2F1, 19 Lorne Brae", attendees=[("Ali Rashid", "bookings@arplumbinggas.example.co.uk")],
                categories="Kitchen")
    L += vtodo("todo-splashback@aga.wrobel", "Order splashback tiles (green zellige-style, ~4.2 m² + 10%)",
               due="20251128", created="20250915T190000Z", priority=2,
               description="Still not ordered. Compare Tile & Tap vs the Italian place on Leith Walk. Brass trim?",
               categories="Kitchen")
    L += vtodo("todo-deposit@aga.wrobel", "Pay Euan's 30% deposit", created="20250313T080000Z", status="COMPLETED",
               categories="Kitchen")
    write_text("calendar/kitchen.ics", ics_calendar("Kuchnia / Kitchen", L), newline="")


def build():
    build_mbox(); build_calendars()
