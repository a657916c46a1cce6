"""The three long rambling journal notes."""
from util import write_text

J = {}

J["journal/2023-12-22 end of term brain dump.md"] = """# End of term brain dump – Fri 22 Dec 2023

Right. Term's finished. I sat in the car outside school for ten minutes after the staff do because
I genuinely could not face the Manningham Lane traffic, and also because it's the first time since
September I've had ten minutes with nothing in them. So this is me writing it all down before it
falls out of my head over Christmas. No order. Just everything.

## Abbu

Where do I start. Ten weeks ago I was sitting in that relatives' room in Leeds with Ammi holding my
arm so tight I had marks, and today Abbu walked to the corner shop and back on his own and
complained that the paper had gone up to two pound. That's the summary, really. The rest is detail.

The rehab has been the making of him. Tuesdays and Thursdays at Girlington, the rehab nurse there
is brilliant – firm with him, which nobody in our family manages. He came back from week three with
a leaflet about saturated fat and lectured Ammi about ghee in front of Nasreen khala, which nearly
started a war. There's one more week of sessions after Christmas (no class on Boxing Day, obviously)
and then he "graduates". He's pretending he's not excited about the certificate.

The meds are in a blister pack from Oakfield now, which has saved my sanity. Before that it was
the blue tub in the kitchen and Ammi ringing me at 7am to ask whether the white one or the small
white one was the morning one. Sana wanted to do a spreadsheet. I said Ammi will not look at a
spreadsheet. The pharmacy blister pack was the compromise and it works.

His mood has been the hardest bit nobody warned us about. The nurses did say "low mood is normal",
but there's normal and there's your dad sitting in the front room with the telly off. It's lifting
now. The walking helps, the park helps, the uncles from the masjid coming round with fruit help,
Zayn and Maryam helps most of all. Maryam has decided she's his nurse and takes his "temperature"
with a felt-tip pen.

He's sleeping upstairs again since last week. Bilal carried the single bed back to Rashid chacha's.

Things to remember for the new year: the cardiology follow-up is in March (it's on the family
calendar), he's not allowed to drive until the doctor says so, and he's asking about Umrah already.
Absolutely not this year, Abbu.

## School – mocks, parents' evening, the usual chaos

Mocks done. Marking nearly done – I've got eleven of the top-set Physics Paper 1s left and I'm
going to do them on Boxing Day with a tin of Quality Street like a proper teacher. The physics
results are better than I feared. The big gap is English Literature, same as last year; the
quotations just aren't going in. We'll need something in January with the English team.

Results went out to students in tutor time on Tuesday. Envelopes. Two criers, one kid who
thought a grade 4 in maths was the end of the world (it is not, it's a pass, we'll get him to a 5),
and one lad in 11R who opened his, looked at it, said "sound" and went to lunch. I love that lad.

Parents' evening on the 30th November was mad. It was in the middle of mock week, so half the
conversations were "how did he do?" and I had to keep saying "we don't know yet, they haven't been
marked". Note for next year – and I've told Dan – parents' evening AFTER mocks are marked. We've
got the second one in the spring anyway which will be the proper "here are your targets" one.

The clash I'm still annoyed about: Zayn's nativity on the 13th. He was a shepherd. Second shepherd,
with a line. I'd had it in the calendar since October, and then SLT put the Y11 mock results
meeting at 2pm that same afternoon, the one where each HoY presents their year's data. I asked to
go first, they said yes, I presented in fifteen minutes flat, drove like a maniac and got there for
the last song. Missed his line. Ayesha filmed it. He said "it's fine Abbu" (he calls me Abbu too,
which makes it confusing in Ammi's house) in the voice of a child for whom it is not fine. Note to
self: the school calendar is not more important than the family one. Next year I book the afternoon
off the second the nativity date comes out.

## CERN

Balance is all paid – Lorraine confirmed on the 8th. We're at 36 students and four staff: me, Joanna,
Imtiaz and Hannah. One of the Y12 lads dropped out in early December for family reasons, and his
seat went to the first name on the waiting list, so we're still at 36. Marco re-priced after we
went over thirty which made parents happy – nobody complains about a price going down.

Risk assessment went in to the EVC last week. It's the longest document I've ever written. Medical
section alone is four pages – three asthmatics, an epipen, a type 1 diabetic. Josh's mum has sent me
a laminated card about his pump settings. I've laminated a copy of the copy.

Joanna is doing the worksheet for CERN and I'm doing the "physics of Geneva" quiz for the hotel
night. Imtiaz has volunteered to be in charge of the Swiss francs float, which is brave.

Flights are the early one out of Manchester. Coach at 4.30am from school. I am dreading it.

## Ofsted

Still not had the call. Every Monday morning the whole building holds its breath until lunchtime.
Claire keeps saying "we're ready", which is what you say when you're not sure. Honestly, science is
in good shape. My worry is the attendance figures for Y11 – they're better, but "better" from a low
base. I've got my numbers written on a card in my jacket pocket like an idiot.

## The boiler

Last Thursday the boiler packed in at 6am. Ice on the INSIDE of Zayn's window. Pressure was down to
nothing. I tried the filling loop like the YouTube man does and it just went straight back down.
Rang round, and Lee from Aire Heat & Plumbing came out the same morning – Ayesha's cousin
recommended him. Turned out the pressure relief valve had gone, so it was just dumping water out of
the pipe on the side of the house. He replaced it in forty minutes, £95 all in, didn't make me feel
stupid, and showed me how to re-pressurise it properly. He's going on the house-sitter sheet for
February and in my phone as "Lee Boiler Legend".

## Sana

The mangni was lovely. Imran's family came over on the 9th – his mum, dad, two sisters, and
approximately forty-five trays of mithai. Imran is a good lad. He talked to Abbu about cricket for
an hour and actually knew what he was talking about, which is how you win this family over. Abbu
asked him who the best Pakistani fast bowler of all time was and he said Wasim, which is the
correct answer. Rishta approved by the committee.

They've picked the dates: end of August, mehndi on the Thursday, baraat Saturday 31st, walima on
the Sunday, which is the Qureshis' side. Ammi has already started a list of who to invite and it's
already too long. Abbu wants the mehndi "at home, like we used to". In a back garden in Bradford at
the end of August. We'll see what the weather thinks about that.

I've somehow become the project manager. Sana says it's because I "do trips". I said a school
trip has a risk assessment and a budget and a head who says no. She said "exactly". I'm doing a
master plan note in January when I've got a brain again.

## Cricket

Winter. Nothing happens except the WhatsApp group arguing about kit colours. Adeel's captain again,
Craig vice. I need to sort the indoor nets for February/March. And I want to get Haris Iqbal (11R,
the quick one) along – his dad asked at parents' evening. If he's half as quick as his dad thinks
he is we've got an opening bowler. Also need someone to remind me to book the pitch for next
season before the good slots go.

## Me

Tired. Not ill, just tired in the bones. Ayesha has instructed me to do nothing for four days.
I'm going to sit in my chair with a doodh patti – proper one, milk boiled with the leaves, two
elaichi, in the big mug – and not open my laptop. Honestly, give me a doodh patti over any fancy
flat white in the world. Ayesha drinks green tea. We've been married twelve years and I still don't
understand it.

Things for January-me:
- Mock analysis for SLT
- English Lit intervention plan with Kirsty
- CERN parents' info evening – book the Lecture Theatre for Feb 1
- Abbu: rehab finishes 4 Jan, then keep him walking
- Wedding master plan (ask Sana for Imran's family list)
- Nets booking, pitch booking
- Sleep

Right. Home. Zayn has made me a card that says "World's Best Teacher Dad" and Maryam has drawn
what she says is me but is clearly a potato. Both going on the fridge next to Abbu's med list.
"""

