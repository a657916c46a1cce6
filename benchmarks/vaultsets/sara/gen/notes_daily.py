NOTES = {}

NOTES["notes/daily/2025-02-07.md"] = """# Fri 7 Feb 2025

Long week. Three bitch spays, a GDV on Tuesday night (survived, thank god) and the CR reader jammed *twice* – a plate stuck half-way in, and Josh had to hand-feed it while a very cross Staffie waited sedated on the table. We cannot go on like this. Martin agrees we need a proper DR system now rather than "next year". I've asked Radiance Imaging and Halden Veterinary Imaging for quotes.

Also: a client complained (nicely) that the waiting room wifi password on the laminated card at reception is "Whiskers2024" and has been for two years and "surely everyone in Harrogate knows it". Fair point. Put it on the list for Lorna.

## Health
Started the HRT on Tuesday (GP appt with Dr Marsh, 4 Feb). Oestrogel, 2 pumps every evening on the inner arms, plus Utrogestan 100 mg at bedtime. She said give it three months before judging. First two nights: slept through until 4am, which is a miracle.

## Home
- Hens: the five girls are slowly coming back into lay – three eggs today (Marigold, Dot and probably Hattie). Need to do the Dalesway Country Store run on Saturday for layers pellets – £15.80 a bag now!
- Gareth sent revised garden room drawings. Still arguing (politely) with Owen about doors.
- Letter from Brightway: the Volvo lease ends 27 October. Something to think about after Easter.

## Kids
- Freya's mock results: very good in the sciences, wobbly in English Lit. She's decided she wants to do medicine "or maybe vet" – I said nothing. Owen said nothing louder.
- Rhys rang from Edinburgh. The £250 a month we send is "fine, honestly" but his rent is going up next year. Noted.

## Sailing
Subs reminders go out Monday. Need to check who paid by standing order in January.
"""

NOTES["notes/daily/2025-03-14.md"] = """# Friday 14 March 2025

## NorVet Congress (York, Wed–Thu)
Two good days – orthopaedics stream on Wednesday (TPLO complications, and a very honest talk about when NOT to operate on cruciates in small dogs) and anaesthesia + imaging on Thursday. That's 12 hours of CPD in the bag. Logged it in the spreadsheet on the train home.

Chatted to Chloe Armitage on the Halden stand – their DR panel was lovely but their quote is a couple of thousand more than Radiance.

## Practice
Tuesday night (11 Mar) Martin and I sat down with both quotes and agreed, **provisionally**, to go with Radiance – it's cheaper and Stuart Naylor has been very responsive. Sent Stuart a letter of intent today, subject to finance. Lorna is chasing Ridings Asset Finance.

## Garden room – DOORS DECIDED
We are having **bi-fold doors**. Three panes, anthracite grey outside, white inside, from Vale Glazing (Trevor). Quote VG-4471, £4,860, £500 deposit paid on 4 March. Owen wanted them so the whole end "opens up" in summer. I'm mostly convinced. Gareth is updating the drawings to show the 2.7 m opening.

## Freya
A-level choices form went in: Biology, Chemistry and Maths. Owen is quietly delighted about Maths. She still says she'll do the EPQ on something to do with animals.

## Sailing
Fitting-out Saturday tomorrow at Kettlesike. Slipway needs a scrub – Dev says it's lethal after all the rain.
"""

