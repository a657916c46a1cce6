"""The 80 questions of convo29, with the answer keys check.py looks for in each gold file.

gold entries are (pair_key, session_number, [answer-key strings found in that session once decoded]).
Pair keys: IT = Ingrid & Tomasz, AS = Amara & São, KP = Kenji & Priya.
"""

Q = []


def q(kind, query, gold, hint):
    Q.append({"kind": kind, "query": query, "gold": gold, "hint": hint})


S, M, T, O = "single_hop", "multi_hop", "temporal", "open_domain"

# ------------------------------------------------------------------ Ingrid & Tomasz
q(S, "How much did Tomasz pay for the old Polish Fiat he bought from his neighbour?",
  [("IT", 1, ["4,500 złoty"])],
  "4,500 złoty (1978 Fiat 126p 'Maluch' from Pan Zbigniew, Feb 2023). Distractors: IT s10 Telegram (paint cost 600 złoty), IT s3 (engine on kitchen table).")
q(S, "Why was Ingrid turned down for the job at the aquarium?",
  [("IT", 4, ["internal candidate"])],
  "It went to an internal candidate who had volunteered there for four years; Ingrid came second of 43 (Telegram 3 May 2023). Distractors: IT s2 (job ad), IT s3 (interview).")
q(S, "What was Ingrids finishing time in the 3km fjord swim?",
  [("IT", 8, ["1:12:40"])],
  "1:12:40, 41st of 160, water 14 degrees (Telegram 20 Aug 2023). Distractors: IT s4 (signed up), IT s7 (2.5 km training swim).")
q(S, "Which traditional knitting pattern did Ingrid choose for the jumper she was making her boyfriend?",
  [("IT", 3, ["Marius"])],
  "A Marius sweater in red, white and navy for Håkon's autumn birthday (session 3, 2 Apr 2023). Distractor: none name the pattern.")
q(S, "What did Ingrid's 3-legged dog chew up just before xmas?",
  [("IT", 12, ["work boots"])],
  "Håkon's steel-toe leather work boots (2,000 kroner), one and a half of them (Telegram 17 Dec 2023). Distractor: IT s11 (adoption of Birk), IT s13.")
q(S, "What was the name of the dog Tomasz had when he was a kid?",
  [("IT", 6, ["Burek"])],
  "Burek, a black mixed dog with one white ear (Telegram 25 Jun 2023). Distractors: Birk (IT s11-s13, Ingrid's dog), Luna (IT s7-s9).")
q(S, "What kind of drum kit did Tomasz's daughter get?",
  [("IT", 8, ["Roland"])],
  "A secondhand electronic Roland kit from OLX, with headphones (Telegram 20 Aug 2023). Distractors: IT s5 (wants drums), IT s11 (teacher Kuba), IT s12 (recital).")
q(M, "What colour was Tomasz's Maluch when he bought it, and what colour did he repaint it?",
  [("IT", 1, ["Beige"]), ("IT", 10, ["Mint green"])],
  "Beige and rusty when bought (session 1), repainted mint green 'verde menta' (Telegram 15 Oct 2023). Distractors: IT s2, s3 (restoration without colours).")
q(M, "What illness was Ingrid's cat Mons diagnosed with, and where was he buried?",
  [("IT", 5, ["kidney disease"]), ("IT", 6, ["Voss"])],
  "Chronic kidney disease, stage 2 (session 5); buried in an oak box under the rowan tree in Håkon's parents' garden in Voss (Telegram 25 Jun). Distractors: IT s1 (Mons is 16), IT s12 (Voss at Christmas).")
q(M, "Tomasz's trip to Bergen: what dates did he first plan, why was it moved, and when did he finally fly?",
  [("IT", 2, ["10–17 July"]), ("IT", 5, ["on tour in July"]), ("IT", 8, ["14–21 September"])],
  "First 10–17 July (Telegram 9 Mar); moved because the theatre toured The Seagull to Vilnius and Riga in July (session 5); booked 14–21 September, Wizz Air from Gdańsk (Telegram 20 Aug). Distractors: IT s1 ('maybe summer'), IT s3 ('still July'), IT s9 (after the visit).")