J["journal/2024-04-05 easter hols ramble.md"] = """# Easter hols ramble – Fri 5 April 2024

First proper week off since February half-term, which wasn't a week off because I spent it in
Switzerland with 36 teenagers. Ayesha's taken the kids to the park so I've got an hour, no chai
(it's Ramadan and it's three in the afternoon, the worst hour of the fast) and a head full of stuff.
Writing it down.

## Ramadan

Last few days now. It's been a good one, honestly – calmer than last year, when I was running
revision sessions till five and breaking my fast in the car with a date and a bottle of water.
We've done iftar at Ammi's most weekends. Abbu fasted a few days and then Dr Okafor's secretary
rang back and said not while his tablets are still being adjusted, so he's been doing the
"fidya and feeling guilty" route, which Ammi says is allowed and he says is not the same. He sits
with us at iftar anyway and has his dates and his water and his tablets like it's a ceremony. The
kids love the countdown to maghrib. Maryam announces it every night from the window like a muezzin.

Eid is probably Wednesday. The annual argument about which day has already started in the family
WhatsApp. I've booked nothing, I'm going where I'm told, with a box of mithai in each hand.

## Geneva / CERN – the recap I never wrote

It was brilliant. I'll say that first because most of what follows is the chaos, and the chaos is
what you remember, but the kids had the best time and so did we.

CERN itself was the highlight, obviously. The guide was a Portuguese postdoc who was so excited
about the detectors that even the Y11 boys who'd spent the coach journey asleep were asking
questions. Laila asked about antimatter for about twenty minutes. The Science Gateway building is
amazing. Joanna's worksheet went down well. Half of Y12 now wants to do physics at uni, which is a
result, and one of them has asked me about summer student programmes for when she's older.

The chaos. Number one: the flight. The early one. Coach from school at 4.30 in the morning to get
the 07:10 from Manchester. Never again. Forty people who've had three hours' sleep, a security queue
at 5.45am, two kids who'd "forgotten" they had a full bottle of water, one who had a full bottle of
shampoo. Everyone was grey by the time we landed and the first afternoon was a write-off. Next trip,
I'm telling Marco: afternoon flights, even if it costs an extra thirty quid a head. The whole day
one is better if everyone's slept. I'd rather pay more than lose a day and have kids falling asleep
on the tram.

Number two: the passport. Thursday, at Geneva airport, going through the gates for the flight home,
Ellis Whitaker (Y11) goes white and says "sir, I think my passport's in the safe". The hotel room
safe. Which was now twenty minutes away by taxi. Joanna stayed calm, I did not. Rang the hotel, the
night manager – who was lovely, absolutely lovely – went up to the room, got it out with the master
code, put it in a taxi with one of the porters and it got to departures with fifty minutes to spare.
Cost us 60 francs for the taxi and a box of chocolates I bought for the hotel on the way through.
Ellis has promised to pay me back and has offered to write the trip report for the school newsletter
as penance, which is actually a decent idea.

Number three: the fondue night. Enough said. Nobody told me Swiss fondue has wine in it. We ended
up with a pasta option for the Muslim kids and the ones who don't drink, which was most of them, and
the restaurant were very decent about it. Note for the next risk assessment: ask about the fondue.

Number four, and a good one: the lake cruise got cancelled because of wind so we did the Patek
Philippe watch museum instead, and the Y12 engineering lot loved it more than anything else all
week. Sometimes plan B is better.

Marco's sorting the refund for the lad who dropped out – it comes after the tour "closes" in April.
I'll believe it when I see it.

## Ofsted – the report's out

Report published 8 March. **Good** overall. Quality of education Good, behaviour and attitudes Good,
leadership Good, and **personal development: Outstanding**. That's the careers work and the
enrichment and all the trips, and I'm taking a tiny piece of that for Geneva. Claire cried in the
staff briefing. Dan bought everyone a bacon/halal-sausage sandwich the next morning.

Science got a nice line in the report about practical work. I've printed it and stuck it in my
planner.

## Abbu

Doing well. Dr Okafor was pleased with him at clinic – the echo shows the heart pumping better than
before the op, and she's happy for him to drive short distances again. His bisoprolol was put up to
5mg back in January (after the first review) and his pulse is lower, sometimes a bit too low
maybe, he gets a bit dizzy standing up. I've told him to mention that to the GP and he's told me
he's "fine". So. We'll see. Sana has him taking his BP every morning and writing it in a
spreadsheet, which she won, in the end.

He walks every day – Lister Park, once round the lake, twice on good days, with Rashid chacha. They
stop at the cafe and have a tea and argue about politics. It's the happiest I've seen him in a year.

## The wedding – the bit that's eating my evenings

Right. The caterer. We'd said yes to Mughal Feast in January, on Javed's word, because Ammi knows
his wife. Then Ammi's friend from the ladies' committee recommended Lahori Degh and sent me a video
of their karahi (yes, really), and I got a quote from Shahid in March. So we ended up doing two
tastings – Mughal Feast last Saturday, Lahori Degh last night. I'm writing the proper comparison
up tomorrow after we've all talked it through, but honestly, last night was a different level.
Abbu had two plates. We're having the family meeting tomorrow in the front room and we'll decide
then. I know which way I'm leaning.

Numbers. Ammi's list has ballooned. In January we said 350 for the baraat. Ammi and Abbu's lists
combined, plus Imran's side for the baraat reception, plus Sana's friends, plus "we can't not
invite the Bhattis", is now at 420. Four hundred and twenty. I've told Sana we need to cut
somewhere and she said "you tell Ammi then". I will not be telling Ammi.

Mehndi: Abbu still wants it at home, in a marquee in the back garden. I've asked Pennine Marquees
for a quote. The quote still hasn't come. I'm quietly worried – the back garden is sloped, the
neighbours' parking will be a nightmare, and it's Bradford at the end of August so it'll rain. But
it's Abbu's wish and he's just had heart surgery, so it's a hard thing to argue with.

DJ: Sana wants DJ Kash. Her friend had him. I've messaged him.

## Cricket

Pre-season. Indoor nets at Carlisle Road finished last week; outdoor nets start at Heatonfield next
week, Wednesdays at six. Haris has been to every single indoor session and he's genuinely quick –
Craig wore one on the thigh and said a word I won't write down. The AGM went fine: Adeel and
Craig re-elected, subs the same, same scorer as ever (she said "until I'm dead", which is a lovely
commitment). Usman's sorting the kit order with Owzat. League registration's paid, pitch is booked,
first game is the 21st at home.

## Year 11 – the home straight

Back after Easter it's six weeks to study leave. Revision sessions after school Tuesdays and
Wednesdays, the Saturday morning maths ones, and my own physics "walking talking mock" on the last
Friday. The spring parents' evening went well – much better than November, because we had the mock
data and actual targets to talk about instead of "we'll see". I've got fourteen kids on my
"rescue" list across subjects, and I'm meeting each of them once a fortnight. Leavers' assembly,
hoodies, yearbook, the shirt-signing – all the things that make them cry and me cry. I'm not
ready for them to go.

## Home

Zayn's been picked for the school football team and has stopped speaking to me about cricket, which
is a betrayal. Maryam has lost her first tooth and the tooth fairy (me) forgot on the first night,
had to do a "she was delayed by the weather" story. Ayesha's going back full-time in September and
we need to sort childcare for the Thursdays – Ammi's offered but with Abbu and the wedding I'm not
sure that's fair on her.

## To do after Easter
- Caterer decision – tomorrow
- Kit order confirmed with Usman
- Marquee quote – chase Pennine
- Y11 study leave timetable + leavers' assembly
- Prom: coaches, rota
- Book a GP appointment for me (knee)
- Chase the CERN refund end of April
"""

