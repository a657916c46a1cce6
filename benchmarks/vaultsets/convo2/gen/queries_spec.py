# Question spec. Gold is given as session keys ("A7" = conversation A,
# session 7); build.py resolves keys to vault paths.
# ev:   per gold session, strings (case-insensitive) that must occur in that file.
# excl: strings that must occur ONLY in gold files (completeness check:
#       no non-gold session may contain them).

Q = []

def q(kind, query, ev, hint, excl=()):
    Q.append(dict(kind=kind, query=query, ev=ev, hint=hint, excl=list(excl)))

# ---------------------------------------------------------------- single_hop
S = "single_hop"
q(S, "What is the name of the climbing centre where Yusuf started bouldering?",
  {"A1": ["Crux Wall"]}, "Crux Wall, near Kirkstall in Leeds (intro session January 2023).", ["Crux Wall"])
q(S, "How much was the builder's quote that Yusuf and Amira accepted for redoing their kitchen?",
  {"A2": ["16k"]}, "£16k including the units, from Dariusz (another quote was £28k).", ["16k"])
q(S, "What rating did Hannah's school get after the inspectors visited?",
  {"A7": ["Ofsted", "'good'"]}, "'Good' overall after an Ofsted inspection (May 2023).", ["Ofsted"])
q(S, "What did Hannah find difficult in her counselling class about letting a client sit without talking?",
  {"A4": ["fill every gap"]}, "Staying silent - she admits she fills every gap.", ["fill every gap"])
q(S, "What did the physiotherapist diagnose after Yusuf hurt his hand at the climbing wall?",
  {"A7": ["A2 pulley"]}, "An A2 pulley strain in his ring finger; no climbing for six to eight weeks.", ["pulley"])
q(S, "What is the name of the weekend group walk that Hannah's dog takes part in?",
  {"A8": ["Hounds of Bristol"]}, "'Hounds of Bristol', Sunday mornings on the Downs.", ["Hounds of Bristol"])
q(S, "What flavour was the cake Hannah baked for her mother's 60th birthday?",
  {"A9": ["lemon and elderflower"]}, "Three tiers, lemon and elderflower, with edible flowers from Dad's allotment.", ["elderflower"])
q(S, "What trip did Yusuf and Amira give his mum as her 60th birthday present?",
  {"A9": ["weekend in Edinburgh"]}, "A weekend in Edinburgh (for the Fringe) for Mum and Dad.", ["Edinburgh"])
q(S, "Which coworker supplied Yusuf with the starter for his bread?",
  {"A12": ["Ravi"]}, "His colleague Ravi (the starter is called Bubbles).", ["Ravi"])
q(S, "Which flavours did Yusuf and Amira pick for their wedding cake?",
  {"A15": ["pistachio and rose", "chocolate orange"]}, "Pistachio and rose bottom tier, chocolate orange top (bakery in Skipton).", ["pistachio"])

q(S, "What make and model of vehicle did Tomás buy to turn into a camper?",
  {"B1": ["Ford Transit"]}, "A white 2011 Ford Transit.", ["Transit"])
q(S, "What material did Tomás use to insulate his campervan?",
  {"B2": ["Sheep wool"]}, "Sheep wool.", ["sheep wool"])
q(S, "Where did Grace's pet cat come from?",
  {"B4": ["had a litter"]}, "Her downstairs neighbour's cat had a litter; she took the grey tabby (Miso).", ["litter"])
q(S, "How did a newspaper describe the audio work Tomás did for the Titanic show?",
  {"B4": ["immersive"]}, "The Irish Times called the sound design 'immersive'.", ["immersive"])
q(S, "What childhood story did Grace tell in her speech at her sister's wedding?",
  {"B7": ["masking tape"]}, "Sharing a bedroom as kids; Ellie drew a line down the middle with masking tape.", ["masking tape"])
q(S, "What part failed on Tomás's camper during the trip around the west of Ireland?",
  {"B7": ["water pump"]}, "The water pump died in Westport.", ["water pump"])
