# -*- coding: utf-8 -*-
"""Three long rambling journal notes (1.5-2k words each)."""

LONG = {}

LONG["notes/journal/2025-01-19-brain-dump.md"] = """# Sunday 19 January 2025 - brain dump after a run of nights

It's half four in the afternoon, I've slept six hours, Kluska is lying across my laptop charger like she's
guarding it and I have that fizzy post-nights feeling where everything seems urgent and nothing is. So I'm
going to write it all down and then maybe I can stop running lists in my head at 3 am.

## Work

New Year's Eve on the ward was exactly what I expected. Full of bronchiolitis, two babies on high flow,
one on the edge of needing to go to HDU, and a teenager with an overdose who was more frightened than anything.
At midnight Dwayne put a paper crown on the obs machine and we all said "szczęśliwego nowego roku" because
he's been practising it since October. Callum brought in Quality Street and ate all the purple ones. I love
that team, honestly, even when I hate the shift pattern.

RSV season still hasn't really let go. Three nights in a row we were full with a waiting list in ED. I'm doing
ok but I notice I'm shorter with people at 5 am than I used to be. Something to keep an eye on, especially with
a preceptee coming later in the year.

Revalidation is this year. October. I keep saying I'll start in January and it is now the nineteenth of January.
The sepsis study day from November counts for CPD and I've got a couple of e-learning things, so I'm not
starting from zero. Siobhan has said she'll be my confirmer again like in 2022, which is a relief, she knows my
practice and she doesn't make it a performance. I need five reflective accounts and I already know one of them
will be about that night with the baby in December whose scores kept creeping. I still think about it. I made a
note to write it up properly while I still remember the order of things.

I should also do the NMC annual fee before it takes me by surprise again. It's direct debit? I genuinely don't
remember. Check.

## The flat (the big one)

Gareth (mortgage broker, Aga's recommendation as well - she is basically my life admin department) got me the
agreement in principle before Christmas: £165,000 with Pennine Building Society. That plus my deposit means I
can look up to about £190k, which in Leeds gets you a two-bed flat or a small terrace in the "up-and-coming"
bits, which means the bits with a lot of buses.

I've seen two places.

The Maltings in Kirkstall was a no within four minutes: damp smell, mould on the window seals, and a service
charge over two thousand a year for a ground floor flat. The river is pretty. You can't sleep in a river.

The terrace in Meanwood I'm not going to go over again here, it's all in the viewing notes and I got annoyed
enough writing it the first time. Short version: no.

Next Saturday (25th) is the one I'm actually excited about: Kestrel Court in Chapel Allerton. Second floor,
two bedrooms, a balcony, a quiet road. Mama already asked on the group if there's a lift. I haven't even seen
it yet, Mama.

Gareth talked me through fixed rates on the phone (he rang at 11 am, I'd been asleep for two hours, I said
yes to everything and then had to email him to ask what I'd said yes to). Two options basically: a two-year fix
with a fee and then remortgage when rates come down, which he thinks they will, or a longer fix for
certainty. I think the two-year definately makes sense. Everybody says rates will drop. But I'll decide properly once
there's an actual offer on an actual flat.

Money check, as of today:
- LISA: the bonus came in, so that's most of the deposit
- savings account: the rest plus a bit for fees
- fees I know about: survey (£400-600?), solicitor (£1k-ish + searches), broker fee, removals
- stamp duty: zero as a first-time buyer under the threshold, which apparently changes in April, so check that
  this won't bite me if completion is after April. (asked the chat thing, it says first-time buyer relief stays
  up to £300k from April, fine for me)

## Driving

My provisional licence arrived! Photo looks like a mugshot of a woman who works nights. Aga's instructor is
Dave Ackroyd, she passed first time with him, and he has a slot on Fridays. £36 an hour, which
seems to be normal here. First lesson 7 Feb.

I'm 36 and I have never driven a car. In Poland I didn't need to: Tata drove, then Marek drove, then I lived in
the centre of Wrocław and cycled everywhere. Here I've been taking the bus for six years and it's fine until it
isn't - when I finish at 8 am in the rain and the 2 doesn't come for 25 minutes. And if I'm buying in Chapel
Allerton I want to be able to drive to the big Asda and to Aga's without two buses.

What scares me: roundabouts. Specifically the big one at Sheepscar. Everybody in Leeds drives like they're late
for their own wedding.

Theory test: book it for March, revise on breaks. The hazard perception clips are weirdly fun.

## Mama

This is the thing actually sitting in my chest. On the phone last Sunday Mama said her heart "kołacze" in the
evenings sometimes, like a bird. She said it like she was telling me about the weather. I asked the nurse
questions - how long, does it stop by itself, are you dizzy, breathless - and she got irritated and said "Zosia,
I'm not your patient". Which, fair. But.

Marek is taking her to a cardiologist in February, privately, because the NFZ wait is months. He's good with
her, better than me in some ways because he's there and he's calm. I feel guilty that I'm the nurse and I'm the
one who's 1,500 km away. I try not to say that out loud because Marek gets annoyed and says "you send money and
you answer every medical question at 2 am, stop it".

I made a Telegram group for the three of us in November so I don't have to tell everything three times. Mama
types without Polish letters because she "can't find them" on the phone. I've shown her twice. Marek says leave
it.

## Kasia's wedding

My cousin Kasia is getting married on 14 June in Sobótka, under Ślęża, and she's asked me to do a reading at
the church. I said yes and then immediately worried about crying in front of 150 people.

I booked flights on the 9th: Leeds Bradford to Wrocław on the Thursday morning, back on the Monday evening. Paid
extra for an aisle seat, because I always do: I am not climbing over two strangers to get to the loo, and I like
being able to stand up the second the seatbelt sign goes off. Window seats are for people who sleep on planes.
I don't sleep on planes, I sleep in the day with a blackout blind, like a vampire.

I need nights off that week. I'll ask around for a swap in spring when the rota comes out.

What to wear: no idea yet. Something that isn't black, Mama will comment otherwise.

## Book club

January was Demon Copperhead. Long but I loved it. February is a thriller Matt chose, I've read the blurb and
I already have feelings about it. We'll see. I like the group more than the books sometimes - Fiona, Helen,
Joanne, Raj, Matt, and the Lamplighter does a good hot chocolate when I'm about to go on shift and can't drink.

## Homesick, a bit

Six years in Leeds this spring. Most days I don't think about it, I just live here: the bus, the ward, the
Polish shop on Kirkstall Road for twaróg and proper bread, Aga's kitchen on Sundays. Then something small gets
me - a woman on the bus speaking to her son in Polish with a Silesian accent, or the smell of someone frying
onions for pierogi in the flat downstairs - and for a second I'm standing in Babcia's kitchen in Krzyki with
flour on my hands.

I don't want to go back. I've got a life here, and a pension, and a ward I'd be sad to leave. But buying a
flat feels like saying it out loud: I'm staying. Marek said "finally" when I told him. Mama said nothing for a
long time and then asked about the lift.

## Home stuff

- Kluska's vaccinations due in March. Headingley Vets.
- landlord knows I'm looking to buy, he was nice about it, wants two months' notice
- Christmas: I worked Christmas Eve night, so Wigilia was on the 23rd at Aga's, her mum's barszcz plus my
  uszka from Babcia's recipe with the mushrooms Mama sent in the parcel. They were too big. Babcia would have
  said "two on a spoon, Zosia".

## Things to actually do this week

- [ ] email Gareth: what did I agree to on the phone
- [ ] viewing Saturday 11:00 Kestrel Court - ask about service charge, ground rent, lease length, boiler age
- [ ] book theory test
- [ ] ask Siobhan for a date for appraisal (feedback for revalidation)
- [ ] ring Mama Sunday, voice not video, she hates seeing herself on the little square
- [ ] Kluska flea stuff

Ok. Writing it down helped. Now tea, then a walk while it's still light, then a normal bedtime like a
normal human being.
"""