q(M, "How long was Tomasz's Norwegian learning streak in the summer, and how did it end?",
  [("IT", 7, ["40-day streak"]), ("IT", 13, ["163 days"])],
  "40-day Duolingo streak in July (session 7, Riga); it died at 163 days on New Year's Eve (session 13). Distractor: IT s9 (Duolingo owl crying).")
q(M, "How did Tomasz's mother's hip surgery go, and how well was she walking by October?",
  [("IT", 4, ["It went well"]), ("IT", 10, ["walking without crutches"])],
  "Operation went well, 'perfect like in a textbook', then 3 weeks rehab (Telegram 3 May); walking without crutches, went to Bałuty market alone (Telegram 15 Oct). Distractors: IT s3 (date set), IT s5 (walker), IT s12 (cooking twelve dishes).")
q(M, "What breed of dog did Ingrid first apply to adopt, and what kind of dog did she end up taking home?",
  [("IT", 7, ["galgos"]), ("IT", 11, ["border collie mix"])],
  "First a Spanish greyhound (galga Luna) from a rescue organisation (session 7); ended up with Birk, a three-legged border collie mix from the Bergen shelter (session 11). Distractors: IT s8 (waiting for home visit), IT s9 (Luna went to Germany).")
q(M, "What did Håkon make for Mons, and what woodworking technique did he teach Tomasz?",
  [("IT", 6, ["box out of oak"]), ("IT", 9, ["dovetail joints"])],
  "A small oak box with Mons's name carved on the lid (Telegram 25 Jun); hand-cut dovetail joints in his workshop (session 9). Distractors: IT s11 and s13 (the bookshelf).")
q(T, "When did Ingrid's cat Mons die?",
  [("IT", 6, ["Mons died on Thursday"])],
  "Thursday 22 June 2023 (Telegram export dated Sunday 25 June says 'on Thursday'). Distractor: IT s5 (diagnosis).")
q(T, "When did Ingrid start her new job at the horse clinic?",
  [("IT", 10, ["I started on Monday"])],
  "Monday 9 October 2023 (Telegram 15 Oct 2023: 'started on Monday', first week done). Distractors: IT s1 (restless at small-animal clinic), IT s4.")
q(T, "When did Ingrid swim the fjord race?",
  [("IT", 8, ["1:12:40! Yesterday"])],
  "Saturday 19 August 2023 ('yesterday' in the Telegram chat of Sunday 20 Aug). Distractors: IT s4 ('in August'), IT s7 ('one more month').")
q(T, "When did Ingrid and Håkon adopt Birk?",
  [("IT", 11, ["adopted him last weekend"])],
  "The weekend of 4-5 November 2023 ('last weekend' in session 11, 12 Nov 2023). Distractors: IT s12, s13.")
q(T, "When was Ingrid's interview at the aquarium?",
  [("IT", 3, ["job interview on Tuesday"])],
  "Tuesday 28 March 2023 (session 3 of Sunday 2 April 2023). Distractors: IT s2 (ad, deadline 20 March), IT s4 (rejection).")
q(T, "When did tomasz's mum have her hip replacment?",
  [("IT", 4, ["yesterday morning"])],
  "Tuesday 2 May 2023 ('yesterday morning' in Telegram of 3 May). Distractor: IT s3 ('beginning of May').")
q(T, "When are Ingrid and Håkon planning to visit Łódź?",
  [("IT", 13, ["In April, after Easter"])],
  "April 2024, after Easter (session 13, 14 Jan 2024). Distractor: IT s9 (Tomasz's visit to Bergen).")
q(O, "Would Tomasz want Ingrid to send him some Norwegian brown cheese as a present?",
  [("IT", 9, ["caramel soap"])],
  "No: he said brunost tastes like caramel soap, 'never again, not even as a present' (session 9).")
