"""The 80 questions.  gold = [(session number, [answer keys that must occur in that
session's decoded text])].  pair: WO = Wanjiru/Otieno, ML = Mateus/Leena,
PC = Peggy/Callum.  ids are assigned in order (c01..c80) by build.py."""

Q = []


def q(kind, pair, query, gold, hint):
    Q.append({"kind": kind, "pair": pair, "query": query, "gold": gold, "hint": hint})


# ---------------------------------------------------------------- single_hop (20)
q("single_hop", "WO", "What car did Wanjiru buy from her colleague, and how much did she pay for it?",
  [(2, ["650k", "Mazda Demio"])],
  "2011 silver Mazda Demio for KSh 650k (WhatsApp 2023-03-07). Distractors: S8 alternator repair, S7/S9/S10 mention the Demio.")
q("single_hop", "WO", "What did the physio tell Wanjiru was causing the pain in her knee?",
  [(3, ["IT band"])],
  "Tight IT band (iliotibial band): foam roll, strengthen hips, cut long runs (S3). Distractor S4 says knee was fine in the race.")
q("single_hop", "WO", "Which novel was wanjiru's book club reading?",
  [(3, ["Owuor"])],
  "Dust by Yvonne Adhiambo Owuor (S3). No other session mentions the book.")
q("single_hop", "WO", "What was Otieno's research project about when he was still working in Kisumu?",
  [(1, ["cage farming"])],
  "Tilapia cage farming on Lake Victoria off Dunga beach (S1). Distractor S2 mentions 'the cage data' for his presentation only.")
q("single_hop", "WO", "What sea creature swam right next to Otieno on his last certification dive?",
  [(6, ["green turtle"])],
  "A green turtle at Kisite (WhatsApp 2023-07-05). Distractors: S5 (course announced), S11 (advanced course).")
q("single_hop", "WO", "What present did Wanjiru send Akinyi for her wedding?",
  [(10, ["kiondo"])],
  "Kiondo baskets woven by a woman in Machakos (WhatsApp 2023-10-22). Distractor S9 (Wanjiru only promises 'a gift').")
q("single_hop", "WO", "How did Wanjiru find the guide for the Mount Kenya climb?",
  [(11, ["Kibet's uncle"])],
  "Through Kibet's uncle: guide Joseph from Naro Moru (S11). Distractor S12 mentions Joseph on the mountain but not how he was found.")
q("single_hop", "ML", "What breed of dog is Leena's Hilla?",
  [(1, ["Finnish Lapphund"])],
  "Finnish Lapphund, 4 years old, name means cloudberry (Discord 2023-04-16). Hilla is mentioned in S4, S8, S11, S12, S13 without the breed.")
q("single_hop", "ML", "How much did Mateus pay the print shop for the first printed prototype?",
  [(3, ["R$ 85"])],
  "R$ 85 (~16 euros) at Gráfica Rápida (Discord 2023-05-28). Distractor S7 (R$ 7,000 flight).")
q("single_hop", "ML", "Which existing game did a publisher at Spiel say Mateus and Leena's coop game was too similar to?",
  [(8, ["Forbidden Island"])],
  "Forbidden Island, said by Stormvogel Spiele (S8, LoCoMo 2023-10-12). Distractors: S7 (Essen prep), S10/S11 (Harbor Meeple).")
q("single_hop", "ML", "How long did the six-player playtest at the Tampere board game cafe last?",
  [(5, ["110 minutes"])],
  "110 minutes at Pelikahvila Kuutonen, target 60 (Discord 2023-07-23). Distractor S7 sell sheet says 60 minutes.")
q("single_hop", "ML", "What kind of building did Mateus design for his architecture thesis?",
  [(2, ["community library"])],
  "A community library for Vila Torres in Curitiba (S2). Distractors: S5/S6/S9 mention the project/Vila Torres but not that it is a library.")
q("single_hop", "ML", "Where did Leena spend Midsummer in 2023?",
  [(4, ["Ruovesi"])],
  "Her parents' summer cottage in Ruovesi (S4, 2023-06-27). Distractor S13 plans juhannus 2024 at the same cottage.")
q("single_hop", "ML", "What royalty did Harbor Meeple offer in their contract draft?",
  [(11, ["6% royalty"])],
  "6% of wholesale, split between the two (Discord 2024-01-14). Distractors: S12 signing, S8/S10 Harbor Meeple.")
