"""Questions for convo35. Gold refers to sessions as (pair, session number); build.py maps them
to vault-relative paths. KEYS: for each gold session, strings that must occur in that file once
decoded (JSON parsed); check.py verifies them and lists non-gold files containing them."""

# (kind, query, {session: [answer keys]}, gold_hint)
EC = [
    # ---------------- single_hop
    ("single_hop", "Which night of the week does Callum go to his french lessons?",
     {1: ["Tuesday evenings"]},
     "Tuesday evenings, 6-9pm (EC S1 2023-04-16). Distractor: S4 Discord 2023-06-14 (passed level 3, no day given)."),
    ("single_hop", "What colour is the car Eilidh bought?",
     {3: ["small red car"]},
     "Red - only stated in the photo's blip_caption in EC S3 (2023-05-28); text says 2015 Fiat Panda. Distractors: S6, S9 mention the Panda without colour."),
    ("single_hop", "What did Callum's cat Brioche swallow that meant she needed surgery?",
     {7: ["ribbon"]},
     "A curly gift ribbon from Isla's birthday present (EC S7 2023-09-03). Distractors: S3 (hair bobble on cupboard), S9 (vet bill paid off)."),
    ("single_hop", "What was Eilidh's finishing time in the Great Scottish Run half marathon?",
     {8: ["1:58:40"]},
     "1:58:40 (EC S8 Discord 2023-10-08). Distractor: S7 (goal of under two hours, before the race)."),
    ("single_hop", "Which level of Callum's game did Eilidh get stuck on?",
     {9: ["Kelp Locks"]},
     "The Kelp Locks (EC S9 2023-10-22); trick is to lower the water. Distractor: S6/S8 launch chat."),
    ("single_hop", "Who is Callum's team lead at his new studio?",
     {14: ["Dmitri"]},
     "Dmitri, originally from Kyiv, bakes sourdough on Mondays (EC S14 Discord 2024-03-03). Distractors: S12/S13 (Northvane offer/start, no lead named); Margaux is the old Lanternfish boss."),
    ("single_hop", "What unusual injury did one of Eilidh's first A&E patients come in with?",
     {6: ["fishhook"]},
     "A barbed fishhook through his thumb, rod still attached, from Loch Lomond (EC S6 Discord 2023-08-13)."),
    # ---------------- multi_hop
    ("multi_hop", "How much has Callum spent on Brioche altogether, counting the adoption fee and the emergency vet bill?",
     {2: ["$150"], 7: ["$1,200"]},
     "$150 adoption fee (EC S2 Discord 2023-05-07) + $1,200 ribbon surgery (EC S7 2023-09-03) = $1,350. Distractor: S9 (paid off vet bill, no amount)."),
    ("multi_hop", "Which two Montreal neighbourhoods has Callum lived in?",
     {1: ["Plateau"], 5: ["Verdun"]},
     "The Plateau (EC S1 2023-04-16), then Verdun after Moving Day 2023 (EC S5 2023-07-09)."),
    ("multi_hop", "What hospital rotations has Eilidh mentioned working since FY1?",
     {1: ["general surgery"], 6: ["A&E"], 11: ["Psychiatry"]},
     "General surgery (EC S1), emergency medicine/A&E from Aug 2023 (EC S6), psychiatry from 6 Dec 2023 (EC S11). Distractors: S5 (rota, block unnamed), S8 (\"this rotation\"), S14 (GP training offer, future)."),
    ("multi_hop", "What two new hobbies did Eilidh pick up in spring 2023?",
     {2: ["bouldering"], 4: ["pottery"]},
     "Bouldering at Boulder Yard (EC S2 Discord 2023-05-07) and a Thursday pottery class in Finnieston (EC S4 Discord 2023-06-14). Distractor: S7 (half marathon, later in summer)."),
    ("multi_hop", "Who is Fergus marrying, and when is the wedding?",
     {2: ["Anya"], 11: ["Next August"]},
     "Anya from the chemistry department (EC S2) ; wedding next August (2024) at a castle in the Borders (EC S11 2023-12-30). Distractors: S4 (engagement party, no name), S10 (\"the fiancee\")."),
    ("multi_hop", "What has Callum booked for Eilidh's Montreal trip, and which Scottish treats is she bringing him?",
     {13: ["sugar shack"], 14: ["Tunnock's", "Irn-Bru"]},
     "A sugar shack (cabane a sucre) on Sun 24 March 2024 (EC S13) ; Tunnock's teacakes and full-sugar Irn-Bru (EC S14). Distractor: S12 (flights booked, spreadsheet tab 'bagels')."),
    ("multi_hop", "Who came to visit Callum in Montreal in 2023, and where do his parents live?",
     {7: ["Isla"], 10: ["Perth"]},
     "His sister Isla visited (EC S7 2023-09-03); his parents live in Perth, where he went for Christmas (EC S10 2023-11-19). Distractor: S11 (\"at my parents'\", no place)."),
    # ---------------- temporal
    ("temporal", "When did Callum move into his flat in Verdun?",
     {5: ["Saturday before last", "Moving Day"]},
     "Saturday 1 July 2023, Quebec's Moving Day ('Saturday before last' in EC S5 dated 9 July 2023). Distractor: S1 (still in the Plateau)."),
    ("temporal", "When did Eilidh start working in A&E?",
     {6: ["Wednesday before last"]},
     "Wednesday 2 August 2023 ('the Wednesday before last' in EC S6 Discord dated 13 Aug 2023). Distractor: S5 (first FY2 block 'starts in August', unnamed)."),
    ("temporal", "When did Tidewright come out in Early Access?",
     {6: ["October 19th"], 9: ["1pm our time on Thursday"]},
     "Thursday 19 October 2023: date announced in EC S6 (2023-08-13), launch confirmed as 'Thursday' in EC S9 (2023-10-22). Distractors: S2 ('autumn', unofficial), S8 (press builds, no date)."),
    ("temporal", "When did Eilidh buy her Fiat Panda?",
     {3: ["Bought a car last weekend"]},
     "The weekend before 28 May 2023, i.e. around 20-21 May 2023 (EC S3). Distractor: S6/S9 mention the car later."),
    ("temporal", "When was Fergus's engagement party?",
     {4: ["engagement party was on Saturday"]},
     "Saturday 10 June 2023 (EC S4 Discord, Wednesday 14 June 2023, 'on Saturday'). Distractor: S2 (engagement news, 7 May 2023)."),
    ("temporal", "On what date did Eilidh and Callum finally meet up at their old Edinburgh pub over Christmas?",
     {11: ["moved it to the 27th"]},
     "Wednesday 27 December 2023 (EC S11 dated 30 Dec 2023). Distractor: S10 planned the 28th, which was later abandoned."),
    ("temporal", "When did Callum start his job at Northvane?",
     {12: ["starting on 12 February"], 13: ["you start tomorrow"]},
     "Monday 12 February 2024: planned in EC S12 (2024-01-21), 'tomorrow' in EC S13 (2024-02-11). Distractor: S11 (first approach, call on 9 Jan)."),
    # ---------------- open_domain
    ("open_domain", "Would Eilidh value long-term relationships with patients and regular hours in her career?",
     {10: ["continuity"]},
     "Yes - she chose GP training for continuity of care and regular hours (EC S10 2023-11-19). Distractor: S1 (old plan: anaesthetics)."),
    ("open_domain", "Is Eilidh likely to sign up for another running race after her half marathon?",
     {8: ["Edinburgh Marathon"]},
     "Yes - already eyeing the Edinburgh Marathon the next May and downloaded a 20-week plan (EC S8). Distractor: S7 (training for the half)."),
    ("open_domain", "Why might Callum have left Lanternfish even though Tidewright sold well?",
     {12: ["30% raise"]},
     "Lanternfish is 14 people with money only for this year; Northvane is 400 people with a pension, a 30% raise and a chance to lead a team (EC S12). Distractors: S11 (approach only), S9 (launch success)."),
    ("open_domain", "Does Callum seem like a devoted pet owner?",
     {7: ["do whatever she needs"]},
     "Yes - paid $1,200 for Brioche's emergency surgery without hesitating (EC S7). Partial: S2 (adopted his foster cat)."),
    ("open_domain", "Could Callum manage everyday errands in French by now?",
     {4: ["level 3"]},
     "Likely yes - passed level 3 francisation, handles pharmacy, market, bank and landlord in French (EC S4 Discord 2023-06-14). Distractor: S1 (just started classes)."),
    ("open_domain", "Would Callum recommend moving house on Quebec's Moving Day?",
     {5: ["never do that again"]},
     "No - vans booked out, four-hour-late mover, sat on the pavement with the cat; 'never again' (EC S5 2023-07-09)."),
]

