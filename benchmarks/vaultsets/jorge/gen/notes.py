"""Markdown notes and plain-text files (short ones). Long rambling notes are in longnotes.py."""

NOTES = {}

NOTES["notes/quince/quince-planning.md"] = """---
title: Sofi's Quinceañera - master plan
created: 2025-06-15
updated: 2026-02-22
tags: [quince, family, sofia]
event_date: 2026-05-16
owners: [Jorge, Marisol]
---

# Sofía's Quince – master plan

**Saturday 5/16/2026.** Misa first (2 PM), then the party. Marisol runs the guest list spreadsheet,
I run the money and the vendors. Sofi gets a vote on the dress and the music, not on the budget :)

## Decision log

| Date | What | Notes |
|------|------|-------|
| 8/16/25 | Shortlisted 2 venues | see venue-options-aug.md |
| 9/13/25 | Picked Salón Los Arcos | cheaper, 10 min from the house, $800 down |
| 11/6/25 | **SWITCHED to Quinta Las Palmas** | guest list blew past 180 (Los Arcos max) + Los Arcos booked a 2nd party in the back salon the same night = shared parking & restrooms. No. |
| 11/12/25 | Quinta confirmed the date | coordinator's info is in her email |
| 2/9/26 | DJ booked | DJ Memo (Memo Beats SA) – picked him over Sonido Fuego, Memo does the vals intro + cold sparks and he answers his phone |

Los Arcos gave back half the deposit. Denise logged the check.

## Venue
- **Quinta Las Palmas** – 14820 Scenic Loop Rd, Helotes, TX 78023
- main salon + garden, holds 250
- balance due 4/15 (see contract email)
- walkthrough is on the family calendar

## Guest count
- 8/16/25: ~180 if we were strict (ha)
- 11/6/25: ~220
- **2/22/26: 236** (Marisol's sheet, RSVPs not out yet – this is the invite list incl. kids)

## Padrinos
| Role | Who |
|------|-----|
| Padrino de pastel | compadre Rudy Garza (and Yoli) |
| Madrina de corona y cetro | Tía Lupe |
| Brindis / copas | Nacho & Bertha Treviño |
| Última muñeca | Mateo wants to do it as a joke, Marisol said no |
| Zapatillas | Me (the shoe change – I have to practice, lol) |

## Budget (rough)
| Item | Vendor | Est. total |
|------|--------|-----------|
| Venue | Quinta Las Palmas | $4,800 |
| DJ | Memo Beats SA | see contract |
| Dress | Bella Quince Bridal | ~$1,150 |
| Food | TBD – venue lets us bring our own caterer | ~$5,500 |
| Cake | see food-and-cake.md | ~$600 |
| Photo/video | not booked yet | ~$1,800 |
| Invitations | not ordered yet | ~$350 |

Total target: stay under $17k. Marisol says 18. We'll see.
"""

NOTES["notes/quince/quince-checklist.md"] = """# quince checklist (Marisol + me)

last touched 2/22/26

## done
- [x] pick the date (5/16/26)
- [x] venue booked + deposit
- [x] dress picked + deposit (receipt is in the Bella Quince email, don't lose it)
- [x] DJ booked
- [x] padrinos asked (all said yes)
- [x] chambelanes – 7 boys + Sofi's chambelán de honor (Diego)

## still to do
- [ ] order invitations – Marisol wants the gold foil ones, ~150 sets (families, not heads)
- [ ] book photographer/video – still between the two Marisol found on IG, neither answered the 2nd email
- [ ] Sofi's shoes + the outfit for the surprise dance
- [ ] vest sizes for the chambelanes
- [ ] final fitting (it's on the calendar)
- [ ] pay the DJ the rest before May – see Memo's email
- [ ] venue balance by 4/15
- [ ] caterer: taste test w/ 2 places
- [ ] ask Fr. Tomás about the misa time (2 or 3?)
"""

