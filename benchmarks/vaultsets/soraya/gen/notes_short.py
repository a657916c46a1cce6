# -*- coding: utf-8 -*-
"""Short Markdown notes and plain-text files."""

NOTES = {}

NOTES["notes/daily/2024-03-20.md"] = """# Wed 20 Mar 2024 — Nowruz 1403 🌱

Eid mobarak! Stayed up for sal tahvil last night (8:06 pm our time, so civilized for once).
Skyped Maman & Baba right after — Baba held the tablet up to the haft-sin so I could see the
sabzeh Maman grew. It was HUGE. Mine looks like a sad lentil haircut in comparison.

My tiny haft-sin this year:
- sib, sir, serkeh, sekkeh, somagh
- sonbol from Golestan (the purple one, smells like the whole apartment now)
- samanu from the jar (don't judge)
- sabzeh — lentils, sprouted a bit lopsided because the window side gets all the sun

Khaleh Mina's lunch is on Sunday — she emailed the address, don't forget the shirini.
Kaveh called from Toronto, Leila says hi, they're doing a small thing with her family.

**Big thought:** Baba said on the call, half joking, "maybe one year we come see your snow."
Why not THIS year? They're both retired, Maman's knees are still ok, and I have the spare room
(ok, I have a sofa bed and they can have my room). Need to look at the visitor visa stuff.
Kaveh did the paperwork for Leila's mom in 2019, he can help with the letter.

- [ ] look up IRCC visitor visa (TRV) rules for parents
- [x] buy sonbol
- [ ] ask Priya about taking a chunk of time off in the fall
- [ ] find out about visitor medical insurance (Kaveh says DO NOT skip this)
"""

NOTES["notes/daily/2024-06-14.md"] = """# 2024-06-14 (Fri)

**Visa stuff**
- Kaveh sent back comments on the invitation letter: cut the paragraph about my salary, just
  attach the employment letter from HR + my NOA. He also says keep it to one page. Fair.
- Passport scans went out with the draft I sent him on the 3rd, so he has everything.
- Still need: Baba's pension letter translated, the property deed (sanad) translation.
  Translator in Shiraz quoted 1.2 million toman for both, Baba says it's fine.
- Aiming to submit next week. Nervous for no reason.

**Work**
- Tidewater round 1 synthesis is basically done. 11 of 12 sessions completed, P07 ghosted.
- Readout deck v2 to Priya on Monday. The "hide the amount" pattern is the headline.

**Choir**
- Last rehearsal of the season on Tuesday + potluck. Bringing kuku sabzi (safe crowd pleaser).

**Me**
- Slept badly. Too much chai after 8pm, I know, I know.
"""

NOTES["notes/daily/2024-10-06.md"] = """# Sun Oct 6 2024 — they're HERE

Maman and Baba landed yesterday afternoon. I cried at the arrivals door like a drama queen and
so did Maman, Baba pretended he had something in his eye.

Things that happened:
- One of Baba's two suitcases didn't make it out of Istanbul. Filed the delayed-baggage report at
  the airline desk at YVR before we left — file ref **YVRTK41873**. They say 2–3 days. (It's the
  one with his good shoes and, of course, half the pistachios.)
- The funniest part: the CBSA officer asked Maman what the 100 g of saffron was for and she
  launched into a full explanation of sholeh zard, then tried to give him a box of gaz. He said
  "ma'am I really can't" and waved us through laughing. Baba was mortified. I was dying.
- Zafaran (the cat, not the spice, confusing for everyone) has been under the bed since Baba walked
  in. Maman has already decided she's "too thin".
- Jet lag: Baba was awake at 3:40 am making chai in my kitchen and couldn't find the sugar cubes.
  Bought ghand at Golestan today.

To do:
- [ ] call the baggage line tomorrow if nothing by noon
- [x] Compass cards for both (loaded $40 each)
- [ ] show Baba how the heat pump remote works, he keeps putting it on 28
- [ ] Maman wants a winter jacket — go to the sale on Lonsdale next weekend
"""

NOTES["notes/daily/2025-02-26.md"] = """# 2025-02-26

Day off #4 under the new schedule and I finally didn't open Slack. Progress.

- Sabzeh started today: one plate wheat, one plate lentils (adas), damp paper towel trick.
  Maman said on Saturday's call to change the water every day or it smells. Yes Maman.
- Rehearsal last night in the new room was nice — finally a heater that works, and no drip
  bucket in the corner. The stairs are a workout though.
- Round 2 prep for Tidewater: see the thread with Dana for the recruit plan. Screener is drafted.
- Kaveh keeps texting about Nowruz logistics, I need to actually answer him properly.
- House is so quiet since they left. I still find Maman's hair clips everywhere.
"""

