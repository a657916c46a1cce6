# Questions for convo13. gold: list of (pair, session number, [answer keys found in that session]).
# Pairs: TN = Tamsin & Niamh, GT = Gran (Louise) & Theo, HF = Harold & Farah.
# Temporal keys include the session's date as written by that file's shape.

Q = []


def q(qid, kind, query, gold, hint):
    Q.append({"id": qid, "kind": kind, "query": query, "gold": gold, "hint": hint})


# ---------------- single_hop ----------------
q("c01", "single_hop", "Where did Tamsin get her one-eyed cat from?",
  [("TN", 4, ["rescue in Truro"])],
  "From the rescue in Truro (cat Limpet), said 21 May 2023. Distractors: later sessions mentioning Limpet (5, 6, 8, 13, 14).")
q("c02", "single_hop", "What did the guy who fixed the boiler in Tamsin and Niamh's old student flat do the whole time he worked?",
  [("TN", 2, ["whistled Proclaimers songs", "Dougie"])],
  "Dougie the plumber whistled Proclaimers songs ('I would walk 500 miles'). Distractors: session 1 (Marchmont flat memories), 13 (Gerald the ficus).")
q("c03", "single_hop", "how much did tamsin pay for her second hand ebike?",
  [("TN", 4, ["\u00a3900"])],
  "\u00a3900 for a secondhand Volta Trail from a guy in Penryn. Distractor: session 3 (only thinking about an e-bike).")
q("c04", "single_hop", "What story did Niamh tell the panel at her cardiology job interview about a difficult patient?",
  [("TN", 3, ["cannula still in"])],
  "The man who tried to walk out of A&E with his cannula still in, pushing his drip stand. Distractors: session 2 (applied), 4 (first week on 7B).")
q("c05", "single_hop", "Which journal did Tamsin submit her Helford seagrass paper to?",
  [("TN", 7, ["Journal of Coastal Ecology"])],
  "Journal of Coastal Ecology. Distractor: session 11 (paper accepted, no journal named).")
q("c06", "single_hop", "Where were Niamh and Callum when he got down on one knee?",
  [("TN", 10, ["flagpole in Queen's Park"])],
  "At the flagpole in Queen's Park, Glasgow, watching the fireworks at midnight. Distractors: session 11/12 (wedding planning).")
q("c07", "single_hop", "What was Niamh's official finishing time in the Clyde Half Marathon?",
  [("TN", 7, ["2 hours 4 minutes 37 seconds"])],
  "2:04:37. Distractors: session 1 (signed up), 3 (10k in 58 min), 5 (15k long run).")
q("c08", "single_hop", "Which department did Louise work in at Eaton's when she lived in Toronto as a young woman?",
  [("GT", 1, ["hat department"])],
  "The hat department at Eaton's on Yonge Street (1964). Distractor: session 14 (Eaton's is gone).")
q("c09", "single_hop", "What did Gran tell Theo to do with his oven after his first batch of molasses cookies burned?",
  [("GT", 3, ["Take 25 degrees off"])],
  "Take 25 degrees off (apartment ovens run too hot). Distractors: sessions 8, 9, 13, 14 (oven jokes).")
q("c10", "single_hop", "How did Louise know the man who phoned asking for bail money wasn't really her grandson?",
  [("GT", 8, ["you always say Gran", "you don't have a car"])],
  "He said 'Grandma' but Theo always says Gran, and Theo has no car. Distractor: session 6 (Facebook 'general' scam).")
q("c11", "single_hop", "What gadget did Theo give his grandmother for Christmas?",
  [("GT", 11, ["photo frame"])],
  "A digital photo frame that changes pictures by itself. Distractors: sessions 9/11 (the sweater Gran gave him), session 7 (tablet set-up).")
q("c12", "single_hop", "Why was Louise's hip replacement postponed?",
  [("GT", 5, ["broke his wrist"])],
  "The surgeon, Dr. MacIsaac, fell off his bicycle and broke his wrist. Distractors: session 2 (original date), 7 (recovery).")
