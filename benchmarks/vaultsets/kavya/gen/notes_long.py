# -*- coding: utf-8 -*-
"""Three long rambling journal notes (1.5-2k words each)."""

LONG = {}

LONG["journal/brain-dump-2025-02-23.md"] = """\
# Sunday brain dump - 23 Feb 2025

Rain. Adi at Josh's till 4, Vik asleep on the sofa pretending to watch the rugby. Writing everything down because my head is a browser with 47 tabs open and half of them are playing music.

## Surgery

The fridge business is mostly behind us, touch wood. New fridge is in, it is enormous and hums in a reassuring way, Janet has it on a data logger with alerts to both our phones, which means my phone now beeps at 2am if someone so much as opens the door for too long. Worth it. The significant event meeting was actually good - nobody blamed anybody in the room, Dr Hughes said the right things about systems not people, and we have switch guards on every socket now like a nursery. The insurance claim is lodged. Harbourside sent an acknowledgement with a reference number and a list of what they want, and then silence, which I am told is normal. Janet has the stock spreadsheet with every batch number, bless her, I would not have survived February without her.

Sarah Okafor told the partners on Tuesday she is pregnant - due August - and she'll go on maternity leave from early June. Lovely news, genuinely, she's been wanting this for a while. But that's three days a week of GP sessions I need to cover from June, and the partners have already said "one person please, not a revolving door". So: locum agency, and I need to start now because the good ones get booked up by April. Ellie at Northern Locums said she'll send CVs in March. I'll do an induction pack properly this time, with the local pathways and the safeguarding contacts, instead of the three sticky notes we gave the last one.

CQC - rumour from the PCN managers' meeting is that everyone in our area who hasn't been inspected since 2019 is getting the letter this spring. That's us. I'm starting the evidence folder now, slowly, before the panic. Chaperone policy is out of date, which I only noticed because I was looking for something else. Add to list.

Rota - Terri wants to drop to three days from April. I don't blame her, her dad isn't well, but it means advertising and every time we advertise reception jobs we get 4 applications, two of whom have never seen a computer. Maybe I ask Margaret if she wants more hours on the front desk instead of summarising. She'd hate it. Maybe not.

Flu season tail end. The phones on Monday mornings are still a war zone. The new telephony system call-back feature - everyone loves it except the patients who don't pick up when we call back, and then complain to Healthwatch that we didn't call back. Cannot win.

## Amma

Op is on the 14th March at Nethra. Divya has it all organised - pre-op tests a few days before, she's taking leave. I keep wanting to fly out and then remembering there's literally nothing I'd do there except sit in the waiting room and get in Divya's way and spend 900 quid on flights. Amma says don't come, come for Diwali instead, and actually she's now talking about coming HERE for Diwali - she hasn't been since 2018 and wants to see Adi before "he becomes a man and won't talk to his paati". So that's a visa application I need to start in April/May. Standard visitor, I think. Last time it was fine but they wanted everything - bank statements, pension, my payslips, council tax. Need to find the old application, it's somewhere in Google Drive with a name like "visa stuff final FINAL".

Lens question sorted too (see Amma note) - Amma was more worried about the "foreign lens" than the op.

She called yesterday to ask if she can still make holige for Ugadi after the op. Amma. Please.

## The loft

OK this one we finally sorted. We're going with the rear dormer, not the Velux-only version. Stood in Anil's loft last weekend - his is a dormer - and Vik could stand up straight in the whole back half of the room, and then we went home and Vik stood in ours and banged his head on the purlin, and that was the end of the Velux argument. Adi is going to be taller than Vik by next year, and a Velux room with a sloped ceiling over the bed is a head injury waiting to happen. Plus the stairs land properly with the dormer, Dave showed me on his sketch, instead of the steep ship-ladder-ish staircase in the first quote.

It means the first quote (38.5k) is out of date. Dave says he'll requote once the structural engineer has done the calcs for the steels. He recommended a structural engineer he always uses. Site meeting with the engineer and Dave early March. I'm bracing for 40-something k. Vik says we can do it with the remortgage top-up and what's left of the FD, and not touch the money for Adi's uni, which I want in writing.

Party wall - the neighbours need notices. No. 19 will be fine, they had their own extension done. No. 23 - Pat will be fine, Ray will want to read every word and then ask his brother-in-law who was a surveyor in 1974.

Things I want in the loft: lots of sockets, proper blackout blinds, a desk under the dormer window. Adi wants "a gaming setup". Vik wants "a bit of storage for my comics". The comics are the reason we need the loft cleared in the first place.

## Adi

Options form submitted. One less thing. He went back and forth for two weeks and in the end it was sorted with an email to Mr Ashworth and a long conversation with one of the teachers at options evening, who I think has single-handedly recruited half of Year 9. He's happier now. I asked him if he wants to do triple science and he looked at me like I'd asked him to clean his room.

Cricket starts again in April. He's asked for a new helmet already, the grill on the old one got bent when Tom Whitfield sat on it in the car. Told him after his birthday. He said his birthday was in November. I said exactly.

He also needs new school shoes again. Size 9. He's 14. Vik was a size 9 at 25.

## Diwali

The HCICA committee asked me to lead the Diwali event this year because Anil did it last two years and he's "burnt out" (he said this while eating his third samosa at the AGM, very burnt out). I said yes before thinking, as usual. It's in October, so I have time, but the hall needs booking early - Bridge Hall gets booked solid for October half term parties. First committee meeting will be in summer. Anil will do treasurer. Priya said she'll do volunteers. Harpreet will do decor if she gets to run the rangoli competition her way.

Ideas: proper sit-down dinner instead of the chaos-buffet-queue, kids' dances, rangoli competition, raffle, maybe a DJ for the last hour. Fireworks - people will ask. I'll deal with that later.

## Vik

His airport project is "going live" in April which means from now till April he is either on a call or thinking about being on a call. He's been good about Adi's pick-ups though. He wants us to do a proper holiday this summer - not India, somewhere with a beach and no relatives - I said Cornwall, he said Portugal, we'll end up in Cornwall because of the money for the loft. He also wants to take over the garden this year, which he says every February and abandons every May.

His mum's knee is bad again, she's in Leicester with his brother, we should visit at Easter. Put it in the calendar before something else fills it.

## Divya and co

Rohan has his 2nd PUC board exams in March - same time as Amma's op - so Divya is juggling a teenager in exam mode and a mother in surgery mode and her own office. I offered to pay for a driver for the hospital days. She said she'll think about it which means no. Meghana (8) wants a Harry Potter wand from the real shop in London. Noted for the next parcel.

## Home stuff

The cooker - the oven element went, of course, the week Vik's colleagues were coming for dinner. Currys sent a man who replaced the element in 20 minutes and charged 119 quid. The hob is fine. Cooker is 9 years old, I'm not replacing it before the loft is done.

Washing machine making a noise. Ignoring.

Car - lease runs to November. Haven't even thought about it. Will think about it in the summer. Vik already says "let's just keep it", he says that about everything we own including the comics.

## Me

Haven't been to the gym since January. Paying 32 pounds a month to feel guilty. Walked to work most days at least, that's 40 minutes a day. Sleep is rubbish - the fridge alerts, the 5am Amma calls (she forgets the time difference, or pretends to).

Reading - nothing. Started the new Sudha Murty on the Kindle, on page 12 for three weeks.

Divya says I take on too much. Divya has three jobs and two kids and looks after Amma. Pot, kettle.

## To do this week

- [ ] chase Ellie for locum CVs
- [ ] CQC evidence folder - start the training matrix
- [ ] book Dave + structural engineer site meeting (first week of March)
- [ ] find old visa application docs
- [ ] Amma - send Divya money for pre-op tests? (she says no, we'll settle after)
- [ ] Adi helmet - November
- [ ] gym - cancel or go. Pick one.
- [ ] call Terri about the April hours properly, not in the corridor
- [ ] rota April draft - Shabana by 10th
"""

