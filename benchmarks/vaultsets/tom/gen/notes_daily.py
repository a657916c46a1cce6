# -*- coding: utf-8 -*-
"""Daily notes."""

FILES = {}

FILES["notes/daily/2025-01-14.md"] = """# Tuesday 14 January 2025

Minus four this morning. **Van wouldn't start** outside the shop at 8am - battery completely dead. RescueLine came
in 40 mins, jump-started it, the man said the battery was "older than your kids". New one from the motor factors
on the way back: 128. Bang goes the January profit.

Shop: quiet. Two punctures, one full service (the Brompton lady again), a kids' bike brake adjust. Jonah in, did
the stock count. We're open Tue-Sat 9 till 5:30 over the winter and honestly even that feels generous in January.

Dad: the memory clinic is **tommorow** - Wednesday 15th, 11am. Chioma's coming down from Manchester on the train
tonight and staying at Dad's. I'll drive over first thing. Dad thinks it's "a check-up about my eyes". Chioma says
let him think that until we're in the room. I don't like it but she's probably right.

Rachel on nights Wed/Thu/Fri this week. Mum-in-law doing the school run Thursday.

Running: parkrun on Saturday was 26:41 - a PB, ha, first one of the year. Legs OK.

- [x] van battery
- [ ] ring Deepa re Q3 VAT
- [x] order tubes (Velotrade - half of it back-ordered, of course)
"""

FILES["notes/daily/2025-04-14.md"] = """# Monday 14 April 2025

Summer hours started on the 1st - Mon-Sat 8:30 to 6, late Thursday till 7 - and today was my second Monday on my
own. Busy! Eleven bikes booked in. Easter holidays = every family in BS3 discovering flat tyres.

**Big shop decision today: we're stopping new adult bikes.** Spent Sunday night with the stock spreadsheet. The
five adult bikes on the floor have been there on average 7 months and tied up about 6k. The kids' bikes turn over
in weeks and the refurbs make the best margin in the shop. So:
- sell through the 4 hybrids + the gravel bike (cost plus a bit, by the end of June)
- keep kids' bikes and refurbished second-hand
- second workstand where the hybrids were, so Jonah and I can both work on Saturdays
Told Jonah. He's pleased about the workstand, sad about the gravel bike (he was eyeing it up - I said staff price).
Updated the suppliers note.

Dad: Chioma forwarded the letter from Dr Harcourt after last Thursday's review. **Donepezil goes up to 10mg from
today** (still at night for now). Rang Whitchurch Road Pharmacy - new blister packs from Thursday. Dad says he
feels "exactly the same, thank you".

Cyclewise delivery arrived complete AGAIN. Four weeks in and not one back-order. Why didn't I switch years ago.

Loft: Imogen says the certificate application is "with the officer". Fingers crossed.
"""

FILES["notes/daily/2025-06-14.md"] = """# Saturday 14 June 2025

Worst day in a long time.

Chioma rang at 4:40pm: Dad wasn't answering the phone and he wasn't in when Gareth (next door) knocked. Gareth
used the spare key - house empty, coat gone, the back door key in the teapot as usual. No idea how long he'd been out.

I left Jonah to close up and drove over. Rang the police on the way (Chioma had already rung 101, they upgraded it
to 999 when she said dementia). **A PC found him at Cardiff Central bus station at about 7:15pm** - sitting on a
bench, said he was "waiting for the 27 to go to work". He'd been out since about 2pm. Five hours. He was cold and
embarrassed and cross with everyone. The officer (PC Rhodri Jenkins) was kind; he'd spotted Dad asking drivers about
a route that doesn't exist anymore.

Stayed the night at Dad's. Chioma driving down tomorrow.

What has to change:
- Cwtch are doing Mon/Wed/Fri mornings since the 2nd of June and it's not enough - and they're different people
  every time. We definately need the same face, more days, and someone who actually reads the notes.
- Herbert Protocol form for South Wales Police (photo, places he might go).
- Some kind of GPS watch/tracker. Chioma's looking.
- Talk to Dr Rhys-Morgan about whether this is "progression".

Missed parkrun, obviously. Doesn't matter.
"""

FILES["notes/daily/2025-07-16.md"] = """# Wednesday 16 July 2025

Writing this down properly for the insurance and for Gavin.

**Saturday night (12 July), someone tried to break into the shop.** Sentinel rang me at 2:47am - alarm activation,
front shutter. Police were there before me (a patrol was on Bedminster Parade). Jemmy marks on the bottom of the
shutter and one padlock hasp bent, but the shutter held and the alarm scared them off. Nothing taken. CCTV from the
launderette shows two people in hoods, about 2:40am. Crime ref recieved and given to the insurers.

Sunday: Rachel and I cleared up, fitted a temporary padlock.

**Tuesday 15 July: Pete from Sentinel West came and changed the alarm code - new code is 9052** - and added an extra
contact on the back door. New disc padlocks on the shutter from the locksmith. Told Jonah the new code in person (not
by text). Rachel knows. The old code is gone.

Told Gavin at Kellaway Pryor - the landlord says fine to fit better locks at our cost. Sent the insurers photos of the
new locks on the 18th (well, will do on Friday).

Otherwise: busy week in the workshop, heatwave, everyone's tyres exploding. Cargo bike trial going OK for the short
runs, less OK for anything else - more on that when the trial ends.

Dad: Ty Gwyn's care manager (Sioned) came to assess him on Monday. Start date to be confirmed. Cwtch notice given.
"""

