# -*- coding: utf-8 -*-
"""Questions, gold files and answer keys. `python gen/queries_src.py` writes ../queries.json.
KEYS: per query, alternatives; every gold file must contain at least one (after decoding)."""
import json
import os

E = {  # short names -> vault paths
    "E1": "mail/2024/04/2024-04-09_paynomad-case.eml",
    "E2": "mail/2024/04/2024-04-12_postmortem-invite.eml",
    "E3": "mail/2024/04/2024-04-18_re-postmortem-actions.eml",
    "E4": "mail/2024/05/2024-05-20_dala-bank-schedule.eml",
    "E5": "mail/2024/06/2024-06-03_ctd-talk-accepted.eml",
    "E6": "mail/2024/06/2024-06-14_shanyrak-preapproval.eml",
    "E10": "mail/2024/08/2024-08-28_re-loadbeam-vendor-review.eml",
    "E11": "mail/2024/09/2024-09-04_re-load-testing-decision.eml",
    "E12": "mail/2024/09/2024-09-10_clinic-operation-date.eml",
    "E13": "mail/2024/09/2024-09-12_ctd-schedule-change.eml",
    "E14": "mail/2024/09/2024-09-16_stresslab-agreement.eml",
    "E15": "mail/2024/10/2024-10-01_hotel-booking-tbilisi.eml",
    "E16": "mail/2024/10/2024-10-15_dala-early-repayment.eml",
    "E17": "mail/2024/10/2024-10-21_hr-offers-accepted.eml",
    "E18": "mail/2024/11/2024-11-05_fwd-ast1-course.eml",
    "E20": "mail/2024/12/2024-12-03_meyirim-new-carer.eml",
    "E22": "mail/2025/01/2025-01-09_vershina-reservation.eml",
    "E23": "mail/2025/01/2025-01-27_shanyrak-extension.eml",
    "E24": "mail/2025/02/2025-02-05_re-trip-meeting-point.eml",
    "E25": "mail/2025/02/2025-02-12_egov-pension.eml",
    "MB": "mail/lists/almaty-skitour.mbox",
    "N1": "notes/work/release-2.14-postmortem.md",
    "N3": "notes/work/hiring-qa-2024.md",
    "N5": "notes/work/1on1-notes.md",
    "N6": "notes/money/car-loan.md",
    "N7": "notes/money/apartment-fund.md",
    "N10": "notes/ski/gear-list.md",
    "N11": "notes/family/ajeke-hip-surgery.md",
    "N12": "notes/family/ajeke-pension-docs.md",
    "N14": "journal/2024-09-25.md",
    "N15": "journal/2025-02-17.md",
    "N16": "notes/ramble-2024-06-midyear.md",
    "N17": "notes/ramble-2024-11-everything.md",
    "N18": "notes/ramble-2025-01-winter.md",
    "N19": "notes/reading-and-podcasts.md",
    "N20": "notes/work/tbilisi-trip-logistics.md",
    "T1": "txt/flat-sitter-sheet.txt",
    "T2": "txt/carer-instructions-ru.txt",
    "C1": "finance/car-loan-payments.csv",
    "C2": "training/ski-fitness-log.csv",
    "I1": "calendars/work.ics",
    "I2": "calendars/personal.ics",
    "I3": "calendars/ajeke-care.ics",
    "I4": "calendars/tbilisi-ctd-2024.ics",
    "CH1": "chats/chatgpt/conversations.json",
    "CH2": "chats/assistant-export.json",
    "CH3": "chats/quick-questions.jsonl",
    "CH4": "chats/telegram/ChatExport_2025-02-16/messages.html",
}

