from common import write, dedent

def build():
    write('notes/daily/2024-11-09.md', dedent('''
    # Sat 11/9/2024

    Cold, clear, 38°F at 7am. Bees not flying till noon.

    - Mouse guards on all 3. Franklin is tiny compared to the others — the swarm colony. Hefted from the back: Curie heavy, Mendeleev OK, Franklin light-ish. Fondant next month.
    - Sci-oly: Tuesday practice in 214 went long again, 5:20 — parents waiting in the lot. Need to end on time. Fall invitational in Aurora next Saturday. Vans are booked, God help us.
    - Dad on the phone for an hour. He mentioned his hip "catches" on the stairs. That's the first time he's mentioned it in a way that sounded like an admission. Told him to see Dr. Brandvold. He said he would "in the spring". I said before the snow. We'll see.
    - Dana texted: can we swap so she has the kids Sunday night instead of me picking up at 6. Said yes. Handoff at her place next Sunday 6pm as usual after that.
    - Thanksgiving: me + kids to Minneapolis this year. Wrote the house sitter sheet for Kathleen's niece.

    Grading: 11 lab reports left on the stoichiometry lab. Half of them did not convert grams to moles before comparing. Every year.
    '''))

    write('notes/daily/2025-05-24.md', dedent('''
    # Sat 5/24/2025

    Second market Saturday. Stall 23 at St. Brendan's. Sold 31 pound jars at $12 and 18 of the 8 oz — better than opening day (rain). The lady with the corgi bought 4 jars for her "allergy protocol". I told her, as I do, that the evidence for local honey and allergies is thin. She bought 4 anyway.

    Mendeleev: the queen from Salida arrived Thursday (5/22), alive, attendants lively. She's in the cage with the candy plug. Check on Tuesday for release. Fingers crossed — if this doesn't take I'm combining Mendeleev into Curie and calling it a season.

    Maya drove us home from the market on her permit. Only one curb. Progress.

    Theo: soccer tryouts for the club team next weekend. He wants new boots. Dana and I split.

    Evening: graded AP Chem final review packets. Three weeks left. I'm tired in the good way.
    '''))

    write('notes/daily/2025-07-26.md', dedent('''
    # Sat 7/26/2025

    97°F. Bees bearding on the front of Curie at 8pm like a beard on a hipster.

    Dad stuff:
    - Surgery is **Tue 8/19**, 7:30am, at Hennepin Lakes. Got the pre-op packet e-mail with the instructions attachment, printed it.
    - My flights booked: DEN→MSP Sun 8/17, back Sat 8/30. Ada flies in 8/30.
    - Family leave paperwork signed by Lyle. Sub lined up.
    - Dad's question of the week: whether he can mow the lawn "the week after". No, Dad.

    Bee stuff:
    - Franklin's brood pattern is spotty. Old queen. Add to the fall list.
    - Picked up the jars from the new supplier on the way home Tuesday — way easier than the Arvada drive. Mile High still says "backordered to August".
    - Mite wash day is Sat 8/2.

    Kids with Dana this week. The house is very quiet. Made jollof for one, which is a crime, and froze half.
    '''))

    write('notes/daily/2025-08-21.md', dedent('''
    # Thu 8/21/2025 — Minneapolis

    Writing this at Dad's kitchen table at 11pm because I can't sleep and the house is making its old-house noises.

    Today they moved Dad from the hospital to Cedar Glen Transitional Care for rehab. It's about ten minutes from the house, near the parkway. Room 112. The social worker at the hospital told us on Tuesday night that Cedar Glen had a bed, and it was either that or wait a day for the one in Edina, and Dad said "the close one," so that settled it. Nobody asked me, which, fine.

    The transfer was supposed to be at 10 and was at 2:30. I spent four hours in the hospital room with him while he explained to three separate nurses that he was a civil engineer for Hennepin County for thirty-one years, that he designed a culvert they drive over every day, and that the hospital parking ramp has a drainage problem (it does, actually; I looked). He's in good spirits. He's also in pain and pretending he isn't, which is the most Dad thing possible.

    Cedar Glen itself: clean, smells like floor polish and tater tots. The PT there is young and very patient. First session at 3:30 — walked the hallway with the walker, to the nurses' station and back. Dad wanted to go further. She said tomorrow.

    It's strange being the one in charge. For forty years he was the one who knew what to do. Mom used to say he'd fix a leak at midnight before he'd let anyone call a plumber. Now I'm the one reading discharge paperwork at a kitchen table and wondering whether the back steps need a second rail (they do) and whether he'll actually use the walker at home (he won't).

    I miss the kids. Called Theo, who said "fine" four times. Maya FaceTimed and asked if Grandpa had a "bionic hip" now. He liked that.

    Bees: Lorraine is looking in on the hives this Saturday — no wait, that's the 23rd. She's going the 23rd. I have to remember I am not in charge of everything.

    Tomorrow: Cedar Glen care conference at 1pm, get the spare key copied for Darlene, buy the raised toilet seat, call Ada.
    '''))

    write('notes/daily/2025-09-13.md', dedent('''
    # Sat 9/13/2025

    Market this morning at Berkeley Commons (stall B-6). Busy. Sold out of the dark honey by 11. The new prices — $14 a pound jar, $8 for the 8 oz — have been up since 8/16 and honestly nobody's said a word. Should've done it in May.

    Came home to chaos at the hives. Yellowjackets plus, I'm fairly sure, a bunch of Curie's own foragers, robbing Franklin. Fighting at the entrance, cappings and dead bees on the landing board, that high angry whine. My fault: the bucket I used Tuesday to bring frames back had honey on the rim and I left it by the fence.
    What I did:
    - reducer on Franklin, turned to the smallest hole (one bee wide)
    - robbing screen on
    - wet sheet over Franklin for 20 minutes to confuse the robbers
    - cleaned up the bucket + hosed the ground
    - shrunk Mendeleev's entrance too, just in case
    By 6pm it was calm. Yellowjacket trap (the one with the chicken bait, not honey) hung on the fence.

    Dad: Northstar missed yesterday's visit entirely — nobody came, nobody called. Darlene found him on the back step with the trash. Calling other agencies Monday.

    Thanksgiving thought: maybe fly Dad out to Denver? He'd be 14 weeks post-op. Direct flight, wheelchair assist, he could have the downstairs room. Float it to Ada.

    Dana says she's fine with whatever for Thanksgiving as long as she knows by Oct.
    '''))

    write('notes/daily/2025-10-04.md', dedent('''
    # Sat 10/4/2025

    - Dad: Dr. Brandvold dropped his lisinopril to 5 mg (from 10) on Monday because of the dizziness when he stands up. Joyce (the Riverbend aide, since 9/22) already redid the pill box. Riverbend has been great — same person every weekday morning, 8 to 11, and Dad actually likes her. Northstar is history.
    - Dad walked to the corner with the cane. Wants to go to church.
    - Bees: Franklin's brood still spotty. Lorraine offered one of her nuc queens for Franklin (that's my credit from the April split). Tentatively 10/18 if it's warm.
    - Refi: waiting on the appraisal number. Javier says a week.
    - Sci-oly: first Thursday practice in the new room went fine. More outlets. Jun and Aaliyah did a full practice test for Chem Lab and got 71%. Good for October.
    - Maya: driving test scheduled for December. She's nervous. I'm more nervous.
    - Market next Saturday is the last of the season.

    Made pepper soup the way Dad does it and it was almost right. Needs more uziza, which I can't find in Denver.
    '''))

    write('notes/daily/2025-10-25.md', dedent('''
    # Sat 10/25/2025

    Cold again, 44°F high. No hive opening. The Franklin queen swap with Lorraine is postponed AGAIN — second weekend in a row. She says her nuc queen will keep in the nuc for now. Need a day above 60.

    Sci-oly Thursday (10/23): Marcus and Hannah's tower snapped at the second load step — a joint at the base let go, the whole thing folded sideways and took the sand bucket with it. Sand everywhere in Hennigan's room. Marcus was crushed for about 90 seconds and then started sketching a new base with gussets. That's the kid. Their mass was 11.8 g; the old design held more but weighed 16. We'll test the new one at the next practice. Three weeks until Foothills.

    Refi to-dos:
    - [x] Sept pay stub → Javier
    - [ ] Bluestem insurance dec page w/ Columbine as mortgagee → Javier (Bluestem says "5-7 business days", it's been 11)
    - [ ] figure out cashier's check vs wire for closing

    Permission slips: 9 of 15. E-mail reminder to parents tommorow night with the weekly update.

    Kids here this week. Theo made grilled cheese for everyone at 10pm. Maya studied the DMV handbook out loud at me.
    '''))

    write('docs/honey-extraction-steps.txt', dedent('''
    HONEY EXTRACTION - my steps (guild honey house version)

    BEFORE
      [ ] book a slot on the guild list (4-hour slots, Saturdays)
      [ ] pull supers the day before with the fume board (Honey Robber smells awful,
          Bee Quick is better), or escape boards 2 days before
      [ ] 3 x 5-gal buckets w/ gates, lids; double sieve; uncapping tank
      [ ] bring: uncapping knife, capping scratcher, hot water, rags, headlamp,
          refractometer (aim < 18.6% water)
      [ ] bring my own hand-wash soap; theirs is always out

    AT THE HONEY HOUSE
      1. Warm room to ~85F (space heater in the closet) so honey flows.
      2. Uncap over the tank. Scratcher for low spots.
      3. Load the radial extractor balanced (opposite frames similar weight).
      4. Start slow, 5 min, then fast. Heavy frames: do a slow first pass or
         the comb blows out.
      5. Strain through double sieve into gated buckets.
      6. Wet frames go back on the hives that evening (robbing risk - do it at dusk).
      7. Clean EVERYTHING. Hot water only, no soap in the extractor.

    AFTER
      - Let buckets settle 24-48h, skim the foam.
      - Bottle at home, jars warmed slightly. Label per cottage food rules.
      - Note moisture reading + weight in the apiary log.
    '''))
