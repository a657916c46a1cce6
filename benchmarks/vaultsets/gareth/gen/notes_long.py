# Three long rambling notes. Standard library only.
NOTES = {}

NOTES["journal/long/2024-06-30-brain-dump.md"] = """# End of June brain dump

Sunday night, Sian's gone to bed, Osian's finally asleep after the end of season do, and I've got that
thing where my head won't switch off so I'm just going to write everything down and hopefully it
stops going round.

## Sheep

Shearing's done - Friday, the gang were here at 7 and gone by 2, which is about as good as it gets.
176 ewes and the tups. Dry morning for once. Osian and Megan rolled fleeces all day and were paid in
ice cream from the Co-op, which is cheaper than the going rate. Wool's sheeted and needs to go to the
depot this week. Price for wool is still a joke - barely covers the shearing. Every year I say we
should just compost the stuff and every year we sheet it up and send it anyway because that's what
you do.

Lambing this year ended up ok in the end. 180 ewes put to the tup last back end, 1.42 reared per ewe
at marking, which for Welsh Mountains on our ground I'll take. Lost more than I'd like to watery mouth
early on in that wet spell and the prolapses were the usual suspects - the older yellow-tag ones will
go in the autumn, no more chances. Need to get better at culling on teeth and udders and not being
sentimental about the ones that "always lamb well". Sian's more ruthless than me, which is funny given
she names half of them.

Lambs look well. Nematodirus was a worry in May with that cold then hot snap, drenched on the SCOPS
forecast and FECs since have been fine. Fluke will be the autumn thing, it always is here.

## Practice stuff

TB season. It never really stops now, but June's been mental - Tyddyn Mawr WHT done and clear,
thank god, because Emyr would have had a stroke. 220 cows through the crush twice in a week.
My back.

Something I keep meaning to write down properly for the locum pack and for Rhys, because we keep having
this conversation: how I like to plan a TB week. I always, always want to **inject on a Monday** and read
on the Thursday. It leaves Friday as the spare day if a read has to slip for weather or a broken crush, and
it keeps the weekend clear. Tuesday inject / Friday read is ok-ish at a push. But **never inject on a
Thursday** - the read lands on the Sunday and nobody wants that, the farmer doesn't, I don't, and the
OOH cover goes to pot. Wednesday inject means a Saturday read, same problem. Rhys is more relaxed about
it than me and he'll happily do Weds/Sat, which is his business, but for my herds it's Monday.

Also mornings. Start early, first herd in the crush by 8, before the cows are hot and stroppy and before
the farmer has wandered off to do something else. Afternoon TB tests are miserable.

APHA sent the allocation for the year at the start of the month. Lots of pre-movement stuff coming in
the autumn with the store sales. Need to make sure whoever covers Rhys is authorised as an OV on the
APHA system before we put their name on anything, learned that one the hard way in 2019.

Rhys and Catrin's baby is due mid-September - first one, he's like a kid at Christmas. He wants a proper
chunk of time off and fair play, he should have it. We'll need a locum for about six weeks. Agencies
are crazy money but there's no alternative, there's nobody local free. Delyth says book now or we'll
get whoever's left. Need to think about weekends too, me doing every weekend for six weeks isn't going
to work with lambing-sized stuff at home - though the autumn's quieter on the flock side so maybe.

Emyr's herd had that BVD PI calf last spring. The Aug calves need ear-notching. He's been great about
the testing, to be fair.

Scanner. I keep looking at portable ultrasound scanners. Rhys's old one is awful in daylight, you can't
see the screen at all outside and half our work is outside. The Kestrel one that AgriVet were showing
at the Royal Welsh last year looked good, wrist display, light. Seven and a half grand though. Could
do it on finance over 3 years and the PDs alone would pay for it if we push fertility work with the
dairy herds. Need to sit down with Rhys and Delyth and do the maths properly. Don't want to be that
bloke with expensive toys.

CPD - I'm behind. RCVS want 35 hours a year and I'm on about 12. There's a fertility day somewhere in
the new year I keep seeing adverts for. And I should do the TB refresher properly instead of skimming it.

## Barn

Planning still sitting with the park. Gwion (case officer) was out in April, asked for the full
bat surveys. The ecologist came for the first dusk emergence survey on the 12th, sat out there with
her bat detector and a flask till nearly eleven. Second one end of July. There are definitely bats - Osian
saw them going out of the gable end years ago - question is what kind and how many, and whether it's
a day roost or a maternity roost, which apparently changes everything.

Three quotes back from builders. Cheapest is Meirion Stone but it's so vague I don't trust it, drainage
isn't even mentioned. Cadwaladr is the dearest and they want a quarter up front which makes me
nervous. Iolo Evans is in the middle, and he's the one I actually trust - he did the Hafod barn and the
chapel and they're both lovely. I think it'll be Iolo but we haven't decided yet, Sian wants to sleep
on it and I want to ring a couple of people he's done work for. Need to decide by mid-July or we lose
the January slot.

Drainage - no idea yet. Septic tank probably, the cheapest thing that works.

Slate - they'll want natural slate and I know what that means.

## Rugby

End of season presentation tonight, hence the late night. Osian got "most improved" which he pretended
not to care about and then carried round all evening. Nice bunch of kids this year. Next season they'll
be U12s, which means proper contact levels and rucking stuff, and I said I'd keep coaching them. Iwan's
staying on, Carys and Dewi too. Need to sort out my safeguarding, the club's welfare officer says
the WRU are making everyone redo it over the next season.

Kit: the tackle bags are falling apart. Put in for new ones.

## Home

Nain's hip is bad again. She won't use the stick outside "because people will see". She's 79. She
wants to come for lambing next year to "help" which means sitting in the kitchen with tea telling
stories, which, honestly, is help.

Sian's term finishes 19th July, then she's got the whole summer which means she'll do the barn
paperwork and the Glastir claims and I won't have to. SAF was done in May, she did it, I just signed.
Glastir's in its last year and after that who knows what the new scheme means for us. Every meeting
I go to says something different.

Hay - the contractor's promising next week if the weather holds. The forecast is lying again.

Megan wants a pony. No.

## The practice, longer term

Rhys and I need the conversation we keep not having: a third vet. We're turning work away in the
spring, and with the baby coming he's not going to want to do one night in two forever, and nor do I
at 47. A new grad would need a lot of hand-holding on farm work but we could grow one. Or an assistant
with a few years in who wants to be in the hills. The housing round here is the problem, nobody can
find anywhere to rent that isn't a holiday let - says the man converting a barn into a holiday let.
I know. I know.

Delyth wants a new practice management system. The current one is older than Osian and crashes if you
look at it. She's done the research, she just needs us to say yes and find the money. Put it on the
list for the partners' meeting after the summer.

Drug prices are up again. Need to look at the margins on the farm packs, we're basically giving the
wormers away.

## Royal Welsh

Going for the Tuesday this year. Sian wants to look at the sheep lines and I want to look at the
machinery I can't afford. Osian wants the food hall. Megan wants the pony club ring (still no). There's a
BCVA stand and the AgriVet people will be there with the scanners, so I can have a proper go on one.
Bring the big cool box, park early.

## Dogs

Fly is coming on - she'll hold the ewes in a corner now without diving in, mostly. Mot's getting old,
he's 11, slowing down on the ffridd, but he's still the one I'd trust to bring the lot down the hill
on his own. Need to start thinking about a pup in a year or two so Fly has someone to learn off before
Mot retires to the kitchen.

## Things I want

- More time at home in the evenings. Less time on the phone in the Hilux.
- Not to be up at 2am for a prolapse in my own shed after being up at midnight for someone else's calving.
- To actually finish a job on the barn rather than think about it.
- Holiday. Even 4 days. Pembrokeshire? Sian wants Ireland.

Right. Bed. The cows don't care how tired I am.
"""