q(O, "Would Zosia probably enjoy a classical violin summer camp?",
  [("IT", 5, ["scales are boring"]), ("IT", 8, ["won the violin war"])],
  "Unlikely: she found scales boring and wanted to quit violin for drums (session 5), then switched to drums (Telegram 20 Aug). Distractors: IT s1, s2, s3 (violin enthusiasm early on).")
q(O, "Is Ingrid the kind of person who would adopt a disabled animal that others pass over?",
  [("IT", 11, ["walk on to the puppies"])],
  "Yes: she adopted three-legged Birk, who had waited seven months because people walked on to the puppies (session 11). Distractor: IT s7 (rescue greyhound).")
q(O, "Would Tomasz move to Warsaw for a better-paid job?",
  [("IT", 13, ["No salary is worth that"])],
  "No: he turned down head of sound at a big Warsaw theatre to stay near Zosia and his mother (session 13).")
q(O, "Would Tomasz take his restored Maluch on a long motorway trip to Norway?",
  [("IT", 10, ["then it overheats"]), ("IT", 13, ["never survive the drive to Warsaw"])],
  "No: it overheats above 80 km/h, a car for Sunday drives (Telegram 15 Oct) and 'would never survive the drive to Warsaw' (session 13). Distractor: IT s1 (bought it).")
q(O, "Does Tomasz mind rainy weather when he travels?",
  [("IT", 9, ["Honestly, I liked it"])],
  "Not really: it rained every day but one in Bergen and he liked it, would come back in November (session 9). Distractors: IT s7 ('jeg liker ikke regn' joke), IT s1 and s8 (rain warnings).")

# ------------------------------------------------------------------ Amara & São
q(S, "What mark did Amara get on her software testing certification?",
  [("AS", 3, ["34 out of 40"])],
  "34/40, pass mark 26 (Messenger 19 Apr 2023). Distractors: AS s1 (studying), AS s4 (certificate in application).")
q(S, "What was the name of the plumber who vanished in the middle of São's bathroom renovation?",
  [("AS", 2, ["Senhor Adelino"])],
  "Senhor Adelino, who took a 400 euro deposit and went 'to the Algarve' (session 2). Distractors: AS s3 (new plumber Rui, 'And Adelino?'), AS s4.")
q(S, "What colour did Ngozi pick for the family's matching wedding outfits?",
  [("AS", 9, ["emerald green lace"])],
  "Emerald green lace with a gold gele (Messenger 24 Sep 2023). Distractors: AS s11 (dress finished, photo), AS s14 ('the dress from the wedding').")
q(S, "What present did Amara's mum give São at the wedding?",
  [("AS", 12, ["coral beads"])],
  "Coral beads, 'only family gets those' (session 12). Distractor: AS s13 (Messenger, 'to the coral beads' without saying who gave them).")
q(S, "Which airline did São and Amara fly from Lagos to Enugu?",
  [("AS", 12, ["Air Peace"])],
  "Air Peace (session 12). Distractor: AS s11 (TAP Porto-Lisbon-Lagos, fly to Enugu on the 30th).")
q(S, "What did Amara tell São to pack for her trip to Nigeria?",
  [("AS", 11, ["Mosquito repellent"])],
  "Light clothes, lots of mosquito repellent, malaria tablets, a UK-plug adapter (Messenger 12 Nov 2023). Distractor: AS s8 (visa papers, yellow fever vaccine).")
q(S, "What June street festival did São celebrate in Porto with grilled sardines and toy hammers?",
  [("AS", 5, ["São João"])],
  "São João (night of 23 June), watched fireworks over the Douro (Messenger 24 Jun 2023; text is mis-encoded Latin-1). Distractor: AS s3 ('Hospital de São João').")