NOTES["notes/daily/2025-06-03.md"] = """# Tue 3 June 2025

Pepper died yesterday. Egg peritonitis – she'd been standing "penguin-style" on Sunday evening and her abdomen was fluid-filled and hot by Monday morning. I scanned her at work at lunchtime; it was obvious. Put her to sleep at home after surgery so she didn't have a car journey. Freya cried, Owen dug the hole under the crab apple. Four hens now: Marigold, Dot, Hattie and Agnes. The flock feels very small.

## Practice
Email from Stuart at Radiance this morning: the generator for the DR system now has a **14-week lead time**, and their only service engineer who covers the north is leaving so cover would be from Southampton. Earliest install would be mid-November. Martin is livid – we wrote the letter of intent in March on the basis of an August install. We'll talk properly at the partners' meeting next Tuesday. I've dug out the Halden quote again.

## Knee
Physio session 2 last Tuesday (27 May). Callum thinks it's patellofemoral pain plus a mild sprain of the inside ligament from the slip on the slipway in March. Exercises twice a day. The Spanish squats are horrible.

## HRT
The dose went up to 3 pumps of gel on 15 May and the night sweats have definately eased. Still waking at 3–4am though.

## To do
- [x] Ring Nidderdale Poultry about point-of-lay pullets in July
- [ ] Dig out the Halden quote and the finance figures for Tuesday
- [ ] Sailing: ask Graham to sign the Pennine Mutual mandate form
"""

NOTES["notes/daily/2025-06-18.md"] = """# Wed 18 Jun 2025

## Garden room: change of plan on the doors
We're going with **sliding doors** after all, not the bi-folds. Decided last Thursday evening (12 June) after Owen and I stood inside the frame with a tape measure and masking tape on the slab. The bi-fold stack would sit exactly where my desk is meant to go, and with three panes you get two thick frames right across the view of the hen run. A two-pane slider gives bigger glass and it's cheaper.

- Rang Trevor at Vale Glazing on Friday to cancel – he was decent about it, deposit back by end of June.
- Ripon Aluminium Systems quote RAS-2291 accepted: £3,940 for a 2-pane slider, anthracite outside/white inside, 6-week lead time.
- Gareth to redraw the end elevation (again). Sorry Gareth.

## CPD
RPS (radiation protection supervisor) refresher today in Leeds with North Dosimetry Services – 6 hours, and actually useful given the new kit.

## Practice
Partners' meeting last Tuesday (10 June): we switched to **Halden** for the X-ray. Radiance's lead time just made it impossible. I accepted Halden's quote on the 11th and told Stuart at Radiance (he was gracious). Install pencilled for Monday 8 September.

Aoife told us she's pregnant – due late October, maternity leave from 22 September. Delighted for her; slightly panicking about locum cover.

## Me
Knee better. Sleep better. Still hot at 4am. Owen says I radiate like a storage heater.
"""

NOTES["notes/daily/2025-07-20.md"] = """# Sunday 20 July 2025

## New hens!
Collected two point-of-lay Bluebelles from Nidderdale Poultry yesterday (£28 each). Freya has named them **Biscuit** and **Meringue**. They're in the spare dog crate + mini run next to the big run for a week so the old girls can see them through the mesh before we mix them. Flock back up to six.

## Work
Still digesting the grievance Becca sent in (Martin forwarded it to me on 3 July). The mediation with Deborah Kaye is booked for Tuesday 29 July. Kerry is hurt and defensive, Becca is exhausted, everyone else is tiptoeing. I hate this part of being an owner.

## Norway prep
- Hire car confirmed for Bergen.
- Jan Pearson next door will do the hens while we're away, 13–19 August. She's done it before and is good with them. Must write her a proper instruction sheet now that there are two newbies.
- Owen is learning "skål" and not much else.

## Knee
Discharged by Callum on Friday (18 July) after six sessions. "Keep doing the step-downs." Will I? We'll see.
"""

