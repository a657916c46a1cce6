# -*- coding: utf-8 -*-
"""Three long rambling journal notes (stdlib only)."""

LONG = {}

LONG["journal/2024-03-17-sunday-thoughts.md"] = """---
date: 2024-03-17
type: journal
mood: tired but ok
---
# Sunday thoughts – mid March

Sunday afternoon, the boys are in the pool, Thandi is asleep on the couch with her book on her face, and
for once the power is on. Stage 6 most of the week, dropping to Stage 4 yesterday, so I'm going to write
everything down before I forget half of it. This journal thing only works if I actually do it.

## Work, load-shedding, and the pumps

This was one of the worst weeks for the pump stations since I joined the Northern Region. Stage 6 means
three slots a day for most of our blocks and for Blackburn it came back to back on Tuesday and Wednesday
evening. The high-level zone at Blackburn/Cornubia was dry by 19:30 on Wednesday, which means the ward
councillor was on the phone to Fathima, and Fathima was on the phone to me, and I was on the phone to the
control room, and the control room was on the phone to Verulam depot asking where the trailer genset was.
Answer: it was at Ottawa, because somebody moved it there on Monday and didn't log it. We need a fixed
genset at Blackburn, full stop. I'm going to write the motivation properly this time with the outage log
as evidence – reservoir levels before and after each slot, the number of complaints, the tanker costs.
Numbers are the only language capex understands.

The funniest (now) part of the month was still the snake at Umdloti at the end of February. Power came
back, I sent Sandile to restart the pumps because the genset there is manual start and somebody has to
go and physically do it. He phones me: "Bongani, there's a snake in the switch room and it's looking at me."
A Mozambique spitting cobra, curled up behind the MCC panel where it's warm. He stood outside the door and
refused to go in, and honestly, correct. We called Nick the snake catcher from Ballito – he's the one the
municipality uses – and he took forty minutes to get there and about two minutes to bag it. Forty minutes
of the reservoir dropping while we waited. It's in the log now as the reason for the late restart, which
will confuse some auditor one day. Sandile is now the official snake guy of the region whether he likes it
or not. The lads bought him a plastic snake for his desk.

Kevin (our SCADA tech, the one who reset Blackburn remotely for me on Valentine's night) showed me an app
on his phone that he swears by – ShedWise. You put in your areas and it pushes the schedule for each one,
and you can add several areas, so he has all four pump stations' blocks in there plus his home. It
notifies you 15 minutes before a slot starts. I put it on my phone on Thursday. It's better than the city
PDF which is always a version behind, and it beat the official Eskom announcement by an hour on Friday.
Must tell Lindiwe about it, she's still cheking the PDF like it's 2019.

Tender 017 is moving along. The briefing at Phoenix in February was packed – 40-something companies, half
of them just there to get the attendance register signature. The questions afterwards were mostly about
reinstatement of paving and traffic accommodation on the off-ramp, and because of the number of
clarifications Supply Chain issued an addendum and pushed the closing date out. Good, honestly. Better bids
with time than rushed ones with mistakes. I'm on the BEC, so I have to keep my mouth shut with contractors
now. One of them phoned me "just to ask about the spec" and I told him to send it in writing to Supply Chain.
I'm not going to be on the front page of the Mercury.

## The flat

Plans are in with the council since the 13th of February. No word yet apart from the acknowledgement
e-mail. Priya says the northern region office is slow but fair, and to expect questions. We'll see.

Builder quotes are in. Three of them. Lucky is the cheapest by a lot – R 55 000 less than Themba – and he's
a nice guy, answers his phone, came round on a Saturday. Themba's quote is more complete though, and
Thandi keeps saying "cheap is expensive". I think we're going with Lucky. I told the family group last week
that we're leaning that way. Part of me wants to phone his references properly before signing anything,
but the other part of me wants to just start. Mama isn't getting younger and the rent-free cottage she's in
at Inanda belongs to Baba's cousin who wants it back by next year.

Mama's birthday was two weeks ago – 3 March, 68 years. We did a lunch with all of us, even Zee flew down,
and Sbu brought the kids. Mama wore her church uniform because "it's Sunday and God also wants to see me".
She was so happy. She cried a bit when Sipho made a speech in isiZulu – his isiZulu is better than mine
now, thanks to his teacher. Ngiyaziqhenya ngaye. I need to remember that these days are the point of all
of this.

Zee had an opinion about the roof (Zee has an opinion about everything) – I'll think about it later when
we get to that stage.

## School

First proper month as chair of the finance committee. I didn't really know what I was getting into. The
previous chair left files in three places, the bursar Joyce is a star but overworked, and the auditors are
late with last year's statements. The budget for 2025 has to start in April already, which sounds crazy but
the parents' meeting is in October and we need drafts, consultations, all of it. I said at the first
meeting that I want us to decide things in meetings with minutes and send them by e-mail, and there was
this little silence, and then Pieter said "thank God". So I'm not the only one who hates running a
school's finances through a WhatsApp group with 14 voice notes every evening.

The bus situation is bad. Coastal Shuttle broke down twice this term and Lwazi was 40 minutes late for
school on Monday, standing at the side of the M41 with 30 kids. That contract ends in December and I don't
think anyone will vote to renew it.

## Running

Comrades is 9 June and I am behind on mileage. This week was a write-off: load-shedding at 05:00 meant the
promenade was pitch dark except for the lighthouse, and I'm not mad enough to run there in the dark on my
own. Somebody suggested the treadmill at the gym. I tried it once on Thursday for 40 minutes and I wanted to
die of boredom. I'd honestly rather run in the rain. For me running is outside, early, before the day starts
– the promenade at 05:30 with the sea on one side and the ships waiting outside the harbour, the Striders
guys at the lighthouse on Wednesday evenings, that's the whole point. The treadmill is a hamster wheel with a
TV. Saturday I did 32 km with the club along the M4 to Ballito and back with a lift, legs are fine, head is
better.

Target: a silver? No. Be honest. Target: finish in under 11 hours and enjoy it. Bill Rowan medal if the
legs are kind.

## Home stuff

- Sipho high school: the open days are in May. He wants Crestview Boys because his friends are going and
  they have a proper maths and robotics program. Thandi likes Seabrook College because it's co-ed and closer.
  Fees at Crestview are heavy. We'll go to both open days and then decide as a family.
- Lwazi has decided he is a swimmer now, not a soccer player. Lessons at the aquatic centre after school.
  Fine with me, one less muddy kit on Saturdays.
- Thandi's pharmacy is short-staffed, she's doing Saturdays again. I need to take over the Saturday
  morning run-around.
- The pool pump is screaming again. Probably the bearings.
- Bhubesi ate a whole dishcloth. Vet said he'll be fine. He is fine. He is an idiot.

## Money

Did the numbers for the flat again with the spreadsheet. Savings cover about half. The rest has to come
from a bond top-up, so I must get the application in once we have a builder and approved plans, because
the bank wants both before they'll even look at it. Refilwe at Ubuntu Bank says the top-up (they call it a
further advance) takes about 4–6 weeks from application to registration. So if plans are approved in April
and we apply end of April, money in June, builder starts June. Tight but possible.

I keep thinking about what Baba would say. He built his house in Inanda himself, brick by brick over
eleven years, weekends only, with his brothers. He'd laugh at me paying a builder. Then he'd come and inspect
every brick anyway.

## Things to remember
- motivation for Blackburn genset – use the outage log
- ShedWise: add Mama's area in Inanda too so I know when she's in the dark
- phone Lucky's references (really, do it)
- open days for Sipho – May
- get my CPD certificates together, ECSA renewal is this year (July)
- book the bakkie's tyres

Okay. The boys are out of the pool and fighting over the last Magnum. Enough writing.
"""

