"""Four iCalendar files, written by hand: CRLF line ends, folded at 75 octets."""

OUT = []
DTSTAMP = "DTSTAMP:20251123T090000Z"

TZ_AMS = """BEGIN:VTIMEZONE
TZID:Europe/Amsterdam
X-LIC-LOCATION:Europe/Amsterdam
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE"""

TZ_LON = """BEGIN:VTIMEZONE
TZID:Europe/London
X-LIC-LOCATION:Europe/London
BEGIN:DAYLIGHT
TZOFFSETFROM:+0000
TZOFFSETTO:+0100
TZNAME:BST
DTSTART:19700329T010000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0100
TZOFFSETTO:+0000
TZNAME:GMT
DTSTART:19701025T020000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE"""


def esc(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return [line]
    parts = []
    limit = 75
    while b:
        cut = min(limit, len(b))
        # do not split inside a UTF-8 multibyte sequence
        while cut < len(b) and (b[cut] & 0xC0) == 0x80:
            cut -= 1
        parts.append(b[:cut].decode("utf-8"))
        b = b[cut:]
        limit = 74
    return [parts[0]] + [" " + p for p in parts[1:]]


def comp(kind, uid, props, alarm=None):
    lines = ["BEGIN:" + kind, "UID:" + uid, DTSTAMP]
    for p in props:
        if p.startswith(("SUMMARY:", "DESCRIPTION:", "LOCATION:")):
            k, v = p.split(":", 1)
            p = k + ":" + esc(v)
        lines.append(p)
    if alarm:
        lines += ["BEGIN:VALARM", "ACTION:DISPLAY",
                  "DESCRIPTION:" + esc(alarm[1]), "TRIGGER:" + alarm[0], "END:VALARM"]
    lines.append("END:" + kind)
    return "\n".join(lines)


def cal(rel, stamp, name, prodid, tzs, comps):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + prodid, "CALSCALE:GREGORIAN",
             "METHOD:PUBLISH", "X-WR-CALNAME:" + name]
    text = "\n".join(lines + list(tzs) + list(comps) + ["END:VCALENDAR"])
    out = []
    for ln in text.split("\n"):
        out += fold(ln)
    OUT.append((rel, "\r\n".join(out) + "\r\n", stamp))


def att(cn, mail, role="REQ-PARTICIPANT"):
    return "ATTENDEE;CN=%s;ROLE=%s;PARTSTAT=ACCEPTED:mailto:%s" % (cn, role, mail)


SW = att("Sanne Verhoeven", "sanne.verhoeven@brightloop.example")