J["journal/2024-08-17 before the shaadi.md"] = """# Before the shaadi – Sat 17 Aug 2024

Twelve days to the mehndi. Sat in the car outside Ammi's after the second dholki night writing this
on my phone because if I go in Nasreen khala will give me another job. Something like midnight. The
girls are still singing in there, the neighbours have been very tolerant.

I want to get everything out of my head because the next two weeks are going to be a blur, and
then it's September and term starts on the 3rd with a new Year 11 (well – I'm staying with this
lot's results and then picking up the new year) and I won't have a second to think.

## Tonight

Second dholki. Maybe forty women in Ammi's front room and kitchen, the dholak going since nine, the
old songs first – "Kala Doriya", "Mehndi Hai Rachnay Wali" – and then the teenagers took over with
whatever's on TikTok. Nasreen khala on chai duty with the big pateela, two rounds of pakoras (Abbu
had ONE, I watched him). The men were banished to the back room with the cricket highlights, which
suited everyone. Abbu fell asleep in his chair at half ten with a smile on his face and Rashid
chacha put a shawl over him. Zayn fell asleep on the stairs. Maryam did not fall asleep at all and
is currently, at midnight, dancing in the hallway with her cousins. Ayesha has given up.

One more dholki next Saturday and then it's the real thing.

## The wedding, as it stands

Mehndi Thursday 29th at the Shalimar – Noor Hall. Still feels strange that it's not in the garden
after all those months of Abbu saying "ghar pe hogi". We made the call in June (long story, it's all in
the chat with Sana) and I think he's secretly relieved. The Shalimar balance is paid. Kash is booked, has seen the hall, knows where the
power is. Sana's entrance song has changed four more times. The mehndi artist is coming at five for
Sana and then does guests.

Baraat Saturday 31st at the Regal. Nikah at two. Imran's lot arrive at one, and Rashid chacha has
appointed himself in charge of the welcome – the flower garlands, the doorway, the "ladkiwale"
blocking the door and asking for money (there will be negotiating, there will be theatre). Final
numbers went in to the caterer on Monday. Ammi cut the list herself in the end, overnight, with a
pen, which was terrifying to watch. Nobody argued.

Walima Sunday the 1st at the Mirage in Dewsbury – the Qureshis' event. Imran's dad is lovely and has
told Abbu he doesn't need to do a thing except eat. We're putting the elders on a coach from
Ashwell Road. Which I need to book. Monday.

Cards went out in July. Sana picked them off some website she sent me, maroon and gold, very pretty,
printed on Leeds Road. Ammi gave out the Pakistan ones by WhatsApp photo which apparently counts.

## My speech

I'm doing a short speech at the mehndi. I drafted it with ChatGPT first because my brain was mush,
then rewrote most of it. Short, sincere, one sher at the end for Abbu. Sana has made me promise that
if I tell the story about her and the neighbour's rabbit in 2002 she will leave the country.
The rabbit story stays in. (It does not. She'd kill me.)

## Abbu

He's good. Properly good. He's less dizzy since the GP dropped his dose in May, colour's back, he's
lost six kilos since last October and is insufferable about it. He tells every uncle at the masjid
about his "cholesterol numbers". He's going to give Sana away at the nikah and he wants to stand for
it. He's been practising standing. That sentence breaks me a bit.

Twelve months since the op in October. Ammi wants to do a khatam at home to say thank you, after the
wedding. Good idea. After. Not before. Nothing else before.

## School

Results day Thursday 22nd. I'm in for the morning – Priya's email has the timings. Then mehndi
things in the afternoon. This is the year group I've had since September as their HoY and I'm
more nervous for them than I was for my own results. The ones I'm most worried about – Jade, Callum,
the lad from 11R who says "sound" – I've got their names on a card. Prom was lovely in June by the
way, I never wrote that up. Haris turned up in a white tux and danced with every single dinner lady.

The CERN money thing still isn't sorted. Kacper Nowak's deposit refund – Marco said it would come
through after the tour closed in April, then "end of May", then "it's with accounts". It's now
August and Lorraine says nothing's arrived in the school account. His mum asked me again at the Y12
summer concert and I had nothing to tell her. Need to email Marco when term starts. It's £150 to a
family that needs it. It's not nothing.

## Cricket

Mid-table. Won 5, lost 4, one washout. The new shirts finally came in July and the lads look smart –
the Nafees logo on the front, names on the back. Haris is our leading wicket-taker at 16 years old
and has been "approached" by a Saturday club, which I think is code for his dad being asked for a
lift by their captain. Adeel has done a good job. Craig's knee has held up. Our scorer's been ill for two
weeks, so Jonno's been doing the app from my how-to sheet, with mixed results (the league fined us
ten pounds once, he forgot to submit).

I'm missing the 1st September game obviously (walima), and the 25th August – no game that week
anyway, pitch not available.

## Home

Zayn has grown out of his kurta for the mehndi already, so that's another trip to Leeds Road. Maryam
wants to be a flower girl which is not a thing at a Pakistani wedding but will be a thing at this
one because she's five and has decided. Ayesha's been a rock. She's sorting the mehndi thaals with
Nasreen khala and the kids' table, and keeping me human.

## Sana

She's doing better than all of us, to be fair. Calm on the outside, lists on her phone, the odd
midnight voice note that's just her breathing. She's moving to Imran's flat in Dewsbury after the
walima – it's twenty-five minutes away and Ammi is acting like it's Karachi. Sana keeps saying "I'll
be here every weekend, Ammi", and Ammi keeps saying "you say that now". Last week we sat on the
garden wall after the first dholki and she said thank you for doing all the boring bits. I said
it's not boring. It is a bit boring. But it's her, so it's not.

She also told me off for not being in any of the dholki photos because I'm always the one taking
them. Noted. Ayesha's been told to take my phone off me on the night.

## A year

It's strange to think that this time last year we didn't know anything was wrong with Abbu. He'd
been puffing on the hill up from the masjid for months and we all put it down to age. Then the
chest tightness in September, the angiogram, the op. I keep thinking about the relatives' room in
Leeds, five hours, coffee from the machine. And now he's practising standing for the nikah and
arguing with Rashid chacha about the cricket. If you'd told me that in October I'd have taken it
with both hands.

The school year was the same – a lot, all at once. New role, mocks, parents' evenings, the
inspection, Geneva, prom, and now results. I look at the calendar for the last twelve months and I
don't know how it fitted. Ayesha says it didn't fit, I just didn't sleep.

## Next year (a few things I want to be different)
- Book family dates in the calendar FIRST. Nativities, sports days, Eid, birthdays.
- Say no to one thing a term at school. Just one.
- Play a few more games myself instead of only coaching. My knee disagrees.
- Take Abbu to Headingley for a proper day. Just us two.
- Take Ayesha somewhere without kids. Even just Whitby for a night.

## Me

I've realised I like this. Not the stress – the organising. Making a plan, checking it off, seeing
it land. Same as a trip, same as a season. But I also need to remember it's my little sister
getting married and I should be in the photos not only holding a clipboard. Ayesha said that. She's
right.

Chai count today: six. Doodh patti, obviously. Don't tell the GP.

## Still to do (the real list)
- Coach for the walima elders – ring Monday
- Order of events printout for the Shalimar staff
- Abbu's sherwani + shoes
- Zayn's kurta
- Car valet
- Results day Thursday
- Email Marco about Kacper's refund (September)
"""


def build(root):
    for rel, text in J.items():
        write_text(root, rel, text)