q("c13", "single_hop", "Where did Theo and Ana watch the canada day fireworks?",
  [("GT", 6, ["Ashbridges Bay"])],
  "At Ashbridges Bay, fireworks over the lake. Distractor: none strong (Gran's park by the lake in the same session).")
q("c14", "single_hop", "What does Theo's girlfriend Ana do for a living?",
  [("GT", 4, ["vet tech at an animal clinic in Parkdale"])],
  "A vet tech at an animal clinic in Parkdale. Distractors: sessions 12/13 (Ana's advice on the cat's kidney diet), 14.")
q("c15", "single_hop", "What got nicked from the community garden shed?",
  [("HF", 4, ["petrol strimmer and the lawnmower"])],
  "The petrol strimmer and the lawnmower (padlock cut). Distractor: session 5 (replacement mower bought).")
q("c16", "single_hop", "Who rebuilt the compost bays at Cragg Lane garden and what did he use?",
  [("HF", 3, ["pallets from Tong Road", "already rebuilt the compost bays"])],
  "Stan (ex-joiner from the bowls club), using pallets from the builders' merchant on Tong Road. Distractor: session 1 (idea of asking for pallets).")
q("c17", "single_hop", "What goes into Harold's late wife's apple chutny?",
  [("HF", 8, ["Bramleys, onions, sultanas, brown sugar, malt vinegar"])],
  "Bramleys, onions, sultanas, brown sugar, malt vinegar and a bit of ginger. Distractors: session 9 (memorial), 12 (Maureen).")
q("c18", "single_hop", "What does the plaque on Maureen's memorial bench say?",
  [("HF", 9, ["who loved this garden"])],
  "'For Maureen Pike, who loved this garden.' (lettering by Stan). Distractor: session 8 (tree idea).")
q("c19", "single_hop", "Why was Farah against putting beehives in the garden in 2023?",
  [("HF", 2, ["allergic to stings"])],
  "Zara's friend Maisie is allergic to stings and her mum has a plot (also no fencing yet). Distractors: session 9, 10, 12 (bees later).")
q("c20", "single_hop", "What replacement mower did Farah buy after the theft, and for how much?",
  [("HF", 5, ["secondhand Honda mower off Gumtree for \u00a3220"])],
  "A secondhand Honda mower off Gumtree for \u00a3220 (whip-round raised \u00a3260). Distractor: session 4 (old mower was \u00a3320).")

# ---------------- multi_hop ----------------
q("c21", "multi_hop", "Which play did Tamsin book for Niamh's visit to Cornwall, and what was the weather like during it?",
  [("TN", 5, ["Twelfth Night"]), ("TN", 6, ["soaked in the second half"])],
  "Twelfth Night at the Minack Theatre (session 5); they got soaked in the second half (session 6). Distractors: sessions 3, 4 (trip dates).")
q("c22", "multi_hop", "Until when was Tamsin's contract at the Kernow Coast Trust extended, and what job was she offered afterwards?",
  [("TN", 7, ["till March next year"]), ("TN", 12, ["Seagrass Project Officer"])],
  "Extended till March 2024 (session 7); then offered a permanent post as Seagrass Project Officer from April (session 12). Distractors: session 1 (new contract), 13 (first weeks permanent).")
q("c23", "multi_hop", "What dates did Niamh first pick for her Cornwall trip, and what did she change them to?",
  [("TN", 3, ["14th to the 20th of July"]), ("TN", 4, ["10th to the 16th of August"])],
  "First 14-20 July 2023 (session 3), moved to 10-16 August because Mhairi's wedding moved to 15 July (session 4). Distractors: session 1 ('July'), 6 (after the visit).")