q(S, "How was Grace informed that she was losing her job at Paywise?",
  {"B8": ["15-minute video call"]}, "On a 15-minute video call with cameras off.", ["video call"])
q(S, "What farewell gifts did Tomás's theatre colleagues give him?",
  {"B9": ["I made it louder"]}, "A signed Titanic poster and a mug saying 'I made it louder'.", ["made it louder"])
q(S, "At which beach did Tomás have his first surfing lesson?",
  {"B11": ["Matosinhos"]}, "Matosinhos beach.", ["Matosinhos"])
q(S, "What mark did Tomás get on his Portuguese language test?",
  {"B15": ["84%"]}, "He passed the A2 exam with 84%.", ["84%"])

q(S, "How much does Mei pay per month to rent her instrument?",
  {"C1": ["£30 a month"]}, "£30 a month for the rented cello.", ["£30"])
q(S, "How many kilos of tomatoes did Olu grow in his best year on the plot?",
  {"C1": ["14 kilos"]}, "14 kilos (plus lots of scotch bonnets).", ["14 kilos"])
q(S, "What does the software made by the startup Mei joined do?",
  {"C2": ["balance solar and wind"]}, "Greenlight Grid balances solar and wind power on the electricity grid.", ["balance solar"])
q(S, "What strange layout did one of the flats Mei viewed have?",
  {"C3": ["shower in the kitchen"]}, "A shower in the kitchen, next to the oven ('open plan living').", ["shower in the kitchen"])
q(S, "What did Olu draw on Mei's goodbye card?",
  {"C5": ["Jira ticket"]}, "A little Mei holding a Jira ticket.", ["Jira ticket"])
q(S, "How long did Mei's uncle talk for at the Penang wedding, and what was his speech mostly about?",
  {"C7": ["25-minute speech", "durian farm"]}, "25 minutes, half of it about his durian farm.", ["durian"])
q(S, "What was the first object Olu made at his carpentry evening class?",
  {"C7": ["wooden spoon"]}, "A lopsided wooden spoon.", ["spoon"])
q(S, "What compliment did Olu's woodworking teacher give him about the bookshelf?",
  {"C9": ["surprisingly tight"]}, "Bernard said his joints were 'surprisingly tight'.", ["surprisingly tight"])
q(S, "What was wrong with Mei's white rabbit when it stopped eating?",
  {"C10": ["gut stasis"]}, "Gut stasis (Dumpling); treated with medicine and syringe feeding.", ["gut stasis"])
q(S, "What job title was Olu promoted to?",
  {"C14": ["Senior data analyst"]}, "Senior data analyst, leading a team of three.", ["senior data analyst"])

# ---------------------------------------------------------------- multi_hop
M = "multi_hop"
q(M, "Why did Yusuf stop going bouldering?",
  {"A7": ["A2 pulley"], "A8": ["finger is better"], "A10": ["cancelled my membership"]},
  "Finger pulley injury in May (A7), partial recovery (A8), still twinging so he cancelled his membership in July, also new job and wedding savings (A10).")
q(M, "How long did Yusuf's kitchen renovation take compared with the builder's original estimate?",
  {"A4": ["Eight weeks"], "A10": ["eighteen weeks"]},
  "Estimated eight weeks (A4); took nearly eighteen weeks (A10).", ["eighteen weeks"])
q(M, "What happened to Hannah's plan to visit Iceland with her friend?",
  {"A12": ["Iceland"], "A14": ["February half term"], "A17": ["Reykjavik"]},
  "Booked for October half term, postponed because of the ACL surgery (A12), moved to February half term (A14), rebooked Reykjavik 12-16 Feb (A17).", ["Iceland"])
q(M, "What things has Hannah's greyhound stolen or eaten that she shouldn't have?",
  {"A5": ["stealing socks"], "A9": ["Pepper ate half"], "A18": ["turkey leg"]},
  "Socks (A5), half a practice birthday cake (A9), the turkey leg off Dad's plate at Christmas (A18).")