NOTES["notes/family/parents-visit-plan.md"] = """---
title: Maman & Baba visit — master plan
tags: [family, visa, parents]
created: 2024-04-02
updated: 2024-09-02
---

# Maman & Baba visit — master plan

Goal: they come for the fall, stay through Shab-e Yalda, go home in January.

## Timeline

| When | What | Status |
|------|------|--------|
| May–Jun | collect docs, write invitation letter | done |
| Jun 20 | submit TRV applications (both) | done |
| July | biometrics (they travel for it) | done |
| Aug | decision + passport request | approved 🎉 |
| Oct 4 | fly Shiraz → Istanbul | booked |
| Oct 5 | arrive YVR | booked |
| Jan 10 | fly home via Istanbul | booked |

## Where they sleep
- My room (queen bed). Me on the sofa bed in the office.
- Extra duvet from Khaleh Mina. Blackout curtain for Baba (he wakes with the light).

## Checklist
- [x] invitation letter (Kaveh reviewed)
- [x] visitor medical insurance — see comparison note
- [x] flights — Baba's agent in Shiraz handled it, itinerary in email
- [ ] winter jackets for both (their Shiraz "winter coats" will not survive North Van rain)
- [ ] Skype set up on Maman's new tablet (see the how-to)
- [ ] get a second key cut
- [ ] tell the building manager they're staying (strata rule for guests > 30 days)
- [ ] plan a Whistler day trip if Baba's knees are ok

## Budget
Tracking everything in `parents-visit-expenses.csv`. Kaveh is splitting flights with me.
"""

NOTES["notes/family/visa-docs-checklist.md"] = """# TRV docs checklist — Maman & Baba

(Visitor visa / temporary resident visa. Each parent = separate application, but linked.)

## Forms
- [x] IMM 5257 (application for visitor visa) — Baba
- [x] IMM 5257 — Maman
- [x] IMM 5707 family information — both
- [x] use of a representative? NO, I'm just "assisting", no form needed

## From them
- [x] passport scans (bio page + every stamped page)
- [x] photos to spec (Baba's first one had glasses — redo)
- [x] Baba's pension letter + translation
- [x] sanad (property deed) + translation
- [x] bank statements (6 months)
- [x] travel history — Turkey 2019, Dubai 2022

## From me
- [x] invitation letter (signed) — draft went to Kaveh first
- [x] copy of my citizenship certificate
- [x] NOA 2023 + employment letter from Lumenpay HR
- [x] proof of address (lease)

## After submitting
- Application numbers are in the IRCC confirmation e-mail (June 20) — don't retype them here,
  I always make typos.
- Biometrics instruction letter (BIL) comes separately; they have 30 days.
- Processing time shown on the site: ~ 45–60 days (lol).
"""

NOTES["notes/family/visitor-insurance-comparison.md"] = """---
title: Visitor medical insurance for Maman & Baba
tags: [family, insurance, parents]
date: 2024-07-22
---

# Visitor medical insurance — comparison

Quotes for Oct 5 → Jan 10, two travellers (Baba 71, Maman 67), $150k coverage each.

| Insurer | Quote (both) | Stable pre-existing conditions | Notes |
|---|---|---|---|
| Maplecare Visitor | $945 | excluded for age 70+ | cheapest, call centre only 9–5 |
| TrueNorth Travel Health | $1,020 | covered if stable 180 days, **but excludes cardiovascular** | nice app |
| Beacon Visitor Plan | $1,090 | covered if stable 90 days (incl. hypertension) | 24/7 line, direct billing at some clinics |

## Decision (Jul 22)
Going with **Beacon**. It's the only one that clearly covers Baba's blood pressure (he's been
stable on the same pill for years, but that's exactly the thing that would land him in a clinic).
Maplecare excludes pre-existing conditions completely for anyone 70+, so it's useless for Baba,
and TrueNorth's "cardiovascular" exclusion is basically the same problem with nicer wording.

I bumped the end date to Jan 31 when buying (buffer in case they extend), so the real price is a bit
more than the quote above — actual amount is in the expenses sheet.

- [x] bought online Jul 25
- [x] printed the policy card for the blue folder
- [ ] make sure they carry the card when they go out (Baba WILL forget)
"""