LONG["journal/2024-07-21-winter-catch-up.md"] = """---
date: 2024-07-21
type: journal
---
# Winter catch-up (July)

It's been four months since I wrote here. Shame. A lot has happened, so this will be long. It's a cold
Sunday by Durban standards – 17 degrees and everyone in beanies – and Mama is here for the day, sitting
on the old bench looking at "her" walls going up at the back. She brought a flask of tea for the builders
and they love her more than they love me.

## The flat – it's real now

Site handover was 3 June. Foundations inspection by the council passed on the 12th (inspector said our
trenches were neater than most, which, as a civil engineer, I took very personally and very proudly).
Slab poured on the 20th of June, right before we left for the Berg, and when we came back the brickwork
was already at window height. This week they reach wallplate. Themba's team is good: they sweep up at 4pm,
they don't play music too loud, and the foreman Sifiso sends me a photo every evening without me asking.

The roof: this was a whole family debate. Priya's drawings had concrete roof tiles, to match the main
house. Then Zee weighed in on the family group (of course), Sbu agreed with her, and
Themba quoted both options. We decided last Sunday: **IBR sheeting in charcoal, not concrete tiles.**
Reasons: lighter trusses (cheaper), faster to install, easier to fix, and with insulation underneath it won't
be noisy in the rain – Mama was worried about the noise. Thandi was the last to agree because of the look,
but charcoal sheeting on a small flat looks quite modern actually. Told Themba on Monday, he's ordering the
trusses for end of August.

## Money – the bond

The further advance finally registered at the Deeds Office on the 8th of July. The bank gave us a bit less
than we asked for, so we're squeezing the contingency and doing the painting ourselves. The new bond
instalment is **R 14 870 a month from August**, up from R 11 460. Ouch, but manageable if we're careful.
Thandi wants us to pay extra into the bond when the flat is done so that it doesn't hang around for 17 years.
Agreed in principle. Her salary increase in April helps.

The bank's draws work like this: their valuer comes out after each stage, and then they pay the builder
directly. First draw went through for the slab. Themba was very happy about that; he said half his clients
"forget" to pay for the slab stage.

## The Berg

24–30 June in the Champagne Valley. Cold, beautiful, no signal in the chalet which was the best thing
for all four of us. Work was covered so I could actually switch off the phone. Nox house-sat and said
Bhubesi was an angel (lies). The boys did the chain ladder at Tugela Gorge – Lwazi cried halfway, then
refused to come down. Sipho carried the backpack the whole day without complaining, which is new. Thandi
read two books. I read half of one. We braaied every night, even when it was -1 outside. I want to go back
every year.

## Comrades

9 June, the up run, Durban to Pietermaritzburg. 10:52 finish. Bill Rowan medal, just. Polly Shortts nearly
killed me, and then some kid at the side of the road gave me a boiled potato with salt and I swear it saved
my life. Thandi and the boys were at the finish with a sign that said "BABA UYISHAYA!" Mama watched on TV
and phoned me five times during the race, which I only saw afterwards. Never again. (Everyone says that.)

## Work

- ECSA renewal is done. Uploaded the CPD stuff mid-June, paid, and got the confirmation e-mail with the
  reference on the 10th. Registration valid until 2029. One less thing.
- Tender 017 was awarded to Siyakha Civils; site handover is next week (29 July). It'll be a big one,
  14 km of pipe, 1 300 connections and the new rising main. I'm the project engineer, so there go my next
  18 months.
- The Mount Moreland trench incident in May is closed from the Labour side. Mandla is back at work and
  apparently tells everybody he survived being buried alive, which is quite an upgrade on "bruised shin".
- Load-shedding has been suspended for months now. Nobody trusts it. The Blackburn genset motivation went
  into the capex list anyway – Fathima said "maybe" which in Fathima-language is a good sign.

## School

The braai fundraiser is on for Heritage Day. I'm in charge of the braai area (obviously). The committee
approved it in June; target R 40k for shade cloth over the Foundation Phase play area. Pieter has the gas,
Mama's church ladies are doing the pap pots, and we're still sorting the meat supplier – somebody's cousin
has a butchery in Verulam apparently.

The bus contract goes out for bids in August. Coastal Shuttle is done, we just need to make sure the new
one is actually better and not just cheaper.

Budget: the 7.5% draft fee increase is going to cause a fight at the parents' meeting. I'm working on
getting it down – second photocopier lease has to go, and the security contract can be re-quoted.

## The boys

Sipho: we went to both open days. He's set on Crestview Boys. The maths teacher there spoke to him for
ten minutes about robotics and that was it, the boy was sold. Application in. Thandi has made peace with it.
Lwazi: swimming is his whole life now, he wants to go to the gala in October. He also asked Mama to teach
him to cook phuthu "the real way, not Baba's way". Cheek.

## The neighbours, the noise, the council

Mr and Mrs Ferreira next door are not thrilled. The TLB on the first morning was at 07:05 and Mrs Ferreira
was at the gate at 07:06 in her gown. I went over with a bottle of wine and the approved plans, showed her
the building line and the height, and promised no work on weekends. Since then she waves at the builders.
Mr Ferreira even lent Themba's guys his extension ladder. Small things.

The council side has been surprisingly smooth after the amendment drama in March. The rear building-line
comment cost us a redraw from Priya and half a metre of garden, but the approval came in May and the
inspector for the foundations was helpful. Next inspections: drainage before backfilling, then the final one
for the occupation certificate. Priya says the final one is where people get stuck, usually on the electrical
certificate, so make sure the electrician is sorted early. Noted.

## Winter at home

The pool pump finally died in June – the bearings, like I said in March. New one is quieter, and on a timer
that stops at 20:00 because Mama will be sleeping twenty metres from it. Bhubesi has moved into the lounge
for winter and refuses to leave the heater. The boys are both taller than they were in March; Sipho's voice
is breaking and he's embarrassed about it, which means everybody at the dinner table is very careful not to
laugh, and then Lwazi laughs.

I've been reading a book about the history of water in Durban – the old Umgeni scheme, the Nagle and Shongweni
dams, the typhoid years – and it's strange to read about people a hundred years ago complaining about exactly
the same things our customers complain about now. Pressure, leaks, bills. Nothing is new.

## The Striders

The club had its prize-giving for the Comrades runners. Free boerie roll, a certificate and a lot of lies about
splits. The chairman wants everybody back at the Wednesday time trial by September for the summer season.
My knees disagree. We'll see.

## Thandi

She's tired. Pharmacy, Saturdays, the boys, the flat decisions, my mother. She never complains, which is
exactly why I need to notice. Booked a night at the beach hotel in Ballito for us in August – don't tell her.

## Mama

She's excited and scared about the move. She keeps saying she doesn't want to be a burden. I keep telling
her she's not a burden, she's my mother. She asked if she can still go to her church in Verulam on Sundays –
of course, we'll drive her. She's already planning her imifino garden next to the stoep and has a list of what
she wants (I made a note of all of it earlier in the year). Uyazi, I think this is the best thing we'll do
this year.

## Random things I don't want to forget
- Lwazi asked at supper why water is free at the beach but not at home. Sipho explained tariffs to him
  better than I do at public meetings. Maybe he should be the engineer.
- Mama's phrase of the month, about the builders: "Bayasebenza laba bafana, bangabantwana abahle." She has
  adopted all of them.
- Thandi found Baba's old photo of the Inanda house foundations from 1984 – him in a vest with a spade,
  grinning. We're going to frame it for Mama's flat.
- The guy at the hardware store in Verulam tried to sell me a "Comrades special" on wheelbarrows.
  Didn't buy it. Almost did.
- My old university friend Musa is now at the water board in Pietermaritzburg; lunch when I'm up there.

## To-do (for real this time)
- trusses order with Themba – end Aug
- solar quotes (BrightVolt and one other)
- fibre for the flat: apply in September
- Sipho's Crestview application fee – paid? CHECK
- braai day meat supplier
- Thandi's surprise – August
"""

