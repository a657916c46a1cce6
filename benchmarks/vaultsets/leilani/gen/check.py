#!/usr/bin/env python3
"""Validator for the `leilani` held-out set.

Run from the set folder:  python gen/check.py
Checks: queries.json shape (ids h01-h50 unique, 5 of each kind in the required order),
every gold path exists, every gold file contains its answer key(s) once decoded
(base64 / quoted-printable / HTML bodies decoded, .ics parsed with icalendar, JSON
parsed), every .ics / .eml / .mbox parses, the encoded-only facts are absent from the
raw bytes of every file, multi-source parts are unique to their file; then lists
non-gold files that contain an answer key, for review by hand.
"""
import html
import html.parser
import json
import mailbox
import os
import re
import sys
sys.dont_write_bytecode = True
import unicodedata
from email import policy
from email.parser import BytesParser

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, ".."))
VAULT = os.path.join(ROOT, "vault")

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision",
         "temporal_current", "open_loop", "preference", "vague"]

W = "chats/whatsapp/WhatsApp Chat with Kahale Ohana.txt"
MB = "mail/lists/hilo-reef-keepers.mbox"
PI = "calendars/personal.ics"

# answer keys: id -> {gold path: [strings that must appear in that file once decoded]}
KEYS = {
    "h01": {"mail/2025/05/2025-05-14_county-permit-issued.eml": ["BP-25-004417"]},
    "h02": {"mail/2025/11/2025-11-06_bigisland-dive-order-confirmation.eml": ["BIDS-40712"]},
    "h03": {"mail/2026/01/2026-01-20_freight-booking-confirmed.eml": ["PIF-558204"]},
    "h04": {"house-sitter-sheet.txt": ["humuhumu-2026"]},
    "h05": {"mail/2026/02/2026-02-03_lanai-fan-outlets-invoice.eml": ["MB-52DR"]},
    "h06": {"mail/2026/02/2026-02-09_hk2603-diving-dso-paperwork.eml": ["Kēhau Pālama"]},
    "h07": {"notes/daily/2025-09-22.md": ["Manny Cabral"], "house-sitter-sheet.txt": ["Manny Cabral"]},
    "h08": {"mail/2026/02/2026-02-26_lab-coverage-while-at-sea.eml": ["Marcus Lee"]},
    "h09": {MB: ["Wendy Kamaka"]},
    "h10": {W: ["Uncle Clyde"]},
    "h11": {W: ["Wailoa"], PI: ["Wailoa"]},
    "h12": {"house-sitter-sheet.txt": ["fake lava rock"]},
    "h13": {"notes/cruise/HK-26-03-logistics.md": ["Bay 4"]},
    "h14": {"notes/car/tacoma.md": ["Mamo Street Auto"]},
    "h15": {"mail/2026/03/2026-03-09_hk2603-hazmat-formalin.eml": ["hazmat locker"]},
    "h16": {"mail/2026/03/2026-03-04_dl-appointment-confirmed.eml": ["March 27, 2026"],
            PI: ["2026-03-27 09:40"]},
    "h17": {"calendars/lab-hbml.ics": ["2025-08-26 10:30"]},
    "h18": {W: ["Sat 3/28"], PI: ["2026-03-28 16:00"]},
    "h19": {MB: ["February 19"], "calendars/reef-keepers.ics": ["2026-02-19 18:30"]},
    "h20": {"mail/2025/10/2025-10-03_parent-teacher-conference.eml": ["3:15 PM"],
            PI: ["2025-10-23 15:15"]},
    "h21": {"mail/2025/10/2025-10-22_re-decking-composite-revised-estimate.eml": ["16,950"],
            "mail/2026/02/2026-02-03_lanai-fan-outlets-invoice.eml": ["1,340"]},
    "h22": {"mail/2025/12/2025-12-10_fy26-final-ship-rates.eml": ["31,200"],
            "mail/2026/01/2026-01-07_hk2603-schedule-change.eml": ["11 days"]},
    "h23": {"data/hk2603-budget-ledger.csv": ["2860.00"],
            "mail/2026/01/2026-01-20_freight-booking-confirmed.eml": ["April 3"]},
    "h24": {"mail/2026/02/2026-02-18_re-dive-paperwork-priya.eml": ["oxygen provider"],
            "mail/2026/02/2026-02-09_hk2603-diving-dso-paperwork.eml": ["March 25"]},
    "h25": {"data/reef-survey-log.csv": ["22% bleached"], MB: ["555-0199"]},
    "h26": {"mail/2025/10/2025-10-22_re-decking-composite-revised-estimate.eml": ["Driftwood Gray"],
            "notes/daily/2025-10-20.md": ["Driftwood Gray"],
            "notes/journal/2025-12-28-year-end.md": ["switched to composite"]},
    "h27": {"notes/daily/2026-02-10.md": ["Kamaʻāina Driving School"]},
    "h28": {"notes/lab/lab-meeting-2025-10-14.md": ["drop Miloliʻi"]},
    "h29": {MB: ["under 16"]},
    "h30": {"notes/cruise/HK-26-03-logistics.md": ["7.5% contingency"],
            "notes/cruise/budget-worksheet.md": ["Contingency (7.5%)"]},
    "h31": {"mail/2026/01/2026-01-07_hk2603-schedule-change.eml": ["April 13"],
            "house-sitter-sheet.txt": ["4/13"]},
    "h32": {"mail/2026/01/2026-01-12_re-handoff-day.eml": ["Fridays"]},
    "h33": {MB: ["6:30 AM"], "calendars/reef-keepers.ics": ["2026-01-10 06:30"]},
    "h34": {"mail/2025/12/2025-12-10_fy26-final-ship-rates.eml": ["31,200"]},
    "h35": {"mail/2026/03/2026-03-11_hk2603-reconciliation.eml": ["3,118.40"]},
    "h36": {"mail/2026/03/2026-03-13_re-lanai-whats-left.eml": ["final inspection"],
            "notes/lanai/lanai-punch-list.md": ["final inspection"]},
    "h37": {"mail/2026/03/2026-03-11_hk2603-reconciliation.eml": ["itemized receipt"],
            "data/hk2603-budget-ledger.csv": ["reimb pending"]},
    "h38": {MB: ["fish ID card"], "notes/daily/2026-03-16.md": ["fish ID card"]},
    "h39": {W: ["Lehua Bakery", "Not yet"], "notes/daily/2026-03-16.md": ["Lehua Bakery"]},
    "h40": {"calendars/lab-hbml.ics": ["Special Activity Permit"]},
    "h41": {"notes/journal/2025-08-24-brain-dump.md": ["window on the left"]},
    "h42": {"chats/quick-questions.jsonl": ["5mm"]},
    "h43": {"notes/journal/2025-12-28-year-end.md": ["no meetings before 10"]},
    "h44": {"notes/journal/2026-03-18-catching-up.md": ["shoyu ahi with limu"]},
    "h45": {"notes/lanai/lanai-reno-plan.md": ["naupaka"]},
    "h46": {"mail/2025/12/2025-12-15_fwd-roof-quote-mom.eml": ["fascia"]},
    "h47": {"mail/2025/10/2025-10-29_pacific-reef-bulletin-october.eml": ["Bleaching Warning"]},
    "h48": {"chats/chatgpt/conversations.json": ["SUMPRODUCT"]},
    "h49": {"notes/journal/2025-08-24-brain-dump.md": ["koi pond"]},
    "h50": {"chats/assistant/2026-01-08_teen-driving.json": ["50 hours"]},
}

