# Question definitions. Session refs: nfNN = nadia_felix/sNN, brNN = bea_rohan/sNN.
# "keys": per gold session, strings that must occur (case-insensitive) in that file's text.
Q = []
def q(kind, query, keys, hint):
    Q.append({"kind": kind, "query": query, "keys": keys, "hint": hint})

S, M, T, O = "single_hop", "multi_hop", "temporal", "open_domain"

# ---------------- single_hop (30) ----------------
q(S, "What was the racing name of the greyhound Nadia adopted?",
  {"nf02": ["Sparkling Pickle Queen"]},
  "Sparkling Pickle Queen, shortened to Pickle. Other Pickle sessions (s04 homecoming etc.) don't give the racing name.")
q(S, "How much did Bea pay for her VW campervan?",
  {"br03": ["£11,500"]},
  "£11,500 for a 2002 VW T4 she named Moss. Distractors: £900 gearbox repair (s05), £610 insurance (s18).")
q(S, "Which company does Felix work for after moving to Hamburg?",
  {"nf02": ["Nordhafen Consult"], "nf09": ["Nordhafen"]},
  "Nordhafen Consult (named when the recruiter called in s02; 'two weeks in at Nordhafen' in s09).")
q(S, "How much severance did Rohan get when Quillpay let him go?",
  {"br04": ["Three months' severance"]},
  "Three months' severance. s01/s03 only mention layoff rumours.")
q(S, "What did Nadia buy at a little pottery shop in Kyoto, and what did it cost?",
  {"nf11": ["tea bowl for 9,000 yen"]},
  "A tea bowl for 9,000 yen (about 95 dollars), near Kiyomizu. s10 only plans to buy tea bowls.")
q(S, "What does Greenmesh, the startup Rohan interviewed with, build?",
  {"br05": ["grid-scale batteries"], "br09": ["Forecasting when to charge and discharge"], "br17": ["batteries charged at the right time"]},
  "Software that runs grid-scale batteries: forecasting when to charge and discharge them (s05, s09, s17). s04 is only Rohan wishing for climate tech.")
q(S, "How much does Felix pay per month for his Eimsbüttel flat, bills included?",
  {"nf07": ["1,350 warm"]},
  "1,350 euros 'warm' rent (heating and bills included). Distractor: Nadia's rents in AUD per week.")
q(S, "What salary did Tallybank offer Rohan?",
  {"br08": ["£85k"]},
  "£85k, which he turned down. Distractors: Greenmesh £78k (s07), Biscuit's £85 fee (s10).")
q(S, "What climbing injury did Felix get, and how long was he told to rest?",
  {"nf07": ["A2 pulley", "Six weeks off climbing"]},
  "A2 pulley strain in his ring finger, six weeks off climbing. s08/s09 only mention recovery.")
q(S, "How long did it take Bea to swim a mile at Clevedon?",
  {"br05": ["48 minutes"]},
  "48 minutes (with a 'seal' that was a dog).")
q(S, "What does Hamish do for a living?",
  {"nf06": ["He's an architect"], "nf17": ["An architect with a spreadsheet"]},
  "He is an architect.")
q(S, "At which pub was Declan's retirement do held?",
  {"br05": ["Brewery Tap"], "br07": ["Brewery Tap"]},
  "The Brewery Tap in Leeds (first set for 21 Oct, moved to 25 Nov at the same place). s10 recaps the night without naming the venue.")
q(S, "Where did Felix propose to Marieke?",
  {"nf17": ["Sylt"]},
  "On a beach walk on Sylt, in a gale.")
q(S, "What was Bea's Copenhagen conference talk about?",
  {"br09": ["museum visitors who don't want to look at their phones"]},
  "Designing for museum visitors who don't want to look at their phones (drawn from the Severn project).")
q(S, "How many pieces did Nadia sell at her first makers' market, and how much did she take?",
  {"nf18": ["23 pieces", "640 dollars"]},
  "23 pieces, 640 dollars (minus the 80 dollar stall fee). s17 only books the stall.")
q(S, "What did the survey find wrong with the St Albans house, and how much came off the price?",
  {"br11": ["damp in the back bedroom", "£5k off"]},
  "Damp in the back bedroom; £5k off, price £460k.")