NOTES["notes/quince/venue-options-aug.md"] = """---
title: quince venue options
date: 2025-08-16
---

# Venue options (Aug 2025)

Saw both today with Marisol and Sofi. Hot as heck, 104°F, and the Los Arcos A/C was struggling —
I looked at their rooftop units, they're old 10-SEER Goodmans, I gave them my card (ha).

| | Salón Los Arcos | Quinta Las Palmas |
|---|---|---|
| Where | Culebra Rd, 10 min from the house | Helotes, ~30 min |
| Capacity | 180 | 250 |
| Price (Sat) | $3,200 | $4,800 |
| Deposit | $800 | ~30% |
| Outside caterer | yes, $250 fee | yes, no fee |
| Garden for photos | no | yes, big one with the palms |
| Parking | shared lot | own lot |

Guest list: if we're strict it's ~180. Marisol laughed when I said strict.

Leaning Los Arcos because of price and distance. Sofi liked the Quinta garden better.

DJs we got quotes from:
- Sonido Fuego – $900, 5 hrs, no cold sparks
- DJ Memo (Memo Beats SA) – $1,200, 6 hrs, uplighting + cold sparks, MC in Spanish/English

No decision on the DJ yet.
"""

NOTES["notes/quince/food-and-cake.md"] = """# food + cake ideas for the quince

- Caterer: venue lets us bring our own. Tacos al carbón bar vs. a sit-down plate. Sit-down is ~$28/head.
- I offered to smoke 6 briskets myself. Marisol said absolutely not, I'd be at the pit instead of
  dancing with my daughter. She's right. (I can do the brisket for the recalentado on Sunday though.)
- Sofi wants a churro cart. Fine.

## Cake
We did tastings at 3 places on 1/24:
1. H-E-B bakery – fine, cheap, kind of dry
2. a place on Fredericksburg Rd Sofi found on TikTok – pretty but tasted like sugar and nothing
3. **Panadería La Estrella on S. Zarzamora** – Marisol loved their tres leches, said that's the one,
   she remembers it from her cousin's wedding. 4 tiers + the little staircase for the chambelanes.
   They want 50% when we order (by 4/1).

The padrino de pastel covers the cake itself, but I'm going to cover the staircase thing.
"""

NOTES["notes/business/pricing-2026.md"] = """---
title: VCA price sheet 2026
effective: 2026-01-01
posted: office wall + group chat
---

# Villarreal Comfort Air – price sheet (effective 1/1/2026)

| Item | 2025 | **2026** |
|------|------|----------|
| Diagnostic / service call (business hours) | $89 | **$99** |
| After-hours / weekend add-on | +$65 | **+$75** |
| Comfort Club maintenance plan (2 visits/yr) | $159/yr | **$179/yr** |
| Refrigerant R-410A (per lb) | $85 | **$95** |
| Refrigerant R-454B (per lb) | – | **$110** |
| Capacitor replaced (incl. part) | $165 | **$175** |

Notes
- Diag fee is waived if they go ahead with the repair same day (same as before).
- Comfort Club members still get 15% off repairs.
- Techs: don't quote the old numbers. If a customer has a 2025 quote in writing, honor it through 3/31.
"""

NOTES["notes/business/suppliers.md"] = """---
updated: 2025-08-04
---

# Suppliers & reps

| Supplier | Rep | Phone | Acct | What we buy |
|----------|-----|-------|------|-------------|
| Alamo HVAC Supply (Callaghan Rd) | Chuck Whitfield | (210) 555-0142 | ALM-22817 | Coolmark condensers/coils, most parts, filters |
| Lone Star Climate Distributors | Priya Raman (inside sales) | (210) 555-0178 | none yet | caps, contactors when Alamo is out |
| Ferguson-ish place on Nacogdoches | counter | – | cash | copper, fittings in a pinch |

Coolmark CX14-036 (3-ton) – last quoted $1,960 (Chuck, July '25 increase). Was $1,845 in March.

Chuck gives us 30 days net. Lone Star keeps asking us to open an account.
Coolmark warranty line: 1-800-555-0199 (fake-sounding but it's real, ask for claims).
"""

