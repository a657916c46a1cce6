"""Answer keys used by check.py: {qid: {gold_path: [keys that must all occur in the decoded file]}}.

Keys are matched case-insensitively against the decoded text of the file
(MIME parts decoded, HTML tags stripped, .ics parsed with icalendar,
JSON parsed and Messenger mojibake repaired).
"""
M = "mail/"
ANSWERS = {
    # fact
    "h01": {M + "2024/11/2024-11-19_ndlovu-plumbing-quote.eml": ["HS150-2"]},
    "h02": {M + "2025/04/2025-04-07_sunbird-tax-invoice.eml": ["VX5H-2504-00931"]},
    "h03": {M + "2025/05/2025-05-20_harbour-health-preauth.eml": ["HH-PA-5518207"]},
    "h04": {"notes/work/cpd-log.md": ["20160318"]},
    "h05": {"chat/quick-questions.jsonl": ["1.8 bar front"]},
    # who
    "h06": {M + "2025/04/2025-04-15_westville-heart-booking.eml": ["Priya Naidoo"]},
    "h07": {M + "2025/09/2025-09-12_re-dripping-overflow-pipe.eml": ["Riaz Essop", "Replaced the PCV"]},
    "h08": {M + "2025/10/2025-10-14_re-leave-request.eml": ["Mandla will cover"],
            "calendar/work.ics": ["Mandla covering inspections"]},
    "h09": {"mail/lists/pageturners.mbox": ["October we're at Carol's"]},
    "h10": {"notes/family/baba-medical.md": ["Dr Hassan Moosa", "GP"],
            "txt/baba-meds-instructions.txt": ["Dr Hassan Moosa"],
            "notes/contacts.md": ["Dr H. Moosa", "Baba's GP"]},
    # where
    "h11": {M + "2025/10/2025-10-13_november-book-club-venue.eml": ["Café Lumière", "Florida Road"]},
    "h12": {"txt/house-sitter-sheet.txt": ["stopcock", "meter box on the landing"]},
    "h13": {"txt/baba-meds-instructions.txt": ["14 Crompton Street"],
            "calendar/baba-appointments.ics": ["Pinetown Pathology"]},
    "h14": {"txt/inverter-how-to.txt": ["passage cupboard next to the DB board"]},
    "h15": {"mail/lists/pageturners.mbox": ["17 Acacia Lane, Westville"]},
    # event_time
    "h16": {M + "2025/10/2025-10-20_westville-heart-appointment-change.eml": ["Tuesday 18 November 2025 at 11:15"]},
    "h17": {"calendar/baba-appointments.ics": ["INR blood test", "FREQ=WEEKLY;INTERVAL=4;BYDAY=TH", "20250109T080000"]},
    "h18": {M + "2025/07/2025-07-03_jacaranda-court-agm-notice.eml": ["Thursday, 24 July 2025 at 18:00"],
            "calendar/flat.ics": ["Jacaranda Court AGM", "20250724T180000"]},
    "h19": {"calendar/work.ics": ["B2217 Mhlatuzana", "20251113T073000"],
            M + "2025/10/2025-10-14_re-leave-request.eml": ["B2217 principal inspection stays on 13 November"]},
    "h20": {M + "2025/09/2025-09-24_webinar-registration-culvert-hydraulics.eml": ["Wednesday 12 November 2025", "14:00"]},
    # multi_source
    "h21": {M + "2024/12/2024-12-02_ubuntu-claim-acknowledgement.eml": ["UHI-GC-240871"],
            M + "2025/01/2025-01-06_coastassess-inspection-appointment.eml": ["Tinus van der Merwe"]},
    "h22": {M + "2025/10/2025-10-20_westville-heart-appointment-change.eml": ["11:15"],
            "chat/messenger/inbox/mokoenakids_3958201746/message_1.json": ["I'll take Baba for the heart one"]},
    "h23": {"txt/inverter-how-to.txt": ["OVERLOAD", "battery isolator"],
            M + "2025/04/2025-04-07_sunbird-tax-invoice.eml": ["Deon Botha", "083 000 4419"]},
    "h24": {"mail/lists/pageturners.mbox": ["So November is WAYS OF DYING"],
            M + "2025/10/2025-10-13_november-book-club-venue.eml": ["Café Lumière"]},
    "h25": {"work/inspection-log-2025.csv": ["D1012", "4.7", "Ndwedwe"],
            M + "2025/05/2025-05-09_re-c0873-outlet-scour.eml": ["go with the gabion mattresses"]},
    # decision
    "h26": {"notes/home/inverter-research.md": ["FINAL: Option B"],
            M + "2025/03/2025-03-11_re-backup-power-quote.eml": ["go ahead with Option B"]},
    "h27": {"notes/home/geyser-saga.md": ["not going solar"]},
    "h28": {"notes/home/burglar-bars.md": ["going with charcoal"],
            M + "2025/03/2025-03-18_steelguard-revised-quote.eml": ["(charcoal)"]},
    "h29": {"chat/messenger/inbox/mokoenakids_3958201746/message_1.json": ["Sipho 50, me 30, Lerato 20"]},
    "h30": {"notes/home/flat-renovation.md": ["matt grey 600x600 porcelain"]},
    # temporal_current
    "h31": {M + "2025/08/2025-08-05_levy-statement-august.eml": ["R1 685.00"]},
    "h32": {"notes/daily/2025-09-18.md": ["Ibhubesi!7741"]},
    "h33": {"chat/messenger/inbox/mokoenakids_3958201746/message_1.json": ["3mg daily"]},
    "h34": {M + "2025/10/2025-10-14_re-leave-request.eml": ["Anusha Reddy", "Acting Chief Engineer"],
            "notes/long/2025-10-spring-catchup.md": ["Anusha Reddy has been acting in his post"]},
    "h35": {M + "2025/03/2025-03-18_steelguard-revised-quote.eml": ["R12 900.00"],
            "notes/home/flat-renovation.md": ["R12 900"]},
    # open_loop
    "h36": {"notes/long/2025-10-spring-catchup.md": ["still waiting on Ubuntu", "R3 200"]},
    "h37": {"notes/home/burglar-bars.md": ["No-show", "still sticking"]},
    "h38": {"calendar/work.ics": ["Submit B3051 inspection report", "NEEDS-ACTION"],
            M + "2025/10/2025-10-14_re-leave-request.eml": ["B3051 report must be on my desk"],
            "notes/daily/2025-10-21.md": ["B3051 report half done"],
            "notes/long/2025-10-spring-catchup.md": ["B3051 report - half done"]},
    "h39": {"calendar/baba-appointments.ics": ["chronic medication application", "NEEDS-ACTION"],
            "notes/long/2025-10-spring-catchup.md": ["I still haven't done it"]},
    "h40": {"notes/home/flat-renovation.md": ["approval letter", "STILL haven't signed it off"],
            "notes/long/2025-10-spring-catchup.md": ["still hasn't given me the letter"]},
    # preference
    "h41": {"notes/long/2025-01-brain-dump.md": ["rooibos - strong, with honey, no milk"]},
    "h42": {"mail/lists/pageturners.mbox": ["no more fantasy"]},
    "h43": {"chat/assistant/baba-low-salt-meals-2025-06-14.json": ["refuses brown rice"]},
    "h44": {"notes/work/culvert-inspection-checklist.md": ["on site by 06:30"]},
    "h45": {"notes/daily/2025-06-02.md": ["hospital corridor", "Warm white from now on"],
            "notes/home/flat-renovation.md": ["Warm white bulbs everywhere"]},
    # vague
    "h46": {"chat/messenger/inbox/mokoenakids_3958201746/message_1.json": ["must stop driving at night"]},
    "h47": {"chat/chatgpt/conversations.json": ["about 7 hours"]},
    "h48": {M + "2025/09/2025-09-08_bridge-forum-news-september.eml": ["debris rafts"]},
    "h49": {"notes/long/2025-07-winter-ramble.md": ["Cape Town", "I decided not to apply"]},
    "h50": {"chat/assistant/geyser-noise-2025-08-30.json": ["hissing noise from the geyser cupboard"]},
}

