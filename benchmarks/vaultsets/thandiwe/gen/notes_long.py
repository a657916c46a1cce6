"""Three long rambling notes (1.5-2k words each)."""
from common import dedent

FILES = {}

FILES["notes/long/2025-01-brain-dump.md"] = dedent("""
---
title: January brain dump
date: 2025-01-04
tags: [journal, planning]
---
# Jan 2025 - brain dump / new year

OK. New year, new notebook (well, new file). It's 4 Jan, 31 degrees at 9am, the fan is doing nothing, I'm sitting on the balcony in a vest and I have no hot water for the seventh week running. Let me just get everything out of my head because it's been a year and a half in one year.

## The geyser (still)

Recap for future me: the geyser burst on 18 Nov, Bongani came the same day, quoted on the 19th, I lodged the claim on the 20th and then... nothing for two weeks until Ubuntu sent the acknowledgement on 2 Dec. Then "the loss adjuster will contact you". The loss adjuster contacted me on - wait for it - 6 January. Apparently they were closed from the 20th. The inspection is next Thursday. Bongani has the geyser on hold for me, bless him, he says he'll put it in the week after if they approve.

Things I've learnt about living without a geyser:
- a kettle bath is 4 kettles + the big pot and it takes 25 minutes
- the gym showers are fine but the water pressure is a joke
- I have very strong opinions about plumbers now

I also need to decide if I'm doing anything fancier while it's out (solar, heat pump, whatever). Everyone at work has opinions. Mandla says solar, Jaco says heat pump, Nokuthula says "just get a normal one, sisi". Nokuthula is probably right but let me look at it properly in Feb before the body corporate gets involved.

## Load-shedding and backup power

Eskom says "no load-shedding over the holidays" and then we had stage 2 three nights this week. This is the year I sort out backup power. The options seem to be:

1. A small portable power station - wifi and a lamp, basically. R10-12k.
2. A proper inverter + battery. Quotes I've heard from colleagues range from R15k (old-school lead-acid) to R70k (the big lithium ones with solar).

My instinct is to go cheap because it's a flat, I'm one person and surely it ends at some point. But I said "surely it ends" in 2019 too. Sipho thinks I'm mad for not having done it already. Baba also needs somewhere to go - his street in Pinetown gets the long stints and he refuses to buy anything for the house ("I'm old, I'll sit in the dark like we did"). If I have backup he can stay over on bad weeks. Will get a couple of quotes this month. Someone at book club (Fatima?) mentioned a company called Sunbird, they did her sister's place in Westville.

## Coffee, or rather not

Random but I want to remember this: I've more or less given up coffee since October. The office filter coffee tastes like burnt tyres and the instant stuff gives me a racing heart by 11. My thing now is rooibos - strong, with honey, no milk, in the big blue mug. Two in the morning, one at 3pm on site from the flask. Even on site days. I feel so much better and I sleep through. People at work tease me ("Thandi and her bush tea") - whatever. If anyone ever asks what to get me: good rooibos and raw honey, not chocolates.

## Baba

He turns 79 in March. He's doing ok but I can see he's slower. The INR tests every 4 weeks are a pain to get to and his numbers jump around, especially over Christmas (too much of Lerato's spinach and the sugar beans, lol). Eye clinic in March for the cataract check, I said I'd take him because Lerato has a school camp.

The bigger thing: money. His medical aid is ok but the gap for the specialist stuff and some of the meds is adding up. Right now whoever is there pays, and it's getting messy - I paid for the eye drops and the Christmas pharmacy run, Lerato paid for the December INR co-payment, Sipho sends money "when he remembers". We need to agree something proper. Sipho says by income. Lerato (teacher salary) says she can't do a third. I'll raise it on the siblings chat properly when the year starts - not over Christmas, that's asking for a fight.

Also - he still drives that Nissan 1400 bakkie. It's older than me. The brakes were done in November at least. His eyes worry me more than the brakes.

## Work

December rains were bad in the northern part of the region. We have a backlog of culvert inspections after the storms - 14 structures on the list, I've done 6. The reports are due end of Jan and Sifiso is already asking. He's retiring in August, everyone knows, and nobody knows who's going to act. I'd rather not think about it. I quite like how he runs things - he trusts us and he doesn't micromanage.

Things to do at work this year:
- get the C-series (culvert) reports out on time, don't let them pile up again
- principal inspection of B2217 (Mhlatuzana) is due in 2025 - last one was 2020, so I must get it on the programme early, it needs traffic accommodation and a half-width closure
- mentor Nokuthula properly - she's good, she needs site time, not more desk time
- CPD: I'm behind for the cycle. Need to do at least 3 Category 1 things this year.
- maybe get the drone licence? Mandla has his.

I love this job. Even the crappy days standing in a stinking culvert barrel with a torch. You learn so much about how water actually behaves. Most people drive over our structures every day and never think about them - that's the point, that's when we've done it right.

## Book club

The reading list for 2025 is nearly final, Naledi will send it around. I'm hosting in April (Nervous Conditions - never read it, shame). I want to suggest more crime, but I'll keep my mouth shut for now. Devil's Peak made the list for July, that's my win.

Book club is honestly the best thing in my month. Six women, wine, too many snacks, and at least one argument about the ending. Nobody talks about work. Naledi is the glue.

## The flat

Things I want to do to the flat this year, in order of panic:
1. geyser (in progress)
2. backup power
3. burglar bars - after what happened at unit 6 on NYE (they came in through the balcony sliding door while the family was asleep!!) I am not waiting. Get 2 quotes.
4. bathroom - the tiles are cracked and that ceiling stain. Once the insurance is done.
5. paint the lounge? lower priority.

Budget: I have the R40k I'd put away for "a car one day" and the bonus in March. Sipho keeps saying "use a personal loan" - no thanks.

## Health / me

- Parkrun every second Saturday, at least. I did 3 in December and I'm slow but I'm there.
- Sleep better: phone out of the bedroom.
- Drink water on site. I always forget and come home with a headache.
- Go to the dentist (I've been avoiding it since the 2023 filling).

## Family stuff

- Lerato's birthday 14 March - she wants a "quiet" thing, which means a big thing.
- Sipho and Nomvula might come down at Easter with the kids.
- Baba's 80th is NEXT year (March 2026). We should start planning something. A trip? He's always talked about going back to Qwaqwa to see where Mama was from.

## Random list of things I keep forgetting

- licence card expires Dec 2025 - renew before then
- the small bathroom window latch is broken
- cancel the magazine subscription I never read
- give Naledi back her casserole dish (since NOVEMBER)
- find out if the body corporate allows a washing line on the balcony
- back up my phone photos

## Goals for 2025 (the list I'll look at in December and laugh)

1. Flat: geyser, power, bars, bathroom. In that order. No new projects until those four are done.
2. Baba: a proper system between the three of us - who pays, who drives, who phones the doctor. Written down, not in my head.
3. Work: every inspection report out within two weeks of the site visit. No backlog by the time the rains come in October.
4. CPD: 5 credits this year, at least 3 things in Category 1.
5. Read 20 non-book-club books. Last year I managed 9.
6. Parkrun under 30 minutes by the end of the year.
7. Save again - even R2 000 a month - once the flat is done.
8. Say no more. To overtime, to extra committees, to Sipho's "quick favours".

Reading that back, number 8 is the one I'll fail first.

## Mood

Honestly? Tired but ok. Last year was a lot - the geyser, Baba's hospital scare in August (turned out to be dehydration, thank God), the endless culvert reports, the load-shedding. But I'm healthy, I love my work, I've got my people. This year I want to fix the flat, look after Baba properly with Lerato and Sipho without it turning into a fight, do my CPD, and read at least 20 books that aren't for book club too.

Also: be less of a martyr about driving to Pinetown every second week. Ask for help. Lerato offered. Let her.

Right, the fan is useless and my tea is cold. Going to the gym to shower. Again.
""")

