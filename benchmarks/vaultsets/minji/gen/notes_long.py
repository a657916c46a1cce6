# -*- coding: utf-8 -*-
"""The three long rambling journal notes."""

LONG = {}

LONG["notes/journal/2025-01-02 new year brain dump.md"] = """\
# 2 Jan 2025 — new year brain dump

Back in the flat after two days at Hyejin's in Sale. Radiators on full, window in the bedroom streaming again
this morning, so I'm writing this at the kitchen table with a 보리차 and the heater pointed at my feet.
Eight years in Manchester this autumn. Still can't believe it. 엄마 still asks every call if I'm "coming home
soon" as if I'm on a gap year.

Trying to get everything out of my head before work starts again on Monday. No order, just dumping.

## Family

New year call on the 1st: 엄마, 아빠, 언니 all on the family video, 아빠 holding the phone too close as usual so
we mostly saw his ear. 떡국 — I made mine with the frozen rice cakes from the Korean shop on Faulkner St and the
broth was honestly not bad, 엄마 said "국물이 너무 맑다" which from her is basically praise.

언니 floated the idea again that 엄마 should come over this spring. 아빠 won't fly (his back, and he says
twelve hours in a seat is "torture", fair), but 엄마 has never been further than Osaka and she keeps saying
she wants to see where I live before she's "too old". She's 63. Not old. But I know what she means.

Things I think we'd need if she comes:
- flights (언니 knows a travel agent in Suwon, Hanbit something, who did their Jeju trip)
- the new UK ETA thing — Koreans apparently need one from this month, it's online, not a visa, but I should
  check properly rather than trusting a Facebook group
- some kind of letter from me saying she's staying with me, and maybe something from work to show I'm a real
  employed person and not about to vanish
- insurance. She has 고혈압 meds and I don't want her anywhere near an A&E bill
- where she sleeps. My sofa bed is terrible. Buy a proper folding mattress?

언니 said spring (April/May). I said May is fine from my side, the lab's quieter after the undergrad projects
are in.

## Flat

The mould in the bedroom corner behind the wardrobe is back. Black speckles, maybe palm-sized, plus the
window seals are going grey. I wiped it with the diluted bleach again on the 31st, but it will come back,
it always does. It smells musty when the heating's been off all day.

Sophie at Redbrick rang just before Christmas, "just a heads-up" that the landlord is doing a rent review in
the new year. Currently £895 a month. She wouldn't say a number on the phone, which is probably her being
careful, but I could hear it was going to be a big one.

New rule for 2025, writing it down so I actually stick to it: nothing with Redbrick gets agreed on the phone.
If Sophie (or anyone there) rings, I say "could you put that in an email for me" and I reply in writing.
I want a paper trail for everything — the mould, the rent, any promise about repairs. Last year I agreed on
the phone that someone would "pop round to look at the window" and of course nobody ever came and there
was nothing in writing to point to. Never again. Email is slower but it's evidence.

Other flat bits:
- bathroom fan is basically decorative, it hums but I can't feel any pull with a tissue
- the boiler pressure dropped to 0.6 bar again before Christmas, topped it up (instructions are in the
  heating how-to file, because I forget every single time)
- Jae-won asked for the Wi-Fi when she came round for 송년회 and I had to read it off the back of the
  router: network VM7781442, password panda-Kettle-31. Writing it here so I stop crawling behind the TV.

## Work

Lab is shut until the 6th. Things waiting for me:
- SEM: my standing slot is Tuesdays 10–12 on the FEG-SEM downstairs. January is always rammed with the
  PhD students panicking about their first-year reports, so I need to defend that slot.
- TF-2 (the older of the two tube furnaces) is getting temperamental. Overshoots by 15–20 degrees on the
  first ramp and the controller display flickers. Raj thinks it's the thermocouple; I think it's the whole
  thing being older than some of the students.
- Helen said before the break that there might be capital money for a new box furnace "if we spend it
  before July". Fingers crossed. I'd like one with a proper programmable controller and a door interlock
  that isn't held on with Kapton tape.
- Chemical inventory needs a real cull. There are bottles in the flammables cabinet from before my time
  with labels in faded biro. If the faculty safety audit is in the autumn again, I don't want to be the one
  explaining a 2009 bottle of THF.
- Ewa wants more training hours on the EDS. Fine, but she needs to book through the system, not by
  catching me in the corridor.

Work resolution: write things down in the lab notebook at the time, not at 5pm from memory.

## Orchestra

Spring term starts Wednesday 8th at Ladybarn. Programme for the March concert is the Brahms Academic
Festival Overture, Schubert 5 and the Elgar Serenade for the strings only. Schubert 5 is lovely and
exposed and I am going to have to actually practise.

My A string is completely dead, sounds like cardboard above third position. Order a new one before the
8th. Also the bow needs a rehair, it's been two years. The shop in Stockport does it in a week.

Practise resolution: 20 minutes a day, even on lab days. Scales then the hard bit of whatever we're doing,
not the nice bits I already know.

Gwen (principal viola) asked if I'm doing the viola sectionals again in the autumn. Yes, obviously.
Her flapjacks alone.

## Money

Savings target: £2,000 by May for the 엄마 trip — flights, a few nights somewhere, train tickets, eating out.
If the rent goes up by much this gets harder. Standing order for savings bumped to £200.

Cancel: the second streaming thing I never watch. The gym I go to twice a month.

## Food

Made 김치볶음밥 on the 31st with the last of the kimchi from Hyejin's mum. Need to make a batch myself. Napa
cabbage at the Chinese supermarket is cheaper than the Korean one, get it there.

엄마 said she wants to teach me her 김치찌개 properly when she's here, "not your student version". I'll take it.

## Random

- Renew the railcard (expires Feb)
- Dentist — it's been 18 months, I'm a bad adult
- Book an eye test, glasses for SEM work are old
- Reply to Hyejin about the Lake District weekend in summer
- The new Korean bakery near the uni: the 소금빵 is excellent, the 단팥빵 less so

## Things I learned in 2024 (so I don't relearn them)

- When the SEM chamber won't pump down, it is nearly always an O-ring with a hair on it, not the pump.
  Check the door seal before phoning anyone.
- Never leave furnace runs overnight without the log sheet filled in. The one time I didn't, Estates
  turned up at 7am because the corridor smelled of burning binder and nobody knew whose run it was.
- Students will always say "I've done the online COSHH training" — ask them which cabinet the HF lives
  in and watch their face.
- The Korean shop sells out of 고춧가루 in November (김장 season, everyone's making kimchi). Buy in October.
- Bank holiday Mondays mess up the bin days. Check the council app, don't guess.
- Don't agree to lead the viola section for "just one concert". It is never just one concert.

## People

Hyejin: best decision of 2024 was saying yes to her 송년회 every year. Her mum's kimchi is unbeatable and she
never asks why I'm still single.

Jae-won: moving to Leeds in March for the new job. I'll miss her Friday 치맥 invitations more than I'll
admit.

Gwen: patient, funny, wears fingerless gloves in rehearsal from October to April. Her sectional notes are
the only reason my Elgar was in tune last year.

Helen: the best manager I've had, even when she's overloaded. She covers for me without making me feel
like I owe her. I should tell her that sometime, not just in the Christmas card.

Raj: talks constantly, knows every furnace in the building by its sound. Will try to feed me things.

## Manchester, eight years on

Some days I still walk down Oxford Road and feel like a visitor. Other days I catch myself saying "you
alright?" to the bus driver and "ta" to a shop assistant and I think, oh no, it's happened. The rain doesn't
bother me any more; the dark at 4pm in December still does. I miss proper 찜질방 and 24-hour 편의점 and
the way you can get a bowl of 국밥 at 2am in Seoul. I don't miss the commute or the office culture 언니
describes. I like my small life here: lab, viola, a few good friends, a flat that is mostly fine apart from
the wall that's trying to kill me.

I think 엄마 coming would help me explain all this to her better than eight years of video calls.

## How I want this year to go

Less firefighting. More writing things down. Actually use the notes folder instead of 47 voice memos.
Get the flat sorted or get out of it. See 엄마 here, in my kitchen, complaining about the lack of a rice
cooker. (I do have one. She'll say it's the wrong kind.)

Also, honestly, be a bit kinder to myself when the lab is chaos. Eight years. I know what I'm doing.

새해 복 많이 받자, 민지야.
"""

