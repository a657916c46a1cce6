"""Three long, rambling journal notes (1.5-2k words each)."""

JOURNALS = {}

JOURNALS["notes/journal/2025-08-24-brain-dump.md"] = """---
title: brain dump, end of August
date: 2025-08-24
tags: [journal]
---
# Sunday brain dump — Aug 24

I haven't written one of these since June and my head is full of tabs, so here goes. No order. Just getting it out.

**Keoni is fifteen.** Thursday. FIFTEEN. We did the beach thing at Onekahakaha on Saturday with six of his friends, Dan brought the grill and I brought way too much musubi, and for about three hours everybody was just nice to each other, including me and Dan, which I'm writing down because it should be remembered. Keoni spent most of the time in the water with the boys throwing a football and then sat with us for exactly ten minutes to eat cake, which at fifteen is a compliment. He asked me twice about the learner's permit. He knows the date he turns fifteen and a half better than he knows his own locker combination. Dan and I are not ready. I keep thinking about the first time I drove the Saddle Road with Papa, white knuckles, and how he just kept saying "slow is smooth, smooth is fast" which I now say to my grad students about coring. Keoni also wants a real job next summer. He mentioned the fish market. I think he mostly wants the free poke.

**Honolulu trip.** The workshop at Mānoa was Thursday and Friday so I missed the actual birthday dinner, which I feel guilty about, but Dan did the dinner and sent me a video of Keoni blowing out the candle with his nose (don't ask). The workshop itself was fine — good talk from the Kāneʻohe Bay people on heat stress and symbionts, a lot of modeling I only half followed. The flight back was the best part honestly. I always book a window on the left side coming into Hilo, because if it's clear you get Mauna Kea and Mauna Loa both, and this time there was snow-dust on the summit even in August (or maybe it was just the light), and the whole windward side was that impossible green. The lady next to me had never been to the Big Island and I basically narrated the whole descent for her like a tour guide. She was very polite about it.

**Poi.** Okay, the dog. While I was in Honolulu, Keoni was at Dan's and my neighbor's kid was supposed to feed her, and apparently she found the gap in the old lanai lattice (the rotten part by the water spigot), squeezed under, and ended up next door in the Fernandez's koi pond. Standing in it. Chest deep. "Fishing." Mrs. Fernandez heard splashing at 6 am and found her with a very offended orange koi in the corner and water lilies on her head. Nobody died. One koi lost some scales. I bought them a replacement fish from the pet place on Kanoelehua ($48 for a FISH) and a bottle of wine, and Mr. Fernandez said it was the best thing that's happened on the street all year. Poi is unrepentant. She smells like pond. This is one more reason the lanai has to get done — that lattice is basically a doggy door.

**Lanai.** Speaking of. Ipe is ordered-ish. I told Rey in July we're doing ipe and I still feel good about it, mostly. I like the idea of real wood that gets silver over time. Rey says he can't start until the fall, which is fine because I can't think about it right now. I keep walking out there and imagining the evenings: fan on, chairs, a lamp, Keoni doing homework (lol), the sound of rain on the roof instead of on me. Need to pick a railing stain. Need to not spend money on anything else.

**Money / the cruise.** Grace sent the planning numbers for HK-26-03 and they are… a lot. The ship day rate is not our problem (NSF ship ops pays it) but everything around it is: freight for the CTD, per diem, dive tank rentals, chemicals, the sequencing deposit. She wants a line-by-line by October 1. She also thinks we should carry a big contingency. Alan thinks I'm too conservative with money and I think Alan has never reconciled a budget in his life. We'll land somewhere. I made a spreadsheet with a chatbot's help for the per diem math and it actually worked, which made me irrationally happy.

**Reef Keepers.** August survey got cancelled — high surf warning, the whole east side was washing machine. Probably the right call; last time we pushed it someone got pulled off the ladder at Richardson. The July numbers were a bit worrying though. Water at Leleiwi was 28.4 at the bottom of the transect, which is high for July on our side, and a few of the Montipora plates were pale. Tomás thinks it's just a warm summer. I definately think it's the start of something. I want to make the volunteers better at fish ID because half the data sheets have a "?" in every fish row. Maybe some kind of card. Maybe in the fall.

**Mom.** Her knee is worse. She won't say so, but she's going down the stairs sideways now and she stopped walking at the bayfront in the mornings. Malia wants her to see the specialist in Honolulu, Mom says "I'm not flying to Honolulu for a knee." Kawika says let her be. I'm in the middle as usual, because I'm the one who actually lives in Hilo and sees her. I took her to lunch on Wednesday and she talked for an hour about the church bazaar and about how Aunty Pua's tomatoes are "showing off." She also asked, completely casually, whether I was "seeing anybody." I said I'm seeing a lanai contractor three times a week. She did not find that funny.

**Malia.** Got the job at the state! Something in the Department of Land and Natural Resources, planning side, she explained it twice and I still don't totally get it, but she sounded happy for the first time in a year. She's going to be impossible about reef policy now. I'm so proud of her. She's also started planning Mom's 70th already, which is in MARCH, and has made a shared doc with "action items." Kawika added "bring beer" to the doc. That's his action item.

**Lab.** The -80 freezer door gasket is dying and the alarm has gone off twice at 2 am. Ben went in both times. I owe Ben about fifteen favors at this point. Priya's first-year review is in September and she's nervous; her data is good, she just doesn't believe it. Ana is applying for faculty jobs and I'm going to lose her, and I'm happy for her and sad for me. Jake broke a transect reel and confessed before I noticed, which I respect. The new HOBO loggers came in and two of the old ones from Richardson had flooded, so that's money.

**Vog.** Bad week. The wind switched and it sat on town for four days. My eyes itched and Keoni had a headache on Tuesday. The air quality app said "moderate" which it always says.

**Me.** I'm sleeping six hours on a good night. I have not been in the pool since June. I keep saying I'll swim three times a week. I'm writing it here so future-me can laugh at it: swim three times a week. Also I want to get back to the ʻōlelo practice with Aunty Pua on Sundays, which fell apart in the summer. She says I speak "like a textbook with a cold," which is fair.

**Reading.** Finally finished the octopus book (again) and tried to give it to Keoni, who said "is this about you." Started *Braiding Sweetgrass*, going slowly, one chapter a week in bed. The coral microbiome review is still sitting on my desk, highlighted in two colors, unread past page four.

**The mango tree** is doing the thing where it drops one mango at a time at 4 am onto the metal roof of the shed. Like a gunshot. Every night. Poi barks at it. Every night.

**Dan.** It's weird to write about Dan. We're good. We're actually good. He was kind at the birthday and he's been flexible about the summer weeks. He mentioned that his work schedule is changing next year and the Sunday handoff might not work anymore — we'll figure it out when we get there. I'd rather figure it out in person than over e-mail, but Dan thinks better in e-mail, so it'll be e-mail.

**Food.** I have eaten plate lunch four days out of seven. The fridge contains: mustard, half a papaya, three kinds of chili pepper water, and a container of something from July that I'm afraid to open. Keoni eats at Dan's like a normal child and at my house like a raccoon. I want to get back to cooking on Sundays — a pot of something, a tray of something, the kalo pancakes he likes. Aunty Pua gave me a bag of ʻuala from her yard and I roasted them with shoyu and butter and they were gone in one night, so there's proof I can still do it.

**Renewal brain.** In the shower, in the truck, in the grocery line: aims, aims, aims. The freshwater lens story at Leleiwi keeps nagging at me. Is it a refuge or a stressor? Priya's numbers say "yes." That's either a great proposal or a confusing one. Ana says lean into the confusion and call it "context-dependent," which is reviewer-speak for "we don't know yet but we will." I wrote two pages of notes on the back of a Reef Keepers datasheet and then Poi sat on them on the wet lanai. The lanai strikes again.

**Things I keep meaning to do:**
- the railing stain decision
- call the county about the permit card (it's fine, I just want a copy)
- figure out what we're doing for Mom's 70th before Malia's doc becomes a PowerPoint
- book Keoni's ortho appointment
- swim (see above)
- eat a vegetable that isn't in a plate lunch

**Random good things this week:** the rainbow over the bay on Tuesday that went all the way to the breakwater. Keoni hugging me without being asked (birthday cake sugar, probably). Ana's photo mosaics of Puakō, which are gorgeous. The lady on the plane. Mr. Fernandez laughing about the koi. The fact that the truck passed the "weird noise" test by not making the weird noise for once.

Okay. Tabs closed. Going to bed before the mango.
"""