q(M, "Who looked after Hannah or her dog after her knee injury and operation?",
  {"A11": ["Mum's coming on Thursday", "neighbour's been walking her"],
   "A13": ["Priya's bringing meals", "driving down on Friday"],
   "A14": ["coming down the other weekend"]},
  "Neighbour walked Pepper and Mum came to stay (A11); Mum stayed post-op, Priya brought meals, Yusuf drove down to walk Pepper (A13, thanked in A14).")
q(M, "What grades did Hannah get for her first counselling assignment and for her final portfolio?",
  {"A6": ["merit"], "A13": ["distinction"]},
  "A merit on the first assignment (A6) and a distinction on the final Level 2 portfolio (A13).", ["merit", "distinction"])
q(M, "How does Yusuf get to his new job, and how long does the journey take?",
  {"A8": ["about an hour each way"], "A11": ["7:12 train"]},
  "Train from Leeds to Manchester, about an hour each way (A8); the 7:12 train (A11).")

q(M, "How did Tomás's father's heart problem develop, from the hospital stay to spring 2023?",
  {"B5": ["heart bypass"], "B6": ["bypass went well"], "B12": ["finished his rehab"],
   "B13": ["walks 5km"], "B16": ["cardiologist"]},
  "Chest pains, bypass needed (B5); quadruple bypass went well, 12 weeks rehab (B6); rehab finished (B12); walks 5km a day (B13); lost 12 kilos, star patient (B16).")
q(M, "Why did Tomás have to part with his camper van, and who ended up with it?",
  {"B7": ["right-hand-drive"], "B8": ["DoneDeal"], "B9": ["couple from Galway"]},
  "Moving to Porto and it is right-hand drive (B7); listed on DoneDeal (B8); sold to a couple from Galway (B9).")
q(M, "Which instrument did Grace try to learn, and how did that go?",
  {"B2": ["ukulele"], "B4": ["ukulele"], "B9": ["ukulele"], "B16": ["ukulele"]},
  "A yellow ukulele (B2), stuck on Riptide with Miso attacking the strings (B4), abandoned under the bed (B9), referenced when she takes up pottery (B16).", ["ukulele"])
q(M, "After being laid off in 2022, where did Grace get her next permanent job?",
  {"B8": ["redundant"], "B12": ["Northern Museum of Industry"], "B13": ["MUSEUM JOB"], "B14": ["museum"]},
  "Made redundant by Paywise (B8); interviewed at the Northern Museum of Industry (B12); got the job (B13); working there (B14).", ["museum"])
q(M, "How did Tomás's ocean hobby change after he relocated to Portugal?",
  {"B2": ["Forty Foot"], "B10": ["sea swimming"], "B11": ["replaces the sea swimming"], "B14": ["ten lessons"]},
  "Daily sea swimming at the Forty Foot in Dublin (B2); misses it in Porto (B10); takes up surfing instead (B11); ten lessons in (B14).")
q(M, "What was the longest distance Grace ran during training, and what was her final race time?",
  {"B5": ["10 miles"], "B8": ["2 hours 4 minutes"]},
  "10 miles, her furthest ever (B5); finished the half in 2 hours 4 minutes (B8).")
q(M, "Where was Niamh hired, and what does her research focus on?",
  {"B6": ["Atlantic Marine Institute", "seagrass"], "B7": ["Niamh got the job"], "B10": ["seagrass"], "B15": ["seagrass project"]},
  "Atlantic Marine Institute in Porto, seagrass restoration (B6, B7); boat work on seagrass (B10); project got extra funding (B15).", ["seagrass"])

q(M, "How long was Olu kept off the football pitch by his leg injury, and how did his recovery go?",
  {"C3": ["Grade 2 tear"], "C4": ["no football until December"], "C5": ["hamstring is fine for boxes"],
   "C6": ["Back on Thursday"], "C8": ["back to full games"]},
  "Grade 2 hamstring tear in October (C3); physio, no football until December (C4); fine for carrying boxes (C5); back for 20 minutes in December (C6); full games by January (C8).", ["hamstring"])
