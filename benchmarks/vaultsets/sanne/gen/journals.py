"""Three long rambling journal notes (1.5-2k words each), mixed Dutch/English."""

OUT = []


def add(rel, stamp, text):
    OUT.append((rel, text.lstrip("\n"), stamp))


add("notes/journal/2025-03-16_braindump.md", "2025-03-16 17:55", """
---
date: 2025-03-16
type: journal
mood: rainy but ok
---
# Sunday braindump (zondag, regen, Joost is aan het nakijken)

Okay. It's been weeks since I wrote anything longer than a grocery list and my head is full, so: braindump. No structure, no headings that make sense, just getting it out. Joost is at the dining table grading essays about the Tachtigjarige Oorlog with a red pen and sighing every forty seconds, Mosterd is asleep on the windowsill above the radiator, and it's raining sideways. Perfect conditions.

## Work, werk, work

Atlas is officially mine. Priya confirmed it in our last 1:1, which we did face to face in London for once, in Cobalt, with actual coffee instead of the Meet lag. The study is about onboarding: why so many freelancers sign up for Brightloop, poke around for a bit, and then never send a first invoice. Fiona has a funnel chart that drops off a cliff right after "connect your bank", and everybody has a theory. Tom thinks it's the copy. Fiona thinks it's trust. Kwame thinks it's the list of banks (half the Dutch ones are missing, to be fair). I think nobody has actually watched a freelancer do it at their own desk with their own messy finances, which is the whole point of doing research in the first place.

Which brings me to my perennial rant, and I'm writing it down so I can point future-me to it when I'm tempted to take the easy route. I've been doing a lot of remote sessions lately because it's cheap and Ops loves it, and I notice again how much I miss being in the room. I much prefer in-person sessions with participants — sitting next to them, seeing the sticky notes on their monitor, the shoebox of receipts, the toddler shouting in the background, the way they sigh before they open their banking app. Remote interviews feel like recording a podcast with someone who is also checking their email. You get the words but you lose the context. I know, I know, remote scales, remote is inclusive, remote means I can talk to someone in Leeds on a Tuesday morning from my bedroom. I'll keep doing them. But if I get to choose, I choose the kitchen table every single time. I need to find a way to get at least part of Atlas done at people's actual desks. Maybe the Dutch participants? Utrecht, Amsterdam, Rotterdam — I can cycle or take the train to them. Put that in the plan before Fiona decides everything will be unmoderated.

Other work things, in no order:
- The research guild talk. I said yes in a moment of weakness. Working title: "Diary studies for people who hate diary studies". It's in May. Slides: zero.
- Lena is doing great but she's too polite in interviews. She fills every silence. Teach her the awkward pause, the "mm, tell me more", the counting to seven in your head.
- Promotion: Priya says my case is strong but she wants one more big visible thing. Atlas = the big visible thing. No pressure at all. Haha.
- Travel. Still flying to London City every month. It's fast and the DLR is kind of fun, but I feel guilty every time, and the security queue at Schiphol at 6 am is a special kind of hell. There's a rumour the travel policy will switch to train-only for short trips. Honestly fine by me; on the Eurostar I can work the whole way, I don't have to take my liquids out, and nobody tells me to put my laptop in a separate tray.
- Last time the hotel room was right next to the lift. Ding. Ding. Ding. All night. I must remember to ask for a room at the end of the corridor. I wrote it on the checklist, so now it exists.
- Budget season is coming. Kwame will ask for numbers I don't have yet.

## Zolder / attic (the big one)

So, the attic. We picked Zolderfix in February — cheapest by a mile, Marco was friendly, and we decided to do the permit ourselves to save money. Which meant: me, the Omgevingsloket, and three evenings of swearing at a form that asks the same question four different ways. But: submitted on the 10th! Iris from the tekenbureau made beautiful drawings (existing situation, new situation, a cross-section where you can see exactly how much head height I'm going to have, which is: enough, if I don't jump). The constructeur came to measure in February, poked at the roof beams with a screwdriver, made worrying noises, and then sent a calculation that said it's all fine as long as we add some steel. Of course we need steel. The gemeente sent a confirmation mail with a case number, which I've starred, and now we wait eight weeks, possibly longer because apparently they can just extend it if they feel like it.

Joost says it'll be fine. Joost says that about everything. Joost said that about the IKEA wardrobe.

Things still floating around in my head:
- Zolderfix hasn't given a start date. "In overleg", which means nothing. I'll email Marco after Easter if nothing comes. If they can't start this year I'm going to be very grumpy.
- Insulation: PIR or wood fibre? Dad has Opinions (PIR, obviously, "dat isoleert het best per centimeter, meid"), and he also went on about the vapour barrier foil for ten minutes on the family app, with a story about one of his old jobs. I should actually read up on it instead of just sending thumbs-up emojis.
- Money: the mortgage advisor says we can do a construction deposit from the extra room in the mortgage, but it only opens once the contract with the builder is signed. Paperwork, paperwork, paperwork.
- Where does all the stuff currently on the attic go? Christmas boxes, Joost's four hundred history books, my old bike trainer, the cat carrier, two suitcases, a box labelled "kabels??" that neither of us will admit to. A storage unit for two months? Mum's garage? Mum's garage.
- Do we stay in the house during the works? Everyone says you can, as long as you don't mind dust in your teeth.

Honestly, though, I'm excited. I've been working from the corner of the bedroom for three years. Laptop on a desk that's actually a sewing table, ring light balanced on a stack of books, Joost tiptoeing past during calls. A real room with a window to the street. A door I can close. A wall behind me that isn't the wardrobe.

## Lotte

Lotte is engaged (since Christmas, I'm still not over it — she cried, Daan cried, Papa pretended he had something in his eye and then went to check on the oliebollen). No date yet; they're looking at venues, something with a barn and an orchard, extremely Lotte. Mum already asked me whether I'm going to "do something". Do what, mam? Something tells me I'll be roped into something bigger than a toast. I'd like that, actually. We've been close since she stopped stealing my clothes (age 19, roughly).

Note to self: Lotte's birthday is in April. Don't forget like in 2023. Order something before the 1st.

## Korfbal

Thursday training is weirdly the highlight of my week. Ruud made us do the running-in shot drill for forty minutes last time and my calves are still angry. We're second to last in the recreational league, but honestly the beer afterwards is the point. Esmee wants to do a team weekend in the summer; I said yes before checking anything, which is becoming a pattern. Bar duty came around again in January, did it with Bram, who talked about his sourdough starter for four hours. Four. Hours. The starter has a name.

## Home stuff

- The boiler: since the installer replaced that pressure thingy in January it has been perfect. Knock on wood. I wrote the refill instructions down in a text file so I never have to google it in a panic again.
- The Wi-Fi is still on the weird temporary password from the new modem. I must change it to something I can tell a cat sitter without spelling it three times.
- The garden needs everything. It's March. Next month. Probably May.
- Mosterd: fine, fat, happy. The vet said in December she's a bit heavy. I said she's big-boned. The vet did not laugh. We're doing smaller handfuls of kibble now and she looks at me like I've betrayed the family.
- The dishwasher makes a noise like a small airplane. Joost wants a new one. I want a new one with a cutlery drawer. We agree on nothing else.

## Family

Papa turns 65 in September and mum is already in full planning mode. She wants a dinner "somewhere nice but not too fancy, you know how he is". Lotte and I are supposed to come up with a present. Ideas so far: a wine club subscription (he'd like it), a day on a steam train (he'd pretend not to like it and then talk about it for a year), a new toolbox (he has four).

Mum is also worried about the attic. "Weet je wel zeker dat je dat wilt, al dat stof?" Yes, mam. I'm sure.

## Random

- Books: finished the Bregman one, started a Sally Rooney for the third time. Maybe it's not for me. Maybe it's me.
- Want: a proper desk chair for the attic. Looking at second-hand office chairs on Marktplaats. Joost says a chair cannot cost that much. Joost grades on a kitchen stool, so his opinion on chairs is not relevant.
- Side project idea: a tiny zine about research in everyday life, like "usability of the NS ticket machine" or "the mental model of my dad's TV remote". Probably won't happen. Writing it here so it exists somewhere.
- Joost's school is doing a trip to Berlin in December and he's one of the teachers going. If I'm in London the same week we need a cat sitter. Future problem for future Sanne.
- Running: 5 km three times a week was the plan. Current reality: once a week, on good weeks.
- Must call Oma more. She's 89 and still asks if Joost "is nou al vast", meaning a permanent contract. He's had one for six years.

## What I want the rest of this year to look like

1. Attic done by autumn (ha).
2. Atlas actually changes something in the product, not just a nice deck.
3. Be a good sister for whatever Lotte needs.
4. Don't let London weeks eat my whole month. One week there, three weeks here. Protect that.
5. Sleep. Eight hours. Sometimes.

Okay. Joost has finished grading and is making pancakes, which is his love language. Ending here.
""")