LONG["journal/brain-dump-2025-07-20.md"] = """\
# brain dump - Sun 20 July 2025

Hottest weekend of the year, 29 degrees in Stockport which is apparently a national emergency. Adi and Vik have gone to watch Lancashire at Old Trafford, I have the house to myself for the first time since approximately 2019, and what am I doing, I'm writing lists. Fine. Lists then cold coffee in the garden.

## CQC

It's DONE. The actual inspection day was long but honestly not as awful as I'd built it up to be in my head. Helen the lead inspector was fair, asked hard questions but listened to the answers. The GP advisor spent ages in the records searches - high risk drugs monitoring, methotrexate and lithium, and we were fine on those thanks to Dr Malik's spreadsheet obsession. The reception team were brilliant. Chloe answered the "what would you do if a patient collapsed in the waiting room" question like she was on Casualty.

Feedback at the end - verbal - they were positive about well-led and caring, the patient feedback, and the staff culture. Things they picked up: the chaperone policy being overdue (I KNEW it), and the clinical sinks in a couple of rooms not being compliant - one in particular, the old one with the lever taps that aren't really elbow taps. Draft report to follow "in a few weeks". We'll see. I'm not celebrating until I see the word Good in writing.

Sarah Okafor went on leave in June as planned and had a baby girl on the 9th! Named her Adaeze. The practice sent flowers and a giant card that 30 people signed including two patients who happened to be at reception.

The locum situation had a wobble - the first one dropped out a couple of weeks before starting, family reasons, and I had a small silent meltdown in the car park. Ellie found a replacement within a week and he's actually really good. Patients like him, the nurses like him, he does his own referrals without asking me where the forms are. Renewing for the autumn, I think, if he's willing. Partners happy.

Insurance - Harbourside. Nothing. They appointed a loss adjuster at some point, I think, someone with a company name like a law firm. I will chase in August. Five months for a fridge full of vaccines. The new fridge has paid for itself in peace of mind already.

Practice meeting this week was mostly about the summer leave rota and whether we do extended access in August - nobody wants August Saturdays. Liam volunteered. Liam always volunteers. I need to protect Liam from himself.

## Loft - again

Dave sent another revised quote. Another one. This time because Vik, on a walk, saw a neighbour's en-suite and decided we need a shower room up there too. I'm not entirely against it - if Amma or anyone stays, the upstairs bathroom queue in the morning is already a war - but it's another couple of grand on top of the last number, and the last number already made my eye twitch. We need to sit down properly with the spreadsheet and the mortgage broker's figures.

The start date is still "September, after the Cheadle job". Scaffolding a week before. I'll believe it when I see it.

Building control paid - the council one, plan check fee. The engineer's calcs went in with it.

Neighbours - still not everything signed. Won't think about that today.

## Amma

Visa granted in June! Six months, multiple entry. Divya picked up the passport from the VFS courier place. Amma has been telling the entire Malleshwaram WhatsApp network.

Her eye is perfect. She reads the paper without glasses, which she demonstrates every time we video call by holding the paper one inch from the camera.

Now I need to book flights - late September in, beginning of November back, so she's here for Diwali. Need to look at what's available that she can manage - no 3am departures, wheelchair assist at the transfer. And the travel insurance for over-70s costs more than the flight practically.

The downstairs study needs to become a bedroom. Sofa bed, decent mattress topper, clear Vik's desk. Vik's desk has not been clear since 2016.

## Adi

End of Year 9. Report was good - "a pleasure to teach" in three subjects and "needs to complete homework on time" in two, which is the correct ratio for a 14 year old boy. Geography trip in July, came back sunburnt and thrilled about a river. Options are done and confirmed for September, timetable out in August.

Cricket - he's loving it. Took 4 wickets against Bramhall in June, the coach called him "the find of the season" in the parents' WhatsApp, Adi pretended not to care and then screenshotted it. Nets every Tuesday. The Whitfields do the Tuesday lift, we do Saturdays. The end of season awards do is in September - I've already been told to keep the evening free.

New gloves bought, helmet still on the list.

## Diwali

The hall: Maureen held the 25th for us and the committee agreed at the first proper meeting in July, so I need to confirm the booking formally and pay the deposit in August. They need our public liability certificate beforehand - HCICA has an annual policy, Anil has the paperwork somewhere.

Caterers - getting quotes. Annapoorna in Longsight did a wedding Anil went to, apparently the best bisi bele bath he's had outside Karnataka. Asked them for a veg buffet quote for about 150.

Tickets - agreed prices at the July meeting, nothing fancy. Anil is already muttering about the food cost and wanting to put prices up. Told him let's see the quotes first.

Fireworks - the annual argument has started. Harpreet: "it's not Diwali without fireworks". Anil: "the hall will never allow it". Me: tired. Will decide at the August meeting. I suspect the hall rules decide for us.

MC - need someone with a big voice and no fear. Asked two people. Both "let me check".

Volunteers - Priya has 11 names already. Kids' craft table needs DBS-checked adults, which is a whole thing.

## Car

Lexicon letter about the end of the lease will come soon. The agreement ends in November. Three options, hand back, pay the final payment, or part-ex. Vik: keep it. Me: I haven't even read the figures yet. A problem for August Kavya.

## Work - the rest of it

Two new apprentices interviewing in August for reception - one of them came to the open day with her mum, which I found both sweet and alarming. The PCN wants all practices to move to the same online consultation settings by October - there's a whole bulletin about it I haven't read properly. The ICB has changed the immunisation claims process again, which means Janet and I spend a Thursday afternoon re-learning a portal that worked fine last year.

Staff survey results - people feel "supported but stretched". Fair. I'm stretched too. We've agreed a team lunch in September, the partners paying, at the Turkish place on Castle Street that everyone likes.

Dr Malik wants to become a GP trainer, which means a visit from the deanery and another inspection of sorts next year. I said yes, of course, after the loft. Everything is after the loft.

## Vik

His project went live in April and didn't explode, so he's been almost human since May. He's taken up running. He bought the shoes and the watch before he ran anywhere, which is very Vik. Three 5ks so far. He wants to do the Manchester half next year. I'll be at the finish with samosas.

His mum's knee op is booked for September in Leicester - we'll go down one weekend. Clash with Diwali prep, obviously. Everything clashes with Diwali prep.

## House / misc

Garden is a jungle. The tomatoes have finally done something. The tulsi is thriving because I am terrified of Amma's reaction if it dies.

Cornwall in August - 9th to 16th, cottage near Padstow. Vik's cousin Sanjay is house-sitting. Need to write him a sheet with the wifi and the bins and the alarm, because last time he set the alarm off at 3am and the neighbours still bring it up.

Boiler service due October. Home insurance renewal September - shop around this year, don't just click renew.

## Me

Went to the gym twice in June. Twice! Then the CQC week happened. Swimming with Adi on Sundays sometimes counts.

Finished the Sudha Murty book finally. Started a crime novel that Shabana lent me, it's set in Salford and everyone dies.

I feel like I've been running since February. The second half of the year is going to be worse: Amma, Diwali, the loft, the car, CQC action plan, the locum contract. But also - Amma here for Diwali for the first time in 7 years, Adi doing well, the surgery is ok. Count the good stuff.

## To do

- [ ] CQC - chaperone policy to Dr Hughes for sign-off
- [ ] CQC - get quotes for the sink replacement
- [ ] Harbourside - chase in August
- [ ] Amma flights - August, compare 2-3 options
- [ ] Sanjay house-sitter sheet before 9 Aug
- [ ] confirm Bridge Hall booking + deposit
- [ ] Annapoorna quote - chase
- [ ] loft - meeting with Vik about the new quote. With spreadsheet. No sulking (either of us)
- [ ] Lexicon letter - read it when it comes
- [ ] renew locum for autumn - ask Ellie
"""

