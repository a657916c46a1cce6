#!/usr/bin/env python3
"""Writes ../queries.json and gen/answer_keys.json (stdlib only, deterministic).

Each question: Q(id, kind, query, {session_ref: [answer key strings]}, gold_hint)
session_ref: AR<n> = Aiko_Ravi session n, HJ<n> = Halina_Jess, ZL<n> = Zara_Leo.
Every answer key must occur (case-insensitive, whitespace-normalised) in the decoded
text of that gold file; check.py verifies it."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build  # noqa: E402

PAIRS = {"AR": "Aiko_Ravi", "HJ": "Halina_Jess", "ZL": "Zara_Leo"}
PATHS = build.session_paths()


def ref(r):
    return PATHS[(PAIRS[r[:2]], int(r[2:]))]


QS = []


def Q(qid, kind, query, gold, hint):
    QS.append((qid, kind, query, gold, hint))


# ------------------------------------------------------------------ Aiko & Ravi
Q("c01", "single_hop", "What kind of drumming class did Aiko sign up for, and where and when does it meet?",
  {"AR1": ["Taiko drumming", "Tennoji on Saturday mornings"]},
  "Taiko at the community centre in Tennoji, Saturday mornings (AR s1). Distractors: s3/s4/s6/s7 talk about taiko but not where/when the class is.")
Q("c02", "single_hop", "what did ravi's coworkers give him as a going away present when he left paylane?",
  {"AR6": ["cricket bat signed by the whole team"]},
  "A cricket bat signed by the team, 'no more bugs' on the handle (AR s6, farewell lunch). Distractors: s5 (resignation), s14.")
Q("c03", "single_hop", "Which classical indian dance is Ravi's daugher Meera learning?",
  {"AR2": ["Bharatanatyam"]},
  "Bharatanatyam, with Mrs. Lakshmi (AR s2). Distractors: s6 (dance exam), s10/s13 (recital) never name the style.")
Q("c04", "single_hop", "What went wrong when Ravi tried to cook okonomiyaki at home from Aiko's recipe?",
  {"AR2": ["burnt the bottom", "middle was raw"]},
  "Burnt bottom, raw middle, smoke alarm; he hadn't squeezed the cabbage; Divya ordered pizza (AR s2). Distractors: s11/s12 (eating okonomiyaki in Osaka).")
Q("c05", "single_hop", "Which test automation framework is Ravi using to build tests at his new company?",
  {"AR7": ["Playwright"]},
  "Playwright end-to-end tests at Kargo Nine (AR s7). Distractors: s3 (role is to build automation from zero), s10.")
Q("c06", "single_hop", "What childhood story about Yumi did Aiko tell in her wedding speech?",
  {"AR10": ["followed a deer", "Nara park"]},
  "Yumi at seven got lost in Nara park following a deer for an hour, parents called the police (AR s10). Distractors: s5 (asked to give speech), s11 (joke about the deer).")
Q("c07", "single_hop", "How old is the shelter cat Aiko adopted and what does she look like?",
  {"AR11": ["two years old, a brown tabby"]},
  "Kinako, 2-year-old brown tabby from the shelter in Ibaraki (AR s11). Distractors: s13/s14 (Kinako mentioned), s1 (Mochi, grey, 15).")
Q("c08", "temporal", "When did Aiko's taiko group play at the shrine festival?",
  {"AR4": ["Yesterday was the shrine festival performance"]},
  "Saturday 13 May 2023 (the day before the 14 May 2023 chat, AR s4). Distractors: s3 (date not confirmed yet), s5 (mentions it without date).")
Q("c09", "temporal", "When did Ravi start working at Kargo Nine?",
  {"AR5": ["Monday 3rd July"]},
  "Monday 3 July 2023 (AR s5). Distractors: s4 (offer), s7 (already in the job), s10 ('three and a half months').")
Q("c10", "temporal", "When did Aiko hurt her wrist during taiko practise?",
  {"AR6": ["hurt my wrist at taiko last Saturday"]},
  "Saturday 17 June 2023 ('last Saturday' in the Wed 21 June 2023 LINE chat, AR s6). Distractor: s7 (wrist healed).")
Q("c11", "temporal", "When did Ravi's mum get her cataract surgery done?",
  {"AR8": ["cataract surgery last Thursday"]},
  "Thursday 17 August 2023 ('last Thursday' in the 20 Aug 2023 chat, AR s8). Distractor: s5 (she agreed, no date yet).")
Q("c12", "temporal", "when did aiko's old cat mochi die?",
  {"AR9": ["She died on Tuesday night"]},
  "Tuesday 12 September 2023 (chat of Sun 17 Sep 2023, AR s9). Distractors: s3 (kidney diet), s8 (worried about the move), s11.")
Q("c13", "temporal", "When did Aiko move to her new flat in Suita?",
  {"AR8": ["moving on 9 September"], "AR9": ["move on the 9th"]},
  "9 September 2023: planned in AR s8, done in s9. Distractor: s7 (only thinking of moving).")
Q("c14", "temporal", "On what date did Ravi land in Japan for his trip?",
  {"AR9": ["land on 18 November"], "AR10": ["27 days until I land"], "AR11": ["13 days until I land"]},
  "18 November 2023, 6:40 am at Kansai (AR s9 states it; s10 '27 days' from 22 Oct and s11 '13 days' from 5 Nov give the same date). Distractors: s8 (decides on November), s12 (already in Kyoto).")
Q("c15", "temporal", "When was Meera's first big dance recital?",
  {"AR10": ["on the 16th"], "AR13": ["The recital was yesterday"]},
  "Saturday 16 December 2023: announced in AR s10, 'yesterday' in the 17 Dec chat s13. Distractor: s6 (small dance exam in June).")
Q("c16", "multi_hop", "What happened to Aiko's wrist, and what hobby did she pick up after giving up drumming?",
  {"AR6": ["sprain"], "AR7": ["pottery class"]},
  "Left wrist sprain at taiko, six weeks no drumming (AR s6) + quit taiko and started wheel pottery in Nakazakicho (s7). Distractors: s11/s14 (pottery later).")
Q("c17", "multi_hop", "how old was aiko's cat mochi, and how old is the cat she adopted afterwards?",
  {"AR1": ["She's 15 now"], "AR11": ["two years old"]},
  "Mochi was 15 (AR s1); Kinako is 2 (s11). Distractors: s3, s8, s9 (Mochi without age).")
Q("c18", "multi_hop", "What role was Ravi interviewing for at Kargo Nine, and what is his title there now?",
  {"AR3": ["Senior QA"], "AR10": ["Test lead at Kargo Nine"]},
  "Interviewed for Senior QA to build automation (AR s3); promoted to test lead with a team of four (s10). Distractors: s4 (offer), s5 (signed), s7.")
Q("c19", "multi_hop", "Why did Ravi switch his Japan trip from cherry blossom season to autumn, and how long was the visit going to be?",
  {"AR8": ["cousin is getting married"], "AR9": ["Ten days"]},
  "Divya's cousin's wedding in April 2024 in Kochi + Kargo Nine's November leave (AR s8); ten days (s9). Distractors: s1/s2 (spring plan), s5.")
Q("c20", "multi_hop", "What was the first thing Aiko made in pottery and what does Ravi use it for now?",
  {"AR7": ["tea bowl that leans"], "AR13": ["chai cup"]},
  "A wonky tea bowl (AR s7) which became Ravi's chai cup (s13). Distractors: s14 (blue bowl broken by Kinako), s11.")
Q("c21", "multi_hop", "Ravi burned his first okonomiyaki - what went wrong, and which restaurant did Aiko choose to show him the real thing?",
  {"AR2": ["burnt the bottom"], "AR12": ["Okonomiyaki Hanamaru"]},
  "Burnt bottom/raw middle, wet cabbage (AR s2) + Okonomiyaki Hanamaru in Tsuruhashi (s12). Distractor: s11 ('I know a place').")
Q("c22", "multi_hop", "What race is Ravi training for, and when does he hope to bring his whole family to Japan?",
  {"AR14": ["Lalbagh 10K"], "AR13": ["spring 2025"]},
  "Lalbagh 10K on 10 March 2024 (AR s14) + whole-family sakura trip maybe spring 2025 (s13). Distractors: s1/s2 (original spring 2024 plan).")
Q("c23", "open_domain", "Would Aiko feel at ease giving a toast in front of a big crowd?",
  {"AR5": ["hate speaking in front of people"], "AR10": ["survived the speech"]},
  "Not naturally: she hates public speaking, her voice disappears (AR s5), though she got through Yumi's speech in tears (s10). Distractor: s4 (drum performance, not speaking).")
Q("c24", "open_domain", "Is Ravi someone who finds it easy to walk away from a comfortable job?",
  {"AR4": ["hard to leave something comfortable"]},
  "No: he hesitated because Paylane was safe and comfortable, Divya pushed him (AR s4). Distractors: s5 (signed), s3.")
Q("c25", "open_domain", "Would Aiko be considered a cat person?",
  {"AR9": ["adopted her the year I came back from Auckland"], "AR11": ["give another cat a home"]},
  "Yes: Mochi since her return from Auckland until September 2023 (AR s9), adopted Kinako two months later (s11). Distractors: s1, s3, s14.")
Q("c26", "open_domain", "Would Ravi enjoy a whole day of temple hopping in Kyoto?",
  {"AR8": ["Not too many temples"], "AR12": ["Unreal"]},
  "Mixed: he asked for not too many temples because of his knees (AR s8) but found Fushimi Inari at sunrise unreal, knees sore (s12). Distractor: s11 (itinerary).")
Q("c27", "open_domain", "How does Ravi's daughter Meera feel about Aunty Aiko?",
  {"AR10": ["paper chain countdown"], "AR13": ["hairclip"]},
  "She adores her: paper-chain countdown to the trip (AR s10), wore Aiko's Japanese hairclip for her recital bow (s13). Distractors: s6, s11.")
Q("c28", "open_domain", "Does Aiko tend to push herself too hard physically?",
  {"AR6": ["fast part"], "AR7": ["push too hard"]},
  "Yes: sprained her wrist on the fast part at taiko (AR s6); pottery teacher says she pushes too hard (s7). Distractor: s1 (arms dead after class).")

# ------------------------------------------------------------------ Halina & Jess
Q("c29", "single_hop", "What name did Jess give her sourdough starter?",
  {"HJ4": ["named him Kevin"]},
  "Kevin (HJ s4, Telegram 8 Oct 2023). Distractor: s9 (the bread finally works, starter not named).")
Q("c30", "single_hop", "How much did the vet bill come to when Biscuit had his tooth pulled?",
  {"HJ5": ["780 dollars"]},
  "$780 even with staff discount, cracked molar (HJ s5). Distractors: s1, s11, s14 (Biscuit).")
Q("c31", "single_hop", "what award did halina's bakery win for its doughnuts?",
  {"HJ11": ["readers' vote for the best pączki"]},
  "Gazeta Krakowska readers' vote for the best paczki in Krakow, after Fat Thursday (HJ s11). Distractor: s8 (Christmas orders).")
Q("c32", "single_hop", "Why did Jess say Zosia can't wear the amber teething necklace Halina wanted to bring?",
  {"HJ13": ["choking and strangling risk"]},
  "The hospital said amber necklaces are a choking/strangling risk; bring it as a keepsake (HJ s13). Distractor: s12.")
Q("c33", "single_hop", "What colour did Jess and Piotr paint the baby's room?",
  {"HJ9": ["sage green"]},
  "Sage green nursery, Piotr built the cot (HJ s9). Distractors: s6 ('knit everything pink'), s11 (nursery).")
Q("c34", "single_hop", "Whose oven did Halina use while hers was broken, and at what hours was she baking?",
  {"HJ2": ["pizza oven", "from 11 until 5"]},
  "Neighbour Tadek's restaurant pizza oven, nights 11 pm to 5 am (HJ s2). Distractors: s3 (on Tadek's kitchen floor), s4 (no more vampire nights at Tadek's).")
Q("c35", "single_hop", "What did Ola do for work before she started helping in Halina's bakery?",
  {"HJ7": ["cook in a school kitchen for twenty years"]},
  "A school-kitchen cook for twenty years, 44 years old (HJ s7). Distractors: s8, s10, s14 (Ola at the bakery).")
Q("c36", "temporal", "When did Halina's old bakery oven finally break down for good?",
  {"HJ2": ["Friday morning at four o'clock"]},
  "Friday 25 August 2023 at 4 am (Telegram chat of Sun 27 Aug 2023, HJ s2). Distractor: s1 (oven making noises).")
Q("c37", "temporal", "When was the new oven installed at Halina's bakery?",
  {"HJ4": ["installed it last Wednesday"]},
  "Wednesday 4 October 2023 (chat of Sun 8 Oct 2023, HJ s4). Distractor: s2 (quote).")
Q("c38", "temporal", "When did Zbigniew have his knee replacement operation?",
  {"HJ5": ["20 November"], "HJ6": ["Tomorrow's the big day"]},
  "Monday 20 November 2023: date given in HJ s5, 'tomorrow' in the 19 Nov chat s6. Distractors: s3 (his knees), s7 (recovery).")
Q("c39", "temporal", "When did Jess get the results of her animal behavior exam?",
  {"HJ7": ["results came on Thursday"]},
  "Thursday 30 November 2023 (chat of Sun 3 Dec 2023, HJ s7). Distractors: s6 (exam on Friday 17 Nov, results in two weeks), s1 (enrolled).")
Q("c40", "temporal", "When was Jess and Piotr's baby girl born?",
  {"HJ12": ["Born on Sunday at 3:12"]},
  "Sunday 7 April 2024, 3:12 am (chat of 9 Apr 2024, HJ s12). Distractors: s3 (due 2 April), s11 (two weeks to due date).")
Q("c41", "temporal", "When did Halina actually fly out to Melbourne to meet her granddaughter?",
  {"HJ10": ["fly on the 2nd of May"], "HJ13": ["Thursday morning I fly"]},
  "Thursday 2 May 2024, arriving 3 May (HJ s10 rebooking; s13 'four days' from 28 Apr). Distractors: s8 (original 28 March booking), s12 ('three and a half weeks', approximate).")
Q("c42", "temporal", "When did Halina get back to Krakow after her stay in Australia?",
  {"HJ14": ["Wednesday evening. Zbigniew picked me up"]},
  "Wednesday 12 June 2024 in the evening (chat of Sun 16 June 2024, HJ s14). Distractor: s10 ('until the middle of June').")
Q("c43", "multi_hop", "How did Halina's travel date to Melbourne change and why?",
  {"HJ8": ["28 March"], "HJ10": ["a stroke"]},
  "First booked for 28 March (HJ s8); moved to 2 May because Ola's mother had a stroke and Ola couldn't cover the bakery (s10). Distractor: s13.")
Q("c44", "multi_hop", "How old was Halina's aprentice Kuba, and why did he leave the bakery?",
  {"HJ3": ["Kuba, 19 years old"], "HJ7": ["car factory in Tychy"]},
  "19 (HJ s3); quit for better money at the car factory in Tychy with his cousin (s7). Distractor: s5 (always late).")
Q("c45", "multi_hop", "How did Halina's swimming progress from her first lessons up to January?",
  {"HJ1": ["cannot put my face in the water"], "HJ4": ["10 metres"], "HJ9": ["25 metres"]},
  "Couldn't put her face in the water (HJ s1) -> floating and 10 m with a board (s4) -> 25 m without stopping (s9). Distractor: s14 (sea swim at St Kilda).")
Q("c46", "multi_hop", "What was the first price quoted for Halina's new oven and how much did she pay in the end?",
  {"HJ2": ["48 000 zloty"], "HJ4": ["41 500 zloty"]},
  "Quoted 48,000 zl (HJ s2), paid 41,500 zl after negotiating (s4). Distractor: s1 (old oven).")
Q("c47", "multi_hop", "Which two names were Jess and Piotr torn between, and what is the baby's full name?",
  {"HJ6": ["Matilda"], "HJ12": ["Zofia Halina Nowak"]},
  "Zofia (Piotr) vs Matilda (Jess) (HJ s6); Zofia Halina Nowak (s12). Distractor: s13/s14 (Zosia).")
Q("c48", "multi_hop", "Did Jess's sourdough bread get any better after her first try?",
  {"HJ4": ["completely flat"], "HJ9": ["my bread finally works"]},
  "First loaf came out flat (HJ s4); by January a tall loaf following Halina's rules (s9). Distractor: s2 (makowiec recipe).")
Q("c49", "open_domain", "Would Halina accept her regular customers raising money to buy the bakery a new oven?",
  {"HJ2": ["too proud"]},
  "No: she refuses to 'beg' customers, too old and too proud, the bank will do it (HJ s2). Distractor: s4 (bank loan).")
Q("c50", "open_domain", "Is Halina the kind of person who shies away from new challenges at her age?",
  {"HJ1": ["at 59"], "HJ14": ["swam in the sea at St Kilda"]},
  "No: learning to swim at 59 (HJ s1) and swam in the cold sea at St Kilda (s14). Distractors: s4, s9 (swimming progress).")
Q("c51", "open_domain", "Is Halina planning to step back from running the bakery?",
  {"HJ14": ["in two years I retire"]},
  "Yes, thinking of retiring in two years with Ola as manager, keeping the bakery (HJ s14). Distractor: s10.")
Q("c52", "open_domain", "Would Jess likely be good at a job that involves animal behaviour?",
  {"HJ5": ["understand animals better than people"], "HJ7": ["distinction"]},
  "Yes: Halina says she understands animals better than people (HJ s5); passed the behaviour exam with distinction (s7). Distractors: s1 (enrolled), s6 (exam).")
Q("c53", "open_domain", "Does Halina trust Ola to run the bakery without her?",
  {"HJ8": ["Ola is a treasure"], "HJ14": ["she ran everything"]},
  "Yes: 'a treasure' after Christmas orders (HJ s8), ran the bakery for six weeks and may become manager (s14). Distractors: s7, s10, s11.")
Q("c54", "open_domain", "How does Halina's husband Zbigniew cope with being a patient?",
  {"HJ6": ["pretending he is not scared"], "HJ7": ["the torturer"]},
  "Scared but pretending not to be (HJ s6), grumpy at home calling the physio 'the torturer' (s7). Distractors: s5 (date), s11 (allotment).")
Q("c55", "open_domain", "Would Biscuit the greyhound get on well with a new baby?",
  {"HJ11": ["sleeps next to the cot"], "HJ14": ["bodyguard"]},
  "Yes: sleeps by the cot (HJ s11) and acts as Zosia's bodyguard (s14). Distractors: s1, s5 (Biscuit's socks and tooth).")

# ------------------------------------------------------------------ Zara & Leo
Q("c56", "single_hop", "How much did Zara pay for her secondhand bike, and where did she buy it?",
  {"ZL4": ["Facebook Marketplace, £420"]},
  "GBP 420 on Facebook Marketplace, a teal gravel bike named Gloria II (ZL s4). Distractors: s3 (plan to get a bike), s14 (bike stolen).")
Q("c57", "single_hop", "What sea creature did Zara see up close while snorkeling on the Isles of Scilly?",
  {"ZL6": ["cuttlefish"]},
  "A cuttlefish that changed colour next to her quadrat (ZL s6). Distractors: s9 (second Scilly trip), s10 (red deer).")
Q("c58", "single_hop", "What cake did Leo plan to bake for his grandmother's 90th birthday?",
  {"ZL5": ["Frankfurter Kranz"]},
  "A Frankfurter Kranz, Oma's own birthday cake (ZL s5). Distractors: s8 (the cake melting), s13 (Oma asks for one at the wedding).")
Q("c59", "single_hop", "How many guests came to Leo's first supper club, and which dish was the hit?",
  {"ZL9": ["18 guests", "croquette was the star"]},
  "18 guests; the Labskaus croquette (ZL s9). Distractors: s10/s11 (later supper clubs of 30 seats).")
Q("c60", "single_hop", "What prize did Zara win at the conference in Lisbon?",
  {"ZL11": ["best student poster prize"]},
  "Best student poster prize, EUR 200 (ZL s11). Distractors: s7 (abstract accepted), s13.")
Q("c61", "single_hop", "Which climbing gym does Zara go bouldering at, and who took her there first?",
  {"ZL2": ["Priya dragged me to the Rockhouse"]},
  "The Rockhouse, with her lab mate Priya (ZL s2). Distractors: s7, s9 (bouldering grades).")
Q("c62", "temporal", "When did Zara's old fiesta fail its MOT?",
  {"ZL3": ["failed her MOT on Tuesday"]},
  "Tuesday 12 March 2024 (chat of Sun 17 Mar 2024, ZL s3). Distractor: s1 (brakes grinding).")
Q("c63", "temporal", "When did Leo move in with his boyfriend Callum?",
  {"ZL3": ["End of the month"], "ZL4": ["Easter weekend"]},
  "End of March 2024, the Easter weekend 30-31 March (ZL s3 plan 'end of the month', s4 'last weekend, Easter weekend'). Distractor: s2 (Callum asks).")
Q("c64", "temporal", "When did Leo run his very first supper club night?",
  {"ZL8": ["Monday the 12th"], "ZL9": ["Last Monday"]},
  "Monday 12 August 2024 (planned in ZL s8, 'last Monday' in the 18 Aug chat s9). Distractors: s10 (30 September club), s11.")
Q("c65", "temporal", "When did Leo pop the question to Callum?",
  {"ZL12": ["Last Saturday, on Portobello beach"]},
  "Saturday 2 November 2024 at sunset (WhatsApp chat of 10 Nov 2024, ZL s12). Distractor: s11 (hinting at it).")
Q("c66", "temporal", "When did Zara pass her upgrade viva?",
  {"ZL13": ["On Thursday. Minor corrections only"]},
  "Thursday 21 November 2024 (chat of 24 Nov 2024, ZL s13). Distractor: s12 (viva scheduled for the 21st, not yet passed).")
Q("c67", "multi_hop", "How much was Leo's rent increase, and how did he get out of paying it?",
  {"ZL2": ["£850 to £925"], "ZL4": ["escaped the rent rise"]},
  "From GBP 850 to 925 from April (ZL s2); moved in with Callum in Portobello (s4). Distractor: s3.")
Q("c68", "multi_hop", "What happened to both of Zara's vehicles called Gloria?",
  {"ZL3": ["Scrapyard"], "ZL4": ["Meet Gloria II"], "ZL14": ["stole Gloria II"]},
  "Her 2009 Fiesta Gloria failed its MOT and was scrapped (ZL s3); her bike Gloria II (s4) was stolen outside the lab in December (s14). Distractor: s1.")
Q("c69", "multi_hop", "What dates were first set for the West Highland Way walk, and what were they changed to?",
  {"ZL5": ["August 10 to 16"], "ZL7": ["Saturday 7th to Friday 13th September"]},
  "10-16 August 2024 (ZL s5) moved to 7-13 September because of Zara's second fieldwork round (s7). Distractors: s1 ('August'), s10.")
Q("c70", "multi_hop", "How far did Zara and Leo get on the west highland way and when do they want to finish it?",
  {"ZL10": ["Milngavie to Kinlochleven"], "ZL14": ["Kinlochleven to Fort William"]},
  "Six days Milngavie to Kinlochleven, 81 miles, stopped for Leo's ankle (ZL s10); last leg planned for May 2025 (s14). Distractors: s5, s7.")
Q("c71", "multi_hop", "What was Leo's job at Haar at the start of 2024, and what condition did he set when he took the head chef job?",
  {"ZL1": ["sous chef"], "ZL7": ["one condition"]},
  "Sous chef under Marcus (ZL s1); Mondays his own plus a monthly supper club in the kitchen (s7). Distractors: s3, s6 (offer).")
Q("c72", "multi_hop", "How did Zara's bouldering grade improve over 2024?",
  {"ZL2": ["V1s"], "ZL7": ["V3 now"], "ZL9": ["first V4"]},
  "V1s in February (ZL s2), V3 by June (s7), first V4 send in August (s9).")
Q("c73", "multi_hop", "What did Zara find on her Scilly fieldwork, and how did she present it at the conference?",
  {"ZL6": ["Tresco"], "ZL11": ["comparison of the restored meadows"]},
  "Seagrass beds around Tresco in better shape than expected (ZL s6); her poster compared restored Plymouth Sound meadows with natural Scilly ones (s11). Distractors: s9, s13.")
Q("c74", "open_domain", "Would Zara enjoy a job spending long days out on small boats?",
  {"ZL6": ["seasick on the boat every single morning"]},
  "Mixed: she loves the snorkelling fieldwork but was seasick every morning (ZL s6). Distractors: s4, s9.")
Q("c75", "open_domain", "Would Zara consider moving abroad after she finishes her PhD?",
  {"ZL11": ["postdoc"]},
  "Possibly: Faro researcher suggested a postdoc, she 'loved Lisbon' (ZL s11). Distractor: s7.")
Q("c76", "open_domain", "Is Leo's grandmother Oma Liesel still an active person at 90?",
  {"ZL5": ["swims in the Alster"], "ZL8": ["danced with every cousin"]},
  "Yes: summer swims in the Alster (ZL s5), danced with every cousin at her party (s8). Distractor: s13.")
Q("c77", "open_domain", "Does Zara tend to ignore warning signs until it's too late?",
  {"ZL1": ["I'm ignoring it"], "ZL3": ["I have no defence"]},
  "Yes with Gloria: ignored the brake grinding (ZL s1), then the car failed its MOT (s3). Distractor: s14 (lock).")
Q("c78", "open_domain", "Would Leo want to bake his own wedding cake?",
  {"ZL8": ["emergency surgery"], "ZL13": ["Absolutely not"]},
  "No: after the melting buttercream at Oma's party (ZL s8) he says absolutely not (s13). Distractor: s5.")
Q("c79", "open_domain", "What does Leo's cooking say about his family background?",
  {"ZL5": ["Frankfurter Kranz"], "ZL9": ["Hamburg meets Leith"]},
  "German roots: baking Oma's Frankfurter Kranz (ZL s5) and a 'Hamburg meets Leith' supper club with Labskaus (s9). Distractors: s8, s13.")
Q("c80", "open_domain", "Is Zara good at keeping secrets?",
  {"ZL11": ["You tell everyone everything"]},
  "Leo doubts it: 'you tell everyone everything' when she guesses the proposal (ZL s11). Distractor: s12.")


def main():
    ids = [q[0] for q in QS]
    assert len(ids) == 80 and len(set(ids)) == 80
    out, keys = [], {}
    for qid, kind, query, gold, hint in QS:
        paths = [ref(r) for r in gold]
        out.append({"id": qid, "query": query, "gold": paths, "kind": kind, "gold_hint": hint})
        keys[qid] = {ref(r): k for r, k in gold.items()}
    root = os.path.dirname(HERE)
    with open(os.path.join(root, "queries.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, indent=1, ensure_ascii=False)
        f.write("\n")
    with open(os.path.join(HERE, "answer_keys.json"), "w", encoding="utf-8") as f:
        json.dump(keys, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print("queries:", len(out))


if __name__ == "__main__":
    main()