NOTES["notes/family/yalda-1403.md"] = """---
title: شب یلدا ۱۴۰۳ — Yalda at mine
date: 2024-12-21
tags: [family, yalda, food]
---

# شب یلدا ۱۴۰۳

First Yalda with Maman and Baba in Canada!! Longest night, longest dinner.

**Guests:** Maman, Baba, Khaleh Mina, Nasrin + her husband Dariush, me. (Kaveh & Leila on video.)

## غذا
- غذای اصلی: **فسنجان** با پلو — Maman's fesenjoon, final answer.
  (I was going to make ghormeh sabzi for everyone and even worked out quantities, but Maman vetoed it:
  "قورمه سبزی برای شب یلدا؟ نه مادر، فسنجون!" — so fesenjoon it was, with plain saffron polo.)
- Starter: kashk-e bademjan (Khaleh Mina brought)
- هندوانه، انار، آجیل شب یلدا — Baba peeled pomegranates for an hour, arils everywhere
- Dessert: sholeh zard with the famous airport saffron 😂

## فال حافظ
Baba read the fal for everyone. Mine:
> «دوش وقت سحر از غصه نجاتم دادند»
He said it means the hard part of the year is over. I'll take it.

## Notes for next year
- Buy 2 watermelons, one is never enough
- Pomegranates from the Persian store are way better than the supermarket ones
- Start fesenjoon the day before — walnuts need the time
"""

NOTES["notes/family/nowruz-1404-plan.md"] = """---
title: Nowruz 1404 plan
tags: [family, nowruz]
created: 2025-02-24
updated: 2025-03-05
---

# Nowruz 1404 🌷

**Decision (Mar 5):** Nowruz dinner at my place this year. Khaleh Mina's knee surgery was in
February and she's not supposed to host or do stairs for a while — Kaveh suggested hers out of
habit but no. She'll come and sit like a queen and criticize my sabzi polo.

Sal tahvil is in the middle of the night for us; alarm is in the family calendar. Skype with
Maman & Baba right after.

## Guests (dinner Sat Mar 22)
Khaleh Mina, Kaveh + Leila (staying with me Mar 19–Apr 3), Nasrin & Dariush, maybe Golnaz.

## Haft-sin
- [x] sabzeh — started Feb 26 (wheat + adas)
- [ ] sonbol — Golestan has them from the 15th
- [ ] samanu (buy, I am not stirring for 8 hours)
- [x] sekkeh, sib, sir, serkeh, senjed, somagh — have
- [ ] goldfish: NO. Not doing goldfish anymore.
- [ ] mirror + candles from storage locker

## Food
- sabzi polo mahi (Mar 22) — order the fish from the Persian store ahead
- kuku sabzi
- reshteh polo for Kaveh because he asks every year

## Sizdah Bedar (Wed Apr 2)
- [ ] book a picnic shelter at Ambleside — the city needs a reservation weeks ahead, Kaveh keeps reminding me
- [ ] knot the sabzeh + throw in the water (Leila's job)
- [ ] lettuce + sekanjabin

## Other
- [ ] eidi envelopes for Golnaz's kids
- [ ] new tablecloth? the termeh one has a wax stain from last year
"""

NOTES["notes/family/maman-recipes.md"] = """# Maman's recipes (dictated during the visit, Oct–Jan)

She doesn't measure anything. These are my best guesses while watching.

## Tahdig
- Parboil rice, drain, a thick layer of oil + a bit of butter in the pot.
- **My tahdig:** sliced potato — tahdig sibzamini — is the only tahdig I actually want. Crispy
  potato coins > everything. Nooni (lavash/bread) tahdig is fine but goes soggy, and rice-only
  tahdig is Baba's favourite, not mine. Maman says liking potato best is my "Canadian" side lol.
- Lid wrapped in a towel (damkani), low heat 45 min.

## Fesenjoon (for 6)
- ۵۰۰ گرم گردو — grind fine, toast dry in the pot until it smells nutty
- ۱ کیلو ران مرغ or small meatballs
- رب انار — 4–5 big spoons, taste! Maman adds a spoon of sugar, Baba wants it sour
- Simmer 2+ hours until the oil comes up to the top. Don't rush it.

## Ash reshteh (Maman version)
- chickpeas + kidney beans + lentils soaked overnight
- herbs: parsley, cilantro, dill, spinach, green onion (lots)
- reshteh noodles last, kashk + fried mint + fried onion on top

## Sholeh zard
- 1 cup rice, 1 cup sugar, "a pinch" of saffron (her pinch = half my stash)
- rosewater at the end, cinnamon + almond slivers on top
"""

