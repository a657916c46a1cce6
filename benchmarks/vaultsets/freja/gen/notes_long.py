# -*- coding: utf-8 -*-
"""The three long, rambling notes (1.5-2k words each)."""

DESIGN_THINKING = """---
title: "Harbour park - design thinking (long, messy)"
date: 2025-07-06
tags: [harbour-park, competition, fjordby, thinking]
status: draft
---

# Fjordby Harbour Park - what are we actually doing?

Sunday evening. Ida is asleep, Jonas is on the ferry until next Sunday, so the flat is quiet and I'm going to dump everything in my head about the competition before Monday's studio meeting turns it into a list of tasks again. Don't edit this, just write.

## The site, honestly

Kulkajen is 4.2 hectares of nothing special: the old coal quay, a concrete apron that was poured in the sixties, a row of sheds the municipality wants gone, two listed bollards and a crane base nobody knows what to do with. The north edge faces the fjord and gets the wind straight off the water; the south edge is the ring road, which is the real enemy for noise. When we walked it in March it was 4 degrees and blowing maybe 10 m/s and I couldn't feel my fingers after twenty minutes. That is the site people will visit in February, not the glossy July version in the brief.

The brief talks a lot about "climate-robust public space" and "everyday life at the water's edge". What that means in practice: the quay is at +1.9 m, and the 100-year storm surge for this part of the fjord is projected at roughly +2.3 m by 2100. So parts of the park WILL flood, now and then, and the question is whether we pretend otherwise or design for it. I'd rather design for it. Pretending is how you end up with a lawn that's brown and salty every other winter and a municipality that hates you.

## Two concepts, and I keep flipping

**Salt Meadow** - peel back a big part of the concrete, drop the level, and let a salt meadow develop: strandeng, marehalm on the higher bits, sea aster, sea lavender, the whole grey-green palette. Boardwalks over it. The park is mostly landscape and the flooding is welcome. Mette loves it because it's the most "Danish" answer and the jury has an ecologist on it. Priya loves it because it will look beautiful. My problem: it's a park you look at more than a park you use. Where do the kids go? Where do the old men fish? Where does the Tuesday market stand?

**The Tidal Steps** - a long terraced edge stepping down from the quay to the water in broad concrete and timber steps, some of them regularly wet, some only wet in storms. The steps ARE the park: sitting, swimming access, fishing, kayak launch, a place for the market. Behind the steps, a smaller salt meadow in the low corner by the ring road. More urban, more expensive, and Tidewater will grumble about wave loads. But it's the one I can picture Ida on, shoes off, shrieking at the cold water.

Oliver is firmly Steps. Mette is Meadow. Søren doesn't care as long as we decide before he builds the 3D base. Right now, tonight, I'm leaning Salt Meadow, because I think it's the safer bet with this jury - and I'll probably have changed my mind by Wednesday. We have to lock the name and the concept by mid-August at the very latest or the boards won't happen.

Things I keep writing in the margin:
- Meadow = nature, calm, cheap to maintain, risk: "pretty but empty"
- Steps = people, events, expensive, risk: "another concrete harbour edge"
- Hybrid? Steps on the fjord edge, meadow in the corner - which is basically Steps with a good planting plan. Which is maybe the answer and I'm just scared of it.

## Marking the old floods

One thing I want whichever way we go: show historic flood heights directly on the steps or the walls. A thin bronze line and a year - the 1872 storm flood, which is still the benchmark around here; the 2006 and 2017 events; and a projected 2100 line. Kids love measuring themselves against things. Ida stands against the door frame in the hallway every month to see if she's grown. Imagine a kid on a step realising the 1872 water would have been over her dad's head. That's climate communication without a single information board, and no one has to read Danish or English to get it. If we go Meadow, it could live on the boardwalk posts instead. Note to self: ask the municipal archive for the local tide gauge records, and check whether the 1872 level is actually documented for Fjordby or just for Lolland-Falster.

## How the boards should look

I do not want glossy photoreal renders. Every competition board in Scandinavia looks the same at the moment: golden-hour sun, a couple with a pram, a blonde kid with a balloon, a drone shot with lens flare, a seagull added in Photoshop. The jury sees forty of those in a row. I want our boards to feel hand-made: a big, loose watercolour aerial, pencil-line sections, and the actual colours of a grey day in Fjordby - because the grey days are most days. Priya thinks she can do a hybrid: a 3D base from Søren, printed, painted over by hand, scanned back in. That's the look I'm going to fight for. Mette will say it looks "unfinished". Let her. The last two competitions the practice lost, we lost with beautiful renders.

## Floating sauna etc.

The floating sauna is dead for stage 1. Too much of a cliché (every harbour in Denmark has one now, Aarhus has three) and the brief says no commercial functions in phase 1. Park it as a future possibility on the phasing diagram. Same with the harbour bath. The kayak launch stays, it costs nothing. And a floating swim platform that can be closed after heavy rain - the municipality's water tests are fine except after cloudbursts when the overflow from the treatment plant kicks in.

## Planting

See planting-palette.md. Short version: native, salt-tolerant, tough, and nothing that will jump the fence into the dunes north of the harbour. Sea buckthorn yes, but placed where it can't sucker into everything. Marehalm on the exposed bits. The soft corner by the ring road needs something taller against noise and wind - a belt of willow and sea buckthorn, maybe a few Scots pines for winter structure. The ChatGPT list I got last month was a decent starting point but too "garden centre" - it doesn't know what actually survives a February on a Danish quay.

## Ferry wash

Jonas said something interesting on the phone last week: the wash from the ferries coming into Fjordby is bigger than the natural waves most days. He's the one down in the engine room so he should know. He reckons the low steps will get slapped by the wake every forty minutes in summer, which is either a problem (slippery algae, small kids) or a feature - a "wave clock" you can set your watch by. I need to ask Tidewater. If we go Steps, the lowest step should be rough-textured, and there should be handrails that don't look like handrails.

Jonas also said the ferry crews hate bright lights on the quay edge at night because it kills their night vision coming in. So: lighting low, warm, shielded, nothing pointing at the water.

## What Leith taught me

The Edinburgh trip in May was for a different project but I keep thinking about the Shore in Leith: a working waterfront turned into a place people actually sit, and it's not designed at all, it's just old stone edges and benches and pubs. People sat on the quay wall with their legs dangling over the water at 8 degrees. Callum said it took thirty years and nobody planned it. There is something in that - don't over-design. Leave edges people can sit on. The Steps are basically a designed version of a quay wall you can sit on, which is a slightly embarrassing thing to realise.

## Timeline, which is the scary part

- Deadline is 12 September at noon. Printing and packing the boards the week before.
- Søren's 3D base needs the concept locked.
- Priya is in Edinburgh, so the painting-over has to be planned around her and the post. Maybe she comes over for a week in August? Ask Mette if there's budget.
- Q&A round 2 answers come early August - maybe they move the deadline, people on the forum are asking for it.
- I have a week off in July (Skagen), and dad's party is over, so that's done at least.

Honestly I'm tired. Between the balcony nonsense with the administrator, the bike not delivered yet, the sailing course one evening a week and Ida's summer holiday from børnehaven, I'm stretched thin. But this competition is the first one where I'm actually the lead, not Mette's assistant, and I want it to be good. I want to be able to walk Ida down those steps - or along that boardwalk - in ten years and say: I drew that.

## Sailing brain

Weird side effect of the sailing course: I look at the site differently now. I think about where the wind comes from, where a small boat would actually be able to land, where the water is sheltered. The north-west corner of Kulkajen is the only place out of the prevailing wind. That's where people will want to sit in April. That's where the steps (or the meadow's viewing deck) should face. Anders would say "read the water" - the dark patches where the gusts come. I can see them now from the office window at lunch.

## Random bits, in no order

- The listed bollards: reuse them as "anchors" for the steps, literally the points the geometry hangs from.
- The crane base: viewing platform? Market hall roof? A place to hang a swing? Don't kill it.
- Bike parking for cargo bikes! Every new park in Aarhus forgets that cargo bikes are wider. Draw real spaces, 1 m wide, not the standard racks.
- Toilets. Nobody draws the toilets. The brief mentions "a small service building" - put it by the crane base, with an outdoor shower for swimmers.
- Dogs. There will be dogs. Fenced dog area, no - just a "dog beach" at the east end.
- Shade: almost none on the quay. A few big trees in planters? Expensive. Pergolas with climbers that survive salt? Ask the nursery.
- Winter: the park has to be good in January. The meadow is brown in January. The steps are steps in January.
- Maintenance: Fjordby's park department is tiny. Whatever we draw has to survive one guy with a mower twice a month.

## One sentence for the jury

"A harbour edge that is allowed to get wet." Or, if Meadow: "A park that gives the quay back to the sea." I genuinely don't know which is better. I'll sleep on it. Probably for a month.

## PS

Dad's speech went well, he cried a bit, Maja cried a lot. I should write down the bits of the speech that worked before I forget them - the story about the boat and the bucket. Not here though. This note is long enough.
"""


