# -*- coding: utf-8 -*-
"""iCalendar files for the aigerim vault (CRLF, folded lines, written by hand)."""

STAMP = "20250216T080000Z"

TZ_ALMATY = """BEGIN:VTIMEZONE
TZID:Asia/Almaty
BEGIN:STANDARD
DTSTART:19700101T000000
TZOFFSETFROM:+0500
TZOFFSETTO:+0500
TZNAME:+05
END:STANDARD
END:VTIMEZONE"""

TZ_TBILISI = """BEGIN:VTIMEZONE
TZID:Asia/Tbilisi
BEGIN:STANDARD
DTSTART:19700101T000000
TZOFFSETFROM:+0400
TZOFFSETTO:+0400
TZNAME:+04
END:STANDARD
END:VTIMEZONE"""


def fold(line):
    """Fold a content line at 75 octets (RFC 5545), never splitting a UTF-8 sequence."""
    out = []
    cur = ""
    limit = 75
    for ch in line:
        if len((cur + ch).encode("utf-8")) > limit:
            out.append(cur)
            cur = " " + ch
            limit = 75
        else:
            cur += ch
    out.append(cur)
    return "\r\n".join(out)


def esc(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def ev(uid, summary, start, end=None, tz="Asia/Almaty", allday=False, extra=(), desc=None, loc=None,
       alarm=None, comp="VEVENT"):
    L = ["BEGIN:" + comp, "UID:" + uid, "DTSTAMP:" + STAMP]
    if allday:
        L.append("DTSTART;VALUE=DATE:" + start)
        if end:
            L.append("DTEND;VALUE=DATE:" + end)
    else:
        L.append("DTSTART;TZID=%s:%s" % (tz, start))
        if end:
            L.append("DTEND;TZID=%s:%s" % (tz, end))
    L.append("SUMMARY:" + esc(summary))
    if loc:
        L.append("LOCATION:" + esc(loc))
    if desc:
        L.append("DESCRIPTION:" + esc(desc))
    L.extend(extra)
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + esc(summary), "TRIGGER:" + alarm, "END:VALARM"]
    L.append("END:" + comp)
    return L


def todo(uid, summary, due, status, desc=None, completed=None):
    L = ["BEGIN:VTODO", "UID:" + uid, "DTSTAMP:" + STAMP, "SUMMARY:" + esc(summary),
         "DUE;VALUE=DATE:" + due, "STATUS:" + status]
    if completed:
        L.append("COMPLETED:" + completed)
    if desc:
        L.append("DESCRIPTION:" + esc(desc))
    L.append("END:VTODO")
    return L


def calendar(name, tzblock, comps):
    L = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Aigerim//Fastmail export//EN", "CALSCALE:GREGORIAN",
         "X-WR-CALNAME:" + name]
    L += tzblock.split("\n")
    for c in comps:
        L += c
    L.append("END:VCALENDAR")
    return ("\r\n".join(fold(x) for x in L) + "\r\n").encode("utf-8")