NOTES["notes/work/tidewater-study-plan.md"] = """---
project: Tidewater
type: usability study
status: round 1 complete
owner: Soraya Karimi
updated: 2024-06-10
---

# Tidewater — bill-split usability study (round 1)

## Goal
Find where people get stuck (or embarrassed) when splitting a bill in the new Lumenpay
"Split" flow: requesting money from friends, uneven splits, reminders.

## Participants
- 12 participants + 2 floaters, recruited by Fieldwise (agency). Screener: adults 25–55 who split
  bills with roommates/partners at least monthly; mix of iOS/Android; no fintech employees.
- Incentive: $75 e-gift card (GiftLoop) per 60-min session. Floaters get paid even if unused.

## Sessions
- May 14 – May 30 2024, Tuesdays + Thursdays, two per day (10:00 and 14:00)
- In person: Lumenpay HQ, 1090 W Pender St, 14th floor — the **Capilano** research room
  (the one with the one-way glass, observers in the room next door)
- 2 sessions remote over Zoom for people outside downtown

| Day | 10:00 | 14:00 |
|---|---|---|
| Tue May 14 | P01 | P02 |
| Thu May 16 | P03 | P04 |
| Tue May 21 | P05 | P06 (remote) |
| Thu May 23 | P07 (no-show) → F1 | P08 |
| Tue May 28 | P09 | P10 |
| Thu May 30 | P11 (remote) | P12 |

## Findings (headline)
1. People hide the amount when requesting from friends — "round down and eat the difference".
2. Uneven split is invisible; 7/11 never found it.
3. Reminder copy reads as aggressive ("You owe…").

## Next
- [x] readout to Priya + PM (June 17)
- [x] incentives all paid (see ledger csv)
- [ ] round 2 once Split v2 prototype exists (Q1 2025?)
"""

NOTES["notes/work/frontrow-talk-outline.md"] = """---
title: FrontRow UX Summit talk — outline
event: FrontRow UX Summit 2024, Toronto
slot: Fri Nov 8, 10:30–11:00, Studio B
length: 30 min incl. Q&A
---

# "Money Talks Quietly: Researching Financial Shame"

## Arc
1. **Cold open** — a participant whispering the amount she owed her sister (with permission, anonymized).
2. Why money is a *shame* topic, not a *math* topic. What that does to usability sessions.
3. Three things we changed in Tidewater:
   - never ask "how much do you have" — ask about the last awkward money moment
   - let participants use fake amounts (they relax, behaviour stays real)
   - observers OUT of the room for the money tasks
4. What we found: "round down and eat the difference", the invisible uneven split.
5. Ethics bit: incentives and vulnerable participants — $75 is a lot for some people, and that
   changes what they are willing to say.
6. Close: design for the quiet conversation.

## Slides
- max 20 slides, mostly photos + one line each
- ~~quote wall~~ too busy
- practise with the timer: 22 min talk, 8 min Q&A

## Logistics
- HDMI, 16:9, they give a clicker
- bring the USB-C adapter anyway
"""

NOTES["notes/work/perf-review-self-assessment-2024.md"] = """---
title: 2024 self-assessment
due: 2024-11-29
tags: [work, review]
---

# 2024 self-assessment (draft for Priya)

## What I shipped
- **Tidewater round 1** — 12 sessions planned, 11 completed, readout in June; 3 of 5
  recommendations in Split v2 (uneven split on the first screen, softer reminder copy, amount privacy).
- Ran the research-ops cleanup: consent templates, the incentive ledger, participant database hygiene.
- Spoke at FrontRow UX Summit in Toronto (external visibility for the team).
- Mentored Ines through her first solo diary study.

## How I like to work (for the "working style" section)
- I do my best synthesis in **Dovetail** — tagging transcripts, then clustering highlights.
  Giant Miro sticky-note walls slow me down and I lose the quotes; I'd rather Miro be only for
  workshops with the PMs.
- Deep-work mornings, meetings after lunch if possible.
- I like moderating in person more than remote, but remote gives better recruiting reach.

## Where I want to grow
- Quant: survey design + basic stats beyond "n=11, vibes".
- Influence roadmap earlier instead of validating at the end.
- Say no more (lol).

## Ask
- Talk about a path to Senior in 2025.
- Explore a 4-day week (have been thinking about this since the summer).
"""

