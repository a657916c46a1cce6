"""Questions, gold lists and answer keys. python3 queries.py writes ../queries.json"""
import json, os

M = 'mail/2025/'
E = {
    'accept': M + '03/2025-03-04_market-vendor-acceptance.eml',
    'queen': M + '05/2025-05-19_salida-queen-order.eml',
    'promo': M + '05/2025-05-23_mile-high-bee-supply-sale.eml',
    'move': M + '06/2025-06-30_market-moving-july-12.eml',
    'jars': M + '07/2025-07-08_jar-order-confirmation.eml',
    'surgery': M + '07/2025-07-15_lakeside-surgery-confirmation.eml',
    'ada': M + '07/2025-07-22_re-dad-after-rehab.eml',
    'news': M + '08/2025-08-07_hive-harvest-weekly.eml',
    'tcu': M + '08/2025-08-20_tcu-admission-tomorrow.eml',
    'rates': M + '09/2025-09-09_columbine-refi-rate-sheet.eml',
    'letter': M + '09/2025-09-10_lakeside-appointment-letter.eml',
    'fifteen': M + '09/2025-09-12_re-refi-options.eml',
    'appt': M + '09/2025-09-16_appraisal-appointment.eml',
    'riverbend': M + '09/2025-09-19_re-inhome-help-for-dad.eml',
    'twenty': M + '10/2025-10-06_re-change-of-loan-term.eml',
    'lock': M + '10/2025-10-07_rate-lock-confirmation.eml',
    'apprfwd': M + '10/2025-10-09_fwd-appraisal-complete.eml',
    'outstanding': M + '10/2025-10-10_re-outstanding-items.eml',
    'dana': M + '10/2025-10-13_re-thanksgiving-plan.eml',
    'foothills': M + '10/2025-10-16_foothills-invitational-registration.eml',
    'flight': M + '10/2025-10-20_northwind-trip-confirmation.eml',
    'bus': M + '10/2025-10-21_activity-bus-approved.eml',
    'closing': M + '10/2025-10-28_closing-location-update.eml',
    'cd': M + '10/2025-10-30_closing-disclosure-ready.eml',
    'rx': 'mail/2025/11/2025-11-03_prescription-ready.eml',
}
MBOX = 'mail/lists/front-range-beekeepers.mbox'
LOG = 'notes/bees/apiary-log-2025.md'
BRAIN = 'notes/bees/fall-prep-brainstorm.md'
STAND = 'notes/bees/market-stand.md'
LABELS = 'notes/bees/honey-labels-cottage-food.md'
HIP = 'notes/dad/dad-hip-surgery.md'
SAFETY = 'notes/dad/house-safety-checklist.md'
SENIOR = 'notes/dad/senior-living-options.md'
REFI = 'notes/house/refinance.md'
NET = 'notes/house/home-network.md'
SO = 'notes/school/sci-oly-2025-26.md'
RECAP = 'notes/school/sci-oly-2024-25-recap.md'
COPAR = 'notes/family/coparenting.md'
PODS = 'notes/lists/podcasts-and-books.md'
D = {k: f'notes/daily/{k}.md' for k in ('2024-11-09', '2025-05-24', '2025-07-26', '2025-08-21',
                                         '2025-09-13', '2025-10-04', '2025-10-25')}
DISCH = 'docs/dad-discharge-instructions.txt'
SITTER = 'docs/house-sitter-info.txt'
EXTR = 'docs/honey-extraction-steps.txt'
C05 = 'chats/chatgpt/conversations-2025-05.json'
C10 = 'chats/chatgpt/conversations-2025-10.json'
CDAD = 'chats/assistant/dad-recovery-2025-08.json'
CMITE = 'chats/assistant/mites-and-winter-2025-08.json'
QQ = 'chats/assistant/quick-questions-2025.jsonl'
MITES = 'data/mite-counts-2025.csv'
SALES = 'data/market-sales-2025.csv'
BEES = 'calendar/bees.ics'
DAD = 'calendar/dad.ics'
SCH = 'calendar/school-scioly.ics'
HOME = 'calendar/home-family.ics'