# facts that must exist ONLY inside encoded parts (absent from the raw bytes of every file)
ENCODED_ONLY = [
    ("h01", "BP-25-004417"),
    ("h02", "BIDS-40712"),
    ("h03", "PIF-558204"),
    ("h06", "Kēhau Pālama"),
    ("h21", "16,950"),
    ("h35", "3,118.40"),
]

# Looser probes (answer variants / topic words) used only to surface distractors for review.
LOOSE = {
    "h01": ["004417", "permit number"], "h02": ["40712", "order #"], "h03": ["558204", "booking #"],
    "h04": ["humuhumu", "wifi", "wi-fi"], "h05": ["52DR", "damp-rated"], "h06": ["Kehau", "Palama", "DSO:"],
    "h07": ["Manny", "water heater"], "h08": ["Marcus", "lab coverage", "281L"],
    "h09": ["Wendy", "coordinator"], "h10": ["Clyde", "pig"], "h11": ["Wailoa", "pavilion", "Kawika's"],
    "h12": ["lava rock", "spare key"], "h13": ["Bay 4", "warehouse", "staging"],
    "h14": ["Mamo", "brake"], "h15": ["hazmat locker", "formalin"], "h16": ["March 27", "3/27", "permit test"],
    "h17": ["lab meeting"], "h18": ["3/28", "28th", "March 28", "March 30"],
    "h19": ["February 19", "Feb 19", "fish ID"], "h20": ["October 23", "parent-teacher"],
    "h21": ["16,950", "1,340", "18,400"], "h22": ["31,200", "11 days", "28,500", "12 days"],
    "h23": ["2860", "2,860", "April 3", "04/03"], "h24": ["oxygen provider", "March 25", "March 21", "paperwork"],
    "h25": ["22%", "Reef Alert", "555-0199"], "h26": ["Driftwood", "composite", "ipe"],
    "h27": ["Kamaʻāina Driving", "driving school", "driver's ed"], "h28": ["Miloli"],
    "h29": ["under 16", "12 to 15", "age policy", "younger volunteers"], "h30": ["7.5", "recommend 10%"],
    "h31": ["April 13", "4/13", "Apr 13", "April 6", "Apr 6"], "h32": ["Fridays", "handoff"],
    "h33": ["6:30 AM", "Start 7:00", "Meet 7:00"], "h34": ["31,200", "28,500", "day rate"], "h35": ["3,118", "remaining", "ten grand"],
    "h36": ["final inspection", "inspection line"], "h37": ["itemized", "reimb"],
    "h38": ["fish ID card", "ID card", "promised"], "h39": ["Lehua Bakery", "cake"],
    "h40": ["Special Activity", "collecting permit"], "h41": ["window on the left", "left side"],
    "h42": ["5mm", "5 mm", "run cold"], "h43": ["before 10", "meetings before"],
    "h44": ["shoyu ahi", "poke"], "h45": ["naupaka", "ākulikuli", "heliconia", "natives"],
    "h46": ["fascia", "rotted", "rotten", "Mom's roof", "roof-over"], "h47": ["Bleaching Warning", "bulletin"],
    "h48": ["SUMPRODUCT", "ARRAYFORMULA", "chatbot"], "h49": ["koi", "Fernandez"],
    "h50": ["50 hours", "supervised"],
}