NOTES["notes/work/four-day-week-proposal.md"] = """---
title: 4-day week proposal
date: 2025-01-06
status: sent to Priya
---

# Proposal: 4-day week (0.8 FTE)

## The ask
- 32 hours/week over 4 days, 80% salary, benefits unchanged
- Start: Monday Feb 3, 2025
- Day off: **Friday** (my preference — longer weekends for choir and for flying to see family)
- Review after 3 months

## Why it works for the team
- Research work is chunky: planning, sessions, synthesis. Hard to split across 5 days anyway.
- Fridays are usually the lightest day (no standups with PM, no sessions scheduled).
- Ines can be backup for participant comms on my day off.

## Coverage plan
- Sessions only Tue–Thu (already the norm)
- Slack status + auto-reply on the off day
- Urgent: text me, I'll answer if it's truly urgent

## Open questions
- Does HR need a new contract or just an amendment letter?
- What happens to the conference budget at 0.8?
"""

NOTES["notes/choir/repertoire-and-parts.md"] = """# Lions Gate Community Choir — 2024/25 rep & my parts

Director: Evelyn Marsh. Scores come from the librarian — **Tomasz Nowak** (ask him, not Evelyn,
for missing pages; he keeps the master binders and orders the octavos).
Alto section lead (when I wrote this in Sept): Grace Tanaka.

| Piece | Composer/arr. | Concert | My part | Notes |
|---|---|---|---|---|
| Northern Lights | Ola Gjeilo | Midwinter Lights (Dec) | alto 2 | divisi at bar 40, breathe before "pulchra es" |
| The Road Home | Stephen Paulus | Midwinter Lights (Dec) | alto | unison opening, blend! |
| Sleep | Eric Whitacre | Midwinter Lights (Dec) | alto 2 | tuning on the last chord |
| Ev'ry Time I Feel the Spirit | arr. Moses Hogan | Spring '25 | alto — **my solo, verse 2** | swing it, don't oversing |
| Shenandoah | arr. Erb | Spring '25 | alto 1 | |
| Bread and Roses | arr. ? | Spring '25 | alto | TBC |

## Me
- I prefer singing **alto 2** — the low line is where I can actually hear the basses and lock in.
  Alto 1 sits too close to the sopranos for me and I drift sharp.
- Warm-up at home: lip trills 5 min, sirens, then the hard bars SLOWLY.
- Need a new black folder, the spine broke.
"""

NOTES["notes/choir/encore-gala-volunteering.md"] = """---
title: Encore Gala — my volunteering
date: 2024-10-10
tags: [choir, gala]
---

# Encore Gala (choir fundraiser) — my bits

Venue + tickets: see Bernie's message on the members list.

## My shift
- Silent auction table, 5:30–8:00 pm, with Deb from the sopranos
- Bring: pens, clipboards, the card reader (Bernie has it)

## My donation
- A hand-painted **minakari** plate from Isfahan — turquoise and gold, about 30 cm.
  Maman is bringing it in her suitcase (PLEASE let it survive Istanbul).
- Estimated value for the bid sheet: $240 (Maman says it's worth more, Maman says that about everything).
- Write a little card about minakari (enamel on copper, Isfahan craft) so people get what it is.

## Tickets
- [x] 2 tickets for Maman & Baba (Baba insists on wearing a tie)
- [ ] ask Khaleh Mina if she wants to come
"""

NOTES["notes/personal/gift-ideas-and-likes.md"] = """# Gift ideas (+ what I actually want, for when people ask)

## For others
- **Maman** — good reading glasses chain, hand cream, photo book of the visit (!!)
- **Baba** — a proper Canadian toque, audiobook of Hafez? no he has it memorized. Binoculars for the mountains.
- **Kaveh** — hot sauce subscription, always
- **Leila** — pottery class voucher
- **Khaleh Mina** — knee pillow thing after surgery, Persian music playlist on a speaker

## For me (when people ask what I want)
- Honestly: plants > flowers. Cut flowers make me sad when they die on day 4. A pothos, a
  hoya, anything I can keep alive is better.
- No scented candles or perfume (headaches).
- Concert tickets, a nice notebook (dot grid), or just dinner somewhere I don't have to cook.
- Experiences > stuff. A kayak rental day in Deep Cove = perfect.

## Birthday 2025
- Kaveh already asked. Told him: the hoya. He'll probably send hot sauce.
"""

