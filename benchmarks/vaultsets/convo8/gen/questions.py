"""The 80 questions, their gold sessions, the answer key strings per gold session,
and (for temporal questions) the day offsets that turn a session's local date plus
its relative phrase into the event date.

Gold/key references are "pair/sid"; build.py resolves the file extension.
KEYS[qid]["pair/sid"] = strings that must appear (case-insensitive) in that session.
DATES[qid]["pair/sid"] = (offset_days, weekday_or_None, tolerance_days)
"""

HP = "hana_piotr/"
KE = "kwame_elodie/"

Q = []


def q(qid, kind, query, keys, hint, dates=None):
    Q.append({"id": qid, "kind": kind, "query": query, "keys": keys,
              "gold_hint": hint, "dates": dates or {}})


# ---------------------------------------------------------------- single_hop
q("c01", "single_hop", "How much did Hana and Callum pay to adopt their dog?",
  {HP + "s05": ["£250", "adoption fee"]},
  "£250 adoption fee for Pickle (covers jabs, microchip, spaying). Distractors: s02/s03 Forever Hounds visit and lurcher waiting list, s11 £640 vet bill.")
q("c02", "single_hop", "What did Piotr's new glasses cost him?",
  {HP + "s02": ["£189"]},
  "£189 (thick black frames, thinner lenses). Distractors: s05 'glasses are helping', s18 lost 'the fancy ones' on a Kraków tram, no price.")
q("c03", "single_hop", "Where does Piotr go for his wheel-throwing class, and which night of the week is it?",
  {HP + "s08": ["Clay Loft", "Tuesday evenings"]},
  "Clay Loft, near his work, Tuesday evenings (£165, six weeks). Distractors: s14/s17 mention Clay Loft without the day; s09 'pottery is going well'.")
q("c04", "single_hop", "What does Piotr's flatmate Ruaridh do for a living?",
  {HP + "s09": ["nurse", "A&E"]},
  "A nurse in A&E at the Queen Liz, works lots of nights. Distractors: s16/s17 Ruaridh's brother is a mechanic; s20 Ruaridh's new job in Inverness (no role).")
q("c05", "single_hop", "What handmade present did Piotr give his mother for her sixtieth?",
  {HP + "s10": ["60th birthday mug", "wonky handle"]},
  "A mug he threw himself at pottery (wonky handle); it's going on the dresser. Distractors: s18 Wawel chocolates (Kraków gift), s19 mugs for the craft market.")
q("c06", "single_hop", "How much was Piotr's monthly climbing-wall membership before he cancelled it?",
  {HP + "s10": ["£42 a month", "Cragbox membership"]},
  "£42 a month at the Cragbox, cancelled after the finger pulley injury. Distractors: s01 Cragbox session; s11 £36 driving lessons.")
q("c07", "single_hop", "Why did Hana have to rush Pickle to the emergency vet?",
  {HP + "s11": ["swallowed one of Callum's socks"]},
  "Pickle swallowed one of Callum's socks; removed by endoscopy at Avonside Vets. Distractor: s13 insurance payout for the vet bill, neoprene-socks joke.")
q("c08", "single_hop", "What job did Piotr's driving instructor have before she taught driving?",
  {HP + "s11": ["used to be a bus driver"]},
  "Morag used to be a bus driver. Distractors: s12/s13/s16 mention Morag without her past job.")
q("c09", "single_hop", "Why was the first date for Hana and Piotr's father's knee surgery cancelled?",
  {HP + "s12": ["bed shortage", "orthopaedic ward"]},
  "Bed shortage: no beds on the orthopaedic ward; rang the morning of the op. Distractors: s03 waiting list, s10 booked for next month, s14 op went fine.")
q("c10", "single_hop", "What mistake made Piotr fail his first driving test?",
  {HP + "s13": ["examiner had to brake"]},
  "Hesitated too long at the big roundabout by the retail park; the examiner had to brake (3 minors + 1 serious). Distractors: s12 'overthinks roundabouts', s16 passed, didn't flinch at that roundabout.")
