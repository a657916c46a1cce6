"""Three long rambling journal notes (1.5-2k words each)."""

LONG = {}

LONG["notes/journal/2024-08-25-brain-dump.md"] = """\
---
title: Sunday night brain dump
date: 2024-08-25
tags: [journal]
---

# Brain dump - Sun 25 Aug 2024

Can't sleep. Idris came in at 10 after a bad dream and is now starfished across Nadia's side and mine,
so: kitchen table, laptop, cup of tea, writing down everything that's been rattling around so I can
stop carrying it in my head.

## The hot water saga (July)
For the record, because I will forget and then it'll happen again next winter: the hot water died on a
Sunday night in mid-July - the coldest week of the year, of course. The Thermaflo unit outside just
clicked and clicked, and the little screen in the kitchen flashed 11. I did the off/on thing about six
times. Five days of boiling the kettle and the big deg for Idris's bath, me showering at the gym after
futsal, Nadia going over to Mariam's. Kev Doyle came out on the Tuesday (23rd), said the igniter board
had died - common on that model after eight-ish years - and swapped it in about 40 minutes. $385 all up
including the part, and he didn't charge a call-out because we've used him before. Good bloke. He also
showed me the reset steps, which I typed up and stuck on the fridge door. He reckons these units last
15-20 years if you get them serviced every couple of years, which we never have. Put "hot water
service" on the list for next winter. If it goes again: reset first, then ring Kev.

## Jawad
Big one. The application was lodged on the 6th. Lena did all the heavy lifting; I'm the proposer,
which means my name, my citizenship, my bank statements, my everything. Khala cried on the phone when I
told her, then cried again at Mariam's on Sunday. I don't want to give her false hope - Lena was very
clear that humanitarian applications can take years and plenty get refused just because of the
numbers, not because of anything wrong with them. But it's in. Home Affairs sent an acknowledgement the
same week, one of those HTML emails with a table in it. Lena has a copy. Now we wait. Jawad messaged on
WhatsApp "tashakor bache khala" and about a hundred flower emojis. Farzana's pregnant, apparently, which
changes nothing about the application and everything about how Khala talks about it.

What I keep thinking about: when we came in 2001 it was Uncle Rahim who did this for us. I was fifteen.
I didn't know what a proposer was. I just remember Mum signing forms at a kitchen table in Dandenong
North with a man from the community translating, and me translating his translating because my English
was already better than his Dari. Now it's me at the kitchen table. Weird circle.

## Study
First six weeks of the grad dip done. PHM5101 is harder than I expected - not the content, most of it
is stuff I do every day at the bench, but writing like an academic again after fifteen years is
something else. Dr Marsh's feedback on the practice case: "good clinical reasoning, referencing needs
work". Fair. The first real assignment is due 13 Sept (heart failure case). I'm doing two nights a week
plus Sunday mornings while Nadia takes Idris to Quran class. It's working so far, just. Greg has been
decent about it - said I can swap shifts around before exams if I need to.

Ravi from the cohort (he's at a hospital pharmacy in Frankston) suggested a study group - him, Elise
(community, Box Hill) and me. Good idea. Zoom, Sunday nights probably, once the kids are down.

## Work
PBS 60-day dispensing is still causing chaos with a few regulars who don't understand why they got two
boxes and paid once, or why their mate didn't. Mr P shouting at Linh on Thursday - not ok, I stepped
in. Need a proper sign on the counter in a few languages. Greg says he'll pay for translated ones
(Dari, Vietnamese, Greek, Khmer). I'll do the Dari one myself and get Mum to check my spelling, which
she will enjoy far too much.

Priya did three Saturdays in a row for me in July while the hot water thing was going on and I was
wrecked - I owe her. Tom's good but slow on the DAA checks. Greg's talking about a second permanent
pharmacist next year. That would take some pressure off everyone.

Vaccines: 180 flu shots this season so far, a record for us. Fridge behaving itself.

## Tea, and me getting old
Somewhere in the last year I've gone off coffee completely. Two coffees and I'm jittery and short with
people by 3pm, which is not a great look in a pharmacy. Green tea with cardamom, no sugar, is my thing
now - Mum's way, the big pot, a couple of pods cracked in. Nadia says I've turned into my father. I keep
a tin of the loose-leaf at work (from the Afghan grocer on Thomas St, the green tin), and Linh has
started drinking it too. Carol still thinks it tastes like lawn clippings.

## Futsal
Winter comp: we're fourth. Faisal wants us to push for the spring division one thing. My left knee
complains after games - the physio (Jenny, at the clinic on Lonsdale St) says patellofemoral, strengthen
the quads, strap it, warm up properly. I'm 38 playing with 25-year-olds. Still love it. Wednesday night
is honestly the best part of the week.

## The ute
New front tyres in July (the old ones were bald - embarrassing for a man who lectures customers about
safety). Next service is November. There's a rattle in the passenger door that's driving me mad.
Nadia says sell it and get something normal; I say the ute has paid for itself twice over in tip runs.

## The bathroom
Nadia brought it up again. She's right, it's disgusting - the pink tiles, the grout coming out, the
mixer that drips, the mould in the corner no matter how much I spray. I keep saying "after the exams".
She says "which exams, you have exams for two years now". Fair. I'll start getting quotes in October.
Hamid had their laundry redone last year - I'll ask him who they used. Budget: honestly no idea. $20k?
More? Need to look at the offset account properly.

## Mum
Her blood pressure was 165/95 at the pharmacy last week when she came in for her script. She says it's
because she walked from the bus stop. I've asked Dr Haidari to review, and I've started doing a Webster
for her so at least I know she's taking them. She turns 70 next June. Mariam and I need to think about
something big. Mum will say "no fuss" and then be hurt if there's no fuss.

## Idris
Reading everything now. Road signs, cereal boxes, the "do not disturb" on my door during study. He
asked why I talk Dari to Mum and English to him. Good question. Started doing Dari words at dinner -
he's got "nan" and "aab" and "tashakor" already and says "bale" instead of yes when he wants something.
Nadia's doing more Pashto with him than I'm doing Dari, to be honest. Need to lift my game.

## Nadia
Her clinic is short two dental nurses and she's been doing 10-hour days. We're ships in the night
Tuesday to Thursday. Promised her a proper weekend away once the exams are done - the Sydney wedding in
January doesn't count because it's her family and we'll be working the whole time. Maybe Phillip
Island in the autumn. Write that down so it actually happens.

## Afghanistan
The news from home is relentless. The ban on women's voices in public, more restrictions every month.
Jawad's cousin on his dad's side was stopped at a checkpoint near Jalalabad for three hours because his
beard was "too short". I read it all and then I go and count tablets and it's a strange way to live,
knowing two completely different worlds at once. Mum doesn't watch the news anymore. I think that's
smart.

## Footy
Saints again. Don't want to talk about it.

## Money
- mortgage: fixed rate ends Feb 2025, talk to the broker before Christmas
- uni fees: FEE-HELP, don't think about it
- Lena: paid the first half, $1,650
- bathroom: ???
- Eid al-Adha in June cost a fortune between the qurbani and the kids' Eidi. Worth it.

## Random
- The library has JP sessions on Saturday mornings - might need that for the visa stuff (Lena said a
  stat dec could come up)
- Renew passport - expires 2026, not urgent
- Idris's school concert 5 Sept
- Mariam's birthday 22 Sept - don't forget like last year
- Call Uncle Rahim more. He's getting old and he did everything for us.
- Look at the CPD plan for this registration year - the grad dip should count for a lot of it

OK. Brain empty-ish. It's 11:50. Bed.
"""