Q = [
    # ---- fact
    ("h01", "fact", "paynomad case # for the double charge", ["E1"], ["PN-CASE-77812"],
     "PN-CASE-77812 (PayNomad support mail 9 Apr 2024); post-mortem note only points to 'the PayNomad support mail'"),
    ("h02", "fact", "mortgage pre-approval reference nr", ["E6"], ["PA-2406-88417"],
     "PA-2406-88417, only inside the base64 attachment of the Shanyrak bank mail; extension mail and apartment note don't carry it"),
    ("h03", "fact", "stresslab contract no", ["E14"], ["SL-2024-KZ-0391"],
     "SL-2024-KZ-0391, only in the base64 attachment agreement-summary.txt; quote/decision mails and vendor note are distractors"),
    ("h04", "fact", "номер договора автокредит", ["E4"], ["АК-2023/55120"],
     "АК-2023/55120 (Dala Bank schedule mail, base64 body); car-loan.md, CSV and early-repayment mail have no contract number"),
    ("h05", "fact", "tbilisi hotel booking code", ["E15"], ["TBS-5K2Q9"],
     "TBS-5K2Q9 (Sololaki Terrace HTML confirmation); trip logistics note only says 'confirmation in mail'"),
    # ---- who
    ("h06", "who", "who in infosec blocked loadbeam", ["E10"], ["Saule Bekova"],
     "Saule Bekova, Information Security Lead (vendor review reply 28 Aug); vendor note (review still pending) and work.ics attendee are distractors"),
    ("h07", "who", "kto operiroval ajeke", ["E12", "N11", "N14", "T2"], ["Жумабеков", "Zhumabekov"],
     "surgeon Zhumabekov Serik Maratovich (clinic mail full name; hip note, surgery-day journal, carer instructions)"),
    ("h08", "who", "name of the junior automation tester we hired", ["E17", "N3"], ["Ruslan Kim"],
     "Ruslan Kim, Junior QA Automation (HR offers mail, hiring note); Asel Zhaksylykova withdrew, Nurbol rejected; work.ics only 'R. Kim' interview/'Ruslan K.' onboarding"),
    ("h09", "who", "who covered for me during the georgia conference", ["N20", "N5"], ["Timur Akhmetov covers", "covered for me"],
     "Timur Akhmetov covered QA lead duties 16-19 Oct (trip logistics note; 1:1 note 'he covered for me in October'); Bakhyt only escalations"),
    ("h10", "who", "who has spare key to my flat", ["T1"], ["Lyudmila Petrovna, apt 41"],
     "neighbour Lyudmila Petrovna, apt 41 (flat sitter sheet); Zaure apa in carer instructions holds ajeke's key (distractor); June ramble mentions Lyudmila only as cat feeder"),
    # ---- where
    ("h11", "where", "2.14 post mortem which room", ["E2", "I1"], ["Khan Tengri"],
     "Khan Tengri meeting room, 5th floor (invite mail + work.ics); QA sync is in Aral room"),
    ("h12", "where", "avalanche course classroom adress", ["E18"], ["Kunaev St 77"],
     "Alatau Mountain School office, Kunaev St 77, office 4 (Kairat's forward); personal.ics location only points to the forward; field day is at Shymbulak"),
    ("h13", "where", "в какой палате лежала ажеке", ["E12"], ["палата 14"],
     "корпус 2, 3 этаж, травматология, палата 14 (clinic mail, QP-encoded Cyrillic only); journal mentions the room without number"),
    ("h14", "where", "where do i pick up the rental skis", ["E22"], ["150 Abay Ave"],
     "Vershina Rent, 150 Abay Ave, entrance from Baizakov St (reservation HTML mail); gear list names Vershina without address; Tau Sport promo 'Abay Ave' is a different shop"),
    ("h15", "where", "CTD tbilisi venue address", ["E5", "I4"], ["37 Kostava St"],
     "Rustaveli Tech Hall, 37 Kostava St, Tbilisi (acceptance mail + tbilisi ics); hotel is at 9 Asatiani St (distractor)"),
    # ---- event_time
    ("h16", "event_time", "when is my talk in tbilisi", ["E13"], ["11:30"],
     "Fri 18 Oct 2024 11:30-12:10, Hall B (schedule-change mail); acceptance mail and stale tbilisi-ctd-2024.ics still say Thu 17 Oct 14:00 Hall A"),
    ("h17", "event_time", "kogda operaciya u babushki", ["E12", "I3", "N14"], ["24.09.2024", "2024-09-24", "operation was yesterday"],
     "24 Sep 2024 (moved from 17 Sep: clinic mail, ajeke-care.ics, journal of 25 Sep 'yesterday'); hip note still says 17 September"),
    ("h18", "event_time", "AST1 field day date", ["E18", "I2", "C2", "N18"], ["19 January 2025", "2025-01-19", "last weekend"],
     "Sun 19 Jan 2025 08:30 at Shymbulak (forward, personal.ics, fitness log row; Jan 26 ramble 'two days, last weekend'); classroom day is 18 Jan"),
    ("h19", "event_time", "which day of the month is the car loan debited", ["E4", "I2", "C1"], ["15 числа", "BYMONTHDAY=15", "-15,scheduled"],
     "the 15th (bank schedule mail, monthly RRULE in personal.ics, CSV rows); carer payment is on the 5th (distractor)"),
    ("h20", "event_time", "stresslab kickoff call when", ["E14", "I1", "N14"], ["26 September", "2024-09-26", "kickoff call tomorrow"],
     "Thu 26 Sep 2024 14:00 Almaty (agreement mail, work.ics, journal of 25 Sep 'tomorrow'); demo was 7 Aug"),
    # ---- multi_source
    ("h21", "multi_source", "ajeke carer cost vs her pension", ["E20", "E25"], ["170 000", "158 400"],
     "carer Raushan 170,000 KZT/month (agency mail) vs pension 158,400 KZT from Jan 2025 (eGov mail, base64 HTML); old values 150,000 carer / 146,700 pension in notes"),
    ("h22", "multi_source", "stresslab monthly price + contract number", ["E11", "E14"], ["1,200", "SL-2024-KZ-0391"],
     "USD 1,200/month negotiated (decision reply) + contract SL-2024-KZ-0391 (agreement attachment); quote 1,350 and Loadbeam 1,150 are distractors"),
    ("h23", "multi_source", "ski trip meeting time and rental pickup time", ["E24", "E22"], ["06:30", "7 March 2025"],
     "Medeu parking Sat 8 Mar 06:30 (Yerlan's reply) + rental pickup Fri 7 Mar 18:00-20:00 (Vershina reservation)"),
    ("h24", "multi_source", "preapproved mortgage amount and how much ive saved", ["E6", "N7"], ["31 500 000", "6,850,000"],
     "pre-approved 31,500,000 KZT (bank mail QP body) + 6,850,000 KZT saved as of Feb 2025 (apartment-fund note); older balances in same note, 'bit under 4 million' in June ramble"),
    ("h25", "multi_source", "madina first day and her onboarding buddy", ["E17", "N5"], ["4 November", "onboarding buddy"],
     "first day Mon 4 Nov 2024 (HR mail) + buddy Aizhan (1:1 notes); hiring note checklist only 'buddy pairing doc'"),
    # ---- decision
    ("h26", "decision", "which load testing vendor did we go with", ["E11", "E14", "N17"], ["going with StressLab", "countersigned agreement", "went with StressLab"],
     "StressLab (final decision mail 4 Sep, countersigned agreement, Nov ramble); REVERSED: vendor note of 12 Aug says Loadbeam; work.ics kickoff, Jan ramble, 1:1 notes, VPN how-to only mention StressLab in passing"),
    ("h27", "decision", "rent or buy touring skis - what did i decide", ["N18", "N10"], ["rent skis, skins and boots", "RENT (Vershina"],
     "rent skis/skins/boots from Vershina this season, buy own beacon (winter ramble + gear list); Kairat's used skins in mbox not taken"),
    ("h28", "decision", "decision on refunds for double charged customers", ["N1", "E3"], ["proactively refund", "we refund first"],
     "proactively refund all 37 within 48h, don't wait for chargebacks (post-mortem note; Bakhyt 'we refund first' quoted in action-items reply)"),
    ("h29", "decision", "final title of my tbilisi talk", ["CH1"], ["Retry Storms"],
     "'Retry Storms: What a Double Charge Taught Our QA Team' (ChatGPT current/edited branch); old title 'Flaky Tests Are Product Bugs' in acceptance mail, outline, stale ics, abandoned branch"),
    ("h30", "decision", "car loan prepayment shorter term or lower payment", ["N6", "E16", "C1", "CH2"],
     ["reduce the payment", "уменьшение суммы ежемесячного платежа", "reduce monthly payment", "cash flow wins"],
     "reduce the monthly payment, keep the term (car-loan note, bank confirmation QP, CSV note, assistant chat 'cash flow wins')"),
    # ---- temporal_current
    ("h31", "temporal_current", "кто сейчас сиделка у ажеке", ["E20", "CH4", "N15"], ["Раушан", "Raushan"],
     "Raushan Tokhtarova from the Meyirim agency since 9 Dec 2024 (agency mail, Telegram, Feb journal); Gulnara in hip note, carer instructions, June ramble is the OLD carer"),
    ("h32", "temporal_current", "car loan monthly payment now", ["E16", "C1", "N6"], ["118 900", "118900", "118,900"],
     "118,900 KZT since Nov 2024; old 142,300 in bank schedule mail, CSV early rows, June ramble; assistant chat estimate ~119k"),
    ("h33", "temporal_current", "pre approval valid until", ["E23"], ["30.04.2025"],
     "30.04.2025 after extension (bank reply, base64); original 15.03.2025 in June pre-approval attachment"),
    ("h34", "temporal_current", "babushkina pensiya skolko seichas", ["E25"], ["158 400"],
     "158,400 KZT from 01.01.2025 (eGov mail, base64 HTML); 146,700 in pension note is old"),
    ("h35", "temporal_current", "down payment savings goal", ["N7"], ["9,000,000"],
     "9,000,000 KZT (raised Jan 2025, apartment-fund note); 7.5 million in June ramble and struck-through in same note"),
    # ---- open_loop
    ("h36", "open_loop", "what is paynomad still owing us", ["E3", "N15", "I1", "N18", "N1"],
     ["credit note", "waive the chargeback fees"],
     "credit note for chargeback fees of the 3 disputes, promised by end of May 2024, still not received (action-items reply, Feb journal, work.ics VTODO, Jan ramble, post-mortem open item)"),
    ("h37", "open_loop", "доверенность на пенсию сделали?", ["N12", "I3", "CH4", "N18", "N17"],
     ["доверенност", "нотариус", "notary thing"],
     "not done: notary power of attorney for ajeke's pension, moved to March because ajeke caught a cold (Telegram 10 Feb; pension note, ajeke-care VTODO, Nov+Jan rambles); June ramble only says it's needed"),
    ("h38", "open_loop", "ski trip gear still need to buy", ["N10", "N18", "N15"], ["still to buy", "still have to actually", "still haven't bought"],
     "beacon (Barryvox) not bought yet, plus gloves/thermos, crampons to ask (gear list, Jan ramble, Feb journal); Tau Sport promo is noise"),
    ("h39", "open_loop", "tbilisi expenses reimbursed yet", ["N17"], ["94,000"],
     "not yet: 94,000 KZT claim submitted 28 Oct, finance (Dana) keeps saying 'next payroll' (Nov ramble); work.ics VTODO only shows the report was submitted"),
    ("h40", "open_loop", "что ещё нужно банку для ипотеки", ["E23", "N7", "E6", "N18"],
     ["справку о доходах", "income certificate", "Подтверждение доходов"],
     "income certificate for 6 months, valuation report, purchase contract (extension mail; apartment-fund to-do; Jan ramble February list; conditions in June attachment)"),
    # ---- preference
    ("h41", "preference", "window or aisle seat", ["CH3"], ["always want aisle"],
     "aisle, never window, never row 1 (quick-questions JSONL)"),
    ("h42", "preference", "podcasts i actualy like", ["N19"], ["The Flaky Hour"],
     "'The Flaky Hour' favourite, Arzamas lectures, mountain rescue stories; dislikes productivity podcasts (reading note); Jan ramble only 'the usual testing podcast'"),
    ("h43", "preference", "which touring boots fit my feet", ["MB"], ["I prefer Dynafit"],
     "Dynafit (TLT) fits her narrow heel, Scarpa doesn't (club mbox post + Alibek's reply); gear list only says 'narrow heel', Tau Sport promo mentions Dynafit discount"),
    ("h44", "preference", "how i want bug reports written", ["N5"], ["numbered repro steps"],
     "one-line symptom title, numbered repro steps, expected vs actual, build, HAR/curl, no screenshots of logs (1:1 notes)"),
    ("h45", "preference", "earliest time i accept meetings", ["N16", "N17"], ["before 10", "Ten is the earliest"],
     "no meetings before 10:00, none Friday afternoon (June ramble; Nov ramble repeats); Jan ramble only 'still accept 9:00 sometimes'"),
    # ---- vague
    ("h46", "vague", "what did my sister say about the heating at grandmas", ["CH4", "N18"], ["котёл", "boiler in ajeke"],
     "Zhanar: ajeke's boiler (котёл) goes out at night, heat exchanger clogged - clean now (~25k), replace in summer (~350k) (Telegram 15 Jan; Jan ramble summary)"),
    ("h47", "vague", "guy from the ski club selling old skins", ["MB", "N17", "N18"], ["Pomoca", "Kairat wants to sell", "Kairat's skins"],
     "Kairat Mukanov, Pomoca Climb Pro 160 cm, 15k then 12k (mbox); rambles mention Kairat's skins"),
    ("h48", "vague", "that tiny wine place in tbilisi with the granny cooking", ["N17"], ["Dzveli Ezo"],
     "Dzveli Ezo in Sololaki, Nino took the speakers (Nov ramble); hotel and venue mails are distractors"),
    ("h49", "vague", "when i asked the AI how much interest i'd save paying off the car early", ["CH2", "N6"], ["190k"],
     "assistant chat 12 Oct 2024: shortening term saves ~190k more interest, reducing payment frees ~23k/month; car-loan note cites the ~190k result"),
    ("h50", "vague", "the hike where my knee started hurting", ["C2", "N17"], ["knee painful", "knee complained"],
     "Kok-Zhailau 23 Nov 2024, left knee painful on the descent without poles (fitness log; Nov ramble); Feb journal/Jan ramble only mention the knee in passing"),
]

KEYS = {qid: keys for qid, _, _, _, keys, _ in Q}

# facts that live only inside encoded parts (absent from every file's raw bytes)
ENCODED_ONLY = {
    "PA-2406-88417": "E6",
    "SL-2024-KZ-0391": "E14",
    "АК-2023/55120": "E4",
    "палата 14": "E12",
    "30.04.2025": "E23",
    "158 400": "E25",
}


def queries():
    return [{"id": qid, "query": q, "gold": [E[g] for g in gold], "kind": kind, "gold_hint": hint}
            for qid, kind, q, gold, keys, hint in Q]


if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "queries.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(queries(), f, ensure_ascii=False, indent=1)
        f.write("\n")
    print("wrote", out, len(Q))
