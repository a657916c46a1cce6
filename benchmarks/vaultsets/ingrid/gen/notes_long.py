# -*- coding: utf-8 -*-
"""Three long rambling notes (1.5-2k words each)."""

LONG = {}

LONG["notes/tanker-etter-nyttar-2025.md"] = """# Tanker etter nyttår 2025

*Skrevet 4. januar, sofaen, Tøffe på fanget, regn mot vinduet. Bare skriver av meg alt som surrer.*

Det er noe med de første dagene i januar som gjør at jeg får lyst til å rydde i hodet. Kanskje fordi jeg alltid har vært på jobb i romjula de siste årene og aldri fått den der "mellom-tiden" som alle andre snakker om. I år var jeg heldig, turnusen la seg slik at jeg var fri fra 18. desember, og jeg har spist for mye pinnekjøtt hos pappa og sovet tolv timer i strekk to netter på rad. Det er lenge siden.

## Jobben

Jeg har nå vært første maskinist på Fjordbris i snart tre år. Det er en god båt. Litt gammel, litt sta, men ærlig. Rune Solheim er maskinsjef, og han er den typen sjef som sier lite og ser alt. Det tok meg et år å skjønne at når han sier "hm" betyr det at jeg har gjort noe dumt, og når han sier ingenting betyr det at det var bra. Jeg liker det egentlig. Jeg har hatt sjefer som snakket hele tiden og ikke fikk med seg noe.

Høsten var tung med ME2. Den ene sylinderen går varm, og vi har byttet det meste, men det blir nok injektor til slutt. Det er så typisk at det skjer midt i sesongen med mest trafikk. Og det er så typisk at det alltid er jeg som har nattevakten når alarmen går. Eller, det føles i alle fall sånn.

Overtidssatsen vår er 589 kr timen nå, og jeg hadde mye overtid i høst. Det er fint for økonomien, men jeg merker at jeg blir sliten. Lønnsoppgjøret kommer i vår, og forbundet snakker om et ordentlig løft for maskinoffiserer, men jeg tror det når jeg ser det. Det har vært "ordentlige løft" før.

Jeg lurer litt på om jeg skal søke meg over til en av de nye hybridferjene. Det er der framtida er, batterier og landstrøm og alt det der, og jeg vil ikke bli en sånn maskinist som bare kan gamle diesler når jeg er femti. Samtidig trives jeg på Fjordbris. Vi får se. Det går rykter om omrokkeringer i selskapet til høsten.

Sertifikatet mitt må fornyes om et år. Det har jeg skrevet ned tre steder nå, og likevel kommer jeg til å glemme det. Må også ta oppfriskningskurs i sikkerhet før nyttår neste år. Jeg hater brannøvelsene i røykdykkerutstyr, men det er vel poenget.

## Båten!

Det største som har skjedd i høst er jo Lisbet. Jeg kan fortsatt ikke helt tro at vi faktisk kjøpte en gammel oselvar. Pappa har snakket om det i tjue år, siden han var ung og hjalp farfar med å tjære båten hans hver vår. Da dødsboet etter Lars Eikeland la den ut, var det Magnus som så annonsen først, og han sendte den i familiechatten med bare tre utropstegn. Pappa ringte meg innen ti minutter.

Nå står hun på bukker i naustet på Søre Neset. Hun er vakker selv med flassende maling. Linjene er så rene. Oselvaren er jo en båt som har vært bygget på samme måte i over tusen år, nesten, og det kjennes rart å stå med hånda på et bord som noen høvlet i 1961 med de samme bevegelsene som vikingene brukte. Ok, jeg blir pompøs. Men det er sånn det kjennes.

Planen er å få henne på sjøen før sommeren. Pappa sier det er fullt mulig. Jeg tror pappa er optimist. Vi må få en båtbygger til å se på henne først, og vi har ikke bestemt farge, og vi vet ikke hvor mange bord som må byttes. Pappa vil ha henne tilbake slik hun var, hvit med grønn ripe. Jeg er ikke sikker. Jeg har lest litt om tjærebredde båter og det er noe med den brune, varme fargen. Men det er pappas drøm mer enn min, så han får bestemme det meste. Magnus bryr seg ikke om farge, han vil bare ro.

Jeg må lage et budsjett. Vi har ikke snakket om penger i det hele tatt, og det kommer til å bli dyrere enn vi tror. Det gjør det alltid. Kobbernagler fra England koster visst en formue, og god furu er ikke lett å få tak i.

## Koret

Havnekoret starter opp igjen 7. januar, tirsdager kl 19 på Sandviken bydelshus, sal 2 som før. Jeg gleder meg, selv om jeg bare får med meg annenhver måned i praksis på grunn av turnusen. Solveig Brekke er dirigent, og hun er fantastisk, streng og varm på samme tid. Hun sa til meg i høst at jeg har "en alt som ikke vet at den er fin", og det har jeg tenkt på mange ganger siden.

Det er rart med koret. Jeg begynte fordi mamma sang i kor hele livet, og etter at hun døde i 2021 fikk jeg lyst til å ha noe av det hun hadde. Nå er det blitt mitt eget. Tone og Ragnhild er blitt ordentlige venner, ikke bare korvenner. Vi har en tradisjon med kaffe på Det Lille Kaffekompaniet etter øving selv om klokka er halv ti.

Det er korhelg i vår, et sted utenfor byen. Jeg må sjekke om den kolliderer med jobb. Den gjør alltid det.

## Tøffe

Tøffe er ni år nå. Han er blitt tjukkere og latere og mer kjærlig, som en gammel onkel. Marte er kattevakt når jeg er på jobb, og det fungerer perfekt – hun bor fem minutter unna og elsker ham nesten like mye som jeg gjør. Jeg har lovet meg selv å oppdatere kattearket hennes med alt, det er fullt av gammel informasjon.

Han har drukket litt mye vann i det siste. Det står på lista over ting jeg skal spørre klinikken om neste gang. Sannsynligvis ingenting.

## Magnus

Magnus var hjemme i jula. Han har fått ny jobb i et konsulentselskap i Oslo, noe med skyløsninger, og han prøvde å forklare det for pappa i en time. Pappa nikket og spurte til slutt om han fortsatt kunne ro. Det var det beste øyeblikket i hele jula.

Jeg savner at han bor her. Det er rart å være den eldste søsteren og den som bor nærmest pappa. Jeg er ikke bitter, men jeg merker at det er jeg som kjører til Os når pappa trenger hjelp med noe. Det er greit. Men Magnus kunne ringt oftere. Båtprosjektet har hjulpet, han er mye mer på i chatten nå.

Vi snakket om å reise sammen i sommer, bare han og meg. Færøyene eller Shetland, eller kanskje noe helt annet. Han vil ha fjell, jeg vil ha båter og museer. Vi får se. Vi har ikke bestemt noe.

## Pappa

Pappa er 69 og fyller 70 i oktober. Han er i god form, men ryggen hans er dårligere enn han innrømmer. Jeg så ham bære en bukk alene i naustet i desember og jeg ble sint og redd på samme tid. Båten er bra for ham, han har noe å stå opp til. Etter at mamma døde satt han altfor mye inne. Nå ringer han meg med spørsmål om klinkeringer klokka sju om morgenen.

Jeg må begynne å tenke på gave til 70-årsdagen. Det skal være noe ordentlig. Han har alt, og han vil ikke ha noe, sier han. Det sier han hvert år.

## Leiligheten

Sameiet har sendt ut varsel om at balkongene skal opp på årsmøtet i april. De er råtne, det ser alle. Det blir dyrt uansett hva vi velger. Jeg har spart litt, men ikke nok til en stor regning. Jeg får se når forslagene kommer. Felleskostnadene gikk også opp fra nyttår, noe med forsikringen.

Ellers trenger badet en ny kran, og jeg har sagt at jeg skal fikse den selv i tre måneder nå. En maskinist som ikke fikser kranen sin hjemme. Klassisk.

## Helse

Skuldra har begynt å verke. Høyre. Jeg tror det er fra leideren – jeg bærer verktøykassa opp og ned femti ganger i løpet av en tur. Jeg burde gå til fysioterapeut. Jeg skal gå til fysioterapeut. Jeg skriver det her så jeg må.

Jeg vil også begynne å svømme igjen. Det gjorde meg så godt i fjor vår. Og løpe mer på fri-ukene. Det er lett å bli sittende på sofaen med Tøffe og en bok.

## Bøker og sånt

Jeg har lest Sult på nytt i romjula. Det var verre enn jeg husket. Jeg vil lese mer om kystkultur og gamle båter i år, det passer med båtprosjektet. Og jeg må slutte å kjøpe bøker jeg ikke leser. Hyllen i gangen er full.

## Mål for 2025 (løst formulert, for jeg holder dem aldri)

- Få Lisbet på sjøen.
- Gå til fysio før skuldra blir verre.
- Ikke glemme sertifikatfornyelsen.
- Synge på alle konsertene jeg kan, selv om turnusen er slem.
- Ringe Magnus annenhver søndag.
- Fikse kranen.
- Spare 3 000 kr i måneden.
- Reise et sted med båter i sommer.

Og kanskje: slutte å skrive lister og bare gjøre ting.

## Litt mer om båten, fordi jeg ikke klarer å la være

Jeg lå våken i natt og tenkte på hvordan vi skal damp-bøye bordene. Pappa har gjort det før, med farfar, men det er femti år siden. Han snakker om et rør og en tapetfjerner, og jeg ser for meg at naustet brenner ned. Jeg har sett videoer på nettet. Det ser enkelt ut, men det er det selvfølgelig ikke. Alle som vet noe sier at trikset er å ikke stresse, å ha alt klart før bordet kommer ut av kassa.

Jeg har også lest at det er en egen kultur rundt oselvarbygging i Os, med kurs og en egen verkstedstradisjon. Det gjør meg glad at det fortsatt finnes folk som kan dette. Vi må finne noen som kan se på båten og si oss hva som er galt. Pappa kjenner visst en gammel båtbygger fra Lepsøy, men han husker ikke telefonnummeret. Typisk.

Det jeg liker best med prosjektet er egentlig ikke båten. Det er at pappa og jeg har noe å snakke om som ikke er mamma eller helsen hans. Vi kan stå i naustet i tre timer og bare snakke om bord og nagler og tjære, og det er det beste jeg vet. Magnus er med på telefonen, sender tommel opp og spør om hun snart kan ros. Han kommer til å være den første som ror, det vet jeg allerede.

## Og det siste

Jeg vil bli bedre til å være til stede når jeg er hjemme. To uker på, to uker av – det er et godt liv på mange måter, men jeg bruker de første dagene hjemme på å sove og de siste på å gruglede meg til neste tur. Midt i mellom prøver jeg å rekke alt. Kanskje det er derfor jeg skriver disse lange notatene: for å huske at fri-ukene også er livet, ikke bare pausen mellom turene.

Tøffe har sovnet. Regnet har ikke stoppet. Jeg skal lage fiskesuppe i kveld, mammas oppskrift, litt justert. Det føles som en god start på året.
"""