q("single_hop", "PC", "What names did Peggy give her three new hens?",
  [(2, ["Rosalind"])],
  "Marie Curie, Rosalind and Dorothy, 'my three chemists' (iMessage 2023-04-02). Distractors: S6 'Poor Marie Curie', S10 Dorothy went broody + chicks.")
q("single_hop", "PC", "What lifestyle changes did Callum's heart doctor ask him to make?",
  [(3, ["cut out salt"])],
  "Cut out salt completely and walk 30 minutes daily, plus pills and a spray (S3). Distractors: S4/S9 walking 5 km, S7 BP better.")
q("single_hop", "PC", "Which tune did Callum play on Dad's fiddle at the birthday party?",
  [(8, ["Mairi's Wedding"])],
  "Mairi's Wedding (iMessage 2023-10-08). Distractor S7 (fiddle restored, surprise planned).")
q("single_hop", "PC", "What breed is Callum's new puppy?",
  [(10, ["Duck Tolling"])],
  "Nova Scotia Duck Tolling Retriever named Dory, from a breeder in Yarmouth (iMessage 2023-12-04). Distractors: S11/S12/S13 mention Dory without breed.")
q("single_hop", "PC", "Who made the cake for Mum's 85th birthday party?",
  [(7, ["Mrs Ahern"])],
  "Mrs Ahern from next door, lemon and passionfruit sponge (S7). Distractor S5 mentions Mrs Ahern only as the deaf neighbour.")
q("single_hop", "PC", "Which uni accepted Callum's daughter Isla?",
  [(5, ["Dalhousie"])],
  "Dalhousie, BSc oceanography (S5). Distractors: S1 (applying), S12 (aquarium job), S13 (oceanography student).")

# ---------------------------------------------------------------- multi_hop (20)
q("multi_hop", "WO", "How much faster was Wanjiru's best half marathon than her first one?",
  [(4, ["2:14:37"]), (11, ["2:03:10"])],
  "2:14:37 at Nyeri (WhatsApp 2023-05-02) vs PB 2:03:10 at Karura (S11): about 11.5 minutes faster. Distractor S1 (registration).")
q("multi_hop", "WO", "Which scholarship did Wanjiru eventually win, and what was the yearly tuition at the Dutch university that had admitted her?",
  [(6, ["€18,750"]), (14, ["I GOT CHEVENING"])],
  "Delft tuition €18,750/yr, no scholarship (WhatsApp 2023-07-05); Chevening award for Leeds (WhatsApp 2024-06-16). Distractors: S7 (decides to apply), S10 (submitted), S13 (shortlisted).")
q("multi_hop", "WO", "Why did the Mt Kenya climb get pushed back from August, and which peak did the group reach in the end?",
  [(5, ["probation"]), (12, ["Point Lenana"])],
  "Otieno on six-month probation, no leave until December (S5); summited Point Lenana (WhatsApp 2023-12-21). Distractors: S1/S3/S7/S11 plans.")
q("multi_hop", "WO", "How much did Wanjiru pay for her car, and how much did the alternator repair cost her?",
  [(2, ["650k"]), (8, ["18,000"])],
  "KSh 650k (WhatsApp 2023-03-07) and KSh 18,000 refurbished alternator (WhatsApp 2023-08-27). Distractor S9/S10 mention the new alternator/Demio.")
q("multi_hop", "WO", "Which friend dropped out of the Mt Kenya trip and why, and who turned out to be the strongest hiker?",
  [(8, ["pregnant"]), (12, ["strongest"])],
  "Njeri dropped out because she is pregnant (WhatsApp 2023-08-27); Kibet's cousin Chebet was the strongest (WhatsApp 2023-12-21). Distractors: S7 (Njeri hasn't answered), S11 booking.")
q("multi_hop", "WO", "What did Otieno work on in Kisumu, and what position did he get in Mombasa?",
  [(1, ["cage farming"]), (3, ["reef fisheries unit"])],
  "Tilapia cage farming on Lake Victoria (S1); research scientist in KMFRI Mombasa's reef fisheries unit (S3). Distractors: S5/S7/S13 seaweed work.")
