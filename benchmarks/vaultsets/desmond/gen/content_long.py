"""Three long rambling notes (1.5-2k words each)."""

LONG = {}

LONG["notes/long/2024-03-10_sunday-night-ramble.md"] = """---
date: 2024-03-10
tags: [ramble, thinking]
---
# Sunday night, can't sleep, writing it down

Sugar was 7.2 before bed so it's not that. Head's just full. Annie says write it down and it stops going round, so here goes. Not for anyone else to read. If you're reading this Keira, stop it.

## Work, and Keira

First thing. K is brilliant. I don't say it enough. She's better with customers than I am, she's tidier, her van is cleaner than mine (not hard), and the lettings lot love her. Mandy at Kirkstall asks for her by name now, which is a bit of a kick in the teeth but fair enough. She does the batch work like clockwork — tag, log, photo, receipt, done, invoice out the same week.

But. She won't do the night call-outs, and I've stopped asking. After that bloke in Harehills in November — the "locked out" one who turned out not to live there, and got nasty when she asked for ID — she said never again on her own after dark, and honestly I'd rather she didn't. She prefers the planned stuff: lettings, the school enquiry, keysafes for the care homes, anything booked in with a name and an address and a cup of tea at the end. She's said she'd happily do every Kirkstall batch for the rest of her life if it meant no 11pm phone calls. So the out-of-hours phone stays with me. Which is fine until it isn't. I'm 52, I've got a bad knee and the diabetes, and three lockouts in one night in December nearly finished me off.

Options:
1. Carry on, me on nights, charge properly for it (see below).
2. Find someone to share nights. Lee Barraclough? He's been on his own since the big firm let him go. Knows his stuff. Bit of a talker. Could work on a job-by-job basis.
3. Stop doing nights altogether. Lose maybe 15% of turnover but get my sleep back. Tempting.

Not deciding tonight. Put it on the list for a proper sit-down with K, maybe over a curry (cauliflower rice for me, apparently).

## Prices

The lockout price is daft. We're the cheapest in west Leeds by a mile and I only know that because a customer told me, smugly, that the firm in Pudsey wanted more. The daytime lockout needs to go up. April 1st is as good a day as any — new tax year, new prices, and nobody argues with a new price list in April. Evenings too. I'll do a proper price list note and stick to it this time instead of knocking a tenner off every time someone has a sad story. (I always knock a tenner off.)

Also need to look at the Kirkstall rate at some point. It's been the same since 2022 and cylinders have gone up twice since. Mandy will moan. Mandy always moans, then agrees.

## The school job

St Wilfrid's want a master key system. Email came Tuesday from the business manager — very organised woman, lists and everything. Walk-round is Thursday, me and K, 3.45 after the kids go. Roughly 40 doors she reckons. I'll price two options: a standard master key system, and a proper restricted-profile one with sub-masters for the different bits of the school so the kitchen staff can't get into the office and so on. The restricted one is better — you can't just walk into a key-cutting kiosk with a school key and get it copied — but it's more money and schools never have money. We'll see. Biggest single job we've had in a while if it comes off. Need to check lead times with Gareth before I promise them the summer holidays.

## Vans

Transit MOT Tuesday. I'm expecting it to fail on something, it always finds something. Clutch is starting to slip on the hill up from Kirkstall Road when it's loaded, and it's done 148,000. Dave says it's got another year in it. Dave said that last year. K's Vivaro is fine apart from a noise she swears it makes turning left that I've never once heard.

The van insurance went up again in January — I didn't even open the renewal properly, just let the broker roll it over. Should have shopped around. Every year I say that.

## The unit

Landlord at the unit wants to put the rent up in the summer. £40 a month more for a leaky roof and a shutter that sticks every time it rains. I fixed the shutter myself last year and didn't charge him, which he's clearly forgotten. Might be worth looking at the units on the industrial estate by the ring road — more room, proper parking for two vans, a kitchen that isn't a kettle on a filing cabinet. But moving is a week of lost work and a month of not being able to find anything. Park it till the autumn.

Also need a better system for keys we hold for customers. Right now it's a biscuit tin with tags in it, in a locked cabinet, in a locked unit. It's secure. It's just not professional. If the school job comes off we'll be holding their registration card too, and that wants to live in the safe, not the biscuit tin.

## Keysafes

The care home work is growing without us trying. Three enquiries in February alone, all word of mouth from the one we did in Farsley last year. Police-approved keysafes only, fitted properly with resin anchors into decent brick, codes in sealed envelopes. Could be a nice steady line. K's good at it and the families are grateful, which makes a change from lettings tenants.

## Health

Metformin was doubled in January after the bad result. First two weeks were grim, stomach-wise, and I'll say no more about that. Settled now. Fasting numbers are coming down, about 7 most mornings. Pauline the nurse is nice but doesn't let you off with anything. She asked what I eat in the van and I told her the truth and she did a face. So: no more garage sausage rolls. Oatcakes and cheese. It's fine. It's not fine, but it's fine.

Been walking Moss every night now, round the rec and back along the beck. 30 minutes. She's delighted. Knee less so.

## Mum

Mum's on the list for Beech Court in Horsforth. Sheltered housing, her own flat, scheme manager on site, a lounge where they do bingo and "chair exercises" which she says she will not be attending. She fell again in January — in the kitchen, reaching for the top cupboard, which I have told her a thousand times — and it frightened her more than she let on. Annie thinks she should move up to Harrogate near her, but Mum won't leave Leeds, she's been in Bramley 50 years and her friends are here and the bus goes to Horsforth. So Beech Court it is, if a flat comes up. Could be months. Could be a year.

Then what about the house. Hawthorn Crescent. Dad's house really, he did everything in it. The loft is full of his stuff. I can't think about that yet.

## Fin

Fin has announced he's going veggie. Jo rang me about it like it was an emergency. It's not an emergency, it's a 14 — nearly 15 — year old who watched a documentary. I'm fine with it. I'll learn to do a bean chilli. What I'm not fine with is the phone at the dinner table, and the fact he answers every question with "it's fine". Where does he get that from, eh.

He's got his options/ mocks stuff next year, GCSEs the year after. Jo wants him to do sixth form. He's talking about electrics at college. I did all right without A-levels. I'll keep out of it unless asked. (I will not keep out of it.)

## The boat

Taz and I got the engine running first go last Saturday, which felt like a miracle after the winter. Bilge dry, no leaks. The back cabin lining is rotten under the port window though, so that's the spring sorted. We still can't agree on colours. I'll write it up in the boat notes rather than start again here, it'll only wind me up. Blacking needs doing this year or next, hull's not been out of the water since 2021. Need to find a dry dock that isn't booked up till 2026.

BSS is due in April. Must book. Boat insurance renews the same month and Towpath Marine want the certificate.

## Money

Priya had all the year-end stuff in February. She says we had a decent year and that I need to "put money aside for the tax bill like an adult". I said I'm 52 and she said exactly. Fair.

Supplier prices: Moorside's January quote was fine, but Gareth dropped a hint about rises "mid-year". Holbeck keep sending me their trade list. Might be worth splitting the orders. I hate changing suppliers, I like ringing the same person and them knowing what I mean by "the usual".

## Dad

Six years in April since Dad went. Willem Achterberg, toolmaker, Dutch, stubborn as a gatepost. He'd have liked the boat. He'd have hated the colour argument. He'd have had an opinion on the master key system and it would have been "do it properly or don't do it". He taught me to file a key by hand in his shed when I was nine. Sometimes I think the whole business is just me still trying to impress him.

Right. That's enough. It's 12:40. Stock check at 7.30.

## Things to actually do (this week)
- [x] St Wilfrid's walk-round Thurs 3.45
- [ ] new price list note — lockouts, evenings
- [ ] sit down with K about nights / Lee
- [x] book BSS exam
- [ ] ring Beech Court about where Mum is on the list
- [ ] look up bean chilli
"""