LONG["notes/journal/2024-12-29-end-of-year.md"] = """\
---
title: 2024 - end of year
date: 2024-12-29
tags: [journal, review]
---

# 2024 in review (written on the couch, 29 Dec, everyone else asleep)

Nadia does this thing every year where she writes three good things and three bad things on a card and
puts it in a shoebox. I never do it. This year I'm doing a long version because a lot happened and I
want to remember it properly, not just as "a busy year".

## Work
Busiest year at Thomas St since I started. Script numbers up about 12% (60-day dispensing, plus the
new GP clinic two doors up). Flu shots: 214 for the season, a record. We started the UTI treatment
service in the middle of the year and it's been steady - mostly women who can't get into their GP for
a week. I like that part of the job more than I expected, the actual consulting.

Locums: Priya and Tom covered a lot for me this year, mostly Saturdays. Priya's the one everyone likes.
Tom's careful, bit slow. Both good. The agency ones are hit and miss.

The after-hours alarm night in November (see the daily note) - still funny, still annoying.

Honest reflection about shifts, because Greg asked at the Christmas party what I want next year:
I'm an opener. The 8:30 starts suit me - brain's sharp, the regulars come in early, the phones are quiet
for the first hour, and I'm home for dinner and Idris's bath. The Thursday late close (till 9) wrecks
me: home at 9:40, wired, can't sleep, useless on the Friday, snapping at Nadia. I told Greg I'd rather
do two extra opens than one more late Thursday. He said "noted", which means nothing. Put it in writing
in January, nicely. If the second pharmacist happens, that's the moment.

Things I want to change at work:
- get the DAA packing off Thursdays, it's killing Linh
- translated signs - done the Dari and Vietnamese ones, Greek and Khmer still to come
- a proper cold chain refresher for everyone (the data logger's on its last legs)
- stop eating lunch standing up at the bench

## Study
PHM5101 done - Distinction! 76. Dr Marsh wrote "referencing much improved" on the final case and I
was stupidly proud of that one line. Next year PHM5102 (Clinical Pharmacotherapy II) in semester 1,
with the big deprescribing case report and an exam in June. The study group with Ravi and Elise has
been the best thing about the course - we keep each other honest. Elise had her baby in November, so
she'll be on and off for a bit.

I'd like to finish the whole diploma by end of 2026. That's two units a year, part-time. Doable if
nothing else goes wrong (something else will go wrong).

## Jawad / the visa
No news since the acknowledgement in August, apart from the stat dec in September (done at the
library, took ten minutes, the JP was lovely). Lena says allocation to a case officer could be any
time. Khala asks every Sunday. Jawad's baby is due in February. I pray about it more than I admit to
people.

## The house
Bathroom: finally moving. Got three tiling quotes in October, went with Dom from Russo & Sons. Tiles
picked in November - see the tile note - and paid the deposit. Start is booked for early March.
For now we're keeping the bath, mainly for Idris, but Nadia's wobbling already and so am I.
Plumbing by Kev, obviously.

Budget check: quotes + tiles + vanity + bits is tracking around $22k. Ouch. The offset account is
about to have a very bad year.

Other house stuff: gutters cleaned (by me, on the ladder, Nadia watching with her phone ready to call
an ambulance), the side fence is leaning, the back lawn is 40% weeds.

## Futsal
Finished third in the spring comp - our best ever. Faisal cried a bit at the presentation (he'll deny
it). The knee held up with strapping. Fees went up again. Still the best part of the week.

## Family
Mum's BP is better since the new tablet and the Webster - 138/84 last check. She turns 70 in June.
Mariam and I have started talking about it; Mum keeps saying "no party", which means party. Need to
pick a venue by March.

Mariam and Hamid are good. Sana got into the selective school. Omar broke his wrist on the trampoline
(of course).

Idris finished Year 1. Teacher says he's a strong reader and "a kind boy who talks a lot in class".
That's me in one sentence.

Nadia: tired. Her clinic finally hired another nurse in October. We did a night away in Daylesford in
November (first time without Idris, both slept 10 hours and were in bed by 9).

## Health
- Averaging about 7,500 steps. Should be 10k. Futsal helps.
- Weight: up 3 kg since January. Study snacks. Be honest.
- Sleep: terrible on Thursday nights (see above, again).
- Need a skin check - booked for Feb.

## Money
- Fixed rate ends Feb. Broker meeting 14 Jan.
- Lena: first half paid. Second half when there's a decision.
- Bathroom: see above. Ouch again.
- Eid/Christmas presents for the kids (we do both, Idris has worked out that's the best of both worlds).

## Reading / listening
Didn't read enough. Finished two novels on holidays (one was Nadia's book club pick, which I will
not be admitting I enjoyed). Mostly podcasts in the ute on the way to work.

## 2025 - things I actually want to do
- [ ] pass PHM5102 (ideally Distinction again)
- [ ] bathroom done by Easter
- [ ] fewer Thursday lates - put it to Greg in writing
- [ ] Jawad: whatever comes, be ready with documents fast
- [ ] Mum's 70th - make it special
- [ ] weekend away with Nadia, just us (Phillip Island?)
- [ ] 10k steps average
- [ ] teach Idris to ride without training wheels
- [ ] CPD plan done early, not a panic in November
- [ ] call Uncle Rahim every fortnight

## Things I learned this year (work edition)
- People will tell a pharmacist things they won't tell their GP, especially in their own language.
  The aunties who come in "just for Panadol" and stay twenty minutes are usually telling me something.
  Listen for it.
- Never argue with a customer in front of a queue. Take them to the consult room, sit down, lower your
  voice. Works nine times out of ten. The tenth time, get Greg.
- Write things down at the time. The cold chain stuff, the S8 discrepancies, the phone calls with
  doctors. Future me is always grateful and never remembers the details.
- Locums need a proper handover, not a yellow sticky note on the monitor. I made a template in
  November and it's already saved us twice.
- The quiet customers are the ones to worry about.

## Community
Ramadan next year falls in March, so Eid will be end of March or so - right in the middle of the
bathroom. Khala will want lunch at hers as usual. The mosque asked if I'd do a talk for the women's
group about medicines in Ramadan (fasting and insulin, blood pressure tablets, when to break the fast
if you're unwell). Said yes. Mum is beyond proud and has told everyone, so now I can't back out.

The Afghan grocers on Thomas St had a rough year - rents up, two closed. The older families
(Mum's generation) are getting older and the kids shop at the big supermarkets. I try to buy our rice and tea
there on purpose. Small thing.

## The Sydney wedding
Nadia's cousin Laila, 11 January, a big Pashtun wedding in Auburn. Three days of it. I've been
instructed on which suit, which tie, and which uncles not to discuss politics with. Flights booked,
Yusuf's house-sitting, the sheet's written. Idris has been promised he can stay up till midnight, which
he will not manage.

## Three good things (for Nadia's shoebox)
1. Jawad's application is in.
2. Distinction.
3. Idris reading to Mum in Dari - badly, but reading.

## Three bad things
1. The Thursday lates.
2. Not enough time with Nadia.
3. The news from home.

## Things I want to remember from this year (small ones)
- Idris falling asleep on Mum's lap at Eid, both of them snoring.
- Linh bringing in banh mi for the whole shop the day the alarm night happened, because "you look
  terrible".
- Khala saying "Bashir jan, you are the man of this family now" on the phone in August, and me having to
  go and sit in the ute for ten minutes.
- The futsal semi-final: 1-1 with a minute left, Nico's free kick off the post and in off Faisal's back.
- Nadia laughing so hard at Daylesford she snorted tea out of her nose.
- Mr P, of all people, bringing a card at Christmas "for the pharmacist who shouts back politely".

Sydney wedding in two weeks. Yusuf's minding the house. Then 2025.
"""