# ----------------------------------------------------------------- work
work = [
    comp("VEVENT", "bl-research-sync-2025@brightloop.example", [
        "SUMMARY:Research sync (weekly)",
        "DTSTART;TZID=Europe/London:20250107T100000",
        "DTEND;TZID=Europe/London:20250107T104500",
        "RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20251223T235959Z",
        "EXDATE;TZID=Europe/London:20250422T100000,20250812T100000,20251028T100000",
        "LOCATION:Google Meet (Cobalt when in the office)",
        "DESCRIPTION:Standing agenda: 1) what we learned this week 2) recruitment "
        "status per study 3) asks & blockers. Notes live in the team drive under "
        "Research > Sync notes. Sanne chairs while Priya is on leave.",
        "ORGANIZER;CN=Priya Natarajan:mailto:priya.natarajan@brightloop.example",
        SW, att("Tom Ashworth", "tom.ashworth@brightloop.example"),
        att("Kwame Mensah", "kwame.mensah@brightloop.example"),
        att("Lena Okafor", "lena.okafor@brightloop.example"),
    ]),
    comp("VEVENT", "bl-1on1-priya-sanne@brightloop.example", [
        "SUMMARY:1:1 Sanne / Priya",
        "DTSTART;TZID=Europe/London:20250109T140000",
        "DTEND;TZID=Europe/London:20250109T143000",
        "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TH;UNTIL=20250724T235959Z",
        "LOCATION:Google Meet",
        "ORGANIZER;CN=Priya Natarajan:mailto:priya.natarajan@brightloop.example",
        SW,
    ]),
    comp("VEVENT", "bl-1on1-priya-sanne@brightloop.example", [
        "RECURRENCE-ID;TZID=Europe/London:20250306T140000",
        "SUMMARY:1:1 Sanne / Priya (in person)",
        "DTSTART;TZID=Europe/London:20250305T163000",
        "DTEND;TZID=Europe/London:20250305T170000",
        "LOCATION:Cobalt, 61 Paul Street",
        "DESCRIPTION:Moved to Wednesday because Sanne is in London this week.",
        "ORGANIZER;CN=Priya Natarajan:mailto:priya.natarajan@brightloop.example",
        SW,
    ]),
    comp("VEVENT", "bl-london-office-days@brightloop.example", [
        "SUMMARY:London office (Tue–Thu)",
        "DTSTART;VALUE=DATE:20250107",
        "DTEND;VALUE=DATE:20250110",
        "RRULE:FREQ=MONTHLY;BYDAY=1TU;UNTIL=20251130",
        "EXDATE;VALUE=DATE:20250805,20251007",
        "LOCATION:Brightloop, 61 Paul Street, London EC2A",
        "TRANSP:TRANSPARENT",
        "DESCRIPTION:Monthly office days. Book travel + hotel via TripDesk at least "
        "14 days ahead. No trip in August; October = offsite instead.",
    ]),
    comp("VEVENT", "bl-offsite-2025@brightloop.example", [
        "SUMMARY:Brightloop team offsite",
        "DTSTART;VALUE=DATE:20251014",
        "DTEND;VALUE=DATE:20251016",
        "LOCATION:Turner Dock Studios, Margate",
        "DESCRIPTION:Arrive by 10:30 (train from St Pancras). Day 1: team workshop, "
        "beach walk, dinner. Day 2: roadmap. Rooms arranged by Ops.",
        "ORGANIZER;CN=Kwame Mensah:mailto:kwame.mensah@brightloop.example",
        SW,
    ]),
    comp("VEVENT", "bl-checkin-hamish-sanne@brightloop.example", [
        "SUMMARY:Check-in Sanne / Hamish",
        "DTSTART;TZID=Europe/London:20250806T113000",
        "DTEND;TZID=Europe/London:20250806T120000",
        "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=WE",
        "LOCATION:Google Meet",
        "ORGANIZER;CN=Hamish Reid:mailto:hamish.reid@brightloop.example",
        SW,
    ]),
    comp("VEVENT", "bl-atlas-fieldwork@brightloop.example", [
        "SUMMARY:Atlas diary study – fieldwork",
        "DTSTART;VALUE=DATE:20250929",
        "DTEND;VALUE=DATE:20251011",
        "TRANSP:TRANSPARENT",
        "DESCRIPTION:12 participants, daily nudge 18:00 local. Check dropouts on day 3.",
    ]),
    comp("VEVENT", "bl-atlas-readout@brightloop.example", [
        "SUMMARY:Atlas onboarding study – readout",
        "DTSTART;TZID=Europe/London:20251204T140000",
        "DTEND;TZID=Europe/London:20251204T153000",
        "LOCATION:Cobalt, 61 Paul Street, London",
        "DESCRIPTION:Readout of the onboarding diary study + interviews. Pre-read due "
        "the Tuesday before. Leadership invited by Fiona.",
        "ORGANIZER;CN=Hamish Reid:mailto:hamish.reid@brightloop.example",
        SW, att("Fiona Gallagher", "fiona.gallagher@brightloop.example"),
        att("Tom Ashworth", "tom.ashworth@brightloop.example"),
        att("Kwame Mensah", "kwame.mensah@brightloop.example", "OPT-PARTICIPANT"),
        "SEQUENCE:2",
    ]),
    comp("VEVENT", "bl-travel-dec-2025@brightloop.example", [
        "SUMMARY:Eurostar 9114 Amsterdam Centraal → London St Pancras",
        "DTSTART;TZID=Europe/Amsterdam:20251202T081600",
        "DTEND;TZID=Europe/London:20251202T115700",
        "LOCATION:Amsterdam Centraal",
        "DESCRIPTION:Booking ref PLM8WQ (TripDesk). Coach 7, seat 24, window. "
        "Check-in closes 07:46. Return: Eurostar 9167, Thu 4 Dec, dep. St Pancras 17:31.",
        "CATEGORIES:Travel",
    ]),
    comp("VTODO", "bl-todo-oct-expenses@brightloop.example", [
        "SUMMARY:Submit October expenses (Margate offsite) in Expensly",
        "DUE;VALUE=DATE:20251130",
        "STATUS:NEEDS-ACTION",
        "PRIORITY:1",
        "DESCRIPTION:Train tickets + hotel night before + per diem. Receipts in the "
        "Photos album 'Margate'.",
    ]),
    comp("VTODO", "bl-todo-atlas-preread@brightloop.example", [
        "SUMMARY:Send Atlas readout pre-read to Hamish",
        "DUE;VALUE=DATE:20251202",
        "STATUS:NEEDS-ACTION",
        "PRIORITY:2",
    ]),
]
cal("calendar/werk_brightloop.ics", "2025-11-21 17:00", "Brightloop – Sanne",
    "-//Brightloop//Workspace Calendar Export//EN", [TZ_LON, TZ_AMS], work)

