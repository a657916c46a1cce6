# -*- coding: utf-8 -*-
"""iCalendar files (CRLF, folded lines, VTIMEZONE) for Ingrid's vault. Standard library only."""

TZ = """BEGIN:VTIMEZONE
TZID:Europe/Oslo
X-LIC-LOCATION:Europe/Oslo
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
END:VTIMEZONE""".split("\n")

STAMP = "DTSTAMP:20251115T120000Z"


def esc(t):
    return t.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return line
    out, cur, limit = [], b"", 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            out.append(cur)
            cur, limit = b"", 74
        cur += cb
    out.append(cur)
    return "\r\n ".join(x.decode("utf-8") for x in out)


def t(v):
    return ";TZID=Europe/Oslo:" + v


def event(uid, summary, start, end=None, allday=False, location=None, description=None,
          rrule=None, exdate=None, recurrence_id=None, attendees=None, organizer=None, alarm=None,
          categories=None):
    L = ["BEGIN:VEVENT", "UID:" + uid, STAMP]
    if recurrence_id:
        L.append("RECURRENCE-ID" + t(recurrence_id))
    if allday:
        L.append("DTSTART;VALUE=DATE:" + start)
        if end:
            L.append("DTEND;VALUE=DATE:" + end)
    else:
        L.append("DTSTART" + t(start))
        if end:
            L.append("DTEND" + t(end))
    if rrule:
        L.append("RRULE:" + rrule)
    if exdate:
        L.append("EXDATE" + t(",".join(exdate)))
    L.append("SUMMARY:" + esc(summary))
    if location:
        L.append("LOCATION:" + esc(location))
    if description:
        L.append("DESCRIPTION:" + esc(description))
    if categories:
        L.append("CATEGORIES:" + categories)
    if organizer:
        L.append('ORGANIZER;CN="%s":mailto:%s' % organizer)
    for cn, mail in (attendees or []):
        L.append('ATTENDEE;CN="%s";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:%s' % (cn, mail))
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:" + alarm[0], "DESCRIPTION:" + esc(alarm[1]),
              "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(uid, summary, due=None, status="NEEDS-ACTION", completed=None, description=None, priority=None):
    L = ["BEGIN:VTODO", "UID:" + uid, STAMP, "SUMMARY:" + esc(summary)]
    if due:
        L.append("DUE;VALUE=DATE:" + due)
    if description:
        L.append("DESCRIPTION:" + esc(description))
    if priority:
        L.append("PRIORITY:%d" % priority)
    L.append("STATUS:" + status)
    if completed:
        L.append("COMPLETED:" + completed)
        L.append("PERCENT-COMPLETE:100")
    L.append("END:VTODO")
    return L


def calendar(name, comps):
    L = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Ingrid//Kalender eksport 1.0//NO", "CALSCALE:GREGORIAN",
         "X-WR-CALNAME:" + esc(name), "X-WR-TIMEZONE:Europe/Oslo"] + TZ
    for c in comps:
        L += c
    L.append("END:VCALENDAR")
    return ("\r\n".join(fold(x) for x in L) + "\r\n").encode("utf-8")