BO = [
    # ---------------- single_hop
    ("single_hop", "How much does Oisin earn an hour at the cafe in Kreuzberg?",
     {2: ["\u20ac13.50"]},
     "\u20ac13.50 an hour plus tips, weekend mornings at Cafe Kranich (BO S2 2023-10-01). Distractor: S11 (internship \u20ac1,200/month)."),
    ("single_hop", "What oven temperature does Brid's brown bread recipe call for?",
     {3: ["200 degrees"]},
     "200 degrees for 45 minutes (multi-line recipe in BO S3 WhatsApp 2023-10-22). Distractors: S2 (promise to send recipe), S4 (baked it)."),
    ("single_hop", "What score did Oisin get in his B2 german exam?",
     {6: ["78 out of 100"]},
     "78/100, a 'gut' (BO S6 2023-12-17). Distractor: S4 (exam date 9 Dec, before the result)."),
    ("single_hop", "Where in the garden did Brid and Declan bury Toffee?",
     {8: ["apple tree"]},
     "Under the apple tree where he lay in summer (BO S8 2024-02-11). Distractors: S1 (Toffee photo in garden), S13 (Sully in the garden)."),
    ("single_hop", "What was Brid's dog Sully called back when he raced?",
     {12: ["Sullivan's Quest"]},
     "Sullivan's Quest (BO S12 2024-05-26). Distractor: S11 (registered with greyhound rescue)."),
    ("single_hop", "Who helped Brid with her eye drops after the cataract op?",
     {5: ["Peggy comes in at lunch"]},
     "Peggy, who came in at lunchtime to do them (BO S5 WhatsApp 2023-11-26). Distractors: S2/S4 (Peggy driving her to surgery)."),
    ("single_hop", "Which Berlin street food did Brid say she would never eat again?",
     {13: ["currywurst"]},
     "Currywurst - 'a crime against pigs' (BO S13 WhatsApp 2024-06-23). Distractor: S8 (Lena's dad's sausages in Saxony)."),
    # ---------------- multi_hop
    ("multi_hop", "How much more rent is Oisin paying in Friedrichshain than in his first shared flat in Berlin?",
     {1: ["\u20ac520"], 9: ["\u20ac780"]},
     "\u20ac520 warm in the Neukolln WG (BO S1) vs \u20ac780 warm in Friedrichshain (BO S9): \u20ac260 more a month."),
    ("multi_hop", "What happened to Brid's old dog, and what dog did she get after?",
     {8: ["Toffee died"], 12: ["Sully"]},
     "Her Jack Russell Toffee died (BO S8, Feb 2024); she adopted Sully, a retired greyhound (BO S12, May 2024). Distractor: S11 (only registered with the rescue)."),
    ("multi_hop", "How much did Oisin's replacement bike cost, and how much did his grandmother send towards it?",
     {3: ["\u20ac50"], 4: ["\u20ac90"]},
     "Nana sent \u20ac50 (BO S3) ; green secondhand Gazelle for \u20ac90 at Mauerpark (BO S4). Distractor: S3's stolen bike cost \u20ac120."),
    ("multi_hop", "Where did Oisin meet Lena, and where is she from?",
     {4: ["German class"], 5: ["Leipzig"]},
     "Met in his German class (BO S4) ; she is from Leipzig and studies architecture (BO S5). Distractors: S7/S8 (her parents' place, unnamed)."),
    ("multi_hop", "Which eye was Brid's cataract operation on, and how often did she need drops afterwards?",
     {2: ["left eye"], 5: ["4 times a day"]},
     "Left eye (BO S2) ; drops 4 times a day for 4 weeks (BO S5). Distractors: S4 (surgery Tuesday, no eye), S6 (drops nearly done)."),
    ("multi_hop", "When was Brid's trip to Berlin first planned for, and what dates did it move to?",
     {9: ["9th to the 13th of May"], 11: ["13th to the 17th of June"]},
     "First 9-13 May 2024 (BO S9); moved to 13-17 June 2024 because Siobhan had a conference in Galway (BO S11). Distractors: S12 (itinerary, no dates), S13 (after the trip)."),
    ("multi_hop", "Why did Oisin's shared flat break up, and where is the flatmate who left originally from?",
     {1: ["Stuttgart"], 8: ["Hamburg"]},
     "Jonas got a place at an orchestra academy in Hamburg and the landlord won't renew (BO S8) ; Jonas is from Stuttgart (BO S1)."),
    # ---------------- temporal
    ("temporal", "When did Oisin's bike get stolen?",
     {3: ["Tuesday, outside the university library"]},
     "Tuesday 17 October 2023 (BO S3 WhatsApp dated 22 Oct 2023). Distractor: S4 (replacement bought)."),
    ("temporal", "When did Brid have her cataract surgery?",
     {2: ["14th of November"], 4: ["feeling about Tuesday"]},
     "Tuesday 14 November 2023: scheduled in BO S2 (2023-10-01), 'Tuesday' in BO S4 (2023-11-12). Distractor: S5 (after the operation, no date)."),
    ("temporal", "When did Brid's dog Toffee die?",
     {8: ["died on Wednesday"]},
     "Wednesday 7 February 2024 (BO S8 dated Sunday 11 Feb 2024). Distractor: S11 (house too quiet since)."),
    ("temporal", "When did Oisin move into his Friedrichshain flat?",
     {9: ["15th of March"], 10: ["Friday before last"]},
     "Friday 15 March 2024: planned in BO S9 (2024-03-03), 'the Friday before last' in BO S10 (2024-03-24). Distractor: S8 (viewings)."),
    ("temporal", "When did Brid bring Sully home?",
     {12: ["a week ago yesterday"]},
     "Saturday 18 May 2024 ('a week ago yesterday' in BO S12 dated Sunday 26 May 2024). Distractor: S11 (registered with rescue, April)."),
    ("temporal", "When did Oisin get back to Berlin after Christmas in Cork?",
     {7: ["since Tuesday"]},
     "Tuesday 2 January 2024 (BO S7 dated Sunday 7 Jan 2024). Distractors: S5/S6 (flying home 21 Dec)."),
    # ---------------- open_domain
    ("open_domain", "is Brid confident making video calls on her own?",
     {7: ["video call on my own"]},
     "Not yet - learning it is a New Year's resolution and she accidentally rang a man in Ballincollig (BO S7). Distractor: S8 (Oisin offers video call)."),
    ("open_domain", "Would Brid consider travelling abroad again after Berlin?",
     {13: ["fly to Boston"]},
     "Yes - thinking of visiting her sister Mairead in Boston in September (BO S13). Distractor: S9 (nervous first flight since 2009)."),
    ("open_domain", "Why did Brid start thinking about getting another dog?",
     {11: ["too quiet without Toffee"]},
     "The house was too quiet without Toffee and she needed a reason to walk daily (BO S11). Distractor: S8 (Toffee's death, quiet house)."),
    ("open_domain", "Would Oisin's flatmates be happy if he baked his Nana's brown bread again?",
     {4: ["make it every Sunday"]},
     "Yes - Jonas and Mei ate a whole loaf in ten minutes; Jonas wants it every Sunday (BO S4). Distractor: S3 (recipe only)."),
    ("open_domain", "Was Brid nervous about flying to Berlin?",
     {9: ["rosary"]},
     "Yes - first flight since a bumpy 2009 Lourdes trip, rosary in her pocket the whole way (BO S9). Distractor: S13 (trip went well)."),
    ("open_domain", "What does Brid think of Lena after meeting her?",
     {13: ["What a lovely girl"]},
     "She loved her - kind, clever, good manners, held her arm on the cobbles (BO S13). Distractor: S6 ('she'd be very welcome', before meeting)."),
    ("open_domain", "Would Brid keep a secret from Oisin's mother for him?",
     {3: ["Don't tell your mother"], 4: ["My lips are sealed"]},
     "Yes - the secret \u20ac50 for the bike (BO S3) and keeping Lena quiet (BO S4)."),
]