# ----------------------------------------------------------------- private
prive = [
    comp("VEVENT", "pv-korfbal-2425@sanne", [
        "SUMMARY:Korfbaltraining Domstad 5",
        "DTSTART;TZID=Europe/Amsterdam:20250109T200000",
        "DTEND;TZID=Europe/Amsterdam:20250109T213000",
        "RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20250626T180000Z",
        "EXDATE;TZID=Europe/Amsterdam:20250417T200000,20250529T200000",
        "LOCATION:Sporthal Overvecht / Sportpark Lunetten",
    ]),
    comp("VEVENT", "pv-korfbal-2526@sanne", [
        "SUMMARY:Korfbaltraining Domstad 5 (nieuw seizoen)",
        "DTSTART;TZID=Europe/Amsterdam:20250903T203000",
        "DTEND;TZID=Europe/Amsterdam:20250903T220000",
        "RRULE:FREQ=WEEKLY;BYDAY=WE",
        "LOCATION:Sportpark Lunetten, veld 3",
        "DESCRIPTION:Nieuwe avond! Zie mail van de TC.",
    ]),
    comp("VEVENT", "pv-bbq-korfbal@sanne", [
        "SUMMARY:Seizoensafsluiting + BBQ korfbal",
        "DTSTART;TZID=Europe/Amsterdam:20250621T170000",
        "DTEND;TZID=Europe/Amsterdam:20250621T220000",
        "LOCATION:Sportpark Lunetten",
    ]),
    comp("VEVENT", "pv-tandarts-0618@sanne", [
        "SUMMARY:Tandarts (controle)",
        "DTSTART;TZID=Europe/Amsterdam:20250618T083000",
        "DTEND;TZID=Europe/Amsterdam:20250618T090000",
    ]),
    comp("VEVENT", "pv-papa-65@sanne", [
        "SUMMARY:Papa 65! etentje",
        "DTSTART;TZID=Europe/Amsterdam:20250920T180000",
        "DTEND;TZID=Europe/Amsterdam:20250920T223000",
        "LOCATION:Deventer",
        "DESCRIPTION:Cadeau: wijnclub-abonnement (samen met Lot). Trein 16:44 vanaf Utrecht.",
    ]),
    comp("VEVENT", "pv-joost-berlijn@sanne", [
        "SUMMARY:Joost schoolreis Berlijn",
        "DTSTART;VALUE=DATE:20251201",
        "DTEND;VALUE=DATE:20251206",
        "TRANSP:TRANSPARENT",
    ]),
    comp("VEVENT", "pv-sinterklaas@sanne", [
        "SUMMARY:Sinterklaas bij pap & mam",
        "DTSTART;TZID=Europe/Amsterdam:20251206T150000",
        "DTEND;TZID=Europe/Amsterdam:20251206T210000",
        "LOCATION:Deventer",
        "DESCRIPTION:Lootje: papa. Gedicht!!",
    ]),
    comp("VEVENT", "pv-dierenarts-mosterd@sanne", [
        "SUMMARY:Dierenarts Mosterd – jaarlijkse enting",
        "DTSTART;TZID=Europe/Amsterdam:20251209T101500",
        "DTEND;TZID=Europe/Amsterdam:20251209T103000",
        "LOCATION:Dierenkliniek De Poezenboom",
        "DESCRIPTION:Ook gewicht checken en vragen naar gebit schoonmaken.",
    ], alarm=("-PT1H", "Mosterd in de reismand!")),
    comp("VEVENT", "pv-alv-kvd@sanne", [
        "SUMMARY:ALV KV Domstad",
        "DTSTART;TZID=Europe/Amsterdam:20251211T200000",
        "DTEND;TZID=Europe/Amsterdam:20251211T220000",
        "LOCATION:Kantine Sportpark Lunetten",
    ]),
    comp("VEVENT", "pv-bardienst-1213@sanne", [
        "SUMMARY:Bardienst KV Domstad",
        "DTSTART;TZID=Europe/Amsterdam:20251213T090000",
        "DTEND;TZID=Europe/Amsterdam:20251213T130000",
        "LOCATION:Kantine Sportpark Lunetten",
    ]),
    comp("VEVENT", "pv-jurk-lotte@sanne", [
        "SUMMARY:Jurk passen met Lotte (+ mama)",
        "DTSTART;TZID=Europe/Amsterdam:20251213T110000",
        "DTEND;TZID=Europe/Amsterdam:20251213T130000",
        "LOCATION:Amersfoort",
    ]),
    comp("VEVENT", "pv-vrijgezellen-lotte@sanne", [
        "SUMMARY:Vrijgezellen Lotte 🎉",
        "DTSTART;VALUE=DATE:20260314",
        "DTEND;VALUE=DATE:20260315",
        "DESCRIPTION:Winnende datum uit de datumprikker. NIKS zeggen in de familie-app!",
    ]),
    comp("VTODO", "pv-todo-bardienst@sanne", [
        "SUMMARY:Bardienst 13/12 ruilen (botst met jurk passen Lotte)",
        "DUE;VALUE=DATE:20251206",
        "STATUS:NEEDS-ACTION",
        "PRIORITY:1",
    ]),
    comp("VTODO", "pv-todo-cadeau-papa@sanne", [
        "SUMMARY:Cadeau papa 65 bestellen (wijnclub)",
        "DUE;VALUE=DATE:20250910",
        "STATUS:COMPLETED",
        "COMPLETED:20250902T193000Z",
    ]),
]
cal("calendar/prive.ics", "2025-11-20 22:00", "Privé", "-//Sanne//Agenda//NL",
    [TZ_AMS], prive)