NOTES["journal/long/2024-09-29-autumn-ramble.md"] = """# Sunday 29 Sept - catching up with myself

First Sunday in ages with nothing on, so here's a long one.

## Rhys / practice

Elin arrived on the 19th - 7lb 2, both well, Rhys walking round like he invented babies. He's off
properly now and the locum's been in a week. Good lad, knows his way round, turns up early, doesn't
moan. Farmers like him, which is the main thing; Alun at Cefn Coch said "he's alright that one" which from
Alun is basically a knighthood. The weekend cover arrangement is holding up so far, which is a relief,
I was dreading six weekends on the trot.

Scanner arrived the Friday before last. It's brilliant. Did 40 cows at Tyddyn Mawr and about 20 at Cefn
Coch this week and it's a different world from Rhys's old one. Wrist display is so handy, and you can
actually see it outside unless the sun's right behind you. First finance payment isn't till November.
Wrote a quick start sheet so the locum can use it and Rhys when he's back.

Emyr's invoice went out on the 30th, it's a big one - the caesarean, all the fertility visits, the BVD
tests on the August calves. He always grumbles and then pays, we'll see.

Vet student coming in November for two weeks - Ffion, from the vet school, 4th year, farm-keen. Need
to sort out where she sleeps. The flat will be needed by the locum until the start of November and
Delyth wants to give it a proper clean after. Maybe someone with a spare room? Ask around.

Still need to do that CPD.

## Barn - the drainage saga

So the perc test failed. Iolo dug the holes on the 12th, filled them, timed them, did it all properly,
and the average Vp came out at 112. The drainage field has to be between 15 and 100 under the rules.
So the septic tank plan is dead in the water (ha). Too much clay. I knew that field was wet in the
bottom corner but not that bad.

Options now, as far as I can see:
- a mound system - ugly, expensive, not keen
- a package treatment plant discharging to the nant - more money, needs electric, needs servicing
- try a different bit of land - there isn't a different bit, it's all the same clay or it's rock

Iolo's pushing the treatment plant. Asked ChatGPT about sizing and the rules and it was actually useful,
but I need to talk it through with Sian and see the numbers before I commit to anything. Haven't
decided. It'll mean going back to Iolo for a revised quote whatever we do.

The good news: Sian's cousin **Gethin** (Gethin Rowlands, from Rhydymain) has got a little 3-tonne
Kubota digger and does bits of groundwork on the side. He says he'll dig whatever trench we need for the
drainage, cash and a lamb for the freezer. That'll save a fortune over Iolo's groundworks rate, if
Iolo's ok with it - he should be, he said he's happy for us to do the labouring bits.

Bat report came in a couple of weeks ago. Brown long-eared bats, day roost in the west gable, not a
maternity roost thankfully. But it means we need a licence from NRW before we touch the roof,
and the ecologist will do the application. Bat boxes, special tiles, and no work on that bit of roof
at certain times of year. It's fine. It's just more time. Planning was granted in August anyway with a
condition covering it, so at least that's done.

Slates - going Welsh, decided last month, it was never really a question once Gwion said what he said.
Need Gwilym to price the labour and somebody to price the slates.

## Flock

Tupping in about 5 weeks. Going to buy another tup at Bala sale on the 12th - ours are getting on and
the one with the bad foot needs to go. Budget £500-600, no more. Sian says no more than £500.

The ewe lambs need tack for the winter, same as always. Asked around at the mart, nothing yet. Last year
we had them at the Puws' but they're full this year. Need to sort something by the end of October.

Fluke dose tomorrow. Withdrawal's long on that stuff, need to check before any culls go.

Need to go through the ewes properly before tupping - teeth, udders, feet. Sian says at least 8 culls.
I say 6. It'll be 9.

The quad is dying. Clutch is slipping badly on the ffridd and the back tyres are bald. Either fix it or
replace it. New is about £9k. I love that old thing. Sian says "do the maths, not the love". Undecided.

## More practice waffle

The Bryn Glas WHT got done on the 23rd/26th with the locum and me together - clear, and Huw made
us a proper breakfast after the read, which is why Bryn Glas is everyone's favourite test. Menna asked
after Rhys's baby about six times. They're good people. Their caravan's sat empty since the summer
visitors went, she said, which I filed away for later.

Pre-movement tests are coming thick and fast with the store sales. Hafod Dywyll want 40 stores tested
for the sale in a fortnight. Told them the usual, my days or nothing.

Delyth's going to do the 2025 price list in December. TB per head has to go up, we've held it two years
and the callipers and the tuberculin and the diesel have all gone up. She'll email it round when it's
done.

The third-vet conversation is happening after Rhys is back. I've written down some numbers. Even a
part-time assistant two days a week would change my life.

## Rugby

New season, U12s now. 19 kids registered, 6 girls, which is the most we've ever had. Training's
Tuesdays at the moment but the club's getting new floodlights on the lower pitch and Geraint reckons
the night might change once they're up. He'll email. Carys is brilliant with the little ones who are
nervous about contact. Iwan does the fitness bits. Dewi brings the oranges and shouts, which is also a role.

First festival is Tywyn at home on the 5th. Then Porthmadog away. Bala in January is the one the kids
are excited about because it's a proper away trip - minibus, chips after, the works. I'll drive.

Safeguarding - Nerys has emailed everyone, online module by Christmas and then an in-person workshop
in the new year. Fine.

## Osian + secondary

Osian goes up to Bro Idris next September. He's more excited about the rugby there than about the
school, which is about right. Sian's doing all the forms. He wants a phone. We said Year 7. He says
everyone else has one. Everyone else's parents aren't us.

## The tup sale

Went to look at the catalogue for Bala. There's a lot from Nant-y-Fedw that I like the look of - good
feet, good tight skin, bred on hill ground like ours and not pampered on a lowland farm. Last time I
bought a showy tup off a lowland farm he fell apart on the ffridd in a month. Feet and teeth and
testicles and legs, that's all that matters, I don't care about a pretty head. Sian cares about the
pretty head.

Also need to MOT the old tups properly before they go in - feet trimmed, teeth, bodyweight, and check
the one with the lump on his brisket.

## Home

Nain came for Sunday dinner last week and told the whole story of her taid and the cart horse again.
Megan loves it. Osian pretends he's heard it before (he has).

Sian's back at school and knackered, Year 5 this year, "a lively bunch". Parents' evening clashes with
the Bala tup sale obviously.

The Hilux needs a service, and the trailer floor is fine.

Want to get away for a weekend in October half-term. Won't happen.

## Weather + jobs

Hedge cutting contractor can't come till November, which is fine, the birds are done. The Waun fence
held up in the big wind. Glastir inspector is supposed to come and look at the hedge laying at some
point, no date. The new fence on Cae Top moved the field boundary a bit and Sian says that needs a form
to RPW, she's on it (she isn't, she's on everything else, it'll be me).

Gutters on the house overflowing again. Chimney needs the sweep before the Rayburn gets going full time.

Farming Connect evening on the new scheme in Bala in October. Should go. Won't.

## Money

Barn money's going to be tight with the drainage changing. The bank want a stage schedule. The
scanner's on finance. The quad might need replacing. Emyr owes us three and a half grand. Lambing
supplies in the new year. Deep breath.

Will be fine. It's always fine. It just doesn't feel fine at 11pm on a Sunday.
"""