q("multi_hop", "WO", "What did Wanjiru's mum bring to her first half marathon, and what operation did her mum have later that year?",
  [(4, ["came with a sign"]), (9, ["whole left knee"])],
  "A sign 'RUN WANJIRU RUN, THE CAR LOAN IS NOT PAID' (WhatsApp 2023-05-02); total left knee replacement at Consolata (S9). Distractors: S6 (surgery planned), S13 (recovery).")
q("multi_hop", "ML", "What names has Mateus and Leena's board game had, and why was each one dropped?",
  [(3, ["already a game"]), (6, ["card game called Beacon"])],
  "Lighthouse Keepers (taken by a 2021 German game) -> Beacon (Discord 2023-05-28); Beacon taken by a 2019 card game -> Tidewatch (S6). Distractors: S1 (working title), S5, S7 (sell sheet).")
q("multi_hop", "ML", "By how many days did Leena's Duolingo streak grow between the first and the last time she mentioned it?",
  [(2, ["40 day streak"]), (13, ["300 days"])],
  "40 days (S2, 2023-05-09) to 300 days (Discord 2024-03-24): +260. Distractor S9 (190 days).")
q("multi_hop", "ML", "Which firm gave Mateus his first architecture job, and which neighbourhood of the island does he live in now?",
  [(10, ["Atelier Maré"]), (12, ["Santo Antônio de Lisboa"])],
  "Offer from Atelier Maré, junior architect from 5 Feb (S10, JSON-escaped); lives in Santo Antônio de Lisboa (S12, escaped). Distractors: S9 (interview at Atelier Maré only), S11 (studio near beach).")
q("multi_hop", "ML", "How big was the advance in the Harbor Meeple contract, and when did Mateus and Leena sign it?",
  [(11, ["1,500"]), (12, ["We both signed last Friday"])],
  "€1,500 advance (Discord 2024-01-14); signed Friday 16 Feb 2024 (S12, 2024-02-21). Distractors: S8, S10 (publisher interest).")
q("multi_hop", "ML", "What did Mateus and Leena cut from the game after the cafe playtest, and what changes did the publisher ask for later?",
  [(5, ["supply boat phase"]), (10, ["solo mode"])],
  "Cut the supply boat phase to reach ~60 min (Discord 2023-07-23); Harbor Meeple wants 1-4 players and a solo mode (S10). Distractors: S2 (fog card), S8.")
q("multi_hop", "ML", "Why is Mateus's cat called Paçoca, and did she end up moving to Florianópolis with him?",
  [(4, ["peanut candy"]), (12, ["Paçoca is here with me"])],
  "Named after grandmother Dona Cida's peanut candy (S4); yes, she came after all, his sister drove her down (S12). Distractor S11 (plan to leave her with his mother). Names are \\u-escaped in the LoCoMo JSON.")
q("multi_hop", "ML", "Who supervised Mateus's thesis, and what grade did he get at his defence?",
  [(2, ["Helena Castro"]), (10, ["grade 10"])],
  "Prof. Helena Castro (S2); passed with distinction, grade 10 (S10). Distractors: S6 (midterm), S9 (date not fixed).")
q("multi_hop", "PC", "How did Peggy's retirement plans change over 2023?",
  [(5, ["retiring at the end of the year"]), (9, ["staying on next year"])],
  "Told principal she'd retire end of 2023 (S5); decided to stay part-time in 2024, Mon-Wed, Year 13 only (S9). Distractors: S1 (thinking), S8 (principal's request), S13 (part-time started).")
q("multi_hop", "PC", "What happend to Callum's old dog, and what kind of dog did he get afterwards?",
  [(6, ["put Moose down"]), (10, ["Duck Tolling"])],
  "Moose (black Lab) put down for kidney failure (iMessage 2023-07-13); got Dory, a Nova Scotia Duck Tolling Retriever (iMessage 2023-12-04). Distractors: S1/S5 (Moose old), S9 (Isla sending puppy pictures).")
q("multi_hop", "PC", "On what day did Callum land in Dunedin for Mum's birthday, and when did he fly home?",
  [(7, ["Monday the 11th"]), (8, ["on the 2nd"])],
  "Landed Monday 11 Sept 2023 after changing his flight (S7); flew out of Dunedin 2 Oct (iMessage 2023-10-08). Distractor S4: original booking Wednesday 13 September.")
