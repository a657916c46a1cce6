"""Three long rambling journal notes."""
from util import write_text

J = {}

J["journal/2025-09-28-brain-dump.md"] = """---
title: Brain dump, end of September
date: 2025-09-28
tags: [journal]
---
# Brain dump — Sunday 28 September 2025

Tom has taken Leo to the park with the scooter and I have the kitchen table to myself and a pot of tea, so I'm going to get everything out of my head before it falls out by itself. This is going to be long and unstructured. Future me: sorry.

## The practice, four months in

Four months since I signed the licence at the hub. Some weeks it feels like I've been doing this forever and some weeks like I'm pretending to be a business owner and someone will find out. The numbers are actually fine. Not amazing, fine. I'm averaging about 22 sessions a week, which covers the rent, PhysioDesk, the indemnity, the laundry I keep doing at home, and leaves something that looks like a part-time salary if I squint. The plan was 25 by Christmas and I think that's realistic now that the Google reviews are coming in. Eleven reviews, all five stars, one of them from a man who called me "the German lady who doesn't let you off the exercises", which I am going to put on a T-shirt.

The room is fine but I miss daylight. No window means by 2pm in winter I'm going to feel like a mushroom. Priya says people move around in the building quite a lot and if something upstairs comes free she'll tell me first. The counsellor upstairs is apparently thinking about going fully online. I'm not going to get my hopes up.

Insurers: Northstar are a dream, they pay in two weeks and the portal is almost pleasant. Vantage are the opposite. I've now chased the same invoice three times and each time someone new tells me the pre-auth form "wasn't attached". It was attached. I have the screenshot. Albion finally registered me in July after I posted the forms in June — I still don't quite understand why a health insurer in 2025 needs paper forms posted — and the first Albion patients have been good. They pay on time but they have this habit of doing their own arithmetic, so I need to keep an eye on the remittances.

Things I keep meaning to do for the practice:
- a proper exercise handout template instead of photocopying the same three sheets
- second TENS machine
- write down the insurer processes because I forget them every time
- find someone who could cover me if I'm ill or away. Right now if I get flu the whole thing just stops. There's a nice team at Chapel Allerton, I did a peer review morning with them this week, maybe one of them.

## Mama, Papa and the flat

The big one. Mama wrote in August that they want to sell the flat. I knew it was coming — the stairs, Papa's knee, Mama doing the shopping in two trips because she can't carry it all up to the third floor — but reading it in an email still felt like someone had pulled the floor out. I grew up in that flat. My viola lived in the corner of that living room for fifteen years. The kitchen still has the tile I cracked when I was nine and dropped the Bundt cake tin.

Anyway. Papa wanted to sell it privately ("why should a Makler get thousands of euros for putting photos on the internet"), Kati and I both thought that was a terrible idea, mostly because Papa would end up showing strangers around, being offended by every comment about the kitchen and then refusing every offer. In the end Mama decided, as usual, quietly, and they signed with a Maklerin last week. Frau Kessler. She seems very competent, a bit brisk. She came, looked at everything, said the asking price should be 389,000, and Papa went pale and then said that was too low. It's not too low. It's a 1972 building with no lift.

I've got a Vollmacht now so I can deal with emails and papers, which in practice means everything is coming to me in Leeds. I don't mind. I'm better at German bureaucracy from a distance than Mama is from close up, and Kati has two kids and a full-time job and lives an hour and a half away from them. But I'll need to be careful not to end up being the person who does everything just because I'm organised. Note to self: ask Kati to take over the practical things on the ground. She's closer. She's also better with Papa.

They've looked at some senior flats (Seniorenwohnung? betreutes Wohnen? Mama refuses the word "betreut") — somewhere smaller, on one floor, with a lift. Kati has been to see one with them. They haven't decided. Papa says he won't live anywhere with "a Hausmeister who checks if I'm still alive". Mama says that's exactly why she wants one.

## The bathroom

The shower tray is leaking into the kitchen ceiling. There's a brown ring the size of a dinner plate above the table where I'm sitting right now. So: the bathroom, which we said we'd do "next year" since we moved in, is now happening. Sue next door recommended her plumber, Dave, who did hers two years ago and apparently turned up every day at eight and left it spotless. He's coming to look at it in October. I'll need to be clear about what we want before then, which is the problem, because we don't agree.

Tom wants to rip out the bath and do a big walk-in shower. His argument: nobody in this house uses the bath except Leo, and Leo could shower. My argument: Leo LOVES the bath, it's the one part of bedtime that is not a fight, and also I like a bath after a long clinic day twice a year, which is apparently not a valid argument. We will discuss. We'll probably do whatever Dave says is possible in 2 metres by 1.9.

Tiles: I'm going to end up spending hours on tile websites, I know myself. I like terrazzo. Tom likes "plain". Leo wants dinosaur tiles.

## Leo

Year 1 started well. Miss Okafor seems lovely, and strict in the right way. He's in the class with Idris from no. 33 which helps enormously. Mornings are chaotic — he's figured out that if he is slow enough with his shoes, someone does them for him. Swimming started again too, Saturday mornings, he's in the Stage 3 group now and very proud of the badge.

He's stopped answering in German completely. He understands everything, I can tell, but he answers in English, and when Mama calls he just says "ja" and "nein" and then runs off. I know everyone says this is normal and it comes back. I'll keep reading the German books at bedtime. Kati sends Pixi books every month, which is lovely and also slightly passive-aggressive.

## Orchestra

New season started. We're doing Dvořák 8 for the spring concert, which I love, and Freischütz, which I don't mind. Rehearsals are back on Wednesdays at the church hall. The church hall is freezing from October onwards, I need to remember the fingerless gloves. Helen has started sectionals at her place on some Sundays. It's nice to play again properly — over the summer I barely touched the viola and my fourth finger has gone soft. Bow needs rehairing, it's been two years, the hair is practically bald on one side. I'll take it to the violin shop in Otley next weekend.

## Tom

Tom's project at work is the new bus lane consultation and every single public meeting has someone shouting about it. He comes home grey. He's doing the Sunday long runs for the half marathon in May, which is good for him but means Sunday mornings are mine and Leo's. We should go out, just the two of us, at some point this year. There's a Thai place in Headingley we keep saying we'll try.

## Germany

Sometimes I think about it. Not seriously. But the flat being sold means there will be no "home" in Freiburg any more, only Mama and Papa in a new place, and that's a strange thought. Oktober is Kati's visit with the kids — she's coming for the half-term week — and I'm already planning: the Royal Armouries, the canal walk, fish and chips in the rain (they'll insist).

## Money

- practice: fine, see above. Need to put aside for the tax bill in January, accountant says roughly 25%.
- bathroom: we have about £9k saved for it. Hopefully enough with tiles.
- Freiburg trips: at least two next year, probably three.
- German account: the Sparkasse is putting up the fees again, I should look at which model I'm on.

## Things I want for this winter

Less screen in the evenings. More viola. Walk to the hub twice a week instead of driving. Write the insurer how-tos. Actually take a day off that isn't for admin. See the sea once.

OK, Tom and Leo are back, Leo has mud up to his ears and is announcing that he "fell in a puddle on purpose". Bath time. Good thing we still have one.
"""