NOTES["notes/business/hiring-third-tech.md"] = """---
title: 3rd tech - yes or no
created: 2025-12-28
updated: 2026-01-18
status: decided
---

# Hire a 3rd tech?

## Why yes
- Summer '25 we turned down ~40 calls in July/Aug. The temp guy Ray found saved us.
- Ray can't keep doing 60-hr weeks. He's 47.
- Spring tune-ups alone could keep a helper busy.

## Why not (yet)
- Winter is slow, I'd be paying someone to sit in the shop Dec-Feb.
- Need a 4th van or a helper who rides with Ray.
- Health insurance cost for another person.

## Numbers
- Experienced resi tech in SA: $25-30/hr. Helper: $17-19.
- Van: ~$52k new Transit, or used.

## Decision (1/18/26)
**Not hiring now. Revisit in April before the summer rush** – if we're booked 2 weeks out in April, I post the ad.
Meanwhile: Tyler gets his raise to $26/hr once he passes NATE, and I call Ray's buddy in May to see if he can do summer again.
"""

NOTES["notes/business/install-standards.md"] = """# VCA install standards (what I expect on every changeout)

1. Permit pulled BEFORE we start. No exceptions, the city does check.
2. Flow nitrogen while brazing. I will check for black flakes.
3. Pull vacuum to 500 microns and hold 10 min. Write the number on the work order.
4. New line set if it's R-22 era or if it's kinked. Flush only if customer can't afford new.
5. Pad level, disconnect within sight, whip not touching the ground.
6. Float switch on every horizontal in an attic. EVERY one.
7. Condensate: trap it, pitch it, test it with a jug of water in front of the customer.
8. Thermostat: my go-to is the ThermaPro 5200 (plain programmable, 7-day). I'd rather put in a ThermaPro than
   any of those app-only wifi thermostats – half our callbacks last year were people who couldn't get the app
   to talk to the Wi-Fi. If the customer insists on a smart one, fine, but THEY set up the app, not us.
9. Data plate pics + before/after pics to the group chat before you leave the driveway.
10. Walk the customer through the filter size and how often. Leave a filter sticker on the unit.
"""

NOTES["notes/mom/medicare-notes.md"] = """---
title: Amá – Medicare
person: Carmen Villarreal (mom), 78
updated: 2025-10-28
---

# Mom's Medicare stuff

## Where things stood (Sept 2025)
- On **Alamo Senior Advantage HMO** since 2021. $0 premium.
- Problem: her cardiologist Dr. Ramírez is leaving the HMO network 1/1/2026. Referrals were already a pain.
- Pharmacy: Walgreens on Culebra. Meds: amlodipine, metoprolol, atorvastatin, eliquis (the $$ one).

## Counseling (10/21/25)
Met with Gloria Reyna (SHIP counselor, Bexar Senior Benefits Counseling). Free. Super patient with Amá,
explained everything in Spanish. She ran Amá's meds through the plan finder.

| Option | Premium | Dr. Ramírez? | Notes |
|--------|---------|--------------|-------|
| Stay on Alamo Senior Advantage HMO | $0 | NO (out of network 2026) | referrals |
| Other Advantage PPO (BexarCare PPO) | $39/mo | yes, in network | $4,900 max OOP |
| Medigap Plan G + Part D | ~$172/mo + ~$18/mo | yes – any doctor that takes Medicare | only the Part B deductible |

## Decision (10/28/25, with Lupe on speaker)
**Medigap Plan G (Lone Star Mutual) + RxSure Value Part D.** Leaving the Advantage plan.
Because of Dr. Ramírez and because Amá goes to Laredo a lot and Lupe's doctors there are a mess with HMOs.
Lupe and I split the premium. Enrollment done during open enrollment (before 12/7).
Gloria said since she's leaving an Advantage plan during OEP she may get asked health questions for the
Medigap – she didn't, Lone Star Mutual took her (trial right? whatever, she got in).

## Extra Help
Gloria thinks Amá might qualify for Extra Help (LIS) on the Part D side. Need her bank statements. Apply in Dec.
"""