q("multi_hop", "PC", "Which two Great Walks did Peggy complete with her friend Ngaire?",
  [(3, ["Routeburn"]), (13, ["back from the Kepler"])],
  "Routeburn over Easter 2023 (S3) and Kepler Track Feb 2024 (S13). Distractors: S2 (Routeburn plan), S11/S12 (Kepler plans/booking).")
q("multi_hop", "PC", "Where is Callum moving his workshop to, and what held up the move?",
  [(9, ["Dartmouth"]), (11, ["occupancy permit"])],
  "Bigger shed in Dartmouth (S9); delayed to March waiting for the occupancy permit/electrical inspection (S11). Distractors: S12 (permit approved, move 1 March), S13.")
q("multi_hop", "PC", "Who restored Dad's fiddle for Callum, and how did Mum react when she got it?",
  [(7, ["Remy Doucet"]), (8, ["cried the whole song"])],
  "Remy Doucet, an Acadian luthier in Chéticamp (S7, escaped); Mum cried through Mairi's Wedding and danced with her walker (iMessage 2023-10-08). Distractors: S5 (Peggy wants to learn fiddle), S11 (fiddle shown at Christmas).")

# ---------------------------------------------------------------- temporal (20)
q("temporal", "WO", "When did Otieno get his PADI Open Water certification?",
  [(6, ["passed my PADI Open Water on Saturday"])],
  "Saturday 1 July 2023 (WhatsApp 2023-07-05 says 'on Saturday'). Distractors: S5 (course starts next week), S11 (advanced course last month).")
q("temporal", "WO", "When did Wanjiru run her first half marathon?",
  [(4, ["2:14:37"])],
  "Sunday 30 April 2023 (WhatsApp 2023-05-02: 'quiet since Sunday'). Distractors: S1 ('end of April' plan), S11 (second half).")
q("temporal", "WO", "When did Wanjiru's mother have her knee operation?",
  [(9, ["on Tuesday at Consolata"])],
  "Tuesday 19 September 2023 (S9, dated 23 Sep). Distractor S6 (surgery planned for September).")
q("temporal", "WO", "When was Akinyi's wedding?",
  [(10, ["The wedding was yesterday"])],
  "Saturday 21 October 2023 (WhatsApp 2023-10-22: 'yesterday'). Distractors: S7 ('sometime in October'), S9 ('next month').")
q("temporal", "WO", "When did Otieno start his new job in Mombasa?",
  [(3, ["1st of June"])],
  "1 June 2023 (S3). Distractors: S4 (packing, farewell Friday), S5 ('two weeks and a bit here').")
q("temporal", "WO", "When did Wanjiru and Otieno reach the summit of mt kenya?",
  [(12, ["Point Lenana at sunrise on Monday"])],
  "Monday 18 December 2023 at sunrise (WhatsApp 2023-12-21). Distractor S11 (booked 15-19 December).")
q("temporal", "WO", "When did otieno adopt his cat?",
  [(8, ["I adopted her on Thursday"])],
  "Thursday 24 August 2023 (WhatsApp 2023-08-27). Distractors: S9/S11/S12 mention Pweza.")
q("temporal", "WO", "When did Wanjiru send off her TU Delft application?",
  [(4, ["submitted my master's application yesterday"])],
  "1 May 2023, the deadline day (WhatsApp 2023-05-02: 'yesterday'). Distractors: S6 (admitted), S7 (declined).")
q("temporal", "ML", "When did Mateus defend his architecture thesis?",
  [(10, ["It was on Tuesday"])],
  "Tuesday 12 December 2023 (S10, dated 17 Dec). Distractor S9 (date not fixed, 'probably the second week of December').")
q("temporal", "ML", "When did Leena start her job as a school nurse?",
  [(6, ["1st of September"])],
  "1 September 2023 at Hervanta comprehensive school (S6). Distractors: S5 (applied), S7 (first weeks).")
q("temporal", "ML", "When did Mateus and Leena first meet on the Discord server?",
  [(1, ["only last week"])],
  "The week before 16 April 2023, i.e. around 9-15 April 2023 (Discord 2023-04-16: 'met there only last week').")
