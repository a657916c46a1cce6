#!/usr/bin/env python3
"""Writes ../queries.json (deterministic). Answer keys per gold file live in KEYS (used by check.py)."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

M = "mail/2025/"
FLIGHT = M + "06/2025-06-09_jade-horizon-flight-booking.eml"
HOTEL = M + "07/2025-07-04_hotel-lilac-sapporo-confirmation.eml"
SHIELD = M + "07/2025-07-15_harbourline-shield-renewal.eml"
TRAVEL = M + "11/2025-11-04_harbourline-travel-insurance.eml"
FWD = M + "09/2025-09-22_fwd-lab-audit-findings.eml"
CLOSE = M + "11/2025-11-20_audit-corrective-actions-status.eml"
NOTICE = M + "08/2025-08-12_east-zone-audit-notice.eml"
PRAC = M + "04/2025-04-10_prelim-chem-practical-arrangements.eml"
SWAP = M + "08/2025-08-19_re-prac-invigilation.eml"
TILE = M + "09/2025-09-05_re-tile-change.eml"
HACK = M + "09/2025-09-15_hacking-start-date-change.eml"
CLAIM3 = M + "11/2025-11-13_hupseng-progress-claim-3.eml"
ACCEPT = M + "03/2025-03-08_re-hupseng-quotation.eml"
BIEI = M + "10/2025-10-20_re-biei-private-tour.eml"
PTM = M + "11/2025-11-10_kai-ptm-slot.eml"
RESCHED = M + "11/2025-11-06_polyclinic-appointment-rescheduled.eml"
MBOX = "mail/lists/east-side-trekkers.mbox"
TG = "chats/telegram/result.json"
NILAR = "txt/for-nilar-mum-care.txt"
SITTER = "txt/house-sitting-dec-trip.txt"
FAM = "cal/family.ics"
SCHOOL = "cal/school-2025.ics"
HIKE = "cal/hiking-east-side-trekkers.ics"
JAN = "notes/long/2025-01-19-new-year-braindump.md"
JUN = "notes/long/2025-06-15-june-hols-ramble.md"
OCT = "notes/long/2025-10-26-term4-ramble.md"

# id, kind, query, {gold_path: [answer keys, any one must occur in the decoded text]}, hint
Q = [
    ("h01", "fact", "hokaido flight booking ref", {FLIGHT: ["K7QZ4M"]},
     "PNR K7QZ4M, only inside the base64 HTML of the Jade Horizon mail; hokkaido-2025.md only points to that email; hotel conf 58213-LS is a distractor"),
    ("h02", "fact", "my shield plan policy no", {SHIELD: ["HSP-4471-9082"]},
     "HSP-4471-9082, only in the base64 text attachment of Jason's Jul renewal mail; money-cpf-insurance.md just points to it; travel policy TRV-88213570 is a distractor"),
    ("h03", "fact", "Travel insurance policy number japan", {TRAVEL: ["TRV-88213570"]},
     "TRV-88213570 in the base64 certificate attached to the 4 Nov TravelSafe mail; Shield policy HSP-4471-9082 and hokkaido-2025.md (bought 4 Nov) are distractors"),
    ("h04", "fact", "lab safety audit reference number", {FWD: ["LSA-E3-2025-027"]},
     "LSA-E3-2025-027, inside the base64 forwarded findings mail (22 Sep); the notice's circular ref EZSO/2025/C-14 and the closure mail are distractors"),
    ("h05", "fact", "what model is mum's sugar meter", {NILAR: ["GlucoSure Duo 2"]},
     "GlucoSure Duo 2 (Nilar's care sheet); mum-health.md and the Jan braindump mention a glucometer without a model"),
    ("h06", "who", "polyclinc nurse who taught mum the diabetes stuff",
     {"notes/mum-health.md": ["Jenny Koh"], TG: ["Nurse Jenny"]},
     "Jenny Koh, diabetes nurse educator (mum-health.md; the chat calls her Nurse Jenny); Dr Farah Ismail and dietitian Priya Nair are distractors, the appointment mail names no nurse"),
    ("h07", "who", "aircon servicing guy contact", {"notes/home-admin.md": ["Frosty Aircon"]},
     "Ah Seng, Frosty Aircon Services, 9555 0147 (home-admin.md); Jan/June rambles mention aircon servicing without the name; Mr Tan is the electrician"),
    ("h08", "who", "biei tour driver name", {BIEI: ["Takeshi Mori"]},
     "Takeshi Mori, driver-guide, Blue Pond Private Tours (20 Oct mail); hokkaido-2025.md and Oct ramble mention the tour without the driver"),
    ("h09", "who", "insurance agent name and hp", {SHIELD: ["9555 0182"], "notes/money-cpf-insurance.md": ["9555 0182"]},
     "Jason Phua, Harbourline, 9555 0182 (Jul renewal mail signature + money note); rambles say just 'Jason' with no number; travel-insurance mail is automated"),
    ("h10", "who", "who's checking the flat while we're in japan",
     {SITTER: ["for Jun Hao"], TG: ["Jun Hao can"], OCT: ["Jun Hao will check on our flat"]},
     "Jun Hao, Xin's son (house-sitting sheet, family chat 7 Nov, Oct ramble); Mrs Chandran only holds the spare key; Mum + Nilar stay at Xin's"),
    ("h11", "where", "Kai PTM which classroom", {PTM: ["B3-05"], FAM: ["B3-05"]},
     "Classroom B3-05, Block B level 3, Tampines Grove Sec (Mr Goh's mail + family.ics); kai-sec2.md mentions the PTM without a room"),
    ("h12", "where", "prelim chem prac session 2 which lab", {PRAC: ["Chem Lab 2 (C3-04)"]},
     "Chem Lab 2 (C3-04), per the 10 Apr HOD mail; Session 1 is C3-02; school ics only says 'Block C Level 3'; chem-practical-prelim.md points to the mail; audit mails list C3-04 for other reasons"),
    ("h13", "where", "sapporo hotel address", {HOTEL: ["Kita 3-jo Nishi 4-chome"]},
     "Hotel Lilac Sapporo, Kita 3-jo Nishi 4-chome 1-8, Chuo-ku (base64 parts of the 4 Jul mail); hokkaido-2025.md only says near Sapporo stn"),
    ("h14", "where", "ubin hike meeting pt", {MBOX: ["Changi Point Ferry Terminal"], HIKE: ["Changi Point Ferry Terminal"]},
     "Changi Point Ferry Terminal, 7am, Sat 1 Nov (list mail 25 Oct + the Nov override in the hiking ics); hiking note just says 'bumboat'"),
    ("h15", "where", "mum spare test strips kept where", {NILAR: ["top drawer of the TV console"]},
     "Top drawer of the TV console, blue Tupperware box (Nilar's care sheet); glucose tablets are in handbag/bedside, not the strips"),
    ("h16", "event_time", "when do hacking works start kitchen", {HACK: ["13 October 2025"]},
     "Mon 13 Oct 2025, 9am (Alvin's base64 mail of 15 Sep); kitchen-reno.ics, kitchen-reno.md and the 5 Sep tile mail still say 29 Sep"),
    ("h17", "event_time", "mum next polyclinic appt", {RESCHED: ["09 Dec 2025"], FAM: ["2025-12-09T09:40"]},
     "Tue 9 Dec 2025 09:40, Tampines Polyclinic L1 Clinic A (reschedule mail + family.ics); old slot 2 Dec 08:50; earlier appointments 3 Mar / 10 Jun / 14 Oct"),
    ("h18", "event_time", "east zone lab audit date",
     {NOTICE: ["18 September 2025"], SCHOOL: ["2025-09-18T09:00"], "notes/lab-safety-audit.md": ["Thu 18 Sep"]},
     "Thu 18 Sep 2025, 0900-1200 (notice mail, school ics, lab-safety-audit.md); July minutes say 'date TBC'; closure mail deadline 12 Dec is a distractor"),
    ("h19", "event_time", "what time our flight to sapporo", {FLIGHT: ["Fri 12 Dec 2025, 22:40"], FAM: ["2025-12-12T22:40"]},
     "OA 612 departs Fri 12 Dec 2025 22:40 from Changi T1 (base64 booking mail + family.ics); hokkaido-2025.md only says night flight; return 21 Dec 10:30"),
    ("h20", "event_time", "Science dept mtg how often, which day",
     {SCHOOL: ["INTERVAL=2"], JAN: ["Fortnightly dept meeting"]},
     "Every 2nd Wednesday 14:30 in C2-01 (school ics RRULE INTERVAL=2;BYDAY=WE, also decided in the Jan braindump); the July minutes just say 'per the dept calendar'"),
    ("h21", "multi_source", "how much more we owe alvin for the kitchen",
     {TILE: ["S$19,450.00"], "data/kitchen-reno-payments.csv": ["HS-INV-25-109"]},
     "Revised contract S$19,450 (5 Sep mail) minus paid 1,860+5,835+3,890+5,835=17,420 (payments csv) = S$2,030; old quote 18,600 in kitchen-reno.md; claim-3 mail has only one claim"),
    ("h22", "multi_source", "japan flight + hotel confirmation numbers", {FLIGHT: ["K7QZ4M"], HOTEL: ["58213-LS"]},
     "Flight PNR K7QZ4M (Jade Horizon mail) + hotel confirmation 58213-LS (Hotel Lilac mail), both base64; hokkaido-2025.md only points to them"),
    ("h23", "multi_source", "prac exam session 2 room and who ended up invigilating",
     {PRAC: ["Chem Lab 2 (C3-04)"], SWAP: ["Kavitha and she has agreed"]},
     "Room C3-04 (10 Apr mail, which still lists Benjamin Ho) + Kavitha Rajan took Ben's Session 2 slot (19 Aug reply); chem-practical-prelim.md points to the mail"),
    ("h24", "multi_source", "lab audit findings + deadline for the one still open",
     {FWD: ["0.32 m/s"], CLOSE: ["12 December 2025"]},
     "5 findings (eyewash log, expired reagents, spill kit neutraliser, FH-2 0.32 m/s, flammables label) in the base64 forward; item 4 FH-2 still open, cert due Fri 12 Dec 2025 (20 Nov mail); lab-safety-audit.md has vendor date 3 Dec only"),
    ("h25", "multi_source", "dec hike who's leading and where to meet",
     {MBOX: ["Faizal will lead"], HIKE: ["Chestnut Nature Park (South) carpark"]},
     "Faizal Rahim leads (list mail 15 Nov, which says the route is in the invite) + Chestnut Nature Park (South) carpark, Sat 6 Dec 7am (hiking ics override); hiking note/Jan braindump only say Faizal 'can lead'"),
    ("h26", "decision", "final choice kitchen floor tiles",
     {"notes/kitchen-tiles.md": ["anti-slip R11"], TILE: ["anti-slip R11"]},
     "Reversed: terrazzo Bianco (Mar, accept mail, June ramble, reno ics) -> Hoe Kee Stone Grey 300x600 matte R11 (kitchen-tiles.md + Alvin's 5 Sep mail); Hoe Kee promo is a distractor"),
    ("h27", "decision", "gas or induction hob?",
     {"notes/kitchen-reno.md": ["Decided (Apr): induction"], TG: ["Ok we go induction"]},
     "Induction (Kuchen KIH-3602), decided 5 Apr in the family chat and recorded in kitchen-reno.md; Jan braindump 'haven't decided'; jsonl pots question is a distractor"),
    ("h28", "decision", "are we driving in hokkaido", {"notes/hokkaido-2025.md": ["No self-drive"]},
     "No self-drive, decided 2 Oct: JR + private Biei tour (hokkaido-2025.md); June ramble (Darren wants to rent a car), ChatGPT winter-driving chat and Darren's link are distractors"),
    ("h29", "decision", "which reno contractor did we pick",
     {ACCEPT: ["go ahead with Hup Seng"], "notes/kitchen-reno.md": ["Chosen: Hup Seng"]},
     "Hup Seng Reno & Build (Alvin Chua): Mei's 8 Mar acceptance reply + kitchen-reno.md; Nest & Co (21,300) and Kwong Fatt (16,900) quotes are distractors; chat only discusses"),
    ("h30", "decision", "what did dept decide sec 3 titration kits",
     {"notes/dept/science-dept-meeting-2025-07-28.md": ["microscale kits from 2026"]},
     "Sec 3 titration practicals move to microscale kits from 2026, Sec 4 stays full-size (28 Jul minutes); school ics todo and Jan/Oct rambles only mention quotes/ideas/trial"),
    ("h31", "temporal_current", "mum metformin dose now", {TG: ["Metformin XR 1000mg"], NILAR: ["Metformin XR 1000mg"]},
     "Now Metformin XR 1000mg once daily after dinner since 15 Oct (family chat 14 Oct + Nilar sheet); old: 250mg 2x (Feb), 500mg 2x (Jun) in mum-health.md, daily 2025-02-11, June ramble"),
    ("h32", "temporal_current", "kitchen handover date", {CLAIM3: ["28 Nov 2025"]},
     "Fri 28 Nov 2025 (claim-3 mail, 13 Nov); older: 31 Oct (kitchen-reno.ics/.md), ~14 Nov (15 Sep mail, Oct ramble 'mid-Nov'); chat only says 'end of the month'"),
    ("h33", "temporal_current", "WiFi pw now", {TG: ["Guppy&Kopi-2025"], SITTER: ["Guppy&Kopi-2025"]},
     "TanLim_Mesh / Guppy&Kopi-2025 since 13 Sep (Darren in chat + house-sitting sheet); old TanLim_Home / TanLim1234home in home-admin.md"),
    ("h34", "temporal_current", "mum latest HbA1c", {TG: ["HbA1c 6.8%"], OCT: ["HbA1c is 6.8%"]},
     "6.8% on 14 Oct (family chat + Oct ramble); older 7.4% (Jan/Feb) and 7.1% (Jun) in mum-health.md, daily 02-11, June ramble; glucose csv is mmol/L, not HbA1c"),
    ("h35", "temporal_current", "what time do hikes start now", {MBOX: ["7.00am sharp"], HIKE: ["2025-06-07T07:00"]},
     "7.00am since June (list mail 28 May + hiking ics series from 7 Jun); old 7.30am in hiking note, Jan list mail and Jan braindump"),
    ("h36", "open_loop", "cpf nomination done?", {"notes/money-cpf-insurance.md": ["STILL not done"]},
     "Not done yet, to do before Japan (money note, updated 18 Nov); Darren has done his; CPF newsletter, Xin's RSTU mail and phone-assistant chat are about top-ups"),
    ("h37", "open_loop", "wat alvin still need to fix in kitchen", {"notes/daily/2025-11-21.md": ["chipped quartz end piece"]},
     "Quartz end piece replacement, sink silicone redo, top cabinet hinge, leave a box of tiles (daily 21 Nov); chat only says 'few small defects'; claim-3 mail is about the delay"),
    ("h38", "open_loop", "kai subject combi form submitted?", {"notes/kai-sec2.md": ["deadline 1 Dec"], OCT: ["Subject combination decision is due"]},
     "Not submitted, Kai still undecided (pure chem+phys vs combined sci); Parents Gateway deadline 1 Dec (kai-sec2.md, 17 Nov) and 'due end Nov/early Dec, wavering' (Oct ramble); PTM mail only says the form comes after the PTM"),
    ("h39", "open_loop", "japan trip things not booked yet", {"notes/hokkaido-2025.md": ["[ ] JR Sapporo"]},
     "Unticked: JR Sapporo-Furano seats, Kai boots/thermals, yen, phone data, Otaru dinner 18th, Mum's meds pack (hokkaido-2025.md); family.ics meds todo and Oct ramble list are partial/older"),
    ("h40", "open_loop", "mum eye screening booked?", {TG: ["Aiyo not yet"], OCT: ["haven't booked yet"]},
     "Not booked: Mei promised to call (14 Oct), still 'not yet' on 29 Oct (family chat) and in the Oct ramble; mum-health.md only lists it as a question; phone-assistant chat asks about MediSave"),
    ("h41", "preference", "mum refuses brown rice what does she eat instead", {"notes/mum-recipes-lowGI.md": ["1/3 red rice"]},
     "White rice mixed with ~1/3 red rice ('pink rice'), or half cauliflower rice (recipes note); Nilar sheet just says half bowl; chat says buy red rice without the preference"),
    ("h42", "preference", "what kai wants to try in the snow", {JUN: ["snowboarding**, not skiing"]},
     "Snowboarding (a proper half-day lesson), not skiing (June ramble); travel insurance cert covers winter sports; Oct ramble 'snow parks'"),
    ("h43", "preference", "which trails ok for uncle patrick's knees", {"notes/hiking-east-side-trekkers.md": ["Prefers flat routes"]},
     "Flat routes: Coney Island, Ubin, park connectors, MacRitchie boardwalk; avoid Bukit Timah summit steps / Henderson stairs (hiking note); his list reply is about 7am and his grandson"),
    ("h44", "preference", "what books do i hate reading", {"notes/reading-list.md": ["self-help / productivity books"]},
     "Self-help / productivity books (reading-list.md); likes fiction, science/history non-fiction"),
    ("h45", "preference", "darren seat pref on planes", {JAN: ["always wants the aisle"]},
     "Aisle seat, long legs + toilet trips; Mei likes window (Jan braindump); flight mail says seats at check-in"),
    ("h46", "vague", "what did the AI say about grout", {"chats/chatgpt/conversations.json": ["epoxy grout"]},
     "ChatGPT recommended epoxy grout (stain-resistant, no sealing) or dark polymer cement + sealer; kitchen-tiles.md only points to the chat; Alvin's mail says grout dark grey"),
    ("h47", "vague", "that blue crystals molar mass i looked up", {"chats/quick-questions.jsonl": ["249.7"]},
     "CuSO4.5H2O = 249.7 g/mol (quick-questions.jsonl, 29 Apr); other jsonl chemistry lines are distractors"),
    ("h48", "vague", "rotten egg smell lab incident", {OCT: ["hydrogen sulfide"]},
     "H2S from acid on an old sulfide sample in Lab 2, Kavitha's Sec 3 class, evacuated (Oct ramble); jsonl H2S threshold line is a distractor"),
    ("h49", "vague", "that big bird i saw at the park", {"notes/daily/2025-05-20.md": ["hornbill"]},
     "Pair of oriental pied hornbills at Pasir Ris Park (daily 2025-05-20); NatureWays newsletter (otters, kingfishers) is a distractor"),
    ("h50", "vague", "japan data thing someone on the hiking list recommended", {MBOX: ["KumoSIM"]},
     "Grace Tay: KumoSIM eSIM, 15GB/15 days ~S$21, install before flying (list reply 16 Nov); hokkaido-2025.md only points to it"),
]

KEYS = {qid: keys for qid, _k, _q, keys, _h in Q}


def main():
    out = [{"id": qid, "query": q, "gold": list(keys.keys()), "kind": kind, "gold_hint": hint}
           for qid, kind, q, keys, hint in Q]
    with open(os.path.join(os.path.dirname(HERE), "queries.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print("wrote %d queries" % len(out))


if __name__ == "__main__":
    main()