q(S, "Where was Felix's e-bike stolen?",
  {"nf18": ["Dammtor station"]},
  "Outside Dammtor station in Hamburg (lock cut).")
q(S, "At what time was Rohan's daughter born and how much did she weigh?",
  {"br12": ["4:12am", "3.4 kilos"]},
  "4:12am, 3.4 kilos (Tara Mehta).")
q(S, "What was Felix's finishing time in the Berlin half marathon?",
  {"nf20": ["1:54:32"]},
  "1:54:32. s16/s18/s19 are training only.")
q(S, "What salary and title did Fathom Studio formally offer Bea?",
  {"br14": ["£72k, head of design"]},
  "£72k, head of design, starting April. s13 is only the informal approach (no salary); s15 she declines.")
q(S, "What time did Nadia run in her 10k race?",
  {"nf12": ["52 minutes and 10 seconds"]},
  "52 minutes 10 seconds. Distractor: Felix's 1:54:32 half marathon.")
q(S, "Roughly how big was the audience at Bea's Copenhagen talk?",
  {"br17": ["About 200 people"]},
  "About 200 people.")
q(S, "How much did Nadia end up paying for her second-hand pottery wheel?",
  {"nf13": ["Got him down to 400"]},
  "400 dollars after haggling. Distractor: asking price 450 and new price 1,800 (s12).")
q(S, "How much does Tara's nursery cost per month?",
  {"br17": ["£1,400 a month"]},
  "£1,400 a month for three days a week.")
q(S, "What is the name of Hamish's cat?",
  {"nf19": ["Mango"]},
  "Mango. s13 mentions his dog-hating cat without a name.")
q(S, "What did Rohan's mother give him so he could find things in the kitchen she reorganised?",
  {"br18": ["laminated card"]},
  "A laminated card showing where everything is. s15/s16 only predict/describe the reorganising.")
q(S, "What did Felix buy instead of a new e-bike after the insurance paid out?",
  {"nf19": ["second-hand road bike for 650"]},
  "A second-hand road bike for 650 euros; the rest of the 1,800 payout went to the wedding fund.")
q(S, "Which dish did Rohan tell Bea to try in Porto?",
  {"br19": ["francesinha"]},
  "A francesinha.")
q(S, "Which year level does Nadia teach this year, and how many kids are in her class?",
  {"nf01": ["Year 4", "26 kids"]},
  "Year 4, 26 kids.")
q(S, "By how much did the insurance on Bea's van go up at renewal?",
  {"br18": ["£610", "£480"]},
  "From £480 to £610 (£130 more); best alternative quote £575. Distractor: ferry £520 -> £640 (s15).")

# ---------------- multi_hop (20) ----------------
q(M, "How much more did Felix end up paying for his Gazelle e-bike than the price he first mentioned?",
  {"nf01": ["2,100 euros"], "nf04": ["It's 2,400 now"], "nf06": ["2,400, the full new price"]},
  "300 euros more: first seen at 2,100 (s01), price rose to 2,400 (s04), bought at 2,400 (s06).")
q(M, "What did Bea's campervan cost her in total, counting the gearbox repair?",
  {"br03": ["£11,500"], "br05": ["£900"]},
  "£12,400: £11,500 purchase (s03) + £900 gearbox (s05).")
q(M, "What finishing times did Nadia and Felix record in their races?",
  {"nf12": ["52 minutes and 10 seconds"], "nf20": ["1:54:32"]},
  "Nadia 10k in 52:10 (s12); Felix Berlin half in 1:54:32 (s20).")
q(M, "What salary did Rohan accept at Greenmesh, and what did he turn down from Tallybank?",
  {"br07": ["£78k"], "br08": ["£85k"]},
  "Accepted Greenmesh at £78k (offer in s07); turned down Tallybank's £85k (s08).")
q(M, "What was Nadia's weekly rent before the increase, and what does her Coburg unit cost?",
  {"nf02": ["from 520 to 585"], "nf14": ["560 a week"]},
  "520 a week before (rose to 585, s02/s05); the Coburg unit is 560 a week (s14).")
q(M, "Why was Declan's leaving do moved, and which ex-colleague could only send a video?",
  {"br07": ["double-booked"], "br10": ["Gav"]},
  "The Brewery Tap double-booked, so it moved from 21 Oct to 25 Nov (s07); Gav, now in New Zealand, sent a video (s10).")