q(M, "How much did São charge per night at her guesthouse in spring 2023, and what did she raise it to for the summer?",
  [("AS", 2, ["65 euros a night"]), ("AS", 4, ["75 euros a night"])],
  "65 euros with breakfast (session 2, March); 75 euros from June (session 4). Distractors: AS s1, s7 (guesthouse, no prices).")
q(M, "Why did Amara put off starting her master's in Porto, and until when?",
  [("AS", 6, ["7,000 euros a year"]), ("AS", 7, ["September 2024"])],
  "Accepted but no scholarship; non-EU tuition 7,000 euros a year plus costs (session 6); deferred to start September 2024 (Messenger 13 Aug). Distractors: AS s2, s4 (application), AS s13, s14 (reapplying).")
q(M, "Where does Amara live now, and what is her current job title?",
  [("AS", 10, ["New flat in Lekki"]), ("AS", 7, ["QA lead"])],
  "In a new flat in Lekki since October 2023 (session 10); QA lead, head of the testing team since 1 Sep (Messenger 13 Aug). Distractors: AS s4 (Yaba oven), AS s8 (rent rise, flat hunting), AS s9, AS s14 ('the new flat').")
q(M, "Where did São have her visa appointment, and on what day did the visa arrive?",
  [("AS", 9, ["Alfa Pendular"]), ("AS", 10, ["ARRIVED! On Tuesday"])],
  "At the Nigerian embassy in Lisbon, by Alfa Pendular train on Wed 20 Sep (Messenger 24 Sep); the visa arrived on Tuesday 10 Oct 2023 (session 10, 15 Oct). Distractor: AS s8 (visa requirements).")
q(M, "How much did São's grandson weigh when he was born, and who are his godparents?",
  [("AS", 5, ["3,4 kg", "His name is Tomé"]), ("AS", 10, ["Duarte is the godfather"])],
  "3,4 kg and 51 cm (Messenger 24 Jun, mis-encoded text); godfather Duarte (São's son), godmother Carolina (session 10). Distractors: AS s1 (pregnancy), AS s9 (baptism date).")
q(M, "Which race did Amara enter in October, and what was her finishing time?",
  [("AS", 8, ["Ikoyi Bridge 10K"]), ("AS", 10, ["58:31"])],
  "The Ikoyi Bridge 10K on 7 October (session 8); finished in 58:31 (session 10). Distractors: AS s4 (running group), AS s9 (8 km training).")
q(T, "When did amara sit the ISTQB?",
  [("AS", 3, ["Wrote it on Saturday"])],
  "Saturday 15 April 2023 (Messenger of Wednesday 19 April). Distractor: AS s1 ('mid-April').")
q(T, "When was São's grandson Tomé born?",
  [("AS", 5, ["Born last Sunday", "His name is Tomé"])],
  "Sunday 18 June 2023 at 4 am ('last Sunday' in Messenger of Saturday 24 June). Distractor: AS s1 ('comes in June').")
q(T, "When is Ngozi's traditional wedding taking place?",
  [("AS", 3, ["on 2 December in Enugu"])],
  "2 December 2023 in Enugu, at the parents' compound (Messenger 19 Apr 2023). Distractors: AS s1 ('later this year'), AS s8, AS s11 (travel 28 Nov-8 Dec), AS s12.")
q(T, "When did São have her visa interview for Nigeria?",
  [("AS", 9, ["On Wednesday I went to Lisboa"])],
  "Wednesday 20 September 2023 (Messenger of Sunday 24 Sep). Distractors: AS s8 (requirements), AS s10 (visa arrived).")
q(T, "When did São fly out to Lagos?",
  [("AS", 11, ["28 November"])],
  "28 November 2023, Porto-Lisbon-Lagos with TAP, back 8 December (Messenger 12 Nov). Distractors: AS s3 (wedding date), AS s12 (home since Friday).")
q(T, "When did Amara's promotion at the fintech take effect?",
  [("AS", 7, ["Starting 1 September"])],
  "1 September 2023 (Messenger 13 Aug). Distractor: AS s8 ('everyone calls me madam').")