# Facts that must be findable ONLY inside encoded parts: absent from the raw
# bytes of every vault file, present once decoded.
HIDDEN = {
    "UHI-GC-240871": M + "2024/12/2024-12-02_ubuntu-claim-acknowledgement.eml",
    "VX5H-2504-00931": M + "2025/04/2025-04-07_sunbird-tax-invoice.eml",
    "Priya Naidoo": M + "2025/04/2025-04-15_westville-heart-booking.eml",
    "HH-PA-5518207": M + "2025/05/2025-05-20_harbour-health-preauth.eml",
    "R1 685": M + "2025/08/2025-08-05_levy-statement-august.eml",
    "Café Lumière": M + "2025/10/2025-10-13_november-book-club-venue.eml",
}

# Distinctive strings per question, used only to list NON-gold files that
# mention them, for manual review.
PROBES = {
    "h01": ["HS150-2", "HeatStar"], "h02": ["VX5H", "S/N"], "h03": ["HH-PA", "Authorisation number"],
    "h04": ["20160318", "registration no"], "h05": ["1.8 bar", "tyre pressure"],
    "h06": ["Naidoo", "cardiologist"], "h07": ["Riaz", "PCV"], "h08": ["Mandla will", "Mandla cover"],
    "h09": ["at Carol's"], "h10": ["Moosa"], "h11": ["Lumière", "Florida Road"],
    "h12": ["stopcock", "meter box"], "h13": ["Crompton", "Pinetown Pathology"],
    "h14": ["passage cupboard"], "h15": ["Acacia Lane"], "h16": ["18 November", "11:15"],
    "h17": ["INR"], "h18": ["24 July", "20250724"], "h19": ["13 November", "20251113"],
    "h20": ["12 November", "webinar"], "h21": ["UHI-GC", "Tinus"], "h22": ["take Baba", "11:15"],
    "h23": ["OVERLOAD", "Deon", "4419"], "h24": ["Ways of Dying", "Lumière"],
    "h25": ["D1012", "gabion"], "h26": ["Option B"], "h27": ["not going solar", "solar"],
    "h28": ["charcoal"], "h29": ["Sipho 50", "50/30/20"], "h30": ["matt grey"],
    "h31": ["R1 685", "R1 650", "R1 540"], "h32": ["password"], "h33": ["3mg", "4mg", "4 mg", "5 mg"],
    "h34": ["Acting Chief", "acting in"], "h35": ["R12 900", "R14 350"], "h36": ["R3 200"],
    "h37": ["No-show", "gate lock"], "h38": ["B3051 report", "B3051 inspection report"],
    "h39": ["chronic"], "h40": ["approval letter", "given me the letter", "approval for the bars"],
    "h41": ["rooibos"], "h42": ["fantasy"], "h43": ["brown rice"], "h44": ["06:30"],
    "h45": ["hospital corridor", "warm white"], "h46": ["driving at night", "stop driving"],
    "h47": ["7 hours"], "h48": ["debris raft"], "h49": ["Cape Town"], "h50": ["hissing"],
}