FORAAR_ROD = """---
title: Forårsrod - alt på én gang
dato: 2025-04-08
tags: [journal, privat, lang]
---

# Forårsrod (april)

Jeg skriver det her fordi mit hoved føles som en browser med 40 faner åbne. Jonas siger jeg skal "lukke nogle faner". Han har nemt ved at sige det, han er på færgen syv dage og så har han fri syv dage og kan tænke på én ting ad gangen. OK. Fane for fane.

## Altanen

Det drypper stadig. Ikke hele tiden, men når det har regnet meget og især når naboen ovenover (4. th.) vander deres kæmpe potteplanter, så kommer der brunt vand ned fra loftet på vores altan, lige over det sted hvor Ida har sin lille plantekasse med jordbær. Vi har en spand stående. Spanden er blevet en del af familien. Ida kalder den "drypspanden" og tjekker den hver morgen.

Administrationen skrev i går (mail fra Trine Holst) at det er "andelshavers vedligeholdelsespligt" - altså os. Det giver ingen mening. Det er ikke vores altan der er utæt, det er noget ovenover. Kim (viceværten) kiggede på det i marts og sagde selv, uformelt, at det nok er afløbet på altanen ovenover eller membranen under fliserne deroppe. Men han vil ikke skrive det. Selvfølgelig vil han ikke det, han er ansat af foreningen.

Jonas vil have at vi bare ordner det selv og sender regningen. Jeg vil have at det bliver gjort ordentligt, med en rapport. Jeg har bedt om at få en bygningssagkyndig ud. Administrationen siger måske. "Måske" er det nye "nej". Jeg har lagt en tidslinje i altan-mappen så jeg ikke roder datoerne sammen. Engelsk-hjernen siger: document everything. Det gør jeg.

## Ladcyklen

Vi har stadig ikke besluttet os helt, selvom jeg skrev "Trio E" som konklusion i sammenligningen i marts. Jeg elsker idéen om tre hjul: Ida kan sidde stille, jeg kan stå stille ved lyskrydset uden at sætte fødderne ned, den vælter ikke på isen. Jonas har spurgt tre gange om jeg har målt døren til cykelkælderen. Det har jeg ikke. Det er sådan en typisk Jonas-ting: han har ret, og han ved det, og han siger det ikke højt, han spørger bare igen og igen med sin ingeniørstemme. Vi skal ud og prøvekøre hos Ladcykelhuset sidst i april. Budgettet er stadig max 32.000. Forsikring skal vi også huske.

Det der også taler imod tre hjul: bakken op til Frederiksbjerg. Med en tung trehjulet cykel, Ida og to indkøbsposer... selv med motor. Vi får se.

## Far fylder 70

Det er i juni. Strandkanten i Juelsminde er booket, lørdag d. 21. juni, middag kl. 18 i deres lille sal med udsigt over vandet. Far elsker deres rødspætter. Mor siger stadig at han "ikke vil have noget stort", men han har allerede spurgt to gange hvem der kommer. Maja laver sanglisten, jeg skriver en tale. Jeg har ingen idé til talen endnu. Noget med båden. Noget med spanden og båden (han lod os øse vand hele sommeren 1996 fordi han nægtede at indrømme at der var hul i Birgitte). Det er en god historie. Måske starte der.

Gave: vi har ikke besluttet noget. Kikkert? Fotobog? Han har alting. Jonas har en idé med et gammelt træskib men han er ikke færdig med at undersøge det. Vi snakker om det i Messenger-gruppen.

## Arbejde - Fjordby

Konkurrencen. Vi har sendt vores spørgsmål ind til Q&A-runden (frist var 14. marts). Svarene kom og var... vage. De vil have "klimarobust" og "hverdagsliv" og "biodiversitet" på samme 4 hektar. Normalt. Mette og jeg er uenige om konceptet. Oliver er enig med mig det meste af tiden, men han er også den der altid vil have det mest dramatiske. Søren bygger basismodellen. Jeg skal lede den her, det er første gang, og jeg er både stolt og bange.

Mette har også sagt ja til at vi snakker om nedsat tid efter sommeren. Hun sagde det på den der måde, hvor man ikke ved om det betyder ja eller "ja, men ikke nu". Jeg vil gerne ned i tid så jeg kan hente Ida tidligere om fredagen. Det er ikke en luksus, det er for at holde til det.

## Edinburgh / Leith

Om en måned. Callum har sendt datoer og jeg har bekræftet. Jeg glæder mig faktisk - Leith-projektet er det mest interessante vi har i Storbritannien lige nu, og jeg har ikke været i Skotland siden studietiden. Flybilletter og hotel er bestilt (mails i april). Jeg skal huske: regntøj, gummistøvler til site walk, adapter til engelske stik. Jonas har fri den uge, så han har Ida. Han har lovet at hun ikke kun får pasta. (Hun kommer til kun at få pasta.)

Mette skal finde én der dækker Fjordby mens jeg er væk. Jeg har skrevet til hende. Ikke svar endnu.

## Kolonihaven

Generalforsamlingen var i marts. Vi fik ny formand, kontingentet stiger (igen), og der er nu en regel om hækhøjde som halvdelen af haveforeningen er sure over. Referatet kom på maillisten. Jeg var der ikke hele tiden fordi Ida havde feber, så Jonas tog anden halvdel og fik sig selv meldt på hækholdet til arbejdsdagen - nej vent, det var mig der blev meldt på. Typisk. Jeg må tjekke kalenderen.

Vandet er åbnet. Erling fra nabohaven har lovet at kigge på vores hane der drypper (alt drypper i mit liv for tiden). Jeg har sået ærter, radiser og spinat. Ida har sået solsikker i en række, meget skæv. Hun siger det er "en slangerække". Vi har tænkt på et lille drivhus, måske 2x3 meter, men det kræver en ansøgning til bestyrelsen. Senere.

## Sejlkursus

Starter tirsdag d. 13. maj - jeg ville have startet d. 6. men der er jeg i Edinburgh, så heldigvis starter holdet først ugen efter. Sejlklubben Bugten, voksenholdet, tirsdag aften. Jeg har købt sejlerhandsker. Jeg er ærligt talt lidt nervøs. Jeg er vokset op med far og Birgitte, men jeg har aldrig selv haft roret for alvor, far lod aldrig nogen styre. Jonas synes det er sjovt at jeg skal lære at sejle når han arbejder på en færge. "Det er ikke det samme," siger jeg. "Nej, vi har en motor på 8000 hestekræfter," siger han.

## Ida

Ida er glad i børnehaven. Hun har en ny bedste ven, Alma, og de leger "hunde" hele dagen. Lene (pædagogen) siger hun er begyndt at tage ansvar for de mindre børn. Hun har også fået en lang historie om at hun skal være "havnearkitekt ligesom mor" - jeg har ikke hjertet til at sige at jeg er landskabsarkitekt. Det er tæt nok på.

Hun er bange for måger. Det er et problem når man bor i Aarhus og skal lave en havnepark.

## Jonas og færgen

Jonas kører stadig syv på og syv af, og de skifter om mandagen. Det passer faktisk fint med børnehaven, for så er ugerne hele. Han er på maskinen på den store færge og taler om den som om den er et familiemedlem. "Hun er lidt sur i dag," siger han, når der er noget med den ene hovedmotor. Ida tror at færgen hedder noget med "hun" fordi far siger hun.

Når han er væk, er jeg alene med alt: aflevering, hentning, madpakker, vasketøj, haven. Det går. Men jeg mærker det i weekenderne. Når han er hjemme, tager han over med en energi som er næsten irriterende - han gør rent i køleskabet, reparerer Idas cykel, laver lasagne til fire dage. Så er han væk igen. Vi har snakket om at han kunne søge over på den lille Samsø-rute med dagvagter, men lønnen er lavere og han ville savne "hende". Vi tager den snak igen til efteråret. Det står ikke i nogen kalender, det står her.

## Søvn, bøger, krop

Jeg sover dårligt. Jeg vågner kl. 4.30 og tænker på altanen, konkurrencen, om Ida har fået sin regnjakke med, om jeg har svaret Callum. Jeg har prøvet at lægge telefonen i køkkenet om aftenen. Det virker i tre dage, så glemmer jeg det. Jeg læser en roman om en kvinde der bygger en have på en klippe i Irland; den er lidt for langsom, men den er god at falde i søvn til. Jeg vil gerne begynde at svømme om morgenen igen når vandet bliver varmere. Den Permanente åbner i maj. Og så cykler jeg jo - det tæller også, især hvis vi ender med en tung ladcykel.

## Maja

Maja ringede i søndags og var træt. Rasmus arbejder meget, ungerne er syge på skift. Hun tager sig af sanglisten til far og siger det er "det eneste hun har overskud til". Jeg burde ringe mere. Jeg skriver det her så jeg kan se det: ring til Maja. Ikke bare Messenger.

## Økonomi

Vi bruger for mange penge. Ladcykel + sejlkursus + Edinburgh (arbejdet betaler det meste) + fars fest + kontingent + drivhus-drømmen. Jeg har lavet et regneark (udgifter-2025) men jeg skriver ikke alt ind. Jonas skriver aldrig noget ind. Vi er et dårligt team på det punkt.

## Ting jeg skal huske (ikke en todo-liste, bare ting)

- Ring til Maja.
- Mål døren til cykelkælderen (Jonas...).
- Spørg Mette igen om nogen dækker Fjordby i uge 19.
- Plantelisten til Fjordby: INGEN rynket rose, det har jeg sagt hundrede gange.
- Skriv til administrationen igen om en bygningssagkyndig.
- Køb gummistøvler (mine er utætte. Selvfølgelig er de det.)
- Find billeder af Birgitte til talen. Mor har dem i kasser på loftet.
- Vand tomaterne - nej, de er ikke plantet endnu. Det er april. Slap af.

## Sidst

Det føles som meget. Det er meget. Men det er også et godt år, tror jeg. Vi har det godt, Ida er glad, Jonas er sød (og irriterende rigtig om døre), og jeg laver det arbejde jeg altid har villet lave. Hvis bare det holdt op med at dryppe.

I english, because it's easier to say it in English sometimes: I'm OK. Busy, but OK.
"""


