"""Markdown notes, plain-text docs and CSV files."""
from common import write

# ====================================================================== planning board
SHELBURNE_LONG = """---
title: "ZP-25-0147 - 1180 Shelburne Road (Harbor Ridge) - my working notes"
board: Planning Board
case: ZP-25-0147
status: continued
updated: 2025-09-03
tags: [planning-board, variance, shelburne-rd]
---

# 1180 Shelburne Road - height & setback variance (ZP-25-0147)

These are my own working notes as a board member, not the official record. Minutes are what Nadine
produces; this is where I think out loud. Anything I'd say on the record I try to say in the hearing.

## The application in one paragraph

Harbor Ridge Partners LLC (principal: Garrett Voss) wants to tear down the old Maple Leaf Motor Inn
and build a five-story mixed-use building: retail and a small cafe on the ground floor, apartments
above, structured parking in a podium at the back of the lot. The zoning district caps height at
45 ft and wants a 25 ft front setback. The original submission asked for 58 ft and a 12 ft setback,
plus a parking reduction (93 required, 71 proposed). Their attorney is Francine Delacroix of
Delacroix & Whitby PLC; architect is Soren Lindgaard (Lindgaard Architects, Winooski).

## Why I care about this one (beyond the usual)

I spent thirty-one years designing buildings on exactly this kind of ground. The lots on the west
side of Shelburne Road sit on glacial lake clays - soft, compressible, and they vary a lot over short
distances. A five-story podium building is not exotic, but it is the kind of project where the
geotechnical report is doing a lot of quiet work. I want to read the boring logs, not just the
summary page. If the foundation ends up on driven piles or helical piers, fine, but then the
construction vibration and the neighbors' basements become a real conversation.

I also think the board undersells how much a building's height is a *structural* question, not
just an aesthetic one. Going from 45 ft to 58 ft on a podium scheme probably means one more floor of
wood framing over concrete, which changes the lateral system, the fire separation, and the
foundation loads. None of that is the board's job to design, but it is our job to ask whether the
hardship they claim is real or self-created.

## Variance criteria (the five findings)

Our ordinance follows the usual state pattern. To grant a variance we have to find all of:

1. Unique physical circumstances of the lot (shape, topography, soils) - not general to the area.
2. Because of those circumstances, the lot can't be developed in conformity with the bylaw.
3. The hardship wasn't created by the applicant.
4. The variance won't alter the essential character of the neighborhood or impair adjacent property.
5. It's the minimum variance that affords relief.

My honest read after the first hearing: they have a decent argument on (1) for the setback - the lot
is shallow and has a drainage easement across the back third - but a weak argument on height. "We
need the extra floor to make the numbers work" is a financial argument, and financial hardship
alone isn't enough under our rules. Criterion 5 is where the revised plans will have to do the work.

## Timeline

| Date | What happened |
|---|---|
| 01/21/2025 | Colin gives the board a heads-up that a big application for the motor inn site is coming |
| 03/28/2025 | Hearing notice mailed; abutters notified |
| 04/15/2025 | Hearing opened, City Hall Room 12, 7:00 PM. Applicant presentation + public comment. Continued to 06/17 for a traffic impact study |
| 06/17/2025 | Continued hearing, same room. Traffic study presented (Tessellate Traffic Engineering). Board asked for revised massing and a stormwater plan. Continued to 09/16/2025, 7:00 PM, location to be announced |
| 08/26/2025 | Colin: revised plans in; the 09/16 session moves to Calloway Grange Hall, 415 Birch Cove Road (City Hall Room 12 is closed for the HVAC replacement through October) |
| 08/28/2025 | Phone call with Colin about Hale & Corrigan - see recusal section |
| 09/16/2025 | Continued hearing, 7:00 PM, Calloway Grange Hall |

## First hearing, 04/15 - my notes

- Francine Delacroix did most of the talking. Polished. She leaned hard on the housing shortage and
  the city's own housing action plan, which is fair - we do need the units.
- Lindgaard showed shadow studies for the equinoxes and the winter solstice. The December 21 3:00 PM
  diagram puts the shadow across the two backyards on Harlow Street. He said "minimal impact" and I
  wrote "define minimal" in the margin.
- Public comment ran almost an hour. Strong feelings on both sides. Beatrice Coutu spoke and also
  sent a long written comment. Raymond Ostrowski spoke for it. Maureen Quist from the Shelburne Road
  Business Association was mostly worried about the curb cuts and construction staging.
- Traffic: the existing motel generates almost nothing. 62 apartments plus retail generates a lot
  more, and the left turn out of the site onto Shelburne Road at 5 PM is already a gamble. We
  continued it so they could do a proper traffic impact study.

Questions I wrote down for next time:
- Boring logs B-1 through B-6: depth to the stiff layer? Groundwater?
- Podium: cast-in-place or precast? Transfer girders at the retail level?
- Is the 12 ft setback measured to the face of the building or to the balconies?
- Snow storage on site - where does it go? Nobody ever asks this until February.

## Second hearing, 06/17 - my notes

- Tessellate's study recommends a right-in/right-out at the north driveway and a signal timing change
  at Harlow Street. VTrans has to sign off on anything touching the state highway.
- Stormwater: they'd been planning to use the existing culvert. Kenji pointed out it's undersized
  and already surcharges in a big storm. Dolores asked for a full stormwater plan before we vote.
- Several of us said out loud that 58 ft was a non-starter without a better hardship argument.
  Marguerite asked the applicant to come back with a reduced scheme. Continued to 09/16.

I was at Mom's rehab most of that week and read the traffic study in the rehab parking lot.
Not my best preparation, but I had the questions ready.

## Revised plans (August)

Colin's e-mail of 08/26 says the revised set is in. Headlines: fewer units, lower height, setback a
little deeper, and they've added an underground detention system for stormwater. I have only
skimmed it. Given what happened next (below), I'm not going to mark it up.

## Recusal

Back in April I asked myself whether I had any conflict. At that point Hale & Corrigan (my old firm -
I still consult there one day a week) had nothing to do with the project, and I didn't know Voss or
anyone at Harbor Ridge. I told Colin I saw no conflict and sat on the April and June hearings.

On 08/28 Colin called to say the applicant has retained Hale & Corrigan to do the structural peer
review of the podium for the revised plans. Even though I don't work on that job, I'm paid by the
firm, and that's enough to create at least the appearance of a conflict. **I'm recusing myself from
ZP-25-0147** for the rest of the proceeding. I'll step off the dais for that item on 09/16 and won't
deliberate or vote. I told Colin I'd get him a signed written recusal statement for the file by
Friday 09/05.

It stings a bit - this is the one application in years where my background is actually useful - but
it's the right call. Six members is still a quorum, and Kenji knows soils well enough to ask the
questions I would have asked. I passed him my list of boring-log questions before I knew about
the conflict; I'm not going to send him anything more.

## Stormwater - the part nobody in the audience cares about until their basement floods

The site drains today the way most of Shelburne Road drains: sheet flow off a big old parking lot
into a couple of catch basins, then into a 24-inch culvert that runs under the back of the lot and
out toward the ravine. That culvert predates any of us. It was sized for a field, then asked to
carry a motel parking lot, and now it's being asked to carry a five-story building's roof, a
podium deck, and a new driveway. The Harlow Street basements that flood are downstream of it.

What I'd expect a competent stormwater plan to show:

- Pre- and post-development peak flows for the 1, 10 and 25-year storms, with post <= pre.
- Where the roof water goes. A flat roof that size is a lot of water in a short time.
- Infiltration testing - on lake clays I'd be surprised if infiltration works at all, which pushes
  them to detention (tanks or chambers under the parking) with a controlled outlet.
- Who maintains it, forever. Underground detention that nobody cleans out is a very expensive
  sediment trap after ten years. There should be a recorded maintenance agreement.
- A condition survey of the existing culvert (camera it) and who pays if it needs replacing.

## Traffic - my amateur view

I'm not a traffic engineer and I try not to pretend. But I've made that left turn out of the
motel lot onto Shelburne Road at rush hour, and it's a gamble. The right-in/right-out idea makes
sense for the north driveway; the question is whether the southbound traffic then U-turns at
Harlow Street or cuts through the neighborhood to get back north. That cut-through is exactly what
the Harlow Street residents are afraid of, and they're not wrong to be. A "no thru traffic" sign
does roughly nothing. Traffic calming on Harlow Street (speed tables, a neckdown at the corner)
might be a fair condition to ask for, paid for by the applicant.

## Parking

93 required, 71 proposed. Honestly this is the part I'm least worried about. There's a bus line
on Shelburne Road with 15-minute service, the bike path is two blocks away, and our parking
minimums were written in an era when every apartment was assumed to have two cars. I'd want a
car-share space, covered bike parking at something like one per unit, and a commitment to unbundle
parking from rent so people who don't have a car don't pay for a space. But that's the housing
policy side of me talking, not the engineer.

## The bigger picture

The city has said for years that it wants more housing along the corridors, not in the middle of
the neighborhoods. This is a corridor. It's hard to argue with the location. The fight is over
scale and transition: how a five-story building steps down toward one- and two-story houses fifty
feet away. Good projects solve that with a stepped massing - full height along the road, dropping
a floor or two at the back. The original scheme was one big box. If the revised plans step down
toward Harlow Street, that goes a long way on criterion 4.

## What a good outcome would look like (my view, for what it's worth)

- Height granted only as far as the stepped massing needs it, and not a foot more.
- Setback relief granted, because the lot really is shallow and encumbered.
- Conditions: stormwater detention + maintenance agreement, culvert survey, Harlow Street traffic
  calming, construction hours 7-6 weekdays only, crack surveys of the nearest houses, and a
  snow-storage plan.
- Findings written carefully enough to survive an appeal to the environmental court, because
  someone will appeal whichever way it goes.

## Process notes to self

- Public comments must be in writing to planning staff by noon on the Friday before the hearing to
  make it into the packet. Anything later gets read into the record but not distributed.
- I still think hybrid hearings are worse than in-person ones. The Zoom audio at the June session
  cut out twice during the traffic presentation. I'll keep printing my packets double-sided and
  bringing the red pencil, whatever the city says about going paperless.
- After the decision, the written findings have to be issued within 45 days of closing the hearing.

## Things I'd want to see if I weren't recused (for the record, for my own learning)

- A geotech addendum addressing the revised foundation loads.
- A construction vibration monitoring plan for the Harlow Street houses (crack surveys before and
  after).
- Snow storage plan. Still nobody has mentioned it.
"""

