# -*- coding: utf-8 -*-
"""Four iCalendar files. Lines are raw content lines (already escaped), CRLF + folding done in lib."""
from lib import ics_escape as E, ics_calendar

TZ = "TZID=Europe/London"


def ev(uid, stamp, summary, start, end=None, allday=False, extra=()):
    lines = ["BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + stamp]
    if allday:
        lines.append("DTSTART;VALUE=DATE:" + start)
        if end:
            lines.append("DTEND;VALUE=DATE:" + end)
    else:
        lines.append("DTSTART;%s:%s" % (TZ, start))
        if end:
            lines.append("DTEND;%s:%s" % (TZ, end))
    lines.append("SUMMARY:" + E(summary))
    lines += list(extra)
    lines.append("END:VEVENT")
    return lines


def todo(uid, stamp, summary, due, status, extra=()):
    lines = ["BEGIN:VTODO", "UID:" + uid, "DTSTAMP:" + stamp, "SUMMARY:" + E(summary)]
    if due:
        lines.append("DUE;VALUE=DATE:" + due)
    lines.append("STATUS:" + status)
    lines += list(extra)
    lines.append("END:VTODO")
    return lines


def alarm(trigger, desc):
    return ["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:" + trigger,
            "DESCRIPTION:" + E(desc), "END:VALARM"]


CALS = {}

# ------------------------------------------------------------------ family (STALE: Annem's arrival)
fam = []
fam.append(ev("fam-izmir-out-2024@yildizcarter.example", "20240514T210000Z",
              "✈ Fly to İzmir (MAN 06:10, via IST) — leave house 3am!", "20240728T061000", "20240728T185000",
              extra=["LOCATION:" + E("Manchester Airport, Terminal 2"),
                     "DESCRIPTION:" + E("SkyAnadolu. Booking details in the confirmation email / app.\nHannah arrives the evening before.")]))
fam.append(ev("fam-izmir-back-2024@yildizcarter.example", "20240514T210000Z",
              "✈ İzmir → Manchester (home)", "20240818T071500", "20240818T125500",
              extra=["LOCATION:" + E("Adnan Menderes Airport, İzmir")]))
fam.append(ev("fam-deniz-castleton-2024@yildizcarter.example", "20240916T190000Z",
              "Deniz – Year 5 residential, Castleton (Losehill Hall)", "20241002", "20241005", allday=True,
              extra=["DESCRIPTION:" + E("Coach leaves school 9:00 Wednesday, back Friday about 15:30. Kit list on the fridge. Wellies + 2 pairs of gloves!"),
                     "LOCATION:" + E("Losehill Hall, Castleton, Hope Valley")]))
fam.append(ev("fam-swim-wed@yildizcarter.example", "20240405T120000Z",
              "Swimming – Deniz & Ayla", "20240410T170000", "20240410T174500",
              extra=["RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20241218T170000Z",
                     "EXDATE;%s:20240529T170000,20240731T170000,20240807T170000,20240814T170000,20241030T170000" % TZ,
                     "LOCATION:" + E("Millhouses Leisure Centre")]))
fam.append(ev("fam-swim-fri@yildizcarter.example", "20250106T120000Z",
              "Swimming – Deniz & Ayla (new day)", "20250110T163000", "20250110T171500",
              extra=["RRULE:FREQ=WEEKLY;BYDAY=FR",
                     "EXDATE;%s:20250221T163000" % TZ,
                     "LOCATION:" + E("Millhouses Leisure Centre"),
                     "DESCRIPTION:" + E("Teaching pool refurb – lessons moved from January. Goggles, 2 towels, £1 for the locker.")]))
fam.append(ev("fam-tom-bday@yildizcarter.example", "20240101T090000Z",
              "Tom's birthday 🎂", "20240914", "20240915", allday=True,
              extra=["RRULE:FREQ=YEARLY"]))
fam.append(ev("fam-bayram-call-2024@yildizcarter.example", "20240610T090000Z",
              "Kurban Bayramı – video call with İzmir", "20240616T120000", "20240616T130000",
              extra=["DESCRIPTION:" + E("Everyone in Bornova at Annem's. Kids: say 'Bayramınız mübarek olsun'!")]))
fam.append(ev("fam-xmas-fair-2024@yildizcarter.example", "20241120T090000Z",
              "School Christmas fair", "20241206T153000", "20241206T173000",
              extra=["LOCATION:" + E("Brincliffe Edge Primary School hall")]))
fam.append(ev("fam-wbd-2025@yildizcarter.example", "20250220T090000Z",
              "World Book Day – costumes!", "20250306", "20250307", allday=True))
fam.append(ev("fam-halfterm-feb-2025@yildizcarter.example", "20250105T090000Z",
              "Half term (Feb)", "20250217", "20250222", allday=True))
fam.append(ev("fam-dentist-ayla-2025@yildizcarter.example", "20250212T081500Z",
              "Ayla – dentist check-up (Dr Mistry)", "20250319T084000", "20250319T090000",
              extra=["LOCATION:" + E("Abbeydale Dental Practice, 402 Abbeydale Road"),
                     "DESCRIPTION:" + E("Ask about the wobbly tooth at the back. School late note!")]
                    + alarm("-PT1H", "Ayla dentist in 1 hour")))
fam.append(ev("fam-parents-evening-2025@yildizcarter.example", "20250304T190000Z",
              "Parents' evening (Deniz + Ayla)", "20250325T153000", "20250325T180000",
              extra=["LOCATION:" + E("Brincliffe Edge Primary School"),
                     "ORGANIZER;CN=Elif Yıldız-Carter:mailto:elif@yildizcarter.example",
                     "ATTENDEE;CN=Tom Carter;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:tom@yildizcarter.example",
                     "DESCRIPTION:" + E("Book 10-minute slots in the school app (opens 10 March, closes 21 March). Leave a gap between Deniz's and Ayla's.")]))
fam.append(ev("fam-annem-arrives-2025@yildizcarter.example", "20250202T201500Z",
              "Annem geliyor ✈ Manchester", "20250403T151000", "20250403T170000",
              extra=["LOCATION:" + E("Manchester Airport, Terminal 2 arrivals"),
                     "DESCRIPTION:" + E("İstanbul aktarmalı, iniş 15:10 civarı. Dönüş ~1 Mayıs. Special assistance?"),
                     "CATEGORIES:Family"]))
fam.append(todo("fam-todo-bayram-2024@yildizcarter.example", "20240601T090000Z",
                "Bayram presents for Ece & Can (post by 5 June)", "20240605", "COMPLETED",
                extra=["COMPLETED:20240604T181200Z"]))
CALS["calendars/family.ics"] = ("-//Google Inc//Google Calendar 70.9054//EN", "Aile / Family", fam)

# ------------------------------------------------------------------ work
wk = []
wk.append(ev("mvp-late-tue@moorfootvets.example", "20240325T100000Z",
             "Late shift 12–8", "20240402T120000", "20240402T200000",
             extra=["RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20250128T120000Z",
                    "EXDATE;%s:20240730T120000,20240806T120000,20240813T120000" % TZ,
                    "LOCATION:" + E("Moorfoot Veterinary Practice, 211 Ecclesall Road")]))
wk.append(ev("mvp-late-thu@moorfootvets.example", "20241209T180000Z",
             "Late shift 12–8", "20250206T120000", "20250206T200000",
             extra=["RRULE:FREQ=WEEKLY;BYDAY=TH",
                    "LOCATION:" + E("Moorfoot Veterinary Practice, 211 Ecclesall Road"),
                    "DESCRIPTION:" + E("New rota from February 2025.")]))
wk.append(ev("mvp-staff-meeting@moorfootvets.example", "20240325T100000Z",
             "Practice staff meeting", "20240401T133000", "20240401T143000",
             extra=["RRULE:FREQ=MONTHLY;BYDAY=1MO",
                    "LOCATION:" + E("Staff room"),
                    "ORGANIZER;CN=Gillian Marsh:mailto:gillian.marsh@moorfootvets.example"]))
wk.append(ev("mvp-staff-meeting@moorfootvets.example", "20250301T100000Z",
             "Practice staff meeting (moved – new PM's first week)", "20250408T140000", "20250408T153000",
             extra=["RECURRENCE-ID;%s:20250407T133000" % TZ,
                    "LOCATION:" + E("Staff room"),
                    "DESCRIPTION:" + E("Moved from the Monday so the new practice manager can do his induction first. Longer meeting – rota + handover."),
                    "ORGANIZER;CN=Gillian Marsh:mailto:gillian.marsh@moorfootvets.example",
                    "SEQUENCE:1"]))
wk.append(ev("mvp-cpd-anaesthesia-2024@moorfootvets.example", "20240618T124500Z",
             "CPD – Anaesthesia monitoring workshop", "20240912T093000", "20240912T170000",
             extra=["LOCATION:Leeds",
                    "DESCRIPTION:" + E("Car share with Becky – leave Sheffield 7:45. Bring the old monitoring sheet to compare."),
                    "ORGANIZER;CN=Gillian Marsh:mailto:gillian.marsh@moorfootvets.example",
                    "ATTENDEE;CN=Elif Yıldız-Carter;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:elif.yc@moorfootvets.example",
                    "ATTENDEE;CN=Becky Hollis;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:becky.hollis@moorfootvets.example"]))
wk.append(ev("mvp-xmas-do-2024@moorfootvets.example", "20241101T100000Z",
             "Moorfoot Christmas do 🎄", "20241213T190000", "20241213T233000",
             extra=["LOCATION:" + E("The Broken Spoke, Sharrow Vale Road"),
                    "DESCRIPTION:" + E("Secret Santa £10 limit. Taxi home with Becky.")]))
wk.append(todo("mvp-todo-vn-renewal-2025@moorfootvets.example", "20250201T090000Z",
               "Renew VN registration – annual fee + CPD declaration", "20250331", "NEEDS-ACTION",
               extra=["DESCRIPTION:" + E("Online portal. Need the CPD hours total from my log. Late = removal from the register!!"),
                      "PRIORITY:1"]))
wk.append(todo("mvp-todo-cpd-reflect@moorfootvets.example", "20250223T090000Z",
               "Write up CPD reflections (journal club + CD refresher)", "20250315", "IN-PROCESS"))
wk.append(todo("mvp-todo-cert-gillian@moorfootvets.example", "20240913T090000Z",
               "Send anaesthesia workshop certificate to Gillian", "20240920", "COMPLETED",
               extra=["COMPLETED:20240916T083000Z"]))
CALS["calendars/work-rota.ics"] = ("-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN", "Moorfoot rota", wk)

# ------------------------------------------------------------------ cooking class
ck = []
ck.append(ev("kurs-2024-series@yildizcarter.example", "20240325T200000Z",
             "Elif's Turkish Kitchen – Saturday class", "20240413T100000", "20240413T133000",
             extra=["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;UNTIL=20241214T235959Z",
                    "EXDATE;%s:20240803T100000,20240817T100000" % TZ,
                    "LOCATION:" + E("Abbeydale Community Kitchen, 14 Carrfield Lane, Sheffield"),
                    "DESCRIPTION:" + E("Set up from 9:15. Key from the key safe. Allergen sheet + booking list!")]))
ck.append(ev("kurs-2025-series@yildizcarter.example", "20241201T200000Z",
             "Elif's Turkish Kitchen – Saturday class", "20250111T100000", "20250111T133000",
             extra=["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=SA",
                    "EXDATE;%s:20250322T100000" % TZ,
                    "LOCATION:" + E("Abbeydale Community Kitchen, 14 Carrfield Lane, Sheffield"),
                    "DESCRIPTION:" + E("2025 series. No morning class on iftar day – need the kitchen for prep.")]))
ck.append(ev("kurs-iftar-2025@yildizcarter.example", "20250224T210000Z",
             "İftar supper club 🌙", "20250322T183000", "20250322T213000",
             extra=["LOCATION:" + E("Abbeydale Community Kitchen – main hall"),
                    "DESCRIPTION:" + E("30 seats. Prep from 15:00 with helpers (Raj + Anjali, Mo, Graham & Pat). Doors 18:15, fast breaks ~18:20.")]))
ck.append(ev("kurs-xmas-meal-2024@yildizcarter.example", "20241202T213000Z",
             "Community Christmas meal – cooking pilav for 60", "20241215T110000", "20241215T150000",
             extra=["LOCATION:" + E("Abbeydale Community Kitchen")]))
ck.append(ev("kurs-deep-clean-2024@yildizcarter.example", "20240902T190000Z",
             "Kitchen deep clean (volunteers)", "20240907T100000", "20240907T120000",
             extra=["LOCATION:" + E("Abbeydale Community Kitchen")]))
ck.append(ev("kurs-hygiene-course-2024@yildizcarter.example", "20241027T210000Z",
             "Food hygiene Level 2 – online course (renewal)", "20241205T180000", "20241205T210000",
             extra=["DESCRIPTION:" + E("SafeServe online. Laptop at the kitchen table, kids in bed first!")]))
ck.append(todo("kurs-todo-sumak@yildizcarter.example", "20241026T100000Z",
               "Mehmet Bey'e eksik sumak'ı hatırlat (Ekim paketinden çıkmadı)", "20250228", "NEEDS-ACTION",
               extra=["DESCRIPTION:" + E("Ekim siparişinde sumak yoktu, bir sonraki siparişle göndereceğini söyledi. Hâlâ gelmedi.")]))
ck.append(todo("kurs-todo-flyer-2025@yildizcarter.example", "20241128T220000Z",
               "Yeni fiyatla flyer bas (2025)", "20241215", "COMPLETED",
               extra=["COMPLETED:20241210T200000Z"]))
CALS["calendars/cooking-class.ics"] = ("-//Apple Inc.//macOS 14.4//EN", "Kurs – Turkish Kitchen", ck)

# ------------------------------------------------------------------ house
hs = []
hs.append(ev("house-boiler-service-2025@yildizcarter.example", "20250114T101500Z",
             "Boiler service (annual)", "20250327T090000", "20250327T103000",
             extra=["DESCRIPTION:" + E("Booked by phone in January. He said 9–9:30. Clear the kitchen cupboard the night before!"),
                    "LOCATION:" + E("Home")] + alarm("-P1D", "Boiler service tomorrow – clear the cupboard")))
hs.append(ev("house-mot-2025@yildizcarter.example", "20250301T100000Z",
             "Car MOT (Qashqai)", "20250516T083000", "20250516T100000",
             extra=["LOCATION:" + E("Abbeydale Road garage")]))
hs.append(ev("house-insurance-2025@yildizcarter.example", "20250301T100000Z",
             "Home insurance renewal – compare quotes first!", "20250412", "20250413", allday=True))
hs.append(ev("house-window-cleaner@yildizcarter.example", "20240301T100000Z",
             "Window cleaner (cash, £18)", "20240308T090000", "20240308T093000",
             extra=["RRULE:FREQ=MONTHLY;INTERVAL=1;BYDAY=2FR"]))
hs.append(todo("house-todo-ayla-passport@yildizcarter.example", "20250105T200000Z",
               "Renew Ayla's passport", "20250430", "NEEDS-ACTION",
               extra=["DESCRIPTION:" + E("Her passport expires 14 June 2025 – needed for İzmir in the summer. Photos done (in the kitchen drawer). Online form not started yet."),
                      "PRIORITY:2"]))
hs.append(todo("house-todo-gutters@yildizcarter.example", "20240210T100000Z",
               "Clean the back gutter", "20240229", "COMPLETED",
               extra=["COMPLETED:20240224T140000Z"]))
hs.append(todo("house-todo-sitter-sheet@yildizcarter.example", "20250120T130000Z",
               "Update the house-sitter sheet (bins changed, Biscuit's dose changed)", None, "NEEDS-ACTION"))
CALS["calendars/house-todos.ics"] = ("-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN", "House & to-dos", hs)


def render():
    out = {}
    for path, (prodid, name, comps) in CALS.items():
        out[path] = ics_calendar(prodid, name, comps)
    return out