q(M, "Describe Mei's time learning the cello, from starting lessons to giving it up.",
  {"C1": ["cello lessons"], "C2": ["bow hold"], "C4": ["Agnieszka is losing patience"],
   "C8": ["quit the cello"], "C9": ["returned the cello"]},
  "Started Sept 2023 (C1), early progress (C2), practising rarely (C4), decided to quit (C8), returned it after five months (C9). C14 only mentions the cello in passing.")
q(M, "Where did the tools Olu used to build Mei's rabbit hutch come from?",
  {"C11": ["Japanese chisels"], "C12": ["hardware shop in Kyoto"], "C13": ["Japanese chisels"]},
  "He asked for Japanese chisels (C11); Mei bought a set in Kyoto (C12); he used them for the rabbit house (C13).", ["chisels"])
q(M, "How long did the builders estimate for Olu's loft nursery, and was it finished before the baby came?",
  {"C4": ["8 weeks"], "C10": ["painted the last wall"]},
  "Builders said 8 weeks from early January (C4); last wall painted the Sunday before the birth (C10).")
q(M, "What rule made Mei choose rabbits rather than a cat or dog, and where did she adopt them from?",
  {"C5": ["no cats or dogs"], "C8": ["Leyton rescue"]},
  "New landlord allows no cats or dogs, only small pets (C5); adopted from the Leyton rescue (C8).", ["Leyton"])
q(M, "Which two countries did Mei travel to, and what was the occasion for each trip?",
  {"C6": ["Penang", "wedding"], "C7": ["Penang"], "C11": ["Japan", "65th birthday"], "C12": ["Japan"]},
  "Malaysia (Penang) for cousin Jia Hui's wedding (C6, C7); Japan for her mum's 65th birthday (C11, C12).", ["Penang"])

# ---------------------------------------------------------------- temporal
T = "temporal"
q(T, "When did Hannah bring her rescue dog home?",
  {"A3": ["in a couple of weeks"], "A4": ["picked Pepper up last Saturday"]},
  "Saturday 4 March 2023 (A4, dated 11 Mar, says 'last Saturday'; A3 on 18 Feb anticipated 'a couple of weeks').")
q(T, "When did Yusuf get engaged to Amira?",
  {"A5": ["Lisbon in two weeks"], "A6": ["Wednesday evening"]},
  "Wednesday 19 April 2023 in Lisbon (A6 dated 23 Apr; planned in A5 on 2 Apr).")
q(T, "When did Hannah injure her knee playing netball?",
  {"A11": ["hurt my knee at netball on Tuesday"]},
  "Tuesday 1 August 2023 (A11 dated 6 Aug).")
q(T, "When did Hannah have her knee reconstruction?",
  {"A12": ["12 September"], "A13": ["Surgery went well on Tuesday"]},
  "Tuesday 12 September 2023 at Southmead.")
q(T, "When is Yusuf and Amira's wedding going to take place?",
  {"A12": ["18 May next year"]},
  "18 May 2024, Hollin Barn near Grassington (booked as of 27 Aug 2023).")
q(T, "When did Yusuf begin working at the rail consultancy?",
  {"A9": ["31st July"], "A10": ["starting a new job in two weeks"], "A11": ["First week at Northline done"]},
  "Monday 31 July 2023 (A9 gives the date; A10 on 16 Jul says 'in two weeks'; A11 on 6 Aug reports the first week).")
q(T, "When was the garden party for Yusuf and Hannah's mum's 60th?",
  {"A1": ["It's in July"], "A9": ["Saturday 8th July"], "A10": ["party last weekend"]},
  "Saturday 8 July 2023.")
q(T, "When did Grace run her half marathon?",
  {"B1": ["Tyneside Half in September"], "B8": ["last Sunday"]},
  "Sunday 11 September 2022 (B8 dated 17 Sep says 'last Sunday').")
q(T, "When did Grace's sister Ellie get married?",
  {"B1": ["getting married in August"], "B7": ["last Saturday"]},
  "Saturday 13 August 2022 in Ambleside (B7 dated 20 Aug).")
q(T, "When did Tomás and Niamh relocate to Portugal?",
  {"B7": ["moving to Porto in October"], "B8": ["20th of October"], "B9": ["Two weeks until Porto"]},
  "20 October 2022.")