J["journal/2026-01-04-new-year-ramble.md"] = """---
title: Neujahr – Gedanken
date: 2026-01-04
tags: [journal, freiburg, family]
---
# Sonntag, 4. Januar 2026 — new year ramble

Zurück aus Freiburg seit Montag, and I still feel like half of me is there. Writing this in a mix of languages because that's how my head works right now.

## Weihnachten in der Erwinstraße

Das letzte Weihnachten in der Wohnung. Nobody said it out loud until the 24th, when Mama lit the candles on the tree and Papa said "na, das war's dann wohl" and everyone pretended to be busy with the wrapping paper. Kati cried in the bathroom, I cried on the balcony, Leo ate four Vanillekipferl and fell asleep under the table. Felix did the dishes for three days without being asked, which is why he's my favourite brother-in-law (he's also my only one).

The flat looked smaller than I remember. It's been photographed and measured and described ("charmanter Altbau-Charakter", it's from 1972, Frau Kessler) and fourteen strangers have walked through it, and somehow that's made it feel like it already belongs to someone else. Papa showed Leo the marks on the kitchen door frame where they measured me and Kati every birthday. Leo wanted to add his. So now there's a "Leo 2025" at the bottom in biro. Whoever buys the flat will paint over it. That's fine. I took a photo.

The Dach thing came up at Christmas dinner — Mama mentioned there was something at the Eigentümerversammlung about the roof and money, Papa changed the subject, Kati rolled her eyes at me. Kati knows the details, she went with Mama. I'll ask her properly.

No offers yet over Christmas. Frau Kessler says January is normal, people look at flats between Christmas and New Year and then make offers in January. Papa is convinced nobody will ever buy it. Mama is convinced someone will and then she'll have to actually move.

## The senior flat

We drove out to see the place they've picked, which is lovely actually — small, bright, everything on one level, a lift, a view of the hills. Papa grumbled the whole drive and then in the flat he opened the balcony door and went quiet and said "man sieht den Feldberg". So I think it's decided. They want to move in the summer. The timing with the sale is going to be tight.

## Moving back to Germany?

OK. This is the thing I actually wanted to write about, and the thing I haven't said to Tom properly.

Every time I come back from Freiburg I have a week of thinking seriously about moving back to Germany. This time it's been worse. Mama and Papa are getting older, faster than I expected. Papa's knee, Mama's forgetting words (she said "das Ding zum Kochen" for the Topf, twice). Kati is there, and she's been there for everything, and I'm here, in Leeds, sending emails to Maklers and booking flights. When something happens to them — and something will — I'll be a 90-minute flight plus a train away, and Kati will be the one in the hospital corridor.

Arguments for moving back:
- being near Mama and Papa for the years they have left
- Leo would become properly bilingual, not "understands but answers in English"
- I could practise in Germany — my UK qualification would need recognition (Anerkennung), which is paperwork but doable; I kept the BKK Anwartschaft exactly for this reason
- Schools, childcare, trains that run (well — Deutsche Bahn, so no)
- mountains, Black Forest, proper bread

Arguments against:
- Tom. His German is "ein Bier bitte" and "Entschuldigung". His job, his mum in Wakefield, his friends, his whole life.
- The practice. I've just built it. Four… no, seven months in and it's working.
- Leo's friends, his school, Idris next door.
- I actually like Leeds. I like the people. I like that nobody cares what you wear. I like the orchestra.
- Honestly: I've been here 14 years. I'm not sure I'd fit back in Germany. When I'm there I notice how much I've become English in small ways: I queue, I say sorry when someone steps on my foot, I find the directness a bit much now. Kati laughs at me.

What I think I actually want: not moving back, but more time there. Three or four trips a year. Longer summers. Leo in a German summer camp at some point. Maybe in ten years, when Leo is older, we'll talk about it again. I'll talk to Tom. He'll probably say "whatever you need", which is both lovely and unhelpful.


## Leo in Freiburg

He was amazing, actually. For the first two days he clung to me and answered Oma in English, and then on the third day Felix took him and Paul sledging on the Schauinsland (there was actually snow, a miracle) and he came back shouting "Schlitten! Schlitten!" and demanding Apfelschorle. By the end of the week he was saying "Opa, guck mal" without thinking. Then we landed in Manchester and it all disappeared again by the time we got to the M62. Still. It's in there.

Papa taught him Mühle (nine men's morris) and let him win every single time, which Papa never, ever did with me or Kati. Mama says it's because grandparents are allowed to be soft. I think it's because Papa knows he won't be teaching him much else in that flat.

## Kati

We sat up until 2am on the 27th with the rest of the Glühwein and talked properly for the first time in ages. She's tired. Two kids, full-time at the Landratsamt, Felix travelling for work, and she's the one who drives to Freiburg every second weekend to help Mama sort the cupboards. She said, not unkindly, that it's easy to be the organised one from Leeds. She's right. I said I'd take over everything that can be done on paper — the Makler, the Notar, the bank, the Hausverwaltung — so she only has to do the things that need a body in the room. She said that's exactly what she needs. We hugged, cried again (that was a crying Christmas), and then argued about whether Mama's Rotkohl needs more cloves, which was comforting.

We agreed we'll do Papa's 70th together, something properly special. Ideas so far: nothing. Papa wants "nothing", which is useless.

## Money, briefly

The tax bill is coming at the end of January. I put aside a quarter of everything like the accountant said, so it should be fine, but there's also the first "payment on account" for next year which nobody explains properly and which feels like paying tax twice. Practice income for the year is better than I budgeted. The bathroom savings are intact (so far). The Freiburg trips are expensive — flights at Christmas were a joke — so I've started a separate pot for them.

The Sparkasse account: I changed the account model in November after their price letter, so at least that's one small thing done. The BKK letter with the new contribution for this year came in December. I haven't even opened it properly. Of course it went up.

## Practice — January

- Priya mentioned before Christmas that the counsellor upstairs is going fully online in February, so there might be a room with a window upstairs. I need to email her this week and say yes please before someone else does.
- Tax return: the accountant wants my mileage by the 10th. I need to go through the calendar.
- Set up proper cover: someone who can take my patients when I'm in Freiburg. It will happen at least twice this year — once for the Notar and whatever else.
- Vantage: third chaser this month. I'm starting to think they're not worth it.

## The bathroom

Walk-in shower decision made in November, Dave has the plan, start date pencilled for March. I'm having doubts. Leo asked at Christmas (in Oma's bath, which is enormous) whether "our new bath will be as big as this one", and I didn't have the heart to tell him there won't be one. I need to talk to Tom again. I think I'm going to lose this argument or win it very late and annoy Dave.

## Orchestra

New venue from next week, Raj sent an email with the details — the old church hall is being refurbished. Spring concert is in March. Dvořák 8 is coming together. I've neglected practising over Christmas, obviously, unless playing "Stille Nacht" on Papa's old piano with Leo counts.

## Vorsätze (resolutions) 2026

1. Talk to Tom about the Germany thing. Properly. Not at 11pm.
2. Cover arrangement for the practice.
3. Practise viola before clinic, not after — evenings never work.
4. One weekend a month with nothing planned.
5. Call Mama every Sunday, not "when I remember".
6. Renew HCPC before the deadline for once, not the last night.
7. Stop buying tile samples.

## Random

- Leo's Christmas list for next year already started: "a real dinosaur bone" and "a sister". We'll see about the first one.
- Kati gave me a Sparkasse-branded pen as a joke because I complained so much about the fees.
- Sue fed Brezel perfectly, he's fatter.
- The boiler survived, thank God, after the drama in December.

Genug. Tee ist kalt.
"""