add("notes/journal/2025-07-27_zomer.md", "2025-07-27 22:40", """
---
date: 2025-07-27
type: journal
---
# Zondagavond eind juli — zomer-overpeinzingen

Het is 29 graden op zolder (ik heb het gemeten, met de oude thermometer van de broedmachine van papa, vraag niet) en daarom zit ik beneden aan de keukentafel met een ventilator op mijn gezicht. Joost heeft zomervakantie en is daardoor een ander mens: hij heeft vandaag de heg geknipt, de schuur opgeruimd en een taart gebakken. Ik werk gewoon door, want Londen heeft geen zomervakantie, alleen "a quiet August".

Tijd voor een lange notitie, want er is veel gebeurd en ik vergeet anders de helft.

## De zolder

Oké, de grote update: we zijn toch voor Van Dam gegaan. Ik ben er nog steeds blij mee. Zolderfix kon pas in maart 2026 en wilde 40% vooraf, en toen ik dat aan Joost vertelde zei hij alleen maar "nee". Peter van Dam is misschien een beetje stug, maar hij belt terug als hij zegt dat hij terugbelt, en de referenties in de buurt waren allemaal positief (de mevrouw van nummer 41 liet zelfs haar hele zolder zien, met een kopje thee erbij). We hebben onderhandeld: de nieuwe vaste trap vervalt, de oude wordt opgeknapt, en daardoor is de prijs omlaag gegaan. Aanbetaling is betaald in april.

Minder leuk: de start is opgeschoven. De leverancier van de kozijnen voor de dakkapel heeft een enorme achterstand, dus het wordt later dan gepland. Balen, want ik had me al helemaal ingesteld op een nieuwe werkkamer in de herfst. Nu wordt het eerder "voor de kerst", als alles meezit. Ik heb de oude datum nog in mijn agenda staan trouwens, moet ik een keer aanpassen.

Wel goed nieuws: de vergunning is binnen! In juni kwam het besluit. Er zitten voorschriften aan over de kleur van de kozijnen (welstand), maar dat vond Peter geen probleem, hij bestelt ze gewoon in die kleur. Ik heb de hele mail met bijlage doorgestuurd, dan hoef ik er niet meer aan te denken.

Het bouwdepot is ook geregeld bij de bank. Formulieren, handtekeningen, een adviseur die heel vriendelijk was maar wel drie keer dezelfde vraag stelde. Het geld staat klaar, we moeten de facturen uploaden en dan betalen zij de aannemer rechtstreeks. Fijn, dan hoef ik niet met grote bedragen te schuiven.

De isolatie-discussie is ook beslecht, al is papa er nog steeds niet helemaal over uit. Hij stuurt af en toe nog een artikel in de familie-app. Ik reageer met een duimpje. Liefde.

Wat ik nog moet regelen:
- de zolder leegruimen (kerstspullen, Joost z'n boeken, de doos met "kabels??")
- uitzoeken waar Mosterd blijft tijdens het stofwerk
- met de buren praten over de steiger, want die moet deels in de tuin van Gerda staan
- een bureaustoel. Nog steeds.

## Werk

Priya gaat met zwangerschapsverlof, vanaf 1 augustus. Ik ga haar echt missen; ze is de beste manager die ik ooit heb gehad, ze snapt onderzoek en ze snapt mensen. Ons laatste 1:1 was bijna emotioneel. Er is vervanging geregeld voor de periode dat ze weg is, ik weet nog niet goed wat ik daarvan moet verwachten. Iemand van design, heel visueel, "loves a good slide". We'll see.

Atlas gaat de goede kant op. Het plan is goedgekeurd: een dagboekstudie van twee weken met twaalf freelancers, daarna interviews. Werving begint in september, want in augustus zijn freelancers op vakantie of doen ze alsof. Ik heb ChatGPT gevraagd om ideeën voor de werving, daar kwamen een paar nuttige dingen uit, en Kwame heeft het budget voor de incentives goedgekeurd. Ik moet alleen nog de screener schrijven en de dagelijkse herinneringsberichten.

London trips: sinds mei gaan we met de trein. Zoveel fijner. Ik werk de hele reis, ik kom aan op St Pancras in plaats van in een vliegtuigslurf, en ik hoef niet meer om vijf uur op. Enige nadeel: de hotelkamer is nog steeds naast die lift. Ik heb het nu drie keer gevraagd. Misschien moet ik gewoon een andere kamer eisen bij het inchecken.

De juni-trip was vooral Atlas-voorbereiding en een lange lunch met Tom en Lena. Tom blijft maar over een dumplingtent praten. Ooit ga ik mee, al was het maar zodat hij ophoudt.

## Lotte & de bruiloft

Ik ben getuige!! Lotte vroeg het in mei per mail, heel officieel, en ik heb op de bank zitten janken. Ze trouwen op vrijdag 29 mei 2026 op Hoeve Klaverweide in Bunnik, met een ceremonie in de boomgaard als het weer meezit. Daan's broer Niels is ook getuige, en Daan's beste vriend Youssef.

Wat betekent getuige zijn eigenlijk? Volgens Google: tekenen, naast de bruid staan, een speech, en "vaak de organisatie van het vrijgezellenfeest". Volgens mama: "er gewoon zijn voor je zus". Volgens Lotte: "niks geks doen, beloof het". Ik heb een lijstje gemaakt en nu voelt het beter.

Vrijgezellenfeest-brainstorm (geheim!!): Fleur dacht aan een weekendje Antwerpen, Anouk aan iets op het water, ik aan iets wat niet 240 euro per persoon kost. We gaan in het najaar een datumprikker sturen en dan knopen doorhakken. Lotte's enige eis: "geen strippers en geen sjerpen". Prima.

Ideetjes voor de speech komen steeds op rare momenten. Onder de douche, op de fiets, tijdens een stakeholder meeting (oeps). Meneer Slijm de slak moet er sowieso in.

## Familie

Papa wordt in september 65. Mama regelt een etentje, ze heeft al een restaurant uitgezocht en het in de familie-app gezet. Lotte en ik geven samen een cadeau: waarschijnlijk het wijnclub-abonnement, dat vindt hij stiekem geweldig. De stoomtrein bewaren we voor zijn 70e.

Mama heeft trouwens aangeboden om te helpen met de zolder. "Ik kan toch soep komen brengen." Lief. Ze kan beter Mosterd opvangen, maar dat zeg ik nog niet hardop.

Oma is gevallen in juni, niks gebroken gelukkig, maar ze is wel wat wankeler. Moet vaker bellen. Heb ik vorige keer ook al geschreven. Doe het nou gewoon, Sanne.

## Korfbal

Seizoen afgesloten met de BBQ op 21 juni. We werden voorlaatste, maar we hadden wel de beste teamspirit-prijs (die bestaat niet, die heeft Esmee verzonnen en uitgereikt). Ruud stopt misschien als trainer, hij heeft het al een paar keer laten vallen. Jammer, hij is streng maar goed. Er gaan geruchten over nieuwe trainingstijden volgend seizoen, de technische commissie stuurt in augustus een mail. Als het maar niet op dinsdag wordt, dan heb ik de research sync-nasleep nog.

Teamweekend op Texel gaat niet door, te weinig mensen konden. Volgend jaar.

## Mosterd

Mosterd ligt de hele dag plat op de tegels in de badkamer. Ze heeft in juni een paar keer gebraakt (haarballen, de dierenarts zei moutpasta) en sindsdien gaat het prima. Ze is wel nog steeds te zwaar. Joost geeft haar stiekem extra brokjes als ik in Londen ben, dat weet ik zeker.

## Zomer zelf

Vakantie: we gaan in augustus een week fietsen in Drenthe, met de tent. Dwingeloo, Westerbork, hunebedden, pannenkoeken. Joost wil elke dag 80 km, ik wil elke dag 40 km en een terras. We komen vast ergens uit op 55 en een terras.

Gelezen deze zomer: eindelijk iets uit dat ik leuk vond, een Nederlandse thriller over een dorp in Zeeland. Joost leest een biografie van Willem van Oranje, voor de lol. Voor de lol!

Ik merk dat ik moe ben. Niet van één ding, maar van alles tegelijk: werk in twee landen, een verbouwing, een bruiloft, een kat met gevoelens. Ik moet beter opletten dat ik ook gewoon niks doe. Misschien is dat mijn doel voor augustus: niks doen, op een camping, zonder laptop.

## Huis & tuin

De tuin is dit jaar een jungle geworden. De clematis heeft de schutting van Gerda overgenomen, de hortensia's van Gerda zijn gelukkig veel netter dan onze hele tuin bij elkaar, en Joost heeft de tomaten in potten gezet die nu allemaal tegelijk rijp worden. We eten elke avond tomatensalade. Ik klaag niet.

In huis: de vaatwasser maakt nog steeds het vliegtuiggeluid. Joost heeft drie modellen uitgezocht en een spreadsheet gemaakt (!). Ik heb gezegd dat ik alleen een besteklade wil en dat hij de rest mag kiezen. Dat was blijkbaar het verkeerde antwoord, want nu moet ik "meedenken over het energielabel".

De cv-ketel doet het nog steeds prima sinds de reparatie in januari. Het onderhoud in oktober moeten we waarschijnlijk verzetten, want de ketel hangt naast de zoldertrap en daar gaan straks de bouwers op en neer met platen.

Wat me wel bezighoudt: waar gaan al die spullen heen als de zolder leeg moet? Mama biedt haar garage aan, maar die staat al vol met de caravan-spullen van papa. Misschien een opslagbox voor twee maanden. Of we gooien gewoon de helft weg. Joost werd een beetje bleek toen ik dat zei, vanwege de boeken.

## Dingen waar ik me deze maand aan ergerde (kort, want ik wil positief blijven)
- mensen die in de stiltecoupe bellen
- de fietsenstalling bij Utrecht Centraal om 8:15
- dat de supermarkt mijn koffiebonen niet meer heeft (maar die koop ik toch bij de branderij)
- dat ik nog steeds geen bureaustoel heb
- Slack-notificaties om 23:00 van mensen in een andere tijdzone (oké, één tijdzone, maar toch)

## Lijstje voor de komende weken
- Gerda spreken over de steiger
- zolder leegruimen, dozen halen bij de bouwmarkt
- Atlas screener af voor half augustus
- cadeau papa bestellen (wijnclub)
- fietskaart Drenthe printen (Joost wil papier, geen app)
- Lotte bellen over de datumprikker
- bureaustoel!!

Genoeg. De ventilator maakt een raar geluid en Joost roept dat de taart klaar is.
""")