q(M, "Why did Nadia's Japan trip get pushed back, and what was the highlight once she went?",
  {"nf03": ["Jess broke her ankle"], "nf11": ["Naoshima, hands down"]},
  "Jess broke her ankle at netball so April became September (s03); highlight was Naoshima (s11). s10 only lists the plan.")
q(M, "At which hospital was Bea's father waiting for his hip replacement, and how did the operation go?",
  {"br06": ["Northern General"], "br14": ["textbook hip"]},
  "Northern General in Sheffield (s06); it went well, 'a textbook hip', on crutches day two (s14).")
q(M, "What was Nadia's longest training run before shin splints forced her to switch races?",
  {"nf09": ["16 km"], "nf10": ["shin splints"]},
  "16 km along the Merri Creek trail (s09); shin splints made her drop from the half to the 10k (s10).")
q(M, "Which organisation did Biscuit come from, and how much did Bea pay to adopt him?",
  {"br08": ["Bristol Cat Rescue"], "br10": ["£85 adoption fee"]},
  "Bristol Cat Rescue, fostered first (s08); £85 adoption fee (s10).")
q(M, "Who looked after Pickle while Nadia was in Ireland, and how had that person been injured earlier in the year?",
  {"nf03": ["broke her ankle at netball"], "nf05": ["Jess is going to mind Pickle"], "nf08": ["Jess says she was perfect"]},
  "Jess (s05 plan, s08 confirmed), who had broken her ankle playing netball (s03; s05/s10 mention the ankle but not how).")
q(M, "What is Meera's job, and how many days a week does she work when she returns after maternity leave?",
  {"br01": ["deputy head of pharmacy"], "br17": ["three days a week"], "br20": ["three days a week"]},
  "Deputy head of pharmacy at Whipps Cross (s01); back part time three days a week (s17 plan, s20 starting).")
q(M, "What was the Brennans' original plan for Christmas 2023, where did Maureen go instead, and how did she get hurt?",
  {"nf11": ["She wants everyone home in Cork"], "nf13": ["coming to Hamburg instead"], "nf15": ["slipped on ice"]},
  "Everyone home in Cork (s11); Maureen flew to Felix in Hamburg instead (s13); she slipped on ice outside the Rathaus and sprained her wrist (s15). s14 only previews the markets.")
q(M, "How cold was the water for Bea's New Year's Day swim compared with her swim in Copenhagen?",
  {"br12": ["8 degrees"], "br17": ["7 degrees"]},
  "8 degrees at Clevedon on New Year's Day (s12) vs 7 degrees at Islands Brygge harbour baths (s17).")
q(M, "How many people were on the final guest list for Maureen's 70th, and what did Uncle Pat announce at the party?",
  {"nf07": ["43 people"], "nf08": ["Aoife's engaged"]},
  "43 guests (s07; s03 had said forty); Pat announced cousin Aoife's engagement (s08).")
q(M, "Why did Rohan miss his cousin Vikram's wedding in Kerala, and when will the family visit instead?",
  {"br06": ["blood pressure"], "br18": ["October, three weeks, flying into Kochi"]},
  "Midwife advised against flying at 35 weeks due to blood pressure readings (s06); visit booked for October 2024, three weeks, into Kochi (s18). s03 only mentions the wedding.")
q(M, "Where did Nadia take her pottery classes, and how much did she pay for her own wheel?",
  {"nf04": ["studio in Northcote"], "nf13": ["Got him down to 400"]},
  "Tuesday-night classes at a studio in Northcote (s04); wheel bought for 400 dollars (s13).")
q(M, "What chess rating did Rohan reach at his club, and how does he play chess now that he's a dad?",
  {"br05": ["1540"], "br16": ["Only online"]},
  "Rating 1540 after coming third in the summer tournament (s05); now only online on his phone at 3am (s16).")
q(M, "What bouldering grades has Felix climbed, from his first milestone to his best?",
  {"nf03": ["V4"], "nf16": ["V5"]},
  "V4 (s03), later his first V5 (s16).")
q(M, "Why is Bea leaving her Easton flat, and when does she move to Clevedon?",
  {"br19": ["going up by £150"], "br20": ["20th of July"]},
  "Rent going up by £150 from August (s19); moves into the Clevedon cottage on 20 July (s20).")