q("temporal", "ML", "When did Leena go to the Spiel fair in Essen?",
  [(8, ["Essen was last week, Thursday to Sunday"])],
  "Thursday 5 to Sunday 8 October 2023 (S8, dated 12 Oct). Distractors: S4 ('in October'), S7 ('coming up fast').")
q("temporal", "ML", "When did Mateus move to Florianópolis?",
  [(12, ["two and a half weeks ago"])],
  "Saturday 3 February 2024, the Saturday before his first day (S12, dated 21 Feb). Distractors: S11 ('end of January' plan), S10 (start date 5 Feb).")
q("temporal", "ML", "When is Mateus flying into Helsinki for his visit to Finland?",
  [(13, ["18th of June"])],
  "Landing 18 June 2024, staying until 9 July (Discord 2024-03-24). Distractor S12 (was planning July).")
q("temporal", "PC", "When did Callum's aprentice Jaylen start at the shop?",
  [(2, ["He started on Monday"])],
  "Monday 27 March 2023 (iMessage 2023-04-02). Distractor S1 (planning to hire).")
q("temporal", "PC", "When was Mum's 85th birthday party held?",
  [(7, ["Saturday the 16th"])],
  "Saturday 16 September 2023 at the bowling club in Caversham (S7). Distractors: S1 ('in September'), S4 (function room booked), S8 (recap).")
q("temporal", "PC", "When did Callum have to have Moose put down?",
  [(6, ["put Moose down on Tuesday"])],
  "Tuesday 11 July 2023 (iMessage dated 13 July NZ time). Distractor S5 (blood tests, not eating).")
q("temporal", "PC", "When did Callum bring his new puppy home?",
  [(10, ["Picked her up on Saturday"])],
  "Saturday 2 December 2023 (iMessage 2023-12-04). Distractor S9 (Isla sending puppy pictures).")
q("temporal", "PC", "When did Callum end up in hospital with chest pains?",
  [(3, ["Two weeks ago today"])],
  "19 April 2023, two weeks before the 3 May 2023 session (S3).")
q("temporal", "PC", "When did Peggy tell her principal that she was going to retire?",
  [(5, ["principal's office on Friday"])],
  "Friday 16 June 2023 (S5, dated 18 June). Distractors: S8 (principal's request on Thursday), S9 (told her on Friday she'd stay).")

# ---------------------------------------------------------------- open_domain (20)
q("open_domain", "WO", "Would Otieno enjoy a diving or snorkelling holiday?",
  [(6, ["stay underwater all day"]), (9, ["Every week"]), (11, ["night dive"])],
  "Yes: he could stay underwater all day (WhatsApp 2023-07-05), dives every week (S9), did the Advanced course with deep and night dives (S11). Distractor S5 (swam like a stone at university).")
q("open_domain", "WO", "Could Otieno have kept Bosco with him in his Nyali flat?",
  [(3, ["landlord says no dogs"]), (8, ["landlord said no dogs"])],
  "No, the Nyali landlord allows no dogs (S3; repeated in WhatsApp 2023-08-27 when he adopts a cat). Distractor S5 (Bosco at mum's).")
q("open_domain", "WO", "Is Wanjiru likely to be living in Kenya in October 2024?",
  [(14, ["Starts in September"])],
  "No: she won Chevening and starts the Leeds MSc in September 2024 (WhatsApp 2024-06-16). Distractors: S7, S13.")
q("open_domain", "WO", "How well does Otieno handle being at high altitude?",
  [(12, ["altitude sickness"])],
  "Poorly: severe headache and dizziness at Shipton's camp, mild altitude sickness (WhatsApp 2023-12-21). Distractor S11 (worried about cold).")
q("open_domain", "WO", "Would you say Wanjiru's mum has a good sense of humour?",
  [(4, ["THE CAR LOAN IS NOT PAID"])],
  "Yes: her race sign 'RUN WANJIRU RUN, THE CAR LOAN IS NOT PAID' (WhatsApp 2023-05-02). Distractors: S9 (fires her assistant), S13.")
q("open_domain", "WO", "Does Otieno's work make a real difference to the communities he studies?",
  [(7, ["so they can negotiate"]), (13, ["negotiated a better price"])],
  "Yes: his yield data helped the Kibuyuni seaweed farmers (S7) win a better price from the Tanga buyer (S13). Distractor S5 (plans).")