LONG["notes/long/2024-07-14_midyear-ramble.md"] = """---
date: 2024-07-14
tags: [ramble, mid-year]
---
# Mid-year, hot, can't be bothered with telly

Half the year gone. Writing this on the back step with a fizzy water (yes, water) while Moss pants at me. 26 degrees. The van was like an oven today.

## The Transit — I've decided

I'm going to do it. Lease a new Transit Custom and trade the old one in. I've gone round and round and I asked the chatgpt thing to lay out lease v keep and it basically said "depends", which I knew, but seeing it written down helped. The clutch is going, properly now — it slipped twice on Stanningley Road last week with a full load of cylinders for the school. It's done 150k. Dave reckons a clutch and flywheel is £850-£900, and then what's next, the turbo? The injectors?

VanLease North quoted £389 a month + VAT — definately the best of the three quotes — 4 years, 10k miles a year, maintenance included, new shape Custom with the better seats. Trade-in for the old one they said "around £5,500 subject to inspection" which means £4,000. Still. New van, no breakdowns, looks better for the business when we're doing schools and care homes. K thinks I'm mad paying forever for something we never own. She may be right. But I'm sick of praying every morning it'll start.

So: plan is to sign in August, pick up September. Need to tell Ridings to swap it on the fleet policy when it comes.

## Cylinders — rant

Had another Yale Platinum go wrong last week. The cam sheared clean off inside a customer's door — second time this year. Took me an hour to get the door open and I fitted it myself eight months ago, so that's a free job and an apology. I'm done with them. I know the Yale name sells to customers, they've heard of it, but I don't care. ERA every time now, the Fortress 3-star, even with Moorside putting prices up. Never had one fail on me. If a customer specifically asks for a Yale I'll fit one and tell them why I wouldn't.

On that — Moorside's new list comes in from 1 July. Gareth came in person in June to soften the blow, brought biscuits, which I couldn't eat, which felt like a metaphor. Average 7-9% up he said. Holbeck are cheaper on some bits. Made a call on who gets what, it's in the suppliers note, not going over it again.

## School job

St Wilfrid's install is 29-31 July. PO came in May. Cylinders have arrived from Moorside. Door schedule's done. K's on thumbturns, me on the euros, Lee's coming in for day 2 to speed up the padlocks and the bin store and all the fiddly stuff. Three days, 3 people on day 2. Should be fine if the caretaker really does open up at 7 like he says.

This job pays for the summer, basically.

## K's holiday

Keira's off to Crete in August with her mates, one week. She deserves it. Need someone for her lettings batch and her bits, I'll sort it this week — probably Lee again, he's reliable as long as you don't let him start a story. I'll give him the Vivaro spare key.

## Fin

Jo emailed — she's away with Mark at the start of August and wants me to have Fin for a week. Yes, obviously. I'm thinking camping in the Lakes, just me and him. He'll moan for the first day, then he'll love it. No wifi, a tent, a stove, a walk up something big. He can bring his mate if he wants, no. Actually no. Just us. I'll book somewhere near Ullswater, Patterdale end, I used to go with Dad.

Veggie is still going strong, four months. I can now do a decent bean chilli. He said it was "alright", which from Fin is five stars.

His report came: good at maths, "could apply himself more" in English. Same as me at his age.

## Mum

Offer accepted on the flat at Beech Court in April, tenancy signed, move is booked for September. Annie's coming over a couple of weekends to help pack. Mum has already decided the green chair is going and the dining table isn't, and everything else is "we'll see", which means she'll want everything.

The house. Annie leans towards renting Hawthorn Crescent out — income for Mum's care later, and "you never get a house back once it's sold". I lean towards selling: neither of us wants to be a landlord, I've seen what Mandy's tenants do to properties, and the boiler's on its last legs. Haven't decided. Need to decide before the autumn. The loft still hasn't been touched.

## Annie and Tom

Annie and Tom came over in June for the weekend. Tom spent most of it in Mum's garage looking at Dad's old tools with the expression of a man in a sweet shop. Annie and I walked along the canal to the boat and she said, out of nowhere, that she's glad I'm the one near Mum, because she'd have killed her by now. Mum would say the same about Annie. We had a barbecue. I had the chicken and the salad and not the bread. Annie noticed and said nothing, which is the nicest thing she's ever done for me.

Tom's offered to help with the loft when the time comes. I suspect he has ulterior motives.

## The heat and the customers

Summer lockouts are a different animal. People locked out on the balcony, people locked out with the barbecue lit, a woman in Farsley locked out with the baby inside and the car keys inside and the phone inside — I had that door open in about forty seconds and she cried and hugged me and I nearly cried too. Those are the jobs. That's why you do it. Not the lettings batches, not the spreadsheets. Forty seconds and a mum getting her baby back.

Also had a bloke try to get me to open a house "for his mate" with no ID, no proof, nothing. Told him to ring the police if it was urgent. He called me a word I won't write. That's the other side of it.

## Unit and admin

Landlord's put the rent up £40 a month as threatened. I looked at the units by the ring road — nice, bigger, but £180 a month more and a two-year lease. Not this year. Put a new seal on the shutter myself. Again.

The biscuit tin of customer keys has been replaced by a proper key cabinet, 100 hooks, coded tags, log book. Should have done it years ago. K set up the log sheet, obviously.

Need to do K's hours for June into the spreadsheet, and my own, which I never do, which is why Priya keeps asking for a mileage log.

## Lockouts, summer edition, part two

The out-of-hours phone went four times last weekend. Two were genuine, one was a drunk lad who'd gone to the wrong house on the right street, and one was a woman who'd found her keys in her coat pocket by the time I got there and was very apologetic and paid the call-out anyway without being asked. There are good people. I forget that at 2am.

## Health

May HbA1c was 54. Down from 61 in January. Pauline pleased-ish. She said that if it's not under 53 by the autumn review, she'd want to talk about adding another tablet, gliclazide. I don't want another tablet. So: walking, oatcakes, no pop. Fasting readings mostly in the 6s now. Lost about 4 kilos. Jeans fit. Small wins.

Eye screening letter should come in the autumn. Feet check due too.

## Boat

Roof sanded and primed yesterday. Saturday boat days with Taz are the best bit of my week, genuinely. We don't talk about anything, we just work, then a pint at the club bar, then home. He's got his new job starting in September (shifts at the depot) so that might change things. Hope not.

Booked the dry dock — Shipley Wharf, Ron Sugden — end of November for blacking. Deposit paid. Ron says if we want the sides painting too it's another week, and we still haven't agreed on the colour, so that's probably next year.

BSS passed in April, insurance renewed. New bilge pump. New lining. She's starting to look like a boat someone loves.

## Money / admin

- VAT quarter done, paid Aug 7th due.
- Priya wants a mileage log for the vans "properly this year". Fine.
- Tradeguard PL renewal is November, remember to actually compare prices this time.
- K's pay review — she's due one. I'll do it when the school money's in.

## The bigger question

K said something on Friday that stuck. She asked what happens "when you want to stop". I said I'm not stopping. She said "not now, but at some point". She's thinking about it more than I am. Maybe the business goes to her one day. A-R Locks & Security Ltd, Keira Achterberg-Reid, director. She'd be good.

Right. Moss wants her walk and it's finally cooling down.

## List
- [x] book Lee for K's holiday week
- [ ] book campsite (Patterdale end)
- [ ] VanLease — sign in Aug?
- [ ] Annie: house decision, rent or sell
- [x] order padlocks for school (2, closed shackle)
"""