q(T, "When was Grace ill with shingles?",
  {"B10": ["shingles"], "B11": ["rash is nearly gone"]},
  "November 2022: ill on 5 Nov, nearly recovered by 26 Nov.")
q(T, "When did Grace start working at the museum?",
  {"B13": ["16th January"], "B14": ["Two weeks in"]},
  "Monday 16 January 2023.")
q(T, "When did Grace go to Porto to visit Tomás?",
  {"B13": ["come in February"], "B14": ["16th to 20th February"], "B15": ["Back home and missing Porto"]},
  "16-20 February 2023.")
q(T, "When did Tomás's father have heart surgery?",
  {"B5": ["doing it next week"], "B6": ["on the 7th"]},
  "7 July 2022 in Valencia.")
q(T, "When was Olu's daughter born?",
  {"C1": ["due in March"], "C10": ["27th of February"]},
  "Tuesday 27 February 2024, two weeks early (due in March).")
q(T, "When did Mei start her job at the climate company?",
  {"C4": ["4th December"], "C6": ["first week at Greenlight"]},
  "Monday 4 December 2023.")
q(T, "When did Mei move into her own flat in Walthamstow?",
  {"C2": ["out by December"], "C4": ["Moving on 2nd December"], "C6": ["officially a Walthamstow resident"]},
  "Saturday 2 December 2023.")
q(T, "When did Mei adopt her two rabbits?",
  {"C8": ["Adopted them last Saturday"]},
  "Saturday 20 January 2024 (C8 dated 21 Jan).")
q(T, "When was Mei's trip to Japan with her mother?",
  {"C11": ["6th to 16th April"], "C12": ["Welcome back"]},
  "6-16 April 2024.")
q(T, "When was Ife's naming ceremony held?",
  {"C14": ["1st June"], "C15": ["naming ceremony was the best party"]},
  "Saturday 1 June 2024.")

# ---------------------------------------------------------------- open_domain
O = "open_domain"
q(O, "Would Yusuf be likely to enjoy a weekend artisan baking course?",
  {"A12": ["Sourdough"], "A13": ["Bubbles"], "A14": ["focaccia"], "A18": ["baguette"]},
  "Likely yes: took up sourdough (A12), devoted to his starter (A13), focaccia and banneton (A14), wants to master a baguette (A18).")
q(O, "Might Hannah consider moving into a mental health support role?",
  {"A2": ["how to actually listen"], "A13": ["school counsellor"], "A16": ["wellbeing drop-in"], "A18": ["start Level 3"]},
  "Likely yes: took a counselling course to support pupils (A2), considering becoming a (school) counsellor (A13), helping at the wellbeing drop-in (A16), starting Level 3 in January (A18).")
q(O, "Would Hannah's dog likely cope with living alongside a cat?",
  {"A3": ["cat-tested"], "A4": ["scared of the cat"]},
  "Probably yes: she was cat-tested (A3) and turned out to be scared of the neighbour's cat (A4).")
q(O, "Is Yusuf likely to want a pet dog of his own?",
  {"A15": ["dog of our own"]},
  "Likely yes: he and Amira signed up for a dog-sitting app to see if they're ready for a dog (A15).")
q(O, "Would you describe Yusuf and Hannah's father as a meticulous planner?",
  {"A3": ["spreadsheet about Mum's party"], "A9": ["Dad's spreadsheet"]},
  "Yes: a four-tab party spreadsheet including sausage-roll quantities (A3); tracked the party at '87% ready' (A9).")
q(O, "What kind of personality does Yusuf and Hannah's grandmother seem to have?",
  {"A16": ["complaining about the food"], "A17": ["giving orders"], "A18": ["Nana dancing"]},
  "Tough, feisty and lively: complains about hospital food (A16), gives orders from her chair (A17), dances to Boney M with her stick (A18).")
q(O, "Is Hannah likely to play competitive netball during the 2023-24 winter season?",
  {"A12": ["Nine to twelve months before sport"], "A18": ["netball by next autumn"]},
  "Unlikely: 9-12 months before sport after ACL surgery (A12); aims to return by next autumn (A18).")

