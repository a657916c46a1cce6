"""iCalendar files, written by hand (CRLF, folded at 75 octets)."""
from common import write

STAMP = "20250924T190000Z"

TZ_BERLIN = """BEGIN:VTIMEZONE
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
END:VTIMEZONE"""

TZ_LONDON = """BEGIN:VTIMEZONE
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

TZ_LISBON = TZ_LONDON.replace("Europe/London", "Europe/Lisbon").replace("BST", "WEST").replace("GMT", "WET")


def esc(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line):
    b = line.encode("utf-8")
    if len(b) <= 75:
        return line
    out, cur = [], b""
    limit = 75
    for ch in line:
        cb = ch.encode("utf-8")
        if len(cur) + len(cb) > limit:
            out.append(cur.decode("utf-8"))
            cur = b""
            limit = 74  # continuation lines start with a space
        cur += cb
    out.append(cur.decode("utf-8"))
    return "\r\n ".join(out)


def prop(name, value, params="", text=True):
    v = esc(value) if text else value
    return fold(f"{name}{params}:{v}")


def cal(rel, name, tzs, comps):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Hanna Krueger//Kalender-Export//DE",
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH", prop("X-WR-CALNAME", name),
             "X-WR-TIMEZONE:Europe/Berlin"]
    for tz in tzs:
        lines += tz.split("\n")
    for c in comps:
        lines += c
    lines.append("END:VCALENDAR")
    write(rel, ("\r\n".join(lines) + "\r\n").encode("utf-8"))


def ev(uid, summary, start, end=None, tz="Europe/Berlin", endtz=None, allday=False, location=None,
       desc=None, attendees=(), rrule=None, exdates=(), status=None, alarm=None, transp=None):
    L = ["BEGIN:VEVENT", f"UID:{uid}@cal.hanna-krueger.example", f"DTSTAMP:{STAMP}"]
    if allday:
        L.append(f"DTSTART;VALUE=DATE:{start}")
        if end:
            L.append(f"DTEND;VALUE=DATE:{end}")
    else:
        L.append(f"DTSTART;TZID={tz}:{start}")
        if end:
            L.append(f"DTEND;TZID={endtz or tz}:{end}")
    if rrule:
        L.append(f"RRULE:{rrule}")
    for x in exdates:
        L.append(f"EXDATE;TZID={tz}:{x}")
    L.append(prop("SUMMARY", summary))
    if location:
        L.append(prop("LOCATION", location))
    if desc:
        L.append(prop("DESCRIPTION", desc))
    for cn, mail in attendees:
        L.append(fold(f'ATTENDEE;CN="{cn}";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:{mail}'))
    if status:
        L.append(f"STATUS:{status}")
    if transp:
        L.append(f"TRANSP:{transp}")
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", prop("DESCRIPTION", alarm), "TRIGGER:PT0M", "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(uid, summary, due, status="NEEDS-ACTION", desc=None, completed=None, priority=None):
    L = ["BEGIN:VTODO", f"UID:{uid}@cal.hanna-krueger.example", f"DTSTAMP:{STAMP}", f"DUE;VALUE=DATE:{due}",
         prop("SUMMARY", summary)]
    if desc:
        L.append(prop("DESCRIPTION", desc))
    if priority:
        L.append(f"PRIORITY:{priority}")
    L.append(f"STATUS:{status}")
    if completed:
        L.append(f"COMPLETED:{completed}")
    L.append("END:VTODO")
    return L


def familie():
    comps = [
        ev("belegeinsicht-20250121", "Belegeinsicht Nebenkosten 2023 (Elsterblick)", "20250121T100000",
           "20250121T113000",
           location="Elsterblick Hausverwaltung, Könneritzstraße 12, 04229 Leipzig, 1. OG, Büro 1.04",
           desc="Mitnehmen: Abrechnung, Widerspruch, Checkliste Mieterverein, Handy für Fotos.",
           attendees=[("Olaf Drechsler", "o.drechsler@elsterblick-hv.example")]),
        ev("umzug-20250524", "Umzug! (Umzüge Kranich)", "20250524", "20250525", allday=True,
           location="Zschochersche Straße 41 → Weißenfelser Straße 63, Leipzig",
           desc="Kranich kommt um 8:00. Halteverbot ist beantragt. Lina bei Katja."),
        ev("uebergabe-20250531", "Wohnungsübergabe alte Wohnung", "20250531T100000", "20250531T110000",
           location="Zschochersche Straße 41, 3. OG links, 04229 Leipzig",
           desc="Alle Schlüssel mit: 3 Wohnung, 2 Briefkasten, 1 Keller. Zählerstände fotografieren.",
           attendees=[("Olaf Drechsler", "o.drechsler@elsterblick-hv.example"),
                      ("Matteo Ferraro", "matteo.ferraro@gmx.example")]),
        ev("norwich-20250630", "Norwich – Mum's OP", "20250630", "20250711", allday=True,
           location="Norwich, UK",
           desc="Mo 30.6. Flug BER → Stansted, dann Zug über Cambridge. Rückflug Do 10.7. Claire übernimmt ab 10.7.",
           transp="TRANSPARENT"),
        ev("mum-op-20250702", "Mum: Hüft-OP (Mr Pillai)", "20250702T070000", "20250702T120000",
           tz="Europe/London", location="Wensum Valley Hospital, Norwich",
           desc="Aufnahme 7:00 Uhr. Besuchszeit 14–20 Uhr."),
        ev("petra-letzter-tag-20250829", "Letzter Tag bei Petra (Tagespflege) – Blumen!", "20250829",
           "20250830", allday=True),
        ev("eingewoehnung-20250901", "Lina: Start Eingewöhnung Kita", "20250901T090000", "20250901T100000",
           location="Kita Kleine Auenfüchse, Naumburger Straße 27, 04229 Leipzig",
           desc="Berliner Modell. Tag 1–3 je eine Stunde, ich bleibe im Raum. Hausschuhe + Wechselwäsche + Bruno!",
           attendees=[("Jana Schubert", "igelgruppe@auenfuechse.kinderwelt-westsachsen.example"),
                      ("Hanna Krüger", "hanna.krueger@mailbox.example")]),
        ev("elternabend-20250930", "Elternabend Kita", "20250930T193000", "20250930T210000",
           location="Kita Kleine Auenfüchse, Bewegungsraum",
           desc="Elternvertreter-Wahl, Herbstfest. Hausschuhe mitbringen."),
        ev("kitafoto-20251014", "Kita-Fotograf (Lina hübsch anziehen, haha)", "20251014", "20251015",
           allday=True, transp="TRANSPARENT"),
        ev("xmas-norwich-2025", "Weihnachten in Norwich (mit dem Zug)", "20251222", "20251230",
           allday=True, status="TENTATIVE",
           desc="Matteo hat frei 22.–29.12. Zug Leipzig – Brüssel – Eurostar – London – Norwich."),
        ev("matteo-ruhetag", "Matteo frei (Osteria Ruhetag)", "20241104T000000", "20241105T000000",
           rrule="FREQ=WEEKLY;BYDAY=MO", transp="TRANSPARENT"),
        todo("todo-eurostar-xmas", "Eurostar-Tickets für Weihnachten buchen + Mum die Ankunftszeit schicken",
             "20251015", desc="Mum versprochen (Mail vom 13.09.). Buchung öffnet ca. 6 Monate vorher – prüfen!",
             priority=2),
        todo("todo-kaution", "Kaution alte Wohnung: bei Elsterblick nachhaken (Auszahlung 1.481,10 €)",
             "20250926", desc="Zugesagt am 10.07. 'innerhalb von 14 Tagen'. Schriftlich, mit Frist!", priority=1),
        todo("todo-masern", "Masernschutz-Nachweis bei Frau Pohl abgeben", "20250815", status="COMPLETED",
             completed="20250812T080000Z"),
    ]
    cal("calendar/familie.ics", "Familie", [TZ_BERLIN, TZ_LONDON], comps)


def gesundheit():
    LOC = "Endokrinologie am Westplatz, Käthe-Kollwitz-Straße 82, 04109 Leipzig, 2. Etage"
    comps = [
        ev("endo-20250114", "Endo Dr. Voigt – Blutabnahme + Sprechstunde", "20250114T081500",
           "20250114T090000", location=LOC, desc="Nüchtern! Tablette erst nach der Blutabnahme. eGK mitnehmen."),
        ev("endo-20250408", "Endo Kontrolle (TSH)", "20250408T080000", "20250408T083000", location=LOC),
        ev("lina-u7a-20250617", "Lina U7a bei Dr. Hoffmann", "20250617T153000", "20250617T163000",
           location="Kinderarztpraxis an der Karl-Heine-Straße",
           desc="Ärztliche Bescheinigung für die Kita mitgeben lassen!"),
        ev("endo-20250722", "Endo Dr. Voigt – Sprechstunde", "20250722T083000", "20250722T091500",
           location=LOC, desc="Herzklopfen nachts, Schlaf, Puls 92 in Ruhe ansprechen."),
        ev("endo-20251021", "Blutabnahme Schilddrüse (nüchtern)", "20251021T074500", "20251021T080000",
           location=LOC, desc="L-Thyroxin erst NACH der Blutabnahme nehmen."),
        ev("endo-20251028", "Befundbesprechung Dr. Voigt", "20251028T161500", "20251028T163000",
           location=LOC),
        ev("lt4-100", "L-Thyroxin 100 µg", "20250115T060000", "20250115T060500",
           rrule="FREQ=DAILY;UNTIL=20250724T040000Z", transp="TRANSPARENT"),
        ev("lt4-88", "L-Thyroxin 88 µg", "20250725T060000", "20250725T060500", rrule="FREQ=DAILY",
           transp="TRANSPARENT", alarm="L-Thyroxin 88 µg – 30 min vor dem Kaffee"),
        todo("todo-rezept-88", "E-Rezept L-Thyroxin 88 µg in der Apotheke einlösen", "20250725",
             status="COMPLETED", completed="20250725T071500Z"),
        todo("todo-fragen-okt", "Fragen für Dr. Voigt aufschreiben (Selen, Ultraschall, Vitamin D)",
             "20251027"),
    ]
    cal("calendar/gesundheit.ics", "Gesundheit", [TZ_BERLIN], comps)


def ruderverein():
    LOC = "Bootshaus RV Elster, Schleußiger Weg 7, 04229 Leipzig"
    comps = [
        ev("winter-ergo", "Wintertraining Ergo + Kraft", "20241105T180000", "20241105T193000",
           rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20250325T170000Z",
           exdates=["20241224T180000", "20241231T180000"],
           location="Turnhalle Schule am Auwald", desc="Ergo. Ugh."),
        ev("mv-20250314", "Mitgliederversammlung RV Elster", "20250314T190000", "20250314T214000",
           location="Bootshaus, Saal im Obergeschoss, Schleußiger Weg 7, 04229 Leipzig",
           desc="TOP 3 Kassenbericht 2024 (ich!). TOP 6 Beitragserhöhung, TOP 7 Doppelvierer. Beamer + Laptop mitnehmen.",
           attendees=[("Jörg Hempel", "vorsitz@rv-elster1893.example"),
                      ("Ulrike Rasch", "u.rasch@rv-elster1893.example")]),
        ev("anrudern-20250405", "Anrudern", "20250405T100000", "20250405T150000", location=LOC,
           desc="Bis zur Wasserschänke und zurück, danach Grillen. Salat mitbringen."),
        ev("sa-doppelzweier", "Rudern Doppelzweier mit Katja", "20250412T073000", "20250412T090000",
           rrule="FREQ=WEEKLY;BYDAY=SA;UNTIL=20251011T053000Z", location=LOC,
           attendees=[("Katja Wendt", "katja.wendt@posteo.example")]),
        ev("bootstaufe-20250524", "Bootstaufe Doppelvierer", "20250524T150000", "20250524T170000",
           location=LOC, desc="Kann nicht – Umzugstag.", status="CANCELLED"),
        ev("abrudern-20251018", "Abrudern", "20251018T140000", "20251018T170000", location=LOC,
           desc="Bin in Lissabon – Kuchen über Matteo."),
        todo("todo-belege-ulrike", "Belege Jan–Sep scannen und an Ulrike Rasch schicken (Kassenprüfung)",
             "20251010", desc="Versprochen in der Mail vom 06.09. Originale bleiben im Kassenordner.",
             priority=1),
        todo("todo-kassenbericht-2025", "Kassenbericht 2025 vorbereiten", "20260215"),
        todo("todo-beitrag-2hj", "Beitragseinzug 2. Halbjahr vorbereiten (neuer Beitrag!)", "20250630",
             status="COMPLETED", completed="20250630T200000Z"),
    ]
    cal("calendar/ruderverein.ics", "Ruderverein", [TZ_BERLIN], comps)


def arbeit():
    VENUE = "Armazém 16, Doca de Alcântara, Lisboa – Stage 2 (Sala Tejo)"
    comps = [
        ev("research-sync", "Research-Sync (UXR-Team)", "20241107T100000", "20241107T104500",
           rrule="FREQ=WEEKLY;BYDAY=TH", exdates=["20241226T100000", "20250102T100000"],
           location="Auenwerk, Raum Elster / Teams"),
        ev("ut-billing-202503", "Usability-Tests Abrechnungsmodul", "20250310", "20250315", allday=True,
           desc="8 Sessions, Lab 2. Zwei Teilnehmende nachrekrutieren."),
        ev("dryrun-20250930", "Probelauf Lisbon-Talk (Research-Team)", "20250930T150000", "20250930T160000",
           location="Auenwerk, Raum Pleiße"),
        ev("flight-out-20251015", "Flug BER → LIS (AT 5721)", "20251015T115000", "20251015T143500",
           endtz="Europe/Lisbon", location="Flughafen BER, Terminal 1",
           desc="Zug ab Leipzig Hbf spätestens 8:10."),
        ev("speakers-dinner-20251015", "Tejo Summit – Speakers' dinner", "20251015T193000", "20251015T220000",
           tz="Europe/Lisbon", location="Lisboa (Ort folgt)"),
        ev("talk-20251017", "MEIN TALK: Fifteen Minutes Between Shifts", "20251017T140000", "20251017T143000",
           tz="Europe/Lisbon", location=VENUE,
           desc="25 min + 5 min Q&A. Speaker cards! Audio-Clip testen.",
           attendees=[("Inês Carvalho", "ines.carvalho@tejoux.example")]),
        ev("flight-back-20251018", "Flug LIS → BER (AT 5726)", "20251018T151000", "20251018T205500",
           tz="Europe/Lisbon", endtz="Europe/Berlin", location="Aeroporto de Lisboa"),
        todo("todo-slides-upload", "Finale Slides ins Speaker-Portal hochladen (PDF + PPTX, 16:9)", "20251006",
             desc="Zugesagt an Inês bis 6. Oktober.", priority=1),
        todo("todo-reisekosten", "Reisekostenantrag Lissabon an Sven", "20251024"),
        todo("todo-bio", "Bio + Headshot an Inês", "20250829", status="COMPLETED",
             completed="20250829T170000Z"),
    ]
    cal("calendar/arbeit-reisen.ics", "Arbeit & Reisen", [TZ_BERLIN, TZ_LISBON], comps)


def main():
    familie()
    gesundheit()
    ruderverein()
    arbeit()


if __name__ == "__main__":
    main()