J["journal/2026-05-10-where-things-stand.md"] = """---
title: Where things stand (May)
date: 2026-05-10
tags: [journal]
---
# Where things stand — Sunday 10 May 2026

Tom is at the half marathon (well, running it — Leo and I cheered at mile 9 with a sign that said "GO DADDY GO" and a dinosaur on it, then came home because Leo needed the toilet and there isn't one, at home, that works). So, a moment to take stock, because May has become one of those months where everything is happening at once.

## The bathroom (the house is a building site)

We're in week four. Dave started the strip-out in April after the tiler's delay pushed everything back, and there's been a sort of rhythm since then: Dave at eight, radio on, sheet over the stairs, me making tea I don't have time to make. The joists under where the old bath was were rotten, properly soft, Dave showed me by pushing a screwdriver in. That's sorted now. Marek started the tiling on Tuesday. The floor is going down and it's exactly what I wanted, which after six months of tile-website-doomscrolling is a relief. Tom admits the terrazzo was the right call.

We did in the end keep the bath. Tom has been very good about it. Leo has asked every day since February "is my bath back yet". Not yet. Soon.

Still to decide: the fan, the towel radiator position, the bath panel. Dave will chase me, I know. The money side: we're within what we saved, just. Tiles came in under, the joists came in over, the loo was more than I thought a toilet could cost.

## Freiburg

The Notar moved the appointment. It was supposed to be early June and I'd been planning a short trip around it, and then his office emailed: new date, later in June. Which actually works out better, because Papa's 70th is that same week, so now I can do one longer trip instead of two short ones. I've rebooked everything, and it means I'm away for a full week, which means I need cover for the practice for a week. I've asked a colleague from the Chapel Allerton team who I like and trust — fingers crossed she says yes, I'll know tomorrow.

Mama and Papa are in the middle of sorting forty years of stuff. Mama rings every evening with a new crisis: what to do with the Meissen (nobody wants it), Papa's 600 National Geographic magazines (he wants to take them), my old school reports (Mama wants me to take them, I want them thrown away, she's reading them out on the phone). The Keller has to be empty before the handover and there's a Entrümpler booked while I'm there. I'm going to be spending my holiday carrying boxes down the same stairs that are the reason they're moving. Fitting.

The sale itself is fine. The buyers are nice, a young couple with a baby on the way, and they're patient with Papa. The contract draft came in April and it's mostly standard. I asked the chatbot to explain half of it because the legal German is beyond me — it's fascinating how I can discuss Achilles tendinopathy in German without problem but "Lastenfreistellung" makes my eyes glaze over. There's one document still missing from the Sparkasse side, Papa keeps calling them. It'll come. The bank takes its time. Everything in Germany takes its time and then suddenly there's a deadline.

Papa's birthday. Kati and I have sorted a present together that I think he will love (he'll pretend to be cross about the money). He made us both promise no fuss. We'll see how much "no fuss" the family can manage. Mama has booked a restaurant and is inviting "only family" which in Mama's language means about 25 people.

## The practice

Best month so far. I did 31 sessions last week. My legs are telling me about it. Some things that have changed since the new year:

- I moved upstairs in February. Window! Daylight! Plants! I can see the canal and on Thursdays a heron who I've started greeting. Patients comment on it every session. It's a bit more expensive, but worth it.
- Cover: see above.
- Insurers: Northstar's new rate came in in April, updated in PhysioDesk (finally, it took me three weeks). Albion: there's an invoice from March where they paid less and I still haven't queried it. It's the kind of thing that takes ten minutes and I keep not doing it. Also two Vantage invoices still unpaid, not surprising.
- The pelvic health course in March was brilliant and I want to do the level 2, but it's £450 and in Birmingham. Maybe autumn.
- I wrote the handout templates, finally. Fourteen exercise sheets with my logo. Very proud.

## A patient story, because I want to remember it

The ACL lady (post-op, week 8 now) jogged ten metres down the corridor at the hub on Thursday, very carefully, and then burst into tears, and then Carol at reception burst into tears, and then I had to pretend I had something in my eye. Eight months ago she couldn't get down the stairs. This is why I do this job. Not the insurers, not the invoices, not the portal passwords. That corridor.

Also the runner with the Achilles has finally stopped "testing it" with 10k runs between sessions. Progress is progress.

## Orchestra

Summer concert at the end of June, after I'm back. Schubert 5 is a joy to play — the slow movement has a viola line that makes me happy every Wednesday. The rehearsals start a bit earlier now, which is a pain with Leo's bedtime; Tom does bedtime on Wednesdays anyway but I hate missing it. Helen had the sectional at hers last Sunday with cake, which is the main reason anyone goes.

## Leo

Passed Stage 3 swimming! He now wants to do "the deep end". Year 1 is going well, Miss Okafor says he's reading well above expected, and also "very chatty". No idea where he gets that from. He's started saying the occasional German word unprompted — "Oma, Opa, Kuchen, Schnecke" — because of the Pixi books. I'm choosing to see this as progress.

Summer holiday plans: I need to book something for the end of July, Tom's mum can do one week in August. Must do this before it's all full.


## Kati

Kati has been a rock. She's at Mama and Papa's every other Saturday with Felix's car full of boxes, taking things to the Wertstoffhof, to the Caritas shop, to her own cellar "for now" (that cellar is going to be full of our childhood forever). She sends me photos of things with a question mark. I answer "weg" to 90% of them and "behalten!!" to a box of Papa's old slides from the 70s, which Kati says makes me a hypocrite. Fair.

We talk on Instagram almost every day now, which is funny because for years we only spoke on birthdays and at Christmas. Sorting out your parents' life does that.

## Tom's half marathon

He finished! 1:58:40, which is under two hours, which was the only goal. He came through the finish with a face like a tomato and said "never again", and then at lunch he was already looking at the York one in October. He's been so good through all of this — the bathroom, my trips, the German stuff. I need to remember to say so out loud. Maybe the Thai place in Headingley, finally. We've been saying that since September.

## The garden

Nothing has happened in the garden. The lavender is alive, the rest is whatever the skip left behind. The broken paving where the skip stood needs re-laying. This is a problem for July. Leo has "planted" a sunflower in a yoghurt pot on the kitchen windowsill and checks it every morning. It has two leaves. He's named it Gerald, after the violin man, because he heard me say "Gerald did a lovely job".

## Germany, still

It's strange. Now that it's clear the flat is gone and Mama and Papa will be in their new place by the summer, I feel less pull to move back, not more. Freiburg without the Erwinstraße is just a city I know very well. What I miss is a time, not a place. Leeds is home. I'll go to Freiburg more often, and stay longer, and Leo will have a German summer one day, and that's enough.

## Me

Tired. Happy, mostly. The Germany thought from January is still there but quieter. I talked to Tom, finally, in February, on a walk. He said what I expected ("whatever you need") and then something I didn't expect: that he'd actually like Leo to spend a whole summer in Germany when he's older, and that he'd like to learn German properly. He's downloaded an app. He's on day 41. He can say "Der Hund trinkt Wasser", which will be useful at the Notar.

To do this week:
- the short payment thing (Albion) — really
- registration renewal
- handover sheet for the cover
- decide the fan
- call Mama back about the Meissen

The heron is probably there tomorrow. Good.
"""


def build():
    for path, text in J.items():
        write_text(path, text)
