"""Writes ../queries.json and keys.json (key strings used by check.py)."""
import json, os

M = 'mail/'
IMG = M + '2025/03/2025-03-05_ultrasound-report.eml'
BOOK = M + '2025/03/2025-03-06_cottagenest-booking.eml'
DOCK = M + '2025/05/2025-05-29_re-tamarack-point-booking.eml'
SPLIT = M + '2025/06/2025-06-14_re-cottage-split.eml'
PHARM = M + '2025/07/2025-07-02_pharmacy-refill-ready.eml'
SETTLE = M + '2025/08/2025-08-09_re-cottage-settle-up.eml'
LEAK = M + '2025/09/2025-09-04_water-leak-unit-1207.eml'
BOARD0 = M + '2025/09/2025-09-18_re-water-leak-board-position.eml'
SF = M + '2025/10/2025-10-02_sureflow-inspection-report.eml'
PROMO = M + '2025/10/2025-10-11_puckline-promo.eml'
BOARD1 = M + '2025/10/2025-10-23_fwd-board-decision.eml'
REG = M + '2025/11/2025-11-05_wpcb-course-registration.eml'
GP = M + '2025/11/2025-11-12_secure-message-dr-whitfield.eml'
LEASE = M + '2025/11/2025-11-20_lease-maturity-notice.eml'
ROT = M + '2025/12/2025-12-15_np-rotation-2026.eml'
HOTEL = M + '2026/01/2026-01-07_hotel-reservation-lindsay.eml'
BCVOTE = M + '2026/01/2026-01-12_bookclub-schedule-vote.eml'
SWAP = M + '2026/01/2026-01-13_re-february-schedule-request.eml'
BULL = M + '2026/01/2026-01-20_wpcb-member-bulletin.eml'
OFFER = M + '2026/02/2026-02-05_fwd-thames-valley-offer.eml'
DRY = M + '2026/02/2026-02-11_re-unit-1207-repair.eml'
MARCH = M + '2026/02/2026-02-24_re-march-meeting.eml'
CU = M + '2026/02/2026-02-27_re-vehicle-loan-approved.eml'
MBOX = M + 'lists/ironhawks-u18aa-parents.mbox'
SHIFTS = 'calendar/clinic-shifts.ics'
FAM = 'calendar/family.ics'
HEALTH = 'calendar/health.ics'
PERS = 'calendar/personal.ics'
CONDOCHAT = 'chats/assistant/condo-leak-2025-09.json'
SLEEP = 'chats/assistant/night-shift-sleep-2026-01.json'
QUICK = 'chats/assistant/quick-asks.jsonl'
GPT25 = 'chats/chatgpt/conversations-2025.json'
GPT26 = 'chats/chatgpt/conversations-2026.json'
CE = 'data/ce-credits.csv'
COST = 'data/cottage-costs-2025.csv'
DECL = 'docs/condo-declaration-excerpt.txt'
RULES = 'docs/cottage-house-rules.txt'
PH1 = 'docs/home-exercise-sheet-phase1.txt'
TOURN = 'docs/kawartha-winter-classic-2026.txt'
BC = 'notes/bookclub/chapter-and-verse.md'
CAR = 'notes/car/lease-end-cx5.md'
TIMELINE = 'notes/condo/leak-1207-timeline.md'
OPTIONS = 'notes/condo/options-if-board-refuses.md'
COT = 'notes/cottage/cottage-2025-plan.md'
D0114 = 'notes/daily/2025-01-14.md'
D0308 = 'notes/daily/2025-03-08.md'
D0318 = 'notes/daily/2025-03-18.md'
D0730 = 'notes/daily/2025-07-30.md'
D0903 = 'notes/daily/2025-09-04.md'
D1021 = 'notes/daily/2025-10-21.md'
D0227 = 'notes/daily/2026-02-27.md'
MEDS = 'notes/health/meds-and-allergies.md'
PLAN = 'notes/health/physio-exercise-plan.md'
REHAB = 'notes/health/shoulder-rehab-log.md'
INBOX = 'notes/inbox.md'
BOOKS = 'notes/lists/books-read-2025.md'
HOCKEY = 'notes/toby/hockey-2025-26.md'
UNI = 'notes/toby/university-applications.md'
ROTN = 'notes/work/shift-rotation-2026.md'
CERT = 'notes/work/wound-cert-renewal.md'