# ----------------------------------------------------------------- renovation (stale)
verb = [
    comp("VEVENT", "vb-kennismaking-vandam@sanne", [
        "SUMMARY:Kennismaking Van Dam (zolder)",
        "DTSTART;TZID=Europe/Amsterdam:20250114T160000",
        "DTEND;TZID=Europe/Amsterdam:20250114T170000",
        "LOCATION:Thuis",
    ]),
    comp("VEVENT", "vb-kennismaking-zolderfix@sanne", [
        "SUMMARY:Kennismaking Zolderfix",
        "DTSTART;TZID=Europe/Amsterdam:20250121T083000",
        "DTEND;TZID=Europe/Amsterdam:20250121T093000",
        "LOCATION:Thuis",
    ]),
    comp("VEVENT", "vb-kennismaking-bakker@sanne", [
        "SUMMARY:Kennismaking Timmerwerken Bakker",
        "DTSTART;TZID=Europe/Amsterdam:20250130T170000",
        "DTEND;TZID=Europe/Amsterdam:20250130T180000",
        "LOCATION:Thuis",
    ]),
    comp("VEVENT", "vb-constructeur@sanne", [
        "SUMMARY:Constructeur Mulder komt meten",
        "DTSTART;TZID=Europe/Amsterdam:20250225T100000",
        "DTEND;TZID=Europe/Amsterdam:20250225T113000",
        "DESCRIPTION:Zolder leeg genoeg maken zodat hij bij de gordingen kan.",
    ]),
    comp("VEVENT", "vb-steiger@sanne", [
        "SUMMARY:Steiger plaatsen (Van Dam)",
        "DTSTART;VALUE=DATE:20250829",
        "DTEND;VALUE=DATE:20250830",
        "DESCRIPTION:Gerda van hiernaast waarschuwen!",
    ]),
    comp("VEVENT", "vb-start-verbouwing@sanne", [
        "SUMMARY:Start verbouwing zolder (Van Dam)",
        "DTSTART;VALUE=DATE:20250901",
        "DTEND;VALUE=DATE:20250902",
        "DESCRIPTION:Doorlooptijd ca. 7 weken. Zolder moet dan LEEG zijn. Mosterd?",
    ]),
    comp("VEVENT", "vb-oplevering@sanne", [
        "SUMMARY:Oplevering zolder (verwacht)",
        "DTSTART;VALUE=DATE:20251017",
        "DTEND;VALUE=DATE:20251018",
    ]),
    comp("VTODO", "vb-todo-vergunning@sanne", [
        "SUMMARY:Vergunning dakkapel aanvragen via Omgevingsloket",
        "DUE;VALUE=DATE:20250315",
        "STATUS:COMPLETED",
        "COMPLETED:20250310T213000Z",
    ]),
    comp("VTODO", "vb-todo-isde@sanne", [
        "SUMMARY:ISDE subsidie aanvragen na plaatsing isolatie",
        "DUE;VALUE=DATE:20251031",
        "STATUS:NEEDS-ACTION",
    ]),
]
cal("calendar/verbouwing_zolder.ics", "2025-05-02 21:00", "Verbouwing zolder",
    "-//Sanne//Agenda//NL", [TZ_AMS], verb)

