"""The 50 held-out questions. Writes ../queries.json. KEYS (used by check.py) say what string each
gold file must contain once decoded: a regex for all gold files, or a dict {gold_file: regex} for
multi_source questions (where each part must also be unique to its file)."""
import json, os

M = 'mail/'
NS_CONF = M + '2025/02/2025-02-20_northern-star-confirmation.eml'
NS_CXL = M + '2025/07/2025-07-02_northern-star-your-booking.eml'
RAIL = M + '2025/07/2025-07-01_caledonian-rail-confirmation.eml'
ADMIT = M + '2025/07/2025-07-22_nhs-admission-letter.eml'
CLINIC = M + '2025/10/2025-10-02_eye-clinic-letter.eml'
EST = M + '2025/01/2025-01-16_pentland-pension-estimate.eml'
CONF = M + '2025/04/2025-04-15_pentland-pension-confirmation.eml'
DRUM_Q = M + '2025/02/2025-02-03_drummond-roofing-quote.eml'
DRUM_RE = M + '2025/05/2025-05-14_re-roof-repairs-9-rowanlea.eml'
CLYDE_Q = M + '2025/04/2025-04-24_quotation-rear-roof.eml'
CLYDE_BK = M + '2025/05/2025-05-02_re-quotation-rear-roof.eml'
CLYDE_G = M + '2025/06/2025-06-16_roof-guarantee-certificate.eml'
ROTA_W = M + '2025/06/2025-06-12_allotment-water-rota.eml'
SWAP = M + '2025/06/2025-06-18_re-water-rota-swap.eml'
GATE = M + '2025/08/2025-08-14_birchfield-brae-break-in.eml'
FWD = M + '2025/08/2025-08-28_fwd-tuesday.eml'
ISLA = M + '2025/08/2025-08-11_re-isla-change-of-day.eml'
FB_ROTA = M + '2025/09/2025-09-26_foodbank-rota.eml'
FB_RE = M + '2025/09/2025-09-27_re-foodbank-rota.eml'
UPLIFT = M + '2025/10/2025-10-09_council-bulk-collection.eml'
FIONA = M + '2025/10/2025-10-21_christmas.eml'
BOOKS = M + '2025/10/2025-10-15_book-club-next-meeting.eml'
KINLOCH = M + '2025/01/2025-01-22_kinloch-order-confirmation.eml'
GAZ = M + '2025/05/2025-05-29_allotments-gazette-june.eml'
MBOX = M + 'lists/kelvinbank-choir.mbox'

HEALTH = 'calendar/health.ics'
CHOIR = 'calendar/choir.ics'
FAM = 'calendar/family-and-travel.ics'
COMM = 'calendar/community.ics'

GPT02 = 'chats/chatgpt/conversations-2025-02.json'
GPT07 = 'chats/chatgpt/conversations-2025-07.json'
ROOFCHAT = 'chats/assistant/letter-to-roofer-2025-05.json'
XMAS = 'chats/assistant/christmas-planning-2025-10.json'
QQ = 'chats/assistant/quick-questions-2025.jsonl'

SEEDCSV = 'data/allotment-seed-order-2025.csv'
SPEND = 'data/household-spending-2025.csv'

DROPS = 'docs/eye-drops-discharge-sheet.txt'
RULES = 'docs/allotment-rules-2025.txt'
LETTER = 'docs/letter-to-gary-drummond.txt'