LONG["notes/journal/2025-07-20-summer-catch-up.md"] = """# Sunday 20 July 2025 - summer catch-up

It's been a month since the wedding and I haven't written anything except lists. Heatwave on the ward this
week - the windows on Ward 51 don't open more than four inches and we had fans in every bay and still the babies
were sweaty and cross, and so were we. Doing this on the balcony of a flat that isn't mine yet in my head.

## The wedding

Kasia's wedding was the best thing this year, I think. The church in Sobótka is small and very old and very
cold even in June. I did the first reading and my voice only went on the last line, and Mama said afterwards
that Babcia would have been proud, which finished me off completely.

The Dwór was beautiful, lime trees everywhere, a band that played everything from disco polo to Abba to the
old songs. I danced with Bartek's grandfather, who is 88 and did a better oberek than anybody. We went to bed
at half five. Poprawiny on Sunday was in the rain under a marquee, with leftover food and more vodka than is
healthy, and Marek gave a terrible and lovely speech about how he used to babysit Kasia and she bit him.

The flight out was delayed by the schedule change they'd sent in May and then a bit more on top, so I arrived
for the last part of Thursday only. The drive to Sobótka was all fields and those big yellow rapeseed rows,
and it felt like being 12 again.

## Mama

This is the part I need to write down so I can stop carrying it around.

Mama looked grey on the Sunday. At Marek's she stopped on the stairs between the first and second floor and
pretended she was looking at something out of the window. I didn't say anything in front of everybody, but
later I took her pulse at the kitchen table and it was all over the place and fast. She said she'd "only had one
coffee". She's taking the tablets, Marek checks the box every week.

The clinic has her on the list for an ablation but no date yet. Marek has been ringing them. I've told him to
ring every week, politely, and to say she's symptomatic. It's what I'd want a family to do on my ward, honestly
- the ones who ring get remembered.

I translated the cardiologist's letter with the AI thing so I could read it properly in medical English and
check I understood everything. It's paroxysmal AF, she's anticoagulated, and the plan is ablation then review.
It's all the right plan. It's just far away.

## Money and the flat

Big decision this week: I emailed Gareth on Monday and told him I've changed my mind - I'm going for the
five-year fix after all, 4.49% and no fee, instead of the two-year I picked in February. Rates came down a bit
but nobody knows what next year looks like, and with the move and Mama and nights I want one thing in my life
that stays the same until 2030. Aga says I'm being boring. I am. Boring is good. Gareth is sending the
application through and the offer should come in August.

Solicitor is moving slowly but moving. The management company still hasn't answered about the lintel crack.
Rachel keeps chasing. I keep not phoning anyone because I'm asleep when they're awake, which is why everything
is done by email and takes three times as long.

I bought a sofa bed on Facebook Marketplace for the spare room for when Mama or Marek visit. It's in Aga's
garage until completion. Her husband said "is this a hint" and I said yes.

## Driving

Test is on 3 September. 08:57, which is a ridiculous time. Dave says I'm nearly there. Roundabouts are fine
now, Sheepscar is fine if nobody does anything stupid, which they always do.

I'm so glad I stayed manual. In May I was one lesson away from switching to automatic because I stalled three
times at the same junction and cried a bit in the car. Dave talked me out of it and he was right: I drove
Marek's Skoda round the car park at the Dwór on Sunday morning (don't tell anyone) and it was fine. In Poland
it's all manual, and I want to be able to take Mama to her appointments when I'm home.

Lessons are Fridays 11:00, two hours now, and it's costing more than I planned. Worth it.

## Work

- Siobhan goes on maternity leave in August. The ward is already nervous. Callum will be acting up.
- my revalidation confirmer is sorted now that Siobhan's off, one less thing - see the June email
- CPD hours: basically done, I have more than 35. Reflective accounts drafted. I still need someone for the
  reflective discussion - it has to be another registrant, and ideally someone who knows my work.
- Tuesday night I'm covering HDU on 52 for one night, which I'm nervous about because I haven't done HDU
  for two years. Going to read the trache guideline on Monday.
- preceptorship facilitator course on Wednesday. My first preceptee starts in October.

## Book club

Small Island for July and I loved it - cried on the bus home after finishing it. The bit with Hortense and the
teacher training college. I missed June because I was on nights and Fiona sent me the minutes anyway, which is
very Fiona.

Next month is Helen's pick, The Covenant of Water. 700 pages. On nights weeks I read maybe 30 pages a break if
the ward is quiet, which it never is.

## Nights in the heat

Nobody warns you about nights in a heatwave. You go to bed at 9.30 am and it's already 24 degrees in the
bedroom. The blackout blind keeps the light out and the heat in. I've started sleeping with a wet flannel on my
neck like a Victorian invalid and a fan pointed at my feet. On the ward the babies can't settle, parents are
lying on fold-out chairs in their pants basically, and everybody's fluid balance charts need watching twice as
carefully. We had two kids in with dehydration from a school sports day on Thursday.

My rules for hot nights, for next year:
- freeze a bottle of water and take it in, it lasts till 3 am
- ice lollies in the ward freezer for the kids AND the staff, nobody judges
- shower the second I get home, cold, then bed
- don't argue with anyone after 4 am, nobody is rational at 4 am in 28 degrees

The worst bit is the handover at 07:30, when the day staff arrive looking fresh and cool from their cars
with the air con, and we look like we've been boiled. Callum now brings a cool box with frozen flannels for
the night team, which is the most romantic thing anyone has done for me all year. Dwayne says we should put it
in the ward's business continuity plan. He's not wrong.

## What the wedding made me think about

Standing at the back of the church while Kasia and Bartek said their vows in that cold old building, I had a
moment of thinking: this is what I'm missing, all the small family things, the christenings and name days and
the fights about who's bringing the bigos. Then at the party Ciocia Basia asked me three times when I'm getting
married and whether "English men are good husbands" and I remembered why distance has its advantages.

The other thing: everybody asked about the flat, and about the NHS, and whether it's true that nurses in
England earn a fortune (no) and whether I'd come back (no, not now). Kasia's friend is a nurse in Wrocław and we
talked for an hour about staffing - it's the same everywhere, just in different languages. She wants to come
to the UK. I told her about the English test and the NMC process and the OSCE and she went slightly pale.

## Kluska

She was fine while I was away. She punished me for an hour by not sitting on me and then lay on my face all
night. She's getting fat. The vet says "a bit of a chonk". Fewer biscuits.

## Everything else

- haven't phoned Kasia to say thank you properly yet, only a message. Do it this week.
- photos for Mama: printed 40 at Boots, posted Thursday.
- the heat: buy another fan, the bedroom is 27 degrees at 2 pm when I'm trying to sleep.
- Aga's birthday 2 August, she wants to go to the Polish shop and then cook, that's her idea of a party. Mine too.
- start looking at moving boxes. Lots of free ones on the Chapel Allerton Facebook group.

## The honest bit

I'm tired. Not night-shift tired, the other kind. Everything this year is a big thing at the same time - the
flat, Mama, the test, revalidation - and each of them on its own would be fine. Aga says write down three good
things a day. So: the wedding, the balcony (soon), Small Island. And Kluska's face at 6 am when I come in.

Ok. Shower, food, bed at a human time because I'm off tomorrow.
"""

