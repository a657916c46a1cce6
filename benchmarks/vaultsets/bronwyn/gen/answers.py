"""Single source for queries.json and the answer keys used by check.py.

Each entry: id, query, kind, gold_hint, keys = {gold path: [strings that must occur in the decoded file]}.
gold = keys' paths, in order.
"""
M = 'mail/'
PRIYA = M + '2024/05/2024-05-08_priya_retic-approval-po.eml'
QUOTE = M + '2024/06/2024-06-03_coastal-retic_quote-Q-2291.eml'
STEVE_CARN = M + '2024/08/2024-08-21_steve_re-athletics-carnival-moved.eml'
JONO = M + '2024/09/2024-09-12_re_tall-timber-marri-quote.eml'
SALT = M + '2024/09/2024-09-18_saltbush-room_booking-confirmation.eml'
DFES_CLB = M + '2024/10/2024-10-01_dfes-academy_crew-leader-joining-instructions.eml'
TREV_BOOK = M + '2024/10/2024-10-22_ashby-gas_re-gas-compliance-booking.eml'
TREV_CERT = M + '2024/11/2024-11-15_ashby-gas_compliance-certificate.eml'
LACHIE = M + '2024/11/2024-11-20_lachie_re-battery-for-marge.eml'
COVER = M + '2024/12/2024-12-06_steve_holiday-grounds-cover.eml'
DEPLOY_MAIL = M + '2025/01/2025-01-16_dfes_resource-request-strike-team.eml'
INS = M + '2025/01/2025-01-28_coastline_welcome-policy-documents.eml'
DOT = M + '2025/02/2025-02-11_transport_vehicle-examination-booking.eml'
SANDRA_RE = M + '2025/02/2025-02-24_re_stitched-up_cushion-quote.eml'
BORE = M + '2025/03/2025-03-04_coastal-retic_bore-pump-options.eml'
KERRY = M + '2025/03/2025-03-09_kerry_mums-new-place.eml'
PAINT_RE = M + '2025/03/2025-03-17_re_hendo-auto-refinish_paint-quote.eml'
BORE_DEC = M + '2025/04/2025-04-02_priya_bore-pump-decision.eml'
SANDRA_REV = M + '2025/04/2025-04-10_stitched-up_revised-quote.eml'
COUNCIL = M + '2025/04/2025-04-14_city-of-fremantle_news-verge-collections.eml'
MBOX = 'brigade/wrvbfb-members.mbox'
FB = 'chats/facebook/messages/inbox/taitmob_5521908834/message_1.json'
GPT = 'chats/chatgpt/conversations.json'
BUSH = 'chats/assistant_bushtucker_2024-08.json'
QQ = 'chats/quick_questions.jsonl'
WINTER = 'notes/2024-07-14-winter-brain-dump.md'
EOY = 'notes/2024-12-13-end-of-term-rant.md'
AUTUMN = 'notes/2025-03-23-autumn-catchup.md'
LEDGER = 'caravan/marge_ledger.csv'
SPRAY = 'school/spray_register.csv'
SCHOOL_ICS = 'calendars/school.ics'
BRIGADE_ICS = 'calendars/brigade.ics'
PERSONAL_ICS = 'calendars/personal.ics'
CARAVAN_ICS = 'calendars/caravan.ics'

KINDS = ['fact', 'who', 'where', 'event_time', 'multi_source', 'decision', 'temporal_current', 'open_loop',
         'preference', 'vague']