SUMMER_DUMP = """---
title: Summer brain dump
date: 2025-07-20
tags: [journal, summer, long]
where: Skagen (holiday house)
---

# Summer brain dump - Skagen, rainy day

It's raining, Ida and Jonas have gone to the museum to look at the paintings of fishermen (Ida's idea, surprisingly), and I have the holiday house to myself for two hours. So here's everything, in no particular order, before I go back to work and forget it all.

## Dad's party

It happened, and it was lovely, and it almost didn't happen. Strandkanten cancelled in May (water damage in the kitchen, whole restaurant closed until August), and for about 24 hours I thought we'd end up doing it in mum and dad's garden with a rented tent. Then Maja found the community hall in Glud - a proper old forsamlingshus with a creaky floor, flowers on the tables and a kitchen that smells of sixty years of coffee. Lunch instead of dinner, which in hindsight was better: dad is at his best at lunchtime, and by seven in the evening the old men were tired and happy and went home. Thirty-eight people. The food was great - Maja sorted all of that.

My speech: the bucket story worked. People laughed in the right places. Dad cried a bit at the end when I said that he taught us to be unafraid of water. I nearly cried too. Jonas filmed it, badly, from behind a pillar.

The present went down well. He kept saying "but that's too much" and then asked three times when the trip is.

## Trains, planes, and why I'm stubborn

We drove up here, obviously, with the roof box and the bikes. But it reminded me of the discussion at work about the Copenhagen client meetings in the autumn. Oliver books flights from Aarhus to Copenhagen like it's normal. It's 40 minutes in the air and an hour and a half of airport around it, and it's absurd. I'd rather take the train to Copenhagen every single time: three hours with a table, coffee and a laptop, I can work the whole way, I arrive in the middle of the city, and I don't have to take my shoes off for anyone. I said this at the studio meeting and Oliver laughed and called me "very Danish". Fine. Put it in the travel policy: for Copenhagen, train. I'll only fly when there's water in the way - like Edinburgh.

## Sailing

The course is halfway through. Tuesdays, Sejlklubben Bugten, folkboats. I'm not a natural. I'm good at knots and terrible at remembering which way to push the tiller. Anders is patient and has a sense of humour about it. There's a guy on the team, Mikkel, who is a natural and has obviously sailed before and is pretending he hasn't. Lise is like me - terrified and stubborn.

We brought Ida to the club's open day in June and took her out in the harbour in the big boat with a motor, and she was fine until the boat heeled over in a gust and then she screamed and didn't stop until we were back at the pontoon. She now says boats are "tilted" and she doesn't like "tilted". Jonas says that's how he felt about his first ship. Let's try again next summer, in calm weather, with ice cream as a bribe.

## The bike

Ordered in June, finally, after the test rides in April: the Long John, two wheels, not the trike. It's being assembled and is supposed to be ready in August. I check the email every day like a child before Christmas. I've already planned the first trip: Ida in the box, to the allotment, with a watermelon. The insurance is sorted (one less thing). The rain cover is "on order". Everything is "on order" this year.

## Work

Fjordby: the deadline looms (12 September, unless they extend it, which people on the Q&A forum are begging for). We still haven't locked the concept name. I wrote a very long note about it two weeks ago and re-read it yesterday and realised I changed my mind twice within the same note. I need Oliver and Mette in a room and I need a decision. Before the end of August.

Leith: the follow-up work is going OK. I still owe Callum something from the site visit... or did I send it? I need to check. I think I didn't. Damn.

Expenses from Leith: not submitted. Lotte will kill me. It's July.

Reduced hours: I brought it up with Mette in June, and she said "after the competition". So that's in October. Fine. I'll bring it up again then, with numbers.

## The balcony

The building surveyor came in June (the administrator finally agreed - after three emails and one phone call in which I was very polite and very cold). He spent forty minutes on the balcony above ours, lifted tiles, took photos, put a moisture meter on our ceiling, and said - officially, in the report - that the water comes from the drain on the balcony above, which is the association's responsibility, not ours. I did a little dance in the hallway. Jonas said "don't celebrate before the board has seen it". He's right again. It's annoying how often he's right.

The bucket is still there. Maja is emptying it while she's house-sitting. I left her an instruction sheet with everything: wifi, codes, plants, the allotment. She said it was "more detailed than the instructions for my kids".

## The allotment

The allotment is going mad in the heat before we left - courgettes the size of Ida's arm, peas finished, beans starting. Maja is watering twice a week. I want a small greenhouse for next year (2 x 3 m, on the south side of the shed), and I'm going to send the application to the board in August after the holiday. The rules say the board has to approve any new building on the plots. Erling next door has one and says it took them two months to answer him. Let's hope for faster.

The new hedge rule is causing drama. Half the association hasn't cut their hedges and there's a "havevandring" (inspection walk) in September. I'm cutting ours in August. I'm not being that person.

## Ida

Ida has decided she wants to be "a harbour architect, a sailor who isn't scared, and a dog". She's growing out of everything. She starts in the big group at børnehaven after the summer (the "Solsikke" room). She lost her first tooth on the beach here and insisted we bury it in the sand "for the sea". Next year she starts preschool-ish stuff and then school in 2026. How is that possible.

## Me

I've slept more this week than in the whole of June. I've read two novels. I haven't opened my work email (OK, I opened it twice). I swam in the sea every morning at 7, which sounds heroic but the water is 17 degrees and I lasted about four minutes each time. Jonas came once and made a lot of noise.

Things I want to keep doing after the holiday:
- swim in the morning (Den Permanente, once a week at least)
- sail on Tuesdays (obviously)
- the allotment on Saturday mornings with Ida, just the two of us
- no work email after 20:00
- call Maja on Sundays

## Food, because we're on holiday

We've eaten like kings. Fiskehuset down by the harbour does a fish cake sandwich that I'd drive three hours for, and the bakery on the main street has cinnamon snails the size of a plate. Jonas has taken over the cooking as he always does on holiday, which means everything is grilled and everything has too much garlic. Ida lives on strawberries and the little waffle ice creams from the kiosk. I've decided I'm fine with that. It's the holiday.

We did one big dinner out for our anniversary (eleven years!) at the place by the lighthouse, and I had a glass of wine too many and told Jonas all my plans for the harbour park, in order, with hand gestures. He listened to all of it, which is love.

## Things Jonas said this week that I want to remember

- "You don't have to solve the whole year on holiday."
- "The bucket is also a kind of drain." (about the balcony, I threw a napkin at him)
- "Ida is going to be an engineer, she asked how the lighthouse light turns round."
- "Your dad's face during the speech - that's the best thing you've made this year, better than any park."

He's not a man of many words, so when he says these things I write them down.

## Random

- Skagen light really is different. I understand the painters now.
- Ida ate fish for the first time without complaining. It was fried plaice. She's dad's granddaughter.
- Jonas is reading a book about the history of ferries. On holiday. From his job as a ferry engineer.
- I need new wellies. Still. I said that in April.
- A man in the harbour had a cargo bike exactly like the one we ordered. I went and asked him about it and talked for twenty minutes. Jonas pretended he didn't know me.
- Think about Christmas. Juelsminde again? Probably.

## OK

The rain has stopped. I can hear Ida from down the road - she's telling Jonas something about a painting of a dog. Closing the laptop.
"""