LONG["notes/journal/2025-10-19-after-the-ablation.md"] = """# Sunday 19 October 2025 - after Mama's ablation

Ten days since Mama's ablation. I'm writing this in the kitchen at 5 pm with the lights on already, the
clocks go back next week and it'll be dark when I wake up for nights. It's fine. It's autumn. I like autumn,
mostly.

## Mama

The procedure was on Thursday the 9th. Marek sent me a message from the corridor at 14:20 saying "po zabiegu,
lekarz mówi że dobrze" and I sat on the floor of the staff toilet on my break and cried for five minutes and
then went back and did the 4 am obs round like nothing happened. She's in sinus rhythm. Her resting heart rate
is in the 60s for the first time in about a year. She sounds different on the phone - she's complaining about
things again, which is how I know she's better.

She's recovering, Marek sends me updates every evening, and she's already bored. Mama is bored, which is a good
sign. She wants to walk to the market. She's been told to wait, which she is ignoring.

What I still haven't done, and it's been sitting on me: Marek asked me weeks ago to find somewhere private in
Wrocław to do a 24-hour Holter for her, because the NFZ date is in March and the cardiologist wants one sooner.
I said I'd compare prices and ring them. I haven't. Every time I think of it, it's 2 am in Leeds. I need to
just sit down on a day off at 9 am (10 their time) and do it. Writing it here so I feel suitably guilty.

I'll go home for Christmas this year if I can get the days. Probably not Wigilia itself - I'll ask.

## The flat

It's nearly real. Rachel (solicitor) emailed on Tuesday: the searches are all back and clear, the management
pack came in, and completion is proposed for 14 November with exchange a week before. I've started wrapping
glasses in newspaper even though I don't need to for weeks.

The service charge turned out to be more than the agent said at the viewing, which I should have expected,
because of course it did. It's fine. It's in my budget if I stop buying books on Kindle at 4 am.

The good news: the lintel crack the surveyor found is being repaired by the management company as part of
planned works on the back wall, paid from the reserve fund, so no extra bill for me. Rachel had to chase them
four times to get that in writing. When the management pack arrived I asked the ChatGPT thing to explain
leasehold to me like I'm five - ground rent vs service charge vs reserve fund vs section 20. It helped,
although I checked everything with Rachel after.

The mortgage offer came in August. Every time I read about rates in the news I feel a bit smug about
my choice, which is not an attractive quality but there we are.

Things I keep remembering at random times:
- council tax band for the new place - check
- energy supplier - it's a combi boiler, gas + electric
- broadband: the building has fibre apparently
- change of address at work, at the NMC, at the bank, the GP, DVSA (licence!), the vet
- furniture: I have a bed, a sofa bed in Aga's garage, and one armchair. That's it. A table?

## Driving

The test that was meant to be on 3 September got cancelled by DVSA in August because of "examiner
unavailability". Of course it did. They rebooked me for December, which is after the move, which is actually
better: I'll be able to practise around the new area. Dave has me on two-hour lessons every Friday and says
I'm at test standard "on a good day". Right turns onto busy roads are still my thing. I wait too long.

I tried driving on the Sunday I was in Poland, Marek's Skoda in the car park. The more I drive, the more I
think the UK roads are more polite than Polish ones. Nobody believes me.

## Work

Revalidation is SUBMITTED. 24 September. Deborah did the confirmation on the 10th and she was lovely, she
read two of my reflective accounts properly and asked good questions. The reflective discussion was fine too,
more helpful than I expected. I paid the fee and got the email and felt lighter for about a day.

Siobhan had the baby! A girl, Niamh, 3.4 kg, on the 28th. We did a collection, I bought a tiny cardigan and
a book for her (Polish lullabies in English translation - I'm a bit proud of finding that).

Callum is acting ward manager and he's good at it, calmer than I thought he'd be. He still eats all the purple
Quality Streets.

My first preceptee started on the 6th. Her name is Lily, she was my student last year, and she's nervous and
brilliant. We set three goals: IV drug calculations on her own with checking, leading a handover, one deteriorating
patient escalation start to finish with me shadowing. I'm loving being a preceptor. It makes me explain why I
do things, which makes me do them better.

RSV season starting again. Three babies on high flow on Thursday night. Here we go.

Nights-wise: Aga and I are on the same pattern through November, which makes it bearable. I still owe her a
shift - she's asked for a specific night before Christmas, it's in my swaps note.

## Lily and the deteriorating child

On Thursday Lily had her first proper escalation. A four-year-old post-op who was just a bit "off" at 2 am -
quieter than before, heart rate creeping, cold hands. She came to me and said "I think I'm being silly but".
She wasn't being silly. We repeated the obs, she did the SBAR to the registrar herself while I stood next to her,
and he came within ten minutes. Fluid bolus, bloods, the boy was fine by morning.

Afterwards in the kitchen she said her hands were shaking on the phone. I told her mine still do sometimes,
nine years in. I told her about my baby in December, the one whose scores kept going up, and how the second
call was better than the first because I'd stopped apologising. She wrote that down. I felt about a hundred
years old and also very proud.

## Christmas

I asked Callum for leave 22-27 December. He said he'd try, but I've got Aga's night on the 19th anyway and
nights the week before. If it works I'll fly on the 22nd, Wigilia at Marek and Ola's with Mama (first one in
three years!), then back on the 27th. If not, Aga's again and a video call, which Mama will refuse to do on
video, so a phone call.

Things to bring Mama: the good tea, the hand cream from the market, a photo book of the wedding. Things Mama
will send back with me: mushrooms, twaróg in my suitcase (don't tell the airline), and opinions.

I want to make the uszka properly this year. Smaller. Two on a spoon.

## Book club

September was my pick, Flights by Olga Tokarczuk, and it went about as I expected. Fiona and Helen loved it,
Matt said he "didn't get what it was about", Raj said it was like being inside someone's dream, which I think
was a compliment. Joanne asked if all Polish books are like that. I said no, some are longer.

October is Klara and the Sun, which I've nearly finished and really like - the sun as a god, the way Klara
watches everything, I keep thinking about the kids on the ward who watch the adults' faces to see if they
should be scared.

Big news: the Lamplighter is closing for a refurbishment from November, so we need a new place. Fiona's sorting
it on the list, as always. Also there's a vote for the November book, I'm going to vote
for something short because I'm on nights that week.

## Kluska and the move

I'm worried about moving Kluska. She hates the carrier. The vet suggested a pheromone spray and keeping her in
one room with her things for a few days. Bethany downstairs says she'll miss her (she fed her for me in June
and now sends her Christmas cards, this is true).

## Money

- deposit sitting in the savings account, transferring to Rachel's client account the week before completion
- removals: get three quotes in November
- the broker fee second half paid in August
- this month is tight: new tyres on nothing (I have no car, ha), but the fee for the test, the Holter for Mama
  when I actually book it, and Christmas flights if I go.

## Three good things

1. Mama's heart rate is 64.
2. Lily led a handover on Thursday and it was better than mine.
3. There's a leaf on the balcony of the flat in the photo Tom sent me, and in six weeks it'll be my leaf.

Ok. Nights start Wednesday. Sleep now-ish. Tomorrow at 9 am: the Holter. I mean it this time.
"""