q("c11", "single_hop", "How much did Hana get for her wetsuit when she gave up open-water swimming?",
  {HP + "s15": ["wetsuit for £60"]},
  "Sold it for £60 to a new Dipper. Distractor: s12 bought it second-hand for £95.")
q("c12", "single_hop", "What problem did the survey turn up at the house Hana was buying in Horfield?",
  {HP + "s16": ["damp", "back bedroom", "blocked gutter"], HP + "s19": ["damp", "back bedroom"]},
  "Damp in the back bedroom (blocked gutter, dodgy pointing); s19 says that damp is being fixed. Distractors: s13 Bishopston offer rejected, s14 Horfield viewing.")
q("c13", "single_hop", "What did Hana bring her mother back from Kraków?",
  {HP + "s18": ["amber", "necklace"]},
  "An amber necklace from a stall in the Cloth Hall. Distractor: Piotr's box of Wawel chocolates (same session), s10 mug for the 60th.")
q("c14", "single_hop", "What is the name of the game Piotr's QA team at Brightwell works on?",
  {HP + "s07": ["Lanternfall"], HP + "s14": ["Lanternfall"]},
  "Lanternfall, a cosy puzzle adventure with a lantern in a flooded town (s07); launching soon in s14. Distractor: s20 'a sequel to our game' (no name).")
q("c15", "single_hop", "What nickname did Isla give Piotr's car?",
  {HP + "s17": ["Isla called it Kiwi"]},
  "Kiwi, because the Yaris is green. Distractors: s18 'Kiwi is ready' (no origin), s16 green Yaris on a Paisley forecourt.")
q("c16", "single_hop", "How many people work at Elodie's new firm in Montreal?",
  {KE + "s01": ["eleven people"]},
  "Eleven people at Atelier Verrière. Distractors: s19 'eleven pastéis de nata'; s08 120 people at Gerald's party.")
q("c17", "single_hop", "What was the name of Kwame's sourdough starter?",
  {KE + "s01": ["Kojo", "sourdough starter"], KE + "s03": ["Kojo", "starter"]},
  "Kojo (named by Esi); it died in s03 while they were in Ottawa. Distractor: s11 'better than bread'.")
q("c18", "single_hop", "How much does Kwame pay each month to rent Esi's violin?",
  {KE + "s02": ["renting a violin for $28"]},
  "$28 a month. Distractor: s09 cello rental $45.")
q("c19", "single_hop", "Who was made associate at Harbourline ahead of Kwame?",
  {KE + "s03": ["Lorne got it"]},
  "Lorne. Distractors: s01 Lorne golfing with the partners, s14 Lorne shook Kwame's hand when Kwame was made associate; Gerald delivered the news.")
q("c20", "single_hop", "What did Elodie have to do in the capsize drill on her first day of sailing lessons?",
  {KE + "s03": ["capsize drill", "centreboard"]},
  "Tip the dinghy over, swim round, stand on the centreboard and pull it back up. Distractors: s05 level 1 test (tack, gybe, dock), s20 'didn't capsize'.")
q("c21", "single_hop", "How much did Elodie pay for her wisdom tooth removal after insurance?",
  {KE + "s04": ["$310", "wisdom tooth"]},
  "$310 after insurance. Distractor: s14 yellow fever shots $185 each.")
q("c22", "single_hop", "Which blood pressure medication was Kwame prescribed?",
  {KE + "s04": ["amlodipine"]},
  "Amlodipine 5 mg. Distractors: s17 dose halved to 2.5 mg (no name), s06 methimazole is the cat's drug.")
q("c23", "single_hop", "Where does Mathieu, the man Elodie started dating, work?",
  {KE + "s05": ["Saint-Henri", "bistro"]},
  "He cooks at a bistro in Saint-Henri. Distractor: s09 break-up ('restaurant hours', 'his kitchen'), no place.")
q("c24", "single_hop", "What condition was Elodie's cat Moustache diagnosed with?",
  {KE + "s06": ["hyperthyroidism"]},
  "Hyperthyroidism, treated with methimazole. Distractors: s10 dose raised, s18 weight loss, s19 ear gel.")
q("c25", "single_hop", "Which venue hosted the retirement party for Kwame and Elodie's old boss Gerald?",
  {KE + "s08": ["Tamarack Room"]},
  "The Tamarack Room (about 120 people). Distractors: s04/s06 party announced, no venue.")