NOTES["journal/long/2025-01-05-new-year.md"] = """# New year - list + ramble, 5 Jan 2025

Blwyddyn newydd dda. Sian says I should write my "intentions" down instead of muttering them at the
telly, so here goes.

## Barn - this is the year

Iolo's lot start on the 13th. Skip's booked. The ivy's off the front at last, took me and Gethin two
Saturdays and a bonfire. The revised quote
went up, which I expected with the drainage change, and the bank have signed off stage 1.

Roof hopefully in Feb IF the bat licence comes through from NRW. That's the big unknown. Nothing happens
to the roof till then. The slates are ordered. Gwilym's pencilled in.

So then the bit I want written down because Sian and I keep going round in circles on it: **what sort of
let it is.** I want it to be a proper, quiet, stone barn in the hills. Wood burner, thick walls, good
beds, a decent shower, books, a big table. Walking boots by the door. Dogs welcome (one or two, well
behaved). Good Wi-Fi, because people need it, sadly.

What I DON'T want: **a hot tub**. Over my dead body. Every holiday let on the internet has a hot tub
on a deck with fairy lights round it and it's naff, it's a pain to keep clean, the chemicals, the
electric, and it's the guests having a party at midnight with the neighbours' sheep staring at them.
Sian says "the booking sites say you get 30% more bookings with a hot tub". I say then we'll get 30% more
people who want a hot tub, and they can go somewhere else. The wood burner and the view are the hot
tub. If we ever need to add something, a proper outdoor fire pit and a bench facing Cadair. Not a tub.

Other let things, while I'm at it:
- **Changeovers**: who cleans? Not me, not Sian on a Saturday in term time. Gwenno's daughter does
  changeovers for two cottages in Llanelltyd and might take another. Ask.
- **Welcome pack**: bara brith from the bakery in town, local eggs (ours!), milk, a bottle of something
  Welsh. Maybe a bag of coffee from the roastery in Dolgellau.
- **Minimum stay**: 3 nights off-season, 7 in the summer holidays, Friday or Monday changeovers.
- **Business rates / council tax**: the 182 days let rule in Wales - have to actually hit it or we
  pay the premium council tax. That scares me a bit. Need to be properly let, not "let to friends".
- **Guest book**: proper paper one. People write lovely things in them.
- **Local list**: Cadair path from Ty Nant, the Mawddach trail, Precipice Walk, the good pubs, the
  chippy, the beach at Barmouth, Coed y Brenin for the bikers, rainy-day list for when it rains (always).

Also no fake "rustic" stuff. No signs saying LIVE LAUGH LOVE. Real slate, real oak, Welsh blankets from
Trefriw or Melin Teifi, local art. Sian can do the inside, she has better taste than me, I'm just
putting my foot down on the tub.

Marketing - agency or do it ourselves. I had ChatGPT compare the main agencies and their commission
over Christmas. Need to decide by March. Leaning towards agency for the first year so we learn how it
works, then maybe go direct.

Pricing - no idea. Look at what other barns in the valley charge.

## Practice

TB - January's mental. Cefn Coch WHT at the end of the month, Pant-y-Llyn reads done. Tuberculin
supply's fine this year.

The 2025 price list went out - prices up a bit across the board, first time in 2 years.

The Tyddyn Mawr thing taught me a lesson: invoice monthly not quarterly, and get the OOH terms
in writing on every new client form. Delyth's redoing the client form.

CPD - still behind. RCVS hours. There's a good fertility day coming up, booked it, and the BCVA
webinars are free-ish. Aim: 35 hours logged properly on 1CPD not in a shoebox.

Rhys is back and sleeping about as much as I did at lambing. Elin's gorgeous. He's doing fewer nights till
she sleeps through, which is fair.

The scanner has been the best money I've spent in years. PDs up, clients love seeing the screen.

Another student in the summer maybe - Ffion was so good. The vet school asked if we'd take two a year.

## Flock

Scanning in a couple of weeks - Dai had to shuffle it round. Then lambing's on top of us before we
know it. Rota's not finished - need to go through it with Sian and Gwenno. Order tags + iodine now.

New tup looks well. Raddle marks say most of them held to the first cycle, fingers crossed.

Ewe lambs: Sian says they look well in the photos from their winter tack. I haven't been over since
November. Must go.

Glastir's done - sort of - last bits of paperwork to finish. Then what? The new scheme. Nobody knows.
Need to go to one of the Farming Connect evenings.

## Rugby

Bala away on the 18th. Minibus booked. Safeguarding workshop in Feb - all four of us going. Osian's
playing at 10 now (fly half, very pleased with himself). Second half of the season is always better -
they're bigger, braver, and they've stopped crying when it rains. Mostly.

## Looking back at 2024, quickly

Good: planning through, the scanner, lambing numbers, Rhys's baby, Osian's rugby, Sian and I still
talking after a year of barn meetings. The quad lived (just). Ffion. The tup from Bala.

Bad: the drainage, the bats (not the bats' fault), the Tyddyn Mawr row, not enough CPD, not enough
sleep, too many nights in the Hilux.

Ugly: me in the hedge in October when the quad clutch went on the ffridd.

## Money, roughly

The barn is going to eat every spare penny this year and some that aren't spare. The bank's fine with
it as long as the let is running by the autumn. The finance on the scanner is fine. Lamb prices were good
last year - touch wood. Wool was a joke again. Need to get the SAF in early. Keep a float for the
surprises, because there are always surprises with an old building: lintels, rot, bats, and whatever's
under the floor.

## Practice in 2025

Things I want to actually get done at work this year, not just talk about:
1. Third vet - advert out by Easter. Even part-time.
2. Delyth's new system - yes, do it, stop dithering.
3. Herd health plans for the dairy clients that actually get looked at, not filed.
4. Flock health clubs - iceberg diseases, lameness, worm resistance testing. The sheep clients get
   forgotten because the dairy work shouts louder.
5. Monthly invoicing for everyone over a certain size.
6. Take the EMS students regularly - two a year, like the vet school asked.
7. Proper TB planning - my rule about inject days written into the booking sheet so Delyth stops
   booking the wrong ones when I'm not looking.

And personally at work: stop saying yes to every calving at 3am when I'm not on. Rhys says I'm a
martyr. He's right but he didn't have to say it at the Christmas do.

## Rugby, bigger picture

The club's doing well at junior level, which is down to a handful of parents basically giving up
their weekends. Geraint holds it all together. The new floodlights have made a massive difference
this winter - the kids can actually see the ball. There's talk of a girls' section of its own next
year, which would be brilliant; our six girls are some of the best players in the squad.

I'd like to do my WRU coaching level 2 at some point. Not this year. Barn year.

## Me

- Lose a stone. I say this every year. The mince pies know.
- Fewer nights on the phone in the Hilux outside someone's yard.
- Read a book that isn't about cows.
- Take Sian away somewhere for our 20th in June. Not Pembrokeshire this time. Ireland, probably, she wins.
- Take Nain to Aberdaron, she's asked three times.
- Say no to at least one committee.

## Family

Megan's nine in March and wants a party at the leisure centre with the inflatable. Fine. Osian
wants to go to the WRU camp at Easter - in lambing. We'll see. Nain's 80 in March too, the same week as
Megan, so it'll be one big tea at ours with both of them pretending it isn't about them. Sian's
sister's coming up from Cardiff for it.

Sian and I need an evening a week that isn't barn meetings or lambing rotas or rugby lifts. Weeknights
are rugby or her netball, so Sunday night, phones off, a film. That's the plan. It'll
last two weeks. Still.

## Little things
- Fix the gate on Cae Top properly, not with baler twine
- Chimney sweep before Feb
- The dogs need boosters
- Megan's swimming lessons - Saturdays clash with rugby, Sian's doing them

Right. That's enough intentions. Diolch am wrando, notebook.
"""