Q = []   # (id, kind, query, gold, hint, keys)
def q(i, kind, query, gold, hint, keys):
    Q.append((i, kind, query, gold, hint, keys))

# ------------------------------------------------------------------ fact
q('h01', 'fact', 'refi rate lock confirmation number', [E['lock']],
  'CFCU-RL-884120 (only inside the base64 body of the rate-lock e-mail). Distractors: loan number 7730-0419-22, refinance note (points to the e-mail only).',
  {'*': r'CFCU-RL-884120'})
q('h02', 'fact', 'order number for the mated queen I bought in may', [E['queen'], LOG],
  'SMQ-20518 (Salida Mountain Queens, HTML-only e-mail; also in the apiary log). Distractors: May ChatGPT queenless chat (no number), jar order RRP-11604.',
  {'*': r'SMQ-20518'})
q('h03', 'fact', 'mendeleev mite count august wash', [MITES, CMITE, LOG],
  '11 mites per ~300 bees on 8/2 (3.7%). Distractors: post-treatment 9/20 count of 2, guild wash-day e-mail in the mbox (no numbers).',
  {MITES: r'2025-08-02,Mendeleev,alcohol wash,300,11', CMITE: r'Mendeleev: 11', LOG: r'Mendeleev \| alcohol wash \| 11'})
q('h04', 'fact', 'thanksgiving flight confirmation code', [E['flight']],
  'QH7TZ2 (Northwind, base64 HTML only). Distractor: dad.ics flight events (flight numbers, no code).',
  {'*': r'QH7TZ2'})
q('h05', 'fact', 'how much cash do i need to bring to closing', [E['cd']],
  '$3,184.57 cash to close (base64 body of the Closing Disclosure e-mail). Distractors: closing location e-mail (no amount), rate sheet closing costs ~$4,900.',
  {'*': r'3,184\.57'})

# ------------------------------------------------------------------ who
q('h06', 'who', "dad's physical therapist name", [DAD, HIP],
  'Rosalind Tveit (Lakes Area Home Health). Distractors: discharge instructions and daily notes name the agency or PT without her name.',
  {'*': r'Rosalind Tveit|Rosalind'})
q('h07', 'who', 'who did the appraisal on my house', [E['appt'], E['apprfwd'], HOME, REFI],
  'Dwight Amundsen, Amundsen Valuation Group. Distractors: rate sheet / rate-lock e-mails (Columbine FCU, no appraiser).',
  {'*': r'Dwight Amundsen'})
q('h08', 'who', "name of dad's aide from the new agency", [E['riverbend'], HIP, D['2025-10-04'], DAD],
  'Joyce Bergstrom (Riverbend Companions, since 9/22). Distractors: Northstar Home Care (rotating aides, no names), Wes Tanaka is the coordinator not the aide.',
  {'*': r'Joyce'})
q('h09', 'who', 'title compnay closer name', [E['closing'], E['cd'], HOME],
  'Patrice Wendell, Cherry Vale Title. Distractor: refinance note names Cherry Vale Title but no person; Javier Ruelas is the loan officer.',
  {'*': r'Patrice'})
q('h10', 'who', "who's giving me a new queen for franklin", [MBOX, LOG, D['2025-10-04'], D['2025-10-25'], BEES],
  "Lorraine Pettibone (guild mentor; one of her nuc queens, credit from the April split). Distractors: Salida Mountain Queens (Mendeleev's queen in May), mites chat (mentions Lorraine's vaporizer only).",
  {'*': r"Lorraine"})

# ------------------------------------------------------------------ where
q('h11', 'where', 'where is the foothills invitational', [E['foothills'], E['bus'], SO, SCH],
  'Golden Ridge High School, 1400 Foothill Pkwy, Golden. Distractors: regionals at Metro Front Range CC Lakewood; 2024 invitational in Aurora (recap).',
  {'*': r'Golden Ridge High School'})