q(T, "When is Amara's scholarship interview?",
  [("AS", 14, ["Tuesday 20 February"])],
  "Tuesday 20 February 2024, online with two professors (session 14). Distractor: AS s13 (round closes end of February).")
q(O, "Does São handle very spicy food well?",
  [("AS", 12, ["the pepper soup"])],
  "No: the pepper soup made her cry real tears, mouth on fire for an hour (session 12).")
q(O, "Is Amara likely to give up on her plan to study in Portugal?",
  [("AS", 7, ["reapply for the scholarship"]), ("AS", 13, ["I'm reapplying"]), ("AS", 14, ["invited me for an interview"])],
  "No: she deferred a year to reapply (Messenger 13 Aug), made the scholarship her 2024 resolution (Messenger 31 Dec) and got an interview (session 14). Distractor: AS s6 (no scholarship).")
q(O, "How did Amara and São originally get to know each other?",
  [("AS", 1, ["as our exchange student"])],
  "São was her host mother: Amara lived with the Ferreiras as an exchange student in Porto in 2014, aged 17 (Messenger 11 Mar). Partial hints: AS s5 ('my exchange year'), AS s2 ('your old room'), AS s4 ('in my house').")
q(O, "Could São manage the guesthouse's Instagram account on her own?",
  [("AS", 7, ["What is a hashtag?"]), ("AS", 9, ["Not the hashtag yet"]), ("AS", 14, ["I still don't know how"])],
  "Probably not: Inês set it up and São doesn't understand hashtags (Aug), only learned the word 'live' (Sep), still can't post (Jan 2024).")
q(O, "Would Amara appreciate a box of Portuguese custard tarts?",
  [("AS", 4, ["I miss them so much"])],
  "Yes: she baked pastéis de nata from São's recipe in Lagos and misses them (session 4). Distractor: AS s14 ('pastel de nata' as a word she knows).")
q(O, "Is São adventurous enough to travel to another continent without her husband?",
  [("AS", 8, ["my first trip outside Europe, alone"])],
  "Yes: at 62 she decided to fly to Nigeria alone because Artur's cardiologist kept him home (session 8). Distractors: AS s11, s12 (the trip itself), AS s1 ('never further than Paris').")
q(O, "Would Amara be interested in running a half marathon?",
  [("AS", 10, ["A half marathon!"])],
  "Yes: after her 10K she named a half marathon, maybe Lagos in February, as her next goal (session 10). Distractors: AS s4, s8.")

# ------------------------------------------------------------------ Kenji & Priya
q(S, "What position does Kenji's son play on his baseball team?",
  [("KP", 1, ["He is the catcher"])],
  "Catcher (Slack 4 Apr 2023). Distractors: KP s3 (threw out a runner), KP s5 (broken wrist), KP s10 (blocks the ball).")
q(S, "Why did Priya flunk her first driving exam?",
  [("KP", 2, ["I rolled back"])],
  "She rolled back about half a metre on the slope / hill start at the RTO track (session 2). Distractors: KP s3 ('no rollback'), KP s13 ('I remember the slope').")
q(S, "What car did Priya buy after getting her license?",
  [("KP", 5, ["Maruti Swift"])],
  "A used red 2019 Maruti Swift, 31,000 km, named Tomato (Slack 28 Jun 2023). Distractors: KP s3 (dad's Innova), KP s6, KP s13 (Tomato).")
q(S, "Which company offered Priya a job in Hyderabad?",
  [("KP", 7, ["Skyvane"])],
  "Skyvane, a delivery-drone startup: firmware lead (Slack 22 Aug 2023). Distractors: KP s6 (recruiter, unnamed), KP s8 ('told the drone people no').")
q(S, "What role did Kenji's daughter play in her school play?",
  [("KP", 12, ["She played a fox"])],
  "A fox, Gon from the children's story, with costume sewn by Yuki (session 12). Distractor: KP s10 (Mei and elephants).")