# non-gold hits reviewed by hand: (id, path) -> why it is not gold
REVIEWED = {
    ("h01", "mail/2026/03/2026-03-13_re-lanai-whats-left.eml"): "pointer: 'permit number off the card in the job box', no number",
    ("h03", "notes/cruise/HK-26-03-logistics.md"): "pointer: 'Booking # is in their confirmation e-mail'",
    ("h04", "chats/whatsapp/WhatsApp Chat with Kahale Ohana.txt"): "Noe asks; Lei points to 'the sheet', no password",
    ("h04", "notes/journal/2026-03-18-catching-up.md"): "mentions the sheet covers Wi-Fi; no password",
    ("h05", "notes/lanai/lanai-reno-plan.md"): "old plan: '52\" damp-rated, model TBD'",
    ("h06", "notes/cruise/HK-26-03-logistics.md"): "'DSO: TBD' (stale)",
    ("h07", "notes/journal/2026-03-18-catching-up.md"): "lists 'water heater' as a sheet topic; no name",
    ("h08", "notes/lab/lab-meeting-2025-10-14.md"): "distractor: Ben offered, 'ask the chair' (no final cover)",
    ("h08", "calendars/lab-hbml.ics"): "the BIOL 281L section schedule only",
    ("h09", "calendars/reef-keepers.ics"): "'NEW start time (Wendy)'; does not say who coordinates",
    ("h09", "data/reef-survey-log.csv"): "'Wendy K.' as a Richardson team lead only",
    ("h09", "notes/daily/2026-03-16.md"): "'Wendy asked again' about the card; not her role",
    ("h09", "chats/assistant/2025-11-02_reef-volunteer-welcome-draft.json"): "generic 'the coordinator', no name",
    ("h09", "mail/2026/02/2026-02-09_hk2603-diving-dso-paperwork.eml"): "Janet Wu, dive program coordinator (other org)",
    ("h09", "notes/journal/2025-12-28-year-end.md"): "Tomas stepping down, 'somebody new' unnamed",
    ("h09", "notes/journal/2026-03-18-catching-up.md"): "'the new coordinator' unnamed",
    ("h09", "notes/people/contacts.md"): "Janet Wu (dive coordinator); lists Tomas under Reef (stale)",
    ("h09", "notes/reef/reef-keepers.md"): "stale: Tomas Reyes as coordinator",
    ("h10", "notes/family/mom-70th-ideas.md"): "idea only: 'find someone to do a pig'",
    ("h10", "notes/journal/2025-08-24-brain-dump.md"): "'spigot' substring; no caterer",
    ("h10", "notes/journal/2026-03-18-catching-up.md"): "'the family pig guy', unnamed",
    ("h11", "calendars/reef-keepers.ics"): "Richardson pavilion = reef survey meeting spot, not the party",
    ("h11", "chats/assistant/2025-11-02_reef-volunteer-welcome-draft.json"): "Richardson pavilion (reef group)",
    ("h11", "mail/lists/hilo-reef-keepers.mbox"): "Richardson pavilion (reef group)",
    ("h11", "notes/journal/2026-03-18-catching-up.md"): "'a PAVILION' seating-chart joke and 'Kawika's bringing tables', no place named",
    ("h11", "notes/reef/reef-keepers.md"): "Richardson pavilion (reef group)",
    ("h11", "notes/daily/2025-09-22.md"): "'Kawika's friend' (plumber), unrelated",
    ("h11", "notes/journal/2025-12-28-year-end.md"): "Thanksgiving at Kawika's in Kona, not the party",
    ("h13", "calendars/HK-26-03-cruise (exported Sept).ics"): "'forklift from the warehouse' at 0700, no bay",
    ("h13", "mail/2026/03/2026-03-09_hk2603-hazmat-formalin.eml"): "says hazmat must NOT go with the warehouse pallets",
    ("h14", "notes/journal/2025-12-28-year-end.md"): "brakes done in November, shop not named",
    ("h15", "calendars/lab-hbml.ics"): "VTODO 'Order formalin + ethanol' (completed)",
    ("h15", "chats/quick-questions.jsonl"): "generic: shipping formalin by air",
    ("h15", "data/hk2603-budget-ledger.csv"): "formalin purchase row",
    ("h15", "notes/cruise/HK-26-03-logistics.md"): "stale: 'ask the ship where they want it'",
    ("h15", "notes/cruise/budget-worksheet.md"): "budget line only",
    ("h15", "notes/journal/2026-03-18-catching-up.md"): "pointer: chief mate sent instructions, no location",
    ("h15", "notes/lab/lab-meeting-2025-10-14.md"): "'Ben: order formalin'",
    ("h16", "notes/daily/2026-02-10.md"): "documents + 'book the appointment', no date",
    ("h16", "notes/daily/2026-03-16.md"): "'find Keoni's SS card for the permit test', no date",
    ("h16", "notes/journal/2026-03-18-catching-up.md"): "'coming up', no date",
    ("h17", "notes/journal/2025-12-28-year-end.md"): "'moved our lab meeting later', no time",
    ("h17", "notes/journal/2026-03-18-catching-up.md"): "'after lab meeting', no time",
    ("h17", "notes/lab/lab-meeting-2025-10-14.md"): "minutes of one meeting, no regular time",
    ("h18", "mail/2026/01/2026-01-20_freight-booking-confirmed.eml"): "cargo cutoff Monday, March 30 (unrelated)",
    ("h18", "notes/family/mom-70th-ideas.md"): "distractor: Mom's actual birthday March 30, party date TBD",
    ("h19", "notes/daily/2026-03-16.md"): "the fish ID card todo, not the training night",
    ("h19", "notes/journal/2025-08-24-brain-dump.md"): "wish to improve fish ID, no event",
    ("h21", "mail/2025/04/2025-04-18_lanai-estimate-domingo.eml"): "old ipe estimate $18,400 (superseded)",
    ("h21", "mail/2025/05/2025-05-14_county-permit-issued.eml"): "permit valuation $18,400 (old estimate)",
    ("h21", "notes/lanai/lanai-reno-plan.md"): "old bid table $18,400 (ipe)",
    ("h22", "mail/2025/08/2025-08-12_hk2603-planning-numbers.eml"): "old planning day rate $28,500",
    ("h22", "notes/cruise/budget-worksheet.md"): "old $28,500 x 12 days",
    ("h22", "calendars/HK-26-03-cruise (exported Sept).ics"): "stale: 12 days",
    ("h22", "chats/chatgpt/conversations.json"): "example math with 12 days (old)",
    ("h22", "notes/lab/lab-meeting-2025-10-14.md"): "'too long for 12 days' (old plan)",
    ("h24", "notes/cruise/HK-26-03-logistics.md"): "'paperwork??' next to Priya, no detail",
    ("h24", "notes/daily/2026-03-16.md"): "'still sorting out her dive paperwork', no detail or date",
    ("h24", "notes/journal/2026-03-18-catching-up.md"): "'sort out her dive paperwork', no detail or date",
    ("h26", "chats/chatgpt/conversations.json"): "deck chat: 'leaning composite', not a decision",
    ("h26", "chats/quick-questions.jsonl"): "mildew cleaner for composite; implies, does not state the decision",
    ("h26", "mail/2025/04/2025-04-18_lanai-estimate-domingo.eml"): "April estimate offers composite as an option",
    ("h26", "mail/2025/07/2025-07-21_re-lanai-estimate-ipe.eml"): "earlier (reversed) decision: ipe",
    ("h26", "notes/journal/2025-08-24-brain-dump.md"): "earlier (reversed) decision: ipe",
    ("h26", "notes/lanai/lanai-reno-plan.md"): "earlier (reversed) decision: ipe",
    ("h27", "notes/journal/2025-12-28-year-end.md"): "online vs in-person debate, undecided",
    ("h27", "notes/journal/2026-03-18-catching-up.md"): "'decided in February' without naming the course",
    ("h28", "calendars/HK-26-03-cruise (exported Sept).ics"): "stale site list incl. Miloli'i (tentative)",
    ("h28", "notes/lab/grant-renewal-ideas.md"): "2023 Miloli'i baseline data, not the cut",
    ("h29", "notes/reef/reef-keepers.md"): "question 'what's the age policy?'",
    ("h29", "chats/assistant/2025-11-02_reef-volunteer-welcome-draft.json"): "pre-vote: 'voting on a new policy'",
    ("h29", "notes/journal/2025-12-28-year-end.md"): "'sorted out its policy', no rule stated",
    ("h30", "mail/2025/08/2025-08-12_hk2603-planning-numbers.eml"): "distractor: Grace recommended 10%",
    ("h31", "mail/2025/09/2025-09-09_fy26-schedule-hk2603.eml"): "old sail date April 6",
    ("h31", "notes/journal/2025-12-28-year-end.md"): "old sail date April 6",
    ("h31", "notes/cruise/HK-26-03-logistics.md"): "old dates + pointer to Lorna's Jan e-mail",
    ("h32", "mail/2025/07/2025-07-02_re-summer-weeks-keoni.eml"): "old: Sunday 5pm handoff",
    ("h32", "notes/family/co-parenting.md"): "old Sunday handoff + pointer 'see his e-mail'",
    ("h32", "notes/journal/2025-08-24-brain-dump.md"): "'Sunday handoff might not work', no new day",
    ("h32", "notes/journal/2025-12-28-year-end.md"): "'move the handoff to a different day', unnamed",
    ("h32", "notes/journal/2026-03-18-catching-up.md"): "'new handoff thing ... school curb', day not stated",
    ("h33", "notes/reef/reef-keepers.md"): "old 'Start 7:00 sharp'",
    ("h34", "mail/2025/08/2025-08-12_hk2603-planning-numbers.eml"): "old planning rate $28,500",
    ("h34", "notes/cruise/budget-worksheet.md"): "old planning rate $28,500",
    ("h34", "notes/cruise/HK-26-03-logistics.md"): "'fuel is baked into the day rate', no number",
    ("h34", "notes/journal/2025-08-24-brain-dump.md"): "'day rate is not our problem', no number",
    ("h34", "notes/lab/grant-renewal-ideas.md"): "'day rate keeps going up', no number",
    ("h35", "notes/cruise/budget-worksheet.md"): "old: $10,270.15 remaining as of 11/30",
    ("h35", "notes/journal/2025-12-28-year-end.md"): "old: 'about ten grand left' end of Nov",
    ("h36", "mail/2025/05/2025-05-14_county-permit-issued.eml"): "generic inspection instructions from May, not the open item",
    ("h37", "mail/2025/08/2025-08-12_hk2603-planning-numbers.eml"): "policy only (keep the detailed receipt)",
    ("h37", "notes/cruise/HK-26-03-logistics.md"): "Dec reminder 'get reimbursed!!' (older state)",
    ("h37", "notes/cruise/budget-worksheet.md"): "11/30 note 'on my card, reimb.' (older state)",
    ("h38", "notes/reef/reef-keepers.md"): "idea stage: 'laminated ID cards for newbies?'",
    ("h38", "notes/journal/2025-12-28-year-end.md"): "'promised to help train the new people on fish' (not what to make)",
    ("h38", "notes/journal/2026-03-18-catching-up.md"): "'the thing I promised to make', unnamed",
    ("h39", "calendars/personal.ics"): "party event 'Me: cake + flowers' (assignment, not order status)",
    ("h39", "chats/quick-questions.jsonl"): "half-sheet cake servings question",
    ("h39", "notes/journal/2025-08-24-brain-dump.md"): "Keoni's birthday cake",
    ("h39", "notes/journal/2025-12-28-year-end.md"): "'offered to do the cake' (Dec)",
    ("h39", "notes/journal/2026-03-18-catching-up.md"): "'I'm on cake and flowers' (assignment)",
    ("h39", "notes/recipes/kalo-pancakes.md"): "'pancakes' substring",
    ("h40", "notes/lab/grant-renewal-ideas.md"): "'Collecting permit # on file with Ben', no due date",
    ("h41", "house-sitter-sheet.txt"): "'left side of the garage' (key), unrelated",
    ("h44", "house-sitter-sheet.txt"): "'NO people food, especially not poke' (dog)",
    ("h44", "notes/journal/2025-08-24-brain-dump.md"): "Keoni wants 'free poke'",
    ("h46", "notes/journal/2025-08-24-brain-dump.md"): "'rotten part' of the lanai lattice, not Mom's house",
    ("h46", "chats/whatsapp/WhatsApp Chat with Kahale Ohana.txt"): "Malia: roof-over vs tear-off, 'something else bad' (pointer), no fascia",
    ("h46", "notes/journal/2025-12-28-year-end.md"): "roof saga, 'need to read it properly', no detail",
    ("h46", "notes/journal/2026-03-18-catching-up.md"): "roof done in Feb, 'Malia was right', no detail",
    ("h46", "notes/people/contacts.md"): "Jerome Aki (Mom's roof quote) contact only",
    ("h47", "notes/journal/2025-12-28-year-end.md"): "'The bulletin I get had warned about it' (pointer)",
    ("h48", "notes/journal/2025-08-24-brain-dump.md"): "'made a spreadsheet with a chatbot's help' (pointer)",
    ("h49", "house-sitter-sheet.txt"): "'don't let her near the Fernandez's yard (long story)' (pointer)",
    ("h49", "notes/lanai/lanai-reno-plan.md"): "'the Fernandez lanai' (contractor reference)",
}

