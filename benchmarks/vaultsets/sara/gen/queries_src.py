"""Writes ../queries.json and gold_keys.json (key strings each gold file must contain once decoded)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, ".."))

D = "notes/daily/"
M = "mail/2025/"
XRAY = "notes/practice/xray-replacement.md"
PARTNERS = "notes/practice/partners-meeting-2025-06-10.md"
LOCUM = "notes/practice/locum-rota-2025.md"
NURSE = "notes/practice/nursing-rota-dispute.md"
CPD = "notes/practice/cpd-2025.md"
PINFO = "notes/practice/practice-info.md"
GARDEN = "notes/home/garden-room-build.md"
HENS = "notes/home/hens.md"
HRT = "notes/health/menopause-hrt.md"
KNEE = "notes/health/knee-physio.md"
FREYA = "notes/family/freya.md"
RHYS = "notes/family/rhys-edinburgh.md"
NORWAY = "notes/travel/norway-wedding-aug-2025.md"
TREAS = "notes/sailing/treasurer-notes.md"
AGM = "notes/sailing/agm-2025-prep.md"
VOLVO = "notes/car/volvo-lease-end.md"
GIFTS = "notes/lists/gift-ideas.md"
KNEE_TXT = "docs/knee-exercises.txt"
HEN_TXT = "docs/hen-sitter-instructions.txt"
E_RADIANCE = M + "02/2025-02-20_quotation-digital-radiography.eml"
E_HALDEN = M + "03/2025-03-05_your-dr-system-quotation.eml"
E_INVITE = M + "04/2025-04-02_invitasjon-maja-eirik.eml"
E_FLIGHTS = M + "04/2025-04-10_booking-confirmation.eml"
E_BRIGHTPATH = M + "05/2025-05-06_physiotherapy-pre-authorisation.eml"
E_ACCEPT = M + "06/2025-06-11_re-quotation-hvi.eml"
E_RAS = M + "06/2025-06-13_quotation-ras-2291.eml"
E_CAR = M + "07/2025-07-02_reservation-confirmed.eml"
E_BECCA = M + "07/2025-07-03_fwd-weekend-shifts.eml"
E_VETCOVER = M + "07/2025-07-15_locum-booking-confirmed.eml"
E_LEASE = M + "07/2025-07-31_end-of-lease-options.eml"
E_NURSING = M + "08/2025-08-05_nursing-schedule-from-september.eml"
E_FARMGATE = M + "08/2025-08-26_welcome-first-delivery.eml"
E_DALES = M + "08/2025-08-28_booking-maternity-cover.eml"
E_NADIA = M + "09/2025-09-17_visit-after-installation.eml"
E_AMIRA = M + "10/2025-10-09_lessons-for-freya.eml"
E_THEORY = M + "10/2025-10-19_theory-test-booked.eml"
E_MAM = M + "11/2025-11-02_fwd-mams-80th.eml"
E_DAMAGE = M + "11/2025-11-05_re-end-of-agreement-charges.eml"
MBOX = "mail/lists/kettlesike-members.mbox"
C_PRACTICE = "calendar/practice.ics"
C_FAMILY = "calendar/family.ics"
C_HEALTH = "calendar/health.ics"
C_SAILING = "calendar/sailing.ics"
GPT05 = "chats/chatgpt/conversations-2025-05.json"
GPT09 = "chats/chatgpt/conversations-2025-09.json"
CARCHAT = "chats/assistant/car-lease-end-2025-06.json"
KIDSCHAT = "chats/assistant/kids-money-2025-08.json"
QUICK = "chats/assistant/quick-questions-2025.jsonl"
CPD_CSV = "data/cpd-log-2025.csv"
GARDEN_CSV = "data/garden-room-budget.csv"

Q = []


def q(kind, query, gold_keys, hint, answer_terms=()):
    Q.append(dict(kind=kind, query=query, gold=list(gold_keys.keys()), keys=gold_keys, hint=hint,
                  answer_terms=list(answer_terms)))


# ---------------- fact ----------------
q("fact", "quote number for the digital x-ray system we actually bought",
  {E_HALDEN: ["HVI-Q-25117"], E_ACCEPT: ["HVI-Q-25117"], PARTNERS: ["HVI-Q-25117"], XRAY: ["HVI-Q-25117"]},
  "HVI-Q-25117 (Halden). Distractor: Radiance quote RI-2025-0311 (not bought).", ["hvi-q-25117", "halden"])
q("fact", "health insurance pre-approval number for knee physio",
  {E_BRIGHTPATH: ["BPH-7724-KN"]},
  "BPH-7724-KN, only inside the base64 attachment of the BrightPath e-mail. knee-physio.md only points to it.",
  ["bph-7724"])
q("fact", "airline reservation code bergen flights",
  {E_FLIGHTS: ["K7QX2M"]},
  "K7QX2M (Nordvik Air, base64 body). Distractors: car hire FCR-88314, family.ics flight event (no ref).", ["k7qx2m"])
q("fact", "what grade did Freya get for GCSE maths",
  {D + "2025-08-22.md": ["Maths 8"], FREYA: ["| Maths | 8 |"]},
  "Grade 8 (Biology and Chemistry were 9).")
q("fact", "volvo lease contract number",
  {VOLVO: ["BVL-448102"], E_LEASE: ["BVL-448102"], E_DAMAGE: ["BVL-448102"]},
  "BVL-448102 (Brightway). Distractor: Enyaq order LWD-30417.", ["bvl-448102"])

# ---------------- who ----------------
q("who", "who is our radiation protection adviser at the practice",
  {XRAY: ["Nadia Farrant"], E_NADIA: ["Nadia Farrant"], E_ACCEPT: ["Nadia Farrant"], C_PRACTICE: ["Nadia Farrant"]},
  "Dr Nadia Farrant (North Dosimetry Services). Distractors: Chloe Armitage (Halden), Sara herself is the RPS.",
  ["farrant", "nadia"])
q("who", "name of the HR consultant who ran the mediation between the nurses",
  {NURSE: ["Deborah Kaye"], C_PRACTICE: ["Deborah Kaye"], D + "2025-07-20.md": ["Deborah Kaye"]},
  "Deborah Kaye of Peartree HR. Distractors: Lorna Bright (practice manager), Peartree HR in fwd e-mail without a name.",
  ["kaye", "deborah"])
q("who", "who was my contact at the aluminium door firm for the garden room",
  {GARDEN: ["Liam Stockdale"], E_RAS: ["Liam Stockdale"]},
  "Liam Stockdale, Ripon Aluminium Systems. Distractor: Trevor at Vale Glazing (cancelled bi-folds), Steve Rushworth (builder).",
  ["stockdale", "liam"])
q("who", "who looked after the chickens while we were away in Norway?",
  {D + "2025-07-20.md": ["Jan Pearson"], HENS: ["Jan Pearson"], NORWAY: ["Jan Pearson"], HEN_TXT: ["notes for jan"],
   D + "2025-08-22.md": ["Jan did brilliantly"]},
  "Jan Pearson, the next-door neighbour. Distractor: Josh (vet to call if a hen is poorly).", ["pearson", "jan"])
q("who", "which locum vet is covering Aoife's maternaty leave",
  {LOCUM: ["Hannah Okafor"], E_DALES: ["Hannah Okafor"], D + "2025-09-23.md": ["Hannah Okafor"], C_PRACTICE: ["Hannah Okafor"]},
  "Dr Hannah Okafor via Dales Locum Network. Distractor: Tomasz Wróbel (VetCover, only covered Sara's Norway week).",
  ["okafor", "hannah"])

# ---------------- where ----------------
q("where", "where is the sailing club AGM being held this year",
  {MBOX: ["Haverah Park Village Hall"], AGM: ["Haverah Park Village Hall"], C_SAILING: ["Haverah Park Village Hall"],
   D + "2025-11-08.md": ["Haverah Park Village Hall"]},
  "Haverah Park Village Hall (moved from the clubhouse because of floor replacement). Old venue: clubhouse in the 15 Oct AGM notice (same mbox).",
  ["haverah"])
q("where", "Rhys edinburgh flat address",
  {RHYS: ["14 Glenmarnock Terrace"]},
  "Flat 2F1, 14 Glenmarnock Terrace, Edinburgh EH9 1QT. Old flat on Marchmont Road mentioned only as previous rent.",
  ["glenmarnock"])
q("where", "which church is Maja getting married in",
  {E_INVITE: ["Breidal kyrkje"], NORWAY: ["Breidal kyrkje"], C_FAMILY: ["Breidal kyrkje"]},
  "Breidal kyrkje (church) near Stryn; reception at Breidal Fjordhotell. Distractor: Bergen hotel Bryggen Lys.",
  ["breidal", "kyrkje"])
q("where", "bergen airport - where exactly is the car rental desk",
  {E_CAR: ["lift B"]},
  "Level 0 of the multi-storey car park (P-hus), next to lift B, not in arrivals. Only in the base64 HTML e-mail.",
  ["lift"])
q("where", "where is freya sitting her theory test",
  {E_THEORY: ["Coppice House"], C_FAMILY: ["Coppice House"], FREYA: ["Harrogate theory test centre"]},
  "Harrogate theory test centre, 2nd Floor, Coppice House, 17 Station Parade.", ["coppice"])

# ---------------- event_time ----------------
q("event_time", "when is the RPA coming to do the radiation safety check on the new xray",
  {E_NADIA: ["24 September 2025 at 10:00"], C_PRACTICE: ["20250924T100000"], XRAY: ["24 Sep"]},
  "Wed 24 Sep 2025, 10:00 (critical examination). Distractors: install 22 Sep, training 25 Sep, original install 8 Sep.")
q("event_time", "freya theory test date and time",
  {E_THEORY: ["27 November 2025"], C_FAMILY: ["20251127T154500"], FREYA: ["27 November 2025, 15:45"],
   D + "2025-11-08.md": ["Theory test on the 27th"]},
  "Thursday 27 Nov 2025, 15:45.")
q("event_time", "what time window did brightway give for picking up the volvo",
  {VOLVO: ["8am–12 slot"], C_FAMILY: ["20251027T080000"]},
  "Mon 27 Oct 2025, 8am–12 noon (driver came 10:40). Distractor: lease end date 27 Oct without a time.")
q("event_time", "what time does the wedding ceremoney in Stryn start",
  {E_INVITE: ["Ceremony: 14:00"], NORWAY: ["Ceremony 14:00"], C_FAMILY: ["20250816T140000"]},
  "14:00 on Sat 16 Aug 2025 (Norwegian time). Distractor: car pick-up 14:00 on 13 Aug.")
q("event_time", "knee physio top up appointments november",
  {KNEE: ["Friday 14 November, 08:15"], C_HEALTH: ["20251114T081500"], D + "2025-11-08.md": ["both 8:15am"]},
  "Fri 14 Nov and Fri 28 Nov 2025 at 08:15 with Callum. Distractors: the original Tue 07:30 / Fri 08:15 course May–July.")

# ---------------- multi_source ----------------
q("multi_source", "how much did the flights plus hire car cost for the norway wedding trip",
  {E_FLIGHTS: ["1,284.00"], E_CAR: ["NOK 7,450"]},
  "Flights GBP 1,284 (Nordvik base64 e-mail) + car NOK 7,450 (Fjord Car Rental base64 HTML). Neither figure is elsewhere.")
q("multi_source", "what does the maternity cover locum cost us per week",
  {E_DALES: ["£480 per day"], LOCUM: ["Mondays, Tuesdays and Thursdays"]},
  "£480/day (Dales e-mail, 'days as agreed') x Mon/Tue/Thu (locum rota note, no rate) = £1,440/week. Distractor: Tomasz £520/day.")
q("multi_source", "how many more CPD hours do I still need to do this year",
  {CPD: ["35 hours"], CPD_CSV: ["Radiation Protection Supervisor refresher"]},
  "Requirement 35 h (cpd note) minus 28 h logged in the CSV = 7 h still to do. Neither file states both.")
q("multi_source", "Nia 80th birthday - where's the party and what present did we settle on",
  {E_MAM: ["Neuadd Tywi"], GIFTS: ["framed print of the Tywi valley"]},
  "Party Sat 6 Dec 7pm at Neuadd Tywi, Rhosmaen Street, Llandeilo (Cerys's forwarded e-mail); gift = framed Tywi valley print + photobook (gift list). family.ics has only the weekend.")
q("multi_source", "Tomasz locum day rate and how did he get on while I was in Norway",
  {E_VETCOVER: ["£520"], D + "2025-08-22.md": ["clients liked him"]},
  "£520/day + 12% VetCover booking fee (e-mail); he was great, clients and Martin liked him (daily 22 Aug). Locum rota note has neither.")

# ---------------- decision ----------------
q("decision", "did we end up with bifolds or sliders on the garden room?",
  {GARDEN: ["REVERSED 12 Jun"], D + "2025-06-18.md": ["sliding doors"], D + "2025-09-23.md": ["sliding doors were fitted"],
   GARDEN_CSV: ["Sliding door 2-pane"]},
  "Sliding doors (Ripon Aluminium, RAS-2291) – reversed on 12 Jun from the 3 Mar bi-fold decision. Distractor: daily 14 Mar (bi-folds), RAS quote e-mail (just a quote).")
q("decision", "why did we ditch Radiance for the new x-ray",
  {XRAY: ["Southampton"], PARTNERS: ["Southampton"], D + "2025-06-03.md": ["Southampton"],
   D + "2025-06-18.md": ["Radiance's lead time just made it impossible"]},
  "Switched to Halden on 10 Jun: Radiance's 14-week generator lead time, service from Southampton, Halden cheaper over 5 years with service + £1,800 trade-in. Distractor: daily 14 Mar (provisional Radiance choice).")
q("decision", "are we buying the volvo out or giving it back",
  {VOLVO: ["DECISION REVERSED"], D + "2025-08-22.md": ["buying the Volvo out"], D + "2025-11-08.md": ["Volvo went back"],
   C_FAMILY: ["Brightway collecting the Volvo"], E_DAMAGE: ["Returned: 27/10/2025"]},
  "Handed back (decided 8 Aug) and leased a Skoda Enyaq via Leasewise; reversal of the 24 Jun plan to buy it for £19,850. Distractors: car chat (leaning to buy), Brightway options e-mail.")
q("decision", "what was agreed after the mediation about the vet nurse weekend rota",
  {NURSE: ["1 in 4"], E_NURSING: ["1 in 4"]},
  "From 1 Sep: weekends rotate 1 in 4 (Kerry, Becca, Lauren, Sam), published 6 weeks ahead, swaps via Lorna, half-day TOIL per Saturday. Distractor: partners' meeting 'keep an eye on it'.")
q("decision", "committee decision rescue boat engine fix or buy new",
  {MBOX: ["replace, not repair"], TREAS: ["replace, not repair"]},
  "Replace: new 25 hp four-stroke from Lakeland Marine Services, £3,680 fitted (committee 10 Sep). Distractors: fundraising chat (ideas only), Dev's 4 Sep e-mail and sailing.ics (options only).")

# ---------------- temporal_current ----------------
q("temporal_current", "what strength HRT am I on now",
  {HRT: ["Evorel 75"], QUICK: ["Evorel 75"], D + "2025-11-08.md": ["Evorel 75"], C_HEALTH: ["Evorel 75"]},
  "Evorel 75 patch twice weekly (Sun/Thu) + Utrogestan 100 mg since 21 Oct. Old: Oestrogel 2 pumps (Feb), 3 pumps (May, Sep chat), Evorel 50 (daily 23 Sep).",
  ["evorel"])
q("temporal_current", "who do we get the chicken food from these days",
  {HENS: ["Farmgate"], E_FARMGATE: ["Farmgate"], D + "2025-08-22.md": ["Farmgate"], C_FAMILY: ["Farmgate"]},
  "Farmgate Feeds (monthly delivery, acct FF-20831) since Aug 2025. Old: Dalesway Country Store (daily 7 Feb, hen-sitter sheet).",
  ["farmgate"])
q("temporal_current", "waiting room guest wifi password at work",
  {PINFO: ["Tabby-Kettle-58"]},
  "Tabby-Kettle-58 (changed 1 Jul 2025). Old: Whiskers2024 (daily 7 Feb).", ["tabby"])
q("temporal_current", "how much pocket money do we send Rhys each month",
  {RHYS: ["£300 a month"], D + "2025-08-22.md": ["£300 a month"], KIDSCHAT: ["£300 a month"]},
  "£300/month from 1 Sep 2025. Old: £250 (daily 7 Feb).")
q("temporal_current", "when are Freya's driving lessons now",
  {FREYA: ["Thursdays 5–6pm"], E_AMIRA: ["Thursdays 5-6pm"], C_FAMILY: ["BYDAY=TH"], D + "2025-11-08.md": ["Thursdays"]},
  "Thursdays 5–6pm with Amira Shah from 16 Oct. Old: Tuesdays 4:30 with Dean at Clearway (kids chat, cancelled calendar event).",
  ["thursday"])

# ---------------- open_loop ----------------
q("open_loop", "garden room snagging - what's still not done",
  {GARDEN: ["Electrical Installation Certificate"], D + "2025-11-08.md": ["still no electrical certificate"],
   C_FAMILY: ["Chase Kieran"], GARDEN_CSV: ["hold until gutter drip fixed"]},
  "Kieran's electrical certificate (Part P), the dripping gutter at the hen-run end, then pay Steve's £850 retention and Kieran's £850 balance.")
q("open_loop", "have I set up the follow up meeting with Becca and Kerry",
  {NURSE: ["three-month review"], C_PRACTICE: ["3-month review"], D + "2025-11-08.md": ["three-month review"],
   E_NURSING: ["review how it's going at the end of November"]},
  "Not yet: the 3-month review of the nursing schedule is due by the end of November and still isn't booked (VTODO due 28 Nov).")
q("open_loop", "did I ever send brightway the photos for the bumper dispute",
  {VOLVO: ["Send Brightway the handover photos"], E_DAMAGE: ["I'll send"], D + "2025-11-08.md": ["I have not yet sent the photos"],
   C_FAMILY: ["Send Brightway the rear bumper photos"]},
  "Not yet: promised the rear-bumper photos to dispute the £240 charge (14-day window, by 17 Nov).")
q("open_loop", "rhys christmas train tickets",
  {RHYS: ["Book his train tickets"], C_FAMILY: ["Book Rhys's train home"], KIDSCHAT: ["I'll book his train home"]},
  "Still to book: Edinburgh–York–Harrogate on Fri 19 Dec, waiting for him to confirm his last exam (~18 Dec).")
q("open_loop", "RPS jobs left over after the x-ray install - local rules signatures etc",
  {XRAY: ["Rewrite local rules v4"], C_PRACTICE: ["Local rules v4"], E_NADIA: ["Rewrite the local rules"]},
  "Rewrite the local rules (v4) for DR and get every vet and nurse to sign, with a copy to Nadia; order badges for Josh and Hannah; exposure chart; risk assessment.")

# ---------------- preference ----------------
q("preference", "what won't Owen eat",
  {GPT05: ["won't eat mushrooms"]},
  "Mushrooms (texture). Also in the same chat: Freya is vegetarian, Sara hates aniseed/fennel/tarragon.", ["mushroom"])
q("preference", "must-haves for my next car",
  {VOLVO: ["heated steering wheel"], CARCHAT: ["heated steering wheel"]},
  "Tow bar for the Solo's trailer, heated wheel and seats, automatic, boot for the spaniel's crate, never white, ideally electric.")
q("preference", "what colour temperature lighting did I want in the garden office",
  {GARDEN: ["2700K"], GPT09: ["2700K"]},
  "Warm white 2700K, dimmable, no cool white (like theatre and the prep room), no skylight.")
q("preference", "audiobook / podcast recs - what genres do I like for long drives",
  {QUICK: ["Nordic noir"]},
  "Nordic noir (Wallander, The Bridge), slow and atmospheric. No true crime, no ad breaks.")
q("preference", "why do I prefer patches to the gel for HRT",
  {HRT: ["I prefer the patches"], GPT09: ["much prefer patches"], D + "2025-09-23.md": ["No more waiting for gel to dry"]},
  "The gel must dry before scrubbing in for surgery, she forgot the evening dose, and the alcohol smell; patches are just changed twice a week.")

# ---------------- vague ----------------
q("vague", "that row between two of the nurses about always getting stuck with saturdays",
  {NURSE: ["9 of the last 13 Saturdays"], E_BECCA: ["9 of the last 13 Saturdays"], D + "2025-07-20.md": ["grievance"],
   C_PRACTICE: ["Mediation – nursing weekends"]},
  "Becca Stainton's grievance against Kerry Walsh's weekend allocation (Jul 2025), mediation 29 Jul. Distractor: 5 Aug schedule e-mail (outcome only), partners' meeting ('grumbling').")
q("vague", "the hen that got ill from an egg-laying problem and had to be put down",
  {D + "2025-06-03.md": ["Egg peritonitis"], HENS: ["egg peritonitis"]},
  "Pepper, egg peritonitis, 2 Jun 2025.")
q("vague", "sailing club swapping banks because of the monthly fees",
  {MBOX: ["Pennine Mutual"], TREAS: ["Pennine Mutual"], C_SAILING: ["YRB charges"], AGM: ["bank switch"],
   D + "2025-06-03.md": ["Pennine Mutual mandate"]},
  "Yorkshire Ridings Bank (£8.50/month charges) → Pennine Mutual Community Account from 1 Aug 2025.")
q("vague", "bill for a scratch on the back of the old car after it was returned",
  {E_DAMAGE: ["£240"], VOLVO: ["£240"], D + "2025-11-08.md": ["£240"], C_FAMILY: ["£240"]},
  "Brightway's £240 charge for a 40 mm rear bumper scuff on the Volvo; Sara is disputing it.")
q("vague", "printout of leg strengthening moves from the knee guy",
  {KNEE_TXT: ["SPANISH SQUATS"]},
  "Callum's home exercise programme (Spanish squats, step-downs, straight leg raise, clamshells, wall sit, calf raises).")

assert len(Q) == 50
queries, keys = [], {}
for i, x in enumerate(Q, 1):
    qid = f"h{i:02d}"
    queries.append({"id": qid, "query": x["query"], "gold": x["gold"], "kind": x["kind"], "gold_hint": x["hint"]})
    keys[qid] = {"keys": x["keys"], "answer_terms": x["answer_terms"]}
json.dump(queries, open(os.path.join(OUT, "queries.json"), "w"), indent=1, ensure_ascii=False)
json.dump(keys, open(os.path.join(HERE, "gold_keys.json"), "w"), indent=1, ensure_ascii=False)
print("wrote", len(queries))