NOTES["notes/bbq/brisket-log.md"] = """---
title: brisket log
pit: "La Bestia" (250 gal offset, Rosales Welding, Pleasanton)
---

# Brisket log

Post oak only for brisket. Mesquite is for fajitas on the grill, not 12 hours in La Bestia – it goes bitter
and the bark tastes like an ashtray. Pecan is ok mixed in for color. I don't sauce brisket, ever. Sauce on the side
for the in-laws.

| Date | Weight (packer) | Wood | Pit temp | Cook | Rest | Notes |
|------|-----------------|------|----------|------|------|-------|
| 3/22/25 | 14.2 lb | post oak | 250-265 | 11.5 h | 2 h | wrapped at 170 in paper, good |
| 5/11/25 | 15.8 lb | post oak + pecan | 250 | 13 h | 3 h | Mother's Day, flat a little dry |
| 6/15/25 | 13.1 lb | **mesquite** (wood yard was out) | 260 | 10 h | 2 h | bitter. never again. |
| 7/4/25 | 2x 14 lb | post oak | 255 | 12 h | 4 h (cooler) | best one this year |
| 8/9/25 | 16.4 lb | post oak | 250 | 14 h | 2 h | Ray's bday |
| 9/20/25 | 12.9 lb | post oak | 275 | 9 h | 3 h | hotter & faster test – fine, bark softer |
| 10/18/25 | 14.6 lb | post oak | 250-270 | 12 h | 1.5 h | Bulverde cookoff (see daily note) |
| 11/29/25 | 15.0 lb | post oak | 250 | 13 h | 3 h | stalled at 158 forever, see chatgpt |
| 2/8/26 | 2x 13 lb | post oak | 260 | 11 h | 3 h | Super Bowl |

Rub: 50/50 16-mesh pepper + kosher salt, little garlic for the family ones. That's it.
"""

NOTES["notes/bbq/smoker-mods.md"] = """# La Bestia – mods & maintenance

- Built by Rosales Welding (Pleasanton) in 2022, 250 gal propane tank, 1/4" wall.
- Tuning plates added 3/25 – 5 plates, spaced 1" at the firebox end, 3" at the far end. Evened out the
  hot spot a lot (was 40°F hotter by the firebox, now ~10°F).
- Firebox door gasket is shot – smoke leaks out the top edge. Ordered the high-temp rope gasket, haven't put it in.
- Dial thermometers are junk. Using the 4-probe wireless one now (from the Feb Amazon order).
- Wood: Garcia Wood Yard on Somerset Rd (seasoned, split 16"). The club group-buy in Sept was cheaper.
- Stack: 8" x 48". Don't touch.
"""

NOTES["notes/vans/fleet-notes.md"] = """---
updated: 2025-11-20
---

# VCA vans

| # | Van | Year | Plate | Driver | Notes |
|---|-----|------|-------|--------|-------|
| 1 | Ford Transit 250, high roof | 2019 | LXR-4471 (TX) | Ray | 142k mi, Ray babies it |
| 2 | Chevy Express 2500 | 2021 | MVD-2290 (TX) | Tyler | transmission rebuilt Oct '25 at Ernie's |
| 3 | Ram ProMaster 1500 | 2016 | JHC-7715 (TX) | me / spare | FOR SALE – asking $9,900, eats gas, sliding door sticks |

- Mechanic: Ernie's Fleet & Diesel (Zarzamora). Ernie does our state inspections too.
- Insurance: commercial auto w/ Hill Country Insurance Group, renews 4/1.
- Fuel cards: Denise has them.
- Spare keys: at the shop, see the tech instructions sheet.
"""