q("c24", "multi_hop", "How many attempts did it take Niamh to pass her driving test and what went wrong the first time?",
  [("TN", 11, ["reverse round a corner"]), ("TN", 12, ["Second attempt"])],
  "Failed the first time by mounting the kerb on the reverse round a corner (session 11); passed on the second attempt (session 12). Distractor: session 9 (started lessons).")
q("c25", "multi_hop", "What happened to Tamsin's survey boat Guillemot in the autumn storm, and when did it get back on the water?",
  [("TN", 8, ["wrecked Guillemot's outboard"]), ("TN", 11, ["Guillemot's back in the water"])],
  "Storm wrecked the outboard engine (session 8, Nov 2023); back in the water with a new engine by early Feb 2024 (session 11). Distractor: session 9 (engine expected in January).")
q("c26", "multi_hop", "How did Niamh's half marathon training go, what was her 10k time and her longest run before the race?",
  [("TN", 3, ["10k on Saturday in 58 minutes"]), ("TN", 5, ["Did 15k"])],
  "10k in 58 minutes (session 3) and a 15k along the Clyde walkway (session 5). Distractors: session 2 (8k), 7 (race result).")
q("c27", "multi_hop", "How does Tamsin know Jory, and where are the two of them going to live together?",
  [("TN", 8, ["He swims with the Dippers"]), ("TN", 13, ["His cottage in Flushing"])],
  "Jory swims with the Gylly Dippers and crews the lifeboat (session 8); she's moving into his cottage in Flushing in June 2024 (session 13). Distractors: sessions 9, 10, 14.")
q("c28", "multi_hop", "How did Theo's salary change during his first year at Lakeshore Logistics?",
  [("GT", 5, ["from 58 to 62 thousand"]), ("GT", 12, ["raise to 70 thousand"])],
  "$58k -> $62k after probation (session 5) -> $70k with the promotion to Data Analyst II (session 12). Distractor: session 8 ('can afford it with the raise').")
q("c29", "multi_hop", "What was the original date of Louise's hip surgery and what was it rescheduled to?",
  [("GT", 2, ["12th of June"]), ("GT", 5, ["28th of August"])],
  "Originally 12 June 2023 (session 2), moved to 28 August 2023 (session 5). Distractors: session 1 (on the list), 7 (recovery).")
q("c30", "multi_hop", "How was Theo planning to get home for Christmas 2023, and how did he end up travelling?",
  [("GT", 9, ["VIA Ocean"]), ("GT", 10, ["I'm flying instead"])],
  "Planned the train (VIA Ocean via Montreal, arriving 22 Dec; session 9), then flew Porter on 21 Dec because work needed him back on the 27th (session 10). Distractor: session 11 (after Christmas).")
q("c31", "multi_hop", "What does the sweater Gran knitted for Theo look like, and what did people at his work think of it?",
  [("GT", 9, ["It might be navy"]), ("GT", 11, ["Everyone at work asked where I got it"])],
  "Navy with cables (session 9); everyone at work asked where he got it (session 11). Distractors: sessions 4, 6 (secret knitting, size large).")
q("c32", "multi_hop", "What was wrong with Moustique in early 2024 and what helped her get better?",
  [("GT", 12, ["Her kidneys are weak"]), ("GT", 13, ["warmed up like Ana said"])],
  "Weak kidneys, special kidney food (session 12); warming the food as Ana suggested, she put weight back on (session 13). Distractors: session 3 (teeth out), 4.")
q("c33", "multi_hop", "How did Theo meet Ana, and what did Ana and his grandmother do together when they finally met?",
  [("GT", 4, ["fell off right next to her"]), ("GT", 14, ["She played crib with me"])],
  "Met at the climbing gym when he fell off the wall next to her (session 4); at the 80th party she played crib with Louise and talked about Moustique (session 14). Distractor: session 13 (Ana booked flight).")