LONG["notes/journal/2025-07-20 long ramble.md"] = """\
---
date: 2025-07-20
tags: [journal, flat, lab, family, orchestra]
mood: tired but ok
---

# Sunday 20 July — long ramble

Hot, sticky day, the kind where Manchester pretends it's Seoul in August. Windows open, so at least the
bedroom doesn't smell. This is the time of year when the mould looks like it's gone and I almost forget about
it, and then October arrives.

Half of the year gone. Going through everything because my head is full again.

## The flat, again

Current state of things:

The DryMate dehumidifier I bought in June is a small miracle. It fills about 2 litres a day in the
bedroom even in summer, which tells you everything. I've started keeping a log (the readings CSV) because I
want numbers, not just "it feels damp". Humidity in the bedroom hits 75% overnight with the window shut.

Sophie has left Redbrick. Email at the start of the month: someone called Callum Doyle is now "managing the
property". Great, a new person to explain the whole history to. At least I kept everything in writing so I
can just forward the chain. (Rule from January is paying off.)

The landlord has never actually seen the bedroom wall. The last "inspection" in April was a guy from Redbrick
who looked at the smoke alarms and took photos of the kitchen, and when I pointed at the corner he said
"that's lifestyle, love, open a window". Lifestyle. I dry my clothes on an airer in the living room with the
dehumidifier on, I open the window every morning, I run the fan (which doesn't work). What more lifestyle.

So. Two options and I keep going round in circles:

1. Put in a formal complaint to Callum in writing, ask for a proper damp survey, and stay.
2. Give up and move.

Looked at listings last night. Anything comparable in Chorlton or Levenshulme is £1,050+ and half of them
say "no pets, no DSS, professional couples preferred". Moving costs: van, deposit gap while the old one is
returned, time off, 엄마's visit happening in the middle of it. It's a lot. But I also don't want 엄마 sleeping
in a room with black mould.

I'm going to write the formal complaint this week anyway. Whatever I decide, I want it on record.

## Lab

The new box furnace went in on 3 June and it's lovely. Proper programmable controller, 20 segments,
proper door interlock. The Kelvar box lives on bench 4 next to the fume cupboards. Raj has already
claimed it for the zirconia sintering runs and I had to write a booking sheet within a week because of
course everyone wants it.

TF-2 is still out of action since the RCD drama in June — new element ordered, then delayed, then the
wrong one arrived. Classic.

SEM: my standing slot moved to Thursdays from this month because the Monday team meeting got pushed to
Tuesday mornings for July–August and ate into my old slot, and then Helen decided to keep the meeting on
Tuesdays for good. I was annoyed at
first, but honestly Thursday works. Ewa's on Tuesdays now.

Chemical stocktake is pencilled in for September. I have started a proper spreadsheet this time instead of
the ancient Access database nobody can open.

Lab BBQ on Friday on the roof terrace. Ewa brought a Thai salad absolutely loaded with coriander, and
Raj kept trying to get me to "just try it". I did try it, to be polite. Same as always: 고수 tastes of washing-up
liquid to me. For the record, and so I can point people to this note: I cannot stand coriander, in anything.
Pick it out of the pho, leave it off the tacos, don't put it in the guacamole. Mint, basil, 깻잎, fine, all of them.
Coriander, no.

## 엄마

엄마's eye surgery was back in the spring and went well — she says everything looks "too bright" now,
which the surgeon apparently said is normal. She's allowed to fly from three months after, so the spring
trip was never going to happen. We've moved the whole visit to the winter instead: she comes early
December and stays for Christmas and New Year, flies back in January. 언니 is pushing for that because it
means 엄마 misses the worst of the Korean winter too, and 아빠 gets to have his 친구들 round for 화투 without
being told off.

Things to sort for December:
- flights (Hanbit Travel through 언니 again — 언니 wants to book by early September before prices jump)
- ETA once flights are booked
- my own leave from work: roughly 8 Dec to 2 Jan, need Helen to sign it off and someone covering SEM/furnaces
- GP question: if she gets ill here, can she be seen at my surgery? No idea how it works for visitors
- where she sleeps (see: mould)
- Christmas: book somewhere for Christmas dinner, she'll want to see a "real English Christmas"

She keeps saying she'll bring food. I keep saying there are Korean shops in Manchester. She does not believe me.

## Orchestra

Summer prom at Platt Fields on the 12th. Rained for the entire second half. We played the Williams Star
Wars medley under a gazebo with water dripping onto Tom's second violin part. Still fun. Ice cream after.

AGM in June: subs going up to £65 a term from autumn (was £55). Fair enough, hall hire has gone up.
Autumn programme is Dvořák 8 — so excited, the viola part in the third movement is gorgeous. Gwen's doing
the sectionals again, every other Saturday morning.

I need to sort my strings before September; the A I put on in January has already gone a bit dull.

## Korean things

Made 콩국수 on Wednesday, the first time from scratch — soaked the soybeans overnight, blended with a bit of
sesame. Too thick, but salty-nutty and cold and perfect for this weather. Hyejin came round and we ate it
on the floor in front of the fan like we were 10.

Watched the whole of a drama 언니 recommended in two weekends. Don't tell her I liked it.

## Letter for 엄마 / paperwork thoughts

I've been reading about what she actually needs. Koreans don't need a visa for a visit, just the ETA (which
is done online, on the phone app, takes a few days, costs a small fee). But the border people can still ask
where she's staying, how long, who's paying. So I'll write a short letter from me: who I am, my address,
that she's my mother, that she's staying with me for the dates, that I'm covering costs while she's here,
with a copy of my passport/BRP and the HR letter from March. It feels slightly over the top but I'd rather
she has too much paper than too little. 엄마 doesn't speak much English and the idea of her trying to explain
herself at passport control at Manchester after 16 hours of travel makes me feel sick.

Maybe ask the chatbot to tidy the English once I have a draft. And a Korean version for her so she knows
what it says.

## Summer in the lab

Four summer project students this year. Two good, one fine, one who tried to put a polymer sample in the
box furnace "just to see". Caught it in time. Rewrote the induction checklist the same afternoon: anything
going in a furnace has to be on the sheet with the material and max temp, signed by me or Raj first.

Ewa's superalloy project is finally producing nice micrographs — the γ′ precipitates look like tiny cubes
of tofu, I told her that and she now calls them tofu in group meetings. Helen is not amused.

Estates want to replace the extraction in C.214 "at some point in 2026". I'll believe it when I see it.

## Being far away

아빠's old friend from the factory, 박 아저씨, died last week. I only met him a few times, but he used to slip
me ₩10,000 notes at 설날 when I was small. 엄마 sounded flat on the phone. These are the moments when eight
years and 9,000 km feel like a lot. I can't just get on the subway and turn up with fruit.

It's part of why I want this visit to go well. Not a tourist trip — more like, this is my life, this is
where I buy my vegetables, this is the lab, these are my orchestra people, this is the rain.

## Money

Savings on track-ish. The rent went up in March (not as much as they wanted, thanks to the emails back
and forth), which hurt but was manageable. Flights for December will be more than May would've been.
Might have to dip into the emergency fund if I end up moving.

## Things to do this week

- [ ] formal damp complaint email to Callum (list dates, attach photos, mention 엄마 visit, ask for a survey)
- [ ] renew contents insurance — check it covers mould damage to clothes (it won't)
- [ ] ask Helen about December leave
- [ ] order viola strings
- [ ] book Jae-won's birthday dinner — NOT the Thai place (see above)
- [ ] call 엄마 on Tuesday, it's 아빠's 친구's funeral, she'll want to talk

Long day tomorrow. 잘 자자.
"""

