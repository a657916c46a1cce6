# -*- coding: utf-8 -*-
"""The three long rambling journal notes (1.5-2k words each)."""

L1 = """---
title: brain dump - new year
date: 2025-01-05
tags: [journal, family, house, mom, work]
---

# brain dump, sun jan 5 2025

Cant sleep so writing it all down before the week starts and I forget half of it. Rick is snoring, Biscuit is on my feet, and the dehumidifier in the basement is running like a jet engine which is kind of the first thing on the list.

## basement

The back wall leaked AGAIN over christmas when we got all that rain + snowmelt. Same spot as Nov, where the floor meets the block wall behind the couch in the rec room, and now also a little by the laundry tub. Carpet pad is soaked in that corner, I pulled it back and it smells like a wet dog that died. Rick says the carpet has to go regardless, which, fine, it was ugly anyway (his mother picked it lol).

Quotes so far:
- Miami Valley Waterproofing came in Nov, guy named Dale, nice enough, cheapest so far. Interior drain + a new pump + some plastic on the walls. Quote is in my email.
- DryPro came in Dec. More $$ but they do a lifetime warranty that transfers if you sell the house, which Rick actually cared about for once. Also a cast iron pump instead of the plastic one. Quote is also in email, Brent sent it.
- Gem City Foundation is coming the 13th (Mon, after work, 4pm) to look at doing it from the OUTSIDE. I already know Rick is going to hate that but I want 3 quotes b/c that's what everybody says to do.

I asked chatgpt to explain inside vs outside and it actually made sense, saved it. Basically inside = you let the water in and then get it out before it gets to the floor, outside = you stop it from ever getting to the wall. Outside is better in theory but you have to dig up everything.

Current sump pump is ancient, came with the house, and I don't trust it. If we lose power in a storm we are done. Whoever we go with, I want a battery backup.

## mom

This is the one that keeps me up honestly. Christmas eve at mom's she left the front burner on under the empty kettle and it was smoking when I walked in. She laughed it off, "oh I was just about to make tea". She asked me 3x during dinner when Tyler was coming even though he was sitting right there. She called Rick "Stan" (dad's name) once. Denise thinks it's "just getting older" and "she's always been scattered" but Denise sees her once a month for a few hours, I see her every other day. I'm a nurse, I know what I'm looking at. I've seen it in 100 patients.

Dr Kopecky (her PCP) finally put in the neuro referral after I pushed at the Dec visit. Neuro appt isn't until Feb 20 w/ a Dr. Raman at Miami Valley Neurology, that was the earliest. Put it in the family calendar and invited Denise, she says she'll try to come up from Cincy.

Other mom stuff I need to get going on:
- POA. We have NOTHING. If mom had a stroke tomorrow we'd be going to probate court. Denise found an elder law office in Oakwood that her friend used, Vanterpool & something. Need to call them this week. Need both the money one and the medical one.
- Her insurance. She's on that HMO thru the Medicare thing (the one her neighbor Phyllis talked her into) and I'm pretty sure Miami Valley Neurology isn't in network. There's an open enrollment Jan 1 - Mar 31 where you can switch MA plans once. Need to look at the PPO options. Ugh. I do insurance for patients all day and I still hate it.
- Her meds. She's on the amlodipine, the levothyroxine, vit D. I'm going to start doing her pillbox myself on Sundays, she's been double dosing the thyroid I think (bottle count was off).
- Driving. Not ready to have that fight yet. Soon.

## work

Holiday census was insane. I had 7 visits on the 23rd and 6 on the 24th and then was on call christmas night (got called out at 11pm for a foley that a family member pulled out, merry christmas). Back tomorrow with the usual: M.H. wound care, J.R. INR, and a new SOC for a CHF guy on Wed I think.

Darlene posted the Jan-Feb on call schedule and I'm on 2 of the first 5 weekends, which is not technically against the rules but it's close. Keeping an eye on it. Every time someone quits she fills it with whoever doesn't complain and I'm done being that person.

Mileage - payroll said the new rate for 2025 would come out this week. 2024 was 58 cents. My car is going to need tires before spring, CR-V has 142k on it.

CEUs!!! License renews Oct 31 of THIS YEAR (odd years) and I have maybe 3 hours logged from that sepsis thing last spring. I keep saying I'll do it. Going to knock out some of the cheap online ones in Feb/Mar. Also remember there's that one specific Ohio law hour you have to have, I always forget it until Oct. I started a tracker spreadsheet, it's in the data folder.

## tyler

He goes back to Columbus next Sunday. Back in Morrill Tower for spring, room 1412, he hates the elevators but it's close to the rec center so. He wants to move off campus next year with Jake and Ethan, some place on 13th. We said fine IF his grades hold and IF he keeps the job at the bookstore. The installment plan thing for tuition worked ok this fall, we'll do it again.

His car (the 2014 civic) made a noise the whole time he was home, Rick looked at it and says it's a heat shield, not a big deal. Everything with Rick is "not a big deal" until it is.

## rick

He's still on the regional runs for Hartline, out Monday early, home Friday night. It works I guess but I do all the house stuff alone all week. He's been asking dispatch for a dedicated lane that gets him home nights, they keep saying "maybe in the summer". We'll see.

His DOT medical card is good until October. His BP was up at his last PCP visit (148/something) and he is not taking the lisinopril every day, I KNOW he isn't, the bottle is still full. He's also 50 and snores like a freight train and his neck is a size 18 so I'm telling you right now the DOT doc is going to say sleep study. He says I'm being dramatic. I'm writing it down here so I can say I told you so.

## church

Father Tom asked if I'd run the fall bake sale again. I said yes before I thought about it, as usual. Last year went ok, Gary (treasurer) has the exact numbers. Want to do better this year. Ideas: take cards (Square), separate nut free table, start sign-ups earlier (Sept not Oct), ask Bernadette to do the pies again bc hers sell out first.

Also the parish needs people for the funeral luncheon committee, I said no. Proud of me.

## money

- Property taxes paid
- Tyler spring tuition - installment plan again
- HSA: I have about 2,100 in it, want to keep it for mom stuff if we end up paying for things out of pocket (can't actually use my HSA for mom unless she's my dependent, need to check that)
- basement is going to be 7-11k depending. Ugh. Might need to use the HELOC.

## resolutions (lol)

1. Walk Biscuit 3x a week for real
2. Stop eating lunch in the car (not happening)
3. Call Denise every Sunday even if it's short
4. Get the POA done before anything happens
5. Finish CEUs by June not October
6. Say no to one thing a month

Biscuit just sighed like he knows. Going to try and sleep. Alarm is 5:45.

## random stuff I don't want to forget

- Rick's mom's birthday is the 19th, send card
- the good snow shovel is in the shed not the garage
- Tyler's insurance card needs updated (new policy period started Jan 1, it's the Lakeshore one, emailed him the PDF)
- Take the Christmas stuff down before MLK day or Rick will leave it up til Easter
- Mom's neighbor Phyllis has a key to mom's, so does Denise
- Order more nitrile gloves for the car, size M
- Return the Kohl's sweater
- That wound care webinar was supposedly free thru the agency, ask Monica for the link

One more thing about mom. When I was leaving tonight she held on to my hand and said "you're a good girl Tammy, you always were the one who came." and I cried the whole drive home. Denise doesn't get that part. I'm not mad at her. I'm just tired.

Ok really going to bed.
"""