Q = [
    # ---------------------------------------------------------------- fact
    ('h01', 'marge insurance policy #', {INS: ['CCI-7730-4418-M']},
     'CCI-7730-4418-M, only inside the base64 parts of the Coastline welcome email; distractors: ledger insurance row (premium only), autumn note + plan (say it is in the email)'),
    ('h02', 'gas compliance cert number caravan', {TREV_CERT: ['GC-118204']},
     'GC-118204, only in the base64 attachment of Trev\'s 15 Nov email; distractors: gas-and-compliance.md (pointer to attachment), Trev\'s booking reply, caravan.ics'),
    ('h03', 'bindi spray mix rate', {SPRAY: ['60 mL/10 L']},
     '60 mL/10 L of Lawnguard BX (spray register CSV); distractors: daily 2024-09-03 (says logged in register), JSONL bindii timing answer, EOY rant'),
    ('h04', 'purchase order no. for the sprinkler upgrade at school', {PRIYA: ['PO 24-0387']},
     'PO 24-0387 (Priya, May 2024); distractors: bore pump PO 25-0112 (Apr 2025), Dale\'s quote Q-2291, retic-zones.md'),
    ('h05', 'how heavy is marge empty', {'daily/2024-10-12.md': ['1085 kg']},
     'tare 1085 kg from the Kwinana weighbridge (daily 2024-10-12); distractors: hitching checklist (points to notes), ledger weighbridge fee, ATM 1500 kg'),
    # ---------------------------------------------------------------- who
    ('h06', 'whos doing the school watering over xmas hols', {COVER: ['Tahnee Walsh']},
     'Tahnee Walsh from Spearwood Heights PS (Steve\'s QP email); distractors: contacts.md lists Mick Fenwick as relief, EOY rant (someone from another school, no name), how-to txt'),
    ('h07', 'tree guy name marri limb', {JONO: ['Jono Pike']},
     'Jono Pike, Tall Timber Tree Care (Bron\'s reply quoting his quote); distractors: contacts.md (company only), school.ics tree work, EOY rant, daily 2024-09-03'),
    ('h08', 'who runs the bunnings snag roster', {MBOX: ["I'm running the roster"]},
     'Deb Pham, brigade secretary, runs the Bunnings sizzle roster (mbox); distractors: brigade.ics sizzle event, EOY rant (sizzle $2,140), house-sitter (Deb as contact)'),
    ('h09', 'snake catcher name we rang at school', {'daily/2024-11-19.md': ['Ray Dunstan']},
     'Ray Dunstan, Southside Snake Relocation (daily 2024-11-19); distractors: contacts.md (company only), spray register back-fence row, EOY rant'),
    ('h10', 'who was our strike team leader in jan', {DEPLOY_MAIL: ['Sharon Kemp'], 'brigade/deployment-jan25.md': ['STL was Sharon']},
     'Sharon Kemp, Serpentine VBFB (full name only in base64 DFES email; first name in debrief note); distractors: brigade.ics deployment (pointer), autumn note, mbox'),
    # ---------------------------------------------------------------- where
    ('h11', 'crew leader course which room', {DFES_CLB: ['Room 2.14']},
     'Room 2.14, Training Block B level 2, DFES Academy Forrestfield (base64 attachment only); distractors: brigade.ics (Forrestfield, no room), training-log.md, EOY rant'),
    ('h12', "where's mums 75th dinner", {SALT: ['The Saltbush Room'], PERSONAL_ICS: ['The Saltbush Room']},
     'The Saltbush Room, 1 Jetty Road, Bunbury (booking email + personal.ics LOCATION); distractors: mum-75th.md shortlist without it + pointer, messenger venue chat'),
    ('h13', 'where did we meet up before heading to the fire in jan', {DEPLOY_MAIL: ['Byford Fire Station']},
     'Byford Fire Station, 0430 Sat 18 Jan (base64 DFES email only); distractors: deployment debrief (mustered at 0430, no place), brigade.ics (pointer), mbox'),
    ('h14', 'main water shutoff for school reticulation', {'school/retic-zones.md': ['behind the canteen']},
     'green pit behind the canteen next to the bin enclosure, T-bar key (retic-zones.md); distractors: how-to txt (points to zones sheet), contacts'),
    ('h15', 'DoT inspection address for the van', {DOT: ['9 Spinnaker Way']},
     'Henderson Vehicle Examination Centre, 9 Spinnaker Way, Henderson (DoT HTML email); distractors: personal.ics event without location, Hendo Auto Refinish (also Henderson), ledger'),
    # ---------------------------------------------------------------- event_time
    ('h16', 'athletics carnaval date', {STEVE_CARN: ['Friday 20 September']},
     'moved to Friday 20 September 2024 (Steve\'s reply); distractors: school.ics STALE 13 Sep, Leanne\'s 5 Aug email, grounds-jobs-2024.md (13 Sept)'),
    ('h17', 'brigade AGM when', {MBOX: ['Saturday 10 August'], BRIGADE_ICS: ['2024-08-10']},
     'Saturday 10 August 2024, 2pm at the station (mbox + brigade.ics); distractors: winter note (AGM in August), AGM results mail'),
    ('h18', 'when was the gas guy booked for the van', {TREV_BOOK: ['Thursday 14 November'], CARAVAN_ICS: ['2024-11-14']},
     'Thursday 14 November 2024, 8am at home (Trev\'s reply + caravan.ics); distractors: gas note (pointer), cert email (issued 15/11), ledger paid 2024-11-15'),
    ('h19', 'next Hilux service booking', {PERSONAL_ICS: ['2025-05-06']},
     'Tue 6 May 2025 7:30am at Rob\'s Auto (personal.ics); distractors: ute-hilux.md history, forwarded Rob\'s summary (due 315k / 6 months), autumn note'),
    ('h20', "when's the green waste verge pickup", {COUNCIL: ['week of 12 May 2025']},
     'week of 12 May 2025 for White Gum Valley (council newsletter); distractors: other suburbs in same table, winter + autumn notes mention verge pickup without date'),
    # ---------------------------------------------------------------- multi_source
    ('h21', 'retic quote vs approved budget how much over', {QUOTE: ['$4,862.50'], PRIYA: ['$4,500']},
     'quote $4,862.50 inc GST (base64 HTML only) vs approval ceiling $4,500 (Priya) = $362.50 over; distractors: winter note (over, no numbers), bore pump emails'),
    ('h22', 'battery lachie recommended and what i paid', {LACHIE: ['100Ah lithium (LiFePO4)'], LEDGER: ['689.00']},
     'Lachie: 100Ah LiFePO4 + 25A DC-DC + 200W blanket; paid $689.00 (ledger); distractors: electrics-12v.md (pointer), ChatGPT fridge chat, JSONL weight answer'),
    ('h23', 'mums new address and landline', {KERRY: ['6 Pelican Way'], FB: ['08 5550 0418']},
     'Unit 14 Koombana Gardens Village, 6 Pelican Way, Bunbury (Kerry email) + 08 5550 0418 (Messenger, Apr); distractors: old 41 Banksia Cres, autumn note'),
    ('h24', 'new bore pump model + install date', {BORE: ['Lowara 6GS22'], SCHOOL_ICS: ['2025-05-02']},
     'Lowara 6GS22 (Dale\'s options email) + pencilled Fri 2 May 2025 (school.ics); distractors: Priya decision email (no model/date), retic-zones.md old pump'),
    ('h25', "how much ive spent on marge vs what shes insured for", {LEDGER: ['10248.70'], INS: ['$18,000']},
     'ledger running total $10,248.70 vs agreed value $18,000 (base64 insurance email); distractors: autumn note (won\'t add it up), plan, purchase $3,200'),
    # ---------------------------------------------------------------- decision
    ('h26', 'final paint colour for the van', {PAINT_RE: ['tangerine and cream'], AUTUMN: ['back to tangerine & cream']},
     'REVERSED: original tangerine & cream (Mar 2025 reply to Craig + autumn note); distractors: paint-colours.md (Sea Mist, Aug 2024), Messenger vote, EOY rant, Craig\'s quoted quote'),
    ('h27', 'bore pump fix or replace decision', {BORE_DEC: ['going with option 2']},
     'option 2, full replacement (Priya 2 Apr 2025); distractors: Dale\'s options email (recommendation only), autumn note, school.ics pencilled works'),
    ('h28', 'where are we doing christmas 2024', {'family/christmas-2024.md': ['Christmas at mine'], FB: ['Christmas at mine']},
     'at Bron\'s in Freo (christmas note + Messenger Nov); distractors: EOY rant (pointer), personal.ics Christmas Day, Gero last year'),
    ('h29', 'fridge for caravan 3 way or 12v what did i decide', {'caravan/electrics-12v.md': ['Decision: 12V compressor'], GPT: ['compressor it is']},
     '12V compressor ~65 L upright, no holes in walls (electrics note + ChatGPT edited branch); distractors: Lachie email, ledger fridge row, gas note'),
    ('h30', 'bush tucker garden plant list chosen', {BUSH: ['final list is saltbush, warrigal greens, muntries']},
     'saltbush, warrigal greens, muntries, native thyme, pigface; dropped finger lime + lemon myrtle (assistant chat JSON); distractors: EOY rant, school.ics P&C meeting, winter note'),
    # ---------------------------------------------------------------- temporal_current
    ('h31', 'what night is brigade training now', {MBOX: ['moves to WEDNESDAYS'], BRIGADE_ICS: ['2025-02-05T18:30']},
     'Wednesdays 6.30-8.30pm from 5 Feb 2025 (Meg\'s list mail + brigade.ics new series); distractors: Tuesday 7pm in training-log, winter note, AGM results, old RRULE'),
    ('h32', 'home wifi pw', {'house-sitter.txt': ['Chook$andSand25']},
     'Chook$andSand25 (house-sitter sheet, Jan 2025); distractor: winter note old GalahGalah2024, Messenger (pointer to fridge sheet)'),
    ('h33', "who's captain at the brigade now", {MBOX: ['Meg Oduya']},
     'Meg Oduya since the Aug 2024 AGM (mbox results + signature); distractors: training-log and winter note (Gaz), brigade.ics AGM, EOY rant'),
    ('h34', 'latest uphostery quote for the cushions', {SANDRA_REV: ['$1,690']},
     '$1,690 inc GST with bunk cushions (Sandra, 10 Apr); distractors: original $1,450 in Bron\'s reply + autumn note, ledger $500 deposit'),
    ('h35', 'oval sprinkler run time now', {BORE: ['18 min each']},
     'front oval stations 1-4 at 18 min (Dale\'s March autumn settings); distractors: retic-zones.md 25 min (Jul 2024), how-to txt'),
    # ---------------------------------------------------------------- open_loop
    ('h36', 'bore pump PO still waiting on?', {BORE_DEC: ["needs Leanne's"], 'daily/2025-04-22.md': ["waiting for Leanne's signature"]},
     'PO 25-0112 waiting for Leanne\'s signature, back from LSL 28 Apr (Priya email + daily 2025-04-22); distractors: Dale\'s email (lead time once PO), school.ics pencilled date'),
    ('h37', 'what am i waiting on from the upholsterer', {SANDRA_REV: ['ETA mid-May']},
     'fabric backordered from Sydney, ETA mid-May (Sandra 10 Apr); distractors: daily 2025-04-22 (pointer), plan (waiting), Bron\'s Feb reply'),
    ('h38', 'do i still owe darren money', {FB: ['you still owe me 180'], PERSONAL_ICS: ['Pay Darren back $180']},
     'yes, $180 for the Paul Kelly tickets, unpaid (Messenger Apr + personal.ics VTODO); distractors: autumn note (mentions the tickets), personal.ics concert event'),
    ('h39', 'brigade fitness test booked yet?', {BRIGADE_ICS: ['Book pack test'], AUTUMN: ['pack tests done before the season']},
     'not yet: pack test still to book before 30 Sep 2025 (brigade.ics VTODO + autumn note); distractors: training-log (2023 pack test passed), deployment claim VTODO'),
    ('h40', 'libary bubbler fixed yet', {SCHOOL_ICS: ['Fix dripping bubbler'], 'daily/2025-04-22.md': ['library bubbler STILL dripping']},
     'no: still dripping, cartridge on backorder (school.ics VTODO + daily 2025-04-22); distractors: EOY rant (Dec status), retic-zones library lawn'),
    # ---------------------------------------------------------------- preference
    ('h41', 'chainsaw brand i rate', {WINTER: ['Stihl every time'], EOY: ['request for a Stihl']},
     'Stihl (Husky is a dog) - winter brain dump + EOY rant; distractors: contacts.md dealer, autumn note and physio note (Husky pull-start)'),
    ('h42', 'my coffee order', {FB: ['long black']},
     'long black, no sugar (Messenger servo run + moving day); distractors: winter note coffee cart, Kerry\'s flat whites'),
    ('h43', 'fabric i want for the van cushions', {SANDRA_RE: ['mustard canvas-look']},
     'mustard canvas-look, NOT velour, cream piping (Bron\'s reply to Sandra); distractors: Sandra\'s revised quote (fabric you picked), JSONL dog-hair answer, autumn note'),
    ('h44', 'onion on top or under the snag', {MBOX: ['onion goes UNDER the snag']},
     'under the snag (Bron\'s reply-all on the brigade list); distractors: EOY rant (onions perfect), brigade.ics sizzle event'),
    ('h45', 'where do i want to take marge first', {AUTUMN: ['Nanga Mill']},
     'Nanga Mill campground, Lane Poole Reserve on the Murray River (autumn note); distractors: winter note + EOY rant (river + big trees, no place), newsletter Busselton muster'),
    # ---------------------------------------------------------------- vague
    ('h46', 'that story about my brother and the tide', {FB: ['Eighty Mile']},
     'Darren bogged the cruiser at Eighty Mile, water halfway up the wheels, tractor snatch (Messenger Mar 2025)'),
    ('h47', 'that tip so the underside of the van doesnt rot again', {GPT: ['Lanolin-based underbody spray']},
     'yearly lanolin underbody spray into box sections + drain holes (ChatGPT rust chat); distractors: winter note (pointer), plan (underbody wax), ledger, JSONL rust converter'),
    ('h48', 'when the weather flipped on us down south', {'brigade/deployment-jan25.md': ['southerly change']},
     'Day 3 Darradup: southerly change just after 3pm, pulled back to anchor point then safety zone (debrief); distractors: autumn note (brief mention + pointer), mbox'),
    ('h49', "someones relative with old caravan windows in a shed", {EOY: ['uncle Merv']},
     'Col\'s uncle Merv in Baldivis, shed full of Millard louvre frames + winders (EOY rant); distractors: CRWA newsletter (someone\'s uncle has a box), plan + caravan.ics winders still hunting'),
    ('h50', 'was the green fruit bad for the hens', {QQ: ['persin']},
     'yes - avocado contains persin, toxic to chooks (quick questions JSONL); distractors: house-sitter chook scraps rules'),
]

# Facts that must be found ONLY inside encoded parts (absent from raw bytes of every file).
ENCODED_ONLY = {
    '$4,862.50': QUOTE,
    'Room 2.14': DFES_CLB,
    'GC-118204': TREV_CERT,
    'Byford Fire Station': DEPLOY_MAIL,
    'Sharon Kemp': DEPLOY_MAIL,
    'CCI-7730-4418-M': INS,
    '$18,000': INS,
}

KIND_OF = {}
for i, (qid, *_rest) in enumerate(Q):
    KIND_OF[qid] = KINDS[i // 5]


def queries():
    out = []
    for qid, query, keys, hint in Q:
        out.append({'id': qid, 'query': query, 'gold': list(keys), 'kind': KIND_OF[qid], 'gold_hint': hint})
    return out