LONG["notes/journal/2025-11-16 sunday brain dump.md"] = """\
# Sunday 16 Nov — brain dump before the mad bit

Three weeks until 엄마 lands. Two weeks until the concert. One and a half weeks until I'm supposed to have
the lab in perfect shape for an audit that keeps moving. I'm writing everything down because I woke up at
4am last night thinking about extension cables.

## Flat: the saga, current status

Short version: I'm staying. Decided properly after the landlord finally agreed to the works, and I've told
Callum in writing. The August plan to hand in notice and move to Levenshulme is dead and buried. The
numbers never worked anyway, and with 엄마 coming in December the idea of moving in November was insane.

What has happened since the survey:
- Survey report came in on 21 Oct. It's long and technical and I've read it three times. The important
  thing is the landlord finally has it from a professional, in writing, not from me.
- Callum's email on the 24th listed what they'd do. I replied the next day to say fine, I'm staying,
  please get on with it.
- Darren, the roofer from Castlefield, came on Tuesday the 28th at 8am sharp. Nice guy, very Bolton. Up a
  ladder for three hours. He pulled out a huge clump of moss and a dead pigeon (!!) from the hopper above
  my bedroom window and replaced the cracked bit of downpipe. He showed me photos on his phone: the water
  had been pouring straight down the wall behind my wardrobe every time it rained. Eight months of that.
- The decorators did the mould wash and stain-block on the bedroom wall last Monday. Smells of paint
  but looks like a normal wall for the first time since I moved in.
- Bathroom extractor fan: STILL NOT DONE. Callum said on 24 Oct that an electrician would be in touch
  "within two weeks". That's over three weeks now and no electrician, no phone call, nothing. I need to
  chase, in writing, this week. I don't want 엄마 using a bathroom that turns into a steam room.

Dehumidifier still running every night. The bedroom readings have dropped since the gutter fix — down from
70s into the low 60s. I'll keep the log going until spring so there's a record.

Rent's the same as after the March increase, at least. No new rent review this year.

## 엄마's visit

- Flights booked back in September through Hanbit Travel, via Helsinki. Then the airline moved the
  Helsinki–Manchester leg, so she's now arriving in the evening instead of mid-afternoon. Honestly
  better: I can do a normal-ish Saturday and pick her up after.
- ETA: approved, came through on 6 Nov. Printed the email and stuck it in the folder.
- Day trip is York now (long story — see the family chat). I still need to buy the train tickets.
- GP: the surgery replied in October, I forwarded it to 언니. Need to re-read it properly before she comes.
- Christmas dinner: still need to book somewhere. Everything decent is filling up. Do it this week.
- Bedding: bought the folding mattress topper and a second duvet. The bedroom is hers; I'm on the sofa bed.
- Need to print a simple house sheet in Korean for her: Wi-Fi, keys, how the heating works, bins, phone
  numbers. Did a draft, need to update after the router change.

She asked me last week what she can bring in her suitcase food-wise and I realise I still don't know the
actual rules. Add to list.

Things 엄마 wants to do (from various calls, in no order):
- see the lab ("where you play with fire")
- a Christmas market — the Manchester ones are in town, easy, we can go on a weeknight
- "a proper English breakfast" (she will hate the black pudding, I'll let her find out)
- buy 아빠 a wool scarf, she thinks English wool is the best in the world
- come to an orchestra rehearsal — there isn't one over Christmas, maybe the first one in January before
  she flies?
- cook for my friends. Hyejin has already volunteered her kitchen because mine is tiny
- M&S. Don't ask me why. Someone in her 계모임 told her about M&S

Things I want her to see: the library reading room, the canal by Castlefield, the view from the top of the
Hatton Building, the Korean shop (to prove it exists), the flat with the wall FIXED.

Packing list I sent her: warm coat (proper one, not the 패딩 that stops at the hip), waterproof shoes,
adaptor plugs (I have two, fine), her medicines with the English list, a small umbrella, her reading
glasses, slippers (she won't wear my spare ones, she has strong opinions about slippers).

## Lab

- Audit got moved again (faculty diary clash). Annoying because I had the whole week planned round the
  original date, but it gives me more time for the COSHH stuff.
- HF COSHH assessment still needs rewriting. It's mine to do. It's the first thing the auditor will ask for.
- Handover: I'm off from the 8th. Need to write a proper handover document for whoever covers SEM and
  furnace bookings. Helen says it's my call who, as long as they're trained.
- SEM service visit from the engineer on the 26th — the whole day gone, all bookings moved.
- Kelvar furnace: no problems. TF-1 question finally settled in September (see furnace notes).

## Orchestra

Concert on the 29th. Dvořák 8: I'm happy with the third movement now, less so with the finale. The
variation where the violas have the semiquaver run is still at 80% speed at home. Marek keeps saying
"lightness, violas, lightness" which means "you're too loud and too late".

I'm not doing the carol thing in December — 엄마 will be here. Already told them.

Concert outfit: all black. My black trousers have a hole in the pocket, they'll do.

Orchestra people are lovely about it: Gwen said to bring 엄마 to the January rehearsal and she'll make a
fuss of her. Alan from the committee sent a "don't forget" email to the whole list about subs, which I need
to look at — I think I paid in September? Not sure. Check the bank app.

## Money check

December is going to be expensive. Rough list:
- 엄마's flights: paid by 언니 and me half each back in September, done
- York day: two return tickets plus lunch plus whatever she buys in the shops. £100-ish?
- Christmas lunch out: £60–80 a head at anywhere decent, ouch
- The Manchester Christmas markets: mulled wine is £6 now, which is a crime
- Extra heating and electricity with someone home all day: maybe £40 more for the month
- Presents to send back with her for 아빠, 언니, 형부, my nephew (Lego, he has been very specific)

Leave is paid, at least. The emergency fund survived the flat saga because I didn't have to move, which
is the one silver lining of the landlord dragging his feet for so long.

## Things I keep forgetting (stop forgetting)

- top up the boiler pressure if it drops under 1 bar — the how-to is in the flat folder
- Oyster-style card for Metrolink for 엄마? No, she can just tap my old contactless, check it still works
- tell the bank I'll be using the card in Korea? No — I'm not going anywhere. She is. Stop.
- the wardrobe needs to go back against the wall once the paint is fully dry, leave a gap this time
- return the music folder to the library after the concert
- get a spare key cut for her, the one in the key box is the only spare

## Christmas plan (draft)

- 24th: Hyejin's for dinner, 엄마 and Hyejin's mum will compete over the 잡채
- 25th: Christmas lunch out somewhere (NOT BOOKED YET), walk in the park, call 아빠 and 언니 in the evening
  (it'll be their night)
- 26th: sales, if 엄마 wants. I will be on the bench outside with a coffee
- 31st: watch the fireworks on TV, eat 떡국 early for luck, call Korea at 3pm our time when it's midnight there
- 1 Jan: lie-in. Absolutely nothing.

## Me

Tired. The last two months have been emails, emails, emails. But the flat is genuinely better, 엄마 is
actually coming, and I didn't cry in the bathroom at work once this month. Progress.

Things for this week:
- [ ] chase Callum about the extractor fan electrician — in writing
- [ ] book the York train
- [ ] book Christmas dinner
- [ ] finish the Korean house sheet with the new Wi-Fi
- [ ] HF COSHH rewrite
- [ ] handover document
- [ ] find out about bringing food into the UK (엄마 asked)
- [ ] practise the finale, slowly, with the metronome, like an adult

보고 싶다 엄마. 3주.
"""