q(S, "Which song did Priya sing at her grandmother's 90th birthday?",
  [("KP", 4, ["Alaipayuthe"])],
  "Alaipayuthe, an old Carnatic song (session 4). Distractor: KP s5 ('sing in the car').")
q(M, "What were Priya's original dates for her work trip to Japan, and what dates did it finally get?",
  [("KP", 1, ["June 12 to 23"]), ("KP", 5, ["Nov 6 to 17"])],
  "Originally 12-23 June 2023 (Slack 4 Apr); finally 6-17 November (Slack 28 Jun). Distractors: KP s3 ('probably September'), KP s8 ('arrive on the 6th'), KP s9 (hotel), KP s11.")
q(M, "When was the lab move to Kobe first planned for, and when did it actually happen?",
  [("KP", 4, ["They say August"]), ("KP", 9, ["Last week. Tuesday to Thursday"])],
  "Planned for August (session 4); happened the week of 10-12 Oct 2023 (Slack 16 Oct). Distractors: KP s6 (delayed, no date), KP s8 (still waiting).")
q(M, "How big a raise did the Hyderabad startup offer Priya, and what did her own company give her to stay?",
  [("KP", 7, ["35% more", "& relocation"]), ("KP", 8, ["25% raise"])],
  "Skyvane offered 35% more plus relocation (Slack 22 Aug); her company gave a 25% raise and tech lead on the gripper firmware (session 8). Distractor: KP s6 (recruiter call), KP s13 (promotion to senior).")
q(M, "On which attempt did Priya pass her driving test, and where did she go on her first long drive?",
  [("KP", 3, ["second attempt"]), ("KP", 6, ["I drove to Mysore"])],
  "Second attempt, on 8 May (Slack 10 May); first long drive to Mysore, 150 km (session 6). Distractors: KP s2 (failed first), KP s5 (bought car).")
q(M, "What pest attacked Kenji's juniper in the summer, and what happened with the tree in December?",
  [("KP", 6, ["Spider mites"]), ("KP", 12, ["encouragement prize"])],
  "Spider mites, treated with water spray and neem oil (session 6); it won an encouragement prize at the Sakai bonsai society exhibition (session 12). Distractors: KP s2 (repotting), KP s8 ('new green at the tips').")
q(M, "Which route of the old pilgrim trail in Wakayama did Kenji plan to hike with Haruto, and what did his son say when they finished?",
  [("KP", 4, ["Nakahechi"]), ("KP", 11, ["next year we do a harder route"])],
  "The Nakahechi route, Takijiri to Hongu (session 4); at the Hongu torii Haruto said 'next year we do a harder route' (Slack 20 Nov). Distractors: KP s5 (wrist), KP s8 (dates moved to 3-5 Nov).")
q(M, "Where does Kenji's wife work part-time, and what recipe did she ask Priya for?",
  [("KP", 2, ["bakery near Kyobashi"]), ("KP", 11, ["sambar recipe"])],
  "At a bakery near Kyobashi station (session 2); she asked for Priya's mother's sambar recipe (Slack 20 Nov). Distractors: KP s8 (melon pan), KP s10 (Yuki's curry plan).")
q(T, "When did Priya fail her first driving test?",
  [("KP", 2, ["driving test on Friday"])],
  "Friday 21 April 2023 (session 2 of Sunday 23 April). Distractors: KP s1 ('test in ~3 weeks'), KP s3.")
q(T, "When did Priya pass her driving test?",
  [("KP", 3, ["second attempt, on Monday"])],
  "Monday 8 May 2023 (Slack export of Wednesday 10 May). Distractor: KP s2 ('in about two weeks').")
q(T, "When did Priya's grandmother turn 90?",
  [("KP", 4, ["Paati turned 90 last weekend"])],
  "The weekend of 3-4 June 2023 ('last weekend' in session 4, Wednesday 7 June).")