q("c26", "single_hop", "What did Kwame and Elodie's former boss Gerald name his sailboat?",
  {KE + "s08": ["Change Order"]},
  "Change Order. Distractors: s01/s02 Gerald's sailboat magazine; s20 the canoe 'Akosua'.")
q("c27", "single_hop", "How far does Kwame cycle to work?",
  {KE + "s09": ["9 km", "Don Valley"]},
  "9 km each way, mostly the Don Valley trail, last bit on Bloor. Distractor: s17 'cycling' credited for the lower dose, no distance.")
q("c28", "single_hop", "How much did Kwame pay for the old canoe he is restoring?",
  {KE + "s11": ["$400", "Kijiji"]},
  "$400 from a seller in Peterborough on Kijiji (16-foot cedar strip). Distractor: s12 Elodie's $180 skis.")
q("c29", "single_hop", "How did Kwame's son Kofi break his arm?",
  {KE + "s12": ["trampoline park"]},
  "Landed on it wrong at a birthday party at a trampoline park (radius, clean break). Distractors: s13/s14 cast mentions.")
q("c30", "single_hop", "What is the name of the night-skiing group Elodie joined?",
  {KE + "s15": ["Les Fondeurs du Mont-Royal"]},
  "Les Fondeurs du Mont-Royal (Tuesday nights with headlamps). Distractors: s12 bought skis, s13 skiing in Sherbrooke, s02 Club de voile Lachine-Ouest.")

# ----------------------------------------------------------------- multi_hop
q("c31", "multi_hop", "After the insurance claim, how much of Pickle's emergency vet bill did Hana end up paying herself?",
  {HP + "s11": ["£640"], HP + "s13": ["£420"]},
  "£640 bill (s11) minus £420 insurance payout (s13) = £220.")
q("c32", "multi_hop", "How much did Piotr's salary rise when he moved from Ledgerly to Brightwell Games?",
  {HP + "s04": ["£34,000"], HP + "s06": ["£41,500"]},
  "£34,000 at Ledgerly (s04) to £41,500 at Brightwell (s06) = £7,500 more.")
q("c33", "multi_hop", "Once Ruaridh moved in, how much of the monthly rent was Piotr still paying himself?",
  {HP + "s06": ["£910"], HP + "s09": ["£450"]},
  "Rent rose to £910 (s06); Ruaridh pays £450 (s09), leaving £460. Distractor: s01 old rent £825.")
q("c34", "multi_hop", "How much did the agreed price of Hana's Horfield house come down after the survey?",
  {HP + "s15": ["£312,000"], HP + "s16": ["£305,000"]},
  "Offer accepted at £312,000 (s15), renegotiated to £305,000 (s16) = £7,000 less.")
q("c35", "multi_hop", "Where was Hana and Piotr's mum's 60th birthday party originally going to be held, and where was it moved to?",
  {HP + "s02": ["Stara Chata"], HP + "s07": ["Orzeł Club"]},
  "First Stara Chata, a Polish restaurant in Swindon (s02); moved to the Orzeł Club hall after Mum found out (s07). Distractors: s03 quote from 'the restaurant', s10 party happened 'at the club'.")
q("c36", "multi_hop", "What hobby did Piotr pick up around the time he stopped bouldering, and what injury ended the bouldering?",
  {HP + "s08": ["signed up for a pottery course"], HP + "s10": ["pulley injury"]},
  "Pottery at Clay Loft (s08); an A2 finger pulley injury (s10). Distractor: s01 bouldering at the Cragbox.")
q("c37", "multi_hop", "What did Hana's Kraków flights cost in total once she had rebooked them?",
  {HP + "s11": ["£148"], HP + "s13": ["£35"]},
  "£148 return (s11) plus £35 change fee (s13) = £183. Distractor: Piotr's £119 Edinburgh flights.")
q("c38", "multi_hop", "How many attempts did Piotr need to pass his driving test, and how many minor faults did he get on the pass?",
  {HP + "s13": ["so I failed", "three minors"], HP + "s16": ["I PASSED", "two minors"]},
  "Two attempts: failed first (s13, 3 minors + 1 serious), passed second with two minors (s16).")