MINUTES_0415 = """---
title: Planning Board - Minutes (DRAFT) - 04/15/2025
type: minutes
meeting_date: 2025-04-15
recorder: Nadine Perrault
---

# Planning Board - Regular Meeting - April 15, 2025

**DRAFT - not yet approved**

**Location:** City Hall, Room 12
**Called to order:** 7:02 PM by Chair Marguerite Sabourin

**Members present:** Marguerite Sabourin (Chair), Kenji Albright (Vice Chair), Dolores Fitzgerald,
Tom Lachance, Ruth Ann Goodrich, Avery Pham, Wendell Okafor-Brandt
**Staff:** Colin Bouchard, Senior Planner
**Recording secretary:** Nadine Perrault

## 1. Agenda review
No changes.

## 2. Conflict of interest / ex parte disclosures
None declared. W. Okafor-Brandt noted for the record that he is a licensed structural engineer who
still consults part-time for a local engineering firm, and that the firm has no involvement in any
application on tonight's agenda.

## 3. Minutes of April 1, 2025
Motion to approve (Lachance / Goodrich). Approved 6-0-1 (Pham abstained, absent 04/01).

## 4. Public hearing - ZP-25-0147 - 1180 Shelburne Road - Harbor Ridge Partners LLC
Request for variances from the maximum building height (45 ft; 58 ft requested) and front setback
(25 ft required; 12 ft requested), and a reduction in required parking, to construct a five-story
mixed-use building with 62 dwelling units and ground-floor retail on the site of the former Maple
Leaf Motor Inn.

Hearing opened at 7:04 PM. The Chair swore in those wishing to testify.

**Applicant presentation.** Francine Delacroix, attorney for the applicant, summarized the request
and the variance criteria. Architect Soren Lindgaard presented the site plan, elevations and shadow
studies. Garrett Voss (Harbor Ridge Partners) answered questions on phasing.

**Board questions.** Albright asked about the existing culvert. Okafor-Brandt asked for the full
geotechnical report including boring logs, and asked whether the 12 ft setback is measured to the
building face or the balconies (applicant: to the balconies). Fitzgerald asked about the traffic
analysis; applicant has not yet done a full traffic impact study.

**Public comment.**
- Beatrice Coutu, Harlow Street, spoke in opposition, citing winter shading of her property and cut-
  through traffic on Harlow Street, and referred the board to her written comment.
- Raymond Ostrowski, Flynn Park Road, spoke in support, citing the need for rental housing.
- Maureen Quist, Shelburne Road Business Association, raised concerns about curb cuts and
  construction staging but took no position on the variance.
- Two further residents spoke in opposition (traffic, scale).

**Motion** (Albright / Okafor-Brandt) to continue the hearing to June 17, 2025 at 7:00 PM, City Hall
Room 12, to allow the applicant to submit a traffic impact study. Approved 7-0.

## 5. Sketch plan - 300 Grove Hill Lane - 14 townhouse units
Informal discussion. Board suggested a shared driveway and a pedestrian link to the bike path. No
action required.

## 6. Other business
Bouchard reminded members that City Hall's HVAC replacement is scheduled for late summer and
meetings may need to move temporarily.

Adjourned 9:41 PM.
"""

MINUTES_0617 = """---
title: Planning Board - Minutes - 06/17/2025
type: minutes
meeting_date: 2025-06-17
recorder: Nadine Perrault
approved: 2025-07-15
---

# Planning Board - Regular Meeting - June 17, 2025

**Location:** City Hall, Room 12 (hybrid - Zoom link in the agenda)
**Called to order:** 7:00 PM by Chair Marguerite Sabourin

**Present:** Sabourin, Albright, Fitzgerald, Lachance, Goodrich, Pham, Okafor-Brandt
**Staff:** Colin Bouchard
**Recording secretary:** Nadine Perrault

## 1. Conflict disclosures
None.

## 2. Continued public hearing - ZP-25-0147 - 1180 Shelburne Road
The Chair reopened the hearing at 7:06 PM.

The applicant's traffic consultant, Tessellate Traffic Engineering, presented the traffic impact
study. Recommendations: right-in/right-out at the north driveway; signal timing adjustment at
Harlow Street; pedestrian refuge island. Any work in the state right-of-way requires VTrans approval.

Albright noted that the existing 24-inch culvert under the site surcharges in large storms.
Fitzgerald requested a complete stormwater management plan. Several members stated that the
requested 58 ft height had not been adequately justified under criteria 3 and 5. The Chair asked
the applicant to return with a revised scheme reducing the height and addressing stormwater.

Public comment: four speakers (two opposed, one in support, one with questions about construction
hours). Zoom audio was lost twice during the presentation; the Chair paused the hearing until it
was restored.

**Motion** (Goodrich / Pham) to continue the hearing to **September 16, 2025 at 7:00 PM**, location
to be announced by staff at least 15 days in advance, to allow submission of revised plans and a
stormwater management plan. Approved 7-0.

## 3. Election of officers
Sabourin re-elected Chair, Albright re-elected Vice Chair, by acclamation.

## 4. Other business
Bouchard: the July 1 meeting is cancelled (holiday week). Next regular meeting July 15.

Adjourned 9:12 PM.
"""

