# The 80 convo21 questions. build.py writes ../queries.json from this list (without the
# "keys" field); check.py uses "keys": for every gold file, strings that must ALL occur in
# that file once decoded (JSON parsed). Dates are written the way each export shape writes
# them, so a temporal key also pins the session's own date.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import data_gordie_isla as _g  # noqa: E402
import data_kasia_tom as _k  # noqa: E402
import data_hannah_priya as _h  # noqa: E402
from build import session_path, MONTHS  # noqa: E402

_MODS = {"G": _g, "K": _k, "H": _h}


def P(code, num):
    return session_path(_MODS[code], num)


def D(code, num):
    """The session's date as it is written inside that session's file."""
    for s in _MODS[code].SESSIONS:
        if s["num"] == num:
            y, m, d = s["start"][:10].split("-")
            if s["shape"] == "locomo":
                return "%d %s, %s" % (int(d), MONTHS[int(m) - 1], y)
            if s["shape"] == "plain":
                return "%s-%s-%s" % (y, m, d)
            return "%s/%s/%s" % (d, m, y)
    raise KeyError(num)


def Q(id_, kind, query, keys, hint):
    return {"id": id_, "kind": kind, "query": query, "keys": keys, "gold_hint": hint}


QUESTIONS = [
    # ------------------------------------------------------------------ Gordie & Isla
    # single_hop
    Q("c01", "single_hop", "What was stolen from Gordie's allotment shed?",
      {P("G", 4): ["petrol strimmer", "good spade", "my father had"]},
      "G s04 (22 Oct 2023): petrol strimmer + his father's old spade (and Hamish lost his onion feed); "
      "distractors G s05 (spade never found, Callum's replacement), G s06 (Hamish's shed camera), G s09 (fence after break-ins)."),
    Q("c02", "single_hop", "Who were Isla's flatmates when she first moved into her flat in Kosice?",
      {P("G", 2): ["Marta", "Gdańsk", "Jonas", "Bergen", "Chiara", "Bologna"]},
      "G s02: Marta (Gdańsk, 2nd-yr vet), Jonas (Bergen, 1st yr), Chiara (Bologna, pharmacy); "
      "distractors G s05 (Chiara leaving), G s06 (Bence arrives later), G s03 and G s10 (Jonas, Marta, Liv, Bence)."),
    Q("c03", "single_hop", "What mark did Isla get on her histolgy test?",
      {P("G", 4): ["histology", "78%", "B here"]},
      "G s04: 78%, which is a B in Slovakia; distractors G s09 (resit C), G s14 (physiology A, biochem D)."),
    Q("c04", "single_hop", "Why did Isla fail her first anatomy oral exam?",
      {P("G", 8): ["brachial plexus", "went completely blank"]},
      "G s08: examiner asked about the horse's brachial plexus and her mind went blank; "
      "distractors G s06 (warning about forelimb-nerve professor), G s09 (asked again at resit, passed), G s07."),
    Q("c05", "single_hop", "How much money did Hamish first offer Gordie for his old motorbike?",
      {P("G", 12): ["two thousand eight hundred"]},
      "G s12: £2,800 cash (refused); distractors G s13 (later offer £3,000), G s14 (asks again after the show)."),
    Q("c06", "single_hop", "What medicine was Gordie's collie Tam prescribed for his hips?",
      {P("G", 5): ["Metacam", "meloxicam", "both hips"]},
      "G s05: Metacam (meloxicam) liquid on his food, for arthritis in both hips; "
      "distractors G s02 (stiff back legs), G s07 and G s09 ('on those tablets')."),
    Q("c07", "single_hop", "Where is the farm Isla did her lambing placement on, and how big is the flock?",
      {P("G", 10): ["Alasdair", "Dervaig", "Seven hundred ewes"]},
      "G s10: Alasdair Beaton's sheep farm near Dervaig on Mull, 700 ewes; "
      "distractor G s11 (she is there lambing, no location/flock size)."),
    # multi_hop
    Q("c08", "multi_hop", "How much did Gordie pay for the Triumph, and what's the most Hamish has offered him for it?",
      {P("G", 1): ["Six hundred and fifty pound"], P("G", 13): ["Three thousand now"]},
      "£650 (G s01) and £3,000 (G s13); distractors G s12 (first offer £2,800, 'eleven hundred all in'), G s14."),
    Q("c09", "multi_hop", "Which of Isla's flatmates moved out during her first year, and where did they go?",
      {P("G", 5): ["going back to Bologna"], P("G", 12): ["moving in with Liv", "transfer to Budapest came through"]},
      "Chiara back to Bologna (G s05); Jonas moved in with Liv and Bence transferred to Budapest (G s12); "
      "distractors G s10 (Bence only 'thinking of' transferring), G s06."),
    Q("c10", "multi_hop", "What grades did Isla get in her anatomy resit and in her summer physiology exam?",
      {P("G", 9): ["Got a C"], P("G", 14): ["Physiology was an A"]},
      "Resit: C (G s09); physiology: A (G s14); distractors G s04 (histology 78%), G s08 (failed oral)."),
    Q("c11", "multi_hop", "What prizes did Gordie win at the horticultural show and at the vintage bike show?",
      {P("G", 2): ["Second place for the leeks", "shallots got a first"],
       P("G", 14): ["First prize", "under 250cc"]},
      "Leeks 2nd + shallots 1st (G s02); first prize Best Restored British Machine under 250cc (G s14); "
      "distractors G s01 (show upcoming), G s12 (bike entered, not yet judged)."),
    Q("c12", "multi_hop", "Which family member gave Gordie both his motorcycle helmet and a replacement spade?",
      {P("G", 5): ["uncle Callum gave me his old one"], P("G", 9): ["uncle Callum bought me one"]},
      "Uncle Callum: spade (G s05) and open-face helmet for his birthday (G s09); distractors G s04 (spade stolen), G s13 (Callum's son Ewan)."),
    Q("c13", "multi_hop", "How did Isla's idea of what kind of vet she wants to be change over her first year?",
      {P("G", 3): ["equine vet"], P("G", 11): ["farm animal", "Not small animal"]},
      "Equine, 'only horses', in Oct 2023 (G s03) -> farm animal (and maybe horses) after lambing in Apr 2024 (G s11); "
      "distractors G s01 (horse-anatomy podcast), G s04 (riding club)."),
    Q("c14", "multi_hop", "What colour scarf did Isla's gran knit her, and what did her grandparents give her for Christmas?",
      {P("G", 1): ["Bottle green"], P("G", 7): ["stethoscope", "Littmann"]},
      "Bottle-green scarf (G s01); a Littmann stethoscope (G s07); distractor G s07 also mentions the scarf without colour."),
    # temporal
    Q("c15", "temporal", "When did Isla fly out to Slovakia to start vet school?",
      {P("G", 1): ["Flight's Thursday", D("G", 1)]},
      "Thursday after the 3 Sep 2023 chat = 7 September 2023 (Glasgow-Vienna, then bus) (G s01); "
      "distractors G s02 (16 Sep, already there), G s04 (Christmas flight 19 Dec)."),
    Q("c16", "temporal", "When was Gordie's allotment shed broken into?",
      {P("G", 4): ["Thursday night", D("G", 4)]},
      "Thursday night before the 22 Oct 2023 chat = night of 19 October 2023 (G s04); "
      "distractors G s06 and G s09 (later mentions of the break-ins)."),
    Q("c17", "temporal", "When did Gordies Tiger Cub engine first actually start and run?",
      {P("G", 8): ["Third kick this morning", D("G", 8)]},
      "Morning of 21 January 2024 (G s08); distractor G s07 (Boxing Day 2023: turned over but did not start)."),
    Q("c18", "temporal", "When did Gordie plant his garlic at the allotment?",
      {P("G", 6): ["garlic yesterday", D("G", 6)]},
      "Day before the 3 Dec 2023 chat = 2 December 2023 (G s06); distractor: Hamish plants his in October."),
    Q("c19", "temporal", "When did Gordie take the restored bike out on its first proper ride on the road?",
      {P("G", 10): ["Last Sunday", "Ganavan", D("G", 10)]},
      "Sunday before the 10 Mar 2024 chat = 3 March 2024, to Ganavan sands (G s10); "
      "distractors G s08 (engine first ran 21 Jan), G s09 (only up and down the drive), G s11 (Connel ride)."),
    Q("c20", "temporal", "When did Gordie plant his first early potatoes in 2024?",
      {P("G", 11): ["Good Friday", "First earlies", D("G", 11)]},
      "Good Friday, 29 March 2024 (G s11, dated 7 Apr 2024); distractor G s14 (dug them Friday 21 June), G s03 (pulled last tatties 2023)."),
    Q("c21", "temporal", "When did Gordie go to his first meeting of the Oban vintage motorbike club?",
      {P("G", 7): ["First meeting was on Thursday", D("G", 7)]},
      "Thursday before the 7 Jan 2024 chat = 4 January 2024, Lorne Bar (G s07); "
      "distractor G s09 (club talk on Tiger Cubs, Thursday 8 Feb)."),
    # open_domain
    Q("c22", "open_domain", "Would Gordie sell the Tiger Cub if someone offered him a lot of money for it?",
      {P("G", 12): ["Am I heck"], P("G", 13): ["Still no"], P("G", 14): ["leave it to you in my will"]},
      "No: refuses £2,800 (G s12) and £3,000 (G s13), says he'll leave it to Isla (G s14); distractor G s01 (bought it cheap as a project)."),
    Q("c23", "open_domain", "Is Gordie a traditional or a scientific kind of gardener?",
      {P("G", 11): ["Good Friday, always", "thermometer"], P("G", 14): ["Traditional Gordie wins again"]},
      "Traditional: plants on Good Friday like his father, vs Hamish's soil thermometer (G s11, G s14); "
      "supporting distractor G s06 (garlic before Christmas from 50 years' experience)."),
    Q("c24", "open_domain", "Would Isla be happy working as a vet in a city clinic treating cats and hamsters?",
      {P("G", 11): ["Not cats and hamsters"]},
      "Probably not: after lambing she wants farm animal and horses, 'not cats and hamsters' (G s11); distractor G s03 (equine only)."),
    Q("c25", "open_domain", "How does Gordie tend to cheer Isla up when she's down?",
      {P("G", 3): ["phone box"], P("G", 8): ["bilge pump"]},
      "He tells stories of his own setbacks: homesick in Greenock in '71 (G s03), failing his marine engineering ticket in 1974 (G s08)."),
    Q("c26", "open_domain", "Is Isla's gran keen on Gordie's motorbike?",
      {P("G", 12): ["over her dead body", "daft bike"]},
      "Not at first: she called it a daft bike and won't ride pillion 'over her dead body', though she now calls it family (G s12); "
      "distractors G s03 (post-van remark about the red), G s10 (followed his first ride in the car), G s09 (mushroom helmet)."),
    Q("c27", "open_domain", "Would Jonas be a good person to play music at a Scottish ceilidh?",
      {P("G", 3): ["fiddle", "The Dark Island"], P("G", 7): ["Auld Lang Syne", "fiddle"]},
      "Yes: folk fiddler who learnt The Dark Island in ten minutes (G s03) and played Auld Lang Syne at Hogmanay (G s07); "
      "distractor G s06 (jam with Bence 'sounded terrible')."),
    Q("c28", "open_domain", "Why might Gordie find restoring an old motorbike so satisfying?",
      {P("G", 1): ["thirty-eight years"], P("G", 2): ["Happiest I've been since I retired"]},
      "He kept the Mull ferry's engines going for 38 years (G s01) and says it's the happiest he's been since retiring (G s02)."),

    # ------------------------------------------------------------------ Kasia & Tom
    # single_hop
    Q("c29", "single_hop", "Why did Tom not take the shop unit on Newland Avenue?",
      {P("K", 2): ["ten-year lease", "personal guarantee"]},
      "K s02: landlord wanted a ten-year lease with a personal guarantee, solicitor said run; "
      "distractors K s01 (£1,100 unit, viewing planned), K s04 (arcade lease terms)."),
    Q("c30", "single_hop", "How much did Tom pay for the records from the Whitby house clearance?",
      {P("K", 3): ["£400 for the lot", "Whitby"]},
      "K s03: £400 for ~600 records; distractors K s06 (£3,000 jazz), K s09 (€2,200 Rotterdam), K s07 (Tommy Hunt sold for £140)."),
    Q("c31", "single_hop", "What did Kasia mix on in Denver when the venue's console died?",
      {P("K", 5): ["24-channel analogue desk", "Denver"]},
      "K s05: a 24-channel analogue desk found in a storage room (their SD12 was stuck in Kansas); "
      "distractors K s02 (SD12), K s12 (SD7), K s13 (Midas, 'Denver on an antique')."),
    Q("c32", "single_hop", "How much money did Tom's record shop take on its opening day?",
      {P("K", 7): ["£1,460"]},
      "K s07: £1,460 (hoped for ~£500); distractors K s08 (~£2,500 a week), K s10 (£900 in a week in August)."),
    Q("c33", "single_hop", "whats the name of Tom's shop cat and where did he get him from?",
      {P("K", 8): ["RSPCA", "Mingus"]},
      "K s08: Mingus, black-and-white, from the RSPCA; distractors K s10 (bit a customer), K s12, K s13 (went missing)."),
    Q("c34", "single_hop", "Who did Tom hire to help in the shop on Saturdays?",
      {P("K", 12): ["Jade", "Saturday person"]},
      "K s12: Jade, a university student who knows techno; distractors K s08 (Jen minding the shop), K s07 (Fig DJ)."),
    Q("c35", "single_hop", "What job did Kasia take when she decided to stop touring?",
      {P("K", 13): ["house engineer", "Lantern Rooms"]},
      "K s13: house engineer at the Lantern Rooms, London, from 8 Jan 2024; distractors K s09 (Japan/Australia tour), K s08 (Glastonbury for Elsie Marr)."),
    # multi_hop
    Q("c36", "multi_hop", "What was the asking rent for the arcade unit, and how many rent-free months did Tom negotiate?",
      {P("K", 2): ["£950 a month"], P("K", 4): ["three months rent-free"]},
      "Asking £950/month (K s02); three months rent-free (K s04, agreed rent £875); "
      "distractors K s01 (Newland £1,100), K s13 (rent frozen at £875, £925 floated), K s08 (rent free till end of June)."),
    Q("c37", "multi_hop", "How many records did Tom buy in total on his Whitby, Beverley and Rotterdam buying trips?",
      {P("K", 3): ["600 records"], P("K", 6): ["1,800 LPs"], P("K", 9): ["900 records"]},
      "600 (K s03) + 1,800 (K s06) + 900 (K s09) = 3,300; distractors K s01 (4,000 in the spare room), K s08 (Rotterdam trip planned)."),
    Q("c38", "multi_hop", "What desk did Kasia mix on in Melbourne, and what desk does her new venue in London use?",
      {P("K", 12): ["SD7", "Melbourne"], P("K", 13): ["Midas"]},
      "DiGiCo SD7 in Melbourne (K s12); a Midas at the Lantern Rooms (K s13); distractors K s02/K s05 (SD12), K s05 (analogue in Denver)."),
    Q("c39", "multi_hop", "Why was the Lowland Hundred reunion gig first moved and then called off?",
      {P("K", 9): ["Japan and Australia", "We move the gig"], P("K", 12): ["He needs surgery", "The gig's off"]},
      "Moved because Kasia took Marrowfield's Japan/Australia tour over 14 Oct (K s09); cancelled because Fig needs wrist surgery (K s12); "
      "distractors K s10 (new date 1 Dec), K s11 (wrist broken, surgery undecided), K s13 (maybe next summer)."),
    Q("c40", "multi_hop", "What names did Tom consider for his record shop and why didn't he go with his first choice?",
      {P("K", 3): ["Needle & Dust", "Lowland Records", "Cellar Door"], P("K", 5): ["shop in York called Needle & Dust"]},
      "Needle & Dust (favourite), Second Spin, Lowland Records, Cellar Door (K s03); Needle & Dust already taken by a York shop (K s05); "
      "distractor K s06/K s07 (shop open under Second Spin)."),
    Q("c41", "multi_hop", "How many reunion tickets had been sold when the gig date moved, and how many were refunded in the end?",
      {P("K", 10): ["sold 118"], P("K", 12): ["131 tickets"]},
      "118 sold after the move to 1 Dec (K s10); 131 refunded when cancelled (K s12); distractors K s09 (62 on day one), K s08 (Shaz expects 150)."),
    Q("c42", "multi_hop", "Which day does Tom's shop stay open late and which day is it closed now?",
      {P("K", 10): ["open till 8 on Thursdays"], P("K", 12): ["Closing Mondays was the right call"]},
      "Open till 8pm Thursdays (K s10); closed Mondays (K s12); distractor K s11 (only considering closing Mondays)."),
    # temporal
    Q("c43", "temporal", "When did Tom sign the lease for the shop in the arcade?",
      {P("K", 4): ["When do you sign", "On Friday", D("K", 4)]},
      "Friday after the 19 Mar 2023 chat = 24 March 2023 (K s04); distractors K s03 (agent meeting Thursday), K s02 (asking terms)."),
    Q("c44", "temporal", "When did Tom's record shop open?",
      {P("K", 6): ["Saturday the 3rd of June"], P("K", 7): ["queue out of the arcade", D("K", 7)]},
      "Saturday 3 June 2023 (announced K s06; the day after, K s07 dated 4 June 2023); distractor K s05 ('aiming for early June')."),
    Q("c45", "temporal", "When did Tom adopt his shop cat?",
      {P("K", 8): ["RSPCA on Tuesday", D("K", 8)]},
      "Tuesday before the Monday 3 Jul 2023 chat = 27 June 2023 (K s08); distractors K s10, K s13 (later cat stories)."),
    Q("c46", "temporal", "When did Fig break his wrist?",
      {P("K", 11): ["ladder on Tuesday", D("K", 11)]},
      "Tuesday before the 17 Sep 2023 chat = 12 September 2023 (K s11); distractor K s12 (surgery on 24 October)."),
    Q("c47", "temporal", "When did Kasia, Tom and Fig have their first reunion rehersal?",
      {P("K", 10): ["last weekend", D("K", 10)]},
      "The weekend before the 20 Aug 2023 chat = 12-13 August 2023 (K s10); distractors K s07/K s08 (rehearsal only planned for 12th-13th)."),
    Q("c48", "temporal", "When did tickets for the reunion gig go on sale?",
      {P("K", 8): ["Saturday the 29th"], P("K", 9): ["went on sale yesterday", D("K", 9)]},
      "Saturday 29 July 2023 (K s08 plan, K s09 'yesterday' on 30 Jul); distractor K s06 (older plan: 'in August')."),
    # open_domain
    Q("c49", "open_domain", "Is Tom the kind of dealer who would knowingly underpay someone for valuable records?",
      {P("K", 3): ["I told him", "too honest"]},
      "No: he told the Whitby seller about the valuable soul 45s; Kasia calls him too honest (K s03); supporting K s06 (Mrs Ogden)."),
    Q("c50", "open_domain", "Would Kasia prefer a job with less travel in the future, and why?",
      {P("K", 13): ["stopping touring", "tinnitus"]},
      "Yes: she quits touring for a London house job because of worsening tinnitus and to live with Dan (K s13); "
      "distractors K s04/K s06 (earplugs, ringing mild)."),
    Q("c51", "open_domain", "Is Fig a precise and disciplined musician?",
      {P("K", 7): ["same record twice"], P("K", 10): ["speeds up in every chorus"]},
      "Not really: played the same record twice DJing (K s07), rusty and speeds up in every chorus (K s10); distractor K s02 (practising)."),
    Q("c52", "open_domain", "Would Tom sell his Hank Mobley first pressing to a collector?",
      {P("K", 6): ["not sure I can sell it"], P("K", 7): ["Not for sale", "lucky charm"]},
      "Unlikely: unsure he can sell it (K s06), framed behind the counter as the shop's lucky charm (K s07)."),
    Q("c53", "open_domain", "How has Tom's old job as a council planner helped him run the shop?",
      {P("K", 2): ["You're a planner"], P("K", 4): ["eight-months-empty line worked"],
       P("K", 13): ["ex-planner strikes again", "footfall"]},
      "He knows how long empty units sit, which won a lower rent (K s02, K s04), and used footfall figures to get the rent frozen (K s13); "
      "distractor K s01 (redundancy from planning)."),
    Q("c54", "open_domain", "Would Kasia cope well if the gear failed just before a show?",
      {P("K", 2): ["dead channel"], P("K", 5): ["mixed the whole show"]},
      "Yes: found a dead channel in Warsaw at soundcheck (K s02) and mixed Denver on a backup analogue desk, 'best show of the tour' (K s05)."),

    # ------------------------------------------------------------------ Hannah & Priya
    # single_hop
    Q("c55", "single_hop", "What trick did Hannah suggest to get baby Kabir to sleep?",
      {P("H", 1): ["hairdryer sound", "white noise"]},
      "H s01: a white-noise app playing a hairdryer sound (plus a zip swaddle); distractors H s03 (hairdryer stopped working for Rosie), H s04 (Lorna)."),
    Q("c56", "single_hop", "How much does Hannah's childminder charge per hour?",
      {P("H", 6): ["£6.80 an hour"]},
      "H s06: Gail charges £6.80 an hour, Mon/Tue/Thu; distractors H s08, H s11 (Gail mentioned without price)."),
    Q("c57", "single_hop", "What do the Leeds nurseries Priya applied to charge per day?",
      {P("H", 6): ["£74 a day", "£68", "£71"]},
      "H s06: Little Acorns £74, Treetops £68, Sunflower £71 a day; distractors H s08/H s09 (Treetops '£6 a day cheaper'), H s13 ('another £74 a week')."),
    Q("c58", "single_hop", "what was rosie's first word?",
      {P("H", 10): ["Ickle", "She said Pickle"]},
      "H s10: 'Pickle' (said 'Ickle'), the family spaniel; distractor H s13 (Pickle's 'revenge for the first word')."),
    Q("c59", "single_hop", "Why was the holiday cottage in Coniston cancelled?",
      {P("H", 7): ["pipe burst", "flooded"]},
      "H s07: a pipe burst in the roof space and flooded downstairs; distractors H s05 (booking Beck Cottage), H s04."),
    Q("c60", "single_hop", "Who is Kabir's main carer at his nursery?",
      {P("H", 12): ["key worker", "Anya"]},
      "H s12: his key worker Anya at Little Acorns; distractors H s09/H s11 (settling-in), H s13."),
    # multi_hop
    Q("c61", "multi_hop", "How much did the Coniston cottage cost compared to the Alnmouth one?",
      {P("H", 5): ["£1,240"], P("H", 7): ["£1,380"]},
      "Beck Cottage, Coniston £1,240 incl. cleaning (H s05); Gull Cottage, Alnmouth £1,380 (H s07); "
      "distractors H s04 ('about £1,200'), H s10 (Menorca villa £2,100)."),
    Q("c62", "multi_hop", "Who wanted the Lake District and who wanted Northumberland for the family holiday, and how did the vote go?",
      {P("H", 3): ["He wants Northumberland", "Lake District"], P("H", 4): ["Three votes to two"]},
      "Sam wanted Northumberland, Hannah (and Marcus) the Lakes (H s03); Lakes won 3-2 with Jill voting (H s04); "
      "distractor H s07 (ended up in Northumberland anyway)."),
    Q("c63", "multi_hop", "When is Rosie's childminder retiring and where will Rosie go after that?",
      {P("H", 11): ["retiring", "July 2025"], P("H", 13): ["Oak Tree offered Rosie a place"]},
      "Gail retires July 2025 (H s11); Oak Tree forest-school nursery from September (H s13); "
      "distractors H s06 (Gail hired); H s11 names Oak Tree only as a hope."),
    Q("c64", "multi_hop", "Which weekday was Sam going to spend at home with Kabir, and why did that plan end?",
      {P("H", 7): ["Wednesdays off"], P("H", 13): ["promoted", "full time"]},
      "Wednesdays (H s07, changed from the earlier Fridays idea); ended by his promotion to lead developer, full time from March (H s13); "
      "distractor H s06 (older plan: Fridays)."),
    Q("c65", "multi_hop", "How did Rosie's sleep change between the four-month regression and after the sleep consultant?",
      {P("H", 3): ["every 90 minutes"], P("H", 5): ["7pm to 5am"]},
      "Waking every 90 minutes (H s03) -> sleeping 7pm-5am after Lorna's plan (H s05); distractors H s01 (3-hour stretches), H s04 (plan starting)."),
    Q("c66", "multi_hop", "How much did the sleep consultant cost Hannah and what discount could Priya get?",
      {P("H", 3): ["£180"], P("H", 10): ["ten percent off"]},
      "£180 for a two-week plan (H s03); 10% off if Priya says Hannah sent her (H s10); distractors H s04, H s11 (Lorna working for Kabir)."),
    # temporal
    Q("c67", "temporal", "When did Rosie first roll over?",
      {P("H", 2): ["rolled over", "On Friday", D("H", 2)]},
      "Friday before the Easter Sunday 31 Mar 2024 chat = Good Friday 29 March 2024, at Jill's in Shrewsbury (H s02); "
      "distractor H s08 (first crawl on Alnmouth beach)."),
    Q("c68", "temporal", "When did Kabir have his tounge tie snipped?",
      {P("H", 2): ["Last Tuesday", "LGI", D("H", 2)]},
      "Tuesday before 31 Mar 2024 = 26 March 2024, at the LGI (H s02)."),
    Q("c69", "temporal", "When did Hannah go back to work after her maternity leave?",
      {P("H", 5): ["Monday 2nd September"], P("H", 8): ["first week back", D("H", 8)]},
      "Monday 2 September 2024, three days a week (H s05 plan; H s08 on 8 Sep recaps the first week); "
      "distractor H s01 ('September, I think')."),
    Q("c70", "temporal", "When did Rosie take her first steps?",
      {P("H", 12): ["first steps", "Christmas Day"]},
      "Christmas Day 2024 at Jill's in Shrewsbury (H s12, dated 5 Jan 2025); distractors H s10 (hoping she'll walk by Easter), H s13 (running)."),
    Q("c71", "temporal", "When did Priya turn down the nursery place at Treetops?",
      {P("H", 9): ["Emailed them on Friday", D("H", 9)]},
      "Friday before the 29 Sep 2024 chat = 27 September 2024 (H s09); distractor H s08 (both offers, deciding by end of month)."),
    Q("c72", "temporal", "When did Priya book the villa in Menorca?",
      {P("H", 12): ["I booked it on the 27th", D("H", 12)]},
      "27 December 2024, after getting home from Shrewsbury (H s12); distractors H s10 (villa found), H s11 (not booked, held till mid-December)."),
    Q("c73", "temporal", "When did Kabir start on solid food?",
      {P("H", 6): ["started solids", "last Sunday", D("H", 6)]},
      "Sunday before the 23 Jun 2024 chat = 16 June 2024 (H s06)."),
    # open_domain
    Q("c74", "open_domain", "Would Hannah be comfortable using a cry-it-out sleep training method?",
      {P("H", 4): ["couldn't do crying it out"]},
      "No: she chose Lorna's gradual-retreat method because she couldn't do crying it out (H s04); distractor H s05 (Rosie still cried on night three)."),
    Q("c75", "open_domain", "Would Sam enjoy a holiday with castles and long coastal walks?",
      {P("H", 3): ["Lindisfarne"], P("H", 7): ["Sam will cry with happiness"], P("H", 10): ["Camí de Cavalls"]},
      "Yes: wanted Northumberland for castles and Lindisfarne (H s03, H s07) and wants to walk the Camí de Cavalls (H s10); "
      "distractor H s08 (sunburnt at Bamburgh, broomstick lesson)."),
    Q("c76", "open_domain", "Is Priya an organised person?",
      {P("H", 12): ["labelled everything", "Even the rabbit"]},
      "Yes: labelled all of Kabir's nursery kit, even the rabbit - 'very you' (H s12); supporting H s01 (waiting lists at 4 weeks)."),
    Q("c77", "open_domain", "Does Jill enjoy organising family Christmas?",
      {P("H", 9): ["planning since August", "elf outfits"]},
      "Yes: asked about Christmas in August and bought matching elf outfits (H s09); distractor H s12 (Christmas at hers happened)."),
    Q("c78", "open_domain", "Did Hannah find anything she liked about going back to work?",
      {P("H", 8): ["Adult conversations", "hot cup of tea"]},
      "Yes: adult conversations and hot tea (H s08); distractors H s05 (holiday before returning), H s10 ('tired but fine')."),
    Q("c79", "open_domain", "Why did Sam get cold feet about the Menorca trip?",
      {P("H", 11): ["ear pain", "wobbly"]},
      "He read an article about babies' ear pain on planes and suggested driving to Cornwall (H s11); distractor H s12 (he came round)."),
    Q("c80", "open_domain", "Does Priya put convenience ahead of saving money when choosing a nursery?",
      {P("H", 9): ["£6 a day is worth it"]},
      "Yes: chose Little Acorns, 10-minute walk, over cheaper Treetops 25 minutes' drive away (H s09); distractor H s08 (Treetops £6 cheaper, undecided)."),
]