L2 = """---
title: summer catch up
date: 2025-07-06
tags: [journal, mom, memory care, work, tyler, house]
---

# summer catch up - sun july 6

Haven't written in forever. It's been a whirlwind since June. Sitting on the back porch with iced coffee, Rick is asleep in the recliner watching the race, Biscuit is under the table. Trying to get everything out of my head.

## 4th of july

We went down to Denise and Kevin's in West Chester for the 4th. Kevin smoked a brisket for like 14 hours and wouldn't stop talking about it. Mom came with us, she did ok in the car but got confused at Denise's and kept asking whose house it was. She perked up when the kids were doing sparklers. She fell asleep at 8 in the chair.

I brought 2 pies - a sour cherry and a pumpkin (yes in July, Tyler asked for it). Of course Rick would not touch the pumpkin. He says pumpkin pie is "wet bread" and the only pie worth eating is sour cherry with a lattice top, no crumb, and NOT the canned filling, he can tell. He ate half the cherry one himself. Every year. I should just make 2 cherry. Note for the bake sale: if I make a pie for it, do the cherry, it always goes first anyway.

## mom / memory care

We did the three tours in June, wrote it all up in the tours note. Short version:
- The Willows (Beavercreek) - beautiful, felt like a hotel, big courtyard, most expensive. Waitlist.
- Brookhaven (Centerville) - smaller, homey, the staff knew every resident by name, secured garden. They didn't give us numbers on the day, the admissions lady said she'd email a sheet.
- Maple Crest (Huber Heights) - cheapest. Hallway smelled, I counted 1 aide for like 12 residents. No.

Denise and I talked on the phone for 2 hrs Tues night and we're leaning Willows. We put the refundable deposit down to hold a spot on the waitlist, they think late summer or early fall. Mom doesn't really get what's happening, she thinks it's "a nice apartment for when I'm older". Which, honestly, is kind of the right way to think about it.

The neuro visit in June went about how I expected. Her score dropped a couple points. Dr Raman bumped her dose up and since then she's been having these crazy vivid dreams, last week she told me she'd been "at the lake with Stan" all night. Dr R said that can happen and to give it a few weeks, and if it doesn't settle, switch it to the morning instead of bedtime. I'm watching it.

Denise sent me a long email about mom's house and the roof, she had Kevin's friend look at it. I haven't answered yet because I don't have the energy and because I don't totally agree with her. It's sitting in my inbox. We're not selling the house tomorrow, mom isn't even moved yet.

POA is done (thank GOD) since March. Filed copies in the fireproof box + one with Denise. The insurance switch went thru too, but then they denied her neuro visit from April because of some referral thing, I appealed in May and haven't heard a word. That's its own note.

## work - the weekend thing

I am so mad I have to write it down. Darlene put me on call THREE weekends in a row: 12-13, 19-20, 26-27. That's every weekend in July except this one. The handbook literally says 1 in 4, section 6.3. I emailed her on Friday and she wrote back basically "sorry people are out, deal with it, I'll make it up in August". She always says she'll make it up. She never does.

Keisha (newish, very sweet, still in orientation) said Darlene did the same thing to her last year before she transferred from hospice. So it's a pattern.

If she doesn't fix August I'm going to Monica. I started writing a calm email with the AI thing and it helped me figure out what I actually want. I'm not sending it yet.

Visits are fine. M.H.'s heel wound is finally granulating (after 6 months!!). J.R. had a supratherapeutic INR last week, 4.1, called the office, they held 2 doses. L.P. isn't mine anymore, discharged. Picked up a new pt D.W. in Jan who is doing great with the daily weights, his wife keeps a chart on the fridge that would make any nurse cry happy tears.

## license

The Board email came on the 1st, renewal is open. Saved it. It has my license number and the exact hour requirements, I always have to look them up. My tracker spreadsheet says I'm getting there but I'm still short and I still haven't done the Ohio law one. Of course.

## tyler

Tyler's car is fixed (finally!!) from the April thing where that girl rear-ended him on Lane Ave. Lakeshore paid for the repair under our collision, we paid the $500 deductible to the shop, and the adjuster said we'd get it back once they go after the other lady's insurance. Still waiting. He's doing an internship-ish thing at the bookstore warehouse this summer and living in Columbus, subletting on Chittenden till Aug.

He signed the lease for the apartment with Jake and Ethan, move in mid Aug. Fall tuition bill will come soon, we'll do the installment plan again.

## basement

Still haven't signed with anybody and it's July, I know. Every time it rains I go down and look at the corner. We got the 3 quotes back in the winter. Miami Valley is still cheapest. DryPro is the one I actually want because of the transferable lifetime warranty, but the price. Gem City is the outside dig and that's a no, Rick made that very clear. I emailed Brent at DryPro and asked if there was any wiggle room, he said he'd talk to his manager. If they come down at all I think we go with them.

## garden

Tomatoes are going crazy. The Cherokee Purples are splitting from all the rain. Rick's roses by the back patio look incredible this year, he's out there every Saturday morning with his little sprayer. He'd have a heart attack if anybody dug up that bed.

## church / bake sale

Father Tom caught me after 9:00 Mass and asked if the fall bake sale was still on and I said yes, Nov 8, already booked it with the parish office back in the spring. I want to actually start sign-ups in September this time instead of begging people in the parking lot the week before. Gary said he'd dig up last year's numbers so we have something to beat. I made a note for it with all my lists.

Stuff I learned last year that I don't want to repeat:
- we ran out of small bags by 10am
- nobody labeled anything and a lady with a walnut allergy had a meltdown (rightly)
- cash only = we lost sales, people don't carry cash anymore
- the coffee table was way too close to the door, traffic jam

Mom used to do the bake sale with me when I was a kid at St. Casimir, she did the poppyseed rolls. I asked her if she wanted to help this year and she said "oh I'd love to, when is it" about four times. I'll bring her for an hour if it's a good day.

## rick's health stuff

He finally went to Dr Kopecky for the BP because I made the appt and drove him. 152/94 in the office. Dr K upped the lisinopril and told him to check it at home, so now there's a cuff on the kitchen counter and he takes it once a week, when he remembers, which is never. His medical card runs out this fall and he has to do the DOT physical again. I will be making that appointment too apparently. He mentioned that the dispatcher said the dedicated Louisville run might open up in September. He's trying not to get his hopes up. I'm trying not to get mine up.

## mom's pills

I'm doing her pillbox every Sunday now, AM and PM. I wrote up how to do it so Denise (or the aide, Carla, who comes Tues/Thurs) can do it if I can't. The thyroid one has to be first thing, 30-60 min before she eats, and she kept taking it with her coffee and toast. Now it's in its own little cup on the nightstand with a glass of water. Bottle counts have been right for 3 weeks, so that's working.

## me

Blood pressure was fine at my physical. Dr said lose 10 lbs, I said "lol". Back is sore from transferring Mrs. P last month (the 280 lb lady with the hoyer that didn't work). I need to do the back stretches. I need to drink water. I need a vacation. Rick and I haven't been away alone since our 25th.

Things I want:
- a weekend at Hocking Hills, just us, in the fall
- a basement that doesn't smell
- for Denise to come up more than once a month
- to not be on call 3 weekends in a row ever again

## to do this week

- [ ] answer Denise's email (be nice)
- [ ] call Keystone re: appeal status
- [ ] schedule CEU webinars (want live ones, not the read-and-quiz kind)
- [ ] email Darlene re: August weekends
- [ ] pick up mom's prescriptions Tues
- [ ] DryPro - follow up if Brent doesn't call by Thurs
- [ ] Tyler - send lease deposit $ to Jake's mom

Ok Rick woke up and wants to know what's for dinner. It's leftover brisket from Kevin, he's thrilled.
"""