# ====================================================================== mom
CARE_LOG = """---
title: Mom - care log after the fall
person: Margarethe "Greta" Okafor-Brandt
created: 2025-05-30
updated: 2025-09-02
tags: [mom, care, medical]
---

# Mom - care log after the fall

Running notes so Ada and I (and Jo) have one place to look. Newest info is folded into the sections
below; the diary at the bottom is chronological. Mom is 86, lives alone at Pinecrest Commons,
Unit 14, 19 Fairlee Lane, Essex Junction.

## What happened

Mom fell in her kitchen on **Tuesday night, 05/27/2025, around 8:40 PM** - she says she turned too fast
from the stove with the kettle and her slipper caught the edge of the mat. She couldn't get up and
lay on the floor for almost an hour. She did not have any kind of alarm. Doris Aldous next door
(Unit 13) heard her calling through the wall and phoned 911. Chittenden Regional Ambulance took her
to the ER at Champlain Valley Regional Medical Center (CVRMC).

Diagnosis: displaced fracture of the left femoral neck. Dr. Samuel Whitcombe did a hemiarthroplasty
(partial hip replacement) on Wednesday 05/28. Surgery went fine. Her first words afterward were to
ask whether anyone had fed Doris's cat, which she had promised to do.

## Rehab

Transferred 05/31 to **Cedar Knoll Rehabilitation Center in Williston** for short-term rehab. She
hated the food, loved the PT staff, and complained that the TV in the common room was always on
sports. Discharged home 06/20 with a walker. Medicare covered the stay (three-night inpatient stay
qualified her; days 1-20 are covered in full).

## Where she lives now - the decision

We went back and forth for two weeks (my brainstorm note has all the options we kicked around). On
06/12 we had a family call - me, Jo, Ada from Portland, and Mom on speaker from Cedar Knoll - and
**decided that Mom goes home to her own condo at Pinecrest, with a paid home aide in the mornings and a
fall-detection alert pendant**, rather than moving in with us or going to assisted living. Mom was
adamant; honestly that settled it. We agreed to revisit in the new year, or sooner if she falls again.

Reasons, for the record:
- Pinecrest is one level, no stairs inside, and Doris next door is a saint.
- Our house has the bedrooms upstairs and a steep staircase; converting the den would take months.
- Heron Pointe had a waitlist and the cost would burn through her savings in about four years.
- Moving her to Portland near Ada would cut her off from her church and her friends.

Pendant: SafeLink Alert, with fall detection, $39.95 a month. She wears it - mostly. It goes on the
nightstand when she showers, which rather defeats the purpose. Rosalind is working on that.

## Home health (Medicare-covered)

After discharge, Champlain Valley Visiting Nurses came out under Medicare home health: a nurse visit
weekly for the first month (wound check, meds review) and physical therapy twice a week with
**Jenna Rasmussen, PT** (Tuesdays and Fridays). Jenna is terrific: firm with Mom, funny, and she
explains things to me without talking down. Home exercise program is taped inside the pantry door:
heel slides, glute sets, sit-to-stands from the kitchen chair, standing hip abduction at the counter.
Home health only covers skilled care, though - not someone to help with showers, meals and
laundry. That part is private pay.

## Home aides - round one: Champlain Home Companions

Started 06/23. Monday/Wednesday/Friday mornings. Coordinator Deb Tourville; the regular aide was
Tammy Rowe, who was fine when she came. I put a key lockbox on the back porch rail for them - code
4417.

It did not go well:
- 07/08: nobody came. Mom sat in her robe until I got there at 11.
- 07/15: aide 90 minutes late, no call.
- 07/22: a different aide who had never been briefed, tried to give Mom her Sunday alendronate on a
  Tuesday. Mom caught it, thank God.

Deb was apologetic every time and nothing changed. I gave notice on 07/28.

## Home aides - round two: Birchline Home Care (current)

**Switched to Birchline Home Care starting Monday 08/04.** Care manager: Priscilla Nadeau. Mom's primary
caregiver is **Rosalind Mbeki**, with Joyce Ferland as backup. Six mornings a week now (the schedule is
in the calendar). It costs more, but they have actually shown up every single day, and Rosalind
writes a short note in the binder after each visit.

Lockbox: I changed the code on 08/03 after Champlain Home Companions returned their key. I gave the
new code to Birchline and to Ada. Not writing it down here on purpose.

## Medications (current - updated 08/14)

| Medication | Dose | When | Notes |
|---|---|---|---|
| Metoprolol tartrate | **12.5 mg** (half of a 25 mg tab) | 8 AM and 8 PM | Reduced from 25 mg twice daily by Dr. Pelletier on 08/14 - dizziness, BP running 100/60 |
| Levothyroxine | 50 mcg | 7 AM, empty stomach | |
| Alendronate | 70 mg | **Sundays only**, first thing, upright 30 min | New after the fracture |
| Calcium carbonate + D | 600 mg / 400 IU | twice daily with meals | |
| Vitamin D3 | 2,000 IU | daily | |
| Acetaminophen | 650 mg | up to every 6 h as needed | Mostly bedtime now |
| Apixaban (Eliquis) | 2.5 mg | twice daily | **Finished 07/02** (35 days post-op) |

The printed list on Mom's fridge still shows the old metoprolol dose - need to reprint it.

Rosalind takes Mom's BP every morning and logs it in the binder. Dr. Pelletier wants the readings
sent over before the next visit.

## Appointments

- Ortho follow-up with Dr. Whitcombe: **Wed 09/24/2025, 10:15 AM**, CVRMC Orthopedics. X-ray first.
- PCP: Dr. Lorraine Pelletier, Essex Family Medicine - recheck in October (not booked yet).

## Changes we made at Pinecrest (home safety)

Jenna did a home-safety walk-through on her first visit and gave us a list. Done so far:

- [x] Kitchen mat gone (the one she tripped on). Jo took it to the dump personally.
- [x] Grab bars in the shower and beside the toilet - Gus came over with his hammer drill and
      found the studs first try, which I will never hear the end of.
- [x] Raised toilet seat and shower chair (came from the rehab discharge equipment order).
- [x] Motion-sensor night lights from bedroom to bathroom, and one in the kitchen.
- [x] Moved the everyday dishes down from the top cupboard to the counter-height shelf.
- [x] Cordless phone in every room, plus the pendant.
- [ ] Second stair rail on the three steps down to the patio - she hardly uses them, but still.
- [ ] Replace the throw rug in the hall with something with a rubber backing, or nothing at all.

Wi-Fi at Mom's: network "Pinecrest14" - password is on the sticker under the router. The aides
use it for their visit app. (Mom calls it "the wifi machine" and unplugs it when thunder rolls.)

## The binder

There's a blue binder on the kitchen counter. Sections: (1) current med list, (2) BP log,
(3) visit notes from the aide, (4) appointment cards, (5) phone numbers. Whoever is there writes
something, even if it's only "good day, ate all her lunch". It has made a huge difference - Ada
reads the photos I send her on Sunday nights, and I can see at a glance if something is off.

## Money

All of this is private pay out of Mom's checking account, except what Medicare covers (see the
insurance note). Ada sends $500 a month toward the aide bills. I keep a simple spreadsheet of the
invoices and we settle up quarterly. So far Mom's savings can carry this for several years at the
current level. If she needs evenings or overnights too, the math changes fast, and we'd have to
revisit assisted living.

Mom no longer drives. Her Buick is in the Pinecrest lot with a cover on it, and she hasn't asked
for the keys, which tells me more than anything the doctors have said. We'll talk about selling it
in the spring. One vehicle sale at a time.

## Me

Writing this down because Ada told me to. I've been at Pinecrest four or five days a week since
June, plus Sundays. Between that, the board, the bees and the truck, I've let a few things slide
and I've been short with Jo more than she deserves. Since Birchline started I'm down to two weekday
visits plus Sunday, and it feels sustainable again. The agency switch was the single best thing we
did this summer. Jo and I are going to the lake for a weekend after the canoe trip - no phones
except for emergencies.

## Mom's likes and dislikes (for anyone helping)

- She prefers women caregivers. This is non-negotiable and we told both agencies.
- She showers in the **morning**, never at night ("I'll catch my death").
- Earl Grey with milk, no sugar. Not "English Breakfast", she'll notice.
- Do **not** call her "honey" or "sweetie". She is Mrs. Okafor-Brandt until she tells you otherwise;
  most people get to "Greta" within a week.
- Crossword after breakfast - the big weekend one gets saved for Sunday.
- Jeopardy at 7:30 PM, with the TV no louder than 20.
- Rye bread from Kasselbaum's Bakery; she considers supermarket bread a personal insult.
- Hates the walker, tolerates the cane.

## Questions for Dr. Pelletier next time

- Bone density scan - is one needed now that she's on alendronate?
- Vitamin D level.
- Can she stop the bedtime acetaminophen?
- Is the dizziness better enough to drive again? (I suspect the answer is no, and she suspects so too.)

## Diary

- **05/27** - The fall. ER until 3 AM.
- **05/28** - Surgery. Ada on the phone with me for most of the wait.
- **05/31** - Moved to Cedar Knoll.
- **06/12** - Family call; the decision above.
- **06/20** - Home! Jo made her famous lentil soup, Mom declared it "adequate".
- **06/23** - First Champlain Home Companions visit.
- **07/02** - Last Eliquis dose.
- **07/08, 07/15, 07/22** - aide problems (see above).
- **07/24** - Medicare paperwork headache - see the insurance note.
- **07/28** - Gave CHC notice. Signed with Birchline.
- **08/04** - Rosalind's first day. Mom told her about 1962 and Hamburg within the first hour.
- **08/14** - Dr. Pelletier cut the metoprolol.
- **08/28** - BP averaging 118/70 in the binder. Much less dizzy.
"""