q('h12', 'where', 'where did dad go for rehab after the hospital', [E['tcu'], DAD, HIP, D['2025-08-21'], DISCH],
  'Cedar Glen Transitional Care, 5150 Cedar Glen Dr, Minneapolis (room 112). Distractors: Hennepin Lakes Medical Center (surgery), senior-living ideas note; safety checklist only mentions "the OT\'s list at Cedar Glen".',
  {'*': r'Cedar Glen'})
q('h13', 'where', 'surgery check in which tower floor dad hospital', [E['surgery']],
  'Tower B, Level 2, Surgery Check-In at Hennepin Lakes Medical Center (only in the base64 pre-op attachment). Distractor: dad.ics event (hospital address only, "see the pre-op sheet").',
  {'*': r'Tower B, Level 2'})
q('h14', 'where', 'guild extration room location', [MBOX, BEES, LOG],
  'Guild honey house out back of the Wheat Ridge Grange Hall, 4410 Teller St. Distractor: honey-extraction-steps.txt (no location).',
  {MBOX: r'extraction room out back of the Wheat Ridge\s+Grange Hall', BEES: r'honey house, back of the Wheat Ridge Grange Hall', LOG: r'honey house out back of the Wheat Ridge Grange Hall'})
q('h15', 'where', 'pickup address for the new honey jars', [E['jars']],
  'Rocky Ridge Packaging will-call dock, 4825 E 60th Ave, Unit C, Commerce City (base64 HTML only). Distractors: Mile High Bee Supply promo (Arvada), apiary log / 7-26 daily (mention the switch, no address).',
  {'*': r'4825 E 60th Ave'})

# ------------------------------------------------------------------ event_time
q('h16', 'event_time', "when is dad's hip surgery", [E['surgery'], DAD, HIP, D['2025-07-26'], DISCH],
  'Tuesday 8/19/2025, 7:30 AM (arrive 5:30). Distractors: 8/17 flight, 8/21 TCU transfer, chats that say "five days ago"/"in August".',
  {'*': r'8/19|August 19|08/19/2025|20250819'})
q('h17', 'event_time', 'appraisal appointment date and time', [E['appt'], HOME, REFI, E['apprfwd']],
  'Thursday 10/2/2025 at 9:00 AM (the forwarded report gives the 10/02/2025 effective date). Distractor: rate lock 10/7.',
  {'*': r'(?<![\d/])10/0?2(?!\d)|October 2\b|20251002'})
q('h18', 'event_time', 'refi closing date', [E['closing'], E['cd'], HOME, REFI],
  'Friday 11/14/2025 at 2:00 PM. Distractors: rate lock expiry 11/21, FRBG potluck 11/18, Foothills 11/15.',
  {'*': r'11/14|November 14|20251114'})
q('h19', 'event_time', 'sci oly regionals 2026 date', [SO, SCH],
  'Saturday 2/28/2026. Distractor: 2024-25 recap (regionals 3/1/2025), Foothills invitational 11/15.',
  {'*': r'2/28/2026|20260228'})
q('h20', 'event_time', 'what time is my thanksgiving flight to minneapolis', [E['flight'], DAD],
  'Wed 11/26/2025, Northwind NW 1182 departs DEN 6:05 AM (arr. MSP 9:22). Distractors: Thanksgiving chat ("earliest nonstop", no time), Dana thread (dates only), August flights.',
  {'*': r'(?<!\d)6:05|20251126T060500'})

# ------------------------------------------------------------------ multi_source
q('h21', 'multi_source', 'foothills bus departure time and our team number', [E['bus'], E['foothills']],
  'Bus departs 6:20 AM from the AHHS north lot (TR-25-3381, bus e-mail) + team number C17 (registration e-mail). Distractors: sci-oly note and calendar (date/venue only).',
  {E['bus']: r'6:20 AM', E['foothills']: r'C17'})
q('h22', 'multi_source', 'closing address and how much money to bring', [E['closing'], E['cd']],
  'Cherry Vale Title Lowry office, 200 Quebec St, Bldg 700, Suite 120 (location update e-mail) + $3,184.57 cash to close (Closing Disclosure e-mail). Distractors: refinance note and home-family.ics still show the old Greenwood Village office.',
  {E['closing']: r'200 Quebec St', E['cd']: r'3,184\.57'})
