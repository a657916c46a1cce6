#!/usr/bin/env python3
"""Questions + answer keys for the `jorge` set.  Run directly to (re)write ../queries.json.

GOLD maps vault-relative path -> list of answer-key strings that must ALL occur (case-insensitive) in the
decoded text of that file.  ENCODED_ONLY keys must be absent from the raw bytes of every file in the vault.
"""
import json
import os

M = "mail/"
GC = "chat/Takeout/Google Chat/Groups/Space AAAAvCaTq1c/messages.json"
WORK = "calendar/vca-work.ics"
FAM = "calendar/family.ics"
FLEET = "calendar/fleet-2026.ics"
MBOX = "mail/lists/alamo-city-smoke-society.mbox"
BELLA = M + "2025/10/2025-10-02_bella-quince-deposit.eml"
WARR = M + "2025/06/2025-06-20_coolmark-warranty-claim.eml"
RXS = M + "2025/12/2025-12-02_rxsure-welcome.eml"
EST = M + "2025/10/2025-10-24_ernies-estimate-chevy.eml"
QUINTA = M + "2025/11/2025-11-12_quinta-las-palmas-confirmacion.eml"
GLORIA = M + "2025/10/2025-10-09_medicare-counseling-appointment.eml"
SWITCH = M + "2025/11/2025-11-06_re-lo-del-salon.eml"
DJ = M + "2026/02/2026-02-09_dj-booking-confirmation.eml"
DENISE = M + "2026/02/2026-02-23_re-whats-still-open.eml"
PLAN = "notes/quince/quince-planning.md"
CHECK = "notes/quince/quince-checklist.md"

ENCODED_ONLY = ["BQ-20931", "WC-558213", "RXS-40217736", "1,287.40", "Ibáñez"]