LONG["journal/2024-10-20-long-week.md"] = """---
date: 2024-10-20
type: journal
---
# A long week (October)

I'm writing this at 21:30 on a Sunday with a glass of wine Thandi poured me "because you look like you need
it". She's right. This week had the solar install, the Phase 2 progress meeting from hell, the AGM prep,
Lwazi's gala and Sipho's news. Let me do it in order, because otherwise I'll just complain.

## Solar at the flat

BrightVolt did the install on Tuesday and Wednesday. Kyle and two guys, very neat, cable trays straight,
labels on everything. Six panels on the north side of the new roof (mounting was quick, Kyle said), the 8 kW Sunvolt inverter and ONE battery for now in the
store room. The second battery comes when the bonus lands in November. I watched the app all of
Thursday like a child watching a kettle: 4.1 kWh from the sun on a cloudy day. Thandi: "Are you going to stare
at that app all night?" Yes.

I wrote a how-to sheet for Mama with big letters, and stuck it inside the store room door. The most
important line is "never open the inverter cover". The second most important line is "WhatsApp Bongani".

## The flat in general

Roof done, ceilings in, plaster done. Electrician did the first fix before the ceilings went up – Themba
used his usual guy, who seems fine, if slow on WhatsApp. The plumber comes back next week for the second
fix – geyser, basin, shower mixer, the gas line for Mama's hob. Then tiling, then painting (us), then
handover. Themba is still saying end of November is possible. So we're still aiming for Mama to move in on
Saturday the 30th of November. Zee wants to fly down for it. Sbu says he'll bring his bakkie.

Thandi and I went to choose tiles on Saturday. We agreed on light grey porcelain for the bathroom and a
warm sand colour for the rest, because Mama said light colours. The bathroom tiles are a special order
because of the non-slip finish. The guy said "two weeks", which in tile-shop time means who knows.

## Work – Phase 2

Siyakha Civils are behind on the Unit 2 house connections. The progress meeting on Thursday was three hours.
Their site agent kept saying "the community" held them up, the ward councillor's office says nobody has heard
from them, and meanwhile we have 200 houses with meters still on the wrong side of the wall. The HDPE rising
main is going well though – the butt-welding crew is proper, and the canal crossing went in without drama. I
pushed hard for HDPE on that main in January and I'm glad; the pressure logging we did last month showed spikes
of 12 bar when Mount Moreland PS tripped. uPVC would have been a problem.

The other thing from the progress meeting: the asbestos removal. Every length of old AC pipe that comes out
has to be wrapped, manifested and taken to the licensed site, and Siyakha's subcontractor was caught stacking
pieces next to the road in Unit 1 on Monday. Nadia went out there herself and I have never seen a site agent
move so fast. We issued a formal instruction. I don't want to be the engineer on the project where children
played on asbestos pipes. The community liaison officer is going door to door to explain what the orange
tape means.

Load-shedding: it's been more than 200 days without it now. Everybody's relaxed. I'm not – the winter
maintenance season at the power stations will end and then we'll see. The Blackburn genset is in the
draft capex list for 2025/26. Kevin thinks the pump station telemetry needs an upgrade before then anyway,
the old RTUs keep dropping off SCADA.

## School – the budget meeting is on Wednesday

Parents' budget meeting this Wednesday evening. We got the draft fee increase down to 6.8% from the 7.5% we
started with in April, which took blood, sweat and a second photocopier. The parents' WhatsApp group is
already on fire about it. Some people want 0%. Some want 0% and more teachers. I've prepared the slides:
where every rand goes, salaries of the SGB-paid posts, the security contract, the municipal rates. Mr Reddy
will present, I'll answer the money questions. Thandi says I must not make my "engineer face" when people
ask silly questions. I don't have an engineer face. (I do.)

The braai money is banked, shade cloth ordered. We beat the target comfortably – I'll frame Celeste's email.

The bus contract went to Khumalo Bus Services after the special meeting in September. Still waiting for
some paperwork before we sign, but the PrDPs are in.

## The boys

Sipho got into Crestview Boys! The letter came Wednesday. He did a victory lap around the pool and then
jumped in with his school clothes. Thandi cried. Then she saw the fee schedule and cried a bit more, for
different reasons. Uniform shopping in January.

Lwazi's gala was Friday afternoon at the aquatic centre. He came fourth in the 50 m freestyle and was
furious about it, then won the relay with his team and forgot he was ever furious. Mama was there in her
church hat, cheering louder than anyone. "Shesha, Lwazi, shesha!" The other parents loved her.

## Mama

She's been packing in Inanda for weeks already. Forty years of a house. Baba's tools, which she won't give
away. The old sewing machine. Her photo albums. She's worried the flat will be too small for all of it.
It will be. We'll sort it out. Sbu and I will do a trip to Inanda one weekend in November to bring the heavy
things so the move day itself is just her and the bed and the plants.

## Money check
- Builder: paid up to the roof stage, the bank's valuer was happy
- Solar: paid in full (deposit in Aug + balance on install)
- Plumbing, electrical: progress payments
- Still inside the (new, smaller) budget, just. The contingency is mostly gone because of the rear
  building line thing and the roof change. Don't tell Thandi I said "mostly".

## Baba's tools

Sbu and I went to Inanda on Saturday morning to look at what needs to come. Baba's workshop is exactly as he
left it two years ago: the spirit levels on their nails, the tins of screws sorted by size, his overall on the
hook with the pen still in the pocket. Sbu stood there for a long time. Mama wants all of it kept. We agreed:
the good tools come to my garage, the rest Sbu takes to PMB, and nothing gets sold. I took his old steel
tape measure for myself. It still works. It probably measured every brick of that house.

Walking around the yard, Sbu said something I keep thinking about: that Mama moving out of Inanda is the end
of the house being "home" for all three of us. He's right. But the flat will be home for her, and our house
will be home for the boys, and that's how it's supposed to work. Ubaba wayezoqonda.

## The neighbours and the builders

Mrs Ferreira next door has moved from tolerating the builders to feeding them. She brought koeksisters on
Friday. Themba's guys now call her "Gogo Ferreira". I don't know how to feel about being the second-most popular
person in my own garden after my neighbour and my mother.

## Thandi's birthday

2 December. Last year I forgot to book and we ended up at the Spur with the boys, which she was very gracious
about, but still. Options: the sunset dinner cruise from the harbour, the Zimbali spa day, or a night in the
Midlands. She always says she doesn't want a fuss, which means she wants a small, perfect fuss. Must book by
mid-November. Maybe Mama can look after the boys – in her new flat! That would be a nice first job for the
granny flat, and a nice way to say thank you to Thandi for all of this.

## Bakkie, house, admin
- bakkie service due at 165 000 km – book for November
- pool is green again after the rain – shock it
- medical aid statement: the claim for Lwazi's ear grommets is still "being processed" since August
- renew Thandi's car licence in December

## Me
Not running much since Comrades. The Striders moved the Wednesday time trial away from the lighthouse
because of the resurfacing, and the new start is further for me, so I've been lazy. Must get back to the
early promenade runs, I'm grumpy without them.

## Next
- plumber second fix – next week
- tiles – chase the shop
- fibre for the flat – install booked November
- AGM Wednesday – slides to Mr Reddy by Monday night
- Sipho: Crestview acceptance form + deposit by 31 Oct
- Thandi's birthday – 2 December. Think of something better than last year.
"""
