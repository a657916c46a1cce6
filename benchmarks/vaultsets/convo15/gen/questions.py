"""The 80 questions. keys: {session_number: answer-key string that must occur in that gold session
(after decoding)}. Gold = exactly the sessions in keys. Ids are assigned by a fixed round-robin over
(pair, kind) groups so that kinds and pairs are interleaved in queries.json."""

S, M, T, O = "single_hop", "multi_hop", "temporal", "open_domain"

RAW = [
# ------------------------------------------------------------------ Declan & Mick (hegarty), 2023
("hegarty", S, "What did Declan's solicitor find when she pulled the old land registry map for the Inch feild?",
 {2: "1974"}, "The 1974 Land Registry map (folio) shows the ditch as the boundary (s2, WhatsApp 2023-02-05); s8/s11 also say the ditch is the boundary but from the mediation/deed, not the map."),
("hegarty", S, "Where did Declan get the timber for the new planks on his old boat?",
 {3: "Macroom"}, "Larch from a sawmill in Macroom, €600 (s3); distractors s4 (larch planks steamed) and s2/s3 (oak transom from Fota)."),
("hegarty", S, "What present did Declan give Colm's twin boys for their fifth birthday?",
 {5: "Matching Cork jerseys"}, "Matching Cork jerseys (s5); Colm wants them to be Dubs."),
("hegarty", S, "How much did it cost Mick to post the nameboard over to Ireland?",
 {10: "$85"}, "$85 by FedEx (s10); distractor s13 (notary charged $25)."),
("hegarty", S, "What was the mediator's background in the Hegarty land dispute?",
 {8: "retired county registrar"}, "Frank Coakley, a retired county registrar (s8); s11 only mentions his office on the South Mall."),
("hegarty", S, "Where did Mick's granddaughter Maddie win a hockey tournament?",
 {2: "Marlborough"}, "In Marlborough; she scored the overtime winner (s2); distractor s13 (made the A team)."),
("hegarty", S, "Which colleges did Mick's grandson Tyler go and look at?",
 {14: "UMass Amherst"}, "UMass Amherst and Northeastern, wants engineering (s14); distractors s1/s7 (learner's permit, road test)."),

("hegarty", M, "How much did cousin Jerry first offer for the Inch field, and what did he raise it to?",
 {3: "€45,000", 7: "€52,000"}, "€45,000 (s3) then €52,000 (s7); the field was in the end not sold (s11/s12)."),
("hegarty", M, "What was Declan's blood pressure at his over-70s check, and what was it once the new tablets were working?",
 {2: "165 over 95", 6: "138 over 84"}, "165/95 at Dr Kiely's (s2), 138/84 at the chemist on ramipril (s6); distractors s3 (swollen ankles) and s4 (switch to ramipril)."),
("hegarty", M, "What engine did Declan originally want for the boat and what did he go with in the end?",
 {5: "Yanmar 1GM10", 7: "Tohatsu"}, "A Yanmar 1GM10 inboard diesel from Schull for €1,500 (s5), replaced by a secondhand 5hp Tohatsu outboard for €700 (s7); s6 only asks about 'the diesel'."),
("hegarty", M, "Where did Mick get the wood for the boat's nameboard, and how long did the carving take him?",
 {9: "Braintree", 10: "Took me 30 hours"}, "Mahogany from a lumberyard in Braintree (s9); 30 hours of work (s10); s8 is only the offer, s11 the arrival."),
("hegarty", M, "What does Jerry actually need from the family land, and how much is he paying toward the gate and fencing?",
 {8: "well is going dry", 11: "€4,000"}, "Water for his cattle via the boreen because his own well goes dry (s8); €4,000 toward gate and fencing (s11); s12/s13 mention the payment without the sum, s2 is about Uncle Timmy."),
("hegarty", M, "Where does Declan's granddaughter Saoirse go to Irish dancing, and where has she danced or competed since?",
 {1: "Carrigaline", 4: "trailer", 5: "Fermoy"}, "Classes twice a week in Carrigaline (s1), danced on a trailer in the Crosshaven St Patrick's parade (s4), third in the reel at her first feis in Fermoy (s5)."),
("hegarty", M, "How did Mick's plans for his trip home to Ireland change, and which airport did he fly into?",
 {4: "late May", 5: "come in September instead", 9: "Shannon"}, "Planned late May for three weeks (s4), moved to September after the knee op (s5), flew Boston-Shannon 28/29 Aug to 18 Sept (s9); s11/s12 refer back."),

("hegarty", T, "When did Mick have his knee replacment surgery?",
 {3: "18th of April", 5: "Tuesday, 7am"}, "Tuesday 18 April 2023 (moved there in s3; s5 on 16 Apr says Tuesday 7am); distractor s1 (originally 9 March), s6 (home since the 21st, no op date)."),
("hegarty", T, "When was Declan's granddaughter Róisín born?",
 {9: "Wednesday morning"}, "Wednesday 28 June 2023, three weeks early (s9, dated 2 July); distractors s3 (due mid-July), s8 (four weeks to go)."),
("hegarty", T, "When was Declan's restored boat finally launched?",
 {11: "Saturday the 2nd of September"}, "Saturday 2 September 2023 at the Crosshaven slipway (s11); distractors s5 (June if lucky), s8 (end of July), s9 (late Aug/early Sept), s12 (recalls the launch without a date)."),
("hegarty", T, "When did Declan have his eye operation?",
 {11: "10th of October", 13: "Done! Tuesday"}, "Tuesday 10 October 2023 in the Bon Secours (booked s11, done 'Tuesday' per s13 of 15 Oct); distractors s10 (probably autumn), s14 (right eye on 16 January)."),
("hegarty", T, "When did Colm's twins turn five?",
 {5: "turned five on Thursday"}, "Thursday 13 April 2023 (s5, dated Sunday 16 April)."),
("hegarty", T, "When was the right-of-way deed with cousin Jerry signed?",
 {12: "12th of October", 13: "Done Thursday"}, "Thursday 12 October 2023 at Deirdre Barry's office (scheduled s12, done s13); distractors s11 (deed drafted), s8 (mediation)."),
("hegarty", T, "When did Mick's grandson Tyler pass his driving test?",
 {7: "passed his road test on Wednesday"}, "Wednesday 17 May 2023, first try (s7, dated 21 May); distractor s1 (learner's permit at Christmas)."),

("hegarty", O, "Would Mick still be willing to sell the Inch field to Jerry after the spring of 2023?",
 {7: "I don't want to sell"}, "No: after Kevin said it's the only bit of Ireland that's theirs, Mick changed his mind (s7); distractor s3 where he was tempted to sell."),
("hegarty", O, "Does Declan go along with old seafaring superstitions when it comes to his boat?",
 {7: "denaming ceremony", 11: "champagne for Neptune", 12: "Prosecco at the bow"}, "Yes: renaming needs a denaming ceremony (s7), burning the old name and champagne/Prosecco for Neptune (s11), Con swinging the Prosecco at the bow at the launch (s12)."),
("hegarty", O, "What did Mick most likely do for a living before he retired?",
 {5: "firefighting"}, "Firefighter, about 35 years ('That's the firefighting. All those ladders', 'I put out fires', s5)."),
("hegarty", O, "Would Mick enjoy a woodworking class?",
 {8: "workshop in the garage", 9: "Carving the letters", 10: "Gold leaf letters"}, "Likely yes: he has a garage workshop (s8), carved the mahogany nameboard (s9) and finished it with gold leaf (s10); s11/s14 refer back."),
("hegarty", O, "Would Declan sell the family farm land if the money was good?",
 {3: "leaving something to the grandkids", 7: "how glad I am"}, "Unlikely: Dad would turn in his grave, leave something to the grandkids (s3); he is very glad when Mick decides not to sell (s7); distractor s4 (only 'considering our position')."),
("hegarty", O, "Is Mick a fan of the Boston sports teams?",
 {4: "Go Sox", 6: "Bruins", 8: "Red Sox"}, "Yes: 'Go Sox' (s4), watches the Bruins (s6), passes time with the Red Sox (s8)."),
("hegarty", O, "How do the brothers see cousin Jerry once the land row is settled?",
 {8: "It was about water", 12: "not a bad lad"}, "More kindly: it was only ever about water (s8); 'He's not a bad lad really... just his father's son' (s12); distractors s1/s3 (hostile)."),

# ------------------------------------------------------------------ Zainab & Ellie (nurses), 2024
("nurses", S, "What went wrong when Imran proposed to Zainab?",
 {1: "dropped the ring box"}, "He was so nervous he dropped the ring box and it bounced (s1)."),
("nurses", S, "How much did Ellie sell her sofa for before she left Torronto?",
 {5: "$300"}, "$300 on Marketplace (s5); distractors s5 ($150 cat certificate), s7 ($640 freight)."),
("nurses", S, "How long has Ellie's preceptor been working at the Vancouver ICU?",
 {8: "30 years"}, "Gail, 30 years, buddied for 6 weeks (s8); s9 only says Gail signed her off early."),
("nurses", S, "Where was Zainab's hen party?",
 {9: "Harrogate"}, "Spa day in Harrogate, afternoon tea and hotel karaoke (s9)."),
("nurses", S, "What did Ellie's Toronto colleagues give her at her leaving drinks?",
 {6: "maple leaf"}, "A cake shaped like a maple leaf and a card (s6)."),
("nurses", S, "What did it cost Ellie to ship her stuff to Vancouver?",
 {7: "$640"}, "$640 for 12 boxes (s7); distractors s5 ($300 sofa), s8 ($2,100 rent)."),
("nurses", S, "Where did Ellie meet Dev?",
 {11: "bouldering gym"}, "At the bouldering gym in Kits; he's a physio at a sports clinic (s11); s12/s13 mention Dev only."),

("nurses", M, "Which venue did Zainab first book for the wedding reception, and where did it end up being held?",
 {2: "Shahi Palace", 4: "Lyndon House"}, "Shahi Palace banqueting hall in Aston (s2, Telegram bold entity), double-booked, moved to Lyndon House in Solihull (s4); s10 only describes the marquee."),
("nurses", M, "What colour were Zainab's bridesmaids meant to wear at first, and what colour did they end up in?",
 {3: "Sage green", 7: "dusty rose"}, "Sage green and gold (s3), then dusty rose after Mum vetoed it (s7, bold entity)."),
("nurses", M, "Where were Zainab and Imran first going for their honeymoon, and how long was the trip they took instead?",
 {4: "Bali", 6: "7 nights"}, "Bali for ten days (s4); replaced by 7 nights in Fethiye/Ölüdeniz, Turkey (s6); s10 recounts Fethiye."),
("nurses", M, "How did Ellie's practice exam scores improve before her certifcation?",
 {9: "68%", 11: "74%"}, "68% on her first mock (s9), 74% by late September (s11, bold entity); target 75."),
("nurses", M, "How did Ellie's start date at Harbourview change before she actually began work?",
 {3: "3rd of June", 5: "1st July", 8: "started on the 2nd"}, "Offered 3 June (s3), pushed to 1 July by BCCNM registration (s5), actually began 2 July because 1 July is Canada Day (s8)."),
("nurses", M, "What training courses did Zainab complete in 2024 after the waiting room incident and before starting in paeds?",
 {3: "de-escalation course", 6: "EPLS"}, "Two-day de-escalation course (s3) and the EPLS paediatric life support course 4-5 June (s6); s2 only promises training."),

("nurses", T, "When did Imran propose to Zainab?",
 {1: "New Year's Eve"}, "New Year's Eve, 31 December 2023 (s1, dated 21 Jan 2024)."),
("nurses", T, "When is Zainab's wedding?",
 {1: "Saturday 17th August", 4: "17 August"}, "Saturday 17 August 2024 (s1; kept after the venue change, s4); distractors s8 (mehndi 15 Aug, Ellie's flights 13/14 Aug)."),
("nurses", T, "When did Ellie sit her critical care certification exam?",
 {8: "18th of October", 12: "sat it on the 18th"}, "18 October 2024 in Burnaby (booked s8, done s12); distractors s1 (26 April), s4 (moved to October window), s10 (7 weeks away)."),
("nurses", T, "When did Ellie fly from Toronto to Vancouver?",
 {6: "24th June"}, "24 June 2024, Air Canada with Mango (s6); distractors s7 (last shift 20 June), s5 (start 1 July)."),
("nurses", T, "When was Zainab's hen do?",
 {9: "Hen do was yesterday"}, "Saturday 27 July 2024 ('yesterday' in s9, dated 28 July)."),
("nurses", T, "When did Ellie find out she'd passed the CNCC(C)?",
 {13: "results came on Monday"}, "Monday 9 December 2024 (s13, dated 15 Dec); distractor s12 (results in 6-8 weeks)."),
("nurses", T, "When did Zainab and Imran get home from their honeymoon?",
 {10: "We got back last night"}, "31 August 2024 ('last night' in s10, dated 1 Sept)."),

("nurses", O, "Would Zainab prefer an adventurous holiday or a relaxing one?",
 {6: "I want to lie down for a week"}, "Relaxing: Imran wants to paraglide, she wants to lie down for a week (s6); s10 Imran paraglided."),
("nurses", O, "Would Zainab make a good charge nurse?",
 {11: "natural at coordinating", 13: "taking charge on nights"}, "Likely: her manager calls her a natural at coordinating (s11) and she won the band 6 junior sister post with taking charge on nights (s13); s1/s11 'assertive' banter."),
("nurses", O, "Would Ellie go on a mountain biking trip on the trails near Vancouver?",
 {9: "I'm a walker"}, "Unlikely: after a teen's mountain biking crash she says she's a walker and will never get on one (s9)."),
("nurses", O, "Is Zainab likely to get a cat of her own?",
 {3: "I'm allergic", 10: "Piriton", 13: "I'm allergic!!"}, "No: she is allergic (s3, s13) and takes Piriton to live with Imran's cat (s10)."),
("nurses", O, "Why did Ellie want to leave her job in Toronto?",
 {1: "not sure the unit is for me", 2: "Management is"}, "Toronto is expensive and the unit isn't for her long term (s1), management is 'a lot' and a study-group friend loves Vancouver (s2)."),
("nurses", O, "Was Zainab's mum happy about having a smaller wedding?",
 {2: "Mum wanted 600", 4: "Mum is devastated"}, "No: she wanted 600 guests instead of 400 (s2) and was devastated to cut to 300 (s4)."),

# ------------------------------------------------------------------ Helen & Owen (price), 2024-25
("price", S, "How much rent does Owen pay for the Brudenell Road house?",
 {1: "£138 a week"}, "£138 a week, bills included (s1); distractors s8 (£149 Headingley next year), s12 (£620/month Chorlton)."),
("price", S, "How much does Bramble's monthly arthritis jab cost Helen?",
 {2: "£75 a month"}, "Librela at £75 a month (s2); distractor s11 (£112 vet bill incl. injection)."),
("price", S, "Which garage did Owen use for the repairs after his car failed the MOT?",
 {4: "Hal's Autos in Kirkstall"}, "Hal's Autos in Kirkstall (s4); s7 mentions Hal again for the clutch, without naming the garage."),
("price", S, "What was Pip's name back when she raced?",
 {8: "Pipers Lass"}, "Pipers Lass (s8); s6 only says she ran 40 races at Monmore."),
("price", S, "Where did Owen take water samples on the Majorca field trip?",
 {9: "Torrent de Pareis"}, "In the Torrent de Pareis (s9); s4 is only the £350 deposit."),
("price", S, "What climbing shoes did Owen buy and what did he pay?",
 {11: "La Sportiva"}, "La Sportiva, £70 at half price with a staff discount (s11)."),

("price", M, "How has Helen's monthly allowance to Owen changed over the year, and when will it stop?",
 {2: "£150", 6: "£200 instead", 13: "stop the £200"}, "£150 (s2), £200 from January (s6), stops once his placement salary starts, kept through summer (s13); s3 is only his request."),
("price", M, "What did the repairs on Owen's Fiesta cost after the MOT and when the clutch went?",
 {4: "£385", 7: "£595"}, "£385 for brakes and tyre (s4, bold entity) and a £595 quote for the clutch, which he didn't fix (s7)."),
("price", M, "How much more an hour does Owen earn at the climbing centre than he did at the café?",
 {1: "£10 an hour", 5: "£11.50"}, "£10/hour plus tips at Bean & Bloom (s1) vs £11.50 at Kirkstall Climbing Centre (s5): £1.50 more."),
("price", M, "What examples did Owen give in his two placement interviews?",
 {8: "coffee machine flooding", 9: "River Aire"}, "Environment Agency: the café coffee machine flooding (s8); Arden Hydro: the River Aire and the Kirkstall floods (s9)."),
("price", M, "How does the rent on Owen's Manchester room compare to his rent in Leeds?",
 {1: "£138 a week", 12: "£620 a month"}, "£138 a week in Leeds (s1) vs £620 a month bills included in Chorlton (s12); distractors s8 (£149 Headingley), s11 (£650 budget)."),
("price", M, "Who is taking over Owen's room in the Headingley house, and what is the weekly rent on it?",
 {8: "£149 a week", 10: "Ruby"}, "£149 a week on Ash Grove (s8); Josh's cousin Ruby takes it (s10); s9 only the £50 transfer rule."),
("price", M, "How did Owen's marks change from the first semester to the end of second year?",
 {8: "64 average", 13: "66 for the year"}, "64 average in semester 1 (s8), 66 for the year with 74 in hydrology (s13)."),

("price", T, "When did Owen's Fiesta fail its MOT?",
 {3: "14th of November", 4: "failed its MOT on Thursday"}, "Thursday 14 November 2024 (s3 gives the date, s4 says it failed on Thursday); s1 only says November."),
("price", T, "When did Pip the greyhound come home to Helen's?",
 {7: "coming home on Saturday. The 8th"}, "Saturday 8 February 2025 (s7); distractor s6 (home check, could come in February)."),
("price", T, "When did Owen sell the Fiesta?",
 {10: "Bradford on Wednesday"}, "Wednesday 2 April 2025, £1,350 (s10, dated 6 April); distractor s9 (listed for £1,500)."),
("price", T, "When does Owen start his placement at Arden Hydro?",
 {13: "Monday the 8th of September"}, "Monday 8 September 2025 (s13); distractors s9 (1 September), s12 (room from 1 September)."),
("price", T, "When was Bramble's 13th birthday?",
 {12: "birthday was on Tuesday"}, "Tuesday 20 May 2025 (s12, dated 25 May); s9 only says 'in May'."),
("price", T, "When did Owen drive back up to Leeds after Christmas?",
 {6: "Drove up last Sunday"}, "Sunday 5 January 2025 (s6, dated 12 Jan); distractor s5 (driving down on 18 December)."),

("price", O, "Does Owen try to live in an environmentally friendly way?",
 {9: "bike and a tram pass", 13: "Bike and tram"}, "Yes: no car for Manchester, bike and tram pass (s9), 'I can't drive a Fiesta to work', tram pass and cycle-to-work scheme (s13)."),
("price", O, "How does Helen handle it when Owen needs money for the car?",
 {4: "Not give. Lend", 10: "Loan cleared"}, "She lends rather than gives and expects repayment (s4), which he completes (s10); s6 the £50 instalment."),
("price", O, "Did Bramble accept Pip as part of the family?",
 {8: "sleep back to back", 12: "Bramble let her"}, "Yes: grumpy two days, then they sleep back to back (s8); Bramble let Pip eat half her birthday sausage (s12); s6 (first meeting went calmly) and s10/s13 (watching Pip) are weaker."),
("price", O, "Why did the Fiesta mean so much to Owen?",
 {2: "Gran gave it to ME", 10: "air freshener"}, "It was his Gran's car, she gave it to him (s2); he kept her air freshener when he sold it (s10)."),
("price", O, "Does Owen prefer physical geography or human geography?",
 {2: "human geography modules are so boring", 8: "urban theory, 55"}, "Physical: human geography bores him (s2) and urban theory was his worst mark, 55 (s8)."),
("price", O, "Does Helen worry when Owen is driving?",
 {1: "Get that looked at", 3: "Don't drive on a flat tyre", 5: "Drive carefully", 6: "I wish you'd taken the train"}, "Yes: tells him to get the brake noise looked at (s1), warns him about the tyre (s3), tells him to drive carefully (s5), wishes he'd taken the train on icy roads (s6)."),
("price", O, "Would Owen be interested in a career in flood risk?",
 {4: "flood risk", 9: "Flood modelling", 11: "Flood management in Hebden Bridge"}, "Yes: plans hydrology and flood risk modules (s4), flood modelling placement at Arden (s9), dissertation on flood management in Hebden Bridge (s11)."),
]


def _build():
    groups = {}
    order = []
    for pair, kind, q, keys, hint in RAW:
        g = (pair, kind)
        if g not in groups:
            groups[g] = []
            order.append(g)
        groups[g].append(dict(pair=pair, kind=kind, query=q, keys=keys, hint=hint))
    out = []
    while any(groups[g] for g in order):
        for g in order:
            if groups[g]:
                out.append(groups[g].pop(0))
    for i, q in enumerate(out, 1):
        q["id"] = "c%02d" % i
    return out


QUESTIONS = _build()
