"""Markdown notes part C: running and family."""
from common import write_text

def running():
    weeks = [
        ("1", "30 Jun", "easy 6", "tempo 8 (Striders)", "easy 6", "long 12", 32),
        ("2", "7 Jul", "easy 6", "tempo 8", "easy 7", "long 13", 34),
        ("3", "14 Jul", "easy 7", "tempo 9", "easy 7", "long 14", 37),
        ("4", "21 Jul", "easy 6", "tempo 8", "easy 6", "long 12 (cutback)", 32),
        ("5", "28 Jul", "easy 7", "tempo 9", "easy 7", "long 15", 38),
        ("6", "4 Aug", "easy 7", "tempo 10", "easy 8", "long 16", 41),
        ("7", "11 Aug", "easy 8", "tempo 10", "easy 8", "long 17", 43),
        ("8", "18 Aug", "easy 6", "tempo 8", "easy 6", "long 13 (cutback)", 33),
        ("9", "25 Aug", "easy 8", "intervals 6x1k", "easy 8", "long 18", 44),
        ("10", "1 Sep", "easy 8", "tempo 10", "easy 8", "long 19", 45),
        ("11", "8 Sep", "easy 6", "tempo 8", "rest (wedding)", "rest (wedding)", 14),
        ("12", "15 Sep", "easy 8", "tempo 10", "easy 8", "long 20", 46),
        ("13", "22 Sep", "easy 8", "race-pace 3x4k", "easy 8", "long 20", 48),
        ("14", "29 Sep", "easy 7", "tempo 10", "easy 7", "long 16", 40),
        ("15", "6 Oct", "easy 6", "tempo 8", "easy 6", "long 12", 32),
        ("16", "13 Oct", "easy 5", "tempo 6 (short)", "easy 5 + strides", "RACE 21.1", 37),
    ]
    table = "| Wk | Week of | Mon | Tue | Thu | Sun | ~km |\n|---|---|---|---|---|---|---|\n"
    for w in weeks:
        table += f"| {w[0]} | {w[1]} | {w[2]} | {w[3]} | {w[4]} | {w[5]} | {w[6]} |\n"
    write_text("notes/running/half-marathon-plan.md", """
---
title: Half marathon 2025 - plan & log
updated: 2025-10-20
tags: [running, half-marathon, long-note]
---
# Half marathon 2025

## TL;DR
- Original target: **Don Valley Spring Half, Sun 4 May 2025**, goal 1:45.
- Calf strain on 22 March (left soleus) on a long run.
- **Decision (3 Apr): skip the spring race, target the Waterfront Fall Half on
  Sunday 19 October 2025, goal 1:50.** Lost the $95 entry. Worth it.
- Result: 1:48:31. Happy.

## Why a half at all
I started running in 2021 because sitting at a desk for ten hours was turning me into
a question mark. 5k, then 10k, then the Harriers' winter 15k. A half felt like the
next honest step: long enough that I can't fake it, short enough that training
doesn't swallow my whole life (client work + Ada's wedding already do that).

## The calf
Physio: **Kwame Boateng**, Eastside Motion Physio. Saw him 24 Mar, 31 Mar, 14 Apr,
5 May, then monthly-ish through the summer.

His diagnosis: grade 1 strain of the left soleus, made worse by (a) ramping mileage
too fast in February and (b) doing all my runs in the same worn shoes. Treatment was
boring and it worked:
- Eccentric heel drops, 3x15, twice a day, bent knee AND straight knee
- Single-leg calf raises until I could do 25 each side (started at 12 on the left)
- No speed work for four weeks, then strides only
- Return-to-run: walk/run 1:1 up to 30 min, then continuous easy, then long runs
- Two pairs of shoes in rotation (the old ones retired to lawn-mowing duty)

He also told me to stop running every long run at tempo pace "because you're bored".
Fair.

## Training principles for the rebuild
1. **80/20** - most running genuinely easy (conversational, ~6:00/km+), only the
   Tuesday session hard.
2. **Long run on Sunday mornings at 8.** I like running early - the Martin Goodman
   Trail is empty, it's cool, and the day feels won by 10am. Evening runs make me
   sleep badly.
3. **Never more than +10%/week**, cutback week every 4th.
4. **Tuesday tempo with the Riverside Striders** (6:30pm from the running shop on
   Queen E). The group keeps me honest and stops me doing every rep too fast.
5. **Outdoors only.** I will skip a run before I get on a treadmill. Winter is a
   problem for future me.
6. **Strength twice a week**, 20 min, at home: calf raises, split squats, glute
   bridges, side planks. Non-negotiable after the strain.

## Paces (for 1:50)
| Type | Pace /km | Feel |
|---|---|---|
| Easy | 5:55-6:20 | can talk in full sentences |
| Long | 5:50-6:10 | easy, last 3 km can drift faster |
| Tempo | 4:55-5:05 | comfortably hard, 3-word answers |
| Race pace (1:50) | 5:12 | - |
| Intervals (1k) | 4:40-4:45 | hard, 90 s jog between |

## 16-week plan (from 30 June)
""" + table + """
Wedding week (wk 11) is deliberately a write-off: rehearsal Friday, wedding Saturday,
brunch Sunday, and I am not getting up at 6am to run 19 km hungover in Elora.

## Fuelling
- Long runs over 15 km: gel at 45 min then every 35-40 min. I tested three brands;
  the citrus one is the only one I can stomach.
- Race morning: oatmeal with banana and honey 2.5-3 h before, one coffee, water.
- Nothing new on race day (the oldest rule, and I still almost broke it with new socks).
- Electrolytes on hot days; August was brutal, lost ~1.5 kg of water on a 17k.

## Music
Afrobeats for tempo days (it keeps cadence up - Burna Boy, Tems, Asake), podcasts
for easy runs, nothing for the long runs after 15 km - I like hearing my breathing.

## Log highlights
- **24 Mar** - first physio visit. "You'll race this year, just not in May."
- **30 Jun** - plan starts. 6 km easy felt like 16.
- **15 Jul** - first Striders tempo. Went out way too fast, got dropped at 6k. Humbling.
- **7 Aug** - calf tight on an easy run, cut it to 4 km, did the rehab work extra for a week. Fine.
- **31 Aug** - 18 km long run, negative split. First time I believed in 1:50.
- **13 Sep** - Ada's wedding. Danced for four hours. Counts as cross-training.
- **21 Sep** - 20 km long run in 1:58. Legs felt great, stomach didn't (gel issue
  sorted by switching back to the citrus ones).
- **28 Sep** - 3x4k race pace in the rain. Best session of the block.
- **19 Oct** - race: 1:48:31 chip. Negative split by ~40 s. Calf silent all day.

## Shoes
- Daily trainers: the grey pair (retired in August at ~650 km) and the blue pair.
- Race shoes: the green carbon-plate pair. Only for tempo days from week 9 on, and
  the race. They make my calves work harder, so Kwame said no more than once a week.
- Trail pair for the Don Valley loops when the path is muddy.
- Rotation rule: never two days in a row in the same shoe.

## Taper notes (weeks 15-16)
Cut volume by about a third each week but kept a bit of intensity: 4x1k at race pace
in week 15, strides in week 16. Felt sluggish on the Tuesday of race week, which every
article says is normal and every runner panics about anyway. Slept 8+ hours most
nights. Cut alcohol for the last ten days (wedding week had used up the allowance).
Carb-loaded lightly the last two days: more rice and bread, less salad, nothing spicy
the night before (very hard for me - no suya for 48 hours).

## Mental stuff
The injury made me anxious about every twinge. What helped:
- A written "pain rule" from Kwame: sharp pain = stop; dull ache that fades in the
  first 10 minutes = carry on; anything that makes me limp = stop and call him.
- Logging every run in the CSV with a notes column, so I could see that the "tight"
  days were rare and always followed hard sessions.
- Running with the Striders - hard to catastrophise when someone is telling you
  about their kid's hockey tournament for 8 km.
- Ada's rule: "You're allowed one bad run a week without it meaning anything."

## Block reflections
Weeks 1-4 were about trusting the calf again; I ran slower than the plan on purpose
and it still felt hard. Weeks 5-8 were the heat block - most long runs started at 7am
instead of 8 to beat the humidity, and I learned to carry water even on 12 km days.
Weeks 9-12 were where fitness actually showed up: tempo pace dropped by almost ten
seconds per km at the same heart rate. Weeks 13-16 were confidence: the 3x4k session
and the last 20 km told me 1:50 was conservative, so on race day I allowed myself to
go a bit faster after 10k if everything felt good. It did.

## What I'd change next time
- Start strength work before the injury, not after.
- Book the physio check-in every 6 weeks even when nothing hurts.
- Practise fuelling on every long run, not just some.
- Maybe a full marathon in fall 2026? Ada says I said "never" at km 19. Noted.
""")

    write_text("notes/running/race-day-checklist.md", """
# Race day checklist - Waterfront Fall Half

## Night before (Sat 18 Oct)
- [x] Bib pinned to the race belt (number is in the confirmation e-mail - bring it
      to the expo on Friday/Saturday for pickup)
- [x] Clothes laid out: singlet, split shorts, arm warmers, the good socks
- [x] Shoes: the green race pair (NOT the new ones)
- [x] 3 gels (2 citrus + 1 caffeinated for km 17)
- [x] Body glide, bandaids for the nipples (yes, really)
- [x] Throwaway hoodie from the Value Village pile
- [x] Watch + headphones charged
- [x] Presto card / $20 cash, phone in the belt pocket
- [x] Pasta dinner by 7pm, bed by 10

## Morning
- [x] Alarm 5:30. Oatmeal + banana + honey, one coffee, 500 ml water
- [x] Leave by 6:30 - streetcar to Exhibition Place
- [x] Start area: **Princes' Gates**, my corral is **C**. Gun is **7:45am** - be in
      the corral by 7:25
- [x] Bag check closes 7:15
- [x] Toilet queue: go early, then again

## Race plan
- 0-5k: 5:15/km, hold back, it's crowded
- 5-15k: 5:10/km, settle, gel at 7 and 14
- 15-19k: caffeinated gel at 17, stay on 5:10
- 19-21.1k: whatever's left

## After
- Chocolate milk, walk, find Ada + Julian at the km 18 sign
- Brunch. Nap. Tell Pem.
""")