LONG["notes/journal/2025-04-27-sunday-ramble.md"] = """\
---
title: Sunday ramble
date: 2025-04-27
tags: [journal]
---

# Sunday 27 April - a long one

Quiet Sunday. Nadia and Idris at her sister's, I'm "studying", which currently means writing this
because my brain won't settle until everything's out of it.

## The bathroom is finished!!!
Well, 98%. Dom finished the grouting last Saturday, Kev did the fit-off on the 14th, the screen went in
on Thursday. I had my first shower in the new shower on Thursday night and nearly cried. Nadia keeps
going in there just to look at it. Idris has been having two showers a day "to test it". The floor
tiles look even better than in the shop. Dom's work is beautiful - every line straight, the niche is
perfect, the falls actually fall. He was three weeks late starting but he worked Saturdays to catch up,
and he and Kev work well together. All paid out now. The final numbers are in the spreadsheet; it came
in a bit under the $22k budget once I add everything up, which never happens.

Small stuff left: the towel rails need re-siliconing (Nadia's annoyed at the gap), the exhaust fan is
loud, and I need to sort out the paperwork properly for the house file.

## Study - the elective decision
Decided! For next semester I'm going with PHM5110 Infectious Diseases Pharmacotherapy, not the Aged Care
one. Reasons, so I don't relitigate this at 2am:
- antimicrobial stewardship is where community pharmacy is heading - the UTI service, the likely
  expansion into other infections - and ID is my weakest clinical area
- Aged Care overlaps with what I already do every day with the DAAs and the facilities; I'd learn less
- Ravi's doing Aged Care, so we'll swap notes anyway and I get some of it for free
- the ID unit is taught by Dr Qureshi, who everyone says is great
Enrolled on Friday. Done. No more going back and forth.

Meanwhile PHM5102: A2 (the deprescribing case report) is due in three weeks and I'm behind. The bathroom
ate March and April. The case is good (Mrs K and her eight years of PPI), the writing is not. If it gets
ugly I'll ask Dr Marsh for an extension - she's fair about it if you ask early. Exam in June.

## CPD
Looked at my CPD log properly for the first time since January. This registration year (Dec to Nov)
I've logged 26 hours of the 40 I need. So 14 more to find before 30 November. The grad dip units
count, but I can only claim the hours I actually log with reflections, and I've been lazy with the
reflections. Plan:
- the opioid stewardship webinar on 27 May (1.5 hrs)
- write up reflections for the PHM5102 modules (maybe 6-8 hrs there if I'm honest about it)
- the vaccination refresher I have to do anyway
- something on wound care - I'm weak on it and people keep asking
Must not be November-panic again like last year.

## Eid
Eid lunch at Khala's was lovely. I carried her big pot in and out of the ute like a removalist. Twenty-
five people, qabuli, mantu, Mariam's firni. Khala cried about Jawad, of course - it's been almost nine
months since the application went in. His baby girl was born in February (Maryam - with a y, Khala
insists), so now there are three of them waiting in Islamabad.

The visa: the case officer changed again in March - Lena says it's normal and not a bad sign. Nothing to
do but wait. I've stopped checking my email every hour. Mostly.

## Work
Priya's leaving for Geelong (her husband got a job at the hospital there) - everyone's sad. Rosters are
shuffled again and Greg's emailed round the new arrangement. My June exam leave cover has fallen through
once already, so I'm nervous about that; Greg says he'll sort it. Flu clinic started 1 April, busy.

The fridge excursion in March - the paperwork's finally closed off. Nothing had to be thrown out in the
end, which was a relief (that was a few thousand dollars of stock). Greg still hasn't bought the new
data logger. I've asked twice.

The DAA change has worked. Linh's much happier, and so am I.

## Futsal
The comp moved venues this week - Keysborough is resurfacing. First game at the new place on Wednesday;
the courts are better but the parking is worse. The league email has the details. Fees went up (of
course). We lost 6-4 but I scored, from a corner, with my left foot, which has happened maybe twice in my
life. The knee is fine.

## Mum's 70th
Mariam's booked the restaurant for the 21st of June. We're still arguing about the present. I think a
Kindle is a waste (she'll never use it), Mariam thinks a photo book alone is "not enough from her own
children". We'll sort it. The kids want to do a song. Omar wants to do a magic trick. It's going to be
chaos.

## Idris
Lost his first tooth on Anzac Day at the dawn service (we went to the Dandenong one, first time - he
asked a hundred questions about the soldiers and the bugle). The tooth fairy paid $2, which Mariam says
is "very low for 2025". Learned to ride without training wheels at the park behind the library - tick
that off the list.

## Nadia
We booked Phillip Island for the weekend after my exam. Just us, Idris with Mum. I've
written it in pen.

## Things I keep forgetting
- ute service before the 150k (book it)
- rego due end of June
- Uncle Rahim - haven't called in three weeks, bad
- the house file: warranties, receipts, the manuals for the new tapware
- the thing Khala asked me to help her with (her email before Eid)
- Idris's swimming - term 2 fees

## Money check
Bathroom paid off from the offset, no loans, no credit card nonsense. The broker sorted the refix in
February - variable for now, which I hate but everyone says is right. Lena's second half is waiting in
a separate account so I don't accidentally spend it. Uni is on FEE-HELP. Nadia wants a new car next
year; I want the ute to last to 250k. We'll see who wins (she will).

## Exam plan (be realistic)
Exam is in June, then a week of leave around it if Greg can find cover. The plan:
- May: finish A2 first, nothing else until it's in
- then past papers, one a week, timed, at the kitchen table with the phone in the other room
- CrCl and DOAC doses until I can do them half asleep
- study group every second Sunday - Ravi's doing the cardiology summaries, Elise renal, me diabetes and
  deprescribing
- sleep. Actually sleep. Not the Thursday-night-then-6am thing.
The anticoagulation stuff is the scary part; it's also the part that actually matters at the bench, so
there's no excuse.

## Mariam
She's been amazing with the 70th planning - she rang eight places, did a tasting, and negotiated the
kids' price down. She's also been carrying Khala a lot more than I have this year, the driving, the
appointments, the phone calls at 10pm. I need to step up once the exam's over. Took her kids to the
movies last Sunday so she and Hamid could have a lunch by themselves; Omar ate an entire large popcorn
and then was sick in the ute. Worth it. Mostly.

## The neighbours
Mrs Kowalski next door put up with three weeks of jackhammer and tile saw without a single complaint
(she works nights). Took her a box of baklava from the Thomas St bakery and a card. She told me her late
husband was a tiler in Poland and then told me three stories about him. Lovely. Must invite her to
something.

## Random thoughts
I turn 40 in September. I don't feel 40. My knee feels 60. When I started pharmacy I thought I'd own a
shop by 35. Now I'm not sure I want to - Greg works harder than anyone, and for what? I like the
clinical side. Maybe the grad dip is me quietly working that out. Maybe a hospital role one day, or
something in a GP clinic. Not yet. Idris is too small, and the Thomas St regulars are my people -
Mrs K, Mr P (even Mr P), the Hashimis, the aunties who come in just to chat in Dari because nobody else
at their doctor speaks it.

One more: I've been thinking about Dad a lot lately - he'd have been 75 this year. He never saw any of
this: the house, Idris, the shop, the diploma. Mum says he'd have been unbearable about the diploma,
telling every man at the mosque. I'd have let him.

Weather's turned - first cold mornings, frost on the ute windscreen on Thursday. Winter's coming, which
means flu season proper, the hot water unit getting its annual workout, and futsal in a freezing
stadium. Put the heater service on the list too while I'm at it.

OK. A2 now. Really.
"""