LIVING_OPTIONS = """---
title: Where should Mom live after rehab? (brainstorm)
created: 2025-06-05
status: brainstorm - nothing decided
---

# Where should Mom live after rehab? - just thinking out loud

Jotting down every option before the family call so nobody can say we didn't consider it.
**Nothing decided here.** Talk it through with Ada on Sunday.

## Option A - She moves in with us
- Pros: we're right there; Jo is home most days; no agency costs.
- Cons: all the bedrooms are upstairs. The den could become a bedroom but there's no bathroom on the
  ground floor, only the half bath. A walk-in shower addition is $25-35k and months of work.
- Mom's reaction when I floated it last year: "I am not moving into your spare room to die."

## Option B - Assisted living at Heron Pointe
- Pros: staff 24/7, meals, activities, the hairdresser on site.
- Cons: waitlist (they said "late fall at the earliest"); about $7,900 a month for a one-bedroom
  with the basic care level. Burns through her savings in roughly four years.
- She has two friends from church there. That could help.

## Option C - She goes home to Pinecrest with help
- Paid aide a few mornings a week, plus an alert pendant.
- Pros: her own place, one floor, Doris next door, close to church.
- Cons: the evenings and nights are the gap. Another fall at 9 PM is the nightmare.

## Option D - Move to Portland near Ada
- Ada's idea. She has a guest suite with its own entrance.
- Cons: three thousand miles from everything Mom knows; the flight alone after a hip replacement.

## Option E - Short-term respite, then decide
- A month in respite somewhere, then revisit. Kicks the can down the road.

## Money (very rough)
| Option | Monthly | Notes |
|---|---|---|
| A | ~$300 | food, utilities, plus renovation up front |
| B | ~$7,900 | plus pharmacy |
| C | ~$3,000-4,000 | depends on aide hours |
| D | ? | Ada says "we'll figure it out" |

Things to ask: does her long-term care... she doesn't have long-term care insurance. Never mind.
"""

INSURANCE = """---
title: Mom - Medicare, Medigap and the ambulance bill
updated: 2025-08-29
tags: [mom, medicare, insurance]
---

# Mom - Medicare, Medigap & insurance

I'm on file as Mom's authorized representative (Medicare form signed 2023) and I hold her durable
power of attorney (2019). The MyMedicare account is set up with my e-mail address.

## Coverage at a glance

| What | Plan | ID / policy | Premium |
|---|---|---|---|
| Medicare Part A & B | Original Medicare | MBI 5RK3-TW8-JN42 | Part B taken from Social Security |
| Medigap | Plan G - Northfield Mutual Benefit | NMB-G-4471902 | $231.40/mo from 09/01 (was $219.85) |
| Part D | ClearScript Rx Basic | member ID CRX-88210457 | $38.90/mo |

Plan G pays everything Original Medicare approves except the Part B deductible. It does not
pay for anything Medicare denies - which is the problem with the ambulance.

## What Medicare did and didn't pay this summer

- CVRMC hospital stay (3 nights) - Part A, paid.
- Surgery - Part B + Medigap, paid.
- Cedar Knoll skilled nursing / rehab, 05/31-06/20 - Part A, paid in full (within the first 20 days).
- Home health (visiting nurse + PT) - Part A, paid. $0 to us.
- Home aide (showers, meals, housekeeping) - **not covered**. Custodial care. Private pay out of
  Mom's checking account. Ada chips in $500 a month.
- Alert pendant - not covered.

## The ambulance claim

The Medicare Summary Notice that came in July shows the ambulance ride from Pinecrest to the CVRMC
emergency room (the night of the fall) as **denied** - "information provided does not support the need for this
service". Billed $1,840.00. This is absurd: she had a broken hip and couldn't stand up.

I called Chittenden Regional Ambulance billing on 08/05 and spoke to Roxanne. She thinks the crew's
run sheet went in with the wrong condition code. They'll try to fix it on their end, but she said
we should file our own appeal (a "redetermination") anyway, in writing, with the ER record attached,
so we don't miss the deadline. The deadline is printed on the MSN.

- [x] Call ambulance billing (Roxanne, 08/05)
- [ ] Request ER record from CVRMC medical records (form online, 10 business days)
- [ ] Fill out the redetermination request (CMS-20027) - claim number is on the MSN
- [ ] Write a one-page cover letter: fall, couldn't bear weight, fracture confirmed on X-ray
- [ ] Mail it certified to the Medicare contractor address on the MSN, keep copies
- [ ] Tell Northfield Mutual once Medicare reverses so the Medigap piece pays

## Other paperwork
- Durable POA and health care proxy: originals in the fire safe at our house; copies at Pinecrest.
- Advance directive on file with Dr. Pelletier and CVRMC.
"""

