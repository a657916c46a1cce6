"""Answer keys for check.py: per question, per gold file, strings that must appear in the decoded text.

Matching is case-insensitive, whitespace-normalised, and a key must not be glued to a word
character on either side (so "9.4" does not match "19.4" and "3 June" does not match "13 June").
"""

M = "mail/"
KEYS = {
    "h01": {M + "2024/08/2024-08-06-home-affairs-acknowledgement.eml": ["OSF2024/046612"]},
    "h02": {M + "2025/04/2025-04-08-doyle-invoice-rough-in.eml": ["INV-40718"]},
    "h03": {"csv/vaccine-fridge-log.csv": ["9.4", "EXCURSION"]},
    "h04": {M + "2024/11/2024-11-23-tilehaus-order-receipt.eml": ["TW-883120"]},
    "h05": {"txt/house-sitter-sheet.txt": ["ChaiAndNaan#42"]},
    "h06": {"notes/journal/2024-08-25-brain-dump.md": ["Kev Doyle", "igniter"],
            "txt/hot-water-reset-howto.txt": ["Kev Doyle", "igniter"]},
    "h07": {"notes/projects/visa-jawad.md": ["Alan Pereira"]},
    "h08": {"notes/projects/bathroom-reno.md": ["Rec. by Hamid"],
            "chat/imessage/+61491570156.txt": ["Hamid says use Dom"]},
    "h09": {M + "lists/southside-futsal-wednesday.mbox": ["Luka Petrovic", "Competition Coordinator"]},
    "h10": {M + "2025/05/2025-05-13-greg-re-june-leave-cover.eml": ["King's Birthday", "open 10-2): me"]},
    "h11": {M + "2025/04/2025-04-29-ybu-exam-timetable.eml": ["C2.10"]},
    "h12": {"txt/house-sitter-sheet.txt": ["behind the side gate", "2719"]},
    "h13": {"notes/family/mum-70th.md": ["Bamiyan House"],
            "calendars/personal.ics": ["Bamiyan House"]},
    "h14": {"notes/daily/2025-04-22.md": ["top shelf"]},
    "h15": {M + "2025/05/2025-05-22-lena-medicals-police-certificate.eml": ["Margalla Panel Clinic"]},
    "h16": {M + "2025/05/2025-05-16-dandenong-auto-care-booking.eml": ["5 June 2025", "7:45am"]},
    "h17": {M + "lists/southside-futsal-wednesday.mbox": ["Friday 27 June, 7pm"]},
    "h18": {M + "2025/03/2025-03-21-khala-eid-lunch.eml": ["1:30"],
            "calendars/personal.ics": ["2025-03-30 13:30"]},
    "h19": {M + "2025/03/2025-03-12-russo-start-date-moved.eml": ["Monday 24 March"]},
    "h20": {"calendars/study-ybu.ics": ["study group", "19:30", "INTERVAL=2"]},
    "h21": {M + "2024/08/2024-08-06-home-affairs-acknowledgement.eml": ["OSF2024/046612"],
            M + "2025/03/2025-03-14-lena-case-officer-change.eml": ["Daniel Whitcombe"]},
    "h22": {M + "2025/04/2025-04-29-ybu-exam-timetable.eml": ["C2.10"],
            M + "2025/05/2025-05-13-greg-re-june-leave-cover.eml": ["Wed 11 June: Anh Tran"]},
    "h23": {"notes/projects/tile-options.md": ["Linea 900"],
            "csv/reno-expenses.csv": ["1149.00"]},
    "h24": {M + "2025/05/2025-05-22-lena-medicals-police-certificate.eml": ["Margalla Panel Clinic"],
            "chat/imessage/+61491570156.txt": ["Tue 3 June"]},
    "h25": {M + "2025/05/2025-05-06-re-a2-extension-request.eml": ["Friday 23 May 2025"],
            M + "2025/01/2025-01-28-phm5102-assessment-2-brief.eml": ["2,500 words"]},
    "h26": {"notes/daily/2025-02-16.md": ["the bath goes", "walk-in shower"],
            M + "2025/02/2025-02-17-re-walk-in-shower-go-ahead.eml": ["The bath goes", "walk-in shower"],
            M + "2025/03/2025-03-02-russo-updated-quote-half-height.eml": ["going ahead with the walk-in shower"]},
    "h27": {"notes/pharmacy/staff-meeting-2025-02-11.md": ["Decided", "Tuesdays"]},
    "h28": {"notes/projects/tile-options.md": ["Terrazzo Bianco 600x600 matt"],
            M + "2024/11/2024-11-23-tilehaus-order-receipt.eml": ["Terrazzo Bianco 600x600 Matt"]},
    "h29": {"notes/journal/2025-04-27-sunday-ramble.md": ["PHM5110", "Enrolled"]},
    "h30": {"chat/imessage/+61491570156.txt": ["final decision", "gold bangle"]},
    "h31": {M + "2025/03/2025-03-14-lena-case-officer-change.eml": ["Daniel Whitcombe"]},
    "h32": {M + "2025/03/2025-03-02-russo-updated-quote-half-height.eml": ["$15,640"]},
    "h33": {M + "lists/southside-futsal-wednesday.mbox": ["Noble Park Community Stadium", "Term 3"]},
    "h34": {M + "2025/04/2025-04-15-greg-roster-changes.eml": ["Saturday mornings will be Tom Kovac"]},
    "h35": {M + "2025/01/2025-01-20-leaf-price-change.eml": ["$89 per month"]},
    "h36": {M + "2025/05/2025-05-22-lena-medicals-police-certificate.eml": ["police certificate", "Still outstanding"],
            "notes/projects/visa-jawad.md": ["police clearance", "still waiting"]},
    "h37": {"notes/daily/2025-05-20.md": ["drip under the vanity", "STILL"]},
    "h38": {"calendars/bathroom-reno.ics": ["waterproofing certificate", "NEEDS-ACTION"]},
    "h39": {"notes/journal/2025-04-27-sunday-ramble.md": ["14 more"]},
    "h40": {M + "2025/03/2025-03-21-khala-eid-lunch.eml": ["myGov"]},
    "h41": {"notes/projects/tile-options.md": ["nothing glossy"]},
    "h42": {"notes/journal/2024-08-25-brain-dump.md": ["Green tea with cardamom"]},
    "h43": {"notes/futsal.md": ["hate being goalie"]},
    "h44": {"notes/journal/2024-12-29-end-of-year.md": ["I'm an opener", "Thursday late close"]},
    "h45": {"chat/quick-questions.jsonl": ["long-form history", "true crime"]},
    "h46": {"chat/imessage/+61491570156.txt": ["white grout", "charcoal"]},
    "h47": {"chat/chatgpt/conversations.json": ["24-48 hours after the final coat", "AS 3740"]},
    "h48": {M + "2025/03/2025-03-27-pharmapulse-newsletter.eml": ["children aged 5 years and over"]},
    "h49": {"notes/recipes/qabuli-palaw.md": ["carrots", "raisins"]},
    "h50": {"notes/daily/2024-11-12.md": ["2:10am", "helium balloons"]},
}