LONG["notes/long/2024-10-20_autumn-brain-dump.md"] = """---
date: 2024-10-20
tags: [ramble, autumn]
---
# Autumn brain dump

Clocks go back next week. Dark at half six already. Sat in the van outside the unit writing this on my phone because if I go in the house I'll fall asleep on the sofa and wake up at midnight with a crick in my neck.

## Mum

Mum's in. Beech Court. She's settled better than any of us expected. Within a week she'd found Doreen two doors down who used to work at the Co-op on Town Street and they're thick as thieves. The chair exercises she swore she'd never attend — she goes every Tuesday now and reports back on who can't touch their toes. The warden pops in every morning and Mum pretends it's annoying and secretly loves it.

The move itself: Kev and his lad were brilliant, in and out in four hours, nothing broken except one of the good cups, which Mum says was "already cracked" (it wasn't). The flooring people had finally finished in the nick of time. Annie did the kitchen, I did the telly and the pendant alarm and the keysafe, K brought pizza (I had two slices. Two.).

Fitted the keysafe by her front door myself, C500, same as we fit for the care homes. Code's in the family group, not writing it here.

Still a list of boring admin to do for her. It's in the Mum note. I'll get to it.

Clearing Hawthorn Crescent is a job and a half. Forty years of stuff. The loft is a museum of Dad. Annie's got firm views about some of it and I've been told in no uncertain terms what's not to be thrown in a skip.

## The boat

Kingfisher Lass won't start. Turned the key on the 6th and it just clicked. Battery's fine, 12.6V, so it's the starter or the solenoid. Taz reckons the starter's been on its way out since last winter (it has, I've been ignoring the slow cranking). We're not rebuilding it — I'll find a recon one online. There's a chap who does reconditioned BMC bits, good reviews.

Boat days have moved round to fit Taz's new shifts at the depot. Suits me actually, means my Saturdays are free for the odd job and for Fin.

Dry dock: Ron's had to shift us. Something about the dock gates needing repairs. He's emailed new dates, I've not even put them in the calendar, need to do that. At least it gives us time to sort the starter so we can actually drive her there instead of being towed like an embarrassment.

Winterising: antifreeze in the engine at least. Rest of the list is in the boat notes, need a dry day and a free afternoon.

The paint argument continues. Taz sent me a picture of a maroon boat with gold lining with no message, just the picture. I sent back a thumbs up with no message. Neither of us has moved an inch.

## Vans

The van saga's settled — it's all in the vans note, I'm not going round it again here.

## Work

Busy. Lockouts steady — the price rise in April didn't lose us a single job, so I was just being soft for years. Oakwood Grange keysafe job in September went smoothly, six fitted in a morning, and the manager's already asking about a key cabinet.

Lettings: Kirkstall's rate is still £55 a lock change, same since 2022. Cylinders alone went up in July. I'm going to ask Mandy for a bump next month. Drafted something with the chatgpt thing to make it sound less like a begging letter. She'll moan, then she'll agree. She always does.

St Wilfrid's paid in full, on time, by BACS. Schools: slow to decide, quick to pay. The business manager sent a lovely email saying the staff like having one key instead of nine. Might get us the other school in the trust.

Best job of the month: an old chap in Rodley who'd locked himself out in his slippers at 7am with the milk still on the step. Had him back in with a cup of tea in ten minutes and he tried to pay me in pound coins out of a jam jar. Took the jar. Gave half of it back. Worst job: a UPVC door in Pudsey where someone had had a go with a screwdriver before ringing us, so the gearbox was mangled and the cylinder was half out. Two hours and a new gearbox. Those are the ones where I earn my money.

K has asked about doing a proper auto-locksmith course — car keys, transponders, the lot. It's £2,400 and a week in Birmingham. It'd open up a whole new line of work. I think yes. Need to look at what the van kit would cost on top. And if she's doing car keys she'll need the van set up differently.

Public liability renewed this week. Tradeguard again. I did actually ring two others this time, as promised to myself, and they were both dearer. The schedule came as an attachment, filed it.

## Annie

Annie's been great through the move, though she and I had our first proper row in years over the garage at Hawthorn Crescent — what goes to the tip, what goes to her, what goes to the charity shop. We sorted it out over a pint at the Abbey. She's right about more of it than I'd admit. Tom's been over twice with a borrowed van. He's a good lad, for a Harrogate accountant.

She's worried about Mum being lonely in winter. I'm not — Doreen alone is a full-time social life — but I've said we'll do Sunday dinners at mine, alternate weeks, one of us collects Mum. That's more Sunday dinners with Mum than I've managed in ten years. Probably a good thing.

## The unit

The new key cabinet in the unit is the best £200 I've spent all year. Every customer key tagged, logged, signed in and out. The insurance assessor came round for the PL renewal questions and was visibly impressed, which has never happened before. Also finally fixed the shutter properly — new spring, not another seal. The landlord still hasn't said thank you.

## Health

Nurse review was on Tuesday. Bloods had been the week before. Went well — better than well — Pauline actually smiled. All written up in the diabetes note, won't repeat it. Point is: the walking and the breakfasts and the no-pop have worked. Lost 6 kilos since January. Jeans are loose. Moss is the fittest collie in LS13.

Eye screening letter has come for next month, at some health centre I've never been to, with the drops so I can't drive after. K will take me. Feet check is December.

I'm weirdly proud of the numbers. Dad had diabetes and never did anything about it. I'm doing something about it.

## Fin

Year 11. Mocks in January. He's working harder than I expected, mostly because his mate Josh is and he doesn't want Josh to beat him, which is the right motivation as far as I'm concerned. Football's going well — he scored from a corner last Sunday and didn't stop talking about it all weekend. Still veggie. Now lectures me about the environment while I eat a bacon sandwich. Fair enough.

Pick-ups are later on Fridays now, training runs till six. Fine.

Jo and I are getting on better than we have in years. Mark's all right actually. Don't tell anyone.

The camping week in August was the best week I've had in ages. Fin did Helvellyn via Striding Edge with me and didn't complain once, until the pub, where he complained that there was only one veggie option. Want to do it again next year before he's too old to want to come.

## Money

Priya's been on — the January tax bill's going to be a big one because of the school job and the payment on account. She'll send the figure. I have, as instructed, put money aside "like an adult". Not quite enough, probably.

Insurance: vans renew January. Ring the broker before, not after, this time.

## Keira, the future, all that

K and I had a proper talk on the way back from Oakwood. She wants to take the business on one day. Not yet — "not till you're properly old, Dad" — but she's serious. Limited company, her as a director in a couple of years, maybe a third van and someone new. I said yes. It felt like the most important conversation we've had since her mum and I split. Wrote nothing down at the time. Writing it down now so I don't pretend later it didn't happen.

## Odds and ends

- Moss had her teeth done at Bramley Vets, £340. Dog has better dental care than me.
- Boiler at Hawthorn Crescent made a noise like a dying walrus. Ray came out, £90 to tell me it's old.
- Boat club AGM in November. Taz says the pies alone make it worthwhile.
- Need to book Xmas dinner somewhere for whoever's around.
- Dad's anniversary was quiet. Went and sat on the boat and had a cup of tea with him. Well, with the boat.

## This week
- [ ] find a recon starter (BMC 1.8)
- [ ] put Ron's new dry dock dates in the calendar
- [ ] Kirkstall rate email — send early Nov
- [ ] K's course — look at dates
- [x] PL renewal
"""