# ====================================================================== bees
BEE_OVERVIEW = """---
title: Beekeeping - how I run my apiary
created: 2019-04-02
updated: 2025-09-03
tags: [bees]
---

# Beekeeping - how I run things

I started keeping bees in 2017 after a CVBA intro course, mostly because Jo wanted a better
pollinated vegetable garden and I wanted an excuse to build things. Eight seasons later it's
the hobby that has stuck.

## Yards

- **Home yard** - the backyard, along the fence behind the garage, hives facing southeast to catch
  the morning sun. Usually four colonies, five this year after the June swarm.
- **Out-yard** - two hives at the **Lapointe Orchard in Charlotte**, on the bench above the
  Honeycrisp block. Marc Lapointe likes them for pollination, and the goldenrod and aster on the
  orchard's edges make a dark fall honey that's worth the drive. Rent is a case of honey a year.

## Equipment choices

- Ten-frame Langstroth deeps for brood, mediums for honey supers. I've standardized on mediums for
  supers because a full deep of honey is over 80 lb and my back is 58 years old.
- Screened bottom boards, but closed in with the slider board October-April.
- Plastic foundation, waxed heavily. I know the purists hate it.
- Eight-frame would be lighter but I'd have to replace everything, so no.

## Bees - what I like

I prefer **Carniolans**. They are gentle on the frames, build up fast in spring off the
first willow and maple pollen, and they shut down brood rearing early in the fall so they go
into winter with fewer mouths to feed. I tried Italians in 2019: lovely to look at, but they
kept rearing brood into November, ate through their stores, and robbed my other hives every
August. Never again. Russians are interesting for mite resistance but swarmy, and I've had
enough swarms for one lifetime.

## Where the bees come from

- 2021-2025: 5-frame nucs from Mad River Apiaries via the CVBA group order. Good bees in most years.
- 2025 was a mess: pickup slipped from 04/26 to 05/22, one of my three nucs was queenless, and
  the replacement queen came two weeks after that. That's most of a spring lost.
- **For 2026 I'm switching to Otter Creek Bee Company** - smaller outfit, their own overwintered
  Carniolan stock, and they give you a pickup date and actually keep it (according to Hollis
  and two other club members who used them this year). I mailed the pre-order form on 09/02 for
  4 nucs, to replace winter losses and make up the out-yard to three hives.

## Mites - my approach

Varroa is the whole game now. My routine:
1. Alcohol wash (300 bees, 1/2 cup) on every hive monthly from May to September.
2. Threshold: treat above 2% in summer, above 1% in the fall.
3. Late-summer treatment after the honey comes off - I rotate chemistries so I'm not always using
   the same thing.
4. Oxalic acid vaporization in December when they're broodless, one round.
5. Keep records. The inspection log is in the 2025 note.

## Winter

- Mouse guards on by mid-October.
- Hives wrapped in black roofing felt around Thanksgiving, with a moisture quilt (a shim of
  wood chips under burlap) on top. Condensation kills more colonies than cold does.
- Heft test in November; feed fondant on top if a hive feels light.
- Don't open them below 50 F. Just listen.

## A year in the apiary (my calendar, roughly)

**January-February.** Nothing to do but worry. I walk out after a snowfall and check that the
entrances are clear, and I put my ear against the side of each hive. A steady hum is good news. On
a rare 45 F day I'll crack the top and slide a slab of fondant over the cluster if a hive feels
light. Order equipment, assemble frames in the garage with the space heater going, and read the
catalogs like seed catalogs.

**March.** Cleansing flights on the first warm afternoons - yellow spots on the snow and on Jo's
car, which she does not find charming. First pollen comes in off the pussy willows and the red
maples, which is a nice overlap with sugaring: the same trees feed the bees and the evaporator.
Pull the slider boards on a warm day and scrape the dead bees off the bottom boards.

**April.** First full inspection when it's over 60 F and calm. Find eggs, count frames of brood,
check stores. Reverse the boxes on strong colonies if the cluster has moved all the way up.
Requeen anything that's queenless or nasty. Start feeding 1:1 only if they're truly light.

**May.** Swarm season. This is the month that makes or breaks the year. Every 7-9 days: tilt the
top box and look for queen cells along the bottom bars. Add supers before they need them, not
after. Split the strongest colonies if I want more hives. The dandelion and fruit bloom flows can
be huge in a good year.

**June-July.** The main flow - clover, basswood if we're lucky, and whatever is blooming in the
neighbors' gardens. Keep adding supers. Monthly mite washes. Keep water available; they love the
birdbath, which again Jo does not find charming.

**August.** Honey comes off early in the month, before the goldenrod, so the fall honey is left
for the bees. Extract in the garage with the door shut (every wasp in the county shows up
otherwise). Then the late-summer mite treatment, which is the most important job of the year.
Robbing is at its worst now: reduce entrances on the weaker hives.

**September.** Feed 2:1 syrup to any colony that won't make weight on the goldenrod and aster.
Combine weak colonies with strong ones rather than nursing them through winter. Follow-up mite
washes.

**October-November.** Mouse guards, wraps, moisture quilts. Last heft test. Clean and store
supers with para-moth crystals, or freeze the frames for two days first.

**December.** The broodless window - one round of oxalic vapor. Then leave them alone till spring.

## Honey

- Extract in the garage with the 4-frame hand crank extractor (borrowed from CVBA the first few years,
  bought my own in 2021).
- Bottle in 1-lb glass jars, some squeeze bottles for the grandkids-in-law.
- Sell a few jars to neighbors and at Jo's church fair; most of it gets given away.

## History, briefly

- **2017** - Intro course, two packages of Italians installed in April (before I knew better).
  Both colonies made it to fall; one died in February of starvation with honey two frames away.
  Classic beginner loss.
- **2018** - Bought two Carniolan nucs. Best bees I'd had. Learned to do alcohol washes after a
  club old-timer looked at my sugar-roll technique and laughed.
- **2019** - The Italian experiment (see above). Robbing all of August. Never again.
- **2020** - Lost three of four colonies over winter to mites. The year I took varroa seriously
  and started the monthly washes and a real treatment schedule. Borrowed the club extractor for
  the last time.
- **2021** - Out-yard set up at the orchard. Bought my own extractor. First year over 100 lb.
- **2022** - Built the moisture quilts. Winter losses dropped to zero for the first time.
- **2023** - Bad spring, cold and wet. Fed a lot. Half a crop.
- **2024** - Good year, calm bees, everything overwintered.
- **2025** - Late nucs, a swarm I should have prevented, high mites in late summer. Details in
  the 2025 inspection log.

## Mistakes I have made so I don't make them again

1. Opening a hive on a cold, windy April day "just to check". Chilled brood.
2. Leaving a super of wet frames out for "the bees to clean" - and starting a robbing frenzy that
   killed my weakest colony.
3. Trusting a sugar roll count in high humidity. Use alcohol.
4. Putting the out-yard hives at the bottom of the slope, where the cold air pools. Moved them up
   to the bench in 2022 and winter losses there stopped.
5. Not marking queens. I now mark every queen I find with a paint pen in the year's color.
6. Buying cheap frames. They warp, the ears snap, and then you spend an afternoon cursing.

## Club

Champlain Valley Beekeepers Association. Monthly meetings second Thursday, 6:30 PM, at the Allen
Brook Grange in Williston. Useful for the group buys, the extractor loan, and the old-timers who
will tell you exactly what you did wrong.

## Lessons I keep re-learning

- Do a swarm check every 7-9 days in May and June. Every year I skip one, and every year...
- Feed early in the fall, not late. Syrup they can't cure before the cold is a liability.
- Write it down. I never remember which hive had the hot queen.
"""

HIVE_LOG = """---
title: Hive inspections - 2025
season: 2025
updated: 2025-09-01
tags: [bees, inspections]
---

# Hive inspections - 2025

Home yard: H1-H4 (+ H5, the swarm hived 06/14). Out-yard (Lapointe Orchard, Charlotte): C1, C2.

| Date | Hive | Queen/eggs | Brood frames | Temper | Notes |
|---|---|---|---|---|---|
| 04/12 | all home | eggs seen H1, H2, H4 | 3-5 | calm | H3 queenless? - requeened with Mad River nuc 05/22 |
| 05/03 | H2 | eggs | 7 | calm | swarm cells x2 torn down. Added a super |
| 05/24 | C1, C2 | eggs | 6, 5 | calm | fruit bloom over, supers on |
| 06/14 | H2 | - | - | - | SWARMED ~1 PM. Caught - now H5 (see daily note) |
| 06/28 | H5 | eggs! | 3 | calm | the swarm queen is laying well |
| 07/17 | all home | | | | State inspection - Noreen Pike (VT Agency of Ag apiary inspector). No AFB/EFB, no small hive beetle. She flagged H3's mite load and told me not to wait. |
| 08/08 | mite washes | | | | see table below |
| 08/09 | home yard | | | | Honey off: **96 lb** extracted from the home yard (H1, H2, H4; H3 and H5 too light to take from) |
| 08/25 | all | | | | Formic Pro on, all seven hives (high of 74 F that week) |

### Alcohol washes, 08/08/2025 (300 bees each)

| Hive | Mites | % |
|---|---|---|
| H1 | 2 | 0.7% |
| H2 | 4 | 1.3% |
| H3 | 9 | 3.0% |
| H4 | 3 | 1.0% |
| H5 | 1 | 0.3% |
| C1 | 6 | 2.0% |
| C2 | 5 | 1.7% |

H3 was the problem child all year (the late requeen). 9 mites in 300 is over my threshold by a mile.

## Mite treatment decision (08/20)

Talked it over at the club and on the list. Hollis swears by Apivar strips, but they need 6-10
weeks and the supers off the whole time, and I used amitraz last fall - I want to rotate (and keep the two treatments' records seperate this year).
**Decision: Formic Pro on all hives starting 08/25** (two-strip, 14-day dose), as long as daytime
highs stay under 85 F. Then **oxalic acid vaporization in December** during the broodless window.
Re-wash H3 and C1 in mid-September to make sure it worked.

## Before winter

- [x] Formic Pro round (08/25 - 09/08)
- [ ] Pull the Formic Pro pads 09/08
- [ ] Follow-up washes on H3 and C1, mid-September
- [ ] Combine H5 into H2 if H5 is under 6 frames of bees by October
- [ ] Mouse guards on all hives by 10/15
- [ ] Order oxalic acid dihydrate + new battery clips for the vaporizer
- [ ] Wrap hives in roofing felt + moisture quilts, by Thanksgiving
- [ ] Heft test in November, fondant on any light hives
"""