NOTES["notes/daily/2025-09-13.md"] = """# Sat 9/13/2025

- Went back to Salón Los Arcos w/ Marisol to look again. Brenda (their manager) walked us through.
- **Decided: Los Arcos for the quince.** Cheaper, close to home, Marisol's tía had her 50th there.
  Sofi pouted about the garden. Told her we'll do photos at the Mission instead.
- Deposit Monday ($800).
- Smoked chicken thighs for dinner, 275, 1.5 hrs. Easy.
- Tyler called re: Olmos Park no-cool – frozen coil, dirty filter. Of course.
"""

NOTES["notes/daily/2025-10-19.md"] = """# Sun 10/19/2025 – day after Bulverde

So tired. Up at 2:30 AM Saturday to light La Bestia.

- Fire was fighting me all morning, wind out of the north, pit swung 250 → 285 → 240. The door gasket is
  really shot, smoke pouring out the top. Definately need to fix that before the next one.
- Turned in the brisket box at 11:58 for a 12:00 turn-in. Hank ran it up to the judges.
- Slices looked good, bark a little dark on one end.
- Results get posted to the club list this week – Rick said he'd send them around.
- Sofi and Marisol came by at noon, Sofi ate half the burnt ends meant for the judges.
- Ray's back is hurting – no calls for him tomorrow, Tyler takes the morning.
"""

NOTES["notes/daily/2025-12-13.md"] = """# Sat 12/13/2025

- ProMaster is GONE. Buyer was Dale Pruitt from Floresville – retired guy, going to turn it into a
  camper-ish thing for fishing trips. Paid cashier's check, signed the title at the bank on Military Dr.
  Took the ladder rack off first (keeping it for the trailer). Amount's in the fleet log.
- Denise needs to cancel it off the insurance Monday.
- Sofi's dress – Bella Quince called, fabirc came in.
- Cold front. Three no-heats by noon, all pilot lights on old Carriers. Tyler's got it.
"""

NOTES["notes/daily/2026-01-09.md"] = """# Fri 1/9/2026

- Moved Amá's prescriptions from Walgreens to the **H-E-B pharmacy at Bandera & 1604**. With the new Part D plan
  H-E-B is "preferred" and Walgreens is "standard" – her generics are $0 at H-E-B vs $5-10 each at Walgreens,
  and the eliquis copay is lower too. The pharmacist there (Mr. Nguyen) transferred everything in 20 min.
  Amá complained it's farther. Lupe said tough, it's free.
- Price increase email from Chuck. Again.
- Ray finished the Castroville heat pump.
"""

NOTES["notes/daily/2026-02-19.md"] = """# Thu 2/19/2026

- Busy for Feb – 6 heat pump calls, 2 no-heats.
- Tyler's NATE class is next week so the on-call got swapped – details are in the group chat. Calendar is wrong, I'm not fixing the calendar.
- Sofi fitting #2 moved? no – still the April one. Ok.
- Chuck called to "check in". He knows.
- Smoke Society meetup tonight (moved from last week). Skipped, too tired.
"""

NOTES["notes/daily/2026-02-25.md"] = """# Wed 2/25/2026

- Still no letter from SSA about Amá's Extra Help application (applied online 12/15/25, Lupe has the
  confirmation). It's been 10 weeks. Call SSA Monday morning at 8 sharp before the line gets crazy.
- Ernie moved the Transit inspection – it's in his email, put it in my phone.
- Denise sent the open items list. Coolmark, van 2 tags, taxes.
- Walkthrough with the venue coming up, Memo confirmed.
"""