# Short "topic" keys used only to list non-gold files worth a manual look (distractor review).
REVIEW_KEYS = {
    "h01": ["OSF2024"], "h02": ["INV-40718"], "h03": ["9.4"], "h04": ["TW-883120"], "h05": ["ChaiAndNaan"],
    "h06": ["Kev", "hot water"], "h07": ["Pereira"], "h08": ["Hamid"], "h09": ["Luka"],
    "h10": ["King's Birthday"], "h11": ["C2.10"], "h12": ["side gate"], "h13": ["Bamiyan"],
    "h14": ["top shelf"], "h15": ["Margalla"], "h16": ["7:45"], "h17": ["27 June"], "h18": ["Eid", "1:30"],
    "h19": ["24 March"], "h20": ["study group", "19:30"], "h21": ["Whitcombe"], "h22": ["Anh Tran"],
    "h23": ["Linea"], "h24": ["3 June"], "h25": ["23 May"], "h26": ["walk-in"], "h27": ["Tuesdays"],
    "h28": ["Terrazzo"], "h29": ["PHM5110"], "h30": ["bangle"], "h31": ["case officer"], "h32": ["15,640"],
    "h33": ["Noble Park Community Stadium"], "h34": ["Tom Kovac", "Saturday"], "h35": ["$89"],
    "h36": ["police"], "h37": ["vanity", "drip"], "h38": ["waterproofing certificate"], "h39": ["CPD", "40"],
    "h40": ["myGov"], "h41": ["gloss"], "h42": ["cardamom"], "h43": ["goalie"], "h44": ["Thursday", "8:30"],
    "h45": ["true crime"], "h46": ["grout", "charcoal"], "h47": ["AS 3740"], "h48": ["aged 5"],
    "h49": ["raisins"], "h50": ["balloon"],
}

# Facts that must exist ONLY inside encoded parts (base64 bodies/attachments) of e-mails:
# absent from the raw bytes of every file, present once decoded.
ENCODED_ONLY = {
    "OSF2024/046612": M + "2024/08/2024-08-06-home-affairs-acknowledgement.eml",
    "INV-40718": M + "2025/04/2025-04-08-doyle-invoice-rough-in.eml",
    "Daniel Whitcombe": M + "2025/03/2025-03-14-lena-case-officer-change.eml",
    "TW-883120": M + "2024/11/2024-11-23-tilehaus-order-receipt.eml",
    "7:45am": M + "2025/05/2025-05-16-dandenong-auto-care-booking.eml",
    "DAC-5521": M + "2025/05/2025-05-16-dandenong-auto-care-booking.eml",
}

KIND_ORDER = ["fact", "who", "where", "event_time", "multi_source", "decision",
              "temporal_current", "open_loop", "preference", "vague"]