q("c39", "multi_hop", "How much below the asking price did Piotr get his Yaris for?",
  {HP + "s16": ["£6,800"], HP + "s17": ["£6,450"]},
  "Asking £6,800 (s16), bought for £6,450 (s17) = £350 off.")
q("c40", "multi_hop", "How much more did Hana's second Bristol Half entry cost than her first?",
  {HP + "s02": ["£46"], HP + "s17": ["£52"]},
  "£46 first entry (s02), £52 re-entry (s17) = £6 more.")
q("c41", "multi_hop", "How much per person did Kwame's family save on flights when Nana Akosua's celebration was moved?",
  {KE + "s05": ["$1,780"], KE + "s07": ["$1,420"]},
  "$1,780 (s05) down to $1,420 (s07) = $360 each. Distractor: s01 Elodie's Plateau rent is also $1,420.")
q("c42", "multi_hop", "How much more is Elodie's rent in Rosemont than it was in the Plateau?",
  {KE + "s01": ["$1,420"], KE + "s08": ["$1,650"]},
  "$1,420 Plateau (s01), $1,650 Rosemont (s08) = $230 more. Distractors: s15 $1,710 from the summer, s07 $1,420 flights.")
q("c43", "multi_hop", "How much less did Kwame pay for the used Niro than he was first quoted for a new EV?",
  {KE + "s10": ["$48,900"], KE + "s11": ["$31,500"]},
  "$48,900 Ioniq 5 quote (s10) vs $31,500 used Niro (s11) = $17,400 less.")
q("c44", "multi_hop", "How has the monthly cost of Elodie's cat Moustache's thyroid treatment changed over time?",
  {KE + "s06": ["$38"], KE + "s10": ["$52"], KE + "s19": ["$47"]},
  "$38 methimazole pills (s06) -> $52 for the higher dose (s10) -> $47 for the ear gel (s19).")
q("c45", "multi_hop", "How much did Kwame's blood pressure readings improve between his physical and the autumn?",
  {KE + "s02": ["152 over 96"], KE + "s09": ["128 over 82"]},
  "152/96 at the physical (s02) to 128/82 (s09): down 24 systolic, 14 diastolic. Distractor: s17 dose halved.")
q("c46", "multi_hop", "What instrument did Kwame's daughter Esi start on, what did she switch to, and how did the monthly rental change?",
  {KE + "s02": ["violin", "$28"], KE + "s09": ["cello", "$45"]},
  "Violin at $28/month (s02), switched to cello at $45/month (s09). Distractor: s06 practice battles, s19 recital.")
q("c47", "multi_hop", "Which sailing levels did Elodie pass in her first season on Lac Saint-Louis?",
  {KE + "s05": ["level 1"], KE + "s09": ["level 2"]},
  "Level 1 (s05) and level 2 (s09). Distractors: s17/s20 level 3 planned/started the next year.")
q("c48", "multi_hop", "What business name did Kwame register, and what happened to that business after Harbourline's counter-offer?",
  {KE + "s04": ["registered a business name", "Asante Studio"], KE + "s07": ["Asante Studio is \"on pause\""]},
  "Asante Studio (s04); put 'on pause, not dead' when he accepted the counter-offer, keeping only the Leslieville project (s07). Distractor: s06 'it's real'.")
q("c49", "multi_hop", "How long was Kwame's family trip to Ghana, and what went wrong with his luggage?",
  {KE + "s10": ["twelve days"], KE + "s16": ["suitcase went missing"]},
  "Twelve days (s10); his suitcase went missing in Amsterdam and turned up three days later (s16). (The length can also be worked out from s15 'fly Tuesday' + s16 'landed on Sunday'.) Distractor: s15 printer in a suitcase, route via Amsterdam.")
q("c50", "multi_hop", "How much registration money did Harbourline lose when Kwame pulled out of the Lisbon conference?",
  {KE + "s17": ["€340"], KE + "s18": ["registration fee"]},
  "€340 registration (s17) that Harbourline will 'eat' after Kwame was sent to Calgary (s18). Distractor: s17 Elodie's $980 flight.")