NOTES["notes/personal/apartment-admin.md"] = """# Apartment admin

- Building manager: Rolf (text is better than calling), office hours Tue/Thu mornings
- Parking stall **P2 #52**, storage locker #18 (Nowruz stuff, the termeh, winter tires)
- Guests staying over 30 days: tell strata in writing (done for Maman & Baba, Sept 2024)
- Internet: Coastline Fibre, account 7700-4521-09. The wifi router is behind the TV.
- Heat pump filter: every 3 months. Last: Jan 2025
- Garbage room code changed Nov 2024: 4471 (old one was 1190)
- Rent goes up 3.5% in July. Sigh.
- Insurance (tenant): renewal in September
"""

TEXTS = {}

TEXTS["text/house-notes-for-maman-baba.txt"] = """MAMAN & BABA - HOUSE NOTES
(Nov 6-9, while I'm in Toronto for the conference)

Wi-Fi:   KarimiNest
Password: zafaran-2210   (hame-ash horoof-e koochik / all small letters)

ZAFARAN (gorbeh):
 - 1/3 cup dry food sobh va shab (morning + night). NOT more, even if she cries. She is not "too thin".
 - wet food only Sunday, half can.
 - litter: scoop every day, the bags are under the sink.

ASHGHAL (garbage):
 - Green bin + recycling: Tuesday night take down to the garbage room (code 4471).
 - Don't put the naan bags in recycling, they go in garbage.

HEAT PUMP:
 - Remote on the fridge. 21 is enough!! Not 28, Baba.

IF SOMETHING HAPPENS / LOCKED OUT:
 - Neighbour Jonah Whitfield, unit 305 (hamsayeh, spare key darad). 604-555-0188.
   He's nice, he knows you're here.
 - Emergency: 911.
 - Insurance 24/7 line: 1-888-555-0147 (card in the blue folder, take it with you!!)

GOING OUT:
 - Bus 230 from the corner goes to Lonsdale Quay. Compass card tap on, tap off not needed on bus.
 - Golestan Market is 10 min walk, they know you now.

ME: 604-555-0123 (call anytime, Toronto is 3 hours ahead)
Back Saturday night around 10pm. Dooset daram <3
"""

TEXTS["text/invitation-letter-howto.txt"] = """HOW TO WRITE THE INVITATION LETTER (visitor visa for parents)
notes I put together from the IRCC page + Kaveh's experience with Leila's mom

1. Address it to "Visa Officer, Immigration, Refugees and Citizenship Canada".
2. About the people you invite:
   - full name, date of birth, address, phone
   - relationship to you (parents)
   - purpose of the trip (family visit) and how long (exact dates)
   - where they will stay and who pays (accommodation, food, insurance)
   - when they plan to leave Canada (mention the return ticket)
3. About you:
   - full name, date of birth, address and phone in Canada
   - job title + employer, annual income (or just attach the employment letter)
   - status in Canada (citizen / PR) + a copy of the proof
   - household size
4. Sign it. Notarizing is NOT required for a regular visitor visa (only for super visa).
5. Keep it to one page. Don't write a life story. (Kaveh's rule.)
6. Attach: NOA, employment letter, proof of status, proof of address.

Tips
- Use the same spelling of names as in the passports (KARIMI, not Karimy).
- Match dates with the flight reservation and the insurance.
- Ties to home country help: property, pension, other family there.
"""

TEXTS["text/skype-setup-for-maman.txt"] = """SETTING UP SKYPE ON MAMAN'S TABLET (Android)  -  March 2024
(for Kaveh or me to walk her through on the phone)

1. Play Store -> search "Skype" -> Install.
2. Open -> "Sign in or create" -> use her email (parvin.karimi@parsmail.example).
3. Password: written in her little blue notebook, NOT in this file.
4. Allow microphone + camera when it asks. (She said no last time, that's why there was no video.)
5. Contacts: search "Soraya Karimi" -> Add. Same for Kaveh.
6. Turn on notifications so the call actually rings.
7. Font size: Settings -> Accessibility -> bigger. She likes it big.

If video is choppy: turn off the other wifi devices (Baba's TV box!) or move closer to the router.

Our call: Sundays 10am Vancouver = 8:30pm Shiraz (summer)
          (in winter it's 9:30pm Shiraz because we change clocks and Iran doesn't anymore)

Baba's account is separate (hossein.karimi@parsmail.example). Group chat is "Khanevadeh".
"""
