# -*- coding: utf-8 -*-
"""Four iCalendar files (CRLF, folded lines, VTIMEZONE, RRULE/EXDATE/RECURRENCE-ID, VALARM, VTODO)."""
from common import ics_bytes, ics_escape, write, VTZ_MELB, VTZ_HCM

DTSTAMP = "DTSTAMP:20251115T090000Z"
M = "Australia/Melbourne"
V = "Asia/Ho_Chi_Minh"


def cal_head(name, desc, tzs):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0",
             "PRODID:-//Linh//Personal calendars export 1.0//EN",
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
             "X-WR-CALNAME:" + ics_escape(name),
             "X-WR-TIMEZONE:Australia/Melbourne",
             "X-WR-CALDESC:" + ics_escape(desc)]
    for tz in tzs:
        lines += tz
    return lines


def ev(uid, summary, start, end=None, tz=M, allday=False, location=None, desc=None,
       rrule=None, exdates=None, recurrence_id=None, attendees=(), organizer=None,
       alarm=None, status=None, categories=None, created="20250101T000000Z"):
    L = ["BEGIN:VEVENT", "UID:" + uid, DTSTAMP, "CREATED:" + created]
    if recurrence_id:
        L.append("RECURRENCE-ID;TZID=%s:%s" % (tz, recurrence_id))
    if allday:
        L.append("DTSTART;VALUE=DATE:" + start)
        if end:
            L.append("DTEND;VALUE=DATE:" + end)
    else:
        L.append("DTSTART;TZID=%s:%s" % (tz, start))
        if end:
            L.append("DTEND;TZID=%s:%s" % (tz, end))
    L.append("SUMMARY:" + ics_escape(summary))
    if location:
        L.append("LOCATION:" + ics_escape(location))
    if desc:
        L.append("DESCRIPTION:" + ics_escape(desc))
    if rrule:
        L.append("RRULE:" + rrule)
    if exdates:
        L.append("EXDATE;TZID=%s:%s" % (tz, ",".join(exdates)))
    if organizer:
        L.append('ORGANIZER;CN="%s":mailto:%s' % organizer)
    for cn, mail, role in attendees:
        L.append('ATTENDEE;CN="%s";ROLE=%s;PARTSTAT=ACCEPTED:mailto:%s' % (cn, role, mail))
    if status:
        L.append("STATUS:" + status)
    if categories:
        L.append("CATEGORIES:" + categories)
    if alarm:
        trig, text = alarm
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:" + trig,
              "DESCRIPTION:" + ics_escape(text), "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(uid, summary, due, status, desc=None, completed=None, priority=None):
    L = ["BEGIN:VTODO", "UID:" + uid, DTSTAMP, "SUMMARY:" + ics_escape(summary),
         "DUE;VALUE=DATE:" + due, "STATUS:" + status]
    if priority:
        L.append("PRIORITY:%d" % priority)
    if desc:
        L.append("DESCRIPTION:" + ics_escape(desc))
    if completed:
        L.append("COMPLETED:" + completed)
        L.append("PERCENT-COMPLETE:100")
    L.append("END:VTODO")
    return L