q('h23', 'multi_source', 'thanksgiving flight confirmation and who has the kids', [E['flight'], E['dana']],
  'Flight confirmation QH7TZ2 (Northwind e-mail) + the kids are with Dana Wed–Sun (Dana reply). Distractors: Thanksgiving ChatGPT conversation, coparenting note (no year-specific rule), dad.ics (no code).',
  {E['flight']: r'QH7TZ2', E['dana']: r'kids are with me for Thanksgiving'})
q('h24', 'multi_source', 'how many pounds of honey did i extract and what did the honey house cost', [LOG, MBOX],
  '142 lb extracted on 8/9 (apiary log) + $30 per 4-hour slot (honey house e-mail in the guild mbox). Distractors: honey-extraction-steps.txt, market sales CSV.',
  {LOG: r'142 lb', MBOX: r'\$30 per slot'})
q('h25', 'multi_source', "dad 6 week follow up what time and who's driving him", [E['letter'], HIP],
  '10:40 AM on Wed 10/1 at the Edina clinic (base64 appointment letter) + Darlene Haugen is driving him (dad hip journal, 9/28). Distractors: discharge instructions ("letter will be mailed"), 10-04 daily.',
  {E['letter']: r'10:40 AM', HIP: r'Darlene is driving him'})

# ------------------------------------------------------------------ decision
q('h26', 'decision', '15 or 20 year refi what did i go with', [C10, E['twenty'], REFI, E['lock']],
  '20-year fixed at 5.625% (switched on 10/6 from the 15-year chosen on 9/12; locked 10/7). Distractors: 9/12 e-mail choosing the 15-year, 9/9 rate sheet (options only).',
  {C10: r"switching to the 20-year", E['twenty']: r'20-year fixed at 5\.625%', REFI: r'Changed my mind → 20-year fixed', E['lock']: r'20-Year Fixed'})
q('h27', 'decision', 'what mite treatmnet did i decide on', [CMITE, LOG, BEES],
  'Oxalic acid vapor (OAV), all three hives, 3 rounds 5 days apart (8/23, 8/28, 9/2); no synthetic miticides. Distractors: fall-prep brainstorm (ideas only: Apivar, Formic Pro, thymol…), Hive & Harvest newsletter.',
  {CMITE: r'Decided: OAV', LOG: r'Decision: oxalic acid vapor', BEES: r'OAV round'})
q('h28', 'decision', 'assisted living or home for dad after rehab', [E['ada'], CDAD, HIP],
  'Home to Larkwood Ave with an in-home aide + home PT, no assisted living (agreed with Ada 7/22). Distractor: senior-living-options note (ideas only).',
  {E['ada']: r'home with an aide', CDAD: r'goes home with an in-home aide', HIP: r'after the TCU he goes home'})
q('h29', 'decision', 'are we going to the utah invitational', [SO, C10],
  'No — decided 10/20 with Beatriz not to go to the Wasatch Invitational (~$4,200 vs $1,900 boosters); local one-day invitational instead.',
  {'*': r'Wasatch'})
q('h30', 'decision', 'thanksgiving is dad coming here or am i going there', [C10, E['dana'], DAD],
  'Reversed: the 9/13 idea was to fly Dad to Denver; decided 10/12 that Ray flies to Minneapolis 11/26–11/30 and Dad stays home. Distractors: 9/13 daily (old idea), Northwind itinerary (booking only, no mention of Thanksgiving).',
  {C10: r"I'm going to Minneapolis", E['dana']: r"I'm going to Minneapolis instead", DAD: r"Thanksgiving at Dad's"})

# ------------------------------------------------------------------ temporal_current
q('h31', 'temporal_current', 'honey price per pound jar now', [QQ, SALES, D['2025-09-13'], LOG],
  '$14 per 1-lb jar ($8 for 8 oz) since 8/16. Old $12/$7 in market-stand note, May ChatGPT pricing chat, 5-24 daily.',
  {QQ: r'\$14 for the 1 lb jar', SALES: r'2025-10-11,[^\n]*,14,', D['2025-09-13']: r'\$14 a pound jar', LOG: r'\$14 for the 1-lb jar'})