# ------------------------------------------------------------------ temporal
q("c51", "temporal", "When did Hana enter the Bristol Half?",
  {HP + "s02": ["entered the Bristol Half last night"]},
  "Tuesday 27 Feb 2024 (s02 'last night', session Wed 28 Feb). Distractors: s01 plans to do it, s17 re-entered for next year.",
  {HP + "s02": (-1, "Tuesday", 0)})
q("c52", "temporal", "When did Piotr's employer Ledgerly announce redundancies?",
  {HP + "s03": ["announced redundancies yesterday"]},
  "Tuesday 19 Mar 2024 (s03 'yesterday'). Distractors: s01 restructure rumours, s04 told his role was gone.",
  {HP + "s03": (-1, "Tuesday", 0)})
q("c53", "temporal", "When did Hana and Callum bring Pickle home?",
  {HP + "s05": ["brought her home on Saturday"]},
  "Saturday 20 Apr 2024 (s05, session Thu 25 Apr). Distractor: s03 waiting list.",
  {HP + "s05": (-5, "Saturday", 0)})
q("c54", "temporal", "When did Piotr start his job at Brightwell Games?",
  {HP + "s07": ["you started on Monday"]},
  "Monday 3 Jun 2024 (s07, session Wed 5 Jun). Distractor: s06 'in a couple of weeks, a Monday start'.",
  {HP + "s07": (-2, "Monday", 0)})
q("c55", "temporal", "When did Hana hurt her calf on a long run?",
  {HP + "s09": ["long run on Saturday"]},
  "Saturday 13 Jul 2024 (s09, session Mon 15 Jul). Distractors: s04 twinge, s07 tight calf.",
  {HP + "s09": (-2, "Saturday", 0)})
q("c56", "temporal", "When was Hana and Piotr's mum's 60th birthday party held?",
  {HP + "s10": ["what a night last night"]},
  "Saturday 3 Aug 2024 (s10 'last night', session Sun 4 Aug). Distractor: s06 invites going out.",
  {HP + "s10": (-1, "Saturday", 0)})
q("c57", "temporal", "When did Hana's dog Pickle eat Callum's sock?",
  {HP + "s11": ["socks on Tuesday night"]},
  "Tuesday 20 Aug 2024 (s11, session Thu 22 Aug).",
  {HP + "s11": (-2, "Tuesday", 0)})
q("c58", "temporal", "When did Hana and Piotr's dad have his knee replacement?",
  {HP + "s12": ["five weeks tomorrow"], HP + "s14": ["the op went fine on Friday"]},
  "Friday 18 Oct 2024: rescheduled to 'five weeks tomorrow' in s12 (session Thu 12 Sep), confirmed done 'on Friday' in s14 (session Tue 22 Oct). Distractor: s10 'middle of next month' (the cancelled date).",
  {HP + "s12": (36, "Friday", 0), HP + "s14": (-4, "Friday", 0)})
q("c59", "temporal", "How long after failing his first driving test did Piotr pass?",
  {HP + "s13": ["so I failed", "Friday. three minors"], HP + "s16": ["I PASSED", "Friday! zero serious"]},
  "Eight weeks (56 days): failed Friday 4 Oct 2024 (s13), passed Friday 29 Nov 2024 (s16).",
  {HP + "s13": (-2, "Friday", 0), HP + "s16": (-3, "Friday", 0)})
q("c60", "temporal", "When did Hana and Callum get the keys to their house in Horfield?",
  {HP + "s19": ["WE HAVE KEYS", "yesterday afternoon"]},
  "Wednesday 29 Jan 2025 (s19, session Thu 30 Jan). Distractor: s18 'completion set for the end of the month'.",
  {HP + "s19": (-1, "Wednesday", 0)})
q("c61", "temporal", "When did Elodie start working at Atelier Verrière?",
  {KE + "s01": ["I started Monday"]},
  "Monday 29 Apr 2024 (s01, session Sat 4 May).",
  {KE + "s01": (-5, "Monday", 0)})