# ====================================================================== maple
SUGARING = """---
title: Sugaring 2025 - season notes
season: 2025
with: Gus Tremblay
updated: 2025-08-31
tags: [maple, sugaring]
---

# Sugaring 2025

Gus Tremblay and I sugar together on his family's woodlot. The **sugarhouse is on Sawyer Hill Road in
Jericho**, about a quarter mile past the Beaudry farm, on the left where the stone wall ends.
Gus owns the land and the arch; I bring labor, the tubing skills and half of everything we buy.

## Setup this year

- 220 taps on 5/16" tubing (3/16" on the steep north slope), gravity to two collection tanks.
- 2x6 wood-fired evaporator with a raised flue pan. Three cords of dry hardwood.
- New this year: the reverse osmosis unit (below).

## The RO decision

Gus found a used 250 GPH reverse osmosis unit from a sugarmaker in Fairfax who upgraded. We went
back and forth by e-mail and **decided on 03/13 to buy it together, half each**. It was running by the
03/15 boil. It takes sap from around 2% up to 8% before it hits the pan, so our boils went from
10-hour marathons to about 3 hours, and we burned roughly half the wood. Best money either of us has
spent in years.

## Season summary

- First boil: 03/08. Last boil: 04/06 (buds, the syrup started tasting off).
- Sap ran about 2.4% sugar early in March, dropped to 1.6% by April. The boil log has the readings.
- **Total: 61 gallons of syrup** for the season. Our best year yet.
- Grades: mostly Amber Rich early, Dark Robust in the middle, and the last three boils were Very Dark.

## Pricing (what we charge neighbors and at the church fair)

| Size | 2024 | 2025 |
|---|---|---|
| Quart | $18 | $20 |
| Half gallon | $32 | $35 |
| Gallon | $55 | $60 |

## What we each like

I like the **Very Dark, Strong Taste** best - it's what syrup is supposed to taste like, and it's
the only grade that stands up in baked beans and on johnnycakes. Jo prefers Amber Rich on
pancakes and thinks I'm a barbarian. Gus sells the Golden to the tourists at the farm stand and
keeps the Dark Robust for himself.

## Off-season to-do

- [x] Wash and rinse lines with plain water (no bleach), store taps
- [x] Clean the pans, store with water in the flue pan
- [x] Flue pan re-weld (done in August - Gus has the receipt)
- [ ] **Flush and pickle the RO membrane before the first hard freeze** - I told Gus I'd do it
- [ ] Replace the drop lines on the north slope (squirrels)
- [ ] Split and stack 3 cords for next year
- [ ] Order new filter papers for the filter press
"""

# ====================================================================== truck
TRUCK = """---
title: Selling the Silverado
updated: 2025-08-16
tags: [truck, sale]
---

# Selling the Silverado

## The truck

- 2008 Chevrolet Silverado 1500, extended cab, 4x4, 5.3L V8, automatic
- Victory Red. Bought it used in 2011 with 41k on it.
- Odometer: about 187,400 miles
- VIN: 1GCEK19J38Z618204
- Good: drivetrain solid, new BFGoodrich all-terrains in 2022, new battery fall 2024, plow frame
  (no plow), spray-in bedliner, tow package.
- Bad: rust on the frame near the rear spring hangers (inspector flagged it, passed anyway last
  October), A/C needs a recharge, driver's seat bolster torn, check engine light comes and goes
  (evap leak - gas cap, probably).

## Why I'm selling

In January I'd decided to keep it one more season because Gus and I needed something to haul the
sap tank and firewood up to the woodlot. Then Gus bought a used side-by-side UTV with a sled in
February, and the Silverado sat in the driveway all season. I put fewer than 900 miles on it
in a year and I'm paying $640/yr to insure it. **Decided 04/19 to sell it.** Jo is delighted - she
has wanted the driveway back for years.

## Price history

| Date | Price | Where |
|---|---|---|
| 05/10/2025 | $6,800 OBO | Green Mountain Classifieds + the neighborhood forum |
| 07/12/2025 | $5,900 | After the frame-rust feedback from three lookers. Re-listed |

KBB private party for the condition says $5,500-6,400. The rust is what it is.

## Serious lookers

- Dustin Marchetti (Milton) - test drove it 08/16, crawled underneath with a flashlight, asked good
  questions. Wants it for hauling firewood. Most serious so far. Said he'd e-mail an offer.
- See the inquiries spreadsheet for everyone else.

## Before the sale - checklist

- [x] Clean out the cab and the toolbox, find the spare key
- [x] Print the maintenance records binder for the buyer
- [ ] Get the title out of the safe deposit box at Winooski Valley Credit Union
- [ ] Fill out the Vermont bill of sale (form VD-119), two copies, both sign
- [ ] Odometer disclosure on the back of the title
- [ ] Take the plates off - they stay with me
- [ ] Call Marcy Gendron at Catamount Insurance to cancel the truck policy once it's gone
- [ ] Remove the E-ZPass transponder from the windshield
"""

# ====================================================================== trip
CANOE = """---
title: Adirondacks canoe trip 2025 - St. Regis / Seven Carries
crew: [Wendell, Tobias, Luis Abernathy]
updated: 2025-08-24
tags: [trip, canoe, adirondacks]
---

# Adirondacks canoe trip 2025

## Dates - current

**Thursday 09/18 - Sunday 09/21/2025** (4 days, 3 nights).

Moved twice:
1. Originally booked for late July. Cancelled after Mom's fall.
2. Rebooked for the second weekend of September - then Tobias's company scheduled an offsite that
   week. Hal moved us one more week. Foliage should be starting; bugs should be gone. Silver lining.

## Crew
- Me
- Tobias (flying into Burlington Wednesday night from Albany - no, driving, it's only 3 hours)
- Luis Abernathy - old colleague from Hale & Corrigan, paddled the Allagash with me in 2016

## Route

St. Regis Canoe Area, the **Seven Carries** route, Paul Smith's to Little Clear Pond, with a
side trip to St. Regis Pond for the night. Outfitter shuttles the car.

Why this route (decided 03/02 after too many evenings with the maps):
- Lows Lake - beautiful, but bigger water and a long drive round to the put-in. Next time.
- Lake Lila - the long carry in from the parking lot, and one big windy lake. Luis vetoed.
- Seven Carries - short carries (longest is about a mile), small ponds, no motors. Right for a
  58-year-old back and a 64-year-old Luis.

## Outfitter

Saranac Paddle & Portage, Hal Geddes. Two 17' tandems, paddles, PFDs, shuttle.
Meet at the outfitter 8:00 AM Thursday - the address and parking instructions are in Hal's e-mail.

**Boats: Kevlar only.** I am done carrying a 75-lb aluminum canoe over anybody's portage. The
Kevlar tandems weigh 44 lb and I can still get one on my shoulders by myself.

## Drive
Burlington -> Grand Isle ferry to Plattsburgh -> Route 3 through Saranac Lake. About 2.5 hours with
the ferry. Leave at 5:15 AM.

## Group gear
- [ ] Stove + fuel
- [ ] Water filter
- [ ] Bear canister x2 (required in the Eastern High Peaks, recommended here - bringing anyway)
- [ ] Tarp + line
- [ ] First aid kit (mine) - restock the blister stuff
- [ ] Maps (waterproof) + compass, GPS on the phone
- [ ] Repair kit: duct tape, cord, spare paddle

## Food plan (rough)
- Breakfast: oatmeal with our syrup and walnuts; coffee for them, tea for me
- Lunch: tortillas, hard salami, cheddar, apples
- Dinners: (1) steak + potatoes in foil the first night, (2) pasta with pesto, (3) chili (homemade,
  dehydrated) - no store-bought freeze-dried chili ever again

## Personal gear
See my packing list (hammock, not the tent).
"""