# ---------------- temporal (20) ----------------
q(T, "When did Pickle come home to live with Nadia?",
  {"nf04": ["as of yesterday"]},
  "Saturday 15 April 2023 (s04, dated 16 Apr 2023: 'a house dog as of yesterday'). s03 only estimates 'maybe three weeks'.")
q(T, "When was Rohan laid off?",
  {"br04": ["laid off on Tuesday"]},
  "Tuesday 18 July 2023 (s04 dated Sun 23 Jul 2023).")
q(T, "When did Felix accept the Hamburg job offer?",
  {"nf05": ["accepted the Hamburg job yesterday"]},
  "Saturday 6 May 2023 (s05 dated 7 May 2023). Distractor: written offer arrived (s04, April).")
q(T, "When did Rohan start working at Greenmesh?",
  {"br08": ["Monday the 6th of November"], "br09": ["First day tomorrow"], "br10": ["Three weeks in"]},
  "Monday 6 November 2023 (s08 states it; s09 dated 5 Nov says 'first day tomorrow'; s10 dated 26 Nov says 'three weeks in').")
q(T, "When was Maureen's 70th birthday party?",
  {"nf04": ["Saturday the 15th of July"]},
  "Saturday 15 July 2023 at the golf club in Cork (s04). s08 recaps it afterwards without a date.")
q(T, "When was Rohan and Meera's baby born?",
  {"br12": ["born on Tuesday"], "br13": ["Week four of fatherhood"]},
  "Tuesday 2 January 2024 (s12 dated Sun 7 Jan 2024; s13 dated 28 Jan: 'week four of fatherhood'). Due date 'first week of January' (s02) is only a plan.")
q(T, "When did Nadia run her 10k race?",
  {"nf11": ["my 10k is next Sunday"], "nf12": ["Ran the 10k two weeks ago"]},
  "Sunday 15 October 2023 (s11 dated 8 Oct: 'next Sunday'; s12 dated 29 Oct: 'two weeks ago').")
q(T, "When did Bea's dad have his hip replacement?",
  {"br11": ["the 12th of February"], "br13": ["operation is in just over two weeks"], "br14": ["hip done on Monday"]},
  "Monday 12 February 2024.")
q(T, "Which weekend did Marieke move in with Felix in Hamburg?",
  {"nf13": ["Marieke moves in two weeks"], "nf14": ["Last weekend, with a rented van"]},
  "Weekend of 2-3 December 2023 (s14 dated 10 Dec: 'last weekend'; s13 dated 19 Nov: 'in two weeks'). s11 only says 'December'.")
q(T, "When did Bea officially adopt Biscuit?",
  {"br10": ["Signed the papers on Thursday"]},
  "Thursday 23 November 2023 (s10 dated 26 Nov). Fostering began around mid-October (s08).")
q(T, "When was Felix's e-bike stolen?",
  {"nf18": ["stolen on Thursday"]},
  "Thursday 7 March 2024 (s18 dated Sun 10 Mar 2024).")
q(T, "When did Rohan and his family move into the St Albans house?",
  {"br15": ["Completion is the 22nd of March"], "br16": ["Moved on the 22nd"]},
  "Friday 22 March 2024. Earlier expected completion was February (s10), then 'March, hopefully' (s13).")
q(T, "When did Felix and Marieke get engaged?",
  {"nf17": ["I asked her last weekend on Sylt"]},
  "Weekend of 3-4 February 2024 (s17 dated Sun 11 Feb 2024).")
q(T, "On what date did Bea fly to Copenhagen for her talk?",
  {"br15": ["fly on the 10th of April"], "br16": ["Copenhagen is in ten days"]},
  "10 April 2024. s09 only says 'next April'; s17 is after the trip.")
q(T, "How long after moving to Hamburg did Felix pass his B1 German exam?",
  {"nf08": ["drive to Hamburg on Sunday"], "nf13": ["B1 exam last Saturday"]},
  "About three and a half months: drove to Hamburg Sunday 30 July 2023 (s08, dated 26 Jul); sat B1 on Saturday 11 Nov 2023, results 16 Nov (s13, dated 19 Nov).")