q("c34", "multi_hop", "Which Toronto neighbourhoods has Theo lived in or signed up to live in?",
  [("GT", 1, ["Leslieville"]), ("GT", 9, ["Roncesvalles"]), ("GT", 14, ["two-bedroom in the Junction"])],
  "Leslieville with Jonah (session 1), a one-bedroom in Roncesvalles from Dec 2023 (session 9), a two-bedroom in the Junction with Ana from July 2024 (session 14). Distractors: session 3 (climbing gym in the Junction), 8, 10.")
q("c35", "multi_hop", "How much did the Cragg Lane garden ask the council for, and how much grant did they actually get?",
  [("HF", 1, ["\u00a31,200"]), ("HF", 3, ["awarded us \u00a3950"])],
  "Asked for \u00a31,200 (session 1), awarded \u00a3950 (session 3). Distractors: session 6 (grant 'came up short'), 10/11 (\u00a33,200 lottery grant).")
q("c36", "multi_hop", "What did the garden decide about beehives in 2023, and how did the vote go the next year?",
  [("HF", 2, ["no for this year"]), ("HF", 10, ["21 for, 3 against"])],
  "No bees for 2023 (session 2); at the January 2024 AGM the vote was 21 for, 3 against (session 10). Distractors: session 9 (reconsider), 12 (bees arrived).")
q("c37", "multi_hop", "Whose idea was it to plant apple trees for Maureen, and which two varieties were planted?",
  [("HF", 8, ["what if we planted some apple trees"]), ("HF", 9, ["Ribston Pippin and the Yorkshire Aromatic"])],
  "Farah's idea (session 8); Ribston Pippin and Yorkshire Aromatic were planted (session 9). Distractor: session 8 names only Ribston Pippin.")
q("c38", "multi_hop", "Why did Harold step down as chair of the garden, and what roles did he and Farah end up with at the AGM?",
  [("HF", 9, ["Nine years is long enough"]), ("HF", 10, ["Madam Chair", "now treasurer"])],
  "Nine years was long enough and his knee (session 9); Farah elected chair unanimously, Harold treasurer (session 10). Distractor: session 11 ('run this place for ten years').")
q("c39", "multi_hop", "How did Zara do in the garden's sunflower and pumpkin competitions?",
  [("HF", 6, ["First place in the sunflower competition"]), ("HF", 8, ["came fourth"])],
  "Won the sunflower competition with 2.4 m (session 6); her compost pumpkin came fourth (session 8). Distractors: sessions 4, 5, 7.")
q("c40", "multi_hop", "Where did Harold get his Black Krim tomato seeds and what happened to those plants at the garden?",
  [("HF", 2, ["allotments in Bramley"]), ("HF", 7, ["Blight's hit the tomatoes"])],
  "From a chap from the allotments in Bramley at the seed swap (session 2); the twelve at the garden were killed by blight (session 7). Distractors: session 4 (40 plants), 12 (growing again).")

# ---------------- temporal ----------------
q("c41", "temporal", "When did Callum pop the question to Niamh?",
  [("TN", 10, ["01/01/2024", "At midnight"])],
  "At midnight on Hogmanay, i.e. the turn of 31 Dec 2023 to 1 Jan 2024 (chat of 1 Jan 2024). Distractors: session 9 (Hogmanay plans), 11.")
q("c42", "temporal", "When did Niamh run her first half marathon?",
  [("TN", 7, ["3 October, 2023", "watched the tracker the whole time on Sunday"])],
  "Sunday 1 October 2023 (chat of Tue 3 Oct 2023 says 'on Sunday'). Distractor: session 1 ('in October').")
q("c43", "temporal", "When did Tamsin's old Fiesta fail its MOT?",
  [("TN", 3, ["23 April, 2023", "failed its MOT on Tuesday"])],
  "Tuesday 18 April 2023 (chat of Sun 23 April 2023). Distractor: session 4 (e-bike bought).")
q("c44", "temporal", "What date is Niamh and Callum's wedding?",
  [("TN", 12, ["Saturday the 21st of June 2025"])],
  "Saturday 21 June 2025 at Inverbeg Steading near Luss. Distractors: session 10 ('maybe summer 2025'), 11 ('looking at June 2025').")
