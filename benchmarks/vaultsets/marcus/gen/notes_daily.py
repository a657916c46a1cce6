NOTES = {}

NOTES['notes/daily/2025-03-03.md'] = """# Mon 3 Mar 2025

Shop shut (Monday) but in for admin.

- Hartcliffe new price kicks in today. Harbour Blend now £23.90/kg (was £21.50). Ouch. That's 11% in one go.
- Also their Thurs delivery came Fri AGAIN. 3rd time since Xmas.
- Council officer (Sunita Rowe) came at 11 to measure the pavement outside for the tables application. Said footway is wide enough "just about" if we keep to the kerb side of the bollard.
- Tomek off Thurs (dentist) - I'll cover the stand. Ring Lee tommorow re the milk order.
- Prices: still not decided on service prices. Do the sums tonight / ask the AI.

Running
- 8k easy along the Malago path. Left knee grumbled at 6k, fine after.
- Jo keeps sending me the Harbourside Half link. Fine. Maybe. Definately not a full marathon though.

Home
- Amara: Sheffield summer school form - she's done it herself, I just signed.
- Boiler at home making the kettling noise again. Ignore till spring.
"""

NOTES['notes/daily/2025-06-12.md'] = """# Thu 12 Jun 2025

First Lowmoor delivery this morning - 7:50, before we opened. Driver was early, not late!! Novelty.
- 6kg Foundry + 1kg Night Shift decaf. Invoice recieved in the box (filed).
- Dialled in with Hannah: 18g in / 38g out / 28s. Chocolatey, bit of hazelnut. Customers didn't notice the change, which is the point.
- Hartcliffe last delivery was Tues. Their loan grinder is still in the back corridor - need to get it back to Simon. It's heavy, need the van.

Other
- Tomek: wants to do the Cytech 2 course in autumn - will look at cost.
- Long run plan starts next week (Tue 17th). Printed it and stuck it on the fridge.
- Amara at Sheffield open day 5 July - booked trains (Jo).
"""

NOTES['notes/daily/2025-08-19.md'] = """# Tue 19 Aug 2025

Bad day.

- Came in 7:40, yard gate padlock cut, gate pulled to so it looked shut. Customer e-bike GONE - Dr Lucy Amberley's Voltrek (in for a service, due back to her today). Everything else in the yard still there. Tomek's van fine.
- Rang 101 at 7:55. PC came out at 11ish, took photos of the lock. Crime ref came through by email.
- Rang Lucy. She was decent about it, all things considered. She's sending me the receipt/valuation.
- Rang the insurance broker - he says put it in writing, forward him everything.
- CCTV: camera on the back door shows a hooded figure ~02:40, nothing useful, face covered.

Lessons
- NO customer bikes in the yard overnight. Everything inside, even if we have to stack them in the café.
- Better padlock / ground anchor. Ask Owen what the insurer wants.

Takings this wk will be rubbish, feels like.
"""

NOTES['notes/daily/2025-09-21.md'] = """# Sun 21 Sep 2025 - RACE DAY

Harbourside Half - DONE.

- Watch said 1:53:05 (I forgot to stop it at the line, so the official time will be a bit less). Official results come in a few days.
- Sub-1:55 target: yes!!
- Splits pretty even, 8:30s for the first 10 miles then hung on. Hill at the suspension bridge end was as bad as people said.
- Ate 4 dates + salt tab at 5 and 10 miles. No stomach issues.
- Knee fine. Calves wrecked.
- Sponsorship total on the page: £1,180 (plus Gift Aid). Jo's work matched £200 of that.
- Jo + Amara at mile 11 with a sign. Amara made it. Nearly cried.

Shop
- Hannah ran Saturday on her own, £1.1k takings, good.
- Still need to sort the opening-hours change for October.
"""

NOTES['notes/daily/2025-10-27.md'] = """# Mon 27 Oct 2025

Home - kitchen leak
- Last night (Sun) ~9pm Jo noticed the floor by the dishwasher soft + wet. Pulled the kickboard off - water pooled under the units.
- Turned the stopcock off (under the stairs, behind the hoover).
- Looks like the compression joint on the dishwasher valve under the sink. Weeping slowly, prob for weeks.
- Laminate swollen by the sink, 4 boards at least.
- Gareth Pugh rang back - he's coming Thurs 30th, 8am. Tomek can open up.
- Left the mains back on with the dishwasher valve shut + bucket under. Washing up by hand. Amara thrilled.

Shop
- 3rd Sunday of coffee-only opening: £412 in 4 hrs. Promising.
- Owen chasing about the ground anchor again.
"""