q("open_domain", "ML", "Would Leena enjoy an ice swimming event in winter?",
  [(9, ["avanto"])],
  "Yes: she does avanto every week November-April and loves it (Discord 2023-11-12). Distractors: S4 (summer lake swim), S12 (jokes about avanto).")
q("open_domain", "ML", "Could Mateus afford to fly to Europe for the Essen fair in 2023?",
  [(7, ["R$ 7,000"])],
  "No: a R$ 7,000 return flight was over three months of café pay (Discord 2023-09-17). Distractor S8 (Leena went alone).")
q("open_domain", "ML", "Does Leena prefer co-op or competitive boardgames?",
  [(1, ["take that"])],
  "Cooperative: she hates 'take that' games and plays to relax (Discord 2023-04-16). Distractor S8 (publisher says co-op saturated).")
q("open_domain", "ML", "Would Mateus be a good person to ask for help with graphic design or game art?",
  [(3, ["finished the lighthouse tile art"]), (7, ["sell sheet in Figma"]), (13, ["original concept art"])],
  "Yes: drew the lighthouse tile art (Discord 2023-05-28), made the sell sheet in Figma (Discord 2023-09-17), credited for original concept art (Discord 2024-03-24). Distractor S6 (logo idea).")
q("open_domain", "ML", "Did Leena like working night shifts in the ICU?",
  [(5, ["so tired of night shifts"]), (6, ["like a normal human"]), (7, ["I forgot how good it feels"])],
  "No: tired of four years of nights (Discord 2023-07-23), ready to sleep at night 'like a normal human' (S6), loves sleeping at night in the new job (Discord 2023-09-17). Distractor S1 (just mentions nights).")
q("open_domain", "ML", "Is Mateus close to his grandma?",
  [(4, ["every Sunday for lunch"]), (10, ["pastéis"])],
  "Yes: Sunday lunches at Dona Cida's, she named his cat (S4); she brought a tray of pastéis to his defence (S10). Distractor S13 (bringing her paçoca to Finland).")
q("open_domain", "ML", "Is Leena a serious board game collector?",
  [(8, ["nine games"])],
  "Yes: bought nine games at Essen and paid 50 euros for an overweight suitcase (S8).")
q("open_domain", "PC", "Would Callum happily order salty fish and chips these days?",
  [(3, ["No more chips"])],
  "Unlikely: after angina his cardiologist banned salt, no more chips at the Fisherman's Cove (S3). Distractors: S7/S9 (health improving).")
q("open_domain", "PC", "Is Peggy's love of chemistry more than just her job?",
  [(2, ["My three chemists"]), (10, ["Lise"])],
  "Yes: hens named after women chemists (iMessage 2023-04-02) and chicks Ada, Irène, Lise and Gertrude (iMessage 2023-12-04).")
q("open_domain", "PC", "Can Callum play a musical instrument?",
  [(8, ["Dad taught me that tune"])],
  "Yes, the fiddle: he played Mairi's Wedding at the party (iMessage 2023-10-08). Distractor S7 (fiddle restored by Remy).")
q("open_domain", "PC", "Are Peggy's students fond of her?",
  [(10, ["periodic table"])],
  "Yes: her Year 13s gave her a signed framed periodic table at prize-giving (iMessage 2023-12-04). Distractor S9.")
q("open_domain", "PC", "Is Callum planning another trip to New Zealand?",
  [(13, ["come back for Christmas"])],
  "Yes: Christmas 2024 with Isla (S13). Distractors: S4/S7/S8 (the 2023 trip).")
q("open_domain", "PC", "How did Callum cope with being without a dog after Moose died?",
  [(6, ["so quiet without him"]), (7, ["nobody waiting by the door"]), (9, ["too quiet without Moose"])],
  "Badly at first: shop quiet (iMessage 2023-07-13), mornings worst (S7), house too quiet, Isla sending puppy pictures (S9). Distractor S10 (gets Dory).")
q("open_domain", "PC", "Would Peggy enjoy a tramp even in miserable weather?",
  [(2, ["part of the fun"]), (3, ["soaked to the bone"])],
  "Yes: cold and wet is 'part of the fun' (iMessage 2023-04-02); loved the Routeburn despite sideways rain (S3). Distractors: S12/S13 (Kepler).")

QUESTIONS = Q