Q = [
    # ---------------------------------------------------------------- fact
    ("h01", "fact", "bella quince dress deposit reciept number", {BELLA: ["BQ-20931"]},
     "BQ-20931 - only inside the base64 receipt attachment; quince-checklist.md and the Oct journal only say the receipt is in the email"),
    ("h02", "fact", "coolmark warranty claim # hernandez compresser", {WARR: ["WC-558213"]},
     "WC-558213 - only in the base64 body of Coolmark's claim acknowledgment; Denise's open-items mail, vca-work.ics todo and the ledger mention the claim without the number"),
    ("h03", "fact", "ama part d member ID", {RXS: ["RXS-40217736"]},
     "RXS-40217736 (RxSure Value PDP) - only in the base64 HTML welcome mail; medicare-notes.md and the iPad how-to mention the plan/card but not the ID"),
    ("h04", "fact", "how much did ernie quote for the chevy transmision", {EST: ["1,287.40"]},
     "$1,287.40 estimate (base64 attachment E-10391); distractor: fleet-log.csv final invoice $1,342.18"),
    ("h05", "fact", "house alarm code for the dog sitter", {"home/house-sitter-sheet.txt": ["5190"]},
     "5190 then OFF (AWAY to set); shop-instructions only says 'you know the code'"),
    # ---------------------------------------------------------------- who
    ("h06", "who", "who's the event coordinator at the helotes venue", {QUINTA: ["Ibáñez"]},
     "Ximena Ibáñez (surname only decodable from the QP body / RFC2047 header); planning note only says her info is in her email; walkthrough mail says only 'the coordinator'"),
    ("h07", "who", "last name of the temp tech from july", {GC: ["Marco Ybarra"], "notes/journal/2025-06-28-brain-dump.md": ["Marco Ybarra"]},
     "Marco Ybarra, Ray's buddy, W-2 temp July-Aug 2025; ledger, Ray vacation reply and the June to-do list say only 'Marco'"),
    ("h08", "who", "lady helping mom with medicare counseling", {GLORIA: ["Gloria Reyna"], FAM: ["Gloria Reyna"], "notes/mom/medicare-notes.md": ["Gloria Reyna"]},
     "Gloria Reyna, SHIP counselor (Bexar Senior Benefits Counseling); the AI medicare chat and Oct journal mention a SHIP counselor without a name"),
    ("h09", "who", "which compadre is paying for sofi's cake", {PLAN: ["Rudy Garza"]},
     "compadre Rudy Garza (padrino de pastel, with Yoli); food-and-cake.md mentions the padrino de pastel without naming him; house-sitter sheet mentions Rudy & Yoli's daughter"),
    ("h10", "who", "commercial auto insurance agent for the vans", {M + "2025/03/2025-03-24_hill-country-ins-renewal.eml": ["Kathy Lin"]},
     "Kathy Lin, Hill Country Insurance Group; fleet-notes/fleet ics name only the agency; chat/daily notes say just 'Kathy'"),
    # ---------------------------------------------------------------- where
    ("h11", "where", "address for the quince place in helotes", {QUINTA: ["14820 Scenic Loop"], PLAN: ["14820 Scenic Loop"]},
     "Quinta Las Palmas, 14820 Scenic Loop Rd, Helotes TX 78023; family.ics and the DJ mail say only 'Helotes'; Los Arcos (Culebra Rd) is the old venue"),
    ("h12", "where", "where's the bbq club meeting in march", {MBOX: ["Alamo Ice House"]},
     "back patio of the Alamo Ice House on S. Flores, Thu 3/12 7 PM; bbq.ics recurring meetup has no location; April meetup was at Hank's (911 Pecan Valley Dr)"),
    ("h13", "where", "where was amá's medicare appt", {GLORIA: ["Guadalupe Senior Center"], FAM: ["Guadalupe Senior Center"]},
     "Guadalupe Senior Center, Room 3, 1801 W. Guadalupe St.; medicare-notes.md has the date/counselor but no place"),
    ("h14", "where", "where r the spare van keys at the shop", {"shop/shop-instructions-for-techs.txt": ["gray lockbox", "parts cabinet"]},
     "gray lockbox inside the tall parts cabinet by the copper rack, code 2719; fleet-notes.md only points to the instructions sheet"),
    ("h15", "where", "where does mom keep her medicare card", {"mom/como-entrar-medicare-mama.txt": ["china cabinet"]},
     "blue folder, top drawer of the china cabinet (la vitrina); Jan journal says Lupe put the new cards in the blue folder (no location)"),
    # ---------------------------------------------------------------- event_time
    ("h16", "event_time", "VAN 1 transit inspection date", {M + "2026/02/2026-02-20_ernies-van1-inspection-moved.eml": ["3/3", "10:30"]},
     "Tue 3/3/2026 10:30 AM at Ernie's (moved by mail); stale fleet-2026.ics still says Tue 2/24 8:00 AM"),
    ("h17", "event_time", "sofia last dress fitting when", {FAM: ["FINAL fitting", "2026-04-18T11:00"]},
     "Sat 4/18/2026 11:00 AM at Bella Quince; fitting #1 was 2/7/2026; checklist says only 'on the calendar'"),
    ("h18", "event_time", "Tyler NATE class dates", {WORK: ["NATE", "2026-02-24"], GC: ["NATE", "Feb 24-26"]},
     "Tue-Thu Feb 24-26, 2026 in Austin; Jan journal says only 'sometime in February'"),
    ("h19", "event_time", "venue walkthru with the DJ what day", {FAM: ["walkthrough", "2026-03-14T10:00"], M + "2026/02/2026-02-12_re-walkthrough.eml": ["3/14", "10am"]},
     "Sat 3/14/2026 10 AM; Quinta mail only suggests March; daily 2/25 says 'coming up'"),
    ("h20", "event_time", "what time is the monday meeting w/ the techs", {WORK: ["huddle", "T07:00"], "shop/shop-instructions-for-techs.txt": ["7:00 AM"]},
     "Mondays 7:00-7:30 AM at the shop (Tuesday when Monday is a holiday, e.g. 9/2/2025 override)"),
    # ---------------------------------------------------------------- multi_source
    ("h21", "multi_source", "quince deposits paid venue + dress", {QUINTA: ["depósito de $1,500"], BELLA: ["deposit of $400.00"]},
     "venue deposit $1,500 to Quinta Las Palmas (QP mail) + dress deposit $400 to Bella Quince; distractors: Los Arcos $800 deposit/$400 refund"),
    ("h22", "multi_source", "chevy tranny estimate vs what we actually paid", {EST: ["1,287.40"], "vans/fleet-log.csv": ["1342.18"]},
     "quoted $1,287.40 (Ernie's estimate attachment) vs paid $1,342.18 on 10/29/2025 (fleet log)"),
    ("h23", "multi_source", "ray vacation week 2025 and who covered on-call", {WORK: ["Port A", "2025-07-21"], M + "2025/07/2025-07-16_re-my-week-off.eml": ["carry the on-call phone myself"]},
     "Ray PTO 7/21-7/25/2025 (work calendar, on-call EXDATE) + Jorge carried the on-call phone, Marco rode with Tyler (reply mail)"),
    ("h24", "multi_source", "sold the promaster how much and who bought it", {"vans/fleet-log.csv": ["9200.00"], "notes/daily/2025-12-13.md": ["Dale Pruitt"]},
     "$9,200 (fleet log 12/13/2025) to Dale Pruitt from Floresville (daily note); fleet-notes asking price $9,900 is a distractor"),
    ("h25", "multi_source", "bulverde cookoff entry fee and where we placed", {M + "2025/09/2025-09-29_bulverde-brisket-bash-registration.eml": ["$150"], MBOX: ["7th"]},
     "entry fee $150 (HTML registration receipt) + 7th of 42 in brisket (club list results); daily note 10/19 has no result"),
    # ---------------------------------------------------------------- decision
    ("h26", "decision", "did we switch quince venue why", {SWITCH: ["switching the quince to Quinta Las Palmas", "180"], PLAN: ["SWITCHED to Quinta Las Palmas", "180"]},
     "reversed: Los Arcos (picked 9/13) -> Quinta Las Palmas on 11/6 because list ~220 > 180 capacity and Los Arcos double-booked the back salon; distractors: daily 2025-09-13, Los Arcos deposit mail, Aug options"),
    ("h27", "decision", "why did we pick memo over the cheaper dj", {PLAN: ["over Sonido Fuego", "cold sparks", "answers his phone"]},
     "booked DJ Memo (Memo Beats SA) over Sonido Fuego ($900) because Memo does the vals intro + cold sparks and answers his phone (planning note decision log); venue-options-aug has both quotes but no decision; DJ confirmation mail has the package only"),
    ("h28", "decision", "mom medigap vs advantage what did we pick", {"notes/mom/medicare-notes.md": ["Medigap Plan G (Lone Star Mutual)"]},
     "left Alamo Senior Advantage HMO -> Medigap Plan G (Lone Star Mutual) + RxSure Value Part D, decided 10/28/25; the AI chat only explains G vs N"),
    ("h29", "decision", "which supplier are we ordering 3 ton condensers from now", {M + "2026/02/2026-02-03_re-spring-condenser-order.eml": ["Lone Star for the 3-ton"]},
     "Lone Star Climate for 3-ton Coolmarks from the spring order ($75/unit less, free delivery), Alamo kept for parts; Lone Star quote mail and Alamo price mails are distractors"),
    ("h30", "decision", "do we hire a 3rd tech or not", {"notes/business/hiring-third-tech.md": ["Not hiring now", "April"]},
     "not hiring now; revisit in April before summer rush, Tyler raise to $26/hr after NATE; Jan journal is still undecided"),
    # ---------------------------------------------------------------- temporal_current
    ("h31", "temporal_current", "Alamo supply price 3-ton coolmark now", {M + "2026/01/2026-01-06_alamo-supply-2026-pricing.eml": ["2,115"]},
     "$2,115 from 1/12/2026 (HTML-only mail); older: $1,845 (Mar 2025 mail, June journal), $1,960 (July mail, suppliers.md); Lone Star $2,040 is another supplier"),
    ("h32", "temporal_current", "who has the on call phone this week", {GC: ["Ray has the on-call phone"]},
     "Ray (week of 2/23/2026, swapped with Tyler for the NATE class) - Google Chat 2/19; vca-work.ics rotation still shows Tyler that week"),
    ("h33", "temporal_current", "how many ppl are we inviting to sofi's quince", {PLAN: ["2/22/26: 236"]},
     "236 as of 2/22/26 (planning note); older: ~180 (Aug options/mail), 200 (Oct journal), ~220 (switch mail)"),
    ("h34", "temporal_current", "what pharmacy does mom use now", {"notes/daily/2026-01-09.md": ["H-E-B pharmacy"]},
     "H-E-B pharmacy at Bandera & 1604 since 1/9/2026; medicare-notes.md, June journal and the iPad how-to still say Walgreens on Culebra"),
    ("h35", "temporal_current", "service call fee now", {"notes/business/pricing-2026.md": ["**$99**"], GC: ["fee is $99"]},
     "$99 since 1/1/2026 (was $89); ledger rows and June journal show $89"),
    # ---------------------------------------------------------------- open_loop
    ("h36", "open_loop", "how much do we still owe dj memo", {DJ: ["$700"], FAM: ["$700", "NEEDS-ACTION"]},
     "$700 balance due by 5/1/2026 (deposit $500 paid 2/9) - DJ mail + open VTODO; checklist only says 'pay the DJ the rest'"),
    ("h37", "open_loop", "quince stuff still not done", {CHECK: ["photographer", "invitations"], FAM: ["photographer", "invitations"], PLAN: ["not booked yet", "not ordered yet"]},
     "open: invitations, photographer/video, shoes, vests, DJ balance, venue balance, caterer tasting (checklist + family.ics VTODOs + planning-note budget 'not booked/ordered yet'); Jan journal only says Marisol's list is long"),
    ("h38", "open_loop", "did coolmark ever pay the warranty credit", {DENISE: ["412.50", "still not"], WORK: ["Coolmark", "NEEDS-ACTION"]},
     "no - $412.50 labor allowance still unpaid as of 2/23/2026, Jorge must call (Denise mail + work VTODO); June claim mail shows only 'pending'"),
    ("h39", "open_loop", "mom extra help application status", {FAM: ["Extra Help", "NEEDS-ACTION"], "notes/daily/2026-02-25.md": ["no letter from SSA", "Extra Help"]},
     "applied 12/15/25, still no SSA letter as of 2/25/26, call SSA (family VTODO + daily note); medicare-notes only says 'apply in Dec'"),
    ("h40", "open_loop", "did we renew the express tags yet", {FLEET: ["registration", "NEEDS-ACTION"], DENISE: ["registration expires 3/31"]},
     "not yet - Van 2 registration expires 3/31/2026, needs inspection first, not scheduled; Van 1 inspection (Ernie) is a different van"),
    # ---------------------------------------------------------------- preference
    ("h41", "preference", "what wood do i like for brisket", {"notes/bbq/brisket-log.md": ["Post oak only for brisket"], "notes/journal/2025-10-05-late-night-thoughts.md": ["for brisket it's post oak"]},
     "post oak (pecan a little for color), never mesquite for brisket; mbox group-buy and smoker-mods only mention buying wood; Hank likes hickory"),
    ("h42", "preference", "what kind of van do i want next", {"chat/assistant/work-van-options-2025-12.json": ["I want another Transit high roof"], "notes/journal/2026-01-04-new-year-ramble.md": ["another Ford Transit, high roof"]},
     "another Ford Transit high roof, 148in wheelbase; done with low-roof vans (Express); fleet-notes only lists current vans"),
    ("h43", "preference", "how do i want the guys to send job pics", {GC: ["pic of the data plate", "posted HERE"], "notes/business/install-standards.md": ["Data plate pics + before/after pics to the group chat"]},
     "data-plate + before/after photos posted in the techs' group chat before leaving, not by text/email"),
    ("h44", "preference", "thermostat i prefer to install", {"notes/business/install-standards.md": ["ThermaPro 5200"]},
     "ThermaPro 5200 plain programmable; dislikes app-only Wi-Fi thermostats (callbacks)"),
    ("h45", "preference", "what music did i want for the father daughter waltz", {"notes/journal/2025-10-05-late-night-thoughts.md": ["mariachi"]},
     "live mariachi for the vals, DJ for the rest; DJ mail/planning note mention the vals intro and sparks only"),
    # ---------------------------------------------------------------- vague
    ("h46", "vague", "what did my sister say about amá's house", {M + "2025/12/2025-12-10_re-como-esta-ama.eml": ["techo", "Beto"]},
     "Lupe: kitchen roof leaking over the stove, cousin Beto can fix it in Jan for $650 materials, insurance won't cover (Spanish mail); Jan journal only points to 'the thing Lupe emailed'"),
    ("h47", "vague", "meat stuck at same temp for hours", {"chat/chatgpt/conversations.json": ["butcher paper"]},
     "the brisket stall (158F) - wrap in butcher paper / Texas crutch, bump pit to 275 (ChatGPT, edited branch); brisket-log only says 'see chatgpt'"),
    ("h48", "vague", "lady whose dog went after tyler", {GC: ["Pruneda's pitbull"]},
     "Mrs. Pruneda, Alamo Heights (pitbull, 8/12/2025); Oct journal mentions the Alamo Heights lady with the dog without a name; ledger/calendar list Pruneda without the dog"),
    ("h49", "vague", "cake place my wife liked", {"notes/quince/food-and-cake.md": ["La Estrella"]},
     "Panadería La Estrella on S. Zarzamora (tres leches); H-E-B bakery and a TikTok bakery were the other tastings"),
    ("h50", "vague", "can i write off a work truck all at once", {"chat/quick-questions.jsonl": ["Section 179"]},
     "Section 179 expensing (cargo van >6,000 lb GVWR), confirm with CPA; van-options AI chat doesn't cover taxes"),
]

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current",
         "open_loop", "preference", "vague"]


def queries():
    return [{"id": i, "query": q, "gold": list(g.keys()), "kind": k, "gold_hint": h} for i, k, q, g, h in Q]


if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "queries.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(queries(), f, indent=2, ensure_ascii=False)
        f.write("\n")
    print("wrote", os.path.normpath(out), len(Q), "questions")