FILES["notes/long/2025-07-winter-ramble.md"] = dedent("""
---
title: Winter ramble
date: 2025-07-13
tags: [journal]
---
# Mid-July ramble (a Sunday, cold, which for Durban means 17 degrees)

I haven't written one of these since January, and a lot has happened. Rainy Sunday, Biscuit on my feet, the inverter humming in the cupboard, so let me dump.

## The flat is... actually getting done?

- Geyser: done in January. Insurance paid Bongani directly, I paid the excess. The ceiling is still stained - I keep putting off getting a painter's quote. Must do.
- Inverter: installed in April. Best money I've ever spent, even though it was nearly double what I planned at first. I flip-flopped for weeks (cheap lead-acid vs the lithium) and in the end went big. During that stage 6 week in May I was the only person in the building with wifi; unit 9's kid came up to do homework on my couch.
- Burglar bars: in since April. They look smart and I can still see out, which was the whole point. The balcony gate lock is being funny - mention it to Kevin.
- Bathroom: tiled! Sbu finished on the 4th. It looks like a proper bathroom now and not a 1985 student res.

Things still on the list: ceiling, a geyser timer, the body corp approval for the bars (they want it "in writing", it's on the AGM agenda).

## Baba

His INR has been up and down all year. In June the clinic dropped his warfarin from 5 to 4 mg after a 3.8 reading. Since then it's been better (2.6, 2.8). I've updated the medical note.

The echo and the Holter in June came back "reasonable for his age", the cardiologist is happy-ish, follow-up in November. I like her, she talks to him and not to us, which he appreciates. She also told him off for adding salt before tasting. He laughed. He never laughs when WE say it.

The driving thing is starting to worry all three of us. He scraped the gate pillar again last month. He says it was the rain. Lerato's going to bring it up, she's the one he listens to (the baby of the family, always).

The siblings money thing is sorted since February, we have a split and I keep the spreadsheet. Touch wood, no fights. Sipho is sometimes late but he pays.

## The Cape Town thing

OK, this is the big one and I've told nobody except Naledi.

Jaco (who moved to the Western Cape roads department last year) phoned in May to say there's a senior structures engineer post opening in Cape Town, in their bridge management unit. More money, a proper bridge management system, bigger structures, more interesting work (the big interchanges, the coastal bridges with all the chloride damage). He thinks I'd get it. He said "you're wasted on culverts". I was flattered for about a week. Then I thought about it properly:

- Baba. He's 79. Lerato is an hour away in PMB and I'm 25 minutes. If I go, Lerato carries everything. That's not fair, and she'd never say so but she'd resent me.
- The flat - I've just put R70k into it. I love it. I love the jacaranda outside the window.
- Cape Town rent is insane, and the wind. THE WIND.
- But the career... here I'll be doing the same region for the next ten years unless something changes. And Sifiso is retiring.

I decided not to apply. Not now. Maybe in 2-3 years when things with Baba are clearer. I told Jaco to keep me in mind. I keep going back and forth in my head at 2am though. Writing it down so I remember WHY I said no: it's Baba, and it's timing, not that I don't want it.

## Work

Sifiso retires at the end of August. The farewell lunch is booked for the 29th. Nobody has said who's acting. The rumour mill says Anusha (she's been at head office on the asset management side, very sharp, very organised) or Jaco's old post... nobody knows. Whoever it is, I hope they leave us to do inspections and don't drown us in reports.

The C0873 culvert near Ndwedwe was my big thing this year - the outlet scour after the April rains was terrifying, the headwall was hanging in the air basically. We got the emergency works done in May/June through the term contractor. It's holding. I'm weirdly proud of that one. It's in my CPD log as well.

B2217 (Mhlatuzana) principal inspection needs to be programmed for November. Mandla and I need to sort out the traffic accommodation with the depot.

Nokuthula is doing well. She did her first inspection on her own in June (I checked everything after, but she'd caught everything). She wants to register as Pr Eng in 2027.

## Book club

We did Devil's Peak in July (at Megan's) - finally a proper thriller! I was so happy. Benny Griessel is a mess and I love him. The group was split, Carol said "too violent", Zanele said "too long", but it got a good rating anyway.

Next month is Welcome to Our Hillbrow at Naledi's. I've started it. It's a lot.

Carol's starting night classes on Thursdays from October, so we might have to change the day. I'm fine with anything except Fridays.

## Durban in winter

People in Joburg laugh when we complain about the cold but the flats here are built for summer - no insulation, concrete floors, big windows. I've been sleeping in socks and a beanie. The heater can't go on the inverter (learned that the hard way, see the hairdryer incident) so on load-shedding nights it's the hot water bottle. At least the geyser works now. A hot shower at 6am in July is the greatest luxury known to humankind.

## Body corporate

AGM is coming up this month, the notice came from Coastline. The trustees want to put the levy up to R1 650 - 7% again. The roof needs waterproofing though, unit 15 has a leak, so I'll probably vote yes but ask for a proper maintenance plan. My burglar bars are on the agenda for retrospective approval. I'll go and smile nicely at Mrs Pretorius.

## Me

- Parkrun: I'm down to 31 minutes!! From 36 in January.
- Dentist: went in Feb. Two fillings. Should've gone sooner.
- Haven't had coffee in 9 months. Feel great.
- Sleeping better since the phone-out-of-the-bedroom rule. Mostly.
- I want a holiday. A real one, not a "go to PMB for Christmas" one. Thinking the Drakensberg in late November/early December, before the Christmas crowds. Naledi might come.

## Lerato & Sipho

Lerato's birthday in March was a "quiet" braai for 40 people. As predicted. Sipho and the kids came for Easter, the kids are huge now. Sipho says he's fine but I think his job is stressing him out (the audit season). Lerato and Themba are thinking about a second baby.

We've started talking about Baba's 80th in March 2026. Qwaqwa trip idea is alive. Sipho wants a big party in Pinetown instead. We'll see. It'll be both probably.

## Load-shedding diary (because I said I'd keep one)

- March: stage 6 for a week, two nights in a row of 4-hour blocks. That's what changed my mind about the inverter.
- May: stage 4-6 again with the cold snap. Inverter handled everything except my attempt to use the hairdryer (don't).
- June: mostly stage 2, some days nothing.
- July: nothing for 10 days now. Everyone is suspicious. Eskom says "the grid is stable". We'll see in winter peak.

The inverter app has a graph of every outage. I look at it the way other people look at their step counter. I know, I know.

## Food (winter edition)

Winter in the flat means soup. I've been making Baba's lentil and bone soup on Sundays and taking him half. He says mine has "too much pepper" and then asks for more. I've also finally mastered samp and beans in the pressure cooker - 45 minutes instead of the whole day. Mama would be horrified.

Still on the no-coffee thing, obviously. Site flask every day.

## Things I've noticed about myself this year

- I'm calmer when the flat works. The geyser months made me crazy in a way I didn't realise until it was over. Being cold and dirty for 8 weeks does something to you.
- I'm good at the technical stuff and bad at asking for help with Baba. Lerato noticed before I did. We're better now - she takes him for INR most months, I do the specialist stuff and the admin.
- I like being the one who knows things at work. Which is maybe why the Cape Town thing tempted me. Ego.
- I need more time with people who aren't family or work. Book club is carrying me.

## Things to do (winter)

- painter's quote for the ceiling -> Ubuntu
- Kevin re the gate lock
- put the B2217 inspection on the programme
- Drakensberg - check leave, check Naledi
- buy Baba a proper heater for his bedroom (he uses the oven door open, I nearly died when I saw)
- renew my licence card before December
- reply to Jaco properly (no, but thank you)

Ok. The rain's stopped. Going to walk to the Spar before it starts again.
""")

