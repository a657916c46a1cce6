from common import write, dedent

def build():
    write('notes/bees/apiary-log-2025.md', dedent('''
    ---
    title: Apiary log 2025
    hives: [Curie, Mendeleev, Franklin]
    location: backyard, 3318 Ashgrove Ct (NE corner by the alley fence)
    updated: 2025-11-02
    tags: [bees, log]
    ---

    # Apiary log — 2025 season

    Three colonies in the backyard, all 10-frame Langstroth, two deeps each + supers in season.
    Naming scheme per the kids' joke from 2023: **Curie** (Hive 1), **Mendeleev** (Hive 2), **Franklin** (Hive 3, for Rosalind, not Ben — I have to explain this at the market every single Saturday).

    Quick key I use below: QS = queen seen, E = eggs, L = larvae, CB = capped brood, BIAS = brood in all stages. Mite numbers are per ~300 bees (half cup) alcohol wash unless I say sugar roll. Threshold I go by = 3% (9 mites/300), which is the guild's number too.

    ## Winter carry-over (Jan–Mar)

    All three came through winter, which is a first for me. Curie was the monster as usual. Franklin (the swarm I caught off the neighbor's crabapple in June '24) came through small — maybe 4 frames of bees on 2/22, which was a warm Saturday, 61°F. Mendeleev somewhere in between.

    Fed fondant on top of all three through Feb. Mendeleev went through theirs fastest, which in hindsight might have been a sign they were rearing brood early and hungry.

    Things I said I'd do differently next winter:
    - get the quilt boxes on before Thanksgiving, not after (condensation on Franklin's inner cover in Jan was bad)
    - weigh hives (luggage scale trick) monthly instead of guessing by hefting
    - don't open anything below 55°F no matter how curious I am

    ## April

    **4/12** — First real inspection of the year. Curie: BIAS, 7 frames of brood, QS. Added a super already — they were backfilling the brood nest with nectar from the maples and the neighbor's fruit trees. Mendeleev: E + L, 4 frames brood, didn't see the queen, didn't need to. Franklin: small but laying pattern OK, honestly better than I expected.

    **4/19** — Swarm prep on Curie. Checkerboarded the top deep. Found 3 play cups, no eggs in them. Watching it.

    **4/26** — Curie: two charged swarm cells on the bottom bars. Did a split: old queen + 3 frames brood + 2 honey into a nuc, which went to Lorraine Pettibone's place in Arvada for the guild's nuc program (she's giving me a credit on next year's package/nuc, or a queen, whichever I need first). Left Curie with the best-looking cell. Felt like a real beekeeper.

    ## May

    **5/3** — Mendeleev: no eggs, no young larvae, polished cells, bees a bit roary when I opened up. Classic queenless. I think I rolled the queen on 4/19 when I was being clumsy with the frame spacing. Ugh.

    **5/10** — Test frame of eggs from Curie into Mendeleev. Checked 5/14 — no queen cells built on it, so there may be a virgin queen in there, OR they're just hopeless. Asked the AI about it that night and talked it through. Decided not to wait another three weeks for them to figure it out. Ordered a mated Carniolan queen.

    **5/19** — Order placed with Salida Mountain Queens, order **SMQ-20518**. $48 for the queen + express shipping, which cost almost as much as the queen. Shipped 5/20.

    **5/22** — Queen arrived alive, with 5 attendants, in a JZ-BZ cage. Put her in Mendeleev with the candy plug still in. Removed the cork on the candy end.

    **5/17** — (writing this out of order) Market opening day! See market notes. $12 for the pound jars, $7 for the 8 oz.

    **5/27** — Mendeleev: queen released, eggs! Single eggs, centered, in a nice arc. Huge relief.

    **5/31** — Curie re-queened herself from the cell I left; saw a new, long, orangey queen and fresh eggs. Both colonies are now running on 2025 queens. Franklin remains on the swarm queen of unknown age.

    ## June

    Flow on. Linden on the block, Russian sage, then the catmint everybody in Park Hill plants. Curie filled two supers; Mendeleev is catching up fast with the new queen. Franklin: one super, slow.

    **6/7** — Tried a sugar roll on Franklin (didn't want to kill 300 bees in a small colony). 2 mites. Fine.

    **6/21** — Mendeleev: 8 frames of brood. That queen is a machine. The Salida queen was worth every dollar.

    **6/28** — Mile High Bee Supply e-mailed that the 1-lb queenline jars are backordered "into August". That's the whole market season. Spent an evening comparing; see July.

    ## July

    **7/5** — Last market at the church lot before the move.

    **7/8** — Switched jar supplier to Rocky Ridge Packaging. Cheaper per case and they had them in stock. Pick-up, not shipped. Order confirmation is in the mail folder.

    **7/12** — First Saturday at the new market spot (Berkeley Commons lot, stall B-6). Better foot traffic honestly, and I'm not next to the kettle corn guy anymore.

    **7/19** — Pulled the spring supers off Curie — light spring honey, clover and fruit bloom. 

    **7/26** — Hot, 97°F. Bees bearding on the front of Curie at 8pm. Added a top shim for ventilation. Franklin brood pattern spotty — some skipped cells, a few drone cells in worker comb. Not good. Queen is at least 2 years old, maybe more.

    ## August

    **8/2** — Mite-wash day (guild does a "wash day" the first weekend in August; everybody posts their numbers). My numbers:

    | Hive | Method | Mites / ~300 | % |
    |---|---|---|---|
    | Curie | alcohol wash | 4 | 1.3 |
    | Mendeleev | alcohol wash | 11 | 3.7 |
    | Franklin | alcohol wash | 7 | 2.3 |

    Mendeleev over threshold, Franklin close. Everything's in `data/mite-counts-2025.csv` too.

    **8/3** — Talked through treatment options with the assistant and with Lorraine on the phone. **Decision: oxalic acid vapor (OAV), all three hives, 3 rounds 5 days apart, starting once the supers are off.** Reasons: it's an organic acid (I don't want synthetic miticides in my hives, period — no Apivar, no amitraz), formic is a bad idea with highs in the 90s, and thymol also wants cooler weather. OAV only hits phoretic mites, hence the three rounds to catch the ones emerging from capped brood. Borrowing Lorraine's vaporizer; I'll buy my own respirator cartridges (acid gas rated — the organic vapor ones I use in the chem lab are not the right thing).

    **8/9** — EXTRACTION DAY at the guild honey house out back of the Wheat Ridge Grange Hall. Booked the 8–12 slot. Maya came (for gas money, but still). Uncapping knife + the guild's 9-frame radial extractor. Total: **142 lb** of honey from Curie and Mendeleev (left Franklin's super for them). The late-summer stuff is darker and almost minty — that's my favourite honey of the year by a mile, I'd eat it off a spoon. Bottled over the next week at home.

    **8/16** — Raised prices at the market today: $14 for the 1-lb jar, $8 for the 8 oz. Nobody blinked. Comb stays $16.

    **8/17–8/30** — In Minneapolis for Dad's surgery. Theo and Maya checked water & fed the hens next door... well, watered the bees. Lorraine swung by once to look at the entrances. Nothing to report.

    **8/23** — OAV round 1 (Lorraine did it while I was away — she's a saint). 

    **8/28** — OAV round 2 (Lorraine again).

    ## September

    **9/2** — OAV round 3, me. Respirator, goggles, gloves, battery on the car, 2 g per hive for two deeps, entrance stuffed with a wet towel for 10 min.

    **9/13** — Yellowjackets (and honestly some of Curie's foragers) robbing Franklin. Full-on fighting at the entrance, wax cappings littered on the landing board. Cut the entrance to the smallest opening on the reducer — one bee wide — and put a robbing screen on. Cleaned up the sticky mess I'd made near the hives from a leaky bucket, which probably started it. By evening it had calmed down.

    **9/20** — Post-treatment washes: Curie 1, Mendeleev 2, Franklin 3. OAV worked.

    **9/27** — Last full inspection. Curie heavy. Mendeleev heavy. Franklin light (maybe 45 lb?) — started 2:1 syrup on Franklin only.

    ## October

    **10/4** — Franklin still spotty, queen definitely failing. Lorraine offered me one of her nuc queens (that's my credit from the April split). Plan was to swap on 10/18.

    **10/11** — Last market of the season.

    **10/14** — Guild meeting, the winter feeding talk. Good stuff about sugar bricks vs. fondant vs. candy boards.

    **10/18** — Cold snap, 41°F and windy. No way I'm opening a hive. Queen swap postponed.

    **10/25** — Still too cold on the weekend. Lorraine says her nuc queen will keep for now.

    ## Equipment & supplies (state of things, Oct)
    - Boxes: 6 deeps in use, 2 spare deeps (one needs the corner re-glued), 7 mediums as supers, 2 spare.
    - Frames: ~30 drawn medium frames stored in the garage freezer rotation (48 h in the chest freezer, then into tubs with lids — wax moth lesson from 2023).
    - Smoker: the big one with the heat shield. Fuel = burlap + pine needles from Mrs. Yoon's yard.
    - Suits: my ventilated jacket (ripped cuff, duct tape), the kids' veils, Lorraine's spare full suit that I keep "forgetting" to return.
    - Extraction: I don't own an extractor and I'm not going to. The guild's works fine.
    - Jars: enough for the holiday orders, I think. Counted 9 cases of 1 lb left on 10/12.
    - Labels: see the labels note.

    ## Guild notes (things people said that I want to keep)
    - Gus: "The bees don't read the calendar, but the mites do." (Meaning: mite populations peak in late summer no matter what the colony is doing.)
    - Lorraine: in Denver, the winter killer isn't cold, it's moisture and starvation in March. Quilt boxes + weigh the hives.
    - Pete, at the honey house: always run the extractor slow first with heavy frames or the comb blows out. (I recieved a demonstration of what happens when you don't. It was Pete's own frame.)
    - Someone at the Aug round table swore by drone-comb trapping in spring. Try it on Curie next April.
    - Honey colour varies a lot across the metro — the folks up in Arvada get a much lighter late-summer honey than we do in Park Hill. Probably all the Russian sage and catmint here.

    ## Winter plan 2025–26
    1. Quilt boxes on all three by 11/22.
    2. Sugar bricks on Franklin (and on anyone who's light when I heft in January).
    3. Oxalic dribble in mid-December if there's a broodless window (check Curie first — she never seems to stop).
    4. Don't open anything below 55°F. I mean it this time.
    5. Read *The Hive and the Honey Bee* over winter break. At least the chapters on nutrition.
    6. Figure out whether I want a 4th hive next year. (I do. I shouldn't. Ask me in March.)

        ## To do before winter
    - [x] Mouse guards on all three (done 10/11)
    - [x] Remove queen excluders
    - [ ] Requeen Franklin with Lorraine's queen (postponed twice — next warm day above 60°F)
    - [ ] Quilt boxes on (before Thanksgiving this time!!)
    - [ ] Sugar bricks for Franklin — make a batch per the talk
    - [ ] Weigh hives with the luggage scale (first of each month)
    - [ ] Oct mite check on Franklin before it gets too cold

    ## Season summary (so far)
    - Honey: 142 lb extracted 8/9 + a few frames of comb. Spring honey from July pulled separately.
    - Market: 5/17–10/11. Moved spots mid-season. Price went up in Aug.
    - Queens: Curie — own daughter (May). Mendeleev — Salida Carniolan (May). Franklin — old swarm queen, needs replacing.
    - Mites: one treatment (OAV x3), worked. Want to do a dribble in December during the broodless window.
    - Jars: switched suppliers in July.

    Things I keep relearning:
    1. Everything is a week earlier than I think it is in Denver.
    2. If I'm in a hurry, I roll queens.
    3. Don't spill honey near the hives. (See 9/13.)
    4. The bees don't care about my schedule, my refinance, or my dad's hip. They just do the next thing. Honestly that's why I like them.
    '''))

    write('notes/bees/fall-prep-brainstorm.md', dedent('''
    # fall prep – brainstorm (NOT decided)

    jotted 7/27 on the porch, nothing decided yet, just thinking out loud

    ## mite treatment ideas
    - Apivar strips? (amitraz) — works, 42-56 days, but synthetic… not thrilled
    - Formic Pro — goes through cappings, BUT temp limits, Aug highs here in 90s
    - ApiGuard / thymol gel — also wants < 90s
    - OAV (oxalic vapor) — need vaporizer + respirator, phoretic only → multiple rounds
    - OA dribble — only broodless, so Dec
    - HopGuard? don't know anyone who uses it
    - drone comb trapping — next spring maybe

    ## feeding ideas
    - 2:1 syrup in Sept for anyone light
    - fondant vs sugar bricks vs candy board?? ask at guild
    - pollen patty — prob not needed in Denver fall

    ## winter config ideas
    - quilt box vs foam board on top
    - wrap? (tar paper) — Lorraine says no in Denver, the sun's too strong
    - mouse guards

    ## Franklin
    - combine w/ Mendeleev?
    - requeen?
    - let it ride & see?

    → revisit after the Aug wash numbers
    '''))

    write('notes/bees/market-stand.md', dedent('''
    ---
    title: Market stand – Tennyson Street Growers' Market
    season: 2025
    created: 2025-05-11
    tags: [bees, market, honey]
    ---

    # Market stand 2025

    **Market:** Tennyson Street Growers' Market, Saturdays 8am–1pm, 5/17 through 10/11
    **Where:** St. Brendan's Church parking lot, W 38th Ave & Tennyson — **stall #23** (north row, by the bike rack)
    **Manager:** Colleen Marchetti (market office texts on Friday nights about wind)
    **Vendor fee:** $340 for the season, paid 3/10

    ## Price list (starting 5/17)

    | Item | Price |
    |---|---|
    | 1 lb queenline jar | $12 |
    | 8 oz jar | $7 |
    | Cut comb (box) | $16 |
    | Beeswax lip balm | $4 / 3 for $10 |
    | Honey stick | $0.50 |

    Cash, Venmo, card reader (Square). Round to the dollar.

    ## Setup checklist
    - [x] canopy + 4 weights (25 lb each — the wind on Tennyson is no joke)
    - [x] table + cloth (the yellow one)
    - [x] price sign (chalkboard)
    - [x] cottage foods sign & labels — see labels note
    - [x] cash box with $60 in 5s and 1s
    - [x] observation frame? — NO. Colleen says no live bees at the stall.
    - [ ] a second folding chair for whichever kid shows up

    ## Notes to self
    - Regulars want the dark honey; hold back a case for August.
    - People ask if it's "raw". Yes: unheated, strained not filtered. Say that.
    - I am not doing creamed honey or "infused" honey. Keep it simple.
    - Jars from Mile High Bee Supply (Arvada), 1-lb queenline, 12/case.
    '''))

    write('notes/bees/honey-labels-cottage-food.md', dedent('''
    # Honey labels + Colorado cottage food rules

    Selling under the Colorado Cottage Foods Act (honey is on the allowed list). Things the label MUST have, per the CDPHE guidance I printed in March:

    1. Name of the product ("Raw Wildflower Honey")
    2. My name and address (or phone) — "Ray Okafor-Lindqvist, Denver CO 80207" + phone
    3. Net weight — 1 lb (454 g) / 8 oz (227 g)
    4. The "produced in a home kitchen that is not subject to state licensure or inspection" statement, word for word, including the bit that it may contain allergens.
    5. Date produced (I use the extraction date)
    6. Ingredients (just "honey")

    Also need the same statement on a placard at the stall.

    ## Problem found 9/20
    The labels I printed in April have the home-kitchen statement cut off — the font size shrank when I changed the template to add the hexagon border, and the last line ("…and may contain allergens") isn't on there. Colleen didn't notice, but the county guy at the Sloan's Lake market fined someone for this last year.

    ## To do
    - [ ] Fix the template (drop the border, 7 pt minimum)
    - [ ] Reprint labels — 200 x 1 lb, 100 x 8 oz (Avery 22807 round)
    - [ ] Re-label the jars already bottled from the 8/9 extraction before the holiday orders go out
    - [x] Food safety training certificate — still valid until 2027
    - [ ] Ask Lorraine if the guild has a shared label printer
    '''))
