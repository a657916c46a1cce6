#!/usr/bin/env python3
"""Writes ../queries.json and answer_keys.json (hand-written question set, kept here as source)."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

M = "mail/"
BEACON = M + "2024/07/2024-07-25-beacon-policy-documents.eml"
CADENZA = M + "2024/11/2024-11-04-cadenza-order-receipt.eml"
IRCC = M + "2024/06/2024-06-20-ircc-submission-confirmation.eml"
HOTEL = M + "2024/10/2024-10-15-harbourline-hotel-confirmation.eml"
LETTER = M + "2024/06/2024-06-03-invitation-letter-draft-to-kaveh.eml"
QUOTE = M + "2024/04/2024-04-09-fieldwise-quote-tidewater.eml"
R2 = M + "2025/03/2025-03-06-re-tidewater-round-2-recruit.eml"
ITIN = M + "2024/08/2024-08-29-parsian-safar-itinerary.eml"
RETURN = M + "2024/11/2024-11-27-re-return-flight-change.eml"
MINA = M + "2024/03/2024-03-14-khaleh-mina-nowruz-lunch.eml"
BIO = M + "2024/07/2024-07-08-baba-biometrics.eml"
SCHED = M + "2024/10/2024-10-21-frontrow-schedule-change.eml"
GALA_RE = M + "2024/10/2024-10-02-re-gala-auction-donation.eml"
REVIEW = M + "2024/12/2024-12-09-your-2024-review-summary.eml"
SWAP = M + "2025/01/2025-01-30-re-four-day-week-day-swap.eml"
VENUE = M + "2025/02/2025-02-05-choir-rehearsal-venue-change.eml"
KAVEH = M + "2025/03/2025-03-03-re-nowruz-plans-kaveh.eml"
MBOX = M + "lists/lions-gate-choir.mbox"
SKYPE = "chats/skype/messages.json"
JSONL = "chats/assistant/quick-questions.jsonl"
WORK = "calendars/work.ics"
CHOIR = "calendars/choir.ics"
FAMILY = "calendars/family.ics"
PERSONAL = "calendars/personal.ics"
EXP = "data/parents-visit-expenses.csv"
HOUSE = "text/house-notes-for-maman-baba.txt"
REP = "notes/choir/repertoire-and-parts.md"
GALA = "notes/choir/encore-gala-volunteering.md"
PLAN = "notes/work/tidewater-study-plan.md"
NOV = "notes/long/november-brain-dump.md"
YEAR = "notes/long/year-end-reflections-2024.md"
SUMMER = "notes/long/summer-2024-ramble.md"
INS = "notes/family/visitor-insurance-comparison.md"
YALDA = "notes/family/yalda-1403.md"
NOWRUZ = "notes/family/nowruz-1404-plan.md"
RECIPES = "notes/family/maman-recipes.md"
SELF = "notes/work/perf-review-self-assessment-2024.md"
GIFTS = "notes/personal/gift-ideas-and-likes.md"
D1006 = "notes/daily/2024-10-06.md"

# id, kind, query, {gold_path: [answer keys]}, hint
Q = [
 # ---------------------------------------------------------------- fact
 ("h01", "fact", "beacon policy # for maman baba", {BEACON: ["BVP-2024-771903"]},
  "BVP-2024-771903, only inside the base64 policy_summary.txt attachment; distractors: insurance comparison note, expenses csv (premium), house notes (24/7 line only)"),
 ("h02", "fact", "order number for the northern lights sheet music i bought", {CADENZA: ["CMS-448812"]},
  "Order #CMS-448812 (Cadenza, $179.03), only in the base64 HTML receipt; distractors: choir mbox (Tomasz asks to order), Cadenza spring newsletter, personal.ics reimbursement todo"),
 ("h03", "fact", "IRCC application number maman", {IRCC: ["V330112851"]},
  "Parvin: V330112851 (IRCC confirmation 2024-06-20); distractors: forwarded passport request has only Baba's V330112847, visa checklist points to the e-mail"),
 ("h04", "fact", "toronto hotel confirmation #", {HOTEL: ["HLT-5528190"]},
  "HLT-5528190 (Harbourline Hotel, Nov 6-9), only in the base64 HTML mail; distractors: FrontRow mails, november brain dump (hotel on company card)"),
 ("h05", "fact", "babas pasport number", {LETTER: ["P48213377"]},
  "P48213377 (Maman P48213378), only in the base64 invitation_letter_draft.txt attachment; distractors: visa checklist, ChatGPT letter chat ([passport number] placeholder), daily 2024-06-14"),
 # ---------------------------------------------------------------- who
 ("h06", "who", "recruting agency contact person tidewater", {QUOTE: ["Dana Oyelaran"], R2: ["Dana Oyelaran"]},
  "Dana Oyelaran, Senior Recruiter at Fieldwise (both the 2024 quote and the 2025 round-2 reply); distractors: study plan (agency name only), daily 2025-02-26 ('thread with Dana')"),
 ("h07", "who", "which neighbour has my spare key", {HOUSE: ["Jonah Whitfield"]},
  "Jonah Whitfield, unit 305 (house notes for Maman & Baba); distractors: november brain dump / year-end mention 'Jonah next door' without the key, apartment admin note"),
 ("h08", "who", "choir music librarian name", {MBOX: ["Tomasz Nowak"], REP: ["Tomasz Nowak"]},
  "Tomasz Nowak (librarian) - choir list mails + repertoire note; distractors: Evelyn (director), Harriet (treasurer), november brain dump ('Tomasz' without role detail)"),
 ("h09", "who", "who covered my thursday sessions while i was at the conference", {NOV: ["Ines Fairweather"]},
  "Ines Fairweather ran the Thursday diary-study check-ins (november brain dump); distractors: self-assessment & year-end mention Ines as mentee, four-day-week proposal (Ines as backup)"),
 ("h10", "who", "travel agent in shiraz who booked baba's flights", {ITIN: ["Farhad Zand"], RETURN: ["Farhad Zand"]},
  "Farhad Zand, Parsian Safar Travel Agency (itinerary + return-change reply); distractors: Skype (Baba: 'the agency issued the tickets'), year-end ('Baba's agent')"),
 # ---------------------------------------------------------------- where
 ("h11", "where", "khaleh mina address richmond", {MINA: ["7431 Minoru Gate"]},
  "7431 Minoru Gate, Richmond (buzzer 0412), in her Persian/English 8bit e-mail; distractors: family.ics Nowruz lunch (no address), daily 2024-03-20"),
 ("h12", "where", "انگشت نگاری بابا و مامان کجا بود", {BIO: ["Ankara"], SKYPE: ["Ankara"]},
  "VFS Global Ankara, Tue 16 July (Baba's Persian base64 mail) + Skype 'biometrics-etoon to Ankara'; distractors: summer ramble (biometrics trip, no place), expenses csv hotel row"),
 ("h13", "where", "encore gala venue", {MBOX: ["The Boathouse at Lonsdale Quay"], CHOIR: ["The Boathouse at Lonsdale Quay"]},
  "The Boathouse at Lonsdale Quay, Salon 2 (choir list + choir.ics); distractors: gala note (points to Bernie's message), Bernie's reply (drop-off at Lonsdale Arts House)"),
 ("h14", "where", "istanbul layover hotel for parents", {ITIN: ["Firuze Airport Inn"]},
  "Firuze Airport Inn, Arnavutkoy (QP HTML itinerary); distractors: Baba Skype ('ye shab hotel'), Harbourline hotel mail, summer ramble (biometrics hotel)"),
 ("h15", "where", "where were the in person usability sessions", {PLAN: ["Capilano"], WORK: ["Capilano"]},
  "Capilano research room, 14th floor, Lumenpay HQ 1090 W Pender (study plan + work.ics R1 sessions); distractors: R2 mail (fully remote), newsletter (14th floor renovation)"),
 # ---------------------------------------------------------------- event_time
 ("h16", "event_time", "what time is my frontrow talk", {SCHED: ["3:45-4:15"]},
  "Fri Nov 8 2024, 3:45-4:15 PM, Lakeview Hall (schedule change 2024-10-21); stale: work.ics, talk outline and confirmation mail say 10:30 Studio B"),
 ("h17", "event_time", "midwinter concrt call time altos", {MBOX: ["6:15"]},
  "Sopranos & altos 6:15 pm for the 7:30 pm concert on Dec 14 (Evelyn's list mail); distractors: choir.ics concert (7:30, 'call time: see email'), spring concert call 5:45"),
 ("h18", "event_time", "what time did maman & baba land at YVR", {ITIN: ["05 Oct 2024 15:40"], FAMILY: ["2024-10-05 15:40"]},
  "Sat Oct 5 2024, 15:40, TK 75 (itinerary + family.ics); distractors: visit plan note (date only), daily 2024-10-06, Skype arrivals chatter"),
 ("h19", "event_time", "annual review mtg with priya when", {WORK: ["2024-12-05 14:00"]},
  "Thu Dec 5 2024, 14:00-15:00, Priya's office (work.ics); distractors: review summary mail ('last Thursday'), self-assessment (due Nov 29)"),
 ("h20", "event_time", "sal tahvil 1404 what time here", {JSONL: ["2:01"], FAMILY: ["2025-03-20 02:01"]},
  "Thu Mar 20 2025, 2:01 am PDT (quick-questions jsonl + family.ics); distractors: nowruz plan ('middle of the night'), Kaveh mail, daily 2024-03-20 (8:06 pm in 2024)"),
 # ---------------------------------------------------------------- multi_source
 ("h21", "multi_source", "visa application numbers + biometrics appointment date for baba maman",
  {IRCC: ["V330112847", "V330112851"], BIO: ["16 July"]},
  "V330112847 (Hossein) / V330112851 (Parvin) from the IRCC confirmation + biometrics Tue 16 July 10:00 at VFS Ankara from Baba's base64 Persian mail; distractors: forwarded passport request (one number), Skype"),
 ("h22", "multi_source", "toronto trip flight and hotel", {WORK: ["AC 112"], HOTEL: ["Harbourline"]},
  "Flight AC 112 YVR->YYZ Wed Nov 6 07:00 (work.ics) + Harbourline Hotel, 317 Front St W, HLT-5528190 (base64 hotel mail); distractors: FrontRow mails, house notes, november brain dump"),
 ("h23", "multi_source", "gala auction donation what + drop off deadline", {GALA: ["minakari"], GALA_RE: ["November 18"]},
  "Hand-painted minakari plate from Isfahan (gala note) + drop off at Lonsdale Arts House front desk by Mon Nov 18 (Bernie's reply); distractors: choir mbox gala mail, year-end (plate sold)"),
 ("h24", "multi_source", "parents visitor insurance how much paid + deductible", {EXP: ["1184.00"], BEACON: ["CAD 300"]},
  "Premium paid $1,184.00 (expenses csv) + deductible CAD 300 per claim (base64 policy summary); distractors: comparison note quotes ($1,090 etc.)"),
 ("h25", "multi_source", "spring concert 2025 date and which song is my solo", {CHOIR: ["2025-05-31"], REP: ["Feel the Spirit"]},
  "Sat May 31 2025 7:30 pm 'Rivers & Roads' (choir.ics) + alto solo verse 2 in Ev'ry Time I Feel the Spirit (repertoire note); distractors: choir mbox (date TBC), 2024 spring concert May 25"),
 # ---------------------------------------------------------------- decision
 ("h26", "decision", "why did we pick beacon over the other insurers", {INS: ["Maplecare excludes"]},
  "Beacon chosen because it covers Baba's stable pre-existing blood pressure; Maplecare excludes pre-existing for 70+, TrueNorth excludes cardiovascular (comparison note); distractors: Beacon policy mail, Skype (pill name), expenses csv"),
 ("h27", "decision", "4 day week which day off final", {SWAP: ["Wednesdays off"]},
  "Reversed: first approved Fridays off (2025-01-13), then swapped to Wednesdays off from Feb 5 because readouts moved to Fridays (2025-01-30 reply); distractors: proposal note & approval mail (Friday), ChatGPT prep json, newsletter pilot"),
 ("h28", "decision", "what did we vote for concert outfits midwinter", {MBOX: ["jewel-tone"]},
  "All black with a jewel-tone scarf or tie, no sequins (vote results, choir list); distractors: choir.ics ('All black + scarf'), spring concert dress (any spring colour)"),
 ("h29", "decision", "شب یلدا غذای اصلی چی شد", {YALDA: ["فسنجان"]},
  "Fesenjoon (فسنجان) with saffron polo - Maman vetoed ghormeh sabzi (yalda note); distractors: ChatGPT chat scaling ghormeh sabzi for 9, maman recipes (fesenjoon recipe), family.ics Yalda event"),
 ("h30", "decision", "nowruz dinner this year whose place", {NOWRUZ: ["Nowruz dinner at my place"]},
  "At Soraya's place (Khaleh Mina recovering from knee surgery) - decision Mar 5 in the Nowruz 1404 note; distractors: Kaveh's mail (suggests hers), 2024 lunch at Khaleh Mina's, year-end guess"),
 # ---------------------------------------------------------------- temporal_current
 ("h31", "temporal_current", "where is choir rehearsal now", {VENUE: ["Cedar Room"]},
  "Since Feb 11 2025: Lonsdale Arts House, Cedar Room, 3rd floor (venue change mail); old: St. Aidan's hall (spring 2024), Holloway Community Centre Room 2 (mbox Aug/Jan, choir.ics)"),
 ("h32", "temporal_current", "tidewater incentive amount current", {R2: ["$100 per session"]},
  "Now $100 per (75-min) session for round 2 (Mar 2025 reply); old $75 in the quote, budget reply, study plan, incentives csv, talk outline"),
 ("h33", "temporal_current", "baba maman return flight date", {RETURN: ["24 Jan 2025"], FAMILY: ["2025-01-24 17:55"]},
  "Fri Jan 24 2025 TK 76 17:55 (changed from Jan 10: agency reply + family.ics); old Jan 10 in itinerary, visit plan note, invitation letter, ChatGPT"),
 ("h34", "temporal_current", "who's the alto section lead now", {MBOX: ["Marisol Vega"]},
  "Marisol Vega since Jan 2025 (choir list); old: Grace Tanaka (repertoire note, summer ramble)"),
 ("h35", "temporal_current", "weekly call with maman baba what day/time now", {SKYPE: ["Saturdays 9am"]},
  "Saturdays 9am Vancouver = 8:30pm Shiraz (Skype group, Feb 2025); old: Sundays 10am (skype-setup how-to, family.ics series)"),
 # ---------------------------------------------------------------- open_loop
 ("h36", "open_loop", "did i ever get paid back for the choir sheet music", {PERSONAL: ["Send Cadenza receipt to Harriet"]},
  "Not yet: VTODO NEEDS-ACTION 'Send Cadenza receipt to Harriet ... $179.03' (personal.ics); distractors: choir mbox (Harriet will reimburse), Cadenza receipt, november brain dump"),
 ("h37", "open_loop", "tidewater round 2 what are we blocked on", {R2: ["Oksana"], WORK: ["Oksana"]},
  "Waiting on legal (Oksana Petrenko) to sign off consent form v3; Dana holds the screener (R2 reply + work.ics VTODO); distractors: daily 2025-02-26, study plan"),
 ("h38", "open_loop", "sizdah bedar picnic shelter booked?", {KAVEH: ["picnic shelter"], NOWRUZ: ["picnic shelter"]},
  "Not booked yet: Kaveh asks her to reserve a picnic shelter at Ambleside for Apr 2; unchecked in the Nowruz note; distractors: quick-questions jsonl (how to book), family.ics Sizdah event"),
 ("h39", "open_loop", "babas clinic claim beacon status", {EXP: ["reimbursement PENDING"]},
  "Claim BVC-CL-58822 for the $640 urgent-care visit mailed 2025-01-08, reimbursement still pending (expenses csv); distractors: family.ics todo 'Mail Baba's clinic receipts' (completed), Beacon policy mail"),
 ("h40", "open_loop", "lost suitcase compensation still waiting?", {YEAR: ["delay compensation"]},
  "Still waiting on the airline's baggage-delay compensation, two follow-ups unanswered (year-end reflections); distractors: daily 2024-10-06 (report file YVRTK41873), november brain dump (suitcase arrived)"),
 # ---------------------------------------------------------------- preference
 ("h41", "preference", "tahdig sibzamini ya nooni which one do i like", {RECIPES: ["tahdig sibzamini"]},
  "Potato (sibzamini) tahdig; bread tahdig goes soggy, rice tahdig is Baba's favourite (maman recipes); distractors: yalda note"),
 ("h42", "preference", "window or aisle seat pref", {SUMMER: ["ALWAYS take the aisle"]},
  "Always the aisle, as far forward as possible (summer ramble); distractors: work.ics flight 'Seat 23C'"),
 ("h43", "preference", "fav tool for synthsis", {SELF: ["Dovetail"]},
  "Dovetail (tagging transcripts); Miro sticky walls slow her down (self-assessment); distractors: study plan, review summary"),
 ("h44", "preference", "which alto part do i like singing", {REP: ["I prefer singing"]},
  "Alto 2 - the low line near the basses; alto 1 drifts sharp (repertoire note); distractors: choir mbox, summer ramble ('end of the row')"),
 ("h45", "preference", "what do i actually want as a gift (flowers?)", {GIFTS: ["plants > flowers"]},
  "Plants over cut flowers; no scented candles/perfume; experiences (gift note); distractors: Kaveh hot sauce"),
 # ---------------------------------------------------------------- vague
 ("h46", "vague", "what baba said about the mountains here", {SKYPE: ["Dena"]},
  "The North Shore mountains remind him of Dena (Skype, Oct 18); distractors: november brain dump (Baba went quiet at the mountains), gift note (binoculars)"),
 ("h47", "vague", "recruiter advice about people ghosting sessions", {QUOTE: ["SMS reminders"]},
  "Book 2 floaters on the busiest days + SMS reminders 24h and 2h before -> ~5% no-shows (Fieldwise quote); distractors: daily 2024-06-14 (P07 ghosted), incentives csv (no-show row)"),
 ("h48", "vague", "funny airport moment w/ border guy when parents came", {D1006: ["CBSA officer"]},
  "CBSA officer asked about the saffron and Maman tried to give him gaz (daily 2024-10-06); distractors: Skype saffron/customs question, year-end ('Maman's saffron at customs')"),
 ("h49", "vague", "what kaveh thought of my presentation", {YEAR: ["too many words"]},
  "'Really good, but too many words on your slides' (year-end reflections); distractors: Skype (Kaveh: 200 people in the room), talk outline"),
 ("h50", "vague", "book my boss recommended", {REVIEW: ["Just Enough Research"]},
  "'Just Enough Research' by Erika Hall, only in the base64 review summary; distractors: year-end ('the book Priya recommended'), self-assessment"),
]

# answer keys that must appear ONLY inside encoded parts (absent from the raw bytes of every file)
ENCODED_ONLY = ["BVP-2024-771903", "CMS-448812", "HLT-5528190", "P48213377", "16 July",
                "CAD 300", "Just Enough Research"]


def main():
    qs = [{"id": i, "query": q, "gold": sorted(g), "kind": k, "gold_hint": h} for i, k, q, g, h in Q]
    with open(os.path.join(HERE, "..", "queries.json"), "w", encoding="utf-8") as fh:
        json.dump(qs, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    keys = {"answer_keys": {i: g for i, k, q, g, h in Q}, "encoded_only": ENCODED_ONLY}
    with open(os.path.join(HERE, "answer_keys.json"), "w", encoding="utf-8") as fh:
        json.dump(keys, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    print("wrote %d queries" % len(qs))


if __name__ == "__main__":
    main()