N = 'notes/'
INBOX = N + 'inbox.md'
DIARY = N + 'allotment/plot-27b-diary.md'
AGM = N + 'allotment/agm-2025-03-08.md'
IDEAS = N + 'allotment/ideas-for-plot.md'
CAT = N + 'health/cataract-journey.md'
ROOF = N + 'house/roof-leak.md'
ROOFIDEAS = N + 'house/roof-options-ideas.md'
PENSION = N + 'money/iain-pension-paperwork.md'
HOLS = N + 'travel/holidays-2025.md'
CHOIRN = N + 'choir/choir-notes.md'
BOOKN = N + 'bookclub/rowanlea-readers.md'
XMASN = N + 'lists/christmas-2025.md'
FOOD = N + 'lists/food-and-recipes.md'
D0428 = N + 'daily/2025-04-28.md'
D0611 = N + 'daily/2025-06-11.md'
D0701 = N + 'daily/2025-07-01.md'
D0819 = N + 'daily/2025-08-19.md'
D0930 = N + 'daily/2025-09-30.md'
D1028 = N + 'daily/2025-10-28.md'

# (id, kind, query, gold, key, hint)
Q = [
 # ---------------------------------------------------------------- fact
 ('h01', 'fact', "iains pension membership number", [PENSION, EST, GPT02], r'CEP-0048193',
  "CEP-0048193 (Clydeforth Engineering Pension Scheme). Distractors: the case ref PPS/DEP/2024/07731 alone in the April confirmation e-mail and the community.ics VTODO; Tell Us Once ref TUO-8842-1173."),
 ('h02', 'fact', "guarantee number for the new roof", [CLYDE_G], r'CSL-G-7752',
  "CSL-G-7752, only inside the base64 text attachment of the Clyde Slate guarantee e-mail. Distractors: quotation ref CSL-Q-25-0418 (quote e-mail, booking reply); roof-leak note only says the certificate was filed."),
 ('h03', 'fact', "bulk uplift referance number", [UPLIFT], r'BU-771203',
  "BU-771203 (collection Tue 21 Oct 2025). Distractors: community.ics all-day event and the household CSV line, neither with the reference."),
 ('h04', 'fact', "how much did the seed order come to this year", [SEEDCSV, KINLOCH, SPEND], r'37\.85',
  "£37.85 after the 15% association discount (subtotal £44.53), Kinloch order KSC-240117. The Kinloch e-mail is base64 HTML. Distractors: plot diary (mentions the order, no total), AGM note."),
 ('h05', 'fact', "What was the booking reference for the Norway cruise please", [NS_CONF, NS_CXL, HOLS], r'NSC-884217',
  "NSC-884217 (Northern Star, MV Stella Borealis). Confirmation e-mail is base64 HTML. Distractors: rail booking CRJ-30917; family-and-travel.ics cancelled event (no ref)."),
 # ---------------------------------------------------------------- who
 ('h06', 'who', "who was the roofer that actually did the work on my roof", [CLYDE_Q, CLYDE_BK, CLYDE_G, ROOF, D0611, D0428], r'Stevie|S\. Kane',
  "Stevie Kane, senior roofer at Clyde Slate & Lead (apprentice Dougie Rennie). Distractors: Gary Drummond (first roofer, never came) in the Drummond quote/letter/reply; Kirsty Orr is the office manager; household CSV names only the firm."),
 ('h07', 'who', "what was the name of the surgeon who did my eye", [ADMIT, CAT, HEALTH, CLINIC, D0930, DROPS], r'Siddiqui',
  "Mr Farhan Siddiqui, consultant ophthalmologist. Distractors: Dr Aileen Moffat (specialty doctor who did the review), Lorna Beattie (optometrist), quick-questions jsonl (drops, no name)."),
 ('h08', 'who', "who organises the food bank rota", [FB_ROTA, FB_RE, COMM], r'Shona Gillespie',
  "Shona Gillespie, volunteer co-ordinator at Westburn Community Food Bank. Distractors: daily 2025-10-28 and inbox (food bank, no name); choir mbox/notes mention the food bank collection."),
 ('h09', 'who', "who did i swap my water week with", [SWAP], r'Ishbel',
  "Ishbel Kerr (plot 14A): Rosa takes w/c 28 July, Ishbel w/c 7 July. Distractors: Hamish Boyd's rota e-mail (lists Ishbel's original week, no swap), Hamish is the water officer; plot diary and AGM mention Ishbel without the swap."),
 ('h10', 'who', "whats the name of the lady who runs the choir", [MBOX, CHOIRN, CHOIR], r'Morag Lennox',
  "Morag Lennox, director of music. Distractor: Alistair Pirie (choir secretary who sends most list mails), Mr Ramsay (accompanist)."),
 # ---------------------------------------------------------------- where
 ('h11', 'where', "where was my cataract op done", [ADMIT, HEALTH, CAT, DROPS], r'Netherhill',
  "Day Surgery Unit, Level 2, Netherhill Treatment Centre, 250 Netherhill Road (NOT the Kelvin Royal). Location detail is inside the base64 attachment. Distractors: Westerton Eye Centre / Clinic 3 at the Kelvin Royal (pre-op and reviews) in the clinic letter, daily 2025-09-30, health.ics review events."),
 ('h12', 'where', "hotel in fort william", [RAIL, HOLS, FAM], r'Loch Linnhe House',
  "Loch Linnhe House Hotel, Fort William (2 nights from 6 Oct). Distractor: Ness Bank Lodge, Inverness; daily 2025-07-01 lists the places but no hotel."),
 ('h13', 'where', "where is book club in november", [BOOKS, COMM], r'Novar Court',
  "At Jean Rafferty's, Flat 2/1, 17 Novar Court (Tue 11 Nov, 7pm). Distractors: book-club note (rotating houses, no Nov host), the recurring community.ics event ('Rotates')."),
 ('h14', 'where', "which port did the cruise leave from", [NS_CONF, HOLS, FAM], r'Rosyth',
  "Rosyth (Port of Rosyth cruise terminal, Fife), Sat 13 Sept 2025 - cruise later cancelled. Confirmation e-mail is base64 HTML. Distractors: cancellation e-mail and chats (no port)."),
 ('h15', 'where', "address to write to the pension people", [PENSION, EST, GPT02], r'Gorgie Wynd',
  "Pentland Pension Services, Pentland House, 12 Gorgie Wynd, Edinburgh EH11 9ZX. Distractor: April confirmation e-mail signed only 'Pentland Pension Services, Edinburgh'."),
 # ---------------------------------------------------------------- event_time
 ('h16', 'event_time', "When is my next eye appointment?", [CLINIC, HEALTH, D0930, CAT], r'18 Nov|20251118',
  "Tuesday 18 November 2025, 10:15, Clinic 3, Westerton Eye Centre. Distractors: op 2 Sept, 30 Sept review, right eye 'provisional January 2026'."),
 ('h17', 'event_time', "choir christmas concert date", [MBOX, CHOIRN, CHOIR], r'14 Dec|20251214',
  "Sunday 14 December 2025, 3pm (warm-up 2.15) in Kelvinbank Parish Church. Distractors: extra rehearsal Sat 6 Dec; food bank packing day Sat 13 Dec."),
 ('h18', 'event_time', "extra saturday choir rehersal when", [MBOX, CHOIR], r'\b6 Dec|20251206',
  "Saturday 6 December 2025, 10am-1pm in the church sanctuary (not Larchfield). Distractors: weekly Thursday rehearsals; concert 14 Dec; choir notes (no extra rehearsal)."),
 ('h19', 'event_time', "what time is the train on the first morning of the highland trip", [RAIL, HOLS, FAM], r'08:21|082100',
  "Mon 6 Oct 2025, 08:21 from Glasgow Queen Street (meet escort 07:55; arrive Fort William 12:05). Distractors: return 14:33 on 11 Oct; daily 2025-07-01 gives only the dates."),
 ('h20', 'event_time', "when did the scaffolding go up for the roof", [CLYDE_BK, ROOF], r'\b9 June',
  "Monday 9 June 2025 (roofers 10-12 June). Distractors: daily 2025-06-11 ('day two', no scaffold date), guarantee (completed 12 June), Drummond's never-kept start w/c 17 March."),
 # ---------------------------------------------------------------- multi_source
 ('h21', 'multi_source', "Could you compare the two roofing quotes for me - how much was each?", [DRUM_Q, CLYDE_Q],
  {DRUM_Q: r'2,850', CLYDE_Q: r'3,240'},
  "Drummond Roofing £2,850 incl VAT (Drummond quote e-mail) vs Clyde Slate & Lead £3,240 incl VAT with scaffold and 10-yr guarantee (Clyde quote e-mail). Distractors: roof-leak note (no figures), deposits £400/£500 and the final balance £2,890 (final invoice differed from the quote) in the household CSV."),
 ('h22', 'multi_source', "cataract op day - what to take with me and who is driving me", [ADMIT, FWD],
  {ADMIT: r'dressing gown', FWD: r'7\.10'},
  "Bring medicines, reading glasses, dressing gown and slippers, something to read (base64 attachment of the admission letter); son Neil drives her, picking her up at 7.10, Hannah collects (forwarded e-mail to Fiona). Distractors: cataract note, discharge sheet, daily notes."),
 ('h23', 'multi_source', "how much did cancelling the cruise cost me and what was the train holiday price", [NS_CXL, RAIL],
  {NS_CXL: r'395', RAIL: r'1,165'},
  "Cruise cancellation charge £395 (deposit £300 + £95 fee) in the cancellation e-mail; rail tour £1,165 per person (£2,330 for two) in the Caledonian booking. Distractors: cruise fare £1,890 and deposit £300 (confirmation, holidays note), CSV split payments."),
 ('h24', 'multi_source', "christmas present ideas for the three grandchildren", [FIONA, XMAS],
  {FIONA: r'sketchbook', XMAS: r'play kitchen'},
  "Eilidh: artist's sketchbook + watercolour pencils; Callum: Lego fire station or goalkeeper gloves (Fiona's e-mail); Isla: wooden play kitchen (Hannah's idea, Christmas chat). Distractor: christmas-2025 list (grown-ups only, 'ask Fiona and Hannah'), inbox."),
 ('h25', 'multi_source', "my allotment water week and what am i supposed to do that week", [SWAP, RULES],
  {SWAP: r'28 July', RULES: r'stopcock'},
  "Week beginning 28 July (after swapping with Ishbel - swap e-mail); duties in rule 10 of the rules sheet: open the stopcock by 8am, check troughs, top up dipping tanks, close/lock by 8pm, report leaks, meter book. Distractors: Hamish's rota e-mail and community.ics still show w/c 7 July."),
 # ---------------------------------------------------------------- decision
 ('h26', 'decision', "which roofer did i go with in the end", [D0428, ROOF, CLYDE_BK, ROOFCHAT, CLYDE_G, SPEND], r'Clyde Slate',
  "Clyde Slate & Lead Ltd (decided 28 Apr 2025), replacing Drummond Roofing whose quote was accepted on 10 Feb (reversed). Distractors: Drummond quote e-mail, Clyde quote e-mail (quote only), roof-options-ideas note (ideas only), the letter to Drummond (new firm unnamed)."),
 ('h27', 'decision', "did I cancel the cruise", [D0701, GPT07, HOLS, NS_CXL, FAM], r'cancel',
  "Yes - cancelled 1 July 2025, replaced by the Highland Lines by Rail tour 6-11 Oct. Distractors: cruise booking confirmation and the Feb cruise chat (planning), rail booking e-mail (doesn't mention the cruise)."),
 ('h28', 'decision', "what did they decide at the allotment AGM about the rent", [AGM, DIARY], r'£48',
  "Half plot rent rises to £48 from 2026 (from £42); full plot £90. Distractors: ideas note ('heard it might go up to £50' - ideas only), rules sheet and CSV with the 2025 £42."),
 ('h29', 'decision', "which day did we agree I'd look after Isla", [ISLA, FAM], r'Monday',
  "Mondays from 1 September 2025 instead of Wednesdays (Hannah's new rota). Distractors: old Wednesday series in family-and-travel.ics (same file holds both), daily 2025-08-19."),
 ('h30', 'decision', "where are we having christmas this year", [XMAS, FIONA, FAM], r'Boxing Day',
  "Christmas Day at Fiona & Graham's in Stirling (Graham collects Rosa on Christmas Eve); Boxing Day everyone at Rosa's. Distractor: christmas-2025 list note ('maybe host everyone here?' - ideas only)."),
 # ---------------------------------------------------------------- temporal_current
 ('h31', 'temporal_current', "where is choir practice now", [MBOX, CHOIRN], r'Larchfield',
  "Larchfield Community Rooms, 3 Larchfield Lane, Thursdays 7.15-9pm (since Sept 2025, until at least Easter 2026). Old: Church Hall, Thursdays 7.30 (choir.ics recurring event, older mbox messages)."),
 ('h32', 'temporal_current', "allotment gate code", [GATE, D0819], r'2583',
  "2583 since Sat 16 Aug 2025 (e-mail body is base64). Old code 4719 in plot diary and rules sheet."),
 ('h33', 'temporal_current', "how many times a day do i put the eye drops in now", [CLINIC, D0930, CAT, QQ], r'Lotemax',
  "Lotemax (loteprednol) one drop left eye twice daily, morning and bedtime, since 30 Sept until the 18 Nov review. Old: Maxidex 4x daily + chloramphenicol (discharge sheet, health.ics VTODO, Aug line in the jsonl)."),
 ('h34', 'temporal_current', "what day is my foodbank shift", [FB_ROTA, FB_RE, D1028], r'Friday afternoon',
  "Friday afternoons 1-4pm on the distribution desk (from October 2025). Old: Tuesday mornings 9.30-12.30 packing (community.ics recurring event)."),
 ('h35', 'temporal_current', "how much is iains widows pension a month", [CONF, PENSION], r'798\.15',
  "£798.15 a month gross from 1 May 2025 (April confirmation e-mail, base64 body). Old: £812.40 estimate (January e-mail, Feb chat)."),
 # ---------------------------------------------------------------- open_loop
 ('h36', 'open_loop', "has the first roofer paid back my deposit yet", [DRUM_RE, INBOX, D1028, ROOF], r'400',
  "No - Gary Drummond promised the £400 back by end of May 2025; still unpaid at end of Oct. Distractors: the letter and the roofer chat (request only), household CSV (deposit paid)."),
 ('h37', 'open_loop', "pension form i need to get signed and send back", [PENSION, INBOX, COMM, CONF], r'Certificate of Existence',
  "The annual Certificate of Existence for Pentland: witnessed (not by a relative) and returned by 31 December 2025. Distractors: estimate e-mail (marriage certificate, done), Feb pension chat."),
 ('h38', 'open_loop', "what did i tell shona i would do", [FB_RE, INBOX], r'13 Dec',
  "Rosa promised to ask the choir for a couple of volunteers for the food bank Christmas packing day, Sat 13 Dec (not done yet). Distractor: Shona's rota e-mail (asks everyone, no promise)."),
 ('h39', 'open_loop', "alotment jobs still to do before winter", [DIARY, COMM], r'garlic',
  "Unticked: order garlic bulbs (VTODO due 15 Oct), plant garlic, lime brassica bed, bring hose home, fix cold frame lid, tidy path before the 15 Nov inspection. Distractors: AGM action points (done), ideas note."),
 ('h40', 'open_loop', "did the roofers ever come back to fix the drainpipe bracket", [CLYDE_G, INBOX, D1028, ROOF], r'bracket',
  "No - Clyde Slate (Kirsty) promised in June to come back and fit a new rear downpipe bracket free; still not done end of Oct. Distractor: Clyde quote ('check brackets')."),
 # ---------------------------------------------------------------- preference
 ('h41', 'preference', "foods i dont like", [GPT02, QQ, FOOD], r'mushroom',
  "Mushrooms (slimy) and anything too hot/spicy; also fatty lamb, tinned fruit salad. Distractor: Christmas chat (menu, no dislikes)."),
 ('h42', 'preference', "What kind of music do I enjoy?", [GPT07, CHOIRN], r'Requiem|fiddle',
  "Loves the Fauré Requiem, Scottish fiddle slow airs, male voice choirs; hates happy-clappy worship songs and thumping beats. Distractors: choir mbox/ics (pieces sung, no likes)."),
 ('h43', 'preference', "what seat do I like on the train", [GPT07, HOLS], r'window seat|forward-facing',
  "Forward-facing window seat, ideally at a table (backwards makes her queasy). Distractor: rail booking e-mail and family-and-travel.ics (Coach C seats 23/24, no preference)."),
 ('h44', 'preference', "what sort of books do i like for book club", [GPT02, BOOKN], r'historical',
  "Scottish historical fiction with a sense of place and strong women; no gory crime/tartan noir, no misery memoirs. Distractor: book club e-mail (the November book only)."),
 ('h45', 'preference', "what kind of hotels do i prefer", [GPT02, GPT07], r'family-run',
  "Small family-run hotels, not big chains, with a lift or ground-floor room for her knee. Distractors: rail booking (two single rooms), holidays note (hotel names)."),
 # ---------------------------------------------------------------- vague
 ('h46', 'vague', "what i wrote to the first builder asking for my money back", [LETTER, ROOFCHAT, DRUM_RE], r'deposit',
  "The 5 May 2025 letter to Gary Drummond asking for the £400 deposit back within 14 days (docs), drafted in the roofer chat, quoted in Gary's reply. Distractor: the acceptance/roof notes."),
 ('h47', 'vague', "message saying the combination to get into the vegetable garden had been changed", [GATE, D0819], r'2583',
  "Duncan Ferrier's e-mail (base64) after the break-in: new padlock code 2583 from 16 Aug; daily 2025-08-19 records it. Distractors: rules sheet and diary with the old code 4719."),
 ('h48', 'vague', "the notice about how much I lost for pulling out of the sea holiday", [NS_CXL], r'395',
  "Northern Star cancellation confirmation: £395 charge (deposit £300 + £95 fee). Distractors: daily 2025-07-01 (no figure), household CSV (deposit line only), booking confirmation."),
 ('h49', 'vague', "instructions the nurse gave me about the medicine for after the op, how many times a day", [DROPS, CAT], r'Maxidex',
  "The discharge sheet: Maxidex 4x daily tapering over 5 weeks + chloramphenicol 4x daily 2 weeks; the cataract note copies it out. Distractors: health.ics VTODO and the Aug jsonl line (4x daily only), clinic letter and daily 2025-09-30 (stop Maxidex, start Lotemax)."),
 ('h50', 'vague', "that gardening bulletin with tips on stopping the slimy pests eating my lettuces", [GAZ], r'slug',
  "Scottish Allotments & Gardens Gazette, June 2025 ('Beating the slugs': beer traps, copper tape, nematodes). Distractors: plot diary, Kinloch e-mail."),
]

KINDS = ['fact', 'who', 'where', 'event_time', 'multi_source', 'decision', 'temporal_current',
         'open_loop', 'preference', 'vague']
KEYS = {q[0]: q[4] for q in Q}


def write():
    out = [{'id': i, 'query': q, 'gold': g, 'kind': k, 'gold_hint': h} for i, k, q, g, _, h in Q]
    p = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'queries.json')
    with open(p, 'w', encoding='utf-8') as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write('\n')


if __name__ == '__main__':
    write()