q('h32', 'temporal_current', 'where is the farmers market now', [E['move'], BEES, SALES, LOG, D['2025-09-13']],
  'Berkeley Commons lot, W 44th Ave & Tennyson (stall B-6) since 7/12. Old: St. Brendan\'s Church lot, stall 23 (acceptance e-mail, market-stand note, 5-24 daily).',
  {'*': r'Berkeley Commons'})
q('h33', 'temporal_current', "dad's home care agency", [E['riverbend'], HIP, D['2025-10-04'], DAD],
  'Riverbend Companions (Mon–Fri 8–11, since 9/22). Old: Northstar Home Care (M/W/F, cancelled after the 9/12 no-show; 9-13 daily).',
  {'*': r'Riverbend'})
q('h34', 'temporal_current', 'dad lisinopril dose now', [QQ, HIP, D['2025-10-04']],
  '5 mg once daily (cut from 10 mg on 9/29 by Dr. Brandvold). Old: 10 mg in the discharge instructions.',
  {'*': r'to 5 mg'})
q('h35', 'temporal_current', 'which room is sci oly practice in now', [SO, SCH],
  'Room 118 (physics lab), Thursdays 3:45–5:15 since 10/2. Old: Tuesdays in Room 214 (2024-25 recap, 2024-11-09 daily, Sept RRULE). 10-04/10-25 dailies mention "the new room"/"Hennigan\'s room" only.',
  {'*': r'Room 118'})

# ------------------------------------------------------------------ open_loop
q('h36', 'open_loop', 'what did i promise to send javier', [E['outstanding'], HOME, E['cd'], REFI, D['2025-10-25'], E['twenty']],
  'The Bluestem Mutual homeowners insurance declarations page with Columbine as mortgagee ("I\'ll send it Monday", still missing 10/30). Sept pay stub already sent (distractor).',
  {'*': r'dec page|declarations page'})
q('h37', 'open_loop', 'franklin requeen still to do', [BEES, LOG, MBOX, D['2025-10-25'], D['2025-10-04'], CMITE],
  'Requeen Franklin with Lorraine\'s nuc queen: planned 10/18, postponed twice for cold, VTODO still NEEDS-ACTION. Distractor: Mendeleev requeened in May (Salida order).',
  {BEES: r'Requeen Franklin', LOG: r'\[ \] Requeen Franklin', MBOX: r'for your Franklin colony', D['2025-10-25']: r'queen swap with Lorraine is postponed', D['2025-10-04']: r'nuc queens for Franklin', CMITE: r'requeen Franklin before winter'})
q('h38', 'open_loop', 'grab bars at dads not done', [SAFETY, CDAD, DAD],
  'Grab bars (toilet + tub wall) still need a handyman who can hit studs in plaster; maybe Darlene\'s nephew. Distractor: discharge instructions (no grab bars).',
  {'*': r'grab bar'})
q('h39', 'open_loop', 'permission slips still missing', [SO, SCH, D['2025-10-25'], C10],
  'Foothills permission slips + medical forms due Fri 11/7; 9 of 15 in. Distractor: bus request (done).',
  {'*': r'permission slip'})
q('h40', 'open_loop', 'reprint honey labels todo', [LABELS, QQ],
  'Fix the label template (cottage food home-kitchen statement cut off) and reprint/relabel jars before holiday orders. Distractor: market-stand note (labels checked off in May).',
  {'*': r'reprint'})

# ------------------------------------------------------------------ preference
q('h41', 'preference', 'how do i like to fly', [C10],
  'Nonstop only (never connect, never O\'Hare), earliest flight of the day, window seat, light rail from MSP instead of a rental car. Distractor: dad.ics/itinerary (flight facts only).',
  {'*': r'Nonstop only'})
