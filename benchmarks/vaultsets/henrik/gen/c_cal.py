# -*- coding: utf-8 -*-
"""Calendars (.ics, written by hand with CRLF + folding) and the club mbox."""



def E(s):
    """Escape an iCalendar TEXT value."""
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))

DTSTAMP = "20251019T080000Z"

VTZ = [
    "BEGIN:VTIMEZONE",
    "TZID:Europe/Stockholm",
    "X-LIC-LOCATION:Europe/Stockholm",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0200",
    "TZNAME:CEST",
    "DTSTART:19700329T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0200",
    "TZOFFSETTO:+0100",
    "TZNAME:CET",
    "DTSTART:19701025T030000",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
]


def cal(name, desc, comps):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0",
             "PRODID:-//Henrik L//handwritten export 1.0//SV",
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
             "X-WR-CALNAME:" + E(name), "X-WR-TIMEZONE:Europe/Stockholm",
             "X-WR-CALDESC:" + E(desc)]
    lines += VTZ
    for c in comps:
        lines += c
    lines.append("END:VCALENDAR")
    return lines


def _dt(prop, v):
    if len(v) == 8:
        return "%s;VALUE=DATE:%s" % (prop, v)
    return "%s;TZID=Europe/Stockholm:%s" % (prop, v)


def ev(uid, summary, start, end, location=None, desc=None, rrule=None, exdates=None,
       recurrence_id=None, attendees=(), organizer=None, alarm=None, categories=None,
       status="CONFIRMED", created="20241201T100000Z"):
    L = ["BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + DTSTAMP, "CREATED:" + created]
    if recurrence_id:
        L.append(_dt("RECURRENCE-ID", recurrence_id))
    L += [_dt("DTSTART", start), _dt("DTEND", end), "SUMMARY:" + E(summary)]
    if location:
        L.append("LOCATION:" + E(location))
    if desc:
        L.append("DESCRIPTION:" + E(desc))
    if categories:
        L.append("CATEGORIES:" + categories)
    if rrule:
        L.append("RRULE:" + rrule)
    if exdates:
        if len(exdates[0]) == 8:
            L.append("EXDATE;VALUE=DATE:" + ",".join(exdates))
        else:
            L.append("EXDATE;TZID=Europe/Stockholm:" + ",".join(exdates))
    if organizer:
        L.append('ORGANIZER;CN="%s":mailto:%s' % organizer)
    for cn, mail in attendees:
        L.append('ATTENDEE;CN="%s";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:%s' % (cn, mail))
    L.append("STATUS:" + status)
    L.append("TRANSP:OPAQUE")
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + E(alarm[1]),
              "TRIGGER:" + alarm[0], "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(uid, summary, due=None, status="NEEDS-ACTION", desc=None, completed=None, priority=None):
    L = ["BEGIN:VTODO", "UID:" + uid, "DTSTAMP:" + DTSTAMP, "SUMMARY:" + E(summary)]
    if due:
        L.append("DUE;VALUE=DATE:" + due)
    if desc:
        L.append("DESCRIPTION:" + E(desc))
    if priority:
        L.append("PRIORITY:%d" % priority)
    L.append("STATUS:" + status)
    if completed:
        L.append("COMPLETED:" + completed)
        L.append("PERCENT-COMPLETE:100")
    L.append("END:VTODO")
    return L


HENRIK_A = ("Henrik Lindqvist", "henrik.lindqvist@fjordmail.example")
IMMY_A = ("Imogen Clarke", "immy.clarke@postbox.example")


def calendars():
    out = {}

    # ------------------------------------------------------------ work rotation
    out["calendars/jobb-aurora.ics"] = cal("Jobb – Aurora", "Rotation och jobbgrejer", [
        ev("rot-b-2025-a@henrik.example", "Ombord – Aurora (B-crew)", "20250106", "20250120",
           desc="2/E B-crew. Crew change Mondays 08:00, Älvsborg terminal. Rotation as per "
                "Karin's mail of 18 Nov 2024 (14 on / 14 off).",
           rrule="FREQ=WEEKLY;INTERVAL=4;UNTIL=20250817", categories="JOBB",
           created="20241118T120000Z"),
        ev("rot-b-2025-a@henrik.example", "Ombord – Aurora (bytt med Jesper, börjar onsdag)",
           "20250430", "20250514", recurrence_id="20250428",
           desc="Swapped start with Jesper Sandberg – join Wed 30 Apr instead of Mon 28 Apr.",
           categories="JOBB", created="20250410T090000Z"),
        ev("rot-b-2025-b@henrik.example", "Ombord – Aurora (B-crew, ny rotation)", "20250825",
           "20250908", rrule="FREQ=WEEKLY;INTERVAL=4;COUNT=5", exdates=["20250922"],
           desc="Revised rotation from August (Karin's mail 14 May). The 22 Sep swing is leave – "
                "Saras bröllop. The November swing is the dry dock swing.",
           categories="JOBB", created="20250514T140000Z"),
        ev("safety-day-2025@henrik.example", "Company safety day", "20250325T090000",
           "20250325T160000", location="Nordhavn Line office, Göteborg",
           desc="Annual safety day for engine officers. Lunch provided.", categories="JOBB"),
        ev("medical-2025@henrik.example", "Läkarundersökning sjöpersonal", "20251016T102000",
           "20251016T110000", desc="Ta med gamla intyget + leg. Adress i bekräftelsemejlet.",
           alarm=("-PT1H", "Läkarundersökning om en timme"), categories="JOBB",
           created="20251002T120000Z"),
        ev("drydock-brief-2025@henrik.example", "Dry dock briefing (Teams)", "20251105T140000",
           "20251105T150000", organizer=("Oskar Fredén", "oskar.freden@nordhavnline.example"),
           attendees=[HENRIK_A, ("Jesper Sandberg", "jesper.sandberg@nordhavnline.example")],
           desc="Briefing for the dock swing: travel, work lists, safety at the yard.",
           categories="JOBB", created="20251010T080000Z"),
        todo("todo-medical-copy@henrik.example", "Skicka kopia av nya läkarintyget till Oskar",
             due="20251019"),
    ])

    # ------------------------------------------------------------ Solveig (STALE – haul-out moved by mail)
    out["calendars/solveig.ics"] = cal("Solveig", "Båten – Mats, Pelle och jag", [
        ev("vtk-klubbkvall@henrik.example", "Klubbkväll VTK", "20250205T190000",
           "20250205T210000", location="VTK klubbhus, Långedrag",
           rrule="FREQ=MONTHLY;BYDAY=1WE;UNTIL=20251203T235959Z",
           exdates=["20250702T190000", "20250806T190000"],
           desc="Första onsdagen i månaden. Inget i juli och augusti.",
           created="20250120T180000Z"),
        ev("skrapa-2025@henrik.example", "Skrapa botten Solveig", "20250322", "20250324",
           location="Fiskebäcks Båtvarv", attendees=[("Mats Ekberg", "mats.ekberg@vastnet.example")],
           desc="Ta med värmepistol (Mats), skrapor, knäskydd, termos."),
        ev("drevkurs-2025@henrik.example", "Drevningskurs VTK", "20250412T100000",
           "20250412T150000", location="VTK klubbhus, Långedrag"),
        ev("sjosattning-2025@henrik.example", "Sjösättning Solveig", "20250426T080000",
           "20250426T120000", location="Fiskebäcks Båtvarv",
           attendees=[("Mats Ekberg", "mats.ekberg@vastnet.example"),
                      ("Pelle Nyström", "pelle.nystrom@tramail.example")],
           desc="Kranen bokad 08.00. Pumpen redo!"),
        ev("segel-lamna-2025@henrik.example", "Lämna storseglet till segelmakaren",
           "20250524T090000", "20250524T093000", location="Saltholmen"),
        ev("karingon-2025@henrik.example", "VTK sommarträff Käringön", "20250613", "20250616",
           desc="Gemensam middag lördag. Ta med något till knytkalaset."),
        ev("segling-robert-2025@henrik.example", "Segling med Robert (om det är lugnt)",
           "20250719T100000", "20250719T150000", location="Långedrag",
           attendees=[IMMY_A, ("Robert Clarke", "margaret.clarke@bristolmail.example")]),
        ev("mast-av-2025@henrik.example", "Masten av – kranen Långedrag", "20251010T170000",
           "20251010T190000", location="Långedrag", created="20250906T100000Z"),
        ev("upptagning-2025@henrik.example", "Upptagning Solveig – Fiskebäck", "20251011T090000",
           "20251011T120000", location="Fiskebäcks Båtvarv",
           desc="Vinterplats inne. Kranen vid gamla slipen. Pallning och bockar på plats innan.",
           alarm=("-P1D", "Upptagning i morgon"), created="20250906T100000Z"),
        todo("todo-kolbult@henrik.example", "Dra en kölbult för kontroll",
             desc="Pelle tycker vi borde. Senast gjort 2009.", priority=3),
        todo("todo-drevgarn@henrik.example", "Beställa bomull + drevgarn", status="COMPLETED",
             completed="20250318T120000Z"),
        todo("todo-impeller@henrik.example", "Byta impeller", status="COMPLETED",
             completed="20250405T150000Z"),
        todo("todo-presenning@henrik.example", "Laga vinterpresenningen", status="CANCELLED"),
        todo("todo-cutless@henrik.example", "Byta cutless-lagret", due="20251130"),
    ])

    # ------------------------------------------------------------ home
    out["calendars/hemma.ics"] = cal("Hemma", "Henrik & Immy", [
        ev("immy-svenska-ht25@henrik.example", "Immy – svenska, kvällskurs", "20250826T180000",
           "20250826T203000", location="Kvällsskolan Linné, Linnégatan",
           rrule="FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20251211T225959Z",
           exdates=["20251028T180000", "20251030T180000"], attendees=[IMMY_A],
           desc="Svenska fortsättningskurs HT25. Höstlov v. 44.", created="20250610T190000Z"),
        ev("clarke-visit-2025@henrik.example", "Margaret & Robert hos oss", "20250712",
           "20250721", attendees=[("Margaret Clarke", "margaret.clarke@bristolmail.example"),
                                  ("Robert Clarke", "margaret.clarke@bristolmail.example")],
           desc="Landar Landvetter 15:40 lör 12/7. Flyger hem sön 20/7 09:55. Gästrummet: bädda!",
           created="20250520T200000Z"),
        ev("robert-70@henrik.example", "Roberts 70 – middag", "20250718T190000", "20250718T220000",
           location="Restaurang Kajkanten", desc="Sex personer. Hörnbordet.",
           created="20250602T100000Z"),
        ev("sara-brollop@henrik.example", "Saras bröllop", "20250927", "20250928",
           alarm=("-P7D", "Saras bröllop om en vecka – talet!"), created="20250403T200000Z"),
        ev("tandlakare-2025@henrik.example", "Tandläkare", "20250319T083000", "20250319T091500",
           location="Tandläkarna Slottsskogen", alarm=("-PT2H", "Tandläkare 08:30")),
        ev("tvattstuga@henrik.example", "Tvättstuga", "20250111T070000", "20250111T100000",
           rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;UNTIL=20251227T235959Z",
           desc="Pass 1. Den som är hemma tar det."),
        ev("immy-bday@henrik.example", "Immys födelsedag", "20250308", "20250309",
           rrule="FREQ=YEARLY"),
        ev("edinburgh-2025@henrik.example", "Edinburgh (Immys födelsedag, tidigt)", "20250228", "20250303",
           desc="Hemlis! Hotel booked, table Saturday."),
        ev("extrastamma-2025@henrik.example", "Extrastämma brf – stambytet", "20250902T183000",
           "20250902T200000", location="Föreningslokalen, hus 16"),
        ev("mats-jonna-middag@henrik.example", "Middag hos Mats & Jonna", "20250222T190000",
           "20250222T230000", desc="Ta med vin (inte Pelles sort)."),
        todo("todo-stambyte-skap@henrik.example", "Tömma badrumsskåpen före stambytet",
             due="20251026"),
    ])

    # ------------------------------------------------------------ admin / tax
    out["calendars/papper-skatt.ics"] = cal("Papper & skatt", "Skatt, myndigheter, papper", [
        ev("deklaration-2025@henrik.example", "Deklarationen – sista dag", "20250505", "20250506",
           desc="Deklarerat redan 20/3."),
        ev("mote-birgitta-2025@henrik.example", "Möte Birgitta Holm – Skatteverkets förfrågan",
           "20250429T100000", "20250429T110000",
           location="Holm & Sandell Redovisning, Första Långgatan 18",
           attendees=[("Birgitta Holm", "birgitta@holmsandell.example")],
           desc="Ta med tjänstgöringsintyget (om det kommit), deklarationen och mina sjödagar.",
           created="20250426T081500Z"),
        ev("bilbesiktning-2025@henrik.example", "Bilbesiktning", "20250610T074000",
           "20250610T080000", location="Besiktningen Högsbo"),
        ev("tel-birgitta-sep@henrik.example", "Telefon Birgitta – omprövning?", "20250912T160000",
           "20250912T163000"),
        ev("migrationsverket-kompl@henrik.example", "Migrationsverket: komplettering senast",
           "20250917", "20250918", desc="Immys ansökan – bevis på samboskap."),
        todo("todo-svara-skv@henrik.example", "Svara Skatteverket på förfrågan (anstånd)",
             due="20250527", status="COMPLETED", completed="20250523T200000Z"),
        todo("todo-intyg-birgitta@henrik.example", "Skicka tjänstgöringsintyg till Birgitta",
             status="COMPLETED", completed="20250519T090000Z"),
        todo("todo-restskatt@henrik.example", "Betala restskatten till skattekontot",
             due="20251112", priority=1,
             desc="Betala i tid till skattekontot. Bankgiro 5050-1055, OCR = personnumret."),
    ])
    return out


# ---------------------------------------------------------------- mbox
MBOX_PATH = "mbox/vtk-medlemmar.mbox"
MBOX_LIST = {
    "to": "VTK medlemmar <medlemmar@lists.vtk.example>",
    "list_id": "VTK medlemmar <medlemmar.lists.vtk.example>",
    "list_post": "<mailto:medlemmar@lists.vtk.example>",
    "list_unsub": "<mailto:medlemmar-leave@lists.vtk.example>",
}

MBOX_MSGS = [
    dict(envelope="From gunnel.ahlstrom@vtk.example Wed Jan 15 18:02:11 2025",
         **{"from": "Gunnel Ahlström <gunnel.ahlstrom@vtk.example>"},
         date="Wed, 15 Jan 2025 18:02:11 +0100",
         subject="[VTK] Kallelse till årsmöte torsdag 20 februari",
         msgid="<vtk-2025-01-arsmote@vtk.example>",
         body="""Hej alla medlemmar!

Härmed kallas till årsmöte i Västkustens Träbåtsklubb torsdagen den 20 februari kl 19.00 i
klubbhuset på Långedrag.

På dagordningen bland annat:
- verksamhetsberättelse och ekonomi
- styrelsens förslag om nya båtplatsavgifter (höjning, se bilaga på hemsidan)
- val av styrelse
- vinterliggare i sjön: regler för bubblare och el

Kaffe och semlor efteråt.

Gunnel Ahlström, ordförande
"""),
    dict(envelope="From bengt.frisk@vtk.example Tue Feb 25 20:15:40 2025",
         **{"from": "Bengt Frisk <bengt.frisk@vtk.example>"},
         date="Tue, 25 Feb 2025 20:15:40 +0100",
         subject="[VTK] Båtplatsavgifter 2025",
         msgid="<vtk-2025-02-avgifter@vtk.example>",
         body="""Hej!

Efter årsmötets beslut gäller följande båtplatsavgifter för säsongen 2025:

  Brygga A och B (båtar under 7 m):   3 900 kr
  Brygga C (båtar 7–10 m):            4 850 kr
  Vinterliggare i sjön, tillägg:      1 200 kr (el till bubblare ingår)

Avgiften betalas senast 31 mars till klubbens bankgiro. Ange båtnamn och plats.

Höjningen beror på nya bryggor vid C och högre elkostnader.

Bengt Frisk, kassör
"""),
    dict(envelope="From nigel.ashcroft@mail.example Mon Mar 10 21:44:02 2025",
         **{"from": "Nigel Ashcroft <nigel.ashcroft@mail.example>"},
         date="Mon, 10 Mar 2025 21:44:02 +0100",
         subject="[VTK] Selling: caulking cotton and oakum (sorry, English)",
         msgid="<na-20250310214402@mail.example>",
         body="""Hello all,

Sorry for writing in English, my Swedish is still only good enough for ordering beer.

From my late father's workshop I have a large box of caulking cotton (several rolls) and about
4 kg of tarred oakum, all stored dry. Also two caulking irons and a mallet. I'd rather it went to
club boats than to the tip. Cotton and oakum: 340 kr per kilo, tools free to whoever takes the
rest.

I'm at the clubhouse on Wednesday evening.

Cheers,
Nigel (the green Folkboat on B)
"""),
    dict(envelope="From kjell.bengtsson@vtk.example Tue Mar 11 07:30:19 2025",
         **{"from": "Kjell Bengtsson <kjell.bengtsson@vtk.example>"},
         date="Tue, 11 Mar 2025 07:30:19 +0100",
         subject="Re: [VTK] Selling: caulking cotton and oakum (sorry, English)",
         msgid="<kb-20250311073019@vtk.example>",
         in_reply_to="<na-20250310214402@mail.example>",
         body="""Hej Nigel!

Jag tar gärna ett kilo drev om det finns kvar, och järnen om ingen annan vill ha dem.
Henrik och Mats på Solveig frågade också efter bomull, jag sa att de skulle höra av sig.

/Kjell

Nigel Ashcroft wrote:
> From my late father's workshop I have a large box of caulking cotton (several rolls) and about
> 4 kg of tarred oakum, all stored dry.
"""),
    dict(envelope="From gunnel.ahlstrom@vtk.example Wed Apr  2 19:10:00 2025",
         **{"from": "Gunnel Ahlström <gunnel.ahlstrom@vtk.example>"},
         date="Wed, 02 Apr 2025 19:10:00 +0200",
         subject="[VTK] Drevningskurs lördag 12 april",
         msgid="<vtk-2025-04-drevkurs@vtk.example>",
         body="""Hej!

Lördag 12 april kl 10–15 håller Pelle Nyström och Kjell Bengtsson drevningskurs i klubbhuset.
Vi går igenom bomull kontra drev, hur man slår, nåtmassa och vanliga misstag. Ta med egna
verktyg om du har. Max 12 deltagare, anmälan till mig.

Gunnel
"""),
    dict(envelope="From gunnel.ahlstrom@vtk.example Tue May 20 12:00:45 2025",
         **{"from": "Gunnel Ahlström <gunnel.ahlstrom@vtk.example>"},
         date="Tue, 20 May 2025 12:00:45 +0200",
         subject="[VTK] Sommarträff på Käringön 13–15 juni",
         msgid="<vtk-2025-06-sommartraff@vtk.example>",
         body="""Hej alla!

Årets sommarträff blir på Käringön helgen 13–15 juni. Vi har reserverat plats längst in i
gästhamnen för klubbens båtar (tänk på att ligga i paket). Gemensam knytkalasmiddag på lördag
kväll på berget ovanför hamnen om vädret tillåter, annars i Pelles tält (!).

Anmäl er båt till mig senast 6 juni.

Gunnel
"""),
    dict(envelope="From marianne.ek@vtk.example Mon Sep  8 20:31:12 2025",
         **{"from": "Marianne Ek <marianne.ek@vtk.example>"},
         date="Mon, 08 Sep 2025 20:31:12 +0200",
         subject="[VTK] Boktips inför vintern",
         msgid="<me-20250908203112@vtk.example>",
         body="""Hej allihop,

Nu när det mörknar: jag har läst "Trä, tjära och tålamod" av Ragnar Öst i sommar och den är
det bästa jag läst om att underhålla gamla träbåtar. Mycket om bordbyten och röta, och ett helt
kapitel om att få en gammal motor att trivas i en träbåt. Finns på biblioteket i Majorna, men jag
lånar gärna ut mitt ex på klubbkvällarna.

Och till er som funderar på att ligga i sjön i vinter: tänk på att bubblaren måste sitta djupt
nog, annars fryser det runt rodret ändå.

Marianne (Ellen, brygga A)
"""),
    dict(envelope="From bengt.frisk@vtk.example Wed Oct  1 17:45:33 2025",
         **{"from": "Bengt Frisk <bengt.frisk@vtk.example>"},
         date="Wed, 01 Oct 2025 17:45:33 +0200",
         subject="[VTK] Kranlördag 11 oktober på Långedrag",
         msgid="<vtk-2025-10-kranlordag@vtk.example>",
         body="""Hej!

Klubbens kranlördag blir den 11 oktober. Kranen är på plats från kl 08. Masta av och ta upp i
turordning enligt listan på anslagstavlan. Vinterliggare i sjön: bubblare ska vara på plats
före 1 november.

Bengt
"""),
]