JOURNALS["notes/journal/2025-12-28-year-end.md"] = """---
title: 2025 — year-end, the long version
date: 2025-12-28
tags: [journal, reflection]
---
# 2025, the long version

Sunday between the holidays. Keoni's at Dan's, Poi is asleep on my feet, it's raining the soft kind of rain, and I have nowhere to be until Tuesday. So: the year.

## Work

This was the year I finally became the person who runs the cruise instead of the person who helps run the cruise, and it turns out the difference is mostly spreadsheets. HK-26-03 is real: the ship's on the schedule for early April (sail April 6, if nothing changes — ha), the science party is set, the budget is mostly spent, and I've learned more about freight forwarding than any marine biologist should know. At the end of November there was about ten grand left on our logistics side, including the contingency, and I have a feeling that number only goes one direction from here. Grace has been a saint. She sent the final ship rates this month and they went up again; not our line item, thank god, but it makes the renewal scarier.

The thing I'm proudest of: I stopped pretending I'm a morning-meeting person. At the department retreat in September somebody proposed a standing 8:30 curriculum meeting and I heard myself say, out loud, in front of everyone: "I don't do meetings before 10. Mornings are for writing." And nobody died! Ruth just nodded and moved it to the afternoon. I moved our lab meeting later too, and the grad students are suspiciously grateful. So that's the rule now, written down where future-me can see it: no meetings before 10. The two hours from 7:30 to 9:30 with coffee and the door closed are where all my actual thinking happens. Everything after that is e-mail and other people's emergencies.

Other work things:
- Ana got two interviews. I wrote her letters and cried a little.
- Priya passed her first-year review with basically no notes. She still doesn't believe her data is good. It's good.
- Jake figured out the CTD calibration mess, which involved three phone calls to Mānoa and a box that sat in Honolulu customs for a week for reasons nobody understands.
- We cut a site from the cruise plan in October. I was sad about it for a day and then relieved for two months.
- I said yes to too many reviews. Again. Eleven manuscripts this year. Next year: six, max.

## The lanai

Reader, I switched to composite. After all my speeches about real wood and silver patina, in October the ipe price jumped, the lead time doubled, and I looked at my barefoot teenager and the splinter box in the kitchen drawer and gave up. The crew started in November and it's been slow because of the rain — they can't do much when it's pouring, and it's been pouring — but the framing is done, most of the boards are down, and it already feels like a different house. Rey is patient with me. He has a way of saying "we could do that" that means "we are not going to do that," and I've learned to hear it. Still need the electrician for the fan and the outlets, still need the railing, still need about a hundred small things. I sat out there last night on an upside-down bucket with a beer and listened to the rain on the roof and it was perfect.

## Keoni

B in algebra. A B! In ALGEBRA. After last year, I will take it and frame it. He's taller than Dan now and eats like a crew of four. Paddling has been good for him — he did the Keaukaha regatta in October and his crew came in third and he talked about it for a week. He still wants the permit the minute he's eligible in February, and Dan and I have been going back and forth about driver's ed: Dan likes the online option because it's cheaper, I want him in a car with an actual instructor who isn't his parent. We'll decide in January. Also, he and his friends have discovered the lanai (half-built) as a hangout spot, which I secretly love.

Co-parenting: the best year we've had. Dan's work schedule changes in January and he wants to move the handoff to a different day — he's going to send me something in writing, which is very Dan. I'm fine with it. The Sunday evening thing was always rough anyway; Keoni would be grumpy and half-packed and we'd both be tired.

## Family

Thanksgiving at Kawika's in Kona was lovely and chaotic. Twenty-two people, two turkeys, one imu that didn't get hot enough, so the second turkey went in the oven at 4 pm and we ate at 8. Mom held court from the lanai chair (Kawika's lanai, which is nicer than mine, for now). Her knee is still bad but she walked on the beach with me in the morning, slowly, holding my arm, and told me stories about her mother I'd never heard.

Mom's roof: ongoing saga. There's a leak in her hallway and Malia got a roofer out there this month. Malia has Opinions about how it should be done and forwarded me the whole thing — I need to actually read it properly and go look with Kawika. The roof is 30 years old. Mom says it's "fine." Mom says everything is fine.

Mom's 70th is in March and the family group chat is a full-time job. Where, when, who's cooking, who's bringing chairs. I've offered to do the cake and stay out of the rest.

Malia: thriving at the new job, annoying me about reef policy in the best way, coming over for the party. Kawika: same as ever, big-hearted, shows up with a cooler and a truck whenever anyone needs anything. Aunty Pua: still correcting my ʻōlelo, still the funniest person in the family.

## Reef Keepers

Hard year on the reef. The fall was hot — warmer than anything I've seen on our side — and by November we were seeing pale colonies on both sites, especially at Leleiwi. The bulletin I get had warned about it back in October, and they were right. We've been logging it carefully. Tomás is stepping down as coordinator at the end of the year (he's moving to Maui to be closer to his grandkids) and somebody new takes over in January. I'll miss him — he was strict about the tide window, but he built that group from nothing. The group also sorted out its policy on younger volunteers in November, which matters in this house because Keoni has decided reef surveys are cool (as long as nobody from school sees him in a rash guard with his mother). I promised to help train the new people on fish. Need to actually do that.

## Money at home

The lanai is the most expensive thing I've ever done to this house, and that includes the roof in 2019. The revised estimate with composite actually came in a bit under the ipe one, which felt like the universe apologizing. The electrician's part is still to come. I've been paying Rey in stages and keeping every receipt in the blue folder, which I'm writing down here because I will forget where the blue folder is. Keoni's ortho is the other big one this year; insurance covers less than they promised, as always, and Dan and I split the rest without fighting about it, which is its own small miracle. The Tacoma needed brakes in November (front pads and rotors, the grinding noise was not "just the rain" as I had told myself for a month). Everything else is groceries and dog food and gas.

Things I want to stop spending on: coffee out (I have perfectly good Kaʻū at home), the streaming service nobody watches, and "emergency" dive gear I buy because it's on sale.

## Me

Did I swim three times a week? I did not. I swam maybe twice a month. I did walk more — Poi and I did the bayfront most mornings in the fall — and I started stretching at night because my back was getting cranky from the boat work. Sleep is better since I stopped doing e-mail in bed. Coffee is the same (too much, Kaʻū, black, no apologies).

I read eleven books, which is more than last year. Favorite: *Braiding Sweetgrass*, which I finished in November and then started again.

I didn't date. I thought about it once. Mom asked about it four times.

## Things I learned this year
- Freight forwarders answer the phone at 6 am Honolulu time and not one minute after 3 pm.
- Composite decking is fine. I'm fine. Everything is fine (Mom voice).
- If you say your boundaries out loud, people mostly respect them.
- The best data sheets come from volunteers who've had a snack.
- Teenagers will talk to you if you're driving and they don't have to look at you.

## 2026 — goals, for real this time
1. Run a good cruise. Everyone comes back with all their fingers and a hard drive full of data.
2. Submit the renewal by August, with a real data management plan written before July.
3. Finish the lanai and actually sit on it. Plants around the edge, finally.
4. Swim. Twice a week. (Lowering the bar.)
5. Keoni: get through the permit + driver's ed without either of us crying.
6. Six manuscript reviews, max.
7. More ʻōlelo — Sunday practice with Aunty Pua, every week I'm home.
8. Mom's 70th: show up, do the cake, enjoy it, don't fight with Malia about tablecloths.

## Gratitude list
Ben, for the 2 am freezer runs. Grace, for answering my budget e-mails at 7 pm. Rey's crew, for working in the rain. Dan, for being kind. Keoni's B. Poi's ridiculous face. Mom's stories on the beach. The rain on the new roof. The reef, even when it's hurting. Especially then.

Okay. Tea, then bed. Happy almost-new-year, me.
"""