q("c62", "temporal", "When did Kwame find out he had been passed over for associate?",
  {KE + "s03": ["Friday afternoon", "Lorne got it"]},
  "Friday 7 Jun 2024 (s03, session Mon 10 Jun). Distractor: s01 'they announce next month'.",
  {KE + "s03": (-3, "Friday", 0)})
q("c63", "temporal", "When did Elodie have her wisdom tooth pulled?",
  {KE + "s04": ["took it out on Friday"]},
  "Friday 28 Jun 2024 (s04, session Tue 2 Jul).",
  {KE + "s04": (-4, "Friday", 0)})
q("c64", "temporal", "How long after handing in his notice did Kwame accept Harbourline's counter-offer?",
  {KE + "s06": ["handed in my notice on Thursday"], KE + "s07": ["and you said yes?", "yesterday. Abena and I talked it through"]},
  "20 days (about three weeks): notice Thursday 8 Aug 2024 (s06), accepted Wednesday 28 Aug 2024 (s07).",
  {KE + "s06": (-3, "Thursday", 0), KE + "s07": (-1, "Wednesday", 0)})
q("c65", "temporal", "When did Kwame give his speech at Gerald's retirement party?",
  {KE + "s08": ["party last night"]},
  "Friday 20 Sep 2024 (s08 'last night', session Sat 21 Sep). Distractors: s04 'in a couple of months', s06 'just before his retirement party'.",
  {KE + "s08": (-1, "Friday", 0)})
q("c66", "temporal", "When did Elodie and Mathieu split up?",
  {KE + "s09": ["Mathieu and I broke up", "Saturday. I'm ok"]},
  "Saturday 5 Oct 2024 (s09, session Mon 7 Oct). Distractor: s05 first date 'tonight'.",
  {KE + "s09": (-2, "Saturday", 0)})
q("c67", "temporal", "When did Elodie actually move into her Rosemont apartment?",
  {KE + "s11": ["when did you move?", "Saturday. two weeks later than planned"]},
  "Saturday 16 Nov 2024 (s11, two weeks later than planned). Distractors: s08 'in about six weeks', s10 'less than a week' (the original plan).",
  {KE + "s11": (-2, "Saturday", 0)})
q("c68", "temporal", "When did Kwame's son Kofi break his arm?",
  {KE + "s12": ["trampoline park on Wednesday"]},
  "Wednesday 4 Dec 2024 (s12, session Sat 7 Dec). Distractor: s14 cast came off on Friday.",
  {KE + "s12": (-3, "Wednesday", 0)})
q("c69", "temporal", "When was Kwame made an associate at Harbourline?",
  {KE + "s14": ["announced yesterday"]},
  "Monday 13 Jan 2025 (s14, session Tue 14 Jan). Distractors: s03 passed over, s07 promise of the next round.",
  {KE + "s14": (-1, "Monday", 0)})
q("c70", "temporal", "When did Kwame first put the restored canoe in the water?",
  {KE + "s19": ["three weeks to launch"], KE + "s20": ["yesterday morning", "she floats"]},
  "Saturday 17 May 2025 (s20 'yesterday morning', session Sun 18 May); s19 (Sun 27 Apr) dated it to the week ('three weeks to launch'). Distractor: s18 'next month, long weekend'.",
  {KE + "s19": (21, None, 1), KE + "s20": (-1, "Saturday", 0)})

# --------------------------------------------------------------- open_domain
q("c71", "open_domain", "Why was Hana especially well placed to help her father recover after his knee replacement?",
  {HP + "s01": ["Harbourside Physio"], HP + "s04": ["you're a physio"], HP + "s14": ["sheet of exercises"]},
  "She is a physiotherapist (works at Harbourside Physio, s01; 'you're a physio', s04) and wrote him a rehab exercise sheet (s14).")
q("c72", "open_domain", "What most likely changed Piotr's mind about relocating to Dundee?",
  {HP + "s16": ["Isla", "second thoughts about Dundee"], HP + "s17": ["not going to Dundee", "Isla"]},
  "His new relationship with Isla from pottery (s16), plus keeping Ruaridh and Clay Loft (s17). Distractor: s15 decided to take Dundee; s14 offer.")