# ----------------------------------------------------------------- Lotte's shared calendar
LS = att("Sanne Verhoeven", "sanne.verhoeven@mailbox.example")
LN = att("Niels Kuipers", "niels.kuipers@mailbox.example")
LY = att("Youssef El Amrani", "youssef.elamrani@mailbox.example")
LORG = "ORGANIZER;CN=Lotte Verhoeven:mailto:lotte.verhoeven@mailbox.example"
wed = [
    comp("VEVENT", "lt-jurk-passen@lotte-daan", [
        "SUMMARY:Jurk passen (2e keer) met Sanne & mama",
        "DTSTART;TZID=Europe/Amsterdam:20251213T110000",
        "DTEND;TZID=Europe/Amsterdam:20251213T130000",
        "LOCATION:Bruidsmode Wit & Zo, Amersfoort",
        LORG, LS,
    ]),
    comp("VEVENT", "lt-proefdiner@lotte-daan", [
        "SUMMARY:Proefdiner",
        "DTSTART;TZID=Europe/Amsterdam:20260117T183000",
        "DTEND;TZID=Europe/Amsterdam:20260117T220000",
        "LOCATION:Orangerie Hooghe Boom, Doorn",
        "DESCRIPTION:Menu en wijn proeven met de chef. Getuigen zijn welkom, laat "
        "even weten of je komt (allergieën!).",
        LORG, LS, LN,
    ]),
    comp("VEVENT", "lt-babs-gesprek@lotte-daan", [
        "SUMMARY:Gesprek met de babs over de ceremonie",
        "DTSTART;TZID=Europe/Amsterdam:20260207T140000",
        "DTEND;TZID=Europe/Amsterdam:20260207T160000",
        "LOCATION:Bij ons thuis (Arnhem)",
        LORG,
    ]),
    comp("VEVENT", "lt-band@lotte-daan", [
        "SUMMARY:Kennismaking band",
        "DTSTART;TZID=Europe/Amsterdam:20260228T200000",
        "DTEND;TZID=Europe/Amsterdam:20260228T213000",
        "LOCATION:Oefenruimte De Kelder, Arnhem",
        LORG,
    ]),
    comp("VEVENT", "lt-ringen@lotte-daan", [
        "SUMMARY:Ringen ophalen",
        "DTSTART;TZID=Europe/Amsterdam:20260516T110000",
        "DTEND;TZID=Europe/Amsterdam:20260516T120000",
        "LOCATION:Juwelier Van Hout, Arnhem",
        LORG,
    ]),
    comp("VEVENT", "lt-trouwdag@lotte-daan", [
        "SUMMARY:Trouwdag Lotte & Daan 💍",
        "DTSTART;TZID=Europe/Amsterdam:20260529T130000",
        "DTEND;TZID=Europe/Amsterdam:20260530T010000",
        "LOCATION:Orangerie Hooghe Boom, Hooghe Boomlaan 3, Doorn",
        "DESCRIPTION:13:00 ontvangst, 13:30 ceremonie in de tuin, daarna taart & "
        "toost, 18:00 diner, 20:30 feest. Dresscode: zomers chic – geen wit, en "
        "laat de stiletto's thuis (ceremonie op het gras). Getuigen graag om 12:00 "
        "aanwezig.",
        LORG, LS, LN, LY,
    ], alarm=("-P1D", "Morgen trouwen Lotte & Daan!")),
    comp("VTODO", "lt-todo-std@lotte-daan", [
        "SUMMARY:Save-the-dates versturen (nieuw adres!)",
        "DUE;VALUE=DATE:20250930",
        "STATUS:COMPLETED",
        "COMPLETED:20250921T120000Z",
    ]),
    comp("VTODO", "lt-todo-gastenlijst@lotte-daan", [
        "SUMMARY:Gastenlijst definitief maken",
        "DUE;VALUE=DATE:20260201",
        "STATUS:NEEDS-ACTION",
    ]),
]
cal("calendar/bruiloft_lotte_daan.ics", "2025-11-18 08:00", "Bruiloft Lotte & Daan 💍",
    "-//Google Inc//Google Calendar 70.9054//EN", [TZ_AMS], wed)


def build():
    return list(OUT)