q(T, "How long after being laid off did Rohan accept the Greenmesh offer?",
  {"br04": ["laid off on Tuesday"], "br08": ["accepted Greenmesh on Friday"]},
  "About three months (12-13 weeks): laid off Tue 18 July 2023 (s04); accepted Friday 13 October 2023 (s08, dated 15 Oct).")
q(T, "When did Nadia move into her Coburg unit?",
  {"nf14": ["20th of January"], "nf15": ["moving on the 20th"], "nf16": ["Moved! Yesterday."]},
  "Saturday 20 January 2024 (s16 dated 21 Jan: 'yesterday').")
q(T, "When did Bea buy her campervan Moss?",
  {"br03": ["I bought a van yesterday"]},
  "Saturday 1 July 2023 (s03 dated Sun 2 Jul 2023).")
q(T, "When did Maureen slip on the ice in Hamburg?",
  {"nf15": ["on the 27th"]},
  "27 December 2023 (s15 dated 1 Jan 2024 local).")
q(T, "When is Bea moving into the Clevedon cottage?",
  {"br20": ["I move on the 20th of July"]},
  "20 July 2024 (s20, signed 22 June). s19 only mentions a viewing.")

# ---------------- open_domain (10) ----------------
q(O, "Would Nadia be likely to buy handmade ceramics as a travel souvenir?",
  {"nf10": ["spend all my money on tea bowls"], "nf11": ["bought a tea bowl"]},
  "Yes: she is a keen potter and bought a 9,000 yen tea bowl in Kyoto.")
q(O, "Would Bea enjoy a winter wild-swimming holiday?",
  {"br02": ["swim right through the winter"], "br11": ["New Year's Day swim"], "br12": ["New Year's Day swim"], "br17": ["harbour baths"]},
  "Yes: Clevedon group swims through winter (s02), planned and did the New Year's Day swim at 8 degrees (s11, s12), Copenhagen harbour swim at 7 degrees (s17).")
q(O, "Would Felix cope well with fieldwork that meant days at sea on a survey vessel?",
  {"nf01": ["four days on a survey boat"]},
  "Yes: he described four days on a survey boat out of Esbjerg as 'cold and wet and brilliant'.")
q(O, "Does Rohan seem likely to pick a meaningful job over a better-paid one?",
  {"br04": ["Something that matters"], "br06": ["Greenmesh, in my heart"], "br08": ["I turned it down"]},
  "Yes: wanted climate tech 'something that matters' (s04) and chose Greenmesh (£78k) over Tallybank (£85k) (s08).")
q(O, "Would Nadia rather rent a flat with no outdoor space or a place with a yard?",
  {"nf13": ["more yards"], "nf14": ["big backyard"], "nf16": ["ran a lap of the backyard"]},
  "A place with a yard, for her greyhound Pickle: she chose the Coburg unit with a big backyard.")
q(O, "Is Bea likely to take a full-time office job in the near future?",
  {"br14": ["I'd miss being my own boss"], "br15": ["Turned it down on Monday"]},
  "Unlikely: she turned down Fathom Studio's £72k head-of-design role (five days in office) because she likes freelance life.")
q(O, "Did Maureen Brennan really want a low-key 70th birthday?",
  {"nf01": ["not wanting a fuss"], "nf03": ["forty people"], "nf07": ["43 people"], "nf08": ["table dancing"]},
  "No: 'not wanting a fuss' meant she wanted one; 40+ guests at the golf club and she danced on a table.")
q(O, "Is Rohan the sort of person who organises things with spreadsheets?",
  {"br02": ["spreadsheet"], "br08": ["spreadsheet"], "br12": ["spreadsheet"], "br13": ["Make a spreadsheet"], "br18": ["spreadsheet"]},
  "Yes: birthday spreadsheet at Halden, job decision spreadsheet, nappy spreadsheet, flight-nappy spreadsheet; tells Bea to make one.")
q(O, "Would Marieke be keen on a big 150-guest wedding?",
  {"nf17": ["Marieke wants a small one"]},
  "Probably not: Marieke wants a small wedding; it is Maureen who wants 150 people (s17). s18 only names the venue.")
q(O, "Is Bea's father the type to follow his doctors' advice strictly while recovering?",
  {"br15": ["asking when he can play bowls"], "br17": ["Against medical advice"]},
  "No: asking to play bowls weeks after surgery and back at bowls against medical advice.")