add("notes/journal/2025-11-22_where_are_we.md", "2025-11-22 23:30", """
---
date: 2025-11-22
type: journal
---
# Where are we (eind november)

Saturday night, Joost is asleep on the sofa with a history podcast still playing, Mosterd is on my feet, and I'm writing this on the couch because the attic is — finally — almost a room, but not a room you can sit in yet. Long overdue stock-taking. It's been a year, or eleven months, or whatever this is.

## The attic, or: ik woon in een bouwput

Stand van zaken. The builders started in October and it's been loud, dusty and honestly kind of magical. The dormer is in. When they took out the roof tiles on the street side and the light came in for the first time I actually cried a bit, in front of Peter, who pretended not to notice and started talking about gutters. The insulation is in, the floor is in, the plasterer starts on Monday. I walked up there on Thursday evening when everyone was gone and sat on the floor with a cup of tea, and the sun had warmed the boards through the new window and Mosterd came up and lay down in the sunny patch like she owned it. Which she does, obviously.

The dust, though. It's in the fridge. It's in the bread bin. It's in my ears. I found plaster in my bra. Joost found a screw in his muesli. We are fine. We are totally fine.

Money: the construction deposit turned out to be too short, time-wise — it would have expired before the work is done — so I asked the bank to extend it and they did, without much drama, which surprised me. We've paid three of the five instalments to Peter, plus a container, an electrician, and a thousand small things from the bouwmarkt. I keep the ledger up to date because otherwise I'd have a panic attack. There's one open question from Peter that I keep not answering, because Joost and I don't agree, and because every extra euro feels like a lot right now. I have to decide this week. I know.

The subsidy application is in. Filled it out on a Friday evening with a glass of wine, which is either very efficient or very irresponsible. Peter fixed his invoice so it says the square meters and the R-value, because the first version just said "isolatie dak" and I know RVO would bounce that. Now we wait. There's also a thing about doing a second measure to get more money, which I need to look into.

Mosterd was in Deventer for almost a month while they were breaking things open. Mum sent daily photo updates: Mosterd on the windowsill, Mosterd on dad's newspaper, Mosterd on dad's lap (dad: "ze kwam zelf!"). She came back fatter and spoiled and didn't eat properly for two days — sulking, ChatGPT said stress, the vet would've said the same — and now she's back to normal and walks past the attic door every morning to check on progress.

## Work

Atlas fieldwork is done, synthesis is almost done. Eleven diaries, six interviews, and some really strong stuff: people think "connect your bank" means we're going to move their money, people send themselves test invoices four times before they dare to send a real one, and the progress bar makes everyone feel like a failure. The readout is in December now, in London, in the room, with actual leadership, so I need the pre-read done before I get on the train. I'm nervous and excited. Mostly nervous.

Hamish has been... fine, actually. Better than fine. He's very different from Priya — he thinks in slides, I think in stories — but he listens, and he backed me when I wanted to present in person. Promotion is on hold until Priya's back, though, which is annoying. "Let's wait for Priya." I wrote my arguments down anyway so they're ready.

The October offsite in Margate was good. Sea air, a lot of post-its, a very long roadmap day that could have been half as long. We walked along the beach in a gale and Kwame lost his hat. The expense claim for that trip is still sitting in my to-do list, embarrassingly.

London in November: the new company hotel is so much better than the old one. No lift outside the door, a proper breakfast, and a shower that isn't a drip. But the best thing of the trip was food. Tom finally took me to his dumpling obsession — Jin's, on Exmouth Market — and I get it now. The chilli oil wontons, oh my god. We went twice in three days. I've told Joost we're going when he comes to London with me one day, which he has promised for three years.

Something I noticed this year: I've stopped dreading the London weeks. The train helps, the routine helps, and honestly the team is lovely. But I also said no to going twice a month, and I'm proud of that. Once a month is enough. The rest is here, with the cat and the dust and Joost.

## Lotte's wedding

Six months to go. Lotte is in full bride mode: spreadsheets, mood boards, a shared calendar that pings me about things like "ringen ophalen" half a year in advance. After the venue drama in the summer they've landed somewhere gorgeous, honestly nicer than the first place, and the date didn't change, so everyone is relieved. Dress fitting is in December and I'm going along, which clashes with my korfball bar duty, which I still haven't managed to swap. Classic.

The bachelorette is sorted-ish. Fleur, Anouk and I agreed on a plan at the end of October, the date is in my calendar, deposit is paid, and nobody has told Lotte anything yet (miracle). Lotte's demands are being respected: outdoors, no sashes, no strippers.

The babs asked me for stories about Lotte for the ceremony. I sent the first three — Meneer Slijm the snail is in there, of course — and need to dig up more. Mum has a shoebox of photos that will probably produce ten more stories and three arguments.

The speech: ideas, a structure, zero actual sentences. It's fine. I have six months. (Past Sanne said that about the attic, too.)

## Korfbal

New season, new evening, new trainer, new hall since November. The new trainer is much more about fitness than Ruud was — we run now, actually run, and I hate it and love it. Still second to last. Our captain Esmee says we're "building". The general meeting of the club is in December and there's apparently a proposal to raise the contribution again, so I'll go just to sigh loudly.

## Family

Papa's 65th in September was lovely. The restaurant was perfect, he gave a speech that was mostly about his first car, and he loved the wine club. Mum cried twice. Lotte and I sang the song we used to sing at Christmas, badly.

Sinterklaas is coming. I drew papa's name. I need to write a poem. Something about insulation, obviously, he'll love it.

Oma is doing better. I called her twice this month. Look at me.

## Joost

Joost is going to Berlin with his class in the first week of December, the same week as my London trip, so Maya (the PhD student from the cat-sitting group) is coming to look after Mosterd. I've written her a whole sheet. Joost says I've written a manual for a cat. Correct.

We've been a good team this year. The attic could have been a relationship test, and it sort of was, but we passed. Mostly. Peter's open question is the last boss.

## The year, quickly

If I try to summarise this year in one line: everything took longer than planned, and most of it turned out better than planned. The attic was supposed to start in September and be done by autumn; it started later and it'll be done around Sinterklaas, and it's going to be lovely. The contractor we picked first would have made us wait until 2026; switching felt like failure at the time and now feels like the best decision of the year. Atlas was supposed to be a quick study and became the biggest piece of work I've done at Brightloop. Lotte's venue fell through and the replacement is nicer. My manager left for half a year and I didn't fall apart.

Things I'm proud of:
- doing the permit myself (the form! the drawings! the waiting!)
- saying no to London twice a month
- the diary study recruitment actually working, with only one dropout
- keeping the ledger up to date even when I didn't want to look at it

Things I'd do differently:
- start asking for quotes earlier, in autumn instead of January
- write things down *when* they're decided, not three weeks later
- not agree to a korfball bar duty before checking the family calendar
- buy the chair in January

## What I want for the last month of the year

1. Give a readout I'm proud of.
2. Finish the attic. Move in my desk. Sit in my chair. (Still no chair. Marktplaats, I'm coming for you.)
3. Write a Sinterklaas poem that makes papa laugh.
4. Swap that bar duty.
5. Sleep in on the 27th of December for as long as I want.

Okay. Joost's podcast has switched to the next episode, something about the Batavian Republic. Time to wake him up and go to bed.
""")


def build():
    return list(OUT)