q("c45", "temporal", "When did Tamsin go on her first date with Jory?",
  [("TN", 8, ["05/11/2023", "went on a date on Friday"])],
  "Friday 3 November 2023 (chat of Sun 5 Nov 2023). Distractor: session 9 ('it's been a month').")
q("c46", "temporal", "When did Tamsin's team find the seahorse in the Helford seagrass?",
  [("TN", 2, ["02/04/2023", "seagrass on Thursday"])],
  "Thursday 30 March 2023 (chat of Sun 2 April 2023). Distractor: session 5 (poster about the seahorse record).")
q("c47", "temporal", "When does Niamh start her advanced nurse practitioner course?",
  [("TN", 11, ["I start in September"])],
  "September 2024 (offer made in the chat of 4 Feb 2024). Distractors: session 8 (applications open in December), 9 (applied).")
q("c48", "temporal", "When was Theo's first day at his job in Toronto?",
  [("GT", 1, ["5 March, 2023", "Are you ready for tomorrow?"])],
  "Monday 6 March 2023, the day after the chat of 5 March 2023. Distractor: session 2 (second week).")
q("c49", "temporal", "When did Louise actually have her hip operation?",
  [("GT", 5, ["28th of August"]), ("GT", 7, ["10 September, 2023", "Two weeks since the operation"])],
  "28 August 2023 (rescheduled date in session 5; session 7 on 10 Sep says two weeks since the operation). Distractor: session 2 (12 June, cancelled).")
q("c50", "temporal", "When did Theo meet Ana at the climbing gym?",
  [("GT", 4, ["2023-05-07", "climbing gym last Tuesday"])],
  "Tuesday 2 May 2023 (Telegram chat of 7 May 2023). Distractor: session 13 ('a year in May').")
q("c51", "temporal", "When did someone try the grandparent scam on Louise?",
  [("GT", 8, ["2023-10-15", "something happened on Wednesday"])],
  "Wednesday 11 October 2023 (Telegram chat of 15 Oct 2023). Distractor: session 6 (Facebook friend request).")
q("c52", "temporal", "When is Louise's 80th birthday party?",
  [("GT", 13, ["Legion hall for the party on Saturday the 20th", "The 20th of April"])],
  "Saturday 20 April 2024 at the Legion hall. Distractor: session 14 (after the party).")
q("c53", "temporal", "When did Louise go back to church for the first time after her surgery?",
  [("GT", 10, ["2023-12-03", "First time since the surgery"])],
  "Sunday 3 December 2023 ('this morning' in the Telegram chat of 3 Dec 2023). Distractors: session 2 (walking to church), session 9.")
q("c54", "temporal", "When does Theo and Ana's lease in the Junction start?",
  [("GT", 14, ["starting the 1st of July"])],
  "1 July 2024. Distractors: session 13 ('maybe in the summer'), session 9 (Roncesvalles move-in 1 Dec).")
q("c55", "temporal", "When was the 2023 open day at the community garden actually held?",
  [("HF", 5, ["Saturday the 15th of July"]), ("HF", 6, ["15 July, 2023", "best open day"])],
  "Saturday 15 July 2023 (moved in session 5; session 6 is the evening of the open day). Distractor: session 4 (original date 8 July).")
q("c56", "temporal", "When did the break-in at the garden shed happen?",
  [("HF", 4, ["28 May, 2023", "Some time Friday night"])],
  "The night of Friday 26 May 2023 (chat of Sun 28 May 2023). Distractor: session 5 (replacement mower).")
q("c57", "temporal", "When was the garden's harvest festival with the pumpkin contest?",
  [("HF", 7, ["Saturday the 30th"]), ("HF", 8, ["1 October, 2023", "harvest festival yesterday"])],
  "Saturday 30 September 2023 (planned in session 7; session 8 on 1 Oct says 'yesterday').")