FILES["notes/long/2025-10-spring-catchup.md"] = dedent("""
---
title: Spring catch-up
date: 2025-10-19
tags: [journal, planning]
---
# October catch-up - spring, jacarandas, leave is coming

Sunday 19 October. The jacarandas on Cowey Road have gone completely purple and the pavement is a carpet. Durban in October is the best Durban. I have 4 weeks of work left before leave and about 7 weeks of things to do in them. So, dump.

## Flat

The flat is mostly done. Quick status because I keep losing track:

- **Geyser:** second drama in August/September - the overflow pipe started dripping day and night and I could hear water running in the cupboard above the bathroom. Bongani's moved to Richards Bay so I got a new plumber from AquaFix (Bongani gave me the number). It was the pressure control valve and a stuck vacuum breaker. Fixed on the 11th of September, no more dripping. Much quieter nights.
- **Insurance - ceiling:** I finally sent Ubuntu the painter's quote for the bathroom ceiling on 2 September. R3 200 for the ceiling board patch + repaint. They acknowledged it, said "under review", and then nothing. I've emailed twice and phoned once. So I'm still waiting on Ubuntu to approve and pay the R3 200 before I let the painter in. Precious (the claims lady) is on leave "until further notice". Next step: escalate to the complaints line if nothing by end of October.
- **Inverter:** perfect. No load-shedding for weeks now, so it's just sitting at 100%. The lightning in September killed the fibre router but not the inverter. I need a surge arrester on the fibre side, adding it to the list.
- **Burglar bars:** the body corporate still hasn't given me the letter. The AGM "noted" it, whatever that means.
- **Bathroom:** love it. Every morning.
- **Levy:** went up again in August after the AGM. Debit order adjusted itself, I didn't even check by how much. Must look at the statement.

## Baba

Tough month. His INR went high again (3.4) mid-October and the clinic changed the warfarin dose again. Details are on the siblings chat, I haven't updated the medical note yet (must!!). He's fine, a bit bruised on the arms, that's the warfarin.

The cardiology follow-up got moved by the clinic - I got an email this week. I'm not sure I can take him, it's right in the middle of my last busy weeks. Will ask Lerato or Sipho on the chat.

The chronic medication application for the warfarin - I still haven't done it. Harbour Health sent the form in August. It needs Dr Moosa's signature and a copy of the scripts. This is the kind of thing that sits on my desk for 3 months. Just do it, Thandiwe.

He's also been talking about his 80th a lot. He wants to go to Qwaqwa. Sipho is still pushing for a party. Lerato says "both". Lerato is always right.

## Work

Big change: Sifiso retired at the end of August (lovely farewell, he cried, we all cried, Mandla gave a speech in isiZulu and English that had everyone in stitches). Anusha Reddy has been acting in his post since 1 September. I was worried but she's good - very organised, very direct, wants everything on the tracker, but she also actually comes to site, which Sifiso stopped doing years ago. She came to B3051 with us on the 2nd of October in her own boots. Respect.

What's on my plate before leave:
- B3051 report - half done, Anusha wants it before I go
- B2217 Mhlatuzana principal inspection - it's on the calendar for November, traffic accommodation sorted with the depot
- Handover notes - must be done by the 21st of November, with photos of every open item. The region has a way of flooding the week you go on leave.
- The culvert hydraulics webinar in November - registered, it's for CPD
- Nokuthula's quarterly mentoring review

The C0873 repairs are holding after the September rains. Checked it in August and again early October. No new movement.

## Leave!!

Leave from 24 November to 5 December. Approved. The plan:
- Drakensberg with Naledi, 28-30 Nov (Cathedral Peak area, self-catering)
- Sleep
- Bake for Christmas
- Sort out all the Baba admin (chronic application! medical aid! his licence renewal!)
- Read. Not for book club. Just read.

## Book club

We moved to the second Wednesday of the month from October (Carol's classes). October's meeting was lovely - Coconut, everyone had stories about being "the only black girl in the class" at school in the 90s, me included. Lots of wine and some tears.

November we're going out somewhere because Carol's lounge is being painted - Naledi is organising, she said she'll email the venue. And we voted on the November book - "The Promise" lost! Bit surprised. The year-end braai is at Zanele's in December, details to come on the list.

I want to suggest for next year that we do one non-SA book every quarter (for Megan) and maybe one audiobook month, for those of us who drive a lot.

## Year so far - wins and losses

Wins:
- The flat. It's a home now, not a project.
- C0873 - caught early, fixed fast, still standing.
- Parkrun under 30.
- Baba is stable and the three of us are actually working as a team.
- Nokuthula did her first solo inspections.
- I made the right call on the job thing in July and I'm at peace with it (mostly).

Losses / could do better:
- The Baba admin. Forms, forms, forms. I keep putting them off.
- Only 11 non-book-club books so far, not 20.
- Savings: zero. The flat ate everything.
- I still check my work email at 10pm.
- Haven't painted the lounge. Haven't even bought the paint.

## Next year

Some things I want to think about properly on leave:
- Baba's 80th in March - the Qwaqwa trip. Lerato will be pregnant so it must be easy travel. Maybe we drive up over 2 days with a stop in Harrismith.
- A geyser timer + maybe a couple of solar panels for the inverter IF the body corporate ever says yes to anything (doubt it).
- Work: the B2217 bearing replacement needs to get into the 2026/27 budget. I want to own that project.
- CPD - I need 5.6 credits more before the end of the cycle. The webinar in Nov helps a bit, then maybe the SAICE bridge conference if the department pays.
- A proper holiday. Not just the Berg. Zanzibar? Mozambique? Naledi keeps sending me Ponta pictures.


- Flat total came to about R70k. Ouch, but done. Bonus paid for most of it, the rest came out of the "car one day" savings. Car one day, indeed.
- Sipho is two months behind on his share of Baba's costs. I don't want to nag. I will nag.
- Insurance renewal came in - premium going up again from November. Must compare quotes, but who has the time.
- Christmas budget: R500 Secret Santa, plus Baba's present, plus the trifle ingredients (which cost more than the presents, honestly).
- Leave money: the Berg is self-catering, we're splitting petrol. Should be ok.

## The siblings chat

Honestly the Messenger group has become the family's operating system. Baba's INR numbers, who is driving him where, photos of Lerato's scan, Sipho's "who ate my biltong" drama from Easter (still unresolved), the cost split, the Christmas planning. I keep thinking I should move everything into a proper shared doc but nobody would read it. The chat works because Lerato reads everything and Sipho reads nothing and I remind him.

Things we still need to settle on the chat:
- who takes Baba to the heart follow-up (moved date)
- Secret Santa names
- whether Baba comes to PMB on the 24th or the 23rd
- what to do about his driving, properly this time

## Site life

A few things from the field this month that I want to remember:
- B3051 on the 2nd: a family of hadedas living under the deck. The noise when we climbed down! Mandla nearly fell in the river laughing.
- The D-roads near Ndwedwe are finally being regravelled. Dust everywhere, but the bakkie is grateful.
- Nokuthula spotted a crack I missed on a culvert barrel. Proud and slightly humbled.

## Random

- Parkrun PB: 29:48!!! Under 30!
- Lerato's expecting! Due in May. Baby number 2. Baba is over the moon.
- Biscuit has discovered the balcony gate. She sits in front of it like a throne when the sun hits it in the afternoon.
- New router name and password are in the daily note from September - I MUST update the house-sitter sheet before Megan comes to feed Biscuit while I'm in the Berg.
- Braids booked for the 22nd of November.
- Licence card expires in December. Add to the leave list.

## Things to do before 24 Nov

- [ ] B3051 report to Anusha
- [ ] handover notes for Mandla
- [ ] chronic application for Baba (Dr Moosa signature)
- [ ] chase Ubuntu about the ceiling money - escalate
- [ ] update house-sitter sheet (wifi!)
- [ ] sort who takes Baba to the heart follow-up
- [ ] Drakensberg booking - pay the balance
- [ ] surge arrester quote

Right. Supper. Tonight it's samp and beans because it's Sunday and I'm my father's daughter.
""")