JOURNALS["notes/journal/2026-03-18-catching-up.md"] = """---
title: catching up (March)
date: 2026-03-18
tags: [journal]
---
# Catching up — Wednesday night, March 18

Three weeks since I wrote anything that wasn't a to-do list. It's 9:40 pm, the lanai fan is on, I'm actually sitting ON the lanai to write this, and I want to get it all down before the cruise eats my brain.

**The cruise.** It moved. In January Marine Ops told us the ship's yard period ran long, so the whole thing got pushed back a week and we lost a day of ship time on top of it. At first I was furious (re-do every booking, every date, every form), and then I realized it gives Priya time to sort out her dive paperwork and gives me one more weekend home before I leave, so now I'm grateful in a grumpy way. Everything downstream shifted: the tank pickup, the freight, the pre-cruise meeting, the house sitting, Keoni's weeks with Dan. I've re-done the science party schedule three times. The logistics page in my notes is still wrong because I keep updating the real stuff instead of the notes about the stuff. Classic.

The dive office finally assigned our DSO — someone I've never dived with, but Ana knows her and says she's calm and funny and absolutely will not let anyone skip a safety stop, which is what you want. I still have to do the hazmat declaration for the ship. The chief mate sent very specific instructions about the formalin, which I appreciated, because the last cruise I was on someone left a box of it in a hallway.

Grace sent the budget reconciliation last week. There's not much left. I knew there wouldn't be. I have a few questions for her and one thing I still owe her, and then I'm not looking at that spreadsheet again until May.

Priya is stressed. She's a good diver and a careful scientist and she's terrified she'll be "the one who couldn't dive." I told her that if it comes to that she runs the wet lab and she'll be the most important person on the ship, and she laughed, which is a start.

**The lanai.** Nearly done! The fan is in (Sione did a beautiful job, the wall control is right where I'd reach for it), the railing is done except for some touch-up, and the deck boards are that light gray I was nervous about but which actually looks cool and clean and doesn't burn your feet at noon. Keoni and his friends have claimed the corner. Poi has claimed the mat. I have claimed the chair by the orchids. There are still a couple of official things to do before it's officially officially done, and Rey keeps reminding me they're on *my* list, not his. I know, Rey. I know.

I planted the first ones along the edge last weekend — Aunty Pua brought cuttings and we spent a whole Sunday morning on our knees in the mud, speaking Hawaiian badly (me) and well (her). It felt like the lanai finally became part of the yard.

**Keoni.** The permit test is coming up. He's been doing the practice tests on his phone at dinner and reading the questions out loud in a movie-trailer voice. ("In a world… where you must yield… to the vehicle on your right…") Driver's ed is decided, Dan and I agreed in February, and the course starts once he passes. He's also taller again. How. The new handoff thing with Dan is working so much better than the old Sunday-night scramble — Keoni's not grumpy, I'm not grumpy, and Dan and I get a two-minute chat at the school curb, which is about the right amount.

He asked if he can come on the April reef survey. I said the April one is cancelled for me because I'll be on the ship, and he looked genuinely disappointed, which I'm going to hold onto forever.

**Mom's party.** Next weekend! The family chat has reached peak chaos. The venue is settled, the food is settled (the family pig guy is doing the imu, thank god), the music is maybe settled, and Malia has made a seating chart for a PAVILION, outdoors, where people will sit wherever they want. Mom still says "no fuss" and has invited, by my count, forty people from church. Malia flies in Friday. Kawika's bringing tables. I'm on cake and flowers. Pīkake for Mom, obviously.

**Lunch with Ana on Friday.** We went to the fish market on Kamehameha after lab meeting, sat on the tailgate of the Tacoma, and had the kind of lunch you only get in Hilo. My usual: shoyu ahi with limu, no onions, over brown rice, plus a side of kimchi tako if they have it (they did). Ana gets the spicy ahi every single time, which I've told her is a waste of good fish, and she tells me my order is "for aunties," which, fine, I am an aunty. She got the job offer, by the way — Oregon. She starts in August. I'm so happy for her I could cry and I probably will, on the ship, at some point, in the wet lab.

**Reef Keepers.** February was bad. Really bad at Leleiwi, the worst I've seen at that site, and the new coordinator handled it so well — clear instructions, no panic, numbers in the log, reporting to the state. The early start is brutal (I'm not a morning person, see: my whole personality) but it's the right call for the tides and the heat. She's organized in a way Tomás never was, and she's been gently on my case about the thing I promised to make for the new volunteers. I keep meaning to do it. It's on my list. Everything is on my list.

**Mom's roof** finally got done at the end of February — tear-off, new metal, the whole thing, and they found and fixed whatever was letting water into the hallway. Malia was right, and she has been insufferable about being right, and I have let her have it because she did all the phone calls. Mom says the house "sounds different" in the rain now. Louder, she says, like a drum. She likes it. She'd never admit she likes it.

**Lab.** Ben replaced the gasket on the -80 himself with a kit he found online and it hasn't alarmed in six weeks, so Ben is now officially a wizard. Jake finished packing the CTD crate in Honolulu with the Mānoa folks and sent me a photo of it with a lei on top. Priya's chapter is good. Ana is packing up her desk in her head already, I can tell. I keep catching myself planning next year's field season with her in it.

**Weather.** It's rained almost every day since Valentine's. The gauge overflowed twice. Everything smells like wet dog and mildew, including the wet dog. The lava glow was visible from the upper road a couple nights ago when the clouds broke — orange on the bottom of the clouds, like the mountain was breathing. Keoni and I pulled over and just watched it for ten minutes without talking.

**Me.** Swimming: twice in March so far, which is twice more than January. Sleep: bad this week. Back: cranky. I started doing the stretching thing again. Coffee: too much, as always, Kaʻū, black. Reading: nothing, unless you count the ship's safety manual and Priya's chapter 2 (which is good — her discussion section is actually beautiful).

I've been thinking about what it means that I'm the one in charge now. On the ship, in the lab, at home, in the family chat even — somehow I'm the one people look at when something goes sideways. I don't hate it. I used to think I would. It's more like being the one who holds the transect tape: you're not the most interesting part of the survey, but if you let go, nobody gets any data.

**Ship stuff I'm excited about, for the record, so it's not all stress:** the night CTD station off Kawaihae if we get the weather; seeing Hōnaunau from the water again; the first morning on deck with coffee when the island is just a shape on the horizon; Ana's camera rig on the new frame; Jake's face the first time the rosette comes up full. The food on the Honu Kai is famously good. The cook makes a loco moco on day three that people talk about for years.

**Noe** is house-sitting while I'm gone. I wrote her a whole sheet (dog, Wi-Fi, water heater, orchids, the key). She read it and said "Lei, this is a manual," and I said "yes." She'll be fine. Poi will manipulate her within a day.

**Things still on my mind, in no order:**
- hazmat declaration
- Keoni's SS card — where did I put it
- Rey's last payment, after the official thing
- Priya's paperwork
- the thing for the Reef Keepers newbies
- packing: 5 weeks of stuff for 2 weeks at sea, as usual
- a card for Ana
- call Mom about her ride to the party (she won't ask)

**Good things lately:** the lanai at night. Aunty Pua in the mud. Keoni's movie-trailer voice. The lava glow. Ana's offer. Priya laughing. Poke on the tailgate. The sound of the fan. The fact that I wrote this whole thing without once opening my e-mail.

Bed.
"""