FILES["notes/daily/2025-08-28.md"] = """# Thursday 28 August 2025

**Van decision reversed - we're keeping it.** Rachel and I sat down with the numbers last night. The cargo bike trial
(ended 4 Aug) proved it can do the short local collections but nothing else, and day-hire vans are expensive and a
faff (Avonmouth, deposit, the queue). A replacement van is 9-12k we don't have with the loft going on.

So: the Berlingo gets a new clutch and flywheel at **Feeder Road Motors**. Stan quoted "about eleven hundred all in".
It goes in Monday 1 Sept, back Tuesday. I'll tell the cargo bike library thanks but no thanks (for now).

Dad: Dr Rhys-Morgan agreed to move the **donepezil 10mg to the mornings** from Monday (25th) - the dreams were getting
really vivid (he told Bethan he'd been "driving the 62 all night"). Three nights in and he says he slept "like a
stone". Bethan gives it with breakfast now.

Ty Gwyn: nearly four weeks in. Bethan every weekday morning, same person, on time. Dad asked where she was on Sunday
(Owain came instead). That's the best sign yet - he remembers her.

Shop: quieter, school holidays. Jonah off next week.
"""

FILES["notes/daily/2025-09-13.md"] = """# Saturday 13 September 2025

**PARKRUN PB: 23:47!** Frome Vale, 41st of 312. First time under 24 minutes. Ran the first km too fast (4:28) and hung
on. The calf is fine - Lena's exercises have been worth every boring minute. Rachel says I was "unbearable" at
breakfast. Fair.

So I'm moving my half marathon goal from 1:55 to 1:50. Eight weeks to go.

Loft: **scaffold goes up Thursday 18 September** - Redcliffe, 7:30am. Kieran starts on the Monday after (22nd). Need
to move the car off the drive Wednesday night and clear the side passage.

Dad's Attendance Allowance came through - higher rate. Chioma did the form; she's a hero.

Shop: Jonah's had his first month at the new rate - which reminds me I still haven't changed it on payroll. Monday.
"""

FILES["notes/daily/2025-10-06.md"] = """# Monday 6 October 2025

First day of the **new winter hours**: shop is now **Tue-Sat 9:30 to 5:30, with the Thursday late night till 7** kept.
Closed Sundays and Mondays again. So today is my first Monday off since March and I don't know what to do with myself.

(Did: allotment - dug over bed 3, planned the garlic. Took the van for new wiper blades. School pick-up. Cooked.)

The 9:30 start is because of the school run on Rachel's post-night mornings - she's back at 8:15 and needs to sleep.
I changed the door sign, Google and the website last week, and emailed the regulars. Instagram bio still says the summer hours. Answerphone
still says "eight thirty". Tomorrow.

Loft: Carl (building control) passed the steels on Friday. Dormer is going up fast.

Rachel's nights this week: Wed, Thu, Fri. So no drilling before 10am Thu/Fri/Sat - Kieran knows.
"""

FILES["notes/daily/2025-10-18.md"] = """# Saturday 18 October 2025

**Christmas is decided.** Long call with Chioma tonight. Dad comes to us in Bristol: **Chioma drives him down on
Tuesday 23 December** (she's off from the 22nd), he stays till **Saturday 27th** and I drive him back to Cardiff.
He'll sleep in Kofi's room (the loft won't be finished and Kofi is thrilled to be on the camp bed in Ada's room).
We talked about all of us going to Cardiff instead, but Dad's house can't take six people and Rachel is working
the 25th/26th nights anyway. Ty Gwyn to cover as normal up to the 22nd and again from the 29th.

Parkrun 24:20. Legs heavy. Three weeks to the race.

Still not done (this is getting embarrassing):
- the PTA raffle bike (the 20" Frog is sitting there with no tyres) - needs doing by 28 Nov
- **the schedule of condition photos for the Pattersons** - I promised Alan in July, the steels are IN, and I haven't
  sent a single photo. Doing it tomorrow with dates on.
- Deepa and the accountant's reference for Gavin - end of October
- MOT for the van (due 30 Oct)
"""

FILES["notes/daily/2025-03-27.md"] = """# Thursday 27 March 2025

Van wouldn't start again this morning. Turned over and over, nothing. Got it towed to Feeder Road - Stan says glow
plugs and a relay. 210. That's two breakdowns this year and it's March.

Late night in the shop (Thursday - we're trying a late night till 7 from next week when summer hours start) - sorted
the new Cyclewise stock onto the shelves. Shauna rang to check the first order was OK. It was, all of it.

Lease: Lorna sent the counter-offer yesterday (15k, 5 years, break at 3). Gavin acknowledged. Now we wait.

Loft: Imogen submitted the lawful development certificate application on Tuesday.

Kofi lost a tooth at football. Tooth fairy rate in this house is 1. Ada says her friends get 5. Ada can negotiate my lease.
"""