q("c58", "temporal", "When were the memorial apple trees for Maureen planted?",
  [("HF", 9, ["2023-11-26", "organising the planting"])],
  "The morning of Sunday 26 November 2023 (JSONL chat of that day). Distractor: session 8 (idea, 1 Oct).")
q("c59", "temporal", "When is Harold's knee replacement operation?",
  [("HF", 11, ["Monday the 13th of May"])],
  "Monday 13 May 2024 at St James's. Distractors: session 10 ('probably spring'), 12 ('two weeks to your operation').")
q("c60", "temporal", "When did the beehives arrive at the garden?",
  [("HF", 12, ["28 April, 2024", "a week now since they arrived"])],
  "About 21 April 2024, a week before the chat of 28 April 2024. Distractor: session 10 (planned for April).")

# ---------------- open_domain ----------------
q("c61", "open_domain", "Would Tamsin likely enjoy a winter sea swimming challenge?",
  [("TN", 1, ["water was 11 degrees"]), ("TN", 9, ["I'm a Dipper"]), ("TN", 10, ["The water was 9 degrees"])],
  "Yes: she swims with the Gylly Dippers in 11-degree water (session 1), capsizes in the sea in December without fuss (session 9) and did the New Year's Day swim at 9 degrees (session 10). Distractor: session 8 (Jory swims with the Dippers).")
q("c62", "open_domain", "Would Tamsin be likely to support a ban on boats anchoring over seagrass?",
  [("TN", 7, ["Anchors rip it up"])],
  "Yes: her paper shows seagrass recovers where eco-moorings replace anchors. Distractor: session 11 (paper accepted).")
q("c63", "open_domain", "Would Niamh likely want a nursing job with lots of night shifts?",
  [("TN", 1, ["I'm done with nights"]), ("TN", 2, ["Permanent days, no nights"]), ("TN", 3, ["no more nights, Tam"])],
  "No: she's done with nights (session 1), applied for a day-shift ward job (session 2) and celebrates 'no more nights' (session 3). Distractor: session 4 (sleeping 8 hours).")
q("c64", "open_domain", "Would Callum be a good person to ask to build some shelves?",
  [("TN", 1, ["he's a joiner"]), ("TN", 5, ["A proper oak dining table"])],
  "Yes: he's a joiner (session 1) and built an oak dining table (session 5). Distractor: session 6 (mentions the table only).")
q("c65", "open_domain", "Is Niamh naturally a tidy person at home?",
  [("TN", 7, ["You were never a tidy person"])],
  "No: Tamsin says she was never tidy; she's learning from Callum. Distractor: session 6 (moving in).")
q("c66", "open_domain", "Is Tamsin likely to buy another car for getting to work?",
  [("TN", 3, ["The Tin Can is officially dead"]), ("TN", 4, ["The hills are nothing now"])],
  "Probably not: her Fiesta died (session 3) and she commutes happily on an e-bike (session 4). Distractor: session 12 (she flies to Glasgow).")
q("c67", "open_domain", "Would Jory likely be comfortable out at sea in rough weather?",
  [("TN", 8, ["volunteer on the lifeboat crew"]), ("TN", 9, ["teaching me to sail a dinghy"])],
  "Yes: lifeboat crew volunteer and boatbuilder (session 8), teaches sailing (session 9). Distractor: session 10 (lobster swim).")
q("c68", "open_domain", "Would Louise likely fall for a phone or online scam?",
  [("GT", 6, ["I did not accept"]), ("GT", 8, ["I'm old, not silly"])],
  "Unlikely: she refused a fake 'general' on Facebook (session 6) and hung up on the grandparent scam (session 8).")
q("c69", "open_domain", "Is Louise a valued member of her church community?",
  [("GT", 10, ["Everyone clapped"])],
  "Yes: on her return to Mass the priest announced it and everyone clapped; her bake-sale squares are loved. Distractors: sessions 2, 3, 13 (church mentions).")