NOTES["notes/daily/2025-08-22.md"] = """# Fri 22 Aug 2025

Back from Norway on Tuesday night. Still on Norwegian time in the sense that I want to eat brown cheese at 4pm.

## The wedding
Maja and Eirik – just lovely. Rain all Saturday morning, then the sun came out over the fjord for the photos outside the church. Rhys did a toast in terrible Norwegian and everyone loved him for trying. Owen danced. Freya got on brilliantly with Eirik's younger sister.

## Freya's GCSE results (yesterday)
Biology 9, Chemistry 9, Physics 8, Maths 8, English Language 7, English Literature 7, Spanish 7, RS 8, Geography 6.
She was shaking opening the envelope. So proud. Oatlands Hill sixth form confirmed her place the same afternoon.

## Car – decided
We are **not** buying the Volvo out. Brightway's figure (£19,850) is silly money for a four-year-old XC40 and I didn't love it that much anyway. I emailed them on 8 August to say we'll hand it back at the end of the lease. Ordered a Skoda Enyaq 85 through Leasewise Direct instead – £389 a month, 36 months, 8,000 miles a year, tow bar included. Delivery due in October.

## Practice
Tomasz (the VetCover locum) was great while I was away – clients liked him, Martin liked him, nobody cried. Invoice in.

## Rhys
Agreed with Owen: Rhys's allowance goes up to **£300 a month from September** (his rent has gone up to £640). Changed the standing order.

## Hens
All six fine – Jan did brilliantly. The first Farmgate Feeds delivery comes next week, so no more Saturday runs to Dalesway with a 20 kg bag on my bad knee.
"""

NOTES["notes/daily/2025-09-23.md"] = """# Tuesday 23 September 2025

## X-ray is IN
Halden's engineers were here all day yesterday (Monday 22 Sep, 8 till 5). The old CR reader has gone in a van and the DR panel is in. First image – a Labrador's elbow – came up in about four seconds and was so sharp Josh swore. RPA visit tomorrow morning before we can use it clinically; until then it's still the portable for emergencies.

Yes, it went in two weeks later than the original plan – Halden had a panel stock problem in August – but honestly it didn't matter.

## Locum
Hannah Okafor started yesterday to cover Aoife's maternity leave. Calm, kind, quick. I think we've got lucky.

## Nursing schedule
Three weeks into the new weekend pattern. Becca looks like a different person. Kerry is being scrupulously professional. Lorna says no swap requests have gone through Kerry, which was the point.

## Garden room
The sliding doors were fitted last Tuesday (16 Sep). They glide. The view of the hens from my (future) desk is perfect. Owen keeps opening and shutting them.

## Freya
Dropped Maths for Psychology on the 12th, after two weeks of A-level Maths lessons – "it's just more of the same and I hate it". Biology, Chemistry, Psychology it is. Owen sulked for exactly one day, then bought her a psychology textbook.

## HRT
GP switched me from gel to patches on 9 Sep – Evorel 50, twice a week. No more waiting for gel to dry before scrubbing in. Early days.
"""

NOTES["notes/daily/2025-11-08.md"] = """# Sat 8 Nov 2025

Cold, bright. Hens out for what might be the last free-range day for a while – housing measures for bird flu are being announced for our area and the run needs netting over the top. Six hens, two laying (everyone else in a sulky moult).

## Car
The Enyaq arrived on 24 Oct and the Volvo went back on Monday 27th. Brightway have now emailed wanting £240 for a "scuff" on the rear bumper, which I'm sure was within fair wear – I told them I'll send the photos from the handover. I have not yet sent the photos. Must do this weekend.

## Health
- HRT: on Evorel 75 since 21 Oct (twice weekly, Sun/Thu) + Utrogestan. Flushes much calmer, sleeping till 6.
- Knee flared after the last race of the season. Booked two top-up sessions with Callum: Fri 14 Nov and Fri 28 Nov, both 8:15am.

## Garden room
The LVT floor is down and it looks finished – apart from: still no electrical certificate from Kieran, and the gutter still drips at the hen-run end. Steve says "next week". Holding back the £850 retention until both are sorted.

## Sailing
AGM on Sat 22 Nov has moved to Haverah Park Village Hall because the clubhouse floor is being replaced. Treasurer's report not written. Accounts not back from Pauline. Eek.

## Freya
Theory test on the 27th. Lessons with Amira on Thursdays are going well – she's done roundabouts and didn't cry.

## Work
The three-month review of the nursing schedule with Becca and Kerry is due by the end of November and I still haven't put it in the diary.
CPD: behind. Need to book the dentistry webinars.
"""