LONG["notes/summer-brain-dump-2025.md"] = """# Summer brain dump – July 2025

*Written on board Fjordbris over three night watches, 4–6 July. Quiet nights, warm engine room, too much coffee. Mostly English because the laptop keyboard on board has no æøå and I gave up.*

## The heat

It's been the warmest start of July I can remember. The engine room on Fjordbris hits 45 degrees at the top of the ladder in the afternoon, and the ventilation does its best but it's from 2003 and you can tell. We're drinking litres of water. Rune brought a box of ice lollies for the crew on Tuesday, which was the kindest thing anyone has done for me all year, and I said so, and he said "hm".

Passengers are everywhere, cars queueing all the way up to the roundabout at Halhjem, tourists taking photos of the ferry as if it's a fjord cruise. Which, honestly, it sort of is. I sometimes forget how lucky we are to have this as a commute.

## Work gossip and the future

The rumour is now almost official: somebody from our crew is moving to Stordsund in September, the hybrid ferry on the southern route. Hanne hasn't said anything to me directly, but she asked last week if I'd "considered battery ships", which is not subtle. I think I'd say yes. I like Fjordbris, but I said at new year that I don't want to be the engineer who only knows old diesels at fifty, and this is the chance. If it happens I'll need the high voltage course and a proper familiarisation. I'll also lose Rune, which I'll miss more than I admit.

The wage settlement went through in June. The new overtime rate finally came through in an email from payroll – I'm not going to complain, it's better than I expected, and they back-paid May. I'll put the details somewhere sensible. Probably not.

My CoC expires in January and I need to apply for renewal soon. The paperwork from the company is apparently something you have to ask for, not something that just appears. Classic. I'll do it in September when I'm home.

## Lisbet – the big news

We tarred her! Two coats, end of May. Dad mixed the pine tar and boiled linseed oil half and half in an old saucepan on the gas burner, and the whole naust smelled like a church. She's brown and glowing now and I can't believe we ever talked about painting her white. The white primer tins are going to be used on the naust door, which has needed paint since 1987.

The launch date has moved. We were supposed to launch on 14 June but the tar needed much longer to cure than we thought, and Dad refused to put her in the water "sticky". New date is Saturday 30 August, in Oshavn, with a small party. Magnus says he'll come from Oslo. I'll believe it when I see him.

And the other big decision: **no outboard**. We went back and forth on this for weeks. Magnus wanted a little 2.5 hp four-stroke "for safety and for beer runs", and I half agreed, because rowing home against the wind from Bjørnefjorden is no joke. But Dad was quietly horrified, and when we sat down on Sunday in the naust with coffee and actually talked about it, we decided together: no outboard on Lisbet. Oars and a sail, like she was built for. A motor bracket would mean cutting into the transom – well, the stern, she doesn't really have a transom – and it would change the balance of the boat. Oddvar said the same thing back in March, that an oselvar with a motor is "a sad boat". So: no engine. If we need to get home in bad weather we'll row, or we'll wait. Dad said "farfar waited" and that was the end of the discussion.

I'm a bit relieved actually. One less thing to maintain. I spend all my working life with engines; I don't need one in my free time too.

The sail is the next question. We haven't decided on the rig yet. I've been reading about it on night watches. There's a lot of opinions on the internet about what's "correct" for an oselvar, and most of them are from people who've never sailed one.

The budget is another question I don't want to look at. The spreadsheet knows. I'm scared of the spreadsheet.

## Choir

I missed the spring concert on 1 June because I was on board, which I knew months ago but still felt bad about. Ragnhild sent a video. They sounded lovely. Solveig is going on leave in the autumn – she announced it by e-mail in May – and there'll be a substitute conductor. I hope he's good. I hope he doesn't do the thing where a new conductor changes everyone's seating to "hear us properly".

Next season we're also changing rehearsal venue, I think, because the bydelshus is being renovated. Nobody has said where yet. Please not somewhere with bad parking and no lift.

## Trip with Magnus

End of July, one week, just the two of us. I'm actually looking forward to it. The ferry is booked, the accommodation is booked (I did it, obviously), and Magnus has promised to "plan the activities", which means he'll find a pub on day one. We haven't travelled together since we were teenagers and went interrailing and fought the whole time. Hopefully we're better at it now.

I want to see boats. He wants to see cliffs. We'll do both. I'm bringing the good camera so I can take pictures of old boats for Dad.

## The cat

Tøffe is drinking a lot of water. I keep meaning to take him for a proper check-up with blood tests. When I get home in September, I'll book it. Marte says he's fine, just hot like everyone else. She also mentioned she might get a job in Trondheim, which would be great for her and terrible for me. I need a backup cat sitter. The neighbour on the second floor works from home... maybe.

## Body

The shoulder is much better. Thomas at the physio clinic was right that I need to actually do the exercises and not just talk about them. I've been doing them in the engine control room during the quiet hours and the others think I'm weird. Fine.

I've been swimming a lot on the off weeks. Cold water is the best thing I know for sleeping after a rotation.

## Sleep on rotation

Still the biggest challenge. The first night on board I never sleep. By day four I'm in rhythm. By day twelve I'm tired in a different way – the kind where you make small mistakes, like forgetting to log a top-up. I've started writing everything on the whiteboard in the control room instead of trusting my head.

Things that help: earplugs (the right ones), blackout curtain, no phone after the evening round, a boring book. Things that don't help: coffee after 16:00, which I drink anyway.

## Money

With the overtime back pay, the budget for the boat, and the trip, I'm roughly where I planned to be. I'm still paying too much for the flat, and the balcony decision from the annual meeting is going to cost money next year. I'll save more in autumn. I say that every summer.

## Random list of things I want to remember

- Dad's face when the first steamed plank bent perfectly and didn't crack. He looked twenty years younger.
- The guy at the sawmill on Tysnes who had a cat sleeping on the band saw table.
- Magnus trying to rivet and hitting his thumb, then pretending he hadn't.
- The smell of the tar. I want to bottle it.
- Ragnhild's video of the concert, where you can hear someone's phone ring in the middle of the Nystedt.
- The chief on the Hardanger ferry telling me at a course that "batteries don't forgive". I don't know what he meant but I think about it.

## Things I need to do when I'm home

- Renew CoC – ask Hanne about the company paperwork.
- Book Tøffe's blood test.
- Talk to Dad about the sail and whether August is realistic. (It isn't. But let him find out himself.)
- Figure out the gift for Dad's 70th. Talk to Magnus.
- Buy new work trousers.
- Check the choir schedule for autumn.
- Fix the tap. (Still.)

## Last thought of the night

It's 03:40 and the sun is already coming up over Os. From the engine room hatch on the car deck you can see the light on the water going from grey to pink to gold. I went up for two minutes just to watch. Somewhere over there, behind the islands, Lisbet is in the naust, brown and shiny and finished-ish, waiting for us. I think this is the best summer I've had in years, even if I'm spending half of it in a 45-degree engine room.

Back to the rounds. ME2 cylinder 4 is still running hot. Of course it is.
"""