q("c70", "open_domain", "Would Theo likely enjoy a long scenic train journey?",
  [("GT", 9, ["it goes along the coast"]), ("GT", 10, ["I'll do the train in the summer maybe"])],
  "Yes: he wanted the VIA Ocean for the coastline (session 9) and still hopes to do it in summer (session 10).")
q("c71", "open_domain", "What cultural background does Theo's grandmother's family have?",
  [("GT", 2, ["Every Acadian kitchen has savory"]), ("GT", 13, ["proper Acadian party"])],
  "Acadian (French-speaking Maritimes): savory in every Acadian kitchen (session 2), fiddlers-and-accordion Acadian party (session 13). Distractors: session 11 (French lessons), 3 (Joyeuses Paques).")
q("c72", "open_domain", "Would Ana be a good person to ask for advice about a sick cat?",
  [("GT", 4, ["vet tech"]), ("GT", 12, ["kidney diets can really help"]), ("GT", 13, ["warmed up like Ana said"])],
  "Yes: she's a vet tech (session 4), gave kidney-diet advice (session 12) that worked (session 13). Distractor: session 14 (talked about Moustique for an hour).")
q("c73", "open_domain", "Is Theo careful with his money?",
  [("GT", 5, ["I opened a savings account"])],
  "Fairly: after his raise he opened a savings account and a TFSA. Distractors: session 12 ('putting some in the jar'), session 2 (takeout).")
q("c74", "open_domain", "Would Louise be a tough opponent at cribbage?",
  [("GT", 11, ["You beat me five games in a row"]), ("GT", 13, ["You beat me five games of crib in a row"])],
  "Yes: she beat Theo five games in a row (sessions 11 and 13). Distractor: session 14 (Ana played crib with her).")
q("c75", "open_domain", "Would Zara likely enjoy a school project keeping a diary of how fast a plant grows?",
  [("HF", 4, ["writes it in a notebook"]), ("HF", 11, ["She's already drawing a plan"])],
  "Yes: she measures her sunflower daily and records it (session 4) and plans her own plot (session 11). Distractors: sessions 6, 12.")
q("c76", "open_domain", "Does Farah care about making the garden accessible for older or disabled members?",
  [("HF", 1, ["Mrs. Akhtar who can't kneel anymore"]), ("HF", 3, ["That's the right call. Mrs. Akhtar will be thrilled"])],
  "Yes: she built the grant case around Mrs. Akhtar (session 1) and backed putting the wheelchair beds first (session 3). Distractor: session 6.")
q("c77", "open_domain", "Does Harold still think about his late wife a lot?",
  [("HF", 8, ["That's Maureen's recipe"]), ("HF", 9, ["She was a very aromatic woman"]), ("HF", 12, ["Maureen would have known what to say"])],
  "Yes: he makes Maureen's chutney every September (8), the memorial trees and bench (9), wishes she could reassure him before surgery (12).")
q("c78", "open_domain", "Is Harold the kind of gardener who gives up on a crop after one bad year?",
  [("HF", 7, ["My Black Krims are done for"]), ("HF", 12, ["I'm not giving up on them"])],
  "No: blight killed his Black Krims (7) but he's growing them again in the polytunnel (12). Distractor: session 2.")
q("c79", "open_domain", "Would Dev be likely to turn up early to help dig the polytunnel base?",
  [("HF", 3, ["He was there at 7 this morning"]), ("HF", 11, ["Dev will be first in line"])],
  "Yes: he was on his plot at 7am (3) and is always first in line for jobs (11). Distractors: sessions 4, 5.")
q("c80", "open_domain", "Would Farah's husband be happy to see another courgette dish for dinner?",
  [("HF", 7, ["if he sees another courgette"])],
  "No: Imran says if he sees another courgette he's moving out. Distractor: session 12 ('NOT courgette' soup joke), 6.")