def work():
    A = lambda cn, mail: "ATTENDEE;CN=%s;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:%s" % (cn, mail)
    c = []
    c.append(ev("qa-sync@tp", "QA weekly sync", "20240402T100000", "20240402T104500", loc="Aral room / Zoom",
                extra=["RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20250624T050000Z",
                       "EXDATE;TZID=Asia/Almaty:20241231T100000,20241015T100000"],
                desc="Team status, flaky test quarantine review, release readiness."))
    c.append(ev("qa-sync@tp", "QA weekly sync (late - SEV-1 follow-ups)", "20240416T113000", "20240416T121500",
                loc="Aral room / Zoom", extra=["RECURRENCE-ID;TZID=Asia/Almaty:20240416T100000"]))
    c.append(ev("rel214@tp", "Release 2.14 go-live", "20240409T210000", "20240409T220000",
                desc="checkout_v3 flag to 100%. QA on standby."))
    c.append(ev("pm214@tp", "Post-mortem: release 2.14 duplicate captures", "20240416T150000", "20240416T163000",
                loc="Khan Tengri meeting room, 5th floor",
                desc="Blameless post-mortem. Timeline by Aigerim, root cause, refunds, action items. Zoom link for remote people in the invite mail.",
                extra=["ORGANIZER;CN=Bakhyt Ermekov:mailto:bakhyt.ermekov@tulparpay.example",
                       A("Aigerim Sadykova", "aigerim.sadykova@tulparpay.example"),
                       A("Timur Akhmetov", "timur.akhmetov@tulparpay.example"),
                       A("Saule Bekova", "saule.bekova@tulparpay.example"),
                       A("Daulet Nurpeisov", "daulet.nurpeisov@tulparpay.example")]))
    c.append(ev("1on1-bakhyt@tp", "1:1 Bakhyt / Aigerim", "20240502T160000", "20240502T163000",
                extra=["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TH;UNTIL=20250626T110000Z"]))
    c.append(ev("lb-demo@tp", "Loadbeam demo", "20240725T150000", "20240725T160000", loc="Zoom",
                extra=[A("Martin Kask", "martin@loadbeam.example")]))
    c.append(ev("sl-demo@tp", "StressLab demo", "20240807T130000", "20240807T141500", loc="Teams",
                extra=[A("Anke Vogel", "anke.vogel@stresslab.example")]))
    c.append(ev("sl-kickoff@tp", "StressLab kickoff", "20240926T140000", "20240926T150000", loc="Zoom",
                desc="Kickoff with StressLab onboarding team: CI runner setup in GitLab, first fault-injection scenario (gateway timeout on 3DS callback), owners on our side: Aigerim + Timur.",
                alarm="-PT15M",
                extra=[A("Anke Vogel", "anke.vogel@stresslab.example"),
                       A("Timur Akhmetov", "timur.akhmetov@tulparpay.example")]))
    c.append(ev("int-mt@tp", "Interview: senior QA (M. Tulegenova)", "20241002T110000", "20241002T123000", loc="Zhetysu room"))
    c.append(ev("int-do@tp", "Interview: senior QA (D. Omarov)", "20241003T110000", "20241003T123000", loc="Zhetysu room"))
    c.append(ev("int-rk@tp", "Interview: junior automation (R. Kim)", "20241008T160000", "20241008T173000", loc="Zoom"))
    c.append(ev("dryrun@tp", "Dry run: Tbilisi talk (team)", "20241010T170000", "20241010T180000", loc="Aral room"))
    c.append(ev("onb-rk@tp", "Onboarding: Ruslan K. day 1", "20241202", "20241203", allday=True))
    c.append(ev("q1plan@tp", "Q1 2025 QA planning", "20250114T110000", "20250114T130000", loc="Aral room"))
    c.append(ev("rel30@tp", "Release 3.0 regression window", "20250224", "20250308", allday=True,
                desc="Money-paths suite (Madina), automation (Ruslan), StressLab nightly."))
    c.append(todo("todo-pm@tp", "Write 2.14 post-mortem doc", "20240419", "COMPLETED", completed="20240417T150000Z"))
    c.append(todo("todo-exp@tp", "Submit Tbilisi expense report (Bolt receipts + dinner)", "20241031", "COMPLETED",
                  completed="20241028T120000Z"))
    c.append(todo("todo-lap@tp", "Order laptops for new QA hires", "20241101", "COMPLETED", completed="20241024T090000Z"))
    c.append(todo("todo-pn@tp", "Chase PayNomad: credit note for 2.14 chargeback fees", "20250228", "NEEDS-ACTION",
                  desc="Promised in April 2024 by end of May. Still not received. Account manager changed twice."))
    return calendar("Work", TZ_ALMATY, c)


def personal():
    c = []
    c.append(ev("loan@me", "Dala Bank: car loan auto-debit", "20240315", "20240316", allday=True,
                extra=["RRULE:FREQ=MONTHLY;BYMONTHDAY=15;UNTIL=20260815"],
                desc="Make sure the current account has enough money on the 14th."))
    c.append(ev("climb@me", "Climbing gym", "20240403T193000", "20240403T210000", loc="Rock Hall, Tole bi",
                extra=["RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20241030T183000Z",
                       "EXDATE;TZID=Asia/Almaty:20240410T193000"]))
    c.append(ev("zhanar-bd@me", "Zhanar birthday", "20240819", "20240820", allday=True,
                extra=["RRULE:FREQ=YEARLY"], alarm="-P3D"))
    c.append(ev("dentist@me", "Dentist (Dr. Li)", "20240528T090000", "20240528T100000", loc="Dostyk 89"))
    c.append(ev("vet@me", "Vet: Baursak vaccines", "20241212T183000", "20241212T191500", loc="Dostar vet clinic"))
    c.append(ev("ast1-a@me", "AST-1 avalanche course - classroom day", "20250118T100000", "20250118T180000",
                loc="Alatau Mountain School (address in Kairat's forward)"))
    c.append(ev("ast1-b@me", "AST-1 avalanche course - field day", "20250119T083000", "20250119T160000",
                loc="Shymbulak, lower gondola station", alarm="-PT1H",
                desc="Beacon + shovel + probe, thermos, warm layers."))
    c.append(ev("view1@me", "Viewing: new build near Rozybakiev", "20250125T120000", "20250125T130000"))
    c.append(ev("trip@me", "Ski touring trip - Tian Shan (Ile-Alatau)", "20250308", "20250312", allday=True,
                desc="Guide Yerlan. Vacation days 10-11 March."))
    c.append(todo("todo-ogpo@me", "Car insurance (OGPO) renewal", "20250301", "NEEDS-ACTION"))
    c.append(todo("todo-ast@me", "Pay AST-1 course", "20241220", "COMPLETED", completed="20241217T150000Z"))
    return calendar("Personal", TZ_ALMATY, c)