errors = []


def err(msg):
    errors.append(msg)
    print("ERROR:", msg)


def norm(s):
    s = unicodedata.normalize("NFC", s)
    return re.sub(r"\s+", " ", s).casefold()


def strip_accents(s):
    s = unicodedata.normalize("NFD", s)
    return "".join(c for c in s if not unicodedata.combining(c)).replace("ʻ", "").replace("’", "'")


class _Text(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out = []

    def handle_data(self, data):
        self.out.append(data)

    def handle_starttag(self, tag, attrs):
        if tag in ("br", "p", "tr", "td", "th", "li", "div", "h1", "h2", "h3", "table"):
            self.out.append(" ")


def html_to_text(s):
    p = _Text()
    p.feed(s)
    p.close()
    return html.unescape(" ".join(p.out))


def message_text(msg, where):
    parts = []
    for h in ("From", "To", "Cc", "Subject", "Date"):
        if msg[h]:
            parts.append("%s: %s" % (h, msg[h]))
    for part in msg.walk():
        if part.is_multipart():
            continue
        for d in part.defects:
            err("%s: MIME defect %r" % (where, d))
        if part.get_content_maintype() != "text":
            continue
        body = part.get_content()
        if part.get_content_subtype() == "html":
            body = html_to_text(body)
        parts.append(body)
    for d in msg.defects:
        err("%s: message defect %r" % (where, d))
    return "\n".join(parts)


STATS = {"eml": 0, "html_only": 0, "alternative": 0, "mixed": 0, "replies": 0, "forwards": 0,
         "mbox_msgs": 0, "vevent": 0, "vtodo": 0, "ics": 0, "cte": {}}


def eml_text(path, rel):
    with open(path, "rb") as f:
        msg = BytesParser(policy=policy.default).parse(f)
    if not msg["From"] or not msg["Date"] or not msg["Subject"]:
        err("%s: missing From/Date/Subject" % rel)
    STATS["eml"] += 1
    ct = msg.get_content_type()
    if ct == "text/html":
        STATS["html_only"] += 1
    elif ct == "multipart/alternative":
        STATS["alternative"] += 1
    elif ct == "multipart/mixed":
        STATS["mixed"] += 1
    subj = str(msg["Subject"])
    if subj.lower().startswith("re:"):
        STATS["replies"] += 1
    if subj.lower().startswith("fwd:"):
        STATS["forwards"] += 1
    for part in msg.walk():
        if not part.is_multipart():
            c = part.get("Content-Transfer-Encoding", "7bit").lower()
            STATS["cte"][c] = STATS["cte"].get(c, 0) + 1
    return message_text(msg, rel)


def mbox_text(path, rel):
    box = mailbox.mbox(path, create=False)
    texts = []
    keys = list(box.keys())
    if not keys:
        err("%s: empty mbox" % rel)
    for k in keys:
        raw = box.get_bytes(k)
        msg = BytesParser(policy=policy.default).parsebytes(raw)
        if not msg["List-Id"]:
            err("%s: message %s has no List-Id" % (rel, k))
        texts.append(message_text(msg, "%s#%s" % (rel, k)))
    STATS["mbox_msgs"] += len(keys)
    raw_all = open(path, "rb").read()
    if b"\n>From " not in raw_all:
        err("%s: no '>From ' escape found" % rel)
    return "\n".join(texts)


def fmt_dt(v):
    d = v.dt
    if hasattr(d, "hour"):
        return d.strftime("%Y-%m-%d %H:%M")
    return d.strftime("%Y-%m-%d")


def ics_text(path, rel):
    raw = open(path, "rb").read()
    if b"\r\n" not in raw or raw.replace(b"\r\n", b"").find(b"\n") != -1:
        err("%s: not CRLF line ends" % rel)
    cal = icalendar.Calendar.from_ical(raw)
    STATS["ics"] += 1
    out = []
    for comp in cal.walk():
        if comp.name == "VEVENT":
            STATS["vevent"] += 1
        if comp.name == "VTODO":
            STATS["vtodo"] += 1
        for name, val in comp.property_items(recursive=False):
            if name in ("DTSTART", "DTEND", "DUE", "RECURRENCE-ID"):
                out.append("%s: %s" % (name, fmt_dt(val)))
            elif name == "EXDATE":
                vals = val if isinstance(val, list) else [val]
                for v in vals:
                    out.append("EXDATE: " + ", ".join(fmt_dt(x) for x in v.dts))
            elif name in ("ATTENDEE", "ORGANIZER"):
                out.append("%s: %s %s" % (name, val.params.get("CN", ""), val))
            elif name == "RRULE":
                out.append("RRULE: " + val.to_ical().decode())
            elif hasattr(val, "to_ical") and not isinstance(val, str):
                try:
                    out.append("%s: %s" % (name, val.to_ical().decode()))
                except Exception:
                    out.append("%s: %s" % (name, val))
            else:
                out.append("%s: %s" % (name, val))
    return "\n".join(out)


def flatten_json(obj, out):
    if isinstance(obj, dict):
        for v in obj.values():
            flatten_json(v, out)
    elif isinstance(obj, list):
        for v in obj:
            flatten_json(v, out)
    elif isinstance(obj, str):
        out.append(obj)
    elif obj is not None:
        out.append(str(obj))


def decoded_text(path, rel):
    ext = os.path.splitext(path)[1].lower()
    if ext == ".eml":
        return eml_text(path, rel)
    if ext == ".mbox":
        return mbox_text(path, rel)
    if ext == ".ics":
        return ics_text(path, rel)
    if ext == ".json":
        out = []
        flatten_json(json.load(open(path, encoding="utf-8")), out)
        return "\n".join(out)
    if ext == ".jsonl":
        out = []
        for i, line in enumerate(open(path, encoding="utf-8")):
            if line.strip():
                flatten_json(json.loads(line), out)
        return "\n".join(out)
    return open(path, encoding="utf-8").read()


def main():
    # -------------------------------------------------------------- corpus
    files = {}
    raws = {}
    for d, _, fs in os.walk(VAULT):
        for f in fs:
            p = os.path.join(d, f)
            rel = os.path.relpath(p, VAULT).replace(os.sep, "/")
            raws[rel] = open(p, "rb").read()
            try:
                files[rel] = norm(decoded_text(p, rel))
            except Exception as e:  # parse failure
                err("%s: cannot parse/decode: %r" % (rel, e))
                files[rel] = ""
    print("vault files: %d" % len(files))

    # -------------------------------------------------------------- queries.json
    qs = json.load(open(os.path.join(ROOT, "queries.json"), encoding="utf-8"))
    if len(qs) != 50:
        err("expected 50 questions, got %d" % len(qs))
    ids = [q["id"] for q in qs]
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    if ids != ["h%02d" % i for i in range(1, 51)]:
        err("ids are not h01..h50 in order")
    for i, q in enumerate(qs):
        for fld in ("id", "query", "gold", "kind", "gold_hint"):
            if fld not in q or q[fld] in ("", [], None):
                err("%s: missing field %s" % (q.get("id"), fld))
        want = KINDS[i // 5]
        if q["kind"] != want:
            err("%s: kind %s, expected %s" % (q["id"], q["kind"], want))
        if q["kind"] == "multi_source" and not (2 <= len(q["gold"]) <= 3):
            err("%s: multi_source needs 2-3 gold files" % q["id"])
        if len(set(q["gold"])) != len(q["gold"]):
            err("%s: duplicate gold path" % q["id"])
        for g in q["gold"]:
            if g not in files:
                err("%s: gold path does not exist: %s" % (q["id"], g))
        if set(q["gold"]) != set(KEYS.get(q["id"], {})):
            err("%s: gold list and answer-key files differ" % q["id"])

    # -------------------------------------------------------------- keys in gold
    for qid, per in KEYS.items():
        for g, keys in per.items():
            for k in keys:
                if norm(k) not in files.get(g, ""):
                    err("%s: key %r not found (decoded) in gold %s" % (qid, k, g))

    # -------------------------------------------------------------- encoded-only facts
    for qid, k in ENCODED_ONLY:
        variants = {k, strip_accents(k)}
        for rel, raw in raws.items():
            low = raw.lower()
            for v in variants:
                if v.lower().encode("utf-8") in low:
                    err("encoded-only key %r (%s) visible in raw bytes of %s" % (v, qid, rel))
        holders = [rel for rel, t in files.items() if norm(k) in t]
        if not holders:
            err("encoded-only key %r (%s) not found in any decoded file" % (k, qid))
    print("encoded-only facts: %d (%s)" % (len(ENCODED_ONLY), ", ".join(k for _, k in ENCODED_ONLY)))

    # -------------------------------------------------------------- multi-source uniqueness
    for q in qs:
        if q["kind"] != "multi_source":
            continue
        for g, keys in KEYS[q["id"]].items():
            for k in keys:
                others = [r for r, t in files.items() if r != g and norm(k) in t]
                if others:
                    err("%s: multi-source part %r of %s also in %s" % (q["id"], k, g, others))

    # -------------------------------------------------------------- stats
    print("eml: %(eml)d  (html-only %(html_only)d, multipart/alternative %(alternative)d, "
          "multipart/mixed %(mixed)d, replies %(replies)d, forwards %(forwards)d)" % STATS)
    print("eml leaf-part encodings: %s" % ", ".join("%s=%d" % kv for kv in sorted(STATS["cte"].items())))
    print("mbox messages: %(mbox_msgs)d" % STATS)
    print("ics: %(ics)d files, VEVENT %(vevent)d, VTODO %(vtodo)d" % STATS)

    # -------------------------------------------------------------- non-gold hits
    print("\nnon-gold files containing an answer key (review by hand):")
    n_hits = 0
    for q in qs:
        seen = set()
        for g, keys in KEYS[q["id"]].items():
            for k in keys:
                if k in seen:
                    continue
                seen.add(k)
                for rel in sorted(files):
                    if rel in q["gold"]:
                        continue
                    if norm(k) in files[rel]:
                        n_hits += 1
                        note = REVIEWED.get((q["id"], rel))
                        print("  %s  key %-26r  %s%s" % (q["id"], k, rel,
                              ("   [reviewed: %s]" % note) if note else "   [NOT REVIEWED]"))
                        if not note:
                            err("%s: unreviewed non-gold hit %s" % (q["id"], rel))
    if not n_hits:
        print("  (none)")

    print("\nnon-gold files matching a looser probe (distractors; each reviewed by hand):")
    n_loose = 0
    for q in qs:
        for k in LOOSE.get(q["id"], []):
            for rel in sorted(files):
                if rel in q["gold"] or norm(k) not in files[rel]:
                    continue
                n_loose += 1
                note = REVIEWED.get((q["id"], rel))
                if note is None:
                    print("  %s  probe %-20r %s   [NOT REVIEWED]" % (q["id"], k, rel))
                    err("%s: unreviewed loose hit %s (%r)" % (q["id"], rel, k))
    reviewed_used = {(q["id"], rel) for q in qs for k in LOOSE.get(q["id"], []) for rel in files
                     if rel not in q["gold"] and norm(k) in files[rel]}
    for (qid, rel), note in sorted(REVIEWED.items()):
        if (qid, rel) in reviewed_used:
            print("  %s  %-58s %s" % (qid, rel, note))
    print("  (%d probe hits, %d distinct (question, file) pairs, all reviewed)" % (n_loose, len(reviewed_used))
          if all(p in REVIEWED for p in reviewed_used) else "")

    print("\nRESULT: %s (%d error%s)" % ("OK" if not errors else "FAIL", len(errors),
                                        "" if len(errors) == 1 else "s"))
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