# ------------------------------------------------------------------ plain text
NOTES["home/house-sitter-sheet.txt"] = """HOUSE SITTER SHEET - Villarreal house
For: Xmas trip to Laredo, Tue 12/23 - Sun 12/28/2025
Sitter: Brianna (Rudy & Yoli's daughter) - thank you mija!!

DOGS
  Chata (the brown one) - 1 cup kibble AM and PM. She takes a pill in peanut butter at night (on the counter).
  Pancho (little white one) - 1/2 cup AM and PM. He will pretend he didn't eat. He ate.
  Back gate latch sticks - lift up then pull. If Pancho gets out he goes to the neighbors' (the Kowalskis), Hank will grab him.

HOUSE
  Alarm: panel by the garage door. Code 5190 then OFF. To set when you leave: 5190 then AWAY.
  If it goes off by accident call the alarm co and give the password "pancho" (lol).
  Wifi: network VillarrealCasa / password tresleches2025
  Thermostat: PLEASE do not touch it. It's set. (I mean it, I'm an AC guy.)
  Trash: Tuesday, bins to the curb Monday night. Recycling is the blue one.

NUMBERS (all fake-looking, they're real)
  Jorge cell  (210) 555-0107
  Marisol     (210) 555-0118
  Vet - Dr. Salas, Bandera Animal Clinic (210) 555-0163
  Plumber if something floods - Ochoa Plumbing (Denise's brother) (210) 555-0129

Text me if anything breaks, don't e-mail, I won't see it till we're back.
There's tamales in the garage fridge, help yourself. Not the brisket, the brisket is counted.
"""

NOTES["shop/shop-instructions-for-techs.txt"] = """VILLARREAL COMFORT AIR - SHOP INSTRUCTIONS (techs)
rev. March 2025

OPENING
  - Side door code is on the card in your wallet. Lights by the door, compressor breaker is #14.
  - Check the whiteboard for the day. Calls come in on the office line, Denise dispatches 8-12.

MONDAY HUDDLE
  - Every Monday 7:00 AM sharp at the shop, 30 minutes. Coffee's on me. Bring your timesheet.
  - Holiday Monday = we do it Tuesday same time.

VANS
  - Spare keys for all vans are in the gray lockbox inside the parts cabinet (the tall one by the copper rack),
    code 2719. Sign the clipboard if you take one.
  - Fuel cards stay in the van. Receipts in the envelope on the visor.
  - Anything weird with a van, tell me BEFORE you take it to Ernie.

ON-CALL
  - Rotation is on the work calendar (every other week). On-call week = Mon 7 AM to next Mon 7 AM.
  - Forward the after-hours line to your cell: from the office phone dial *72 + your cell, wait for the beep.
  - After-hours call = diag fee + after-hours add-on. Don't waive it unless it's a Comfort Club member over 75.
  - If you can't make a call in 2 hours, call me. Not text, not email. Call.

CLOSING
  - Recovery cylinders chained up. Nitrogen valves closed. Alarm on (you know the code).
"""

NOTES["mom/como-entrar-medicare-mama.txt"] = """COMO ENTRAR A MEDICARE.GOV - para Amá (y para Lupe/Jorge si Amá nos llama)
How to log into Medicare.gov for Mom  --  written 11/2025

1. Open the iPad, tap the blue icon that says "Medicare" (Mateo put it on the first screen).
2. User name: carmenv1947   (password is in the little green notebook, page 3, NOT here)
3. It sends a code by text to Amá's cell. Type the code. If it doesn't come, wait 1 min and tap "resend".
4. To see claims: tap "Claims". To see the drug plan: tap "My plans".

TARJETAS / CARDS
  - The red-white-and-blue Medicare card, the Lone Star Mutual card and the new drug plan card are in the
    blue folder in the top drawer of the china cabinet (la vitrina del comedor). Amá, do NOT carry the Medicare card
    in your purse, take the copy.
  - Copies of all three are taped inside the folder too.

SI LLAMAN POR TELEFONO diciendo que son de Medicare: COLGAR. Medicare no llama. Llama a Jorge.

Farmacia: Walgreens Culebra (210) 555-0151
Dr. Ramírez (cardiólogo) (210) 555-0186
"""