q(T, "When did Haruto break his wrist?",
  [("KP", 5, ["broke his wrist on Saturday"])],
  "Saturday 24 June 2023 (Slack of Wednesday 28 June). Distractors: KP s6 (cast off next week), KP s7 (cast off).")
q(T, "When did Priya sit the beginner Japanese language exam?",
  [("KP", 12, ["JLPT N5 two weeks ago"])],
  "About 3 December 2023 ('two weeks ago' in session 12, 17 Dec). Distractor: KP s10 ('early December', registered).")
q(T, "When was Priya promoted to senior firmware engineer?",
  [("KP", 13, ["Senior Firmware Engineer as of today"])],
  "Monday 22 January 2024, announced at the all-hands (Slack export 2024-01-22). Distractor: KP s8 (tech lead + raise, Sep 2023).")
q(O, "Would Priya enjoy dinner at a Japanese steakhouse?",
  [("KP", 10, ["No meat, no fish"])],
  "No: she is vegetarian, no meat, fish or eggs (session 10). Distractor: KP s1 (okonomiyaki).")
q(O, "Would Kenji ever sell his grandfather's bonsai?",
  [("KP", 2, ["not for sale"])],
  "No: 'not for sale, never, even if someone offers me a car' (session 2). Distractors: KP s6, s12.")
q(O, "Does Priya care more about money than about being near her family?",
  [("KP", 8, ["close to Amma and Appa"])],
  "No: she turned down the higher offer partly to stay close to her parents (session 8). Distractors: KP s7 (the offer), KP s6 (dad sad).")
q(O, "Would Priya enjoy singing at a family gathering?",
  [("KP", 4, ["how much I love singing"])],
  "Yes: 12 years of Carnatic training, sang for Paati's 90th and rediscovered how much she loves singing (session 4). Distractor: KP s5 ('sing in the car').")
q(O, "Would Kenji order the spiciest curry on the menu in Bengaluru?",
  [("KP", 11, ["not built for Indian spice"])],
  "No: even the mild mixture made him cough for five minutes (Slack 20 Nov). Distractor: KP s13 (dosa plans).")
q(O, "Would a toy elephant be a good present for Kenji's daughter?",
  [("KP", 10, ["Mei loves anything with elephants"]), ("KP", 11, ["elephant notebook"])],
  "Yes: Mei loves anything with elephants (session 10) and uses Priya's elephant notebook every day (Slack 20 Nov). Distractor: KP s12 (fox costume).")
q(O, "Would Priya's father have been happy if she moved to Hyderabad?",
  [("KP", 6, ["his face went all sad"])],
  "No: when he asked whether she'd move to Hyderabad 'his face went all sad' (session 6). Distractors: KP s7, s8.")


def ordered():
    """Interleave pairs and kinds (round robin over 12 buckets) so ids c01-c80 mix them."""
    buckets = {}
    order = []
    for item in Q:
        pair = item["gold"][0][0]
        key = (pair, item["kind"])
        if key not in buckets:
            buckets[key] = []
            order.append(key)
        buckets[key].append(item)
    kinds = [S, T, M, O]
    keys = [(p, k) for k in kinds for p in ("IT", "AS", "KP")]
    keys = [keys[(i * 5) % 12] for i in range(12)]
    out = []
    while any(buckets[k] for k in keys):
        for k in keys:
            if buckets[k]:
                out.append(buckets[k].pop(0))
    for i, item in enumerate(out, 1):
        item["id"] = f"c{i:02d}"
    return out


def build_queries(path_of):
    res = []
    for item in ordered():
        res.append({
            "id": item["id"],
            "query": item["query"],
            "gold": [path_of(p, n) for p, n, _k in item["gold"]],
            "kind": item["kind"],
            "gold_hint": item["hint"],
        })
    return res


def with_keys(path_of):
    res = []
    for item in ordered():
        res.append(dict(item, gold_paths=[(path_of(p, n), keys) for p, n, keys in item["gold"]]))
    return res