CJ = [
    # ---------------- single_hop
    ("single_hop", "What kind of timber did Col use for the raised garden beds?",
     {2: ["Ironbark"]},
     "Recycled ironbark sleepers from an old railway siding at Rocklea (CJ S2 iMessage 2024-03-03). Distractor: S1 (patch idea only)."),
    ("single_hop", "What name did Col give the bird that kept digging up the garden beds?",
     {4: ["Kevin"]},
     "Kevin, the brush turkey (CJ S4 iMessage 2024-04-14). Distractors: S5 ('our feathered friend', mound moved next door), S3 (possums)."),
    ("single_hop", "What did Jess give Marlene for her bday?",
     {5: ["orchid"]},
     "An orchid, now on the kitchen windowsill (CJ S5 2024-05-12)."),
    ("single_hop", "Who put in the rainwater tank for Col and Jess?",
     {6: ["Darren"]},
     "Col's mate Darren, for a carton and a feed (CJ S6 iMessage 2024-06-09). Distractor: S1 (Robbo the electrician), S7 (tank full)."),
    ("single_hop", "What did Col convert into the chicken coop?",
     {8: ["cubby house"]},
     "His grandson Lachie's old cubby house (CJ S8 iMessage 2024-07-28). Distractor: S7 (coop discussed)."),
    ("single_hop", "What killed one of Jess and Col's hens?",
     {12: ["Carpet python"]},
     "A 2.5 m carpet python that got into the nesting box (CJ S12 iMessage 2024-10-20). Distractor: S7 (Col's warning that pythons love a chook)."),
    # ---------------- multi_hop
    ("multi_hop", "How many hens are in Jess and Col's coop now, and what are they called?",
     {12: ["Henrietta and Dolly"], 13: ["Shakira"]},
     "Three: Henrietta and Dolly (survivors after the python took Beyonce, CJ S12) plus new hen Shakira (CJ S13). Stale distractor: S9 (original three incl. Beyonce)."),
    ("multi_hop", "How does Col and Jess's veggie patch get watered, and where does the water come from?",
     {5: ["6am for fifteen minutes"], 6: ["2000 litres"]},
     "Drip irrigation on a timer, 6am for 15 minutes (CJ S5) ; fed from a 2,000 L slimline rainwater tank plumbed in by Darren (CJ S6). Distractors: S2 (hand watering), S7/S13 (tank full)."),
    ("multi_hop", "What did Col plant in the patch for winter, and what did Jess put in for summer?",
     {4: ["Garlic", "broccoli", "snow peas"], 11: ["Zucchini", "Lebanese cucumbers", "watermelon"]},
     "Winter: garlic, broccoli, snow peas (CJ S4) ; summer: zucchini, Lebanese cucumbers, watermelon (CJ S11). Distractors: S1/S2 (autumn tomatoes, capsicum, basil)."),
    ("multi_hop", "What kind of chillies go into Col's chilli jam, and how did it do at the Ekka?",
     {5: ["Bird's eye"], 9: ["Red ribbon"]},
     "Bird's eye chillies (CJ S5) ; second place, red ribbon (CJ S9). Distractors: S7 (refused to enter), S8 (entered)."),
    ("multi_hop", "What postgraduate course is Jess doing, and where was her first on-campus block?",
     {6: ["Critical Care Nursing"], 8: ["Kelvin Grove"]},
     "Grad Cert in Critical Care Nursing (CJ S6) ; three-day block at Kelvin Grove (CJ S8). Distractor: S7 (study starts on the 15th)."),
    ("multi_hop", "Who did Jess's brother Mitch marry, and where was the wedding?",
     {3: ["Cairns"], 4: ["Sophie"]},
     "Sophie (CJ S4) ; in Cairns near Palm Cove (CJ S3)."),
    # ---------------- temporal
    ("temporal", "When did Col and Jess put their first seedlings into the new beds?",
     {2: ["What a day yesterday"]},
     "Saturday 2 March 2024 ('yesterday' in CJ S2 dated 3 March 2024). Distractor: S1 (plan, 18 Feb)."),
    ("temporal", "When was Jess's brother Mitch's wedding?",
     {3: ["6th of April"]},
     "Saturday 6 April 2024 in Cairns (CJ S3). Distractor: S4 (after the wedding, no date)."),
    ("temporal", "When did Jess and Col pick up their hens?",
     {9: ["Logan Village last Sunday"]},
     "Sunday 11 August 2024 ('last Sunday' in CJ S9 dated 18 Aug 2024). Distractor: S8 (coop built, hens promised)."),
    ("temporal", "When did Col have his knee replacment?",
     {9: ["10th of September"], 10: ["feeling about Tuesday"]},
     "Tuesday 10 September 2024: booked in CJ S9, 'Tuesday' in CJ S10 (2024-09-08). Distractor: S11 (home since the 14th)."),
    ("temporal", "When did Jess and Col's hens lay their very first egg?",
     {10: ["first egg on Thursday"]},
     "Thursday 5 September 2024 (CJ S10 dated Sunday 8 Sept 2024), laid by Dolly. Distractor: S13 (Shakira's first egg, Nov)."),
    ("temporal", "When did the python get into Jess and Col's chicken coop?",
     {12: ["on Tuesday night"]},
     "Tuesday night, 15 October 2024 (CJ S12 dated Sunday 20 Oct 2024)."),
    ("temporal", "When is Jess leaving for Longreach?",
     {13: ["6th of January"]},
     "Monday 6 January 2025, starting on the 8th (CJ S13). Distractor: S12 (applied, January to March)."),
    # ---------------- open_domain
    ("open_domain", "Would Col do electrical work on Jess's rental himself?",
     {1: ["licence lapsed"]},
     "No - his licence lapsed when he retired; he sends her to the property manager or his old apprentice Robbo (CJ S1). Distractor: S4 (rewired Gazza's shed in 1997)."),
    ("open_domain", "Would Marlene be in favour of keeping chickens?",
     {7: ["grew up with chooks"]},
     "Yes - she grew up with chooks at Gatton and wants the eggs for baking (CJ S7). Distractor: S8 (Marlene picking names)."),
    ("open_domain", "Is Jess the kind of neighbour who helps out when someone has surgery?",
     {10: ["check your wound"], 11: ["staples out"]},
     "Yes - offered to do the hens, walk Sparky and check the wound (CJ S10) and did it, leaving eggs (CJ S11). Distractor: S9 (offer in passing)."),
    ("open_domain", "Would Jess be happy working somewhere remote?",
     {12: ["always wanted to try remote nursing"], 13: ["so excited"]},
     "Yes - always wanted to try remote nursing, applied for Longreach (CJ S12) and is excited to go (CJ S13)."),
    ("open_domain", "Was Col keen on entering the Ekka at first?",
     {7: ["show ponies"], 8: ["show ponies"]},
     "No - called the Ekka 'for show ponies' (CJ S7); later entered only because Marlene filled in the form (CJ S8). Distractor: S9 (second place)."),
    ("open_domain", "Would Col want a snake killed if one turned up in the coop?",
     {12: ["Never kill them"]},
     "No - carpet pythons are harmless to people, keep rats down, killing them is illegal; he had it relocated (CJ S12)."),
    ("open_domain", "Would Col's dog Sparky be likely to hurt the chooks?",
     {9: ["Never barked at them once"]},
     "Unlikely - Henrietta pecked him and he's wary; he watches them like his flock and has never barked at them (CJ S9). Distractor: S2 (dug a hole in the bed)."),
]

PAIR_LISTS = [("EC", EC), ("BO", BO), ("CJ", CJ)]
KINDS = ["single_hop", "multi_hop", "temporal", "open_domain"]


def _ordered():
    """Interleave pairs and kinds deterministically so ids mix topics."""
    buckets = []
    for kind in KINDS:
        for pair, lst in PAIR_LISTS:
            buckets.append([(pair, q) for q in lst if q[0] == kind])
    out = []
    i = 0
    while any(buckets):
        for b in buckets:
            if b:
                out.append(b.pop(0))
        i += 1
    return out


def items():
    """[(id, pair, kind, query, keys{n:[..]}, hint)]"""
    res = []
    for k, (pair, (kind, query, keys, hint)) in enumerate(_ordered(), 1):
        res.append((f"c{k:02d}", pair, kind, query, keys, hint))
    return res


def render(index):
    out = []
    for qid, pair, kind, query, keys, hint in items():
        gold = [index[(pair, n)] for n in sorted(keys)]
        out.append({"id": qid, "query": query, "gold": gold, "kind": kind, "gold_hint": hint})
    return out
