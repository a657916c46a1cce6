"""Four iCalendar files, written by hand: CRLF, folded at 75 octets, VTIMEZONE."""
from common import hid

DTSTAMP = "20251026T090000Z"

VTZ_BERLIN = """BEGIN:VTIMEZONE
TZID:Europe/Berlin
X-LIC-LOCATION:Europe/Berlin
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

VTZ_LONDON = """BEGIN:VTIMEZONE
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
END:VTIMEZONE""".split("\n")


def esc(t):
    return t.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return [line]
    out, cur, curlen, limit = [], "", 0, 75
    for ch in line:
        n = len(ch.encode("utf-8"))
        if curlen + n > limit:
            out.append(cur)
            cur, curlen, limit = "", 0, 74
        cur += ch
        curlen += n
    out.append(cur)
    return [out[0]] + [" " + x for x in out[1:]]


def dt(v, tz="Europe/Berlin"):
    """'20250913T090000' -> property suffix; 'D20250913' -> all-day"""
    if v.startswith("D"):
        return ";VALUE=DATE:" + v[1:]
    return ";TZID=%s:%s" % (tz, v)


def event(cal, uid, summary, start, end, location=None, desc=None, rrule=None, exdates=None,
          attendees=None, organizer=None, recurrence_id=None, alarm=None, status=None, tz="Europe/Berlin",
          end_tz=None, categories=None, seq=0):
    L = ["BEGIN:VEVENT", "UID:%s@%s.brandstetter.example" % (uid, cal), "DTSTAMP:" + DTSTAMP]
    if recurrence_id:
        L.append("RECURRENCE-ID" + dt(recurrence_id, tz))
    L.append("DTSTART" + dt(start, tz))
    L.append("DTEND" + dt(end, end_tz or tz))
    if seq:
        L.append("SEQUENCE:%d" % seq)
    L.append("SUMMARY:" + esc(summary))
    if location:
        L.append("LOCATION:" + esc(location))
    if desc:
        L.append("DESCRIPTION:" + esc(desc))
    if categories:
        L.append("CATEGORIES:" + categories)
    if status:
        L.append("STATUS:" + status)
    if rrule:
        L.append("RRULE:" + rrule)
    for ex in exdates or []:
        L.append("EXDATE" + dt(ex, tz))
    if organizer:
        L.append('ORGANIZER;CN="%s":mailto:%s' % organizer)
    for cn, mail in attendees or []:
        L.append('ATTENDEE;CN="%s";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:%s' % (cn, mail))
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + esc(alarm[1]), "TRIGGER:" + alarm[0], "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(cal, uid, summary, due, status="NEEDS-ACTION", desc=None, priority=None, completed=None):
    L = ["BEGIN:VTODO", "UID:%s@%s.brandstetter.example" % (uid, cal), "DTSTAMP:" + DTSTAMP,
         "SUMMARY:" + esc(summary)]
    if due.startswith("D"):
        L.append("DUE;VALUE=DATE:" + due[1:])
    else:
        L.append("DUE;TZID=Europe/Berlin:" + due)
    L.append("STATUS:" + status)
    if completed:
        L.append("COMPLETED:" + completed)
    if priority:
        L.append("PRIORITY:%d" % priority)
    if desc:
        L.append("DESCRIPTION:" + esc(desc))
    L.append("END:VTODO")
    return L


def calendar(name, comps, london=False):
    L = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Brandstetter//Kalender-Export 1.4//DE",
         "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:" + name, "X-WR-TIMEZONE:Europe/Berlin"]
    L += VTZ_BERLIN
    if london:
        L += VTZ_LONDON
    for c in comps:
        L += c
    L.append("END:VCALENDAR")
    out = []
    for line in L:
        out += fold(line)
    return ("\r\n".join(out) + "\r\n").encode("utf-8")


CALS = {}

# ------------------------------------------------------------------ Arbeit
A = "arbeit"
CALS["calendar/arbeit.ics"] = calendar("Arbeit (Falkner)", [
    event(A, "bpa-kassel-2024", "BPA-Lehrgang Bauwerksprüfung Teil 2 (Kassel)", "D20241118", "D20241123",
          location="Bauwerksprüfer-Akademie Kassel",
          desc="Lehrgang mit Abschlussprüfung. Hotel Am Weinberg, 4 Nächte. Zahlt Falkner NICHT -> Steuer."),
    event(A, "jourfixe", "Jour fixe Büro", "20250113T083000", "20250113T091500",
          location="Falkner Ingenieure, Besprechungsraum 2",
          rrule="FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;UNTIL=20251215T073000Z",
          exdates=["20250421T083000", "20250609T083000", "20250811T083000"],
          organizer=("Dr. Reinhard Falkner", "r.falkner@falkner-ingenieure.example"),
          attendees=[("Dr. Reinhard Falkner", "r.falkner@falkner-ingenieure.example"),
                     ("Anja Huber", "a.huber@falkner-ingenieure.example"),
                     ("Tobias Reiter", "t.reiter@falkner-ingenieure.example"),
                     ("Matthias Brandstetter", "m.brandstetter@falkner-ingenieure.example")],
          desc="Wochenplanung Prüfungen, Disposition Geräte, Berichte."),
    event(A, "jourfixe", "Jour fixe Büro (verschoben auf Dienstag)", "20251007T100000", "20251007T104500",
          recurrence_id="20251006T083000", location="Falkner Ingenieure, Besprechungsraum 2",
          desc="Montag 06.10. Reinhard beim Bauamt Freising – deshalb Dienstag 10 Uhr.", seq=1),
    event(A, "isarsteg-ep", "Isarsteg Pullach – Einfache Prüfung", "20250408T073000", "20250408T130000",
          location="Isarsteg Pullach", desc="Mit Hubsteiger der Gemeinde. Holzbelag prüfen, Knotenbleche Untergurt."),
    event(A, "leeds-pennant", "Dienstreise Leeds – Pennant Knowledge Exchange", "D20250512", "D20250516",
          location="Pennant Bridge Consultants, Wharf Chambers, Leeds",
          desc="Agenda siehe Mail Priya vom 05.03. Site day Aire Valley Viaduct am Mittwoch."),
    event(A, "quartal-q3", "Quartalsgespräch mit Reinhard", "20250703T140000", "20250703T150000",
          location="Büro Reinhard"),
    event(A, "isarsteg-angebot", "Abgabe Angebot Sanierungskonzept Isarsteg Pullach", "D20250627", "D20250628"),
    event(A, "aschbach-hp", "Talbrücke Aschbach – Hauptprüfung", "D20250922", "D20250927",
          location="Talbrücke Aschbach, Lkr. Freising",
          desc="HP nach DIN 1076. Zugangskonzept siehe Mail Reinhard 12.09."),
    event(A, "aschbach-ubg", "Aschbach: Brückenuntersichtgerät vor Ort (UBG 18/2)", "20250923T070000",
          "20250923T160000", rrule="FREQ=DAILY;COUNT=2", location="Talbrücke Aschbach, Fahrstreifen Ri. Freising",
          desc="Halbseitige Sperrung lt. VAO FS-2025-0917 ab 06:45."),
    event(A, "aschbach-seil", "Aschbach: Seilzugang-Team (Vertikal Service Alpin)", "D20250924", "D20250927",
          location="Talbrücke Aschbach", desc="3 Personen, Treffpunkt Meisterei 7:30."),
    event(A, "pennant-muc", "Pennant-Besuch in München (Graham, Priya + 1)", "D20251117", "D20251120",
          location="Falkner Ingenieure / Bauwerke",
          desc="Return visit of the Pennant team. Programm: siehe Notiz Pennant_UK_Austausch. Abendessen Di.",
          attendees=[("Graham Whitcombe", "g.whitcombe@pennant-bridges.example"),
                     ("Priya Raman", "p.raman@pennant-bridges.example"),
                     ("Dr. Reinhard Falkner", "r.falkner@falkner-ingenieure.example")]),
    todo(A, "todo-bericht-aschbach", "Prüfbericht Talbrücke Aschbach abgeben", "D20251031", priority=1,
         desc="Frist lt. Auftrag Staatliches Bauamt Freising."),
    todo(A, "todo-din1076-graham", "DIN 1076 Summary (EN) an Graham schicken", "D20251015", priority=2,
         desc="Versprochen im Mai in Leeds: Prüfintervalle, Prüfarten, Zustandsnoten – auf Englisch, 3-4 Seiten."),
    todo(A, "todo-reisekosten-leeds", "Reisekostenabrechnung Leeds einreichen", "D20250530",
         status="COMPLETED", completed="20250523T101500Z"),
])

# ------------------------------------------------------------------ Privat (stale: Eingliederung 09.10.)
P = "privat"
CALS["calendar/privat.ics"] = calendar("Privat", [
    event(P, "claudia-geb", "Claudia Geburtstag", "D20250303", "D20250304", rrule="FREQ=YEARLY"),
    event(P, "stb-weidinger", "Steuerberaterin Weidinger – Besprechung ESt 2024", "20250320T150000",
          "20250320T160000", location="Steuerkanzlei Weidinger & Kollegen, Valleystraße 31, München",
          desc="Ordner mitnehmen! Homeoffice-Tage, Fortbildung Kassel, Lena Immatrikulation."),
    event(P, "mama80", "Mama 80. Geburtstag – Feier", "20250614T120000", "20250614T180000",
          location="bei Landshut", desc="Fotobuch nicht vergessen! Lena bringt es mit."),
    event(P, "zahnarzt-kontrolle", "Zahnarzt Kontrolle (Dr. Lechner)", "20250708T073000", "20250708T081500",
          location="Praxis Dr. Lechner, Margaretenplatz 4"),
    event(P, "mieterverein", "Mieterverein – Telefonberatung Nebenkosten", "20250721T173000", "20250721T180000"),
    event(P, "suedtirol", "Urlaub Südtirol (Passeiertal)", "D20250809", "D20250818",
          desc="Gießplan für den Garten vorher ausdrucken und abgeben. Kiste Bier in die Hütte."),
    event(P, "belegeinsicht", "Belegeinsicht Nebenkosten 2024 (Hausverwaltung)", "20250904T100000",
          "20250904T113000", desc="Ausweis + Handy für Fotos. Adresse siehe Mail Frau Dorn."),
    event(P, "zahnarzt-praep", "Zahnarzt: Präparation Krone 46", "20250916T074500", "20250916T090000",
          location="Praxis Dr. Lechner, Margaretenplatz 4", alarm=("-PT12H", "Morgen Zahnarzt 7:45!")),
    event(P, "zahnarzt-einglied", "Zahnarzt: Eingliederung Krone 46", "20251009T074500", "20251009T084500",
          location="Praxis Dr. Lechner, Margaretenplatz 4", alarm=("-PT12H", "Morgen Zahnarzt – Krone einsetzen")),
    event(P, "radhaus-insp", "Radhaus: E-Bike Bremsbeläge hinten", "20251007T170000", "20251007T173000",
          location="Radhaus Sendling"),
    todo(P, "todo-widerspruch-nk", "Widerspruch Nebenkosten 2024 an Hausverwaltung", "D20250715",
         status="COMPLETED", completed="20250714T181500Z"),
    todo(P, "todo-bpa-bescheinigung", "Teilnahmebescheinigung BPA-Lehrgang an Weidinger (für Einspruch)",
         "D20251110", priority=1,
         desc="Einspruch Steuerbescheid 2024 – Frist 17.11. Notfalls beim BPA Kassel neu anfordern."),
])

# ------------------------------------------------------------------ Kleingarten
K = "kleingarten"
CALS["calendar/kleingarten.ics"] = calendar("Kleingarten Parzelle 47", [
    event(K, "jhv2025", "Jahreshauptversammlung KGV Sonnenwinkel", "20250322T180000", "20250322T210000",
          location="Vereinsheim KGV Sonnenwinkel",
          desc="TOPs: Neuwahl Kassier, PV-Anlage Vereinsheim, Ersatzbetrag Gemeinschaftsstunden. Kuchen mitbringen.",
          organizer=("Herbert Lallinger", "vorstand@kgv-sonnenwinkel.example"),
          attendees=[("Herbert Lallinger", "vorstand@kgv-sonnenwinkel.example"),
                     ("Konrad Bauer (Kassier)", "k.bauer@kgv-sonnenwinkel.example"),
                     ("Matthias Brandstetter", "matthias.brandstetter@posteo-mail.example")]),
    event(K, "wasser-an", "Wasser wird aufgedreht", "20250412T090000", "20250412T100000",
          location="Anlage KGV Sonnenwinkel", desc="Vorher Hähne zu! Zählerstand notieren."),
    event(K, "gemeinschaftsarbeit", "Gemeinschaftsarbeit KGV", "20250405T090000", "20250405T120000",
          rrule="FREQ=MONTHLY;INTERVAL=1;BYDAY=1SA;UNTIL=20251004T070000Z", exdates=["20250802T090000"],
          location="Treffpunkt Vereinsheim", desc="Pflicht: 10 Stunden pro Jahr. Handschuhe mitbringen."),
    event(K, "sommerfest", "Sommerfest KGV", "20250719T140000", "20250719T230000", location="Festwiese"),
    event(K, "begehung", "Herbstbegehung Vorstand (Hecken max. 1,25 m)", "20251018T100000", "20251018T120000",
          location="Anlage KGV Sonnenwinkel"),
    todo(K, "todo-hecke", "Hecke Parzelle 47 auf 1,25 m schneiden", "D20251017", status="COMPLETED",
         completed="20251018T150000Z"),
    todo(K, "todo-stunden", "Fehlende Gemeinschaftsstunden nacharbeiten oder zahlen", "D20251115",
         desc="Sondereinsatz Sa 08.11.?"),
])

# ------------------------------------------------------------------ Lena / Leeds
L = "lena"
CALS["calendar/lena_leeds.ics"] = calendar("Lena – Leeds", [
    event(L, "abflug", "Lena fliegt nach Manchester", "20250920T094000", "20250920T105500", end_tz="Europe/London",
          location="Flughafen München, Terminal 1", desc="2 Koffer à 23 kg. Um 7 Uhr los zum Flughafen."),
    event(L, "semester1", "Leeds Semester 1 (Vorlesungszeit)", "D20250929", "D20251213"),
    event(L, "reading-week", "Leeds Reading Week", "D20251103", "D20251108"),
    event(L, "videocall", "Videocall mit Lena", "20250928T190000", "20250928T194500",
          rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=SU;UNTIL=20260614T170000Z", exdates=["20251221T190000"],
          desc="Jeden zweiten Sonntag. Claudia + ich."),
    event(L, "lena-geb", "Lena Geburtstag", "D20251021", "D20251022", rrule="FREQ=YEARLY"),
    event(L, "heimflug-weihnachten", "Lena Heimflug Weihnachten (MAN → MUC)", "20251219T140500", "20251219T171000",
          tz="Europe/London", end_tz="Europe/Berlin", location="Manchester Airport",
          desc="Landung München 17:10. Abholen Terminal 1!", alarm=("-PT3H", "Lena landet 17:10 – losfahren")),
    todo(L, "todo-familienkasse", "Familienkasse: Immatrikulationsnachweis Leeds einreichen", "D20251031", priority=1,
         desc="Certificate of Registration aus dem Student Portal (Lena!). Sonst Kindergeld-Stopp."),
], london=True)