INBOX = """# Inbox / loose ends

- Call the town about the leaf pickup schedule
- Jo's birthday 10/11 - dinner at the place on the waterfront? book by end of Sept
- Reprint Mom's med list for her fridge (metoprolol line is out of date)
- Ask Luis if he still has the big tarp
- Return CVBA extractor? - no, that was 2020, I own one now
- Look up what the wood-stove insurance rider costs
- Check whether the canoe trip needs a fishing license - Tobias wants to bring a rod
- Send Colin the recusal statement (by Fri)
- Gutter guards on the back porch before the leaves come down
- Fix the WiFi extender in the garage (the bee-cam keeps dropping)
"""

# ====================================================================== daily notes
DAILY = {}
DAILY["2025-01-22"] = """# Wed 01/22/2025

Snow, 8". Shoveled twice.

**Truck:** decided to keep the Silverado one more season. Gus and I need it to haul the sap tank
and the firewood up to his woodlot - his little pickup can't pull the trailer in the mud. Paid the
Catamount renewal ($640 for the year). Revisit in the spring.

**Planning Board:** last night's meeting was short. Afterwards Colin mentioned a "big one" coming
for the old Maple Leaf Motor Inn site on Shelburne Road - five stories, height variance. That
will bring the whole neighborhood out.

**Mom:** called. She's fine, complaining about the snow removal at Pinecrest. Reminded her to
use the handrail on the front steps.

Bees: quiet. Put my ear to H2 - a nice low hum.
"""

DAILY["2025-03-08"] = """# Sat 03/08/2025

First boil of the season up at Gus's sugarhouse!

Sap started running Thursday. Tanks were near full this morning. Fired the arch at 9, first
draw-off at 12:40. 3.2 gallons by the time we shut down at 7:30. Sap was sweet - Gus's
refractometer said 2.4. Amber Rich, beautiful color.

Ten hours on our feet. Back up tommorow to clean the pans. If that RO unit Gus found is any good, it'd cut this in half. He's going
to e-mail me the details.

Tobias called - wants to do a canoe trip this summer, him and me and maybe Luis. Adirondacks.
Yes. I'll look at routes this weekend.

Bees: cleansing flights on a 48 F afternoon - saw them from the kitchen window. All four home
hives flying. Nice.
"""

DAILY["2025-04-19"] = """# Sat 04/19/2025

**Changed my mind on the truck: I'm selling the Silverado.** Gus's side-by-side did every bit of
the hauling this season and the truck never moved. Under 900 miles in a year, $640 insurance, rust
on the frame getting worse. Jo has wanted the driveway back for years. I'll clean it up and list
it in May for around $6,800.

First full hive inspection of the year: H1, H2, H4 have eggs and 3-5 frames of brood. H3 - no eggs,
no queen I could find. Will need a nuc from the Mad River order.

Sugaring is done. Pulled taps last weekend. Season total is in the sugaring note.

Planning Board packet for Tuesday: ZP-25-0147 public hearing (the Shelburne Road motor inn site). Reading the geotech tonight.
"""

DAILY["2025-05-31"] = """# Sat 05/31/2025

The worst week in a long time.

Mom fell Tuesday night (the 27th) in her kitchen and broke her hip. Doris heard her and called 911. Surgery
Wednesday with Dr. Whitcombe - partial hip replacement. She's sharp, sore, and furious with herself.

Today she moved from the hospital to Cedar Knoll Rehabilitation in Williston for a few weeks. Her
room looks out on the parking lot, which she says suits her fine because "there's more going on".

Ada wants to fly out. Told her to wait until Mom's home; that's when we'll need the help.

Canoe trip: the late-July dates aren't going to work. I need to call Hal at the outfitter and
move it to September. Told Tobias and Luis.

Bees: H2 is boiling over with bees. Must do a swarm check - didn't get to it this week.
"""

DAILY["2025-06-14"] = """# Sat 06/14/2025

Well, it happened. Of course it did - I skipped the swarm check two weeks running.

Around 1 PM Jo shouted from the garden that "the bees are doing something". H2 was pouring out
of the entrance - a huge roaring cloud over the backyard. Twenty minutes later they'd settled in a
cluster the size of a football on Gus's crabapple, maybe 9 ft up, right over his fence.

Gus held the ladder (and laughed a lot). I cut the branch with the loppers and shook the cluster
into a cardboard nuc box, left it on a sheet under the tree with the lid cracked till dusk so the
stragglers could march in. Moved it into a real hive body tonight - that's H5 now.

Posted on the CVBA list in case anyone's missing bees - they're mine, though.

Mom at rehab: walked 150 ft with the walker today. Home on the 20th.
"""

DAILY["2025-08-04"] = """# Mon 08/04/2025

Birchline's first day at Mom's. Rosalind Mbeki arrived at 8:25 - five minutes EARLY, which after
the summer we've had felt like a miracle. She's from Zimbabwe by way of Lowell, calm, unhurried,
and she asked Mom how she takes her tea before doing anything else. Mom definately liked her from the start. By
the time I left at 10 they were deep into the story of 1962 and Hamburg.

Changed the lockbox code yesterday after CHC dropped their key back. Gave the new one to Priscilla
at Birchline.

Truck: nobody's called about the Silverado in two weeks. Might be time to drop the price again.

Bees: heavy supers on H1 and H2. Extract this weekend.
"""

DAILY["2025-08-23"] = """# Sat 08/23/2025

Drove down to Charlotte and pulled the supers off the two out-yard hives at the Lapointe Orchard.
Extracted this afternoon: **46 lb** from the orchard yard. Dark and spicy - goldenrod starting.
Gave Marc Lapointe his case.

Formic Pro goes on Monday. Highs in the 70s all week, perfect.

Tobias confirmed the canoe dates with his boss. Luis is in. Gus says he'll water the tomatoes.

Mom's BP log is looking better since the dose change. She says the room has stopped "tilting".
"""

DAILY["2025-08-30"] = """# Sat 08/30/2025

Dustin Marchetti came by at 9 with a **$300 cash deposit** on the Silverado - he'd accepted my
counter on the phone Thursday. Wrote him a receipt on the back of one of my old business cards
and kept a photo of it. He'll pick the truck up Saturday 09/13 at 10 AM with a cashier's check for
the rest.

Need to dig the title out of the safe deposit box before the 13th. The credit union is only open
Saturday mornings 9-12, so it has to be next Saturday.

Afternoon: helped Gus move the RO unit into the back room of the sugarhouse, out of the sun. I
still need to do the membrane.

Mom had a good week. She's doing her exercises every morning without being nagged.
"""

DAILY["2025-09-02"] = """# Tue 09/02/2025

Labor Day weekend over. Quiet.

Mailed the Otter Creek pre-order form and deposit check for next spring's nucs.

Canoe trip in 16 days (Thursday the 18th). Pulled the hammock and the underquilt out of the attic
and aired them on the porch. Need to test the headlamp batteries and restock the first aid kit.

Planning Board packet arrives Friday. I'm recused from the Shelburne Road item now - need to write
the statement for Colin.

Mom: ortho follow-up later this month. Need to arrange the wheelchair at the entrance.

Bees: the club is moving meetings to a library in Richmond starting this month. Fine by me - the
old grange hall was freezing in winter.
"""