def family():
    write_text("notes/family/ada-wedding.md", """
---
title: Ada & Julian's wedding
date: 2025-09-13
updated: 2025-09-10
tags: [family, wedding, ada, long-note]
---
# Ada & Julian's wedding - Sat 13 September 2025

My big sister Adaeze ("Ada") is marrying Julian Marchetti. They met at a friend's
board-game night in 2021 and he's been trying to beat her at Catan ever since (he
can't). Mom and Dad adore him, Dad especially since Julian asked him for advice on
the barbecue.

## Venue - the saga
- **Originally:** Cedar Hollow Farm, Caledon - the restored barn, fairy lights, the lot.
- **March:** the barn flooded during the spring thaw (the creek came up), and the
  farm couldn't promise repairs by September. Ada e-mailed everyone on 5 March.
- **Now:** **The Glasshouse at Mill Pond, Elora** - a glass-walled event space right
  on the water, with a lawn for the ceremony. Same date. Honestly nicer.
- The venue's events coordinator is **Liesl Van Dam**. Ada says she's the calmest
  person she has ever met. She runs the timeline, the AV and the speeches order.

## Timeline (weekend)
- **Fri 12 Sep** - rehearsal at the venue in the afternoon, then rehearsal dinner
  (Ada is choosing the place; she'll e-mail details)
- **Sat 13 Sep** - ceremony 3:30pm on the lawn, cocktails, dinner, speeches,
  dancing until midnight
- **Sun 14 Sep** - family brunch, then drive back

## My jobs
1. **Toast** - brother of the bride. Keep it to about 3 minutes. Draft lives in its
   own note. Mom has requested "nothing embarrassing". Dad has requested "something
   a little embarrassing".
2. **Drive Grandma Ifeoma** from Brampton on Friday; she needs the front seat and a
   stop at the Tim's in Fergus for a tea.
3. **Ushers** - me and cousin Obinna. Seat the Marchetti side on the left.
4. **Rings** - no, that's the best man (Julian's friend Marco). Thank god.
5. Help Dad with the **Igbo blessing** before the meal - he'll say it, I'll hold
   the kola nut bowl and try not to drop it.

## Food / RSVP
RSVP'd for one (no plus-one, and I'm fine with that, thank you Auntie Chioma).
Meal choice: **the trout** (the other options were short rib and chicken, and I
don't eat meat). The trout normally comes with a cashew-herb crumb and I'm allergic
to cashews - I told Ada and Liesl, the kitchen will do mine plain, and it's flagged
on my place card. Also asked them to skip the mushroom risotto side for me (not allergic,
just can't stand mushrooms). Dessert is a naked cake from the bakery in Fergus -
Ada checked it's nut-free for me.

## Clothes
- Navy suit (the one from Lorenzo's cousin's wedding), taken in at the waist in July
- Tie in the wedding colour - dusty green. Julian's sister sent swatches.
- Black oxfords, re-heeled.
- Pocket square: Mom is making one from leftover fabric of Ada's traditional outfit
  for the second look (the evening change into the george wrapper).

## Guests I'm responsible for (ish)
- **Grandma Ifeoma** - Brampton pickup Friday 11am, back Sunday after brunch. Needs:
  her cardigan, her pill organiser, the good cushion for the car. Hates the radio on.
- **Cousin Obinna** - co-usher. Arrives Friday night by bus; I'm picking him up at
  the Fergus stop. He will want to stay up late. I will not.
- **Uncle Emeka and Auntie Chioma** - driving from Ottawa. They asked me about
  parking; the venue has a lot plus overflow on the street.
- **Dad's cousins from Enugu** - staying with Mom and Dad in Brampton, coming up on
  Saturday morning with Dad in the rented van.

## Toast - stage fright plan
I genuinely hate public speaking. Client demos are fine because I know the system
better than anyone in the room; a wedding toast is 130 people waiting for me to be
funny. What I'm doing about it:
- Write it early (done in August), then leave it alone for a week.
- Read it aloud every night in the last week, standing up, with a glass in hand.
- Print it on index cards in big type, numbered, with a hole punched and a ring, in
  case I drop them.
- Eat properly at dinner. Two drinks max before I speak.
- Breathe out longer than in, before I stand up.
- Find Mom's face in the room for the end bit.

## Vendors (for reference, in case anyone asks me)
| What | Who | Notes |
|---|---|---|
| Venue | The Glasshouse at Mill Pond | coordinator Liesl Van Dam |
| Catering | in-house | dietary flags on place cards |
| Florist | replacement found by the venue in July | dusty green + white |
| Photographer | Julian's friend's studio | family photos 1:30pm |
| DJ | Ada's colleague's brother | Osadebe, Afrobeats, Italian wedding classics |
| Cake | bakery in Fergus | nut-free |

## Music requests for the DJ (Ada asked each of us for three)
- Mine: "Sweet Mother" (for Mom), "Ye" (for the cousins), and "September" because
  it's September and I'm not above that.
- Ada's rule: no "Macarena", no "Cha Cha Slide". Julian's counter-rule: one Italian
  song for his nonna, non-negotiable.

## Gift
Ada and Julian have a registry but what they actually want is money for the
honeymoon (Lisbon + Porto, two weeks in October). Giving $500 plus a framed print of
the photo from Ada's 10th birthday where she's holding me upside-down.

## Budget (mine)
| Item | Cost |
|---|---|
| Hotel, 2 nights (Elora, wedding rate) | $412 |
| Suit alterations | $85 |
| Gas + snacks (Grandma run) | $60 |
| Gift | $500 |
| Print + frame | $95 |
| Rehearsal dinner contribution | $80 |
| **Total** | **$1,232** |

## Notes from calls with Ada
**9 Feb** - they've picked the date. She cried, I cried, Pem ignored us both.

**5 Mar** - venue disaster call. She was amazingly calm about it. "A barn is a barn.
I want a view." She'd already toured the Glasshouse by the weekend.

**20 Apr** - asked me to do a toast. I said yes before I remembered I hate public
speaking. She said "you talk to CTOs for a living". Not the same, Ada.

**12 Jun** - seating plan drama: Dad's cousins from Enugu are coming after all
(visas came through!). Two extra tables. Venue can handle 140 max; we're at 131.

**18 Jul** - the florist went under (!). Liesl found a replacement in two days.

**25 Aug** - Ada sent the weekend plan to the family list. Hotel block is at the inn
in Elora, booked. Asked me to be "on Grandma duty" all weekend.

**2 Sep** - Liesl sent the speeches order through Ada: Dad, then me, then Marco.
Two mics. No slideshow (I had not planned a slideshow, but I feel slightly judged).

## To do
- [x] Book hotel (2 nights)
- [x] Suit alterations
- [x] Meal choice (trout - no cashews)
- [x] Write toast (draft 3 done)
- [x] Practise toast out loud x5 (Pem heard it 11 times)
- [x] Pick up Grandma's prescription refill before Friday
- [x] Print the photo, buy frame
- [x] Charge the camera for the family photos

## After (14 Sep)
It was perfect. The toast went fine - people laughed in the right places and Mom
cried in the right place. Dad did the blessing, I did not drop the kola nuts.
Julian's mother hugged me for a full minute. Ada danced with Grandma Ifeoma to
Osadebe and the whole room went quiet. Best day.
""")

    write_text("notes/family/toast-draft.md", """
# Toast for Ada & Julian (draft 3 - the one I used)

Target: ~3 minutes. Read it slowly. Breathe. Look at Ada, not at the floor.

---

Good evening everyone. For those who don't know me, I'm Devon - Ada's little
brother - and for thirty-one years I've been the second-most stubborn Okafor in any
room.

Ada has been looking after me since before I could walk. When I was four, she
decided I should learn to ride a bike, and she ran behind me holding the seat for an
entire Saturday afternoon on our street in Brampton. When I finally rode on my own,
she didn't cheer. She said, "Good. Now do it again." That's Ada. She doesn't just
believe in you - she makes you do it again until you believe it too.

So when she told me, four years ago, that she'd met a guy at a board-game night who
"didn't seem to mind losing", I knew two things. One: he had no idea what he was in
for. Two: he was going to be around for a long time.

Julian - you have lost to my sister at Catan, at Scrabble, at Mario Kart, and at
least once at an argument about which way the toilet paper goes. And every time, you
laughed. I've watched you make her laugh on days when nobody else could. I've watched
you learn to make Mom's jollof - almost right. And I've watched you look at my sister
like she hung the moon, which, to be fair, she would tell you she did.

Ada, you taught me that love is showing up. Holding the seat. Running behind. You've
found someone who runs behind you, too.

Mom and Dad - thank you for showing both of us what forty years of choosing each
other looks like.

So please raise your glasses. To Ada and Julian: may you always hold the seat for
each other - and may Julian win at Catan at least once, just once, before you're
both old.

To Ada and Julian!

---

Notes:
- Pause after "second-most stubborn" - let people figure out who the first is.
- Don't do the Catan line if Julian's parents look confused about Catan.
- Look at Mom during the "forty years" bit. She will cry. That's fine.
""")

if __name__ == "__main__":
    running(); family()