q(O, "Would Grace be likely to enjoy a ceramics workshop?",
  {"B16": ["pottery course"]},
  "Yes: she signed up for a six-week pottery course in Ancoats (B16).")
q(O, "Is Tomás handy with DIY building projects?",
  {"B1": ["convert it into a campervan"], "B2": ["finished insulating"], "B3": ["solar panel"], "B9": ["spice rack"]},
  "Yes: converted a van himself (B1), insulated it (B2), fitted a solar panel and built a spice rack (B3), buyers loved the spice rack (B9).")
q(O, "Would Tomás be a good person to ask about cold-water sea swimming?",
  {"B2": ["Forty Foot"], "B10": ["sea swimming"], "B11": ["sea swimming"]},
  "Yes: swam at the Forty Foot every morning in ~10 degree water (B2); misses it in Porto (B10, B11).")
q(O, "Is Grace's cat likely to welcome a visiting dog?",
  {"B13": ["Miso would hate her"], "B16": ["hide under the bed"]},
  "Unlikely: 'Miso would hate her, Miso hates everything' (B13); expected to hide under the bed when guests come (B16).")
q(O, "Would Grace be a good person to organise a big group celebration?",
  {"B1": ["hen do"], "B3": ["Georgian townhouse"], "B5": ["compromise"], "B6": ["hen do"]},
  "Likely yes: maid of honour duties (B1); planned a 14-person hen do in Bath (B3); negotiated a compromise (B5); it was a success (B6).")
q(O, "Is Tomás likely to stay living in Portugal for the long term?",
  {"B15": ["staying at least three years"]},
  "Likely: Niamh's project got extra funding so they're staying at least three years; he feels almost like a Porto person (B15).")

q(O, "Would Olu likely enjoy a pottery class?",
  {"C7": ["making things with my hands"], "C8": ["love working with my hands"], "C9": ["Look what I made"],
   "C13": ["advanced course"], "C15": ["rabbit house is done"]},
  "Likely yes: he loves hands-on making (C7, C8), proudly shows off his bookshelf (C9), signed up for an advanced woodworking course (C13) and finished a rabbit house (C15).")
q(O, "Would Mei be likely to sign up for a year of music lessons again soon?",
  {"C8": ["liked the idea of it more"], "C9": ["returned the cello"]},
  "Unlikely: she quit the cello after five months, having liked the idea more than the practice (C8, C9).")
q(O, "Does Olu enjoy growing his own food?",
  {"C1": ["allotment"], "C3": ["planted garlic"], "C13": ["allotment is back on"]},
  "Yes: allotment with tomatoes and scotch bonnets (C1), garlic for winter (C3), spring planting (C13).", ["allotment"])
q(O, "Is Mei likely to be interested in volunteering for a renewable energy charity?",
  {"C2": ["climate stuff for ages"], "C6": ["battery storage dashboard"], "C9": ["solar farm"], "C15": ["community energy groups"]},
  "Likely yes: long-standing climate interest, left for a grid-balancing startup (C2); works on battery storage (C6), solar (C9) and community energy products (C15).")
q(O, "Is Mei likely to keep taking part in open-water swimming events?",
  {"C14": ["one-mile swim event"], "C15": ["Every Saturday"], "C16": ["swim event"]},
  "Likely yes: loved her first wetlands swim and signed up for a one-mile event (C14), swims every Saturday (C15), event on 20 July (C16).")
q(O, "Does Olu's extended family seem to enjoy big celebrations?",
  {"C14": ["jollof for 50 people"], "C15": ["aunties"], "C16": ["second party"]},
  "Yes: a naming ceremony for ~50 people (C14), aunties dancing for an hour (C15), his mum planning a second party in Lagos (C16).")
q(O, "Does Olu tend to approach personal life events in an analytical, data-driven way?",
  {"C1": ["data project"]},
  "Yes: Funmi says he treats the pregnancy like a data project; he made a spreadsheet (C1).")