LONG["journal/brain-dump-2025-10-12.md"] = """\
# Sunday brain dump - 12 Oct 2025

Amma is making dosa batter in my kitchen at 7am and singing MS Subbulakshmi. The house smells like home. I'm writing this in bed with filter coffee she made, which is the best coffee I've had in seven years because she makes it with the decoction properly and the patience of a saint.

## Amma

She landed on 27 September, got through immigration in a wheelchair being pushed by a very tall man from Bolton who she has now invited for Diwali. I was at the hall for the dance rehearsal and nearly cried in the middle of the Bollywood kids' routine when the photo from arrivals came through.

She's sleeping in the study, which she calls "my room" already. The jet lag lasted two days. She has reorganised my spice cupboard (I can't find anything), told Vik he's too thin (he's not) and told Adi he's too tall (he is). She watches Kannada serials on the iPad with full volume. She's here till mid-November so she gets Adi's birthday too - we moved her flight back.

Money - I still haven't sent Divya the 34k for my half of Amma's cataract op. It's been SEVEN months. Divya asked in the family group this morning, very politely, "just doing accounts", which is Divya for "you useless woman". I said this week, promise. Doing it tomorrow through Wise before the surgery opens. Writing it here in capitals so I can't pretend: SEND DIVYA 34K FOR AMMA'S OP.

## Diwali

Two weeks! Run sheet version 3 went out to the committee on Friday. The MC finally said yes - took three months of hinting. Harpreet's rangoli area is now bigger than the dance floor, we compromised by moving the DJ. The finale video Anil's nephew made is actually amazing, he showed us on his laptop on Thursday, with Diwali music and a countdown. I think the kids will lose their minds.

Tickets - 146 sold online so far. The price went up after the caterer's second quote, nobody has complained. Anil says we'll break even if the raffle does OK. The caterer tasting in September was good, the bisi bele bath lived up to the hype.

Volunteers - Priya has a rota, there are 22 names, half of whom are teenagers doing it for their Duke of Edinburgh. The DBS thing for the craft table is still being worked out. Meena is on samosa duty. Amma wants to "help in the kitchen" which means she will take over the kitchen.

The hall - still a few bits of paperwork to get over to Maureen. She's been patient with us.

## Things Amma has said this week

- "Why is it dark at 6 o'clock, is there a power problem?"
- to Vik: "you are working from home means you are home, so you can peel garlic"
- to the Amazon delivery man: a full blessing, he looked terrified
- to Pat next door, over the fence, in a mix of English and Kannada: a long explanation of how to grow curry leaves indoors. Pat nodded throughout. They are now friends.
- "Your Stockport has more rain than Mangalore"

She has also started walking to the Co-op on her own every morning for milk, which I am pretending not to worry about. She counts her steps out loud. The lollipop man knows her name.

## Vik

Vik is in charge of Amma's "outings" on his work-from-home days - Lyme Park last week (she loved the deer, hated the hill), Trafford Centre (she hated all of it, loved the Indian restaurant), and the Hindu temple in Longsight for the Navaratri evening. He's been brilliant with her honestly. He says she's easier than his own mother. I didn't say anything, which is growth.

His mum's knee op went fine in September, she's walking with a stick now. We did the Leicester weekend, I did the driving both ways while Vik did calls in the passenger seat.

## Diwali - food

Final numbers to Annapoorna by Friday. The menu is: mini samosa and kachori with chai on arrival, then puri, chana masala, paneer butter masala, veg pulao, bisi bele bath, raita, salad, gulab jamun. Meena wanted to add a second sweet, the budget said no. Amma is making Mysore pak for the sweet stall, which we'll sell in little boxes, 2 pounds each - she did a trial batch that disappeared in one evening. The Co-op has run out of ghee in the whole of Heaton Chapel.

## Loft

Dave has pushed us AGAIN. I can't even talk about it. See his email. The September start came and went with no scaffolding and no phone call, and when I emailed he said the Cheadle job overran and basically apologised with a new date that is so far away I laughed out loud in the practice kitchen. Vik says "at least we won't have builders while Amma's here", which is true and also not the point. On the positive side, he's holding the price at the summer quote.

No. 23 - still no signed form. Ray "is looking at it". Pat brought me a Victoria sponge as a sort of apology on Ray's behalf.

## Car

Sorted, finally (see car note). I'm not writing about it any more. Vik almost reopened the debate at dinner on Wednesday, I gave him the look.

## Surgery

Flu clinics - Saturday mornings in October, first one went well, 340 jabs in 4 hours. Covid boosters for the over-75s alongside. Liam volunteered for all three Saturdays. I said no, two max. He looked hurt.

The fridge claim is still dragging. Eight months. The loss adjuster wants one more document and it's not even something I can produce myself. I have become the person who rings the same company every Monday.

CQC report published - we are Good overall. GOOD. Printed it and put it on the staff room wall. There are a couple of actions left from the action plan. Estates are "looking at it".

The locum is staying till Sarah comes back in March - contract extended. Partners happy, me happy, patients happy.

Rota - Terri is on 3 days now and it works, Chloe wants to train as a phlebotomist, which I'll support, even though it means another gap on reception. The new apprentice starts in November. The phones are better since the new system bedded in. Care navigation training in November for all of reception.

PCN meeting - they want practices to do more with the online consultation tool, keep it open all day. Reception are nervous about the volume. Dr Hughes thinks we can triage it with the duty doctor. We'll see.

## Adi

Year 10 - already complaining about Geography coursework, which is exactly the thing he chose Geography to avoid in the first place. I said nothing. Very mature of me.

Cricket season over - got Most Improved Bowler at the awards night, came home with a trophy bigger than his head. Amma has put it in the living room next to the Ganesha. Winter indoor nets start in November, Sundays. Need to sort the lift situation - the Whitfields can't do Sundays.

Birthday in November - he's 15. He wants a "proper" bat. Divya is already on it, apparently one of the cricket shops on Kanakapura Road does a special Kashmir willow. Amma will bring... no, Amma is here. Divya will send via someone.

Work experience forms for Year 10 due in November. He wants to do it at Manchester Airport with Vik's team. Vik is delighted and also terrified.

## Home

Boiler serviced Tuesday, all fine, he said it's got "a few years left in it", which means it will die in January. The cooker is holding on. Garden put to bed for winter. The tulsi has been moved inside and Amma talks to it.

Home insurance renewed with a different company, saved 140 pounds by actually ringing up.

## Me

Tired but the good kind. Having Amma here means I come home to hot food and someone asking me about my day, which I didn't realise I'd been missing. I've been sleeping better. The gym membership is cancelled - honest at last.

Vik and I need a night out. Amma says she'll babysit Adi. Adi says he is 14 and doesn't need babysitting. Amma says she will babysit him anyway.

## This week

- [ ] SEND DIVYA THE MONEY (Monday, Wise)
- [ ] Diwali - final numbers to Annapoorna by Friday
- [ ] Diwali - volunteer briefing on the 23rd after cttee
- [ ] hall paperwork to Maureen
- [ ] fridge claim - chase again Monday
- [ ] loft - reply to Dave properly once I've calmed down
- [ ] Adi - work experience form, Vik to sort with his manager
- [ ] appraisals for reception - book dates before Christmas
- [ ] Amma - take her to Cheadle for the sari shop, she's been asking
"""