def build():
    # ------------------------------------------------------------------ work
    L = cal_head("Work – Saltwater Hospital", "Roster, meetings and deadlines (Pharmacy)", [VTZ_MELB])
    L += ev("work-4west-weekdays@linh", "Ward pharmacist – 4 West (gen med)", "20250203T080000",
            "20250203T163000", location="4 West, Saltwater Hospital",
            rrule="FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20251224T053000Z",
            exdates=["20250425T080000", "20250609T080000", "20251104T080000"],
            desc="Ward rounds + med recs. Public holidays excluded (Anzac Day, King's Birthday, Cup Day).")
    L += ev("work-oncall-sat@linh", "On-call (weekend) – pharmacy", "20250208T090000", "20250208T170000",
            rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;UNTIL=20251220T060000Z",
            exdates=["20250920T090000"],
            desc="Phone on-call from home, come in for urgent supply. Every 2nd Saturday.")
    L += ev("work-oncall-sat@linh", "On-call (weekend) – pharmacy [swapped to Sunday with Mei]",
            "20250713T090000", "20250713T170000", recurrence_id="20250712T090000",
            desc="Swapped with Mei (her sister's wedding on the Saturday).")
    L += ev("work-vte-wg@linh", "VTE audit working group", "20250409T123000", "20250409T131500",
            location="Pharmacy meeting room G.12",
            rrule="FREQ=MONTHLY;BYDAY=2WE;COUNT=7",
            organizer=("Linh Nguyen", "linh.nguyen@saltwaterhealth.example"),
            attendees=[("Dr Sam Oyelaran", "sam.oyelaran@saltwaterhealth.example", "REQ-PARTICIPANT"),
                       ("Helen Castellano", "helen.castellano@saltwaterhealth.example", "OPT-PARTICIPANT")],
            desc="Monthly check-in for QA-2025-117: progress, second-reviewer disagreements, next steps.")
    L += ev("work-audit-block@linh", "Audit data collection block (protected time)", "20250616T130000",
            "20250616T163000", location="Pharmacy office, desk 4",
            rrule="FREQ=WEEKLY;BYDAY=MO;UNTIL=20250825T033000Z", exdates=["20250707T130000"], desc="Protected audit time (Helen approved). No ward calls unless urgent.")
    L += ev("work-review-2025@linh", "Performance review with Helen", "20250814T100000", "20250814T110000",
            location="Director of Pharmacy office",
            attendees=[("Helen Castellano", "helen.castellano@saltwaterhealth.example", "REQ-PARTICIPANT")])
    L += ev("work-cpd-anticoag@linh", "CPD webinar – anticoagulation stewardship (≈3 credits)",
            "20251120T190000", "20251120T210000", location="Online (Zoom)",
            desc="Group 2 activity, quiz at the end. Log it in the CPD sheet straight after!")
    L += ev("work-dtc-dec@linh", "Drug & Therapeutics Committee – VTE audit presentation",
            "20251209T140000", "20251209T153000",
            location="Boardroom 2, Level 3, Clinical Services Building",
            organizer=("Mariam Haddad", "mariam.haddad@saltwaterhealth.example"),
            attendees=[("Linh Nguyen", "linh.nguyen@saltwaterhealth.example", "REQ-PARTICIPANT"),
                       ("Helen Castellano", "helen.castellano@saltwaterhealth.example", "REQ-PARTICIPANT"),
                       ("Dr Sam Oyelaran", "sam.oyelaran@saltwaterhealth.example", "OPT-PARTICIPANT")],
            alarm=("-P1D", "DTC tomorrow – slides, handouts, clicker"),
            desc="Item 4: VTE prophylaxis prescribing audit, general medicine. 10 min + 5 min questions. "
                 "Slides to Mariam by 2 Dec. Teams link for remote members in the invite.",
            created="20251112T000000Z")
    L += ev("work-xmas-party@linh", "Pharmacy Christmas party", "20251212T183000", "20251212T230000",
            location="The Railway Arms, Seddon", desc="Kris Kringle $20 limit.")
    L += ev("work-leave-wedding@linh", "ANNUAL LEAVE – wedding 💍", "20251229", "20260124", allday=True,
            desc="Approved by Helen 18 Mar. Back Mon 26 Jan (public holiday) → Tue 27 Jan.")
    L += todo("todo-handover@linh", "Write 4 West handover doc before leave", "20251219", "NEEDS-ACTION",
              priority=1, desc="DOAC patients, warfarin clinic list, audit follow-up actions, "
                               "book a 30 min handover meeting the week before.")
    L += todo("todo-ahpra@linh", "Renew AHPRA registration", "20251130", "COMPLETED",
              completed="20251103T091100Z")
    L += todo("todo-cpd-upload@linh", "Upload CPD evidence + next year's CPD plan", "20251130", "NEEDS-ACTION",
              priority=2)
    L.append("END:VCALENDAR")
    write("calendars/work_saltwater.ics", ics_bytes(L))

    # ------------------------------------------------------------------ restaurant
    L = cal_head("Phở Sông Hàn", "Shop calendar – Linh + Khoa", [VTZ_MELB])
    L += ev("shop-hungphat@linh", "Hùng Phát delivery (bones, brisket)", "20250107T070000", "20250107T073000",
            location="Phở Sông Hàn – back door, 118 Hopkins St, Footscray",
            rrule="FREQ=WEEKLY;BYDAY=TU,FR;UNTIL=20251230T203000Z",
            exdates=["20250425T070000"], desc="Someone has to be there to check temps on arrival.")
    L += ev("shop-books@linh", "Books session (Linh + Khoa)", "20250209T150000", "20250209T170000",
            location="Phở Sông Hàn office", rrule="FREQ=WEEKLY;BYDAY=SU")
    L += ev("shop-council-2025@linh", "Council food safety inspection", "20250826T143000", "20250826T160000",
            location="Phở Sông Hàn, 118 Hopkins St, Footscray",
            attendees=[("Priya Raman (EHO)", "priya.raman@riversidecouncil.example", "REQ-PARTICIPANT")],
            desc="Routine inspection, registration FP-0931. FSP folder, temp logs, FSS certificate.",
            alarm=("-PT3H", "Council inspection today – check handwash basin + temp sheets"))
    L += ev("shop-coolroom-install@linh", "ColdCore – walk-in coolroom install", "20250923T073000",
            "20250923T150000", location="Phở Sông Hàn, 118 Hopkins St, Footscray",
            desc="Moved from 9 Sep (panel delay). Clear the back corridor the night before, "
                 "empty old coolroom into the uprights + eskies.", created="20250903T000000Z")
    L += ev("shop-council-followup@linh", "Council follow-up visit", "20251008T110000", "20251008T120000",
            location="Phở Sông Hàn")
    L += ev("shop-bas-q1@linh", "BAS Jul–Sep payment due (agent lodged)", "20251125", "20251126", allday=True)
    L += ev("shop-khoa-fss@linh", "Khoa – Food Safety Supervisor refresher course", "20251129T090000",
            "20251129T163000", location="Westgate TAFE, Room C2.14, Sunshine",
            desc="Certificate expires in Dec. Mẹ covers Sat lunch, Linh helps front.")
    L += ev("shop-closed-wedding@linh", "CLOSED – family wedding in Đà Nẵng", "20251230", "20260114",
            allday=True, desc="Shop closed 30 Dec – 13 Jan, reopen Wed 14 Jan. Sign on door + Google listing.")
    L += todo("todo-menuboards@linh", "Order new menu boards", "20251220", "NEEDS-ACTION")
    L += todo("todo-bas@linh", "Send Sandra Q1 notes for BAS", "20251020", "COMPLETED",
              completed="20251019T060000Z")
    L.append("END:VCALENDAR")
    write("calendars/pho_song_han.ics", ics_bytes(L))

    # ------------------------------------------------------------------ wedding (stale)
    L = cal_head("Wedding – Đà Nẵng 2026", "Linh & Arjun", [VTZ_MELB, VTZ_HCM])
    L += ev("wed-site-video@linh", "Video call – An Nhiên site visit with dì Hạnh", "20250607T200000",
            "20250607T210000", location="Zoom")
    L += ev("wed-aodai-1@linh", "Áo dài fitting #1 – cô Hạnh", "20250712T100000", "20250712T113000",
            location="Hạnh Áo Dài (Springvale)")
    L += ev("wed-aodai-2@linh", "Áo dài fitting #2 – cô Hạnh", "20250830T100000", "20250830T113000",
            location="Hạnh Áo Dài (Springvale)")
    L += ev("wed-aodai-final@linh", "Áo dài FINAL fitting – bring Arjun (khăn đóng)", "20251025T110000",
            "20251025T123000", location="Hạnh Áo Dài (Springvale)",
            alarm=("-PT2H", "Final áo dài fitting – bring the heels + Arjun"))
    L += ev("wed-fly-out@linh", "Fly MEL → SGN → DAD", "20251230T100500", "20251231T004500",
            desc="SkyLotus SL 212 / SL 1735. Booking ref in the SkyLotus email.")
    L += ev("wed-tea@linh", "Lễ rước dâu / tea ceremony", "20260110T073000", "20260110T100000", tz=V,
            location="Nhà dì Hạnh, Hải Châu, Đà Nẵng",
            desc="Giờ tốt 7–9h sáng (thầy Tư). Photographer from 7am.")
    L += ev("wed-reception@linh", "Wedding reception – An Nhiên Garden Villa 💍", "20260110T170000",
            "20260110T220000", tz=V,
            location="An Nhiên Garden Villa, Lô A5-12 Hòa Minh 3, phường Hòa Hải, Ngũ Hành Sơn, Đà Nẵng",
            attendees=[("Arjun Mehta", "arjun.mehta@mailbox.example", "REQ-PARTICIPANT")],
            desc="Garden ceremony + dinner. Indoor hall is the rain backup.")
    L += ev("wed-fly-home@linh", "Fly home DAD → SGN → MEL", "20260120T080000", "20260120T185500", tz=V,
            desc="SL 1730 / SL 211, lands MEL 22:55.")
    L += todo("todo-menucards@linh", "Print menu + place cards", "20251220", "NEEDS-ACTION")
    L += todo("todo-gifts-di@linh", "Buy gifts for dì Hạnh + cô chú in Đà Nẵng", "20251227", "NEEDS-ACTION")
    L += todo("todo-an-nhien-2@linh", "Pay An Nhiên 2nd instalment", "20251010", "COMPLETED",
              completed="20251006T020000Z")
    L.append("END:VCALENDAR")
    write("calendars/wedding_danang.ics", ics_bytes(L))

    # ------------------------------------------------------------------ family / personal
    L = cal_head("Family & me", "Nhà mình + badminton + Mochi", [VTZ_MELB])
    L += ev("fam-tet@linh", "Tết – cơm tất niên ở nhà Ba Mẹ", "20250128T180000", "20250128T220000",
            location="Nhà Ba Mẹ, 9 Crestwood Ct, Braybrook")
    L += ev("fam-badminton@linh", "Badminton social 🏸", "20250107T190000", "20250107T213000",
            location="Footscray Sports Hub, courts 1-4", rrule="FREQ=WEEKLY;BYDAY=TU",
            desc="$8 members. Bring water + spare grip.")
    L += ev("fam-me-bday@linh", "Sinh nhật Mẹ 🎂", "20250315", "20250316", allday=True,
            rrule="FREQ=YEARLY")
    L += ev("fam-vy-visit@linh", "Chị Vy + kids in Melbourne (Easter)", "20250417", "20250423", allday=True)
    L += ev("fam-gio-ong-noi@linh", "Giỗ ông nội", "20250920T110000", "20250920T150000",
            location="Nhà Ba Mẹ, 9 Crestwood Ct, Braybrook", desc="Linh: gỏi cuốn x80.")
    L += ev("fam-an-hoi@linh", "Lễ ăn hỏi (engagement ceremony)", "20251206T093000", "20251206T123000",
            location="Nhà Ba Mẹ, 9 Crestwood Ct, Braybrook",
            attendees=[("Arjun Mehta", "arjun.mehta@mailbox.example", "REQ-PARTICIPANT"),
                       ("Mai Trần", "mai.tran.fy@mailbox.example", "CHAIR")],
            desc="Nhà trai ~15 người, 7 mâm quả. Rakesh uncle + Sunita aunty join on video.",
            alarm=("-P2D", "Ăn hỏi Thứ Bảy – lấy bánh phu thê ở Springvale"), created="20251101T000000Z")
    L += todo("todo-mochi-vax@linh", "Book Mochi's booster vaccination before the trip", "20251130",
              "NEEDS-ACTION")
    L.append("END:VCALENDAR")
    write("calendars/family_personal.ics", ics_bytes(L))