def ajeke():
    c = []
    c.append(ev("call@ajeke", "Видеозвонок с ажеке (+ Жанар)", "20240602T190000", "20240602T193000",
                extra=["RRULE:FREQ=WEEKLY;BYDAY=SU", "EXDATE;TZID=Asia/Almaty:20240922T190000"]))
    c.append(ev("preop@ajeke", "Ажеке: анализы перед операцией", "20240910T090000", "20240910T120000",
                loc="Областная многопрофильная больница, Талдыкорган"))
    c.append(ev("trip-tk@ajeke", "Талдыкорган (операция ажеке)", "20240923", "20240928", allday=True))
    c.append(ev("op@ajeke", "Ажеке: операция (эндопротез тазобедренного сустава)", "20240924T080000", "20240924T120000",
                loc="Областная многопрофильная больница, Талдыкорган",
                desc="Перенесли с 17.09. Быть на связи весь день.", alarm="-PT12H"))
    c.append(ev("postop@ajeke", "Ажеке: контроль 6 недель после операции", "20241105T100000", "20241105T110000",
                loc="Областная больница, травматология (Жанар везёт)"))
    c.append(ev("pay@ajeke", "Оплата сиделке (агентство)", "20241205", "20241206", allday=True,
                extra=["RRULE:FREQ=MONTHLY;BYMONTHDAY=5"], desc="Половина - моя, половина - Жанар."))
    c.append(ev("visit@ajeke", "Поездка к ажеке", "20250222", "20250224", allday=True))
    c.append(todo("todo-notary@ajeke", "Нотариус: доверенность на пенсию (ажеке)", "20250331", "NEEDS-ACTION",
                  desc="Ажеке должна быть лично. Жанар обещала в феврале."))
    c.append(todo("todo-walker@ajeke", "Купить ходунки", "20240915", "COMPLETED", completed="20240830T100000Z"))
    c.append(todo("todo-rails@ajeke", "Поручни в ванную", "20250301", "NEEDS-ACTION"))
    return calendar("Ажеке", TZ_ALMATY, c)


def tbilisi():
    tz = "Asia/Tbilisi"
    c = []
    c.append(ev("fl1@ctd", "Flight ALA -> TBS", "20241016T103000", "20241016T123000", tz=tz,
                desc="Air Astana, arrival Tbilisi. Check-in online 24h before."))
    c.append(ev("d1@ctd", "Caucasus Testing Days - day 1", "20241017", "20241018", allday=True))
    c.append(ev("d2@ctd", "Caucasus Testing Days - day 2", "20241018", "20241019", allday=True))
    c.append(ev("talk@ctd", "My talk: Flaky Tests Are Product Bugs", "20241017T140000", "20241017T144000", tz=tz,
                loc="Rustaveli Tech Hall, 37 Kostava St, Tbilisi - Hall A",
                desc="30 min + 10 min Q&A. Be in the room 15 min early for the mic check.", alarm="-PT1H"))
    c.append(ev("dinner@ctd", "Speakers' dinner", "20241017T200000", "20241017T230000", tz=tz,
                loc="announced on the day"))
    c.append(ev("fl2@ctd", "Flight TBS -> ALA", "20241019T113000", "20241019T173000", tz=tz))
    return calendar("Tbilisi CTD 2024", TZ_TBILISI, c)


CALS = {
    "calendars/work.ics": work,
    "calendars/personal.ics": personal,
    "calendars/ajeke-care.ics": ajeke,
    "calendars/tbilisi-ctd-2024.ics": tbilisi,
}
