# -*- coding: utf-8 -*-
"""Four iCalendar files, written by hand (CRLF, folded lines)."""

DTSTAMP = "20251203T180000Z"

TZ_CPH = """BEGIN:VTIMEZONE
TZID:Europe/Copenhagen
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


def esc(t):
    return (t.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def fold(line):
    """Fold a content line at 75 octets without splitting UTF-8 sequences."""
    b = line.encode("utf-8")
    if len(b) <= 75:
        return [line]
    out, cur, limit = [], b"", 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            out.append(cur.decode("utf-8"))
            cur, limit = b"", 74  # continuation lines start with a space
        cur += cb
    out.append(cur.decode("utf-8"))
    return [out[0]] + [" " + x for x in out[1:]]


def comp(kind, props):
    lines = ["BEGIN:" + kind]
    for p in props:
        if isinstance(p, tuple) and p[0] == "VALARM":
            lines.append("BEGIN:VALARM")
            lines.extend(p[1])
            lines.append("END:VALARM")
        else:
            lines.append(p)
    lines.append("END:" + kind)
    return lines


def calendar(name, prodid, tzs, comps):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + prodid, "CALSCALE:GREGORIAN",
             "METHOD:PUBLISH", "X-WR-CALNAME:" + esc(name), "X-WR-TIMEZONE:Europe/Copenhagen"]
    for tz in tzs:
        lines.extend(tz.split("\n"))
    for c in comps:
        lines.extend(c)
    lines.append("END:VCALENDAR")
    out = []
    for ln in lines:
        out.extend(fold(ln))
    return ("\r\n".join(out) + "\r\n").encode("utf-8")


T = "TZID=Europe/Copenhagen"


def ev(uid, summary, start, end, *extra, desc=None, loc=None):
    props = ["UID:" + uid, "DTSTAMP:" + DTSTAMP, start, end, "SUMMARY:" + esc(summary)]
    if loc:
        props.append("LOCATION:" + esc(loc))
    if desc:
        props.append("DESCRIPTION:" + esc(desc))
    props.extend(extra)
    return comp("VEVENT", props)


def todo(uid, summary, status, *extra, desc=None):
    props = ["UID:" + uid, "DTSTAMP:" + DTSTAMP, "SUMMARY:" + esc(summary), "STATUS:" + status]
    if desc:
        props.append("DESCRIPTION:" + esc(desc))
    props.extend(extra)
    return comp("VTODO", props)


def att(cn, mail, role="REQ-PARTICIPANT"):
    return 'ATTENDEE;CN="%s";ROLE=%s;PARTSTAT=ACCEPTED:mailto:%s' % (cn, role, mail)


CALS = {}

# ------------------------------------------------------------------ work (STALE)
work = [
    ev("studio-mon-2025@holmwhitcombe.example", "Studio meeting (Aarhus)",
       "DTSTART;%s:20250106T090000" % T, "DTEND;%s:20250106T093000" % T,
       "RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20251222T080000Z",
       "EXDATE;%s:20250421T090000,20250609T090000" % T,
       "ORGANIZER;CN=\"Mette Holm\":mailto:mh@holmwhitcombe.example",
       att("Mette Holm", "mh@holmwhitcombe.example"),
       att("Oliver Pike", "op@holmwhitcombe.example"),
       att("Søren Dahl", "sd@holmwhitcombe.example"),
       att("Freja Mikkelsen", "fm@holmwhitcombe.example"),
       loc="Mejlgade 31, meeting room Havnen",
       desc="Weekly round of projects. 30 minutes, standing. Bring one slide per project if something needs a decision."),
    ev("studio-mon-2025@holmwhitcombe.example", "Studio meeting (moved to Friday - Freja in Leith)",
       "DTSTART;%s:20250509T090000" % T, "DTEND;%s:20250509T093000" % T,
       "RECURRENCE-ID;%s:20250505T090000" % T,
       "ORGANIZER;CN=\"Mette Holm\":mailto:mh@holmwhitcombe.example",
       att("Mette Holm", "mh@holmwhitcombe.example"),
       att("Freja Mikkelsen", "fm@holmwhitcombe.example"),
       loc="Mejlgade 31, meeting room Havnen"),
    ev("one-to-one-mette-2025@holmwhitcombe.example", "1:1 Mette / Freja",
       "DTSTART;%s:20250109T140000" % T, "DTEND;%s:20250109T144500" % T,
       "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TH;UNTIL=20251218T130000Z",
       "ORGANIZER;CN=\"Mette Holm\":mailto:mh@holmwhitcombe.example",
       att("Freja Mikkelsen", "fm@holmwhitcombe.example"),
       loc="Mette's office"),
    ev("leith-trip-2025@holmwhitcombe.example", "Leith / Edinburgh trip",
       "DTSTART;VALUE=DATE:20250505", "DTEND;VALUE=DATE:20250509",
       "TRANSP:TRANSPARENT",
       desc="Site visit Forth Quays Trust. Flights NordAir (see mail), hotel The Shore Lodge."),
    ev("leith-sitewalk-2025@holmwhitcombe.example", "Leith site walk with Callum Fraser (Forth Quays Trust)",
       "DTSTART;TZID=Europe/London:20250506T100000", "DTEND;TZID=Europe/London:20250506T130000",
       "ORGANIZER;CN=\"Callum Fraser\":mailto:callum.fraser@forthquays.example",
       att("Callum Fraser", "callum.fraser@forthquays.example"),
       att("Freja Mikkelsen", "fm@holmwhitcombe.example"),
       ("VALARM", ["ACTION:DISPLAY", "DESCRIPTION:Site walk - wellies + hi-vis", "TRIGGER:-PT1H"]),
       loc="Western Harbour breakwater gate, Leith",
       desc="Walk the sea wall east towards the Shore, approx. 3 hours. Bring wellies, the salt-tolerant planting list and the A3 sketches of the terraces."),
    ev("fjordby-qa-2025@holmwhitcombe.example", "Fjordby - Q&A deadline (questions to secretariat)",
       "DTSTART;%s:20250314T120000" % T, "DTEND;%s:20250314T121500" % T),
    ev("fjordby-print-2025@holmwhitcombe.example", "Fjordby - print and pack boards",
       "DTSTART;%s:20250910T090000" % T, "DTEND;%s:20250910T160000" % T,
       loc="Repro, Aarhus C"),
    ev("fjordby-deadline-2025@holmwhitcombe.example", "Fjordby harbour park - SUBMISSION DEADLINE 12:00",
       "DTSTART;%s:20250912T110000" % T, "DTEND;%s:20250912T120000" % T,
       ("VALARM", ["ACTION:DISPLAY", "DESCRIPTION:Fjordby deadline in 2 days", "TRIGGER:-P2D"]),
       desc="Deliver 3 x A1 + report + sealed author form. Registration FHP-0193."),
    ev("fjordby-stage2-2025@holmwhitcombe.example", "Fjordby stage 2 - presentation to the jury",
       "DTSTART;%s:20251210T100000" % T, "DTEND;%s:20251210T120000" % T,
       att("Oliver Pike", "op@holmwhitcombe.example"),
       att("Mette Holm", "mh@holmwhitcombe.example"),
       loc="Fjordby Rådhus, meeting room 2.14",
       desc="30 min presentation + 45 min dialogue. Priya joins on video."),
    ev("julefrokost-2025@holmwhitcombe.example", "HWL julefrokost",
       "DTSTART;%s:20251212T170000" % T, "DTEND;%s:20251212T235900" % T,
       loc="Mejlgade 31 (studio) - then town"),
    todo("todo-callum-memo@holmwhitcombe.example",
         "Send Callum the short memo on salt-tolerant planting for the sea wall terraces (UK names)",
         "NEEDS-ACTION", "DUE;VALUE=DATE:20250530", "PRIORITY:1",
         desc="Promised on the Leith site walk. Base it on the Fjordby palette, swap in UK common names and UK nursery availability."),
    todo("todo-leith-expenses@holmwhitcombe.example", "Submit Leith expenses to Lotte",
         "COMPLETED", "DUE;VALUE=DATE:20250531", "COMPLETED:20251105T154000Z", "PERCENT-COMPLETE:100"),
]
CALS["calendar/arbejde.ics"] = ("Arbejde (HWL)", "-//Holm & Whitcombe//Outlook 16.0 export//EN",
                                [TZ_CPH, TZ_LON], work)

# ------------------------------------------------------------------ family
fam = [
    ev("jonas-faerge-2025@postbox.example", "Jonas på færgen (7 dage)",
       "DTSTART;VALUE=DATE:20250106", "DTEND;VALUE=DATE:20250113",
       "RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20251231",
       "EXDATE;VALUE=DATE:20251222",
       "TRANSP:TRANSPARENT",
       desc="Skiftet mandag morgen. Vagtuge i jule-ugen byttet med Lars, så Jonas har fri jul."),
    ev("far70-2025@postbox.example", "Fars 70 års fødselsdag 🎉",
       "DTSTART;%s:20250621T123000" % T, "DTEND;%s:20250621T180000" % T,
       att("Maja Mikkelsen", "maja.mikkelsen@postbox.example"),
       att("Jonas Kjær", "jonas.kjaer@postbox.example"),
       ("VALARM", ["ACTION:DISPLAY", "DESCRIPTION:Hent nøgle i Glud fredag efter kl. 17", "TRIGGER:-P1D"]),
       loc="Glud Forsamlingshus",
       desc="Frokost kl. 12.30. Maja står for maden. Jeg: tale + blomster (IKKE liljer). Jonas: kaffe og oprydning."),
    ev("ida-tandlaege-2025@postbox.example", "Ida - tandlæge (Børnetandplejen)",
       "DTSTART;%s:20251209T081500" % T, "DTEND;%s:20251209T084500" % T,
       ("VALARM", ["ACTION:DISPLAY", "DESCRIPTION:Ida tandlæge i morgen 8.15", "TRIGGER:-P1D"]),
       loc="Tandplejen, Frederiksbjerg Skole",
       desc="Almindeligt eftersyn. Hun må ikke få morgenmad med sukker (haha)."),
    ev("maja-fdag@postbox.example", "Majas fødselsdag",
       "DTSTART;VALUE=DATE:20250304", "DTEND;VALUE=DATE:20250305",
       "RRULE:FREQ=YEARLY"),
    ev("alma-fdag-2025@postbox.example", "Alma fylder 6 - børnefødselsdag",
       "DTSTART;%s:20250927T140000" % T, "DTEND;%s:20250927T163000" % T,
       loc="Hos Alma, Ole Rømers Gade", desc="Gave: noget med heste."),
    ev("skagen-2025@postbox.example", "Sommerferie - Skagen",
       "DTSTART;VALUE=DATE:20250705", "DTEND;VALUE=DATE:20250720",
       desc="Sommerhuset ved Gl. Skagen. Maja passer lejligheden og haven."),
    ev("boernehavefoto-2025@postbox.example", "Fotograf i børnehaven",
       "DTSTART;VALUE=DATE:20250910", "DTEND;VALUE=DATE:20250911"),
    ev("jul-juelsminde-2025@postbox.example", "Jul i Juelsminde hos mor og far",
       "DTSTART;VALUE=DATE:20251224", "DTEND;VALUE=DATE:20251227"),
    todo("todo-overfoer-maja@postbox.example", "Overfør min halvdel af fest + gave til Maja",
         "COMPLETED", "COMPLETED:20250623T190000Z"),
    todo("todo-julegaver@postbox.example", "Julegaver: mor, far, Maja + ungerne, Ida",
         "NEEDS-ACTION", "DUE;VALUE=DATE:20251215"),
]
CALS["calendar/familie.ics"] = ("Familie", "-//Apple Inc.//macOS 15.1//EN", [TZ_CPH], fam)

# ------------------------------------------------------------------ sailing
sail = [
    ev("sejlkursus-2025@sejlklubbenbugten.example", "Sejlkursus - voksenhold",
       "DTSTART;%s:20250513T173000" % T, "DTEND;%s:20250513T203000" % T,
       "RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20250826T153000Z",
       "EXDATE;%s:20250715T173000,20250722T173000" % T,
       "ORGANIZER;CN=\"Anders Toft\":mailto:kursus@sejlklubbenbugten.example",
       att("Anders Toft", "kursus@sejlklubbenbugten.example", "CHAIR"),
       att("Freja Mikkelsen", "freja.mikkelsen@postbox.example"),
       loc="Sejlklubben Bugten, jollehallen",
       desc="Folkbåde Terne og Måge. Mød 17.15. Redningsvest, handsker, tøj der må blive vådt."),
    ev("sejlkursus-2025@sejlklubbenbugten.example", "Sejlkursus - flyttet til torsdag pga. kuling",
       "DTSTART;%s:20250619T173000" % T, "DTEND;%s:20250619T203000" % T,
       "RECURRENCE-ID;%s:20250617T173000" % T,
       att("Anders Toft", "kursus@sejlklubbenbugten.example", "CHAIR"),
       loc="Sejlklubben Bugten, jollehallen"),
    ev("standerhejsning-2025@sejlklubbenbugten.example", "Standerhejsning - sæsonstart",
       "DTSTART;%s:20250426T100000" % T, "DTEND;%s:20250426T120000" % T,
       loc="Sejlklubben Bugten, flagmasten"),
    ev("teorikursus-2025@sejlklubbenbugten.example", "Teorikursus duelighedsbevis",
       "DTSTART;%s:20250903T190000" % T, "DTEND;%s:20250903T213000" % T,
       "RRULE:FREQ=WEEKLY;BYDAY=WE;COUNT=11",
       loc="Klubhuset, 1. sal"),
    ev("afrigning-2025@sejlklubbenbugten.example", "Standerstrygning + fællesspisning",
       "DTSTART;%s:20251025T140000" % T, "DTEND;%s:20251025T220000" % T,
       loc="Sejlklubben Bugten, klubhuset",
       desc="Sæsonafslutning. Standeren stryges kl. 14, derefter grill og fællesspisning. Medbring en ret til buffeten."),
    ev("teoriproeve-2025@sejlklubbenbugten.example", "Teoriprøve - duelighedsbevis",
       "DTSTART;%s:20251126T190000" % T, "DTEND;%s:20251126T210000" % T,
       ("VALARM", ["ACTION:DISPLAY", "DESCRIPTION:Teoriprøve i aften - billed-ID + passer", "TRIGGER:-PT3H"]),
       loc="Klubhuset, 1. sal (mødelokalet)"),
    todo("todo-praktisk-proeve@postbox.example", "Book praktisk prøve til duelighedsbevis (forår 2026)",
         "NEEDS-ACTION", "DUE;VALUE=DATE:20260131",
         desc="Sejles med censor april-juni 2026 i klubbens folkbåd. Bookingsiden åbner i januar."),
    todo("todo-redningsvest@postbox.example", "Køb egen redningsvest",
         "COMPLETED", "COMPLETED:20250422T160000Z"),
]
CALS["calendar/sejlads.ics"] = ("Sejlads", "-//Google Inc//Google Calendar 70.9054//EN", [TZ_CPH], sail)

# ------------------------------------------------------------------ allotment
kol = [
    ev("gf-2025@solbakken.example", "Generalforsamling Haveforeningen Solbakken",
       "DTSTART;%s:20250322T100000" % T, "DTEND;%s:20250322T130000" % T,
       loc="Fælleshuset, Solbakken",
       desc="Valg af ny formand (Poul Erik stopper). Forslag om kontingent og hækhøjde."),
    ev("vand-aabnes-2025@solbakken.example", "Vandet åbnes i haveforeningen",
       "DTSTART;VALUE=DATE:20250405", "DTEND;VALUE=DATE:20250406"),
    ev("arbejdsdag-2025@solbakken.example", "Arbejdsdag - hækholdet (mig)",
       "DTSTART;%s:20250517T090000" % T, "DTEND;%s:20250517T130000" % T,
       loc="Nordlågen, Solbakken",
       desc="Jeg er på hækholdet ved nordlågen og langs stien. Medbring hækkesaks og handsker. Frokost i fælleshuset bagefter."),
    ev("havevandring-2025@solbakken.example", "Havevandring (bestyrelsen)",
       "DTSTART;%s:20250906T100000" % T, "DTEND;%s:20250906T120000" % T),
    ev("vand-lukkes-2025@solbakken.example", "Vandet lukkes - haven vinterklar",
       "DTSTART;VALUE=DATE:20251026", "DTEND;VALUE=DATE:20251027"),
    ev("julehygge-2025@solbakken.example", "Julehygge i fælleshuset",
       "DTSTART;%s:20251206T140000" % T, "DTEND;%s:20251206T170000" % T,
       loc="Fælleshuset, Solbakken", desc="Gløgg og æbleskiver. Ida vil gerne med."),
    todo("todo-hæk-2025@solbakken.example", "Klip hæk inden havevandringen",
         "COMPLETED", "DUE;VALUE=DATE:20250901", "COMPLETED:20250809T120000Z"),
    todo("todo-drivhus-2025@solbakken.example", "Følg op på drivhus-ansøgningen (sendt 12/8) - intet svar",
         "NEEDS-ACTION", "DUE;VALUE=DATE:20251215",
         desc="Drivhus 2 x 3 m, sydsiden af skuret. Bestyrelsen har ikke svaret. Vil bestille i februar."),
    todo("todo-kontingent-2025@solbakken.example", "Betal kontingent 2. rate",
         "COMPLETED", "COMPLETED:20250820T090000Z"),
]
CALS["calendar/kolonihave.ics"] = ("Kolonihave", "-//Google Inc//Google Calendar 70.9054//EN", [TZ_CPH], kol)


def render():
    return {path: calendar(name, prodid, tzs, comps) for path, (name, prodid, tzs, comps) in CALS.items()}