L3 = """---
title: sunday night catch up
date: 2025-10-19
tags: [journal, mom, medicare, rick, work, church]
---

# sunday night catch up - oct 19

Sitting at the kitchen table with mom's paperwork spread everywhere. Two weeks til mom moves. Bake sale in three. I have 3 different legal pads going. Getting it all into one place.

## mom's move

Move-in is Monday Nov 3 at 10. Denise is taking that Monday and Tuesday off and coming up Sunday night to stay at mom's with her the last night, which I think is really sweet actually. Rick is borrowing the box truck from his buddy Dave for the recliner and the dresser.

Paperwork status:
- TB test - done at Dr Kopecky's 9/30, read 10/2, negative
- Physician's orders form - Dr K's office faxed it Oct 6, admissions confirmed got it
- Certified POA copy - picked up from the lawyer's office, one to the facility, one in the fireproof box, one to Denise
- Insurance cards - copied front and back
- Labeled all her clothes with the iron-on labels (took me 2 nights, 140 labels, my hands hurt)
- [ ] still need: the bird feeder pole for outside her window (asked maintenance if ok)
- [ ] photo board for the door so she recognizes her room
- [ ] cancel her newspaper and the Meals on Wheels
- [ ] cancel mom's cable + Wi-Fi after the move (Spectrum, acct in her folder)

Mom is actually doing ok with it right now. She calls it "my new apartment". Ask me again on Nov 4.

The lawyer (Greg) wants to talk about Medicaid before we do anything with the house because of the 5 yr lookback. We're private paying for now out of her savings + the house eventually, and Denise and I have agreed we're NOT doing anything with the house until we've talked to him. Call scheduled for after the move.

## medicare advantage for 2026

Open enrollment started Oct 15. I sat down with the plan comparisons this weekend. Options were: stay on her current PPO, or switch to the HMO version from the same company (premium $0 vs the PPO's $39/mo) or go back to original Medicare + a supplement (Medigap), which honestly you can't easily do at her age b/c of underwriting.

DECIDED: we're staying on the Keystone Heritage PPO for 2026. Reasons:
1. Dr Raman (neuro) is in network on the PPO and NOT on the HMO for 2026, I called and checked twice
2. HMO needs referrals for everything and that referral mess is exactly how we got the April claim denied
3. The facility's visiting doctor group takes the PPO
4. $39/mo is worth it to not deal with referrals

So: do nothing, it auto-renews. Told Denise, she agreed. Writing it down so I don't second-guess myself in November when the TV ads start.

## rick

He passed the DOT physical but only got a 1 year card because of the BP, and the doc wants the sleep study. I TOLD him. It's literally in my January notes. He has 90 days from the physical, so before Christmas basically, and he still has not called to schedule it. Dr Kopecky's office sent the referral to the sleep center at Kettering, he just has to call them. I left the number on the fridge. I'm not calling for him, he's a grown man. (I'm probably going to call for him.)

The new Louisville route has been amazing. He's home every night, off Fridays. He's a different person. He mows on Fridays now and made dinner twice. Twice!

## work

The on-call thing is finally settled, Monica sent the email on the 8th with the new rotation. It took a formal complaint and 3 months. I got my comp day, using it Nov 3 for mom's move.

Swapped my 10/25 weekend so I can do bake sale prep and take mom to get her hair done before the move.

CEUs - I am STILL short, and the Ohio law one is still not done, and the license renewal is due Oct 31. There's a live webinar on Thursday the 23rd through the nurses' network that counts for it, I registered. Then I'll do the last couple hours of online ones Friday night and renew online Saturday. It's fine. It's fine. (It's not fine.)

Census is down a little. M.H. wound is almost closed! D.W. got readmitted for CHF exacerbation (salty ham at a funeral, classic), back on service next week.

## bake sale

Nov 8, 8 to 1. Sign ups are pretty good this year, the pie ladies are in, the youth group is doing coffee and cider. I still need 2 people for the early 7-9 setup shift and I still haven't ordered the pie boxes. Goal is to beat last year. Making two pies and a double batch of kolaczki from Bernadette's recipe.

## tyler

Midterms this week. He sounds stressed but ok. Fall break was last week and he came home and slept for 2 days and ate everything in the fridge. His car is running fine. Still no deductible check from the insurance - I'm going to call them again this week, it's been 6 months.

Installments for tuition are on auto-pay so I don't have to think about it.

## house

Basement has been BONE DRY through all the September storms. Best money we ever spent. The new pump kicks on and you barely hear it. I tested the alarm last weekend with a bucket of water.

The basement company said they'd mail the lifetime warranty certificate after final payment and it never came. Need that if we ever sell. On my list.

Leaves are starting. Rick wants to get the gutters done before mom's move weekend, I said after.

## mom's house

Denise and I finally had the real conversation about the house, on the phone for an hour and a half last Sunday. We're not touching it until after we talk to Greg about the Medicaid stuff. Then probably list it in the spring. We still don't totally agree on whether to fix things up first, but we agreed to let the realtor walk through and tell us what actually matters before anybody spends money. Phyllis next door wants first dibs on mom's rose of sharon bushes lol.

Cleaning it out is going to be a whole thing. Mom kept EVERYTHING. Dad's tools are still in the garage exactly where he left them in 2021. Rick wants the table saw. Tyler wants nothing except grandpa's Buckeyes jacket. Denise wants the china, which I do not want, so that's easy.

## money

- Mom's savings covers about 3 years of private pay at the rate we're looking at, a little less if she goes up a care level. Then the house money. Then we'll see (Medicaid waiver, which is why Greg wants to talk).
- Our HSA has about 3,400 now. Keeping it for Rick's sleep study + the CPAP if he needs one (he will).
- Basement is paid off, HELOC balance is down to 4,100.
- Tyler's spring tuition will come in Dec.
- Property tax 2nd half due in Feb? check

## biscuit

Vet said he's 6 lbs overweight (same, buddy). No more cheese from Rick. Apoquel refill is due. Teeth cleaning in Jan.

## halloween

Tyler won't be home. Rick wants to do the big inflatable spider again. I said only if he puts it up himself. Bought the candy already, which was a mistake (see below).

## me

Tired. Proud of myself though. A year ago none of this was set up - no POA, no plan for mom, basement leaking, Rick gone all week. Now it's mostly handled. Mostly.

Things I need to stop doing:
- saying yes to every committee
- eating Halloween candy from the bowl meant for trick or treaters
- checking the work portal at 10pm

## stuff I keep thinking about

Mom asked me last week if Dad would be able to find her at the new place. I said yes. I don't know if that was the right answer. The dementia nurse educator at the facility said it's ok to "join her reality" instead of correcting her every time, which I tell my patients' families all the time and somehow it's different when it's your own mother.

I'm also thinking a lot about what happens when it's me. Rick and I need to do our own POA and wills. We have a will from when Tyler was a baby that names my cousin Becky as guardian, which, Tyler is 20. Greg does those too. Add it to the list for next year. NEXT year.

Denise and I are good right now. Better than in the summer. She's been calling mom every night at 7 and it helps, mom looks forward to it. I think the tours made it real for her. She cried at Brookhaven's garden in June and I didn't say anything, I just held her hand like mom used to do with us.

## this week

- [ ] Thurs 10/23 - live CE webinar 6pm (Ohio law & rules)
- [ ] renew license online by 10/31!!!!
- [ ] order pie boxes
- [ ] Rick - sleep study (make him call)
- [ ] call Lakeshore re deductible refund
- [ ] bird feeder pole for mom's window
- [ ] mom's hair appt Sat 10/25 11am
- [ ] mom's refill - the pharmacy reminder is set

Bed. 5:45 comes fast.
"""