def build():
    cals = {}
    ING = ("Ingrid Haugland", "ingrid.haugland@postkasse.example")
    ARNE = ("Arne Haugland", "arne.haugland@fjordpost.example")
    MAG = ("Magnus Haugland", "magnus.haugland@kodeverk.example")

    cals["calendars/turnus-2025.ics"] = calendar("Turnus Vestkyst", [
        event("turnus-fjordbris-2025@ingrid", "Tur – MF Fjordbris", "20250108T070000", "20250122T070000",
              location="Halhjem ferjekai",
              description="14 dager på. Mannskapsbytte onsdag kl 07:00 på Halhjem. Juli-blokka er ferie (Magnus-tur).",
              rrule="FREQ=WEEKLY;INTERVAL=4;UNTIL=20250821T000000Z", exdate=["20250723T070000"],
              categories="JOBB"),
        event("turnus-stordsund-2025@ingrid", "Tur – MF Stordsund", "20250923T063000", "20251007T063000",
              location="Skjersholmane ferjekai, Stord",
              description="14/14. Mannskapsbytte tirsdag 06:30 på Skjersholmane. Crew-hybel i Leirvik kvelden før.",
              rrule="FREQ=WEEKLY;INTERVAL=4", alarm=("-PT12H", "Pakk sekken – tur i morgen tidlig"),
              categories="JOBB"),
        event("turnus-stordsund-2025@ingrid", "Tur – MF Stordsund (byttet)", "20251028T063000", "20251111T063000",
              recurrence_id="20251021T063000", location="Skjersholmane ferjekai, Stord",
              description="Bytte avtalt med Kristoffer Dahl (2. maskinist): han dekker 21.–28. oktober så jeg kan "
                          "være hjemme til pappas 70-årsdag, og jeg tar 28. oktober – 11. november i stedet. "
                          "Meldt til Hanne på e-post 10.10.",
              categories="JOBB"),
        event("hv-familiarisation-20250924@ingrid", "HV awareness + familiarisering Stordsund",
              "20250924T090000", "20250924T120000", location="MF Stordsund, kontrollrommet",
              description="Høyspent-modul om bord. Ta med sertifikatmappa."),
        event("brannovelse-20251001@ingrid", "Brannøvelse / mønstring", "20251001T100000", "20251001T113000",
              location="MF Stordsund", description="Røykdykking maskinrom, scenario: brann i genset 2."),
        todo("todo-ot-sept@ingrid", "Sende overtidskrav for september", due="20251005", status="COMPLETED",
             completed="20251002T181400Z"),
        todo("todo-vernesko@ingrid", "Bestille nye vernesko (str 39) via crew-portalen", due="20251130",
             priority=5),
    ])

    cals["calendars/havnekor.ics"] = calendar("Havnekor", [
        event("ovelse-var-2025@havnekor", "Korøving Havnekor", "20250114T190000", "20250114T213000",
              location="Sandviken bydelshus, sal 2", description="Tirsdager. Kaffepause 20.15.",
              rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20250617T170000Z",
              exdate=["20250225T190000", "20250415T190000"]),
        event("ovelse-host-2025@havnekor", "Korøving Havnekor", "20250819T190000", "20250819T213000",
              location="Sandviken bydelshus, sal 2", description="Tirsdager. Samme som i vår.",
              rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20251209T180000Z", exdate=["20251007T190000"]),
        event("korhelg-2025@havnekor", "Korhelg Havnekor", "20250328T180000", "20250330T140000",
              location="Hosanger kurssted",
              description="Oppmøte fredag 18.00 (middag). Samkjøring med Per-Olav fra Åsane 16.30. Egenandel betalt."),
        event("varkonsert-2025@havnekor", "Vårkonsert", "20250601T180000", "20250601T200000",
              location="Sandviken kirke", description="Er på jobb – kan ikke synge :("),
        event("sommeravslutning-2025@havnekor", "Sommeravslutning koret", "20250617T190000", "20250617T230000",
              location="Hos Kjersti, Fjellveien", organizer=("Kjersti Mo", "kjersti.mo@postkasse.example"),
              attendees=[ING, ("Tone Fjeldstad", "tone.fjeldstad@postkasse.example"),
                         ("Ragnhild Sele", "ragnhild.sele@postkasse.example")],
              description="Ta med noe til buffeten. Jeg lager fiskesuppe-shots (?)"),
        event("generalprove-2025@havnekor", "Generalprøve julekonsert", "20251204T190000", "20251204T213000",
              location="Johanneskirken"),
        event("julekonsert-2025@havnekor", "Julekonsert Bergen Havnekor", "20251207T180000", "20251207T200000",
              location="Johanneskirken", description="Oppmøte 16.30. Alt 2, andre rad.",
              alarm=("-P2D", "Julekonsert – stryk skjorta!")),
    ])

    cals["calendars/privat.ics"] = calendar("Privat", [
        event("tannlege-20251210@ingrid", "Tannlege – kontroll", "20251210T083000", "20251210T091500",
              location="Tannlegene på Torget, Torget 3, Bergen", alarm=("-P1D", "Tannlege i morgen 08:30")),
        event("fysio-1@ingrid", "Fysio – første time (Thomas Lien)", "20250313T150000", "20250313T160000",
              location="Fysio Nordnes", description="Høyre skulder. Ta med treningstøy."),
        event("fysio-oppfolging@ingrid", "Fysio oppfølging", "20250320T150000", "20250320T154500",
              location="Fysio Nordnes", rrule="FREQ=WEEKLY;COUNT=2"),
        event("pappa-bursdag@ingrid", "Pappa fyller år!", "20251024", "20251025", allday=True,
              rrule="FREQ=YEARLY", description="1955. I år: 70!"),
        event("pappa70-middag@ingrid", "Pappa 70 år – middag", "20251025T180000", "20251025T230000",
              location="Sjøboden, Os",
              description="Bord for 9, bestilt i mitt navn. Magnus tar med kaka. Tale: meg.",
              attendees=[ARNE, MAG]),
        event("magnus-hjemme-okt@ingrid", "Magnus hjemme", "20251024", "20251027", allday=True),
        event("toffe-dyrlege-20251126@ingrid", "Tøffe – kontroll + årsvaksine", "20251126T141500",
              "20251126T143000", location="Sandviken Dyreklinikk",
              description="Blodprøve (nyreverdier) + vaksine. Jeg er på Stord denne dagen."),
        event("ferie-magnus-2025@ingrid", "Ferie med Magnus", "20250726", "20250803", allday=True),
        event("frisor-20250918@ingrid", "Frisør", "20250918T100000", "20250918T110000", location="Klipp & Co, Sandviken"),
        event("17mai-2025@ingrid", "17. mai-frokost hos pappa", "20250517T090000", "20250517T120000",
              location="Os"),
        event("julebord-2025@ingrid", "Julebord Vestkyst", "20251206T190000", "20251207T010000",
              location="Bergen sentrum", description="Påmelding gjort. Ikke drikk for mye, konsert dagen etter (?)"),
        todo("todo-gave-pappa@ingrid", "Kjøpe gave til pappa (med Magnus)", due="20251015", status="COMPLETED",
             completed="20250914T200000Z"),
        todo("todo-pass@ingrid", "Fornye pass", due="20260301"),
    ])

    cals["calendars/batprosjekt.ics"] = calendar("Båtprosjekt Lisbet", [
        event("naustdag-var-2025@lisbet", "Naustdag – Lisbet", "20250222T100000", "20250222T150000",
              location="Naustet, Søre Neset, Os",
              rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;UNTIL=20250614T000000Z",
              exdate=["20250308T100000", "20250405T100000", "20250503T100000", "20250531T100000"]),
        event("befaring-20250322@lisbet", "Befaring av skroget", "20250322T110000", "20250322T140000",
              location="Naustet, Søre Neset, Os",
              description="Pappa har avtalt med båtbyggeren fra Lepsøy. Kaffe og kaker!", attendees=[ARNE]),
        event("hente-bord-20250419@lisbet", "Hente furubord på saga", "20250419T100000", "20250419T130000",
              location="Lunde Sag & Høvleri, Tysnes", description="Ta med henger. Ferje fra Halhjem."),
        event("dampe-bord-20250426@lisbet", "Dampe og bøye bord", "20250426T090000", "20250426T170000",
              location="Naustet, Søre Neset, Os", attendees=[ARNE, MAG],
              description="Bordene har ligget i sjøen siden 19.04. Dampkasse klar. Magnus kommer med flyet fredag."),
        event("tjaering-20250524@lisbet", "Tjæring", "20250524T100000", "20250524T160000",
              location="Naustet, Søre Neset, Os"),
        event("sjosetting-2025@lisbet", "Sjøsetting Lisbet!", "20250614T120000", "20250614T160000",
              location="Oshavn", description="Med kake og kaffe. Inviter Eikeland-barna?"),
        event("naustdag-host-2025@lisbet", "Naustdag – Lisbet", "20250913T100000", "20250913T150000",
              location="Naustet, Søre Neset, Os", rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;COUNT=6"),
        todo("todo-nagler@lisbet", "Bestille kobbernagler og klinkeringer (England)", due="20250320",
             status="COMPLETED", completed="20250318T094700Z"),
        todo("todo-bord@lisbet", "Hente furubord på Tysnes", due="20250419", status="COMPLETED",
             completed="20250419T130000Z"),
        todo("todo-tjaere@lisbet", "Kjøpe tjære og kokt linolje", due="20250520", status="COMPLETED",
             completed="20250510T120000Z"),
        todo("todo-batplass@lisbet", "Søke båtplass i Os småbåthavn for 2026", due="20260131", priority=1,
             description="Ikke søkt ennå. Portalen åpner 1. desember, frist for venteliste 31. januar 2026. "
                         "Oppgi oselvar, 18 fot, eier: Arne + Ingrid."),
        todo("todo-seilmaker@lisbet", "Finne seilmaker som kan tradisjonelle seil", priority=5),
    ])
    return cals
