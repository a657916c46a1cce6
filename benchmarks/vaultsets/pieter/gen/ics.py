"""Four .ics calendars, written by hand (CRLF, folded at 75 octets)."""
from common import write

VTZ_AMS = """BEGIN:VTIMEZONE
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
VTZ_BER = VTZ_AMS.replace("Europe/Amsterdam", "Europe/Berlin")

STAMP = "DTSTAMP:20251112T201000Z"


def esc(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return line
    out, cur = [], b""
    for ch in line:
        cb = ch.encode("utf-8")
        limit = 75 if not out else 74
        if len(cur) + len(cb) > limit:
            out.append(cur.decode("utf-8"))
            cur = b""
        cur += cb
    out.append(cur.decode("utf-8"))
    return "\r\n ".join(out)


def cal(name, tzs, comps):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//PvdB//Agenda export 1.0//NL", "CALSCALE:GREGORIAN",
             "METHOD:PUBLISH", f"X-WR-CALNAME:{name}", "X-WR-TIMEZONE:Europe/Amsterdam"]
    for tz in tzs:
        lines += tz.split("\n")
    for c in comps:
        lines += c
    lines.append("END:VCALENDAR")
    return "\r\n".join(fold(l) for l in lines) + "\r\n"


def ev(uid, summary, start, end=None, tz="Europe/Amsterdam", location=None, desc=None, attendees=(),
       rrule=None, exdate=None, allday=False, status=None, categories=None, alarm=None):
    L = ["BEGIN:VEVENT", f"UID:{uid}@pvdb-audio.example.nl", STAMP]
    if allday:
        L += [f"DTSTART;VALUE=DATE:{start}", f"DTEND;VALUE=DATE:{end}"]
    else:
        L += [f"DTSTART;TZID={tz}:{start}", f"DTEND;TZID={tz}:{end}"]
    if rrule:
        L.append(f"RRULE:{rrule}")
    if exdate:
        L.append(f"EXDATE;TZID={tz}:{exdate}")
    L.append(f"SUMMARY:{esc(summary)}")
    if location:
        L.append(f"LOCATION:{esc(location)}")
    if desc:
        L.append(f"DESCRIPTION:{esc(desc)}")
    for cn, mail in attendees:
        L.append(f"ATTENDEE;CN={cn};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:{mail}")
    if status:
        L.append(f"STATUS:{status}")
    if categories:
        L.append(f"CATEGORIES:{categories}")
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", f"DESCRIPTION:{esc(summary)}", f"TRIGGER:{alarm}", "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(uid, summary, due, desc=None, status="NEEDS-ACTION", priority=None):
    L = ["BEGIN:VTODO", f"UID:{uid}@pvdb-audio.example.nl", STAMP, f"DUE;VALUE=DATE:{due}",
         f"SUMMARY:{esc(summary)}"]
    if desc:
        L.append(f"DESCRIPTION:{esc(desc)}")
    if priority:
        L.append(f"PRIORITY:{priority}")
    L.append(f"STATUS:{status}")
    L.append("END:VTODO")
    return L


KOEN = ("Koen Verhaegen", "koen@kleinezaal.example.be")
SEM = ("Sem Oosterhuis", "sem@oosterhuis-audio.example.nl")

werk = [
    ev("admin-maandag", "Administratie / facturen", "20250106T090000", "20250106T110000",
       rrule="FREQ=WEEKLY;BYDAY=MO;UNTIL=20251222T080000Z", exdate="20250421T090000,20250609T090000",
       desc="Facturen versturen, bonnetjes fotograferen, mail wegwerken. Geen telefoon."),
    ev("veltmann-muc-2025", "Veltmann Solar productlancering – München", "20250303T070500", "20250303T220000",
       location="Eventhalle Riem-Ost, München",
       desc="Vlucht AL2316 Schiphol 07:05 → München 08:30. Terug met de avondvlucht.\nFOH + presentatie-mics."),
    ev("tryout-vlaardingen", "Try-out Stille Wateren", "20250425T140000", "20250425T230000",
       location="Theater Het Anker, Vlaardingen", attendees=[KOEN], desc="Eerste try-out. Huur-IEM (Maasklank)."),
    ev("polderpop-crewcall", "Polderpop – crew call opbouw Dijkpodium", "20250703T140000", "20250703T230000",
       location="Polderpop festivalterrein, Kamperland",
       desc="Crew call 14:00 bij de crewbalie. Tafel (SD12) komt om 16:00.",
       attendees=[("Thijs Wagemakers", "thijs@polderpop.example.nl")]),
    ev("polderpop-2025", "Polderpop festival (FOH Dijkpodium)", "20250704", "20250707", allday=True,
       location="Polderpop festivalterrein, Kamperland"),
    ev("sw-vlaardingen", "Stille Wateren – première", "20250919T130000", "20250919T233000",
       location="Theater Het Anker, Vlaardingen", attendees=[KOEN, SEM]),
    ev("sw-gent", "Stille Wateren – Gent", "20250927T120000", "20250927T233000",
       location="CC De Meerse, Gent", attendees=[KOEN, SEM]),
    ev("sw-groningen", "Stille Wateren – Groningen", "20251004T120000", "20251004T233000",
       location="Schouwburg Noorderhaven, Groningen", attendees=[KOEN, SEM]),
    ev("sw-antwerpen", "Stille Wateren – Antwerpen", "20251017T120000", "20251017T233000",
       location="CC Zilverberg, Antwerpen", attendees=[KOEN, SEM]),
    ev("sw-utrecht", "Stille Wateren – Utrecht", "20251108T120000", "20251108T233000",
       location="Theater De Waagschaal, Utrecht", attendees=[KOEN, SEM]),
    ev("sw-duitsland", "Stille Wateren – Oberhausen", "20251127T100000", "20251127T233000", tz="Europe/Berlin",
       location="Kulturwerk Emscherhalle, Lothringer Straße 40, 46045 Oberhausen",
       desc="Load-in 10:00 via Tor 3. Crew wifi EMH-Crew. Curfew 23:00.",
       attendees=[KOEN, SEM, ("Katrin Lohmeyer", "k.lohmeyer@kulturwerk-ruhr.example.de")]),
    ev("sw-leuven", "Stille Wateren – Leuven (FOH + mon)", "20251206T120000", "20251206T233000",
       location="CC De Berk, Leuven", attendees=[KOEN]),
    ev("sw-rotterdam", "Stille Wateren – laatste show", "20251213T120000", "20251213T233000",
       location="Zaal Maaspoort, Rotterdam", attendees=[KOEN, SEM]),
    todo("todo-inputlijst", "Inputlijst v2 + stageplot naar Katrin (show 27/11)", "20251114",
         desc="Beloofd in de mail van 6 nov. Wacht op de setlijst van Mirte. Cello extra DI.", priority=1),
    todo("todo-borg", "Maasklank bellen: borg IEM-set € 1.200 nog niet terug", "20251111",
         desc="Joris beloofde eind augustus terugbetaling 'volgende week'. Nog niets ontvangen."),
]

zzp = [
    ev("btw-deadline", "Deadline btw-aangifte + betaling", "20250131", "20250201", allday=True,
       rrule="FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=-1;COUNT=5",
       desc="Kwartaalaangifte omzetbelasting. Vanaf Q3 2025 doet Anouk de aangifte; ik lever vóór de 10e de export."),
    ev("anouk-bel-0804", "Belafspraak Anouk (boekhouder) – btw", "20250804T100000", "20250804T103000",
       desc="Voorstel: zij doet de btw-aangifte vanaf Q3, € 95 per kwartaal. Q2 was op het nippertje.",
       attendees=[("Anouk van Rijn", "anouk@vanrijn-administratie.example.nl")]),
    ev("jaargesprek-2025", "Jaargesprek boekhouder", "20251209T140000", "20251209T153000",
       location="Van Rijn Administratie & Advies, Lange Haven 88, Schiedam (1e verdieping)",
       desc="Meenemen: km-administratie, koopcontract bus, privégebruik telefoon/laptop.",
       attendees=[("Anouk van Rijn", "anouk@vanrijn-administratie.example.nl")], alarm="-PT2H"),
    todo("todo-km-admin", "Km-administratie 2025 + stukken jaargesprek naar Anouk", "20251202",
         desc="Km-administratie bus bijwerken (loopt achter sinds juli), koopcontract Transit, privégebruik."),
    todo("todo-q4-export", "Export Q4 2025 naar Anouk", "20260110"),
]

boot = [
    ev("diktemeting", "Diktemeting romp (ultrasoon)", "20250702T100000", "20250702T150000",
       location="Coolhaven, ligplaats 7", desc="Expert via Bram. Bilge leeg en droog maken vooraf."),
    ev("verhuizing", "Verhuizing Margaretha naar de Schiehaven", "20251006T080000", "20251006T110000",
       location="Coolhaven → Schiehaven, ligplaats 23",
       desc="Sleepdienst Maasmond, via de Parksluizen. Trossen + stootwillen klaar. Ed Brouwer op de kade."),
    ev("walstroomsleutel", "Walstroomsleutel ophalen", "20251007T093000", "20251007T100000",
       location="Havenkantoor, Schiehaven 15a", desc="Borg € 25 (contant of tikkie)."),
    ev("sleep-dordrecht", "Sleep naar Dordrecht", "20251117T053000", "20251117T073000",
       location="Schiehaven → Werf Drechtzijde, Dordrecht", desc="Sleepdienst Maasmond. Sluis open vanaf 05:00."),
    ev("helling", "Margaretha op de helling (romp)", "20251117T073000", "20251128T170000",
       location="Werf Drechtzijde, Dordrecht",
       desc="Offerte B: 18 m² bodem + kimplaten. Twee weken. Wij logeren in Kralingen.",
       attendees=[("Bram Kuipers", "bram@werfdrechtzijde.example.nl")]),
    todo("todo-brp", "Adreswijziging doorgeven (BRP): Schiehaven, ligplaats 23", "20251115"),
    todo("todo-riool", "Rioolaansluiting laten keuren (voorwaarde vergunning)", "20251231"),
]

zeilen = [
    ev("kb1", "Zeilles CWO Kielboot I", "20250412T100000", "20250412T130000",
       rrule="FREQ=WEEKLY;BYDAY=SA;UNTIL=20250628T110000Z", exdate="20250510T100000",
       location="Zeilschool Wijde Blik, Kralingse Plas",
       attendees=[("Femke de Lange", "femke@wijdeblik.example.nl")]),
    ev("friesland", "Zeilweek Friesland met Daan", "20250811", "20250817", allday=True, location="Friesland",
       desc="Daan haalt me op bij station Sneek. Zwemspullen, zeilpak, slaapzak mee.",
       attendees=[("Daan Verbeek", "daan.verbeek@ziggo.example.nl")]),
    ev("kb2", "Zeilles CWO Kielboot II", "20250914T093000", "20250914T123000",
       rrule="FREQ=WEEKLY;BYDAY=SU;UNTIL=20251026T083000Z",
       location="Clubhuis Zeilschool Wijde Blik, Plaszoom 4, Rotterdam – steiger B",
       desc="Aanwezig 09:15 om op te tuigen.",
       attendees=[("Femke de Lange", "femke@wijdeblik.example.nl")]),
    todo("todo-examen", "Inschrijven examen Kielboot II", "20260131", desc="Inschrijving opent in januari."),
]

write("calendar/werk.ics", cal("Werk", [VTZ_AMS, VTZ_BER], werk))
write("calendar/zzp-administratie.ics", cal("ZZP", [VTZ_AMS], zzp))
write("calendar/boot.ics", cal("Boot", [VTZ_AMS], boot))
write("calendar/zeilen.ics", cal("Zeilen", [VTZ_AMS], zeilen))