q("c73", "open_domain", "Would Hana be likely to sign up for a winter sea-swimming challenge?",
  {HP + "s15": ["given up swimming", "9 degrees"]},
  "Probably not: she gave up open-water swimming when the water got to 9 degrees and sold her wetsuit (s15). Distractors: s12 started swimming, s13 still going with neoprene socks.")
q("c74", "open_domain", "Is pottery likely to stay a long-term hobby for Piotr?",
  {HP + "s10": ["60th birthday mug"], HP + "s14": ["Clay Loft"], HP + "s17": ["Clay Loft"], HP + "s19": ["craft market"]},
  "Likely yes: he made his mum's birthday mug (s10), counts Clay Loft among reasons not to leave Glasgow (s14, s17) and now sells pots at a craft market with Isla (s19). Distractor: bouldering dropped (s10).")
q("c75", "open_domain", "Which relative should Hana and Piotr avoid telling secrets to, and why?",
  {HP + "s01": ["Auntie Ewa"], HP + "s04": ["Auntie Ewa"], HP + "s07": ["Auntie Ewa told Mum"]},
  "Auntie Ewa: warned about (s01), asking leading questions (s04), let the surprise party slip (s07).")
q("c76", "open_domain", "Why was switching to cello probably a good move for Kwame's daughter Esi?",
  {KE + "s06": ["hates practising violin"], KE + "s09": ["too squeaky"], KE + "s17": ["practising without being asked"]},
  "She hated practising violin (s06), found it 'too squeaky' (s09), and now practises cello unprompted (s17); s19 recital went well.")
q("c77", "open_domain", "Did Kwame's decision to stay at Harbourline pay off?",
  {KE + "s07": ["guaranteed in writing"], KE + "s14": ["kept their promise"]},
  "Yes: the counter-offer guaranteed associate at the next round (s07) and he was made associate (s14). Distractor: s06 notice handed in.")
q("c78", "open_domain", "What lifestyle changes probably helped bring Kwame's blood pressure down?",
  {KE + "s02": ["salt shaker"], KE + "s09": ["cycling to work"], KE + "s17": ["vegetable regime"]},
  "Less salt (s02), cycling to work (s09), Abena's vegetable regime (s17), alongside amlodipine. Distractor: s04 pills.")
q("c79", "open_domain", "Why might Elodie's housing costs feel lighter after her lease renews, even with the rent going up?",
  {KE + "s15": ["$1,710"], KE + "s20": ["splitting $1,710"]},
  "Rent rises to $1,710 from the summer (s15), but Samir moves in and they split it (s20). Distractor: s08 $1,650.")
q("c80", "open_domain", "Would Kwame's grandmother be likely to enjoy a canoe outing?",
  {KE + "s16": ["outlasted everyone"], KE + "s20": ["wants a ride"]},
  "Likely yes: she danced and outlasted everyone at her 90th (s16) and asked for a ride in the canoe named after her (s20).")


# Non-gold sessions that contain a key string, each read and settled by hand
# (listed by check.py -v). Key: (qid, "pair/sid").
SETTLED = {
    ("c03", HP + "s14"): "names Clay Loft as something he'd miss in Glasgow; no evening, no location",
    ("c03", HP + "s17"): "names Clay Loft as a reason to stay; no evening, no location",
    ("c41", KE + "s01"): "$1,420 here is Elodie's Plateau rent, not a flight price",
    ("c42", KE + "s07"): "$1,420 here is the rescheduled Ghana flight price, not rent",
    ("c46", KE + "s06"): "violin practice battles; no rental cost, no switch",
    ("c46", KE + "s17"): "cello recital coming up; no rental cost, no starting instrument",
    ("c48", KE + "s06"): "'Asante Studio!!! it's real' after his notice; neither the registration nor the pause",
    ("c72", HP + "s18"): "Isla wants to meet Hana; nothing about Dundee",
    ("c72", HP + "s19"): "Isla shares a craft-market stall; nothing about Dundee",
    ("c72", HP + "s20"): "Isla as box-room joke; Dundee already settled in s17",
    ("c74", HP + "s08"): "the sign-up itself: shows the start of the hobby, not that it lasts",
}