# (id, kind, query, gold, keys, hint); keys = list of regexes (any one must match every gold file)
# or dict {file: [regexes]} for multi-source questions.
Q = [
 # ---------------- fact
 ('fact', "What was the invoice number on the plumber's bill for finding the leak?", [SF], ['SF-20931'],
  'SF-20931 (Sure-Flow, $485) - only inside the base64 attachment. Distractors: board decision e-mail mentions reimbursing the $485 invoice without its number; timeline note mentions the $100 deposit.'),
 ('fact', "what's my wound care certification number again, I need it for a form", [CERT, REG], ['CWPC-20417'],
  'CWPC-20417 (Wound Practice Certification Board). Registration e-mail body is base64. Distractors: WPCB bulletin (no number), ce-credits.csv.'),
 ('fact', 'wifi password at the cottage on Little Tamarack', [RULES, D0730], [r'LoonsAtDusk#47'],
  'Network TamarackGuest / LoonsAtDusk#47. Distractors: cottage plan note, booking e-mail (no password).'),
 ('fact', "I'm on the phone with the insurance company and they want my claim number for the water damage in the bathroom ceiling, what is it?",
  [TIMELINE, BOARD1], ['MSI-2025-0914-3377'],
  'Maple Shield claim MSI-2025-0914-3377. Distractors: Sure-Flow invoice SF-20931, condo chat (no number), TSCC 2291.'),
 ('fact', 'how much do they charge per kilometre if you go over on the Mazda lease', [LEASE, CAR, GPT26], [r'0\.10'],
  '$0.10 per km over 80,000 km (~6,450 km over = ~$645). Distractors: 2025 ChatGPT lease-return chat (generic, no rate).'),
 # ---------------- who
 ('who', 'Who took my Thursday evening shift in February so I could go to Toby\'s game?', [SWAP, SHIFTS, ROTN, FAM],
  [r'\bInes\b'], 'Ines Valcourt (swap: she works Thu 19 Feb 12-8, Bea works Sat 14 Feb; approved by Rosalind). Distractor: NP rotation e-mail names Ines but not the swap.'),
 ('who', "who's the adjuster at the insurance company dealing with my leak claim", [BOARD1, TIMELINE, D1021, INBOX],
  [r'\bPetra\b'], 'Petra Novak, Maple Shield. Distractors: Trevor Galloway (property manager), Yvette Marchand (board president), condo chat.'),
 ('who', "What's the name of Toby's guidance counselor at school?", [UNI, GPT26], ['Qureshi'],
  'Ms. Farah Qureshi (Coxwell Heights CI). family.ics VTODO mentions "Ms. Qureshi" without her role (not gold). Distractor: Thames Valley offer e-mail.'),
 ('who', "who is the team manager for toby's hockey team, the one who sends all the emails", [MBOX, HOCKEY], ['Nadia Ferreira'],
  'Nadia Ferreira. Distractors: coach Dale Pritchard (also posts to the list), family.ics VTODO "RSVP ... to Nadia" (no role, not gold).'),
 ('who', 'name of the neighbour upstairs from me whose unit the water supposedly came from',
  [D0903, LEAK, BOARD0, TIMELINE, OPTIONS, CONDOCHAT, SF], [r'\bHema\b|Raghunathan'],
  'Hema Raghunathan, unit 1307. Distractors: Trevor Galloway, concierge Devon, board e-mail of 16/18 Sep (quotes Bea\'s mail naming her - counted as gold).'),
 # ---------------- where
 ('where', 'Where exactly is that compression bandaging course I signed up for? Building and room please', [REG, PERS],
  ['Humber Ridge Simulation Centre'], 'Humber Ridge Simulation Centre, Room 2.14, 88 Ridgeway Crescent, Etobicoke (registration e-mail body is base64). Distractors: ce-credits.csv lists Humber Ridge as provider of a 2023 course; cert note and WPCB bulletin say only "Etobicoke".'),
 ('where', "what's the street address of the cottage we rented last summer, I need it for a form", [BOOK, RULES, COT, PERS],
  ['1147 Tamarack Point Road'], '1147 Tamarack Point Road, Little Tamarack Lake, Haliburton Highlands (booking e-mail is base64 HTML). Distractors: daily 2025-03-08 and 07-30 (lake name only).'),
 ('where', 'where did I go for the ultrasound on my shoulder', [HEALTH, IMG, REHAB], ['Eastgate'],
  'Eastgate Imaging, 2nd floor, 1877 Danforth Ave. Distractors: Beach Hill Physiotherapy, East End Sport Medicine, Kingston Road Family Practice.'),
 ('where', 'Cataraqi open house - where are we supposed to meet for the kinesiology tour?', [FAM, UNI], ['Grant Commons'],
  'Grant Commons atrium (main floor, by the bookstore), Cataraqui University, Kingston; info session in Welland Hall 101. Distractors: Thames Valley offer/open house.'),
 ('where', 'where was the condo board meeting held when I presented about the leak', [PERS, D1021], ['party room'],
  'Harbourlight party room, 2nd floor (21 Oct 2025, 7 pm). Distractor: board decision e-mail (date only), options note (idea of presenting).'),
 # ---------------- event_time
 ('event_time', 'when exactly does my car lease end', [LEASE, CAR, PERS, GPT25],
  [r'April 18|18 April|2026-04-18'], '18 April 2026 (lease started 19 Apr 2022, 48 months). Distractors: daily 2026-02-27 and inbox ("before it matures", no date), credit-union e-mail.'),
 ('event_time', 'What date is the compression therapy lab, and what time does it start?', [REG, PERS, CE, CERT, BULL],
  [r'21 March|March 21|2026-03-21'], 'Saturday 21 March 2026, 8:30 am-4:30 pm (registration from 8:00). Time only in the base64 registration e-mail and personal.ics; cert note, CSV and WPCB bulletin give the date.'),
 ('event_time', 'what day and time did the water start dripping through my bathroom ceiling', [D0903, LEAK, BOARD0, TIMELINE, CONDOCHAT, SF],
  [r'3 Sep|September 3|Sept 3|3 September'], 'Wednesday 3 September 2025 at about 6:40 am. Distractors: board meeting 21 Oct, Sure-Flow visit 1 Oct.'),
 ('event_time', "when is toby's first playoff game this season (the one I swapped a shift for)", [MBOX, FAM, SWAP],
  [r'February 19|19 Feb|2026-02-19'], 'Thursday 19 February 2026, 7:00 pm, Don Valley Twin Pads Rink A vs Scarborough Stingers. Distractors: daily 2025-03-18 (last season\'s first playoff game); clinic-shifts.ics and the rotation note show the 19 Feb swap but not the game time.'),
 ('event_time', 'After the owner moved our booking, what day and time could we actually check in at the cottage?', [DOCK, COT, PERS],
  [r'July 26|26 July|2025-07-26'], 'Saturday 26 July 2025 from 4 pm (to Sat 2 Aug, 11 am). Old: 19 July (booking e-mail, daily 2025-03-08, cancelled ics event). House rules say 4 pm but no date; daily 07-30 says "Saturday just after 4" without the date (not gold).'),
 # ---------------- multi_source
 ('multi_source', "For the car buyout - what's the exact purchase price the lease company quoted, and what interest rate did the credit union approve for the loan?",
  [LEASE, CU], {LEASE: [r'21,340'], CU: [r'6\.49']}, 'Purchase option $21,340 + HST (maturity notice, HTML) + 6.49% fixed for 48 months (credit-union e-mail). Lease note and 2026 chat only say "~21k".'),
 ('multi_source', 'Lindsay tournament in January: what time was Toby\'s first game and what hotel were we booked into?', [TOURN, HOTEL],
  {TOURN: [r'7:40'], HOTEL: ['Kawartha Lakeside Inn']}, 'First game Fri 16 Jan 2026 7:40 pm, Pad 2 vs Otonabee Otters (tournament schedule txt) + Kawartha Lakeside Inn, conf KLI-77310 (hotel e-mail). family.ics says only "first game Fri evening".'),
 ('multi_source', 'What did the ultrasound actually show on my shoulder, and what did the sports medicine doctor recommend afterwards?', [IMG, D0318],
  {IMG: ['partial-thickness'], D0318: ['cortisone']}, 'Partial-thickness articular-sided supraspinatus tear ~6 mm + mild bursitis (base64 attachment only) + Dr. Bergström-Ray: progressive loading, hold off on cortisone, naproxen 250 mg prn, recheck in 12 weeks (daily 2025-03-18). Rehab log only points to these.'),
 ('multi_source', 'How many CE credits does the wound cert renewal need in total and how many have I already got logged - how far short am I?', [CERT, CE],
  {CERT: [r'36 CE credits'], CE: [r'29\.5']}, '36 credits required by 30 Apr 2026 (cert note) vs 29.5 earned (CSV total) = 6.5 short; the 7-credit compression lab closes the gap.'),
 ('multi_source', 'How much is the condo corporation paying for the ceiling repair in my unit and when are the drywall people supposed to come?', [BOARD1, DRY],
  {BOARD1: [r'6,850'], DRY: [r'March 16']}, '$6,850 Kingsway Drywall & Paint quote (board decision forward) + tentatively week of 16 March 2026 (Trevor, 11 Feb). Inbox only says "chase Trevor".'),
 # ---------------- decision
 ('decision', 'how did we end up splitting the cottage rental money between the four of us - wasn\'t there some change because Lorna only came for part of the week?',
  [SPLIT, COT, SETTLE, COST], [r'1,?393\.30'], 'Reversed: March plan was equal four ways (~$1,195, daily 2025-03-08); agreed 14 June: Lorna flat $600, rest split 3 ways = $1,393.30 each, extras split 4 ways. Distractor: June ChatGPT chat lists options only ("not deciding anything tonight").'),
 ('decision', 'what did the condo board finally decide about who pays for the leak damage', [BOARD1, D1021, INBOX],
  [r'reversed'], 'Board reversed its 18 Sep position on 21 Oct 2025: corporation responsible (common element, s.4.3(c)), pays repairs + reimburses plumber. Distractors: 18 Sep e-mail (owner responsible), options note (ideas only), drywall e-mail.'),
 ('decision', "Am I returning the CX-5 at the end of the lease or buying it? I keep going back and forth and can't remember where I landed",
  [CAR, D0227, CU, GPT26, PERS, INBOX], [r'buy(ing)?( it)? out|buyout'], 'Buying it out (decided 21-27 Feb 2026), reversing the Nov 2025 plan to return it and lease a Corolla Cross Hybrid (2025 ChatGPT chat = distractor).'),
 ('decision', 'book club - did we change what night we meet?', [BCVOTE, BC, PERS], [r'(?i)second tuesday|2nd tuesday'],
  'Yes: from Feb 2026 the 2nd Tuesday (was 2nd Thursday), decided by e-mail vote in Jan. Distractors: rotation e-mail/note (why), March meeting e-mail ("Tuesday the 10th").'),
 ('decision', 'Which course did I go with to finish my wound care renewal credits, the online lymphedema one or the hands-on one?',
  [CERT, REG, INBOX, CE, PERS, D0227], [r'(?i)compression lab|Compression Therapy'], 'Compression Therapy Hands-On Lab (decided and registered 5 Nov 2025), not the online Lymphedema Essentials module. Distractor: WPCB bulletin lists both.'),
 # ---------------- temporal_current
 ('temporal_current', 'what am I currently using for the shoulder pain/inflammation and how often - is it still the naproxen?', [GP, REHAB, D0227],
  [r'\bgel\b'], 'Diclofenac 2.32% gel twice daily (since 12 Nov 2025), naproxen stopped. Old: naproxen 500 mg BID (daily 2025-01-14), 250 mg BID (daily 2025-03-18, pharmacy e-mail, meds list).'),
 ('temporal_current', 'which day is my evening shift on now', [ROT, ROTN, SHIFTS, SLEEP, BCVOTE, BC, DRY, SWAP],
  [r'Thursday'], 'Thursday 12-8 since 5 Jan 2026 (was Wednesday in 2025: daily 2025-09-03, clinic-shifts 2025 RRULE, hockey note).'),
 ('temporal_current', 'where are book club meetings held now?', [BC, BCVOTE, PERS], ['Coxwell-Danforth Library'],
  'Coxwell-Danforth Library, Meeting Room B (since Dec 2025). Old: Lantern & Leaf Café (daily 2025-01-14, personal.ics old series).'),
 ('temporal_current', 'Where does Toby practice now? I think the rink changed in January', [MBOX, FAM], ['Don Valley Twin Pads'],
  'Don Valley Twin Pads Rink B, Tue 7:45 pm & Sat 8 am (Coxwell closed Jan-Apr). Old: Coxwell Memorial Arena (hockey note, daily 2025-10-21, 2025 ics events, first mbox post).'),
 ('temporal_current', 'wound cert renewal fee', [BULL, D0227], [r'\$325'],
  '$325 from 1 Jan 2026. Old: $295 in the cert note. Distractor: lab fee $265.'),
 # ---------------- open_loop
 ('open_loop', 'does anybody still owe me money from the cottage trip?', [INBOX, D1021, COST, SETTLE], [r'Grace'],
  'Grace: promised after 29 Aug payday, sent $650 on 18 Oct, $648.80 still outstanding. Odile and Lorna paid in August.'),
 ('open_loop', 'Is Trevor still supposed to get back to me with a date for fixing my ceiling?', [DRY, INBOX, BOARD1],
  [r'(?i)schedul'], 'Yes: Trevor said he\'ll confirm the exact day once Kingsway sends the schedule (tentatively week of 16 March); board decision said Brightline will contact her with dates; inbox "chase Trevor".'),
 ('open_loop', 'what does Toby still have to upload for the Niagara application and by when', [UNI, FAM, INBOX], [r'(?i)midterm'],
  'Grade 12 midterm marks to the Niagara Escarpment portal by 15 March 2026. Distractors: supplementary essay (done 29 Jan), Thames Valley offer.'),
 ('open_loop', 'did I ever book my BLS/CPR recert? when does my card expire', [INBOX, PERS, D0227], [r'\bBLS\b'],
  'Not booked; card expires 31 March 2026 (LifeLine Training evening classes).'),
 ('open_loop', 'what did I promise to send the book club before the March meeting', [MARCH, BC, PERS, INBOX], [r'(?i)discussion questions'],
  'Discussion questions for The Salt Orchard (by Sat 7 March) - plus snacks. Distractor: bookclub schedule vote e-mail.'),
 # ---------------- preference
 ('preference', 'what kind of books do I like, and what will I absolutely not read? need it for picking the next book club book', [GPT25, BC, BOOKS],
  [r'(?i)thriller'], 'Likes historical fiction set in West Africa/Scandinavia, translations, <350 pages, paper; no twisty unreliable-narrator thrillers, nothing where the dog/animal dies, no self-help memoir, no audiobooks.'),
 ('preference', "foods I don't eat - making a meal plan", [QUICK, COT, D0730], [r'(?i)mushroom'],
  'No mushrooms (texture), blue cheese makes her gag, dairy only in small amounts (lactose). Distractors: other people\'s diets in the cottage note.'),
 ('preference', 'how do I like to handle sleep around my late shift - what did I say about sleep aids and coffee?', [SLEEP], [r'(?i)melatonin'],
  'Morning person, no melatonin (groggy), coffee cut-off 2 pm (trying noon on Thursdays), blackout blinds + fan, 20-min nap before the late shift, hates driving home late.'),
 ('preference', 'next car must haves', [CAR, GPT25], [r'(?i)sunroof'],
  'Heated steering wheel (non-negotiable), no sunroof, CarPlay, AWD, heated seats, not white/black, hybrid nice-to-have, room for a hockey bag.'),
 ('preference', 'what kind of exercise do I actually enjoy vs. can\'t stand', [GPT25, REHAB, D0730], [r'(?i)\bgym|love swimming'],
  'Loves swimming (esp. lake first thing in the morning), hates gyms/gym classes (kettlebells), prefers exercising in the morning. Distractors: physio plan, cottage swim plan.'),
 # ---------------- vague
 ('vague', 'what did the plumbing guy find when he cut open the wall upstairs - what was actually leaking', [SF, BOARD1, D1021],
  [r'(?i)riser'], 'Failed solder joint on the 3/4" copper branch tee off the cold-water riser, upstream of 1307\'s shut-off valve (Sure-Flow report in base64 attachment; summarised in board decision and daily 2025-10-21). Distractor: Apex "loose fitting" (18 Sep e-mail, timeline).'),
 ('vague', 'why did the lake house week get bumped back, something about the pier not being finished?', [DOCK, COT, PERS, D0730],
  [r'(?i)dock'], 'Gord\'s new dock was delayed (contractor barge, township permit), stay moved 19-26 July -> 26 July-2 Aug with a $150 credit. Distractor: house rules (new dock 2025, no date change).'),
 ('vague', 'that list I made of fallback moves in case the building management kept saying no', [OPTIONS], [r'(?i)brainstorm'],
  'Options note (own plumber, board hearing, records request, tribunal, small claims, mediation, let insurer pay, lawyer). Distractor: condo chat (assistant\'s generic escalation list), declaration s.17.'),
 ('vague', "the letter from the finance people saying the SUV contract is running out and what it'd cost to keep it", [LEASE],
  [r'(?i)purchase option'], 'Lakeshore Auto Finance maturity notice (20 Nov 2025, HTML): matures 18 Apr 2026, purchase option $21,340 + taxes. Distractors: lease note (points to "the maturity letter"), credit-union e-mail.'),
 ('vague', 'that time I traded a weekend morning for a weeknight with a coworker', [SWAP, SHIFTS, ROTN, FAM], [r'(?i)swap'],
  'Shift swap with Ines: Bea works Sat 14 Feb 2026 walk-in, Ines covers Thu 19 Feb evening; approved by Rosalind 13 Jan.'),
]

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out, keys = [], {}
    kinds = ['fact', 'who', 'where', 'event_time', 'multi_source', 'decision', 'temporal_current', 'open_loop', 'preference', 'vague']
    for kind in kinds:
        assert sum(1 for q in Q if q[0] == kind) == 5, kind
    assert [q[0] for q in Q] == [k for k in kinds for _ in range(5)]
    for i, (kind, query, gold, key, hint) in enumerate(Q, 1):
        qid = 'h%02d' % i
        out.append({'id': qid, 'query': query, 'gold': gold, 'kind': kind, 'gold_hint': hint})
        keys[qid] = key
    with open(os.path.join(here, '..', 'queries.json'), 'w', encoding='utf-8') as f:
        json.dump(out, f, indent=1, ensure_ascii=False)
    with open(os.path.join(here, 'keys.json'), 'w', encoding='utf-8') as f:
        json.dump(keys, f, indent=1, ensure_ascii=False)
    print(len(out), 'queries')

if __name__ == '__main__':
    main()