LONG["notes/hostnotat-alt-mulig.md"] = """# Høstnotat – alt mulig

*12. oktober 2025. Første helga hjemme etter første tur på Stordsund. Har kaffe, har tid, har for mye i hodet.*

## Stordsund

Så da har jeg vært én hel tur på Stordsund, og jeg kan si det med en gang: det er en annen verden. Det er så stille. Når vi ligger ved kaia og lader, er det ingen dieseldur i det hele tatt, bare summingen fra omformerne og viftene i batterirommene. Første natta våknet jeg fordi det var for stille. Det sier vel alt om hvor mange år jeg har sovet over en hovedmotor.

Den nye maskinsjefen er en rolig kar fra Sunnhordland som har vært med siden båten var ny. Han kan alt om batteriene og har ikke noe behov for å vise det. Han ga meg en perm med egne notater om "ting produsenten ikke skriver" første dagen. Jeg har lest den to ganger. Han sier "du" til batteriene, som om de er kjæledyr, og jeg forstår ham egentlig.

Det er mye nytt. Høyspentkurset var nyttig, men det er noe annet å stå foran et skap med 1 000 volt DC enn å se det på en plansje. Jeg er mer forsiktig enn jeg har vært på mange år, og det er vel bra. Gensetene går nesten ikke – bare på de lengste overfartene og når batteriene skal balanseres. Det gjør at vi får andre problemer: en diesel som står mye stille blir sur på sin egen måte.

Baugpropellen har en tetning som lekker litt. Ikke dramatisk, men vi må etterfylle olje, og jeg liker ikke ting som lekker "litt". Jeg skal skrive en ordentlig rapport til David når jeg er tilbake om bord, med bilder. Det blir ikke noe før verftsoppholdet i januar, tipper jeg, men de kan i alle fall bestille deler.

Turnusen er flyttet til tirsdager, og byttet er tidligere på morgenen. Det betyr at jeg må ta første båt over fra Bergen kvelden før, eller kjøre i fire-tida om morgenen. Jeg har prøvd begge. Begge er dårlige. Jeg tror jeg går for kvelden før og overnatter på crew-hybelen i Leirvik.

Jeg savner Rune litt. Og Fjordbris. Men jeg ville ikke byttet tilbake.

## Pappa 70

Pappa fyller 70 om tolv dager, og jeg har byttet vakt for å være hjemme. Det ble et styr med byttet, men det gikk. Vi skal ha middag lørdagen etter, bare familien og et par av pappas gamle venner fra skolen. Han tror det blir "noe enkelt hjemme". Det blir det ikke.

Gaven er i boks, Magnus har bestilt og den er allerede kommet i posten til ham i Oslo. Han tar den med på flyet. Jeg har rammet inn bildet av farfar i oselvaren, det med Os-kirken i bakgrunnen, og jeg grein litt da jeg hentet det hos rammemakeren. Det er så mye mamma i det bildet også, hun var den som alltid sa at det burde henge på veggen.

Jeg har også skrevet en liten tale. Det er første gang jeg holder tale for pappa. Jeg kommer til å grine. Alle kommer til å grine. Det er greit.

## Koret

Koret er i gang igjen i nytt lokale. Det er mye bedre akustikk enn på bydelshuset, men det er kaldt, og det er en trapp med 48 trinn opp fra bussen. Jeg har talt. Vikardirigenten er ung og energisk og har mye humor, og alle er litt forelsket i ham, også bassene.

Vi har begynt på julerepertoaret. Nystedt, Sandvold, Bortnianskij og noen gamle salmer – akkurat slik jeg liker det. Og så har styret, som hvert år, foreslått "noe lett og engelsk for publikum". Jeg sier det her, hvor ingen kan høre meg: jeg har aldri likt å synge engelskspråklige popjulesanger i kirkekonsert. "Jingle Bell Rock" i Johanneskirken i fjor var et lavmål, med kor som klappet og ristet på hodet. Gi meg Nystedt og Sandvold og gamle norske salmer hvilken dag som helst. Jeg kan godt synge Rutter, for han skriver faktisk korsats, men "Jingle Bell Rock", "All I Want for Christmas" og alt det der – nei takk. Jeg sa det litt forsiktig på forrige øving og Tone nikket hardt. Vi får se om vi slipper i år.

Jeg skal også øve på latinen i O magnum mysterium. Jeg spurte ChatGPT om uttalen og fikk et ganske greit svar, men jeg må høre det sunget for å få det inn.

## Båten

Lisbet ligger under presenning for vinteren nå. Vi har gitt opp sommerdatoen, og vi har gitt opp augustdatoen, og det er helt greit. Vi sjøsetter til våren. Pappa har ryggen sin, jeg har turnusen min, og båten har ventet siden 1961 – hun kan vente et halvt år til.

Det som gjenstår: ripene må limes om, kjølskinna må festes, og vi må få ordnet seil. Vi har bestemt rigg, men vi har ikke funnet noen som kan sy seilet. Det finnes visst én seilmaker i Hardanger som kan tradisjonelle seil, men han har ventetid på et år. Vi må også skaffe båtplass. Magnus maser om det. Han har rett.

Budsjettet er sprukket. Jeg har sett på regnearket. Det er ikke katastrofe, men vi er over, og det kommer mer. Pappa sier at penger brukt på en oselvar ikke teller, det er "kulturarv". Jeg er ikke sikker på at banken ser det slik.

Klinkeringene fra England har vi fortsatt ikke fått alle av. Jeg har glemt å purre. Vi har nok til å klare oss nå, men vi trenger dem til våren.

## Tøffe

Tøffe har fått ny mat etter blodprøvene. Nyrene er ikke helt som de skal, noe som er vanlig for eldre katter, sa dyrlegen. Han drikker mye og tisser mye, og han er ikke imponert over den nye maten. Han sitter og ser på meg med stor skuffelse hver morgen. Men han spiser den.

Marte har flyttet til Trondheim, og naboen Jonas har tatt over som kattevakt. Jonas er perfekt – hjemmekontor, kattemenneske, og han sender meg bilder med bildetekster som "Sjefen inspiserer kjøkkenet". Jeg må lage et nytt ark til ham med alt som har endret seg. Det gamle arket er fra februar og skrevet til Marte.

## Sertifikater

Jeg har søkt om fornyelse av maskinistsertifikatet, og som forventet mangler det noe – papirer, selvfølgelig. Det står i brevet. Hvorfor de ikke bare kan slå ting opp selv, forstår jeg ikke. Jeg har skrevet til Hanne, men hun har det travelt med alle omrokkeringene. Må purre.

Helseerklæringa går ut i desember, så der må jeg også bestille time. Og oppfriskningskurset i sikkerhet er jo i desember. Desember kommer til å bli en lang måned med papirer og kurs og konsert og jul.

## Leiligheten

Balkongene i sameiet er fortsatt et tema i oppgangen. Jeg var ikke på årsmøtet i april (jobb), så jeg har bare skummet protokollen på mailen. Uansett blir det en regning. Jeg har begynt å spare i en egen konto for det.

Fibernett kommer og bytter ruteren denne uka. Da må jeg huske å sette opp nettet på nytt og gi beskjed til Jonas. Jeg kommer til å glemme det.

## Magnus

Magnus og jeg hadde det faktisk fint i sommer. Vi kranglet bare én gang, om hvem som hadde glemt regntøyet (han). Han har sagt at han vil komme oftere hjem, og han har vært flinkere til å ringe. Han vil være med og sjøsette til våren. Han vil være den første som ror. Det vet alle.

## Bergen i oktober

Det har regnet i elleve dager i strekk. Folk på bussen har sluttet å snakke om det, som om det er uhøflig å nevne. Jeg liker det egentlig. Det er noe med lyset i oktober, når det endelig sprekker opp en halvtime på ettermiddagen og Fløyen lyser gult og rødt over byen og alle står stille på Torget og ser opp. Jeg tok en lang tur i Fjellveien i går i sånn en halvtime, og det var så vakkert at jeg ble stående og tenke på mamma. Hun pleide å si at oktober i Bergen er en måned for folk som ikke trenger å bli overbevist.

Jeg har også begynt å lage mat ordentlig igjen på fri-ukene. Fiskesuppe på søndag, lapskaus på tirsdag, brødbaking på onsdag. Om bord spiser vi godt, men det er kantinemat, og jeg savner å stå ved min egen komfyr og smake på ting. Tøffe sitter på stolen og følger med, som om han vurderer meg.

Ellers har jeg ryddet i bokhylla og gitt bort tre poser med bøker til biblioteket på Sandviken. Det føltes som å miste vekt.

## Meg

Skuldra er bra. Jeg svømmer fortsatt, selv om vannet begynner å bli kaldt. Jeg sover bedre på Stordsund enn på Fjordbris, kanskje fordi det er så stille. Jeg er mindre sliten enn i fjor høst. Jeg tror byttet var riktig.

Jeg merker at jeg er glad. Det er ikke alltid jeg merker det, men akkurat nå, med kaffe, med regn mot vinduet, med Tøffe som ligger og surmuler over den nye maten sin, med en båt i et naust i Os og en konsert å øve til – akkurat nå er jeg glad.

## Liste til meg selv

- Purre Hanne (SDIR-saken).
- Bestille helseerklæring-time.
- Skrive rapport om baugpropellen til David.
- Lage nytt kattevakt-ark til Jonas.
- Øve latin.
- Skrive ferdig talen til pappa.
- Finne seilmaker.
- Søke båtplass (!!).
- Fikse kranen. (Ja, fortsatt.)
"""