# ====================================================================== docs
MED_LIST = """MOM'S MEDICATIONS - for the fridge / for the aides
Margarethe (Greta) Okafor-Brandt  -  DOB 02/03/1939
Allergies: PENICILLIN (rash), sulfa
Written by Wendell 06/21/2025, the day after she came home.

MORNING (8 AM, with breakfast unless noted)
  Levothyroxine 50 mcg ........ 7 AM, EMPTY STOMACH, water only, 30 min before food
  Metoprolol tartrate 25 mg ... 1 tablet
  Apixaban (Eliquis) 2.5 mg ... 1 tablet  -- LAST DOSE 07/02
  Calcium 600 mg + D 400 IU ... 1 tablet
  Vitamin D3 2,000 IU ......... 1 softgel

EVENING (8 PM)
  Metoprolol tartrate 25 mg ... 1 tablet
  Apixaban (Eliquis) 2.5 mg ... 1 tablet  -- LAST DOSE 07/02
  Calcium 600 mg + D 400 IU ... 1 tablet with supper

SUNDAYS ONLY
  Alendronate 70 mg ........... first thing, full glass of water, stay UPRIGHT 30 minutes,
                                nothing else to eat or drink for 30 min

AS NEEDED
  Acetaminophen 650 mg (2 x 325) every 6 hours for pain. Max 3,000 mg/day.

Pharmacy: Essex Junction Community Pharmacy, 802-555-0166
Dr. Pelletier (PCP): 802-555-0121    Dr. Whitcombe (ortho): 802-555-0134
Wendell: 802-555-0143     Ada (Portland, OR - 3 hrs behind): 503-555-0112
"""

TRUCK_AD = """FOR SALE - 2008 Chevy Silverado 1500 Ext Cab 4x4 - $6,800 OBO

Posted 05/10/2025 - Burlington, VT

Victory Red, 5.3L V8, automatic, 4WD works as it should. 187,400 miles, mostly highway.
One owner for the last 14 years (me). Always garaged in winter... well, most winters.

+ BFGoodrich all-terrain tires (2022), about 60% left
+ new battery (fall 2024)
+ tow package, spray-in bedliner, plow frame (no plow)
+ maintenance records in a binder - oil changes every 5k like clockwork

- some frame rust at the rear (it's a Vermont truck - come look)
- A/C needs a recharge
- driver seat bolster torn
- intermittent check engine light (evap, probably the gas cap)

Passed VT inspection 10/2024. Clean title in hand. VIN available on request.

Great farm / firewood / dump-run truck. No trades, no shipping scams, no "is this still
available" bots please. Serious buyers call or text Wendell: 802-555-0143. Can see it
evenings and weekends in the South End.
"""

PACKING = """PERSONAL PACKING LIST - canoe trips (WOB, rev. Aug 2025)

SLEEP
  [ ] Hammock with bug net + rainfly            <- always the hammock. I don't sleep in tents
  [ ] Underquilt (20 F) + top quilt              anymore - my back is wrecked after one night
  [ ] Tree straps (wide ones - DEC rules)        on the ground. Hammock = 8 hours, no stiffness.
  [ ] Small pillow

CLOTHES
  [ ] Quick-dry pants x2, shorts x1
  [ ] Merino base layer top + bottom
  [ ] Fleece + rain jacket + rain pants
  [ ] Wool socks x3, camp shoes (old sneakers), river shoes
  [ ] Wool hat, sun hat, buff
  [ ] Gloves (paddling + warm)

PADDLING
  [ ] My own bent-shaft paddle (13 oz) - the outfitter ones are planks
  [ ] Knee pads
  [ ] Dry bag 35L + 10L
  [ ] Portage yoke pads

PERSONAL
  [ ] Headlamp + spare batteries
  [ ] Reading glasses x2 (one always goes in the lake)
  [ ] Meds: ibuprofen, the back pills, antihistamine
  [ ] Sunscreen, bug dope (September - hopefully not needed)
  [ ] Knife, lighter, whistle
  [ ] Phone + battery pack, paper map in a ziploc
  [ ] Tea bags - Irish Breakfast, 2 per day + 4 spare
  [ ] Small flask (Luis brings the good stuff)
"""

# ====================================================================== CSV
BOIL_CSV = """date,sap_gallons,sap_brix,ro_concentrate_brix,syrup_gallons,grade,wood_hours,notes
2025-03-08,140,2.4,,3.2,Amber Rich,10.5,first boil - no RO yet
2025-03-11,160,2.3,,3.8,Amber Rich,11,long day; Gus's back
2025-03-15,300,2.3,8.1,7.0,Amber Rich,3.5,first run with the RO - game changer
2025-03-17,240,2.2,8.0,5.4,Amber Rich,3,
2025-03-20,210,2.1,7.9,4.6,Dark Robust,3,
2025-03-22,280,2.1,8.2,7.2,Dark Robust,3.5,big run after the freeze
2025-03-26,190,2.0,7.8,4.0,Dark Robust,3,niter heavy - changed filter papers twice
2025-03-28,260,1.9,8.0,6.4,Dark Robust,3.5,
2025-03-31,220,1.9,7.7,4.4,Dark Robust,3,
2025-04-01,180,1.8,7.9,3.5,Dark Robust,2.5,
2025-04-02,230,1.8,8.0,4.4,Very Dark,3,
2025-04-04,200,1.7,7.8,3.7,Very Dark,3,
2025-04-06,190,1.6,7.6,3.4,Very Dark,3,buddy taste starting - last boil
TOTAL,2800,,,61.0,,,season total
"""

TRUCK_CSV = """date,name,contact,channel,what_they_said,status
2025-05-11,Kyle (no last name),text 802-555-0150,classifieds,"is this still available",bot? never replied
2025-05-12,Rene Gagnon,802-555-0157,phone,asked about rust; wants to see it,came 05/14 - passed (frame)
2025-05-18,Shannon Tully,stully@vtmail.example,email,offered $4000 sight unseen,declined
2025-06-02,Mike P.,text 802-555-0161,neighborhood forum,"would you trade for a boat",no
2025-06-07,Arturo Diaz,802-555-0163,phone,looked 06/08; liked it; wife said no,dead
2025-07-13,Jen & Rob Haskins,jhaskins@vtmail.example,email,after price drop; for their farm,looked 07/19 - rust again
2025-07-20,Cheap Car Cash LLC,text,classifieds,"we buy any truck" $2500,ignore
2025-08-12,Dustin Marchetti,dmarchetti78@quickmail.example,email,firewood truck; asked for maintenance records,test drive 08/16 - most serious so far
2025-08-14,Pete Wolcott,802-555-0172,phone,wanted it for parts,no
"""


def build():
    write("notes/planning-board/shelburne-rd-variance.md", SHELBURNE_LONG)
    write("notes/planning-board/minutes-2025-04-15.md", MINUTES_0415)
    write("notes/planning-board/minutes-2025-06-17.md", MINUTES_0617)
    write("notes/mom/care-log.md", CARE_LOG)
    write("notes/mom/living-options-brainstorm.md", LIVING_OPTIONS)
    write("notes/mom/medicare-and-insurance.md", INSURANCE)
    write("notes/bees/beekeeping-overview.md", BEE_OVERVIEW)
    write("notes/bees/hive-inspections-2025.md", HIVE_LOG)
    write("notes/maple/sugaring-2025.md", SUGARING)
    write("notes/truck/selling-the-silverado.md", TRUCK)
    write("notes/trips/adirondacks-canoe-2025.md", CANOE)
    write("notes/inbox.md", INBOX)
    for d, text in DAILY.items():
        write(f"notes/daily/{d}.md", text)
    write("docs/mom-med-list.txt", MED_LIST)
    write("docs/truck-listing.txt", TRUCK_AD)
    write("docs/canoe-packing-list.txt", PACKING)
    write("data/sugaring-boil-log-2025.csv", BOIL_CSV)
    write("data/truck-inquiries.csv", TRUCK_CSV)