q('h42', 'preference', "foods i don't eat", [QQ],
  'No red meat (since 2019) and no mushrooms. Distractors: 7-26 / 10-04 dailies (jollof, pepper soup).',
  {'*': r'mushrooms'})
q('h43', 'preference', 'what kind of podcasts do i like', [QQ, PODS],
  'History of science / chemistry, under ~45 min, no true crime. Distractor: audiobook narrator preference in the same list.',
  {'*': r'true crime'})
q('h44', 'preference', 'my favorite honey', [C05, LOG],
  'The dark late-summer honey (almost minty); also no creamed or flavored honey. Distractors: Hive & Harvest newsletter (dark honey in general), market-stand note ("regulars want the dark honey").',
  {C05: r'My favorite honey is the dark late-summer', LOG: r'favourite honey'})
q('h45', 'preference', 'how do i prefer to contact sci oly parents', [SO, C10, RECAP],
  'E-mail only (one weekly Sunday-night e-mail), no GroupMe or group texts. Distractor: coparenting note (e-mail for schedule changes with Dana).',
  {SO: r'e-mail only', C10: r'email only', RECAP: r'group text with parents\. Never again'})

# ------------------------------------------------------------------ vague
q('h46', 'vague', 'that email saying the house was worth less than we hoped', [E['apprfwd'], REFI],
  'Appraisal came in at $618,000 vs the $640k estimate (forwarded appraiser summary; refinance note). Distractors: rate sheet ($640,000 estimated value), appraisal appointment e-mail.',
  {'*': r'618'})
q('h47', 'vague', 'wasps stealing honey from the small hive what did i do', [D['2025-09-13'], LOG],
  'Yellowjackets robbing Franklin on 9/13: entrance reducer to one-bee hole, robbing screen, wet sheet, cleaned the honey bucket. Distractors: Hive & Harvest newsletter (robbing in general), fall-prep brainstorm.',
  {'*': r'robbing'})
q('h48', 'vague', "stuff for dad's loo and shower so he doesn't fall", [CDAD, SAFETY, DISCH, HIP, D['2025-08-21'], DAD],
  'Raised toilet seat with arms, tub transfer bench / shower chair, handheld shower, non-slip mats, grab bars (dad.ics VTODO). Distractor: senior-living ideas note, TCU admission e-mail ("toiletries").',
  {'*': r'raised toilet seat', DAD: r'grab bars \(toilet \+ tub wall\)'})
q('h49', 'vague', "the time the kids' wooden build fell apart during practice", [D['2025-10-25']],
  'Marcus and Hannah\'s balsa tower snapped at the second load step on 10/23 (base joint). Distractor: 2024-25 recap (tower broke at Regionals), sci-oly roster note (Tower event).',
  {'*': r'tower snapped'})
q('h50', 'vague', 'club talk about giving the bees sugar candy over winter', [MBOX, BEES, LOG],
  'FRBG October meeting Tue 10/14, Hal Jessup "Getting Them to March": sugar bricks, fondant, candy boards. Distractor: mites chat (generic fondant/sugar brick advice), sugar-brick VTODO is in the same bees.ics.',
  {'*': r'sugar brick'})

KEYS = {i: keys for i, _, _, _, _, keys in Q}
HIDDEN = [
    (E['lock'], 'CFCU-RL-884120'),
    (E['flight'], 'QH7TZ2'),
    (E['cd'], '3,184.57'),
    (E['surgery'], 'Tower B, Level 2'),
    (E['jars'], '4825 E 60th Ave'),
    (E['letter'], '10:40 AM'),
    (E['appt'], 'Dwight Amundsen'),
]

if __name__ == '__main__':
    out = [{'id': i, 'query': query, 'gold': gold, 'kind': kind, 'gold_hint': hint}
           for i, kind, query, gold, hint, _ in Q]
    assert len(out) == 50 and len({o['id'] for o in out}) == 50
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'queries.json')
    with open(path, 'w', encoding='utf-8') as f:
        json.dump(out, f, indent=2, ensure_ascii=False)
    print('wrote', len(out), 'queries')
